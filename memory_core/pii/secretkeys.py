"""Secrets named by their key: ``key=value`` pairs (env, YAML, JSON-in-text, headers,
query strings, DSNs), pairs without an operator (netrc, XML, ``set k v``), cookies and
CLI flags.
"""

from __future__ import annotations

import re

from memory_core.pii.credshape import strong_ok
from memory_core.pii.keep import entropy, is_trivial, placeholder_token
from memory_core.pii.placeholders import PASSWORD, SECRET
from memory_core.pii.secretvalue import (
    _DIGIT,
    _PIN,
    _STOP,
    _clean_bare,
    _is_pathlike,
    _kind_for_keyword,
    _secret_shaped,
    annotation_at,
)
from memory_core.pii.spans import (
    P_KV,
    Span,
)

# --- key = value (env, YAML, JSON-in-text, headers, query strings, DSNs) ---------------
# Secret key names, factored by first letter (re tries alternatives one by one, so a
# trie-shaped pattern is about twice as fast as a flat list).
_KT = r"[_.-]?(?:key|secret|token)"
_KW = (
    r"p(?:ass(?:word|wd|phrase|code)?|wd|w|in|sk|at|rivate[_.-]?key)"
    r"|s(?:ecret(?:[_.-]?key)?|ession[_.-]?(?:id|key|token)|essid|ig(?:nature|ning(?:"
    + _KT
    + r")?)?"
    r"|as|hared[_.-]?access[_.-]?(?:key|signature)|ubscription" + _KT + "|ervice" + _KT + ")"
    r"|t(?:oken|otp)"
    r"|a(?:pi[_.-]?key|pikey|ccess[_.-]?key(?:[_.-]?id)?|uth(?:ori[sz]ation|[_.-]?token)?"
    r"|ccount[_.-]?key|pp" + _KT + ")"
    r"|c(?:lient[_.-]?secret|redentials?|onsumer" + _KT + ")"
    r"|otp|encryption"
    + _KT
    + "|m(?:aster"
    + _KT
    + r"|fa[_.-]?code)|license"
    + _KT
    + "|webhook"
    + _KT
)
# Short keywords that must start the key or follow a separator/camel-case boundary.
_BOUNDED_KW = frozenset(
    {"pass", "pw", "pin", "otp", "totp", "sig", "auth", "sas", "pwd", "psk", "pat"}
)
_KV_RE = re.compile(
    # "SECRET_KEY_BASE=", "api_key_b64:": an encoding suffix still names the secret
    r"(?P<kw>" + _KW + r")(?:[_.-](?:base|b64|base64|hex))?(?![a-z0-9])"
    r"\\?[\"'`]?[ \t]*(?P<op>:=|=>|->|==?|:)[ \t]*"
    r"(?:(?P<scheme>bearer|basic|token|digest|bot|jwt|oauth|sswss?|negotiate|apikey|api-key"
    r"|key)[ \t]+)?"
    r"(?:\\\"(?P<v1>(?:[^\"\\\n]|\\[^\"\n]){1,2000}?)\\\"|\"(?P<v2>[^\"\n]{1,2000})\""
    r"|'(?P<v3>[^'\n]{1,2000})'|`(?P<v4>[^`\n]{1,2000})`|(?P<v5>[^\s\"'`]{1,2000}))"
)
_KEY_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"

_COOKIE_RE = re.compile(
    r"(?m)cookie[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[^\n\"']+)"
    r"|(?:-b|--cookie)[ \t]+[\"'](?P<c>[^\"'\n]+)"
)
_COOKIE_ATTRS = frozenset(
    {
        "path",
        "domain",
        "expires",
        "max-age",
        "samesite",
        "secure",
        "httponly",
        "priority",
        "partitioned",
        "version",
        "comment",
    }
)

# Starts with a literal '-' (the lookbehind checks the character before it) so that ``re``
# can skip to dashes instead of trying every offset. Only a long option may have a name
# before the keyword ("--db-password x"): in "mysql -pHunter2pass mydb" the "-p" value
# ends in "pass", and "mydb" is not a password.
_CLI_RE = re.compile(
    r"-(?<![\w-]-)(?P<flag>-?(?:(?<=--)[A-Za-z][\w-]{0,30}?)?(?:password|passwd|pass|pwd|token|api-?key|api_key"
    r"|secret|access-key|secret-key|client-secret|auth-token|credentials?))"
    # '--token X', '--token=X', and argv lists written out: '"--token", "X"'
    r"(?:=|[ \t]+|[\"'],[ \t]*(?=[\"'][^-\"']))(?P<val>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'`-][^\s\"'`]*)"
)
_VAL = r"(?:\"(?P<{0}q>[^\"\n]+)\"|'(?P<{0}s>[^'\n]+)'|(?P<{0}b>[^\s\"'`-][^\s\"'`]*))"
_CLI_P_RE = re.compile(
    r"\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p"
    + _VAL.format("a")
    + r"|\bsshpass\b[^\n|;&]*?[ \t]-p[ \t]*"
    + _VAL.format("b")
    + r"|\bredis-cli\b[^\n|;&]*?[ \t]-a[ \t]+"
    + _VAL.format("c")
    + r"|\b(?:sqlcmd|bcp|osql)\b[^\n|;&]*?[ \t]-P[ \t]*"
    + _VAL.format("d")
    + r"|[ \t]-u[ \t]*\S+[ \t]+-p[ \t]*"
    + _VAL.format("e")
    + r"|\b(?:curl|wget|http)\b[^\n|;&]*?[ \t](?:-[a-zA-Z]{0,3}u|--user|--http-user)[ \t=]+[\"']?"
    + r"[^\s:\"']+:(?P<fb>[^\s\"']+)"
)
# Tool-specific password arguments (values must also look like a credential,
# ``strong_ok``): a quoted ``-p'X'`` / ``-P "X"`` (7z, zip, openssl), ldap tools' ``-w X``,
# RDP clients' ``/p:X``, ``htpasswd -b file user X``, ``lftp -u user,X`` and an Oracle
# ``CONNECT user/X@db``.
_CLI_TOOL_RE = re.compile(
    r"[ \t]-[pP][ \t=]?(?:'(?P<gs>[^'\n]+)'|\"(?P<gq>[^\"\n]+)\")"
    r"|\bldap\w*\b[^\n|;&]*?[ \t]-w[ \t]+"
    + _VAL.format("h")
    + r"|(?<![\w/])/p:"
    + _VAL.format("i")
    + r"|\bhtpasswd\b[^\n|;&]*?[ \t]-[a-zA-Z]*b[a-zA-Z]*[ \t]+\S+[ \t]+\S+[ \t]+"
    + _VAL.format("j")
    + r"|[ \t]-u[ \t]+[^\s,'\"]+,"
    + _VAL.format("k")
    + r"|\b(?:CONNECT|connect|conn|CONN|sqlplus)[ \t]+[\w$#.]+/(?P<lb>[^\s@/\"']+)@"
)
_CLI_TOOL_STARTS = (
    " -p",
    "\t-p",
    " -P",
    "\t-P",
    "ldap",
    "/p:",
    "htpasswd",
    " -u",
    "\t-u",
    "CONNECT",
    "connect",
    "sqlplus",
)

# Every match of ``_CLI_P_RE`` starts with one of these (case-sensitive, like the pattern).
_CLI_P_STARTS = (
    "mysql",
    "mariadb",
    "sshpass",
    "redis-cli",
    "sqlcmd",
    "bcp",
    "osql",
    "curl",
    "wget",
    "http",
    " -u",
    "\t-u",
)
# Gate for ``_cli``: a ``_CLI_RE`` keyword (each holds one of the first words) or a
# ``_CLI_P_RE`` start.
_CLI_HINTS = (
    "pass",
    "pwd",
    "token",
    "key",
    "secret",
    "credential",
    *_CLI_P_STARTS,
)


_FILE_REF = re.compile(r"@[\w./~-]*\.[A-Za-z0-9]{1,6}")


def _not_a_value(pre: str, val: str, text: str, start: int) -> bool:
    """Keys and values that name a secret without holding one: the name of a secret
    object (Helm's ``existingSecret: pg-credentials``), a file the tool reads the value
    from (``db_password=@pw.txt``) and a redaction note (Terraform's ``(sensitive value)``)."""
    if pre.lower().rstrip("_.-").endswith("existing"):
        return True
    if val[0] == "@" and _FILE_REF.fullmatch(val) is not None:
        return True
    return val[0] == "(" and annotation_at(text, start)


def _kv(text: str, low: str, out: list[Span]) -> None:
    for m in _KV_RE.finditer(low):
        ks = m.start("kw")
        before = text[max(0, ks - 60) : ks]  # the whole key name: up to 60 key characters
        p = ks - len(before) + len(before.rstrip(_KEY_CHARS))
        pre = text[p:ks]
        kw = text[ks : m.end("kw")]
        if (
            kw.lower() in _BOUNDED_KW
            and pre
            and pre[-1].isalnum()
            and not (kw[0].isupper() and pre[-1].islower())
        ):
            continue  # "bypass=", "mapping:" are not password keys; "dbPass=" is
        grp = m.lastgroup or "v5"  # the value group is always the last one to close
        start = m.start(grp)
        val = text[start : m.end(grp)]
        kind = _kind_for_keyword(kw)
        if grp == "v5":
            # In a query string a value ends at '&' or '#', but a password may hold them
            # ("password=Xk9#mP2v"): it ends only where the next "key=" pair starts.
            query = p > 0 and text[p - 1] in "?&" and kind != PASSWORD
            val = _clean_bare(val, query=query)
        stripped = val.strip()
        if not stripped or is_trivial(stripped) or _not_a_value(pre, stripped, text, start):
            continue
        start += val.index(stripped[0])
        lowkw = kw.lower()
        if kind == PASSWORD:
            if lowkw in ("pin", "otp", "totp") and not _PIN.fullmatch(stripped):
                continue
            if lowkw == "pwd" and _is_pathlike(stripped):
                continue
            if stripped.lower() in _STOP:
                continue
        elif m.group("scheme") is None and not (len(stripped) >= 6 and _secret_shaped(stripped)):
            continue
        elif placeholder_token(stripped):
            continue  # api_key = "sk-proj-XXXXXXXX": a documentation slot
        out.append(Span(start, start + len(stripped), kind, P_KV))


# Key and value without an operator between them: netrc ("machine h login u password p"),
# XML elements ("<password>p</password>", .NET '<add key="ApiKey" value="v"/>') and
# "set <key> <value>" commands ("aws configure set aws_secret_access_key v").
# Each pattern starts with a literal (the word boundary is a lookbehind after it), so that
# ``re`` jumps between occurrences instead of trying every offset.
_NETRC_RE = re.compile(r"login(?<![\w]login)[ \t]+\S+[ \t]+(?P<kw>password)[ \t]+(?P<v>[^\s\"'`]+)")
_XML_RE = re.compile(r"<(?P<kw>[a-z0-9_:.-]*?(?:" + _KW + r"))>(?P<v>[^<\n]{1,2000})</")
_KEY_VALUE_ATTR_RE = re.compile(
    r"key=(?<![\w]key=)[\"'](?P<kw>[^\"'\n]*?(?:" + _KW + r"))[\"'][ \t]+"
    r"value=[\"'](?P<v>[^\"'\n]{1,2000})[\"']"
)
_AUTH_TUPLE_RE = re.compile(  # requests' auth=("user", "password")
    r"auth(?<![\w]auth)[ \t]*=[ \t]*[(\[][ \t]*([\"'])[^\"'\n]*\1[ \t]*,[ \t]*([\"'])"
    r"(?P<v>[^\"'\n]+)\2"
)
_SET_RE = re.compile(
    r"set(?<![\w]set)[ \t]+(?P<kw>[a-z0-9_./:-]*?(?:" + _KW + r"))(?![a-z0-9])[ \t]+"
    r"(?P<v>[^\s\"'`]+)"
)


# ``.pgpass`` lines: ``host:port:database:user:password`` (port digits or ``*``; a database
# that starts with a letter, so ``/etc/passwd``'s ``x:0:0:`` is not one).
_PGPASS_RE = re.compile(
    r"(?<![\w.:/*-])[\w.*-]+:(?:\d{1,5}|\*):(?:\*|[A-Za-z_][\w.-]*):[\w.@*-]+:"
    r"(?P<v>[^\s\"'`:/][^\s\"'`]*)"
)
# An OAuth authorization code or CAS ticket in a query string: single-use, but a live
# credential until it is exchanged.
_QUERY_CODE_RE = re.compile(r"[?&](?:code|auth_code|authorization_code|ticket)=(?P<v>[^\s&#\"'`]+)")


def _pgpass_and_codes(text: str, low: str, out: list[Span]) -> None:
    """``.pgpass`` passwords and authorization codes in URLs."""
    if ":*:" in text or "pgpass" in low or _PGPASS_HINT.search(text) is not None:
        for m in _PGPASS_RE.finditer(text):
            v = m.group("v")
            if not is_trivial(v) and v.lower() not in _STOP:
                out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "code=" in low or "ticket=" in low:
        for m in _QUERY_CODE_RE.finditer(text):
            v = m.group("v")
            mixed = v.lower() != v and v.upper() != v and _DIGIT.search(v) is not None
            if len(v) >= 16 and (mixed or (len(v) >= 24 and entropy(v) >= 4.0)):
                out.append(Span(m.start("v"), m.end("v"), SECRET, P_KV))


_PGPASS_HINT = re.compile(r":\d{1,5}:[A-Za-z_*]")


def _no_operator_pairs(text: str, low: str, out: list[Span]) -> None:
    """Secrets whose key and value are not joined by ``:`` or ``=``."""
    found: list[re.Match[str]] = []
    if "login" in low and "password" in low:
        found += _NETRC_RE.finditer(low)
    if "</" in low:
        found += _XML_RE.finditer(low)
    if "value=" in low:
        found += _KEY_VALUE_ATTR_RE.finditer(low)
    if "set " in low or "set\t" in low:
        found += _SET_RE.finditer(low)
    if "auth" in low and "," in low:
        found += _AUTH_TUPLE_RE.finditer(low)
    for m in found:
        kw = "password" if m.re is _AUTH_TUPLE_RE else m.group("kw")
        s, e = m.span("v")
        val = text[s:e].strip()
        if not val or is_trivial(val) or val.lower() in _STOP:
            continue
        if m.re is _SET_RE and not _secret_shaped(val):
            continue  # "we set token limits to 4096": prose, not a command
        s += text[s:e].index(val[0])
        out.append(Span(s, s + len(val), _kind_for_keyword(kw.rsplit(":", 1)[-1]), P_KV))


def _cookies(text: str, low: str, out: list[Span]) -> None:
    for m in _COOKIE_RE.finditer(low):
        grp = "v" if m.group("v") is not None else "c"
        base = m.start(grp)
        raw = text[base : m.end(grp)]
        pos = 0
        is_set = m.group("v") is not None and low[max(0, m.start() - 4) : m.start()] == "set-"
        for i, part in enumerate(raw.split(";")):
            if "=" in part:
                name, _, value = part.partition("=")
                name_l = name.strip().lower()
                v = value.strip()
                if (
                    v
                    and name_l not in _COOKIE_ATTRS
                    and not (is_set and i > 0)
                    and not is_trivial(v)
                ):
                    vs = base + pos + len(name) + 1 + value.index(v[0])
                    out.append(Span(vs, vs + len(v), SECRET, P_KV))
            pos += len(part) + 1


# A value piped into a command that reads a credential from stdin.
_STDIN_RE = re.compile(
    r"(?<![\w-])(?:echo|printf)[ \t]+(?:-[ne][ \t]+)?(?:\"(?P<q>[^\"\n]+)\"|'(?P<s>[^'\n]+)'"
    r"|(?P<b>[^\s\"'`|;&]+))[ \t]*\|[^\n|]*?(?:--password-stdin|--passwd-stdin|--token-stdin"
    r"|passwd[ \t]+--stdin|chpasswd)"
)


def _stdin(text: str, out: list[Span]) -> None:
    for m in _STDIN_RE.finditer(text):
        g = m.lastgroup or "b"
        v = m.group(g)
        if v is None or v.startswith("$") or is_trivial(v):
            continue  # "echo $REGISTRY_TOKEN | docker login ...": a reference, kept
        s = m.start(g)
        if m.group().endswith("chpasswd") and ":" in v:
            s += v.index(":") + 1  # "user:password"
        if s < m.end(g) and not is_trivial(text[s : m.end(g)]):
            out.append(Span(s, m.end(g), PASSWORD, P_KV))


def _cli(text: str, low: str, out: list[Span]) -> None:
    if "stdin" in low or "chpasswd" in low:
        _stdin(text, out)
    if "-" not in text:
        return
    for m in _CLI_RE.finditer(low):
        s = m.start("val")
        val = text[s : m.end("val")]
        if val[0] in "\"'":
            val, s = val[1:-1], s + 1
        flag = m.group("flag").lower().lstrip("-")
        kind = _kind_for_keyword(flag.rsplit("-", 1)[-1])
        if is_trivial(val) or (_is_pathlike(val) and kind != PASSWORD):
            continue
        if kind == PASSWORD and (val.lower() in _STOP or flag.startswith("no-")):
            continue
        out.append(Span(s, s + len(val), kind, P_KV))
    for m in _cli_p_matches(text):
        for g in (
            "aq",
            "as",
            "ab",
            "bq",
            "bs",
            "bb",
            "cq",
            "cs",
            "cb",
            "dq",
            "ds",
            "db",
            "eq",
            "es",
            "eb",
            "fb",
        ):
            v = m.group(g)
            if v is not None and not is_trivial(v):
                out.append(Span(m.start(g), m.end(g), PASSWORD, P_KV))


def cli_tools(text: str, out: list[Span]) -> None:
    """Values of ``_CLI_TOOL_RE`` (tried only where one of its starts occurs)."""
    for m in _cli_p_matches(text, _CLI_TOOL_RE, _CLI_TOOL_STARTS):
        g = m.lastgroup
        if g is not None and strong_ok(m.group(g)):
            out.append(Span(m.start(g), m.end(g), PASSWORD, P_KV))


def _cli_p_matches(
    text: str, rx: re.Pattern[str] = _CLI_P_RE, heads: tuple[str, ...] = _CLI_P_STARTS
) -> list[re.Match[str]]:
    """``_CLI_P_RE.finditer(text)``, tried only where one of its alternatives can start (the
    pattern has no literal prefix, so a plain scan tries all six branches at every offset)."""
    starts: list[int] = []
    for w in heads:
        i = text.find(w)
        while i >= 0:
            starts.append(i)
            i = text.find(w, i + 1)
    out: list[re.Match[str]] = []
    pos = 0
    for i in sorted(starts):
        if i < pos:
            continue
        m = rx.match(text, i)
        if m is not None:
            out.append(m)
            pos = m.end()
    return out
