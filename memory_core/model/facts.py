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


# -- planning a merge: the rows that make the store match the timeline ---------------------
@dataclass(frozen=True)
class Statement:
    """One fact as an extractor stated it (the planner needs no more of ExtractedFact)."""

    entity: str
    key: str
    category: str
    value: str
    confidence: float


@dataclass(frozen=True)
class FactRow:
    """A stored fact row of one slot, as the planner sees it."""

    id: int
    value: str
    valid_from: datetime
    valid_to: datetime | None
    superseded_by_session_id: str | None


@dataclass(frozen=True)
class SlotState:
    """What the store holds for one (entity, key): other sessions' statements and its rows."""

    previous: tuple[Observation, ...] = ()
    rows: tuple[FactRow, ...] = ()


@dataclass(frozen=True)
class RowClose:
    """Close or shrink a row before any write, so no two rows of a slot are ever open."""

    row_id: int
    valid_to: datetime
    superseded_by_session_id: str | None


@dataclass(frozen=True)
class RowWrite:
    """Make one row hold one interval: update ``row_id``, or insert when it is None."""

    row_id: int | None
    interval: Interval


@dataclass(frozen=True)
class SlotPlan:
    statement: Statement
    event: Event
    closes: tuple[RowClose, ...]
    writes: tuple[RowWrite, ...]
    target: int  # index in ``writes`` of the interval holding the new statement


@dataclass(frozen=True)
class MergePlan:
    slots: tuple[SlotPlan, ...]

    def count(self, change: Change) -> int:
        return sum(1 for s in self.slots if s.event.change == change)


def _overlaps(
    a_from: datetime, a_to: datetime | None, b_from: datetime, b_to: datetime | None
) -> bool:
    return (b_to is None or a_from < b_to) and (a_to is None or b_from < a_to)


def latest_statements(
    statements: Sequence[Statement], min_confidence: float
) -> dict[tuple[str, str], Statement]:
    """Within a session the last statement of a slot wins; unsure ones are dropped."""
    latest: dict[tuple[str, str], Statement] = {}
    for st in statements:
        if st.confidence >= min_confidence:
            latest[(st.entity, st.key)] = st
    return latest


def plan_slot(
    state: SlotState, statement: Statement, observed_at: datetime, session_id: str
) -> SlotPlan:
    """Rows to close, update and insert so one slot's rows match its timeline.

    Rows are matched to intervals by value and start (then by value and overlap) and
    updated in place; intervals without a row get one. A row no interval explains is
    emptied (``valid_to = valid_from``), never deleted, so the audit trail stays whole.
    """
    previous = [o for o in state.previous if o.session_id != session_id]
    new = Observation(statement.value, observed_at, session_id, statement.confidence)
    event = classify(previous, new)
    desired = timeline([*previous, new])
    live = [r for r in state.rows if r.valid_to is None or r.valid_to > r.valid_from]
    matched: dict[int, FactRow] = {}
    free = list(live)
    for i, iv in enumerate(desired):
        same = [r for r in free if same_value(r.value, iv.value)]
        row = next((r for r in same if r.valid_from == iv.valid_from), None) or next(
            (r for r in same if _overlaps(r.valid_from, r.valid_to, iv.valid_from, iv.valid_to)),
            None,
        )
        if row is not None:
            free.remove(row)
            matched[i] = row
    closes = [RowClose(r.id, r.valid_from, session_id) for r in free]
    for i, row in matched.items():
        iv = desired[i]
        if iv.valid_to is not None and row.valid_to != iv.valid_to:
            closes.append(RowClose(row.id, iv.valid_to, row.superseded_by_session_id or session_id))
    writes = tuple(
        RowWrite(matched[i].id if i in matched else None, iv) for i, iv in enumerate(desired)
    )
    target = 0
    for i, iv in enumerate(desired):
        if iv.valid_from <= observed_at and (iv.valid_to is None or observed_at < iv.valid_to):
            target = i
    return SlotPlan(statement, event, tuple(closes), writes, target)


def plan_merge(
    statements: Sequence[Statement],
    states: dict[tuple[str, str], SlotState],
    observed_at: datetime,
    session_id: str,
    *,
    min_confidence: float = 0.3,
) -> MergePlan:
    """The whole session's merge: one slot plan per (entity, key) it states."""
    latest = latest_statements(statements, min_confidence)
    return MergePlan(
        tuple(
            plan_slot(states.get(slot, SlotState()), st, observed_at, session_id)
            for slot, st in latest.items()
        )
    )
