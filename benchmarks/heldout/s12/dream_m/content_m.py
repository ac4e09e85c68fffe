# -*- coding: utf-8 -*-
"""Hand-written content for blind dreaming split "m" (session 12).

RULE_USERS: users who repeat one (or two) corrections/preferences in >= 3 differently worded
sessions over weeks. Each session: day offset (from BASE_DAY in gen_m.py), topic, ev = indices
of the user's rules that this session states, msgs = [(role, text), ...].
ONE_OFF_USERS: users who must get no rule (why says why).
PATTERNS: procedural patterns with an outcome course; texts for their tickets.
"""

U, A = "user", "assistant"

RULE_USERS = [
    # ---------------- nameable (6) ----------------
    {
        "tenant": "ateneu-llibres", "user": "m.puig",
        "rules": [{"concept": "language", "value": "Catalan", "kind": "correction", "nameable": True,
                   "rule": "Reply in Catalan, not Spanish"}],
        "sessions": [
            {"day": 2, "topic": "comanda de llibres de text", "ev": [0], "msgs": [
                (U, "Bon dia, necessito saber quan arriba la comanda de llibres de text per a 3r d'ESO."),
                (A, "¡Buenos días! El pedido de libros de texto para 3º de ESO está previsto para el jueves."),
                (U, "Gràcies, però us escric en català i m'agradaria que em responguéssiu en català, si us plau. No en castellà."),
                (A, "Disculpeu. La comanda per a 3r d'ESO arriba dijous."),
            ]},
            {"day": 11, "topic": "devolució d'exemplars defectuosos", "ev": [0], "msgs": [
                (U, "Tenim cinc exemplars amb les pàgines mal enquadernades. Com els retornem?"),
                (A, "Puede solicitar la devolución desde el portal: Pedidos > Incidencias > Defecto de fabricación."),
                (U, "Una altra vegada en castellà... En català, us ho demano cada cop."),
                (A, "Ho sento. Ho podeu demanar al portal: Comandes > Incidències > Defecte de fabricació."),
            ]},
            {"day": 19, "topic": "factura duplicada", "ev": [], "msgs": [
                (U, "Ens ha arribat la factura F-2291 dues vegades. Quina és la bona?"),
                (A, "Són la mateixa factura; la segona és una còpia enviada per error. Podeu ignorar-la."),
                (U, "Perfecte, moltes gràcies."),
                (A, "A vosaltres. Bon dia!"),
            ]},
            {"day": 27, "topic": "accés al portal de professors", "ev": [0], "msgs": [
                (U, "Recordeu-ho: la llengua de l'escola és el català, i les respostes també. Dit això: la professora Vidal no pot entrar al portal."),
                (A, "D'acord. Li podem reenviar l'enllaç d'activació; quin correu fa servir?"),
                (U, "El de l'escola, el mateix que teniu a la fitxa."),
                (A, "Fet. Li ha d'arribar en cinc minuts."),
            ]},
            {"day": 40, "topic": "pressupost de lectures d'estiu", "ev": [0], "msgs": [
                (U, "Voldria un pressupost per a 60 lots de lectures d'estiu."),
                (A, "Claro, para 60 lotes el precio sería de 14,20 € por lote, IVA incluido."),
                (U, "Si us plau, no canvieu al castellà. Sempre en català amb nosaltres."),
                (A, "Entesos. Per a 60 lots, 14,20 € per lot, IVA inclòs."),
            ]},
        ],
    },
    {
        "tenant": "shaked-clinic", "user": "n.levi",
        "rules": [{"concept": "language", "value": "Hebrew", "kind": "preference", "nameable": True,
                   "rule": "Reply in Hebrew"}],
        "sessions": [
            {"day": 4, "topic": "תזכורות תורים ב-SMS", "ev": [0], "msgs": [
                (U, "התזכורות לתורים לא נשלחות למטופלים מאתמול."),
                (A, "Please check Settings > Notifications and confirm the SMS gateway is still connected."),
                (U, "תענו לי בעברית בבקשה, אני לא עובדת עם המערכת באנגלית."),
                (A, "בטח. היכנסי להגדרות > התראות ובדקי שספק ה-SMS עדיין מחובר."),
            ]},
            {"day": 13, "topic": "הרשאות למזכירה חדשה", "ev": [0], "msgs": [
                (U, "צריכה לתת למזכירה החדשה גישה ליומן בלבד, בלי גישה לתיקים הרפואיים."),
                (A, "You can create a role with 'Calendar: edit' and 'Records: none' under Users > Roles."),
                (U, "שוב באנגלית? ביקשתי עברית."),
                (A, "סליחה. תחת משתמשים > תפקידים צרי תפקיד עם 'יומן: עריכה' ו'תיקים: ללא גישה'."),
            ]},
            {"day": 22, "topic": "ייצוא דוח חודשי", "ev": [], "msgs": [
                (U, "איך מייצאים את דוח הביקורים של אפריל לאקסל?"),
                (A, "בדוחות > ביקורים בחרי את אפריל ולחצי על 'ייצוא'."),
                (U, "מצאתי, תודה."),
                (A, "בשמחה."),
            ]},
            {"day": 30, "topic": "חיוב כפול בכרטיס אשראי", "ev": [0], "msgs": [
                (U, "מטופל חויב פעמיים על אותו ביקור. ודרך אגב, אני מעדיפה שכל ההתכתבות איתי תהיה בעברית."),
                (A, "רשמתי. אפשר לבטל את החיוב השני מתוך מסך התשלומים של המטופל, תחת 'פעולות'."),
                (U, "עשיתי, זה עבד."),
                (A, "מצוין."),
            ]},
            {"day": 44, "topic": "גיבוי נתונים", "ev": [0], "msgs": [
                (U, "מתי רץ הגיבוי האחרון של המרפאה?"),
                (A, "The last backup completed last night at 02:10."),
                (U, "עברית, כמו תמיד. אני צריכה להעביר את זה לרופאה."),
                (A, "הגיבוי האחרון הסתיים הלילה ב-02:10."),
            ]},
        ],
    },
    {
        "tenant": "kanda-logistics", "user": "k.ishii",
        "rules": [
            {"concept": "answer_style", "value": "short", "kind": "preference", "nameable": True,
             "rule": "Keep answers short: the conclusion only"},
            {"concept": "honorific", "value": "sama", "kind": "correction", "nameable": False,
             "rule": "In drafted customer emails address customers with 様 (sama), not さん"},
        ],
        "sessions": [
            {"day": 1, "topic": "配送遅延のお詫びメール", "ev": [1], "msgs": [
                (U, "配送遅延のお詫びメールの下書きをお願いします。宛先は山田商事の田中さんです。"),
                (A, "田中さん\n\nいつもお世話になっております。この度は配送が遅れ、大変申し訳ございません……"),
                (U, "お客様宛てなので「田中さん」ではなく「田中様」にしてください。社外メールは必ず様です。"),
                (A, "失礼しました。「田中様」に修正しました。"),
            ]},
            {"day": 9, "topic": "倉庫の在庫照会", "ev": [0], "msgs": [
                (U, "品番 KX-2201 の大阪倉庫の在庫は？"),
                (A, "KX-2201 の大阪倉庫在庫についてご説明します。まず在庫照会画面の構成ですが、上部に検索欄があり、倉庫を選択すると……(以下略) 現在の在庫は 340 個です。"),
                (U, "前置きが長いです。結論だけで十分です。"),
                (A, "340 個です。"),
            ]},
            {"day": 17, "topic": "請求書の再発行", "ev": [0, 1], "msgs": [
                (U, "鈴木さん宛ての請求書再発行の案内メールを作ってください。短めでいいです、いつも通り要点だけ。"),
                (A, "鈴木さん\n\n請求書を再発行いたしました。添付をご確認ください。"),
                (U, "また「さん」になっています。お客様は「様」で統一してください。"),
                (A, "鈴木様\n\n請求書を再発行いたしました。添付をご確認ください。"),
            ]},
            {"day": 26, "topic": "ドライバーのシフト表", "ev": [], "msgs": [
                (U, "来週のドライバーのシフト表はどこで見られますか？"),
                (A, "管理画面の「シフト」タブです。"),
                (U, "ありがとうございます。"),
                (A, "どういたしまして。"),
            ]},
            {"day": 33, "topic": "通関書類の不備", "ev": [0], "msgs": [
                (U, "通関書類が差し戻されました。原因は？"),
                (A, "差し戻しの原因として考えられるものは多数あります。一般的には、インボイスの記載不備、HSコードの誤り、原産地証明の欠落、梱包明細との不一致などがあり、それぞれ確認方法が異なります。まずインボイスについては……"),
                (U, "長すぎます。一行でお願いします、毎回言っていますが。"),
                (A, "HSコードの誤りです(8471→8473)。"),
            ]},
            {"day": 41, "topic": "新規取引先への挨拶メール", "ev": [1], "msgs": [
                (U, "新規取引先の佐藤さんへの挨拶メールをお願いします。"),
                (A, "佐藤様\n\nはじめてご連絡いたします。神田ロジスティクスの石井でございます。"),
                (U, "そうそう、この「様」の書き方で。今後もずっとこれでお願いします。"),
                (A, "承知しました。"),
            ]},
        ],
    },
    {
        "tenant": "brnoprint", "user": "j.kratochvil",
        "rules": [{"concept": "answer_style", "value": "detailed", "kind": "preference", "nameable": True,
                   "rule": "Give detailed, step-by-step explanations"}],
        "sessions": [
            {"day": 3, "topic": "kalibrace barev na tiskárně", "ev": [0], "msgs": [
                (U, "Tiskárna v dílně tiskne modrou do fialova. Jak to opravit?"),
                (A, "Spusťte kalibraci barev."),
                (U, "To je mi málo. Potřebuju to podrobně, krok za krokem, nejsem technik."),
                (A, "1) V menu tiskárny zvolte Údržba. 2) Kalibrace > Barvy. 3) Vložte papír A4 ... 4) Naskenujte testovací arch."),
            ]},
            {"day": 10, "topic": "nastavení spadávek v PDF", "ev": [0], "msgs": [
                (U, "Prosím vysvětlete mi pořádně, jak nastavit spadávky v PDF pro tisk vizitek. Klidně dlouze, ať tomu rozumím."),
                (A, "Spadávka je přesah grafiky za ořez, obvykle 3 mm. V InDesignu: Soubor > Nastavení dokumentu > Spadávka a popisek: 3 mm ze všech stran. Při exportu PDF: Značky a spadávky > Použít nastavení spadávky dokumentu ..."),
                (U, "Díky, přesně takhle."),
                (A, "Rádo se stalo."),
            ]},
            {"day": 18, "topic": "objednávka papíru", "ev": [], "msgs": [
                (U, "Kdy dorazí objednávka křídového papíru 170 g?"),
                (A, "Ve čtvrtek dopoledne."),
                (U, "Super, díky."),
                (A, "Není zač."),
            ]},
            {"day": 25, "topic": "chyba RIP serveru", "ev": [0], "msgs": [
                (U, "RIP server hlásí 'queue stalled'. Co s tím?"),
                (A, "Restartujte frontu."),
                (U, "Zase jedna věta. Jak mám restartovat frontu? Popište mi to do detailu, jako minule u kalibrace."),
                (A, "1) Otevřete konzoli RIPu. 2) Záložka Fronty. 3) Vyberte 'Hlavní'. 4) Pozastavit, počkat 10 s, Obnovit. 5) Pokud zůstane zaseknutá, ..."),
            ]},
            {"day": 38, "topic": "export zakázek do účetnictví", "ev": [0], "msgs": [
                (U, "Jak exportovat zakázky za květen do Pohody?"),
                (A, "Přehledy > Export > Pohoda."),
                (U, "Víc rozepsat, prosím. Radši delší vysvětlení se všemi kroky než tři slova."),
                (A, "1) Přehledy > Export. 2) Období 1. 5. – 31. 5. 3) Formát Pohoda XML. 4) Uložit a v Pohodě Soubor > Datová komunikace > XML import ..."),
            ]},
        ],
    },
    {
        "tenant": "mazury-energia", "user": "a.zajac",
        "rules": [{"concept": "contact_channel", "value": "Teams chat", "kind": "preference", "nameable": True,
                   "rule": "Contact the user on Microsoft Teams chat, not by email"}],
        "sessions": [
            {"day": 5, "topic": "odczyt licznika w punkcie poboru", "ev": [0], "msgs": [
                (U, "Licznik w punkcie PP-0443 nie wysyła odczytów od poniedziałku."),
                (A, "Zgłoszę to technikom i wyślę Panu maila, kiedy będzie diagnoza."),
                (U, "Wolałbym nie mailem, tonę w skrzynce. Proszę napisać do mnie na Teamsie."),
                (A, "Dobrze, odezwę się na Teamsie."),
            ]},
            {"day": 14, "topic": "faktura korygująca", "ev": [0], "msgs": [
                (U, "Potrzebuję faktury korygującej do FV/2026/05/118."),
                (A, "Przygotujemy korektę. Potwierdzenie przyjdzie e-mailem na adres z umowy."),
                (U, "Znowu e-mail... Jak już mówiłem, kontakt ze mną tylko przez czat w Teams."),
                (A, "Przepraszam, potwierdzenie wyślę na czacie Teams."),
            ]},
            {"day": 23, "topic": "harmonogram wyłączeń", "ev": [], "msgs": [
                (U, "Czy w przyszłym tygodniu są planowane wyłączenia w rejonie Giżycka?"),
                (A, "Tak, we wtorek od 8:00 do 12:00 na ulicy Warszawskiej."),
                (U, "Dziękuję."),
                (A, "Proszę bardzo."),
            ]},
            {"day": 31, "topic": "dostęp do portalu dla nowego pracownika", "ev": [0], "msgs": [
                (U, "Nowa osoba w dziale, pani Kowal, potrzebuje dostępu do portalu. Dajcie znać na Teamsie jak będzie gotowe, maili nie czytam na bieżąco."),
                (A, "Jasne, dam znać na Teams."),
                (U, "I jeszcze: jaki login dostanie?"),
                (A, "Login to pierwsza litera imienia i nazwisko: pkowal."),
            ]},
            {"day": 45, "topic": "awaria stacji transformatorowej", "ev": [0], "msgs": [
                (U, "Stacja T-12 znowu zgłasza alarm temperatury."),
                (A, "Technik pojedzie dziś. Raport prześlę mailowo po wizycie."),
                (U, "Raport proszę wrzucić na Teams, nie na maila. Mówię to któryś raz z kolei."),
                (A, "Rozumiem, raport będzie na Teams."),
            ]},
        ],
    },
    {
        "tenant": "saffron-foods", "user": "r.malhotra",
        "rules": [{"concept": "date_format", "value": "DD/MM/YYYY", "kind": "correction", "nameable": True,
                   "rule": "Write dates day first, DD/MM/YYYY, not the US MM/DD/YYYY"}],
        "sessions": [
            {"day": 6, "topic": "FSSAI licence renewal", "ev": [0], "msgs": [
                (U, "FSSAI licence renewal kab tak karna hai? Mujhe deadline chahiye."),
                (A, "Your FSSAI licence expires on 07/08/2026, so renew it at least 30 days before."),
                (U, "07/08 matlab? Yahan date DD/MM/YYYY mein likhte hain, American format se confusion hota hai. Please day pehle likho."),
                (A, "Sorry: it expires on 08/07/2026 (8 July 2026)."),
            ]},
            {"day": 15, "topic": "vendor payment schedule", "ev": [0], "msgs": [
                (U, "Masala vendor ka next payment kab due hai?"),
                (A, "The next payment to Shree Masala is due 06/15/2026."),
                (U, "Phir se month pehle! 15/06/2026 likho yaar. Hamesha din/mahina/saal."),
                (A, "Noted: due 15/06/2026."),
            ]},
            {"day": 24, "topic": "cold storage temperature alarm", "ev": [], "msgs": [
                (U, "Cold storage ka alarm raat ko baja, temperature 9 degree tak gaya. Kya karna chahiye?"),
                (A, "Move the dairy stock to the backup unit and log the excursion; call the technician if it stays above 5 °C for an hour."),
                (U, "Ok, technician ko bula liya."),
                (A, "Good. Keep the log for the audit."),
            ]},
            {"day": 32, "topic": "GST return filing", "ev": [0], "msgs": [
                (U, "GSTR-3B ki last date batao, aur please date Indian style mein, day/month/year."),
                (A, "GSTR-3B for May is due on 20/06/2026."),
                (U, "Perfect, thanks."),
                (A, "Welcome."),
            ]},
            {"day": 43, "topic": "festival order planning", "ev": [0], "msgs": [
                (U, "Diwali orders ki planning start karni hai. Production kab shuru karein?"),
                (A, "Diwali falls on 11/08/2026 this year, so start production around 09/20/2026."),
                (U, "Ye dates galat format mein hain, main kitni baar bolun. 08/11/2026 aur 20/09/2026 — DD/MM!"),
                (A, "Sorry: Diwali 08/11/2026, start production around 20/09/2026."),
            ]},
        ],
    },
    # ---------------- not nameable ----------------
    {
        "tenant": "norrbygg", "user": "o.nystrom",
        "rules": [{"concept": "week_numbers", "value": "ISO week numbers", "kind": "preference", "nameable": False,
                   "rule": "Give schedule dates as week numbers (vecka/v.), e.g. v. 23"}],
        "sessions": [
            {"day": 2, "topic": "leverans av takstolar", "ev": [0], "msgs": [
                (U, "När kommer takstolarna till bygget i Luleå?"),
                (A, "Leveransen är planerad till den 4 juni."),
                (U, "Vilken vecka är det? Vi planerar allt i veckor här, skriv veckonummer tack."),
                (A, "Det är vecka 23."),
            ]},
            {"day": 12, "topic": "bemanning till gjutning", "ev": [0], "msgs": [
                (U, "Hur ser bemanningen ut för gjutningen av plattan?"),
                (A, "Gjutningen är bokad 15–17 juni med sex man."),
                (U, "Ange veckan, inte datum. Hela platsledningen kör på v.-nummer."),
                (A, "Gjutningen är v. 25, sex man."),
            ]},
            {"day": 20, "topic": "fakturafråga", "ev": [], "msgs": [
                (U, "Vi har fått en faktura på 12 400 kr för ställningshyra, stämmer den?"),
                (A, "Ja, det är fyra veckors hyra à 3 100 kr."),
                (U, "Okej, tack."),
                (A, "Varsågod."),
            ]},
            {"day": 29, "topic": "besiktning av grund", "ev": [0], "msgs": [
                (U, "Som vanligt: svara med vecka. När kan besiktningsmannen komma och titta på grunden?"),
                (A, "Han kan komma v. 27, tisdag eller onsdag."),
                (U, "Tisdag blir bra."),
                (A, "Bokat."),
            ]},
            {"day": 39, "topic": "semesterstängning leverantör", "ev": [0], "msgs": [
                (U, "Stänger brädgården över sommaren?"),
                (A, "De har stängt 13 juli till 9 augusti."),
                (U, "Veckor, snälla. Jag har sagt det förut, datum säger mig ingenting i planeringen."),
                (A, "Stängt v. 29–32."),
            ]},
        ],
    },
    {
        "tenant": "saffron-foods", "user": "r.agarwal",
        "rules": [{"concept": "number_format", "value": "Indian lakh/crore", "kind": "correction", "nameable": False,
                   "rule": "Write amounts in the Indian system (lakh/crore, 12,50,000), not in millions"}],
        "sessions": [
            {"day": 3, "topic": "quarterly sales summary", "ev": [0], "msgs": [
                (U, "What were the Q1 sales for the Pune outlet?"),
                (A, "Q1 sales for Pune were ₹1.25 million."),
                (U, "Please don't use millions, nobody here thinks in millions. Say 12.5 lakh, and write it 12,50,000."),
                (A, "Q1 sales for Pune: ₹12,50,000 (12.5 lakh)."),
            ]},
            {"day": 13, "topic": "bank loan eligibility", "ev": [0], "msgs": [
                (U, "How much working capital loan can we get against the current receivables?"),
                (A, "Roughly ₹2,300,000 based on 70% of receivables."),
                (U, "Again the western commas. 23,00,000 — lakh and crore format please, that's how the bank writes it too."),
                (A, "About ₹23,00,000 (23 lakh)."),
            ]},
            {"day": 21, "topic": "staff uniform order", "ev": [], "msgs": [
                (U, "Need 40 sets of kitchen uniforms, who was our supplier last time?"),
                (A, "Kiran Textiles, Nagpur; the last order was 35 sets."),
                (U, "Ok, I'll call them."),
                (A, "Sure."),
            ]},
            {"day": 28, "topic": "annual budget draft", "ev": [0], "msgs": [
                (U, "Draft the marketing budget line for next year. Total is 1.2 crore, split into digital and print. Use lakh/crore like always."),
                (A, "Marketing: ₹1,20,00,000 (1.2 crore) — digital ₹80,00,000, print ₹40,00,000."),
                (U, "Good."),
                (A, "I'll keep this format."),
            ]},
            {"day": 42, "topic": "insurance claim value", "ev": [0], "msgs": [
                (U, "What's the claim value for the water damage at the warehouse?"),
                (A, "The assessed loss is ₹4.6 million."),
                (U, "Yaar, 46 lakh. How many times... Indian numbering only, 46,00,000."),
                (A, "Assessed loss: ₹46,00,000 (46 lakh)."),
            ]},
        ],
    },
    {
        "tenant": "volga-trade", "user": "d.morozov",
        "rules": [{"concept": "vat_line", "value": "VAT on a separate line", "kind": "correction", "nameable": False,
                   "rule": "Show VAT (НДС 20%) as a separate line in amounts and invoices"}],
        "sessions": [
            {"day": 4, "topic": "счёт на поставку стеллажей", "ev": [0], "msgs": [
                (U, "Подготовьте текст счёта на 12 стеллажей по 8 500 руб."),
                (A, "Итого к оплате: 122 400 руб. (с НДС)."),
                (U, "НДС выделяйте, пожалуйста, отдельной строкой: сумма без НДС, НДС 20%, итого. Бухгалтерия иначе не примет."),
                (A, "Сумма без НДС: 102 000 руб.; НДС 20%: 20 400 руб.; итого: 122 400 руб."),
            ]},
            {"day": 14, "topic": "коммерческое предложение", "ev": [0], "msgs": [
                (U, "Нужно КП для ООО «Север» на монтаж, 45 000 с НДС."),
                (A, "Стоимость монтажа: 45 000 руб., включая НДС."),
                (U, "Опять одной суммой. Я же просил: НДС отдельно, всегда."),
                (A, "Без НДС: 37 500 руб.; НДС 20%: 7 500 руб.; итого: 45 000 руб."),
            ]},
            {"day": 22, "topic": "доставка в Казань", "ev": [], "msgs": [
                (U, "Сколько идёт доставка до Казани?"),
                (A, "Обычно три рабочих дня."),
                (U, "Понял, спасибо."),
                (A, "Пожалуйста."),
            ]},
            {"day": 30, "topic": "акт сверки", "ev": [0], "msgs": [
                (U, "Составьте, пожалуйста, строки для акта сверки за май. И как обычно, с разбивкой НДС."),
                (A, "Отгрузка 15.05: без НДС 60 000, НДС 12 000, всего 72 000. Оплата 20.05: 72 000."),
                (U, "Да, отлично."),
                (A, "Рад помочь."),
            ]},
            {"day": 41, "topic": "возврат брака", "ev": [0], "msgs": [
                (U, "Клиент возвращает 3 полки, по 2 400 за штуку. Какую сумму вернуть?"),
                (A, "Вернуть нужно 7 200 руб."),
                (U, "А НДС где? Сумма без НДС и НДС отдельной строкой, сколько можно повторять."),
                (A, "Без НДС: 6 000 руб.; НДС 20%: 1 200 руб.; итого к возврату: 7 200 руб."),
            ]},
        ],
    },
    {
        "tenant": "fjordbib", "user": "s.aasen",
        "rules": [{"concept": "written_standard", "value": "Nynorsk", "kind": "correction", "nameable": False,
                   "rule": "Write Norwegian in Nynorsk, not Bokmål"}],
        "sessions": [
            {"day": 1, "topic": "utlånsstatistikk", "ev": [0], "msgs": [
                (U, "Kan du laga ein kort tekst om utlånsstatistikken for mai til nettsida vår?"),
                (A, "I mai ble det lånt ut 4 210 bøker, en økning fra i fjor."),
                (U, "Det der er bokmål. Biblioteket skriv nynorsk, så alt du lagar for oss må vera på nynorsk."),
                (A, "I mai vart det lånt ut 4 210 bøker, ein auke frå i fjor."),
            ]},
            {"day": 10, "topic": "opningstider i sommar", "ev": [0], "msgs": [
                (U, "Skriv ei melding om sommaropningstidene: 10–15 kvardagar, stengt laurdag."),
                (A, "I sommer har vi åpent 10–15 på hverdager. Lørdag er det stengt."),
                (U, "Nynorsk, takk! Ikkje «sommer» og «åpent», men «sommar» og «ope»."),
                (A, "I sommar har vi ope 10–15 på kvardagar. Laurdag er det stengt."),
            ]},
            {"day": 19, "topic": "purring på bøker", "ev": [], "msgs": [
                (U, "Kor mange purringar gjekk ut førre veke?"),
                (A, "Det gjekk ut 38 purringar."),
                (U, "Takk."),
                (A, "Berre hyggeleg."),
            ]},
            {"day": 27, "topic": "arrangement for born", "ev": [0], "msgs": [
                (U, "Lag ein plakattekst for eventyrstund laurdag. Og hugs nynorsk, som alltid."),
                (A, "Eventyrstund på biblioteket! Laurdag kl. 11 les vi eventyr for born frå 3 år. Gratis, ingen påmelding."),
                (U, "Fint."),
                (A, "Godt å høyra."),
            ]},
            {"day": 37, "topic": "ny lånekortordning", "ev": [0], "msgs": [
                (U, "Forklar den nye lånekortordninga i eit avsnitt til nyheitsbrevet."),
                (A, "Fra 1. september kan alle over 15 år få digitalt lånekort. Det fungerer som det gamle kortet."),
                (U, "Du sklir over i bokmål igjen. «Frå», «kort», «fungerer som» går, men skriv det heile på nynorsk."),
                (A, "Frå 1. september kan alle over 15 år få digitalt lånekort. Det verkar som det gamle kortet."),
            ]},
        ],
    },
    {
        "tenant": "siam-stay", "user": "p.srisuk",
        "rules": [{"concept": "year_calendar", "value": "Buddhist Era (B.E.)", "kind": "preference", "nameable": False,
                   "rule": "Write years in the Thai Buddhist Era (พ.ศ. 2569), not the Gregorian year"}],
        "sessions": [
            {"day": 5, "topic": "ต่อใบอนุญาตโรงแรม", "ev": [0], "msgs": [
                (U, "ใบอนุญาตประกอบธุรกิจโรงแรมหมดอายุเมื่อไหร่คะ"),
                (A, "ใบอนุญาตหมดอายุวันที่ 30 กันยายน 2026 ค่ะ"),
                (U, "ช่วยเขียนปีเป็น พ.ศ. นะคะ เอกสารราชการที่นี่ใช้ พ.ศ. หมด"),
                (A, "หมดอายุวันที่ 30 กันยายน พ.ศ. 2569 ค่ะ"),
            ]},
            {"day": 14, "topic": "สัญญาเช่าที่ดิน", "ev": [0], "msgs": [
                (U, "สัญญาเช่าที่ดินด้านหลังครบกำหนดปีไหนคะ"),
                (A, "สัญญาครบกำหนดในปี 2031 ค่ะ"),
                (U, "2031 ไม่ใช่ค่ะ บอกแล้วว่าใช้ปีพุทธศักราช"),
                (A, "ขออภัยค่ะ ครบกำหนดปี พ.ศ. 2574 ค่ะ"),
            ]},
            {"day": 23, "topic": "รีวิวลูกค้า", "ev": [], "msgs": [
                (U, "มีรีวิวใหม่ในเว็บจองกี่รายการคะสัปดาห์นี้"),
                (A, "มีรีวิวใหม่ 7 รายการ เฉลี่ย 4.6 ดาวค่ะ"),
                (U, "ดีมากค่ะ ขอบคุณ"),
                (A, "ยินดีค่ะ"),
            ]},
            {"day": 31, "topic": "ตรวจสอบระบบดับเพลิง", "ev": [0], "msgs": [
                (U, "รอบตรวจระบบดับเพลิงครั้งต่อไปเมื่อไหร่ ตอบเป็นปี พ.ศ. เหมือนเดิมนะคะ"),
                (A, "รอบถัดไปคือเดือนมกราคม พ.ศ. 2570 ค่ะ"),
                (U, "โอเคค่ะ"),
                (A, "ค่ะ"),
            ]},
            {"day": 42, "topic": "ภาษีโรงเรือน", "ev": [0], "msgs": [
                (U, "ภาษีที่ดินและสิ่งปลูกสร้างของปีนี้ต้องยื่นภายในเมื่อไหร่คะ"),
                (A, "ต้องยื่นภายในวันที่ 30 เมษายน 2027 ค่ะ"),
                (U, "ค.ศ. อีกแล้ว เปลี่ยนเป็น พ.ศ. ให้ด้วยค่ะ ทุกครั้งนะคะ"),
                (A, "ต้องยื่นภายในวันที่ 30 เมษายน พ.ศ. 2570 ค่ะ"),
            ]},
        ],
    },
    {
        "tenant": "erabliere-tremblay", "user": "g.tremblay",
        "rules": [{"concept": "terminology", "value": "French terms, no anglicisms", "kind": "correction", "nameable": False,
                   "rule": "Use French terms, not English loanwords (courriel not email, infolettre not newsletter)"}],
        "sessions": [
            {"day": 3, "topic": "infolettre du printemps", "ev": [0], "msgs": [
                (U, "Peux-tu me rédiger l'infolettre du printemps pour annoncer la nouvelle récolte de sirop?"),
                (A, "Voici votre newsletter : « La nouvelle récolte est arrivée! Réservez par email avant le 15 mai. »"),
                (U, "On dit infolettre et courriel ici, pas newsletter ni email. Pas d'anglicismes dans mes textes, s'il te plaît."),
                (A, "« La nouvelle récolte est arrivée! Réservez par courriel avant le 15 mai. »"),
            ]},
            {"day": 12, "topic": "boutique en ligne", "ev": [0], "msgs": [
                (U, "Le panier de la boutique en ligne ne garde pas les produits. Tu peux m'écrire un message pour les clients?"),
                (A, "« Nous avons un bug sur le checkout; merci de réessayer plus tard ou de nous envoyer un email. »"),
                (U, "Encore! Bogue, paiement, courriel. Je te l'ai déjà demandé : des mots français."),
                (A, "« Nous avons un bogue à l'étape du paiement; réessayez plus tard ou écrivez-nous par courriel. »"),
            ]},
            {"day": 21, "topic": "commande de barils", "ev": [], "msgs": [
                (U, "Combien de barils on a commandés chez le fournisseur l'an passé?"),
                (A, "Vous en aviez commandé 120."),
                (U, "Parfait, merci."),
                (A, "Avec plaisir."),
            ]},
            {"day": 29, "topic": "publication Facebook", "ev": [0], "msgs": [
                (U, "Un texte court pour Facebook sur la cabane à sucre qui ouvre samedi. En bon français, sans mots anglais, comme d'habitude."),
                (A, "La cabane ouvre ses portes samedi! Tire sur la neige, crêpes et musique traditionnelle. Réservez par courriel."),
                (U, "Super."),
                (A, "Merci!"),
            ]},
            {"day": 40, "topic": "politique de remboursement", "ev": [0], "msgs": [
                (U, "Rédige la politique de remboursement pour le site."),
                (A, "Remboursement sous 14 jours. Contactez le support par email avec votre numéro de ticket."),
                (U, "Soutien technique, courriel, billet. Ça fait combien de fois que je te le dis? Pas d'anglais."),
                (A, "Remboursement sous 14 jours. Écrivez au soutien par courriel avec votre numéro de billet."),
            ]},
        ],
    },
    {
        "tenant": "ridgeline-builders", "user": "t.mcallister",
        "rules": [{"concept": "units", "value": "imperial", "kind": "correction", "nameable": False,
                   "rule": "Give measurements in imperial units (feet/inches, °F), not metric"}],
        "sessions": [
            {"day": 2, "topic": "deck joist spacing", "ev": [0], "msgs": [
                (U, "What joist spacing do I need for a composite deck?"),
                (A, "Most composite boards need joists at 40 cm on center, 30 cm for diagonal layouts."),
                (U, "Can you give me that in inches? Nobody on my crew works in centimeters."),
                (A, "16 inches on center, 12 inches for diagonal layouts."),
            ]},
            {"day": 11, "topic": "concrete pour temperature", "ev": [0], "msgs": [
                (U, "How cold is too cold to pour the footings tomorrow?"),
                (A, "Avoid pouring below 5 °C unless you use blankets and accelerator."),
                (U, "Fahrenheit, man. And feet and inches. I'm in Ohio, I've asked you this before."),
                (A, "Avoid pouring below 40 °F unless you use blankets and accelerator."),
            ]},
            {"day": 19, "topic": "permit inspection booking", "ev": [], "msgs": [
                (U, "Did the county confirm the framing inspection?"),
                (A, "Yes, Thursday between 9 and 11."),
                (U, "Great, thanks."),
                (A, "You're welcome."),
            ]},
            {"day": 27, "topic": "window rough opening", "ev": [0], "msgs": [
                (U, "Rough opening for a 36x60 window? Imperial as always, please."),
                (A, "Frame it at 36 1/2 by 60 1/2 inches."),
                (U, "Perfect."),
                (A, "Good luck with the install."),
            ]},
            {"day": 36, "topic": "drywall order", "ev": [0], "msgs": [
                (U, "How many sheets of drywall for a 14 by 12 room with 8 foot ceilings?"),
                (A, "The walls are about 38 m² plus a 15.6 m² ceiling, so roughly 19 sheets of 1.2 x 2.4 m."),
                (U, "Square meters again. Square feet and 4x8 sheets, please, every time."),
                (A, "Walls 416 sq ft plus 168 sq ft ceiling: about 19 sheets of 4x8."),
            ]},
        ],
    },
    {
        "tenant": "quillpoint-dev", "user": "l.okonjo",
        "rules": [{"concept": "commit_message_format", "value": "Conventional Commits", "kind": "preference", "nameable": False,
                   "rule": "Write commit messages in Conventional Commits format (feat:, fix:, chore:)"}],
        "sessions": [
            {"day": 4, "topic": "pagination bug fix", "ev": [0], "msgs": [
                (U, "I fixed the off-by-one in the pagination helper. Suggest a commit message."),
                (A, "Fixed pagination off-by-one error in helper"),
                (U, "We use conventional commits in this repo. Something like fix(pagination): ... please."),
                (A, "fix(pagination): correct off-by-one in page offset calculation"),
            ]},
            {"day": 12, "topic": "dependency upgrade", "ev": [0], "msgs": [
                (U, "Commit message for bumping axios from 1.6 to 1.7?"),
                (A, "Update axios to 1.7"),
                (U, "Prefix it. chore(deps): ... — same convention as always, our changelog tool parses it."),
                (A, "chore(deps): bump axios from 1.6.8 to 1.7.2"),
            ]},
            {"day": 20, "topic": "CI cache question", "ev": [], "msgs": [
                (U, "Why does the CI cache miss on every run of the lint job?"),
                (A, "The cache key includes the commit SHA; key it on the lockfile hash instead."),
                (U, "Ah, makes sense. Thanks."),
                (A, "Sure."),
            ]},
            {"day": 27, "topic": "dark mode feature", "ev": [0], "msgs": [
                (U, "Write the commit message for the dark mode toggle I just finished. type(scope): subject, you know the drill."),
                (A, "feat(settings): add dark mode toggle with system default"),
                (U, "Nice."),
                (A, "👍"),
            ]},
            {"day": 35, "topic": "README typo", "ev": [0], "msgs": [
                (U, "And one for the README typo fixes."),
                (A, "Fix typos in README"),
                (U, "docs: prefix. Every commit message you write for me follows Conventional Commits, please remember that."),
                (A, "docs(readme): fix typos in setup section"),
            ]},
        ],
    },
    {
        "tenant": "bosfor-tekstil", "user": "m.celik",
        "rules": [{"concept": "timezone", "value": "Europe/Istanbul (TRT)", "kind": "correction", "nameable": False,
                   "rule": "Give times in Istanbul time (TRT, UTC+3), not CET or UTC"}],
        "sessions": [
            {"day": 6, "topic": "Almanya'ya sevkiyat", "ev": [0], "msgs": [
                (U, "Hamburg'a giden tır ne zaman yüklenecek?"),
                (A, "Yükleme yarın 09:00 CET'te başlıyor."),
                (U, "Lütfen saatleri İstanbul saatiyle yazın. CET'i her seferinde çevirmek zorunda kalıyorum."),
                (A, "Yükleme yarın 10:00 İstanbul saatiyle (TRT) başlıyor."),
            ]},
            {"day": 15, "topic": "tedarikçi görüşmesi", "ev": [0], "msgs": [
                (U, "İtalyan tedarikçiyle görüşme saat kaçta?"),
                (A, "Görüşme 13:00 UTC'de."),
                (U, "Yine UTC. Türkiye saati lütfen, yani 16:00 olması lazım, değil mi?"),
                (A, "Evet, 16:00 TRT."),
            ]},
            {"day": 23, "topic": "kumaş numunesi", "ev": [], "msgs": [
                (U, "Keten numuneleri geldi mi?"),
                (A, "Evet, dün depoya teslim edildi."),
                (U, "Tamam, teşekkürler."),
                (A, "Rica ederim."),
            ]},
            {"day": 32, "topic": "gümrük randevusu", "ev": [0], "msgs": [
                (U, "Gümrük randevusunu teyit edebilir misin? Saati bizim saatle, İstanbul saatiyle ver."),
                (A, "Randevu perşembe 11:30 TRT."),
                (U, "Süper."),
                (A, "Kolay gelsin."),
            ]},
            {"day": 44, "topic": "online fuar sunumu", "ev": [0], "msgs": [
                (U, "Online fuardaki sunumumuz ne zaman?"),
                (A, "Sunum cuma 14:00 CEST."),
                (U, "Kaç kere söyleyeceğim, İstanbul saati! Bütün saatleri TRT ile yazın."),
                (A, "Cuma 15:00 TRT."),
            ]},
        ],
    },
]

ONE_OFF_USERS = [
    {
        "tenant": "mazury-energia", "user": "p.wrobel",
        "why": "'krótko/krótki' only in other senses (krótko mówiąc = in short; short deadline; short circuit); never asks for short answers",
        "sessions": [
            {"day": 8, "topic": "awaria kasy w biurze obsługi", "msgs": [
                (U, "Krótko mówiąc: kasa w biurze obsługi klienta w Ełku nie drukuje paragonów od rana."),
                (A, "Proszę sprawdzić, czy drukarka fiskalna jest włączona i czy ma papier. Jeśli tak, proszę ją zrestartować."),
                (U, "Zrestartowana, działa. Dzięki."),
                (A, "Cieszę się."),
            ]},
            {"day": 20, "topic": "termin przyłączenia", "msgs": [
                (U, "Mamy bardzo krótki termin na przyłączenie nowej hali, klient chce do końca miesiąca. Jakie dokumenty są potrzebne?"),
                (A, "Wniosek o przyłączenie, mapa sytuacyjna, tytuł prawny do nieruchomości i bilans mocy. Przy pełnym komplecie termin to ok. 21 dni."),
                (U, "Dobrze, prześlę klientowi listę."),
                (A, "Powodzenia."),
            ]},
            {"day": 33, "topic": "zwarcie w rozdzielnicy", "msgs": [
                (U, "W rozdzielnicy na Piaskach było krótkie spięcie, wybiło zabezpieczenia. Czy trzeba to zgłaszać do URE?"),
                (A, "Nie, jeśli nie było przerwy w dostawach powyżej progu z taryfy. Wystarczy wpis do dziennika zdarzeń i protokół."),
                (U, "Jasne, dziękuję."),
                (A, "Proszę."),
            ]},
        ],
    },
    {
        "tenant": "norrbygg", "user": "l.svensson",
        "why": "three factual corrections of different things (order number, address, weekday); no standing preference",
        "sessions": [
            {"day": 7, "topic": "spårning av order", "msgs": [
                (U, "Var är order 44718?"),
                (A, "Order 44178 levererades i går."),
                (U, "Nej, 44718, inte 44178. Du kastade om siffrorna."),
                (A, "Förlåt. Order 44718 är på väg och kommer i morgon."),
            ]},
            {"day": 19, "topic": "leveransadress", "msgs": [
                (U, "Skicka ställningsdelarna till bygget på Storgatan 21."),
                (A, "Noterat: leverans till Storgatan 12."),
                (U, "Fel igen, 21. Tjugoett."),
                (A, "Rättat: Storgatan 21."),
            ]},
            {"day": 31, "topic": "bokning av kranbil", "msgs": [
                (U, "Kan kranbilen komma på tisdag förmiddag?"),
                (A, "Kranbilen är bokad onsdag kl. 8."),
                (U, "Jag sa tisdag."),
                (A, "Ursäkta, ändrat till tisdag kl. 8."),
            ]},
        ],
    },
    {
        "tenant": "brnoprint", "user": "v.kral",
        "why": "asks for a different file format for each deliverable (CSV, PDF, XLSX): similar-looking requests with different values",
        "sessions": [
            {"day": 9, "topic": "seznam zákazníků pro kampaň", "msgs": [
                (U, "Potřebuji seznam zákazníků z Brna pro e-mailovou kampaň. Ten pošlete jako CSV, ať ho nahraju do Mailchimpu."),
                (A, "Připraveno, seznam 412 kontaktů ve formátu CSV je v příloze."),
                (U, "Díky."),
                (A, "Není zač."),
            ]},
            {"day": 21, "topic": "cenová nabídka pro školu", "msgs": [
                (U, "Udělejte cenovou nabídku na ročenky pro gymnázium a pošlete ji v PDF, půjde rovnou řediteli."),
                (A, "Nabídka na 180 ročenek je hotová, PDF přikládám."),
                (U, "Výborně."),
                (A, "Rádi."),
            ]},
            {"day": 34, "topic": "přehled spotřeby toneru", "msgs": [
                (U, "Přehled spotřeby toneru po strojích za čtvrtletí prosím v Excelu, budu s tím dál počítat."),
                (A, "Tabulka XLSX se spotřebou po strojích je v příloze."),
                (U, "Super, díky."),
                (A, "Rádo se stalo."),
            ]},
        ],
    },
    {
        "tenant": "shaked-clinic", "user": "n.mizrahi",
        "why": "indifference and permission, not preferences: says the date format, length and language do not matter to her",
        "sessions": [
            {"day": 10, "topic": "invoice export dates", "msgs": [
                (U, "The invoice export shows dates as 2026-05-04. Is that a problem for the accountant?"),
                (A, "No, most accounting software reads ISO dates. I can also switch the export to DD/MM/YYYY if you prefer."),
                (U, "Don't bother, the date format really doesn't matter to me. Either is fine."),
                (A, "Okay, I'll leave it as it is."),
            ]},
            {"day": 24, "topic": "lab results integration", "msgs": [
                (U, "How does the lab results integration work?"),
                (A, "Short version: results arrive by HL7 every 15 minutes. Want the long version?"),
                (U, "Sure, go as long as you need, I don't mind length. I'm not in a hurry today."),
                (A, "The lab system pushes HL7 ORU messages to our interface engine, which matches them to patients by ID and date of birth..."),
            ]},
            {"day": 37, "topic": "patient portal announcement", "msgs": [
                (U, "Can you write the announcement for the new patient portal?"),
                (A, "Sure. Should it be in Hebrew or English?"),
                (U, "Whatever language is easier for you, honestly, I'll translate it anyway."),
                (A, "I'll write it in English then: 'Our new patient portal is live...'"),
            ]},
        ],
    },
    {
        "tenant": "volga-trade", "user": "a.volkova",
        "why": "asks once for no emojis, in one session only",
        "sessions": [
            {"day": 6, "topic": "поздравление клиентов", "msgs": [
                (U, "Напишите короткое поздравление клиентам с Днём России."),
                (A, "Поздравляем с Днём России! 🇷🇺🎉 Желаем процветания!"),
                (U, "Без смайликов, пожалуйста, это деловая рассылка."),
                (A, "Поздравляем с Днём России! Желаем вам процветания и успехов."),
            ]},
            {"day": 18, "topic": "график отпусков", "msgs": [
                (U, "Когда у Петрова отпуск?"),
                (A, "С 7 по 20 июля."),
                (U, "Спасибо."),
                (A, "Пожалуйста."),
            ]},
            {"day": 30, "topic": "пропуск на склад", "msgs": [
                (U, "Нужно оформить пропуск на склад для водителя из «ТрансЛайн»."),
                (A, "Пришлите ФИО и номер машины, оформлю на завтра."),
                (U, "Иванов Сергей, А123ВС 116."),
                (A, "Готово, пропуск на завтра оформлен."),
            ]},
        ],
    },
    {
        "tenant": "saffron-foods", "user": "s.kumar",
        "why": "writes Hinglish in every session and accepts English replies; never asks for a language",
        "sessions": [
            {"day": 7, "topic": "delivery partner onboarding", "msgs": [
                (U, "Naye delivery partner ko app pe kaise add karte hain? Unka KYC ho gaya hai."),
                (A, "Go to Partners > Add partner, enter the phone number and upload the KYC documents; they get an SMS invite."),
                (U, "Theek hai, ho gaya. Thanks!"),
                (A, "Great."),
            ]},
            {"day": 20, "topic": "menu price update", "msgs": [
                (U, "Paneer tikka ka price 280 se 310 karna hai sab outlets mein, ek saath ho sakta hai kya?"),
                (A, "Yes: Menu > Bulk edit, filter by item, set the new price and apply to all outlets."),
                (U, "Badhiya, kar diya."),
                (A, "Done on our side too."),
            ]},
            {"day": 35, "topic": "refund for late order", "msgs": [
                (U, "Ek customer ka order 50 minute late gaya, refund dena hai. Partial ya full?"),
                (A, "Policy is a 50% refund for delays over 45 minutes; full refund only if the food was cold or wrong."),
                (U, "Ok, 50% kar deta hoon."),
                (A, "Sounds right."),
            ]},
        ],
    },
    {
        "tenant": "kanda-logistics", "user": "h.nakamura",
        "why": "formulaic Japanese business politeness (いつもお世話になっております = 'thank you as always', よろしくお願いします) in three unrelated requests",
        "sessions": [
            {"day": 8, "topic": "集荷依頼", "msgs": [
                (U, "いつもお世話になっております。明日の午後、品川営業所で集荷をお願いできますでしょうか。よろしくお願いいたします。"),
                (A, "明日14時〜16時で集荷を手配しました。"),
                (U, "ありがとうございます。"),
                (A, "よろしくお願いいたします。"),
            ]},
            {"day": 22, "topic": "運賃の見積もり", "msgs": [
                (U, "いつもお世話になっております。名古屋まで10パレットの運賃見積もりをお願いします。"),
                (A, "10パレットで 185,000円(税別)です。"),
                (U, "承知しました。社内で確認します。引き続きよろしくお願いします。"),
                (A, "よろしくお願いいたします。"),
            ]},
            {"day": 36, "topic": "破損品の報告", "msgs": [
                (U, "いつもお世話になっております。本日届いた荷物のうち2箱が破損していました。写真を添付しますので、ご確認よろしくお願いいたします。"),
                (A, "ご迷惑をおかけし申し訳ございません。補償手続きを開始しました。"),
                (U, "よろしくお願いします。"),
                (A, "進捗はこちらからご連絡いたします。"),
            ]},
        ],
    },
]

# ---------------- patterns ----------------
PATTERN_TENANT = "velora-bikes"
PATTERN_USERS = [f"u-vb-{i:02d}" for i in range(1, 10)]

# kind, course (S/F string or generator spec), expected_deprecated, note, ticket text, fix text
PATTERNS = [
    {"id": "unlock-via-bluetooth", "kind": "success-then-failures", "course": "S" * 40 + "F" * 9,
     "expected_deprecated": True, "note": "40 successes, then 9 failures (a long good history)",
     "ask": "the bike won't unlock from the app", "fix": "Turn Bluetooth on and hold the phone next to the frame lock, then tap Unlock again."},
    {"id": "recalibrate-gps", "kind": "success-then-failures", "course": None,
     "expected_deprecated": True, "note": "24/30 with six scattered failures (an 80% history), then 10 failures",
     "ask": "the map shows the bike in the wrong street", "fix": "Open Bike > Diagnostics and run GPS recalibration with the bike outdoors."},
    {"id": "clear-app-cache", "kind": "early-failures-then-steady", "course": "FFFF" + "S" * 10 + "F" + "S" * 12,
     "expected_deprecated": False, "note": "4 failures at the start, then 22/23",
     "ask": "the app crashes when I open my rides", "fix": "Clear the app's cache in your phone settings and reopen it."},
    {"id": "swap-battery-pack", "kind": "recovery-after-gap", "course": "S" * 15 + "F" * 10 + "S" * 12,
     "expected_deprecated": False, "note": "15 successes, 10 failures, about 60 days with no outcomes, then 12 successes",
     "ask": "the motor cuts out on hills", "fix": "Swap the battery pack at the nearest dock station."},
    {"id": "reboot-dock-station", "kind": "coin", "course": None,
     "expected_deprecated": True, "note": "coin with a lucky start: 8/10 first, 20/40 overall",
     "ask": "the dock won't release the bike", "fix": "Hold the dock's service button for 10 seconds to reboot it, then undock."},
    {"id": "send-sms-unlock-code", "kind": "coin", "course": None,
     "expected_deprecated": True, "note": "weak edge: 24/40 (60%), never clearly better than chance at 40 outcomes",
     "ask": "I can't log in to unlock the bike", "fix": "We'll text you a one-time unlock code; type it on the bike's keypad."},
    {"id": "check-tyre-pressure", "kind": "steady-final-failure", "course": "S" * 12 + "F" + "S" * 14 + "F",
     "expected_deprecated": False, "note": "26/28 steady, one failure mid-way and one as the very last outcome; one failure is not a stop",
     "ask": "the bike feels very heavy to pedal", "fix": "Check the tyre pressure at the dock pump: 3.5 bar front and rear."},
    {"id": "remote-firmware-push", "kind": "per-user-veto", "course": None,
     "expected_deprecated": True, "note": "others 24/25; u-vb-05 (old frame) 0/5, reporting the last outcome: hidden for him (clearly worse than chance for him)",
     "ask": "the display is frozen on the boot logo", "fix": "We'll push the latest firmware remotely; keep the bike docked for 5 minutes."},
]

SUCCESS_REPLIES = ["that worked, thanks", "yes, sorted", "perfect, it's fine now", "ok that fixed it", "works now 👍",
                   "great, solved", "yes!! thank you"]
FAIL_REPLIES = ["no, still the same", "didn't help", "tried it, nothing changed", "still broken", "nope",
                "that did nothing, I'll take another bike", "same problem"]
