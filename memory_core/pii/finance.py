"""Payment data: card numbers (Luhn + issuer ranges) and IBANs (length + mod-97).

Checksums run only on regex candidates; a Luhn hit alone passes 1 in 10 random numbers,
so bare digit runs also need an issuer prefix and no id-like context (order, invoice...).
"""

from __future__ import annotations

import re

from memory_core.pii.contact import id_context
from memory_core.pii.placeholders import CREDIT_CARD, IBAN
from memory_core.pii.spans import P_CARD, P_IBAN, Doc, Span

# Patterns start with a plain [0-9] class (not a lookahead, nor Unicode \d): ``re`` can then
# skip to candidate characters in C instead of trying the pattern at every offset.
# Groups split by a space, a dash or a no-break space (U+00A0, U+202F: typeset text).
# (two spaces too: groups padded for alignment or typed twice)
_CARD_CAND = re.compile(
    r"[0-9](?<![\w.,-][0-9])\d{3}(?:(?:  |[ \u00a0\u202f-])?\d){8,15}(?![\w-]|[.,]\d)"
)
_CARD_SEPS = " -\u00a0\u202f"
_CARD_CTX = re.compile(
    r"(?:card|visa|master|amex|american express|discover|diners|jcb|maestro|unionpay"
    r"|credit|debit|cc\b|pan\b|payment|pay with|charged?|billing)"
)


def luhn_ok(digits: str) -> bool:
    """Luhn checksum (ISO/IEC 7812)."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def ean13_ok(digits: str) -> bool:
    """GS1 check digit of an EAN-13 / ISBN-13 (weights 1, 3, 1, 3, ...)."""
    total = sum((ord(c) - 48) * (3 if i % 2 else 1) for i, c in enumerate(digits[:12]))
    return (10 - total % 10) % 10 == ord(digits[12]) - 48


def issuer_ok(d: str) -> bool:
    """Known issuer (IIN) ranges with their card lengths."""
    n = len(d)
    p2, p3, p4, p6 = int(d[:2]), int(d[:3]), int(d[:4]), int(d[:6])
    if d[0] == "4":
        return n in (13, 16, 19)  # Visa
    if 51 <= p2 <= 55 or 2221 <= p4 <= 2720:
        return n == 16  # Mastercard
    if p2 in (34, 37):
        return n == 15  # Amex
    if p4 == 6011 or p2 == 65 or 644 <= p3 <= 649 or 622126 <= p6 <= 622925:
        return 16 <= n <= 19  # Discover
    if 3528 <= p4 <= 3589:
        return 16 <= n <= 19  # JCB
    if p4 in (1800, 2131):
        return n == 15  # old JCB
    if 300 <= p3 <= 305 or p2 in (36, 38, 39) or p4 == 3095:
        return 14 <= n <= 19  # Diners
    if p2 == 62 or p2 == 81:
        return 16 <= n <= 19  # UnionPay
    if 2200 <= p4 <= 2204:
        return 16 <= n <= 19  # Mir
    if p2 in (50, 56, 57, 58, 63, 67) or p2 == 60 or p2 == 6:
        return 12 <= n <= 19  # Maestro and other 5x/6x ranges
    return d[0] == "6" and 12 <= n <= 19


def _card_ok(raw: str, before: str) -> str | None:
    """Digits of ``raw`` if it is a plausible card number, else None."""
    digits = "".join(c for c in raw if c.isdigit())
    if not 12 <= len(digits) <= 19 or not luhn_ok(digits):
        return None
    seps = {c for c in raw if not c.isdigit()}
    if len(seps) > 1:
        return None
    ctx = _CARD_CTX.search(before) is not None
    if not ctx and len(digits) == 13 and ean13_ok(digits):
        return None  # a product barcode: 13-digit Visa numbers are no longer issued
    if not ctx and (not issuer_ok(digits) or len(digits) < 13 or (not seps and id_context(before))):
        return None
    return digits


def _cards(text: str, low: str, out: list[Span]) -> None:
    pos = 0
    while True:
        m = _CARD_CAND.search(text, pos)
        if m is None:
            return
        raw = m.group()
        pos = m.end()
        before = low[max(0, m.start() - 40) : m.start()]
        digits = _card_ok(raw, before)
        end = m.end()
        if digits is None:
            # The candidate may have swallowed a following number ("4111 ... 1111 0 19"):
            # retry shorter prefixes that end at a separator.
            for cut in range(len(raw) - 1, 11, -1):
                if raw[cut] in _CARD_SEPS and raw[cut - 1] not in _CARD_SEPS:
                    digits = _card_ok(raw[:cut], before)
                    if digits is not None:
                        end = m.start() + cut
                        break
        if digits is not None:
            out.append(Span(m.start(), end, CREDIT_CARD, P_CARD, digits))
        else:
            # "1985-03-03 4111 1111 1111 1111": a card may start after a separator of a
            # candidate that failed as a whole (else it is found only once the date is
            # masked, and masking is not idempotent).
            k = next((i for i, c in enumerate(raw) if c in _CARD_SEPS), -1)
            if k > 0:
                pos = m.start() + k + 1


# ISO 13616 lengths per country.
_IBAN_LEN = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27,
    "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27,
    "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22,
    "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32,
    "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19,
    "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24,
    "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24, "SC": 31,
    "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28, "TL": 23,
    "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
}  # fmt: skip
# Digit-first (the 2 letters are checked by lookbehind): far fewer start positions to try.
_IBAN_CAND = re.compile(r"[0-9](?<=[A-Za-z]{2}[0-9])[0-9](?:[ -]?[A-Za-z0-9]){11,30}")


_SHAPE = bytes(
    97 if 65 <= c <= 90 or 97 <= c <= 122 else 48 if 48 <= c <= 57 else c for c in range(256)
)


_CARD_GATE = re.compile(rb"0000(?:(?:  |[ -])?0){8}")


def iban_ok(compact: str) -> bool:
    """ISO 7064 mod-97-10 check."""
    s = compact[4:] + compact[:4]
    num = "".join(str(int(c, 36)) for c in s)
    return int(num) % 97 == 1


def _iban_search(text: str, shape: bytes, pos: int) -> re.Match[str] | None:
    """``_IBAN_CAND.search(text, pos)`` as far as ``_ibans`` can tell, tried only where the
    shape has letter, letter, digit, digit (every match starts at such a first digit): a
    C-speed ``bytes.find`` instead of a regex attempt at every digit of the text."""
    i = shape.find(b"aa00", max(pos - 2, 0))
    while i >= 0:
        # A candidate without a known country code is skipped by ``_ibans`` anyway.
        if text[i : i + 2].upper() in _IBAN_LEN:
            m = _IBAN_CAND.match(text, i + 2)
            if m is not None:
                return m
        i = shape.find(b"aa00", i + 1)
    return None


def _ibans(text: str, shape: bytes, out: list[Span]) -> None:
    pos = 0
    while True:
        m0 = _iban_search(text, shape, pos)
        if m0 is None:
            return
        start = m0.start() - 2
        pos = m0.start() + 1  # candidates are greedy: retry inside a failed one
        if start > 0 and text[start - 1].isalnum():
            continue
        raw = text[start : m0.end()]
        cc = raw[:2].upper()
        need = _IBAN_LEN.get(cc)
        if need is None:
            continue
        ends = [i for i, c in enumerate(raw) if c.isalnum()]
        if len(ends) < need:
            continue
        end = ends[need - 1] + 1
        chunk = raw[:end]
        compact = re.sub(r"[ -]", "", chunk).upper()
        nxt = text[start + end : start + end + 1]
        if nxt.isalnum():
            continue
        if not iban_ok(compact):
            continue
        out.append(Span(start, start + end, IBAN, P_IBAN, compact))
        pos = start + end


def detect(doc: Doc) -> list[Span]:
    """Card and IBAN spans."""
    text = doc.text
    out: list[Span] = []
    if not doc.digit:
        return out
    # C-speed tests on the text's letter/digit shape skip the digit-by-digit scans for most
    # texts: every card candidate holds twelve ASCII digits split at most by single spaces
    # or dashes (in ASCII text; ``\d`` also takes other scripts' digits), and every IBAN
    # candidate two ASCII letters then two digits.
    raw = doc.ascii if doc.ascii is not None else text.encode("ascii", "replace")
    shape = raw.translate(_SHAPE)
    if doc.ascii is None or _CARD_GATE.search(shape) is not None:
        _cards(text, doc.low, out)
    if b"aa00" in shape:
        _ibans(text, shape, out)
    return out
