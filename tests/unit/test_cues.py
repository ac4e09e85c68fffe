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
    assert [(s.text, s.opening) for s in wish] == [
        ("UK spelling as always, it's for the public site.", False)
    ]


def test_the_problem_of_a_session_is_its_first_message_without_a_wish() -> None:
    msgs = [("m1", "The sync agent log says 'chain incomplete'. Like I asked: PowerShell only.")]
    assert problems("s1", msgs) == [("s1", "The sync agent log says 'chain incomplete'.")]


def test_function_words_of_other_languages_are_no_subject() -> None:
    assert stems("Läuft wieder, danke") == set()
    assert stems("Ich möchte gesiezt werden, bitte mit Sie") >= {"gesie"}
    assert "che" not in stems("è quello che volevo, grazie") and not stems("c'est pour vous")
