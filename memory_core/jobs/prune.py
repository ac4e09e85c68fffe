"""Decay-based pruning of episodic chunks.

Each chunk scores ``w_r * 0.5^(age / half_life) + w_i * importance / 10 + w_a * a / (a + 3)``
where ``age`` counts from the later of when it was stored and when it was last retrieved and
``a`` is how often readers returned it. A chunk goes only if its score is under the threshold,
it has been neither stored nor read for ``prune_idle_days``, and no live rule or current fact
cites its session as evidence. With the defaults an important chunk (importance >= 7) is never
pruned, an average one after about 100 idle days.

The work is set-based and batched by chunk id: each batch is one transaction that records the
removed ids in ``pruned_chunks`` (the audit) and deletes them, then advances the run's cursor,
so a run interrupted at any point resumes where it stopped, with the same parameters. Readers
notice the smaller chunk count and rebuild their cached index.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store import pruning
from memory_core.store.pruning import PruneParams
from memory_core.store.store import Store


@dataclass
class PruneReport:
    scope: str
    dry_run: bool
    run_id: int | None = None
    resumed: bool = False
    examined: int = 0
    deleted: int = 0  # with dry_run: how many would be deleted
    sample_ids: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


def params_from(settings: Settings, now: datetime | None = None) -> PruneParams:
    now = now or datetime.now(UTC)
    if now.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    return PruneParams(
        now=now,
        half_life_days=settings.prune_half_life_days,
        threshold=settings.prune_threshold,
        idle_days=settings.prune_idle_days,
        w_recency=settings.prune_weight_recency,
        w_importance=settings.prune_weight_importance,
        w_access=settings.prune_weight_access,
    )


def prune(
    store: Store,
    settings: Settings,
    scope: Scope | None = None,
    *,
    now: datetime | None = None,
    dry_run: bool = False,
    batch_size: int | None = None,
    max_batches: int | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> PruneReport:
    """Prune (or with ``dry_run`` count) chunks in ``scope``; resumes an unfinished run.

    ``on_progress(examined_in_batch, total_to_examine)`` is called after each batch.
    ``max_batches`` stops early (the run stays resumable); used to test resumption.
    """
    scope = scope or Scope()
    size = batch_size or settings.prune_batch_size
    report = PruneReport(scope.describe(), dry_run)
    started = time.perf_counter()
    if dry_run:
        _dry_run(store, scope, params_from(settings, now), size, report, on_progress)
        report.seconds = time.perf_counter() - started
        return report

    with store.engine.begin() as conn:
        run_id, resumed = pruning.open_prune_run(conn, scope, params_from(settings, now))
    report.run_id, report.resumed = run_id, resumed
    with store.engine.connect() as conn:
        state = pruning.prune_run_state(conn, run_id)
        params = PruneParams.from_json(state.params)
        total = pruning.chunks_in_scope(conn, scope, int(state.cursor))
    batches = 0
    while max_batches is None or batches < max_batches:
        with store.engine.begin() as conn:
            pruning.ensure_sql_math(conn)
            examined, deleted, done = pruning.prune_batch(conn, run_id, scope, params, size)
        report.examined += examined
        report.deleted += deleted
        batches += 1
        if on_progress is not None and examined:
            on_progress(examined, total)
        if done:
            break
    with store.engine.connect() as conn:
        report.sample_ids = pruning.pruned_ids(conn, run_id, limit=20)
    report.seconds = time.perf_counter() - started
    return report


def _dry_run(
    store: Store,
    scope: Scope,
    params: PruneParams,
    size: int,
    report: PruneReport,
    on_progress: Callable[[int, int], None] | None,
) -> None:
    with store.engine.connect() as conn:
        pruning.ensure_sql_math(conn)
        total = pruning.chunks_in_scope(conn, scope)
        lo = 0
        while (nb := pruning.next_batch(conn, scope, lo, size)) is not None:
            hi, examined = nb
            want = max(0, 20 - len(report.sample_ids))
            n, ids = pruning.count_prunable(conn, scope, params, lo, hi, sample=want)
            report.examined += examined
            report.deleted += n
            report.sample_ids.extend(ids)
            if on_progress is not None:
                on_progress(examined, total)
            lo = hi
