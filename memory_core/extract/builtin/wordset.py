"""A pattern of many whole-word alternatives, matched by one tokenisation and set lookups.

A regex alternation of a few hundred words (``markers.HYPOTHETICAL_RE`` over 14 languages)
is tried word by word at every position of every clause, which made the extractor several
times slower than the rules need. Here each alternative written as a plain word
("kanskje"), a word stem ("rozważa\\w*") or a word with a choice of endings
("consider(?:ed|ing)?") becomes a set entry; only the alternatives that need a regex
(several words, look-behinds, no word boundary) stay in one, shorter, pattern. ``search``
gives what ``re.search`` of the full alternation gives: the leftmost match, a real
``re.Match`` whose ``group(0)`` is the word, the regex one when both start at one place.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

_LETTERS = r"[^\W\d_]+"
_STEM_RE = re.compile(rf"({_LETTERS})\\w([*+])")
_ENDINGS_RE = re.compile(rf"({_LETTERS})\(\?:({_LETTERS}(?:\|{_LETTERS})*)\)(\?)?")
_OPTIONAL_LAST_RE = re.compile(rf"({_LETTERS})\?")  # "options?": option, options
# "\w+(?:nánk|nénk)", "\w+zu(?:ziehen|steigen)": a word with one of these endings
_SUFFIX_RE = re.compile(rf"\\w\+({_LETTERS})?(?:\(\?:({_LETTERS}(?:\|{_LETTERS})*)\))?")
_TOKEN_RE = re.compile(r"\w+")


class WordPattern:
    """``\\b(?:w1|w2|...)\\b|tail`` with the plain words looked up in sets (module docstring)."""

    def __init__(
        self, bounded: Sequence[str], tail: str = "", flags: int = re.IGNORECASE, far: str = ""
    ):
        # ``far``: substrings of scripts without word boundaries, searched only in a text that
        # is not plain ASCII (most clauses are), where ``tail`` is searched in every one
        self.far = re.compile(far, flags) if far else None
        self.words: set[str] = set()
        self.stems: dict[int, set[str]] = {}  # stem length -> stems ("rozważa" of "rozważa\w*")
        self.longer: set[str] = set()  # stems that need one more letter ("\w+")
        self.suffixes: set[str] = set()  # endings after at least one letter
        self._seen: dict[str, bool] = {}
        rest: list[str] = []
        for alt in bounded:
            if re.fullmatch(_LETTERS, alt):
                self.words.add(alt.lower())
            elif m := _STEM_RE.fullmatch(alt):
                self.stems.setdefault(len(m[1]), set()).add(m[1].lower())
                if m[2] == "+":
                    self.longer.add(m[1].lower())
            elif m := _ENDINGS_RE.fullmatch(alt):
                endings = m[2].split("|") + ([""] if m[3] else [])
                self.words.update((m[1] + e).lower() for e in endings)
            elif (m := _SUFFIX_RE.fullmatch(alt)) and (m[1] or m[2]):
                self.suffixes.update((m[1] or "") + e for e in (m[2] or "").split("|"))
            elif m := _OPTIONAL_LAST_RE.fullmatch(alt):
                self.words.update({m[1].lower(), m[1][:-1].lower()})
            else:
                rest.append(alt)
        # the rest that starts with a letter is tried only where a word starts with it
        by_head: dict[str, list[str]] = {}
        free: list[str] = []
        for alt in rest:
            if heads := _heads(alt):
                for head in heads:
                    by_head.setdefault(head, []).append(alt)
            else:
                free.append(alt)
        self.led = {
            head: re.compile(r"(?:" + "|".join(alts) + r")\b", flags)
            for head, alts in by_head.items()
        }
        parts = [r"\b(?:" + "|".join(free) + r")\b"] if free else []
        parts += [tail] if tail else []
        self.regex = re.compile("|".join(parts), flags) if parts else None
        # a tail of literals ("'ll", "もし") is searched only when one of its first letters is there
        firsts = {a[:1] for a in alternatives(tail)} if tail and not free else set()
        self.gate = (
            re.compile("[" + "".join(sorted(re.escape(c) for c in firsts)) + "]", flags)
            if firsts and all(c and c not in "\\([.^$" for c in firsts)
            else None
        )
        self.shortest = min(self.stems, default=0)
        self.head = min(3, self.shortest)
        self.heads = {s[: self.head] for group in self.stems.values() for s in group}
        self.pattern = "|".join([*bounded, tail])

    def _word(self, token: str) -> bool:
        """Is this token one of the words? Remembered, as most tokens recur ("we", "to")."""
        known = self._seen.get(token)
        if known is None:
            if len(self._seen) >= 50_000:
                self._seen.clear()
            known = self._seen[token] = self._lookup(token)
        return known

    def _lookup(self, token: str) -> bool:
        low = token.lower()
        if low in self.words or (self.suffixes and self._ending(low)):
            return True
        if len(low) < self.shortest or low[: self.head] not in self.heads:
            return False
        for size, stems in self.stems.items():
            stem = low[:size]
            if stem in stems and (len(low) > size or stem not in self.longer):
                return True
        return False

    def _ending(self, low: str) -> bool:
        return any(len(low) > len(e) and low.endswith(e) for e in self.suffixes)

    def search(self, text: str) -> re.Match[str] | None:
        found = self._search(text)
        if self.far is not None and not text.isascii():
            other = self.far.search(text)
            if other is not None and (found is None or other.start() < found.start()):
                return other
        return found

    def _search(self, text: str) -> re.Match[str] | None:
        found = None
        if self.regex is not None and (self.gate is None or self.gate.search(text)):
            found = self.regex.search(text)
        end = found.start() if found is not None else len(text)
        for token in _TOKEN_RE.finditer(text):
            start = token.start()
            if start >= end:
                break
            led = self.led.get(text[start].lower())
            if led is not None and (m := led.match(text, start)) is not None:
                return m
            if self._word(token.group(0)):
                return token
        return found


def _structure(pattern: str) -> Iterator[tuple[int, str, int]]:
    """(index, character, group depth after it) of each character of a regex that is not
    escaped and not inside a character class: what splitting it needs."""
    depth, i, in_class = 0, 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        else:
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            yield i, c, depth
        i += 1


def alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a regex ("a|b(?:c|d)|e" -> a, b(?:c|d), e)."""
    out: list[str] = []
    start = 0
    for i, c, depth in _structure(pattern):
        if c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
    out.append(pattern[start:])
    return out


def _heads(alt: str) -> set[str]:
    """The letters a match of ``alt`` can start with, or nothing when it is not that simple
    ("plan\\s+to": p; "(?:the\\s+)?plan\\s+is": t, p; look-behinds skipped)."""
    while alt.startswith("(?<"):
        alt = alt[_group_end(alt) :]
    if alt[:1].isalpha():
        return {alt[0].lower()} if alt[1:2] not in ("?", "*", "+", "{") else set()
    if not alt.startswith("(?:"):
        return set()
    end = _group_end(alt)
    inner = [_heads(a) for a in alternatives(alt[3 : end - 1])]
    if not all(inner):
        return set()
    found = set().union(*inner)
    if alt[end : end + 1] in ("*", "{"):
        return set()
    if alt[end : end + 1] == "?":
        rest = _heads(alt[end + 1 :])
        return found | rest if rest else set()
    return found


def _group_end(pattern: str) -> int:
    """The index after the group that opens ``pattern``."""
    for i, c, depth in _structure(pattern):
        if c == ")" and depth == 0:
            return i + 1
    return len(pattern)
