"""Prometheus counters computed from the store, on SQLite and PostgreSQL (served by a real
prefork worker in tests/system/test_metrics.py)."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest
from typer.testing import CliRunner

from memory_core import process_session
from memory_core.cli import app
from memory_core.jobs.metrics import StoreCollector
from memory_core.jobs.prune import prune
from memory_core.jobs.reflect import reflect_user
from memory_core.settings import Settings
from memory_core.store import reads
from memory_core.store.store import Store
from tests.support.metrics import samples as _samples
from tests.support.sessions import T0, session


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


def test_refined_and_retracted_are_counted(settings: Settings) -> None:
    """Every kind of change the merge writes is on the endpoint, with zeros until it happens."""
    collector = StoreCollector(settings.database_url, cache_seconds=0)
    m = _collect(collector)
    assert m[("memory_facts_total", (("change", "refined"),))] == 0
    assert m[("memory_facts_total", (("change", "retracted"),))] == 0
    texts = ["We run PostgreSQL 15 and Redis 7.", "We run PostgreSQL 15.4.", "We dropped Redis."]
    for i, text in enumerate(texts):
        process_session(session(f"r{i}", "ann", i, text), settings=settings)
    m = _collect(collector)
    assert m[("memory_facts_total", (("change", "refined"),))] == 1  # 15 -> 15.4
    assert m[("memory_facts_total", (("change", "retracted"),))] == 1  # Redis ended
    collector.close()
