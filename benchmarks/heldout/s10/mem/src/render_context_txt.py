#!/usr/bin/env python3
"""Render score_context.py --json --verbose output as the scorer's own verbose text (plus stale/current details)."""
import json, sys
d = json.load(open(sys.argv[1]))
for r in d["contexts"]:
    print(f"- {r['user']} | {r['query']!r}: recall {r['recall_hits']}/{r['n_relevant']}, dup ids {r['dup_ids']}, "
          f"dup texts {r['dup_texts']}, fill {r['fill']:.2f} (episodic {r['episodic_fill']:.2f}), "
          f"fact/rule dup {r['fact_rule_dups']}, current {r['current_checks']}, stale {r['stale_hits']}")
print()
s = d["summary"]
print(f"memory_core from {s['memory_core']}; {'; '.join(n for n in s['notes'] if n)}")
for k, v in s.items():
    if k not in ("notes", "memory_core"):
        print(f"{k:40s} {v}")
