"""What an extractor takes and returns, independent of the back end."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from memory_core.extract.schema import SessionExtraction


@dataclass(frozen=True)
class CurrentFact:
    """A current slot; the dates and source let a prompt say how fresh it is."""

    entity: str
    category: str
    key: str
    value: str
    valid_from: datetime | None = None
    last_observed_at: datetime | None = None
    source_session_id: str | None = None


@dataclass(frozen=True)
class ExtractionInput:
    """A masked session plus the user's current facts (so updates can be resolved)."""

    messages: list[dict[str, Any]]
    started_at: datetime
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    metadata: dict[str, Any] = field(default_factory=dict)
    outcomes: list[dict[str, Any]] = field(default_factory=list)
    current_facts: list[CurrentFact] = field(default_factory=list)


@dataclass(frozen=True)
class ExtractionResult:
    extraction: SessionExtraction
    backend: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class ExtractionError(Exception):
    """Extraction failed. ``retryable`` says whether trying again later may help."""

    def __init__(self, message: str, *, retryable: bool) -> None:
        super().__init__(message)
        self.retryable = retryable


class Extractor(Protocol):
    name: str

    def extract(self, inp: ExtractionInput) -> ExtractionResult: ...
