#!/usr/bin/env python3
"""Deterministic generator for blind set G (stdlib only, fixed seed).

    python3 src/gen_g.py [OUTDIR]     (default: the folder above src/)

Writes facts_g.jsonl, facts_truth_g.json, context_sessions_g.jsonl, context_queries_g.jsonl.
"""
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_g import USERS  # noqa: E402
from queries_g import DISTRACTORS, QUERIES  # noqa: E402

SEED = 20261208


def sid(tenant, user, tag):
    return "hmg-" + hashlib.sha1(f"G|{tenant}|{user}|{tag}".encode()).hexdigest()[:10]


def tzinfo(off):
    sign = 1 if off[0] == "+" else -1
    h, m = off[1:].split(":")
    return timezone(sign * timedelta(hours=int(h), minutes=int(m)))


def build_session(rng, u, tag, start, msgs):
    tz = tzinfo(u["tz"])
    t = datetime.strptime(start, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
    s_id = sid(u["tenant"], u["user"], tag)
    out, cur = [], t
    for i, (role, text) in enumerate(msgs, 1):
        cur = cur + timedelta(seconds=rng.randint(40, 240))
        out.append({"id": f"{s_id}-m{i}", "role": role, "content": text, "timestamp": cur.isoformat()})
    end = cur + timedelta(seconds=rng.randint(30, 120))
    return {"session_id": s_id, "tenant_id": u["tenant"], "user_id": u["user"], "started_at": t.isoformat(),
            "ended_at": end.isoformat(), "messages": out}


def utc(s):
    return datetime.fromisoformat(s["started_at"]).astimezone(timezone.utc)


def file_order(sessions_by_user):
    """Interleave all sessions by start time; users with an explicit order keep their slots but
    fill them in that order (so their sessions appear out of chronological order)."""
    allr = sorted(((utc(s), key, tag, s) for key, d in sessions_by_user.items() for tag, s in d["sessions"].items()),
                  key=lambda r: (r[0], r[1]))
    queues = {key: list(d["order"]) for key, d in sessions_by_user.items() if d["order"]}
    out = []
    for _, key, tag, s in allr:
        if key in queues:
            t2 = queues[key].pop(0)
            out.append(sessions_by_user[key]["sessions"][t2])
        else:
            out.append(s)
    return out


def main(outdir):
    rng = random.Random(SEED)
    by_user, truth = {}, {"split": "g", "users": {}}
    for u in USERS:
        key = f"{u['tenant']}/{u['user']}"
        sess = {tag: build_session(rng, u, tag, st, msgs) for tag, (st, msgs) in sorted(u["sessions"].items())}
        by_user[key] = {"sessions": sess, "order": u["order"], "u": u}
        t = u["truth"]
        S = lambda tag: sess[tag]["session_id"]
        truth["users"][key] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "current": t["current"],
            "changes": [{"key": k, "from": f, "to": to, "session_id": S(tag)} for k, f, to, tag in t["changes"]],
            "retractions": [{"key": k, "value": v, "session_id": S(tag)} for k, v, tag in t["retractions"]],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in t["traps"]],
            "issues": [{"text": x, "session_id": S(tag)} for x, tag in t["issues"]],
        }
    facts = file_order(by_user)
    with open(os.path.join(outdir, "facts_g.jsonl"), "w") as f:
        for s in facts:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    with open(os.path.join(outdir, "facts_truth_g.json"), "w") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")

    # context sessions: the fact sessions plus 4 fact-free distractors per user, dated inside the
    # user's own date range, inserted by date (the fact sessions keep their file order)
    ctx = list(facts)
    for key, d in by_user.items():
        u = d["u"]
        starts = sorted(datetime.strptime(st, "%Y-%m-%d %H:%M") for st, _ in u["sessions"].values())
        picks = rng.sample(range(len(DISTRACTORS)), 4)
        for j, p in enumerate(picks):
            span = (starts[-1] - starts[0]).days
            day = starts[0] + timedelta(days=rng.randint(1, max(1, span - 1)), hours=rng.randint(-2, 4))
            ds = build_session(rng, u, f"d{j + 1}", day.strftime("%Y-%m-%d %H:%M"), DISTRACTORS[p])
            ds["session_id"] = ds["session_id"].replace("hmg-", "hmg-d-")
            for m in ds["messages"]:
                m["id"] = m["id"].replace("hmg-", "hmg-d-")
            pos = next((i for i, s in enumerate(ctx) if utc(s) > utc(ds)), len(ctx))
            ctx.insert(pos, ds)
    with open(os.path.join(outdir, "context_sessions_g.jsonl"), "w") as f:
        for s in ctx:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    with open(os.path.join(outdir, "context_queries_g.jsonl"), "w") as f:
        for key, q, refs, cur, stale in QUERIES:
            d = by_user[key]
            ids = []
            for r in refs:
                tag, m = r.split(":")
                mid = f"{d['sessions'][tag]['session_id']}-{m}"
                assert any(x["id"] == mid for x in d["sessions"][tag]["messages"]), mid
                ids.append(mid)
            tenant, user = key.split("/")
            f.write(json.dumps({"tenant_id": tenant, "user_id": user, "query": q, "relevant_message_ids": ids,
                                "current": cur, "stale": stale}, ensure_ascii=False) + "\n")
    n_s = len(facts)
    t = truth["users"].values()
    print(f"facts: {n_s} sessions, {len(truth['users'])} users, current {sum(len(x['current']) for x in t)}, "
          f"changes {sum(len(x['changes']) for x in t)}, retractions {sum(len(x['retractions']) for x in t)}, "
          f"traps {sum(len(x['traps']) for x in t)}, issues {sum(len(x['issues']) for x in t)}; "
          f"context: {len(ctx)} sessions, {len(QUERIES)} queries")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE))
