"""Fixtures every tier may use. Nothing here touches a service at import or collection.

- the environment cleanup: tests build their own settings;
- the ``unit`` / ``store`` / ``system`` marker of each test, from its folder;
- ``database_url``: a fresh migrated store on SQLite and on PostgreSQL (databases cloned from
  a migrated template, created the first time a PostgreSQL test runs);
- ``make_settings`` / ``settings`` with no broker (tests/system/conftest.py adds Redis);
- ``llm``: the scripted OpenAI-compatible server, the only stand-in (at the HTTP boundary).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings as _hypothesis_settings
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError

from memory_core.settings import Settings
from tests.support.llm_server import ScriptedLLM
from tests.support.services import PG_ADMIN_URL, unavailable  # reads MEMORY_TEST_* first

for _k in [k for k in os.environ if k.upper().startswith("MEMORY_")]:
    os.environ.pop(_k)  # tests build their own settings; a stray variable must not leak in
for _k in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
    os.environ.pop(_k, None)

TIERS = ("unit", "store", "system", "reliability")
_HERE = Path(__file__).resolve().parent


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test with its tier folder, so ``-m unit`` selects what ``tests/unit`` does."""
    for item in items:
        try:
            parts = item.path.resolve().relative_to(_HERE).parts
        except ValueError:
            continue
        if parts and parts[0] in TIERS:
            item.add_marker(getattr(pytest.mark, parts[0]))


def _pg_admin() -> Any:
    return create_engine(
        PG_ADMIN_URL, isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 10}
    )


@pytest.fixture(scope="session")
def pg_template() -> Iterator[str]:
    """A migrated PostgreSQL database that each test clones (fast, isolated)."""
    from memory_core.store.migrate import upgrade

    name = f"mc_tmpl_{os.getpid()}"
    admin = _pg_admin()
    try:
        with admin.connect() as c:
            c.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
            c.execute(text(f'CREATE DATABASE "{name}"'))
    except OperationalError as exc:
        admin.dispose()
        unavailable("PostgreSQL", PG_ADMIN_URL, exc)
    upgrade(PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}")
    yield name
    with admin.connect() as c:
        c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, migrated store on each backend."""
    from memory_core.ingest.pipeline import reset_runtimes
    from memory_core.store.migrate import upgrade

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


FAST = {
    "task_retry_backoff": 0.05,
    "task_retry_backoff_max": 0.2,
    "task_max_retries": 2,
    "llm_max_attempts": 3,
    "llm_backoff_max": 0.3,
    "llm_timeout": 2.0,
}
# Unit and store tests never reach a broker; should one try, this address refuses at once
# instead of reaching a Redis that other runs share.
NO_BROKER = "redis://127.0.0.1:1/0"


@pytest.fixture
def make_settings(database_url: str) -> Callable[..., Settings]:
    def build(**overrides: Any) -> Settings:
        values: dict[str, Any] = {"database_url": database_url, "broker_url": NO_BROKER, **FAST}
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


# Property tests run the same examples on every run, so a pass or a failure is reproducible
# (random exploration is for local runs: HYPOTHESIS_PROFILE=explore).
_hypothesis_settings.register_profile("ci", derandomize=True)
_hypothesis_settings.register_profile("explore", derandomize=False)
_hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
