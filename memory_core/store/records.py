"""Plain, frozen values the store hands out: one per table that leaves it, never ORM rows.

Callers get data they cannot accidentally write back (no session, no lazy loads), and the
store's tables can change without every reader knowing SQLAlchemy.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, TypeVar

R = TypeVar("R")


def record_columns(cls: type, model: Any) -> list[Any]:
    """The model's columns a record is made of, labelled with the record's field names: a
    Core select of them gives rows ``to_record`` reads like ORM rows, without building any."""
    return [getattr(model, f.name).label(f.name) for f in fields(cls)]


def to_record(cls: type[R], row: Any) -> R:
    """Copy the record's fields from an ORM row (or any object with those attributes)."""
    return cls(**{f.name: getattr(row, f.name) for f in fields(cls)})  # type: ignore[arg-type]


@dataclass(frozen=True)
class EpisodeRecord:
    """A stored, masked session."""

    id: int
    tenant_id: str
    user_id: str
    session_id: str
    started_at: datetime
    ended_at: datetime
    topic: str | None
    summary: str | None
    importance: int
    messages: list[Any]
    tool_calls: list[Any]
    meta: dict[str, Any]
    outcomes: list[Any]
    pii_report: dict[str, Any]
    content_hash: str
    created_at: datetime


@dataclass(frozen=True)
class FactRecord:
    """One interval of a fact's timeline."""

    id: int
    tenant_id: str
    user_id: str
    entity: str
    category: str
    key: str
    value: str
    confidence: float
    valid_from: datetime
    valid_to: datetime | None
    source_session_id: str
    superseded_by_session_id: str | None
    times_confirmed: int
    recorded_at: datetime


@dataclass(frozen=True)
class FactChangeRecord:
    """One change of a fact, with the session that caused it."""

    id: int
    tenant_id: str
    user_id: str
    fact_id: int
    entity: str
    category: str
    key: str
    change: str
    old_value: str | None
    new_value: str | None  # None when the fact was retracted
    source_session_id: str
    changed_at: datetime
    recorded_at: datetime


@dataclass(frozen=True)
class CurrentSlot:
    """A current fact as the extraction prompt shows it: value, since when, from where."""

    entity: str
    category: str
    key: str
    value: str
    valid_from: datetime
    last_observed_at: datetime
    source_session_id: str


@dataclass(frozen=True)
class ExtractionRecord:
    """What the extractor returned for a session (masked)."""

    tenant_id: str
    session_id: str
    user_id: str
    backend: str
    payload: dict[str, Any]
    prompt_tokens: int
    completion_tokens: int
    created_at: datetime


@dataclass(frozen=True)
class PatternRecord:
    """A procedural pattern and its tallies."""

    id: int
    tenant_id: str
    user_id: str
    pattern_id: str
    trigger: str | None
    behaviour: str | None
    source: str
    applied: int
    succeeded: int
    confidence: float
    deprecated: bool
    created_at: datetime
    updated_at: datetime
    weight_applied: float
    weight_succeeded: float
    decayed_at: datetime | None
    deprecated_at: datetime | None
    recent: list[Any] | None = None


@dataclass(frozen=True)
class DeadLetterRecord:
    """A session that could not be consolidated, with its masked payload."""

    id: int
    tenant_id: str
    user_id: str
    session_id: str
    stage: str
    error_type: str
    reason: str
    payload: dict[str, Any] | None
    attempts: int
    created_at: datetime
    replayed_at: datetime | None


@dataclass(frozen=True)
class RuleRecord:
    """A rule made by reflection."""

    id: int
    tenant_id: str
    user_id: str
    concept: str
    rule: str
    backend: str
    confidence: float
    evidence_count: int
    basis: dict[str, Any]
    status: str
    retired_reason: str | None
    created_run_id: int | None
    retired_run_id: int | None
    created_at: datetime
    updated_at: datetime
    retired_at: datetime | None


@dataclass(frozen=True)
class RuleEvidenceRecord:
    """One episode cited by a rule."""

    id: int
    rule_id: int
    tenant_id: str
    episode_id: int
    session_id: str
    message_ids: list[Any]


@dataclass(frozen=True)
class ReflectionRunRecord:
    """One reflection run and its claim."""

    id: int
    tenant_id: str
    user_id: str
    trigger: str
    backend: str
    evidence_hash: str
    claim: str | None
    status: str
    inputs: dict[str, Any]
    outputs: dict[str, Any]
    prompt_tokens: int
    completion_tokens: int
    duration_s: float
    error: str | None
    started_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True)
class JobRunRecord:
    """One run of a scheduled job."""

    id: int
    job: str
    task_id: str | None
    status: str
    result: dict[str, Any]
    started_at: datetime
    finished_at: datetime | None
