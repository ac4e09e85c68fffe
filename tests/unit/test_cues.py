"""Cue classes: what a user turn does (asks, makes it last, says it was asked before,
rejects, prefers), in several languages; which turns become statements (pure)."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.jobs.reflect.cues import cue_kinds
from memory_core.jobs.reflect.meaning import stems
from memory_core.jobs.reflect.statements import find_statements, problems

T0 = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)


def test_cue_classes_in_several_languages() -> None:
    assert {"request", "reminder"} <= cue_kinds("ticket number first, please. same as last time")
    assert "reminder" in cue_kinds("Datum bitte immer JJJJ-MM-TT, wie besprochen.")
    assert "reminder" in cue_kinds("in italiano per favore, gliel'ho già chiesto la volta scorsa")
    assert "reminder" in cue_kinds("En anglais, comme convenu la dernière fois, merci")
    assert "reminder" in cue_kinds("Como le digo siempre: explíqueme el porqué")
    assert "correction" in cue_kinds("Reinstalling isn't an option for us")
    assert "preference" in cue_kinds("Ah, e continui pure in italiano, mi trovo molto meglio.")
    assert cue_kinds("Kiosk 7 shows a white screen.") == set()


def test_a_reaction_is_a_statement_a_first_message_only_when_it_asks_for_a_wish() -> None:
    msgs = [
        ("m1", "The label printer prints blank labels. Please fix."),
        ("m3", "It needs Irish/UK spelling: organisation, customise."),  # a reaction, no cue
        ("m5", "thanks, perfect"),  # an acknowledgment
    ]
    stmts = find_statements(1, "s1", T0, msgs)
    assert [(s.message_id, s.text, s.opening) for s in stmts] == [
        ("m1", "Please fix.", True),  # the support request itself: no wish, no rule
        ("m3", "It needs Irish/UK spelling: organisation, customise.", False),
    ]
    first = [("m1", "Quick one. UK spelling as always, it's for the public site.")]
    wish = find_statements(2, "s2", T0, first)
    # Named (the written standard is a facet): one statement, the turn as its evidence.
    assert [(s.concept, s.opening) for s in wish] == [("written_standard", False)]
    assert "UK spelling as always" in wish[0].text


def test_the_problem_of_a_session_is_its_first_message_without_a_wish() -> None:
    msgs = [("m1", "The sync agent log says 'chain incomplete'. Like I asked: PowerShell only.")]
    assert problems("s1", msgs) == [("s1", "The sync agent log says 'chain incomplete'.")]


def test_function_words_of_other_languages_are_no_subject() -> None:
    assert stems("Läuft wieder, danke") == set()
    assert stems("Ich möchte gesiezt werden, bitte mit Sie") >= {"gesie"}
    assert "che" not in stems("è quello che volevo, grazie") and not stems("c'est pour vous")


def test_paraphrases_of_the_named_wishes_in_other_words_and_languages() -> None:
    from memory_core.jobs.reflect.statements import name_statement

    cases = {
        "skip the preamble next time please, I only needed a yes or no": "concise",
        "Before you answer: one or two sentences max, honestly that's all I read.": "concise",
        "Again, please, the short version.": "concise",
        "I asked for a text last time, the email sat there unread. SMS please.": "sms",
        "When you have an answer, a text message is best.": "sms",
        "Scusi, potrebbe rispondermi in italiano?": "Italian",
        "Par contre, répondez-moi en anglais s'il vous plaît": "English",
        "again in English?! German please": "German",  # what it did again is not wanted
    }
    for text, want in cases.items():
        hit = name_statement(text)
        assert hit is not None and hit[1].value == want, text
    assert name_statement("paste the error text here please") is None


def test_a_date_written_the_iso_way_in_reply_to_another_format_asks_for_iso() -> None:
    msgs = [("m1", "When was the last export?"), ("m3", "Wir schreiben Daten hier wie 2026-05-12.")]
    before = {"m3": "When was the last export? It was on 5/12/2026 at 23:10."}
    stmts = find_statements(1, "s1", T0, msgs, before)
    assert [(s.concept, s.value) for s in stmts if s.concept] == [("date_format", "ISO 8601")]
    same = find_statements(2, "s2", T0, msgs, {"m3": "It was on 2026-05-12."})
    assert not [s for s in same if s.concept]


def test_a_complaint_about_one_value_asks_for_the_absence() -> None:
    from memory_core.jobs.reflect.facets import name_facets

    assert [(k, v.value) for k, v in name_facets("otra vez la lista con puntos")] == [
        ("lists", "prose")
    ]
    assert [(k, v.value) for k, v in name_facets("I like a list with bullets")] == [
        ("lists", "bullets")
    ]
