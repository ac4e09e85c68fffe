"""Identity data: US SSNs, dates of birth (only in birth context) and street addresses.

Event dates are not personal data, so a date is masked only when a birth cue precedes it.

Addresses are found by their structure, not by a list of places:

* number first: "24 Clarke Avenue" (USPS street suffixes; weak suffixes such as Park or
  Key need a long number, a unit or a city line), "31 rue des Lilas" (French order);
* street first, house number after (most of Europe and Latin America): a street-type
  word before the name ("Via delle Coste 41", "ul. Miła 53", "trg revolucije 17"), a
  street-type word after it ("Kossuth Lajos utca 5", "hegyalja út 98."), a street-type
  suffix glued to it ("Hauptstraße 5", "Hammarvägen 15"), a building number before it
  ("641 Dašická 688") or a postcode and town after it ("Příční 1429, 533 45 Opatovice");
* units ("Apt. 805", and in any case or script "0605 πεντέλης 210 apt. 999"), P.O. boxes,
  military addresses, street corners, "City, ST 12345" lines, named streets after a
  preposition ("on Berg Hills Street") and address cues ("lives at", "address:", "ship
  to", and "drops you off at" / "is at" when an address-shaped phrase follows); lower-case
  forms need a street-type word, a cue or a unit.

A building number written directly before a street ("3369 24 Clarke Avenue") joins it.
Speed: almost every snippet holds digits but few hold an address, so each form runs only
after a cheap gate (one set intersection with ``doc.words``, ``str.find`` of a cue, or a
short number after a word) and then only on a short window anchored at that spot.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import FOREIGN_MONTHS, words
from memory_core.pii.placeholders import ADDRESS, DATE_OF_BIRTH, SSN
from memory_core.pii.spans import ANY_DIGIT, P_ADDRESS, P_DOB, P_SSN, Doc, Span, line_matches


# -- SSN --------------------------------------------------------------------------------
def _ssn_re(sep: str) -> re.Pattern[str]:
    """SSNs written with ``sep``, matched from the first separator: ``re`` skips through the
    text to a literal far faster than it tries every digit (snippets hold ~60 digits on
    average); the three digits before the separator are checked behind it."""
    s = re.escape(sep)
    return re.compile(
        rf"{s}(?=\d\d{s}\d{{4}}(?![\w-]))(?<=[0-9]{{3}}{s})(?<![\w-][0-9]{{3}}{s})"
        rf"(?<!000{s})(?<!666{s})(?<!9[0-9][0-9]{s})(?!00)\d\d{s}(?!0000)\d{{4}}"
    )


_SSN_RES = (_ssn_re("-"), _ssn_re(" "))
_SSN_BARE = re.compile(r"(?<![\w-])(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}(?![\w-])")
_SSN_CTX = re.compile(r"(?:ssn|social security|soc\.? ?sec|ss#|ssa|tax ?id|tin)\b")
_SSN_WORDS = frozenset({"ssn", "social", "soc", "ss", "ssa", "tax", "tin"})

# -- date of birth ----------------------------------------------------------------------
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|"
    + "|".join(sorted(FOREIGN_MONTHS, key=len, reverse=True))
    + r")\.?"
)
# Day forms: "3rd", "3.", "1er"; Spanish and Portuguese put "de" around the month.
_DATE = (
    r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})"
    r"|\d{1,2}(?:st|nd|rd|th|er|\.)?[ \t]+(?:(?:of|de)[ \t]+)?" + _MONTH
    + r",?[ \t]+(?:de[ \t]+)?\d{4}"
    r"|" + _MONTH + r"[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+\d{4}"
    r"|" + _MONTH + r"[ \t]+\d{4})"
)  # fmt: skip
_DOB_TAIL = (
    r"[\"']?(?:[ \t]*[:=\-][ \t]*|[ \t]+)[\"']?"
    r"(?:(?:is|was|on|in|at|the|am|le|el|il|op|em|:)[ \t]+){0,3}(?P<date>" + _DATE + r")(?!\d)"
)
_DOB_RE = re.compile(
    r"(?:\bd\.?o\.?b\b\.?|date[ _]of[ _]birth|birth[ _-]?date|birth[ _-]?day|\bborn\b"
    r"|geburtsdatum|geboren|geboortedatum|fecha de nacimiento|né(?:e)? le|date de naissance"
    r"|\bnacid[oa]|\bnat[oa]\b|data di nascita|\bnascid[oa]|data de nascimento)" + _DOB_TAIL
)
# What follows a cue word found by ``str.find`` ("birth" may go on as "birth date").
_DOB_AFTER = re.compile(r"(?:[ _-]?(?:date|day))?\.?" + _DOB_TAIL)
# Every ``_DOB_RE`` cue holds one of these words, or "b"/"ob" (dotted "d.o.b", "d.ob") or
# "né" (``doc.words`` splits at dots and non-ASCII letters).
_DOB_WORDS = words(
    "dob birth birthdate birthday born geburtsdatum geboren geboortedatum nacimiento "
    "naissance nacido nacida nato nata nascita nascido nascida nascimento"
)
_DOTTED_DOB = words("b ob")


# -- address building blocks ------------------------------------------------------------
def _letter_class(upper: bool) -> str:
    """Upper- or lower-case Latin, Greek and Cyrillic letters as a ``[...]`` body."""
    chars = [
        chr(c) for c in range(0x41, 0x530) if (chr(c).isupper() if upper else chr(c).islower())
    ]
    out: list[str] = []
    i = 0
    while i < len(chars):
        j = i
        while j + 1 < len(chars) and ord(chars[j + 1]) == ord(chars[j]) + 1:
            j += 1
        out.append(chars[i] if i == j else f"{chars[i]}-{chars[j]}")
        i = j + 1
    return "".join(out)


_UP = _letter_class(upper=True)
_LO = _letter_class(upper=False)
_L = _UP + _LO
# A capitalised word (with an optional elided article: "l'Église"), any word, and the
# small words inside street names ("Via delle Coste", "Rua Vinte e Cinco de Setembro").
_CAPW = rf"(?:[dlDL]['’])?[{_UP}][{_L}'’.-]*"
_ANYW = rf"[{_L}][{_L}'’.-]*"
_CONN = (
    r"(?:d[aeiou]|de[lis]|dell[aeo]|dei|degli|das|dos|la|las|los|le|les|el|al|y|e|i"
    r"|van|von|der|den|het|ter|zu|zum|zur|am|an|of|the|und|et|sur|en|aan|op)"
)
_CAPNAME = rf"{_CAPW}(?:[ \t]+(?:{_CONN}[ \t]+){{0,2}}{_CAPW}){{0,3}}"

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
# Lower-cased suffix word (and plural) -> its capitalised form, as ``doc.words`` tells which
# occur; the English pattern is case sensitive, so "key"/"port"/"trace" in tech prose
# costs a substring search only.
_SUFFIX_CAPS = {
    w.lower() + plural: w + plural
    for w in (_STRONG_SUFFIX + "|" + _WEAK_SUFFIX).split("|")
    for plural in ("", "s")
}
_SUFFIX_WORDS = frozenset(_SUFFIX_CAPS)
_SUFFIX_FIND = {w: " " + cap for w, cap in _SUFFIX_CAPS.items()}
_STRONG = frozenset(_STRONG_SUFFIX.split("|"))
# Abbreviations keep their period ("12 Main St."); after a full word it ends a sentence.
_ABBREV = words(
    "St Ave Av Rd Blvd Ln Dr Ct Pl Ter Hwy Pkwy Sq Cir Aly Expy Fwy Tpke Cswy Plz Trl Str"
)
_WORD = rf"(?:{_CAPW}|\d{{1,3}}(?:st|nd|rd|th))"
_UNIT = (
    r"(?:,?[ \t]+(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Floor|Fl\.?|Room|Rm\.?|Bldg\.?"
    r"|Building|#)[ \t]*[A-Za-z0-9-]{1,6})"
)
_CITY = (
    rf"(?:(?:,[ \t]*|[ \t]*\n[ \t]*|[ \t]+)[{_UP}][{_LO}'.-]+(?:[ \t]+[{_UP}][{_LO}'.-]+){{0,3}}"
    r",?[ \t]+(?:[A-Z]{2}|[A-Z][a-z]+)[ \t]+\d{5}(?:-\d{4})?)"
)
# "24 Clarke Avenue": the part before the suffix word (searched in a short window that
# ends at the suffix) and the part after it (direction, number, unit, "City, ST 12345").
_STREET_HEAD = re.compile(
    r"(?P<num>\d(?<![\w.,-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,5})?)[ \t]+"
    r"(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]+)?"
    rf"{_WORD}(?:[ \t]+{_WORD}){{0,3}}\Z"
)
_STREET_TAIL = re.compile(
    r"(?P<dot>\.)?(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?(?:[ \t]+\d{1,4}[a-z]?\b)?"
    rf"(?P<unit>{_UNIT})?(?P<city>{_CITY})?"
)
# A street named without a number after a preposition: "shows on Berg Hills Street".
# Only full, unambiguous suffix words; determiners rule out "on My Way"-like phrases.
_NAMED_SUFFIX = "Street|Avenue|Road|Boulevard|Lane|Terrace|Crescent|Parkway"
_NAMED_SUFFIX_WORDS = words(_NAMED_SUFFIX.lower().replace("|", " "))
_NAMED_STREET_RE = re.compile(
    r"(?<![\w-])(?:on|at|along|off|near|down|up|in|into|onto|to|from|of|via)[ \t]+"
    r"(?!(?:The|A|An|My|Your|Our|Their|His|Her|Its|This|That|No|Any|Every|Some)\b)"
    rf"(?P<a>[{_UP}][{_L}'’.-]+(?:[ \t]+[{_UP}][{_L}'’.-]+){{0,2}}[ \t]+(?:{_NAMED_SUFFIX})\b)"
)
# Lower-case English streets ("3911 fourth avenue"): a 2+ digit number, 1-3 words that
# are not function words, and an unambiguous suffix (not "drive", "lane", "way").
_LOW_SUFFIX = "street|st|avenue|ave|road|rd|boulevard|blvd|terrace|parkway|highway|crescent"
_LOW_SUFFIX_WORDS = words(_LOW_SUFFIX.replace("|", " "))
_STOP = (
    r"(?:the|a|an|to|of|on|in|at|by|for|and|or|my|your|our|their|his|her|its|this|that"
    r"|these|those|down|up|per|x|more|other|new|old|each|every|all|some|same|is|are|was"
    r"|near|with|from|into|onto)"
)
# A word of a street name in text that may be lower case: not a function word, so
# "the hotel is at kossuth lajos utca 5" starts at "kossuth".
_NAMEW = rf"(?!(?i:{_STOP})[ \t]){_ANYW}"
_LOW_STREET_RE = re.compile(
    r"\d(?<![\w.,:/-]\d)\d{1,5}[a-z]?[ \t]+"
    rf"(?:(?!{_STOP}\b)[^\W\d_][\w'’.-]*[ \t]+){{1,3}}(?:{_LOW_SUFFIX})\b\.?"
)

# Street-type words written before the name. Unambiguous ones (no English meaning) may
# be lower case and take lower-case names; the others need capitals on both words.
_PREFIX_ANY_WORDS = words(
    "rue calle c/ carrer avda. avda avenida viale vicolo piazza piazzale rua travessa praça "
    "estrada alameda chemin chaussée allée impasse quai laan ul. ulica ulice aleja aleje "
    "os. osiedle plac trg náměstí nám. třída strada str. calea bulevardul bd. bul. odos οδός "
    "οδ. λεωφόρος λεωφ. ulitsa prospekt ул. улица пр. проспект"
)
_PREFIX_CAP_WORDS = words(
    "Via Viale Avenue Av. Boulevard Bd Place Plaza Paseo Largo Corso Cours Route Camino "
    "Carretera Ronda Rambla Passeig Square Praia Quinta Vía"
)
_PREFIX_TOKENS = _PREFIX_ANY_WORDS | {w.lower() for w in _PREFIX_CAP_WORDS}


def _alternation(ws: frozenset[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(ws, key=lambda w: (-len(w), w)))


_PREFIX_FIRST_RE = re.compile(
    rf"(?<![\w-])(?:(?i:{_alternation(_PREFIX_ANY_WORDS)})[ \t]*(?:{_NAMEW}[ \t]+){{0,4}}{_NAMEW}"
    rf"|(?P<cap>{_alternation(_PREFIX_CAP_WORDS)})[ \t]+(?:{_CONN}[ \t]+){{0,2}}{_CAPNAME}),?\Z"
)
# Street-type words written after the name. Nordic "gate/vei/veg" follows a genitive
# ("Karl Johans gate", "Kongens gate"), unlike "Departure gate 12".
_HU_AFTER = words("utca út útja tér tere körút krt. köz fasor sétány rakpart u.")
_NORDIC_AFTER = words("gate gata gatan vei veien veg vegen vej väg vägen tie katu")
_SUFFIX_AFTER_RE = re.compile(
    rf"(?<![\w-])(?:(?:{_NAMEW}[ \t]+){{0,2}}{_NAMEW}[ \t]+(?:{_alternation(_HU_AFTER)})"
    rf"|(?:{_CAPW}[ \t]+{_CAPW}|[{_UP}][{_L}]*s)[ \t]+(?:{_alternation(_NORDIC_AFTER)}))\Z"
)
_AFTER_TOKENS = _HU_AFTER | _NORDIC_AFTER
# Street-type suffixes glued to the name ("Hauptstraße", "Søndergade", "Mannerheimintie").
_GLUED = tuple(
    words(
        "straße strasse str. weg gasse platz allee damm steig pfad ufer chaussee laan straat "
        "gracht plein kade singel dijk vej gade stræde gatan gata vägen väg veien vegen vei "
        "torget torg gaten stien stigen plassen katu tie kuja polku kaari utca ulica ulice "
        "brücke"
    )
)
_GLUED_RE = re.compile(rf"(?<![\w-])[{_L}]{{2,}}(?:{_alternation(frozenset(_GLUED))}),?\Z")
# A building number before an untyped street name: "641 Dašická 688", "009 Slovenčeva 51".
_NN_RE = re.compile(
    rf"[0-9](?<![\w.,:/-][0-9])[0-9]{{0,5}}[A-Za-z]?[ \t]+(?P<name>[{_UP}][{_LO}]{{3,}}"
    rf"(?:[ \t]+[{_L}][{_LO}]+){{0,2}})\Z"
)
# What may precede that building number, and what may follow the house number.
_NN_BEFORE = re.compile(
    r"(?:^|[\n>?,:;(\"'‘“]|\b(?:at|to|on|from|is|address|in|with|near|by))[ \t]*\Z"
)  # fmt: skip
_AFTER_NUM = re.compile(
    r"[ \t]*(?:\Z|[\n\r,;.)!?\"'»]|(?:apt|apartment|suite|ste|unit|flat|floor|fl|bte|bus"
    r"|door|st|street|#)\b)",
    re.IGNORECASE,
)
# A postcode and town after the house number ("Příční 1429, 533 45 Opatovice", or on
# the next line): it joins a street found otherwise, and when the town ends its clause
# it is evidence enough for a street name of capitalised words alone. The town is no
# unit word ("Model 3, 10000 Miles").
_POSTCODE_AFTER = re.compile(
    r"(?:,[ \t]*|[ \t]*\n[ \t>]*|[ \t]+)(?:[A-Z]{1,2}-)?(?:\d{5}|\d{3}[ \t]\d{2}|\d{2}-\d{3}"
    r"|\d{4}-\d{3}|(?!(?:19|20)\d\d\b)\d{4}(?:[ \t]?[A-Z]{2}\b)?)[ \t]+"
    r"(?!(?:Miles?|Km|Kilometers?|Meters?|Feet|Units?|Copies|Downloads?|Views?|Stars?"
    r"|Dollars?|Euros?|Users?|Items?|Points?|Pages?|Words?|Rows?|Lines?|Files?)\b)"
    rf"[{_UP}][{_L}'’.-]+(?:[ \t-]+[{_UP}][{_L}'’.-]+){{0,2}}(?:[ \t]+\d{{1,2}}\b)?"
)
_CLAUSE_STOP = re.compile(r"[ \t]*(?:\Z|[\n,;.)!?])")
_NAME_BEFORE = re.compile(rf"(?<![\w-])(?:{_CAPW}[ \t]+(?:{_CONN}[ \t]+)?){{0,2}}{_CAPW},?\Z")
# Words that never end a street name before its number ("port 8080", "HTTP 404").
_NOT_NAME_END = words(
    "a an the is are was be at to on in of and or for by with from per about than port "
    "http https version v step page chapter line item items room floor apt apt. suite unit "
    "no no. nr nr. number id usd eur gbp chf jpy top last first next"
)
_NOT_STREET = words("of the and in on at for to with from by version release chapter page")
_MONTHS = words(
    "january february march april june july august september october november december sept"
)
# A short number after a word, ", " or ". ": where a street-first address ends. The
# literal leading space lets ``re`` skip through the text; ~0.5 hits per snippet.
_HOUSE_NUM = re.compile(
    r" (?=\d)(?<=[\w.,] )(?<![\d_] )\d{1,5}(?:-\d{1,5})?[A-Za-z]?\b(?![.:/]\d|[-%])"
)
# Any case or script: number, words, number, unit ("0605 πεντέλης 210 apt. 999").
_UNIT_AFTER = re.compile(
    r",?[ \t]+(?:apt|apartment|suite|ste|unit|flat|#)\.?[ \t]*#?[\w-]{1,6}\b"
    rf"(?:[ \t]*\n[ \t]*[{_L}][{_L} .'-]{{1,40}},?[ \t]+[a-z]{{2}}[ \t]+\d{{5}}(?:-\d{{4}})?\b)?",
    re.IGNORECASE,
)
_NUM_WORDS = re.compile(rf"(?<![\w.,:/-])\d{{1,6}}[a-z]?(?:[ \t]+{_ANYW}){{1,5}}\Z", re.I)
# French order, number first: "31 rue des Lilas", "12 Place de la Gare".
_NUM_PREFIX_RE = re.compile(
    r"\d(?<![\w.,:/-]\d)\d{0,3}(?:[ \t]*(?:bis|ter|[A-Za-z]))?,?[ \t]+"
    r"(?:(?i:rue|chemin|allée|impasse|quai|rte|voie)|Avenue|Av\.|Boulevard|Bd|Place|Cours"
    rf"|Route|Square|Passage)[ \t]+(?:{_CONN}[ \t]+|[dl]['’]){{0,2}}{_ANYW}"
    rf"(?:[ \t]+(?:{_CONN}[ \t]+|[dl]['’])?{_CAPW}){{0,3}}"
)
_NUM_PREFIX_WORDS = words(
    "rue chemin impasse quai rte voie avenue av boulevard bd place cours route square passage"
)
# A building number directly before a found street ("31401 ul. Słowicza 10").
_LEAD_NUM = re.compile(r"(?:^|(?<=[\s>(\"',:]))\d{1,6}[A-Za-z]?[ \t]+\Z")

_MILITARY_RE = re.compile(
    r"(?i)(?:PSC[ \t]+\d{4},[ \t]+Box[ \t]+\d{4}|Unit[ \t]+\d{4}[ \t]+Box[ \t]+\d{4}"
    r"|US(?:NS|NV|S|CGC)[ \t]+[^\W\d_]+)[ \t]*\n?[ \t]*(?:APO|FPO|DPO)[ \t]+A[AEP][ \t]+\d{5}"
)
_MIL_WORDS = frozenset({"apo", "fpo", "dpo"})
_POBOX_RE = re.compile(
    r"(?i)\b(?:P\.?[ \t]?O\.?[ \t]+Box|Post[ \t]?box|Postfach|Apartado)[ \t]+\d{1,6}" + _CITY + "?"
)
_BOX_WORDS = words("box postbox postfach apartado")
_CORNER_RE = re.compile(
    r"(?i)\b(?:the[ \t]+)?corner[ \t]+of[ \t]+[^\n,;!?]{3,60}?[ \t]+and[ \t]+"
    r"[^\W\d_][^\n,;!?.]{2,40}"
)
# Address cues: (trigger words, pattern matched where a trigger word starts). Matching
# at ``str.find`` hits beats scanning the text with a pattern that starts with ``\b``.
_ADDR_CTX: tuple[tuple[frozenset[str], re.Pattern[str]], ...] = (
    (words("live lives lived reside resides stay stays"),
     re.compile(r"(?:live|lives|lived|reside|resides|stay|stays)[ \t]+(?:at|on)[ \t]+")),
    (words("address"), re.compile(r"address[ \t]*(?:is|was|:|=)[ \t]*")),
    (words("ship shipped shipping deliver delivered send sent mail mailed moved"),
     re.compile(r"(?:ship|deliver|send|sent|mail|moved)(?:ped|ed|ing)?[ \t]+"
                r"(?:it|them|this|the[ \t]+\w+|[a-z]+)?[ \t]*to[ \t]*\n?[ \t]*(?=\d)")),
    (words("located"), re.compile(r"located[ \t]+at[ \t]+")),
)  # fmt: skip
_CTX_WORDS = frozenset().union(*(t for t, _ in _ADDR_CTX))
# "drops you off at", "meet ... at", "the shop is at": an address only if what follows
# is shaped like one (optionally after a venue name and a comma): a number and a
# capitalised word that is no time, date or unit word ("at 5 PM", "at 3 March" stay), or a
# capitalised name and a number.
_AT_CUES = words("off up is are was located based situated")
_TIME_WORDS = (
    r"(?:[AaPp]\.?[Mm]\.?|Noon|Midnight|O'clock|Hours?|Hrs|Minutes?|Mins?|Seconds?|Days?"
    r"|Weeks?|Months?|Years?|UTC|GMT|CES?T|[ECMP][SD]T|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep"
    r"|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|[KMGT]?bps|[KMGT]?Hz|Percent|Degrees?|Times"
    r"|Users?|Requests?|Items?|Points?|Pages?)"
)
_AT_SHAPE = re.compile(
    rf"(?:[{_UP}][\w'’&.-]*(?:[ \t]+[{_UP}][\w'’&.-]*){{0,3}},[ \t]*)?"
    rf"(?P<a>\d{{1,6}}[A-Za-z]?(?:[ \t]+\d{{1,5}})?[ \t]+(?![A-Z][a-z]*\d)(?!{_TIME_WORDS})"
    rf"[{_UP}][{_L}]{{2,}}"
    rf"|{_CAPW}(?:[ \t]+(?:{_CONN}[ \t]+)?{_CAPW}){{0,3}},?[ \t]+\d{{1,5}}[A-Za-z]?\b(?![.:/]\d))"
)
# Lines after an "Address:" cue that ends its line: up to 5 short lines, no blank line.
_BLOCK = re.compile(r"[ \t]*\n(?:[ \t>?]*[^\n:]{2,60}(?:\n|$)){1,5}")
# End of an address given after a cue: a new line (unless it is the "City, ST 12345"
# line), or a sentence end that is not an abbreviation like "Apt." or "St.".
_CLAUSE_END = re.compile(
    r"\n(?![ \t]*[A-Z][A-Za-z .'-]{1,40},?[ \t]+[A-Z]{2}[ \t]+\d{5})|[;!?]"
    r"|\.(?=[ \t]+[a-z]|[ \t]*$)|\.[ \t]+(?!\w{1,4}\.)"
)
# No leading ``\b``: ``re`` then jumps to the first letters; the caller checks the start.
_UNIT_RE = re.compile(r"(?:Apt\.?|Apartment|Suite|Ste\.|Unit|Flat)[ \t]+#?\d{1,5}[A-Za-z]?\b")
_UNIT_WORDS = words("apt apartment suite ste unit flat")
_UNIT_CAPS = ("Apt", "Suite", "Unit", "Flat", "Ste.")
_ZIP_LINE = re.compile(
    r"(?m)^[ \t>?]*(?P<z>[A-Z][A-Za-z .'-]{2,40}[ \t]+(?!19\d\d\b|20\d\d\b)\d{4,6})[ \t]*$"
)


def _ssn(doc: Doc, gate: frozenset[str], out: list[Span]) -> None:
    """Separated SSNs anywhere; bare nine-digit ones only right after an SSN cue."""
    text = doc.text
    for rx in _SSN_RES:
        for m in rx.finditer(text):
            out.append(Span(m.start() - 3, m.end(), SSN, P_SSN))
    if not gate.isdisjoint(_SSN_WORDS) and _SSN_CTX.search(doc.low):
        for m in _SSN_BARE.finditer(text):
            if _SSN_CTX.search(doc.low, max(0, m.start() - 40), m.start()):
                out.append(Span(m.start(), m.end(), SSN, P_SSN))


def _dob(low: str, cues: frozenset[str], out: list[Span]) -> None:
    """Dates right after a birth cue. ``_DOB_RE`` is costly to try at every offset, so
    the date part is matched right after each cue word instead; only the rare dotted
    "d.o.b" and "né le" cues need the full scan."""
    if not cues:
        for full in _DOB_RE.finditer(low):
            out.append(Span(full.start("date"), full.end("date"), DATE_OF_BIRTH, P_DOB))
        return
    for w in cues:
        i = low.find(w)
        while i >= 0:
            j = i + len(w)
            m = _DOB_AFTER.match(low, j) if i == 0 or not low[i - 1].isalnum() else None
            if m is not None:
                out.append(Span(m.start("date"), m.end("date"), DATE_OF_BIRTH, P_DOB))
            i = low.find(w, j)


def _english_streets(doc: Doc, hits: frozenset[str], out: list[Span]) -> None:
    """Number, name, USPS suffix ("24 Clarke Avenue"), its lower-case form and named
    streets without a number ("on Berg Hills Street").

    Each capitalised suffix word found by ``str.find`` anchors a search of the 70
    characters before it, so text with "key" or "port" but no address costs little.
    """
    text = doc.text
    n = len(text)
    named = False
    for w in hits:
        find = _SUFFIX_FIND[w]
        i = text.find(find)
        while i >= 0:
            j = i + len(find)
            if j == n or not text[j].isalnum():
                sp = _street_ending_at(text, i, j, find[1:])
                if sp is not None:
                    out.append(sp)
                named = named or w in _NAMED_SUFFIX_WORDS
            i = text.find(find, j)
    if named:
        _named_streets(text, out)
    if not hits.isdisjoint(_LOW_SUFFIX_WORDS):
        for m in _LOW_STREET_RE.finditer(doc.low):
            end = m.end()
            unit = _UNIT_AFTER.match(text, end)
            out.append(Span(m.start(), unit.end() if unit else end, ADDRESS, P_ADDRESS - 1))


def _street_ending_at(text: str, i: int, j: int, cap: str) -> Span | None:
    """The address whose suffix word ``cap`` spans ``text[i + 1:j]``, if any; weak
    suffixes (Key, Park...) need a 3+ digit number, a unit or a city line."""
    head = _STREET_HEAD.search(text, max(text.rfind("\n", 0, i) + 1, i - 70), i)
    tail = _STREET_TAIL.match(text, j)
    if head is None or tail is None:
        return None
    num = head.group("num")
    if not (
        cap in _STRONG
        or cap[:-1] in _STRONG
        or tail.group("unit")
        or tail.group("city")
        or (len(num) >= 3 and num.isdigit())
    ):
        return None
    s, e = head.start(), tail.end()
    if e == j + 1 and tail.group("dot") and cap not in _ABBREV:
        e = j  # "... Harlan Street." ends a sentence
    return Span(s, _rstrip(text, s, e), ADDRESS, P_ADDRESS)


def _named_streets(text: str, out: list[Span]) -> None:
    for m in _NAMED_STREET_RE.finditer(text):
        out.append(Span(m.start("a"), m.end("a"), ADDRESS, P_ADDRESS - 1))


def _rstrip(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1] in " \t\n,":
        end -= 1
    return end


def _street_first(text: str, low: str, out: list[Span]) -> None:
    """Addresses whose house number comes last: "Via Roma 131", "Hauptstraße 5",
    "Kossuth Lajos utca 5", "641 Dašická 688", "0605 πεντέλης 210 apt. 999".

    Each short number after a word is a candidate end. The last few words before it
    pick the pattern to try (set look-ups), which then runs on at most the 80
    characters before the number, anchored there.
    """
    for m in _HOUSE_NUM.finditer(text):
        sp = m.start()  # the space before the number
        num_end = m.end()
        lo = max(text.rfind("\n", 0, sp) + 1, sp - 80)
        toks = low[lo:sp].rsplit(None, 6)
        if not toks or toks[-1] in _NOT_NAME_END:
            continue
        last = toks[-1].rstrip(",")
        start = -1
        prio = P_ADDRESS
        if last.endswith(_GLUED):
            g = _GLUED_RE.search(text, sp - len(toks[-1]) - 1, sp)
            if g is not None:
                start = g.start()
        if start < 0 and not _PREFIX_TOKENS.isdisjoint(toks):
            p = _PREFIX_FIRST_RE.search(text, lo, sp)
            if p is not None and (p.group("cap") is None or _AFTER_NUM.match(text, num_end)):
                start = p.start()
        if start < 0 and last in _AFTER_TOKENS:
            a = _SUFFIX_AFTER_RE.search(text, lo, sp)
            if a is not None:
                start = a.start()
        has_num = start < 0 and ANY_DIGIT.search(low, lo, sp) is not None
        if has_num and text[sp - 1] != ".":  # "Done. 5 files"
            start = _building_number(text, low, lo, sp, num_end)
            prio = P_ADDRESS - 1
        end = num_end
        post = _POSTCODE_AFTER.match(text, num_end)
        if post is not None:
            if start < 0 and _CLAUSE_STOP.match(text, post.end()):
                n = _NAME_BEFORE.search(text, lo, sp)
                if n is not None:
                    start, prio = n.start(), P_ADDRESS - 1
            end = post.end()
        unit = _UNIT_AFTER.match(text, num_end)
        if unit is not None:
            if start < 0 and has_num:  # number, words, number, unit, in any case or script
                w = _NUM_WORDS.search(text, lo, sp)
                if w is not None:
                    start, prio = w.start(), P_ADDRESS - 1
            end = max(end, unit.end())
        if start >= 0:
            out.append(Span(start, end, ADDRESS, prio))


def _building_number(text: str, low: str, lo: int, sp: int, num_end: int) -> int:
    """Start of "641 Dašická 688" ending at ``sp``, or -1: the name must not be a month or
    a function word, and the pair must stand alone ("I own 2 Windows 11 laptops" is no
    address: the first number follows "own", the second is followed by a word)."""
    m = _NN_RE.search(text, lo, sp)
    if m is None:
        return -1
    name = m.group("name").lower().split()
    if not (_MONTHS.isdisjoint(name) and _NOT_STREET.isdisjoint(name)):
        return -1
    s = m.start()
    if _NN_BEFORE.search(low, max(0, s - 20), s) is None:
        return -1
    if _AFTER_NUM.match(text, num_end) is None:
        return -1
    return s


def _addresses(doc: Doc, gate: frozenset[str], out: list[Span]) -> None:
    """Every address form; ``gate`` holds the cue words of ``doc`` (``_GATE_WORDS``)."""
    text, low = doc.text, doc.low
    hits = gate & _SUFFIX_WORDS
    if hits:
        _english_streets(doc, hits, out)
    if not gate.isdisjoint(_NUM_PREFIX_WORDS) or (not text.isascii() and "allée" in low):
        for m in _NUM_PREFIX_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    _street_first(text, low, out)
    if not gate.isdisjoint(_MIL_WORDS):
        for m in _MILITARY_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if not gate.isdisjoint(_BOX_WORDS):
        for m in _POBOX_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if "corner" in gate:
        for m in _CORNER_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if not gate.isdisjoint(_CTX_WORDS):
        for triggers, rx in _ADDR_CTX:
            for w in gate & triggers:
                _addr_after_cue(text, low, w, rx, out)
    if "at" in gate:
        _addr_after_at(text, low, out)


def _addr_after_cue(text: str, low: str, cue: str, rx: re.Pattern[str], out: list[Span]) -> None:
    """The address after each occurrence of the word ``cue`` that ``rx`` confirms: a
    block of short lines after "Address:", else the rest of the clause with a digit."""
    i = low.find(cue)
    while i >= 0:
        m = rx.match(low, i) if i == 0 or not (low[i - 1].isalnum() or low[i - 1] == "_") else None
        i = low.find(cue, i + len(cue))
        if m is None:
            continue
        start = m.end()
        block = _BLOCK.match(text, start)
        if block is not None:  # "Address:\n12 Main St\nSpringfield\nUSA 12345"
            chunk = block.group().rstrip()
            if ANY_DIGIT.search(chunk) is not None:
                body = len(chunk) - len(chunk.lstrip())
                out.append(Span(start + body, start + len(chunk), ADDRESS, P_ADDRESS - 1))
            continue
        end = _clause_end(text, start)
        if end > start and ANY_DIGIT.search(text, start, end) is not None and text[start] != "<":
            out.append(Span(start, end, ADDRESS, P_ADDRESS - 1))


def _clause_end(text: str, start: int) -> int:
    """End of the clause that starts at ``start`` (trailing " ,." dropped), or ``start``
    when no end shows within 140 characters."""
    end_m = _CLAUSE_END.search(text, start, min(len(text), start + 140))
    if end_m is None and start + 140 < len(text):
        return start
    end = end_m.start() if end_m else len(text)
    while end > start and text[end - 1] in " \t,.":
        end -= 1
    return end


def _addr_after_at(text: str, low: str, out: list[Span]) -> None:
    """An address-shaped clause after "off at", "is at", "meet ... at" (``_AT_SHAPE``)."""
    i = low.find(" at ")
    while i >= 0:
        j = i + 4
        prev = low[max(0, i - 12) : i].rsplit(None, 1)
        if (prev and prev[-1] in _AT_CUES) or "meet" in low[max(0, i - 30) : i]:
            m = _AT_SHAPE.match(text, j)
            if m is not None:
                start = m.start("a")
                end = max(_clause_end(text, start), m.end("a"))
                out.append(Span(start, end, ADDRESS, P_ADDRESS - 1))
        i = low.find(" at ", j)


def _address_parts(doc: Doc, gate: frozenset[str], found: bool, out: list[Span]) -> None:
    """Unit designators ("Apt. 762") and, next to other address evidence, "Country 12345"
    lines: fragments that are personal even on their own."""
    text = doc.text
    unit = not gate.isdisjoint(_UNIT_WORDS) and any(u in text for u in _UNIT_CAPS)
    if unit:
        for m in _UNIT_RE.finditer(text):
            if m.start() == 0 or not text[m.start() - 1].isalnum():
                out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS - 2))
    if (found or unit) and "\n" in text:
        for m in line_matches(_ZIP_LINE, text):
            out.append(Span(m.start("z"), m.end("z"), ADDRESS, P_ADDRESS - 2))


def _with_building_numbers(text: str, spans: list[Span]) -> list[Span]:
    """Address spans with a building number written directly before them joined
    ("3369 24 Clarke Avenue", "974 Via Roma 131", "45818 P.O. Box 242")."""
    out = []
    for sp in spans:
        s = sp.start
        m = _LEAD_NUM.search(text, max(0, s - 10), s)
        out.append(sp if m is None else sp._replace(start=m.start()))
    return out


_GATE_WORDS = (
    _SSN_WORDS
    | _DOB_WORDS
    | _DOTTED_DOB
    | _SUFFIX_WORDS
    | _NUM_PREFIX_WORDS
    | _MIL_WORDS
    | _BOX_WORDS
    | _UNIT_WORDS
    | {"corner", "at"}
    | _CTX_WORDS
)


def detect(doc: Doc) -> list[Span]:
    """SSN, date-of-birth and street-address spans."""
    text = doc.text
    out: list[Span] = []
    if not doc.digit:  # all but named streets hold a digit
        if not doc.words.isdisjoint(_NAMED_SUFFIX_WORDS):
            _named_streets(text, out)
        return out
    gate = doc.words & _GATE_WORDS  # one set operation instead of one per family
    _ssn(doc, gate, out)
    low = doc.low
    cues = gate & _DOB_WORDS
    if (
        cues
        or (not gate.isdisjoint(_DOTTED_DOB) and ("d.o" in low or "o.b" in low))
        or (not text.isascii() and "né" in low)
    ):
        _dob(low, cues, out)
    addr: list[Span] = []
    _addresses(doc, gate, addr)
    _address_parts(doc, gate, bool(addr), addr)
    if addr:
        out += _with_building_numbers(text, addr)
    return out
