"""Exactly-once schedules: real ``celery -A workers beat`` processes (celery-redbeat) and a
real worker, with every job on a 1 s interval via MEMORY_SCHEDULE_INTERVAL_SECONDS."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import IO

import pytest
from celery.schedules import crontab

from memory_core.settings import Settings
from memory_core.store import records
from memory_core.store import runs as job_store
from memory_core.store.store import Store
from schedules.beat import TASK_PRUNE, beat_schedule
from tests.support import ROOT
from tests.support.wait import wait_for
from tests.support.workers import running_worker

INTERVAL = 1.0
STAMP = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}):")


class Beat:
    """One ``celery -A workers beat`` subprocess, its log in a file."""

    def __init__(self, settings: Settings, log: Path) -> None:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "MEMORY_DATABASE_URL": settings.database_url,
            "MEMORY_BROKER_URL": settings.broker_url,
            "MEMORY_SCHEDULE_INTERVAL_SECONDS": str(INTERVAL),
            "MEMORY_BEAT_MAX_LOOP_INTERVAL": "1",
            "MEMORY_BEAT_LOCK_TIMEOUT": "5",
        }
        self.log = log
        self._fh: IO[bytes] = log.open("wb")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "workers",
                "beat",
                "-l",
                "DEBUG",
                "-s",
                str(log) + ".db",
            ],
            env=env,
            cwd=ROOT,
            stdout=self._fh,
            stderr=subprocess.STDOUT,
        )

    def lines(self) -> list[str]:
        return self.log.read_text(errors="replace").splitlines()

    def first(self, needle: str) -> datetime | None:
        return next((_when(x) for x in self.lines() if needle in x), None)

    def sent(self, task: str) -> list[tuple[datetime, str]]:
        """(time, task id) of each message actually published (logged after the send)."""
        marker = f"Scheduler: {task} sent. id->"
        return [(_when(x), x.split(marker)[1].strip()) for x in self.lines() if marker in x]

    def sends(self, task: str = TASK_PRUNE) -> list[datetime]:
        return [t for t, _ in self.sent(task)]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()  # SIGTERM: beat closes and releases the lock
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:  # pragma: no cover
                self.proc.kill()
        self._fh.close()


def _when(line: str) -> datetime:
    m = STAMP.match(line)
    assert m, line
    return datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S,%f")


def test_schedule_defaults_are_nightly_crontabs(make_settings: Callable[..., Settings]) -> None:
    sched = beat_schedule(make_settings())
    assert set(sched) == {
        "reflect-nightly",
        "reflect-importance",
        "prune-nightly",
        "tally-nightly",
        "sweep",
    }
    assert sched["sweep"]["schedule"].run_every.total_seconds() == 300
    nightly = sched["reflect-nightly"]["schedule"]
    assert isinstance(nightly, crontab) and nightly.hour == {3} and nightly.minute == {0}
    assert sched["reflect-importance"]["schedule"].run_every.total_seconds() == 900
    assert sched["prune-nightly"]["task"] == TASK_PRUNE
    assert all(e["options"]["queue"] == "memory.maintenance" for e in sched.values())
    fast = beat_schedule(make_settings(schedule_interval_seconds=2))
    assert {e["schedule"].run_every.total_seconds() for e in fast.values()} == {2}


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_two_beats_never_double_run_and_a_missed_job_runs_once(
    settings: Settings, tmp_path: Path
) -> None:
    store = Store(settings.database_url)
    beats: list[Beat] = []
    try:
        with running_worker(settings, concurrency=4):
            first = Beat(settings, tmp_path / "beat1.log")
            beats.append(first)
            wait_for(lambda: first.first("Acquired lock") is not None, timeout=30)
            second = Beat(settings, tmp_path / "beat2.log")
            beats.append(second)
            wait_for(lambda: second.first("beat: Starting") is not None, timeout=30)
            time.sleep(3)
            assert second.first("Acquired lock") is None  # waits on the Redis lock
            assert second.sends() == []

            first.stop()  # the standby takes over
            wait_for(lambda: second.first("Acquired lock") is not None, timeout=15)
            time.sleep(2.5)
            second.stop()

            time.sleep(4 * INTERVAL)  # beat down: about four runs missed
            third = Beat(settings, tmp_path / "beat3.log")
            beats.append(third)
            wait_for(lambda: len(third.sends()) >= 2, timeout=30)
            third.stop()

            sent = sorted(x for b in beats for x in b.sent(TASK_PRUNE))
            sends = [t for t, _ in sent]
            wait_for(lambda: len(_prune_runs(store)) >= len(sent), timeout=30)
    finally:
        for b in beats:
            b.stop()
        store.dispose()

    # Never two sends of one job in one interval, across all three beats.
    gaps = [(b - a).total_seconds() for a, b in itertools.pairwise(sends)]
    assert len(sends) >= 6 and min(gaps) >= 0.8 * INTERVAL, gaps
    # The standby sent only once it held the lock.
    takeover = second.first("Acquired lock")
    assert takeover is not None and all(t >= takeover for t in second.sends())
    # Back from downtime: the missed job runs at once, and once (not once per missed slot).
    back = third.first("Acquired lock")
    catch_up, following = third.sends()[:2]
    assert back is not None and (catch_up - back).total_seconds() < 1.5
    assert (following - catch_up).total_seconds() >= 0.8 * INTERVAL
    # Every message sent ran exactly once on the worker, with its job record.
    runs = _prune_runs(store)
    assert sorted(r.task_id or "" for r in runs) == sorted(i for _, i in sent)
    assert all(r.status == "done" for r in runs)
    # The other jobs ran on the worker too, each with its record.
    with store.sessions() as s:
        jobs = {(r.job, r.status) for r in job_store.job_runs(s)}
    assert {
        ("reflect:nightly", "done"),
        ("reflect:importance", "done"),
        ("tally", "done"),
        ("sweep", "done"),
    } <= jobs


def _prune_runs(store: Store) -> list[records.JobRunRecord]:
    with store.sessions() as s:
        return job_store.job_runs(s, "prune")
