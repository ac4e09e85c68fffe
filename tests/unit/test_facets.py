"""Facets of how an answer is written: differently worded wishes named alike, one-offs and
other people's wishes not, and slot-less concepts kept apart from fact slots (pure)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_core.jobs.reflect.builtin import BuiltinReflector, rule_concept
from memory_core.jobs.reflect.diff import _current_concept
from memory_core.jobs.reflect.facets import name_facets
from memory_core.jobs.reflect.inputs import EpisodeInfo, ReflectionInput
from memory_core.jobs.reflect.statements import find_statements, group_statements

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _named(text: str) -> list[tuple[str, str]]:
    return [(k, v.value) for k, v in name_facets(text)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("please just say 10 PM, I don't read military time", ("time_format", "12-hour")),
        ("can you use am/pm when you write times?", ("time_format", "12-hour")),
        ("24-hour clock please, 22:00-02:00. am/pm trips me up", ("time_format", "24-hour")),
        ("again with AM/PM, could you write it as 08:00-18:00?", ("time_format", "24-hour")),
        ("and again USD... I need the figure in euros please", ("currency", "EUR")),
        ("Please link the docs page when you state a limit", ("citations", "cite sources")),
        ("With a reference please, as usual.", ("citations", "cite sources")),
        ("again with the camelCase, snake_case please", ("naming_style", "snake_case")),
        (
            "name things like we do (battery_level, not batteryLevel)",
            ("naming_style", "snake_case"),
        ),
        ("no markdown tables or formatting please", ("markup", "plain text")),
        ("you don't need to apologise in every message", ("apologies", "no apologies")),
        (
            "the fix was at the very bottom again. lead with it please",
            ("answer_order", "fix first"),
        ),
        ("Encore en TTC... donnez-moi les montants HT svp", ("tax_basis", "excluding tax")),
        (
            "Please mention the CLI version your instructions are for",
            ("tool_version", "mention version"),
        ),
        (
            "we're a python shop - examples in python please, not typescript",
            ("code_language", "Python"),
        ),
        ("Per favore, niente emoji.", ("emoji", "no emoji")),
        ("y nada de listas de viñetas, por favor, mejor texto seguido", ("lists", "prose")),
    ],
)
def test_differently_worded_wishes_name_one_facet(text: str, want: tuple[str, str]) -> None:
    assert want in _named(text)


@pytest.mark.parametrize(
    "text",
    [
        "The invoice shows the wrong VAT number, can you fix it?",
        "My colleague likes short answers, I don't mind",
        "Where can I change the time zone of the dashboard?",
        "The export crashes when the file has 10,000 rows",
        "sorry for the late reply, can you check my ticket?",
        "I apologise for the delay, could you look again?",
        "Please send the report at 9 am",
        "the docs page link is broken, can you fix it?",
        "Could you include the source code of the plugin?",
        "which version should I install? please advise",
        "our Python client throws 500 errors, please help",
    ],
)
def test_problems_and_questions_name_no_facet(text: str) -> None:
    assert _named(text) == []


def test_one_turn_is_evidence_for_every_facet_it_names() -> None:
    text = "again with the camelCase, snake_case please. And type the parameters"
    stmts = find_statements(1, "s1", T0, [("m1", text)])
    assert {(s.concept, s.value) for s in stmts} == {
        ("naming_style", "snake_case"),
        ("type_hints", "type hints"),
    }


def _episode(i: int, ask: str, said: str) -> EpisodeInfo:
    at = T0 + timedelta(days=7 * i)
    return EpisodeInfo(i, f"s{i}", "u", at, None, "", 1, [(f"s{i}-1", ask), (f"s{i}-2", said)])


def _consolidate(turns: list[tuple[str, str]]) -> list[tuple[str, str, int]]:
    eps = [_episode(i, ask, said) for i, (ask, said) in enumerate(turns)]
    stmts = [
        st
        for e in eps
        for st in find_statements(e.episode_id, e.session_id, e.started_at, e.user_messages)
    ]
    groups = group_statements(stmts, None, similarity=1.0, min_sessions=3)
    inp = ReflectionInput("t", "u", eps, [], {}, [], [], 3, groups, {})
    return [
        (c.concept, c.rule, len(c.evidence))
        for c in BuiltinReflector(3).consolidate(inp).candidates
    ]


def test_three_wordings_become_one_generalised_rule_and_a_one_off_none() -> None:
    got = _consolidate(
        [
            ("When is the maintenance?", "please just say 10 PM, I don't read military time"),
            ("Reminders went out late.", "can you use am/pm when you write times?"),
            ("Is the portal down?", "Give me the time the American way please (like 3 PM)."),
            ("How much is the add-on?", "please quote it in euros"),  # once: no rule
        ]
    )
    assert got == [("said:user:time_format", "Give times in 12-hour AM/PM format", 3)]


def test_slotless_concepts_are_said_and_old_rows_are_renamed() -> None:
    assert rule_concept("date_format") == "fact:user:date_format"
    assert rule_concept("tone") == "said:user:tone"
    assert _current_concept("fact:user:example_format") == "said:user:example_format"
    assert _current_concept("fact:user:language") == "fact:user:reply_language"
    assert _current_concept("fact:user:plan") == "fact:user:plan"


@pytest.mark.parametrize(
    "text",
    [
        "just this once, give me the price in EUR please",
        "for this report, use 24-hour times please",
        "solo esta vez, respuestas cortas por favor",
    ],
)
def test_a_wish_for_one_occasion_names_nothing(text: str) -> None:
    assert all(s.concept is None for s in find_statements(1, "s1", T0, [("m1", text)]))
