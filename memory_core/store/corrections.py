"""SQL of fact corrections and retractions made by a person (an operator or the user).

A correction changes the statements behind one fact interval to the corrected value; a
retraction removes them (the previous value, if any, is current again). Either way the key's
timeline is re-derived from the statements, so a later merge agrees with the correction
instead of undoing it, and a history row records the change, marked ``corrected`` or
``retracted``, whose session is ``correction:<id>`` of a ``fact_corrections`` row that
names the actor. Nothing changes silently.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, delete, select, update
from sqlalchemy.orm import Session

from memory_core.model.facts import same_value
from memory_core.store.derived import rebuild_fact_keys
from memory_core.store.receipts import ACTORS
from memory_core.store.store import lock_user
from memory_core.store.tables import Fact, FactCorrection, FactHistory, FactObservation, MemoryUser
from memory_core.store.types import utcnow

ACTIONS = ("corrected", "retracted")


class FactNotFound(LookupError):
    """No such fact for this tenant and user (scope is part of the lookup, never implied)."""


@dataclass(frozen=True)
class FactChange:
    fact_id: int
    action: str  # corrected | retracted
    actor: str
    old_value: str
    new_value: str | None
    correction_id: int
    at: datetime


def _backing(f: Fact) -> tuple[ColumnElement[bool], ...]:
    """The observations that make up this fact's interval."""
    where: tuple[ColumnElement[bool], ...] = (
        FactObservation.tenant_id == f.tenant_id,
        FactObservation.user_id == f.user_id,
        FactObservation.entity == f.entity,
        FactObservation.key == f.key,
        FactObservation.observed_at >= f.valid_from,
    )
    if f.valid_to is not None:
        where = (*where, FactObservation.observed_at < f.valid_to)
    return where


def change_fact(
    s: Session,
    tenant_id: str,
    user_id: str,
    fact_id: int,
    *,
    action: str,
    actor: str,
    new_value: str | None = None,
) -> FactChange:
    """Correct (``new_value``, already masked) or retract one fact; see the module docstring."""
    if action not in ACTIONS or actor not in ACTORS:
        raise ValueError(f"action must be one of {ACTIONS} and actor one of {ACTORS}")
    if action == "corrected" and not (new_value or "").strip():
        raise ValueError("a correction needs the corrected value")
    lock_user(s, tenant_id, user_id, create=False)
    f = s.scalar(
        select(Fact).where(Fact.id == fact_id, Fact.tenant_id == tenant_id, Fact.user_id == user_id)
    )
    if f is None or (f.valid_to is not None and f.valid_to <= f.valid_from):
        raise FactNotFound(f"no fact {fact_id} for user {user_id!r} of tenant {tenant_id!r}")
    old, entity, key, category = f.value, f.entity, f.key, f.category
    ids = [
        o.id
        for o in s.scalars(select(FactObservation).where(*_backing(f)))
        if same_value(o.value, old)
    ]
    if action == "corrected":
        assert new_value is not None
        value = new_value.strip()[:2000]
        s.execute(update(FactObservation).where(FactObservation.id.in_(ids)).values(value=value))
        f.value = value
    else:
        value = None
        s.execute(delete(FactObservation).where(FactObservation.id.in_(ids)))
    s.flush()
    rebuild_fact_keys(s, tenant_id, user_id, [(entity, key)], set(), scrub_history=False)
    now = utcnow()
    corr = FactCorrection(
        tenant_id=tenant_id,
        user_id=user_id,
        fact_id=fact_id,
        action=action,
        actor=actor,
        created_at=now,
    )
    s.add(corr)
    s.flush()
    s.add(
        FactHistory(
            tenant_id=tenant_id,
            user_id=user_id,
            fact_id=fact_id,
            entity=entity,
            category=category,
            key=key,
            change=action,
            old_value=old,
            new_value=value or "",
            source_session_id=f"correction:{corr.id}",
            changed_at=now,
            recorded_at=now,
        )
    )
    s.execute(
        update(MemoryUser)
        .where(MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id)
        .values(facts_version=MemoryUser.facts_version + 1)
    )
    return FactChange(fact_id, action, actor, old, value, corr.id, now)


def actors_of(s: Session, tenant_id: str, user_id: str) -> dict[str, str]:
    """``correction:<id>`` -> actor, to show who made each corrected history row."""
    rows = s.execute(
        select(FactCorrection.id, FactCorrection.actor).where(
            FactCorrection.tenant_id == tenant_id, FactCorrection.user_id == user_id
        )
    )
    return {f"correction:{i}": a for i, a in rows}
