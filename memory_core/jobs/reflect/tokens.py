"""The words of a turn as stems, in scripts with spaces and without (pure).

A stem stands for a word: its first ``STEM`` letters ("verify" meets "verification"). Japanese
and Chinese write no spaces, so a whole sentence would be one "word" whose stem names
nothing; their subjects are runs of Han characters and Katakana (the Hiragana between them
is mostly grammar: "製品名は英語のまま" is 製品名, 英語), taken as character pairs ("英語",
"製品", "品名"), the usual unit of a CJK word. Korean keeps spaces but glues particles to a
word ("한국어로"), so a Hangul word's stem is its first two syllables.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

STEM = 5  # letters of a word that stand for it ("verif", "certi", "kubec")
_WORD = re.compile(r"(?<![^\W_])[^\W\d_][^\W_]{2,}")  # three letters: TLS, SSL, VPN, SSO, CSV
_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+")
_IDEOGRAPHS = re.compile(r"[\u30a0-\u30ff\u3400-\u9fff\uf900-\ufaff]+")  # Han and Katakana
_HANGUL = re.compile(r"[\uac00-\ud7af]{2,}")
# Chinese characters that are grammar, not subject: a pair with one says nothing.
_FUNCTION = frozenset("的了是我你他她们在有和也都就要会能说给这那吗呢吧请不用个为与对把被从")


def words(text: str) -> Iterator[tuple[str, str]]:
    """(stem, word) for each word of ``text``, lower-cased (CJK as character pairs)."""
    low = text.lower().replace("_", " ")
    for run in _SCRIPT.findall(low):
        for part in _IDEOGRAPHS.findall(run):
            for i in range(len(part) - 1):
                pair = part[i : i + 2]
                if not set(pair) & _FUNCTION:
                    yield pair, pair
        for word in _HANGUL.findall(run):
            yield word[:2], word
    for word in _WORD.findall(_SCRIPT.sub(" ", low)):
        yield word[:STEM], word


def stem_set(text: str) -> set[str]:
    """The stems of every word of ``text`` (no stop words removed)."""
    return {s for s, _ in words(text)}
