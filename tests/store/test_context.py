"""A context an agent can trust, through the real pipeline on SQLite and PostgreSQL: each
message once, one line per slot with its recent previous value, a rule in place of the fact
it covers, and a user's issues (open/resolved) with the relevant open one in the context."""

from __future__ import annotations

from datetime import timedelta

from memory_core import MemoryReader, process_session
from memory_core.jobs.reflect import reflect_user
from memory_core.settings import Settings
from memory_core.store.store import Store
from tests.support.sessions import T0, session

DATES = [
    (0, "Is 03/04/2026 on the invoice March or April?", "please use YYYY-MM-DD with me"),
    (5, "The usage report period looks odd.", "again, ISO dates not US format please"),
    (10, "We hit 429s on the bulk API.", "dates like 2026-03-01 please, always"),
]


def _ids(ctx: object) -> list[str]:
    return [m for i in ctx.episodic.items for m in i.reason["shown_message_ids"]]  # type: ignore[attr-defined]


def test_context_shows_each_message_once_and_the_slot_once(settings: Settings) -> None:
    process_session(
        session("a", "u", 0, "We run MySQL 8 on AWS.", "Noted.", "Uploads time out on nginx."),
        settings=settings,
    )
    process_session(
        session("b", "u", 20, "We moved to PostgreSQL 15 last week.", "Nice.", "nginx again"),
        settings=settings,
    )
    now = T0 + timedelta(days=30)
    with MemoryReader(settings.database_url, settings=settings) as r:
        ctx = r.build_context("u", "which database do we run now?", max_tokens=2_000, now=now)
        lines = [i.text for i in ctx.semantic.items if " database: " in i.text]
        assert len(lines) == 1 and "PostgreSQL 15" in lines[0]
        assert "was MySQL 8 until" in lines[0]
        ids = _ids(ctx)
        assert ids and len(ids) == len(set(ids))
        assert ctx.total_tokens <= 2_000
        later = r.build_context("u", "database", max_tokens=2_000, now=now + timedelta(days=200))
        assert "was MySQL" not in later.text  # an old change is history, not context


def test_a_rule_replaces_the_fact_line_it_covers(settings: Settings) -> None:
    for i, (day, ask, said) in enumerate(DATES):
        process_session(session(f"h{i}", "helga", day, ask, "Sure.", said), settings=settings)
    store = Store(settings.database_url)
    reflect_user(store, settings, "default", "helga", now=T0 + timedelta(days=30))
    store.dispose()
    with MemoryReader(settings.database_url, settings=settings) as r:
        [rule] = r.rules("helga")
        assert rule.basis.get("key") == "date_format"
        ctx = r.build_context("helga", "how should dates be written?", now=T0 + timedelta(days=30))
        texts = [i.text for i in ctx.semantic.items]
        assert texts[0].startswith(f"- {rule.rule}")
        assert not [t for t in texts if "date_format:" in t]  # the rule says it once
        ids = _ids(ctx)
        assert len(ids) == len(set(ids))


def test_reader_lists_issues_and_the_context_shows_a_relevant_open_one(
    settings: Settings,
) -> None:
    process_session(
        session("i1", "u", 0, "The CSV export fails with ERR_QUOTA_EXCEEDED since Monday."),
        settings=settings,
    )
    process_session(
        session("i2", "u", 2, "The dashboard is slow to load.", "Try clearing filters."),
        settings=settings,
    )
    process_session(
        session("i3", "u", 4, "The dashboard is slow to load.", "Cleared.", "Fixed, works now."),
        settings=settings,
    )
    now = T0 + timedelta(days=5)
    with MemoryReader(settings.database_url, settings=settings) as r:
        issues = {i.key: i for i in r.issues("u")}
        assert issues["err_quota_exceeded"].status == "open"
        assert issues["err_quota_exceeded"].session_ids == ["i1"]
        resolved = [i for i in r.issues("u", status="resolved")]
        assert resolved and all(i.status == "resolved" for i in resolved)
        assert r.issues("nobody") == []
        ctx = r.build_context("u", "why does the export fail with ERR_QUOTA_EXCEEDED?", now=now)
        assert [i.reason.get("issue") for i in ctx.semantic.items][:1] == ["err_quota_exceeded"]
        other = r.build_context("u", "how do I change my invoice address?", now=now)
        assert not [i for i in other.semantic.items if "issue" in i.reason]
        assert not [f for f in r.facts("u") if "ERR_QUOTA" in f.value]  # not a fact
