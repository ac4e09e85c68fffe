"""A fact a newer message in the context's own sessions takes back is marked, quoting it; a
restatement, a question or a turned-down value marks nothing; state questions in other
languages let the newest statement win."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.read.context import assemble_context
from memory_core.read.semantic import is_state_query
from memory_core.read.staleness import newer_statements
from memory_core.read.views import EpisodeHit, FactView
from memory_core.settings import Settings

OLD = datetime(2026, 3, 1, tzinfo=UTC)
NEW = datetime(2026, 4, 1, tzinfo=UTC)


def _fact(key: str, value: str, sid: str = "s-old") -> FactView:
    return FactView("user", "tech", key, value, 0.9, OLD, None, sid, 0)


def _hit(sid: str, at: datetime = NEW) -> EpisodeHit:
    return EpisodeHit(sid, f"user: {sid}", [f"{sid}-m1"], 0.9, 0.9, 0.5, 0.5, at, 1)


def _said(sid: str, text: str) -> dict[str, list[dict[str, object]]]:
    return {sid: [{"id": f"{sid}-m1", "role": "user", "content": text}]}


def _flags(fact: FactView, text: str, sid: str = "s-new") -> set[tuple[str, str]]:
    return set(newer_statements([fact], [_hit(sid)], _said(sid, text)))


def test_a_removal_in_a_language_the_extractor_missed_marks_the_fact() -> None:
    slot = ("user", "cache")
    # Norwegian, Hungarian, Swahili, Hindi: "we switched off / removed / no longer have"
    assert _flags(_fact("cache", "Memcached"), "Vi har skrudd av Memcached i fjor.") == {slot}
    assert _flags(_fact("cache", "Memcached"), "A Memcached-et megszüntettük.") == {slot}
    assert _flags(_fact("cache", "Memcached"), "Tumeondoa Memcached kabisa.") == {slot}
    assert _flags(_fact("cache", "Memcached"), "Memcached हटा दिया है।") == {slot}


def test_a_move_to_another_version_marks_the_fact_even_in_its_own_session() -> None:
    fact = _fact("database", "MySQL 5.7", sid="s-new")
    assert _flags(fact, "Hemos pasado de MySQL 5.7 a MySQL 8.0 este mes.") == {("user", "database")}
    assert _flags(_fact("database", "MySQL 5.7"), "MySQL 5.7 → 8.0 done.") == {("user", "database")}


def test_restatements_questions_and_turned_down_values_mark_nothing() -> None:
    assert not _flags(_fact("cache", "Redis"), "Redis still works great for us.")
    assert not _flags(_fact("cache", "Redis"), "Have you removed Redis from the docs?")
    assert not _flags(_fact("database", "SQL Server 2022"), "It's SQL Server 2022, not 2019.")
    assert not _flags(_fact("language", "PHP 8.3"), "PHP 8.3 and the database is MySQL 8.0.")
    assert not _flags(_fact("database", "PostgreSQL 14"), "PostgreSQL 14 runs on 3 nodes.")
    # a plan is no change yet, in any language
    plan = "We're thinking about going from PostgreSQL 14 to 16, but not before spring."
    assert not _flags(_fact("database", "PostgreSQL 14"), plan)
    assert not _flags(_fact("cache", "Redis"), "Labda tutaondoa Redis mwaka ujao.")
    assert not _flags(_fact("cache", "Redis"), "Mungkin Redis akan dihapus tahun depan.")
    # a removal said in the fact's own session is about something else
    assert not _flags(_fact("cache", "Redis", sid="s-new"), "We removed Memcached, Redis only.")
    # an older session says nothing about a newer fact
    older = newer_statements(
        [_fact("cache", "Redis")],
        [_hit("s-x", datetime(2026, 1, 1, tzinfo=UTC))],
        _said("s-x", "We stopped using Redis."),
    )
    assert not older


def test_the_context_line_quotes_the_newer_statement() -> None:
    text = "Tinanggal na namin ang Sentry, wala pa kaming kapalit."
    ctx = assemble_context(
        user_id="u",
        query="May error tracking pa ba kami?",
        max_tokens=2000,
        procedures=[],
        facts=[_fact("observability", "Sentry")],
        hits=[_hit("s-new")],
        settings=Settings(),
        transcripts=_said("s-new", text),
    )
    line = ctx.semantic.items[0].text
    assert line.startswith("- user observability: Sentry (since 2026-03-01; may no longer hold")
    assert "2026-04-01" in line and "Tinanggal" in line
    assert ctx.semantic.items[0].reason["newer_statement"]["message_id"] == "s-new-m1"


def test_state_questions_in_other_languages() -> None:
    for q in (
        "quina versió de PostgreSQL fem servir ara?",
        "Akú databázu používame teraz?",
        "Tunatumia cloud gani sasa hivi?",
        "Kumpaa tietokantaa käytämme nyt?",
        "现在用的是哪个数据库？",
    ):
        assert is_state_query(q), q
    assert not is_state_query("Summarise the outage report for the board.")
