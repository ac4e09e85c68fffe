#!/usr/bin/env python3
"""Per-language breakdown of a score_facts.py --json --verbose result (analysis only, no system call).
A current slot counts in the language of the newest session whose user turns state its current value (score_context's
`mentions` rule; a hand-written fallback for number words and wordings it cannot see); a change in its session's language.
    python3 src/lang_breakdown.py before_facts_j.json"""
import importlib.util, json, os, sys
from collections import defaultdict
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("sc", "/work/main/benchmarks/heldout/mem/score_context.py")
sc = importlib.util.module_from_spec(spec); spec.loader.exec_module(sc)
sf = sc.load_score_facts()
FALLBACK = {("linh.n", "answer_style"): "s2", ("putri.a", "answer_style"): "s3", ("putri.a", "team_size"): "s1",
            ("aroha.t", "team_size"): "s2", ("giulia.f", "timezone"): "s1",
            ("giulia.f", "team_size"): "s3", ("lucia.r", "team_size"): "s1"}
res = json.load(open(sys.argv[1]))
truth = json.load(open(os.path.join(HERE, "facts_truth_j.json")))["users"]
langs = json.load(open(os.path.join(HERE, "session_languages_j.json")))
sess = [json.loads(l) for l in open(os.path.join(HERE, "facts_j.jsonl"))]
lab2sid = {(v["user"], v["label"]): k for k, v in langs.items()}
cur = defaultdict(lambda: [0, 0]); ch = defaultdict(lambda: [0, 0]); nsess = defaultdict(int)
for v in langs.values():
    nsess[v["language"]] += 1
for r in res["users"]:
    t = truth[r["user"]]; user = t["user_id"]
    ok = {p["ckey"] for p in r["preds"] if p["verdict"] == "ok"}
    us = sorted([s for s in sess if s["user_id"] == user], key=lambda s: s["started_at"])
    for k, v in t["current"].items():
        says = sc.mentions(sf, k, v)
        hit = [s for s in us if any(m["role"] == "user" and says(m["content"]) for m in s["messages"])]
        sid = hit[-1]["session_id"] if hit else lab2sid[(user, FALLBACK[(user, k)])]
        L = langs[sid]["language"]; cur[L][1] += 1; cur[L][0] += k in ok
    found = set()
    for pc in r["pred_changes"]:
        if pc["verdict"] == "ok":
            for i, tc in enumerate(t["changes"]):
                if tc["key"] == pc["ckey"] and sf.value_match(tc["key"], tc["from"], pc["from"]) and sf.value_match(tc["key"], tc["to"], pc["to"]):
                    found.add(i)
    for i, tc in enumerate(t["changes"]):
        L = langs[tc["session_id"]]["language"]; ch[L][1] += 1; ch[L][0] += i in found
names = {"en": "English", "ro": "Romanian", "el": "Greek", "vi": "Vietnamese", "id": "Indonesian", "he": "Hebrew",
         "uk": "Ukrainian", "de": "German", "es": "Spanish", "it": "Italian"}
print(f"{'language':12s} {'sessions':>8s} {'current recall':>16s} {'changes found':>14s}")
for L in sorted(nsess, key=lambda x: (x != "en", x)):
    c, h = cur[L], ch[L]
    print(f"{names[L]:12s} {nsess[L]:8d} {c[0]:>5d}/{c[1]:<3d} ({(c[0]/c[1] if c[1] else 0):.2f}) {h[0]:>6d}/{h[1]:<3d}")
