"""Procedural memory: behaviour patterns, how much to trust them, and when to stop using them.

Confidence is the mean of a Beta(1, 1) posterior over the pattern's outcomes, not the raw
success ratio: 2/2 successes (0.75) ranks below 95/100 (0.94), and a pattern with no evidence
sits at the uninformed 0.5. Outcomes decay exponentially (``procedure_half_life_days``), so
recent behaviour counts more. Decay pulls an idle pattern back towards 0.5 rather than to 0:
time alone never deprecates a rule, only observed failures do, and a deprecated pattern (no
longer offered to agents, so no longer tried) gets a second chance once its failures are old.

A pattern is deprecated (kept, flagged, left out of context) once it has at least
``procedure_min_applications`` outcomes and its confidence is under
``procedure_deprecate_below``; it recovers as soon as the confidence is back above it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memory_core.settings import Settings

SOURCES = ("instruction", "experience")
PRIOR_SUCCESS = 1.0  # Beta prior: one pseudo-success and one pseudo-failure
PRIOR_FAILURE = 1.0


@dataclass(frozen=True)
class ProcedurePolicy:
    half_life_days: float = 90.0
    min_applications: int = 10
    deprecate_below: float = 0.3

    @classmethod
    def from_settings(cls, settings: Settings) -> ProcedurePolicy:
        return cls(
            settings.procedure_half_life_days,
            settings.procedure_min_applications,
            settings.procedure_deprecate_below,
        )


@dataclass(frozen=True)
class Weights:
    """Decayed outcome weights as of ``at`` (None: no outcome yet)."""

    applied: float
    succeeded: float
    at: datetime | None


def decay_factor(since: datetime, until: datetime, half_life_days: float) -> float:
    if half_life_days <= 0:
        return 1.0
    days = (until - since).total_seconds() / 86_400
    return float(0.5 ** max(0.0, days / half_life_days))


def add_outcome(w: Weights, success: bool, at: datetime, half_life_days: float) -> Weights:
    """Add one outcome. Out-of-order outcomes (late sessions) are decayed to the weights' time."""
    s = 1.0 if success else 0.0
    if w.at is None:
        return Weights(1.0, s, at)
    if at >= w.at:
        f = decay_factor(w.at, at, half_life_days)
        return Weights(w.applied * f + 1.0, w.succeeded * f + s, at)
    g = decay_factor(at, w.at, half_life_days)
    return Weights(w.applied + g, w.succeeded + g * s, w.at)


def decayed_to(w: Weights, now: datetime, half_life_days: float) -> Weights:
    if w.at is None or now <= w.at:
        return w
    f = decay_factor(w.at, now, half_life_days)
    return Weights(w.applied * f, w.succeeded * f, now)


def posterior_mean(succeeded: float, applied: float) -> float:
    """Mean of the Beta posterior: shrinks small samples towards 0.5."""
    return (succeeded + PRIOR_SUCCESS) / (applied + PRIOR_SUCCESS + PRIOR_FAILURE)


def confidence_at(w: Weights, now: datetime | None, half_life_days: float) -> float:
    if now is not None:
        w = decayed_to(w, now, half_life_days)
    return posterior_mean(w.succeeded, w.applied)


def is_deprecated(applied: int, confidence: float, policy: ProcedurePolicy) -> bool:
    """Deprecated after enough applications while confidence stays low; recovers above it."""
    return applied >= policy.min_applications and confidence < policy.deprecate_below


def wilson_lower_bound(successes: float, n: float, z: float = 1.96) -> float:
    """Lower bound of the 95% Wilson interval (kept for callers that want the stricter bound)."""
    if n <= 0:
        return 0.0
    p = successes / n
    denom = 1 + z * z / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n)))
    return max(0.0, (centre - margin) / denom)


@dataclass(frozen=True)
class PatternState:
    """What the rules need of a stored pattern: its count, decayed weights and flag."""

    applied: int
    weights: Weights
    deprecated: bool


@dataclass(frozen=True)
class PatternScores:
    """A pattern's new weights, confidence and deprecation flag."""

    weights: Weights
    confidence: float
    deprecated: bool

    def changed_flag(self, before: PatternState) -> bool:
        return self.deprecated != before.deprecated


def after_outcome(
    state: PatternState, success: bool, at: datetime, policy: ProcedurePolicy
) -> PatternScores:
    """Scores once one more outcome (already counted in ``state.applied``) is added."""
    w = add_outcome(state.weights, success, at, policy.half_life_days)
    conf = posterior_mean(w.succeeded, w.applied)
    return PatternScores(w, conf, is_deprecated(state.applied, conf, policy))


def rescored(state: PatternState, now: datetime, policy: ProcedurePolicy) -> PatternScores:
    """Scores with the weights decayed to ``now`` (the nightly pass)."""
    w = decayed_to(state.weights, now, policy.half_life_days)
    conf = posterior_mean(w.succeeded, w.applied)
    return PatternScores(w, conf, is_deprecated(state.applied, conf, policy))
