"""Where the test services are, and what a test does when one is missing.

``MEMORY_TEST_REDIS_URL`` and ``MEMORY_TEST_PG_URL`` are read here, once: the root conftest
imports this module before it clears every ``MEMORY_*`` variable (settings built from the
environment reject unknown ``MEMORY_`` names).
"""

from __future__ import annotations

import os
import re
from typing import NoReturn

import pytest

REDIS_BASE = os.environ.get("MEMORY_TEST_REDIS_URL", "redis://127.0.0.1:6379")
PG_ADMIN_URL = os.environ.get(
    "MEMORY_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
SETTING = {"Redis": "MEMORY_TEST_REDIS_URL", "PostgreSQL": "MEMORY_TEST_PG_URL"}


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def unavailable(service: str, url: str, exc: BaseException) -> NoReturn:
    """Skip the test that needs ``service`` (a laptop without it), or fail it when the
    ``CI`` variable is set: there a missing service is a broken run, not a reason to skip."""
    shown = re.sub(r"//([^:/@]*):[^@/]*@", r"//\1:**@", url)
    cause = getattr(exc, "orig", None) or exc  # SQLAlchemy wraps the driver's error
    detail = str(cause).strip().splitlines()[0] if str(cause).strip() else type(cause).__name__
    reason = (
        f"{service} is not reachable at {shown} ({detail}); start it or point "
        f"{SETTING.get(service, 'the tests')} at one"
    )
    if in_ci():
        message = f"{reason}. CI is set, so this fails instead of skipping."
        raise pytest.fail.Exception(message, pytrace=False) from None
    raise pytest.skip.Exception(reason) from None
