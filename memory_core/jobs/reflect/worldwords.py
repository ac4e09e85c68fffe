"""The vocabulary's concepts worded in more languages and scripts, as data (pure).

``vocabulary`` recognises a reply language, an answer length and a date format by English,
German, French, Spanish, Italian, Dutch, Portuguese and Polish words. Users write in many
more, and say the concept the way their language does: Hungarian and Czech name a language
by an adverb ("magyarul", "česky": "in Hungarian", "in Czech"), Romanian and Greek by a
preposition ("în română", "στα ελληνικά"), Japanese and Chinese by a particle after the
name with no space ("日本語で", "用中文"). Here, per concept value, those wordings in
Romanian, Greek, Czech, Hungarian, Indonesian, Russian, Ukrainian, Vietnamese, Turkish,
Swedish, Hebrew, Japanese, Chinese and Korean, then the other most-used languages (Finnish
to Amharic) by their own "in <language>"; words of scripts without spaces carry no word
boundary. A date template in any alphabet with the year first ("RRRR-MM-DD",
"ÉÉÉÉ-HH-NN", "ГГГГ-ММ-ДД": four of one letter, then two and two) is ISO 8601 by its shape.
"""

from __future__ import annotations

# "In <language>" as each language says it (the phrase is a reply language on its own).
IN_LANGUAGE: dict[str, str] = {
    "english": r"\b(?:în|la) (?:limba )?englez[ăa]\b|\bangolul\b|\banglicky\b|\bv angličtině\b|"
    r"\bστα αγγλικά\b|\b(?:dalam|pakai|pake|gunakan|dengan) bahasa inggris\b|"
    r"\bпо-английски\b|\bна английском\b|\bанглійською\b|\bbằng tiếng anh\b|"
    r"英語で(?=お願い|答え|返信|回答|書い|話し|説明)|用英[文语語]|"
    r"英文回[答覆复]|영어로",
    "german": r"\b(?:în|la) (?:limba )?german[ăa]\b|\bnémetül\b|\bněmecky\b|\bστα γερμανικά\b|"
    r"\bпо-немецки\b|\bнімецькою\b|ドイツ語で(?=お願い|答え|返信|回答|書い|話し)|用德[文语語]|독일어로",
    "french": r"\b(?:în|la) (?:limba )?francez[ăa]\b|\bfranciául\b|\bfrancouzsky\b|"
    r"\bστα γαλλικά\b|\bпо-французски\b|フランス語で(?=お願い|答え|返信|回答|書い|話し)|"
    r"用法[文语語]|프랑스어로",
    "romanian": r"\b(?:în|la) (?:limba )?român[ăa]\b|\bromânește\b|\brománul\b|\brumunsky\b|"
    r"\bпо-румынски\b",
    "hungarian": r"\bmagyarul\b|\bmaďarsky\b|\b(?:în|la) (?:limba )?maghiar[ăa]\b|"
    r"\bпо-венгерски\b",
    "czech": r"\bčesky\b|\bv češtině\b|\bcsehül\b|\bpo czesku\b|\bпо-чешски\b",
    "greek": r"\bστα ελληνικά\b|\bελληνικά,? (?:παρακαλώ|σας παρακαλώ)\b|\bgörögül\b|"
    r"\břecky\b|\bпо-гречески\b",
    "indonesian": r"\b(?:dalam|pakai|pake|gunakan|dengan) bahasa indonesia\b",
    "russian": r"\bпо-русски\b|\bна русском\b|\boroszul\b|\brusky\b|по-російськи",
    "ukrainian": r"\bукраїнською\b|\bукраїнськ\w* мов\w*|\bпо-українськи\b|\bпо-украински\b|"
    r"\bna ukraińsku\b|\bukrajinsky\b|\bukránul\b",
    "vietnamese": r"\bbằng tiếng việt\b|\btiếng việt,? (?:nhé|ạ|vui lòng)\b",
    "turkish": r"\btürkçe (?:yaz|cevap|yanıt|konuş)\w*|\btörökül\b",
    "swedish": r"\bpå svenska\b|\bsvédül\b",
    "hebrew": r"\bבעברית\b",
    "japanese": r"日本語で(?=お願い|答え|返信|回答|書い|話し|説明)|\bjapánul\b|\bjaponsky\b",
    "chinese": r"用中文|中文回[答覆复]|说中文|說中文|\bkínaiul\b|\bčínsky\b",
    "korean": r"한국어로|한국말로|우리말로|\bkoreaiul\b|\bkorejsky\b",
    # The other most-used languages, each as it says "in <language>" itself.
    "finnish": r"\bsuomeksi\b|\bsuomen kielellä\b|\bpå finska\b",
    "danish": r"\bpå dansk\b",
    "norwegian": r"\bpå norsk\b|\bpå bokmål\b|\bpå nynorsk\b",
    "catalan": r"\ben català\b|\bcatalà,? si us plau\b",
    "arabic": r"بالعربية|باللغة العربية|بالعربي(?!\w)",
    "persian": r"به فارسی|فارسی (?:بنویس|جواب)",
    "hindi": r"हिंदी में|हिन्दी में",
    "urdu": r"اردو میں",
    "bengali": r"বাংলায়",
    "swahili": r"\bkwa kiswahili\b",
    "tagalog": r"\b(?:sa|nang|ng) (?:tagalog|filipino)\b",
    "malay": r"\b(?:dalam|guna|pakai) bahasa (?:melayu|malaysia)\b",
    "thai": r"เป็นภาษาไทย|ภาษาไทยนะ|ตอบภาษาไทย",
    "tamil": r"தமிழில்",
    "telugu": r"తెలుగులో",
    "marathi": r"मराठीत|मराठीमध्ये",
    "gujarati": r"ગુજરાતીમાં",
    "punjabi": r"ਪੰਜਾਬੀ ਵਿੱਚ",
    "kannada": r"ಕನ್ನಡದಲ್ಲಿ",
    "slovak": r"\bpo slovensky\b|\bv slovenčine\b",
    "croatian": r"\bna hrvatskom\b",
    "serbian": r"\bna srpskom\b|\bна српском\b",
    "bulgarian": r"\bна български\b",
    "amharic": r"በአማርኛ",
}

# Short answers, in those languages ("Πιο σύντομα", "röviden", "短く", "简短").
CONCISE = (
    # the adjective as the wish, not of something else ("un scurt rezumat"; Greek
    # "σύντομα" alone is "soon", "σεντόνι" a bed sheet)
    r"\bpe scurt\b|\bmai scurt\w*|\brăspunsuri? scurt\w*|\bscurt,? vă rog\b|\bconcis\w*|"
    r"\bprea lung\w*|\bπιο σύντομ\w*|\bσύντομ(?:η|ες|ο|α) (?:απάντηση|απαντήσεις|κείμενο)\b|"
    r"\bλίγα λόγια\b|\b(?:πολύ )?(?:μεγάλο|μακρύ) κείμενο\b|"
    r"\b(?:μία|μια|δυο|δύο|τρεις) (?:γραμμές|γραμμή|προτάσεις|πρόταση)\b|"
    r"\bstručn\w*|\bkrátce\b|\bkratší\w*|\b(?:moc|příliš) dlouh\w*|"
    r"\bröviden\b|\brövidebb\w*|\btömör\w*|\btúl hosszú\b|"
    r"\bsingkat\b|\bringkas\b|\bterlalu panjang\b|"
    r"\bкоротк\w*|\bкратк\w*|\bкороче\b|\bслишком длинн\w*|\bстисл\w*|"
    r"\bngắn gọn\b|\bquá dài\b|"
    r"短く|簡潔|手短|要点だけ|長すぎ|简短|簡短|简洁|太长|太長|짧게|간단히|간결|너무 길"
)
# "Too short" in those languages asks for more, not less: listed with the detailed terms,
# it is found where the shorter term is, and the earlier match wins.
DETAILED = (
    r"\bdetaliat\w*|\bmai multe detalii\b|\bpas cu pas\b|\bprea scurt\w*|"
    r"\bαναλυτικ\w*|\bλεπτομερ\w*|\bβήμα (?:προς )?βήμα\b|"
    r"\bpodrobn\w*|\bkrok za krokem\b|\b(?:moc|příliš) krátk\w*|"
    r"\brészletes\w*|\blépésről lépésre\b|\btúl rövid\w*|"
    r"\b(?:yang|lebih|secara|dengan) (?:detail|rinci|lengkap)\b|\blangkah demi langkah\b|"
    r"\bterlalu (?:singkat|pendek)\b|"
    r"\bподробн\w*|\bпошагов\w*|\bшаг за шагом\b|\bслишком коротк\w*|\bдетальн\w*|"
    r"\bпокроков\w*|\bchi tiết\b|\btừng bước\b|\bquá ngắn\b|"
    # how the answer explains, not a detail of their data ("エラーの詳細") or a rollout
    r"詳しく|詳細に|(?:丁寧に|段階的に|一つずつ|順を追って)(?:説明|教え)|ステップバイステップ|短すぎ|"
    r"详细|一步一步|逐步(?:说明|解释|讲解)|"
    r"太短|자세히|자세하게|단계별|상세히|너무 짧"
)

# A year-first date template in any alphabet ("RRRR-MM-DD", "ГГГГ-ММ-ДД", "ÉÉÉÉ.HH.NN"),
# and "year-month-day" in words.
ISO_TEMPLATE = (
    r"(?<!\w)([^\W\d_])\1{3}([-./])([^\W\d_])\3\2([^\W\d_])\4(?!\w)|"
    r"\b(?:rok-měsíc-den|rok-miesiąc-dzień|jahr-monat-tag|année-mois-jour|año-mes-día|"
    r"anno-mese-giorno|an-lună-zi|év-hónap-nap|tahun-bulan-tanggal|год-месяц-день|"
    r"рік-місяць-день|έτος-μήνας-ημέρα)\b|年月日の順|"
    r"\b(?:dates?|datum|daty|dátum\w*|tanggal|ημερομηνί\w*|даты|дату|дати)\W+(?:\w+\W+){0,2}?"
    r"iso\b"
)
# A day-first template in those alphabets ("ZZ.LL.AAAA", "ДД.ММ.ГГГГ", "DD.MM.RRRR").
DAY_FIRST_TEMPLATE = (
    r"(?<!\w)(?:dd|tt|jj|gg|zz|дд|ηη)([/.-])(?:mm|ll|мм|μμ)\1(?:yyyy|yy|jjjj|aaaa|rrrr|rr|"
    r"гггг|гг|εεεε|åååå|tttt)(?!\w)"
)
# Saying "again" (or "why") right before naming a language complains about it
# ("Megint angolul", "Proč anglicky?").
AGAIN = (
    r"megint|ismét|iar|din nou|zase|znovu|opět|πάλι|ξανά|lagi|опять|снова|знову|lại|"
    r"why|warum|pourquoi|por qué|perché|waarom|dlaczego|miért|de ce|proč|γιατί|kenapa|"
    r"mengapa|почему|чому|tại sao"
)
AGAIN_CJK = r"また|又|또|다시|なぜ|どうして|为什么|為什麼|왜"
# Negations in those languages: a term right after one is not what the user wants.
# (Romanian "nu" is left out: in Dutch and Swedish it is "now".)
NEGATIONS = r"ne|nem|όχι|μην|δεν|не|ні|không|bukan|jangan|tidak|nie|inte|niet|değil"
