"""Round 4: form-style lines ("- SQS removed", "CI: X (was Y)") read by their shape."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor


def _facts(text: str, key: str, value: str) -> list[tuple[str, str, str | None]]:
    inp = ExtractionInput(
        messages=[{"role": "user", "content": text}],
        started_at=datetime.now(UTC),
        current_facts=[CurrentFact("user", "technical_environment", key, value)],
    )
    ex = BuiltinExtractor().extract(inp).extraction
    return [(f.op, f.value, f.previous) for f in ex.facts if f.entity == "user" and f.key == key]


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            "Update for our records:\n- SQS removed\n- Database: PostgreSQL 16",
            "message_queue",
            "SQS",
        ),
        ("Status: Redis - decommissioned.", "cache", "Redis"),
        ("Changes:\n- Cache: none (Redis removed)", "cache", "Redis"),
        ("Queue: SQS (retired 1 Nov)", "message_queue", "SQS"),
        ("- Кэш: Redis удалён", "cache", "Redis"),
        ("- Redis: премахнат", "cache", "Redis"),
    ],
)
def test_an_ending_line(text: str, key: str, value: str) -> None:
    assert [op for op, _, _ in _facts(text, key, value)] == ["retract"]


@pytest.mark.parametrize(
    ("text", "key", "old", "new"),
    [
        ("CI: GitHub Actions (was Jenkins)", "ci_system", "Jenkins", "GitHub Actions"),
        ("Hosting: AWS (previously Heroku)", "cloud_provider", "Heroku", "AWS"),
        ("- Hosting: AWS (раньше Heroku)", "cloud_provider", "Heroku", "AWS"),
        ("Database: MySQL 8 -> PostgreSQL 16", "database", "MySQL 8", "PostgreSQL 16"),
    ],
)
def test_a_change_line(text: str, key: str, old: str, new: str) -> None:
    assert _facts(text, key, old) == [("set", new, old)]


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("- Redis dropped connections under load", "cache", "Redis"),
        ("Redis removed the bottleneck for us.", "cache", "Redis"),
        ("- Redis not removed yet", "cache", "Redis"),
        ("Hosting: maybe AWS (previously Heroku)", "cloud_provider", "Heroku"),
    ],
)
def test_not_an_ending_or_change(text: str, key: str, value: str) -> None:
    assert all(op != "retract" and prev is None for op, _, prev in _facts(text, key, value))


def test_a_third_partys_form_line_is_not_the_users() -> None:
    assert _facts("Our customer: SQL Server (was Oracle)", "database", "Oracle") == []


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("We are pleased to confirm the migration to Azure completed on 3 November.", True),
        ("The migration to Azure is not finished yet.", False),
        ("The migration to Azure will be completed next month.", False),
        ("Is the migration to Azure completed?", False),
    ],
)
def test_a_move_said_to_be_done(text: str, done: bool) -> None:
    assert (_facts(text, "cloud_provider", "AWS") == [("set", "Azure", None)]) is done
