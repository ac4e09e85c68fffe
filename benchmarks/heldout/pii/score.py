#!/usr/bin/env python3
"""Score memory_core.pii.mask_text on a held-out JSONL corpus.

usage: python score.py CORPUS.jsonl [--json] [--per-class] [--speed] [--out FILE]
Run from a checkout:  cd /work/wt-base && PYTHONPATH=/work/wt-base python score.py ...

Rules
  secret leaked : any 6-char substring of the value survives in the output (whole value if shorter)
  pii leaked    : the value survives verbatim; for name classes (class starts with "name")
                  also any token of the value of length >= 3 surviving as a word
  keep touched  : the value is no longer present verbatim in the output
  clean altered : output != input for a snippet with clean=true
  idempotence   : mask_text(mask_text(x)) != mask_text(x)
Macros: secrets = mean leak % over secret classes, pii = mean over pii classes,
keep = mean touched % over keep classes (micro figures are reported too).
--speed: snippets/s in one process, best of 3 passes timed with time.process_time.
"""
import argparse
import json
import os
import re
import sys
import time
from collections import defaultdict

os.environ.setdefault("MEMORY_PII_PSEUDONYM_KEY", "00112233445566778899aabbccddeeff")


def _mask_fn():
    from memory_core.pii import mask_text

    def f(t):
        r = mask_text(t)
        return r if isinstance(r, str) else getattr(r, "text")
    return f


def leaked(sp, out):
    v, kind = sp["value"], sp["kind"]
    if kind == "secret":
        if len(v) < 6:
            return v in out
        return any(v[i:i + 6] in out for i in range(len(v) - 5))
    if kind == "pii":
        if v in out:
            return True
        if sp["class"].startswith("name"):
            for tok in re.findall(r"\w+", v):
                if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", out):
                    return True
        return False
    raise ValueError(kind)


def pct(a, b):
    return round(100.0 * a / b, 2) if b else 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--per-class", action="store_true")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--out", help="also write the JSON result here")
    ap.add_argument("--examples", type=int, default=0, help="print up to N failures per class (stderr)")
    a = ap.parse_args()

    rows = [json.loads(l) for l in open(a.corpus, encoding="utf-8") if l.strip()]
    mask = _mask_fn()
    stats = defaultdict(lambda: [0, 0])  # (kind, class) -> [fail, total]
    clean_tot = clean_alt = idem = exc = 0
    bad_spans = 0
    examples = defaultdict(list)
    outs = []
    for r in rows:
        text = r["text"]
        for sp in r["spans"]:
            if text[sp["start"]:sp["end"]] != sp["value"]:
                bad_spans += 1
        try:
            out = mask(text)
        except Exception as e:  # noqa
            exc += 1
            out = None
        outs.append(out)
        if out is None:
            for sp in r["spans"]:
                stats[(sp["kind"], sp["class"])][1] += 1
                if sp["kind"] != "keep":
                    stats[(sp["kind"], sp["class"])][0] += 1  # an exception counts as a failure
            if r.get("clean"):
                clean_tot += 1
                clean_alt += 1
            continue
        try:
            if mask(out) != out:
                idem += 1
        except Exception:
            idem += 1
        for sp in r["spans"]:
            key = (sp["kind"], sp["class"])
            stats[key][1] += 1
            fail = (sp["value"] not in out) if sp["kind"] == "keep" else leaked(sp, out)
            if fail:
                stats[key][0] += 1
                if len(examples[key]) < a.examples:
                    examples[key].append((r["id"], sp["value"], out))
        if r.get("clean"):
            clean_tot += 1
            if out != text:
                clean_alt += 1
                if len(examples[("clean", "clean")]) < a.examples:
                    examples[("clean", "clean")].append((r["id"], text, out))

    per_class = {}
    by_kind = defaultdict(list)
    micro = defaultdict(lambda: [0, 0])
    for (kind, cls), (f, t) in sorted(stats.items()):
        per_class["%s/%s" % (kind, cls)] = {"kind": kind, "class": cls, "n": t, "fail": f, "pct": pct(f, t)}
        by_kind[kind].append(pct(f, t))
        micro[kind][0] += f
        micro[kind][1] += t

    def macro(k):
        v = by_kind.get(k, [])
        return round(sum(v) / len(v), 2) if v else 0.0

    res = {
        "corpus": os.path.basename(a.corpus), "snippets": len(rows), "bad_spans": bad_spans,
        "secret_leak_macro_pct": macro("secret"), "pii_leak_macro_pct": macro("pii"),
        "keep_touched_macro_pct": macro("keep"),
        "secret_leak_micro_pct": pct(*micro["secret"]), "pii_leak_micro_pct": pct(*micro["pii"]),
        "keep_touched_micro_pct": pct(*micro["keep"]),
        "clean_altered_pct": pct(clean_alt, clean_tot), "clean_snippets": clean_tot, "clean_altered": clean_alt,
        "idempotence_violations": idem, "exceptions": exc,
        "classes": {k: len(by_kind[k]) for k in by_kind},
    }
    if a.per_class or a.json or a.out:
        res["per_class"] = per_class
    if a.speed:
        texts = [r["text"] for r in rows]
        best = None
        for _ in range(3):
            t0 = time.process_time()
            for t in texts:
                try:
                    mask(t)
                except Exception:
                    pass
            dt = time.process_time() - t0
            best = dt if best is None else min(best, dt)
        res["speed_snippets_per_s"] = round(len(texts) / best, 1) if best else None
        res["speed_pure_python_env"] = os.environ.get("MEMORY_PII_PURE_PYTHON", "")

    if a.out:
        with open(a.out, "w") as f:
            json.dump(res, f, indent=1, ensure_ascii=False)
    if a.json:
        print(json.dumps(res, indent=1, ensure_ascii=False))
    else:
        print("corpus %s: %d snippets (bad spans %d)" % (res["corpus"], len(rows), bad_spans))
        if a.per_class:
            print("%-7s %-28s %5s %6s" % ("kind", "class", "n", "fail%"))
            for k, v in per_class.items():
                print("%-7s %-28s %5d %6.1f" % (v["kind"], v["class"], v["n"], v["pct"]))
        for k in ("secret_leak_macro_pct", "pii_leak_macro_pct", "keep_touched_macro_pct", "secret_leak_micro_pct",
                  "pii_leak_micro_pct", "keep_touched_micro_pct", "clean_altered_pct", "idempotence_violations",
                  "exceptions", "speed_snippets_per_s"):
            if k in res:
                print("%-26s %s" % (k, res[k]))
    for key, ex in examples.items():
        for e in ex:
            print("FAIL %s/%s %s: %r -> %r" % (key[0], key[1], e[0], e[1][:120], e[2][:300]), file=sys.stderr)


if __name__ == "__main__":
    main()
