"""Personal data inside record formats, found by parsing the record, not by phrases.

- HL7 v2 segments: ``PID`` (name, mother's maiden name, birth date, address, phones, SSN)
  and ``NK1`` (next of kin: name, address, phone), fields split on ``|``;
- vCard properties (``N``, ``FN``, ``NICKNAME``, ``BDAY``, ``ADR``) and the common name of
  iCalendar attendees and organisers (``ATTENDEE;CN=...``) and of LDAP entries
  (``dn: cn=Last\\, First,ou=...``);
- machine-readable zones of passports and id cards (ICAO 9303 TD3: two lines of 44
  characters, TD1: three of 30), each line masked whole, accepted by their check digits;
- airline APIS ``DOCS`` entries (``DOCS/P/ITA/<passport>/ITA/<dob>/<sex>/<expiry>/<name>``);
- names spelled with a phonetic alphabet ("D as in Delta, O as in Oscar, ..." or three or
  more NATO code words in a row);
- a name in a non-Latin script after a customer / name label in that script.
"""

from __future__ import annotations

import re

from memory_core.pii.placeholders import ADDRESS, DATE_OF_BIRTH, NATIONAL_ID, PERSON, PHONE, SSN
from memory_core.pii.spans import P_DOB, P_STRUCT, P_VENDOR, Doc, Span, line_matches

P_RECORD = P_STRUCT  # a field's position says what it holds: above free-text guesses

# field number -> kind, per segment (HL7 v2.5 PID / NK1)
_HL7_FIELDS: dict[str, dict[int, str]] = {
    "PID": {5: PERSON, 6: PERSON, 7: DATE_OF_BIRTH, 11: ADDRESS, 13: PHONE, 14: PHONE, 19: SSN},
    "NK1": {2: PERSON, 4: ADDRESS, 5: PHONE},
}
_HL7_LINE = re.compile(r"[ \t>]*(?P<seg>PID|NK1)\|[^\n]*")

_VCARD_LINE = re.compile(
    r"[ \t>]*(?P<p>N|FN|NICKNAME|BDAY|ADR)(?:;[^:\n]*)?:(?P<v>[^\n]*[^\s;])[; \t]*(?=\n|$)"
)
_VCARD_KIND = {"N": PERSON, "FN": PERSON, "NICKNAME": PERSON, "BDAY": DATE_OF_BIRTH, "ADR": ADDRESS}
_CN_RE = re.compile(
    r"(?:ATTENDEE|ORGANIZER)[^:\n]*?;CN=(?P<q>\"?)(?P<v>[^;:\"\n()`.,]*[^\W\d_][^;:\"\n()`]*)(?P=q)"
)
_LDAP_CN = re.compile(r"(?i:\bdn:[ \t]*cn=)(?P<v>(?:\\,|[^,\n])+)")

# Machine-readable zones (ICAO 9303): a line of capitals, digits and ``<`` of a fixed
# length (44 on passports, TD3; 30 on id cards, TD1). The line with the document number,
# birth date and expiry carries check digits (weights 7, 3, 1) that tell a real zone from
# other runs of ``<``; the name line of the same zone goes with it. Each line is masked
# whole (it holds nothing but the holder's data) and outranks the names, dates and ids
# other detectors see inside it. A TD3 name line alone counts only in its strict shape.
_MRZ_LINE = re.compile(r"(?m)^[ \t>]*(?P<l>[A-Z0-9<]{30}|[A-Z0-9<]{44})[ \t]*\r?$")
_TD3_NAMES = re.compile(r"P[A-Z<][A-Z<]{3}[A-Z]+(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*<*")
_TD1_NAMES = re.compile(r"[A-Z]+(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*<*")
_MRZ_VALUES = {**{str(d): d for d in range(10)}, "<": 0}
_MRZ_VALUES.update({chr(ord("A") + i): 10 + i for i in range(26)})
_MRZ_WEIGHTS = (7, 3, 1)
P_MRZ = P_VENDOR

_DOCS_RE = re.compile(
    r"DOCS[ \t/]+(?:[A-Z]{2}[ \t]+HK1[ \t]*/?)?(?:HK1/)?P/[A-Z]{3}/(?P<n>[A-Z0-9]{5,15})"
    r"(?:/[A-Z]{3}/(?P<d>\d{2}[A-Z]{3}\d{2})/[MFX]{1,2}/\d{2}[A-Z]{3}\d{2}/(?P<p>[A-Z]+/[A-Z ]+))?"
)

_NATO = (
    "alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima"
    "|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky"
    "|x-ray|xray|yankee|zulu"
)
_AS_IN = r"(?:as[ \t]+in|like|for|wie|comme|como|come|jak|zoals|som[ \t]+i)"
_SPELL_ONE = r"[A-Z][ \t]+" + _AS_IN + r"[ \t]+[A-Z][a-z]+(?:-[A-Za-z]+)?"
_SPELL_RUN = re.compile(_SPELL_ONE + r"(?:[ \t]*[,;][ \t]*(?:and[ \t]+)?" + _SPELL_ONE + r"){2,}")
_NATO_RUN = re.compile(
    r"(?<![\w-])(?i:" + _NATO + r")(?:[ \t,/-]+(?i:" + _NATO + r")){2,}(?![\w-])"
)

# "고객명: 강하은 님", "Πελάτης: Ελένη Παπαδοπούλου,", "اسم العميل: خالد المصري،"
_SCRIPT_LABELS = (
    "고객명|고객|성명|이름|담당자|Πελάτης|Πελάτισσα|Όνομα|Ονοματεπώνυμο|Ονοματεπωνυμο"
    "|اسم العميل|الاسم|العميل|担当者|氏名|名前|お客様名|お名前|客户姓名|客户|姓名|联系人|收件人"
    "|Клиент|Клиентка|ФИО|Имя|Заказчик|Получатель|Контакт|Клієнт|Ім'я|ПІБ|Заявник|Заявниця"
    "|Заявитель|Отримувач"
    "|שם הלקוח|שם|לקוח|ชื่อลูกค้า|ชื่อ|ลูกค้า|ग्राहक का नाम|ग्राहक|नाम"
    # Latin labels before a name in another script ("Kundin: Ελένη Παπαδοπούλου")
    "|Kunde|Kundin|Customer|Client|Cliente|Klant|Name|Nome|Nombre|Nom|Contact|Kontakt"
)
_SCRIPT_NAME = re.compile(
    r"(?:" + _SCRIPT_LABELS + r")[ \t]*[:：][ \t]*"
    r"(?P<n>[^\W\d_A-Za-zÀ-ɏ]{1,20}(?:[ \t][^\W\d_A-Za-zÀ-ɏ]{1,20}){0,2})"
    r"(?=[ \t]*(?:님|様|さん|씨|先生|女士|先生|,|،|、|，|\.|;|$|\n))"
)
_NON_LATIN = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0e00-\u0e7f\u0900-\u097f"
                        r"\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")  # fmt: skip


def _hl7(text: str, out: list[Span]) -> None:
    for m in line_matches(_HL7_LINE, text):
        fields = _HL7_FIELDS[m.group("seg")]
        pos = m.start("seg")
        for n, f in enumerate(m.group()[pos - m.start() :].split("|")):
            kind = fields.get(n)
            if kind is not None and f.strip("^ ") and any(c.isalnum() for c in f):
                end = pos + len(f.rstrip("^ "))
                if kind == DATE_OF_BIRTH:
                    end = pos + min(len(f), 8)
                out.append(Span(pos, end, kind, P_RECORD if kind != DATE_OF_BIRTH else P_DOB))
            pos += len(f) + 1


def _vcard(text: str, out: list[Span]) -> None:
    card = "VCARD" in text
    for m in line_matches(_VCARD_LINE, text):
        p = m.group("p")
        if p != "BDAY" and not card:
            continue  # "N:" and "FN:" name a person only inside a card
        s, e = m.span("v")
        s += len(m.group("v")) - len(m.group("v").lstrip("; "))
        if s < e:
            out.append(Span(s, e, _VCARD_KIND[p], P_DOB if p == "BDAY" else P_RECORD))


def mrz_check_digit(field: str) -> str:
    """The ICAO 9303 check digit of ``field`` (digits, capitals and ``<``)."""
    total = sum(_MRZ_VALUES[c] * _MRZ_WEIGHTS[i % 3] for i, c in enumerate(field))
    return str(total % 10)


def _checks(*pairs: tuple[str, str]) -> int:
    """How many (field, check digit) pairs hold."""
    return sum(1 for f, d in pairs if d.isdigit() and mrz_check_digit(f) == d)


def _date(v: str) -> bool:
    return v.isdigit() and 1 <= int(v[2:4]) <= 12 and 1 <= int(v[4:6]) <= 31


def td3_data(line: str) -> bool:
    """Second line of a passport zone: dates and sex in place, and two of the three check
    digits (number, birth date, expiry) hold (one may be an OCR slip)."""
    return (
        len(line) == 44
        and _date(line[13:19])
        and line[20] in "MFX<"
        and _date(line[21:27])
        and _checks((line[0:9], line[9]), (line[13:19], line[19]), (line[21:27], line[27])) >= 2
    )


def td1_data(first: str, second: str) -> bool:
    """First two lines of an id-card zone: number (line 1), birth date and expiry (line 2)."""
    return (
        len(first) == 30
        and len(second) == 30
        and first[0] in "ACI"
        and _date(second[0:6])
        and second[7] in "MFX<"
        and _date(second[8:14])
        and _checks((first[5:14], first[14]), (second[0:6], second[6]), (second[8:14], second[14]))
        >= 2
    )


def _mrz(text: str, out: list[Span]) -> None:
    """Each line of a machine-readable zone, whole (see ``_MRZ_LINE``)."""
    lines = [(m.start("l"), m.end("l"), m.group("l")) for m in _MRZ_LINE.finditer(text)]
    hit: set[int] = set()
    for k, (_, _, line) in enumerate(lines):
        if len(line) == 44:
            if td3_data(line):
                hit.add(k)
                if k > 0 and _TD3_NAMES.fullmatch(lines[k - 1][2]):
                    hit.add(k - 1)
            elif _TD3_NAMES.fullmatch(line):
                hit.add(k)
        elif k + 1 < len(lines) and td1_data(line, lines[k + 1][2]):
            hit.update((k, k + 1))
            if k + 2 < len(lines) and _TD1_NAMES.fullmatch(lines[k + 2][2]):
                hit.add(k + 2)
    out.extend(Span(lines[k][0], lines[k][1], NATIONAL_ID, P_MRZ) for k in sorted(hit))


def _docs(text: str, out: list[Span]) -> None:
    for m in _DOCS_RE.finditer(text):
        out.append(Span(m.start("n"), m.end("n"), NATIONAL_ID, P_RECORD))
        if m.group("d") is not None:
            out.append(Span(m.start("d"), m.end("d"), DATE_OF_BIRTH, P_RECORD))
            out.append(Span(m.start("p"), m.end("p"), PERSON, P_RECORD))


def detect(doc: Doc) -> list[Span]:
    """Person data found by the record structure around it."""
    text = doc.text
    out: list[Span] = []
    if "|" in text and ("PID|" in text or "NK1|" in text):
        _hl7(text, out)
    colon = ":" in text
    if colon and ("VCARD" in text or "BDAY" in text):
        _vcard(text, out)
    if colon and "CN=" in text:
        for m in _CN_RE.finditer(text):
            out.append(Span(m.start("v"), m.end("v"), PERSON, P_RECORD))
    if colon and "cn=" in doc.low and "dn:" in doc.low:
        for m in _LDAP_CN.finditer(text):
            v = m.group("v")
            if "\\," in v or " " in v.strip():
                out.append(Span(m.start("v"), m.end("v"), PERSON, P_RECORD))
    if "<<" in text:
        _mrz(text, out)
    if "DOCS" in text:
        _docs(text, out)
    if len(doc.words & _LETTERS) >= 3 and not doc.words.isdisjoint(_AS_IN_WORDS):
        for m in _SPELL_RUN.finditer(text):
            out.append(Span(m.start(), m.end(), PERSON, P_RECORD))
    if len(doc.words & _NATO_WORDS) >= 2:
        for m in _NATO_RUN.finditer(text):
            # code words spell a name only where spelling is asked for or said
            if _SPELL_CUE.search(doc.low, max(0, m.start() - 120), m.start()) is not None:
                out.append(Span(m.start(), m.end(), PERSON, P_RECORD))
    if doc.ascii is None and (":" in text or "：" in text) and _NON_LATIN.search(text):
        for m in _SCRIPT_NAME.finditer(text):
            out.append(Span(m.start("n"), m.end("n"), PERSON, P_RECORD))
    return out


# A spelled run has three or more one-letter words ("D as in Delta, O as in Oscar, ...").
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
_AS_IN_WORDS = frozenset(
    ("as", "like", "for", "wie", "comme", "como", "come", "jak", "zoals", "som")
)
_SPELL_CUE = re.compile(
    r"spell|buchstabier|épel|epel|deletre|soletr|compitar|literuj|stava|name|surname|nachname"
    r"|apellido|sobrenome|cognome|nom de famille|achternaam|nazwisko"
)
_NATO_WORDS = frozenset(w for w in _NATO.split("|") if w.isalpha())
