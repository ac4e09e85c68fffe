"""Contact channels asked for by "use X to reach me" and "X is where I live now", and date
formats written as a template (a cue in any script; "no formato" names a format, it does not
decline one). Sentences written for the tests."""

from __future__ import annotations

import pytest

from tests.support.extraction import fact_tuples as facts


def values(text: str, key: str) -> set[str]:
    return {v for e, k, op, v, _ in facts(text) if e == "user" and k == key and op == "set"}


@pytest.mark.parametrize(
    ("text", "channel"),
    [
        ("Please use Telegram to reach me, the office line is always busy.", "Telegram"),
        ("Use the phone for contacting us about outages.", "phone"),
        ("Discord is where we hang out, so ping us there.", "Discord"),
        ("Honestly Slack is where I live these days.", "Slack"),
    ],
)
def test_channel_asked_for(text: str, channel: str) -> None:
    assert values(text, "contact_channel") == {channel}


@pytest.mark.parametrize(
    "text",
    [
        "Email is where I am least responsive.",
        "We use Slack to contact our suppliers.",
        "Don't use WhatsApp to reach me.",
        "Slack is where I found the bug report.",
    ],
)
def test_channel_not_asked_for(text: str) -> None:
    assert values(text, "contact_channel") == set()


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("Por favor, usem sempre as datas no formato DD-MM-YYYY nos relatórios.", "DD-MM-YYYY"),
        ("報告書の日付は YYYY-MM-DD にしてください。", "ISO 8601"),
        ("Будь ласка, дати у вигляді DD.MM.YYYY.", "DD.MM.YYYY"),
        ("โปรดเขียนวันที่แบบ DD/MM/YYYY", "DD/MM/YYYY"),
    ],
)
def test_date_template(text: str, fmt: str) -> None:
    assert values(text, "date_format") == {fmt}


@pytest.mark.parametrize(
    "text",
    [
        "Our invoices print YYYY-MM-DD at the top.",
        "No MM/DD/YYYY please, the warehouse misreads it.",
        "ระบบเก่าแสดงวันที่เป็น 03/11",
    ],
)
def test_no_date_format(text: str) -> None:
    assert values(text, "date_format") == set()


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "I'm typing in English this time for our auditor, but keep answering me in German.",
            "German",
        ),
        ("Sorry for the English this once, however please reply in Italian as before.", "Italian"),
    ],
)
def test_a_one_off_before_but_does_not_cover_the_standing_request(text: str, language: str) -> None:
    assert values(text, "reply_language") == {language}


def test_a_one_off_after_the_request_still_covers_it() -> None:
    assert (
        values("Please reply in Spanish this time, but nothing else changes.", "reply_language")
        == set()
    )


@pytest.mark.parametrize(
    ("text", "size"),
    [("我们的开发团队目前有 7 名工程师。", "7"), ("小组现在有4个人，人手不够。", "4")],
)
def test_chinese_team_size(text: str, size: str) -> None:
    assert values(text, "team_size") == {size}


def test_chinese_count_of_something_else_is_not_a_team() -> None:
    assert values("我们有 30 个客户团队在用这个功能。", "team_size") == set()


def test_dutch_zone_after_op() -> None:
    assert values("We wonen in Gent en zitten op CET.", "timezone") == {"CET"}


@pytest.mark.parametrize(
    ("text", "channel"),
    [
        ("The office line is dead these days, e-mail me from now on.", "email"),
        ("Could you change my contact method to SMS.", "SMS"),
        ("We dropped Discord for Slack last month, so find me there.", "Slack"),
        ("Kindly reach out over Telegram instead of phone.", "Telegram"),
        ("Telegram please, not the phone.", "Telegram"),
        ("From next week, Signal is the easiest way to reach me.", "Signal"),
        ("Slack is my main channel now.", "Slack"),
    ],
)
def test_more_ways_to_ask_for_a_channel(text: str, channel: str) -> None:
    assert values(text, "contact_channel") == {channel}


@pytest.mark.parametrize(
    "text",
    [
        "Our suppliers reach out via email when stock is low.",
        "We moved from Discord to Slack, don't ping me there.",
        "Slack please send me the logs.",
        "The Wi-Fi signal in the warehouse is weak.",
    ],
)
def test_no_channel_asked_for(text: str) -> None:
    assert values(text, "contact_channel") == set()


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("My sister's other company is hosted on Netlify.", "cloud_provider"),
        ("A neighbour's pottery studio runs on MongoDB.", "database"),
        ("Our accountant's new firm uses Azure.", "cloud_provider"),
    ],
)
def test_an_organisation_someone_else_owns_is_not_the_users(text: str, key: str) -> None:
    assert values(text, key) == set()


def test_the_users_own_parts_stay_the_users() -> None:
    assert values("Our startup's backend is on Hetzner.", "cloud_provider") == {"Hetzner"}


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Set the weekly export to America/Denver please.", "America/Denver"),
        ("รายงานให้ใช้ Asia/Bangkok นะครับ", "Asia/Bangkok"),
        ("Raporları Europe/Istanbul saatine göre gönderin.", "Europe/Istanbul"),
    ],
)
def test_a_written_iana_zone(text: str, zone: str) -> None:
    assert values(text, "timezone") == {zone}


@pytest.mark.parametrize(
    "text",
    [
        "Our supplier works in Asia/Shanghai hours.",
        "Does the scheduler accept Africa/Lagos?",
        "We store Europe/Paris and America/Toronto for the two offices.",
    ],
)
def test_no_written_iana_zone(text: str) -> None:
    assert values(text, "timezone") == set()
