"""SQL for moving a store's chunk vectors to another embedder (``memory-core reembed``)."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, func, select, update
from sqlalchemy.orm import Session

from memory_core.store.tables import Chunk


def _scope(embedder: str, tenant_id: str | None) -> list[ColumnElement[bool]]:
    conds: list[ColumnElement[bool]] = [Chunk.embedder != embedder]
    if tenant_id is not None:
        conds.append(Chunk.tenant_id == tenant_id)
    return conds


def count_stale(s: Session, embedder: str, tenant_id: str | None = None) -> int:
    """How many chunks are not yet embedded with ``embedder``."""
    return int(
        s.scalar(select(func.count()).select_from(Chunk).where(*_scope(embedder, tenant_id))) or 0
    )


def stale_batch(
    s: Session, embedder: str, after_id: int, limit: int, tenant_id: str | None = None
) -> list[tuple[int, str]]:
    """The next chunks (by id) still on another embedder: keyset pagination, resumable."""
    rows = s.execute(
        select(Chunk.id, Chunk.text)
        .where(*_scope(embedder, tenant_id), Chunk.id > after_id)
        .order_by(Chunk.id)
        .limit(limit)
    )
    return [(int(i), str(t)) for i, t in rows]


def set_vectors(s: Session, embedder: str, dim: int, rows: Sequence[tuple[int, bytes]]) -> None:
    for chunk_id, blob in rows:
        s.execute(
            update(Chunk)
            .where(Chunk.id == chunk_id)
            .values(embedding=blob, embedder=embedder, dim=dim)
        )
