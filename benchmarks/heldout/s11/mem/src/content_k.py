# -*- coding: utf-8 -*-
"""Hand-written sessions and truth for held-out set K (written blind).

Each user: tenant, tz offset, sessions (label, date, time, lang, turns), truth.
Turns alternate user / assistant, starting with the user. Sessions are referenced by label
("s1", ...); message indices are 1-based over all turns (m1 = first user turn).
FILE_ORDER lists (user, label) in the order the sessions appear in facts_k.jsonl.
"""

USERS = {}

# ------------------------------------------------------------------ 1. sanne.v - Utrecht bike sharing (Dutch)
USERS["sanne.v"] = dict(
    tenant="fietsdeel-utrecht", tz="+01:00",
    sessions=[
        ("s1", "2026-10-06", "09:12", "nl", [
            ("user", "Hoi! Ik ben Sanne van Fietsdeel Utrecht. Onze app draait op Laravel (PHP 8.3), de database is MySQL 8.0 en alles staat bij AWS in Frankfurt. Redis gebruiken we als cache voor de kaart met beschikbare fietsen."),
            ("assistant", "Dank je, Sanne. Ik heb de gegevens genoteerd. Waarmee kan ik helpen?"),
            ("user", "De QR-scans bij de stallingen geven soms een timeout, vooral 's ochtends tussen acht en negen. Wij zijn met z'n zessen in het dev-team en zitten op CET, dus dat is onze spits."),
            ("assistant", "Ik zie vertraagde antwoorden op het scan-endpoint in dat tijdvak. Ik zet dit door naar ons platformteam."),
            ("user", "Graag. En antwoord me alsjeblieft in het Nederlands. O ja, de gemeente Utrecht is partner van ons en hun parkeerdata staat in Oracle; kunnen jullie daar ooit mee koppelen?"),
            ("assistant", "Een Oracle-koppeling voor de gemeente kan via onze exportfunctie; ik stuur je de documentatie."),
        ]),
        ("s2", "2026-10-20", "14:03", "nl", [
            ("user", "Update: we zijn vorige week gemigreerd van MySQL 8.0 naar PostgreSQL 16. De importscripts moeten dus aangepast worden."),
            ("assistant", "Helder. Voor PostgreSQL 16 moet je in de connector het type 'postgres' kiezen; de rest blijft gelijk."),
            ("user", "Top. En Redis hebben we uitgezet, we cachen de kaart niet meer, er komt niets voor in de plaats. We overwegen wel om ooit naar Kubernetes te gaan, maar daar is nog niets over besloten."),
            ("assistant", "Genoteerd: geen cache meer. Laat het weten als jullie voor Kubernetes kiezen, dan help ik met de health checks."),
        ]),
        ("s3", "2026-11-10", "10:40", "en", [
            ("user", "Writing in English this time so my colleague Pieter can follow the thread, but please keep replying to me in Dutch as usual."),
            ("assistant", "Of course, I will keep replying to you in Dutch."),
            ("user", "Postgres has been solid since the move, the QR timeouts are still there though. Also, we're 8 developers now, two people joined this month."),
            ("assistant", "Thanks. I've reopened the timeout ticket with fresh logs from this week."),
        ]),
    ],
    truth=dict(
        current={"framework": "Laravel", "programming_language": "PHP 8.3", "database": "PostgreSQL 16",
                 "cloud_provider": "AWS", "team_size": "8", "timezone": "CET", "reply_language": "Dutch"},
        changes=[("database", "MySQL 8.0", "PostgreSQL 16", "s2"), ("team_size", "6", "8", "s3")],
        retractions=[("cache", "Redis", "s2")],
        traps=[("database", "Oracle", "partner (municipality of Utrecht) parking data"),
               ("orchestration", "Kubernetes", "considered, not decided"),
               ("database", "MySQL 8.0", "superseded"), ("team_size", "6", "superseded"),
               ("cache", "Redis", "retracted"),
               ("reply_language", "English", "one session written in English for a colleague; asked to keep Dutch")],
        issues=[("QR scans at bike racks time out in the morning rush (open, still there after the migration)", "s1")],
    ),
)

# ------------------------------------------------------------------ 2. joao.m - Porto cork traceability (European Portuguese)
USERS["joao.m"] = dict(
    tenant="corticeira-norte", tz="+01:00",
    sessions=[
        ("s1", "2026-10-08", "11:25", "pt-PT", [
            ("user", "Bom dia. A nossa plataforma de rastreabilidade da cortiça está escrita em Python com Django; a base de dados é PostgreSQL 14 e está tudo alojado na Google Cloud. Usamos o RabbitMQ para a fila de impressão das etiquetas."),
            ("assistant", "Bom dia! Obrigado pelo contexto. Em que posso ajudar?"),
            ("user", "A exportação de lotes gera ficheiros com os acentos estragados (ç, ã). Somos uma equipa de quatro programadores e isto está a atrasar-nos."),
            ("assistant", "Parece um problema de codificação na exportação. Vou confirmar se o ficheiro sai em UTF-8."),
            ("user", "Obrigado. Já agora, um dos nossos clientes, uma adega no Douro, usa SQL Server e pede as exportações em CSV."),
            ("assistant", "O CSV funciona com qualquer sistema do cliente; posso ativar a opção de BOM para o SQL Server deles."),
        ]),
        ("s2", "2026-10-27", "16:10", "pt-PT", [
            ("user", "Atualizámos o PostgreSQL 14 para a versão 16 no fim de semana, correu tudo bem."),
            ("assistant", "Ótimo. Não é preciso alterar nada na integração."),
            ("user", "Outra coisa: deixámos de usar o RabbitMQ. As etiquetas agora são geradas de forma síncrona, sem fila nenhuma. E, por favor, escrevam as datas no formato DD/MM/YYYY, como se usa cá."),
            ("assistant", "Entendido, datas em DD/MM/YYYY a partir de agora."),
        ]),
        ("s3", "2026-11-17", "09:55", "en", [
            ("user", "Quick one in English, our new contractor reads this thread. We moved from Google Cloud to Azure last month, the Microsoft startup credits made it much cheaper."),
            ("assistant", "Thanks, I've updated the callback region to the Azure endpoint."),
            ("user", "Still Django, still Postgres 16. The contractor's previous company ran everything on Heroku and he keeps suggesting it, but that's not happening. The accents in the exports are fine now, by the way."),
            ("assistant", "Good to hear the encoding fix worked. I'll close that ticket."),
        ]),
    ],
    truth=dict(
        current={"programming_language": "Python", "framework": "Django", "database": "PostgreSQL 16",
                 "cloud_provider": "Azure", "team_size": "4", "date_format": "DD/MM/YYYY"},
        changes=[("database", "PostgreSQL 14", "PostgreSQL 16", "s2"), ("cloud_provider", "GCP", "Azure", "s3")],
        retractions=[("message_queue", "RabbitMQ", "s2")],
        traps=[("database", "SQL Server", "customer (Douro winery) system"),
               ("cloud_provider", "Heroku", "contractor's previous company; rejected"),
               ("database", "PostgreSQL 14", "superseded"), ("cloud_provider", "GCP", "superseded"),
               ("message_queue", "RabbitMQ", "retracted")],
        issues=[("batch export files have broken accents (resolved: encoding)", "s1")],
    ),
)

# ------------------------------------------------------------------ 3. somchai.k - Bangkok street-food POS (Thai)
USERS["somchai.k"] = dict(
    tenant="krua-pos", tz="+07:00",
    sessions=[
        ("s1", "2026-10-05", "13:30", "th", [
            ("user", "สวัสดีครับ ระบบ POS ของเราเขียนด้วย Node.js กับ Express ใช้ MongoDB เป็นฐานข้อมูล และโฮสต์อยู่บน DigitalOcean ครับ"),
            ("assistant", "สวัสดีครับ ขอบคุณสำหรับข้อมูลครับ มีอะไรให้ช่วยครับ"),
            ("user", "ใบเสร็จพิมพ์ออกมาซ้ำสองใบเวลาเน็ตหลุด ทีมเรามีนักพัฒนา 3 คนครับ แล้วช่วยตอบเป็นภาษาอังกฤษ (English) ได้ไหมครับ บางคนในทีมอ่านภาษาไทยไม่ได้"),
            ("assistant", "Sure, I will reply in English from now on. The duplicate receipts look like a retry without an idempotency key; I'll check the print endpoint."),
        ]),
        ("s2", "2026-10-22", "18:45", "th", [
            ("user", "เราย้ายจาก DigitalOcean ไป AWS แล้วครับ เมื่อสัปดาห์ที่แล้ว ตอนนี้ใช้ Memcached เป็นแคชสำหรับเมนูด้วย"),
            ("assistant", "Thanks, noted: AWS, with Memcached in front of the menus. The webhook IPs will change; please allow-list the new ones."),
            ("user", "ลูกค้ารายหนึ่งของเราเป็นร้านแฟรนไชส์ เขาใช้ MySQL อยากดึงยอดขายเข้าระบบของเขา ทำได้ไหมครับ"),
            ("assistant", "Yes, the franchise customer can pull daily sales through the export API into their MySQL."),
        ]),
        ("s3", "2026-11-12", "08:20", "en", [
            ("user", "Hi, quick update. We switched Memcached off, menus load fast enough straight from Mongo now."),
            ("assistant", "Understood, no cache layer any more."),
            ("user", "The duplicate receipts are still happening at a couple of stalls. Shorter answers please, just the command or the setting. We might try Kafka for order events next year, nothing decided."),
            ("assistant", "Set `print.idempotency=true` on the stall profile."),
        ]),
    ],
    truth=dict(
        current={"programming_language": "Node.js", "framework": "Express", "database": "MongoDB",
                 "cloud_provider": "AWS", "team_size": "3", "reply_language": "English", "answer_style": "short"},
        changes=[("cloud_provider", "DigitalOcean", "AWS", "s2")],
        retractions=[("cache", "Memcached", "s3")],
        traps=[("database", "MySQL", "franchise customer's system"),
               ("message_queue", "Kafka", "maybe next year, not decided"),
               ("cloud_provider", "DigitalOcean", "superseded"), ("cache", "Memcached", "retracted"),
               ("reply_language", "Thai", "writes Thai but asked for English replies")],
        issues=[("receipts printed twice when the connection drops (open)", "s1")],
    ),
)

# ------------------------------------------------------------------ 4. yassine.b - Moroccan argan cooperative shop (Arabic, wants French)
USERS["yassine.b"] = dict(
    tenant="argane-souss", tz="+01:00",
    sessions=[
        ("s1", "2026-10-09", "10:05", "ar", [
            ("user", "السلام عليكم. متجرنا الإلكتروني لتعاونية زيت الأركان مبني على Ruby on Rails، وقاعدة البيانات MySQL 5.7، والاستضافة على Heroku. ونستعمل Sidekiq للمهام في الخلفية."),
            ("assistant", "وعليكم السلام، شكرًا على المعلومات. كيف يمكنني المساعدة؟"),
            ("user", "الدفع عبر بوابة CMI يفشل أحيانًا بعد التحويل إلى صفحة البنك. ومن فضلكم أجيبوا بالفرنسية (French)، فريقنا يقرأ الفرنسية أكثر من العربية."),
            ("assistant", "D'accord, je vous répondrai en français. Pouvez-vous m'envoyer l'heure d'un paiement échoué ?"),
        ]),
        ("s2", "2026-10-30", "15:40", "ar", [
            ("user", "قمنا بالترقية من MySQL 5.7 إلى MySQL 8.0 هذا الأسبوع."),
            ("assistant", "Très bien, la connexion fonctionne toujours de notre côté."),
            ("user", "وأوقفنا Sidekiq نهائيًا، لم نعد نحتاج إلى طابور مهام؛ الرسائل تُرسل مباشرة الآن. شريكنا في الشحن يستخدم Azure، هل يمكن ربط نظامه بمتجرنا؟"),
            ("assistant", "Oui, votre partenaire logistique peut utiliser nos webhooks depuis Azure."),
        ]),
        ("s3", "2026-11-19", "12:15", "ar", [
            ("user", "تحديث: انتقلنا من Heroku إلى Fly.io الشهر الماضي. لا تراسلوني على واتساب (WhatsApp) من فضلكم، البريد الإلكتروني (e-mail) أفضل لي."),
            ("assistant", "C'est noté : Fly.io, et contact par e-mail uniquement."),
            ("user", "زميلتي سلمى ستكتب لكم بالإنجليزية أحيانًا، لكن الردود لي بالفرنسية كما اتفقنا. مشكلة الدفع عبر CMI ما زالت قائمة."),
            ("assistant", "Entendu. J'ai relancé le ticket CMI avec les nouveaux journaux."),
        ]),
    ],
    truth=dict(
        current={"framework": "Ruby on Rails", "database": "MySQL 8.0", "cloud_provider": "Fly.io",
                 "reply_language": "French", "contact_channel": "email"},
        changes=[("database", "MySQL 5.7", "MySQL 8.0", "s2"), ("cloud_provider", "Heroku", "Fly.io", "s3")],
        retractions=[("message_queue", "Sidekiq", "s2")],
        traps=[("cloud_provider", "Azure", "shipping partner's system"),
               ("contact_channel", "WhatsApp", "rejected channel"),
               ("database", "MySQL 5.7", "superseded"), ("cloud_provider", "Heroku", "superseded"),
               ("message_queue", "Sidekiq", "retracted"),
               ("reply_language", "Arabic", "writes Arabic, asked for French replies"),
               ("reply_language", "English", "colleague will write in English; replies to him stay French")],
        issues=[("CMI card payments fail after the redirect to the bank page (open)", "s1")],
    ),
)

# ------------------------------------------------------------------ 5. wei.z - Shenzhen drone spare parts B2B (Chinese)
USERS["wei.z"] = dict(
    tenant="feiyun-parts", tz="+08:00",
    sessions=[
        ("s1", "2026-10-07", "09:30", "zh", [
            ("user", "你好，我们的订单系统是用 Go 写的，数据库是 PostgreSQL 15，部署在阿里云（Alibaba Cloud）上，用 Kubernetes 编排。消息队列用 Kafka，CI 用 Jenkins。"),
            ("assistant", "你好，谢谢你的介绍。请问遇到了什么问题？"),
            ("user", "批量报价接口偶尔返回 502，特别是一次提交超过五百个零件的时候。我们团队有 12 名工程师，大家都在排查。"),
            ("assistant", "我们会检查网关的超时设置，可能需要把大批量请求拆分。"),
        ]),
        ("s2", "2026-10-28", "14:20", "zh", [
            ("user", "我们把 CI 从 Jenkins 换成了 GitLab CI，上周已经全部切换完成。"),
            ("assistant", "好的，GitLab CI 的部署令牌需要重新生成，我发你步骤。"),
            ("user", "另外，我们的一个供应商用的是 Oracle 数据库，他们想直接读我们的库存。以后请用 ISO 日期格式（YYYY-MM-DD），不要写成 11/28 这种。"),
            ("assistant", "明白，之后统一使用 YYYY-MM-DD。供应商可以通过只读 API 获取库存，无需直连数据库。"),
        ]),
        ("s3", "2026-11-18", "10:00", "en", [
            ("user", "Writing in English for our new ops lead. Kafka has been decommissioned, order events go straight into Postgres tables now, still on our k8s cluster."),
            ("assistant", "Noted, no message broker any more. I'll remove the Kafka sink from your integration."),
            ("user", "Thanks. Reach me on Slack rather than email, email gets buried. The 502 on bulk quotes is gone since we split the batches."),
            ("assistant", "Great, closing the 502 ticket. I'll ping you on Slack for anything new."),
        ]),
    ],
    truth=dict(
        current={"programming_language": "Go", "database": "PostgreSQL 15", "cloud_provider": "Alibaba Cloud",
                 "orchestration": "Kubernetes", "ci_system": "GitLab CI", "team_size": "12", "date_format": "ISO",
                 "contact_channel": "Slack"},
        changes=[("ci_system", "Jenkins", "GitLab CI", "s2")],
        retractions=[("message_queue", "Kafka", "s3")],
        traps=[("database", "Oracle", "supplier's database"),
               ("contact_channel", "email", "rejected channel"),
               ("ci_system", "Jenkins", "superseded"), ("message_queue", "Kafka", "retracted"),
               ("date_format", "MM/DD", "rejected format")],
        issues=[("bulk quote API returns 502 for large batches (resolved: batches split)", "s1")],
    ),
)

# ------------------------------------------------------------------ 6. rohan.g - Pune cricket academy bookings (Hinglish)
USERS["rohan.g"] = dict(
    tenant="crease-academy", tz="+05:30",
    sessions=[
        ("s1", "2026-10-12", "19:10", "hi-Latn", [
            ("user", "Hello ji, hamare booking app ka backend FastAPI mein likha hai, Python 3.12 pe. Database Firestore hai aur sab kuch Google Cloud pe host hai. CI ke liye GitHub Actions use karte hain."),
            ("assistant", "Namaste! Details ke liye shukriya. Batayiye kya problem hai?"),
            ("user", "Problem ye hai ki jab do parents ek saath same net slot book karte hain toh double booking ho jaati hai. Hum log IST mein hain, Pune se, aur team mein abhi 5 developers hain."),
            ("assistant", "Ye race condition lag rahi hai. Slot reserve karte waqt transaction use karna hoga; main example bhejta hoon."),
        ]),
        ("s2", "2026-11-02", "20:30", "hi-Latn", [
            ("user", "Update: humne Firestore chhod diya, ab saara data Supabase pe hai. Transactions wahan aasaan hain."),
            ("assistant", "Badhiya. Supabase mein row-level lock se double booking ruk jaani chahiye."),
            ("user", "Aur please replies English mein hi dena, Hindi mein nahi, mera co-founder Hindi nahi padhta. Hamare ek partner school ka system AWS pe chalta hai, unko bhi slots dikhane hain."),
            ("assistant", "Sure, I'll reply in English. The partner school can embed the public slot calendar; no AWS-side setup is needed."),
        ]),
        ("s3", "2026-11-20", "18:00", "en", [
            ("user", "We removed GitHub Actions, deploys are manual from my laptop for now. No CI at all until the season ends."),
            ("assistant", "Understood. I'll drop the CI status badge from your dashboard."),
            ("user", "Still on Supabase and the double bookings have stopped. One more thing: I actually prefer long, detailed answers with steps, I'm learning as I go."),
            ("assistant", "Got it, I'll give step-by-step explanations from now on."),
        ]),
    ],
    truth=dict(
        current={"framework": "FastAPI", "programming_language": "Python 3.12", "database": "Supabase",
                 "cloud_provider": "GCP", "timezone": "IST", "team_size": "5", "reply_language": "English",
                 "answer_style": "detailed"},
        changes=[("database", "Firestore", "Supabase", "s2")],
        retractions=[("ci_system", "GitHub Actions", "s3")],
        traps=[("cloud_provider", "AWS", "partner school's system"),
               ("database", "Firestore", "superseded"), ("ci_system", "GitHub Actions", "retracted"),
               ("reply_language", "Hindi", "explicitly not Hindi")],
        issues=[("double booking when two parents book the same slot (resolved after moving to Supabase)", "s1")],
    ),
)

# ------------------------------------------------------------------ 7. fiona.m - Speyside distillery cask tracking (English)
USERS["fiona.m"] = dict(
    tenant="caskline", tz="+00:00",
    sessions=[
        ("s1", "2026-10-06", "11:00", "en", [
            ("user", "Hello, Fiona from Caskline. We track whisky casks with a Java Spring Boot service on PostgreSQL 13, hosted on Azure. We're on the Starter plan and on UK time."),
            ("assistant", "Hi Fiona, thanks for the overview. What can I help with?"),
            ("user", "Fill dates imported from the gauging scanner come in a day off. There are four of us on the dev side. Our bottler in Glasgow is a partner and their warehouse system runs on SAP HANA, in case that matters for the import."),
            ("assistant", "It looks like a timezone shift at midnight in the import. The bottler's SAP HANA side shouldn't matter; the offset is applied on our end."),
        ]),
        ("s2", "2026-10-21", "15:30", "en", [
            ("user", "We're on the Growth plan since Monday, upgraded from Starter. Also please send dates as DD/MM/YYYY, the American month-first order keeps confusing the warehouse team."),
            ("assistant", "Thanks, plan noted, and I'll write dates day-first."),
            ("user", "We've also started using Datadog for monitoring the scanner bridge."),
            ("assistant", "Great, you can forward the bridge logs to Datadog with the agent's file tail."),
        ]),
        ("s3", "2026-11-09", "10:20", "en", [
            ("user", "No, I said Growth, not Business. Your latest invoice says Business plan, please fix it."),
            ("assistant", "Apologies, I've corrected the invoice to the Growth plan."),
            ("user", "We got rid of Datadog, far too expensive for us; nothing in its place for now. And we bumped Postgres from 13 to 15 on Saturday. Oh, and the stock export still puts the month before the day, day first please."),
            ("assistant", "Noted. The PostgreSQL 15 upgrade needs no change on our side."),
        ]),
        ("s4", "2026-11-24", "09:45", "en", [
            ("user", "Small thing again: dates day-first please, like the 24th of November written 24/11/2026. The last report went out month-first."),
            ("assistant", "Sorry about that, the report template now uses day/month/year."),
            ("user", "And the gauging scanner fill dates are correct now, thanks for the fix."),
            ("assistant", "Glad it's resolved. I'll close the ticket."),
        ]),
    ],
    truth=dict(
        current={"programming_language": "Java", "framework": "Spring Boot", "database": "PostgreSQL 15",
                 "cloud_provider": "Azure", "timezone": "UK time", "team_size": "4", "plan": "Growth",
                 "date_format": "DD/MM/YYYY"},
        changes=[("plan", "Starter", "Growth", "s2"), ("database", "PostgreSQL 13", "PostgreSQL 15", "s3")],
        retractions=[("observability", "Datadog", "s3")],
        traps=[("database", "SAP HANA", "partner bottler's warehouse system"),
               ("plan", "Business", "invoice error, user corrected"),
               ("date_format", "MM/DD/YYYY", "rejected format"),
               ("plan", "Starter", "superseded"), ("database", "PostgreSQL 13", "superseded"),
               ("observability", "Datadog", "retracted")],
        issues=[("gauging scanner fill dates imported a day off (resolved)", "s1")],
    ),
)

# ------------------------------------------------------------------ 8. kyle.r - Seattle/Alaska fishing charters (English)
USERS["kyle.r"] = dict(
    tenant="tidewater-charters", tz="-08:00",
    sessions=[
        ("s1", "2026-10-13", "07:50", "en", [
            ("user", "Hey, Kyle at Tidewater Charters. Our booking site is Next.js, TypeScript everywhere, the database is CockroachDB and it's all hosted on Vercel. Deposits go through Amazon SQS to the payment worker."),
            ("assistant", "Thanks Kyle. What's going on?"),
            ("user", "Deposit confirmations sometimes arrive twice. We're a team of 6, office in Seattle, so Pacific time. Best to reach me by phone, I'm on the docks half the day."),
            ("assistant", "I'll check the deposit webhook for retries and call you with what I find."),
        ]),
        ("s2", "2026-10-29", "16:15", "en", [
            ("user", "Would Redis be worth it for the availability calendar? Just asking, we don't run any cache today."),
            ("assistant", "At your volume the calendar query is fast enough without a cache; I wouldn't add Redis yet."),
            ("user", "OK. Our tackle supplier's portal is some old PHP thing and they want an order feed. And actually, phone isn't working for me anymore, no signal out at sea. Email me from now on."),
            ("assistant", "Understood, email from now on. The supplier can use the CSV order feed."),
        ]),
        ("s3", "2026-11-16", "12:05", "en", [
            ("user", "We dropped SQS. Deposits are written directly by the API now, no queue in between, and the double confirmations stopped."),
            ("assistant", "Nice, that explains it. I'll mark the duplicate-confirmation issue as resolved."),
            ("user", "Also we've grown to 9 people in engineering, so expect more questions from the new folks."),
            ("assistant", "Welcome to them! I'll add them to the support workspace."),
        ]),
    ],
    truth=dict(
        current={"framework": "Next.js", "programming_language": "TypeScript", "database": "CockroachDB",
                 "cloud_provider": "Vercel", "timezone": "Pacific", "contact_channel": "email", "team_size": "9"},
        changes=[("contact_channel", "phone", "email", "s2"), ("team_size", "6", "9", "s3")],
        retractions=[("message_queue", "Amazon SQS", "s3")],
        traps=[("cache", "Redis", "question only, advised against"),
               ("programming_language", "PHP", "supplier's portal"),
               ("contact_channel", "phone", "superseded"), ("team_size", "6", "superseded"),
               ("message_queue", "Amazon SQS", "retracted")],
        issues=[("deposit confirmations arrive twice (resolved after dropping SQS)", "s1")],
    ),
)

# ------------------------------------------------------------------ 9. thandi.n - Cape Town surf school (English)
USERS["thandi.n"] = dict(
    tenant="swellhouse", tz="+02:00",
    sessions=[
        ("s1", "2026-10-10", "08:30", "en", [
            ("user", "Hi! Swellhouse is a surf school booking site, Django and Python, SQLite in production (I know, I know), hosted on Hetzner. Celery sends the lesson reminder SMS."),
            ("assistant", "Hi Thandi, thanks for the rundown. How can I help?"),
            ("user", "The tide-times widget shows yesterday's tides until about noon. We're on the Free plan for now, if that limits anything."),
            ("assistant", "The Free plan refreshes the tide feed only once a day; that's the lag you see."),
        ]),
        ("s2", "2026-10-26", "17:20", "en", [
            ("user", "We finally moved off SQLite, everything is on PostgreSQL 16 now. And I upgraded us to Pro today, mostly for the faster tide refresh."),
            ("assistant", "Both noted. On Pro the tide feed refreshes hourly."),
            ("user", "A friend who runs a kite school nearby uses Supabase and swears by it. Should we have gone that way instead?"),
            ("assistant", "Plain PostgreSQL 16 is a good fit for you; Supabase would mostly add hosted extras you don't need."),
        ]),
        ("s3", "2026-11-14", "11:10", "en", [
            ("user", "Celery is gone, reminders go out from a plain cron job now. One less thing to babysit."),
            ("assistant", "Makes sense. Nothing changes on the integration side."),
            ("user", "The widget still lags in the mornings sometimes. And could you reply in bullet points? Long paragraphs are hard to read on my phone between lessons."),
            ("assistant", "- Cleared the tide cache for your site\n- Will watch tomorrow's refresh"),
        ]),
        ("s4", "2026-11-28", "09:05", "en", [
            ("user", "The tide widget is fine now. Keep the answers short like that, it works well. We're still on Pro, by the way."),
            ("assistant", "- Great\n- Closing the widget ticket"),
        ]),
    ],
    truth=dict(
        current={"framework": "Django", "programming_language": "Python", "database": "PostgreSQL 16",
                 "cloud_provider": "Hetzner", "plan": "Pro", "answer_style": "short"},
        changes=[("database", "SQLite", "PostgreSQL 16", "s2"), ("plan", "Free", "Pro", "s2")],
        retractions=[("message_queue", "Celery", "s3")],
        traps=[("database", "Supabase", "a friend's kite school; question"),
               ("database", "SQLite", "superseded"), ("plan", "Free", "superseded"),
               ("message_queue", "Celery", "retracted")],
        issues=[("tide-times widget shows yesterday's tides in the morning (resolved)", "s1")],
    ),
)

# ------------------------------------------------------------------ 10. dana.w - Columbus 3D print farm (English)
USERS["dana.w"] = dict(
    tenant="layerworks", tz="-05:00",
    sessions=[
        ("s1", "2026-10-14", "13:40", "en", [
            ("user", "Hi, Dana from Layerworks, a 3D print farm in Columbus, Ohio, so Eastern time. Our order system is C# on .NET 8 with SQL Server 2019, running on Azure. Print jobs go through RabbitMQ to the printer controllers."),
            ("assistant", "Hi Dana, thanks. What can I do for you?"),
            ("user", "G-code uploads over about 200 MB fail halfway. Please use Microsoft Teams to reach me, that's where our whole shop lives."),
            ("assistant", "I'll raise the upload limit on your account and follow up on Teams."),
        ]),
        ("s2", "2026-11-04", "10:25", "en", [
            ("user", "Correction from last time: it's SQL Server 2022, not 2019. I misremembered which box we upgraded."),
            ("assistant", "Thanks, corrected to SQL Server 2022."),
            ("user", "And we retired RabbitMQ, the printers poll the API for jobs now. Our biggest client, a dental lab, sends their scans from their own GCP bucket, can you pull from there?"),
            ("assistant", "Yes, we can pull from the dental lab's bucket with a signed URL; nothing changes on your side."),
        ]),
        ("s3", "2026-11-21", "15:00", "en", [
            ("user", "Teams notifications keep getting lost in the noise. Slack is where I live now, please use that instead."),
            ("assistant", "Switched your contact to Slack."),
            ("user", "Large uploads work since you raised the limit. We're evaluating Kubernetes on AKS for the slicer workers, nothing decided yet. Still dotnet 8 on the backend."),
            ("assistant", "Good to know. I'll send you our AKS notes in case you go ahead."),
        ]),
    ],
    truth=dict(
        current={"programming_language": "C#", "framework": ".NET 8", "database": "SQL Server 2022",
                 "cloud_provider": "Azure", "timezone": "Eastern", "contact_channel": "Slack"},
        changes=[("database", "SQL Server 2019", "SQL Server 2022", "s2"),
                 ("contact_channel", "Microsoft Teams", "Slack", "s3")],
        retractions=[("message_queue", "RabbitMQ", "s2")],
        traps=[("cloud_provider", "GCP", "client (dental lab) bucket"),
               ("orchestration", "Kubernetes", "evaluating, nothing decided"),
               ("database", "SQL Server 2019", "superseded (corrected)"),
               ("contact_channel", "Microsoft Teams", "superseded"),
               ("message_queue", "RabbitMQ", "retracted")],
        issues=[("G-code uploads over ~200 MB fail (resolved: limit raised)", "s1")],
    ),
)

# File order of facts_k.jsonl: interleaved by date, except three users out of chronological order:
# wei.z (s3, s1, s2), fiona.m (s4, s2, s1, s3), kyle.r (s3, s2, s1 = newest first).
OUT_OF_ORDER = {"wei.z": ["s3", "s1", "s2"], "fiona.m": ["s4", "s2", "s1", "s3"], "kyle.r": ["s3", "s2", "s1"]}
