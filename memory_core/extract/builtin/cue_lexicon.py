"""One shared cue lexicon of about 45 languages, as data: the words that end a product
("dropped", "switched off", "stopped using"), that change it ("moved", "upgraded",
"replaced"), that make a statement imagined ("maybe", "considering", "next year") and the
nouns of third parties ("customer", "supplier", "partner").

Earlier rounds added the words of each seen set's languages one by one, and every new set came
in new ones; this lists the classes for the most-used languages at once, so a rule written
once (``cue_rules``) reads all of them. Entries are "|"-separated phrases, a space standing for
any run of spaces; a trailing "*" is a stem ("tumeondo*"). Phrases in scripts without reliable
word boundaries (Arabic, Persian, Urdu, Hebrew, Indic, Thai, Khmer, CJK, Ethiopic) are matched
as substrings, so they are written long enough to be unambiguous. English and the languages the
older modules read are listed too (the structural rules use them), a word ordinary in another
language is left out ("kama", Swahili "if", is also "as").
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Verbs and phrases that end the product they are said of, in either word order ("Redis sme
# úplne vypli", "Kafka را کنار گذاشتیم", "tinanggal namin ang Sentry"): removal, switching off,
# retiring, abandoning, "stopped using", "no longer use/have". Never "stopped" or "no longer"
# alone: "Redis přestal fungovat" (stopped working) is a fault, not an ending.
RETRACTED: dict[str, str] = {
    "en": "removed|dropped|got rid of|stopped using|switched off|turned off|retired|"
    "decommissioned|phased out|no longer use|no longer using|uninstalled|abandoned",
    "de": "entfernt|abgeschaltet|abgeschafft|stillgelegt|ausgemustert|deaktiviert|aufgegeben|"
    "nutzen nicht mehr|verwenden nicht mehr",
    "nl": "verwijderd|uitgezet|afgeschaft|uitgefaseerd|gestopt met|opgeheven|uitgeschakeld",
    "af": "verwyder|afgeskakel|opgehou met|uitgefaseer",
    "fr": "supprimé|retiré|abandonné|désactivé|arrêté d'utiliser|cessé d'utiliser|éteint|"
    "débranché|n'utilisons plus",
    "es": "eliminamos|quitamos|retiramos|desactivamos|dejamos de usar|dejamos de utilizar|"
    "abandonamos|desinstalamos|apagamos|ya no usamos",
    "pt": "removemos|desativamos|deixamos de usar|abandonamos|desligamos|retiramos|já não usamos",
    "gl": "eliminamos|quitamos|deixamos de usar|desactivamos",
    "ca": "hem deixat de|vam deixar de|deixat de fer servir|hem eliminat|vam eliminar|hem tret|"
    "vam treure|hem retirat|hem apagat|hem desactivat|ja no fem servir|ja no utilitzem|"
    "ens hem desfet de|hem abandonat",
    "it": "rimosso|eliminato|dismesso|disattivato|abbandonato|smesso di usare|spento",
    "ro": "am eliminat|am renunțat|am scos|am dezactivat|am oprit|nu mai folosim",
    "pl": "usunęliśmy|wyłączyliśmy|porzuciliśmy|wycofaliśmy|przestaliśmy używać|"
    "pozbyliśmy się|zrezygnowaliśmy|już nie używamy",
    "cs": "odstranili|vypnuli|zrušili|přestali jsme používat|zbavili jsme se|už nepoužíváme",
    "sk": "vypli|odstránili|zrušili|prestali sme používať|zbavili sme sa|vyradili|"
    "už nepoužívame|odinštalovali",
    "sl": "odstranili|ukinili|izklopili|opustili|prenehali uporabljati|ne uporabljamo več",
    "hr": "uklonili|ugasili|isključili|ukinuli|izbacili|prestali koristiti|odustali|"
    "više ne koristimo|уклонили|угасили|искључили",
    "bg": "премахнахме|изключихме|махнахме|отказахме се|вече не използваме",
    "mk": "отстранивме|исклучивме|отстранети",
    "ru": "убрали|удалили|отключили|отказались|выключили|избавились|больше не используем|"
    "перестали использовать",
    "uk": "прибрали|видалили|вимкнули|відмовилися|позбулися|більше не використовуємо|"
    "перестали використовувати",
    "el": "αφαιρέσαμε|καταργήσαμε|απενεργοποιήσαμε|σταματήσαμε να χρησιμοποιούμε|ξεφορτωθήκαμε",
    "lt": "pašalinome|išjungėme|atsisakėme|nebenaudojame",
    "lv": "noņēmām|izslēdzām|atteicāmies|vairs neizmantojam|likvidējām",
    "et": "eemaldasime|lülitasime välja|loobusime|ei kasuta enam",
    "fi": "poistimme|luovuimme|lopetimme käytön|sammutimme|emme enää käytä|ajoimme alas",
    "sv": "tog bort|avvecklade|stängde av|slutade använda|har tagit bort|fasade ut",
    "no": "fjernet|sluttet å bruke|skrudde av|faset ut|avviklet",
    "da": "fjernede|holdt op med at bruge|slukkede|udfasede|afviklede",
    "is": "fjarlægðum|hættum að nota|slökktum á",
    "hu": "eltávolítottuk|kikapcsoltuk|megszüntettük|leállítottuk|már nem használjuk|kivezettük",
    "tr": "kaldırdık|bıraktık|kapattık|vazgeçtik|sildik|kullanmayı bıraktık|devre dışı bıraktık",
    "az": "ləğv etdik|söndürdük|imtina etdik|istifadə etmirik",
    "uz": "olib tashladik|o'chirdik|voz kechdik",
    "kk": "алып тастадық|өшірдік|бас тарттық",
    "sq": "hoqëm|çaktivizuam|fshimë|braktisëm|nuk e përdorim më",
    "ka": "წავშალეთ|გავთიშეთ|აღარ ვიყენებთ",
    "hy": "հեռացրինք|անջատեցինք|այլևս չենք օգտագործում",
    "id": "menghapus|dihapus|hapus|menghentikan|berhenti pakai|berhenti menggunakan|mematikan|"
    "dimatikan|membuang|dibuang|tidak lagi memakai|tidak lagi menggunakan|meninggalkan",
    "ms": "buang|dah buang|hapuskan|berhenti guna|tak guna lagi|tidak guna lagi|tak lagi guna|"
    "matikan|singkirkan|gugurkan",
    "tl": "tinanggal|inalis|itinigil|tinigil|pinatay|binura|hindi na gumagamit|"
    "hindi na namin ginagamit|hindi na ginagamit",
    "sw": "tumeondo*|tuliondo*|tumeacha kutumia|tuliacha kutumia|tumezima|tulizima|"
    "hatutumii tena|tumeachana na|tuliachana na",
    "vi": "đã gỡ bỏ|đã loại bỏ|đã bỏ|đã ngừng dùng|ngừng sử dụng|đã tắt|không còn dùng|"
    "không dùng nữa",
    "ha": "mun cire|mun daina amfani|mun kashe",
    "zu": "sisusile|siyekile ukusebenzisa",
    "yo": "a ti yọ|a ti pa",
    "ar": "أزلنا|ألغينا|أوقفنا|توقفنا عن استخدام|تخلصنا من|لم نعد نستخدم|حذفنا|تخلينا عن",
    "fa": "کنار گذاشت|حذف کرد|حذفش کرد|حذف شد|خاموش کرد|غیرفعال کرد|رها کرد|دیگر استفاده نمی|"
    "کنار گذاشته",
    "ur": "ہٹا دیا|ختم کر دیا|بند کر دیا|استعمال بند|اب استعمال نہیں|نکال دیا",
    "he": "הסרנו|ביטלנו|כיבינו|הפסקנו להשתמש|נפטרנו מ|כבר לא משתמשים",
    "hi": "हटा दिया|हटाया|बंद कर दिया|इस्तेमाल बंद|उपयोग बंद|अब इस्तेमाल नहीं|अब उपयोग नहीं|"
    "निकाल दिया|छोड़ दिया|डिलीट कर दिया|हटा चुके",
    "mr": "काढून टाकले|बंद केले|वापरणे बंद|सोडून दिले",
    "ne": "हटायौं|बन्द गर्यौं|हटाइसक्यौं",
    "bn": "সরিয়ে দিয়েছি|সরিয়ে ফেলেছি|বাদ দিয়েছি|বন্ধ করে দিয়েছি|ব্যবহার বন্ধ|আর ব্যবহার করি না|মুছে ফেলেছি",
    "pa": "ਹਟਾ ਦਿੱਤਾ|ਬੰਦ ਕਰ ਦਿੱਤਾ",
    "gu": "દૂર કર્યું|બંધ કર્યું|કાઢી નાખ્યું",
    "ta": "நீக்கிவிட்டோம்|நீக்கினோம்|நிறுத்திவிட்டோம்|பயன்படுத்துவதை நிறுத்தினோம்",
    "te": "తొలగించాము|ఆపేశాము|వాడటం ఆపేశాము",
    "kn": "ತೆಗೆದುಹಾಕಿದ್ದೇವೆ|ನಿಲ್ಲಿಸಿದ್ದೇವೆ",
    "ml": "നീക്കം ചെയ്തു|ഉപയോഗം നിർത്തി",
    "th": "เลิกใช้|ยกเลิกการใช้|ถอดออก|ลบออก|ไม่ได้ใช้แล้ว|ไม่ใช้แล้ว|ปิดการใช้งาน|ปลดระวาง",
    "km": "លុបចោល|ឈប់ប្រើ",
    "my": "ဖြုတ်လိုက်|ရပ်လိုက်",
    "am": "አስወገድን|አቆምን",
    "ja": "廃止|削除しました|停止しました|撤去|使うのをやめ|使わなくなり|利用を終了",
    "zh": "不再使用|不再用|停用了|移除了|去掉了|弃用了|下线了|关掉了|淘汰了|砍掉了|棄用|移除",
    "ko": "제거했|없앴|껐습니다|더 이상 사용하지|사용을 중단|폐기했|중단했",
}

# Verbs of a done change (switched, migrated, moved, upgraded, replaced), read by the
# structural change rule only next to two products of one attribute or a product and a version.
CHANGED: dict[str, str] = {
    "en": "moved|migrated|switched|upgraded|replaced|changed|swapped|updated|bumped|went",
    "de": "umgestiegen|migriert|gewechselt|ersetzt|aktualisiert|umgezogen|upgegradet|abgelöst",
    "nl": "overgestapt|gemigreerd|vervangen|geüpgraded|geupgraded|verhuisd|overgezet",
    "af": "oorgeskakel|vervang|opgegradeer|geskuif|gemigreer",
    "fr": "migré|passé|passés|remplacé|mis à jour|basculé|changé",
    "es": "migramos|pasamos|cambiamos|reemplazamos|sustituimos|actualizamos|migrado|cambiado|"
    "reemplazado|actualizado|pasado|sustituido|movido",
    "pt": "migramos|mudamos|trocamos|substituímos|atualizamos|migrado|atualizado|trocado|"
    "passamos|mudado|substituído",
    "gl": "migramos|cambiamos|substituímos|actualizamos",
    "ca": "vam passar|hem passat|hem migrat|vam migrar|hem canviat|vam canviar|actualitzat|"
    "vam actualitzar|substituït|vam substituir|traslladat",
    "it": "migrato|migrati|passati|passato|sostituito|aggiornato|cambiato|spostato",
    "ro": "am migrat|am trecut|am înlocuit|am actualizat|am mutat",
    "pl": "przeszliśmy|zmigrowaliśmy|zastąpiliśmy|zaktualizowaliśmy|przenieśliśmy|wymieniliśmy",
    "cs": "přešli|nahradili|migrovali|aktualizovali|vyměnili|upgradovali",
    "sk": "nahradili|prešli|presunuli|migrovali|aktualizovali|upgradovali|vymenili",
    "sl": "zamenjali|prešli|preselili|nadgradili|migrirali",
    "hr": "prešli|zamijenili|zamenili|migrirali|nadogradili|premjestili|preselili|прешли|"
    "заменили|надоградили",
    "bg": "преминахме|мигрирахме|сменихме|заменихме|надградихме|преместихме|обновихме",
    "mk": "преминавме|мигриравме|заменивме",
    "ru": "перешли|мигрировали|заменили|обновили|переехали|перенесли",
    "uk": "перейшли|мігрували|замінили|оновили|переїхали|перенесли",
    "el": "μεταφερθήκαμε|μεταβήκαμε|αντικαταστήσαμε|αναβαθμίσαμε|μετακομίσαμε|περάσαμε",
    "lt": "perėjome|migravome|pakeitėme|atnaujinome|perkėlėme",
    "lv": "pārgājām|migrējām|nomainījām|atjauninājām|pārcēlām",
    "et": "läksime üle|migreerisime|vahetasime|uuendasime|kolisime",
    "fi": "siirryimme|vaihdoimme|päivitimme|korvasimme|migroimme",
    "sv": "bytt|bytte|migrerade|uppgraderade|flyttade|ersatte",
    "no": "byttet|migrerte|oppgraderte|flyttet|erstattet",
    "da": "skiftede|migrerede|opgraderede|flyttede|erstattede",
    "is": "skiptum|færðum|uppfærðum",
    "hu": "átálltunk|áttértünk|lecseréltük|frissítettük|migráltunk|átköltöztünk",
    "tr": "geçtik|taşıdık|yükselttik|değiştirdik|güncelledik",
    "az": "keçdik|köçdük|əvəz etdik|yenilədik",
    "uz": "o'tdik|ko'chdik|almashtirdik|yangiladik",
    "kk": "көштік|ауыстырдық|жаңарттық",
    "sq": "kaluam|migruam|zëvendësuam|përditësuam",
    "ka": "გადავედით|შევცვალეთ|განვაახლეთ",
    "hy": "անցանք|փոխարինեցինք|թարմացրինք",
    "id": "pindah|berpindah|beralih|mengganti|diganti|menggantikan|migrasi|memindahkan|"
    "meningkatkan",
    "ms": "naik taraf|menaik taraf|bertukar|tukar|berpindah|beralih|menggantikan",
    "tl": "lumipat|inilipat|pinalitan|nagpalit|nag-migrate|nag-upgrade|in-upgrade",
    "sw": "tumehami*|tulihami*|tumebadilish*|tulibadilish*|tumeboresh*|tuliboresh*",
    "vi": "đã chuyển|chuyển sang|đã nâng cấp|nâng cấp|đã thay|thay thế|đã di chuyển",
    "ha": "mun koma|mun canza|mun sauya",
    "zu": "sishintshile|sithuthele",
    "yo": "a yipada",
    "ar": "انتقلنا|نقلنا|استبدلنا|حدثنا|رقينا|قمنا بالترقية|قمنا بالترحيل|هاجرنا|بدلنا|غيرنا",
    "fa": "ارتقا|ارتقاء|مهاجرت کرد|منتقل کرد|منتقل شد|جایگزین کرد|عوض کرد|تغییر داد",
    "ur": "منتقل کر دیا|منتقل ہو گئے|تبدیل کر دیا|اپ گریڈ|اپگریڈ",
    "he": "עברנו|שדרגנו|העברנו|החלפנו",
    "hi": "माइग्रेट कर|माइग्रेट किया|अपग्रेड किया|अपग्रेड कर|बदल दिया|शिफ्ट कर|शिफ्ट किया|चले गए",
    "mr": "स्थलांतरित केले|अपग्रेड केले|बदलले",
    "ne": "माइग्रेट गर्यौं|अपग्रेड गर्यौं|सार्यौं",
    "bn": "মাইগ্রেট করেছি|আপগ্রেড করেছি|বদলে দিয়েছি|বদলেছি|সরিয়ে নিয়েছি|চলে গেছি",
    "pa": "ਅਪਗ੍ਰੇਡ|ਬਦਲ ਦਿੱਤਾ",
    "gu": "અપગ્રેડ|બદલ્યું",
    "ta": "மாற்றினோம்|மாறினோம்|மேம்படுத்தினோம்",
    "te": "మార్చాము|మారాము|అప్‌గ్రేడ్",
    "kn": "ಬದಲಾಯಿಸಿದ್ದೇವೆ",
    "ml": "മാറ്റി|അപ്ഗ്രേഡ്",
    "th": "ย้ายจาก|ย้ายไป|เปลี่ยนจาก|เปลี่ยนไป|อัปเกรด|อัพเกรด|แทนที่",
    "km": "ផ្លាស់ប្តូរ",
    "my": "ပြောင်းလိုက်",
    "am": "ቀየርን|አሻሻልን",
    "ja": "移行|切り替え|アップグレード|乗り換え",
    "zh": "迁移|切换|升级|换成|替换|遷移|升級|切換",
    "ko": "마이그레이션|이전했|전환했|업그레이드|교체했|바꿨",
}

# What follows is imagined, planned or unsure ("maybe next year", "we're considering", "not
# decided yet"); added to the ones ``languages`` and ``more_languages`` list.
HYPOTHETICAL: dict[str, str] = {
    "ca": "potser|estem avaluant|avaluant|estem pensant|pensem en|voldríem|l'any vinent|"
    "l'any que ve|res decidit",
    "gl": "quizais|estamos a pensar|o ano que vén",
    "sk": "uvažujeme|zvažujeme|plánujeme|možno|chceli by sme|budúci rok|ešte nie",
    "sl": "razmišljamo|načrtujemo|morda|mogoče|prihodnje leto",
    "hr": "razmišljamo|planiramo|možda|sljedeće godine|sledeće godine|razmatramo",
    "bg": "обмисляме|планираме|може би|догодина|евентуално",
    "lt": "svarstome|planuojame|galbūt|kitais metais",
    "lv": "apsveram|plānojam|varbūt|nākamgad",
    "et": "kaalume|plaanime|võib-olla|järgmisel aastal",
    "is": "kannski|íhugum|á næsta ári",
    "sq": "ndoshta|po mendojmë|planifikojmë|vitin e ardhshëm",
    "af": "miskien|oorweeg|beplan|volgende jaar",
    "az": "bəlkə|düşünürük|planlaşdırırıq|gələn il",
    "ms": "mungkin|bercadang|bercadang nak|merancang|berhasrat|kalau|jika|akan|tahun depan|"
    "belum pasti|belum lagi",
    "id": "mungkin|berencana|sedang mempertimbangkan|mempertimbangkan|tahun depan|belum pasti",
    "tl": "iniisip|pinag-iisipan|balak|baka|siguro|kung|sa susunod na taon|hindi pa sigurado",
    "sw": "labda|tunafikiria|tunapanga|tunatarajia|mwaka ujao|huenda|bado hatujaamua",
    "ha": "watakila|muna tunani|shekara mai zuwa",
    "zu": "mhlawumbe|sicabanga",
    "ar": "ربما|قد ننتقل|نفكر في|نخطط|العام المقبل|السنة القادمة|لم نقرر",
    "fa": "شاید|در نظر داریم|برنامه داریم|سال آینده|سال بعد|تصمیمی نگرفته|قصد داریم|فکر می",
    "ur": "شاید|سوچ رہے|ارادہ|اگلے سال|منصوبہ",
    "hi": "शायद|सोच रहे|योजना|अगले साल|अगर|विचार कर",
    "bn": "হয়তো|ভাবছি|পরিকল্পনা|আগামী বছর|যদি",
    "mr": "कदाचित|विचार करत|पुढच्या वर्षी",
    "ta": "ஒருவேளை|யோசிக்கிறோம்|அடுத்த ஆண்டு",
    "te": "బహుశా|ఆలోచిస్తున్నాం|వచ్చే సంవత్సరం",
    "th": "อาจจะ|กำลังพิจารณา|วางแผน|ปีหน้า|ถ้า",
    "km": "ប្រហែល|គ្រោង",
    "am": "ምናልባት|እያሰብን",
    "ka": "შესაძლოა|ვფიქრობთ|მომავალ წელს",
    "hy": "գուցե|մտածում ենք|հաջորդ տարի",
    "he": "שוקלים|מתכננים|בשנה הבאה",
    "ru": "может быть|возможно|наверное|планируем|рассматриваем|подумываем|думаем о|"
    "в следующем году|в будущем году|только разговоры|пока не решили|ещё не решили",
    "uk": "можливо|плануємо|розглядаємо|думаємо про|наступного року|ще не вирішили",
    "be": "магчыма|плануем|наступным годам",
    "mk": "можеби|планираме|размислуваме|следната година",
    "sr": "можда|планирамо|размишљамо|следеће године",
    "el": "σκεφτόμαστε|σχεδιάζουμε|του χρόνου|τον επόμενο χρόνο",
    "ro": "ne gândim|plănuim|anul viitor|luăm în calcul",
    "kk": "мүмкін|жоспарлап отырмыз|келесі жылы",
    "uz": "balki|rejalashtiryapmiz|kelasi yil",
    "vi": "có lẽ|có thể sẽ|đang cân nhắc|dự định|năm sau|năm tới|chưa quyết định",
    "es": "tal vez|a lo mejor|estamos pensando|el año que viene|el próximo año",
    "pt": "quem sabe|estamos pensando|estamos a pensar|no próximo ano|ano que vem",
    "fr": "on réfléchit|nous envisageons|l'année prochaine",
    "it": "stiamo valutando|stiamo pensando|l'anno prossimo|il prossimo anno",
    "de": "wir überlegen|wir erwägen|nächstes jahr|im nächsten jahr",
    "ja": "かもしれ|検討中|来年",
    "zh": "可能会|考虑|明年|打算",
    "ko": "고려 중|검토 중|내년",
}

# Third parties' nouns: the stem and the English noun they are kept under. Bounded stems
# take their language's endings (``third_parties``); the others are matched as substrings.
THIRD_PARTY: dict[str, str] = {
    "pembekal": "vendor",
    "pelanggan": "customer",
    "rakan kongsi": "partner",
    "dodávateľ": "vendor",
    "odberateľ": "customer",
    "zákazník": "customer",
    "kliyente": "customer",
    "mteja": "customer",
    "wateja": "customer",
    "msambazaji": "vendor",
    "wasambazaji": "vendor",
    "mshirika": "partner",
    "washirika": "partner",
    "mshirik": "partner",
    "proveïdor": "vendor",
    "dobavitelj": "vendor",
    "stranka": "customer",
    "dobavljač": "vendor",
    "klijent": "customer",
    "доставчик": "vendor",
    "клиент": "customer",
    "tiekėj": "vendor",
    "piegādātāj": "vendor",
    "tarnija": "vendor",
    "müştəri": "customer",
    "furnizor": "vendor",
    "nhà cung cấp": "vendor",
    "khách hàng": "customer",
    "đối tác": "partner",
    # Bulgarian, Russian, Ukrainian, Croatian, Baltic, Estonian: accountants, auditors,
    # contractors, agencies, suppliers, customers, partners
    "счетоводител": "accountant",
    "одитор": "auditor",
    "изпълнител": "contractor",
    "агенци": "agency",
    "консултант": "consultant",
    "партньор": "partner",
    "бухгалтер": "accountant",
    "аудитор": "auditor",
    "подрядчик": "contractor",
    "агентств": "agency",
    "поставщик": "vendor",
    "заказчик": "customer",
    "партнёр": "partner",
    "постачальник": "vendor",
    "замовник": "customer",
    "računovođ": "accountant",
    "knjigovođ": "accountant",
    "revizor": "auditor",
    "izvođač": "contractor",
    "klient": "customer",
    "buhalter": "accountant",
    "rangov": "contractor",
    "agentūr": "agency",
    "grāmatved": "accountant",
    "raamatupidaja": "accountant",
    "audiitor": "auditor",
}
THIRD_PARTY_UNBOUNDED: dict[str, str] = {
    "مشتری": "customer",
    "مشتریان": "customer",
    "تامین کننده": "vendor",
    "تأمین کننده": "vendor",
    "شریک": "partner",
    "عميل": "customer",
    "عملاء": "customer",
    "شريك": "partner",
    "المورد": "vendor",
    "ग्राहक": "customer",
    "साझेदार": "partner",
    "विक्रेता": "vendor",
    "आपूर्तिकर्ता": "vendor",
    "গ্রাহক": "customer",
    "অংশীদার": "partner",
    "সরবরাহকারী": "vendor",
    "ลูกค้า": "customer",
    "พาร์ทเนอร์": "partner",
    "คู่ค้า": "partner",
    "ซัพพลายเออร์": "vendor",
    "گاہک": "customer",
    "کلائنٹ": "customer",
    "अकाउंटेंट": "accountant",
    "लेखाकार": "accountant",
    "ठेकेदार": "contractor",
    "एजेंसी": "agency",
    "ऑडिटर": "auditor",
    "वेंडर": "vendor",
    "क्लाइंट": "customer",
}

# Removal verbs that govern a preposition ("от Redis мы отказались", "odustali smo od Sentryja"):
# that preposition before the product is the verb's, not a place the product is in
GOVERNED: dict[str, str] = {
    "отказались": "от",
    "избавились": "от",
    "відмовилися": "від",
    "отказахме": "от",
    "odustali": "od",
    "zrezygnowaliśmy": "z",
    "atteicāmies": "no",
    "renunțat": "la",
}

# A word right before a product that makes it a place, not the object ("data dihapus dari
# PostgreSQL", "removed from Redis"), and after it for postposition languages ("Redis से").
LOCATIVE_BEFORE = _words(
    "from in into de da dal del von aus van dans en di dari daripada mula kutoka kwenye katika "
    "dalam pada sa u w v z ze zo od iz "
    "из от з із από από từ fra från از من в"
)
LOCATIVE_AFTER = ("से", "में", "から", "で", "에서", "থেকে", "سے", "میں", "'den", "'dan", "'ten")
# Data a removal verb takes while the product only says where it lives ("hapus data Redis",
# "smazali jsme logy z Elasticsearch", "حذف کردیم داده‌های MongoDB"): no ending
DATA_NOUNS = _words(
    "data datos dados données daten dane dáta údaje dati veri gegevens records rekod rows baris "
    "tables table tabel tabulky keys kunci kljuce logs log logy backups backup sandaran index "
    "indexes entries messages mesej pesan dokumen documents files fail berkas kumbukumbu faili "
    "داده داده‌ها داده‌های بيانات البيانات डेटा ডেটা ข้อมูล dữ liệu "
    "данные данных записи записей логи ключи таблицы таблиц дані даних записи дневници данните "
    "записите таблиците duomenis duomenys įrašus žurnalus lenteles andmed andmeid kirjed logid "
    "podatke podaci zapise tablice "
    # a fault removed is fixed, the product stays: "tumeondoa hitilafu kwenye Redis"
    "bug bugs error errors hitilafu tatizo shida grešku greška chybu chyba chybou błąd błędy "
    "lỗi kesalahan ralat pepijat masalah problema problem problém mali مشکل خطا مشكلة خطأ समस्या "
    "त्रुटि বাগ ปัญหา บั๊ก"
)
# "for a moment", "for maintenance": a product switched off for a while is not gone
TEMPORARY = _words(
    "briefly temporarily maintenance sebentar sementara chwilę tymczasowo chvíli dočasne dočasně "
    "temporalmente temporaneamente temporairement vorübergehend kurz muda pansamantala saglit "
    "geçici privremeno začasno tijdelijk midlertidig tillfälligt väliaikaisesti موقتاً موقتا "
    "مؤقتا अस्थायी ชั่วคราว tạm údržbu údržby konserwacji mantenimiento manutenzione wartung"
)
# "and" between two products makes them a list, not the two ends of a change (not the "a"
# and "na" of Czech, Slovak and Swahili: they are "to" in Catalan, Spanish and Slavic)
CONJUNCTIONS = _words(
    "and or i e y et und og och en ja és ve at dan atau và hoặc и или і або και ή ו "
    "و یا او أو और या এবং ও และ หรือ 和 及 与 或 と 및 또는 na pia ama au"
)
# A negation right before a cue: "Redis nie vypli sme", "हमने Redis नहीं हटाया"
NEGATION_BEFORE = _words(
    "not never no nie ne nu non não не ні δεν לא không chưa tidak tak belum bukan hindi wala "
    "hatuku hatujawahi jangan huwag usi मत مت نه نمی لا لم نہیں नहीं না ไม่ 不 没 没有 안 못 değil"
)

# Negation inside the verb, for "please don't use MM/DD/YYYY": Swahili usi-/msi-/hatu-,
# Persian na- ... -id, Turkish -mayın/-meyin, Hungarian ne, Japanese -ないで, Korean 지 마
NEGATED_VERB = (
    r"\b(?:usi|msi|hatu|hamu)\w{3,}|(?<![\w\u200c])ن(?!مایید)\S+ید\b|\b\w+m[ae]y[ıi]n(?:[ıi]z)?\b|"
    r"\bne\s+\w+|ないで|지\s*마|不要|别|請勿|请勿"
)
