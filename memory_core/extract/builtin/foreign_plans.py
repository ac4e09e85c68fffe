"""The subscription plan (and the answer style) in German, Spanish, French and Portuguese.

"Wir sind im Business-Tarif", "estamos en el plan Enterprise", "nous sommes sur l'offre
Pro", "estamos no plano Starter" state the plan; "auf den Basic-Tarif heruntergestuft",
"hemos bajado al plan Pro", "passés à l'offre Premium", "fizemos upgrade para o plano
Business" change it. The plan noun must sit right beside the (capitalised) plan name, and a
verb of change or a first-person statement must come before it; plans, questions and
negations say nothing (the same markers as the English rules).
"""

from __future__ import annotations

import re

from memory_core.extract.builtin import cue_rules
from memory_core.extract.builtin.lexicon import (
    STYLE_LONG,
    STYLE_NOUNS,
    STYLE_REQUEST,
    STYLE_SHORT,
    THIRD_PARTY_RE,
)
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE, NEGATION_RE
from memory_core.extract.builtin.third_parties import third_party_noun
from memory_core.extract.builtin.wordset import alternatives

_NAMES = (
    "Free|Starter|Basic|Standard|Pro|Professional|Business|Team|Premium|Enterprise|Growth|"
    "Scale|Plus|Essentials|Developer|Startup"
)
_PLAN_NOUN_RE = re.compile(
    r"\b(?i:plan|plano|piano|offre|formule|abonnement|forfait|tarif|pelan|paket|pakej|balík|"
    r"tarifa|план|тариф|mpango|kifurushi|gói|پلن|طرح|प्लान|pakett|plaan|planas|plāns)"
    # the noun's case ending: "на тарифе Pro", "plane Pro", "plānā Pro"
    r"(?:е|у|а|і|ом|ą|e|as|ā|u|il|is)?\s+(?P<a>" + _NAMES + r")\b|"
    # "Free-planen", "planu Pro", "Proプラン": the noun with its language's ending
    r"\b(?P<b>" + _NAMES + r")(?:[- ]?(?i:tarif|plan|paket|abonnement|abo|plaan|प्लान|প্ল্যান)"
    r"(?:en|et|u|ie|a|ı|i|il|ile|is|iga|e|ą|as|ā)?\b|"
    r"\s?プラン)|\b(?i:planie|planu|plánu|plán|planı)\s+(?P<c>" + _NAMES + r")\b"
)
_CHANGE_RE = re.compile(
    r"\b(?:herunter\w*|hoch\w*|gewechselt|upgegradet|downgegradet|umgestiegen|umgestellt|"
    r"bajad[oa]|bajamos|subid[oa]|subimos|cambiad[oa]|cambiamos|pasad[oa]|pasamos|mudamos|"
    r"mudado|passamos|passado|upgrade|downgrade|pass[ée]e?s?|bascul[ée]e?s?|r[ée]trograd\w*|"
    r"opgraderet|oppgradert\w*|uppgraderat|uppgraderade|nedgraderet|nedgradert\w*|nedgraderat|"
    r"skiftet|byttet|bytt|bytte|zmieniliśmy|przeszliśmy|podnieśliśmy|přešli|upgradovali|"
    r"päivitimme|vaihdoimme|yükselttik|geçtik)\b|アップグレード|変更しました",
    re.IGNORECASE,
)
_STATED_RE = re.compile(
    r"\b(?:im|sind\s+im|haben\s+den|estamos\s+en|estamos\s+no|tenemos\s+el|temos\s+o|"
    r"sommes\s+sur|est\s+sur|avons\s+l['’]|avons\s+le|avons\s+la|siamo\s+sul|siamo\s+nel|"
    r"abbiamo\s+il|zitten\s+op|hebben|(?:er|är)\s+(?:stadig\s+|fortsatt\s+|fortfarande\s+|nu\s+|nå\s+)?"
    r"på|har|jesteśmy\s+na|mamy|używamy|jsme\s+na|máme|olemme|käytämme|kullanıyoruz)\s*"
    r"(?:el\s+|la\s+|le\s+|o\s+|het\s+|"
    r"l['’])?$",
    re.IGNORECASE,
)
_QUESTION_RE = re.compile(r"^\W*(?:¿|puedo|podemos|pouvons|können|kann|posso|podemos)", re.I)


def foreign_plan(sentence: str) -> tuple[str, bool] | None:
    """(plan name, stated as a change) for a non-English sentence naming a plan, or None."""
    m = _PLAN_NOUN_RE.search(sentence)
    if m is None or sentence.rstrip().endswith("?") or _QUESTION_RE.match(sentence):
        return None
    head = sentence[: m.start()]
    if THIRD_PARTY_RE.search(head) or third_party_noun(head) is not None:
        return None  # "our customer is still on the Enterprise plan": theirs
    stated = _STATED_RE.search(head) or cue_rules.STATED_CUES.search(head)
    # "estamos no plano": the cue itself is no negation (Portuguese "no" is "in the")
    if HYPOTHETICAL_RE.search(head) or NEGATION_RE.search(
        head[: stated.start()] if stated else head
    ):
        return None
    name = m.group("a") or m.group("b") or m.group("c")
    if (
        _CHANGE_RE.search(head)
        or _CHANGE_RE.search(sentence[m.end() : m.end() + 30])
        or cue_rules.CHANGED_CUES.search(head)  # "dah naik taraf ke pelan Growth"
    ):
        return name, True
    return (name, False) if stated else None


_STYLE_RE = re.compile(
    STYLE_NOUNS + r"\s+(?:\w+\s+){0,2}?(?:(?P<short>" + STYLE_SHORT + r")|(?P<long>"
    r"" + STYLE_LONG + r"))\b|(?:(?P<short2>" + STYLE_SHORT + r")|(?P<long2>" + STYLE_LONG + r"))"
    r"\s+" + STYLE_NOUNS,
    re.IGNORECASE,
)


_REQUEST_RE = re.compile(STYLE_REQUEST, re.IGNORECASE)
_STYLE_GATE = cue_rules.WordGate(alternatives(STYLE_SHORT[3:-1]) + alternatives(STYLE_LONG[3:-1]))
# "Pakisagot nang detalyado": a reply verb asks for the style without the answer noun
_VERB_STYLE_RE = re.compile(
    r"\b(?:" + cue_rules.REPLY_VERBS + r")\s+(?:\w+\s+){0,2}?(?:(?P<short>" + STYLE_SHORT + r")|"
    r"(?P<long>" + STYLE_LONG + r"))\b",
    re.IGNORECASE,
)


def foreign_style(sentence: str) -> str | None:
    """ "Houd de antwoorden kort graag", "bitte ausführliche Antworten": the answer style a
    request in another language asks for; the noun and adjective must sit together and a
    request word must be in the sentence ("die Antworten waren zu kurz" is no request)."""
    if not _STYLE_GATE.open(sentence):
        return None  # no word for short or detailed: the cheap test first
    asked = _REQUEST_RE.search(sentence) or cue_rules.STYLE_REQUEST_CUES.search(sentence)
    m = _STYLE_RE.search(sentence) if asked else None
    if m is None:
        verb = cue_rules.REPLY_CUES.search(sentence)
        if verb is None or (m := _VERB_STYLE_RE.search(sentence, verb.start())) is None:
            return None
    # a negation in the style's own clause declines it ("le risposte brevi non mi aiutano");
    # one after a comma declines another ("jawaban yang detail, bukan poin-poin singkat")
    clause_end = min(
        (i for i in (sentence.find(",", m.end()), sentence.find(";", m.end())) if i >= 0),
        default=len(sentence),
    )
    if NEGATION_RE.search(sentence[:clause_end]) or sentence.rstrip().endswith("?"):
        return None
    short = m.group("short") or (m.groupdict().get("short2"))
    return "short" if short else "detailed"
