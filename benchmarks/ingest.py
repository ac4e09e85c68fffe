"""Ingest throughput through the real path: producer -> Redis -> Celery worker -> SQL store.

    python benchmarks/ingest.py [--sessions 300] [--concurrency 2] [--database-url URL]

Prints sessions/s for 15-turn sessions with the built-in back ends, the same run's
throughput of a no-op Celery task (the baseline: what the broker and worker cost alone),
and in-process ``process_session`` throughput (no broker) for reference. Each session is
four stage tasks (episode, extract, merge, tally), so the fair comparison is stage tasks/s
against no-op tasks/s. The machine is shared and noisy: read the ratios, not the absolutes.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.sessions import make_session  # noqa: E402
from memory_core.ingest.pipeline import process_session, reset_runtimes  # noqa: E402
from memory_core.ingest.producer import submit_session  # noqa: E402
from memory_core.queues import QUEUE_MAINTENANCE, TASK_PING  # noqa: E402
from memory_core.settings import Settings  # noqa: E402
from memory_core.store import reads  # noqa: E402
from memory_core.store.migrate import upgrade  # noqa: E402
from memory_core.store.store import Store  # noqa: E402
from workers.command import worker_argv, worker_env  # noqa: E402


def _worker(settings: Settings, concurrency: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        worker_argv(concurrency=concurrency, loglevel="ERROR", extra=("--without-heartbeat",)),
        env=worker_env(settings),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=300)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--database-url")
    ap.add_argument("--broker-url", default="redis://127.0.0.1:6379/10")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="mc-bench-")
    url = args.database_url or f"sqlite:///{tmp}/bench.db"
    settings = Settings(database_url=url, broker_url=args.broker_url)
    upgrade(url)
    r = redis.Redis.from_url(args.broker_url)
    r.flushdb()
    n = args.sessions
    sessions = [make_session(i, user=f"user-{i % 20}", seed=1) for i in range(n)]

    from workers.app import make_app

    app = make_app(settings)
    worker = _worker(settings, args.concurrency)
    store = Store(url)
    try:
        app.send_task(TASK_PING, queue=QUEUE_MAINTENANCE).get(timeout=60)  # worker is up

        # Baseline: no-op tasks, as many as the stage tasks the sessions will need.
        noop_n = 4 * n
        t = time.perf_counter()
        results = [app.send_task(TASK_PING, queue=QUEUE_MAINTENANCE) for _ in range(noop_n)]
        for res in results:
            res.get(timeout=300)
        noop_s = time.perf_counter() - t

        t = time.perf_counter()
        for s in sessions:
            submit_session(s, settings=settings)
        keys = [(s["tenant_id"], s["session_id"]) for s in sessions]
        while True:
            with store.sessions() as db:
                if reads.sessions_done(db, keys) >= n:
                    break
            if time.perf_counter() - t > 1_800:
                raise SystemExit("timed out waiting for the worker")
            time.sleep(0.05)
        ingest_s = time.perf_counter() - t
    finally:
        worker.terminate()
        worker.wait(30)
        store.dispose()

    # In-process reference: the same stages without broker or worker.
    url2 = f"sqlite:///{tmp}/inproc.db"
    upgrade(url2)
    s2 = Settings(database_url=url2, broker_url=args.broker_url)
    inproc = [make_session(i, user=f"user-{i % 20}", seed=2) for i in range(n)]
    t = time.perf_counter()
    for s in inproc:
        process_session(s, settings=s2)
    inproc_s = time.perf_counter() - t
    reset_runtimes()

    console = Console()
    table = Table(
        title=f"ingest: {n} sessions x 15 turns, built-in back ends, "
        f"1 worker x {args.concurrency} processes, {url.split(':')[0]}"
    )
    table.add_column("what")
    table.add_column("per second", justify="right")
    table.add_column("ratio", justify="right")
    noop_rate = noop_n / noop_s
    stage_rate = 4 * n / ingest_s
    table.add_row("no-op Celery task (baseline)", f"{noop_rate:,.0f} tasks", "1.00")
    ratio = f"{stage_rate / noop_rate:.2f}"
    table.add_row("pipeline stage tasks", f"{stage_rate:,.0f} tasks", ratio)
    table.add_row("sessions through the worker", f"{n / ingest_s:,.1f} sessions", "")
    table.add_row("sessions in-process (no broker)", f"{n / inproc_s:,.1f} sessions", "")
    console.print(table)
    r.flushdb()


if __name__ == "__main__":
    main()
