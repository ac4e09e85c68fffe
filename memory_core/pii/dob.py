"""Dates of birth named by a cue in 14 languages (a noun, or a verb: "nasci em", "nací
el"), on the same line or asked for on the line before ("Pode confirmar a sua data de
nascimento?" / "Sim, 11 de julho de 1975.").

The date itself may be numeric (``25.6.1973``, ``12/5/72``, ``1975-07-11``) or spelled
with a month name in any of the languages (``12. Januar 2006``, ``14 listopada 1951``,
``4 de diciembre de 1974``, ``July 11, 1975``). Event dates without a cue are kept.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.placeholders import DATE_OF_BIRTH
from memory_core.pii.spans import P_DOB, Doc, Span

P_BIRTH = P_DOB + 6
_MONTHS = (
    # en de fr es pt it nl pl (nominative and genitive) sv tr
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
    "|januar|jänner|februar|märz|maerz|mai|juni|juli|oktober|dezember"
    "|janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre"
    "|décembre|decembre"
    "|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre"
    "|noviembre|diciembre"
    "|janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro"
    "|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre"
    "|januari|februari|maart|mei|augustus"
    "|styczeń|stycznia|luty|lutego|marzec|marca|kwiecień|kwietnia|maj|maja|czerwiec|czerwca"
    "|lipiec|lipca|sierpień|sierpnia|wrzesień|września|październik|października"
    "|listopad|listopada|grudzień|grudnia"
    "|mars|augusti|oktober"
    "|ocak|şubat|subat|mart|nisan|mayıs|mayis|haziran|temmuz|ağustos|agustos|eylül|eylul"
    "|ekim|kasım|kasim|aralık|aralik"
)
_DATE = (
    r"(?:\d{4}-\d{1,2}-\d{1,2}|\d{4}/\d{1,2}/\d{1,2}|\d{4}年\d{1,2}月\d{1,2}日|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})"
    r"|\d{1,2}\.[ \t]\d{1,2}\.[ \t]?\d{4}"  # cs/sk/de/pl: "14. 12. 1989"
    r"|\d{4}\.[ \t]?\d{1,2}\.[ \t]?\d{1,2}\.?"  # hu: "1978.12.02."
    r"|\d{4}년[ \t]*\d{1,2}월[ \t]*\d{1,2}일"
    r"|\d{1,2}(?:st|nd|rd|th|er|\.)?[ \t]+(?:de[ \t]+|of[ \t]+)?(?:" + _MONTHS + r")\.?,?"
    r"(?:[ \t]+de)?[ \t]+\d{4}"
    r"|(?:" + _MONTHS + r")\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+\d{4})"
)
_DATE_RE = re.compile(r"(?<![\w./-])" + _DATE + r"(?![\w/-]|\.\d)")
_CUES = (
    r"date[ _]of[ _]birth|birth[ _]?date|birthday|born(?:[ \t]+on)?|d\.?o\.?b\.?"
    r"|geburtsdatum|geburtstag|geboren(?:[ \t]+am)?|geb\.?"
    r"|date[ _]de[ _]naissance|n(?:é|e)e?[ \t]+le|naissance"
    r"|fecha[ _]de[ _]nacimiento|fecha[ _]nacimiento|f\.[ \t]?nac\.?|fec\.[ \t]?nac\.?"
    r"|nac(?:í|i|ió|io)(?:[ \t]+el)?|nacid[oa][ \t]+el|nacimiento"
    r"|data[ _]de[ _]nascimento|nascid[oa](?:[ \t]+(?:a|em))?|nasci(?:[ \t]+(?:a|em))?"
    r"|nascimento"
    r"|data[ _]di[ _]nascita|nat[oa][ \t]+il|nascita"
    r"|geboortedatum|geboren[ \t]+op"
    r"|data[ _]urodzenia|urodzon[ya]|urodzi(?:ł|l)[ae]?m?"
    r"|f(?:ö|o)delsedatum|f(?:ö|o)dd"
    r"|do(?:ğ|g)um[ _]tarihi|do(?:ğ|g)um"
    # cs / sk / da / no / fi / ru / hi
    r"|datum[ _]narozen(?:í|i)|narozen(?:a|á|ý|y)?|d(?:á|a)tum[ _]narodenia|naroden(?:á|a|ý|y)"
    r"|f(?:ø|o)dselsdato|f(?:ø|o)dt|syntym(?:ä|a)aika|дата[ \t]+рождения|जन्म[ \t]+तिथि"
    # en / pl / hu / uk / ro / el / id / he / ar / vi
    r"|b-?day|ur\.|sz(?:ü|u)let(?:é|e)si[ \t]+(?:id(?:ő|o)|d(?:á|a)tum)"
    r"|sz(?:ü|u)letett|sz(?:ü|u)l\."
    r"|дата[ \t]+народження|народил(?:ся|ася)|родил(?:ся|ась)|data[ \t]+na(?:ș|s|ş)terii"
    r"|n(?:ă|a)scut(?:(?:ă|a)[ \t]+)?|ημερομηνία[ \t]+γέννησης|γεννήθηκα|tanggal[ \t]+lahir"
    r"|tgl\.?[ \t]+lahir|lahir|תאריך[ \t]+לידה|تاريخ[ \t]+الميلاد|ng(?:à|a)y[ \t]+sinh"
    # ja / zh / ko: no word boundaries, gated by ``_CJK_CUES``
    r"|生年月日|出生日期|出生年月日|생년월일|생일|誕生日|生日"
)
_CUE_RE = re.compile(r"(?:(?<![\w])|(?<=_))(?:" + _CUES + r")(?![a-z])")
_CUE_WORDS = words(
    "date birth birthdate birthday born dob geburtsdatum geburtstag geboren geb naissance "
    "fecha nacimiento nac fec naci nacido nacida data nascimento nascido nascida nascita "
    "nato nata geboortedatum urodzenia urodzony urodzona urodzi f delsedatum dd do um "
    "tarihi ne le nasci naci nací narozen narozeni narozena narodenia narodena fodselsdato "
    "dselsdato syntym syntymaaika bday ur sz szul szuletett szuletesi nascut lahir "
    "tgl tanggal terii ngay sinh"
)
# Cues in scripts the ASCII word set cannot hold (the gate looks for them as substrings).
_CJK_CUES = (
    "生年月日", "出生日期", "出生年月日", "생년월일", "생일", "誕生日", "生日", "рождения", "जन्म",
    "народження", "родил", "народил", "γέννησης", "γεννήθηκα", "לידה", "الميلاد",
)  # fmt: skip
# The cue after the date: "ich bin am 2. März 2002 geboren", "1990-04-02 born".
_AFTER = (
    r"geboren|born|nato|nata|nacid[oa]|nascid[oa]|n(?:é|e)e?|urodzi\w*|urodzon[ya]|f(?:ö|o)dd"
    r"|f(?:ø|o)dt|syntynyt|narozen\w*|do(?:ğ|g)dum"
)
_DATE_THEN_CUE = re.compile(
    r"(?<![\w./-])(?P<d>" + _DATE + r")(?![\w/-]|\.\d)[ \t,]+(?:" + _AFTER + r")(?![\w])"
)
_AFTER_WORDS = words(
    "geboren born nato nata nacido nacida nascido nascida urodzony urodzona dd dt "
    "syntynyt narozen narozena narozeny dogdum"
)
# Between the cue and the date: "is", ":", "|", "=", "am", "le", "el", "a", "on"...
_GAP = re.compile(
    r"(?:[ \t]*(?:is|was|ist|est|es|é|è|:|=|\||-|–|,|\(|am|le|el|il|em|a|on|op|the|der|den"
    r"|:[ \t]*sim|yes|ja|oui|sí|si|sim|jest|är|\.))*[ \t]*"
)


_PLACEHOLDER_LINE = re.compile(r"[ \t]*\x00+[ \t]*")  # ``Doc.low`` blanks placeholders
_HEADER = re.compile(r"[ \t\"'|]*[^\W\d_]+(?:[ _.-][^\W\d_]+){0,3}[ \t\"'|:]*\r?")


def _header_alone(low: str, s: int, e: int, le: int) -> bool:
    """Is the line of the cue a column header alone ("data_nascimento" heading a
    one-column export)?"""
    return _HEADER.fullmatch(low, low.rfind("\n", 0, s) + 1, le) is not None


def _column(low: str, start: int) -> list[Span]:
    """Every date of a one-column export under its header: each following line that is a
    date alone (lines already masked are passed over, so a second pass changes nothing)."""
    out: list[Span] = []
    n = len(low)
    for _ in range(500):
        if start >= n:
            break
        nl = low.find("\n", start)
        end = nl if nl >= 0 else n
        if _PLACEHOLDER_LINE.fullmatch(low, start, end) is None:
            k = start
            while k < end and low[k] in " \t":
                k += 1
            d = _DATE_RE.match(low, k, end)
            if d is None or low[d.end() : end].strip(" \t\r,;"):
                break
            out.append(Span(d.start(), d.end(), DATE_OF_BIRTH, P_BIRTH))
        start = end + 1
    return out


def detect(doc: Doc) -> list[Span]:
    """Date-of-birth spans."""
    if not doc.digit or (
        doc.words.isdisjoint(_CUE_WORDS)
        and (doc.ascii is not None or not any(c in doc.text for c in _CJK_CUES))
    ):
        return []
    text, low = doc.text, doc.low
    out: list[Span] = []
    for m in _CUE_RE.finditer(low):
        e = m.end()
        le = text.find("\n", e)
        if le < 0:
            le = len(text)
        if le < len(text) and _header_alone(low, m.start(), e, le):
            column = _column(low, le + 1)
            if column:
                out.extend(column)
                continue
        g = _GAP.match(low, e, le)
        pos = g.end() if g is not None else e
        d = _DATE_RE.match(low, pos, le)
        if d is None:
            # the first date after the cue only: a placeholder (a date masked in an
            # earlier pass) ends the window, which keeps masking idempotent
            end = min(le, pos + 48)
            ph = text.find("<", pos, end)
            d = _DATE_RE.search(low, pos, ph if ph >= 0 else end)
        if d is None and le < len(text) and not any(c.isdigit() for c in text[e:le]):
            # asked on this line ("... your date of birth?"), answered on the next one
            start = le + 1
            for _ in range(2):
                nl = text.find("\n", start)
                end = nl if nl >= 0 else len(text)
                ph = text.find("<", start, end)
                d = _DATE_RE.search(low, start, ph if ph >= 0 else end)
                if d is not None or nl < 0 or not text[start:end].rstrip().endswith((":", ">")):
                    break
                start = nl + 1  # a speaker label alone on its line
        if d is not None:
            out.append(Span(d.start(), d.end(), DATE_OF_BIRTH, P_BIRTH))
    if not doc.words.isdisjoint(_AFTER_WORDS):
        for m in _DATE_THEN_CUE.finditer(low):
            out.append(Span(m.start("d"), m.end("d"), DATE_OF_BIRTH, P_BIRTH))
    return out
