#!/usr/bin/env python3
"""Score the quality of memory-core agent contexts (MemoryReader.build_context) on held-out queries.

    python3 score_context.py SESSIONS.jsonl QUERIES.jsonl [--code CHECKOUT] [--max-tokens 2000]
                             [--no-reflect] [--json] [--verbose] [--keep-db PATH]

Written blind (only the public README): sessions are consolidated with `memory-core db upgrade`
and `memory-core ingest FILE --sync` into a fresh temporary SQLite store (built-in extractor and
embedder, OPENAI_* unset), then, unless --no-reflect, `memory-core reflect --all` makes rules.
For each query (one JSON object a line: tenant_id, user_id, query, relevant_message_ids, optional
current {slot: value} and stale [values]) it calls
MemoryReader.build_context(user, query, max_tokens=N, tenant_id=T) and measures:

* dup_message_share: contexts in which one message is shown twice, either by id (a message id in
  the shown_message_ids/message_ids of two episodic items) or by text (a message of the user's
  sessions, >= 25 characters, occurring twice in the rendered text); both also reported alone
* repeated_episodic_tokens_pct: tokens of the repeated copies (each extra occurrence of a message,
  its tokens estimated as the item's tokens times the message's share of the item's text) over
  all episodic tokens
* fill_half_with_missing_share: contexts that fill at least half of their layers' budget (sum of
  section tokens / sum of section budgets) while a relevant message was not shown; also
  underfilled_with_missing_share (under half while a relevant message was not shown) and the same
  for the episodic layer alone
* relevant_recall: relevant message ids shown (by id in an episodic item, or by its text) over all
  relevant ids; contexts_all_relevant: contexts showing every relevant message
* for queries with `current`: current_fact_shown (a user fact line of that slot with the current
  value), newest_statement_shown (the newest user message stating the current value is shown);
  for queries with `stale`: stale_as_current (a user fact line, not marked as past, holds a stale
  value and not the current one)
* fact_rule_duplicate_share: contexts in which a rule (procedural layer, or a rule item in the
  semantic layer) and a fact line say the same thing (same slot and value, e.g. a date-format
  rule and a date_format fact)

Value matching re-uses score_facts.py (canon_key / norm / value_match), looked up next to this
file, in ../../main/benchmarks/heldout/facts, or via --score-facts.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
FACT_LINE = re.compile(r"^\s*[-*]\s*(?P<entity>[\w.@:/-]+)\s+(?P<key>[\w.-]+)\s*:\s*(?P<value>.+?)\s*$")
TRAIL = re.compile(r"\s*\((?:since|from|valid|as of|confirmed|stated)[^)]*\)\s*$", re.I)
PAST = re.compile(r"\b(until|former|formerly|previous|previously|was|ended|retired|superseded|no longer)\b", re.I)


def load_score_facts(explicit=None):
    cands = [explicit] if explicit else []
    cands += [HERE / "score_facts.py", HERE.parent / "score_facts.py",
              Path("/work/main/benchmarks/heldout/facts/score_facts.py")]
    for c in cands:
        if c and Path(c).exists():
            spec = importlib.util.spec_from_file_location("score_facts_helpers", str(c))
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            return mod
    sys.exit("score_facts.py not found (use --score-facts)")


def run(cmd, env):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return r.returncode, (r.stdout or "") + (r.stderr or "")


def _last(out):
    lines = [l.strip() for l in out.splitlines() if l.strip() and "\u2501" not in l]
    return lines[-1] if lines else ""


def ingest(sessions_path, db, code, reflect):
    env = os.environ.copy()
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        env.pop(var, None)
    env["MEMORY_DATABASE_URL"] = f"sqlite:///{db}"
    if code:
        env["PYTHONPATH"] = code + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    exe = shutil.which("memory-core", path=env.get("PATH"))
    base = [exe] if exe else [sys.executable, "-m", "memory_core.cli"]
    notes = []
    rc, out = run(base + ["db", "upgrade"], env)
    if rc:
        sys.exit(f"db upgrade failed: {out}")
    rc, out = run(base + ["ingest", str(sessions_path), "--sync"], env)
    if rc:
        sys.exit(f"ingest failed: {out}")
    notes.append(_last(out))
    if reflect:
        rc, out = run(base + ["reflect", "--all"], env)
        notes.append(f"reflect rc={rc}: " + _last(out))
    return env["MEMORY_DATABASE_URL"], notes


def mentions(sf, key, value):
    """A predicate: does a message mention value (its product and version, or its group aliases)?"""
    canon, ver = sf.norm(key, value)
    if key in sf.GROUPS:
        for c, aliases in sf.GROUPS[key]:
            if c == canon:
                alts = [re.escape(x) for x in aliases] + [re.escape(str(value).lower())]
                rx = re.compile(r"(?<![\w/])(?:" + "|".join(alts) + r")(?![\w/])", re.I)
                return lambda t: bool(rx.search(t))
        return lambda t: str(value).lower() in t.lower()
    if key == "team_size":
        rx = re.compile(r"(?<!\d)" + re.escape(canon) + r"(?!\d)")
        return lambda t: bool(rx.search(t))
    for c, prx in sf._PRODUCTS:
        if c == canon:
            vrx = re.compile(r"(?<![\w.])v?" + re.escape(ver) + r"(?![\d])", re.I) if ver else None
            if vrx is None:
                return lambda t: bool(prx.search(t))
            # product and version, or a dotted version alone ("PG16 (16.4)", "now 24.8 LTS")
            return lambda t: bool(vrx.search(t)) and (bool(prx.search(t)) or "." in ver)
    return lambda t: str(value).lower() in t.lower()


def item_ids(it):
    r = it.get("reason") or {}
    ids = r.get("shown_message_ids") or r.get("message_ids") or []
    return [str(x) for x in ids]


def is_rule_item(section, it):
    if section == "procedural":
        return True
    r = it.get("reason") or {}
    if any(k in r for k in ("rule_id", "concept", "evidence", "evidence_count", "rule")):
        return True
    return False


def parse_fact(sf, text):
    first = text.strip().splitlines()[0] if text.strip() else ""
    m = FACT_LINE.match(first)
    if not m:
        return None
    val = TRAIL.sub("", m.group("value")).strip()
    past = bool(re.search(r"\((?:until|to|ended)[^)]*\)", m.group("value"), re.I))
    key = sf.canon_key(m.group("key"), val)
    return {"entity": m.group("entity"), "key": m.group("key"), "ckey": key, "value": val, "past": past,
            "user": sf.is_user_entity(m.group("entity"))}


def same_thing(sf, fact, rule_text, rule_reason):
    k = fact["ckey"]
    concept = str((rule_reason or {}).get("concept") or "")
    hay = f"{concept} {rule_text}".lower()
    key_words = {k, k.replace("_", " ")} | {a.replace("_", " ") for a in sf.KEY_ALIASES.get(k, [])}
    key_named = any(w and w in hay for w in key_words)
    if concept and k in sf.canon_key(concept.split(":")[-1], fact["value"]) and key_named:
        return True
    try:
        tv = sf.norm(k, fact["value"])
        rv = sf.norm(k, rule_text)
    except Exception:
        return False
    if k in sf.GROUPS:
        return tv[0] == rv[0] and tv[0] != fact["value"].strip().lower() or (tv[0] == rv[0] and key_named)
    return tv[0] == rv[0] and key_named and tv[0] not in ("", None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sessions")
    ap.add_argument("queries")
    ap.add_argument("--code", help="import memory_core from this checkout")
    ap.add_argument("--max-tokens", type=int, default=2000)
    ap.add_argument("--no-reflect", action="store_true", help="do not run `memory-core reflect --all` after ingest")
    ap.add_argument("--keep-db")
    ap.add_argument("--score-facts")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--verbose", "-v", action="store_true")
    a = ap.parse_args(argv)
    sf = load_score_facts(a.score_facts)
    code = os.path.abspath(a.code) if a.code else None
    if code:
        sys.path.insert(0, code)
    tmp = tempfile.mkdtemp(prefix="score_context_")
    db = os.path.abspath(a.keep_db) if a.keep_db else os.path.join(tmp, "memory.db")
    if os.path.exists(db):
        os.remove(db)
    sessions = [json.loads(l) for l in open(a.sessions) if l.strip()]
    queries = [json.loads(l) for l in open(a.queries) if l.strip()]
    msg = {}  # id -> (tenant, user, role, content, timestamp)
    user_msgs = defaultdict(list)
    for s in sessions:
        for m in s["messages"]:
            msg[m["id"]] = (s["tenant_id"], s["user_id"], m["role"], m["content"], m.get("timestamp") or s["started_at"])
            user_msgs[(s["tenant_id"], s["user_id"])].append(m["id"])
    try:
        url, notes = ingest(a.sessions, db, code, not a.no_reflect)
        os.environ["MEMORY_DATABASE_URL"] = url
        for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
            os.environ.pop(var, None)
        import memory_core
        from memory_core import MemoryReader
        reader = MemoryReader(url)
        rows, times = [], []
        for q in queries:
            t0 = time.perf_counter()
            ctx = reader.build_context(q["user_id"], q["query"], max_tokens=a.max_tokens, tenant_id=q["tenant_id"])
            times.append((time.perf_counter() - t0) * 1000)
            d = ctx.to_dict() if hasattr(ctx, "to_dict") else json.loads(json.dumps(ctx, default=lambda o: o.__dict__))
            rows.append(score_one(sf, q, d, ctx.text, msg, user_msgs))
    finally:
        if not a.keep_db:
            shutil.rmtree(tmp, ignore_errors=True)
    summ = summarise(rows, times)
    summ.update({"contexts": len(rows), "max_tokens": a.max_tokens, "notes": notes,
                 "memory_core": os.path.dirname(memory_core.__file__)})
    if a.json:
        print(json.dumps({"summary": summ, "contexts": rows} if a.verbose else {"summary": summ}, indent=1, default=str))
        return
    if a.verbose:
        for r in rows:
            print(f"- {r['user']} | {r['query']!r}: recall {r['recall_hits']}/{r['n_relevant']}, dup ids {r['dup_ids']}, "
                  f"dup texts {r['dup_texts']}, fill {r['fill']:.2f} (episodic {r['episodic_fill']:.2f}), "
                  f"fact/rule dup {r['fact_rule_dups']}, current {r['current_checks']}, stale {r['stale_hits']}")
        print()
    print(f"memory_core from {summ['memory_core']}; {'; '.join(n for n in notes if n)}")
    for k, v in summ.items():
        if k in ("notes", "memory_core"):
            continue
        print(f"{k:40s} {v}")


def score_one(sf, q, d, text, msg, user_msgs):
    sections = {s["name"]: s for s in d.get("sections", [])}
    epi = sections.get("episodic", {"items": [], "tokens": 0, "budget": 0})
    # --- duplicates by id
    occ = Counter()
    share_tokens = {}
    for it in epi.get("items", []):
        ids = item_ids(it)
        for mid in set(ids):
            occ[mid] += 1
            if mid in msg:
                content = msg[mid][3]
                share_tokens[mid] = max(share_tokens.get(mid, 0.0),
                                        it.get("tokens", 0) * min(1.0, len(content) / max(1, len(it.get("text", "")))))
    dup_ids = sorted(m for m, c in occ.items() if c > 1)
    repeated_id_tokens = sum((occ[m] - 1) * share_tokens.get(m, len(msg.get(m, ("", "", "", ""))[3]) / 4) for m in dup_ids)
    # --- duplicates by text
    epi_text = "\n".join(it.get("text", "") for it in epi.get("items", []))
    key = (q["tenant_id"], q["user_id"])
    seen_by_text, dup_texts, repeated_text_tokens = set(), [], 0.0
    for mid in user_msgs.get(key, []):
        content = msg[mid][3].strip()
        if len(content) < 25:
            if content and content in epi_text and mid in occ:
                seen_by_text.add(mid)
            continue
        n = text.count(content)
        if n >= 1:
            seen_by_text.add(mid)
        if n >= 2:
            dup_texts.append(mid)
            ne = epi_text.count(content)
            repeated_text_tokens += max(0, ne - 1) * share_tokens.get(mid, len(content) / 4)
    epi_tokens = epi.get("tokens", 0) or sum(it.get("tokens", 0) for it in epi.get("items", []))
    # --- recall / fill
    shown = set(occ) | seen_by_text
    rel = [str(x) for x in q.get("relevant_message_ids", [])]
    hits = [m for m in rel if m in shown]
    missing = len(hits) < len(rel)
    tot_tokens = sum(s.get("tokens", 0) for s in sections.values())
    tot_budget = sum(s.get("budget", 0) or 0 for s in sections.values())
    fill = tot_tokens / tot_budget if tot_budget else 0.0
    efill = epi_tokens / epi["budget"] if epi.get("budget") else 0.0
    # --- facts / rules
    facts, rules = [], []
    for name, s in sections.items():
        if name == "episodic":
            continue
        for it in s.get("items", []):
            if is_rule_item(name, it):
                rules.append(it)
                continue
            f = parse_fact(sf, it.get("text", ""))
            if f is None:  # not an "entity key: value" line: a rule or another consolidated statement
                rules.append(it)
                continue
            f["text"] = it.get("text", "")
            facts.append(f)
    ufacts = [f for f in facts if f["user"]]
    current_checks = {}
    for slot, val in (q.get("current") or {}).items():
        fact_ok = any(f["ckey"] == slot and not f["past"] and sf.value_match(slot, val, f["value"]) for f in ufacts)
        says = mentions(sf, slot, val)
        cands = [m for m in user_msgs.get(key, []) if msg[m][2] == "user" and says(msg[m][3])]
        newest = max(cands, key=lambda m: msg[m][4]) if cands else None
        current_checks[slot] = {"fact_shown": fact_ok, "newest_statement": newest,
                                "newest_shown": (newest in shown) if newest else None}
    stale_hits = []
    cur = q.get("current") or {}
    for sv in q.get("stale") or []:
        for f in ufacts:
            if f["past"] or PAST.search(f["text"]):
                continue
            k = f["ckey"]
            try:
                sp, sver = sf.norm(k, sv)
                fp, fver = sf.norm(k, f["value"])
            except Exception:
                continue
            if sp != fp or not sf.version_ok(sver, fver):
                continue
            if sver is not None and fver is None:
                continue
            if k in cur and sf.value_match(k, cur[k], f["value"]):
                continue
            stale_hits.append({"stale": sv, "fact": f["text"]})
    dups = []
    for r in rules:
        for f in ufacts:
            if same_thing(sf, f, r.get("text", ""), r.get("reason")):
                dups.append({"fact": f["text"], "rule": r.get("text", "")})
    return {
        "user": f"{q['tenant_id']}/{q['user_id']}", "query": q["query"], "n_relevant": len(rel), "recall_hits": len(hits),
        "missing": [m for m in rel if m not in shown], "dup_ids": dup_ids, "dup_texts": dup_texts,
        "repeated_tokens": round(max(repeated_id_tokens, repeated_text_tokens), 1), "episodic_tokens": epi_tokens,
        "fill": round(fill, 3), "episodic_fill": round(efill, 3), "missing_relevant": missing,
        "tokens_by_layer": {n: s.get("tokens", 0) for n, s in sections.items()},
        "budget_by_layer": {n: s.get("budget", 0) for n, s in sections.items()},
        "n_facts": len(facts), "n_rules": len(rules), "current_checks": current_checks, "stale_hits": stale_hits,
        "n_stale": len(q.get("stale") or []), "fact_rule_dups": dups,
    }


def _r(a, b):
    return round(a / b, 3) if b else None


def summarise(rows, times):
    n = len(rows)
    cur = [c for r in rows for c in r["current_checks"].values()]
    newest = [c for c in cur if c["newest_shown"] is not None]
    return {
        "dup_message_share": _r(sum(1 for r in rows if r["dup_ids"] or r["dup_texts"]), n),
        "dup_by_id_share": _r(sum(1 for r in rows if r["dup_ids"]), n),
        "dup_by_text_share": _r(sum(1 for r in rows if r["dup_texts"]), n),
        "repeated_episodic_tokens_pct": round(100 * sum(r["repeated_tokens"] for r in rows)
                                              / max(1, sum(r["episodic_tokens"] for r in rows)), 1),
        "fill_half_with_missing_share": _r(sum(1 for r in rows if r["missing_relevant"] and r["fill"] >= 0.5), n),
        "underfilled_with_missing_share": _r(sum(1 for r in rows if r["missing_relevant"] and r["fill"] < 0.5), n),
        "episodic_fill_half_with_missing_share": _r(sum(1 for r in rows if r["missing_relevant"] and r["episodic_fill"] >= 0.5), n),
        "episodic_underfilled_with_missing_share": _r(sum(1 for r in rows if r["missing_relevant"] and r["episodic_fill"] < 0.5), n),
        "contexts_missing_relevant": sum(1 for r in rows if r["missing_relevant"]),
        "relevant_recall": _r(sum(r["recall_hits"] for r in rows), sum(r["n_relevant"] for r in rows)),
        "contexts_all_relevant": _r(sum(1 for r in rows if r["recall_hits"] == r["n_relevant"]), n),
        "current_fact_shown": f"{sum(c['fact_shown'] for c in cur)}/{len(cur)}",
        "current_fact_shown_rate": _r(sum(c["fact_shown"] for c in cur), len(cur)),
        "newest_statement_shown": f"{sum(c['newest_shown'] for c in newest)}/{len(newest)}",
        "newest_statement_shown_rate": _r(sum(c["newest_shown"] for c in newest), len(newest)),
        "stale_as_current_contexts": sum(1 for r in rows if r["stale_hits"]),
        "stale_queries": sum(1 for r in rows if r["n_stale"]),
        "fact_rule_duplicate_share": _r(sum(1 for r in rows if r["fact_rule_dups"]), n),
        "mean_tokens_by_layer": {k: round(statistics.mean(r["tokens_by_layer"].get(k, 0) for r in rows), 1)
                                 for k in (rows[0]["tokens_by_layer"] if rows else {})},
        "build_context_ms_p50": round(statistics.median(times), 2) if times else None,
    }


if __name__ == "__main__":
    main()
