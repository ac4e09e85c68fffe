"""Pure planning for erasure: what to rebuild once some sessions' evidence is gone.

No SQL here. The store module (``memory_core.store.erasure``) loads rows as plain values,
asks these functions what the remaining evidence implies, and applies the answer, so the
rules of "what survives an erasure" can be read and tested without a database.

- **Fact timelines** are re-derived from the observations that remain, with the merge's
  own row matching (``facts.reconcile``): a row still backed by an interval is updated in
  place (its id, referenced by history rows, is kept), an interval with no row gets one,
  and a row no remaining statement supports is deleted, because its value came only from
  the erased sessions.
- **Rules** lose the erased evidence: with none left they are deleted (they came only from
  the erased data), with too little (or, tenant-wide, fewer than two users) they are retired,
  otherwise their evidence count, confidence and the counts in a built-in rule's text are
  re-derived from what remains.
- **Pattern tallies** are recomputed from the outcome rows that remain, decayed exactly as
  the tally stage and the nightly pass would have left them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memory_core.model import facts
from memory_core.model.facts import Interval, Observation, reconcile, same_value
from memory_core.model.procedures import (
    PatternScores,
    PatternState,
    ProcedurePolicy,
    Weights,
    after_outcome,
    rescored,
)
from memory_core.settings import Settings


# -- fact timelines -------------------------------------------------------------------------
@dataclass(frozen=True)
class FactRow:
    id: int
    value: str
    valid_from: datetime
    valid_to: datetime | None
    source_session_id: str
    superseded_by_session_id: str | None

    @property
    def live(self) -> bool:
        return self.valid_to is None or self.valid_to > self.valid_from


@dataclass
class TimelinePlan:
    updates: dict[int, dict[str, Any]] = field(default_factory=dict)
    inserts: list[Interval] = field(default_factory=list)
    deletes: list[int] = field(default_factory=list)


def plan_timeline(
    rows: Sequence[FactRow], remaining: Sequence[Observation], erased: set[str]
) -> TimelinePlan:
    """Make one (entity, key)'s fact rows match the timeline of the remaining observations:
    the merge's own matching (``facts.reconcile``), so a row keeps its id exactly when a
    merge of the same observations would have kept it."""
    rec = reconcile(
        [
            facts.FactRow(r.id, r.value, r.valid_from, r.valid_to, r.superseded_by_session_id)
            for r in rows
        ],
        remaining,
    )
    plan = TimelinePlan()
    for i, iv in enumerate(rec.desired):
        nxt = rec.desired[i + 1].source_session_id if i + 1 < len(rec.desired) else None
        values = {
            "value": iv.value,
            "valid_from": iv.valid_from,
            "valid_to": iv.valid_to,
            "last_observed_at": iv.last_observed_at,
            "source_session_id": iv.source_session_id,
            "superseded_by_session_id": nxt,
            "times_confirmed": iv.times_confirmed,
            "confidence": iv.confidence,
        }
        row = rec.matched.get(i)
        if row is None:
            plan.inserts.append(iv)
        else:
            plan.updates[row.id] = values
    plan.deletes = [r.id for r in rec.unexplained]  # its value came only from the erased
    for r in rows:  # rows already emptied by earlier merges: keep unless they cite the erased
        if not r.live and (
            r.source_session_id in erased or (r.superseded_by_session_id or "") in erased
        ):
            plan.deletes.append(r.id)
    return plan


def stale_old_value(old_value: str | None, remaining: Sequence[Observation]) -> bool:
    """A history row's previous value that no remaining statement made must go with them."""
    return old_value is not None and not any(same_value(old_value, o.value) for o in remaining)


# -- rules ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class RuleState:
    id: int
    user_id: str  # "*": tenant-wide
    status: str
    kind: str  # basis kind: fact | issue | topic | llm | ...
    rule: str
    confidence: float
    evidence_before: int
    evidence_after: int
    users_after: int


@dataclass(frozen=True)
class RuleDecision:
    action: str  # delete | retire | rescore | keep
    confidence: float
    rule: str
    reason: str = ""


_COUNTS = re.compile(r"\((?:\d+ users, )?\d+ sessions\)$")


def plan_rule(r: RuleState, min_evidence: int) -> RuleDecision:
    """What a rule becomes after losing evidence (see the module docstring)."""
    n = r.evidence_after
    if n == 0:
        return RuleDecision("delete", r.confidence, r.rule)
    if r.status != "active":
        return RuleDecision("keep", r.confidence, r.rule)
    if n < min_evidence or (r.user_id == "*" and r.users_after < 2):
        why = f"evidence no longer supports it: {n} of {r.evidence_before} episodes remain (erased)"
        return RuleDecision("retire", r.confidence, r.rule, why)
    if n == r.evidence_before:
        return RuleDecision("keep", r.confidence, r.rule)
    if r.kind == "issue":
        conf = round((n + 1) / (n + 2), 4)
    elif r.kind == "topic":
        conf = round(n / (n + 2), 4)
    else:
        conf = round(r.confidence * n / max(1, r.evidence_before), 4)
    text = r.rule
    if _COUNTS.search(text):
        users = f"{r.users_after} users, " if r.user_id == "*" else ""
        text = _COUNTS.sub(f"({users}{n} sessions)", text)
    return RuleDecision("rescore", conf, text)


# -- pattern tallies ------------------------------------------------------------------------
def retally(
    outcomes: Sequence[tuple[bool, datetime]],
    decayed_at: datetime | None,
    policy: ProcedurePolicy,
) -> dict[str, Any]:
    """A pattern's counters from the outcomes that remain, replayed through the same rules
    the tally stage applies (``after_outcome``), then decayed as the stored row was."""
    state = PatternState(0, Weights(0.0, 0.0, None), False, ())
    scores = PatternScores(state.weights, 0.5, False, ())
    for n, (success, at) in enumerate(sorted(outcomes, key=lambda o: o[1]), start=1):
        scores = after_outcome(
            PatternState(n, state.weights, state.deprecated, state.recent), success, at, policy
        )
        state = PatternState(n, scores.weights, scores.deprecated, scores.recent)
    if decayed_at is not None and state.weights.at is not None and decayed_at > state.weights.at:
        scores = rescored(state, decayed_at, policy)
    w = scores.weights
    return {
        "applied": len(outcomes),
        "succeeded": sum(1 for ok, _ in outcomes if ok),
        "weight_applied": w.applied,
        "weight_succeeded": w.succeeded,
        "decayed_at": w.at,
        "confidence": scores.confidence,
        "deprecated": scores.deprecated,
        "recent": [[round(ts), int(ok)] for ts, ok in scores.recent],
    }


@dataclass(frozen=True)
class Rederive:
    """What shapes re-derived rows: the reflector's minimum evidence, the tally policy."""

    min_evidence: int
    policy: ProcedurePolicy


def rederive_for(settings: Settings) -> Rederive:
    """The minimum evidence the configured reflector keeps a rule with, and the tally policy.

    Mirrors the reflectors: the LLM one keeps rules with two episodes, the built-in one with
    ``reflect_min_sessions`` (at least two).
    """
    min_evidence = 2 if settings.llm_enabled else max(2, settings.reflect_min_sessions)
    return Rederive(min_evidence, ProcedurePolicy.from_settings(settings))
