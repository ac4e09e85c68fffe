"""Fact extraction through any OpenAI-compatible chat endpoint, with structured output.

Transient failures (429 honouring ``Retry-After``, 5xx, timeouts, connection errors,
malformed JSON) are retried here with exponential backoff; when the attempts run out the
error is raised as retryable so the Celery task can back off for longer and, at the end,
dead-letter the session. Client errors (400/401/403/404) are permanent.
"""

from __future__ import annotations

import json
from typing import Any

import openai
from pydantic import ValidationError
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from memory_core.extract.base import ExtractionError, ExtractionInput, ExtractionResult
from memory_core.extract.schema import CATEGORIES, SessionExtraction, response_format
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


class _Malformed(Exception):
    """The endpoint answered 200 but not with JSON matching the schema."""


def _retryable(exc: BaseException) -> bool:
    if isinstance(exc, _Malformed | openai.APITimeoutError | openai.APIConnectionError):
        return True
    if isinstance(exc, openai.RateLimitError):
        return True
    return isinstance(exc, openai.APIStatusError) and exc.status_code >= 500


def _retry_after(exc: BaseException | None) -> float | None:
    if isinstance(exc, openai.APIStatusError):
        raw = exc.response.headers.get("retry-after")
        if raw:
            try:
                return max(0.0, float(raw))
            except ValueError:
                return None
    return None


class LLMExtractor:
    """Calls ``chat.completions`` with ``response_format`` json_schema ``session_extraction``."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.model = settings.llm_model
        self.name = f"openai:{settings.llm_model}"
        self.client = openai.OpenAI(
            api_key=settings.openai_api_key or "not-needed",
            base_url=settings.openai_base_url,
            timeout=settings.llm_timeout,
            max_retries=0,  # retries are ours (below), so they are counted and bounded
        )
        self._backoff = wait_exponential_jitter(multiplier=0.5, max=settings.llm_backoff_max)

    def _wait(self, state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome else None
        hinted = _retry_after(exc)
        if hinted is not None:
            return min(hinted, self.settings.llm_backoff_max)
        return float(self._backoff(state))

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

    def _call(self, inp: ExtractionInput) -> ExtractionResult:
        try:
            completions: Any = self.client.chat.completions
            resp = completions.create(
                model=self.model,
                messages=self.messages_for(inp),
                response_format=response_format(),
                temperature=0,
            )
        except (json.JSONDecodeError, openai.APIResponseValidationError) as exc:
            raise _Malformed(f"the endpoint's response is not valid JSON: {exc}") from None
        if not resp.choices or resp.choices[0].message.content is None:
            raise _Malformed("no content in the completion")
        content = resp.choices[0].message.content
        try:
            data: Any = json.loads(content)
            extraction = SessionExtraction.model_validate(data)
        except (json.JSONDecodeError, ValidationError) as exc:
            raise _Malformed(f"completion is not a valid session_extraction: {exc}") from None
        usage = resp.usage
        return ExtractionResult(
            extraction=extraction,
            backend=self.name,
            prompt_tokens=usage.prompt_tokens if usage else 0,
            completion_tokens=usage.completion_tokens if usage else 0,
        )

    def extract(self, inp: ExtractionInput) -> ExtractionResult:
        retrying = Retrying(
            stop=stop_after_attempt(max(1, self.settings.llm_max_attempts)),
            wait=self._wait,
            retry=retry_if_exception(_retryable),
            reraise=True,
        )
        try:
            return retrying(self._call, inp)
        except _Malformed as exc:
            raise ExtractionError(str(exc), retryable=True) from None
        except (openai.APITimeoutError, openai.APIConnectionError) as exc:
            raise ExtractionError(f"LLM endpoint unreachable: {exc}", retryable=True) from None
        except openai.APIStatusError as exc:
            retry = exc.status_code == 429 or exc.status_code >= 500
            raise ExtractionError(
                f"LLM endpoint returned HTTP {exc.status_code}", retryable=retry
            ) from None
