"""The hot path's writes are batched: statements per stage do not grow with the facts."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine

from memory_core import MemoryReader, process_session
from memory_core.ingest import pipeline
from memory_core.settings import Settings
from tests.support.sessions import session

FEW = "We run PostgreSQL 14."
MANY = (
    "We run PostgreSQL 14. We use Kafka for events. We use Jenkins for builds. "
    "Everything is deployed on Kubernetes. We use nginx in front. We are on the business "
    "plan. Please reply in German. Contact me by slack."
)


@contextmanager
def counting(stage: str, monkeypatch: Any) -> Iterator[list[str]]:
    """Statements sent while ``stage`` runs (an executemany is one)."""
    seen: list[str] = []
    active = [False]
    fn = getattr(pipeline, stage)

    def wrapped(*a: Any, **kw: Any) -> Any:
        active[0] = True
        try:
            return fn(*a, **kw)
        finally:
            active[0] = False

    def listener(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if active[0]:
            seen.append(statement)

    monkeypatch.setattr(pipeline, stage, wrapped)
    event.listen(Engine, "before_cursor_execute", listener)
    try:
        yield seen
    finally:
        event.remove(Engine, "before_cursor_execute", listener)


def test_merge_and_episode_statements_do_not_grow_with_facts(
    settings: Settings, monkeypatch: Any
) -> None:
    counts = {}
    for name, text in (("few", FEW), ("many", MANY)):
        with counting("stage_merge", monkeypatch) as merge:
            process_session(session(f"{name}-1", name, 0, text, "Noted."), settings=settings)
        counts[name] = len(merge)
    assert counts["many"] == counts["few"]
    # A second session that changes, confirms and adds facts: still the same statements.
    changed = MANY.replace("PostgreSQL 14", "MySQL 8").replace("Kafka", "SQS") + " Team of 40."
    with counting("stage_merge", monkeypatch) as merge:
        process_session(session("many-2", "many", 5, changed, "Noted."), settings=settings)
    # Closing and updating existing rows: one executemany each, whatever their number.
    assert len(merge) <= counts["few"] + 2
    with counting("stage_episode", monkeypatch) as ep:
        process_session(session("many-3", "many", 9, MANY, *["More."] * 20), settings=settings)
    # Four writes, plus the erasure guard's tombstone reads before and after them (issue 13).
    assert len([s for s in ep if not s.startswith(("BEGIN", "SAVEPOINT"))]) <= 6
    with MemoryReader(settings.database_url, settings=settings) as r:
        facts = {f.key: f.value for f in r.facts("many")}
        assert facts["database"] == "PostgreSQL 14" and facts["message_queue"] == "Kafka"
        history = r.fact_history("many", "database")
        assert [h.change for h in history] == ["added", "superseded", "superseded"]
        assert all(h.new_value for h in history)


def test_a_duplicate_delivery_stores_nothing_twice(settings: Settings) -> None:
    s = session("dup", "u", 0, MANY, "Noted.")
    first = process_session(s, settings=settings)
    again = process_session(s, settings=settings)
    assert first.to_dict()["episode_id"] == again.to_dict()["episode_id"]
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert len(r.episodes("u")) == 1
        assert len(r.fact_history("u", "database")) == 1
