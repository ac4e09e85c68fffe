"""The broker runs out of memory (``maxmemory`` with ``noeviction``, the setting a queue
must use) while producers keep submitting. Redis then refuses every write that could grow
it: producers get ``BrokerFull`` (a ``BrokerUnavailable``) saying so, never a task id for a
session that was not enqueued; workers stay up (kombu's consumer treats the refusal like a
lost connection and retries) and, once memory is freed, every acknowledged session is
consolidated exactly once."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import redis

from memory_core import submit_session
from memory_core.ingest.producer import BrokerFull, BrokerUnavailable
from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, tallied
from tests.support.reliability import sessions, tallied_ids, worker_extra
from tests.support.wait import wait_for


def test_a_full_broker_refuses_clearly_and_loses_nothing(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    tmp_path: Path,
) -> None:
    settings = rel_settings(sqlite_db, own_redis.url)
    r = redis.Redis.from_url(own_redis.url)
    r.config_set("maxmemory-policy", "noeviction")
    batch = sessions(120, prefix="full")
    acked: list[str] = []
    refused: list[str] = []
    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        for s in batch[:10]:
            submit_session(s, settings=settings)
            acked.append(s["session_id"])
        wait_for(lambda: tallied(sqlite_db) >= 10, timeout=120)
        used = int(r.info("memory")["used_memory"])
        r.config_set("maxmemory", str(used + 200_000))  # room for a few sessions only
        messages: set[str] = set()
        for s in batch[10:]:
            try:
                submit_session(s, settings=settings)
                acked.append(s["session_id"])
            except BrokerFull as exc:
                refused.append(s["session_id"])
                messages.add(str(exc).split(" (")[0])
            except BrokerUnavailable as exc:  # pragma: no cover - the contract under test
                raise AssertionError(f"a full broker reported as unreachable: {exc}") from exc
        assert refused, "the broker never filled up: the test did not test anything"
        assert all("out of memory" in m for m in messages), messages
        time.sleep(3)  # the workers run into the full broker too (acks, next stages)
        assert workers.alive(), "a worker exited when the broker refused a write"
        r.config_set("maxmemory", "0")
        wait_for(lambda: set(acked) <= tallied_ids(sqlite_db), timeout=180)
        assert workers.alive()
    finally:
        workers.stop()
        r.close()
    assert open_dead_letters(sqlite_db) == []
    assert tallied(sqlite_db) == len(acked)  # each acknowledged session once, nothing else
