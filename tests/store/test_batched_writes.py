"""The hot path's writes are batched: statements per stage do not grow with the facts."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine

from memory_core import MemoryReader, process_session
from memory_core.ingest.pipeline import get_runtime
from memory_core.ingest.stages import stage_episode, stage_extract, stage_merge, stage_tally
from memory_core.model.session import Session, parse_session
from memory_core.settings import Settings
from tests.support.sessions import session

FEW = "We run PostgreSQL 14."
MANY = (
    "We run PostgreSQL 14. We use Kafka for events. We use Jenkins for builds. "
    "Everything is deployed on Kubernetes. We use nginx in front. We are on the business "
    "plan. Please reply in German. Contact me by slack."
)


@contextmanager
def counting() -> Iterator[list[str]]:
    """Statements sent inside the block (an executemany is one; BEGIN and SAVEPOINT not)."""
    seen: list[str] = []

    def listener(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if not statement.startswith(("BEGIN", "SAVEPOINT", "RELEASE")):
            seen.append(statement)

    event.listen(Engine, "before_cursor_execute", listener)
    try:
        yield seen
    finally:
        event.remove(Engine, "before_cursor_execute", listener)


def _parsed(raw: dict[str, Any]) -> Session:
    return parse_session(raw)


def _staged(settings: Settings, raw: dict[str, Any]) -> tuple[int, int]:
    """(episode stage statements, merge stage statements) of one session run stage by stage."""
    rt = get_runtime(settings)
    s = _parsed(raw)
    with counting() as ep:
        stage_episode(rt, s)
    stage_extract(rt, s.tenant_id, s.session_id)
    with counting() as merge:
        stage_merge(rt, s.tenant_id, s.session_id)
    stage_tally(rt, s.tenant_id, s.session_id)
    return len(ep), len(merge)


def test_merge_and_episode_statements_do_not_grow_with_facts(settings: Settings) -> None:
    counts = {}
    for name, text in (("few", FEW), ("many", MANY)):
        counts[name] = _staged(settings, session(f"{name}-1", name, 0, text, "Noted."))[1]
    assert counts["many"] == counts["few"]
    # A second session that changes, confirms and adds facts: still the same statements.
    changed = MANY.replace("PostgreSQL 14", "MySQL 8").replace("Kafka", "SQS") + " Team of 40."
    merge = _staged(settings, session("many-2", "many", 5, changed, "Noted."))[1]
    # Closing and updating existing rows: one executemany each, whatever their number.
    assert merge <= counts["few"] + 2
    episode = _staged(settings, session("many-3", "many", 9, MANY, *["More."] * 20))[0]
    # Four writes; the erasure guard's tombstone read rides on the episode insert.
    assert episode <= 4
    with MemoryReader(settings.database_url, settings=settings) as r:
        facts = {f.key: f.value for f in r.facts("many")}
        assert facts["database"] == "PostgreSQL 14" and facts["message_queue"] == "Kafka"
        history = r.fact_history("many", "database")
        assert [h.change for h in history] == ["added", "superseded", "superseded"]
        assert all(h.new_value for h in history)


def test_one_transaction_for_a_session_with_the_builtin_extractor(settings: Settings) -> None:
    """All four stages commit together: one BEGIN/COMMIT, four ledger rows, and the same
    facts as the stages run one by one."""
    process_session(session("warm", "w", 0, MANY, "Noted."), settings=settings)
    commits: list[object] = []

    def on_commit(conn: Any) -> None:
        commits.append(conn)

    event.listen(Engine, "commit", on_commit)
    try:
        with counting() as seen:
            process_session(session("one-1", "w", 3, MANY, "Noted."), settings=settings)
    finally:
        event.remove(Engine, "commit", on_commit)
    assert len(commits) == 1
    assert len(seen) <= 22, seen
    store = get_runtime(settings).store
    assert store.stages_done("default", "one-1") == {"episode", "extract", "merge", "tally"}
    staged = session("one-2", "w2", 0, MANY, "Noted.")
    _staged(settings, staged)
    process_session(session("one-3", "w3", 0, MANY, "Noted."), settings=settings)
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert {f.key: f.value for f in r.facts("w2")} == {f.key: f.value for f in r.facts("w3")}


def test_a_duplicate_delivery_stores_nothing_twice(settings: Settings) -> None:
    s = session("dup", "u", 0, MANY, "Noted.")
    first = process_session(s, settings=settings)
    again = process_session(s, settings=settings)
    assert first.to_dict()["episode_id"] == again.to_dict()["episode_id"]
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert len(r.episodes("u")) == 1
        assert len(r.fact_history("u", "database")) == 1
