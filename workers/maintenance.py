"""Thin Celery tasks for scheduled maintenance: reflection, pruning, procedure tallies.

The jobs and their ``job_runs`` bookkeeping live in ``memory_core.jobs.runs``; each task
calls one of them and returns its counts.
The jobs are idempotent (reflection per evidence set, a resumable prune run, a tally that
recomputes), so a redelivered task (``acks_late``) does no harm; celery-redbeat makes sure
only one beat sends them. The worker's main process also serves the Prometheus exporter
when ``MEMORY_METRICS_PORT`` is set.
"""

from __future__ import annotations

from typing import Any

from celery import Task, shared_task
from celery.signals import worker_ready, worker_shutdown

from memory_core.ingest.runtime import get_runtime
from memory_core.jobs import runs
from memory_core.logs import get_logger
from memory_core.model.scope import Scope
from memory_core.queues import TASK_QUEUES
from memory_core.settings import Settings, load_settings
from schedules.beat import TASK_PRUNE, TASK_REFLECT, TASK_SWEEP, TASK_TALLY_PATTERNS

log = get_logger(__name__)


def _settings(task: Task) -> Settings:
    settings = getattr(task.app.conf, "memory_settings", None)
    return settings if isinstance(settings, Settings) else load_settings()


def _store(task: Task) -> Any:
    return get_runtime(_settings(task)).store


@shared_task(bind=True, name=TASK_REFLECT, acks_late=True)
def reflect(
    self: Task,
    trigger: str = "nightly",
    tenant_id: str | None = None,
    user_id: str | None = None,
) -> dict[str, Any]:
    """Reflect for users due (``nightly``: new episodes; ``importance``: past the threshold)."""
    store, settings = _store(self), _settings(self)
    return runs.recorded(
        store,
        f"reflect:{trigger}",
        self.request.id,
        lambda: runs.reflect_job(store, settings, trigger, Scope(tenant_id, user_id)),
    )


@shared_task(bind=True, name=TASK_PRUNE, acks_late=True)
def prune(self: Task, tenant_id: str | None = None, user_id: str | None = None) -> dict[str, Any]:
    """Remove decayed, idle, uncited chunks (resumes an interrupted run)."""
    store, settings = _store(self), _settings(self)
    return runs.recorded(
        store,
        "prune",
        self.request.id,
        lambda: runs.prune_job(store, settings, Scope(tenant_id, user_id)),
    )


@shared_task(bind=True, name=TASK_TALLY_PATTERNS, acks_late=True)
def tally_patterns(self: Task, tenant_id: str | None = None) -> dict[str, Any]:
    """Decay pattern outcomes to now and re-derive confidence and deprecation."""
    store, settings = _store(self), _settings(self)
    return runs.recorded(
        store, "tally", self.request.id, lambda: runs.tally_job(store, settings, tenant_id)
    )


@shared_task(bind=True, name=TASK_SWEEP, acks_late=True)
def sweep(self: Task) -> dict[str, Any]:
    """Re-enqueue sessions stopped before the last stage with nothing in flight."""
    from memory_core.jobs.sweep import sweep as run_sweep

    store, settings = _store(self), _settings(self)
    app = self.app

    def publish(task: str, tenant_id: str, session_id: str, user_id: str) -> None:
        ids = {"tenant_id": tenant_id, "session_id": session_id, "user_id": user_id}
        app.tasks[task].apply_async(kwargs=ids, queue=TASK_QUEUES[task])

    return runs.recorded(
        store, "sweep", self.request.id, lambda: run_sweep(store, settings, publish).as_dict()
    )


# -- Prometheus exporter and heartbeat in the worker's main process ------------------------
_exporter: Any = None
_heartbeat: Any = None


@worker_ready.connect
def _start_metrics(sender: Any = None, **_: Any) -> None:
    """worker_ready fires once, in the main process: prefork children never serve metrics."""
    global _exporter, _heartbeat
    app = getattr(sender, "app", None)
    settings = getattr(getattr(app, "conf", None), "memory_settings", None)
    if isinstance(settings, Settings) and _heartbeat is None:
        from memory_core.jobs.broker import Heartbeat

        name = str(getattr(sender, "hostname", None) or "worker")
        _heartbeat = Heartbeat(settings.broker_url, name, settings.heartbeat_seconds).start()
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
    global _exporter, _heartbeat
    if _heartbeat is not None:
        _heartbeat.stop()
        _heartbeat = None
    if _exporter is not None:
        _exporter.stop()
        _exporter = None
