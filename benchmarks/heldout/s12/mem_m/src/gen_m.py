#!/usr/bin/env python3
"""Deterministic generator for set M.  python3 src/gen_m.py [OUTDIR]  (default: the set's directory)

Writes facts_m.jsonl, facts_truth_m.json, context_sessions_m.jsonl, context_queries_m.jsonl, session_languages_m.json.
stdlib only, seed 20261207.
"""
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_m import USERS, DISTRACTORS, QUERIES  # noqa: E402

SEED = 20261207


def sid(*parts):
    return "hmm-" + hashlib.sha1("/".join(("m",) + parts).encode()).hexdigest()[:10]


def did(*parts):
    return "hmm-d-" + hashlib.sha1("/".join(("md",) + parts).encode()).hexdigest()[:8]


def build_session(rnd, session_id, tenant, user, tz, start_local, turns):
    start = datetime.fromisoformat(start_local).replace(tzinfo=ZoneInfo(tz))
    t = start + timedelta(seconds=rnd.randint(20, 90))
    msgs = []
    for i, (role, text) in enumerate(turns, 1):
        msgs.append({"id": f"{session_id}-m{i}", "role": role, "content": text, "timestamp": t.isoformat()})
        t += timedelta(seconds=rnd.randint(45, 300))
    return {"session_id": session_id, "tenant_id": tenant, "user_id": user, "started_at": start.isoformat(),
            "ended_at": (t + timedelta(seconds=rnd.randint(10, 60))).isoformat(), "messages": msgs}


def main(out):
    rnd = random.Random(SEED)
    ids, fact_sessions, langs = {}, [], {}
    for u in USERS:
        for label in sorted(u["sessions"]):
            start, turns = u["sessions"][label]
            s_id = sid(u["tenant"], u["user"], label)
            ids[(u["tenant"], u["user"], label)] = s_id
            s = build_session(rnd, s_id, u["tenant"], u["user"], u["tz"], start, turns)
            s["_label"] = label
            fact_sessions.append(s)
            langs[s_id] = {"user": f"{u['tenant']}/{u['user']}", "label": label, "language": u["lang"][label]}
    key = lambda s: datetime.fromisoformat(s["started_at"])
    order = sorted(fact_sessions, key=key)
    # out-of-order users: their slots in the date order are refilled in the given file order
    for u in USERS:
        if not u["file_order"]:
            continue
        slots = [i for i, s in enumerate(order) if s["tenant_id"] == u["tenant"] and s["user_id"] == u["user"]]
        mine = {s["_label"]: s for s in order if s["tenant_id"] == u["tenant"] and s["user_id"] == u["user"]}
        for i, label in zip(slots, u["file_order"]):
            order[i] = mine[label]

    # truth
    truth = {"split": "m", "users": {}}
    for u in USERS:
        t = u["truth"]
        res = lambda lab: ids[(u["tenant"], u["user"], lab)]
        truth["users"][f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "current": t["current"],
            "changes": [{"key": c["key"], "from": c["from"], "to": c["to"], "session_id": res(c["session"])} for c in t["changes"]],
            "retractions": [{"key": r["key"], "value": r["value"], "session_id": res(r["session"])} for r in t["retractions"]],
            "traps": t["traps"],
            "issues": [{"text": i["text"], "session_id": res(i["session"])} for i in t["issues"]],
        }

    # distractors: 2 per user, one in the user's language if there is one, drawn without replacement
    pool = list(range(len(DISTRACTORS)))
    ctx = [dict(s) for s in order]
    for u in USERS:
        ulangs = set(u["lang"].values()) - {"en"}
        native = [i for i in pool if DISTRACTORS[i][0] in ulangs]
        eng = [i for i in pool if DISTRACTORS[i][0] == "en"]
        picks = ([rnd.choice(native)] if native else []) + rnd.sample(eng, 2 - (1 if native else 0))
        starts = sorted(datetime.fromisoformat(st) for st, _ in u["sessions"].values())
        for n, i in enumerate(picks):
            pool.remove(i)
            span = (starts[-1] - starts[0]).total_seconds()
            st = starts[0] + timedelta(seconds=rnd.randint(int(span * 0.1), int(span * 0.9)))
            st = st.replace(minute=rnd.randint(0, 59), second=0)
            d_id = did(u["tenant"], u["user"], str(n))
            d = build_session(rnd, d_id, u["tenant"], u["user"], u["tz"], st.isoformat(), DISTRACTORS[i][1])
            ctx.insert(rnd.randint(0, len(ctx)), d)
            langs[d_id] = {"user": f"{u['tenant']}/{u['user']}", "label": f"d{n + 1}", "language": DISTRACTORS[i][0]}

    queries = []
    for tenant, user, q, rel, cur, stale in QUERIES:
        row = {"tenant_id": tenant, "user_id": user, "query": q,
               "relevant_message_ids": [f"{ids[(tenant, user, lab)]}-m{n}" for lab, n in rel]}
        if cur:
            row["current"] = cur
        if stale:
            row["stale"] = stale
        queries.append(row)

    def dump(name, rows):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            for r in rows:
                r = {k: v for k, v in r.items() if not k.startswith("_")}
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("facts_m.jsonl", order)
    dump("context_sessions_m.jsonl", ctx)
    dump("context_queries_m.jsonl", queries)
    with open(os.path.join(out, "facts_truth_m.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(out, "session_languages_m.json"), "w", encoding="utf-8") as f:
        json.dump(langs, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{len(order)} fact sessions, {len(ctx)} context sessions, {len(queries)} queries -> {out}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE))
