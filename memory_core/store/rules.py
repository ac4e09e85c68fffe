"""Reflection's rules, their evidence, and the runs that claim an evidence set once."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import timedelta
from functools import lru_cache
from typing import Any

from sqlalchemy import (
    Select,
    bindparam,
    delete,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from memory_core.store.records import (
    ReflectionRunRecord,
    RuleEvidenceRecord,
    RuleRecord,
    record_columns,
    to_record,
)
from memory_core.store.tables import (
    ReflectionRun,
    Rule,
    RuleEvidence,
)
from memory_core.store.types import utcnow


def active_rules(
    s: Session, tenant_id: str, user_id: str | None, *, include_tenant_wide: bool = False
) -> list[RuleRecord]:
    stmt = select(Rule).where(Rule.tenant_id == tenant_id, Rule.status == "active")
    if user_id is not None:
        users = [user_id, "*"] if include_tenant_wide else [user_id]
        stmt = stmt.where(Rule.user_id.in_(users))
    order = stmt.order_by(Rule.confidence.desc(), Rule.evidence_count.desc(), Rule.id)
    return [to_record(RuleRecord, r) for r in s.scalars(order)]


def rules(
    s: Session,
    tenant_id: str,
    user_id: str | None,
    *,
    include_retired: bool = False,
    limit: int = 100,
) -> list[RuleRecord]:
    stmt = _rules(user_id is not None, include_retired, limit)
    rows = s.connection().execute(stmt, {"tenant_id": tenant_id, "user_id": user_id})
    return [to_record(RuleRecord, r) for r in rows]


@lru_cache(maxsize=32)
def _rules(one_user: bool, include_retired: bool, limit: int) -> Select[Any]:
    """Built once per shape (a context reads the rules on every call)."""
    stmt = select(*record_columns(RuleRecord, Rule)).where(Rule.tenant_id == bindparam("tenant_id"))
    if one_user:
        stmt = stmt.where(or_(Rule.user_id == bindparam("user_id"), Rule.user_id == "*"))
    if not include_retired:
        stmt = stmt.where(Rule.status == "active")
    return stmt.order_by(
        Rule.status, Rule.confidence.desc(), Rule.evidence_count.desc(), Rule.id
    ).limit(limit)


def rule_evidence(s: Session, rule_ids: Sequence[int]) -> dict[int, list[RuleEvidenceRecord]]:
    """Each rule's surviving evidence (rows go with their episode, ON DELETE CASCADE)."""
    out: dict[int, list[RuleEvidenceRecord]] = {r: [] for r in rule_ids}
    if not rule_ids:
        return out
    for ev in s.scalars(
        select(RuleEvidence)
        .where(RuleEvidence.rule_id.in_(list(rule_ids)))
        .order_by(RuleEvidence.rule_id, RuleEvidence.episode_id)
    ):
        out[ev.rule_id].append(to_record(RuleEvidenceRecord, ev))
    return out


def reflection_done(
    s: Session, tenant_id: str, user_id: str, evidence_hash: str
) -> ReflectionRunRecord | None:
    row = _reflection_row(s, tenant_id, user_id, evidence_hash)
    return None if row is None else to_record(ReflectionRunRecord, row)


def _reflection_row(s: Session, tenant_id: str, user_id: str, evidence_hash: str) -> Any:
    return s.scalar(
        select(ReflectionRun).where(
            ReflectionRun.tenant_id == tenant_id,
            ReflectionRun.user_id == user_id,
            ReflectionRun.claim == evidence_hash,
        )
    )


def claim_reflection(
    s: Session,
    *,
    tenant_id: str,
    user_id: str,
    trigger: str,
    backend: str,
    evidence_hash: str,
    inputs: dict[str, Any],
    stale_after: timedelta = timedelta(hours=1),
) -> int | None:
    """Insert the run holding the evidence hash; None if another run holds it.

    A run that has held its claim while ``running`` for longer than ``stale_after`` died
    with its process: its claim is released and taken over.
    """
    existing = _reflection_row(s, tenant_id, user_id, evidence_hash)
    if existing is not None:
        if existing.status == "running" and existing.started_at < utcnow() - stale_after:
            existing.claim, existing.status, existing.error = None, "failed", "stale claim"
            s.flush()
        else:
            return None
    run = ReflectionRun(
        tenant_id=tenant_id,
        user_id=user_id,
        trigger=trigger,
        backend=backend,
        evidence_hash=evidence_hash,
        claim=evidence_hash,
        status="running",
        inputs=inputs,
        started_at=utcnow(),
    )
    try:
        with s.begin_nested():
            s.add(run)
            s.flush()
    except IntegrityError:
        return None
    return run.id


def finish_reflection(
    s: Session,
    run_id: int,
    *,
    outputs: dict[str, Any],
    prompt_tokens: int,
    completion_tokens: int,
    duration_s: float,
) -> None:
    s.execute(
        update(ReflectionRun)
        .where(ReflectionRun.id == run_id)
        .values(
            status="done",
            outputs=outputs,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            duration_s=duration_s,
            finished_at=utcnow(),
        )
    )


def fail_reflection(s: Session, run_id: int, error: str, duration_s: float) -> None:
    s.execute(
        update(ReflectionRun)
        .where(ReflectionRun.id == run_id)
        .values(
            status="failed",
            claim=None,
            error=error[:4000],
            duration_s=duration_s,
            finished_at=utcnow(),
        )
    )


def create_rule(
    s: Session,
    *,
    tenant_id: str,
    user_id: str,
    concept: str,
    rule: str,
    backend: str,
    confidence: float,
    basis: dict[str, Any],
    evidence: Iterable[tuple[int, str, list[str]]],
    run_id: int,
) -> int:
    row = Rule(
        tenant_id=tenant_id,
        user_id=user_id,
        concept=concept,
        rule=rule,
        backend=backend,
        confidence=confidence,
        basis=basis,
        status="active",
        created_run_id=run_id,
        evidence_count=0,
    )
    s.add(row)
    s.flush()
    set_evidence(s, row.id, tenant_id, evidence)
    return row.id


def set_evidence(
    s: Session, rule_id: int, tenant_id: str, evidence: Iterable[tuple[int, str, list[str]]]
) -> int:
    """Replace a rule's evidence (episode id, session id, message ids); returns the count."""
    s.execute(delete(RuleEvidence).where(RuleEvidence.rule_id == rule_id))
    rows = [
        RuleEvidence(
            rule_id=rule_id,
            tenant_id=tenant_id,
            episode_id=ep,
            session_id=sid,
            message_ids=mids,
        )
        for ep, sid, mids in {e[0]: e for e in evidence}.values()
    ]
    s.add_all(rows)
    s.flush()
    s.execute(
        update(Rule).where(Rule.id == rule_id).values(evidence_count=len(rows), updated_at=utcnow())
    )
    return len(rows)


def update_rule(s: Session, rule_id: int, *, confidence: float) -> None:
    s.execute(
        update(Rule).where(Rule.id == rule_id).values(confidence=confidence, updated_at=utcnow())
    )


def retire_rule(s: Session, rule_id: int, reason: str, run_id: int | None) -> None:
    now = utcnow()
    s.execute(
        update(Rule)
        .where(Rule.id == rule_id, Rule.status == "active")
        .values(
            status="retired",
            retired_reason=reason[:2000],
            retired_run_id=run_id,
            retired_at=now,
            updated_at=now,
        )
    )
