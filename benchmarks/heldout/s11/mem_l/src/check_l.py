#!/usr/bin/env python3
"""Pre-scoring sanity checks of set L using only the scorers' pure helpers (norm, mentions); no memory_core."""
import importlib.util, json, re, sys, os
from collections import defaultdict
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def load(p, n):
    spec = importlib.util.spec_from_file_location(n, p); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m
sf = load("/work/main/benchmarks/heldout/facts/score_facts.py", "sf")
sc = load("/work/main/benchmarks/heldout/mem/score_context.py", "sc")
truth = json.load(open(f"{D}/facts_truth_l.json"))["users"]
for u, t in truth.items():
    for k, v in t["current"].items():
        assert sf.canon_key(k, v) == k, (u, k)
        print(f"{u:28s} {k:22s} {v!r:20s} -> {sf.norm(k, v)}")
    for r in t["retractions"]:
        assert r["key"] not in t["current"], (u, r)
    for tr in t["traps"]:
        k = tr["key"]
        if k in t["current"] and sf.value_match(k, t["current"][k], tr["value"]):
            print("  TRAP EQUALS CURRENT", u, tr)
    for c in t["changes"]:
        assert sf.value_match(c["key"], t["current"].get(c["key"], c["to"]), c["to"]) or True
ctx = [json.loads(l) for l in open(f"{D}/context_sessions_l.jsonl")]
msg, um = {}, defaultdict(list)
for s in ctx:
    for m in s["messages"]:
        msg[m["id"]] = (s, m); um[(s["tenant_id"], s["user_id"])].append(m["id"])
        if s["session_id"].startswith("hml-d-") and m["role"] == "user" and re.search(r"\d", m["content"]):
            print("DIGIT IN DISTRACTOR", m["id"])
bad = 0
for q in (json.loads(l) for l in open(f"{D}/context_queries_l.jsonl")):
    for rid in q["relevant_message_ids"]:
        assert rid in msg, rid
    for k, v in (q.get("current") or {}).items():
        says = sc.mentions(sf, k, v)
        c = [i for i in um[(q["tenant_id"], q["user_id"])] if msg[i][1]["role"] == "user" and says(msg[i][1]["content"])]
        newest = max(c, key=lambda i: msg[i][1]["timestamp"]) if c else None
        ok = newest is None or newest in q["relevant_message_ids"]
        bad += not ok
        print(f"{'OK ' if ok else 'BAD'} {q['user_id']:10s} {k}={v!r}: newest {newest} ({len(c)} mentions) rel {q['relevant_message_ids']}")
print("bad", bad)
