"""Procedural memory maths: the Beta-posterior confidence and its time decay (pure)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memory_core.model.procedures import (
    Weights,
    add_outcome,
    confidence_at,
    decayed_to,
    posterior_mean,
)

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def test_confidence_respects_sample_size() -> None:
    assert posterior_mean(0, 0) == 0.5  # no evidence: uninformed, not 0 or 1
    assert posterior_mean(2, 2) < posterior_mean(95, 100)  # 2/2 is weaker than 95/100
    assert posterior_mean(0, 1) > posterior_mean(0, 10)


def test_decay_is_order_independent_and_favours_recent_outcomes() -> None:
    rng = random.Random(7)
    outcomes = [(T0 + timedelta(days=rng.uniform(0, 200)), rng.random() < 0.6) for _ in range(40)]
    now = T0 + timedelta(days=250)
    in_order = Weights(0, 0, None)
    for at, ok in sorted(outcomes):
        in_order = add_outcome(in_order, ok, at, 30)
    shuffled = Weights(0, 0, None)
    for at, ok in rng.sample(outcomes, len(outcomes)):
        shuffled = add_outcome(shuffled, ok, at, 30)
    a, b = decayed_to(in_order, now, 30), decayed_to(shuffled, now, 30)
    assert a.applied == pytest.approx(b.applied) and a.succeeded == pytest.approx(b.succeeded)
    # Ten failures a year ago and three successes now: the recent successes dominate.
    for half_life, expected in ((30.0, (0.75, 1.0)), (1e9, (0.0, 0.35))):  # 1e9: no decay
        w = Weights(0, 0, None)
        for i in range(10):
            w = add_outcome(w, False, T0 + timedelta(minutes=i), half_life)
        for i in range(3):
            w = add_outcome(w, True, T0 + timedelta(days=365, minutes=i), half_life)
        conf = confidence_at(w, T0 + timedelta(days=365, hours=1), half_life)
        assert expected[0] < conf < expected[1]


# -- tracking the present (the change-point test, chance, recovery, per-user blend) --------
from memory_core.model.procedures import (  # noqa: E402
    Evidence,
    PatternState,
    ProcedurePolicy,
    after_outcome,
    blend,
    change_point,
    hidden,
    hidden_for_user,
    rescored,
)

POLICY = ProcedurePolicy()  # 90-day half-life, 10 applications, 0.3


def _replay(outcomes: list[bool], days: float = 1.0) -> list[bool]:
    """Feed outcomes one a ``days`` apart; return the hidden flag after each."""
    state = PatternState(0, Weights(0, 0, None), False)
    flags = []
    for i, ok in enumerate(outcomes):
        at = T0 + timedelta(days=days * i)
        sc = after_outcome(
            PatternState(i + 1, state.weights, state.deprecated, state.recent), ok, at, POLICY
        )
        state = PatternState(i + 1, sc.weights, sc.deprecated, sc.recent)
        flags.append(sc.deprecated)
    return flags


def test_change_point_finds_the_latest_regime_only_when_it_is_significant() -> None:
    assert change_point([True] * 20 + [False] * 3) == 3
    assert change_point([True] * 20 + [False] * 2) is None  # too short to tell
    assert change_point([False] * 20 + [True] * 4) == 4
    rng = random.Random(3)
    steady = [rng.random() < 0.8 for _ in range(40)]
    assert change_point(steady) is None


def test_a_pattern_that_stops_working_is_hidden_within_eight_failures_and_recovers() -> None:
    flags = _replay([True] * 20 + [False] * 8 + [True] * 10)
    assert not any(flags[:20])
    first_hidden = flags.index(True)
    assert 20 <= first_hidden < 28  # within 8 consecutive failures (here: the 3rd)
    assert all(flags[first_hidden:30])
    assert not flags[-1]  # recent successes bring it back (9 of the last 10), not decay


def test_a_coin_flip_is_not_shown_once_it_has_ten_outcomes() -> None:
    assert all(_replay([i % 2 == 0 for i in range(40)])[9:])
    assert all(_replay([i % 4 < 2 for i in range(40)])[9:])
    shown = checks = 0
    for seed in range(100):
        rng = random.Random(seed)
        flags = _replay([rng.random() < 0.5 for _ in range(22)], days=3.0)
        shown += sum(not f for f in flags[9:])
        checks += len(flags[9:])
    assert shown / checks < 0.02  # only a lucky run (9 of 10, 13 in a row) looks better


def test_a_good_pattern_stays_shown_and_a_new_one_is_only_hidden_when_clearly_bad() -> None:
    rng = random.Random(11)
    flags = _replay([rng.random() < 0.95 for _ in range(60)], days=3.0)
    assert sum(flags) <= 3  # a rare unlucky streak at most
    assert _replay([False, True, False]) == [False, False, False]  # too little to judge
    assert _replay([False] * 4)[-1]  # four failures of four: clearly worse than chance


def test_idle_evidence_fades_into_a_second_chance() -> None:
    state = PatternState(0, Weights(0, 0, None), False)
    for i in range(12):
        sc = after_outcome(
            PatternState(i + 1, state.weights, state.deprecated, state.recent), False, T0, POLICY
        )
        state = PatternState(i + 1, sc.weights, sc.deprecated, sc.recent)
    assert state.deprecated
    assert rescored(state, T0 + timedelta(days=30), POLICY).deprecated
    assert not rescored(state, T0 + timedelta(days=600), POLICY).deprecated


def test_a_user_view_blends_the_users_tally_with_the_tenants() -> None:
    tenant_good, user_bad = Evidence(38, 40), Evidence(0, 5)
    # The tenant decides until the user has enough of their own, but a clear veto counts.
    assert not hidden_for_user(None, 0, tenant_good, 40, POLICY)
    assert hidden_for_user(user_bad, 5, tenant_good, 40, POLICY)
    assert not hidden_for_user(Evidence(1, 2), 2, tenant_good, 40, POLICY)
    # With ten outcomes of their own, the user's record decides either way.
    assert not hidden_for_user(Evidence(10, 10), 10, Evidence(20, 40), 40, POLICY)
    assert hidden_for_user(Evidence(5, 10), 10, tenant_good, 40, POLICY)
    # Confidence: the user's record shrunk towards the tenant's (a prior of 10 outcomes).
    b = blend(Evidence(0, 5), tenant_good)
    assert b.n == 15 and 0.5 < b.rate < 0.7
    assert blend(None, tenant_good) == tenant_good
    assert hidden(Evidence(11, 22), 22, POLICY) and not hidden(Evidence(19, 20), 20, POLICY)


def _row(user: str, outcomes: list[tuple[datetime, bool]]) -> Any:
    from memory_core.store.records import PatternRecord

    ok = sum(s for _, s in outcomes)
    return PatternRecord(
        1,
        "t",
        user,
        "offer-rollback",
        "a rollback case",
        "offer a rollback",
        "experience",
        len(outcomes),
        ok,
        0.5,
        False,
        T0,
        T0,
        float(len(outcomes)),
        float(ok),
        outcomes[-1][0],
        None,
        [[int(at.timestamp()), int(s)] for at, s in outcomes],
    )


def test_a_users_failures_during_a_tenant_wide_break_do_not_hide_the_recovery() -> None:
    from memory_core.read.procedures import procedure_views

    # 20 good uses, 12 failures for everyone, then 16 successes: the tenant's latest regime.
    course = [True] * 20 + [False] * 12 + [True] * 16
    at = [T0 + timedelta(days=2 * i) for i in range(len(course))]
    tenant = _row("*", list(zip(at, course, strict=True)))
    # This user had 8 of the failures and 3 of the successes since: 11 outcomes of their
    # own, 3/11, but every failure fell while the pattern was broken for everyone.
    mine = [i for i in range(20, 28)] + [40, 44, 47]
    own = _row("u", [(at[i], course[i]) for i in mine])
    now = at[-1] + timedelta(hours=1)
    shown = procedure_views([tenant, own], "u", now, POLICY)
    assert [v.pattern_id for v in shown] == ["offer-rollback"]
    # A user for whom it keeps failing after the recovery is still not shown it.
    after = [(at[j], False) for j in (36, 39, 42, 44, 47)]
    bad = _row("u", [(at[i], course[i]) for i in range(20, 28)] + after)
    assert procedure_views([tenant, bad], "u", now, POLICY) == []
