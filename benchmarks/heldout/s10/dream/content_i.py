# -*- coding: utf-8 -*-
"""Hand-written content for blind dreaming split "i" (memory-core, session 10).

Written without reading memory_core/, tests/ or any earlier held-out generator/content file.

RULE_USERS: users who repeat one (or two) preferences in 3+ differently worded sessions.
  Each session: (day offset from the user's start, topic, cues, turns). `cues` lists the
  keys of the user's rules that the session states (empty: a session without the cue).
  A turn is "U: ..." (user) or "A: ..." (assistant).
ONE_OFF_USERS: users whose statements must make no rule.
PATTERNS: procedural patterns of the ISP tenant (outcome courses are built in gen_i.py).
"""

U, A = "U", "A"

RULE_USERS = [
    # ------------------------------------------------------------------ nameable (6)
    {
        "tenant": "vistula-logistics", "user": "a.wisniewska", "start": 21,
        "rules": {
            "lang": dict(concept="language", value="German",
                         rule="Reply in German (the thread is forwarded to the Munich team), even though the user writes in Polish",
                         kind="preference", nameable=True),
        },
        "sessions": [
            (0, "SAP invoice export stalled", ["lang"], [
                (U, "Dzień dobry, eksport faktur do SAP zatrzymał się w nocy na 43%. Co mam sprawdzić?"),
                (A, "Dzień dobry! Proszę sprawdzić dziennik zadania w Ustawienia > Integracje > SAP i zobaczyć, przy której fakturze się zatrzymał."),
                (U, "Dziękuję. Czy mógłby Pan jednak odpisać po niemiecku? Ten wątek czyta też nasz zespół w Monachium, a oni nie znają polskiego."),
                (A, "Natürlich. Bitte prüfen Sie das Protokoll unter Einstellungen > Integrationen > SAP und sehen Sie nach, bei welcher Rechnung der Export stehen geblieben ist."),
                (U, "Super, danke. Znalazłam: faktura bez numeru NIP."),
            ]),
            (9, "label printer prints blank labels", ["lang"], [
                (U, "Odpowiedź proszę po niemiecku, bo przekazuję ją dalej do Monachium. Drukarka etykiet w magazynie B drukuje puste naklejki."),
                (A, "Verstanden. Prüfen Sie bitte, ob im Druckertreiber die Vorlage 'Etikett 100x150' ausgewählt ist und ob die Thermorolle richtig herum eingelegt ist."),
                (U, "Rolka była odwrotnie. Działa, dzięki."),
            ]),
            (17, "second warehouse user", [], [
                (U, "Czy mogę dodać drugiego użytkownika do konta magazynu B?"),
                (A, "Ja, unter Benutzer > Einladen. Die Person bekommt eine Einladung per E-Mail."),
                (U, "OK, zaproszenie wysłane."),
            ]),
            (26, "DPD courier does not see orders", ["lang"], [
                (U, "Kurier DPD nie widzi naszych zleceń od wczoraj po południu."),
                (A, "Proszę sprawdzić, czy klucz API DPD w Ustawienia > Przewoźnicy nie wygasł."),
                (U, "Znowu po polsku... Niemiecki, proszę — Monachium musi to przeczytać bez tłumacza."),
                (A, "Entschuldigung. Bitte prüfen Sie unter Einstellungen > Versanddienstleister, ob der DPD-API-Schlüssel abgelaufen ist."),
                (U, "Wygasł. Odnowiony, zlecenia już przechodzą."),
            ]),
            (38, "Allegro import duplicates lines", ["lang"], [
                (U, "Nasz import zamówień z Allegro dubluje pozycje na fakturach."),
                (A, "Das liegt meist daran, dass der Import zweimal geplant ist. Bitte deaktivieren Sie unter Importe den alten Zeitplan."),
                (U, "Sprawdzę. I dobrze, że piszesz po niemiecku, niech tak zostanie na stałe. Czy duplikaty da się usunąć hurtowo?"),
                (A, "Ja: unter Aufträge den Filter 'Duplikat' setzen, alle markieren und 'Zusammenführen' wählen."),
            ]),
        ],
    },
    {
        "tenant": "polder-installatie", "user": "l.vandenberg", "start": 30,
        "rules": {
            "short": dict(concept="answer_style", value="short",
                          rule="Keep answers to one or two lines, no background (the user reads on a phone on site)",
                          kind="preference", nameable=True),
        },
        "sessions": [
            (0, "adding a fitter to the planning", ["short"], [
                (U, "Hoe zet ik een nieuwe monteur in de planning?"),
                (A, "Goede vraag! De planningsmodule is het hart van het systeem. Eerst wat achtergrond: elke monteur heeft een profiel met vaardigheden, werktijden en een standaardregio, en de planning gebruikt die om opdrachten voor te stellen. Ga daarom naar Planning > Medewerkers > Nieuw, vul naam, vaardigheden en regio in, kies de werktijden, en sla op. Daarna verschijnt de monteur in het weekoverzicht."),
                (U, "Dat is een heel verhaal. Kan het korter? Ik sta op een bouwplaats met mijn telefoon."),
                (A, "Planning > Medewerkers > Nieuw > opslaan."),
                (U, "Top."),
            ]),
            (8, "VAT number on invoices", ["short"], [
                (U, "Kort antwoord graag, geen uitleg eromheen: waar verander ik het btw-nummer op de factuur?"),
                (A, "Instellingen > Bedrijf > Btw-nummer."),
                (U, "Gevonden."),
            ]),
            (15, "tablet logs out", [], [
                (U, "De app logt me steeds uit op de tablet in de bus."),
                (A, "Zet 'Ingelogd blijven' aan bij het inloggen; dan blijft de sessie 30 dagen geldig."),
                (U, "Gelukt, bedankt."),
            ]),
            (23, "work order stuck on draft", ["short"], [
                (U, "Waarom staat werkbon 2231 nog op 'concept'?"),
                (A, "Werkbonnen doorlopen verschillende statussen. Hieronder leg ik ze allemaal uit. 1. Concept: aangemaakt maar niet afgetekend. 2. Afgetekend: de monteur heeft getekend. 3. Gecontroleerd: kantoor heeft de uren nagekeken. 4. Gefactureerd. Een werkbon blijft op concept staan zolang de handtekening van de monteur ontbreekt, bijvoorbeeld omdat de app offline was."),
                (U, "Zo'n lap tekst lees ik niet tussen twee klussen door. Eén zin is genoeg."),
                (A, "De monteur heeft hem nog niet afgetekend."),
            ]),
            (36, "exporting material costs", ["short"], [
                (U, "Kan ik materiaalkosten per project exporteren?"),
                (A, "Ja: Projecten > Export > Materiaal."),
                (U, "Mooi, precies zo kort wil ik het altijd hebben. Kan dat ook naar Excel?"),
                (A, "Ja, kies .xlsx."),
            ]),
        ],
    },
    {
        "tenant": "bosphorus-tekstil", "user": "e.aydin", "start": 44,
        "rules": {
            "date": dict(concept="date_format", value="DD.MM.YYYY",
                         rule="Write dates day first with dots, DD.MM.YYYY (e.g. 14.05.2026)",
                         kind="correction", nameable=True),
        },
        "sessions": [
            (0, "shipping date of order 5521", ["date"], [
                (U, "Merhaba, 5521 numaralı sipariş ne zaman kargoya verilecek?"),
                (A, "Sipariş 5521'in kargo tarihi 2026-05-14 olarak görünüyor."),
                (U, "Tarihi bizim alıştığımız gibi yazar mısınız? Gün.ay.yıl, yani 14.05.2026 şeklinde."),
                (A, "Tabii: 14.05.2026."),
            ]),
            (7, "May invoice due dates", ["date"], [
                (U, "Lütfen tarihleri her zaman GG.AA.YYYY biçiminde yazın. Mayıs faturalarının vade tarihlerini listeleyebilir misiniz?"),
                (A, "Vade tarihleri: 31.05.2026, 07.06.2026 ve 15.06.2026."),
                (U, "Teşekkürler."),
            ]),
            (16, "barcode scanner not recognised", [], [
                (U, "Depodaki barkod okuyucu bilgisayarda tanınmıyor."),
                (A, "USB kablosunu çıkarıp başka bir porta takın, sonra sürücüyü güncelleyin."),
                (U, "Oldu, sağ olun."),
            ]),
            (25, "fabric samples delivery", ["date"], [
                (U, "Numune kumaşlar hangi gün gelir?"),
                (A, "Tahmini teslim: 06/03/2026."),
                (U, "Bu Amerikan yazımı, kafam karışıyor: 3 Haziran mı, 6 Mart mı? Noktalı yazın lütfen, 03.06.2026 gibi."),
                (A, "Haklısınız: 03.06.2026, yani 3 Haziran."),
            ]),
            (39, "adding a new supplier", ["date"], [
                (U, "Yeni tedarikçiyi sisteme nasıl eklerim?"),
                (A, "Tedarikçiler > Yeni menüsünden ekleyebilirsiniz. Sözleşme başlangıcı 2026-07-01 olarak görünüyor."),
                (U, "Yine tireli yazmışsınız; bizde tarih hep 01.07.2026 gibi noktalı olur. Peki vergi numarası alanı zorunlu mu?"),
                (A, "Evet, zorunlu. Başlangıç: 01.07.2026."),
            ]),
        ],
    },
    {
        "tenant": "harbour-legal", "user": "k.whitlock", "start": 12,
        "rules": {
            "date": dict(concept="date_format", value="day, month name, year (4 March 2026)",
                         rule="Write dates with the month spelled out (4 March 2026), never all-numeric",
                         kind="preference", nameable=True),
        },
        "sessions": [
            (0, "Harlow filing deadline", ["date"], [
                (U, "When is the filing deadline for the Harlow matter?"),
                (A, "The deadline is 04/03/2026."),
                (U, "Could you spell the month out? Half of this team sits in New York, and 04/03 means April to them. '4 March 2026' can't be misread."),
                (A, "Of course: 4 March 2026."),
            ]),
            (6, "hearings next month", ["date"], [
                (U, "Can you pull the list of hearings for next month?"),
                (A, "Hearings: 2026-05-12 (Doyle), 2026-05-19 (Carver), 2026-05-27 (Ibsen)."),
                (U, "Month names please, not numbers: 12 May, 19 May and so on. Also, is Carver still in courtroom 3?"),
                (A, "12 May 2026 (Doyle), 19 May 2026 (Carver), 27 May 2026 (Ibsen). Yes, Carver is in courtroom 3."),
            ]),
            (14, "portal rejects large PDF", [], [
                (U, "The document portal won't take a 60 MB PDF."),
                (A, "The upload limit is 50 MB. Compress the file or split the exhibits into two uploads."),
                (U, "Compressed it, it went through."),
            ]),
            (22, "Pryce limitation date", ["date"], [
                (U, "Same as always: the month as a word, no all-numeric dates. What's the limitation date on the Pryce claim?"),
                (A, "Limitation falls on 17 September 2026."),
                (U, "Thanks."),
            ]),
            (35, "Okafor contract renewal", ["date"], [
                (U, "Remind me when the Okafor service contract renews?"),
                (A, "It renews on 09.11.2026."),
                (U, "Digits again. Write it out, like '9 November 2026': our two offices keep misreading these."),
                (A, "9 November 2026."),
            ]),
        ],
    },
    {
        "tenant": "serra-contabil", "user": "r.almeida", "start": 55,
        "rules": {
            "detail": dict(concept="answer_style", value="detailed",
                           rule="Explain step by step and why each step or field matters",
                           kind="preference", nameable=True),
        },
        "sessions": [
            (0, "issuing a service invoice (NFS-e)", ["detail"], [
                (U, "Como emito uma nota fiscal de serviço pelo sistema?"),
                (A, "Menu Fiscal > NFS-e > Emitir."),
                (U, "Só isso? Me explica passo a passo, com calma, e por que cada campo importa. Não sou da área de TI."),
                (A, "Claro. 1) Em Fiscal > NFS-e > Emitir, escolha o tomador: é ele que define o município do ISS. 2) Informe o código de serviço, que determina a alíquota. 3) Confira a retenção, porque se o tomador reter o ISS o valor líquido muda. 4) Clique em Transmitir e aguarde o protocolo da prefeitura."),
                (U, "Agora sim, obrigada."),
            ]),
            (8, "rejection 539 when transmitting", ["detail"], [
                (U, "Pode me explicar em detalhes, como da outra vez? Quero entender o que significa o erro 'Rejeição 539' ao transmitir."),
                (A, "A rejeição 539 indica duplicidade: a prefeitura já recebeu uma nota com o mesmo número e série. Passo 1: consulte o protocolo anterior em Fiscal > Consultas. Passo 2: se a nota já foi autorizada, não reenvie; apenas baixe o XML. Passo 3: se não foi, ajuste a numeração em Configurações > Séries, porque o sistema pulou um número."),
                (U, "Entendi, era duplicidade mesmo."),
            ]),
            (16, "password reset", [], [
                (U, "Esqueci minha senha do portal."),
                (A, "Use 'Esqueci a senha' na tela de login; o link chega no seu e-mail cadastrado."),
                (U, "Recebi, valeu."),
            ]),
            (24, "bank statement reconciliation", ["detail"], [
                (U, "Como concilio o extrato do Itaú?"),
                (A, "Importe o OFX e clique em Conciliar."),
                (U, "Resposta curta demais pra mim. Prefiro que você detalhe cada etapa e o motivo, senão eu erro na próxima vez."),
                (A, "Certo, em detalhes: 1) Baixe o arquivo OFX no internet banking, porque ele traz os lançamentos com identificador único. 2) Em Financeiro > Conciliação, importe o arquivo e escolha a conta. 3) O sistema sugere pares; confirme só os que batem valor e data, porque um par errado distorce o saldo. 4) Lance manualmente as tarifas que sobrarem."),
            ]),
            (37, "income statement shows zeros", ["detail"], [
                (U, "O relatório DRE está com valores zerados em março."),
                (A, "Isso costuma acontecer quando o período de março não foi fechado. Vou explicar o raciocínio: o DRE só lê lançamentos de períodos fechados, para não mostrar números que ainda podem mudar."),
                (U, "Ótimo, gosto assim, com a explicação completa de cada passo. E como refaço o fechamento de março?"),
                (A, "Passo a passo: 1) Contabilidade > Períodos, selecione março. 2) Reabra, porque o fechamento parcial travou. 3) Revise os lançamentos pendentes. 4) Feche de novo; o DRE é recalculado na hora."),
            ]),
        ],
    },
    {
        "tenant": "kettle-couriers", "user": "d.asante", "start": 68,
        "rules": {
            "whatsapp": dict(concept="contact_channel", value="WhatsApp",
                             rule="Send follow-ups and updates to the user on WhatsApp, not by email",
                             kind="preference", nameable=True),
        },
        "sessions": [
            (0, "driver app shows old routes", ["whatsapp"], [
                (U, "Our driver app keeps showing yesterday's routes."),
                (A, "I've reset the route cache on our side. I'll email you when the sync has finished."),
                (U, "Email's no good for me, I'm in the van all day. WhatsApp me instead."),
                (A, "Will do, I'll message you on WhatsApp when it's done."),
            ]),
            (7, "second van in the fleet plan", ["whatsapp"], [
                (U, "Quick one, and any follow-up on WhatsApp please, not email: can I add a second van to the fleet plan?"),
                (A, "Yes, under Fleet > Vehicles > Add. I'll confirm on WhatsApp once it shows up in the planner."),
                (U, "Cheers."),
            ]),
            (13, "printing a manifest", [], [
                (U, "How do I print a manifest for tomorrow?"),
                (A, "Routes > pick tomorrow > Print manifest."),
                (U, "Got it."),
            ]),
            (21, "May invoices not sent", ["whatsapp"], [
                (U, "Invoices for May haven't gone out to the customers."),
                (A, "They're queued behind a failed batch. I'll send you an email with the list once they're out."),
                (U, "Not email, I never check it. A WhatsApp message is what I actually see."),
                (A, "Understood, I'll send the list on WhatsApp."),
            ]),
            (33, "blurry proof-of-delivery photos", ["whatsapp"], [
                (U, "The proof-of-delivery photos are blurry on two of the phones."),
                (A, "Ask the drivers to update the app to 5.2, which fixes the autofocus."),
                (U, "Right. And so you know, WhatsApp is the way to reach me with updates, always. Can I force the update on their phones?"),
                (A, "Yes: Settings > Drivers > Require latest version."),
            ]),
        ],
    },
    # ------------------------------------------------------------------ not nameable (12)
    {
        "tenant": "wayfarer-travel", "user": "d.farrell", "start": 40,
        "rules": {
            "aisle": dict(concept="aisle_seat", value="aisle seat",
                          rule="Book aisle seats, never window seats",
                          kind="preference", nameable=False),
            "no_overnight": dict(concept="no_overnight_flights", value="no red-eye flights",
                                 rule="Do not book overnight (red-eye) flights; fly in the daytime and add a hotel",
                                 kind="preference", nameable=False),
        },
        "sessions": [
            (0, "Lisbon sales kickoff flight", ["aisle"], [
                (U, "Book me on the Thursday flight to Lisbon for the sales kickoff."),
                (A, "Done: TP1363, Thursday 09:40, seat 14A by the window."),
                (U, "Can you swap that for an aisle? I'm 1.95 m and I get up a lot."),
                (A, "Switched you to 14C, an aisle seat."),
            ]),
            (6, "Boston board meeting", ["no_overnight"], [
                (U, "I need to be in Boston on Monday morning for the board meeting."),
                (A, "The best option is the Sunday overnight, departing 23:55 and landing 06:10, seat 22C."),
                (U, "No red-eyes please. I can't sleep on planes and I'm useless the next day. Fly me out Sunday afternoon and put me in a hotel."),
                (A, "Booked the Sunday 14:20 departure, landing 16:35, seat 18D, and a hotel near the office."),
            ]),
            (15, "Dubai trip in June", ["aisle", "no_overnight"], [
                (U, "Trip to Dubai in June, the 8th to the 11th. Usual rules: aisle seat, and nothing that flies through the night."),
                (A, "Booked the 11:15 daytime flight out, landing 20:45, seat 31D on the aisle, and the 08:30 back, seat 30C."),
                (U, "Perfect."),
            ]),
            (21, "frequent flyer number", [], [
                (U, "Can you add my frequent flyer number to my profile? It's on the card I sent last week."),
                (A, "Added; it will be attached to all new bookings."),
                (U, "Thanks."),
            ]),
            (29, "Copenhagen day trip", ["aisle"], [
                (U, "Copenhagen next Tuesday, back Wednesday evening."),
                (A, "Booked SK502 out and SK505 back; seats 7F and 7A."),
                (U, "Window seats again. I always want the aisle, please fix both."),
                (A, "Changed to 7C and 7D, both on the aisle."),
            ]),
            (41, "Toronto booking status", ["no_overnight"], [
                (U, "What's the status of my Toronto booking?"),
                (A, "Confirmed: departs Friday 21:30, arrives Saturday 07:05, seat 24C."),
                (U, "Hang on, that one flies overnight. I don't do those. Is there a daytime departure? Otherwise all fine."),
                (A, "There's a 12:10 departure landing 14:55 local. I've moved you to it, seat 26C."),
            ]),
        ],
    },
    {
        "tenant": "matkasse-nord", "user": "k.sjoberg", "start": 62,
        "rules": {
            "nut_free": dict(concept="nut_free", value="no nuts (child's allergy)",
                             rule="Never suggest recipes or ingredients with nuts or almonds: the user's son is allergic",
                             kind="preference", nameable=False),
        },
        "sessions": [
            (0, "week's dinner plan", ["nut_free"], [
                (U, "Kan du föreslå fem middagar för veckan? Vi är fyra, varav två barn."),
                (A, "Förslag: 1) Kycklingsatay med jordnötssås 2) Pasta med basilikapesto 3) Fiskgratäng 4) Linsgryta 5) Tacos."),
                (U, "Inga nötter, tack. Min son är allergisk. Byt ut satayn och peston."),
                (A, "Självklart: 1) Kyckling med citron och örter 2) Pasta med tomatsås och basilika 3) Fiskgratäng 4) Linsgryta 5) Tacos."),
            ]),
            (8, "birthday chocolate cake", ["nut_free"], [
                (U, "Som vanligt ska allt vara helt nötfritt. Jag behöver ett recept på kladdkaka till kalaset på lördag."),
                (A, "Kladdkaka: 100 g smör, 2 ägg, 3 dl socker, 1,5 dl vetemjöl, 4 msk kakao. Kontrollera att kakaon inte är märkt 'kan innehålla spår av nötter'."),
                (U, "Tack!"),
            ]),
            (14, "changing the delivery day", [], [
                (U, "Hur ändrar jag leveransdagen till torsdag?"),
                (A, "Mina sidor > Leveranser > Ändra dag; ändringen gäller från nästa vecka."),
                (U, "Klart, tack."),
            ]),
            (24, "leftover chicken", ["nut_free"], [
                (U, "Vad kan jag göra med överbliven kyckling?"),
                (A, "En wok med cashewnötter, paprika och sojasås passar bra."),
                (U, "Cashew är också nötter! Han får inte äta det. Snälla, aldrig nötter i förslagen."),
                (A, "Förlåt. Gör en wok med broccoli, paprika och sojasås i stället."),
            ]),
            (38, "weekend picnic", ["nut_free"], [
                (U, "Vi ska ha picknick i helgen, något enkelt att packa?"),
                (A, "Wraps med hummus och grönsaker, pastasallad och frukt."),
                (U, "Bra. Tänk på att inget får innehålla nötter eller mandel, det gäller alltid hos oss. Något sött också?"),
                (A, "Havrekakor utan nötter och mandel, eller rabarberpaj."),
            ]),
        ],
    },
    {
        "tenant": "lattice-consulting", "user": "n.raghavan", "start": 35,
        "rules": {
            "no_friday": dict(concept="no_friday_meetings", value="Fridays blocked",
                              rule="Never schedule meetings on Fridays (the user's focus day)",
                              kind="preference", nameable=False),
        },
        "sessions": [
            (0, "sync with the Harper team", ["no_friday"], [
                (U, "Set up a 45-minute sync with the Harper team next week."),
                (A, "I've proposed Friday 11:00 to the Harper team."),
                (U, "Not Friday. Fridays are my no-meeting day, I keep them for deep work. Move it earlier in the week."),
                (A, "Moved to Wednesday 11:00."),
            ]),
            (9, "quarterly review with Dana", ["no_friday"], [
                (U, "Please keep Fridays clear as usual. Can you find a slot for the quarterly review with Dana?"),
                (A, "Thursday 15:00 works for both of you; invite sent."),
                (U, "Great."),
            ]),
            (17, "vendor webinar invite", [], [
                (U, "Decline the vendor webinar invite for Tuesday."),
                (A, "Declined with your standard note."),
                (U, "Thanks."),
            ]),
            (26, "client kickoff call", ["no_friday"], [
                (U, "The Marlow client wants a kickoff call before month end."),
                (A, "The earliest common slot is Friday the 26th at 10:00. Shall I send it?"),
                (U, "No, I never take meetings on a Friday. Find something Monday to Thursday, even if it's the week after."),
                (A, "Tuesday the 30th at 10:00 works for them. Sending."),
            ]),
            (38, "moving a dentist appointment", ["no_friday"], [
                (U, "Can you move my dentist appointment to a morning?"),
                (A, "Moved to 08:30 on the 3rd."),
                (U, "Great. By the way, if anyone asks for a Friday slot, the answer is always no, Friday stays blocked. And block Monday lunch for the team."),
                (A, "Done: Fridays stay blocked and Monday lunch is reserved for the team."),
            ]),
        ],
    },
    {
        "tenant": "cobalt-analytics", "user": "j.kimura", "start": 50,
        "rules": {
            "api": dict(concept="api_not_ui", value="API calls instead of dashboard click paths",
                        rule="Give the REST API call or CLI command, not the dashboard click path (the user automates everything)",
                        kind="preference", nameable=False),
        },
        "sessions": [
            (0, "rotating the staging ingest token", ["api"], [
                (U, "How do I rotate the ingest token for the staging project?"),
                (A, "Go to Settings > Projects > staging > Tokens and click Rotate."),
                (U, "I don't click through the dashboard, I script all of this. Give me the API call."),
                (A, "POST /v2/projects/staging/tokens/rotate with an admin token; the response carries the new token."),
            ]),
            (7, "bulk-archiving old dashboards", ["api"], [
                (U, "Endpoint please, not the UI path: how do I bulk-archive dashboards that haven't changed in a year?"),
                (A, "GET /v2/dashboards?updated_before=<date> to list them, then POST /v2/dashboards/archive with the ids."),
                (U, "Perfect."),
            ]),
            (15, "ingest latency incident", [], [
                (U, "Is something going on? Ingest latency is at 5 minutes."),
                (A, "Yes, incident 4411 in eu-west, mitigated ten minutes ago; latency should be back to normal shortly."),
                (U, "OK, I see it dropping."),
            ]),
            (24, "read-only group members", ["api"], [
                (U, "I need to add three people to the read-only group."),
                (A, "Open Members, tick the three users, then choose Roles > Read-only."),
                (U, "Click path again. I need something I can put in our Terraform or CI, i.e. the REST call or the CLI."),
                (A, "PATCH /v2/groups/read-only/members with {\"add\": [\"<id1>\", \"<id2>\", \"<id3>\"]}, or `cobalt groups add read-only <id>` per user."),
            ]),
            (36, "data retention to 180 days", ["api"], [
                (U, "How do we set data retention to 180 days?"),
                (A, "Under Settings > Data > Retention, choose 180 days and save."),
                (U, "Same as before: the endpoint, not a walk through the menus. We automate everything here."),
                (A, "PUT /v2/settings/retention with {\"days\": 180}."),
            ]),
        ],
    },
    {
        "tenant": "gmina-rumia", "user": "m.nowicka", "start": 75,
        "rules": {
            "no_upsell": dict(concept="no_upsell", value="no paid upgrades",
                              rule="Do not suggest upgrading to a paid plan or add-on; give solutions within the current plan (fixed municipal budget)",
                              kind="preference", nameable=False),
        },
        "sessions": [
            (0, "slow online catalogue", ["no_upsell"], [
                (U, "Dzień dobry, nasz katalog online ładuje się bardzo wolno."),
                (A, "Najprostsze rozwiązanie to przejście na pakiet Premium z szybszym serwerem."),
                (U, "Nie, proszę nie proponować droższego pakietu. Budżet gminy jest zatwierdzony na cały rok. Co możemy zrobić w obecnym planie?"),
                (A, "Rozumiem. Proszę włączyć kompresję okładek i pamięć podręczną w Ustawienia > Wydajność."),
            ]),
            (8, "accounts for new librarians", ["no_upsell"], [
                (U, "Potrzebujemy dodać trzy konta dla nowych bibliotekarek."),
                (A, "W planie Basic limit to 10 kont; przejście na Standard daje 25."),
                (U, "Znowu upgrade... Bez sprzedawania, proszę. Jak zmieścić się w limicie?"),
                (A, "Można usunąć nieaktywne konta: Użytkownicy > filtr 'brak logowania od 90 dni'."),
            ]),
            (15, "printing overdue loans", [], [
                (U, "Jak wydrukować listę zaległych wypożyczeń?"),
                (A, "Raporty > Zaległości > Drukuj."),
                (U, "Dziękuję."),
            ]),
            (23, "reminders to readers", ["no_upsell"], [
                (U, "Od razu zaznaczę: interesują mnie tylko rozwiązania w naszym obecnym abonamencie, żadnych wyższych planów ani dodatków. Czy da się wysyłać czytelnikom przypomnienia o zwrocie?"),
                (A, "Tak, w Państwa planie przypomnienia wychodzą e-mailem: Ustawienia > Powiadomienia > Zwroty, 3 dni przed terminem."),
                (U, "Świetnie."),
            ]),
            (35, "last week's backup failed", ["no_upsell"], [
                (U, "Kopia zapasowa z zeszłego tygodnia się nie wykonała."),
                (A, "Proszę ponownie uruchomić zadanie w Narzędzia > Kopie zapasowe."),
                (U, "Dobrze. I przypominam: nie chcę słyszeć o płatnych rozszerzeniach, budżet jest sztywny. Czy kopia może się robić w nocy?"),
                (A, "Tak, ustawiłem ją na noc, bez dodatkowych opłat."),
            ]),
        ],
    },
    {
        "tenant": "brightline-energy", "user": "a.lukas", "start": 28,
        "rules": {
            "screen_reader": dict(concept="screen_reader_friendly", value="plain sentences, no tables, dot leaders or images",
                                  rule="Answer in plain sentences a screen reader can read: no tables, laid-out text or images",
                                  kind="preference", nameable=False),
        },
        "sessions": [
            (0, "comparing two tariffs", ["screen_reader"], [
                (U, "Can you compare the two tariffs for my flat?"),
                (A, "| Tariff | Unit rate | Standing charge |\n|---|---|---|\n| Fixed 24 | 24.1p | 53p |\n| Flex | 22.8p | 60p |"),
                (U, "I use a screen reader and that comes out as a mess of pipes and dashes. Could you say it in sentences?"),
                (A, "Fixed 24 costs 24.1p per unit with a 53p daily standing charge. Flex costs 22.8p per unit with 60p a day."),
            ]),
            (9, "submitting a meter reading", ["screen_reader"], [
                (U, "Reminder that I'm blind and use NVDA, so no tables or diagrams, just sentences please. How do I submit a meter reading?"),
                (A, "Open your account page and choose the link Meter readings. Type the number into the field labelled Reading, then press the Submit button."),
                (U, "Done, thank you."),
            ]),
            (16, "direct debit change", [], [
                (U, "Has my direct debit amount changed?"),
                (A, "Yes, it goes down from 92 to 88 pounds from next month."),
                (U, "Good news, thanks."),
            ]),
            (25, "this quarter's bill breakdown", ["screen_reader"], [
                (U, "What does my bill come to this quarter, broken down?"),
                (A, "Energy ........ 180.00\nStanding ...... 48.00\nVAT ........... 11.40"),
                (U, "My screen reader reads every one of those dots out. Plain sentences, please, not laid-out text."),
                (A, "Energy came to 180 pounds, standing charges to 48 pounds, and VAT to 11 pounds 40."),
            ]),
            (37, "reporting a fault", ["screen_reader"], [
                (U, "Where is the button to report a fault?"),
                (A, "See the screenshot below: it's the red icon at the top right. [image]"),
                (U, "I can't see images. Describe where things are in words, the way my screen reader will find them."),
                (A, "It's a link called Report a fault, the third link in the main menu, after Bills and Usage."),
            ]),
        ],
    },
    {
        "tenant": "scholengroep-eem", "user": "f.devries", "start": 82,
        "rules": {
            "open_source": dict(concept="open_source_only", value="open-source tools only",
                                rule="Recommend only open-source software, no commercial licences (school procurement rules)",
                                kind="preference", nameable=False),
        },
        "sessions": [
            (0, "managing pupils' laptops", ["open_source"], [
                (U, "Welke tool raad je aan om de laptops van de leerlingen centraal te beheren?"),
                (A, "Microsoft Intune is de meest gebruikte keuze in het onderwijs."),
                (U, "Alleen open source graag. Als school mogen we geen licenties afsluiten zonder aanbesteding."),
                (A, "Dan zijn FOG Project voor images en Fleet met osquery voor beheer een optie."),
            ]),
            (9, "team password vault", ["open_source"], [
                (U, "Zoals altijd: alleen open-source software. Wat kunnen we gebruiken als wachtwoordkluis voor het team?"),
                (A, "Vaultwarden, zelf gehost en compatibel met de Bitwarden-apps, of KeePassXC met een gedeeld bestand."),
                (U, "Vaultwarden, dank je."),
            ]),
            (17, "printer in room 12 offline", [], [
                (U, "De printer in lokaal 12 staat offline."),
                (A, "Herstart de printer en controleer of hij een adres via DHCP krijgt."),
                (U, "Doet het weer."),
            ]),
            (26, "backing up the shared folders", ["open_source"], [
                (U, "Hoe maken we back-ups van de gedeelde mappen?"),
                (A, "Veeam Backup & Replication is hier sterk in."),
                (U, "Dat is weer commerciële software. Geen licentiekosten, open source alsjeblieft."),
                (A, "Restic of BorgBackup, met de NAS als doel en een wekelijkse kopie extern."),
            ]),
            (40, "wifi in the assembly hall", ["open_source"], [
                (U, "De wifi in de aula valt steeds weg tijdens de pauze."),
                (A, "Controleer de kanaalinstellingen van het access point; waarschijnlijk zijn er te veel apparaten op één kanaal."),
                (U, "Ik kijk het na. Voor monitoring zoek ik ook iets, maar onthoud: open source, dat is ons beleid. Wat raad je aan?"),
                (A, "Zabbix of LibreNMS."),
            ]),
        ],
    },
    {
        "tenant": "fjallvind-energi", "user": "e.berg", "start": 48,
        "rules": {
            "staging": dict(concept="staging_first", value="test in staging first",
                            rule="Give the steps for staging first; never change production directly",
                            kind="preference", nameable=False),
            "downtime": dict(concept="state_downtime", value="expected downtime before changes",
                             rule="State the expected downtime before proposing any change",
                             kind="preference", nameable=False),
        },
        "sessions": [
            (0, "database upgrade to version 16", ["staging"], [
                (U, "Hur uppgraderar jag databasen till version 16?"),
                (A, "Kör pg_upgrade direkt på produktionsservern i kväll."),
                (U, "Aldrig direkt i produktion. Vi testar alltid i staging först, så ge mig stegen för staging."),
                (A, "I staging: 1) klona produktionsdatabasen till staging, 2) kör pg_upgrade med --check, 3) kör testsviten. Därefter samma steg i produktion."),
            ]),
            (7, "intranet certificate expiry", ["downtime"], [
                (U, "Certifikatet på intranätet går ut på fredag."),
                (A, "Byt certifikatet och starta om nginx."),
                (U, "Hur länge ligger tjänsten nere då? Jag vill alltid veta förväntad nertid innan en ändring, jag måste meddela avdelningarna."),
                (A, "Med nginx -s reload blir det ingen nertid; en full omstart ger några sekunders avbrott."),
            ]),
            (16, "replacing the load balancer", ["staging", "downtime"], [
                (U, "Som vanligt: först i staging, och säg hur lång nertid det blir. Vi ska byta lastbalanserare."),
                (A, "I staging: sätt upp den nya lastbalanseraren bredvid den gamla och flytta trafiken med DNS. Förväntad nertid i produktion: cirka 2 minuter medan DNS slår igenom."),
                (U, "Bra."),
            ]),
            (22, "OpenSSL version", [], [
                (U, "Vilken version av OpenSSL kör vi på webbnoderna?"),
                (A, "3.0.13 på alla fyra noderna."),
                (U, "Tack."),
            ]),
            (30, "index on the orders table", ["staging"], [
                (U, "Vi behöver lägga till ett index på ordertabellen."),
                (A, "CREATE INDEX CONCURRENTLY orders_customer_idx ON orders (customer_id);"),
                (U, "Bra. Jag kör det i staging först som vanligt, det gäller alla ändringar hos oss. Hur ser jag att indexet används?"),
                (A, "Kör EXPLAIN ANALYZE på frågan och leta efter 'Index Scan using orders_customer_idx'."),
            ]),
            (41, "kernel patch this week", ["downtime"], [
                (U, "Kernel-patchen måste in den här veckan."),
                (A, "Installera paketet och starta om servrarna."),
                (U, "Och avbrottet? Ange alltid hur länge det blir stopp, annars kan jag inte planera."),
                (A, "Cirka 3 minuter per server; med rullande omstart blir det inget totalt avbrott."),
            ]),
        ],
    },
    {
        "tenant": "kavak-okullari", "user": "e.yildiz", "start": 90,
        "rules": {
            "hints": dict(concept="hints_not_answers", value="hints only, no full solutions",
                          rule="Give hints that lead the student to the answer, never the full solution",
                          kind="preference", nameable=False),
        },
        "sessions": [
            (0, "linear equation homework", ["hints"], [
                (U, "2x + 6 = 14 denklemini çözemiyorum."),
                (A, "x = 4. Çünkü 2x = 8 olur, x = 4."),
                (U, "Cevabı direkt söyleme lütfen, öğretmen kendim çözmemi istiyor. Sadece ipucu ver."),
                (A, "Tamam. Önce 6'yı eşitliğin diğer tarafına geçirmeyi dene. Ne elde ediyorsun?"),
            ]),
            (6, "triangle angles question", ["hints"], [
                (U, "Yine sadece ipucu istiyorum, çözümü değil. Üçgenin iç açıları sorusu var: iki açı 50 ve 60 derece."),
                (A, "İpucu: bir üçgenin üç açısını topladığında hep aynı sayıyı bulursun. O sayı neydi?"),
                (U, "180! Tamam buldum."),
            ]),
            (13, "homework upload page", [], [
                (U, "Ödev yükleme sayfası açılmıyor."),
                (A, "Başka bir tarayıcıyla dene ya da sayfayı yenile; okul sistemi şu an çalışıyor görünüyor."),
                (U, "Açıldı, teşekkürler."),
            ]),
            (22, "photosynthesis question", ["hints"], [
                (U, "Fotosentez sorusunda takıldım: bitkiler ne üretir?"),
                (A, "Bitkiler fotosentezle glikoz ve oksijen üretir."),
                (U, "Ama yine cevabı verdin! Kendim bulmam lazım, bana sadece yol göster."),
                (A, "Haklısın. İpucu: bitki güneş ışığı, su ve karbondioksit kullanıyor. Dışarıya ne veriyor olabilir?"),
            ]),
            (34, "since vs for in English", ["hints"], [
                (U, "İngilizce ödevimde 'since' ile 'for' farkını anlamadım."),
                (A, "İpucu: biri bir başlangıç noktasıyla, diğeri bir süreyle kullanılır. 'since Monday' ve 'for two days' örneklerine bak."),
                (U, "Bu güzel, hep böyle ipucuyla gidelim, çözümü söyleme. Peki 'three years' ile hangisi?"),
                (A, "Three years bir süre mi, bir başlangıç mı? Sen karar ver."),
            ]),
        ],
    },
    {
        "tenant": "casa-mar-decor", "user": "l.rocha", "start": 58,
        "rules": {
            "sober_tone": dict(concept="no_superlatives", value="sober, factual copy",
                               rule="Write product copy in a sober, factual tone: no superlatives, hype words or exclamation marks",
                               kind="preference", nameable=False),
        },
        "sessions": [
            (0, "linen cushion description", ["sober_tone"], [
                (U, "Escreve uma descrição para a nossa almofada de linho cinzenta."),
                (A, "Uma almofada INCRÍVEL, simplesmente a melhor do mercado! Transforme a sua sala num paraíso!"),
                (U, "Muito exagerado. A nossa marca não usa superlativos nem palavras como 'incrível'. Queremos um tom sóbrio e factual."),
                (A, "Almofada em linho lavado, cinzenta, 50 x 50 cm, com fecho escondido e enchimento de penas."),
            ]),
            (8, "ceramic lamp copy", ["sober_tone"], [
                (U, "Texto para o candeeiro de cerâmica, sem adjetivos exagerados, como combinámos da última vez."),
                (A, "Candeeiro de mesa em cerâmica vidrada verde, 42 cm de altura, abajur de algodão cru."),
                (U, "Assim está bem."),
            ]),
            (15, "bulk price change", [], [
                (U, "Como mudo o preço de vários produtos de uma vez?"),
                (A, "Produtos > selecionar > Editar em massa > Preço."),
                (U, "Obrigado."),
            ]),
            (24, "autumn collection Instagram post", ["sober_tone"], [
                (U, "Preciso de um post para o Instagram sobre a coleção de outono."),
                (A, "A coleção MAIS espetacular do ano chegou! Peças únicas e perfeitas para si!!"),
                (U, "Outra vez os superlativos e os pontos de exclamação. Nada de 'mais espetacular', 'perfeito', 'único': descreve só o que é."),
                (A, "Chegou a coleção de outono: mantas de lã, velas de cera de soja e cerâmica em tons de terra."),
            ]),
            (37, "About us page review", ["sober_tone"], [
                (U, "Revê a página 'Sobre nós', por favor."),
                (A, "Sugiro: 'Somos uma loja de decoração do Porto, com peças feitas por artesãos portugueses.'"),
                (U, "Está bom assim, sóbrio. É sempre esse o tom, sem exageros nem superlativos. Podes encurtar o segundo parágrafo?"),
                (A, "Claro: 'Trabalhamos com doze oficinas do norte do país.'"),
            ]),
        ],
    },
]

ONE_OFF_USERS = [
    {
        "tenant": "vltava-glass", "user": "p.moravec", "start": 70,
        "why": "asks once for the month written out; the other sessions carry no preference",
        "sessions": [
            (0, "kiln maintenance contract end", [
                (U, "When does our kiln maintenance contract end?"),
                (A, "It ends on 03/10/2026."),
                (U, "Can you write the month out? 3 October, I mean."),
                (A, "3 October 2026."),
            ]),
            (12, "billing address change", [
                (U, "Can I change our billing address to the new warehouse?"),
                (A, "Yes, under Account > Billing > Address."),
                (U, "Done, thanks."),
            ]),
            (27, "cracked vases in order 7781", [
                (U, "Order 7781 arrived with two cracked vases."),
                (A, "I'm sorry. I've opened a damage claim; please upload photos of the boxes and the vases."),
                (U, "Uploaded them."),
            ]),
        ],
    },
    {
        "tenant": "polder-installatie", "user": "j.smit", "start": 34,
        "why": "asks for shorter answers twice (2 sessions, below the 3-session threshold)",
        "sessions": [
            (0, "linking the calendar", [
                (U, "Hoe koppel ik mijn agenda aan de planning?"),
                (A, "Er zijn meerdere manieren om dit te doen. De planning ondersteunt Google, Outlook en iCal. Voor Outlook ga je naar Instellingen > Koppelingen, kies Outlook, log in met je werkaccount, geef toestemming voor agenda-toegang en kies welke agenda je wilt synchroniseren. Daarna duurt het tot een kwartier voordat de afspraken verschijnen."),
                (U, "Korter graag."),
                (A, "Instellingen > Koppelingen > Outlook > inloggen."),
            ]),
            (11, "quote templates", [
                (U, "Waar vind ik de offertesjablonen?"),
                (A, "Offertesjablonen zijn er in drie soorten: standaard, onderhoud en nieuwbouw. Elk sjabloon heeft eigen teksten en voorwaarden. Je vindt ze onder Verkoop > Offertes > Sjablonen, waar je ze ook kunt kopiëren en aanpassen."),
                (U, "Kan dat in één zin?"),
                (A, "Verkoop > Offertes > Sjablonen."),
            ]),
            (25, "removing a fitter from a project", [
                (U, "Ik wil een monteur uit een project halen."),
                (A, "Project > Team > monteur aanklikken > Verwijderen."),
                (U, "Gelukt."),
            ]),
            (40, "online payment for customers", [
                (U, "Kunnen klanten de factuur online betalen?"),
                (A, "Ja, via de iDEAL-koppeling onder Instellingen > Betalingen; de betaallink komt dan op elke factuur."),
                (U, "Prima, dank je."),
            ]),
        ],
    },
    {
        "tenant": "fjallvind-energi", "user": "i.holm", "start": 60,
        "why": "requests scoped to one occasion ('bara den här gången', 'för just den här rapporten', 'idag'), each about something different",
        "sessions": [
            (0, "summary for the Norwegian partner", [
                (U, "Kan du skriva sammanfattningen av driftstörningen på engelska, bara den här gången? Den ska till vår norska partner."),
                (A, "Summary: on Tuesday the SCADA gateway lost its uplink for 14 minutes; no data was lost."),
                (U, "Tack, perfekt."),
            ]),
            (10, "monthly availability report", [
                (U, "För just den här rapporten vill jag ha siffrorna i en tabell, styrelsen vill jämföra vindparkerna."),
                (A, "Tabell: Park Nord 98,2 %, Park Syd 97,5 %, Park Öst 99,1 %."),
                (U, "Bra."),
            ]),
            (21, "VPN client on a new laptop", [
                (U, "Idag räcker korta svar, jag har bråttom. Hur installerar jag VPN-klienten på den nya datorn?"),
                (A, "Ladda ner klienten från portalen, logga in med BankID, klart."),
                (U, "Tack."),
            ]),
            (33, "wind turbine alarm codes", [
                (U, "Vad betyder larmkod E-212 på turbin 7?"),
                (A, "E-212 betyder hög lagertemperatur; turbinen stoppas automatiskt tills temperaturen sjunkit."),
                (U, "Okej, då skickar vi en tekniker."),
            ]),
        ],
    },
    {
        "tenant": "bosphorus-tekstil", "user": "z.kaya", "start": 52,
        "why": "other people's preferences (her manager, customers) and a hypothetical, no preference of her own",
        "sessions": [
            (0, "note for the manager", [
                (U, "Müdürüm her şeyin telefonla bildirilmesini sever. Ona bu sevkiyat gecikmesiyle ilgili kısa bir not hazırlar mısınız, ben arayıp okuyacağım."),
                (A, "Not: 5540 numaralı sevkiyat gümrükte bekliyor, teslim iki gün gecikecek."),
                (U, "Tamam, teşekkürler."),
            ]),
            (13, "English invoice template for customers", [
                (U, "Bazı Alman müşterilerimiz faturaların İngilizce olmasını istiyor. Fatura şablonunu müşteri bazında değiştirebilir miyiz?"),
                (A, "Evet: Müşteriler > müşteriyi seçin > Belge dili > English."),
                (U, "Harika."),
            ]),
            (26, "keyboard shortcuts on a Mac", [
                (U, "Mac kullansaydım bu rapor ekranındaki kısayollar farklı olur muydu? Yeni gelen stajyer soruyor."),
                (A, "Evet, Ctrl yerine Cmd tuşu kullanılır; örneğin Cmd+P yazdırır."),
                (U, "Ona iletirim."),
            ]),
        ],
    },
    {
        "tenant": "serra-contabil", "user": "r.souza", "start": 40,
        "why": "cue words ('por favor', 'de novo', 'sempre', 'nunca', 'da próxima vez') in unrelated requests and bug reports",
        "sessions": [
            (0, "cancel a colleague's subscription", [
                (U, "Por favor, cancela a assinatura do João, ele saiu da empresa."),
                (A, "Cancelada; o acesso dele termina hoje às 23h59."),
                (U, "Obrigado."),
            ]),
            (9, "duplicated invoice", [
                (U, "De novo a fatura de agosto veio duplicada no meu e-mail."),
                (A, "Era um reenvio automático; a segunda cópia é idêntica e pode ser ignorada. Já desativei o reenvio."),
                (U, "Ok."),
            ]),
            (20, "app freezes on open", [
                (U, "Sempre que abro o app no celular ele trava na tela inicial."),
                (A, "Atualize para a versão 4.8, que corrige esse travamento no Android 14."),
                (U, "Atualizei, funcionou."),
            ]),
            (31, "maintenance notices", [
                (U, "Da próxima vez que houver manutenção, o sistema avisa antes? Nunca recebi aviso."),
                (A, "Sim, avisos de manutenção saem 48 horas antes; ative-os em Perfil > Notificações."),
                (U, "Ativei."),
            ]),
        ],
    },
    {
        "tenant": "vistula-logistics", "user": "b.zielinski", "start": 45,
        "why": "asks once for WhatsApp, takes it back in the next session; the third carries no preference",
        "sessions": [
            (0, "customs documents status", [
                (U, "Jaki jest status dokumentów celnych dla kontenera MSCU 448?"),
                (A, "Czekamy na potwierdzenie z agencji. Dam znać mailem."),
                (U, "Proszę napisać do mnie na WhatsAppie, szybciej zobaczę."),
                (A, "Dobrze, odezwę się na WhatsAppie."),
            ]),
            (8, "pallet count on delivery 3310", [
                (U, "Jednak wolę maila, WhatsApp mam tylko prywatnie, przepraszam za zamieszanie. Dostawa 3310 ma o dwie palety mniej."),
                (A, "Rozumiem, zostajemy przy mailu. Sprawdzę list przewozowy i wrócę z odpowiedzią."),
                (U, "Dziękuję."),
            ]),
            (22, "forklift booking", [
                (U, "Czy mogę zarezerwować wózek widłowy na czwartek rano?"),
                (A, "Tak, zarezerwowany od 7:00 do 11:00."),
                (U, "Super."),
            ]),
        ],
    },
    {
        "tenant": "wayfarer-travel", "user": "c.whitfield", "start": 55,
        "why": "temporary requests bound to a period ('this week while I'm at the fair', 'until the audit wraps up', 'while my laptop is in for repair'), each about something different",
        "sessions": [
            (0, "trade fair week", [
                (U, "While I'm at the trade fair in Frankfurt this week, call my mobile rather than emailing. Can you check whether my hotel has a late checkout?"),
                (A, "It does: checkout until 14:00 on request. I'll call your mobile if anything changes this week."),
                (U, "Great."),
            ]),
            (11, "expense receipts during the audit", [
                (U, "Until the audit wraps up on Friday, attach every receipt as a PDF, not a photo. Can you send the Madrid ones?"),
                (A, "Sent the four Madrid receipts as PDFs."),
                (U, "Thanks."),
            ]),
            (23, "rebooking from a phone", [
                (U, "My laptop's in for repair, so for now give me steps I can do on my phone. How do I change the return date on the Milan booking?"),
                (A, "In the app, open Trips > Milan > Change return, pick the date and confirm."),
                (U, "Worked."),
            ]),
            (36, "lost luggage claim", [
                (U, "My suitcase didn't arrive in Oslo."),
                (A, "I've filed the claim with the airline; reference OSL-88123. They'll deliver it to your hotel."),
                (U, "Thank you."),
            ]),
        ],
    },
]

# ---------------------------------------------------------------- patterns (ISP support)
PATTERN_TENANT = "brightwave-isp"
PATTERN_USERS = [f"u-bw-{i:02d}" for i in range(1, 10)]

PATTERNS = {
    "reboot-router": dict(
        behaviour="Please unplug the router for 30 seconds and plug it back in.",
        problems=["my internet keeps dropping every evening", "the connection dies a few times a day",
                  "internet goes off and comes back on its own", "we lose the connection during video calls"],
        says=["Please unplug the router for 30 seconds and plug it back in.",
              "Could you power-cycle the router: unplug it, wait 30 seconds, plug it back in?"],
        topic="connection drops",
    ),
    "switch-wifi-channel": dict(
        behaviour="Log in to the router and switch the 2.4 GHz Wi-Fi channel to 1, 6 or 11.",
        problems=["wifi is really slow upstairs", "the wifi signal is weak in the bedroom",
                  "wifi speed is terrible in the evening", "my laptop keeps losing the wifi"],
        says=["Log in to the router and switch the 2.4 GHz Wi-Fi channel to 1, 6 or 11.",
              "Try changing the 2.4 GHz channel in the router settings to 1, 6 or 11; neighbours may be on the same one."],
        topic="slow wifi",
    ),
    "reset-dhcp-lease": dict(
        behaviour="Release and renew the IP address: run ipconfig /release and then ipconfig /renew.",
        problems=["my PC says no internet access but the phone works", "the computer gets a 169.254 address",
                  "windows shows limited connectivity", "the desktop can't get an IP address"],
        says=["Release and renew the IP address: run ipconfig /release and then ipconfig /renew.",
              "Open a command prompt and run ipconfig /release followed by ipconfig /renew."],
        topic="no IP address",
    ),
    "replace-ethernet-cable": dict(
        behaviour="Try a different Ethernet cable between the modem and the router.",
        problems=["the modem light is on but the router has no internet", "wired connection keeps flapping",
                  "the router's WAN light blinks orange", "speed drops to 100 Mbit on the wired line"],
        says=["Try a different Ethernet cable between the modem and the router.",
              "Could you swap the network cable between modem and router for another one?"],
        topic="wired connection problems",
    ),
    "enable-ipv6": dict(
        behaviour="Turn on IPv6 in the router under Internet > IPv6 and restart it.",
        problems=["some websites won't load at all", "streaming app says network error",
                  "the game console can't reach its servers", "certain sites time out"],
        says=["Turn on IPv6 in the router under Internet > IPv6 and restart it.",
              "Please enable IPv6 in the router (Internet > IPv6), then restart the router."],
        topic="sites not loading",
    ),
    "check-line-status": dict(
        behaviour="I'll run a line test from our side and check for a local outage.",
        problems=["no internet since this morning", "everything is down", "the DSL light is off",
                  "we have no connection at all"],
        says=["I'll run a line test from our side and check for a local outage.",
              "Let me run a line test and look for outages in your area."],
        topic="no connection",
    ),
    "restart-tv-box": dict(
        behaviour="Hold the power button of the TV box for 10 seconds to restart it.",
        problems=["the TV box shows a black screen", "live TV freezes on every channel",
                  "the TV guide is empty", "the TV box is stuck on the logo"],
        says=["Hold the power button of the TV box for 10 seconds to restart it.",
              "Please restart the TV box by holding its power button for 10 seconds."],
        topic="TV box",
    ),
    "force-5ghz-band": dict(
        behaviour="Connect the device to the 5 GHz network name (ending in -5G) instead of the combined one.",
        problems=["video calls stutter on the wifi", "the smart TV buffers all the time",
                  "wifi is slow even next to the router", "downloads are slow on the laptop"],
        says=["Connect the device to the 5 GHz network name (ending in -5G) instead of the combined one.",
              "Pick the network ending in -5G on that device rather than the combined one."],
        topic="wifi performance",
    ),
}

SUCCESS_REPLIES = ["that fixed it, thanks", "yes! working again", "perfect, all good now", "it works now",
                   "great, back online", "sorted, cheers", "that did the trick", "ok it's fine now"]
FAILURE_REPLIES = ["no, still the same", "didn't help unfortunately", "tried it, nothing changed",
                   "still broken", "nope, same problem", "that made no difference", "still not working"]
SUCCESS_CLOSE = "Glad it's working. I'll close this ticket."
FAILURE_CLOSE = "Sorry about that. I'm escalating this to our second-line team."
