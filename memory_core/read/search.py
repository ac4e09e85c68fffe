"""Episode search for the reader: one in-memory ``ChunkIndex`` per (tenant, user), kept
for the most recently used users and extended with only the chunks added since it was last
used (a cheap watermark query per search), so vectors are not reloaded on every query."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from memory_core.embed import Embedder, EmbedderMismatch
from memory_core.read.retrieval import ChunkIndex
from memory_core.read.views import EpisodeHit
from memory_core.settings import Settings
from memory_core.store import reads


@dataclass
class UserIndex:
    index: ChunkIndex
    watermark: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


class EpisodeIndexes:
    """The per-user indexes of one reader (bounded: least recently used evicted)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.indexes: OrderedDict[tuple[str, str], UserIndex] = OrderedDict()
        self._lock = threading.Lock()

    def _index_for(
        self, s: Any, embedder: Embedder, tenant_id: str, user_id: str, *, rebuild: bool = False
    ) -> UserIndex | None:
        """The user's cached index, extended with chunks added since it was last used.

        One index seek per query (the user's highest chunk id) decides whether anything new
        must be loaded; removed chunks are noticed when a hit is missing (see search).
        """
        name = embedder.name
        key = (tenant_id, user_id)
        # One database session per search: round trips are the cost that matters.
        top = reads.max_chunk_id(s, tenant_id, user_id)
        if top is None:
            with self._lock:
                self.indexes.pop(key, None)
            return None
        with self._lock:
            entry = self.indexes.get(key)
            if entry is None or rebuild:
                entry = UserIndex(ChunkIndex(name, embedder.dim))
                self.indexes[key] = entry
            self.indexes.move_to_end(key)
            while len(self.indexes) > max(1, self.settings.reader_cached_users):
                self.indexes.popitem(last=False)
        with entry.lock:
            if top > entry.watermark:
                others = reads.other_embedders(s, tenant_id, user_id, name, entry.watermark)
                if others:
                    raise EmbedderMismatch(
                        f"user {user_id!r} has chunks embedded with {', '.join(others)}, "
                        f"but this reader embeds queries with {name!r}; run "
                        "`memory-core reembed` to move the store to one embedder"
                    )
                rows = reads.chunks_after(s, tenant_id, user_id, name, entry.watermark)
                if rows:
                    dim = embedder.dim
                    vectors = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32)
                    entry.index.add(
                        [r[0] for r in rows],
                        [r[1] for r in rows],
                        vectors.reshape(len(rows), dim),
                        [r[3] for r in rows],
                        [r[4] for r in rows],
                    )
                entry.watermark = top
        return entry

    def search(
        self,
        s: Any,
        embedder: Embedder,
        tenant_id: str,
        user_id: str,
        query: str,
        top_k: int,
        now: datetime,
        weights: tuple[float, float, float],
    ) -> list[EpisodeHit]:
        """The reader's search_episodes in an open read session, on an already masked query."""
        qv = embedder.embed([query])[0]
        for attempt in range(2):
            entry = self._index_for(s, embedder, tenant_id, user_id, rebuild=attempt > 0)
            if entry is None:
                return []
            with entry.lock:
                scored = entry.index.search(
                    query,
                    qv,
                    top_k=top_k,
                    now=now,
                    weights=weights,
                    half_life_days=self.settings.recency_half_life_days,
                )
            found = reads.chunks_by_id(s, tenant_id, user_id, [x.chunk_id for x in scored])
            rows = {c.id: c for c in found}
            if len(rows) == len(scored):
                break
            # Chunks were pruned or forgotten since the index was built: rebuild once.
        hits = []
        for sc in scored:
            c = rows.get(sc.chunk_id)
            if c is None:  # pruned since the index was built
                continue
            hits.append(
                EpisodeHit(
                    session_id=c.session_id,
                    text=c.text,
                    message_ids=list(c.message_ids),
                    score=sc.score,
                    relevance=sc.relevance,
                    recency=sc.recency,
                    importance=sc.importance,
                    started_at=c.started_at,
                    chunk_id=c.id,
                )
            )
        return hits
