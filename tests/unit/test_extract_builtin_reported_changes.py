"""How people report a change, and the look-alikes that are not one: migrations finished
or under way, plan moves, a version said in passing, in English, German, Spanish, French
and Portuguese; plans, questions and a customer's move say nothing of the user's stack."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_core.extract.base import ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.model.products import mentions


def users(*turns: str) -> dict[str, str]:
    """The user's facts (key -> value) from turns alternating user / assistant."""
    msgs = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(turns)
    ]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    out = BuiltinExtractor().extract(inp).extraction.facts
    return {f.key: f.value for f in out if f.entity == "user" and f.op == "set"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Heads up, the MySQL 8 migration is finished.", {"database": "MySQL 8"}),
        ("Our Kafka cutover was completed on Friday.", {"message_queue": "Kafka"}),
        ("Wir sind letzte Woche auf Kubernetes umgestiegen.", {"orchestration": "Kubernetes"}),
        ("Por fin migramos a Google Cloud.", {"cloud_provider": "GCP"}),
        ("Terminamos la migración a PostgreSQL 16 ayer.", {"database": "PostgreSQL 16"}),
        ("Nous sommes passés à GitLab CI en mars.", {"ci_system": "GitLab CI"}),
        ("La migration vers Redis 7 est enfin terminée.", {"cache": "Redis 7"}),
        ("Mudamos de Heroku para a AWS no mês passado.", {"cloud_provider": "AWS"}),
        ("Concluímos a migração para MongoDB 7.", {"database": "MongoDB 7"}),
    ],
)
def test_finished_changes_in_five_languages(text: str, expected: dict[str, str]) -> None:
    assert users(text) == expected


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("We dropped down to the Basic plan last month.", "Basic"),
        ("Finance bumped us... we bumped up to the Scale tier.", "Scale"),
        ("Wir haben auf den Team-Tarif hochgestuft.", "Team"),
        ("Wir sind im Enterprise-Tarif.", "Enterprise"),
        ("Hemos subido al plan Business este mes.", "Business"),
        ("Estamos en el plan Starter.", "Starter"),
        ("Nous sommes passés à la formule Pro.", "Pro"),
        ("Fizemos downgrade para o plano Free.", "Free"),
        ("Estamos no plano Growth.", "Growth"),
    ],
)
def test_plans_stated_or_changed(text: str, plan: str) -> None:
    assert users(text).get("plan") == plan


@pytest.mark.parametrize(
    "text",
    [
        "We'll move to Postgres 16 next quarter.",
        "Wir überlegen, auf Azure umzuziehen.",
        "Estamos pensando en pasar a Kubernetes, pero todavía no.",
        "Nous envisageons de passer à GitLab CI l'an prochain.",
        "Pensamos em migrar para RabbitMQ no próximo trimestre.",
        "Should we move to Redpanda?",
        "¿Deberíamos migrar a PostgreSQL?",
        "Un de nos clients est passé à Azure.",
        "Um parceiro nosso mudou para a Azure.",
        "Wir möchten in den Business-Tarif wechseln.",
        "¿Podemos pasar al plan Pro?",
    ],
)
def test_plans_questions_and_third_parties_say_nothing(text: str) -> None:
    found = users(text)
    assert not found, found


def test_in_progress_migration_waits_for_done() -> None:
    assert (
        users("We're in the middle of migrating to Postgres 16, half the services are cut over.")
        == {}
    )


def test_a_version_said_in_passing_is_kept() -> None:
    assert users("Our PG 14 cluster keeps dropping the slot.") == {"database": "PostgreSQL 14"}
    assert users("our Postgres 13 instance is slow") == {"database": "PostgreSQL 13"}
    assert [m.version for m in mentions("Postgres 1 instance")] == [None]  # a count
    assert mentions("pg 14 rows") == []  # lower-case "pg" stays untrusted


def test_a_queue_named_as_subject_takes_its_product() -> None:
    assert users("A nossa fila de jobs usa Redis.") == {"message_queue": "Redis"}
    assert users("Our job queue runs on Redis.") == {"message_queue": "Redis"}


@pytest.mark.parametrize(
    "text",
    [
        "Die Migration auf PostgreSQL 16 ist noch nicht fertig.",
        "La migración a PostgreSQL 16 todavía no está terminada.",
        "The move to Kafka is not done yet.",
    ],
)
def test_a_named_move_not_done_says_nothing(text: str) -> None:
    assert users(text) == {}


def test_a_named_move_done_is_the_stack() -> None:
    assert users("The migration to Postgres 16 is done.") == {"database": "PostgreSQL 16"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Abbiamo migrato da MySQL a PostgreSQL 15 il mese scorso.", {"database": "PostgreSQL 15"}),
        ("We zijn overgestapt van Jenkins naar GitLab CI.", {"ci_system": "GitLab CI"}),
        ("We zijn van Jenkins naar GitLab CI gemigreerd.", {"ci_system": "GitLab CI"}),
        ("Nous avons remplacé RabbitMQ par Kafka.", {"message_queue": "Kafka"}),
        ("Hemos sustituido Redis por Memcached en producción.", {"cache": "Memcached"}),
        ("Wir haben MySQL durch PostgreSQL 16 ersetzt.", {"database": "PostgreSQL 16"}),
    ],
)
def test_moves_and_replacements_in_italian_dutch_and_others(
    text: str, expected: dict[str, str]
) -> None:
    """A past verb of change from a small lexicon, old value then new, reads as the English
    "moved from X to Y" / "replaced X with Y"; the infinitive (a plan) is not in it."""
    assert users(text) == expected


def test_a_planned_replacement_says_nothing() -> None:
    assert users("Vogliamo sostituire MySQL con PostgreSQL 16 l'anno prossimo.") == {}
