"""Hardware addresses of devices: MAC (EUI-48) addresses.

A MAC address identifies one device, usually one person's phone or laptop, for as long
as it exists, so it is personal data wherever it appears. Written as six hex pairs with
``:`` or ``-``, or as three groups of four (``aabb.ccdd.eeff``, Cisco). Kept: the
broadcast and all-zero addresses, the well-known multicast blocks (``01:00:5e`` IPv4,
``33:33`` IPv6, ``01:80:c2`` bridges, ``01:00:0c`` Cisco) and the documentation blocks
``00:00:5e:00:53:xx`` / ``90:10:..`` (RFC 7042), which are never anyone's device.
"""

from __future__ import annotations

import re

from memory_core.pii.placeholders import MAC_ADDRESS
from memory_core.pii.spans import P_IP, Doc, Span

_MAC = re.compile(
    r"(?<![\w:.-])(?:[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}"
    r"|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:-]|\.\w)"
)
_NOT_DEVICES = ("01005e", "3333", "0180c2", "01000c", "00005e0053", "901000", "ffffff")


def personal_mac(value: str) -> bool:
    """Is ``value`` (a MAC in any notation) a device's own unicast address?"""
    hexes = "".join(c for c in value if c not in ":-.").lower()
    if len(hexes) != 12 or len(set(hexes)) <= 1:
        return False  # ff:ff:..., 00:00:...
    return not hexes.startswith(_NOT_DEVICES)


def detect(doc: Doc) -> list[Span]:
    """Spans of unicast MAC addresses."""
    if not doc.digit or not (":" in doc.text or "-" in doc.text or "." in doc.text):
        return []
    out: list[Span] = []
    for m in _MAC.finditer(doc.text):
        v = m.group()
        if "." in v and not any(c.isdigit() for c in v):
            continue
        if personal_mac(v):
            out.append(Span(m.start(), m.end(), MAC_ADDRESS, P_IP))
    return out
