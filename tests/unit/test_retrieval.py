"""ChunkIndex: BM25 + dense fusion, recency and importance, incremental add, speed."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from memory_core.embed import EmbedderMismatch
from memory_core.embed.builtin import HashingEmbedder
from memory_core.read.retrieval import ChunkIndex, ScoredChunk, recency_score

NOW = datetime(2024, 6, 1, tzinfo=UTC)
EMB = HashingEmbedder()
W = (1.0, 0.1, 0.1)


def build(
    texts: list[str],
    *,
    ages: list[float] | None = None,
    importance: list[int] | None = None,
    start_id: int = 1,
    index: ChunkIndex | None = None,
) -> ChunkIndex:
    if index is None:
        index = ChunkIndex(EMB.name, EMB.dim)
    ages = ages or [10.0] * len(texts)
    importance = importance or [5] * len(texts)
    index.add(
        list(range(start_id, start_id + len(texts))),
        texts,
        EMB.embed(texts),
        [NOW - timedelta(days=a) for a in ages],
        importance,
    )
    return index


def search(index: ChunkIndex, query: str, **kw: object) -> list[ScoredChunk]:
    args: dict[str, object] = {"top_k": 5, "now": NOW, "weights": W, "half_life_days": 180.0}
    args.update(kw)
    return index.search(query, EMB.embed([query])[0], **args)  # type: ignore[arg-type]


CORPUS = [
    "user: I started pottery classes last month, the teacher is great",
    "assistant: How is your dog doing? Still chewing shoes?",
    "user: We went camping at the lake with the kids",
    "assistant: My sister is moving to Denver next spring",
    "user: I have been reading a lot of science fiction lately",
]


def test_lexical_match_wins() -> None:
    index = build(CORPUS)
    hits = search(index, "What did she say about pottery?")
    assert hits[0].chunk_id == 1
    assert hits[0].relevance == pytest.approx(1.0)
    assert search(index, "camping trip by the lake")[0].chunk_id == 3
    assert search(index, "where is her sister moving")[0].chunk_id == 4


def test_parts_are_in_unit_range_and_score_is_the_weighted_sum() -> None:
    index = build(CORPUS, ages=[1, 50, 100, 200, 400], importance=[1, 3, 5, 8, 10])
    for h in search(index, "dog lake pottery sister", top_k=5):
        for part in (h.relevance, h.recency, h.importance):
            assert 0.0 <= part <= 1.0
        assert h.score == pytest.approx(W[0] * h.relevance + W[1] * h.recency + W[2] * h.importance)
    by_id = {h.chunk_id: h for h in search(index, "dog", top_k=5)}
    assert by_id[1].importance == 0.0 and by_id[5].importance == 1.0
    assert by_id[3].importance == pytest.approx(4 / 9)
    assert by_id[2].recency == pytest.approx(math.exp(-math.log(2) * 50 / 180))


def test_recency_breaks_ties_without_burying_old_relevant_chunks() -> None:
    same = "user: my daughter joined the chess club"
    index = build([same, same, "user: the weather is nice"], ages=[300, 5, 1])
    hits = search(index, "chess club")
    assert [h.chunk_id for h in hits[:2]] == [2, 1]  # tie -> the newer first
    old_relevant = build(
        ["user: my daughter joined the chess club", "user: I went shopping for groceries today"],
        ages=[270, 0],
    )
    hits = search(old_relevant, "when did her daughter join the chess club?")
    assert hits[0].chunk_id == 1  # 9 months old but relevant beats fresh and unrelated


def test_importance_breaks_ties() -> None:
    same = "user: I got promoted at work"
    index = build([same, same], importance=[2, 9])
    assert search(index, "promotion at work")[0].chunk_id == 2


def test_recency_only_weights_order_by_time() -> None:
    index = build(CORPUS, ages=[40, 30, 20, 10, 0])
    hits = search(index, "anything", weights=(0.0, 1.0, 0.0))
    assert [h.chunk_id for h in hits] == [5, 4, 3, 2, 1]


def test_incremental_add_matches_a_full_build_and_ignores_duplicates() -> None:
    full = build(CORPUS)
    inc = build(CORPUS[:2])
    build(CORPUS[2:], start_id=3, index=inc)
    build(CORPUS[:1], index=inc)  # re-adding id 1 is a no-op
    assert len(inc) == len(full) == 5 and 1 in inc
    for query in ("pottery teacher", "sister Denver", "kids lake camping", "dog shoes"):
        a, b = search(full, query), search(inc, query)
        assert [h.chunk_id for h in a] == [h.chunk_id for h in b]
        assert [h.score for h in a] == pytest.approx([h.score for h in b])
    # a new chunk becomes findable, and BM25 statistics update
    build(["user: we adopted a kitten named Miso"], start_id=10, index=inc)
    assert search(inc, "kitten")[0].chunk_id == 10


def test_top_k_empty_index_and_zero_query_vector() -> None:
    index = ChunkIndex(EMB.name, EMB.dim)
    assert len(index) == 0 and search(index, "anything") == []
    build(CORPUS, index=index)
    assert len(search(index, "dog", top_k=2)) == 2
    assert len(search(index, "dog", top_k=50)) == 5
    assert search(index, "dog", top_k=0) == []
    hits = index.search(
        "pottery",
        np.zeros(EMB.dim, dtype=np.float32),
        top_k=1,
        now=NOW,
        weights=W,
        half_life_days=30,
    )
    assert hits[0].chunk_id == 1  # lexical only


def test_dimension_mismatch_and_misaligned_input() -> None:
    index = build(CORPUS)
    with pytest.raises(EmbedderMismatch):
        index.search(
            "x", np.ones(3, dtype=np.float32), top_k=1, now=NOW, weights=W, half_life_days=30
        )
    with pytest.raises(EmbedderMismatch):
        index.add([99], ["x"], np.ones((1, 3), dtype=np.float32), [NOW], [5])
    with pytest.raises(ValueError):
        index.add([99, 100], ["x"], EMB.embed(["x", "y"]), [NOW], [5])


def test_context_lines_count_less_than_owned_text() -> None:
    index = build(
        [
            "(context) user: have you tried the ramen place downtown?\nassistant: not yet",
            "user: the ramen place downtown was amazing",
        ]
    )
    assert search(index, "ramen place downtown")[0].chunk_id == 2


def test_recency_score_helper_and_naive_datetimes() -> None:
    assert recency_score(NOW, NOW, 30) == 1.0
    assert recency_score(NOW - timedelta(days=30), NOW, 30) == pytest.approx(0.5)
    assert recency_score(NOW + timedelta(days=3), NOW, 30) == 1.0  # future clamps to now
    assert recency_score(None, NOW, 30) == 0.0
    naive = datetime(2024, 5, 2)  # read as UTC
    assert recency_score(naive, NOW, 30) == pytest.approx(0.5)


def test_search_on_10k_chunks_returns_the_top_k_best_first() -> None:
    """Correctness at size; its speed is ``benchmarks/read.py``'s job (search p50 against
    a same-run baseline), not a timed test on a shared machine."""
    rng = np.random.default_rng(0)
    vocab = [f"w{i}" for i in range(5000)]
    n = 10_000
    texts = [" ".join(rng.choice(vocab, size=20)) for _ in range(n)]
    vectors = rng.standard_normal((n, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    index = ChunkIndex("local:test", 384)
    index.add(list(range(n)), texts, vectors, [NOW - timedelta(hours=i) for i in range(n)], [5] * n)
    queries = [" ".join(rng.choice(vocab, size=6)) for _ in range(30)]
    qvs = rng.standard_normal((30, 384)).astype(np.float32)
    for q, qv in zip(queries, qvs, strict=True):
        hits = index.search(q, qv, top_k=10, now=NOW, weights=W, half_life_days=90)
        assert len(hits) == 10
        scores = [h.score for h in hits]
        assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize("fusion", ["score", "rrf"])
def test_both_fusions_combine_lexical_and_dense(fusion: str) -> None:
    # Hand-made 3-d "semantic" vectors: chunk 2 shares no word with the query but is its
    # nearest neighbour; chunk 1 shares a word only. Both must surface; an exact lexical
    # and dense match beats either.
    index = ChunkIndex("test-embedder", 3, fusion=fusion, dense_weight=1.0)
    vecs = np.array([[0, 1, 0], [1, 0, 0], [0, 0, 1], [0.8, 0.6, 0]], dtype=np.float32)
    texts = [
        "user: my guitar lessons",
        "user: I adopted a puppy",
        "user: weather talk",
        "user: a puppy named Rex",
    ]
    index.add([1, 2, 3, 4], texts, vecs, [NOW] * 4, [5] * 4)
    hits = index.search(
        "puppy",
        np.array([1, 0, 0], dtype=np.float32),
        top_k=4,
        now=NOW,
        weights=(1.0, 0.0, 0.0),
        half_life_days=30,
    )
    order = [h.chunk_id for h in hits]
    assert set(order[:2]) == {2, 4}
    dense_only = index.search(
        "zzz",
        np.array([0, 0, 1], dtype=np.float32),
        top_k=1,
        now=NOW,
        weights=(1.0, 0.0, 0.0),
        half_life_days=30,
    )
    assert dense_only[0].chunk_id == 3
    lexical_only = index.search(
        "guitar",
        np.zeros(3, dtype=np.float32),
        top_k=1,
        now=NOW,
        weights=(1.0, 0.0, 0.0),
        half_life_days=30,
    )
    assert lexical_only[0].chunk_id == 1 and lexical_only[0].relevance == pytest.approx(1.0)


def test_dense_weight_defaults_by_embedder() -> None:
    assert ChunkIndex("builtin-hash-v1", 8).dense_weight < ChunkIndex("local:m", 8).dense_weight
    with pytest.raises(ValueError):
        ChunkIndex("x", 8, fusion="nope")
