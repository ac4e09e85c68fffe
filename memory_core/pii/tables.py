"""Structure before phrases: tables and records written inside free text.

A column name says what its values are, in any language: a ``dob`` /
``geburtsdatum`` / ``fecha_nacimiento`` column makes every value in it a date of birth,
a ``nif`` / ``cpf`` column a national id, a ``name`` column a person. This family finds
SQL ``INSERT ... (cols) VALUES (...)`` statements, psql and Markdown result tables
(a header line, a ``---+---`` rule, rows), CSV/TSV/semicolon files with a header line,
and ``.pgpass`` lines (``host:port:db:user:password``), and applies the column rules to
the values. Everything else about a table (ids, amounts, statuses) is kept.
"""

from __future__ import annotations

import re

from memory_core.pii.credshape import strong_ok
from memory_core.pii.finance import luhn_ok
from memory_core.pii.keep import is_trivial
from memory_core.pii.nameruns import STOP
from memory_core.pii.namewords import english_words
from memory_core.pii.placeholders import (
    ADDRESS,
    CREDIT_CARD,
    DATE_OF_BIRTH,
    EMAIL,
    IBAN,
    NATIONAL_ID,
    PASSWORD,
    PERSON,
    PHONE,
    SECRET,
)
from memory_core.pii.shadowcase import all_english, is_name_run
from memory_core.pii.spans import P_KV, P_SHAPE, P_STRUCT, Doc, Span
from memory_core.pii.structured import classify_key
from memory_core.pii.tablecolumns import bare_name_head, html_name_column, software_column

P_COLUMN = P_STRUCT + 5
_NORM = re.compile(r"[^a-z0-9]")
# Column names (normalised: lower case, letters and digits only; accents folded below).
_COLUMNS: dict[str, str] = {}
for _kind, _names in (
    (
        DATE_OF_BIRTH,
        "dob dateofbirth birthdate birthday birth geburtsdatum gebdatum geboren "
        "fechanacimiento fechadenacimiento fnacimiento nacimiento datanascimento "
        "datadenascimento nascimento datenaissance datedenaissance naissance "
        "datadinascita datanascita nascita geboortedatum geborenop fodelsedatum "
        "dataurodzenia urodzony dogumtarihi dtnasc fechanac fecnac fnac datanasc datnasc "
        "gebdat datenaiss datnaiss birthdt",
    ),
    (
        NATIONAL_ID,
        "nif nie cpf dni nir bsn pesel nino nin aadhaar aadhar codicefiscale "
        "steuerid steueridentifikationsnummer personalausweis ausweisnummer ausweis "
        "nationalid nationalidnumber idnumber idno personalnumber personnummer "
        "burgerservicenummer numerosecu securitesociale insee curp rut cuit "
        "passport passportno passportnumber passeport pasaporte passaporto paspoort "
        "reisepass passaporte taxid",
    ),
    (
        PERSON,
        "name fullname firstname lastname surname givenname familyname nom prenom "
        "nombre apellido apellidos nome cognome sobrenome naam voornaam achternaam "
        "vorname nachname imie nazwisko fornamn efternamn soyad customer namn navn nimi "
        "isim jmeno meno "
        "customername contactname clientname holder cardholder accountholder displayname "
        "employeename patientname membername realname",
    ),
    (EMAIL, "email mail emailaddress correo courriel epost eposta"),
    (
        PHONE,
        "phone phonenumber mobile tel telephone telefon telefono telefone movil "
        "cellulare handy gsm cell",
    ),
    (
        ADDRESS,
        "address streetaddress street adresse direccion endereco indirizzo adres "
        "strasse calle rua via morada",
    ),
    (IBAN, "iban"),
    # (a cell is a card only if its digits pass Luhn: ``_cell``)
    (
        CREDIT_CARD,
        "pan cardnumber cardno cardnum creditcard creditcardnumber ccnumber ccnum cc card "
        "kartennummer karte numerotarjeta tarjeta numerocarte carte numerocartao cartao "
        "numerocarta carta kaartnummer",
    ),
    (PASSWORD, "password passwd pass pwd passwort kennwort wachtwoord contrasena senha"),
):
    for _n in _names.split():
        _COLUMNS[_n] = _kind
# Columns that hold a person or a team ("Owner", "On-call"): a cell is a name only when
# it is written like one (two to four capitalised words), never "payments" or "@sre".
MAYBE_PERSON = "PERSON?"
_PEOPLE_COLUMNS = (
    "owner assignee reporter oncall author reviewer approver manager "
    "responsible verantwortlich ansprechpartner responsable eigenaar ansvarig vastuuhenkilo "
    "requester requestedby contact contactperson employee employees staff person agent "
    "engineer technician primary secondary"
)
for _n in _PEOPLE_COLUMNS.split():
    _COLUMNS[_n] = MAYBE_PERSON
# Product and catalogue codes: their cells are kept even when one passes a card checksum.
KEEP = "KEEP"
_KEEP_COLUMNS = (
    "ean ean13 ean8 gtin gtin13 upc barcode isbn isbn13 sku artikelnummer artnr "
    "articlenumber itemnumber partnumber"
)
for _n in _KEEP_COLUMNS.split():
    _COLUMNS[_n] = KEEP
# A login column holds "user / password" pairs: the part after the slash is a password.
LOGIN = "LOGIN"
_LOGIN_COLUMNS = "login logins credentials creds zugang zugangsdaten credenciales identifiants"
for _n in _LOGIN_COLUMNS.split():
    _COLUMNS[_n] = LOGIN
_LOGIN_CELL = re.compile(r"`?[\w.@+-]{1,64}`?[ \t]*(?:/|[ \t]:[ \t])[ \t]*`?(?P<pw>[^\s`'\"]+)`?")
# (also "Last, First" as directories and form dumps print it)
_NAME_CELL = re.compile(r"[A-ZÀ-Þ][^\W\d_]+(?:(?:[ \t-]|,[ \t]+)[A-ZÀ-Þ][^\W\d_]+){1,3}")
_FOLD = str.maketrans("áàâäãåéèêëíìîïóòôöõúùûüçñßøłş", "aaaaaaeeeeiiiiooooouuuucnsols")
_NULLS = frozenset({"null", "none", "nil", "n/a", "na", "-", "", "\\n", "true", "false"})


def column_kind(name: str) -> str | None:
    """The placeholder type a column name implies, if any (``MAYBE_PERSON``: a person
    if the cell is written like a name)."""
    n = _NORM.sub("", name.lower().translate(_FOLD))
    if not n:
        return None
    hit = _COLUMNS.get(n)
    if hit is not None:
        return hit
    kind = classify_key(n)
    if kind in (DATE_OF_BIRTH, EMAIL, PHONE, IBAN, PASSWORD, SECRET, PERSON, ADDRESS):
        return kind
    if n.startswith(("dob", "birth")) or n.endswith(("dob", "birthdate", "nacimiento")):
        return DATE_OF_BIRTH
    return None


def _cell(out: list[Span], text: str, s: int, e: int, kind: str) -> None:
    while s < e and text[s] in " \t'\"`":
        s += 1
    while e > s and text[e - 1] in " \t'\"`,;":
        e -= 1
    v = text[s:e]
    if v.lower() in _NULLS or is_trivial(v):
        return
    if kind == PERSON and not any(c.isalpha() for c in v):
        return
    if kind == CREDIT_CARD:
        digits = "".join(c for c in v if c.isdigit())
        if not (12 <= len(digits) <= 19 and len(digits) * 2 >= len(v) and luhn_ok(digits)):
            return  # "Visa", "**** 4242", an order number: kept
    if kind == LOGIN:
        m = _LOGIN_CELL.fullmatch(v)
        if m is not None and strong_ok(m.group("pw")):
            out.append(Span(s + m.start("pw"), s + m.end("pw"), PASSWORD, P_KV))
        return
    if kind == MAYBE_PERSON:
        if _NAME_CELL.fullmatch(v) is None or all_english(v, STOP):
            return
        kind = PERSON
    prio = P_KV if kind in (PASSWORD, SECRET) else P_SHAPE if kind == KEEP else P_COLUMN
    out.append(Span(s, e, kind, prio))


def _split(text: str, s: int, e: int, sep: str) -> list[tuple[int, int]]:
    """Cells of ``text[s:e]`` split on ``sep`` outside quotes, as offsets."""
    cells: list[tuple[int, int]] = []
    q = ""
    start = s
    for i in range(s, e):
        c = text[i]
        if q:
            if c == q:
                q = ""
        elif c in "'\"":
            q = c
        elif c == sep:
            cells.append((start, i))
            start = i + 1
    cells.append((start, e))
    return cells


# --- SQL INSERT ---------------------------------------------------------------------
_INSERT = re.compile(
    r"insert[ \t]+into[ \t]+[\w.\"`\[\]]+[ \t]*\((?P<cols>[^)\n]{1,800})\)\s*values\s*"
)


def _tuples(text: str, pos: int) -> list[tuple[int, int]]:
    """The ``(...)`` groups of a VALUES list starting at ``pos`` (quote-aware)."""
    out: list[tuple[int, int]] = []
    n = len(text)
    while pos < n and text[pos] == "(":
        q = ""
        i = pos + 1
        while i < n:
            c = text[i]
            if q:
                if c == q:
                    q = ""
            elif c in "'\"":
                q = c
            elif c == ")":
                break
            i += 1
        out.append((pos + 1, i))
        pos = i + 1
        while pos < n and text[pos] in " \t\r\n,":
            pos += 1
    return out


def _inserts(text: str, low: str, out: list[Span]) -> None:
    for m in _INSERT.finditer(low):
        cols = [column_kind(c.strip(' \t"`[]')) for c in m.group("cols").split(",")]
        if not any(cols):
            continue
        for s, e in _tuples(text, m.end()):
            cells = _split(text, s, e, ",")
            for (cs, ce), kind in zip(cells, cols, strict=False):
                if kind is not None:
                    _cell(out, text, cs, ce, kind)


# --- header + rows: psql/Markdown tables, CSV/TSV -------------------------------------
_RULE = re.compile(r"[ \t|:+=-]*-[ \t|:+=-]*")
_HEADER_CELL = re.compile(r"[^\W\d][\w .()/-]{0,40}")


def _lines(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    pos = 0
    for line in text.split("\n"):
        out.append((pos, pos + len(line)))
        pos += len(line) + 1
    return out


_CHAT_LEAD = re.compile(r"^\[[^\]\n]{1,40}\][ \t]*")


def _grid(text: str, lines: list[tuple[int, int]], out: list[Span]) -> None:
    i = 0
    n = len(lines)
    while i < n:
        s, e = lines[i]
        line = text[s:e]
        sep = "|" if line.count("|") >= 1 and "|" in line.strip("| \t") else ""
        if not sep:
            for c in ",;\t":
                # two columns ("username,password") only with a header-shaped first line
                if line.count(c) >= 2 or (line.count(c) == 1 and i + 1 < n and " " not in line):
                    sep = c
                    break
        if not sep:
            i = _aligned(text, lines, i, out)
            continue
        heads = [text[a:b].strip().strip("\"'") for a, b in _split(text, s, e, sep)]
        if sep == "|" and (line.lstrip().startswith("|") or line.rstrip().endswith("|")):
            heads = heads[1:]  # (a line closed by '|' but not opened: a lead before it)
        if heads and heads[0][:1] == "[":
            heads[0] = _CHAT_LEAD.sub("", heads[0])  # "[#ops-help]  employee | dept"
        kinds = [column_kind(h) if _HEADER_CELL.fullmatch(h) else None for h in heads]
        if PERSON in kinds and any(software_column(h) for h in heads):
            # "| Name | Version |": the name column of a package or image table
            kinds = [
                None if k == PERSON and bare_name_head(h) else k
                for h, k in zip(heads, kinds, strict=False)
            ]
        named = sum(1 for h in heads if _HEADER_CELL.fullmatch(h))
        if not any(kinds) or named < len([h for h in heads if h]) - 1:
            i += 1
            continue
        j = i + 1
        if sep == "|" and j < n and _RULE.fullmatch(text[lines[j][0] : lines[j][1]]):
            j += 1
        elif sep == "|":
            i += 1
            continue
        while j < n:
            rs, re_ = lines[j]
            row = text[rs:re_]
            if not row.strip() or row.count(sep) < max(1, len(heads) - 2) or _RULE.fullmatch(row):
                break
            cells = _split(text, rs, re_, sep)
            if sep == "|" and row.lstrip().startswith("|"):
                cells = cells[1:]
            for (cs, ce), kind in zip(cells, kinds, strict=False):
                if kind is not None:
                    _cell(out, text, cs, ce, kind)
            j += 1
        i = j


_DASH_RUN = re.compile(r"-{2,}")


def _aligned(text: str, lines: list[tuple[int, int]], i: int, out: list[Span]) -> int:
    """A result table aligned with spaces (sqlcmd, SQL*Plus, ``kubectl get``): a header
    line, a rule of dash runs ("------- ----------") that gives each column's extent, and
    rows cut at those extents. Returns the index of the next line to look at."""
    n = len(lines)
    if i + 2 >= n:
        return i + 1
    rs, re_ = lines[i + 1]
    rule = text[rs:re_]
    if "-" not in rule or rule.strip(" \t-") or rule.count("-") < 4:
        return i + 1
    cols = [(m.start(), m.end()) for m in _DASH_RUN.finditer(rule)]
    s, e = lines[i]
    kinds = [column_kind(text[s + a : min(s + b, e)].strip()) for a, b in cols]
    if len(cols) < 2 or not any(kinds):
        return i + 1
    j = i + 2
    while j < n:
        ls, le = lines[j]
        if not text[ls:le].strip():
            break
        for k, ((a, _), kind) in enumerate(zip(cols, kinds, strict=True)):
            if kind is None or ls + a >= le:
                continue
            # the last column runs to the line's end (values may be wider than the rule)
            end = le if k == len(cols) - 1 else min(ls + cols[k + 1][0], le)
            _cell(out, text, ls + a, end, kind)
        j += 1
    return j


_TD = re.compile(r"<t[dh][^>\n]{0,60}>(?P<c>[^<\n]{1,80})</t[dh]>", re.IGNORECASE)
_NAME_PH = "<PERSON_"


def cohort_names(text: str, found: list[Span]) -> list[Span]:
    """Name-shaped cells of a table that already holds a name (a found one or a masked
    one): rows of a rota or a staff list name people in every row, and a cell the other
    rules missed ("| 14 | Ana Lima | Misaki Morimoto |") is one of them. A cell must be
    two to four capitalised words, each written like a name and none an English, place or
    company word, and not every one English ("Night Shift", "Green Light" stay)."""
    persons = [sp for sp in found if sp.kind == PERSON]
    out: list[Span] = []
    block: list[tuple[int, int]] = []
    for s, e in [*_lines(text), (len(text) + 1, len(text) + 1)]:
        line = text[s:e]
        if line.count("|") >= 2 or "<td" in line or "<TD" in line:
            block.append((s, e))
            continue
        if block:
            bs, be = block[0][0], block[-1][1]
            if _NAME_PH in text[bs:be] or any(bs <= p.start < be for p in persons):
                out.extend(_block_names(text, block, found))
            elif len(block) >= 2 and "<" in text[bs:be]:
                out.extend(html_name_column(text, block, found))
            block = []
    return out


def _block_names(text: str, block: list[tuple[int, int]], found: list[Span]) -> list[Span]:
    out: list[Span] = []
    english = english_words()
    for s, e in block:
        if "<" in text[s:e] and _TD.search(text, s, e):
            cells = [m.span("c") for m in _TD.finditer(text, s, e)]
        else:
            cells = _split(text, s, e, "|")
        for cs, ce in cells:
            while cs < ce and text[cs] in " \t":
                cs += 1
            while ce > cs and text[ce - 1] in " \t":
                ce -= 1
            v = text[cs:ce]
            if (
                _NAME_CELL.fullmatch(v) is not None
                and is_name_run(v, STOP)
                and not all(w.lower() in english for w in v.split())
                and not any(sp.start < ce and cs < sp.end for sp in found)
            ):
                out.append(Span(cs, ce, PERSON, P_COLUMN))
    return out


# --- form dumps with dot leaders: "Requester ........ QUINTERO Fernando" -----------------
_LEADER = re.compile(
    r"(?m)(?:^|(?<=[ \t]))[ \t]*(?P<k>[A-Za-z][\w ./-]{0,40}?)[ \t]*\.{4,}[ \t]*(?P<v>[^\n]+)$"
)


# --- .pgpass / netrc-like colon records ----------------------------------------------------
_PGPASS = re.compile(
    r"(?m)(?:^|[\"'])[ \t]*(?P<host>\*|localhost|[\w-]+(?:\.[\w-]+)+):(?:\d{1,5}|\*):"
    r"[^:\s\"']+:[^:\s\"']+:(?P<pw>[^\s\"']+)"
)


def detect(doc: Doc) -> list[Span]:
    """Values of personal or secret columns in tables and records inside the text."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if "insert" in doc.words and "values" in doc.words:
        _inserts(text, low, out)
    if "\n" in text and ("|" in text or "," in text or ";" in text or "\t" in text or "--" in text):
        _grid(text, _lines(text), out)
    if "...." in text:
        for m in _LEADER.finditer(text):
            k = m.group("k")
            kind = column_kind(k)
            if kind is None and " " in k.strip():
                kind = column_kind(k.split()[-1])  # "INFO Reviewer ....": a log line's lead
            if kind is not None:
                _cell(out, text, m.start("v"), m.end("v"), kind)
    if ":*:" in text or (doc.digit and text.count(":") >= 4):
        for m in _PGPASS.finditer(text):
            pw = m.group("pw")
            if not is_trivial(pw):
                out.append(Span(m.start("pw"), m.end("pw"), PASSWORD, P_KV))
    return out
