#!/usr/bin/env python3
"""Deterministic generator for set J (stdlib only, seed 20261211). python3 src/gen_j.py [OUTDIR]"""
import hashlib, json, os, random, sys
from datetime import datetime, timedelta
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_j import U
from queries_j import Q, D

SEED = 20261211
out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rng = random.Random(SEED)


def sid(user, label):
    return "hmj-" + hashlib.sha1(f"{user}/{label}".encode()).hexdigest()[:10]


def build(user, tenant, label, start, off, turns, id_):
    t = datetime.fromisoformat(start + off)
    msgs = []
    for i, c in enumerate(turns):
        t = t + timedelta(seconds=rng.randint(70, 240))
        msgs.append({"id": f"{id_}-m{i+1}", "role": "user" if i % 2 == 0 else "assistant", "content": c,
                     "timestamp": t.isoformat()})
    end = t + timedelta(seconds=rng.randint(30, 120))
    return {"session_id": id_, "tenant_id": tenant, "user_id": user, "started_at": datetime.fromisoformat(start + off).isoformat(),
            "ended_at": end.isoformat(), "messages": msgs}


sessions, langs, truth = [], {}, {}
for user in sorted(U):
    u = U[user]
    for (label, start, off, lang, turns) in u["sessions"]:
        s = build(user, u["tenant"], label, start, off, turns, sid(user, label))
        s["_label"] = label
        sessions.append(s)
        langs[s["session_id"]] = {"user": user, "label": label, "language": lang}
    tr = u["truth"]
    truth[f"{u['tenant']}/{user}"] = {
        "tenant_id": u["tenant"], "user_id": user, "current": tr["current"],
        "changes": [{"key": k, "from": a, "to": b, "session_id": sid(user, l)} for k, a, b, l in tr["changes"]],
        "retractions": [{"key": k, "value": v, "session_id": sid(user, l)} for k, v, l in tr["retractions"]],
        "traps": [{"key": k, "value": v, "why": w} for k, v, w in tr["traps"]],
        "issues": [{"text": t, "session_id": sid(user, l)} for t, l in tr["issues"]],
    }

key = lambda s: datetime.fromisoformat(s["started_at"])
order = sorted(sessions, key=key)
# out-of-order users: their positions in date order are refilled in their file order
for user, u in sorted(U.items()):
    if u["file_order"] == sorted(u["file_order"]):
        continue
    pos = [i for i, s in enumerate(order) if s["user_id"] == user]
    by_label = {s["_label"]: s for s in order if s["user_id"] == user}
    for p, lab in zip(pos, u["file_order"]):
        order[p] = by_label[lab]
facts = [{k: v for k, v in s.items() if k != "_label"} for s in order]

# distractors: 3 per user, dated inside the user's range, inserted at seeded positions
dpool = list(range(len(D)))
ctx = list(facts)
for user in sorted(U):
    u = U[user]
    us = [s for s in facts if s["user_id"] == user]
    lo, hi = min(map(key, us)), max(map(key, us))
    picks = rng.sample(dpool, 3)  # without replacement: no user gets the same distractor twice
    for j in range(3):
        d = D[picks[j]]
        span = (hi - lo).total_seconds()
        st = lo + timedelta(seconds=rng.randint(3600, int(span) - 3600))
        st = st.replace(microsecond=0)
        id_ = "hmj-d-" + hashlib.sha1(f"{user}/d{j}".encode()).hexdigest()[:8]
        turns = [c for pair in d for c in pair]
        off = st.strftime("%z"); off = off[:3] + ":" + off[3:]
        s = build(user, u["tenant"], f"d{j}", st.strftime("%Y-%m-%dT%H:%M:%S"), off, turns, id_)
        ctx.insert(rng.randint(0, len(ctx)), s)

queries = []
for user, q, rel, cur, stale in Q:
    rec = {"tenant_id": U[user]["tenant"], "user_id": user, "query": q,
           "relevant_message_ids": [f"{sid(user, l)}-m{n}" for l, n in rel]}
    if cur:
        rec["current"] = cur
    rec["stale"] = stale
    queries.append(rec)


def dump(name, rows):
    with open(os.path.join(out, name), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


dump("facts_j.jsonl", facts)
dump("context_sessions_j.jsonl", ctx)
dump("context_queries_j.jsonl", queries)
with open(os.path.join(out, "facts_truth_j.json"), "w") as f:
    json.dump({"split": "j", "users": truth}, f, ensure_ascii=False, indent=1)
with open(os.path.join(out, "session_languages_j.json"), "w") as f:
    json.dump(langs, f, ensure_ascii=False, indent=1, sort_keys=True)
print(f"facts {len(facts)} sessions, context {len(ctx)} sessions, {len(queries)} queries -> {out}")
