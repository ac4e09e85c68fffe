"""Street-address forms (memory_core.pii.identity): positives per form, look-alikes kept.

All examples are invented; none come from a benchmark data set.
"""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # number first, English suffixes (and a building number written before them)
        ("Parcel for 88 Willow Crescent, thanks", "88 Willow Crescent"),
        ("Old office: 7120 45 Marlow Avenue", "7120"),
        ("Old office: 7120 45 Marlow Avenue", "45 Marlow Avenue"),
        ("we moved to 3911 fourth avenue suite 112 last year", "3911 fourth avenue"),
        ("posters on Tamsin Hollow Street were everywhere", "Tamsin Hollow"),
        # street-type word before the name, number after
        ("Meet at Via dei Ciclamini 14 at noon", "Via dei Ciclamini 14"),
        ("Envoyez-le à Rue des Glycines 27, merci", "Rue des Glycines 27"),
        ("mi casa: Avda. Sierra Dorada 58", "Avda. Sierra Dorada 58"),
        ("C/ Olmo Viejo 9, bajo", "Olmo Viejo 9"),
        ("Rua Sete de Abril 1220 is the shop", "Rua Sete de Abril 1220"),
        ("deliver to ul. Kwiatowa 21", "Kwiatowa 21"),
        ("the flat is on trg slobode 17 in the centre", "trg slobode 17"),
        ("Náměstí Lípy 8 is where we met", "Náměstí Lípy 8"),
        # street-type word after the name, or glued to it
        ("irodánk: hársfa utca 31.", "hársfa utca 31"),
        ("Kovács Béla út 7 second floor", "Kovács Béla út 7"),
        ("Levering til Jensens gate 14", "Jensens gate 14"),
        ("Lieferung an Lindenallee 6, bitte", "Lindenallee 6"),
        ("send it to Birkenstraße 12", "Birkenstraße 12"),
        ("Adresse Mølledamsvej 4", "Mølledamsvej 4"),
        ("Toimitus: Koivukuja 3", "Koivukuja 3"),
        ("lives in Ekvägen 19", "Ekvägen 19"),
        # building number before an untyped street name
        ("Jan Novak\n311 Zelená 64\nBrno", "Zelená 64"),
        ("Meet us at the cafe, 52 Łąkowa 7, then walk", "Łąkowa 7"),
        # postcode and town after the house number
        ("Dlouhá 12, 110 00 Praha", "Dlouhá 12"),
        ("Kastanjelaan 5\n3512 KL Utrecht", "Kastanjelaan 5"),
        ("Via dei Tigli 12, 00184 Roma then left", "00184 Roma"),
        # units, lower case and other scripts
        ("user: 4410 μαρίνου 12 apt. 3\nkalamata, ms 24100", "μαρίνου 12"),
        ("2240 rose hill 8 suite 40", "rose hill 8"),
        ("45818 P.O. Box 311, Springvale", "45818"),
        # address cues
        ("The ferry drops you off at 17 Harbour Row.", "17 Harbour Row"),
        ("We'll meet Friday at The Oak Room, 233 Quarry Lane.", "233 Quarry Lane"),
        ("the studio is at Sokolská 41.", "Sokolská 41"),
    ],
)
def test_address_forms_masked(text: str, value: str) -> None:
    out = mask_text(text)
    assert value not in out
    assert "<ADDRESS_1>" in out


@pytest.mark.parametrize(
    "text",
    [
        "upgraded to version 4.12.3 today",
        "call me at 5 pm",
        "see you at 5 PM",
        "the meeting is at 10 30",
        "the sync is at 12 Noon",
        "the link is at 100 Mbps",
        "listening on port 8080",
        "HTTP 404 again",
        "Total USD 1,250.00",
        "EUR 120 for the hotel",
        "room 12 is free",
        "step 3 of 5 done",
        "we have 3 Windows 11 laptops",
        "I drove 20 minutes down the road",
        "ordered 2 hard drives",
        "order ORD-4812 shipped",
        "took 45 minutes at the gate 12",
        "Departure gate 12 closes soon",
        "During 2017 we grew",
        "Chapter 5 covers Python 3",
        "Windows 11, 2024 Edition",
        "went via Slack 3 times",
        "I ran the unit 4 tests in suite 2",
        "on 15 March 2024 the build passed",
        "the release is at 3 March",
        "timeout after 30 s; retry 3 times",
        "Tesla Model 3, 10000 Miles",
        "see Figure 3, 12000 Samples were used.",
        "Smith et al. Nature 2020",
    ],
)
def test_address_lookalikes_kept(text: str) -> None:
    assert "ADDRESS" not in mask_text(text)


def test_building_number_joins_street() -> None:
    out = mask_text("The bus stops at 9120 Harlan Street.")
    assert out == "The bus stops at <ADDRESS_1>."


def test_address_inside_prose_keeps_neighbours() -> None:
    out = mask_text("Send the invoice to Hauptstraße 5 and the receipt to me.")
    assert out.startswith("Send the invoice to <ADDRESS_1>")
    assert out.endswith(" and the receipt to me.")
