#!/usr/bin/env python3
"""Deterministic generator for held-out set K (stdlib only, fixed seed).

    python3 src/gen_k.py [OUTDIR]      (default: the directory above src/)

Writes facts_k.jsonl, facts_truth_k.json, context_sessions_k.jsonl, context_queries_k.jsonl,
session_languages_k.json.
"""
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_k import USERS, OUT_OF_ORDER  # noqa: E402
from queries_k import QUERIES, DISTRACTORS  # noqa: E402

SEED = 20261212


def sid(*parts):
    return "hmk-" + hashlib.sha1("|".join(("k",) + parts).encode()).hexdigest()[:10]


def did(*parts):
    return "hmk-d-" + hashlib.sha1("|".join(("kd",) + parts).encode()).hexdigest()[:8]


def build_session(rng, session_id, tenant, user, date, hhmm, tz, turns):
    start = datetime.fromisoformat(f"{date}T{hhmm}:00{tz}")
    t = start + timedelta(seconds=rng.randint(30, 150))
    msgs = []
    for i, (role, text) in enumerate(turns, 1):
        msgs.append({"id": f"{session_id}-m{i}", "role": role, "content": text, "timestamp": t.isoformat()})
        t += timedelta(seconds=rng.randint(70, 260))
    end = t + timedelta(seconds=rng.randint(20, 90))
    return {"session_id": session_id, "tenant_id": tenant, "user_id": user, "started_at": start.isoformat(),
            "ended_at": end.isoformat(), "messages": msgs}


def main(out):
    rng = random.Random(SEED)
    sessions, ids, langs = [], {}, {}
    for user, u in USERS.items():
        for label, date, hhmm, lang, turns in u["sessions"]:
            s_id = sid(user, label)
            ids[(user, label)] = s_id
            s = build_session(rng, s_id, u["tenant"], user, date, hhmm, u["tz"], turns)
            s["_label"] = label
            sessions.append(s)
            langs[s_id] = {"user": user, "label": label, "language": lang}
    chrono = sorted(sessions, key=lambda s: (datetime.fromisoformat(s["started_at"]), s["session_id"]))
    # three users out of chronological order: permute their sessions within their own slots
    order = list(chrono)
    for user, perm in OUT_OF_ORDER.items():
        slots = [i for i, s in enumerate(order) if s["user_id"] == user]
        by_label = {s["_label"]: s for s in order if s["user_id"] == user}
        assert sorted(perm) == sorted(by_label), user
        for i, lab in zip(slots, perm):
            order[i] = by_label[lab]
    facts = [{k: v for k, v in s.items() if k != "_label"} for s in order]

    # truth
    users_t = {}
    for user, u in USERS.items():
        tr = u["truth"]
        users_t[f"{u['tenant']}/{user}"] = {
            "tenant_id": u["tenant"], "user_id": user, "current": dict(tr["current"]),
            "changes": [{"key": k, "from": f, "to": t, "session_id": ids[(user, lab)]} for k, f, t, lab in tr["changes"]],
            "retractions": [{"key": k, "value": v, "session_id": ids[(user, lab)]} for k, v, lab in tr["retractions"]],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in tr["traps"]],
            "issues": [{"text": x, "session_id": ids[(user, lab)]} for x, lab in tr["issues"]],
        }
    truth = {"split": "k", "users": users_t}

    # context sessions: fact sessions in the same relative order + 3 distractors per user at seeded positions
    ctx = list(facts)
    for user, u in USERS.items():
        dates = sorted(datetime.fromisoformat(f"{d}T{h}:00{u['tz']}") for _, d, h, _, _ in u["sessions"])
        picks = rng.sample(range(len(DISTRACTORS)), 3)
        for j, p in enumerate(picks):
            topic, turns = DISTRACTORS[p]
            span = (dates[-1] - dates[0]).days
            day = dates[0] + timedelta(days=rng.randint(1, max(1, span - 1)), hours=rng.randint(-3, 3))
            d_id = did(user, topic, str(j))
            s = build_session(rng, d_id, u["tenant"], user, day.date().isoformat(), day.strftime("%H:%M"), u["tz"], turns)
            pos = rng.randint(0, len(ctx))
            ctx.insert(pos, s)
    queries = []
    for user, q, rel, cur, stale in QUERIES:
        u = USERS[user]
        rec = {"tenant_id": u["tenant"], "user_id": user, "query": q,
               "relevant_message_ids": [f"{ids[(user, lab)]}-m{i}" for lab, i in rel]}
        if cur:
            rec["current"] = dict(cur)
        if stale:
            rec["stale"] = list(stale)
        queries.append(rec)

    def dump_jsonl(name, rows):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump_jsonl("facts_k.jsonl", facts)
    dump_jsonl("context_sessions_k.jsonl", ctx)
    dump_jsonl("context_queries_k.jsonl", queries)
    with open(os.path.join(out, "facts_truth_k.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(out, "session_languages_k.json"), "w", encoding="utf-8") as f:
        json.dump(langs, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(f"facts {len(facts)} sessions, context {len(ctx)} sessions, {len(queries)} queries, "
          f"{len(users_t)} users -> {out}")


if __name__ == "__main__":
    main(os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE))
