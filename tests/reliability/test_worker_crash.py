"""Worker SIGKILL in a batch: the children, then the main process with its children (a host
crash). Redis keeps what the dead worker held in its unacknowledged hash and hands it to a
fresh worker after the visibility timeout (kombu checks every 10 s), so every session is
stored exactly once within ``visibility_timeout + 10 s`` plus the time to work through
what is left. The README documents this recovery time."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts, tallied
from tests.support.reliability import (
    clean_counts,
    excess,
    sessions,
    submit_all,
    wait_tallied,
    worker_extra,
)
from tests.support.wait import wait_for

# 1,000 in the issue; 300 keep the suite inside its budget on a shared 2-core machine (the
# README gives the figures of a 1,000-session run: RELIABILITY_CRASH_SESSIONS=1000).
N = int(os.environ.get("RELIABILITY_CRASH_SESSIONS", "300"))
RESTORE_EVERY = 10.0  # kombu's Redis transport restores unacknowledged messages this often


def test_sigkill_children_and_main_process_lose_and_duplicate_nothing(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    settings = rel_settings(sqlite_db, own_redis.url)
    batch = sessions(N, prefix="crash")
    t0 = time.monotonic()
    submit_all(batch, settings)
    submitted = time.monotonic() - t0
    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        wait_for(lambda: tallied(sqlite_db) >= N // 4, timeout=240, interval=0.2)
        killed_children = workers.kill_children()  # the pool replaces them; their tasks requeue
        wait_for(lambda: tallied(sqlite_db) >= N // 2, timeout=240, interval=0.2)
        workers.kill_all()  # main and children at once: what they held stays unacknowledged
        at_crash = tallied(sqlite_db)
        fresh = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
        workers = fresh
        recovery = wait_tallied(sqlite_db, N, timeout=settings.visibility_timeout + 240)
    finally:
        workers.stop()
    got = table_counts(sqlite_db)
    clean = clean_counts(batch, tmp_path)
    letters = open_dead_letters(sqlite_db)
    figures(
        "worker SIGKILL (children, then main)",
        sent=N,
        stored=got["episodes"],
        tallied=tallied(sqlite_db),
        lost=N - tallied(sqlite_db),
        duplicated=excess(got, clean),
        dead_letters=len(letters),
        recovery_s=None if recovery is None else round(recovery, 1),
        at_crash=at_crash,
        killed_children=killed_children,
        submit_s=round(submitted, 1),
        visibility_timeout=settings.visibility_timeout,
    )
    assert killed_children >= 1
    assert recovery is not None, f"{N - tallied(sqlite_db)} sessions not stored"
    assert got == clean and letters == []
    # Documented bound: the visibility timeout, kombu's restore interval, then the backlog.
    assert recovery < settings.visibility_timeout + RESTORE_EVERY + 180
