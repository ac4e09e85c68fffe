#!/usr/bin/env python3
"""Seeded sample of 30 leaked spans + every keep-touched / clean-altered case of corpus G on wt-base."""
import json, os, random, sys
sys.path.insert(0, "/work/main/benchmarks/heldout/pii")
os.environ.setdefault("MEMORY_PII_PSEUDONYM_KEY", "00112233445566778899aabbccddeeff")
from score import _mask_fn, leaked
mask = _mask_fn()
rows = [json.loads(l) for l in open("corpus_g.jsonl", encoding="utf-8")]
miss, keep = [], []
for r in rows:
    out = mask(r["text"])
    for sp in r["spans"]:
        if sp["kind"] == "keep":
            if sp["value"] not in out:
                keep.append((r["id"], sp["class"], sp["value"], out))
        elif leaked(sp, out):
            miss.append((r["id"], sp["class"], sp["value"], out))
    if r["clean"] and out != r["text"]:
        keep.append((r["id"], "clean", "", out))
print("leaked spans: %d; keep-touched/clean-altered: %d" % (len(miss), len(keep)))
for m in random.Random(7).sample(miss, min(30, len(miss))):
    print("MISS %s %s %r\n   -> %r" % (m[0], m[1], m[2][:80], m[3][:260]))
for k in keep:
    print("KEEP %s %s %r\n   -> %r" % (k[0], k[1], k[2][:80], k[3][:260]))
