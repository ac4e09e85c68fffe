"""The cue and concept words of ``cuewords``: wishes in languages the older lists missed are
statements and are named; words shared with other languages do not fire there."""

from __future__ import annotations

import pytest

from memory_core.jobs.reflect.cues import cue_kinds
from memory_core.jobs.reflect.vocabulary import name_statement


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Tafadhali nipigie simu badala ya kutuma barua pepe.", "contact_channel", "phone"),
        ("कृपया मुझे फ़ोन करें, ईमेल मैं कम देखता हूँ।", "contact_channel", "phone"),
        ("Tawagan mo ako sa susunod, hindi ko nababasa ang email.", "contact_channel", "phone"),
        ("בפעם הבאה תתקשרו אליי בטלפון.", "contact_channel", "phone"),
        ("Ring meg neste gang, jeg leser ikke e-post.", "contact_channel", "phone"),
        ("Send it på e-post neste gang, takk.", "contact_channel", "email"),
        ("Jibu fupi tafadhali, sina muda.", "answer_style", "concise"),
        ("बहुत लंबा है, संक्षेप में बताइए।", "answer_style", "concise"),
        ("Masyadong mahaba, maikling sagot lang po.", "answer_style", "concise"),
        ("Eleza hatua kwa hatua, tafadhali.", "answer_style", "detailed"),
        ("Explique passo a passo, por favor.", "answer_style", "detailed"),
        ("Resposta curta demais pra mim.", "answer_style", "detailed"),
        ("Forklar det trin for trin, tak.", "answer_style", "detailed"),
    ],
)
def test_named_in_more_languages(text: str, key: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and (named[0], named[1].value) == (key, value)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Tafadhali nijibu kwa Kiswahili.", "request"),
        ("Kila mara naomba hivyo.", "standing"),
        ("Tena umeandika kwa Kiingereza!", "recurrence"),
        ("كالعادة، أرسلوا الفاتورة بعد التسليم.", "reminder"),
        ("Jatkossa kaikki hinnat ilman arvonlisäveroa.", "standing"),
        ("Mas gusto ko ang PDF kaysa Excel.", "preference"),
        ("ส่งเป็น PDF ทุกครั้งนะคะ", "standing"),
        ("또 영어로 쓰셨네요.", "recurrence"),
    ],
)
def test_cue_classes_in_more_languages(text: str, kind: str) -> None:
    assert kind in cue_kinds(text)


def test_words_shared_with_other_languages_do_not_fire() -> None:
    # Dutch "kun je" is "can you", not Danish "kun" (only); English "bare metal" is no "only"
    assert "correction" not in cue_kinds("Kun je de export draaien?")
    assert "correction" not in cue_kinds("We run it on bare metal servers.")
    # a short trip or a phone app is no wish about answers or about contact
    assert name_statement("Safari fupi ya siku mbili ilikuwa nzuri.") is None
    assert name_statement("Programu ya simu inaganda.") is None


def test_a_rejected_channel_is_not_the_wish() -> None:
    named = name_statement("Hapana barua pepe, nipigie simu tafadhali.")
    assert named is not None and named[1].value == "phone"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Vastatkaa suomeksi, kiitos.", "Finnish"),
        ("Tafadhali jibu kwa Kiswahili.", "Swahili"),
        ("أجب بالعربية من فضلك", "Arabic"),
        ("Sagutin mo ako sa Tagalog.", "Tagalog"),
        ("कृपया हिंदी में जवाब दें।", "Hindi"),
        ("Знову російською. Мені потрібна українська мова.", "Ukrainian"),
        ("다음부터 한국말로 해 주세요.", "Korean"),
    ],
)
def test_reply_language_named_as_each_language_says_it(text: str, value: str) -> None:
    named = name_statement(text)
    assert named is not None and named == ("reply_language", named[1])
    assert named[1].value == value


def _groups(turns: list[str]) -> list[tuple[str | None, str | None, int]]:
    """Each turn a reaction in its own session, a week apart, grouped as reflection does."""
    from datetime import UTC, datetime, timedelta

    from memory_core.jobs.reflect.statements import find_statements, group_statements

    stmts = []
    for i, text in enumerate(turns):
        at = datetime(2026, 5, 1, tzinfo=UTC) + timedelta(days=7 * i)
        opening = (f"s{i}-m1", "Habari, nina swali kuhusu oda yangu.")
        stmts += find_statements(i, f"s{i}", at, [opening, (f"s{i}-m3", text)])
    groups = group_statements(stmts, None, similarity=0.25, min_sessions=3)
    return [(g.concept, g.value, len(g.sessions())) for g in groups]


def test_three_differently_worded_wishes_in_a_new_language_make_one_named_group() -> None:
    turns = [
        "Tafadhali nipigie simu, sisomi barua pepe.",  # please call me, I don't read email
        "Kama kawaida, kwa simu tafadhali.",  # as usual, by phone please
        "Tena barua pepe! Nipigie simu wakati ujao.",  # email again! call me next time
    ]
    assert _groups(turns) == [("contact_channel", "phone", 3)]


def test_one_occasion_wishes_and_two_sessions_make_no_group() -> None:
    # "only today", "just this once": no standing wish, whatever the language
    assert _groups(["Leo tu, nipigie simu.", "Mara hii tu nipigie simu.", "Leo tu kwa simu."]) == []
    assert _groups(["Tafadhali nipigie simu.", "Kama kawaida, kwa simu tafadhali."]) == []
