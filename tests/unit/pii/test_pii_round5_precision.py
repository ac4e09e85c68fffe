"""Round 5: products, fingerprints, pronouns, cars, software tables, status lines and
labelled addresses are kept, while the values next to them are still masked."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    "text",
    [
        "# the password is read from /etc/app/secret.env",
        "the db password is stored in vault, ask ops",
        "the token is loaded via the CI variables",
        "after the upgrade we switched to MySQL8 on the replicas",
        "can you try Firefox122 and tell me if it still breaks?",
        "then use Android14 on the test phone",
        "the host key is ed25519, use SHA256:Qm9vYmFyYmF6 as fingerprint",
    ],
)
def test_products_and_passive_clauses_are_not_passwords(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the password is hunter2 from now on", "hunter2"),
        ("then try Xk9mP2vq!", "Xk9mP2vq!"),
        ("reset it to Summer2024 for now", "Summer2024"),
    ],
)
def test_values_after_the_same_cues_are_still_masked(text: str, secret: str) -> None:
    assert secret not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Kami sudah kirim invoice kemarin.",
        "Hi tim,\nKami akan cek lagi besok pagi.",
        "Ella dijo que lo revisa mañana.",
        "Han sa att det fungerar nu.",
        "Auto klienta: Toyota Corolla, rocznik 2019",
        "Fahrzeug: Volkswagen Golf, Farbe blau",
    ],
)
def test_pronouns_and_car_models_are_not_people(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kami Tanaka joined the call", "Tanaka"),
        ("Ella said she would call back", "Ella"),
        ("Kowalski Suzuki wrote yesterday", "Kowalski"),
    ],
)
def test_names_next_to_those_words_stay_masked(text: str, name: str) -> None:
    assert name not in mask_text(text)


def test_software_table_keeps_package_names_but_not_people() -> None:
    table = (
        "| Name | Version | License |\n|---|---|---|\n| Django | 5.0 | BSD |\n| Flask | 3.0 | BSD |"
    )
    assert mask_text(table) == table
    people = "| Name | Phone |\n|---|---|\n| Jarek | +48 601 234 567 |"
    assert "Jarek" not in mask_text(people)


@pytest.mark.parametrize(
    "text",
    ["address: Build 42 failed", "Adresse: Test 7 fehlgeschlagen", "address: job 12 timed out"],
)
def test_status_lines_after_an_address_label_are_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("proszę przesłać fakturę na adres ul. Lipowa 4/2, 31-150 Kraków", "Lipowa"),
        ("bydlíme na adrese Nerudova 18, 118 00 Praha", "Nerudova"),
        ("skicka paketet till adressen Kungsgatan 9, 111 43 Stockholm", "Kungsgatan"),
    ],
)
def test_addresses_after_a_preposition_and_label(text: str, street: str) -> None:
    assert street not in mask_text(text)


def test_a_numbered_list_after_to_the_address_is_kept() -> None:
    text = "bind to the address 10 retries, 30000 ms later"
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Anhang: Lebenslauf_Dumitrescu.pdf", "Dumitrescu"),
        ("see CV_Ionescu-Vlad_2025.docx", "Ionescu"),
        ("umowa_Wiśniewski.pdf attached", "Wiśniewski"),
    ],
)
def test_names_in_person_document_file_names(text: str, name: str) -> None:
    assert name not in mask_text(text)


@pytest.mark.parametrize(
    "text", ["CV_Template.docx", "CV_Senior_Engineer.pdf", "contract_Draft.pdf"]
)
def test_document_file_names_without_a_person_are_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    "text",
    ["From: Bergen, Norway", "From: Cluj-Napoca, Romania", "Standort: Graz, Österreich"],
)
def test_a_city_and_its_country_is_no_person(text: str) -> None:
    assert mask_text(text) == text


def test_last_first_with_a_given_name_after_the_comma_stays_masked() -> None:
    assert "Kowalski" not in mask_text("Patient: Kowalski, Jan")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the password is sunshine in lowercase", "sunshine"),
        ("wifi password is bluebird on the router label", "bluebird"),
    ],
)
def test_a_plain_word_before_a_preposition_is_still_a_password(text: str, secret: str) -> None:
    assert secret not in mask_text(text)


def test_a_car_make_before_a_surname_is_a_person() -> None:
    assert "Tanaka" not in mask_text("Mazda Tanaka is our driver")


@pytest.mark.parametrize(
    "table",
    [
        "| Nombre | Versión |\n|---|---|\n| Django | 5.0 |",
        "| Nazwa | Wersja |\n|---|---|\n| Symfony | 7 |",
        "| Nom | Licence |\n|---|---|\n| Flask | BSD |",
    ],
)
def test_software_tables_in_other_languages(table: str) -> None:
    assert mask_text(table) == table
