"""Team sizes written with number words or Turkish glued persons, Portuguese destination-only
changes ("atualizamos X para o 16") and English endings by cancellation. Sentences here are
variants written for the tests, not the held-out sets' wording."""

from __future__ import annotations

import pytest

from tests.support.extraction import fact_tuples as facts


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("There are eight of us in the team.", "8"),
        ("Somos quatro desenvolvedores.", "4"),
        ("Biz 6 kişilik bir takımız.", "6"),
        ("Şu an 9 mühendisiz.", "9"),
    ],
)
def test_team_sizes_in_words_and_glued_persons(text: str, size: str) -> None:
    assert ("user", "team_size", "set", size, None) in facts(text)


def test_counts_that_are_not_team_sizes() -> None:
    assert not any(f[1] == "team_size" for f in facts("We have five open tickets with you."))
    assert not any(f[1] == "team_size" for f in facts("5 kişilik bir toplantı yaptık."))


def test_portuguese_destination_only_version_change() -> None:
    assert ("user", "database", "set", "MySQL 8", "MySQL 5") in facts(
        "Atualizamos o MySQL 5 para o 8 ontem."
    )


def test_cancelled_product_is_ended_but_a_cancelled_move_is_not() -> None:
    assert ("user", "observability", "retract", "Datadog", None) in facts(
        "We cancelled Datadog last month."
    )
    assert not any(f[3] == "Kafka" for f in facts("We cancelled the move to Kafka."))
