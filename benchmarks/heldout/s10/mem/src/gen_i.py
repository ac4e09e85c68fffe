#!/usr/bin/env python3
"""Generate set I (facts + context material) deterministically (stdlib only, fixed seed).

    python3 src/gen_i.py [OUTDIR]     # default: the directory above src/
"""
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_i import USERS  # noqa: E402
from queries_i import QUERIES, DISTRACTORS  # noqa: E402

SEED = 20261210


def sid(*parts):
    return "hmi-" + hashlib.sha1("/".join(parts).encode()).hexdigest()[:10]


def build_session(rng, session_id, tenant, user, started, turns):
    t = datetime.fromisoformat(started)
    msgs = []
    for i, (role, text) in enumerate(turns, 1):
        t = t + timedelta(seconds=rng.randint(70, 240))
        msgs.append({"id": f"{session_id}-m{i}", "role": role, "content": text, "timestamp": t.isoformat()})
    end = t + timedelta(seconds=rng.randint(30, 150))
    return {"session_id": session_id, "tenant_id": tenant, "user_id": user, "started_at": started,
            "ended_at": end.isoformat(), "messages": msgs}


def main():
    out = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE)
    rng = random.Random(SEED)
    sessions = {}  # (user, tag) -> session
    for u in USERS:
        for tag, (started, _lang, turns) in u["sessions"].items():
            s_id = sid(u["tenant"], u["user"], tag)
            sessions[(u["user"], tag)] = build_session(rng, s_id, u["tenant"], u["user"], started, turns)
    # global file order: by date, then each user's slots refilled in that user's file_order
    order = sorted(sessions, key=lambda k: datetime.fromisoformat(sessions[k]["started_at"]))
    for u in USERS:
        pos = [i for i, k in enumerate(order) if k[0] == u["user"]]
        for p, tag in zip(pos, u["file_order"]):
            order[p] = (u["user"], tag)
    facts = [sessions[k] for k in order]
    with open(os.path.join(out, "facts_i.jsonl"), "w", encoding="utf-8") as f:
        for s in facts:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    # truth
    truth = {"split": "i", "users": {}}
    for u in USERS:
        T = u["truth"]
        S = lambda tag: sessions[(u["user"], tag)]["session_id"]
        truth["users"][f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "current": T["current"],
            "changes": [{"key": k, "from": a, "to": b, "session_id": S(tag)} for k, a, b, tag in T["changes"]],
            "retractions": [{"key": k, "value": v, "session_id": S(tag)} for k, v, tag in T["retractions"]],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in T["traps"]],
            "issues": [{"text": x, "session_id": S(tag)} for x, tag in T["issues"]],
        }
    with open(os.path.join(out, "facts_truth_i.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    # distractors: 3 per user, dated inside the user's range, ids hmi-d-*
    drng = random.Random(SEED + 1)
    distract = []
    k = 0
    for u in USERS:
        starts = sorted(datetime.fromisoformat(s[0]) for s in u["sessions"].values())
        lo, hi = starts[0], starts[-1]
        for j in range(3):
            turns = DISTRACTORS[k % len(DISTRACTORS)]
            k += 1
            span = int((hi - lo).total_seconds())
            st = lo + timedelta(seconds=drng.randint(3600, max(3601, span - 3600)))
            st = st.replace(minute=drng.choice([5, 15, 25, 35, 45]), second=0)
            d_id = "hmi-d-" + hashlib.sha1(f"{u['tenant']}/{u['user']}/d{j}".encode()).hexdigest()[:8]
            distract.append(build_session(drng, d_id, u["tenant"], u["user"], st.isoformat(), turns))
    ctx = list(facts)
    for d in distract:  # insert at a seeded position, fact-session order unchanged
        ctx.insert(drng.randint(0, len(ctx)), d)
    with open(os.path.join(out, "context_sessions_i.jsonl"), "w", encoding="utf-8") as f:
        for s in ctx:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    # queries
    with open(os.path.join(out, "context_queries_i.jsonl"), "w", encoding="utf-8") as f:
        for tenant, user, q, rel, cur, stale in QUERIES:
            ids = []
            for r in rel:
                tag, m = r.split(":")
                s = sessions[(user, tag)]
                mid = f"{s['session_id']}-{m}"
                assert any(x["id"] == mid for x in s["messages"]), mid
                ids.append(mid)
            rec = {"tenant_id": tenant, "user_id": user, "query": q, "relevant_message_ids": ids}
            if cur:
                rec["current"] = cur
            if stale:
                rec["stale"] = stale
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"facts sessions {len(facts)}, distractors {len(distract)}, context sessions {len(ctx)}, queries {len(QUERIES)}")


if __name__ == "__main__":
    main()
