# -*- coding: utf-8 -*-
"""Set I: hand-written sessions and ground truth (written blind, session 10).

Each user: tenant, user, sessions {tag: (started_at, language, [(role, text), ...])}, file_order
(tags in the order they appear in the jsonl), truth (values refer to session tags).
"""

USERS = [
# ---------------------------------------------------------------- 1. Czech ski-lift passes
dict(tenant="snezka-lifty", user="jana.k", file_order=["s2", "s3", "s1"], sessions={
 "s1": ("2026-10-13T09:05:00+02:00", "cs", [
  ("user", "Dobrý den, provozujeme lanovky a prodej skipasů v Krkonoších. Od včerejška nám nechodí webhooky o zaplacených skipasech, vaše strana vrací 401."),
  ("assistant", "Dobrý den, podívám se na to. Na jaký systém webhooky míří a kolik vás na integraci pracuje?"),
  ("user", "Backend je v PHP 8.3 na Laravelu, data držíme v MySQL 8.0 a cache v Redisu. Servery máme pronajaté u Hetzneru. Jsme čtyři vývojáři."),
  ("assistant", "Díky. 401 vzniká, protože se minulý týden rotoval podpisový klíč; nový klíč najdete v administraci pod Webhooky."),
  ("user", "Super, už to funguje. Ještě prosím: odpovědi pište anglicky, čte je i náš externí kolega z Polska. A data ve formátu DD.MM.YYYY, ne americky."),
  ("assistant", "Rozumím, budu psát anglicky a data uvádět jako DD.MM.YYYY."),
 ]),
 "s2": ("2026-10-29T14:20:00+01:00", "cs", [
  ("user", "Dobrý den, v neděli jsme dokončili migraci z MySQL na PostgreSQL 16. Musíme u vás něco měnit?"),
  ("assistant", "Na naší straně ne, pokud se nemění URL webhooků. Doporučuji jen zkontrolovat časová pásma u uložených transakcí."),
  ("user", "Dobře. Náš partner, půjčovna lyžařského vybavení, se chce napojit taky, jejich systém běží na MongoDB. A uvažujeme, že bychom v zimě přešli na Kubernetes, ale zatím nic."),
  ("assistant", "Partnera můžeme napojit přes samostatný API klíč. Kdybyste Kubernetes zaváděli, dejte vědět kvůli IP adresám."),
  ("user", "Jasně. Jinak jsme pořád na tarifu Standard, že?"),
  ("assistant", "Ano, vidím tarif Standard, platí do konce sezóny."),
 ]),
 "s3": ("2026-11-19T10:40:00+01:00", "en", [
  ("user", "Hi, English today so our new contractor can follow along. We upgraded to the Premium plan yesterday - can you confirm the invoice went through?"),
  ("assistant", "Confirmed: Premium is active since yesterday and the invoice is paid."),
  ("user", "Thanks. Also, the Redis cache is gone since Tuesday, we didn't need it after the Postgres move. And FYI the contractor's own shop runs on Django, no idea why he keeps bringing it up."),
  ("assistant", "Noted. Anything else before the season launch?"),
  ("user", "The gate scanners sometimes say 'pass invalid' for passes bought in the last minute before the lifts open. Is there a sync delay?"),
  ("assistant", "Yes, passes are pushed to the gates every 60 seconds; I can switch you to instant push."),
 ]),
}, truth=dict(
 current={"programming_language": "PHP 8.3", "framework": "Laravel", "database": "PostgreSQL 16", "cloud_provider": "Hetzner",
          "team_size": "4", "reply_language": "English", "date_format": "DD.MM.YYYY", "plan": "Premium"},
 changes=[("database", "MySQL 8.0", "PostgreSQL 16", "s2"), ("plan", "Standard", "Premium", "s3")],
 retractions=[("cache", "Redis", "s3")],
 traps=[("date_format", "MM/DD/YYYY", "rejected: 'ne americky'"), ("database", "MongoDB", "partner's (equipment rental) system"),
        ("orchestration", "Kubernetes", "plan not done ('uvažujeme ... zatím nic')"), ("framework", "Django", "contractor's own shop"),
        ("database", "MySQL 8.0", "superseded"), ("plan", "Standard", "superseded"), ("cache", "Redis", "retracted")],
 issues=[("webhooks for paid passes return 401 (resolved: signing key rotated)", "s1"),
         ("gate scanners say 'pass invalid' for last-minute passes: 60 s sync delay (open)", "s3")],
)),
# ---------------------------------------------------------------- 2. Turkish carpet export marketplace
dict(tenant="halikoy", user="emre.y", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-14T11:00:00+03:00", "tr", [
  ("user", "Merhaba, el dokuması halı ihraç eden bir pazaryeriyiz. Kargo API'nize yaptığımız çağrılarda sık sık zaman aşımı alıyoruz."),
  ("assistant", "Merhaba, hangi altyapıdan çağırıyorsunuz? Biraz sisteminizden bahseder misiniz?"),
  ("user", "Backend Django ile yazıldı, Python 3.11 kullanıyoruz, veritabanı PostgreSQL 15. Her şey Google Cloud üzerinde çalışıyor. Kuyruk olarak RabbitMQ var. 4 kişilik bir ekibiz."),
  ("assistant", "Teşekkürler. Zaman aşımları Frankfurt'taki uç noktamızdan kaynaklanıyor olabilir; İstanbul'a yakın uç noktayı deneyin."),
  ("user", "Tamam, deneyeceğiz. Lojistik ortağımız Azure kullanıyor, onların sistemine de buradan bağlanıyoruz. Bir de lütfen bana WhatsApp'tan değil, e-postayla ulaşın."),
  ("assistant", "Anlaşıldı, bundan sonra sizinle e-posta üzerinden iletişim kuracağız."),
 ]),
 "s2": ("2026-11-04T15:30:00+03:00", "tr", [
  ("user", "Merhaba, ekibimiz büyüdü: artık 7 geliştiriciyiz, önceden 4'tük. Yeni arkadaşlar için ek API anahtarı alabilir miyiz?"),
  ("assistant", "Elbette, panelden yeni anahtarlar oluşturabilirsiniz."),
  ("user", "Bir de geçen hafta RabbitMQ'yu bıraktık; yerine Amazon SQS değil, NATS geldi. Webhook yeniden denemeleri artık NATS üzerinden gidiyor."),
  ("assistant", "Not aldım. NATS tarafında tekrarlanan mesajları idempotency anahtarıyla ayıklamanızı öneririm."),
 ]),
 "s3": ("2026-11-24T09:15:00+03:00", "en", [
  ("user", "Hi, writing in English so our CTO can read along. Please keep answers short, bullet points are fine."),
  ("assistant", "- Sure. What do you need?"),
  ("user", "What would change for our webhooks if we moved to AWS? Nothing decided, just asking. Also, we now send our errors to Sentry - can your SDK tag events with our order id?"),
  ("assistant", "- Webhooks: only the egress IP list changes.\n- Sentry: yes, set the order_id tag in the SDK options."),
  ("user", "Great. The cargo API timeouts from last month are gone since we switched endpoints."),
  ("assistant", "- Good to hear, closing that ticket."),
 ]),
}, truth=dict(
 current={"framework": "Django", "programming_language": "Python 3.11", "database": "PostgreSQL 15", "cloud_provider": "GCP",
          "message_queue": "NATS", "team_size": "7", "contact_channel": "email", "answer_style": "short", "observability": "Sentry"},
 changes=[("team_size", "4", "7", "s2"), ("message_queue", "RabbitMQ", "NATS", "s2")],
 retractions=[],
 traps=[("cloud_provider", "Azure", "logistics partner's cloud"), ("contact_channel", "WhatsApp", "rejected channel"),
        ("message_queue", "Amazon SQS", "negated ('SQS değil')"), ("cloud_provider", "AWS", "question / hypothetical move"),
        ("message_queue", "RabbitMQ", "superseded"), ("team_size", "4", "superseded")],
 issues=[("timeouts on cargo API calls (resolved: switched to the Istanbul endpoint)", "s1")],
)),
# ---------------------------------------------------------------- 3. Finnish harvester telemetry
dict(tenant="metsadata", user="aino.v", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-15T08:30:00+03:00", "fi", [
  ("user", "Hei! Keräämme hakkuukoneiden telemetriaa metsäyhtiöille. Osa koneista lähettää mittaukset teidän API:in kahteen kertaan."),
  ("assistant", "Hei! Kerrotko vähän järjestelmästänne, niin katsotaan mistä tuplat tulevat."),
  ("user", "Palvelut on kirjoitettu Rustilla ja ne pyörivät Amazon ECS:ssä AWS:llä. Mittaukset kulkevat Kafkan kautta TimescaleDB:hen. Meitä on viisi kehittäjää."),
  ("assistant", "Kiitos. Tuplat johtuvat todennäköisesti Kafka-kuluttajan uudelleenkäynnistyksistä; lähettäkää idempotency-avain jokaisen mittauksen mukana."),
  ("user", "Selvä. Ja käyttäkää vastauksissa ISO-päivämääriä (VVVV-KK-PP), suomalainen päivämäärämuoto sekoittaa saksalaisia kollegoitamme."),
  ("assistant", "Selvä, käytän jatkossa muotoa VVVV-KK-PP."),
 ]),
 "s2": ("2026-11-06T13:10:00+02:00", "fi", [
  ("user", "Hei taas. Siirsimme viime viikolla kaikki palvelut ECS:stä Kubernetesiin (EKS). Pitääkö IP-sallintalistaa päivittää?"),
  ("assistant", "Kyllä, lisätkää EKS-klusterin NAT-osoitteet sallintalistaan."),
  ("user", "Tehty. Kysymys vielä: jos joskus siirtyisimme Azureen, tarvitaanko uudet API-avaimet?"),
  ("assistant", "Ei tarvita, avaimet eivät ole sidottuja pilvipalveluun."),
 ]),
 "s3": ("2026-11-26T10:00:00+02:00", "en", [
  ("user", "Hi, English this time, my colleague Mikko is in cc. Mikko joined last week, so we're six developers now - can he get his own login?"),
  ("assistant", "Sure, the invite is on its way to Mikko."),
  ("user", "Thanks. Another update: our Kafka cluster is retired. The gateways now write straight to TimescaleDB, no broker in between."),
  ("assistant", "Noted. Then the consumer-restart duplicates should be gone as well."),
  ("user", "Yes, no duplicates since. By the way, the sawmill customer we deliver to runs SAP on Oracle, they asked whether you integrate with that."),
  ("assistant", "We have an Oracle connector in beta; I can send the docs to the customer."),
 ]),
}, truth=dict(
 current={"programming_language": "Rust", "orchestration": "Kubernetes", "cloud_provider": "AWS", "database": "TimescaleDB",
          "team_size": "6", "date_format": "ISO"},
 changes=[("orchestration", "Amazon ECS", "Kubernetes", "s2"), ("team_size", "5", "6", "s3")],
 retractions=[("message_queue", "Kafka", "s3")],
 traps=[("cloud_provider", "Azure", "question / hypothetical move"), ("database", "Oracle", "sawmill customer's system"),
        ("orchestration", "Amazon ECS", "superseded"), ("team_size", "5", "superseded"), ("message_queue", "Kafka", "retracted")],
 issues=[("measurements arrive twice (Kafka consumer restarts; resolved after the broker was removed)", "s1")],
)),
# ---------------------------------------------------------------- 4. Korean webtoon platform
dict(tenant="panelverse", user="minji.p", file_order=["s3", "s1", "s2"], sessions={
 "s1": ("2026-10-16T10:00:00+09:00", "ko", [
  ("user", "안녕하세요. 웹툰 플랫폼을 운영하는 파넬버스입니다. 어제부터 결제 완료 웹훅이 두 번씩 들어옵니다."),
  ("assistant", "안녕하세요. 확인해 보겠습니다. 어떤 환경에서 웹훅을 받으시나요?"),
  ("user", "백엔드는 Kotlin과 Spring Boot로 개발했고 데이터베이스는 MySQL 8입니다. 인프라는 AWS 서울 리전을 쓰고, CI는 Jenkins입니다. 리포트 시간대는 Asia/Seoul로 맞춰 주세요."),
  ("assistant", "알겠습니다. 중복 웹훅은 재시도 헤더를 확인해서 걸러 주시면 됩니다."),
  ("user", "그리고 답변은 자세하게, 단계별로 설명해 주시면 좋겠어요."),
  ("assistant", "네, 앞으로 단계별로 자세히 안내해 드리겠습니다."),
 ]),
 "s2": ("2026-11-02T16:20:00+09:00", "ko", [
  ("user", "CI를 Jenkins에서 GitHub Actions로 완전히 옮겼습니다. 배포 토큰을 새로 발급받아야 하나요?"),
  ("assistant", "네, GitHub Actions용 배포 토큰을 새로 발급해 드리겠습니다."),
  ("user", "감사합니다. 참고로 캐시는 Redis를 쓰고 있어요. 저희 결제 대행사는 Oracle DB를 쓴다고 하네요. 그리고 지금 Pro 요금제인데 Enterprise로 올릴지 고민 중입니다."),
  ("assistant", "Enterprise에는 SSO와 전담 지원이 포함됩니다. 결정하시면 알려 주세요."),
 ]),
 "s3": ("2026-11-23T11:30:00+09:00", "en", [
  ("user", "Hi, English today for our new SRE. Shorter answers from now on please - the step-by-step ones were too long for on-call."),
  ("assistant", "Understood, short answers from now on."),
  ("user", "We decided against Enterprise, staying on Pro. One issue: since yesterday the episode thumbnails from your CDN load slowly in Busan."),
  ("assistant", "Our Busan edge had a bad node; traffic is rerouted now."),
 ]),
}, truth=dict(
 current={"programming_language": "Kotlin", "framework": "Spring Boot", "database": "MySQL 8", "cloud_provider": "AWS",
          "ci_system": "GitHub Actions", "timezone": "Asia/Seoul", "answer_style": "short", "cache": "Redis", "plan": "Pro"},
 changes=[("ci_system", "Jenkins", "GitHub Actions", "s2"), ("answer_style", "detailed", "short", "s3")],
 retractions=[],
 traps=[("database", "Oracle", "payment agency's database"), ("plan", "Enterprise", "considered, then declined"),
        ("ci_system", "Jenkins", "superseded"), ("answer_style", "detailed", "superseded")],
 issues=[("payment-completed webhooks arrive twice (dedupe on retry header)", "s1"),
         ("episode thumbnails from CDN slow in Busan (resolved: bad edge node)", "s3")],
)),
# ---------------------------------------------------------------- 5. Hungarian thermal-bath ticketing
dict(tenant="furdojegy", user="bence.t", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-19T09:40:00+02:00", "hu", [
  ("user", "Jó napot! Budapesti fürdők online jegyértékesítését üzemeltetjük. A QR-kódos jegyeket a beléptetőkapuk egy része nem olvassa be."),
  ("assistant", "Jó napot! Melyik rendszerből generálják a QR-kódokat?"),
  ("user", "A rendszerünket TypeScriptben írtuk, NestJS keretrendszerrel, az adatbázis MongoDB 6, és a DigitalOceanen vagyunk. A hibákat Sentryvel figyeljük. Budapesti idő szerint dolgozunk, CET."),
  ("assistant", "Köszönöm. A gond valószínűleg a QR-kód hibajavítási szintje; állítsák M-ről Q-ra."),
  ("user", "Rendben. Kérem, a jövőben Microsoft Teamsen keressenek, ne e-mailben, mert a levelezőszerverünk most költözik."),
  ("assistant", "Rendben, a következő egyeztetést Teamsen küldjük."),
 ]),
 "s2": ("2026-11-09T14:00:00+01:00", "hu", [
  ("user", "Jó napot! Múlt héten lecseréltük a MongoDB-t PostgreSQL 15-re, és közben a DigitalOceanről átköltöztünk az Azure-ra."),
  ("assistant", "Köszönöm. Az új kimenő IP-címeket vegyük fel az engedélyezési listára?"),
  ("user", "Igen, kérem. A Sentryt viszont kikapcsoltuk, egyelőre nincs helyette semmi. Egy kérdés: ha nyáron megduplázódik a jegyforgalom, érdemes lenne Redist bevezetni gyorsítótárnak?"),
  ("assistant", "Az Önök forgalmánál még nem szükséges, de a jegylekérdezéseket később érdemes lehet gyorsítótárazni."),
  ("user", "Értem. A kapuk egyébként azóta minden QR-kódot beolvasnak."),
  ("assistant", "Örülök, akkor lezárom a jegyet."),
 ]),
 "s3": ("2026-11-27T10:20:00+01:00", "en", [
  ("user", "Hello, English today. Please reach me by email again - Teams was only a stopgap while our mail server moved."),
  ("assistant", "Done, we'll use email from now on."),
  ("user", "Thanks. Our payment partner asked if your API supports Java clients - their whole stack is Java. Also, we'd like the invoices with dates as YYYY-MM-DD."),
  ("assistant", "Yes, there's an official Java SDK. And invoices will use YYYY-MM-DD from the next cycle."),
 ]),
}, truth=dict(
 current={"programming_language": "TypeScript", "framework": "NestJS", "database": "PostgreSQL 15", "cloud_provider": "Azure",
          "timezone": "CET", "contact_channel": "email", "date_format": "ISO"},
 changes=[("database", "MongoDB 6", "PostgreSQL 15", "s2"), ("cloud_provider", "DigitalOcean", "Azure", "s2"),
          ("contact_channel", "Microsoft Teams", "email", "s3")],
 retractions=[("observability", "Sentry", "s2")],
 traps=[("cache", "Redis", "question ('érdemes lenne ...?')"), ("programming_language", "Java", "payment partner's stack"),
        ("database", "MongoDB 6", "superseded"), ("cloud_provider", "DigitalOcean", "superseded"),
        ("contact_channel", "Microsoft Teams", "superseded"), ("observability", "Sentry", "retracted")],
 issues=[("some entry gates do not read QR tickets (resolved: error-correction level M -> Q)", "s1")],
)),
# ---------------------------------------------------------------- 6. Brazilian coffee traceability
dict(tenant="rastrocafe", user="luana.m", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-20T10:10:00-03:00", "pt", [
  ("user", "Oi! Somos uma cooperativa de café no sul de Minas e usamos a API de vocês para rastrear os lotes. Desde sexta o upload de certificados falha com erro 413."),
  ("assistant", "Oi! Qual é o tamanho dos arquivos e de onde vocês enviam?"),
  ("user", "São PDFs de uns 15 MB. Nosso backend é em Go, o banco é PostgreSQL 14, tudo na Google Cloud. Monitoramos com New Relic. Somos três desenvolvedores e estamos no plano Starter."),
  ("assistant", "O limite do plano Starter é 10 MB por arquivo; por isso o 413."),
  ("user", "Ah, entendi. Então vamos comprimir os PDFs por enquanto."),
  ("assistant", "Boa. Se precisarem de arquivos maiores, o plano Growth aceita até 50 MB."),
 ]),
 "s2": ("2026-11-10T15:45:00-03:00", "pt", [
  ("user", "Oi de novo! Fizemos upgrade do Starter para o plano Growth ontem, por causa dos certificados grandes. E atualizamos o PostgreSQL 14 para o 16 no fim de semana."),
  ("assistant", "Perfeito, vejo o Growth ativo. Para as análises dos lotes vocês poderiam usar o BigQuery, temos um conector pronto."),
  ("user", "Não, obrigada, não vamos usar BigQuery, as análises ficam no Postgres mesmo."),
  ("assistant", "Combinado."),
 ]),
 "s3": ("2026-11-28T09:30:00-03:00", "en", [
  ("user", "Hi, English today because our buyer in Hamburg is copied. We cancelled New Relic a few weeks ago and haven't replaced it yet, so please stop sending us their integration docs."),
  ("assistant", "Understood, I've removed the New Relic integration from your account."),
  ("user", "Also, that customer in Hamburg, a roastery, runs everything on SAP HANA - could they pull lot data directly?"),
  ("assistant", "Yes, through the read-only export API; I'll send the customer a key."),
 ]),
}, truth=dict(
 current={"programming_language": "Go", "database": "PostgreSQL 16", "cloud_provider": "GCP", "team_size": "3", "plan": "Growth"},
 changes=[("plan", "Starter", "Growth", "s2"), ("database", "PostgreSQL 14", "PostgreSQL 16", "s2")],
 retractions=[("observability", "New Relic", "s3")],
 traps=[("database", "BigQuery", "assistant suggestion declined"), ("database", "SAP HANA", "customer's (roastery) system"),
        ("plan", "Starter", "superseded"), ("database", "PostgreSQL 14", "superseded"), ("observability", "New Relic", "retracted")],
 issues=[("certificate upload fails with 413 (Starter 10 MB limit; resolved by the Growth plan)", "s1")],
)),
# ---------------------------------------------------------------- 7. Australian bushfire sensors
dict(tenant="emberwatch", user="liam.o", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-12T08:00:00+11:00", "en", [
  ("user", "G'day. We run a bushfire-detection sensor network across NSW. Since the weekend about half our alert webhooks arrive out of order."),
  ("assistant", "Thanks for flagging. What's on your receiving side?"),
  ("user", "Elixir services with Phoenix, Postgres 15 on AWS in Sydney, and the sensor readings go through RabbitMQ. CI is Buildkite. Please schedule the daily digest for Australia/Sydney."),
  ("assistant", "Out-of-order delivery can happen under retries; use the sequence field in each payload to reorder."),
  ("user", "Right, we'll do that. And keep replies brief, I read these on my phone in the field."),
  ("assistant", "Will do."),
 ]),
 "s2": ("2026-10-30T07:30:00+11:00", "en", [
  ("user", "Hi again. The state fire agency's dispatch system runs on SQL Server and they want our alerts pushed into it. Can your connector write there?"),
  ("assistant", "Yes, the SQL Server sink works for that; the agency needs to open the port for our egress IPs."),
  ("user", "Good. Separate question: if we ever went multi-cloud, would your ingestion endpoints work from GCP too? Nothing planned. And we're on the Team plan, right?"),
  ("assistant", "Yes to GCP, and yes, you're on Team."),
 ]),
 "s3": ("2026-11-25T09:10:00+13:00", "en", [
  ("user", "Quick update: the ops team moved to our Auckland office, so please switch the digest to NZ time (Pacific/Auckland) from now on."),
  ("assistant", "Done, the digest now goes out at 7:00 Pacific/Auckland."),
  ("user", "Cheers. Also, we replaced Buildkite with GitHub Actions two weeks ago - the deploy hook needs the new runner IPs."),
  ("assistant", "Added the GitHub Actions runner ranges to your allowlist."),
 ]),
}, truth=dict(
 current={"programming_language": "Elixir", "framework": "Phoenix", "database": "PostgreSQL 15", "cloud_provider": "AWS",
          "message_queue": "RabbitMQ", "ci_system": "GitHub Actions", "timezone": "Pacific/Auckland", "answer_style": "short", "plan": "Team"},
 changes=[("timezone", "Australia/Sydney", "Pacific/Auckland", "s3"), ("ci_system", "Buildkite", "GitHub Actions", "s3")],
 retractions=[],
 traps=[("database", "SQL Server", "state fire agency's system"), ("cloud_provider", "GCP", "hypothetical multi-cloud"),
        ("timezone", "Australia/Sydney", "superseded"), ("ci_system", "Buildkite", "superseded")],
 issues=[("alert webhooks arrive out of order (use the sequence field)", "s1")],
)),
# ---------------------------------------------------------------- 8. UK nurse rostering
dict(tenant="rotawise", user="niamh.b", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-21T09:00:00+01:00", "en", [
  ("user", "Morning. We build nurse rostering software for NHS trusts. Shift-swap notifications from your API have been failing since Friday with a 500."),
  ("assistant", "Sorry about that. Can you tell me about your side of the integration?"),
  ("user", "It's a C# API on .NET 8, SQL Server 2019 on Azure, with Azure Cache for Redis in front. We're London-based, so Europe/London for anything scheduled. There are nine of us on the dev team."),
  ("assistant", "Thanks. The 500s came from a malformed shift-end time in our payload; a fix is rolling out today."),
  ("user", "Good. When you explain fixes, detailed step-by-step answers please - our juniors follow them. And dates as DD/MM/YYYY, never the US way."),
  ("assistant", "Noted: detailed steps and DD/MM/YYYY."),
 ]),
 "s2": ("2026-11-12T14:30:00+00:00", "en", [
  ("user", "We upgraded SQL Server 2019 to 2022 last night, any known issues with your sync job?"),
  ("assistant", "None known; the sync job supports SQL Server 2022."),
  ("user", "Great. One of our client trusts is still on Oracle and wants the same sync - possible? Also we'll probably move to Kubernetes next year; for now everything stays on App Service."),
  ("assistant", "Oracle is supported for the client too. Kubernetes wouldn't change anything on our side."),
 ]),
 "s3": ("2026-11-30T10:15:00+00:00", "en", [
  ("user", "Hi. We decommissioned the Redis cache last week; nothing in its place, the rosters are read straight from SQL Server."),
  ("assistant", "Understood. I've disabled your cache-invalidation webhook."),
  ("user", "Thanks. The shift-swap notifications have been fine since your fix. We're now 14 developers, up from 9, so expect more API keys."),
  ("assistant", "Great. You can create more keys in the dashboard."),
 ]),
}, truth=dict(
 current={"programming_language": "C#", "framework": ".NET 8", "database": "SQL Server 2022", "cloud_provider": "Azure",
          "timezone": "Europe/London", "answer_style": "detailed", "date_format": "DD/MM/YYYY", "team_size": "14"},
 changes=[("database", "SQL Server 2019", "SQL Server 2022", "s2"), ("team_size", "9", "14", "s3")],
 retractions=[("cache", "Redis", "s3")],
 traps=[("date_format", "MM/DD/YYYY", "rejected US format"), ("database", "Oracle", "client trust's database"),
        ("orchestration", "Kubernetes", "plan not done (next year)"), ("database", "SQL Server 2019", "superseded"),
        ("team_size", "9", "superseded"), ("cache", "Redis", "retracted")],
 issues=[("shift-swap notifications fail with 500 (resolved: malformed shift-end time fixed)", "s1")],
)),
# ---------------------------------------------------------------- 9. US podcast hosting (newest first in the file)
dict(tenant="wavecast", user="derek.h", file_order=["s3", "s2", "s1"], sessions={
 "s1": ("2026-10-22T10:00:00-07:00", "en", [
  ("user", "Hey, we host podcasts for indie shows. Our RSS rebuild job keeps timing out against your transcripts API."),
  ("assistant", "Which stack runs the job?"),
  ("user", "Rails 7 on Ruby 3.2, Postgres 13, we're on Heroku with Sidekiq for background jobs. Team of 3 engineers, all on Pacific time."),
  ("assistant", "The transcripts endpoint paginates at 100 items; request pages in parallel with a small concurrency limit."),
 ]),
 "s2": ("2026-11-07T13:00:00-08:00", "en", [
  ("user", "We finished moving off Heroku - everything is on Render now, and we took the chance to go to Postgres 16."),
  ("assistant", "Congrats. Update your webhook URL in the dashboard to the Render domain."),
  ("user", "Done. Heads-up: our ad-tech partner pushes download events to us through Kafka; can your analytics read from their topic?"),
  ("assistant", "We can consume from the partner's Kafka topic with read-only credentials."),
 ]),
 "s3": ("2026-11-21T09:40:00-08:00", "en", [
  ("user", "Team grew from 3 to 5 engineers, so I need two more seats. Also, for anything urgent please ping me on Discord, email is too slow."),
  ("assistant", "Two seats added. Discord is set as your urgent contact."),
  ("user", "Would swapping Sidekiq for GoodJob make the RSS rebuilds more reliable? Just wondering."),
  ("assistant", "It wouldn't matter for our API; did the parallel pagination fix the timeouts on your side?"),
  ("user", "Yes, no timeouts since."),
  ("assistant", "Great, closing the ticket."),
 ]),
}, truth=dict(
 current={"framework": "Ruby on Rails 7", "programming_language": "Ruby 3.2", "database": "PostgreSQL 16", "cloud_provider": "Render",
          "message_queue": "Sidekiq", "team_size": "5", "timezone": "America/Los_Angeles", "contact_channel": "Discord"},
 changes=[("cloud_provider", "Heroku", "Render", "s2"), ("database", "PostgreSQL 13", "PostgreSQL 16", "s2"),
          ("team_size", "3", "5", "s3")],
 retractions=[],
 traps=[("message_queue", "Kafka", "ad-tech partner's queue"), ("message_queue", "GoodJob", "question"),
        ("contact_channel", "email", "rejected ('email is too slow')"), ("cloud_provider", "Heroku", "superseded"),
        ("database", "PostgreSQL 13", "superseded"), ("team_size", "3", "superseded")],
 issues=[("RSS rebuild job times out against transcripts API (resolved: parallel pagination)", "s1")],
)),
# ---------------------------------------------------------------- 10. Canadian parking payments
dict(tenant="parkline", user="priya.s", file_order=["s1", "s2", "s3"], sessions={
 "s1": ("2026-10-26T11:20:00-04:00", "en", [
  ("user", "Hi, we make the parking payment app for a few Ontario cities. Some payment callbacks arrive twice and drivers get charged double."),
  ("assistant", "Sorry to hear that. What receives the callbacks?"),
  ("user", "A FastAPI service on Python 3.12 with PostgreSQL 15, hosted on GCP. CI is CircleCI. We're in Toronto, Eastern time. We're on the Growth plan if that matters."),
  ("assistant", "It doesn't; the duplicates come from our retry after a slow 200. Respond within five seconds or dedupe on the callback id."),
 ]),
 "s2": ("2026-11-16T15:00:00-05:00", "en", [
  ("user", "CircleCI is gone, GitLab CI took over last sprint. Do the deploy webhooks need new secrets?"),
  ("assistant", "Yes, generate a new secret for the GitLab CI integration. Also, would a Memcached layer help with your tariff lookups?"),
  ("user", "No thanks, we don't need a cache for that. Different topic: our client, the City of Hamilton, wants all their data on Azure - can you deliver their exports there?"),
  ("assistant", "We can deliver the client's exports to an Azure blob container."),
 ]),
 "s3": ("2026-11-29T10:05:00-05:00", "en", [
  ("user", "We downgraded from Growth to Starter for the winter, parking volume drops a lot. Will the rate limits change?"),
  ("assistant", "Starter allows 20 requests per second instead of 100."),
  ("user", "Fine. And bulleted summaries please, no long paragraphs. The double charges stopped after we added the dedupe."),
  ("assistant", "- Noted.\n- Closing the double-charge ticket."),
 ]),
}, truth=dict(
 current={"framework": "FastAPI", "programming_language": "Python 3.12", "database": "PostgreSQL 15", "cloud_provider": "GCP",
          "ci_system": "GitLab CI", "timezone": "Eastern time", "plan": "Starter", "answer_style": "short"},
 changes=[("ci_system", "CircleCI", "GitLab CI", "s2"), ("plan", "Growth", "Starter", "s3")],
 retractions=[],
 traps=[("cache", "Memcached", "assistant suggestion declined"), ("cloud_provider", "Azure", "client's (City of Hamilton) cloud"),
        ("ci_system", "CircleCI", "superseded"), ("plan", "Growth", "superseded")],
 issues=[("payment callbacks arrive twice, drivers charged double (resolved: dedupe on callback id)", "s1")],
)),
# ---------------------------------------------------------------- 11. Kenyan micro-insurance
dict(tenant="bimaplus", user="wanjiru.k", file_order=["s1", "s2"], sessions={
 "s1": ("2026-10-27T09:30:00+03:00", "en", [
  ("user", "Hello, we sell micro-insurance over mobile money in Kenya. Claims payouts through your API are stuck in 'pending' since Monday."),
  ("assistant", "Let me check. What's your integration stack?"),
  ("user", "Java 17 with Spring Boot, PostgreSQL 14, running on Kubernetes (EKS) in AWS. Our underwriter, the insurer, keeps its policy data in SQL Server and we sync from there. Reach me on Slack, please."),
  ("assistant", "The pending payouts were held by a mobile-money provider outage; they are being released now."),
 ]),
 "s2": ("2026-11-18T14:10:00+03:00", "en", [
  ("user", "We moved our services from Java 17 to Java 21 this month. Also Slack is too noisy for me - email me instead from now on."),
  ("assistant", "Noted, email it is. Java 21 is fine with our SDK."),
  ("user", "Thanks. If we ever left EKS for Nomad, would anything break on your side? It's only an idea from one of our consultants."),
  ("assistant", "Nothing would break; we only see your egress IPs."),
  ("user", "OK. The stuck payouts all went through, by the way."),
  ("assistant", "Glad to hear it."),
 ]),
}, truth=dict(
 current={"programming_language": "Java 21", "framework": "Spring Boot", "database": "PostgreSQL 14", "orchestration": "Kubernetes",
          "cloud_provider": "AWS", "contact_channel": "email"},
 changes=[("programming_language", "Java 17", "Java 21", "s2"), ("contact_channel", "Slack", "email", "s2")],
 retractions=[],
 traps=[("database", "SQL Server", "insurer's (underwriter) policy data"), ("orchestration", "Nomad", "consultant's idea, hypothetical"),
        ("programming_language", "Java 17", "superseded"), ("contact_channel", "Slack", "superseded")],
 issues=[("claims payouts stuck in 'pending' (provider outage; resolved)", "s1")],
)),
]
