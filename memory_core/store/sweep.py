"""What the sweeper and ``memory-core status`` read: sessions whose stage ledger stopped
before the last stage, dead letters by reason, the last run of each job.

A session is *stuck* when its ``stage_runs`` rows stop before ``tally``, its newest row is
older than a cutoff, and it has no open dead letter (a dead-lettered session waits for a
replay, not a sweep). Sessions whose episode never committed have no ledger row; the
sweeper finds them in the intake journal instead (``memory_core.intake``), and asks
``seen_sessions`` which of those the store already has.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import and_, exists, func, select, tuple_

from memory_core.store.receipts import forgotten_at
from memory_core.store.store import Tx
from memory_core.store.tables import DeadLetter, Episode, JobRun, StageRun

STAGES: tuple[str, ...] = ("episode", "extract", "merge", "tally")


@dataclass(frozen=True)
class StuckSession:
    tenant_id: str
    session_id: str
    user_id: str
    next_stage: str
    last_at: datetime


def user_forgotten(tx: Tx, tenant_id: str, user_id: str) -> bool:
    """True while the user is forgotten (issue 11 item 8), so the sweeper and replay do not
    bring their sessions back: a tombstone exists and no episode started after it (a user
    who came back after the erasure is a new relationship, swept as usual). The stages'
    own tombstone guard (``ingest.guard``) still refuses any older session that slips by."""
    at = forgotten_at(tx, tenant_id, user_id)
    if at is None:
        return False
    newer = tx.scalar(
        select(func.count())
        .select_from(Episode)
        .where(
            Episode.tenant_id == tenant_id,
            Episode.user_id == user_id,
            Episode.started_at > at,
        )
    )
    return not newer


def stuck_sessions(tx: Tx, before: datetime, limit: int = 1_000) -> list[StuckSession]:
    """Sessions stopped before the last stage whose newest ledger row is older than ``before``."""
    open_letter = exists().where(
        and_(
            DeadLetter.tenant_id == StageRun.tenant_id,
            DeadLetter.session_id == StageRun.session_id,
            DeadLetter.replayed_at.is_(None),
        )
    )
    rows = tx.execute(
        select(
            StageRun.tenant_id,
            StageRun.session_id,
            func.max(StageRun.user_id),
            func.max(StageRun.completed_at),
        )
        .where(~open_letter)
        .group_by(StageRun.tenant_id, StageRun.session_id)
        .having(func.count() < len(STAGES), func.max(StageRun.completed_at) < before)
        .order_by(func.max(StageRun.completed_at))
        .limit(limit)
    ).all()
    if not rows:
        return []
    done: dict[tuple[str, str], set[str]] = {}
    keys = [(t, s) for t, s, _, _ in rows]
    for i in range(0, len(keys), 500):
        part = keys[i : i + 500]
        for t, s, stage in tx.execute(
            select(StageRun.tenant_id, StageRun.session_id, StageRun.stage).where(
                tuple_(StageRun.tenant_id, StageRun.session_id).in_(part)
            )
        ):
            done.setdefault((t, s), set()).add(stage)
    out = []
    for t, s, user, last in rows:
        nxt = next((st for st in STAGES if st not in done.get((t, s), set())), None)
        if nxt is not None and nxt != "episode":
            out.append(StuckSession(t, s, str(user), nxt, last))
    return out


def seen_sessions(tx: Tx, keys: list[tuple[str, str]]) -> set[tuple[str, str]]:
    """Of these (tenant, session) keys, those the store has: a ledger row or a dead letter
    (open or replayed). Their intake journal entries are no longer needed."""
    seen: set[tuple[str, str]] = set()
    for i in range(0, len(keys), 500):
        part = keys[i : i + 500]
        for table in (StageRun, DeadLetter):
            rows = tx.execute(
                select(table.tenant_id, table.session_id)
                .where(tuple_(table.tenant_id, table.session_id).in_(part))
                .distinct()
            )
            seen.update((str(t), str(s)) for t, s in rows)
    return seen


def stuck_by_stage(tx: Tx, before: datetime) -> dict[str, int]:
    """How many sessions the sweeper would pick up, by the stage they wait for."""
    counts = {st: 0 for st in STAGES[1:]}
    for s in stuck_sessions(tx, before, limit=100_000):
        counts[s.next_stage] += 1
    return counts


def dead_letters_by_reason(tx: Tx) -> dict[tuple[str, str], int]:
    """Open dead letters by (stage, error type): the reason's kind, not its text."""
    rows = tx.execute(
        select(DeadLetter.stage, DeadLetter.error_type, func.count())
        .where(DeadLetter.replayed_at.is_(None))
        .group_by(DeadLetter.stage, DeadLetter.error_type)
    )
    return {(stage, kind): int(n) for stage, kind, n in rows}


def last_job_runs(tx: Tx) -> dict[str, tuple[datetime, str]]:
    """The newest run of each job: when it started and how it ended."""
    newest = select(JobRun.job, func.max(JobRun.id).label("id")).group_by(JobRun.job).subquery()
    rows = tx.execute(
        select(JobRun.job, JobRun.started_at, JobRun.status).join(newest, JobRun.id == newest.c.id)
    )
    return {job: (started, status) for job, started, status in rows}
