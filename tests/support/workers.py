"""Real Celery workers for the system tier: one in-process (thread pool), or separate
``celery -A workers worker`` processes as operators run them."""

from __future__ import annotations

import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from memory_core.settings import Settings
from tests.support import ROOT
from workers.command import worker_argv, worker_env


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
    env = worker_env(
        settings,
        task_retry_backoff=settings.task_retry_backoff,
        task_max_retries=settings.task_max_retries,
    )
    procs = [
        subprocess.Popen(
            worker_argv(concurrency=concurrency, hostname=f"w{i}-{uuid.uuid4().hex[:6]}@%h"),
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
