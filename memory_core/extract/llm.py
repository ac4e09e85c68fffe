"""Fact extraction through any OpenAI-compatible chat endpoint, with structured output.

Transient failures (429 honouring ``Retry-After``, 5xx, timeouts, connection errors,
malformed JSON) are retried here with exponential backoff; when the attempts run out the
error is raised as retryable so the Celery task can back off for longer and, at the end,
dead-letter the session. Client errors (400/401/403/404) are permanent.
"""

from __future__ import annotations

import json

from memory_core.extract.base import ExtractionError, ExtractionInput, ExtractionResult
from memory_core.extract.schema import (
    CATEGORIES,
    SCHEMA_NAME,
    SessionExtraction,
    json_schema,
)
from memory_core.llm import LLMError, StructuredLLM
from memory_core.settings import Settings

SYSTEM_PROMPT = f"""You consolidate a finished support-agent session into long-term memory.
Return JSON matching the schema `session_extraction`:
- facts: durable facts stated or confirmed in the session about the user, their
  organisation or their systems. Each has an entity (who/what it is about, e.g. "user",
  "account", "environment"), a category (one of {", ".join(CATEGORIES)}), a stable snake_case
  key (reuse the key of a matching current fact so updates replace it, e.g. "database"), the
  value as stated (e.g. "PostgreSQL 15"), and a confidence 0-1. Skip small talk and one-off
  details. Personal data has been replaced by placeholders like <EMAIL_1>; keep them as is.
- importance: 1 (routine) to 10 (critical: outages, data loss, security, churn risk).
- topic: a few words. summary: one or two sentences.
"""


class LLMExtractor:
    """Calls ``chat.completions`` with ``response_format`` json_schema ``session_extraction``."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.name = f"openai:{settings.llm_model}"
        self.llm = StructuredLLM(settings)

    def messages_for(self, inp: ExtractionInput) -> list[dict[str, str]]:
        current = [
            {"entity": f.entity, "category": f.category, "key": f.key, "value": f.value}
            for f in inp.current_facts
        ]
        transcript = "\n".join(
            f"[{m.get('id')}] {m.get('role')}: {m.get('content')}" for m in inp.messages
        )
        tools = "\n".join(
            f"tool {t.get('name')} ({t.get('status')}): {json.dumps(t.get('arguments'))[:500]}"
            f" -> {str(t.get('result'))[:500]}"
            for t in inp.tool_calls
        )
        user = (
            f"Session started {inp.started_at.isoformat()}.\n"
            f"Metadata: {json.dumps(inp.metadata, default=str)[:2000]}\n"
            f"Current facts: {json.dumps(current)}\n\nTranscript:\n{transcript}\n{tools}"
        )
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]

    def extract(self, inp: ExtractionInput) -> ExtractionResult:
        try:
            extraction, prompt_tokens, completion_tokens = self.llm.complete(
                self.messages_for(inp),
                schema_name=SCHEMA_NAME,
                schema=json_schema(),
                validate=SessionExtraction.model_validate,
            )
        except LLMError as exc:
            raise ExtractionError(str(exc), retryable=exc.retryable) from None
        return ExtractionResult(extraction, self.name, prompt_tokens, completion_tokens)
