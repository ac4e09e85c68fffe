"""System tier fixtures: a Redis database of this run's own, claimed the first time a test
needs it, and settings whose broker is that database. The workers themselves (in-process or
``celery -A workers worker`` processes) are context managers in tests/support/workers.py."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis

from memory_core.settings import Settings
from tests.support.services import REDIS_BASE, unavailable

_LOCK = "memory-core:test-run"


def _claim_redis_db() -> str:
    """Give this test run a Redis database of its own (1-15), so runs never share queues."""
    dbs = list(range(1, 16))
    random.shuffle(dbs)
    for db in dbs:
        r = redis.Redis.from_url(f"{REDIS_BASE}/{db}", socket_connect_timeout=10)
        try:
            if r.set(_LOCK, os.getpid(), nx=True, ex=3 * 3600):
                return f"{REDIS_BASE}/{db}"
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            unavailable("Redis", REDIS_BASE, exc)
        finally:
            r.close()
    raise RuntimeError("no free Redis database for this test run (all 15 claimed)")


@pytest.fixture(scope="session")
def redis_db() -> Iterator[str]:
    """This run's Redis database, claimed lazily and emptied (lock included) at the end."""
    url = _claim_redis_db()
    yield url
    r = redis.Redis.from_url(url)
    r.flushdb()
    r.close()


def _clear_redis(r: redis.Redis) -> None:
    """Empty queues and results, but keep kombu's exchange bindings: producers cache their
    declarations per pooled connection, as they would in production."""
    keys = [
        k for k in r.scan_iter("*") if not k.startswith(b"_kombu.binding.") and k != _LOCK.encode()
    ]
    if keys:
        r.delete(*keys)


@pytest.fixture
def redis_url(redis_db: str) -> Iterator[str]:
    r = redis.Redis.from_url(redis_db)
    _clear_redis(r)
    yield redis_db
    _clear_redis(r)
    r.close()


@pytest.fixture
def make_settings(
    make_settings: Callable[..., Settings], redis_url: str
) -> Callable[..., Settings]:
    """The root ``make_settings`` with this run's Redis database as the broker."""
    base = make_settings

    def build(**overrides: Any) -> Settings:
        return base(**{"broker_url": redis_url, **overrides})

    return build


@pytest.fixture
def settings(make_settings: Callable[..., Settings]) -> Settings:
    return make_settings()
