"""Dead letters: sessions that could not be consolidated, with the reason and a masked payload."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select, update

from memory_core.store.records import DeadLetterRecord, to_record
from memory_core.store.store import Store
from memory_core.store.tables import DeadLetter
from memory_core.store.types import utcnow


def add_dead_letter(
    store: Store,
    *,
    tenant_id: str,
    user_id: str,
    session_id: str,
    stage: str,
    error_type: str,
    reason: str,
    payload: dict[str, Any] | None,
    attempts: int,
) -> int:
    """One open letter per session: a second failure updates it instead of duplicating."""
    with store.tx() as s:
        existing = s.scalar(
            select(DeadLetter).where(
                DeadLetter.tenant_id == tenant_id,
                DeadLetter.session_id == session_id,
                DeadLetter.replayed_at.is_(None),
            )
        )
        if existing is not None:
            existing.stage, existing.error_type, existing.reason = stage, error_type, reason
            existing.attempts += attempts
            if payload is not None:
                existing.payload = payload
            return existing.id
        row = DeadLetter(
            tenant_id=tenant_id,
            user_id=user_id,
            session_id=session_id,
            stage=stage,
            error_type=error_type,
            reason=reason[:4000],
            payload=payload,
            attempts=attempts,
        )
        s.add(row)
        s.flush()
        return row.id


def dead_letters(
    store: Store,
    *,
    tenant_id: str | None = None,
    include_replayed: bool = False,
    limit: int = 100,
) -> list[DeadLetterRecord]:
    with store.read() as s:
        stmt = select(DeadLetter).order_by(DeadLetter.id).limit(limit)
        if tenant_id is not None:
            stmt = stmt.where(DeadLetter.tenant_id == tenant_id)
        if not include_replayed:
            stmt = stmt.where(DeadLetter.replayed_at.is_(None))
        return [to_record(DeadLetterRecord, r) for r in s.scalars(stmt)]


def get_dead_letter(store: Store, letter_id: int) -> DeadLetterRecord | None:
    with store.read() as s:
        row = s.get(DeadLetter, letter_id)
        return None if row is None else to_record(DeadLetterRecord, row)


def mark_replayed(store: Store, letter_id: int) -> None:
    with store.tx() as s:
        s.execute(update(DeadLetter).where(DeadLetter.id == letter_id).values(replayed_at=utcnow()))
