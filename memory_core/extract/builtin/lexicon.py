"""Cue words per language, as data: the clause rules read these lists, never single sentences.

Each list is a class of wording the English rules already know, in German, Spanish,
Italian, French, Dutch and Portuguese: a "now" cue that makes a statement the current state
("adesso tutte le pipeline girano su GitLab CI", "sinds maandag gebruiken we RabbitMQ"),
verbs that end a product named after them ("abbiamo lasciato GitHub Actions", "terminamos
de salir de Heroku") or before them ("Service Bus is uitgezet", "wir haben Redis
abgeschaltet"), "instead of" (the product after it is declined), suggestions and
infinitives of moving (someone else's idea, not a done move), and the nouns and adjectives
of team size and answer style. Adding a language is adding words here.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin import hungarian, languages, more_languages, pref_lexicon
from memory_core.model.slots import THIRD_PARTIES


def _alt(words: tuple[str, ...]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# "now" and "since/as of <day>": what follows is the state from then on.
NOW_WORDS: tuple[str, ...] = (
    r"now",
    r"as\s+of\s+(?:today|monday|tuesday|wednesday|thursday|friday|this\s+week|this\s+month)",
    r"since\s+(?:today|monday|tuesday|wednesday|thursday|friday|last\s+week)",
    r"jetzt",
    r"nun",
    r"inzwischen",
    r"mittlerweile",
    r"seit\s+(?:heute|montag|dienstag|mittwoch|donnerstag|freitag|letzter\s+woche)",
    r"ab\s+sofort",
    r"ahora",
    r"desde\s+(?:hoy|el\s+lunes|el\s+martes|la\s+semana\s+pasada)",
    r"adesso",
    r"ora",
    r"ormai",
    r"da\s+(?:oggi|luned[iì])",
    r"maintenant",
    r"d[ée]sormais",
    r"depuis\s+(?:aujourd['’]hui|lundi|mardi)",
    r"nu",
    r"inmiddels",
    r"voortaan",
    r"sinds\s+(?:vandaag|maandag|dinsdag|woensdag|donderdag|vrijdag|vorige\s+week)",
    r"agora",
    r"desde\s+(?:hoje|segunda)",
)
NOW_RE = re.compile(
    r"\b(?:"
    + _alt(NOW_WORDS + languages.NOW_WORDS + more_languages.NOW_WORDS)
    + r")\b|"
    + languages.JA_NOW,
    re.IGNORECASE,
)

# Verbs that end the product named right after them (English ones live in markers).
RETRACT_BEFORE_WORDS: tuple[str, ...] = (
    r"scrap(?:ped)?",
    r"scratch(?:ed)?",
    r"binned",
    r"got\s+off",
    r"pulled\s+the\s+plug\s+on",
    r"(?:we['’]re|we\s+are|i['’]m)\s+done\s+with(?=\s+$)",  # not "done with the X setup"
    r"said\s+goodbye\s+to",
    r"parted\s+ways\s+with",
    r"wound\s+down",
    r"tore\s+out",
    r"unplugged",
    r"offboarded",
    r"sunsetted",
    r"(?:switched|turned|shut)\s+off",
    r"lasciat[oaie]",
    r"abbandonat[oaie]",
    r"dismess[oaie]",
    r"rimoss[oaie]",
    r"eliminat[oaie]",
    r"spent[oaie]",
    r"salir\s+de(?:l)?",
    r"salimos\s+de(?:l)?",
    r"dejamos(?:\s+de\s+usar)?",
    r"(?:hemos\s+)?dejado(?:\s+de\s+usar)?",
    r"quitamos",
    r"eliminamos",
    r"retiramos",
    r"apagamos",
    r"abandonamos",
    r"quitt[ée]",
    r"abandonn[ée]",
    r"supprim[ée]",
    r"retir[ée]",
    r"arr[êe]t[ée]",
    r"sa[íi]mos\s+d[oae]",
    r"deix[áa]mos(?:\s+de\s+usar)?",
    r"remov[ée]mos",
    r"deslig[áa]mos",
    r"gestopt\s+met",
    r"verlaten",
)
RETRACT_BEFORE_FOREIGN = (
    r"(?:"
    + _alt(
        RETRACT_BEFORE_WORDS + languages.RETRACT_BEFORE_WORDS + more_languages.RETRACT_BEFORE_WORDS
    )
    + r")"
)
# Participles that end the product named before them, the verb last ("X is uitgezet").
RETRACT_AFTER_WORDS: tuple[str, ...] = (
    r"off\s+for\s+good",
    r"(?:is|are)\s+(?:now\s+)?(?:history|dead|gone\s+for\s+good)",
    r"(?:is|are)\s+(?:now\s+)?out(?!\s+of\b)",  # "Redis is out", not "is out of memory"
    r"uitgezet",
    r"uitgeschakeld",
    r"verwijderd",
    r"afgeschaft",
    r"opgezegd",
    r"abgeschaltet",
    r"abgeschafft",
    r"entfernt",
    r"stillgelegt",
    r"ausgemustert",
    r"eliminad[oa]s?",
    r"apagad[oa]s?",
    r"retirad[oa]s?",
    r"dismess[oaie]",
    r"spent[oaie]",
    r"supprim[ée]e?s?",
    r"arr[êe]t[ée]e?s?",
    r"desligad[oa]s?",
    r"removid[oa]s?",
)
RETRACT_AFTER_FOREIGN_RE = re.compile(
    r"^\W*(?:\w+\W+){0,3}?(?:"
    + _alt(
        RETRACT_AFTER_WORDS
        + languages.RETRACT_AFTER_WORDS
        + hungarian.RETRACT_AFTER_WORDS
        + more_languages.RETRACT_AFTER_WORDS
    )
    + r")\b",
    re.IGNORECASE,
)
# "X instead of Y": Y is declined, whichever language says it.
INSTEAD_OF_WORDS: tuple[str, ...] = (
    r"instead\s+of",
    r"rather\s+than",
    r"in\s+plaats\s+van",
    r"statt",
    r"anstatt",
    r"anstelle\s+von",
    r"invece\s+di",
    r"al\s+posto\s+d[i']",
    r"en\s+lugar\s+de(?:l)?",
    r"en\s+vez\s+de(?:l)?",
    r"au\s+lieu\s+d[eu']",
    r"[àa]\s+la\s+place\s+d[eu']",
    r"em\s+vez\s+d[eoa]",
    r"em\s+lugar\s+d[eoa]",
)
INSTEAD_OF = r"(?:" + _alt(INSTEAD_OF_WORDS) + r")"
# Someone's suggestion, and a move in the infinitive: an idea, not a done move.
SUGGESTED_WORDS: tuple[str, ...] = (
    r"looked\s+(?:at|into)",
    r"looking\s+(?:at|into)",
    r"explor(?:ed|ing)",
    r"asking",
    r"sugiri\w*",
    r"suger\w*",
    r"sugg[eé]r\w*",
    r"sugerid\w*",
    r"propus\w*",
    r"propos[ée]\w*",
    r"vorgeschlagen",
    r"voorgesteld",
    r"consigliat\w*",
    r"aconsej\w*",
    r"(?:pasar|migrar|cambiar|mudar|passar|passer|migrer|passare|migrare|overstappen)\s+"
    r"(?:a|al|à|au|para|vers|naar|op)",
    r"wechseln",
    r"umsteigen",
)
SUGGESTED = r"(?:" + _alt(SUGGESTED_WORDS) + r")"
# "we switched Memcached off": the verb before the product, its particle after it
OFF_BEFORE_RE = re.compile(r"\b(?:switch(?:ed)?|turn(?:ed)?|shut)\s+(?:the\s+|our\s+)?$", re.I)
OFF_AFTER_RE = re.compile(r"^\s+off\b", re.I)
# Reasons start a clause of their own ("downgraded to Java 17 because X isn't compatible").
BECAUSE = (
    r"(?:because|cause|since|weil|porque|parce\s+que|perch[ée]|omdat|denn|fordi|eftersom|ponieważ)"
)

TEAM_NOUNS: tuple[str, ...] = (
    r"man",
    r"mensen",
    r"ontwikkelaars",
    r"engineers",
    r"sviluppatori",
    r"persone",
    r"pessoas",
    r"desenvolvedores",
    r"programadores",
)
TEAM_SUBJECTS: tuple[str, ...] = (
    r"team",
    r"equipo",
    r"équipe",
    r"equipe",
    r"squadra",
    r"ons",
    r"onze",
)

# Answer style in other languages: the noun beside a short/long adjective, with a request.
STYLE_NOUNS = (
    r"(?:antwoorden|antworten|r[ée]ponses|respuestas|risposte|respostas|"
    + more_languages.STYLE_NOUNS
    + "|"
    + pref_lexicon.ANSWER_NOUNS
    + r")"
)
STYLE_SHORT = (
    r"(?:kort|kurz|courtes?|br[èe]ves?|cortas?|brevi|curtas?|concis\w*|knapp|"
    + more_languages.STYLE_SHORT
    + "|"
    + pref_lexicon.SHORT_WORDS
    + r")"
)
STYLE_LONG = (
    r"(?:uitgebreid|ausf[üu]hrlich|d[ée]taill[ée]es?|detalladas?|dettagliate|detalhadas?|"
    + more_languages.STYLE_LONG
    + "|"
    + pref_lexicon.DETAILED_WORDS
    + r")"
)
STYLE_REQUEST = (
    r"\b(?:houd|hou|halte|halten|gardez|garde|mant[ée]n\w*|tieni|mantenha|graag|bitte|"
    r"s['’]il\s+(?:vous|te)\s+pla[iî]t|por\s+favor|per\s+favore|favor|"
    + more_languages.STYLE_REQUEST
    + r")\b"
)

# Language names as other languages write them ("rispondimi in inglese", "antwoord in het
# Engels"): read after "in"/"en"/"auf" like the names the English rules know.
LANGUAGE_NAMES: dict[str, str] = {
    "inglese": "English",
    "tedesco": "German",
    "francese": "French",
    "spagnolo": "Spanish",
    "portoghese": "Portuguese",
    "olandese": "Dutch",
    "engels": "English",
    "duits": "German",
    "frans": "French",
    "spaans": "Spanish",
    "italiaans": "Italian",
    "inglês": "English",
    "alemão": "German",
    "francês": "French",
    "espanhol": "Spanish",
    "português": "Portuguese",
    "italien": "Italian",
    "espagnol": "Spanish",
    "italienisch": "Italian",
    "niederländisch": "Dutch",
    "italiano": "Italian",
    "portugués": "Portuguese",
}

# Third parties named in another language are stored under the English noun, so one
# vendor is one owner whichever language the user wrote in.
THIRD_PARTY_EN: dict[str, str] = {
    "friend": "third_party",
    "another company": "third_party",
    "another startup": "third_party",
    "other company": "third_party",
    "previous employer": "third_party",
    "former employer": "third_party",
    "anbieter": "vendor",
    "dienstleister": "vendor",
    "prestataire": "vendor",
    "proveedor": "vendor",
    "fornecedor": "vendor",
    "partenaire": "partner",
    "parceiro": "partner",
    "socio": "partner",
    "kunde": "customer",
    "kunden": "customer",
    "cliente": "customer",
    "lieferant": "supplier",
    "fournisseur": "supplier",
}

# Pronouns say whose stack a clause is about; subject and possessive only ("receives them"
# is an object, not an owner). The last possessive after every "we" makes it theirs.
_THEIR = r"their|theirs|deren|leur|leurs|deres|deras|jejich|heidän|onların"
PRONOUN_RE = re.compile(r"\b(?:they|" + _THEIR + r")\b|彼ら|先方", re.IGNORECASE)
POSSESSIVE_RE = re.compile(r"\b(?:" + _THEIR + r")\b", re.IGNORECASE)
FIRST_PERSON_RE = re.compile(
    r"\b(?:we|our|us|i|my|me|ours|wir|unser\w*|nous|notre|nos)\b|\b(?:we|i)['’]|"
    + languages.FIRST_PERSON,
    re.IGNORECASE,
)
THIRD_PARTY_RE = re.compile(r"\b(" + THIRD_PARTIES + r")(?:s|es|n)?(?:'s|’s)?\b", re.IGNORECASE)
# "TypeScript on Node.js 20": the language, not its runtime
RUNTIMES = frozenset({"Node.js", "Deno", "Bun"})
HOSTED_LANGUAGES = frozenset({"TypeScript", "JavaScript"})
