"""Session builders: the raw session dicts that ``process_session`` and ``submit_session`` take."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def session(sid: str, user: str, day: int, *texts: str, **extra: Any) -> dict[str, Any]:
    start = T0 + timedelta(days=day)
    msgs = [
        {"id": f"{sid}-{i}", "role": "user" if i % 2 == 0 else "assistant", "content": t}
        for i, t in enumerate(texts)
    ]
    return {
        "session_id": sid,
        "user_id": user,
        "started_at": start.isoformat(),
        "ended_at": (start + timedelta(minutes=10)).isoformat(),
        "messages": msgs,
        **extra,
    }
