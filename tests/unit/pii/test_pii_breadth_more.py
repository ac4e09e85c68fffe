"""Birth dates in more languages, obfuscated e-mails with more words for @ and '.', and
addresses on shipping labels, in JSON address lines and with CJK street numbers."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Születési idő: 1984.03.21.", "1984.03.21"),
        ("생년월일: 1979년 11월 3일", "1979년 11월 3일"),
        ("ur. 17.02.1966 w Łodzi", "17.02.1966"),
        ("Дата народження: 23.04.1990", "23.04.1990"),
        ("my bday is 07/04/76, just in case", "07/04/76"),
        ("Tanggal lahir: 12-08-1985", "12-08-1985"),
        ("write to m.rossi7 chiocciola libero punto it", "libero"),
        ("ping a.silva at terra period com.br please", "terra"),
        ("SHIP TO:\nNerudova 212/14, 118 00 Praha\nREF 1Z999", "Nerudova 212/14"),
        ('{"billing": {"line": "ul. Długa 12/4, 00-238 Warszawa"}}', "Długa 12/4"),
        ("My new address is 广州市天河区体育西路191号", "体育西路191号"),
    ],
)
def test_breadth_values_are_masked(text: str, gone: str) -> None:
    masked = mask_text(text)
    assert gone not in masked, masked
    assert mask_text(masked) == masked


@pytest.mark.parametrize(
    "text",
    [
        "Release 2024.10.12 shipped on time.",
        "I am at home point blank.",
        "The meeting is at noon period.",
        '{"log": {"line": "GET /api 200", "level": "info"}}',
        "the address is wrong: no 4 of them",
    ],
)
def test_breadth_rules_leave_lookalikes_alone(text: str) -> None:
    assert mask_text(text) == text


def test_obfuscated_email_with_a_spelled_dot_in_the_local_part() -> None:
    masked = mask_text("mail me at jane dot doe at gmail dot com")
    assert "doe" not in masked and "gmail" not in masked
    assert masked.startswith("mail me at ")


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("please update: 부산광역시 해운대구 센텀중앙로 79", "센텀중앙로 79"),
        ("寄到广东省深圳市南山区科技园路88号", "科技园路88号"),
        ("fnr. 05109805345", "05109805345"),
        ("Заявник: Тарас Коваленко, скарга", "Коваленко"),
    ],
)
def test_cueless_cjk_addresses_and_more_cues(text: str, gone: str) -> None:
    assert gone not in mask_text(text)


def test_a_city_alone_is_no_address() -> None:
    assert mask_text("我在北京市出差三天") == "我在北京市出差三天"


def test_a_two_column_csv_header_names_its_columns() -> None:
    masked = mask_text("username,password\nalice,S3cure#Pass1")
    assert "S3cure#Pass1" not in masked
    assert mask_text("Hello,world\nthis is fine") == "Hello,world\nthis is fine"
