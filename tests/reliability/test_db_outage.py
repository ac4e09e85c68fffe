"""The database goes away mid-batch (an immediate shutdown of the test's own cluster, as in
a failover) for 20 s and for 3 minutes. Connection errors are an outage, retried with
capped backoff for up to ``task_outage_hours`` and never counted against the retry budget:
nothing is lost, duplicated or dead-lettered, and the batch finishes once the database is
back (within about one backoff cap)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from memory_core.ingest.producer import send_task
from memory_core.queues import TASK_EPISODE
from memory_core.settings import Settings
from tests.support.faults import (
    PgCluster,
    RedisServer,
    Workers,
    open_dead_letters,
    table_counts,
    tallied,
)
from tests.support.reliability import (
    clean_counts,
    excess,
    sessions,
    settle,
    submit_all,
    wait_tallied,
    worker_extra,
)
from tests.support.sessions import session
from tests.support.wait import wait_for

N = 100


def _outage(
    seconds: float,
    cluster: PgCluster,
    url: str,
    broker: RedisServer,
    build: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    settings = build(url, broker.url)
    batch = sessions(N, prefix=f"out{int(seconds)}-")
    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        submit_all(batch, settings)
        wait_for(lambda: tallied(url) >= N // 5, timeout=120, interval=0.2)
        cluster.stop()
        down_at = time.monotonic()
        # A session that must be dead-lettered while the dead-letter table is unreachable:
        # its message may not be acknowledged until the letter is written.
        bad = {**session(f"bad{int(seconds)}", "u", 0, "x"), "messages": []}
        send_task(broker.url, TASK_EPISODE, kwargs={"session": bad}, repr_ids="(bad)")
        time.sleep(seconds)
        cluster.start()
        outage = time.monotonic() - down_at
        recovery = wait_tallied(url, N, timeout=240)
        settle(lambda: len(open_dead_letters(url)) >= 1, timeout=30)
    finally:
        workers.stop()
    got = table_counts(url)
    clean = clean_counts(batch, tmp_path)
    letters = open_dead_letters(url)
    figures(
        f"database outage {seconds:g} s",
        sent=N,
        stored=got["episodes"],
        lost=N - tallied(url),
        duplicated=excess(got, clean),
        dead_letters_for_the_outage=len([x for x in letters if x[0] != bad["session_id"]]),
        bad_session_dead_lettered=[x[0] for x in letters] == [bad["session_id"]],
        recovery_s=None if recovery is None else round(recovery, 1),
        outage_s=round(outage, 1),
    )
    assert recovery is not None, f"{N - tallied(url)} sessions not stored"
    assert letters == [(bad["session_id"], "episode", "SessionRejected")]
    assert got == clean


def test_database_outage_of_20_seconds(
    pg_cluster: PgCluster,
    pg_db: str,
    own_redis: RedisServer,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    _outage(20, pg_cluster, pg_db, own_redis, rel_settings, figures, tmp_path)


@pytest.mark.slow
def test_database_outage_of_3_minutes(
    pg_cluster: PgCluster,
    pg_db: str,
    own_redis: RedisServer,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    _outage(180, pg_cluster, pg_db, own_redis, rel_settings, figures, tmp_path)
