"""Word classes of Romanian, Ukrainian, Russian, Greek, Vietnamese and Indonesian
(``extract.builtin.more_languages``): changes with their from/to words, endings before and
after the product, "no longer" with the negation first, third parties by their noun, plans
kept out; and "and now" starting the new state. Sentences written for the tests."""

from __future__ import annotations

import pytest

from tests.support.extraction import fact_tuples as facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Am migrat de pe MongoDB pe PostgreSQL 15 luna trecută.",
            ("user", "database", "set", "PostgreSQL 15", "MongoDB"),
        ),
        (
            "Ми мігрували з Heroku на Render у березні.",
            ("user", "cloud_provider", "set", "Render", "Heroku"),
        ),
        (
            "Мы перешли с Jenkins на GitHub Actions.",
            ("user", "ci_system", "set", "GitHub Actions", "Jenkins"),
        ),
        (
            "Αναβαθμίσαμε από PostgreSQL 13 σε PostgreSQL 16.",
            ("user", "database", "set", "PostgreSQL 16", "PostgreSQL 13"),
        ),
        (
            "Chúng tôi đã chuyển từ Heroku sang AWS tháng trước.",
            ("user", "cloud_provider", "set", "AWS", "Heroku"),
        ),
        (
            "Kami sudah pindah dari MySQL ke PostgreSQL 16 minggu lalu.",
            ("user", "database", "set", "PostgreSQL 16", "MySQL"),
        ),
    ],
)
def test_changes_with_both_ends(text: str, expected: tuple[str, ...]) -> None:
    assert expected in facts(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Nu mai folosim Memcached deloc.", "cache", "Memcached"),
        ("Am renunțat la RabbitMQ anul acesta.", "message_queue", "RabbitMQ"),
        ("Memcached ми вимкнули ще влітку.", "cache", "Memcached"),
        ("Мы больше не используем Kafka.", "message_queue", "Kafka"),
        ("Καταργήσαμε το Memcached πέρσι.", "cache", "Memcached"),
        ("Chúng tôi không dùng Memcached nữa.", "cache", "Memcached"),
        ("Kami tidak pakai Kafka lagi sejak Mei.", "message_queue", "Kafka"),
        ("Hemos dejado RabbitMQ hace un mes.", "message_queue", "RabbitMQ"),
    ],
)
def test_endings_close_the_product(text: str, key: str, value: str) -> None:
    assert ("user", key, "retract", value, None) in facts(text)


def test_again_without_a_negation_is_no_ending() -> None:
    """ "pakai Redis lagi" is "use Redis again": a statement, not an ending."""
    got = facts("Sekarang kami pakai Memcached lagi untuk cache.")
    assert not any(op == "retract" for _, _, op, _, _ in got)


@pytest.mark.parametrize(
    "text",
    [
        "Furnizorul nostru de plăți folosește Oracle.",
        "Наш клієнт використовує MySQL для звітів.",
        "Khách hàng lớn nhất của chúng tôi dùng SQL Server.",
        "Pelanggan kami memakai SQL Server di kantor mereka.",
    ],
)
def test_third_parties_keep_their_products(text: str) -> None:
    assert not any(entity == "user" for entity, *_ in facts(text))


@pytest.mark.parametrize(
    "text",
    [
        "Poate vom trece pe GCP la un moment dat.",
        "Можливо, колись перейдемо на GCP.",
        "Chúng tôi đang cân nhắc dùng GCP.",
        "Kami berencana pindah ke GCP tahun depan.",
        "Ίσως δοκιμάσουμε το GCP.",
    ],
)
def test_plans_say_nothing(text: str) -> None:
    assert facts(text) == set()


def test_and_now_starts_the_new_state() -> None:
    got = facts("We ditched Travis CI and now everything builds on GitHub Actions.")
    assert ("user", "ci_system", "retract", "Travis CI", None) in got
    assert any(k == "ci_system" and op == "set" and v == "GitHub Actions" for _, k, op, v, _ in got)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Tim kami terdiri dari enam orang.", "team_size", "6"),
        ("Nhóm phát triển của chúng tôi có 6 người.", "team_size", "6"),
        ("Suntem o echipă de trei ingineri.", "team_size", "3"),
        ("Vă rog să scrieți în engleză de acum.", "reply_language", "English"),
        ("Tolong jawaban yang singkat saja.", "answer_style", "short"),
        ("Vui lòng trả lời chi tiết hơn.", "answer_style", "detailed"),
    ],
)
def test_preferences_in_more_languages(text: str, key: str, value: str) -> None:
    assert ("user", key, "set", value, None) in facts(text)


def test_a_declined_style_after_the_asked_one_does_not_cancel_it() -> None:
    """ "rinci, bukan singkat": the negation after the asked style declines the other one."""
    assert ("user", "answer_style", "set", "detailed", None) in facts(
        "Mohon jawaban yang rinci, bukan yang singkat."
    )


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Nu utilizăm RabbitMQ.", "message_queue", "RabbitMQ"),
        ("Ми не маємо Memcached.", "cache", "Memcached"),
        ("Δεν έχουμε Memcached.", "cache", "Memcached"),
    ],
)
def test_not_used_ends_like_english_not_using(text: str, key: str, value: str) -> None:
    assert ("user", key, "retract", value, None) in facts(text)


def test_a_fault_is_no_ending() -> None:
    """ "у нас не працює Redis" (Redis does not work here): a problem, not an ending."""
    assert not any(op == "retract" for _, _, op, _, _ in facts("У нас не працює Memcached."))


def test_hebrew_glued_prefixes() -> None:
    """ "ב-", "מ-", "ל-" (in, from, to) are glued on with a hyphen; "הלקוח" is "the customer"."""
    assert ("user", "programming_language", "set", "Go", None) in facts("השירות שלנו כתוב ב-Go.")
    assert ("user", "cloud_provider", "set", "AWS", "Heroku") in facts("העברנו הכל מ-Heroku ל-AWS.")
    assert not any(e == "user" for e, *_ in facts("הספק שלנו משתמש ב-SQL Server."))
    assert ("user", "team_size", "set", "9", None) in facts("אנחנו צוות של 9 מפתחים.")


def test_dutch_nu_is_now_not_a_negation() -> None:
    assert ("user", "database", "set", "MariaDB 11", None) in facts("We draaien nu MariaDB 11.")


@pytest.mark.parametrize(
    "text", ["Queremos dar uma chance ao MongoDB.", "No sabemos si ahora migramos a AWS."]
)
def test_clause_words_of_one_language_do_not_split_another(text: str) -> None:
    """Portuguese "dar" (give) is no Romanian "but", Spanish "si" (if) no Romanian "and"."""
    assert facts(text) == set()
