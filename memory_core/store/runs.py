"""Job-run bookkeeping (``job_runs``): one row per scheduled or on-demand job run."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    select,
    update,
)
from sqlalchemy.orm import Session

from memory_core.store.records import JobRunRecord, to_record
from memory_core.store.tables import (
    JobRun,
)
from memory_core.store.types import utcnow


def start_job(s: Session, job: str, task_id: str | None) -> int:
    row = JobRun(job=job, task_id=task_id, status="running", started_at=utcnow())
    s.add(row)
    s.flush()
    return row.id


def finish_job(s: Session, run_id: int, status: str, result: dict[str, Any]) -> None:
    s.execute(
        update(JobRun)
        .where(JobRun.id == run_id)
        .values(status=status, result=result, finished_at=utcnow())
    )


def job_runs(s: Session, job: str | None = None) -> list[JobRunRecord]:
    stmt = select(JobRun).order_by(JobRun.id)
    if job is not None:
        stmt = stmt.where(JobRun.job == job)
    return [to_record(JobRunRecord, r) for r in s.scalars(stmt)]
