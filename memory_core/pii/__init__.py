"""PII and secret masking for memory-core (no network, no model required).

``mask_text(text)`` masks one string with fresh numbering; a ``Masker`` keeps placeholders
consistent for a session (``<EMAIL_1>`` is the same address everywhere) and also masks
JSON-like values (``mask_json``) by key name and by content without changing their shape.
``Masker(pseudonym_key=b"...")`` numbers with a keyed HMAC (``<EMAIL_3fa9c2>``) instead, so
the same value maps to the same placeholder across sessions without being stored.

Placeholder types: EMAIL, PHONE, CREDIT_CARD, IBAN, IP_ADDRESS, SSN, PERSON, ADDRESS,
DATE_OF_BIRTH, NATIONAL_ID (national and tax ids, passports), USERNAME (@mentions),
VEHICLE_PLATE (licence plates after a plate cue), MAC_ADDRESS (device hardware
addresses), LOCATION (home coordinates), and for credentials API_KEY (published
vendor key formats), JWT, PRIVATE_KEY (whole PEM blocks), PASSWORD (passwords, PINs,
URL/DSN passwords) and SECRET (tokens, cookies, header values, high-entropy strings near
secret words). REDACTED is the conservative fallback used only if a detector fails.
Masking never raises and is idempotent: existing ``<TYPE_N>`` placeholders are never
re-masked.

Kept on purpose: versions, event dates and timestamps, UUIDs, ids, hashes, ports, HTTP
codes, regions, paths, public URLs, amounts, model names, and template values such as
``xxx``, ``<your-key>``, ``YOUR_API_KEY``, ``sk-...``, ``${VAR}``, ``changeme``.
Names without a cue come from public-domain name lists (``gazetteer``: "Gretchen Ortiz",
"Will Smith", not "Will you"); an NER back end can add more: see :class:`NERBackend`.

An install with a C compiler runs these modules compiled by mypyc (same output, about
1.3x faster); ``BACKEND`` says which is in use and why.
"""

# First: decides whether the compiled or the source modules load (see ``_backend``).
from memory_core.pii._backend import BACKEND
from memory_core.pii.engine import Masker, mask_text
from memory_core.pii.ner import NERBackend
from memory_core.pii.placeholders import PLACEHOLDER_RE
from memory_core.pii.report import MaskReport

__all__ = ["BACKEND", "PLACEHOLDER_RE", "MaskReport", "Masker", "NERBackend", "mask_text"]
