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
The street forms are in ``streets``, their patterns and word lists in ``streetpatterns``.
Speed: almost every snippet holds digits but few hold an address, so each form runs only
after a cheap gate (one set intersection with ``doc.words``, ``str.find`` of a cue, or a
short number after a word) and then only on a short window anchored at that spot.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import FOREIGN_MONTHS, words
from memory_core.pii.placeholders import DATE_OF_BIRTH, SSN
from memory_core.pii.spans import P_DOB, P_SSN, Doc, Span
from memory_core.pii.streetpatterns import (
    _BOX_WORDS,
    _CTX_WORDS,
    _MIL_WORDS,
    _NAMED_SUFFIX_WORDS,
    _NUM_PREFIX_WORDS,
    _SUFFIX_WORDS,
    _UNIT_WORDS,
)
from memory_core.pii.streets import (
    _address_parts,
    _addresses,
    _named_streets,
    _with_building_numbers,
)


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
