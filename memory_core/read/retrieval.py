"""Hybrid episodic retrieval over one user's chunks: pure numpy, no SQL, no Celery.

:class:`ChunkIndex` holds a user's chunks in memory (the reader caches one per
``(tenant, user)`` and feeds it new rows with :meth:`ChunkIndex.add`). A search scores every
chunk as::

    score = a * relevance + b * recency + c * importance        (each part in [0, 1])

- **relevance** fuses a lexical and a dense signal: BM25 over stemmed terms (a sparse
  inverted index, extended incrementally) and the cosine of the embedder's vectors.
  Default ``fusion="score"``: each signal is divided by its best value for this query and
  the two are averaged with weights (BM25 1.0, dense ``DENSE_WEIGHT`` 0.5 for model
  embedders, ``BUILTIN_DENSE_WEIGHT`` 0.15 for the hashing one), so the best chunk scores
  close to 1 and a chunk half as good as the best scores about half. ``fusion="rrf"``
  (reciprocal rank fusion, ``w / (rrf_k + rank)`` per list, divided by its best possible
  value) is available too; on LoCoMo the score fusion was as good or better (within about
  one point) and keeps the *size* of relevance gaps, which is what lets recency act as a
  tie-breaker only.
- **recency** = ``exp(-ln 2 * age / half_life)`` on wall-clock time, ``age = now - started_at``
  (never negative; a chunk without a time gets 0).
- **importance** = ``(importance - 1) / 9`` for the 1..10 scale of the store.

Long relationships put the evidence for a question months back. Recommended settings:
``weight_relevance`` 1.0, ``weight_recency`` 0.05, ``weight_importance`` 0.1,
``recency_half_life_days`` 180: recency then moves a chunk by at most 0.05, i.e. it reorders
chunks within 5% of each other's relevance ("the latest of the times we talked about X") and
cannot bury an old episode that clearly answers the question.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import numpy as np

from memory_core.embed import EmbedderMismatch
from memory_core.embed.text import terms
from memory_core.model.chunking import CONTEXT_PREFIX

__all__ = ["ChunkIndex", "ScoredChunk", "recency_score"]

_LN2 = math.log(2.0)
_DAY = 86_400.0

#: Share of the embedder's cosine in the fusion (BM25 has 1.0) for model embedders.
DENSE_WEIGHT = 0.5
#: The same for the built-in hashing embedder, whose cosine is itself a lexical signal
#: (mostly redundant with BM25): it only nudges ties through character n-grams.
BUILTIN_DENSE_WEIGHT = 0.15


@dataclass(frozen=True)
class ScoredChunk:
    chunk_id: int
    score: float
    relevance: float
    recency: float
    importance: float


def _epoch(value: datetime | None) -> float:
    if value is None:
        return math.nan
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.timestamp()


def recency_score(started_at: datetime | None, now: datetime, half_life_days: float) -> float:
    """``exp(-ln2 * age / half_life)`` for one timestamp (the index does this vectorised)."""
    t = _epoch(started_at)
    if math.isnan(t):
        return 0.0
    age_days = max(0.0, (_epoch(now) - t) / _DAY)
    if half_life_days <= 0:
        return 1.0 if age_days == 0 else 0.0
    return math.exp(-_LN2 * age_days / half_life_days)


class _Postings:
    __slots__ = ("docs", "docs_arr", "tfs", "tfs_arr")

    def __init__(self) -> None:
        self.docs: list[int] = []
        self.tfs: list[float] = []
        self.docs_arr: np.ndarray | None = None
        self.tfs_arr: np.ndarray | None = None

    def append(self, doc: int, tf: float) -> None:
        self.docs.append(doc)
        self.tfs.append(tf)
        self.docs_arr = None
        self.tfs_arr = None

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        if self.docs_arr is None or self.tfs_arr is None:
            self.docs_arr = np.asarray(self.docs, dtype=np.int64)
            self.tfs_arr = np.asarray(self.tfs, dtype=np.float32)
        return self.docs_arr, self.tfs_arr


def _weighted_terms(text: str, context_weight: float) -> dict[str, float]:
    """Term frequencies of a chunk; ``(context) ...`` lines count ``context_weight`` each."""
    tf: dict[str, float] = {}
    for line in text.splitlines():
        weight = 1.0
        if line.startswith(CONTEXT_PREFIX):
            weight = context_weight
            if weight <= 0:
                continue
        for term in terms(line):
            tf[term] = tf.get(term, 0.0) + weight
    return tf


class ChunkIndex:
    """In-memory per-user index built from chunk rows; the reader caches one per
    (tenant,user) and extends it incrementally.

    Adding an id that is already indexed is a no-op, so re-feeding rows is harmless.
    Not thread-safe: callers serialise ``add`` and ``search`` on one index (the reader
    holds a per-user lock). Tunables (keyword-only, defaults chosen on LoCoMo-style long
    conversations, see the module docstring):

    - ``k1``, ``b``: BM25 parameters (``b`` 0.5: chunks are short and of similar size);
    - ``fusion``: ``"score"`` (default) or ``"rrf"``; ``rrf_k``: the RRF constant;
    - ``lexical_weight``, ``dense_weight``: each signal's share in the fusion
      (``dense_weight=None`` picks by embedder name, see ``BUILTIN_DENSE_WEIGHT``);
    - ``context_weight``: BM25 term weight of the ``(context)`` lines chunking adds.
    """

    def __init__(
        self,
        embedder_name: str,
        dim: int,
        *,
        k1: float = 1.2,
        b: float = 0.5,
        rrf_k: float = 10.0,
        lexical_weight: float = 1.0,
        dense_weight: float | None = None,
        context_weight: float = 0.5,
        fusion: str = "score",
    ) -> None:
        if dim < 1:
            raise ValueError("dim must be >= 1")
        self.embedder_name = embedder_name
        self.dim = dim
        self.k1 = k1
        self.b = b
        self.rrf_k = rrf_k
        self.lexical_weight = lexical_weight
        if dense_weight is None:
            dense_weight = (
                BUILTIN_DENSE_WEIGHT if embedder_name.startswith("builtin") else DENSE_WEIGHT
            )
        self.dense_weight = dense_weight
        self.context_weight = context_weight
        if fusion not in ("rrf", "score"):
            raise ValueError("fusion must be 'rrf' or 'score'")
        self.fusion = fusion
        self._n = 0
        cap = 64
        self._ids = np.zeros(cap, dtype=np.int64)
        self._vectors = np.zeros((cap, dim), dtype=np.float32)
        self._times = np.full(cap, np.nan, dtype=np.float64)
        self._importance = np.zeros(cap, dtype=np.float32)
        self._doclen = np.zeros(cap, dtype=np.float32)
        self._total_len = 0.0
        self._postings: dict[str, _Postings] = {}
        self._positions: dict[int, int] = {}

    def __len__(self) -> int:
        return self._n

    def __contains__(self, chunk_id: object) -> bool:
        return chunk_id in self._positions

    @property
    def ids(self) -> np.ndarray:
        """The indexed chunk ids, in insertion order (a read-only view)."""
        view = self._ids[: self._n]
        view.flags.writeable = False
        return view

    def _grow(self, need: int) -> None:
        cap = len(self._ids)
        if need <= cap:
            return
        while cap < need:
            cap *= 2
        n = self._n
        ids = np.zeros(cap, dtype=np.int64)
        ids[:n] = self._ids[:n]
        vectors = np.zeros((cap, self.dim), dtype=np.float32)
        vectors[:n] = self._vectors[:n]
        times = np.full(cap, np.nan, dtype=np.float64)
        times[:n] = self._times[:n]
        importance = np.zeros(cap, dtype=np.float32)
        importance[:n] = self._importance[:n]
        doclen = np.zeros(cap, dtype=np.float32)
        doclen[:n] = self._doclen[:n]
        self._ids, self._vectors, self._times = ids, vectors, times
        self._importance, self._doclen = importance, doclen

    def add(
        self,
        ids: Sequence[int],
        texts: Sequence[str],
        vectors: np.ndarray,
        started_at: Sequence[datetime],
        importance: Sequence[int],
    ) -> None:
        """Index chunks (all sequences aligned). ``vectors`` must be ``(len(ids), dim)``.

        Raises :class:`~memory_core.embed.EmbedderMismatch` on a vector dimension that is not
        the index's, ``ValueError`` on misaligned inputs.
        """
        count = len(ids)
        if count == 0:
            return
        vectors = np.asarray(vectors, dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[0] != count:
            raise ValueError(f"vectors must have shape ({count}, {self.dim}), got {vectors.shape}")
        if vectors.shape[1] != self.dim:
            raise EmbedderMismatch(
                f"index for {self.embedder_name!r} holds {self.dim}-d vectors, "
                f"got {vectors.shape[1]}-d ones"
            )
        if not (len(texts) == len(started_at) == len(importance) == count):
            raise ValueError("ids, texts, vectors, started_at and importance must align")
        self._grow(self._n + count)
        for i in range(count):
            chunk_id = int(ids[i])
            if chunk_id in self._positions:
                continue
            pos = self._n
            self._positions[chunk_id] = pos
            self._ids[pos] = chunk_id
            self._vectors[pos] = vectors[i]
            self._times[pos] = _epoch(started_at[i])
            imp = float(importance[i]) if importance[i] is not None else 1.0
            self._importance[pos] = min(1.0, max(0.0, (imp - 1.0) / 9.0))
            tf = _weighted_terms(texts[i], self.context_weight)
            length = float(sum(tf.values()))
            self._doclen[pos] = length
            self._total_len += length
            for term, freq in tf.items():
                postings = self._postings.get(term)
                if postings is None:
                    postings = self._postings[term] = _Postings()
                postings.append(pos, freq)
            self._n += 1

    # -- scoring -----------------------------------------------------------------------

    def bm25(self, query: str) -> np.ndarray:
        """BM25 score of every indexed chunk for ``query`` (0 where no term matches)."""
        n = self._n
        scores = np.zeros(n, dtype=np.float32)
        if n == 0:
            return scores
        avgdl = max(self._total_len / n, 1e-9)
        norm = self.k1 * (1.0 - self.b + self.b * self._doclen[:n] / avgdl)
        for term in set(terms(query)):
            postings = self._postings.get(term)
            if postings is None:
                continue
            docs, tfs = postings.arrays()
            df = len(docs)
            idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
            scores[docs] += idf * tfs * (self.k1 + 1.0) / (tfs + norm[docs])
        return scores

    def _cosine(self, query_vector: np.ndarray) -> np.ndarray:
        # einsum runs single-threaded in numpy's own SIMD loop: as fast as BLAS gemv on
        # one core and immune to the thread contention that makes a multi-threaded BLAS
        # call on a busy server take 10x its median.
        cosine: np.ndarray = np.einsum("ij,j->i", self._vectors[: self._n], query_vector)
        return cosine

    def _relevance(self, query: str, query_vector: np.ndarray) -> np.ndarray:
        if self.fusion == "score":
            return self._score_fusion(query, query_vector)
        n = self._n
        k = self.rrf_k
        fused = np.zeros(n, dtype=np.float64)
        best = 0.0
        if self.lexical_weight > 0:
            lexical = self.bm25(query)
            hits = np.flatnonzero(lexical > 0)
            if hits.size:
                order = hits[np.argsort(-lexical[hits], kind="stable")]
                fused[order] += self.lexical_weight / (k + 1.0 + np.arange(order.size))
            best += self.lexical_weight / (k + 1.0)
        if self.dense_weight > 0 and np.any(query_vector):
            cosine = self._cosine(query_vector)
            # chunks with an empty (zero) vector or no similarity get no dense credit
            hits = np.flatnonzero(cosine > 0)
            if hits.size:
                order = hits[np.argsort(-cosine[hits], kind="stable")]
                fused[order] += self.dense_weight / (k + 1.0 + np.arange(order.size))
            best += self.dense_weight / (k + 1.0)
        if best == 0.0:
            return fused
        return np.clip(fused / best, 0.0, 1.0)

    def _score_fusion(self, query: str, query_vector: np.ndarray) -> np.ndarray:
        n = self._n
        fused = np.zeros(n, dtype=np.float64)
        total = 0.0
        if self.lexical_weight > 0:
            lexical = self.bm25(query)
            top = float(lexical.max()) if n else 0.0
            if top > 0:
                fused += self.lexical_weight * lexical / top
            total += self.lexical_weight
        if self.dense_weight > 0 and np.any(query_vector):
            cosine = np.maximum(self._cosine(query_vector), 0.0)
            top = float(cosine.max())
            if top > 0:
                fused += self.dense_weight * cosine / top
            total += self.dense_weight
        return np.clip(fused / total, 0.0, 1.0) if total else fused

    def search(
        self,
        query: str,
        query_vector: np.ndarray,
        *,
        top_k: int,
        now: datetime,
        weights: tuple[float, float, float],
        half_life_days: float,
    ) -> list[ScoredChunk]:
        """The ``top_k`` chunks by ``a*relevance + b*recency + c*importance``, best first.

        ``query_vector`` is the query embedded by the same embedder as the index
        (a ``dim`` vector; a zero vector means lexical-only). Ties are broken by recency,
        then by insertion order (later first).
        """
        n = self._n
        if n == 0 or top_k <= 0:
            return []
        qv = np.asarray(query_vector, dtype=np.float32).reshape(-1)
        if qv.shape[0] != self.dim:
            raise EmbedderMismatch(
                f"query vector has {qv.shape[0]} dims; index for {self.embedder_name!r} "
                f"holds {self.dim}-d vectors"
            )
        a, b, c = (float(w) for w in weights)
        relevance = self._relevance(query, qv)
        times = self._times[:n]
        age_days = np.maximum(0.0, (_epoch(now) - times) / _DAY)
        if half_life_days > 0:
            recency = np.exp(-_LN2 * age_days / half_life_days)
        else:
            recency = (age_days == 0).astype(np.float64)
        recency = np.where(np.isnan(times), 0.0, recency)
        importance = self._importance[:n].astype(np.float64)
        score = a * relevance + b * recency + c * importance
        # tie-breakers far below any meaningful score difference
        key = score + 1e-9 * recency + 1e-12 * np.arange(n) / n
        k = min(top_k, n)
        top = np.argpartition(-key, k - 1)[:k] if k < n else np.arange(n)
        top = top[np.argsort(-key[top], kind="stable")]
        return [
            ScoredChunk(
                chunk_id=int(self._ids[i]),
                score=float(score[i]),
                relevance=float(relevance[i]),
                recency=float(recency[i]),
                importance=float(importance[i]),
            )
            for i in top
        ]
