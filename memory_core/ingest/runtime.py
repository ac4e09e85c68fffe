"""What the stages need, built once per process from settings, and the retry policy.

Nothing is built at import time: a worker builds its runtime on first use (and again
after a fork), so engines and clients are never shared across processes.
"""

from __future__ import annotations

import random
import re
import threading
from dataclasses import dataclass
from typing import Literal

from kombu.exceptions import OperationalError as KombuOperationalError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from memory_core import pii
from memory_core.embed import Embedder, get_embedder
from memory_core.extract import Extractor, get_extractor
from memory_core.logs import configure_logging
from memory_core.model.session import SessionRejected
from memory_core.settings import Settings, load_settings
from memory_core.store import errors as store_errors
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


Failure = Literal["outage", "permanent", "retry"]
"""``outage``: the database or broker is unreachable, retried for as long as the outage
lasts (up to ``task_outage_hours``), never dead-lettered for it; ``permanent``: retrying
reproduces it (validation, bad values, a conflicting duplicate, an LLM 4xx), dead-lettered
at once; ``retry``: anything else (LLM 429/5xx/timeouts, bugs), retried
``task_max_retries`` times, then dead-lettered."""

_BROKER_DOWN = (KombuOperationalError, RedisConnectionError, RedisTimeoutError, OSError)


def classify(exc: BaseException) -> Failure:
    """How a stage failure is handled (see ``Failure``)."""
    if isinstance(exc, PermanentError | SessionRejected) or store_errors.is_bad_content(exc):
        return "permanent"
    if store_errors.is_database_outage(exc) or isinstance(exc, _BROKER_DOWN):
        return "outage"
    return "retry"


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with jitter: ``min(cap, base * 2**retries) * U(0.5, 1)``.

    Half-jitter keeps the expected delay close to the exponential curve while spreading
    retries of many sessions failing together (an outage) over time. Ordinary failures are
    counted against ``max_retries``; an outage is bounded by time (``outage_seconds``)
    instead, so a database failover of minutes never turns into dead letters.
    """

    base: float
    cap: float
    max_retries: int
    outage_seconds: float = 6 * 3600.0

    @classmethod
    def from_settings(cls, settings: Settings) -> RetryPolicy:
        return cls(
            settings.task_retry_backoff,
            settings.task_retry_backoff_max,
            settings.task_max_retries,
            settings.task_outage_hours * 3600.0,
        )

    def should_retry(self, retries: int) -> bool:
        return retries < self.max_retries

    def within_outage(self, outage_started: float, now: float) -> bool:
        return now - outage_started < self.outage_seconds

    def countdown(self, retries: int, rng: random.Random | None = None) -> float:
        delay = min(self.cap, self.base * 2.0 ** min(retries, 60))
        jitter: float = (rng or random).uniform(0.5, 1.0)
        return delay * jitter


_NUMBER_FACT = re.compile(
    r"(?<![\w+])(\d+)(?= (?:bytes|messages|characters|levels)\b)|(?<=limit of )(\d+)"
)


def failure_reason(exc: BaseException) -> str:
    """The reason stored with a dead letter: masked, but the counts our own messages state
    ("70000 bytes exceeds the limit of 64000") are kept: the masker reads bare digit runs
    as phone numbers, and a reason saying ``<PHONE_1> bytes`` helps nobody."""
    text = str(exc) or type(exc).__name__
    kept: list[str] = []

    def keep(m: re.Match[str]) -> str:
        kept.append(m.group(0))
        return f"NUMBERKEPT{len(kept) - 1}X"

    masked = pii.mask_text(_NUMBER_FACT.sub(keep, text))
    for i, value in enumerate(kept):
        masked = masked.replace(f"NUMBERKEPT{i}X", value)
    return masked[:4000]


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
