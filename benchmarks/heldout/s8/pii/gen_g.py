#!/usr/bin/env python3
"""Corpus G generator (blind, stdlib only, seed fixed).  usage: python3 gen_g.py corpus_g.jsonl"""
import json
import random
import re
import sys

import gen_g_values as V
from gen_g_content import CLASSES, CLEAN, WRAP_PRE, WRAP_POST

SEED = 120212
PER_CLASS = {"secret": 14, "pii": 14, "keep": 16}
N_CLEAN = 225


def render(pieces):
    text, spans = "", []
    for p in pieces:
        if isinstance(p, str):
            text += p
        else:
            kind, cls, v = p[:3]
            sp = {"start": len(text), "end": len(text) + len(v), "kind": kind, "class": cls, "value": v}
            if len(p) > 3 and p[3]:
                sp.update(p[3])
            spans.append(sp)
            text += v
    return text, spans


def check(text, spans, clean):
    for sp in spans:
        if text[sp["start"]:sp["end"]] != sp["value"]:
            return "bad span"
    if clean and any(sp["kind"] != "keep" for sp in spans):
        return "clean with labels"
    # blank secret/pii spans
    chars = list(text)
    for sp in spans:
        if sp["kind"] in ("secret", "pii"):
            for i in range(sp["start"], sp["end"]):
                chars[i] = "\x00"
    rest = "".join(chars)
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            if len(v) < 6:
                if v in rest:
                    return "secret probe %r" % v
            elif any(v[i:i + 6] in rest for i in range(len(v) - 5)):
                return "secret 6gram %r" % v
        elif sp["kind"] == "pii":
            if v in rest:
                return "pii value %r" % v
            if sp["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", rest):
                        return "name token %r" % tok
    return None


def main(out):
    r = random.Random(SEED)
    rows, fails = [], 0
    for kind, cls, fn in CLASSES:
        for i in range(PER_CLASS[kind]):
            for attempt in range(4):
                src, lang, pieces = fn(r)
                if r.random() < 0.3:
                    pre = r.choice(WRAP_PRE)
                    post = r.choice(WRAP_POST) if r.random() < 0.4 else ""
                    pieces = [pre] + list(pieces) + [post]
                text, spans = render(pieces)
                err = check(text, spans, False)
                if not err:
                    break
                fails += 1
                if fails > 60:
                    raise SystemExit("too many failures, last: %s %s" % (cls, err))
            else:
                raise SystemExit("class %s keeps failing: %s\n%s" % (cls, err, text))
            rows.append({"source": src, "lang": lang, "text": text, "spans": spans, "clean": False, "_cls": cls})
    for i in range(N_CLEAN):
        for attempt in range(4):
            src, lang, pieces = r.choice(CLEAN)(r)
            text, spans = render(pieces)
            err = check(text, spans, True)
            if not err:
                break
        else:
            raise SystemExit("clean fails: %s" % err)
        rows.append({"source": src, "lang": lang, "text": text, "spans": spans, "clean": True, "_cls": "clean"})
    r.shuffle(rows)
    with open(out, "w", encoding="utf-8") as f:
        for i, row in enumerate(rows):
            row.pop("_cls")
            rec = {"id": "g%04d" % i, "source": row["source"], "lang": row["lang"], "text": row["text"],
                   "spans": row["spans"], "clean": row["clean"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d snippets (%d redraws)" % (len(rows), fails), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus_g.jsonl")
