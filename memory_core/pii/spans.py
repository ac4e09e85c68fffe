"""Span type shared by every detector family.

A detector only proposes spans; the engine resolves overlaps once, so families stay
independent and cheap (no detector ever rewrites text).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

_WORDS = re.compile(r"[a-z]+")


class Span(NamedTuple):
    """A candidate replacement: ``text[start:end]`` becomes a ``<kind_N>`` placeholder."""

    start: int
    end: int
    kind: str
    priority: int
    # Normalised value used for consistent numbering; None -> use the raw text.
    norm: str | None = None


def lower_same_len(text: str) -> str:
    """Lower-cased text with the same length, so match offsets map back to ``text``.

    A few characters (e.g. 'İ') lower to two code points; they are left as they are.
    """
    low = text.lower()
    if len(low) != len(text):
        low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return low


class Doc(NamedTuple):
    """A text prepared once for all detectors.

    ``low`` lets cue words be matched case-sensitively (much faster than IGNORECASE in
    ``re``); ``words`` lets a detector skip its regexes when none of its cue words occur.
    """

    text: str
    low: str
    words: frozenset[str]

    @classmethod
    def of(cls, text: str) -> Doc:
        """Prepare ``text``."""
        low = lower_same_len(text)
        return cls(text, low, frozenset(_WORDS.findall(low)))


Detector = Callable[[Doc], Iterable[Span]]

# Priorities: higher wins an overlap; ties go to the longer span.
P_KEEP = 1000
P_PEM = 200
P_VENDOR = 150
P_URL_CRED = 140
P_KV = 130
P_CONTEXT_SECRET = 120
P_ENTROPY = 110
P_STRUCT = 100
P_CARD = 90
P_IBAN = 90
P_SSN = 90
P_EMAIL = 85
P_DOB = 80
P_IP = 75
P_PHONE = 70
P_ADDRESS = 60
P_PERSON = 50
P_KNOWN_PERSON = 45
P_NER = 40


def resolve(spans: Iterable[Span]) -> list[Span]:
    """Pick a non-overlapping subset: highest priority first, then longest, then leftmost."""
    ordered = sorted(spans, key=lambda s: (-s.priority, s.start - s.end, s.start))
    chosen: list[Span] = []
    for sp in ordered:
        s, e = sp.start, sp.end
        if e <= s:
            continue
        for c in chosen:
            if s < c.end and c.start < e:
                break
        else:
            chosen.append(sp)
    chosen.sort(key=lambda x: x.start)
    return chosen
