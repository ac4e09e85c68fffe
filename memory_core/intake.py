"""The intake journal: a copy of each first-stage message the producer accepted, kept on the
broker until the session's first stage has stored or dead-lettered it.

Why: kombu's Redis transport takes a message with ``BRPOP`` and records it in its
``unacked`` hash only afterwards, in a second round trip (kombu#305). If Redis dies between
the two (it executed the BRPOP, which the AOF keeps, but the reply or the ``unacked`` write
was lost with the connection) the message exists nowhere. A later stage's message is covered
by the stage ledger and the sweeper; a first-stage message has no ledger row yet. So the
producer pushes the message and its journal entry in one atomic step (a Lua script: both or
neither, and nothing once the journal is full), and an acknowledged submit is a journaled
one. The sweeper (``jobs/sweep.py``) re-enqueues entries older than its threshold whose
session the store has not seen and that have no message queued or unacknowledged, and drops
those the store has seen.

An entry is ``memory-core:intake[json([tenant, session])] = "<queue>\\n<envelope>"``, the
envelope being byte for byte what the queue got (masked at the producer by default), with
its push time in the sorted set ``memory-core:intake:at``. Cost: none in round trips (the
script replaces kombu's ``LPUSH``), one ``HDEL``+``ZREM`` per session in the worker, and the
envelope's bytes twice while the session waits for its first stage.
"""

from __future__ import annotations

import base64
import json
import time
import uuid
from dataclasses import dataclass
from typing import Any

JOURNAL_KEY = "memory-core:intake"
JOURNAL_AT_KEY = "memory-core:intake:at"

# KEYS: journal hash, its time index, the queue. ARGV: field, time, max entries, queue name,
# envelope. Returns 0 (and writes nothing) when the journal is full.
_PUSH = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0
   and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[4] .. '\\n' .. ARGV[5])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
redis.call('LPUSH', KEYS[3], ARGV[5])
return 1
"""


def field(tenant_id: str, session_id: str) -> str:
    return json.dumps([tenant_id, session_id])


def push(
    client: Any, queue: str, envelope: str, tenant_id: str, session_id: str, max_entries: int
) -> bool:
    """Queue ``envelope`` and journal it atomically; False (nothing written) when full."""
    keys = [JOURNAL_KEY, JOURNAL_AT_KEY, queue]
    argv = [field(tenant_id, session_id), time.time(), max_entries, queue, envelope]
    return bool(client.eval(_PUSH, len(keys), *keys, *argv))


def clear(client: Any, tenant_id: str, session_id: str) -> None:
    """The session's first stage has stored or dead-lettered it: drop its copy."""
    f = field(tenant_id, session_id)
    client.pipeline(transaction=True).hdel(JOURNAL_KEY, f).zrem(JOURNAL_AT_KEY, f).execute()


def size(client: Any) -> int:
    return int(client.hlen(JOURNAL_KEY))


@dataclass(frozen=True)
class Entry:
    tenant_id: str
    session_id: str
    user_id: str
    queue: str
    envelope: str
    at: float


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def user_of(envelope: str) -> str:
    """The session's user id from an episode message (Celery protocol 2), or ``?``."""
    try:
        env = json.loads(envelope)
        body: Any = env["body"]
        if env.get("properties", {}).get("body_encoding") == "base64":
            body = base64.b64decode(body)
        user = json.loads(body)[1]["session"]["user_id"]
        return user if isinstance(user, str) else "?"
    except (ValueError, KeyError, TypeError, IndexError):
        return "?"


def older_than(client: Any, cutoff: float, limit: int = 1_000) -> list[Entry]:
    """Entries pushed (or last re-enqueued) before ``cutoff`` (epoch seconds), oldest first."""
    fields = client.zrangebyscore(JOURNAL_AT_KEY, "-inf", cutoff, start=0, num=limit)
    if not fields:
        return []
    at = client.pipeline(transaction=False)
    for f in fields:
        at.zscore(JOURNAL_AT_KEY, f)
    values = client.hmget(JOURNAL_KEY, fields)
    out = []
    for f, value, score in zip(fields, values, at.execute(), strict=True):
        if value is None:  # cleared meanwhile; drop the stale index entry
            client.zrem(JOURNAL_AT_KEY, f)
            continue
        tenant, session = json.loads(_text(f))
        queue, _, envelope = _text(value).partition("\n")
        out.append(Entry(tenant, session, user_of(envelope), queue, envelope, float(score or 0)))
    return out


def requeue(client: Any, entry: Entry) -> None:
    """Put the journaled message back at the head of its queue (it has waited already), as a
    redelivery with a fresh delivery tag, and restart its clock: one more sweep threshold
    before it could be re-enqueued again."""
    env = json.loads(entry.envelope)
    props = env.setdefault("properties", {})
    props["delivery_tag"] = str(uuid.uuid4())
    props.setdefault("delivery_info", {})["redelivered"] = True
    env.setdefault("headers", {})["redelivered"] = True
    f = field(entry.tenant_id, entry.session_id)
    pipe = client.pipeline(transaction=True)
    pipe.rpush(entry.queue, json.dumps(env)).zadd(JOURNAL_AT_KEY, {f: time.time()}).execute()


def entries(client: Any) -> list[tuple[str, str]]:
    """Every (field, envelope) in the journal (erasure looks for a user's)."""
    out = []
    for f, value in client.hscan_iter(JOURNAL_KEY, count=500):
        out.append((_text(f), _text(value).partition("\n")[2]))
    return out


def drop(client: Any, fields: list[str]) -> int:
    if not fields:
        return 0
    pipe = client.pipeline(transaction=True)
    pipe.hdel(JOURNAL_KEY, *fields).zrem(JOURNAL_AT_KEY, *fields)
    return int(pipe.execute()[0])
