"""Postal addresses after an address label in many languages (``Heimilisfang:``,
``Osoite:``, ``Anschrift:``, ``Адрес:``, ``住所：`` ...).

The street rules know street words (Straße, Street, ul.); a street name without one
(``Laugavegur 97``) is still an address after its label. The value runs to the end of
the line and must look like one: a word and a house number, or a number and a word,
with at most 90 characters, and a second part (after a comma) or a postcode. Technical
addresses (IP, MAC, e-mail, server, memory) keep their own detectors and are skipped.
"""

from __future__ import annotations

import re

from memory_core.pii.cuegate import may_hold, prefixes
from memory_core.pii.keep import words
from memory_core.pii.placeholders import ADDRESS
from memory_core.pii.spans import P_ADDRESS, Doc, Span

_LABELS = (
    "address", "home address", "postal address", "mailing address", "street address",
    "adresse", "anschrift", "wohnadresse", "postanschrift", "dirección", "direccion",
    "domicilio", "indirizzo", "endereço", "endereco", "morada", "adres", "adress",
    "postadress", "hemadress", "adresse", "postadresse", "osoite", "kotiosoite",
    "heimilisfang", "aadress", "cím", "lakcím", "adresa", "adresă", "adresas", "naslov",
    "адрес", "адреса", "адрес проживания", "διεύθυνση", "alamat", "alamat rumah", "住所",
    "地址", "주소", "عنوان", "العنوان", "כתובת", "địa chỉ", "ที่อยู่", "ev adresi", "adresi",
)  # fmt: skip
_LABEL_RE = re.compile(
    r"(?<![^\W\d_])(?:"
    + "|".join(re.escape(x) for x in sorted(set(_LABELS), key=len, reverse=True))
    + r")[ \t]*[:：][ \t]*"
)
# Without a colon, after a preposition: "na adres ul. Długa 65/15, 00-238 Warszawa",
# "bydlím na adrese Husova 559/52, 602 00 Brno", "send it to the address 4 Elm Row, EH7
# 4AA" (inflected forms of the label included; the value needs a comma part and a postcode).
_PREP_LABEL_RE = re.compile(
    r"(?<![^\W\d_])(?:na|pod|do|w|v|ve|to[ \t]+(?:the|my|our|this)|at[ \t]+(?:the|my|our)"
    r"|an[ \t]+die|à[ \t]+l['’]|a[ \t]+la|al|all['’]|para[ \t]+o|no"
    r"|op[ \t]+het|naar[ \t]+het|på|till|til"
    r"|на|по|z[ \t]+adresem|pe|la|ke|ile)[ \t]+(?:adres|adrese|adresem|adresu|adresy|adresa"
    r"|adresse|adressen|adressa|address|indirizzo|dirección|direccion|endereço|endereco"
    r"|адрес|адресу|adresă|alamat|adrese)[ \t]+"
)
# (``Doc.words`` holds ASCII runs: "dirección" is seen as "direcci", "endereço" as "endere")
_PREP_GATE = words(
    "adres adrese adresem adresu adresy adresa adresse adressen adressa address indirizzo "
    "direccion direcci endereco endere alamat"
)
_GATE = prefixes(_LABELS)
_TECH = re.compile(
    r"(?:ip|mac|e-?mail|server|host|memory|bind|listen|ipv[46]|wallet|web|url)\W{0,2}$"
)
_CAPWORD = re.compile(r"(?<![\w])[^\W\d_a-z][^\W\d_]{2,}")
_POSTCODE = re.compile(
    r"\b\d{2}-?\d{3}\b|\b\d{3} \d{2}\b|\b\d{4,6}\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b"
)
_SHAPE = re.compile(
    r"[^\W\d_][\w'’.-]+(?:[ \t]+[^\W\d_][\w'’.-]*){0,3}[ \t]+\d{1,5}[a-zA-Z]?\b"
    r"|\d{1,5}[a-zA-Z]?,?[ \t]+[^\W\d_][\w'’.-]+"
)


def detect(doc: Doc) -> list[Span]:
    """Spans of address-shaped values after an address label."""
    if not doc.digit:
        return []
    text, low = doc.text, doc.low
    out: list[Span] = []
    if not doc.words.isdisjoint(_PREP_GATE) or (doc.ascii is None and "адрес" in low):
        for m in _PREP_LABEL_RE.finditer(low):
            e = text.find("\n", m.end())
            value = text[m.end() : len(text) if e < 0 else e].rstrip(" \t.;!?)")
            if (
                8 <= len(value) <= 90
                and _SHAPE.match(value) is not None
                and "," in value
                and "@" not in value
                and _POSTCODE.search(value, value.index(",")) is not None
                and not status_phrase(value)
                and _CAPWORD.search(value) is not None
            ):
                out.append(Span(m.end(), m.end() + len(value), ADDRESS, P_ADDRESS - 1))
    if (":" not in text and "：" not in text) or not may_hold(doc, _GATE):
        return out
    for m in _LABEL_RE.finditer(low):
        if _TECH.search(low, max(0, m.start() - 12), m.start()) is not None:
            continue
        e = text.find("\n", m.end())
        e = len(text) if e < 0 else e
        value = text[m.end() : e].rstrip(" \t.;")
        if (
            6 <= len(value) <= 90
            and _SHAPE.match(value) is not None
            and "@" not in value
            and ("," in value or _POSTCODE.search(value) is not None)
        ):
            out.append(Span(m.end(), m.end() + len(value), ADDRESS, P_ADDRESS - 1))
    return out


# What a build, job or check reports: after "address:" such a word says the value is a
# log line ("address: Build 42 failed", "Adresse: Test 3 fehlgeschlagen"), not a place.
_STATUS_WORDS = words(
    "failed failing fails passed passing succeeded success successful error errors "
    "errored timeout timed crashed aborted skipped pending running queued cancelled "
    "canceled broken deployed released merged reverted started finished completed "
    "fehlgeschlagen erfolgreich abgebrochen fallido fallida exitoso échoué réussi "
    "fallito riuscito falhou sucesso mislukt geslaagd nieudany udany"
)


def status_phrase(value: str) -> bool:
    """Is ``value`` a status report ("Build 42 failed") rather than an address?"""
    return any(w in _STATUS_WORDS for w in value.lower().replace(",", " ").split())
