#!/usr/bin/env python3
"""Per-user / per-language breakdown of a score_facts.py --json --verbose result (analysis only, no system call).

    python3 src/user_breakdown.py before_facts_k.json [session_languages_k.json]
"""
import json
import os
import sys
from collections import Counter

res = json.load(open(sys.argv[1]))
langs = json.load(open(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(sys.argv[1]) or ".", "session_languages_k.json")))
per_user = {}
for sid, v in langs.items():
    per_user.setdefault(v["user"], Counter())[v["language"]] += 1
print(f"{'user':32s} {'languages':22s} {'current':>8s} {'changes':>8s} {'retr':>5s} {'traps':>6s}")
for r in res["users"]:
    u = r["user"].split("/")[1]
    lg = ", ".join(f"{k}:{n}" for k, n in sorted(per_user[u].items()))
    print(f"{r['user']:32s} {lg:22s} {r['tp']:>3d}/{r['n_truth']:<4d} {r['changes_found']:>3d}/{r['n_truth_changes']:<4d} "
          f"{r['retractions_handled']}/{r['n_retractions']:<3d} {len(r['trap_violations'])}/{r['n_traps']}")
