"""The built-in extractor on clause roles and spellings: versions glued to the name or made
precise in brackets, "X now 24.8", a vaguer restatement that keeps the version, requests to
the assistant, a product named for another role, a language beside its runtime, team
sizes, plans and contact channels in more shapes. Each case has a trap beside it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.model.facts import Statement, latest_statements


def said(*turns: str) -> dict[str, tuple[str, str]]:
    """The user's facts (value, op) from turns that alternate user / assistant."""
    msgs = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(turns)
    ]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    found = BuiltinExtractor().extract(inp).extraction.facts
    return {f.key: (f.value, f.op) for f in found if f.entity == "user"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We upgraded to PG16 (16.4) last week.", {"database": ("PostgreSQL 16.4", "set")}),
        ("The worker is python3 only.", {"programming_language": ("Python 3", "set")}),
        ("We run Postgres 15 (15.6) in prod.", {"database": ("PostgreSQL 15.6", "set")}),
        # a bracketed number of another major is not the version
        ("We run Postgres 15 (14 replicas).", {"database": ("PostgreSQL 15", "set")}),
        ("clickhouse now 24.8 LTS.", {"database": ("ClickHouse 24.8", "set")}),
        ("Kafka now 3 brokers.", {"message_queue": ("Kafka", "set")}),
        (
            "rust service, clickhouse behind it.",
            {"programming_language": ("Rust", "set"), "database": ("ClickHouse", "set")},
        ),
        ("the paint has rust on it.", {}),
        (
            "Our app is TypeScript on Node.js 20 with Express.",
            {"programming_language": ("TypeScript", "set"), "framework": ("Express", "set")},
        ),
        ("Sidekiq + Redis for jobs.", {"message_queue": ("Sidekiq", "set")}),
        ("Redis for jobs, nothing else.", {"message_queue": ("Redis", "set")}),
        ("We use Postgres for jobs too.", {"database": ("PostgreSQL", "set")}),
    ],
)
def test_versions_and_roles(text: str, expected: dict[str, tuple[str, str]]) -> None:
    assert said(text) == expected


def test_a_request_to_the_assistant_is_not_a_statement_of_the_stack() -> None:
    out = said(
        "We no longer use Datadog, contract ended, so please remove the Datadog integration."
    )
    assert out == {"observability": ("Datadog", "retract")}
    assert said("Can you enable the Sentry alerts for us?") == {}


def test_a_vaguer_restatement_later_in_the_session_keeps_the_version() -> None:
    """The merge takes one statement per slot and session: the precise one, not the last."""
    msgs = [
        {"role": "user", "content": "We finished migrating to Postgres 15.6 last week."},
        {"role": "assistant", "content": "Congratulations!"},
        {"role": "user", "content": "Yes, the CDC connector now reads the Postgres WAL."},
    ]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    st = [
        Statement(f.entity, f.key, f.category, f.value, f.confidence)
        for f in BuiltinExtractor().extract(inp).extraction.facts
    ]
    assert [s.value for s in st] == ["PostgreSQL 15.6", "PostgreSQL"]
    assert latest_statements(st, 0.3)[("user", "database")].value == "PostgreSQL 15.6"
    again = latest_statements([*st, st[0]], 0.3)[("user", "database")]
    assert again.value == "PostgreSQL 15.6"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Small team, 4 people.", "4"),
        ("After the reorg engineering is 24 people, please update the seats.", "24"),
        ("The team is 18 engineers now.", "18"),
        ("My team reads these tickets, somos 15.", "15"),
        ("The support team, 2 people are on leave this week.", None),
        ("somos 15 en la oficina de Madrid.", None),
    ],
)
def test_team_sizes(text: str, expected: str | None) -> None:
    assert said(text).get("team_size", (None,))[0] == expected


@pytest.mark.parametrize(
    ("text", "key", "expected"),
    [
        ("Please add two more seats to our Enterprise plan.", "plan", "Enterprise"),
        ("Our growth plan for 2027 is ambitious.", "plan", None),
        ("We want to move off our Pro plan.", "plan", None),
        ("Kindly reply on Slack thread, I am mostly there.", "contact_channel", "Slack"),
        (
            "Pour les prochains échanges, l'e-mail est le mieux pour moi.",
            "contact_channel",
            "email",
        ),
        ("Please reply in English.", "contact_channel", None),
        ("sg timezone if you book anything.", "timezone", "Asia/Singapore"),
    ],
)
def test_account_and_contact_cues(text: str, key: str, expected: str | None) -> None:
    assert said(text).get(key, (None,))[0] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Redis is no longer part of our stack.", {"cache": ("Redis", "retract")}),
        ("Redis isn't something we use.", {}),
        ("Redis was never our cache, we use Memcached.", {"cache": ("Memcached", "set")}),
    ],
)
def test_a_negation_said_of_the_product_writes_no_value(
    text: str, expected: dict[str, tuple[str, str]]
) -> None:
    assert said(text) == expected
