"""Cue words and the nameable concepts' words in about forty more languages, as data (pure).

``cues`` and ``vocabulary`` were grown language by language from the sets they were tuned
on, and a wish worded in any other language made no statement at all (no cue word) or one
nothing names. Here the same functions, one table per language, for the most-used
languages they did not cover: Arabic, Persian, Urdu, Hebrew, Hindi, Marathi, Bengali,
Gujarati, Punjabi, Tamil, Telugu, Kannada, Thai, Vietnamese, Malay, Tagalog, Swahili,
Amharic, Hausa, Yoruba, Finnish, Danish, Norwegian, Swedish, Dutch, Italian, Portuguese,
Catalan, Slovak, Croatian/Serbian, Bulgarian, Ukrainian, Russian, Polish, Turkish, Chinese
and Korean (the concept words some of them lacked). Each class is the function, worded
the way the language does: "please", "always / next time / from now on", "again / as
usual / as I said", "not / only / instead of", "prefer / better", and for the concepts:
contact by phone or by email, answer brevity or detail ("too long", "step by step").

Words are matched between word boundaries; ``UNSPACED`` holds the scripts written without
spaces (Thai), matched anywhere. Short words that are common words of another language
("ne", "si", "tu", "la") are left out. Arabic-script words are listed with the clitics they
take (``و``, ``ب``) where those matter.
"""

from __future__ import annotations

# (class -> language -> alternation). Joined below into one alternation per class.
_SPACED: dict[str, dict[str, str]] = {
    "request": {
        "ar": r"من فضلك|من فضلكم|رجاء|رجاءً|لو سمحت|لو سمحتم|أرجو|ارجو|يرجى",
        "fa": r"لطفا|لطفاً|خواهش می‌کنم|خواهشا|خواهشاً",
        "ur": r"براہ کرم|براہِ کرم|مہربانی",
        "he": r"בבקשה|אנא",
        "hi": r"कृपया|ज़रा|जरा|प्लीज़",
        "mr": r"कृपया|कृपा करून",
        "bn": r"অনুগ্রহ করে|দয়া করে|প্লিজ",
        "gu": r"કૃપા કરીને|મહેરબાની",
        "pa": r"ਕਿਰਪਾ ਕਰਕੇ",
        "ta": r"தயவுசெய்து|தயவு செய்து",
        "te": r"దయచేసి",
        "kn": r"ದಯವಿಟ್ಟು",
        "vi": r"giúp (?:tôi|em|anh|chị|mình)|nhé|nha",
        "ms": r"tolong|mohon|sila|boleh tak",
        "tl": r"pakiusap|paki(?:sagot|bigay|padala|check|ayos|lagay|sulat|gawa|tingin|send)\w*|"
        r"pwede po|puwede po|pwede ba",
        "sw": r"tafadhali|naomba|ningependa",
        "am": r"እባክህ|እባክሽ|እባክዎ|እባካችሁ",
        "ha": r"don allah|don Allah",
        "yo": r"jọwọ|jowo",
        "fi": r"ole hyvä|olkaa hyvä|voisitko|voisitteko|pyydän|haluan|tarvitsen",
        "da": r"venligst|vær sød at|vil du|kunne du|jeg vil gerne",
        "no": r"vennligst|vær så snill|kunne du|jeg vil gjerne|ver så snill|eg vil gjerne",
        "ca": r"si us plau|sisplau|podríeu|podries|podeu",
        "sk": r"prosím|prosíme|môžete|mohli by ste",
        "hr": r"molim|molimo|možete li|biste li",
        "bg": r"моля|бихте ли",
    },
    "standing": {
        "ar": r"دائما|دائماً|أبدا|أبداً|في المرة القادمة|المرة القادمة|من الآن فصاعدا|من الآن|كل مرة|"
        r"في كل مرة",
        "fa": r"همیشه|هرگز|دفعه بعد|از این به بعد|از حالا|هر بار",
        "ur": r"ہمیشہ|کبھی نہیں|اگلی بار|اب سے|ہر بار",
        "he": r"תמיד|אף פעם|בפעם הבאה|מעכשיו|מהיום|כל פעם",
        "hi": r"हमेशा|कभी नहीं|अगली बार|अब से|हर बार|आगे से",
        "mr": r"नेहमी|कधीही|पुढच्या वेळी|यापुढे|दर वेळी",
        "bn": r"সবসময়|সবসময়|কখনো না|পরের বার|এখন থেকে|প্রতিবার",
        "gu": r"હંમેશા|ક્યારેય નહીં|આગલી વખતે|હવેથી|દર વખતે",
        "pa": r"ਹਮੇਸ਼ਾ|ਅਗਲੀ ਵਾਰ|ਹਰ ਵਾਰ",
        "ta": r"எப்போதும்|அடுத்த முறை|இனிமேல்|ஒவ்வொரு முறையும்",
        "te": r"ఎప్పుడూ|ఎల్లప్పుడూ|ఇకపై|ప్రతిసారీ",
        "kn": r"ಯಾವಾಗಲೂ|ಮುಂದಿನ ಸಲ|ಇನ್ನು ಮುಂದೆ|ಪ್ರತಿ ಸಲ",
        "vi": r"luôn luôn|từ giờ|từ nay|về sau|lần nào cũng|cứ",
        "ms": r"sentiasa|selalu|lain kali|mulai sekarang|mulai hari ini|setiap kali|"
        r"jangan sekali-kali",
        "tl": r"lagi|palagi|kailanman|sa susunod|mula ngayon|tuwing|simula ngayon",
        "sw": r"kila mara|daima|siku zote|wakati ujao|kuanzia sasa|kamwe",
        "am": r"ሁልጊዜ|ሁሌም|በሚቀጥለው ጊዜ",
        "ha": r"koyaushe|ko da yaushe",
        "yo": r"nigbagbogbo|nígbà gbogbo",
        "fi": r"aina|koskaan|jatkossa|jatkossakin|ensi kerralla|tästä lähtien|joka kerta|vastedes",
        "da": r"altid|aldrig|næste gang|fremover|fra nu af|hver gang|fremadrettet",
        "no": r"alltid|aldri|neste gang|fremover|heretter|hver gang|fra nå av|neste gong|"
        r"kvar gong|frå no av",
        "ca": r"sempre|la propera vegada|a partir d'ara|cada vegada|d'ara endavant",
        "sk": r"vždy|nikdy|nabudúce|odteraz|zakaždým|do budúcna",
        "hr": r"uvijek|uvek|nikad|nikada|sljedeći put|sledeći put|od sada|svaki put",
        "bg": r"винаги|никога|следващия път|отсега нататък|всеки път",
    },
    "recurrence": {
        "ar": r"مرة أخرى|مرة ثانية|من جديد|كالعادة|كما قلت|قلت لكم|قلت لك|كما ذكرت|ذكرت سابقا",
        "fa": r"دوباره|باز هم|مثل همیشه|گفته بودم|گفتم که",
        "ur": r"دوبارہ|پھر سے|جیسا میں نے کہا|ہمیشہ کی طرح",
        "he": r"שוב|כרגיל|כמו שאמרתי|כבר אמרתי",
        "hi": r"फिर से|दोबारा|जैसा मैंने कहा|हमेशा की तरह|पहले भी कहा",
        "mr": r"पुन्हा|नेहमीप्रमाणे|मी सांगितले होते",
        "bn": r"আবার|যেমন বলেছি|বরাবরের মতো",
        "gu": r"ફરીથી|હંમેશની જેમ",
        "pa": r"ਦੁਬਾਰਾ|ਫਿਰ ਤੋਂ",
        "ta": r"மீண்டும்|வழக்கம் போல",
        "te": r"మళ్ళీ|మళ్లీ|ఎప్పటిలాగే",
        "kn": r"ಮತ್ತೆ|ಎಂದಿನಂತೆ",
        "vi": r"như mọi lần|như lần trước|lại nữa|đã nói rồi|phải nhắc",
        "ms": r"lagi sekali|macam biasa|seperti biasa|dah cakap|sudah cakap",
        "tl": r"ulit|muli|gaya ng dati|sabi ko na|tulad ng dati",
        "sw": r"tena|kama kawaida|kama nilivyosema|nilishasema",
        "am": r"እንደገና|እንደተለመደው",
        "ha": r"kuma sake|kamar yadda na ce",
        "yo": r"lẹẹkansi|lekansi",
        "fi": r"taas|jälleen|uudestaan|kuten aina|kuten tavallista|kuten sanoin|sanoin jo|"
        r"kuten viimeksi",
        "da": r"igen|som altid|som sædvanlig|som jeg sagde|som aftalt|sidste gang|endnu en gang",
        "no": r"igjen|som vanlig|som alltid|som jeg sa|som avtalt|sist gang|som vanleg|som eg sa|"
        r"sist gong",
        "ca": r"una altra vegada|de nou|com sempre|com et vaig dir|com us vaig dir|l'última vegada",
        "sk": r"znova|znovu|opäť|ako obvykle|ako vždy|ako som (?:hovoril|hovorila|písal|písala)|"
        r"ako minule",
        "hr": r"opet|ponovno|ponovo|kao i obično|kao i uvijek|kao što sam rekao|kao što sam rekla",
        "bg": r"отново|пак|както обикновено|както винаги|както казах",
    },
    "reminder": {
        "ar": r"كالعادة|كما قلت|قلت لكم|قلت لك|كما ذكرت",
        "fa": r"مثل همیشه|گفته بودم",
        "ur": r"جیسا میں نے کہا|ہمیشہ کی طرح",
        "he": r"כרגיל|כמו שאמרתי|כבר אמרתי",
        "hi": r"जैसा मैंने कहा|हमेशा की तरह|पहले भी कहा",
        "mr": r"नेहमीप्रमाणे",
        "bn": r"যেমন বলেছি|বরাবরের মতো",
        "gu": r"હંમેશની જેમ",
        "ta": r"வழக்கம் போல",
        "te": r"ఎప్పటిలాగే",
        "kn": r"ಎಂದಿನಂತೆ",
        "vi": r"như mọi lần|như lần trước|như thường lệ|đã nói rồi",
        "ms": r"macam biasa|seperti biasa|dah cakap",
        "tl": r"gaya ng dati|sabi ko na|tulad ng dati",
        "sw": r"kama kawaida|kama nilivyosema",
        "am": r"እንደተለመደው",
        "fi": r"kuten aina|kuten tavallista|kuten sanoin|sanoin jo|kuten viimeksi|kuten sovittu",
        "da": r"som altid|som sædvanlig|som jeg sagde|som aftalt|sidste gang",
        "no": r"som vanlig|som alltid|som jeg sa|som avtalt|som vanleg|som eg sa",
        "ca": r"com sempre|com et vaig dir|com us vaig dir",
        "sk": r"ako obvykle|ako vždy|ako som (?:hovoril|hovorila)|ako minule",
        "hr": r"kao i obično|kao i uvijek|kao što sam rekao|kao što sam rekla",
        "bg": r"както обикновено|както винаги|както казах",
        # "remember", "don't forget" as an imperative: a first message with one says a wish
        # it was given before ("Recordeu-ho: ...", "you know the drill")
        "en": r"please remember|remember this|don'?t forget|do not forget|you know the drill|"
        r"keep in mind",
        "ca-remind": r"recordeu-ho|recorda-ho|recordeu|no oblideu|no t'oblidis|no us oblideu",
        "es-remind": r"recuérdalo|recuerde|no olvides|no olvide|no te olvides|no se olvide",
        "fr-remind": r"rappelle-toi|rappelez-vous|n'oublie pas|n'oubliez pas|je vous rappelle|"
        r"je te rappelle",
        "it-remind": r"ricordati|ricordatevi|si ricordi|non dimenticare|non dimenticate",
        "pt-remind": r"lembre-se|lembra-te|lembrem-se|não esqueça|não se esqueça|não te esqueças",
        "de-remind": r"denk dran|denken sie daran|vergiss nicht|vergessen sie nicht|"
        r"nicht vergessen",
        "nl-remind": r"onthoud|vergeet niet|denk eraan|denk erom",
        "pl-remind": r"pamiętaj|pamiętajcie|proszę pamiętać|nie zapomnij|nie zapomnijcie|"
        r"nie zapominaj|nie zapominajcie",
        "cs-remind": r"pamatujte|pamatuj|nezapomeňte|nezapomeň|připomínám",
        "sk-remind": r"pamätajte|pamätaj|nezabudnite|nezabudni|pripomínam",
        "sv-remind": r"kom ihåg|glöm inte",
        "no-remind": r"husk|hugs|ikke glem|ikkje gløym|glem ikke|gløym ikkje",
        "fi-remind": r"muista|muistakaa|älä unohda|älkää unohtako",
        "ru-remind": r"помните|запомните|не забудьте|не забывайте|напоминаю",
        "uk-remind": r"пам'ятайте|не забудьте|не забувайте|нагадую",
        "bg-remind": r"запомнете|не забравяйте|напомням",
        "hr-remind": r"zapamtite|ne zaboravite|ne zaboravi|podsjećam",
        "ro-remind": r"nu uitați|nu uita|țineți minte|rețineți",
        "hu-remind": r"ne felejtsd|ne felejtse|ne feledje|emlékeztetem|emlékeztetlek",
        "el-remind": r"μην ξεχνάτε|μην ξεχνάς|μην ξεχάσετε",
        "tr-remind": r"unutma|unutmayın|hatırlatırım|hatırlatayım",
        "ms-remind": r"jangan lupa|ingat ya",
        "tl-remind": r"tandaan|huwag kalimutan",
        "sw-remind": r"kumbuka|usisahau",
        "vi-remind": r"nhớ là|đừng quên",
        "hi-remind": r"याद रखें|याद रखना|भूलना मत|मत भूलना",
        "ar-remind": r"تذكر|تذكروا|لا تنس|لا تنسى|لا تنسوا",
        "he-remind": r"תזכור|תזכרו|אל תשכח|אל תשכחו",
        "fa-remind": r"یادت باشد|یادتان باشد|فراموش نکن|فراموش نکنید",
    },
    "correction": {
        "ar": r"لا|ليس|وليس|لست|بدلا من|بدلاً من|بدل|بدون|فقط|لا تستخدم|لا ترسل",
        "fa": r"نه|نکن|نکنید|نفرستید|فقط|بدون|به جای|بجای",
        "ur": r"نہیں|مت|صرف|کے بجائے|بغیر",
        "he": r"לא|אל|רק|בלי|במקום",
        "hi": r"नहीं|मत|सिर्फ|सिर्फ़|केवल|के बजाय|बिना",
        "mr": r"नको|नाही|फक्त|ऐवजी|शिवाय",
        "bn": r"না|শুধু|ছাড়া|বদলে|পরিবর্তে",
        "gu": r"નહીં|ના|માત્ર|ફક્ત|બદલે|વગર",
        "pa": r"ਨਹੀਂ|ਸਿਰਫ਼|ਬਿਨਾਂ",
        "ta": r"வேண்டாம்|இல்லை|மட்டும்|பதிலாக",
        "te": r"వద్దు|కాదు|మాత్రమే|బదులుగా",
        "kn": r"ಬೇಡ|ಅಲ್ಲ|ಮಾತ್ರ|ಬದಲು",
        "vi": r"không phải|chứ không|đừng|thay vì",
        "ms": r"jangan|bukan|tanpa|hanya|sahaja|daripada|tak nak",
        "tl": r"hindi|huwag|wag|sa halip|lamang",
        "sw": r"hapana|bila|badala ya|sitaki|usitume|usiandike",
        "am": r"አይደለም|አትላክ|ብቻ|ያለ",
        "ha": r"kawai|maimakon",
        "yo": r"kii ṣe|má ṣe|nikan",
        "fi": r"ei|älä|älkää|eikä|vain|pelkkä|pelkät|ilman|sen sijaan",
        "da": r"ikke|ingen|uden|i stedet for|i stedet",
        "no": r"ikke|ikkje|ingen|uten|utan|i stedet for|istedenfor|i staden for",
        "ca": r"només|sense|en lloc de|en comptes de",
        "sk": r"nie|iba|len|bez|namiesto",
        "hr": r"samo|bez|umjesto|umesto|nemojte|nemoj",
        "bg": r"не|само|без|вместо",
    },
    "preference": {
        "ar": r"أفضل|أفضّل|الأفضل|أسهل|أحسن",
        "fa": r"ترجیح می‌دهم|ترجیح میدم|بهتر است|بهتره",
        "ur": r"پسند|بہتر ہے|زیادہ پسند",
        "he": r"מעדיף|מעדיפה|עדיף",
        "hi": r"पसंद|बेहतर",
        "mr": r"आवडेल|चांगले",
        "bn": r"পছন্দ|ভালো হয়",
        "gu": r"પસંદ|વધુ સારું",
        "ta": r"விரும்புகிறேன்|நல்லது",
        "te": r"ఇష్టం|మంచిది",
        "kn": r"ಇಷ್ಟ|ಒಳ್ಳೆಯದು",
        "vi": r"tốt hơn|hay hơn|thích hơn|dễ hiểu hơn",
        "ms": r"lebih suka|lebih baik|lebih senang",
        "tl": r"mas gusto|mas mabuti|mas maganda",
        "sw": r"napendelea|ni bora|afadhali",
        "am": r"እመርጣለሁ|ይሻላል",
        "yo": r"mo fẹ́ràn|o dara ju",
        "fi": r"mieluummin|parempi|paremmin|haluaisin|suosin",
        "da": r"foretrækker|hellere|helst|bedre",
        "no": r"foretrekker|føretrekkjer|heller|helst|bedre|betre",
        "ca": r"prefereixo|millor|m'estimo més",
        "sk": r"radšej|preferujem|lepšie|chcel by som|chcela by som",
        "hr": r"radije|više volim|bolje|draže mi je",
        "bg": r"предпочитам|по-добре",
    },
}

# The nameable concepts' words (contact channel, answer style) in the same languages.
_CONCEPTS: dict[str, dict[str, str]] = {
    "phone": {
        "ar": r"اتصل بي|اتصلوا بي|اتصلي بي|يتصل بي|كلموني|كلمني|ر\u0651?ن\u0651?وا علي\u0651?|"
        r"رن علي|بالهاتف|على الهاتف|عبر الهاتف|هاتفيا|هاتفياً|تلفونيا|تلفونياً|بالتلفون|"
        r"بمكالمة|مكالمة هاتفية|اتصال هاتفي",
        "fa": r"تماس بگیرید|زنگ بزنید|به من زنگ|تلفنی|با تلفن",
        "ur": r"فون کریں|کال کریں|فون پر",
        "he": r"תתקשר אליי|תתקשרו אליי|תתקשרי אליי|בטלפון|טלפונית",
        "hi": r"फ़ोन करें|फोन करें|फ़ोन पर|फोन पर|कॉल करें|कॉल कीजिए",
        "mr": r"फोन करा|फोनवर",
        "bn": r"ফোন করুন|ফোনে|কল করুন",
        "gu": r"ફોન કરો|ફોન પર",
        "ta": r"அழையுங்கள்|தொலைபேசியில்|போன் பண்ணுங்க",
        "te": r"ఫోన్ చేయండి|ఫోన్‌లో",
        "kn": r"ಫೋನ್ ಮಾಡಿ|ಕರೆ ಮಾಡಿ",
        "vi": r"gọi cho (?:tôi|em|anh|chị|mình)|gọi điện|qua điện thoại",
        "ms": r"telefon saya|call saya|melalui telefon|panggilan telefon",
        "tl": r"tawagan (?:mo|niyo|ninyo) (?:ako|kami)|tumawag|sa telepono",
        "sw": r"nipigie simu|nipigie|kwa simu",
        "am": r"ደውሉልኝ|ደውልልኝ|በስልክ",
        "ha": r"kira ni|ta waya",
        "yo": r"pe mi|lori foonu",
        "fi": r"soita(?:kaa)? minulle|soittakaa|soita|puhelimitse|puhelimella|puhelu\w*",
        "da": r"ring til mig|ring mig op|ringe til mig|telefonisk|pr\. telefon|på telefon|opkald",
        "no": r"ring meg|ringe meg|på telefon|per telefon|telefonisk",
        "cs": r"zavolejte mi|zavolej mi|telefonicky|po telefonu|radši zavolat",
        "sv": r"ring mig|ringa mig|per telefon|via telefon|telefonsamtal",
        "nl": r"bel me|bel mij|telefonisch|per telefoon",
        "it": r"chiamami|mi chiami|chiamatemi|per telefono|telefonicamente",
        "pt": r"me liga|ligue-me|liga-me|me ligue|por telefone|telefonema",
        "ca": r"truca'm|truqueu-me|per telèfon",
        "sk": r"zavolajte mi|zavolaj mi|telefonicky|cez telefón",
        "hr": r"nazovite me|nazovi me|pozovite me|telefonom",
        "bg": r"обадете ми се|обади ми се|по телефона",
        "uk": r"зателефонуйте|подзвоніть мені|подзвони мені|по телефону|телефоном",
        "ru": r"позвоните|позвони мне|по телефону|звонком",
        "pl": r"zadzwoń|zadzwońcie|proszę dzwonić|telefonicznie",
        "tr": r"beni ara\w*|telefonla|telefon ile|telefonda",
    },
    "email": {
        "ar": r"بالبريد الإلكتروني|عبر البريد|بالإيميل|على الإيميل|راسلوني",
        "fa": r"با ایمیل|ایمیل بزنید|ایمیل بفرستید",
        "ur": r"ای میل کریں|ای میل پر",
        "he": r"במייל|באימייל|בדוא\"ל",
        "hi": r"ईमेल करें|ईमेल पर|ईमेल से",
        "bn": r"ইমেইল করুন|ইমেইলে",
        "vi": r"qua email|gửi email|qua thư",
        "ms": r"e-?mel saya|melalui e-?mel|emel saya",
        "tl": r"sa email|mag-email|i-email",
        "sw": r"kwa barua pepe|nitumie barua pepe",
        "fi": r"sähköpostilla|sähköpostitse|meilillä",
        "da": r"mail mig|pr\. mail|på mail|via mail",
        "no": r"på e-?post|per e-?post|send meg en e-?post|send meg ein e-?post",
        "cs": r"e-?mailem|mailem|pošlete (?:mi )?e-?mail|napište mi e-?mail",
        "sv": r"mejla mig|per mejl|via mejl|på mejl|per e-?post",
        "nl": r"mail me|mail mij|per e-?mail|per mail",
        "it": r"per e-?mail|via e-?mail|scrivetemi",
        "pt": r"por e-?mail|me mande um e-?mail",
        "ca": r"per correu",
        "sk": r"e-?mailom|mailom",
        "hr": r"e-?mailom|mailom|putem e-?maila",
        "bg": r"по имейл|по пощата",
        "uk": r"електронною поштою|на пошту|поштою",
        "ru": r"по почте|по e-?mail|на почту|электронной почтой",
        "pl": r"mailem|e-?mailem|napisz maila",
        "tr": r"e-?posta ile|mail ile|e-?postayla|mail at",
    },
    "concise": {
        "ar": r"باختصار|مختصر|مختصرة|باقتضاب|طويل جدا|طويلة جدا|طويل جداً|طويلة جداً",
        "fa": r"کوتاه‌تر|جواب کوتاه|خلاصه|مختصر|خیلی طولانی",
        "ur": r"مختصر|بہت لمبا|بہت طویل",
        "he": r"בקצרה|תשובה קצרה|תשובות קצרות|קצר יותר|ארוך מדי|תמציתי",
        "hi": r"संक्षेप में|संक्षिप्त|छोटा जवाब|छोटे जवाब|बहुत लंबा",
        "mr": r"थोडक्यात|खूप मोठे",
        "bn": r"সংক্ষেপে|সংক্ষিপ্ত|খুব লম্বা",
        "gu": r"ટૂંકમાં|ખૂબ લાંબુ",
        "ta": r"சுருக்கமாக|மிக நீளம்",
        "te": r"క్లుప్తంగా|చాలా పొడవు",
        "kn": r"ಸಂಕ್ಷಿಪ್ತವಾಗಿ",
        "vi": r"ngắn gọn|ngắn thôi|dài quá|quá dài|tóm tắt",
        "ms": r"ringkas|jawapan pendek|lebih pendek|terlalu panjang|singkat",
        "tl": r"maikling sagot|mas maikli|masyadong mahaba|sobrang haba",
        "sw": r"kwa ufupi|jibu fupi|majibu mafupi|ndefu sana|ndefu mno",
        "am": r"በአጭሩ",
        "fi": r"lyhyt vastaus|lyhyitä vastauksia|lyhyesti|lyhyemmin|lyhyempi|liian pitk\w*|"
        r"tiivistä|tiiviisti|tiiviimmin|tiivis vastaus|ytimek\w*|napak\w*|"
        r"pelkkä vastaus|pelkät vastaukset|vain vastaus",
        "da": r"korte? svar|kortere|kortfattet|for lang\w*|kun svaret|fat dig i korthed",
        "no": r"korte? svar|kortere|kortare|kortfattet|for lang\w*|bare svaret|berre svaret",
        "sv": r"korta? svar|kortare|kortfattad\w*|för lång\w*|bara svaret",
        "nl": r"korte antwoorden|kort antwoord|korter|beknopt\w*|te lang",
        "it": r"risposte brevi|risposta breve|in breve|più brev\w*|più cort\w*|troppo lung\w*|"
        r"concis\w*",
        "pt": r"respostas? curtas?(?! demais)|mais curt\w*|muito long\w*|resumid\w*|"
        r"direto ao ponto",
        "ca": r"resposta curta(?! demais)|respostes curtes|massa llarg\w*|breu",
        "sk": r"stručn\w*|krátk\w* odpove\w*|kratšie|príliš dlh\w*",
        "hr": r"kratk\w* odgovor\w*|kraće|predug\w*|sažet\w*",
        "bg": r"кратк\w* отговор\w*|по-кратко|накратко|твърде дълг\w*",
        "pl": r"krótk\w* odpowied\w*|krócej|zwięźl\w*|za długi\w*",
        "cs": r"stručn\w*|krátk\w* odpověd\w*|kratší|(?:moc|příliš) dlouh\w*|jen závěr|"
        r"jednou větou",
        "tr": r"kısa (?:cevap|yanıt|tut)\w*|daha kısa|çok uzun|özetle",
        "es": r"demasiado larg\w*",
        "fr": r"trop long\w*",
        "de": r"zu lang\b",
    },
    "detailed": {
        "ar": r"بالتفصيل|مفصل|مفصلة|خطوة بخطوة|قصير جدا|قصيرة جدا",
        "fa": r"مفصل|با جزئیات|قدم به قدم|مرحله به مرحله|خیلی کوتاه",
        "ur": r"تفصیل سے|تفصیلی|قدم بہ قدم|بہت مختصر",
        "he": r"מפורט\w*|בפירוט|צעד אחר צעד|שלב אחר שלב|קצר מדי",
        "hi": r"विस्तार से|विस्तृत|कदम दर कदम|चरण दर चरण|बहुत छोटा",
        "mr": r"सविस्तर|टप्प्याटप्प्याने",
        "bn": r"বিস্তারিত|ধাপে ধাপে|খুব ছোট",
        "gu": r"વિગતવાર|પગલું દર પગલું",
        "ta": r"விரிவாக|படிப்படியாக",
        "te": r"వివరంగా|దశలవారీగా",
        "kn": r"ವಿವರವಾಗಿ|ಹಂತ ಹಂತವಾಗಿ",
        "vi": r"chi tiết|từng bước|kỹ hơn|kỹ càng|rõ hơn|ngắn quá|quá ngắn|"
        r"(?:hướng dẫn|giải thích|nói) (?:cụ thể|đầy đủ|kỹ)",
        "ms": r"terperinci|langkah demi langkah|terlalu pendek|terlalu ringkas",
        "tl": r"detalyado|hakbang-hakbang|isa-isa|masyadong maikli",
        "sw": r"kwa kina|kwa undani|hatua kwa hatua|fupi sana|fupi mno",
        "am": r"በዝርዝር|ደረጃ በደረጃ",
        "ha": r"dalla-dalla",
        "fi": r"yksityiskohtai\w*|tarkemmin|vaihe vaiheelta|askel askeleelta|liian lyhy\w*|"
        r"perusteellise\w*",
        "da": r"detaljere\w*|trin for trin|grundig\w*|for kort\b|uddyb\w*",
        "no": r"detaljert\w*|steg for steg|trinn for trinn|grundig\w*|for kort\b|meir detaljar",
        "sv": r"detaljerad\w*|steg för steg|utförlig\w*|för kort\b",
        "nl": r"gedetailleerd\w*|stap voor stap|uitgebreid\w*|te kort\b",
        "it": r"dettagliat\w*|passo passo|più dettagli|troppo cort\w*",
        "pt": r"detalhad\w*|passo a passo|mais detalhes|muito curt\w*|curt[ao]s? demais",
        "ca": r"detallad\w*|pas a pas|massa curt\w*",
        "sk": r"podrobn\w*|krok za krokom|príliš krátk\w*",
        "hr": r"detaljn\w*|korak po korak|prekratk\w*",
        "bg": r"подробн\w*|стъпка по стъпка|твърде кратк\w*",
        "pl": r"szczegółow\w*|krok po kroku|za krótk\w*",
        # "explain it properly", "spell it out more", "with all the steps"
        "cs": r"podrobn\w*|krok za krokem|do detailu|dopodrobna|(?:víc|více) rozeps\w*|"
        r"se všemi kroky|delší vysvětlení|vysvětl\w* (?:mi )?pořádně|(?:moc|příliš) krátk\w*",
        "tr": r"ayrıntılı|detaylı|adım adım|çok kısa",
        "es": r"paso a paso|demasiado cort\w*",
        "fr": r"étape par étape|trop court\w*",
        "de": r"schritt für schritt|zu kurz\b",
    },
}

# "Just this once", "only today": a wish for one occasion is no standing wish (spaced
# languages between word boundaries, then the scripts without spaces).
ONE_OCCASION = (
    r"(?<!\w)(?:هذه المرة فقط|لهذه المرة فقط|اليوم فقط|لمرة واحدة|استثنائيا|استثنائياً|"
    r"فقط این بار|فقط همین بار|فقط امروز|صرف اس بار|صرف آج|רק הפעם|רק היום|"
    r"सिर्फ इस बार|केवल इस बार|बस इस बार|सिर्फ आज|শুধু এইবার|শুধু আজ|"
    r"chỉ lần này|lần này thôi|chỉ hôm nay|hôm nay thôi|kali ini (?:sahaja|saja)|"
    r"untuk kali ini|hari ini (?:sahaja|saja)|ngayon lang|ngayong beses lang|mara hii tu|leo tu|"
    r"vain tämän kerran|vain tällä kertaa|tällä kertaa vain|vain tänään|poikkeuksellisesti|"
    r"(?:kun|bare) denne gang(?:en)?|(?:kun|bare) i dag|undtagelsesvis|unntaksvis|"
    r"bara (?:den här|denna) gång(?:en)?|bara idag|undantagsvis|alleen deze keer|alleen vandaag|"
    r"bij uitzondering|voor deze keer|solo questa volta|solo (?:per )?oggi|per questa volta|"
    r"eccezionalmente|(?:só|apenas) desta vez|só hoje|excepcionalmente|només aquesta vegada|"
    r"només avui|per aquesta vegada|tylko tym razem|tylko dziś|tylko dzisiaj|wyjątkowo|"
    r"jen tentokrát|jen dnes|výjimečně|(?:len|iba) tentokrát|len dnes|výnimočne|samo ovaj put|"
    r"samo danas|iznimno|только в этот раз|только сегодня|в виде исключения|лише цього разу|"
    r"тільки цього разу|тільки сьогодні|як виняток|само този път|само днес|по изключение|"
    r"doar de data asta|doar (?:azi|astăzi)|excepțional|csak most az egyszer|csak ezúttal|"
    r"csak ma|kivételesen|μόνο αυτή τη φορά|μόνο σήμερα|κατ' εξαίρεση|sadece bu sefer|"
    r"yalnızca bu kez|sadece bugün|bu seferlik|istisnai olarak)(?!\w)|"
    r"仅此一次|只此一次|只是这次|只是這次|这次就好|這次就好|今回だけ|今日だけ|今回のみ|例外的に|"
    r"이번만|이번 한 번만|오늘만|ครั้งนี้เท่านั้น|แค่ครั้งนี้|วันนี้เท่านั้น"
)

# Scripts written without spaces between words (matched anywhere in a turn).
UNSPACED: dict[str, str] = {
    "request": r"กรุณา|โปรด|ช่วย(?:ทำ|ตอบ|ส่ง|ใช้)",
    "standing": r"ทุกครั้ง|ครั้งหน้า|ต่อไปนี้|จากนี้ไป|一律|今后|今後|以后都|계속|앞으로도",
    "recurrence": r"อีกแล้ว|อีกครั้ง|เหมือนเดิม|ตามปกติ|บอกแล้ว|老规矩|老規矩|说过|說過|이번에도|"
    r"(?<!\S)또(?=\s)|지난번처럼|지난번에도|몇 번째|몇 번이나|말씀드렸|말했잖아",
    "reminder": r"เหมือนเดิม|ตามปกติ|บอกแล้ว|老规矩|老規矩|说过|說過|지난번처럼|몇 번째|말씀드렸|"
    r"말했잖아|忘れないで|覚えておいて|别忘了|別忘了|잊지 마|อย่าลืม",
    "correction": r"อย่า|แทนที่|เท่านั้น|ไม่ต้อง",
    "preference": r"ชอบ|ดีกว่า|比较好|比較好|더 좋",
    "phone": r"โทรหา|โทรศัพท์|ทางโทรศัพท์|打电话|打電話|电话联系|電話聯繫",
    "email": r"ทางอีเมล|发邮件|發郵件|邮件联系|メールで|이메일로",
    # the conclusion only, the preamble too long (Japanese, Chinese, Korean)
    "concise": r"สั้นๆ|สั้น ๆ|กระชับ|ยาวเกินไป|結論だけ|結論のみ|前置きが長|一行で|只要结论|"
    r"直接说结论|결론만",
    "detailed": r"ละเอียด|ทีละขั้นตอน|สั้นเกินไป",
}

# Negations, in the same languages: a concept word right after one is what is not wanted.
NEGATIONS = (
    r"ei|älä|eikä|ikke|ikkje|hindi|huwag|wag|jangan|bukan|hapana|sio|siyo|"
    r"لا|ليس|وليس|لست|نه|نمی|نہیں|मत|नहीं|না|לא|אל|ਨਹੀਂ|không|đừng|nemojte|nemoj|nie|не|"
    r"sin|sem|senza|uden|utan|uten|ilman|بدون|بدلاً من|بدلا من|instead of"
)


def _join(table: dict[str, str]) -> str:
    return "|".join(dict.fromkeys(table.values()))


SPACED: dict[str, str] = {k: _join(v) for k, v in _SPACED.items()}
CONCEPTS: dict[str, str] = {k: _join(v) for k, v in _CONCEPTS.items()}


def words(key: str) -> str:
    """One concept's words, spaced languages between word boundaries, then the unspaced
    scripts (a regex fragment to append to a concept's pattern)."""
    spaced = CONCEPTS[key]
    return rf"(?<!\w)(?:{spaced})(?!\w)|{UNSPACED[key]}"
