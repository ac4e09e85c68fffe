"""What the stages need, built once per process from settings, and the retry policy.

Nothing is built at import time: a worker builds its runtime on first use (and again
after a fork), so engines and clients are never shared across processes.
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass

from memory_core.embed import Embedder, get_embedder
from memory_core.extract import Extractor, get_extractor
from memory_core.logs import configure_logging
from memory_core.settings import Settings, load_settings
from memory_core.store.store import Store


class PermanentError(Exception):
    """Retrying cannot help (invalid input, a conflicting duplicate, a 4xx from the LLM)."""


class SessionConflict(PermanentError):
    """The session id was already stored with different content."""


class PipelineError(Exception):
    """A stage failed and the session was dead-lettered (``dead_letter_id``)."""

    def __init__(self, stage: str, reason: str, dead_letter_id: int) -> None:
        super().__init__(f"stage {stage!r} failed: {reason} (dead letter #{dead_letter_id})")
        self.stage, self.reason, self.dead_letter_id = stage, reason, dead_letter_id


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with jitter: ``min(cap, base * 2**retries) * U(0.5, 1)``.

    Half-jitter keeps the expected delay close to the exponential curve while spreading
    retries of many sessions failing together (an outage) over time.
    """

    base: float
    cap: float
    max_retries: int

    @classmethod
    def from_settings(cls, settings: Settings) -> RetryPolicy:
        return cls(
            settings.task_retry_backoff, settings.task_retry_backoff_max, settings.task_max_retries
        )

    def should_retry(self, retries: int) -> bool:
        return retries < self.max_retries

    def countdown(self, retries: int, rng: random.Random | None = None) -> float:
        delay = min(self.cap, self.base * 2.0**retries)
        jitter: float = (rng or random).uniform(0.5, 1.0)
        return delay * jitter


@dataclass
class Runtime:
    """The process's store, embedder and extractor for one set of settings."""

    settings: Settings
    store: Store
    embedder: Embedder
    extractor: Extractor

    @classmethod
    def build(cls, settings: Settings) -> Runtime:
        configure_logging(settings.log_level, json_logs=settings.log_json)
        if settings.auto_migrate:
            from memory_core.store.migrate import upgrade

            upgrade(settings.database_url)
        return cls(
            settings=settings,
            store=Store(settings.database_url),
            embedder=get_embedder(settings),
            extractor=get_extractor(settings),
        )

    def close(self) -> None:
        self.store.dispose()


_runtimes: dict[Settings, Runtime] = {}
_runtimes_lock = threading.Lock()


def get_runtime(settings: Settings | None = None) -> Runtime:
    """The process's runtime for these settings (cached: engines and clients are reused)."""
    settings = settings or load_settings()
    with _runtimes_lock:
        rt = _runtimes.get(settings)
        if rt is None:
            rt = _runtimes[settings] = Runtime.build(settings)
        return rt


def reset_runtimes() -> None:
    """Dispose cached runtimes (tests, forked workers)."""
    with _runtimes_lock:
        for rt in _runtimes.values():
            rt.close()
        _runtimes.clear()
