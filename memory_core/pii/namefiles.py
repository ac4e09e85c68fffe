"""Names inside file names: ``CV_Zielinska_Zofia_2026.docx``, ``ID_front_Jiri_Nemec.jpg``,
``umowa_najmu_Jiri-Cerny.pdf``.

Scanned ids, CVs and contracts are named after their person. A file name is split on
``_``; a run of two capitalised parts (or one part ``Given-Family`` joined by a hyphen)
is a name when one part is a listed given name or surname and neither is an English word
(``Final_Report``, ``Q3_Budget`` stay). Only names in file names with an extension or in
paths are read. The span outranks the keep-listed path shape (a listed name in a file
name is the strong cue that shape rule asks for).
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.namewords import _SURNAME_MORPH, _lists
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_SHAPE, Doc, Span

_FILE = re.compile(r"[\w.-]*_[\w-]+(?:_[\w-]+)*\.[A-Za-z0-9]{2,5}(?![\w])|(?<=/)[\w-]+_[\w-]+(?=/)")
_TOKEN = re.compile(r"[^\s\"'`()<>\[\]{},;]+")
# A capitalised part after "_" (or "-"): without one there is no name to find.
_CAP_PART = re.compile(r"[_-][^\W\d_a-z]")
# Documents named after their person, in the languages we mask.
_PERSON_DOCS = words(
    "cv resume résumé lebenslauf curriculum bewerbung zeugnis passport pasaporte passeport "
    "reisepass paszport passaporto paspoort ausweis id dni nie cedula cédula contract "
    "contrato contratto vertrag arbeitsvertrag umowa smlouva sopimus kontrakt payslip "
    "gehaltsabrechnung nomina nómina lohnzettel certificado attestation bescheinigung "
    "diploma zaswiadczenie"
)
_PART = re.compile(r"[^\W\d_][^\W\d_'’]+(?:-[^\W\d_][^\W\d_'’]+)?")


def _cap(p: str) -> bool:
    return p[0].isupper() and not p.isupper() and all(w[0].isupper() for w in p.split("-"))


def _listed(p: str) -> bool:
    lists = _lists()
    low = p.lower()
    return low in lists.any or low in lists.raw_given or _morph(low)


def _morph(low: str) -> bool:
    """A surname by its ending ("Ionescu", "Kowalski", "Nováková"), on a non-English word."""
    return len(low) >= 5 and _SURNAME_MORPH.search(low) is not None and low not in _lists().english


def _english(p: str) -> bool:
    return p.lower() in _lists().english and not _listed(p)


def _name_parts(parts: list[tuple[int, str]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(parts):
        s, p = parts[i]
        if not _cap(p) or _english(p):
            i += 1
            continue
        if "-" in p:
            a, b = p.split("-", 1)
            if (_listed(a) or _listed(b)) and not (_english(a) or _english(b)):
                out.append((s, s + len(p)))
            i += 1
            continue
        if i + 1 < len(parts):
            s2, q = parts[i + 1]
            nxt = parts[i + 2][1] if i + 2 < len(parts) else ""
            if not _listed(p) and nxt and _cap(nxt) and _listed(q) and not _english(nxt):
                i += 1  # "Arbeitsvertrag_Wisniewski_Krzysztof": the name is the later pair
                continue
            if _cap(q) and "-" not in q and not _english(q) and (_listed(p) or _listed(q)):
                out.append((s, s2 + len(q)))
                i += 2
                continue
        i += 1
    return out


def detect(doc: Doc) -> list[Span]:
    """Spans of person names in file names."""
    text = doc.text
    if "_" not in text or _CAP_PART.search(text) is None:
        return []
    out: list[Span] = []
    for t in _TOKEN.finditer(text):
        tok = t.group()
        if "_" in tok and ("." in tok or "/" in tok):
            _file_names(text, t.start(), t.end(), out)
    return out


def _file_names(text: str, ts: int, te: int, out: list[Span]) -> None:
    for m in _FILE.finditer(text, ts, te):
        stem = m.group()
        if "." in stem:
            stem = stem[: stem.rfind(".")]
        parts: list[tuple[int, str]] = []
        pos = m.start()
        for seg in stem.split("_"):
            if _PART.fullmatch(seg):
                parts.append((pos, seg))
            pos += len(seg) + 1
        found = _name_parts(parts)
        if not found and len(parts) >= 2 and parts[0][1].lower() in _PERSON_DOCS:
            # "CV_Ionescu-Radu.pdf", "Lebenslauf_Okafor.pdf": the document names its person
            s, p = parts[1]
            eng = _lists().english
            if _cap(p) and not any(w.lower() in eng for w in p.split("-")):
                found = [(s, s + len(p))]
        for s, e in found:
            out.append(Span(s, e, PERSON, P_SHAPE + 1))
