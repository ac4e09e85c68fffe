"""Structured data (tool-call arguments/results as JSON): mask by key name and by content.

Keys are kept and the shape never changes (a masked number becomes a placeholder string);
strings that themselves hold JSON are parsed, masked and re-serialised.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Protocol

from memory_core.pii.keep import is_trivial, words
from memory_core.pii.nameruns import STOP
from memory_core.pii.placeholders import (
    ADDRESS,
    API_KEY,
    CREDIT_CARD,
    DATE_OF_BIRTH,
    EMAIL,
    IBAN,
    IP_ADDRESS,
    PASSWORD,
    PERSON,
    PHONE,
    PRIVATE_KEY,
    SECRET,
    SECRET_TYPES,
    SSN,
)
from memory_core.pii.spans import P_STRUCT, Doc, Span, line_matches

_NON_ALNUM = re.compile(r"[^a-z0-9]")
_SCHEME = re.compile(
    r"^(Bearer|Basic|Token|Digest|Bot|JWT|OAuth|SSWS|ApiKey|Key)[ \t]+(?=\S)", re.I
)
_PERSONISH = re.compile(r"^[^\W\d_][^\W\d_'’.-]*(?:[ \t]+[^\W\d_][^\W\d_'’.-]*){1,3}$")
MAX_DEPTH = 64

_EXACT: dict[str, str] = {
    "pass": PASSWORD, "pin": PASSWORD, "pincode": PASSWORD, "otp": PASSWORD,
    "totp": PASSWORD, "mfacode": PASSWORD, "pw": PASSWORD,
    "sshkey": PRIVATE_KEY, "pem": PRIVATE_KEY,
    "sig": SECRET, "sessid": SECRET, "jwt": SECRET, "auth": SECRET, "bearer": SECRET,
    "email": EMAIL, "mail": EMAIL, "emailaddress": EMAIL,
    "ssn": SSN, "socialsecuritynumber": SSN, "socialsecurityno": SSN,
    "dob": DATE_OF_BIRTH, "dateofbirth": DATE_OF_BIRTH, "birthdate": DATE_OF_BIRTH,
    "birthday": DATE_OF_BIRTH, "birthdt": DATE_OF_BIRTH,
    "cardnumber": CREDIT_CARD, "creditcard": CREDIT_CARD, "creditcardnumber": CREDIT_CARD,
    "ccnumber": CREDIT_CARD, "pan": CREDIT_CARD, "cardno": CREDIT_CARD, "ccnum": CREDIT_CARD,
    "address": ADDRESS, "streetaddress": ADDRESS, "street": ADDRESS, "addressline1": ADDRESS,
    "addressline2": ADDRESS, "address1": ADDRESS, "address2": ADDRESS, "line1": ADDRESS,
    "line2": ADDRESS, "homeaddress": ADDRESS, "mailingaddress": ADDRESS,
    "billingaddress": ADDRESS, "shippingaddress": ADDRESS, "postaladdress": ADDRESS,
    "fullname": PERSON, "firstname": PERSON, "lastname": PERSON, "givenname": PERSON,
    "familyname": PERSON, "surname": PERSON, "middlename": PERSON, "customername": PERSON,
    "contactname": PERSON, "patientname": PERSON, "employeename": PERSON,
    "cardholder": PERSON, "cardholdername": PERSON, "accountholder": PERSON,
    "ip": IP_ADDRESS, "ipaddress": IP_ADDRESS, "clientip": IP_ADDRESS, "remoteip": IP_ADDRESS,
    "remoteaddr": IP_ADDRESS, "sourceip": IP_ADDRESS, "srcip": IP_ADDRESS, "userip": IP_ADDRESS,
    "xforwardedfor": IP_ADDRESS, "xrealip": IP_ADDRESS,
    "iban": IBAN,
}  # fmt: skip
_SUFFIX: tuple[tuple[tuple[str, ...], str], ...] = (
    (("password", "passwd", "passphrase", "passcode", "pwd", "pw"), PASSWORD),
    (("privatekey",), PRIVATE_KEY),
    (
        (
            "apikey",
            "accesskey",
            "accesskeyid",
            "subscriptionkey",
            "licensekey",
            "consumerkey",
            "appkey",
        ),
        API_KEY,
    ),
    (
        (
            "secret",
            "token",
            "authorization",
            "cookie",
            "cookies",
            "sessionid",
            "sessionkey",
            "credential",
            "credentials",
            "signingkey",
            "encryptionkey",
            "masterkey",
            "secretkey",
            "accountkey",
            "sharedaccesskey",
            "sharedaccesssignature",
            "sastoken",
            "authheader",
            "webhookurl",
            "connectionstring",
        ),
        SECRET,
    ),
    (("email", "emailaddress"), EMAIL),
    (
        (
            "phone",
            "phonenumber",
            "mobile",
            "telephone",
            "cellphone",
            "fax",
            "msisdn",
            "mobilenumber",
            "phoneno",
        ),
        PHONE,
    ),
    (("ssn",), SSN),
    (("dateofbirth", "birthdate", "dob"), DATE_OF_BIRTH),
    (("iban",), IBAN),
    (("cardnumber", "creditcardnumber"), CREDIT_CARD),
    (("streetaddress", "homeaddress", "billingaddress", "shippingaddress"), ADDRESS),
    (("fullname", "firstname", "lastname"), PERSON),
)
# Kinds whose key alone justifies masking any non-trivial value.
_FORCE = SECRET_TYPES | {EMAIL, PHONE, SSN, DATE_OF_BIRTH, IBAN, CREDIT_CARD, ADDRESS}
# Keys whose value is masked by content (URLs/DSNs keep host and database).
_CONTENT_ONLY = frozenset({"connectionstring", "webhookurl", "dsn", "databaseurl", "url"})


@functools.lru_cache(maxsize=4096)
def classify_key(key: str) -> str | None:
    """Placeholder type implied by a key name (case and separator insensitive)."""
    return _classify_norm(_NON_ALNUM.sub("", key.lower()))


def _classify_norm(k: str) -> str | None:
    """``classify_key`` for a key already lower-cased and stripped to letters/digits."""
    if not k:
        return None
    hit = _EXACT.get(k)
    if hit is not None:
        return hit
    for suffixes, kind in _SUFFIX:
        if k.endswith(suffixes):
            return kind
    return None


def looks_like_person(value: str) -> bool:
    """Two to four capitalised words, none of them a common non-name word."""
    v = value.strip()
    if not _PERSONISH.match(v):
        return False
    words = v.split()
    return all(w[0].isupper() and w.lower().strip(".") not in STOP for w in words)


class _Ops(Protocol):
    def mask(self, text: str) -> str: ...

    def whole(self, kind: str, value: str) -> str: ...

    def content_kind(self, value: str) -> str | None: ...


def _mask_scalar_by_key(ops: _Ops, kind: str, key_norm: str, value: str) -> str:
    v = value.strip()
    if is_trivial(v):
        return value
    if key_norm in _CONTENT_ONLY or (kind == SECRET and "://" in v and "@" not in v):
        return ops.mask(value)
    if kind in SECRET_TYPES:
        m = _SCHEME.match(v)
        if m:
            return m.group() + ops.whole(ops.content_kind(v[m.end() :]) or kind, v[m.end() :])
        return ops.whole(ops.content_kind(v) or kind, v)
    if kind == IP_ADDRESS:
        return ops.mask(value)
    if kind == PERSON and not looks_like_person(v) and len(v.split()) > 1:
        return ops.mask(value)
    if kind in _FORCE or kind == PERSON:
        return ops.whole(kind, v)
    return ops.mask(value)


def _mask_string(ops: _Ops, value: str, depth: int) -> str:
    s = value.strip()
    if len(s) >= 2 and s[0] in "{[" and s[-1] in "}]":
        try:
            parsed = json.loads(s)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict | list):
            masked = walk(ops, parsed, None, "", depth + 1)
            compact = ", " not in s and ": " not in s
            seps = (",", ":") if compact else (", ", ": ")
            return json.dumps(masked, ensure_ascii=False, separators=seps)
    return ops.mask(value)


_FLAG = re.compile(r"--?(?P<k>[A-Za-z][\w-]{1,40})")


def _flag_kind(arg: str) -> str | None:
    """The secret type a command-line flag such as ``--token`` or ``-password`` names."""
    m = _FLAG.fullmatch(arg)
    if m is None:
        return None
    kind = classify_key(m.group("k"))
    return kind if kind in SECRET_TYPES else None


def walk(ops: _Ops, value: object, kind: str | None, key_norm: str, depth: int = 0) -> object:
    """Recursively mask ``value``; ``kind`` is the type implied by the enclosing key."""
    if depth > MAX_DEPTH:
        return (
            ops.mask(json.dumps(value, default=str))
            if kind is None
            else ops.whole(kind or SECRET, str(value))
        )
    if isinstance(value, dict):
        out: dict[object, object] = {}
        pair_kind: str | None = None
        for name_key in ("name", "key", "header", "Name", "Key"):
            nk = value.get(name_key)
            if isinstance(nk, str) and ("value" in value or "Value" in value):
                pair_kind = classify_key(nk)
                break
        for k, v in value.items():
            sk = str(k)
            child = classify_key(sk)
            if pair_kind is not None and sk in ("value", "Value"):
                child = pair_kind
            if child is None:
                child = kind
            if sk in ("name", "Name") and child is None and isinstance(v, str):
                out[k] = (
                    ops.whole(PERSON, v) if looks_like_person(v) else _mask_string(ops, v, depth)
                )
                continue
            out[k] = walk(ops, v, child, _NON_ALNUM.sub("", sk.lower()), depth + 1)
        return out
    if isinstance(value, list | tuple):
        items: list[object] = []
        flag_kind: str | None = None
        for v in value:
            if flag_kind is not None and isinstance(v, str) and not v.startswith("-"):
                # ["--token", "<value>"]: an argv list gives the value its own element.
                items.append(_mask_scalar_by_key(ops, flag_kind, "", v))
                flag_kind = None
                continue
            items.append(walk(ops, v, kind, key_norm, depth + 1))
            flag_kind = _flag_kind(v) if isinstance(v, str) else None
        return items
    if isinstance(value, str):
        if kind is not None:
            return _mask_scalar_by_key(ops, kind, key_norm, value)
        return _mask_string(ops, value, depth)
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int | float):
        if kind is not None and kind not in (IP_ADDRESS, PERSON, ADDRESS):
            return ops.whole(kind, str(value))
        return value
    return ops.mask(str(value))


# --- key-aware masking inside plain text (JSON, Python reprs, YAML, key=value lines) ----
# Starts at the opening quote (a character class lets ``re`` skip to quotes in C); an
# escaping backslash before it is outside the match, which only the groups are read from.
_TEXT_KV = re.compile(
    r"(?P<q>[\"'])(?P<k>[A-Za-z_][\w .-]{0,50})\\?(?P=q)[ \t]*:[ \t]*\\?(?P=q)"
    r"(?P<v>(?:[^\"'\\\n]|\\[^\"'\n]|(?!(?P=q))[\"']){1,300}?)\\?(?P=q)"
)
_LINE_KV = re.compile(
    r"(?m)^[ \t>-]*(?P<k>[A-Za-z_][\w.-]{0,50})[ \t]*[:=][ \t]*(?P<v>[^\n\"'#]{1,200}?)[ \t]*$"
)
_PII_TEXT_KINDS = frozenset({EMAIL, PHONE, SSN, DATE_OF_BIRTH, IBAN, CREDIT_CARD, ADDRESS, PERSON})
_TEXT_KEY_WORDS = words(
    "name fullname firstname lastname surname givenname familyname email mail phone "
    "mobile telephone tel fax ssn dob birthdate birthday birth address street line iban "
    "card cardnumber pan holder cardholder customer contact patient"
)


_ADDRESS_PARENT = re.compile(r"(?i:ship|address|billing|deliver|adres|anschrift|envio|envío)")


def text_spans(doc: Doc) -> list[Span]:
    """Values of PII-named keys written as text (``"full_name": "Ann Lee"``, ``dob: ...``).

    Secret-named keys are handled by the secrets family; this adds the personal ones.
    """
    text = doc.text
    # Both patterns need a key word, and a ':' or '=' after the key.
    if doc.words.isdisjoint(_TEXT_KEY_WORDS) or (":" not in text and "=" not in text):
        return []
    out: list[Span] = []
    for rx in (_TEXT_KV, _LINE_KV):
        if rx is _TEXT_KV and '"' not in text and "'" not in text:
            continue
        for m in rx.finditer(text) if rx is _TEXT_KV else line_matches(rx, text):
            knorm = _NON_ALNUM.sub("", m.group("k").lower())
            kind = _classify_norm(knorm)
            if kind not in _PII_TEXT_KINDS and not (kind is None and knorm in ("name", "line")):
                continue  # most keys name no personal data: skip before any value checks
            raw = m.group("v")
            v = raw.strip()
            if not v or is_trivial(v) or v.lower() in ("null", "none", "true", "false"):
                continue
            if (
                kind is None
                and knorm == "line"
                and _ADDRESS_PARENT.search(text, max(0, m.start() - 40), m.start())
            ):
                kind = ADDRESS  # {"shipping": {"line": "ul. Piotrkowska 66/37, ..."}}
            if kind is None and looks_like_person(v):
                kind = PERSON
            if kind not in _PII_TEXT_KINDS:
                continue
            if kind == PERSON and not (looks_like_person(v) or _is_single_name(v)):
                continue
            s = m.start("v") + raw.index(v[0])
            out.append(Span(s, s + len(v), kind, P_STRUCT))
    return out


def _is_single_name(v: str) -> bool:
    return v.isalpha() and v[0].isupper() and v.lower() not in STOP
