"""Fact merging as pure functions: observations in, a validity timeline out.

Every statement of a fact (entity + key = value, at the session's time) is an
*observation*, and observations are never deleted. The facts table is the timeline those
observations imply: consecutive observations with the same value form one interval
``[valid_from, valid_to)``, which closes when a different value is first stated. So:

- a repeated value is a no-op that confirms the current interval;
- a new value closes the current interval (``valid_to``) and opens a new one;
- a late, out-of-order session (workers run in parallel) lands where it belongs in time:
  it splits the past without displacing newer statements, so newer always wins for the
  current value and ``as_of`` queries still see what was true then.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

Change = Literal["added", "superseded", "confirmed", "backfilled"]


@dataclass(frozen=True)
class Observation:
    value: str
    observed_at: datetime
    session_id: str
    confidence: float = 0.8


@dataclass(frozen=True)
class Interval:
    value: str
    valid_from: datetime
    valid_to: datetime | None
    source_session_id: str
    last_observed_at: datetime
    times_confirmed: int
    confidence: float


@dataclass(frozen=True)
class Event:
    """What one new observation did to the timeline (one audit-history row)."""

    change: Change
    old_value: str | None
    new_value: str


def same_value(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def _order(observations: Sequence[Observation]) -> list[Observation]:
    return sorted(observations, key=lambda o: (o.observed_at, o.session_id))


def timeline(observations: Sequence[Observation]) -> list[Interval]:
    """Intervals implied by the observations, oldest first; the last one is open."""
    runs: list[list[Observation]] = []
    for obs in _order(observations):
        if runs and same_value(runs[-1][0].value, obs.value):
            runs[-1].append(obs)
        else:
            runs.append([obs])
    out: list[Interval] = []
    for i, run in enumerate(runs):
        nxt = runs[i + 1][0].observed_at if i + 1 < len(runs) else None
        out.append(
            Interval(
                value=run[-1].value,
                valid_from=run[0].observed_at,
                valid_to=nxt,
                source_session_id=run[0].session_id,
                last_observed_at=run[-1].observed_at,
                times_confirmed=len(run),
                confidence=max(o.confidence for o in run),
            )
        )
    return out


def classify(previous: Sequence[Observation], new: Observation) -> Event:
    """Describe what adding ``new`` to ``previous`` observations changes."""
    pivot = (new.observed_at, new.session_id)
    ordered = _order(previous)
    before = [o for o in ordered if (o.observed_at, o.session_id) < pivot]
    after = [o for o in ordered if (o.observed_at, o.session_id) > pivot]
    prior = before[-1].value if before else None
    if prior is not None and same_value(prior, new.value):
        return Event("confirmed", prior, new.value)
    if not after:
        return Event("superseded" if prior is not None else "added", prior, new.value)
    return Event("backfilled", prior, new.value)  # lands in the past; the present is kept
