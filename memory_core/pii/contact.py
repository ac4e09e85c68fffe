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
_LOCAL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+'-")
_DOMAIN_RE = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])"
)

_PHONE_CAND = re.compile(
    r"(?=[+(\d])(?<![\w+./:#-])(?:(?:\+|00)[1-9]\d{0,2}[ \t.-]{0,2})?(?:\(\d{1,5}\)[ \t.-]?)?"
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
    r"(?:phone|tel\b|telephone|mobile|cell|call|ring|text|sms|whatsapp|signal|fax|contact"
    r"|reach|dial|number|landline|hotline|tlf|tfn|handy|telefon|móvil|numéro|ph\b|mob\b|☎|📞)"
)
_ID_CTX = re.compile(
    r"(?:order|invoice|id|#|no\.|ref|reference|ticket|tracking|account|acct|transaction"
    r"|txn|case|build|pid|port|version|ver|v|issue|pr|job|run|sku|item|serial|batch|code"
    r"|policy|claim|receipt|confirmation|booking|shipment|parcel|customer|member|user)"
    r"[\s:=#-]*(?:number|no\.?|id|#)?[\s:=#-]*$"
)
_EXT = re.compile(r"(?i)[ \t]*(?:x|ext\.?|extension|#)[ \t]*\d{1,6}$")

_IPV4_RE = re.compile(r"(?=\d)(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w]|\.\d)")
_IPV4_HINT = re.compile(r"\.\d{1,3}\.\d{1,3}\.")
_OCTET = re.compile(r"25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d")
_IPV6_HINT = re.compile(r"[0-9a-fA-F]{0,4}:[0-9a-fA-F]{0,4}:[0-9a-fA-F]{0,4}")
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

# Regions whose national format starts with a trunk "0" or an area code in parentheses.
_TRUNK_REGIONS = ("GB", "DE", "FR", "IT", "NL", "AU", "BR", "IN", "BE", "CH", "AT", "MX")
_EXT_HINT = re.compile(r"[xe#]")
_NON_DIGIT = re.compile(r"\D")
_SEP = re.compile(r"[ \t.()-]")
_SEP_SPLIT = re.compile(r"[ \t.()-]+")
_DOTTED_NUM = re.compile(r"\d+(?:\.\d+)+")
_DOTTED_PHONE = re.compile(r"\d{3}\.\d{3}\.\d{4}")


def find_emails(text: str) -> list[tuple[int, int]]:
    """E-mail spans, found from each '@' outwards (a left-to-right regex scan would try
    every word start)."""
    found: list[tuple[int, int]] = []
    at = text.find("@")
    last_end = 0
    while at >= 0:
        s = at
        while s > last_end and at - s < 64 and text[s - 1] in _LOCAL_CHARS:
            s -= 1
        while s < at and text[s] in ".'-":
            s += 1
        dm = _DOMAIN_RE.match(text, at + 1)
        if s < at and dm is not None:
            e = dm.end()
            local = text[s:at]
            if not (local.lower() in _NOT_EMAIL_LOCAL and text[e : e + 1] == ":"):
                found.append((s, e))
                last_end = e
            at = text.find("@", e)
        else:
            at = text.find("@", at + 1)
    return found


def _emails(text: str, out: list[Span]) -> None:
    for s, e in find_emails(text):
        out.append(Span(s, e, EMAIL, P_EMAIL))


def _valid_any(number: str) -> bool:
    for region in _TRUNK_REGIONS:
        try:
            pn = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(pn):
            return True
    return False


def _is_phone(cand: str, before: str) -> bool:
    """Shape rules first; ``phonenumbers`` only for the few candidates still undecided."""
    core = _EXT.sub("", cand) if _EXT_HINT.search(cand) else cand
    digits = _NON_DIGIT.sub("", core)
    nd = len(digits)
    if nd < 7 or nd > 15 or _DATE_LIKE.search(core):
        return False
    if "." in core and _DOTTED_NUM.fullmatch(core) and not _DOTTED_PHONE.fullmatch(core):
        return False  # versions, dotted ids
    ctx = _PHONE_CTX.search(before) is not None
    if not ctx and _ID_CTX.search(before[-30:]):
        return False
    if _NANP.fullmatch(cand.strip()):
        return True
    if core[0] == "+" or core.startswith("00"):
        num = "+" + core[2:] if core[0] == "0" else core
        try:
            pn = phonenumbers.parse(num, None)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_possible_number(pn) and (
            ctx or _SEP.search(core) is not None or phonenumbers.is_valid_number(pn)
        )
    separated = _SEP.search(core) is not None
    if ctx:
        return separated or nd <= 13
    if not separated:
        if nd != 10 or digits[0] in "01" or digits[3] in "01":
            return False
        try:
            return phonenumbers.is_valid_number(phonenumbers.parse(digits, "US"))
        except phonenumbers.NumberParseException:
            return False
    groups = [g for g in _SEP_SPLIT.split(core.strip("()")) if g]
    if any(len(g) > 5 for g in groups[1:]) or len(groups) > 5:
        return False
    if core[0] in "(0":
        return _valid_any(core)
    return False


def _phones(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _PHONE_CAND.finditer(text):
        cand = m.group()
        if len(cand) < 7:
            continue
        if _is_phone(cand, low[max(0, m.start() - 40) : m.start()]):
            out.append(Span(m.start(), m.end(), PHONE, P_PHONE))


def _ips(text: str, out: list[Span]) -> None:
    if _IPV4_HINT.search(text):
        for m in _IPV4_RE.finditer(text):
            ip = m.group()
            if not all(_OCTET.fullmatch(o) for o in ip.split(".")):
                continue
            if ip in _KEEP_IPS or ip.startswith("255."):
                continue
            if _VERSION_CTX.search(text[max(0, m.start() - 24) : m.start()]):
                continue
            out.append(Span(m.start(), m.end(), IP_ADDRESS, P_IP))
    if ("::" in text or text.count(":") >= 5) and _IPV6_HINT.search(text):
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
    _phones(doc, out)
    _ips(text, out)
    return out
