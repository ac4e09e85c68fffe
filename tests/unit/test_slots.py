"""Slots (memory_core.model.slots) and the retraction-aware timeline: pure, no fixtures."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_core.model.facts import (
    Event,
    Observation,
    SlotState,
    Statement,
    classify,
    latest_statements,
    plan_slot,
    resolve_statements,
    timeline,
)
from memory_core.model.slots import (
    Vocabulary,
    canonical_key,
    relation,
    removal_target,
    resolve_owner,
    slug,
)

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def day(n: float) -> datetime:
    return T0 + timedelta(days=n)


def obs(value: str, n: float, retracted: bool = False) -> Observation:
    return Observation(value, day(n), f"s{n:g}", 0.8, retracted)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("../../u-2/plan", "u_2_plan"),
        ("user:bob@globex", "user_bob_globex"),
        ("Primary Database", "primary_database"),
        ("  ", "unknown"),
        ("x" * 100, "x" * 64),
    ],
)
def test_slug_form(raw: str, expected: str) -> None:
    assert slug(raw) == expected


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("database", "", "database"),
        ("db", "", "database"),
        ("primary_database", "", "database"),
        ("database_engine", "", "database"),
        ("Main DB", "", "database"),
        ("databse", "", "database"),  # a near spelling of a vocabulary key
        ("language", "German", "reply_language"),
        ("language", "Python 3.11", "programming_language"),
        ("preferred_contact_channel", "", "contact_channel"),
        ("favourite_colour", "", "favourite_colour"),  # unknown keys stay themselves
    ],
)
def test_canonical_keys(key: str, value: str, expected: str) -> None:
    assert canonical_key(key, value) == expected


def test_user_synonyms_extend_the_vocabulary_and_known_keys_attract_near_spellings() -> None:
    vocab = Vocabulary.build({"sla_tier": ["support_level"]})
    assert canonical_key("support_level", vocab=vocab) == "sla_tier"
    assert canonical_key("deploy_regions", known=["deploy_region"]) == "deploy_region"


@pytest.mark.parametrize(
    ("entity", "owner"),
    [
        ("user", "user"),
        ("acme corp", "user"),
        ("company", "user"),
        ("environment", "user"),
        ("customer", "customer"),
        ("Partner Globex", "partner_globex"),
        ("their vendor", "their_vendor"),
    ],
)
def test_owners(entity: str, owner: str) -> None:
    assert resolve_owner(entity) == owner


@pytest.mark.parametrize(
    ("old", "new", "rel"),
    [
        ("PostgreSQL 15", "Postgres 15", "same"),
        ("PostgreSQL 15", "PostgreSQL", "less_precise"),
        ("PostgreSQL 15", "PostgreSQL 15.4", "refines"),
        ("PostgreSQL 15.4", "PostgreSQL 15", "less_precise"),
        ("PostgreSQL 15", "PostgreSQL 16", "changes"),
        ("PostgreSQL 14", "PostgreSQL 15", "changes"),
        ("PostgreSQL 15", "MySQL 8", "changes"),
        ("MySQL 8.0", "MySQL 8", "same"),
        ("Team", "team", "same"),
        ("<EMAIL_3fa9c2>", "<EMAIL_77aa01>", "changes"),
    ],
)
def test_value_relations(old: str, new: str, rel: str) -> None:
    assert relation(old, new) == rel


@pytest.mark.parametrize(
    ("value", "target"),
    [
        ("none (Redis removed)", "Redis"),
        ("removed", ""),
        ("None", ""),
        ("Redis (dropped)", "Redis"),
        ("Redis - removed", "Redis"),
        ("PostgreSQL 15", None),
        ("Nomad", None),
    ],
)
def test_removals_worded_as_values(value: str, target: str | None) -> None:
    assert removal_target(value) == target


def test_a_drifting_restatement_is_one_interval_that_keeps_its_version() -> None:
    a, b, c, d = (
        obs("PostgreSQL 15", 0),
        obs("Postgres 15", 1),
        obs("PostgreSQL", 2),
        obs("PostgreSQL 15.4", 3),
    )
    [iv] = timeline([a, b, c, d])
    assert (iv.value, iv.valid_from, iv.valid_to, iv.times_confirmed) == (
        "PostgreSQL 15.4",
        day(0),
        None,
        4,
    )
    assert classify([a, b], c) == Event("confirmed", "PostgreSQL 15", "PostgreSQL")
    assert classify([a, b, c], d).change == "refined"
    assert classify([a], d).history_old_value is None  # not a change


def test_a_retraction_closes_without_a_successor_and_a_later_value_reopens() -> None:
    a, r, b = obs("Redis", 0), obs("Redis", 5, retracted=True), obs("Memcached", 9)
    assert classify([a], r) == Event("retracted", "Redis", None)
    assert [(i.value, i.valid_to) for i in timeline([a, r])] == [("Redis", day(5))]
    assert classify([a, r], b) == Event("added", None, "Memcached")
    assert [(i.value, i.valid_to) for i in timeline([a, r, b])] == [
        ("Redis", day(5)),
        ("Memcached", None),
    ]


def test_a_retraction_of_something_else_or_of_nothing_is_ignored() -> None:
    a = obs("Memcached", 0)
    assert classify([a], obs("Redis", 3, retracted=True)).change == "ignored"
    assert classify([], obs("", 3, retracted=True)).change == "ignored"
    assert [(i.value, i.valid_to) for i in timeline([a, obs("Redis", 3, True)])] == [
        ("Memcached", None)
    ]


def test_a_late_retraction_lands_in_the_past() -> None:
    a, b = obs("Redis", 0), obs("Redis", 10)
    late = obs("Redis", 5, retracted=True)
    assert classify([a, b], late).change == "backfilled"
    assert [(i.value, i.valid_from, i.valid_to) for i in timeline([a, b, late])] == [
        ("Redis", day(0), day(5)),
        ("Redis", day(10), None),
    ]


def test_a_stated_previous_value_makes_a_first_statement_a_change() -> None:
    new = obs("GitHub Actions", 3)
    assert classify([], new, "Jenkins") == Event("superseded", "Jenkins", "GitHub Actions")
    assert classify([obs("Jenkins", 0)], new, "Jenkins").change == "superseded"


def st(entity: str, key: str, value: str, **kw: object) -> Statement:
    return Statement(entity, key, "other", value, 0.9, **kw)  # type: ignore[arg-type]


def test_resolution_maps_owner_key_category_and_removals() -> None:
    [a, b, c] = resolve_statements(
        [
            st("acme corp", "primary_database", "Postgres 15"),
            st("company", "cache", "none (Redis removed)"),
            st("customer", "db", "SQL Server 2019"),
        ]
    )
    assert (a.entity, a.key, a.category, a.stated_as) == (
        "user",
        "database",
        "technical_environment",
        "acme_corp/primary_database",
    )
    assert (b.key, b.value, b.retract) == ("cache", "Redis", True)
    assert (c.entity, c.key) == ("customer", "database")


def test_within_a_session_a_value_beats_a_retraction_and_remembers_what_it_replaced() -> None:
    latest = latest_statements(
        [
            st("user", "plan", "Business"),
            st("user", "plan", "Standard"),
            st("user", "cache", "Redis"),
            st("user", "cache", "Redis", retract=True),
        ],
        0.3,
    )
    assert latest[("user", "plan")].previous == "Business"
    assert not latest[("user", "cache")].retract


def test_planning_a_retraction_closes_the_open_row_and_points_history_at_it() -> None:
    from memory_core.model.facts import FactRow

    state = SlotState(previous=(obs("Redis", 0),), rows=(FactRow(7, "Redis", day(0), None, None),))
    plan = plan_slot(state, st("user", "cache", "Redis", retract=True), day(4), "s4")
    assert plan.event.change == "retracted" and plan.records
    assert [(c.row_id, c.valid_to) for c in plan.closes] == [(7, day(4))]
    assert plan.writes[plan.target].row_id == 7
    nothing = plan_slot(SlotState(), st("user", "cache", "", retract=True), day(4), "s4")
    assert not nothing.records and nothing.writes == ()


def test_a_release_line_with_a_zero_minor_is_upgraded_not_refined() -> None:
    from memory_core.model.slots import relation

    assert relation("MySQL 8.0", "MySQL 8.4") == "changes"  # 8.0 -> 8.4 is an upgrade
    assert relation("MySQL 8", "MySQL 8.4") == "refines"  # 8 said less
    assert relation("MySQL 8.0", "MySQL 8.0.36") == "refines"
    assert relation("MySQL 8", "MySQL 8.0") == "same"


def test_a_key_joins_a_known_key_that_strips_to_it_either_way_round() -> None:
    """The first arrival must not decide whether two spellings are one slot."""
    assert canonical_key("support_tier_name", "Gold", ("support_tier",)) == "support_tier"
    assert canonical_key("support_tier", "Gold", ("support_tier_name",)) == ("support_tier_name")
    both = ("support_tier", "support_tier_name")  # its own slot first, when it has one
    assert canonical_key("support_tier", "Gold", both) == "support_tier"


def test_a_platform_confirms_only_the_engines_it_runs() -> None:
    """Neon runs PostgreSQL: less precise, not a change; it runs no DynamoDB or SQLite."""
    assert relation("PostgreSQL 16", "Neon") == "less_precise"
    assert relation("Neon", "PostgreSQL 16") == "refines"
    assert relation("DynamoDB", "Neon") == "changes"
    assert relation("Cloud SQL", "SQLite") == "changes"
