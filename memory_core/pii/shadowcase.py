"""All-lower-case texts: give capitals to the words that are not in the dictionary, so
the name rules for capitalised words apply, and tell English runs from name runs.
"""

from __future__ import annotations

import functools
import re

from memory_core.pii.keep import words
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


# Function words of the other languages we see in lower-case chat (pt, es, it, fr, de),
# few of them English words: a line with more of these than English function words is not
# English (nor is a line without English ones in such a text), so "not in the English
# dictionary" says nothing about its words ("quando abro o relatório" is no name run).
_FOREIGN = words(
    "o os um uma do dos das em não que é com para por mas você meu minha ele ela isso"
    " este esta está são também muito obrigado obrigada olá quando onde porque"
    " el los las una en es pero yo usted mi está gracias también cuando donde porque"
    " il gli di della che è per non ma sono mio mia grazie anche quando dove perché"
    " les une des du et est qui pour avec pas ne je vous mon nous dans sur merci aussi"
    " der die das und ist nicht ich sie wir ein eine mit für auf den dem zu von mein"
    " bitte kann danke auch wenn wo weil de da pode puede peut può"
)
_ENGLISH_FN = words(
    "the a an is are was were and or but to of in on at for with my your i you it this"
    " that be not have has had me we they he she his her our their name called"
)
_WORD = re.compile(r"[^\W\d_]+")


def _foreign_lines(text: str) -> list[tuple[int, int]]:
    """(start, end) of the lines whose function words are mostly not English, and of the
    lines without English ones when the whole text's are mostly not English."""
    lines: list[tuple[int, int, int, int]] = []  # start, end, foreign, English words
    pos = total_f = total_e = 0
    for line in text.split("\n"):
        end = pos + len(line)
        foreign = english = 0
        for w in _WORD.findall(line):
            if w in _FOREIGN:
                foreign += 1
            elif w in _ENGLISH_FN:
                english += 1
        lines.append((pos, end, foreign, english))
        total_f += foreign
        total_e += english
        pos = end + 1
    if total_f < 2:
        return []
    text_foreign = total_f > total_e
    return [(s, e) for s, e, f, en in lines if (f >= 2 and f > en) or (text_foreign and en == 0)]


def shadow_case(text: str, stop: frozenset[str]) -> str:
    """``text`` (all lower case) with the first letter of every word that is not an
    English word or a stop word upper-cased, and of one-letter initials between two such
    words ("naomi ryan" -> "Naomi Ryan", "leidy t muris" -> "Leidy T Muris").

    Lower-case writing carries no case signal, so the case-based rules would find
    nothing; capitalising non-dictionary words lets the same rules (lists, cues, name
    evidence) decide. On a line written in another language (``_foreign_lines``) a word
    is capitalised only when it is a listed given name or surname, since most of its
    words are missing from the English dictionary. Offsets are unchanged.
    """
    lists = _lists()
    english = lists.english
    foreign = _foreign_lines(text)
    fi = 0
    chars: list[str] | None = None
    caps: list[tuple[int, int]] = []  # (start, end) of words made capitalised
    for m in _LOW_WORD.finditer(text):
        w = m.group()
        if len(w) == 1:
            caps.append((m.start(), -m.end()))  # a possible initial, decided below
            continue
        if w in english or w in stop or w in _ORG_WORDS:
            continue
        start = m.start()
        while fi < len(foreign) and foreign[fi][1] < start:
            fi += 1
        if fi < len(foreign) and foreign[fi][0] <= start and w not in lists.any:
            continue  # another language's word, not a name
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
