"""Credentials found by the structure around them (``secretlines``) and by cue + shape."""

from __future__ import annotations

import pytest

from memory_core.pii import Masker, mask_text


@pytest.mark.parametrize(
    ("text", "secrets"),
    [
        (
            "Here are your backup codes, store them offline:\n  - 4kq2m-zt8pw\n  - abcde-fghij\n"
            "  - 77xyq-0a1b2\n",
            ["4kq2m-zt8pw", "abcde-fghij", "77xyq-0a1b2"],
        ),
        ("Wiederherstellungscodes: 1234-5678, 8765-4321", ["1234-5678", "8765-4321"]),
        (
            'SEED_PHRASE="tiger ocean velvet mango river plastic crane orbit lemon frost '
            'canvas pilot"',
            ["tiger ocean velvet mango"],
        ),
        (
            "ok so my recovery phrase is: tiger ocean velvet mango river plastic crane orbit "
            "lemon frost canvas pilot, please help",
            ["velvet mango river"],
        ),
        ("2FA setup: enter the key JBSW Y3DP EHPK 3PXP in the authenticator app", ["JBSW Y3DP"]),
        ("USER deploy\n331 Password required\nPASS Qx7!mera22\n230 Logged in", ["Qx7!mera22"]),
        ("A001 LOGIN ops@example.org Tr1ck$y-pass\nA001 OK", ["Tr1ck$y-pass"]),
        ("requirepass Str0ng&redis\nmaxmemory 1gb", ["Str0ng&redis"]),
        ("C:\\> net user backupadmin W1nter#2031 /add", ["W1nter#2031"]),
        ('$p = ConvertTo-SecureString "Sp3cial!one" -AsPlainText -Force', ["Sp3cial!one"]),
        (
            "keys for the job: AKIAQ3EXAMPLE7ZZ4ABC / Zq8/xVb1mN0pLr5tYw2sK9dF3hJ6gU4cE7aI1oXy",
            ["Zq8/xVb1mN0pL"],
        ),
        ('network={\n  ssid="Lab"\n  psk="otter-maple-lantern-9"\n}', ["otter-maple-lantern-9"]),
    ],
)
def test_structure_credentials_are_masked(text: str, secrets: list[str]) -> None:
    masked = mask_text(text)
    for s in secrets:
        assert s not in masked, masked
    assert mask_text(masked) == masked


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ssh account for the lab -> builder:Quartz!river8 (test only)", "Quartz!river8"),
        ("creds for the NVR: cam // 5!zPQErtYuiOP3=", "5!zPQErtYuiOP3="),
        ("Agent: can you confirm the current password?\nUser: yes, it's Pl8num#44", "Pl8num#44"),
        ("just punch in R0ut3r!x9 when the box asks", "R0ut3r!x9"),
        ("log in as root with 9$=kQ2v+Lm, then reboot", "9$=kQ2v+Lm"),
        (
            "[10:01] me: what did we set on the switch?\n[10:02] you: same one as the NAS\n"
            "[10:02] you: K7#pq!Zw2mN",
            "K7#pq!Zw2mN",
        ),
        ("A jelszava Kecske#2024", "Kecske#2024"),
        ("Kata sandi barunya mango-papaya-delta-12", "mango-papaya-delta-12"),
        ("הסיסמה החדשה היא lemon-river-orbit-33", "lemon-river-orbit-33"),
        (
            "the datadog api key for prod: 0c5e8f1a2b3d4c6e7f8091a2b3c4d5e6, keep it safe",
            "0c5e8f1a2b",
        ),
    ],
)
def test_cue_and_shape_credentials_are_masked(text: str, secret: str) -> None:
    masked = mask_text(text)
    assert secret not in masked, masked


@pytest.mark.parametrize(
    "text",
    [
        "Recovery codes are shown once; print them and keep them offline.",
        "The recovery phrase has twelve words, never type it into a website.",
        "THIS WILL TAKE LONG TIME",
        "commit 0c5e8f1a2b3d4c6e7f8091a2b3c4d5e6 fixed the build",
        "net user /domain lists the accounts",
        "USER anonymous\n230 Login successful",
        "key_mgmt=WPA-PSK",
    ],
)
def test_structure_rules_leave_prose_alone(text: str) -> None:
    assert mask_text(text) == text


def test_a_code_list_ends_at_its_block() -> None:
    text = "Backup codes:\n  abcd1-efgh2\n\nThe meeting is at 10:30 in room 4."
    masked = mask_text(text)
    assert "abcd1-efgh2" not in masked
    assert "The meeting is at 10:30 in room 4." in masked


def test_seed_phrase_remembered_for_the_session() -> None:
    m = Masker()
    phrase = "tiger ocean velvet mango river plastic crane orbit lemon frost canvas pilot"
    first = m.mask(f"my seed phrase: {phrase}")
    assert phrase not in first


@pytest.mark.parametrize(
    "token",
    [
        "rubygems_" + "0a1b2c3d4e5f" * 4,
        "rdme_" + "a1b2c3d4e5" * 7,
        "API-" + "Q7W2E9R4T6Y1U8I3O5P0ASDFGH",
        "sk-lf-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d",
        "AGE-SECRET-KEY-1" + "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L" + "QPZRY9X8GF2TVDW0S3JN54KHCE",
    ],
)
def test_more_vendor_formats_are_masked_without_a_cue(token: str) -> None:
    assert token[8:20] not in mask_text(f"see {token} in the log")


def test_a_random_value_after_any_assignment_is_masked() -> None:
    masked = mask_text("export X=AbCdEfGh1234567890IjKlMnOpQrStUvWxYz0123456")
    assert "1234567890IjKl" not in masked
    assert (
        mask_text("ETag=W/3a5b9c1d2e3f4a5b6c7d8e9f0a1b2c3d")
        == "ETag=W/3a5b9c1d2e3f4a5b6c7d8e9f0a1b2c3d"
    )


def test_smtp_auth_login_password_line_is_masked() -> None:
    text = (
        "AUTH LOGIN\n334 VXNlcm5hbWU6\nYm9iQGV4YW1wbGUuY29t\n334 UGFzc3dvcmQ6\nUzNjcmV0ITIz\n235 ok"
    )
    assert "UzNjcmV0ITIz" not in mask_text(text)


def test_a_bare_seed_phrase_after_a_colon_is_masked() -> None:
    words = "gravity canoe museum alpha ladder velvet honey rocket piano stadium coffee orbit"
    assert "museum alpha" not in mask_text(f"write down these words: {words}")
    line = "pip install numpy scipy pandas matplotlib seaborn requests flask django celery redis"
    assert mask_text(line) == line


def test_a_spelled_name_is_masked_when_said_again() -> None:
    masked = mask_text("surname P-A-T-E-L, so Patel with one t")
    assert "Patel" not in masked


@pytest.mark.parametrize(
    "text",
    [
        "Tests: 12 passed\nPASS  tests/unit/test_x.py",
        "use ConvertTo-SecureString with -AsPlainText only in tests",
        "The Delta Echo Foxtrot test matrix",
    ],
)
def test_protocol_and_spelling_rules_need_their_shape(text: str) -> None:
    assert mask_text(text) == text
