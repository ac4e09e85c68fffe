"""Set F content, hand-written blind (2026-12-02). Sessions per user, file order, truth."""
U = "user"; A = "assistant"

# (user_key, idx, start "YYYY-MM-DDTHH:MM", utc offset, [(role, text), ...])
SESSIONS = [
 ("harbor-freight/lena.v", 1, "2026-10-13T09:10", "+02:00", [
  (U, "Morning. Quick context first: our shipment portal is a Django app on Python 3.11, database is Postgres 14, everything hosted on AWS. The containers run on ECS Fargate."),
  (A, "Thanks, noted. What can I help with?"),
  (U, "The nightly CSV export to our client Fracht24 times out after 30 minutes. They import it into their SQL Server, but that's their side, not ours."),
  (A, "The export endpoint has a 30-minute ceiling. Can you paginate it or switch to the async export job?"),
  (U, "We'll try async. FYI there are 7 of us in the engineering team and I'm in Berlin, so I'll check results tomorrow morning."),
 ]),
 ("harbor-freight/lena.v", 2, "2026-10-29T14:00", "+01:00", [
  (U, "Hallo, kurze Info: wir haben am Wochenende das Upgrade gemacht und laufen jetzt auf PostgreSQL 16. Der asynchrone Export läuft seitdem sauber durch."),
  (A, "Danke für das Update! Freut mich, dass der Export jetzt funktioniert."),
  (U, "Und bitte antworte mir ab jetzt auf Deutsch, das ist für mein Team einfacher."),
  (A, "Gern, ab jetzt auf Deutsch."),
 ]),
 ("harbor-freight/lena.v", 3, "2026-11-18T10:30", "+01:00", [
  (U, "Hallo nochmal. Wir sind gewachsen: das Team wurde auf 9 Entwickler aufgestockt, two new backend people started this month."),
  (A, "Glückwunsch! Brauchen die neuen Kollegen eigene API-Schlüssel?"),
  (U, "Ja, zwei Schlüssel bitte. Übrigens, euer Kollege meinte, wir sollten auf Kubernetes wechseln. Das machen wir nicht, wir bleiben bei ECS."),
  (A, "Verstanden, ECS ist völlig in Ordnung. Die zwei Schlüssel sind angelegt."),
 ]),

 ("bluepeak/omar.s", 1, "2026-10-15T16:20", "-04:00", [
  (U, "Hi there. We're a small Rails shop, Ruby 3.2, hosted on Heroku. Background jobs go through Sidekiq and we have Memcached in front of the catalog API."),
  (A, "Hi Omar, thanks for the overview. What's going on?"),
  (U, "Your webhook retries are creating duplicate Sidekiq jobs on our side. We're on the Starter plan if that matters for retry settings."),
  (A, "On Starter the retry policy is fixed; use the delivery id header to deduplicate."),
  (U, "OK. Email me the header docs please, email is the best way to reach me. Our agency partner hosts our marketing site on Vercel, but the app itself is not there."),
 ]),
 ("bluepeak/omar.s", 2, "2026-11-04T11:05", "-05:00", [
  (U, "Update: we finished the cut-over to AWS on Saturday. Heroku is fully shut down."),
  (A, "Nice. Do you need the webhook target URL updated?"),
  (U, "Yes, new URL is in the ticket. Also we upgraded to the Business plan yesterday so we can tune retries ourselves."),
  (A, "Confirmed, your account shows Business now and the retry settings are unlocked."),
  (U, "Would Kafka make more sense than Sidekiq for the webhook fan-out? Just curious, not planning anything."),
  (A, "At your volume Sidekiq is fine; Kafka would be overkill."),
 ]),
 ("bluepeak/omar.s", 3, "2026-11-20T09:40", "-05:00", [
  (U, "Last thing from me this month: we switched Memcached off for good. It wasn't hitting often enough to be worth it, and nothing replaces it."),
  (A, "Got it. Then the cache-purge webhook can go too?"),
  (U, "Yes, delete it. The duplicate jobs are gone since we dedupe on the delivery id, you can close that one."),
 ]),

 ("tasca-labs/giulia.r", 1, "2026-10-14T10:00", "+02:00", [
  (U, "Hi! We're building our booking API in Node.js 20 with Express, data lives in MongoDB 6, all on Google Cloud. CI is GitHub Actions."),
  (A, "Hi Giulia, welcome. How can I help?"),
  (U, "The SDK's retry helper throws 'socket hang up' under load in our CI runs. I'm in Rome, so afternoons CET work best if you want a call, but Slack is the easiest way to reach me."),
  (A, "That's a known keep-alive issue in SDK 3.1; 3.2 fixes it."),
 ]),
 ("tasca-labs/giulia.r", 2, "2026-10-27T15:15", "+01:00", [
  (U, "Ciao, aggiornamento: abbiamo lasciato GitHub Actions, adesso tutte le pipeline girano su GitLab CI."),
  (A, "Grazie! Vuoi che ti spieghi come configurare il token di deploy su GitLab?"),
  (U, "Sì, ma rispondimi in inglese per favore, il resto del team non parla italiano."),
  (A, "Sure, switching to English. Create a masked CI variable named API_DEPLOY_TOKEN and reference it in the deploy job."),
 ]),
 ("tasca-labs/giulia.r", 3, "2026-11-16T11:30", "+01:00", [
  (U, "Hey, big news on our side: we replaced MongoDB with PostgreSQL 16 last week, the whole booking data model is relational now."),
  (A, "Big move! Do the SDK retries still hang after the 3.2 upgrade?"),
  (U, "No, 3.2 fixed the socket hang up. One of our customers, Ferretti, keeps asking about Oracle support but that's their stack, not ours. And no, we don't use Kubernetes, it's just Cloud Run."),
  (A, "Noted. Closing the SDK ticket then."),
 ]),

 ("nordvik/pieter.d", 1, "2026-10-20T08:45", "+02:00", [
  (U, "Goedemorgen. Wij draaien op Azure, de backend is C# op .NET 8 en de database is SQL Server 2019. Ons team is 12 man groot. Werkt jullie API ook vanuit GitLab CI? Wij gebruiken het niet, een collega bij een ander bedrijf vroeg het."),
  (A, "Goedemorgen Pieter, dank voor de context. Waar kan ik mee helpen?"),
  (U, "Bij de bulk-import krijgen we deadlocks op SQL Server. Berichten gaan via Azure Service Bus. Houd de antwoorden kort graag, en ik zit in Amsterdam."),
  (A, "Kort dan: verklein de batch naar 500 rijen en zet de import op snapshot isolation."),
 ]),
 ("nordvik/pieter.d", 2, "2026-11-09T13:20", "+01:00", [
  (U, "Sinds maandag gebruiken we RabbitMQ in plaats van Azure Service Bus. Service Bus is uitgezet."),
  (A, "Duidelijk. Moet de importtrigger dan naar een RabbitMQ-queue?"),
  (U, "Yes. Also we upgraded the database from SQL Server 2019 to 2022 over the weekend, the deadlocks are gone with smaller batches."),
  (A, "Great, I'll close the deadlock ticket."),
  (U, "Our integration vendor runs everything through Jenkins and asked if you have a plugin, no need for us though. And if we ever moved to AWS, would the EU region still apply? Hypothetically."),
  (A, "Yes, the EU region is cloud-independent."),
 ]),

 ("andes-pay/camila.t", 1, "2026-10-16T12:00", "-05:00", [
  (U, "Hola, les escribo por la integración de pagos. Usamos Python con FastAPI, la base de datos es MySQL 8 y estamos en AWS. Somos 5 desarrolladores."),
  (A, "¡Hola Camila! ¿En qué puedo ayudar?"),
  (U, "Los callbacks de conciliación llegan duplicados. Por favor respóndanme en español. ¿Recomiendan Redis como caché? Por ahora no tenemos ninguna."),
  (A, "Claro. Usen el campo idempotency_key para descartar duplicados."),
 ]),
 ("andes-pay/camila.t", 2, "2026-10-30T10:30", "-05:00", [
  (U, "Buenas. Ya terminamos la migración de MySQL a PostgreSQL 15, todo funciona bien."),
  (A, "¡Excelente! ¿Siguen viendo callbacks duplicados?"),
  (U, "Menos, pero sí. Alguien sugirió pasar a Kafka para la cola, pero no, seguimos con SQS, nos basta."),
  (A, "Con SQS FIFO y deduplicación por idempotency_key debería quedar resuelto."),
 ]),
 ("andes-pay/camila.t", 3, "2026-11-23T09:15", "-05:00", [
  (U, "Hi, writing in English this time because two new colleagues joined: we went from 5 to 8 developers. Please reply in English from now on so everyone can follow."),
  (A, "Sure, English from now on. Are the duplicates solved with FIFO?"),
  (U, "Yes, the FIFO queue fixed it. Our partner bank still runs DB2 for settlement files, but we only receive CSVs from them."),
 ]),

 ("quillstack/hannah.k", 1, "2026-10-12T13:00", "-04:00", [
  (U, "Hey. We're a Go shop: a dozen services on Kubernetes (EKS) in AWS, events through Kafka, Redis as the cache, CI on CircleCI. We're on the Team plan. We looked at Nomad last year but never adopted it."),
  (A, "Thanks Hannah. What's the problem?"),
  (U, "Rate-limit 429s from your API during our morning batch, around 9am Eastern which is where we are."),
  (A, "The Team plan allows 50 req/s burst; spread the batch or request a temporary raise."),
 ]),
 ("quillstack/hannah.k", 2, "2026-10-28T14:30", "-04:00", [
  (U, "We've started moving CI to Buildkite. About half the pipelines are over, the rest still run on CircleCI until mid-November."),
  (A, "OK. The 429s, better after spreading the batch?"),
  (U, "Mostly. Our biggest customer runs CockroachDB and wants to pull the same data, is that a concern for limits?"),
  (A, "Their calls count against their own key, not yours."),
 ]),
 ("quillstack/hannah.k", 3, "2026-11-17T10:10", "-05:00", [
  (U, "Status: the Buildkite migration is done, the last CircleCI pipeline was deleted on Friday. Also we retired Redis; there's no cache layer at all now."),
  (A, "Thanks for the update. Anything else?"),
  (U, "When you answer config questions, please be detailed, step by step. The short answers left my juniors guessing."),
  (A, "Will do, step by step from now on."),
 ]),

 ("meridian-health/raj.p", 1, "2026-10-19T11:00", "+05:30", [
  (U, "Hello, I'm Raj from Meridian. Our claims service is Java 21 with Spring Boot, on Oracle 19c, hosted in Azure. Builds run on Jenkins."),
  (A, "Hello Raj, how can I help?"),
  (U, "Users get stuck in a SAML login loop after the IdP redirect. Please contact me on Microsoft Teams, not email, I rarely check mail. I'm in Bangalore."),
  (A, "Check that the ACS URL matches exactly, including the trailing slash."),
 ]),
 ("meridian-health/raj.p", 2, "2026-11-12T15:40", "+05:30", [
  (U, "Two updates. We downgraded to Java 17 because a reporting library isn't compatible with 21. And we replaced Jenkins with GitHub Actions last sprint."),
  (A, "Noted. Is the SAML loop still happening?"),
  (U, "No, the trailing slash was it, fixed. Would moving to PostgreSQL make your connector faster? Just asking, we're staying on Oracle. The external auditor wants our logs in Splunk, that's their requirement, not our tooling."),
  (A, "The connector performs the same on both."),
 ]),

 ("petit-atelier/chloe.m", 1, "2026-10-21T09:30", "+02:00", [
  (U, "Bonjour, notre boutique tourne en PHP 8.2 avec Laravel, base MySQL 8, hébergée chez DigitalOcean. Nous avons le forfait Basic."),
  (A, "Bonjour Chloé, que puis-je faire pour vous ?"),
  (U, "Les images produits s'affichent en basse résolution après l'import. Répondez-moi en français s'il vous plaît, et écrivez les dates au format JJ/MM/AAAA (dd/mm/yyyy)."),
  (A, "Entendu. L'import redimensionne à 800 px par défaut ; vous pouvez passer le paramètre size=original."),
 ]),
 ("petit-atelier/chloe.m", 2, "2026-11-05T10:00", "+01:00", [
  (U, "Bonjour, on a fini la migration de DigitalOcean vers Hetzner ce week-end. L'agence partenaire qui fait notre design reste chez OVH, mais ça ne nous concerne pas."),
  (A, "Merci. Pour accélérer l'import, voulez-vous ajouter un cache Redis ?"),
  (U, "Non merci, pas de Redis pour l'instant, on veut rester simple."),
  (A, "Très bien. Le paramètre size=original a-t-il réglé les images ?"),
  (U, "Oui, c'est réglé."),
 ]),
 ("petit-atelier/chloe.m", 3, "2026-11-24T14:20", "+01:00", [
  (U, "Hello, I'm writing in English because my colleague will read this too, but keep answering me in French please. We upgraded from Basic to the Pro plan this morning."),
  (A, "Merci ! Le forfait Pro est actif sur votre compte."),
 ]),

 ("solvento/joao.f", 1, "2026-10-22T14:00", "+01:00", [
  (U, "Olá! O nosso backend é Kotlin com Ktor, a base de dados é PostgreSQL 13 e estamos na Google Cloud (GCP). As mensagens passam pelo RabbitMQ."),
  (A, "Olá João, em que posso ajudar?"),
  (U, "O webhook de faturas chega com a assinatura inválida desde ontem."),
  (A, "Rodámos a chave de assinatura; descarregue a nova no painel."),
 ]),
 ("solvento/joao.f", 2, "2026-11-13T09:50", "+00:00", [
  (U, "Finalmente trocámos o RabbitMQ pelo NATS. RabbitMQ is gone, NATS took over all the invoice events."),
  (A, "Nice. Did the new signing key fix the webhook?"),
  (U, "Yes, fixed. And we're now on Postgres 15, the upgrade from 13 ran on the weekend. One of our suppliers keeps their catalog in MongoDB and sends us dumps, nothing to do with our stack. Ping me on Slack rather than email from now on. Should we move to Kubernetes at some point? Not this year anyway."),
  (A, "Will do, Slack it is."),
 ]),

 ("kitewire/sam.o", 1, "2026-10-14T20:00", "+13:00", [
  (U, "Hey! Tiny team of 4 here. Our app is TypeScript with Next.js, deployed on Vercel, and the database is Supabase. We're on your Free plan for now."),
  (A, "Hi Sam! What can I do for you?"),
  (U, "Signed URLs expire too early, I think it's a clock thing. I'm in Auckland. Keep answers short please."),
  (A, "Short: signed URLs use UTC; pass expires_in instead of an absolute time."),
 ]),
 ("kitewire/sam.o", 2, "2026-11-10T21:15", "+13:00", [
  (U, "So, a couple of weeks ago we moved the whole app off Vercel and onto Fly.io. We also added Upstash Redis as a cache for the signed URLs."),
  (A, "Got it. Expiry fine now?"),
  (U, "Yes, expires_in fixed it. We thought about swapping Supabase for PlanetScale but decided against it, Supabase stays."),
 ]),
 ("kitewire/sam.o", 3, "2026-11-26T19:30", "+13:00", [
  (U, "Quick one: scrap the Redis thing, we removed the Upstash cache again, it only added latency. Nothing instead. And as of Monday we use the Team plan."),
  (A, "Noted, Team plan is active."),
 ]),

 ("ostrava-grid/ivana.n", 1, "2026-10-23T10:00", "+02:00", [
  (U, "Hello. Our metering service is Python 3.12 with Flask, PostgreSQL 16, on Hetzner boxes, with Nomad scheduling the containers. We're in CET. We are not on Kubernetes and won't be."),
  (A, "Hello Ivana, what's the issue?"),
  (U, "The bulk meter-reading upload rejects files over 50 MB. Please always write dates as ISO (YYYY-MM-DD) and give detailed answers, I forward them to ops."),
  (A, "The limit is 50 MB per file; split with the provided chunker script, step 1 ... step 4 as in the guide."),
 ]),
 ("ostrava-grid/ivana.n", 2, "2026-11-19T11:20", "+01:00", [
  (U, "Update: Nomad is retired, the containers run as plain systemd units now, no orchestrator. And I changed my mind on answers: short ones from now on, ops found the long ones too much."),
  (A, "Understood, short from now on. Chunking working?"),
  (U, "Yes, upload issue solved. Should we go to AWS for the bigger files? No, we won't, Hetzner is fine. A customer's legacy billing system is on Oracle, if you see that name in our tickets."),
 ]),
]

# file order per user (indices); three users out of chronological order
FILE_ORDER = {"harbor-freight/lena.v": [3, 1, 2], "tasca-labs/giulia.r": [2, 3, 1], "petit-atelier/chloe.m": [3, 2, 1]}

S = lambda u, i: (u, i)
TRUTH = {
 "harbor-freight/lena.v": dict(
  current={"framework": "Django", "programming_language": "Python 3.11", "database": "PostgreSQL 16", "cloud_provider": "AWS",
           "orchestration": "Amazon ECS", "team_size": "9", "timezone": "Europe/Berlin", "reply_language": "German"},
  changes=[("database", "PostgreSQL 14", "PostgreSQL 16", 2), ("team_size", "7", "9", 3)],
  retractions=[],
  traps=[("database", "SQL Server", "client Fracht24's database"), ("orchestration", "Kubernetes", "suggestion declined"),
         ("database", "PostgreSQL 14", "superseded"), ("team_size", "7", "superseded")],
  issues=[("nightly CSV export to client times out after 30 min (resolved: async export)", 1)]),
 "bluepeak/omar.s": dict(
  current={"framework": "Ruby on Rails", "programming_language": "Ruby 3.2", "cloud_provider": "AWS", "message_queue": "Sidekiq",
           "plan": "Business", "contact_channel": "email"},
  changes=[("cloud_provider", "Heroku", "AWS", 2), ("plan", "Starter", "Business", 2)],
  retractions=[("cache", "Memcached", 3)],
  traps=[("cloud_provider", "Vercel", "agency partner's hosting"), ("cloud_provider", "Heroku", "superseded"), ("plan", "Starter", "superseded"), ("cache", "Memcached", "retracted"),
         ("message_queue", "Kafka", "hypothetical question")],
  issues=[("webhook retries create duplicate Sidekiq jobs (resolved: dedupe on delivery id)", 1)]),
 "tasca-labs/giulia.r": dict(
  current={"programming_language": "Node.js 20", "framework": "Express", "database": "PostgreSQL 16", "cloud_provider": "GCP",
           "ci_system": "GitLab CI", "timezone": "CET", "contact_channel": "Slack", "reply_language": "English"},
  changes=[("ci_system", "GitHub Actions", "GitLab CI", 2), ("database", "MongoDB 6", "PostgreSQL 16", 3)],
  retractions=[],
  traps=[("database", "Oracle", "customer Ferretti's stack"), ("orchestration", "Kubernetes", "negated"),
         ("database", "MongoDB", "superseded"), ("ci_system", "GitHub Actions", "superseded")],
  issues=[("SDK retry helper throws 'socket hang up' under load (resolved: SDK 3.2)", 1)]),
 "nordvik/pieter.d": dict(
  current={"cloud_provider": "Azure", "programming_language": "C#", "framework": ".NET 8", "database": "SQL Server 2022",
           "team_size": "12", "timezone": "Europe/Amsterdam", "answer_style": "short", "message_queue": "RabbitMQ"},
  changes=[("message_queue", "Azure Service Bus", "RabbitMQ", 2), ("database", "SQL Server 2019", "SQL Server 2022", 2)],
  retractions=[],
  traps=[("ci_system", "GitLab CI", "question for another company"), ("ci_system", "Jenkins", "integration vendor's CI"), ("cloud_provider", "AWS", "hypothetical"),
         ("database", "SQL Server 2019", "superseded"), ("message_queue", "Azure Service Bus", "superseded")],
  issues=[("deadlocks on SQL Server bulk import (resolved: smaller batches)", 1)]),
 "andes-pay/camila.t": dict(
  current={"programming_language": "Python", "framework": "FastAPI", "database": "PostgreSQL 15", "cloud_provider": "AWS",
           "team_size": "8", "message_queue": "Amazon SQS", "reply_language": "English"},
  changes=[("database", "MySQL 8", "PostgreSQL 15", 2), ("team_size", "5", "8", 3), ("reply_language", "Spanish", "English", 3)],
  retractions=[],
  traps=[("cache", "Redis", "question, no cache"), ("database", "DB2", "partner bank's system"), ("message_queue", "Kafka", "suggestion declined"),
         ("database", "MySQL 8", "superseded"), ("team_size", "5", "superseded"), ("reply_language", "Spanish", "superseded")],
  issues=[("reconciliation callbacks arrive duplicated (resolved: SQS FIFO + idempotency_key)", 1)]),
 "quillstack/hannah.k": dict(
  current={"programming_language": "Go", "orchestration": "Kubernetes", "cloud_provider": "AWS", "message_queue": "Kafka",
           "ci_system": "Buildkite", "plan": "Team", "timezone": "US/Eastern", "answer_style": "detailed"},
  changes=[("ci_system", "CircleCI", "Buildkite", 3)],
  retractions=[("cache", "Redis", 3)],
  traps=[("orchestration", "Nomad", "looked at, never adopted"), ("database", "CockroachDB", "biggest customer's database"), ("ci_system", "CircleCI", "superseded"),
         ("cache", "Redis", "retracted")],
  issues=[("429 rate limits during morning batch (mostly resolved by spreading the batch)", 1)]),
 "meridian-health/raj.p": dict(
  current={"programming_language": "Java 17", "framework": "Spring Boot", "database": "Oracle 19c", "cloud_provider": "Azure",
           "ci_system": "GitHub Actions", "timezone": "Asia/Kolkata", "contact_channel": "Microsoft Teams"},
  changes=[("programming_language", "Java 21", "Java 17", 2), ("ci_system", "Jenkins", "GitHub Actions", 2)],
  retractions=[],
  traps=[("contact_channel", "email", "negated"), ("database", "PostgreSQL", "hypothetical question"),
         ("programming_language", "Java 21", "superseded"), ("ci_system", "Jenkins", "superseded")],
  issues=[("SAML login loop after IdP redirect (resolved: ACS URL trailing slash)", 1)]),
 "petit-atelier/chloe.m": dict(
  current={"programming_language": "PHP 8.2", "framework": "Laravel", "database": "MySQL 8", "cloud_provider": "Hetzner",
           "plan": "Pro", "reply_language": "French", "date_format": "dd/mm/yyyy"},
  changes=[("cloud_provider", "DigitalOcean", "Hetzner", 2), ("plan", "Basic", "Pro", 3)],
  retractions=[],
  traps=[("cloud_provider", "OVH", "partner agency's hosting"), ("cache", "Redis", "assistant suggestion declined"),
         ("cloud_provider", "DigitalOcean", "superseded"), ("plan", "Basic", "superseded"),
         ("reply_language", "English", "wrote in English but asked for French")],
  issues=[("product images low resolution after import (resolved: size=original)", 1)]),
 "solvento/joao.f": dict(
  current={"programming_language": "Kotlin", "framework": "Ktor", "database": "PostgreSQL 15", "cloud_provider": "GCP",
           "message_queue": "NATS", "contact_channel": "Slack"},
  changes=[("message_queue", "RabbitMQ", "NATS", 2), ("database", "PostgreSQL 13", "PostgreSQL 15", 2)],
  retractions=[],
  traps=[("orchestration", "Kubernetes", "hypothetical question"), ("database", "MongoDB", "supplier's catalog"), ("message_queue", "RabbitMQ", "superseded"),
         ("database", "PostgreSQL 13", "superseded"), ("contact_channel", "email", "rejected channel")],
  issues=[("invoice webhook signature invalid (resolved: new signing key)", 1)]),
 "kitewire/sam.o": dict(
  current={"programming_language": "TypeScript", "framework": "Next.js", "cloud_provider": "Fly.io", "database": "Supabase",
           "team_size": "4", "timezone": "Pacific/Auckland", "answer_style": "short", "plan": "Team"},
  changes=[("cloud_provider", "Vercel", "Fly.io", 2), ("plan", "Free", "Team", 3)],
  retractions=[("cache", "Redis", 3)],
  traps=[("database", "PlanetScale", "considered, decided against"), ("cloud_provider", "Vercel", "superseded"),
         ("plan", "Free", "superseded"), ("cache", "Redis", "retracted")],
  issues=[("signed URLs expire too early (resolved: expires_in)", 1)]),
 "ostrava-grid/ivana.n": dict(
  current={"programming_language": "Python 3.12", "framework": "Flask", "database": "PostgreSQL 16", "cloud_provider": "Hetzner",
           "timezone": "CET", "date_format": "ISO", "answer_style": "short"},
  changes=[("answer_style", "detailed", "short", 2)],
  retractions=[("orchestration", "Nomad", 2)],
  traps=[("orchestration", "Kubernetes", "negated"), ("orchestration", "Nomad", "retracted"), ("answer_style", "detailed", "superseded"),
         ("cloud_provider", "AWS", "hypothetical, declined"), ("database", "Oracle", "customer's legacy system")],
  issues=[("bulk meter-reading upload rejects files over 50 MB (resolved: chunker)", 1)]),
}
