"""Plug-in point for an optional NER back end (spaCy, GLiNER, Presidio, an API...).

Nothing is installed by default: regex families cover formats, a model adds free-text
names and places. Implement :class:`NERBackend` and pass it as ``Masker(ner=...)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from memory_core.pii.placeholders import ADDRESS, PERSON
from memory_core.pii.spans import P_NER, Span

# Model labels mapped onto our placeholder types; unknown labels are ignored.
LABEL_MAP: dict[str, str] = {
    "PERSON": PERSON,
    "PER": PERSON,
    "NAME": PERSON,
    "FULL_NAME": PERSON,
    "STREET_ADDRESS": ADDRESS,
    "ADDRESS": ADDRESS,
    "LOCATION_ADDRESS": ADDRESS,
}


@runtime_checkable
class NERBackend(Protocol):
    """Anything that returns ``(start, end, label)`` character spans for a text."""

    def find(self, text: str) -> Iterable[tuple[int, int, str]]:
        """Entity spans; ``end`` is exclusive. Must be safe to call from one thread."""
        ...


def ner_spans(backend: NERBackend, text: str) -> list[Span]:
    """Run the back end and keep spans whose label we know how to mask."""
    out: list[Span] = []
    for start, end, label in backend.find(text):
        kind = LABEL_MAP.get(label.upper())
        if kind is not None and 0 <= start < end <= len(text):
            out.append(Span(start, end, kind, P_NER))
    return out
