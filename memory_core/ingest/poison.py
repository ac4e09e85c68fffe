"""Poison messages: what a worker does with a message it cannot run.

A message that names a session (valid tenant and session ids) is dead-lettered by its task
with the reason; this module handles the rest (an undecodable body, an unknown task name,
ids that are not strings): it counts them by reason on the broker, where ``memory-core
status`` reads them, and logs the message id. Nothing here raises: a worker must go on.
"""

from __future__ import annotations

import hashlib
import unicodedata
from typing import Any

from memory_core.logs import get_logger
from memory_core.queues import POISON_KEY

log = get_logger(__name__)
_ID_MAX = 200


def valid_id(value: Any) -> bool:
    """A string id a dead letter can carry: non-blank, short, no control or format chars."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= _ID_MAX
        and bool(value.strip())
        and not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in value)
    )


def fingerprint(raw: bytes | str) -> str:
    """A stable short name for a message without an id (a hash, never its content)."""
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    return hashlib.sha256(data).hexdigest()[:16]


def count_poison(broker_url: str, reason: str, message_id: str, queue: str = "?") -> None:
    """Count one poison message under ``reason`` and log it with its id."""
    log.warning("poison message dropped", reason=reason, message_id=message_id, queue=queue)
    try:
        import redis

        client = redis.Redis.from_url(broker_url, socket_timeout=5, socket_connect_timeout=5)
        try:
            client.hincrby(POISON_KEY, reason, 1)
        finally:
            client.close()
    except Exception as exc:  # the broker is down: the log line is all we can keep
        log.warning("poison message not counted", reason=reason, error=type(exc).__name__)
