"""Wishes in more languages and scripts: concepts named in Romanian, Greek, Czech, Hungarian,
Indonesian, Russian, Japanese, Chinese and Korean; CJK words without spaces; a second wish
said in the same breath as a named one; reminders around a directive (pure)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_core.jobs.reflect.builtin import BuiltinReflector
from memory_core.jobs.reflect.cues import cue_kinds
from memory_core.jobs.reflect.directive import clauses, directive
from memory_core.jobs.reflect.inputs import EpisodeInfo, ReflectionInput
from memory_core.jobs.reflect.statements import (
    STATEMENT_SIMILARITY,
    find_statements,
    group_statements,
    statement_vectors,
)
from memory_core.jobs.reflect.tokens import words
from memory_core.jobs.reflect.vocabulary import name_statement

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Scrieți-mi în limba română, vă rog.", "reply_language", "Romanian"),
        ("Kérem, válaszoljon magyarul.", "reply_language", "Hungarian"),
        ("Odpovídejte česky, prosím.", "reply_language", "Czech"),
        ("Απαντήστε στα ελληνικά.", "reply_language", "Greek"),
        ("日本語でお願いします。", "reply_language", "Japanese"),
        ("请用中文回答。", "reply_language", "Chinese"),
        ("Ответьте по-русски, пожалуйста.", "reply_language", "Russian"),
        ("Te rog, mai scurt.", "answer_style", "concise"),
        ("Röviden, kérem.", "answer_style", "concise"),
        ("简短一点。", "answer_style", "concise"),
        ("要点だけ教えて。", "answer_style", "concise"),
        ("Prea scurt, explicați pas cu pas.", "answer_style", "detailed"),
        ("Podrobně, prosím.", "answer_style", "detailed"),
        ("자세히 설명해 주세요.", "answer_style", "detailed"),
        ("短すぎます。", "answer_style", "detailed"),
        ("Пишите даты в формате ГГГГ-ММ-ДД.", "date_format", "ISO 8601"),
        ("Dátumot ÉÉÉÉ.HH.NN formában kérem.", "date_format", "ISO 8601"),
        ("Data în ordinea an-lună-zi, vă rog.", "date_format", "ISO 8601"),
        ("Hubungi saya lewat telepon.", "contact_channel", "phone"),
    ],
)
def test_concepts_named_in_more_languages_and_scripts(text: str, key: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and (named[0], named[1].value) == (key, value)


@pytest.mark.parametrize(
    "text",
    [
        "Megint angolul írt.",  # "again in English": what the assistant did
        "Zase anglicky...",
        "また英語で",
        "仕様書の用語は英語で。",  # terms kept in English: no reply language
        "Jangan telepon saya, saya di rapat.",  # "don't phone me"
    ],
)
def test_a_complaint_or_a_term_is_no_reply_language_or_channel(text: str) -> None:
    named = name_statement(text)
    assert named is None or named[1].value not in ("English", "phone")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Din nou în engleză.", "recurrence"),
        ("Όπως πάντα, σύντομα.", "reminder"),
        ("いつも通りでお願いします", "reminder"),
        ("又是英文。", "recurrence"),
        ("Prosím, příště bez tabulek.", "standing"),
        ("Inkább e-mailben.", "preference"),
    ],
)
def test_cue_classes_in_more_scripts(text: str, kind: str) -> None:
    assert kind in cue_kinds(text)


def test_cjk_words_are_character_pairs_and_clauses_end_at_a_full_stop() -> None:
    stems = {s for s, _ in words("請求書の日付を確認してください。Invoice dates")}
    assert {"請求", "求書", "日付", "確認", "invoi", "dates"} <= stems
    assert ("한국", "한국어로") in list(words("한국어로 부탁해요"))
    assert clauses("用語は英語のままです。訳さないでください。") == [
        "用語は英語のままです。",
        "訳さないでください。",
    ]


def test_an_acknowledgment_in_another_language_is_no_statement() -> None:
    msgs = [
        ("m1", "Tiskárna netiskne."),
        ("m3", "Díky, funguje."),
        ("m5", "ありがとうございます。"),
    ]
    assert [s for s in find_statements(1, "s1", T0, msgs) if not s.opening] == []


def test_reminders_around_a_directive_are_dropped_in_any_language() -> None:
    assert directive("I told you: no pop-ups on the kiosk.", set()) == "No pop-ups on the kiosk"
    assert directive("Θυμήσου: χωρίς κατοικίδια στα δωμάτια.", set()) == (
        "Χωρίς κατοικίδια στα δωμάτια"
    )
    assert directive("いつも通り見出しは太字で。", set()) == "見出しは太字で"


def _episode(i: int, text: str) -> EpisodeInfo:
    msgs = [("m1", "Am o întrebare despre o comandă."), ("m3", text)]
    return EpisodeInfo(
        i, f"s{i}", "u", T0 + timedelta(days=7 * i), None, "", 0.5, msgs, {"m3": "Sure: done."}
    )


def test_a_second_wish_in_a_named_turn_becomes_its_own_rule() -> None:
    eps = [
        _episode(1, "Vă rog în română, și menționați mereu numărul comenzii."),
        _episode(2, "Din nou în engleză. Răspundeți în română, vă rog."),
        _episode(3, "Numărul comenzii lipsește iar, îl vreau mereu în răspuns."),
        _episode(4, "În limba română, și cu numărul comenzii, ca de obicei."),
    ]
    stmts = [
        s
        for e in eps
        for s in find_statements(
            e.episode_id, e.session_id, e.started_at, e.user_messages, e.before
        )
    ]
    rest = [s for s in stmts if s.residue]
    assert [s.session_id for s in rest] == ["s1", "s4"]
    assert all(s.concept is None for s in rest)
    groups = group_statements(
        stmts,
        statement_vectors([s.text for s in stmts]),
        similarity=STATEMENT_SIMILARITY,
        min_sessions=3,
    )
    inp = ReflectionInput("t", "u", eps, [], {}, [], [], 3, groups)
    rules = BuiltinReflector(3).consolidate(inp).candidates
    by_concept = {r.concept: sorted(e[1] for e in r.evidence) for r in rules}
    assert by_concept.pop("fact:user:reply_language") == ["s1", "s2", "s4"]
    assert list(by_concept.values()) == [["s1", "s3", "s4"]]


def test_one_clause_naming_two_recurring_wishes_does_not_merge_them() -> None:
    from tests.unit.test_reflect_wishes import _rules, _sessions

    rules = _rules(
        [
            ["Export the invoices.", "Done, as a PDF.", "PDF won't do, send spreadsheets only."],
            ["Give me last month's totals.", "Here: 1200.", "Spreadsheet please, never PDFs."],
            [
                "Draft the VAT summary, as a spreadsheet as usual and signed off by Marta.",
                "Here it is.",
            ],
            ["Send the payroll file.", "Sent.", "Marta has to sign off first, always."],
            ["The ledger report please.", "Attached.", "Did Marta sign off on it? She must."],
        ]
    )
    got = sorted(_sessions(r) for r in rules)
    assert got == [["s0", "s1", "s2"], ["s2", "s3", "s4"]]
    texts = " | ".join(r.rule for r in rules)
    assert "Marta" in texts and "preadsheet" in texts
    # the clause both hold is evidence for both, and neither rule states it
    assert all("VAT summary" not in r.rule for r in rules)


def test_a_wish_whose_two_halves_share_turns_is_not_split() -> None:
    from memory_core.jobs.reflect.meaning import split_bridged

    sessions = ["a", "a", "b", "b", "c"]
    turns = [(1, "m1"), (1, "m1"), (2, "m1"), (2, "m1"), (3, "m1")]
    edges = [(0, 2), (1, 3), (2, 4), (3, 4)]  # only 4 holds the halves together
    halves = [[0, 2, 4], [1, 3, 4]]
    assert split_bridged(range(5), edges, sessions, 3) == halves  # no turns known: split
    assert split_bridged(range(5), edges, sessions, 3, turns) == [[0, 1, 2, 3, 4]]


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Not by email, phone me instead.", "contact_channel", "phone"),  # a comma ends "not"
        ("Jangan SMS, telepon saya saja.", "contact_channel", "phone"),
        ("Datumy pište 2026-09-14, ne 14.9.", "date_format", "ISO 8601"),  # X, not Y
    ],
)
def test_a_negation_reaches_no_further_than_its_phrase(text: str, key: str, value: str) -> None:
    from memory_core.jobs.reflect.vocabulary import date_example

    named = name_statement(text) or date_example(text, "")
    assert named is not None and (named[0], named[1].value) == (key, value)


def test_a_word_that_only_starts_like_cite_names_no_citations() -> None:
    from memory_core.jobs.reflect.facets import name_facets

    assert name_facets("Colegii mei nu citesc engleza, vă rog.") == []
    assert [k for k, _ in name_facets("Please cite the docs page for that limit.")] == ["citations"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Könnten Sie mich bitte siezen?", "formal"),
        ("Wie besprochen: mit „Sie“, bitte.", "formal"),
        ("Hablemos de usted, por favor.", "formal"),
        ("Prosím, vykejte mi, jako vždy.", "formal"),
        ("Давайте на ты, пожалуйста.", "casual"),
        ("Tegezz nyugodtan, kérlek.", "casual"),
    ],
)
def test_the_polite_or_familiar_you_is_a_tone(text: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and (named[0], named[1].value) == ("tone", value)


def test_a_pronoun_sie_in_a_sentence_is_no_tone() -> None:
    assert name_statement("Können Sie das mit Sie meinen Kollegen schicken?") is None


@pytest.mark.parametrize(
    "text",
    ["Scrieți data ca ZZ.LL.AAAA, vă rog.", "Пишите даты как ДД.ММ.ГГГГ.", "Datum: DD.MM.RRRR."],
)
def test_a_day_first_template_in_other_alphabets(text: str) -> None:
    named = name_statement(text)
    assert named is not None and named[1].value == "DD/MM/YYYY"


@pytest.mark.parametrize(
    "text",
    [
        "Θα σας απαντήσουμε σύντομα.",  # "soon", not "shorter"
        "Το σεντόνι στο δωμάτιο 12 είναι σκισμένο.",  # a bed sheet, not a wall of text
        "Un scurt rezumat al incidentului, vă rog.",  # a short summary of something
        "エラーの詳細を送ります。",  # the details of their error
        "段階的に移行する予定です。",  # a gradual migration
        "Proč anglicky?",  # "why in English?": a complaint, not the wish
        "Miért angolul?",
    ],
)
def test_words_that_only_look_like_a_wish_name_nothing(text: str) -> None:
    assert name_statement(text) is None


def test_a_rule_in_another_language_says_it_quotes_the_user() -> None:
    from memory_core.jobs.reflect.meaning import name_group

    texts = ["Fotky jen na náš server.", "Zase cloud... jen náš server!", "Jen náš server, díky."]
    _, rule = name_group(texts, [""] * 3, [], 3, ["a", "b", "c"])
    assert rule.startswith("In the user's words: \"") and "server" in rule
    english = ["Only our server, please.", "Again: our server only.", "Our server only, thanks."]
    _, rule = name_group(english, [""] * 3, [], 3, ["a", "b", "c"])
    assert rule.startswith("The user's server only")


@pytest.mark.parametrize(
    "text",
    [
        "Fără emoji, vă rog.",
        "Без эмодзи, пожалуйста.",
        "絵文字なしでお願いします。",
        "이모지 없이 써 주세요.",
    ],
)
def test_no_emoji_in_more_languages(text: str) -> None:
    from memory_core.jobs.reflect.facets import name_facets

    assert [k for k, _ in name_facets(text)] == ["emoji"]


def test_a_word_that_is_a_negation_in_one_language_and_not_in_another() -> None:
    # Dutch and Swedish "nu" is "now", Turkish "cuma" is "Friday": no correction, no negation
    named = name_statement("Nu in het Engels graag.")
    assert named is not None and named[1].value == "English"
    assert "correction" not in cue_kinds("Kun je nu de export draaien?")
    assert "correction" not in cue_kinds("Cuma günü toplantı var, lütfen.")


def test_an_italian_pronoun_is_no_correction() -> None:
    assert "correction" not in cue_kinds("Ne ho bisogno entro venerdì.")
