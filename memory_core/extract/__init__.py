"""Fact extraction: an OpenAI-compatible LLM when configured, a built-in rule set otherwise."""

from __future__ import annotations

from memory_core.extract.base import (
    CurrentFact,
    ExtractionError,
    ExtractionInput,
    ExtractionResult,
    Extractor,
)
from memory_core.extract.schema import SCHEMA_NAME, ExtractedFact, SessionExtraction
from memory_core.settings import Settings

__all__ = [
    "SCHEMA_NAME",
    "CurrentFact",
    "ExtractedFact",
    "ExtractionError",
    "ExtractionInput",
    "ExtractionResult",
    "Extractor",
    "SessionExtraction",
    "get_extractor",
]


def get_extractor(settings: Settings) -> Extractor:
    """The LLM extractor exactly when the openai client is configured, else the built-in one."""
    if settings.llm_enabled:
        from memory_core.extract.llm import LLMExtractor

        return LLMExtractor(settings)
    from memory_core.extract.builtin import BuiltinExtractor

    return BuiltinExtractor()
