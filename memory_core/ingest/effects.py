"""The merge and tally writes inside a caller's transaction, without their ledger rows.

Split from the stage functions so one transaction can carry several stages (the built-in
path runs all four in one, the LLM path merge and tally together) while each stage keeps
its own ``stage_runs`` row: the caller decides the transaction, these decide the effects.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memory_core.extract import SessionExtraction
from memory_core.model.facts import (
    SlotState,
    Statement,
    latest_statements,
    plan_merge,
    resolve_statements,
)
from memory_core.model.pending import PENDING_SLOT
from memory_core.model.procedures import (
    PatternScores,
    PatternState,
    ProcedurePolicy,
    after_outcome,
)
from memory_core.model.slots import Vocabulary, resolve_owner
from memory_core.settings import Settings
from memory_core.store import facts, patterns
from memory_core.store.store import Tx

MIN_FACT_CONFIDENCE = 0.3


@dataclass(frozen=True)
class MergeCounts:
    added: int = 0
    updated: int = 0
    confirmed: int = 0
    backfilled: int = 0
    retracted: int = 0
    already_done: bool = False

    @classmethod
    def from_detail(cls, done: dict[str, Any]) -> MergeCounts:
        return cls(
            done.get("added", 0),
            done.get("updated", 0),
            done.get("confirmed", 0),
            done.get("backfilled", 0),
            done.get("retracted", 0),
            already_done=True,
        )

    def detail(self) -> dict[str, int]:
        """The merge's ledger row detail."""
        return {
            "added": self.added,
            "updated": self.updated,
            "confirmed": self.confirmed,
            "backfilled": self.backfilled,
            "retracted": self.retracted,
        }


def merge_facts(
    tx: Tx,
    settings: Settings,
    tenant_id: str,
    user_id: str,
    session_id: str,
    observed_at: datetime,
    ex: SessionExtraction,
    current: Iterable[tuple[str, str]],
) -> MergeCounts:
    """Merge an extraction into the user's facts; the caller holds the user's lock.

    ``current``: (entity, key) of the user's current facts, read in this transaction.
    Loads the slots the session states (two statements), plans (pure) and writes the plan.
    """
    known: dict[str, list[str]] = {}
    for entity, key in current:
        known.setdefault(resolve_owner(entity), []).append(key)
    statements = resolve_statements(
        [
            Statement(
                f.entity,
                f.key,
                f.category,
                f.value,
                f.confidence,
                retract=f.op == "retract",
                previous=f.previous,
            )
            for f in ex.facts
        ],
        known,
        Vocabulary.build(settings.fact_synonym_map()),
    )
    slots = latest_statements(statements, MIN_FACT_CONFIDENCE)
    states = facts.load_slots(tx, tenant_id, user_id, [*slots, PENDING_SLOT] if slots else [])
    pending = facts.pending_versions(
        tx, tenant_id, user_id, states.pop(PENDING_SLOT, SlotState()), observed_at
    )
    plan = plan_merge(
        statements,
        states,
        observed_at,
        session_id,
        min_confidence=MIN_FACT_CONFIDENCE,
        pending=pending,
    )
    facts.apply_merge(tx, tenant_id, user_id, session_id, observed_at, plan)
    return MergeCounts(
        plan.count("added"),
        plan.count("superseded"),
        plan.count("confirmed"),
        plan.count("backfilled"),
        plan.count("retracted"),
    )


def tally_outcomes(
    tx: Tx,
    settings: Settings,
    tenant_id: str,
    user_id: str,
    session_id: str,
    occurred_at: datetime,
    outcomes: list[dict[str, Any]],
) -> int:
    """Count the session's behaviour-rule outcomes (the last per pattern); returns how many."""
    policy = ProcedurePolicy.from_settings(settings)
    latest = {str(o["pattern_id"]): bool(o["success"]) for o in outcomes}

    def scorer(ok: bool) -> Callable[[PatternState], PatternScores]:
        return lambda st: after_outcome(st, ok, occurred_at, policy)

    for pattern_id, success in latest.items():
        patterns.record_outcome(
            tx,
            tenant_id=tenant_id,
            user_id=user_id,
            session_id=session_id,
            pattern_id=pattern_id,
            success=success,
            occurred_at=occurred_at,
            score=scorer(success),
        )
    return len(latest)
