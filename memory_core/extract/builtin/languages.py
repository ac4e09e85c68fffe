"""Word classes of more languages, as data: Norwegian, Danish, Swedish, Polish, Czech,
Finnish, Turkish, Japanese, Chinese and Korean beside the ones ``lexicon`` already knows
(and a few more French, Spanish, Italian, Dutch, Portuguese and German words).

Each tuple is one class the English rules read (an "if"/"considering" marker, a negation, a
first-person word, a verb that ends the product before or after it, a "not ours" disowner, a
"now" cue), so a rule written once covers every language listed here; finished changes with
their from/to words are in ``foreign_changes``, third parties' nouns in ``third_parties``.
Words that are ordinary words in another listed language are left out (Norwegian "de" is
Spanish "of", Polish "ich" is German "I"). Japanese and Chinese write no spaces, so their
words are matched without word boundaries.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin import hungarian, more_languages


def _alt(words: tuple[str, ...]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# "if", "maybe", "considering", "planning", "next year": what follows is not done.
HYPOTHETICAL_WORDS: tuple[str, ...] = (
    # Norwegian, Danish, Swedish
    r"hvis",
    r"kanskje",
    r"måske",
    r"kanske",
    r"muligvis",
    r"muligens",
    r"vurderer",
    r"overvejer",
    r"överväger",
    r"planlegger",
    r"planlægger",
    r"planerar",
    r"tenker\s+på",
    r"tænker\s+på",
    r"funderar\s+på",
    r"neste\s+år",
    r"næste\s+år",
    r"nästa\s+år",
    r"ikke\s+aktuelt",
    r"om\s+vi",
    r"skulle",
    r"en\s+gang",
    r"kommer\s+til\s+å",
    # Polish, Czech
    r"jeśli",
    r"jeżeli",
    r"gdyby\w*",
    r"może",
    r"rozważa\w*",
    r"planuje\w*",
    r"zamierza\w*",
    r"chcieli\w*",
    r"myślimy\s+o",
    r"w\s+przyszłym\s+roku",
    r"pokud",
    r"jestli",
    r"kdyby\w*",
    r"by(?:chom|ste|ch|s)",  # the Czech conditional: "bychom přešli" (we would move)
    r"možná",
    r"zvažuje\w*",
    r"plánuje\w*",
    r"příští\w*\s+rok\w*",
    # Finnish, Turkish
    r"jos",
    r"ehkä",
    r"harkitse\w*",
    r"suunnittele\w*",
    r"aiomme",
    r"ensi\s+vuonna",
    r"eğer",
    r"belki",
    r"düşünüyoruz",
    r"planlıyoruz",
    r"gelecek\s+yıl\w*",
    r"seneye",
    # more French, Spanish, Italian, Dutch, Portuguese, German
    r"peut[- ]être",
    r"un\s+jour",
    r"songeons",
    r"réfléchissons",
    r"tal\s+vez",
    r"quiz[áa]s?",
    r"consideran\w*",
    r"forse",
    r"valutando",
    r"stiamo\s+pensando",
    r"misschien",
    r"overwegen",
    r"van\s+plan",
    r"volgend\s+jaar",
    r"talvez",
    r"falls\s+(?:wir|ihr|sie|es|das|der|die|man)",  # not English "falls back to Redis"
    r"vielleicht",
    r"eventuell",
    r"irgendwann",
    # "if we": the conditional before a first-person verb or pronoun ("si nous passons à GCP",
    # "se passiamo a GCP", "se mudarmos para a AWS"), never a reflexive "se ejecuta"
    # (an adverb may come between: "si ahora migramos a AWS")
    r"(?:si|se)\s+(?:\w+\s+)?(?:nous|on|nos|nosotros|noi|n[óo]s|"
    r"\w+(?:ons|amos|emos|imos|iamo|armos|ermos|irmos))",
    r"wenn\s+wir",
    # someone's suggestion: "ni föreslog Kafka", "I foreslog Kafka", "zaproponowaliście Kafkę"
    r"f(?:o|ö)resl(?:og|o|ått|ået|agit|år)",
    r"anbefal\w*",
    r"rekommender\w*",
    r"zaproponowa\w*",
    r"sugerowa\w*",
    r"polecil\w*",
    r"navrhl\w*",
    r"doporučil\w*",
    r"ehdotti\w*",
    r"suosittel\w*",
    r"öner\w*",
    r"tavsiye",
    r"als\s+(?:we|wij)",
    # a move under way, not done: "vi flytter til AWS", "jesteśmy w trakcie migracji"
    r"flytter",
    r"flyttar",
    r"migrerer",
    r"migrerar",
    r"i\s+gang\s+med",
    r"er\s+ved\s+at",
    r"holder\s+på\s+(?:å|med)",
    r"håller\s+på\s+(?:att|med)",
    r"w\s+trakcie",
    r"przenosimy",
    r"migrujemy",
    r"przechodzimy",
    r"přecházíme",
    r"migrujeme",
    r"v\s+procesu",
    r"siirrymme",
    r"siirrämme",
    r"taşıyoruz",
    r"geçiyoruz",
)
JA_HYPOTHETICAL = (
    r"もし|検討|予定|かもしれ|考えて|来年|来期|したい|計画|移行中|サポート|対応して|提案|勧め|"
    # Chinese and Korean
    r"如果|考虑|计划|打算|可能|也许|明年|是否|建议|만약|고려|계획|예정|아마|내년|검토|제안"
)
HYPOTHETICAL = (
    r"\b(?:"
    + _alt(HYPOTHETICAL_WORDS + hungarian.HYPOTHETICAL_WORDS + more_languages.HYPOTHETICAL_WORDS)
    + r")\b|"
    + JA_HYPOTHETICAL
)

NEGATION_WORDS: tuple[str, ...] = (
    r"ikke",
    r"ikkje",
    r"inte",
    r"ej",
    r"nie",
    r"ne(?!\s+\w+(?:vat|vät)\b)",  # Czech "no"; Finnish "ne pyörivät" is "they run"
    r"ei",
    r"değil",
    r"yok",
)
NEGATION = (
    r"\b(?:"
    + _alt(NEGATION_WORDS + hungarian.NEGATION_WORDS + more_languages.NEGATION_WORDS)
    + r")\b|ではありません|ではない|じゃない|していません|不是|没有|不用|"
    r"아닙니다|않습니다"
)

FIRST_PERSON_WORDS: tuple[str, ...] = (
    r"vi",
    r"vår",
    r"vårt",
    r"våre",
    r"våra",
    r"vores",
    r"oss",
    r"jeg",
    r"jag",
    r"mamy",
    r"nasz\w*",
    r"jesteśmy",
    r"u\s+nas",
    r"jsme",
    r"náš",
    r"naše\w*",
    r"naši",
    r"meidän",
    r"meillä",
    r"biz",
    r"bizim",
    r"wij",
    r"ons",
    r"onze",
    r"noi",
    r"nostr[oaie]",
    r"nós",
    r"noss[oa]s?",
    r"nosotros",
    r"nuestr[oa]s?",
)
FIRST_PERSON = (
    r"\b(?:"
    + _alt(FIRST_PERSON_WORDS)
    + r")\b|弊社|当社|私たち|我々|うちの|我们|我司|本公司|우리|저희|당사"
)


# "their system, not ours": the sentence's products belong to someone else; "Acme runs
# Oracle, they are our biggest client": to the party a later clause says they are.
DISOWN_RE = re.compile(
    r"\b(?:they|who|which)\s+(?:are|is)\s+(?:our|one\s+of\s+our)\s+(?:\w+\s+)?(?=(?:client|"
    r"customer|partner|vendor|supplier|reseller|agency|contractor)s?\b)|"
    r"\b(?:not|isn['’]t|is\s+not)\s+(?:our|ours|mine)\b|\btheir\s+(?:side|system|stack|tool|"
    r"setup|database|warehouse)\b|"
    r"\b(?:ikke|inte|ikkje)\s+(?:vår|vårt|våre|våra|vores|vor|vort)\b|\b(?:deres|deras)\s+"
    r"(?:system|side|verktøj|værktøj|verktyg|database|databas)\b|"
    r"\bnie\s+(?:nasz\w*|u\s+nas)\b|\bich\s+(?:hurtownia|system|baza)\b|"
    r"\bne(?:ní)?\s+(?:náš|naše|naši)\b|\bei\s+(?:ole\s+)?meidän\b|\bbizim\s+değil\b|"
    r"\bpas\s+(?:notre|nos|le\s+nôtre|la\s+nôtre)\b|\bnicht\s+unser\w*\b|"
    r"\bno\s+(?:es\s+)?(?:nuestr[oa]|el\s+nuestro|la\s+nuestra)\b|\bnon\s+(?:è\s+)?(?:il\s+)?"
    r"nostr[oa]\b|\bniet\s+(?:van\s+)?(?:ons|onze)\b|\bn[ãa]o\s+(?:é\s+)?(?:o\s+|a\s+)?noss[oa]\b|"
    r"(?:弊社|当社|うち)の[^。、]{0,12}(?:ではありません|ではない|じゃない)|不是我们的|"
    r"(?:저희|우리)\s*(?:것|시스템|회사\s*것)이\s*아닙니다",
    re.IGNORECASE,
)

# Verbs that end the product named right after them.
RETRACT_BEFORE_WORDS: tuple[str, ...] = (
    r"fjernet",
    r"fjernede",
    r"droppet",
    r"droppede",
    r"droppat",
    r"skrotet",
    r"skrottet",
    r"skrotat",
    r"avviklet",
    r"afviklet",
    r"avvecklat",
    r"faset\s+ut",
    r"udfaset",
    r"fasat\s+ut",
    r"sluttet\s+(?:å\s+bruke|med)",
    r"holdt\s+op\s+med(?:\s+at\s+bruge)?",
    r"slutat\s+(?:använda|med)",
    r"slått\s+av",
    r"slukket",
    r"tagit\s+bort",
    r"stängt\s+av",
    r"zrezygnowaliśmy\s+z",
    r"usunęliśmy",
    r"wyłączyliśmy",
    r"porzuciliśmy",
    r"wycofaliśmy",
    r"przestaliśmy\s+używać",
    r"zrušili\s+jsme",
    r"odstranili\s+jsme",
    r"vypnuli\s+jsme",
    r"přestali\s+jsme\s+používat",
    r"luovuimme",
    r"(?:gått|gået|flyttet|flyttat|gick)\s+(?:bort\s+|væk\s+|ifrån\s+)?(?:fra|från|ifra)",
    r"forlatt",
    r"forladt",
    r"lämnat",
    r"opgivet",
    r"odeszliśmy\s+od",
    r"opustili\s+jsme",
    r"verzicht\w*\s+(?:jetzt\s+|nun\s+)?auf",
    r"(?:nous\s+sommes|on\s+s['’]est|s['’]est)\s+débarrass\w*\s+d[e']",
    r"débarrass\w*\s+d[e']",
    r"plus\s+de",
    r"(?:nos\s+)?deshicimos\s+de(?:l)?",
    r"tolt[oaie]",
    r"tiramos(?:\s+[oa])?",
    r"largamos(?:\s+[oa])?",
    r"kvitt(?:et|a)\s+oss\s+med",
    r"(?:gjort|blivit)\s+oss\s+av\s+med",
    r"pozbyliśmy\s+się",
    r"wyrzuciliśmy",
    r"zbavili\s+jsme\s+se",
    r"vyhodili\s+jsme",
    r"gestopt\s+met",
    r"poistimme",
    r"lopetimme",
)
# ... and after it, the verb last ("RabbitMQ er slått av", "Redisを廃止しました").
RETRACT_AFTER_WORDS: tuple[str, ...] = (
    r"(?:er|är|blev|ble|ble\s+|har\s+vi|har\s+blitt)\s+(?:nu\s+|nå\s+)?(?:fjernet|fjernt|borttagen|"
    r"borttaget|slått\s+av|slukket|avviklet|afviklet|avvecklad|avvecklat|udfaset|skrotet|skrotad)",
    r"został\w*\s+(?:usunięt\w*|wyłączon\w*|wycofan\w*)",
    r"kaldırdık",
    r"bıraktık",
    r"kapattık",
    r"vazgeçtik",
    # "Redis ist raus", "Redis er borte", "Redis är borta", "Redis is eruit", "c'est fini"
    r"(?:ist|er|är|is|on)\s+(?:jetzt\s+|nå\s+|nu\s+|nyt\s+)?(?:raus|weg|borte|væk|borta|eruit|"
    r"poistettu|historie|historia)",
    r"(?:haben\s+wir|sind\s+wir)\s+(?:\w+\s+)?(?:rausgeworfen|losgeworden|abgelöst)",
    r"c['’]est\s+fini",
    # an ending, not a fault ("Redis non funziona più", "Redis už nefunguje" are problems)
    r"non\s+(?:c['’]è|l['’]?usiamo|usiamo|utilizziamo|abbiamo|serve)\s+più",
    r"už\s+ne(?:používá|máme|potřebujeme|provozujeme)\w*",
    r"już\s+nie\s+(?:ma|używamy|jest)",
    r"ei\s+(?:ole\s+)?(?:enää\s+)?käytössä",
)
JA_RETRACT_AFTER_RE = re.compile(
    r"^\s*(?:\d[\d.]*\s*)?(?:を|は|も|の)?[^。、]{0,8}?(?:廃止|削除|停止|撤去|やめ|止め|外し|使わなくな|제거|중단|폐기|"
    r"利用を終了|使用を終了|使っていません)"
)
# "no longer", the verb before or after the product
NO_LONGER_BEFORE = (
    r"(?:\b(?:ikke|inte|ikkje)\s+(?:lenger|længere|längre|lengre)|\bjuż\s+nie|\buž\s+ne\w*|"
    r"\bei\s+enää)\s+(?:\w+\s+){0,2}$"
    "|" + more_languages.NO_LONGER_BEFORE
)
NO_LONGER_AFTER_RE = re.compile(
    r"^\W*(?:\w+\s+){0,4}?(?:(?:nicht|niet)\s+(?:mehr|meer)|(?:ikke|inte|ikkje)\s+"
    r"(?:lenger|længere|längre|lengre)|już\s+nie|ei\s+enää|"
    # Turkish puts the negation in the verb: "artık kullanmıyoruz" (no longer), while "artık
    # kullanıyoruz" is "now we use"
    r"(?:artık\s+)?\w*(?:mıyoruz|miyoruz|muyoruz|müyoruz))\b",
    re.IGNORECASE,
)


_ZH_ENDED_BEFORE_RE = re.compile(
    r"(?:不再使用|不再用|停用了|移除了|去掉了|弃用了)\s*$|" + more_languages.NOT_USED_BEFORE, re.I
)


def ended_before(before: str) -> bool:
    """Does the text right before a product end it ("我们不再使用Redis", "nu folosim X")?"""
    return _ZH_ENDED_BEFORE_RE.search(before) is not None


def ended_after(after: str) -> bool:
    """Does the text right after a product end it ("... ikke lenger", "...を廃止しました")?"""
    return bool(JA_RETRACT_AFTER_RE.match(after) or NO_LONGER_AFTER_RE.match(after))


NOW_WORDS: tuple[str, ...] = (
    r"artık",
    r"nå",
    r"teraz",
    r"obecnie",
    r"nyt",
    r"nykyään",
    r"şimdi",
    r"teď",
    r"nyní",
)
JA_NOW = r"現在|今は|今後は"
