"""Real Celery workers for the system tier: one in-process (thread pool), or separate
``celery -A workers worker`` processes as operators run them."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from memory_core.settings import Settings
from tests.support import ROOT


@contextmanager
def running_worker(settings: Settings, concurrency: int = 2) -> Iterator[Any]:
    """A real Celery worker (thread pool) consuming every stage queue."""
    from celery.contrib.testing.worker import start_worker

    from workers.app import make_app

    app = make_app(settings)
    with start_worker(
        app,
        pool="threads",
        concurrency=concurrency,
        perform_ping_check=False,
        shutdown_timeout=30,
        loglevel="WARNING",
    ):
        yield app


@contextmanager
def worker_processes(settings: Settings, count: int = 2, concurrency: int = 2) -> Iterator[None]:
    """Separate ``celery -A workers worker`` processes, as operators run them."""
    env = {
        **os.environ,
        "MEMORY_DATABASE_URL": settings.database_url,
        "MEMORY_BROKER_URL": settings.broker_url,
        "MEMORY_TASK_RETRY_BACKOFF": str(settings.task_retry_backoff),
        "MEMORY_TASK_MAX_RETRIES": str(settings.task_max_retries),
        "PYTHONPATH": str(ROOT),
    }
    procs = [
        subprocess.Popen(
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
                str(concurrency),
                "--loglevel",
                "WARNING",
                "--hostname",
                f"w{i}-{uuid.uuid4().hex[:6]}@%h",
                "--without-gossip",
                "--without-mingle",
            ],
            env=env,
            cwd=ROOT,
        )
        for i in range(count)
    ]
    try:
        yield
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
