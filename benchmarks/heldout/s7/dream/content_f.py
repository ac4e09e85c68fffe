# Hand-written content for blind dreaming split "f" (memory-core, session 7).
# Written without reading memory_core/, tests/ or any earlier set's content/generator.
#
# RULE_USERS: each user repeats one (or two) corrections/preferences in >= 3 differently
# worded sessions over weeks. A session's "ev" names the rule index(es) it is evidence for
# ([] = a session without the cue). Turns are (role, text), role "u" (user) or "a" (assistant).
# ONE_OFF_USERS: statements that a careful reader would NOT turn into a standing rule.

RULE_USERS = [
    # 1 ---------------------------------------------------------------- answer length: short
    dict(
        tenant="harbor-analytics", user="c.oduya", start="2026-04-06", hour=10,
        rules=[dict(concept="answer_style", value="short", nameable=True,
                    rule="Keep replies brief: the answer in a line or two, no walkthrough")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "What's the rate limit on the ingest API for the Growth plan?"),
                ("a", "Great question! The ingest API applies limits at several levels. First, there is a per-key "
                      "limit, which on Growth is 600 requests per minute. Second, there is a per-workspace burst "
                      "allowance that refills every 10 seconds. Third, payload size matters: batches above 5 MB are "
                      "rejected with 413. Finally, if you exceed the limit you receive 429 with a Retry-After header, "
                      "and the SDKs back off automatically using exponential jitter..."),
                ("u", "ok, that's a lot of reading for one number. a two-line version next time would do."),
                ("a", "Understood: 600 requests/minute per key on Growth."),
                ("u", "thanks"),
            ]),
            dict(day=6, ev=[], turns=[
                ("u", "Do webhooks get retried if our endpoint returns 500?"),
                ("a", "Yes, up to 8 times over 24 hours with increasing delays."),
                ("u", "perfect, thanks"),
            ]),
            dict(day=13, ev=[0], turns=[
                ("u", "Quick one, and keep it brief please: how do I rotate the webhook signing secret?"),
                ("a", "Settings > Webhooks > Rotate secret. The old one stays valid for 24h."),
                ("u", "great"),
            ]),
            dict(day=22, ev=[0], turns=[
                ("u", "We're seeing duplicate events in the Orders dashboard since Monday."),
                ("a", "Are you sending events with an idempotency key?"),
                ("u", "Yes, order_id is the key."),
                ("a", "Then duplicates can come from the dashboard's time bucketing. There are several options to "
                      "consider: you can change the bucket size, enable deduplication in the pipeline settings, use "
                      "the raw view, or export to your warehouse and deduplicate there. Each has trade-offs, so let "
                      "me go through them one by one..."),
                ("u", "you don't have to go through every option. just tell me the one that fixes it"),
                ("a", "Enable deduplication in Pipeline settings."),
                ("u", "done, numbers look right now"),
            ]),
            dict(day=34, ev=[0], turns=[
                ("u", "tl;dr only pls: does the python SDK retry on 429 by itself?"),
                ("a", "Yes, 5 retries with backoff."),
                ("u", "👍"),
            ]),
        ]),
    # 2 ---------------------------------------------------------------- answer length: detailed
    dict(
        tenant="harbor-analytics", user="p.villanueva", start="2026-05-04", hour=14,
        rules=[dict(concept="answer_style", value="detailed", nameable=True,
                    rule="Explain the reasoning and walk through steps; do not answer with a bare command")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Hi, I just took over our analytics setup from a colleague and I'm new to all of this. "
                      "Could you walk me through how events get from our app into the dashboards, step by step?"),
                ("a", "Sure. 1) The SDK in your app batches events. 2) Batches go to the ingest API. 3) The pipeline "
                      "enriches and deduplicates them. 4) Dashboards query the processed tables every minute."),
                ("u", "thank you, that helps a lot"),
            ]),
            dict(day=9, ev=[0], turns=[
                ("u", "The funnel report says 0% conversion for yesterday."),
                ("a", "Set the attribution window to 7 days."),
                ("u", "that's a bit terse. why would the window matter? I'd like to understand the reasoning, "
                      "not just flip a setting"),
                ("a", "A 1-day window only counts conversions within 24h of the first step. Yesterday's users "
                      "haven't had 24h yet, so they show 0% until the window closes."),
                ("u", "ah, makes sense now"),
            ]),
            dict(day=15, ev=[], turns=[
                ("u", "Is there a way to invite a read-only user?"),
                ("a", "Yes, choose the Viewer role when you send the invite."),
                ("u", "ok thanks"),
            ]),
            dict(day=24, ev=[0], turns=[
                ("u", "Can you help me set up a cohort for users who signed up in April?"),
                ("a", "Cohorts > New > filter signup_date between 2026-04-01 and 2026-04-30."),
                ("u", "hmm, more detail please. the one-liner didn't get me far: where do I find signup_date, "
                      "and what happens to users with no signup event?"),
                ("a", "signup_date is a computed user property under People > Properties. Users without a signup "
                      "event have it empty and fall out of the filter; to keep them, add 'or first_seen between'."),
                ("u", "great, that's the level I need"),
            ]),
            dict(day=38, ev=[0], turns=[
                ("u", "Please don't just paste the command this time, explain what it changes: "
                      "how do I backfill last month's events from our S3 export?"),
                ("a", "The backfill job reads the files, re-runs enrichment with the current rules and writes into "
                      "the same tables, replacing rows with the same event id. Start it with `harbor backfill "
                      "--from s3://... --since 2026-05-01`; it's safe to re-run because of the event ids."),
                ("u", "brilliant, thanks"),
            ]),
        ]),
    # 3 ---------------------------------------------------------------- date format: day first
    dict(
        tenant="corrib-energy", user="s.byrne", start="2026-03-16", hour=9,
        rules=[dict(concept="date_format", value="DD/MM/YYYY (day first)", nameable=True,
                    rule="Write dates day first (DD/MM/YYYY or 9 June 2026), never month first")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "When does the tariff change take effect?"),
                ("a", "The new tariff applies from 04/05/2026."),
                ("u", "sorry, is that April or May? I'm in Ireland, the day comes first for us. "
                      "Please write dates that way."),
                ("a", "4 May 2026, i.e. 04/05 read day first."),
                ("u", "grand"),
            ]),
            dict(day=8, ev=[], turns=[
                ("u", "Our smart meter stopped sending readings on the portal."),
                ("a", "Can you check whether the meter's display shows the signal icon?"),
                ("u", "It does now, readings are back. Thanks."),
            ]),
            dict(day=17, ev=[0], turns=[
                ("u", "Can you confirm the dates of the planned outage in Galway?"),
                ("a", "It's scheduled from 06/10 to 06/11."),
                ("u", "you've written it month first again - to me that reads 6 October to 6 November. "
                      "Day before month, please."),
                ("a", "Apologies: 10 June to 11 June 2026."),
            ]),
            dict(day=30, ev=[0], turns=[
                ("u", "Hi, two things. First, the invoice PDF shows the wrong VAT number."),
                ("a", "I've corrected it; a new PDF will be issued tonight."),
                ("u", "Thanks. Second, for the billing summary you're sending me: dates like 14 July 2026 or "
                      "14/07/2026 are both fine, just never 07/14."),
                ("a", "Noted, the summary uses 14/07/2026 style."),
            ]),
            dict(day=41, ev=[0], turns=[
                ("u", "Please list my last three meter read dates, dd/mm/yyyy as usual."),
                ("a", "02/07/2026, 02/06/2026 and 01/05/2026."),
                ("u", "perfect"),
            ]),
        ]),
    # 4 ---------------------------------------------------------------- language: German
    dict(
        tenant="elbtal-logistik", user="k.brandt", start="2026-06-01", hour=8,
        rules=[dict(concept="language", value="German", nameable=True,
                    rule="Reply in German")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Hallo, könnten Sie mir bitte auf Deutsch antworten? Unser Export nach SAP bricht seit "
                      "heute früh ab."),
                ("a", "Gern. Welche Fehlermeldung sehen Sie im Exportprotokoll?"),
                ("u", "\"Timeout nach 300 s\"."),
                ("a", "Dann bitte die Batchgröße in den Exporteinstellungen auf 500 reduzieren."),
                ("u", "Läuft wieder, danke."),
            ]),
            dict(day=7, ev=[0], turns=[
                ("u", "Die Lieferscheine werden ohne Logo gedruckt."),
                ("a", "The logo is probably larger than 2 MB; please upload a smaller file under Branding."),
                ("u", "Bitte wieder auf Deutsch, meine Kollegen im Lager lesen mit."),
                ("a", "Entschuldigung: Das Logo ist vermutlich größer als 2 MB. Bitte unter Branding eine kleinere "
                      "Datei hochladen."),
                ("u", "Danke, jetzt passt es."),
            ]),
            dict(day=12, ev=[], turns=[
                ("u", "Wie viele Benutzer sind in unserem Tarif enthalten?"),
                ("a", "Im Tarif Business sind 25 Benutzer enthalten."),
                ("u", "Gut, danke."),
            ]),
            dict(day=20, ev=[0], turns=[
                ("u", "Die Tourenplanung zeigt zwei Fahrer doppelt an."),
                ("a", "This happens when a driver has two active profiles. You can merge them under Fleet > Drivers."),
                ("u", "Sie sind schon wieder ins Englische gewechselt. Deutsch, bitte!"),
                ("a", "Das passiert, wenn ein Fahrer zwei aktive Profile hat. Sie können sie unter Flotte > Fahrer "
                      "zusammenführen."),
            ]),
            dict(day=33, ev=[0], turns=[
                ("u", "Kurze Frage zur API: gibt es ein Limit pro Minute? Und antworten Sie bitte grundsätzlich auf "
                      "Deutsch, auch wenn ich mal englische Begriffe verwende."),
                ("a", "Ja, 300 Anfragen pro Minute und Schlüssel."),
                ("u", "Danke."),
            ]),
        ]),
    # 5 ---------------------------------------------------------------- language: Portuguese
    dict(
        tenant="ipe-pagamentos", user="r.azevedo", start="2026-05-11", hour=13,
        rules=[dict(concept="language", value="Portuguese", nameable=True,
                    rule="Reply in Portuguese")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Oi! Pode me responder em português? Meu inglês é fraco. O Pix não está confirmando os "
                      "pagamentos no painel."),
                ("a", "Claro. O webhook de confirmação do Pix está configurado na sua conta?"),
                ("u", "Não estava. Configurei agora e funcionou, obrigado!"),
            ]),
            dict(day=10, ev=[0], turns=[
                ("u", "Os boletos estão saindo com vencimento errado."),
                ("a", "The due date is calculated from the issue date plus the days set in Billing > Boleto."),
                ("u", "De novo em inglês... em português, por favor."),
                ("a", "Desculpe. O vencimento é a data de emissão mais os dias definidos em Cobrança > Boleto."),
                ("u", "Achei, estava 30 em vez de 3. Valeu."),
            ]),
            dict(day=19, ev=[], turns=[
                ("u", "Vocês têm SDK para Kotlin?"),
                ("a", "Sim, o SDK Android funciona com Kotlin."),
                ("u", "Ótimo."),
            ]),
            dict(day=27, ev=[0], turns=[
                ("u", "Hi, my colleague is writing this for me. We get error 4012 when refunding card payments. "
                      "(and please reply in Portuguese, as before - he'll translate for me otherwise)"),
                ("a", "O erro 4012 indica que o estorno excede o valor capturado. Verifique se já houve um estorno "
                      "parcial."),
                ("u", "Era isso, obrigado."),
            ]),
            dict(day=40, ev=[0], turns=[
                ("u", "Prefiro que as respostas sejam sempre em português, tá? Agora: como exporto o extrato do mês?"),
                ("a", "Em Relatórios > Extrato, escolha o mês e clique em Exportar CSV."),
                ("u", "Perfeito."),
            ]),
        ]),
    # 6 ---------------------------------------------------------------- contact channel: email
    dict(
        tenant="saffron-retail", user="m.haddad", start="2026-07-06", hour=11,
        rules=[dict(concept="contact_channel", value="email", nameable=True,
                    rule="Contact this user by email, not by phone")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Our POS terminals in the Leeds store can't sync prices."),
                ("a", "I'll escalate this to our hardware team; they'll phone you this afternoon."),
                ("u", "Please don't phone me about tickets, I'm on the shop floor all day. Email works much better."),
                ("a", "Understood, they'll reply by email."),
            ]),
            dict(day=9, ev=[0], turns=[
                ("u", "I had a missed call from your team yesterday about the price sync. I really prefer to get "
                      "updates in writing, by e-mail, so I can forward them to the store managers."),
                ("a", "Sorry about that. Here is the update: the firmware fix is rolling out tonight."),
                ("u", "thanks"),
            ]),
            dict(day=16, ev=[], turns=[
                ("u", "How do I add a new cashier account?"),
                ("a", "Staff > Add member, then choose the Cashier role."),
                ("u", "Done, thanks."),
            ]),
            dict(day=23, ev=[0], turns=[
                ("u", "Loyalty points aren't being added for card payments."),
                ("a", "I see a mapping issue. Shall I get an engineer to call you to walk through it?"),
                ("u", "Could you send me the steps by email rather than ringing? I can't take calls at the till."),
                ("a", "Sure, I'll email the steps within the hour."),
            ]),
            dict(day=37, ev=[0], turns=[
                ("u", "Hi again. For the quarterly review, no calls please - drop me an email with the summary and "
                      "I'll read it tonight."),
                ("a", "Will do, the summary will come by email."),
            ]),
        ]),
    # 7 ---------------------------------------------------------------- 12-hour clock
    dict(
        tenant="cedar-dental", user="b.tran", start="2026-04-20", hour=16,
        rules=[dict(concept="time_format_12_hour", value="12-hour clock with AM/PM", nameable=False,
                    rule="Write times in 12-hour format with AM/PM (5:30 PM, not 17:30)")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "When is the scheduling system maintenance tonight?"),
                ("a", "From 22:00 to 23:30 Eastern."),
                ("u", "what's 22:00 in normal time? please just say 10 PM, I don't read military time"),
                ("a", "10:00 PM to 11:30 PM Eastern."),
            ]),
            dict(day=11, ev=[0], turns=[
                ("u", "Appointment reminders went out at a weird hour this morning."),
                ("a", "They were sent at 05:15 because the reminder offset is set to 4 hours before 09:15."),
                ("u", "can you use am/pm when you write times? I always have to convert the 24-hour ones in my head"),
                ("a", "Sure: sent at 5:15 AM, four hours before the 9:15 AM appointments."),
            ]),
            dict(day=18, ev=[], turns=[
                ("u", "How do I add a second hygienist to the calendar?"),
                ("a", "Team > Providers > Add provider, then assign them to the hygiene room."),
                ("u", "got it"),
            ]),
            dict(day=29, ev=[0], turns=[
                ("u", "the patient portal shows our Saturday hours wrong"),
                ("a", "It's showing 08:00-13:00; what should it be?"),
                ("u", "8 to 1 is right, but again, I'd rather you wrote 8:00 AM - 1:00 PM. "
                      "The issue is that it says Sunday."),
                ("a", "Fixed: Saturday 8:00 AM - 1:00 PM, Sunday closed."),
            ]),
            dict(day=43, ev=[0], turns=[
                ("u", "When will the SMS outage be fixed? Give me the time the American way please (like 3 PM)."),
                ("a", "The provider expects it resolved by 3:00 PM Eastern."),
            ]),
        ]),
    # 8 ---------------------------------------------------------------- currency EUR
    dict(
        tenant="vltava-tours", user="a.novak", start="2026-06-15", hour=9,
        rules=[dict(concept="currency_eur", value="EUR", nameable=False,
                    rule="Quote prices and amounts in euros (EUR), not US dollars")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "How much would it cost to add 10 more guide accounts?"),
                ("a", "Each extra seat is $12 per month, so $120 per month."),
                ("u", "Could you quote that in euros? We're invoiced in EUR, dollar figures don't help me."),
                ("a", "It's EUR 11 per seat, EUR 110 per month."),
            ]),
            dict(day=8, ev=[], turns=[
                ("u", "The booking widget doesn't load on our Czech site."),
                ("a", "Please add tours.vltava.cz to the allowed domains under Widget settings."),
                ("u", "That was it, thanks."),
            ]),
            dict(day=16, ev=[0], turns=[
                ("u", "Ahoj, what does the premium support add-on cost?"),
                ("a", "$49 per month."),
                ("u", "and how much is that in €? please give me euro amounts straight away next time, "
                      "I'm filling in a budget sheet in EUR."),
                ("a", "EUR 45 per month."),
            ]),
            dict(day=25, ev=[0], turns=[
                ("u", "We got charged twice for July, can you check?"),
                ("a", "Yes, a duplicate charge of $230 was made; it's refunded."),
                ("u", "thanks. and again USD... I need the figure in euros for accounting. Ceny prosím v eurech."),
                ("a", "The refund is EUR 212."),
            ]),
            dict(day=39, ev=[0], turns=[
                ("u", "Planning next year: what would the Enterprise tier be for us? EUR only please, "
                      "like I keep asking."),
                ("a", "For 40 seats, EUR 1,480 per month."),
            ]),
        ]),
    # 9 ---------------------------------------------------------------- cite documentation
    dict(
        tenant="meridian-labs", user="d.okonkwo", start="2026-03-30", hour=15,
        rules=[dict(concept="citations_docs_links", value="link the source docs", nameable=False,
                    rule="Cite the documentation page (with link) for any limit or claim")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Is there a maximum number of projects per organisation?"),
                ("a", "Yes, 200 projects per organisation."),
                ("u", "Where does that come from? Please link the docs page when you state a limit, "
                      "I need to check it myself."),
                ("a", "It's in Docs > Limits > Organisations: docs.meridian.dev/limits#orgs."),
            ]),
            dict(day=12, ev=[0], turns=[
                ("u", "Our auditor asks whether backups are encrypted at rest."),
                ("a", "Yes, all backups are AES-256 encrypted at rest."),
                ("u", "Can you include the source URL for that? I have to show the auditor where it's written."),
                ("a", "Security whitepaper, section 4.2: meridian.dev/security#backups."),
            ]),
            dict(day=20, ev=[], turns=[
                ("u", "How do I change the billing email?"),
                ("a", "Organisation > Billing > Billing contact."),
                ("u", "thanks"),
            ]),
            dict(day=28, ev=[0], turns=[
                ("u", "Does the EU region keep logs inside the EU?"),
                ("a", "Yes, logs never leave eu-central."),
                ("u", "no link again - which article says that? I'd like you to always cite the documentation "
                      "section you're relying on."),
                ("a", "Data residency page: docs.meridian.dev/regions/eu#logs."),
            ]),
            dict(day=44, ev=[0], turns=[
                ("u", "What is the retention for audit logs on Enterprise? With a reference please, as usual."),
                ("a", "400 days, per docs.meridian.dev/audit-logs#retention."),
            ]),
        ]),
    # 10 --------------------------------------------------------------- snake_case + type hints
    dict(
        tenant="kumo-robotics", user="t.ishikawa", start="2026-07-13", hour=10,
        rules=[
            dict(concept="naming_snake_case", value="snake_case identifiers", nameable=False,
                 rule="Use snake_case names in code examples, not camelCase"),
            dict(concept="python_type_hints", value="annotated functions", nameable=False,
                 rule="Include type hints in Python code examples"),
        ],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Can you show me how to read the joint telemetry stream with the Python client?"),
                ("a", "```python\ndef readJoints(robotId):\n    streamHandle = client.open(robotId)\n    return streamHandle.read()\n```"),
                ("u", "small thing: we use snake_case in our codebase, your example used camelCase. "
                      "read_joints, robot_id etc."),
                ("a", "```python\ndef read_joints(robot_id):\n    stream_handle = client.open(robot_id)\n    return stream_handle.read()\n```"),
            ]),
            dict(day=6, ev=[1], turns=[
                ("u", "How do I subscribe to the e-stop event?"),
                ("a", "```python\ndef on_estop(event):\n    log(event.code)\n\nclient.subscribe('estop', on_estop)\n```"),
                ("u", "could you add type hints? our linter rejects functions without annotations"),
                ("a", "```python\ndef on_estop(event: EstopEvent) -> None:\n    log(event.code)\n```"),
            ]),
            dict(day=14, ev=[0, 1], turns=[
                ("u", "Example for setting a velocity limit per axis?"),
                ("a", "```python\ndef setAxisLimit(axisName, maxVel):\n    client.axis(axisName).limit(maxVel)\n```"),
                ("u", "again with the camelCase 😅 snake_case for variables and functions please. "
                      "And it's missing annotations again - please type the parameters."),
                ("a", "```python\ndef set_axis_limit(axis_name: str, max_vel: float) -> None:\n    client.axis(axis_name).limit(max_vel)\n```"),
            ]),
            dict(day=21, ev=[], turns=[
                ("u", "Is firmware 4.2 compatible with the old gripper?"),
                ("a", "Yes, grippers from 2023 onwards work with 4.2."),
                ("u", "ok good"),
            ]),
            dict(day=29, ev=[1], turns=[
                ("u", "How do I batch-upload waypoints?"),
                ("a", "```python\ndef upload(points):\n    client.waypoints.bulk(points)\n```"),
                ("u", "def upload(points) without types won't pass mypy here. include them please."),
                ("a", "```python\ndef upload(points: list[Waypoint]) -> None:\n    client.waypoints.bulk(points)\n```"),
            ]),
            dict(day=36, ev=[0], turns=[
                ("u", "Need a snippet that reads the battery level, and name things like we do (battery_level, "
                      "not batteryLevel)."),
                ("a", "```python\nbattery_level: float = client.status().battery_level\n```"),
                ("u", "thanks"),
            ]),
        ]),
    # 11 --------------------------------------------------------------- avoid Docker Desktop
    dict(
        tenant="fjord-bank", user="e.larsen", start="2026-08-03", hour=12,
        rules=[dict(concept="avoid_docker_desktop", value="podman/colima instead", nameable=False,
                    rule="Do not suggest Docker Desktop; give podman or colima instructions")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "How do I run your local test gateway on my Mac?"),
                ("a", "Install Docker Desktop, then run `docker compose up gateway`."),
                ("u", "We're not allowed to install Docker Desktop here (licensing). Is there a way with podman?"),
                ("a", "Yes: `podman compose up gateway` works with the same file."),
            ]),
            dict(day=10, ev=[0], turns=[
                ("u", "The gateway container can't reach our VPN."),
                ("a", "In Docker Desktop, enable 'Use kernel networking for UDP' under Settings > Resources."),
                ("u", "please stop recommending Docker Desktop, it's blocked on all our laptops. podman machine is "
                      "what I have."),
                ("a", "With podman: `podman machine set --rootful` and restart the machine; it then uses the host VPN."),
            ]),
            dict(day=17, ev=[], turns=[
                ("u", "Which TLS versions does the sandbox accept?"),
                ("a", "TLS 1.2 and 1.3."),
                ("u", "thanks"),
            ]),
            dict(day=24, ev=[0], turns=[
                ("u", "New colleague needs the gateway too. Instructions without Docker Desktop please - podman or "
                      "colima only, that's all we're permitted to use."),
                ("a", "With colima: `brew install colima docker`, `colima start`, then `docker compose up gateway`."),
                ("u", "great"),
            ]),
            dict(day=35, ev=[0], turns=[
                ("u", "The gateway image fails to pull: 'unauthorized'."),
                ("a", "Sign in through Docker Desktop's account menu and retry."),
                ("u", "Again, no Docker Desktop on our machines. How do I log in with podman?"),
                ("a", "`podman login registry.fjordpay.dev` with your API token as the password."),
            ]),
        ]),
    # 12 --------------------------------------------------------------- answer first, then background
    dict(
        tenant="volta-grid", user="g.mensah", start="2026-05-18", hour=7,
        rules=[dict(concept="lead_with_the_fix", value="conclusion first, background after", nameable=False,
                    rule="Put the fix or answer in the first line, background afterwards")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Why does the inverter dashboard show 'stale' for site 14?"),
                ("a", "Site 14's gateway reports every 15 minutes over LTE. Since the last carrier update, the APN "
                      "changed, which means the gateway cannot authenticate, so readings pile up locally and the "
                      "dashboard marks them stale. To resolve it, update the APN to 'volta.m2m'."),
                ("u", "could you put the actual fix first and the background after? I read these on my phone "
                      "between site visits."),
                ("a", "Fix: set the APN to 'volta.m2m'. Background: the carrier changed it."),
            ]),
            dict(day=9, ev=[], turns=[
                ("u", "Can we add a second admin for the Kumasi region?"),
                ("a", "Yes, under Regions > Kumasi > Admins."),
                ("u", "done"),
            ]),
            dict(day=16, ev=[0], turns=[
                ("u", "Alarms for battery temperature keep firing at night."),
                ("a", "Night-time temperatures drop, and the battery management system compensates by heating, "
                      "which overshoots on older firmware, triggering the high-temperature alarm; this was fixed in "
                      "firmware 3.8, so the fix is to upgrade the BMS firmware."),
                ("u", "the fix was at the very bottom again. lead with it please"),
                ("a", "Upgrade the BMS to firmware 3.8. (Older firmware overshoots when heating at night.)"),
            ]),
            dict(day=23, ev=[0], turns=[
                ("u", "Export of the monthly yield report fails with a timeout."),
                ("a", "Export the report per region instead of all regions at once."),
                ("u", "that's the format I like: conclusion first, details after. Why does it time out though?"),
                ("a", "All-region exports exceed the 60 s limit since you added 40 sites."),
            ]),
            dict(day=37, ev=[0], turns=[
                ("u", "Start with the answer, then explain: can we run the meters on firmware 2.x and 3.x together?"),
                ("a", "Yes. Mixed fleets are supported; 2.x meters just lack the new voltage channel."),
            ]),
        ]),
    # 13 --------------------------------------------------------------- tone: no apologies
    dict(
        tenant="ponte-insurance", user="l.ferreira", start="2026-06-22", hour=15,
        rules=[dict(concept="no_apologies_tone", value="matter-of-fact, no apology boilerplate", nameable=False,
                    rule="Skip apologies and sympathy phrases; state the facts and the next step")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "The claims portal logs me out every few minutes."),
                ("a", "I'm so sorry for the inconvenience, and I sincerely apologise for the frustration this must "
                      "be causing. I completely understand. Could you tell me which browser you use?"),
                ("u", "Chrome. And you don't need to apologise in every message, just tell me what to do."),
                ("a", "Clear cookies for portal.ponte.pt and sign in again; the session cookie was corrupted."),
            ]),
            dict(day=8, ev=[], turns=[
                ("u", "How do I add a broker to our account?"),
                ("a", "Users > Invite, role Broker."),
                ("u", "ok"),
            ]),
            dict(day=15, ev=[0], turns=[
                ("u", "Document uploads fail above 10 MB."),
                ("a", "We deeply regret the trouble. Sorry for the inconvenience caused. The limit is 10 MB per file; "
                      "please split larger PDFs."),
                ("u", "less 'sorry for the inconvenience', more facts please. Can the limit be raised?"),
                ("a", "Yes, to 50 MB on request; I've raised it for your workspace."),
            ]),
            dict(day=27, ev=[0], turns=[
                ("u", "Policy numbers are missing from the monthly export."),
                ("a", "Apologies! We apologise for this. Very sorry. The column was renamed to policy_ref."),
                ("u", "Again three apologies before the answer. Please drop them, I just need the information."),
                ("a", "The column is now policy_ref."),
            ]),
            dict(day=40, ev=[0], turns=[
                ("u", "Straight facts please, no sympathy lines: is the API down right now?"),
                ("a", "Yes, since 14:05 UTC; ETA 15:00 UTC."),
            ]),
        ]),
    # 14 --------------------------------------------------------------- prices excl. VAT (French)
    dict(
        tenant="atelier-lumiere", user="c.girard", start="2026-04-13", hour=10,
        rules=[dict(concept="prices_excl_vat_ht", value="hors taxes (HT)", nameable=False,
                    rule="Give prices excluding VAT (hors taxes, HT)")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Bonjour, combien coûte le module de réservation en ligne ?"),
                ("a", "Il est à 36 € TTC par mois."),
                ("u", "Merci d'indiquer les prix hors taxes, c'est ce que notre comptable utilise."),
                ("a", "30 € HT par mois."),
            ]),
            dict(day=9, ev=[0], turns=[
                ("u", "Et l'option SMS, c'est combien ?"),
                ("a", "12 € par mois."),
                ("u", "Le montant est TTC ? Je préfère toujours le HT, s'il vous plaît."),
                ("a", "Oui c'était TTC : 10 € HT par mois."),
            ]),
            dict(day=16, ev=[], turns=[
                ("u", "Le calendrier ne se synchronise plus avec Google."),
                ("a", "Reconnectez le compte Google dans Paramètres > Intégrations."),
                ("u", "C'est reparti, merci."),
            ]),
            dict(day=25, ev=[0], turns=[
                ("u", "Nous voulons passer à la formule Studio pour 4 postes."),
                ("a", "Cela fait 172,80 € TTC par mois."),
                ("u", "Encore en TTC... donnez-moi les montants HT svp, sinon je dois tout recalculer."),
                ("a", "144 € HT par mois."),
            ]),
            dict(day=38, ev=[0], turns=[
                ("u", "Pour le devis de l'an prochain : tarifs hors taxe uniquement, comme d'habitude."),
                ("a", "Studio 4 postes : 1 728 € HT par an."),
            ]),
        ]),
    # 15 --------------------------------------------------------------- decimal comma (Spanish)
    dict(
        tenant="olivar-datos", user="j.ruiz", start="2026-07-20", hour=17,
        rules=[dict(concept="decimal_comma_numbers", value="1.234,56 (Spanish number format)", nameable=False,
                    rule="Write numbers Spanish style: decimal comma, dot for thousands")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "¿Cuánto almacenamiento estamos usando este mes?"),
                ("a", "Estáis usando 3.5 TB de 10 TB."),
                ("u", "¿Puedes usar coma decimal? Aquí escribimos 3,5 y no 3.5, que a mis compañeros les confunde."),
                ("a", "Claro: 3,5 TB de 10 TB."),
            ]),
            dict(day=8, ev=[], turns=[
                ("u", "¿Cómo doy acceso de solo lectura a un auditor?"),
                ("a", "En Equipo > Invitar, con el rol Lector."),
                ("u", "Gracias."),
            ]),
            dict(day=15, ev=[0], turns=[
                ("u", "¿Cuál fue el coste de cómputo de junio?"),
                ("a", "1,234.56 EUR."),
                ("u", "Otra vez con el formato inglés... por favor, 1.234,56 al estilo español."),
                ("a", "1.234,56 EUR."),
            ]),
            dict(day=26, ev=[0], turns=[
                ("u", "Necesito el tiempo medio de las consultas de ayer para un informe."),
                ("a", "El tiempo medio fue 0,82 s."),
                ("u", "Bien. Y recuerda para todo lo demás: separador decimal la coma, miles con punto."),
                ("a", "Anotado."),
            ]),
            dict(day=40, ev=[0], turns=[
                ("u", "Dame el uso de CPU por nodo. Con coma decimal, como siempre te pido."),
                ("a", "nodo-1: 62,4 %, nodo-2: 48,9 %, nodo-3: 71,0 %."),
            ]),
        ]),
    # 16 --------------------------------------------------------------- mention CLI version (Dutch/English)
    dict(
        tenant="polder-hosting", user="w.dekker", start="2026-08-10", hour=9,
        rules=[dict(concept="mention_cli_version", value="state which CLI version", nameable=False,
                    rule="Say which CLI version the instructions apply to")],
        sessions=[
            dict(day=0, ev=[0], turns=[
                ("u", "Hoe zet ik een DNS-record via de CLI?"),
                ("a", "`polder dns add example.nl A 1.2.3.4`"),
                ("u", "Kun je er ook bij zetten voor welke versie van de CLI dit geldt? Wij zitten vast op 3.x."),
                ("a", "Dit werkt vanaf CLI 3.2."),
            ]),
            dict(day=9, ev=[], turns=[
                ("u", "Is er vandaag onderhoud in Amsterdam?"),
                ("a", "Nee, het volgende onderhoud is volgende week dinsdag."),
                ("u", "Dank je."),
            ]),
            dict(day=15, ev=[0], turns=[
                ("u", "How do I list the snapshots of a volume?"),
                ("a", "`polder volume snapshots VOLUME_ID`"),
                ("u", "Please mention the CLI version your instructions are for - ours is pinned to 3.x and half of "
                      "what I find online is for 4."),
                ("a", "That command exists from 3.0 onwards; in 4.x it's `polder snapshot ls`."),
            ]),
            dict(day=24, ev=[0], turns=[
                ("u", "Hoe verleng ik een certificaat handmatig?"),
                ("a", "`polder cert renew DOMAIN`"),
                ("u", "Weer geen versienummer erbij... graag altijd vermelden voor welke versie het is."),
                ("a", "Sorry: `polder cert renew` bestaat sinds CLI 3.4."),
            ]),
            dict(day=36, ev=[0], turns=[
                ("u", "One more: how do I rotate the API token from the command line? Tell me which CLI release "
                      "it needs, as usual."),
                ("a", "`polder token rotate` (CLI 3.6 and later)."),
            ]),
        ]),
    # 17 --------------------------------------------------------------- plain text, no markdown
    dict(
        tenant="taiga-support", user="n.petrov", start="2026-03-09", hour=6,
        rules=[dict(concept="plain_text_no_markdown", value="plain text", nameable=False,
                    rule="Reply in plain text without markdown formatting")],
        sessions=[
            dict(day=0, ev=[], turns=[
                ("u", "Is the Frankfurt mail relay up? Our outbound queue is growing."),
                ("a", "It was restarted at 06:10 UTC; the queue should drain within 20 minutes."),
                ("u", "ok it's draining"),
            ]),
            dict(day=7, ev=[0], turns=[
                ("u", "How do I set up SPF for the relay?"),
                ("a", "## SPF setup\n**Step 1:** add `include:relay.taiga.net`\n**Step 2:** wait for DNS"),
                ("u", "your reply shows up full of ** and ## in our ticket tool, it doesn't render markdown. "
                      "plain text please"),
                ("a", "Add include:relay.taiga.net to your SPF record, then allow an hour for DNS."),
            ]),
            dict(day=18, ev=[0], turns=[
                ("u", "Can you give me the DKIM selector values for both domains?"),
                ("a", "| domain | selector |\n|---|---|\n| a.example | tg1 |\n| b.example | tg2 |"),
                ("u", "no markdown tables or formatting please, it comes out as pipes and dashes on our side"),
                ("a", "a.example uses selector tg1, b.example uses selector tg2."),
            ]),
            dict(day=26, ev=[], turns=[
                ("u", "Does the relay support TLS 1.3?"),
                ("a", "Yes."),
                ("u", "good"),
            ]),
            dict(day=33, ev=[0], turns=[
                ("u", "Bounce rate jumped to 8% this morning."),
                ("a", "- **Cause:** a blocklist entry\n- **Fix:** we've requested delisting"),
                ("u", "could you drop the asterisks and the bullet dashes? just normal sentences, our helpdesk "
                      "shows the raw characters."),
                ("a", "One of our IPs was blocklisted; we've requested delisting and moved your traffic to another IP."),
            ]),
        ]),
]


ONE_OFF_USERS = [
    # one preference stated once, other sessions unrelated
    dict(
        tenant="harbor-analytics", user="f.keller", start="2026-05-25", hour=11,
        why="a single 24-hour-time request; other sessions carry no preference",
        sessions=[
            dict(day=0, turns=[
                ("u", "When is tomorrow's maintenance window?"),
                ("a", "From 2 PM to 4 PM UTC."),
                ("u", "thanks. could you use 24-hour times with me? 14:00-16:00 is easier to read."),
                ("a", "Sure: 14:00-16:00 UTC."),
            ]),
            dict(day=12, turns=[
                ("u", "Our API key was leaked in a public repo, can you revoke it?"),
                ("a", "Revoked. Create a new one under Settings > API keys."),
                ("u", "done, thank you"),
            ]),
            dict(day=27, turns=[
                ("u", "How many dashboards can we share publicly on Growth?"),
                ("a", "Up to 10 public dashboards."),
                ("u", "ok"),
            ]),
        ]),
    # three different preferences, each once
    dict(
        tenant="corrib-energy", user="h.osei", start="2026-04-01", hour=13,
        why="three unrelated preferences (length, currency, citations), each stated once",
        sessions=[
            dict(day=0, turns=[
                ("u", "Short answer please: can I pay my bill by direct debit?"),
                ("a", "Yes."),
                ("u", "thanks"),
            ]),
            dict(day=14, turns=[
                ("u", "I work for a UK client now - quote the solar panel add-on in pounds sterling please."),
                ("a", "GBP 18 per month."),
            ]),
            dict(day=29, turns=[
                ("u", "You said feed-in payments are taxed. Please send me the link to where that is stated."),
                ("a", "It's on revenue.ie under 'Micro-generation'."),
                ("u", "ok, found it"),
            ]),
        ]),
    # scoped one-offs ("just this once", "for this report", "today")
    dict(
        tenant="olivar-datos", user="v.castillo", start="2026-06-08", hour=10,
        why="each request is explicitly scoped to one occasion (this once, this report, today)",
        sessions=[
            dict(day=0, turns=[
                ("u", "Solo esta vez, respóndeme en inglés por favor, que lo reenvío a mi jefe de Londres: "
                      "¿qué SLA tiene el plan Pro?"),
                ("a", "The Pro plan has a 99.9% monthly uptime SLA."),
                ("u", "Gracias."),
            ]),
            dict(day=11, turns=[
                ("u", "Para este informe concreto necesito los totales en libras, no en euros."),
                ("a", "Total Q2: GBP 4,120."),
                ("u", "perfecto"),
            ]),
            dict(day=23, turns=[
                ("u", "Hoy voy con el móvil en el aeropuerto, así que respuesta muy corta: ¿el clúster de Madrid "
                      "está caído?"),
                ("a", "No, está operativo."),
            ]),
        ]),
    # other people's preferences and a hypothetical
    dict(
        tenant="taiga-support", user="i.kowalczyk", start="2026-07-01", hour=9,
        why="preferences of a manager, the finance team and auditors, and a hypothetical; none are the user's",
        sessions=[
            dict(day=0, turns=[
                ("u", "My manager prefers phone calls for outages, but for me chat is fine. Is the relay healthy?"),
                ("a", "Yes, all relays are healthy."),
            ]),
            dict(day=10, turns=[
                ("u", "Our finance team wants the invoices in euros; can the billing address be in Warsaw while "
                      "the invoice currency stays PLN for us?"),
                ("a", "Yes, currency and address are independent settings."),
            ]),
            dict(day=20, turns=[
                ("u", "Auditors like every statement backed by a source. If we ever go for ISO 27001 we'd need "
                      "your SOC report - do you have one?"),
                ("a", "Yes, the SOC 2 Type II report is available under NDA."),
                ("u", "good to know"),
            ]),
        ]),
    # questions about the product's format settings, not how to reply
    dict(
        tenant="fjord-bank", user="a.lindgren", start="2026-08-05", hour=14,
        why="questions about what the product supports (date export, invoice currency, 12-hour display)",
        sessions=[
            dict(day=0, turns=[
                ("u", "Does the transaction export support ISO 8601 dates, or only the US format?"),
                ("a", "Both; choose it under Export > Date format."),
            ]),
            dict(day=9, turns=[
                ("u", "Can the sandbox invoices show EUR instead of NOK?"),
                ("a", "Yes, set the invoice currency per merchant."),
            ]),
            dict(day=21, turns=[
                ("u", "Is there a dashboard setting for 12-hour time? Our US team asked."),
                ("a", "Yes, under Profile > Locale > Time format."),
                ("u", "thanks"),
            ]),
        ]),
    # the same topic word (dates) in problem reports, not preferences
    dict(
        tenant="meridian-labs", user="o.nwosu", start="2026-05-05", hour=16,
        why="three bug reports about dates in the product, none a preference about how to answer",
        sessions=[
            dict(day=0, turns=[
                ("u", "The due date in the sprint report is off by one day, please fix."),
                ("a", "It was a time zone bug in the report; fixed in today's release."),
            ]),
            dict(day=13, turns=[
                ("u", "The date filter ignores my time zone again - items from 23:30 show up on the next day."),
                ("a", "Set your profile time zone; the filter uses it since this week."),
                ("u", "ok that works"),
            ]),
            dict(day=26, turns=[
                ("u", "CSV export writes the date column empty for archived items. Please look into it."),
                ("a", "Confirmed, a fix ships on Thursday."),
            ]),
        ]),
    # a preference stated once, then the opposite stated once
    dict(
        tenant="volta-grid", user="q.zhang", start="2026-06-29", hour=8,
        why="short answers asked once, later the opposite (full explanations) once; no repetition",
        sessions=[
            dict(day=0, turns=[
                ("u", "Just the short version: is the grid API up?"),
                ("a", "Yes."),
            ]),
            dict(day=11, turns=[
                ("u", "How do I register a new substation?"),
                ("a", "Assets > Substations > Add."),
                ("u", "found it"),
            ]),
            dict(day=24, turns=[
                ("u", "Actually I've changed my mind about short replies - for the forecasting questions I need "
                      "the full explanation. Why did the load forecast jump on Monday?"),
                ("a", "A public holiday was missing from the calendar, so Monday was forecast as a normal workday; "
                      "we've added it and re-run the forecast."),
            ]),
        ]),
]


# Procedural patterns, tenant quillon-cloud. Phases are (count, successes, day range);
# the generator lays out outcomes deterministically within each phase.
PATTERN_TENANT = "quillon-cloud"
PATTERN_USERS = [f"u-qc-{i:02d}" for i in range(1, 10)]
PATTERN_START = "2026-03-02"

PATTERNS = {
    "ask-for-har-file": dict(
        kind="success-then-failures", expected_deprecated=True,
        behaviour="Could you record a HAR file of the failing page load and attach it to the ticket?",
        phases=[(22, 22, (0, 80)), (14, 0, (95, 175))],
        problems=["the console page hangs on 'Loading projects'", "the billing page is blank after login",
                  "uploads in the web UI stall at 99%", "the settings page throws a generic error"],
    ),
    "flush-dns-cache": dict(
        kind="failures-then-recovery", expected_deprecated=False,
        behaviour="Please flush your local DNS cache and retry; the record was changed recently.",
        phases=[(10, 0, (5, 60)), (16, 16, (75, 178))],
        problems=["api.quillon.io resolves to an old IP for us", "our custom domain shows the parking page",
                  "the status page loads but the API times out", "SSL name mismatch on our endpoint"],
    ),
    "offer-cdn-purge": dict(
        kind="coin", expected_deprecated=True,
        behaviour="I can purge the CDN cache for your bucket so the new files are served.",
        phases=[(36, 18, (0, 178))],
        problems=["customers still see the old logo", "the new JS bundle isn't picked up",
                  "stale images on the product page", "the download link serves last week's build"],
    ),
    "reissue-invite-link": dict(
        kind="coin", expected_deprecated=True,
        behaviour="I've reissued the invitation link; please try the new one from the email.",
        phases=[(28, 14, (10, 175))],
        problems=["a new teammate says the invite link is expired", "the invite email lands but the link 404s",
                  "our contractor can't accept the workspace invite"],
    ),
    "check-api-key-scope": dict(
        kind="steady", expected_deprecated=False,
        behaviour="Please check that the API key has the write scope for this project; read-only keys get 403.",
        phases=[(31, 28, (0, 178))],
        problems=["POST /v2/objects returns 403", "our CI deploy step gets 'forbidden'",
                  "the terraform provider fails with 403 on apply", "webhook creation via API is denied"],
    ),
    "toggle-legacy-auth": dict(
        kind="decline", expected_deprecated=True,
        behaviour="Try enabling legacy authentication for the integration under Security > Compatibility.",
        # 14 of 15 good, then 3 of 9 good, then 6 straight failures
        phases=[(15, 14, (0, 70)), (9, 3, (80, 140)), (6, 0, (145, 178))],
        problems=["the old SFTP client can't log in", "our on-prem backup tool is rejected at login",
                  "a legacy SMTP integration fails to authenticate"],
    ),
    "rotate-webhook-secret": dict(
        kind="late-clear-winner", expected_deprecated=False,
        behaviour="Rotate the webhook signing secret and update it in your receiver; signatures will verify again.",
        # a newly registered approach, used only in the last five weeks
        phases=[(12, 11, (140, 178))],
        problems=["webhook signature verification fails on every event", "our receiver rejects all webhooks as unsigned",
                  "HMAC mismatch on incoming webhooks"],
    ),
    "restart-sync-agent": dict(
        kind="never-works", expected_deprecated=True,
        behaviour="Restart the sync agent service on the host and check whether files start syncing.",
        phases=[(12, 0, (20, 170))],
        problems=["the sync agent shows 'idle' but nothing uploads", "files from the NAS stopped syncing",
                  "sync is stuck at 'scanning'"],
    ),
}

OPENERS = ["hi, {p}", "Hello - {p}.", "{p}, can you help?", "Morning. {p} since yesterday.",
           "hey support, {p}", "Urgent-ish: {p}"]
ASSIST_INTRO = ["Thanks for reaching out.", "Let's get that sorted.", "Thanks, I've opened a case.",
                "Understood.", "Got it."]
SUCCESS = ["that fixed it, thanks!", "works now 👍", "yes, all good again", "perfect, problem solved",
           "confirmed, it's working", "great, that did the trick"]
FAILURE = ["no change, still broken", "did that, same problem", "that didn't help unfortunately",
           "still failing after trying it", "nope, nothing changed", "tried it twice, no luck"]
AFTER_SUCCESS = ["Glad to hear it. Closing the case.", "Great, I'll close this ticket."]
AFTER_FAILURE = ["Sorry about that, I'm escalating this to our engineers.",
                 "Thanks for trying. I've passed it to the second line team."]
