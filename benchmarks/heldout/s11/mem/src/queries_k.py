# -*- coding: utf-8 -*-
"""Hand-written context queries and fact-free distractor conversations for set K.

QUERIES: (user, query, relevant [(session label, message index)], current {slot: value}, stale [values])
DISTRACTORS: fact-free conversations (no stack / plan / channel / zone / language / format / team-size
statements, no digits in user turns); each user gets 3 different ones, dated inside the user's range.
"""

QUERIES = [
    # sanne.v
    ("sanne.v", "welke database draaien we nu?", [("s2", 1)], {"database": "PostgreSQL 16"}, ["MySQL 8.0"]),
    ("sanne.v", "Gebruiken we nog een cache voor de fietsenkaart?", [("s2", 3)], {}, ["Redis"]),
    ("sanne.v", "hoe groot is ons dev-team inmiddels?", [("s3", 3)], {"team_size": "8"}, ["6"]),
    ("sanne.v", "What was the status of the QR scan timeouts?", [("s1", 3), ("s3", 3)], {}, []),
    # joao.m
    ("joao.m", "Que versão do PostgreSQL temos agora?", [("s2", 1), ("s3", 3)], {"database": "PostgreSQL 16"}, ["PostgreSQL 14"]),
    ("joao.m", "which cloud are we hosted on these days?", [("s3", 1)], {"cloud_provider": "Azure"}, ["GCP"]),
    ("joao.m", "Ainda usamos uma fila para as etiquetas?", [("s2", 3)], {}, ["RabbitMQ"]),
    ("joao.m", "em que formato devo escrever as datas?", [("s2", 3)], {"date_format": "DD/MM/YYYY"}, []),
    # somchai.k
    ("somchai.k", "ตอนนี้เราโฮสต์อยู่ที่ไหน", [("s2", 1)], {"cloud_provider": "AWS"}, ["DigitalOcean"]),
    ("somchai.k", "do we still have a cache in front of the menus?", [("s3", 1)], {}, ["Memcached"]),
    ("somchai.k", "how should you format answers for me?", [("s3", 3)], {"answer_style": "short"}, []),
    ("somchai.k", "receipts printing twice - is that fixed?", [("s1", 3), ("s3", 3)], {}, []),
    # yassine.b
    ("yassine.b", "ما هي نسخة MySQL التي نستخدمها الآن؟", [("s2", 1)], {"database": "MySQL 8.0"}, ["MySQL 5.7"]),
    ("yassine.b", "Où est hébergée notre boutique maintenant ?", [("s3", 1)], {"cloud_provider": "Fly.io"}, ["Heroku"]),
    ("yassine.b", "how do I prefer to be contacted?", [("s3", 1)], {"contact_channel": "email"}, ["WhatsApp"]),
    ("yassine.b", "do we still run background jobs with Sidekiq?", [("s2", 3)], {}, ["Sidekiq"]),
    # wei.z
    ("wei.z", "我们现在用什么 CI？", [("s2", 1)], {"ci_system": "GitLab CI"}, ["Jenkins"]),
    ("wei.z", "is Kafka still part of our order pipeline?", [("s3", 1)], {}, ["Kafka"]),
    ("wei.z", "what's the best way to reach me?", [("s3", 3)], {"contact_channel": "Slack"}, ["email"]),
    ("wei.z", "日期应该用什么格式？", [("s2", 3)], {"date_format": "ISO"}, ["MM/DD"]),
    # rohan.g
    ("rohan.g", "hamara database ab kaunsa hai?", [("s2", 1), ("s3", 3)], {"database": "Supabase"}, ["Firestore"]),
    ("rohan.g", "which CI do we use for deploys?", [("s3", 1)], {}, ["GitHub Actions"]),
    ("rohan.g", "how detailed should your answers be for me?", [("s3", 3)], {"answer_style": "detailed"}, []),
    ("rohan.g", "kis language mein reply karna hai?", [("s2", 3)], {"reply_language": "English"}, ["Hindi"]),
    # fiona.m
    ("fiona.m", "Which plan are we on?", [("s3", 1), ("s2", 1)], {"plan": "Growth"}, ["Starter", "Business"]),
    ("fiona.m", "what Postgres version does the cask service run?", [("s3", 3)], {"database": "PostgreSQL 15"}, ["PostgreSQL 13"]),
    ("fiona.m", "How should dates be written in reports for us?", [("s2", 1), ("s3", 3), ("s4", 1)], {"date_format": "DD/MM/YYYY"}, ["MM/DD/YYYY"]),
    ("fiona.m", "what do we use for monitoring the scanner bridge?", [("s3", 3)], {}, ["Datadog"]),
    # kyle.r
    ("kyle.r", "best way to get hold of me?", [("s2", 3)], {"contact_channel": "email"}, ["phone"]),
    ("kyle.r", "how many engineers do we have now?", [("s3", 3)], {"team_size": "9"}, ["6"]),
    ("kyle.r", "do deposits still go through a queue?", [("s3", 1)], {}, ["Amazon SQS"]),
    ("kyle.r", "which database is the booking site on?", [("s1", 1)], {"database": "CockroachDB"}, []),
    # thandi.n
    ("thandi.n", "what database are we running now?", [("s2", 1)], {"database": "PostgreSQL 16"}, ["SQLite"]),
    ("thandi.n", "which plan is Swellhouse on?", [("s4", 1), ("s2", 1)], {"plan": "Pro"}, ["Free"]),
    ("thandi.n", "how are the lesson reminders sent?", [("s3", 1)], {}, ["Celery"]),
    ("thandi.n", "how should you format replies to me?", [("s3", 3), ("s4", 1)], {"answer_style": "short"}, []),
    # dana.w
    ("dana.w", "which SQL Server version are we on?", [("s2", 1)], {"database": "SQL Server 2022"}, ["SQL Server 2019"]),
    ("dana.w", "where should support contact me?", [("s3", 1)], {"contact_channel": "Slack"}, ["Microsoft Teams"]),
    ("dana.w", "how do print jobs reach the printers now?", [("s2", 3)], {}, ["RabbitMQ"]),
    ("dana.w", "are we running Kubernetes for the slicers?", [("s3", 3)], {}, ["Kubernetes"]),
]

# Fact-free distractors: (topic, [(role, text), ...]); no digits in user turns.
DISTRACTORS = [
    ("invite", [
        ("user", "How do I invite a new colleague to our workspace without giving them admin rights?"),
        ("assistant", "Go to Settings > Members, click Invite and pick the Member role. Admin can be granted later."),
        ("user", "Perfect, and can they see billing?"),
        ("assistant", "No, billing is visible to owners and admins only."),
    ]),
    ("webhook-secret", [
        ("user", "Where do I find the signing secret for webhooks? I can't see it on the integration page."),
        ("assistant", "It's under Integrations > Webhooks > Reveal secret. Only owners can reveal it."),
        ("user", "Got it, I needed the owner to log in. Thanks!"),
        ("assistant", "You're welcome."),
    ]),
    ("export-pdf", [
        ("user", "Is there a way to export the monthly report as a PDF instead of a spreadsheet?"),
        ("assistant", "Yes, open the report, click the download arrow and choose PDF."),
        ("user", "Nice, and can I put our logo on it?"),
        ("assistant", "Upload the logo under Branding and it will appear in the PDF header."),
    ]),
    ("2fa", [
        ("user", "One of our people lost their phone and can't log in because of two-factor. What now?"),
        ("assistant", "An owner can reset their second factor from Members > user > Reset authentication."),
        ("user", "Done, they're back in. Appreciated."),
        ("assistant", "Great, glad it worked."),
    ]),
    ("api-rate", [
        ("user", "We keep hitting 'too many requests' on the reporting endpoint during our nightly sync. Is there a limit we should know about?"),
        ("assistant", "The reporting endpoint allows 60 requests per minute; the response headers tell you how many remain."),
        ("user", "Understood, we'll add a pause between pages."),
        ("assistant", "That should do it. Backing off on a 429 is also a good idea."),
    ]),
    ("sandbox", [
        ("user", "Do you have a sandbox where we can test changes before touching live data?"),
        ("assistant", "Yes, every workspace has a sandbox toggle in the top bar; data there is separate."),
        ("user", "Oh, I never noticed it. Thanks."),
        ("assistant", "Happy testing!"),
    ]),
    ("csv-columns", [
        ("user", "Can I choose which columns go into the order export? Half of them are empty for us."),
        ("assistant", "Yes, the export dialog has a Columns button where you can untick the ones you don't need."),
        ("user", "Great, and does it remember my choice?"),
        ("assistant", "It remembers it per user."),
    ]),
    ("audit-log", [
        ("user", "Someone changed a price rule yesterday and nobody admits it. Can I see who did it?"),
        ("assistant", "The audit log under Settings > Security lists every rule change with the user and time."),
        ("user", "Found it, it was an automation after all. Mystery solved."),
        ("assistant", "Glad it wasn't a person!"),
    ]),
    ("dark-mode", [
        ("user", "Small request: is there a dark mode for the dashboard? Working late is rough on the eyes."),
        ("assistant", "Yes, under Profile > Appearance you can choose dark or follow the system setting."),
        ("user", "Lovely, switched it on."),
        ("assistant", "Enjoy!"),
    ]),
    ("sso", [
        ("user", "Can we log in with our company accounts instead of separate passwords?"),
        ("assistant", "Single sign-on is available through SAML; an owner can set it up under Security."),
        ("user", "I'll forward that to whoever manages our accounts, thanks."),
        ("assistant", "Sure, the setup guide is linked on that page."),
    ]),
    ("nl-tags", [
        ("user", "Kunnen we labels toevoegen aan bestellingen zodat we ze makkelijker terugvinden?"),
        ("assistant", "Ja, open een bestelling en klik op Labels; je kunt daarna op labels filteren."),
        ("user", "Handig, dank je."),
        ("assistant", "Graag gedaan."),
    ]),
    ("pt-notifications", [
        ("user", "Como desligo as notificações de cada encomenda? Recebo demasiadas."),
        ("assistant", "Em Perfil > Notificações pode escolher um resumo diário em vez de avisos individuais."),
        ("user", "Perfeito, obrigado."),
        ("assistant", "De nada."),
    ]),
    ("archive", [
        ("user", "We have a lot of old test orders cluttering the list. Can we archive them instead of deleting?"),
        ("assistant", "Select them and choose Archive; archived orders are hidden but searchable."),
        ("user", "That's exactly what I wanted."),
        ("assistant", "Great."),
    ]),
    ("receipt-email", [
        ("user", "Can customers get a copy of their receipt sent again if they lost it?"),
        ("assistant", "Open the order and click Resend receipt; it goes to the address on the order."),
        ("user", "Simple enough, thank you."),
        ("assistant", "Anytime."),
    ]),
]
