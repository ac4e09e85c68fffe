"""Facets of how an answer is written, as data: what a repeated wish is *about* (pure).

Most standing wishes a support user repeats are not fact slots: "use am/pm", "amounts in
EUR", "link the docs page", "snake_case names", "no markdown", "skip the apologies", "the
fix first". Worded differently every time ("I don't read military time", "like 3 PM"),
they share no sentence, but each names the same *facet* through a small word class:
clock notation, currency, citations, identifier case, type annotations, markup,
apologies, answer order, tax basis, tool version. A facet value here is

- **terms**: the words that name the value (several languages where cheap), and
- a short generalised **rule** stated as a directive, never a quote of the user, and
- ``avoid``: the wish is an absence ("no markdown", "don't apologise"), so a negated term
  still names it.

A statement may name several facets (one turn asking for snake_case *and* type hints is
evidence for both). Within a facet the value with most wanted mentions wins, the first on
a tie; a term right after a contrast ("not", "instead of") or a complaint ("again with
the camelCase", "encore en TTC") is what the user does *not* want, and one right after a
wish verb ("je préfère le HT", "give me") counts twice. Facets have no fact slot: their
rules are ``said:user:<key>`` concepts. Only wording the cue test in ``statements``
already took for a correction or preference is named here, and a rule still needs the
usual number of sessions, so a one-off request makes none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_core.jobs.reflect.cuewords import ONE_OCCASION as ONE_OCCASION_MORE
from memory_core.jobs.reflect.lexicon import _COMPLAINT, _CONTRAST
from memory_core.jobs.reflect.worldwords import NEGATIONS

# Recurrence words right after a term ("again", "igjen", "znowu", "encore").
REJECTION_AGAIN = (
    r"again|igjen|igen|encore|wieder|znowu|znów|zase|znovu|di nuovo|otra vez|de nuevo|de novo|"
    r"weer|opnieuw|опять|снова|знову|πάλι|ξανά|megint|din nou|lagi|tekrar|yine|taas"
)


@dataclass(frozen=True)
class FacetValue:
    value: str
    rule: str
    terms: re.Pattern[str]
    avoid: bool = False


@dataclass(frozen=True)
class Facet:
    key: str
    values: tuple[FacetValue, ...]
    subject: re.Pattern[str] | None = None  # the turn must mention this too


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _v(value: str, rule: str, terms: str, *, avoid: bool = False) -> FacetValue:
    return FacetValue(value, rule, _re(terms), avoid)


# A term right after these is what the user asks for: it outweighs a mention.
_WISH = _re(
    r"\b(?:prefer\w*|préf[eè]re\w*|prefier\w*|prefiro|rather|want|need|give me|donnez-moi|"
    r"dame|use|usar|utiliser|only|please|svp|por favor|s'il vous plaît|bitte|graag)\W+"
    r"(?:\w+\W+){0,2}$"
)
_DIRECTIVE = (
    r"\b(?:mention|tell|say|include|state|note|add|specify|indicate|show|write|give|put|"
    r"vermeld\w*|erbij|zet\w*|graag|please|pls|always|as usual|angeben|indiquer)\b"
)

FACETS: tuple[Facet, ...] = (
    Facet(
        "time_format",
        (
            _v(
                "12-hour",
                "Give times in 12-hour AM/PM format",
                r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\bam\s?/\s?pm\b|"
                r"\b12[- ]?h(?:our)?\b",
            ),
            _v(
                "24-hour",
                "Give times in 24-hour format",
                r"\b24[- ]?h(?:our|rs?)?\b|\bmilitary time\b|\b24[- ]?uur\b|\b24[- ]?stunden\b|"
                # a time only the 24-hour clock writes: 13:00-23:59, or a leading zero
                r"\b(?:1[3-9]|2[0-3]|0\d):[0-5]\d\b(?!\s?(?:am|pm|a\.m\.|p\.m\.))",
            ),
        ),
        _re(
            # how times are written, not one time mentioned ("send it at 9 am")
            r"\btimes?\b|\bclock\b|\bformat\b|\bam\s?/\s?pm\b|\b(?:write|wrote|written|say|"
            r"like|instead|convert|read)\b|\buhr\b|\bheure"
        ),
    ),
    Facet(
        "currency",
        tuple(
            _v(code, f"Give prices and amounts in {code}", terms)
            for code, terms in (
                ("EUR", r"\beur(?:o|os|ech|en|s)?\b|€"),
                ("USD", r"\busd\b|\b(?:us )?dollars?\b|\bus\$"),
                ("GBP", r"\bgbp\b|\bpounds? sterling\b|£"),
                ("CHF", r"\bchf\b|\bswiss francs?\b"),
            )
        ),
    ),
    Facet(
        "citations",
        (
            _v(
                "cite sources",
                "Cite the documentation (a link to the page) for facts and limits",
                # asked for, not a broken docs link reported
                r"\b(?:link|cite|quote|reference|include|add|give|send|share|show)\w*\s+"
                r"(?:me\s+|us\s+)?(?:to\s+)?(?:the\s+|a\s+)?(?:docs?|documentation|source|article|"
                r"page|kb)\b(?!\s+code)|\bwith (?:a |the )?"
                r"(?:reference|source|citation|link)s?\b|\bcit(?:e|es|ed|ing)\b|\bcitations?\b|"
                r"\bwhich (?:article|page|doc\w*) says\b|\bwhere (?:it'?s|that'?s|this is) "
                r"(?:written|documented|stated)\b|\b(?:mit )?quellenangabe\b|"
                r"\bcon (?:la )?fuente\b",
            ),
        ),
    ),
    Facet(
        "naming_style",
        (
            _v(
                "snake_case",
                "Name variables and functions in snake_case in code examples",
                r"\bsnake[_ ]?case\b|\b[a-z]+(?:_[a-z0-9]+)+\b,?\s+(?:not|instead of|rather than)"
                r"\s+[a-z]+[A-Z]\w*",
            ),
            _v(
                "camelCase",
                "Name variables and functions in camelCase in code examples",
                r"\bcamel[_ ]?case\b|\b[a-z]+[A-Z]\w*,?\s+(?:not|instead of|rather than)\s+"
                r"[a-z]+(?:_[a-z0-9]+)+\b",
            ),
        ),
    ),
    Facet(
        "type_hints",
        (
            _v(
                "type hints",
                "Add type hints (annotations) to code examples",
                r"\btype[- ]?hints?\b|\btype annotations?\b|\bannotations?\b|\btyp(?:e|ed)\b "
                r"(?:the )?(?:parameters|arguments|functions|signatures)\b|\bmypy\b|"
                r"\bwithout types\b",
                avoid=True,
            ),
        ),
        _re(r"\b(?:code|example|snippet|function|def|linter|mypy|annotations?|hints?|type)\b"),
    ),
    Facet(
        "markup",
        (
            _v(
                "plain text",
                "Write plain text: no markdown formatting (asterisks, headings, tables, bullets)",
                r"\bplain[- ]text\b|\bno (?:markdown|formatting|bullet\w*|asterisks|tables)\b|"
                r"\bmarkdown\b|\bdrop the (?:asterisks|bullets?|markdown|formatting)\b|"
                r"\bnormal sentences\b|\bwithout (?:bullet\w*|markdown|formatting)\b|"
                r"\bsin (?:viñetas|markdown|formato)\b|\bohne (?:markdown|formatierung)\b",
                avoid=True,
            ),
        ),
        _re(
            r"\b(?:render\w*|shows? up|comes out|raw|plain|format\w*|asterisks|markdown|"
            r"tables?|bullets?)\b"
        ),
    ),
    Facet(
        "lists",
        (
            _v(
                "prose",
                "Answer in running prose (sentences), not bullet lists",
                r"\bparagraphs?\b|\bpárrafos?\b|\bprose\b|\btexto seguido\b|\bfull sentences\b|"
                r"\bnormal sentences\b|\ben una frase\b|\bin (?:one|a) sentence\b|\bfließtext\b|"
                r"\b(?:no|without|sin|nada de|fewer|less|ohne|sans|senza|niente|sem)\b"
                r"(?:\W+\w+){0,2}\W+(?:bullet\w*|viñetas|lists?|listas?|puntos|aufzählung\w*|listes?)\b",
                avoid=True,
            ),
            _v(
                "bullets",
                "Answer in bullet lists",
                r"\bbullet(?: points?|s)\b|\bviñetas\b|\b(?:a |as a |in a )lists?\b|"
                r"\blist(?:a|e|as|es)? (?:con|avec|mit|with|a|de) (?:puntos|points|punkten|bullets|"
                r"punti|pontos)\b",
            ),
        ),
    ),
    Facet(
        "code_language",
        tuple(
            _v(
                lang,
                f"Give code examples in {lang}",
                rf"\b(?:in|with|using|en|auf) {pat}\b|\b{pat} (?:snippets?|examples?|code|samples?|"
                rf"shop)\b|\bexamples? in {pat}\b",
            )
            for lang, pat in (
                ("Python", "python"),
                ("JavaScript", "(?:javascript|js|node(?:\\.js)?)"),
                ("TypeScript", "(?:typescript|ts)"),
                ("Go", "(?:go|golang)"),
                ("Java", "java"),
                ("C#", "(?:c#|\\.net|csharp)"),
                ("Ruby", "ruby"),
                ("PHP", "php"),
            )
        ),
        _re(r"\b(?:examples?|snippets?|code|show|samples?|shop|tooling|sdk|client)\b"),
    ),
    Facet(
        "emoji",
        (
            _v(
                "no emoji",
                "Do not use emojis in answers",
                r"\bemoji\w*|\bemoticon\w*|\bsmileys?\b|\bemotikon\w*|\bэмодзи\b|\bсмайл\w*|"
                r"絵文字|表情符号|表情符號|이모지|이모티콘",
                avoid=True,
            ),
        ),
        _re(
            r"\b(?:no|without|drop|skip|stop|less|senza|niente|sin|nada de|ohne|kein\w*|sans|"
            r"pas d|plain|unprofessional|fără|χωρίς|bez|tanpa|jangan|nélkül|без|không|"
            rf"{NEGATIONS})\b|なし|抜き|使わない|不要|别|없이|빼고|말고"
        ),
    ),
    Facet(
        "apologies",
        (
            _v(
                "no apologies",
                "Skip apologies and sympathy lines: give the facts",
                # the assistant's apologies, not the user's own ("sorry for the late reply")
                r"(?<!\bi )(?<!\bwe )\bapolog\w*|['\"\u2018\u201c]sorry for the\b|"
                r"\b(?:less|no|stop|skip|drop|without)\W+(?:\w+\W+){0,2}sorry\b|\bsympathy\b|"
                r"\bentschuldigungen\b|\bdisculpas\b|\bexcuses\b",
                avoid=True,
            ),
        ),
        _re(
            r"\b(?:you|your|every|drop|stop|skip|no|less|don'?t need|need to|before the answer|"
            r"just tell|facts?)\b"
        ),
    ),
    Facet(
        "answer_order",
        (
            _v(
                "fix first",
                "Lead with the fix or answer, background after",
                r"\b(?:fix|answer|solution|conclusion|bottom line|result|tl;?dr)\w* first\b|"
                r"\blead with\b|\bstart with the (?:answer|fix|solution|conclusion)\b|"
                r"\b(?:put|give) (?:the )?(?:actual )?(?:fix|answer|solution)\w* (?:first|at the "
                r"top|up front)\b|\b(?:fix|answer|solution) (?:was|is) at the (?:very )?"
                r"(?:bottom|end)\b|\bfirst the (?:fix|answer|solution)\b",
                avoid=True,
            ),
        ),
    ),
    Facet(
        "tax_basis",
        (
            _v(
                "excluding tax",
                "Give prices excluding tax (net of VAT)",
                r"\bhors[- ]tax\w*|\bHT\b|\bexcl(?:\.|uding)? (?:vat|tax)\b|\bnet of (?:vat|tax)\b|"
                r"\b(?:before|without|pre-?) ?(?:vat|tax)\b|\bohne (?:mwst|ust)\b|\bsin iva\b",
            ),
            _v(
                "including tax",
                "Give prices including tax (VAT included)",
                r"\bTTC\b|\bincl(?:\.|uding)? (?:vat|tax)\b|\bmit (?:mwst|ust)\b|\bcon iva\b|"
                r"\biva incluido\b",
            ),
        ),
        _re(r"\b(?:prix|price|prices|cost|montants?|amounts?|tarifs?|quote|devis|TTC|HT|VAT|tax)"),
    ),
    Facet(
        "tool_version",
        (
            _v(
                "mention version",
                "Say which version of the tool (CLI, SDK) the instructions are for",
                # asked to be told, not a question which version to install
                r"\b(?:tell|say|mention|state|note|add|include|specify|indicate)\w*\s+(?:me\s+|"
                r"us\s+)?(?:\w+\s+){0,2}(?:which|what|the) (?:cli |tool |sdk |api |client )?"
                r"(?:version|release)\b|\b(?:for|voor|für|pour|para) (?:which|welke|welche|"
                r"quelle|qué) versi\w*|\bversienummer\b|\bversionsnummer\b",
                avoid=True,
            ),
        ),
        _re(_DIRECTIVE),
    ),
    # The honorific a drafted letter addresses people with (Japanese 様 rather than さん,
    # Korean 님 rather than 씨): the suffix as what the user asks for, quoted or followed by
    # what to do with it ("「様」で統一", "様にしてください", "님으로").
    Facet(
        "honorific",
        (
            _v(
                "様",
                "Address customers and recipients with 様 (sama), not さん",
                r"「様」|様(?=[」』]?(?:で統一|に統一|にして|に修正|に直|です|の書き方|でお願い))",
            ),
            _v(
                "님",
                "Address customers and recipients with 님 (nim), not 씨",
                r"[‘'「]님[’'」]|님(?=으로|이라고)",
            ),
        ),
    ),
    # Which written standard or variety of a language (the language itself is a fact slot):
    # named by the variety's own name, which is the same in every language the user writes.
    Facet(
        "written_standard",
        tuple(
            _v(name, rule, terms)
            for name, rule, terms in (
                ("Nynorsk", "Write Norwegian in Nynorsk, not Bokmål", r"\bnynorsk\w*"),
                ("Bokmål", "Write Norwegian in Bokmål, not Nynorsk", r"\bbokmål\w*"),
                (
                    "British English",
                    "Use British English spelling (organise, colour)",
                    r"\b(?:uk|british) (?:english|spelling)\b",
                ),
                (
                    "American English",
                    "Use American English spelling (organize, color)",
                    r"\b(?:us|american) (?:english|spelling)\b",
                ),
                (
                    "Brazilian Portuguese",
                    "Write Brazilian Portuguese, not European Portuguese",
                    r"\bportugu[eê]s (?:do brasil|brasileiro)\b|\bbrazilian portuguese\b|\bpt-br\b",
                ),
                (
                    "European Portuguese",
                    "Write European Portuguese, not Brazilian Portuguese",
                    r"\bportugu[eê]s (?:europeu|de portugal)\b|\beuropean portuguese\b|\bpt-pt\b",
                ),
                (
                    "Simplified Chinese",
                    "Write Chinese in simplified characters",
                    r"简体|\bsimplified chinese\b",
                ),
                (
                    "Traditional Chinese",
                    "Write Chinese in traditional characters",
                    r"繁體|繁体|\btraditional chinese\b",
                ),
                (
                    "Latin script",
                    "Write Serbian in the Latin script, not Cyrillic",
                    r"\blatinic\w*|латиниц\w*",
                ),
                (
                    "Cyrillic script",
                    "Write Serbian in the Cyrillic script, not Latin",
                    r"\bćirilic\w*|ћирилиц\w*",
                ),
            )
        ),
    ),
)
KEYS = tuple(f.key for f in FACETS)
# A wish scoped to one occasion is no standing preference ("just this once", "for this
# report", "solo esta vez"): it names nothing, however often such requests recur.
ONE_OCCASION = _re(
    r"\b(?:just|only) (?:this|for this) (?:once|time)\b|\bthis (?:once|one time)\b|"
    r"\bfor (?:this|today'?s) (?:one|report|ticket|meeting|call|email|document|slide)\b|"
    r"\b(?:solo|sólo) (?:esta|por esta) vez\b|\bpara este (?:informe|caso)\b|"
    r"\bnur (?:dieses|diesmal|heute)\b|\bausnahmsweise\b|\bpour cette fois\b|"
    r"\bexceptionnellement\b|\bpor esta vez\b|" + ONE_OCCASION_MORE
)


_AGAIN_AFTER = _re(rf"\W{{0,3}}(?:{REJECTION_AGAIN})(?!\w)")
_DESCRIBED = _re(
    r"(?<!\w)(?:that'?s|that is|this is|det (?:der |her )?er|det (?:där |här )?är|c'est|"
    r"ça c'est|das ist|dat is|to je|to jest|это|ce este|αυτό είναι)\s+$"
)


def _score(value: FacetValue, text: str) -> tuple[int, int]:
    """How strongly a turn asks for a value (wanted mentions, a wish verb counting twice),
    and minus where it first does (the earlier wins a tie)."""
    n, first = 0, len(text)
    for m in value.terms.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        # "again the emojis" asks for no emojis: an absence is named by its complaint too
        if not value.avoid and (_COMPLAINT.search(before) or _CONTRAST.search(before)):
            continue
        # "du sklir over i bokmål igjen", "camelCase again": what the assistant did again;
        # "det der er bokmål", "that's camelCase": what the assistant wrote, described
        if not value.avoid and (_AGAIN_AFTER.match(text, m.end()) or _DESCRIBED.search(before)):
            continue
        n += 2 if _WISH.search(before) else 1
        first = min(first, m.start())
    return n, -first


def name_facets(text: str) -> list[tuple[str, FacetValue]]:
    """Every (facet key, value) a correction or preference names, in facet order."""
    out = []
    for facet in FACETS:
        if facet.subject is not None and not facet.subject.search(text):
            continue
        score, value = max(((_score(v, text), v) for v in facet.values), key=lambda x: x[0])
        if score[0] > 0:
            out.append((facet.key, value))
        elif (inverse := _complained(facet, text)) is not None:
            out.append((facet.key, inverse))
    return out


def _complained(facet: Facet, text: str) -> FacetValue | None:
    """The absence a facet names when the user complains about the other value ("otra vez
    la lista con puntos" asks for prose): only a facet with one such absence."""
    avoid = [v for v in facet.values if v.avoid]
    if len(avoid) != 1:
        return None
    for v in facet.values:
        if v.avoid:
            continue
        for m in v.terms.finditer(text):
            if _COMPLAINT.search(text[max(0, m.start() - 40) : m.start()]):
                return avoid[0]
    return None
