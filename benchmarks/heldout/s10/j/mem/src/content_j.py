# Hand-written content for set J (blind). Each user: tenant, sessions (label, local start, utc offset, turns
# alternating user/assistant starting with user), truth with session labels, and the file order.
U = {}

U["andrei.p"] = dict(tenant="cabane-carpati", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-14T09:10:00", "+03:00", "ro", [
  "Bună ziua. Platforma noastră de rezervări pentru cabane montane rulează pe Django, cu baza de date MySQL 8.0, găzduită la Hetzner. Pentru căutare avem Memcached în față.",
  "Bună ziua! Mulțumim pentru context. Cu ce vă putem ajuta?",
  "Suntem o echipă de 5 dezvoltatori. Sincronizarea calendarului cu Booking dă eroare 429 de câteva zile. Vă rog să-mi răspundeți în engleză, nu toți colegii vorbesc română.",
  "Understood, we will answer in English from now on. The 429 comes from the channel manager's rate limit; we raised your quota to 600 requests per minute.",
 ]),
 ("s2", "2026-11-02T16:40:00", "+02:00", "ro", [
  "Salut din nou. Am terminat migrarea de pe MySQL pe PostgreSQL 16 weekendul trecut, totul merge bine. Sincronizarea cu Booking funcționează acum.",
  "Great to hear. The connector detected the new database driver automatically.",
  "Un partener de-al nostru, agenția de turism MontanaTur, folosește încă Oracle, dar asta nu ne privește direct. Ne gândim să trecem pe AWS anul viitor, deocamdată rămânem la Hetzner.",
  "Noted. If you ever move, the export job only needs a new storage endpoint.",
 ]),
 ("s3", "2026-11-20T11:05:00", "+02:00", "en", [
  "Hi, English as usual. We've grown to 8 developers since the summer, so expect more tickets from new names.",
  "Welcome to the new team members! Shall I add them to your support contacts?",
  "Yes please. Also: the Memcached layer we had in front of search is gone - we switched it off and nothing replaces it. Search is fast enough on Postgres alone.",
  "Thanks, I removed the cache warm-up hook from your integration settings.",
 ]),
], truth=dict(
  current={"framework": "Django", "database": "PostgreSQL 16", "cloud_provider": "Hetzner", "team_size": "8", "reply_language": "English"},
  changes=[("database", "MySQL 8.0", "PostgreSQL 16", "s2"), ("team_size", "5", "8", "s3")],
  retractions=[("cache", "Memcached", "s3")],
  traps=[("database", "Oracle", "partner tourism agency MontanaTur"), ("cloud_provider", "AWS", "plan not done (maybe next year)"),
         ("database", "MySQL 8.0", "superseded"), ("team_size", "5", "superseded"), ("cache", "Memcached", "retracted")],
  issues=[("Booking calendar sync HTTP 429 (resolved: quota raised)", "s1")]))

U["eleni.k"] = dict(tenant="aigaio-ferries", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-09T08:30:00", "+03:00", "el", [
  "Καλημέρα. Το σύστημα κρατήσεων εισιτηρίων για τα πλοία μας είναι γραμμένο σε Java με Spring Boot και τρέχει σε Kubernetes στο Google Cloud.",
  "Καλημέρα! Πώς μπορούμε να βοηθήσουμε;",
  "Για ουρά μηνυμάτων χρησιμοποιούμε RabbitMQ. Το πρόβλημα: από χθες τα QR των εισιτηρίων δεν σαρώνονται στο λιμάνι του Πειραιά.",
  "Ελέγχουμε τα κλειδιά υπογραφής των QR. Θα σας ενημερώσουμε σύντομα.",
 ]),
 ("s2", "2026-10-28T13:15:00", "+02:00", "en", [
  "Hello, writing in English since our Cypriot colleague is copied. We replaced RabbitMQ with Kafka last week; the booking events now go through Kafka topics.",
  "Thanks, I have updated the event consumer configuration on our side.",
  "Our partner, the port authority, runs its own gate systems on Azure and wanted us to move there too - no, we stay on Google Cloud. From now on please email me instead of calling, phone calls interrupt boarding.",
  "Understood: email only from now on.",
 ]),
 ("s3", "2026-11-18T10:00:00", "+02:00", "en", [
  "Hi, we moved up to the Business plan last week. Question: would Redis help with the seat-map lookups, or is that overkill?",
  "Redis could cut seat-map latency, but your current latency is already under 80 ms.",
  "Then let's not add it for now. By the way, the QR scanning issue from October is fixed since the scanner firmware update.",
  "Great, I'll close that ticket.",
 ]),
], truth=dict(
  current={"programming_language": "Java", "framework": "Spring Boot", "orchestration": "Kubernetes", "cloud_provider": "GCP",
           "message_queue": "Kafka", "contact_channel": "email", "plan": "Business"},
  changes=[("message_queue", "RabbitMQ", "Kafka", "s2")],
  retractions=[],
  traps=[("message_queue", "RabbitMQ", "superseded"), ("cloud_provider", "Azure", "partner port authority; declined"),
         ("contact_channel", "phone", "rejected channel"), ("cache", "Redis", "question, then declined")],
  issues=[("ticket QR codes not scanning at Piraeus (resolved: scanner firmware)", "s1")]))

U["linh.n"] = dict(tenant="nhakhoa-saigon", file_order=["s1", "s2"], sessions=[
 ("s1", "2026-10-12T14:00:00", "+07:00", "vi", [
  "Chào anh chị. Hệ thống đặt lịch của chuỗi phòng khám nha khoa chúng tôi viết bằng PHP, dùng Laravel, cơ sở dữ liệu là MySQL 5.7, chạy trên DigitalOcean.",
  "Xin chào! Chúng tôi có thể giúp gì cho chị?",
  "Nhóm kỹ thuật của chúng tôi có 3 người. Tin nhắn SMS nhắc lịch hẹn đang bị gửi trùng hai lần cho bệnh nhân.",
  "Chúng tôi đã tìm ra nguyên nhân: webhook được gọi lại khi hết thời gian chờ. Bản sửa sẽ có trong tuần này.",
 ]),
 ("s2", "2026-11-05T09:20:00", "+07:00", "vi", [
  "Chúng tôi đã nâng cấp từ MySQL 5.7 lên MySQL 8.0 rồi. Nhà cung cấp SMS của chúng tôi thì dùng Redis, nhưng chúng tôi không dùng Redis.",
  "Cảm ơn chị, chúng tôi đã cập nhật cấu hình kết nối.",
  "Chúng tôi đang cân nhắc chuyển sang AWS nhưng chưa quyết định gì cả. À, vui lòng trả lời ngắn gọn thôi, gạch đầu dòng là được.",
  "Vâng, từ nay chúng tôi sẽ trả lời ngắn gọn.",
 ]),
], truth=dict(
  current={"programming_language": "PHP", "framework": "Laravel", "database": "MySQL 8.0", "cloud_provider": "DigitalOcean",
           "team_size": "3", "answer_style": "short"},
  changes=[("database", "MySQL 5.7", "MySQL 8.0", "s2")],
  retractions=[],
  traps=[("database", "MySQL 5.7", "superseded"), ("cache", "Redis", "SMS vendor's cache (nhà cung cấp)"),
         ("cloud_provider", "AWS", "considered, not decided")],
  issues=[("appointment SMS reminders sent twice (fix: webhook retry)", "s1")]))

U["putri.a"] = dict(tenant="batik-nusantara", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-06T10:45:00", "+07:00", "id", [
  "Halo, marketplace batik kami dibangun dengan Node.js dan Express, database-nya MongoDB 6, di-hosting di AWS.",
  "Halo! Terima kasih, ada yang bisa kami bantu?",
  "Untuk antrean pekerjaan kami pakai RabbitMQ. Tim kami ada empat orang developer. Masalahnya, callback pembayaran dari Midtrans sering timeout.",
  "Kami sarankan menaikkan batas waktu webhook menjadi 30 detik; kami sudah mengubahnya di dasbor Anda.",
 ]),
 ("s2", "2026-10-27T15:30:00", "+07:00", "en", [
  "Quick update from Jakarta: we migrated from MongoDB to PostgreSQL 15 over the weekend. Please keep replies short - bullet points are fine.",
  "- Noted\n- Your webhook schema is unchanged",
  "One of our sellers asked whether we could sync with their shop, which runs on MySQL I think - not relevant to our stack though.",
  "- Seller sync is possible through the CSV import\n- No change needed on your side",
 ]),
 ("s3", "2026-11-19T11:10:00", "+07:00", "id", [
  "Kami sudah tidak memakai RabbitMQ lagi; sekarang semua job dijalankan langsung tanpa antrean.",
  "Baik, kami catat. Apakah ada yang perlu diubah di integrasi?",
  "Tidak ada. Oh ya, sebenarnya saya lebih suka jawaban yang detail, langkah demi langkah, bukan poin-poin singkat seperti kemarin.",
  "Siap, mulai sekarang kami akan menjelaskan langkah demi langkah.",
 ]),
], truth=dict(
  current={"programming_language": "Node.js", "framework": "Express", "database": "PostgreSQL 15", "cloud_provider": "AWS",
           "team_size": "4", "answer_style": "detailed"},
  changes=[("database", "MongoDB 6", "PostgreSQL 15", "s2"), ("answer_style", "short", "detailed", "s3")],
  retractions=[("message_queue", "RabbitMQ", "s3")],
  traps=[("database", "MySQL", "a seller's shop"), ("database", "MongoDB 6", "superseded"), ("answer_style", "short", "superseded"),
         ("message_queue", "RabbitMQ", "retracted")],
  issues=[("Midtrans payment callbacks time out (webhook timeout raised)", "s1")]))

U["noa.l"] = dict(tenant="negev-sun", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-08T12:00:00", "+03:00", "he", [
  "שלום, המערכת שלנו לניטור פאנלים סולאריים כתובה ב-Go ורצה על Azure, ובסיס הנתונים הוא TimescaleDB.",
  "שלום! איך נוכל לעזור?",
  "אנחנו צוות של 6 מפתחים, וה-CI שלנו הוא GitLab CI. יש בעיה: הגרפים בדשבורד מראים אפס ייצור בין 12:00 ל-13:00 כל יום.",
  "נראה שזו בעיית אזור זמן בצבירה השעתית. נתקן ונעדכן.",
 ]),
 ("s2", "2026-10-30T09:40:00", "+02:00", "en", [
  "Hi, switching to English since my colleague Dan will follow up. We replaced GitLab CI with GitHub Actions last sprint. Dan asked whether Jenkins would be better for the hardware-in-the-loop tests - I said no.",
  "Thanks. The GitHub Actions runner token is in your settings page.",
  "Our inverter supplier's cloud runs on AWS and they push readings to us through webhooks. The noon gap in the charts is gone, thanks.",
  "Glad it's fixed. The supplier webhooks are whitelisted.",
 ]),
 ("s3", "2026-11-21T14:25:00", "+02:00", "en", [
  "We're down to 4 developers after the reorg, so please be patient with response times on our side.",
  "No problem, thanks for letting us know.",
  "Please contact me on Slack rather than email going forward; I rarely read email now.",
  "Done, I've switched your notifications to our shared Slack channel.",
 ]),
], truth=dict(
  current={"programming_language": "Go", "cloud_provider": "Azure", "database": "TimescaleDB", "team_size": "4",
           "ci_system": "GitHub Actions", "contact_channel": "Slack"},
  changes=[("ci_system", "GitLab CI", "GitHub Actions", "s2"), ("team_size", "6", "4", "s3")],
  retractions=[],
  traps=[("ci_system", "Jenkins", "colleague's question, declined"), ("cloud_provider", "AWS", "inverter supplier's cloud"),
         ("contact_channel", "email", "rejected channel"), ("ci_system", "GitLab CI", "superseded"), ("team_size", "6", "superseded")],
  issues=[("dashboard shows zero production 12:00-13:00 (resolved: timezone in hourly aggregation)", "s1")]))

U["oksana.h"] = dict(tenant="audioknyha", file_order=["s3", "s1", "s2"], sessions=[
 ("s1", "2026-10-15T10:00:00", "+03:00", "uk", [
  "Добрий день. Наша платформа аудіокниг написана на Python (FastAPI), база даних — PostgreSQL 14, усе працює в Amazon ECS. Ми на тарифі Starter.",
  "Добрий день! Чим можемо допомогти?",
  "Для кешу використовуємо Redis. Проблема: після оновлення iOS-застосунку не відтворюються книги, завантажені для офлайн-прослуховування.",
  "Ми передали це команді мобільного SDK; схоже, змінився шлях до сховища файлів.",
 ]),
 ("s2", "2026-11-04T17:30:00", "+02:00", "uk", [
  "Ми перейшли з ECS на Kubernetes (EKS) минулого місяця. Redis ми повністю прибрали — кешу зараз немає взагалі.",
  "Дякуємо, оновили налаштування інтеграції.",
  "Наш видавець-партнер зберігає свої каталоги в Oracle, можливо, це знадобиться для імпорту метаданих.",
  "Імпорт підтримує вивантаження з Oracle через CSV.",
 ]),
 ("s3", "2026-11-25T12:10:00", "+02:00", "en", [
  "Writing in English for our new QA lead. We upgraded PostgreSQL from 14 to 16 on Sunday, no downtime.",
  "Congratulations on the smooth upgrade!",
  "We're also on the Pro plan now, upgraded from Starter. And the offline playback bug on iOS is fixed with SDK 4.2.",
  "Thanks, the Pro limits are active on your account.",
 ]),
], truth=dict(
  current={"programming_language": "Python", "framework": "FastAPI", "database": "PostgreSQL 16", "orchestration": "Kubernetes", "plan": "Pro"},
  changes=[("orchestration", "Amazon ECS", "Kubernetes", "s2"), ("database", "PostgreSQL 14", "PostgreSQL 16", "s3"), ("plan", "Starter", "Pro", "s3")],
  retractions=[("cache", "Redis", "s2")],
  traps=[("database", "Oracle", "partner publisher's catalogue"), ("orchestration", "Amazon ECS", "superseded"),
         ("database", "PostgreSQL 14", "superseded"), ("plan", "Starter", "superseded"), ("cache", "Redis", "retracted")],
  issues=[("iOS app does not play offline-downloaded books (resolved: SDK 4.2)", "s1")]))

U["jonas.w"] = dict(tenant="almgold-molkerei", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-07T08:15:00", "+02:00", "en", [
  "Hello, we run the milk-collection route planner for a dairy cooperative near Salzburg. It's a Kotlin backend with Ktor, on PostgreSQL 13, hosted at Hetzner. We're on Vienna time (CET).",
  "Hello! Thanks for the overview. What can we do for you?",
  "The team is 7 people and we use Jenkins for CI. Our trucks' telematics vendor runs its platform on Azure, just so you know where the GPS feed comes from.",
  "Thanks, the GPS feed endpoint is configured.",
 ]),
 ("s2", "2026-10-29T07:50:00", "+01:00", "de", [
  "Servus, kurze Info: Wir haben Jenkins durch GitLab CI ersetzt. Bitte antwortet mir ab jetzt auf Deutsch, das ist für unser Team einfacher.",
  "Gerne, ab sofort auf Deutsch. Das GitLab-Token ist hinterlegt.",
  "Die Routenoptimierung hängt seit dem letzten Update, sobald eine Tour mehr als 40 Höfe hat.",
  "Danke, wir konnten das nachstellen und arbeiten an einem Fix.",
 ]),
 ("s3", "2026-11-23T09:05:00", "+01:00", "en", [
  "Hi, English today because our Dutch contractor reads along - keep writing to me in German though. We're thinking about going from PostgreSQL 13 to 16, but not before spring.",
  "Verstanden. Für das Upgrade reicht es, die Verbindungszeichenfolge zu aktualisieren.",
  "And please use DD.MM.YYYY in the reports, not the American month-first format.",
  "Alles klar, die Berichte verwenden jetzt TT.MM.JJJJ.",
 ]),
], truth=dict(
  current={"programming_language": "Kotlin", "framework": "Ktor", "database": "PostgreSQL 13", "cloud_provider": "Hetzner", "timezone": "CET",
           "team_size": "7", "ci_system": "GitLab CI", "reply_language": "German", "date_format": "DD.MM.YYYY"},
  changes=[("ci_system", "Jenkins", "GitLab CI", "s2")],
  retractions=[],
  traps=[("cloud_provider", "Azure", "telematics vendor's platform"), ("database", "PostgreSQL 16", "plan not done (spring)"),
         ("ci_system", "Jenkins", "superseded"), ("reply_language", "English", "session in English for a contractor; keeps German"),
         ("date_format", "MM/DD/YYYY", "rejected format")],
  issues=[("route optimisation hangs for tours with more than 40 farms", "s2")]))

U["lucia.r"] = dict(tenant="vinos-del-sur", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-10T18:00:00", "+02:00", "es", [
  "Hola, nuestra tienda de suscripción de vinos está hecha con Ruby on Rails, la base de datos es PostgreSQL 15 y está en Heroku. Los trabajos en segundo plano van con Sidekiq.",
  "¡Hola! Gracias por el contexto, ¿en qué podemos ayudar?",
  "Somos tres desarrolladores. Preferimos que nos contestéis en español, por favor.",
  "Por supuesto, seguiremos en español.",
 ]),
 ("s2", "2026-11-03T12:30:00", "+01:00", "en", [
  "Hi - writing in English because our new freelancer is copied; please keep answering me in Spanish as usual. We finished moving off Heroku, everything is on Render now.",
  "Perfecto, hemos actualizado las URL de webhook para Render.",
  "The freelancer suggested Kafka for the order events; we decided against it, too much to run for a team our size.",
  "Entendido, seguimos con vuestro flujo actual.",
 ]),
 ("s3", "2026-11-26T19:20:00", "+01:00", "es", [
  "Hemos dejado Sidekiq: ya no tenemos cola de trabajos, lo hacemos todo con tareas cron. Ahora estamos todos en Madrid, así que hora de Madrid.",
  "Anotado. ¿Algo más?",
  "Sí: el problema de los cobros duplicados con Stripe en las renovaciones sigue sin resolverse.",
  "Lo escalamos al equipo de pagos; os escribimos en cuanto tengamos la causa.",
 ]),
], truth=dict(
  current={"framework": "Ruby on Rails", "database": "PostgreSQL 15", "cloud_provider": "Render", "team_size": "3",
           "reply_language": "Spanish", "timezone": "Europe/Madrid"},
  changes=[("cloud_provider", "Heroku", "Render", "s2")],
  retractions=[("message_queue", "Sidekiq", "s3")],
  traps=[("reply_language", "English", "session in English for a freelancer; keeps Spanish"), ("message_queue", "Kafka", "freelancer's suggestion, declined"),
         ("cloud_provider", "Heroku", "superseded"), ("message_queue", "Sidekiq", "retracted")],
  issues=[("duplicate Stripe charges on renewals (open)", "s3")]))

U["tyler.b"] = dict(tenant="ridgeline-roofing", file_order=["s2", "s3", "s1"], sessions=[
 ("s1", "2026-10-13T08:00:00", "-05:00", "en", [
  "Hey, we built our roofing quote app on Next.js with TypeScript, Firestore as the database, deployed on Vercel. We're in Dallas, so Central time.",
  "Hi Tyler, thanks! What can we help with?",
  "Our insurance partner's claims portal runs on SQL Server, and they keep asking for CSV exports of our quotes. Can you automate that?",
  "Yes, a nightly CSV export can be scheduled from the integrations page.",
 ]),
 ("s2", "2026-11-01T10:30:00", "-05:00", "en", [
  "We outgrew Firestore - moved everything to Supabase last week. We're on the Growth plan by the way.",
  "Nice. The Supabase connector is enabled for your account.",
  "Best way to reach me is a phone call; I'm on roofs all day and never check email on site.",
  "Got it, we'll call for anything urgent.",
 ]),
 ("s3", "2026-11-22T09:15:00", "-08:00", "en", [
  "My business partner wants us on the Enterprise plan, but honestly we'll stay on Growth for now. Quote dates should be MM/DD/YYYY, our customers are all in the US.",
  "Understood, quotes now use MM/DD/YYYY.",
  "Also we relocated the office to Los Angeles, so we're on Pacific time now - please schedule the exports for that.",
  "Done, the nightly export now runs at 2 am Pacific.",
 ]),
], truth=dict(
  current={"framework": "Next.js", "programming_language": "TypeScript", "database": "Supabase", "cloud_provider": "Vercel",
           "timezone": "Pacific time", "plan": "Growth", "contact_channel": "phone", "date_format": "MM/DD/YYYY"},
  changes=[("database", "Firestore", "Supabase", "s2"), ("timezone", "Central time", "Pacific time", "s3")],
  retractions=[],
  traps=[("database", "SQL Server", "insurance partner's portal"), ("database", "Firestore", "superseded"),
         ("contact_channel", "email", "rejected channel"), ("plan", "Enterprise", "partner's wish, not done"),
         ("timezone", "Central time", "superseded")],
  issues=[]))

U["aroha.t"] = dict(tenant="kiwi-packhouse", file_order=["s3", "s2", "s1"], sessions=[
 ("s1", "2026-10-05T09:00:00", "+13:00", "en", [
  "Kia ora, we run packhouse tracking for a kiwifruit orchard in the Bay of Plenty. Stack: Python with Flask, MariaDB 10.6, on AWS. We're on NZ time.",
  "Kia ora! What can we help you with?",
  "There are two of us developing it. Please keep answers concise, we read them between shifts.",
  "Will do.",
 ]),
 ("s2", "2026-10-26T10:20:00", "+13:00", "en", [
  "We've upgraded MariaDB to 11.4 this week. Our export agent's system runs on MongoDB and they send us shipping manifests as JSON.",
  "Thanks. The manifest import accepts their JSON as is.",
  "Oh and we hired a third developer, so we're three now.",
  "Congrats on the new hire!",
 ]),
 ("s3", "2026-11-16T08:40:00", "+13:00", "en", [
  "Changed my mind about short answers - for the label printer stuff I need the full step-by-step. The ZPL barcodes print shifted by a few millimetres.",
  "1. Open the printer profile. 2. Set the label offset to zero. 3. Re-run the calibration page.",
  "That worked. What if we moved to Azure - would you support the New Zealand region?",
  "Yes, the Azure New Zealand North region is supported.",
 ]),
], truth=dict(
  current={"programming_language": "Python", "framework": "Flask", "database": "MariaDB 11.4", "cloud_provider": "AWS",
           "timezone": "NZ time", "team_size": "3", "answer_style": "detailed"},
  changes=[("database", "MariaDB 10.6", "MariaDB 11.4", "s2"), ("team_size", "2", "3", "s2"), ("answer_style", "short", "detailed", "s3")],
  retractions=[],
  traps=[("database", "MongoDB", "export agent's system"), ("cloud_provider", "Azure", "hypothetical question"),
         ("database", "MariaDB 10.6", "superseded"), ("team_size", "2", "superseded"), ("answer_style", "short", "superseded")],
  issues=[("ZPL barcodes print shifted (resolved: label offset)", "s3")]))

U["giulia.f"] = dict(tenant="museo-voce", file_order=["s1", "s2", "s3"], sessions=[
 ("s1", "2026-10-11T11:00:00", "+02:00", "en", [
  "Hi, we make audio-guide apps for museums in Florence. The backend is Rust, the database is CockroachDB, and we host on Fly.io. CircleCI builds everything.",
  "Hi Giulia! What can we help with?",
  "We're on Rome time, of course, and email is the best way to reach me.",
  "Noted: email, Central European time.",
 ]),
 ("s2", "2026-11-06T15:45:00", "+01:00", "it", [
  "Ciao, abbiamo abbandonato CircleCI e ora usiamo Buildkite per tutte le build.",
  "Perfetto, abbiamo aggiornato il webhook delle build.",
  "Gli Uffizi, nostro cliente, usano Microsoft Teams e ci chiedono di passarci, ma per noi resta l'email. Un problema: su Android 15 l'audio va fuori sincrono con le immagini.",
  "Stiamo indagando sul problema di sincronizzazione su Android 15.",
 ]),
 ("s3", "2026-11-27T10:30:00", "+01:00", "en", [
  "Hello again. We moved everything from Fly.io to AWS last month. We're five developers now.",
  "Thanks for the update, I've changed the callback region.",
  "If we switched to Kubernetes, would anything change for you? Just curious, nothing planned.",
  "No, nothing would change on our side.",
 ]),
], truth=dict(
  current={"programming_language": "Rust", "database": "CockroachDB", "cloud_provider": "AWS", "ci_system": "Buildkite",
           "timezone": "CET", "contact_channel": "email", "team_size": "5"},
  changes=[("ci_system", "CircleCI", "Buildkite", "s2"), ("cloud_provider", "Fly.io", "AWS", "s3")],
  retractions=[],
  traps=[("contact_channel", "Microsoft Teams", "client Uffizi's tool, declined"), ("orchestration", "Kubernetes", "hypothetical"),
         ("ci_system", "CircleCI", "superseded"), ("cloud_provider", "Fly.io", "superseded")],
  issues=[("audio out of sync with images on Android 15 (open)", "s2")]))
