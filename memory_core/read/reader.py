"""MemoryReader: the thin, fast read API agents use. Read-only; every query is scoped.

Episode search keeps one in-memory ``ChunkIndex`` per (tenant, user), extended with only
the chunks added since the last query (a cheap watermark query per search), so a user's
vectors are not reloaded from the database on every call.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import numpy as np

from memory_core.embed import Embedder, EmbedderMismatch, get_embedder
from memory_core.model.procedures import ProcedurePolicy
from memory_core.read.access import AccessRecorder
from memory_core.read.context import AgentContext, assemble_context, widen_episodes
from memory_core.read.procedures import procedure_views
from memory_core.read.retrieval import ChunkIndex
from memory_core.read.views import (
    EpisodeHit,
    EpisodeView,
    FactChange,
    FactView,
    ProcedureView,
    RuleEvidenceView,
    RuleView,
)
from memory_core.settings import Settings, load_settings
from memory_core.store import reads, rules
from memory_core.store.engine import safe_url
from memory_core.store.store import Store


@dataclass
class _UserIndex:
    index: ChunkIndex
    watermark: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


class SchemaMissing(RuntimeError):
    """The database has no memory-core schema yet."""


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
        self._ensure_schema()
        self._store = Store(self.database_url, writer=False)
        self.engine = self._store.engine
        self._embedder = embedder
        # Most recently used users' indexes; bounded so a reader serving many users keeps
        # a fixed memory footprint (an evicted user is rebuilt on their next query).
        self._indexes: OrderedDict[tuple[str, str], _UserIndex] = OrderedDict()
        self._lock = threading.Lock()
        self._access = AccessRecorder(
            self.database_url,
            enabled=self.settings.record_accesses,
            flush_every=self.settings.access_flush_every,
            flush_seconds=self.settings.access_flush_seconds,
        )

    def _ensure_schema(self) -> None:
        """Fail early and clearly on a store without memory-core's tables.

        With ``auto_migrate`` (the default) an empty store is migrated on first use, as the
        workers do; if that is off or not permitted (a read-only role), say what to run.
        """
        from memory_core.store.migrate import current, upgrade

        if current(self.database_url) is not None:
            return
        cause = "MEMORY_AUTO_MIGRATE is off"
        if self.settings.auto_migrate:
            try:
                upgrade(self.database_url)
                return
            except Exception as exc:  # e.g. no DDL rights: explain instead of a stack trace
                cause = f"migrating it failed: {type(exc).__name__}"
        raise SchemaMissing(
            f"{safe_url(self.database_url)} has no "
            f"memory-core schema ({cause}); run `memory-core db upgrade`"
        )

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = get_embedder(self.settings)
        return self._embedder

    def close(self) -> None:
        self._access.close()
        self.engine.dispose()

    def flush_accesses(self) -> int:
        """Write pending access counts now (they are also flushed in batches and on close)."""
        return self._access.flush()

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
        with self._store.read() as s:
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
        with self._store.read() as s:
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
        with self._store.read() as s:
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

    def _index_for(
        self, s: Any, tenant_id: str, user_id: str, *, rebuild: bool = False
    ) -> _UserIndex | None:
        """The user's cached index, extended with chunks added since it was last used.

        One index seek per query (the user's highest chunk id) decides whether anything new
        must be loaded; removed chunks are noticed when a hit is missing (see search).
        """
        name = self.embedder.name
        key = (tenant_id, user_id)
        # One database session per search: round trips are the cost that matters.
        top = reads.max_chunk_id(s, tenant_id, user_id)
        if top is None:
            with self._lock:
                self._indexes.pop(key, None)
            return None
        with self._lock:
            entry = self._indexes.get(key)
            if entry is None or rebuild:
                entry = _UserIndex(ChunkIndex(name, self.embedder.dim))
                self._indexes[key] = entry
            self._indexes.move_to_end(key)
            while len(self._indexes) > max(1, self.settings.reader_cached_users):
                self._indexes.popitem(last=False)
        with entry.lock:
            if top > entry.watermark:
                others = reads.other_embedders(s, tenant_id, user_id, name, entry.watermark)
                if others:
                    raise EmbedderMismatch(
                        f"user {user_id!r} has chunks embedded with {', '.join(others)}, "
                        f"but this reader embeds queries with {name!r}; run "
                        "`memory-core reembed` to move the store to one embedder"
                    )
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
                entry.watermark = top
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
        record_access: bool = True,
    ) -> list[EpisodeHit]:
        """The ``top_k`` chunks by a*relevance + b*recency + c*importance, best first.

        Relevance combines BM25 with embedding similarity (each normalised by the query's
        best match); recency decays with the configured half-life from ``now`` (default:
        the current time). With ``MEMORY_PII_PSEUDONYM_KEY`` set, the query is masked with
        the tenant's keyed pseudonyms first, so "Gretchen" finds the chunks that say
        ``<PERSON_3fa9c2>``; the raw query is never stored.
        """
        now = now or datetime.now(UTC)
        if now.tzinfo is None:
            raise ValueError("now must be timezone-aware")
        weights = weights or (
            self.settings.weight_relevance,
            self.settings.weight_recency,
            self.settings.weight_importance,
        )
        if top_k <= 0:
            return []
        if self.settings.pseudonyms_keyed:
            from memory_core.model.masking import masker_for

            query = masker_for(self.settings, tenant_id).mask(query)
        qv = self.embedder.embed([query])[0]
        with self._store.read() as s:
            for attempt in range(2):
                entry = self._index_for(s, tenant_id, user_id, rebuild=attempt > 0)
                if entry is None:
                    return []
                with entry.lock:
                    scored = entry.index.search(
                        query,
                        qv,
                        top_k=top_k,
                        now=now,
                        weights=weights,
                        half_life_days=self.settings.recency_half_life_days,
                    )
                found = reads.chunks_by_id(s, tenant_id, user_id, [x.chunk_id for x in scored])
                rows = {c.id: c for c in found}
                if len(rows) == len(scored):
                    break
                # Chunks were pruned or forgotten since the index was built: rebuild once.
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
        if record_access:
            self._access.record(h.chunk_id for h in hits)
        return hits

    # -- procedures ----------------------------------------------------------------------
    def procedures(
        self,
        user_id: str | None = None,
        *,
        tenant_id: str = "default",
        include_deprecated: bool = False,
        limit: int = 50,
        now: datetime | None = None,
    ) -> list[ProcedureView]:
        """Behaviour patterns an agent should follow, most trusted first.

        One view per pattern: the tenant's pattern (or the user's own), its description from
        the user's row if it has one, and confidence and deprecation from the user's tally
        blended with the tenant's (``model.procedures.blend``), decayed to ``now``. Unless
        ``include_deprecated``, a pattern is left out when that evidence says it is not
        clearly better than chance, or when it has no behaviour text to show.
        """
        policy = ProcedurePolicy.from_settings(self.settings)
        with self._store.read() as s:
            rows = reads.procedures(s, tenant_id, user_id, True, max(limit * 4, 400))
        views = procedure_views(
            rows, user_id, now or datetime.now(UTC), policy, include_deprecated=include_deprecated
        )
        return views[:limit]

    # -- rules ---------------------------------------------------------------------------
    def rules(
        self,
        user_id: str | None = None,
        *,
        tenant_id: str = "default",
        include_retired: bool = False,
        limit: int = 100,
        with_evidence: bool = True,
    ) -> list[RuleView]:
        """Rules consolidated by reflection (the user's and tenant-wide), most trusted first.

        ``with_evidence=False`` skips loading the evidence lists (one query instead of two).
        """
        with self._store.read() as s:
            rows = rules.rules(s, tenant_id, user_id, include_retired=include_retired, limit=limit)
            ids = [r.id for r in rows] if with_evidence else []
            evidence = rules.rule_evidence(s, ids)
        return [
            RuleView(
                r.id,
                r.user_id,
                r.concept,
                r.rule,
                r.confidence,
                r.evidence_count,
                r.backend,
                r.status,
                r.created_at,
                [
                    RuleEvidenceView(e.session_id, list(e.message_ids))
                    for e in evidence.get(r.id, [])
                ],
                r.retired_reason,
            )
            for r in rows
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
        ctx = assemble_context(
            user_id=user_id,
            query=query,
            max_tokens=max_tokens,
            procedures=self.procedures(user_id, tenant_id=tenant_id),
            facts=self.facts(user_id, tenant_id=tenant_id),
            hits=self.search_episodes(
                user_id, query, top_k=25, now=now, tenant_id=tenant_id, record_access=False
            ),
            settings=self.settings,
            rules=self.rules(user_id, tenant_id=tenant_id, with_evidence=False, limit=50),
        )
        if ctx.episodic.items and ctx.episodic.tokens < ctx.episodic.budget:
            sessions = sorted({str(i.reason["session_id"]) for i in ctx.episodic.items})
            with self._store.read() as s:
                transcripts = reads.transcripts(s, tenant_id, user_id, sessions)
            widen_episodes(ctx.episodic, transcripts)
        # Only what reached the agent counts as retrieved (it keeps those chunks alive).
        self._access.record(int(i.reason["chunk_id"]) for i in ctx.episodic.items)
        return ctx
