"""Fact observations, fact rows and their history: loaded for a merge, written from its plan.

The store never decides what the timeline is (that is ``model.facts``); it loads the slots
a session touches in two statements and applies the plan it is handed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select, tuple_, update

from memory_core.model.facts import FactRow, MergePlan, Observation, SlotState
from memory_core.store.records import CurrentSlot
from memory_core.store.store import Tx
from memory_core.store.tables import Extraction, Fact, FactHistory, FactObservation, MemoryUser

Slot = tuple[str, str]


def load_slots(
    tx: Tx, tenant_id: str, user_id: str, slots: Iterable[Slot]
) -> dict[Slot, SlotState]:
    """Every observation and row of these slots: two statements, whatever their number."""
    wanted = sorted(set(slots))
    if not wanted:
        return {}
    obs: dict[Slot, list[Observation]] = defaultdict(list)
    rows: dict[Slot, list[FactRow]] = defaultdict(list)
    for i in range(0, len(wanted), 200):
        part = wanted[i : i + 200]
        for o in tx.execute(
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
        for r in tx.execute(
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
    return {s: SlotState(tuple(obs.get(s, ())), tuple(rows.get(s, ()))) for s in wanted}


def apply_merge(
    tx: Tx, tenant_id: str, user_id: str, session_id: str, observed_at: datetime, plan: MergePlan
) -> None:
    """Write a merge plan: observations, closes first, then rows, then one history row each."""
    for sp in plan.slots:
        st = sp.statement
        tx.add(
            FactObservation(
                tenant_id=tenant_id,
                user_id=user_id,
                entity=st.entity,
                key=st.key,
                category=st.category,
                value=st.value,
                confidence=st.confidence,
                retracted=st.retract,
                observed_at=observed_at,
                session_id=session_id,
            )
        )
        for c in sp.closes:
            tx.execute(
                update(Fact)
                .where(Fact.id == c.row_id)
                .values(valid_to=c.valid_to, superseded_by_session_id=c.superseded_by_session_id)
            )
        tx.flush()
        target = 0
        for i, w in enumerate(sp.writes):
            iv = w.interval
            values = {
                "value": iv.value,
                "valid_from": iv.valid_from,
                "valid_to": iv.valid_to,
                "last_observed_at": iv.last_observed_at,
                "times_confirmed": iv.times_confirmed,
                "confidence": iv.confidence,
                "source_session_id": iv.source_session_id,
            }
            if w.row_id is None:
                row = Fact(
                    tenant_id=tenant_id,
                    user_id=user_id,
                    entity=st.entity,
                    category=st.category,
                    key=st.key,
                    **values,
                )
                tx.add(row)
                tx.flush()
                row_id = row.id
            else:
                tx.execute(update(Fact).where(Fact.id == w.row_id).values(**values))
                tx.flush()
                row_id = w.row_id
            if i == sp.target:
                target = row_id
        if not sp.records:
            continue  # a retraction of nothing current: kept as an observation only
        tx.add(
            FactHistory(
                tenant_id=tenant_id,
                user_id=user_id,
                fact_id=target,
                entity=st.entity,
                category=st.category,
                key=st.key,
                change=sp.event.change,
                old_value=sp.event.history_old_value,
                new_value=sp.event.new_value,
                stated_as=st.stated_as,
                source_session_id=session_id,
                changed_at=observed_at,
            )
        )
    if plan.slots:
        tx.execute(
            update(MemoryUser)
            .where(MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id)
            .values(facts_version=MemoryUser.facts_version + 1)
        )


def current_facts(tx: Tx, tenant_id: str, user_id: str) -> list[tuple[str, str, str, str]]:
    """(entity, category, key, value) of the user's current facts."""
    rows = tx.execute(
        select(Fact.entity, Fact.category, Fact.key, Fact.value).where(
            Fact.tenant_id == tenant_id, Fact.user_id == user_id, Fact.valid_to.is_(None)
        )
    )
    return [(e, c, k, v) for e, c, k, v in rows]


def current_slots(tx: Tx, tenant_id: str, user_id: str) -> list[CurrentSlot]:
    """The user's current facts with when they started, were last stated, and by which session."""
    rows = tx.execute(
        select(
            Fact.entity,
            Fact.category,
            Fact.key,
            Fact.value,
            Fact.valid_from,
            Fact.last_observed_at,
            Fact.source_session_id,
        )
        .where(Fact.tenant_id == tenant_id, Fact.user_id == user_id, Fact.valid_to.is_(None))
        .order_by(Fact.last_observed_at.desc(), Fact.id.desc())
    )
    return [CurrentSlot(*r) for r in rows]


def current_fact_values(tx: Tx, tenant_id: str, user_id: str) -> dict[Slot, str]:
    if user_id == "*":  # facts belong to users; a tenant has none of its own
        return {}
    return {(e, k): v for e, _c, k, v in current_facts(tx, tenant_id, user_id)}


def observations_for(
    tx: Tx, tenant_id: str, user_id: str, sessions: list[str]
) -> list[tuple[str, str, str, str, str]]:
    """(session_id, entity, key, category, value) stated in these sessions."""
    out: list[tuple[str, str, str, str, str]] = []
    for i in range(0, len(sessions), 500):
        stmt = select(
            FactObservation.session_id,
            FactObservation.entity,
            FactObservation.key,
            FactObservation.category,
            FactObservation.value,
        ).where(
            FactObservation.tenant_id == tenant_id,
            FactObservation.session_id.in_(sessions[i : i + 500]),
        )
        if user_id != "*":
            stmt = stmt.where(FactObservation.user_id == user_id)
        out.extend((a, b, c, d, e) for a, b, c, d, e in tx.execute(stmt))
        out.extend(_issue_rows(tx, tenant_id, user_id, sessions[i : i + 500]))
    return out


def _issue_rows(
    tx: Tx, tenant_id: str, user_id: str, sessions: list[str]
) -> list[tuple[str, str, str, str, str]]:
    """Issues with an error code, shaped as the known_issues observations reflection counts
    (issues are kept with the extraction, out of the facts layer)."""
    stmt = select(Extraction.session_id, Extraction.payload).where(
        Extraction.tenant_id == tenant_id, Extraction.session_id.in_(sessions)
    )
    if user_id != "*":
        stmt = stmt.where(Extraction.user_id == user_id)
    out: list[tuple[str, str, str, str, str]] = []
    for sid, payload in tx.execute(stmt):
        for issue in (payload or {}).get("issues") or []:
            key, text = str(issue.get("key", "")), str(issue.get("text", ""))
            if key and key.casefold() in text.casefold():  # a code quoted in the text
                out.append((sid, "issue", f"error {key}", "known_issues", text))
    return out
