#!/usr/bin/env python3
"""Deterministic generator of held-out set L (stdlib only, fixed seed).

    python3 src/gen_l.py [OUTDIR]

Writes facts_l.jsonl, facts_truth_l.json, context_sessions_l.jsonl, context_queries_l.jsonl,
session_languages_l.json into OUTDIR (default: the directory above src/).
"""
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_l import USERS  # noqa: E402
from queries_l import QUERIES, DISTRACTORS  # noqa: E402

SEED = 20261213
LANG = {  # (user, label) -> language of the session
    ("marta.p", "s1"): "ca", ("marta.p", "s2"): "ca", ("marta.p", "s3"): "en",
    ("aisyah.r", "s1"): "ms", ("aisyah.r", "s2"): "ms",
    ("paolo.d", "s1"): "tl", ("paolo.d", "s2"): "tl", ("paolo.d", "s3"): "en",
    ("amani.w", "s1"): "sw", ("amani.w", "s2"): "en",
    ("lukas.h", "s1"): "sk", ("lukas.h", "s2"): "sk", ("lukas.h", "s3"): "en",
    ("shirin.m", "s1"): "fa", ("shirin.m", "s2"): "fa",
}


def sid(*parts, n=10, prefix="hml-"):
    return prefix + hashlib.sha1("|".join(parts).encode()).hexdigest()[:n]


def build_session(tenant, user, session_id, started, turns, rng):
    t0 = datetime.fromisoformat(started)
    t = t0 + timedelta(seconds=rng.randint(30, 150))
    msgs = []
    for i, (role, text) in enumerate(turns, 1):
        msgs.append({"id": f"{session_id}-m{i}", "role": role, "content": text, "timestamp": t.isoformat()})
        t += timedelta(seconds=rng.randint(90, 260))
    return {"session_id": session_id, "tenant_id": tenant, "user_id": user, "started_at": t0.isoformat(),
            "ended_at": t.isoformat(), "messages": msgs}


def main(out):
    rng = random.Random(SEED)
    sessions, ids, truth, langs = [], {}, {"split": "l", "users": {}}, {}
    for u in USERS:
        for label, started, turns in u["sessions"]:
            s_id = sid("L", u["tenant"], u["user"], label)
            ids[(u["user"], label)] = s_id
            s = build_session(u["tenant"], u["user"], s_id, started, turns, rng)
            s["_label"] = label
            sessions.append(s)
            langs[s_id] = {"user": u["user"], "label": label, "language": LANG.get((u["user"], label), "en")}
        truth["users"][f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "current": dict(u["current"]),
            "changes": [{"key": k, "from": a, "to": b, "session_id": ids[(u["user"], lab)]} for k, a, b, lab in u["changes"]],
            "retractions": [{"key": k, "value": v, "session_id": ids[(u["user"], lab)]} for k, v, lab in u["retractions"]],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in u["traps"]],
            "issues": [{"text": x, "session_id": ids[(u["user"], lab)]} for x, lab in u["issues"]],
        }
    # file order: chronological, then the out-of-order users' sessions permuted among their own positions
    sessions.sort(key=lambda s: datetime.fromisoformat(s["started_at"]))
    for u in USERS:
        if not u["file_order"]:
            continue
        pos = [i for i, s in enumerate(sessions) if s["user_id"] == u["user"]]
        by_label = {sessions[i]["_label"]: sessions[i] for i in pos}
        for i, lab in zip(pos, u["file_order"]):
            sessions[i] = by_label[lab]
    for s in sessions:
        del s["_label"]

    # distractors: 2 per user, drawn without replacement from the templates, dated inside the user's range
    ctx = list(sessions)
    for u in USERS:
        starts = sorted(datetime.fromisoformat(st) for _, st, _ in u["sessions"])
        picks = rng.sample(range(len(DISTRACTORS)), 2)
        for j, d in enumerate(picks):
            span = (starts[-1] - starts[0]).total_seconds()
            when = starts[0] + timedelta(seconds=int(span * rng.uniform(0.15, 0.9)))
            when = when.replace(minute=rng.choice([5, 20, 35, 50]), second=0)
            d_id = sid("Ld", u["tenant"], u["user"], str(j), str(d), n=8, prefix="hml-d-")
            ds = build_session(u["tenant"], u["user"], d_id, when.isoformat(), DISTRACTORS[d], rng)
            ctx.insert(rng.randint(0, len(ctx)), ds)

    queries = []
    tenant_of = {u["user"]: u["tenant"] for u in USERS}
    for user, q, rel, cur, stale in QUERIES:
        row = {"tenant_id": tenant_of[user], "user_id": user, "query": q,
               "relevant_message_ids": [f"{ids[(user, lab)]}-m{m}" for lab, m in rel]}
        if cur:
            row["current"] = cur
        if stale:
            row["stale"] = stale
        queries.append(row)

    os.makedirs(out, exist_ok=True)
    dump = lambda rows: "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    open(os.path.join(out, "facts_l.jsonl"), "w").write(dump(sessions))
    open(os.path.join(out, "context_sessions_l.jsonl"), "w").write(dump(ctx))
    open(os.path.join(out, "context_queries_l.jsonl"), "w").write(dump(queries))
    open(os.path.join(out, "facts_truth_l.json"), "w").write(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")
    open(os.path.join(out, "session_languages_l.json"), "w").write(json.dumps(langs, ensure_ascii=False, indent=1) + "\n")
    print(f"{len(sessions)} fact sessions, {len(ctx)} context sessions, {len(queries)} queries -> {out}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE))
