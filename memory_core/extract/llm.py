"""Fact extraction through any OpenAI-compatible chat endpoint, with structured output.

Transient failures (429 honouring ``Retry-After``, 5xx, timeouts, connection errors,
malformed JSON) are retried here with exponential backoff; when the attempts run out the
error is raised as retryable so the Celery task can back off for longer and, at the end,
dead-letter the session. Client errors (400/401/403/404) are permanent.
"""

from __future__ import annotations

import json
import re

from memory_core.extract.base import (
    CurrentFact,
    ExtractionError,
    ExtractionInput,
    ExtractionResult,
)
from memory_core.extract.schema import (
    CATEGORIES,
    SCHEMA_NAME,
    SessionExtraction,
    json_schema,
)
from memory_core.llm import LLMError, StructuredLLM
from memory_core.model.products import ALIASES
from memory_core.model.slots import ATTRIBUTES
from memory_core.settings import Settings
from memory_core.tokens import count_tokens

# The current slots shown to the model: only those the session mentions, most recently
# stated first, within min(SLOTS_MAX_TOKENS, SLOTS_SHARE x the transcript's tokens) (at
# least SLOTS_MIN_TOKENS). With the fixed system prompt (~390 tokens), the metadata cap and
# the transcript's role labels (~3 tokens a message) this keeps a prompt under 1.3x the
# session's tokens + about 1,300 tokens (PROMPT_FIXED_TOKENS), whatever the user's history.
SLOTS_MAX_TOKENS = 300
SLOTS_MIN_TOKENS = 60
SLOTS_SHARE = 0.3
METADATA_MAX_CHARS = 2_000
PROMPT_FIXED_TOKENS = 1_300  # the documented fixed part of the bound above

SYSTEM_PROMPT = f"""You consolidate a finished support-agent session into long-term memory.
Return JSON matching the schema `session_extraction`:
- facts: durable facts the *user* states about themselves, their organisation or their
  systems. entity: "user" for the user, their company and their environment; for a third
  party (a customer, partner or vendor of theirs) "customer", "partner" or "vendor". Never
  record what the assistant suggested, what is only considered or planned, or a question.
  category: one of {", ".join(CATEGORIES)}. key: reuse the key of a current slot listed below
  when it is the same attribute; otherwise one of {", ".join(ATTRIBUTES)} when it fits, else a
  short snake_case name. value: as stated, with its version (e.g. "PostgreSQL 15").
  op: "set", or "retract" when the session says the fact ended with nothing replacing it
  ("we dropped Redis": key "cache", value "Redis", op "retract"). previous: the value it
  replaced when the session says so ("moved from Jenkins to GitHub Actions": "Jenkins"),
  else null. confidence 0-1. Skip small talk, one-off details and open problems.
  Personal data has been replaced by placeholders like <EMAIL_1>; keep them as is.
- importance: 1 (routine) to 10 (critical: outages, data loss, security, churn risk).
- topic: a few words. summary: one or two sentences about what happened, never a greeting.
"""


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9][a-z0-9.+#]*", text.casefold()))


def _relevant(f: CurrentFact, text: str, words: set[str]) -> bool:
    """Does the session mention this slot: its key (or a synonym) or its value's product?"""
    names = {f.key, *ATTRIBUTES.get(f.key, ("", ()))[1]}
    if any(n.replace("_", " ") in text or n in words for n in names if n):
        return True
    value = f.value.casefold()
    return any(a in words or (" " in a and a in text) for a in ALIASES if a in value) or any(
        w in words for w in _words(f.value) if len(w) > 3
    )


def slot_lines(inp: ExtractionInput, transcript_tokens: int) -> list[str]:
    """The current slots relevant to the session, most recent first, within the budget."""
    text = " ".join(str(m.get("content", "")) for m in inp.messages).casefold()
    words = _words(text)
    budget = max(SLOTS_MIN_TOKENS, min(SLOTS_MAX_TOKENS, int(SLOTS_SHARE * transcript_tokens)))
    ranked = sorted(
        (f for f in inp.current_facts if _relevant(f, text, words)),
        key=lambda f: f.last_observed_at.isoformat() if f.last_observed_at else "",
        reverse=True,
    )
    lines: list[str] = []
    used = 0
    for f in ranked:
        since = f.valid_from.date().isoformat() if f.valid_from else "?"
        last = f.last_observed_at.date().isoformat() if f.last_observed_at else "?"
        line = (
            f"- {f.entity}.{f.key} = {f.value} (since {since}, last stated {last}, "
            f"session {f.source_session_id or '?'})"
        )
        cost = count_tokens(line) + 1
        if used + cost > budget:
            break
        lines.append(line)
        used += cost
    return lines


class LLMExtractor:
    """Calls ``chat.completions`` with ``response_format`` json_schema ``session_extraction``."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.name = f"openai:{settings.llm_model}"
        self.llm = StructuredLLM(settings)

    def messages_for(self, inp: ExtractionInput) -> list[dict[str, str]]:
        # No message ids: nothing in the answer refers to them, and at ~5 tokens a message
        # they were a third of a short turn's tokens.
        transcript = "\n".join(f"{m.get('role')}: {m.get('content')}" for m in inp.messages)
        tools = "\n".join(
            f"tool {t.get('name')} ({t.get('status')}): {json.dumps(t.get('arguments'))[:500]}"
            f" -> {str(t.get('result'))[:500]}"
            for t in inp.tool_calls
        )
        slots = slot_lines(inp, count_tokens(transcript + tools))
        current = "\n".join(slots) if slots else "(none relevant)"
        user = (
            f"Session started {inp.started_at.isoformat()}.\n"
            f"Metadata: {json.dumps(inp.metadata, default=str)[:METADATA_MAX_CHARS]}\n"
            f"Current slots (reuse their keys; dates and sources say how fresh they are):\n"
            f"{current}\n\nTranscript:\n{transcript}\n{tools}"
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
