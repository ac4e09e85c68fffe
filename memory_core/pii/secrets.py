"""Credentials: vendor key formats, JWTs, PEM blocks, URL/DSN passwords, key=value forms,
headers, CLI flags, passwords in prose and high-entropy tokens near secret words.

Secrets are masked whole (a 6-character fragment is already a leak), while the
surrounding structure (``Bearer``, scheme, host, key names) is kept so text stays useful.
The key-name rules are in ``secretkeys``, the prose rules in ``secretprose``, and what a
secret value looks like in ``secretvalue``; this module runs them all as one family.
"""

from __future__ import annotations

import bisect
import re

from memory_core.pii.keep import UUID_RE, entropy, is_trivial, placeholder_token, words
from memory_core.pii.placeholders import API_KEY, JWT, PASSWORD, PRIVATE_KEY, SECRET
from memory_core.pii.secretkeys import (
    _CLI_HINTS,
    _CLI_TOOL_STARTS,
    _cli,
    _cookies,
    _kv,
    _no_operator_pairs,
    _pgpass_and_codes,
    cli_tools,
)
from memory_core.pii.secretprose import _PROSE_WORDS, _bounded, _is_lower_letter, _prose
from memory_core.pii.secretvalue import _DIGIT, looks_secret
from memory_core.pii.spans import (
    P_CONTEXT_SECRET,
    P_ENTROPY,
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
    r"api_org_[A-Za-z0-9]{34}(?![A-Za-z0-9])",  # Hugging Face organisation token
    r"SK[0-9a-fA-F]{32}(?![0-9a-fA-F])",
    r"dop_v1_[a-f0-9]{64}",
    r"dapi[a-f0-9]{32}(?:-\d)?",
    r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
    r"sq0(?:atp|csp)-[0-9A-Za-z_-]{22,}",
    r"key-[0-9a-zA-Z]{32}(?![0-9a-zA-Z])",
    r"[0-9a-f]{32}-us\d{1,2}(?!\d)",
    r"[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}(?![0-9a-f])",  # Mailgun private API key
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
    r"(?:bot)?\d{8,10}:AA[0-9A-Za-z_-]{33}",  # Telegram; "/bot<token>/" in API URLs
    r"EAA[A-Za-z0-9]{80,}",
    r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}",
    r"AKID[A-Za-z0-9]{32}(?![A-Za-z0-9])",  # Tencent Cloud SecretId
    r"[12]/\d{10,20}/\d{10,20}:[0-9a-f]{32}(?![0-9a-f])",  # Asana personal access token
    r"fw_[A-Za-z0-9]{20,}",  # Fireworks AI
    # Plaid access tokens: environment + UUID
    r"access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}"
    r"-[0-9a-f]{4}-[0-9a-f]{12}",
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
    # Mattermost incoming webhooks: /hooks/ and a 26-character id
    r"https?://[\w.-]+(?::\d{1,5})?/hooks/[a-z0-9]{26}(?![A-Za-z0-9])",
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
_CAND_AFTER = re.compile(r"[^\w+/.~-]([A-Za-z0-9_+/.~-]{16,}={0,2})")
_NOT_CAND_TO_SPACE = bytes(c if chr(c) in _CAND_CHARS + "=" else 32 for c in range(256))
_CAND_BYTES = re.compile(rb"[ =][A-Za-z0-9_+/.~-]{16,}={0,2}")
_TWILIO_AC = re.compile(r"(?<![A-Za-z0-9])AC[0-9a-f]{32}(?![0-9a-fA-F])")
_HASH_PREFIX = re.compile(r"(?:sha\d{0,3}|md5|integrity|etag|digest|checksum|hash)[\s:=\"'-]*$")
_NUMERIC = re.compile(r"[\d.:+-]+")
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
            # not sk-xxxxxxxxxxxxxxxxxxxxxx, xoxb-your-token-here and friends
            end = ve
            if text.startswith("bot", vs) and text[vs + 3 : vs + 4].isdigit():
                vs += 3  # Telegram's API path glues "bot" to the token: keep the word
            while end < e and text[end] in _TOKEN_CHARS:
                end += 1  # fixed-length formats: a longer token is still one secret
            if len(set(text[vs:ve])) >= 6 and not placeholder_token(text[vs:end]):
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
        # right after "=", a key=value pair: the key-name rules own it, so only the
        # context-free test below applies ("key=uploads/2024/...pdf" is a path)
        if ctx_ends and text[s - 1 : s] != "=":
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
    if "cookie" in low or "-b " in low or "-b\t" in low:  # curl -b 'name=value'
        _cookies(text, low, out)
    _no_operator_pairs(text, low, out)
    if ":" in text or "=" in text:
        _pgpass_and_codes(text, low, out)
    if ("-" in text and any(k in low for k in _CLI_HINTS)) or "chpasswd" in low:
        _cli(text, low, out)
    if any(k in text for k in _CLI_TOOL_STARTS):
        cli_tools(text, out)
    if not doc.words.isdisjoint(_PROSE_WORDS):
        _prose(doc, out)
    _context_secrets(doc, tokens, out)
    return out
