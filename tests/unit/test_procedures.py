"""Procedural memory maths: the Beta-posterior confidence and its time decay (pure)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

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
