#!/usr/bin/env python3
"""Print every clean-altered / keep-touched case, idempotence violations, and a seeded sample of 30 leaked spans.
Run from a checkout: cd /work/wt-base && PYTHONPATH=/work/wt-base:/work/main/benchmarks/heldout/pii python3 /root/blind/pii_i/sanity_i.py"""
import json, os, random, sys
sys.argv = sys.argv[:1]
import score  # the unchanged scorer: its _mask_fn and leaked
m = score._mask_fn()
rows = [json.loads(l) for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus_i.jsonl"), encoding="utf-8")]
print("== clean snippets altered / keep spans touched (all)")
for r in rows:
    o = m(r["text"])
    touched = [s["value"] for s in r["spans"] if s["kind"] == "keep" and s["value"] not in o]
    if (r["clean"] and o != r["text"]) or touched:
        print("--", r["id"], "clean" if r["clean"] else "", "touched:", touched)
        print("IN :", r["text"][:260].replace("\n", "\\n"))
        print("OUT:", o[:260].replace("\n", "\\n"))
print("\n== idempotence violations")
for r in rows:
    o = m(r["text"])
    if m(o) != o:
        print("--", r["id"]); print("1:", o[:260].replace("\n", "\\n")); print("2:", m(o)[:260].replace("\n", "\\n"))
print("\n== seeded sample of 30 leaked spans")
leaks = []
for r in rows:
    o = m(r["text"])
    for s in r["spans"]:
        if s["kind"] != "keep" and score.leaked(s, o):
            leaks.append((r["id"], s["class"], s["value"], o))
random.Random(7).shuffle(leaks)
print("total leaked spans:", len(leaks))
for i, c, v, o in leaks[:30]:
    print("--", i, c, repr(v[:60])); print("OUT:", o[:220].replace("\n", "\\n"))
