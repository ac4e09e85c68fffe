"""Read latency: search_episodes and build_context for a user with many episodes.

    python benchmarks/read.py [--episodes 10000] [--chunks-per-episode 2] [--users 1]
                              [--database-url URL] [--queries 300] [--facts 400]

Fills a store with set-based inserts (built-in embedder vectors), then times, per query,
``MemoryReader.search_episodes`` and ``build_context`` (p50/p99, warm; the first, cold
query that builds the user's in-memory index is reported apart), and in the same run the
baseline a naive reader would pay: load the user's vectors from the database and scan them
with numpy on every query. Other users (``--users``) share the tables, as in production.

A second table times a user with ``--facts`` current facts (and 50 episodes): the cost of
``build_context`` there is reported as a ratio to the same user's ``search_episodes`` p50,
the two timed interleaved in one loop (goal: <= 2x search + 2 ms, flat in the facts).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table
from sqlalchemy import delete, insert, select

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.sessions import ANSWERS, PROBLEMS, PRODUCTS  # noqa: E402
from memory_core.embed import get_embedder  # noqa: E402
from memory_core.read.reader import MemoryReader  # noqa: E402
from memory_core.settings import Settings  # noqa: E402
from memory_core.store.migrate import upgrade  # noqa: E402
from memory_core.store.store import Store  # noqa: E402
from memory_core.store.tables import Chunk, Episode, Fact, MemoryUser  # noqa: E402

T0 = datetime(2025, 1, 1, tzinfo=UTC)
QUERIES = [
    "slow queries after deploy",
    "ingress 504 timeout uploads",
    "replication lag at night",
    "cache hit rate dropped",
    "out of memory crash workers",
    "backup AccessDenied",
    "SSO 403 contractors",
    "API rate limit 429",
]


def fill(store: Store, settings: Settings, user: str, episodes: int, per: int, seed: int) -> None:
    rnd = np.random.default_rng(seed)
    emb = get_embedder(settings)
    batch = 2_000
    for start in range(0, episodes, batch):
        n = min(batch, episodes - start)
        ep_rows = []
        for i in range(start, start + n):
            t = T0 + timedelta(hours=i)
            ep_rows.append(
                {
                    "tenant_id": "bench",
                    "user_id": user,
                    "session_id": f"{user}-s{i}",
                    "started_at": t,
                    "ended_at": t + timedelta(minutes=15),
                    "importance": int(rnd.integers(1, 11)),
                    "topic": None,
                    "summary": None,
                    "messages": [],
                    "tool_calls": [],
                    "meta": {},
                    "outcomes": [],
                    "pii_report": {},
                    "content_hash": f"{i}",
                }
            )
        with store.tx() as s:
            ids = list(s.scalars(insert(Episode).returning(Episode.id), ep_rows))
        texts, chunk_rows = [], []
        for k, (ep_id, row) in enumerate(zip(ids, ep_rows, strict=True)):
            for j in range(per):
                p = PROBLEMS[int(rnd.integers(len(PROBLEMS)))]
                prod = PRODUCTS[int(rnd.integers(len(PRODUCTS)))]
                text = (
                    f"user: on {prod} {p}"
                    if j % 2 == 0
                    else f"assistant: {ANSWERS[int(rnd.integers(len(ANSWERS)))]}"
                )
                texts.append(text)
                chunk_rows.append(
                    {
                        "tenant_id": "bench",
                        "user_id": user,
                        "episode_id": ep_id,
                        "session_id": row["session_id"],
                        "seq": j,
                        "text": text,
                        "message_ids": [f"{start + k}-m{j}"],
                        "started_at": row["started_at"],
                        "importance": row["importance"],
                        "embedder": emb.name,
                        "dim": emb.dim,
                        "access_count": 0,
                    }
                )
        vectors = emb.embed(texts)
        for row, vec in zip(chunk_rows, vectors, strict=True):
            row["embedding"] = np.asarray(vec, dtype=np.float32).tobytes()
        with store.tx() as s:
            s.execute(insert(Chunk), chunk_rows)


CATEGORIES = ["technical_environment", "preferences", "known_issues", "business_context"]


def fill_facts(store: Store, user: str, n: int, seed: int) -> None:
    """``n`` current facts for ``user``: products, problems and preferences, 40 per entity."""
    rnd = np.random.default_rng(seed)
    words = sorted({w.strip(".,%()").lower() for p in PROBLEMS for w in p.split() if len(w) > 3})
    rows = []
    for i in range(n):
        entity = PRODUCTS[i % len(PRODUCTS)].split()[0].lower() if i % 3 else "user"
        a, b = (words[int(k)] for k in rnd.integers(len(words), size=2))
        rows.append(
            {
                "tenant_id": "bench",
                "user_id": user,
                "entity": entity,
                "category": CATEGORIES[i % len(CATEGORIES)],
                "key": f"{a}_{b}_{i}",
                "value": f"{PRODUCTS[int(rnd.integers(len(PRODUCTS)))]} {b} setting {i}",
                "confidence": round(float(rnd.uniform(0.4, 1.0)), 2),
                "valid_from": T0 + timedelta(hours=i),
                "valid_to": None,
                "last_observed_at": T0 + timedelta(hours=i),
                "source_session_id": f"{user}-s{i % 50}",
                "times_confirmed": 1,
            }
        )
    with store.tx() as s:
        s.execute(insert(Fact), rows)
        # The user's row, as the merges that wrote those facts would have left it.
        s.execute(
            insert(MemoryUser).values(
                tenant_id="bench", user_id=user, created_at=T0, facts_version=n
            )
        )


def facts_user(reader: MemoryReader, queries: int, now: datetime) -> Table:
    """search_episodes and build_context for a user with many facts, and build_context for
    a twin with the same episodes and no facts, timed interleaved in one loop."""
    user, twin = "facts-user", "no-facts-user"
    search_ms, context_ms, twin_ms = [], [], []
    for u in (user, twin):  # warm the indexes
        reader.build_context(u, QUERIES[0], now=now, tenant_id="bench")
    for i in range(queries):
        q = QUERIES[i % len(QUERIES)] + f" {PRODUCTS[i % len(PRODUCTS)]}"
        t = time.perf_counter()
        reader.search_episodes(user, q, top_k=10, now=now, tenant_id="bench")
        search_ms.append((time.perf_counter() - t) * 1e3)
        t = time.perf_counter()
        ctx = reader.build_context(user, q, max_tokens=4_000, now=now, tenant_id="bench")
        context_ms.append((time.perf_counter() - t) * 1e3)
        t = time.perf_counter()
        reader.build_context(twin, q, max_tokens=4_000, now=now, tenant_id="bench")
        twin_ms.append((time.perf_counter() - t) * 1e3)
        assert ctx.total_tokens <= 4_000 and ctx.semantic.items
    n_facts = len(reader.facts(user, tenant_id="bench"))
    table = Table(title=f"user with {n_facts} current facts and 50 episodes, {queries} queries")
    for col in ("operation", "p50 ms", "p99 ms", "vs search p50"):
        table.add_column(col, justify="right" if col != "operation" else "left")
    s50, c50, t50 = pct(search_ms, 50), pct(context_ms, 50), pct(twin_ms, 50)
    table.add_row("search_episodes top 10", f"{s50:.2f}", f"{pct(search_ms, 99):.2f}", "1.0x")
    table.add_row(
        "build_context 4k tokens", f"{c50:.2f}", f"{pct(context_ms, 99):.2f}", f"{c50 / s50:.1f}x"
    )
    table.add_row(
        "build_context, same episodes, no facts",
        f"{t50:.2f}",
        f"{pct(twin_ms, 99):.2f}",
        f"{t50 / s50:.1f}x",
    )
    goal = 2 * s50 + 2
    table.add_row("goal: 2 x search + 2 ms", f"{goal:.2f}", "", "met" if c50 <= goal else "missed")
    return table


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(np.array(values), q))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=10_000)
    ap.add_argument("--chunks-per-episode", type=int, default=2)
    ap.add_argument("--users", type=int, default=1, help="users in the store (all this size)")
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--database-url")
    ap.add_argument("--facts", type=int, default=400, help="facts of the facts-heavy user")
    args = ap.parse_args()

    url = args.database_url or f"sqlite:///{tempfile.mkdtemp(prefix='mc-read-')}/read.db"
    settings = Settings(database_url=url)
    upgrade(url)
    store = Store(url)
    with store.tx() as s:  # a re-run starts from an empty benchmark tenant
        s.execute(delete(Chunk).where(Chunk.tenant_id == "bench"))
        s.execute(delete(Episode).where(Episode.tenant_id == "bench"))
        s.execute(delete(Fact).where(Fact.tenant_id == "bench"))
        s.execute(delete(MemoryUser).where(MemoryUser.tenant_id == "bench"))
    t = time.perf_counter()
    for u in range(args.users):
        fill(store, settings, f"user-{u}", args.episodes, args.chunks_per_episode, seed=u)
    for name in ("facts-user", "no-facts-user"):
        fill(store, settings, name, 50, args.chunks_per_episode, seed=99)
    fill_facts(store, "facts-user", args.facts, seed=99)
    fill_s = time.perf_counter() - t
    if store.dialect == "postgresql":  # what autovacuum would do after a bulk load
        with store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
            c.exec_driver_sql("ANALYZE")
    chunks = args.episodes * args.chunks_per_episode
    now = T0 + timedelta(hours=args.episodes + 1)
    user = "user-0"

    reader = MemoryReader(url, settings=settings)
    t = time.perf_counter()
    reader.search_episodes(user, QUERIES[0], top_k=10, now=now, tenant_id="bench")
    cold_ms = (time.perf_counter() - t) * 1e3

    search_ms, context_ms, naive_ms = [], [], []
    emb = reader.embedder
    for i in range(args.queries):
        q = QUERIES[i % len(QUERIES)] + f" {PRODUCTS[i % len(PRODUCTS)]}"
        t = time.perf_counter()
        hits = reader.search_episodes(user, q, top_k=10, now=now, tenant_id="bench")
        search_ms.append((time.perf_counter() - t) * 1e3)
        assert hits
        t = time.perf_counter()
        ctx = reader.build_context(user, q, max_tokens=4_000, now=now, tenant_id="bench")
        context_ms.append((time.perf_counter() - t) * 1e3)
        assert ctx.total_tokens <= 4_000
        # Baseline: what a reader without an index pays per query.
        t = time.perf_counter()
        with store.sessions() as s:
            blobs = s.execute(
                select(Chunk.id, Chunk.embedding).where(
                    Chunk.tenant_id == "bench", Chunk.user_id == user
                )
            ).all()
        matrix = np.frombuffer(b"".join(b for _, b in blobs), dtype=np.float32).reshape(
            len(blobs), emb.dim
        )
        scores = matrix @ emb.embed([q])[0]
        top = np.argpartition(-scores, 10)[:10]
        _ = [blobs[int(k)][0] for k in top[np.argsort(-scores[top])]]
        naive_ms.append((time.perf_counter() - t) * 1e3)
    facts_table = facts_user(reader, args.queries, now)
    reader.close()
    store.dispose()

    console = Console()
    table = Table(
        title=(
            f"read latency, {url.split(':')[0]}: user with {args.episodes:,} episodes / "
            f"{chunks:,} chunks, {args.users} user(s) in the store, built-in embedder, "
            f"{args.queries} queries (fill took {fill_s:.0f}s)"
        )
    )
    for col in ("operation", "p50 ms", "p99 ms", "mean ms", "vs baseline p50"):
        table.add_column(col, justify="right" if col != "operation" else "left")
    base = pct(naive_ms, 50)
    for name, xs in (
        ("search_episodes (warm)", search_ms),
        ("build_context 4k tokens (warm)", context_ms),
        ("baseline: load vectors + numpy scan", naive_ms),
    ):
        table.add_row(
            name,
            f"{pct(xs, 50):.2f}",
            f"{pct(xs, 99):.2f}",
            f"{statistics.fmean(xs):.2f}",
            f"{base / pct(xs, 50):.1f}x faster" if xs is not naive_ms else "1.0x",
        )
    table.add_row("first query (builds the user's index)", f"{cold_ms:.0f}", "", "", "")
    console.print(table)
    console.print(facts_table)


if __name__ == "__main__":
    main()
