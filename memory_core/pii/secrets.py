"""Credentials: vendor key formats, JWTs, PEM blocks, URL/DSN passwords, key=value forms,
headers, CLI flags, passwords in prose and high-entropy tokens near secret words.

Secrets are masked whole (a 6-character fragment is already a leak), while the
surrounding structure (``Bearer``, scheme, host, key names) is kept so text stays useful.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from memory_core.pii.keep import UUID_RE, char_classes, entropy, is_trivial, words
from memory_core.pii.placeholders import API_KEY, JWT, PASSWORD, PRIVATE_KEY, SECRET
from memory_core.pii.spans import (
    P_CONTEXT_SECRET,
    P_ENTROPY,
    P_KV,
    P_PEM,
    P_URL_CRED,
    P_VENDOR,
    Doc,
    Span,
)

# --- PEM private key blocks (whole block, also when END is missing or newlines escaped) ---
_PEM_BEGIN = re.compile(r"-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----")
_PEM_END = re.compile(r"-----END[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----")
_PEM_BODY = re.compile(r"(?:[A-Za-z0-9+/=:,.\- \t\r\n]|\\[nr])*")

# --- Published vendor formats: prefix + body, masked wherever they appear ---------------
_VENDOR_API = [
    r"sk-ant-[A-Za-z0-9_-]{20,}",
    r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}",
    r"sk-or-v1-[0-9a-f]{64}",  # OpenRouter
    r"pul-[0-9a-f]{40}(?![0-9a-f])",  # Pulumi
    r"sk-[A-Za-z0-9]{20,}",
    r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|APKA|AROA|ASCA)[A-Z0-9]{16}(?![A-Z0-9])",
    r"gh[pousr]_[A-Za-z0-9]{30,255}",
    r"github_pat_[A-Za-z0-9_]{22,255}",
    r"gl(?:pat|dt|rt|ptt|cbt|soat|ffct|imt|agent|oas|sa)-[A-Za-z0-9_-]{20,}",
    r"xox[abposre]-[A-Za-z0-9-]{10,}",
    r"xapp-\d-[A-Za-z0-9-]{20,}",
    r"(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}",
    r"AIza[0-9A-Za-z_-]{35}",
    r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}",
    r"npm_[A-Za-z0-9]{36}",
    r"pypi-[A-Za-z0-9_-]{40,}",
    r"hf_[A-Za-z0-9]{30,}",
    r"SK[0-9a-fA-F]{32}(?![0-9a-fA-F])",
    r"dop_v1_[a-f0-9]{64}",
    r"dapi[a-f0-9]{32}(?:-\d)?",
    r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
    r"sq0(?:atp|csp)-[0-9A-Za-z_-]{22,}",
    r"key-[0-9a-zA-Z]{32}(?![0-9a-zA-Z])",
    r"[0-9a-f]{32}-us\d{1,2}(?!\d)",
    r"lin_(?:api|oauth)_[A-Za-z0-9]{32,}",
    r"(?:ntn|secret)_[A-Za-z0-9]{43,}",
    r"gsk_[A-Za-z0-9]{40,}",
    r"r8_[A-Za-z0-9]{30,}",
    r"xai-[A-Za-z0-9]{40,}",
    r"pplx-[A-Za-z0-9]{40,}",
    r"lsv2_(?:pt|sk)_[A-Za-z0-9_]{30,}",
    r"sbp_[a-f0-9]{40}",
    r"pcsk_[A-Za-z0-9_]{40,}",
    r"ATATT3[A-Za-z0-9_=-]{50,}",
    r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}",
    r"AGE-SECRET-KEY-1[0-9A-Z]{58}",
    r"sntry[su]_[A-Za-z0-9+/=_]{40,}",
    r"gls[a]_[A-Za-z0-9_]{32,}",
    r"figd_[A-Za-z0-9_-]{30,}",
    r"NRAK-[A-Z0-9]{27}",
    r"dp\.(?:pt|st|sa|ct)\.[A-Za-z0-9]{40,}",
    r"\d{8,10}:AA[0-9A-Za-z_-]{33}",
    r"EAA[A-Za-z0-9]{80,}",
    r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}",
    # Generic "<vendor>_<env>_<body>" keys (e.g. rzp_live_..., acme_prod_...).
    r"[a-z]{2,12}_(?:live|test|prod|sk|pk|api|pat|key|secret|token)_[A-Za-z0-9]{16,}",
]
_VENDOR_SECRET = [
    r"whsec_[A-Za-z0-9+/=]{20,}",
    r"ya29\.[0-9A-Za-z_-]{20,}",
    r"GOCSPX-[0-9A-Za-z_-]{20,}",
    r"1//0[0-9A-Za-z_-]{30,}",
    r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}",
    r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_-]{10,}",
    r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]+",
    r"https://[\w-]+\.webhook\.office\.com/[^\s\"'<>]+",
]
_VENDOR_BODY = (
    r"(?=[a-zA-Z0-9])(?:(?P<api>"
    + "|".join(_VENDOR_API)
    + r")|(?P<sec>"
    + "|".join(_VENDOR_SECRET)
    + "))"
)
# A vendor key starts a token or follows a non-word character. ``_VENDOR_AFTER`` consumes
# that character (rather than a leading lookbehind) so tokens are searched in place in the
# text, with no substring copies; ``_VENDOR_AT`` covers a token at offset 0.
_VENDOR_AT = re.compile(_VENDOR_BODY)
_VENDOR_AFTER = re.compile(r"[^A-Za-z0-9_]" + _VENDOR_BODY)
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
_JWT_RE = re.compile(
    r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{6,}\.eyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]*"
    r"(?:\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)?"
)

# --- URLs / DSNs with userinfo: mask only the password (or a token used as user) --------
_URL_CRED = re.compile(
    r"(?<![\w+.-])[a-zA-Z][a-zA-Z0-9+.-]{1,20}://(?P<user>[^\s:/@?#'\"<>]*)"
    r"(?::(?P<pw>[^\s/'\"<>]*))?@(?=[\w\[])"
)

# --- key = value (env, YAML, JSON-in-text, headers, query strings, DSNs) ---------------
# Secret key names, factored by first letter (re tries alternatives one by one, so a
# trie-shaped pattern is about twice as fast as a flat list).
_KT = r"[_.-]?(?:key|secret|token)"
_KW = (
    r"p(?:ass(?:word|wd|phrase|code)?|wd|w|in|rivate[_.-]?key)"
    r"|s(?:ecret(?:[_.-]?key)?|ession[_.-]?(?:id|key|token)|essid|ig(?:nature|ning" + _KT + r")?"
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
_BOUNDED_KW = frozenset({"pass", "pw", "pin", "otp", "totp", "sig", "auth", "sas", "pwd"})
_KV_RE = re.compile(
    r"(?P<kw>" + _KW + r")(?![a-z0-9])"
    r"\\?[\"'`]?[ \t]*(?P<op>:=|=>|->|==?|:)[ \t]*"
    r"(?:(?P<scheme>bearer|basic|token|digest|bot|jwt|oauth|sswss?|negotiate|apikey|api-key"
    r"|key)[ \t]+)?"
    r"(?:\\\"(?P<v1>(?:[^\"\\\n]|\\[^\"\n]){1,2000}?)\\\"|\"(?P<v2>[^\"\n]{1,2000})\""
    r"|'(?P<v3>[^'\n]{1,2000})'|`(?P<v4>[^`\n]{1,2000})`|(?P<v5>[^\s\"'`]{1,2000}))"
)
_KEY_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"
_PIN = re.compile(r"\d{4,8}")
_NEXT_PAIR = re.compile(r"[;&,](?=[ \t]*[A-Za-z_][\w .-]{0,40}=)|\\[nrt\"]")
_QUERY_END = re.compile(r"[&#]")
_BARE_TRAIL = ".,;:"

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
    + r"|\b(?:curl|wget|http)\b[^\n|;&]*?[ \t](?:-u|--user|--http-user)[ \t=]+[\"']?[^\s:\"']+:"
    + r"(?P<fb>[^\s\"']+)"
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
_CLAUSE = re.compile(r"(?:[^\n.;!?]|[.;!?](?=\S)){1,120}")
# Gate for ``_cli``: a ``_CLI_RE`` keyword (each holds one of the first words) or a
# ``_CLI_P_RE`` start.
_CLI_HINTS = ("pass", "pwd", "token", "key", "secret", "credential", *_CLI_P_STARTS)
_PROSE_WORDS = words(
    "password passwords passwd pwd passcode passphrase pass pin secret secrets api access "
    "token tokens credential credentials cred creds wi wifi key keys pw"
)
# Matches must start at a word boundary, checked in ``_bounded`` (see ``_CTX_WORD``).
_PROSE_RE = re.compile(
    r"(?P<kw>p(?:ass(?:word|wd|code| ?phrase)|wd|w|in(?: ?code)?)"
    r"|s(?:ecret(?:[ _-]?key)?)|a(?:pi|ccess)[ _-]?key|token|cred(?:ential)?s?|wi-?fi key)s?"
    r"(?:[ \t]+(?:for|of|on|to)[ \t]+(?:the[ \t]+|my[ \t]+|our[ \t]+|your[ \t]+)?"
    r"[\w@.:/-]{1,40}(?:[ \t]+(?:account|server|db|database|box|user|admin|wifi|vpn|site"
    r"|portal|app|instance|cluster))?)?"
    r"[ \t]*(?P<op>is[ \t]+now|is[ \t]+still|is|was|are|will[ \t]+be|should[ \t]+be|remains"
    r"|(?:has[ \t]+been[ \t]+|was[ \t]+|got[ \t]+|is[ \t]+)?(?:changed|set|updated|reset"
    r"|rotated)[ \t]+to|:|=|->|=>"
    # No verb ("pw Xk9…", "password's Xk9…"): only before a quote, 4 digits or 6 characters.
    r"|(?:['’]s[ \t]+|(?<=[ \t]))(?=[\"'`“]|\d{4}|[^\s\"'`]{6}))[ \t]*"
    r"(?P<val>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|`[^`\n]{1,200}`|“[^”\n]{1,200}”"
    r"|[^\s\"'`]+)"
)
_USE_AS_RE = re.compile(
    r"\b(?:use|try|with|type|enter)[ \t]+(?P<val>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'`]+)[ \t]+as"
    r"[ \t]+(?:the[ \t]+|your[ \t]+|my[ \t]+|a[ \t]+)?(?:new[ \t]+)?"
    r"(?:password|passphrase|passcode|pin|token|secret)\b"
)
_STOP = words(
    "a an the not too so very is was be been being are were will would can cannot can't "
    "could should must may might shall do does did doesn't isn't wasn't don't required "
    "incorrect wrong invalid expired correct valid missing empty different same strong "
    "weak long short case also still now set reset changed updated stored saved sent in "
    "on at for to and or but that this it there here your my our their his her its "
    "protected encrypted hashed secure insecure compromised leaked stolen exposed rotated "
    "revoked needed needs manager policy field hash length expiry expires expiration "
    "please mandatory unknown forgotten lost known same different ok okay fine good bad "
    "what which who where when how why if then than because since until unless you we "
    "they he she i me us them one two three none null nil true false yes no of from with "
    "by about as into onto out over under again more less only just generated provided "
    "attached below above following saved correctly stored securely hidden masked "
    "redacted removed required, available used working broken"
)

# The "not after a letter" condition is checked in ``_ctx_words`` (a leading lookbehind
# would stop ``re`` from skipping ahead to the first letters of the alternatives).
_CTX_WORD = re.compile(
    r"(?P<w>tokens?|secrets?|keys?|p(?:ass(?:words?|wd|phrase)|wd)"
    r"|a(?:pi[ _-]?keys?|pikey|ccess[ _-]?keys?|uth)|credentials?|bearer|sig(?:nature)?)\b"
)
# "cache key", "public key"... are not secret contexts.
_NOT_SECRET_KEY = re.compile(
    r"(?:idempotency|cache|partition|sort|primary|foreign|routing|object|public|s3|hash|lookup"
    r"|map|dict|sorting|composite|unique)[ _-]?$"
)
_CAND_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/.~-"
# Candidate tokens: ``(?<![\w+/=.~-])([A-Za-z0-9_+/.~-]{16,}={0,2})``, with the character
# before consumed rather than looked behind (see ``_VENDOR_AFTER``).
_CAND_AT = re.compile(r"([A-Za-z0-9_+/.~-]{16,}={0,2})")
_CAND_AFTER = re.compile(r"[^\w+/=.~-]([A-Za-z0-9_+/.~-]{16,}={0,2})")
_NOT_CAND_TO_SPACE = bytes(c if chr(c) in _CAND_CHARS + "=" else 32 for c in range(256))
_CAND_BYTES = re.compile(rb" [A-Za-z0-9_+/.~-]{16,}={0,2}")
_TWILIO_AC = re.compile(r"(?<![A-Za-z0-9])AC[0-9a-f]{32}(?![0-9a-fA-F])")
_HASH_PREFIX = re.compile(r"(?:sha\d{0,3}|md5|integrity|etag|digest|checksum|hash)[\s:=\"'-]*$")
_NUMERIC = re.compile(r"[\d.:+-]+")
_DIGIT = re.compile(r"\d")
_WIN_PATH = re.compile(r"[A-Za-z]:\\")
_PATH_SEP = re.compile(r"[/\\]")
_ALPHA = re.compile(r"[A-Za-z]")
_CLAUSE_BREAK = re.compile(r"[\n;]|[.!?](?:\s|$)|[\"'],|,\s*[\"']|.\w[\"']?\s*[:=]")
_QUALIFIED = re.compile(
    r"(?:api|access|secret|private|auth|bearer|session|refresh|my|your|the)[ _-]?$"
)
_LONG = re.compile(r"[^\s\"'`<>(){}\[\],;|][^\s\"'`<>(){}\[\],;|]{15,}")
# ``_LONG`` for ASCII bytes: whitespace (as ``\s`` and ``str.split`` see it) and the
# delimiters become spaces, so a token is a run of 16+ non-spaces after a space.
_DELIM_TO_SPACE = bytes(
    32 if chr(c).isspace() or chr(c) in "\"'`<>(){}[],;|" else c for c in range(256)
)
_SPACE_RUN = re.compile(rb" [^ ]{16,}")
_CTX_WORDS = words(
    "token tokens secret secrets key keys api apikey password passwords passwd pwd "
    "credential credentials auth bearer access signature sig passphrase"
)
_DIGIT_ALPHA_SWITCH = re.compile(r"[A-Za-z][0-9]|[0-9][A-Za-z]")
_PATHLIKE = re.compile(r"^(?:[\w.-]*/)+[\w.-]*$|^[\w-]+(?:\.[\w-]+)+$")


def _kind_for_keyword(kw: str) -> str:
    k = kw.lower().replace("-", "").replace("_", "").replace(".", "").replace(" ", "")
    if k.startswith(("pass", "pw", "pin", "otp", "totp", "mfa")):
        return PASSWORD
    if k == "privatekey":
        return PRIVATE_KEY
    if k.endswith("key") and not k.startswith(("session", "signing", "encryption", "master")):
        return API_KEY
    return SECRET


def _is_pathlike(v: str) -> bool:
    """A file path (kept), not a random string that happens to start with '/'."""
    if not (v.startswith(("/", "~/", "./", "../", "file:")) or _WIN_PATH.match(v)):
        return False
    return not any(
        len(seg) >= 12 and seg.lower() != seg and seg.upper() != seg and _DIGIT.search(seg)
        for seg in _PATH_SEP.split(v)
    )


def looks_secret(v: str, *, min_len: int = 8) -> bool:
    """A value that could plausibly be a credential (not a word, number-ish id or path)."""
    return len(v) >= min_len and not is_trivial(v) and _secret_shaped(v)


def _secret_shaped(v: str) -> bool:
    """``looks_secret`` for a value already known not to be trivial (callers that have
    just checked ``is_trivial`` skip a second, costly call)."""
    if _is_pathlike(v) or " " in v.strip():
        return False
    if v.isascii():
        # In ASCII, isdigit is [0-9]; with no digit, three classes are lower+upper+symbol.
        if _DIGIT.search(v) or (v.lower() != v and v.upper() != v and not v.isalnum()):
            return True
    elif any(c.isdigit() for c in v) or char_classes(v) >= 3:
        return True
    return entropy(v) >= 3.2


def _clean_bare(v: str, query: bool = False) -> str:
    m = (_QUERY_END if query else _NEXT_PAIR).search(v)
    if m:
        v = v[: m.start()]
    while v and v[-1] in _BARE_TRAIL:
        v = v[:-1]
    for opener, closer in (("(", ")"), ("[", "]"), ("{", "}")):
        while v.endswith(closer) and v.count(closer) > v.count(opener):
            v = v[:-1]
    return v


def _pem(text: str, out: list[Span]) -> None:
    for m in _PEM_BEGIN.finditer(text):
        end_m = _PEM_END.search(text, m.end())
        if end_m is not None and end_m.start() - m.end() < 20000:
            end = end_m.end()
        else:
            body = _PEM_BODY.match(text, m.end())
            end = body.end() if body else m.end()
        out.append(Span(m.start(), end, PRIVATE_KEY, P_PEM))


def _vendor(text: str, tokens: list[tuple[int, int]], out: list[Span]) -> None:
    """Vendor formats and JWTs, searched only inside long tokens (most text is short
    words, and scanning only there is several times faster than a full-text pass).

    A token ``text[s:e]`` is searched in place: ``endpos`` hides what follows it, and the
    character before it is a delimiter, so ``_VENDOR_AFTER`` may consume it."""
    jwt = "eyJ" in text
    for s, e in tokens:
        m = _VENDOR_AT.match(text, 0, e) if s == 0 else None
        if m is None:
            m = _VENDOR_AFTER.search(text, max(s - 1, 0), e)
        while m is not None:
            g = m.lastindex or 0  # 1: api, 2: sec (the alternatives have no groups)
            vs, ve = m.span(g)
            if len(set(text[vs:ve])) >= 6:  # not sk-xxxxxxxxxxxxxxxxxxxxxx and friends
                end = ve
                while end < e and text[end] in _TOKEN_CHARS:
                    end += 1  # fixed-length formats: a longer token is still one secret
                out.append(Span(vs, end, API_KEY if g == 1 else SECRET, P_VENDOR))
            m = _VENDOR_AFTER.search(text, ve - 1, e)
        if jwt and text.find("eyJ", s, e) >= 0:
            for m in _JWT_RE.finditer(text, s, e):
                out.append(Span(m.start(), m.end(), JWT, P_VENDOR + 1))


def _url_creds(text: str, out: list[Span]) -> None:
    for m in _URL_CRED.finditer(text):
        pw = m.group("pw")
        user = m.group("user") or ""
        if pw:
            if not is_trivial(pw):
                out.append(Span(m.start("pw"), m.end("pw"), PASSWORD, P_URL_CRED))
        elif user and looks_secret(user, min_len=16) and "." not in user:
            out.append(Span(m.start("user"), m.end("user"), SECRET, P_URL_CRED))


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
        if not stripped or is_trivial(stripped):
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


def _cli(text: str, low: str, out: list[Span]) -> None:
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


def _cli_p_matches(text: str) -> list[re.Match[str]]:
    """``_CLI_P_RE.finditer(text)``, tried only where one of its alternatives can start (the
    pattern has no literal prefix, so a plain scan tries all six branches at every offset)."""
    starts: list[int] = []
    for w in _CLI_P_STARTS:
        i = text.find(w)
        while i >= 0:
            starts.append(i)
            i = text.find(w, i + 1)
    out: list[re.Match[str]] = []
    pos = 0
    for i in sorted(starts):
        if i < pos:
            continue
        m = _CLI_P_RE.match(text, i)
        if m is not None:
            out.append(m)
            pos = m.end()
    return out


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def _is_lower_letter(c: str) -> bool:
    return "a" <= c <= "z"


def _bounded(
    rx: re.Pattern[str], low: str, bad_before: Callable[[str], bool]
) -> list[re.Match[str]]:
    """``rx.finditer(low)`` for a pattern whose matches may not follow a character for which
    ``bad_before`` holds: a rejected match is retried one character later, exactly as a
    leading lookbehind would."""
    out: list[re.Match[str]] = []
    pos = 0
    while True:
        m = rx.search(low, pos)
        if m is None:
            return out
        s = m.start()
        if s > 0 and bad_before(low[s - 1]):
            pos = s + 1
            continue
        out.append(m)
        pos = m.end()


def _prose(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _bounded(_PROSE_RE, low, _is_word_char):
        kw = m.group("kw")
        s = m.start("val")
        val = text[s : m.end("val")]
        quoted = val[0] in "\"'`“"
        if quoted:
            val, s = val[1:-1], s + 1
        else:
            if "phrase" in kw:  # passphrases are several words: take the rest of the clause
                tail = _CLAUSE.match(text, s)
                if tail and len(tail.group()) > len(val):
                    val = tail.group().rstrip(" ,")
            val = _clean_bare(val)
        stripped = val.strip()
        if not stripped or is_trivial(stripped) or stripped.lower() in _STOP:
            continue
        kind = _kind_for_keyword(kw)
        op = m.group("op")
        if not op or op[0] in "'’":  # "pw Xk9mP2v", "password's Xk9mP2v": no verb, no ':'
            # (``_PROSE_RE`` puts a space before the value: "tokenizer" never gets here)
            pin = kw.startswith("pin") and _PIN.fullmatch(stripped) is not None
            if not (quoted or pin or (len(stripped) >= 6 and _secret_shaped(stripped))):
                continue  # "password reset link", "token limits", "password's strength"
        if kind == PASSWORD:
            if kw.startswith("pin") and not _PIN.fullmatch(stripped):
                continue
            if not quoted and len(stripped) < 4:
                continue
        elif not (len(stripped) >= 8 and _secret_shaped(stripped)) and not (
            quoted and len(stripped) >= 6
        ):
            continue
        out.append(Span(s, s + len(stripped), kind, P_KV - 5))
    if "as" not in doc.words:
        return
    for m in _USE_AS_RE.finditer(low):
        s = m.start("val")
        val = text[s : m.end("val")]
        if val[0] in "\"'":
            val, s = val[1:-1], s + 1
        if not is_trivial(val) and val.lower() not in _STOP:
            out.append(Span(s, s + len(val), PASSWORD, P_KV - 5))


_UPPER = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = b"abcdefghijklmnopqrstuvwxyz"
_DIGITS = b"0123456789"


def _count(tok: str, chars: bytes) -> int:
    """How many characters of the ASCII ``tok`` are in ``chars`` (``sum(map(str.isupper,
    tok))`` and friends, without a Python call per character)."""
    b = tok.encode()
    return len(b) - len(b.translate(None, chars))


def _is_randomish(tok: str) -> bool:
    """Has digits and letters, and either three character classes or high entropy."""
    if tok.isdigit() or not _DIGIT.search(tok) or not _ALPHA.search(tok):
        return False
    if (tok.lower() != tok) + (tok.upper() != tok) + (not tok.isalnum()) >= 2:
        return True
    return entropy(tok) >= 3.3


def _context_secrets(doc: Doc, tokens: list[tuple[int, int]], out: list[Span]) -> None:
    text, low = doc.text, doc.low
    ctx_ends: list[int] = []
    if not doc.words.isdisjoint(_CTX_WORDS):
        for m in _bounded(_CTX_WORD, low, _is_lower_letter):
            w = m.group("w")
            if w.startswith("key") and _NOT_SECRET_KEY.search(
                low, max(0, m.start() - 14), m.start()
            ):
                continue
            orig = text[m.start() : m.end()]
            if (
                orig.istitle()
                and " " not in orig
                and not _QUALIFIED.search(low, max(0, m.start() - 12), m.start())
            ):
                continue  # "Angela Key:" is a name, "API Key:" is not
            ctx_ends.append(m.end())
    # Without context only candidates of 28+ characters count.
    cands = (
        _cands(text, doc.ascii, tokens)
        if ctx_ends or any(te - ts >= 28 for ts, te in tokens)
        else []
    )
    for s, cand in cands:
        tok = cand.rstrip(".")
        if (
            len(tok) < 16
            or (tok[0] in "0123456789.+-" and _NUMERIC.fullmatch(tok))
            or (len(tok) == 36 and UUID_RE.fullmatch(tok))
        ):
            continue
        e = s + len(tok)
        if len(tok) < 28 and not ctx_ends:
            continue
        has_ctx = False
        if ctx_ends:
            k = bisect.bisect_right(ctx_ends, s) - 1
            if k >= 0 and s - ctx_ends[k] <= 60:
                gap = text[ctx_ends[k] : s]
                # Same clause, a few words at most: "token for staging is X".
                has_ctx = _CLAUSE_BREAK.search(gap) is None and len(gap.split()) <= 4
        if has_ctx:
            mixed = _count(tok, _UPPER) >= 3 and _count(tok, _LOWER) >= 3
            if _PATHLIKE.match(tok) and not _DIGIT.search(tok) and not mixed:
                continue
            if _is_randomish(tok) or (mixed and len(tok) >= 20 and entropy(tok) >= 3.5):
                out.append(Span(s, e, SECRET, P_CONTEXT_SECRET))
            continue
        # No context: only clearly random mixed-case tokens (hashes are one-case hex).
        if (
            len(tok) >= 28
            and tok.lower() != tok
            and tok.upper() != tok
            and _count(tok, _DIGITS) >= 3
            and _count(tok, _UPPER) >= 3
            and len(_DIGIT_ALPHA_SWITCH.findall(tok)) >= 3
            and entropy(tok) >= 4.0
            and not _HASH_PREFIX.search(low, max(0, s - 16), s)
        ):
            out.append(Span(s, e, SECRET, P_ENTROPY))
    for m in _TWILIO_AC.finditer(text) if "AC" in text else ():
        window = text[max(0, m.start() - 80) : m.start()].lower()
        if any(w in window for w in ("twilio", "sid", "account", "auth", "token", "key")):
            out.append(Span(m.start(), m.end(), SECRET, P_VENDOR))


def _cands(text: str, raw: bytes | None, tokens: list[tuple[int, int]]) -> list[tuple[int, str]]:
    """``(start, candidate)`` for every ``_CAND`` match in the long ``tokens``.

    In ASCII text, every run of 16+ candidate characters lies inside a long token, so
    the whole text is scanned once: characters that may not precede a candidate become
    spaces, and a pattern that starts with a literal space lets ``re`` jump between them.
    """
    if raw is not None:
        b = b" " + raw.translate(_NOT_CAND_TO_SPACE)
        return [(m.start(), text[m.start() : m.end() - 1]) for m in _CAND_BYTES.finditer(b)]
    out = []
    for s, e in tokens:
        m = _CAND_AT.match(text, 0, e) if s == 0 else None
        if m is None:
            m = _CAND_AFTER.search(text, max(s - 1, 0), e)
        while m is not None:
            out.append((m.start(1), m.group(1)))
            m = _CAND_AFTER.search(text, m.end() - 1, e)
    return out


def _long_tokens(text: str, raw: bytes | None) -> list[tuple[int, int]]:
    """``(start, end)`` of every ``_LONG`` token. ASCII text (nearly all of it) has its
    whitespace and delimiters mapped to spaces by ``bytes.translate``, after which a regex
    anchored on a space finds the runs (about twice as fast as ``str.split`` + ``find``)."""
    if raw is not None:
        b = b" " + raw.translate(_DELIM_TO_SPACE)
        return [(m.start(), m.end() - 1) for m in _SPACE_RUN.finditer(b)]
    out: list[tuple[int, int]] = []
    pos = 0
    for w in [w for w in text.split() if len(w) >= 16]:
        i = text.find(w, pos)
        pos = i + len(w)
        for m in _LONG.finditer(w):
            out.append((i + m.start(), i + m.end()))
    return out


def detect(doc: Doc) -> list[Span]:
    """All secret spans in ``text`` (overlaps are resolved by the engine)."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if "PRIVATE KEY" in text:
        _pem(text, out)
    tokens = _long_tokens(text, doc.ascii)
    _vendor(text, tokens, out)
    if "://" in text and "@" in text:
        _url_creds(text, out)
    if ":" in low or "=" in low or "->" in low:  # every _KV_RE operator holds one of them
        _kv(text, low, out)
    if "cookie" in low:
        _cookies(text, low, out)
    _no_operator_pairs(text, low, out)
    if "-" in text and any(k in low for k in _CLI_HINTS):
        _cli(text, low, out)
    if not doc.words.isdisjoint(_PROSE_WORDS):
        _prose(doc, out)
    _context_secrets(doc, tokens, out)
    return out
