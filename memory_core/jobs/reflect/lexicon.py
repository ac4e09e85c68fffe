"""A paraphrase lexicon of preference concepts: word classes, not sentences (pure).

The regex vocabulary of ``statements`` recognises precise wordings ("call me", "YYYY-MM-DD");
users say the same wish in words it does not list: "a call works better than email for me",
"ring me next time instead of the long email threads", "walk me through it step by step",
"give me the full steps, not just the one-liner", "paste the curl request too". What such
paraphrases share is a *word class*: verbs and nouns of contact by phone, mail or chat;
words of length, detail or brevity; example formats (shell, curl, code snippets); tone;
units and number formats. A concept here is

- a **subject** pattern the statement must mention (what the wish is about: an answer, a
  way of contacting, an example), so "password reset emails never arrive" is no contact
  wish, and
- per value, a **term** pattern (the word class).

A statement names the value of its first term that is not in a contrast or negation
("instead of the long email threads", "not just the one-liner", "I rarely check email"):
the user asks for one thing *rather than* another. "too long" and "too quick" are terms of
the value they ask for (concise, detailed), so a term right after "too" names nothing.
Terms are in English, with the common German, French and Spanish words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Family:
    """One value of a concept: the words that name it."""

    value: str  # as the fact slot stores it (or a stable value of a concept without slot)
    rule: str
    terms: re.Pattern[str]


@dataclass(frozen=True)
class LexConcept:
    key: str  # the canonical fact slot (``memory_core.model.slots``) or a concept of its own
    subject: re.Pattern[str]  # the statement must be about this
    families: tuple[Family, ...]


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _f(value: str, rule: str, terms: str) -> Family:
    return Family(value, rule, _re(terms))


# A term right after one of these is what the user does *not* want.
_CONTRAST = _re(
    r"(?:\b(?:not|no|never|rarely|hardly|seldom|instead of|rather than|than|without|avoid|"
    r"stop|skip|less|fewer|nicht|kein\w*|statt|anstatt|pas|sans|plutôt que|sin|en vez de|"
    r"en lugar de|you(?:'ve| have)? (?:written|wrote|used|gave|given))|n['\u2019]t)"
    r"(?:[^\w,.;:!?]+\w+){0,3}[^\w,.;:!?]+$"
)  # within the clause: "I rarely check email, phone me" asks for the phone
_TOO = _re(r"\b(?:too|zu|trop|demasiado)\s+$")
# A term right after these is what the assistant did and the user complains about
# ("again imperial units", "again with the camelCase", "encore en TTC").
_COMPLAINT = _re(
    r"\b(?:again|still|encore|otra vez|de novo|weer|wieder)\b(?:\W+(?:with|the|in|en|con|"
    r"em|mit|met|le|la|el|un|a)){0,3}\W*$"
)

# A term followed by these is what the user turns down ("Email's no good for me").
_REJECTED = _re(
    r"(?:'s|\s+(?:is|are|does|do))?\s+(?:no good|useless|not (?:an option|good|great)|"
    r"doesn'?t work|don'?t work|never works|werkt niet|fungerar inte|nie działa|não funciona)\b"
)

# The polite or the familiar "you" asked for by name, in the languages that have both
# (German Sie/du, French vous/tu, Spanish usted/tú, Italian Lei/tu, Dutch u/je, Polish
# Pan/ty, Czech vykat/tykat, Hungarian magázni/tegezni, Russian вы/ты).
_ADDRESS_FORMAL = (
    r"\b(?:ge)?siez\w*|\bsie-form\b|\b(?:mit|per) ['\"\u201e\u201a\u2018]?sie\b(?!\s+\w)|"
    r"\bvouvoy\w*|\bde usted\b|\bdel lei\b|\bu-vorm\b|\bvousvoyeren\b|"
    r"\b(?:per|na) (?:pan|pani|państwo)\b|\bvyk(?:at|ejte|ání|áme)\w*|\bmagáz\w*|\bönöz\w*|"
    r"\bна [\"\u00ab]?вы\b"
)
_ADDRESS_CASUAL = (
    r"\b(?:ge)?duz(?:en|t|e)\b|\bper du\b|\btutoy\w*|\btute[aá]\w*|\bdare del tu\b|"
    r"\btutoyeren\b|\bna ty\b|\btyk(?:at|ejte|ání|áme)\w*|\btegez\w*|\bна [\"\u00ab]?ты\b"
)

LEXICON: tuple[LexConcept, ...] = (
    LexConcept(
        "contact_channel",
        _re(
            r"\b(?:call|ring|phone|e-?mail|mail|text|message|ping|contact|reach|notify|update|"
            r"get back to|get in touch with|follow up with)\w*\s+(?:me|us)\b|\b(?:by|via|over|"
            r"per|par|por)\s+(?:phone|telephone|e-?mail|mail|slack|teams|sms|text|chat)\b|"
            r"\b(?:works?|is|are) (?:better|easier|best)\b|\bsms\b|\btext message\b|\bfor a text\b|"
            r"\b(?:whatsapp|signal|telegram)\b|"
            r"\b(?:prefer\w*|rather|instead|"
            r"next time|from now on|as before|reach\w*|contact\w*|lieber|plutôt|prefiero)\b"
        ),
        (
            _f(
                "phone",
                "Contact the user by phone",
                r"\b(?:tele)?phon(?:e|ed|ing)\b(?!\s+(?:number|no\b))|\b(?:call|ring)(?:ing)?\s+"
                r"(?:me|us)\b|\b(?:a|quick|short|phone|voice|video)\s+call\b|\bgive\s+(?:me|us)\s+"
                r"a\s+(?:call|ring|buzz)\b|\bdial\b|\bon my (?:mobile|cell)\b|\banruf\w*|"
                r"\btelefon\w*|\bappel(?:er|ez|le)?\b|\bllam\w+",
            ),
            _f(
                "email",
                "Contact the user by email",
                r"\be-?mail\w*|\bmail\s+(?:me|us)\b|\bin writing\b|\binbox\b|\bcorreo\b|"
                r"\bcourriel\b",
            ),
            _f(
                "sms",
                "Contact the user on SMS",
                r"\bsms\b|\btext(?:ing)?\s+(?:me|us)\b|\b(?:a|by|per|via|over) text\b|"
                r"\btext messages?\b",
            ),
            *(
                _f(app, f"Contact the user on {label}", rf"\b{app}\b")
                for app, label in (
                    ("whatsapp", "WhatsApp"),
                    ("signal", "Signal"),
                    ("telegram", "Telegram"),
                )
            ),
            _f(
                "chat",
                "Contact the user by chat message (Slack, Teams or SMS)",
                r"\bslack\b|\b(?:ms|microsoft|on|via|in) teams\b|"
                r"\b(?:on|via|in|by|over) (?:the )?chat\b",
            ),
        ),
    ),
    LexConcept(
        "answer_style",
        _re(
            r"\b(?:answers?|responses?|repl(?:y|ies)|explanations?|explain\w*|version|steps?|"
            r"instructions?|walk|keep (?:it|them)|give me|next time|please|pls|from now on|"
            r"always|too|more|less|the way|that way|like that|one-liner|tl;?dr|bitte|s'il|"
            r"version|preamble|sentences?|"
            r"por favor|antwoord\w*|graag|zin|altijd|kan het|odpowied\w*|proszę|zawsze|zdani\w*|"
            r"svar\w*|snälla|alltid|mening|cevap\w*|lütfen|hep|cümle\w*|respostas?|explica\w*|"
            r"detalh\w*|detalles?|respuestas?|pasos|expl[ií]\w*|sempre|passos?|etapas?)\b"
        ),
        (
            _f(
                "detailed",
                "Give detailed, step-by-step answers",
                r"\bmore detail\w*|\b(?:in|with) (?:more |full |great )?detail\b|\bdetailed "
                r"(?:answers?|explanations?|steps|instructions|responses?|replies|version|"
                r"walkthrough)\b|\bdetailed,? (?:please|pls)\b|\bbe (?:a bit |more )*detailed\b|"
                r"\bthorough\w*|\bstep[- ]by[- ]step\b|\bwalk (?:me|us) through\b|"
                r"\bfull (?:steps|instructions|explanations?|details|walkthrough|version|"
                r"procedure)\b|\bin[- ]depth\b|\belaborat\w+|\bexplain (?:more|further|in more "
                r"detail)\b|\bmore (?:context|explanation|info\w*|steps)\b|\bcomprehensive\b|"
                r"\blonger (?:answers?|explanations?|version)\b|\bausführlich\w*|"
                r"\bschritt für schritt\b|\bdétaill\w*|\bétape par étape\b|\bdetallad\w*|"
                r"\bpaso a paso\b|\btoo (?:short|brief|quick|terse|vague|high[- ]level)\b|"
                r"\b(?:a bit|rather|quite|very) (?:terse|short|brief|thin)\b|"
                r"\bexplain (?:what|why|how) (?:it|this|that)\b|\bunderstand the reasoning\b|"
                r"\bexplain (?:it |this |that )?properly\b|"
                r"\bzu kurz\b|\btrop court\b|\bdemasiado corto\b|\bcurt[ao]s? demais\b|"
                r"\bpasso a passo\b|\bem detalhes?\b|\bdetalh[ea]\w*|\b(?:más|con|en) detalles?\b|"
                r"\b(?:respuestas?|respostas?|réponses?|antworten) (?:completas?|complètes?|"
                r"vollständig\w*)\b|\bexplicação completa\b|"
                r"\bstap voor stap\b|\bkrok po kroku\b|\bsteg för steg\b|\badım adım\b|"
                r"\bszczegół\w*|\buitgebreid\w*|\butförlig\w*|\bayrıntılı\b|\bdetaylı\b",
            ),
            _f(
                "concise",
                "Keep answers short: the answer or command first, no long explanations",
                # "short" and "brief" as the wish ("keep it short", "short answers, please"),
                # not as an adjective of something else ("a short summary of the incident")
                r"\b(?:short(?:er)?|brief(?:er)?)(?=\s+(?:answers?|responses?|replies|and|"
                r"please|pls|only)\b|\s*[,.;!?)]|\s*$)|\bconcise\w*|\bsuccinct\w*|"
                r"\bterse\b|\bto the point\b|\btl;?dr\b|\btoo (?:long|verbose|wordy|much)\b|"
                r"\bone[- ]liners?\b|\bjust the (?:command|answer|steps|code|gist)\b|"
                r"\b(?:one|two|three|1|2|3)[- ]line (?:version|answer|reply|summary)\b|"
                r"\bjust (?:tell|give) me the (?:one|fix|answer|command)\b|"
                r"\bshort(?:er)? version\b|\b(?:skip|drop|no|without) the (?:preamble|intro\w*|"
                r"background|history|lecture)\b|\bpreamble\b|\byes or no\b|"
                r"\b(?:one|two|three|1|2|3)(?: or (?:two|three|2|3))? (?:sentences?|lines?) "
                r"max\w*\b|"
                r"\bkurz\w*|\bkürzer\b|\bcourte?s?\b|\bplus court\b|\bbreves?\b|\bcort[ao]s?\b|"
                r"\bcurt[ao]s?\b(?!\s+demais)|\bkorte?r?\b|\bkrótk\w*|\bkrócej\b|\bkortare\b|"
                r"\bkortfattad\w*|\bkısa\b|\bwall of text\b|\blap tekst\b|"
                r"\b(?:one|e[eé]n|jedno|en|bir|uma) (?:sentence|zin|zdanie|mening|cümle|frase)\w* "
                r"(?:is enough|is genoeg|wystarczy|räcker|yeter|basta)\b",
            ),
        ),
    ),
    LexConcept(
        "example_format",
        _re(  # an example in the answer, not curl output or a shell script of theirs
            r"\b(?:examples?|snippets?|samples?|calls?|requests?|commands?|paste|include|"
            r"equivalent|from the (?:shell|terminal|command line)|rather|prefer\w*)\b"
        ),
        (
            _f(
                "curl",
                "Include curl (shell) examples, not only SDK code",
                r"\bcurl\b|\bshell\b|\bterminal\b|\bcommand[- ]line\b|\bbash\b|\bhttpie\b|"
                r"\bwget\b|\braw (?:http|https|api) (?:call|request)s?\b",
            ),
            _f(
                "code",
                "Include code snippets (SDK examples) in answers",
                r"\bcode (?:snippets?|samples?|examples?)\b|\b(?:sdk|python|javascript|"
                r"typescript|java|go) (?:snippets?|samples?|examples?|code)\b",
            ),
        ),
    ),
    LexConcept(
        "tone",
        _re(
            r"\b(?:tone|style|write|talk|speak|address|sound|keep it|please|too|less|more)\b|"
            + _ADDRESS_FORMAL
            + "|"
            + _ADDRESS_CASUAL
        ),
        (
            _f(
                "formal",
                "Keep a formal, professional tone with the user",
                r"\bformal\w*|\bpolite\w*|" + _ADDRESS_FORMAL,
            ),
            _f(
                "casual",
                "Keep a casual, informal tone with the user",
                r"\bcasual\w*|\binformal\w*|" + _ADDRESS_CASUAL,
            ),
        ),
    ),
    LexConcept(
        "units",
        _re(r"\b(?:units?|use|give|write|show|please|always|instead|in|prefer\w*)\b"),
        (
            _f(
                "metric",
                "Give measurements in metric units",
                r"\bmetric\b|\bcelsius\b|\bkilomet\w+|\bkilograms?\b|\bkg\b|\bkm\b|"
                r"\bcentimet\w+|\bmillimet\w+|°c\b",
            ),
            _f(
                "imperial",
                "Give measurements in imperial units",
                r"\bimperial\b|\bfahrenheit\b|\bmiles?\b|\blbs\b|\bfeet\b|"
                r"\binch(?:es)?\b|°f\b",
            ),
        ),
    ),
    LexConcept(
        "number_format",
        _re(
            r"\b(?:numbers?|decimals?|separators?|amounts?|figures?|write|use|please|coma|"
            r"formato|separador|virgule|komma)\b"
        ),
        (
            _f(
                "decimal comma",
                "Write numbers with a decimal comma (1.234,56)",
                r"\bdecimal comma\b|\bcomma as (?:the )?decimal\b|\b\d{1,3}(?:\.\d{3})+,\d+\b|"
                r"\bcoma decimal\b|\bdecimal (?:la )?coma\b|\bvirgule décimale\b|\bdezimalkomma\b",
            ),
            _f(
                "decimal point",
                "Write numbers with a decimal point (1,234.56)",
                r"\bdecimal (?:point|dot)\b|\b(?:point|dot) as (?:the )?decimal\b|"
                r"\b\d{1,3}(?:,\d{3})+\.\d+\b",
            ),
        ),
    ),
    LexConcept(
        "date_format",
        _re(r"\b(?:dates?|datum|format|write|please|day|month|year|first)\b"),
        (
            _f(
                "ISO 8601",
                "Use ISO 8601 dates (YYYY-MM-DD)",
                r"\byear[- ]month[- ]day\b|\byear first\b|\bbig[- ]endian\b",
            ),
            _f(
                "DD/MM/YYYY",
                "Write dates as DD/MM/YYYY",
                r"\bday (?:comes |goes )?first\b|\bday[- ]first\b|\bday[- ]month[- ]year\b|"
                r"\bday before (?:the )?month\b",
            ),
            _f(
                "MM/DD/YYYY",
                "Write dates in US format (MM/DD/YYYY)",
                r"\bmonth[- ]first\b|\bmonth[- ]day[- ]year\b|\bmonth before (?:the )?day\b",
            ),
        ),
    ),
)
BY_KEY = {c.key: c for c in LEXICON}


def _wanted(concept: LexConcept, text: str) -> Family | None:
    """The first family a term of which the user asks for (not contrasted or negated)."""
    hits: list[tuple[int, Family]] = []
    for fam in concept.families:
        for m in fam.terms.finditer(text):
            before = text[max(0, m.start() - 40) : m.start()]
            after = text[m.end() : m.end() + 30]
            if _REJECTED.match(after):  # "Email's no good for me", "e-mail werkt niet"
                continue
            if not (_TOO.search(before) or _CONTRAST.search(before) or _COMPLAINT.search(before)):
                hits.append((m.start(), fam))
    return min(hits, key=lambda h: h[0])[1] if hits else None


def name_by_lexicon(text: str) -> tuple[str, Family] | None:
    """The (concept key, family) a statement asks for through the word classes, if any."""
    for concept in LEXICON:
        if not concept.subject.search(text):
            continue
        fam = _wanted(concept, text)
        if fam is not None:
            return concept.key, fam
    return None


def family_for_value(key: str, value: str) -> Family | None:
    """The family a stored fact value stands for ("short" is ``concise``), if any."""
    concept = BY_KEY.get(key)
    if concept is None:
        return None
    norm = " ".join(value.casefold().split())
    for fam in concept.families:
        if fam.value.casefold() == norm:
            return fam
    return _wanted(concept, value)
