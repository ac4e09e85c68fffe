"""Episodes (masked sessions), their chunks and their extraction: written once per session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError

from memory_core.store.records import EpisodeRecord, ExtractionRecord, to_record
from memory_core.store.store import Store, Tx, lock_user, mark_stage, stage_detail
from memory_core.store.tables import Chunk, Episode, Extraction, MemoryUser
from memory_core.store.types import utcnow


@dataclass
class NewChunk:
    seq: int
    text: str
    message_ids: list[str]
    started_at: datetime
    embedding: bytes
    embedder: str
    dim: int


@dataclass
class NewEpisode:
    tenant_id: str
    user_id: str
    session_id: str
    started_at: datetime
    ended_at: datetime
    importance: int
    topic: str | None
    summary: str | None
    messages: list[dict[str, Any]]
    tool_calls: list[dict[str, Any]]
    metadata: dict[str, Any]
    outcomes: list[dict[str, Any]]
    pii_report: dict[str, int]
    content_hash: str
    chunks: list[NewChunk] = field(default_factory=list)


@dataclass(frozen=True)
class SavedEpisode:
    episode_id: int
    created: bool  # False: the session was already stored (a duplicate delivery)
    conflict: bool = False  # the same session id was stored before with other content


def _existing(tx: Tx, tenant_id: str, session_id: str, content_hash: str) -> SavedEpisode | None:
    row = tx.execute(
        select(Episode.id, Episode.content_hash).where(
            Episode.tenant_id == tenant_id, Episode.session_id == session_id
        )
    ).first()
    if row is None:
        return None
    return SavedEpisode(row.id, False, conflict=row.content_hash != content_hash)


def save_episode(store: Store, ep: NewEpisode) -> SavedEpisode:
    """Store the episode, its chunks (one executemany) and its ledger row in one transaction."""
    try:
        with store.tx() as tx:
            existing = _existing(tx, ep.tenant_id, ep.session_id, ep.content_hash)
            if existing is not None:
                return existing
            lock_user(tx, ep.tenant_id, ep.user_id)
            row = Episode(
                tenant_id=ep.tenant_id,
                user_id=ep.user_id,
                session_id=ep.session_id,
                started_at=ep.started_at,
                ended_at=ep.ended_at,
                importance=ep.importance,
                topic=ep.topic,
                summary=ep.summary,
                messages=ep.messages,
                tool_calls=ep.tool_calls,
                meta=ep.metadata,
                outcomes=ep.outcomes,
                pii_report=ep.pii_report,
                content_hash=ep.content_hash,
            )
            tx.add(row)
            tx.flush()
            if ep.chunks:
                now = utcnow()
                tx.execute(
                    insert(Chunk),
                    [
                        {
                            "tenant_id": ep.tenant_id,
                            "user_id": ep.user_id,
                            "episode_id": row.id,
                            "session_id": ep.session_id,
                            "seq": c.seq,
                            "text": c.text,
                            "message_ids": c.message_ids,
                            "started_at": c.started_at,
                            "importance": ep.importance,
                            "embedder": c.embedder,
                            "dim": c.dim,
                            "embedding": c.embedding,
                            "access_count": 0,
                            "created_at": now,
                        }
                        for c in ep.chunks
                    ],
                )
            tx.execute(
                update(MemoryUser)
                .where(MemoryUser.tenant_id == ep.tenant_id, MemoryUser.user_id == ep.user_id)
                .values(last_session_at=func.coalesce(MemoryUser.last_session_at, ep.started_at))
            )
            mark_stage(
                tx,
                ep.tenant_id,
                ep.session_id,
                "episode",
                ep.user_id,
                {"episode_id": row.id, "chunks": len(ep.chunks)},
            )
            return SavedEpisode(row.id, True)
    except IntegrityError:
        # A concurrent delivery of the same session won the race: use its row.
        with store.read() as tx:
            existing = _existing(tx, ep.tenant_id, ep.session_id, ep.content_hash)
            if existing is None:
                raise
            return existing


def load_episode(tx: Tx, tenant_id: str, session_id: str) -> EpisodeRecord | None:
    row = tx.scalar(
        select(Episode).where(Episode.tenant_id == tenant_id, Episode.session_id == session_id)
    )
    return None if row is None else to_record(EpisodeRecord, row)


def load_extraction(tx: Tx, tenant_id: str, session_id: str) -> ExtractionRecord | None:
    row = tx.get(Extraction, (tenant_id, session_id))
    return None if row is None else to_record(ExtractionRecord, row)


def save_extraction(
    tx: Tx,
    *,
    tenant_id: str,
    user_id: str,
    session_id: str,
    backend: str,
    payload: dict[str, Any],
    prompt_tokens: int,
    completion_tokens: int,
    importance: int,
    topic: str | None,
    summary: str | None,
) -> bool:
    """Store the extraction once (a retry keeps the first) and apply its episode scores."""
    if stage_detail(tx, tenant_id, session_id, "extract") is not None:
        return False
    tx.add(
        Extraction(
            tenant_id=tenant_id,
            user_id=user_id,
            session_id=session_id,
            backend=backend,
            payload=payload,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
        )
    )
    tx.execute(
        update(Episode)
        .where(Episode.tenant_id == tenant_id, Episode.session_id == session_id)
        .values(importance=importance, topic=topic, summary=summary)
    )
    tx.execute(
        update(Chunk)
        .where(Chunk.tenant_id == tenant_id, Chunk.session_id == session_id)
        .values(importance=importance)
    )
    mark_stage(
        tx,
        tenant_id,
        session_id,
        "extract",
        user_id,
        {"backend": backend, "facts": len(payload.get("facts", []))},
    )
    return True


# -- reflection inputs --------------------------------------------------------------------
def window_episodes(
    tx: Tx, tenant_id: str, user_id: str, since: datetime, limit: int
) -> list[EpisodeRecord]:
    """The user's (``"*"``: the tenant's) most recent episodes since ``since``, oldest first."""
    stmt = select(Episode).where(Episode.tenant_id == tenant_id, Episode.started_at >= since)
    if user_id != "*":
        stmt = stmt.where(Episode.user_id == user_id)
    rows = tx.scalars(stmt.order_by(Episode.started_at.desc(), Episode.id.desc()).limit(limit))
    return [to_record(EpisodeRecord, r) for r in reversed(rows.all())]


def max_episode_id(tx: Tx, tenant_id: str, user_id: str) -> int:
    stmt = select(func.max(Episode.id)).where(Episode.tenant_id == tenant_id)
    if user_id != "*":
        stmt = stmt.where(Episode.user_id == user_id)
    return int(tx.scalar(stmt) or 0)


def episode_vectors(tx: Tx, episode_ids: Sequence[int]) -> list[tuple[int, str, int, bytes]]:
    """(episode_id, embedder, dim, embedding) of the episodes' chunks."""
    if not episode_ids:
        return []
    rows = tx.execute(
        select(Chunk.episode_id, Chunk.embedder, Chunk.dim, Chunk.embedding)
        .where(Chunk.episode_id.in_(list(episode_ids)))
        .order_by(Chunk.episode_id, Chunk.seq)
    )
    return [(int(e), str(m), int(d), bytes(v)) for e, m, d, v in rows]


# -- what the later stages read, one statement each -----------------------------------------
def merge_input(
    tx: Tx, tenant_id: str, session_id: str
) -> tuple[str, datetime, dict[str, Any] | None] | None:
    """(user_id, started_at, extraction payload or None) of a stored episode, else None."""
    row = tx.execute(
        select(Episode.user_id, Episode.started_at, Extraction.payload)
        .select_from(Episode)
        .outerjoin(
            Extraction,
            (Extraction.tenant_id == Episode.tenant_id)
            & (Extraction.session_id == Episode.session_id),
        )
        .where(Episode.tenant_id == tenant_id, Episode.session_id == session_id)
    ).first()
    return None if row is None else (row.user_id, row.started_at, row.payload)


def tally_input(
    tx: Tx, tenant_id: str, session_id: str
) -> tuple[str, datetime, datetime, list[dict[str, Any]]] | None:
    """(user_id, started_at, ended_at, outcomes) of a stored episode, else None."""
    row = tx.execute(
        select(Episode.user_id, Episode.started_at, Episode.ended_at, Episode.outcomes).where(
            Episode.tenant_id == tenant_id, Episode.session_id == session_id
        )
    ).first()
    if row is None:
        return None
    return (row.user_id, row.started_at, row.ended_at, list(row.outcomes or []))
