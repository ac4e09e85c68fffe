"""Thin Celery tasks for scheduled maintenance: reflection, pruning, procedure tallies.

The logic lives in ``memory_core.jobs.reflect``, ``memory_core.jobs.prune`` and
``memory_core.model.procedures``; each task records a ``job_runs`` row and returns counts only.
The jobs are idempotent (reflection per evidence set, a resumable prune run, a tally that
recomputes), so a redelivered task (``acks_late``) does no harm; celery-redbeat makes sure
only one beat sends them. The worker's main process also serves the Prometheus exporter
when ``MEMORY_METRICS_PORT`` is set.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from celery import Task, shared_task
from celery.signals import worker_ready, worker_shutdown

from memory_core.ingest.pipeline import get_runtime
from memory_core.logs import get_logger
from memory_core.settings import Settings, load_settings
from memory_core.store import maintenance as sql
from memory_core.store.maintenance import Scope
from schedules.beat import TASK_PRUNE, TASK_REFLECT, TASK_TALLY_PATTERNS

log = get_logger(__name__)


def _settings(task: Task) -> Settings:
    settings = getattr(task.app.conf, "memory_settings", None)
    return settings if isinstance(settings, Settings) else load_settings()


def _scope(tenant_id: str | None, user_id: str | None) -> Scope:
    return Scope(tenant_id, user_id)


def _run_job(task: Task, job: str, body: Callable[[Settings], dict[str, Any]]) -> dict[str, Any]:
    settings = _settings(task)
    store = get_runtime(settings).store
    with store.tx() as s:
        run_id = sql.start_job(s, job, task.request.id)
    try:
        result = body(settings)
    except Exception as exc:
        with store.tx() as s:
            sql.finish_job(s, run_id, "failed", {"error": type(exc).__name__})
        log.warning("maintenance job failed", job=job, error=type(exc).__name__)
        raise
    with store.tx() as s:
        sql.finish_job(s, run_id, "done", result)
    return {"job": job, "job_run_id": run_id, **result}


@shared_task(bind=True, name=TASK_REFLECT, acks_late=True)
def reflect(
    self: Task,
    trigger: str = "nightly",
    tenant_id: str | None = None,
    user_id: str | None = None,
) -> dict[str, Any]:
    """Reflect for users due (``nightly``: new episodes; ``importance``: past the threshold)."""
    from memory_core.jobs.reflect import reflect as run

    def body(settings: Settings) -> dict[str, Any]:
        results = run(
            get_runtime(settings).store,
            settings,
            _scope(tenant_id, user_id),
            trigger=trigger,
            only_due=True,
        )
        counts = {"users": len(results), "create": 0, "update": 0, "retire": 0, "skipped": 0}
        for r in results:
            counts["skipped"] += r.status == "skipped"
            for k, v in r.counts().items():
                if k in counts:
                    counts[k] += v
        return counts

    return _run_job(self, f"reflect:{trigger}", body)


@shared_task(bind=True, name=TASK_PRUNE, acks_late=True)
def prune(self: Task, tenant_id: str | None = None, user_id: str | None = None) -> dict[str, Any]:
    """Remove decayed, idle, uncited chunks (resumes an interrupted run)."""
    from memory_core.jobs.prune import prune as run

    def body(settings: Settings) -> dict[str, Any]:
        r = run(get_runtime(settings).store, settings, _scope(tenant_id, user_id))
        return {"run_id": r.run_id, "examined": r.examined, "deleted": r.deleted}

    return _run_job(self, "prune", body)


@shared_task(bind=True, name=TASK_TALLY_PATTERNS, acks_late=True)
def tally_patterns(self: Task, tenant_id: str | None = None) -> dict[str, Any]:
    """Decay pattern outcomes to now and re-derive confidence and deprecation."""
    from memory_core.model.procedures import ProcedurePolicy, recompute_confidence

    def body(settings: Settings) -> dict[str, Any]:
        r = recompute_confidence(
            get_runtime(settings).store,
            ProcedurePolicy.from_settings(settings),
            datetime.now(UTC),
            tenant_id=tenant_id,
        )
        return {
            "patterns": r.patterns,
            "deprecated": r.deprecated,
            "recovered": r.recovered,
            "newly_deprecated": r.newly_deprecated,
        }

    return _run_job(self, "tally", body)


# -- Prometheus exporter in the worker's main process --------------------------------------
_exporter: Any = None


@worker_ready.connect
def _start_metrics(sender: Any = None, **_: Any) -> None:
    """worker_ready fires once, in the main process: prefork children never serve metrics."""
    global _exporter
    app = getattr(sender, "app", None)
    settings = getattr(getattr(app, "conf", None), "memory_settings", None)
    if not isinstance(settings, Settings) or settings.metrics_port is None or _exporter:
        return
    from memory_core.jobs.metrics import Exporter

    try:
        _exporter = Exporter(settings, settings.metrics_port)
        log.info("metrics exporter started", port=_exporter.port)
    except OSError as exc:  # port taken (another worker on this host): keep working
        log.warning("metrics exporter not started", port=settings.metrics_port, error=str(exc))


@worker_shutdown.connect
def _stop_metrics(**_: Any) -> None:
    global _exporter
    if _exporter is not None:
        _exporter.stop()
        _exporter = None
