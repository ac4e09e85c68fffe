#!/usr/bin/env python3
"""Collect runs/<name>/*.json into a before/after file: python3 make_before.py runs/base before.json CHECKOUT"""
import json, sys, datetime
run, out, code = sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "/work/wt-base"
res = {"code": code, "measured_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"), "sets": {}}
for sp in ("dev", "holdout"):
    f = json.load(open(f"{run}/facts_{sp}.json"))["summary"]
    d = json.load(open(f"{run}/dreaming_{sp}.json"))
    c = json.load(open(f"{run}/context_{sp}.json"))["summary"]
    pats = d["patterns"]
    stopped = [p for p in pats.values() if "failures_until_hidden" in p and p["kind"] != "coin"]
    left = [p["failures_until_hidden"] for p in stopped if p["failures_until_hidden"] is not None]
    s = d["summary"]
    dream = {**s, "patterns_final_ok": f"{sum(p['final_ok'] for p in pats.values())}/{len(pats)}",
             "stopped_hidden_within_8": f"{sum(1 for n in left if n <= 8)}/{len(stopped)}",
             "most_failures_until_hidden": max(left, default=None),
             "coin_shown_with_10_outcomes": sum(p.get("shown_with_10_outcomes", 0) for p in pats.values() if p["kind"] == "coin"),
             "rules_per_user": {k: [{kk: r.get(kk) for kk in ("concept", "found", "named", "evidence_recall", "evidence_precision", "noted_unnamed")}
                                    for r in u["expected"]] + ([{"extra": u["extra"]}] if u["extra"] else []) for k, u in d["users"].items()},
             "patterns": pats}
    res["sets"][sp] = {"facts": f, "dreaming": dream, "context": {k: v for k, v in c.items() if k != "notes"}}
json.dump(res, open(out, "w"), indent=1, default=str)
print(f"{'set':8s} {'cur P':>6s} {'cur R':>6s} {'chg P':>6s} {'chg R':>6s} {'retr':>5s} {'traps':>5s} | {'rules':>6s} {'noted':>5s} {'1-off':>5s} {'pats':>5s} | "
      f"{'dup':>5s} {'rep%':>5s} {'recall':>6s} {'fill+miss':>9s} {'cur':>6s} {'newest':>6s} {'stale':>5s} {'f=r':>5s}")
for sp, x in res["sets"].items():
    f, d, c = x["facts"], x["dreaming"], x["context"]
    print(f"{sp:8s} {f['current_precision']:6} {f['current_recall']:6} {f['change_precision']:6} {f['change_recall']:6} "
          f"{f['retractions_handled']}/{f['retractions_truth']:<3} {f['trap_violations']:5} | {d.get('found',0)}/{d.get('expected',0):<4} "
          f"{d.get('noted_unnamed',0)}/{d.get('expected',0)-d.get('expected_nameable',0):<3} {d.get('one_off_users_with_rules',0)}/{d.get('one_off_users',0):<3} {d['patterns_final_ok']:>5s} | "
          f"{c['dup_message_share']:5} {c['repeated_episodic_tokens_pct']:5} {c['relevant_recall']:6} {c['episodic_fill_half_with_missing_share']:9} "
          f"{c['current_fact_shown']:>6s} {c['newest_statement_shown']:>6s} {c['stale_as_current_contexts']}/{c['stale_queries']:<3} {c['fact_rule_duplicate_share']:5}")
