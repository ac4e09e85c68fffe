"""Fact observations, fact rows and their history: loaded for a merge, written from its plan.

The store never decides what the timeline is (that is ``model.facts``); it loads the slots
a session touches in two statements and applies the plan it is handed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, replace
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, insert, select, tuple_, update

from memory_core.model.facts import (
    FactRow,
    HistoryRow,
    MergePlan,
    Observation,
    Pending,
    SlotState,
)
from memory_core.model.pending import PENDING_VERSION, resolves, versioned_product
from memory_core.store.fact_reads import Slot, _moment, slots_as_of_each
from memory_core.store.store import Tx, table_of
from memory_core.store.tables import Fact, FactHistory, FactObservation, MemoryUser


def load_slots(
    tx: Tx, tenant_id: str, user_id: str, slots: Iterable[Slot]
) -> dict[Slot, SlotState]:
    """Every observation and row of these slots: two statements, whatever their number."""
    wanted = sorted(set(slots))
    if not wanted:
        return {}
    conn = tx.connection()  # Core: plain column reads, no ORM compilation per call
    obs: dict[Slot, list[Observation]] = defaultdict(list)
    rows: dict[Slot, list[FactRow]] = defaultdict(list)
    history: dict[Slot, list[HistoryRow]] = defaultdict(list)
    for i in range(0, len(wanted), 200):
        part = wanted[i : i + 200]
        for o in conn.execute(
            select(
                FactObservation.entity,
                FactObservation.key,
                FactObservation.value,
                FactObservation.observed_at,
                FactObservation.session_id,
                FactObservation.confidence,
                FactObservation.retracted,
            ).where(
                FactObservation.tenant_id == tenant_id,
                FactObservation.user_id == user_id,
                tuple_(FactObservation.entity, FactObservation.key).in_(part),
            )
        ):
            obs[(o.entity, o.key)].append(
                Observation(o.value, o.observed_at, o.session_id, o.confidence, bool(o.retracted))
            )
        for r in conn.execute(
            select(
                Fact.entity,
                Fact.key,
                Fact.id,
                Fact.value,
                Fact.valid_from,
                Fact.valid_to,
                Fact.superseded_by_session_id,
            )
            .where(
                Fact.tenant_id == tenant_id,
                Fact.user_id == user_id,
                tuple_(Fact.entity, Fact.key).in_(part),
            )
            .order_by(Fact.valid_from, Fact.id)
        ):
            rows[(r.entity, r.key)].append(
                FactRow(r.id, r.value, r.valid_from, r.valid_to, r.superseded_by_session_id)
            )
        for h in conn.execute(
            select(
                FactHistory.id,
                FactHistory.entity,
                FactHistory.key,
                FactHistory.change,
                FactHistory.old_value,
                FactHistory.new_value,
                FactHistory.source_session_id,
                FactHistory.fact_id,
            )
            .where(
                FactHistory.tenant_id == tenant_id,
                FactHistory.user_id == user_id,
                tuple_(FactHistory.entity, FactHistory.key).in_(part),
            )
            .order_by(FactHistory.id)
        ):
            history[(h.entity, h.key)].append(
                HistoryRow(h.id, h.source_session_id, h.change, h.old_value, h.new_value, h.fact_id)
            )
    return {
        s: SlotState(tuple(obs.get(s, ())), tuple(rows.get(s, ())), tuple(history.get(s, ())))
        for s in wanted
    }


def pending_versions(
    tx: Tx, tenant_id: str, user_id: str, state: SlotState, observed_at: datetime
) -> list[Pending]:
    """The user's pending versions (``state``: their slot, from ``load_slots``) newer than a
    session at ``observed_at`` and not resolved yet (their session has no observation with
    that version), each with the slots versioned at its time. Costs nothing without any."""
    newer = [o for o in state.previous if _moment(o.observed_at) >= _moment(observed_at)]
    if not newer:
        return []
    conn = tx.connection()
    said: dict[str, list[str]] = defaultdict(list)
    for sid, value in conn.execute(
        select(FactObservation.session_id, FactObservation.value).where(
            FactObservation.tenant_id == tenant_id,
            FactObservation.user_id == user_id,
            FactObservation.session_id.in_(sorted({o.session_id for o in newer})),
            FactObservation.key != PENDING_VERSION,
        )
    ):
        said[sid].append(value)
    unresolved = [
        o for o in newer if not any(resolves(o.value, v) for v in said[o.session_id])
    ]  # the others were resolved once already
    as_of_each = slots_as_of_each(
        tx, tenant_id, user_id, [(o.observed_at, o.session_id) for o in unresolved]
    )
    return [
        Pending(
            replace(o, observed_at=_moment(o.observed_at)),
            frozenset(
                (c.entity, c.key)
                for c in slots
                if c.entity == "user"
                and c.category == "technical_environment"
                and versioned_product(c.value) is not None
            ),
        )
        for o, slots in zip(unresolved, as_of_each, strict=True)
    ]


def insert_returning_ids(
    tx: Tx, model: Any, rows: list[dict[str, Any]], natural_key: tuple[str, ...]
) -> list[int]:
    """Insert many rows with one multi-row ``INSERT ... VALUES ... RETURNING`` statement per
    500 rows and return their ids in the order of ``rows``, instead of an ORM add and flush
    per row. RETURNING's order is not guaranteed, so ids are matched back on
    ``natural_key`` (columns that tell the rows of one call apart)."""
    if not rows:
        return []
    table = table_of(model)
    cols = [table.c[k] for k in natural_key]
    found: dict[tuple[Any, ...], int] = {}
    for i in range(0, len(rows), 500):
        stmt = insert(table).values(rows[i : i + 500]).returning(table.c.id, *cols)
        for row_id, *key in tx.connection().execute(stmt):
            found[tuple(_moment(v) for v in key)] = int(row_id)
    if len(found) != len(rows):  # rolls the transaction back rather than mislabel a row
        raise ValueError(f"{natural_key} does not tell the inserted rows apart")
    return [found[tuple(_moment(r[k]) for k in natural_key)] for r in rows]


def _update_by_id(tx: Tx, rows: list[dict[str, Any]], model: Any = Fact) -> None:
    """``UPDATE facts ... WHERE id = :id`` (or another table's) as one Core executemany (the
    ORM's bulk update by primary key costs several times the CPU for the same statement)."""
    if not rows:
        return
    table = table_of(model)
    cols = [k for k in rows[0] if k != "id"]
    stmt = (
        update(table)
        .where(table.c.id == bindparam("b_id"))
        .values({c: bindparam(f"b_{c}") for c in cols})
    )
    tx.connection().execute(stmt, [{f"b_{k}": v for k, v in r.items()} for r in rows])


def apply_merge(
    tx: Tx, tenant_id: str, user_id: str, session_id: str, observed_at: datetime, plan: MergePlan
) -> None:
    """Write a merge plan in a fixed number of statements, whatever its number of slots.

    Closes first (so no two rows of a slot are ever open), then row updates (each an
    executemany by primary key), then new rows (one insert with RETURNING), then the
    observations and one history row per slot (one insert each), then the user's version.
    """
    if not plan.slots:
        return
    closes = [
        {
            "id": c.row_id,
            "valid_to": c.valid_to,
            "superseded_by_session_id": c.superseded_by_session_id,
        }
        for sp in plan.slots
        for c in sp.closes
    ]
    _update_by_id(tx, closes)
    updates: list[dict[str, Any]] = []
    inserts: list[dict[str, Any]] = []
    for sp in plan.slots:
        st = sp.statement
        for w in sp.writes:
            iv = w.interval
            values = asdict(iv)  # its fields are the row's columns
            if w.row_id is None:
                inserts.append(
                    {
                        "tenant_id": tenant_id,
                        "user_id": user_id,
                        "entity": st.entity,
                        "category": st.category,
                        "key": st.key,
                        "superseded_by_session_id": None,
                        **values,
                    }
                )
            else:
                updates.append({"id": w.row_id, **values})
    _update_by_id(tx, updates)
    # A new row's interval starts with its own session's statement: with the slot and the
    # start, that tells the rows of one merge apart even if two sessions share a timestamp.
    key = ("entity", "key", "source_session_id", "valid_from")
    new_ids = iter(insert_returning_ids(tx, Fact, inserts, key))
    history = []
    rewrites: list[dict[str, Any]] = []  # rows a late session re-reads
    dropped = [i for sp in plan.slots for i in sp.dropped]
    for sp in plan.slots:  # new ids come back in the order the inserts were listed
        ids = [w.row_id if w.row_id is not None else next(new_ids) for w in sp.writes]
        st = sp.statement
        for hw in sp.history:
            row = {
                "fact_id": ids[hw.write],
                "change": hw.event.change,
                "old_value": hw.event.history_old_value,
                "new_value": hw.event.new_value,
            }
            if hw.row_id is not None:
                rewrites.append({"id": hw.row_id, **row})
                continue
            history.append(
                {
                    "tenant_id": tenant_id,
                    "user_id": user_id,
                    "entity": st.entity,
                    "category": st.category,
                    "key": st.key,
                    "stated_as": st.stated_as if hw.session_id == session_id else None,
                    "source_session_id": hw.session_id,
                    "changed_at": hw.at,
                    **row,
                }
            )
    _update_by_id(tx, rewrites, FactHistory)
    conn = tx.connection()
    if dropped:
        conn.execute(delete(table_of(FactHistory)).where(table_of(FactHistory).c.id.in_(dropped)))
    conn.execute(
        insert(table_of(FactObservation)),
        [
            {
                "tenant_id": tenant_id,
                "user_id": user_id,
                "entity": sp.statement.entity,
                "key": sp.statement.key,
                "category": sp.statement.category,
                "value": sp.statement.value,
                "confidence": sp.statement.confidence,
                "retracted": sp.statement.retract,
                "observed_at": observed_at,
                "session_id": session_id,
            }
            for sp in plan.slots
        ]
        + [
            {
                "tenant_id": tenant_id,
                "user_id": user_id,
                "entity": sp.statement.entity,
                "key": sp.statement.key,
                "category": sp.statement.category,
                "value": o.value,
                "confidence": o.confidence,
                "retracted": False,
                "observed_at": o.observed_at,
                "session_id": o.session_id,
            }
            for sp in plan.slots
            for o in sp.adopted  # a pending version, now stated on its slot
        ],
    )
    if history:
        conn.execute(insert(table_of(FactHistory)), history)
    users = table_of(MemoryUser)
    conn.execute(
        update(users)
        .where(users.c.tenant_id == tenant_id, users.c.user_id == user_id)
        .values(facts_version=users.c.facts_version + 1)
    )
