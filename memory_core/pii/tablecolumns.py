"""Table columns the grid rules read differently: the "Name" column of a software table
(packages, images, services) and the name column of an HTML roster.

A ``| Name | Version |`` table lists Django and Redis, not people; an HTML rota
(``<tr><td>Haeun Ryu</td><td>Night shift</td></tr>``) lists people in every row, while
the name rules do not look inside markup.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.nameruns import STOP
from memory_core.pii.namewords import english_words
from memory_core.pii.placeholders import PERSON
from memory_core.pii.shadowcase import is_name_run
from memory_core.pii.spans import P_STRUCT, Span

P_COLUMN = P_STRUCT + 5  # (as ``tables.P_COLUMN``)
_NORM = re.compile(r"[^a-z0-9]")
_FOLD = str.maketrans("áàâäãåéèêëíìîïóòôöõúùûüçñßøłş", "aaaaaaeeeeiiiiooooouuuucnsols")
_TD = re.compile(r"<t[dh][^>\n]{0,60}>(?P<c>[^<\n]{1,80})</t[dh]>", re.IGNORECASE)
_NAME_CELL = re.compile(r"[A-ZÀ-Þ][^\W\d_]+(?:(?:[ \t-]|,[ \t]+)[A-ZÀ-Þ][^\W\d_]+){1,3}")

# Columns of a software table: its "Name" column names packages, images or services.
_SOFTWARE_COLUMNS = words(
    "version versions ver release releases tag tags license licence licencia lizenz "
    "package packages library libraries dependency dependencies plugin plugins module "
    "modules image images chart charts latest installed current pinned upstream vendor "
    "maintainer maintainers stars downloads platform runtime framework"
    " versao versión versione wersja verze versio"
)
_BARE_NAME_HEADS = words("name names nombre nome nom naam navn namn nazwa")


def software_column(name: str) -> bool:
    """Is ``name`` a column of a software table ("Version", "License", "Image")?"""
    return _NORM.sub("", name.lower().translate(_FOLD)) in _SOFTWARE_COLUMNS


def bare_name_head(name: str) -> bool:
    """A plain "Name" header (not "Full name", "Owner"), which a software table reuses."""
    return _NORM.sub("", name.lower().translate(_FOLD)) in _BARE_NAME_HEADS


def _name_like(v: str, english: frozenset[str]) -> bool:
    return (
        _NAME_CELL.fullmatch(v) is not None
        and is_name_run(v, STOP)
        and not all(w.lower() in english for w in v.split())
    )


def html_name_column(text: str, block: list[tuple[int, int]], found: list[Span]) -> list[Span]:
    """An HTML table of two or more rows whose column holds a name-shaped cell in every
    row ("<tr><td>Haeun Ryu</td><td>Night shift</td></tr>"): a roster, its names are people
    (the name rules do not look inside markup)."""
    english = english_words()
    rows = [[m.span("c") for m in _TD.finditer(text, s, e)] for s, e in block]
    if any(not r for r in rows):
        return []
    out: list[Span] = []
    for col in range(min(len(r) for r in rows)):
        cells = [r[col] for r in rows]
        values = [text[a:b].strip() for a, b in cells]
        if all(_name_like(v, english) for v in values):
            for (a, b), v in zip(cells, values, strict=True):
                a += text[a:b].index(v)
                if not any(sp.start < a + len(v) and a < sp.end for sp in found):
                    out.append(Span(a, a + len(v), PERSON, P_COLUMN))
    return out
