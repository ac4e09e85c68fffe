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

from typing import TYPE_CHECKING

from memory_core.embed.base import (
    Embedder,
    EmbedderError,
    EmbedderMismatch,
    check_same_embedder,
    normalize_rows,
)

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
