"""The broker (the test's own ``redis-server --appendonly yes --appendfsync always``) is
SIGKILLed mid-run and restarted 6 s later. Producers either get a task id (and the session
is then stored exactly once) or ``BrokerUnavailable``; workers reconnect on their own. A
next-stage publish the broker refused requeues the stage that made it; what is still
stopped between stages, and a first-stage message the crash took between kombu's BRPOP and
its unacknowledged record (the intake journal keeps a copy), is re-enqueued by the sweeper
(``memory-core sweep``)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memory_core import submit_session
from memory_core.ingest.producer import BrokerUnavailable
from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts, tallied
from tests.support.reliability import (
    clean_counts,
    cli,
    excess,
    sessions,
    tallied_ids,
    wait_progress,
    worker_extra,
)
from tests.support.wait import wait_for
from workers.app import recovery_bound

N = 300
DOWN = 6.0
RECONNECT = 10.0  # kombu's reconnect backoff on a loaded machine


def test_broker_restart_mid_run_keeps_every_acknowledged_submit(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    settings = rel_settings(sqlite_db, own_redis.url)
    batch = sessions(N, prefix="brk")
    acked: list[str] = []
    refused: list[str] = []
    other: list[str] = []

    def produce() -> None:
        for s in batch:
            try:
                submit_session(s, settings=settings)
                acked.append(s["session_id"])
            except BrokerUnavailable:
                refused.append(s["session_id"])
            except Exception as exc:  # anything else breaks the producer's contract
                other.append(f"{type(exc).__name__}: {exc}")
            time.sleep(0.02)

    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    producer = threading.Thread(target=produce)
    try:
        producer.start()
        wait_for(lambda: len(acked) >= N // 4, timeout=120, interval=0.05)
        own_redis.kill()
        time.sleep(DOWN)
        own_redis.start()
        back = time.monotonic()
        producer.join(timeout=300)
        # Whatever the workers held when Redis died is redelivered within recovery_bound;
        # the workers reconnect within RECONNECT: a longer pause is a stall, not slowness.
        stall = recovery_bound(settings) + RECONNECT
        first = wait_progress(sqlite_db, len(acked), stall=stall)
        stuck_before_sweep = len(set(acked) - tallied_ids(sqlite_db))
        swept: dict[str, Any] = {}
        if first is None:
            time.sleep(2)
            out = cli(settings, "sweep", "--json", sweep_after_seconds=1)
            assert out.exit_code == 0, out.output
            swept = json.loads(out.stdout.strip().splitlines()[-1])
            wait_progress(sqlite_db, len(acked), stall=stall)
        recovery = time.monotonic() - back
        alive = workers.alive()
    finally:
        workers.stop()
    stored = tallied_ids(sqlite_db)
    got = table_counts(sqlite_db)
    clean = clean_counts([s for s in batch if s["session_id"] in stored], tmp_path)
    figures(
        "broker restart (6 s down)",
        sent=N,
        acknowledged=len(acked),
        refused=len(refused),
        stored=len(stored),
        lost=len(set(acked) - stored),
        duplicated=excess(got, clean),
        dead_letters=len(open_dead_letters(sqlite_db)),
        stuck_before_sweep=stuck_before_sweep,
        swept=swept.get("requeued_total", 0),
        swept_from_journal=swept.get("intake", {}).get("requeued", 0),
        recovery_s=round(recovery, 1),
    )
    assert other == []
    assert refused, "the broker was down for 6 s: some submits must have been refused"
    assert set(acked) <= stored, f"lost: {sorted(set(acked) - stored)}"
    assert got == clean and open_dead_letters(sqlite_db) == []
    assert alive and tallied(sqlite_db) == len(stored)
