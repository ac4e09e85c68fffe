"""Holdout split: 13 users, 31 sessions. Hand-written; tenants/users disjoint from dev."""

USERS = [
# 1 -------------------------------------------------------------------------
dict(tenant="acme-freight", user="u-9001", sessions=[
 dict(day=0, topic="query planner", turns="""
U: Hi team, good afternoon
A: Good afternoon! What can I do for you?
U: Our primary database is PostgreSQL 13 on RDS and since the last release the shipment search is doing seq scans again
A: Could you share the EXPLAIN (ANALYZE, BUFFERS) output for the search query?
U: sure, pasted in the ticket. And before you ask - yes we ran ANALYZE
A: Thanks. The planner estimates 12 rows but gets 1.4M; the statistics target on shipments.status is too low. Try ALTER TABLE ... SET STATISTICS 1000.
U: that helped a lot. Unrelated: our vendor's data warehouse runs Snowflake, can your export push straight into it?
A: Yes, there's a Snowflake destination. The vendor would need to create a stage and give you a key pair.
U: ok, I'll forward that
"""),
 dict(day=14, topic="connector after migration", turns="""
U: hey, we migrated off PostgreSQL to MySQL 8.0 last month (long story, ops decision)
A: Understood! Is something not working since the move?
U: the CDC connector stopped. binlog_format is ROW already
A: Check that binlog_row_image=FULL and that the connector user has REPLICATION SLAVE and REPLICATION CLIENT.
U: it was missing REPLICATION CLIENT. works now. thanks
A: Great. Anything else?
U: nope, that's it
"""),
 dict(day=33, topic="retention", turns="""
U: morning! how long do you keep CDC checkpoints?
A: Morning! 14 days by default, configurable up to 90 on your plan.
U: 30 is fine, please set it
A: Done, retention is 30 days now.
U: thx. still all on AWS, still MySQL 8, nothing else changed
A: Good to know, thanks for confirming.
"""),
],
 truth=dict(
  current={"database": "MySQL 8.0", "cloud_provider": "AWS"},
  changes=[("database", "PostgreSQL 13", "MySQL 8.0", 1)],
  traps=[("database", "Snowflake", "vendor's warehouse"), ("database", "PostgreSQL 13", "superseded")])),

# 2 -------------------------------------------------------------------------
dict(tenant="veloxa", user="pm-ortiz", sessions=[
 dict(day=2, tz=-5, topic="pipeline minutes", turns="""
U: hello, question about your CI runner minutes
A: Hi! Sure, what would you like to know?
U: we use GitLab for CI (self-managed) and the runner keeps using more minutes than the dashboard shows
A: Self-managed GitLab runners report job duration including queue time; our dashboard counts only execution. That explains the gap.
U: ah ok. we're 25 devs on the Business plan, so it adds up. Is there a cheaper tier for that?
A: Business already has the lowest per-minute price. Annual billing gives another 15%.
U: ok I'll talk to finance. I'm in New York time so expect replies in the afternoon your time
A: Sounds good.
"""),
 dict(day=16, tz=-5, topic="notifications", turns="""
U: hi, could you send alerts and updates to us via Microsoft Teams going forward? email gets buried
A: Sure, I've switched your contact preference to Microsoft Teams. You'll need to approve our Teams app once.
U: approved. Also, heads up, we switched from GitLab CI to CircleCI this week
A: Thanks for the heads up. You'll want the CircleCI orb then; your GitLab runner tokens can be revoked.
U: yep revoked them already
A: Perfect.
"""),
 dict(day=35, tz=-4, topic="team growth", turns="""
U: Hey, we've grown to 32 developers, do we need to do anything license-wise?
A: Congrats! Business includes unlimited developers, so nothing changes for you.
U: nice. and the CircleCI orb - is 3.1 the latest?
A: Yes, 3.1.2 is the latest release.
U: thx!
A: Anytime.
"""),
],
 truth=dict(
  current={"ci_system": "CircleCI", "team_size": "32", "plan": "Business", "timezone": "America/New_York", "contact_channel": "Microsoft Teams"},
  changes=[("ci_system", "GitLab CI", "CircleCI", 1), ("team_size", "25", "32", 2), ("contact_channel", "email", "Microsoft Teams", 1)],
  traps=[("ci_system", "GitLab CI", "superseded"), ("contact_channel", "email", "superseded")])),

# 3 -------------------------------------------------------------------------
dict(tenant="cedar-health", user="dr-liu", sessions=[
 dict(day=1, topic="compliance", turns="""
U: Good morning. I need to confirm your data residency before we sign the BAA
A: Good morning! Data can be pinned to US or EU regions. Where is your infrastructure?
U: All of our infra is in Azure (East US 2), the EHR data sits in SQL Server 2022
A: Then the East US region is the right choice; it keeps everything within the same geography.
U: Our insurance partner uses Postgres and will receive de-identified extracts, but that goes through our own ETL, not your product
A: Understood, that flow stays outside our scope.
U: Please keep it brief in future replies, I'm between patients most of the day
A: Understood.
"""),
 dict(day=10, topic="audit logs", turns="""
U: Where do I find audit logs for PHI access?
A: Admin > Audit > Data access. Filter by "PHI".
U: Thanks. Export to CSV?
A: Yes, top right, "Export".
U: Got it. Still SQL Server 2022 on our side if that matters for the connector
A: It doesn't change anything; 2022 is supported.
"""),
],
 truth=dict(
  current={"cloud_provider": "Azure", "database": "SQL Server 2022", "answer_style": "short"},
  traps=[("database", "PostgreSQL", "partner's database")])),

# 4 -------------------------------------------------------------------------
dict(tenant="moltbyte", user="ops-kai", sessions=[
 dict(day=3, tz=5.5, topic="alert routing", turns="""
U: hi, alerts from your agent are not showing up in our Prometheus
A: Hi Kai! Are you scraping the agent's /metrics endpoint or using remote_write?
U: scraping. we run on EKS, Prometheus + Grafana for observability, RabbitMQ between services
A: On EKS the agent's pod needs the prometheus.io/scrape annotation, or a ServiceMonitor if you use the operator.
U: we use the operator, added a ServiceMonitor, metrics show up now
A: Great!
U: also I'm in Bangalore (IST), so weekend on-call overlaps with your Friday evening
A: Noted, IST.
"""),
 dict(day=17, tz=5.5, topic="datadog migration", turns="""
U: hello. we dropped Prometheus in favour of Datadog, leadership wanted one vendor
A: Understood. Then install the Datadog agent's OpenMetrics check pointing at our agent.
U: did that. but tags are missing
A: Add tags: ["env:prod"] under the instance config; the kube_* tags come from the cluster agent.
U: ok now visible
A: Good.
"""),
 dict(day=31, tz=5.5, topic="architecture simplification", turns="""
U: hi again
A: Hi Kai!
U: we no longer use RabbitMQ at all, everything is synchronous HTTP now. can I remove the queue-depth monitor?
A: Yes, just delete the rabbitmq check from the agent config and redeploy.
U: removed. fewer moving parts 🙂
A: Always nice.
"""),
],
 truth=dict(
  current={"orchestration": "Kubernetes", "cloud_provider": "AWS", "observability": "Datadog", "timezone": "Asia/Kolkata"},
  changes=[("observability", "Prometheus", "Datadog", 1)],
  retractions=[("message_queue", "RabbitMQ", 2)],
  traps=[("message_queue", "RabbitMQ", "retracted"), ("observability", "Prometheus", "superseded")])),

# 5 -------------------------------------------------------------------------
dict(tenant="fjord-apps", user="elin", sessions=[
 dict(day=5, tz=1, topic="push notifications", turns="""
U: Hei! Svar gjerne på norsk - please reply in Norwegian if possible
A: Hei Elin! Selvsagt, jeg svarer på norsk. Hva gjelder det?
U: push notifications from your SDK don't arrive on Android 14
A: På Android 14 må appen be om POST_NOTIFICATIONS-tillatelsen eksplisitt. Gjør dere det?
U: ah nei. fixing. backend is Kotlin with Ktor on Google Cloud Run, db is Firestore if relevant
A: Det påvirker ikke varslene, men takk for konteksten.
U: takk!
"""),
 dict(day=19, tz=1, topic="database question", turns="""
U: Hei igjen
A: Hei Elin!
U: would Cloud SQL be better for our reporting than Firestore?
A: For tunge rapporter kan Cloud SQL for PostgreSQL være enklere, men dere kan også eksportere Firestore til BigQuery.
U: we'll stay on Firestore, just wanted to hear options
A: Helt greit. Eksport til BigQuery kan settes opp uten kodeendringer.
U: takk for hjelpen
"""),
],
 truth=dict(
  current={"reply_language": "Norwegian", "programming_language": "Kotlin", "framework": "Ktor", "cloud_provider": "GCP", "database": "Firestore"},
  traps=[("database", "Cloud SQL", "assistant suggestion"), ("database", "PostgreSQL", "assistant suggestion"), ("database", "BigQuery", "assistant suggestion")])),

# 6 -------------------------------------------------------------------------
dict(tenant="brisk-logistics", user="ahmed.s", sessions=[
 dict(day=4, tz=4, topic="queue consumers", turns="""
U: Hello, we're on the Standard plan and need more concurrent consumers
A: Hello Ahmed! Standard allows 5 consumers per queue. Which queue system do you use?
U: Amazon SQS, everything is on AWS. we also have Valkey as a cache in front of the tracking API
A: For SQS the limit applies to our poller, not SQS itself. Business raises it to 25.
U: how much is Business?
A: It's listed under Billing > Plans; for your usage it would be about 2x Standard.
U: let me check with my boss. also better to call me than email, I'm on the road a lot
A: Noted, we'll phone you for follow-ups.
"""),
 dict(day=13, tz=4, topic="plan upgrade", turns="""
U: hi, we upgraded from Standard to Business this morning
A: Thanks Ahmed! Your consumer limit is now 25 per queue.
U: great, I see it. 
U: and unrelated - one of our customers runs everything on Google Cloud and wants to subscribe to our tracking events, any issue?
A: No issue, they can subscribe via Pub/Sub push or plain webhooks.
U: ok
A: Anything else?
U: no thanks
"""),
 dict(day=28, tz=4, topic="cache removal", turns="""
U: Hi, we got rid of Valkey, the cache was hiding bugs. does your SDK need it for dedup?
A: No, dedup uses SQS message deduplication IDs, no cache needed.
U: perfect
U: btw the SQS queues are FIFO now
A: Good, FIFO queues give you exactly-once processing with dedup IDs.
U: 👍
"""),
],
 truth=dict(
  current={"message_queue": "Amazon SQS", "cloud_provider": "AWS", "plan": "Business", "contact_channel": "phone"},
  changes=[("plan", "Standard", "Business", 1)],
  retractions=[("cache", "Valkey", 2)],
  traps=[("cloud_provider", "GCP", "customer's cloud"), ("cache", "Valkey", "retracted"), ("plan", "Standard", "superseded")])),

# 7 -------------------------------------------------------------------------
dict(tenant="nimbus-ai", user="rk", sessions=[
 dict(day=2, topic="sdk compatibility", turns="""
U: hi, does the SDK support Python 3.10? that's what our inference service runs
A: Hi! Yes, 3.9 to 3.12 are supported.
U: cool. it's a Flask app, we don't use any message queue, just HTTP
A: The Flask middleware works fine then. Add MemoryMiddleware(app) after creating the app.
U: if we ever move to Kubernetes, does the middleware care?
A: No, it's independent of where it runs.
U: ok, we're on bare VMs for now. Honeycomb for tracing btw
A: There's an OpenTelemetry exporter that Honeycomb ingests directly.
"""),
 dict(day=20, topic="async support", turns="""
U: hey, we moved from Flask to FastAPI and upgraded to Python 3.12 while at it
A: Nice! For FastAPI use the ASGI middleware instead: app.add_middleware(MemoryASGIMiddleware).
U: works, but traces lost the route name
A: Set route_name_from="scope" in the middleware options, FastAPI puts it in the ASGI scope.
U: that did it
A: 👍
"""),
 dict(day=34, topic="rate limits", turns="""
U: hello, getting 429s since this morning from your API
A: Hi! Your key is hitting 1,000 requests/minute. Are you retrying without backoff?
U: probably. the FastAPI service retries on any error
A: Use the SDK's built-in retry with exponential backoff; it honours Retry-After.
U: switched, 429s stopped
A: Great.
"""),
],
 truth=dict(
  current={"programming_language": "Python 3.12", "framework": "FastAPI", "observability": "Honeycomb"},
  changes=[("programming_language", "Python 3.10", "Python 3.12", 1), ("framework", "Flask", "FastAPI", 1)],
  traps=[("orchestration", "Kubernetes", "hypothetical"), ("framework", "Flask", "superseded")],
  issues=[("429s from the API since this morning", 2)])),

# 8 -------------------------------------------------------------------------
dict(tenant="harbor-games", user="lee.w", sessions=[
 dict(day=6, tz=-8, topic="leaderboard sync", turns="""
U: Hi, our leaderboard sync is dropping updates
A: Hi! What does the backend look like?
U: C# on .NET 8, SQL Server 2019 on Azure VMs. the sync job is a hosted service
A: Are you using the batch endpoint? Single updates above 50/s are throttled.
U: single updates, yes. switching to batch
A: That should fix it.
U: please just bullet points and short answers, I skim these
A: Sure:
- batch endpoint
- max 500 items per call
"""),
 dict(day=23, tz=-8, topic="publisher integration", turns="""
U: q: our publisher runs their backend on AWS, they want player stats from us. cross cloud ok?
A: - yes, exports work cross-cloud
- use the signed S3 export or webhooks
U: webhooks. done
U: also we upgraded to .NET 9 last week, any known issues?
A: - none known
- SDK 5.x supports .NET 9
U: ty
"""),
],
 truth=dict(
  current={"programming_language": "C#", "framework": ".NET 9", "database": "SQL Server 2019", "cloud_provider": "Azure", "answer_style": "short"},
  changes=[("framework", ".NET 8", ".NET 9", 1)],
  traps=[("cloud_provider", "AWS", "publisher's cloud")])),

# 9 -------------------------------------------------------------------------
dict(tenant="papertrail-legal", user="mo.j", sessions=[
 dict(day=1, tz=-6, topic="report dates", turns="""
U: Hello, the exported reports show dates like 2026-05-06, our attorneys find that confusing
A: Hello! You can switch the date format under Settings > Locale.
U: I'd rather you also use US format (MM/DD/YYYY) when you write to us
A: Understood, I'll use MM/DD/YYYY in my replies.
U: thanks. we're on Enterprise, about 30 people total and a team of 6 engineers
A: Great, Enterprise also allows per-workspace locale overrides if some teams prefer ISO.
U: no, everyone uses US format. I'm in Chicago by the way, Central time
A: Noted.
"""),
 dict(day=15, tz=-5, topic="sso", turns="""
U: hi! we're moving our SSO to Okta next month, anything to prepare?
A: Hi Mo! Create the Okta app in advance; you can keep the current IdP active until 06/01/2026 and switch over.
U: perfect, thanks for using our date format
A: Of course!
U: one more: our outside counsel uses Google Workspace, can they be guests?
A: Yes, guests can log in with Google even if your org uses Okta.
"""),
],
 truth=dict(
  current={"date_format": "MM/DD/YYYY", "plan": "Enterprise", "team_size": "6", "timezone": "America/Chicago"},
  traps=[("date_format", "ISO 8601", "assistant mention")])),

# 10 ------------------------------------------------------------------------
dict(tenant="kiwi-metrics", user="aroha", sessions=[
 dict(day=3, tz=13, topic="retention policy", turns="""
U: Kia ora, question about retention policies
A: Kia ora Aroha! Go ahead.
U: we store sensor data in TimescaleDB 2.13 on Linode, dashboards in Grafana. Drone CI runs our migrations
A: Retention policies in our agent map to Timescale's add_retention_policy, so they're compatible.
U: ok. I'm in Auckland so NZ time, pls schedule maintenance notices accordingly
A: Noted, we'll send notices for NZ business hours.
U: cheers
"""),
 dict(day=18, tz=13, topic="ci migration", turns="""
U: hi, we switched to GitHub Actions from Drone, the migration step fails with "permission denied for schema"
A: The Actions runner uses a different DB role. Grant USAGE and CREATE on the schema to the ci role.
U: fixed. note: Timescale is still 2.13 btw
A: Thanks, noted.
U: 🙏
A: Anything else I can help with?
U: all good for now
"""),
],
 truth=dict(
  current={"database": "TimescaleDB 2.13", "cloud_provider": "Linode", "observability": "Grafana", "ci_system": "GitHub Actions",
           "timezone": "Pacific/Auckland"},
  changes=[("ci_system", "Drone CI", "GitHub Actions", 1)],
  traps=[("ci_system", "Drone CI", "superseded")])),

# 11 ------------------------------------------------------------------------
dict(tenant="ostara-bank", user="franz.g", sessions=[
 dict(day=4, tz=1, topic="onboarding", turns="""
U: Grüß Gott, bitte antworten Sie auf Deutsch.
A: Grüß Gott! Gerne antworte ich auf Deutsch. Wie kann ich helfen?
U: Wir betreiben Oracle 19c on-prem in Wien. Unser Kernbanken-Anbieter nutzt DB2, das ist aber deren System.
A: Verstanden. Unser Connector unterstützt Oracle 19c; DB2 betrifft uns dann nicht.
U: Bitte kontaktieren Sie mich per E-Mail, nicht telefonisch.
A: Selbstverständlich, wir melden uns per E-Mail.
U: Danke.
"""),
 dict(day=26, tz=1, topic="upgrade", turns="""
U: Guten Tag, we moved to Oracle 21c last weekend. Muss ich am Connector etwas ändern?
A: Guten Tag Herr G.! Für 21c brauchen Sie Connector-Version 6.2 oder neuer.
U: Wir haben 6.0. Wo finde ich das Update?
A: Im Admin-Bereich unter Connectors > Update. Die Aktualisierung dauert etwa fünf Minuten.
U: Erledigt, läuft. Danke!
A: Gern geschehen.
"""),
],
 truth=dict(
  current={"reply_language": "German", "database": "Oracle 21c", "contact_channel": "email"},
  changes=[("database", "Oracle 19c", "Oracle 21c", 1)],
  traps=[("database", "DB2", "vendor's database"), ("contact_channel", "phone", "negated")])),

# 12 ------------------------------------------------------------------------
dict(tenant="sprocket-dev", user="jo", sessions=[
 dict(day=2, topic="first steps", turns="""
U: hey 👋 we're a 4-person team on the Free plan, Rails + Postgres 16 on Render, GitHub Actions for CI. slack is the best way to reach me
A: Hey Jo, welcome! With that stack the Rails gem and the Actions template are all you need.
U: the gem install fails on render: "could not find pg_config"
A: Add libpq-dev to your build packages on Render, or use the pg gem's precompiled binary.
U: precompiled worked
A: Great!
"""),
 dict(day=12, topic="deploy target", turns="""
U: we're moving from Render to Fly.io, anything I need to change?
A: Set MEMORY_REGION to your Fly primary region and add the fly secrets for the API key.
U: done, deploy went through. we're on fly now fully
A: Nice.
U: also we're no longer on Free, just upgraded to Pro
A: Thanks! Pro unlocks the longer retention and 3 extra seats.
"""),
 dict(day=27, topic="postgres", turns="""
U: hi! is Postgres 16 logical replication supported by the CDC source?
A: Yes, PostgreSQL 16 is supported, including logical replication from standbys.
U: sweet. on fly we use their managed postgres now
A: That works, just enable wal_level=logical.
U: done
A: 👍
"""),
],
 truth=dict(
  current={"team_size": "4", "plan": "Pro", "framework": "Ruby on Rails", "database": "PostgreSQL 16", "cloud_provider": "Fly.io",
           "ci_system": "GitHub Actions", "contact_channel": "Slack"},
  changes=[("cloud_provider", "Render", "Fly.io", 1), ("plan", "Free", "Pro", 1)],
  traps=[("cloud_provider", "Render", "superseded"), ("plan", "Free", "superseded")])),

# 13 ------------------------------------------------------------------------
dict(tenant="lattice-ml", user="yuki.t", sessions=[
 dict(day=5, tz=8, topic="event streaming", turns="""
U: hello! we were thinking about Kafka but went with NATS JetStream instead. does your sink support it?
A: Hi Yuki! Yes, there's a NATS JetStream sink.
U: nice. services are Rust 1.75, scheduled with Nomad - no Kubernetes here
A: The sink runs as a Nomad job too; there's a sample jobspec in the docs.
U: short answers + code only pls
A: ok:
job "sink" { driver = "docker" }
U: ty. SGT timezone btw, singapore
A: noted
"""),
 dict(day=21, tz=8, topic="backpressure", turns="""
U: sink falls behind at 50k msg/s
A: raise max_ack_pending:
max_ack_pending = 20000
U: better. still NATS, still Nomad
A: 👍 also set ack_wait = "30s"
U: done. thx
A: np
"""),
],
 truth=dict(
  current={"message_queue": "NATS JetStream", "programming_language": "Rust 1.75", "orchestration": "Nomad", "answer_style": "short",
           "timezone": "Asia/Singapore"},
  traps=[("message_queue", "Kafka", "considered, rejected"), ("orchestration", "Kubernetes", "negated")])),
]
