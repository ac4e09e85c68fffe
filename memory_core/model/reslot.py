"""Re-slotting stored facts as today's merge would have written them (pure; migration 0006).

Facts written before slots existed sit under the owner an extractor named (``environment``,
``account``, ``company``) and under its key spelling (``db``), so one question can have
several current answers. Re-slotting maps every stored observation, row and history row to
the slot ``facts.resolve_statements`` gives it, then rebuilds each slot it touched the way a
merge does:

- **observations** move to the slot; two from one session (``environment/database`` and
  ``account/db``) are one statement of the slot, so one is kept (a value over a retraction,
  then the one already in the slot, then the later one) and the other dropped, as the merge
  keeps one observation per slot and session;
- **rows** are matched to the merged timeline with the merge's matching (``reconcile``):
  a matched row is updated in place (its id, cited by history, is kept), an interval with no
  row gets one, a row no interval explains is emptied, never deleted;
- **history** rows move with their slot and remember where they were (``stated_as``); a
  value that was current and is now ended by a newer one gets the ``superseded`` (or
  ``retracted``) row a merge would have written.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from memory_core.model import slots
from memory_core.model.facts import FactRow, Observation, Statement, reconcile
from memory_core.model.facts import resolve_statements as _resolve

Slot = tuple[str, str]


@dataclass(frozen=True)
class StoredObservation:
    id: int
    entity: str
    key: str
    category: str
    value: str
    confidence: float
    retracted: bool
    observed_at: datetime
    session_id: str


@dataclass(frozen=True)
class StoredRow:
    id: int
    entity: str
    key: str
    category: str
    value: str
    valid_from: datetime
    valid_to: datetime | None
    source_session_id: str
    superseded_by_session_id: str | None


@dataclass(frozen=True)
class StoredHistory:
    id: int
    entity: str
    key: str
    value: str  # its new value, else its old one ("" for neither)
    stated_as: str | None


@dataclass
class ReslotPlan:
    """Writes for one user; ``row_updates`` close before they open (one open row a slot)."""

    observation_updates: dict[int, dict[str, Any]] = field(default_factory=dict)
    observation_deletes: list[int] = field(default_factory=list)
    row_updates: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    row_inserts: list[dict[str, Any]] = field(default_factory=list)
    history_updates: dict[int, dict[str, Any]] = field(default_factory=dict)
    history_inserts: list[dict[str, Any]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return any(vars(self).values())


def _slot_of(
    entity: str, key: str, category: str, value: str, retract: bool, known: dict[str, list[str]]
) -> Statement:
    st = Statement(entity, key, category, value, 0.8, retract)
    return _resolve([st], known)[0]


def plan_reslot(
    observations: Sequence[StoredObservation],
    rows: Sequence[StoredRow],
    history: Sequence[StoredHistory],
) -> ReslotPlan:
    """What to write so one user's stored facts sit in the slots the merge gives them."""
    known: dict[str, list[str]] = defaultdict(list)
    for r in rows:
        if slots.resolve_owner(r.entity) == r.entity:
            known[r.entity].append(r.key)
    obs_in: dict[Slot, list[tuple[StoredObservation, Statement]]] = defaultdict(list)
    rows_in: dict[Slot, list[tuple[StoredRow, str]]] = defaultdict(list)
    hist_in: dict[Slot, list[tuple[StoredHistory, str]]] = defaultdict(list)
    moved: set[Slot] = set()
    for o in observations:
        st = _slot_of(o.entity, o.key, o.category, o.value, o.retracted, known)
        obs_in[(st.entity, st.key)].append((o, st))
        if (st.entity, st.key) != (o.entity, o.key):
            moved.add((st.entity, st.key))
    for r in rows:
        st = _slot_of(r.entity, r.key, r.category, r.value, False, known)
        rows_in[(st.entity, st.key)].append((r, st.category))
        if (st.entity, st.key) != (r.entity, r.key):
            moved.add((st.entity, st.key))
    for h in history:
        st = _slot_of(h.entity, h.key, "other", h.value, False, known)
        hist_in[(st.entity, st.key)].append((h, st.category))
        if (st.entity, st.key) != (h.entity, h.key):
            moved.add((st.entity, st.key))
    plan = ReslotPlan()
    for slot in sorted(moved):
        _plan_slot(plan, slot, obs_in[slot], rows_in[slot], hist_in[slot])
    return plan


def _plan_slot(
    plan: ReslotPlan,
    slot: Slot,
    obs: list[tuple[StoredObservation, Statement]],
    rows: list[tuple[StoredRow, str]],
    history: list[tuple[StoredHistory, str]],
) -> None:
    entity, key = slot
    categories = [st.category for _, st in obs] + [c for _, c in rows]
    category = categories[-1] if categories else "other"
    where = {"entity": entity, "key": key, "category": category}
    kept: dict[str, tuple[StoredObservation, Statement]] = {}
    for o, st in obs:
        old = kept.get(o.session_id)
        rank = (not st.retract, (o.entity, o.key) == slot, o.id)
        if old is None or rank > (
            not old[1].retract,
            (old[0].entity, old[0].key) == slot,
            old[0].id,
        ):
            if old is not None:
                plan.observation_deletes.append(old[0].id)
            kept[o.session_id] = (o, st)
        else:
            plan.observation_deletes.append(o.id)
    for o, st in kept.values():
        values = {**where, "value": st.value, "retracted": st.retract}
        if any(getattr(o, k) != v for k, v in values.items()):
            plan.observation_updates[o.id] = values
    timeline_obs = [
        Observation(st.value, o.observed_at, o.session_id, o.confidence, st.retract)
        for o, st in kept.values()
    ] or [  # rows written before observations were kept: each row is its own statement
        Observation(r.value, r.valid_from, r.source_session_id)
        for r, _ in rows
        if r.valid_to is None or r.valid_to > r.valid_from
    ]
    by_id = {r.id: r for r, _ in rows}
    rec = reconcile(
        [
            FactRow(r.id, r.value, r.valid_from, r.valid_to, r.superseded_by_session_id)
            for r, _ in rows
        ],
        timeline_obs,
    )
    ends = {o.observed_at: o.session_id for o in sorted(timeline_obs, key=lambda o: o.session_id)}
    closing: list[tuple[int, dict[str, Any]]] = []
    opening: list[tuple[int, dict[str, Any]]] = []
    current = next((iv for iv in rec.desired if iv.valid_to is None), None)
    for i, iv in enumerate(rec.desired):
        ended_by = ends.get(iv.valid_to) if iv.valid_to is not None else None
        values = {**where, **asdict(iv), "superseded_by_session_id": ended_by}
        row = rec.matched.get(i)
        if row is None:
            plan.row_inserts.append(values)
            continue
        (opening if iv.valid_to is None else closing).append((row.id, values))
        was = by_id[row.id]
        if was.valid_to is None and iv.valid_to is not None:
            plan.history_inserts.append(
                {
                    **where,
                    "fact_id": row.id,
                    "change": "superseded" if current is not None else "retracted",
                    "old_value": iv.value,
                    "new_value": current.value if current is not None else None,
                    "stated_as": f"{was.entity}/{was.key}",
                    "source_session_id": ended_by or iv.source_session_id,
                    "changed_at": iv.valid_to,
                }
            )
    explained = {row.id for row in rec.matched.values()}
    for r, _ in rows:
        if r.id in explained:
            continue
        values = dict(where)
        if r.valid_to is None or r.valid_to > r.valid_from:  # no interval explains it: emptied
            values.update(
                valid_to=r.valid_from,
                superseded_by_session_id=r.superseded_by_session_id
                or (current.source_session_id if current is not None else r.source_session_id),
            )
        closing.append((r.id, values))
    plan.row_updates.extend(closing + opening)
    for h, _ in history:
        stated = f"{h.entity}/{h.key}"
        values = dict(where)
        if stated != f"{entity}/{key}" and not h.stated_as:
            values["stated_as"] = stated
        if (h.entity, h.key) != slot or "stated_as" in values:
            plan.history_updates[h.id] = values
