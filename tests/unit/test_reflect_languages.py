"""Wishes worded in Polish, Dutch, Swedish, Turkish and Portuguese, and chat apps by name."""

from __future__ import annotations

import pytest

from memory_core.jobs.reflect.cues import cue_kinds
from memory_core.jobs.reflect.directive import directive
from memory_core.jobs.reflect.meaning import name_group
from memory_core.jobs.reflect.vocabulary import date_example, name_statement


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Czy mógłby Pan jednak odpisać po niemiecku?", "German"),
        ("Znowu po polsku... Niemiecki, proszę.", "German"),
        ("Kan du svara på engelska?", "English"),
        ("Kan het korter?", "concise"),
        ("Eén zin is genoeg.", "concise"),
        ("Me explica passo a passo, com calma.", "detailed"),
        ("Resposta curta demais pra mim.", "detailed"),
        ("Necesito más detalle: por qué pasa.", "detailed"),
        ("Email's no good for me. WhatsApp me instead.", "whatsapp"),
        ("Any follow-up on WhatsApp please, not email.", "whatsapp"),
        ("Tarihleri her zaman GG.AA.YYYY biçiminde yazın.", "DD/MM/YYYY"),
    ],
)
def test_named_in_other_languages(text: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and named[1].value == value


def test_again_in_polish_is_a_complaint_not_the_wish() -> None:
    named = name_statement("Znowu po polsku.")
    assert named is None or named[1].value != "Polish"


def test_dotted_date_after_iso_one_shows_the_format() -> None:
    got = date_example("Bizde tarih hep 01.07.2026 gibi noktalı olur.", "Başlangıç 2026-07-01.")
    assert got is not None and got[1].value == "DD/MM/YYYY"
    assert date_example("Tamam 01.07.2026.", "Bugün nasılsın?") is None


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Jak zwykle, proszę.", "recurrence"),
        ("Som vanligt: först i staging.", "recurrence"),
        ("Yine cevabı verdin!", "recurrence"),
        ("Ange alltid hur länge det blir stopp.", "standing"),
        ("Alleen open source graag.", "correction"),
        ("Usual rules: aisle seat.", "recurrence"),
    ],
)
def test_cue_classes_in_more_languages(text: str, kind: str) -> None:
    assert kind in cue_kinds(text)


def test_a_group_is_stated_by_its_most_general_statement() -> None:
    texts = [
        "Not Friday.",
        "Move it earlier in the week.",
        "Please keep Fridays clear as usual.",
        "No, I never take meetings on a Friday.",
        "Find something Monday to Thursday, even if it's the week after.",
    ]
    _, rule = name_group(texts, [""] * len(texts), [], 3, ["a", "a", "b", "c", "c"])
    assert rule.startswith("The user never takes meetings on a Friday")


def test_a_complaint_about_the_answer_is_not_the_rule() -> None:
    texts = ["Click path again.", "Same as before: the API call, not the click path."]
    _, rule = name_group(texts, ["", ""], [], 2, ["a", "b"])
    assert rule.startswith("The API call, not the click path")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Same as always: the month as a word, no all-numeric dates.", "The month as a word"),
        ("Zoals altijd: alleen open-source software.", "Alleen open-source software"),
        ("Give me the rollback too, as usual.", "Give the user the rollback too"),
        ("I always want the aisle, please fix both.", "The user always wants the aisle"),
        ("Snälla, aldrig nötter i förslagen.", "Aldrig nötter i förslagen"),
    ],
)
def test_a_directive_drops_reminders_and_pleasantries(text: str, want: str) -> None:
    assert directive(text, set()).startswith(want)


def test_a_request_for_this_session_after_the_wish_is_dropped() -> None:
    got = directive("I always want the aisle, please fix both.", set())
    assert got == "The user always wants the aisle"
