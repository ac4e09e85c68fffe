"""What a secret value looks like, and what kind of secret its key name says it is.

Shared by the key-name rules (``secretkeys``), the prose rules (``secretprose``) and
``secrets``: one notion of "could be a credential" for all of them.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import char_classes, entropy, is_trivial, words
from memory_core.pii.placeholders import API_KEY, PASSWORD, PRIVATE_KEY, SECRET

_PIN = re.compile(r"\d{4,8}")
_NEXT_PAIR = re.compile(r"[;&,](?=[ \t]*[A-Za-z_][\w .-]{0,40}=)|\\[nrt\"]")
_QUERY_END = re.compile(r"[&#]")
_BARE_TRAIL = ".,;:"
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
_DIGIT = re.compile(r"\d")
_WIN_PATH = re.compile(r"[A-Za-z]:\\")
_PATH_SEP = re.compile(r"[/\\]")


def _kind_for_keyword(kw: str) -> str:
    k = kw.lower().replace("-", "").replace("_", "").replace(".", "").replace(" ", "")
    if k.startswith(("pass", "pw", "pin", "otp", "totp", "mfa", "psk")):
        return PASSWORD
    if k == "privatekey":
        return PRIVATE_KEY
    if k.endswith("key") and not k.startswith(("session", "signing", "encryption", "master")):
        return API_KEY
    return SECRET


_ANNOTATION = re.compile(r"\([A-Za-z][A-Za-z ]{0,30}\)")


def annotation_at(text: str, start: int) -> bool:
    """A note in parentheses where a value would be: "password = (sensitive value)"."""
    return _ANNOTATION.match(text, start) is not None


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
