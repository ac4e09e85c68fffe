"""Time zones from one user sentence: a city, region or zone name after an explicit cue.

"I'm in CET / Berlin time" -> Europe/Berlin, "im in PT btw" -> America/Los_Angeles, "estoy
en Madrid" -> Europe/Madrid, "I'm on Eastern time" -> America/New_York. Zone abbreviations
count only in capitals ("PT", not "pt"); a city named without a cue ("our office in Paris")
is not the user's time zone.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from memory_core.extract.builtin import pref_lexicon
from memory_core.extract.builtin.cue_rules import CuePattern, WordGate

_CITIES = {
    "berlin": "Europe/Berlin",
    "munich": "Europe/Berlin",
    "hamburg": "Europe/Berlin",
    "paris": "Europe/Paris",
    "madrid": "Europe/Madrid",
    "barcelona": "Europe/Madrid",
    "amsterdam": "Europe/Amsterdam",
    "vienna": "Europe/Vienna",
    "rome": "Europe/Rome",
    "milan": "Europe/Rome",
    "zurich": "Europe/Zurich",
    "oslo": "Europe/Oslo",
    "stockholm": "Europe/Stockholm",
    "copenhagen": "Europe/Copenhagen",
    "brussels": "Europe/Brussels",
    "warsaw": "Europe/Warsaw",
    "prague": "Europe/Prague",
    "lisbon": "Europe/Lisbon",
    "london": "Europe/London",
    "dublin": "Europe/Dublin",
    "helsinki": "Europe/Helsinki",
    "athens": "Europe/Athens",
    "istanbul": "Europe/Istanbul",
    "new york": "America/New_York",
    "boston": "America/New_York",
    "toronto": "America/Toronto",
    "chicago": "America/Chicago",
    "austin": "America/Chicago",
    "denver": "America/Denver",
    "los angeles": "America/Los_Angeles",
    "san francisco": "America/Los_Angeles",
    "seattle": "America/Los_Angeles",
    "vancouver": "America/Vancouver",
    "sao paulo": "America/Sao_Paulo",
    "são paulo": "America/Sao_Paulo",
    "mexico city": "America/Mexico_City",
    "tokyo": "Asia/Tokyo",
    "osaka": "Asia/Tokyo",
    "seoul": "Asia/Seoul",
    "singapore": "Asia/Singapore",
    "hong kong": "Asia/Hong_Kong",
    "shanghai": "Asia/Shanghai",
    "beijing": "Asia/Shanghai",
    "bangalore": "Asia/Kolkata",
    "bengaluru": "Asia/Kolkata",
    "mumbai": "Asia/Kolkata",
    "delhi": "Asia/Kolkata",
    "dubai": "Asia/Dubai",
    "sydney": "Australia/Sydney",
    "melbourne": "Australia/Melbourne",
    "auckland": "Pacific/Auckland",
    "wellington": "Pacific/Auckland",
    "the uk": "Europe/London",
    "germany": "Europe/Berlin",
    "japan": "Asia/Tokyo",
    "new zealand": "Pacific/Auckland",
}
_ZONES = {
    "CET": "CET",
    "CEST": "CET",
    "MEZ": "CET",
    "PT": "America/Los_Angeles",
    "PST": "America/Los_Angeles",
    "PDT": "America/Los_Angeles",
    "ET": "America/New_York",
    "EST": "America/New_York",
    "EDT": "America/New_York",
    "CT": "America/Chicago",
    "CDT": "America/Chicago",
    "MT": "America/Denver",
    "MST": "America/Denver",
    "JST": "Asia/Tokyo",
    "IST": "Asia/Kolkata",
    "GMT": "Europe/London",
    "BST": "Europe/London",
    "AEST": "Australia/Sydney",
    "NZST": "Pacific/Auckland",
    "NZDT": "Pacific/Auckland",
    "SGT": "Asia/Singapore",
    "KST": "Asia/Seoul",
    # Eastern and Western Europe, Moscow, and more of Asia and the Americas
    "EET": "EET",
    "EEST": "EET",
    "WET": "WET",
    "WEST": "WET",
    "MSK": "Europe/Moscow",
    "HKT": "Asia/Hong_Kong",
    "PKT": "Asia/Karachi",
    "ICT": "Asia/Bangkok",
    "WIB": "Asia/Jakarta",
    "AEDT": "Australia/Sydney",
    "AWST": "Australia/Perth",
    "BRT": "America/Sao_Paulo",
    "HST": "Pacific/Honolulu",
    "AKST": "America/Anchorage",
}
# Cities and countries, lower case: a change "to Frankfurt" is a move of place, not product.
PLACES = frozenset(_CITIES) | {"frankfurt", "ireland", "virginia", "oregon", "europe", "us", "eu"}
_CITY_ALT = "|".join(re.escape(c) for c in sorted(_CITIES, key=len, reverse=True))
_ZONE_ALT = "|".join(sorted(_ZONES, key=len, reverse=True))
_IANA = r"[A-Z][a-z]+/[A-Z][A-Za-z_]+"
_UTC = r"(?:UTC|GMT)\s?[+-]\s?\d{1,2}(?::?\d\d)?"
_TZ_CUE_RE = re.compile(
    r"\b(?:i'?m|i’m|i\s+am|we'?re|we’re|we\s+are|based|located|live|living|sit|estoy|estamos|"
    r"je\s+suis|ich\s+bin|wir\s+sind|sono|zit|zitten|woon|wonen|wohne|wohnen|vivo|abito|moro|"
    r"habite|vivimos|viviamo|sitter|sidder|bor|jesteśmy|mieszka\w*|siedzimy|pracujemy|jsme|"
    r"bydlí\w*|sídlíme|olemme|asumme|asun|bulunuyoruz|yaşıyoruz)\b[^.?!]{0,25}?"
    r"\b(?:in|on|op|en|à|a|aus|i|w|we|v|ve|na)\s+|"
    # the time zone's noun: "tidssonen er CET", "strefa czasowa: CET", "タイムゾーンはJST"
    r"\b(?:time\s*zone|tidssone|tidszon|tidszone|strefa\s+czasowa|časové\s+pásmo|aikavyöhyke|"
    r"saat\s+dilimi|fuseau\s+horaire|zeitzone|zona\s+horaria|fuso\s+orario|tijdzone|"
    r"fuso\s+hor[áa]rio)\w*\s*(?:is|er|är|jest|to|je|on|est|ist|es|è|é|:)?\s*|"
    r"タイムゾーン(?:は|：|:)?\s*|\bwork(?:ing)?\s+(?:remotely\s+)?from\s+|"
    r"\b(?:i'?m|i’m|i\s+am|we'?re|we’re|we\s+are)\s+(?=(?:UTC|GMT)\s?[+-])|"
    r"\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|recently\s+)?(?:moved|relocated)\s+to\s+",
    re.IGNORECASE,
)
# the same cue in South Slavic, East Slavic, Bulgarian, Baltic, Romanian and Greek ("Mi smo na
# CET-u", "Ние сме в CET"), read only when one of its words is in the sentence (a cheap test)
_MORE_WE = re.findall(
    r"\S+",
    "smo sam živimo radimo сме съм живеем работим мы живём живем находимся работаем ми живемо "
    "знаходимося працюємо esame esu gyvename dirbame esam esmu dzīvojam strādājam suntem "
    "locuim lucrăm είμαστε μένουμε δουλεύουμε",
)
_MORE_WE_GATE = WordGate(_MORE_WE)
_TZ_CUE_MORE_RE = re.compile(
    r"\b(?:" + "|".join(_MORE_WE) + r")\b[^.?!]{0,25}?"
    r"\b(?:na|u|v|в|на|у|по|σε|στην|în|la|po|pagal)\s+",
    re.IGNORECASE,
)
_TZ_VALUE_RE = re.compile(
    # a zone beside Japanese text has no word boundary ("JSTです")
    r"("
    + _IANA
    + r"|"
    + _UTC
    + r")|\b(?i:("
    + _CITY_ALT
    + r"))\b|(?<![A-Za-z])("
    + _ZONE_ALT
    + r")"
    r"(?![A-Za-z])",
)
_REGION_TIME = {
    "eastern": "America/New_York",
    "us eastern": "America/New_York",
    "central": "America/Chicago",
    "us central": "America/Chicago",
    "mountain": "America/Denver",
    "pacific": "America/Los_Angeles",
    "us pacific": "America/Los_Angeles",
    "central european": "Europe/Berlin",
    "uk": "Europe/London",
    "british": "Europe/London",
    "india": "Asia/Kolkata",
    "japan": "Asia/Tokyo",
    "nz": "Pacific/Auckland",
    "sg": "Asia/Singapore",
    "hk": "Asia/Hong_Kong",
    "new zealand": "Pacific/Auckland",
}
_REGION_ALT = "|".join(sorted(_REGION_TIME, key=len, reverse=True))
_CITY_TIME_RE = re.compile(
    r"\b("
    + _CITY_ALT
    + r"|"
    + _ZONE_ALT
    + r"|"
    + _REGION_ALT
    + r")\s+(?:standard\s+)?(?:time|hours|"
    r"timezone|time\s*zone)\b",
    re.IGNORECASE,
)


# the zone's noun in the shared lexicon's languages ("Sme v pásme CET", "به وقت شرقی"),
# tried only where the cheap gate finds one of them
_ZONE_ALTS = [r"\s+".join(map(re.escape, n.split())) for n in pref_lexicon.ZONE_NOUNS.split("|")]
_ZONE_NOUN_RE = re.compile(r"(?<!\w)(?:" + "|".join(_ZONE_ALTS) + r")\w*\s*:?\s*", re.I)
_ZONE_CUES = CuePattern(pref_lexicon.ZONE_NOUNS.split("|"))
# a region glossed in Latin in parentheses after a zone noun of another language
_GLOSSED_REGION_RE = re.compile(r"[(（]\s*(" + _REGION_ALT + r")(?:\s+time)?\s*[)）]", re.I)
_CITY_BASED_RE = re.compile(r"\b(" + _CITY_ALT + r")[- ]based\b", re.IGNORECASE)
# "around 9am Eastern, which is where we are": the zone named, then said to be theirs
_WHERE_WE_ARE_RE = re.compile(
    r"\b(" + _CITY_ALT + r"|" + _ZONE_ALT + r"|" + _REGION_ALT + r")\b,?\s+(?:(?:which|that)\s+"
    r"is\s+)?where\s+(?:we|i)(?:\s+(?:are|am|live|sit|work)|['’](?:re|m))(?:\s+based)?\b",
    re.IGNORECASE,
)


def _named(word: str) -> str | None:
    low = " ".join(word.lower().split())
    if low in _CITIES:
        return _CITIES[low]
    if low in _REGION_TIME:
        return _REGION_TIME[low]
    return _ZONES.get(word) if word.isupper() else None


# "I'm in London this week for a conference": a stay, not the user's zone
_STAY_RE = re.compile(
    r"\b(?:this|next)\s+week\b|\bfor\s+(?:a|the)\s+(?:conference|trip|visit|few\s+days|week|"
    r"workshop|meetup)\b|\bon\s+(?:vacation|holiday|a\s+trip|business)\b|\btravel+ing\b|"
    r"\bvisiting\b|\buntil\s+(?:monday|tuesday|wednesday|thursday|friday|next|the\s+end)\b",
    re.IGNORECASE,
)


# A written IANA name is a cue in any language ("리포트 시간대는 Asia/Seoul로", "schedule it for
# Europe/Oslo"): nobody spells one out but to set a zone. Someone else's is left alone.
_IANA_RE = re.compile(
    r"(?<![A-Za-z0-9_/])((?:Europe|America|Asia|Africa|Australia|Pacific|Atlantic|Indian)/[A-Z][A-Za-z_]+"
    r"(?:/[A-Z][A-Za-z_]+)?)(?![A-Za-z0-9_/])"
)
_OTHERS_RE = re.compile(
    r"\b(?:customers?|clients?|partners?|vendors?|suppliers?|users?|they|their|them|his|her)\b",
    re.I,
)


def _written_zone(s: str) -> str | None:
    """The one IANA zone a sentence writes; "" when it is someone else's; None when none."""
    found = list(_IANA_RE.finditer(s)) if "/" in s else []
    if not found:
        return None
    if (other := _OTHERS_RE.search(s)) is not None and other.start() < found[0].start():
        return ""  # "our supplier works in Asia/Shanghai hours"
    if len({m.group(1) for m in found}) != 1 or s.rstrip().endswith(("?", "？")):
        return None
    return found[0].group(1)


def timezone(s: str) -> str | None:
    """The IANA zone (or UTC offset, or CET) a sentence says the user is in, if any."""
    if _STAY_RE.search(s):
        return None
    if (written := _written_zone(s)) is not None:
        return written or None
    best: str | None = None
    low = s.lower()
    where = _WHERE_WE_ARE_RE.search(s) if "where" in low else None
    if where and (named := _named(where.group(1))):
        return named
    based = _CITY_BASED_RE.search(s) if "based" in low else None
    if based and not re.search(
        r"\b(?:customer|client|partner|vendor|they|their)\b", s[: based.start()], re.I
    ):
        return _CITIES[based.group(1).lower()]  # "London based, so ..."
    cues: Iterable[re.Match[str]] = _TZ_CUE_RE.finditer(s)
    if _MORE_WE_GATE.open(s):
        cues = itertools.chain(cues, _TZ_CUE_MORE_RE.finditer(s))
    if _ZONE_CUES.search(s) is not None:
        cues = itertools.chain(cues, _ZONE_NOUN_RE.finditer(s))
    for cue in cues:
        window = s[cue.end() : cue.end() + 40]
        if "(" in window and (gloss := _GLOSSED_REGION_RE.search(window)) is not None:
            return _REGION_TIME[gloss.group(1).lower()]  # "به وقت شرقی (Eastern)"
        for m in _TZ_VALUE_RE.finditer(window):
            if m.group(1):
                return m.group(1).replace(" ", "")
            if m.group(2):
                return _CITIES[m.group(2).lower()]
            if m.group(3) and m.group(3).isupper():
                best = best or _ZONES[m.group(3)]
    m2 = _CITY_TIME_RE.search(s) if "time" in low or "hours" in low else None
    if m2 is not None:
        word = m2.group(1)
        if word.lower() in _CITIES:
            return _CITIES[word.lower()]
        if " ".join(word.lower().split()) in _REGION_TIME:
            return _REGION_TIME[" ".join(word.lower().split())]
        if word.isupper() and word in _ZONES:
            best = best or _ZONES[word]
    if best is not None:
        city = re.search(r"\b(" + _CITY_ALT + r")\b", s, re.I)  # "CET / Berlin time"
        if city is not None and _CITIES[city.group(1).lower()].startswith("Europe/"):
            return _CITIES[city.group(1).lower()] if best == "CET" else best
    return best
