"""Clauses in a script the word rules cannot read (``extract.builtin.scripts``): a change
read from structure alone (the current value, a short gap of that script, another product of
the same attribute), and a contradicting product with no change cue left unwritten. The
sentences are written for the tests, in Persian, Bengali, Georgian and Amharic."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.builtin.scripts import other_script, script_change


def facts(text: str, **current: str) -> set[tuple[str, str, str, str, str | None]]:
    now = [CurrentFact("user", "technical_environment", k, v) for k, v in current.items()]
    inp = ExtractionInput(
        messages=[{"role": "user", "content": text}],
        started_at=datetime(2026, 1, 1, tzinfo=UTC),
        current_facts=now,
    )
    out = BuiltinExtractor().extract(inp).extraction.facts
    return {(f.entity, f.key, f.op, f.value, f.previous) for f in out}


def user_values(found: set[tuple[str, str, str, str, str | None]], key: str) -> set[str]:
    return {v for e, k, op, v, _ in found if e == "user" and k == key and op == "set"}


@pytest.mark.parametrize(
    ("text", "current", "expected"),
    [
        (
            "ما ماه گذشته از Heroku به Render مهاجرت کردیم.",
            {"cloud_provider": "Heroku"},
            ("user", "cloud_provider", "set", "Render", "Heroku"),
        ),
        (
            "আমরা গত সপ্তাহে MySQL 8.0 থেকে PostgreSQL 16 এ চলে গেছি।",
            {"database": "MySQL 8.0"},
            ("user", "database", "set", "PostgreSQL 16", "MySQL 8.0"),
        ),
        (
            "ኮዱን ባለፈው ወር ከ Jenkins ወደ GitLab CI አዛወርነው።",
            {"ci_system": "Jenkins"},
            ("user", "ci_system", "set", "GitLab CI", "Jenkins"),
        ),
        (  # the current value named without its version still anchors the change
            "ما از PostgreSQL به CockroachDB رفتیم.",
            {"database": "PostgreSQL 15"},
            ("user", "database", "set", "CockroachDB", "PostgreSQL"),
        ),
    ],
)
def test_a_change_read_from_structure(
    text: str, current: dict[str, str], expected: tuple[str, ...]
) -> None:
    assert expected in facts(text, **current)


@pytest.mark.parametrize(
    ("text", "current"),
    [
        # nothing current: two names of one attribute could be a list
        ("ما از Heroku به Render مهاجرت کردیم.", {}),
        # a list, not a change: punctuation between them, or a third name
        ("আমরা MySQL 8.0, PostgreSQL 16 দুটোই চালাই।", {"database": "MySQL 8.0"}),
        ("ما MySQL 8.0 و PostgreSQL 16 و MongoDB داریم.", {"database": "MySQL 8.0"}),
        # the first name is not what the user runs: the order says nothing
        ("ما از MongoDB به PostgreSQL 16 رفتیم.", {"database": "MySQL 8.0"}),
    ],
)
def test_no_change_without_the_current_value_first(text: str, current: dict[str, str]) -> None:
    assert not any(prev for *_, prev in facts(text, **current))


@pytest.mark.parametrize(
    ("text", "current", "key"),
    [
        (
            "مشتری بزرگ ما از Oracle استفاده می‌کند، می‌شود وصلش کرد؟",
            {"database": "MySQL 8.0"},
            "database",
        ),
        ("ჩვენი პარტნიორი Azure-ზე მუშაობს.", {"cloud_provider": "Hetzner"}, "cloud_provider"),
    ],
)
def test_a_contradicting_product_without_a_cue_is_not_written(
    text: str, current: dict[str, str], key: str
) -> None:
    assert user_values(facts(text, **current), key) == set()


def test_the_unreadable_clause_still_states_what_agrees_or_is_new() -> None:
    assert user_values(facts("ما هنوز روی Postgres هستیم.", database="PostgreSQL 16"), "database")
    assert user_values(facts("پایگاه داده ما PostgreSQL 16 است."), "database") == {"PostgreSQL 16"}


def test_other_script_ignores_product_names_and_latin_text() -> None:
    assert not other_script("We moved from Heroku to Render.")
    assert not other_script("Wir sind von Heroku zu Render umgezogen.")
    assert other_script("از Heroku به Render")
    assert script_change("from Heroku to Render", {"cloud_provider": "Heroku"}) is None


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "გთხოვთ, მიპასუხეთ ინგლისურად (English), გუნდის ნახევარი ქართულს ვერ კითხულობს.",
            "English",
        ),
        ("לענות לי בספרדית (Spanish) בבקשה", "Spanish"),
        ("请用德语（German）回复我们", "German"),
    ],
)
def test_a_glossed_language_in_another_script_is_the_reply_language(
    text: str, language: str
) -> None:
    assert user_values(facts(text), "reply_language") == {language}


@pytest.mark.parametrize(
    "text",
    [
        "Our docs come in two versions (English) and (German).",  # Latin text: the words decide
        "პასუხი (English) ან (French), სულ ერთია.",  # two glossed: no choice made
        "请用中文（Chinese）回复",  # a language of a non-Latin script is not glossed for a reader
    ],
)
def test_no_glossed_language(text: str) -> None:
    assert user_values(facts(text), "reply_language") == set()


@pytest.mark.parametrize(
    "text",
    ["ระบบหลังบ้านของเราเขียนด้วย Go ครับ", "后端服务都是 Go 写的。", "ჩვენი სერვისი Go ენაზეა."],
)
def test_go_between_letters_of_another_script_is_the_language(text: str) -> None:
    assert user_values(facts(text), "programming_language") == {"Go"}


def test_go_in_latin_text_still_needs_its_cue() -> None:
    assert user_values(facts("Let's Go live on Monday."), "programming_language") == set()


def session(*turns: str) -> set[tuple[str, str, str, str, str | None]]:
    inp = ExtractionInput(
        messages=[{"role": "user", "content": t} for t in turns],
        started_at=datetime(2026, 1, 1, tzinfo=UTC),
    )
    out = BuiltinExtractor().extract(inp).extraction.facts
    return {(f.entity, f.key, f.op, f.value, f.previous) for f in out}


def test_what_the_user_said_earlier_in_the_session_is_guarded_too() -> None:
    found = session("پایگاه داده ما PostgreSQL 16 است.", "مشتری بزرگ ما از Oracle استفاده می‌کند.")
    assert user_values(found, "database") == {"PostgreSQL 16"}


def test_a_change_against_what_was_said_earlier_in_the_session() -> None:
    found = session("سرورهای ما روی Heroku هستند.", "دیروز از Heroku به Render مهاجرت کردیم.")
    assert ("user", "cloud_provider", "set", "Render", "Heroku") in found


def test_an_arrow_between_the_current_value_and_another_in_another_script() -> None:
    found = facts("بروزرسانی: Jenkins → GitLab CI، همه چیز کار می‌کند.", ci_system="Jenkins")
    assert ("user", "ci_system", "set", "GitLab CI", "Jenkins") in found
