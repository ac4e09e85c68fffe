"""Helpers to turn compact hand-written scripts into wire-format sessions."""
from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone


def parse_turns(text: str) -> list[tuple[str, str]]:
    turns = []
    for raw in text.strip("\n").split("\n"):
        line = raw.rstrip()
        if not line.strip():
            continue
        if line.startswith("U: "):
            turns.append(["user", line[3:]])
        elif line.startswith("A: "):
            turns.append(["assistant", line[3:]])
        else:  # continuation line of the previous message
            turns[-1][1] += "\n" + line.strip()
    return [(r, c) for r, c in turns]


def build(users, base: datetime, prefix: str, seed: int):
    """users: list of dicts {tenant, user, sessions: [{day, hour?, tz?, topic, res, turns, tools?, outcomes?}]}.
    Returns (sessions, sid_map) where sid_map[(tenant,user)] = [session ids in order]."""
    rng = random.Random(seed)
    out, sid_map = [], {}
    n = 0
    for u in users:
        ids = []
        for k, s in enumerate(u["sessions"]):
            n += 1
            sid = s.get("sid") or f"{prefix}-{n:04d}-{rng.randrange(16**6):06x}"
            ids.append(sid)
            tzo = timezone(timedelta(hours=s.get("tz", 0)))
            start = base.replace(tzinfo=tzo) + timedelta(days=s["day"], hours=s.get("hour", 8 + rng.randrange(9)),
                                                         minutes=rng.randrange(60))
            t = start
            msgs = []
            for i, (role, content) in enumerate(parse_turns(s["turns"]), 1):
                t = t + timedelta(seconds=rng.randrange(40, 240))
                m = {"id": f"{sid}-m{i}", "role": role, "content": content}
                if not s.get("no_ts"):
                    m["timestamp"] = t.isoformat()
                msgs.append(m)
            end = t + timedelta(seconds=rng.randrange(30, 300))
            out.append({
                "session_id": sid, "tenant_id": u["tenant"], "user_id": u["user"],
                "started_at": start.isoformat(), "ended_at": end.isoformat(),
                "messages": msgs, "tool_calls": s.get("tools", []),
                "metadata": {"topic": s["topic"], "resolution": s.get("res", "resolved"),
                             "channel": s.get("channel", "chat")},
                "outcomes": [{"pattern_id": p, "success": ok} for p, ok in s.get("outcomes", [])],
            })
        sid_map[(u["tenant"], u["user"])] = ids
    return out, sid_map


def facts_truth(users, sid_map):
    truth = {}
    for u in users:
        ids = sid_map[(u["tenant"], u["user"])]
        t = u["truth"]
        truth[f'{u["tenant"]}/{u["user"]}'] = {
            "tenant_id": u["tenant"], "user_id": u["user"],
            "current": t.get("current", {}),
            "changes": [{"key": k, "from": a, "to": b, "session_id": ids[i]} for k, a, b, i in t.get("changes", [])],
            "retractions": [{"key": k, "value": v, "session_id": ids[i]} for k, v, i in t.get("retractions", [])],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in t.get("traps", [])],
            "issues": [{"text": x, "session_id": ids[i]} for x, i in t.get("issues", [])],
        }
    return truth


def write_jsonl(path, sessions):
    sessions = sorted(sessions, key=lambda s: datetime.fromisoformat(s["started_at"]))
    with open(path, "w") as f:
        for s in sessions:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
