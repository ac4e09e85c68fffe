"""National-format phone numbers (no ``+`` country code), with the region inferred from
the text.

``030 65069823``, ``676 70 64 78``, ``01.55.48.99.92``, ``liga-me para 920 420 826``: a
national number is only valid for its own country, so the regions are ordered by the
text's language and country words (and e-mail domains), and ``phonenumbers`` validates
the candidate for each in turn. A candidate needs a phone cue in its language before it
(``Telefon``, ``llámame al``, ``appelez-moi au``, ``M``, ``Tel.``) or must stand alone on
the line under a name (a contact block).
"""

from __future__ import annotations

import bisect
import re

import phonenumbers

from memory_core.pii.keep import words
from memory_core.pii.placeholders import PHONE
from memory_core.pii.spans import P_PHONE, Doc, Span

P_NATIONAL = P_PHONE + 1
_CAND = re.compile(
    r"[(\d](?<![\w+.,/-][(\d])(?:(?<=\()0?\d|(?<=\d))[\d ().\-/]{6,17}\d(?![\w.,/-]?\d)"
)
_CUE = re.compile(
    r"(?:(?<![\w])|(?<=\\n))(?:tel(?:ef(?:on|ono|one|oon))?\w*|t(?:é|e)l(?:é|e)phone|tél"
    r"|phone|mobile?|mobil|móvil|movil|handy|cell(?:ulare)?|portable|fixe|gsm|fax|telem(?:ó|o)vel"
    r"|whatsapp|cel|n(?:ú|u)mero|nummer|numer|llám(?:a|e)me|llamame|appelez-moi|appelle-moi"
    r"|rappelez-moi|rufen[ \t]+sie[ \t]+mich|ruf[ \t]+mich|erreichbar|liga-me|ligue-me|ligue"
    r"|chiam(?:ami|atemi|i|a|are|armi|ateci)|contatt(?:ami|atemi|i|are|armi)|ll(?:á|a)m(?:e|eme|enos|ar)"
    r"|bel[ \t]+me|zadzwo(?:ń|n)|ring[ \t]+me|call[ \t]+me|reach[ \t]+me"
    r"|text[ \t]+me|contact(?:o)?|kontakt|bereitschaft|on-call|owner|mob|tlf"
    r"|number(?=[ \t]*(?:is|was|:|=))"
    # "me joindre au", "me liga no", "bel mij op", "ring mig på", "soita", "zavolejte"
    r"|joindre|me[ \t]+liga|liga[ \t]+(?:pra|para)[ \t]+mim|ligar[ \t]+para|bel[ \t]+mij"
    r"|anruf\w*|r(?:ü|ue)ckruf\w*|zur(?:ü|ue)ckrufen|erreichen|ring[ \t]+(?:mig|meg)"
    r"|soita\w*|zavolej\w*|ara(?:yın|yin)|dzwo(?:ń|n)\w*|celular)(?![\w])"
    # Scripts written without spaces between words: no boundary ("携帯番号は 080-...").
    r"|電話|携帯|연락처|전화|휴대폰|手机|电话"
)
_REGION_WORDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("DE", words("und ich sie mich unter bitte danke ist nicht mit der die das bereitschaft "
                 "rufen telefon handy gr hallo herr frau an auf")),
    ("ES", words("el la que por mi es llamame ll mame tel fono del al una gracias hola "
                 "usted su para con")),
    ("FR", words("le les est moi vous au je mon ma bonjour merci appelez portable fixe pour "
                 "avec une des")),
    ("PT", words("o meu minha para liga me ligue obrigado obrigada ol telem vel n mero "
                 "uma com voc")),
    ("IT", words("il mio mia chiamami chiami chiamare contattami grazie ciao buongiorno sono per "
                 "con una della")),
    ("NL", words("het een ik mij mijn bel me bedankt hallo telefoon van voor met")),
    ("PL", words("jest mnie mój moj dzi kuj zadzwo telefon numer prosz")),
    ("GB", words("ring mobile flat road lane uk london")),
    ("US", words("call me cell text phone")),
)  # fmt: skip
_TLD_REGION = {
    ".de": "DE", ".es": "ES", ".fr": "FR", ".pt": "PT", ".it": "IT", ".nl": "NL", ".pl": "PL",
    ".uk": "GB", ".br": "BR", ".be": "BE", ".at": "AT", ".ch": "CH",
}  # fmt: skip
# Country names (in the country's language and in English): strong evidence of a region.
_COUNTRY_WORDS: dict[str, str] = {}
for _region, _names in (
    ("PL", "polska poland polen pologne"),
    ("MX", "mexico"),
    ("JP", "japan japon"),
    ("ES", "espana spain spanien espagne"),
    ("DE", "deutschland germany allemagne"),
    ("FR", "france frankreich francia"),
    ("PT", "portugal"),
    ("BR", "brasil brazil"),
    ("IT", "italia italy italien"),
    ("NL", "nederland netherlands niederlande"),
    ("AT", "austria"),
    ("CH", "schweiz suisse svizzera switzerland"),
    ("BE", "belgique belgium belgien"),
    ("SE", "sverige sweden"),
    ("NO", "norge norway"),
    ("DK", "danmark denmark"),
    ("FI", "suomi finland"),
    ("TR", "turkiye turkey"),
    ("IE", "ireland"),
    ("AU", "australia"),
    ("CA", "canada"),
    ("IN", "india"),
    ("AR", "argentina"),
    ("CO", "colombia"),
    ("CL", "chile"),
    ("KR", "korea"),
    # the largest cities say the region as well ("the Berlin landlord", "mi cel en CDMX")
    ("DE", "berlin hamburg munich muenchen cologne koeln frankfurt stuttgart leipzig dresden"),
    ("ES", "madrid barcelona valencia sevilla seville bilbao malaga zaragoza"),
    ("FR", "paris lyon marseille toulouse lille bordeaux nantes strasbourg"),
    ("IT", "roma rome milano milan napoli naples torino turin firenze florence bologna"),
    ("PT", "lisboa lisbon porto braga coimbra"),
    ("NL", "amsterdam rotterdam utrecht eindhoven groningen"),
    ("PL", "warszawa warsaw krakow wroclaw gdansk poznan"),
    ("MX", "cdmx guadalajara monterrey puebla tijuana"),
    ("BR", "janeiro brasilia fortaleza curitiba recife"),
    ("GB", "london manchester birmingham glasgow edinburgh leeds liverpool bristol"),
):
    for _n in _names.split():
        _COUNTRY_WORDS[_n] = _region
# Spellings outside ASCII letters (``Doc.words`` holds only those), found as substrings.
_COUNTRY_SUBSTRINGS = (
    ("méxico", "MX"), ("españa", "ES"), ("österreich", "AT"), ("belgië", "BE"),
    ("türkiye", "TR"), ("日本", "JP"), ("한국", "KR"), ("中国", "CN"),
)  # fmt: skip
_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_DEFAULT = ("DE", "ES", "FR", "PT", "IT", "NL", "GB", "US", "PL", "BR", "BE", "AT", "CH")
_NAME_LINE = re.compile(r"[ \t]*[A-ZÀ-Þ][^\W\d_]+(?:[ \t-][A-ZÀ-Þ][^\W\d_]+){1,3}[ \t]*")


def _place_region(doc: Doc) -> str | None:
    """The one region that the text's country and city words name, if exactly one."""
    found = {_COUNTRY_WORDS[w] for w in doc.words.intersection(_COUNTRY_WORDS)}
    return found.pop() if len(found) == 1 else None


def regions(doc: Doc) -> list[str]:
    """Regions in order of evidence in the text (most likely first)."""
    scores: dict[str, int] = {}
    for region, ws in _REGION_WORDS:
        n = len(doc.words & ws)
        if n:
            scores[region] = n
    for tld, region in _TLD_REGION.items():
        if tld in doc.low:
            scores[region] = scores.get(region, 0) + 2
    for w in doc.words.intersection(_COUNTRY_WORDS):
        region = _COUNTRY_WORDS[w]
        scores[region] = scores.get(region, 0) + 3
    if doc.ascii is None:
        found = [r for sub, r in _COUNTRY_SUBSTRINGS if sub in doc.low]
        if _KANA.search(doc.text) is not None:
            found.append("JP")
        if _HANGUL.search(doc.text) is not None:
            found.append("KR")
        for region in found:
            scores[region] = scores.get(region, 0) + 3
    ranked = sorted(scores, key=lambda r: -scores[r])
    return ranked + [r for r in _DEFAULT if r not in scores]


def _valid(number: str, order: list[str]) -> bool:
    for region in order:
        try:
            pn = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(pn):
            return True
    return False


_NO_DIGITS = str.maketrans("", "", "0123456789")
_LABELS = frozenset({"M", "T", "Mob", "Mob.", "Tel", "Tel.", "M:", "T:", "Tel:", "P", "P:"})
_DATE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")


def _under_name(text: str, ls: int, e: int) -> bool:
    """Does the candidate end its line, with a name alone on the line above?"""
    le = text.find("\n", e)
    if text[e : le if le >= 0 else len(text)].strip(" \t).,") != "":
        return False
    ps = text.rfind("\n", 0, ls - 1) + 1
    return _NAME_LINE.fullmatch(text, ps, ls - 1) is not None


def detect(doc: Doc) -> list[Span]:
    """National-format phone spans (the ``+``-prefixed ones are ``contact``'s)."""
    if not doc.digit:
        return []
    text, low = doc.text, doc.low
    out: list[Span] = []
    order: list[str] | None = None
    taken = sorted((sp.start, sp.end) for sp in doc.found if sp.priority >= P_PHONE)
    starts = [a for a, _ in taken]
    for m in _CAND.finditer(text):
        s, e = m.span()
        g = m.group()
        digits = len(g) - len(g.translate(_NO_DIGITS))
        if not 8 <= digits <= 13:
            continue
        k = bisect.bisect_right(starts, s) - 1
        if (k >= 0 and taken[k][1] > s) or (k + 1 < len(taken) and taken[k + 1][0] < e):
            continue
        if _DATE.fullmatch(m.group()) is not None:
            continue
        ls = text.rfind("\n", 0, s) + 1
        lead = text[ls:s].strip(" \t([-")
        ws = max(ls, s - 40, low.rfind("\x00", ls, s) + 1)  # not across a placeholder
        cue = lead in _LABELS or _CUE.search(low, ws, s) is not None
        if not cue and lead.endswith(":") and digits >= 9 and (" " in g or "-" in g):
            # "our guy in Valencia: 712 894 979": a place names the country, the number
            # after a label is valid there and written in groups
            if order is None:
                order = regions(doc)
            place = _place_region(doc)
            if place is not None and place == order[0] and _valid(g, [place]):
                out.append(Span(s, e, PHONE, P_NATIONAL))
            continue
        if not cue and not (lead == "" and ls > 0 and _under_name(text, ls, e)):
            continue
        if order is None:
            order = regions(doc)
        if _valid(m.group(), order if cue else order[:3]):
            out.append(Span(s, e, PHONE, P_NATIONAL))
    return out
