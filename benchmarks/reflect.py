"""Reflection time per 1,000 episodes with the built-in back ends (extractor, embedder,
reflector), on SQLite and PostgreSQL.

    python benchmarks/reflect.py [--episodes 1000] [--users 20] [--backends sqlite,postgresql]

Sessions with recurring preferences, errors and topics (and noise) are consolidated through the
real pipeline first (``process_session``; timed separately as setup). Then printed: a first
reflection over every user (load + group + consolidate + apply), split into its parts; an
idempotent re-run (same evidence sets: skipped); and a dry run. The split is the baseline:
how much of a run is reading the evidence versus reflecting on it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory_core.ingest.pipeline import process_session, reset_runtimes
from memory_core.jobs.reflect import (
    BuiltinReflector,
    compute_diff,
    load_active,
    load_input,
    reflect,
)
from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store.migrate import upgrade
from memory_core.store.store import Store

PG_ADMIN = os.environ.get(
    "MEMORY_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
NOW = T0 + timedelta(days=60)
PREFS = [
    "Please use ISO 8601 for dates.",
    "I prefer concise answers.",
    "Please answer in German.",
    "Best to reach me by email.",
    "I prefer step-by-step instructions.",
]
ERRORS = ["ERR_TIMEOUT_EXCEEDED", "ORA-00942", "ConnectionResetError"]
TOPICS = ["billing", "replication lag", "export", "login", "webhooks", "backups"]
NOISE = [
    "The dashboard feels slow today.",
    "Can you check ticket 4411 for me?",
    "Thanks, that worked.",
    "We run PostgreSQL 15 on AWS.",
    "Our team of 12 uses the Pro plan.",
]


def sessions(n: int, users: int, seed: int = 5) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        u = i % users
        msgs = [rng.choice(NOISE)]
        if rng.random() < 0.35:
            msgs.append(PREFS[u % len(PREFS)])
        if rng.random() < 0.2:
            msgs.append(f"I keep getting {ERRORS[u % len(ERRORS)]} when I sync.")
        msgs.append(rng.choice(NOISE))
        start = T0 + timedelta(days=rng.uniform(0, 55))
        out.append(
            {
                "session_id": f"s{i}",
                "tenant_id": "bench",
                "user_id": f"u{u}",
                "started_at": start.isoformat(),
                "ended_at": (start + timedelta(minutes=8)).isoformat(),
                "messages": [
                    {"id": f"s{i}-{k}", "role": "user" if k % 2 == 0 else "assistant", "content": m}
                    for k, m in enumerate(msgs)
                ],
                "metadata": {"topic": TOPICS[(u + i) % len(TOPICS)] if rng.random() < 0.5 else ""},
            }
        )
    return out


def database(backend: str, workdir: Path) -> tuple[str, Any]:
    if backend == "sqlite":
        url = f"sqlite:///{workdir / 'reflect.db'}"
        upgrade(url)
        return url, lambda: None
    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    name = f"bench_reflect_{uuid.uuid4().hex[:8]}"
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{name}"'))
    url = PG_ADMIN.rsplit("/", 1)[0] + f"/{name}"
    upgrade(url)

    def drop() -> None:
        reset_runtimes()
        with admin.connect() as c:
            c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

    return url, drop


def bench(backend: str, n: int, users: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        try:
            url, drop = database(backend, Path(tmp))
        except Exception as exc:
            print(f"[{backend}] skipped ({type(exc).__name__}: {exc})")
            return
        try:
            settings = Settings(database_url=url, broker_url="redis://127.0.0.1:6379/15")
            t0 = time.perf_counter()
            for sess in sessions(n, users):
                process_session(sess, settings=settings)
            ingest = time.perf_counter() - t0
            store = Store(url)
            reflector = BuiltinReflector(settings.reflect_min_sessions)

            # The parts, for every user: read the evidence (SQL + numpy grouping), consolidate.
            t_load = t_cons = 0.0
            with store.sessions() as s:
                user_ids = [f"u{u}" for u in range(users)]
                for uid in user_ids:
                    a = time.perf_counter()
                    inp = load_input(s, settings, "bench", uid, NOW)
                    b = time.perf_counter()
                    cons = reflector.consolidate(inp)
                    compute_diff(load_active(s, inp), inp, cons.candidates, reflector.min_evidence)
                    t_load += b - a
                    t_cons += time.perf_counter() - b

            a = time.perf_counter()
            dry = reflect(store, settings, Scope("bench"), now=NOW, dry_run=True)
            t_dry = time.perf_counter() - a
            a = time.perf_counter()
            first = reflect(store, settings, Scope("bench"), now=NOW)
            t_first = time.perf_counter() - a
            a = time.perf_counter()
            again = reflect(store, settings, Scope("bench"), now=NOW)
            t_again = time.perf_counter() - a
            store.dispose()
        finally:
            reset_runtimes()
            drop()
    per_k = 1000 / n
    created = sum(r.counts()["create"] for r in first)
    print(f"\n[{backend}] {n:,} episodes of {users} users, built-in back ends")
    print(f"  setup: consolidated the sessions through the pipeline in {ingest:.1f}s")
    print(
        f"  first reflection  : {t_first:.2f}s -> {t_first * per_k:.2f}s per 1,000 episodes; "
        f"{created} rules created"
    )
    print(
        f"    of which reading evidence (SQL + numpy grouping) {t_load * per_k:.2f}s, "
        f"consolidating + diffing {t_cons * per_k:.2f}s per 1,000 episodes"
    )
    print(
        f"  dry run           : {t_dry * per_k:.2f}s per 1,000 episodes "
        f"({sum(len(r.diff) for r in dry)} diff lines, nothing written)"
    )
    skipped = sum(r.status == "skipped" for r in again)
    print(
        f"  idempotent re-run : {t_again * per_k:.2f}s per 1,000 episodes "
        f"({skipped}/{len(again)} users skipped: evidence unchanged)"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--episodes", type=int, default=1_000)
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--backends", default="sqlite,postgresql")
    args = ap.parse_args()
    for backend in args.backends.split(","):
        bench(backend, args.episodes, args.users)


if __name__ == "__main__":
    main()
