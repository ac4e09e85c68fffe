"""Episodes (masked sessions), their chunks and their extraction: written once per session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError

from memory_core.store.engine import upsert_insert
from memory_core.store.records import EpisodeRecord, ExtractionRecord, to_record
from memory_core.store.store import Store, Tx, mark_stage, stage_detail, table_of
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


def _lock_user_seen(tx: Tx, tenant_id: str, user_id: str, started_at: datetime) -> None:
    """``lock_user`` and the user's first-session time in one statement.

    An upsert whose ``DO UPDATE`` locks the user's row on PostgreSQL as ``SELECT ... FOR
    UPDATE`` does (SQLite writers are serial), instead of insert-ignore, select and update.
    """
    users = table_of(MemoryUser)
    ins = upsert_insert(tx, users).values(
        tenant_id=tenant_id,
        user_id=user_id,
        created_at=utcnow(),
        facts_version=0,
        last_session_at=started_at,
    )
    tx.execute(
        ins.on_conflict_do_update(
            index_elements=[users.c.tenant_id, users.c.user_id],
            set_={
                "last_session_at": func.coalesce(
                    users.c.last_session_at, ins.excluded.last_session_at
                )
            },
        )
    )


def save_episode(store: Store, ep: NewEpisode) -> SavedEpisode:
    """Store the episode, its chunks and its ledger row in one transaction.

    Four statements for a new session: the user's lock, the episode (``ON CONFLICT DO
    NOTHING RETURNING id``: a duplicate delivery returns nothing and is looked up), its
    chunks (one executemany) and the ledger row.
    """
    try:
        with store.tx() as tx:
            _lock_user_seen(tx, ep.tenant_id, ep.user_id, ep.started_at)
            episodes = table_of(Episode)
            episode_id = tx.execute(
                upsert_insert(tx, episodes)
                .values(
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
                    metadata=ep.metadata,
                    outcomes=ep.outcomes,
                    pii_report=ep.pii_report,
                    content_hash=ep.content_hash,
                    created_at=utcnow(),
                )
                .on_conflict_do_nothing(
                    index_elements=[episodes.c.tenant_id, episodes.c.session_id]
                )
                .returning(episodes.c.id)
            ).scalar()
            if episode_id is None:  # stored before: a duplicate delivery, or a conflict
                existing = _existing(tx, ep.tenant_id, ep.session_id, ep.content_hash)
                if existing is None:  # the conflicting row vanished: let the caller retry
                    raise RuntimeError(f"episode {ep.session_id!r} neither stored nor found")
                return existing
            if ep.chunks:
                now = utcnow()
                tx.execute(
                    insert(Chunk),
                    [
                        {
                            "tenant_id": ep.tenant_id,
                            "user_id": ep.user_id,
                            "episode_id": episode_id,
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
            mark_stage(
                tx,
                ep.tenant_id,
                ep.session_id,
                "episode",
                ep.user_id,
                {"episode_id": episode_id, "chunks": len(ep.chunks)},
            )
            return SavedEpisode(int(episode_id), True)
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
