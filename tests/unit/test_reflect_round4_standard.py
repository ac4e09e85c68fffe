"""Round 4 of dreaming: the written standard of a language as a facet, a term said "again"
as what the assistant did, and rules stated by a fuller wording than one word (pure)."""

from __future__ import annotations

import pytest

from memory_core.jobs.reflect.cues import cue_kinds
from memory_core.jobs.reflect.facets import name_facets
from memory_core.jobs.reflect.meaning import name_group


def _standard(text: str) -> str | None:
    return next((v.value for k, v in name_facets(text) if k == "written_standard"), None)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Nynorsk, takk!", "Nynorsk"),
        ("Det der er bokmål. Alt du lagar for oss må vera på nynorsk.", "Nynorsk"),
        ("Du sklir over i bokmål igjen, skriv det heile på nynorsk.", "Nynorsk"),
        ("Please stick to UK spelling, it's for the public site.", "British English"),
        ("Em português do Brasil, por favor.", "Brazilian Portuguese"),
        ("请用繁體中文回答。", "Traditional Chinese"),
        ("Molim vas, pišite latinicom.", "Latin script"),
    ],
)
def test_a_written_standard_is_named_by_its_own_name(text: str, value: str) -> None:
    assert _standard(text) == value


def test_no_written_standard_without_its_name() -> None:
    assert _standard("Skriv ei melding om opningstidene.") is None


@pytest.mark.parametrize(
    "text", ["Ikkje «sommer», men «sommar».", "Som vanleg: kort tekst.", "Frå no av, takk."]
)
def test_nynorsk_cue_words(text: str) -> None:
    assert cue_kinds(text)


def test_a_term_said_again_is_what_the_assistant_did() -> None:
    # "again" after the term: the assistant slid into it again, the wish is the other one
    assert _standard("Bokmål igjen. Nynorsk.") == "Nynorsk"


def test_a_wish_to_remember_states_the_rule_over_a_fragment() -> None:
    texts = [
        "We use conventional commits in this repo.",
        "Prefix it.",
        "Every commit message you write follows Conventional Commits, please remember that.",
    ]
    _, rule = name_group(texts, [""] * 3, [], 3, ["a", "b", "c"])
    assert not rule.startswith("Prefix it")


@pytest.mark.parametrize(
    "text",
    [
        "お客様は「様」で統一してください。",
        "「田中さん」ではなく「田中様」にしてください。",
        "고객은 '님'으로 불러 주세요.",
    ],
)
def test_the_honorific_asked_for(text: str) -> None:
    assert any(k == "honorific" for k, _ in name_facets(text))


@pytest.mark.parametrize("text", ["お客様からの問い合わせです。", "田中様からメールが来ました。"])
def test_an_honorific_in_passing_names_nothing(text: str) -> None:
    assert not any(k == "honorific" for k, _ in name_facets(text))


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Pošlete mi to prosím e-mailem, ne telefonem.", "contact_channel", "email"),
        ("Zavolejte mi, prosím, maily nečtu.", "contact_channel", "phone"),
        ("Kortare svar, takk.", "answer_style", "concise"),
    ],
)
def test_czech_channels_and_nynorsk_length(text: str, key: str, value: str) -> None:
    from memory_core.jobs.reflect.vocabulary import name_statement

    named = name_statement(text)
    assert named is not None and (named[0], named[1].value) == (key, value)
