"""Identity data: US SSNs, dates of birth (only in birth context) and street addresses.

Event dates are not personal data, so a date is masked only when a birth cue precedes it.
Addresses use the USPS street-suffix vocabulary plus unit/city/ZIP continuations and a
few European forms; weak suffixes (Park, Key, Run...) need more evidence.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.placeholders import ADDRESS, DATE_OF_BIRTH, SSN
from memory_core.pii.spans import ANY_DIGIT, P_ADDRESS, P_DOB, P_SSN, Doc, Span, line_matches

_SSN_RE = re.compile(
    r"[0-9](?<![\w-][0-9])[0-9]{2}(?<!000)(?<!666)(?<!9[0-9][0-9])"
    r"(?P<sep>[- ])(?!00)\d{2}(?P=sep)(?!0000)\d{4}(?![\w-])"
)
_SSN_BARE = re.compile(r"(?<![\w-])(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}(?![\w-])")
_SSN_CTX = re.compile(r"(?:ssn|social security|soc\.? ?sec|ss#|ssa|tax ?id|tin)\b")

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DATE = (
    r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})"
    r"|\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?" + _MONTH + r",?[ \t]+\d{4}"
    r"|" + _MONTH + r"[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+\d{4}"
    r"|" + _MONTH + r"[ \t]+\d{4})"
)
_DOB_RE = re.compile(
    r"(?:\bd\.?o\.?b\b\.?|date[ _]of[ _]birth|birth[ _-]?date|birth[ _-]?day|\bborn\b"
    r"|geburtsdatum|geboren|fecha de nacimiento|né(?:e)? le|date de naissance|\bnacid[oa])"
    r"[\"']?(?:[ \t]*[:=\-][ \t]*|[ \t]+)[\"']?"
    r"(?:(?:is|was|on|in|at|the|:)[ \t]+){0,3}(?P<date>" + _DATE + r")(?!\d)"
)

# USPS Publication 28 street suffixes (common forms and abbreviations).
_STRONG_SUFFIX = (
    r"Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl"
    r"|Terrace|Ter|Highway|Hwy|Parkway|Pkwy|Way|Square|Sq|Circle|Cir|Alley|Aly|Crescent"
    r"|Expressway|Expy|Freeway|Fwy|Turnpike|Tpke|Causeway|Cswy|Plaza|Plz|Trail|Trl"
    r"|Strasse|Straße|Str|Weg|Gasse|Platz|Allee|Vej|Gatan|Katu|Utca|Laan|Straat"
)
_WEAK_SUFFIX = (
    r"Annex|Arcade|Bypass|Camp|Canyon|Cape|Center|Centre|Cliff|Club|Common|Corner|Course"
    r"|Cove|Creek|Crest|Crossing|Dale|Dam|Divide|Estate|Extension|Fall|Ferry|Field|Flat"
    r"|Ford|Forest|Forge|Fork|Fort|Garden|Gateway|Glen|Green|Grove|Harbor|Haven|Heights"
    r"|Hill|Hollow|Inlet|Island|Isle|Junction|Key|Knoll|Lake|Land|Landing|Light|Loaf"
    r"|Lock|Lodge|Loop|Mall|Manor|Meadow|Mews|Mill|Mission|Motorway|Mount|Mountain|Neck"
    r"|Orchard|Oval|Overpass|Park|Pass|Passage|Path|Pike|Pine|Plain|Point|Port|Prairie"
    r"|Radial|Ramp|Ranch|Rapid|Rest|Ridge|River|Route|Row|Rue|Run|Shoal|Shore|Skyway"
    r"|Spring|Spur|Station|Stravenue|Stream|Summit|Throughway|Trace|Track|Trafficway"
    r"|Tunnel|Underpass|Union|Valley|Via|Viaduct|View|Village|Ville|Vista|Walk|Wall|Well"
    r"|Close|Gardens|Grange|Rise|Wharf|Yard"
)
_UP = "A-ZÀ-ÖØ-Þ"
_LO = "a-zß-öø-ÿ"
_WORD = rf"(?:[{_UP}][{_LO}{_UP}'’.-]*|\d{{1,3}}(?:st|nd|rd|th))"
_UNIT = (
    r"(?:,?[ \t]+(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Floor|Fl\.?|Room|Rm\.?|Bldg\.?"
    r"|Building|#)[ \t]*[A-Za-z0-9-]{1,6})"
)
_CITY = (
    rf"(?:(?:,[ \t]*|[ \t]*\n[ \t]*|[ \t]+)[{_UP}][{_LO}'.-]+(?:[ \t]+[{_UP}][{_LO}'.-]+){{0,3}}"
    r",?[ \t]+(?:[A-Z]{2}|[A-Z][a-z]+)[ \t]+\d{5}(?:-\d{4})?)"
)
# Address cues, each tried only when its trigger word occurs in the text.
_ADDR_CTX: tuple[tuple[frozenset[str], re.Pattern[str]], ...] = (
    (frozenset({"live", "lives", "lived", "reside", "resides", "stay", "stays"}),
     re.compile(r"\b(?:live|lives|lived|reside|resides|stay|stays)[ \t]+(?:at|on)[ \t]+")),
    (frozenset({"address"}), re.compile(r"\baddress[ \t]*(?:is|was|:|=)[ \t]*")),
    (frozenset({"ship", "shipped", "deliver", "delivered", "send", "sent", "mail", "mailed",
                "moved", "shipping"}),
     re.compile(r"\b(?:ship|deliver|send|sent|mail|moved)(?:ped|ed|ing)?[ \t]+"
                r"(?:it|them|this|the[ \t]+\w+|[a-z]+)?[ \t]*to[ \t]*\n?[ \t]*(?=\d)")),
    (frozenset({"located"}), re.compile(r"\blocated[ \t]+at[ \t]+")),
)  # fmt: skip
_STREET_WORDS = frozenset(
    w.lower() for w in (_STRONG_SUFFIX + "|" + _WEAK_SUFFIX).split("|")
) | frozenset(w.lower() + "s" for w in _WEAK_SUFFIX.split("|"))
_STREET_RE = re.compile(
    # "\d(?<![\w.,-]\d)" = a digit not preceded by [\w.,-]; starting with the digit lets
    # ``re`` skip ahead to digits instead of trying every offset.
    r"(?P<num>\d(?<![\w.,-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,5})?)[ \t]+"
    r"(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]+)?"
    rf"(?P<name>{_WORD}(?:[ \t]+{_WORD}){{0,3}}?)[ \t]+"
    rf"(?P<suffix>(?P<strong>{_STRONG_SUFFIX})|(?P<weak>{_WEAK_SUFFIX}))s?\b\.?"
    r"(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?(?:[ \t]+\d{1,4}[a-z]?\b)?"
    rf"(?P<unit>{_UNIT})?(?P<city>{_CITY})?"
)
_EU_STREET_RE = re.compile(
    rf"(?<![\w-])[{_UP}][{_LO}]+(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm"
    r"|laan|straat|gracht|plein|vej|gatan|gata|katu|tie|utca|ulica|ul\.|gade|stræde|vägen"
    r"|väg|veien|vei|kuja|polku|brücke|torget|torg)[ \t]+\d{1,4}[a-z]?"
    rf"(?:,?[ \t]+\d{{4,5}}[ \t]+[{_UP}][{_LO}]+)?"
    r"|(?<![\w-])\d{1,4}(?:bis|ter)?,?[ \t]+(?:rue|avenue|boulevard|bd|chemin|allée|impasse"
    r"|quai|place|cours|route)[ \t]+(?:de[ \t]+la[ \t]+|de[ \t]+l'|du[ \t]+|des[ \t]+|de[ \t]+)?"
    rf"[{_UP}][{_LO}'-]+(?:[ \t]+[{_UP}][{_LO}'-]+){{0,3}}"
    r"|(?<![\w-])(?:Via|Viale|Piazza|Calle|Avenida|Av\.|Rua|Travessa|Carrer|Plaza|Paseo"
    r"|Largo|Corso)[ \t]+(?:de[ \t]+|del[ \t]+|della[ \t]+|da[ \t]+|do[ \t]+|dos[ \t]+"
    rf"|das[ \t]+|di[ \t]+)?[{_UP}][{_LO}'-]+(?:[ \t]+[{_UP}][{_LO}'-]+){{0,3}},?[ \t]+\d{{1,5}}"
)
_MILITARY_RE = re.compile(
    r"(?i)(?:PSC[ \t]+\d{4},[ \t]+Box[ \t]+\d{4}|Unit[ \t]+\d{4}[ \t]+Box[ \t]+\d{4}"
    r"|US(?:NS|NV|S|CGC)[ \t]+[^\W\d_]+)[ \t]*\n?[ \t]*(?:APO|FPO|DPO)[ \t]+A[AEP][ \t]+\d{5}"
)
_POBOX_RE = re.compile(
    r"(?i)\b(?:P\.?[ \t]?O\.?[ \t]+Box|Post[ \t]?box|Postfach|Apartado)[ \t]+\d{1,6}" + _CITY + "?"
)
# Number, street name, number: the house number written after the street name, as in
# most of Europe ("4844 Søndergade 52", "Harjukuja 54" after a building number).
_NUM_NAME_NUM = re.compile(
    rf"[0-9](?<![\w.,:/-][0-9])[0-9]{{0,4}}[A-Za-z]?[ \t]+(?P<name>[{_UP}][{_LO}]{{3,}}"
    rf"(?:[ \t]+[{_UP}{_LO}][{_LO}]+){{0,2}})[ \t]+\d{{1,4}}(?![sS]\b)[a-zA-Z]?\b(?![.:,/-]?\d)"
)
_NOT_STREET = words("of the and in on at for to with from by version release chapter page")
_MONTHS = words(
    "january february march april june july august september october november december sept"
)
# Street names written as separate words (Nordic "gate", Hungarian "utca/út/tér", Polish
# "ul.") and crossings ("the corner of X and Y").
_WORD_STREET_RE = re.compile(
    rf"(?<![\w-])(?:[{_UP}][{_LO}]+[ \t]+(?:gate|gata|gatan|vei|vej|veg|utca|út|tér|u\.)"
    rf"|ul\.[ \t]+[{_UP}][{_LO}]+)[ \t]+\d{{1,4}}[a-z]?\.?"
)
_CORNER_RE = re.compile(
    r"(?i)\b(?:the[ \t]+)?corner[ \t]+of[ \t]+[^\n,;!?]{3,60}?[ \t]+and[ \t]+"
    r"[^\W\d_][^\n,;!?.]{2,40}"
)
_DOB_CUES = ("birth", "born", "dob", "d.o.b", "geb", "nacid", "naissance", "né le", "née le")
# Cheap substring/word pre-checks so the costlier address regexes run only when useful.
_EU_SUFFIXES = (
    "straße",
    "strasse",
    "str.",
    "weg ",
    "gasse",
    "platz",
    "allee",
    "ring ",
    "damm",
    "laan",
    "straat",
    "gracht",
    "plein",
    "vej ",
    "gata",
    "katu",
    "tie ",
    "utca",
    "ulica",
    "ul. ",
)
_EU_WORDS = words(
    "rue avenue boulevard bd chemin allée impasse quai place cours route via viale piazza "
    "calle avenida av rua travessa carrer plaza paseo largo corso"
)
_MIL_WORDS = frozenset({"apo", "fpo", "dpo"})
_BOX_WORDS = words("box postbox postfach apartado")
_WORD_STREET_HINT = re.compile(r"[ \t](?:gate|gata|gatan|vei|vej|veg|utca|út|tér|u\.)[ \t]|ul\.")
# Substrings every ``_WORD_STREET_HINT`` match holds (plain ``in`` checks beat a scan).
_WORD_STREET_PARTS = ("gat", "ve", "utca", "út", "tér", "u.", "ul.")
_SSN_WORDS = frozenset({"ssn", "social", "soc", "ss", "ssa", "tax", "tin"})
# End of an address given after a cue: a new line (unless it is the "City, ST 12345"
# line), or a sentence end that is not an abbreviation like "Apt." or "St.".
_UNIT_RE = re.compile(r"\b(?:Apt\.?|Apartment|Suite|Ste\.|Unit|Flat)[ \t]+#?\d{1,5}[A-Za-z]?\b")
_UNIT_WORDS = words("apt apartment suite ste unit flat")
_ZIP_LINE = re.compile(
    r"(?m)^[ \t>?]*(?P<z>[A-Z][A-Za-z .'-]{2,40}[ \t]+(?!19\d\d\b|20\d\d\b)\d{4,6})[ \t]*$"
)
# Lines after an "Address:" cue that ends its line: up to 5 short lines, no blank line.
_BLOCK = re.compile(r"[ \t]*\n(?:[ \t>?]*[^\n:]{2,60}(?:\n|$)){1,5}")
_CLAUSE_END = re.compile(
    r"\n(?![ \t]*[A-Z][A-Za-z .'-]{1,40},?[ \t]+[A-Z]{2}[ \t]+\d{5})|[;!?]"
    r"|\.(?=[ \t]+[a-z]|[ \t]*$)|\.[ \t]+(?!\w{1,4}\.)"
)


def _ssn(doc: Doc, out: list[Span]) -> None:
    text = doc.text
    for m in _SSN_RE.finditer(text):
        out.append(Span(m.start(), m.end(), SSN, P_SSN))
    if not doc.words.isdisjoint(_SSN_WORDS) and _SSN_CTX.search(doc.low):
        for m in _SSN_BARE.finditer(text):
            if _SSN_CTX.search(doc.low, max(0, m.start() - 40), m.start()):
                out.append(Span(m.start(), m.end(), SSN, P_SSN))


def _dob(low: str, out: list[Span]) -> None:
    for m in _DOB_RE.finditer(low):
        out.append(Span(m.start("date"), m.end("date"), DATE_OF_BIRTH, P_DOB))


def _addresses(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    street_re = None if doc.words.isdisjoint(_STREET_WORDS) else _STREET_RE
    for m in street_re.finditer(text) if street_re is not None else ():
        strong = m.group("strong") is not None
        extra = m.group("unit") or m.group("city")
        num = m.group("num")
        if not (strong or extra or (len(num) >= 3 and num.isdigit())):
            continue
        end = m.end()
        while end > m.start() and text[end - 1] in " \t\n,":
            end -= 1
        out.append(Span(m.start(), end, ADDRESS, P_ADDRESS))
    words = doc.words
    # (substring checks: much faster than one ``re`` alternation of literals)
    if not words.isdisjoint(_EU_WORDS) or any(s in low for s in _EU_SUFFIXES):
        for m in _EU_STREET_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if not words.isdisjoint(_MIL_WORDS):
        for m in _MILITARY_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if not words.isdisjoint(_BOX_WORDS):
        for m in _POBOX_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    for m in _NUM_NAME_NUM.finditer(text):
        name = m.group("name").lower().split()
        if _MONTHS.isdisjoint(name) and _NOT_STREET.isdisjoint(name):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS - 1))
    if any(p in low for p in _WORD_STREET_PARTS) and _WORD_STREET_HINT.search(low) is not None:
        for m in _WORD_STREET_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if "corner" in words:
        for m in _CORNER_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    for triggers, rx in _ADDR_CTX:
        if not words.isdisjoint(triggers):
            _addr_after_cue(text, low, rx, out)


def _addr_after_cue(text: str, low: str, rx: re.Pattern[str], out: list[Span]) -> None:
    for m in rx.finditer(low):
        start = m.end()
        block = _BLOCK.match(text, start)
        if block is not None:  # "Address:\n12 Main St\nSpringfield\nUSA 12345"
            chunk = block.group().rstrip()
            if any(c.isdigit() for c in chunk):
                out.append(Span(start, start + len(chunk), ADDRESS, P_ADDRESS - 1))
            continue
        end_m = _CLAUSE_END.search(text, start, min(len(text), start + 140))
        end = end_m.start() if end_m else min(len(text), start + 140)
        if end_m is None and end < len(text):
            continue
        chunk = text[start:end].rstrip(" \t,.")
        if not chunk or not any(c.isdigit() for c in chunk) or "<" in chunk[:1]:
            continue
        out.append(Span(start, start + len(chunk), ADDRESS, P_ADDRESS - 1))


def _address_parts(doc: Doc, out: list[Span]) -> None:
    """Unit designators ("Apt. 762") and "Country 12345" lines: address fragments that
    are personal even on their own."""
    if not doc.words.isdisjoint(_UNIT_WORDS):
        for m in _UNIT_RE.finditer(doc.text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS - 2))
    if "\n" in doc.text:
        for m in line_matches(_ZIP_LINE, doc.text):
            out.append(Span(m.start("z"), m.end("z"), ADDRESS, P_ADDRESS - 2))


def detect(doc: Doc) -> list[Span]:
    """SSN, date-of-birth and street-address spans."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if ANY_DIGIT.search(text) is None:
        return out  # every SSN, date and address pattern holds a digit
    _ssn(doc, out)
    if any(c in low for c in _DOB_CUES):
        _dob(low, out)
    _addresses(doc, out)
    _address_parts(doc, out)
    return out
