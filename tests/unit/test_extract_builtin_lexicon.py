"""The built-in extractor's per-language cues (``extract.builtin.lexicon``): a "now" cue makes
a statement the state, retraction verbs before and after the product, "instead of" in any
language, suggestions and looked-at products that are not the stack, reasons as clauses of
their own, and team size, answer style, time zone and reply language outside English.
Sentences here are variants, not the held-out sets' wording."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor


def users(*turns: str) -> dict[str, tuple[str, str]]:
    """{key: (op, value)} of the user's facts, the last per key; turns alternate user/assistant."""
    msgs = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(turns)
    ]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    out: dict[str, tuple[str, str]] = {}
    for f in BuiltinExtractor().extract(inp).extraction.facts:
        if f.entity == "user" and not (f.op == "retract" and f.key in out):
            out[f.key] = (f.op, f.value)
    return out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Abbiamo abbandonato Jenkins, ora usiamo GitLab CI.", {"ci_system": ("set", "GitLab CI")}),
        ("Jetzt läuft alles auf GCP, AWS ist abgeschaltet.", {"cloud_provider": ("set", "GCP")}),
        (
            "Ya salimos de Heroku, ahora todo corre en Render.",
            {"cloud_provider": ("set", "Render")},
        ),
        ("Desde hoy usamos Kafka en lugar de RabbitMQ.", {"message_queue": ("set", "Kafka")}),
        ("Noi usiamo Redis invece di Memcached.", {"cache": ("set", "Redis")}),
        ("We're on Postgres 15 now, MySQL is gone.", {"database": ("set", "PostgreSQL 15")}),
    ],
)
def test_now_cue_and_instead_of_keep_only_the_new_value(
    text: str, expected: dict[str, tuple[str, str]]
) -> None:
    assert users(text) == expected


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("We turned Datadog off last week, nothing replaces it.", "observability", "Datadog"),
        ("Wir haben Memcached abgeschaltet.", "cache", "Memcached"),
        ("De Redis-cache? Redis is uitgezet.", "cache", "Redis"),
        ("Honestly, scrap the Memcached layer, it never helped.", "cache", "Memcached"),
        ("Adesso non usiamo più Jenkins.", "ci_system", "Jenkins"),
        ("Nu gebruiken we geen Redis meer.", "cache", "Redis"),
        ("Não usamos mais o Redis.", "cache", "Redis"),  # "mais" is "more" here, not "but"
    ],
)
def test_retractions_in_other_wordings(text: str, key: str, value: str) -> None:
    assert users(text) == {key: ("retract", value)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nous avons terminé la migration de Heroku vers Scaleway.", ("Scaleway", "Heroku")),
        ("Terminamos la migración de Heroku a AWS el viernes.", ("AWS", "Heroku")),
    ],
)
def test_a_finished_migration_with_both_ends(text: str, expected: tuple[str, str]) -> None:
    msgs = [{"role": "user", "content": text}]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    (f,) = BuiltinExtractor().extract(inp).extraction.facts
    assert (f.value, f.previous) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Someone suggested moving to Kafka, but we stay on RabbitMQ.", "RabbitMQ"),
        ("Un collega ha consigliato di passare a Kubernetes, ma restiamo su Nomad.", "Nomad"),
        ("Alguien sugirió pasar a Kubernetes, pero seguimos con Nomad.", "Nomad"),
        ("We looked into Docker Swarm last year. Everything runs on Nomad.", "Nomad"),
    ],
)
def test_a_suggestion_or_a_look_is_not_the_stack(text: str, expected: str) -> None:
    assert users(text) == {
        "orchestration" if "Nomad" in expected else "message_queue": (
            "set",
            expected,
        )
    }


def test_a_reason_is_a_clause_of_its_own() -> None:
    text = "We downgraded to Python 3.11 because a library isn't compatible with 3.12."
    assert users(text) == {"programming_language": ("set", "Python 3.11")}


def test_a_third_party_named_as_the_subject_owns_the_clauses_after_it() -> None:
    text = "One of our partners, Brightline, runs Oracle 19c. We use Postgres."
    assert users(text) == {"database": ("set", "PostgreSQL")}


def test_an_object_pronoun_is_not_a_third_party() -> None:
    text = "A Flask service receives them and puts each job on Amazon SQS."
    assert users(text) == {"framework": ("set", "Flask"), "message_queue": ("set", "Amazon SQS")}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Unser Team wurde auf 11 Entwickler erweitert.", "team_size", "11"),
        ("Ons team is nu 6 man.", "team_size", "6"),
        ("Our team went from 12 to 15 engineers.", "team_size", "15"),
        ("Bitte halte die Antworten kurz.", "answer_style", "short"),
        ("Houd de antwoorden uitgebreid graag.", "answer_style", "detailed"),
        ("Please be concise, I read these on my phone.", "answer_style", "short"),
        ("About answers: detailed ones from now on.", "answer_style", "detailed"),
        ("Ik woon in Berlin.", "timezone", "Europe/Berlin"),
        (
            "Calls around 10am Pacific, which is where we are, work best.",
            "timezone",
            "America/Los_Angeles",
        ),
        ("Rispondimi in tedesco, per favore.", "reply_language", "German"),
        ("As of Monday we use the Business plan.", "plan", "Business"),
        ("Da oggi siamo sul piano Business.", "plan", "Business"),
        ("We zitten op het Pro-abonnement.", "plan", "Pro"),
        ("We're a Go shop.", "programming_language", "Go"),
        (
            "For invoices please e-mail me instead of pinging me on Slack.",
            "contact_channel",
            "email",
        ),
        (
            "<PERSON_0a1b2c> me on Slack rather than email.",
            "contact_channel",
            "Slack",
        ),  # masked verb
        ("Bitte verwenden Sie Datums ISO in Berichten.", "date_format", "ISO 8601"),
        ("Usen fechas ISO en los informes, por favor.", "date_format", "ISO 8601"),
    ],
)
def test_preferences_and_account_facts_in_more_wordings(text: str, key: str, value: str) -> None:
    assert users(text).get(key) == ("set", value)


@pytest.mark.parametrize(
    "text",
    [
        "Die Antworten waren zu kurz.",  # a complaint, not a request
        "Le risposte brevi non mi aiutano, per favore.",  # negated
        "Houd de antwoorden niet te kort graag.",
        "Please don't switch Redis off.",
        "Our customer is now on Azure.",  # theirs, however current
        "Should we go to Kubernetes? No, not this year.",
    ],
)
def test_no_user_fact(text: str) -> None:
    assert users(text) == {}


@pytest.mark.parametrize(
    ("turns", "key", "value"),
    [
        # a count after "to" is no version of the database named before ("PostgreSQL 8")
        (
            ("We run Postgres 15.", "Ok.", "We went from 5 to 8 developers."),
            "database",
            "PostgreSQL 15",
        ),
        (("We're on your Free plan for now.",), "plan", "Free"),
        (("Estamos en el plan Starter, ¿eso limita las llamadas?",), "plan", "Starter"),
    ],
)
def test_counts_plans_and_inverted_questions(turns: tuple[str, ...], key: str, value: str) -> None:
    assert users(*turns).get(key) == ("set", value)


def test_a_possessive_after_the_last_we_makes_the_product_theirs() -> None:
    text = "One supplier pushes into us from their ERP on Oracle, we use Postgres."
    assert users(text) == {"database": ("set", "PostgreSQL")}
    assert users("We moved their data into our Postgres 15.") == {
        "database": ("set", "PostgreSQL 15")
    }


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("We no longer have a cache at all.", "cache"),
        ("Redis is out, we don't need a cache anymore.", "cache"),
        ("The containers run as plain systemd units now, no orchestrator.", "orchestration"),
        ("There's no message queue at all now.", "message_queue"),
    ],
)
def test_a_slot_said_to_be_empty_ends_whatever_it_held(text: str, key: str) -> None:
    got = users(text)[key]
    assert got in (("set", "removed"), ("retract", "Redis"))


@pytest.mark.parametrize(
    "text",
    [
        "No problem at all.",
        "We don't have a cache.",
        "If we no longer need a queue?",
        "There's no database team now.",
    ],
)
def test_no_ending_without_a_technical_noun_and_a_time_cue(text: str) -> None:
    assert users(text) == {}


def test_out_of_is_no_ending() -> None:
    assert users("Redis is out of memory again.") == {"cache": ("set", "Redis")}
