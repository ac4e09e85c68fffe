"""Shared helpers for the held-out memory material (deterministic, no randomness except seeded)."""
from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta


def sid(prefix: str, n: int) -> str:
    h = hashlib.sha1(f"{prefix}-{n}".encode()).hexdigest()[:6]
    return f"{prefix}-{n:03d}-{h}"


def make_session(session_id, tenant, user, start, turns, topic, resolution="resolved", channel="chat",
                 outcomes=None, gap_min=(2, 3)):
    """turns: list of (role, text); role 'u' or 'a'. start: ISO string with offset."""
    t0 = datetime.fromisoformat(start)
    t = t0
    msgs = []
    for i, (role, text) in enumerate(turns, 1):
        t = t + timedelta(minutes=gap_min[i % len(gap_min)], seconds=(i * 37) % 60)
        msgs.append({"id": f"{session_id}-m{i}", "role": {"u": "user", "a": "assistant"}[role], "content": text,
                     "timestamp": t.isoformat()})
    end = t + timedelta(minutes=1, seconds=12)
    return {"session_id": session_id, "tenant_id": tenant, "user_id": user, "started_at": t0.isoformat(),
            "ended_at": end.isoformat(), "messages": msgs, "tool_calls": [],
            "metadata": {"topic": topic, "resolution": resolution, "channel": channel},
            "outcomes": outcomes or []}


def resolve(refs, sessions_by_key):
    """refs like 'S1:3' -> message id of message 3 of session keyed S1."""
    out = []
    for r in refs:
        k, m = r.split(":")
        out.append(f"{sessions_by_key[k]['session_id']}-m{int(m)}")
    return out


def write_jsonl(path, rows):
    rows = sorted(rows, key=lambda s: s["started_at"])
    with open(path, "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def write_json(path, obj):
    with open(path, "w") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write("\n")
