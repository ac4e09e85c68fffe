#!/usr/bin/env python3
# ruff: noqa: E501
"""Dev set for issue 15 round 2: how people report a change (migrations, plan moves, passing
versions, four languages) and the traps next to them (plans not carried out, a customer's move,
questions). Deterministic: python3 src/gen_facts2.py writes facts2_dev.jsonl and
facts2_truth_dev.json."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent

# user -> list of (date, [user/assistant turns]); truth beside it
USERS: list[dict] = [
    {
        "tenant": "kestrel-labs",
        "user": "amira.k",
        "sessions": [
            (
                "2026-06-02T09:10:00+00:00",
                [
                    "Hi, our nightly sync job times out on large accounts.",
                    "Which database is the sync reading from?",
                    "It reads from MongoDB 6 right now, the whole app runs on AWS. We're planning to move the data to Postgres later this year.",
                    "Thanks, the timeout is probably the cursor batch size; try 500.",
                ],
            ),
            (
                "2026-07-20T14:00:00+00:00",
                [
                    "Quick update: we finally finished moving the data off Mongo onto Postgres 15 last week.",
                    "Congratulations! Anything odd since the migration?",
                    "The sync is fine now. One question about the export format though, does it keep UTC?",
                    "Yes, all exports are UTC.",
                ],
            ),
        ],
        "current": {"database": "PostgreSQL 15", "cloud_provider": "AWS"},
        "changes": [("database", "MongoDB 6", "PostgreSQL 15", 1)],
        "traps": [("database", "MongoDB 6", "superseded")],
    },
    {
        "tenant": "brightloom",
        "user": "tom.w",
        "sessions": [
            (
                "2026-05-11T08:00:00+00:00",
                [
                    "Hello, I can't find the audit log in the dashboard.",
                    "Audit logs are on the Growth plan and above. Which plan are you on?",
                    "We're on the Pro plan. Our stack is Django on Heroku, if it matters.",
                    "Pro does not include audit logs, sorry.",
                ],
            ),
            (
                "2026-06-30T10:30:00+00:00",
                [
                    "We bumped to the Growth tier yesterday, so the audit log should show up now?",
                    "Yes, it should appear within an hour.",
                    "Great. Also we cut over from Heroku to Render last night, the webhooks URL changed.",
                    "Update the endpoint under Settings > Webhooks then.",
                ],
            ),
        ],
        "current": {"plan": "Growth", "framework": "Django", "cloud_provider": "Render"},
        "changes": [("plan", "Pro", "Growth", 1), ("cloud_provider", "Heroku", "Render", 1)],
        "traps": [("plan", "Pro", "superseded"), ("cloud_provider", "Heroku", "superseded")],
    },
    {
        "tenant": "fennwick",
        "user": "rosa.m",
        "sessions": [
            (
                "2026-04-03T16:00:00+00:00",
                [
                    "Hi! Our PG 14 cluster keeps dropping the replication slot your connector creates.",
                    "Is the cluster self-hosted or managed?",
                    "Self-hosted on Hetzner. We use Kafka for events.",
                    "Then check max_slot_wal_keep_size; the slot is dropped once WAL exceeds it.",
                ],
            ),
            (
                "2026-05-19T09:20:00+00:00",
                [
                    "We upgraded the cluster to PostgreSQL 16 over the weekend and the connector refuses to start.",
                    "Version 16 needs connector 3.2 or later.",
                    "Ok, I'll update it. Should we move to Redpanda instead of Kafka while we're at it?",
                    "That's your call, both are supported.",
                ],
            ),
        ],
        "current": {
            "database": "PostgreSQL 16",
            "cloud_provider": "Hetzner",
            "message_queue": "Kafka",
        },
        "changes": [("database", "PostgreSQL 14", "PostgreSQL 16", 1)],
        "traps": [
            ("database", "PostgreSQL 14", "superseded"),
            ("message_queue", "Redpanda", "question"),
        ],
    },
    {
        "tenant": "halde-gmbh",
        "user": "jonas.b",
        "sessions": [
            (
                "2026-03-09T07:45:00+01:00",
                [
                    "Hallo, unser Import bricht bei großen CSV-Dateien ab.",
                    "Hallo Jonas, wie groß sind die Dateien ungefähr?",
                    "Etwa 2 GB. Wir nutzen MySQL 8 und alles läuft bei Azure.",
                    "Bitte die Dateien in Teile unter 500 MB aufteilen.",
                ],
            ),
            (
                "2026-05-04T08:15:00+02:00",
                [
                    "Kurzes Update: wir sind auf PostgreSQL 16 umgestiegen, der Import läuft jetzt schneller.",
                    "Super, danke für die Rückmeldung.",
                    "Außerdem sind wir von Azure zu AWS gewechselt.",
                    "Dann bitte die IP-Allowlist anpassen.",
                ],
            ),
        ],
        "current": {"database": "PostgreSQL 16", "cloud_provider": "AWS"},
        "changes": [
            ("database", "MySQL 8", "PostgreSQL 16", 1),
            ("cloud_provider", "Azure", "AWS", 1),
        ],
        "traps": [("database", "MySQL 8", "superseded"), ("cloud_provider", "Azure", "superseded")],
    },
    {
        "tenant": "ostwind",
        "user": "petra.l",
        "sessions": [
            (
                "2026-02-10T10:00:00+01:00",
                [
                    "Guten Tag, wir sind im Business-Tarif und brauchen eine zweite Admin-Rolle.",
                    "Im Business-Tarif sind zwei Admins enthalten.",
                    "Gut. Wir überlegen, auf GCP umzuziehen, aber im Moment läuft alles auf AWS.",
                    "Das ist für uns kein Problem.",
                ],
            ),
            (
                "2026-04-22T11:00:00+02:00",
                [
                    "Wir haben auf den Basic-Tarif heruntergestuft, weil das Budget gekürzt wurde.",
                    "Verstanden, im Basic-Tarif gibt es nur einen Admin.",
                    "Ein Kunde von uns ist gerade auf Oracle umgestiegen, kann er eure API trotzdem nutzen?",
                    "Ja, die API ist unabhängig von der Datenbank.",
                ],
            ),
        ],
        "current": {"plan": "Basic", "cloud_provider": "AWS"},
        "changes": [("plan", "Business", "Basic", 1)],
        "traps": [
            ("plan", "Business", "superseded"),
            ("cloud_provider", "GCP", "planned"),
            ("database", "Oracle", "customer's"),
        ],
    },
    {
        "tenant": "solcanto",
        "user": "lucia.r",
        "sessions": [
            (
                "2026-03-15T12:00:00+01:00",
                [
                    "Hola, tenemos un problema con las notificaciones push en Android.",
                    "Hola Lucía, ¿qué versión del SDK usáis?",
                    "La 4.1. Nuestra infraestructura está en Azure y usamos RabbitMQ para las colas.",
                    "La 4.1 tiene un fallo conocido, actualizad a la 4.3.",
                ],
            ),
            (
                "2026-05-28T09:40:00+02:00",
                [
                    "Ya migramos a AWS el mes pasado y las notificaciones van bien.",
                    "¡Genial! ¿Algo más?",
                    "Sí, también cambiamos de RabbitMQ a Kafka. Estamos pensando en pasar a Kubernetes, pero todavía no.",
                    "Perfecto, lo apunto.",
                ],
            ),
        ],
        "current": {"cloud_provider": "AWS", "message_queue": "Kafka"},
        "changes": [
            ("cloud_provider", "Azure", "AWS", 1),
            ("message_queue", "RabbitMQ", "Kafka", 1),
        ],
        "traps": [
            ("cloud_provider", "Azure", "superseded"),
            ("message_queue", "RabbitMQ", "superseded"),
            ("orchestration", "Kubernetes", "planned"),
        ],
    },
    {
        "tenant": "mercado-alto",
        "user": "diego.f",
        "sessions": [
            (
                "2026-01-20T15:00:00-03:00",
                [
                    "Buenas, estamos en el plan Enterprise y no vemos el SSO.",
                    "El SSO se activa desde la consola de administración.",
                    "Vale. Nuestra base de datos es SQL Server 2019.",
                    "Gracias, no afecta al SSO.",
                ],
            ),
            (
                "2026-03-30T10:00:00-03:00",
                [
                    "Hemos bajado al plan Pro para ahorrar costes.",
                    "Entendido, el SSO no está incluido en Pro.",
                    "¿Deberíamos migrar a PostgreSQL para reducir licencias?",
                    "Depende de vuestra carga, lo vemos en otra llamada.",
                ],
            ),
        ],
        "current": {"plan": "Pro", "database": "SQL Server 2019"},
        "changes": [("plan", "Enterprise", "Pro", 1)],
        "traps": [("plan", "Enterprise", "superseded"), ("database", "PostgreSQL", "question")],
    },
    {
        "tenant": "atelier-nord",
        "user": "claire.d",
        "sessions": [
            (
                "2026-02-05T09:00:00+01:00",
                [
                    "Bonjour, nos exports CSV ont des accents cassés.",
                    "Bonjour Claire, quel encodage utilisez-vous ?",
                    "UTF-8 je crois. Notre base est MySQL 5.7 et on héberge tout chez OVH... enfin, sur DigitalOcean maintenant.",
                    "Merci, nous regardons l'encodage.",
                ],
            ),
            (
                "2026-04-14T14:30:00+02:00",
                [
                    "Nous sommes passés à MariaDB 11 la semaine dernière, et les accents sont corrects.",
                    "Parfait, merci du retour.",
                    "Nous sommes aussi passés à l'offre Premium pour avoir plus d'utilisateurs.",
                    "C'est noté.",
                ],
            ),
        ],
        "current": {"database": "MariaDB 11", "cloud_provider": "DigitalOcean", "plan": "Premium"},
        "changes": [("database", "MySQL 5.7", "MariaDB 11", 1)],
        "traps": [("database", "MySQL 5.7", "superseded")],
    },
    {
        "tenant": "lumen-pay",
        "user": "hugo.v",
        "sessions": [
            (
                "2026-03-01T10:00:00+01:00",
                [
                    "Bonjour, nous utilisons Jenkins pour la CI et le déploiement échoue sur votre CLI.",
                    "Quelle version de la CLI ?",
                    "La 2.0. Nous envisageons de passer à GitLab CI l'an prochain.",
                    "La 2.0 a un bug avec Jenkins, passez en 2.1.",
                ],
            ),
            (
                "2026-04-10T10:00:00+02:00",
                [
                    "La migration vers GitHub Actions est terminée, tout tourne dessus maintenant.",
                    "Très bien. La CLI 2.1 fonctionne ?",
                    "Oui. Un de nos clients est passé à Azure, il a besoin d'une autre région.",
                    "Nous avons une région Azure en France, ça ira.",
                ],
            ),
        ],
        "current": {"ci_system": "GitHub Actions"},
        "changes": [("ci_system", "Jenkins", "GitHub Actions", 1)],
        "traps": [
            ("ci_system", "Jenkins", "superseded"),
            ("ci_system", "GitLab CI", "planned"),
            ("cloud_provider", "Azure", "customer's"),
        ],
    },
    {
        "tenant": "vento-sul",
        "user": "ana.p",
        "sessions": [
            (
                "2026-02-18T13:00:00-03:00",
                [
                    "Olá, o painel está muito lento desde ontem.",
                    "Olá Ana, qual é o seu banco de dados?",
                    "Usamos MongoDB 5 na Google Cloud, e estamos no plano Starter.",
                    "Obrigado, vamos verificar.",
                ],
            ),
            (
                "2026-04-25T11:00:00-03:00",
                [
                    "Mudamos para PostgreSQL 16 e o painel ficou rápido.",
                    "Ótimo!",
                    "Também fizemos upgrade para o plano Business neste mês.",
                    "Perfeito, os novos limites já estão ativos.",
                ],
            ),
        ],
        "current": {"database": "PostgreSQL 16", "cloud_provider": "GCP", "plan": "Business"},
        "changes": [
            ("database", "MongoDB 5", "PostgreSQL 16", 1),
            ("plan", "Starter", "Business", 1),
        ],
        "traps": [("database", "MongoDB 5", "superseded"), ("plan", "Starter", "superseded")],
    },
    {
        "tenant": "quarto-dados",
        "user": "rui.s",
        "sessions": [
            (
                "2026-03-03T09:00:00+00:00",
                [
                    "Bom dia, a nossa fila de jobs usa Redis e estamos a perder mensagens.",
                    "Bom dia Rui, em que cloud estão?",
                    "Estamos na AWS. Pensamos em migrar para RabbitMQ no próximo trimestre.",
                    "Verifiquem a política de eviction do Redis.",
                ],
            ),
            (
                "2026-05-06T09:00:00+01:00",
                [
                    "Ainda não migramos para RabbitMQ, a fila continua no Redis.",
                    "Ok, a política de eviction resolveu?",
                    "Sim. Um parceiro nosso mudou para a Azure, isso afeta a integração?",
                    "Não, a integração é por HTTPS.",
                ],
            ),
        ],
        "current": {"message_queue": "Redis", "cloud_provider": "AWS"},
        "changes": [],
        "traps": [
            ("message_queue", "RabbitMQ", "planned, not done"),
            ("cloud_provider", "Azure", "partner's"),
        ],
    },
    {
        "tenant": "northpike",
        "user": "sam.o",
        "sessions": [
            (
                "2026-04-01T17:00:00+00:00",
                [
                    "Hey, our Postgres 13 instance on RDS is hitting the connection limit from your agent.",
                    "How many agents run per host?",
                    "Four. We're on the Team plan by the way. We'll move to Postgres 16 next quarter.",
                    "Set pool_size to 5 per agent.",
                ],
            ),
            (
                "2026-05-15T17:00:00+00:00",
                [
                    "We're in the middle of migrating to Postgres 16, half the services are cut over.",
                    "Any issues so far?",
                    "Not yet. We downgraded to the Starter plan, the team shrank.",
                    "Understood.",
                ],
            ),
            (
                "2026-06-20T17:00:00+00:00",
                [
                    "The Postgres 16 migration is done, we shut down the old 13 instance yesterday.",
                    "Great, the agent picks up the new instance automatically.",
                ],
            ),
        ],
        "current": {"database": "PostgreSQL 16", "cloud_provider": "AWS", "plan": "Starter"},
        "changes": [
            ("plan", "Team", "Starter", 1),
            ("database", "PostgreSQL 13", "PostgreSQL 16", 2),
        ],
        "traps": [("database", "PostgreSQL 13", "superseded"), ("plan", "Team", "superseded")],
    },
]


def main(users_in: list[dict] | None = None, split: str = "dev") -> None:
    lines, users = [], {}
    for u in users_in or USERS:
        sids = []
        for i, (start, turns) in enumerate(u["sessions"]):
            t0 = datetime.fromisoformat(start)
            sid = f"{u['tenant'][:4]}-f2-{i + 1:03d}"
            sids.append(sid)
            msgs = []
            for j, text in enumerate(turns):
                ts = (t0 + timedelta(minutes=3 * (j + 1))).isoformat()
                msgs.append(
                    {
                        "id": f"{sid}-m{j + 1}",
                        "role": "user" if j % 2 == 0 else "assistant",
                        "content": text,
                        "timestamp": ts,
                    }
                )
            end = (t0 + timedelta(minutes=3 * (len(turns) + 1))).isoformat()
            lines.append(
                {
                    "session_id": sid,
                    "tenant_id": u["tenant"],
                    "user_id": u["user"],
                    "started_at": start,
                    "ended_at": end,
                    "messages": msgs,
                }
            )
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"],
            "user_id": u["user"],
            "current": u["current"],
            "changes": [
                {"key": k, "from": a, "to": b, "session_id": sids[s]} for k, a, b, s in u["changes"]
            ],
            "retractions": [],
            "traps": [{"key": k, "value": v, "why": w} for k, v, w in u["traps"]],
            "issues": [],
        }
    with open(OUT / f"facts2_{split}.jsonl", "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    (OUT / f"facts2_truth_{split}.json").write_text(
        json.dumps({"split": split, "users": users}, ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
