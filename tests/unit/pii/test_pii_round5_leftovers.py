"""Round 5 leftovers: founding dates, phones named by a city or "number is", passports
with the issuing country's adjective, names in HTML rosters, chat-led psql headers and
log-prefixed dot-leader forms."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    "text",
    [
        "our startup was born on 2021-04-01 in a garage",
        "the idea was born on 03/05/2019 during a retro",
        "el proyecto nació el 12/03/2020 en un hackathon",
    ],
)
def test_a_thing_born_keeps_its_date(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("my daughter was born on 2019-03-04", "2019-03-04"),
        ("my bday is 04/11/88 btw", "04/11/88"),
        ("the patient was born on 02.03.1971", "02.03.1971"),
    ],
)
def test_people_born_still_masked(text: str, date: str) -> None:
    assert date not in mask_text(text)


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("the Hamburg office number is 040/3344 5566", "3344 5566"),
        ("my contact in Sevilla: 654 321 987", "654 321 987"),
        ("the plumber in Lisboa: 912 345 678", "912 345 678"),
    ],
)
def test_phones_named_by_number_or_a_city(text: str, phone: str) -> None:
    assert phone not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    ["Berlin: 2024 12 05", "deploy to Madrid: 2024 12 05 10", "the ticket number is 4521"],
)
def test_dates_and_short_numbers_after_a_city_are_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("pasaporte colombiano núm. AT123456", "AT123456"),
        ("passeport français n° 19AB12345", "19AB12345"),
        ("Italian passport YA1234567", "YA1234567"),
    ],
)
def test_passports_with_the_country_adjective(text: str, value: str) -> None:
    assert value not in mask_text(text)


def test_html_roster_names_are_masked_and_plain_cells_kept() -> None:
    roster = (
        "<tr><td>Ilse Vandermeer</td><td>Early shift</td></tr>\n"
        "<tr><td>Tomasz Wierzbicki</td><td>Late shift</td></tr>"
    )
    out = mask_text(roster)
    assert "Vandermeer" not in out and "Wierzbicki" not in out
    assert "Early shift" in out
    docs = (
        "<tr><td>Release Notes</td><td>Draft</td></tr>\n<tr><td>Night Shift</td><td>Open</td></tr>"
    )
    assert mask_text(docs) == docs


def test_psql_table_after_a_chat_lead() -> None:
    text = "[#it-help]  owner        | team\n--------------+------\n Oskar Lindqvist | infra"
    assert "Lindqvist" not in mask_text(text)


def test_dot_leader_form_after_a_log_prefix() -> None:
    text = "2026-01-02T03:04:05Z INFO Approver ........ NAKAMURA, Ren"
    assert "NAKAMURA" not in mask_text(text)
    assert mask_text("INFO Loading ........ done") == "INFO Loading ........ done"


@pytest.mark.parametrize(
    "text",
    [
        "$ vault kv put secret/app db_password=@pw.txt",
        "curl --data-binary @payload.json https://api.example.test/v1",
        "http POST :8080/login token=@./secrets/token.txt",
    ],
)
def test_file_references_on_command_lines_are_kept(text: str) -> None:
    assert mask_text(text) == text


def test_a_value_that_only_starts_with_at_is_still_masked() -> None:
    assert "Xk9mP2vq" not in mask_text("password=@Xk9mP2vq!")
