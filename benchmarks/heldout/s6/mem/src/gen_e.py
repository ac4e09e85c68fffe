#!/usr/bin/env python3
"""Deterministic generator for set E: python3 src/gen_e.py [OUTDIR]  (default: the parent of src/).

Writes facts_e.jsonl, facts_truth_e.json, context_sessions_e.jsonl, context_queries_e.jsonl.
Session order in the jsonl files is per user as given by content_e.U[...]["order"] (not
chronological for maren, dev, tom, luis, sam), users interleaved round-robin.
"""
from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from content_e import DISTRACTORS, U  # noqa: E402
from queries_e import QUERIES  # noqa: E402

N_DISTRACTORS = 8  # per user, so that the episodic budget binds
GAPS = [95, 140, 210, 75, 180, 120, 160, 100]  # seconds between turns, cycled


def sid(prefix: str, ukey: str, skey: str, text: str) -> str:
    h = hashlib.sha1(f"{ukey}/{skey}/{text}".encode()).hexdigest()[:10]
    return f"{prefix}-{h}"  # opaque: neither the user nor the chronological index shows


def build_session(ukey, u, s, prefix="hme"):
    start = datetime.fromisoformat(s["start"] + ":00" + u["offset"])
    text = " ".join(t[1] for t in s["turns"])
    session_id = sid(prefix, ukey, s["key"], text)
    msgs, tags, t = [], {}, start
    for i, turn in enumerate(s["turns"], 1):
        t = t + timedelta(seconds=GAPS[(i + len(ukey)) % len(GAPS)])
        mid = f"{session_id}-m{i}"
        msgs.append({"id": mid, "role": turn[0], "content": turn[1], "timestamp": t.isoformat()})
        if len(turn) > 2 and turn[2]:
            tags[turn[2]] = mid
    end = t + timedelta(seconds=150)
    rec = {"session_id": session_id, "tenant_id": u["tenant"], "user_id": u["user"],
           "started_at": start.isoformat(), "ended_at": end.isoformat(), "messages": msgs}
    return rec, tags


def main(out: Path):
    recs, ids, tagmap = {}, {}, {}
    for ukey, u in U.items():
        for s in u["sessions"]:
            rec, tags = build_session(ukey, u, s)
            recs[(ukey, s["key"])] = rec
            ids[(ukey, s["key"])] = rec["session_id"]
            for tg, mid in tags.items():
                tagmap[(ukey, s["key"], tg)] = mid
    # round-robin over users, each in its own (possibly non-chronological) order
    orders = {k: list(u["order"]) for k, u in U.items()}
    fact_lines = []
    while any(orders.values()):
        for k in U:
            if orders[k]:
                fact_lines.append(recs[(k, orders[k].pop(0))])
    with open(out / "facts_e.jsonl", "w") as f:
        for r in fact_lines:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    truth = {"split": "e", "users": {}}
    for ukey, u in U.items():
        t = u["truth"]
        sess = lambda x: ids[(ukey, x)]  # noqa: E731
        truth["users"][f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "current": t["current"],
            "changes": [{"key": c["key"], "from": c["from"], "to": c["to"], "session_id": sess(c["session"])} for c in t["changes"]],
            "retractions": [{"key": r["key"], "value": r["value"], "session_id": sess(r["session"])} for r in t["retractions"]],
            "traps": t["traps"],
            "issues": [{"text": i["text"], "session_id": sess(i["session"])} for i in t["issues"]],
        }
    json.dump(truth, open(out / "facts_truth_e.json", "w"), indent=1, ensure_ascii=False)

    # context sessions: fact sessions + N_DISTRACTORS distractors per user, dates spread over the weeks
    ctx = list(fact_lines)
    base = datetime.fromisoformat("2026-10-12T10:00:00")
    for ui, (ukey, u) in enumerate(U.items()):
        for j in range(N_DISTRACTORS):
            d = DISTRACTORS[(ui + j) % len(DISTRACTORS)]
            day = base + timedelta(days=2 + (5 * j + 2 * ui) % 44, hours=(ui * 3 + j) % 7)
            s = {"key": f"d{j + 1}", "start": day.strftime("%Y-%m-%dT%H:%M"), "turns": d}
            rec, _ = build_session(ukey, u, s, prefix="hme-d")
            ctx.append(rec)
    # interleave distractors among the fact sessions deterministically
    facts_part, dis_part = ctx[:len(fact_lines)], ctx[len(fact_lines):]
    mixed = []
    for i in range(max(len(facts_part), len(dis_part))):
        if i < len(facts_part):
            mixed.append(facts_part[i])
        if i < len(dis_part):
            mixed.append(dis_part[i])
    with open(out / "context_sessions_e.jsonl", "w") as f:
        for r in mixed:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    with open(out / "context_queries_e.jsonl", "w") as f:
        for q in QUERIES:
            u = U[q["u"]]
            rel = []
            for ref in q["rel"]:
                skey, tg = ref.split(":")
                rel.append(tagmap[(q["u"], skey, tg)])
            row = {"tenant_id": u["tenant"], "user_id": u["user"], "query": q["q"], "relevant_message_ids": rel}
            if q.get("current"):
                row["current"] = q["current"]
            if q.get("stale"):
                row["stale"] = q["stale"]
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(fact_lines)} fact sessions, {len(mixed)} context sessions, {len(QUERIES)} queries, {len(U)} users")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
