# -*- coding: utf-8 -*-
"""Hand-written context queries and fact-free distractor conversations for set G.

QUERIES: (tenant/user, query, [refs "tag:mN"], current {slot: value}, stale [values])
DISTRACTORS: list of conversations [(role, text)], no stack, plan, channel, time zone, language,
format or team-size statements and no digits in user turns (so they never "state" a slot value).
"""

U = "user"
A = "assistant"

QUERIES = [
    # ingrid.s
    ("fjordlys/ingrid.s", "hvilken PostgreSQL-versjon kjører vi nå?", ["s2:m1"], {"database": "PostgreSQL 16"}, ["PostgreSQL 13"]),
    ("fjordlys/ingrid.s", "do we still have a message broker between the services?", ["s3:m1"], {}, ["RabbitMQ"]),
    ("fjordlys/ingrid.s", "which language should replies to this user be written in", ["s1:m5", "s3:m3"], {"reply_language": "Norwegian"}, ["English"]),
    ("fjordlys/ingrid.s", "what was wrong with the delayed push notifications", ["s1:m3", "s3:m3"], {}, []),
    # tomasz.w
    ("pixelmoor/tomasz.w", "what CI do they use to publish builds", ["s2:m1"], {"ci_system": "GitHub Actions"}, ["GitLab CI"]),
    ("pixelmoor/tomasz.w", "how big is the backend team now", ["s3:m1"], {"team_size": "9"}, ["6"]),
    ("pixelmoor/tomasz.w", "does this customer use Redis for leaderboards?", ["s1:m1", "s3:m3", "s3:m5"], {"database": "MongoDB 7"}, []),
    ("pixelmoor/tomasz.w", "websocket disconnects in matchmaking", ["s1:m3"], {}, []),
    # amara.o
    ("vetlink/amara.o", "what queue do the reminder workers run on", ["s2:m1"], {"message_queue": "Amazon SQS"}, ["RabbitMQ"]),
    ("vetlink/amara.o", "which plan is VetLink on and what does the invoice say", ["s3:m1"], {"plan": "Growth"}, ["Starter"]),
    ("vetlink/amara.o", "how should answers to Amara be formatted", ["s3:m3"], {"answer_style": "short"}, []),
    ("vetlink/amara.o", "duplicate SMS reminders", ["s1:m3", "s2:m1"], {}, []),
    # erik.l
    ("kornbrygg/erik.l", "where is the Kornbrygg webshop hosted", ["s2:m1"], {"cloud_provider": "Hetzner"}, ["DigitalOcean"]),
    ("kornbrygg/erik.l", "vilken MariaDB-version har de?", ["s3:m1"], {"database": "MariaDB 11.4"}, ["MariaDB 10.11"]),
    ("kornbrygg/erik.l", "is there a cache in front of the shop", ["s2:m3"], {}, ["Memcached"]),
    ("kornbrygg/erik.l", "order export for the logistics partner", ["s2:m5"], {}, []),
    # haruki.n
    ("kumo-ledger/haruki.n", "CIは何を使っていますか", ["s2:m1"], {"ci_system": "CircleCI"}, ["Jenkins"]),
    ("kumo-ledger/haruki.n", "how many engineers does Kumo Ledger have", ["s3:m1"], {"team_size": "12"}, ["8"]),
    ("kumo-ledger/haruki.n", "what language should I reply to Haruki in", ["s1:m3", "s3:m1"], {"reply_language": "Japanese"}, ["English"]),
    ("kumo-ledger/haruki.n", "month-end invoice generation timeout", ["s1:m3"], {}, []),
    # claire.d
    ("lumen-presse/claire.d", "where does the Lumen Presse CMS run now", ["s2:m1", "s3:m1"], {"cloud_provider": "AWS"}, ["Heroku"]),
    ("lumen-presse/claire.d", "how do they run background jobs", ["s3:m3"], {"orchestration": "Amazon ECS"}, ["Sidekiq"]),
    ("lumen-presse/claire.d", "comment contacter Claire ?", ["s1:m3"], {"contact_channel": "email"}, ["phone"]),
    ("lumen-presse/claire.d", "slow images after publishing", ["s1:m3"], {}, []),
    # deepak.s
    ("agrisense/deepak.s", "which streaming platform carries the sensor readings", ["s2:m1"], {"message_queue": "Redpanda"}, ["Kafka"]),
    ("agrisense/deepak.s", "what SLA and plan does AgriSense have", ["s3:m1"], {"plan": "Enterprise"}, ["Business"]),
    ("agrisense/deepak.s", "are the readings in ClickHouse yet?", ["s1:m1", "s3:m3"], {"database": "TimescaleDB"}, ["ClickHouse"]),
    ("agrisense/deepak.s", "how detailed should answers be for Deepak", ["s1:m5"], {"answer_style": "detailed"}, []),
    # olivia.k
    ("brightpath/olivia.k", "best way to reach Olivia for follow-ups", ["s2:m5", "s4:m3"], {"contact_channel": "email"}, ["slack"]),
    ("brightpath/olivia.k", "what time zone is Olivia in, for scheduling the review", ["s4:m1"], {"timezone": "US/Central"}, ["Pacific"]),
    ("brightpath/olivia.k", "how many engineers after the merger", ["s3:m1"], {"team_size": "14"}, []),
    ("brightpath/olivia.k", "where are they hosted, did they move to Azure?", ["s2:m1"], {"cloud_provider": "Vercel"}, ["Azure"]),
    # sofie.b
    ("nordhaven-legal/sofie.b", "which plan is Nordhaven on", ["s3:m1"], {"plan": "Pro"}, ["Free"]),
    ("nordhaven-legal/sofie.b", "do they use Redis as a cache", ["s2:m1"], {}, ["Redis"]),
    ("nordhaven-legal/sofie.b", "how should dates be written for this user", ["s1:m3"], {"date_format": "ISO 8601"}, ["dd/mm"]),
    # marcus.j
    ("tidewater-cu/marcus.j", "what SQL Server version is tidewater on", ["s2:m1"], {"database": "SQL Server 2022"}, ["SQL Server 2019"]),
    ("tidewater-cu/marcus.j", "where should alerts go, which monitoring tool", ["s3:m1"], {"observability": "Datadog"}, ["New Relic"]),
    ("tidewater-cu/marcus.j", "should we propose kubernetes for their API tier", ["s2:m3"], {}, []),
    # mei.t
    ("hawkerhub/mei.t", "which Java version does HawkerHub run", ["s2:m1"], {"programming_language": "Java 21"}, ["Java 17"]),
    ("hawkerhub/mei.t", "how long should answers to Mei be", ["s4:m1"], {"answer_style": "short"}, ["detailed"]),
    ("hawkerhub/mei.t", "did they replace Kafka with SQS?", ["s3:m1"], {"message_queue": "Kafka"}, ["Amazon SQS"]),
    ("hawkerhub/mei.t", "is Redis still in front of the database", ["s3:m3"], {}, ["Redis"]),
]

DISTRACTORS = [
    [
        (U, "Hi, our webhook signature checks started failing this morning for about a third of the events. Nothing changed on our side as far as I know."),
        (A, "Signature failures on a subset of events usually mean the payload is being re-serialised before verification. Verify against the raw request body exactly as received, before any JSON parsing, and compare using a constant-time function. If you sit behind a proxy that normalises whitespace, that will break the signature as well."),
        (U, "We do parse the body first in the middleware. Let me move the check before that."),
        (A, "That should fix it. You can replay the failed deliveries from the dashboard under Webhooks > Deliveries > Replay once the change is live."),
        (U, "Moved it, replayed the failed ones, all green now. Thanks!"),
    ],
    [
        (U, "The export endpoint keeps answering with too many requests when we pull the monthly report. Is there a limit we are not aware of?"),
        (A, "The export endpoint has its own limit, separate from the general API limit, because each export is expensive to build. Instead of polling the export status every second, request the export once, then wait for the export.ready webhook or poll with exponential backoff starting at ten seconds."),
        (U, "Got it, we were polling in a tight loop. We'll switch to the webhook."),
        (A, "Good. If you need exports more often than the limit allows, tell us the use case and we can look at a scheduled export instead."),
    ],
    [
        (U, "Some of our staff get stuck in a login loop with single sign-on: they authenticate, come back to the app and get sent to the identity provider again."),
        (A, "A loop like that almost always means the session cookie is not being stored after the callback. Check that the callback URL uses the same host as the app, that the cookie is marked Secure and SameSite=None if the identity provider posts back cross-site, and that the browser is not blocking third-party cookies for your domain."),
        (U, "The callback host was the bare domain while the app runs on the www subdomain. Fixing that now."),
        (A, "That explains it. After the change, ask affected users to clear cookies for the old host once."),
        (U, "Confirmed fixed for the people who reported it."),
    ],
    [
        (U, "Paging through the transactions list, we sometimes get an error saying the cursor is invalid halfway through a long sync."),
        (A, "Cursors expire after a period of inactivity to keep the server side light. If your sync pauses between pages, for instance while writing a large batch, the cursor can expire. Either fetch the next page before processing the current one, or restart from the last seen item using the updated_since filter."),
        (U, "We do process each page before asking for the next. I'll prefetch."),
        (A, "Prefetching one page ahead is the usual fix. The updated_since filter is a good safety net on top."),
    ],
    [
        (U, "Names with accents come out garbled in the CSV export when our finance people open it in their spreadsheet program."),
        (A, "The export is UTF-8 without a byte order mark, and some spreadsheet programs assume a legacy encoding when there is no BOM. You can tick 'Add BOM' in the export settings, or import the file through the data import dialog and choose UTF-8 explicitly."),
        (U, "Ticked the BOM option, looks right now."),
        (A, "Great. The option is remembered for future exports."),
    ],
    [
        (U, "How do we rotate an API key without breaking the integrations that use it?"),
        (A, "Create a second key first, deploy it to every integration, confirm in the key usage view that the old key receives no more traffic, and only then revoke the old one. Both keys work in parallel for as long as you need; there is no forced expiry on the old key until you revoke it."),
        (U, "Is there a way to see which service still uses the old key?"),
        (A, "Yes, the usage view lists the last request time and the source address per key, which usually points straight at the forgotten service."),
        (U, "Perfect, found the last one, a cron job nobody remembered."),
    ],
    [
        (U, "Our compliance officer asks how long you keep the audit log and whether we can get a copy of it."),
        (A, "Audit log entries are kept for the retention period of your contract, and you can export them at any time from Settings > Audit log > Export. The export includes the actor, the action, the target object and the source address. For a complete copy over a longer range, open a ticket and we will prepare an archive."),
        (U, "Thanks, the export from settings is what she needs."),
    ],
    [
        (U, "We accidentally used a sandbox key in production yesterday and some real orders ended up in the sandbox. Can they be moved?"),
        (A, "Sandbox and production are separate stores and we cannot move objects between them. The orders need to be recreated in production; the sandbox export can help you with the data. To prevent this, keys carry a prefix that tells sandbox from live, and you can make your deployment refuse to start with the wrong prefix."),
        (U, "Understood. We added a startup check on the prefix."),
        (A, "That is exactly the guard we recommend."),
    ],
    [
        (U, "The invoice PDF shows the tax line twice when an order has a discount applied."),
        (A, "Thanks for reporting it. This is a known rendering bug in the invoice template when a discount and tax apply to the same line; the totals are correct, only the display is duplicated. A fix is scheduled, and in the meantime the invoice data from the API is accurate."),
        (U, "Good to know the totals are fine. Please tell us when the fix ships."),
        (A, "I've added you to the notification list for that fix."),
    ],
    [
        (U, "When our endpoint is down for maintenance, how long do you keep retrying callbacks before giving up?"),
        (A, "Callbacks are retried with exponential backoff over roughly a day. After the last attempt they are marked failed, and you can replay failed callbacks from the dashboard or through the replay endpoint for several days afterwards. During planned maintenance you can also pause deliveries and resume them later without losing anything."),
        (U, "Pausing sounds best for planned windows. Where is that?"),
        (A, "Webhooks > Endpoint > Pause deliveries. Resuming sends the queued events in order."),
    ],
    [
        (U, "A new colleague can see the billing page even though I gave her the viewer role. Is that intended?"),
        (A, "The viewer role can see billing summaries but not payment methods or invoices. If she can see invoices, she probably inherited a second role from a group. The member page lists effective permissions and where each one comes from."),
        (U, "Right, she was also in the finance group. Removed her from it."),
        (A, "That should leave her with viewer rights only."),
    ],
    [
        (U, "The search endpoint returns records we deleted a few minutes ago. Is the index lagging?"),
        (A, "The search index is updated asynchronously, usually within seconds, but under heavy load the delay can grow to a few minutes. If you need strict consistency right after a delete, read the record by id, which always goes to the primary store, or pass consistent=true on the search call at the cost of some latency."),
        (U, "We'll use the consistent flag on the admin screens only."),
        (A, "That's a sensible split."),
    ],
]
