"""Reads of the export and the forget confirmation: everything of one user, scoped.

Like ``ledger_reads`` (whose dataclasses it returns) every query filters by tenant and user.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from memory_core.store.ledger_reads import EpisodeView, episode_view
from memory_core.store.tables import (
    Chunk,
    DeadLetter,
    Episode,
    Fact,
    FactHistory,
    FactObservation,
    PatternOutcomeRow,
    Rule,
)


def observations(
    s: Session, tenant_id: str, user_id: str
) -> dict[tuple[str, str], list[tuple[str, datetime, str]]]:
    """(entity, key) -> [(session id, observed at, value)]: each fact's sources."""
    out: dict[tuple[str, str], list[tuple[str, datetime, str]]] = defaultdict(list)
    for e, k, sid, at, v in s.execute(
        select(
            FactObservation.entity,
            FactObservation.key,
            FactObservation.session_id,
            FactObservation.observed_at,
            FactObservation.value,
        )
        .where(FactObservation.tenant_id == tenant_id, FactObservation.user_id == user_id)
        .order_by(FactObservation.observed_at)
    ):
        out[(e, k)].append((sid, at, v))
    return dict(out)


def episode_views(s: Session, tenant_id: str, user_id: str) -> list[EpisodeView]:
    """Every episode in full, oldest first (the export)."""
    rows = s.scalars(
        select(Episode)
        .where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
        .order_by(Episode.started_at, Episode.id)
    )
    return [episode_view(e) for e in rows]


def footprint(s: Session, tenant_id: str, user_id: str) -> dict[str, int]:
    """How many rows of each kind a forget would erase (the confirmation page, the CLI)."""
    out: dict[str, int] = {}
    for kind, model in (
        ("episodes", Episode),
        ("chunks", Chunk),
        ("facts", Fact),
        ("fact_history", FactHistory),
        ("fact_observations", FactObservation),
        ("pattern_outcomes", PatternOutcomeRow),
        ("rules", Rule),
        ("dead_letters", DeadLetter),
    ):
        n = s.scalar(
            select(func.count())
            .select_from(model)
            .where(model.tenant_id == tenant_id, model.user_id == user_id)
        )
        out[kind] = int(n or 0)
    return out
