"""The gazetteer outside space-separated English: names inside Japanese text (kana and kanji are
boundaries, not letters), case endings glued onto a capitalised name in Polish, Czech and
Finnish, and "Go" after another language's "in"."""

from __future__ import annotations

import pytest

from memory_core.model.products import mentions


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("インフラはAWSで、DBはMySQL 8です。", ["AWS", "MySQL 8"]),
        ("キャッシュにはRedisを使っています", ["Redis"]),
        ("aplikacja działa na Kubernetesie, a kolejka to Kafka", ["Kubernetes", "Kafka"]),
        ("serwery mamy w Hetznerze", ["Hetzner"]),
        ("jedeme na Hetzneru", ["Hetzner"]),
        ("backend er skrevet i Go", ["Go"]),
    ],
)
def test_names_in_other_scripts_and_inflections(text: str, values: list[str]) -> None:
    assert [m.value for m in mentions(text)] == values


@pytest.mark.parametrize(
    "text",
    [
        "en flaska öl till festen",  # lower case: a word, not Flask with an ending
        "we flew to Goa last year",  # short and ambiguous names take no ending
        "Redistribution of the load",  # not an ending from the list
    ],
)
def test_no_name_from_ordinary_words(text: str) -> None:
    assert mentions(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Vi har en Node.js-backend", ["Node.js"]),
        ("Redis-klusteret er nede", ["Redis"]),
        ("Postgres-databasen", ["PostgreSQL"]),
        ("Is it Render-compatible?", []),
        ("a Postgres-compatible store", []),
    ],
)
def test_compounds_with_a_things_noun(text: str, values: list[str]) -> None:
    assert [m.value for m in mentions(text)] == values
