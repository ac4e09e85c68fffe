"""The built-in extractor: explicit statements in, facts out; unsure means nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.schema import SessionExtraction
from memory_core.model.pending import PENDING_VERSION


def run(*texts: str, current: list[CurrentFact] | None = None) -> SessionExtraction:
    msgs = [{"role": "user", "content": t} for t in texts]
    inp = ExtractionInput(
        messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC), current_facts=current or []
    )
    return BuiltinExtractor().extract(inp).extraction


def extract(*texts: str, current: list[CurrentFact] | None = None) -> dict[str, str]:
    """The user's stated values (retractions and third parties left out)."""
    facts = run(*texts, current=current).facts
    return {f.key: f.value for f in facts if f.op == "set" and f.entity == "user"}


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
        ("Please answer in German.", {"reply_language": "German"}),
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


def test_error_codes_become_issues_not_facts() -> None:
    ex = run("We keep getting error 429 from your API.")
    assert ex.facts == []
    assert [(i.key, i.status) for i in ex.issues] == [("error_429", "open")]
    fixed = run("the login fails with AADSTS50011", "that was it, fixed")
    assert [(i.key, i.status) for i in fixed.issues] == [("aadsts50011", "resolved")]


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


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        # stack listings with versions, platforms giving way to the engine they host
        (
            ["Laravel 10 on PHP 8.2, MariaDB 10.6. Sentry for errors."],
            {
                "framework": "Laravel 10",
                "programming_language": "PHP 8.2",
                "database": "MariaDB 10.6",
                "observability": "Sentry",
            },
        ),
        (["db is Supabase (Postgres 15 under the hood)"], {"database": "PostgreSQL 15"}),
        (
            ["Rails 7 app, PostgreSQL 12 on RDS"],
            {"framework": "Ruby on Rails 7", "database": "PostgreSQL 12", "cloud_provider": "AWS"},
        ),
        (
            ["node 18 + express on a single dyno"],
            {"programming_language": "Node.js 18", "framework": "Express"},
        ),
        # hypotheticals, questions, negations and assistant-only mentions say nothing
        (["we're planning to migrate to GitHub Actions next quarter"], {}),
        (
            ["we considered MongoDB but didn't go for it, sticking with Postgres 13"],
            {"database": "PostgreSQL 13"},
        ),
        (["can your sync target Oracle?"], {}),
        (["yes please, by email"], {}),
        (["we didn't go for it"], {}),
        # preferences with explicit cues
        (["reach me on Slack rather than email"], {"contact_channel": "Slack"}),
        (["email is the best way to reach me, I'm rarely in slack"], {"contact_channel": "email"}),
        (["I'm in CET / Berlin time"], {"timezone": "Europe/Berlin"}),
        (["im in PT btw"], {"timezone": "America/Los_Angeles"}),
        (["please keep answers short"], {"answer_style": "short"}),
        (["DD/MM/YYYY please"], {"date_format": "DD/MM/YYYY"}),
        (["We're 15 now after the hiring round"], {"team_size": "15"}),
        (["5 extra seats please"], {}),
    ],
)
def test_phrasings(texts: list[str], expected: dict[str, str]) -> None:
    assert extract(*texts) == expected


def test_third_parties_are_kept_apart() -> None:
    ex = run("one of our customers runs SQL Server 2019", "Our partner uses Oracle.")
    assert extract("one of our customers runs SQL Server 2019") == {}
    assert {(f.entity, f.key, f.value) for f in ex.facts} == {
        ("customer", "database", "SQL Server 2019"),
        ("partner", "database", "Oracle"),
    }


@pytest.mark.parametrize(
    "text",
    [
        "We dropped Redis entirely.",
        "We're no longer using Redis.",
        "Redis is gone now.",
        "we finally moved off Redis",
        "we don't use Redis anymore",
    ],
)
def test_retractions(text: str) -> None:
    facts = run(text).facts
    assert [(f.key, f.value, f.op) for f in facts] == [("cache", "Redis", "retract")]


@pytest.mark.parametrize(
    ("text", "value", "previous"),
    [
        ("we moved from MariaDB 10.6 to 10.11 over the weekend", "MariaDB 10.11", "MariaDB 10.6"),
        ("we upgraded MongoDB from 6 to 7", "MongoDB 7", "MongoDB 6"),
        ("we finally moved off Heroku to AWS", "AWS", "Heroku"),
        ("we replaced Kafka with Redpanda last sprint", "Redpanda", "Kafka"),
        ("we switched from New Relic to Datadog this month", "Datadog", "New Relic"),
    ],
)
def test_changes_name_what_they_replaced(text: str, value: str, previous: str) -> None:
    [fact] = run(text).facts
    assert (fact.value, fact.previous, fact.op) == (value, previous, "set")


def test_summary_comes_from_fact_turns_never_a_greeting() -> None:
    assert run("Hey there! Good to see you!").summary == ""
    assert run("hi", "we're on Postgres 14 on AWS").summary.startswith("we're on Postgres 14")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a change whose destination is unknown still ends what it left
        ("We moved from Heroku to some other host", {"cloud_provider": ("Heroku", "retract")}),
        (
            "We ditched Jenkins last month for GitHub Actions",
            {"ci_system": ("GitHub Actions", "set")},
        ),
        ("Jenkins was replaced by GitHub Actions", {"ci_system": ("GitHub Actions", "set")}),
        # in progress, planned or past: nothing
        ("we're migrating to Azure", {}),
        ("we will move to Kafka next month", {}),
        ("we tried Kafka but it was too complex", {}),
        ("the staging env is on Postgres 16", {}),
    ],
)
def test_change_and_tense_markers(text: str, expected: dict[str, tuple[str, str]]) -> None:
    assert {f.key: (f.value, f.op) for f in run(text).facts} == expected


def test_a_pronoun_without_we_is_never_the_users() -> None:
    assert extract("They use Azure.") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("our old CI was Travis", {}),
        ("I'm on Eastern time", {"timezone": "America/New_York"}),
        ("Can we continue in German?", {"reply_language": "German"}),
        ("Slack works best for me", {"contact_channel": "Slack"}),
        ("dates in European format please", {"date_format": "DD/MM/YYYY"}),
        ("our subscription is Business", {"plan": "Business"}),
        ("we're on Neon (Postgres 16)", {"database": "PostgreSQL 16"}),
        ("Is the API available on the Business plan?", {}),
    ],
)
def test_more_phrasings(text: str, expected: dict[str, str]) -> None:
    assert extract(text) == expected


def test_a_publisher_is_a_third_party() -> None:
    assert {(f.entity, f.key) for f in run("Our publisher runs WordPress on Azure").facts} == {
        ("publisher", "cloud_provider")
    }


def test_two_plain_values_for_one_slot_in_a_session_are_ambiguous() -> None:
    assert extract("Our prod DB is Postgres 14, analytics is on BigQuery") == {}
    assert extract("We're on the Business plan.", "We downgraded to Standard today.") == {
        "plan": "Standard"
    }


def test_a_bare_version_with_nothing_to_read_it_against_is_kept_pending() -> None:
    """No versioned product in the session or the facts of its time: the version is kept on
    the reserved slot (observation only) for an older session arriving late to resolve;
    "15 seats" is no version, and an ambiguous choice stays nothing (see above)."""
    assert extract("We upgraded to 15 last night.") == {PENDING_VERSION: "15"}
    assert extract("We upgraded to 15 seats.") == {}
