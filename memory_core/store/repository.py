"""Every write the pipeline makes, each stage in one transaction with its ledger row.

A stage's effects and its ``stage_runs`` row commit together, so a redelivered or retried
task finds the row and does nothing: effects happen once even with ``acks_late``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, Select, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from memory_core.extract.base import CurrentFact, ExtractionResult
from memory_core.extract.schema import ExtractedFact
from memory_core.model.facts import Observation, classify, same_value, timeline
from memory_core.model.procedures import (
    ProcedurePolicy,
    Weights,
    add_outcome,
    default_policy,
    is_deprecated,
    posterior_mean,
)
from memory_core.store.engine import make_engine, make_sessionmaker, upsert_insert
from memory_core.store.maintenance import new_pattern_values
from memory_core.store.tables import (
    Chunk,
    DeadLetter,
    Episode,
    Extraction,
    Fact,
    FactHistory,
    FactObservation,
    MemoryUser,
    Pattern,
    PatternOutcomeRow,
    StageRun,
)
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


@dataclass(frozen=True)
class MergeCounts:
    added: int = 0
    updated: int = 0
    confirmed: int = 0
    backfilled: int = 0
    already_done: bool = False


def _overlaps(
    a_from: datetime, a_to: datetime | None, b_from: datetime, b_to: datetime | None
) -> bool:
    return (b_to is None or a_from < b_to) and (a_to is None or b_from < a_to)


class Store:
    """The write side of the SQL store. Build one per process from a URL; thread-safe."""

    def __init__(self, database_url: str, *, engine: Engine | None = None) -> None:
        self.database_url = database_url
        self.engine = engine or make_engine(database_url, writer=True)
        self.sessions: sessionmaker[Session] = make_sessionmaker(self.engine)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def tx(self) -> Iterator[Session]:
        with self.sessions() as s, s.begin():
            yield s

    # -- helpers -----------------------------------------------------------------------
    @staticmethod
    def _insert_ignore(s: Session, table: Any, values: dict[str, Any]) -> None:
        s.execute(upsert_insert(s, table).values(**values).on_conflict_do_nothing())

    def _lock_user(self, s: Session, tenant_id: str, user_id: str) -> None:
        """Serialise writers per user: a row lock on PostgreSQL (SQLite writers are serial)."""
        self._insert_ignore(
            s,
            MemoryUser.__table__,
            {"tenant_id": tenant_id, "user_id": user_id, "created_at": utcnow()},
        )
        stmt: Select[Any] = select(MemoryUser.tenant_id).where(
            MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id
        )
        if self.dialect == "postgresql":
            stmt = stmt.with_for_update()
        s.execute(stmt)

    @staticmethod
    def _ledger(s: Session, tenant_id: str, session_id: str, stage: str) -> StageRun | None:
        return s.get(StageRun, (tenant_id, session_id, stage))

    def stages_done(self, tenant_id: str, session_id: str) -> set[str]:
        with self.sessions() as s:
            rows = s.scalars(
                select(StageRun.stage).where(
                    StageRun.tenant_id == tenant_id, StageRun.session_id == session_id
                )
            )
            return set(rows)

    # -- episode -----------------------------------------------------------------------
    def save_episode(self, ep: NewEpisode) -> SavedEpisode:
        try:
            with self.tx() as s:
                existing = s.scalar(
                    select(Episode).where(
                        Episode.tenant_id == ep.tenant_id, Episode.session_id == ep.session_id
                    )
                )
                if existing is not None:
                    return SavedEpisode(
                        existing.id, False, conflict=existing.content_hash != ep.content_hash
                    )
                self._lock_user(s, ep.tenant_id, ep.user_id)
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
                s.add(row)
                s.flush()
                if ep.chunks:  # one executemany, not an ORM object per chunk
                    now = utcnow()
                    s.execute(
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
                s.execute(
                    update(MemoryUser)
                    .where(MemoryUser.tenant_id == ep.tenant_id, MemoryUser.user_id == ep.user_id)
                    .values(
                        last_session_at=func.coalesce(MemoryUser.last_session_at, ep.started_at)
                    )
                )
                s.add(
                    StageRun(
                        tenant_id=ep.tenant_id,
                        session_id=ep.session_id,
                        stage="episode",
                        user_id=ep.user_id,
                        detail={"episode_id": row.id, "chunks": len(ep.chunks)},
                    )
                )
                return SavedEpisode(row.id, True)
        except IntegrityError:
            # A concurrent delivery of the same session won the race: use its row.
            with self.sessions() as s:
                existing = s.scalar(
                    select(Episode).where(
                        Episode.tenant_id == ep.tenant_id, Episode.session_id == ep.session_id
                    )
                )
                if existing is None:
                    raise
                return SavedEpisode(
                    existing.id, False, conflict=existing.content_hash != ep.content_hash
                )

    def load_episode(self, tenant_id: str, session_id: str) -> Episode | None:
        with self.sessions() as s:
            return s.scalar(
                select(Episode).where(
                    Episode.tenant_id == tenant_id, Episode.session_id == session_id
                )
            )

    # -- extraction --------------------------------------------------------------------
    def current_facts(self, tenant_id: str, user_id: str) -> list[CurrentFact]:
        with self.sessions() as s:
            rows = s.scalars(
                select(Fact).where(
                    Fact.tenant_id == tenant_id, Fact.user_id == user_id, Fact.valid_to.is_(None)
                )
            )
            return [CurrentFact(f.entity, f.category, f.key, f.value) for f in rows]

    def load_extraction(self, tenant_id: str, session_id: str) -> Extraction | None:
        with self.sessions() as s:
            return s.get(Extraction, (tenant_id, session_id))

    def save_extraction(
        self, tenant_id: str, user_id: str, session_id: str, result: ExtractionResult
    ) -> None:
        """Store the extraction once (a retry keeps the first) and apply its episode scores."""
        with self.tx() as s:
            if self._ledger(s, tenant_id, session_id, "extract") is not None:
                return
            ex = result.extraction
            s.add(
                Extraction(
                    tenant_id=tenant_id,
                    user_id=user_id,
                    session_id=session_id,
                    backend=result.backend,
                    payload=ex.model_dump(mode="json"),
                    prompt_tokens=result.prompt_tokens,
                    completion_tokens=result.completion_tokens,
                )
            )
            ep_filter = (Episode.tenant_id == tenant_id, Episode.session_id == session_id)
            s.execute(
                update(Episode)
                .where(*ep_filter)
                .values(
                    importance=ex.importance, topic=ex.topic or None, summary=ex.summary or None
                )
            )
            s.execute(
                update(Chunk)
                .where(Chunk.tenant_id == tenant_id, Chunk.session_id == session_id)
                .values(importance=ex.importance)
            )
            s.add(
                StageRun(
                    tenant_id=tenant_id,
                    session_id=session_id,
                    stage="extract",
                    user_id=user_id,
                    detail={"backend": result.backend, "facts": len(ex.facts)},
                )
            )

    # -- merge -------------------------------------------------------------------------
    def merge_facts(
        self,
        tenant_id: str,
        user_id: str,
        session_id: str,
        observed_at: datetime,
        facts: Sequence[ExtractedFact],
        *,
        min_confidence: float = 0.3,
    ) -> MergeCounts:
        """Record the session's statements and rebuild the affected timelines (merge.py),
        under the user's lock so concurrent workers never lose an update."""
        with self.tx() as s:
            self._lock_user(s, tenant_id, user_id)
            done = self._ledger(s, tenant_id, session_id, "merge")
            if done is not None:
                d = done.detail
                return MergeCounts(
                    d.get("added", 0),
                    d.get("updated", 0),
                    d.get("confirmed", 0),
                    d.get("backfilled", 0),
                    already_done=True,
                )
            latest: dict[tuple[str, str], ExtractedFact] = {}
            for f in facts:
                if f.confidence >= min_confidence:
                    latest[(f.entity, f.key)] = f  # within a session the last statement wins
            tally: Counter[str] = Counter()
            for (entity, key), f in latest.items():
                scope = (
                    FactObservation.tenant_id == tenant_id,
                    FactObservation.user_id == user_id,
                    FactObservation.entity == entity,
                    FactObservation.key == key,
                )
                previous = [
                    Observation(o.value, o.observed_at, o.session_id, o.confidence)
                    for o in s.scalars(select(FactObservation).where(*scope))
                    if o.session_id != session_id
                ]
                new = Observation(f.value, observed_at, session_id, f.confidence)
                event = classify(previous, new)
                s.add(
                    FactObservation(
                        tenant_id=tenant_id,
                        user_id=user_id,
                        entity=entity,
                        key=key,
                        category=f.category,
                        value=f.value,
                        confidence=f.confidence,
                        observed_at=observed_at,
                        session_id=session_id,
                    )
                )
                fact_id = self._reconcile(
                    s,
                    tenant_id,
                    user_id,
                    entity,
                    key,
                    f.category,
                    [*previous, new],
                    new,
                    session_id,
                )
                s.add(
                    FactHistory(
                        tenant_id=tenant_id,
                        user_id=user_id,
                        fact_id=fact_id,
                        entity=entity,
                        category=f.category,
                        key=key,
                        change=event.change,
                        old_value=event.old_value,
                        new_value=event.new_value,
                        source_session_id=session_id,
                        changed_at=observed_at,
                    )
                )
                tally[event.change] += 1
            counts = MergeCounts(
                tally["added"], tally["superseded"], tally["confirmed"], tally["backfilled"]
            )
            if latest:
                s.execute(
                    update(MemoryUser)
                    .where(MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id)
                    .values(facts_version=MemoryUser.facts_version + 1)
                )
            s.add(
                StageRun(
                    tenant_id=tenant_id,
                    session_id=session_id,
                    stage="merge",
                    user_id=user_id,
                    detail={
                        "added": counts.added,
                        "updated": counts.updated,
                        "confirmed": counts.confirmed,
                        "backfilled": counts.backfilled,
                    },
                )
            )
            return counts

    @staticmethod
    def _reconcile(
        s: Session,
        tenant_id: str,
        user_id: str,
        entity: str,
        key: str,
        category: str,
        observations: list[Observation],
        new: Observation,
        session_id: str,
    ) -> int:
        """Make the fact rows of one key match the timeline; returns the new statement's row.

        Rows are matched to intervals by value and start (then by value and overlap) and
        updated in place; intervals without a row get one. A row no interval explains is
        emptied (``valid_to = valid_from``), never deleted, so the audit trail stays whole.
        """
        desired = timeline(observations)
        rows = list(
            s.scalars(
                select(Fact)
                .where(
                    Fact.tenant_id == tenant_id,
                    Fact.user_id == user_id,
                    Fact.entity == entity,
                    Fact.key == key,
                )
                .order_by(Fact.valid_from, Fact.id)
            )
        )
        live = [r for r in rows if r.valid_to is None or r.valid_to > r.valid_from]
        matched: dict[int, Fact] = {}
        free = list(live)
        for i, iv in enumerate(desired):
            same = [r for r in free if same_value(r.value, iv.value)]
            row = next((r for r in same if r.valid_from == iv.valid_from), None) or next(
                (
                    r
                    for r in same
                    if _overlaps(r.valid_from, r.valid_to, iv.valid_from, iv.valid_to)
                ),
                None,
            )
            if row is not None:
                free.remove(row)
                matched[i] = row
        # Close or shrink first, so the one-open-fact-per-key index never sees two.
        for r in free:
            r.valid_to = r.valid_from
            r.superseded_by_session_id = session_id
        for i, row in matched.items():
            iv = desired[i]
            if iv.valid_to is not None and row.valid_to != iv.valid_to:
                row.valid_to = iv.valid_to
                row.superseded_by_session_id = row.superseded_by_session_id or session_id
        s.flush()
        target = 0
        for i, iv in enumerate(desired):
            row = matched.get(i)
            if row is None:
                row = Fact(
                    tenant_id=tenant_id,
                    user_id=user_id,
                    entity=entity,
                    category=category,
                    key=key,
                    value=iv.value,
                    confidence=iv.confidence,
                    valid_from=iv.valid_from,
                    valid_to=iv.valid_to,
                    last_observed_at=iv.last_observed_at,
                    source_session_id=iv.source_session_id,
                    times_confirmed=iv.times_confirmed,
                )
                s.add(row)
            else:
                row.valid_from = iv.valid_from
                row.valid_to = iv.valid_to
                row.value = iv.value
                row.last_observed_at = iv.last_observed_at
                row.times_confirmed = iv.times_confirmed
                row.confidence = iv.confidence
                row.source_session_id = iv.source_session_id
            s.flush()
            if iv.valid_from <= new.observed_at and (
                iv.valid_to is None or new.observed_at < iv.valid_to
            ):
                target = row.id
        return target

    # -- procedural tally --------------------------------------------------------------
    def tally_outcomes(
        self,
        tenant_id: str,
        user_id: str,
        session_id: str,
        occurred_at: datetime,
        outcomes: Sequence[tuple[str, bool]],
        *,
        policy: ProcedurePolicy | None = None,
    ) -> int:
        """Count each outcome once; counters change with atomic UPDATE ... SET n = n + 1.

        The increment takes the pattern's row lock (PostgreSQL; SQLite writers are serial),
        so the decayed weights and confidence updated next in the same transaction are too.
        """
        policy = policy or default_policy()
        with self.tx() as s:
            done = self._ledger(s, tenant_id, session_id, "tally")
            if done is not None:
                return int(done.detail.get("outcomes", 0))
            recorded = 0
            for pattern_id, success in dict(outcomes).items():
                self._insert_ignore(
                    s,
                    Pattern.__table__,
                    new_pattern_values(tenant_id, "*", pattern_id, "experience"),
                )
                s.add(
                    PatternOutcomeRow(
                        tenant_id=tenant_id,
                        user_id=user_id,
                        session_id=session_id,
                        pattern_id=pattern_id,
                        success=success,
                        occurred_at=occurred_at,
                    )
                )
                where = (
                    Pattern.tenant_id == tenant_id,
                    Pattern.user_id == "*",
                    Pattern.pattern_id == pattern_id,
                )
                s.execute(
                    update(Pattern)
                    .where(*where)
                    .values(
                        applied=Pattern.applied + 1,
                        succeeded=Pattern.succeeded + (1 if success else 0),
                        updated_at=utcnow(),
                    )
                )
                applied, w_n, w_s, w_at, was_deprecated = s.execute(
                    select(
                        Pattern.applied,
                        Pattern.weight_applied,
                        Pattern.weight_succeeded,
                        Pattern.decayed_at,
                        Pattern.deprecated,
                    ).where(*where)
                ).one()
                w = add_outcome(
                    Weights(w_n, w_s, w_at), success, occurred_at, policy.half_life_days
                )
                conf = posterior_mean(w.succeeded, w.applied)
                flag = is_deprecated(applied, conf, policy)
                changed = (
                    {"deprecated_at": utcnow() if flag else None} if flag != was_deprecated else {}
                )
                s.execute(
                    update(Pattern)
                    .where(*where)
                    .values(
                        confidence=conf,
                        deprecated=flag,
                        weight_applied=w.applied,
                        weight_succeeded=w.succeeded,
                        decayed_at=w.at,
                        **changed,
                    )
                )
                recorded += 1
            s.add(
                StageRun(
                    tenant_id=tenant_id,
                    session_id=session_id,
                    stage="tally",
                    user_id=user_id,
                    detail={"outcomes": recorded},
                )
            )
            return recorded

    # -- dead letters ------------------------------------------------------------------
    def add_dead_letter(
        self,
        *,
        tenant_id: str,
        user_id: str,
        session_id: str,
        stage: str,
        error_type: str,
        reason: str,
        payload: dict[str, Any] | None,
        attempts: int,
    ) -> int:
        with self.tx() as s:
            existing = s.scalar(
                select(DeadLetter).where(
                    DeadLetter.tenant_id == tenant_id,
                    DeadLetter.session_id == session_id,
                    DeadLetter.replayed_at.is_(None),
                )
            )
            if existing is not None:  # one open letter per session: update, don't duplicate
                existing.stage, existing.error_type, existing.reason = stage, error_type, reason
                existing.attempts += attempts
                if payload is not None:
                    existing.payload = payload
                return existing.id
            row = DeadLetter(
                tenant_id=tenant_id,
                user_id=user_id,
                session_id=session_id,
                stage=stage,
                error_type=error_type,
                reason=reason[:4000],
                payload=payload,
                attempts=attempts,
            )
            s.add(row)
            s.flush()
            return row.id

    def dead_letters(
        self, *, tenant_id: str | None = None, include_replayed: bool = False, limit: int = 100
    ) -> list[DeadLetter]:
        with self.sessions() as s:
            stmt = select(DeadLetter).order_by(DeadLetter.id).limit(limit)
            if tenant_id is not None:
                stmt = stmt.where(DeadLetter.tenant_id == tenant_id)
            if not include_replayed:
                stmt = stmt.where(DeadLetter.replayed_at.is_(None))
            return list(s.scalars(stmt))

    def get_dead_letter(self, letter_id: int) -> DeadLetter | None:
        with self.sessions() as s:
            return s.get(DeadLetter, letter_id)

    def mark_replayed(self, letter_id: int) -> None:
        with self.tx() as s:
            s.execute(
                update(DeadLetter).where(DeadLetter.id == letter_id).values(replayed_at=utcnow())
            )
