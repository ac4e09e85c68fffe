"""The merge planner (model.facts.plan_merge) and the other pure policies a stage calls:
values in, a plan out, no store."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from memory_core.ingest.runtime import RetryPolicy
from memory_core.model.facts import (
    FactRow,
    Observation,
    SlotState,
    Statement,
    plan_merge,
)
from memory_core.model.procedures import (
    PatternState,
    ProcedurePolicy,
    Weights,
    after_outcome,
    rescored,
)

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)
DB = ("environment", "database")


def st(value: str, confidence: float = 0.9, key: str = "database") -> Statement:
    return Statement("environment", key, "technical_environment", value, confidence)


def test_a_new_slot_is_one_insert_and_an_added_event() -> None:
    plan = plan_merge([st("PostgreSQL 14")], {}, T0, "s1")
    [slot] = plan.slots
    assert slot.event.change == "added" and slot.closes == ()
    [write] = slot.writes
    assert write.row_id is None and write.interval.valid_to is None
    assert plan.count("added") == 1


def test_a_new_value_closes_the_open_row_first() -> None:
    state = SlotState(
        previous=(Observation("PostgreSQL 14", T0, "s1", 0.9),),
        rows=(FactRow(7, "PostgreSQL 14", T0, None, None),),
    )
    later = T0 + timedelta(days=3)
    [slot] = plan_merge([st("MySQL 8")], {DB: state}, later, "s2").slots
    assert slot.event.change == "superseded" and slot.event.old_value == "PostgreSQL 14"
    assert [(c.row_id, c.valid_to) for c in slot.closes] == [(7, later)]
    assert [w.row_id for w in slot.writes] == [7, None]
    assert slot.target == 1  # the history row points at the new interval


def test_the_same_value_again_confirms_in_place() -> None:
    state = SlotState(
        previous=(Observation("PostgreSQL 14", T0, "s1", 0.9),),
        rows=(FactRow(7, "PostgreSQL 14", T0, None, None),),
    )
    [slot] = plan_merge([st("postgresql 14")], {DB: state}, T0 + timedelta(days=1), "s2").slots
    assert slot.event.change == "confirmed" and slot.closes == ()
    [write] = slot.writes
    assert write.row_id == 7 and write.interval.times_confirmed == 2


def test_a_replanned_session_ignores_its_own_earlier_statement() -> None:
    state = SlotState(previous=(Observation("MySQL 8", T0, "s1", 0.9),))
    [slot] = plan_merge([st("MySQL 8")], {DB: state}, T0, "s1").slots
    assert slot.event.change == "added"


def test_within_a_session_the_last_statement_wins_and_unsure_ones_drop() -> None:
    plan = plan_merge(
        [st("PostgreSQL 14"), st("PostgreSQL 15"), st("Redis", 0.1, key="cache")], {}, T0, "s1"
    )
    assert [(s.statement.key, s.statement.value) for s in plan.slots] == [
        ("database", "PostgreSQL 15")
    ]


def test_a_retry_policy_caps_and_jitters() -> None:
    policy = RetryPolicy(base=2.0, cap=30.0, max_retries=5)
    rng = random.Random(1)
    delays = [policy.countdown(n, rng) for n in range(8)]
    assert all(0 < d <= 30.0 for d in delays)
    assert 1.0 <= delays[0] <= 2.0 and delays[-1] >= 15.0
    assert policy.should_retry(4) and not policy.should_retry(5)


def test_pattern_scores_follow_outcomes_and_time() -> None:
    policy = ProcedurePolicy(half_life_days=30.0, min_applications=3, deprecate_below=0.3)
    state = PatternState(0, Weights(0.0, 0.0, None), False)
    for n in range(1, 6):
        before = PatternState(n, state.weights, state.deprecated, state.recent)
        scores = after_outcome(before, False, T0, policy)
        state = PatternState(n, scores.weights, scores.deprecated, scores.recent)
    assert state.deprecated and scores.confidence < 0.3
    # A year idle: decay pulls confidence back to 0.5 and the pattern recovers.
    later = rescored(state, T0 + timedelta(days=365), policy)
    assert not later.deprecated and abs(later.confidence - 0.5) < 0.01
