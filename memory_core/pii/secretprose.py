"""Passwords and tokens named in prose: "the password is X", "use X as the new token"."""

from __future__ import annotations

import re
from collections.abc import Callable

from memory_core.pii.keep import is_trivial, placeholder_token, words
from memory_core.pii.placeholders import PASSWORD
from memory_core.pii.secretvalue import (
    _PIN,
    _STOP,
    _clean_bare,
    _kind_for_keyword,
    _secret_shaped,
    annotation_at,
)
from memory_core.pii.spans import (
    P_KV,
    Doc,
    Span,
)

_CLAUSE = re.compile(r"(?:[^\n.;!?]|[.;!?](?=\S)){1,120}")
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
# After "password is <word>": a preposition makes the word a passive verb ("is read from",
# "is kept in", "is managed by") and the clause tells where the value is, not what.
_PASSIVE_NEXT = re.compile(
    r"[ \t]+(?:from|in|into|inside|within|by|via|through|using|with|under|at|on|out[ \t]+of"
    r"|per|over|across|onto)(?![\w])",
    re.IGNORECASE,
)
# Irregular participles ("is read from", "is kept in", "is set by"); regular ones end in -ed.
_PARTICIPLES = words(
    "read kept set sent held put built bound found made shared stuck left lost spent got "
    "fed led paid sold told brought bought caught taught fetched pulled pushed synced "
    "split cut shut"
)
_USE_AS_RE = re.compile(
    r"\b(?:use|try|with|type|enter)[ \t]+(?P<val>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'`]+)[ \t]+as"
    r"[ \t]+(?:the[ \t]+|your[ \t]+|my[ \t]+|a[ \t]+)?(?:new[ \t]+)?"
    r"(?:password|passphrase|passcode|pin|token|secret)\b"
)


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
            if val[0] == "(" and annotation_at(text, s):
                continue  # Terraform's "password = (sensitive value)"
            if "phrase" in kw:  # passphrases are several words: take the rest of the clause
                tail = _CLAUSE.match(text, s)
                if tail and len(tail.group()) > len(val):
                    val = tail.group().rstrip(" ,")
            val = _clean_bare(val)
        stripped = val.strip()
        if not stripped or is_trivial(stripped) or stripped.lower() in _STOP:
            continue
        if (
            not quoted
            and stripped.isalpha()
            and stripped.islower()
            and (stripped.endswith(("ed", "en", "wn")) or stripped in _PARTICIPLES)
            and _PASSIVE_NEXT.match(text, s + len(stripped))
        ):
            continue  # "password is read from ~/.my.cnf": a passive verb, not the value
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
        elif placeholder_token(stripped):
            continue  # "api key: sk-proj-XXXXXXXX", a documentation slot
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
