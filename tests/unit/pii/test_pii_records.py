"""Personal data inside record formats (``records``): found by parsing the record."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text

MRZ = "P<GBRWHITFIELD<<HARRIET<ANNE<<<<<<<<<<<<<<<<\nX123456785GBR8805142M3001017<<<<<<<<<<<<<<04"


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (
            "MSH|^~\\&|ADT|H|LAB|H|20261201||ADT^A01|1|P|2.5\n"
            "PID|1||555^^^H^MR||KOWALCZYK^BEATA^M||19790312|F|||Long Lane 4^^Leeds",
            ["KOWALCZYK", "BEATA", "19790312", "Long Lane 4"],
        ),
        (
            "BEGIN:VCARD\nVERSION:4.0\nN:Okonjo;Chidera;;;\nFN:Chidera Okonjo\nBDAY:19900101\n"
            "END:VCARD",
            ["Okonjo", "Chidera", "19900101"],
        ),
        ('ORGANIZER;CN="Ilse Vanderbeke":mailto:i@example.org', ["Ilse Vanderbeke"]),
        ("dn: cn=Moreau\\, Anaïs,ou=People,dc=example,dc=org", ["Moreau", "Anaïs"]),
        (f"scan:\n{MRZ}\n", ["WHITFIELD", "HARRIET", "X12345678", "880514"]),
        ("SSR DOCS YY HK1/P/GBR/X12345678/GBR/14MAY88/F/01JAN30/WHITFIELD/HARRIET", ["X12345678"]),
        ("it's K as in Kilo, O as in Oscar, W as in Whiskey, A as in Alpha", ["Kilo", "Oscar"]),
        ("surname: Sierra Mike India Tango Hotel", ["Sierra Mike"]),
        ("고객명: 박서준 님, 환불 요청", ["박서준"]),
        ("Клиент: Ольга Смирнова, заказ задержан", ["Ольга", "Смирнова"]),
    ],
)
def test_record_fields_are_masked(text: str, gone: list[str]) -> None:
    masked = mask_text(text)
    for g in gone:
        assert g not in masked, masked
    assert mask_text(masked) == masked


@pytest.mark.parametrize(
    "text",
    [
        "N:3 replicas requested",
        "P<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<\n" + "1" * 44,
        "The Delta flight was late.",
        "PID|1 is the first process, not a patient",
        "Status: ok",
    ],
)
def test_records_leave_lookalikes_alone(text: str) -> None:
    assert mask_text(text) == text


def test_a_documentation_cn_slot_is_no_name() -> None:
    text = "attendees (``ATTENDEE;CN=...``) and of LDAP entries"
    assert mask_text(text) == text


def test_identity_card_mrz_td1() -> None:
    text = (
        "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\n"
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"
    )
    masked = mask_text(text)
    for gone in ("D23145890", "740812", "ERIKSSON", "ANNA"):
        assert gone not in masked, masked


def test_latin_label_before_a_name_in_another_script() -> None:
    assert "Παπαδοπούλου" not in mask_text("Kundin: Ελένη Παπαδοπούλου")


def test_seed_phrase_on_the_line_after_its_cue() -> None:
    words = "tiger ocean velvet mango river plastic crane orbit lemon frost canvas pilot"
    assert "velvet mango" not in mask_text(f"seed phrase (12 words) below\n{words}")
