"""The scheduled jobs as plain functions (what a beat task or the CLI runs), each recorded
in ``job_runs``. They return counts only: safe for a result backend, logs and Flower."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from memory_core.logs import get_logger
from memory_core.model.procedures import ProcedurePolicy
from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store import runs
from memory_core.store.store import Store

log = get_logger(__name__)


def recorded(
    store: Store, job: str, task_id: str | None, body: Callable[[], dict[str, Any]]
) -> dict[str, Any]:
    """Run ``body`` between a ``running`` and a ``done``/``failed`` job-run row."""
    with store.tx() as tx:
        run_id = runs.start_job(tx, job, task_id)
    try:
        result = body()
    except Exception as exc:
        with store.tx() as tx:
            runs.finish_job(tx, run_id, "failed", {"error": type(exc).__name__})
        log.warning("maintenance job failed", job=job, error=type(exc).__name__)
        raise
    with store.tx() as tx:
        runs.finish_job(tx, run_id, "done", result)
    return {"job": job, "job_run_id": run_id, **result}


def reflect_job(store: Store, settings: Settings, trigger: str, scope: Scope) -> dict[str, Any]:
    """Reflect for the users due under ``trigger``; counts of rules created/updated/retired."""
    from memory_core.jobs.reflect import reflect

    results = reflect(store, settings, scope, trigger=trigger, only_due=True)
    counts = {"users": len(results), "create": 0, "update": 0, "retire": 0, "skipped": 0}
    for r in results:
        counts["skipped"] += r.status == "skipped"
        for k, v in r.counts().items():
            if k in counts:
                counts[k] += v
    return counts


def prune_job(store: Store, settings: Settings, scope: Scope) -> dict[str, Any]:
    from memory_core.jobs.prune import prune

    r = prune(store, settings, scope)
    return {"run_id": r.run_id, "examined": r.examined, "deleted": r.deleted}


def tally_job(store: Store, settings: Settings, tenant_id: str | None) -> dict[str, Any]:
    from memory_core.jobs.tally import recompute_confidence

    r = recompute_confidence(
        store, ProcedurePolicy.from_settings(settings), datetime.now(UTC), tenant_id=tenant_id
    )
    return {
        "patterns": r.patterns,
        "deprecated": r.deprecated,
        "recovered": r.recovered,
        "newly_deprecated": r.newly_deprecated,
    }
