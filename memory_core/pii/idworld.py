"""Cue vocabulary of national and tax ids beyond the largest countries (data for ``ids``).

Each family lists the validators its cues accept and the phrases that name it, in the
syntax of ``ids._LEXICON`` (lower case; a space or a dot stands for any run of spaces,
dots, "_" and "-"; a final "*" lets the word inflect; a leading "~" marks a weak cue that
only accepts an id whose check digit holds). Where the issuing authority publishes a check
digit, ``python-stdnum`` verifies it; where it does not, a strong cue accepts any id-shaped
value (``idcheck.generic``: 5-20 letters and digits, four or more digits).
"""

from __future__ import annotations

from stdnum.ee import ik as _ee_ik
from stdnum.hr import oib as _hr_oib
from stdnum.lt import asmens as _lt_asmens
from stdnum.mx import rfc as _mx_rfc
from stdnum.nz import ird as _nz_ird
from stdnum.si import emso as _si_emso
from stdnum.th import pin as _th_pin
from stdnum.ua import rntrc as _ua_rntrc

from memory_core.pii import idcheck as ck


def oib(v: str) -> bool:
    """Croatia OIB: eleven digits, ISO 7064 mod 11,10 check."""
    return len(v) == 11 and v.isdigit() and _hr_oib.is_valid(v)


def jmbg(v: str) -> bool:
    """JMBG / EMŠO (former Yugoslavia): thirteen digits, birth date and a mod-11 check."""
    return len(v) == 13 and v.isdigit() and _si_emso.is_valid(v)


def rfc(v: str) -> bool:
    """Mexico RFC of a person: four letters, the birth date, a three-character homoclave."""
    return len(v) == 13 and v[:4].isalpha() and _mx_rfc.is_valid(v)


def ird(v: str) -> bool:
    """New Zealand IRD number: eight or nine digits, weighted mod-11 check."""
    return len(v) in (8, 9) and v.isdigit() and _nz_ird.is_valid(v)


def th_pin(v: str) -> bool:
    """Thailand personal id: thirteen digits, weighted mod-11 check."""
    return len(v) == 13 and v.isdigit() and _th_pin.is_valid(v)


def ua_rntrc(v: str) -> bool:
    """Ukraine RNOKPP (individual tax number): ten digits, weighted check."""
    return len(v) == 10 and v.isdigit() and _ua_rntrc.is_valid(v)


def baltic(v: str) -> bool:
    """Estonia isikukood and Lithuania asmens kodas: eleven digits, two-pass mod-11 check."""
    return len(v) == 11 and v.isdigit() and (_ee_ik.is_valid(v) or _lt_asmens.is_valid(v))


_G = ck.generic
# family -> (validators, phrases); merged into ``ids._LEXICON``
WORLD: dict[str, tuple[tuple[ck.Validator, ...], str]] = {
    "balkan": (
        (oib, jmbg, _G),
        "oib|osobni identifikacijski broj|jmbg|јмбг|jedinstveni matični broj*|emšo|emso"
        "|матичен број|enotna matična številka",
    ),
    "baltic": (
        (baltic, _G),
        "isikukood*|asmens kodas|asmens kodą|personas kods|kennitala|kennitölu",
    ),
    "mx": ((rfc,), "rfc|rfc con homoclave|registro federal de contribuyentes"),
    "latam": (
        (_G,),
        "cédula de ciudadanía|cedula de ciudadania|cédula de identidad|cedula de identidad"
        "|cédula de extranjería|c.c|carnet de identidad|dui|documento único de identidad"
        "|dpi|documento personal de identificación|registro geral|carteira de identidade"
        "|rg|rol único nacional|nuip|número de seguridad social|nss|nº de utente"
        "|número de utente|numero de utente|niss",
    ),
    "anz": ((ird, _G), "ird|ird number|ird no|inland revenue number"),
    "medicare": ((_G,), "medicare|medicare number|medicare card*|medicare no"),
    "africa": (
        (_G,),
        "nin|nin number|bvn|bank verification number|ghana card|ghanacard|huduma namba"
        "|kitambulisho*|namba ya kitambulisho|fayda|omang|nida|national registration card",
    ),
    "south_asia": (
        (_G,),
        "nid|bangladesh nid|জাতীয় পরিচয়পত্র|এনআইডি|nid number|nid no|smart card number"
        "|shanakhti card|shanakhti card number|qaumi shanakhti card|nadra card|cnic card"
        "|شناختی کارڈ|قومی شناختی کارڈ|नागरिकता|राष्ट्रीय पहचान पत्र|nic number|nic no",
    ),
    "ua": (
        (ua_rntrc, _G),
        "ідентифікаційний код|ідентифікаційний номер|рнокпп|іпн|ипн|идентификационный код"
        "|идентификационный номер",
    ),
    "kz": (
        (_G,),
        "иин|жсн|жсн/иин|iin|пинфл|pinfl|jshshir|жшшир|инн физлица|инн физического лица"
        "|личный номер|fin kod|fin kodu|персональный номер",
    ),
    "sea": (
        (th_pin, _G),
        "cccd|số cccd|căn cước công dân|căn cước|cmnd|chứng minh nhân dân|mã định danh"
        "|เลขบัตรประชาชน|เลขประจำตัวประชาชน|บัตรประชาชน|philsys|philsys card number|philid"
        "|psn|sss|sss no|sss number|umid|kad pengenalan|no. kad pengenalan|nombor kad pengenalan"
        "|hkid|香港身份證|身分證字號|身分證號碼|統一編號",
    ),
    "mena": (
        (_G,),
        "الرقم القومي|الرقم الوطني|رقم الهوية|رقم الهوية الوطنية|الهوية الوطنية|بطاقة الهوية"
        "|رقم البطاقة الشخصية|رقم الإقامة|iqama|iqama number|emirates id|civil id"
        "|کد ملی|کدملی|شماره ملی|melli code|code melli|kart e melli|national code"
        "|מספר זהות|αφμ|afm|αριθμός ταυτότητας",
    ),
    "europe": (
        (_G,),
        "nip|regon|személyi szám|adóazonosító jel|adóazonosító|matricule|numéro fiscal"
        "|codice identificativo|identiteitsbewijs|personalnummer|sozialversicherungsnr",
    ),
}
