"""Every read query, each scoped by tenant and user. Used by MemoryReader and the CLI."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from datetime import datetime
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from memory_core.store.records import (
    EpisodeRecord,
    FactChangeRecord,
    FactRecord,
    PatternRecord,
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

_FACT_COLUMNS = [getattr(Fact, f.name) for f in fields(FactRecord)]


def facts(
    s: Session, tenant_id: str, user_id: str, as_of: datetime | None = None
) -> list[FactRecord]:
    """Current facts (or those valid at ``as_of``): one Core select, no ORM rows built."""
    stmt = select(*_FACT_COLUMNS).where(Fact.tenant_id == tenant_id, Fact.user_id == user_id)
    if as_of is None:
        stmt = stmt.where(Fact.valid_to.is_(None))
    else:
        stmt = stmt.where(
            Fact.valid_from <= as_of, or_(Fact.valid_to.is_(None), Fact.valid_to > as_of)
        )
    rows = s.execute(stmt.order_by(Fact.category, Fact.entity, Fact.key))
    return [FactRecord(*r) for r in rows]


def facts_version(s: Session, tenant_id: str, user_id: str) -> tuple[datetime, int] | None:
    """(created_at, facts_version) of the user's row: it changes with every merge that
    changes the user's facts (a re-created user starts anew), so readers can cache facts."""
    row = s.execute(
        select(MemoryUser.created_at, MemoryUser.facts_version).where(
            MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id
        )
    ).first()
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


def max_chunk_id(s: Session, tenant_id: str, user_id: str) -> int | None:
    """The user's newest chunk id: one index seek, run on every search."""
    value = s.scalar(
        select(func.max(Chunk.id)).where(Chunk.tenant_id == tenant_id, Chunk.user_id == user_id)
    )
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


def chunks_by_id(s: Session, tenant_id: str, user_id: str, ids: Sequence[int]) -> list[Any]:
    """The display columns of these chunks (never the vectors: they are kilobytes each)."""
    if not ids:
        return []
    rows = s.execute(
        select(Chunk.id, Chunk.session_id, Chunk.text, Chunk.message_ids, Chunk.started_at).where(
            Chunk.tenant_id == tenant_id, Chunk.user_id == user_id, Chunk.id.in_(list(ids))
        )
    ).all()
    return list(rows)


def procedures(
    s: Session,
    tenant_id: str,
    user_id: str | None,
    include_deprecated: bool = False,
    limit: int = 50,
) -> list[PatternRecord]:
    stmt = select(Pattern).where(Pattern.tenant_id == tenant_id)
    if user_id is not None:
        stmt = stmt.where(or_(Pattern.user_id == "*", Pattern.user_id == user_id))
    if not include_deprecated:
        stmt = stmt.where(Pattern.deprecated.is_(False))
    rows = s.scalars(stmt.order_by(Pattern.confidence.desc(), Pattern.applied.desc()).limit(limit))
    return [to_record(PatternRecord, r) for r in rows]


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
    rows = s.execute(
        select(Episode.session_id, Episode.messages).where(
            Episode.tenant_id == tenant_id,
            Episode.user_id == user_id,
            Episode.session_id.in_(list(session_ids)),
        )
    )
    return {sid: list(msgs or []) for sid, msgs in rows}


def recent_fact_changes(
    s: Session, tenant_id: str, user_id: str, since: datetime
) -> list[FactChangeRecord]:
    """The user's value changes (``superseded``) observed since ``since``, oldest first."""
    rows = s.scalars(
        select(FactHistory)
        .where(
            FactHistory.tenant_id == tenant_id,
            FactHistory.user_id == user_id,
            FactHistory.change == "superseded",
            FactHistory.changed_at >= since,
        )
        .order_by(FactHistory.changed_at, FactHistory.id)
    )
    return [to_record(FactChangeRecord, r) for r in rows]


def issue_payloads(
    s: Session, tenant_id: str, user_id: str, limit: int | None = None
) -> list[tuple[str, datetime, list[dict[str, Any]]]]:
    """(session_id, started_at, issues) of the user's extractions, oldest first; with
    ``limit`` only the newest ``limit`` sessions (issues live in the extraction payload; only
    that part of it is read)."""
    stmt = (
        select(Extraction.session_id, Episode.started_at, Extraction.payload["issues"])
        .join(
            Episode,
            and_(
                Episode.tenant_id == Extraction.tenant_id,
                Episode.session_id == Extraction.session_id,
            ),
        )
        .where(Extraction.tenant_id == tenant_id, Extraction.user_id == user_id)
        .order_by(Episode.started_at.desc(), Extraction.session_id.desc())
    )
    if limit is not None:
        stmt = stmt.limit(limit)
    out = [
        (
            str(sid),
            at,
            [i for i in issues if isinstance(i, dict)] if isinstance(issues, list) else [],
        )
        for sid, at, issues in s.execute(stmt)
    ]
    return out[::-1]
