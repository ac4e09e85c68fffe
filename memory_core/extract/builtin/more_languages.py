"""Word classes of Romanian, Ukrainian, Russian, Greek, Hebrew, Vietnamese and Indonesian for
the rules that ``languages`` feeds: conditionals and plans, negation, "no longer", verbs that
end the product before or after them, past verbs of change with their from- and to-words,
third parties' nouns, "now", and words that start a new clause ("but", "and now").

Vietnamese and Indonesian mark no tense on the verb, so a change counts only after a past
marker ("đã", "sudah", "telah"); "pakai Redis lagi" (Redis again) ends nothing unless a
negation comes before it ("tidak ... lagi", "không ... nữa").
"""

from __future__ import annotations

HYPOTHETICAL_WORDS: tuple[str, ...] = (
    # Romanian
    r"dacă",
    r"daca",
    r"poate",
    r"ne\s+g[âa]ndim",
    r"pl[ăa]nuim",
    r"inten[țţt]ion[ăa]m",
    r"vrem\s+s[ăa]",
    r"am\s+vrea",
    r"anul\s+viitor",
    # Ukrainian, Russian
    r"якщо",
    r"можливо",
    r"плануємо",
    r"думаємо",
    r"розглядаємо",
    r"хочемо",
    r"наступного\s+року",
    r"если",
    r"возможно",
    r"планируем",
    r"думаем",
    r"рассматриваем",
    r"хотим",
    # Greek
    r"αν",
    r"ίσως",
    r"σκεφτόμαστε",
    r"σχεδιάζουμε",
    r"εξετάζουμε",
    r"θα",
    # Hebrew
    r"אם",
    r"אולי",
    r"שוקלים",
    r"מתכננים",
    # Vietnamese
    r"nếu",
    r"có\s+lẽ",
    r"có\s+thể",
    r"cân\s+nhắc",
    r"dự\s+định",
    r"xem\s+xét",
    r"sẽ",
    r"chưa",
    r"năm\s+sau",
    r"muốn",
    # Indonesian
    r"jika",
    r"kalau",
    r"mungkin",
    r"berencana",
    r"rencana",
    r"mempertimbangkan",
    r"akan",
    r"belum",
    r"tahun\s+depan",
    r"ingin",
)
# (not Romanian "nu": it is Dutch "now"; "nu mai" and "nu folosim" are read below)
NEGATION_WORDS: tuple[str, ...] = (
    r"не",
    r"ні",
    r"нет",
    r"немає",
    r"δεν",
    r"μην",
    r"όχι",
    r"לא",
    r"אין",
    r"không",
    r"tidak",
    r"bukan",
    r"tanpa",
)
# "no longer", before the verb: "nu mai folosim", "більше не використовуємо", "kami sudah
# tidak memakai", "không còn dùng", "כבר לא"
NO_LONGER_BEFORE = (
    r"\b(?:nu\s+mai|більше\s+не|вже\s+не|больше\s+не|уже\s+не|δεν\s+\w+\s+πια|δεν\s+\w+\s+πλέον|"
    r"không\s+còn|tidak\s+lagi|sudah\s+tidak|sudah\s+tak|tak\s+lagi)\s+(?:\w+\s+){0,2}$|"
    r"כבר\s+לא\s+(?:\S+\s+){0,2}$"
)
# ... and after the product, with a negation before it ("tidak memakai X lagi")
AGAIN_AFTER = r"nữa|lagi|πια|πλέον|більше|больше"
# verbs that end the product named after them
RETRACT_BEFORE_WORDS: tuple[str, ...] = (
    r"(?:am\s+)?renun[țţt]at\s+la",
    r"am\s+eliminat",
    r"am\s+scos",
    r"am\s+oprit",
    r"am\s+dezactivat",
    r"прибрали",
    r"видалили",
    r"вимкнули",
    r"відмовилися\s+від",
    r"позбулися",
    r"убрали",
    r"удалили",
    r"отключили",
    r"отказались\s+от",
    r"избавились\s+от",
    r"καταργήσαμε",
    r"αφαιρέσαμε",
    r"απενεργοποιήσαμε",
    r"הסרנו(?:\s+את)?",
    r"ביטלנו(?:\s+את)?",
    r"đã\s+bỏ",
    r"bỏ\s+hẳn",
    r"gỡ\s+bỏ",
    r"loại\s+bỏ",
    r"ngừng\s+(?:dùng|sử\s+dụng)",
    r"menghapus",
    r"berhenti\s+(?:memakai|menggunakan|pakai)",
    r"mematikan",
    r"meninggalkan",
)
# ... and after it, the verb last ("Redis ми повністю прибрали", "Redis sudah dihapus")
RETRACT_AFTER_WORDS: tuple[str, ...] = (
    r"прибрали",
    r"видалили",
    r"вимкнули",
    r"убрали",
    r"удалили",
    r"отключили",
    r"a\s+fost\s+(?:eliminat|scos|oprit)\w*",
    r"καταργήθηκε",
    r"αφαιρέθηκε",
    r"הוסר",
    r"(?:sudah\s+|telah\s+)?(?:dihapus|dimatikan)",
    r"(?:đã\s+)?bị\s+(?:gỡ|loại)\s+bỏ",
)
# past verbs of change (a past marker first where the language has no past tense)
CHANGE_PAST: tuple[str, ...] = (
    r"am\s+terminat\s+migrarea",
    r"terminat\s+migrarea",
    r"am\s+migrat",
    r"am\s+trecut",
    r"am\s+mutat",
    r"am\s+actualizat",
    r"перейшли",
    r"переїхали",
    r"мігрували",
    r"оновили",
    r"перенесли",
    r"перешли",
    r"переехали",
    r"мигрировали",
    r"обновили",
    r"μεταφερθήκαμε",
    r"μετακομίσαμε",
    r"αναβαθμίσαμε",
    r"μεταφέραμε",
    r"περάσαμε",
    r"עברנו",
    r"שדרגנו",
    r"העברנו",
    r"đã\s+(?:nâng\s+cấp|chuyển(?:\s+đổi)?|di\s+chuyển|đổi)",
    r"(?:sudah|telah)\s+(?:pindah|bermigrasi|migrasi|beralih|upgrade|memindahkan|berpindah)",
)
FROM_WORDS = r"de\s+pe|de\s+la|з|із|зі|с|со|από|từ|dari"
TO_WORDS = r"pe|la|на|σε|στο|στη|στην|lên|sang|ke"
# third parties' nouns, stem -> the English noun they are kept under
THIRD_PARTY_STEMS: dict[str, str] = {
    "partener": "partner",
    "agenți": "agency",
    "agenţi": "agency",
    "agenti": "agency",
    "furnizor": "vendor",
    "clientul": "customer",
    "партнер": "partner",
    "партнёр": "partner",
    "видав": "publisher",
    "постачальник": "vendor",
    "поставщик": "vendor",
    "клієнт": "customer",
    "клиент": "customer",
    "підрядник": "contractor",
    "подрядчик": "contractor",
    "συνεργάτ": "partner",
    "πελάτ": "customer",
    "προμηθευτ": "vendor",
    "nhà cung cấp": "vendor",
    "khách hàng": "customer",
    "đối tác": "partner",
    "pemasok": "vendor",
    "mitra": "partner",
    "pelanggan": "customer",
    "penjual": "merchant",
    "klien": "customer",
}
THIRD_PARTY_ENDINGS = r"ul|ului|ii|ilor|ei|ia|a|и|ів|ом|у|ові|ець|ця|ництво|ες|ης|η|ών|nya"
NOW_WORDS: tuple[str, ...] = (
    r"sekarang",
    r"acum",
    r"тепер",
    r"зараз",
    r"сейчас",
    r"теперь",
    r"τώρα",
    r"עכשיו",
    r"bây\s+giờ",
)
# words that start a clause of their own: "but", and "and" before "now" (not Romanian "dar",
# Portuguese "to give", nor "si", Spanish "if": a split there would cut a plan from its marker)
BUT_WORDS = r"însă|але|проте|но|αλλά|אבל|nhưng|tapi|tetapi|namun"
AND_WORDS = r"and|e|y|und|et|en|og|och|și|та|і|и|και|và|dan"
# "and now": what follows is the new state ("dropped Jenkins and now use GitLab CI")
AND_NOW = (
    r"\s+(?:"
    + AND_WORDS
    + r")\s+(?=(?:now|ora|adesso|ahora|jetzt|nun|maintenant|agora|nu|nå|"
    + "|".join(NOW_WORDS)
    + r")\b)|"
)
# Preferences: language names, reply verbs, the answer's noun and its short / long words,
# request words, team nouns and number words.
LANGUAGE_NAMES: dict[str, str] = {
    "engleză": "English",
    "engleza": "English",
    "germană": "German",
    "англійською": "English",
    "англійська": "English",
    "английском": "English",
    "по-английски": "English",
    "tiếng anh": "English",
    "bahasa inggris": "English",
    "αγγλικά": "English",
    "באנגלית": "English",
}
REPLY_VERBS = (
    r"r[ăa]spunde\w*|scrie\w*|відповіда\w*|відповід\w*|пишіть|отвеча\w*|ответ\w*|пишите|"
    r"trả\s+lời|balas\w*|jawab\w*|membalas|menjawab|απαντ\w*|γράφ\w*|תענו|לענות|תכתבו"
)
STYLE_NOUNS = (
    r"jawaban(?:nya)?|trả\s+lời|câu\s+trả\s+lời|r[ăa]spunsuri(?:le)?|відповіді|ответы|απαντήσεις"
)
STYLE_SHORT = r"singkat|pendek|ngắn(?:\s+gọn)?|scurte|короткі|короткие|σύντομες"
STYLE_LONG = (
    r"detail|rinci|terperinci|chi\s+tiết|detaliate|детальні|подробные|αναλυτικές|λεπτομερείς"
)
STYLE_REQUEST = (
    r"lebih\s+suka|tolong|mohon|vui\s+lòng|xin|v[ăa]\s+rog|te\s+rog|будь\s+ласка|пожалуйста|"
    r"παρακαλώ|בבקשה"
)
TEAM_SUBJECTS = r"tim|nhóm|echip[ăa]|команд\w*|ομάδα|צוות"
TEAM_NOUNS = (
    r"orang|người|dezvoltatori|oameni|ingineri|розробник\w*|людей|люди|осіб|"
    r"προγραμματιστές|άτομα|מפתחים|מהנדסים|אנשים|developer|developers|engineers|programmer"
)
# "Tim kami ada empat orang developer", "Nhóm của chúng tôi có 3 người", "o echipă de 5"
TEAM_COUNT_BEFORE = r"ada|có|de|з|із|από|של|terdiri\s+dari|beranggotakan"
NUMBER_WORDS: dict[int, str] = {
    2: "dua două два дві",
    3: "tiga trei три",
    4: "empat patru чотири",
    5: "cinci п'ять",
    6: "enam шість",
    7: "tujuh șapte сім",
    8: "delapan вісім",
    9: "sembilan",
    10: "sepuluh zece десять",
}
# "we don't use X" with the verb of use or having right before the product: it ends X, as
# English "not using X" does ("nu folosim Kubernetes", "ми не використовуємо Kafka"); a
# fault ("не працює Redis", "Redis doesn't work") has another verb and ends nothing
NOT_USED_BEFORE = (
    r"\b(?:nu|не|không|tidak|tak|δεν)\s+(?:mai\s+)?(?:folosim|utiliz[ăa]m|rul[ăa]m|avem|"
    r"використовуємо|маємо|используем|dùng|sử\s+dụng|có|memakai|pakai|menggunakan|punya|"
    r"χρησιμοποιούμε|έχουμε)\s+(?:(?:de|la|το|την|τον)\s+)?$"
)
