"""Case endings on names (``model.products.HU_CASES``, ``foreign_changes.case_change``) and the
Hungarian word classes (``extract.builtin.hungarian``); also the Czech conditional, Korean
adverbs inside a change and Czech/Polish "finished the migration". Sentences here are
variants written for the tests, not the held-out sets' wording."""

from __future__ import annotations

import pytest

from memory_core.extract.builtin.foreign_changes import case_change, case_ending
from memory_core.model.products import mentions
from tests.support.extraction import fact_tuples as facts


@pytest.mark.parametrize(
    ("text", "value", "ending"),
    [
        ("a backendet Kotlinban írtuk", "Kotlin", "ban"),
        ("a Hetzneren futunk", "Hetzner", "en"),
        ("a Datadoggal figyeljük", "Datadog", ""),  # a doubled consonant is not read
        ("a MySQL-t", "MySQL", "t"),
        ("a Vercel-re", "Vercel", "re"),
        ("a Redis 7-re", "Redis 7", "re"),
        ("a Herokuról", "Heroku", "ról"),
        ("Jenkinsistä", "Jenkins", "istä"),
    ],
)
def test_case_endings_on_names(text: str, value: str, ending: str) -> None:
    found = mentions(text)
    if not ending and not found:
        return
    assert found[0].value == value
    assert case_ending(found[0], text) == ending


def test_english_words_with_a_hyphen_are_not_case_endings() -> None:
    # "-based" and "-on-" are English compounds: the same mentions as without case endings
    assert [m.value for m in mentions("Redis-based queues and a Kafka-on-Kubernetes setup")] == []
    assert [m.value for m in mentions("we moved Redis-t")] == ["Redis"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Tavaly lecseréltük a MySQL-t PostgreSQL 16-ra.",
            ("user", "database", "set", "PostgreSQL 16", "MySQL"),
        ),
        (
            "Tavasszal a Herokuról átköltöztünk a Hetznerre.",
            ("user", "cloud_provider", "set", "Hetzner", "Heroku"),
        ),
        (
            "Vaihdoimme viime kuussa Jenkinsistä GitLab CI:hin.",
            ("user", "ci_system", "set", "GitLab CI", "Jenkins"),
        ),
        (
            "큐를 RabbitMQ에서 Kafka로 드디어 옮겼습니다.",
            ("user", "message_queue", "set", "Kafka", "RabbitMQ"),
        ),
        (
            "Minulý týden jsme dokončili migraci z Herokua na AWS.",
            ("user", "cloud_provider", "set", "AWS", "Heroku"),
        ),
    ],
)
def test_changes_marked_by_cases_and_finished_migrations(
    text: str, expected: tuple[str, str, str, str, str | None]
) -> None:
    assert expected in facts(text)


def test_a_case_change_needs_a_past_verb_of_change() -> None:
    assert case_change("a Herokuról a Hetznerre gondolunk") is None  # "we think of"
    assert case_change("a Herokuról átköltöztünk a Hetznerre") is not None


def test_hungarian_statements_endings_and_conditions() -> None:
    got = facts("A szolgáltatásainkat Kotlinban írtuk, és a Hetzneren futunk.")
    assert ("user", "programming_language", "set", "Kotlin", None) in got
    assert ("user", "cloud_provider", "set", "Hetzner", None) in got
    assert ("user", "observability", "retract", "Datadog", None) in facts(
        "A Datadogot tavaly leállítottuk."
    )
    # "if traffic grows, would it be worth introducing Kafka?": nothing stated
    assert facts("Ha nő a forgalom, érdemes lenne Kafkát bevezetni?") == set()


def test_czech_conditional_is_not_a_done_change() -> None:
    # "we are thinking that we would move to Kubernetes": a plan, not the stack
    assert not any(
        f[1] == "orchestration" for f in facts("Myslíme, že bychom přešli na Kubernetes.")
    )


def test_korean_agencies_and_contractors_are_third_parties() -> None:
    got = facts("저희 광고 대행사는 MongoDB를 쓰고, 외주 개발사는 Django를 씁니다.")
    assert not any(f[0] == "user" for f in got)
    assert ("agency", "database", "set", "MongoDB", None) in got


def test_finnish_ne_before_a_plural_verb_is_they_not_czech_no() -> None:
    got = facts("Palvelumme on tehty Kotlinilla ja ne toimivat Hetznerillä.")
    assert ("user", "programming_language", "set", "Kotlin", None) in got
    assert ("user", "cloud_provider", "set", "Hetzner", None) in got
    # Czech "ne" still declines what follows: "in PHP, not in Python"
    assert not any(f[3].startswith("Python") for f in facts("Backend je v PHP, ne Python."))


def test_a_name_that_is_also_a_word_takes_only_long_endings() -> None:
    assert [m.value for m in mentions("koodi on kirjoitettu Rustilla")] == ["Rust"]
    assert mentions("Rusty pipes, Springen und Expressen") == []
