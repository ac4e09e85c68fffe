"""The embedder protocol, its errors and the row normalisation every back end shares."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np


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
