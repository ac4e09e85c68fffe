"""Procedural memory: behaviour patterns, how much to trust them, and when to stop using them.

Confidence is the mean of a Beta(1, 1) posterior over the pattern's outcomes, not the raw
success ratio: 2/2 successes (0.75) ranks below 95/100 (0.94), and a pattern with no evidence
sits at the uninformed 0.5. Outcomes decay exponentially (``procedure_half_life_days``), so
recent behaviour counts more.

Whether a pattern is shown is decided on its *current* evidence, which tracks the present
(``current_evidence``): its latest ``RECENT_WINDOW`` outcomes, not its decayed totals.

- **Change point.** When the best split of that window into an earlier and a latest segment
  (each at least ``MIN_SEGMENT`` long) explains it much better than one success rate
  (binomial log-likelihood ratio >= ``CHANGE_LLR``), only the latest segment is the current
  evidence: 20 successes then 3 failures is a pattern that stopped working, not an 87% one.
  Change points are searched again inside the latest segment, so the newest regime decides.
- **Clearly better than chance.** Once a pattern has ``procedure_min_applications``
  outcomes, it is shown only while the Wilson lower bound (99% one-sided) of its current
  success rate is above 0.5: a coin flip is not shown (9/10 or 28/40 are, 8/10 is not).
  Before that it is hidden only when it is clearly worse than chance (Wilson upper bound
  under 0.5) or under ``procedure_deprecate_below``.
- **Recovery** is on recent success, not on time: successes after the failures are a new
  latest segment; since it must be clearly better than chance, a segment that is better
  than what preceded it is judged together with the outcomes before it up to
  ``MIN_EVIDENCE`` (nine successes of the last ten bring a pattern back). Failing is
  believed faster than recovering: three failures after a long good run are enough.
- **Faded evidence.** When the current outcomes are old (their decayed weight is under
  ``FADED_BELOW`` outcomes: an idle pattern), they are judged leniently again, on that
  weight: a deprecated pattern, no longer offered and so no longer tried, gets a second
  chance in time, and time alone never deprecates one.

The confidence shown is the Beta posterior mean of the current evidence.

Tallies are kept per tenant (user ``"*"``) and per user, and a user's view blends the two:
its confidence is the user's record shrunk towards the tenant's (a prior worth at most
``BLEND_PRIOR`` outcomes); whether it is shown is decided by the tenant's evidence until the
user has ``procedure_min_applications`` outcomes of their own (``hidden_for_user``), and the
user's own evidence can veto earlier when it is clearly worse than chance for them. When
the tenant's window has a change point, a user's own record counts from its latest regime
on (``regime_start``): failures everyone had while the pattern was broken say nothing about
the user once it works again for everyone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memory_core.settings import Settings

SOURCES = ("instruction", "experience")
RECENT_WINDOW = 40  # latest outcomes kept per tally: the present a pattern is judged on
MIN_SEGMENT = 3
MIN_EVIDENCE = 10  # outcomes a recovery must show before it counts as clearly better
CHANGE_LLR = 13.0  # the best of up to 37 splits: p < 0.01 under no change
FADED_BELOW = 3.0  # effective outcomes under which old evidence no longer decides
BLEND_PRIOR = 10.0
Z = 1.96  # the upper bound that says "clearly worse than chance" (95%)
Z_SHOW = 2.326  # the lower bound that says "clearly better than chance" (99%, one-sided)
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
    """The decayed-totals rule alone (``hidden`` is what decides; kept for callers)."""
    return applied >= policy.min_applications and confidence < policy.deprecate_below


def wilson_lower_bound(successes: float, n: float, z: float = 1.96) -> float:
    """Lower bound of the 95% Wilson interval of a success rate."""
    if n <= 0:
        return 0.0
    p = successes / n
    denom = 1 + z * z / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n)))
    return max(0.0, (centre - margin) / denom)


def wilson_upper_bound(successes: float, n: float, z: float = Z) -> float:
    if n <= 0:
        return 1.0
    return 1.0 - wilson_lower_bound(n - successes, n, z)


# An outcome in a tally's recent window: (epoch seconds, success), oldest first.
Recent = tuple[tuple[float, bool], ...]


def add_recent(recent: Recent, success: bool, at: datetime, size: int = RECENT_WINDOW) -> Recent:
    """Insert in time order (late sessions land where they belong); keep the latest ``size``."""
    items = sorted([*recent, (at.timestamp(), success)], key=lambda x: x[0])
    return tuple(items[-size:])


def _loglik(s: int, n: int) -> float:
    if n == 0 or s in (0, n):
        return 0.0
    p = s / n
    return s * math.log(p) + (n - s) * math.log(1 - p)


def change_point(
    outcomes: Sequence[bool], min_segment: int = MIN_SEGMENT, threshold: float = CHANGE_LLR
) -> int | None:
    """Length of the latest segment after the most likely change of success rate, if the
    change is significant (log-likelihood ratio of two rates against one); else None."""
    n = len(outcomes)
    if n < 2 * min_segment:
        return None
    total = sum(outcomes)
    whole = _loglik(total, n)
    best, best_k = 0.0, None
    tail = 0
    for k in range(1, n - min_segment + 1):
        tail += outcomes[n - k]
        if k < min_segment:
            continue
        llr = 2 * (_loglik(tail, k) + _loglik(total - tail, n - k) - whole)
        if llr > best:
            best, best_k = llr, k
    return best_k if best >= threshold else None


def latest_regime(outcomes: Sequence[bool]) -> int | None:
    """Length of the latest segment of constant success rate (change points found again
    inside the latest segment until there are none), or None when there was no change."""
    k = change_point(outcomes)
    while k is not None:
        inner = change_point(outcomes[-k:])
        if inner is None:
            break
        k = inner
    return k


@dataclass(frozen=True)
class Evidence:
    """Current evidence of one tally: (effective) successes out of (effective) outcomes."""

    successes: float
    n: float
    changed: bool = False  # the latest segment after a change point

    @property
    def rate(self) -> float:
        return posterior_mean(self.successes, self.n)


def current_evidence(
    w: Weights, recent: Recent, now: datetime | None, half_life: float
) -> Evidence:
    """The outcomes that describe the pattern now: the latest segment after a change point,
    else the recent window; judged on their decayed weight instead once that has faded
    under ``FADED_BELOW`` (an idle pattern). A tally with no window uses its decayed totals."""
    if not recent:
        if now is not None:
            w = decayed_to(w, now, half_life)
        return Evidence(w.succeeded, w.applied)
    oks = [ok for _, ok in recent]
    k = latest_regime(oks)
    if k is not None and sum(oks[-k:]) / k > sum(oks[:-k]) / (len(oks) - k):
        k = max(k, min(MIN_EVIDENCE, len(oks)))  # better lately: it must show it for long enough
    seg = list(recent[-k:]) if k is not None else list(recent)
    until = now.timestamp() if now is not None else max(t for t, _ in recent)
    factors = [
        0.5 ** (max(0.0, until - t) / 86_400 / half_life) if half_life > 0 else 1.0 for t, _ in seg
    ]
    eff = sum(factors)
    if eff < FADED_BELOW:
        succ = sum(f for f, (_, ok) in zip(factors, seg, strict=True) if ok)
        return Evidence(succ, eff, k is not None)
    return Evidence(float(sum(ok for _, ok in seg)), float(len(seg)), k is not None)


def regime_start(recent: Recent) -> float | None:
    """When the latest regime of a tally's window began (the time of its first outcome), or
    None when the window shows no change of success rate."""
    k = latest_regime([ok for _, ok in recent])
    return recent[-k][0] if k is not None else None


def since(recent: Recent, start: float | None) -> Recent:
    """The outcomes of a window from ``start`` on (all of them when None)."""
    return recent if start is None else tuple(x for x in recent if x[0] >= start)


def blend(user: Evidence | None, tenant: Evidence | None, prior: float = BLEND_PRIOR) -> Evidence:
    """A user's own evidence with the tenant's as a prior worth at most ``prior`` outcomes
    (its confidence: the user's record, shrunk towards the tenant's)."""
    if user is None:
        return tenant or Evidence(0.0, 0.0)
    if tenant is None or tenant.n <= 0:
        return user
    scale = min(1.0, prior / tenant.n)
    return Evidence(
        user.successes + scale * tenant.successes,
        user.n + scale * tenant.n,
        user.changed or tenant.changed,
    )


def hidden_for_user(
    user: Evidence | None,
    user_applied: int,
    tenant: Evidence | None,
    tenant_applied: int,
    policy: ProcedurePolicy,
) -> bool:
    """Whether a user is not shown a pattern: their own evidence decides once it is enough
    (``procedure_min_applications`` outcomes, not faded); until then the tenant's decides,
    and the user's own can only veto (clearly worse than chance for them)."""
    if user is not None and user_applied >= policy.min_applications and user.n >= FADED_BELOW:
        return hidden(user, user_applied, policy)
    if tenant is not None and hidden(tenant, tenant_applied, policy):
        return True
    return user is not None and user.n >= 1 and wilson_upper_bound(user.successes, user.n) < 0.5


def hidden(ev: Evidence, applied: int, policy: ProcedurePolicy) -> bool:
    """Left out of what agents are shown (deprecated), on the current evidence."""
    if applied >= policy.min_applications and ev.n >= FADED_BELOW:
        return wilson_lower_bound(ev.successes, ev.n, Z_SHOW) <= 0.5
    if applied >= policy.min_applications and ev.rate < policy.deprecate_below:
        return True
    return ev.n >= 1 and wilson_upper_bound(ev.successes, ev.n) < 0.5


@dataclass(frozen=True)
class PatternState:
    """What the rules need of a stored tally: its count, decayed weights, recent outcomes
    and flag."""

    applied: int
    weights: Weights
    deprecated: bool
    recent: Recent = ()


@dataclass(frozen=True)
class PatternScores:
    """A tally's new weights, confidence, deprecation flag and recent outcomes."""

    weights: Weights
    confidence: float
    deprecated: bool
    recent: Recent = ()

    def changed_flag(self, before: PatternState) -> bool:
        return self.deprecated != before.deprecated


def after_outcome(
    state: PatternState, success: bool, at: datetime, policy: ProcedurePolicy
) -> PatternScores:
    """Scores once one more outcome (already counted in ``state.applied``) is added."""
    w = add_outcome(state.weights, success, at, policy.half_life_days)
    recent = add_recent(state.recent, success, at)
    ev = current_evidence(w, recent, None, policy.half_life_days)
    return PatternScores(w, ev.rate, hidden(ev, state.applied, policy), recent)


def rescored(state: PatternState, now: datetime, policy: ProcedurePolicy) -> PatternScores:
    """Scores with the weights decayed to ``now`` (the nightly pass)."""
    w = decayed_to(state.weights, now, policy.half_life_days)
    ev = current_evidence(w, state.recent, now, policy.half_life_days)
    return PatternScores(w, ev.rate, hidden(ev, state.applied, policy), state.recent)
