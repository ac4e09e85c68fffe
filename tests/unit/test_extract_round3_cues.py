"""The shared cue lexicon (``cue_lexicon``, ``pref_lexicon``) and the structural rules on it
(``cue_rules``, ``cue_prefs``): endings, changes and preferences in languages the older
per-language modules do not read, and the cases where they must say nothing. The sentences
are written for these tests (none is from a held-out set)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.builtin.cue_rules import RETRACTED_CUES, fold, negated

Row = tuple[str, str, str, str, str | None]


def facts(text: str, **current: str) -> set[Row]:
    now = [CurrentFact("user", "technical_environment", k, v) for k, v in current.items()]
    inp = ExtractionInput(
        messages=[{"role": "user", "content": text}],
        started_at=datetime(2026, 1, 1, tzinfo=UTC),
        current_facts=now,
    )
    out = BuiltinExtractor().extract(inp).extraction.facts
    return {(f.entity, f.key, f.op, f.value, f.previous) for f in out}


def user_rows(found: set[Row], key: str) -> set[tuple[str, str]]:
    return {(op, v) for e, k, op, v, _ in found if e == "user" and k == key}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("हमने पिछले महीने Redis हटा दिया।", "cache", "Redis"),
        ("لقد أزلنا RabbitMQ بالكامل من النظام.", "message_queue", "RabbitMQ"),
        ("ตอนนี้เราเลิกใช้ Sentry แล้ว", "observability", "Sentry"),
        ("Uklonili smo Jenkins prošlog mjeseca.", "ci_system", "Jenkins"),
        ("Премахнахме Kafka миналата седмица.", "message_queue", "Kafka"),
        ("Tumeondoa Memcached kabisa.", "cache", "Memcached"),
        ("Kami sudah menghapus Datadog bulan lalu.", "observability", "Datadog"),
        ("Pašalinome Kubernetes praėjusį mėnesį.", "orchestration", "Kubernetes"),
    ],
)
def test_an_ending_in_languages_never_tuned_for(text: str, key: str, value: str) -> None:
    assert ("retract", value) in user_rows(facts(text, **{key: value}), key)


@pytest.mark.parametrize(
    ("text", "current"),
    [
        # the cue negated right before it ("we did not remove Redis")
        ("लेकिन हमने Redis नहीं हटाया।", {"cache": "Redis"}),
        # the product is where something was removed from, not what was removed
        ("Kami sudah menghapus data lama dari PostgreSQL.", {"database": "PostgreSQL 15"}),
        # a fault, not an ending: "stopped working"
        ("Redis přestal fungovat včera večer.", {"cache": "Redis"}),
        # imagined: "maybe we switch Redis off next year"
        ("Možno Redis vypneme budúci rok.", {"cache": "Redis"}),
        # a third party's ending is not the user's
        ("Náš klient odstránil Redis.", {"cache": "Redis"}),
    ],
)
def test_no_ending_when_the_clause_says_otherwise(text: str, current: dict[str, str]) -> None:
    assert not any(op == "retract" for _, _, op, _, _ in facts(text, **current))


def test_an_ending_with_a_successor_is_a_change() -> None:
    found = facts("Redis sme odstránili a teraz používame Memcached.", cache="Redis")
    assert ("user", "cache", "set", "Memcached", "Redis") in found
    assert not any(op == "retract" for _, _, op, _, _ in found)


@pytest.mark.parametrize(
    ("text", "current", "expected"),
    [
        (
            "Chúng tôi đã chuyển từ MySQL 8 sang PostgreSQL 16.",
            {"database": "MySQL 8"},
            ("user", "database", "set", "PostgreSQL 16", "MySQL 8"),
        ),
        (
            "हमने MySQL 8 से PostgreSQL 16 पर माइग्रेट कर दिया।",
            {"database": "MySQL 8"},
            ("user", "database", "set", "PostgreSQL 16", "MySQL 8"),
        ),
        (
            "Tumehamia kutoka Heroku hadi AWS mwezi uliopita.",
            {"cloud_provider": "Heroku"},
            ("user", "cloud_provider", "set", "AWS", "Heroku"),
        ),
        (
            "Hemos pasado de Heroku a AWS.",
            {"cloud_provider": "Heroku"},
            ("user", "cloud_provider", "set", "AWS", "Heroku"),
        ),
        (  # a bare version after the product: "upgraded PostgreSQL 13 to 15"
            "Nag-upgrade kami ng PostgreSQL 13 papuntang 15.",
            {"database": "PostgreSQL 13"},
            ("user", "database", "set", "PostgreSQL 15", "PostgreSQL 13"),
        ),
    ],
)
def test_a_change_from_a_cue_and_the_current_value(
    text: str, current: dict[str, str], expected: Row
) -> None:
    assert expected in facts(text, **current)


@pytest.mark.parametrize(
    ("text", "current"),
    [
        # a list with a change word elsewhere in the clause
        ("Používáme MySQL 8 a PostgreSQL 16, migrovali jsme data.", {"database": "MySQL 8"}),
        ("Tunatumia PostgreSQL 15 na 16, tuliboresha.", {"database": "PostgreSQL 15"}),
        # imagined
        ("Pindah dari MySQL 8 ke PostgreSQL 16 mungkin tahun depan.", {"database": "MySQL 8"}),
        # the first product is not the current value: which end is old cannot be told
        ("MongoDB sme nahradili PostgreSQL 16.", {"database": "MySQL 8"}),
        ("MongoDB sme nahradili PostgreSQL 16.", {}),
        # a count after the version, not a new version
        (
            "Tunatumia PostgreSQL 15 kwa watumiaji 20 tangu tuliboresha.",
            {"database": "PostgreSQL 15"},
        ),
    ],
)
def test_no_change_without_its_structure(text: str, current: dict[str, str]) -> None:
    assert not any(prev for *_, prev in facts(text, **current))


@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("Mteja wetu anatumia Oracle.", "customer"),
        ("مشتری ما از Oracle استفاده می‌کند.", "customer"),
        ("Náš dodávateľ beží na Oracle.", "vendor"),
    ],
)
def test_third_party_nouns_keep_their_systems_apart(text: str, party: str) -> None:
    found = facts(text, database="PostgreSQL 15")
    assert (party, "database", "set", "Oracle", None) in found
    assert not user_rows(found, "database") - {("set", "PostgreSQL 15")}


@pytest.mark.parametrize(
    "text",
    ["Labda tutahamia AWS mwaka ujao.", "شاید سال آینده به AWS برویم.", "Razmišljamo o AWS."],
)
def test_hypotheticals_in_more_languages_say_nothing(text: str) -> None:
    assert not user_rows(facts(text, cloud_provider="Heroku"), "cloud_provider")


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Tafadhali tumieni tarehe kama YYYY-MM-DD.", "date_format", "ISO 8601"),
        ("Ripoti inaonyesha MM/DD/YYYY. Tunataka DD/MM/YYYY.", "date_format", "DD/MM/YYYY"),
        ("Si us plau, contesteu-me en català.", "reply_language", "Catalan"),
        ("Tafadhali nijibu kwa Kiingereza.", "reply_language", "English"),
        ("Som cinc desenvolupadors a l'equip.", "team_size", "5"),
        ("Tuko watu wanne kwenye timu.", "team_size", "4"),
        ("Sila hubungi saya melalui emel sahaja.", "contact_channel", "email"),
        ("Kontaktujte nás cez Discord, prosím.", "contact_channel", "Discord"),
        ("Majibu mafupi tafadhali.", "answer_style", "short"),
    ],
)
def test_preferences_from_the_shared_lexicon(text: str, key: str, value: str) -> None:
    assert user_rows(facts(text), key) == {("set", value)}


@pytest.mark.parametrize(
    "text",
    [
        "Tunahitaji watu wanne zaidi kwenye timu.",  # wanted, not the team
        "Mteja wetu ana watu wanne kwenye timu.",  # a customer's team
        "Jangan hubungi saya melalui WhatsApp.",  # declined
        "لا تراسلوني على واتساب (WhatsApp) من فضلكم.",  # declined, the verb negated
    ],
)
def test_preference_cues_that_are_declined_or_not_the_users(text: str) -> None:
    found = facts(text)
    assert not user_rows(found, "team_size") and not user_rows(found, "contact_channel")


def test_substring_cues_fold_persian_spellings() -> None:
    # a zero-width non-joiner or a space inside the verb, Arabic or Persian yeh: one cue
    for text in ("Kafka را کنار گذاشتیم", "Kafka را کنار\u200cگذاشتیم"):
        assert RETRACTED_CUES.search(text) is not None
    assert fold("يك") == "یک"
    assert negated("Redis nie vypli", len("Redis nie "))


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Sme v pásme CET, Košice.", "timezone", "CET"),
        ("Tuko kwenye saa za eneo la CET.", "timezone", "CET"),
        ("ما در مونترال هستیم، به وقت شرقی (Eastern).", "timezone", "America/New_York"),
        ("Alhamdulillah, kami dah naik taraf ke pelan Business semalam.", "plan", "Business"),
        ("Kami masih dalam pelan Pro.", "plan", "Pro"),
    ],
)
def test_zone_and_plan_nouns_of_more_languages(text: str, key: str, value: str) -> None:
    assert user_rows(facts(text), key) == {("set", value)}


@pytest.mark.parametrize(
    "text",
    [
        "Our customer is still on the Enterprise plan.",
        "Our customer has a team of 40 engineers.",
        "Pelanggan kami masih dalam pelan Enterprise.",
    ],
)
def test_a_third_partys_plan_or_team_is_not_the_users(text: str) -> None:
    found = facts(text)
    assert not user_rows(found, "plan") and not user_rows(found, "team_size")


def test_a_colleagues_previous_company_is_not_the_stack() -> None:
    text = "Our new hire came from a company that ran everything on Kafka; we're not doing that."
    assert not user_rows(facts(text), "message_queue")


@pytest.mark.parametrize(
    "text",
    [
        "Tafadhali usitumie MM/DD/YYYY.",  # Swahili "please don't use"
        "لطفاً از MM/DD/YYYY استفاده نکنید.",  # Persian, the negated verb after the format
        "Lütfen MM/DD/YYYY kullanmayın.",  # Turkish
    ],
)
def test_a_format_declined_by_a_negated_verb_is_not_written(text: str) -> None:
    assert not user_rows(facts(text), "date_format")


def test_removed_data_is_not_an_ending_of_where_it_lived() -> None:
    found = facts("Kami hapus data lama Redis setiap malam.", cache="Redis")
    assert ("retract", "Redis") not in user_rows(found, "cache")


@pytest.mark.parametrize(
    "text",
    [
        "Tumeondoa hitilafu kwenye Redis.",  # a bug removed in Redis: fixed, not gone
        "Kami matikan Redis sebentar untuk maintenance.",  # off for a while
        "Wyłączyliśmy Redis na chwilę podczas aktualizacji.",  # off for a moment (Polish rule)
        "هل يمكننا إزالة Redis؟",  # a question, with the Arabic question mark
    ],
)
def test_no_ending_for_faults_pauses_and_questions(text: str) -> None:
    assert ("retract", "Redis") not in user_rows(facts(text, cache="Redis"), "cache")
