"""Episodes (masked sessions), their chunks and their extraction: written once per session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from typing import Any

from sqlalchemy import bindparam, func, insert, literal_column, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from memory_core.store.records import EpisodeRecord, ExtractionRecord, to_record
from memory_core.store.store import (
    Store,
    Tx,
    dialect,
    mark_stage,
    mark_stages,
    stage_detail,
    table_of,
)
from memory_core.store.tables import Chunk, Episode, Extraction, ForgottenUser, MemoryUser
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
    forgotten_at: datetime | None = None  # the user's tombstone, read after the user's lock
    new_user: bool = False  # this transaction created the user's row (see ``lock_user_seen``)

    def forgotten(self, started_at: datetime) -> bool:
        """The user's erasure covers a session that started at ``started_at``."""
        return self.forgotten_at is not None and started_at <= self.forgotten_at


class Forgotten(Exception):
    """Raised inside ``save_episode``'s transaction to roll it back; carries the result."""

    def __init__(self, saved: SavedEpisode) -> None:
        super().__init__("the user's erasure covers this session")
        self.saved = saved


def _tombstone(tenant_id: str, user_id: str) -> Any:
    return (
        select(ForgottenUser.forgotten_at)
        .where(ForgottenUser.tenant_id == tenant_id, ForgottenUser.user_id == user_id)
        .scalar_subquery()
    )


def _upsert(pg: bool, table: Any) -> Any:
    return postgresql.insert(table) if pg else sqlite.insert(table)


@cache
def _seen_statement(pg: bool) -> Any:
    """``lock_user_seen``'s upsert, built once per dialect: its values are parameters."""
    users = table_of(MemoryUser)
    ins = _upsert(pg, users)
    stmt = ins.on_conflict_do_update(
        index_elements=[users.c.tenant_id, users.c.user_id],
        set_={
            "last_session_at": func.coalesce(users.c.last_session_at, ins.excluded.last_session_at)
        },
    )
    return stmt.returning(literal_column("xmax = 0")) if pg else stmt


@cache
def _episode_statement(pg: bool) -> Any:
    """``insert_episode``'s insert, built once per dialect (the hot path built it per
    session): the tombstone subquery takes the row's ids again as ``b_tenant_id`` and
    ``b_user_id``."""
    episodes = table_of(Episode)
    tomb = (
        select(ForgottenUser.forgotten_at)
        .where(
            ForgottenUser.tenant_id == bindparam("b_tenant_id"),
            ForgottenUser.user_id == bindparam("b_user_id"),
        )
        .scalar_subquery()
    )
    return (
        _upsert(pg, episodes)
        .on_conflict_do_nothing(index_elements=[episodes.c.tenant_id, episodes.c.session_id])
        .returning(episodes.c.id, tomb.label("at"))
    )


def _existing(tx: Tx, ep: NewEpisode, new_user: bool) -> SavedEpisode | None:
    row = tx.execute(
        select(
            Episode.id, Episode.content_hash, _tombstone(ep.tenant_id, ep.user_id).label("at")
        ).where(Episode.tenant_id == ep.tenant_id, Episode.session_id == ep.session_id)
    ).first()
    if row is None:
        return None
    conflict = row.content_hash != ep.content_hash
    return SavedEpisode(row.id, False, conflict, row.at, new_user)


def lock_user_seen(tx: Tx, tenant_id: str, user_id: str, started_at: datetime) -> bool:
    """``lock_user`` and the user's first-session time in one statement; True if this
    transaction created the user's row (PostgreSQL; False on SQLite, whose writers are
    serial).

    An upsert whose ``DO UPDATE`` locks the user's row on PostgreSQL as ``SELECT ... FOR
    UPDATE`` does, instead of insert-ignore, select and update. A row this transaction
    creates is invisible to an erasure's lock until commit, so the erasure cannot wait for
    it: the caller re-checks the tombstone after committing in that case (once per user).
    """
    pg = dialect(tx) == "postgresql"
    params = {
        "tenant_id": tenant_id,
        "user_id": user_id,
        "created_at": utcnow(),
        "facts_version": 0,
        "last_session_at": started_at,
    }
    result = tx.connection().execute(_seen_statement(pg), params)
    return bool(result.scalar()) if pg else False


def insert_episode(tx: Tx, ep: NewEpisode, new_user: bool = False) -> SavedEpisode:
    """The episode and its chunks, after ``lock_user_seen``: two statements for a new
    session. The episode insert (``ON CONFLICT DO NOTHING RETURNING``) also returns the
    user's tombstone: read after the user's lock, it is the erasure guard's one check (the
    erasure commits its tombstone before it takes the lock). A duplicate delivery returns
    no row and is looked up (with the tombstone) instead."""
    conn = tx.connection()
    row = conn.execute(
        _episode_statement(dialect(tx) == "postgresql"),
        {
            "tenant_id": ep.tenant_id,
            "user_id": ep.user_id,
            "session_id": ep.session_id,
            "started_at": ep.started_at,
            "ended_at": ep.ended_at,
            "importance": ep.importance,
            "topic": ep.topic,
            "summary": ep.summary,
            "messages": ep.messages,
            "tool_calls": ep.tool_calls,
            "metadata": ep.metadata,
            "outcomes": ep.outcomes,
            "pii_report": ep.pii_report,
            "content_hash": ep.content_hash,
            "created_at": utcnow(),
            "b_tenant_id": ep.tenant_id,
            "b_user_id": ep.user_id,
        },
    ).first()
    if row is None:  # stored before: a duplicate delivery, or a conflict
        existing = _existing(tx, ep, new_user)
        if existing is None:  # the conflicting row vanished: let the caller retry
            raise RuntimeError(f"episode {ep.session_id!r} neither stored nor found")
        return existing
    saved = SavedEpisode(int(row.id), True, forgotten_at=row.at, new_user=new_user)
    if ep.chunks and not saved.forgotten(ep.started_at):
        now = utcnow()
        conn.execute(
            insert(Chunk),
            [
                {
                    "tenant_id": ep.tenant_id,
                    "user_id": ep.user_id,
                    "episode_id": saved.episode_id,
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
    return saved


def save_episode(store: Store, ep: NewEpisode) -> SavedEpisode:
    """Store the episode, its chunks and its ledger row in one transaction.

    Four statements for a new session: the user's lock, the episode (with the tombstone
    check), its chunks (one executemany) and the ledger row. If the user's erasure covers
    the session, the transaction is rolled back and the result says so (``forgotten``).
    """
    try:
        with store.tx() as tx:
            new_user = lock_user_seen(tx, ep.tenant_id, ep.user_id, ep.started_at)
            saved = insert_episode(tx, ep, new_user)
            if saved.forgotten(ep.started_at):
                raise Forgotten(saved)
            if saved.created:
                mark_stages(
                    tx,
                    ep.tenant_id,
                    ep.session_id,
                    ep.user_id,
                    {"episode": {"episode_id": saved.episode_id, "chunks": len(ep.chunks)}},
                )
            return saved
    except Forgotten as f:
        return f.saved
    except IntegrityError:
        # A concurrent delivery of the same session won the race: use its row.
        with store.read() as tx:
            existing = _existing(tx, ep, False)
            if existing is None:
                raise
            return existing


def add_extraction(
    tx: Tx,
    tenant_id: str,
    user_id: str,
    session_id: str,
    backend: str,
    payload: dict[str, Any],
    tokens: tuple[int, int],
) -> None:
    """The extraction row alone, in one statement (the one-transaction path, whose episode
    and chunks were written with the extraction's scores already)."""
    tx.connection().execute(
        insert(table_of(Extraction)),
        {
            "tenant_id": tenant_id,
            "user_id": user_id,
            "session_id": session_id,
            "backend": backend,
            "payload": payload,
            "prompt_tokens": tokens[0],
            "completion_tokens": tokens[1],
            "created_at": utcnow(),
        },
    )


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


# -- what merge and tally read, one statement ----------------------------------------------
@dataclass(frozen=True)
class LaterInput:
    """What merge and tally read of a stored episode, in one statement."""

    user_id: str
    started_at: datetime
    ended_at: datetime
    outcomes: list[dict[str, Any]]
    payload: dict[str, Any] | None  # the extraction, None before the extract stage


def later_input(tx: Tx, tenant_id: str, session_id: str) -> LaterInput | None:
    row = tx.execute(
        select(
            Episode.user_id,
            Episode.started_at,
            Episode.ended_at,
            Episode.outcomes,
            Extraction.payload,
        )
        .select_from(Episode)
        .outerjoin(
            Extraction,
            (Extraction.tenant_id == Episode.tenant_id)
            & (Extraction.session_id == Episode.session_id),
        )
        .where(Episode.tenant_id == tenant_id, Episode.session_id == session_id)
    ).first()
    if row is None:
        return None
    return LaterInput(
        row.user_id, row.started_at, row.ended_at, list(row.outcomes or []), row.payload
    )
