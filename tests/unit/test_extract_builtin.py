"""The built-in extractor: explicit statements in, facts out; unsure means nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor


def extract(*texts: str, current: list[CurrentFact] | None = None) -> dict[str, str]:
    msgs = [{"role": "user", "content": t} for t in texts]
    inp = ExtractionInput(
        messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC), current_facts=current or []
    )
    return {f.key: f.value for f in BuiltinExtractor().extract(inp).extraction.facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We run PostgreSQL 14 on AWS.", {"database": "PostgreSQL 14", "cloud_provider": "AWS"}),
        ("We migrated from Postgres to MySQL 8 last week.", {"database": "MySQL 8"}),
        ("We moved to Ubuntu 22.04 on all nodes.", {"operating_system": "Ubuntu 22.04"}),
        ("We upgraded to the Enterprise plan today.", {"plan": "Enterprise"}),
        ("We are a team of 20 now.", {"team_size": "20"}),
        ("My timezone is Europe/Berlin.", {"timezone": "Europe/Berlin"}),
        ("Please contact me by email from now on.", {"contact_channel": "email"}),
        ("Please always use ISO 8601 dates.", {"date_format": "ISO 8601"}),
        ("Please answer in German.", {"language": "German"}),
        ("We are not using MySQL anymore.", {}),
        ("We are considering MongoDB for the new service.", {}),
        ("The weather is nice today.", {}),
    ],
)
def test_statements(text: str, expected: dict[str, str]) -> None:
    assert extract(text) == expected


def test_version_only_update_resolves_from_the_session_or_current_facts() -> None:
    assert (
        extract("We run PostgreSQL 14.", "Update: we upgraded to 15.")["database"]
        == "PostgreSQL 15"
    )
    current = [CurrentFact("environment", "technical_environment", "database", "PostgreSQL 14")]
    assert extract("We upgraded to 15 last weekend.", current=current) == {
        "database": "PostgreSQL 15"
    }


def test_version_only_update_resolves_from_a_later_mention_in_the_same_session() -> None:
    # Without current facts (another worker may not have merged the earlier session yet)
    # the reply naming "PostgreSQL 15" decides the product.
    msgs = [
        {"role": "user", "content": "By the way, we upgraded to 15 last weekend."},
        {"role": "assistant", "content": "Good to know. PostgreSQL 15 improves replication."},
    ]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    facts = {f.key: f.value for f in BuiltinExtractor().extract(inp).extraction.facts}
    assert facts == {"database": "PostgreSQL 15"}


def test_ambiguous_version_update_extracts_nothing() -> None:
    current = [
        CurrentFact("environment", "technical_environment", "database", "PostgreSQL 14"),
        CurrentFact("environment", "technical_environment", "language", "Python 3.11"),
    ]
    assert extract("We upgraded to 15 last weekend.", current=current) == {}


def test_error_codes_become_known_issues() -> None:
    facts = extract("We keep getting error 429 from your API.")
    assert list(facts) == ["error 429"]


def test_importance_reflects_urgency() -> None:
    calm = BuiltinExtractor().extract(
        ExtractionInput(
            messages=[{"role": "user", "content": "Quick question about invoices."}],
            started_at=datetime(2026, 1, 1, tzinfo=UTC),
        )
    )
    urgent = BuiltinExtractor().extract(
        ExtractionInput(
            messages=[
                {"role": "user", "content": "URGENT: production is down, data loss, escalate now"}
            ],
            started_at=datetime(2026, 1, 1, tzinfo=UTC),
        )
    )
    assert urgent.extraction.importance > calm.extraction.importance
