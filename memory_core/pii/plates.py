"""Vehicle licence plates, only where a cue word names one, in many languages.

A plate has no checksum and its shapes ("HH56 NHM", "K-HD 8095", "AB-123-CD", "7ABC123",
"京A·12345", "12가 3456") overlap ticket ids, SKUs and part numbers, so a plate-shaped
value is taken only right after a word that says it is a plate ("vehicle reg:",
"Kennzeichen des Kunden:", "matrícula", "targa", "kenteken", "номер машины", "车牌号").
The cues are data (``_CUES``): lower case, one phrase per language form; a space stands
for any run of spaces, dots and dashes.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.placeholders import VEHICLE_PLATE
from memory_core.pii.spans import P_SSN, Doc, Span

_CUES = (
    # en
    "licence plate|license plate|number plate|plate number|plate no|reg plate|plate"
    "|vehicle reg|vehicle registration|vehicle registration number|vehicle reg no"
    "|registration plate|car reg|car registration|rego|tag number|license tag"
    "|vehicle no|vehicle number|car number"
    # de, fr, es, pt, it, nl
    "|kennzeichen|kfz kennzeichen|autokennzeichen|amtliches kennzeichen|nummernschild"
    "|plaque d'immatriculation|plaque|immatriculation|numéro d'immatriculation"
    "|matrícula|matricula|placa|número de placa|patente|chapa|placa do carro"
    "|targa|numero di targa|kenteken|kentekenplaat|nummerplaat"
    # pl, cs/sk, sv/no/da, fi, tr, hu, ro, hr/sr/bs, el
    "|tablica rejestracyjna|numer rejestracyjny|nr rej|rejestracja|spz|ecv|evidenční číslo"
    "|registreringsnummer|registreringsnr|regnr|reg nr|registreringsskylt|nummerplade"
    "|skilt|skiltet|bilskilt"
    "|rekisterinumero|rekkari|rekisterikilpi|plaka|plaka no|araç plakası|rendszám"
    "|număr de înmatriculare|numărul de înmatriculare|nr înmatriculare|registarska oznaka"
    "|registarske tablice|tablice|πινακίδα|αριθμός κυκλοφορίας"
    # ru, uk, bg
    "|номер машины|госномер|гос номер|номерной знак|автомобильный номер|номер автомобиля"
    "|номерний знак|держномер|регистрационен номер"
    # id/ms, vi, th, tl, hi, ar, fa, he
    "|plat nomor|nomor polisi|nopol|nombor plat|biển số xe|biển số|ทะเบียนรถ|ป้ายทะเบียน"
    "|plaka ng sasakyan|नंबर प्लेट|गाड़ी नंबर|वाहन संख्या|رقم اللوحة|لوحة السيارة|رقم السيارة"
    "|پلاک|מספר רישוי|לוחית רישוי"
    # ja, zh, ko
    "|ナンバープレート|車のナンバー|車両番号|车牌号码|车牌号|车牌|車牌號碼|車牌"
    "|번호판|차량번호|차 번호"
)


def _phrase(p: str) -> str:
    return r"[ \t.\-]*".join(re.escape(w) for w in p.split(" "))


_CUE_RE = re.compile(
    r"(?<![\w])(?:"
    + "|".join(_phrase(p) for p in sorted(_CUES.split("|"), key=len, reverse=True))
    + r")(?![\w])"
)
# (A bare "registration number" or "reg no" names company and VAT registrations too.)
# What may stand between the cue and the plate: ":", "is", "number", "des Kunden",
# "del cliente", "(customer)", "#": punctuation and up to three short lower-case words.
_GAP_WORDS = (
    "is|was|es|est|ist|lautet|era|é|è|är|er|on|to|je|jest|este|number|numbers|no|nr|num|numero"
    "|número|nummer|numer|numara|of|the|my|his|her|their|our|mijn|mein|meine|mon|ma|mi|meu"
    "|mio|des|der|dem|den|del|della|dello|de|du|do|dos|da|das|di|van|het|la|le|el|il|o|a|kunden|cliente|client|customer"
    "|klant|kundin|klienta|auto|car|car's|vehicle|voiture|coche|carro|macchina|wagens?"
    "|samochodu|aracın|arac|vozidla|bilen|bilens|new|nuevo|nouveau|neues|nuova"
    "|mobil|motor|saya|kereta|xe|của|tôi|meines|meinem|unseres|autos|fahrzeugs|wagen"
)
_GAP = re.compile(r"(?:[ \t]*(?:[.:=#（(）)\-–—]|(?:" + _GAP_WORDS + r")(?![\w'])))*[ \t:：]*")
# A plate's character groups: Latin, Hangul, Greek, Cyrillic and Thai capitals and digits.
_CH = r"[A-Z0-9\uac00-\ud7a3\u0391-\u03a9\u0410-\u042f\u0e01-\u0e2e]"
_PLATE = re.compile(
    rf"(?P<v>(?:[\u4e00-\u9fff][ \t·]?)?{_CH}{{1,4}}(?:[ \t·.\-]?{_CH}{{1,4}}){{1,3}})"
    r"(?![\w\-]|\.\w)"
)
_DATEISH = re.compile(r"\d{1,4}[.\-/ ]\d{1,2}(?:[.\-/ ]\d{1,4})?|\d+(?:\.\d+)+")
# ``doc.words`` holds ASCII letter runs: the gate words of the ASCII cues, and the
# non-ASCII cues found by substring.
GATE = words(
    "plate plates licence license reg registration rego tag kennzeichen autokennzeichen kfz"
    " nummernschild plaque immatriculation matr matricula placa patente chapa targa kenteken"
    " kentekenplaat nummerplaat tablica rejestracyjny rejestracja rej spz ecv eviden"
    " registreringsnummer registreringsnr regnr registreringsskylt nummerplade rekisterinumero"
    " rekkari rekisterikilpi plaka rendsz registarska registarske tablice plat nomor polisi"
    " nopol nombor skilt skiltet bilskilt vehicle car"
)
# Cues that name other things too (a lab plate, a dinner plate, a tag).
_WEAK = words("plate plaque placa chapa patente tablice plaka rego skilt skiltet")
_OTHER = tuple(p.split(" ")[0] for p in _CUES.split("|") if not p.split(" ")[0].isascii())


def gate(doc: Doc) -> bool:
    """Can ``doc`` hold a plate cue? (Checked by the compiled ``ids`` family, so texts
    without one never reach this module.)"""
    return doc.digit and (
        not doc.words.isdisjoint(GATE) or (doc.ascii is None and any(c in doc.low for c in _OTHER))
    )


def detect(doc: Doc) -> list[Span]:
    """Plate spans right after a plate cue (call only when ``gate`` holds)."""
    out: list[Span] = []
    text = doc.text
    for m in _CUE_RE.finditer(doc.low):
        g = _GAP.match(doc.low, m.end())
        pos = g.end() if g is not None else m.end()
        if pos - m.end() > 30:
            continue
        p = _PLATE.match(text, pos)
        if p is None:
            continue
        v = p.group("v").rstrip(" \t")
        core = [c for c in v if c.isalnum()]
        if not 4 <= len(core) <= 10 or not any(c.isdigit() for c in core):
            continue
        letters = sum(1 for c in core if not c.isdigit())
        if not letters or _DATEISH.fullmatch(v) is not None:
            continue  # a number or a date after "reg no" is something else
        if m.group() in _WEAK and (letters < 2 or len(core) - letters < 2):
            continue  # "plate P12345": a lab plate; a bare "plate" needs a plate's mix
        out.append(Span(p.start("v"), p.start("v") + len(v), VEHICLE_PLATE, P_SSN))
    return out
