"""Round 4 of dreaming: wishes restated unprompted, chat products, and answer length in
Czech and Japanese (pure parts, no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_core.jobs.reflect.cues import cue_kinds
from memory_core.jobs.reflect.statements import find_statements, group_statements
from memory_core.jobs.reflect.vocabulary import name_statement

T0 = datetime(2026, 5, 1, tzinfo=UTC)


def _sessions(turns: list[list[str]]) -> list:
    """Statements of sessions given as their user turns (an assistant turn between each)."""
    out = []
    for i, msgs in enumerate(turns):
        sid = f"s{i}"
        out += find_statements(
            i + 1,
            sid,
            T0 + timedelta(days=7 * i),
            [(f"{sid}-m{j}", t) for j, t in enumerate(msgs)],
        )
    return out


@pytest.mark.parametrize(
    "text",
    [
        "Recordeu-ho: la llengua de l'escola és el català.",
        "Write the commit message. type(scope): subject, you know the drill.",
        "Pamiętajcie: raporty na Teams.",
        "Kom ihåg: svar på svenska.",
    ],
)
def test_remember_and_dont_forget_are_reminders(text: str) -> None:
    assert "reminder" in cue_kinds(text)


def test_i_cannot_remember_is_no_reminder() -> None:
    assert "reminder" not in cue_kinds("I can't remember my password")


@pytest.mark.parametrize(
    "text",
    [
        "Proszę napisać do mnie na Teamsie.",
        "Jak już mówiłem, kontakt ze mną tylko przez czat w Teams.",
        "Raport proszę wrzucić na Teams, nie na maila.",
        "Dajcie znać na Teamsie jak będzie gotowe, maili nie czytam.",
    ],
)
def test_a_chat_product_as_the_way_to_reach_the_user(text: str) -> None:
    named = name_statement(text)
    assert named is not None and named[0] == "contact_channel" and named[1].value == "teams"


@pytest.mark.parametrize(
    "text",
    [
        "Teams keeps crashing on my laptop, can you help me?",
        "I cannot log in on Teams, help me please",
        "Can you help me, I cannot get into my account on Teams",
        "Skriv ei melding om opningstidene i Teams-kanalen.",  # the task, not the channel
        "Napisz wiadomość na Teams do zespołu.",
    ],
)
def test_a_chat_product_that_is_the_case_names_no_channel(text: str) -> None:
    assert name_statement(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Popište mi to do detailu, jako minule.", "detailed"),
        ("Víc rozepsat, prosím. Radši delší vysvětlení se všemi kroky.", "detailed"),
        ("Prosím vysvětlete mi pořádně, jak nastavit spadávky.", "detailed"),
        ("前置きが長いです。結論だけで十分です。", "concise"),
    ],
)
def test_answer_length_in_czech_and_japanese(text: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and named[0] == "answer_style" and named[1].value == value


def test_a_wish_restated_in_a_first_message_joins_its_group() -> None:
    stmts = _sessions(
        [
            ["Kdy dorazí objednávka?", "Odpovídejte mi v katalánštině, ne ve španělštině."],
            ["Bon dia, la factura?", "Us escric en català: responeu en català, si us plau."],
            ["On és la comanda?", "Una altra vegada en castellà... En català, us ho demano."],
            [
                "Recordeu-ho: la llengua de l'escola és el català. La professora no pot entrar.",
                "Ok.",
            ],
            ["Si us plau, sempre en català amb nosaltres.", "Gràcies."],
        ]
    )
    groups = group_statements(stmts, None, similarity=1.0, min_sessions=3)
    catalan = [g for g in groups if g.concept == "reply_language"]
    assert catalan and "s3" in catalan[0].sessions()


def test_restatements_add_to_a_recurring_wish_only() -> None:
    # Said twice, then once more unprompted: two sessions make no group, so the third
    # statement has nothing to join and no rule-sized group appears.
    stmts = _sessions(
        [
            ["Wo ist die Bestellung?", "Bitte auf Deutsch antworten."],
            ["Die Rechnung?", "Schon wieder Englisch, bitte auf Deutsch."],
            ["Denk dran: auf Deutsch. Das Portal geht nicht.", "Danke."],
        ]
    )
    groups = group_statements(stmts, None, similarity=1.0, min_sessions=4)
    assert groups == []


def test_a_restatement_naming_too_little_of_the_subject_stays_out() -> None:
    stmts = _sessions(
        [
            ["Export?", "Again the dates: use ISO dates, YYYY-MM-DD."],
            ["Report?", "ISO dates please, like last time: YYYY-MM-DD."],
            ["Invoice?", "YYYY-MM-DD dates as always."],
            ["Don't forget the invoice for the Brno office, it is late.", "Thanks."],
        ]
    )
    groups = group_statements(stmts, None, similarity=1.0, min_sessions=3)
    assert groups and all("s3" not in g.sessions() for g in groups)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Schreib mir bitte über Slack, nicht per Mail.", "slack"),
        ("Écrivez-moi sur WhatsApp, je ne lis pas mes courriels.", "whatsapp"),
        ("Напишите мне в Telegram, почту я не читаю.", "telegram"),
    ],
)
def test_chat_products_in_other_languages(text: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and named[1].value == value
