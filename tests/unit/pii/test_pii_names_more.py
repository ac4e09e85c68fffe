"""Names after clinical, voicemail and salutation cues, and in form dumps and CSV columns."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Patientin Henrike Vosskamp kam zur Nachkontrolle.", ["Henrike", "Vosskamp"]),
        ("Pt Jorunn Haugland, 51y, presents with chest pain.", ["Jorunn", "Haugland"]),
        ("Buzón de voz: hola, le habla Siobhán O'Donnell, llamo por el pedido.", ["O'Donnell"]),
        ("[Mailbox] hallo, hier spricht Wiebke Harmsen, bitte zurückrufen.", ["Wiebke", "Harmsen"]),
        ("Hej Saga!\nTack för beställningen.", ["Saga"]),
        ("Gentile Sig. Bortolotti,\nla contattiamo per l'ordine.", ["Bortolotti"]),
        ("Geachte heer Joost Kuipers,\nuw bestelling is verzonden.", ["Joost", "Kuipers"]),
        ("Requester ........ VASQUEZ Marisol\nStatus ........... open", ["VASQUEZ", "Marisol"]),
        ('id;display_name;team\n7;"Lindgren, Malin";Ops', ["Lindgren", "Malin"]),
    ],
)
def test_cued_names_are_masked(text: str, gone: list[str]) -> None:
    masked = mask_text(text)
    for g in gone:
        assert g not in masked, masked


@pytest.mark.parametrize(
    "text",
    [
        "Beste wensen voor het nieuwe jaar!",
        "Caro amico, come stai?",
        "Priority ......... P3",
        "Patient portal is down again.",
    ],
)
def test_cues_without_a_name_change_nothing(text: str) -> None:
    assert mask_text(text) == text
