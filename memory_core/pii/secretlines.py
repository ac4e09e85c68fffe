"""Credentials whose structure, not a key name, says what they are.

- lists of one-time recovery codes under a "recovery codes" cue (one per line or
  comma-separated), in the major languages;
- BIP-39 style seed phrases: 12 to 24 lower-case words after a seed / recovery phrase /
  mnemonic cue;
- TOTP seeds written in groups of four base32 characters after a 2FA / authenticator cue;
- protocol transcripts and commands that take a password as a positional argument:
  FTP ``PASS x``, IMAP ``a1 LOGIN user x``, SMTP ``AUTH PLAIN b64``, redis ``requirepass
  x`` / ``masterauth x``, Windows ``net user NAME x`` and ``ConvertTo-SecureString 'x'``;
- an AWS secret access key (40 characters, the published format) just after an access
  key id, in any surroundings;
- what a command that prints a stored secret printed: the line after ``kubectl get
  secret ... | base64 -d``, ``vault kv get -field=...``, ``aws secretsmanager
  get-secret-value``, ``gcloud secrets versions access``, ``op read``, ``pass show``.
"""

from __future__ import annotations

import re

from memory_core.pii.credshape import strong_ok
from memory_core.pii.keep import is_trivial, words
from memory_core.pii.nameruns import STOP as _STOP
from memory_core.pii.placeholders import PASSWORD, PRIVATE_KEY, SECRET
from memory_core.pii.spans import P_KV, P_VENDOR, Doc, Span, line_matches

_CODES_CUE = re.compile(
    r"(?:recovery|backup|back-up|emergency|one-time|scratch|single-use|2fa|mfa)[ \t-]+codes?"
    r"|wiederherstellungs-?codes?|backup-codes?|notfall-?codes?"
    r"|c(?:ó|o)digos?[ \t]+de[ \t]+(?:recupera(?:ç|c)(?:ã|a)o|recuperaci(?:ó|o)n|respaldo"
    r"|seguran(?:ç|c)a|backup|emergencia)"
    r"|codes?[ \t]+de[ \t]+(?:r(?:é|e)cup(?:é|e)ration|secours)"
    r"|codici[ \t]+di[ \t]+(?:recupero|backup)"
    r"|herstelcodes?|kody[ \t]+(?:zapasowe|odzyskiwania)|återställningskoder|reservkoder"
)
# One recovery code: two groups joined by a dash or space, or one 8-12 character run with
# a digit (a word is no code).
_CODE = re.compile(
    r"(?<![\w-])(?:[a-z0-9]{4,6}-[a-z0-9]{4,6}|[A-Z0-9]{4,6}-[A-Z0-9]{4,6}|\d{4}[ -]\d{4}"
    r"|(?=\w*\d)(?:[a-z0-9]{8,12}|[A-Z0-9]{8,12}))(?![\w-])"
)
_CODE_LINE = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*")

_SEED_CUE = re.compile(
    r"(?:seed|recovery|secret|backup|mnemonic|wallet)[ \t_-]*(?:phrase|words|sentence)"
    r"|mnemonic|seed[ \t]+(?:is|was)|wiederherstellungs-?phrase|seed-?phrase"
    r"|frase[ \t]+(?:semilla|de[ \t]+recupera(?:ç|c)(?:ã|a)o|de[ \t]+recuperaci(?:ó|o)n"
    r"|mnem(?:ó|o)nica)"
    r"|phrase[ \t]+(?:de[ \t]+r(?:é|e)cup(?:é|e)ration|secr(?:è|e)te|mn(?:é|e)monique)"
    r"|herstelzin|frase[ \t]+di[ \t]+recupero"
)
_SEED_WORDS = re.compile(r"[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23}(?![a-z])")
_SEED_GAP = re.compile(r"[^\n]{0,40}?[:=\"'`]?[ \t\"'`]*(?:\n[ \t\"'`]*)?")

_TOTP_CUE = re.compile(
    r"2fa|mfa|totp|otp|authenticator|two-factor|zwei-faktor|seed|secret|schl(?:ü|ue)ssel"
    r"|cl(?:é|e)|chave|clave|chiave|sleutel|klucz|key"
    # setup codes of authenticator apps in further languages: "código de configuración",
    # "Einrichtungscode", "kod konfiguracyjny", "kurulum kodu", "ключ", "セットアップキー"
    r"|c(?:ó|o)digo|code|kod|anahtar|kurulum|nyckel|n(?:ø|o)gle|avain|ключ|секрет|код"
    r"|キー|シークレット|密钥|秘钥|키|비밀"
)
_BASE32_GROUPS = re.compile(
    r"(?<![\w])(?:[A-Z2-7]{4}(?:[ \t][A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?:[ \t][a-z2-7]{4}){3,15})"
    r"(?![\w])"
)

_VAL = r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'`]{1,200})"
_LINE_RE = re.compile(
    r"[ \t>]*(?:\w{1,8}[ \t]+(?i:login)[ \t]+\S+|(?:PASS|pass)"
    r"|AUTH[ \t]+(?:PLAIN|LOGIN)|requirepass|masterauth)[ \t]+" + _VAL + r"[ \t]*(?=\n|$)"
)
_CMD_RES = (
    re.compile(r"(?i:\bnet[ \t]+user)[ \t]+(?:\"[^\"\n]+\"|[^\s/\"]+)[ \t]+(?!/)" + _VAL),
    re.compile(r"(?i:ConvertTo-SecureString)(?:[ \t]+-String)?[ \t]+" + _VAL),
)
_AWS_ID = re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])")
_AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")


def _near(low: str, hints: tuple[str, ...], rx: re.Pattern[str], back: int) -> list[re.Match[str]]:
    """``rx`` matches in windows around the hint words present (a scan of the whole text
    with a many-branch pattern costs far more)."""
    seen: dict[int, re.Match[str]] = {}
    n = len(low)
    for w in hints:
        i = low.find(w)
        while i >= 0:
            for m in rx.finditer(low, max(0, i - back), min(n, i + len(w) + 16)):
                seen.setdefault(m.start(), m)
            i = low.find(w, i + len(w))
    return [seen[k] for k in sorted(seen)]


def _codes(doc: Doc, out: list[Span]) -> None:
    text = doc.text
    for m in _near(doc.low, tuple(doc.words & _CODES_HINT), _CODES_CUE, 30):
        pos = text.find("\n", m.end())
        line = text[m.end() : pos if pos >= 0 else len(text)]
        # Codes on the cue's own line ("backup codes: 1234-5678, 8765-4321")
        found = [c for c in _CODE.finditer(text, m.end(), m.end() + len(line))]
        if len(found) >= 2 or (found and line.rstrip().endswith(found[-1].group())):
            out.extend(Span(c.start(), c.end(), PASSWORD, P_KV) for c in found)
        # then one code per line until a line that is not one
        while pos >= 0:
            nxt = text.find("\n", pos + 1)
            end = nxt if nxt >= 0 else len(text)
            lead = _CODE_LINE.match(text, pos + 1, end)
            start = lead.end() if lead is not None else pos + 1
            row = [c for c in _CODE.finditer(text, start, end)]
            rest = _CODE.sub("", text[start:end]).strip(" \t,;|")
            if not row or rest:
                break
            out.extend(Span(c.start(), c.end(), PASSWORD, P_KV) for c in row)
            pos = nxt


def _seeds(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _SEED_CUE.finditer(low):
        gap = _SEED_GAP.match(low, m.end())
        start = gap.end() if gap is not None else m.end()
        w = _SEED_WORDS.match(text, start)
        if w is None:  # a few words later, on the same line or the next one
            nl = text.find("\n", start)
            nl2 = text.find("\n", nl + 1) if nl >= 0 else -1
            w = _SEED_WORDS.search(text, start, nl2 if nl2 >= 0 else len(text))
        if w is not None and w.start() - m.end() <= 60:
            out.append(Span(w.start(), w.end(), PRIVATE_KEY, P_KV))


def _totp(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    # four groups of base32 in a row, found with ``bytes.find`` on a shape of the text
    # (far cheaper than a regex scan, and nearly every text has none)
    # (lower-case groups, rare, only with a cue word: four short English words in a row
    # would open the gate in most texts)
    raw = doc.ascii
    up = raw.translate(_B32_UP) if raw is not None else b""
    if raw is None or _B32_SOLID in up:
        _totp_solid(doc, out)
    if (
        raw is not None
        and _B32_RUN not in up
        and (doc.words.isdisjoint(_TOTP_HINT) or _B32_RUN not in raw.translate(_B32_LOW))
    ):
        return
    for m in _BASE32_GROUPS.finditer(text):
        v = m.group()
        if not any(c in "234567" for c in v) and v.count(" ") + v.count("\t") < 5:
            continue  # "THIS WILL TAKE LONG": words need more than four groups to pass
        if _hex_groups(text, m.start(), m.end()):
            continue  # part of a fingerprint in groups of four hex digits, not base32
        if _TOTP_CUE.search(low, max(0, m.start() - 80), m.start()) is not None:
            out.append(Span(m.start(), m.end(), SECRET, P_KV))


# An unbroken base32 seed as authenticator apps show it ("enter the setup key manually:
# F4M4SEOFDRSYMS4C..."): 16-64 of A-Z and 2-7, two or more digits (words have none).
_BASE32_SOLID = re.compile(r"(?<![\w+/=-])[A-Z2-7]{16,64}(?![\w+/=-])")
_B32_SOLID = b"A" * 16
_B32_LENGTHS = frozenset((16, 24, 26, 32, 40, 48, 52, 56, 64))


def _totp_solid(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _BASE32_SOLID.finditer(text):
        v = m.group()
        if len(v) not in _B32_LENGTHS or sum(c.isdigit() for c in v) < 2:
            continue  # (seeds are whole bytes: 80, 128, 160 or 256 bits; codes vary)
        if _TOTP_CUE.search(low, max(0, m.start() - 80), m.start()) is not None:
            out.append(Span(m.start(), m.end(), SECRET, P_KV))


_HEXSP = frozenset("0123456789abcdefABCDEF ")
_HEX_GROUPS = re.compile(r"[0-9A-Fa-f]{4}(?: {1,2}[0-9A-Fa-f]{4}){7,}")


def _hex_groups(text: str, s: int, e: int) -> bool:
    """Does ``text[s:e]`` lie in a run of eight or more groups of four hex digits (an
    OpenPGP or other fingerprint as tools print it)? A base32 seed is almost never all hex."""
    while s > 0 and text[s - 1] in _HEXSP:
        s -= 1
    while e < len(text) and text[e] in _HEXSP:
        e += 1
    return _HEX_GROUPS.fullmatch(text[s:e].strip(" ")) is not None


_B32_RUN = b"AAAA AAAA AAAA AAAA"
_B32_UP = bytes(
    65 if chr(c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" else 32 if c in (9, 32) else 120
    for c in range(256)
)
_B32_LOW = bytes(
    65 if chr(c) in "abcdefghijklmnopqrstuvwxyz234567" else 32 if c in (9, 32) else 120
    for c in range(256)
)


# The key of a Wi-Fi QR string (the ZXing format: fields T, S, P, H in any order, ";"
# ends one, "\\" escapes it).
_WIFI_QR = re.compile(r"WIFI:(?:[^\n]*?;)?P:(?P<v>(?:\\.|[^;\\\n]){1,200});")
# SMTP AUTH LOGIN: the line after the server's base64 "Password:" prompt is the password.
_SMTP_PW = re.compile(r"334[ \t]+UGFzc3dvcmQ6[ \t]*\r?\n[ \t>]*(?P<v>[A-Za-z0-9+/]{4,}={0,2})")
# A seed phrase without a cue: exactly 12, 15, 18, 21 or 24 lower-case words of 3-8
# letters that end their line after ':', '=' or a quote, none of them a function word.
_BARE_SEED = re.compile(
    r"(?m)[:=\"'`][ \t]*\n?[ \t]*(?P<v>[a-z]{3,8}(?:[ \t][a-z]{3,8}){11,23})[ \t]*[\"'`.]?[ \t]*$"
)


def _bare_seeds(doc: Doc, out: list[Span]) -> None:
    for m in _BARE_SEED.finditer(doc.text):
        ws = m.group("v").split()
        if len(ws) % 3 == 0 and _STOP.isdisjoint(ws):
            out.append(Span(m.start("v"), m.end("v"), PRIVATE_KEY, P_KV))


def _value(m: re.Match[str], out: list[Span]) -> None:
    s, e = m.span("v")
    v = m.group("v")
    quoted = v[0] in "\"'" and v[-1] == v[0] and len(v) >= 2
    if quoted:
        s, e, v = s + 1, e - 1, v[1:-1]
    # "PASS  tests/unit/test_x.py" (a test runner), "ConvertTo-SecureString with ...": a
    # bare argument must be shaped like a credential
    if (
        len(v) >= 4
        and not is_trivial(v)
        and (quoted or strong_ok(v) or (v.isalnum() and len(v) >= 8 and not v.isalpha()))
    ):
        out.append(Span(s, e, PASSWORD, P_KV))


def detect(doc: Doc) -> list[Span]:
    """Credential spans found by the structure around them."""
    low = doc.low
    out: list[Span] = []
    if not doc.words.isdisjoint(_CODES_HINT):
        _codes(doc, out)
    if not doc.words.isdisjoint(_SEED_HINT):
        _seeds(doc, out)
    if not doc.words.isdisjoint(_WALLET_HINT) and len(doc.words) >= 12:
        _bare_seeds(doc, out)
    if not doc.words.isdisjoint(_TOTP_HINT) or (
        doc.ascii is None and doc.digit and any(c in low for c in _TOTP_OTHER)
    ):
        _totp(doc, out)
    text = doc.text
    if not doc.words.isdisjoint(_LINE_HINT):
        for m in line_matches(_LINE_RE, text):
            _value(m, out)
    if "WIFI:" in text:  # a Wi-Fi QR payload: "WIFI:T:WPA;S:<ssid>;P:<key>;;"
        for m in _WIFI_QR.finditer(text):
            out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "UGFzc3dvcmQ6" in text:
        for m in _SMTP_PW.finditer(text):
            _value(m, out)
    if "net" in doc.words or "convertto" in low:
        for rx in _CMD_RES:
            for m in rx.finditer(text):
                _value(m, out)
    if "\n" in text and not doc.words.isdisjoint(_READER_HINT):
        _printed(text, out)
    if "AKIA" in text or "ASIA" in text:
        for m in _AWS_ID.finditer(text):
            k = _AWS_SECRET.search(text, m.end(), m.end() + 80)
            if (
                k is not None
                and any(c.isdigit() for c in k.group())
                and k.group().lower() != k.group()
            ):
                out.append(Span(k.start(), k.end(), SECRET, P_VENDOR))
    return out


# ``doc.words`` splits at non-ASCII letters: "códigos" gives "digos".
_CODES_HINT = words(
    "codes code codici digos codigos kody koder herstelcodes wiederherstellungscodes "
    "notfallcodes reservkoder llningskoder"
)
_SEED_HINT = words("seed seedphrase mnemonic phrase words sentence frase herstelzin")
# ``doc.words`` splits at non-ASCII letters: "schlüssel" gives "schl", "clé" gives "cl".
_TOTP_HINT = words(
    "fa mfa totp otp authenticator factor faktor seed secret schl cl chave clave chiave "
    "sleutel klucz key digo codigo code kod anahtar kurulum nyckel nogle avain setup"
)
# The cue words outside ASCII letters (``doc.words`` holds ASCII runs only).
_TOTP_OTHER = (
    "キー",
    "コード",
    "シークレット",
    "密钥",
    "秘钥",
    "키",
    "비밀",
    "ключ",
    "код",
    "секрет",
)
# Words of a text where a seed phrase may stand without its own cue.
_WALLET_HINT = words(
    "words phrase seed mnemonic wallet recovery restore restored backup metamask ledger trezor "
    "phantom crypto bitcoin ethereum btc eth wiederherstellung frase palabras mots parole"
)
_LINE_HINT = words("pass login auth requirepass masterauth")
_READER_HINT = words("secret secrets secretsmanager field op pass gopass")
# A command that prints one stored secret (the shell prompt or quote marker before it).
_READER = re.compile(
    r"(?m)^[ \t>$#]*(?:kubectl\b[^\n]*?\bget[ \t]+secrets?\b[^\n]*?(?:base64[ \t]+(?:-d|--decode)"
    r"|jsonpath)|vault[ \t]+(?:kv[ \t]+get|read)\b[^\n]*?-field[= ]"
    r"|aws[ \t]+secretsmanager[ \t]+get-secret-value\b[^\n]*?--output[ \t=]+text"
    r"|gcloud[ \t]+secrets[ \t]+versions[ \t]+access\b|op[ \t]+read[ \t]"
    r"|(?:go)?pass[ \t]+show[ \t])[^\n]*\n(?P<v>[^\s]{6,200})[ \t]*\r?(?:\n|$)"
)


def _printed(text: str, out: list[Span]) -> None:
    for m in _READER.finditer(text):
        v = m.group("v")
        if strong_ok(v) or (len(v) >= 12 and v.isalnum() and not v.isalpha()):
            out.append(Span(m.start("v"), m.end("v"), SECRET, P_KV))
