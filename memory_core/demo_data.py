"""A bundled set of realistic support-agent sessions for ``memory-core demo``.

27 sessions, 4 users, six simulated weeks. They carry planted personal data and secrets
(all fake) that must never reach the store; facts that change over time (PostgreSQL 14,
then "we upgraded to 15", restated as "Postgres 15", then "we migrated from Postgres 15 to
MySQL 8"), a customer's database that must stay the customer's, a retraction ("we dropped
Redis entirely"), and a correction one user repeats in different words over a month (dates
as YYYY-MM-DD), for dreaming to turn into a rule.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

T0 = datetime(2026, 9, 1, 9, 0, tzinfo=UTC)

# (user, day offset, topic, resolution, [(role, text)], [tool calls], [(pattern, success)])
_SCRIPT: list[
    tuple[str, int, str, str, list[tuple[str, str]], list[dict[str, Any]], list[tuple[str, bool]]]
] = [
    (
        "alice",
        0,
        "slow queries",
        "resolved",
        [
            (
                "user",
                "Hi, I'm Alice Martin from Acme. Our reporting queries got slow since Monday. We run PostgreSQL 14 on AWS.",
            ),
            (
                "assistant",
                "Sorry to hear that. Can you share the slow query log and your instance size?",
            ),
            (
                "user",
                "Sure. You can reach me at alice.martin@acme-corp.com or +1 415 555 0132 if you need more.",
            ),
            (
                "assistant",
                "Thanks. The plan shows a sequential scan on orders; an index on (customer_id, created_at) should help.",
            ),
            ("user", "That fixed it, query time went from 12s to 80ms. Thanks!"),
        ],
        [
            {
                "name": "run_explain",
                "arguments": {"database": "reporting", "password": "Pg!Secr3t-2026"},
                "result": "Seq Scan on orders (cost=0.00..431.00)",
                "status": "ok",
            }
        ],
        [("ask-for-logs-first", True)],
    ),
    (
        "bob",
        1,
        "cluster upgrade",
        "resolved",
        [
            (
                "user",
                "Hello, this is Bob Chen at Globex. We're on Ubuntu 20.04 and our Kubernetes nodes fail to join after the upgrade.",
            ),
            (
                "assistant",
                "Which kubelet version do the nodes report, and can you paste the join error?",
            ),
            (
                "user",
                "Error: x509 certificate has expired. Our AWS key is AKIA4QX7ZL2M9R3TB6WD if you need to check the bucket.",
            ),
            (
                "assistant",
                "Please never share keys here; rotate that one. Renewing the kubelet client certificates should fix the join.",
            ),
            ("user", "Renewed them, nodes are Ready again."),
        ],
        [],
        [("ask-for-logs-first", True), ("warn-about-shared-secrets", True)],
    ),
    (
        "carol",
        2,
        "deploy failure",
        "resolved",
        [
            (
                "user",
                "Our Django app on Python 3.11 fails to deploy: ImportError in settings. I prefer concise answers please.",
            ),
            ("assistant", "Check that DJANGO_SETTINGS_MODULE points at the production module."),
            (
                "user",
                "Found it, a typo in the env file. The token in there was ghp_8sK2mN4pQ7rT1vX3zB6dF9hJ2kL5nP8qR0sT too, hope that's fine.",
            ),
            ("assistant", "Please revoke that GitHub token; it is now exposed in this chat."),
        ],
        [
            {
                "name": "read_env",
                "arguments": {
                    "path": "/srv/app/.env",
                    "api_key": "sk-proj-A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6",
                },
                "result": "DJANGO_SETTINGS_MODULE=app.settings.prodd",
                "status": "ok",
            }
        ],
        [("offer-docs-link", False)],
    ),
    (
        "dave",
        3,
        "billing",
        "escalated",
        [
            (
                "user",
                "I was charged twice this month. My card is 4111 1111 1111 1111, please refund one charge. This is urgent.",
            ),
            (
                "assistant",
                "I have escalated this to billing; they will refund the duplicate charge within 3 business days.",
            ),
            ("user", "We're on the Pro plan with a team of 12 engineers, so this matters."),
        ],
        [],
        [("escalate-billing", True)],
    ),
    (
        "alice",
        7,
        "replication lag",
        "resolved",
        [
            ("user", "Replication lag on our read replica keeps growing during the nightly batch."),
            (
                "assistant",
                "Is the replica the same instance class as the primary? Please share pg_stat_replication.",
            ),
            ("user", "It's smaller. We'll resize. By the way, we upgraded to 15 last weekend."),
            (
                "assistant",
                "Good to know. PostgreSQL 15 also improves logical replication; resizing should fix the lag.",
            ),
        ],
        [],
        [("ask-for-logs-first", True)],
    ),
    (
        "bob",
        8,
        "ingress timeouts",
        "resolved",
        [
            ("user", "Our nginx ingress returns 504 for requests longer than 60 seconds."),
            ("assistant", "Raise proxy-read-timeout on the ingress annotation."),
            ("user", "Works now. Please contact me by email from now on rather than phone."),
        ],
        [
            {
                "name": "kubectl",
                "arguments": {"cmd": "get ingress -n web"},
                "result": "web-ingress 10.0.3.17 80,443",
                "status": "ok",
            }
        ],
        [("offer-docs-link", True)],
    ),
    (
        "carol",
        9,
        "cache misses",
        "resolved",
        [
            ("user", "Redis cache hit rate dropped to 40% after our release."),
            (
                "assistant",
                "Did the cache key format change in the release? Old keys would all miss.",
            ),
            (
                "user",
                "Yes, the prefix changed. Please always use ISO 8601 dates like 2026-09-10 in your answers.",
            ),
        ],
        [],
        [("ask-for-logs-first", True)],
    ),
    (
        "dave",
        10,
        "billing follow-up",
        "resolved",
        [
            (
                "user",
                "The refund arrived, thanks. My IBAN is DE89 3704 0044 0532 0130 00 for future refunds.",
            ),
            (
                "assistant",
                "Noted that the refund is complete. We never need bank details for refunds to the original card.",
            ),
        ],
        [],
        [("escalate-billing", True)],
    ),
    (
        "alice",
        14,
        "connection limits",
        "resolved",
        [
            ("user", "We hit 'too many connections' on Postgres 15 during peak."),
            ("assistant", "Put PgBouncer in transaction mode in front of the database."),
            (
                "user",
                "The connection string is postgres://app:Sup3rS3cret@db.acme.internal:5432/orders if that helps.",
            ),
            (
                "assistant",
                "Please rotate that password. PgBouncer with pool size 50 should cover your peak.",
            ),
        ],
        [],
        [("warn-about-shared-secrets", True)],
    ),
    (
        "bob",
        15,
        "plan upgrade",
        "resolved",
        [
            ("user", "We upgraded to the Enterprise plan today. Can you enable SSO?"),
            ("assistant", "SSO is enabled for your organisation; configure the IdP in settings."),
            ("user", "My timezone is Europe/Berlin, please schedule calls accordingly."),
        ],
        [],
        [("offer-docs-link", True)],
    ),
    (
        "carol",
        16,
        "celery backlog",
        "resolved",
        [
            ("user", "Our Celery queue backs up every morning. We use RabbitMQ as the broker."),
            (
                "assistant",
                "Set worker_prefetch_multiplier to 1 for long tasks and add a worker at 8am.",
            ),
            ("user", "That helped. Thanks, Carol"),
        ],
        [],
        [("ask-for-logs-first", False)],
    ),
    (
        "dave",
        17,
        "api errors",
        "unresolved",
        [
            (
                "user",
                "We keep getting error 429 from your API since this morning, our production sync is down.",
            ),
            ("assistant", "Your key is over its rate limit; I've asked the API team to raise it."),
            (
                "user",
                "Here is the header we send: Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkYXZlIn0.c2lnbmF0dXJlLXNlY3JldA",
            ),
        ],
        [
            {
                "name": "lookup_account",
                "arguments": {"email": "dave.wilson@example.org"},
                "result": "plan=Pro seats=12",
                "status": "ok",
            }
        ],
        [("escalate-billing", False), ("warn-about-shared-secrets", True)],
    ),
    (
        "alice",
        21,
        "vacuum",
        "resolved",
        [
            ("user", "Autovacuum seems stuck on the events table."),
            (
                "assistant",
                "A long-running transaction is holding back the xmin horizon; find it in pg_stat_activity.",
            ),
            ("user", "Found an idle-in-transaction session from a cron job, killed it."),
        ],
        [],
        [("ask-for-logs-first", True)],
    ),
    (
        "bob",
        22,
        "node pressure",
        "resolved",
        [
            (
                "user",
                "We moved to Ubuntu 22.04 on all nodes and now see memory pressure evictions.",
            ),
            (
                "assistant",
                "22.04 uses cgroup v2; check the kubelet's eviction thresholds and the container limits.",
            ),
            ("user", "Limits were too tight. Fixed."),
        ],
        [],
        [("ask-for-logs-first", True)],
    ),
    (
        "carol",
        23,
        "migrations",
        "resolved",
        [
            ("user", "Django migrations lock the users table for minutes."),
            (
                "assistant",
                "Split the migration: add the column nullable, backfill in batches, then add the constraint.",
            ),
        ],
        [],
        [("offer-docs-link", True)],
    ),
    (
        "dave",
        24,
        "api errors",
        "resolved",
        [
            (
                "user",
                "The 429s stopped after you raised the limit. Call me at (212) 555-0187 if it happens again.",
            ),
            ("assistant", "Glad it's resolved. We'll call if we see it again."),
        ],
        [],
        [("escalate-billing", True)],
    ),
    (
        "alice",
        28,
        "database migration",
        "resolved",
        [
            (
                "user",
                "Big news: we migrated from Postgres 15 to MySQL 8 for the orders service last week. "
                "One of our customers still runs Oracle 19c, so we keep the export job.",
            ),
            (
                "assistant",
                "Understood. Watch out for differences in isolation defaults: MySQL uses REPEATABLE READ.",
            ),
            (
                "user",
                "Good tip. Our admin password on the new box is hunter2hunter2, is that strong enough?",
            ),
            (
                "assistant",
                "No: please change it to a long random passphrase and keep it in a secret manager.",
            ),
        ],
        [],
        [("warn-about-shared-secrets", True)],
    ),
    (
        "bob",
        29,
        "backups",
        "resolved",
        [
            ("user", "Velero backups fail with AccessDenied on the S3 bucket."),
            (
                "assistant",
                "The IAM role needs s3:PutObject on the bucket; check the policy attached to the node role.",
            ),
        ],
        [],
        [("ask-for-logs-first", True)],
    ),
    (
        "carol",
        30,
        "python upgrade",
        "resolved",
        [
            ("user", "We upgraded to Python 3.12 and a C extension no longer builds."),
            (
                "assistant",
                "Upgrade the extension to a release with 3.12 wheels, or pin setuptools below 70.",
            ),
        ],
        [],
        [("offer-docs-link", False)],
    ),
    (
        "dave",
        31,
        "seats",
        "resolved",
        [
            ("user", "We are a team of 20 now, please add 8 seats to our Pro plan."),
            ("assistant", "Done: your organisation now has 20 seats."),
        ],
        [],
        [("escalate-billing", True)],
    ),
    (
        "alice",
        35,
        "mysql tuning",
        "resolved",
        [
            ("user", "On MySQL 8 our inserts are slower than on Postgres."),
            (
                "assistant",
                "Batch the inserts and check innodb_flush_log_at_trx_commit; 2 is a common trade-off.",
            ),
            ("user", "Batching brought it back to normal. Thanks, Alice"),
        ],
        [],
        [("ask-for-logs-first", False)],
    ),
    (
        "bob",
        36,
        "sso",
        "resolved",
        [
            ("user", "SSO login fails for contractors with error code 403."),
            ("assistant", "Contractors need to be in the allowed group of your IdP application."),
        ],
        [],
        [("offer-docs-link", True)],
    ),
    (
        "carol",
        37,
        "cache removal",
        "resolved",
        [
            (
                "user",
                "Update: we dropped Redis entirely, the CDN cache is enough. Which alerts can go? "
                "Keep it short please.",
            ),
            ("assistant", "Remove the hit-rate, eviction and memory alerts for Redis."),
        ],
        [],
        [("offer-docs-link", True)],
    ),
    (
        "dave",
        40,
        "invoice",
        "resolved",
        [
            (
                "user",
                "Please send the invoice to accounts@wilson-co.example, my SSN is 123-45-6789 if you need it for tax.",
            ),
            ("assistant", "We don't need your SSN; invoice sent to the accounts address."),
        ],
        [],
        [("escalate-billing", True)],
    ),
    # Carol repeats a date-format correction in other words each time (with demo-07, four
    # sessions over a month): dreaming should make one rule of it, citing them.
    (
        "carol",
        20,
        "csv export",
        "resolved",
        [
            ("user", "The CSV export shows 10/09/2026 for the run. Is that October or September?"),
            ("assistant", "That's 10 September; the export uses the browser locale."),
            ("user", "I'd rather you wrote dates as YYYY-MM-DD, like I asked before."),
            ("assistant", "Understood."),
        ],
        [],
        [],
    ),
    (
        "carol",
        30,
        "status page",
        "resolved",
        [
            ("user", "Can the status page show when incidents started?"),
            ("assistant", "Yes: enable timestamps under Status > Display; e.g. 09/30 14:02."),
            ("user", "Great. And again: dates in ISO format please, not 09/30."),
        ],
        [],
        [("offer-docs-link", True)],
    ),
    (
        "carol",
        41,
        "report schedule",
        "resolved",
        [
            ("user", "Schedule the monthly usage report for the first Monday."),
            ("assistant", "Done, the next run is on 10/05/2026."),
            ("user", "Thanks. Please stick to 2026-10-05 style dates with me, always."),
        ],
        [],
        [],
    ),
]


def demo_sessions() -> list[dict[str, Any]]:
    """The demo sessions as plain dicts (the wire format producers send)."""
    out: list[dict[str, Any]] = []
    for n, (user, day, topic, resolution, turns, tools, outcomes) in enumerate(_SCRIPT, start=1):
        start = T0 + timedelta(days=day, hours=(n * 3) % 8)
        messages = [
            {
                "id": f"s{n:02d}-m{i}",
                "role": role,
                "content": text,
                "timestamp": (start + timedelta(minutes=2 * i)).isoformat(),
            }
            for i, (role, text) in enumerate(turns)
        ]
        out.append(
            {
                "session_id": f"demo-{n:02d}",
                "tenant_id": "demo",
                "user_id": user,
                "started_at": start.isoformat(),
                "ended_at": (start + timedelta(minutes=2 * len(turns) + 1)).isoformat(),
                "messages": messages,
                "tool_calls": tools,
                "metadata": {"topic": topic, "resolution": resolution, "channel": "chat"},
                "outcomes": [{"pattern_id": p, "success": ok} for p, ok in outcomes],
            }
        )
    return out


# Raw values planted above, so the demo (and the tests) can prove none reached the store.
PLANTED_SECRETS: tuple[str, ...] = (
    "alice.martin@acme-corp.com",
    "555 0132",
    "Pg!Secr3t-2026",
    "AKIA4QX7ZL2M9R3TB6WD",
    "ghp_8sK2mN4pQ7rT1vX3zB6dF9hJ2kL5nP8qR0sT",
    "sk-proj-A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6",
    "4111 1111 1111 1111",
    "DE89 3704 0044 0532 0130 00",
    "Sup3rS3cret",
    "eyJhbGciOiJIUzI1NiJ9",
    "dave.wilson@example.org",
    "hunter2hunter2",
    "555-0187",
    "accounts@wilson-co.example",
    "123-45-6789",
)
