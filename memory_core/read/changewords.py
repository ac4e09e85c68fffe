"""Words of "we stopped / removed / no longer have" and of "now / still / prefer" in about
forty languages, as data (pure).

The read side needs two judgements the extractor may have missed in a language it does
not cover: whether a newer user message takes a fact back ("hem deixat de fer servir
Memcached", "Redis sme úplne vypli"), and whether a question is about the present state
or a preference (then the newest statement wins ties). Both are worded with a few verbs
and adverbs per language, listed here per language, not per phrasing seen in a test set.
"""

from __future__ import annotations

# "No longer", "stopped", "removed", "replaced", "switched off", "none (any more)".
_STOPPED: dict[str, str] = {
    "en": r"no longer|not any ?more|stopped|dropped|removed|retired|got rid of|switched off|"
    r"turned off|shut down|decommissioned|replaced|moved off|migrated off|ripped out|"
    r"phased out|ditched|is gone|are gone|no more",
    "de": r"nicht mehr|kein\w* mehr|abgeschaltet|abgeschafft|entfernt|ersetzt|aufgegeben|"
    r"abgelöst|ausgemustert",
    "fr": r"ne \w+ plus|n'\w+ plus|abandonn\w+|supprim\w+|remplac\w+|arrêt\w+|retiré\w*|"
    r"désactiv\w+",
    "es": r"ya no|dejamos de|eliminamos|quitamos|reemplaz\w+|sustitu\w+|abandonamos|apagamos|"
    r"dimos de baja",
    "it": r"non più|abbiamo tolto|eliminat\w+|dismess\w+|sostituit\w+|abbandonat\w+|spent\w+",
    "pt": r"não \w+ mais|deixamos de|removemos|substitu\w+|abandonamos|desligamos|desativamos",
    "ca": r"ja no|hem deixat de|deixat de|hem eliminat|hem tret|substituït|hem apagat",
    "nl": r"niet meer|gestopt met|verwijderd|vervangen|uitgezet|afgeschaft|uitgefaseerd",
    "sv": r"inte längre|slutat|tagit bort|ersatt|stängt av|avvecklat",
    "da": r"ikke længere|holdt op med|fjernet|erstattet|slukket|droppet|udfaset",
    "no": r"ikke lenger|sluttet|fjernet|erstattet|skrudd av|faset ut",
    "fi": r"ei enää|lopetimme|lopetettu|poistimme|poistettu|korvasimme|korvattu|luovuimme|"
    r"sammutimme|ajettu alas",
    "pl": r"już nie|przestaliśmy|usunęliśmy|zastąpiliśmy|wyłączyliśmy|zrezygnowaliśmy",
    "cs": r"už ne\w*|přestali|odstranili|nahradili|vypnuli|zrušili",
    "sk": r"už ne\w*|prestali|odstránili|nahradili|vypli|zrušili|žiadn\w+|nemáme",
    "hr": r"više ne|prestali|uklonili|zamijenili|ugasili|isključili",
    "ru": r"больше не|перестали|убрали|удалили|заменили|отключили|отказались",
    "uk": r"більше не|перестали|прибрали|видалили|замінили|вимкнули|відмовилися",
    "bg": r"вече не|спряхме|премахнахме|заменихме|изключихме",
    "ro": r"nu mai|am renunțat|am eliminat|am înlocuit|am oprit",
    "hu": r"már nem|megszüntettük|eltávolítottuk|lecseréltük|kikapcsoltuk",
    "el": r"πλέον δεν|δεν \w+ πια|καταργήσαμε|αφαιρέσαμε|αντικαταστήσαμε|σταματήσαμε",
    "tr": r"artık|bıraktık|kaldırdık|değiştirdik|kapattık|vazgeçtik",
    "ar": r"لم نعد|توقفنا عن|أزلنا|استبدلنا|تخلصنا من|ألغينا|أوقفنا",
    "fa": r"دیگر|کنار گذاشتیم|حذف کردیم|جایگزین کردیم|خاموش کردیم|نداریم|هیچ",
    "ur": r"اب نہیں|بند کر دیا|ہٹا دیا|بدل دیا|ختم کر دیا",
    "he": r"כבר לא|הפסקנו|הסרנו|החלפנו|ביטלנו",
    "hi": r"अब नहीं|बंद कर दिया|हटा दिया|बदल दिया|छोड़ दिया",
    "bn": r"আর না|বন্ধ করে দিয়েছি|সরিয়ে দিয়েছি|বাদ দিয়েছি",
    "id": r"tidak lagi|tak lagi|sudah tidak|berhenti|dihapus|dibuang|buang|diganti|dimatikan|"
    r"tiada|tidak ada lagi",
    "tl": r"hindi na|tinanggal|inalis|pinalitan|itinigil|wala na|wala pa",
    "vi": r"không còn|không dùng nữa|đã bỏ|ngừng|gỡ bỏ|đã thay",
    "sw": r"hatutumii tena|tumeacha|tumeondoa|tumebadilisha|hakuna tena|tumezima",
}
# A plan or a hypothetical ("thinking about going from 13 to 16", "maybe next year"): no
# change yet.
_PLAN: dict[str, str] = {
    "en": r"thinking (?:about|of)|considering|plan(?:ning)? to|might|maybe|perhaps|evaluating|"
    r"would like to|want to|if we|one day|someday|next year|not before|not yet|hypothetically",
    "de": r"überlegen|planen|vielleicht|eventuell|möglicherweise|irgendwann|nächstes jahr|würden",
    "fr": r"envisag\w+|pensons à|prévoyons|peut-être|éventuellement|un jour|l'année prochaine",
    "es": r"pensando en|planeamos|quizás|quizá|tal vez|a lo mejor|evaluando|el año que viene|"
    r"el próximo año",
    "it": r"pensando di|stiamo valutando|forse|magari|prossimo anno|un giorno",
    "pt": r"pensando em|planejamos|talvez|avaliando|ano que vem|próximo ano|um dia",
    "ca": r"pensant en|potser|l'any que ve|estem valorant",
    "nl": r"overwegen|denken erover|misschien|volgend jaar|ooit|van plan",
    "sv": r"funderar på|överväger|kanske|nästa år|planerar",
    "da": r"overvejer|tænker på|måske|næste år|planlægger",
    "no": r"vurderer|tenker på|kanskje|neste år|planlegger",
    "fi": r"harkitsemme|mietimme|ehkä|ensi vuonna|suunnittelemme|joskus",
    "pl": r"rozważamy|myślimy o|może|w przyszłym roku|planujemy",
    "cs": r"zvažujeme|uvažujeme|možná|příští rok|plánujeme",
    "sk": r"uvažujeme|zvažujeme|možno|budúci rok|plánujeme",
    "hr": r"razmišljamo|razmatramo|možda|sljedeće godine|planiramo",
    "ru": r"думаем|планируем|рассматриваем|возможно|может быть|в следующем году|когда-нибудь",
    "uk": r"думаємо|плануємо|розглядаємо|можливо|наступного року",
    "bg": r"мислим|планираме|обмисляме|може би|догодина",
    "ro": r"ne gândim|plănuim|poate|anul viitor",
    "hu": r"gondolkodunk|tervezzük|talán|jövőre|fontolgatjuk",
    "el": r"σκεφτόμαστε|σχεδιάζουμε|ίσως|του χρόνου",
    "tr": r"düşünüyoruz|planlıyoruz|belki|gelecek yıl|seneye",
    "ar": r"نفكر|نخطط|ربما|العام القادم|السنة القادمة",
    "fa": r"شاید|فکر می‌کنیم|برنامه داریم|سال آینده|سال بعد",
    "ur": r"شاید|سوچ رہے|اگلے سال",
    "he": r"אולי|שוקלים|חושבים על|בשנה הבאה|מתכננים",
    "hi": r"शायद|सोच रहे|अगले साल",
    "id": r"mungkin|berencana|merancang|mempertimbangkan|tahun depan",
    "tl": r"iniisip|baka|siguro|sa susunod na taon|pinaplano",
    "vi": r"có lẽ|đang cân nhắc|dự định|năm sau|năm tới",
    "sw": r"labda|tunafikiria|tunapanga|mwaka ujao",
}
PLAN_UNSPACED = (
    r"也许|也許|打算|考虑|考慮|明年|もしかしたら|検討中|予定|来年|아마|고려 중|계획|내년|อาจจะ|"
    r"กำลังพิจารณา|ปีหน้า"
)
# "Not", for "X, not Y": the Y after a negation is the value turned down, not a new one.
NOT = (
    r"not|no|never|nicht|kein\w*|pas|non|nie|niet|inte|ikke|ei|ne|не|ні|nem|δεν|όχι|değil|"
    r"não|nu|bukan|tidak|hindi|không|si|sio|لا|ليس|وليس|نه|نہیں|नहीं|না|לא|不是|而不是|ではなく|아니"
)
# Scripts without spaces (matched anywhere in a clause).
STOPPED_UNSPACED = (
    r"ไม่ได้ใช้แล้ว|เลิกใช้|ยกเลิก|不再|停用|弃用|棄用|不用了|去掉了|换成|換成|关掉|關掉|下线|"
    r"もう使って(?:いない|いません)|廃止|やめました|削除しました|置き換え|停止しました|"
    r"더 이상|안 써요|중단했|없앴|교체했|껐어요"
)

# "Now", "currently", "still", "these days", "prefer", "which ... use" in the same languages.
_STATE: dict[str, str] = {
    "de": r"jetzt|aktuell|derzeit|momentan|noch|bevorzug\w*|lieber|welche\w*",
    "fr": r"maintenant|actuellement|en ce moment|encore|toujours|préfèr\w*|quel\w*",
    "es": r"ahora|actualmente|todavía|aún|prefier\w*|prefer\w*|cuál",
    "it": r"adesso|ora|attualmente|ancora|preferisc\w*|quale",
    "pt": r"agora|atualmente|ainda|prefer\w*|qual",
    "ca": r"ara|actualment|encara|prefereix\w*|quina|quin",
    "nl": r"nu|momenteel|nog steeds|nog|liever|welke",
    "sv": r"nu|för närvarande|fortfarande|föredrar|vilken|vilket",
    "da": r"nu|for tiden|stadig|foretrækker|hvilken|hvilket",
    "no": r"nå|for tiden|fortsatt|fremdeles|foretrekker|hvilken|hvilket",
    "fi": r"nyt|nykyään|tällä hetkellä|vielä|edelleen|mieluummin|mikä|millainen",
    "pl": r"teraz|obecnie|nadal|wciąż|wolę|woli|który|która|jaki|jaka",
    "cs": r"teď|nyní|aktuálně|pořád|stále|preferuj\w*|který|která|jaký|jaká",
    "sk": r"teraz|momentálne|ešte|stále|preferuj\w*|ktorý|ktorá|akú|aký|aká",
    "hr": r"sada|trenutno|još|i dalje|radije|koji|koja",
    "ru": r"сейчас|теперь|сегодня|всё ещё|все еще|до сих пор|предпочита\w*|какой|какую|какая",
    "uk": r"зараз|тепер|досі|все ще|віддаю перевагу|який|яку|яка",
    "bg": r"сега|в момента|все още|предпочит\w*|кой|коя",
    "ro": r"acum|în prezent|încă|prefer\w*|care",
    "hu": r"jelenleg|még mindig|még|szívesebben|melyik|milyen",
    "el": r"τώρα|πλέον|ακόμα|ακόμη|προτιμ\w*|ποιο|ποια",
    "tr": r"şimdi|şu an|hâlâ|hala|artık|tercih\w*|hangi",
    "ar": r"الآن|حاليا|حالياً|ما زلنا|مازلنا|لا نزال|أفضل|أي",
    "fa": r"الان|اکنون|فعلا|فعلاً|هنوز|ترجیح|کدام",
    "ur": r"اب|ابھی|فی الحال|اب بھی|پسند|کون سا|کون سی",
    "he": r"עכשיו|כרגע|עדיין|מעדיפ\w*|איזה|איזו",
    "hi": r"अब|अभी|फ़िलहाल|फिलहाल|अब भी|पसंद|कौन सा|कौन सी",
    "bn": r"এখন|বর্তমানে|এখনও|পছন্দ|কোন",
    "id": r"sekarang|saat ini|masih|lebih suka|yang mana|mana",
    "tl": r"ngayon|pa rin|pa ba|mas gusto|alin",
    "vi": r"bây giờ|hiện nay|hiện tại|vẫn|thích|nào",
    "sw": r"sasa|sasa hivi|bado|napendelea|gani|ipi",
}
STATE_UNSPACED = (
    r"ตอนนี้|ปัจจุบัน|ยังคง|ชอบ|อะไร|现在|現在|目前|还在|還在|仍然|喜欢|喜歡|哪个|哪個|"
    r"今|現在|まだ|好み|どの|지금|현재|아직|선호|어떤"
)


def _join(table: dict[str, str]) -> str:
    return "|".join(dict.fromkeys(table.values()))


STOPPED = _join(_STOPPED)
PLAN = _join(_PLAN)
STATE = _join(_STATE)
