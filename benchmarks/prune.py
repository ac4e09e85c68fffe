"""Pruning throughput on a million episodic chunks, against a plain DELETE of the same rows.

    python benchmarks/prune.py [--chunks 1000000] [--backends sqlite,postgresql]

The chunks (with episodes, current facts and a live rule citing some sessions, reads on a few)
are inserted with set-based SQL. Each backend's store is then copied, and on the copies we run
(a) ``memory_core.prune.prune`` (batched, audited, resumable) and (b) one plain ``DELETE ...
WHERE <the same condition>`` (no batches, no audit): the baseline. Printed: rows removed,
seconds, chunks examined per second, and the Python process's peak memory (tracemalloc peak of
the Python heap while pruning, and the process's max RSS over the whole run).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import sys
import tempfile
import time
import tracemalloc
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory_core.jobs.prune import params_from, prune
from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store import pruning
from memory_core.store.migrate import upgrade
from memory_core.store.store import Store

PG_ADMIN = os.environ.get(
    "MEMORY_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
NOW = datetime(2026, 6, 1, tzinfo=UTC)
CHUNKS_PER_EPISODE = 20


def seed(url: str, n_chunks: int) -> None:
    """Episodes, chunks, facts and one live rule, all inserted by the database itself."""
    n_eps = max(1, n_chunks // CHUNKS_PER_EPISODE)
    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://"))
    pg = engine.dialect.name == "postgresql"
    if pg:
        series = "SELECT generate_series(1, :n) AS i"
        ts = "(TIMESTAMPTZ '2026-06-01 00:00:00+00' - ((i * 7919) % 720) * INTERVAL '1 day')"
        acc = "(TIMESTAMPTZ '2026-05-20 00:00:00+00')"
        blob = "decode('00000000000000000000000000000000', 'hex')"
    else:
        series = (
            "WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < :n)"
            " SELECT i FROM s"
        )
        ts = (
            "(strftime('%Y-%m-%d %H:%M:%S', '2026-06-01', '-' || ((i * 7919) % 720) || ' days')"
            " || '.000000')"
        )
        acc = "'2026-05-20 00:00:00.000000'"
        blob = "zeroblob(16)"
    chunk_ts = ts.replace("i *", "(1 + (i - 1) / :per) *")  # the chunk's episode's time
    with engine.begin() as c:
        c.execute(
            text(
                "INSERT INTO episodes (id, tenant_id, user_id, session_id, started_at, ended_at,"
                " topic, summary, importance, messages, tool_calls, metadata, outcomes, pii_report,"
                f" content_hash, created_at) SELECT i, 't', 'u' || (i % 500), 's' || i, {ts}, {ts},"
                " NULL, NULL, 1 + (i % 10), '[]', '[]', '{}', '[]', '{}', 'h', "
                f"{ts} FROM ({series}) AS g"
            ),
            {"n": n_eps},
        )
        c.execute(
            text(
                "INSERT INTO episode_chunks (tenant_id, user_id, episode_id, session_id, seq, text,"
                " message_ids, started_at, importance, embedder, dim, embedding, access_count,"
                " last_accessed_at, created_at)"
                " SELECT 't', 'u' || (((i - 1) / :per) % 500), 1 + (i - 1) / :per,"
                " 's' || (1 + (i - 1) / :per),"
                f" (i - 1) % :per, 'chunk text', '[]', {chunk_ts},"
                " 1 + ((i * 31) % 10), 'bench', 4, " + blob + ","
                " CASE WHEN i % 50 = 0 THEN 3 ELSE 0 END,"
                f" CASE WHEN i % 50 = 0 THEN {acc} ELSE NULL END,"
                f" {chunk_ts}"
                f" FROM ({series.replace(':n', ':m')}) AS g"
            ),
            {"m": n_chunks, "n": n_chunks, "per": CHUNKS_PER_EPISODE},
        )
        # Current facts cite every 20th session; one live rule cites 50 episodes.
        c.execute(
            text(
                "INSERT INTO facts (tenant_id, user_id, entity, category, key, value, confidence,"
                " valid_from, valid_to, last_observed_at, source_session_id,"
                " superseded_by_session_id, times_confirmed, recorded_at)"
                f" SELECT 't', 'u' || (i % 500), 'e', 'other', 'k' || i, 'v', 0.8, {ts}, NULL,"
                f" {ts}, 's' || i, NULL, 1, {ts} FROM ({series}) AS g WHERE i % 20 = 0"
            ),
            {"n": n_eps},
        )
        c.execute(
            text(
                "INSERT INTO rules (id, tenant_id, user_id, concept, rule, backend, confidence,"
                " evidence_count, basis, status, created_at, updated_at)"
                " VALUES (1, 't', 'u1', 'c', 'r', 'bench', 0.9, 50, '{}', 'active', :now, :now)"
            ),
            {"now": NOW.replace(tzinfo=None) if not pg else NOW},
        )
        c.execute(
            text(
                "INSERT INTO rule_evidence"
                " (rule_id, tenant_id, episode_id, session_id, message_ids)"
                f" SELECT 1, 't', i, 's' || i, '[]' FROM ({series}) AS g WHERE i % 200 = 7"
            ),
            {"n": min(n_eps, 10_000)},
        )
        if pg:
            c.execute(text("SELECT setval('episodes_id_seq', (SELECT max(id) FROM episodes))"))
            c.execute(text("SELECT setval('rules_id_seq', 1)"))
            c.execute(text("ANALYZE"))
    engine.dispose()


def baseline(url: str, settings: Settings) -> tuple[int, float]:
    """One plain DELETE with the same condition over the whole id range: no batches, no audit."""
    store = Store(url)
    params = params_from(settings, NOW)
    with store.engine.begin() as conn:
        pruning.ensure_sql_math(conn)
        d = conn.dialect.name
        where = pruning._candidates_where(d, Scope())
        t0 = time.perf_counter()
        n = conn.execute(
            pruning._bind(
                text(
                    "DELETE FROM episode_chunks WHERE id IN"
                    f" (SELECT c.id FROM episode_chunks c WHERE {where})"
                )
            ),
            {**pruning._params(params, Scope()), "lo": 0, "hi": 2**62},
        ).rowcount
        seconds = time.perf_counter() - t0
    store.dispose()
    return int(n), seconds


def run_prune(url: str, settings: Settings) -> tuple[Any, float, float]:
    store = Store(url)
    tracemalloc.start()
    report = prune(store, settings, now=NOW)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    store.dispose()
    return report, peak / 2**20, rss / 1024


def copies(backend: str, workdir: Path) -> tuple[str, list[str], Any]:
    """(seeded url, two copies' urls, cleanup)."""
    if backend == "sqlite":
        src = workdir / "seed.db"
        url = f"sqlite:///{src}"
        upgrade(url)

        def sqlite_copies() -> list[str]:
            out = []
            for name in ("a.db", "b.db"):
                shutil.copy(src, workdir / name)
                out.append(f"sqlite:///{workdir / name}")
            return out

        return url, [], sqlite_copies
    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    base = f"bench_{uuid.uuid4().hex[:8]}"
    names = [base, base + "_a", base + "_b"]
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{base}"'))
    root = PG_ADMIN.rsplit("/", 1)[0]
    upgrade(f"{root}/{base}")

    def make_copies() -> list[str]:
        with admin.connect() as c:
            for n in names[1:]:
                c.execute(text(f'CREATE DATABASE "{n}" TEMPLATE "{base}"'))
        return [f"{root}/{n}" for n in names[1:]]

    def drop() -> None:
        with admin.connect() as c:
            for n in names:
                c.execute(text(f'DROP DATABASE IF EXISTS "{n}" WITH (FORCE)'))
        admin.dispose()

    make_copies.drop = drop  # type: ignore[attr-defined]
    return f"{root}/{base}", names, make_copies


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--chunks", type=int, default=1_000_000)
    ap.add_argument("--backends", default="sqlite,postgresql")
    ap.add_argument("--batch-size", type=int, default=5_000)
    args = ap.parse_args()
    settings = Settings(database_url="sqlite://", prune_batch_size=args.batch_size)
    print(f"pruning benchmark: {args.chunks:,} chunks, batch {args.batch_size:,}, now={NOW.date()}")
    for backend in args.backends.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            try:
                url, _, make_copies = copies(backend, Path(tmp))
            except Exception as exc:  # PostgreSQL not running: say so and go on
                print(f"{backend}: skipped ({type(exc).__name__}: {exc})")
                continue
            try:
                t0 = time.perf_counter()
                seed(url, args.chunks)
                seeded = time.perf_counter() - t0
                ours_url, base_url = make_copies()
                report, py_peak, max_rss = run_prune(ours_url, settings)
                n_base, t_base = baseline(base_url, settings)
            finally:
                if hasattr(make_copies, "drop"):
                    make_copies.drop()
            rate = report.examined / report.seconds if report.seconds else float("inf")
            print(f"\n[{backend}] seeded {args.chunks:,} chunks set-based in {seeded:.1f}s")
            print(
                f"  memory-core prune : removed {report.deleted:,} of {report.examined:,} in "
                f"{report.seconds:.1f}s -> {rate:,.0f} chunks examined/s, "
                f"{report.deleted / report.seconds:,.0f} removed/s (batched, audited, resumable)"
            )
            print(
                f"  peak memory       : Python heap {py_peak:.1f} MiB while pruning (tracemalloc);"
                f" process max RSS {max_rss:.0f} MiB over the whole run (seeding included)"
            )
            print(
                f"  baseline DELETE   : removed {n_base:,} in {t_base:.1f}s -> "
                f"{args.chunks / t_base:,.0f} chunks/s (one statement, no audit, not resumable)"
            )
            print(f"  overhead vs baseline: x{report.seconds / t_base:.2f}")


if __name__ == "__main__":
    main()
