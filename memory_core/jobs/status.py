"""One operator's view of the pipeline, for ``memory-core status`` and Prometheus.

From the broker: queue depth per stage, unacknowledged messages (held by workers, or left
by a crashed one until the visibility timeout), live workers (heartbeats), the intake
journal's size (accepted sessions whose first stage has not run yet) and poison messages
dropped without a session to name. From the store: open dead letters by stage and
error type, sessions stuck per stage (what the sweeper would pick up) and the last run of
each scheduled job. A part that cannot be reached is reported as such, not raised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from memory_core import intake
from memory_core.jobs import broker
from memory_core.settings import Settings
from memory_core.store import sweep as stuck
from memory_core.store.store import Store


@dataclass
class Status:
    queue_depth: dict[str, int] = field(default_factory=dict)
    unacked: int | None = None
    intake_journal: int | None = None
    workers: list[str] = field(default_factory=list)
    poison: dict[str, int] = field(default_factory=dict)
    dead_letters: dict[tuple[str, str], int] = field(default_factory=dict)
    stuck: dict[str, int] = field(default_factory=dict)
    last_runs: dict[str, tuple[datetime, str]] = field(default_factory=dict)
    broker_error: str | None = None
    store_error: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "queue_depth": self.queue_depth,
            "unacked": self.unacked,
            "intake_journal": self.intake_journal,
            "workers_alive": len(self.workers),
            "workers": self.workers,
            "poison_messages": self.poison,
            "dead_letters": [
                {"stage": s, "error_type": e, "count": n}
                for (s, e), n in sorted(self.dead_letters.items())
            ],
            "stuck": self.stuck,
            "last_runs": {
                job: {"started_at": at.isoformat(), "status": st}
                for job, (at, st) in sorted(self.last_runs.items())
            },
            "broker_error": self.broker_error,
            "store_error": self.store_error,
        }


def broker_status(settings: Settings, out: Status) -> None:
    try:
        r = broker.client(settings.broker_url)
        try:
            out.queue_depth = broker.queue_depths(r)
            out.unacked = broker.unacked(r)
            out.intake_journal = intake.size(r)
            out.workers = broker.workers_alive(r)
            out.poison = broker.poison_counts(r)
        finally:
            r.close()
    except Exception as exc:  # Redis down or not Redis: say so, report the store anyway
        out.broker_error = f"{type(exc).__name__}: {str(exc)[:200]}"


def store_status(store: Store, settings: Settings, out: Status) -> None:
    before = datetime.now(UTC) - timedelta(seconds=settings.sweep_after_seconds)
    try:
        with store.read() as tx:
            out.dead_letters = stuck.dead_letters_by_reason(tx)
            out.stuck = stuck.stuck_by_stage(tx, before)
            out.last_runs = stuck.last_job_runs(tx)
    except Exception as exc:
        out.store_error = f"{type(exc).__name__}: {str(exc)[:200]}"


def status(settings: Settings) -> Status:
    out = Status()
    broker_status(settings, out)
    store = Store(settings.database_url, writer=False)
    try:
        store_status(store, settings, out)
    finally:
        store.dispose()
    return out
