"""MemoryReader: the thin, fast read API agents use. Read-only; every query is scoped.

Episode search keeps one in-memory ``ChunkIndex`` per (tenant, user), extended with only
the chunks added since the last query (a cheap watermark query per search), so a user's
vectors are not reloaded from the database on every call.
"""

from __future__ import annotations

from collections import OrderedDict
from datetime import UTC, datetime, timedelta
from typing import Any

from memory_core.embed import Embedder, get_embedder
from memory_core.model.procedures import ProcedurePolicy
from memory_core.read import semantic
from memory_core.read.access import AccessRecorder
from memory_core.read.cache import LRU
from memory_core.read.context import AgentContext, assemble_context, budgets
from memory_core.read.convert import fact_changes, fact_views
from memory_core.read.procedures import procedure_views
from memory_core.read.search import EpisodeIndexes, UserIndex
from memory_core.read.views import (
    EpisodeHit,
    EpisodeView,
    FactChange,
    FactView,
    IssueView,
    ProcedureView,
    RuleEvidenceView,
    RuleView,
)
from memory_core.settings import Settings, load_settings
from memory_core.store import reads, rules
from memory_core.store.engine import safe_url
from memory_core.store.store import Store


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
        self._episodes = EpisodeIndexes(self.settings)
        self._facts: LRU[tuple[str, str], tuple[tuple[datetime, int], tuple[FactView, ...]]]
        self._facts = LRU(self.settings.reader_cached_users)
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
    def _indexes(self) -> OrderedDict[tuple[str, str], UserIndex]:
        """The cached per-user search indexes, least recently used first."""
        return self._episodes.indexes

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
            if as_of is None:
                return list(self._current_facts(s, tenant_id, user_id))
            return fact_views(reads.facts(s, tenant_id, user_id, as_of))

    def _current_facts(self, s: Any, tenant_id: str, user_id: str) -> tuple[FactView, ...]:
        """The user's current facts, cached until a merge changes them (``facts_version``).

        The version is read before the facts: a merge committing in between makes the next
        call reload, never keeps stale facts under a newer version.
        """
        key = (tenant_id, user_id)
        version = reads.facts_version(s, tenant_id, user_id)
        cached = self._facts.get(key)
        if cached is not None and version is not None and cached[0] == version:
            return cached[1]
        views = tuple(fact_views(reads.facts(s, tenant_id, user_id)))
        if version is None:  # no merge ever ran for this user: nothing to key a cache on
            self._facts.pop(key)
        else:
            self._facts.put(key, (version, views))
        return views

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
            return fact_changes(reads.fact_history(s, tenant_id, user_id, key, entity, limit))

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
        with self._store.read() as s:
            hits = self._episodes.search(
                s, self.embedder, tenant_id, user_id, query, top_k, now, weights
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
        with self._store.read() as s:
            return self._procedures(s, tenant_id, user_id, include_deprecated, limit, now)

    def _procedures(
        self,
        s: Any,
        tenant_id: str,
        user_id: str | None,
        include_deprecated: bool,
        limit: int,
        now: datetime | None = None,
    ) -> list[ProcedureView]:
        policy = ProcedurePolicy.from_settings(self.settings)
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
            return self._rules(s, tenant_id, user_id, include_retired, limit, with_evidence)

    def _rules(
        self,
        s: Any,
        tenant_id: str,
        user_id: str | None,
        include_retired: bool,
        limit: int,
        with_evidence: bool,
    ) -> list[RuleView]:
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
                dict(r.basis or {}),
            )
            for r in rows
        ]

    # -- issues --------------------------------------------------------------------------
    def issues(
        self, user_id: str, *, tenant_id: str = "default", status: str | None = None
    ) -> list[IssueView]:
        """Problems the user reported (kept out of the facts), most recently seen first:
        one per short key, its status (``open``/``resolved``) from the latest session that
        mentions it. ``status`` keeps only that status."""
        with self._store.read() as s:
            views = semantic.issue_views(reads.issue_payloads(s, tenant_id, user_id))
        return [i for i in views if status is None or i.status == status]

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
        """Procedural, then semantic, then episodic memory, each within its token budget.

        One read session for all of it. Each message is shown once (one window per session,
        from the stored transcript), each fact slot once (its newest value, with the value it
        had until a recent change), a rule instead of the slot line it covers, a relevant open
        issue; facts are ranked by relevance to the query (see ``read.semantic``).
        """
        if max_tokens <= 0:
            raise ValueError("max_tokens must be positive")
        now = now or datetime.now(UTC)
        if now.tzinfo is None:
            raise ValueError("now must be timezone-aware")
        weights = (
            self.settings.weight_relevance,
            self.settings.weight_recency,
            self.settings.weight_importance,
        )
        masked = query
        if self.settings.pii_pseudonym_key:  # facts and chunks hold pseudonyms, not names
            from memory_core.model.masking import masker_for

            masked = masker_for(self.settings, tenant_id).mask(query)
        # Enough hits to fill the episodic layer when facts and procedures leave it theirs.
        top_k = max(25, sum(budgets(max_tokens, self.settings)) // 100)
        with self._store.read() as s:
            hits = self._episodes.search(
                s, self.embedder, tenant_id, user_id, masked, top_k, now, weights
            )
            since = now - timedelta(days=semantic.RECENT_DAYS)
            ctx = assemble_context(
                user_id=user_id,
                query=query,
                match_query=masked,
                max_tokens=max_tokens,
                procedures=self._procedures(s, tenant_id, user_id, False, 50),
                facts=self._current_facts(s, tenant_id, user_id),
                hits=hits,
                settings=self.settings,
                rules=self._rules(s, tenant_id, user_id, False, 50, False),
                transcripts=reads.transcripts(
                    s, tenant_id, user_id, sorted({h.session_id for h in hits})
                ),
                changes=fact_changes(reads.recent_fact_changes(s, tenant_id, user_id, since)),
                issues=semantic.issue_views(reads.issue_payloads(s, tenant_id, user_id, 100)),
                now=now,
            )
        # Only what reached the agent counts as retrieved (it keeps those chunks alive).
        self._access.record(int(c) for i in ctx.episodic.items for c in i.reason["chunk_ids"])
        return ctx
