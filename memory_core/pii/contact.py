"""Contact data: e-mail addresses, phone numbers and IP addresses.

Phones are the main false-positive risk (versions, timestamps, ids all contain digit
groups), so a cheap candidate regex is followed by shape rules and ``phonenumbers``
validation, with a little context for weakly formatted numbers.
"""

from __future__ import annotations

import ipaddress
import re

import phonenumbers

from memory_core.pii.placeholders import EMAIL, IP_ADDRESS, PHONE
from memory_core.pii.spans import P_EMAIL, P_IP, P_PHONE, Doc, Span

_EMAIL_RE = re.compile(
    r"(?<![\w.%+'-])[A-Za-z0-9][A-Za-z0-9._%+'-]{0,63}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}"
    r"[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])"
)
_NOT_EMAIL_LOCAL = frozenset({"git"})

_PHONE_CAND = re.compile(
    r"(?<![\w+./:#-])(?:(?:\+|00)[1-9]\d{0,2}[ \t.-]{0,2})?(?:\(\d{1,5}\)[ \t.-]?)?"
    r"\d{1,12}(?:[ \t.-]{1,2}\d{1,10}){0,6}(?:[ \t]*(?:x|ext\.?|extension|#)[ \t]*\d{1,6})?"
    r"(?![\w/:]|[.-]\d|,\d{3})"
)
_NANP = re.compile(
    r"(?:(?:\+?1|001)[ \t.-]?)?(?:\(\d{3}\)[ \t.-]?|\d{3}[.-])\d{3}[.-]\d{4}"
    r"(?:[ \t]*(?:x|ext\.?)[ \t]*\d{1,6})?"
)
_DATE_LIKE = re.compile(
    r"\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$|^\d{4}[-./]\d{2}$"
)
_PHONE_CTX = re.compile(
    r"(?i)(?:phone|tel\b|telephone|mobile|cell|call|ring|text|sms|whatsapp|signal|fax|contact"
    r"|reach|dial|number|landline|hotline|tlf|tfn|handy|telefon|móvil|numéro|ph\b|mob\b|☎|📞)"
)
_ID_CTX = re.compile(
    r"(?i)(?:order|invoice|id|#|no\.|ref|reference|ticket|tracking|account|acct|transaction"
    r"|txn|case|build|pid|port|version|ver|v|issue|pr|job|run|sku|item|serial|batch|code"
    r"|policy|claim|receipt|confirmation|booking|shipment|parcel|customer|member|user)"
    r"[\s:=#-]*(?:number|no\.?|id|#)?[\s:=#-]*$"
)
_EXT = re.compile(r"(?i)[ \t]*(?:x|ext\.?|extension|#)[ \t]*\d{1,6}$")

_IPV4_RE = re.compile(
    r"(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
    r"(?![\w]|\.\d)"
)
_IPV6_RE = re.compile(
    r"(?<![\w:.])(?:[0-9A-Fa-f]{1,4}:|:(?=:)){2,8}(?:[0-9A-Fa-f]{1,4}|:|(?:\d{1,3}\.){3}\d{1,3})?"
    r"(?:%[\w]+)?(?![\w:])"
)
_VERSION_CTX = re.compile(
    r"(?i)(?:\bv|\bversion|\bver\.?|\brelease|\brel\.?|\bbuild|\bpython|\bnode|\bupgrade[ds]?"
    r"(?:\s+to)?|\bupdate[ds]?(?:\s+to)?|\bbump(?:ed)?(?:\s+to)?|\btag|\bchangelog|@|==|>=|<="
    r"|~=|\bsdk|\bapi|\bfirmware|\bpatch|\bsemver|\bbranch)[\s:=v]*$"
)
_KEEP_IPS = frozenset({"0.0.0.0", "127.0.0.1", "255.255.255.255", "::", "::1"})

_REGIONS = ("US", "GB", "DE", "FR", "IN", "AU", "ES", "IT", "NL", "BR", "CA", "MX")


def _emails(text: str, out: list[Span]) -> None:
    for m in _EMAIL_RE.finditer(text):
        local = m.group().split("@", 1)[0]
        if local.lower() in _NOT_EMAIL_LOCAL and text[m.end() : m.end() + 1] == ":":
            continue
        out.append(Span(m.start(), m.end(), EMAIL, P_EMAIL))


def _valid_any(number: str, digits: str) -> bool:
    for region in _REGIONS:
        try:
            pn = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(pn):
            return True
    return False


def _is_phone(cand: str, before: str) -> bool:
    core = _EXT.sub("", cand)
    digits = re.sub(r"\D", "", core)
    nd = len(digits)
    if nd < 7 or nd > 15:
        return False
    if (
        _DATE_LIKE.search(core)
        or re.fullmatch(r"\d+(?:\.\d+)+", core)
        and "." in core
        and not (re.fullmatch(r"\d{3}\.\d{3}\.\d{4}", core))
    ):
        return False
    ctx = _PHONE_CTX.search(before[-40:]) is not None
    if _ID_CTX.search(before[-30:]) and not ctx:
        return False
    intl = core.startswith(("+", "00"))
    if intl:
        num = "+" + core[2:] if core.startswith("00") else core
        try:
            pn = phonenumbers.parse(num, None)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_possible_number(pn) and (
            ctx or phonenumbers.is_valid_number(pn) or bool(re.search(r"[ .-]", core))
        )
    if _NANP.fullmatch(cand.strip()):
        return True
    separated = bool(re.search(r"[ \t.()-]", core))
    if not separated:
        if ctx and 7 <= nd <= 13:
            return True
        try:
            pn = phonenumbers.parse(digits, "US")
        except phonenumbers.NumberParseException:
            return False
        return nd == 10 and phonenumbers.is_valid_number(pn) and not _ID_CTX.search(before[-30:])
    groups = re.split(r"[ \t.()-]+", core.strip("()"))
    groups = [g for g in groups if g]
    if any(len(g) > 5 for g in groups[1:]) and not ctx:
        return False
    if ctx:
        return True
    if core.startswith("(") or (core.startswith("0") and len(groups) >= 2):
        return _valid_any(core, digits)
    return nd >= 9 and _valid_any(core, digits) and len(groups) <= 4


def _phones(text: str, out: list[Span]) -> None:
    for m in _PHONE_CAND.finditer(text):
        cand = m.group()
        if sum(c.isdigit() for c in cand) < 7:
            continue
        if _is_phone(cand, text[max(0, m.start() - 40) : m.start()]):
            out.append(Span(m.start(), m.end(), PHONE, P_PHONE))


def _ips(text: str, out: list[Span]) -> None:
    if "." in text:
        for m in _IPV4_RE.finditer(text):
            ip = m.group()
            if ip in _KEEP_IPS or ip.startswith("255."):
                continue
            if _VERSION_CTX.search(text[max(0, m.start() - 24) : m.start()]):
                continue
            out.append(Span(m.start(), m.end(), IP_ADDRESS, P_IP))
    if "::" in text or text.count(":") >= 5:
        for m in _IPV6_RE.finditer(text):
            cand = m.group()
            if cand.count(":") < 2 or cand in _KEEP_IPS or len(cand) < 6:
                continue
            if not any(c.isdigit() for c in cand):
                continue
            try:
                ipaddress.ip_address(cand.split("%", 1)[0])
            except ValueError:
                continue
            out.append(Span(m.start(), m.end(), IP_ADDRESS, P_IP))


def detect(doc: Doc) -> list[Span]:
    """E-mail, phone and IP spans."""
    text = doc.text
    out: list[Span] = []
    if "@" in text:
        _emails(text, out)
    _phones(text, out)
    _ips(text, out)
    return out
