"""PII and secret masking for memory-core.

``mask_text(text)`` masks one string; ``Masker`` keeps placeholders consistent for a
session and also masks JSON (``mask_json``). Placeholders are ``<TYPE_N>`` (or
``<TYPE_hex>`` with a pseudonym key). Types: EMAIL, PHONE, CREDIT_CARD, IBAN, IP_ADDRESS,
SSN, PERSON, ADDRESS, DATE_OF_BIRTH and the secret types API_KEY (published vendor key
formats), PASSWORD (passwords, PINs, URL/DSN passwords), PRIVATE_KEY (PEM blocks),
JWT, SECRET (tokens, cookies, header values, high-entropy strings near secret words) and
REDACTED (conservative fallback when a detector fails). Pure Python, no network.
"""

from memory_core.pii.engine import Masker, mask_text
from memory_core.pii.ner import NERBackend
from memory_core.pii.placeholders import PLACEHOLDER_RE
from memory_core.pii.report import MaskReport

__all__ = ["PLACEHOLDER_RE", "MaskReport", "Masker", "NERBackend", "mask_text"]
