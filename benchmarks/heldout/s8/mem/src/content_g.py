# -*- coding: utf-8 -*-
"""Hand-written content for blind set G (memory-core, session 8).

USERS: tenant, user, utc offset, file_order (list of session tags in the order they appear in the
jsonl; None = interleave by date), sessions {tag: (local start "YYYY-MM-DD HH:MM", [(role, text), ...])},
truth {current, changes [(key, from, to, session_tag)], retractions [(key, value, session_tag)],
traps [(key, value, why)], issues [(text, session_tag)]}.
"""

U = "user"
A = "assistant"

USERS = [
    # ------------------------------------------------------------------ 1 Norwegian transit app
    dict(tenant="fjordlys", user="ingrid.s", tz="+01:00", order=None, sessions={
        "s1": ("2026-10-06 08:40", [
            (U, "Hei! Jeg er utvikler i Fjordlys, vi lager billett-appen for bussene i Bergen. Litt om oppsettet vårt: backend er skrevet i C#, databasen er PostgreSQL 13, og alt kjører i Azure. Hendelser mellom tjenestene går via RabbitMQ."),
            (A, "Takk, Ingrid. Hva kan jeg hjelpe med?"),
            (U, "Push-varslene om forsinkelser kommer fram 5-10 minutter for sent. Vi sitter i Europe/Oslo, så det er verst i rushet rundt 07:30 og 16:00."),
            (A, "Det ligner på at varslene står i kø bak batch-jobben deres. Kan dere sende en request-id fra en sen melding?"),
            (U, "Skal sjekke. Og svar gjerne på norsk, det er enklere for resten av teamet."),
            (A, "Selvfølgelig, jeg svarer på norsk fremover."),
        ]),
        "s2": ("2026-10-21 13:10", [
            (U, "Hei igjen. Vi oppgraderte databasen fra PostgreSQL 13 til 16 i helgen, og etter det feiler noen av webhook-kallene deres med 'connection reset'."),
            (A, "Takk. Ser dere feilen på alle kall eller bare på enkelte ruter?"),
            (U, "Bare på sanntidsrutene. For ordens skyld: Entur-integrasjonen, som leverandøren vår drifter, bruker Kafka, men det er deres system, ikke vårt."),
            (A, "Notert. Feilen skyldtes en utdatert TLS-innstilling hos oss for sanntidsrutene; den er rettet nå."),
            (U, "Flott, det virker. Hvis vi en gang flytter til AWS må vi nok se på dette igjen, men det er ikke aktuelt nå."),
        ]),
        "s3": ("2026-11-16 10:05", [
            (U, "Quick one in English since my colleague Jonas is reading along: we switched RabbitMQ off last week. Nothing replaces it, the services just call each other over HTTP now."),
            (A, "Understood, no message broker any more. Does that affect the delay notifications?"),
            (U, "Yes, the delay pushes now arrive within seconds, so you can close that ticket. Replies in Norwegian as usual, please."),
            (A, "Flott! Jeg lukker saken."),
        ]),
    }, truth=dict(
        current={"programming_language": "C#", "database": "PostgreSQL 16", "cloud_provider": "Azure",
                 "timezone": "Europe/Oslo", "reply_language": "Norwegian"},
        changes=[("database", "PostgreSQL 13", "PostgreSQL 16", "s2")],
        retractions=[("message_queue", "RabbitMQ", "s3")],
        traps=[("message_queue", "Kafka", "vendor Entur integration's queue"),
               ("cloud_provider", "AWS", "hypothetical move"),
               ("database", "PostgreSQL 13", "superseded"),
               ("message_queue", "RabbitMQ", "retracted"),
               ("reply_language", "English", "one session written in English for a colleague; asked for Norwegian")],
        issues=[("delay push notifications 5-10 min late (resolved after dropping RabbitMQ)", "s1"),
                ("webhook calls 'connection reset' on realtime routes after PG upgrade (resolved: TLS setting)", "s2")],
    )),
    # ------------------------------------------------------------------ 2 Polish game studio
    dict(tenant="pixelmoor", user="tomasz.w", tz="+01:00", order=["s3", "s1", "s2"], sessions={
        "s1": ("2026-10-08 11:20", [
            (U, "Cześć, piszę z Pixelmoor (robimy gry mobilne). Backend mamy w Go, baza danych to MongoDB 7, serwery stoją w Hetznerze, a CI to GitLab CI. Jest nas sześcioro w zespole backendowym."),
            (A, "Dzień dobry! W czym mogę pomóc?"),
            (U, "Po aktualizacji waszego SDK rozłącza nam websockety matchmakingu po ok. 60 sekundach."),
            (A, "To domyślny timeout bezczynności w nowej wersji. Proszę włączyć ping co 30 s albo podnieść idle_timeout w konfiguracji."),
            (U, "Dzięki. I proszę odpowiadać po angielsku, reszta zespołu nie mówi po polsku. Jesteśmy w Warszawie, czyli CET."),
            (A, "Sure, I'll answer in English from now on."),
        ]),
        "s2": ("2026-10-27 15:45", [
            (U, "Hej, mała zmiana u nas: w zeszłym tygodniu przenieśliśmy CI z GitLab CI na GitHub Actions. Wasz token do publikowania buildów przestał działać."),
            (A, "The token is scoped to the old runner's IP range. Create a new one under Settings > Tokens and allow GitHub's ranges."),
            (U, "Ok. Nasz wydawca wymaga jeszcze, żebyśmy wrzucali statystyki do ich BigQuery, ale to ich hurtownia, nie nasza."),
            (A, "Understood. The export connector can push to their BigQuery project directly if they give you a service account."),
        ]),
        "s3": ("2026-11-19 09:30", [
            (U, "Hi, English today. The backend team has grown to 9 people since October, so please add the three new folks to the support portal."),
            (A, "Done, invitations sent. Anything else?"),
            (U, "Would Redis make sense for our leaderboards, or is that overkill?"),
            (A, "For your scale a sorted set in Redis works well, but MongoDB with a proper index is fine too."),
            (U, "Ok, we'll stay with Mongo for now and revisit next year."),
        ]),
    }, truth=dict(
        current={"programming_language": "Go", "database": "MongoDB 7", "cloud_provider": "Hetzner",
                 "ci_system": "GitHub Actions", "team_size": "9", "reply_language": "English", "timezone": "CET"},
        changes=[("ci_system", "GitLab CI", "GitHub Actions", "s2"), ("team_size", "6", "9", "s3")],
        retractions=[],
        traps=[("database", "BigQuery", "publisher's warehouse"),
               ("cache", "Redis", "question, not adopted"),
               ("ci_system", "GitLab CI", "superseded"),
               ("team_size", "6", "superseded"),
               ("reply_language", "Polish", "user writes Polish but asked for English replies")],
        issues=[("matchmaking websockets disconnect after ~60 s after SDK update (idle timeout)", "s1"),
                ("build publishing token stopped working after CI move", "s2")],
    )),
    # ------------------------------------------------------------------ 3 UK vet clinics
    dict(tenant="vetlink", user="amara.o", tz="+00:00", order=None, sessions={
        "s1": ("2026-10-07 09:15", [
            (U, "Morning. I look after the booking platform for VetLink, 40-odd vet practices across England. It's a Django app on Python 3.10, MySQL 8 underneath, hosted on AWS. Appointment reminders go out through RabbitMQ workers."),
            (A, "Thanks Amara. What's going wrong?"),
            (U, "SMS reminders are being sent twice to some clients since Tuesday. We're on the Starter plan if that matters for the send quota. We're London-based, all times UK."),
            (A, "The duplicates come from retries when your worker acks after the 30s visibility window. Ack on receipt, or make the send idempotent with our dedupe key."),
            (U, "Right, I'll add the dedupe key."),
        ]),
        "s2": ("2026-10-23 14:02", [
            (U, "Update: we moved the reminder workers off RabbitMQ and onto Amazon SQS this week. Duplicates are gone."),
            (A, "Great to hear. Anything else on your side?"),
            (U, "Our pharmacy partner wants an integration; their dispensing system is on Oracle. Can your connector read from Oracle?"),
            (A, "Yes, the connector supports Oracle 19c and later as a source."),
            (U, "Good. If we ever go multi-region we'd probably look at CockroachDB, but not this year."),
        ]),
        "s3": ("2026-11-13 16:40", [
            (U, "We upgraded from Starter to the Growth plan last Friday, the invoice says Starter still though."),
            (A, "Sorry about that, billing ran before the plan change. A corrected invoice is on its way."),
            (U, "Thanks. And could you keep answers brief? Bullet points are perfect, I read these between meetings."),
            (A, "- Corrected invoice: sent\n- Growth limits: active now"),
        ]),
    }, truth=dict(
        current={"framework": "Django", "programming_language": "Python 3.10", "database": "MySQL 8",
                 "cloud_provider": "AWS", "message_queue": "Amazon SQS", "timezone": "Europe/London",
                 "plan": "Growth", "answer_style": "short"},
        changes=[("message_queue", "RabbitMQ", "Amazon SQS", "s2"), ("plan", "Starter", "Growth", "s3")],
        retractions=[],
        traps=[("database", "Oracle", "pharmacy partner's system"),
               ("database", "CockroachDB", "hypothetical multi-region"),
               ("message_queue", "RabbitMQ", "superseded"),
               ("plan", "Starter", "superseded")],
        issues=[("SMS reminders sent twice (ack after visibility window)", "s1"),
                ("invoice still shows Starter after upgrade", "s3")],
    )),
    # ------------------------------------------------------------------ 4 Swedish brewery webshop
    dict(tenant="kornbrygg", user="erik.l", tz="+01:00", order=None, sessions={
        "s1": ("2026-10-09 10:00", [
            (U, "Hej! Erik från Kornbrygg, vi säljer öl på nätet. Webbshoppen är byggd i Laravel, databasen är MariaDB 10.11 och allt ligger hos DigitalOcean. Vi använder Memcached som cache. Vi är tre utvecklare."),
            (A, "Hej Erik! Vad gäller det?"),
            (U, "Åldersverifieringen i kassan hänger sig ibland i 20 sekunder innan den släpper igenom kunden."),
            (A, "Det beror på att vår verifierings-API ibland svarar långsamt från Frankfurt. Sätt timeout till 5 sekunder och försök igen en gång."),
            (U, "Tack, vi testar det."),
        ]),
        "s2": ("2026-10-29 15:30", [
            (U, "Hi, writing in English because our new contractor handles this. We finished moving off DigitalOcean last week, everything runs on Hetzner now."),
            (A, "Thanks. Do your webhook IPs need updating on our side?"),
            (U, "Yes please, new range is attached. Also, we dropped Memcached; we don't run a separate cache any more."),
            (A, "Noted. IP allow-list updated."),
            (U, "One more thing: our logistics partner runs everything on SQL Server and wants a nightly order export. Not our database, just their side."),
            (A, "The scheduled CSV export can be pointed at their SFTP; no database access needed."),
        ]),
        "s3": ("2026-11-24 09:50", [
            (U, "Hej igen. Vi har uppgraderat MariaDB från 10.11 till 11.4 i helgen, och nu får vi en varning om teckenkodning från er synk."),
            (A, "Version 11.4 har utf8mb4 som standard. Ändra charset i synk-inställningarna till utf8mb4 så försvinner varningen."),
            (U, "Det löste det, tack!"),
        ]),
    }, truth=dict(
        current={"framework": "Laravel", "database": "MariaDB 11.4", "cloud_provider": "Hetzner", "team_size": "3"},
        changes=[("cloud_provider", "DigitalOcean", "Hetzner", "s2"), ("database", "MariaDB 10.11", "MariaDB 11.4", "s3")],
        retractions=[("cache", "Memcached", "s2")],
        traps=[("database", "SQL Server", "logistics partner's database"),
               ("cloud_provider", "DigitalOcean", "superseded"),
               ("database", "MariaDB 10.11", "superseded"),
               ("cache", "Memcached", "retracted")],
        issues=[("age verification at checkout hangs ~20 s", "s1"),
                ("charset warning from sync after MariaDB 11.4 upgrade (resolved: utf8mb4)", "s3")],
    )),
    # ------------------------------------------------------------------ 5 Japanese fintech
    dict(tenant="kumo-ledger", user="haruki.n", tz="+09:00", order=None, sessions={
        "s1": ("2026-10-12 10:30", [
            (U, "お世話になっております。クモレジャーの中村です。弊社のバックエンドはKotlinとSpring Bootで、データベースはPostgreSQL 15、インフラはGCPです。CIはJenkinsを使っています。エンジニアは8名です。"),
            (A, "中村様、ご連絡ありがとうございます。どのようなご用件でしょうか。"),
            (U, "月末の請求書一括生成でAPIがタイムアウトします。タイムゾーンはJSTです。返信は日本語でお願いします。"),
            (A, "承知しました。一括生成はページサイズを500以下にして、非同期エンドポイントをご利用ください。"),
        ]),
        "s2": ("2026-11-02 14:15", [
            (U, "先週、CIをJenkinsからCircleCIに移行しました。それ以降、サンドボックス用のAPIキーが読み込めないというエラーが出ます。"),
            (A, "CircleCIではコンテキストに環境変数を登録する必要があります。キー名がMC_API_KEYになっているかご確認ください。"),
            (U, "解決しました。ちなみに、監査法人はSnowflakeを使っていて、そちらにデータを渡す必要がありますが、弊社のDBではありません。"),
            (A, "承知しました。Snowflake向けのエクスポートも設定可能です。"),
        ]),
        "s3": ("2026-11-20 11:00", [
            (U, "Hello, Haruki here. Writing in English this time so our new hire from Manila can follow the thread; please keep replying in Japanese as usual. We are now 12 engineers, up from 8."),
            (A, "承知しました。新しいメンバーのアカウントを追加しますか？"),
            (U, "Yes please, four accounts. Emails are in the attached CSV."),
            (A, "4名分のアカウントを作成しました。"),
        ]),
    }, truth=dict(
        current={"programming_language": "Kotlin", "framework": "Spring Boot", "database": "PostgreSQL 15",
                 "cloud_provider": "GCP", "ci_system": "CircleCI", "team_size": "12", "timezone": "JST",
                 "reply_language": "Japanese"},
        changes=[("ci_system", "Jenkins", "CircleCI", "s2"), ("team_size", "8", "12", "s3")],
        retractions=[],
        traps=[("database", "Snowflake", "external auditor's warehouse"),
               ("ci_system", "Jenkins", "superseded"),
               ("team_size", "8", "superseded"),
               ("reply_language", "English", "wrote in English but asked to keep Japanese")],
        issues=[("month-end bulk invoice generation times out", "s1"),
                ("sandbox API key not read after CI move (resolved: CircleCI context)", "s2")],
    )),
    # ------------------------------------------------------------------ 6 French newspaper
    dict(tenant="lumen-presse", user="claire.d", tz="+01:00", order=["s2", "s3", "s1"], sessions={
        "s1": ("2026-10-05 09:00", [
            (U, "Bonjour, Claire Dubois, responsable technique chez Lumen Presse. Notre CMS tourne sous Ruby on Rails avec PostgreSQL 14, hébergé chez Heroku. Les tâches de fond passent par Sidekiq."),
            (A, "Bonjour Claire, que puis-je faire pour vous ?"),
            (U, "Les images des articles mettent parfois 8 secondes à apparaître après publication. Et merci de me contacter par e-mail plutôt que par téléphone, je suis souvent en conférence de rédaction."),
            (A, "C'est noté pour l'e-mail. Le délai vient de l'invalidation du CDN ; nous pouvons activer la purge instantanée sur votre compte."),
            (U, "Oui, activez-la s'il vous plaît."),
        ]),
        "s2": ("2026-10-26 10:20", [
            (U, "Bonjour. Nous avons quitté Heroku : depuis lundi, tout tourne sur AWS. Il faudrait mettre à jour l'URL de callback."),
            (A, "C'est fait. L'ancienne URL reste active 7 jours."),
            (U, "Merci. Pour info, notre agence de pub utilise Datadog et voudrait vos métriques, mais ce n'est pas notre outil."),
            (A, "Nous pouvons leur envoyer un export quotidien des métriques publicitaires."),
        ]),
        "s3": ("2026-11-18 17:05", [
            (U, "Hi, switching to English for our new CTO. On AWS we went with ECS on Fargate; we looked at Kubernetes and decided against it, too much to run for a team our size."),
            (A, "Makes sense. Anything we should change?"),
            (U, "We retired Sidekiq too, the few background jobs run as ECS scheduled tasks now. So the retry webhooks can go straight to the app."),
            (A, "Understood, I've removed the Sidekiq-specific retry header."),
        ]),
    }, truth=dict(
        current={"framework": "Ruby on Rails", "database": "PostgreSQL 14", "cloud_provider": "AWS",
                 "orchestration": "Amazon ECS", "contact_channel": "email"},
        changes=[("cloud_provider", "Heroku", "AWS", "s2")],
        retractions=[("message_queue", "Sidekiq", "s3")],
        traps=[("observability", "Datadog", "ad agency's tool"),
               ("orchestration", "Kubernetes", "considered and declined"),
               ("contact_channel", "phone", "rejected channel"),
               ("cloud_provider", "Heroku", "superseded"),
               ("message_queue", "Sidekiq", "retracted")],
        issues=[("article images appear ~8 s after publish (CDN invalidation)", "s1")],
    )),
    # ------------------------------------------------------------------ 7 Indian agritech
    dict(tenant="agrisense", user="deepak.s", tz="+05:30", order=None, sessions={
        "s1": ("2026-10-10 11:45", [
            (U, "Hi team, Deepak from AgriSense. We have soil sensors in about 3,000 farms. Readings land in TimescaleDB, we stream them through Kafka, services are written in Rust and run on Kubernetes on GCP. We're on the Business plan."),
            (A, "Hi Deepak, thanks for the overview. What's the issue?"),
            (U, "Your geocoding endpoint returns village names in the wrong district for about 2% of farms in Karnataka. We're in Bengaluru, so IST for any call."),
            (A, "We found a stale boundary file for Karnataka; a fix ships Thursday."),
            (U, "Please explain things step by step, my juniors read these threads to learn."),
            (A, "Will do: I'll write the steps out in full."),
        ]),
        "s2": ("2026-10-30 16:20", [
            (U, "Hello again. Last sprint we replaced Kafka with Redpanda, same topics. Since then your ingest connector logs 'unknown broker version'."),
            (A, "Step 1: open the connector config. Step 2: set broker_api_version to 'auto'. Step 3: restart the connector."),
            (U, "That fixed it. FYI our hardware vendor's device cloud runs on Azure; the firmware updates come from there, not from us."),
            (A, "Noted, thanks."),
        ]),
        "s3": ("2026-11-21 12:10", [
            (U, "We moved up to the Enterprise plan at renewal, so please check the SLA on our account shows 99.95."),
            (A, "Confirmed, the Enterprise SLA is active since 18 November."),
            (U, "Also, we plan to move the readings from TimescaleDB to ClickHouse next quarter, nothing done yet. Any gotchas with your connector?"),
            (A, "The connector supports ClickHouse; when you get there, switch the sink type and re-run the backfill."),
        ]),
    }, truth=dict(
        current={"database": "TimescaleDB", "message_queue": "Redpanda", "programming_language": "Rust",
                 "orchestration": "Kubernetes", "cloud_provider": "GCP", "plan": "Enterprise",
                 "timezone": "IST", "answer_style": "detailed"},
        changes=[("message_queue", "Kafka", "Redpanda", "s2"), ("plan", "Business", "Enterprise", "s3")],
        retractions=[],
        traps=[("cloud_provider", "Azure", "hardware vendor's device cloud"),
               ("database", "ClickHouse", "planned, not done"),
               ("message_queue", "Kafka", "superseded"),
               ("plan", "Business", "superseded")],
        issues=[("geocoding returns wrong district for ~2% of Karnataka farms", "s1"),
                ("ingest connector 'unknown broker version' after Redpanda (resolved)", "s2")],
    )),
    # ------------------------------------------------------------------ 8 US edtech
    dict(tenant="brightpath", user="olivia.k", tz="-07:00", order=None, sessions={
        "s1": ("2026-10-13 09:05", [
            (U, "hey! olivia from brightpath (k-12 tutoring). our backend is TypeScript with Express, data in MongoDB, deploys on Vercel. I'm in Seattle so Pacific time."),
            (A, "Hi Olivia! What can I help with?"),
            (U, "parents get the weekly progress email in the wrong language sometimes. also just ping me on Slack for follow-ups, I live there"),
            (A, "Got it, Slack it is. The language bug comes from the locale header being dropped on retries; we're patching it."),
        ]),
        "s2": ("2026-10-28 14:30", [
            (U, "quick q: would Azure be cheaper for us than Vercel at ~2M requests/day? just curious, not planning anything"),
            (A, "Hard to say without your traffic shape; at that volume the difference is usually small."),
            (U, "ok thanks. one more: a lot of our district customers run SQL Server, can the roster sync read from it?"),
            (A, "Yes, roster sync supports SQL Server 2016 and later."),
            (U, "also please stop pinging me on Slack, I'm muting it for a while. email works better from now on."),
            (A, "Understood, I'll use email from now on."),
        ]),
        "s3": ("2026-11-10 10:15", [
            (U, "fyi after the merger with LearnLoop we're 14 engineers. can we get more seats?"),
            (A, "Sure, I've added 10 seats to your workspace."),
        ]),
        "s4": ("2026-11-25 08:20", [
            (U, "heads up: I relocated to Austin, so I'm on Central time now. please schedule the quarterly review accordingly."),
            (A, "Thanks! I'll propose 10:00 Central on the 9th."),
            (U, "perfect, email me the invite."),
        ]),
    }, truth=dict(
        current={"programming_language": "TypeScript", "framework": "Express", "database": "MongoDB",
                 "cloud_provider": "Vercel", "timezone": "US/Central", "contact_channel": "email", "team_size": "14"},
        changes=[("contact_channel", "slack", "email", "s2"), ("timezone", "Pacific", "Central time", "s4")],
        retractions=[],
        traps=[("cloud_provider", "Azure", "question only"),
               ("database", "SQL Server", "district customers' database"),
               ("contact_channel", "slack", "superseded"),
               ("timezone", "Pacific", "superseded")],
        issues=[("weekly progress email sometimes in the wrong language (locale header dropped on retries)", "s1")],
    )),
    # ------------------------------------------------------------------ 9 Danish legal-tech
    dict(tenant="nordhaven-legal", user="sofie.b", tz="+01:00", order=None, sessions={
        "s1": ("2026-10-14 13:00", [
            (U, "Hej. Sofie fra Nordhaven Legal her. Vi bygger vores dokumentplatform i Python 3.12 med FastAPI, databasen er PostgreSQL 16, og vi har Redis som cache. CI kører på GitHub Actions, og vi er 5 udviklere. Vi er stadig på Free-planen."),
            (A, "Hej Sofie, hvad kan jeg hjælpe med?"),
            (U, "PDF-underskrifterne mister tidsstemplet, når dokumentet er over 20 MB. Og skriv venligst datoer i ISO-format (2026-10-14), ikke 14/10."),
            (A, "Noteret med datoerne. Store filer går gennem en anden tjeneste, der fjerner metadata; vi retter det i næste release."),
        ]),
        "s2": ("2026-11-03 10:40", [
            (U, "Short update in English: we dropped Redis entirely, it caused more trouble than it saved."),
            (A, "Noted. Does that change how you call our session endpoint?"),
            (U, "No. Separate thing: one of our clients, a bank, insists that all exports land in their Oracle database. Can you support that?"),
            (A, "Yes, exports can be delivered to Oracle via the JDBC sink."),
        ]),
        "s3": ("2026-11-23 09:15", [
            (U, "Hej igen. Vi har opgraderet fra Free til Pro-planen i dag. Kan I fjerne grænsen på 100 dokumenter om måneden?"),
            (A, "Grænsen er fjernet pr. 2026-11-23."),
            (U, "Tak! Og vi overvejer at flytte til Azure næste år, men intet er besluttet."),
        ]),
    }, truth=dict(
        current={"programming_language": "Python 3.12", "framework": "FastAPI", "database": "PostgreSQL 16",
                 "ci_system": "GitHub Actions", "team_size": "5", "plan": "Pro", "date_format": "ISO 8601"},
        changes=[("plan", "Free", "Pro", "s3")],
        retractions=[("cache", "Redis", "s2")],
        traps=[("database", "Oracle", "client bank's database"),
               ("cloud_provider", "Azure", "considering, nothing decided"),
               ("date_format", "dd/mm", "rejected format"),
               ("plan", "Free", "superseded"),
               ("cache", "Redis", "retracted")],
        issues=[("PDF signatures lose timestamp for documents over 20 MB", "s1")],
    )),
    # ------------------------------------------------------------------ 10 US credit union
    dict(tenant="tidewater-cu", user="marcus.j", tz="-05:00", order=None, sessions={
        "s1": ("2026-10-15 08:30", [
            (U, "hi - marcus at tidewater credit union. we're a .NET shop, C# services, SQL Server 2019 on-prem, Jenkins for builds, New Relic for monitoring. eastern time."),
            (A, "Hi Marcus, what's up?"),
            (U, "the member statement PDFs render with the wrong font after your last release"),
            (A, "A font fallback changed in 4.2; pin the statement template to 'Inter' in the template settings."),
            (U, "that did it, thanks"),
        ]),
        "s2": ("2026-11-04 19:10", [
            (U, "finished the SQL Server 2022 upgrade over the weekend, no drama. our core banking vendor is still on Db2 though, and your nightly job reads from them too"),
            (A, "Good to know. The Db2 reader is unaffected by your upgrade."),
            (U, "also, I know you suggested kubernetes last time for the API tier - we're not doing that, staying on plain VMs."),
            (A, "Understood."),
        ]),
        "s3": ("2026-11-26 11:25", [
            (U, "we swapped New Relic for Datadog this month. can your alerts post to datadog events instead?"),
            (A, "Yes: add the Datadog integration under Alerts > Destinations and paste an API key."),
            (U, "done, works."),
        ]),
    }, truth=dict(
        current={"programming_language": "C#", "framework": ".NET", "database": "SQL Server 2022", "ci_system": "Jenkins",
                 "observability": "Datadog", "timezone": "US/Eastern"},
        changes=[("database", "SQL Server 2019", "SQL Server 2022", "s2"), ("observability", "New Relic", "Datadog", "s3")],
        retractions=[],
        traps=[("database", "Db2", "core banking vendor's database"),
               ("orchestration", "Kubernetes", "assistant suggestion declined"),
               ("database", "SQL Server 2019", "superseded"),
               ("observability", "New Relic", "superseded")],
        issues=[("member statement PDFs render with the wrong font after release 4.2", "s1")],
    )),
    # ------------------------------------------------------------------ 11 Singapore food delivery
    dict(tenant="hawkerhub", user="mei.t", tz="+08:00", order=["s4", "s3", "s2", "s1"], sessions={
        "s1": ("2026-10-16 10:10", [
            (U, "Hello, Mei from HawkerHub. Quick overview: Java 17 with Spring Boot, PostgreSQL 14 on RDS, Redis in front of it, Kafka for order events, all on AWS with EKS. We're in Singapore."),
            (A, "Thanks Mei. What do you need?"),
            (U, "Order status callbacks are arriving out of order during the lunch peak. Please give me detailed answers with the reasoning, I forward them to the team."),
            (A, "Callbacks are delivered in parallel per merchant. Enable ordered delivery per order id; this serialises callbacks for the same order while keeping throughput across orders."),
        ]),
        "s2": ("2026-11-05 15:00", [
            (U, "We upgraded from Java 17 to Java 21 last month and the SDK now warns about a deprecated HTTP client."),
            (A, "SDK 5.3 switches to the JDK HttpClient; upgrading removes the warning."),
            (U, "Thanks. Our delivery partner's dispatch system is written in Go, they will call your API directly with their own key."),
            (A, "Fine, issue them a separate key so their traffic is metered apart."),
        ]),
        "s3": ("2026-11-17 09:40", [
            (U, "We are thinking about replacing Kafka with Amazon SQS, but nothing is decided. Does your connector care?"),
            (A, "Both are supported as sources."),
            (U, "Good. We also dropped Redis last week, the RDS read replicas turned out to be enough."),
        ]),
        "s4": ("2026-11-27 14:20", [
            (U, "Changed my mind about long answers: keep them short from now on, just the commands, no background."),
            (A, "OK."),
            (U, "How do I rotate the webhook secret without downtime?"),
            (A, "`mc webhooks secret rotate --grace 24h`"),
        ]),
    }, truth=dict(
        current={"programming_language": "Java 21", "framework": "Spring Boot", "database": "PostgreSQL 14",
                 "message_queue": "Kafka", "cloud_provider": "AWS", "orchestration": "Kubernetes",
                 "timezone": "Singapore", "answer_style": "short"},
        changes=[("programming_language", "Java 17", "Java 21", "s2"), ("answer_style", "detailed", "short", "s4")],
        retractions=[("cache", "Redis", "s3")],
        traps=[("programming_language", "Go", "delivery partner's system"),
               ("message_queue", "Amazon SQS", "considering, nothing decided"),
               ("programming_language", "Java 17", "superseded"),
               ("answer_style", "detailed", "superseded"),
               ("cache", "Redis", "retracted")],
        issues=[("order status callbacks out of order at lunch peak", "s1"),
                ("SDK warns about deprecated HTTP client on Java 21", "s2")],
    )),
]
