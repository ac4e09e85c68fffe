"""Readers' access counters on chunks (what pruning weighs as 'still used')."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    Table,
    bindparam,
    update,
)
from sqlalchemy.orm import Session

from memory_core.store.tables import (
    Chunk,
)
from memory_core.store.types import UTCDateTime


def _t(model: Any) -> Table:
    table: Table = model.__table__
    return table


def _dialect(s: Session | Connection) -> str:
    return s.get_bind().dialect.name if isinstance(s, Session) else s.dialect.name


def record_accesses(engine: Engine, counts: dict[int, int], at: datetime) -> None:
    """Add each chunk's reads in one transaction: one executemany per distinct count."""
    by_n: dict[int, list[int]] = {}
    for chunk_id, n in counts.items():
        by_n.setdefault(n, []).append(chunk_id)
    stmt = (
        update(_t(Chunk))
        .where(_t(Chunk).c.id == bindparam("cid"))
        .values(
            access_count=_t(Chunk).c.access_count + bindparam("n"),
            last_accessed_at=bindparam("at", type_=UTCDateTime()),
        )
    )
    with engine.begin() as conn:
        for n, ids in by_n.items():
            conn.execute(stmt, [{"cid": i, "n": n, "at": at} for i in ids])
