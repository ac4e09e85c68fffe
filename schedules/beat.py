"""What runs when. celery-redbeat keeps the schedule and its last-run times in Redis.

Only the beat holding the Redis lock sends (a second beat waits for the lock), so two beats
never double-run a job; a job whose time passed while beat was down is due at once when a
beat comes back, and runs once (redbeat keeps ``last_run_at``, so missed slots collapse).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from celery.schedules import crontab, schedule

from memory_core.queues import QUEUE_MAINTENANCE
from memory_core.settings import Settings, load_settings

TASK_REFLECT = "memory_core.maintenance.reflect"
TASK_PRUNE = "memory_core.maintenance.prune"
TASK_TALLY_PATTERNS = "memory_core.maintenance.tally_patterns"
TASK_SWEEP = "memory_core.maintenance.sweep"
MAINTENANCE_TASKS = (TASK_REFLECT, TASK_PRUNE, TASK_TALLY_PATTERNS, TASK_SWEEP)


def beat_schedule(settings: Settings | None = None) -> dict[str, dict[str, Any]]:
    """The maintenance jobs; ``schedule_interval_seconds`` runs them all on one interval."""
    settings = settings or load_settings()
    every = settings.schedule_interval_seconds

    def at(hour: int) -> Any:
        return schedule(timedelta(seconds=every)) if every else crontab(minute=0, hour=hour)

    check = every or settings.schedule_reflect_check_seconds
    opts = {"queue": QUEUE_MAINTENANCE}
    return {
        "reflect-nightly": {
            "task": TASK_REFLECT,
            "schedule": at(settings.schedule_reflect_hour),
            "kwargs": {"trigger": "nightly"},
            "options": opts,
        },
        "reflect-importance": {
            "task": TASK_REFLECT,
            "schedule": schedule(timedelta(seconds=check)),
            "kwargs": {"trigger": "importance"},
            "options": opts,
        },
        "prune-nightly": {
            "task": TASK_PRUNE,
            "schedule": at(settings.schedule_prune_hour),
            "options": opts,
        },
        "sweep": {
            "task": TASK_SWEEP,
            "schedule": schedule(timedelta(seconds=every or settings.schedule_sweep_seconds)),
            "options": opts,
        },
        "tally-nightly": {
            "task": TASK_TALLY_PATTERNS,
            "schedule": at(settings.schedule_tally_hour),
            "options": opts,
        },
    }
