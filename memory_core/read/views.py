"""What the read library hands agents: plain, frozen views of facts, episodes, rules and
procedures (the context assembler and the reader both build on these)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


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
    new_value: str | None  # None when the fact was retracted
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
    """A behaviour pattern as one user sees it: the tenant's tallies (``applied``,
    ``succeeded``) and the user's own, the latest outcomes (oldest first), and the
    confidence and flag of the blended current evidence."""

    pattern_id: str
    trigger: str | None
    behaviour: str | None
    source: str
    applied: int
    succeeded: int
    confidence: float
    deprecated: bool
    recent: tuple[bool, ...] = ()
    user_applied: int = 0
    user_succeeded: int = 0
    changed: bool = False  # its success rate changed lately (the latest segment decides)

    def recent_line(self, last: int = 10) -> str:
        """E.g. "last 8: 2/8 succeeded (✓✓✗✗✗✗✗✗)"."""
        tail = self.recent[-last:]
        if not tail:
            return "no outcomes yet"
        marks = "".join("\u2713" if ok else "\u2717" for ok in tail)
        return f"last {len(tail)}: {sum(tail)}/{len(tail)} succeeded ({marks})"


@dataclass(frozen=True)
class RuleEvidenceView:
    session_id: str
    message_ids: list[str]


@dataclass(frozen=True)
class RuleView:
    """A consolidated rule with its evidence; ``user_id`` "*" marks a tenant-wide rule."""

    rule_id: int
    user_id: str
    concept: str
    rule: str
    confidence: float
    evidence_count: int
    backend: str
    status: str
    created_at: datetime
    evidence: list[RuleEvidenceView]
    retired_reason: str | None = None
    basis: dict[str, Any] = field(default_factory=dict)  # what it was made from (fact slot)


@dataclass(frozen=True)
class IssueView:
    """A problem the user reported, across sessions: its short key, its latest status
    (``open`` or ``resolved``) and text, and the sessions that mention it."""

    key: str
    status: str
    text: str
    first_seen: datetime
    last_seen: datetime
    session_ids: list[str]
