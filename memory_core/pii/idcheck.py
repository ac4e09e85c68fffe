"""Formats and check digits of national, tax and passport ids of the largest countries.

Each validator takes the id with separators removed (upper case) and says whether it is
well formed; where the issuing authority defines a check digit it is verified.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory_core.pii.finance import luhn_ok as luhn  # the one Luhn check (cards, SIN, SE)

_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_VERHOEFF_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    (1, 2, 3, 4, 0, 6, 7, 8, 9, 5),
    (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7),
    (4, 0, 1, 2, 3, 9, 5, 6, 7, 8),
    (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2),
    (7, 6, 5, 9, 8, 2, 1, 0, 4, 3),
    (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)
_VERHOEFF_P = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    (1, 5, 7, 6, 2, 8, 3, 0, 9, 4),
    (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7),
    (9, 4, 5, 3, 1, 2, 6, 8, 7, 0),
    (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5),
    (7, 0, 4, 6, 9, 1, 3, 2, 5, 8),
)
_NINO = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]?")
_CF = re.compile(r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]")
_DE_ID = re.compile(r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d?")
_PASSPORT = re.compile(r"[A-Z0-9]{6,10}")
# India PAN: three letters, the holder type (P person, C company, H HUF...), the first
# letter of the name, four digits, a check letter (its algorithm is not published).
_PAN = re.compile(r"[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]")
_CN_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cpf(v: str) -> bool:
    """Brazil CPF: 11 digits, two mod-11 check digits."""
    if len(v) != 11 or not v.isdigit() or len(set(v)) == 1:
        return False
    d = [int(c) for c in v]
    for n in (9, 10):
        s = sum(d[i] * (n + 1 - i) for i in range(n)) % 11
        if d[n] != (0 if s < 2 else 11 - s):
            return False
    return True


def dni(v: str) -> bool:
    """Spain DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter)."""
    if len(v) != 9 or not v[-1].isalpha():
        return False
    body = v[:-1]
    if body[0] in "XYZ":
        body = str("XYZ".index(body[0])) + body[1:]
    return body.isdigit() and _DNI_LETTERS[int(body) % 23] == v[-1]


def nir(v: str) -> bool:
    """France NIR (social security number): 13 characters + 2-digit key (97 - n mod 97)."""
    if len(v) != 15 or v[0] not in "12378":
        return False
    body = v[:13].replace("2A", "19").replace("2B", "18")
    if not body.isdigit() or not v[13:].isdigit():
        return False
    return 97 - int(body) % 97 == int(v[13:])


def aadhaar(v: str) -> bool:
    """India Aadhaar: 12 digits, not starting with 0 or 1, Verhoeff check digit."""
    if len(v) != 12 or not v.isdigit() or v[0] in "01":
        return False
    c = 0
    for i, ch in enumerate(reversed(v)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][ord(ch) - 48]]
    return c == 0


def bsn(v: str) -> bool:
    """Netherlands BSN: 9 digits, the 11-test."""
    if len(v) == 8:
        v = "0" + v
    if len(v) != 9 or not v.isdigit():
        return False
    s = sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])
    return s % 11 == 0 and s > 0


def pesel(v: str) -> bool:
    """Poland PESEL: 11 digits, weighted mod-10 check digit."""
    if len(v) != 11 or not v.isdigit():
        return False
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return (10 - sum(int(v[i]) * w[i] for i in range(10)) % 10) % 10 == int(v[10])


def nif_pt(v: str) -> bool:
    """Portugal NIF: 9 digits, mod-11 check digit."""
    if len(v) != 9 or not v.isdigit() or v[0] == "0":
        return False
    s = sum(int(v[i]) * (9 - i) for i in range(8)) % 11
    return int(v[8]) == (0 if s < 2 else 11 - s)


def nino(v: str) -> bool:
    """UK National Insurance number: two prefix letters, six digits, suffix A-D."""
    return _NINO.fullmatch(v) is not None


def codice_fiscale(v: str) -> bool:
    """Italy codice fiscale: 16 characters (surname, name, birth date and place, check)."""
    return _CF.fullmatch(v) is not None


def de_id(v: str) -> bool:
    """Germany Personalausweis number: 9 characters of the ID alphabet (+ check digit)."""
    return _DE_ID.fullmatch(v) is not None and sum(c.isdigit() for c in v) >= 2


def id_card(v: str) -> bool:
    """An identity card number named by its cue: 8-10 capital letters and digits."""
    return 8 <= len(v) <= 10 and v.isalnum() and v.isupper()


def cn_id(v: str) -> bool:
    """China resident identity card: 17 digits + ISO 7064 mod 11-2 check (0-9 or X)."""
    if len(v) != 18 or not v[:17].isdigit():
        return False
    s = sum(int(v[i]) * _CN_WEIGHTS[i] for i in range(17))
    return "10X98765432"[s % 11] == v[17]


def tc_kimlik(v: str) -> bool:
    """Turkey T.C. Kimlik No: 11 digits with two check digits."""
    if len(v) != 11 or not v.isdigit() or v[0] == "0":
        return False
    d = [int(c) for c in v]
    if ((sum(d[0:9:2]) * 7) - sum(d[1:8:2])) % 10 != d[9]:
        return False
    return sum(d[:10]) % 10 == d[10]


def sin_ca(v: str) -> bool:
    """Canada SIN: 9 digits, Luhn."""
    return len(v) == 9 and v.isdigit() and v[0] not in "08" and luhn(v)


def personnummer(v: str) -> bool:
    """Sweden personnummer: 10 (or 12) digits, Luhn over the last 10."""
    if len(v) == 12:
        v = v[2:]
    return len(v) == 10 and v.isdigit() and luhn(v)


def rrn_kr(v: str) -> bool:
    """South Korea resident registration number: 13 digits, weighted mod-11 check."""
    if len(v) != 13 or not v.isdigit():
        return False
    w = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    return (11 - sum(int(v[i]) * w[i] for i in range(12)) % 11) % 10 == int(v[12])


def my_number(v: str) -> bool:
    """Japan My Number (individual number): 12 digits, weighted mod-11 check."""
    if len(v) != 12 or not v.isdigit():
        return False
    s = sum(int(v[10 - i]) * (i + 2 if i < 6 else i - 4) for i in range(11)) % 11
    return int(v[11]) == (0 if s <= 1 else 11 - s)


def ssn_us(v: str) -> bool:
    """US SSN: 9 digits, no 000/666/9xx area, no 00 group, no 0000 serial."""
    if len(v) != 9 or not v.isdigit():
        return False
    return v[:3] not in ("000", "666") and v[0] != "9" and v[3:5] != "00" and v[5:] != "0000"


def passport(v: str) -> bool:
    """A passport number (no global check digit): 6-10 letters/digits, 2+ digits."""
    return _PASSPORT.fullmatch(v) is not None and sum(c.isdigit() for c in v) >= 2


def pan(v: str) -> bool:
    """An Indian PAN (format only: the check letter's algorithm is not published)."""
    return _PAN.fullmatch(v) is not None


def generic(v: str) -> bool:
    """An id named by its cue with no published format: 5-20 characters with digits."""
    return 5 <= len(v) <= 20 and v.isalnum() and sum(c.isdigit() for c in v) >= 4


Validator = Callable[[str], bool]
