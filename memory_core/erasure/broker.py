"""Remove a forgotten user's messages from the Redis broker and result keys memory-core owns.

kombu's Redis transport keeps each queue as a list named after it (``memory.episode``;
priority levels add ``<queue>\\x06\\x16<n>`` lists), every element a JSON envelope whose
``body`` is the Celery message (base64 JSON ``[args, kwargs, embed]``); messages a worker
has fetched but not acknowledged sit in the ``unacked`` hash (``[envelope, exchange,
routing_key]`` per delivery tag) and the ``unacked_index`` sorted set; the intake journal
(``memory_core.intake``) keeps a copy of each first-stage message until that stage ran.
Celery's Redis result backend keeps ``celery-task-meta-<task id>``. A message is the user's
when its session (or its ids) names the user, or one of the user's session ids, in the
tenant.

Messages are removed one by one by value (``LREM``), so a message a worker takes at the
same moment is simply not counted; such a message reaches the first stage, which refuses it
(the tombstone), so purging here is for the queue's contents, not for correctness.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from memory_core import intake
from memory_core.queues import ALL_QUEUES, UNACKED_INDEX_KEY, UNACKED_KEY

PRIORITY_SEP = "\x06\x16"
RESULT_PREFIX = "celery-task-meta-"


@dataclass(frozen=True)
class BrokerPurge:
    messages: int = 0  # queued or unacknowledged task messages removed
    results: int = 0  # result-backend keys removed
    journal: int = 0  # intake journal entries removed (copies of first-stage messages)


def _task_ids(envelope: dict[str, Any]) -> dict[str, Any]:
    """The ids a task message carries (kwargs of the stage tasks), or {} if unreadable."""
    body: Any = envelope.get("body")
    try:
        if envelope.get("properties", {}).get("body_encoding") == "base64":
            body = base64.b64decode(body)
        decoded = json.loads(body)
    except (ValueError, TypeError):
        return {}
    kwargs = decoded[1] if isinstance(decoded, list) and len(decoded) > 1 else {}
    if not isinstance(kwargs, dict):
        return {}
    session = kwargs.get("session")
    src = session if isinstance(session, dict) else kwargs
    return {
        "tenant_id": str(src.get("tenant_id") or "default"),
        "user_id": src.get("user_id"),
        "session_id": src.get("session_id"),
    }


def message_is_users(raw: bytes | str, tenant_id: str, user_id: str, sessions: set[str]) -> bool:
    try:
        envelope = json.loads(raw)
    except ValueError:
        return False
    if isinstance(envelope, list):  # an unacked entry: [envelope, exchange, routing_key]
        envelope = envelope[0] if envelope else {}
    if not isinstance(envelope, dict):
        return False
    ids = _task_ids(envelope)
    return ids.get("tenant_id") == tenant_id and (
        ids.get("user_id") == user_id or ids.get("session_id") in sessions
    )


def _result_is_users(raw: bytes, tenant_id: str, sessions: set[str]) -> bool:
    try:
        meta = json.loads(raw)
    except ValueError:
        return False
    if not isinstance(meta, dict):
        return False
    result = meta.get("result")
    task_id = str(meta.get("task_id") or "")
    if (
        isinstance(result, dict)
        and result.get("tenant_id") == tenant_id
        and result.get("session_id") in sessions
    ):
        return True
    # Episode task ids are "<tenant>:<session>:<random>" (producer.submit_session).
    prefix = f"{tenant_id}:"
    return task_id.startswith(prefix) and task_id[len(prefix) :].rsplit(":", 1)[0] in sessions


def _queue_keys(client: Any, queues: Iterable[str]) -> list[str]:
    keys: list[str] = []
    for q in queues:
        keys.append(q)
        keys.extend(k.decode() for k in client.scan_iter(match=f"{q}{PRIORITY_SEP}*"))
    return keys


def purge_user(broker_url: str, tenant_id: str, user_id: str, sessions: set[str]) -> BrokerPurge:
    """Remove the user's queued, unacknowledged and result entries; returns the counts."""
    import redis

    if not broker_url.startswith(("redis://", "rediss://", "unix://")):
        raise ValueError("only a Redis broker can be purged (kombu's redis transport)")
    client: Any = redis.Redis.from_url(broker_url)
    messages = results = journal = 0
    try:
        mine = [
            f
            for f, envelope in intake.entries(client)
            if message_is_users(envelope, tenant_id, user_id, sessions)
        ]
        journal = intake.drop(client, mine)
        for key in _queue_keys(client, ALL_QUEUES):
            for raw in client.lrange(key, 0, -1):
                if message_is_users(raw, tenant_id, user_id, sessions):
                    messages += int(client.lrem(key, 1, raw))
        for tag, raw in client.hgetall(UNACKED_KEY).items():
            if message_is_users(raw, tenant_id, user_id, sessions):
                messages += int(client.hdel(UNACKED_KEY, tag))
                client.zrem(UNACKED_INDEX_KEY, tag)
        for key in client.scan_iter(match=f"{RESULT_PREFIX}*"):
            raw = client.get(key)
            if raw is not None and _result_is_users(raw, tenant_id, sessions):
                results += int(client.delete(key))
    finally:
        client.close()
    return BrokerPurge(messages, results, journal)
