"""Hand-written content for the blind dreaming split "e".

Each user: tenant, user id, start date, list of sessions. A session is
(day offset, hour, topic, channel, messages, evidence) where messages alternate
user / assistant starting with the user, and evidence is True when the session
carries the repeated correction/preference (False: a session of the same user
without it). Rule users list their expected rules; one-off users have none.
"""

# ---------------------------------------------------------------- rule users
RULE_USERS = [
    {
        "tenant": "kestrel-devtools", "user": "marta.s", "start": "2026-03-02",
        "rules": [{"concept": "answer_style", "value": "short", "nameable": True,
                   "rule": "Keep answers short: give the command/setting, no long explanation"}],
        "sessions": [
            (0, 9, "cli login", "chat", [
                "how do I log the CLI into the EU region?",
                "Great question! The Kestrel CLI supports multiple regions. Regions are isolated deployments, "
                "and your account lives in exactly one of them. When you run the login command without a region "
                "flag, the CLI defaults to the US endpoint, which is why you might see an 'unknown account' error. "
                "To fix this you can either set the KESTREL_REGION environment variable or pass the --region flag. "
                "Here is some background on how region routing works internally...",
                "honestly I just need the command, not the whole story",
                "Sure: `kestrel login --region eu`",
                "thx",
                "You're welcome!",
            ], True),
            (6, 14, "webhook retries", "chat", [
                "do webhooks get retried if my endpoint is down?",
                "Yes, failed deliveries are retried with exponential backoff for up to 24 hours.",
                "ok and can I see the failed ones somewhere",
                "Yes: Settings > Webhooks > Deliveries, filter by status 'failed'.",
                "perfect",
                "Glad to help.",
            ], False),
            (11, 10, "token rotation", "chat", [
                "need to rotate the deploy token for our CI",
                "Absolutely, happy to walk you through it. Token rotation is an important security practice. "
                "First, let's review the types of tokens Kestrel offers: personal tokens, deploy tokens and "
                "service tokens. Deploy tokens are scoped to a single project and... (several paragraphs follow)",
                "again, way too long. one line please",
                "`kestrel tokens rotate --type deploy --project <id>` - the old token stays valid for 1 hour.",
                "good, that's all I needed",
                "Anything else, just ask.",
            ], True),
            (18, 16, "cache purge", "email", [
                "Hi, quick one - how do I purge the build cache for one branch? Short answer is fine, "
                "I don't have time for a tutorial.",
                "`kestrel cache purge --branch <name>`",
                "worked, cheers",
                "Great!",
            ], True),
            (25, 11, "env vars", "chat", [
                "how do I copy env vars from staging to prod",
                "There are a few approaches worth considering. Environment variables in Kestrel are stored "
                "per environment and encrypted at rest. Before copying, you should think about which values "
                "differ between environments, for example database URLs, API keys, feature flags...",
                "stop, stop. TL;DR me. command only",
                "`kestrel env copy --from staging --to prod --dry-run` (drop --dry-run to apply).",
                "ty",
                "Anytime.",
            ], True),
        ],
    },
    {
        "tenant": "ostara-logistics", "user": "d.okafor", "start": "2026-03-09",
        "rules": [{"concept": "contact_channel", "value": "phone", "nameable": True,
                   "rule": "Contact this user by phone call rather than e-mail"}],
        "sessions": [
            (0, 8, "customs hold", "chat", [
                "Shipment OST-44821 has been on customs hold in Rotterdam for 3 days, what's going on?",
                "The broker is missing a commercial invoice. I'll email you the list of documents they need.",
                "could you ring me instead of emailing? I'm on the warehouse floor all day and never see my inbox",
                "Of course. What number should we call?",
                "+44 7700 900123, any time before 5",
                "Noted, a colleague will call you within the hour.",
            ], True),
            (9, 13, "label printer", "chat", [
                "the label printer templates lost our logo after the update",
                "That's a known issue with version 4.2; re-uploading the logo under Templates > Branding fixes it.",
                "done, it's back",
                "Great, thanks for confirming.",
            ], False),
            (16, 9, "invoice dispute", "chat", [
                "We were billed twice for pallet storage in March.",
                "I can see the duplicate line. I'll send you a written summary by email once finance confirms the credit.",
                "please, a phone call is better for me than an email. I really don't read them",
                "Understood, finance will phone you when the credit is booked.",
                "great",
                "Talk soon.",
            ], True),
            (23, 15, "route change", "chat", [
                "Can we move Thursday pickups to Wednesday from next month?",
                "Yes, that's possible. Shall I send the updated schedule as a PDF to your email?",
                "no, just give me a call and read it out, I won't open the mail. phone is always best",
                "Sure, I'll call you this afternoon with the new schedule.",
                "cheers",
                "You're welcome.",
            ], True),
            (33, 10, "damaged goods", "chat", [
                "Two cartons arrived crushed at the Leeds depot",
                "Sorry about that. Please upload photos in the claim form; we will follow up with the carrier "
                "and get back to you by email.",
                "photos uploaded. and like I keep saying, call me, don't email - my mobile's on the account",
                "Apologies. The claims team will call your mobile tomorrow morning.",
                "ok",
                "Thanks for your patience.",
            ], True),
        ],
    },
    {
        "tenant": "ostara-logistics", "user": "h.tanaka", "start": "2026-03-04",
        "rules": [{"concept": "date_format", "value": "ISO 8601", "nameable": True,
                   "rule": "Write dates as YYYY-MM-DD (ISO 8601)"}],
        "sessions": [
            (0, 7, "delivery window", "chat", [
                "When will container MSKU 204418 reach Felixstowe?",
                "The vessel is expected on 03/12/2026, with unloading the following day.",
                "is that 3 December or 12 March? dates like 2026-03-12 please, I work with colleagues in Japan and the US",
                "Sorry for the ambiguity: arrival 2026-03-12, unloading 2026-03-13.",
                "thank you",
                "You're welcome.",
            ], True),
            (8, 9, "report export", "chat", [
                "The monthly KPI report shows on-time delivery 87%, but our own count says 91%",
                "The report counts partial deliveries as late. You can switch that in Reports > Settings > "
                "'Partial counts as on time'.",
                "ah, that's it. thanks",
                "Glad it's sorted.",
            ], False),
            (15, 8, "booking cutoff", "chat", [
                "what's the booking cutoff for the April sailing?",
                "Cutoff is April 2, 2026 at 12:00 local time, sailing on April 6.",
                "again, could you write the year first - 2026-04-02. the month names get lost in translation for my team",
                "Of course: cutoff 2026-04-02 12:00, sailing 2026-04-06.",
                "perfect",
                "Anytime.",
            ], True),
            (22, 10, "demurrage", "email", [
                "Hello, how many free days do we have before demurrage starts on the Hamburg containers?",
                "You have 5 free days; charges start on 28.03.2026.",
                "Please use the international format, year-month-day. 28.03 vs 03/28 has already caused one mistake here.",
                "Noted: charges start on 2026-03-28.",
                "Thanks.",
                "My pleasure.",
            ], True),
            (34, 14, "customs entry", "chat", [
                "Which date will the customs entry show, booking or arrival?",
                "It shows the arrival date, e.g. 4/9/26 for the next container.",
                "yyyy-mm-dd!! every time. 2026-04-09 is what I need to see",
                "Apologies: 2026-04-09, the arrival date.",
                "ok thanks",
                "Thank you for your patience.",
            ], True),
        ],
    },
    {
        "tenant": "brightpath-hr", "user": "lea.bernard", "start": "2026-04-01",
        "rules": [{"concept": "language", "value": "French", "nameable": True,
                   "rule": "Reply in French"}],
        "sessions": [
            (0, 9, "payslip upload", "chat", [
                "Bonjour, les bulletins de paie de mars ne s'affichent pas pour nos employés.",
                "Hello! The March payslips were uploaded with the wrong period tag. You can fix it under Payroll > Documents.",
                "Merci, mais pourriez-vous me répondre en français ? Je suis plus à l'aise.",
                "Bien sûr. Les bulletins de mars ont été importés avec la mauvaise période : corrigez-la dans Paie > Documents.",
                "Parfait, merci beaucoup.",
                "Avec plaisir !",
            ], True),
            (10, 14, "leave balance", "chat", [
                "Le solde de congés d'une salariée est négatif depuis hier, c'est normal ?",
                "This happens when leave is approved before the accrual runs. It will correct itself on the 1st.",
                "En français s'il vous plaît, comme la dernière fois.",
                "Pardon. Cela arrive quand un congé est validé avant le calcul des droits ; le solde se corrige le 1er du mois.",
                "D'accord, merci.",
                "Bonne journée !",
            ], True),
            (17, 11, "sso setup", "email", [
                "Bonjour, nous voulons activer la connexion SSO avec Azure AD. Par où commencer ?",
                "Bonjour ! Allez dans Paramètres > Sécurité > SSO et téléchargez le fichier de métadonnées.",
                "C'est fait, ça marche.",
                "Super, merci pour le retour.",
            ], False),
            (27, 10, "export", "chat", [
                "L'export des absences en Excel plante au-delà de 500 lignes.",
                "Thanks for reporting. We're aware of this; a fix ships Thursday. Meanwhile export by month.",
                "Encore en anglais... Merci de toujours m'écrire en français, je transfère vos réponses à mon équipe.",
                "Toutes mes excuses. Nous connaissons le problème ; un correctif arrive jeudi. En attendant, exportez mois par mois.",
                "Merci.",
                "Je vous en prie.",
            ], True),
            (38, 15, "new hire", "chat", [
                "Comment ajouter un nouvel employé qui commence le 15 ?",
                "Go to People > Add person and set the start date; onboarding tasks are created automatically.",
                "I prefer French please - je vous l'ai déjà demandé plusieurs fois.",
                "Désolé. Allez dans Personnes > Ajouter et indiquez la date d'arrivée ; les tâches d'intégration se créent automatiquement.",
                "Merci.",
                "Bonne fin de journée.",
            ], True),
        ],
    },
    {
        "tenant": "brightpath-hr", "user": "n.adeyemi", "start": "2026-04-06",
        "rules": [{"concept": "answer_style", "value": "detailed", "nameable": True,
                   "rule": "Give detailed step-by-step answers with the reasoning, not one-liners"}],
        "sessions": [
            (0, 10, "overtime rules", "chat", [
                "How do I set up overtime at 1.5x after 40 hours?",
                "Time > Rules > Overtime.",
                "that's a bit thin. can you walk me through it step by step? I'm new to this admin stuff",
                "Sure. 1) Open Time > Rules. 2) Click 'New overtime rule'. 3) Set threshold 40 hours per week. "
                "4) Set multiplier 1.5. 5) Assign it to the pay groups it applies to. It applies from the next pay period.",
                "much better, thanks",
                "You're welcome!",
            ], True),
            (9, 13, "approval chain", "chat", [
                "Expense approvals skip the finance step for some people",
                "Check their department.",
                "I need more than that. Which setting, where, and why would it skip? Please explain properly",
                "The approval chain is set per department. People in departments without a finance approver "
                "skip that step. Go to Settings > Approvals, open each department, and add a finance approver; "
                "pending expenses are re-routed within a few minutes.",
                "ok got it now",
                "Great.",
            ], True),
            (16, 9, "holiday calendar", "chat", [
                "can we have a different public holiday calendar for our Lagos office?",
                "Yes - each location can have its own calendar. Go to Locations > Lagos > Holidays and pick 'Nigeria', "
                "or upload your own list.",
                "great, done",
                "Perfect.",
            ], False),
            (28, 11, "contract templates", "chat", [
                "Contract templates don't fill in the salary",
                "Use the {{salary}} field.",
                "Again a one-liner :( Where do I put it, and what if it still shows blank? I'd rather have the full explanation",
                "Open Documents > Templates, edit the contract, and insert the merge field {{compensation.salary}} "
                "(not {{salary}}, that was the old name). It stays blank when the person has no active compensation "
                "record, so check People > Compensation first. Then regenerate the document.",
                "that was the problem, thanks",
                "Glad it helped.",
            ], True),
            (36, 14, "audit log", "email", [
                "Hi, who changed a salary last week? Please be thorough in the answer, the short replies don't help me.",
                "The Audit log (Settings > Audit) lists every change with user, time, old and new value. Filter by "
                "'Compensation' and the employee's name; export to CSV if you need it for HR records. Only admins see it.",
                "found it, thank you",
                "You're welcome.",
            ], True),
        ],
    },
    {
        "tenant": "kestrel-devtools", "user": "r.iyer", "start": "2026-03-16",
        "rules": [{"concept": "python_examples", "value": "Python", "nameable": False,
                   "rule": "Give code examples in Python (not JavaScript/Node)"}],
        "sessions": [
            (0, 15, "api pagination", "chat", [
                "How do I page through all builds via the API?",
                "Use the cursor: ```js\nlet cursor; do { const r = await fetch(`/v1/builds?cursor=${cursor}`); ... } while (cursor);\n```",
                "could you show that in Python? we don't use Node anywhere",
                "Sure: ```python\ncursor = None\nwhile True:\n    r = requests.get(url, params={'cursor': cursor}).json()\n    ...\n    cursor = r.get('next')\n    if not cursor: break\n```",
                "thanks, that works",
                "Great!",
            ], True),
            (8, 10, "rate limit", "chat", [
                "We hit 429s when triggering many builds",
                "The limit is 60 requests/minute per token. Retry with the Retry-After header, e.g. "
                "```javascript\nawait sleep(res.headers.get('retry-after') * 1000)\n```",
                "again JS... python snippets please, our whole tooling is python",
                "Sorry: ```python\ntime.sleep(int(r.headers['Retry-After']))\n```",
                "ta",
                "You're welcome.",
            ], True),
            (14, 11, "artifact retention", "chat", [
                "How long do you keep build artifacts?",
                "30 days by default, configurable up to 365 days in project settings.",
                "ok thanks",
                "Anytime.",
            ], False),
            (24, 16, "webhook signature", "chat", [
                "how do I verify the webhook signature?",
                "Compute an HMAC-SHA256 of the raw body with your secret: ```ts\nconst sig = crypto.createHmac('sha256', secret)...\n```",
                "we're a python shop, I asked before - examples in python please, not typescript",
                "Apologies: ```python\nhmac.compare_digest(hmac.new(secret, body, 'sha256').hexdigest(), header)\n```",
                "thanks",
                "Good luck!",
            ], True),
        ],
    },
    {
        "tenant": "ostara-logistics", "user": "k.nowak", "start": "2026-04-13",
        "rules": [{"concept": "metric_units", "value": "metric", "nameable": False,
                   "rule": "Use metric units (kg, cm, km), not pounds/inches/miles"}],
        "sessions": [
            (0, 9, "pallet limits", "chat", [
                "What's the max pallet weight for the express service?",
                "Express pallets can weigh up to 2,200 lb, with a maximum height of 63 inches.",
                "in kilograms and centimetres please, nobody here thinks in pounds",
                "Sure: up to 1,000 kg and 160 cm high.",
                "thanks",
                "You're welcome.",
            ], True),
            (12, 13, "van route", "chat", [
                "How far is the Gdansk depot from the port terminal for routing?",
                "About 9 miles, roughly 25 minutes by van.",
                "metric please, km! we're in Poland :)",
                "About 14 km, roughly 25 minutes.",
                "ok",
                "Anything else?",
            ], True),
            (20, 10, "tracking", "chat", [
                "Tracking hasn't updated since yesterday for OST-55210",
                "The scanner at the hub was offline; it's fixed and events will backfill within the hour.",
                "good, I see them now",
                "Great.",
            ], False),
            (30, 14, "parcel size", "email", [
                "Hello, what are the size limits for a standard parcel?",
                "Standard parcels: up to 70 lbs and 108 inches length plus girth.",
                "Again imperial units. Please always give me kg/cm, I have to convert everything otherwise.",
                "Apologies: up to 31.5 kg and 300 cm length plus girth.",
                "thanks",
                "Thank you for your patience.",
            ], True),
        ],
    },
    {
        "tenant": "kestrel-devtools", "user": "p.lindqvist", "start": "2026-03-23",
        "rules": [{"concept": "clear_cache", "value": None, "nameable": False,
                   "rule": "Do not suggest clearing the browser cache/cookies; the user has always tried it already"}],
        "sessions": [
            (0, 10, "dashboard blank", "chat", [
                "The deploy dashboard is blank for me since this morning",
                "Could you try clearing your browser cache and cookies and reloading?",
                "I already did that, it's always the first thing I try. please don't suggest clearing the cache",
                "Understood. Let me check the account: your org was moved to a new cluster; logging out and in "
                "again refreshes the endpoint.",
                "that did it",
                "Great!",
            ], True),
            (9, 15, "logs missing", "chat", [
                "Build logs stop halfway through for long builds",
                "Logs over 50 MB are truncated in the UI; download the full log from the build page.",
                "ah ok",
                "Anything else?",
            ], False),
            (17, 11, "login loop", "chat", [
                "I get bounced back to the login page after SSO",
                "This is often a stale session: please clear your cookies for kestrel.dev and try again.",
                "Again with the cookies. I've wiped them, tried incognito, different browser. Give me something else",
                "Sorry. Your IdP sends the email claim in upper case, which doesn't match; I've normalised it on our side.",
                "works now",
                "Thanks for your patience.",
            ], True),
            (26, 9, "styles broken", "chat", [
                "The settings page looks broken, no styles at all",
                "A hard refresh and clearing the cache usually fixes missing stylesheets.",
                "Every time! Stop telling me to empty the cache, I'm not a beginner. It's broken for my whole team",
                "Apologies. Our CDN served a bad asset to the EU region; it's been purged, please reload.",
                "ok, fixed",
                "Thanks for reporting.",
            ], True),
        ],
    },
    {
        "tenant": "brightpath-hr", "user": "j.weber", "start": "2026-04-20",
        "rules": [{"concept": "workspace_naming", "value": "Mandant", "nameable": False,
                   "rule": "Call the units 'Mandanten' (clients), not 'Firmen'/'companies'"}],
        "sessions": [
            (0, 8, "neue Einheit", "chat", [
                "Hallo, wie lege ich für unsere neue Tochter eine eigene Einheit an?",
                "Hallo! Unter Verwaltung > Firmen können Sie eine neue Firma anlegen.",
                "Bei uns heißen die Mandanten, nicht Firmen - so steht es auch in unserer Doku. Bitte so nennen.",
                "Verstanden: Unter Verwaltung > Firmen legen Sie einen neuen Mandanten an.",
                "Danke.",
                "Gern geschehen.",
            ], True),
            (10, 13, "Urlaubsantrag", "chat", [
                "Urlaubsanträge kommen bei der Vertretung nicht an",
                "Die Vertretung muss im Profil hinterlegt sein: Person > Abwesenheiten > Vertretung.",
                "ah, das fehlte. danke",
                "Gern.",
            ], False),
            (18, 10, "Rechte", "chat", [
                "Ein Teamleiter sieht die Gehälter einer anderen Einheit",
                "Die Rolle 'Teamleitung' gilt standardmäßig firmenübergreifend. Schränken Sie sie pro Firma ein.",
                "Wie gesagt: Mandant, nicht Firma. Unsere Leute verstehen sonst nicht, was gemeint ist.",
                "Entschuldigung. Die Rolle 'Teamleitung' gilt standardmäßig mandantenübergreifend; schränken Sie sie je Mandant ein.",
                "ok, danke",
                "Bitte sehr.",
            ], True),
            (29, 15, "Export", "email", [
                "Guten Tag, kann ich die Lohnjournale aller Einheiten in einem Export bekommen?",
                "Ja: Berichte > Lohnjournal, dort 'alle Firmen' auswählen.",
                "Bitte in Antworten an uns immer 'Mandanten' schreiben, das Wort 'Firmen' verwirrt unsere Buchhaltung.",
                "Notiert: Berichte > Lohnjournal, dort 'alle Mandanten' auswählen.",
                "Danke.",
                "Gern geschehen.",
            ], True),
        ],
    },
    {
        "tenant": "kestrel-devtools", "user": "a.mensah", "start": "2026-04-07",
        "rules": [{"concept": "24h_time", "value": "24-hour", "nameable": False,
                   "rule": "Write times in 24-hour format (14:00, not 2pm)"}],
        "sessions": [
            (0, 11, "maintenance window", "chat", [
                "When is the maintenance window this weekend?",
                "Saturday from 10pm to 2am UTC.",
                "24-hour clock please, 22:00-02:00. am/pm trips me up every time",
                "Sure: Saturday 22:00 to Sunday 02:00 UTC.",
                "thanks",
                "You're welcome.",
            ], True),
            (7, 9, "scheduled builds", "chat", [
                "My nightly build didn't run",
                "The cron expression '0 2 * * *' runs at 2 AM UTC; your project timezone is set to Accra, "
                "so it ran at 2:00 AM local.",
                "ah ok, found it in the history",
                "Great.",
            ], False),
            (15, 14, "support hours", "chat", [
                "what are your phone support hours?",
                "Phone support is available 8 AM to 6 PM CET on weekdays.",
                "again with AM/PM, could you write it as 08:00-18:00? thanks",
                "Of course: 08:00-18:00 CET, Monday to Friday.",
                "cheers",
                "Anytime.",
            ], True),
            (31, 10, "incident", "chat", [
                "was there an outage this morning? our deploys failed",
                "Yes, between 9:15 a.m. and 10:40 a.m. UTC deploys were failing due to a registry issue.",
                "09:15-10:40 - like I said before, I prefer the 24h format. ok so it's fixed?",
                "Yes, fixed since 10:40 UTC; failed deploys can be retried.",
                "ok",
                "Sorry for the trouble.",
            ], True),
        ],
    },
    {
        "tenant": "brightpath-hr", "user": "sofia.g", "start": "2026-03-10",
        "rules": [
            {"concept": "language", "value": "Spanish", "nameable": True, "rule": "Reply in Spanish",
             "sessions": [0, 1, 3, 4]},
            {"concept": "bullet_points", "value": None, "nameable": False,
             "rule": "Write answers as short prose, without bullet-point lists", "sessions": [1, 2, 4]},
        ],
        "sessions": [
            (0, 9, "nóminas", "chat", [
                "Hola, no puedo descargar las nóminas de febrero en PDF.",
                "Hi! The PDF export needs the 'Payroll viewer' role. An admin can add it under Roles.",
                "¿Me puedes contestar en español, por favor? Así lo entiendo mejor.",
                "Claro. La exportación en PDF necesita el rol 'Visor de nóminas'; un administrador puede añadirlo en Roles.",
                "Gracias.",
                "¡De nada!",
            ], True),
            (8, 14, "vacaciones", "chat", [
                "¿Cómo configuro 23 días de vacaciones para el equipo de Madrid?",
                "Sure:\n- Go to Policies\n- Click Leave\n- Set 23 days\n- Assign to Madrid",
                "En español, y sin tantas viñetas por favor; prefiero un párrafo normal.",
                "Entra en Políticas, abre Ausencias, fija 23 días y asígnalo al equipo de Madrid; se aplica desde el próximo mes.",
                "Perfecto.",
                "¡Un saludo!",
            ], True),
            (17, 11, "fichajes", "chat", [
                "Los fichajes del móvil no guardan la ubicación",
                "Hay que activar la geolocalización:\n• Ajustes\n• Fichaje\n• Ubicación obligatoria\n• Guardar",
                "otra vez la lista con puntos... escríbemelo en una frase, que lo copio al chat del equipo",
                "Activa 'Ubicación obligatoria' en Ajustes > Fichaje y guarda; los próximos fichajes ya guardarán la ubicación.",
                "vale, gracias",
                "¡A ti!",
            ], True),
            (26, 10, "bajas", "chat", [
                "¿Dónde subo el parte de baja de una empleada?",
                "In her profile under Absences > Documents.",
                "En español por favor, ya te lo he pedido antes.",
                "Perdona: en su perfil, en Ausencias > Documentos.",
                "Gracias.",
                "De nada.",
            ], True),
            (35, 16, "organigrama", "email", [
                "Hola, el organigrama no muestra a los nuevos responsables.",
                "Hi Sofia,\n- The org chart refreshes nightly\n- Managers must be set in each profile\n- Check 'Reports to'",
                "Sofía de nuevo: respóndeme siempre en castellano, y nada de listas de viñetas, por favor, mejor texto seguido.",
                "El organigrama se actualiza cada noche y toma el responsable del campo 'Depende de' de cada perfil; "
                "revísalo y mañana aparecerán los nuevos responsables.",
                "Gracias.",
                "¡Un saludo!",
            ], True),
        ],
    },
    {
        "tenant": "kestrel-devtools", "user": "giulia.r", "start": "2026-05-04",
        "rules": [{"concept": "emoji", "value": None, "nameable": False,
                   "rule": "No emojis in replies; keep a plain, professional tone"}],
        "sessions": [
            (0, 10, "billing seats", "chat", [
                "Can I reduce the number of seats mid-month?",
                "Absolutely! 🎉 You can reduce seats anytime 🙌 and the credit shows up on your next invoice 💸",
                "Per favore, niente emoji. This goes into our audit file and it looks unprofessional.",
                "Understood. You can reduce seats at any time; the credit appears on your next invoice.",
                "thanks",
                "You're welcome.",
            ], True),
            (11, 15, "invoice vat", "chat", [
                "Our invoices are missing the VAT number",
                "Add it under Billing > Company details; new invoices will include it, and we can reissue last month's.",
                "please reissue April's",
                "Done, it's in your billing inbox.",
            ], False),
            (19, 9, "plan upgrade", "chat", [
                "What changes if we move to the Team plan?",
                "Great news 😄! Team gives you SSO 🔐, audit logs 📜 and priority support 🚀!",
                "again the emojis... please keep replies plain text, no smileys",
                "Sorry. The Team plan adds SSO, audit logs and priority support.",
                "ok",
                "Anything else?",
            ], True),
            (33, 14, "refund", "email", [
                "Hello, we were charged for a cancelled add-on.",
                "Oh no 😬 sorry about that! Refund is on its way 👍",
                "Thanks. As I've said twice already: no emoji in your messages to us, please.",
                "Apologies. The refund has been issued and should arrive within 5 business days.",
                "thanks",
                "Regards.",
            ], True),
        ],
    },
]

# ------------------------------------------------------------- one-off users
ONEOFF_USERS = [
    {   # one preference each, never repeated, different concepts
        "tenant": "kestrel-devtools", "user": "m.fischer", "start": "2026-03-05",
        "sessions": [
            (0, 10, "build minutes", "chat", [
                "How many build minutes are left this month?",
                "You've used 1,840 of 3,000 minutes; the counter resets on the 1st. You can see a breakdown per "
                "project in Usage, and set an alert at 80% so you're not surprised...",
                "keep it short please",
                "1,160 minutes left.",
                "ok",
                "Anything else?",
            ]),
            (12, 14, "ssh keys", "chat", [
                "Our deploy key stopped working after we rotated it on GitHub",
                "The new public key must also be added in Kestrel: Project > Deploy keys.",
                "added, works",
                "Great.",
            ]),
            (24, 9, "invoice copy", "chat", [
                "Can you email me a copy of the March invoice? I lost it",
                "Sent to the billing address on file.",
                "got it, thanks",
                "You're welcome.",
            ]),
        ],
    },
    {   # polite requests full of cue words ("please", "again") about different problems
        "tenant": "brightpath-hr", "user": "c.dubois", "start": "2026-04-02",
        "sessions": [
            (0, 9, "2fa reset", "chat", [
                "Please reset the two-factor for our accountant, she got a new phone",
                "Done: she'll be asked to enrol a new device at next login.",
                "thanks",
                "You're welcome.",
            ]),
            (9, 11, "calendar sync", "chat", [
                "The Outlook calendar sync failed again overnight",
                "The Microsoft token expired; reconnect under Integrations > Outlook.",
                "reconnected, it's syncing",
                "Great.",
            ]),
            (21, 15, "duplicate invoice", "chat", [
                "Please cancel the duplicate invoice INV-2291, we were billed twice",
                "Cancelled; the credit note is in your billing inbox.",
                "perfect, thank you",
                "Anytime.",
            ]),
        ],
    },
    {   # one date-format remark and one language remark, each once
        "tenant": "ostara-logistics", "user": "y.park", "start": "2026-03-18",
        "sessions": [
            (0, 8, "eta", "chat", [
                "ETA for booking OST-70012?",
                "Estimated arrival 05/04/2026.",
                "ISO please, 2026-05-04?",
                "Yes: 2026-05-04.",
                "thanks",
                "You're welcome.",
            ]),
            (11, 13, "address change", "chat", [
                "We moved warehouses, how do I change the default pickup address?",
                "Settings > Locations > Default pickup. Existing bookings keep the old address.",
                "done",
                "Great.",
            ]),
            (25, 10, "korean docs", "chat", [
                "Is there a Korean version of the shipper guide?",
                "Not yet, only English and German. Shall I answer in Korean from now on?",
                "no, English is fine for me, it's for a new colleague",
                "Understood. I'll let you know when the Korean guide is out.",
                "thanks",
                "Anytime.",
            ]),
        ],
    },
    {   # third parties' preferences, and a hypothetical
        "tenant": "brightpath-hr", "user": "e.rossi", "start": "2026-04-14",
        "sessions": [
            (0, 10, "manager access", "chat", [
                "My manager wants to approve timesheets from her phone",
                "She can use the mobile app; approvals are under Inbox.",
                "she prefers phone calls over the app honestly, but I'll tell her. for me chat is fine",
                "Sure, let me know if she needs help.",
                "thanks",
                "You're welcome.",
            ]),
            (13, 14, "german payslips", "chat", [
                "One of our employees in Munich wants his payslip in German",
                "Set his document language to German in his profile; next payslips will be German.",
                "great, done",
                "Perfect.",
            ]),
            (27, 9, "contract end", "chat", [
                "If we didn't renew in December, what would happen to our data?",
                "It stays exportable for 90 days after the end of the contract, then it's deleted.",
                "good to know, we're renewing anyway",
                "Great to hear.",
            ]),
        ],
    },
    {   # statements about the user's own behaviour, not preferences for the assistant
        "tenant": "ostara-logistics", "user": "b.kowalski", "start": "2026-05-06",
        "sessions": [
            (0, 9, "rejected booking", "chat", [
                "My booking got rejected, no reason given",
                "The HS code was missing on the commercial invoice. Next time, adding it up front avoids the rejection.",
                "ok, next time I'll add the HS codes before submitting",
                "Perfect.",
            ]),
            (10, 15, "weight mismatch", "chat", [
                "Carrier says our pallet was 40 kg heavier than declared",
                "Their scale reading was 612 kg vs 572 declared; you can dispute it with a weighbridge ticket.",
                "don't worry, I'll just pay the surcharge this time",
                "Understood.",
            ]),
            (23, 11, "api key", "chat", [
                "Where do I find the API key for the booking integration?",
                "Settings > Developers > API keys; keys are shown only once at creation.",
                "found it, thanks!",
                "Anytime.",
            ]),
        ],
    },
]
