"""One structured-output call to an OpenAI-compatible chat endpoint, with bounded retries.

Used by extraction (schema ``session_extraction``) and reflection (schema ``reflection``).
Transient failures (429 honouring ``Retry-After``, 5xx, timeouts, connection errors,
malformed or off-schema JSON) are retried here with exponential backoff and jitter; when
the attempts run out the error is raised as retryable, so a Celery task can back off for
longer and finally dead-letter. Client errors (400/401/403/404) are permanent.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

import openai
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from memory_core.settings import Settings

T = TypeVar("T")


class LLMError(Exception):
    """The call failed. ``retryable`` says whether trying again later may help."""

    def __init__(self, message: str, *, retryable: bool) -> None:
        super().__init__(message)
        self.retryable = retryable


class Malformed(Exception):
    """The endpoint answered 200 but not with JSON matching the schema."""


def _retryable(exc: BaseException) -> bool:
    if isinstance(exc, Malformed | openai.APITimeoutError | openai.APIConnectionError):
        return True
    if isinstance(exc, openai.RateLimitError):
        return True
    return isinstance(exc, openai.APIStatusError) and exc.status_code >= 500


def retry_after(exc: BaseException | None) -> float | None:
    """Seconds the server asked us to wait (``Retry-After``), if it said."""
    if isinstance(exc, openai.APIStatusError):
        raw = exc.response.headers.get("retry-after")
        if raw:
            try:
                return max(0.0, float(raw))
            except ValueError:
                return None
    return None


class StructuredLLM:
    """A chat client that returns parsed, validated structured output and token counts."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.model = settings.llm_model
        self.client = openai.OpenAI(
            api_key=settings.openai_api_key or "not-needed",
            base_url=settings.openai_base_url,
            timeout=settings.llm_timeout,
            max_retries=0,  # retries are ours (below), so they are counted and bounded
        )
        self._backoff = wait_exponential_jitter(multiplier=0.5, max=settings.llm_backoff_max)

    def _wait(self, state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome else None
        hinted = retry_after(exc)
        if hinted is not None:
            return min(hinted, self.settings.llm_backoff_max)
        return float(self._backoff(state))

    def _once(
        self,
        messages: list[dict[str, str]],
        schema_name: str,
        schema: dict[str, Any],
        validate: Callable[[Any], T],
    ) -> tuple[T, int, int]:
        try:
            completions: Any = self.client.chat.completions
            resp = completions.create(
                model=self.model,
                messages=messages,
                response_format={
                    "type": "json_schema",
                    "json_schema": {"name": schema_name, "strict": True, "schema": schema},
                },
                temperature=0,
            )
        except (json.JSONDecodeError, openai.APIResponseValidationError) as exc:
            raise Malformed(f"the endpoint's response is not valid JSON: {exc}") from None
        if not resp.choices or resp.choices[0].message.content is None:
            raise Malformed("no content in the completion")
        try:
            value = validate(json.loads(resp.choices[0].message.content))
        except Exception as exc:  # any parse or validation failure means "malformed"
            raise Malformed(f"completion is not a valid {schema_name}: {exc}") from None
        usage = resp.usage
        return (
            value,
            usage.prompt_tokens if usage else 0,
            usage.completion_tokens if usage else 0,
        )

    def complete(
        self,
        messages: list[dict[str, str]],
        *,
        schema_name: str,
        schema: dict[str, Any],
        validate: Callable[[Any], T],
    ) -> tuple[T, int, int]:
        """Return ``(validate(parsed JSON), prompt_tokens, completion_tokens)``.

        Raises LLMError (``retryable`` set) once in-call retries are exhausted.
        """
        retrying = Retrying(
            stop=stop_after_attempt(max(1, self.settings.llm_max_attempts)),
            wait=self._wait,
            retry=retry_if_exception(_retryable),
            reraise=True,
        )
        try:
            return retrying(self._once, messages, schema_name, schema, validate)
        except Malformed as exc:
            raise LLMError(str(exc), retryable=True) from None
        except (openai.APITimeoutError, openai.APIConnectionError) as exc:
            raise LLMError(f"LLM endpoint unreachable: {exc}", retryable=True) from None
        except openai.APIStatusError as exc:
            retry = exc.status_code == 429 or exc.status_code >= 500
            message = f"LLM endpoint returned HTTP {exc.status_code}"
            raise LLMError(message, retryable=retry) from None
