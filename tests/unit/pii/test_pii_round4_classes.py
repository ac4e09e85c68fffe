"""Round 4 classes: each family on phrasings of our own (not the development set's)."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text
from memory_core.pii.devices import personal_mac
from memory_core.pii.namecolumns import name_column

LEAKS = [
    # devices, places, messaging links
    ("Please allow my laptop, hardware address 3c:22:fb:91:0e:7a", "3c:22:fb:91:0e:7a"),
    ("Meu endereço de casa fica em -23.55052, -46.63331 perto do metrô", "-23.55052"),
    ("Schreib mir: https://wa.me/4915123456789", "4915123456789"),
    # vendor formats
    ("sonar.login=squ_0123456789abcdef0123456789abcdef01234567", "squ_0123456789abcdef"),
    ("X-Consul-Token: 0f6a3c2e-1b4d-4e8f-9a7b-5c6d7e8f9a0b", "0f6a3c2e-1b4d"),
    (
        "open http://nb:8888/lab?token=0123456789abcdef0123456789abcdef0123456789abcdef",
        "0123456789ab",
    ),
    # credentials by cue in other languages, by verb, by back-reference
    ("La contraseña nueva del router es Tr0mpeta!88", "Tr0mpeta!88"),
    ("Ho cambiato in Gabbiano#4471, riprova", "Gabbiano#4471"),
    ("hetzelfde als vorige keer: Tulp-Molen-Fiets7", "Tulp-Molen-Fiets7"),
    ("Il codice della cassaforte: 775190", "775190"),
    ("Your SIM PUK is 12345678 - keep it safe", "12345678"),
    # scripts and structure
    ('expect "Password:"\nsend "Kr0kus&Mist9\\r"', "Kr0kus&Mist9"),
    ("$ vault kv get -field=password secret/db\nPl4tane*Wind", "Pl4tane*Wind"),
    ("rootpw --plaintext Sunfl0wer#12", "Sunfl0wer#12"),
    ("<AdminPassword><Value>Qx7!mZp2Lk</Value></AdminPassword>", "Qx7!mZp2Lk"),
    ('10.0.0.1 10.0.0.2 : PSK "Vq8sLm2PzX4t"', "Vq8sLm2PzX4t"),
    # identity numbers
    ("Emirates ID 784-1990-1234567-6", "784-1990-1234567-6"),
    ("asmens kodas 38703181745", "38703181745"),
    ("Kennzeichen meines Autos: M AB 1234", "M AB 1234"),
    # addresses after a label in other languages, IBANs in escaped EPC QR payloads
    ("Heimilisfang: Skólavörðustígur 12, 101 Reykjavík", "Skólavörðustígur 12"),
    (
        'qr = "BCD\\n002\\n1\\nSCT\\n\\nMax Muster\\nDE89370400440532013000\\nEUR9"',
        "DE89370400440532013000",
    ),
]
NAMES = [
    ("INSERT INTO staff (vorname, nachname) VALUES ('Henrike', 'Albrecht');", "Albrecht"),
    ("UPDATE t SET apellido = 'Quintana' WHERE id = 3;", "Quintana"),
    ("Saya sudah telepon Ibu Ratna Kusumawati tadi pagi.", "Kusumawati"),
    ("Меня зовут Ольга Кузнецова, я по поводу заказа.", "Кузнецова"),
    ("Attachment: Lebenslauf_Anna_Schmidt.pdf", "Schmidt"),
    ("Aanwezig: Pieter de Vries; Anouk Jansen (notulen)", "Jansen"),
    ("मेरा मोबाइल नंबर 98765 43210 है", "98765 43210"),
]
KEEPS = [
    (
        '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">',
        "R0lGODlhAQABAIAAAAAAAP",
    ),
    ("resolvers: 1.1.1.1 and 8.8.8.8", "8.8.8.8"),
    ("posthog.init('phc_abcdefghijklmnopqrstuvwxyz0123456789ABCD')", "phc_abcdefghij"),
    ("The Austin office moves to Denver, Colorado in June.", "Austin"),
    ("Kickoff on 12 Juni, review in Oktober.", "Oktober"),
    ("Multicast group 01:00:5e:00:00:fb on the switch", "01:00:5e:00:00:fb"),
    ("Final_Report_Q3.pdf is attached", "Final_Report"),
]


@pytest.mark.parametrize(("text", "value"), LEAKS)
def test_values_are_masked(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(("text", "value"), NAMES)
def test_names_and_phones_are_masked(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(("text", "value"), KEEPS)
def test_public_values_are_kept(text: str, value: str) -> None:
    assert value in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Das neue Passwort muss mindestens 12 Zeichen haben.",
        "Set the PIN length to 6 digits in the policy.",
        "error code 4040 returned by the gateway",
        "HTTP status code 5030 on the door controller API",
        "The registration took 2026 seconds",
        "coordinates of the bounding box: 0.12345, 0.67890",
        "IP address: see the inventory sheet",
    ],
)
def test_clean_texts_stay(text: str) -> None:
    assert mask_text(text) == text


def test_mask_is_idempotent_on_new_classes() -> None:
    for text, _ in LEAKS + NAMES:
        once = mask_text(text)
        assert mask_text(once) == once


def test_helpers() -> None:
    assert personal_mac("3c-22-fb-91-0e-7a")
    assert not personal_mac("ff:ff:ff:ff:ff:ff")
    assert name_column("manager_first") == 2
    assert name_column("file_name") == 0
    assert name_column("name") == 1
    assert name_column("sort_first") == 1  # a sort key: its value needs two name words
    assert mask_text("sort_first = 'Name'") == "sort_first = 'Name'"
