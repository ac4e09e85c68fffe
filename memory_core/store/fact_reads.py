"""What extraction and reflection read of a user's facts: the current rows, the slots as of
a session's time, and the statements of given sessions (the merge's own loading and
writing is ``store.facts``)."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import or_, select

from memory_core.model.facts import Observation, as_of
from memory_core.model.pending import PENDING_VERSION
from memory_core.store.records import CurrentSlot
from memory_core.store.store import Tx
from memory_core.store.tables import Extraction, Fact, FactObservation

Slot = tuple[str, str]


def _moment(value: Any) -> Any:
    return value.replace(tzinfo=UTC) if isinstance(value, datetime) and not value.tzinfo else value


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
    rows = tx.connection().execute(
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


def slots_as_of(
    tx: Tx, tenant_id: str, user_id: str, at: datetime, session_id: str
) -> list[CurrentSlot]:
    """The slots a session at ``at`` would have found current had every earlier session, and
    no later one, arrived first (``model.facts.as_of``): what its extraction reads, so an
    older session consolidated late is not read against facts from its future.

    In the usual case, nothing stated after ``at`` and nothing of this session stored yet,
    that is the current rows (one indexed probe): the timeline is rebuilt only for a late
    session, so a long-lived user's extraction does not re-read their whole history."""
    conn = tx.connection()
    later = conn.execute(
        select(FactObservation.id)
        .where(
            FactObservation.tenant_id == tenant_id,
            FactObservation.user_id == user_id,
            or_(FactObservation.observed_at > at, FactObservation.session_id == session_id),
        )
        .limit(1)
    ).first()
    if later is None:
        return current_slots(tx, tenant_id, user_id)
    return _as_of(_observations_until(tx, tenant_id, user_id, at), at, session_id)


def slots_as_of_each(
    tx: Tx, tenant_id: str, user_id: str, moments: list[tuple[datetime, str]]
) -> list[list[CurrentSlot]]:
    """``slots_as_of`` without its fast path for each (at, session_id), from ONE read of the
    user's observations up to the latest ``at`` (rather than one timeline read per moment):
    for callers whose sessions always have observations stored, so the fast path never
    applies (pending versions are themselves observations of their session)."""
    if not moments:
        return []
    latest = max(moments, key=lambda m: _moment(m[0]))[0]  # as stored: SQLite's are naive
    rows = _observations_until(tx, tenant_id, user_id, latest)
    return [_as_of(rows, at, session_id) for at, session_id in moments]


def _observations_until(tx: Tx, tenant_id: str, user_id: str, at: datetime) -> list[Any]:
    """The user's fact observations stated at or before ``at``, oldest first."""
    return list(
        tx.connection().execute(
            select(
                FactObservation.entity,
                FactObservation.key,
                FactObservation.category,
                FactObservation.value,
                FactObservation.observed_at,
                FactObservation.session_id,
                FactObservation.confidence,
                FactObservation.retracted,
            )
            .where(
                FactObservation.tenant_id == tenant_id,
                FactObservation.user_id == user_id,
                FactObservation.observed_at <= at,
                FactObservation.key != PENDING_VERSION,  # never a fact
            )
            .order_by(FactObservation.observed_at, FactObservation.id)
        )
    )


def _as_of(rows: list[Any], at: datetime, session_id: str) -> list[CurrentSlot]:
    """The slots current at ``at`` from observations (``_observations_until``), leaving out
    ``session_id``'s own and any stated after ``at``."""
    moment = _moment(at)
    found: dict[Slot, list[Observation]] = defaultdict(list)
    category: dict[Slot, str] = {}
    for o in rows:
        when = _moment(o.observed_at)
        if o.session_id == session_id or when > moment:
            continue
        slot = (o.entity, o.key)
        category[slot] = o.category
        found[slot].append(
            Observation(o.value, when, o.session_id, o.confidence, bool(o.retracted))
        )
    out: list[CurrentSlot] = []
    for (entity, key), obs in found.items():
        iv = as_of(obs, moment, session_id)
        if iv is not None:
            out.append(
                CurrentSlot(
                    entity,
                    category[(entity, key)],
                    key,
                    iv.value,
                    iv.valid_from,
                    iv.last_observed_at,
                    iv.source_session_id,
                )
            )
    out.sort(key=lambda c: (c.last_observed_at, c.source_session_id), reverse=True)
    return out


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
            FactObservation.key != PENDING_VERSION,
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
