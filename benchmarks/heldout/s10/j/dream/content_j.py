"""Hand-written content for blind dreaming split "j" (session 10, round 2).

Each rule user: (tenant, user, start_day, rules, sessions). rules: list of dicts (concept, value, rule, kind,
nameable). sessions: list of (topic, [rule indexes stated in it], [turns]); turns alternate user/assistant,
starting with the user.
"""

RULE_USERS = [
    # 1. Romanian writer, assistant keeps answering in English
    ("farmacia-lumina", "i.popescu", 3, [
        dict(concept="language", value="Romanian", rule="Reply in Romanian", kind="preference", nameable=True)],
     [
        ("stock sync with supplier", [0], [
            "Bună ziua, sincronizarea stocului cu furnizorul s-a oprit aseară.",
            "Hi! The supplier sync stops when the API token expires. Go to Settings > Integrations and renew it.",
            "Vă rog să-mi răspundeți în română, colegii mei nu citesc engleza.",
            "Desigur. Mergeți la Setări > Integrări și reînnoiți tokenul.",
        ]),
        ("receipt printer offline", [], [
            "Imprimanta de bonuri apare offline de azi dimineață.",
            "Verificați cablul USB și reporniți serviciul de imprimare din panoul de control.",
            "Am repornit, merge acum. Mulțumesc!",
            "Cu plăcere!",
        ]),
        ("user roles for new pharmacist", [0], [
            "Avem o farmacistă nouă, cum îi dau drepturi doar pentru vânzare?",
            "You can create a role under Admin > Roles and tick only 'Point of sale'.",
            "Iar în engleză... În română, vă rog, așa cum am mai zis.",
            "Scuze. Creați un rol în Admin > Roluri și bifați doar „Punct de vânzare”.",
        ]),
        ("expiry date report", [0], [
            "Aș vrea un raport cu produsele care expiră luna viitoare. Și rămâneți la română, da?",
            "Sigur. Rapoarte > Stoc > Expirări, alegeți intervalul și exportați în Excel.",
            "Perfect.",
            "O zi bună!",
        ]),
        ("loyalty card discount", [0], [
            "Reducerea de pe cardul de fidelitate nu se aplică la bon.",
            "The loyalty discount only applies when the card is scanned before the first item.",
            "Din nou engleză. Vă rog frumos, doar în limba română.",
            "Îmi cer scuze: reducerea se aplică doar dacă scanați cardul înainte de primul produs.",
        ]),
     ]),
    # 2. Greek, short answers
    ("aegean-ferries", "k.papadopoulos", 6, [
        dict(concept="answer_style", value="short", rule="Keep answers short, only the essential step",
             kind="correction", nameable=True)],
     [
        ("booking export to CSV", [0], [
            "Πώς εξάγω τις κρατήσεις της εβδομάδας σε CSV;",
            "There are several ways to export bookings. First, a bit of background: the booking module stores "
            "records per sailing, and exports can be run per route, per vessel or per date range. You can also "
            "schedule exports. To export this week's bookings, open Reports, choose Bookings, set the date range "
            "and click Export CSV. Note that cancelled bookings are excluded unless you tick the box.",
            "Πολύ μεγάλο κείμενο. Πιο σύντομα την επόμενη φορά, μόνο το βήμα.",
            "Reports > Bookings > Export CSV.",
        ]),
        ("seat map not loading", [], [
            "Ο χάρτης θέσεων δεν φορτώνει στο πλοίο Ναξος.",
            "Clear the vessel cache under Fleet > Naxos > Refresh layout.",
            "Έγινε, ευχαριστώ.",
            "You're welcome.",
        ]),
        ("agent commission rate", [0], [
            "Θέλω να αλλάξω την προμήθεια ενός πράκτορα.",
            "Commission settings live in the Agents section. Before changing them, keep in mind that changes "
            "apply only to new bookings, that historical reports keep the old rate, and that you may want to "
            "notify the agent. The rate itself is under Agents > select agent > Commission.",
            "Σας παρακαλώ, δύο γραμμές το πολύ. Δεν έχω χρόνο για όλα αυτά.",
            "Agents > agent > Commission. Applies to new bookings only.",
        ]),
        ("refund on cancelled sailing", [0], [
            "Σύντομη απάντηση μόνο, όπως πάντα: πώς κάνω μαζική επιστροφή χρημάτων για ακυρωμένο δρομολόγιο;",
            "Sailings > cancelled sailing > Refund all.",
            "Τέλεια.",
            "👍",
        ]),
        ("vehicle deck capacity", [0], [
            "Πού ορίζω τη χωρητικότητα για τα οχήματα;",
            "Vehicle capacity depends on several factors, including vessel type, lane metres, the mix of cars and "
            "trucks and port regulations. In the system, each vessel profile has a deck plan where lanes are "
            "defined, and capacity is derived from them.",
            "Πάλι σεντόνι. Λίγα λόγια, σας παρακαλώ.",
            "Fleet > vessel > Deck plan > Lanes.",
        ]),
     ]),
    # 3. Czech, ISO dates
    ("brno-stavby", "p.dvorak", 9, [
        dict(concept="date_format", value="ISO 8601 (YYYY-MM-DD)", rule="Write dates as YYYY-MM-DD (ISO 8601)",
             kind="correction", nameable=True)],
     [
        ("site diary deadline", [0], [
            "Kdy mi vyprší zkušební verze modulu stavební deník?",
            "Your trial ends on 06/14/2026.",
            "To americké pořadí je matoucí. Pište datum jako RRRR-MM-DD, prosím.",
            "Omlouvám se: 2026-06-14.",
        ]),
        ("subcontractor invoices import", [0], [
            "Import faktur od subdodavatelů hlásí chybu na řádku 12.",
            "Row 12 has the date 7/3/2026, which the importer cannot read. Use 2026-07-03 instead.",
            "Jo, a vy mi taky pište data vždycky ve tvaru 2026-07-03, ne 7/3.",
            "Rozumím, budu.",
        ]),
        ("crane booking calendar", [], [
            "Kalendář rezervací jeřábu nezobrazuje víkendy.",
            "Open Calendar settings and enable 'Show weekends'.",
            "Díky, funguje.",
            "Rádo se stalo.",
        ]),
        ("inspection report", [0], [
            "Potřebuju vědět, kdy proběhla poslední revize lešení.",
            "The last inspection was on 3 July 2026 (07/03/26).",
            "Zase ten formát... rok-měsíc-den, prosím, jako minule.",
            "Poslední revize: 2026-07-03.",
        ]),
        ("warranty period for windows", [0], [
            "Do kdy běží záruka na okna v projektu Kohoutovice? Datum ISO, jak jsem zvyklý.",
            "Záruka na okna končí 2028-11-30.",
            "Díky.",
            "Není zač.",
        ]),
     ]),
    # 4. Indonesian, phone call instead of email
    ("toko-rasa", "b.santoso", 4, [
        dict(concept="contact_channel", value="phone call", rule="Contact the user by phone call, not email",
             kind="preference", nameable=True)],
     [
        ("payment gateway settlement", [0], [
            "Dana dari payment gateway belum masuk ke rekening sejak Senin.",
            "I've opened a case with the gateway. I'll email you the result within two days.",
            "Tolong telepon saja ya, saya jarang buka email.",
            "Baik, kami akan menelepon Bapak.",
        ]),
        ("product photo upload", [], [
            "Foto produk tidak bisa diunggah, ukurannya 6 MB.",
            "The limit is 5 MB; compress the image or use the bulk uploader.",
            "Oke, sudah bisa.",
            "Sip!",
        ]),
        ("courier integration", [0], [
            "Integrasi kurir JNE error terus waktu cetak resi.",
            "We'll need to check with the courier's API team and will send you an email once we know more.",
            "Jangan email, telepon saya di nomor yang terdaftar. Lebih cepat.",
            "Siap, nanti kami telepon.",
        ]),
        ("tax invoice numbering", [0], [
            "Nomor faktur pajak loncat dari 0045 ke 0047. Kalau sudah dicek, hubungi saya lewat telepon seperti biasa.",
            "Noted, we'll call you once we've checked the numbering.",
            "Terima kasih.",
            "Sama-sama.",
        ]),
        ("store closed banner", [0], [
            "Banner 'toko tutup' tetap muncul padahal toko sudah buka.",
            "It's a caching issue; our web team will look into it and reply by email.",
            "Sudah berkali-kali saya bilang: telepon, bukan email.",
            "Maaf, Pak. Tim kami akan menelepon hari ini.",
        ]),
     ]),
    # 5. Japanese, detailed answers
    ("sakura-clinic", "h.sato", 12, [
        dict(concept="answer_style", value="detailed", rule="Give detailed, step-by-step answers with the reasons",
             kind="preference", nameable=True)],
     [
        ("appointment reminder SMS", [0], [
            "予約リマインダーのSMSが患者に届いていません。",
            "Check the SMS credits.",
            "短すぎて分かりません。もっと詳しく、手順を一つずつ説明してください。",
            "承知しました。1. 管理画面の「SMS」を開きます。2. 残りクレジットを確認します。3. 0の場合は購入します。"
            "4. 送信ログでエラーを確認します。",
        ]),
        ("electronic chart backup", [0], [
            "いつも通り詳しくお願いします。電子カルテのバックアップはどう設定しますか？",
            "1. 設定 > バックアップを開きます。2. 保存先（NAS）を選びます。3. 毎日23時に設定します。"
            "理由：診療時間外に実行すれば負荷がかかりません。4. テスト復元で確認します。",
            "ありがとうございます。",
            "どういたしまして。",
        ]),
        ("reception tablet login", [], [
            "受付のタブレットにログインできません。",
            "パスワードをリセットしてください。管理画面 > ユーザー > リセット。",
            "できました。",
            "よかったです。",
        ]),
        ("insurance claim export", [0], [
            "レセプトの出力ファイルがエラーになります。",
            "Re-export it.",
            "それだけでは困ります。なぜエラーになるのか、どう直すのか、詳しく段階的に教えてください。",
            "失礼しました。1. エラーログを開きます。2. 保険者番号の桁数を確認します。3. 修正して再出力します。",
        ]),
     ]),
    # 6. Hungarian, Hungarian replies + keep two decimals
    ("dunakanyar-konyveles", "e.nagy", 8, [
        dict(concept="language", value="Hungarian", rule="Reply in Hungarian", kind="preference", nameable=True),
        dict(concept="number_precision", value="two decimals", rule="Do not round amounts; keep two decimals",
             kind="correction", nameable=False)],
     [
        ("VAT return totals", [0, 1], [
            "Az áfabevallás összesítője nem egyezik a főkönyvvel.",
            "The VAT total is about 1.2 million HUF, roughly matching the ledger; the gap is rounding.",
            "Magyarul kérem, és ne kerekítsen: két tizedesjeggyel kérem az összegeket.",
            "Rendben: az áfa összesen 1 203 456,78 Ft, a főkönyv 1 203 455,91 Ft, az eltérés 0,87 Ft.",
        ]),
        ("bank statement import", [0], [
            "A bankkivonat importja megáll a harmadik oldalnál.",
            "The importer stops at page 3 because the file has a page break marker. Remove it and retry.",
            "Megint angolul. Kérem, mindig magyarul válaszoljon.",
            "Elnézést. A harmadik oldalon oldaltörés-jelölő van; törölje, és próbálja újra.",
        ]),
        ("payroll contribution check", [1], [
            "Mennyi a járulék a márciusi bérekre?",
            "A járulék kb. 2,4 millió Ft.",
            "Kb.? Könyvelő vagyok, a pontos összeg kell fillérre, két tizedessel.",
            "Bocsánat: 2 412 087,35 Ft.",
        ]),
        ("client portal access", [], [
            "Az egyik ügyfél nem tud belépni a portálra.",
            "A jelszó-visszaállító linket újra elküldtem neki.",
            "Köszönöm.",
            "Szívesen.",
        ]),
        ("invoice currency conversion", [0, 1], [
            "Az euróban kiállított számlát forintra kell átszámolni.",
            "At today's rate the invoice is about 390,000 HUF.",
            "Magyarul, és pontosan, két tizedesjegyre, ahogy már kértem.",
            "A mai árfolyamon (391,27 Ft/EUR) a számla 390 878,73 Ft.",
        ]),
        ("year-end depreciation", [0, 1], [
            "Az éves értékcsökkenés számítását ellenőrizném. Magyarul válaszoljon, kérem.",
            "Az értékcsökkenés kb. 880 ezer Ft.",
            "Ne kerekítsen, kérem, a tizedesek is kellenek.",
            "Pontosan 881 349,16 Ft.",
        ]),
     ]),
    # 7. Romanian pharmacy, generic (INN) name with brand
    ("farmacia-lumina", "a.ionescu", 14, [
        dict(concept="drug_naming", value="generic substance name", rule="Always give the generic (INN) substance "
             "name, not only the brand name", kind="correction", nameable=False)],
     [
        ("substitute for out-of-stock drug", [0], [
            "Nu mai avem Nurofen în stoc. Ce pot recomanda clientului?",
            "You could offer Advil or Brufen as alternatives.",
            "Vă rog să scrieți și substanța activă, nu doar marca: ibuprofen. Farmaciștii lucrează pe DCI.",
            "Corect: ibuprofen 400 mg (de ex. Advil, Brufen).",
        ]),
        ("label printing template", [], [
            "Șablonul de etichete taie ultimul rând.",
            "Măriți înălțimea etichetei la 40 mm în Setări > Etichete.",
            "Merge, mersi.",
            "Cu drag!",
        ]),
        ("interaction warning list", [0], [
            "Ce medicamente din lista noastră au interacțiuni cu Sintrom?",
            "Sintrom interacts with Aspirin Cardio, Fluconazol and Augmentin.",
            "Din nou doar mărci. Dați-mi denumirea comună internațională: acenocumarol, acid acetilsalicilic și așa mai departe.",
            "Acenocumarol interacționează cu acid acetilsalicilic, fluconazol și amoxicilină/acid clavulanic.",
        ]),
        ("monthly stock order", [0], [
            "Comanda lunară: ce produse pentru răceală sunt sub stocul minim? Cu denumirea comună, ca de obicei.",
            "Paracetamol (Panadol), pseudoefedrină (Sudafed), xilometazolină (Olynth).",
            "Mulțumesc.",
            "Cu plăcere.",
        ]),
        ("price change notice", [0], [
            "Ce prețuri s-au schimbat săptămâna asta?",
            "Prices changed for Xanax, Concor and Euthyrox.",
            "Substanța activă, vă rog! Alprazolam, bisoprolol, levotiroxină. Nu mai scrieți doar marca.",
            "Alprazolam (Xanax), bisoprolol (Concor), levotiroxină (Euthyrox).",
        ]),
     ]),
    # 8. Indonesian, Android steps
    ("ojek-kita", "s.wijaya", 10, [
        dict(concept="platform", value="Android", rule="Give Android steps; the drivers do not use iPhones",
             kind="correction", nameable=False)],
     [
        ("driver app GPS drift", [0], [
            "Aplikasi driver lokasinya loncat-loncat.",
            "On iPhone, go to Settings > Privacy > Location Services and set the app to 'Always'.",
            "Semua driver kami pakai Android, bukan iPhone. Kasih langkah untuk Android.",
            "Maaf. Di Android: Setelan > Lokasi > Izin aplikasi > Driver > Izinkan sepanjang waktu.",
        ]),
        ("weekly payout report", [], [
            "Laporan payout mingguan kosong.",
            "The report needs the week to be closed first: Payouts > Close week.",
            "Oke, sudah muncul.",
            "Mantap.",
        ]),
        ("push notifications missing", [0], [
            "Notifikasi order baru tidak muncul di HP driver. Langkahnya untuk Android ya, seperti biasa.",
            "Di Android: Setelan > Aplikasi > Driver > Notifikasi > aktifkan, lalu matikan penghemat baterai untuk aplikasi.",
            "Makasih.",
            "Sama-sama.",
        ]),
        ("app update stuck", [0], [
            "Update aplikasi driver macet di 90%.",
            "Open the App Store, tap your profile and pull down to refresh updates.",
            "App Store lagi... kami tidak punya iPhone sama sekali. Android, tolong.",
            "Maaf: buka Play Store > Profil > Kelola aplikasi, hapus cache Play Store, lalu update lagi.",
        ]),
        ("camera permission for proof photo", [0], [
            "Driver tidak bisa ambil foto bukti antar.",
            "On iOS, check Settings > Driver > Camera.",
            "Bukan iOS! Sudah berapa kali saya bilang, semuanya Android.",
            "Di Android: Setelan > Aplikasi > Driver > Izin > Kamera > Izinkan.",
        ]),
     ]),
    # 9. Czech school, no cloud storage
    ("zs-lipova", "d.novotna", 15, [
        dict(concept="storage", value="school server only", rule="Do not suggest cloud storage; use the school's "
             "own server (GDPR)", kind="correction", nameable=False)],
     [
        ("sharing class photos", [0], [
            "Jak mám sdílet fotky ze školního výletu s rodiči?",
            "The easiest is to upload them to Google Drive and share a link.",
            "Žádný cloud, prosím. Kvůli GDPR nesmíme fotky dětí dávat na Google ani jinam, jen na školní server.",
            "Rozumím: nahrajte je na školní server do složky Výlety a rodičům pošlete odkaz přes intranet s přihlášením.",
        ]),
        ("grade export", [], [
            "Export známek do tabulky nefunguje.",
            "V modulu Klasifikace zvolte Export > XLSX.",
            "Už to jde.",
            "Výborně.",
        ]),
        ("teacher laptop backup", [0], [
            "Jak zálohovat notebooky učitelů?",
            "You can enable OneDrive backup for the Documents folder.",
            "Zase cloud... Nic takového. Zálohy jen na náš server ve sborovně.",
            "Dobře: nastavte Historii souborů na síťovou jednotku \\\\skola-nas\\zalohy.",
        ]),
        ("homework submissions", [0], [
            "Potřebujeme, aby žáci odevzdávali úkoly elektronicky. Ať to neskončí v žádném cloudu, jako vždy.",
            "Použijte odevzdávárnu v intranetu; soubory zůstávají na školním serveru.",
            "Díky.",
            "Rádo se stalo.",
        ]),
        ("large video for parents evening", [0], [
            "Video z besídky má 4 GB, jak ho dostat rodičům?",
            "WeTransfer or Dropbox would handle 4 GB easily.",
            "Ne, ne. Dropbox ani WeTransfer, žádné cizí úložiště. Jen školní server.",
            "Pak ho dejte na školní server a pošlete odkaz s heslem přes intranet.",
        ]),
     ]),
    # 10. Greek hotel, vouchers not refunds
    ("kalimera-hotels", "g.georgiou", 18, [
        dict(concept="compensation", value="voucher", rule="Offer guests a voucher, not a refund",
             kind="correction", nameable=False)],
     [
        ("guest complaint about noise", [0], [
            "Ένας πελάτης παραπονιέται για θόρυβο από τα έργα. Τι του απαντάμε;",
            "Apologise and offer a partial refund of one night.",
            "Όχι επιστροφές χρημάτων. Η πολιτική μας είναι κουπόνι για μελλοντική διαμονή.",
            "Κατανοητό: προσφέρετε κουπόνι αξίας μίας βραδιάς για την επόμενη διαμονή.",
        ]),
        ("pool closed for maintenance", [0], [
            "Η πισίνα κλείνει τρεις μέρες. Γράψε μου email για τους πελάτες.",
            "Dear guest, the pool will be closed for three days. We will refund the resort fee for those days.",
            "Πάλι επιστροφή... Κουπόνι, όχι χρήματα πίσω.",
            "Αγαπητέ επισκέπτη, ... ως αποζημίωση σας προσφέρουμε κουπόνι για το σπα.",
        ]),
        ("channel manager sync", [], [
            "Οι τιμές στο Booking δεν ενημερώνονται.",
            "Check the rate mapping under Channel manager > Booking.com > Mapping.",
            "Ήταν λάθος mapping, ευχαριστώ.",
            "Παρακαλώ.",
        ]),
        ("late check-in problem", [0], [
            "Πελάτης έφτασε 2 το πρωί και η ρεσεψιόν ήταν κλειστή. Θυμήσου: αποζημίωση μόνο με κουπόνι. Τι γράφω;",
            "Ζητήστε συγγνώμη και προσφέρετε κουπόνι για δωρεάν πρωινό σε όλη τη διαμονή.",
            "Ωραία.",
            "Καλή συνέχεια.",
        ]),
     ]),
    # 11. English, fitness coach, no running / high impact (knee)
    ("corefit-coaching", "r.clarke", 5, [
        dict(concept="exercise_restriction", value="no running or jumping", rule="No running or jumping "
             "exercises: the user has a knee injury", kind="preference", nameable=False)],
     [
        ("weekly training plan", [0], [
            "Can you put together a 3-day plan for this week? 40 minutes a session.",
            "Day 1: 10 min jog warm-up, squats, lunges. Day 2: intervals on the track. Day 3: box jumps and core.",
            "No running or jumping for me, remember my knee. Swap those out.",
            "Got it. Day 1: rowing warm-up, glute bridges. Day 2: bike intervals. Day 3: swimming and core.",
        ]),
        ("rest day nutrition", [], [
            "What should I eat on rest days, roughly?",
            "Keep protein around 1.6 g/kg and cut some carbs compared with training days.",
            "Makes sense, thanks.",
            "Anytime.",
        ]),
        ("warm-up routine", [0], [
            "Give me a quick warm-up before weights. Knee-friendly as always, nothing high impact.",
            "5 min on the bike, band pull-aparts, hip circles, bodyweight good mornings.",
            "Perfect.",
            "Enjoy the session.",
        ]),
        ("holiday hotel gym workout", [0], [
            "I'm at a hotel with a tiny gym. What can I do?",
            "Treadmill sprints, burpees and jump squats need almost no equipment.",
            "Burpees and sprints again? My knee can't take impact. Low-impact stuff only.",
            "Sorry. Try the rowing machine, dumbbell presses, step-free split squats with support and planks.",
        ]),
        ("conditioning for a charity hike", [0], [
            "I've signed up for a charity hike in June. How do I build stamina?",
            "Start with hill runs twice a week and add skipping for footwork.",
            "You keep suggesting running. I told you, with this knee: no running, no skipping, no jumping.",
            "Understood: incline walking, cycling and the cross-trainer, building up to 90 minutes.",
        ]),
     ]),
    # 12. English HR, gender-neutral job ads
    ("brightpath-recruiting", "m.tan", 20, [
        dict(concept="wording", value="gender-neutral", rule="Use gender-neutral wording in job ads",
             kind="correction", nameable=False)],
     [
        ("job ad for a warehouse lead", [0], [
            "Draft a short job ad for a warehouse team lead.",
            "We're looking for a hands-on foreman. He will lead a team of 12 and report to the ops manager.",
            "Please keep it gender-neutral. No 'foreman', no 'he'. Our clients require it.",
            "We're looking for a hands-on team lead. You will lead a team of 12 and report to the ops manager.",
        ]),
        ("candidate rejection email", [], [
            "Can you draft a polite rejection email for a finalist?",
            "Thank you for your time and interest. We decided to move forward with another candidate...",
            "Good, send me that.",
            "Done.",
        ]),
        ("sales rep posting", [0], [
            "Need an ad for a field sales rep.",
            "Salesman wanted! He should be a driven self-starter with his own car.",
            "Again 'salesman' and 'he'... Gender-neutral wording, every time.",
            "Sales representative wanted. You're a driven self-starter with your own car.",
        ]),
        ("chef role for a hotel client", [0], [
            "Write a posting for a sous chef. Same rule as always: gender-neutral language.",
            "Sous chef (all genders). You'll run the kitchen when the head chef is off and train our commis.",
            "Nice.",
            "Glad it works.",
        ]),
        ("chairman of the board search", [0], [
            "Executive search: a new board chair for a nonprofit. Draft the intro paragraph.",
            "The new chairman will guide the board; he will bring governance experience.",
            "Chairperson or chair, not chairman. And drop the 'he'. I keep asking for neutral language.",
            "The new chair will guide the board and will bring governance experience.",
        ]),
     ]),
    # 13. Japanese localisation, keep product names in English
    ("nagomi-games", "y.kobayashi", 16, [
        dict(concept="product_names", value="untranslated", rule="Keep product and feature names in English; do "
             "not translate them", kind="correction", nameable=False)],
     [
        ("patch notes translation", [0], [
            "このパッチノートを日本語にしてください：'Guild Wars mode and the Battle Pass are back.'",
            "「ギルド戦争モード」と「バトルパス」が復活しました。",
            "製品名は翻訳しないでください。Guild Wars と Battle Pass は英語のままです。",
            "Guild Wars モードと Battle Pass が復活しました。",
        ]),
        ("store page description", [0], [
            "ストアページの説明文を訳してください。Starforge Editor を紹介する部分です。いつも通り製品名は英語で。",
            "Starforge Editor を使えば、自分だけのマップを作成できます。",
            "いいですね。",
            "ありがとうございます。",
        ]),
        ("crash report form", [], [
            "クラッシュレポートのフォームが送信できません。",
            "添付ファイルのサイズ上限は10MBです。ログを圧縮してください。",
            "圧縮したら送れました。",
            "よかったです。",
        ]),
        ("event banner text", [0], [
            "イベントバナー：'Double XP Weekend in Sky Arena'。",
            "「天空アリーナで経験値2倍ウィークエンド」",
            "また訳してしまっていますね。Sky Arena は機能名なので英語のまま残してください。",
            "Sky Arena で経験値2倍ウィークエンド！",
        ]),
        ("tutorial tooltip", [0], [
            "チュートリアルのツールチップ：'Open the Loot Vault to claim rewards.'",
            "「戦利品金庫」を開いて報酬を受け取りましょう。",
            "Loot Vault は訳さない約束です。名前は英語のまま、お願いします。",
            "Loot Vault を開いて報酬を受け取りましょう。",
        ]),
     ]),
    # 14. English developer, two rules: include a test; stdlib only
    ("harbourline-logistics", "o.adeyinka", 7, [
        dict(concept="tests", value="with a unit test", rule="Include a unit test with every code change",
             kind="preference", nameable=False),
        dict(concept="dependencies", value="standard library only", rule="Use the standard library only, no "
             "third-party packages", kind="correction", nameable=False)],
     [
        ("parse carrier CSV", [0, 1], [
            "Write me a function that parses the carrier's CSV manifest into dicts.",
            "Here's a version with pandas: df = pd.read_csv(path); return df.to_dict('records')",
            "We can't add pandas to that service, standard library only. And include a unit test with it, please.",
            "def parse(path): with open(path, newline='') as f: return list(csv.DictReader(f))  # plus test_parse()",
        ]),
        ("retry wrapper for the tracking API", [1], [
            "I need a retry wrapper around the tracking API call.",
            "You can use the tenacity library: @retry(stop=stop_after_attempt(3))",
            "No third-party packages, I said that before. Write it with the stdlib.",
            "A small loop with time.sleep and exponential backoff, no imports beyond time.",
        ]),
        ("deploy window question", [], [
            "When's the next deploy window for the routing service?",
            "Thursday 18:00 UTC, per the release calendar.",
            "Thanks.",
            "You're welcome.",
        ]),
        ("date bucketing helper", [0], [
            "Add a helper that buckets shipments by ISO week.",
            "def week(d): return d.isocalendar()[:2]",
            "Where's the test? Every change comes with a unit test, that's how we work.",
            "def test_week(): assert week(date(2026, 1, 1)) == (2026, 1)",
        ]),
        ("config loader", [0, 1], [
            "Write a config loader for a TOML file, with a test as usual and no external libraries.",
            "tomllib.load(f) from the standard library, plus test_load_config() using a tmp_path file.",
            "Good.",
            "Cheers.",
        ]),
        ("HTTP client for webhooks", [1], [
            "I need a small HTTP client to post webhooks.",
            "requests.post(url, json=payload, timeout=5) is the simplest.",
            "requests isn't allowed in that repo. Only what ships with Python: urllib.",
            "urllib.request.Request(url, data=json.dumps(payload).encode(), method='POST').",
        ]),
     ]),
]

# One-off users: (tenant, user, start_day, why, sessions) -- same session format, no rule expected.
ONE_OFF_USERS = [
    ("farmacia-lumina", "n.vlad", 11, "asks once for a shorter answer (Romanian)", [
        ("discount campaign setup", [
            "Cum configurez campania de reduceri de 10% pentru vitamine?",
            "There are several options for campaigns. You can set percentage or fixed discounts, per category or "
            "per product, with start and end dates, and limit them to loyalty card holders.",
            "Mai scurt, vă rog.",
            "Campanii > Nouă > 10% > categoria Vitamine.",
        ]),
        ("barcode scanner beeping", [
            "Scannerul de coduri de bare piuie dar nu introduce nimic.",
            "Set the scanner to keyboard mode by scanning the 'USB HID' code in its manual.",
            "A mers.",
            "Super.",
        ]),
        ("night shift report", [
            "Unde găsesc raportul pe tura de noapte?",
            "Rapoarte > Vânzări > pe ture, alegeți tura 22-08.",
            "Mulțumesc.",
            "Cu plăcere.",
        ]),
    ]),
    ("brno-stavby", "t.horak", 13, "requests scoped to one occasion (Czech): just this time, this report, today", [
        ("monthly cost report", [
            "Jen pro tuhle zprávu pro investora: dejte mi částky v eurech.",
            "Celkové náklady: 412 300 EUR.",
            "Díky.",
            "Rádo se stalo.",
        ]),
        ("timesheet correction", [
            "Tentokrát mi stačí jedna věta: jak opravím docházku za pondělí?",
            "Docházka > pondělí > Upravit.",
            "Ok.",
            "👍",
        ]),
        ("machine rental", [
            "Dnes výjimečně odpovězte anglicky, posílám to zahraničnímu dodavateli: jak dlouho máme bagr?",
            "The excavator rental runs until the end of next week.",
            "Thanks.",
            "You're welcome.",
        ]),
        ("safety training records", [
            "Kde najdu záznamy o školení BOZP?",
            "V modulu Lidé > Školení, filtr BOZP.",
            "Díky.",
            "Není zač.",
        ]),
    ]),
    ("sakura-clinic", "m.kato", 17, "passes on other people's preferences (her director's, patients'), and a "
     "hypothetical (Japanese)", [
        ("waiting room display", [
            "院長は待合室の画面に患者の名前を出さないでほしいと言っています。設定できますか？",
            "表示設定 > 待合画面 > 「番号のみ表示」をオンにしてください。",
            "ありがとうございます。",
            "どういたしまして。",
        ]),
        ("online booking form", [
            "患者さんから、予約フォームをもっと短くしてほしいという声があります。",
            "フォーム設定で任意項目を非表示にできます。",
            "検討します。",
            "はい。",
        ]),
        ("printer choice", [
            "もしWindowsではなくMacを使っていたら、ラベルプリンターのドライバーはありますか？",
            "はい、macOS用ドライバーもあります。",
            "なるほど。",
            "他に何かあればどうぞ。",
        ]),
    ]),
    ("dunakanyar-konyveles", "a.kovacs", 19, "cue words (kérem, megint, mindig, legközelebb, soha) in unrelated "
     "requests (Hungarian)", [
        ("password reset", [
            "Kérem, állítsa vissza a jelszavamat.",
            "Elküldtem a visszaállító linket.",
            "Köszönöm.",
            "Szívesen.",
        ]),
        ("sync error", [
            "Megint hibát ír a szinkronizálás a NAV online számla felé.",
            "A tanúsítvány lejárt; töltse fel az újat a Beállítások > NAV menüben.",
            "Rendben.",
            "Jó munkát.",
        ]),
        ("export always empty", [
            "A havi export mindig üres fájlt ad.",
            "Az időszak szűrő a jövő hónapra volt állítva. Állítsa át.",
            "Tényleg.",
            "Előfordul.",
        ]),
        ("reminder emails", [
            "Legközelebb hogyan küldhetem ki egyszerre a fizetési felszólításokat? Eddig soha nem sikerült.",
            "Kintlévőségek > kijelölés > Felszólítás küldése.",
            "Köszi.",
            "Szívesen.",
        ]),
    ]),
    ("toko-rasa", "f.lestari", 21, "asks for a phone call twice (2 sessions, below the threshold of 3) (Indonesian)", [
        ("refund to customer", [
            "Pelanggan minta refund tapi tombolnya abu-abu.",
            "Refunds need the order to be marked delivered. We'll email you the steps.",
            "Telepon saja, saya sedang di jalan.",
            "Baik, kami telepon.",
        ]),
        ("shipping label size", [
            "Label pengiriman tercetak terlalu kecil.",
            "Set the label size to A6 under Settings > Printing.",
            "Oke, beres.",
            "Sip.",
        ]),
        ("bank account change", [
            "Saya mau ganti rekening pencairan dana.",
            "For security we'll send a verification email.",
            "Bisa telepon saya saja? Lebih gampang.",
            "Bisa, kami hubungi lewat telepon.",
        ]),
    ]),
    ("kalimera-hotels", "s.dimitriou", 22, "asks for Greek replies once and takes it back in the next session", [
        ("housekeeping schedule", [
            "Το πρόγραμμα καθαριότητας δεν τυπώνεται.",
            "Check the default printer under Housekeeping > Settings.",
            "Στα ελληνικά, παρακαλώ.",
            "Ελέγξτε τον προεπιλεγμένο εκτυπωτή στο Housekeeping > Ρυθμίσεις.",
        ]),
        ("minibar charges", [
            "Actually English is fine for me, the Greek was for a colleague. Minibar charges don't post to the folio.",
            "Link the minibar outlet to the room folio under POS > Outlets.",
            "Thanks.",
            "You're welcome.",
        ]),
        ("key card encoder", [
            "The key card encoder says 'sector error'.",
            "Re-initialise the encoder from the lock software and retry with a new card.",
            "Worked.",
            "Great.",
        ]),
    ]),
    ("corefit-coaching", "j.okoro", 23, "three different preferences, each stated once (bullets, French, email)", [
        ("client progress summary", [
            "Summarise my client's last four weeks. Bullet points please.",
            "- Squat +10 kg\n- Weight -2 kg\n- 11/12 sessions attended",
            "Great.",
            "Cheers.",
        ]),
        ("note for a French client", [
            "Could you write this reminder in French? 'Bring water and a towel on Saturday.'",
            "Apportez de l'eau et une serviette samedi.",
            "Merci.",
            "Avec plaisir.",
        ]),
        ("invoice question", [
            "My invoice shows two charges for May. Please email me the breakdown.",
            "Sent to your account email.",
            "Thanks.",
            "You're welcome.",
        ]),
        ("app sync", [
            "My watch data isn't syncing to the app.",
            "Re-authorise the watch under Profile > Connected devices.",
            "Sorted.",
            "Good to hear.",
        ]),
    ]),
]

# Patterns: tenant lumen-pay (card terminal support). Ticket text per pattern:
# (user opening, assistant advice, success replies, failure replies, topic)
PATTERN_TENANT = "lumen-pay"
PATTERN_TEXT = {
    "reseat-sim-card": (
        ["the terminal says 'no network' at the till", "card reader can't connect, shows a red antenna",
         "terminal offline again since this morning"],
        "Please power off the terminal, take out the SIM card, put it back firmly and switch it on.",
        ["that did it, it's online", "works now, thanks", "green antenna again"],
        ["still no network", "reseated it, same thing", "nope, still offline"],
        "terminal connectivity"),
    "clear-terminal-cache": (
        ["payments freeze at 'processing'", "terminal hangs after PIN entry", "stuck on processing screen"],
        "Go to Menu > Maintenance > Clear cache, then restart the terminal.",
        ["fixed, payments go through", "all good after the cache clear", "that worked"],
        ["still freezing", "cleared it twice, still hangs", "no change"],
        "payment processing"),
    "pair-bluetooth-again": (
        ["the terminal won't connect to my phone app", "bluetooth pairing lost with the tablet",
         "app can't find the reader"],
        "Remove the reader from your phone's Bluetooth list and pair it again from the app.",
        ["paired, working", "re-pairing did it", "it connects now"],
        ["pairing fails again", "still can't find it", "didn't help"],
        "app pairing"),
    "switch-to-wifi": (
        ["transactions are slow", "receipts take ages to print", "terminal lags at peak hours"],
        "Try switching the terminal from mobile data to your shop's Wi-Fi under Settings > Network.",
        ["faster now", "better on wifi", "that helped"],
        ["no better", "same on wifi", "still slow"],
        "terminal speed"),
    "re-enter-merchant-id": (
        ["terminal says 'merchant not found'", "error M-04 on every payment", "payments rejected: unknown merchant"],
        "Re-enter your merchant ID under Settings > Account and save.",
        ["that fixed the error", "works after re-entering it", "payments accepted again"],
        ["same error", "still M-04", "re-entered it, no luck"],
        "merchant configuration"),
    "check-paper-roll": (
        ["receipts come out blank", "printer feeds but nothing prints", "blank receipts again"],
        "The thermal roll is probably inserted upside down: the shiny side must face the print head.",
        ["yes, it was upside down", "flipped it, prints fine", "that was it"],
        ["roll is the right way, still blank", "not the roll", "still blank"],
        "receipt printing"),
    "update-firmware-usb": (
        ["contactless stopped working", "tap payments are declined", "NFC not reading cards"],
        "Update the terminal firmware over USB with the updater from the merchant portal.",
        ["contactless works again", "updated, tap works", "fixed"],
        ["updated, still no tap", "firmware updated, same problem", "didn't help"],
        "contactless payments"),
}
