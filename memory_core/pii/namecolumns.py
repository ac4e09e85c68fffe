"""Names in the values of name columns of SQL and table dumps, in many languages.

Structure first: ``UPDATE ... SET manager_first = 'X'``, ``INSERT INTO t (imie,
nazwisko) VALUES ('X', 'Y')``, ``COPY t (fornavn, etternavn) FROM stdin;`` rows, and
psql / markdown tables whose header names the column. A column is a name column when one
segment of its snake-case name is a word for a name in one of ~30 languages (``first``,
``fornavn``, ``nazwisko``, ``apellido``, ``фамилия``, ``氏名`` ...) and no segment says it
names a thing instead (``file_name``, ``host_name``, ``city``). The value must be written
like a name (capitalised words in any script, or one caseless-script word group). JSON
pairs in text are read the same way, with the sender keys of chat exports (``"from"``).
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.namewords import _lists
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Doc, Span
from memory_core.pii.tablecolumns import bare_name_head, software_column

_NAME_SEGS = words(
    "name names first last given family surname fname lname firstname lastname fullname"
    " middle maiden forename fornavn etternavn efternavn mellomnavn förnamn fornamn efternamn"
    " etunimi sukunimi vorname nachname familienname imie imię nazwisko nombre apellido"
    " apellidos prenom prénom nom nome cognome voornaam achternaam jmeno jméno prijmeni"
    " příjmení meno priezvisko keresztnev keresztnév vezeteknev vezetéknév prenume nume ad"
    " soyad soyadı isim имя фамилия отчество ім'я прізвище όνομα επώνυμο nama 名前 氏名 姓 名"
    " 이름 성명 اسم الاسم שם"
)
_THING_SEGS = words(
    "file host user username table db database app project product company org domain server"
    " service city street country dept department team group role key column field schema"
    " index class module package bucket queue topic display screen nick login account"
)
# Segments that also name things ("| Name | Version |"): their value must be two words,
# none of them an English word.
_GENERIC = words("name names nom nome naam namn nama isim ad имя όνομα 名 名前 이름 اسم الاسم שם")
# Keys of chat exports (Telegram, Slack, Messenger) whose value is the sender's name.
_CHAT_KEYS = words("from sender author actor speaker owner assignee reporter")
_JSON_PAIR = re.compile(r'"(\w{2,40})"\s*:\s*"([^"\n\\]{1,60})"')
# Name parts that are ordinary words too ("sort_first", "last = 'Done'"): a name part
# only next to a person's role or a name word ("manager_first", "first_name").
_AMBIGUOUS = words("first last middle given family")
_PERSON_ROLES = words(
    "manager employee emp staff customer client contact patient owner author member user"
    " person applicant student teacher guest tenant driver passenger holder"
)
_SEG = re.compile(r"[^\W_]+")
_NAMEY = re.compile(r"(?:[^\W\d_][\w'’.-]*)(?:[ \t]+[^\W\d_][\w'’.-]*){0,3}")
_SET_PAIR = re.compile(r"(?<![\w.])([\w\"`\[\]]{2,40})\s*=\s*'([^'\n]{1,60})'")
_INSERT = re.compile(
    r"(?is)insert\s+into\s+[\w.\"`\[\]]+\s*\(([^()]{1,400})\)\s*values\s*((?:\([^()]*\)\s*,?\s*){1,50})"
)
_TUPLE = re.compile(r"\(([^()]*)\)")
_VALUE = re.compile(r"'((?:[^']|'')*)'|([^,\s][^,]*)")
_COPY = re.compile(
    r"(?i)copy\s+[\w.\"]+\s*\(([^()]{1,400})\)\s+from\s+stdin[^\n]*\n((?:(?!\\\.)[^\n]*\n?){1,200})"
)
_PIPE_ROW = re.compile(r"(?m)^[ \t]*\|?(.*\|.*?)\|?[ \t]*$")


def name_column(col: str) -> int:
    """Does a column or key called ``col`` hold a person's name? 0: no, 1: a generic
    "name" (two words needed), 2: a person's name part (``first``, ``nazwisko``)."""
    segs = [s.lower() for s in _SEG.findall(col.strip('"`[] '))]
    if not segs or any(s in _THING_SEGS for s in segs):
        return 0
    specific = [s for s in segs if s in _NAME_SEGS and s not in _GENERIC]
    if specific and (
        any(s not in _AMBIGUOUS for s in specific)
        or any(s in _PERSON_ROLES or s in _GENERIC for s in segs)
    ):
        return 2
    if specific:
        return 1  # "first", "last" alone: a sort key as often as a name part
    return 1 if any(s in _GENERIC for s in segs) else 0


def _namey(v: str) -> bool:
    v = v.strip()
    if not v or len(v) > 60 or _NAMEY.fullmatch(v) is None:
        return False
    first = v[0]
    return first.isupper() or not (first.islower() or first.isupper())  # caseless scripts


def _english_words(v: str) -> bool:
    """Does ``v`` hold an ordinary English word ("Europe West", "Build Agent")?"""
    english = _lists().english
    return any(w.lower() in english for w in v.split())


def _add(out: list[Span], start: int, raw: str, flag: int = 2) -> None:
    v = raw.strip()
    if _namey(v) and (flag == 2 or (" " in v and not _english_words(v))):
        s = start + raw.index(v)
        out.append(Span(s, s + len(v), PERSON, P_PERSON + 5))


def _values(body: str, base: int) -> list[tuple[int, str]]:
    vals: list[tuple[int, str]] = []
    for m in _VALUE.finditer(body):
        if m.group(1) is not None:
            vals.append((base + m.start(1), m.group(1)))
        else:
            vals.append((base + m.start(2), m.group(2)))
    return vals


def _table(text: str, out: list[Span]) -> None:
    rows = [m for m in _PIPE_ROW.finditer(text) if m.group(1).count("|") >= 1]
    cols: list[int] = []
    for m in rows:
        cells = m.group(1).split("|")
        if all(set(c.strip()) <= set("-:+ ") for c in cells):
            continue
        if not cols:
            cols = [name_column(c) for c in cells]
            if any(software_column(c.strip()) for c in cells):
                # "| Nombre | Versión |": the name column of a package table
                cols = [
                    0 if bare_name_head(c.strip()) else f for c, f in zip(cells, cols, strict=True)
                ]
            if not any(cols):
                return
            continue
        pos = m.start(1)
        for flag, cell in zip(cols, cells, strict=False):
            if flag:
                _add(out, pos, cell, flag)
            pos += len(cell) + 1


def detect(doc: Doc) -> list[Span]:
    """Spans of names in name columns of SQL statements and table dumps."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if "'" in text and "=" in text:
        for m in _SET_PAIR.finditer(text):
            flag = name_column(m.group(1))
            if flag:
                _add(out, m.start(2), m.group(2), flag)
    if '":' in text or '" :' in text:
        for m in _JSON_PAIR.finditer(text):
            key = m.group(1)
            flag = 1 if key.lower() in _CHAT_KEYS else name_column(key)
            if flag:
                _add(out, m.start(2), m.group(2), flag)
    if "insert" in low and "values" in low:
        for m in _INSERT.finditer(text):
            cols = [name_column(c) for c in m.group(1).split(",")]
            if not any(cols):
                continue
            for t in _TUPLE.finditer(m.group(2)):
                base = m.start(2) + t.start(1)
                for flag, (s, v) in zip(cols, _values(t.group(1), base), strict=False):
                    if flag:
                        _add(out, s, v, flag)
    if "copy" in low and "stdin" in low:
        for m in _COPY.finditer(text):
            cols = [name_column(c) for c in m.group(1).split(",")]
            pos = m.start(2)
            for line in m.group(2).split("\n"):
                cpos = pos
                for flag, cell in zip(cols, line.split("\t"), strict=False):
                    if flag:
                        _add(out, cpos, cell, flag)
                    cpos += len(cell) + 1
                pos += len(line) + 1
    if text.count("|") >= 4:
        _table(text, out)
    return out
