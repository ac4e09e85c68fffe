"""Store-wide totals for the Prometheus exporter: exact, computed from what was recorded once."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import (
    func,
    select,
    text,
)
from sqlalchemy.orm import Session

from memory_core.store.store import dialect
from memory_core.store.tables import (
    Episode,
    Extraction,
    FactHistory,
    JobRun,
    PruneRun,
    ReflectionRun,
    Rule,
    StageRun,
)


def stage_counts(s: Session) -> dict[str, int]:
    rows = s.execute(select(StageRun.stage, func.count()).group_by(StageRun.stage))
    return {stage: int(n) for stage, n in rows}


def fact_change_counts(s: Session) -> dict[str, int]:
    rows = s.execute(select(FactHistory.change, func.count()).group_by(FactHistory.change))
    return {c: int(n) for c, n in rows}


def pii_counts_after(s: Session, episode_id: int) -> tuple[dict[str, int], int]:
    """PII masked by type in episodes after ``episode_id``, and the new high-water mark."""
    top = int(s.scalar(select(func.max(Episode.id))) or 0)
    if top <= episode_id:
        return {}, episode_id
    if dialect(s) == "postgresql":
        sql = (
            "SELECT j.key, SUM((j.value)::bigint) FROM episodes e,"
            " json_each_text(e.pii_report) AS j WHERE e.id > :lo AND e.id <= :hi GROUP BY j.key"
        )
    else:
        sql = (
            "SELECT j.key, SUM(j.value) FROM episodes e, json_each(e.pii_report) AS j"
            " WHERE e.id > :lo AND e.id <= :hi GROUP BY j.key"
        )
    rows = s.execute(text(sql), {"lo": episode_id, "hi": top})
    return {str(k): int(v or 0) for k, v in rows}, top


def token_counts(s: Session) -> dict[str, tuple[int, int]]:
    ex = s.execute(
        select(
            func.coalesce(func.sum(Extraction.prompt_tokens), 0),
            func.coalesce(func.sum(Extraction.completion_tokens), 0),
        )
    ).one()
    rf = s.execute(
        select(
            func.coalesce(func.sum(ReflectionRun.prompt_tokens), 0),
            func.coalesce(func.sum(ReflectionRun.completion_tokens), 0),
        )
    ).one()
    return {"extract": (int(ex[0]), int(ex[1])), "reflect": (int(rf[0]), int(rf[1]))}


def rule_counts(s: Session) -> tuple[int, int]:
    created = int(s.scalar(select(func.count()).select_from(Rule)) or 0)
    retired = int(
        s.scalar(select(func.count()).select_from(Rule).where(Rule.status == "retired")) or 0
    )
    return created, retired


def pruned_total(s: Session) -> int:
    return int(s.scalar(select(func.coalesce(func.sum(PruneRun.deleted), 0))) or 0)


def dead_letter_total(s: Session) -> int:
    return int(s.scalar(text("SELECT COUNT(*) FROM dead_letters")) or 0)


def job_counts(s: Session) -> dict[tuple[str, str], int]:
    rows = s.execute(
        select(JobRun.job, JobRun.status, func.count()).group_by(JobRun.job, JobRun.status)
    )
    return {(j, st): int(n) for j, st, n in rows}


# Every column that holds text derived from sessions (what the demo and leak checks scan).
TEXT_COLUMNS: dict[str, tuple[str, ...]] = {
    "episodes": ("messages", "tool_calls", "metadata", "summary", "topic"),
    "episode_chunks": ("text",),
    "facts": ("value",),
    "fact_history": ("old_value", "new_value"),
    "extractions": ("payload",),
    "dead_letters": ("payload", "reason"),
}


def occurrences(store: Any, needles: Sequence[str]) -> int:
    """How many times any of ``needles`` occurs in the stored text columns (a leak check)."""
    found = 0
    with store.engine.connect() as conn:
        for table, cols in TEXT_COLUMNS.items():
            for col in cols:
                for (value,) in conn.execute(text(f"SELECT {col} FROM {table}")):
                    blob = str(value)
                    found += sum(1 for needle in needles if needle in blob)
    return found
