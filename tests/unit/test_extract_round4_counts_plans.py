"""Round 4: team counts and plans in more languages and in a form's line."""

from __future__ import annotations

import pytest

from memory_core.extract.builtin.prefs import preferences


def _pref(text: str, key: str) -> str | None:
    return next((p.value for p in preferences(text) if p.key == key), None)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("Нас четверо разработчиков.", "4"),
        ("Mūsų komandoje yra penki programuotojai.", "5"),
        ("हम पांच डेवलपर हैं।", "5"),
        ("Нашият екип е от шест разработчици.", "6"),
        ("Meil on neli arendajat.", "4"),
        ("- Engineering team: 12", "12"),
    ],
)
def test_team_size(text: str, size: str) -> None:
    assert _pref(text, "team_size") == size


@pytest.mark.parametrize(
    "text",
    ["Нужно ещё четыре разработчика.", "Naš klijent ima dvanaest programera.", "- Customers: 40"],
)
def test_not_the_team(text: str) -> None:
    assert _pref(text, "team_size") is None


@pytest.mark.parametrize(
    ("text", "plan"),
    [("Oleme praegu Free paketil.", "Free"), ("Мы сейчас на тарифе Pro.", "Pro")],
)
def test_plan(text: str, plan: str) -> None:
    assert _pref(text, "plan") == plan


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Mi smo na CET-u (srednjoeuropsko vrijeme).", "CET"),
        ("Мы живём по CET.", "CET"),
        ("Ние сме в CET.", "CET"),
        ("Mi smo na sastanku u 10.", None),
    ],
)
def test_timezone_after_a_first_person_cue(text: str, zone: str | None) -> None:
    assert _pref(text, "timezone") == zone


def test_bulgarian_masculine_count_with_a_clitic_our() -> None:
    assert _pref("Екипът ни е от трима разработчици.", "team_size") == "3"


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("Моля, използвайте формат на датата ДД.ММ.ГГГГ.", "DD.MM.YYYY"),
        ("Пожалуйста, пишите даты в формате ГГГГ-ММ-ДД.", "ISO 8601"),
    ],
)
def test_cyrillic_date_placeholders(text: str, fmt: str) -> None:
    assert _pref(text, "date_format") == fmt
