"""Read queries of the ledger page and the export, each scoped by tenant and user.

Every function takes the tenant and user it may look at and filters by both, so the page's
scope check and the SQL agree. Results are plain dataclasses. Only stored text is returned,
and stored text is masked. Rules and procedures shared by the tenant are shown with only
this user's evidence and outcomes, never another user's sessions.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from memory_core.store.corrections import actors_of
from memory_core.store.tables import (
    Episode,
    Fact,
    FactHistory,
    FactObservation,
    MemoryUser,
    Pattern,
    PatternOutcomeRow,
    Rule,
    RuleEvidence,
)


@dataclass(frozen=True)
class UserSummary:
    tenant_id: str
    user_id: str
    episodes: int
    last_session_at: datetime | None


@dataclass(frozen=True)
class FactView:
    id: int
    category: str
    entity: str
    key: str
    value: str
    confidence: float
    valid_from: datetime
    valid_to: datetime | None
    source_session_id: str
    times_confirmed: int


@dataclass(frozen=True)
class HistoryView:
    id: int
    fact_id: int
    entity: str
    key: str
    change: str
    old_value: str | None
    new_value: str | None
    source_session_id: str  # a session, or correction:<id>
    changed_at: datetime
    actor: str | None  # who corrected it; None for a session's statement


@dataclass(frozen=True)
class EpisodeSummary:
    session_id: str
    started_at: datetime
    topic: str | None
    summary: str | None
    importance: int
    messages: int


@dataclass(frozen=True)
class EpisodeView:
    session_id: str
    started_at: datetime
    ended_at: datetime
    topic: str | None
    summary: str | None
    importance: int
    messages: list[Any]
    tool_calls: list[Any]
    metadata: dict[str, Any]
    outcomes: list[Any]
    pii_report: dict[str, Any]
    facts: list[tuple[str, str, str]] = field(default_factory=list)  # (entity, key, value)
    rules: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class EvidenceView:
    session_id: str
    message_ids: list[str]


@dataclass(frozen=True)
class RuleView:
    id: int
    scope: str  # user | tenant
    concept: str
    rule: str
    status: str
    confidence: float
    retired_reason: str | None
    evidence: list[EvidenceView]  # this user's only


@dataclass(frozen=True)
class OutcomeView:
    session_id: str
    success: bool
    occurred_at: datetime


@dataclass(frozen=True)
class ProcedureView:
    pattern_id: str
    scope: str  # user | tenant
    trigger: str | None
    behaviour: str | None
    confidence: float
    deprecated: bool
    outcomes: list[OutcomeView]  # this user's, newest first


def tenants(s: Session) -> list[tuple[str, int]]:
    rows = s.execute(
        select(MemoryUser.tenant_id, func.count())
        .group_by(MemoryUser.tenant_id)
        .order_by(MemoryUser.tenant_id)
    )
    return [(t, int(n)) for t, n in rows]


def users(s: Session, tenant_id: str, limit: int = 500) -> list[UserSummary]:
    counts = dict(
        s.execute(
            select(Episode.user_id, func.count())
            .where(Episode.tenant_id == tenant_id)
            .group_by(Episode.user_id)
        ).all()
    )
    rows = s.execute(
        select(MemoryUser.user_id, MemoryUser.last_session_at)
        .where(MemoryUser.tenant_id == tenant_id)
        .order_by(MemoryUser.user_id)
        .limit(limit)
    )
    return [UserSummary(tenant_id, u, int(counts.get(u, 0)), last) for u, last in rows]


def user_exists(s: Session, tenant_id: str, user_id: str) -> bool:
    return s.get(MemoryUser, (tenant_id, user_id)) is not None


def _fact(f: Fact) -> FactView:
    return FactView(
        f.id,
        f.category,
        f.entity,
        f.key,
        f.value,
        f.confidence,
        f.valid_from,
        f.valid_to,
        f.source_session_id,
        f.times_confirmed,
    )


def facts(s: Session, tenant_id: str, user_id: str, *, current: bool = True) -> list[FactView]:
    """Current facts (or every interval, with ``current=False``), by category."""
    stmt = select(Fact).where(Fact.tenant_id == tenant_id, Fact.user_id == user_id)
    if current:
        stmt = stmt.where(Fact.valid_to.is_(None))
    else:
        stmt = stmt.where(or_(Fact.valid_to.is_(None), Fact.valid_to > Fact.valid_from))
    stmt = stmt.order_by(Fact.category, Fact.entity, Fact.key, Fact.valid_from)
    return [_fact(f) for f in s.scalars(stmt)]


def history(
    s: Session, tenant_id: str, user_id: str, limit: int = 2_000, *, confirmations: bool = True
) -> list[HistoryView]:
    """The fact history, oldest first; ``confirmations=False`` leaves out repeats of the
    current value (a long relationship confirms the same fact thousands of times)."""
    actors = actors_of(s, tenant_id, user_id)
    stmt = select(FactHistory).where(
        FactHistory.tenant_id == tenant_id, FactHistory.user_id == user_id
    )
    if not confirmations:
        stmt = stmt.where(FactHistory.change != "confirmed")
    rows = s.scalars(stmt.order_by(FactHistory.changed_at, FactHistory.id).limit(limit))
    return [
        HistoryView(
            h.id,
            h.fact_id,
            h.entity,
            h.key,
            h.change,
            h.old_value,
            h.new_value,
            h.source_session_id,
            h.changed_at,
            actors.get(h.source_session_id),
        )
        for h in rows
    ]


def episode_count(s: Session, tenant_id: str, user_id: str) -> int:
    return int(
        s.scalar(
            select(func.count())
            .select_from(Episode)
            .where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
        )
        or 0
    )


def episodes(
    s: Session, tenant_id: str, user_id: str, offset: int = 0, limit: int = 50
) -> list[EpisodeSummary]:
    """A page of the user's episodes, newest first (an index range scan, whatever the total)."""
    rows = s.execute(
        select(
            Episode.session_id,
            Episode.started_at,
            Episode.topic,
            Episode.summary,
            Episode.importance,
            func.json_array_length(Episode.messages),
        )
        .where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
        .order_by(Episode.started_at.desc(), Episode.id.desc())
        .offset(offset)
        .limit(limit)
    )
    return [EpisodeSummary(sid, at, t, sm, imp, int(n or 0)) for sid, at, t, sm, imp, n in rows]


def episode_view(
    e: Episode, facts: list[tuple[str, str, str]] | None = None, rules: list[str] | None = None
) -> EpisodeView:
    """One episode row as its view; the ledger adds what it stated, the export does not."""
    return EpisodeView(
        e.session_id,
        e.started_at,
        e.ended_at,
        e.topic,
        e.summary,
        e.importance,
        list(e.messages),
        list(e.tool_calls),
        dict(e.meta),
        list(e.outcomes),
        dict(e.pii_report),
        facts or [],
        rules or [],
    )


def _episode_row(s: Session, tenant_id: str, user_id: str, session_id: str) -> Episode | None:
    return s.scalar(
        select(Episode).where(
            Episode.tenant_id == tenant_id,
            Episode.user_id == user_id,
            Episode.session_id == session_id,
        )
    )


def episode(s: Session, tenant_id: str, user_id: str, session_id: str) -> EpisodeView | None:
    """One masked episode and what was derived from it (facts it stated, rules it supports)."""
    e = _episode_row(s, tenant_id, user_id, session_id)
    if e is None:
        return None
    stated = s.execute(
        select(FactObservation.entity, FactObservation.key, FactObservation.value).where(
            FactObservation.tenant_id == tenant_id,
            FactObservation.user_id == user_id,
            FactObservation.session_id == session_id,
        )
    ).all()
    rules = s.scalars(
        select(Rule.rule)
        .join(RuleEvidence, RuleEvidence.rule_id == Rule.id)
        .where(RuleEvidence.episode_id == e.id)
    )
    return episode_view(e, [(str(a), str(b), str(c)) for a, b, c in stated], list(rules))


def rules(s: Session, tenant_id: str, user_id: str) -> list[RuleView]:
    """The user's rules and the tenant-wide rules citing the user's episodes."""
    mine = select(Episode.id).where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
    ev = s.execute(
        select(RuleEvidence.rule_id, RuleEvidence.session_id, RuleEvidence.message_ids)
        .join(Rule, Rule.id == RuleEvidence.rule_id)
        .where(Rule.tenant_id == tenant_id, RuleEvidence.episode_id.in_(mine))
        .order_by(RuleEvidence.rule_id, RuleEvidence.episode_id)
    )
    evidence: dict[int, list[EvidenceView]] = defaultdict(list)
    for rid, sid, mids in ev:
        evidence[int(rid)].append(EvidenceView(sid, [str(m) for m in mids or []]))
    stmt = select(Rule).where(
        Rule.tenant_id == tenant_id,
        or_(Rule.user_id == user_id, Rule.id.in_(list(evidence) or [-1])),
    )
    return [
        RuleView(
            r.id,
            "tenant" if r.user_id == "*" else "user",
            r.concept,
            r.rule,
            r.status,
            r.confidence,
            r.retired_reason,
            evidence.get(r.id, []),
        )
        for r in s.scalars(stmt.order_by(Rule.status, Rule.confidence.desc(), Rule.id))
    ]


def procedures(s: Session, tenant_id: str, user_id: str, recent: int = 5) -> list[ProcedureView]:
    """Patterns the user reported outcomes for (and the user's own), with their recent ones."""
    cols = (
        PatternOutcomeRow.pattern_id,
        PatternOutcomeRow.session_id,
        PatternOutcomeRow.success,
        PatternOutcomeRow.occurred_at,
    )
    mine = (PatternOutcomeRow.tenant_id == tenant_id, PatternOutcomeRow.user_id == user_id)
    newest = PatternOutcomeRow.occurred_at.desc()
    if recent:  # a few per pattern: index range scans, however many outcomes the user has
        ids = s.scalars(select(PatternOutcomeRow.pattern_id).where(*mine).distinct()).all()
        rows: list[Any] = []
        for pid in ids:
            rows.extend(
                s.execute(
                    select(*cols)
                    .where(*mine, PatternOutcomeRow.pattern_id == pid)
                    .order_by(newest)
                    .limit(recent)
                ).all()
            )
    else:
        rows = list(s.execute(select(*cols).where(*mine).order_by(newest)).all())
    outcomes: dict[str, list[OutcomeView]] = defaultdict(list)
    for pid, sid, ok, at in rows:
        outcomes[pid].append(OutcomeView(sid, bool(ok), at))
    stmt = select(Pattern).where(
        Pattern.tenant_id == tenant_id,
        or_(
            Pattern.user_id == user_id,
            (Pattern.user_id == "*") & Pattern.pattern_id.in_(list(outcomes) or [""]),
        ),
    )
    return [
        ProcedureView(
            p.pattern_id,
            "tenant" if p.user_id == "*" else "user",
            p.trigger,
            p.behaviour,
            p.confidence,
            p.deprecated,
            outcomes.get(p.pattern_id, []),
        )
        for p in s.scalars(stmt.order_by(Pattern.confidence.desc(), Pattern.pattern_id))
    ]


def existing_sessions(s: Session, tenant_id: str, user_id: str, ids: set[str]) -> set[str]:
    """Which of ``ids`` are this user's stored episodes (only those get a link)."""
    out: set[str] = set()
    wanted = sorted(ids)
    for i in range(0, len(wanted), 500):
        out.update(
            s.scalars(
                select(Episode.session_id).where(
                    Episode.tenant_id == tenant_id,
                    Episode.user_id == user_id,
                    Episode.session_id.in_(wanted[i : i + 500]),
                )
            )
        )
    return out
