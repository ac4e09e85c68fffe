"""Text normalisation shared by the built-in embedder and the BM25 index.

Everything here is deterministic and dependency-free: a tokenizer, an English stop-word
list and a Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), so the
lexical side of retrieval matches "painting", "paints" and "painted" without a model.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["STOPWORDS", "stem", "terms", "words"]

# A masking placeholder (``<PERSON_2>``, ``<EMAIL_3fa9c2>``) is one token, "person_2": with a
# tenant pseudonym key the same person gets the same placeholder in every session, so it
# is as good a search term as the name was.
_TOKEN_RE = re.compile(r"<([A-Z][A-Z0-9_]*?_[0-9a-f]{1,16})>|([A-Za-z0-9]+(?:'[A-Za-z]+)?)")

# Function words, auxiliaries and question words: they carry no topic and would otherwise
# dominate short queries ("What did X do when ...").
_STOPWORD_TEXT = """
    a about above after again against all am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do
    does doesn't doing don't down during each few for from further had hadn't has hasn't
    have haven't having he he'd he'll he's her here here's hers herself him himself his how
    how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most
    mustn't my myself no nor not of off on once only or other ought our ours ourselves out
    over own same shan't she she'd she'll she's should shouldn't so some such than that
    that's the their theirs them themselves then there there's these they they'd they'll
    they're they've this those through to too under until up very was wasn't we we'd we'll
    we're we've were weren't what what's when when's where where's which while who who's
    whom why why's will with won't would wouldn't you you'd you'll you're you've your yours
    yourself yourselves also just yeah yes oh ok okay hey hi hello really thanks thank
    would've could've should've lot lots much many like get got gets getting s t ve ll re d
    m im ive dont doesnt didnt cant wont isnt
"""
STOPWORDS: frozenset[str] = frozenset(_STOPWORD_TEXT.split())

_VOWELS = frozenset("aeiou")


def _is_consonant(word: str, i: int) -> bool:
    ch = word[i]
    if ch in _VOWELS:
        return False
    if ch == "y":
        return i == 0 or not _is_consonant(word, i - 1)
    return True


def _measure(stem_: str) -> int:
    """Porter's m: the number of vowel-consonant sequences in ``stem_``."""
    m = 0
    prev_vowel = False
    for i in range(len(stem_)):
        vowel = not _is_consonant(stem_, i)
        if prev_vowel and not vowel:
            m += 1
        prev_vowel = vowel
    return m


def _has_vowel(stem_: str) -> bool:
    return any(not _is_consonant(stem_, i) for i in range(len(stem_)))


def _ends_double_consonant(word: str) -> bool:
    return len(word) >= 2 and word[-1] == word[-2] and _is_consonant(word, len(word) - 1)


def _cvc(word: str) -> bool:
    if len(word) < 3:
        return False
    return (
        _is_consonant(word, len(word) - 3)
        and not _is_consonant(word, len(word) - 2)
        and _is_consonant(word, len(word) - 1)
        and word[-1] not in "wxy"
    )


_STEP2 = (
    ("ational", "ate"),
    ("tional", "tion"),
    ("enci", "ence"),
    ("anci", "ance"),
    ("izer", "ize"),
    ("abli", "able"),
    ("alli", "al"),
    ("entli", "ent"),
    ("eli", "e"),
    ("ousli", "ous"),
    ("ization", "ize"),
    ("ation", "ate"),
    ("ator", "ate"),
    ("alism", "al"),
    ("iveness", "ive"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("aliti", "al"),
    ("iviti", "ive"),
    ("biliti", "ble"),
)
_STEP3 = (
    ("icate", "ic"),
    ("ative", ""),
    ("alize", "al"),
    ("iciti", "ic"),
    ("ical", "ic"),
    ("ful", ""),
    ("ness", ""),
)
_STEP4 = (
    "al",
    "ance",
    "ence",
    "er",
    "ic",
    "able",
    "ible",
    "ant",
    "ement",
    "ment",
    "ent",
    "ion",
    "ou",
    "ism",
    "ate",
    "iti",
    "ous",
    "ive",
    "ize",
)


def _replace(word: str, rules: tuple[tuple[str, str], ...], min_m: int) -> str:
    for suffix, repl in rules:
        if word.endswith(suffix):
            base = word[: -len(suffix)]
            return base + repl if _measure(base) > min_m - 1 else word
    return word


@lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    """Porter-stem one lower-case word (words of one or two letters are returned as is)."""
    if len(word) <= 2 or not word.isalpha():
        return word
    w = word
    # Step 1a
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("ss"):
        pass
    elif w.endswith("s"):
        w = w[:-1]
    # Step 1b
    extra = False
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    elif w.endswith("ed") and _has_vowel(w[:-2]):
        w, extra = w[:-2], True
    elif w.endswith("ing") and _has_vowel(w[:-3]):
        w, extra = w[:-3], True
    if extra:
        if w.endswith(("at", "bl", "iz")):
            w += "e"
        elif _ends_double_consonant(w) and w[-1] not in "lsz":
            w = w[:-1]
        elif _measure(w) == 1 and _cvc(w):
            w += "e"
    # Step 1c
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    # Steps 2-3
    w = _replace(w, _STEP2, 1)
    w = _replace(w, _STEP3, 1)
    # Step 4
    for suffix in _STEP4:
        if w.endswith(suffix):
            base = w[: -len(suffix)]
            if _measure(base) > 1 and (suffix != "ion" or base.endswith(("s", "t"))):
                w = base
            break
    # Step 5
    if w.endswith("e"):
        base = w[:-1]
        m = _measure(base)
        if m > 1 or (m == 1 and not _cvc(base)):
            w = base
    if _measure(w) > 1 and _ends_double_consonant(w) and w.endswith("l"):
        w = w[:-1]
    return w


def words(text: str) -> list[str]:
    """Lower-case word tokens (apostrophes folded: "Caroline's" -> "caroline")."""
    out: list[str] = []
    for placeholder, word in _TOKEN_RE.findall(text.replace("’", "'")):
        if placeholder:
            out.append(placeholder.lower())
            continue
        tok = word.lower()
        if "'" in tok and tok not in STOPWORDS:
            head, _, tail = tok.partition("'")
            tok = head if tail in ("s", "re", "ve", "ll", "d", "m", "t") else head + tail
        if tok:
            out.append(tok)
    return out


def terms(text: str) -> list[str]:
    """Index terms: stemmed content words, stop words and lone characters dropped."""
    return [stem(w) for w in words(text) if w not in STOPWORDS and len(w) > 1]
