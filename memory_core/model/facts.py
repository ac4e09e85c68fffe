"""Planning a merge as pure functions: a session's statements and a slot's stored state in,
the rows that make the store match the slot's timeline (``model.timeline``) out."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from memory_core.model import slots
from memory_core.model.pending import PENDING_VERSION, versioned_product
from memory_core.model.products import attribute_of
from memory_core.model.timeline import (
    ENDING,
    Change,
    Event,
    Interval,
    Observation,
    Transition,
    as_of,
    classify,
    events,
    same_value,
    timeline,
    transitions,
)

__all__ = [  # the timeline's names, still importable from here
    "ENDING",
    "Change",
    "Event",
    "Interval",
    "Observation",
    "Transition",
    "as_of",
    "classify",
    "same_value",
    "timeline",
    "transitions",
]


# -- planning a merge: the rows that make the store match the timeline ---------------------
@dataclass(frozen=True)
class Statement:
    """One fact as an extractor stated it (the planner needs no more of ExtractedFact)."""

    entity: str
    key: str
    category: str
    value: str
    confidence: float
    retract: bool = False  # the value ended (``value`` names it, or "" for whatever it was)
    previous: str | None = None  # the value this statement says it replaced, if stated
    stated_as: str | None = None  # "entity/key" as the extractor said it, when mapped


@dataclass(frozen=True)
class FactRow:
    """A stored fact row of one slot, as the planner sees it."""

    id: int
    value: str
    valid_from: datetime
    valid_to: datetime | None
    superseded_by_session_id: str | None


@dataclass(frozen=True)
class HistoryRow:
    """A stored history row of one slot: one per session that changed or confirmed it."""

    id: int
    session_id: str
    change: str
    old_value: str | None
    new_value: str | None
    fact_id: int


@dataclass(frozen=True)
class SlotState:
    """What the store holds for one (entity, key): other sessions' statements, its rows and
    its history rows."""

    previous: tuple[Observation, ...] = ()
    rows: tuple[FactRow, ...] = ()
    history: tuple[HistoryRow, ...] = ()


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
class HistoryWrite:
    """Make one session's history row say what its statement did in time order: insert it
    (``row_id`` None) or rewrite the stored one. A late older session changes what newer
    statements did ("PostgreSQL 15" becomes a change from a late "PostgreSQL 14", a
    retraction that found nothing open now ends it), so the history is re-read from the
    whole timeline at every merge and holds the same rows whatever the arrival order."""

    row_id: int | None
    session_id: str
    at: datetime
    write: int  # index in ``writes`` of the row it concerns
    event: Event


@dataclass(frozen=True)
class SlotPlan:
    statement: Statement
    event: Event
    closes: tuple[RowClose, ...]
    writes: tuple[RowWrite, ...]
    target: int  # index in ``writes`` of the interval holding the new statement; -1: none
    history: tuple[HistoryWrite, ...] = ()  # rows to insert or rewrite, this session's too
    dropped: tuple[int, ...] = ()  # history rows a late statement made void
    adopted: tuple[Observation, ...] = ()  # pending versions resolved to this slot, to store

    @property
    def records(self) -> bool:
        """Whether this statement gets a history row (an unmatched retraction does not)."""
        return self.event.change != "ignored" and self.target >= 0


@dataclass(frozen=True)
class MergePlan:
    slots: tuple[SlotPlan, ...]

    def count(self, change: Change) -> int:
        return sum(1 for s in self.slots if s.event.change == change)


def _overlaps(
    a_from: datetime, a_to: datetime | None, b_from: datetime, b_to: datetime | None
) -> bool:
    return (b_to is None or a_from < b_to) and (a_to is None or b_from < a_to)


_GENERIC_KEYS = frozenset(
    {
        "stack",
        "tech",
        "technology",
        "tool",
        "tools",
        "software",
        "infrastructure",
        "backend",
        "service",
        "platform",
        "product",
        "system",
        "setup",
        "environment",
    }
)


def resolve_statements(
    statements: Sequence[Statement],
    known_keys: Mapping[str, Iterable[str]] | None = None,
    vocab: slots.Vocabulary = slots.DEFAULT_VOCABULARY,
) -> list[Statement]:
    """Map each statement to its canonical slot: owner, attribute, category, and whether
    its value is a removal ("none (Redis removed)"). ``known_keys`` are each owner's
    existing keys, so a near-spelling joins the slot that already exists."""
    out: list[Statement] = []
    for st in statements:
        if st.key == PENDING_VERSION:
            out.append(replace(st, entity=slots.resolve_owner(st.entity)))
            continue
        owner = slots.resolve_owner(st.entity)
        known = tuple((known_keys or {}).get(owner, ()))
        key = slots.canonical_key(st.key, st.value, known, vocab)
        if key in _GENERIC_KEYS and (attr := attribute_of(st.value)) is not None:
            key = attr
        value, retract = st.value, st.retract
        target = None if retract else slots.removal_target(value)
        if target is not None:
            value, retract = target, True
        stated = f"{slots.slug(st.entity)}/{slots.slug(st.key)}"
        out.append(
            replace(
                st,
                entity=owner,
                key=key,
                category=vocab.category(key, st.category),
                value=value,
                retract=retract,
                stated_as=None if stated == f"{owner}/{key}" else stated,
            )
        )
    return out


def latest_statements(
    statements: Sequence[Statement], min_confidence: float
) -> dict[tuple[str, str], Statement]:
    """Within a session the last statement of a slot wins, a value over a retraction and a
    precise value over a vaguer restatement of it; unsure ones are dropped. An earlier
    different value in the same session becomes the winner's ``previous`` ("on Business ...
    downgraded to Standard")."""
    latest: dict[tuple[str, str], Statement] = {}
    for st in statements:
        if st.confidence < min_confidence:
            continue
        slot = (st.entity, st.key)
        old = latest.get(slot)
        if old is not None and st.retract and not old.retract:
            continue
        if (
            old is not None
            and not (old.retract or st.retract)
            and slots.relation(st.value, old.value) == "refines"
        ):
            continue  # "moved to Postgres 15.6 ... reads the Postgres WAL": the version stays
        if (
            old is not None
            and not (old.retract or st.retract or st.previous)
            and not slots.compatible(old.value, st.value)
        ):
            st = replace(st, previous=old.value)
        latest[slot] = st
    return latest


@dataclass(frozen=True)
class Reconciled:
    """A slot's timeline beside its stored rows: which row holds which interval."""

    desired: tuple[Interval, ...]
    matched: Mapping[int, FactRow]  # index in ``desired`` -> the row that holds it
    unexplained: tuple[FactRow, ...]  # live rows no interval explains


def reconcile(rows: Sequence[FactRow], observations: Sequence[Observation]) -> Reconciled:
    """The timeline the observations imply, and the stored rows matched to it: by compatible
    value and start, then by compatible value and overlap. One matching for the merge, an
    erasure's rebuild and a migration's re-slotting, so all three keep the same row ids."""
    desired = tuple(timeline(observations))
    free = [r for r in rows if r.valid_to is None or r.valid_to > r.valid_from]
    matched: dict[int, FactRow] = {}
    for i, iv in enumerate(desired):
        same = [r for r in free if slots.compatible(r.value, iv.value)]
        row = next((r for r in same if r.valid_from == iv.valid_from), None) or next(
            (r for r in same if _overlaps(r.valid_from, r.valid_to, iv.valid_from, iv.valid_to)),
            None,
        )
        if row is not None:
            free.remove(row)
            matched[i] = row
    return Reconciled(desired, matched, tuple(free))


def plan_slot(
    state: SlotState,
    statement: Statement,
    observed_at: datetime,
    session_id: str,
    adopted: Sequence[Observation] = (),
) -> SlotPlan:
    """Rows to close, update and insert so one slot's rows match its timeline.

    Rows are matched to intervals (``reconcile``) and updated in place; intervals without a
    row get one. A row no interval explains is emptied (``valid_to = valid_from``), never
    deleted, so the audit trail stays whole.
    """
    if statement.key == PENDING_VERSION:  # stored as an observation only
        return SlotPlan(statement, Event("ignored", None, statement.value), (), (), -1)
    previous = [o for o in state.previous if o.session_id != session_id] + list(adopted)
    new = Observation(
        statement.value, observed_at, session_id, statement.confidence, statement.retract
    )
    event = classify(previous, new, statement.previous)
    rec = reconcile(state.rows, [*previous, new])
    desired, matched = rec.desired, rec.matched
    closes = [RowClose(r.id, r.valid_from, session_id) for r in rec.unexplained]
    for i, row in matched.items():
        iv = desired[i]
        if iv.valid_to is not None and row.valid_to != iv.valid_to:
            closes.append(RowClose(row.id, iv.valid_to, row.superseded_by_session_id or session_id))
    writes = tuple(
        RowWrite(matched[i].id if i in matched else None, iv) for i, iv in enumerate(desired)
    )
    target = _target(desired, new)
    row_ids = [w.row_id for w in writes]
    history, dropped = history_writes(
        state.history, [*previous, new], desired, row_ids, new, statement.previous
    )
    return SlotPlan(
        statement, event, tuple(closes), writes, target, history, dropped, tuple(adopted)
    )


def _target(desired: Sequence[Interval], o: Observation) -> int:
    """The interval a statement belongs to: the one holding its time, or for a retraction
    the one it closed; -1 when there is none."""
    target = -1
    for i, iv in enumerate(desired):
        if iv.valid_from <= o.observed_at and (iv.valid_to is None or o.observed_at < iv.valid_to):
            target = i
        elif o.retracted and iv.valid_to == o.observed_at:
            target = i  # a retraction's history row points at the row it closed
    return target


def history_writes(
    stored: Sequence[HistoryRow],
    observations: Sequence[Observation],
    desired: Sequence[Interval],
    row_ids: Sequence[int | None],
    new: Observation | None = None,
    new_previous: str | None = None,
) -> tuple[tuple[HistoryWrite, ...], tuple[int, ...]]:
    """The history rows that differ from what each statement did in time order, and the
    rows no statement explains any more (a retraction a late value made void).

    ``row_ids`` are the fact rows holding ``desired`` (None: not inserted yet). ``new`` is
    the statement being merged, with the value it said it replaced. A stored row's ending
    value that no earlier statement explains is the one its session said it replaced ("we
    switched from Jenkins"), so it stays that session's stated previous value. A rewrite
    keeps the row's value as stated (a user's correction edits observations, not what the
    session said). Rows of sessions with no observation here (corrections) are left alone.
    """
    by_session: dict[str, HistoryRow] = {}
    for row in stored:
        by_session.setdefault(row.session_id, row)
    stated = {h.session_id: h.old_value for h in stored if h.old_value and h.new_value}
    if new is not None:
        stated.pop(new.session_id, None)
        if new_previous:
            stated[new.session_id] = new_previous
    out: list[HistoryWrite] = []
    dropped: list[int] = []
    for o, ev in events(observations, stated):
        i = _target(desired, o)
        h = by_session.get(o.session_id)
        if ev.change == "ignored" or i < 0:
            if h is not None and o is not new:
                dropped.append(h.id)
            continue
        if h is not None:
            ev = Event(ev.change, ev.old_value, h.new_value if ev.new_value else None)
            want = (ev.change, ev.history_old_value, ev.new_value, row_ids[i])
            if (h.change, h.old_value, h.new_value, h.fact_id) == want:
                continue
        row_id = h.id if h is not None else None
        out.append(HistoryWrite(row_id, o.session_id, o.observed_at, i, ev))
    return tuple(out), tuple(dropped)


@dataclass(frozen=True)
class Pending:
    """A stored pending version and the user's other slots with a versioned value at its
    time (as the store has them, before this session)."""

    observation: Observation
    versioned: frozenset[tuple[str, str]]


def adoption(
    pending: Pending,
    latest: Mapping[tuple[str, str], Statement],
    states: Mapping[tuple[str, str], SlotState],
    observed_at: datetime,
    session_id: str,
) -> tuple[tuple[str, str], Observation] | None:
    """The slot a pending version belongs to now this session is known, and the statement it
    becomes ("PostgreSQL 15"): what its session would have read had this one come first.
    Only when exactly one user technical slot has a versioned value at its time, that slot
    is one this session states, and the pending session stated nothing on it itself."""
    p = pending.observation
    if (observed_at, session_id) >= (p.observed_at, p.session_id):
        return None  # a newer session is no context for it
    found: list[tuple[tuple[str, str], str]] = []
    for slot, st in latest.items():
        if st.entity != "user" or st.key == PENDING_VERSION:
            continue
        if st.category != "technical_environment":
            continue
        state = states.get(slot, SlotState())
        if any(o.session_id == p.session_id for o in state.previous):
            return None
        obs = [o for o in state.previous if o.session_id != session_id]
        obs.append(Observation(st.value, observed_at, session_id, st.confidence, st.retract))
        iv = as_of(obs, p.observed_at, p.session_id)
        product = versioned_product(iv.value) if iv is not None else None
        if product is not None:
            found.append((slot, product))
    others = pending.versioned - set(latest)
    if len(found) != 1 or others:
        return None
    slot, product = found[0]
    value = f"{product} {p.value}"
    return slot, Observation(value, p.observed_at, p.session_id, p.confidence)


def plan_merge(
    statements: Sequence[Statement],
    states: dict[tuple[str, str], SlotState],
    observed_at: datetime,
    session_id: str,
    *,
    min_confidence: float = 0.3,
    pending: Sequence[Pending] = (),
) -> MergePlan:
    """The whole session's merge: one slot plan per (entity, key) it states. ``pending``:
    the user's unresolved pending versions; one this session gives a product joins that
    slot's timeline as its own session's statement."""
    latest = latest_statements(statements, min_confidence)
    adopted: dict[tuple[str, str], list[Observation]] = {}
    for p in pending:
        if (found := adoption(p, latest, states, observed_at, session_id)) is not None:
            adopted.setdefault(found[0], []).append(found[1])
    return MergePlan(
        tuple(
            plan_slot(
                states.get(slot, SlotState()), st, observed_at, session_id, adopted.get(slot, ())
            )
            for slot, st in latest.items()
        )
    )
