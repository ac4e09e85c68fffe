"""English wordings of endings, wishes and preferences (``extract.builtin``): a product
outgrown, a part of it said to be gone, someone else wanting us on a plan, the best way to
reach me, a format that "should be", and step-by-step asked for without a noun. Sentences
written for the tests."""

from __future__ import annotations

import pytest

from tests.support.extraction import fact_tuples as facts


def test_outgrown_product_ends_and_the_move_names_the_next() -> None:
    got = facts("We outgrew SQLite - everything lives in PostgreSQL 16 now.")
    assert ("user", "database", "retract", "SQLite", None) in got
    assert any(k == "database" and op == "set" and "PostgreSQL" in v for _, k, op, v, _ in got)


@pytest.mark.parametrize(
    "text",
    [
        "The Redis cluster that backed our sessions has been decommissioned.",
        "the Memcached tier behind the API is gone now",
    ],
)
def test_a_part_of_the_product_gone_ends_it(text: str) -> None:
    assert any(op == "retract" for _, _, op, _, _ in facts(text))


def test_a_problem_gone_ends_nothing() -> None:
    got = facts("The Redis latency spikes we saw last week are gone.")
    assert not any(op == "retract" for _, _, op, _, _ in got)


def test_someone_wanting_us_on_a_plan_is_no_plan() -> None:
    got = facts("Our investor wants us on the Enterprise plan; we are on Team.")
    assert not any(k == "plan" and v == "Enterprise" for _, k, _, v, _ in got)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The quickest way to reach me is WhatsApp.", "WhatsApp"),
        ("Best way to contact us: Slack.", "Slack"),
    ],
)
def test_best_way_to_reach_me(text: str, value: str) -> None:
    assert ("user", "contact_channel", "set", value, None) in facts(text)


def test_a_format_that_should_be_is_asked_for() -> None:
    assert ("user", "date_format", "set", "ISO 8601", None) in facts(
        "Report dates should be YYYY-MM-DD."
    )


def test_step_by_step_without_a_noun() -> None:
    assert ("user", "answer_style", "set", "detailed", None) in facts(
        "For the migration I want the whole step-by-step."
    )
    assert not any(k == "answer_style" for _, k, *_ in facts("I need the step-by-step PDF."))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Briefer answers going forward please.", "short"),
        ("For the runbooks, thorough step-by-step answers please.", "detailed"),
        ("Also bullet lists please, not essays.", "short"),
    ],
)
def test_elliptic_style_requests(text: str, value: str) -> None:
    assert ("user", "answer_style", "set", value, None) in facts(text)


def test_a_channel_verb_with_a_standing_cue_after_it() -> None:
    assert ("user", "contact_channel", "set", "phone", None) in facts(
        "Teams pings get lost - call me instead from now on."
    )
    assert not any(k == "contact_channel" for _, k, *_ in facts("Call me instead going forward?"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("And dates as YYYY-MM-DD in the CSV.", "ISO 8601"),
        ("We would like the statements with DD/MM/YYYY dates.", "DD/MM/YYYY"),
    ],
)
def test_date_format_requests(text: str, value: str) -> None:
    assert ("user", "date_format", "set", value, None) in facts(text)


def test_a_reported_date_format_is_no_request() -> None:
    assert not any(
        k == "date_format" for _, k, *_ in facts("The old report printed dates as DD/MM/YYYY.")
    )


def test_two_versions_of_one_product_across_an_arrow_are_an_upgrade() -> None:
    assert ("user", "database", "set", "MariaDB 11.4", "MariaDB 10.6") in facts(
        "Primary DB: MariaDB 10.6 -> MariaDB 11.4 since Friday."
    )


def test_two_products_across_an_arrow_are_no_change() -> None:
    got = facts("Events flow RabbitMQ -> BigQuery every hour.")
    assert not any(prev for *_, prev in got)


def test_a_planned_upgrade_says_nothing() -> None:
    assert facts("Redis 6 -> Redis 7 is planned for Q4.") == set()


def test_a_system_owned_by_a_named_role_is_theirs() -> None:
    got = facts("Our freight broker's portal runs on SQL Server.")
    assert not any(entity == "user" for entity, *_ in got)
    assert ("user", "database", "set", "PostgreSQL 15", None) in facts(
        "Our product's database is PostgreSQL 15."
    )
