"""`memory-core demo` end to end: Redis, an in-process Celery worker, SQLite, rich output."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console

from memory_core.cli.demo import run_demo


def test_demo_runs_end_to_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, redis_url: str
) -> None:
    monkeypatch.setenv("MEMORY_BROKER_URL", redis_url)
    console = Console(record=True, width=160)
    code = run_demo(console, database_url=f"sqlite:///{tmp_path / 'demo.db'}", timeout=120)
    out = console.export_text()
    assert code == 0, out
    assert "27 of 27 sessions consolidated" in out
    assert "planted raw values found in the store: 0" in out
    assert "built-in rule-based" in out
    assert "PostgreSQL 14 -> PostgreSQL 15 -> MySQL 8" in out
    assert "retracted" in out and "confirmed" in out  # "we dropped Redis"; "Postgres 15"
    assert "rules dreaming made" in out and "Use ISO 8601 dates (YYYY-MM-DD)" in out
    assert "episodic" in out
