"""Move every stored chunk vector to the configured embedder, in resumable batches.

Vectors of different embedders are never compared (the reader refuses a mixed store), so
switching ``MEMORY_EMBEDDER`` needs this pass. Each batch commits on its own and the next
batch is simply "the chunks not yet on the new embedder", so an interrupted run picks up
where it stopped. Readers that cached an index before the run should be restarted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from memory_core.embed import Embedder
from memory_core.store import embeddings
from memory_core.store.store import Store


@dataclass
class ReembedResult:
    embedder: str
    updated: int
    remaining: int


def pending(store: Store, embedder: Embedder, tenant_id: str | None = None) -> int:
    with store.sessions() as s:
        return embeddings.count_stale(s, embedder.name, tenant_id)


def reembed(
    store: Store,
    embedder: Embedder,
    *,
    tenant_id: str | None = None,
    batch_size: int = 256,
    progress: Callable[[int], None] | None = None,
) -> ReembedResult:
    """Re-embed chunks not yet on ``embedder``; returns how many were updated."""
    updated, after = 0, 0
    while True:
        with store.sessions() as s:
            batch = embeddings.stale_batch(s, embedder.name, after, batch_size, tenant_id)
        if not batch:
            break
        vectors = embedder.embed([text for _, text in batch])
        rows = [
            (chunk_id, np.asarray(vectors[i], dtype=np.float32).tobytes())
            for i, (chunk_id, _) in enumerate(batch)
        ]
        with store.tx() as s:
            embeddings.set_vectors(s, embedder.name, embedder.dim, rows)
        updated += len(rows)
        after = batch[-1][0]
        if progress is not None:
            progress(len(rows))
    return ReembedResult(embedder.name, updated, pending(store, embedder, tenant_id))
