"""The erasure guard reads the tombstone inside each stage's transaction, after the user's
lock: a stage that runs between the erasure's tombstone and its deletes (a worker midway
through a session) rolls back, and what earlier stages stored of the session goes."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_core import MemoryReader, process_session
from memory_core.ingest.guard import SessionForgotten
from memory_core.ingest.pipeline import get_runtime
from memory_core.ingest.stages import stage_episode, stage_extract, stage_merge_tally
from memory_core.model.session import parse_session
from memory_core.settings import Settings
from memory_core.store import receipts
from memory_core.store.types import utcnow
from tests.support.sessions import T0, session

TEXT = "We run PostgreSQL 14. We use Kafka for events."


def _tombstone(settings: Settings, user_id: str) -> None:
    """What ``forget_user`` commits first, before it takes the user's lock to delete."""
    with get_runtime(settings).store.tx() as s:
        receipts.fence(s, "default", user_id, utcnow())


def test_a_stage_after_the_tombstone_rolls_back_and_erases_earlier_stages(
    settings: Settings,
) -> None:
    rt = get_runtime(settings)
    process_session(session("kept", "u", 0, TEXT), settings=settings)  # the user's row exists
    s = parse_session(session("mid", "u", 1, TEXT))
    stage_episode(rt, s)
    stage_extract(rt, "default", "mid")
    _tombstone(settings, "u")
    with pytest.raises(SessionForgotten):
        stage_merge_tally(rt, "default", "mid")
    assert rt.store.stages_done("default", "mid") == set()
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert [e.session_id for e in r.episodes("u")] == ["kept"]


def test_the_one_transaction_path_reads_the_tombstone_with_the_episode(
    settings: Settings,
) -> None:
    rt = get_runtime(settings)
    process_session(session("first", "v", 0, TEXT), settings=settings)
    _tombstone(settings, "v")
    with pytest.raises(SessionForgotten):
        process_session(session("late", "v", 2, TEXT), settings=settings)
    assert rt.store.stages_done("default", "late") == set()
    # A session that started after the erasure is a new relationship: stored.
    later = (utcnow() + timedelta(days=1) - T0).days
    process_session(session("new", "v", later, TEXT), settings=settings)
    assert rt.store.stages_done("default", "new") == {"episode", "extract", "merge", "tally"}
