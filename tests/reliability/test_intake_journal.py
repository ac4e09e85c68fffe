"""The gap the intake journal closes, reproduced without luck: kombu takes a message with
``BRPOP`` and records it as unacknowledged only afterwards, so a Redis crash in between
leaves a first-stage message nowhere (and no ledger row for the sweeper to find). Here the
lost ``BRPOP`` reply is simulated by popping messages with a plain Redis client, exactly as
``BRPOP`` takes them. ``memory-core sweep`` pushes the journaled copies back, drops the
entry of a session whose first stage committed, leaves queued ones alone, and every session
ends stored once; the workers clear the journal as first stages finish."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import redis

from memory_core import intake, submit_session
from memory_core.erasure.broker import purge_user
from memory_core.ingest.pipeline import get_runtime, reset_runtimes
from memory_core.ingest.producer import BrokerUnavailable, IntakeFull
from memory_core.ingest.stages import stage_episode
from memory_core.model.session import parse_session
from memory_core.queues import QUEUE_EPISODE
from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts
from tests.support.reliability import clean_counts, cli, sessions, wait_tallied, worker_extra


def test_the_sweeper_recovers_first_stage_messages_lost_between_brpop_and_unacked(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    settings = rel_settings(sqlite_db, own_redis.url, sweep_after_seconds=1)
    batch = sessions(6, prefix="jrn")
    for s in batch:
        submit_session(s, settings=settings)
    r = redis.Redis.from_url(own_redis.url)
    assert intake.size(r) == 6 and r.llen(QUEUE_EPISODE) == 6
    # BRPOP takes from the right: the first three submitted. Two replies are "lost"; the
    # third reaches a worker that commits the first stage and dies before clearing.
    popped = [r.rpop(QUEUE_EPISODE) for _ in range(3)]
    assert all(popped)
    rt = get_runtime(settings)
    stage_episode(rt, parse_session(batch[2]))
    reset_runtimes()
    time.sleep(1.5)
    dry = json.loads(cli(settings, "sweep", "--dry-run", "--json", sweep_after_seconds=1).stdout)
    first = json.loads(cli(settings, "sweep", "--json", sweep_after_seconds=1).stdout)
    second = json.loads(cli(settings, "sweep", "--json", sweep_after_seconds=1).stdout)
    status = json.loads(cli(settings, "status", "--json", sweep_after_seconds=1).stdout)
    assert dry["intake"] == {"old": 6, "requeued": 2, "cleared": 1, "in_flight": 3}
    assert first["intake"] == {"old": 6, "requeued": 2, "cleared": 1, "in_flight": 3}
    assert first["requeued"] == {"extract": 1}  # the committed one, by its ledger row
    assert second["intake"]["requeued"] == 0 and second["intake"]["old"] == 3  # clocks reset
    assert status["intake_journal"] == 5 and status["queue_depth"]["episode"] == 5
    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        done = wait_tallied(sqlite_db, len(batch), timeout=120)
        deadline = time.monotonic() + 30
        while intake.size(r) and time.monotonic() < deadline:
            time.sleep(0.2)
    finally:
        workers.stop()
    got, clean = table_counts(sqlite_db), clean_counts(batch, tmp_path)
    figures(
        "first-stage messages lost between BRPOP and unacked, then sweep",
        sent=len(batch),
        lost_on_broker=2,
        swept=first["requeued_total"],
        stored=got["episodes"],
        duplicated=sum(max(0, got[t] - clean[t]) for t in clean),
        recovery_s=None if done is None else round(done, 1),
    )
    assert done is not None and got == clean and open_dead_letters(sqlite_db) == []
    assert intake.size(r) == 0, "the workers clear each entry once the first stage ran"
    after = json.loads(cli(settings, "sweep", "--json", sweep_after_seconds=1).stdout)
    assert after["intake"]["old"] == 0 and after["stuck"] == 0
    r.close()


def test_the_journal_is_bounded_atomic_with_the_queue_and_erased_with_its_user(
    own_redis: RedisServer, rel_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = rel_settings(f"sqlite:///{tmp_path / 'unused.db'}", own_redis.url)
    bounded = settings.model_copy(update={"intake_journal_max": 3})
    batch = sessions(4, prefix="bnd", users=2)  # users u0, u1, u0, u1
    for s in batch[:3]:
        submit_session(s, settings=bounded)
    submit_session(batch[0], settings=bounded)  # a duplicate submit replaces its own entry
    r = redis.Redis.from_url(own_redis.url)
    with pytest.raises(IntakeFull) as refused:
        submit_session(batch[3], settings=bounded)
    assert isinstance(refused.value, BrokerUnavailable) and "MEMORY_INTAKE_JOURNAL_MAX" in str(
        refused.value
    )
    assert intake.size(r) == 3 and r.llen(QUEUE_EPISODE) == 4  # the full one: neither
    assert {e for e, _ in intake.entries(r)} == {
        intake.field("default", s["session_id"]) for s in batch[:3]
    }
    purged = purge_user(own_redis.url, "default", "u0", set())
    assert purged.journal == 2 and purged.messages == 3  # bnd0 twice, bnd2
    assert intake.size(r) == 1 and r.llen(QUEUE_EPISODE) == 1
    r.close()
