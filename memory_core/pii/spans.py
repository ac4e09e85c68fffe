"""Span type shared by every detector family.

A detector only proposes spans; the engine resolves overlaps once, so families stay
independent and cheap (no detector ever rewrites text).
"""

from __future__ import annotations

import bisect
import operator
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

from memory_core.pii.placeholders import PLACEHOLDER_RE

# ``[a-z]+`` words via bytes.translate + split: twice as fast as ``re.findall`` (anything
# that is not an ASCII lower-case letter, non-ASCII included, becomes a separator).
_NOT_LETTER = bytes(c if 97 <= c <= 122 else 32 for c in range(256))
# Most number-shaped families skip texts without a single digit.
ANY_DIGIT = re.compile(r"\d")


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
    # Spans of the families that already ran (names use phones as anchors).
    found: list[Span]
    # Does the text hold any digit? (Most number-shaped families skip texts without one.)
    digit: bool = True
    # The text as bytes when it is pure ASCII (nearly always), else None: families that
    # scan a ``bytes.translate`` shape of the text share this one encoding.
    ascii: bytes | None = None

    @classmethod
    def of(cls, text: str) -> Doc:
        """Prepare ``text``; existing placeholders are blanked in ``low`` so that
        ``<PHONE_1>`` or ``<API_KEY_2>`` never act as context for a second pass."""
        low = lower_same_len(text)
        if "<" in text:
            parts = []
            pos = 0
            for m in PLACEHOLDER_RE.finditer(text):
                parts += [low[pos : m.start()], "\x00" * (m.end() - m.start())]
                pos = m.end()
            if parts:
                low = "".join(parts) + low[pos:]
        words = low.encode("ascii", "replace").translate(_NOT_LETTER).decode("ascii").split()
        raw = text.encode() if text.isascii() else None
        return cls(text, low, frozenset(words), [], ANY_DIGIT.search(text) is not None, raw)


Detector = Callable[[Doc], Iterable[Span]]


def line_matches(rx: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """``rx.finditer(text)`` for a ``(?m)^...`` pattern whose matches never span a newline:
    tried only at line starts (``re`` has no fast skip for ``^`` and tries every offset)."""
    out: list[re.Match[str]] = []
    pos = 0
    while True:
        m = rx.match(text, pos)
        if m is not None:
            out.append(m)
        pos = text.find("\n", pos) + 1
        if pos == 0:
            return out


# Priorities: higher wins an overlap; ties go to the longer span.
P_KEEP = 1000
P_PEM = 200
P_VENDOR = 150
P_URL_CRED = 140
P_KV = 130
P_SHAPE = 125  # keep-listed shapes: below key-name rules, above everything else
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


_FREE_TEXT = frozenset({"ADDRESS", "PERSON"})
# A free-text span beaten by a keep-listed shape or by another name is dropped, not cut
# ("Asked <KEEP>" must not leave "Asked " behind as a name).
_NO_TRUNCATE = frozenset({"KEEP", "PERSON"})
# An e-mail that lost to a URL password is the password's "@host" tail, not a new value.
_SELF_DELIMITED = frozenset({"EMAIL"})


class _Taken:
    """Chosen, non-overlapping spans kept sorted by start: overlap checks are O(log n)."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.spans: list[Span] = []

    def blocker(self, s: int, e: int) -> Span | None:
        """The leftmost chosen span overlapping ``[s, e)``, if any."""
        i = bisect.bisect_right(self.starts, s) - 1
        if i >= 0 and self.spans[i].end > s:
            return self.spans[i]
        if i + 1 < len(self.spans) and self.spans[i + 1].start < e:
            return self.spans[i + 1]
        return None

    def add(self, sp: Span) -> None:
        i = bisect.bisect_right(self.starts, sp.start)
        self.starts.insert(i, sp.start)
        self.spans.insert(i, sp)


_START = operator.itemgetter(0)


def resolve(spans: Iterable[Span], conflicts: list[Span] | None = None) -> list[Span]:
    """Pick a non-overlapping subset: highest priority first, then longest, then leftmost.

    Dropped spans that stick out of the span that beat them are appended to
    ``conflicts``: part of them may still be sensitive, so the engine masks again.
    """
    spans = sorted(spans, key=_START)
    end = -1
    for sp in spans:
        if sp.start < end:
            break
        if sp.end > end:
            end = sp.end
    else:  # nothing overlaps (about half of all texts): keep every non-empty span
        return [sp for sp in spans if sp.end > sp.start]
    ordered = sorted(spans, key=lambda s: (-s.priority, s.start - s.end, s.start))
    taken = _Taken()
    for sp in ordered:
        s, e = sp.start, sp.end
        if e <= s:
            continue
        c = taken.blocker(s, e)
        if c is None:
            taken.add(sp)
        elif sp.kind in _FREE_TEXT and s < c.start and c.kind not in _NO_TRUNCATE:
            # "12 Main St, Springfield <SSN>": keep the address part before the value
            # that won (free-text spans are often over-long).
            if taken.blocker(s, c.start) is None:
                taken.add(sp._replace(end=c.start))
        elif (
            conflicts is not None
            and c.priority < P_KEEP
            and sp.kind not in _SELF_DELIMITED
            and (s < c.start or e > c.end)
        ):
            conflicts.append(sp)
    return taken.spans
