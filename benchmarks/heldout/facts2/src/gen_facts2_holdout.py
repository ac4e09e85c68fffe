#!/usr/bin/env python3
# ruff: noqa: E501
"""Holdout for round 2, written after the rules and never used to tune them: the same kinds
of change reports in other words. python3 src/gen_facts2_holdout.py writes
facts2_holdout.jsonl and facts2_truth_holdout.json."""

from __future__ import annotations

from gen_facts2 import main

HOLDOUT: list[dict] = [
    {
        "tenant": "greyfield",
        "user": "nina.c",
        "sessions": [
            (
                "2026-05-02T10:00:00+00:00",
                [
                    "Hi, search results are stale for about an hour after an update. We run Elasticsearch on our own boxes, the main db is MySQL 8.",
                    "Do you index from the binlog?",
                    "Yes. We're thinking about moving to Postgres but nothing decided.",
                    "Then check the binlog retention first.",
                ],
            ),
            (
                "2026-06-11T10:00:00+00:00",
                [
                    "So we went ahead and migrated everything to PostgreSQL 16 in May.",
                    "Good to know, the binlog setup no longer applies then.",
                    "Right. We also upgraded to the Business plan for the extra seats.",
                    "Noted.",
                ],
            ),
        ],
        "current": {"database": "PostgreSQL 16", "plan": "Business"},
        "changes": [("database", "MySQL 8", "PostgreSQL 16", 1)],
        "traps": [("database", "MySQL 8", "superseded")],
    },
    {
        "tenant": "tannhof",
        "user": "felix.s",
        "sessions": [
            (
                "2026-03-12T09:00:00+01:00",
                [
                    "Hallo, unsere Builds laufen über Jenkins und der Token-Refresh schlägt fehl.",
                    "Welche Plugin-Version nutzt ihr?",
                    "Die neueste. Wir sind im Pro-Tarif, falls das wichtig ist.",
                    "Ja, im Pro-Tarif sind Service-Tokens enthalten.",
                ],
            ),
            (
                "2026-05-20T09:00:00+02:00",
                [
                    "Wir sind von Jenkins auf GitHub Actions umgestiegen und der Fehler ist weg.",
                    "Schön!",
                    "Und wir haben auf den Enterprise-Tarif upgegradet.",
                    "Danke, ist vermerkt.",
                ],
            ),
        ],
        "current": {"ci_system": "GitHub Actions", "plan": "Enterprise"},
        "changes": [
            ("ci_system", "Jenkins", "GitHub Actions", 1),
            ("plan", "Pro", "Enterprise", 1),
        ],
        "traps": [("ci_system", "Jenkins", "superseded"), ("plan", "Pro", "superseded")],
    },
    {
        "tenant": "rio-claro",
        "user": "marta.g",
        "sessions": [
            (
                "2026-02-02T12:00:00-03:00",
                [
                    "Hola, la app está en Heroku y usamos MongoDB 6.",
                    "¿Qué problema tenéis?",
                    "Los webhooks llegan duplicados. Un cliente nuestro se pasó a Azure y también lo ve.",
                    "Revisad la idempotencia del endpoint.",
                ],
            ),
            (
                "2026-04-09T12:00:00-03:00",
                [
                    "Ya nos pasamos a AWS y los duplicados siguen.",
                    "¿Tenéis reintentos en el balanceador?",
                    "Sí, era eso. Por cierto, bajamos al plan Starter.",
                    "Entendido.",
                ],
            ),
        ],
        "current": {"cloud_provider": "AWS", "database": "MongoDB 6", "plan": "Starter"},
        "changes": [("cloud_provider", "Heroku", "AWS", 1)],
        "traps": [
            ("cloud_provider", "Heroku", "superseded"),
            ("cloud_provider", "Azure", "customer's"),
        ],
    },
    {
        "tenant": "maison-velo",
        "user": "lea.b",
        "sessions": [
            (
                "2026-03-05T15:00:00+01:00",
                [
                    "Bonjour, notre file de messages est RabbitMQ et nous perdons des événements.",
                    "Avez-vous activé les confirmations ?",
                    "Non. Nous sommes sur l'offre Standard. Devrions-nous passer à Kafka ?",
                    "Activez d'abord les confirmations.",
                ],
            ),
            (
                "2026-04-28T15:00:00+02:00",
                [
                    "Finalement nous avons migré vers Kafka, plus aucune perte.",
                    "Parfait.",
                    "Nous sommes aussi passés à l'offre Business.",
                    "C'est noté.",
                ],
            ),
        ],
        "current": {"message_queue": "Kafka", "plan": "Business"},
        "changes": [("message_queue", "RabbitMQ", "Kafka", 1), ("plan", "Standard", "Business", 1)],
        "traps": [("message_queue", "RabbitMQ", "superseded"), ("plan", "Standard", "superseded")],
    },
    {
        "tenant": "baia-tech",
        "user": "joao.m",
        "sessions": [
            (
                "2026-02-14T10:00:00-03:00",
                [
                    "Olá, rodamos tudo na Azure e o banco é SQL Server 2019.",
                    "Qual é o erro?",
                    "Timeout no conector. Estamos avaliando migrar para PostgreSQL.",
                    "Aumente o timeout para 60s.",
                ],
            ),
            (
                "2026-04-30T10:00:00-03:00",
                [
                    "Migramos para a AWS semana passada, o conector continua dando timeout.",
                    "Pode enviar os logs?",
                    "Envio amanhã. O banco ainda é SQL Server 2019.",
                    "Ok.",
                ],
            ),
        ],
        "current": {"cloud_provider": "AWS", "database": "SQL Server 2019"},
        "changes": [("cloud_provider", "Azure", "AWS", 1)],
        "traps": [
            ("cloud_provider", "Azure", "superseded"),
            ("database", "PostgreSQL", "evaluating"),
        ],
    },
    {
        "tenant": "cobalt-ops",
        "user": "raj.p",
        "sessions": [
            (
                "2026-01-10T08:00:00+00:00",
                [
                    "Our Redis 6 cache evicts keys your SDK relies on.",
                    "Which eviction policy?",
                    "allkeys-lru. We're on the Growth plan, on GCP.",
                    "Use volatile-lru instead.",
                ],
            ),
            (
                "2026-03-01T08:00:00+00:00",
                [
                    "We upgraded Redis to 7.2 last night and it got worse.",
                    "Did the config carry over?",
                    "It did. Also we downgraded to the Starter plan. And one of our partners moved to Azure, unrelated.",
                    "Thanks, we'll look at 7.2.",
                ],
            ),
        ],
        "current": {"cache": "Redis 7.2", "plan": "Starter", "cloud_provider": "GCP"},
        "changes": [("cache", "Redis 6", "Redis 7.2", 1), ("plan", "Growth", "Starter", 1)],
        "traps": [
            ("cache", "Redis 6", "superseded"),
            ("plan", "Growth", "superseded"),
            ("cloud_provider", "Azure", "partner's"),
        ],
    },
]

if __name__ == "__main__":
    main(HOLDOUT, "holdout")
