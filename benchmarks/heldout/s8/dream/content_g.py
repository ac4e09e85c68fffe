# Hand-written content for blind dreaming split "g" (memory-core, session 8).
# Each rule user: tenant, user, start date, expected rules, sessions.
# A session: (day offset, [rule keys whose cue it carries], [(role, text), ...]).
# Roles: "u" user, "a" assistant.

RULE_USERS = [
    # ---------------- nameable by the README's vocabulary ----------------
    {
        "tenant": "basalt-labs", "user": "f.esposito", "start": "2026-04-06",
        "rules": {
            "it": {"concept": "language", "value": "Italian", "kind": "preference",
                    "rule": "Reply in Italian", "nameable": True},
        },
        "sessions": [
            (0, ["it"], [
                ("u", "Buongiorno, il report mensile delle vendite non si esporta in Excel, il pulsante resta grigio."),
                ("a", "Hi! The export button is disabled when the report has more than 50,000 rows. Try filtering by region first."),
                ("u", "Scusi, potrebbe rispondermi in italiano? Il mio inglese non è un granché."),
                ("a", "Certo. Il pulsante di esportazione si disattiva oltre le 50.000 righe: filtri prima per regione e poi esporti."),
                ("u", "Perfetto, così funziona. Grazie."),
            ]),
            (9, [], [
                ("u", "Ciao, mi serve aggiungere una nuova collega, Chiara, al gruppo Contabilità."),
                ("a", "Va bene: Impostazioni > Utenti > Invita, scelga il gruppo Contabilità e inserisca la sua email."),
                ("u", "Fatto, ricevuto l'invito. Grazie mille."),
            ]),
            (17, ["it"], [
                ("u", "Il grafico delle vendite per agente mostra ancora i dati di marzo anche se siamo ad aprile inoltrato."),
                ("a", "The dashboard cache refreshes every 24 hours. You can force a refresh from the three-dot menu > Refresh data."),
                ("u", "di nuovo in inglese... in italiano per favore, gliel'ho già chiesto la volta scorsa"),
                ("a", "Mi scusi. La cache della dashboard si aggiorna ogni 24 ore; può forzare l'aggiornamento dal menu con i tre puntini > Aggiorna dati."),
                ("u", "Ok, ora vedo aprile."),
            ]),
            (30, ["it"], [
                ("u", "In italiano, per cortesia: come faccio a cambiare la valuta predefinita dei preventivi da dollari a euro?"),
                ("a", "Dalle Impostazioni azienda > Valuta: selezioni EUR. I preventivi già emessi restano in dollari."),
                ("u", "Va bene così, grazie."),
            ]),
            (44, ["it"], [
                ("u", "Buonasera, le notifiche email dei nuovi ordini arrivano doppie a tutto il team."),
                ("a", "Probabilmente la regola di notifica è definita sia a livello di team sia a livello personale. Controlli in Notifiche > Regole."),
                ("u", "Sì, c'erano due regole. Ah, e continui pure a scrivermi in italiano anche le prossime volte, mi trovo molto meglio."),
                ("a", "Senz'altro, continuerò in italiano."),
            ]),
        ],
    },
    {
        "tenant": "kestrel-retail", "user": "h.lindahl", "start": "2026-04-14",
        "rules": {
            "short": {"concept": "answer_style", "value": "short", "kind": "preference",
                       "rule": "Keep answers short: the answer first, no preamble or background", "nameable": True},
        },
        "sessions": [
            (0, ["short"], [
                ("u", "Can store managers see each other's shift plans?"),
                ("a", "Great question! Shift visibility in Kestrel is governed by a combination of role permissions and location scoping. Historically, managers could see all locations, but since the 4.2 release the default changed. Let me walk you through how the permission model works, starting with the role hierarchy..."),
                ("u", "skip the preamble next time please, I only needed a yes or no"),
                ("a", "No, not by default. A manager sees only their own store unless given the Regional role."),
            ]),
            (8, ["short"], [
                ("u", "Is there a way to bulk-import holiday requests from a CSV?"),
                ("a", "Yes. There are several considerations here. First, the CSV needs to follow the template, which has columns for employee ID, start date, end date and type. Second, you should make sure that... (continues for several paragraphs)"),
                ("u", "too long. I'm reading this on my phone between store visits. Just tell me where the button is."),
                ("a", "Absences > Import > Upload CSV."),
                ("u", "thanks"),
            ]),
            (15, [], [
                ("u", "The till in the Uppsala store shows 'sync pending' since this morning."),
                ("a", "Restart the till app; if it stays pending for more than 10 minutes, send me the till ID."),
                ("u", "Restarted, it synced. Thanks."),
            ]),
            (27, ["short"], [
                ("u", "Before you answer: one or two sentences max, honestly that's all I read. How do I change the opening hours for Midsummer?"),
                ("a", "Stores > pick the store > Special hours > add 19 June."),
                ("u", "perfect"),
            ]),
            (41, ["short"], [
                ("u", "Where do I find last week's shrinkage report?"),
                ("a", "Sure! Shrinkage reporting is an important part of loss prevention. In this answer I'll first explain what the report measures, then how it is calculated, and finally where to find it. Shrinkage is defined as..."),
                ("u", "Again, please, the short version. Where is it?"),
                ("a", "Reports > Inventory > Shrinkage, set the week filter."),
            ]),
        ],
    },
    {
        "tenant": "rheinwerk-bau", "user": "t.hoffmann", "start": "2026-05-04",
        "rules": {
            "iso": {"concept": "date_format", "value": "ISO 8601 (YYYY-MM-DD)", "kind": "correction",
                     "rule": "Write dates as YYYY-MM-DD (ISO 8601)", "nameable": True},
        },
        "sessions": [
            (0, ["iso"], [
                ("u", "Hallo, wann läuft unsere Lizenz für das Bautagebuch-Modul aus?"),
                ("a", "Ihre Lizenz läuft am 06/30/2026 aus."),
                ("u", "Bitte Datumsangaben im Format JJJJ-MM-TT, bei 06/30 muss ich jedes Mal überlegen."),
                ("a", "Gern: Die Lizenz läuft am 2026-06-30 aus."),
            ]),
            (11, ["iso"], [
                ("u", "Können Sie mir sagen, wann der letzte erfolgreiche Export an die Lohnbuchhaltung war?"),
                ("a", "Der letzte erfolgreiche Export war am 5/12/2026 um 23:10 Uhr."),
                ("u", "Schon wieder das amerikanische Format. Wir schreiben Daten hier wie 2026-05-12, bitte daran halten."),
                ("a", "Entschuldigung: 2026-05-12, 23:10 Uhr."),
            ]),
            (19, [], [
                ("u", "Ein Polier kann sich in der App nicht anmelden, Fehlermeldung 'Gerät nicht registriert'."),
                ("a", "Das Gerät muss einmal vom Admin freigegeben werden: Verwaltung > Geräte > Freigeben."),
                ("u", "Hat geklappt, danke."),
            ]),
            (26, ["iso"], [
                ("u", "Wir brauchen eine Übersicht aller Mängelmeldungen seit Projektstart. Datum bitte immer JJJJ-MM-TT, wie besprochen."),
                ("a", "Verstanden. Unter Berichte > Mängel können Sie den Zeitraum 2026-03-01 bis 2026-05-30 wählen und als PDF exportieren."),
                ("u", "Danke, passt."),
            ]),
            (38, ["iso"], [
                ("u", "Wann ist die nächste Wartung der Server geplant?"),
                ("a", "Die nächste Wartung ist für den 13. Juni, 22:00 Uhr angesetzt (06/13)."),
                ("u", "Bitte wieder ISO, also 2026-06-13. Das geht in unser Bautagebuch und da ist das Format vorgeschrieben."),
                ("a", "Natürlich: 2026-06-13, 22:00 Uhr."),
            ]),
        ],
    },
    {
        "tenant": "marisco-foods", "user": "j.santos", "start": "2026-04-20",
        "rules": {
            "sms": {"concept": "contact_channel", "value": "SMS / text message", "kind": "preference",
                     "rule": "Contact the user by text message (SMS), not email", "nameable": True},
        },
        "sessions": [
            (0, ["sms"], [
                ("u", "The label printer at the Setúbal plant prints blank labels after the firmware update."),
                ("a", "I'll check with the hardware team and email you the rollback firmware by this afternoon."),
                ("u", "Could you text me instead of emailing? I'm on the factory floor all day and never see email until the evening."),
                ("a", "Sure, I'll send it by SMS to your mobile on file."),
            ]),
            (13, ["sms"], [
                ("u", "Any news on the label printer firmware?"),
                ("a", "Yes, I emailed you the link this morning."),
                ("u", "I asked for a text last time, the email sat there unread for 6 hours. SMS please."),
                ("a", "Sorry about that, I've just sent the link by text message."),
            ]),
            (21, [], [
                ("u", "How do I add a new allergen to the product master?"),
                ("a", "Master data > Allergens > New, then tick it on the products that contain it."),
                ("u", "ok done"),
            ]),
            (34, ["sms"], [
                ("u", "Scale 4 in packing reports weights 20 g too high. When you have an answer, a text message is best, I won't be at my desk."),
                ("a", "Understood. It usually needs a recalibration from the admin menu; I'll text you the steps in a few minutes."),
                ("u", "great"),
            ]),
            (48, ["sms"], [
                ("u", "The night shift can't log in to the HACCP checklists."),
                ("a", "The night-shift accounts expired with the password policy change. I reset them; I'll send you a summary by email."),
                ("u", "no email please, text me the summary like always. phone is the only thing I carry on the floor"),
                ("a", "Will do, texting it now."),
            ]),
        ],
    },
    {
        "tenant": "andes-seguros", "user": "m.quiroga", "start": "2026-05-11",
        "rules": {
            "detail": {"concept": "answer_style", "value": "detailed", "kind": "preference",
                        "rule": "Explain step by step and why, not just the command", "nameable": True},
        },
        "sessions": [
            (0, ["detail"], [
                ("u", "Hola, necesito renovar el certificado del portal de agentes, caduca el viernes."),
                ("a", "certbot renew --cert-name portal-agentes"),
                ("u", "¿Me lo puede explicar paso a paso? No sólo el comando; tengo que documentarlo para auditoría y quiero entender qué hace cada parte."),
                ("a", "Claro. 1) certbot renew busca los certificados próximos a caducar; 2) --cert-name limita la renovación al del portal; 3) después hay que recargar nginx para que lo use..."),
                ("u", "Así sí, gracias."),
            ]),
            (10, ["detail"], [
                ("u", "La réplica de la base de pólizas va con 40 minutos de retraso."),
                ("a", "Aumente max_wal_senders a 10 y reinicie."),
                ("u", "Otra vez una línea suelta. Necesito más detalle: por qué pasa, qué riesgo tiene reiniciar y cómo lo compruebo después."),
                ("a", "Entendido. El retraso suele venir de... (explicación de la causa, el riesgo del reinicio y cómo verificar con pg_stat_replication)."),
            ]),
            (18, [], [
                ("u", "¿Cuál es el horario de soporte en Semana Santa?"),
                ("a", "De 9:00 a 14:00 el jueves y el viernes santo; el resto, horario normal."),
                ("u", "Gracias."),
            ]),
            (25, ["detail"], [
                ("u", "Buenos días. Antes de nada: prefiero respuestas completas, con el razonamiento, aunque sean largas. ¿Cómo roto las claves del API de tarificación sin cortar el servicio?"),
                ("a", "Se hace en tres fases para no cortar: primero se crea la clave nueva junto a la vieja, porque el API acepta dos claves activas; luego se despliega... (explicación completa)"),
                ("u", "Perfecto, justo lo que necesitaba."),
            ]),
            (39, ["detail"], [
                ("u", "El job nocturno de conciliación falla con 'lock timeout'."),
                ("a", "Suba lock_timeout a 60s."),
                ("u", "Como le digo siempre: explíqueme el porqué y los pasos, con detalle. Si no lo entiendo, no lo puedo defender ante el comité de cambios."),
                ("a", "De acuerdo, se lo detallo: el job bloquea la tabla de recibos mientras... (explicación por pasos)"),
            ]),
        ],
    },
    {
        "tenant": "lumiere-edition", "user": "a.dubois", "start": "2026-06-01",
        "rules": {
            "en": {"concept": "language", "value": "English", "kind": "preference",
                    "rule": "Reply in English even when the user writes in French", "nameable": True},
        },
        "sessions": [
            (0, ["en"], [
                ("u", "Bonjour, le flux RSS du catalogue ne se met plus à jour depuis lundi."),
                ("a", "Bonjour ! Le flux se régénère à chaque publication ; vérifiez que la tâche planifiée 'rss-export' est active."),
                ("u", "Merci. Par contre, répondez-moi en anglais s'il vous plaît : je transfère vos réponses à notre prestataire à Dublin qui ne lit pas le français."),
                ("a", "Of course. The feed is regenerated on every publication; check that the scheduled task 'rss-export' is enabled."),
            ]),
            (12, ["en"], [
                ("u", "Les couvertures des nouveautés s'affichent floues sur la boutique."),
                ("a", "Les vignettes sont générées en 300 px ; augmentez la taille dans Médias > Formats."),
                ("u", "En anglais, comme convenu la dernière fois, merci — c'est pour le prestataire."),
                ("a", "Sorry. Thumbnails are generated at 300 px; raise the size under Media > Formats."),
            ]),
            (20, [], [
                ("u", "Could you confirm the invoice for May was paid?"),
                ("a", "Yes, it was paid on 3 June."),
                ("u", "Thanks."),
            ]),
            (33, ["en"], [
                ("u", "Réponse en anglais svp (toujours pour Dublin) : comment ajoute-t-on un second ISBN pour l'édition numérique ?"),
                ("a", "Open the title, go to Editions > Add edition, pick 'ebook' and enter the second ISBN there."),
                ("u", "Parfait."),
            ]),
        ],
    },
    {
        "tenant": "savanna-freight", "user": "k.mwangi", "start": "2026-04-27",
        "rules": {
            "tz": {"concept": "timezone", "value": "East Africa Time (Nairobi, UTC+3)", "kind": "correction",
                    "rule": "Give times in Nairobi time (EAT, UTC+3), not UTC", "nameable": False},
        },
        "sessions": [
            (0, ["tz"], [
                ("u", "When is the customs API maintenance window this week?"),
                ("a", "Thursday from 22:00 to 23:30 UTC."),
                ("u", "Please give me times in Nairobi time. I always have to add three hours and I got it wrong once already."),
                ("a", "Thursday 01:00 to 02:30 EAT (Friday morning, Nairobi time)."),
            ]),
            (9, ["tz"], [
                ("u", "What time did the manifest sync fail last night?"),
                ("a", "It failed at 19:42 UTC."),
                ("u", "EAT please, not UTC. Our drivers and dispatch all work on Nairobi time."),
                ("a", "That's 22:42 EAT."),
            ]),
            (16, [], [
                ("u", "Can we get a second login for our Mombasa depot?"),
                ("a", "Yes, add a user under Company > Users; seats are billed monthly."),
                ("u", "ok"),
            ]),
            (29, ["tz"], [
                ("u", "We had an outage on the tracking page. When did it start? (local time, East Africa, as usual)"),
                ("a", "It started at 14:05 EAT and was resolved at 14:50 EAT."),
                ("u", "Thanks, that's what I needed."),
            ]),
            (40, ["tz"], [
                ("u", "When does the rate card update go live?"),
                ("a", "It goes live on 1 June at 00:00 UTC."),
                ("u", "again — Nairobi time, UTC+3. I'm not converting every time."),
                ("a", "Sorry: 1 June at 03:00 EAT."),
            ]),
        ],
    },
    # ---------------- not nameable by the vocabulary ----------------
    {
        "tenant": "orchard-payroll", "user": "r.kowal", "start": "2026-05-18",
        "rules": {
            "ps": {"concept": "powershell_not_bash", "value": "PowerShell commands on Windows", "kind": "correction",
                    "rule": "Give PowerShell commands, not bash: the user is on Windows", "nameable": False},
            "noadmin": {"concept": "no_admin_rights", "value": "no local admin rights", "kind": "correction",
                         "rule": "Do not suggest steps that need local administrator rights", "nameable": False},
        },
        "sessions": [
            (0, ["ps"], [
                ("u", "I need to check whether the payroll sync agent can reach api.orchardpay.io from my machine."),
                ("a", "Run: curl -v https://api.orchardpay.io/health && grep -i proxy /etc/environment"),
                ("u", "I'm on Windows, there's no grep or /etc here. Can you give me the PowerShell version?"),
                ("a", "Test-NetConnection api.orchardpay.io -Port 443, and netsh winhttp show proxy for the proxy."),
                ("u", "TcpTestSucceeded: True. thanks"),
            ]),
            (7, ["noadmin"], [
                ("u", "The sync agent log says 'certificate chain incomplete'."),
                ("a", "Import the intermediate certificate into the Local Machine store (certlm.msc) and restart the service."),
                ("u", "I don't have local admin on this laptop, IT locked it down. Anything I can do without admin rights?"),
                ("a", "You can import it into your own user store (certmgr.msc) and set the agent to use the user store in its config."),
                ("u", "That worked."),
            ]),
            (15, ["ps", "noadmin"], [
                ("u", "How do I see which version of the sync agent is installed?"),
                ("a", "sudo dpkg -l | grep orchard-agent"),
                ("u", "Windows, again. And no sudo / admin either, remember. PowerShell, user-level, please."),
                ("a", "Get-ItemProperty HKCU:\\Software\\Orchard\\Agent | Select-Object Version"),
            ]),
            (24, [], [
                ("u", "When is the next payroll cut-off?"),
                ("a", "The 25th, at 18:00."),
                ("u", "ok thanks"),
            ]),
            (31, ["noadmin"], [
                ("u", "The agent needs to start automatically when I log in."),
                ("a", "Create a Windows service with sc.exe create OrchardAgent ... (needs an elevated prompt)"),
                ("u", "can't elevate, no admin rights on my machine. is there a per-user way?"),
                ("a", "Yes: put a shortcut to the agent in shell:startup; that runs at your login without admin rights."),
            ]),
            (38, ["ps"], [
                ("u", "I want to tail the agent log while it syncs."),
                ("a", "tail -f ~/.orchard/agent.log"),
                ("u", "PowerShell please — I keep telling you, I'm on Windows."),
                ("a", "Get-Content $env:LOCALAPPDATA\\Orchard\\agent.log -Wait -Tail 50"),
            ]),
        ],
    },
    {
        "tenant": "haven-kiosk", "user": "s.nakamura", "start": "2026-04-08",
        "rules": {
            "noreinstall": {"concept": "no_reinstall", "value": "reinstalling is not an option", "kind": "correction",
                             "rule": "Do not suggest reinstalling the kiosk app; find a fix that works in place", "nameable": False},
        },
        "sessions": [
            (0, ["noreinstall"], [
                ("u", "Three of our museum kiosks show a white screen after the night reboot."),
                ("a", "The quickest fix is to uninstall and reinstall the Haven kiosk app on the affected devices."),
                ("u", "Reinstalling isn't an option for us: the kiosks are bolted into display cases and each reinstall needs a technician on site. Something else?"),
                ("a", "Then clear the app's web cache remotely from the console: Devices > select > Clear cache."),
                ("u", "Two of three are back."),
            ]),
            (14, ["noreinstall"], [
                ("u", "Kiosk 12 lost its language pack, it shows only English."),
                ("a", "Please reinstall the app with the multilingual package."),
                ("u", "No reinstalls, I said that before. 300 devices across 14 sites. It has to be fixable remotely."),
                ("a", "Understood. Push the language pack again from Content > Language packs > Redeploy to kiosk 12."),
            ]),
            (22, [], [
                ("u", "Can we schedule a content update for Monday 6 am?"),
                ("a", "Yes, Content > Schedule, pick Monday 06:00."),
                ("u", "done, thanks"),
            ]),
            (35, ["noreinstall"], [
                ("u", "The touch calibration drifted on kiosk 7. Please, no 'reinstall the app' this time — what can I do from the console?"),
                ("a", "Send the 'recalibrate touch' command from Devices > kiosk 7 > Actions; it runs the calibration routine on the next idle period."),
                ("u", "ok, will try tonight"),
            ]),
        ],
    },
    {
        "tenant": "liffey-council", "user": "e.oconnor", "start": "2026-05-06",
        "rules": {
            "uk": {"concept": "british_spelling", "value": "UK/Irish English spelling", "kind": "correction",
                    "rule": "Use British/Irish spelling (organisation, colour, licence), not American", "nameable": False},
        },
        "sessions": [
            (0, ["uk"], [
                ("u", "Could you draft the notice to residents about the new bin collection portal?"),
                ("a", "Sure: 'Our organization is pleased to announce a new online portal to customize your collection schedule and favorite notifications...'"),
                ("u", "It needs Irish/UK spelling — organisation, customise, favourite. It goes out under the council's name."),
                ("a", "Revised: 'The council is pleased to announce a new online portal to customise your collection schedule and favourite notifications...'"),
            ]),
            (12, ["uk"], [
                ("u", "We need the help text for the parking permit form."),
                ("a", "'Enter your license plate and the color of your vehicle. The program will center the map on your address.'"),
                ("u", "licence, colour, programme, centre. American spelling again — please stick to UK English for anything of ours."),
                ("a", "'Enter your licence plate and the colour of your vehicle. The programme will centre the map on your address.'"),
            ]),
            (19, [], [
                ("u", "Is the portal down? Residents are ringing us."),
                ("a", "There was a 12-minute outage at 09:10; it's back."),
                ("u", "Grand, thanks."),
            ]),
            (27, ["uk"], [
                ("u", "Short FAQ entry on how to report a pothole please. UK spelling as always, it's for the public site."),
                ("a", "'To report a pothole, open the map, centre it on the location and add a photo. Our maintenance programme aims to repair it within 10 working days.'"),
                ("u", "lovely"),
            ]),
            (40, ["uk"], [
                ("u", "Can you write the email telling staff the analytics dashboard moved?"),
                ("a", "'Team, the analytics dashboard has moved. Please update your favorites and contact IT to authorize access.'"),
                ("u", "favourites, authorise. I shouldn't have to keep correcting the spelling."),
                ("a", "Apologies: 'Please update your favourites and contact IT to authorise access.'"),
            ]),
        ],
    },
    {
        "tenant": "fjord-telecom", "user": "b.haugen", "start": "2026-06-08",
        "rules": {
            "ticket": {"concept": "ticket_number_in_summary", "value": "ticket number in every summary", "kind": "preference",
                        "rule": "Put the ticket number at the top of every case summary", "nameable": False},
        },
        "sessions": [
            (0, ["ticket"], [
                ("u", "Customer in Tromsø has no dial tone since the migration, ticket FT-44812."),
                ("a", "Summary: line migrated 2026-06-06, SIP registration failing, re-provisioned the ATA. Please ask the customer to power-cycle it."),
                ("u", "Thanks. Can you always put the ticket number at the top of the summary? I paste these into the CRM and have to add it by hand."),
                ("a", "FT-44812 — Summary: line migrated 2026-06-06, SIP registration failing, ATA re-provisioned; customer to power-cycle."),
            ]),
            (10, ["ticket"], [
                ("u", "FT-45107: business customer reports one-way audio on the hunt group."),
                ("a", "Summary: NAT keepalive disabled on the customer's firewall profile; enabled it, test calls fine."),
                ("u", "ticket number first in the summary, please. same as last time"),
                ("a", "FT-45107 — NAT keepalive was off on the firewall profile; enabled, test calls fine."),
            ]),
            (18, [], [
                ("u", "What's the SLA for business fibre repairs?"),
                ("a", "8 business hours for priority 2, 4 hours for priority 1."),
                ("u", "ok"),
            ]),
            (26, ["ticket"], [
                ("u", "New one, FT-45590, porting request stuck in 'pending donor'. When you summarise it, ticket ID on the first line like I asked."),
                ("a", "FT-45590 — Port stuck at 'pending donor': the donor operator rejected the account number; asked the customer for the correct one."),
                ("u", "Perfect, thanks."),
            ]),
            (37, ["ticket"], [
                ("u", "FT-46021, voicemail PIN reset doesn't work for a customer."),
                ("a", "Summary: the PIN reset failed because the mailbox was locked after 5 attempts; unlocked it and sent a new PIN by SMS."),
                ("u", "Missing the ticket number again at the top. It really matters for the CRM import."),
                ("a", "FT-46021 — Mailbox locked after 5 attempts; unlocked, new PIN sent by SMS."),
            ]),
        ],
    },
    {
        "tenant": "pannonia-data", "user": "c.varga", "start": "2026-05-25",
        "rules": {
            "pg": {"concept": "postgres_sql", "value": "PostgreSQL dialect", "kind": "correction",
                    "rule": "Write SQL for PostgreSQL, not MySQL", "nameable": False},
        },
        "sessions": [
            (0, ["pg"], [
                ("u", "I need a query that lists the customers who haven't ordered in the last 90 days."),
                ("a", "SELECT c.id FROM customers c LEFT JOIN orders o ON o.customer_id = c.id AND o.created_at > DATE_SUB(NOW(), INTERVAL 90 DAY) WHERE o.id IS NULL;"),
                ("u", "That's MySQL syntax. We're on Postgres — DATE_SUB doesn't exist there."),
                ("a", "PostgreSQL: ... AND o.created_at > now() - interval '90 days' WHERE o.id IS NULL;"),
            ]),
            (11, ["pg"], [
                ("u", "How do I get the top 3 products per category by revenue?"),
                ("a", "Use variables: SET @rn := 0; SELECT ... @rn := IF(@cat = category, @rn + 1, 1) ..."),
                ("u", "again mysql-isms. postgres please, we have window functions."),
                ("a", "SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY category ORDER BY revenue DESC) rn FROM sales) s WHERE rn <= 3;"),
            ]),
            (20, [], [
                ("u", "Can I get an extra read-only seat for our intern?"),
                ("a", "Yes, read-only seats are free; add one under Team > Seats."),
                ("u", "Köszi, thanks"),
            ]),
            (32, ["pg"], [
                ("u", "Quick one, our database is PostgreSQL 16 so please write it for that: upsert a row into daily_stats keyed by (day, shop_id)."),
                ("a", "INSERT INTO daily_stats (day, shop_id, n) VALUES ($1, $2, $3) ON CONFLICT (day, shop_id) DO UPDATE SET n = EXCLUDED.n;"),
                ("u", "nice"),
            ]),
            (44, ["pg"], [
                ("u", "Need to concatenate the tags of each order into one string."),
                ("a", "SELECT order_id, GROUP_CONCAT(tag SEPARATOR ', ') FROM order_tags GROUP BY order_id;"),
                ("u", "GROUP_CONCAT is MySQL. How many times... Postgres."),
                ("a", "SELECT order_id, string_agg(tag, ', ') FROM order_tags GROUP BY order_id;"),
            ]),
        ],
    },
    {
        "tenant": "meridian-clinics", "user": "p.greene", "start": "2026-04-13",
        "rules": {
            "hours": {"concept": "no_changes_in_clinic_hours", "value": "no restarts during clinic hours", "kind": "correction",
                       "rule": "Do not propose restarts or changes during clinic hours (08:00-18:00); schedule them for the evening", "nameable": False},
            "rollback": {"concept": "include_rollback", "value": "always give a rollback step", "kind": "preference",
                          "rule": "Include a rollback step with every change you propose", "nameable": False},
        },
        "sessions": [
            (0, ["hours"], [
                ("u", "The appointment booking page is slow, about 8 seconds per load."),
                ("a", "Restart the booking service now; it clears the connection pool and should fix it."),
                ("u", "Not now — we're in the middle of clinic hours, patients are booking. Anything that restarts has to wait until after 6 pm."),
                ("a", "Understood. As a safe step now, raise the pool size in the admin panel (no restart); schedule the restart for 18:30."),
            ]),
            (9, ["rollback"], [
                ("u", "We want to switch the SMS reminder provider to the new contract."),
                ("a", "Go to Integrations > SMS, replace the API key and sender ID, and save."),
                ("u", "And if the new provider fails? Please always give me the way back with any change, I have to put it in the change ticket."),
                ("a", "Rollback: keep the old key; if reminders fail, paste it back under Integrations > SMS and save — it takes effect immediately."),
            ]),
            (16, ["hours", "rollback"], [
                ("u", "The lab results import needs the new certificate."),
                ("a", "Install the certificate and restart the import service right away."),
                ("u", "It's 11 in the morning, the clinics are open. Evening only. And what's the rollback if the cert is wrong?"),
                ("a", "Plan for 19:00: install the new cert, restart; rollback: re-select the previous cert in the import settings and restart."),
            ]),
            (23, [], [
                ("u", "How many user licences do we have left?"),
                ("a", "You're using 142 of 150."),
                ("u", "thanks"),
            ]),
            (30, ["rollback"], [
                ("u", "Can we turn on two-factor login for all reception staff? Give me the rollback too, as usual."),
                ("a", "Security > 2FA > enable for the Reception group. Rollback: disable it for the group in the same screen; existing sessions are not affected."),
                ("u", "great"),
            ]),
            (42, ["hours"], [
                ("u", "Printer queue in the Ballsbridge clinic is stuck."),
                ("a", "Reboot the print server now, that clears the queue."),
                ("u", "No reboots in opening hours, that server also runs the check-in screens. After 6 please, same as every time."),
                ("a", "OK: I'll clear the single stuck job now without a reboot, and schedule the reboot for 18:15."),
            ]),
            (49, ["rollback"], [
                ("u", "We'd like to raise the session timeout for doctors from 15 to 30 minutes."),
                ("a", "Settings > Sessions > Doctors: set 30 minutes."),
                ("u", "rollback step?"),
                ("a", "Set it back to 15 in the same place; it applies at the next login."),
            ]),
        ],
    },
    {
        "tenant": "quay-insurance", "user": "w.zhou", "start": "2026-06-15",
        "rules": {
            "noscreens": {"concept": "no_screenshots", "value": "cannot share screenshots", "kind": "correction",
                           "rule": "Do not ask for screenshots; ask for the error text or log lines instead", "nameable": False},
        },
        "sessions": [
            (0, ["noscreens"], [
                ("u", "The claims portal shows an error when adjusters upload photos."),
                ("a", "Could you send a screenshot of the error?"),
                ("u", "I'm not allowed to send screenshots, policy — they could contain customer data. I can copy the error text."),
                ("a", "Text is fine. Please paste the exact message and the time it happened."),
                ("u", "'Upload rejected: file exceeds 20 MB', 10:42."),
            ]),
            (13, ["noscreens"], [
                ("u", "The premium calculator returns 0 for some postcodes."),
                ("a", "Can you attach a screenshot of the form with the inputs?"),
                ("u", "Same as before, no screenshots from our side. Here are the inputs as text: postcode D02 X285, age 34, cover B."),
                ("a", "Thanks, reproduced with those inputs: D02 postcodes are missing from the rate table."),
            ]),
            (21, [], [
                ("u", "Can you extend our sandbox by another month?"),
                ("a", "Done, it now runs until the end of August."),
                ("u", "thanks"),
            ]),
            (33, ["noscreens"], [
                ("u", "Please don't ask me for a screenshot, just tell me which log file you want. The policy export job failed overnight."),
                ("a", "Send the last 50 lines of export-job.log from the job's run page (Download log)."),
                ("u", "attached as text."),
            ]),
        ],
    },
    {
        "tenant": "spree-versand", "user": "n.adler", "start": "2026-05-13",
        "rules": {
            "sie": {"concept": "formal_address_sie", "value": "formal 'Sie'", "kind": "correction",
                     "rule": "Address the user formally with 'Sie', not 'du'", "nameable": False},
        },
        "sessions": [
            (0, ["sie"], [
                ("u", "Guten Tag, unsere Versandetiketten für DHL werden seit heute mit falscher Absenderadresse gedruckt."),
                ("a", "Hi! Schau mal unter Einstellungen > Absender, ob dort noch die alte Adresse steht."),
                ("u", "Ich bitte darum, dass Sie mich siezen. Wir sind ein Geschäftskunde."),
                ("a", "Selbstverständlich, entschuldigen Sie. Bitte prüfen Sie unter Einstellungen > Absender die hinterlegte Adresse."),
            ]),
            (12, ["sie"], [
                ("u", "Die Sendungsverfolgung zeigt bei Hermes-Paketen keinen Status mehr."),
                ("a", "Kannst du mir eine Sendungsnummer schicken? Dann schau ich nach."),
                ("u", "Bitte mit 'Sie' – das hatte ich schon einmal erwähnt. Sendungsnummer: H1004 5571 2290."),
                ("a", "Verzeihung. Danke, ich prüfe die Nummer H1004 5571 2290."),
            ]),
            (19, [], [
                ("u", "Welche Zahlungsarten unterstützt Ihr Tarif 'Business'?"),
                ("a", "Rechnung, SEPA-Lastschrift und Kreditkarte."),
                ("u", "Danke."),
            ]),
            (27, ["sie"], [
                ("u", "Guten Morgen. Vorweg, wie immer: bitte in der Sie-Form antworten. Wie richte ich einen zweiten Lagerstandort ein?"),
                ("a", "Guten Morgen. Unter Lager > Standorte > Neu können Sie den zweiten Standort anlegen und ihm Versandregeln zuweisen."),
                ("u", "Vielen Dank."),
            ]),
            (39, ["sie"], [
                ("u", "Die Retourenlabels lassen sich nicht mehr als PDF herunterladen."),
                ("a", "Probier bitte mal einen anderen Browser, du hast vielleicht einen Popup-Blocker."),
                ("u", "Schon wieder 'du'. Ich möchte gesiezt werden, das ist bei uns im Geschäftsverkehr üblich."),
                ("a", "Entschuldigung. Bitte versuchen Sie es in einem anderen Browser oder deaktivieren Sie den Popup-Blocker für unsere Seite."),
            ]),
        ],
    },
    {
        "tenant": "tessera-cloud", "user": "y.ito", "start": "2026-06-22",
        "rules": {
            "table": {"concept": "comparison_table", "value": "comparisons as a table", "kind": "preference",
                       "rule": "Present comparisons of plans or options as a table", "nameable": False},
        },
        "sessions": [
            (0, ["table"], [
                ("u", "What's the difference between the Team and Business plans for storage and SSO?"),
                ("a", "Team includes 1 TB of storage per workspace and Google sign-in; Business includes 5 TB, SAML SSO, SCIM provisioning and audit logs, and it also adds..."),
                ("u", "Could you put that in a table? Rows for each feature, one column per plan. Much easier to compare."),
                ("a", "| feature | Team | Business |\n| storage | 1 TB | 5 TB |\n| SSO | Google | SAML + SCIM |\n| audit logs | no | yes |"),
            ]),
            (11, ["table"], [
                ("u", "Which regions can we host in, and what does each cost extra?"),
                ("a", "Frankfurt has no surcharge, Tokyo adds 10%, Sydney 12% and São Paulo 15%; latency varies..."),
                ("u", "table please, like last time"),
                ("a", "| region | surcharge |\n| Frankfurt | 0% |\n| Tokyo | 10% |\n| Sydney | 12% |\n| São Paulo | 15% |"),
            ]),
            (19, [], [
                ("u", "Our API token expired, how do I make a new one?"),
                ("a", "Settings > API > New token; the old one stays revoked."),
                ("u", "got it"),
            ]),
            (28, ["table"], [
                ("u", "Compare the three backup options for me — as a table, with retention, restore time and price."),
                ("a", "| option | retention | restore | price |\n| daily | 30 d | ~1 h | incl. |\n| hourly | 14 d | ~15 min | +$40 |\n| continuous | 7 d | minutes | +$120 |"),
                ("u", "exactly what I wanted"),
            ]),
            (38, ["table"], [
                ("u", "How do the Standard and Premium support tiers differ?"),
                ("a", "Standard is business hours with a 1-day response; Premium is 24/7 with a 1-hour response for priority 1 and a named engineer."),
                ("u", "You know I prefer a table for comparisons :) can you redo it?"),
                ("a", "| | Standard | Premium |\n| hours | business | 24/7 |\n| P1 response | 1 day | 1 h |\n| named engineer | no | yes |"),
            ]),
        ],
    },
]

# One-off users: none of these should produce a rule.
ONE_OFF_USERS = [
    {
        "tenant": "kestrel-retail", "user": "o.bergstrom", "start": "2026-05-02",
        "why": "asks for ISO dates once; the other sessions carry no preference",
        "sessions": [
            (0, [
                ("u", "When does our contract renew?"),
                ("a", "On 09/01/2026."),
                ("u", "Please write that as 2026-09-01, I never know which way round the American format is."),
                ("a", "2026-09-01."),
            ]),
            (14, [
                ("u", "A cashier forgot her PIN, how do I reset it?"),
                ("a", "Staff > select her > Reset PIN; she gets a code by SMS."),
                ("u", "Thanks."),
            ]),
            (33, [
                ("u", "The self-checkout in Gävle refuses loyalty cards."),
                ("a", "The card reader firmware is outdated; I pushed an update, it installs at the next restart."),
                ("u", "Restarted, works."),
            ]),
        ],
    },
    {
        "tenant": "andes-seguros", "user": "l.ferraro", "start": "2026-05-05",
        "why": "asks for shorter answers in two sessions only (said 2x), not three",
        "sessions": [
            (0, [
                ("u", "How do I export the broker commission report?"),
                ("a", "There are several ways to export the commission report, depending on your role and on whether you need... (long answer)"),
                ("u", "más corto, por favor. ¿Dónde está el botón?"),
                ("a", "Informes > Comisiones > Exportar."),
            ]),
            (16, [
                ("u", "¿Puedo cambiar el logotipo de las pólizas en PDF?"),
                ("a", "Sí: Configuración > Marca > Logotipo."),
                ("u", "Gracias."),
            ]),
            (29, [
                ("u", "¿Cómo desactivo a un agente que se ha ido?"),
                ("a", "Hay que tener en cuenta varias cosas antes de desactivar a un agente: sus pólizas abiertas, las comisiones pendientes, ... (long answer)"),
                ("u", "Resumido, porfa: ¿dónde se desactiva?"),
                ("a", "Agentes > seleccione > Desactivar."),
            ]),
            (47, [
                ("u", "El portal tarda mucho en cargar esta mañana."),
                ("a", "Hubo un pico de carga entre las 9 y las 9:20; ya está normal."),
                ("u", "Sí, ya va bien."),
            ]),
        ],
    },
    {
        "tenant": "marisco-foods", "user": "u.petrov", "start": "2026-04-22",
        "why": "cue words ('please', 'again', 'next time', 'don't') on unrelated one-time requests, no preference",
        "sessions": [
            (0, [
                ("u", "Please unlock the account of our warehouse user d.silva, he typed the password wrong again."),
                ("a", "Unlocked. He can log in now."),
                ("u", "thanks"),
            ]),
            (9, [
                ("u", "Could you please resend the invoice for April? Accounting can't find it."),
                ("a", "Resent to accounts@marisco-foods.pt."),
                ("u", "Got it, thanks. Next time I'll look in the billing page first."),
            ]),
            (23, [
                ("u", "The delivery-note printer is jammed again, don't know if it's hardware or the driver."),
                ("a", "The driver reports a paper jam, so it's mechanical; open tray 2 and remove the sheet."),
                ("u", "It was a torn label. Works again."),
            ]),
            (38, [
                ("u", "Please check again whether the cold-room sensor 3 is online, the alert came back."),
                ("a", "It reconnected at 07:12 and has been reporting normally since."),
                ("u", "OK, thanks."),
            ]),
        ],
    },
    {
        "tenant": "spree-versand", "user": "g.krause", "start": "2026-05-20",
        "why": "one-time, scoped requests ('nur für diesen Bericht', 'ausnahmsweise heute', 'diesmal') with different subjects",
        "sessions": [
            (0, [
                ("u", "Nur für diesen Bericht bitte auf Englisch, er geht an unseren Investor: Wie viele Sendungen hatten wir im Mai?"),
                ("a", "In May you shipped 18,430 parcels, 6% more than in April."),
                ("u", "Danke."),
            ]),
            (15, [
                ("u", "Ausnahmsweise heute bitte anrufen statt schreiben, ich bin im Auto: 0171 5550192. Es geht um die Zollpapiere."),
                ("a", "Ich rufe Sie in fünf Minuten an."),
                ("u", "Danke."),
            ]),
            (31, [
                ("u", "Diesmal bitte ausführlich, ich muss es der Geschäftsführung erklären: Warum sind die Versandkosten im Juni gestiegen?"),
                ("a", "Drei Gründe: der DHL-Tarif stieg zum 1. Juni um 4%, der Anteil der Sperrgutsendungen wuchs und ... (ausführliche Erklärung)"),
                ("u", "Sehr hilfreich, danke."),
            ]),
            (44, [
                ("u", "Können Sie das Lager Leipzig für Retouren freischalten?"),
                ("a", "Erledigt, Retouren können ab sofort nach Leipzig gehen."),
                ("u", "Prima."),
            ]),
        ],
    },
    {
        "tenant": "tessera-cloud", "user": "d.mbeki", "start": "2026-06-29",
        "why": "passes on what their own customers want (feature requests), not how the assistant should answer",
        "sessions": [
            (0, [
                ("u", "Our customers keep asking for a dark mode in the client portal. Is that on your roadmap?"),
                ("a", "It's planned for Q4; I've added your vote."),
                ("u", "thanks"),
            ]),
            (12, [
                ("u", "A few of our users would like the invoices as CSV as well as PDF, they always ask for it."),
                ("a", "CSV export exists under Billing > Invoices > Export; I'll send you the help page for your users."),
                ("u", "Oh nice, didn't know."),
            ]),
            (26, [
                ("u", "Our finance team prefers monthly billing in euros rather than dollars — can you switch our account?"),
                ("a", "Switched; your next invoice will be in EUR."),
                ("u", "Great."),
            ]),
        ],
    },
    {
        "tenant": "orchard-payroll", "user": "v.novak", "start": "2026-05-21",
        "why": "asks for PowerShell twice (2 sessions), not three",
        "sessions": [
            (0, [
                ("u", "How do I clear the agent's local cache?"),
                ("a", "rm -rf ~/.orchard/cache"),
                ("u", "Windows box. PowerShell please."),
                ("a", "Remove-Item -Recurse $env:LOCALAPPDATA\\Orchard\\cache"),
            ]),
            (18, [
                ("u", "Which payslip template is the default for Slovakia?"),
                ("a", "'SK-standard-2026'."),
                ("u", "thanks"),
            ]),
            (36, [
                ("u", "How do I check if the agent service is running?"),
                ("a", "systemctl status orchard-agent"),
                ("u", "this is a Windows server — give me the PowerShell command"),
                ("a", "Get-Service OrchardAgent"),
            ]),
        ],
    },
    {
        "tenant": "lumiere-edition", "user": "q.leroy", "start": "2026-06-03",
        "why": "asks for English once, then takes it back ('le français me va très bien'); nothing repeated",
        "sessions": [
            (0, [
                ("u", "Bonjour, pouvez-vous me répondre en anglais aujourd'hui ? Mon collègue anglais lit par-dessus mon épaule. How do I add a co-author?"),
                ("a", "Open the title, Contributors > Add, and choose the role 'co-author'."),
                ("u", "Thanks!"),
            ]),
            (17, [
                ("u", "Bonjour, le français me va très bien, c'était juste pour l'autre fois. La prévisualisation EPUB ne s'ouvre pas."),
                ("a", "D'accord. La prévisualisation nécessite que la couverture soit en JPEG ; la vôtre est en TIFF."),
                ("u", "Ah, c'était ça. Merci."),
            ]),
            (35, [
                ("u", "Combien de titres pouvons-nous encore ajouter avec notre abonnement ?"),
                ("a", "Il vous reste 37 titres sur 200."),
                ("u", "Parfait."),
            ]),
        ],
    },
]

# Procedural patterns, tenant tallow-hosting, users u-th-01..08.
# phases: list of (count, successes, [day_from, day_to]) ; "seq" overrides with an explicit
# sequence (S/F) where the order matters; "users" picks who reports each outcome.
PATTERN_TENANT = "tallow-hosting"
PATTERNS = {
    "ask-to-disconnect-vpn": {
        "kind": "success-then-failures", "expected_deprecated": True,
        "behaviour": "Could you disconnect from your company VPN and try the upload again?",
        "problem": ["uploads to the file manager time out", "SFTP transfer stalls at a few MB",
                    "the control panel won't load the backup page", "git push to the hosted repo hangs"],
        "seq": "S" * 20 + "F" * 12, "days": [0, 150],
        "note": "20 successes over ~3 months, then the VPN vendor fixed its MTU bug and the advice stopped helping: 12 failures",
    },
    "regenerate-app-password": {
        "kind": "failures-then-recovery", "expected_deprecated": False,
        "behaviour": "Please generate a new app password under Account > Security and use it in your mail client.",
        "problem": ["Outlook keeps asking for the mailbox password", "Thunderbird says authentication failed",
                    "the phone can't fetch mail any more", "SMTP sending fails with 535"],
        "seq": "F" * 9 + "S" * 15, "days": [5, 160],
        "note": "failed 9 times while the mail auth backend had a bug; after the fix it works: 15 successes",
    },
    "suggest-private-window": {
        "kind": "coin", "expected_deprecated": True,
        "behaviour": "Try opening the control panel in a private/incognito window to rule out a stale session.",
        "problem": ["the dashboard shows an old plan", "login loops back to the sign-in page",
                    "DNS editor shows spinning wheel", "settings don't save"],
        "coin": (40, 20), "days": [0, 170],
        "note": "a coin flip, 20 of 40",
    },
    "resync-dns-zone": {
        "kind": "coin", "expected_deprecated": True,
        "behaviour": "I'll trigger a resync of your DNS zone to the nameservers; give it 10 minutes.",
        "problem": ["new subdomain doesn't resolve", "MX record change not visible",
                    "TXT record for domain verification missing", "the A record still points to the old IP"],
        "coin": (26, 13), "days": [10, 165],
        "note": "a coin flip, 13 of 26, in a shuffled (not alternating) order",
    },
    "check-php-version": {
        "kind": "steady", "expected_deprecated": False,
        "behaviour": "Check the site's PHP version under Hosting > PHP; the plugin needs 8.1 or newer.",
        "problem": ["WordPress plugin shows a fatal error", "white page after updating a theme",
                    "the shop checkout throws a 500", "composer install fails on the server"],
        "seq": "SSSSSSSSSSSSFSSSSSSSSSSSSSFSSSSS", "days": [0, 170],
        "note": "consistently good: 30 of 32",
    },
    "send-magic-link": {
        "kind": "per-user-bad", "expected_deprecated": True,
        "behaviour": "I'll send a one-time sign-in link to your email address.",
        "problem": ["locked out after too many password attempts", "can't sign in, forgot password",
                    "2FA device lost, need to log in", "password reset mail doesn't come"],
        "per_user": {"u-th-07": "F"}, "others_rate": 0.92, "n": 34, "bad_n": 12, "days": [0, 170],
        "last_user": "u-th-07",
        "note": "works for most users; u-th-07's corporate mail gateway rewrites links so it always fails for him "
                "(12 of 12). The last outcome is his: expected hidden for him",
    },
    "purge-opcache": {
        "kind": "per-user-bad-others-good", "expected_deprecated": False,
        "behaviour": "I'll purge the PHP OPcache for your site so the new code is picked up.",
        "problem": ["code changes don't show up on the site", "old version of the page after deploy",
                    "fixed a bug but the error is still there", "new template is ignored"],
        "per_user": {"u-th-03": "F"}, "others_rate": 0.93, "n": 36, "bad_n": 11, "days": [0, 170],
        "last_user": "u-th-05", "last_user_n": 11,
        "note": "works for everyone except u-th-03 (runs a custom cache layer in front: 11 of 11 fail); "
                "u-th-05 has 12 outcomes of his own (all but at most one good) and reports the last: expected shown for him",
    },
    "increase-php-memory-limit": {
        "kind": "success-then-failures", "expected_deprecated": True,
        "behaviour": "Raise memory_limit to 512M under Hosting > PHP settings and reload the page.",
        "problem": ["'Allowed memory size exhausted' on import", "the site crashes on large uploads",
                    "image resize fails", "the admin page dies with a memory error"],
        "seq": "SSSSSSSFSSSSSSSSSSSSSSSFSSSSS" + "FFFFFFFFFF", "days": [0, 175],
        "note": "long good run with two scattered failures (27/29), then the hoster capped memory per plan and "
                "it stops working: 10 straight failures",
    },
}

# Ticket topics (the helpdesk's own category per session), in session order per user.
TOPICS = {
    "f.esposito": ["reports/export", "user management", "dashboards", "billing/currency", "notifications"],
    "h.lindahl": ["permissions", "absence import", "till sync", "store hours", "inventory reports"],
    "t.hoffmann": ["licensing", "payroll export", "mobile login", "defect reports", "maintenance"],
    "j.santos": ["label printer", "firmware", "master data", "scales", "HACCP accounts"],
    "m.quiroga": ["certificates", "database replication", "support hours", "API keys", "batch jobs"],
    "a.dubois": ["RSS feed", "shop images", "invoices", "ISBN/editions"],
    "k.mwangi": ["maintenance window", "manifest sync", "user seats", "outage", "rate card"],
    "r.kowal": ["network check", "certificates", "agent version", "payroll calendar", "autostart", "logs"],
    "s.nakamura": ["kiosk display", "language packs", "content scheduling", "touch calibration"],
    "e.oconnor": ["resident notice", "permit form", "outage", "FAQ content", "internal comms"],
    "b.haugen": ["voice/SIP", "hunt group audio", "SLA", "number porting", "voicemail"],
    "c.varga": ["SQL help: churn query", "SQL help: ranking", "seats", "SQL help: upsert", "SQL help: aggregation"],
    "p.greene": ["booking performance", "SMS provider", "lab import certificate", "licences", "2FA", "printing", "session timeout"],
    "w.zhou": ["claims upload", "premium calculator", "sandbox", "export job"],
    "n.adler": ["shipping labels", "tracking", "billing plans", "warehouses", "returns labels"],
    "y.ito": ["plans", "hosting regions", "API tokens", "backups", "support tiers"],
    "o.bergstrom": ["contract", "staff PIN", "self-checkout"],
    "l.ferraro": ["commission report", "PDF branding", "agent offboarding", "performance"],
    "u.petrov": ["account unlock", "invoices", "printer", "sensors"],
    "g.krause": ["shipment statistics", "customs documents", "shipping costs", "returns"],
    "d.mbeki": ["feature request: dark mode", "invoice export", "billing currency"],
    "v.novak": ["agent cache", "payslip templates", "agent service"],
    "q.leroy": ["contributors", "EPUB preview", "subscription"],
}
PATTERN_TOPICS = {
    "ask-to-disconnect-vpn": "file transfer", "regenerate-app-password": "mail login",
    "suggest-private-window": "control panel", "resync-dns-zone": "DNS",
    "check-php-version": "PHP errors", "send-magic-link": "account access",
    "purge-opcache": "deployments", "increase-php-memory-limit": "PHP errors",
}
