"""SQLAlchemy 2 typed models: the one schema shared by SQLite and PostgreSQL.

Every row carries ``tenant_id`` and ``user_id`` so every read can be scoped by both.
Nothing here holds raw PII: only masked text reaches these tables.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from memory_core.store.types import UTCDateTime, utcnow

ID = String(200)

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: JSON,
        list[Any]: JSON,
        datetime: UTCDateTime,
    }


class MemoryUser(Base):
    """One row per (tenant, user); merges lock it so concurrent workers serialise per user."""

    __tablename__ = "memory_users"
    tenant_id: Mapped[str] = mapped_column(ID, primary_key=True)
    user_id: Mapped[str] = mapped_column(ID, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_session_at: Mapped[datetime | None]
    facts_version: Mapped[int] = mapped_column(Integer, default=0)
    # Reflection watermark: episodes with a higher id are "new since the last reflection".
    reflected_episode_id: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    reflected_at: Mapped[datetime | None]


class Episode(Base):
    """A masked session: the episodic memory's unit, one per (tenant, session)."""

    __tablename__ = "episodes"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    session_id: Mapped[str] = mapped_column(ID)
    started_at: Mapped[datetime]
    ended_at: Mapped[datetime]
    topic: Mapped[str | None] = mapped_column(String(500))
    summary: Mapped[str | None] = mapped_column(Text)
    importance: Mapped[int] = mapped_column(Integer, default=5)
    messages: Mapped[list[Any]] = mapped_column(JSON)
    tool_calls: Mapped[list[Any]] = mapped_column(JSON, default=list)
    meta: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    outcomes: Mapped[list[Any]] = mapped_column(JSON, default=list)
    pii_report: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    content_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        UniqueConstraint("tenant_id", "session_id"),
        Index("ix_episodes_user_time", "tenant_id", "user_id", "started_at"),
    )


class Chunk(Base):
    """A few consecutive masked messages with their ids and one embedding."""

    __tablename__ = "episode_chunks"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    episode_id: Mapped[int] = mapped_column(ForeignKey("episodes.id", ondelete="CASCADE"))
    session_id: Mapped[str] = mapped_column(ID)
    seq: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    message_ids: Mapped[list[Any]] = mapped_column(JSON)
    started_at: Mapped[datetime]
    importance: Mapped[int] = mapped_column(Integer, default=5)
    embedder: Mapped[str] = mapped_column(String(200))
    dim: Mapped[int] = mapped_column(Integer)
    embedding: Mapped[bytes] = mapped_column(LargeBinary)
    access_count: Mapped[int] = mapped_column(Integer, default=0)
    last_accessed_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        UniqueConstraint("episode_id", "seq"),
        Index("ix_chunks_user", "tenant_id", "user_id", "id"),
    )


class Fact(Base):
    """A semantic fact about an entity, valid over [valid_from, valid_to)."""

    __tablename__ = "facts"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    entity: Mapped[str] = mapped_column(String(200))
    category: Mapped[str] = mapped_column(String(50))
    key: Mapped[str] = mapped_column(String(200))
    value: Mapped[str] = mapped_column(Text)
    confidence: Mapped[float] = mapped_column(Float, default=0.8)
    valid_from: Mapped[datetime]
    valid_to: Mapped[datetime | None]
    last_observed_at: Mapped[datetime]  # latest session that stated this value
    source_session_id: Mapped[str] = mapped_column(ID)
    superseded_by_session_id: Mapped[str | None] = mapped_column(ID)
    times_confirmed: Mapped[int] = mapped_column(Integer, default=1)
    recorded_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        Index("ix_facts_user", "tenant_id", "user_id", "entity", "key"),
        Index("ix_facts_source", "tenant_id", "source_session_id"),
        Index(
            "uq_facts_current",
            "tenant_id",
            "user_id",
            "entity",
            "key",
            unique=True,
            sqlite_where=text("valid_to IS NULL"),
            postgresql_where=text("valid_to IS NULL"),
        ),
    )


class FactObservation(Base):
    """Each statement of a fact by a session; the facts table is the timeline they imply."""

    __tablename__ = "fact_observations"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    entity: Mapped[str] = mapped_column(String(200))
    key: Mapped[str] = mapped_column(String(200))
    category: Mapped[str] = mapped_column(String(50))
    value: Mapped[str] = mapped_column(Text)
    confidence: Mapped[float] = mapped_column(Float, default=0.8)
    # a retraction: ``value`` names what ended ("" for whatever it was)
    retracted: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    observed_at: Mapped[datetime]
    session_id: Mapped[str] = mapped_column(ID)
    recorded_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        UniqueConstraint("tenant_id", "user_id", "entity", "key", "session_id"),
        Index("ix_fact_observations_key", "tenant_id", "user_id", "entity", "key"),
    )


class FactHistory(Base):
    """Audit trail of every change to a fact: nothing is silently deleted.

    One row per (session, slot). A session consolidated late (older than one already
    merged) rewrites the newer session's row to the change it now implies ("added 15"
    becomes "superseded 14 -> 15"), so every arrival order leaves the same history."""

    __tablename__ = "fact_history"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    fact_id: Mapped[int] = mapped_column(Integer)
    entity: Mapped[str] = mapped_column(String(200))
    category: Mapped[str] = mapped_column(String(50))
    key: Mapped[str] = mapped_column(String(200))
    # added|superseded|confirmed|refined|retracted|backfilled
    change: Mapped[str] = mapped_column(String(20))
    old_value: Mapped[str | None] = mapped_column(Text)  # set when a value ended
    new_value: Mapped[str | None] = mapped_column(Text)  # None for a retraction
    stated_as: Mapped[str | None] = mapped_column(String(200))  # "entity/key" before mapping
    source_session_id: Mapped[str] = mapped_column(ID)
    changed_at: Mapped[datetime]
    recorded_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (Index("ix_fact_history_user", "tenant_id", "user_id", "key"),)


class Extraction(Base):
    """The extractor's output for a session, kept so a retried merge never re-calls the LLM."""

    __tablename__ = "extractions"
    tenant_id: Mapped[str] = mapped_column(ID, primary_key=True)
    session_id: Mapped[str] = mapped_column(ID, primary_key=True)
    user_id: Mapped[str] = mapped_column(ID)
    backend: Mapped[str] = mapped_column(String(200))
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    prompt_tokens: Mapped[int] = mapped_column(Integer, default=0)
    completion_tokens: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class StageRun(Base):
    """Idempotency ledger: a stage's effects and this row commit in one transaction."""

    __tablename__ = "stage_runs"
    tenant_id: Mapped[str] = mapped_column(ID, primary_key=True)
    session_id: Mapped[str] = mapped_column(ID, primary_key=True)
    stage: Mapped[str] = mapped_column(String(50), primary_key=True)
    user_id: Mapped[str] = mapped_column(ID)
    detail: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    completed_at: Mapped[datetime] = mapped_column(default=utcnow)


class Pattern(Base):
    """A behaviour rule and its outcome tallies (procedural memory)."""

    __tablename__ = "patterns"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID, default="*")  # "*": applies to the whole tenant
    pattern_id: Mapped[str] = mapped_column(ID)
    trigger: Mapped[str | None] = mapped_column(Text)
    behaviour: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(20), default="experience")
    applied: Mapped[int] = mapped_column(Integer, default=0)
    succeeded: Mapped[int] = mapped_column(Integer, default=0)
    confidence: Mapped[float] = mapped_column(Float, default=0.0)
    deprecated: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    # Exponentially decayed outcome weights, as of ``decayed_at`` (see procedures.py).
    weight_applied: Mapped[float] = mapped_column(Float, default=0.0, server_default="0")
    weight_succeeded: Mapped[float] = mapped_column(Float, default=0.0, server_default="0")
    decayed_at: Mapped[datetime | None]
    deprecated_at: Mapped[datetime | None]
    # The latest outcomes, oldest first: [[epoch seconds, 0|1], ...] (the change-point test).
    # Rows with a real user id are that user's tally of the pattern (user "*": the tenant's).
    recent: Mapped[list[Any] | None] = mapped_column(JSON)

    __table_args__ = (UniqueConstraint("tenant_id", "user_id", "pattern_id"),)


class PatternOutcomeRow(Base):
    """One reported outcome; unique per session so a redelivered session counts once."""

    __tablename__ = "pattern_outcomes"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    session_id: Mapped[str] = mapped_column(ID)
    pattern_id: Mapped[str] = mapped_column(ID)
    success: Mapped[bool] = mapped_column(Boolean)
    occurred_at: Mapped[datetime]

    __table_args__ = (UniqueConstraint("tenant_id", "session_id", "pattern_id"),)


class DeadLetter(Base):
    """A session that could not be consolidated, with the reason; replayable."""

    __tablename__ = "dead_letters"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    session_id: Mapped[str] = mapped_column(ID)
    stage: Mapped[str] = mapped_column(String(50))
    error_type: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str] = mapped_column(Text)
    payload: Mapped[dict[str, Any] | None] = mapped_column(JSON)  # masked session, never raw
    attempts: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    replayed_at: Mapped[datetime | None]

    __table_args__ = (Index("ix_dead_letters_open", "tenant_id", "replayed_at"),)


class Rule(Base):
    """A semantic rule consolidated by reflection from recurring evidence across sessions.

    Rules are never deleted: one the evidence no longer supports is retired with a reason.
    """

    __tablename__ = "rules"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)  # "*": a tenant-wide rule
    concept: Mapped[str] = mapped_column(String(200))
    rule: Mapped[str] = mapped_column(Text)
    backend: Mapped[str] = mapped_column(String(200))
    confidence: Mapped[float] = mapped_column(Float, default=0.5)
    evidence_count: Mapped[int] = mapped_column(Integer, default=0)
    basis: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # what would contradict it
    status: Mapped[str] = mapped_column(String(20), default="active")  # active | retired
    retired_reason: Mapped[str | None] = mapped_column(Text)
    created_run_id: Mapped[int | None] = mapped_column(Integer)
    retired_run_id: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    retired_at: Mapped[datetime | None]

    __table_args__ = (
        Index("ix_rules_user", "tenant_id", "user_id", "status"),
        Index(
            "uq_rules_active_concept",
            "tenant_id",
            "user_id",
            "concept",
            unique=True,
            sqlite_where=text("status = 'active'"),
            postgresql_where=text("status = 'active'"),
        ),
    )


class RuleEvidence(Base):
    """An episode (and its message ids) a rule came from; goes when the episode goes."""

    __tablename__ = "rule_evidence"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    rule_id: Mapped[int] = mapped_column(ForeignKey("rules.id", ondelete="CASCADE"))
    tenant_id: Mapped[str] = mapped_column(ID)
    episode_id: Mapped[int] = mapped_column(ForeignKey("episodes.id", ondelete="CASCADE"))
    session_id: Mapped[str] = mapped_column(ID)
    message_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)

    __table_args__ = (
        UniqueConstraint("rule_id", "episode_id"),
        Index("ix_rule_evidence_episode", "episode_id"),
    )


class ReflectionRun(Base):
    """One reflection over one user's evidence set: inputs, outputs, tokens, duration.

    ``claim`` holds the evidence hash while the run is running or done; the unique index on it
    makes a run idempotent per (user, evidence set). A failed run gives its claim up.
    """

    __tablename__ = "reflection_runs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    trigger: Mapped[str] = mapped_column(String(20))  # nightly | importance | manual
    backend: Mapped[str] = mapped_column(String(200))
    evidence_hash: Mapped[str] = mapped_column(String(64))
    claim: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(20), default="running")  # running|done|failed
    inputs: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    outputs: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    prompt_tokens: Mapped[int] = mapped_column(Integer, default=0)
    completion_tokens: Mapped[int] = mapped_column(Integer, default=0)
    duration_s: Mapped[float] = mapped_column(Float, default=0.0)
    error: Mapped[str | None] = mapped_column(Text)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None]

    __table_args__ = (
        UniqueConstraint("tenant_id", "user_id", "claim"),
        Index("ix_reflection_runs_user", "tenant_id", "user_id", "started_at"),
    )


class PruneRun(Base):
    """A pruning run: its parameters, progress cursor (resumable) and what it removed."""

    __tablename__ = "prune_runs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str | None] = mapped_column(ID)
    user_id: Mapped[str | None] = mapped_column(ID)
    params: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    status: Mapped[str] = mapped_column(String(20), default="running")  # running | done
    cursor: Mapped[int] = mapped_column(Integer, default=0)  # last chunk id examined
    examined: Mapped[int] = mapped_column(Integer, default=0)
    deleted: Mapped[int] = mapped_column(Integer, default=0)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None]


class PrunedChunk(Base):
    """Audit row for each chunk a pruning run removed (its ids and score, never its text)."""

    __tablename__ = "pruned_chunks"
    run_id: Mapped[int] = mapped_column(
        ForeignKey("prune_runs.id", ondelete="CASCADE"), primary_key=True
    )
    chunk_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    episode_id: Mapped[int] = mapped_column(Integer)
    session_id: Mapped[str] = mapped_column(ID)
    score: Mapped[float] = mapped_column(Float)


class JobRun(Base):
    """Each scheduled or on-demand maintenance job run, for audit and monitoring."""

    __tablename__ = "job_runs"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    job: Mapped[str] = mapped_column(String(100))
    task_id: Mapped[str | None] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20), default="running")  # running | done | failed
    result: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None]

    __table_args__ = (Index("ix_job_runs_job", "job", "started_at"),)


class ForgottenUser(Base):
    """Tombstone of an erased user: ids and time only, so late sessions can be refused.

    The first pipeline stage drops any session of this user that started at or before
    ``forgotten_at`` (still queued, redelivered or replayed); later sessions are a new start.
    """

    __tablename__ = "forgotten_users"
    tenant_id: Mapped[str] = mapped_column(ID, primary_key=True)
    user_id: Mapped[str] = mapped_column(ID, primary_key=True)
    forgotten_at: Mapped[datetime]


class ErasureReceiptRow(Base):
    """Proof of an erasure: who, when, and how many rows of each kind; never any content."""

    __tablename__ = "erasure_receipts"
    id: Mapped[str] = mapped_column(String(36), primary_key=True)  # a uuid4
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    scope: Mapped[str] = mapped_column(String(20))  # user | episode | fact
    actor: Mapped[str] = mapped_column(String(20))  # operator | user-link
    counts: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    sessions_dropped: Mapped[int] = mapped_column(Integer, default=0)  # refused afterwards
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (Index("ix_erasure_receipts_user", "tenant_id", "user_id", "created_at"),)


class FactCorrection(Base):
    """Who corrected or retracted a fact; the matching history row's session is
    ``correction:<id>``, so the audit trail says it was a person, not a session."""

    __tablename__ = "fact_corrections"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(ID)
    user_id: Mapped[str] = mapped_column(ID)
    fact_id: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(20))  # corrected | retracted
    actor: Mapped[str] = mapped_column(String(20))  # operator | user-link
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (Index("ix_fact_corrections_user", "tenant_id", "user_id"),)


# Erasure and the ledger look a user's outcomes up by user (the table's keys are by session).
Index(
    "ix_pattern_outcomes_user",
    PatternOutcomeRow.tenant_id,
    PatternOutcomeRow.user_id,
    PatternOutcomeRow.pattern_id,
    PatternOutcomeRow.occurred_at,
)
