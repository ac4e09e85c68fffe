"""Person names without a model: one block per cue class, and ordinary text that stays."""

from __future__ import annotations

import pytest

from memory_core.pii import Masker, mask_text
from memory_core.pii.nameruns import STOP
from memory_core.pii.shadowcase import shadow_case


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a listed given name needs no cue
        ("Why is Gwendolyn late again?", "Gwendolyn"),
        # relatives and titles (lower-case title too)
        ("I want to add my nephew Torvald to the plan", "Torvald"),
        ("please transfer it to ms. Ottilie today", "Ottilie"),
        # "named him/her X"
        ("They named her Zofia after her grandmother", "Zofia"),
        # possessive + a noun only a person has
        ("Here is Radomir's phone number", "Radomir"),
        # a verb only a person does
        ("Evander lives near the harbour", "Evander"),
        # the subject a personal pronoun refers back to
        ("Quillon started the company in 2001 and she still runs it.", "Quillon"),
        ("You can tell Ebbe was excited when he saw it", "Ebbe"),
        # addressed directly
        ("Maksym, could you review this?", "Maksym"),
        ("Don't forget the keys, Grant!", "Grant"),
        # works for a company
        ("Oskarine is from Fernwood Labs Inc. and will join the call", "Oskarine"),
        # an ambiguous given name + a surname with a surname ending
        ("Mark Henriksen joined the project", "Mark Henriksen"),
        # a capitalised word inside a sentence followed by his/her
        ("We gave Odalys her badge yesterday", "Odalys"),
        # enumerations: surname endings + a person verb; a place that is a given name
        ("Ivanov and Kowalski were the reviewers", "Ivanov"),
        ("The founders: Rudolf, Jackson and Quintero.", "Jackson"),
        # an unknown pair + a person verb
        ("have you heard Tobiah Wrenfield speak yet?", "Tobiah Wrenfield"),
        # a name line heading a contact block; aligned columns
        ("Tamsin Ravelo\nsales engineer\n+44 20 7946 0958", "Tamsin Ravelo"),
        ("Lara  Kowalski\nsenior buyer, call 555-201-7788", "Lara  Kowalski"),
        # blank and label lines between the name line and the contact data are not counted
        (
            "Ilmari Vaskelo\n\nbus driver\n\nPersonal Info:\nPhone:\n+358 40 1234567",
            "Ilmari Vaskelo",
        ),
        # a place that is also a given name, then an unlisted surname-shaped word
        ("I want to add Charlotte Mathiassen as a beneficiary", "Charlotte Mathiassen"),
        ("please talk to Maika van de Noort today", "Maika van de Noort"),
        # a sign-off then the name alone on its line; a name that is also a word + "said"
        ("see you then\n\nBest,\nKenji", "Kenji"),
        ("Mike said the deploy failed", "Mike"),
        ("Krzysztof's laptop died again", "Krzysztof"),
    ],
)
def test_name_cues(text: str, name: str) -> None:
    out = mask_text(text)
    assert name not in out
    assert "<PERSON_1>" in out


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("hi, my name is zdenka novotna", ["zdenka", "novotna"]),
        ("call me dagny", ["dagny"]),
        ("we invited priscilla, gwendolyn and marisol", ["priscilla", "gwendolyn", "marisol"]),
        ("name:   orvar t. lindqvist\nphone: 555-201-7788", ["orvar", "lindqvist"]),
        ("bettina:  are you there?\nkasimir: yes", ["bettina", "kasimir"]),
    ],
)
def test_lower_case_texts(text: str, names: list[str]) -> None:
    out = mask_text(text)
    for name in names:
        assert name not in out


@pytest.mark.parametrize(
    "text",
    [
        "Why is Kubernetes so slow?",
        "Paris is lovely in spring, her streets are full.",
        "Florence is lovely, her museums are great.",
        "Grafana started failing and he restarted it.",
        "Release Notes: fixed the login bug\nKnown Issues: none",
        "Content-Type: application/json\nAccept: text/html",
        "Error: Connection refused at Startup",
        "Happy Birthday, Team!",
        "Ask Jeeves was a search engine",
        "Black and White were the colours",
        "Sales and Marketing were merged",
        "Austin, Dallas and Houston are in Texas",
        "my kid loves Minecraft",
        "The Netflix film was long",
        "She works at Stillwater Supercomputing Inc.",
        "call getName() then setName(x)",
        "We flew into Charlotte Douglas airport",  # a place + a listed name: kept
        "Best,\nChrome crashed again",  # a one-word sign-off name must be its whole line
        # places joined by particles after "in", "flew to"...
        "I live in Villafranca del Cid",
        "He flew to Reguengos de Monsaraz on Tuesday morning.",
        # lower-case texts: paths, files, tools and common words stay
        "cd /home/kevin/projects && ls kevin.py",
        "we use kubectl and terraform on staging",
        "deploy it to staging, then ping the on-call",
        "use the bert tokenizer, not the gpt2 one",
    ],
)
def test_ordinary_text_kept(text: str) -> None:
    assert mask_text(text) == text


def test_shadow_case_keeps_offsets_and_words() -> None:
    text = "leidy t muris\nlabor relations director, see kevin.py or /home/kevin"
    out = shadow_case(text, STOP)
    assert len(out) == len(text)
    assert out.startswith("Leidy T Muris\nlabor relations director")
    assert out.endswith("see kevin.py or /home/kevin")


def test_company_from_person_names_kept_around_ampersand() -> None:
    assert mask_text("Procter & Gamble and Johnson & Johnson") == (
        "Procter & Gamble and Johnson & Johnson"
    )


def test_lower_case_name_found_once_is_masked_again_later_in_the_session() -> None:
    m = Masker()
    out = m.mask("my name is borna jerković but everyone calls me borna")
    assert "borna" not in out
    later = m.mask("ok, borna, will do")
    assert "borna" not in later and "will do" in later  # English words are never learned


@pytest.mark.parametrize(
    "text",
    ["please answer in German from now on", "Ask Italian support", "the Dutch team agreed"],
)
def test_language_names_are_not_names(text: str) -> None:
    assert mask_text(text) == text


def test_a_language_word_inside_a_full_name_is_still_a_name() -> None:
    assert "Lopez" not in mask_text("German Lopez called about the invoice")


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("[10.05.2026 09:50] Bonnefoy, Baptiste: can someone restart the agent?", "Bonnefoy"),
        ("[18.11.2026 09:50] Pemberton, Priscilla (admin): done", "Pemberton"),
    ],
)
def test_surname_first_chat_headers(text: str, gone: str) -> None:
    assert gone not in mask_text(text)


def test_surname_first_needs_the_bracketed_header() -> None:
    assert mask_text("[09:50] Error, Warning: disk full") == "[09:50] Error, Warning: disk full"


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Beste mevrouw Brouwer,\nin de bijlage vindt u de offerte.", "Brouwer"),
        ("Madame Delacroix,\nveuillez trouver ci-joint le devis.", "Delacroix"),
        ("Szanowny Panie Kaczmarek,\nw załączniku przesyłam fakturę.", "Kaczmarek"),
    ],
)
def test_full_word_honorifics(text: str, gone: str) -> None:
    assert gone not in mask_text(text)


def test_an_honorific_alone_is_kept() -> None:
    assert mask_text("Monsieur, votre commande est prête") == "Monsieur, votre commande est prête"
