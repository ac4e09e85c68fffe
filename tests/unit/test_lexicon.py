"""The paraphrase lexicon: word classes name a wish whatever its wording, the contrasted or
negated term is what the user does not want, and a mention without its subject is no wish."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_core.jobs.reflect.lexicon import family_for_value, name_by_lexicon
from memory_core.jobs.reflect.statements import (
    Statement,
    group_statements,
    name_statement,
    value_for_fact,
)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("a quick call works better than email for me", ("contact_channel", "phone")),
        ("give me a ring instead of the long mail threads, please", ("contact_channel", "phone")),
        ("honestly, just drop me an e-mail rather than phoning", ("contact_channel", "email")),
        ("I rarely check email, phone me when it's done", ("contact_channel", "phone")),
        ("ping me on Slack next time instead", ("contact_channel", "chat")),
        ("that was too quick for me, walk me through it", ("answer_style", "detailed")),
        ("way too long, just the command next time", ("answer_style", "concise")),
        ("the full steps please, not just the one-liner", ("answer_style", "detailed")),
        ("keep it brief, I'm between meetings", ("answer_style", "concise")),
        ("Schritt für Schritt bitte, ich bin neu", ("answer_style", "detailed")),
        ("paste the curl request too next time", ("example_format", "curl")),
        ("from the terminal, not only the SDK snippet, please", ("example_format", "curl")),
        ("a Python example would help, please", ("example_format", "code")),
        ("keep the tone formal with me, please", ("tone", "formal")),
        ("always use metric units, please", ("units", "metric")),
        ("day first please, we're in Australia", ("date_format", "DD/MM/YYYY")),
        ("year-month-day in every summary please", ("date_format", "ISO 8601")),
    ],
)
def test_word_classes_name_the_wish(text: str, want: tuple[str, str] | None) -> None:
    got = name_by_lexicon(text)
    assert (got[0], got[1].value) == want if got is not None else want is None


@pytest.mark.parametrize(
    "text",
    [
        "password reset emails never arrive",  # a mention, not a wish about contact
        "the API call returns 403 with a fresh token",
        "our short-lived tokens expire after an hour",
        "we run the job from a shell script",
        "can you show the curl output of the health endpoint? it times out",
        "could you explain why the job failed?",
        "please give me a short summary of the incident",  # a request, not a standing wish
        "please detail the steps you took",
    ],
)
def test_mentions_without_their_subject_are_no_wish(text: str) -> None:
    assert name_by_lexicon(text) is None


def test_an_adjective_of_their_data_is_no_wish() -> None:
    assert name_statement("the detailed logs show a timeout, please check") is None


def test_the_regex_vocabulary_comes_first_and_the_lexicon_fills_in() -> None:
    named = name_statement("please use YYYY-MM-DD with me")
    assert named is not None and named[1].value == "ISO 8601"
    named = name_statement("a call works better than email for me, as before")
    assert named is not None and (named[0], named[1].value) == ("contact_channel", "phone")


def test_extracted_slot_values_map_to_their_family() -> None:
    short = family_for_value("answer_style", "short")
    assert short is not None and short.value == "concise"
    v = value_for_fact("answer_style", "short")
    assert v is not None and v.value == "concise"
    v = value_for_fact("reply_language", "German")
    assert v is not None and v.rule == "Answer the user in German"
    assert value_for_fact("plan", "Pro") is None


def test_the_extractors_slot_facts_alone_make_a_group_citing_their_sessions() -> None:
    t0 = datetime(2026, 5, 4, tzinfo=UTC)
    facts = [
        Statement(i, f"s{i}", "", t0 + timedelta(days=9 * i), "short", "answer_style", v.value)
        for i in range(3)
        if (v := value_for_fact("answer_style", "short")) is not None
    ]
    [group] = group_statements(facts, None, similarity=0.25, min_sessions=3)
    assert (group.concept, group.value, group.sessions()) == (
        "answer_style",
        "concise",
        ["s0", "s1", "s2"],
    )
    assert group.rule is not None and group.rule.startswith("Keep answers short")
    assert group_statements(facts[:2], None, similarity=0.25, min_sessions=3) == []
