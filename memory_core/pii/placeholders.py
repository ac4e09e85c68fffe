"""Placeholder syntax ``<TYPE_N>`` / ``<TYPE_hex>`` and per-session numbering.

The same normalised value always gets the same placeholder within one allocator, so a
conversation stays readable (``<EMAIL_1>`` is one person everywhere). With a key the
suffix is a keyed HMAC, stable across sessions without storing the value.
"""

from __future__ import annotations

import hashlib
import hmac
import re

# Any typed placeholder, ours or a previous run's: <EMAIL_1>, <API_KEY_3fa9c2>, <PERSON_12>.
PLACEHOLDER_RE = re.compile(r"<[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*?_[0-9a-f]{1,16}>")

# Public placeholder types (finer secret types documented in the package docstring).
EMAIL = "EMAIL"
PHONE = "PHONE"
CREDIT_CARD = "CREDIT_CARD"
IBAN = "IBAN"
IP_ADDRESS = "IP_ADDRESS"
SSN = "SSN"
PERSON = "PERSON"
ADDRESS = "ADDRESS"
DATE_OF_BIRTH = "DATE_OF_BIRTH"
USERNAME = "USERNAME"  # @mentions and chat handles
NATIONAL_ID = "NATIONAL_ID"  # national ids, tax ids and passport numbers
VEHICLE_PLATE = "VEHICLE_PLATE"  # licence plates named by a cue
MAC_ADDRESS = "MAC_ADDRESS"  # hardware addresses of devices
LOCATION = "LOCATION"  # coordinates of a home or a person's whereabouts
SECRET = "SECRET"
API_KEY = "API_KEY"
PASSWORD = "PASSWORD"
PRIVATE_KEY = "PRIVATE_KEY"
JWT = "JWT"
REDACTED = "REDACTED"

SECRET_TYPES = frozenset({SECRET, API_KEY, PASSWORD, PRIVATE_KEY, JWT, REDACTED})

_DIGITS = re.compile(r"\D+")


def normalise(kind: str, value: str) -> str:
    """Canonical form so trivially different spellings share one placeholder."""
    if kind in (PHONE, CREDIT_CARD, SSN):
        digits = _DIGITS.sub("", value)
        return digits[-10:] if kind == PHONE and len(digits) >= 10 else digits
    if kind == IBAN:
        return "".join(value.split()).upper()
    if kind in (EMAIL, IP_ADDRESS):
        return value.strip().lower()
    if kind in (PERSON, ADDRESS):
        return " ".join(value.split()).casefold()
    return value


class Allocator:
    """Maps (type, normalised value) to a placeholder for the lifetime of one session."""

    def __init__(self, pseudonym_key: bytes | None = None) -> None:
        self._key = pseudonym_key
        self._seen: dict[tuple[str, str], str] = {}
        self._next: dict[str, int] = {}

    def get(self, kind: str, norm: str) -> str:
        """Placeholder for ``norm``; new values get the next number (or an HMAC suffix)."""
        slot = (kind, norm)
        ph = self._seen.get(slot)
        if ph is not None:
            return ph
        if self._key is not None:
            digest = hmac.new(self._key, f"{kind}\x00{norm}".encode(), hashlib.sha256)
            ph = f"<{kind}_{digest.hexdigest()[:6]}>"
        else:
            n = self._next.get(kind, 0) + 1
            self._next[kind] = n
            ph = f"<{kind}_{n}>"
        self._seen[slot] = ph
        return ph
