"""What the broker (Redis) knows: queue depths, unacknowledged messages, live workers,
poison counts and which sessions have a message in flight.

Read by ``memory-core status``, the Prometheus exporter and the sweeper. Messages are read,
never consumed; only their headers are parsed (``kwargsrepr`` holds ids, never text).
"""

from __future__ import annotations

import ast
import json
from typing import Any

import redis

from memory_core.queues import HEARTBEAT_PREFIX, POISON_KEY, TASK_QUEUES, UNACKED_KEY

STAGE_QUEUES: dict[str, str] = {
    "episode": TASK_QUEUES["memory_core.episode"],
    "extract": TASK_QUEUES["memory_core.extract"],
    "merge": TASK_QUEUES["memory_core.merge"],
    "tally": TASK_QUEUES["memory_core.tally"],
}
IN_FLIGHT_SCAN_LIMIT = 200_000  # past this many messages the sweeper waits for a quieter time


def client(broker_url: str) -> redis.Redis:
    return redis.Redis.from_url(broker_url, socket_timeout=10, socket_connect_timeout=5)


def queue_depths(r: redis.Redis) -> dict[str, int]:
    return {stage: int(r.llen(q)) for stage, q in STAGE_QUEUES.items()}


def unacked(r: redis.Redis) -> int:
    return int(r.hlen(UNACKED_KEY))


def workers_alive(r: redis.Redis) -> list[str]:
    """Hostnames whose heartbeat has not expired (workers/heartbeat.py writes them)."""
    keys = r.scan_iter(f"{HEARTBEAT_PREFIX}*", count=500)
    return sorted(_text(k)[len(HEARTBEAT_PREFIX) :] for k in keys)


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def poison_counts(r: redis.Redis) -> dict[str, int]:
    return {_text(k): int(v) for k, v in r.hgetall(POISON_KEY).items()}


def _ids_of(raw: bytes | str) -> tuple[str, str] | None:
    """(tenant_id, session_id) from a message's ``kwargsrepr`` header, or None."""
    try:
        envelope = json.loads(raw)
        if isinstance(envelope, list):  # the unacked hash holds [message, exchange, key]
            envelope = envelope[0]
        shown = envelope["headers"]["kwargsrepr"]
        call = ast.parse(f"f{shown}", mode="eval").body
        values: dict[str, Any] = {
            k.arg: ast.literal_eval(k.value)
            for k in getattr(call, "keywords", [])
            if k.arg is not None
        }
        return str(values.get("tenant_id", "default")), str(values["session_id"])
    except (ValueError, KeyError, TypeError, SyntaxError, IndexError):
        return None


def in_flight(r: redis.Redis) -> set[tuple[str, str]] | None:
    """Sessions with a message queued or held by a worker (retries waiting out a countdown
    are held); None when there are too many messages to look at now."""
    total = sum(queue_depths(r).values()) + unacked(r)
    if total > IN_FLIGHT_SCAN_LIMIT:
        return None
    raws: list[bytes | str] = []
    for q in STAGE_QUEUES.values():
        raws += r.lrange(q, 0, -1)
    raws += r.hvals(UNACKED_KEY)
    return {ids for raw in raws if (ids := _ids_of(raw)) is not None}


def claim(r: redis.Redis, key: str, seconds: float) -> bool:
    """True once per ``seconds`` for ``key``: two sweeps never re-enqueue a session twice."""
    return bool(r.set(f"memory-core:swept:{key}", 1, nx=True, ex=max(1, int(seconds))))


class Heartbeat:
    """A worker's heartbeat: a key on the broker refreshed every ``every`` seconds that
    expires after three missed beats, so a SIGKILLed worker drops out of ``status``."""

    def __init__(self, broker_url: str, hostname: str, every: float) -> None:
        import threading

        self.broker_url, self.hostname, self.every = broker_url, hostname, every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="memory-heartbeat", daemon=True)

    def start(self) -> Heartbeat:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        try:
            r = client(self.broker_url)
            r.delete(f"{HEARTBEAT_PREFIX}{self.hostname}")
            r.close()
        except Exception:  # the broker is down: the key expires on its own
            pass

    def _run(self) -> None:
        ttl = max(1, int(self.every * 3))
        while not self._stop.is_set():
            try:
                r = client(self.broker_url)
                try:
                    r.set(f"{HEARTBEAT_PREFIX}{self.hostname}", "1", ex=ttl)
                finally:
                    r.close()
            except Exception:  # the broker is down; keep beating once it is back
                pass
            self._stop.wait(self.every)
