"""Preference cues of about 45 languages, as data, beside ``cue_lexicon``'s stack cues: a
request ("please", "we want", "I'd prefer"), the verbs of replying, language names as each
language writes them and as others write English, team nouns and the numbers 2..20.

Same format as ``cue_lexicon`` ("|"-separated, a space for any run, "*" a stem; phrases in
scripts without word boundaries are matched as substrings). Words that are ordinary words of
another language are left out (Tagalog "isa" one, Malay "lima" five is kept only next to a team
noun, where numbers are read at all).
"""

from __future__ import annotations

# A request or a wish: a value named after it is asked for, not described ("the report shows
# MM/DD/YYYY" describes; "kami mahu YYYY-MM-DD" asks).
REQUEST: dict[str, str] = {
    "en": "please|we want|i want|we'd like|i'd like|we prefer|i prefer",
    "ca": "si us plau|sisplau|si-us-plau|volem|voldria|preferim|prefereixo|poseu|feu servir",
    "es": "por favor|queremos|quiero|preferimos|prefiero|usen|utilicen",
    "pt": "por favor|queremos|quero|preferimos|prefiro|usem|utilizem",
    "fr": "s'il vous plaît|svp|nous voulons|je veux|nous préférons|je préfère|utilisez",
    "it": "per favore|per piacere|vogliamo|voglio|preferiamo|preferisco|usate",
    "ro": "vă rog|te rog|vrem|vreau|preferăm|prefer",
    "de": "bitte|wir wollen|ich will|wir möchten|ich möchte|wir bevorzugen",
    "nl": "alstublieft|alsjeblieft|graag|we willen|ik wil",
    "sv": "snälla|vänligen|vi vill|jag vill",
    "no": "vennligst|vær så snill|vi vil|jeg vil",
    "da": "venligst|vi vil gerne|jeg vil gerne",
    "pl": "proszę|prosimy|chcemy|chcę|wolimy",
    "cs": "prosím|prosíme|chceme|chci|preferujeme",
    "sk": "prosím|prosíme|chceme|chcem|preferujeme",
    "sl": "prosim|želimo|hočemo",
    "hr": "molim|molimo|želimo|hoćemo",
    "bg": "моля|искаме|предпочитаме",
    "ru": "пожалуйста|хотим|хочу|предпочитаем",
    "uk": "будь ласка|хочемо|хочу|бажаємо",
    "el": "παρακαλώ|θέλουμε|θέλω|προτιμούμε",
    "lt": "prašome|prašau|norime|norėtume",
    "lv": "lūdzu|mēs vēlamies|gribam",
    "et": "palun|soovime|tahame",
    "fi": "kiitos|haluamme|haluan|toivomme|käyttäkää",
    "hu": "kérem|kérjük|kérlek|szeretnénk|szeretném",
    "tr": "lütfen|istiyoruz|istiyorum|tercih ediyoruz",
    "az": "xahiş edirik|zəhmət olmasa|istəyirik",
    "sq": "ju lutem|duam|dëshirojmë",
    "id": "tolong|mohon|silakan|kami mau|ingin|saya mau",
    "ms": "tolong|mohon|sila|mahu|kami nak|saya nak|hendak",
    "tl": "paki*|pakiusap|gusto namin|gusto ko|sana",
    "sw": "tafadhali|tunataka|nataka|tungependa|ningependa",
    "ha": "don allah|muna so",
    "zu": "ngicela|sicela",
    "vi": "vui lòng|làm ơn|xin hãy|chúng tôi muốn|tôi muốn",
    "ar": "من فضلك|من فضلكم|رجاء|نريد|أريد|نفضل",
    "fa": "لطفا|لطفاً|خواهشمندم|می خواهیم|میخواهیم|ترجیح می",
    "ur": "براہ کرم|مہربانی|ہم چاہتے",
    "he": "בבקשה|אנחנו רוצים|נבקש",
    "hi": "कृपया|हम चाहते|मैं चाहता|मैं चाहती",
    "bn": "অনুগ্রহ করে|দয়া করে|আমরা চাই",
    "ta": "தயவுசெய்து",
    "te": "దయచేసి",
    "mr": "कृपया",
    "th": "กรุณา|โปรด|ช่วย|ต้องการ",
    "ja": "お願い|ください|下さい",
    "zh": "请|麻烦|希望",
    "ko": "부탁|주세요|해 주십시오",
}

# Verbs of replying and writing back, for "answer me in X"
REPLY_VERBS: dict[str, str] = {
    "ca": "respon*|contest*|escriviu*",
    "es": "respond*|contést*|contest*|escríb*",
    "sk": "odpoved*|píšte|odpisujte",
    "sl": "odgovar*|odgovori*|pišite",
    "hr": "odgovar*|odgovori*|pišite",
    "bg": "отговаря*|отговорете|пишете",
    "lt": "atsakykite|atsakinėkite|rašykite",
    "lv": "atbildiet|rakstiet",
    "et": "vastake|kirjutage",
    "hu": "válaszol*|válaszo*|írj*",
    "ms": "jawab*|balas*|menjawab|membalas",
    "tl": "sumagot|sagutin|pakisagot|sagot",
    "sw": "nijibu|mnijibu|jibu|tujibu|niandikie|mniandikie",
    "sq": "përgjigju*|shkruani",
    "az": "cavab",
    "ha": "amsa",
    "fa": "پاسخ|جواب",
    "ar": "الرد|أجب|أجيبوا|ردوا|رد علي",
    "ur": "جواب",
    "hi": "जवाब|उत्तर|रिप्लाई",
    "bn": "উত্তর|জবাব",
    "th": "ตอบ",
}

# Language names as their speakers and their neighbours write them -> the English name
LANGUAGE_NAMES: dict[str, str] = {
    "català": "Catalan",
    "catalan": "Catalan",
    "catalán": "Catalan",
    "kiingereza": "English",
    "kiswahili": "Swahili",
    "inggeris": "English",
    "bahasa inggeris": "English",
    "bahasa melayu": "Malay",
    "ingles": "English",
    "inglés": "English",
    "anglès": "English",
    "castellà": "Spanish",
    "tagalog": "Tagalog",
    "filipino": "Filipino",
    "angličtine": "English",
    "anglicky": "English",
    "po anglicky": "English",
    "slovensky": "Slovak",
    "po slovensky": "Slovak",
    "slovenčine": "Slovak",
    "angleščini": "English",
    "engleskom": "English",
    "engleski": "English",
    "английски": "English",
    "angliškai": "English",
    "angliski": "English",
    "inglise keeles": "English",
    "angolul": "English",
    "magyarul": "Hungarian",
    "anglisht": "English",
    "ingilis": "English",
    "inggris": "English",
    "انگلیسی": "English",
    "فارسی": "Persian",
    "الإنجليزية": "English",
    "الانجليزية": "English",
    "العربية": "Arabic",
    "انگریزی": "English",
    "اردو": "Urdu",
    "अंग्रेज़ी": "English",
    "अंग्रेजी": "English",
    "हिंदी": "Hindi",
    "हिन्दी": "Hindi",
    "ইংরেজি": "English",
    "বাংলা": "Bengali",
    "ภาษาอังกฤษ": "English",
    "ภาษาไทย": "Thai",
}

# Nouns a team count goes with ("quatre desenvolupadors", "traja vývojári", "watu watatu")
TEAM_NOUNS: dict[str, str] = {
    "ca": "desenvolupador*|programador*|enginyer*|persones",
    "es": "desarrollador*|programador*|ingenier*|personas",
    "sk": "vývojár*|programátor*|inžinier*|ľudí",
    "sl": "razvijalc*|razvijalec|inženir*",
    "hr": "programer*|developer*|inženjer*",
    "ms": "pembangun|pengaturcara|jurutera|pemaju|orang",
    "tl": "developer|programmer|inhinyero|tao",
    "sw": "watu|wasanidi|wahandisi|watengenezaji",
    "hu": "fejlesztő*|mérnök*",
    "fa": "توسعه دهنده|برنامه نویس|مهندس|نفر",
    "ar": "مطورين|مطوري|مهندسين|أشخاص",
    "hi": "डेवलपर|इंजीनियर|लोग",
    "bn": "ডেভেলপার|ইঞ্জিনিয়ার|জন",
    "th": "นักพัฒนา|วิศวกร|คน",
    "ru": "разработчик*|программист*|инженер*|человек",
    "uk": "розробник*|програміст*|інженер*|людей|осіб",
    "bg": "разработчи*|програмист*|инженер*|души|човека",
    "sr": "програмер*|инжењер*|programer*",
    "lt": "programuotoj*|kūrėj*|inžinier*|žmonės|žmonių",
    "lv": "izstrādātāj*|programmētāj*|inženier*|cilvēki",
    "et": "arendaja*|programmeerija*|insener*|inimest",
    "el": "προγραμματιστ*|μηχανικ*|άτομα",
    "ro": "dezvoltator*|programator*|ingineri",
    "tr": "geliştirici*|yazılımcı*|mühendis*|kişi",
    "vi": "lập trình viên|kỹ sư|người",
    "id": "pengembang|programmer|insinyur|orang",
    "ur": "ڈویلپر|انجینئر|لوگ",
}

# 2..20 in words, per number; words that are also common words elsewhere are left out
NUMBERS: dict[int, str] = {
    2: "двама|двое|двоє|du|divi|kaks|दो|dos|dues|dalawa|mbili|wawili|dva|dvaja|dve|dwa|dvije|два|"
    "două|doi|dua|kettő|két",
    3: "трима|трое|троє|trys|trīs|kolm|तीन|tres|tatlo|tatu|watatu|tri|traja|три|trei|tiga|három",
    4: "четирима|четверо|keturi|četri|neli|चार|quatre|apat|nne|wanne|štyri|štyria|štiri|četiri|"
    "четири|четыре|patru|empat|négy",
    5: "петима|пятеро|п'ятеро|п’ятеро|penki|pieci|viis|पांच|पाँच|cinc|lima|tano|watano|päť|piati|"
    "pet|пет|пять|cinci|öt",
    6: "шестима|шестеро|šeši|seši|kuus|छह|sis|anim|sita|sita|šesť|šiesti|šest|шест|шесть|șase|"
    "enam|hat",
    7: "седмина|семеро|septyni|septiņi|seitse|सात|set|pito|saba|sedem|siedmi|седем|семь|șapte|"
    "tujuh|hét",
    8: "осмина|восьмеро|aštuoni|astoņi|kaheksa|आठ|vuit|walo|nane|osem|ôsmi|осем|восемь|opt|lapan|"
    "delapan|nyolc",
    9: "девятеро|devyni|deviņi|üheksa|नौ|nou|siyam|tisa|deväť|devet|девет|девять|nouă|sembilan|"
    "kilenc",
    10: "десятеро|dešimt|desmit|kümme|दस|deu|sampu|kumi|desať|deset|десет|десять|zece|sepuluh|tíz",
    12: "dvylika|divpadsmit|kaksteist|बारह|dotze|labindalawa|kumi na mbili|dvanásť|dvanaest|"
    "дванадесет|двенадцать|"
    "doisprezece|dua belas|tizenkét",
}

# "we" and "we are" as a word of its own, for counts said of the user's own team
FIRST_PERSON: dict[str, str] = {
    "ca": "som|nosaltres|tenim|el nostre|la nostra",
    "es": "somos|nosotros|tenemos|nuestro|nuestra",
    "sk": "sme|nás|máme|náš|naše",
    "sl": "smo|nas|imamo",
    "hr": "smo|nas|imamo|naš|naša|naše",
    "bg": "сме|ние|имаме|нашия|нашият|нашата|у нас|ни",
    "ms": "kami|kita",
    "id": "kami|kita",
    "tl": "kami|kaming|namin|tayo",
    "sw": "tuko|sisi|tuna|yetu",
    "hu": "vagyunk|mi",
    "lt": "esame|mes|mūsų|turime",
    "lv": "esam|mēs|mūsu|mums",
    "et": "oleme|meid|meie|meil",
    "fa": "ما|هستیم",
    "ar": "نحن|لدينا|فريقنا",
    "hi": "हम|हमारी|हमारे",
    "bn": "আমরা|আমাদের",
    "th": "เรา|ทีมเรา",
    "ru": "мы|нас|у нас|наш|наша|наши",
    "uk": "ми|нас|у нас|наш|наша|наші",
    "sr": "ми|нас|имамо",
    "pl": "jesteśmy|nas|mamy",
    "cs": "jsme|nás|máme",
    "el": "είμαστε|εμείς|έχουμε",
    "ro": "suntem|noi|avem",
    "tr": "biz|ekibimiz",
    "vi": "chúng tôi|chúng ta",
    "ur": "ہم|ہمارے",
}
# a count that is not the team: wanted, hired, more of them
COUNT_WANTED: dict[str, str] = {
    "en": "need|hire|hiring|more|additional|extra|new|looking|recruit*",
    "ca": "necessitem|busquem|més|nous|contractar",
    "es": "necesitamos|buscamos|más|nuevos|contratar",
    "sk": "potrebujeme|hľadáme|ďalší*|nových|nový*",
    "ms": "perlu|perlukan|mencari|cari|tambah|baru|mengambil",
    "id": "butuh|perlu|mencari|tambah|baru|merekrut",
    "tl": "kailangan|naghahanap|dagdag|bagong",
    "sw": "tunahitaji|tunatafuta|zaidi|wapya|kuajiri",
    "fa": "نیاز|استخدام|بیشتر|جدید",
    "ar": "نحتاج|نبحث|توظيف|إضافيين|جدد",
    "hi": "ज़रूरत|जरूरत|भर्ती|और|नए",
    "th": "ต้องการ|รับสมัคร|เพิ่ม",
    "ru": "нужно|нужны|нужен|ищем|нанимаем|наймём|ещё|еще|дополнительн*|новых",
    "uk": "потрібно|потрібні|шукаємо|наймаємо|ще|нових|додатков*",
    "bg": "нужни|търсим|наемаме|още|нови|допълнителни",
    "sr": "потребно|тражимо|још|нових",
    "hr": "trebamo|treba nam|tražimo|zapošljavamo|još|novih|dodatn*",
    "lt": "reikia|ieškome|samdome|daugiau|naujų|papildom*",
    "lv": "vajag|meklējam|vēl|jaunus|papildu",
    "et": "vajame|otsime|palkame|veel|uusi|lisa*",
    "el": "χρειαζόμαστε|ψάχνουμε|επιπλέον|νέους",
    "ro": "avem nevoie|căutăm|angajăm|încă|noi",
    "tr": "ihtiyacımız|arıyoruz|işe alıyoruz|daha fazla|yeni",
}

# The answer and its length, for "short answers please" in other languages: the noun, the
# words for short and for detailed, and words that make a style a standing request ("only")
ANSWER_NOUNS = (
    "jawapan|jawaban|sagot|mga sagot|majibu|jibu|odpovede|odpovědi|respostes|respuestas|"
    "odgovori|отговори|atsakymai|atbildes|vastused|válaszok|cevaplar|përgjigjet|cavablar"
)
SHORT_WORDS = (
    "ringkas|pendek|singkat|maikli|maiikli|mafupi|krátke|krátké|curtes|breus|concises|kratki|"
    "kratke|кратки|trumpi|īsas|lühikesed|rövid|rövidek|kısa|shkurtra|qısa"
)
DETAILED_WORDS = (
    "terperinci|lengkap|detalyado|detalyadong|hakbang-hakbang|kwa kina|kina|podrobné|"
    "podrobne|detallades|detaljni|detaljne|подробни|išsamūs|detalizētas|üksikasjalikud|"
    "részletes|részletesek|ayrıntılı|detajuara|ətraflı"
)
STANDING = "sahaja|saja|lamang|lang|tu|len|iba|only"

# "contact me / reach us / write to me" (the channel follows within a few words)
CONTACT_VERBS: dict[str, str] = {
    "ca": "contacteu*|contacta'm|escriviu-me",
    "sk": "kontaktujte|kontaktuj|píšte mi|napíšte mi",
    "cs": "kontaktujte|pište mi|napište mi",
    "sl": "kontaktirajte|pišite mi",
    "hr": "kontaktirajte|javite mi se|pišite mi",
    "bg": "свържете се|пишете ми",
    "lt": "susisiekite|rašykite man|rašyti man|parašykite man|skambinkite man|susisiekti",
    "lv": "sazinieties|rakstiet man",
    "et": "võtke ühendust|kirjutage mulle",
    "hu": "keressen|keressenek|írjon|írjanak",
    "ms": "hubungi|menghubungi",
    "id": "hubungi|menghubungi",
    "tl": "kontakin|i-contact|makipag-ugnayan",
    "sw": "wasiliana|wasiliane|niandikie|mniandikie|nitumie|mnitumie",
    "sq": "kontaktoni|më shkruani",
    "fa": "تماس بگیرید|با من تماس|پیام بدهید",
    "ar": "تواصلوا|تواصل معي|راسلني|راسلوني|اتصلوا",
    "ur": "رابطہ کریں|رابطہ",
    "hi": "संपर्क करें|संपर्क|मुझसे बात",
    "bn": "যোগাযোগ করুন|যোগাযোগ",
    "th": "ติดต่อ",
    "vi": "liên hệ|liên lạc",
    "ru": "пишите мне|напишите мне|свяжитесь со мной|связывайтесь со мной|звоните мне|"
    "пишите нам|свяжитесь с нами|со мной лучше|мне лучше писать",
    "uk": "пишіть мені|напишіть мені|зв'яжіться зі мною|зв’яжіться зі мною|телефонуйте мені",
    "be": "пішыце мне|звяжыцеся са мной",
    "mk": "пишете ми|контактирајте ме",
    "sr": "пишите ми|контактирајте ме|javite mi se",
    "el": "επικοινωνήστε μαζί μου|γράψτε μου|στείλτε μου",
    "ro": "contactați-mă|scrieți-mi|scrie-mi|contactează-mă",
    "pl": "piszcie do mnie|napiszcie do mnie|kontaktujcie się ze mną|proszę o kontakt",
    "tr": "bana yazın|bana ulaşın|benimle iletişime geçin",
    "kk": "маған жазыңыз|хабарласыңыз",
    "uz": "menga yozing|bog'laning",
    "he": "צרו קשר|כתבו לי",
}
# channel names as other languages write them -> the stored channel
CHANNEL_NAMES: dict[str, str] = {
    "e-mel": "email",
    "emel": "email",
    "surel": "email",
    "barua pepe": "email",
    "correu": "email",
    "correu electrònic": "email",
    "e-mail": "email",
    "email": "email",
    "e-mailom": "email",
    "mailom": "email",
    "ایمیل": "email",
    "البريد الإلكتروني": "email",
    "ईमेल": "email",
    "ইমেইল": "email",
    "อีเมล": "email",
    "slack": "Slack",
    "slacku": "Slack",
    "discord": "Discord",
    "microsoft teams": "Microsoft Teams",
    "teams": "Microsoft Teams",
    "whatsapp": "WhatsApp",
    "whatsappu": "WhatsApp",
    "telegram": "Telegram",
    "telegrame": "Telegram",
    "телеграм": "Telegram",
    "телеграме": "Telegram",
    "телеграмі": "Telegram",
    "вайбер": "Viber",
    "viber": "Viber",
    "почте": "email",
    "почту": "email",
    "имейл": "email",
    "е-мейл": "email",
    "el. paštu": "email",
    "el. paštas": "email",
    "e-poštom": "email",
    "e-pošta": "email",
    "e-posti": "email",
    "e-postiga": "email",
    "signal": "Signal",
    # the telephone as the Slavic, Baltic and Indic languages write it, with its cases
    "phone": "phone",
    "телефон": "phone",
    "телефона": "phone",
    "телефону": "phone",
    "телефоном": "phone",
    "telefon": "phone",
    "telefonu": "phone",
    "telefonom": "phone",
    "telefonas": "phone",
    "telefonui": "phone",
    "फ़ोन": "phone",
    "फोन": "phone",
    "ফোন": "phone",
    "فون": "phone",
    "sms": "SMS",
}

# The time zone's noun, a cue for the zone or city named right after it ("Sme v pásme CET")
ZONE_NOUNS = (
    "pásme|pásmo|časovom pásme|zona horària|zon waktu|zona waktu|saa za eneo|منطقه زمانی|"
    "وقت|التوقيت|المنطقة الزمنية|समय क्षेत्र|টাইম জোন|เขตเวลา|múi giờ|часова зона|"
    "часовой пояс|часовому поясі|vremenska zona|časovni pas|laiko juosta|ajavöönd|időzóna|"
    "fus orar|ζώνη ώρας|אזור זמן|टाइम ज़ोन|टाइम जोन|टाइमज़ोन|টাইমজোন|ٹائم زون"
)

# "still" states the current value as much as "we" does ("masih dalam pelan Starter")
STILL = (
    "masih|masih lagi|still|todavía|encara|ancora|encore|noch|nadal|stále|ešte|pa rin|bado|"
    "hâlâ|vẫn|هنوز|अभी भी"
)
