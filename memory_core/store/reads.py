"""Every read query, each scoped by tenant and user. Used by MemoryReader and the CLI.

The queries a context or a search runs on every call are built once, with bind parameters,
and run on the session's connection as Core statements: building a statement, its cache key
and ORM rows cost more than the SQLite or PostgreSQL round trip itself (about 0.1 ms).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import Select, and_, bindparam, func, or_, select
from sqlalchemy.orm import Session

from memory_core.store.records import (
    EpisodeRecord,
    FactChangeRecord,
    FactRecord,
    PatternRecord,
    record_columns,
    to_record,
)
from memory_core.store.tables import (
    Chunk,
    Episode,
    Extraction,
    Fact,
    FactHistory,
    MemoryUser,
    Pattern,
    StageRun,
)


def _owned(model: Any) -> Any:
    """``tenant_id = :tenant_id AND user_id = :user_id`` on ``model``."""
    return and_(model.tenant_id == bindparam("tenant_id"), model.user_id == bindparam("user_id"))


_FACTS_NOW = (
    select(*record_columns(FactRecord, Fact))
    .where(_owned(Fact), Fact.valid_to.is_(None))
    .order_by(Fact.category, Fact.entity, Fact.key)
)
_FACTS_AS_OF = (
    select(*record_columns(FactRecord, Fact))
    .where(
        _owned(Fact),
        Fact.valid_from <= bindparam("as_of"),
        or_(Fact.valid_to.is_(None), Fact.valid_to > bindparam("as_of")),
    )
    .order_by(Fact.category, Fact.entity, Fact.key)
)
_FACTS_VERSION = select(MemoryUser.created_at, MemoryUser.facts_version).where(_owned(MemoryUser))


def facts(
    s: Session, tenant_id: str, user_id: str, as_of: datetime | None = None
) -> list[FactRecord]:
    """Current facts (or those valid at ``as_of``): one Core select, no ORM rows built."""
    owner = {"tenant_id": tenant_id, "user_id": user_id}
    if as_of is None:
        rows = s.connection().execute(_FACTS_NOW, owner)
    else:
        rows = s.connection().execute(_FACTS_AS_OF, owner | {"as_of": as_of})
    return [FactRecord(*r) for r in rows]


def facts_version(s: Session, tenant_id: str, user_id: str) -> tuple[datetime, int] | None:
    """(created_at, facts_version) of the user's row: it changes with every merge that
    changes the user's facts (a re-created user starts anew), so readers can cache facts."""
    owner = {"tenant_id": tenant_id, "user_id": user_id}
    row = s.connection().execute(_FACTS_VERSION, owner).first()
    return None if row is None else (row[0], int(row[1] or 0))


def fact_history(
    s: Session,
    tenant_id: str,
    user_id: str,
    key: str | None = None,
    entity: str | None = None,
    limit: int = 1_000,
) -> list[FactChangeRecord]:
    stmt = select(FactHistory).where(
        FactHistory.tenant_id == tenant_id, FactHistory.user_id == user_id
    )
    if key is not None:
        stmt = stmt.where(FactHistory.key == key)
    if entity is not None:
        stmt = stmt.where(FactHistory.entity == entity)
    rows = s.scalars(stmt.order_by(FactHistory.changed_at, FactHistory.id).limit(limit))
    return [to_record(FactChangeRecord, r) for r in rows]


def episodes(
    s: Session,
    tenant_id: str,
    user_id: str,
    since: datetime | None = None,
    until: datetime | None = None,
    limit: int = 50,
) -> list[EpisodeRecord]:
    stmt = select(Episode).where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
    if since is not None:
        stmt = stmt.where(Episode.started_at >= since)
    if until is not None:
        stmt = stmt.where(Episode.started_at < until)
    rows = s.scalars(stmt.order_by(Episode.started_at.desc()).limit(limit))
    return [to_record(EpisodeRecord, r) for r in rows]


_MAX_CHUNK = select(func.max(Chunk.id)).where(_owned(Chunk))


def max_chunk_id(s: Session, tenant_id: str, user_id: str) -> int | None:
    """The user's newest chunk id: one index seek, run on every search."""
    owner = {"tenant_id": tenant_id, "user_id": user_id}
    value = s.connection().execute(_MAX_CHUNK, owner).scalar()
    return None if value is None else int(value)


def other_embedders(
    s: Session, tenant_id: str, user_id: str, embedder: str, after_id: int = 0
) -> list[str]:
    """Embedders other than ``embedder`` among the user's chunks newer than ``after_id``."""
    return list(
        s.scalars(
            select(Chunk.embedder)
            .where(
                Chunk.tenant_id == tenant_id,
                Chunk.user_id == user_id,
                Chunk.id > after_id,
                Chunk.embedder != embedder,
            )
            .distinct()
            .limit(5)
        )
    )


def chunks_after(
    s: Session, tenant_id: str, user_id: str, embedder: str, after_id: int
) -> list[Any]:
    return list(
        s.execute(
            select(Chunk.id, Chunk.text, Chunk.embedding, Chunk.started_at, Chunk.importance)
            .where(
                Chunk.tenant_id == tenant_id,
                Chunk.user_id == user_id,
                Chunk.embedder == embedder,
                Chunk.id > after_id,
            )
            .order_by(Chunk.id)
        ).all()
    )


_CHUNKS_BY_ID = select(
    Chunk.id, Chunk.session_id, Chunk.text, Chunk.message_ids, Chunk.started_at
).where(_owned(Chunk), Chunk.id.in_(bindparam("ids", expanding=True)))


def chunks_by_id(s: Session, tenant_id: str, user_id: str, ids: Sequence[int]) -> list[Any]:
    """The display columns of these chunks (never the vectors: they are kilobytes each)."""
    if not ids:
        return []
    params = {"tenant_id": tenant_id, "user_id": user_id, "ids": list(ids)}
    return list(s.connection().execute(_CHUNKS_BY_ID, params).all())


def procedures(
    s: Session,
    tenant_id: str,
    user_id: str | None,
    include_deprecated: bool = False,
    limit: int = 50,
) -> list[PatternRecord]:
    stmt = _procedures(user_id is not None, include_deprecated, limit)
    rows = s.connection().execute(stmt, {"tenant_id": tenant_id, "user_id": user_id})
    return [to_record(PatternRecord, r) for r in rows]


@lru_cache(maxsize=32)
def _procedures(one_user: bool, include_deprecated: bool, limit: int) -> Select[Any]:
    stmt = select(*record_columns(PatternRecord, Pattern)).where(
        Pattern.tenant_id == bindparam("tenant_id")
    )
    if one_user:
        stmt = stmt.where(or_(Pattern.user_id == "*", Pattern.user_id == bindparam("user_id")))
    if not include_deprecated:
        stmt = stmt.where(Pattern.deprecated.is_(False))
    return stmt.order_by(Pattern.confidence.desc(), Pattern.applied.desc()).limit(limit)


def completed_sessions(s: Session, tenant_id: str | None = None) -> int:
    stmt = select(func.count()).select_from(StageRun).where(StageRun.stage == "tally")
    if tenant_id is not None:
        stmt = stmt.where(StageRun.tenant_id == tenant_id)
    return int(s.scalar(stmt) or 0)


def pii_reports(s: Session, tenant_id: str | None = None) -> list[dict[str, int]]:
    stmt = select(Episode.pii_report)
    if tenant_id is not None:
        stmt = stmt.where(Episode.tenant_id == tenant_id)
    return [r or {} for r in s.scalars(stmt)]


def users(s: Session, tenant_id: str | None = None) -> list[tuple[str, str]]:
    stmt = select(Episode.tenant_id, Episode.user_id).distinct()
    if tenant_id is not None:
        stmt = stmt.where(Episode.tenant_id == tenant_id)
    return [(t, u) for t, u in s.execute(stmt.order_by(Episode.tenant_id, Episode.user_id))]


def sessions_done(s: Session, keys: Sequence[tuple[str, str]]) -> int:
    """How many of these (tenant, session) pairs have finished the last stage."""
    if not keys:
        return 0
    conds = [and_(StageRun.tenant_id == t, StageRun.session_id == sid) for t, sid in keys]
    total = 0
    for i in range(0, len(conds), 200):
        total += int(
            s.scalar(
                select(func.count())
                .select_from(StageRun)
                .where(StageRun.stage == "tally", or_(*conds[i : i + 200]))
            )
            or 0
        )
    return total


def transcripts(
    s: Session, tenant_id: str, user_id: str, session_ids: Sequence[str]
) -> dict[str, list[dict[str, Any]]]:
    """The masked messages of these sessions, for widening hits to their neighbours."""
    if not session_ids:
        return {}
    params = {"tenant_id": tenant_id, "user_id": user_id, "ids": list(session_ids)}
    rows = s.connection().execute(_TRANSCRIPTS, params)
    return {sid: list(msgs or []) for sid, msgs in rows}


_TRANSCRIPTS = select(Episode.session_id, Episode.messages).where(
    _owned(Episode), Episode.session_id.in_(bindparam("ids", expanding=True))
)


def recent_fact_changes(
    s: Session, tenant_id: str, user_id: str, since: datetime
) -> list[FactChangeRecord]:
    """The user's value changes (``superseded``) observed since ``since``, oldest first."""
    params = {"tenant_id": tenant_id, "user_id": user_id, "since": since}
    rows = s.connection().execute(_RECENT_CHANGES, params)
    return [to_record(FactChangeRecord, r) for r in rows]


_RECENT_CHANGES = (
    select(*record_columns(FactChangeRecord, FactHistory))
    .where(
        _owned(FactHistory),
        FactHistory.change == "superseded",
        FactHistory.changed_at >= bindparam("since"),
    )
    .order_by(FactHistory.changed_at, FactHistory.id)
)


def issue_payloads(
    s: Session, tenant_id: str, user_id: str, limit: int | None = None
) -> list[tuple[str, datetime, list[dict[str, Any]]]]:
    """(session_id, started_at, issues) of the user's extractions, oldest first; with
    ``limit`` only the newest ``limit`` sessions (issues live in the extraction payload; only
    that part of it is read)."""
    params = {"tenant_id": tenant_id, "user_id": user_id}
    out = [
        (
            str(sid),
            at,
            [i for i in issues if isinstance(i, dict)] if isinstance(issues, list) else [],
        )
        for sid, at, issues in s.connection().execute(_issue_payloads(limit), params)
    ]
    return out[::-1]


@lru_cache(maxsize=16)
def _issue_payloads(limit: int | None) -> Select[Any]:
    stmt = (
        select(Extraction.session_id, Episode.started_at, Extraction.payload["issues"])
        .join(
            Episode,
            and_(
                Episode.tenant_id == Extraction.tenant_id,
                Episode.session_id == Extraction.session_id,
            ),
        )
        .where(_owned(Extraction))
        .order_by(Episode.started_at.desc(), Extraction.session_id.desc())
    )
    return stmt if limit is None else stmt.limit(limit)
