"""Reliability tier: each test owns its servers (a ``redis-server`` with AOF on a free port,
a PostgreSQL cluster from ``initdb``), so killing them disturbs nobody else. Loopback only.

Figures (sent, stored, lost, duplicated, recovery) are appended as JSON lines to
``$RELIABILITY_FIGURES`` when set (the README's table is made from them)."""

from __future__ import annotations

import json
import os
import shutil
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from memory_core.settings import Settings
from tests.support.faults import PgCluster, RedisServer
from tests.support.reliability import QUICK

FIGURES = os.environ.get("RELIABILITY_FIGURES")


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[RedisServer]:
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed")
    server = RedisServer(tmp_path).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def pg_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PgCluster]:
    if not list(Path("/usr/lib/postgresql").glob("*/bin/initdb")):
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    cluster = PgCluster(tmp_path_factory.mktemp("pg")).init()
    yield cluster
    cluster.destroy()


@pytest.fixture
def pg_db(pg_cluster: PgCluster) -> str:
    from memory_core.store.migrate import upgrade

    url = pg_cluster.create_db(f"rel_{uuid.uuid4().hex[:10]}")
    upgrade(url)
    return url


@pytest.fixture
def sqlite_db(tmp_path: Path) -> str:
    from memory_core.store.migrate import upgrade

    url = f"sqlite:///{tmp_path / 'memory.db'}"
    upgrade(url)
    return url


@pytest.fixture
def rel_settings() -> Callable[..., Settings]:
    def build(database_url: str, broker_url: str, **overrides: Any) -> Settings:
        known = {k: v for k, v in QUICK.items() if k in Settings.model_fields}
        return Settings(database_url=database_url, broker_url=broker_url, **{**known, **overrides})

    return build


@pytest.fixture
def figures() -> Callable[..., None]:
    """Record one scenario's figures (and print them: ``pytest -s`` shows them)."""

    def record(scenario: str, **values: Any) -> None:
        row = {"scenario": scenario, **values}
        print(json.dumps(row))
        if FIGURES:
            with open(FIGURES, "a") as fh:
                fh.write(json.dumps(row) + "\n")

    return record
