"""Personal data inside record formats, found by parsing the record, not by phrases.

- HL7 v2 segments: ``PID`` (name, mother's maiden name, birth date, address, phones, SSN)
  and ``NK1`` (next of kin: name, address, phone), fields split on ``|``;
- vCard properties (``N``, ``FN``, ``NICKNAME``, ``BDAY``, ``ADR``) and the common name of
  iCalendar attendees and organisers (``ATTENDEE;CN=...``) and of LDAP entries
  (``dn: cn=Last\\, First,ou=...``);
- machine-readable passport zones (ICAO 9303 TD3: two lines of 44 characters): the
  holder's name, the document number and the birth date, accepted only when a check
  digit of the second line holds;
- airline APIS ``DOCS`` entries (``DOCS/P/ITA/<passport>/ITA/<dob>/<sex>/<expiry>/<name>``);
- names spelled with a phonetic alphabet ("D as in Delta, O as in Oscar, ..." or three or
  more NATO code words in a row);
- a name in a non-Latin script after a customer / name label in that script.
"""

from __future__ import annotations

import re

from memory_core.pii.placeholders import ADDRESS, DATE_OF_BIRTH, NATIONAL_ID, PERSON, PHONE, SSN
from memory_core.pii.spans import P_DOB, P_STRUCT, Doc, Span, line_matches

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

_MRZ_1 = re.compile(r"[ \t>]*P[A-Z<](?P<c>[A-Z<]{3})(?P<n>[A-Z<]{39})[ \t]*$")
_MRZ_2 = re.compile(
    r"[ \t>]*(?P<l>[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}[A-Z0-9<]{14}\d\d)[ \t]*$"
)
_MRZ_W = (7, 3, 1)
# TD1 (identity cards): three lines of 30; document number on line 1, birth date on
# line 2, the name on line 3.
_TD1_1 = re.compile(r"[ \t>]*(?P<l>[AIC][A-Z<][A-Z<]{3}[A-Z0-9<]{9}[0-9<][A-Z0-9<]{15})[ \t]*$")
_TD1_2 = re.compile(r"[ \t>]*(?P<l>\d{7}[MFX<]\d{7}[A-Z<]{3}[A-Z0-9<]{11}\d)[ \t]*$")
_TD1_3 = re.compile(r"[ \t>]*(?P<l>[A-Z]+<<[A-Z<]+)[ \t]*$")

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


def _check(s: str) -> str:
    total = 0
    for i, c in enumerate(s):
        v = 0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55
        total += v * _MRZ_W[i % 3]
    return str(total % 10)


def _mrz(text: str, out: list[Span]) -> None:
    lines = text.split("\n")
    pos = 0
    starts = []
    for ln in lines:
        starts.append(pos)
        pos += len(ln) + 1
    for i in range(len(lines) - 2):
        t1 = _TD1_1.match(lines[i])
        t2 = _TD1_2.match(lines[i + 1]) if t1 is not None else None
        t3 = _TD1_3.match(lines[i + 2]) if t2 is not None else None
        if t1 is None or t2 is None or t3 is None or len(t3.group("l")) != 30:
            continue
        one, two = t1.group("l"), t2.group("l")
        if _check(one[5:14]) != one[14] and _check(two[0:6]) != two[6]:
            continue
        a0 = starts[i] + t1.start("l")
        out.append(Span(a0 + 5, a0 + 5 + len(one[5:14].rstrip("<")), NATIONAL_ID, P_RECORD))
        b0 = starts[i + 1] + t2.start("l")
        out.append(Span(b0, b0 + 6, DATE_OF_BIRTH, P_RECORD))
        name = t3.group("l").rstrip("<")
        c0 = starts[i + 2] + t3.start("l")
        out.append(Span(c0, c0 + len(name), PERSON, P_RECORD))
    for i in range(len(lines) - 1):
        a = _MRZ_1.match(lines[i])
        b = _MRZ_2.match(lines[i + 1]) if a is not None else None
        if a is None or b is None:
            continue
        two = b.group("l")
        if _check(two[0:9]) != two[9] and _check(two[13:19]) != two[19]:
            continue  # neither the document number's nor the birth date's check holds
        name = a.group("n").rstrip("<")
        if name:
            s = starts[i] + a.start("n")
            out.append(Span(s, s + len(name), PERSON, P_RECORD))
        b0 = starts[i + 1] + b.start("l")
        doc = two[0:9].rstrip("<")
        out.append(Span(b0, b0 + len(doc), NATIONAL_ID, P_RECORD))
        out.append(Span(b0 + 13, b0 + 19, DATE_OF_BIRTH, P_RECORD))


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
