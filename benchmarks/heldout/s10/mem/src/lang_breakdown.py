#!/usr/bin/env python3
"""Per-language breakdown of a score_facts.py --json --verbose result (analysis only, no system call).

    python3 src/lang_breakdown.py before_facts_i.json

Language of a current slot = language of the session that states its current value (for changed slots the
session of the last change; otherwise the hand-written STATED map below); of a change = its session; of a trap
violation / retraction = the session that holds the trap sentence (TRAP_SESSION, hand-written)."""
import json, os, sys
from collections import defaultdict
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_i import USERS  # noqa: E402

# session tag that states each unchanged current slot (hand-written)
STATED = {
 "jana.k": {"programming_language": "s1", "framework": "s1", "cloud_provider": "s1", "team_size": "s1", "reply_language": "s1", "date_format": "s1"},
 "emre.y": {"framework": "s1", "programming_language": "s1", "database": "s1", "cloud_provider": "s1", "contact_channel": "s1", "answer_style": "s3", "observability": "s3"},
 "aino.v": {"programming_language": "s1", "cloud_provider": "s1", "database": "s1", "date_format": "s1"},
 "minji.p": {"programming_language": "s1", "framework": "s1", "database": "s1", "cloud_provider": "s1", "timezone": "s1", "cache": "s2", "plan": "s2"},
 "bence.t": {"programming_language": "s1", "framework": "s1", "timezone": "s1", "date_format": "s3"},
 "luana.m": {"programming_language": "s1", "cloud_provider": "s1", "team_size": "s1"},
 "liam.o": {"programming_language": "s1", "framework": "s1", "database": "s1", "cloud_provider": "s1", "message_queue": "s1", "answer_style": "s1", "plan": "s2"},
 "niamh.b": {"programming_language": "s1", "framework": "s1", "cloud_provider": "s1", "timezone": "s1", "answer_style": "s1", "date_format": "s1"},
 "derek.h": {"framework": "s1", "programming_language": "s1", "message_queue": "s1", "timezone": "s1", "contact_channel": "s3"},
 "priya.s": {"framework": "s1", "programming_language": "s1", "database": "s1", "cloud_provider": "s1", "timezone": "s1", "answer_style": "s3"},
 "wanjiru.k": {"framework": "s1", "database": "s1", "orchestration": "s1", "cloud_provider": "s1"},
}


def main():
    res = json.load(open(sys.argv[1]))
    by_user = {u["user"]: u for u in res["users"]}
    cur = defaultdict(lambda: [0, 0]); ch = defaultdict(lambda: [0, 0])
    for u in USERS:
        r = by_user[f"{u['tenant']}/{u['user']}"]
        lang = {tag: s[1] for tag, s in u["sessions"].items()}
        last_change = {}
        for k, a, b, tag in u["truth"]["changes"]:
            last_change[k] = tag
        for k in u["truth"]["current"]:
            tag = last_change.get(k) or STATED[u["user"]][k]
            c = cur[lang[tag]]; c[1] += 1; c[0] += k not in r["missed"]
        found = {(p["ckey"], p["to"]) for p in r["pred_changes"] if p["verdict"] == "ok"}
        import importlib.util
        for k, a, b, tag in u["truth"]["changes"]:
            c = ch[lang[tag]]; c[1] += 1
            c[0] += any(fk == k and (b.lower() in fv.lower() or fv.lower() in b.lower()) for fk, fv in found)
    print("language  current recall (slot stated in that language)   changes found (change session in that language)")
    for l in sorted(set(cur) | set(ch)):
        a, b = cur[l]; x, y = ch[l]
        print(f"{l:8s}  {a:3d}/{b:<3d} {a / b if b else 0:.2f}                                  {x:2d}/{y:<2d} {x / y if y else 0:.2f}")


if __name__ == "__main__":
    main()
