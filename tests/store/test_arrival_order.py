"""Consolidation does not depend on arrival order, through the real in-process pipeline on
SQLite and PostgreSQL: the same users' sessions fed in order, newest first and shuffled end
with the same current facts, the same facts as of every session, and the same changes."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from typing import Any

from memory_core import MemoryReader, process_session
from memory_core.demo_data import demo_sessions
from memory_core.model.products import mentions
from memory_core.settings import Settings
from tests.support.llm_server import ScriptedLLM, extraction_reply
from tests.support.sessions import session

Change = tuple[str, str, datetime, str | None, str | None, str]


def _spelled(value: str | None) -> str | None:
    """A row keeps the spelling known when it was written ("Postgres 15" or "PostgreSQL 15")."""
    found = mentions(value) if value else []
    return found[0].value if found else value


def _story(prefix: str, sessions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The sessions under users and session ids of their own, so orders share one store."""
    return [
        {**s, "session_id": f"{prefix}{s['session_id']}", "user_id": f"{prefix}{s['user_id']}"}
        for s in sessions
    ]


def _state(
    settings: Settings, prefix: str, users: list[str], tenant: str, times: list[datetime]
) -> tuple[list[Any], set[Change], set[tuple[Any, ...]]]:
    """Facts as of every session's start and now, and the value endings in the history."""
    facts: list[Any] = []
    changes: set[Change] = set()
    rows: set[tuple[Any, ...]] = set()  # every history row, confirmations and labels too
    with MemoryReader(settings.database_url, settings=settings) as r:
        for user in users:
            for at in [*times, None]:
                found = r.facts(f"{prefix}{user}", tenant_id=tenant, as_of=at)
                facts.append(
                    sorted(
                        (user, str(at), f.entity, f.key, _spelled(f.value), f.valid_from)
                        for f in found
                    )
                )
            for c in r.fact_history(f"{prefix}{user}", tenant_id=tenant):
                rows.add((user, c.entity, c.key, c.change, c.changed_at, _spelled(c.new_value)))
                if c.old_value is not None:
                    changes.add(
                        (
                            c.entity,
                            c.key,
                            c.changed_at,
                            _spelled(c.old_value),
                            _spelled(c.new_value),
                            c.source_session_id.removeprefix(prefix),
                        )
                    )
    return facts, changes, rows


def _orders(sessions: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    in_order = sorted(sessions, key=lambda s: s["started_at"])
    orders = {"in-": in_order, "rev-": in_order[::-1]}
    for seed in (4, 15):  # 4: a restatement first, then the change, then the original
        shuffled = list(in_order)
        random.Random(seed).shuffle(shuffled)
        orders[f"shuf{seed}-"] = shuffled
    return orders


def _check(
    settings: Settings,
    sessions: list[dict[str, Any]],
    tenant: str,
    run: Callable[[dict[str, Any]], None],
) -> None:
    users = sorted({s["user_id"] for s in sessions})
    times = sorted(datetime.fromisoformat(s["started_at"]) for s in sessions)
    results = {}
    for prefix, order in _orders(sessions).items():
        for s in _story(prefix, order):
            run(s)
        results[prefix] = _state(settings, prefix, users, tenant, times)
    facts, changes, rows = results["in-"]
    assert any(facts), "the story states facts"
    assert changes, "the story changes a fact"
    others = [p for p in results if p != "in-"]
    for prefix in others:
        assert results[prefix][0] == facts, prefix
    for prefix in others:  # every change as in order, and nothing else
        assert results[prefix][1] == changes, prefix
        assert results[prefix][2] == rows, prefix  # the same rows, labelled the same


def test_the_demo_story_is_the_same_in_any_arrival_order(settings: Settings) -> None:
    """PostgreSQL 14 -> "upgraded to 15" -> "Postgres 15" -> MySQL 8, Redis dropped, a
    customer's SQL Server kept apart, contact details, preferences: four users, 27 sessions."""
    _check(settings, demo_sessions(), "demo", lambda s: _ok(process_session(s, settings=settings)))


def _ok(result: Any) -> None:
    assert result is not None


def test_a_late_session_reads_the_facts_of_its_own_time(settings: Settings) -> None:
    """ "we upgraded to 12" is read against PostgreSQL 11, valid then, even when it arrives
    after the later session that made Python 3.12 a second versioned fact (read against the
    newest facts, the bare version would be ambiguous and the change lost)."""
    story = [
        session("a", "u", 0, "We run PostgreSQL 11 in production."),
        session("c", "u", 20, "Our backend is on Python 3.12 now."),
        session("b", "u", 5, "Quick note: we upgraded to 12 last night."),
    ]
    for s in _story("late-", story):
        process_session(s, settings=settings)
    for s in _story("in-", sorted(story, key=lambda s: s["started_at"])):
        process_session(s, settings=settings)
    with MemoryReader(settings.database_url, settings=settings) as r:
        for prefix in ("late-", "in-"):
            now = {f.key: f.value for f in r.facts(f"{prefix}u")}
            assert now == {"database": "PostgreSQL 12", "programming_language": "Python 3.12"}
            chain = [
                (c.old_value, c.new_value)
                for c in r.fact_history(f"{prefix}u", "database")
                if c.old_value is not None
            ]
            assert chain == [("PostgreSQL 11", "PostgreSQL 12")], prefix


def test_a_bare_upgrade_waits_for_the_older_session_that_names_the_product(
    settings: Settings,
) -> None:
    """ "we upgraded to 15" names no product; arriving before the session that named
    PostgreSQL 14 it is kept aside (no fact, no change) and read once that session lands:
    the same facts and the same 14 -> 15 change under the newer session as in order."""
    story = [
        session("pa", "p", 0, "We run PostgreSQL 14 in production."),
        session("pb", "p", 5, "Quick note: we upgraded to 15 last night."),
        session("pc", "p", 9, "We upgraded to 15 seats."),
    ]
    _check(settings, story, "default", lambda s: _ok(process_session(s, settings=settings)))
    with MemoryReader(settings.database_url, settings=settings) as r:
        for prefix in ("in-", "rev-"):
            assert {f.key: f.value for f in r.facts(f"{prefix}p")} == {"database": "PostgreSQL 15"}
            chain = [
                (c.old_value, c.new_value, c.source_session_id)
                for c in r.fact_history(f"{prefix}p", "database")
                if c.old_value is not None
            ]
            assert chain == [("PostgreSQL 14", "PostgreSQL 15", f"{prefix}pb")], prefix


def _llm_fact(key: str, value: str) -> dict[str, Any]:
    return {"entity": "user", "category": "account", "key": key, "value": value, "confidence": 0.9}


def test_a_late_llm_key_spelled_shorter_joins_the_newer_slot(
    llm_settings: Settings, llm: ScriptedLLM
) -> None:
    """The merge maps keys against the current slots, newer sessions' included (as of the
    session's time, the late older one would open a second slot). "support_tier_name" read
    as "support_tier" only one way round left two current tiers when the older session
    came last; now either order is one slot with one change, Gold -> Platinum."""
    story = [("a", 0, "support_tier", "Gold"), ("c", 10, "support_tier_name", "Platinum")]
    for prefix, order in (("in-", story), ("rev-", story[::-1])):
        for sid, day, key, value in order:
            llm.push(extraction_reply([_llm_fact(key, value)]))
            s = session(f"{prefix}{sid}", f"{prefix}t", day, "About our plan.", "Noted.")
            process_session(s, settings=llm_settings)
    with MemoryReader(llm_settings.database_url, settings=llm_settings) as r:
        for prefix in ("in-", "rev-"):
            assert [f.value for f in r.facts(f"{prefix}t")] == ["Platinum"], prefix
            chain = [
                (c.old_value, c.new_value, c.source_session_id)
                for c in r.fact_history(f"{prefix}t")
                if c.old_value is not None
            ]
            assert chain == [("Gold", "Platinum", f"{prefix}c")], prefix
