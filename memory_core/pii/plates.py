"""Vehicle registration plates, taken after a plate cue in many languages.

Plates have no checksum and their shapes (``DN 77438``, ``B 681 WWD``, ``MH 96 GJ 0312``,
``KUU 43E``, ``ΟΑΜ-1211``) overlap with ticket ids, so a plate is taken only within a
few tokens after a cue word for a plate or a registration number (licence plate,
Kennzeichen, skilt, reg.nr, nr rej., targa, matrícula, plaque, kenteken, SPZ, rendszám,
număr de înmatriculare, nomor polisi, πινακίδα, госномер, 车牌, ナンバー ...). The value
is two to four groups of capital letters (any script) and digits with at least one digit.
"""

from __future__ import annotations

import re

from memory_core.pii.cuegate import may_hold, prefixes
from memory_core.pii.keep import words
from memory_core.pii.spans import P_PHONE, Doc, Span

PLATE = "LICENSE_PLATE"

_CUES = re.compile(
    r"(?<![^\W\d_])(?:licen[cs]e plate|number plate|plate(?: number| no\.?)?|registration"
    r"(?: number| no\.?)?|reg\.? ?(?:no|nr|number)\.?|car reg|vehicle (?:no\.?|number|reg)"
    r"|kennzeichen|nummernschild|skilt(?:et)?|regnr\.?|reg\.nr\.?|registreringsnummer"
    r"|registreringsnr\.?|rekisterinumero|rekisteritunnus|tablic\w* rejestracyjn\w*"
    r"|nr\.? rej\.?|numer rejestracyjny|targa|matr[ií]cula|placa|plaque(?: d'immatriculation)?"
    r"|immatriculation|kenteken|nummerplaat|spz(?: vozidla)?|evidenční číslo|rendszám"
    r"|înmatriculare|inmatriculare|nomor polisi|plat nomor|nopol|plaka|πινακίδα\w*"
    r"|αριθμός κυκλοφορίας|госномер|номерной знак|номер машины|номер авто\w*|车牌\w*"
    r"|ナンバープレート|ナンバー|번호판|차량번호|لوحة|رقم اللوحة|नंबर प्लेट|गाड़ी नंबर|ป้ายทะเบียน"
    r"|biển số)(?![^\W\d_])"
)
_GATE = prefixes(
    words(
        "licence license number plate registration reg regnr car vehicle kennzeichen nummernschild"
        " skilt skiltet registreringsnummer registreringsnr rekisterinumero rekisteritunnus tablica"
        " tablicy nr numer targa matricula placa plaque immatriculation kenteken nummerplaat spz"
        " rendszam inmatriculare nomor plat nopol plaka"
    )
)
_GROUP = r"(?:[^\W\d_a-zà-ÿα-ωа-я]{1,4}|\d{1,5})"
_PLATE = re.compile(rf"{_GROUP}(?:[ -]?{_GROUP}){{1,3}}(?![\w-])")
_WORD = re.compile(r"\S+")
_MAX_TOKENS = 6


def detect(doc: Doc) -> list[Span]:
    """Spans of plates after a plate cue."""
    if not doc.digit:
        return []
    text, low = doc.text, doc.low
    out: list[Span] = []
    if not may_hold(doc, _GATE):
        return out
    for m in _CUES.finditer(low):
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        for n, w in enumerate(_WORD.finditer(text, m.end(), end)):
            if n >= _MAX_TOKENS or "\x00" in low[w.start() : w.end()]:
                break
            p = _PLATE.match(text, w.start(), end)
            if p is None:
                continue
            v = p.group().rstrip(" -")
            alnum = [c for c in v if c.isalnum()]
            if (
                any(c.isdigit() for c in v)
                and (any(c.isalpha() for c in v) or (len(alnum) >= 5 and " " in v))
                and 4 <= len(alnum) <= 10
                and not v.isdigit()
            ):
                out.append(Span(p.start(), p.start() + len(v), PLATE, P_PHONE + 5))
                break
    return out
