"""Prometheus metrics computed from the store, not counted in worker processes.

Why from the database: with prefork workers every child has its own memory, so in-process
counters need ``prometheus_client``'s multiprocess mode (a shared directory, cleaned at each
start, files per pid), and they still over-count redelivered tasks and reset on restarts.
Every pipeline and maintenance effect is already recorded exactly once in the store
(``stage_runs``, ``fact_history``, ``episodes.pii_report``, ``extractions``, ``rules``,
``prune_runs``, ``reflection_runs``, ``job_runs``), so the counters are derived from those
rows: exact, identical whichever process serves them, monotonic across restarts, and
independent of the number of workers. The exporter runs in a worker's *main* process
(``worker_ready``; children never serve) or stand-alone (``memory-core metrics --serve``).
Several exporters on one store report the same global totals: scrape one, or use ``max``.

Queries are aggregates over indexed tables; PII counts are read incrementally (only episodes
after a high-water mark), and results are cached for ``metrics_cache_seconds``.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector, CollectorRegistry

from memory_core.settings import Settings
from memory_core.store import stats
from memory_core.store.engine import make_engine, make_sessionmaker


class StoreCollector(Collector):
    """Collects the memory-core counters from one store on each (cached) scrape."""

    def __init__(
        self, database_url: str, cache_seconds: float = 10.0, settings: Settings | None = None
    ) -> None:
        self.settings = settings  # with it, the broker and pipeline-health gauges too
        self.engine = make_engine(database_url, writer=False)
        self._sessions = make_sessionmaker(self.engine)
        self.cache_seconds = cache_seconds
        self._lock = threading.Lock()
        self._pii: Counter[str] = Counter()
        self._pii_mark = 0
        self._cached: list[Any] | None = None
        self._cached_at = 0.0

    def close(self) -> None:
        self.engine.dispose()

    def collect(self) -> Iterator[Any]:
        with self._lock:
            if self._cached is None or time.monotonic() - self._cached_at >= self.cache_seconds:
                self._cached = self._read()
                self._cached_at = time.monotonic()
            families = list(self._cached)
        yield from families

    def _read(self) -> list[Any]:
        with self._sessions() as s:
            stages = stats.stage_counts(s)
            changes = stats.fact_change_counts(s)
            more_pii, self._pii_mark = stats.pii_counts_after(s, self._pii_mark)
            self._pii.update(more_pii)
            tokens = stats.token_counts(s)
            created, retired = stats.rule_counts(s)
            pruned = stats.pruned_total(s)
            dead = stats.dead_letter_total(s)
            jobs = stats.job_counts(s)

        sessions = CounterMetricFamily(
            "memory_sessions", "Sessions that completed each pipeline stage.", labels=["stage"]
        )
        for stage in ("episode", "extract", "merge", "tally"):
            sessions.add_metric([stage], stages.get(stage, 0))
        facts = CounterMetricFamily(
            "memory_facts",
            "Fact changes by kind (added, superseded = updated, refined, retracted, ...).",
            labels=["change"],
        )
        # Every kind the merge writes (model/facts.py ``Change``), zeros included, so a
        # dashboard's rate() of refined versions or retractions has a series from the start.
        for change in ("added", "superseded", "confirmed", "refined", "retracted", "backfilled"):
            facts.add_metric([change], changes.get(change, 0))
        pii = CounterMetricFamily(
            "memory_pii_masked", "PII values masked, by type.", labels=["type"]
        )
        for kind, n in sorted(self._pii.items()):
            pii.add_metric([kind], n)
        llm = CounterMetricFamily(
            "memory_llm_tokens", "LLM tokens used, by job and kind.", labels=["job", "kind"]
        )
        for job, (prompt, completion) in sorted(tokens.items()):
            llm.add_metric([job, "prompt"], prompt)
            llm.add_metric([job, "completion"], completion)
        rules = CounterMetricFamily(
            "memory_rules", "Rules created and retired by reflection.", labels=["event"]
        )
        rules.add_metric(["created"], created)
        rules.add_metric(["retired"], retired)
        active = GaugeMetricFamily("memory_rules_active", "Rules currently active.")
        active.add_metric([], created - retired)
        chunks = CounterMetricFamily("memory_chunks_pruned", "Episodic chunks removed by pruning.")
        chunks.add_metric([], pruned)
        letters = CounterMetricFamily("memory_dead_letters", "Sessions dead-lettered.")
        letters.add_metric([], dead)
        job_runs = CounterMetricFamily(
            "memory_job_runs", "Maintenance job runs by job and status.", labels=["job", "status"]
        )
        for (job, status), n in sorted(jobs.items()):
            job_runs.add_metric([job, status], n)
        health = self._health() if self.settings is not None else []
        return [sessions, facts, pii, llm, rules, active, chunks, letters, job_runs, *health]

    def _health(self) -> list[Any]:
        """The figures of ``memory-core status`` as gauges (one source: jobs/status.py)."""
        from datetime import UTC, datetime, timedelta

        from memory_core.jobs.status import Status, broker_status
        from memory_core.store import sweep as stuck

        assert self.settings is not None
        st = Status()
        broker_status(self.settings, st)
        before = datetime.now(UTC) - timedelta(seconds=self.settings.sweep_after_seconds)
        with self._sessions() as s:
            st.dead_letters = stuck.dead_letters_by_reason(s)
            st.stuck = stuck.stuck_by_stage(s, before)
            st.last_runs = stuck.last_job_runs(s)
        g = GaugeMetricFamily
        depth = g("memory_queue_depth", "Messages waiting per stage queue.", labels=["stage"])
        for stage, n in st.queue_depth.items():
            depth.add_metric([stage], n)
        unacked = g("memory_unacked_messages", "Messages held by workers, not yet acknowledged.")
        alive = g("memory_workers_alive", "Workers with a live heartbeat.")
        journal = g(
            "memory_intake_journal_entries",
            "Accepted sessions whose first stage has not run yet (the intake journal).",
        )
        if st.intake_journal is not None:
            journal.add_metric([], st.intake_journal)
        up = g("memory_broker_up", "1 if the broker answered this scrape.")
        up.add_metric([], 0 if st.broker_error else 1)
        if st.unacked is not None:
            unacked.add_metric([], st.unacked)
            alive.add_metric([], len(st.workers))
        poison = g(
            "memory_poison_messages", "Poison messages dropped, by reason.", labels=["reason"]
        )
        for reason, n in sorted(st.poison.items()):
            poison.add_metric([reason], n)
        open_ = g(
            "memory_dead_letters_open",
            "Open dead letters by stage and error type.",
            labels=["stage", "error_type"],
        )
        for (stage, kind), n in sorted(st.dead_letters.items()):
            open_.add_metric([stage, kind], n)
        stuck_g = g(
            "memory_sessions_stuck", "Sessions the sweeper would re-enqueue.", labels=["stage"]
        )
        for stage, n in st.stuck.items():
            stuck_g.add_metric([stage], n)
        last = g(
            "memory_job_last_run_timestamp_seconds", "Start of each job's last run.", labels=["job"]
        )
        for job, (at, _) in sorted(st.last_runs.items()):
            last.add_metric([job], at.timestamp())
        return [depth, unacked, alive, journal, up, poison, open_, stuck_g, last]


def registry_for(settings: Settings) -> tuple[CollectorRegistry, StoreCollector]:
    registry = CollectorRegistry(auto_describe=False)
    collector = StoreCollector(
        settings.database_url, settings.metrics_cache_seconds, settings=settings
    )
    registry.register(collector)
    return registry, collector


def render(settings: Settings) -> str:
    """The exposition text once (``memory-core metrics``)."""
    from prometheus_client import generate_latest

    registry, collector = registry_for(settings)
    try:
        return generate_latest(registry).decode()
    finally:
        collector.close()


class Exporter:
    """An HTTP ``/metrics`` endpoint in a background thread; ``stop()`` shuts it down."""

    def __init__(self, settings: Settings, port: int, addr: str = "0.0.0.0") -> None:
        from prometheus_client import start_http_server

        self.registry, self.collector = registry_for(settings)
        self.server, self.thread = start_http_server(port, addr=addr, registry=self.registry)
        self.port = int(self.server.server_address[1])

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.collector.close()
