"""The pure fact timeline (memory_core.model.facts): observations in, validity intervals and
one audit event per new observation out. No store, no fixtures."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from memory_core.model.facts import Event, Interval, Observation, classify, same_value, timeline

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def day(n: float) -> datetime:
    return T0 + timedelta(days=n)


def obs(value: str, n: float, session: str | None = None, confidence: float = 0.8) -> Observation:
    return Observation(value, day(n), session or f"s{n:g}", confidence)


def spans(observations: list[Observation]) -> list[tuple[str, datetime, datetime | None]]:
    return [(i.value, i.valid_from, i.valid_to) for i in timeline(observations)]


def test_same_value_ignores_case_and_spacing_only() -> None:
    assert same_value("PostgreSQL 15", "postgresql 15")
    assert same_value("  MySQL\t8 ", "mysql 8")
    assert not same_value("PostgreSQL 15", "PostgreSQL 16")
    assert not same_value("Redis7", "Redis 7")


def test_no_observations_no_timeline() -> None:
    assert timeline([]) == []


def test_a_first_statement_is_added_and_opens_an_interval() -> None:
    first = obs("PostgreSQL 14", 0, confidence=0.7)
    assert classify([], first) == Event("added", None, "PostgreSQL 14")
    assert timeline([first]) == [Interval("PostgreSQL 14", day(0), None, "s0", day(0), 1, 0.7)]


def test_a_repeated_value_confirms_the_open_interval() -> None:
    a, b = obs("Redis 7", 0), obs("redis  7", 5, confidence=0.9)
    assert classify([a], b) == Event("confirmed", "Redis 7", "redis  7")
    [iv] = timeline([a, b])
    # One interval, from the first statement, still open; the canonical spelling is kept.
    assert (iv.valid_from, iv.valid_to, iv.source_session_id) == (day(0), None, "s0")
    assert iv.value == "Redis 7" and iv.last_observed_at == day(5)
    assert iv.times_confirmed == 2 and iv.confidence == 0.9


def test_a_new_value_supersedes_and_closes_the_interval() -> None:
    a, b, c = obs("PostgreSQL 14", 0), obs("PostgreSQL 15", 10), obs("MySQL 8", 20)
    assert classify([a], b) == Event("superseded", "PostgreSQL 14", "PostgreSQL 15")
    assert classify([a, b], c) == Event("superseded", "PostgreSQL 15", "MySQL 8")
    assert spans([a, b, c]) == [
        ("PostgreSQL 14", day(0), day(10)),
        ("PostgreSQL 15", day(10), day(20)),
        ("MySQL 8", day(20), None),
    ]
    assert [i.source_session_id for i in timeline([a, b, c])] == ["s0", "s10", "s20"]


def test_a_late_session_is_backfilled_without_displacing_newer_statements() -> None:
    a, b = obs("Redis 7", 0), obs("Redis 7", 5)
    late = obs("Memcached", 2, "late")
    assert classify([a, b], late) == Event("backfilled", "Redis 7", "Memcached")
    # It splits the past where it belongs; the newer statement stays current.
    assert spans([a, b, late]) == [
        ("Redis 7", day(0), day(2)),
        ("Memcached", day(2), day(5)),
        ("Redis 7", day(5), None),
    ]


def test_a_late_session_older_than_everything_is_backfilled_with_no_prior_value() -> None:
    current, early = obs("MySQL 8", 5), obs("PostgreSQL 14", 1)
    assert classify([current], early) == Event("backfilled", None, "PostgreSQL 14")
    assert spans([current, early]) == [("PostgreSQL 14", day(1), day(5)), ("MySQL 8", day(5), None)]


def test_a_late_repeat_of_the_value_then_current_confirms_the_past_interval() -> None:
    a, b = obs("Redis 7", 0), obs("Memcached", 10)
    late = obs("redis 7", 4)
    assert classify([a, b], late) == Event("confirmed", "Redis 7", "redis 7")
    first, second = timeline([a, b, late])
    assert (first.valid_from, first.valid_to) == (day(0), day(10))
    assert first.times_confirmed == 2 and first.last_observed_at == day(4)
    assert (second.value, second.valid_to) == ("Memcached", None)


def test_the_order_of_arrival_does_not_change_the_timeline() -> None:
    """Workers merge in any order: the same observations always give the same intervals."""
    stated = [("A", 0), ("A", 3), ("B", 5), ("A", 9), ("C", 12), ("c", 15), ("B", 20)]
    observations = [obs(v, n) for v, n in stated]
    expected = timeline(observations)
    assert [(i.value, i.times_confirmed) for i in expected] == [
        ("A", 2),
        ("B", 1),
        ("A", 1),
        ("c", 2),
        ("B", 1),
    ]
    rng = random.Random(5)
    for _ in range(25):
        assert timeline(rng.sample(observations, len(observations))) == expected


def test_statements_at_the_same_instant_are_ordered_by_session_id() -> None:
    x, y = obs("A", 0, "s-a"), obs("B", 0, "s-b")
    assert classify([x], y) == Event("superseded", "A", "B")
    assert classify([y], x) == Event("backfilled", None, "A")
    assert timeline([x, y]) == timeline([y, x])
    assert timeline([y, x])[-1].value == "B"


@pytest.mark.parametrize(
    ("previous", "new", "change"),
    [
        ([], obs("A", 0), "added"),
        ([obs("A", 0)], obs("a", 3), "confirmed"),
        ([obs("A", 0)], obs("B", 3), "superseded"),
        ([obs("A", 0), obs("C", 9)], obs("B", 3), "backfilled"),
    ],
)
def test_classifying_an_observation_already_recorded_gives_the_same_event(
    previous: list[Observation], new: Observation, change: str
) -> None:
    """A retried merge may find its own observation among the previous ones: same event."""
    event = classify(previous, new)
    assert event.change == change
    assert classify([*previous, new], new) == event
    assert classify([new, *previous], new) == event


def test_a_pending_version_is_resolved_only_by_a_product_at_that_version() -> None:
    """The explicit check the store can use instead of ``value.endswith(" 15")``."""
    from memory_core.model.pending import resolves

    assert resolves("15", "PostgreSQL 15")
    assert not resolves("15", "Go 1.15")
    assert not resolves("15", "team of 15")
    assert not resolves("15", "PostgreSQL 15.4")
