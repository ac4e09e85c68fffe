"""Text embedders: one protocol, three back ends chosen by ``Settings.embedder``.

- ``"builtin"`` (default): :class:`~memory_core.embed.builtin.HashingEmbedder`, offline and
  deterministic feature hashing of stemmed words, word pairs and character n-grams (numpy only).
- ``"openai"``: :class:`~memory_core.embed.openai_embedder.OpenAIEmbedder`, any
  OpenAI-compatible ``/v1/embeddings`` endpoint (``settings.embedding_model``, default
  ``text-embedding-3-small``), batched, with retries on 429/5xx/timeouts.
- ``"local"`` or ``"local:<path-or-name>"``: :class:`~memory_core.embed.local.LocalEmbedder`,
  sentence-transformers on this machine (the ``local`` extra ships all-MiniLM-L6-v2);
  never downloads anything (``HF_HUB_OFFLINE=1``).

Every vector is stored with its embedder's :attr:`Embedder.name`; vectors of different
embedders are never compared (:class:`EmbedderMismatch`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

if TYPE_CHECKING:
    from memory_core.settings import Settings

__all__ = [
    "Embedder",
    "EmbedderError",
    "EmbedderMismatch",
    "check_same_embedder",
    "get_embedder",
    "normalize_rows",
]


class EmbedderError(RuntimeError):
    """An embedder cannot be built or used (bad setting, missing optional extra, ...)."""


class EmbedderMismatch(Exception):
    """Vectors of different embedders (or dimensions) would be mixed in one comparison."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 rows of a fixed dimension."""

    @property
    def name(self) -> str:
        """Stable id recorded with every vector, e.g. ``"builtin-hash-v1"``."""
        ...

    @property
    def dim(self) -> int:
        """Length of every vector."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return shape ``(len(texts), dim)``, float32, unit rows (a zero row for empty text)."""
        ...


def normalize_rows(matrix: np.ndarray) -> np.ndarray:
    """Float32 copy of ``matrix`` with unit-length rows; all-zero rows stay zero."""
    out = np.asarray(matrix, dtype=np.float32)
    if out.ndim != 2:
        raise ValueError(f"expected a 2-d array, got shape {out.shape}")
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: np.ndarray = (out / norms).astype(np.float32, copy=False)
    return result


def check_same_embedder(expected: str, actual: str) -> None:
    """Raise :class:`EmbedderMismatch` unless both names denote the same embedder."""
    if expected != actual:
        raise EmbedderMismatch(
            f"vectors from embedder {actual!r} cannot be mixed with {expected!r}; "
            "re-embed the stored chunks or switch MEMORY_EMBEDDER back"
        )


def get_embedder(settings: Settings) -> Embedder:
    """Build the embedder named by ``settings.embedder`` (see the module docstring)."""
    spec = (settings.embedder or "builtin").strip()
    kind, _, arg = spec.partition(":")
    kind = kind.strip().lower()
    if kind == "builtin":
        from memory_core.embed.builtin import HashingEmbedder

        return HashingEmbedder()
    if kind == "openai":
        from memory_core.embed.openai_embedder import OpenAIEmbedder

        model = arg.strip() or settings.embedding_model or "text-embedding-3-small"
        return OpenAIEmbedder(
            model=model,
            api_key=settings.openai_api_key,
            base_url=settings.openai_base_url,
            timeout=settings.llm_timeout,
            max_attempts=settings.llm_max_attempts,
            backoff_max=settings.llm_backoff_max,
        )
    if kind == "local":
        from memory_core.embed.local import LocalEmbedder

        return LocalEmbedder(arg.strip() or None)
    raise EmbedderError(
        f"unknown embedder {spec!r}; use 'builtin', 'openai', 'local' or 'local:<path-or-name>'"
    )
