# -*- coding: utf-8 -*-
"""Hand-written content of held-out set L: 10 users / 10 tenants, 24 support sessions.

Each session: (label, started_at ISO with offset, [(role, text), ...]).
Truth references sessions by label; the generator turns labels into ids.
"""

USERS = []


def U(tenant, user, sessions, current, changes, retractions, traps, issues, file_order=None):
    USERS.append(dict(tenant=tenant, user=user, sessions=sessions, current=current, changes=changes,
                      retractions=retractions, traps=traps, issues=issues, file_order=file_order))


# ---------------------------------------------------------------- 1 marta.p (Catalan s1-s2, English s3)
U("escola-harmonia", "marta.p", [
    ("s1", "2026-10-06T09:10:00+02:00", [
        ("user", "Bon dia! Sóc la Marta, de l'equip tècnic de l'Escola Harmonia. La plataforma d'inscripcions és una aplicació Django "
                 "amb PostgreSQL 14, allotjada a Google Cloud. Som quatre desenvolupadors."),
        ("assistant", "Bon dia, Marta. Gràcies pel context. En què us puc ajudar avui?"),
        ("user", "Els correus de confirmació d'inscripció arriben amb una hora de retard. Per a les sessions fem servir Memcached. "
                 "Si us plau, responeu-me sempre en català, i poseu les dates com DD/MM/YYYY, el dia primer."),
        ("assistant", "Entesos. El retard sol venir de la cua d'enviament del proveïdor de correu; reviso els registres del vostre compte i us dic alguna cosa."),
    ]),
    ("s2", "2026-10-27T16:40:00+01:00", [
        ("user", "Hola de nou. Ja hem fet la migració de la base de dades: aquest cap de setmana vam passar de PostgreSQL 14 a PostgreSQL 16."),
        ("assistant", "Molt bé. Recordeu actualitzar la cadena de connexió del connector d'informes si apunta a l'instància antiga."),
        ("user", "Fet. Una altra cosa: hem deixat de fer servir Memcached, ara mateix no tenim cap capa de memòria cau. Els correus ja arriben a temps. "
                 "Per cert, un dels nostres clients, el Conservatori del Liceu, té el seu sistema en Oracle, però això no és cosa nostra."),
        ("assistant", "D'acord, ho tinc en compte. Si el Conservatori necessita una exportació, la podem fer en CSV sense tocar el seu Oracle."),
    ]),
    ("s3", "2026-11-18T11:05:00+01:00", [
        ("user", "Writing in English this time so our new contractor, Tom, can follow - but keep replying to me in Catalan afterwards, please. "
                 "We're now six developers. Postgres has been fine since the upgrade."),
        ("assistant", "Welcome, Tom. Noted, Marta - back to Catalan after this thread."),
        ("user", "We're evaluating a move to Azure next year because of a university grant, nothing decided. The actual question: the CSV export "
                 "of enrolments shows the wrong teacher names for the piano groups."),
        ("assistant", "That export joins on the old teacher table. I'll open a ticket; meanwhile filter by group id instead of name."),
    ]),
], current={"framework": "Django", "database": "PostgreSQL 16", "cloud_provider": "GCP", "team_size": "6",
            "reply_language": "Catalan", "date_format": "DD/MM/YYYY"},
   changes=[("database", "PostgreSQL 14", "PostgreSQL 16", "s2"), ("team_size", "4", "6", "s3")],
   retractions=[("cache", "Memcached", "s2")],
   traps=[("database", "Oracle", "client Conservatori del Liceu's system"),
          ("cloud_provider", "Azure", "evaluating a move, nothing decided"),
          ("database", "PostgreSQL 14", "superseded"), ("team_size", "4", "superseded"),
          ("cache", "Memcached", "retracted"),
          ("reply_language", "English", "s3 written in English for a contractor; asked to keep Catalan")],
   issues=[("enrolment confirmation emails an hour late (resolved by s2)", "s1"),
           ("CSV export of enrolments shows wrong teacher names (open)", "s3")])

# ---------------------------------------------------------------- 2 aisyah.r (Malay s1-s2)
U("halalcheck", "aisyah.r", [
    ("s1", "2026-10-08T10:00:00+08:00", [
        ("user", "Selamat pagi. Sistem kami ditulis dalam Python dengan FastAPI, pangkalan data MySQL 8.0, dan semuanya di AWS. "
                 "Kami guna RabbitMQ untuk hantar notifikasi pemeriksaan kepada restoran. Kami masih dalam pelan Starter."),
        ("assistant", "Selamat pagi, Aisyah. Terima kasih atas maklumat itu. Apa masalah yang anda hadapi?"),
        ("user", "Muat naik sijil PDF gagal bila fail lebih 10 MB. Tolong hubungi saya melalui e-mel, bukan WhatsApp - saya tak sempat baca WhatsApp. "
                 "Dan jawapan ringkas sahaja ya, terus kepada intinya."),
        ("assistant", "Baik. Had muat naik lalai ialah 10 MB; saya boleh naikkan kepada 25 MB untuk akaun anda."),
    ]),
    ("s2", "2026-11-05T15:20:00+08:00", [
        ("user", "Hai, ada perkembangan: kami dah naik taraf ke pelan Growth minggu lepas. RabbitMQ pula kami dah buang terus - notifikasi "
                 "sekarang dihantar terus dari API, tiada baris gilir lagi."),
        ("assistant", "Baik, dicatat. Pastikan percubaan semula dibuat di pihak API kerana tiada lagi baris gilir yang menyimpan mesej."),
        ("user", "Satu lagi: pembekal pembayaran kami guna SQL Server, kalau itu membantu untuk integrasi. Masalah PDF dah selesai, terima kasih. "
                 "Isu baharu: laporan bulanan tunjuk tarikh dalam format Amerika, MM/DD/YYYY. Kami mahu format ISO, YYYY-MM-DD."),
        ("assistant", "Saya akan tukar format laporan kepada ISO untuk akaun anda; laporan seterusnya akan guna YYYY-MM-DD."),
    ]),
], current={"programming_language": "Python", "framework": "FastAPI", "database": "MySQL 8.0", "cloud_provider": "AWS",
            "contact_channel": "email", "answer_style": "short", "plan": "Growth", "date_format": "ISO 8601"},
   changes=[("plan", "Starter", "Growth", "s2")],
   retractions=[("message_queue", "RabbitMQ", "s2")],
   traps=[("contact_channel", "WhatsApp", "rejected channel"),
          ("database", "SQL Server", "payment supplier's database"),
          ("date_format", "MM/DD/YYYY", "complaint about the report, not a preference"),
          ("plan", "Starter", "superseded"), ("message_queue", "RabbitMQ", "retracted")],
   issues=[("certificate PDF upload fails above 10 MB (resolved by s2)", "s1"),
           ("monthly report shows US dates (open, fix promised)", "s2")])

# ---------------------------------------------------------------- 3 paolo.d (Tagalog s1-s2, English s3); file order s3, s1, s2
U("isla-hop", "paolo.d", [
    ("s1", "2026-10-07T13:30:00+08:00", [
        ("user", "Magandang hapon po! Yung booking system namin ay Laravel, PHP 8.2, naka-MariaDB 10.6 sa DigitalOcean. Lima kaming developer."),
        ("assistant", "Magandang hapon, Paolo. Salamat sa impormasyon. Ano po ang maitutulong ko?"),
        ("user", "Gumagamit kami ng Sentry para sa error tracking. Ang problema: nagkakaroon ng dobleng booking kapag sabay na nag-click ang dalawang "
                 "customer sa parehong bangka. Pakisagot nang detalyado, hakbang-hakbang, para masundan ng team."),
        ("assistant", "Sige po. Una, lagyan ng row lock ang seat inventory sa loob ng transaction; pangalawa, gumamit ng unique constraint sa trip at upuan; "
                      "pangatlo, ibalik ang error sa pangalawang nag-click."),
    ]),
    ("s2", "2026-10-29T09:45:00+08:00", [
        ("user", "Update po: nag-upgrade kami mula MariaDB 10.6 papuntang MariaDB 11.4 noong Sabado. Tinanggal na rin namin ang Sentry - wala pa kaming "
                 "kapalit sa ngayon."),
        ("assistant", "Noted po. Sa MariaDB 11.4, tingnan ang bagong default ng optimizer; minsan bumabagal ang mga lumang query."),
        ("user", "Yung partner naming travel agency sa Maynila ay naka-Azure at gusto nilang kumonekta sa API namin. Iniisip din namin lumipat sa AWS, "
                 "pero hindi pa sigurado."),
        ("assistant", "Puwede silang gumamit ng API key na may limitadong scope. Sabihan n'yo lang ako kapag may desisyon kayo tungkol sa hosting."),
    ]),
    ("s3", "2026-11-20T10:15:00+08:00", [
        ("user", "Hi, writing in English for our new ops lead. We moved from DigitalOcean to Linode last week - Akamai gave us credits. "
                 "MariaDB 11.4 came along unchanged."),
        ("assistant", "Thanks for the update. Remember to re-point the backup job to the new object storage."),
        ("user", "The double-booking bug is gone since the row locks went in. Our ops lead's previous company ran everything on Kubernetes; we don't, and "
                 "we have no plans to. Short answers from now on, please - just the commands, no essay."),
        ("assistant", "Understood."),
    ]),
], current={"framework": "Laravel", "programming_language": "PHP 8.2", "database": "MariaDB 11.4", "cloud_provider": "Linode",
            "team_size": "5", "answer_style": "short"},
   changes=[("database", "MariaDB 10.6", "MariaDB 11.4", "s2"), ("cloud_provider", "DigitalOcean", "Linode", "s3"),
            ("answer_style", "detailed", "short", "s3")],
   retractions=[("observability", "Sentry", "s2")],
   traps=[("cloud_provider", "Azure", "partner travel agency's cloud"), ("cloud_provider", "AWS", "considering, not sure"),
          ("orchestration", "Kubernetes", "ops lead's previous company; no plans"),
          ("database", "MariaDB 10.6", "superseded"), ("cloud_provider", "DigitalOcean", "superseded"),
          ("answer_style", "detailed", "superseded"), ("observability", "Sentry", "retracted")],
   issues=[("double booking when two customers click the same boat at once (resolved by s3)", "s1")],
   file_order=["s3", "s1", "s2"])

# ---------------------------------------------------------------- 4 amani.w (Swahili s1, English s2)
U("serengeti-lodges", "amani.w", [
    ("s1", "2026-10-12T08:30:00+03:00", [
        ("user", "Habari! Mfumo wetu wa kuhifadhi vyumba vya lodge umeandikwa kwa Ruby, tukitumia Rails, hifadhidata ni PostgreSQL 15, na tuko kwenye Heroku. "
                 "Tunatumia Sidekiq kutuma barua pepe za uthibitisho."),
        ("assistant", "Habari, Amani. Asante kwa maelezo. Nikusaidie na nini leo?"),
        ("user", "Tatizo: malipo ya M-Pesa yanathibitishwa mara mbili kwa baadhi ya wageni. Tafadhali nijibu kwa Kiingereza, timu yangu yote inasoma Kiingereza. "
                 "Tuko watu watatu tu kwenye timu ya teknolojia."),
        ("assistant", "Sure - I'll answer in English from here. The double confirmation usually means the M-Pesa callback is retried; make the handler idempotent on the transaction id."),
    ]),
    ("s2", "2026-11-09T14:00:00+03:00", [
        ("user", "Hello again. We finished moving off Heroku - the app now runs on AWS, in the Cape Town region. We also switched Sidekiq off; confirmation "
                 "emails go out directly from the web request now, no job queue at all."),
        ("assistant", "Good to know. Watch the request timeouts, since sending mail inline makes checkout slower."),
        ("user", "Our booking-agent partner in Nairobi runs on MongoDB and asked if we could move too - we won't. The double M-Pesa confirmation is "
                 "still happening, about twice a day."),
        ("assistant", "Then the callback handler still isn't idempotent. Can you send me two affected transaction ids?"),
    ]),
], current={"programming_language": "Ruby", "framework": "Ruby on Rails", "database": "PostgreSQL 15", "cloud_provider": "AWS",
            "reply_language": "English", "team_size": "3"},
   changes=[("cloud_provider", "Heroku", "AWS", "s2")],
   retractions=[("message_queue", "Sidekiq", "s2")],
   traps=[("database", "MongoDB", "booking-agent partner's database; user declined"),
          ("cloud_provider", "Heroku", "superseded"), ("message_queue", "Sidekiq", "retracted"),
          ("reply_language", "Swahili", "s1 written in Swahili but asks for English replies")],
   issues=[("M-Pesa payments confirmed twice (open at s2)", "s1")])

# ---------------------------------------------------------------- 5 lukas.h (Slovak s1-s2, English s3); file order s2, s3, s1
U("medovnik", "lukas.h", [
    ("s1", "2026-10-05T10:20:00+02:00", [
        ("user", "Dobrý deň, sme malý tím - traja vývojári. Náš obchod s medom od slovenských včelárov má backend v TypeScripte s frameworkom Express, "
                 "databáza je MongoDB 6 a hostujeme u Hetznera. Ako cache používame Redis."),
        ("assistant", "Dobrý deň, Lukáš. Ďakujem za prehľad. S čím vám môžem pomôcť?"),
        ("user", "Sme v pásme CET, Bratislava. Kontaktujte ma prosím cez Slack, e-maily čítam len raz za týždeň. A ešte: košík sa občas vyprázdni po prihlásení."),
        ("assistant", "Rozumiem. Prázdny košík po prihlásení zvyčajne znamená, že sa pri prihlásení vytvára nová relácia; skontrolujem nastavenie cookies."),
    ]),
    ("s2", "2026-10-26T13:00:00+01:00", [
        ("user", "Ahoj, novinka: MongoDB sme nahradili PostgreSQL 16, migrácia skončila v piatok. A Redis sme úplne vypli, žiadnu cache momentálne nemáme."),
        ("assistant", "Výborne. Bez cache sledujte čas odozvy vyhľadávania, môže byť vyšší."),
        ("user", "Náš dodávateľ platobnej brány beží na Azure, preto sa pýtajú na naše IP adresy. Uvažujeme aj o Kubernetes, ale zatiaľ nič konkrétne. "
                 "Košík sa už nevyprázdňuje."),
        ("assistant", "Pošlem vám zoznam odchádzajúcich IP adries pre whitelist dodávateľa."),
    ]),
    ("s3", "2026-11-23T09:40:00+01:00", [
        ("user", "Hi - English today, my co-founder is reading along. A correction to what I told you at the start: we're not three developers, "
                 "we're four - I forgot our part-timer. Still on Postgres 16 and Hetzner."),
        ("assistant", "Thanks, corrected."),
        ("user", "Also, please use Microsoft Teams to contact me from now on - we've left Slack. And the honey-batch search is slow again, several seconds per query."),
        ("assistant", "Noted. For the search, an index on batch region and harvest year should help; I'll send the exact statement."),
    ]),
], current={"team_size": "4", "programming_language": "TypeScript", "framework": "Express", "database": "PostgreSQL 16",
            "cloud_provider": "Hetzner", "timezone": "CET", "contact_channel": "Microsoft Teams"},
   changes=[("database", "MongoDB 6", "PostgreSQL 16", "s2"), ("team_size", "3", "4", "s3"),
            ("contact_channel", "Slack", "Microsoft Teams", "s3")],
   retractions=[("cache", "Redis", "s2")],
   traps=[("contact_channel", "email", "reads e-mail only weekly; asked for Slack"),
          ("cloud_provider", "Azure", "payment-gateway supplier's cloud"),
          ("orchestration", "Kubernetes", "considering, nothing concrete"),
          ("database", "MongoDB 6", "superseded"), ("team_size", "3", "superseded (corrected)"),
          ("contact_channel", "Slack", "superseded"), ("cache", "Redis", "retracted")],
   issues=[("cart emptied after login (resolved by s2)", "s1"), ("honey-batch search slow, seconds per query (open)", "s3")],
   file_order=["s2", "s3", "s1"])

# ---------------------------------------------------------------- 6 shirin.m (Persian s1-s2)
U("zafaran-co", "shirin.m", [
    ("s1", "2026-10-14T10:00:00-04:00", [
        ("user", "سلام. سیستم انبار ما با زبان Go نوشته شده و پایگاه داده‌اش PostgreSQL 13 است. روی Google Cloud هستیم و برای صف پیام از Kafka استفاده می‌کنیم."),
        ("assistant", "سلام شیرین، ممنون از توضیحات. چه کمکی از دستم برمی‌آید؟"),
        ("user", "ما در تورنتو هستیم، به وقت شرقی (Eastern). لطفاً تاریخ‌ها را به صورت YYYY-MM-DD بنویسید. مشکل فعلی: گزارش موجودی زعفران هر شب دو بار ارسال می‌شود."),
        ("assistant", "حتماً. ارسال دوباره معمولاً یعنی زمان‌بند دو نمونه دارد؛ تنظیمات cron را بررسی می‌کنم."),
    ]),
    ("s2", "2026-11-11T09:30:00-05:00", [
        ("user", "سلام دوباره. Kafka را کنار گذاشتیم و دیگر هیچ صف پیامی نداریم؛ سرویس‌ها مستقیم با هم صحبت می‌کنند. پایگاه داده را هم از PostgreSQL 13 به 15 ارتقا دادیم."),
        ("assistant", "عالی است. بعد از ارتقا، آمار جدول‌ها را دوباره بسازید تا برنامه‌ریزی کوئری‌ها درست شود."),
        ("user", "یکی از مشتریان ما در دبی از Oracle استفاده می‌کند و فایل‌ها را با فرمت خودش می‌خواهد. شاید سال آینده به AWS برویم، ولی هنوز تصمیمی نگرفته‌ایم. "
                 "مشکل ارسال دوباره‌ی گزارش هم حل شد."),
        ("assistant", "برای مشتری دبی می‌توانیم یک خروجی CSV با ستون‌های دلخواه بسازیم."),
    ]),
], current={"programming_language": "Go", "database": "PostgreSQL 15", "cloud_provider": "GCP", "timezone": "Eastern time",
            "date_format": "ISO 8601"},
   changes=[("database", "PostgreSQL 13", "PostgreSQL 15", "s2")],
   retractions=[("message_queue", "Kafka", "s2")],
   traps=[("database", "Oracle", "customer in Dubai"), ("cloud_provider", "AWS", "maybe next year, undecided"),
          ("database", "PostgreSQL 13", "superseded"), ("message_queue", "Kafka", "retracted")],
   issues=[("saffron stock report sent twice every night (resolved by s2)", "s1")])

# ---------------------------------------------------------------- 7 grace.o (English)
U("willowbrook-venues", "grace.o", [
    ("s1", "2026-10-09T14:10:00+01:00", [
        ("user", "Hi there. Quick background: our venue booking site is Next.js on Vercel, the data lives in Supabase, and Jenkins runs our builds. "
                 "We're on the Pro plan, team of seven engineers."),
        ("assistant", "Thanks, Grace. What can I help with today?"),
        ("user", "We're UK-based, London time. I'd rather have detailed answers with the reasoning - the short ones confused my team last time. "
                 "And one of our suppliers, the caterer, keeps its menus in Firestore; that's theirs, not ours, so ignore it."),
        ("assistant", "Understood - I'll explain the reasoning behind each step from now on."),
    ]),
    ("s2", "2026-11-16T10:30:00+00:00", [
        ("user", "Hello! Two updates. We retired Jenkins last week; for now deploys are done by hand from the Vercel CLI, no CI at all. "
                 "And we moved up to the Business plan on Friday."),
        ("assistant", "Thanks. The Business plan limits are active on your account already."),
        ("user", "Also, the deposit reminder emails stopped going out after the plan change. And please use DD/MM/YYYY in anything you send me - "
                 "the last report had American dates and a couple saw the wrong wedding day."),
        ("assistant", "Sorry about that. I've switched your reports to day-first dates and I'm looking at the reminder job now."),
    ]),
], current={"framework": "Next.js", "cloud_provider": "Vercel", "database": "Supabase", "plan": "Business", "team_size": "7",
            "timezone": "UK", "answer_style": "detailed", "date_format": "DD/MM/YYYY"},
   changes=[("plan", "Pro", "Business", "s2")],
   retractions=[("ci_system", "Jenkins", "s2")],
   traps=[("database", "Firestore", "supplier (caterer) keeps menus there"),
          ("answer_style", "short", "rejected style"), ("date_format", "MM/DD/YYYY", "rejected American dates"),
          ("plan", "Pro", "superseded"), ("ci_system", "Jenkins", "retracted")],
   issues=[("deposit reminder emails stopped after plan change (open)", "s2")])

# ---------------------------------------------------------------- 8 ben.k (English); file order s3, s2, s1 (newest first)
U("plowpath", "ben.k", [
    ("s1", "2026-10-13T08:00:00-05:00", [
        ("user", "Hey. We build the routing software for the city's snow-plow fleet. Backend is Java 17 with Spring Boot, hosted on Azure, database is "
                 "SQL Server 2019, CI is GitHub Actions, and Datadog for monitoring. Email is the best way to reach me."),
        ("assistant", "Thanks, Ben. So: Java 17 and Spring Boot on AWS with SQL Server 2019 - got it. What's the problem?"),
        ("user", "No, I said Azure, not AWS - we've never been on AWS. We're in Chicago, Central time, and the team is twelve developers. "
                 "The problem: plow GPS pings arrive out of order after midnight."),
        ("assistant", "Sorry, Azure it is. Out-of-order pings usually mean the devices buffer offline; sort by the device timestamp, not the arrival time."),
    ]),
    ("s2", "2026-11-02T07:45:00-06:00", [
        ("user", "Morning. We upgraded Java from 17 to 21 over the weekend. And Datadog has been removed - the city didn't renew that contract "
                 "and nothing has replaced it yet."),
        ("assistant", "Noted. Without an APM, keep the Spring actuator health endpoints on so you can at least see liveness."),
        ("user", "The route-optimizer job is timing out on big storms, over thirty minutes. Our new hire came from a company that ran everything on "
                 "Kafka and keeps suggesting it; we're not doing that."),
        ("assistant", "Let's look at the optimizer first - can you share the job's thread dump from the last storm?"),
    ]),
    ("s3", "2026-11-24T08:15:00-06:00", [
        ("user", "Hi again. We're 15 developers now, the city funded two more crews. Please send me updates on Slack instead of email from now on."),
        ("assistant", "Will do - Slack from now on."),
        ("user", "The optimizer timeout is fixed since the Java 21 upgrade. Could we run the optimizer on Kubernetes one day? Just asking, not planning anything."),
        ("assistant", "It could run as a batch job there, but nothing you have today needs it."),
    ]),
], current={"programming_language": "Java 21", "framework": "Spring Boot", "cloud_provider": "Azure", "database": "SQL Server 2019",
            "ci_system": "GitHub Actions", "timezone": "Central time", "team_size": "15", "contact_channel": "Slack"},
   changes=[("programming_language", "Java 17", "Java 21", "s2"), ("team_size", "12", "15", "s3"),
            ("contact_channel", "email", "Slack", "s3")],
   retractions=[("observability", "Datadog", "s2")],
   traps=[("cloud_provider", "AWS", "assistant misread, user corrected"), ("message_queue", "Kafka", "new hire's previous company"),
          ("orchestration", "Kubernetes", "just asking"),
          ("programming_language", "Java 17", "superseded"), ("team_size", "12", "superseded"),
          ("contact_channel", "email", "superseded"), ("observability", "Datadog", "retracted")],
   issues=[("plow GPS pings out of order after midnight", "s1"),
           ("route-optimizer job times out on big storms (resolved by s3)", "s2")],
   file_order=["s3", "s2", "s1"])

# ---------------------------------------------------------------- 9 hannah.l (English)
U("brackish-bay", "hannah.l", [
    ("s1", "2026-10-15T09:00:00+11:00", [
        ("user", "G'day. We farm oysters in Tasmania and our water-quality platform ingests sensor readings into TimescaleDB. The services are Python "
                 "with Flask, running on Kubernetes (EKS) in AWS, and Redpanda is our message bus. We're on the Starter plan."),
        ("assistant", "Thanks, Hannah. What's going wrong?"),
        ("user", "Salinity alerts fire twice for the same reading. Bullet points please - I read your replies on my phone out on the boat."),
        ("assistant", "- Likely cause: two consumers in the same group\n- Check: consumer group ids\n- Fix: one group per alert service"),
    ]),
    ("s2", "2026-11-12T16:20:00+11:00", [
        ("user", "Hi. Big simplification: the Kubernetes cluster is gone. The services now run as plain systemd units on two EC2 VMs, no orchestrator."),
        ("assistant", "- Noted\n- Remember to move the cluster's secrets into the VMs' environment files"),
        ("user", "We also replaced Redpanda with NATS, it was too heavy for us. Our research partner at the university runs ClickHouse and wants a "
                 "nightly export. The duplicate salinity alerts are still there."),
        ("assistant", "- NATS: check the queue group name on the alert service, duplicates mean two subscribers without a group\n- Export: CSV to their bucket nightly"),
    ]),
], current={"database": "TimescaleDB", "programming_language": "Python", "framework": "Flask", "cloud_provider": "AWS",
            "message_queue": "NATS", "plan": "Starter", "answer_style": "short"},
   changes=[("message_queue", "Redpanda", "NATS", "s2")],
   retractions=[("orchestration", "Kubernetes", "s2")],
   traps=[("database", "ClickHouse", "university research partner's database"),
          ("contact_channel", "phone", "reads replies on the phone; not a contact preference"),
          ("message_queue", "Redpanda", "superseded"), ("orchestration", "Kubernetes", "retracted")],
   issues=[("salinity alerts fire twice for one reading (open at s2)", "s1")])

# ---------------------------------------------------------------- 10 raj.v (English)
U("pawtrail", "raj.v", [
    ("s1", "2026-10-19T11:30:00-04:00", [
        ("user", "Hello! PawTrail here - a dog-walking marketplace. The app is Kotlin with Ktor on Google Cloud, the database is Cloud SQL running "
                 "PostgreSQL 15, and CircleCI does our builds. We push walk-status events through Amazon SQS even though we're on GCP - legacy "
                 "from the first version. We're 9 engineers."),
        ("assistant", "Thanks, Raj. How can I help?"),
        ("user", "We're in Toronto, Eastern time. Please reach us on Discord, that's where the whole team hangs out."),
        ("assistant", "Sure, I'll use your Discord support channel."),
    ]),
    ("s2", "2026-11-25T15:00:00-05:00", [
        ("user", "Hi, a couple of updates. We no longer use Amazon SQS - walk-status events are written straight to the database now. "
                 "And we moved CI from CircleCI to GitHub Actions."),
        ("assistant", "Thanks. I've updated the webhook example in your docs to the GitHub Actions syntax."),
        ("user", "Our pet-insurance partner, FurSure, is on DynamoDB and wants a webhook. We might try Nomad for the background workers, still evaluating. "
                 "And GPS track uploads fail for walks longer than two hours."),
        ("assistant", "The upload limit is per request; long walks need chunked uploads. I'll send an example."),
    ]),
], current={"programming_language": "Kotlin", "framework": "Ktor", "cloud_provider": "GCP", "database": "PostgreSQL 15",
            "ci_system": "GitHub Actions", "team_size": "9", "timezone": "Eastern time", "contact_channel": "Discord"},
   changes=[("ci_system", "CircleCI", "GitHub Actions", "s2")],
   retractions=[("message_queue", "Amazon SQS", "s2")],
   traps=[("database", "DynamoDB", "pet-insurance partner's database"), ("orchestration", "Nomad", "still evaluating"),
          ("ci_system", "CircleCI", "superseded"), ("message_queue", "Amazon SQS", "retracted")],
   issues=[("GPS track uploads fail for walks over two hours (open)", "s2")])
