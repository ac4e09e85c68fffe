"""Decay-based pruning and access counters on SQLite and PostgreSQL: what goes, what is
protected (recent reads, live facts, live rules), the audit, dry runs and resumption."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, text, update
from typer.testing import CliRunner

from memory_core import MemoryReader, process_session
from memory_core.cli import app
from memory_core.jobs.prune import prune
from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store import rules
from memory_core.store.store import Store
from memory_core.store.tables import Chunk, Episode, PrunedChunk, PruneRun
from tests.support.sessions import session
from tests.support.wait import wait_for

THINGS = ["export button", "invoice page", "billing widget", "calendar sync", "avatar upload"]
LATER = datetime.now(UTC) + timedelta(days=90)  # stored today, idle for 90 days by then


def _chunk_sessions(store: Store) -> dict[str, int]:
    with store.sessions() as s:
        rows = s.execute(select(Chunk.session_id, func.count()).group_by(Chunk.session_id))
        return {sid: int(n) for sid, n in rows}


def _seed(settings: Settings) -> None:
    process_session(session("fact", "u", 0, "We run PostgreSQL 14 on AWS."), settings=settings)
    for i in range(5):
        process_session(
            session(f"chat{i}", "u", i + 1, f"Hi, the {THINGS[i]} looks grey.", "Try a reload."),
            settings=settings,
        )
    process_session(session("other", "v", 2, "The export button looks grey."), settings=settings)


def test_prune_removes_only_decayed_idle_uncited_chunks(settings: Settings) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    before = _chunk_sessions(store)
    assert set(before) == {"fact", "chat0", "chat1", "chat2", "chat3", "chat4", "other"}

    # A recent read keeps a chunk alive (recency counts from the last access).
    with MemoryReader(settings.database_url, settings=settings) as reader:
        [hit] = reader.search_episodes("u", "calendar sync", top_k=1, weights=(1.0, 0.0, 0.0))
        assert hit.session_id == "chat3"
        assert reader.flush_accesses() == 1
    with store.sessions() as s:
        row = s.get(Chunk, hit.chunk_id)
        assert row is not None and row.access_count == 1 and row.last_accessed_at is not None

    # Nothing is prunable "today": everything is within the idle window or scored high.
    assert prune(store, settings, dry_run=True, now=datetime(2026, 2, 1, tzinfo=UTC)).deleted == 0

    dry = prune(store, settings, dry_run=True, now=LATER)
    assert dry.run_id is None and dry.deleted > 0 and _chunk_sessions(store) == before
    report = prune(store, settings, now=LATER, batch_size=2)
    assert report.deleted == dry.deleted and report.examined == sum(before.values())
    after = _chunk_sessions(store)
    # Kept: the session a current fact cites, and the chunk read recently.
    assert set(after) == {"fact", "chat3"}
    # The audit names every removed chunk (ids, never text); episodes themselves stay.
    with store.sessions() as s:
        audited = s.scalars(
            select(PrunedChunk.chunk_id).where(PrunedChunk.run_id == report.run_id)
        ).all()
        assert len(audited) == report.deleted and sorted(audited)[:20] == report.sample_ids
        run = s.get(PruneRun, report.run_id)
        assert run is not None and run.status == "done" and run.deleted == report.deleted
        assert s.scalar(select(func.count()).select_from(Episode)) == 7
    # Running again removes nothing more.
    assert prune(store, settings, now=LATER).deleted == 0
    # The reader's cached index notices the drop and never returns a pruned chunk.
    with MemoryReader(settings.database_url, settings=settings) as reader:
        hits = reader.search_episodes("u", "export button grey", top_k=10)
        assert {h.session_id for h in hits} <= {"fact", "chat3"}
    store.dispose()


def test_live_rule_evidence_is_protected_until_the_rule_retires(settings: Settings) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    with store.tx() as s:
        ep = s.scalar(select(Episode).where(Episode.session_id == "chat1"))
        assert ep is not None
        run = rules.claim_reflection(
            s,
            tenant_id="default",
            user_id="u",
            trigger="manual",
            backend="t",
            evidence_hash="h",
            inputs={},
        )
        assert run is not None
        rule_id = rules.create_rule(
            s,
            tenant_id="default",
            user_id="u",
            concept="c",
            rule="r",
            backend="t",
            confidence=0.9,
            basis={},
            evidence=[(ep.id, "chat1", ["chat1-0"])],
            run_id=run,
        )
    prune(store, settings, Scope("default", "u"), now=LATER)
    assert "chat1" in _chunk_sessions(store)
    with store.tx() as s:
        rules.retire_rule(s, rule_id, "test", None)
    assert prune(store, settings, Scope("default", "u"), now=LATER).deleted > 0
    assert "chat1" not in _chunk_sessions(store)
    assert "other" in _chunk_sessions(store)  # user v was out of scope
    store.dispose()


def test_an_interrupted_run_resumes_where_it_stopped(settings: Settings) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    expected = prune(store, settings, dry_run=True, now=LATER).deleted
    first = prune(store, settings, now=LATER, batch_size=2, max_batches=2)
    assert not first.resumed and first.examined == 4
    with store.sessions() as s:
        run = s.get(PruneRun, first.run_id)
        assert run is not None and run.status == "running" and run.cursor > 0
    # A later call (another day, even) resumes the same run with its original parameters.
    rest = prune(store, settings, now=LATER + timedelta(days=1), batch_size=2)
    assert rest.resumed and rest.run_id == first.run_id
    assert first.deleted + rest.deleted == expected
    store.dispose()


def test_access_counts_are_batched_and_only_for_what_reached_the_agent(
    settings: Settings,
) -> None:
    _seed(settings)
    reader = MemoryReader(settings.database_url, settings=settings)
    ctx = reader.build_context("u", "export button grey", max_tokens=400)
    included = {i.reason["chunk_id"] for i in ctx.episodic.items}
    assert included and reader._access.pending == len(included)
    reader.close()  # close flushes
    store = Store(settings.database_url)
    with store.sessions() as s:
        counted = dict(
            s.execute(select(Chunk.id, Chunk.access_count).where(Chunk.access_count > 0)).all()
        )
    assert set(counted) == included and set(counted.values()) == {1}
    # Past the batch size the reader flushes on a background thread, without being asked.
    eager = settings.model_copy(update={"access_flush_every": 1})
    with MemoryReader(settings.database_url, settings=eager) as r:
        [hit] = r.search_episodes("v", "export button", top_k=1)

        def counted() -> bool:
            with store.sessions() as s:
                row = s.get(Chunk, hit.chunk_id)
                return row is not None and row.access_count == 1

        wait_for(counted, timeout=10)
    # A reader with recording off writes nothing.
    off = settings.model_copy(update={"record_accesses": False})
    with MemoryReader(settings.database_url, settings=off) as r:
        r.search_episodes("u", "export", top_k=3)
        assert r.flush_accesses() == 0
    store.dispose()


def test_prune_command(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    _seed(settings)
    # The command prunes as of now: the chunks were stored when their sessions happened.
    store = Store(settings.database_url)
    with store.tx() as s:
        s.execute(update(Chunk).values(created_at=Chunk.started_at))
    store.dispose()
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    runner = CliRunner()
    assert runner.invoke(app, ["prune"]).exit_code == 2  # must say which users
    res = runner.invoke(app, ["prune", "--all", "--dry-run"])
    # Months old by now: all but the fact-citing session's chunk would go.
    assert res.exit_code == 0 and "examined 7 chunk(s), would remove 6" in res.output
    res = runner.invoke(app, ["prune", "--user", "v", "--json"])
    assert res.exit_code == 0, res.output
    assert '"deleted": 1' in res.output
    store = Store(settings.database_url)
    with store.sessions() as s:
        assert (
            s.execute(text("SELECT COUNT(*) FROM episode_chunks WHERE user_id = 'v'")).scalar() == 0
        )
    store.dispose()


def test_a_backfilled_old_session_is_not_pruned_the_day_it_is_stored(settings: Settings) -> None:
    """'Neither stored nor read for MEMORY_PRUNE_IDLE_DAYS': an import of last year's sessions
    is kept for that long after the import, however old its events are."""
    old = session("backfill", "b", 0, "The export button on the invoice page is broken again.")
    process_session(old, settings=settings)  # from early 2026, stored today
    store = Store(settings.database_url)
    try:
        soon = datetime.now(UTC) + timedelta(days=1)
        assert prune(store, settings, Scope("default", "b"), now=soon).deleted == 0
        assert prune(store, settings, Scope("default", "b"), now=LATER).deleted > 0
    finally:
        store.dispose()
