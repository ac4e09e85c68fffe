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

from memory_core.pii.spans import line_matches

_PART = (
    r"\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?"
    r"|(?i:fwd?|re|aw|wg|tr|rv|sv|vs):"
    r"|(?i:ticket|case|issue|incident|request)[ \t]+#?[A-Z0-9][A-Z0-9-]{0,14}:"
    r"|\((?i:via|edited|bearbeitet|modifié|editado|modificato|bewerkt)[^)\n]{0,24}\)"
    r"|[»>]"
)
_LEVEL = r"|(?:INFO|DEBUG|TRACE|NOTICE|WARN|WARNING|ERROR)\b"
_LEAD = re.compile(rf"[ \t]*(?:(?:{_PART})[ \t]+){{1,4}}")
_LEAD_LOG = re.compile(rf"[ \t]*(?:(?:{_PART}{_LEVEL})[ \t]+){{1,4}}")
# A cheap pre-test: any of these characters must be in a text with a lead.
_HINT = re.compile(r"\d{4}-\d\d-\d\d|(?i:fwd?:|re:|aw:|wg:|tr:|rv:|sv:|vs:|ticket|case |issue"
                   r"|incident|request )|\((?i:via|edit|bear|modi|bewerkt)|»|>")  # fmt: skip


def lead_view(text: str, logs: bool = False) -> str:
    """``text`` with each line's neutral lead replaced by spaces (``logs``: log levels
    count as lead too). Returns ``text`` itself when no line has a lead."""
    if _HINT.search(text) is None:
        return text
    rx = _LEAD_LOG if logs else _LEAD
    found = line_matches(rx, text)
    if not found:
        return text
    parts: list[str] = []
    pos = 0
    for m in found:
        parts.append(text[pos : m.start()])
        parts.append(" " * (m.end() - m.start()))
        pos = m.end()
    parts.append(text[pos:])
    return "".join(parts)
