"""National-format phone numbers in texts whose country shows in the script or the words.

``94989 46047`` is an Indian mobile and ``0852-1727-2006`` an Indonesian one, but only
with a region can ``phonenumbers`` validate them. The region comes from the text itself:
its script (Devanagari -> IN, Thai -> TH, Hangul -> KR ...) or country, city and
language words (Jakarta, saya -> ID; Bengaluru -> IN ...). A candidate is validated with
``phonenumbers`` for that region and must follow a phone cue (mobile, WA, hubungi, नंबर,
फ़ोन, call me ...) within a few words.
"""

from __future__ import annotations

import re

import phonenumbers

from memory_core.pii.placeholders import PHONE
from memory_core.pii.spans import P_PHONE, Doc, Span

_SCRIPTS = (
    ("\u0900", "\u097f", "IN"), ("\u0980", "\u09ff", "BD"), ("\u0a00", "\u0cff", "IN"),
    ("\u0d00", "\u0d7f", "IN"), ("\u0d80", "\u0dff", "LK"), ("\u0e00", "\u0e7f", "TH"),
    ("\u0e80", "\u0eff", "LA"), ("\u1000", "\u109f", "MM"), ("\u1780", "\u17ff", "KH"),
    ("\uac00", "\ud7af", "KR"), ("\u3040", "\u30ff", "JP"), ("\u0590", "\u05ff", "IL"),
    ("\u10a0", "\u10ff", "GE"), ("\u0530", "\u058f", "AM"), ("\u0370", "\u03ff", "GR"),
)  # fmt: skip
_WORDS = {
    "IN": "india indian mumbai delhi bengaluru bangalore chennai kolkata hyderabad pune"
    " ahmedabad jaipur lucknow noida gurgaon gurugram",
    "ID": "indonesia jakarta bandung surabaya medan semarang yogyakarta bali saya hubungi"
    " silakan nomor tolong terima kasih",
    "PK": "pakistan karachi lahore islamabad rawalpindi",
    "BD": "bangladesh dhaka chittagong",
    "LK": "lanka colombo kandy",
    "NP": "nepal kathmandu",
    "PH": "philippines manila cebu davao salamat po",
    "MY": "malaysia kuala lumpur penang nombor",
    "VN": "vietnam hanoi saigon tôi",
    "NG": "nigeria lagos abuja",
    "KE": "kenya nairobi mombasa",
}
_REGION_WORDS = {w: r for r, ws in _WORDS.items() for w in ws.split()}
_CUES = (
    "mobile", "phone", "cell", "call me", "whatsapp", "wa ", "wa:", "number", "hubungi",
    "nomor", "telp", "hp", "नंबर", "मोबाइल", "फ़ोन", "फोन", "নম্বর", "ফোন", "โทร", "電話",
    "전화", "טלפון", "τηλ", "contact", "reach me",
)  # fmt: skip
_CAND = re.compile(r"(?<![\w+.-])\(?0?\d[\d()]{1,4}(?:[ -]?\d{2,5}){1,4}(?![\w.-]|[.,]\d)")
_WORD = re.compile(r"[^\W\d_]+")


def _region(doc: Doc) -> str | None:
    text = doc.text
    if not text.isascii():
        for ch in text:
            if ch > "\u036f":
                for lo, hi, region in _SCRIPTS:
                    if lo <= ch <= hi:
                        return region
    for w in _WORD.findall(doc.low):
        r = _REGION_WORDS.get(w)
        if r is not None:
            return r
    return None


def detect(doc: Doc) -> list[Span]:
    """Spans of national-format phones validated for the text's region."""
    if not doc.digit:
        return []
    low = doc.low
    if not any(c in low for c in _CUES):
        return []
    region = _region(doc)
    if region is None:
        return []
    out: list[Span] = []
    for m in _CAND.finditer(doc.text):
        digits = sum(c.isdigit() for c in m.group())
        if not 8 <= digits <= 13:
            continue
        before = low[max(0, m.start() - 40) : m.start()]
        if not any(c in before for c in _CUES):
            continue
        try:
            num = phonenumbers.parse(m.group(), region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(num):
            out.append(Span(m.start(), m.end(), PHONE, P_PHONE))
    return out
