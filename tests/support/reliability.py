"""Sessions for the reliability scenarios, and the clean run they are compared with."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from memory_core.settings import Settings
from tests.support.faults import table_counts
from tests.support.sessions import session

DBS = ("PostgreSQL 14", "PostgreSQL 15", "MySQL 8")

# Timeouts short enough for a test run, and consistent (the visibility timeout outlives any
# task and any retry countdown, as Settings requires).
QUICK: dict[str, Any] = {
    "task_retry_backoff": 0.5,
    "task_retry_backoff_max": 4.0,
    "task_max_retries": 2,
    "visibility_timeout": 20.0,
    "task_time_limit": 15.0,
    "task_soft_time_limit": 12.0,
    "llm_max_attempts": 2,
    "llm_backoff_max": 0.2,
    "llm_timeout": 1.0,
}


def worker_extra(settings: Settings) -> dict[str, Any]:
    """The settings a worker process must share with the test (as MEMORY_* variables)."""
    names = [k for k in QUICK if k in Settings.model_fields]
    llm = ("openai_base_url", "openai_api_key", "llm_model", "mask_at_producer")
    names += [k for k in llm if k in Settings.model_fields and getattr(settings, k)]
    return {k: getattr(settings, k) for k in names}


def submit_all(batch: list[dict[str, Any]], settings: Settings) -> list[str]:
    from memory_core import submit_session

    return [submit_session(s, settings=settings) for s in batch]


def wait_tallied(url: str, n: int, timeout: float) -> float | None:
    """Seconds until ``n`` sessions finished the last stage, or None past ``timeout``."""
    import time

    from tests.support.faults import tallied

    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if tallied(url) >= n:
            return time.monotonic() - t0
        time.sleep(0.5)
    return None


def wait_progress(url: str, n: int, stall: float, cap: float = 900.0) -> float | None:
    """Seconds until ``n`` sessions finished the last stage, or None once none has finished
    for ``stall`` seconds (what is left is stuck, not slow: pass the time by which anything
    held must be redelivered) or after ``cap``. A loaded machine is slow, not stalled."""
    import time

    from tests.support.faults import tallied

    t0 = last_change = time.monotonic()
    seen = -1
    while time.monotonic() - t0 < cap:
        done = tallied(url)
        if done >= n:
            return time.monotonic() - t0
        if done != seen:
            seen, last_change = done, time.monotonic()
        elif time.monotonic() - last_change > stall:
            return None
        time.sleep(0.5)
    return None


def excess(got: dict[str, int], clean: dict[str, int]) -> int:
    """Rows beyond the clean run's, over every table: duplicated effects."""
    return sum(max(0, got[t] - clean[t]) for t in clean)


def sessions(n: int, prefix: str = "r", users: int = 50) -> list[dict[str, Any]]:
    """``n`` sessions over ``users`` users: facts that repeat and change, rule outcomes."""
    out = []
    for i in range(n):
        texts = [
            f"We run {DBS[i % 3]} on AWS and the inserts are slow.",
            "Thanks, noted. Could you send the logs?",
            f"Our team has {5 + i % 4} engineers. Error code E{1000 + i % 7} shows up.",
            "Got it.",
        ]
        out.append(
            session(
                f"{prefix}{i}",
                f"u{i % users}",
                i,
                *texts,
                outcomes=[{"pattern_id": f"p{i % 5}", "success": i % 3 != 0}],
            )
        )
    return out


def clean_counts(
    batch: list[dict[str, Any]], tmp: Path, shuffle: int | None = None, **overrides: Any
) -> dict[str, int]:
    """Row counts of the same sessions consolidated in-process into a fresh SQLite store."""
    from memory_core.ingest.pipeline import process_session, reset_runtimes
    from memory_core.store.migrate import upgrade

    url = f"sqlite:///{tmp / f'clean-{shuffle}.db'}"
    upgrade(url)
    settings = Settings(database_url=url, broker_url="redis://127.0.0.1:1/0", **overrides)
    order = list(batch)
    if shuffle is not None:
        random.Random(shuffle).shuffle(order)
    for s in order:
        process_session(s, settings=settings)
    reset_runtimes()
    return table_counts(url)


def cli(settings: Settings, *argv: str, **env: Any) -> Any:
    """Run ``memory-core ARGV`` in-process against these settings' store and broker."""
    from typer.testing import CliRunner

    from memory_core.cli import app

    values = {
        "MEMORY_DATABASE_URL": settings.database_url,
        "MEMORY_BROKER_URL": settings.broker_url,
        **{f"MEMORY_{k.upper()}": str(v) for k, v in env.items()},
    }
    return CliRunner().invoke(app, list(argv), env=values)


def tallied_ids(url: str) -> set[str]:
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    try:
        with engine.connect() as c:
            rows = c.execute(text("SELECT session_id FROM stage_runs WHERE stage = 'tally'"))
            return {str(r[0]) for r in rows}
    finally:
        engine.dispose()


def settle(predicate: Any, timeout: float) -> bool:
    """Wait for ``predicate`` without raising: a scenario records its figures either way."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return False
