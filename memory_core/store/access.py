"""Readers' access counters on chunks (what pruning weighs as 'still used')."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    Engine,
    bindparam,
    update,
)

from memory_core.store.store import table_of
from memory_core.store.tables import (
    Chunk,
)
from memory_core.store.types import UTCDateTime


def record_accesses(engine: Engine, counts: dict[int, int], at: datetime) -> None:
    """Add each chunk's reads in one transaction: one executemany per distinct count."""
    by_n: dict[int, list[int]] = {}
    for chunk_id, n in counts.items():
        by_n.setdefault(n, []).append(chunk_id)
    stmt = (
        update(table_of(Chunk))
        .where(table_of(Chunk).c.id == bindparam("cid"))
        .values(
            access_count=table_of(Chunk).c.access_count + bindparam("n"),
            last_accessed_at=bindparam("at", type_=UTCDateTime()),
        )
    )
    with engine.begin() as conn:
        for n, ids in by_n.items():
            conn.execute(stmt, [{"cid": i, "n": n, "at": at} for i in ids])
