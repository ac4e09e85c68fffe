"""Secrets whose key and value stand apart: the structure, not the phrase, names them.

- name/value siblings: a Kubernetes env entry (``- name: POSTGRES_PASSWORD`` then
  ``value: "..."``), a HAR header (``{"name": "Authorization", "value": "..."}``) or a
  Terraform ``variable "admin_password" { default = "..." }``: the name is classified with
  the key-name rules and the rule is applied to the sibling value;
- SQL ``IDENTIFIED BY '...'`` (MySQL, Oracle), with or without ``WITH <plugin>``;
- a bare ``key`` parameter in a query string or URL fragment (``#key=...``, ``?key=...``):
  there it is an API key (Google, Mailgun, Hugging Face inference links);
- session cookies by their frameworks' names (``connect.sid=...``) wherever they stand, and
  the private keys in a Hardhat/Truffle ``accounts: ['0x...']`` list;
- ``printf 'machine h login u password %s\\n' VALUE``: the argument a named slot takes;
- a Twilio account SID followed by its auth token (``Client("AC...", "<32 hex>")``,
  ``AC...:<32 hex>``): the SID itself is an identifier, the token after it is not.
"""

from __future__ import annotations

import re

from memory_core.pii.credshape import strong_ok
from memory_core.pii.keep import entropy, is_trivial
from memory_core.pii.placeholders import PASSWORD, PRIVATE_KEY, SECRET, SECRET_TYPES
from memory_core.pii.secretvalue import _STOP, _secret_shaped
from memory_core.pii.spans import P_KV, Doc, Span
from memory_core.pii.structured import classify_key

# A name entry: ``name: X``, ``"name": "X"``, ``key = "X"``, ``variable "X"``. Matched on the
# lower-cased text; the name itself is read back from the original (camelCase matters).
_NAME_RE = re.compile(
    r"(?<![\w-])(?:name|key|header|variable|param(?:eter)?)(?![\w-])"
    r"(?:[\"']?[ \t]*[:=][ \t]*|[ \t]+)[\"']?(?P<k>[a-z_][\w.-]{1,80})[\"']?"
)
# Its sibling value, before the next name entry (``valueFrom:`` is a reference, no match).
_VALUE_RE = re.compile(
    r"(?<![\w-])(?:value|default)[\"']?[ \t]*[:=][ \t]*"
    r"(?:\"(?P<a>[^\"\n]{1,500})\"|'(?P<b>[^'\n]{1,500})'|(?P<c>[^\s\"',{}\[\]][^\s\"',}\]]*))"
)
_WINDOW = 240
# An expression, not a literal: "var.admin_password", "random_password.db.result".
_REFERENCE = re.compile(r"[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+")
_SCHEME = re.compile(r"(?:bearer|basic|token|digest|bot|apikey)[ \t]+", re.I)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_PARTS = re.compile(r"[^a-z0-9]+")
# Short password words that only count as the last part of a name ("DB_PASS", "adminPw").
_PASS_TAIL = frozenset({"pass", "pw", "pwd", "passwd", "password", "passwort", "kennwort"})


def key_kind(name: str) -> str | None:
    """The secret type a variable or header name implies (``POSTGRES_PASSWORD``,
    ``db_pass``, ``X-Api-Key``), or None."""
    kind = classify_key(name)
    if kind in SECRET_TYPES:
        return kind
    parts = [p for p in _PARTS.split(_CAMEL.sub("_", name).lower()) if p]
    if parts and parts[-1] in _PASS_TAIL:
        return PASSWORD
    return None


def _value_ok(kind: str, v: str) -> bool:
    if not v or is_trivial(v) or v.lower() in _STOP:
        return False
    if kind == PASSWORD:
        return len(v) >= 4
    return len(v) >= 6 and _secret_shaped(v)


def _pairs(text: str, low: str, out: list[Span]) -> None:
    names = list(_NAME_RE.finditer(low))
    for i, m in enumerate(names):
        kind = key_kind(text[m.start("k") : m.end("k")])
        if kind is None:
            continue
        stop = min(m.end() + _WINDOW, names[i + 1].start() if i + 1 < len(names) else len(low))
        for end in ("}", "\n\n"):  # the block or paragraph the name opens
            j = low.find(end, m.end(), stop)
            if j >= 0:
                stop = j
        v = _VALUE_RE.search(low, m.end(), stop)
        if v is None:
            continue
        g = v.lastgroup or "c"
        s, e = v.span(g)
        val = text[s:e]
        sm = _SCHEME.match(val)
        if sm is not None and kind != PASSWORD:
            s += sm.end()
            val = val[sm.end() :]
        stripped = val.strip().rstrip(";")
        if g == "c" and (_REFERENCE.fullmatch(stripped) or not strong_ok(stripped)):
            continue  # a bare value must look like one: "var.db_password" is a reference
        if _value_ok(kind, stripped):
            s += val.index(stripped[0])
            out.append(Span(s, s + len(stripped), kind, P_KV))


# Session cookies by their frameworks' published names, also outside a Cookie header
# ("my browser has connect.sid=..."): the value is a live login.
_SESSION_COOKIE_RE = re.compile(
    r"(?<![\w.-])(?:connect\.sid|express\.sid|sails\.sid|phpsessid|jsessionid|asp\.net_sessionid"
    r"|laravel_session|ci_session|_session_id|_gh_sess|remember_(?:user_)?token|rack\.session"
    r"|koa\.sess|(?:__secure-)?next-auth\.session-token|wordpress_logged_in_[0-9a-f]{32})"
    r"=(?P<v>[^\s;&\"'<>,]{16,4000})"
)
# A Hardhat / Truffle network's ``accounts: ['0x...']`` list holds private keys.
_ACCOUNTS_RE = re.compile(r"accounts[\"']?[ \t]*[:=][ \t]*\[(?P<list>[^\]\n]{66,2000})\]")
_HEX_KEY_RE = re.compile(r"(?<![0-9a-fA-F])(?:0x)?(?P<k>[0-9a-fA-F]{64})(?![0-9a-fA-F])")
_SQL_RE = re.compile(
    r"identified(?:[ \t]+with[ \t]+[\w'\"]+)?[ \t]+by(?:[ \t]+password)?[ \t]+"
    r"(?:'(?P<a>[^'\n]{1,200})'|\"(?P<b>[^\"\n]{1,200})\"|(?P<c>[^\s;'\"]{4,200}))"
)
_SQL_USER_RE = re.compile(r"(?:create|alter)[ \t]+(?:user|role|login)\b")
_QUERY_KEY_RE = re.compile(r"[?#&;]key=(?P<v>[^\s&#\"'<>;]{16,400})")
_TWILIO_RE = re.compile(
    r"(?<![A-Za-z0-9])AC[0-9a-f]{32}[\"']?[ \t]*[,:][ \t]*[\"']?(?P<v>[0-9a-f]{32})(?![0-9a-zA-Z])"
)


# ``printf 'FMT' ARG...``: a ``%s`` the format names as a password takes its argument.
_PRINTF_RE = re.compile(
    r"printf[ \t]+(?:-v[ \t]+\w+[ \t]+)?(?P<q>['\"])(?P<fmt>[^'\"\n]{1,300})(?P=q)"
    r"(?P<args>(?:[ \t]+(?:'[^'\n]*'|\"[^\"\n]*\"|[^\s'\"|;&>]+)){1,8})"
)
_PRINTF_ARG = re.compile(r"'(?P<a>[^'\n]*)'|\"(?P<b>[^\"\n]*)\"|(?P<c>[^\s'\"|;&>]+)")
_FMT_CUE = re.compile(r"(?:pass(?:word|wd)?|pwd|token|secret|api[_-]?key)[\"']?[ \t]*[:= ]?[ \t]*$")


def _printf(text: str, low: str, out: list[Span]) -> None:
    for m in _PRINTF_RE.finditer(low):
        fmt = m.group("fmt")
        slots = [i for i in range(len(fmt) - 1) if fmt[i] == "%" and fmt[i + 1] in "sd"]
        args = list(_PRINTF_ARG.finditer(text, m.start("args"), m.end("args")))
        for n, i in enumerate(slots[: len(args)]):
            if _FMT_CUE.search(fmt, 0, i) is None:
                continue
            a = args[n]
            g = a.lastgroup or "c"
            v = a.group(g)
            if v and not is_trivial(v) and len(v) >= 4:
                out.append(Span(a.start(g), a.end(g), PASSWORD, P_KV + 1))


def detect(doc: Doc) -> list[Span]:
    """Secret spans named by a sibling key, a SQL clause, a query key or a Twilio SID."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if ("value" in low or "default" in low) and (
        "name" in low or "key" in low or "variable" in low or "header" in low or "param" in low
    ):
        _pairs(text, low, out)
    if "identified" in low:
        for m in _SQL_RE.finditer(low):
            g = m.lastgroup or "c"
            v = text[m.start(g) : m.end(g)]
            if is_trivial(v):
                continue
            if g == "c" and not (
                strong_ok(v)
                and _SQL_USER_RE.search(low, max(0, m.start() - 120), m.start()) is not None
            ):
                continue  # "identified by QA9-team": prose, unless a user statement opens it
            out.append(Span(m.start(g), m.end(g), PASSWORD, P_KV))
    if "key=" in low:
        for m in _QUERY_KEY_RE.finditer(text):
            v = m.group("v")
            if "/" in v or "." in v or "%2f" in v.lower():
                continue  # an object key or file name ("key=uploads/2024/a.png")
            if not is_trivial(v) and _secret_shaped(v) and entropy(v) >= 3.5:
                out.append(Span(m.start("v"), m.end("v"), SECRET, P_KV))
    if "sid=" in low or "sess" in low or "remember_" in low:
        for m in _SESSION_COOKIE_RE.finditer(low):
            v = text[m.start("v") : m.end("v")]
            if not is_trivial(v) and _secret_shaped(v):
                out.append(Span(m.start("v"), m.end("v"), SECRET, P_KV))
    if "accounts" in low:
        for m in _ACCOUNTS_RE.finditer(low):
            base = m.start("list")
            for k in _HEX_KEY_RE.finditer(m.group("list")):
                out.append(Span(base + k.start("k"), base + k.end("k"), PRIVATE_KEY, P_KV))
    if "printf" in low and "%" in low:
        _printf(text, low, out)
    if "AC" in text:
        for m in _TWILIO_RE.finditer(text):
            out.append(Span(m.start("v"), m.end("v"), SECRET, P_KV))
    return out
