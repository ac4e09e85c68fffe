#!/usr/bin/env python3
"""Pre-scoring sanity check of set M against the scorers' helpers (no memory_core involved).

python3 src/check_m.py   (run from the set directory)
"""
import importlib.util
import json
import re
import sys

def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

sf = load("sf", "/work/main/benchmarks/heldout/facts/score_facts.py")
sc = load("sc", "/work/main/benchmarks/heldout/mem/score_context.py")
truth = json.load(open("facts_truth_m.json"))["users"]
sessions = [json.loads(l) for l in open("context_sessions_m.jsonl")]
queries = [json.loads(l) for l in open("context_queries_m.jsonl")]
problems = 0
for u, t in truth.items():
    for k, v in t["current"].items():
        ck = sf.canon_key(k, v)
        if ck != k:
            print("KEY not canonical", u, k, ck); problems += 1
        print(f"{u:32s} {k:22s} {v!r:22s} -> {sf.norm(k, v)}")
    for tr in t["traps"]:
        k = tr["key"]
        if k in t["current"] and sf.value_match(k, t["current"][k], tr["value"]):
            print("TRAP equals current", u, tr); problems += 1
    for c in t["changes"]:
        if sf.norm(c["key"], c["from"]) == sf.norm(c["key"], c["to"]):
            print("CHANGE is a restatement under norm", u, c); problems += 1
    for r in t["retractions"]:
        if r["key"] in t["current"]:
            print("retraction key has a current value", u, r)
msgs = {}
user_msgs = {}
for s in sessions:
    for m in s["messages"]:
        msgs[m["id"]] = (s, m)
        user_msgs.setdefault((s["tenant_id"], s["user_id"]), []).append(m["id"])
    if s["session_id"].startswith("hmm-d-"):
        for m in s["messages"]:
            if m["role"] == "user" and re.search(r"\d", m["content"]):
                print("digit in distractor", s["session_id"]); problems += 1
for q in queries:
    key = (q["tenant_id"], q["user_id"])
    for rid in q["relevant_message_ids"]:
        if rid not in msgs:
            print("unknown relevant id", rid); problems += 1
    for slot, val in (q.get("current") or {}).items():
        says = sc.mentions(sf, slot, val)
        cands = [m for m in user_msgs[key] if msgs[m][1]["role"] == "user" and says(msgs[m][1]["content"])]
        newest = max(cands, key=lambda m: msgs[m][1]["timestamp"]) if cands else None
        ok = newest in q["relevant_message_ids"] if newest else None
        if ok is False:
            problems += 1
        print(f"query {q['query'][:50]!r:54s} {slot}={val!r}: newest {newest} in relevant: {ok}"
              + ("" if ok is not False else f"  <-- {msgs[newest][1]['content'][:90]!r}"))
n_tr = sum(len(t["traps"]) for t in truth.values())
print("totals: users", len(truth), "current", sum(len(t["current"]) for t in truth.values()),
      "changes", sum(len(t["changes"]) for t in truth.values()), "retractions", sum(len(t["retractions"]) for t in truth.values()),
      "traps", n_tr, "issues", sum(len(t["issues"]) for t in truth.values()), "queries", len(queries),
      "with current", sum(1 for q in queries if q.get("current")), "with stale", sum(1 for q in queries if q.get("stale")))
print("problems:", problems)
