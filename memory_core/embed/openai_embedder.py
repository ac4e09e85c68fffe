"""Embeddings from an OpenAI-compatible ``/v1/embeddings`` endpoint.

Texts are sent in batches (``batch_size``); empty texts are never sent (they get a zero
row). Rate limits (429), server errors (5xx), timeouts and connection errors are retried
with jittered exponential back-off (tenacity) up to ``max_attempts`` calls per batch; other
errors (401, 400, ...) are raised at once. The ``openai`` client's own retries are off so
that this policy is the only one.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
import openai
from tenacity import (
    retry,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
    wait_random,
)

from memory_core.embed.base import EmbedderError, normalize_rows

__all__ = ["KNOWN_DIMS", "OpenAIEmbedder", "is_retryable"]

#: Output sizes of OpenAI's models; other models are probed once, on first use of ``dim``.
KNOWN_DIMS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


def is_retryable(exc: BaseException) -> bool:
    """429, 5xx, 408/409, timeouts and connection failures are worth another try."""
    if isinstance(exc, openai.APIConnectionError):  # includes APITimeoutError
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in (408, 409, 429) or exc.status_code >= 500
    return False


class OpenAIEmbedder:
    """``name`` is ``"openai:<model>"``; ``dim`` is known for OpenAI models, else probed."""

    def __init__(
        self,
        model: str = "text-embedding-3-small",
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = 60.0,
        max_attempts: int = 4,
        backoff_max: float = 30.0,
        backoff_initial: float = 0.5,
        batch_size: int = 256,
        dimensions: int | None = None,
        client: Any = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be >= 1")
        self.model = model
        self.name = f"openai:{model}" + (f"@{dimensions}" if dimensions else "")
        self.batch_size = batch_size
        self._dimensions = dimensions
        self._dim: int | None = dimensions or KNOWN_DIMS.get(model)
        self._lock = threading.Lock()
        self._client = client or openai.OpenAI(
            # a compatible local server may need no key, but the client insists on one
            api_key=api_key or "unused",
            base_url=base_url,
            timeout=timeout,
            max_retries=0,
        )
        self._create = retry(
            retry=retry_if_exception(is_retryable),
            stop=stop_after_attempt(max(1, max_attempts)),
            wait=wait_exponential(multiplier=backoff_initial, max=backoff_max)
            + wait_random(0, backoff_initial),
            reraise=True,
        )(self._create_once)

    @property
    def dim(self) -> int:
        if self._dim is None:
            with self._lock:
                if self._dim is None:
                    self._dim = int(self._request(["dimension probe"]).shape[1])
        return self._dim

    def _create_once(self, batch: list[str]) -> Any:
        kwargs: dict[str, Any] = {"model": self.model, "input": batch}
        if self._dimensions:
            kwargs["dimensions"] = self._dimensions
        return self._client.embeddings.create(**kwargs)

    def _request(self, batch: list[str]) -> np.ndarray:
        response = self._create(batch)
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(batch):
            raise EmbedderError(
                f"embedding endpoint returned {len(data)} vectors for {len(batch)} inputs"
            )
        return np.asarray([item.embedding for item in data], dtype=np.float32)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if isinstance(texts, str):
            raise TypeError("embed() takes a sequence of texts, not a single string")
        keep = [i for i, t in enumerate(texts) if t and t.strip()]
        rows: list[np.ndarray] = []
        for start in range(0, len(keep), self.batch_size):
            rows.append(self._request([texts[i] for i in keep[start : start + self.batch_size]]))
        if rows and self._dim is None:
            self._dim = int(rows[0].shape[1])
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if rows:
            vectors = np.concatenate(rows)
            if vectors.shape[1] != out.shape[1]:
                raise EmbedderError(
                    f"{self.name} returned {vectors.shape[1]}-d vectors, expected {out.shape[1]}"
                )
            out[keep] = normalize_rows(vectors)
        return out
