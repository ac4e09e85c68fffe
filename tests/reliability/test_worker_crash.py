"""Worker SIGKILL in a batch: the children, then the main process with its children (a host
crash). Redis keeps what the dead worker held in its unacknowledged hash and a fresh worker
puts it back on its queue once it is older than the visibility timeout, at its next restore
scan: within ``workers.app.recovery_bound`` of the crash (the README documents it). The
rest of the backlog runs meanwhile, at the rate the worker kept before the crash; the wait
is that bound plus the backlog at half that rate (the machine is shared), not a guess.

One gap is not the unacknowledged hash's: a main process killed between kombu's ``BRPOP``
and its ``unacked`` write (kombu#305) held a message Redis no longer has. The intake journal
keeps it, and the sweeper (run by beat in a deployment; here once, if the wait ran out)
pushes it back; the figures say how many needed it."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts, tallied
from tests.support.reliability import (
    clean_counts,
    cli,
    excess,
    sessions,
    submit_all,
    wait_tallied,
    worker_extra,
)
from tests.support.wait import wait_for
from workers.app import recovery_bound, restore_every

# 1,000 in the issue; 300 keep the suite inside its budget on a shared 2-core machine (the
# README gives the figures of a 1,000-session run: RELIABILITY_CRASH_SESSIONS=1000).
N = int(os.environ.get("RELIABILITY_CRASH_SESSIONS", "300"))
STARTUP = 30.0  # a fresh worker process starting on a loaded 2-core machine


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
    started = time.monotonic()
    try:
        wait_for(lambda: tallied(sqlite_db) >= N // 4, timeout=240, interval=0.2)
        killed_children = workers.kill_children()  # the pool replaces them; their tasks requeue
        wait_for(lambda: tallied(sqlite_db) >= N // 2, timeout=240, interval=0.2)
        workers.kill_all()  # main and children at once: what they held stays unacknowledged
        at_crash = tallied(sqlite_db)
        rate = at_crash / (time.monotonic() - started)  # sessions/s, startup included
        bound = recovery_bound(settings) + 2 * (N - at_crash) / rate + STARTUP
        fresh = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
        workers = fresh
        recovery = wait_tallied(sqlite_db, N, timeout=bound)
        swept = None
        if recovery is None:  # a message lost in the BRPOP window: what beat's sweep is for
            out = cli(settings, "sweep", "--json", sweep_after_seconds=1)
            swept = json.loads(out.stdout)["intake"]
            again = wait_tallied(sqlite_db, N, timeout=60 + 2 * (N - tallied(sqlite_db)) / rate)
            recovery = None if again is None else bound + again
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
        restore_every_s=restore_every(settings),
        bound_s=round(bound, 1),
        swept_intake=swept,
    )
    assert killed_children >= 1
    assert recovery is not None, (
        f"{N - tallied(sqlite_db)} sessions not stored in {bound:.0f} s, nor after a sweep ({swept})"
    )
    # one main process was killed: at most the one message it was taking in the BRPOP window
    assert swept is None or swept["requeued"] <= 1, swept
    assert got == clean and letters == []
