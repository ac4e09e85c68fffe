"""Formats and check digits of national, tax and passport ids of the largest countries.

Each validator takes the id with separators removed (upper case) and says whether it is
well formed; where the issuing authority defines a check digit it is verified. The check
digits, and the birth dates and region codes some ids embed, come from ``python-stdnum``
(one maintained implementation instead of hand-written arithmetic); the formats without a
published check (UK NINO, passports, identity cards) are patterns here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.ar import cuit as _ar_cuit
from stdnum.au import tfn as _au_tfn
from stdnum.be import nn as _be_nn
from stdnum.bg import egn as _bg_egn
from stdnum.br import cpf as _br_cpf
from stdnum.ca import sin as _ca_sin
from stdnum.ch import ssn as _ch_ssn
from stdnum.cl import rut as _cl_rut
from stdnum.cn import ric as _cn_ric
from stdnum.cz import rc as _cz_rc
from stdnum.de import idnr as _de_idnr
from stdnum.dk import cpr as _dk_cpr
from stdnum.es import dni as _es_dni
from stdnum.es import nie as _es_nie
from stdnum.fi import hetu as _fi_hetu
from stdnum.fr import nir as _fr_nir
from stdnum.gb import nhs as _gb_nhs
from stdnum.gr import amka as _gr_amka
from stdnum.id import nik as _id_nik
from stdnum.ie import pps as _ie_pps
from stdnum.il import idnr as _il_idnr
from stdnum.in_ import aadhaar as _in_aadhaar
from stdnum.in_ import pan as _in_pan
from stdnum.it import codicefiscale as _it_cf
from stdnum.jp import in_ as _jp_in
from stdnum.kr import rrn as _kr_rrn
from stdnum.mx import curp as _mx_curp
from stdnum.my import nric as _my_nric
from stdnum.nl import bsn as _nl_bsn
from stdnum.no import fodselsnummer as _no_fnr
from stdnum.pk import cnic as _pk_cnic
from stdnum.pl import pesel as _pl_pesel
from stdnum.pt import nif as _pt_nif
from stdnum.ro import cnp as _ro_cnp
from stdnum.ru import inn as _ru_inn
from stdnum.se import personnummer as _se_pnr
from stdnum.tr import tckimlik as _tr_tck
from stdnum.us import itin as _us_itin
from stdnum.za import idnr as _za_idnr

_NINO = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]?")
_DE_ID = re.compile(r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d?")
_PASSPORT = re.compile(r"[A-Z0-9]{6,10}")
_HETU_SIGNS = frozenset("+-ABCDEFYXWVU")


def cpf(v: str) -> bool:
    """Brazil CPF: 11 digits, two mod-11 check digits."""
    return len(v) == 11 and _br_cpf.is_valid(v)


def dni(v: str) -> bool:
    """Spain DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter)."""
    return len(v) == 9 and (_es_nie.is_valid(v) if v[0] in "XYZ" else _es_dni.is_valid(v))


def nir(v: str) -> bool:
    """France NIR (social security number): 13 characters + 2-digit key (97 - n mod 97)."""
    return len(v) == 15 and _fr_nir.is_valid(v)


def aadhaar(v: str) -> bool:
    """India Aadhaar: 12 digits, not starting with 0 or 1, Verhoeff check digit."""
    return len(v) == 12 and _in_aadhaar.is_valid(v)


def bsn(v: str) -> bool:
    """Netherlands BSN: 9 digits, the 11-test."""
    return len(v) in (8, 9) and v.isdigit() and int(v) > 0 and _nl_bsn.is_valid(v.zfill(9))


def pesel(v: str) -> bool:
    """Poland PESEL: 11 digits (a birth date), weighted mod-10 check digit."""
    return len(v) == 11 and _pl_pesel.is_valid(v)


def nif_pt(v: str) -> bool:
    """Portugal NIF: 9 digits, mod-11 check digit."""
    return len(v) == 9 and v[0] != "0" and _pt_nif.is_valid(v)


def nino(v: str) -> bool:
    """UK National Insurance number: two prefix letters, six digits, suffix A-D."""
    return _NINO.fullmatch(v) is not None


def codice_fiscale(v: str) -> bool:
    """Italy codice fiscale: 16 characters (surname, name, birth date and place, check)."""
    return len(v) == 16 and _it_cf.is_valid(v)


def de_id(v: str) -> bool:
    """Germany Personalausweis number: 9 characters of the ID alphabet (+ check digit)."""
    return _DE_ID.fullmatch(v) is not None and sum(c.isdigit() for c in v) >= 2


def de_document(v: str) -> bool:
    """A German passport or identity card number: nine characters of the alphabet the
    issuer uses (no vowels, no B/D/Q/S), letters alone allowed."""
    return _DE_ID.fullmatch(v) is not None and len(v) == 9


def id_card(v: str) -> bool:
    """An identity card number named by its cue: 8-10 capital letters and digits."""
    return 8 <= len(v) <= 10 and v.isalnum() and v.isupper()


def cn_id(v: str) -> bool:
    """China resident identity card: 17 digits (region, birth date) + mod 11-2 check."""
    return len(v) == 18 and v[:17].isdigit() and _cn_ric.is_valid(v)


def tc_kimlik(v: str) -> bool:
    """Turkey T.C. Kimlik No: 11 digits with two check digits."""
    return len(v) == 11 and _tr_tck.is_valid(v)


def sin_ca(v: str) -> bool:
    """Canada SIN: 9 digits, Luhn."""
    return len(v) == 9 and v[0] not in "08" and _ca_sin.is_valid(v)


def personnummer(v: str) -> bool:
    """Sweden personnummer: 10 (or 12) digits, a birth date, Luhn over the last 10."""
    return len(v) in (10, 12) and v.isdigit() and _se_pnr.is_valid(v)


def hetu(v: str) -> bool:
    """Finland henkilötunnus: birth date, century sign (``-``, ``+``, ``A``...), mod-31 check."""
    if len(v) == 10 and v[:9].isdigit():  # the "-" sign was taken for a separator
        v = v[:6] + "-" + v[6:]
    return len(v) == 11 and v[6] in _HETU_SIGNS and _fi_hetu.is_valid(v)


def fodselsnummer(v: str) -> bool:
    """Norway fødselsnummer: 11 digits (a birth date) with two mod-11 check digits."""
    return len(v) == 11 and _no_fnr.is_valid(v)


def cpr(v: str) -> bool:
    """Denmark CPR: a birth date and four digits (no check digit since 2007)."""
    return len(v) == 10 and _dk_cpr.is_valid(v)


def nordic(v: str) -> bool:
    """Any of the Nordic personal numbers (the cue words are shared across the languages)."""
    return personnummer(v) or hetu(v) or fodselsnummer(v) or cpr(v)


def ahv(v: str) -> bool:
    """Switzerland AHV/AVS number: 756 + 10 digits, EAN-13 check."""
    return len(v) == 13 and v.startswith("756") and _ch_ssn.is_valid(v)


def tfn(v: str) -> bool:
    """Australia tax file number: 8 or 9 digits, weighted mod-11 check."""
    return len(v) in (8, 9) and _au_tfn.is_valid(v)


def za_id(v: str) -> bool:
    """South Africa identity number: 13 digits (a birth date), Luhn."""
    return len(v) == 13 and _za_idnr.is_valid(v)


def be_nn(v: str) -> bool:
    """Belgium national register number (INSZ/NISS): 11 digits, mod-97 check."""
    return len(v) == 11 and _be_nn.is_valid(v)


def rrn_kr(v: str) -> bool:
    """South Korea resident registration number: 13 digits (a birth date), mod-11 check."""
    return len(v) == 13 and _kr_rrn.is_valid(v)


def my_number(v: str) -> bool:
    """Japan My Number (individual number): 12 digits, weighted mod-11 check."""
    return len(v) == 12 and _jp_in.is_valid(v)


def latam(v: str) -> bool:
    """Chile RUT/RUN (mod-11 check, ``K`` allowed), Argentina CUIT/CUIL, Mexico CURP."""
    if len(v) in (8, 9) and v[:-1].isdigit():
        return _cl_rut.is_valid(v)
    if len(v) == 11 and v.isdigit():
        return _ar_cuit.is_valid(v)
    return len(v) == 18 and _mx_curp.is_valid(v)


def de_idnr(v: str) -> bool:
    """Germany Steuer-IdNr: 11 digits, ISO 7064 mod 11,10 check."""
    return len(v) == 11 and _de_idnr.is_valid(v)


_SG_ST = "JZIHGFEDCBA"
_SG_FG = "XWUTRQPNMLK"
_SG_M = "KLJNPQRTUWX"


def sg_nric(v: str) -> bool:
    """Singapore NRIC/FIN: S/T/F/G/M, seven digits, a check letter (weights 2765432)."""
    if len(v) != 9 or v[0] not in "STFGM" or not v[1:8].isdigit():
        return False
    total = sum(int(d) * w for d, w in zip(v[1:8], (2, 7, 6, 5, 4, 3, 2), strict=True))
    total += {"T": 4, "G": 4, "M": 3}.get(v[0], 0)
    table = _SG_ST if v[0] in "ST" else _SG_FG if v[0] in "FG" else _SG_M
    return table[total % 11] == v[8] if v[0] != "M" else table[10 - total % 11] == v[8]


def hu_taj(v: str) -> bool:
    """Hungary TAJ (social security) number: nine digits, weights 3,7 alternating, mod 10."""
    if len(v) != 9 or not v.isdigit():
        return False
    return sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(v[:8])) % 10 == int(v[8])


def ru_snils(v: str) -> bool:
    """Russia SNILS: eleven digits, the last two a weighted mod-101 check of the first nine."""
    if len(v) != 11 or not v.isdigit():
        return False
    total = sum(int(d) * (9 - i) for i, d in enumerate(v[:9]))
    return (total % 101) % 100 == int(v[9:])


def itin(v: str) -> bool:
    """US ITIN: nine digits starting with 9, group in the ranges the IRS assigns."""
    return len(v) == 9 and _us_itin.is_valid(v)


def more(v: str) -> bool:
    """Further personal numbers with a check digit (or an embedded birth date): UK NHS,
    Ireland PPS, Israel ID, Malaysia NRIC, Romania CNP, Czech/Slovak rodné číslo,
    Bulgaria EGN, Greece AMKA, Russia INN and SNILS, Hungary TAJ, Singapore NRIC,
    Pakistan CNIC, Indonesia NIK."""
    n = len(v)
    if n == 9 and not v.isdigit():
        return sg_nric(v)
    if n == 16 and v.isdigit():
        return _id_nik.is_valid(v)
    if n == 10 and v.isdigit() and (_gb_nhs.is_valid(v) or _cz_rc.is_valid(v)):
        return True
    if n in (8, 9) and v[:7].isdigit() and not v.isdigit():
        return _ie_pps.is_valid(v)
    if n == 9 and v.isdigit():
        return _il_idnr.is_valid(v) or _cz_rc.is_valid(v) or hu_taj(v)
    if n == 12 and v.isdigit():
        return _my_nric.is_valid(v) or _ru_inn.is_valid(v)
    if n == 13 and v.isdigit():
        return _ro_cnp.is_valid(v) or _pk_cnic.is_valid(v)
    if n == 10 and v.isdigit():
        return _bg_egn.is_valid(v) or _ru_inn.is_valid(v)
    return n == 11 and v.isdigit() and (_gr_amka.is_valid(v) or ru_snils(v))


def ssn_us(v: str) -> bool:
    """US SSN: 9 digits, no 000/666/9xx area, no 00 group, no 0000 serial."""
    if len(v) != 9 or not v.isdigit():
        return False
    return v[:3] not in ("000", "666") and v[0] != "9" and v[3:5] != "00" and v[5:] != "0000"


def passport(v: str) -> bool:
    """A passport number (no global check digit): 6-10 letters/digits, 2+ digits."""
    return _PASSPORT.fullmatch(v) is not None and sum(c.isdigit() for c in v) >= 2


def pan(v: str) -> bool:
    """An Indian PAN: five letters (the fourth the holder type), four digits, a letter."""
    return len(v) == 10 and _in_pan.is_valid(v)


def generic(v: str) -> bool:
    """An id named by its cue with no published format: 5-20 characters with digits."""
    return 5 <= len(v) <= 20 and v.isalnum() and sum(c.isdigit() for c in v) >= 4


Validator = Callable[[str], bool]
# Ids whose check digit (or embedded birth date) makes a look-alike unlikely: a weak or
# ambiguous cue ("SIN", "NAS", "documento", "id no.") is enough when one of these holds.
CHECKED: tuple[Validator, ...] = (
    cpf, dni, nir, aadhaar, bsn, pesel, nif_pt, codice_fiscale, cn_id, tc_kimlik, sin_ca,
    nordic, ahv, tfn, za_id, be_nn, rrn_kr, my_number, pan, latam, de_idnr, more,
)  # fmt: skip
