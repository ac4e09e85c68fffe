#!/usr/bin/env python3
"""Generate the held-out material: python3 src/gen.py [dev|holdout|all] (deterministic)."""
from __future__ import annotations

import importlib
import math
import random
import sys
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import make_session, resolve, sid, write_json, write_jsonl  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PREFIX = {"dev": ("hmf-d", "hmr-d", "hmp-d"), "holdout": ("hmf-h", "hmr-h", "hmp-h")}


def build_distractors(keyed_lists, split):
    """Unrelated sessions for every context user (context sets only); dev and holdout use disjoint halves."""
    import distractors
    bank = distractors.BANK[:12] if split == "dev" else distractors.BANK[12:]
    out, n, j = [], [0], 0
    for keyed in keyed_lists:
        for u, bk in keyed:
            starts = sorted(datetime.fromisoformat(s["started_at"]) for s in bk.values())
            a, b = starts[0], starts[-1] + timedelta(days=7)
            for i in range(distractors.PER_USER):
                topic, turns = bank[j % len(bank)]
                j += 1
                n[0] += 1
                t = a + (b - a) * (i + 0.5) / distractors.PER_USER + timedelta(hours=3, minutes=7 * i)
                out.append(make_session(sid("hmx-" + split[0], n[0]), u["tenant"], u["user"], t.isoformat(), turns, topic))
            j += 1  # shift the rotation per user
    return out


def build_users(users, prefix, counter):
    sessions, keyed = [], []
    for u in users:
        by_key = {}
        for key, (start, topic, res, turns) in u["sessions"].items():
            counter[0] += 1
            s = make_session(sid(prefix, counter[0]), u["tenant"], u["user"], start, turns, topic, res)
            by_key[key] = s
            sessions.append(s)
        keyed.append((u, by_key))
    return sessions, keyed


def facts_truth(keyed, split):
    users = {}
    for u, bk in keyed:
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "current": u["current"],
            "changes": [{"key": k, "from": f, "to": t, "session_id": bk[s]["session_id"]} for k, f, t, s in u["changes"]],
            "retractions": [{"key": k, "value": v, "session_id": bk[s]["session_id"]} for k, v, s in u["retractions"]],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in u["traps"]],
            "issues": [{"text": t, "session_id": bk[s]["session_id"]} for t, s in u["issues"]],
        }
    return {"split": split, "users": users}


# ----------------------------------------------------------------------------- patterns
PAT_TEMPLATES = [
    ("login loop", "users are bounced back to the login page after SSO", "the IdP clock was 4 minutes off; NTP fixed it"),
    ("slow dashboard", "the usage dashboard takes 30 seconds to load", "a saved filter scanned all history; narrowing it to 90 days helped"),
    ("missing emails", "password reset emails never arrive", "the domain's SPF record lacked our sender; adding include: fixed it"),
    ("api 500", "the orders endpoint returns 500 for one account", "a null currency on an old order; a data fix resolved it"),
    ("csv import", "the CSV import rejects files with umlauts", "the file was Latin-1; saving as UTF-8 worked"),
    ("webhook delay", "webhooks arrive 10 minutes late", "their endpoint took 9 s to answer, so deliveries queued; returning 202 at once fixed it"),
    ("mobile push", "push notifications stopped on Android", "the FCM server key was rotated; uploading the new one fixed it"),
    ("export timeout", "the monthly export times out", "switching to the async export endpoint solved it"),
]
BEHAVIOUR_TEXT = {
    "check-status-page-first": "Let me first check our status page for an ongoing incident.",
    "propose-screen-share": "Would a quick screen share help? I can send a link.",
    "ask-for-har-file": "Could you record a HAR file of the failing request and attach it?",
    "link-known-issue": "This looks like a known issue, here's the tracking article: https://help.example.com/known",
    "offer-config-diff": "I can diff your config against the default one to spot the change.",
    "escalate-to-tier2": "I'll escalate this to our tier-2 engineers right away.",
}


def outcome_schedule(spec, n_sessions_days):
    """Return list of (day, success) for a spec."""
    kind = spec["kind"]
    if kind == "success-then-failures":
        a, b = spec["success_days"]; c, d = spec["failure_days"]
        s = [(a + (b - a) * i / max(1, spec["successes"] - 1), True) for i in range(spec["successes"])]
        f = [(c + (d - c) * i / max(1, spec["failures"] - 1), False) for i in range(spec["failures"])]
        return s + f
    if kind == "recovery":
        out = []
        for (n, (a, b), ok) in spec["phases"]:
            out += [(a + (b - a) * i / max(1, n - 1), ok) for i in range(n)]
        return out
    if kind == "mostly-failures":
        seq = [True] * spec["successes"] + [False] * spec["failures"]
        a, b = spec["days"]
        return [(a + (b - a) * i / max(1, len(seq) - 1), ok) for i, ok in enumerate(seq)]
    raise ValueError(kind)


def conf_trace(points, half_life=90.0, min_apps=10, below=0.3):
    trace, dep_at = [], None
    for i, (ti, _) in enumerate(points):
        w = [0.5 ** ((ti - tj) / half_life) for tj, _ in points[: i + 1]]
        s = sum(wj for wj, (_, ok) in zip(w, points[: i + 1]) if ok)
        c = (1 + s) / (2 + sum(w))
        trace.append(round(c, 3))
        if dep_at is None and i + 1 >= min_apps and c < below:
            dep_at = i + 1
    final_dep = len(points) >= min_apps and trace[-1] < below
    return trace, dep_at, final_dep


def build_patterns(mod, prefix, counter):
    tenant, user = mod.PATTERN_TENANT
    t0 = datetime.fromisoformat(mod.PATTERN_START)
    # timeline of sessions: union of days of the non-coin patterns
    events = {}  # day -> {pid: success}
    for pid, spec in mod.PATTERNS.items():
        if spec["kind"] == "coin":
            continue
        for day, ok in outcome_schedule(spec, None):
            d = round(day, 2)
            while pid in events.get(d, {}):
                d += 0.3
            events.setdefault(d, {})[pid] = ok
    days = sorted(events)
    for pid, spec in mod.PATTERNS.items():
        if spec["kind"] != "coin":
            continue
        rng = random.Random(spec["seed"])
        for i, d in enumerate(days):
            if i % spec["every"] == 0:
                events[d][pid] = rng.random() < spec["p"]
    sessions, per_pat = [], {pid: [] for pid in mod.PATTERNS}
    for i, d in enumerate(days):
        counter[0] += 1
        topic, problem, fix = PAT_TEMPLATES[i % len(PAT_TEMPLATES)]
        ev = events[d]
        start = (t0 + timedelta(days=d)).replace(microsecond=0)
        start = start.replace(hour=8 + (i * 3) % 9, minute=(i * 17) % 60, second=0)
        s_id = sid(prefix, counter[0])
        offers = " ".join(BEHAVIOUR_TEXT[p] for p in ev)
        all_ok = all(ev.values())
        turns = [("u", f"hi, {problem} (ticket {1000 + i})"), ("a", f"Thanks for reporting. {offers}")]
        if all_ok:
            turns += [("u", "ok, done"), ("a", f"Found it: {fix}."), ("u", "that solved it, thanks!"), ("a", "Great, closing the ticket.")]
            res = "resolved"
        else:
            bad = [p for p, ok in ev.items() if not ok]
            turns += [("u", "that didn't help at all" if len(bad) == len(ev) else "one of those helped, the other was a waste of time"),
                      ("a", f"Sorry about that. Looking further: {fix}."), ("u", "ok, works now but it took a while"),
                      ("a", "Thanks for your patience, closing.")]
            res = "resolved"
        s = make_session(s_id, tenant, user, start.isoformat(), turns, topic, res,
                         outcomes=[{"pattern_id": p, "success": ok} for p, ok in ev.items()])
        sessions.append(s)
        for p, ok in ev.items():
            per_pat[p].append((d, ok, s_id))
    pats = {}
    for pid, spec in mod.PATTERNS.items():
        pts = [(d, ok) for d, ok, _ in per_pat[pid]]
        trace, dep_at, final_dep = conf_trace(pts)
        sids = [x for _, _, x in per_pat[pid]]
        pats[pid] = {"tenant_id": tenant, "spec": spec, "applications": len(pts), "outcomes": [ok for _, ok in pts],
                     "session_ids": sids, "expected_deprecated": final_dep,
                     "expected_hidden_at_end": final_dep or spec["kind"] == "coin",
                     "deprecated_after_application": dep_at,
                     "deprecated_after_session_id": sids[dep_at - 1] if dep_at else None,
                     "behaviour": BEHAVIOUR_TEXT[pid], "confidence_trace": trace}
    return sessions, pats, user


def gen(split):
    fp, rp, pp = PREFIX[split]
    out = ROOT / split
    out.mkdir(exist_ok=True)
    fmod = importlib.import_module(f"facts_{split}")
    dmod = importlib.import_module(f"dream_{split}")
    # A. facts
    fsess, fkeyed = build_users(fmod.USERS, fp, [0])
    write_jsonl(out / f"facts_{split}.jsonl", fsess)
    write_json(out / f"facts_truth_{split}.json", facts_truth(fkeyed, split))
    # B. dreaming
    dsess, dkeyed = build_users(dmod.USERS, rp, [0])
    psess, pats, puser = build_patterns(dmod, pp, [0])
    users = {}
    for u, bk in dkeyed:
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "session_ids": [s["session_id"] for s in bk.values()],
            "expected_rules": [{"concept": r["concept"], "value": r["value"], "rule": r["rule"], "kind": r["kind"],
                                "builtin_nameable": r["builtin_nameable"],
                                "evidence_session_ids": [bk[k]["session_id"] for k in r["evidence"]]} for r in u["rules"]],
            "expect_no_rule": bool(u.get("no_rule")),
            "queries": [{"query": q, "relevant_message_ids": resolve(refs, bk)} for q, refs in u["queries"]],
        }
    write_jsonl(out / f"dreaming_{split}.jsonl", dsess + psess)
    truth = {"model": {"half_life_days": 90.0, "min_applications": 10, "deprecate_below": 0.3,
                       "note": "expected_deprecated computed with the README's decayed Beta(1,1) model; coin flips are "
                               "expected hidden once they have 10 outcomes (dreaming_eval.py); reflection min sessions 3"},
             "splits": {split: {"users": users, "patterns": pats}}}
    write_json(out / f"dreaming_truth_{split}.json", truth)
    # C. context: facts sessions + dreaming user sessions (not the pattern ones) + unrelated distractor sessions
    write_jsonl(out / f"context_sessions_{split}.jsonl", fsess + dsess + build_distractors([fkeyed, dkeyed], split))
    qs = []
    for u, bk in fkeyed:
        for q, refs, cur, stale in u["queries"]:
            row = {"tenant_id": u["tenant"], "user_id": u["user"], "query": q, "relevant_message_ids": resolve(refs, bk)}
            if cur:
                row["current"] = cur
            if stale:
                row["stale"] = stale
            qs.append(row)
    for u, bk in dkeyed:
        for q, refs in u["queries"]:
            qs.append({"tenant_id": u["tenant"], "user_id": u["user"], "query": q, "relevant_message_ids": resolve(refs, bk)})
    with open(out / f"context_queries_{split}.jsonl", "w") as f:
        import json
        for r in qs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{split}: facts {len(fsess)} sessions/{len(fkeyed)} users; dreaming {len(dsess)}+{len(psess)} sessions, "
          f"{len(dkeyed)} users, {len(pats)} patterns; context queries {len(qs)}")
    for pid, p in pats.items():
        print(f"  {pid}: {p['applications']} apps, deprecated={p['expected_deprecated']} after {p['deprecated_after_application']}, "
              f"final conf {p['confidence_trace'][-1]}")


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    for sp in (["dev", "holdout"] if which == "all" else [which]):
        gen(sp)
