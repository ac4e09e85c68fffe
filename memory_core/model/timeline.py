"""A slot's timeline as pure functions: observations in, validity intervals out.

Every statement of a fact (entity + key = value, at the session's time) is an
*observation*, and observations are never deleted. The facts table is the timeline those
observations imply: consecutive observations with compatible values (``model.slots``:
"Postgres 15", "PostgreSQL", "PostgreSQL 15.4") form one interval ``[valid_from,
valid_to)``, which closes when a different value is first stated or the value is retracted:

- a repeated (or less precise) value confirms the current interval, a more precise one
  refines it in place;
- a new value closes the current interval (``valid_to``) and opens a new one;
- a retraction ("we dropped Redis") closes it and opens nothing;
- a late, out-of-order session (workers run in parallel) lands where it belongs in time:
  it splits the past without displacing newer statements, so newer always wins for the
  current value and ``as_of`` queries still see what was true then.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from memory_core.model import slots

Change = Literal["added", "superseded", "confirmed", "refined", "retracted", "backfilled"]
# Changes whose history row names the value that ended (``old_value``); a confirmation or
# refinement keeps the interval, so its row carries only the value as stated.
ENDING: frozenset[str] = frozenset({"superseded", "backfilled", "retracted"})


@dataclass(frozen=True)
class Observation:
    """One statement of a slot. A retraction says the value ``value`` names ended ("" for
    whatever it was); it closes the open interval without opening another."""

    value: str
    observed_at: datetime
    session_id: str
    confidence: float = 0.8
    retracted: bool = False


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

    change: Change | Literal["ignored"]
    old_value: str | None
    new_value: str | None

    @property
    def history_old_value(self) -> str | None:
        return self.old_value if self.change in ENDING else None


def same_value(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def _order(observations: Iterable[Observation]) -> list[Observation]:
    return sorted(observations, key=lambda o: (o.observed_at, o.session_id))


@dataclass
class _Run:
    value: str
    obs: list[Observation]
    ended: datetime | None = None


def _walk(
    observations: Iterable[Observation], stated: Mapping[str, str] | None = None
) -> tuple[list[_Run], list[tuple[Observation, Event]]]:
    """Consecutive compatible statements form one run; a matching retraction ends it. Beside
    the runs, what each statement did when read in time order (its in-order ``Event``):
    ``stated`` is the value a session's statement says it replaced, used when nothing
    earlier is known."""
    runs: list[_Run] = []
    events: list[tuple[Observation, Event]] = []
    for o in _order(observations):
        open_run = runs[-1] if runs and runs[-1].ended is None else None
        prior = open_run.value if open_run is not None else None
        if o.retracted:
            if open_run is not None and slots.matches_target(open_run.value, o.value):
                open_run.ended = o.observed_at
                events.append((o, Event("retracted", prior, None)))
            else:
                events.append((o, Event("ignored", prior, None)))
            continue
        if open_run is not None and slots.compatible(open_run.value, o.value):
            rel = slots.relation(open_run.value, o.value)
            change: Change = "refined" if rel == "refines" else "confirmed"
            events.append((o, Event(change, prior, o.value)))
            if rel == "refines" or (
                rel == "same"
                and (
                    slots.canonical_spelling(o.value)
                    or not slots.canonical_spelling(open_run.value)
                )
            ):
                open_run.value = o.value  # says more, or spells it canonically
            open_run.obs.append(o)
            continue
        said = (stated or {}).get(o.session_id)
        if prior is None and not runs and said and not slots.compatible(said, o.value):
            prior = said
        events.append((o, Event("superseded" if prior is not None else "added", prior, o.value)))
        if open_run is not None:
            open_run.ended = o.observed_at
        runs.append(_Run(o.value, [o]))
    return runs, events


def _runs(observations: Iterable[Observation]) -> list[_Run]:
    return _walk(observations)[0]


def events(
    observations: Sequence[Observation], stated: Mapping[str, str] | None = None
) -> list[tuple[Observation, Event]]:
    """What every statement did to the slot, read in time order: the history an in-order
    arrival writes, so the same whatever order the sessions really arrived in (never
    ``backfilled``, which only describes an arrival)."""
    return _walk(observations, stated)[1]


def timeline(observations: Sequence[Observation]) -> list[Interval]:
    """Intervals implied by the observations, oldest first; the last one may be open."""
    return [
        Interval(
            value=run.value,
            valid_from=run.obs[0].observed_at,
            valid_to=run.ended,
            source_session_id=run.obs[0].session_id,
            last_observed_at=run.obs[-1].observed_at,
            times_confirmed=len(run.obs),
            confidence=max(o.confidence for o in run.obs),
        )
        for run in _runs(observations)
    ]


def as_of(observations: Sequence[Observation], at: datetime, session_id: str) -> Interval | None:
    """The interval a session at ``at`` finds open: what in-order arrival would have shown it.

    Only statements before it count (same instant: lower session id first, as ``_order``),
    so a session that arrives late never reads facts from its own future."""
    pivot = (at, session_id)
    runs = timeline([o for o in observations if (o.observed_at, o.session_id) < pivot])
    return runs[-1] if runs and runs[-1].valid_to is None else None


def classify(
    previous: Sequence[Observation], new: Observation, stated_previous: str | None = None
) -> Event:
    """Describe what adding ``new`` to ``previous`` observations changes.

    ``stated_previous`` is the value the statement itself says it replaced ("we switched
    from Jenkins to GitHub Actions"): with no earlier observation it is the old value.
    """
    pivot = (new.observed_at, new.session_id)
    ordered = _order(previous)
    before = [o for o in ordered if (o.observed_at, o.session_id) < pivot]
    after = [o for o in ordered if (o.observed_at, o.session_id) > pivot]
    runs = _runs(before)
    prior = runs[-1].value if runs and runs[-1].ended is None else None
    if new.retracted:
        if prior is None or not slots.matches_target(prior, new.value):
            return Event("ignored", prior, None)
        return Event("retracted" if not after else "backfilled", prior, None)
    if prior is not None and slots.compatible(prior, new.value):
        rel = slots.relation(prior, new.value)
        return Event("refined" if rel == "refines" else "confirmed", prior, new.value)
    if (
        prior is None
        and not runs
        and stated_previous
        and not slots.compatible(stated_previous, new.value)
    ):
        prior = stated_previous
    if not after:
        return Event("superseded" if prior is not None else "added", prior, new.value)
    return Event("backfilled", prior, new.value)  # lands in the past; the present is kept


@dataclass(frozen=True)
class Transition:
    """One value ending in a slot's timeline: replaced by ``new_value``, or retracted (None)."""

    at: datetime
    old_value: str
    new_value: str | None
    session_id: str  # the session whose statement ended it


def transitions(observations: Sequence[Observation]) -> list[Transition]:
    """Where the timeline the observations imply changes value, oldest first."""
    runs = _runs(observations)
    out: list[Transition] = []
    for i, run in enumerate(runs):
        if run.ended is None:
            continue
        nxt = runs[i + 1] if i + 1 < len(runs) else None
        if nxt is not None and nxt.obs[0].observed_at == run.ended:
            out.append(Transition(run.ended, run.value, nxt.value, nxt.obs[0].session_id))
            continue
        ender = next(o for o in _order(observations) if o.retracted and o.observed_at == run.ended)
        out.append(Transition(run.ended, run.value, None, ender.session_id))
    return out


def same_transition(a: Transition, b: Transition) -> bool:
    if (a.at, a.session_id) != (b.at, b.session_id) or not slots.compatible(
        a.old_value, b.old_value
    ):
        return False
    if a.new_value is None or b.new_value is None:
        return a.new_value is b.new_value
    return slots.compatible(a.new_value, b.new_value)
