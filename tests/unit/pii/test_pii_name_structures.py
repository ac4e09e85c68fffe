"""Names found by where they stand (headers, fields, sign-offs, role words, CJK cues), and
look-alikes in the same positions that must stay."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text
from memory_core.pii.namelead import lead_view


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # "Last, First" headers behind a banner, with a bracketed or parenthesised tail
        ("Marchetti, Ilaria  [11:02 PM]\nis the deploy done?", "Marchetti"),
        ("2025-03-01T10:00:00Z WARN Haugland, Sigrun (Guest) — 08:15\nstill failing", "Haugland"),
        ("Case ABC-77: [14:05] Østergaard, Mette: please retry", "Østergaard"),
        ("(edited) Wojtyła, Barbara hat den Kanal verlassen", "Wojtyła"),
        ("Re: van den Berg, Pieter  09:12\nlooks good", "Berg"),
        # a surname in capitals after a role label
        ("Requester: OKONJO, Adaeze\nPriority: P2", "OKONJO"),
        ("Customer: MORENO, Itziar\nQueue: billing", "MORENO"),
        # name fields by key or label (JSON, XML, forms) in several languages
        ('{"shipment": {"consignee": "Oyelaran Bamidele", "zip": "10115"}}', "Bamidele"),
        ("<payee><holder_name>Teodora Vasquez</holder_name></payee>", "Teodora"),
        ("Überweisung an IBAN DE.. (Kontoinhaber: Gesine Mahlberg).", "Mahlberg"),
        ("Imię i nazwisko: Wiesława Kołodziej\nPowód: zwrot", "Kołodziej"),
        ("Passenger: Ingeborg Svanholm\nSeat: 14C", "Svanholm"),
        # a first name given after its noun in a spelling exchange
        ("sure, W-I-L-K-O-S-Z, first name Bożena", "Bożena"),
        # CJK names: a listed family name held by an honorific or a self-introduction
        ("ご連絡ありがとうございます。\n山口 真央です。", "山口 真央"),
        ("営業の中川さんに伝えます。", "中川"),
        ("您好，我叫刘洋，想查询订单。", "刘洋"),
        ("안녕하세요, 저는 박서연입니다.", "박서연"),
        ("もしもし、Kowalczykと申します。", "Kowalczyk"),
        # a listed product name with a person cue and no product cue stays a person
        ("Thanks to Jasper Hoogeveen for the review.", "Hoogeveen"),
        # self-introductions and mid-sentence cues in other languages
        ("Salut, je m'appelle Gwenaëlle Le Corre, j'ai une question.", "Gwenaëlle"),
        ("Selam, ben Tuğba Yıldırım, iade istiyorum.", "Tuğba"),
        ("Namaste, main Anand Subramaniam bol rahi hoon.", "Subramaniam"),
        ("Volgens Margriet Dijkhuizen is het pakket onderweg.", "Dijkhuizen"),
        ("Meine Kollegin Hildegard Oberhuber meldet sich.", "Oberhuber"),
        # a chat author line with a guest tag
        ("Today 09:03\nRosalind Achterberg (Guest)\nuploaded the file", "Achterberg"),
        # a signature block after the "-- " delimiter
        ("Done, closing.\n\n-- \nRagnhild Sæther | Payroll\n", "Ragnhild"),
    ],
)
def test_structural_name_positions(text: str, name: str) -> None:
    assert name not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Springfield, Illinois\nPopulation: 114,394",
        "2025-03-01T10:00:00Z INFO Connection Pool: started 8 workers",
        "--\nRelease Notes\n",
        "Fwd: Build Status: green",
        "Re: Portland, Oregon  09:12",
        '{"recipient": "ops-team", "name": "Payment Service"}',
        "Bitte senden Sie den Bericht bis Freitag.",
        "고객님, 문제입니다.",
        "Dockerさんが落ちました。",
        "日本の東京都です。",
        "Wir fahren mit Deutsche Bahn nach Berlin.",
        "Kafka Connect (extern)\nrestarted",
        "Ik ga naar Den Haag morgen.",
        "Según Amazon Web Services, todo va bien.",
        # products named like people, with a product cue in the sentence (keep principle)
        "I asked Jarvis to draft the summary and it got the dates wrong.",
        "Die Integration mit Travis läuft wieder.",
        "We pinged Watson with the new prompt.",
    ],
)
def test_structural_look_alikes_stay(text: str) -> None:
    assert mask_text(text) == text


def test_lead_view_keeps_offsets() -> None:
    text = "Fwd: (via Zendesk) Marchetti, Ilaria: hi\nplain line"
    view = lead_view(text)
    assert len(view) == len(text)
    assert view.endswith("Marchetti, Ilaria: hi\nplain line")
    assert view[:19].strip() == ""
    assert lead_view("no lead here") == "no lead here"
