"""A publish lost between stages (the broker restarted after a stage committed, before the
next stage reached it): the session's ledger stops early with nothing queued. The sweeper
finds it after ``sweep_after_seconds``, skips what is in flight, re-enqueues the rest at
their next stage once (a second sweep finds them claimed), and the store ends as a clean
run would."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

from memory_core import submit_session
from memory_core.ingest.pipeline import get_runtime, reset_runtimes
from memory_core.ingest.stages import stage_episode, stage_extract, stage_merge
from memory_core.model.session import parse_session
from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts
from tests.support.reliability import (
    clean_counts,
    cli,
    sessions,
    wait_tallied,
    worker_extra,
)


def test_the_sweeper_re_enqueues_sessions_stopped_between_stages_once(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    settings = rel_settings(sqlite_db, own_redis.url, sweep_after_seconds=1)
    batch = sessions(9, prefix="swp")
    rt = get_runtime(settings)
    for i, s in enumerate(batch[:6]):  # stopped after episode, extract or merge
        stage_episode(rt, parse_session(s))
        if i % 3 >= 1:
            stage_extract(rt, "default", s["session_id"])
        if i % 3 == 2:
            stage_merge(rt, "default", s["session_id"])
    reset_runtimes()
    for s in batch[6:]:  # in flight: queued, no worker yet
        submit_session(s, settings=settings)
    time.sleep(1.5)
    dry = json.loads(cli(settings, "sweep", "--dry-run", "--json", sweep_after_seconds=1).stdout)
    first = json.loads(cli(settings, "sweep", "--json", sweep_after_seconds=1).stdout)
    second = json.loads(cli(settings, "sweep", "--json", sweep_after_seconds=1).stdout)
    status = json.loads(cli(settings, "status", "--json", sweep_after_seconds=1).stdout)
    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        done = wait_tallied(sqlite_db, len(batch), timeout=120)
    finally:
        workers.stop()
    after = json.loads(cli(settings, "sweep", "--json", sweep_after_seconds=1).stdout)
    got, clean = table_counts(sqlite_db), clean_counts(batch, tmp_path)
    figures(
        "lost publish between stages, then sweep",
        sent=len(batch),
        stuck=first["stuck"],
        swept=first["requeued_total"],
        second_sweep=second["requeued_total"],
        stored=got["episodes"],
        duplicated=sum(max(0, got[t] - clean[t]) for t in clean),
        recovery_s=None if done is None else round(done, 1),
    )
    assert dry["requeued"] == {"extract": 2, "merge": 2, "tally": 2}
    assert first["requeued"] == {"extract": 2, "merge": 2, "tally": 2}
    assert second["requeued_total"] == 0 and second["in_flight"] == 6  # now queued
    assert status["stuck"] == {"extract": 2, "merge": 2, "tally": 2}
    assert status["queue_depth"]["extract"] == 2 and status["queue_depth"]["episode"] == 3
    assert done is not None and got == clean and open_dead_letters(sqlite_db) == []
    assert after["stuck"] == 0
