"""Wishes worded in Polish, Dutch, Swedish, Turkish and Portuguese, and chat apps by name."""

from __future__ import annotations

import pytest

from memory_core.jobs.reflect.cues import cue_kinds
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
