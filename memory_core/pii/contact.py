"""Contact data: e-mail addresses, phone numbers and IP addresses.

Phones are the main false-positive risk (versions, timestamps, ids all contain digit
groups), so a cheap candidate regex is followed by shape rules and ``phonenumbers``
validation, with a little context for weakly formatted numbers.
"""

from __future__ import annotations

import bisect
import functools
import ipaddress
import re

import phonenumbers

from memory_core.pii.keep import tail_words, words
from memory_core.pii.placeholders import EMAIL, IP_ADDRESS, PHONE
from memory_core.pii.spans import P_EMAIL, P_IP, P_PHONE, Doc, Span

_NOT_EMAIL_LOCAL = frozenset({"git"})
# systemd template units ("postgresql@16-main.service", "getty@tty1.service") end in a
# unit type, none of which is a top-level domain.
_UNIT_TYPES = frozenset(
    {"service", "socket", "timer", "mount", "automount", "target", "slice", "scope", "path",
     "device", "swap"}
)  # fmt: skip
_LOCAL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+'-")
_DOMAIN_RE = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])"
)

# The lookaheads demand 7 digits (separators allowed) up front: shorter numbers (ports,
# HTTP codes, counts) are rejected inside the regex engine instead of in Python. The
# pattern opens with a character class so that ``re`` skips to digits, '+' and '(' in C;
# the branch for each first character then continues the number's grammar.
_PHONE_REST = r"(?:[ \t]*(?:x|ext\.?|extension|#)[ \t]*\d{1,6})?(?![\w/:]|[.-]\d|,\d{3})"
_PHONE_BODY = r"\d{1,12}+(?:[ \t.-]{1,2}\d{1,10}+){0,6}"
_PHONE_AREA = r"(?:\(\d{1,5}\)[ \t.-]?)?"
_PHONE_CAND = re.compile(
    r"[+(0-9](?<![\w+./:#-].)(?:"
    # "+49 30 ...": calling code, optional area code, number
    r"(?<=\+)(?=(?:[ \t.()-]{0,3}\d){7})[1-9]\d{0,2}[ \t.-]{0,2}"
    + _PHONE_AREA
    + _PHONE_BODY
    # "(030) 901820"
    + r"|(?<=\()(?=(?:[ \t.()-]{0,3}\d){7})\d{1,5}\)[ \t.-]?"
    + _PHONE_BODY
    # "0049 30 ...": international prefix 00
    + r"|(?<=0)(?=(?:[ \t.()-]{0,3}\d){6})0[1-9]\d{0,2}[ \t.-]{0,2}"
    + _PHONE_AREA
    + _PHONE_BODY
    # "030 901820", "415-555-2671" (the first digit is already consumed)
    + r"|(?<=[0-9])(?=(?:[ \t.()-]{0,3}\d){6})\d{0,11}+(?:[ \t.-]{1,2}\d{1,10}+){0,6})"
    + _PHONE_REST
)
_NANP = re.compile(
    r"(?:(?:\+?1|001)[ \t.-]?)?(?:\(\d{3}\)[ \t.-]?|\d{3}[.-])\d{3}[.-]\d{4}"
    r"(?:[ \t]*(?:x|ext\.?)[ \t]*\d{1,6})?"
)
_DATE_LIKE = re.compile(
    r"\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./](?:\d{4}|\d{2})|\d{4}[-./]\d{2}"
)
# Cue right after the number: "085 175 7641-Office", "3660170548-Fax".
_PHONE_AFTER = re.compile(r"[ \t]*[-–(,/]?[ \t]*(?:office|fax|mobile|cell|home|work|tel|phone)\b")
_PHONE_CTX = re.compile(
    r"\b(?:phone|answering|messages?\b|registered|sms\b|tel\b|telephone|mobile|cell|call|ring|text|sms|whatsapp|signal|fax|contact"
    r"|reach|dial|number|landline|hotline|tlf|tfn|handy|telefon|móvil|numéro|ph\b|mob\b|☎|📞)"
)
ID_WORDS = words(
    "order invoice id # no ref reference ticket tracking account acct transaction txn case"
    " build pid port version ver v issue pr job run sku item serial batch code policy claim"
    " receipt confirmation booking shipment parcel customer member user ts timestamp epoch"
)
_NUMBER_WORDS = words("number no id # num nr")


def id_context(before: str) -> bool:
    """Is the number right after an id label ("order #", "invoice no.", "ticket id:")?"""
    tail = tail_words(before)
    if not tail:
        return False
    if tail[-1] in ID_WORDS or tail[-1].lstrip("#") in ID_WORDS:
        return True
    return len(tail) == 2 and tail[-1] in _NUMBER_WORDS and tail[0] in ID_WORDS


_EXT = re.compile(r"(?i)[ \t]*(?:x|ext\.?|extension|#)[ \t]*\d{1,6}$")

_IPV4_RE = re.compile(r"\d(?<![\w.]\d)\d{0,2}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w]|\.\d)")
_IPV4_HINT = re.compile(r"\.\d{1,3}\.\d{1,3}\.")
_IP_CTX = re.compile(
    r"\b(?:ip|ips|ipv4|addr|address|host|server|from|connect|ssh|ping|dns"
    r"|client|remote|src|dst|peer|login|gateway|subnet|nat)\b"
)
_OCTET = re.compile(r"25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d")
# Gate for the full eight-group form: seven ":group"s. Starting with a literal ':' lets
# ``re`` jump between colons instead of trying every hex letter in the text.
_IPV6_FULL = re.compile(r":[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4}){6}")
_IPV6_RE = re.compile(r"(?<![\w:.])(?:[0-9A-Fa-f]{1,4}:|:)[0-9A-Fa-f:.]{2,44}+(?:%\w+)?(?![\w:])")
_VERSION_CTX = re.compile(
    r"(?i)(?:\bv|\bversion(?:\s+to)?|\bver\.?|\brelease|\brel\.?|\bbuild|\bpython|\bnode"
    # "bump parser to", "upgraded the agent to": the object between verb and "to"
    r"|\b(?:upgrade|bump)(?:[ds]|ed)?(?:\s+(?:the\s+)?[\w.-]{1,24})?\s+to"
    r"|\b(?:upgrade|update|bump)(?:[ds]|ed)?(?:\s+to)?|\btag|\bchangelog|@|==|>=|<="
    r"|~=|\bsdk|\bapi|\bfirmware|\bpatch|\bsemver|\bbranch"
    # a software noun right before: "agent 7.0.18.35", "plugin 4.2.0.1", "driver 31.0.15.3"
    r"|\b(?:agent|client|plugin|app|extension|package|library|module|driver|installer|daemon"
    r"|toolkit|edition|runtime|kernel|bios|engine|connector|addon|add-on))[\s:=v]*$"
)
_KEEP_IPS = frozenset({"0.0.0.0", "127.0.0.1", "255.255.255.255", "::", "::1"})

# Regions whose national format starts with a trunk "0" or an area code in parentheses
# (tried only for undecided numbers without any phone cue).
_TRUNK_REGIONS = ("GB", "DE", "FR", "AU")
_CALLING_CODES = frozenset(phonenumbers.COUNTRY_CODE_TO_REGION_CODE)
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
            if not (local.lower() in _NOT_EMAIL_LOCAL and text[e : e + 1] == ":") and (
                text[text.rfind(".", s, e) + 1 : e] not in _UNIT_TYPES
            ):
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


# The same 40-character window is checked again for every shorter prefix of a candidate.
@functools.lru_cache(maxsize=64)
def _phone_ctx(before: str) -> bool:
    return _PHONE_CTX.search(before) is not None


@functools.lru_cache(maxsize=64)
def _id_ctx(before: str) -> bool:
    return id_context(before)


def _is_phone(cand: str, before: str, after: bool = False) -> bool:
    """Shape rules first; ``phonenumbers`` only for the few candidates still undecided."""
    if len(cand) >= 10 and cand[4] in "-/." and cand[7] == cand[4] and cand[:2] in ("19", "20"):
        return False  # 2024-01-15..., 2024/01/15
    core = _EXT.sub("", cand) if _EXT_HINT.search(cand) else cand
    digits = _NON_DIGIT.sub("", core)
    nd = len(digits)
    if nd < 7 or nd > 15 or (nd <= 8 and _DATE_LIKE.fullmatch(core)):
        return False
    if _NANP.fullmatch(cand.strip()):
        return True  # (415) 555-2671 / 415-555-2671: the shape alone is enough
    ctx = after or _phone_ctx(before)
    if (
        "." in core
        and _DOTTED_NUM.fullmatch(core)
        and not _DOTTED_PHONE.fullmatch(core)
        and not (ctx and core.count(".") >= 3)
    ):
        return False  # versions, dotted ids (but "call me on 01.84.17.61.18")
    if not ctx and _id_ctx(before):
        return False
    if core[0] == "+" or core.startswith("00"):
        # International: a real country calling code (phonenumbers metadata) and a
        # possible length. Full parsing compiles per-region regexes (slow, evicts the
        # re cache), so it is kept for bare "+4915..." runs without separators or cue.
        intl = digits[2:] if core[0] == "0" else digits
        if not any(intl[:k] and int(intl[:k]) in _CALLING_CODES for k in (1, 2, 3)):
            return False
        if ctx or _SEP.search(core) is not None:
            return 8 <= len(intl) <= 15
        try:
            pn = phonenumbers.parse("+" + intl, None)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_valid_number(pn)
    separated = _SEP.search(core) is not None
    if not separated:
        # Bare digit runs are ids and epochs far more often than phones: need a cue, and
        # a ten-digit run must look like a NANP number (epoch seconds start with 1).
        if not ctx or (nd == 10 and digits[0] == "1"):
            return False
        return nd <= 13
    if ctx:
        return True
    groups = [g for g in _SEP_SPLIT.split(core.strip("()")) if g]
    if any(len(g) > 5 for g in groups[1:]) or len(groups) > 5:
        return False
    if core[0] in "(0":
        return _valid_any(core)
    return False


class _Covered:
    """Ranges of spans already found; answers "is [s, e) inside one of them?" in O(log n)
    (a running maximum of ends makes overlapping ranges safe)."""

    def __init__(self, spans: list[Span]) -> None:
        ranges = sorted((sp.start, sp.end) for sp in spans)
        self.starts = [r[0] for r in ranges]
        self.max_end: list[int] = []
        top = -1
        for _, end in ranges:
            top = max(top, end)
            self.max_end.append(top)

    def covers(self, s: int, e: int) -> bool:
        i = bisect.bisect_right(self.starts, s) - 1
        return i >= 0 and self.max_end[i] >= e


def _phones(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    # Digits inside a card, IBAN or SSN already found would lose to it anyway: skip their
    # validation (``phonenumbers`` can take 0.1 ms on such a candidate).
    stronger = [sp for sp in doc.found if sp.priority > P_PHONE]
    covered = _Covered(stronger) if stronger else None
    pos = 0
    while True:
        m = _PHONE_CAND.search(text, pos)
        if m is None:
            return
        cand = m.group()
        pos = m.end()
        if len(cand) < 7:
            continue
        if covered is not None and covered.covers(m.start(), pos):
            space = cand.find(" ")
            if 0 <= space < len(cand) - 6:
                pos = m.start() + space + 1  # as after a failed candidate: retry after a group
            continue
        # Not across a placeholder: a cue must not reach a number only because the value
        # between them shrank to a placeholder (masking again would change the text).
        before = low[max(0, m.start() - 40, low.rfind("\x00", 0, m.start()) + 1) : m.start()]
        after = _PHONE_AFTER.match(low, m.end()) is not None
        if _is_phone(cand, before, after):
            out.append(Span(m.start(), m.end(), PHONE, P_PHONE))
            continue
        # Greedy candidates can glue numbers together ("555-123-4567 4111 1111 ..."):
        # try shorter prefixes ending at a space, then resume after the first group.
        cuts = [i for i, ch in enumerate(cand) if ch == " "]
        for cut in reversed(cuts):
            if cut >= 7 and _is_phone(cand[:cut].rstrip(), before, False):
                out.append(Span(m.start(), m.start() + len(cand[:cut].rstrip()), PHONE, P_PHONE))
                pos = m.start() + cut + 1
                break
        else:
            if cuts and cuts[0] < len(cand) - 6:
                pos = m.start() + cuts[0] + 1


_TEL_URI = re.compile(r"tel:(\+?[0-9][0-9 ().-]{5,22}[0-9])")


def _tel_uris(doc: Doc, out: list[Span]) -> None:
    """``tel:+4930123456`` links: the ':' before the number keeps ``_PHONE_CAND`` (which
    must not start inside times such as 10:30) from seeing them."""
    low = doc.low
    i = low.find("tel:")
    while i >= 0:
        m = _TEL_URI.match(low, i) if i == 0 or not low[i - 1].isalnum() else None
        if m is not None and _is_phone(m.group(1), "phone", False):
            out.append(Span(m.start(1), m.end(1), PHONE, P_PHONE))
        i = low.find("tel:", i + 4)


def _ips(doc: Doc, out: list[Span]) -> None:
    text = doc.text
    if _IPV4_HINT.search(text):
        for m in _IPV4_RE.finditer(text):
            ip = m.group()
            if not all(_OCTET.fullmatch(o) for o in ip.split(".")):
                continue
            if ip in _KEEP_IPS or ip.startswith("255."):
                continue
            if ip.endswith(".0") and text.startswith("/", m.end()):
                continue  # "10.13.13.0/24": a network, no one's address
            before = doc.low[max(0, m.start() - 24) : m.start()]
            if _VERSION_CTX.search(before):
                continue
            octets = ip.split(".")
            if all(len(o) == 1 for o in octets[:3]) and not _IP_CTX.search(
                doc.low, max(0, m.start() - 40), m.start()
            ):
                continue  # 1.2.3.45 is a version far more often than an address
            out.append(Span(m.start(), m.end(), IP_ADDRESS, P_IP))
    # An IPv6 address has "::" or all eight groups (seven colons): clock times and
    # "key: value" lines never reach the costlier scan.
    if "::" in text or (text.count(":") >= 7 and _IPV6_FULL.search(text)):
        for m in _IPV6_RE.finditer(text):
            cand = m.group().rstrip(".")
            if cand.count(":") < 2 or cand in _KEEP_IPS or len(cand) < 6:
                continue
            if not any(c.isdigit() for c in cand):
                continue
            try:
                ipaddress.ip_address(cand.split("%", 1)[0])
            except ValueError:
                continue
            out.append(Span(m.start(), m.start() + len(cand), IP_ADDRESS, P_IP))


def detect(doc: Doc) -> list[Span]:
    """E-mail, phone and IP spans."""
    text = doc.text
    out: list[Span] = []
    if "@" in text:
        _emails(text, out)
    if doc.digit:  # phones and IPs all hold digits
        _phones(doc, out)
        if "tel:" in doc.low:
            _tel_uris(doc, out)
        _ips(doc, out)
    return out


def _warm_up() -> None:
    """Compile ``phonenumbers``' per-region patterns once at import, not on the first
    number that needs them (keeps the first masked texts as fast as the rest)."""
    for number in ("020 7946 0958", "030 901820", "01 23 45 67 89", "02 9374 4000"):
        _valid_any(number)
    _valid_any("+49 30 901820")


_warm_up()
