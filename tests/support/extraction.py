"""The built-in extractor run on a few turns, for the unit tests of its word classes."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.extract.base import ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.schema import ExtractedFact


def extracted(*turns: str) -> list[ExtractedFact]:
    """The facts of a session whose turns alternate user / assistant, user first."""
    msgs = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(turns)
    ]
    inp = ExtractionInput(messages=msgs, started_at=datetime(2026, 1, 1, tzinfo=UTC))
    return BuiltinExtractor().extract(inp).extraction.facts


def fact_tuples(*turns: str) -> set[tuple[str, str, str, str, str | None]]:
    """(entity, key, op, value, previous) of every fact of ``extracted``."""
    return {(f.entity, f.key, f.op, f.value, f.previous) for f in extracted(*turns)}
