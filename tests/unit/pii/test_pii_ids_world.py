"""National ids of further countries named by a cue (``idworld``): the cue vocabulary
in the local languages, the check digit where one is published."""

from __future__ import annotations

import pytest

from memory_core.pii import idworld as w
from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("check", "good", "bad"),
    [
        (w.oib, "69204158739", "69204158730"),
        (w.th_pin, "1101700543218", "1101700543210"),
        (w.ird, "049356145", "049356140"),
        (w.ua_rntrc, "3141592650", "3141592651"),
        (w.jmbg, "0303985505120", "0303985505121"),
    ],
)
def test_world_check_digits(check: w.ck.Validator, good: str, bad: str) -> None:
    assert check(good)
    assert not check(bad)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("OIB: 69204158739", "69204158739"),
        ("JMBG 0303985505120", "0303985505120"),
        ("เลขประจำตัวประชาชน 1-1017-00543-21-8", "1-1017-00543-21-8"),
        ('{"ird_number": "049-356-145"}', "049-356-145"),
        ("РНОКПП 3141592650", "3141592650"),
        ("ИНН физлица: 500100732259", "500100732259"),
        ("cédula de identidad 40.511.278", "40.511.278"),
        ("my NIN is 30219948811", "30219948811"),
        ("Số CCCD: 079204001234", "079204001234"),
        ("رقم الهوية 1087654321", "1087654321"),
        ("کد ملی: 0084575948", "0084575948"),
        ("জাতীয় পরিচয়পত্র নম্বর 8712345678", "8712345678"),
        ("Medicare no. 2123 45670 1", "2123 45670 1"),
    ],
)
def test_world_ids_with_a_cue_are_masked(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    ["see RFC 7231 section 6", "GitHub Actions run 8812345678 failed", "CI #48213 is green"],
)
def test_words_that_only_look_like_id_cues_keep_their_numbers(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("пишите: ivan.petrov собака mail точка ru", "ivan.petrov"),
        ("kirjoita: liisa.virtanen miukumauku elisa piste fi", "liisa.virtanen"),
        ("stuur naar joost apenstaartje ziggo punt nl", "joost apenstaartje"),
        ("skriv till karin_berg snabel-a telia punkt se", "karin_berg"),
        ("contact: li.wei ( at ) example { dot } cn", "li.wei"),
        ("Mail an jonas.keller At-Zeichen posteo Punkt de", "jonas.keller"),
        ("yaz: ayse.kaya＠firma.com.tr", "ayse.kaya"),
        ("napíšte na jan.novak zavináč azet bodka sk", "jan.novak"),
    ],
)
def test_obfuscated_addresses_in_many_languages(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    ["we meet at noon, point taken", "I'm at api.example.org today", "the point at issue"],
)
def test_prose_with_at_and_point_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "the fleet is on agent 7.0.18.35 now",
        "rolled out plugin 4.2.0.11 to staging",
        "the docs sample eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ikpv"
        "aG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c is public",
        "AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBe"
        "ksoGMGw== (Azurite)",
        "Kendra keeps timing out on long queries",
        "we moved TTS from Polly to a self-hosted model",
    ],
)
def test_versions_published_keys_and_products_kept(text: str) -> None:
    assert mask_text(text) == text


def test_a_host_address_is_still_masked() -> None:
    assert "10.20.30.40" not in mask_text("connect to server 10.20.30.40 over ssh")
