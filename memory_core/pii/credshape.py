"""The shape of a credential value: what a password, token or key can look like.

``strong_ok`` is enough after a strong cue (``Passwort: X``); ``weak_ok`` is needed after a
weak one (``try X``). Neither accepts a dictionary word, a number, a host or file name, a
path, a URL, an e-mail address, a version or a keep-listed shape.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import UUID_RE, is_trivial, placeholder_token, words
from memory_core.pii.shapes import keep_shape

STRONG = 2
WEAK = 1

_HARD = frozenset("!@#$%^&*+=?~|<>[]{}§€£/")
_HARD_RE = re.compile(r"[!@#$%^&*+=?~|<>\[\]{}§€£/]")
_ALPHA_RE = re.compile(r"[^\W\d_]")
_DIGIT_RE = re.compile(r"\d")
_TRAIL = ".,;:)]}\"'`\\"
_HOST = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,12}(?::\d{1,5})?")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,12}")
_VERSION = re.compile(r"v?\d+(?:\.\d+)+(?:[-+.][\w.]+)?")
_NUMERICISH = re.compile(r"[\d\s:./,+%x-]+|\d+[a-zA-Z]{1,3}|[A-Z]{2,5}-[\dA-Z-]+|#\d+")
_PATH = re.compile(r"(?:[~.]{0,2}/|[A-Za-z]:\\)[^\s]*|[\w.-]+(?:/[\w.-]+)+/?|[\w.-]+/")
_RANDOM_SEG = re.compile(r"(?=[^/]*[A-Z])(?=[^/]*[a-z])(?=[^/]*\d)[^/]{8,}")
_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]+)+|[A-Z]+[a-z]+(?:[A-Z][a-z]+)*")
_SWITCH = re.compile(r"[A-Za-z][0-9]|[0-9][A-Za-z]")
_SPLIT = re.compile(r"[-_.]")
_GLUED_DIGITS = re.compile(r"([a-z]{3,})(\d{1,4})")
# Words of host and service names, which share the passphrase shape "word-word-word01".
_HOST_WORDS = words(
    "prod dev stage staging test qa uat web www api app db sql srv server node host worker"
    " replica primary master main east west north south central eu us ap cluster pod vm ci"
    " edge cache queue build job run release backup data svc service proxy gateway lb"
    " ingress mail smtp ftp vpn dc rack zone region shard pool canary runner agent box"
    " redis mysql postgres pg kafka mongo elastic nginx k8s kube"
)
_NAME_VERSION = re.compile(r"[A-Za-z]+[-_]?v?\d+(?:\.\d+)+[a-z]?")
_HEX = re.compile(r"[0-9a-f]{7,}|[0-9A-F]{7,}")
_HEX_KEY = re.compile(
    r"(?:0x)?[0-9a-fA-F]{64}|[0-9a-f]{32}(?:[0-9a-f]{8})?|[0-9A-F]{32}(?:[0-9A-F]{8})?"
)
# "OPENAI_API_KEY=...", "request_id=...", "providerName=": a key=value pair (the key=value
# rules own its value), not one opaque value.
_KEY_START = re.compile(
    r"(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]*)+"
    r"|[A-Za-z_][A-Za-z_.-]*(?=[=:]$))[=:]"
)
_REF = re.compile(r"[;&?][\w.-]+=|\$(?:[{(]|[A-Za-z_]\w*$)|%\(|\{[\w.]*\}?$|.*\$\{")
_ESCAPES = ("\\n", "\\r", "\\t", '\\"', "\\u")


def token_value(text: str, s: int, e: int) -> tuple[int, int] | None:
    """The candidate value inside ``text[s:e]``: JSON escapes cut it, trailing punctuation
    and wrapping brackets are dropped; None when nothing plausible is left."""
    if (s > 0 and text[s - 1] == ">") or (e < len(text) and text[e] == "<"):
        return None  # glued to a placeholder: a remainder of a value masked before
    if s > 0 and text[s - 1] == "<" and e < len(text) and text[e] == ">":
        return None  # "<|endoftext|>", "<your-token>": a special token or a template slot
    tok = text[s:e]
    if _REF.match(tok) is not None or "{{" in tok or "}}" in tok:
        return None  # the next pair of a key=value list, a template or a reference
    km = _KEY_START.match(tok)
    if km is not None and not (len(km.group()) <= 5 and weak_ok(tok[km.end() :].rstrip(_TRAIL))):
        return None  # "providerName=", "timeout=30s"; "ryln=OT71$uQJ0" is one password
    if tok.startswith("__") and tok.endswith("__"):
        return None  # "__DB_PASSWORD__"
    if "\\" in tok:
        for esc in _ESCAPES:
            i = tok.find(esc)
            if i == 0:
                return None
            if i > 0:
                tok = tok[:i]
    if (tok[0] == "(" and tok[-1] == ")") or (tok[0] == "[" and tok[-1] == "]"):
        tok = tok[1:-1]
        s += 1
    elif tok[0] in "([{":
        tok, s = tok[1:], s + 1
    while tok and tok[-1] in _TRAIL and not (tok[-1] == ")" and "(" in tok):
        tok = tok[:-1]
    if len(tok) < 4:
        return None
    return s, s + len(tok)


def _is_path(tok: str) -> bool:
    if _PATH.fullmatch(tok) is None:
        return False
    return not any(_RANDOM_SEG.fullmatch(seg) for seg in tok.split("/"))


def _passphrase(tok: str, weak: bool) -> bool:
    if tok.lower() != tok:
        return False
    parts = _SPLIT.split(tok)
    if len(parts) < 3:
        return False
    glued = _GLUED_DIGITS.fullmatch(parts[-1])
    if glued is not None:  # "violet-pebble-sierra89": generators glue the digits on
        if any(p in _HOST_WORDS for p in parts):
            return False  # "db-replica-east02", "web-server-prod01": a host's name
        parts[-1:] = [glued.group(1), glued.group(2)]
    alpha = [p for p in parts if p.isalpha() and len(p) >= 3]
    digit_end = parts[-1].isdigit() and len(parts[-1]) <= 4
    if weak:
        return len(alpha) >= 3 and len(alpha) == len(parts) - 1 and digit_end
    return (len(alpha) >= 2 and digit_end) or len(alpha) >= 3


def strong_ok(tok: str) -> bool:
    """Could ``tok`` be a credential, given a strong cue?"""
    return shaped(tok) and not excluded(tok)


def shaped(tok: str) -> bool:
    """The positive half of ``strong_ok``: length and character classes (cheap)."""
    n = len(tok)
    if n < 4 or n > 200:
        return False
    if tok.isalpha():
        if tok.islower() or tok.isupper() or tok.istitle() or not tok.isascii():
            return False
        if _CAMEL_WORDS.fullmatch(tok) is not None:
            return False
        up = sum(1 for c in tok if c.isupper())
        return n >= 8 and up >= 3 and n - up >= 3
    if tok.isdigit() or _ALPHA_RE.search(tok) is None:
        return False
    core = tok.rstrip("!?")
    if core.isalpha() and (core.islower() or core.istitle() or core.isupper()):
        return False  # "expired?", "now!"
    return _positive(tok, core)


def excluded(tok: str) -> bool:
    """The negative half of ``strong_ok``: known-safe shapes (costlier, so tested only
    once a cue has been found)."""
    return (
        "://" in tok
        or is_trivial(tok)
        or _NUMERICISH.fullmatch(tok) is not None
        or _VERSION.fullmatch(tok) is not None
        or (tok.islower() and _HOST.fullmatch(tok) is not None)
        or ("@" in tok and _EMAIL.fullmatch(tok) is not None)
        or ("/" in tok and _is_path(tok))
        or (len(tok) == 36 and UUID_RE.fullmatch(tok) is not None)
        or keep_shape(tok)
        # a documentation slot of three or more parts: "xoxb-not-a-real-token-..."
        or (tok.count("-") + tok.count("_") >= 3 and placeholder_token(tok))
    )


def _positive(tok: str, core: str) -> bool:
    """The shape of a credential (before the exclusions of ``strong_ok``)."""
    n = len(tok)
    if _HARD_RE.search(core) is not None:
        return True
    if _HEX.fullmatch(tok) is not None:
        return False  # commit ids, digests (a hex key needs its own cue: ``hex_key``)
    if tok.lower() == tok:  # lower case, digits, - _ .
        if _passphrase(tok, weak=False):
            return True
        return n >= 8 and len(_SWITCH.findall(tok)) >= 2 and tok.isalnum()
    if tok.upper() == tok:
        return n >= 6 and len(_SWITCH.findall(tok)) >= 2 and "-" not in tok
    return _DIGIT_RE.search(tok) is not None or _passphrase(tok, weak=False)


def weak_ok(tok: str) -> bool:
    """Could ``tok`` be a credential after only a weak cue ("try X", "still X")?"""
    if len(tok) < 7 or not strong_ok(tok):
        return False
    if _NAME_VERSION.fullmatch(tok) is not None:
        return False  # "works with Python3.11", "Ubuntu22.04": a product and its version
    lower = tok.lower() != tok
    upper = tok.upper() != tok
    digit = _DIGIT_RE.search(tok) is not None
    hard = _HARD_RE.search(tok) is not None
    if hard and (digit or (lower and upper)):
        return not (tok[-1] in ":," or tok.endswith("'s"))
    if lower and upper and digit:
        return True
    return _passphrase(tok, weak=True)


def hex_key(tok: str) -> bool:
    """A key written in hex: 256 bits (``0x...`` or 64 hex digits), or the 32 / 40 hex
    digits of API keys such as Datadog's (taken only after a secret noun, never a hash cue)."""
    return len(tok) in (32, 40, 64, 66) and _HEX_KEY.fullmatch(tok) is not None
