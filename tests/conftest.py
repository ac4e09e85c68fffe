"""Shared fixtures: real Redis, real SQLite and PostgreSQL, real Celery workers, and the
scripted OpenAI-compatible server (the only stand-in, at the HTTP boundary)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from sqlalchemy import create_engine, text

from memory_core.ingest.pipeline import reset_runtimes
from memory_core.settings import Settings
from memory_core.store.migrate import upgrade
from tests.support.llm_server import ScriptedLLM

REDIS_BASE = os.environ.get("MEMORY_TEST_REDIS_URL", "redis://127.0.0.1:6379")
_LOCK = "memory-core:test-run"


def _claim_redis_db() -> str:
    """Give this test run a Redis database of its own (1-15), so runs never share queues."""
    import random

    dbs = list(range(1, 16))
    random.shuffle(dbs)
    for db in dbs:
        r = redis.Redis.from_url(f"{REDIS_BASE}/{db}")
        try:
            if r.set(_LOCK, os.getpid(), nx=True, ex=3 * 3600):
                return f"{REDIS_BASE}/{db}"
        finally:
            r.close()
    raise RuntimeError("no free Redis database for this test run (all 15 claimed)")


REDIS_URL = _claim_redis_db()
PG_ADMIN_URL = os.environ.get(
    "MEMORY_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)

for _k in [
    k
    for k in os.environ
    if k.upper().startswith("MEMORY_") and not k.upper().startswith("MEMORY_TEST_")
]:
    os.environ.pop(_k)  # tests build their own settings; a stray variable must not leak in
for _k in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
    os.environ.pop(_k, None)


@pytest.fixture(scope="session", autouse=True)
def _release_redis_db() -> Iterator[None]:
    yield
    r = redis.Redis.from_url(REDIS_URL)
    r.flushdb()
    r.close()


def _pg_admin() -> Any:
    return create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")


@pytest.fixture(scope="session")
def pg_template() -> Iterator[str]:
    """A migrated PostgreSQL database that each test clones (fast, isolated)."""
    name = f"mc_tmpl_{os.getpid()}"
    admin = _pg_admin()
    with admin.connect() as c:
        c.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        c.execute(text(f'CREATE DATABASE "{name}"'))
    upgrade(PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}")
    yield name
    with admin.connect() as c:
        c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, migrated store on each backend."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'memory.db'}"
        upgrade(url)
        yield url
        reset_runtimes()
        return
    template = request.getfixturevalue("pg_template")
    name = f"mc_{uuid.uuid4().hex[:12]}"
    admin = _pg_admin()
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{name}" TEMPLATE "{template}"'))
    yield PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    reset_runtimes()
    with admin.connect() as c:
        c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def _clear_redis(r: redis.Redis) -> None:
    """Empty queues and results, but keep kombu's exchange bindings: producers cache their
    declarations per pooled connection, as they would in production."""
    keys = [
        k for k in r.scan_iter("*") if not k.startswith(b"_kombu.binding.") and k != _LOCK.encode()
    ]
    if keys:
        r.delete(*keys)


@pytest.fixture
def redis_url() -> Iterator[str]:
    r = redis.Redis.from_url(REDIS_URL)
    _clear_redis(r)
    yield REDIS_URL
    _clear_redis(r)
    r.close()


FAST = {
    "task_retry_backoff": 0.05,
    "task_retry_backoff_max": 0.2,
    "task_max_retries": 2,
    "llm_max_attempts": 3,
    "llm_backoff_max": 0.3,
    "llm_timeout": 2.0,
}


@pytest.fixture
def make_settings(database_url: str, redis_url: str) -> Callable[..., Settings]:
    def build(**overrides: Any) -> Settings:
        values: dict[str, Any] = {"database_url": database_url, "broker_url": redis_url, **FAST}
        values.update(overrides)
        return Settings(**values)

    return build


@pytest.fixture
def settings(make_settings: Callable[..., Settings]) -> Settings:
    return make_settings()


@pytest.fixture
def llm() -> Iterator[ScriptedLLM]:
    server = ScriptedLLM().start()
    yield server
    server.stop()


@pytest.fixture
def llm_settings(make_settings: Callable[..., Settings], llm: ScriptedLLM) -> Settings:
    return make_settings(
        openai_base_url=llm.base_url, openai_api_key="test-key", llm_model="test-model"
    )
