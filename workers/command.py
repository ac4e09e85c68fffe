"""The ``celery -A workers worker`` command line, written once.

Tests, benchmarks and scripts that start worker processes build the argv and the environment
here, so every worker they start runs with the same flags::

    subprocess.Popen(worker_argv(concurrency=2), env=worker_env(settings), cwd=SOURCE_ROOT)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from memory_core.settings import ENV_PREFIX, Settings

# The directory holding this ``workers`` package: with it on PYTHONPATH, a worker process
# imports the same code as the process that started it (a source checkout or an install).
SOURCE_ROOT = Path(__file__).resolve().parent.parent


def worker_argv(
    *,
    concurrency: int,
    pool: str = "prefork",
    loglevel: str = "WARNING",
    hostname: str | None = None,
    queues: Sequence[str] | None = None,
    extra: Sequence[str] = (),
) -> list[str]:
    """``python -m celery -A workers worker`` with these options, gossip and mingle off
    (workers started together need not synchronise with each other), then ``extra``."""
    argv = [sys.executable, "-m", "celery", "-A", "workers", "worker"]
    argv += ["--pool", pool, "--concurrency", str(concurrency), "--loglevel", loglevel]
    if hostname is not None:
        argv += ["--hostname", hostname]
    if queues:
        argv += ["--queues", ",".join(queues)]
    return [*argv, "--without-gossip", "--without-mingle", *extra]


def worker_env(settings: Settings, **extra: object) -> dict[str, str]:
    """The environment for a worker process: this process's without its ``MEMORY_*``
    variables, the store and broker of ``settings``, one ``MEMORY_<NAME>`` per keyword
    (``task_max_retries=2`` sets ``MEMORY_TASK_MAX_RETRIES=2``) and PYTHONPATH on
    SOURCE_ROOT."""
    unknown = sorted(name for name in extra if name not in Settings.model_fields)
    if unknown:
        raise ValueError(f"not a setting: {', '.join(unknown)}")
    env = {k: v for k, v in os.environ.items() if not k.upper().startswith(ENV_PREFIX)}
    env[f"{ENV_PREFIX}DATABASE_URL"] = settings.database_url
    env[f"{ENV_PREFIX}BROKER_URL"] = settings.broker_url
    for name, value in extra.items():
        env[f"{ENV_PREFIX}{name.upper()}"] = str(value)
    env["PYTHONPATH"] = str(SOURCE_ROOT)
    return env
