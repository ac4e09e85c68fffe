"""The procedural jobs: register a pattern, and the nightly pass that lets time act on
patterns nobody has reported on lately (outcomes arrive through the tally stage)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from memory_core.model.procedures import (
    SOURCES,
    PatternScores,
    PatternState,
    ProcedurePolicy,
    rescored,
)
from memory_core.store import patterns
from memory_core.store.store import Store


def register_pattern(
    store: Store,
    *,
    tenant_id: str,
    pattern_id: str,
    trigger: str | None,
    behaviour: str | None,
    source: str = "instruction",
    user_id: str = "*",
) -> int:
    """Create or update a pattern's trigger/behaviour/source; its tallies are kept."""
    if source not in SOURCES:
        raise ValueError(f"source must be one of {', '.join(SOURCES)}")
    if not pattern_id.strip():
        raise ValueError("pattern_id must not be empty")
    with store.tx() as tx:
        return patterns.upsert_pattern(
            tx, tenant_id, user_id, pattern_id.strip(), trigger, behaviour, source
        )


@dataclass(frozen=True)
class TallySummary:
    patterns: int
    deprecated: int
    recovered: int
    newly_deprecated: int


def recompute_confidence(
    store: Store,
    policy: ProcedurePolicy,
    now: datetime,
    *,
    tenant_id: str | None = None,
    on_progress: Callable[[int], object] | None = None,
) -> TallySummary:
    """Decay every pattern's weights to ``now`` and re-derive confidence and deprecation."""
    seen = {"total": 0, "deprecated": 0, "recovered": 0, "newly": 0}

    def count(before: PatternState, after: PatternScores) -> None:
        seen["total"] += 1
        seen["deprecated"] += int(after.deprecated)
        seen["newly"] += int(after.deprecated and not before.deprecated)
        seen["recovered"] += int(before.deprecated and not after.deprecated)
        if on_progress is not None:
            on_progress(1)

    with store.tx() as tx:
        patterns.rescore_all(tx, tenant_id, now, lambda st: rescored(st, now, policy), count)
    return TallySummary(seen["total"], seen["deprecated"], seen["recovered"], seen["newly"])
