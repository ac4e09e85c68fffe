"""Hand-written content for set E (written blind: no memory_core code, no tests read).

Each user: tenant, user, utc offset, sessions (key, local start, turns), the jsonl order
(deliberately not chronological for several users), and the ground truth with session keys.
A turn is (role, text) or (role, text, tag); tags let queries name relevant messages.
"""

U = {}

# ---------------------------------------------------------------- 1. maren (Oslo), out of order
U["maren"] = dict(
    tenant="kelpie-logistics", user="maren.h", offset="+01:00",
    sessions=[
        dict(key="s1", start="2026-10-14T09:05", turns=[
            ("user", "Morning! Our webhook receiver keeps returning 502 to your delivery-status callbacks since yesterday around 16:00.", "issue"),
            ("assistant", "Good morning Maren. Sorry about that. Can you tell me a bit about what sits behind the receiver so I can look at the right logs?"),
            ("user", "Sure. It's a Django app (Python 3.11), behind an ALB on AWS, and the statuses are written into PostgreSQL 14. We keep a Memcached layer in front of the tracking API too.", "stack"),
            ("assistant", "Thanks. Our side shows the callbacks timing out after 10 seconds; the 502 comes from your load balancer. Is the handler doing the database write synchronously?"),
            ("user", "Yes it is. Might also matter that one of our shippers, Nordfrakt, pushes into us from their SAP system on Oracle, and their bursts land at about the same time.", "shipper"),
            ("assistant", "That fits: bursts from Nordfrakt plus our callbacks saturate the workers. Acknowledging the callback first and writing asynchronously usually fixes it."),
            ("user", "Makes sense. For context we're 9 people on the platform team so I'll need to plan it in. Leave the ticket open for now please.", "team"),
            ("assistant", "Will do, I'll keep it open and check the callback error rate again on Friday."),
        ]),
        dict(key="s2", start="2026-10-28T13:40", turns=[
            ("user", "Hi again, quick update on the 502s: async handler is live and the errors are gone. Also we finally did the big database upgrade over the weekend, we're on Postgres 16 now.", "pg16"),
            ("assistant", "Great news on both counts. Anything you need from us after the upgrade? Connection strings stay the same on our side."),
            ("user", "One thing: the export job complains about a missing extension after the upgrade, pg_trgm I think.", "ext"),
            ("assistant", "On a fresh cluster the extension has to be created again in each database: CREATE EXTENSION pg_trgm; then rerun the export."),
            ("user", "That did it. And a general request: keep your answers short, a couple of bullets is perfect for me, I read these between meetings.", "short"),
            ("assistant", "Noted, short and to the point from now on. Closing the 502 ticket as resolved."),
        ]),
        dict(key="s3", start="2026-11-12T10:20", turns=[
            ("user", "Hello. We ripped out Memcached last sprint, it caused more stale-data bugs than it saved us. Nothing replaces it for now, the API hits Postgres directly.", "nocache"),
            ("assistant", "Understood. Then the cache-invalidation webhook we set up for you is no longer needed; shall I disable it?"),
            ("user", "Yes please disable it. Different question: if we moved to GCP at some point, would we still get the EU endpoints, or is that AWS only?", "gcpq"),
            ("assistant", "The EU endpoints are cloud-agnostic, they work the same from GCP. Disabled the invalidation webhook just now."),
            ("user", "Perfect. Oh and my calendar shows your Thursday maintenance at 03:00, is that UTC? I'm based in Oslo so I want to be sure.", "tz"),
            ("assistant", "Yes, 03:00 UTC, so 04:00 in Oslo."),
        ]),
    ],
    order=["s3", "s1", "s2"],
    truth=dict(
        current={"framework": "Django", "programming_language": "Python 3.11", "cloud_provider": "AWS",
                 "database": "PostgreSQL 16", "team_size": "9", "answer_style": "short", "timezone": "Europe/Oslo"},
        changes=[{"key": "database", "from": "PostgreSQL 14", "to": "PostgreSQL 16", "session": "s2"}],
        retractions=[{"key": "cache", "value": "Memcached", "session": "s3"}],
        traps=[{"key": "database", "value": "Oracle", "why": "shipper's (Nordfrakt) system"},
               {"key": "cloud_provider", "value": "GCP", "why": "hypothetical question"},
               {"key": "database", "value": "PostgreSQL 14", "why": "superseded"},
               {"key": "cache", "value": "Memcached", "why": "retracted"}],
        issues=[{"text": "webhook receiver returns 502 to delivery-status callbacks (resolved: async handler)", "session": "s1"},
                {"text": "export job missing pg_trgm extension after upgrade (resolved)", "session": "s2"}],
    ),
)

# ---------------------------------------------------------------- 2. dev (Lagos/London), out of order
U["dev"] = dict(
    tenant="fernhill-health", user="dev.okafor", offset="+00:00",
    sessions=[
        dict(key="s1", start="2026-10-13T15:10", turns=[
            ("user", "Hi, our HL7 import keeps timing out for files bigger than about 20 MB.", "issue"),
            ("assistant", "Hi Dev, thanks for reporting. Which upload path do you use, the streaming endpoint or the single POST?"),
            ("user", "Single POST from our backend. We write everything in TypeScript, the portal is a Next.js 14 app, and records end up in MongoDB 6 on GCP.", "stack"),
            ("assistant", "For files over 10 MB the single POST hits the gateway limit. The streaming endpoint accepts chunks of 5 MB; the TypeScript SDK has a helper for it."),
            ("user", "OK. Our lab partner Quantix runs everything on Azure and sends us the same files, will they hit the same limit?", "partner"),
            ("assistant", "Yes, the limit is on our gateway, so Quantix would see it as well if they upload directly."),
            ("user", "Got it, I'll pass it on. Our builds are on CircleCI, I'll add a test with a 25 MB fixture.", "ci"),
            ("assistant", "Sounds good. I'll leave this open until you confirm the streaming upload works."),
        ]),
        dict(key="s2", start="2026-10-27T11:00", turns=[
            ("user", "Streaming upload works, thanks. Unrelated: we've moved our pipelines from CircleCI to GitHub Actions, is there an official action for your CLI?", "gha"),
            ("assistant", "Yes, there's a setup action that installs the CLI and caches it. Do you want the link to the marketplace page?"),
            ("user", "Yes please. And for anything non-urgent please e-mail me instead of pinging me in the shared Slack channel, it gets lost there.", "email"),
            ("assistant", "Here it is: the marketplace listing is under our org name. And noted, e-mail for non-urgent things from now on."),
            ("user", "Thanks. Just wondering, would Supabase work with your connector, or only plain Postgres?", "supaq"),
            ("assistant", "Supabase works, it's Postgres underneath; use the direct connection string rather than the pooler."),
        ]),
        dict(key="s3", start="2026-11-17T09:30", turns=[
            ("user", "Morning. Two account things. First, we upgraded from the Team plan to Business yesterday, can you check the SSO setting got enabled?", "plan"),
            ("assistant", "Morning Dev. I can see the Business plan active since yesterday; SSO is available but has to be switched on by an admin under Settings > Security."),
            ("user", "Found it, thanks. Second: the Mongo migration is done, all patient records now live in PostgreSQL 15. The old connector config still points at Mongo, what do I need to change?", "pg"),
            ("assistant", "Create a new source of type PostgreSQL, point it at the new database, and delete the MongoDB source once the first sync is green."),
            ("user", "First sync is green. Deleting the old one now.", "done"),
            ("assistant", "Great, all set then."),
        ]),
    ],
    order=["s3", "s2", "s1"],
    truth=dict(
        current={"programming_language": "TypeScript", "framework": "Next.js 14", "database": "PostgreSQL 15",
                 "cloud_provider": "GCP", "ci_system": "GitHub Actions", "contact_channel": "email", "plan": "Business"},
        changes=[{"key": "ci_system", "from": "CircleCI", "to": "GitHub Actions", "session": "s2"},
                 {"key": "plan", "from": "Team", "to": "Business", "session": "s3"},
                 {"key": "database", "from": "MongoDB 6", "to": "PostgreSQL 15", "session": "s3"}],
        retractions=[],
        traps=[{"key": "cloud_provider", "value": "Azure", "why": "lab partner Quantix"},
               {"key": "database", "value": "Supabase", "why": "question"},
               {"key": "database", "value": "MongoDB", "why": "superseded"},
               {"key": "ci_system", "value": "CircleCI", "why": "superseded"},
               {"key": "contact_channel", "value": "Slack", "why": "the channel the user does not want"}],
        issues=[{"text": "HL7 import times out for files over 20 MB (single POST gateway limit; use streaming upload)", "session": "s1"}],
    ),
)

# ---------------------------------------------------------------- 3. ines (Hamburg), in order
U["ines"] = dict(
    tenant="baltic-bytes", user="ines.k", offset="+02:00",
    sessions=[
        dict(key="s1", start="2026-10-20T08:45", turns=[
            ("user", "Hello, first ticket from our side. Before anything else: please answer in German from now on, the whole team reads these tickets and not everyone is comfortable in English.", "de"),
            ("assistant", "Guten Morgen! Selbstverständlich, ab jetzt auf Deutsch. Worum geht es?"),
            ("user", "Danke. Our consumer lags behind by several minutes. Setup: Java 17 services with Spring Boot 3.1, events over Kafka, all on our own Kubernetes cluster at Hetzner. State is in PostgreSQL 15.", "stack"),
            ("assistant", "Danke für die Details. Wie viele Partitionen hat das Topic, und wie viele Consumer-Instanzen laufen?"),
            ("user", "12 partitions, 3 pods. Also: please write dates as DD.MM.YYYY in your replies, ISO confuses our ops people.", "dmy"),
            ("assistant", "Verstanden, Datumsangaben ab jetzt als TT.MM.JJJJ. Mit 3 Pods für 12 Partitionen ist jeder Pod für 4 Partitionen zuständig; erhöhen Sie auf 6 Pods."),
            ("user", "We're on the Professional plan, is there a limit on consumer groups there?", "plan"),
            ("assistant", "Im Professional-Plan sind bis zu 20 Consumer-Gruppen enthalten, das reicht für Ihr Setup."),
        ]),
        dict(key="s2", start="2026-11-03T14:15", turns=[
            ("user", "Hallo, kurzes Update: wir haben alle Services von Java 17 auf Java 21 aktualisiert. Seitdem wirft der Client beim Start eine Warnung wegen virtueller Threads.", "java21"),
            ("assistant", "Hallo Ines, die Warnung ist harmlos; ab Version 4.2 des Clients ist sie behoben. Ein Update genügt."),
            ("user", "Gut. Und eine Frage aus dem Architektur-Meeting: würde uns Redpanda statt Kafka bei der Latenz etwas bringen?", "redpandaq"),
            ("assistant", "Für Ihre Last wäre der Unterschied gering; der Engpass lag bei den Consumern, nicht beim Broker."),
            ("user", "Dachte ich mir. Dann bleiben wir dabei.", None),
            ("assistant", "Gern. Ich schließe das Ticket am 05.11.2026, falls nichts mehr kommt."),
        ]),
        dict(key="s3", start="2026-11-18T10:05", turns=[
            ("user", "Guten Morgen. Wir sind seit heute im Enterprise-Plan, der Vertrag wurde gestern unterschrieben. Können Sie die dedizierte Region freischalten?", "ent"),
            ("assistant", "Guten Morgen! Ich sehe den Enterprise-Plan seit heute. Die dedizierte Region wird innerhalb von 24 Stunden freigeschaltet."),
            ("user", "Super. Noch etwas: unser Kunde Hafenwerk nutzt MySQL 5.7 und deren Export in unser System bricht bei Umlauten ab. Liegt das an Ihrer Schnittstelle?", "customer"),
            ("assistant", "Wahrscheinlich nicht; MySQL 5.7 mit latin1-Spalten liefert die Umlaute falsch kodiert. Hafenwerk sollte die Verbindung mit utf8mb4 öffnen."),
            ("user", "Ok, ich gebe das an Hafenwerk weiter.", "issue"),
            ("assistant", "Gern. Ich melde mich am 19.11.2026 zur Region."),
        ]),
    ],
    order=["s1", "s2", "s3"],
    truth=dict(
        current={"reply_language": "German", "programming_language": "Java 21", "framework": "Spring Boot 3.1",
                 "message_queue": "Kafka", "orchestration": "Kubernetes", "cloud_provider": "Hetzner",
                 "database": "PostgreSQL 15", "date_format": "DD.MM.YYYY", "plan": "Enterprise"},
        changes=[{"key": "programming_language", "from": "Java 17", "to": "Java 21", "session": "s2"},
                 {"key": "plan", "from": "Professional", "to": "Enterprise", "session": "s3"}],
        retractions=[],
        traps=[{"key": "message_queue", "value": "Redpanda", "why": "hypothetical question"},
               {"key": "database", "value": "MySQL 5.7", "why": "customer Hafenwerk"},
               {"key": "programming_language", "value": "Java 17", "why": "superseded"},
               {"key": "plan", "value": "Professional", "why": "superseded"},
               {"key": "date_format", "value": "ISO", "why": "the format the user does not want"}],
        issues=[{"text": "Kafka consumer lag of several minutes (3 pods for 12 partitions)", "session": "s1"},
                {"text": "client warning about virtual threads after Java 21 upgrade (fixed in client 4.2)", "session": "s2"},
                {"text": "customer Hafenwerk's MySQL 5.7 export breaks on umlauts", "session": "s3"}],
    ),
)

# ---------------------------------------------------------------- 4. tom (Manchester), out of order
U["tom"] = dict(
    tenant="quarry-games", user="tom.b", offset="+01:00",
    sessions=[
        dict(key="s1", start="2026-10-16T16:20", turns=[
            ("user", "Hey, matchmaking events stopped showing up in the dashboard about an hour ago.", "issue"),
            ("assistant", "Hi Tom, sorry to hear it. Do the events still reach our ingest API, do you see 2xx responses?"),
            ("user", "We get 202s. The game services are C# on .NET 8, hosted on Azure, player data in SQL Server 2022 and Redis as the leaderboard cache.", "stack"),
            ("assistant", "Thanks. There's a delay in our processing queue on the EU cluster right now; events are queued, not lost. It should catch up within the hour."),
            ("user", "Phew. While I have you, our builds run in Jenkins and the deploy step uploads the symbol files to you, that's still fine?", "jenkins"),
            ("assistant", "Yes, symbol uploads aren't affected by today's delay."),
        ]),
        dict(key="s2", start="2026-10-30T10:00", turns=[
            ("user", "Morning. We replaced Jenkins with Buildkite last week, the symbol upload step now fails with 401.", "bk"),
            ("assistant", "Morning! The Jenkins plugin read the token from its credential store; on Buildkite you need to set MC_UPLOAD_TOKEN as a secret in the pipeline."),
            ("user", "That was it, green now. Also, a question from our lead: does your SDK support Cosmos DB as a sink?", "cosmosq"),
            ("assistant", "Not yet, it's on the roadmap for Q1. Blob storage and SQL Server sinks are supported."),
            ("user", "Fine. Can you schedule the maintenance notices in UK time for me? I'm in Manchester. And we're 14 engineers now so please add the new folks to the status list.", "uk"),
            ("assistant", "Done: notices in UK time, and send me the 14 addresses or an alias and I'll add them."),
        ]),
        dict(key="s3", start="2026-11-20T14:30", turns=[
            ("user", "Hi, heads up: we've stopped using Redis for the leaderboards, it all runs in-process now. Can you remove the Redis integration from our project?", "noredis"),
            ("assistant", "Hi Tom, removed. The leaderboard events will still arrive through the ingest API as before."),
            ("user", "Thanks. We merged with the tools team this month, so we're 22 engineers, and I need the seat limit raised.", "team"),
            ("assistant", "I've raised the seat limit to 25 so you have some headroom."),
            ("user", "Brilliant, cheers.", None),
            ("assistant", "Any time."),
        ]),
    ],
    order=["s2", "s3", "s1"],
    truth=dict(
        current={"programming_language": "C#", "framework": ".NET 8", "cloud_provider": "Azure",
                 "database": "SQL Server 2022", "ci_system": "Buildkite", "timezone": "Europe/London", "team_size": "22"},
        changes=[{"key": "ci_system", "from": "Jenkins", "to": "Buildkite", "session": "s2"},
                 {"key": "team_size", "from": "14", "to": "22", "session": "s3"}],
        retractions=[{"key": "cache", "value": "Redis", "session": "s3"}],
        traps=[{"key": "database", "value": "Cosmos DB", "why": "question"},
               {"key": "ci_system", "value": "Jenkins", "why": "superseded"},
               {"key": "cache", "value": "Redis", "why": "retracted"},
               {"key": "team_size", "value": "14", "why": "superseded"}],
        issues=[{"text": "matchmaking events missing from dashboard (EU processing delay)", "session": "s1"},
                {"text": "symbol upload 401 on Buildkite (token secret missing; resolved)", "session": "s2"}],
    ),
)

# ---------------------------------------------------------------- 5. priyanka (Bengaluru), in order
U["priyanka"] = dict(
    tenant="saltmarsh-ai", user="priyanka.r", offset="+05:30",
    sessions=[
        dict(key="s1", start="2026-10-22T11:15", turns=[
            ("user", "Hi, our inference callbacks are arriving twice for some jobs.", "issue"),
            ("assistant", "Hello Priyanka. Duplicate callbacks usually mean a retry after a slow acknowledgement. How do you receive them?"),
            ("user", "A FastAPI service on Python 3.12 receives them and puts the job on Amazon SQS. We cache results in Redis 7. The whole thing runs on ECS Fargate in AWS.", "stack"),
            ("assistant", "If the handler waits for the SQS send before answering, it can exceed our 5 second timeout. Answer 200 first, then enqueue; and deduplicate on the job id."),
            ("user", "Ok, we'll dedupe on job id. I'm in Bengaluru so I'll deploy it tonight IST.", "tz"),
            ("assistant", "Sounds good, I'll watch the duplicate rate tomorrow."),
        ]),
        dict(key="s2", start="2026-11-05T15:40", turns=[
            ("user", "Duplicates are gone after the dedupe. But ordering is still off for some job chains.", "order"),
            ("assistant", "SQS standard queues don't guarantee order. You could switch to Kafka, which keeps order per partition, or use an SQS FIFO queue with the chain id as group id."),
            ("user", "Let's not bring in Kafka, we'll try FIFO. Can you write the steps out in full? In general I want detailed step-by-step answers, I hand them straight to whoever is on call.", "detailed"),
            ("assistant", "Of course. 1. Create a FIFO queue (name ending in .fifo). 2. Set MessageGroupId to the chain id. 3. Set a deduplication id from the job id. 4. Switch the producer's queue URL. 5. Drain the old queue before deleting it."),
            ("user", "Perfect, thanks.", None),
            ("assistant", "Happy to help."),
        ]),
        dict(key="s3", start="2026-11-19T10:10", turns=[
            ("user", "Hello! We moved from ECS to EKS this month, everything is on Kubernetes now. Our callbacks now come from new egress IPs, can you update the allowlist?", "eks"),
            ("assistant", "Hello! Send me the new egress IPs or the NAT gateway range and I'll update it."),
            ("user", "Sent them in the form. For follow-ups please reach me on Slack, I'm in your shared channel.", "slack"),
            ("assistant", "Got them, allowlist updated. I'll follow up on Slack."),
        ]),
    ],
    order=["s1", "s2", "s3"],
    truth=dict(
        current={"framework": "FastAPI", "programming_language": "Python 3.12", "message_queue": "Amazon SQS",
                 "cache": "Redis 7", "cloud_provider": "AWS", "orchestration": "Kubernetes (EKS)",
                 "timezone": "Asia/Kolkata", "answer_style": "detailed", "contact_channel": "Slack"},
        changes=[{"key": "orchestration", "from": "Amazon ECS", "to": "Kubernetes (EKS)", "session": "s3"}],
        retractions=[],
        traps=[{"key": "message_queue", "value": "Kafka", "why": "assistant suggestion, declined"},
               {"key": "orchestration", "value": "Amazon ECS", "why": "superseded"}],
        issues=[{"text": "inference callbacks arrive twice (slow acknowledgement; dedupe on job id; resolved)", "session": "s1"},
                {"text": "job chains processed out of order on SQS standard queue (moving to FIFO)", "session": "s2"}],
    ),
)

# ---------------------------------------------------------------- 6. luis (Madrid), out of order
U["luis"] = dict(
    tenant="orchard-finance", user="luis.m", offset="+02:00",
    sessions=[
        dict(key="s1", start="2026-10-15T12:30", turns=[
            ("user", "Hola, ¿pueden responderme en español, por favor? Prefiero el soporte en mi idioma.", "es"),
            ("assistant", "¡Hola Luis! Claro, a partir de ahora en español. ¿En qué le ayudo?"),
            ("user", "Gracias. La conciliación de pagos falla desde ayer con un error 422. Nuestra app es Ruby on Rails 7 con Ruby 3.2, base de datos MySQL 8, y los trabajos en segundo plano van con Sidekiq. Todo está en Heroku.", "stack"),
            ("assistant", "El 422 viene de un campo de moneda vacío en algunas transacciones. ¿Pueden enviar 'currency' siempre?"),
            ("user", "Vale, lo corregimos. Estamos en el plan Starter, ¿eso limita las llamadas por minuto?", "plan"),
            ("assistant", "Sí, el plan Starter permite 60 llamadas por minuto; para la conciliación nocturna debería bastar."),
        ]),
        dict(key="s2", start="2026-10-29T17:05", turns=[
            ("user", "Hola. Ya terminamos de salir de Heroku, ahora todo corre en AWS. ¿Tengo que cambiar algo en la configuración de webhooks?", "aws"),
            ("assistant", "Hola Luis. Solo la URL de destino si cambió el dominio, y la lista de IPs si filtran por origen."),
            ("user", "El dominio es el mismo. Una cosa: nuestro auditor externo trabaja en Google Cloud y quiere acceso de lectura a los informes. ¿Es posible?", "auditor"),
            ("assistant", "Sí, puede crear un usuario de solo lectura para el auditor en Ajustes > Equipo."),
            ("user", "Perfecto. Por cierto, estoy en Madrid, así que las ventanas de mantenimiento me vienen mejor por la tarde.", "tz"),
            ("assistant", "Anotado, le avisaremos con las horas en hora de Madrid."),
        ]),
        dict(key="s3", start="2026-11-16T09:50", turns=[
            ("user", "Buenos días. Ayer subimos al plan Growth porque nos quedábamos cortos con el límite de llamadas.", "growth"),
            ("assistant", "Buenos días. Confirmo el plan Growth desde ayer: 600 llamadas por minuto."),
            ("user", "Y otra cosa: ya no usamos Sidekiq, quitamos todos los trabajos en segundo plano y la conciliación corre como tarea programada. ¿Hay que desactivar algo?", "nosidekiq"),
            ("assistant", "Puede borrar la integración de Sidekiq en el panel; no afecta a la conciliación programada."),
        ]),
        dict(key="s4", start="2026-11-24T16:00", turns=[
            ("user", "Hola, los webhooks de conciliación llegan con fechas tipo 11/24/2026 y nuestro equipo se confunde. En los informes y respuestas usen fechas ISO, por favor, tipo 2026-11-24.", "iso"),
            ("assistant", "Entendido, a partir de ahora fechas ISO (AAAA-MM-DD). El formato de los webhooks se puede cambiar en Ajustes > Formato."),
            ("user", "Lo cambié, gracias. Dejo abierta la incidencia del 422 hasta ver la conciliación de fin de mes.", "issue"),
            ("assistant", "De acuerdo, la dejamos abierta hasta el 2026-12-01."),
        ]),
    ],
    order=["s4", "s1", "s3", "s2"],
    truth=dict(
        current={"reply_language": "Spanish", "framework": "Ruby on Rails 7", "programming_language": "Ruby 3.2",
                 "database": "MySQL 8", "cloud_provider": "AWS", "plan": "Growth", "timezone": "Europe/Madrid",
                 "date_format": "ISO"},
        changes=[{"key": "cloud_provider", "from": "Heroku", "to": "AWS", "session": "s2"},
                 {"key": "plan", "from": "Starter", "to": "Growth", "session": "s3"}],
        retractions=[{"key": "message_queue", "value": "Sidekiq", "session": "s3"}],
        traps=[{"key": "cloud_provider", "value": "GCP", "why": "external auditor's cloud"},
               {"key": "cloud_provider", "value": "Heroku", "why": "superseded"},
               {"key": "plan", "value": "Starter", "why": "superseded"},
               {"key": "message_queue", "value": "Sidekiq", "why": "retracted"},
               {"key": "date_format", "value": "MM/DD/YYYY", "why": "the format the user complains about"}],
        issues=[{"text": "payment reconciliation fails with 422 (empty currency field), kept open until month-end", "session": "s1"}],
    ),
)

# ---------------------------------------------------------------- 7. aiko (Tokyo), in order
U["aiko"] = dict(
    tenant="tidewater-media", user="aiko.s", offset="+09:00",
    sessions=[
        dict(key="s1", start="2026-10-19T10:00", turns=[
            ("user", "Hello, our video transcoding callbacks fail signature verification since this morning.", "issue"),
            ("assistant", "Hello Aiko. Did anything change on your side, for example a proxy that rewrites the body?"),
            ("user", "Nothing I know of. Our API is written in Go 1.21, runs on Kubernetes in GCP, data in CockroachDB 23.1, and events go over NATS. CI is GitLab CI.", "stack"),
            ("assistant", "Thanks. We rotated the signing key yesterday at 22:00 UTC; the new public key must be fetched from the JWKS endpoint. Is it cached in your service?"),
            ("user", "Yes, cached forever. I'll make it refresh. I'm in Tokyo, so I'll deploy in my morning.", "tz"),
            ("assistant", "That will fix it. Refreshing every 12 hours is plenty."),
        ]),
        dict(key="s2", start="2026-11-02T13:20", turns=[
            ("user", "Signature issue is fixed, thanks. We also upgraded Go to 1.22 last week; your Go SDK prints a deprecation warning on start now.", "go122"),
            ("assistant", "That warning is fixed in SDK 2.8.1, released on Friday."),
            ("user", "Updated, warning gone. Another thing, our ad vendor keeps their impression data in ClickHouse and wants a direct export from you, is that supported?", "vendor"),
            ("assistant", "We can export to S3 or GCS in Parquet, which ClickHouse imports easily; there's no direct ClickHouse sink."),
            ("user", "Fine. And for the record, we don't use Kafka and never have, your onboarding form keeps suggesting the Kafka connector.", "nokafka"),
            ("assistant", "Sorry about that, I've removed the Kafka suggestion from your workspace."),
        ]),
        dict(key="s3", start="2026-11-21T09:40", turns=[
            ("user", "Hi, please reach me by e-mail from now on, I'm leaving the shared chat channel.", "email"),
            ("assistant", "Noted, e-mail from now on."),
            ("user", "Thanks. We're a team of 6 and on the Pro plan, do we get the new audit log?", "plan"),
            ("assistant", "Yes, the audit log is included in Pro; it will appear under Settings next week."),
        ]),
    ],
    order=["s1", "s2", "s3"],
    truth=dict(
        current={"programming_language": "Go 1.22", "orchestration": "Kubernetes", "cloud_provider": "GCP",
                 "database": "CockroachDB 23.1", "message_queue": "NATS", "ci_system": "GitLab CI",
                 "timezone": "Asia/Tokyo", "contact_channel": "email", "team_size": "6", "plan": "Pro"},
        changes=[{"key": "programming_language", "from": "Go 1.21", "to": "Go 1.22", "session": "s2"}],
        retractions=[],
        traps=[{"key": "database", "value": "ClickHouse", "why": "ad vendor's store"},
               {"key": "message_queue", "value": "Kafka", "why": "negated"},
               {"key": "programming_language", "value": "Go 1.21", "why": "superseded"}],
        issues=[{"text": "transcoding callbacks fail signature verification (signing key rotated, JWKS cached; resolved)", "session": "s1"},
                {"text": "Go SDK deprecation warning on Go 1.22 (fixed in SDK 2.8.1)", "session": "s2"}],
    ),
)

# ---------------------------------------------------------------- 8. sam (Chicago), out of order
U["sam"] = dict(
    tenant="granite-ops", user="sam.w", offset="-05:00",
    sessions=[
        dict(key="s1", start="2026-10-12T09:30", turns=[
            ("user", "Hi there, the nightly inventory sync has been failing since Saturday with 'too many connections'.", "issue"),
            ("assistant", "Hi Sam. Which database does the sync write into, and how many workers does it start?"),
            ("user", "Laravel 10 on PHP 8.2, writing into MariaDB 10.6, on DigitalOcean droplets. It starts 20 queue workers.", "stack"),
            ("assistant", "With max_connections at 100 and the web tier holding most of them, 20 workers can exhaust the pool. Try 8 workers or raise max_connections."),
            ("user", "We'll drop to 8. Our deploys go through GitHub Actions so I'll push that in an hour. We're on your Standard plan btw, does that include priority support?", "plan"),
            ("assistant", "Standard includes next-business-day support; priority is in Business and above. I'll keep an eye on tonight's run anyway."),
        ]),
        dict(key="s2", start="2026-10-26T14:00", turns=[
            ("user", "Sync has been clean all week. We added Redis for sessions and the cart cache, anything to watch for with your plugin?", "redis"),
            ("assistant", "Only that the plugin's own cache should use a separate Redis database number to avoid key clashes."),
            ("user", "Good tip. Heads-up for planning: we're thinking about moving from DigitalOcean to AWS next quarter, nothing decided yet.", "awsplan"),
            ("assistant", "Thanks for the heads-up. When it happens, the only thing to update on our side is the outbound IP allowlist."),
            ("user", "Also I'm on Central time, your reports show UTC which is confusing.", "tz"),
            ("assistant", "I've set your report time zone to America/Chicago."),
        ]),
        dict(key="s3", start="2026-11-09T11:15", turns=[
            ("user", "Hey, budget cuts: we dropped down to the Basic plan this morning. Do we lose the API tokens we created?", "basic"),
            ("assistant", "No, tokens stay valid; Basic allows 3 tokens, you have 2."),
            ("user", "Ok good. We no longer use GitHub Actions either, CI moved to GitLab with the rest of the company. Where do I put the deploy token?", "gitlab"),
            ("assistant", "In GitLab, add it as a masked CI/CD variable named MC_DEPLOY_TOKEN under Settings > CI/CD > Variables."),
        ]),
        dict(key="s4", start="2026-11-23T10:45", turns=[
            ("user", "We upgraded MariaDB to 11.2 over the weekend and the sync now fails on a collation error.", "maria11"),
            ("assistant", "11.2 defaults to uca1400 collations; the plugin's tables were created with utf8mb4_general_ci. Converting the two plugin tables to the new default fixes the mismatch."),
            ("user", "Fixed. Keep it brief next time, just the command is fine, I don't need the background.", "short"),
            ("assistant", "Will do."),
        ]),
    ],
    order=["s4", "s3", "s2", "s1"],
    truth=dict(
        current={"framework": "Laravel 10", "programming_language": "PHP 8.2", "database": "MariaDB 11.2",
                 "cloud_provider": "DigitalOcean", "ci_system": "GitLab CI", "plan": "Basic", "cache": "Redis",
                 "timezone": "America/Chicago", "answer_style": "short"},
        changes=[{"key": "plan", "from": "Standard", "to": "Basic", "session": "s3"},
                 {"key": "ci_system", "from": "GitHub Actions", "to": "GitLab CI", "session": "s3"},
                 {"key": "database", "from": "MariaDB 10.6", "to": "MariaDB 11.2", "session": "s4"}],
        retractions=[],
        traps=[{"key": "cloud_provider", "value": "AWS", "why": "planned, not decided"},
               {"key": "plan", "value": "Standard", "why": "superseded"},
               {"key": "ci_system", "value": "GitHub Actions", "why": "superseded"},
               {"key": "database", "value": "MariaDB 10.6", "why": "superseded"}],
        issues=[{"text": "nightly inventory sync fails with too many connections (20 workers; resolved with 8)", "session": "s1"},
                {"text": "sync fails on collation error after MariaDB 11.2 upgrade (resolved)", "session": "s4"}],
    ),
)

# ---------------------------------------------------------------- 9. jonas (Berlin), same tenant as maren, in order
U["jonas"] = dict(
    tenant="kelpie-logistics", user="jonas.e", offset="+01:00",
    sessions=[
        dict(key="s1", start="2026-10-21T08:10", turns=[
            ("user", "Hi, I'm on the routing team (a different team from Maren's). Our route-planning service gets 429s from your geocoding API during the morning peak.", "issue"),
            ("assistant", "Hi Jonas. Your key is limited to 50 requests per second. Do you batch the lookups?"),
            ("user", "No, one call per stop. The service is Kotlin with Ktor and stores routes in PostgreSQL 16. I'm on Berlin time, the peak is 07:00-08:30 for us.", "stack"),
            ("assistant", "The batch endpoint takes up to 100 addresses per call and counts as one request; that brings you well under the limit."),
            ("user", "Great. Please send updates to me on Microsoft Teams, we have the guest channel with you.", "teams"),
            ("assistant", "Will do, updates via the Teams guest channel."),
        ]),
        dict(key="s2", start="2026-11-13T15:25", turns=[
            ("user", "Hi, the batching works, 429s are gone. Note that Teams is out, the company switched everything to Slack last week, so please contact me on Slack now.", "slack"),
            ("assistant", "Thanks Jonas, I've moved you to the shared Slack channel."),
            ("user", "Also, a customer of ours asked whether they can call the geocoder from their Azure Functions directly. Is that allowed on our contract?", "custq"),
            ("assistant", "Yes, as long as the calls use a sub-key from your account; you can create one under API keys."),
        ]),
    ],
    order=["s1", "s2"],
    truth=dict(
        current={"programming_language": "Kotlin", "framework": "Ktor", "database": "PostgreSQL 16",
                 "timezone": "Europe/Berlin", "contact_channel": "Slack"},
        changes=[{"key": "contact_channel", "from": "Microsoft Teams", "to": "Slack", "session": "s2"}],
        retractions=[],
        traps=[{"key": "cloud_provider", "value": "Azure", "why": "customer's Azure Functions"},
               {"key": "contact_channel", "value": "Microsoft Teams", "why": "superseded"}],
        issues=[{"text": "geocoding API 429s at morning peak (one call per stop; batch endpoint; resolved)", "session": "s1"}],
    ),
)

# ---------------------------------------------------------------- distractors (no facts, no preferences)
DISTRACTORS = [
    [("user", "How do I rotate an API key without downtime? We have the old one baked into a few cron jobs."),
     ("assistant", "Create a second key, roll it out to the cron jobs, watch the usage graph of the old key drop to zero, then revoke it. Both keys work in parallel for as long as you need."),
     ("user", "And the usage graph, where is it exactly?"),
     ("assistant", "Under API keys, click the key name; the graph shows calls per hour for the last 7 days."),
     ("user", "Found it, thanks."),
     ("assistant", "You're welcome.")],
    [("user", "Where can I download last month's invoice as a PDF? Finance is asking for it."),
     ("assistant", "Billing > Invoices; each row has a PDF link on the right. Invoices are issued on the 1st of each month."),
     ("user", "Can the invoice show our VAT number?"),
     ("assistant", "Yes, add it under Billing > Details and it will appear on invoices from the next one onwards. I can regenerate last month's if you need it there too."),
     ("user", "Please regenerate it."),
     ("assistant", "Done, the updated PDF is in the same place.")],
    [("user", "Is there a way to export the audit events for a specific week as CSV?"),
     ("assistant", "Yes: open the events view, set the date filter to the week, then use Export > CSV. Exports over 100,000 rows are e-mailed as a link instead of downloaded."),
     ("user", "The button is greyed out for me."),
     ("assistant", "Exporting needs the Admin or Auditor role; your account has Member. An admin of your workspace can change it under Team."),
     ("user", "Ok, I'll ask our admin."),
     ("assistant", "Great, let me know if anything else comes up.")],
    [("user", "We invited a contractor and they never got the invitation e-mail."),
     ("assistant", "Invitations come from no-reply@ with the subject 'You're invited'. Could it be in their spam folder? I can also give you a direct invite link valid for 48 hours."),
     ("user", "Not in spam. Please send the link."),
     ("assistant", "Here it is, it's tied to the contractor's address and expires in 48 hours."),
     ("user", "They're in, thanks a lot."),
     ("assistant", "Glad it worked.")],
    [("user", "The status page said degraded performance yesterday afternoon, were we affected?"),
     ("assistant", "The incident affected report generation in one region for 40 minutes. Your workspace had 3 delayed reports, all delivered later the same day."),
     ("user", "Will there be a post-mortem?"),
     ("assistant", "Yes, it will be published on the status page within five business days, with the root cause and the follow-up actions."),
     ("user", "OK, I'll look out for it."),
     ("assistant", "Thanks for your patience.")],
    [("user", "What is the retention period for the raw request logs in the dashboard?"),
     ("assistant", "Raw request logs are kept for 30 days; aggregated metrics are kept for 13 months. You can stream raw logs to your own storage if you need them longer."),
     ("user", "How would the streaming work?"),
     ("assistant", "Under Integrations > Log streaming you pick a destination bucket and give our service account write access; logs arrive as gzipped JSON lines every 5 minutes."),
     ("user", "Clear, thank you."),
     ("assistant", "Any time.")],
]

# same-vocabulary distractors (webhooks, rate limits, CI tokens, pools, timeouts): no stated facts either
DISTRACTORS += [
    [("user", "General question: how exactly is the webhook signature computed? I want to double-check our verification code."),
     ("assistant", "It's an HMAC-SHA256 over the raw request body with your signing secret, hex-encoded in the X-Signature header. Compare it in constant time, and verify before parsing the JSON, since re-serialising changes the bytes."),
     ("user", "And the timestamp header, what is it for?"),
     ("assistant", "X-Timestamp is included in the signed payload to stop replays; reject requests older than five minutes."),
     ("user", "Clear, our code does that already."),
     ("assistant", "Then you're all set.")],
    [("user", "Which response headers tell me how close I am to the rate limit?"),
     ("assistant", "X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (seconds until the window resets). A 429 response also carries Retry-After."),
     ("user", "Is the limit per key or per workspace?"),
     ("assistant", "Per key. Sub-keys have their own windows, so splitting traffic across sub-keys spreads it out; the workspace-wide cap only applies on very large bursts."),
     ("user", "Good to know, thanks."),
     ("assistant", "You're welcome.")],
    [("user", "What scopes does a deploy token need for the CLI's upload command?"),
     ("assistant", "Only 'artifacts:write'. For the release-notes step you'd add 'releases:write'; nothing else is needed, and we recommend not giving deploy tokens admin scopes."),
     ("user", "Do tokens expire?"),
     ("assistant", "By default after 365 days; you can pick 30, 90 or never when creating one. Expiring tokens send a reminder e-mail 14 days before."),
     ("user", "Perfect."),
     ("assistant", "Glad I could help.")],
    [("user", "What connection pool size do you recommend for the database connector?"),
     ("assistant", "Start with 5 connections per sync worker and keep the total below a third of the server's max_connections. The connector retries on 'too many connections' with backoff, but it's better not to hit it."),
     ("user", "Does the connector hold connections between runs?"),
     ("assistant", "No, it closes them at the end of each run; idle connections are dropped after 60 seconds during a run."),
     ("user", "OK, thanks for the detail."),
     ("assistant", "Any time.")],
    [("user", "Can the callback timeout be raised above 5 seconds for our workspace?"),
     ("assistant", "The maximum is 15 seconds, configurable under Settings > Callbacks. Longer timeouts mean slower retries, so acknowledging quickly and processing asynchronously is still the better pattern."),
     ("user", "How many retries are there?"),
     ("assistant", "Up to 8 attempts with exponential backoff over about 6 hours; after that the delivery is marked failed and can be replayed from the dashboard."),
     ("user", "Understood."),
     ("assistant", "Let me know if you need anything else.")],
    [("user", "Where can I see what changed in the latest SDK releases?"),
     ("assistant", "Each SDK has a CHANGELOG in its repository, and the developer portal has a combined release feed with an RSS link. Breaking changes are announced 60 days ahead."),
     ("user", "Is there a way to get notified by e-mail?"),
     ("assistant", "Yes, under Profile > Notifications tick 'SDK releases'. It's a weekly digest, not one mail per release."),
     ("user", "Done, thanks."),
     ("assistant", "Great.")],
]
