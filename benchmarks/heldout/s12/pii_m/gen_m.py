#!/usr/bin/env python3
"""Deterministic generator for held-out PII/secret corpus M.

usage: python3 gen_m.py [OUT.jsonl]   (default corpus_m.jsonl next to this file)
Templates use ⟨name⟩ placeholders; every placeholder becomes a span of the class's kind/class.
"""
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_m_values import *  # noqa
import gen_m_values as V
from gen_m_classes import SECRET, PII, KEEP, CLEAN, WRAPPERS

SEED = 20261207
N_SECRET, N_PII, N_KEEP, N_CLEAN = 8, 8, 9, 170
PH = re.compile(r"⟨(\w+)⟩")


def render(template, vals, kind, cls):
    out, spans, pos = [], [], 0
    n = 0
    for m in PH.finditer(template):
        lit = template[pos:m.start()]
        out.append(lit)
        n += len(lit)
        v = vals[m.group(1)]
        spans.append({"start": n, "end": n + len(v), "kind": kind, "class": cls, "value": v})
        out.append(v)
        n += len(v)
        pos = m.end()
    out.append(template[pos:])
    return "".join(out), spans


def probe_ok(text, spans):
    blank = list(text)
    for sp in spans:
        if sp["kind"] == "keep":
            continue
        for i in range(sp["start"], sp["end"]):
            blank[i] = "\x00"
    rest = "".join(blank)
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            if len(v) < 6:
                if v in rest:
                    return False
            elif any(v[i:i + 6] in rest for i in range(len(v) - 5)):
                return False
        elif sp["kind"] == "pii":
            if v in rest:
                return False
            if sp["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", rest):
                        return False
        else:
            if v not in text:
                return False
    # spans must not overlap
    ss = sorted(spans, key=lambda s: s["start"])
    for a, b in zip(ss, ss[1:]):
        if b["start"] < a["end"]:
            return False
    return True


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus_m.jsonl")
    r = random.Random(SEED)
    rows = []
    redraws = 0
    plan = [("secret", c, f, N_SECRET) for c, f in SECRET] + [("pii", c, f, N_PII) for c, f in PII] + \
           [("keep", c, f, N_KEEP) for c, f in KEEP]
    for kind, cls, fn, n in plan:
        for i in range(n):
            for attempt in range(30):
                lang, source, template, vals = fn(r, i)
                text, spans = render(template, vals, kind, cls)
                if "_region" in vals:
                    for sp in spans:
                        sp["region"] = vals["_region"]
                if kind != "keep" and r.random() < 0.3:
                    pre, suf = r.choice(WRAPPERS)(r)
                    text2 = pre + text + suf
                    for sp in spans:
                        sp["start"] += len(pre)
                        sp["end"] += len(pre)
                    text = text2
                if probe_ok(text, spans):
                    break
                redraws += 1
            else:
                raise SystemExit("class %s: 30 failed draws" % cls)
            rows.append({"id": "", "source": source, "lang": lang, "text": text, "spans": spans, "clean": False,
                         "gen_class": cls})
    for i in range(N_CLEAN):
        lang, source, text = CLEAN[i % len(CLEAN)](r, i)
        rows.append({"id": "", "source": source, "lang": lang, "text": text, "spans": [], "clean": True,
                     "gen_class": "clean"})
    r.shuffle(rows)
    for k, row in enumerate(rows):
        row["id"] = "m%04d" % k
        assert all(row["text"][s["start"]:s["end"]] == s["value"] for s in row["spans"])
    with open(out, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d rows (%d clean), %d redraws -> %s" % (len(rows), N_CLEAN, redraws, out), file=sys.stderr)


if __name__ == "__main__":
    main()
