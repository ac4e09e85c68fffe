"""The patterns and word lists that street addresses are recognised by: letter classes
for Latin, Greek and Cyrillic names, USPS suffixes, street-type words before and after a
name in European languages, house and unit numbers, postcodes, and address cues.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words


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
                r"(?:it|them|this|the[ \t]+\w+(?:[ \t]+\w+)?|[a-z]+)?[ \t]*to[ \t]*:?[ \t]*"
                r"(?:\n[ \t]*){0,2}(?=\d)")),
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
