"""Dev split: 13 users, 31 sessions. Hand-written."""

USERS = [
# 1 -------------------------------------------------------------------------
dict(tenant="northwind-labs", user="u-4471", sessions=[
 dict(day=0, topic="insert timeouts", res="open", turns="""
U: hi there
A: Hi! How can I help today?
U: we're seeing inserts time out since Tuesday on the orders service. not all of them, maybe 1 in 50
A: Sorry about that. Which database are you on, and do you see anything in the server logs at the time of the timeouts?
U: we're on Postgres 14, self-managed on EC2 (so AWS). logs show "canceling statement due to statement timeout"
A: That message means the statement_timeout fired. Is anything holding locks on the orders table around then, e.g. a long-running migration or VACUUM?
U: not that I know of. there's a nightly job but it runs at 2am
U: also fwiw we're a team of 12 engineers and nobody touched the schema recently
A: Thanks. Could you run SELECT * FROM pg_stat_activity WHERE wait_event_type = 'Lock' during the next spike and share the output?
U: will do, I'll come back tomorrow
A: Sounds good. I'll leave this ticket open until then.
"""),
 dict(day=9, topic="lock contention follow-up", turns="""
U: Hey, back about the insert timeouts
A: Welcome back. Did you manage to capture pg_stat_activity during a spike?
U: yes, it was an autovacuum on a huge partition. We tuned autovacuum_vacuum_cost_limit and it's been quiet since.
U: Also we upgraded to 15 last weekend, so the numbers might look a bit different now
A: Good to know. PostgreSQL 15 handles this better anyway. Anything else still failing?
U: One more thing - one of our customers runs SQL Server 2019 and wants to pull the same export. Does your connector support that?
A: Yes, the export connector supports SQL Server 2016 and later, including 2019. They would need to allow our IP range.
U: perfect thx
A: You're welcome! Closing the lock issue as resolved then.
""", tools=[dict(name="ticket_update", arguments={"status": "resolved"}, result="ok", status="ok")]),
 dict(day=23, topic="export schedule", turns="""
U: morning. quick one: can the nightly export run at 01:00 UTC instead of 03:00?
A: Sure, you can change it under Settings > Exports > Schedule. Do you want me to change it for you?
U: yes please. and btw for the record our main db is PostgreSQL 15 now, in case your docs team asks
A: Done, the export now runs at 01:00 UTC. Noted on PostgreSQL 15.
U: Great. And please keep answers short, I read these on my phone mostly
A: Will do.
""")],
 truth=dict(
  current={"database": "PostgreSQL 15", "cloud_provider": "AWS", "team_size": "12", "answer_style": "short"},
  changes=[("database", "PostgreSQL 14", "PostgreSQL 15", 1)],
  traps=[("database", "SQL Server 2019", "customer's database"), ("database", "PostgreSQL 14", "superseded")],
  issues=[("inserts time out since Tuesday (statement timeout)", 0)])),

# 2 -------------------------------------------------------------------------
dict(tenant="brightlane", user="marco.r", sessions=[
 dict(day=1, topic="worker autoscaling", turns="""
U: Hello! I have a question about the autoscaling integration
A: Hi Marco, happy to help. What's the setup?
U: our stack is Django + Celery on GKE, RabbitMQ as the broker. Python 3.11 everywhere
A: Thanks. So the Celery workers run as a Deployment on GKE and you want them to scale on queue depth?
U: exactly. right now the HPA only looks at CPU which is useless for io-bound tasks
A: You can expose the RabbitMQ queue length through our metrics adapter and point the HPA at it. I'll send you the manifest.
U: cool. our CI is Jenkins, can the manifest be applied from a pipeline step?
A: Yes, it's a plain kubectl apply, works from any Jenkins agent with cluster credentials.
U: 👍 thanks
"""),
 dict(day=12, topic="ci integration", turns="""
U: hi again, the HPA works great
U: we finally switched from Jenkins to GitHub Actions last week, so I need to redo the deploy step. do you have an action for it?
A: Great to hear! Yes, there is an official action, memory-deploy@v2. It needs a GKE service account key stored as a secret.
U: ok. Noch eine Sache: könnten Sie mir künftig bitte auf Deutsch antworten? Please answer in German from now on, my team reads these too
A: Natürlich, ab jetzt antworte ich auf Deutsch. Die Action braucht nur den Secret-Namen und den Cluster-Namen.
U: Danke!
A: Gern geschehen.
"""),
 dict(day=26, topic="database choice", turns="""
U: Hallo, kurze Frage zur Datenbank-Integration
A: Hallo Marco, worum geht es?
U: we considered MongoDB for the event store but didn't go for it, sticking with Cloud SQL Postgres 13 for now. Does your audit export handle jsonb columns?
A: Ja, jsonb-Spalten werden als verschachteltes JSON exportiert.
U: nice. and is there a rate limit on the export API?
A: 600 Anfragen pro Minute pro Projekt.
U: alles klar, danke
"""),
],
 truth=dict(
  current={"framework": "Django", "message_queue": "RabbitMQ", "orchestration": "Kubernetes", "cloud_provider": "GCP",
           "programming_language": "Python 3.11", "ci_system": "GitHub Actions", "reply_language": "German",
           "database": "PostgreSQL 13"},
  changes=[("ci_system", "Jenkins", "GitHub Actions", 1)],
  traps=[("database", "MongoDB", "considered, rejected"), ("ci_system", "Jenkins", "superseded")])),

# 3 -------------------------------------------------------------------------
dict(tenant="kestrel-analytics", user="anna.k", sessions=[
 dict(day=0, tz=1, topic="sso setup", turns="""
U: Good morning, I'm setting up SSO for our workspace
A: Good morning! Which identity provider are you using?
U: Entra ID. We run everything in Azure, so that's the natural choice
A: Makes sense. You'll need to register an enterprise app and paste the metadata URL into Settings > SSO.
U: done, but the test login fails with AADSTS50011
A: That's a redirect URI mismatch. The reply URL must be exactly https://app.example.com/sso/acs with no trailing slash.
U: that was it. Also, I'm in CET / Berlin time, so if you schedule the follow-up call please pick a European morning
A: Noted, I'll propose 10:00 CET.
U: and reach me on Slack rather than email, our shared channel is faster
A: Will do, I'll ping you in the shared Slack channel.
"""),
 dict(day=8, tz=1, topic="connector for partner", turns="""
U: hi, another question
A: Hi Anna, go ahead.
U: prod db is MySQL 8.0 on Azure Database for MySQL. Our partner uses Oracle and they want to receive a daily sync from us. can your sync target Oracle?
A: Yes, Oracle 19c and later are supported as sync targets. The sync reads from your MySQL 8.0 and writes to their Oracle instance.
U: great. do they need to open a port?
A: They need to allow inbound 1521 from our egress IPs, or use the reverse tunnel agent.
U: tunnel agent sounds better for them, thx
""", outcomes=[("offer-docs-link", True)]),
 dict(day=20, tz=1, topic="billing", turns="""
U: Hallo, billing question this time
A: Sure, what's up?
U: we're on the Business plan right now but honestly we don't use the audit features. we downgraded to Standard this morning, can you confirm the next invoice reflects that?
A: I can see the change: you're on Standard from today, and the next invoice will be prorated.
U: ok good. will we lose SSO?
A: No, SSO is included in Standard. You lose audit log export and the 99.95% SLA.
U: fine with us. thanks!
"""),
],
 truth=dict(
  current={"cloud_provider": "Azure", "timezone": "Europe/Berlin", "contact_channel": "Slack", "database": "MySQL 8.0", "plan": "Standard"},
  changes=[("plan", "Business", "Standard", 2)],
  traps=[("database", "Oracle", "partner's database"), ("plan", "Business", "superseded")],
  issues=[("SSO test login fails with AADSTS50011", 0)])),

# 4 -------------------------------------------------------------------------
dict(tenant="ferrocloud", user="dev42", sessions=[
 dict(day=2, topic="webhook retries", turns="""
U: yo, webhooks are being retried 5 times even though we return 200
A: Hi! Can you tell me where your endpoint runs and how long it takes to respond?
U: we're still on Heroku, node 18 + express, a single web dyno. response is like 200ms
A: Heroku's router has a 30s timeout so that's not it. Are you maybe returning 200 after a redirect? We treat 3xx as failure.
U: ohhh. yes the endpoint redirects http->https. doh
A: That would do it. Point the webhook at the https URL directly.
U: fixed. also we have redis (heroku redis) as a cache in front of the api if that matters for rate limiting
A: It doesn't affect webhooks, but good to know for the rate limiter docs.
"""),
 dict(day=15, topic="egress IPs", turns="""
U: hey, we finally moved off Heroku to AWS 🎉
A: Congrats! How can I help with the move?
U: need your egress IP list for our security groups. we're on ECS fargate now in eu-west-1
A: Here's the list: 3.248.0.0/24 and 52.18.12.0/24. They're also at status page > network.
U: ta. the webhook endpoint changes too, I'll update it myself
A: Great, let me know if the first deliveries fail.
U: will do
"""),
 dict(day=30, topic="rate limiting", turns="""
U: hi, question about rate limits after the migration
A: Sure.
U: we dropped Redis entirely, caching turned out to be more trouble than it's worth with fargate. so the rate limiter has to work without it. is that supported?
A: Yes, the SDK falls back to an in-process token bucket when no Redis URL is configured. With several tasks the limit applies per task, though.
U: that's ok, we have 3 tasks, we'll divide the limit by 3
A: That's the recommended approach.
U: thanks!!
"""),
],
 truth=dict(
  current={"cloud_provider": "AWS", "programming_language": "Node.js 18", "framework": "Express", "orchestration": "Amazon ECS"},
  changes=[("cloud_provider", "Heroku", "AWS", 1)],
  retractions=[("cache", "Redis", 2)],
  traps=[("cloud_provider", "Heroku", "superseded"), ("cache", "Redis", "retracted")])),

# 5 -------------------------------------------------------------------------
dict(tenant="lumen-robotics", user="jsato", sessions=[
 dict(day=3, tz=9, topic="telemetry ingestion", turns="""
U: Hello, we have an issue with the telemetry ingestion pipeline.
A: Hello! Please describe what you see.
U: Events are arriving out of order. We push them from Kafka (3.5) into your ingest endpoint, written in Go 1.21.
A: Our ingest orders by the event timestamp only within a 5-second window. Are you setting event_time on each record?
U: No, we only set received_time. I will add event_time.
A: That should fix it. Also make sure the Kafka consumer commits after the HTTP 202, not before.
U: Good point. By the way, I am in Tokyo, JST, so my replies may be slow during your daytime.
A: No problem at all.
U: Also we use Datadog for monitoring, is there an integration?
A: Yes, there's a Datadog integration in the marketplace that ships ingest latency and error rates.
"""),
 dict(day=19, tz=9, topic="architecture change", turns="""
U: Hi, an update on our side.
A: Hi! Go ahead.
U: We're no longer using Kafka, the robots now call the services directly over gRPC. So the consumer issue is gone.
A: Understood. Then you'd send to our gRPC ingest endpoint directly. Do you need the proto files?
U: Yes please. Also, some people asked: we're not on Kubernetes, everything runs on ECS. Does the sidecar still work?
A: Here are the protos. And yes, the sidecar works on ECS as a second container in the task definition.
U: Great, thank you.
A: You're welcome, Sato-san.
"""),
],
 truth=dict(
  current={"programming_language": "Go 1.21", "timezone": "Asia/Tokyo", "observability": "Datadog", "orchestration": "Amazon ECS"},
  retractions=[("message_queue", "Kafka", 1)],
  traps=[("orchestration", "Kubernetes", "negated"), ("message_queue", "Kafka", "retracted")])),

# 6 -------------------------------------------------------------------------
dict(tenant="quillpay", user="rachel.b", sessions=[
 dict(day=1, tz=-5, topic="background jobs", turns="""
U: Hi! We're on the Enterprise plan and I'd like to understand the SLA for background job monitoring
A: Hi Rachel! On Enterprise the job monitor has a 99.9% uptime SLA and 1-minute alerting.
U: Great. Context: Rails 7 app, Ruby 3.2, Sidekiq for jobs, PostgreSQL 12 on RDS. Team of 40 engineers
A: Thanks, that's a very common setup. The Sidekiq plugin reports queue latency and dead jobs.
U: Perfect. One request: use ISO dates please in your replies, we have people in 5 countries and 03/04 confuses everyone
A: Absolutely, I'll use YYYY-MM-DD from now on.
U: thanks
"""),
 dict(day=11, tz=-5, topic="ci pipeline", turns="""
U: hey, ci question
A: Hi! Sure.
U: we're on CircleCI and the orb fails on the deploy job with "exit status 137"
A: 137 means the container was OOM-killed. Try the medium+ resource class for that job.
U: bumping it fixed it. fyi we're planning to migrate to GitHub Actions next quarter, is there feature parity?
A: Mostly, yes. The GitHub Action supports everything the orb does except test splitting.
U: ok good to know. no rush
"""),
 dict(day=25, tz=-5, topic="db upgrade advice", turns="""
U: hello! we're thinking about the db upgrade
A: Hi! Happy to advise.
U: we're still on Postgres 12 and it goes EOL soon. what do you recommend?
A: You could move to Aurora PostgreSQL 15 or plain RDS PostgreSQL 16. Both work with our agent; Aurora gives faster failover.
U: we'll discuss internally. nothing decided yet
A: Sure. Our agent supports 12 through 16, so you can upgrade whenever it suits you.
U: 👍
"""),
],
 truth=dict(
  current={"plan": "Enterprise", "framework": "Ruby on Rails 7", "programming_language": "Ruby 3.2", "message_queue": "Sidekiq",
           "database": "PostgreSQL 12", "cloud_provider": "AWS", "team_size": "40", "date_format": "ISO 8601", "ci_system": "CircleCI"},
  traps=[("ci_system", "GitHub Actions", "planned, not done"), ("database", "Aurora PostgreSQL 15", "assistant suggestion"),
         ("database", "PostgreSQL 16", "assistant suggestion")],
  issues=[("CircleCI deploy job exit status 137", 1)])),

# 7 -------------------------------------------------------------------------
dict(tenant="orbitly", user="lena", sessions=[
 dict(day=4, topic="vendor webhook", turns="""
U: hi! we're connecting a vendor's payment API to your workflow engine
A: Hi Lena! What's the problem?
U: the vendor's API is on GCP and their callbacks come from random IPs, so our allowlist keeps blocking them. we're on DigitalOcean ourselves
A: For DigitalOcean firewalls you can't allow by hostname. Better to verify the vendor's HMAC signature instead of IP allowlisting.
U: makes sense. our backend is FastAPI on Python 3.12 and Mongo 6 as the db, is there a helper for the signature check?
A: Yes, the Python SDK has verify_signature(); works with FastAPI dependencies.
U: sweet. we're just 5 devs so anything that saves time is welcome
A: Then the SDK helper is the way to go.
"""),
 dict(day=18, topic="mongo driver", turns="""
U: hello hello
A: Hi Lena!
U: we upgraded MongoDB from 6 to 7 over the weekend and now the change stream listener logs a deprecation warning
A: That warning is harmless; it's about the old resume token format. Update the SDK to 4.2 and it goes away.
U: updated, gone. btw email is the best way to reach me, I'm rarely in slack
A: Noted, I'll follow up by email.
U: ty!
"""),
],
 truth=dict(
  current={"cloud_provider": "DigitalOcean", "framework": "FastAPI", "programming_language": "Python 3.12", "database": "MongoDB 7",
           "team_size": "5", "contact_channel": "email"},
  changes=[("database", "MongoDB 6", "MongoDB 7", 1)],
  traps=[("cloud_provider", "GCP", "vendor's cloud"), ("contact_channel", "Slack", "negated")])),

# 8 -------------------------------------------------------------------------
dict(tenant="hexaware-systems", user="tom.h", sessions=[
 dict(day=5, topic="apm integration", turns="""
U: Hello, I'd like to hook your alerts into our monitoring.
A: Hello Tom! Which monitoring tool do you use?
U: New Relic right now. Backend is Java 17 / Spring Boot 3 on our own Oracle 19c. Jenkins for CI.
A: The New Relic integration forwards our alerts as custom events; you can set it up under Integrations.
U: Please give me detailed answers with the steps, I have to document it for the ops team.
A: Of course. Step 1: create a New Relic license key. Step 2: open Integrations > New Relic. Step 3: paste the key and pick the account region. Step 4: send a test alert and check the NrAiIncident events.
U: Perfect, that's what I needed. One of our customers asked if your product works with DB2 too, do you know?
A: DB2 isn't supported as a source today; it's on the roadmap for next year.
U: OK I'll tell them.
"""),
 dict(day=21, topic="monitoring switch", turns="""
U: Hi, we switched from New Relic to Datadog this month. How do I move the alert integration?
A: Hi Tom. Step 1: disable the New Relic integration. Step 2: add the Datadog integration with an API key. Step 3: map severities (critical -> P1, warning -> P3). Step 4: send a test alert.
U: Done, the test arrives. Any difference in retention?
A: Events in Datadog follow your Datadog plan's retention; on our side nothing changes.
U: Great, thank you. I'll update our runbook.
A: You're welcome. If you want, I can send the severity mapping as a table for the runbook.
U: yes please, by email
"""),
],
 truth=dict(
  current={"observability": "Datadog", "programming_language": "Java 17", "framework": "Spring Boot 3", "database": "Oracle 19c",
           "ci_system": "Jenkins", "answer_style": "detailed"},
  changes=[("observability", "New Relic", "Datadog", 1)],
  traps=[("database", "DB2", "customer's question"), ("observability", "New Relic", "superseded")])),

# 9 -------------------------------------------------------------------------
dict(tenant="pinecrest-io", user="sam", sessions=[
 dict(day=2, tz=-8, topic="getting started", turns="""
U: hey! just signed up, on the Starter plan for now
A: Welcome! What are you building?
U: small saas, Next.js 14 + TypeScript, hosted on Vercel. db is Supabase (Postgres 15 under the hood)
A: Nice. For Vercel you'll want the edge-compatible SDK. For Supabase you can use the Postgres connector with the pooler URL.
U: the pooler url gives "prepared statement already exists" errr
A: Add ?pgbouncer=true to the URL, the pooler runs in transaction mode.
U: worked. im in PT btw so mornings for you are early for me lol
A: Haha, noted, Pacific time.
"""),
 dict(day=24, tz=-8, topic="plan upgrade", turns="""
U: hey, we upgraded to the Pro plan yesterday but the seats still show 3
A: Hi Sam! The upgrade went through; seats refresh within an hour. I've forced a refresh now, you should see 10.
U: yep 10 now. thanks
U: also could you ping me on Discord instead of email for stuff like this? we're in your community server
A: Sure, I'll DM you on Discord next time.
U: 🙏
"""),
],
 truth=dict(
  current={"framework": "Next.js 14", "programming_language": "TypeScript", "cloud_provider": "Vercel", "database": "PostgreSQL 15",
           "timezone": "America/Los_Angeles", "plan": "Pro", "contact_channel": "Discord"},
  changes=[("plan", "Starter", "Pro", 1)],
  traps=[("plan", "Starter", "superseded")])),

# 10 ------------------------------------------------------------------------
dict(tenant="tundra-data", user="javier.m", sessions=[
 dict(day=6, tz=1, topic="ingest lag", turns="""
U: Hola! can you answer in Spanish? it's easier for my team
A: ¡Claro! A partir de ahora respondo en español. ¿En qué te ayudo?
U: tenemos lag en la ingesta. Our pipeline is Kafka -> ClickHouse 23.8, running on Hetzner bare metal
A: ¿El lag está en el consumidor de Kafka o en los inserts de ClickHouse?
U: en los inserts, too many parts error
A: Eso suele pasar con inserts pequeños. Agrupa en lotes de al menos 10.000 filas o usa async_insert=1.
U: vale, probamos async_insert. estoy en Madrid, por cierto (CET)
A: Perfecto, anotado.
"""),
 dict(day=27, tz=2, topic="queue migration", turns="""
U: hola de nuevo
A: ¡Hola Javier!
U: we replaced Kafka with Redpanda last sprint, same API. el conector sigue funcionando?
A: Sí, Redpanda es compatible con la API de Kafka, el conector funciona igual.
U: genial. we also considered moving analytics to BigQuery but decided against it, too expensive
A: Entendido. ClickHouse sigue siendo compatible con todas nuestras funciones.
U: gracias!
"""),
],
 truth=dict(
  current={"reply_language": "Spanish", "message_queue": "Redpanda", "database": "ClickHouse 23.8", "cloud_provider": "Hetzner",
           "timezone": "Europe/Madrid"},
  changes=[("message_queue", "Kafka", "Redpanda", 1)],
  traps=[("database", "BigQuery", "considered, rejected"), ("message_queue", "Kafka", "superseded")],
  issues=[("ClickHouse too many parts error on inserts", 0)])),

# 11 ------------------------------------------------------------------------
dict(tenant="gridwise", user="nina.p", sessions=[
 dict(day=3, topic="seat licensing", turns="""
U: Hi, quick licensing question. We're on the Team plan, team of 8, and we're hiring.
A: Hi Nina! Team plan includes up to 10 seats, after that you'd pay per seat or move to Business.
U: ok. Also, DD/MM/YYYY please, we're in the UK and your last email had 04/05 which confused everyone
A: Sorry about that, I'll use DD/MM/YYYY.
U: and our CI is GitLab CI, we use memcached for caching, in case you need that for the pipeline plugin
A: Thanks. The GitLab CI template works out of the box; Memcached isn't relevant for the plugin.
U: cool, cheers
A: Cheers!
"""),
 dict(day=29, topic="seat count", turns="""
U: Hi again! We're 15 now after the hiring round, so we're over the Team limit
A: Congrats on the growth! You can stay on Team and pay for 5 extra seats, or move to Business.
U: let's stay on Team for now and add seats
A: Done, 5 extra seats added. They show up on the next invoice.
U: thanks. I'm on London time by the way, if your billing team wants to call
A: Noted, I'll let them know to call during UK business hours.
"""),
],
 truth=dict(
  current={"plan": "Team", "team_size": "15", "date_format": "DD/MM/YYYY", "ci_system": "GitLab CI", "cache": "Memcached",
           "timezone": "Europe/London"},
  changes=[("team_size", "8", "15", 1)],
  traps=[("plan", "Business", "assistant suggestion"), ("team_size", "8", "superseded")])),

# 12 ------------------------------------------------------------------------
dict(tenant="altamira-web", user="ken", sessions=[
 dict(day=7, topic="slow pages", turns="""
U: hello, our dashboard pages got slow
A: Hi Ken. What's the stack?
U: Laravel 10 on PHP 8.2, MariaDB 10.6. Sentry for errors. nothing fancy
A: You could add a cache layer like Redis or Memcached in front of the heavy queries.
U: we don't use a cache at all and I'd rather not add one. the slow query is a report with 6 joins
A: Fair enough. Then an index on report_items(account_id, created_at) should be the biggest win.
U: added it, page is 10x faster. thanks
"""),
 dict(day=22, topic="db upgrade", turns="""
U: hi! we moved from MariaDB 10.6 to 10.11 over the weekend
A: Hi Ken! Anything broken after the upgrade?
U: the connector shows "unknown collation utf8mb4_uca1400_ai_ci"
A: 10.11 with the new default collation needs connector 3.4+. Please update and restart.
U: fixed, thx
A: Great!
"""),
],
 truth=dict(
  current={"framework": "Laravel 10", "programming_language": "PHP 8.2", "database": "MariaDB 10.11", "observability": "Sentry"},
  changes=[("database", "MariaDB 10.6", "MariaDB 10.11", 1)],
  traps=[("cache", "Redis", "assistant suggestion; user has no cache"), ("cache", "Memcached", "assistant suggestion")])),

# 13 ------------------------------------------------------------------------
dict(tenant="sablefish", user="ida.v", sessions=[
 dict(day=1, topic="migration tooling", turns="""
U: Hi, I'm evaluating your schema migration tool.
A: Hi! What database do you use?
U: CockroachDB 23.1 on GCP. Schema changes are our biggest pain.
A: We support CockroachDB 22.2 and later, including online schema changes.
U: Good. Also our biggest customer uses MySQL 5.7 and we replicate some tables to them - irrelevant for the tool though.
A: Right, the migration tool only works on your own cluster.
U: ok. Can you send me the docs link? And please in French next time, my manager will read it
A: Bien sûr, je vous répondrai en français. Voici le lien : https://docs.example.com/migrations
"""),
 dict(day=16, topic="ci hook", turns="""
U: Bonjour! We're on Buildkite for CI, can the migration check run as a pipeline step?
A: Bonjour Ida ! Oui, il existe un plugin Buildkite : ajoutez migration-check#v1 à votre pipeline.
U: Merci. And confirming, we're still on Cockroach 23.1
A: Très bien, la version 23.1 est entièrement prise en charge.
U: super merci
A: Avec plaisir ! N'hésitez pas si le plugin pose problème.
"""),
],
 truth=dict(
  current={"database": "CockroachDB 23.1", "cloud_provider": "GCP", "reply_language": "French", "ci_system": "Buildkite"},
  traps=[("database", "MySQL 5.7", "customer's database")])),
]
