"""Corrections and preferences grouped by meaning (pure): the vocabulary names differently
worded statements, similar unnamed ones group, one-off statements make no group."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memory_core.jobs.reflect.statements import (
    Statement,
    find_statements,
    group_statements,
    name_statement,
    newest_values,
    statement_vectors,
)

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _stmts(user_turns: list[tuple[str, str]]) -> list[Statement]:
    out: list[Statement] = []
    for i, (sid, text) in enumerate(user_turns):
        out += find_statements(i + 1, sid, T0 + timedelta(days=5 * i), [(f"{sid}-m1", text)])
    return out


def _groups(stmts: list[Statement]) -> list[tuple[str | None, str | None, list[str]]]:
    vecs = statement_vectors([s.text for s in stmts]) if stmts else None
    groups = group_statements(stmts, vecs, similarity=0.25, min_sessions=3)
    return [(g.rule, g.value, g.sessions()) for g in groups]


def test_five_differently_worded_date_corrections_are_one_named_group() -> None:
    stmts = _stmts(
        [
            ("s1", "please use YYYY-MM-DD when you write to me"),
            ("s2", "again, ISO dates not US format please"),
            ("s3", "dates like 2026-03-01 please, always"),
            ("s4", "keep the yyyy-mm-dd format, the team loves it"),
            ("s5", "Bitte Datum immer als JJJJ-MM-TT."),
            ("s6", "How do I rotate the API key?"),  # no cue, no concept
        ]
    )
    assert _groups(stmts) == [
        ("Use ISO 8601 dates (YYYY-MM-DD)", "ISO 8601", ["s1", "s2", "s3", "s4", "s5"])
    ]


def test_the_vocabulary_names_wordings_in_several_languages_and_skips_negations() -> None:
    named = {
        text: (hit[0], hit[1].value) if (hit := name_statement(text)) else None
        for text in (
            "too long, just the command next time pls",
            "tl;dr answers are great, please keep them that way",
            "Bitte kürzer antworten.",
            "could you be a bit more detailed next time",
            "please answer in German from now on",
            "réponds en français s'il te plaît",
            "ISO dates, not US format",
            "thanks for writing the date properly",
        )
    }
    assert named == {
        "too long, just the command next time pls": ("answer_style", "concise"),
        "tl;dr answers are great, please keep them that way": ("answer_style", "concise"),
        "Bitte kürzer antworten.": ("answer_style", "concise"),
        "could you be a bit more detailed next time": ("answer_style", "detailed"),
        "please answer in German from now on": ("reply_language", "German"),
        "réponds en français s'il te plaît": ("reply_language", "French"),
        "ISO dates, not US format": ("date_format", "ISO 8601"),  # "not US" is not a wish
        "thanks for writing the date properly": None,  # no value: not evidence
    }


def test_one_off_statements_and_two_sessions_make_no_group() -> None:
    stmts = _stmts(
        [
            ("a1", "use ISO dates with me if you ever need to write one"),
            ("a2", "could you be a bit more detailed next time"),
            ("a3", "keep it short please"),
            ("a4", "short answers only, please"),
        ]
    )
    assert _groups(stmts) == []


def test_the_newest_value_wins_and_an_abandoned_one_is_no_rule() -> None:
    stmts = _stmts(
        [
            ("b1", "please use ISO 8601 dates"),
            ("b2", "ISO 8601 dates again please"),
            ("b3", "always ISO 8601 dates please"),
            ("b4", "from now on please write dates as DD/MM/YYYY"),
        ]
    )
    assert newest_values(stmts) == {"date_format": "DD/MM/YYYY"}
    assert _groups(stmts) == []  # the newest wish has one session; the old one is over


def test_similar_unnamed_corrections_group_across_sessions_and_unrelated_ones_do_not() -> None:
    stmts = _stmts(
        [
            ("k1", "we can't do that, manual kubectl changes get reverted. don't suggest kubectl"),
            ("k2", "again: no kubectl, we're GitOps. changes go in the repo"),
            ("k3", "thanks for remembering, only git changes for us"),
            ("k4", "can I get the report as parquet instead of csv?"),
            ("k5", "never restart the primary during business hours"),
        ]
    )
    assert all(s.concept is None for s in stmts)
    assert sorted({s.session_id for s in stmts}) == ["k1", "k2", "k3", "k4", "k5"]
    assert _groups(stmts) == [(None, None, ["k1", "k2", "k3"])]


def test_language_contact_channel_and_time_zone_are_named_too() -> None:
    cases = {
        "Antworte bitte auf Deutsch.": ("reply_language", "German"),
        "German please, my team reads it": ("reply_language", "German"),
        "en español, por favor": ("reply_language", "Spanish"),
        "please don't call, send an email instead": ("contact_channel", "email"),
        "ping me on slack instead next time": ("contact_channel", "slack"),
        "please give times in CET": ("timezone", "CET"),
        "again, my time zone is Europe/Berlin": ("timezone", "Europe/Berlin"),
    }
    for text, want in cases.items():
        hit = name_statement(text)
        assert hit is not None and (hit[0], hit[1].value) == want, text


def test_equivalent_values_are_the_same_wish() -> None:
    from memory_core.jobs.reflect.statements import same_wish

    assert same_wish("date_format", "DD.MM.YYYY", "DD/MM/YYYY")
    assert same_wish("answer_style", "step-by-step", "detailed")
    assert not same_wish("date_format", "ISO 8601", "DD/MM/YYYY")


def test_the_users_words_beat_an_extracted_fact_from_the_same_session() -> None:
    at = T0
    words = Statement(
        1,
        "s1",
        "s1-m1",
        at,
        "no long explanations, short answers please",
        "answer_style",
        "concise",
        "Keep answers short",
    )
    fact = Statement(1, "s1", "", at, "detailed", "answer_style", "detailed", None, from_fact=True)
    assert newest_values([words, fact]) == {"answer_style": "concise"}
    assert newest_values([fact, words]) == {"answer_style": "concise"}
    later = Statement(
        2,
        "s2",
        "",
        at + timedelta(days=1),
        "detailed",
        "answer_style",
        "detailed",
        None,
        from_fact=True,
    )
    assert newest_values([words, later]) == {"answer_style": "detailed"}  # a newer session wins


def test_negated_values_are_not_the_wish_where_the_extractor_reads_them_as_one() -> None:
    for text, want in (
        ("I don't want detailed explanations, short answers please", "concise"),
        ("we do not want MM/DD/YYYY, use YYYY-MM-DD", "ISO 8601"),
        ("please use ISO dates instead of DD/MM/YYYY", "ISO 8601"),
    ):
        hit = name_statement(text)
        assert hit is not None and hit[1].value == want, text
