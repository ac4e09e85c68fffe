"""The preference vocabulary: concepts with their values, recognised by cue words in several
languages, and the fact slots they fill (pure). See ``statements`` for how it is used."""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_core.jobs.reflect import cuewords
from memory_core.jobs.reflect import worldwords as world
from memory_core.jobs.reflect.channels import chat_channel
from memory_core.jobs.reflect.facets import FACETS
from memory_core.jobs.reflect.lexicon import LEXICON, family_for_value, name_by_lexicon

_AGAIN_IN = re.compile(
    r"(?:\b(?:again|still|di nuovo|ancora|encore|otra vez|de nuevo|wieder|schon wieder|znowu|"
    rf"znów|weer|igen|yine|de novo|outra vez|{world.AGAIN})\b|{world.AGAIN_CJK})\W*$",
    re.IGNORECASE,
)
_NEGATION = re.compile(
    r"(?:\b(?:not|no|never|instead of|rather than|without|avoid|stop|nicht|kein\w*|pas|sans|"
    # within the same phrase: "Jangan email, telepon saya" negates the email, not the phone
    rf"sin|ni|dont|{world.NEGATIONS}|{cuewords.NEGATIONS})\b|n['\u2019]t)[^\w,;:]+(?:\w+[^\w,;:]+){{0,2}}$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Value:
    value: str  # normalised as the extractor stores it (the fact slot's value)
    rule: str  # the rule's text
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class Concept:
    key: str  # the fact key this concept fills (entity "user")
    values: tuple[Value, ...]


def _v(value: str, rule: str, pattern: str) -> Value:
    return Value(value, rule, re.compile(pattern, re.IGNORECASE))


_NATIVE = {
    "english": "",
    "german": "deutsch",
    "french": "fran[cç]ais",
    "spanish": "español|espanol|castellano",
    "italian": "italiano",
    "dutch": "nederlands",
    "portuguese": "português|portugues",
    "polish": "polsku|polski",
    "japanese": "",
    "chinese": "",
    "korean": "",
    **{lang: "" for lang in world.IN_LANGUAGE if lang not in ("english", "german", "french")},
}


# A language's name in the other languages users write in ("anglais", "inglese", "Englisch").
_EXONYMS = {
    "english": "englisch|anglais|ingl[eé]s|inglese|ingl[eê]s|engels|angielski|engelska",
    "german": "allemand|alem[aá]n|tedesco|alem[aã]o|duits|niemiecki|tyska",
    "french": "französisch|franc[eé]s|francese|franc[eê]s|frans",
    "spanish": "spanisch|espagnol|spagnolo|espanhol|spaans",
    "italian": "italienisch|italien|italiana|italiaans",
    "dutch": "niederländisch|néerlandais|neerland[eé]s|olandese|holand[eê]s",
    "portuguese": "portugiesisch|portugais|portugu[eé]s|portoghese|portugees",
    "polish": "polnisch|polonais|polaco|polacco|polaco|pools",
}
# The language named the way the other languages say "in German" (Polish "po niemiecku",
# Swedish "på tyska", Dutch "in het Duits", Turkish "Almanca", Portuguese "em alemão"):
# the phrase is a reply language on its own.
_IN_LANGUAGE = {
    "english": "po angielsku|på engelska|in het engels|ingilizce|em inglês",
    "german": "po niemiecku|på tyska|in het duits|almanca|em alemão",
    "french": "po francusku|på franska|in het frans|fransızca|em francês",
    "spanish": "po hiszpańsku|på spanska|in het spaans|ispanyolca|em espanhol",
    "italian": "po włosku|på italienska|in het italiaans|italyanca|em italiano",
    "dutch": "po niderlandzku|på nederländska|in het nederlands|felemenkçe|em holandês",
    "portuguese": "po portugalsku|på portugisiska|in het portugees|portekizce|em português",
    "polish": "po polsku|på polska|in het pools|lehçe|em polonês",
}
_PLEASE = (
    r"(?:please|pls|bitte|s'il (?:vous|te) pla[iî]t|svp|por favor|per favore|per cortesia|"
    r"per piacere|graag|proszę|alsjeblieft|snälla|lütfen)"
)
_VERBS = (
    r"(?:answer|reply|respond|write|talk|speak|antwort|schreib|répond|repond|écri|respond|escrib|"
    r"rispond|scriv|parl|habl|sprech|réponse|risposta|respuesta|antworten)"
)


def _lang(lang: str, native: str) -> Value:
    names = "|".join(n for n in (lang, native, _EXONYMS.get(lang, "")) if n)
    own = rf"|\b(?:auf|en|em|po) (?:{native})\b" if native else ""
    if lang in _IN_LANGUAGE:
        own += rf"|\b(?:{_IN_LANGUAGE[lang]})\b"
    if lang in world.IN_LANGUAGE:  # boundaries of their own (CJK words have none)
        own += f"|{world.IN_LANGUAGE[lang]}"
    return _v(
        lang.title(),
        f"Answer the user in {lang.title()}",
        rf"\b{_VERBS}\w*\b[^.!?\n]{{0,25}}\b(?:in|auf|en|em|po) (?:{names})\b"
        rf"|\b(?:in|auf|en|em) (?:{names}),? {_PLEASE}\b|\b{_PLEASE},? (?:in|auf|en) (?:{names})\b"
        rf"|\bswitch(?:ing)? to (?:{names})\b|\bprefer (?:{names})\b|\b(?:{names}),? {_PLEASE}"
        + own,
    )


VOCABULARY: tuple[Concept, ...] = (
    Concept(
        "date_format",
        (
            _v(
                "ISO 8601",
                "Use ISO 8601 dates (YYYY-MM-DD)",
                r"\biso[ -]?8601\b|\b(?:yyyy|jjjj|aaaa)-mm-(?:dd|tt|jj)\b|\biso[- ]?(?:dates?|"
                r"format|datum|daten)\b|\b(?:dates?|datum|format)\b[^.!?\n]{0,40}\b\d{4}-\d{2}-"
                r"\d{2}\b|\b\d{4}-\d{2}-\d{2}\b[^.!?\n]{0,30}\b(?:format|always|please)\b|"
                + world.ISO_TEMPLATE,
            ),
            _v(
                "DD/MM/YYYY",
                "Write dates as DD/MM/YYYY",
                r"\b(?:dd|tt|jj|gg)[/.-](?:mm|aa)[/.-](?:yyyy|yy|jjjj|aaaa)\b|\bgün\.ay\.yıl\b|"
                r"\bdzień\.miesiąc\.rok\b|\b(?:european|british|uk) "
                r"(?:date )?format\b|" + world.DAY_FIRST_TEMPLATE,
            ),
            _v(
                "MM/DD/YYYY",
                "Write dates in US format (MM/DD/YYYY)",
                r"\bmm/dd/(?:yyyy|yy)\b|\b(?:us|american) (?:date )?format\b",
            ),
        ),
    ),
    Concept(
        "answer_style",
        (
            _v(
                "concise",
                "Keep answers short: the answer or command first, no long explanations",
                r"\b(?:short|shorter|brief|briefer|concise|succinct)\b[^.!?\n]{0,20}\b(?:answers?|"
                r"responses?|replies|please|pls|only)\b|\bkeep (?:it|them) (?:short|brief)\b|"
                r"\btoo long\b|\btl;?dr\b|\bjust the (?:command|answer|steps?|code)\b|"
                r"\b(?:no|without) (?:the )?long explanations?\b|\bkurz\w*\b|\bkürzer\b|"
                r"\bréponses? courtes?\b|\bplus court\b|\brespuestas? (?:cortas?|breves?)\b|"
                + world.CONCISE
                + "|"
                + cuewords.words("concise"),
            ),
            _v(
                "detailed",
                "Give detailed, step-by-step answers",
                r"\bmore detail(?:ed|s)?\b|\bstep[- ]by[- ]step\b|\b(?:detailed|thorough)\b"
                # an adjective of their data ("the detailed logs show ...") is no wish
                r"(?!\s+(?:logs?|errors?|output|traces?|reports?|view|metrics|stats)\b)|"
                r"\bausführlich\w*\b|\bdétaillée?s?\b|\bdetallad[ao]s?\b|"
                + world.DETAILED
                + "|"
                + cuewords.words("detailed"),
            ),
        ),
    ),
    Concept("reply_language", tuple(_lang(lang, native) for lang, native in _NATIVE.items())),
    Concept(
        "contact_channel",
        (
            _v(
                "email",
                "Contact the user by email",
                r"\b(?:e-?mail|mail) me\b|\b(?:contact|reach) me (?:by|via|over) e-?mail\b|\bby "
                r"e-?mail (?:please|instead|rather)\b|\bper e-?mail\b|\bpar e-?mail\b|\bpor "
                r"correo\b|\b(?:don'?t|do not|never) (?:call|phone|ring)\b|"
                r"\bsend (?:me )?an e-?mail\b|" + cuewords.words("email"),
            ),
            _v(
                "phone",
                "Contact the user by phone",
                r"\b(?:phone|ring|call) me\b|\b(?:contact|reach) me (?:by|via|on) (?:phone|"
                r"telephone)\b|\bby phone (?:please|instead|rather)\b|\brather a call\b|"
                # the same in Indonesian, Romanian, Greek, Czech, Hungarian, Russian, Vietnamese
                r"\b(?:telepon|telpon|nelpon)(?: saja| aja| ya| saya)\b|"
                r"\b(?:lewat|via|melalui|pakai) telepon\b|\btelepon,? bukan\b|\bsunați-mă\b|"
                r"\bτηλεφωνήστε μου\b|\bzavolejte mi\b|\btelefonicky\b|\bhívjon fel\b|"
                r"\btelefonon\b|\bпозвоните мне\b|\bпо телефону\b|\bgọi điện\b|"
                r"電話で|電話して|打电话给我|电话联系|전화로|전화 주세요|"
                + cuewords.words("phone"),
            ),
            *(
                _v(
                    chan,
                    f"Contact the user on {label}",
                    rf"\b(?:contact|reach|ping|message|write) me (?:on|via|over|in|by) {chan}\b|"
                    rf"\b(?:on|via|over) {chan} (?:please|instead|rather)\b|\bprefer {chan}\b|"
                    + chat_channel(chan),
                )
                for chan, label in (
                    ("slack", "Slack"),
                    ("teams", "Teams"),
                    ("sms", "SMS"),
                    ("whatsapp", "WhatsApp"),
                    ("telegram", "Telegram"),
                    ("signal", "Signal"),
                    ("discord", "Discord"),
                    ("viber", "Viber"),
                    ("wechat", "WeChat"),
                    ("mattermost", "Mattermost"),
                    ("imessage", "iMessage"),
                )
            ),
        ),
    ),
)
BY_KEY = {c.key: c for c in VOCABULARY}
# The fact slots (and slot-less concepts) statements fill.
KEYS = tuple(
    dict.fromkeys([*BY_KEY, "timezone", *(c.key for c in LEXICON), *(f.key for f in FACETS)])
)
# Concepts stored under an older key: a rule made under it is the same rule.
LEGACY_KEYS = {"language": "reply_language"}


_ZONE = r"(UTC[+-]\d{1,2}|GMT[+-]\d{1,2}|UTC|CES?T|[A-Z][a-z]+/[A-Z][A-Za-z_]+|[ECMP][SD]T)\b"
_TZ = re.compile(
    r"\b(?:times?|hours?|schedules?|timestamps?)\b[^.!?\n]{0,30}?\bin "
    + _ZONE
    + r"|\bmy time ?zone(?: is|:)? "
    + _ZONE
)


def _timezone(text: str) -> Value | None:
    m = _TZ.search(text)
    if m is None:
        return None
    tz = m.group(1) or m.group(2)
    return Value(tz, f"Give times in {tz}, the user's time zone", re.compile(re.escape(tz)))


def same_wish(key: str, a: str, b: str) -> bool:
    """Whether two values of a concept are the same wish (``DD.MM.YYYY`` is ``DD/MM/YYYY``)."""
    va, vb = value_for_fact(key, a), value_for_fact(key, b)
    if va is not None and vb is not None:
        return va.value == vb.value
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def name_statement(text: str) -> tuple[str, Value] | None:
    """The (concept key, value) a statement expresses, skipping negated mentions."""
    if (tz := _timezone(text)) is not None:
        return "timezone", tz
    for concept in VOCABULARY:  # the value the turn names first ("thorough, not short")
        hits = [
            (m.start(), i)
            for i, value in enumerate(concept.values)
            for m in value.pattern.finditer(text)
            if not _NEGATION.search(text[max(0, m.start() - 30) : m.start()])
            # "di nuovo in inglese" says what the assistant did again, not what is wanted
            and not (concept.key == "reply_language" and _AGAIN_IN.search(text[: m.start()]))
        ]
        if hits:
            return concept.key, concept.values[min(hits)[1]]
    if (lex := name_by_lexicon(text)) is not None:
        key, fam = lex
        return key, Value(fam.value, fam.rule, fam.terms)
    return None


def value_for_fact(key: str, value: str) -> Value | None:
    """The vocabulary value an extracted fact stands for (None: not in the vocabulary)."""
    if key == "timezone" and value.strip():
        tz = value.strip()
        return Value(tz, f"Give times in {tz}, the user's time zone", re.compile(re.escape(tz)))
    concept = BY_KEY.get(key)
    norm = value.casefold().strip()
    for v in concept.values if concept is not None else ():
        if v.value.casefold() == norm or v.pattern.search(value):
            return v
    fam = family_for_value(key, value)
    return Value(fam.value, fam.rule, fam.terms) if fam is not None else None


_ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_OTHER_DATE = re.compile(r"(?<![\d-])\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?(?![\d-])")
_DOTTED_DATE = re.compile(r"(?<![\d.])(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.\d{4}(?!\d)")
_SLASHED_DATE = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}(?!\d)")


_ISO_NOT_OTHER = re.compile(
    r"\b\d{4}-\d{2}-\d{2}\b,?\s+(?:not|no|ne|nie|nicht|non|pas|nu|nem|όχι|не|bukan|không|niet|"
    r"inte|değil|não|ni)\s+\d{1,2}[/.]\d{1,2}\b",
    re.IGNORECASE,
)


def date_example(text: str, context: str) -> tuple[str, Value] | None:
    """A date written the ISO way in reply to one written another way ("Wir schreiben Daten
    hier wie 2026-05-12" after "am 5/12/2026"), or set against one ("2026-07-03, not 7/3"):
    the user shows the format they want."""
    iso = _ISO_DATE.search(text) is not None
    if iso and _OTHER_DATE.search(context) and not _OTHER_DATE.search(text):
        return "date_format", BY_KEY["date_format"].values[0]
    if _ISO_NOT_OTHER.search(text):
        return "date_format", BY_KEY["date_format"].values[0]
    # a dotted day-first date after an ISO or slashed one ("14.05.2026 gibi" after 2026-05-14)
    if (
        _DOTTED_DATE.search(text)
        and (_ISO_DATE.search(context) or _SLASHED_DATE.search(context))
        and not (_ISO_DATE.search(text) or _SLASHED_DATE.search(text))
    ):
        return "date_format", BY_KEY["date_format"].values[1]
    return None
