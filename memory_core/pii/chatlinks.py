"""Phone numbers inside messaging links: ``https://wa.me/48729305906``,
``api.whatsapp.com/send?phone=...``, ``viber://chat?number=...``, ``tel:``/``sms:`` URIs,
``t.me/+48...``.

The phone detector reads numbers in prose; in these links the number is glued to the
path or a query key, with no separator or cue a prose rule would accept. Only the
digits are masked, so the link stays readable as a WhatsApp (or Viber ...) contact.
"""

from __future__ import annotations

import re

from memory_core.pii.placeholders import PHONE
from memory_core.pii.spans import P_PHONE, Doc, Span

_LINK = re.compile(
    r"(?i:wa\.me/|whatsapp\.com/send/?\?(?:[\w%]+=[^&\s]*&)*phone=|viber://(?:chat|add)\?number="
    r"|t\.me/|signal\.me/#p/|tel:|sms:|callto:|skype:)"
    r"(?P<n>(?:\+|%2B)?\d[\d.()-]{6,18}\d)(?!\d)"
)
_HINTS = ("wa.me", "whatsapp", "viber", "t.me", "signal.me", "tel:", "sms:", "callto:", "skype:")


def detect(doc: Doc) -> list[Span]:
    """Spans of the numbers in messaging and telephone links."""
    if not doc.digit or not any(h in doc.low for h in _HINTS):
        return []
    out: list[Span] = []
    for m in _LINK.finditer(doc.text):
        digits = sum(c.isdigit() for c in m.group("n"))
        if 8 <= digits <= 15:
            out.append(Span(m.start("n"), m.end("n"), PHONE, P_PHONE + 10))
    return out
