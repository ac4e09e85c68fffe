"""Neutral line leads, blanked so line-anchored name rules see the line's real start.

Chat exports, tickets and logs put a banner before the structure that names a person:
``2026-07-09T20:26:39Z INFO Lindqvist, Ingrid — 10:51``, ``Ticket SUP-1846: [10:43]
Kästner, Sieglinde:``, ``(edited) Kühnel, Konstantin hat den Kanal verlassen``,
``Fwd: Traveller: ...``. Speaker labels, ``Last, First`` headers and dash sign-offs are
anchored at a line start, so the lead is replaced by spaces (offsets are unchanged)
in a view of the text those rules read. Log levels are blanked only for the rules that
need a strong shape of their own (``Last, First`` with a time), not for speaker labels:
``INFO Kafka Consumer: lag`` is a logger name, not a speaker.
"""

from __future__ import annotations

import re

_PART = (
    r"\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?"
    r"|(?i:fwd?|re|aw|wg|tr|rv|sv|vs):"
    r"|(?i:ticket|case|issue|incident|request)[ \t]+#?[A-Z0-9][A-Z0-9-]{0,14}:"
    r"|\((?i:via|edited|bearbeitet|modifié|editado|modificato|bewerkt)[^)\n]{0,24}\)"
    r"|[»>]"
    # a level before a bracketed clock time: a bot logged a chat line ("INFO [10:02] Ana:")
    r"|(?:INFO|DEBUG|TRACE|NOTICE|WARN|WARNING|ERROR)(?=[ \t]+\[\d{1,2}[:.]\d\d)"
)
_LEVEL = r"|(?:INFO|DEBUG|TRACE|NOTICE|WARN|WARNING|ERROR)\b"
_LEAD = re.compile(rf"[ \t]*(?:(?:{_PART})[ \t]+){{1,4}}")
_LEAD_LOG = re.compile(rf"[ \t]*(?:(?:{_PART}{_LEVEL})[ \t]+){{1,4}}")


def lead_views(text: str) -> tuple[str, str]:
    """``text`` with each line's neutral lead replaced by spaces: without and with log
    levels counted as lead. Returns ``text`` itself when no line has a lead."""
    chat: list[tuple[int, int]] = []
    logs: list[tuple[int, int]] = []
    pos = 0
    while True:
        c = text[pos : pos + 1]
        if c and c != "\n":
            m = _LEAD_LOG.match(text, pos)
            if m is not None:
                logs.append(m.span())
                k = _LEAD.match(text, pos)
                if k is not None:
                    chat.append(k.span())
        pos = text.find("\n", pos) + 1
        if pos == 0:
            break
    return _blank(text, chat), _blank(text, logs)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    if not spans:
        return text
    parts: list[str] = []
    pos = 0
    for s, e in spans:
        parts.append(text[pos:s])
        parts.append(" " * (e - s))
        pos = e
    parts.append(text[pos:])
    return "".join(parts)


def lead_view(text: str, logs: bool = False) -> str:
    """One of ``lead_views`` (``logs``: log levels count as lead too)."""
    return lead_views(text)[1 if logs else 0]
