"""Prometheus counters computed from the store, on SQLite and PostgreSQL, and served by a
real prefork worker's main process."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import urllib.request
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest
from prometheus_client.parser import text_string_to_metric_families
from typer.testing import CliRunner

from memory_core import process_session, submit_session
from memory_core.cli import app
from memory_core.jobs.metrics import StoreCollector
from memory_core.jobs.prune import prune
from memory_core.jobs.reflect import reflect_user
from memory_core.settings import Settings
from memory_core.store import reads
from memory_core.store.repository import Store
from tests.conftest import ROOT, wait_for
from tests.test_pipeline import T0, session


def _samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    out = {}
    for fam in text_string_to_metric_families(text):
        for s in fam.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def _collect(collector: StoreCollector) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    from prometheus_client import CollectorRegistry, generate_latest

    reg = CollectorRegistry(auto_describe=False)
    reg.register(collector)
    return _samples(generate_latest(reg).decode())


def _pii_in_store(settings: Settings) -> Counter[str]:
    store = Store(settings.database_url)
    with store.sessions() as s:
        total: Counter[str] = Counter()
        for r in reads.pii_reports(s):
            total.update(r)
    store.dispose()
    return total


def test_counters_are_the_stores_totals(settings: Settings) -> None:
    for i in range(3):
        process_session(
            session(
                f"p{i}",
                "ann",
                i,
                f"Mail me at ann{i}@example.com, we run PostgreSQL 1{i}. I prefer concise answers.",
            ),
            settings=settings,
        )
    store = Store(settings.database_url)
    reflect_user(store, settings, "default", "ann", now=T0 + timedelta(days=5))
    pruned = prune(store, settings, now=datetime.now(UTC) + timedelta(days=400)).deleted
    collector = StoreCollector(settings.database_url, cache_seconds=0)
    m = _collect(collector)
    assert m[("memory_sessions_total", (("stage", "tally"),))] == 3
    assert m[("memory_facts_total", (("change", "added"),))] == 2  # database, answer style
    assert m[("memory_facts_total", (("change", "superseded"),))] == 2  # 10 -> 11 -> 12
    pii = _pii_in_store(settings)
    assert pii["EMAIL"] == 3
    for kind, n in pii.items():
        assert m[("memory_pii_masked_total", (("type", kind),))] == n
    # Two rules: concise answers (stated 3 times) and the recurring topic (PostgreSQL).
    assert m[("memory_rules_total", (("event", "created"),))] == 2
    assert m[("memory_rules_active", ())] == 2
    assert m[("memory_chunks_pruned_total", ())] == pruned
    assert m[("memory_llm_tokens_total", (("job", "extract"), ("kind", "prompt")))] == 0

    # Incremental: only new episodes are read for PII; totals stay exact.
    process_session(
        session("p9", "bob", 9, "Call +44 20 7946 0958 or bob@example.com"), settings=settings
    )
    m = _collect(collector)
    assert m[("memory_pii_masked_total", (("type", "EMAIL"),))] == 4
    assert m[("memory_sessions_total", (("stage", "episode"),))] == 4
    collector.close()
    store.dispose()


def test_metrics_command(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    process_session(session("c1", "u", 0, "We run Redis 7."), settings=settings)
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    res = CliRunner().invoke(app, ["metrics"])
    assert res.exit_code == 0, res.output
    assert 'memory_sessions_total{stage="merge"} 1.0' in res.output


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_prefork_worker_serves_exact_counters(settings: Settings) -> None:
    port = _free_port()
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "MEMORY_DATABASE_URL": settings.database_url,
        "MEMORY_BROKER_URL": settings.broker_url,
        "MEMORY_METRICS_PORT": str(port),
        "MEMORY_METRICS_CACHE_SECONDS": "0",
    }
    sessions = [
        session(f"w{i}", f"u{i % 2}", i, f"Reach me at w{i}@example.com. We use Kafka.")
        for i in range(6)
    ]
    for s in sessions:
        submit_session(s, settings=settings)
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "workers",
            "worker",
            "--pool",
            "prefork",
            "--concurrency",
            "2",
            "--loglevel",
            "WARNING",
            "--without-gossip",
            "--without-mingle",
        ],
        env=env,
        cwd=ROOT,
    )

    def scrape() -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            return str(r.read().decode())

    def tallied() -> bool:
        try:
            return _samples(scrape()).get(("memory_sessions_total", (("stage", "tally"),))) == 6
        except OSError:
            return False

    try:
        wait_for(tallied, timeout=60, interval=0.3)
        text = scrape()
    finally:
        worker.terminate()
        worker.wait(timeout=30)
    m = _samples(text)
    # Six sessions, handled by two child processes: counted once each, whichever child ran them.
    assert m[("memory_sessions_total", (("stage", "episode"),))] == 6
    assert m[("memory_pii_masked_total", (("type", "EMAIL"),))] == 6
    assert m[("memory_facts_total", (("change", "added"),))] == 2  # message_queue per user
    assert "example.com" not in text and "Kafka" not in text  # counts only, never content
