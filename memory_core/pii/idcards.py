"""Identity card numbers checked by their own structure and check digits.

- Emirates ID: ``784-YYYY-NNNNNNN-C``, Luhn over the 15 digits (no cue needed);
- US Medicare Beneficiary Identifier: 11 characters in CMS's published positions
  (``1EG4-TE5-MK73``; letters without S L O I B Z), dashed anywhere, bare after a cue;
- Ontario health card (OHIP): 10 digits with a Luhn check and a 2-letter version code;
- Lithuanian personal code (``asmens kodas``, python-stdnum), Swedish coordination
  numbers (``samordningsnummer``: day + 60, Luhn), Norwegian D-numbers (python-stdnum),
  Sri Lankan NIC (9 digits + V/X, or 12 digits), Japanese residence cards (``在留カード``:
  2 letters, 8 digits, 2 letters): these take a cue in the window before, since their
  bare shape is a common number shape.
"""

from __future__ import annotations

import re

from stdnum import luhn
from stdnum.lt import asmens
from stdnum.no import fodselsnummer

from memory_core.pii.placeholders import NATIONAL_ID
from memory_core.pii.spans import P_SSN, Doc, Span

_EID = re.compile(r"(?<![\d-])784-?(?:19|20)\d\d-?\d{7}-?\d(?![\d-])")
_A = "AC-HJKMNP-RT-Y"
_MBI = re.compile(
    rf"(?<![\w-])[1-9][{_A}][{_A}0-9]\d(?P<d1>-?)[{_A}][{_A}0-9]\d(?P=d1)[{_A}]{{2}}\d\d(?![\w-])"
)
_OHIP = re.compile(r"(?<![\w-])(\d{4})[- ]?(\d{3})[- ]?(\d{3})[- ]?([A-Z]{2})?(?![\w-])")
_OHIP_CUE = ("ohip", "health card", "carte santé", "carte sante", "ontario")
_MBI_CUE = ("mbi", "medicare")
_LT_CUES = ("asmens", "lithuan", "lietuv", "personal code")
_SE_CUES = ("samordning", "coordination number", "coordination no")
_NO_CUES = ("d-nummer", "d-number", "d nummer")
_LK_CUES = (
    "nic no", "nic number", "nic:", "nic #", "my nic", "national identity card", "sri lanka",
    "ජාතික", "அடையாள",
)  # fmt: skip
_JP_CUES = ("在留", "residence card", "zairyu")
_CUED = (
    (re.compile(r"(?<![\w-])[3-6]\d{10}(?![\w-])"), _LT_CUES, "lt"),
    (re.compile(r"(?<![\w-])(?:\d\d)?\d\d[01]\d[6-9]\d[-+ ]?\d{4}(?![\w-])"), _SE_CUES, "se"),
    (re.compile(r"(?<![\w-])[4-7]\d{10}(?![\w-])"), _NO_CUES, "no"),
    (re.compile(r"(?<![\w-])(?:\d{9}[VvXx]|(?:19|20)\d{10})(?![\w-])"), _LK_CUES, "lk"),
    (re.compile(r"(?<![\w-])[A-Z]{2}\d{8}[A-Z]{2}(?![\w-])"), _JP_CUES, "jp"),
)
_WINDOW = 60


def _valid(kind: str, v: str) -> bool:
    digits = "".join(c for c in v if c.isdigit())
    if kind == "lt":
        return bool(asmens.is_valid(digits))
    if kind == "se":
        d = digits[-10:]
        return 61 <= int(d[4:6]) <= 91 and luhn.is_valid(d)
    if kind == "no":
        return bool(fodselsnummer.is_valid(digits))
    if kind == "lk":
        day = int(digits[2:5]) if len(digits) == 9 else int(digits[4:7])
        return 1 <= day <= 366 or 501 <= day <= 866
    return True


def _cued(low: str, s: int, cues: tuple[str, ...]) -> bool:
    before = low[max(0, s - _WINDOW) : s]
    return any(c in before for c in cues)


def detect(doc: Doc) -> list[Span]:
    """Spans of the identity numbers above."""
    if not doc.digit:
        return []
    text, low = doc.text, doc.low
    out: list[Span] = []
    if "784" in text:
        for m in _EID.finditer(text):
            if luhn.is_valid(m.group().replace("-", "")):
                out.append(Span(m.start(), m.end(), NATIONAL_ID, P_SSN))
    for m in _MBI.finditer(text):
        if m.group("d1") or _cued(low, m.start(), _MBI_CUE):
            out.append(Span(m.start(), m.end(), NATIONAL_ID, P_SSN))
    if any(c in low for c in _OHIP_CUE):
        for m in _OHIP.finditer(text):
            if luhn.is_valid(m.group(1) + m.group(2) + m.group(3)) and (
                m.group(4) or _cued(low, m.start(), _OHIP_CUE)
            ):
                out.append(Span(m.start(), m.end(), NATIONAL_ID, P_SSN))
    for rx, cues, kind in _CUED:
        if not any(c in low for c in cues):
            continue
        for m in rx.finditer(text):
            if _cued(low, m.start(), cues) and _valid(kind, m.group()):
                out.append(Span(m.start(), m.end(), NATIONAL_ID, P_SSN))
    return out
