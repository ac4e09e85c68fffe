"""SQL that re-derives what other rows implied once some evidence has been erased.

Used by the erasure module after it deletes a user's or a session's rows: fact timelines
of the affected keys, the rules that cited the erased episodes, and the tenant-wide pattern
tallies the erased outcomes were counted into. The decisions are the pure functions of
``memory_core.model.erasure``; this module only loads plain values and applies them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, delete, func, select, update
from sqlalchemy.orm import Session

from memory_core.model import facts
from memory_core.model.erasure import (
    FactRow,
    RuleState,
    plan_rule,
    plan_timeline,
    retally,
    stale_old_value,
)
from memory_core.model.facts import HistoryRow, Observation
from memory_core.model.pending import PENDING_VERSION
from memory_core.model.procedures import ProcedurePolicy
from memory_core.store.tables import (
    Episode,
    Fact,
    FactHistory,
    FactObservation,
    Pattern,
    PatternOutcomeRow,
    ReflectionRun,
    Rule,
    RuleEvidence,
)
from memory_core.store.types import utcnow

T = TypeVar("T")
BATCH = 500  # ids per IN (...): well under SQLite's and PostgreSQL's bind limits


def batches(items: Iterable[T], size: int = BATCH) -> Iterator[list[T]]:
    buf: list[T] = []
    for item in items:
        buf.append(item)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf


def delete_in(
    s: Session, model: Any, column: Any, ids: Iterable[Any], *where: ColumnElement[bool]
) -> int:
    """DELETE ... WHERE column IN (ids) AND where..., in batches; returns the row count."""
    n = 0
    for chunk in batches(sorted(set(ids))):
        n += int(s.execute(delete(model).where(column.in_(chunk), *where)).rowcount or 0)  # type: ignore[attr-defined]
    return n


# -- fact timelines -------------------------------------------------------------------------
def rebuild_fact_keys(
    s: Session,
    tenant_id: str,
    user_id: str,
    keys: Iterable[tuple[str, str]],
    erased: set[str],
    *,
    scrub_history: bool = True,
) -> int:
    """Re-derive each key's fact rows from its remaining observations; returns rows deleted.

    With ``scrub_history``, history rows whose previous value only the erased sessions
    stated lose that value (erasure); a retraction keeps them (it is a correction, audited).
    """
    removed = 0
    for entity, key in sorted(set(keys)):
        if key == PENDING_VERSION:
            continue  # observations only, never rows (model.pending.PENDING_VERSION)
        scope = (
            Fact.tenant_id == tenant_id,
            Fact.user_id == user_id,
            Fact.entity == entity,
            Fact.key == key,
        )
        obs_rows = s.execute(
            select(
                FactObservation.value,
                FactObservation.observed_at,
                FactObservation.session_id,
                FactObservation.confidence,
                FactObservation.category,
                FactObservation.retracted,
            ).where(
                FactObservation.tenant_id == tenant_id,
                FactObservation.user_id == user_id,
                FactObservation.entity == entity,
                FactObservation.key == key,
            )
        ).all()
        remaining = [
            Observation(v, at, sid, conf, bool(gone)) for v, at, sid, conf, _, gone in obs_rows
        ]
        category = obs_rows[-1][4] if obs_rows else "other"
        rows = [
            FactRow(
                r.id,
                r.value,
                r.valid_from,
                r.valid_to,
                r.source_session_id,
                r.superseded_by_session_id,
            )
            for r in s.scalars(select(Fact).where(*scope).order_by(Fact.valid_from, Fact.id))
        ]
        plan = plan_timeline(rows, remaining, erased)
        removed += delete_in(s, Fact, Fact.id, plan.deletes)
        # Close rows first, so the one-open-fact-per-key index never sees two open rows.
        for fact_id, values in sorted(
            plan.updates.items(), key=lambda kv: kv[1]["valid_to"] is None
        ):
            s.execute(update(Fact).where(Fact.id == fact_id).values(**values))
        for iv in plan.inserts:
            s.add(
                Fact(
                    tenant_id=tenant_id,
                    user_id=user_id,
                    entity=entity,
                    key=key,
                    category=category,
                    value=iv.value,
                    confidence=iv.confidence,
                    valid_from=iv.valid_from,
                    valid_to=iv.valid_to,
                    last_observed_at=iv.last_observed_at,
                    source_session_id=iv.source_session_id,
                    times_confirmed=iv.times_confirmed,
                )
            )
        s.flush()
        hist = s.execute(
            select(FactHistory.id, FactHistory.old_value).where(
                FactHistory.tenant_id == tenant_id,
                FactHistory.user_id == user_id,
                FactHistory.entity == entity,
                FactHistory.key == key,
            )
        ).all()
        stale = [hid for hid, old in hist if scrub_history and stale_old_value(old, remaining)]
        for chunk in batches(stale):
            s.execute(update(FactHistory).where(FactHistory.id.in_(chunk)).values(old_value=None))
        _reread_history(s, scope, (tenant_id, user_id, entity, key, category), remaining)
    return removed


def _reread_history(
    s: Session,
    scope: tuple[ColumnElement[bool], ...],
    slot: tuple[str, str, str, str, str],
    remaining: Sequence[Observation],
) -> None:
    """Make the remaining sessions' history rows say what their statements do in the
    rebuilt timeline (``model.facts.history_writes``, the merge's own rule): a change from
    an erased value becomes an addition, and no row points at a deleted fact row. ``scope``
    selects the slot's fact rows; ``slot`` is (tenant, user, entity, key, category)."""
    tenant_id, user_id, entity, key, category = slot
    where = (
        FactHistory.tenant_id == tenant_id,
        FactHistory.user_id == user_id,
        FactHistory.entity == entity,
        FactHistory.key == key,
    )
    stored = [
        HistoryRow(h.id, h.source_session_id, h.change, h.old_value, h.new_value, h.fact_id)
        for h in s.execute(
            select(
                FactHistory.id,
                FactHistory.source_session_id,
                FactHistory.change,
                FactHistory.old_value,
                FactHistory.new_value,
                FactHistory.fact_id,
            )
            .where(*where)
            .order_by(FactHistory.id)
        )
    ]
    rows = [
        facts.FactRow(r.id, r.value, r.valid_from, r.valid_to, r.superseded_by_session_id)
        for r in s.scalars(select(Fact).where(*scope).order_by(Fact.valid_from, Fact.id))
    ]
    rec = facts.reconcile(rows, remaining)
    ids = [rec.matched[i].id if i in rec.matched else None for i in range(len(rec.desired))]
    writes, dropped = facts.history_writes(stored, remaining, rec.desired, ids)
    for chunk in batches(list(dropped)):
        s.execute(delete(FactHistory).where(FactHistory.id.in_(chunk)))
    for hw in writes:
        values = {
            "fact_id": ids[hw.write] or 0,
            "change": hw.event.change,
            "old_value": hw.event.history_old_value,
            "new_value": hw.event.new_value,
        }
        if hw.row_id is not None:
            s.execute(update(FactHistory).where(FactHistory.id == hw.row_id).values(**values))
        else:
            s.add(
                FactHistory(
                    tenant_id=tenant_id,
                    user_id=user_id,
                    entity=entity,
                    category=category,
                    key=key,
                    source_session_id=hw.session_id,
                    changed_at=hw.at,
                    **values,
                )
            )


# -- rules ----------------------------------------------------------------------------------
def rules_citing(s: Session, episode_ids: Sequence[int]) -> dict[int, int]:
    """Rule id -> how many of its evidence rows are in ``episode_ids`` (before deleting)."""
    out: Counter[int] = Counter()
    for chunk in batches(episode_ids):
        for rule_id, n in s.execute(
            select(RuleEvidence.rule_id, func.count())
            .where(RuleEvidence.episode_id.in_(chunk))
            .group_by(RuleEvidence.rule_id)
        ):
            out[int(rule_id)] += int(n)
    return dict(out)


def rederive_rules(s: Session, cited: dict[int, int], min_evidence: int) -> Counter[str]:
    """Apply ``plan_rule`` to rules that lost ``cited[rule_id]`` evidence rows."""
    tally: Counter[str] = Counter()
    for rule in s.scalars(select(Rule).where(Rule.id.in_(list(cited)))).all() if cited else []:
        left = s.execute(
            select(func.count(), func.count(func.distinct(Episode.user_id)))
            .select_from(RuleEvidence)
            .join(Episode, Episode.id == RuleEvidence.episode_id)
            .where(RuleEvidence.rule_id == rule.id)
        ).one()
        state = RuleState(
            rule.id,
            rule.user_id,
            rule.status,
            str((rule.basis or {}).get("kind", "")),
            rule.rule,
            rule.confidence,
            int(left[0]) + cited[rule.id],
            int(left[0]),
            int(left[1]),
        )
        d = plan_rule(state, min_evidence)
        now = utcnow()
        if d.action == "delete":
            s.execute(delete(RuleEvidence).where(RuleEvidence.rule_id == rule.id))
            s.execute(delete(Rule).where(Rule.id == rule.id))
            tally["rules"] += 1
        elif d.action == "retire":
            s.execute(
                update(Rule)
                .where(Rule.id == rule.id)
                .values(
                    status="retired",
                    retired_reason=d.reason,
                    retired_at=now,
                    updated_at=now,
                    evidence_count=state.evidence_after,
                )
            )
            tally["rules_retired"] += 1
        elif d.action == "rescore":
            s.execute(
                update(Rule)
                .where(Rule.id == rule.id)
                .values(
                    confidence=d.confidence,
                    rule=d.rule,
                    evidence_count=state.evidence_after,
                    updated_at=now,
                )
            )
            tally["rules_rescored"] += 1
    return tally


def scrub_reflection_inputs(s: Session, tenant_id: str, episode_ids: set[int]) -> int:
    """Remove erased episode ids from other runs' recorded inputs (tenant-wide runs)."""
    if not episode_ids:
        return 0
    n = 0
    for run in s.scalars(select(ReflectionRun).where(ReflectionRun.tenant_id == tenant_id)):
        inputs = dict(run.inputs or {})
        ids = [int(e) for e in inputs.get("episode_ids", [])]
        groups = [[int(e) for e in g] for g in inputs.get("groups", [])]
        if not episode_ids.intersection(ids) and not any(
            episode_ids.intersection(g) for g in groups
        ):
            continue
        inputs["episode_ids"] = [e for e in ids if e not in episode_ids]
        inputs["episodes"] = len(inputs["episode_ids"])
        inputs["groups"] = [
            kept for g in groups if len(kept := [e for e in g if e not in episode_ids]) > 1
        ]
        outputs = dict(run.outputs or {})
        outputs["notes"] = [
            note
            for note in outputs.get("notes", [])
            if not any(
                f"{e}" in str(note).replace("(", " ").replace(")", " ").replace(",", " ").split()
                for e in episode_ids
            )
        ]
        s.execute(
            update(ReflectionRun)
            .where(ReflectionRun.id == run.id)
            .values(inputs=inputs, outputs=outputs)
        )
        n += 1
    return n


# -- pattern tallies ------------------------------------------------------------------------
def retally_patterns(
    s: Session, tenant_id: str, pattern_ids: Iterable[str], policy: ProcedurePolicy
) -> Counter[str]:
    """Recount tenant-wide patterns from their remaining outcomes.

    A pattern that only existed because of the erased outcomes (learnt from experience,
    never described by anyone, no outcomes left) is deleted.
    """
    tally: Counter[str] = Counter()
    for pattern_id in sorted(set(pattern_ids)):
        row = s.scalar(
            select(Pattern).where(
                Pattern.tenant_id == tenant_id,
                Pattern.user_id == "*",
                Pattern.pattern_id == pattern_id,
            )
        )
        if row is None:
            continue
        outcomes = [
            (bool(ok), at)
            for ok, at in s.execute(
                select(PatternOutcomeRow.success, PatternOutcomeRow.occurred_at).where(
                    PatternOutcomeRow.tenant_id == tenant_id,
                    PatternOutcomeRow.pattern_id == pattern_id,
                )
            )
        ]
        if not outcomes and row.source == "experience" and not row.trigger and not row.behaviour:
            s.execute(delete(Pattern).where(Pattern.id == row.id))
            tally["patterns"] += 1
            continue
        values = retally(outcomes, row.decayed_at, policy)
        if values["deprecated"] != row.deprecated:
            values["deprecated_at"] = utcnow() if values["deprecated"] else None
        s.execute(update(Pattern).where(Pattern.id == row.id).values(updated_at=utcnow(), **values))
        tally["patterns_recounted"] += 1
    return tally
