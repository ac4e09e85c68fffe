# -*- coding: utf-8 -*-
"""Set M (session 12): hand-written sessions, ground truth and context queries.

Each user: tenant, user, tz (IANA, for timestamps), sessions {label: (start local ISO, [(role, text), ...])},
file_order (None = interleave by date; a list = this user's sessions take the user's slots in that order),
truth (session labels are resolved to ids by gen_m.py).
Queries name relevant messages as (label, n) with n the 1-based message index in that session.
"""

USERS = [
    # ------------------------------------------------------------------ 1. Russian (ru s1-s2, en s3)
    {
        "tenant": "volga-kruiz", "user": "dmitry.s", "tz": "Europe/Moscow", "lang": {"s1": "ru", "s2": "ru", "s3": "en"},
        "file_order": ["s3", "s1", "s2"],
        "sessions": {
            "s1": ("2026-10-14T10:05:00", [
                ("user", "Здравствуйте! У нас сервис бронирования речных круизов: бэкенд на Django (Python 3.11), база PostgreSQL 13, "
                         "кэш на Redis, всё крутится в Yandex Cloud. Нас четверо разработчиков. После вчерашнего релиза перестали "
                         "приходить вебхуки об оплате."),
                ("assistant", "Вижу ответы 401 от вашего эндпоинта начиная с 18:40 по Москве. Похоже, при релизе перезаписался секрет "
                              "подписи. Проверьте переменную WEBHOOK_SECRET в окружении."),
                ("user", "Да, точно, секрет затёрся при деплое. Исправили, вебхуки пошли. И пишите мне лучше в Telegram, почту я "
                         "почти не читаю. Отвечайте, пожалуйста, по-русски."),
                ("assistant", "Понял: Telegram как основной канал, ответы на русском."),
            ]),
            "s2": ("2026-11-03T14:20:00", [
                ("user", "Добрый день. На прошлой неделе обновили базу с PostgreSQL 13 до 16, всё прошло спокойно. А от Redis мы "
                         "отказались совсем — кэша сейчас нет, сессии храним прямо в базе."),
                ("assistant", "Спасибо, учту. Без Redis стоит уменьшить TTL токенов в настройках интеграции, иначе сессии в базе "
                              "будут копиться."),
                ("user", "Ещё вопрос: наш партнёр-туроператор работает на Oracle, им нужна выгрузка бронирований в CSV. И, может "
                         "быть, в следующем году переедем в Kubernetes, но пока это только разговоры."),
                ("assistant", "Выгрузку в CSV можно включить в разделе «Интеграции → Партнёры», формат колонок настраивается."),
            ]),
            "s3": ("2026-11-24T11:40:00", [
                ("user", "Hi, writing in English so our new contractor Arjun can follow this thread - he'll maintain the booking "
                         "widget. Quick recap for him: Django app, Postgres 16, Yandex Cloud. He hosts his own portfolio on "
                         "Vercel, but nothing of ours runs there."),
                ("assistant", "Welcome, Arjun. The widget's embed script and API keys are under Settings -> Widget."),
                ("user", "Thanks. With Arjun we're five developers now. Replies to me personally still in Russian, please - "
                         "English only in threads where he's copied. The widget shows prices in roubles for Kazakh users, "
                         "should be tenge."),
                ("assistant", "The currency follows the visitor's locale setting; I've switched the Kazakhstan locale to KZT."),
            ]),
        },
        "truth": {
            "current": {"framework": "Django", "programming_language": "Python 3.11", "database": "PostgreSQL 16",
                        "cloud_provider": "Yandex Cloud", "team_size": "5", "contact_channel": "Telegram",
                        "reply_language": "Russian"},
            "changes": [
                {"key": "database", "from": "PostgreSQL 13", "to": "PostgreSQL 16", "session": "s2"},
                {"key": "team_size", "from": "4", "to": "5", "session": "s3"},
            ],
            "retractions": [{"key": "cache", "value": "Redis", "session": "s2"}],
            "traps": [
                {"key": "database", "value": "Oracle", "why": "partner tour operator's database"},
                {"key": "orchestration", "value": "Kubernetes", "why": "maybe next year, only talk"},
                {"key": "cloud_provider", "value": "Vercel", "why": "contractor's own portfolio"},
                {"key": "contact_channel", "value": "email", "why": "rejected: barely reads mail"},
                {"key": "reply_language", "value": "English", "why": "English session for a contractor; asks to keep Russian"},
                {"key": "database", "value": "PostgreSQL 13", "why": "superseded"},
                {"key": "team_size", "value": "4", "why": "superseded"},
                {"key": "cache", "value": "Redis", "why": "retracted"},
            ],
            "issues": [
                {"text": "payment webhooks 401 after release (resolved: signing secret overwritten on deploy)", "session": "s1"},
                {"text": "widget shows roubles instead of tenge for Kazakh users (resolved: locale currency)", "session": "s3"},
            ],
        },
    },
    # ------------------------------------------------------------------ 2. Hindi, Devanagari (hi s1-s2, en s3)
    {
        "tenant": "rangrez-prints", "user": "ananya.r", "tz": "Asia/Kolkata", "lang": {"s1": "hi", "s2": "hi", "s3": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-16T11:10:00", [
                ("user", "नमस्ते! हम जयपुर से ब्लॉक-प्रिंट कपड़ों का B2B स्टोर चलाते हैं। हमारा बैकएंड Node.js और Express पर है, "
                         "डेटाबेस MySQL 8.0 है और सब कुछ AWS के मुंबई रीजन में चलता है। बैकग्राउंड जॉब्स के लिए RabbitMQ है। "
                         "ऑर्डर कन्फ़र्मेशन ईमेल ग्राहकों को दो-दो बार जा रहे हैं।"),
                ("assistant", "लगता है कन्फ़र्मेशन जॉब ack से पहले टाइमआउट हो रहा है, इसलिए RabbitMQ उसे दोबारा डिलीवर कर रहा है। "
                              "consumer का prefetch 1 करें और ack ईमेल भेजने के बाद दें।"),
                ("user", "ठीक है, यही था, अब एक ही ईमेल जा रहा है। कृपया जवाब अंग्रेज़ी में दें, हमारी टीम में सब हिंदी नहीं पढ़ते। "
                         "तारीखें DD/MM/YYYY में लिखें, और हम IST में हैं। अभी हम Starter प्लान पर हैं।"),
                ("assistant", "Noted: replies in English, dates as DD/MM/YYYY, times in IST."),
            ]),
            "s2": ("2026-11-06T15:30:00", [
                ("user", "हमने पिछले महीने AWS से Google Cloud (GCP) पर माइग्रेशन पूरा कर लिया। RabbitMQ भी हटा दिया है — अब कोई "
                         "कतार नहीं है, ईमेल सीधे API से भेजे जाते हैं।"),
                ("assistant", "Thanks. Please update the webhook source IP allow-list: calls now come from your GCP egress range."),
                ("user", "हमारे एक होलसेल ग्राहक का ERP SQL Server पर चलता है, उन्हें रोज़ की इन्वेंटरी फ़ाइल चाहिए। हम 6 डेवलपर हैं, "
                         "तो कोई भारी इंटीग्रेशन नहीं बना सकते।"),
                ("assistant", "A daily CSV drop to their SFTP is the lightest option; you can schedule it under Exports."),
            ]),
            "s3": ("2026-11-27T10:15:00", [
                ("user", "Hi, Rahul from finance will read this thread too. We upgraded from Starter to the Growth plan yesterday, "
                         "but this month's invoice still says Starter. Can you check?"),
                ("assistant", "The upgrade went through at 16:02 IST; the invoice was generated before it. A corrected invoice "
                              "will follow within a day."),
                ("user", "Great. Unrelated: should we move to Azure for the startup credits? Just wondering, no plans yet."),
                ("assistant", "Nothing in our integration depends on the cloud you use, so it's purely a cost question."),
            ]),
        },
        "truth": {
            "current": {"programming_language": "Node.js", "framework": "Express", "database": "MySQL 8.0",
                        "cloud_provider": "GCP", "reply_language": "English", "date_format": "DD/MM/YYYY",
                        "timezone": "IST", "team_size": "6", "plan": "Growth"},
            "changes": [
                {"key": "cloud_provider", "from": "AWS", "to": "GCP", "session": "s2"},
                {"key": "plan", "from": "Starter", "to": "Growth", "session": "s3"},
            ],
            "retractions": [{"key": "message_queue", "value": "RabbitMQ", "session": "s2"}],
            "traps": [
                {"key": "database", "value": "SQL Server", "why": "wholesale customer's ERP"},
                {"key": "cloud_provider", "value": "Azure", "why": "question, no plans"},
                {"key": "reply_language", "value": "Hindi", "why": "writes Hindi but asks for English replies"},
                {"key": "cloud_provider", "value": "AWS", "why": "superseded"},
                {"key": "plan", "value": "Starter", "why": "superseded"},
                {"key": "message_queue", "value": "RabbitMQ", "why": "retracted"},
            ],
            "issues": [
                {"text": "order confirmation e-mails sent twice (resolved: ack after send, prefetch 1)", "session": "s1"},
                {"text": "invoice still shows Starter after upgrade (corrected invoice promised)", "session": "s3"},
            ],
        },
    },
    # ------------------------------------------------------------------ 3. Bulgarian (bg s1-s2, en s3)
    {
        "tenant": "rozova-dolina", "user": "georgi.p", "tz": "Europe/Sofia", "lang": {"s1": "bg", "s2": "bg", "s3": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-13T09:30:00", [
                ("user", "Здравейте. Продаваме розово масло от Казанлък онлайн. Магазинът ни е на Laravel (PHP 8.2), базата е "
                         "MySQL 5.7, хостваме на Hetzner. За кеша ползваме Memcached. На Pro план сме. От снощи поръчките с "
                         "наложен платеж не минават."),
                ("assistant", "Виждам грешка 422 от стъпката за плащане: полето за телефон вече изисква международен формат (+359...)."),
                ("user", "Оправихме валидацията, благодаря. Моля, отговаряйте накратко — само командата или стъпката, без дълги "
                         "обяснения."),
                ("assistant", "Разбрано."),
            ]),
            "s2": ("2026-11-05T16:45:00", [
                ("user", "Миналата седмица мигрирахме от MySQL 5.7 към MariaDB 10.11. Memcached го спряхме — нищо не го замества "
                         "засега, страниците са достатъчно бързи и без него."),
                ("assistant", "Добре. Синхронизацията на наличностите ще работи без промени."),
                ("user", "Между другото, куриерската фирма, с която работим, държи API-то си в Azure, ако това има значение за "
                         "интеграцията. Трима сме в екипа, така че предпочитаме готово решение."),
                ("assistant", "Няма значение къде е хостнат техният API; ползвайте готовия куриерски модул."),
            ]),
            "s3": ("2026-11-26T13:05:00", [
                ("user", "Hi, writing in English because our accountant Maria is copied. We moved up to the Business plan on "
                         "the 1st, please resend the November invoice with the new plan name."),
                ("assistant", "Done - the corrected invoice for the Business plan has been sent."),
                ("user", "Thanks. Stock sync on MariaDB has been fine since the migration, no more deadlocks."),
                ("assistant", "Good to hear."),
            ]),
        },
        "truth": {
            "current": {"framework": "Laravel", "programming_language": "PHP 8.2", "database": "MariaDB 10.11",
                        "cloud_provider": "Hetzner", "answer_style": "short", "team_size": "3", "plan": "Business"},
            "changes": [
                {"key": "database", "from": "MySQL 5.7", "to": "MariaDB 10.11", "session": "s2"},
                {"key": "plan", "from": "Pro", "to": "Business", "session": "s3"},
            ],
            "retractions": [{"key": "cache", "value": "Memcached", "session": "s2"}],
            "traps": [
                {"key": "cloud_provider", "value": "Azure", "why": "courier company's API"},
                {"key": "answer_style", "value": "detailed", "why": "rejected: no long explanations"},
                {"key": "database", "value": "MySQL 5.7", "why": "superseded"},
                {"key": "plan", "value": "Pro", "why": "superseded"},
                {"key": "cache", "value": "Memcached", "why": "retracted"},
            ],
            "issues": [
                {"text": "cash-on-delivery orders fail with 422 (resolved: phone number validation)", "session": "s1"},
                {"text": "stock sync deadlocks (resolved since MariaDB migration)", "session": "s3"},
            ],
        },
    },
    # ------------------------------------------------------------------ 4. Croatian (hr s1-s2, en s3), wants German replies
    {
        "tenant": "jadran-jedra", "user": "ivana.m", "tz": "Europe/Zagreb", "lang": {"s1": "hr", "s2": "hr", "s3": "en"},
        "file_order": ["s2", "s3", "s1"],
        "sessions": {
            "s1": ("2026-10-15T08:50:00", [
                ("user", "Bok! Iznajmljujemo jedrilice iz Splita. Imamo Spring Boot aplikaciju na Javi 17, baza je PostgreSQL 15 "
                         "na AWS-u. CI nam je Jenkins, a greške pratimo u Sentryju. Od jutros kalendar raspoloživosti brodova "
                         "pokazuje krive datume."),
                ("assistant", "Kalendar prima datume u UTC-u, a vaš API šalje lokalno vrijeme bez oznake zone. Dodajte offset u "
                              "polje start_date."),
                ("user", "To je bilo to, hvala. Mi smo na CET-u (srednjoeuropsko vrijeme). I molim vas, odgovarajte na njemačkom "
                         "— naš CTO je iz Graza i čita sve tikete."),
                ("assistant", "Verstanden, ab jetzt antworte ich auf Deutsch."),
            ]),
            "s2": ("2026-11-04T13:10:00", [
                ("user", "Prešli smo s Jenkinsa na GitLab CI, stari Jenkins server je ugašen. Sentry smo također ugasili, zasad "
                         "nemamo ništa umjesto njega."),
                ("assistant", "Danke. Der Deploy-Token muss dann als GitLab-CI-Variable hinterlegt werden."),
                ("user", "Jedan naš klijent, turistička agencija iz Münchena, želi da im podaci o rezervacijama idu ravno u njihov "
                         "BigQuery. Može li to?"),
                ("assistant", "Ja, über den BigQuery-Export in den Integrationen; die Agentur muss uns ein Service-Konto freigeben."),
            ]),
            "s3": ("2026-11-25T10:30:00", [
                ("user", "Writing in English this time, our new backend dev Luka doesn't read Croatian well yet. We upgraded the "
                         "app to Java 21 last week and the GitLab CI pipeline is green again."),
                ("assistant", "Thanks. Our SDK supports Java 21 from version 4.2 on."),
                ("user", "Is it worth moving to Kubernetes at our size? We're only 4 developers. And replies to me in German "
                         "as before, please."),
                ("assistant", "Bei vier Entwicklern lohnt sich Kubernetes selten; Ihr aktuelles Setup reicht aus."),
            ]),
        },
        "truth": {
            "current": {"framework": "Spring Boot", "programming_language": "Java 21", "database": "PostgreSQL 15",
                        "cloud_provider": "AWS", "ci_system": "GitLab CI", "timezone": "CET", "reply_language": "German",
                        "team_size": "4"},
            "changes": [
                {"key": "ci_system", "from": "Jenkins", "to": "GitLab CI", "session": "s2"},
                {"key": "programming_language", "from": "Java 17", "to": "Java 21", "session": "s3"},
            ],
            "retractions": [{"key": "observability", "value": "Sentry", "session": "s2"}],
            "traps": [
                {"key": "database", "value": "BigQuery", "why": "client travel agency's warehouse"},
                {"key": "orchestration", "value": "Kubernetes", "why": "question"},
                {"key": "reply_language", "value": "English", "why": "English session for a colleague; asks for German"},
                {"key": "reply_language", "value": "Croatian", "why": "writes Croatian, wants German"},
                {"key": "ci_system", "value": "Jenkins", "why": "superseded"},
                {"key": "programming_language", "value": "Java 17", "why": "superseded"},
                {"key": "observability", "value": "Sentry", "why": "retracted"},
            ],
            "issues": [
                {"text": "boat availability calendar shows wrong dates (resolved: timezone offset in start_date)", "session": "s1"},
            ],
        },
    },
    # ------------------------------------------------------------------ 5. Lithuanian (lt s1-s2, en s3)
    {
        "tenant": "gintaro-krantas", "user": "tomas.k", "tz": "Europe/Vilnius", "lang": {"s1": "lt", "s2": "lt", "s3": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-19T12:00:00", [
                ("user", "Laba diena. Parduodame gintaro papuošalus internetu. Mūsų backend'as parašytas su FastAPI (Python 3.12), "
                         "duomenų bazė PostgreSQL 16, viskas veikia DigitalOcean. Užsakymų įvykiams naudojame Kafka. Nuo vakar "
                         "vakaro neveikia PayPal grąžinimai."),
                ("assistant", "PayPal grąžina klaidą dėl pasibaigusio API sertifikato. Atnaujinkite jį PayPal paskyroje ir "
                              "įkelkite iš naujo nustatymuose."),
                ("user", "Ačiū, veikia. Datas prašau rašyti ISO formatu (YYYY-MM-DD). Ir geriau rašykite man per Slack, el. "
                         "paštą skaitau retai."),
                ("assistant", "Gerai, Slack ir ISO datos."),
            ]),
            "s2": ("2026-11-09T09:15:00", [
                ("user", "Persikėlėme iš DigitalOcean į Hetzner, migracija baigta praėjusį penktadienį. Kafkos atsisakėme — eilės "
                         "nebeturime, įvykius rašome tiesiai į PostgreSQL."),
                ("assistant", "Supratau. Atnaujinkite webhook'ų IP sąrašą, nes užklausos dabar ateina iš naujų adresų."),
                ("user", "Mūsų tiekėjas Vokietijoje laiko katalogą MySQL duomenų bazėje ir siunčia mums XML. Mūsų komandoje dabar "
                         "septyni programuotojai."),
                ("assistant", "XML importą galima paleisti kas naktį per katalogo sinchronizaciją."),
            ]),
            "s3": ("2026-11-30T14:40:00", [
                ("user", "Hi, English for our freelancer who's reading along. Short answers please - bullet points are fine."),
                ("assistant", "Sure."),
                ("user", "Also, we stopped using Slack internally, so please reach me on Microsoft Teams from now on. Refund "
                         "webhooks are arriving twice since Friday."),
                ("assistant", "- Duplicate deliveries: your endpoint answered after the 10 s timeout.\n- Respond 200 first, "
                              "process async."),
            ]),
        },
        "truth": {
            "current": {"framework": "FastAPI", "programming_language": "Python 3.12", "database": "PostgreSQL 16",
                        "cloud_provider": "Hetzner", "date_format": "ISO", "contact_channel": "Microsoft Teams",
                        "team_size": "7", "answer_style": "short"},
            "changes": [
                {"key": "cloud_provider", "from": "DigitalOcean", "to": "Hetzner", "session": "s2"},
                {"key": "contact_channel", "from": "Slack", "to": "Microsoft Teams", "session": "s3"},
            ],
            "retractions": [{"key": "message_queue", "value": "Kafka", "session": "s2"}],
            "traps": [
                {"key": "database", "value": "MySQL", "why": "German supplier's catalogue"},
                {"key": "contact_channel", "value": "email", "why": "rejected: reads mail rarely"},
                {"key": "cloud_provider", "value": "DigitalOcean", "why": "superseded"},
                {"key": "contact_channel", "value": "Slack", "why": "superseded"},
                {"key": "message_queue", "value": "Kafka", "why": "retracted"},
            ],
            "issues": [
                {"text": "PayPal refunds failing (resolved: expired API certificate)", "session": "s1"},
                {"text": "refund webhooks delivered twice (endpoint slower than 10 s timeout)", "session": "s3"},
            ],
        },
    },
    # ------------------------------------------------------------------ 6. Estonian (et s1-s2, en s3)
    {
        "tenant": "saunarent", "user": "kadri.t", "tz": "Europe/Tallinn", "lang": {"s1": "et", "s2": "et", "s3": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-21T10:40:00", [
                ("user", "Tere! Meil on mobiilsete saunade rendi platvorm. Rakendus on Ruby on Rails (Ruby 3.3), andmebaas "
                         "PostgreSQL 14, majutame Herokus. CI jookseb CircleCI-s. Broneeringukinnitused jäävad ootele, kui klient "
                         "maksab pangalingiga."),
                ("assistant", "Pangalingi tagasisuunamine tuleb teie rakendusse ilma allkirjata, sest tagasikutse URL on vana. "
                              "Uuendage see makseseadetes."),
                ("user", "Aitäh, nüüd töötab. Palun vastake inglise keeles, mu kaasasutaja ei loe eesti keelt. Oleme praegu "
                         "Free paketil."),
                ("assistant", "Sure - I'll reply in English from now on."),
            ]),
            "s2": ("2026-11-11T15:55:00", [
                ("user", "Kolisime Herokust Renderisse, kõik töötab. CircleCI-st loobusime — praegu CI-d polegi, testid "
                         "jooksutame enne deploy'd käsitsi."),
                ("assistant", "Thanks. Remember to set the payment callback URL to your new Render domain."),
                ("user", "Kas Fly.io oleks odavam? Lihtsalt küsin, midagi me ei plaani."),
                ("assistant", "For an app your size the cost is similar; moving again would mostly cost time."),
            ]),
            "s3": ("2026-12-02T09:20:00", [
                ("user", "Morning! We upgraded to the Pro plan today. Also Postgres is on 16 now - Render did the major version "
                         "upgrade for us last night."),
                ("assistant", "Thanks. Pro raises your API limit to 600 requests per minute, effective now."),
                ("user", "Perfect, the weekend booking spikes were hitting the old limit."),
                ("assistant", "They shouldn't any more."),
            ]),
        },
        "truth": {
            "current": {"framework": "Ruby on Rails", "programming_language": "Ruby 3.3", "database": "PostgreSQL 16",
                        "cloud_provider": "Render", "reply_language": "English", "plan": "Pro"},
            "changes": [
                {"key": "cloud_provider", "from": "Heroku", "to": "Render", "session": "s2"},
                {"key": "plan", "from": "Free", "to": "Pro", "session": "s3"},
                {"key": "database", "from": "PostgreSQL 14", "to": "PostgreSQL 16", "session": "s3"},
            ],
            "retractions": [{"key": "ci_system", "value": "CircleCI", "session": "s2"}],
            "traps": [
                {"key": "cloud_provider", "value": "Fly.io", "why": "question, no plans"},
                {"key": "reply_language", "value": "Estonian", "why": "writes Estonian, wants English"},
                {"key": "cloud_provider", "value": "Heroku", "why": "superseded"},
                {"key": "plan", "value": "Free", "why": "superseded"},
                {"key": "database", "value": "PostgreSQL 14", "why": "superseded"},
                {"key": "ci_system", "value": "CircleCI", "why": "retracted"},
            ],
            "issues": [
                {"text": "booking confirmations stuck after bank-link payment (resolved: stale callback URL)", "session": "s1"},
                {"text": "weekend booking spikes hit API rate limit (resolved by Pro plan limit)", "session": "s3"},
            ],
        },
    },
    # ------------------------------------------------------------------ 7. English, terse sysadmin with log pastes
    {
        "tenant": "prairie-bin", "user": "walt.h", "tz": "America/Chicago", "lang": {"s1": "en", "s2": "en", "s3": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-20T06:30:00", [
                ("user", "ingest stalling again. go service, nats -> postgres 15, k8s on linode. log:\n```\n"
                         "2026-10-20T11:14:03Z WARN nats: slow consumer, messages dropped sid=7\n"
                         "2026-10-20T11:14:03Z ERROR pq: remaining connection slots are reserved for non-replication superuser connections\n```"),
                ("assistant", "Connection exhaustion: 6 pods x pool 40 = 240 > max_connections 200. Set the pool to 20 per pod "
                              "and the slow-consumer warnings should stop with it."),
                ("user", "ok that fixed it. im on central time btw. if you need me just call, i dont read email till evening"),
                ("assistant", "Got it - phone first, Central time."),
            ]),
            "s2": ("2026-11-10T05:50:00", [
                ("user", "fyi k8s is gone. ripped it out last week, 3 boxes running plain systemd units now, way less stuff to "
                         "babysit. still linode.\n```\nNov 10 04:02:11 bin-ingest-2 systemd[1]: ingest.service: Main process "
                         "exited, code=exited, status=2/INVALIDARGUMENT\n```"),
                ("assistant", "Status 2 is the service refusing its flags: the unit has no EnvironmentFile, so NATS_URL is empty."),
                ("user", "yep missing env file. someone on your forum said they run this on fargate. not interested, dont "
                         "suggest it"),
                ("assistant", "Noted."),
            ]),
            "s3": ("2026-12-01T07:10:00", [
                ("user", "pg 15 -> 17 upgrade done sunday. pg_upgrade --link, 9 min downtime. moisture readings look right."),
                ("assistant", "Good. Re-run ANALYZE on the readings table; pg_upgrade doesn't carry planner statistics."),
                ("user", "done. the co-op's accounting vendor wants a nightly csv for their sql server. can your export do that"),
                ("assistant", "Yes: Exports -> Scheduled, CSV, 02:00 Central."),
            ]),
        },
        "truth": {
            "current": {"programming_language": "Go", "message_queue": "NATS", "database": "PostgreSQL 17",
                        "cloud_provider": "Linode", "timezone": "Central time", "contact_channel": "phone"},
            "changes": [{"key": "database", "from": "PostgreSQL 15", "to": "PostgreSQL 17", "session": "s3"}],
            "retractions": [{"key": "orchestration", "value": "Kubernetes", "session": "s2"}],
            "traps": [
                {"key": "orchestration", "value": "Amazon ECS", "why": "forum user's Fargate, rejected"},
                {"key": "database", "value": "SQL Server", "why": "co-op accounting vendor"},
                {"key": "contact_channel", "value": "email", "why": "rejected"},
                {"key": "database", "value": "PostgreSQL 15", "why": "superseded"},
                {"key": "orchestration", "value": "Kubernetes", "why": "retracted"},
            ],
            "issues": [
                {"text": "ingest stalls: postgres connection slots exhausted (resolved: pool 20 per pod)", "session": "s1"},
                {"text": "ingest.service exits status 2 (resolved: missing EnvironmentFile)", "session": "s2"},
            ],
        },
    },
    # ------------------------------------------------------------------ 8. English, formal enterprise e-mail with quoted thread
    {
        "tenant": "halvorsen-marine", "user": "eilidh.r", "tz": "Europe/London", "lang": {"s1": "en", "s2": "en", "s3": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-22T09:10:00", [
                ("user", "Dear Support team,\n\nFurther to our call on Tuesday, I write to confirm the details of our environment "
                         "for the onboarding pack:\n\n- Application: ASP.NET Core (C#, .NET 8)\n- Database: Microsoft SQL Server "
                         "2019\n- Hosting: Microsoft Azure (UK South)\n- Monitoring: New Relic\n- Engineering team: 12\n\nWe are "
                         "currently on the Professional plan. Please direct routine correspondence to me via Microsoft Teams; "
                         "e-mail should be reserved for contractual matters.\n\nKind regards,\nEilidh Ross\nHead of Digital Systems"),
                ("assistant", "Dear Eilidh, thank you - the onboarding pack has been set up with these details, and routine "
                              "updates will come via Microsoft Teams."),
            ]),
            "s2": ("2026-11-12T14:25:00", [
                ("user", "Dear Support,\n\nA correction to my message of 22 October: the engineering team is 10, not 12 - two of "
                         "the people I counted are business analysts. In addition, we completed the upgrade from SQL Server 2019 to "
                         "SQL Server 2022 over the weekend of 7-8 November.\n\nPlease could all dates in inspection reports follow "
                         "the UK format (DD/MM/YYYY)? Our surveyors have misread US-style dates twice this month.\n\nFor "
                         "completeness: the classification society we report to hosts its portal on AWS; we have no AWS estate "
                         "of our own.\n\nKind regards,\nEilidh"),
                ("assistant", "Dear Eilidh, noted on all points: team size 10, SQL Server 2022, and reports now use DD/MM/YYYY."),
            ]),
            "s3": ("2026-12-03T11:00:00", [
                ("user", "Dear Support,\n\nPlease note that our New Relic subscription was terminated on 31 October and no "
                         "replacement APM tool has been procured at this time; kindly remove the New Relic integration from our "
                         "account. We have also now moved to the Enterprise plan (PO 4471-22 attached).\n\nKind regards,\nEilidh\n\n"
                         "-----Original Message-----\nFrom: Eilidh Ross\nSent: 22 October 2026 09:14\nSubject: Onboarding details\n\n"
                         "> - Database: Microsoft SQL Server 2019\n> - Monitoring: New Relic\n> We are currently on the "
                         "Professional plan."),
                ("assistant", "Dear Eilidh, the New Relic integration has been removed and your account is on the Enterprise "
                              "plan as of today."),
            ]),
        },
        "truth": {
            "current": {"framework": ".NET", "programming_language": "C#", "database": "SQL Server 2022",
                        "cloud_provider": "Azure", "team_size": "10", "contact_channel": "Microsoft Teams",
                        "date_format": "DD/MM/YYYY", "plan": "Enterprise"},
            "changes": [
                {"key": "team_size", "from": "12", "to": "10", "session": "s2"},
                {"key": "database", "from": "SQL Server 2019", "to": "SQL Server 2022", "session": "s2"},
                {"key": "plan", "from": "Professional", "to": "Enterprise", "session": "s3"},
            ],
            "retractions": [{"key": "observability", "value": "New Relic", "session": "s3"}],
            "traps": [
                {"key": "cloud_provider", "value": "AWS", "why": "classification society's portal"},
                {"key": "contact_channel", "value": "email", "why": "contractual matters only"},
                {"key": "date_format", "value": "MM/DD/YYYY", "why": "rejected US-style dates"},
                {"key": "team_size", "value": "12", "why": "superseded (corrected)"},
                {"key": "database", "value": "SQL Server 2019", "why": "superseded; quoted again in s3"},
                {"key": "plan", "value": "Professional", "why": "superseded; quoted again in s3"},
                {"key": "observability", "value": "New Relic", "why": "retracted; quoted again in s3"},
            ],
            "issues": [
                {"text": "surveyors misread US-style dates in inspection reports (resolved: DD/MM/YYYY)", "session": "s2"},
            ],
        },
    },
    # ------------------------------------------------------------------ 9. English, chatty founder, lowercase, emoji; newest first in file
    {
        "tenant": "crumb-and-co", "user": "jess.w", "tz": "Europe/London", "lang": {"s1": "en", "s2": "en", "s3": "en"},
        "file_order": ["s3", "s2", "s1"],
        "sessions": {
            "s1": ("2026-10-23T07:45:00", [
                ("user", "hiya! so we do sourdough subscriptions in bristol. site is next.js on vercel, orders go into supabase. "
                         "it's just me and my cofounder doing the tech (well mostly me 😅). we're on your starter plan. "
                         "subscription renewals failed for like 30 ppl this morning?? i can see in logrocket the checkout page "
                         "just spinning"),
                ("assistant", "Your Stripe webhook endpoint changed last night but the signing secret wasn't updated, so "
                              "renewal events are rejected. Copy the new secret into your environment variables and redeploy."),
                ("user", "omg yes that was it, thank u!! also pls keep answers short, i read these on my phone between bakes"),
                ("assistant", "Will do!"),
            ]),
            "s2": ("2026-11-13T20:10:00", [
                ("user", "quick one - we cancelled logrocket, too pricey for what we used it for, so nothing watching sessions "
                         "for now. is that gonna break the checkout script?"),
                ("assistant", "No - just remove its snippet from the layout so the page doesn't wait for it."),
                ("user", "ta! also can u do dates like 03/12 not 12/03 in the exports, we're british lol. and i'm in bristol "
                         "so uk time for anything scheduled"),
                ("assistant", "Exports now use day/month and UK time."),
            ]),
            "s3": ("2026-12-04T21:30:00", [
                ("user", "we hired our first proper dev!! so 3 of us on tech now 🎉 she wants to move us off supabase to plain "
                         "postgres on neon, i said not before christmas"),
                ("assistant", "Congrats! Nothing on our side changes if you move later."),
                ("user", "also bumped us up to the growth plan so she can have her own seat. invoice to the same card pls"),
                ("assistant", "Done - Growth plan active, same card."),
            ]),
        },
        "truth": {
            "current": {"framework": "Next.js", "cloud_provider": "Vercel", "database": "Supabase", "team_size": "3",
                        "answer_style": "short", "plan": "Growth", "date_format": "DD/MM", "timezone": "UK time"},
            "changes": [
                {"key": "team_size", "from": "2", "to": "3", "session": "s3"},
                {"key": "plan", "from": "Starter", "to": "Growth", "session": "s3"},
            ],
            "retractions": [{"key": "observability", "value": "LogRocket", "session": "s2"}],
            "traps": [
                {"key": "database", "value": "PostgreSQL", "why": "new dev's proposal, not before christmas"},
                {"key": "date_format", "value": "MM/DD", "why": "rejected 12/03 form"},
                {"key": "plan", "value": "Starter", "why": "superseded"},
                {"key": "team_size", "value": "2", "why": "superseded"},
                {"key": "observability", "value": "LogRocket", "why": "retracted"},
            ],
            "issues": [
                {"text": "subscription renewals failed, checkout spinning (resolved: Stripe webhook signing secret)", "session": "s1"},
            ],
        },
    },
    # ------------------------------------------------------------------ 10. English, support-form tickets
    {
        "tenant": "tidewater-physio", "user": "marcus.o", "tz": "America/New_York", "lang": {"s1": "en", "s2": "en"},
        "file_order": None,
        "sessions": {
            "s1": ("2026-10-27T13:00:00", [
                ("user", "**Support request form**\nCompany: Tidewater Physio Group\nProduct area: Scheduling API\nEnvironment: "
                         "Production\nStack: Laravel 10 / PHP 8.2, MySQL 8.0, AWS (us-east-1), queue workers on Amazon SQS\n"
                         "Engineering team size: 6\nPreferred contact: email\nTime zone: US Eastern\nDescription: Since Monday "
                         "about 5% of appointment-reminder SMS arrive twice. It started after we lowered the SQS visibility "
                         "timeout to 30 s."),
                ("assistant", "Your reminder job takes about 45 s, longer than the 30 s visibility timeout, so SQS hands the "
                              "message to a second worker. Raise the timeout to 120 s."),
                ("user", "Confirmed - raising it to 120 s stopped the duplicates. Please close the ticket."),
                ("assistant", "Closed."),
            ]),
            "s2": ("2026-11-18T10:20:00", [
                ("user", "**Support request form**\nCompany: Tidewater Physio Group\nProduct area: Webhooks\nEnvironment: "
                         "Production\nStack: Laravel 11 / PHP 8.2, MySQL 8.0, AWS\nChanges since last ticket: upgraded Laravel "
                         "10 -> 11; SQS removed, reminders are now sent synchronously in the request cycle (no queue)\n"
                         "Preferred contact: Microsoft Teams (email is too slow for us now)\nDescription: Our EHR vendor's API, "
                         "hosted on Azure, rejects the appointment.updated webhook with 413 since the upgrade."),
                ("assistant", "The payload now includes the full patient note history. Turn on 'compact payloads' for that "
                              "endpoint to send only the changed fields."),
                ("user", "Compact payloads fixed it. Thanks."),
                ("assistant", "You're welcome."),
            ]),
        },
        "truth": {
            "current": {"framework": "Laravel 11", "programming_language": "PHP 8.2", "database": "MySQL 8.0",
                        "cloud_provider": "AWS", "team_size": "6", "contact_channel": "Microsoft Teams",
                        "timezone": "US Eastern"},
            "changes": [
                {"key": "framework", "from": "Laravel 10", "to": "Laravel 11", "session": "s2"},
                {"key": "contact_channel", "from": "email", "to": "Microsoft Teams", "session": "s2"},
            ],
            "retractions": [{"key": "message_queue", "value": "Amazon SQS", "session": "s2"}],
            "traps": [
                {"key": "cloud_provider", "value": "Azure", "why": "EHR vendor's API"},
                {"key": "framework", "value": "Laravel 10", "why": "superseded"},
                {"key": "contact_channel", "value": "email", "why": "superseded"},
                {"key": "message_queue", "value": "Amazon SQS", "why": "retracted"},
            ],
            "issues": [
                {"text": "appointment-reminder SMS sent twice (resolved: SQS visibility timeout 120 s)", "session": "s1"},
                {"text": "EHR vendor rejects appointment.updated webhook with 413 (resolved: compact payloads)", "session": "s2"},
            ],
        },
    },
]

# ---------------------------------------------------------------------------- fact-free distractors
# No products, plans, channels, zones, languages, formats, styles or team sizes; no digits in user turns.
DISTRACTORS = [
    ("en", [("user", "How do I rotate the API key without breaking the integrations that are running right now?"),
            ("assistant", "Create a second key, switch the integrations over, then revoke the old key; both work in parallel."),
            ("user", "Makes sense, thanks."), ("assistant", "You're welcome.")]),
    ("en", [("user", "The webhook log shows a delivery marked failed but our server got the request. Which one is right?"),
            ("assistant", "The log marks it failed when the response arrives after the timeout, even if you processed it."),
            ("user", "So we should answer faster and do the work afterwards?"), ("assistant", "Exactly.")]),
    ("en", [("user", "Can we export the audit log for the last quarter for our accountant?"),
            ("assistant", "Yes: Settings -> Audit -> Export. It downloads as a spreadsheet."),
            ("user", "Found it, thanks."), ("assistant", "Glad it helped.")]),
    ("en", [("user", "Where do I change the company address that shows on the invoices?"),
            ("assistant", "Billing -> Company details. The next invoice picks it up."),
            ("user", "Done. Does it change the old invoices too?"), ("assistant", "No, issued invoices stay as they were.")]),
    ("en", [("user", "A colleague left the company. How do I remove her access but keep the reports she created?"),
            ("assistant", "Deactivate the account instead of deleting it; her reports stay and can be reassigned."),
            ("user", "Perfect."), ("assistant", "Anything else?")]),
    ("en", [("user", "Is there a sandbox where we can test refunds without moving real money?"),
            ("assistant", "Yes, switch the dashboard to test mode; test keys only talk to the sandbox."),
            ("user", "Great, we'll try that tomorrow."), ("assistant", "Sounds good.")]),
    ("en", [("user", "The dashboard chart for bookings looks empty for yesterday. Is something broken?"),
            ("assistant", "Yesterday's figures are still being aggregated; the chart fills in within a few hours."),
            ("user", "Ah ok, no worries."), ("assistant", "It should be complete by the afternoon.")]),
    ("en", [("user", "Our finance team wants a copy of the data processing agreement. Where can I download it?"),
            ("assistant", "Settings -> Legal -> Data processing agreement; it's a signed copy ready to download."),
            ("user", "Got it."), ("assistant", "Let us know if they need anything else.")]),
    ("en", [("user", "We want to show our logo on the customer receipts. Is that possible?"),
            ("assistant", "Yes, upload it under Branding; receipts and the customer portal both use it."),
            ("user", "Looks good now, thanks!"), ("assistant", "Nice.")]),
    ("en", [("user", "Some customers say the password reset link has expired when they click it right away. Why?"),
            ("assistant", "Some mail scanners open links before the customer does, which uses up the single-use link. "
                          "Enable the confirmation page for reset links."),
            ("user", "That explains it. Turning it on."), ("assistant", "That should stop it.")]),
    ("en", [("user", "Can I see which API requests a given integration made yesterday?"),
            ("assistant", "Developers -> Request log, filter by the integration's key."),
            ("user", "Found them, thanks."), ("assistant", "Happy to help.")]),
    ("en", [("user", "Is there a way to merge two customer records that are actually the same person?"),
            ("assistant", "Open one record, choose Merge, and pick the other; orders and notes are combined."),
            ("user", "Worked nicely."), ("assistant", "Great.")]),
    ("en", [("user", "We changed our company name. Do we need a new account?"),
            ("assistant", "No, just update the legal name under Billing; the account and history stay."),
            ("user", "Good, thanks."), ("assistant", "You're welcome.")]),
    ("en", [("user", "A few webhook deliveries are stuck as pending. Can I retry them by hand?"),
            ("assistant", "Yes, select them in the webhook log and click Retry; they're sent again in order."),
            ("user", "Retried, all delivered."), ("assistant", "Good to hear.")]),
    ("hi", [("user", "नमस्ते, किसी पुराने ऑर्डर का रिफ़ंड आंशिक रूप से कैसे करें?"),
            ("assistant", "ऑर्डर खोलें, «रिफ़ंड» चुनें और राशि बदलें; बाक़ी राशि ऑर्डर पर बनी रहती है।"),
            ("user", "धन्यवाद, हो गया।"), ("assistant", "आपका स्वागत है।")]),
    ("ru", [("user", "Подскажите, как добавить второго администратора в аккаунт?"),
            ("assistant", "Настройки → Пользователи → Пригласить, затем выберите роль «Администратор»."),
            ("user", "Спасибо, получилось."), ("assistant", "Пожалуйста!")]),
    ("hr", [("user", "Gdje mogu vidjeti povijest izmjena na rezervacijama?"),
            ("assistant", "U detaljima rezervacije, kartica „Povijest”; tamo je svaka izmjena s vremenom i korisnikom."),
            ("user", "Super, hvala."), ("assistant", "Nema na čemu.")]),
    ("lt", [("user", "Kaip pakeisti sąskaitos faktūros numeravimo šabloną?"),
            ("assistant", "Atsiskaitymai → Sąskaitos → Numeravimas; naujas šablonas taikomas nuo kitos sąskaitos."),
            ("user", "Ačiū, radau."), ("assistant", "Prašom.")]),
    ("bg", [("user", "Как да скрия продукт от магазина, без да го изтривам?"),
            ("assistant", "Отворете продукта и сменете статуса на „Скрит“; наличностите се запазват."),
            ("user", "Благодаря!"), ("assistant", "Моля.")]),
    ("et", [("user", "Kuidas saan kliendile broneeringu arve uuesti saata?"),
            ("assistant", "Avage broneering ja valige „Saada arve uuesti“."),
            ("user", "Aitäh!"), ("assistant", "Pole tänu väärt.")]),
]

# ---------------------------------------------------------------------------- context queries
# (tenant, user, query, [(label, n)], current or None, stale list or None)
QUERIES = [
    # dmitry.s
    ("volga-kruiz", "dmitry.s", "какая у нас сейчас версия PostgreSQL?", [("s2", 1), ("s3", 1)], {"database": "PostgreSQL 16"}, ["PostgreSQL 13"]),
    ("volga-kruiz", "dmitry.s", "Do we still have a cache in front of the database?", [("s2", 1)], None, ["Redis"]),
    ("volga-kruiz", "dmitry.s", "How many developers does the team have now?", [("s3", 3)], {"team_size": "5"}, ["4"]),
    ("volga-kruiz", "dmitry.s", "как с ним лучше связаться и на каком языке отвечать?", [("s1", 3), ("s3", 3)], {"contact_channel": "Telegram"}, ["email"]),
    # ananya.r
    ("rangrez-prints", "ananya.r", "हम अभी किस क्लाउड पर हैं?", [("s2", 1)], {"cloud_provider": "GCP"}, ["AWS", "Azure"]),
    ("rangrez-prints", "ananya.r", "Which plan is this customer on?", [("s3", 1)], {"plan": "Growth"}, ["Starter"]),
    ("rangrez-prints", "ananya.r", "Are background jobs still going through a message queue?", [("s2", 1)], None, ["RabbitMQ"]),
    ("rangrez-prints", "ananya.r", "What date format should the dispatch report use?", [("s1", 3)], {"date_format": "DD/MM/YYYY"}, None),
    # georgi.p
    ("rozova-dolina", "georgi.p", "Каква база данни ползваме в момента?", [("s2", 1)], {"database": "MariaDB 10.11"}, ["MySQL 5.7"]),
    ("rozova-dolina", "georgi.p", "Is Memcached still part of their setup?", [("s2", 1)], None, ["Memcached"]),
    ("rozova-dolina", "georgi.p", "Which plan should the November invoice show?", [("s3", 1)], {"plan": "Business"}, ["Pro"]),
    ("rozova-dolina", "georgi.p", "How does this user want answers written?", [("s1", 3)], {"answer_style": "short"}, None),
    # ivana.m
    ("jadran-jedra", "ivana.m", "Koji CI sustav trenutno koristimo?", [("s2", 1), ("s3", 1)], {"ci_system": "GitLab CI"}, ["Jenkins"]),
    ("jadran-jedra", "ivana.m", "Which Java version does the charter app run on?", [("s3", 1)], {"programming_language": "Java 21"}, ["Java 17"]),
    ("jadran-jedra", "ivana.m", "Where do they track application errors now?", [("s2", 1)], None, ["Sentry"]),
    ("jadran-jedra", "ivana.m", "In which language should replies to Ivana be written?", [("s1", 3), ("s3", 3)], {"reply_language": "German"}, ["English"]),
    # tomas.k
    ("gintaro-krantas", "tomas.k", "Kur dabar veikia mūsų serveriai?", [("s2", 1)], {"cloud_provider": "Hetzner"}, ["DigitalOcean"]),
    ("gintaro-krantas", "tomas.k", "What's the best way to reach Tomas?", [("s3", 3)], {"contact_channel": "Microsoft Teams"}, ["Slack", "email"]),
    ("gintaro-krantas", "tomas.k", "Do order events still go through Kafka?", [("s2", 1)], None, ["Kafka"]),
    ("gintaro-krantas", "tomas.k", "refund webhooks arriving twice - what did we find?", [("s3", 3), ("s3", 4)], None, None),
    # kadri.t
    ("saunarent", "kadri.t", "Where is the sauna rental app hosted?", [("s2", 1), ("s3", 1)], {"cloud_provider": "Render"}, ["Heroku", "Fly.io"]),
    ("saunarent", "kadri.t", "Millist PostgreSQL versiooni me kasutame?", [("s3", 1)], {"database": "PostgreSQL 16"}, ["PostgreSQL 14"]),
    ("saunarent", "kadri.t", "Do they have any CI running?", [("s2", 1)], None, ["CircleCI"]),
    ("saunarent", "kadri.t", "What is their API rate limit on the current plan?", [("s3", 1), ("s3", 2)], {"plan": "Pro"}, ["Free"]),
    # walt.h
    ("prairie-bin", "walt.h", "what postgres version is the ingest on", [("s3", 1)], {"database": "PostgreSQL 17"}, ["PostgreSQL 15"]),
    ("prairie-bin", "walt.h", "is the ingest still on kubernetes?", [("s2", 1)], None, ["Kubernetes"]),
    ("prairie-bin", "walt.h", "how should I contact walt about an outage", [("s1", 3)], {"contact_channel": "phone"}, ["email"]),
    # eilidh.r
    ("halvorsen-marine", "eilidh.r", "Which SQL Server version is Halvorsen on?", [("s2", 1)], {"database": "SQL Server 2022"}, ["SQL Server 2019"]),
    ("halvorsen-marine", "eilidh.r", "How large is their engineering team?", [("s2", 1)], {"team_size": "10"}, ["12"]),
    ("halvorsen-marine", "eilidh.r", "Which plan are they on and do they still use New Relic?", [("s3", 1)], {"plan": "Enterprise"}, ["Professional", "New Relic"]),
    ("halvorsen-marine", "eilidh.r", "How should dates appear in inspection reports?", [("s2", 1)], {"date_format": "DD/MM/YYYY"}, ["MM/DD/YYYY"]),
    # jess.w
    ("crumb-and-co", "jess.w", "how many people work on tech at crumb now?", [("s3", 1)], {"team_size": "3"}, ["2"]),
    ("crumb-and-co", "jess.w", "which plan is crumb on?", [("s3", 3)], {"plan": "Growth"}, ["Starter"]),
    ("crumb-and-co", "jess.w", "are they still using logrocket for session replay?", [("s2", 1)], None, ["LogRocket"]),
    ("crumb-and-co", "jess.w", "where do their orders get stored?", [("s1", 1), ("s3", 1)], {"database": "Supabase"}, ["PostgreSQL"]),
    # marcus.o
    ("tidewater-physio", "marcus.o", "What's the preferred contact channel for Tidewater?", [("s2", 1)], {"contact_channel": "Microsoft Teams"}, ["email"]),
    ("tidewater-physio", "marcus.o", "Which Laravel version are they running?", [("s2", 1)], {"framework": "Laravel 11"}, ["Laravel 10"]),
    ("tidewater-physio", "marcus.o", "Are reminders still processed through SQS?", [("s2", 1)], None, ["Amazon SQS"]),
]
