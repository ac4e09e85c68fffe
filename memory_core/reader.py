"""MemoryReader: the thin, fast read API agents use. Read-only; every query is scoped.

Episode search keeps one in-memory ``ChunkIndex`` per (tenant, user), extended with only
the chunks added since the last query (a cheap watermark query per search), so a user's
vectors are not reloaded from the database on every call.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import numpy as np

from memory_core.context import AgentContext, assemble_context
from memory_core.embed import Embedder, EmbedderMismatch, get_embedder
from memory_core.retrieval import ChunkIndex
from memory_core.settings import Settings, load_settings
from memory_core.store import reads
from memory_core.store.engine import make_engine, make_sessionmaker


@dataclass(frozen=True)
class FactView:
    entity: str
    category: str
    key: str
    value: str
    confidence: float
    valid_from: datetime
    valid_to: datetime | None
    source_session_id: str
    times_confirmed: int


@dataclass(frozen=True)
class FactChange:
    entity: str
    category: str
    key: str
    change: str  # added | superseded | confirmed | stale
    old_value: str | None
    new_value: str
    source_session_id: str
    changed_at: datetime


@dataclass(frozen=True)
class EpisodeView:
    session_id: str
    started_at: datetime
    ended_at: datetime
    importance: int
    topic: str | None
    summary: str | None
    messages: list[dict[str, Any]]
    pii_report: dict[str, int]


@dataclass(frozen=True)
class EpisodeHit:
    """One retrieved chunk: its text, the message ids it came from, and why it ranked."""

    session_id: str
    text: str
    message_ids: list[str]
    score: float
    relevance: float
    recency: float
    importance: float
    started_at: datetime
    chunk_id: int


@dataclass(frozen=True)
class ProcedureView:
    pattern_id: str
    trigger: str | None
    behaviour: str | None
    source: str
    applied: int
    succeeded: int
    confidence: float
    deprecated: bool


@dataclass
class _UserIndex:
    index: ChunkIndex
    watermark: int = 0
    count: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


class MemoryReader:
    """Read a user's memory: facts, history, episodes, search, procedures, context."""

    def __init__(
        self,
        database_url: str | None = None,
        *,
        settings: Settings | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        self.settings = settings or load_settings()
        self.database_url = database_url or self.settings.database_url
        self.engine = make_engine(self.database_url, writer=False)
        self._sessions = make_sessionmaker(self.engine)
        self._embedder = embedder
        self._indexes: dict[tuple[str, str], _UserIndex] = {}
        self._lock = threading.Lock()

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = get_embedder(self.settings)
        return self._embedder

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> MemoryReader:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # -- facts ---------------------------------------------------------------------------
    def facts(
        self, user_id: str, tenant_id: str = "default", as_of: datetime | None = None
    ) -> list[FactView]:
        """Current facts, or with ``as_of`` the facts that were valid at that instant."""
        if as_of is not None and as_of.tzinfo is None:
            raise ValueError("as_of must be timezone-aware")
        with self._sessions() as s:
            return [
                FactView(
                    f.entity,
                    f.category,
                    f.key,
                    f.value,
                    f.confidence,
                    f.valid_from,
                    f.valid_to,
                    f.source_session_id,
                    f.times_confirmed,
                )
                for f in reads.facts(s, tenant_id, user_id, as_of)
            ]

    def fact_history(
        self,
        user_id: str,
        key: str | None = None,
        *,
        tenant_id: str = "default",
        entity: str | None = None,
        limit: int = 1_000,
    ) -> list[FactChange]:
        """Every change to the user's facts, oldest first (optionally one key/entity)."""
        with self._sessions() as s:
            return [
                FactChange(
                    h.entity,
                    h.category,
                    h.key,
                    h.change,
                    h.old_value,
                    h.new_value,
                    h.source_session_id,
                    h.changed_at,
                )
                for h in reads.fact_history(s, tenant_id, user_id, key, entity, limit)
            ]

    # -- episodes ------------------------------------------------------------------------
    def episodes(
        self,
        user_id: str,
        *,
        tenant_id: str = "default",
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int = 50,
    ) -> list[EpisodeView]:
        """The user's episodes, newest first."""
        with self._sessions() as s:
            return [
                EpisodeView(
                    e.session_id,
                    e.started_at,
                    e.ended_at,
                    e.importance,
                    e.topic,
                    e.summary,
                    e.messages,
                    e.pii_report,
                )
                for e in reads.episodes(s, tenant_id, user_id, since, until, limit)
            ]

    def _index_for(self, tenant_id: str, user_id: str) -> _UserIndex | None:
        name = self.embedder.name
        with self._sessions() as s:
            marks = {
                row[0]: (int(row[1]), int(row[2] or 0))
                for row in reads.chunk_watermarks(s, tenant_id, user_id)
            }
            others = sorted(k for k in marks if k != name)
            if others:
                raise EmbedderMismatch(
                    f"user {user_id!r} has chunks embedded with {', '.join(others)}, but this "
                    f"reader embeds queries with {name!r}; run `memory-core reembed` to move "
                    "the store to one embedder"
                )
            if name not in marks:
                return None
            count, top = marks[name]
            with self._lock:
                entry = self._indexes.get((tenant_id, user_id))
                if entry is None or count < entry.count:  # first use, or chunks were pruned
                    entry = _UserIndex(ChunkIndex(name, self.embedder.dim))
                    self._indexes[(tenant_id, user_id)] = entry
            with entry.lock:
                if top > entry.watermark:
                    rows = reads.chunks_after(s, tenant_id, user_id, name, entry.watermark)
                    if rows:
                        dim = self.embedder.dim
                        vectors = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32)
                        entry.index.add(
                            [r[0] for r in rows],
                            [r[1] for r in rows],
                            vectors.reshape(len(rows), dim),
                            [r[3] for r in rows],
                            [r[4] for r in rows],
                        )
                        entry.watermark = max(entry.watermark, int(rows[-1][0]))
                    entry.count = count
            return entry

    def search_episodes(
        self,
        user_id: str,
        query: str,
        top_k: int = 10,
        now: datetime | None = None,
        weights: tuple[float, float, float] | None = None,
        *,
        tenant_id: str = "default",
    ) -> list[EpisodeHit]:
        """The ``top_k`` chunks by a*relevance + b*recency + c*importance, best first.

        Relevance fuses BM25 and embedding similarity by rank; recency decays with the
        configured half-life from ``now`` (default: the current time).
        """
        now = now or datetime.now(UTC)
        if now.tzinfo is None:
            raise ValueError("now must be timezone-aware")
        weights = weights or (
            self.settings.weight_relevance,
            self.settings.weight_recency,
            self.settings.weight_importance,
        )
        entry = self._index_for(tenant_id, user_id)
        if entry is None or top_k <= 0:
            return []
        qv = self.embedder.embed([query])[0]
        with entry.lock:
            scored = entry.index.search(
                query,
                qv,
                top_k=top_k,
                now=now,
                weights=weights,
                half_life_days=self.settings.recency_half_life_days,
            )
        with self._sessions() as s:
            rows = {
                c.id: c
                for c in reads.chunks_by_id(s, tenant_id, user_id, [x.chunk_id for x in scored])
            }
        hits = []
        for sc in scored:
            c = rows.get(sc.chunk_id)
            if c is None:  # pruned since the index was built
                continue
            hits.append(
                EpisodeHit(
                    session_id=c.session_id,
                    text=c.text,
                    message_ids=list(c.message_ids),
                    score=sc.score,
                    relevance=sc.relevance,
                    recency=sc.recency,
                    importance=sc.importance,
                    started_at=c.started_at,
                    chunk_id=c.id,
                )
            )
        return hits

    # -- procedures ----------------------------------------------------------------------
    def procedures(
        self,
        user_id: str | None = None,
        *,
        tenant_id: str = "default",
        include_deprecated: bool = False,
        limit: int = 50,
    ) -> list[ProcedureView]:
        """Active behaviour rules, most trusted first (tenant-wide ones and the user's own)."""
        with self._sessions() as s:
            return [
                ProcedureView(
                    p.pattern_id,
                    p.trigger,
                    p.behaviour,
                    p.source,
                    p.applied,
                    p.succeeded,
                    p.confidence,
                    p.deprecated,
                )
                for p in reads.procedures(s, tenant_id, user_id, include_deprecated, limit)
            ]

    # -- context -------------------------------------------------------------------------
    def build_context(
        self,
        user_id: str,
        query: str,
        max_tokens: int = 4_000,
        now: datetime | None = None,
        *,
        tenant_id: str = "default",
    ) -> AgentContext:
        """Procedural, then semantic, then episodic memory, each within its token budget."""
        if max_tokens <= 0:
            raise ValueError("max_tokens must be positive")
        return assemble_context(
            user_id=user_id,
            query=query,
            max_tokens=max_tokens,
            procedures=self.procedures(user_id, tenant_id=tenant_id),
            facts=self.facts(user_id, tenant_id=tenant_id),
            hits=self.search_episodes(user_id, query, top_k=25, now=now, tenant_id=tenant_id),
            settings=self.settings,
        )
