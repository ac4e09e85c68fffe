"""process_session end to end on SQLite and PostgreSQL, with the built-in back ends."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from memory_core import MemoryReader, process_session
from memory_core.demo_data import PLANTED_SECRETS, demo_sessions
from memory_core.ingest.pipeline import PipelineError
from memory_core.model.session import SessionRejected
from memory_core.settings import Settings
from memory_core.store import dead_letters
from memory_core.store.store import Store
from tests.support.sessions import T0, session


def all_text(url: str) -> str:
    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://"))
    out = []
    with engine.connect() as c:
        for table in (
            "episodes",
            "episode_chunks",
            "facts",
            "fact_history",
            "extractions",
            "dead_letters",
        ):
            for row in c.execute(text(f"SELECT * FROM {table}")):
                out.append(json.dumps([str(v) for v in row]))
    engine.dispose()
    return "\n".join(out)


def test_demo_sessions_consolidate_without_leaking(settings: Settings) -> None:
    for s in demo_sessions():
        process_session(s, settings=settings)
    blob = all_text(settings.database_url)
    leaked = [p for p in PLANTED_SECRETS if p in blob]
    assert leaked == []
    with MemoryReader(settings.database_url, settings=settings) as r:
        facts = {(f.key): f.value for f in r.facts("alice", tenant_id="demo")}
        assert facts["database"] == "MySQL 8"
        chain = [
            (c.old_value, c.new_value)
            for c in r.fact_history("alice", "database", tenant_id="demo")
            if c.change == "superseded"
        ]
        assert chain == [("PostgreSQL 14", "PostgreSQL 15"), ("PostgreSQL 15", "MySQL 8")]
        procs = {p.pattern_id: p for p in r.procedures(tenant_id="demo", include_deprecated=True)}
        assert procs["ask-for-logs-first"].applied == 9
        assert procs["ask-for-logs-first"].succeeded == 7


def test_fact_validity_intervals_and_as_of(settings: Settings) -> None:
    process_session(session("a", "u", 0, "We run PostgreSQL 14 in production."), settings=settings)
    process_session(
        session("b", "u", 10, "Quick note: we upgraded to 15 yesterday."), settings=settings
    )
    process_session(
        session("c", "u", 20, "We migrated from Postgres to MySQL 8."), settings=settings
    )
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert [f.value for f in r.facts("u")] == ["MySQL 8"]
        assert [f.value for f in r.facts("u", as_of=T0 + timedelta(days=5))] == ["PostgreSQL 14"]
        assert [f.value for f in r.facts("u", as_of=T0 + timedelta(days=15))] == ["PostgreSQL 15"]
        assert r.facts("u", as_of=T0 - timedelta(days=1)) == []
        hist = r.fact_history("u", "database")
        assert [h.change for h in hist] == ["added", "superseded", "superseded"]
        assert hist[-1].source_session_id == "c"
        # other users and tenants see nothing
        assert r.facts("someone-else") == []
        assert r.facts("u", tenant_id="other") == []


def test_duplicates_confirm_and_late_sessions_land_in_the_past(settings: Settings) -> None:
    process_session(session("a", "u", 0, "We use Redis 7 as our cache."), settings=settings)
    process_session(session("b", "u", 5, "We use Redis 7 as our cache."), settings=settings)
    process_session(session("late", "u", 2, "We use Memcached as our cache."), settings=settings)
    with MemoryReader(settings.database_url, settings=settings) as r:
        # Newer wins: the late day-2 statement does not displace the day-5 one...
        assert [f.value for f in r.facts("u")] == ["Redis 7"]
        # ...but it is where it belongs in time.
        assert [f.value for f in r.facts("u", as_of=T0 + timedelta(days=3))] == ["Memcached"]
        assert [f.value for f in r.facts("u", as_of=T0 + timedelta(days=1))] == ["Redis 7"]
        hist = r.fact_history("u", "cache")
        # Day 5 confirmed Redis 7 when it was merged; the late day-2 Memcached makes it a
        # change back to Redis 7, and b's row says so; the late row itself says what it did
        # in time order: every row as in-order arrival would have written it.
        assert [h.change for h in hist] == ["added", "superseded", "superseded"]
        assert (hist[-1].old_value, hist[-1].new_value) == ("Memcached", "Redis 7")
        assert hist[-1].source_session_id == "b"


def test_processing_twice_has_effects_once(settings: Settings) -> None:
    s = session(
        "dup", "u", 0, "We run PostgreSQL 14.", outcomes=[{"pattern_id": "p1", "success": True}]
    )
    first = process_session(s, settings=settings)
    second = process_session(s, settings=settings)
    assert not first.duplicate and second.duplicate
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert len(r.episodes("u")) == 1
        assert len(r.fact_history("u")) == 1
        assert r.procedures(include_deprecated=True)[0].applied == 1  # no text: listed only


def test_same_session_id_with_other_content_is_dead_lettered(settings: Settings) -> None:
    process_session(session("x", "u", 0, "hello"), settings=settings)
    with pytest.raises(PipelineError) as info:
        process_session(session("x", "u", 0, "something else"), settings=settings)
    store = Store(settings.database_url)
    letters = dead_letters.dead_letters(store)
    store.dispose()
    assert [d.session_id for d in letters] == ["x"]
    assert "different content" in letters[0].reason
    assert info.value.dead_letter_id == letters[0].id


def test_invalid_sessions_are_rejected_with_the_field_named(settings: Settings) -> None:
    bad = session("s", "u", 0, "hi")
    bad["started_at"] = "2026-01-05T10:00:00"  # naive
    with pytest.raises(SessionRejected, match="started_at"):
        process_session(bad, settings=settings)
    with pytest.raises(SessionRejected, match="messages"):
        process_session({**session("s", "u", 0, "hi"), "messages": []}, settings=settings)


def test_search_and_context(settings: Settings) -> None:
    process_session(
        session(
            "a",
            "u",
            0,
            "Our nginx ingress returns 504 on long uploads.",
            "Raise proxy-read-timeout.",
        ),
        settings=settings,
    )
    process_session(
        session("b", "u", 30, "Billing question about invoices.", "Sent."), settings=settings
    )
    with MemoryReader(settings.database_url, settings=settings) as r:
        hits = r.search_episodes("u", "nginx 504 timeout", top_k=3, now=T0 + timedelta(days=31))
        assert hits[0].session_id == "a"
        assert hits[0].message_ids and hits[0].message_ids[0].startswith("a-")
        assert hits[0].score == pytest.approx(
            settings.weight_relevance * hits[0].relevance
            + settings.weight_recency * hits[0].recency
            + settings.weight_importance * hits[0].importance,
            abs=1e-6,
        )
        for budget in (60, 200, 1_000, 4_000):
            ctx = r.build_context(
                "u", "nginx timeouts", max_tokens=budget, now=T0 + timedelta(days=31)
            )
            assert ctx.total_tokens <= budget
            assert all(s.tokens <= s.budget for s in ctx.sections)
        ctx = r.build_context("u", "nginx timeouts", max_tokens=4_000, now=T0 + timedelta(days=31))
        assert ctx.episodic.items and "relevance" in ctx.episodic.items[0].reason


def test_pseudonym_key_lets_queries_find_masked_names(make_settings: Any) -> None:
    settings = make_settings(pii_pseudonym_key="00112233445566778899aabbccddeeff")
    process_session(
        session("n1", "u", 0, "Please forward the contract to Gretchen Ortiz today."),
        settings=settings,
    )
    process_session(
        session("n2", "u", 1, "The invoice for the nginx upgrade is attached."), settings=settings
    )
    blob = all_text(settings.database_url)
    assert "Gretchen" not in blob
    with MemoryReader(settings.database_url, settings=settings) as r:
        hits = r.search_episodes("u", "What did Gretchen Ortiz need?", top_k=1)
        assert hits[0].session_id == "n1"


def test_context_widens_hits_to_neighbouring_messages_when_budget_allows(
    settings: Settings,
) -> None:
    turns = [
        "Hello there.",
        "Hi! How can I help?",
        "Our nginx ingress returns 504 on long uploads.",
        "Raise proxy-read-timeout to 300s.",
        "Done, uploads work now.",
        "Great, anything else?",
        "No, thanks.",
    ]
    process_session(session("w", "u", 0, *turns), settings=settings)
    with MemoryReader(settings.database_url, settings=settings) as r:
        now = T0 + timedelta(days=1)
        wide = r.build_context("u", "nginx 504 uploads", max_tokens=4_000, now=now)
        top = wide.episodic.items[0]
        assert len(wide.episodic.items) == 1  # one window for the session, each turn once
        assert len(top.reason["shown_message_ids"]) == len(turns) == top.text.count(": ")
        assert set(top.reason["message_ids"]) <= set(top.reason["shown_message_ids"])
        assert wide.total_tokens <= 4_000
        tight = r.build_context("u", "nginx 504 uploads", max_tokens=120, now=now)
        assert tight.total_tokens <= 120


def test_reader_on_an_empty_store(tmp_path: Any) -> None:
    from memory_core.read.reader import SchemaMissing

    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    with pytest.raises(SchemaMissing, match="memory-core db upgrade"):
        MemoryReader(url, settings=Settings(database_url=url, auto_migrate=False))
    with MemoryReader(url, settings=Settings(database_url=url)) as r:  # migrates on first use
        assert r.facts("u") == [] and r.search_episodes("u", "anything") == []


def test_reader_keeps_a_bounded_number_of_user_indexes(make_settings: Any) -> None:
    settings = make_settings(reader_cached_users=2)
    for u in ("a", "b", "c"):
        process_session(session(f"s-{u}", u, 0, f"We run nginx for {u}."), settings=settings)
    with MemoryReader(settings.database_url, settings=settings) as r:
        for u in ("a", "b", "c", "a"):
            assert (
                r.search_episodes(u, "nginx", now=T0 + timedelta(days=1))[0].session_id == f"s-{u}"
            )
        assert list(r._indexes) == [("default", "c"), ("default", "a")]
