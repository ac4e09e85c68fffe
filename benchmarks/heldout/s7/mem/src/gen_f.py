#!/usr/bin/env python3
"""Deterministic generator for set F: python3 src/gen_f.py [OUTDIR] -> facts_f.jsonl, facts_truth_f.json"""
import hashlib, json, os, random, sys
from datetime import datetime, timedelta
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_f import SESSIONS, FILE_ORDER, TRUTH

SEED = 20261202
out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rng = random.Random(SEED)

def sid(u, i):
    return "hmf-" + hashlib.sha1(f"F|{SEED}|{u}|{i}".encode()).hexdigest()[:10]

recs = {}
for u, i, start, off, msgs in SESSIONS:
    t = datetime.fromisoformat(start + ":00" + off)
    t0 = t
    ms = []
    for n, (role, text) in enumerate(msgs, 1):
        t = t + timedelta(seconds=rng.randint(40, 200))
        ms.append({"id": f"{sid(u, i)}-m{n}", "role": role, "content": text, "timestamp": t.isoformat()})
    tenant, user = u.split("/")
    recs[(u, i)] = {"session_id": sid(u, i), "tenant_id": tenant, "user_id": user, "started_at": t0.isoformat(),
                    "ended_at": (t + timedelta(seconds=rng.randint(30, 120))).isoformat(), "messages": ms}

# interleave by date, but users in FILE_ORDER get their own (non-chronological) order in their slots
by_user = {}
for (u, i) in recs:
    by_user.setdefault(u, []).append(i)
slots = sorted(recs, key=lambda k: recs[k]["started_at"] and datetime.fromisoformat(recs[k]["started_at"]))
queues = {u: list(FILE_ORDER.get(u, sorted(v))) for u, v in by_user.items()}
order = [(u, queues[u].pop(0)) for (u, _) in slots]
with open(os.path.join(out, "facts_f.jsonl"), "w") as f:
    for k in order:
        f.write(json.dumps(recs[k], ensure_ascii=False) + "\n")

users = {}
for u, t in TRUTH.items():
    tenant, user = u.split("/")
    users[u] = {"tenant_id": tenant, "user_id": user, "current": t["current"],
                "changes": [{"key": k, "from": a, "to": b, "session_id": sid(u, i)} for k, a, b, i in t["changes"]],
                "retractions": [{"key": k, "value": v, "session_id": sid(u, i)} for k, v, i in t["retractions"]],
                "traps": [{"key": k, "value": v, "why": w} for k, v, w in t["traps"]],
                "issues": [{"text": x, "session_id": sid(u, i)} for x, i in t["issues"]]}
json.dump({"split": "f", "users": users}, open(os.path.join(out, "facts_truth_f.json"), "w"), indent=1, ensure_ascii=False)
n = lambda k: sum(len(x[k]) for x in users.values())
print(f"sessions {len(recs)}, users {len(users)}, current {n('current')}, changes {n('changes')}, "
      f"retractions {n('retractions')}, traps {n('traps')}, issues {n('issues')}")
