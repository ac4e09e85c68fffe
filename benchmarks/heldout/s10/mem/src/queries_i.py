# -*- coding: utf-8 -*-
"""Set I: hand-written context queries and fact-free distractor conversations.

Query: (tenant, user, query, [relevant "tag:mN"], current {slot: value} or None, stale [values])
"""

QUERIES = [
 # jana.k (Czech)
 ("snezka-lifty", "jana.k", "Which database is Sněžka Lifty running now?", ["s2:m1"], {"database": "PostgreSQL 16"}, ["MySQL 8.0"]),
 ("snezka-lifty", "jana.k", "Jaký tarif teď máme?", ["s3:m1"], {"plan": "Premium"}, ["Standard"]),
 ("snezka-lifty", "jana.k", "Do they still have a cache in front of the pass database?", ["s3:m3"], None, ["Redis"]),
 ("snezka-lifty", "jana.k", "gate scanners say pass invalid for passes bought right before opening", ["s3:m5", "s3:m6"], None, []),
 # emre.y (Turkish)
 ("halikoy", "emre.y", "Hangi mesaj kuyruğunu kullanıyoruz şu an?", ["s2:m3"], {"message_queue": "NATS"}, ["RabbitMQ", "Amazon SQS"]),
 ("halikoy", "emre.y", "how many developers does Halıköy have", ["s2:m1"], {"team_size": "7"}, ["4"]),
 ("halikoy", "emre.y", "what's the right channel to contact Emre", ["s1:m5"], {"contact_channel": "email"}, ["WhatsApp"]),
 ("halikoy", "emre.y", "kargo API zaman aşımı sorunu çözüldü mü?", ["s1:m1", "s3:m5"], None, []),
 # aino.v (Finnish)
 ("metsadata", "aino.v", "Missä konttialustassa palvelut nyt ajetaan?", ["s2:m1"], {"orchestration": "Kubernetes"}, ["Amazon ECS"]),
 ("metsadata", "aino.v", "how big is the Metsadata dev team now", ["s3:m1"], {"team_size": "6"}, ["5"]),
 ("metsadata", "aino.v", "Is there still a Kafka broker between the gateways and the database?", ["s3:m3"], None, ["Kafka"]),
 ("metsadata", "aino.v", "harvester measurements arriving twice", ["s1:m1", "s1:m4", "s3:m5"], None, []),
 # minji.p (Korean)
 ("panelverse", "minji.p", "지금 어떤 CI를 쓰고 있나요?", ["s2:m1"], {"ci_system": "GitHub Actions"}, ["Jenkins"]),
 ("panelverse", "minji.p", "how long should answers to Minji be", ["s3:m1"], {"answer_style": "short"}, ["detailed"]),
 ("panelverse", "minji.p", "which plan is Panelverse on, did they go Enterprise?", ["s2:m3", "s3:m3"], {"plan": "Pro"}, ["Enterprise"]),
 ("panelverse", "minji.p", "what database does Panelverse use", ["s1:m3"], {"database": "MySQL 8"}, ["Oracle"]),
 # bence.t (Hungarian)
 ("furdojegy", "bence.t", "Melyik adatbázist használjuk most?", ["s2:m1"], {"database": "PostgreSQL 15"}, ["MongoDB 6"]),
 ("furdojegy", "bence.t", "where is the bath ticketing system hosted", ["s2:m1"], {"cloud_provider": "Azure"}, ["DigitalOcean"]),
 ("furdojegy", "bence.t", "How do I reach Bence, Teams or email?", ["s3:m1"], {"contact_channel": "email"}, ["Microsoft Teams"]),
 ("furdojegy", "bence.t", "Do they still track errors with Sentry?", ["s2:m3"], None, ["Sentry"]),
 # luana.m (Portuguese)
 ("rastrocafe", "luana.m", "Qual versão do PostgreSQL a cooperativa usa?", ["s2:m1"], {"database": "PostgreSQL 16"}, ["PostgreSQL 14"]),
 ("rastrocafe", "luana.m", "which plan is the coffee cooperative on", ["s2:m1"], {"plan": "Growth"}, ["Starter"]),
 ("rastrocafe", "luana.m", "what monitoring tool does Rastro Café use", ["s3:m1"], None, ["New Relic"]),
 ("rastrocafe", "luana.m", "upload de certificados falha com erro 413", ["s1:m1", "s1:m4"], None, []),
 # liam.o
 ("emberwatch", "liam.o", "What time zone should the daily digest use?", ["s3:m1"], {"timezone": "Pacific/Auckland"}, ["Australia/Sydney"]),
 ("emberwatch", "liam.o", "which CI runs Emberwatch deploys", ["s3:m3"], {"ci_system": "GitHub Actions"}, ["Buildkite"]),
 ("emberwatch", "liam.o", "What database does Emberwatch run?", ["s1:m3"], {"database": "PostgreSQL 15"}, ["SQL Server"]),
 ("emberwatch", "liam.o", "alert webhooks arriving out of order", ["s1:m1", "s1:m4"], None, []),
 # niamh.b
 ("rotawise", "niamh.b", "Which SQL Server version is Rotawise on?", ["s2:m1"], {"database": "SQL Server 2022"}, ["SQL Server 2019"]),
 ("rotawise", "niamh.b", "how big is the Rotawise dev team", ["s3:m3"], {"team_size": "14"}, ["9"]),
 ("rotawise", "niamh.b", "do they still have a Redis cache in front of the rosters?", ["s3:m1"], None, ["Redis"]),
 ("rotawise", "niamh.b", "how should dates be formatted for Niamh", ["s1:m5"], {"date_format": "DD/MM/YYYY"}, ["MM/DD/YYYY"]),
 # derek.h
 ("wavecast", "derek.h", "where is Wavecast hosted now", ["s2:m1"], {"cloud_provider": "Render"}, ["Heroku"]),
 ("wavecast", "derek.h", "Postgres version for Wavecast", ["s2:m1"], {"database": "PostgreSQL 16"}, ["PostgreSQL 13"]),
 ("wavecast", "derek.h", "how many engineers work at Wavecast", ["s3:m1"], {"team_size": "5"}, ["3"]),
 ("wavecast", "derek.h", "best way to reach Derek for something urgent", ["s3:m1"], {"contact_channel": "Discord"}, ["email"]),
 # priya.s
 ("parkline", "priya.s", "which plan is Parkline on", ["s3:m1"], {"plan": "Starter"}, ["Growth"]),
 ("parkline", "priya.s", "What CI system does Parkline deploy with?", ["s2:m1"], {"ci_system": "GitLab CI"}, ["CircleCI"]),
 ("parkline", "priya.s", "drivers charged twice because of duplicate payment callbacks", ["s1:m1", "s1:m4", "s3:m3"], None, []),
 # wanjiru.k
 ("bimaplus", "wanjiru.k", "Which Java version do the Bimaplus services run?", ["s2:m1"], {"programming_language": "Java 21"}, ["Java 17"]),
 ("bimaplus", "wanjiru.k", "how do I contact Wanjiru", ["s2:m1"], {"contact_channel": "email"}, ["Slack"]),
 ("bimaplus", "wanjiru.k", "claims payouts stuck in pending", ["s1:m1", "s1:m4", "s2:m5"], None, []),
]

# Fact-free distractors: no stack, plan, channel, zone, language, format or team-size statements; no digits in user turns.
DISTRACTORS = [
 [("user", "Where do I find the docs for verifying webhook signatures? The link in the dashboard points to an old page."),
  ("assistant", "The current guide is under Developers, then Webhooks, then Signatures. I've reported the broken link."),
  ("user", "Thanks. Are retried deliveries signed with the same secret as the first attempt?"),
  ("assistant", "Yes, every attempt is signed with the secret that was active when the event was created.")],
 [("user", "Could you change the billing address on our invoices? The finance team has a new postal address."),
  ("assistant", "Sure, send me the new address and I'll update it for the next invoice."),
  ("user", "I'll have finance send it over. Can past invoices be reissued with the new address too?"),
  ("assistant", "Yes, we can reissue the last few invoices on request.")],
 [("user", "What exactly do the rate limit headers mean, remaining versus reset?"),
  ("assistant", "Remaining is how many calls are left in the current window; reset is when the window starts over, as a Unix timestamp."),
  ("user", "And when we hit the limit, do you queue our calls or reject them?"),
  ("assistant", "We reject them with a rate-limit status and a retry-after header.")],
 [("user", "How do we rotate an API key without any downtime?"),
  ("assistant", "Create a second key, deploy it, then revoke the old one; both work in parallel until you revoke."),
  ("user", "Is there a limit on how long two keys can be active at once?"),
  ("assistant", "No limit, but we recommend revoking the old key within a week.")],
 [("user", "Our sandbox is full of test records from the last load test. Can you wipe it?"),
  ("assistant", "Yes. Do you want to keep the sandbox keys and webhook settings?"),
  ("user", "Keep the keys, wipe everything else please."),
  ("assistant", "Done, the sandbox data is cleared and your keys still work.")],
 [("user", "Can a read-only dashboard user export reports, or do they need admin rights?"),
  ("assistant", "Read-only users can export reports; only admins can change settings or keys."),
  ("user", "Good, that's what our auditors need."),
  ("assistant", "Great, you can invite them from the Team page.")],
 [("user", "The deploy token for our pipeline expired overnight. How do I get a new one?"),
  ("assistant", "Generate it under Settings, Deploy tokens; old tokens expire after ninety days."),
  ("user", "Can we get a reminder before they expire next time?"),
  ("assistant", "Yes, turn on expiry reminders on the same page.")],
 [("user", "Is there a way to follow the SDK changelog without checking the site every week?"),
  ("assistant", "There's an RSS feed for the changelog and a release watch on the SDK repository."),
  ("user", "Perfect, the feed will do."),
  ("assistant", "Here's the feed link from the changelog page footer.")],
 [("user", "One of our end users asked us to delete all their data. What is the process on your side?"),
  ("assistant", "Call the erase endpoint with the end-user id; we confirm deletion within thirty days, usually the same day."),
  ("user", "Do you also remove them from your backups?"),
  ("assistant", "Backups roll off within the retention window; erased users are not restored from them.")],
 [("user", "Was there an incident this morning? The dashboard was really slow for about half an hour."),
  ("assistant", "Yes, a database failover on our side slowed the dashboard; the API itself was not affected."),
  ("user", "OK, thanks for the explanation. Will there be a write-up?"),
  ("assistant", "The post-mortem will be on the status page by the end of the week.")],
 [("user", "How many times do you retry a failed callback before giving up?"),
  ("assistant", "We retry with exponential backoff for about a day, then mark the event as failed in the dashboard."),
  ("user", "Can we replay failed events by hand?"),
  ("assistant", "Yes, select them in the event log and click replay.")],
 [("user", "Is your support open over the holidays?"),
  ("assistant", "Yes, with reduced hours; urgent tickets are handled around the clock."),
  ("user", "Good to know, we have a busy season coming."),
  ("assistant", "Mark urgent tickets as priority and the on-call engineer will pick them up.")],
]
