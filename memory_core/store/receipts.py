"""SQL of tombstones and erasure receipts; returns plain dataclasses, never ORM rows.

A receipt is the proof that an erasure happened: its id, the tenant and user it was for,
what it covered (a whole user, one episode, one fact), who asked (an operator or the user's
own signed link), when, and how many rows of each kind went. It holds no content, so it can
be kept, printed and exported after everything it describes is gone.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from memory_core.store.engine import upsert_insert
from memory_core.store.tables import ErasureReceiptRow, ForgottenUser

ACTORS = ("operator", "user-link")


@dataclass(frozen=True)
class ErasureReceipt:
    id: str
    tenant_id: str
    user_id: str
    scope: str  # user | episode | fact
    actor: str  # operator | user-link
    created_at: datetime
    counts: dict[str, int] = field(default_factory=dict)
    sessions_dropped: int = 0  # sessions of the user refused after the erasure

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["created_at"] = self.created_at.isoformat()
        return d


def _receipt(r: ErasureReceiptRow) -> ErasureReceipt:
    counts = {str(k): int(v) for k, v in (r.counts or {}).items()}
    return ErasureReceipt(
        r.id, r.tenant_id, r.user_id, r.scope, r.actor, r.created_at, counts, r.sessions_dropped
    )


def fence(s: Session, tenant_id: str, user_id: str, at: datetime) -> None:
    """Write (or move forward) the user's tombstone."""
    ins = upsert_insert(s, ForgottenUser.__table__).values(
        tenant_id=tenant_id, user_id=user_id, forgotten_at=at
    )
    s.execute(
        ins.on_conflict_do_update(
            index_elements=["tenant_id", "user_id"], set_={"forgotten_at": at}
        )
    )


def forgotten_at(s: Session, tenant_id: str, user_id: str) -> datetime | None:
    row = s.get(ForgottenUser, (tenant_id, user_id))
    return None if row is None else row.forgotten_at


def add_receipt(s: Session, r: ErasureReceipt) -> None:
    if r.actor not in ACTORS:
        raise ValueError(f"actor must be one of {', '.join(ACTORS)}")
    s.add(
        ErasureReceiptRow(
            id=r.id,
            tenant_id=r.tenant_id,
            user_id=r.user_id,
            scope=r.scope,
            actor=r.actor,
            counts=dict(r.counts),
            sessions_dropped=r.sessions_dropped,
            created_at=r.created_at,
        )
    )
    s.flush()


def set_counts(s: Session, receipt_id: str, counts: dict[str, int]) -> None:
    s.execute(
        update(ErasureReceiptRow).where(ErasureReceiptRow.id == receipt_id).values(counts=counts)
    )


def drop_receipt(s: Session, receipt_id: str) -> None:
    s.execute(delete(ErasureReceiptRow).where(ErasureReceiptRow.id == receipt_id))


def count_dropped(s: Session, tenant_id: str, user_id: str) -> None:
    """Add one refused session to the user's latest whole-user receipt."""
    latest = s.scalar(
        select(ErasureReceiptRow.id)
        .where(
            ErasureReceiptRow.tenant_id == tenant_id,
            ErasureReceiptRow.user_id == user_id,
            ErasureReceiptRow.scope == "user",
        )
        .order_by(ErasureReceiptRow.created_at.desc())
        .limit(1)
    )
    if latest is not None:
        s.execute(
            update(ErasureReceiptRow)
            .where(ErasureReceiptRow.id == latest)
            .values(sessions_dropped=ErasureReceiptRow.sessions_dropped + 1)
        )


def receipts(
    s: Session, tenant_id: str | None = None, user_id: str | None = None, limit: int = 1_000
) -> list[ErasureReceipt]:
    stmt = select(ErasureReceiptRow)
    if tenant_id is not None:
        stmt = stmt.where(ErasureReceiptRow.tenant_id == tenant_id)
    if user_id is not None:
        stmt = stmt.where(ErasureReceiptRow.user_id == user_id)
    rows = s.scalars(stmt.order_by(ErasureReceiptRow.created_at, ErasureReceiptRow.id).limit(limit))
    return [_receipt(r) for r in rows]


def get_receipt(s: Session, receipt_id: str) -> ErasureReceipt | None:
    row = s.get(ErasureReceiptRow, receipt_id)
    return None if row is None else _receipt(row)
