"""All-lower-case texts: give capitals to the words that are not in the dictionary, so
the name rules for capitalised words apply, and tell English runs from name runs.
"""

from __future__ import annotations

import functools
import re

from memory_core.pii.namewords import (
    _ORG_WORDS,
    AMBIG,
    EN,
    NOT,
    ORG,
    RAW_GIVEN,
    SHAPED,
    STOPW,
    SUR,
    _cache,
    _lists,
)

# --- all-lower-case texts -----------------------------------------------------------------
# A prose word: after a space, quote, bracket or line start; before a space or punctuation
# (not a path, e-mail, file name or identifier).
_LOW_WORD = re.compile(
    r"(?<![^\s\"'(“‘\[>*])[^\W\d_]++(?=$|[\s,;:!?\"'’”)\]*]|\.(?![^\W_]))", re.MULTILINE
)


def shadow_case(text: str, stop: frozenset[str]) -> str:
    """``text`` (all lower case) with the first letter of every word that is not an
    English word or a stop word upper-cased, and of one-letter initials between two such
    words ("naomi ryan" -> "Naomi Ryan", "leidy t muris" -> "Leidy T Muris").

    Lower-case writing carries no case signal, so the case-based rules would find
    nothing; capitalising non-dictionary words lets the same rules (lists, cues, name
    evidence) decide. Offsets are unchanged.
    """
    lists = _lists()
    english = lists.english
    chars: list[str] | None = None
    caps: list[tuple[int, int]] = []  # (start, end) of words made capitalised
    for m in _LOW_WORD.finditer(text):
        w = m.group()
        if len(w) == 1:
            caps.append((m.start(), -m.end()))  # a possible initial, decided below
            continue
        if w in english or w in stop or w in _ORG_WORDS:
            continue
        up = w[0].upper()
        if len(up) != 1:
            continue
        if chars is None:
            chars = list(text)
        chars[m.start()] = up
        caps.append((m.start(), m.end()))
    if chars is None:
        return text
    for k in range(1, len(caps) - 1):
        s, e = caps[k]
        pe, ns = caps[k - 1][1], caps[k + 1][0]
        # "t" in "leidy t muris": right between two capitalised words
        if (
            e < 0 < pe
            and caps[k + 1][1] > 0
            and text[pe:s] == " "
            and text[-e:ns] in (" ", ". ")
            and len(text[s].upper()) == 1
        ):
            chars[s] = text[s].upper()
    return "".join(chars)


def is_name_run(run: str, stop: frozenset[str]) -> bool:
    """Is every word of ``run`` (space-separated, initials allowed) written like a name
    and neither English (unless a listed given name), a stop, place nor company word?"""
    toks = run.split()
    named = [t for t in toks if len(t.rstrip(".")) > 1]
    if len(named) < 2 or toks[0] not in named or toks[-1] not in named:
        return False
    for t in named:
        f = _cache(stop)[t]
        if not f & SHAPED or f & (STOPW | NOT | ORG) or (f & EN and not f & (AMBIG | SUR)):
            return False
    return True


@functools.lru_cache(maxsize=4096)
def all_english(run: str, stop: frozenset[str]) -> bool:
    """Are all words of ``run`` English words that are not listed names ("Mission
    Statement", "Release Notes"): a heading, not a speaker label?"""
    return all(
        (f := _cache(stop)[t]) & EN and not f & (AMBIG | SUR | RAW_GIVEN) for t in run.split()
    )
