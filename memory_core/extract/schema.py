"""The extraction contract: what any extractor (LLM or built-in) returns for a session.

The JSON schema below is sent as ``response_format={"type": "json_schema", ...}`` under the
stable name ``session_extraction``; OpenAI-compatible servers are tested against it. A fact
may say it ended (``op: "retract"``) or what it replaced (``previous``); both are optional,
so a server that answers only ``facts/importance/topic/summary`` with plain facts still
works. Entities and keys are reduced to the slug form of ``model.slots.slug``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from memory_core.model.slots import slug

Category = Literal[
    "technical_environment",
    "preferences",
    "known_issues",
    "contact_info",
    "business_context",
    "other",
]
CATEGORIES: tuple[str, ...] = (
    "technical_environment",
    "preferences",
    "known_issues",
    "contact_info",
    "business_context",
    "other",
)
SCHEMA_NAME = "session_extraction"


class ExtractedFact(BaseModel):
    model_config = ConfigDict(extra="ignore")

    entity: str = Field(min_length=1, max_length=200)
    category: Category = "other"
    key: str = Field(min_length=1, max_length=200)
    value: str = Field(min_length=1, max_length=2_000)
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    op: Literal["set", "retract"] = "set"
    previous: str | None = Field(default=None, max_length=2_000)

    @field_validator("category", mode="before")
    @classmethod
    def _known_category(cls, v: Any) -> Any:
        return v if v in CATEGORIES else "other"

    @field_validator("op", mode="before")
    @classmethod
    def _known_op(cls, v: Any) -> Any:
        return "retract" if str(v).strip().lower() in {"retract", "remove", "ended"} else "set"

    @field_validator("entity", "key")
    @classmethod
    def _norm(cls, v: str) -> str:
        return slug(v)

    @field_validator("previous")
    @classmethod
    def _strip_previous(cls, v: str | None) -> str | None:
        v = " ".join(v.split()) if v else None
        return v or None

    @field_validator("value")
    @classmethod
    def _strip(cls, v: str) -> str:
        return " ".join(v.strip().split())


class Issue(BaseModel):
    """A reported problem: kept with the episode, out of the facts layer."""

    model_config = ConfigDict(extra="ignore")

    key: str = Field(min_length=1, max_length=200)
    status: Literal["open", "resolved"] = "open"
    text: str = Field(default="", max_length=500)


class SessionExtraction(BaseModel):
    model_config = ConfigDict(extra="ignore")

    facts: list[ExtractedFact] = Field(default_factory=list)
    issues: list[Issue] = Field(default_factory=list)
    importance: int = Field(default=5, ge=1, le=10)
    topic: str = ""
    summary: str = ""

    @field_validator("importance", mode="before")
    @classmethod
    def _clamp(cls, v: Any) -> Any:
        try:
            return max(1, min(10, round(float(v))))
        except (TypeError, ValueError):
            return v


def json_schema() -> dict[str, Any]:
    """Strict JSON schema for structured output (every property required, no extras)."""
    fact = {
        "type": "object",
        "additionalProperties": False,
        "required": ["entity", "category", "key", "value", "confidence", "op", "previous"],
        "properties": {
            "entity": {"type": "string", "description": "user, or the third party it is about"},
            "category": {"type": "string", "enum": list(CATEGORIES)},
            "key": {"type": "string", "description": "stable snake_case attribute name"},
            "value": {"type": "string"},
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
            "op": {
                "type": "string",
                "enum": ["set", "retract"],
                "description": "retract: the fact ended with no successor (value: what ended)",
            },
            "previous": {
                "type": ["string", "null"],
                "description": "the value this one replaced, when the session says so",
            },
        },
    }
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["facts", "importance", "topic", "summary"],
        "properties": {
            "facts": {"type": "array", "items": fact},
            "importance": {"type": "integer", "minimum": 1, "maximum": 10},
            "topic": {"type": "string"},
            "summary": {"type": "string"},
        },
    }


def response_format() -> dict[str, Any]:
    return {
        "type": "json_schema",
        "json_schema": {"name": SCHEMA_NAME, "strict": True, "schema": json_schema()},
    }
