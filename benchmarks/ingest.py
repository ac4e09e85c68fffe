"""Ingest throughput through the real path: producer -> Redis -> Celery worker -> SQL store.

    python benchmarks/ingest.py [--sessions 300] [--concurrency 2] [--database-url URL]
    python benchmarks/ingest.py --llm-latency-ms 200 [--concurrency 16] [--sessions 200]

Built-in back ends (default): sessions/s for 15-turn sessions (~8 KB) through one worker
(``--pool prefork``), against the same run's baseline, a no-op Celery task sent with the
same worker settings and a session-sized payload (what the broker and worker cost alone);
the in-process ``process_session`` rate for reference (``--no-in-process`` skips it).

LLM-bound (``--llm-latency-ms``): extraction and embeddings go to an OpenAI-compatible stub
(``benchmarks/llm_stub.py``) that answers after that latency, the worker runs ``--pool
threads``, and the baseline is the pool's best: ``concurrency / (latency x requests per
session)`` sessions/s, and beside it the machine's own ceiling in the same run (the same
shape with the stub answering at once: what is left is CPU, the workers', the producer's
and the stub's, on the same cores). Prompt tokens per session are reported against the
session's own tokens, and what a prompt has beyond 1.3x them against the documented fixed
cap (``memory_core.extract.llm.PROMPT_FIXED_TOKENS``). ``--shape split`` runs the deployed
shape instead of one threads worker; ``--llm-processes N`` splits the threads over N worker
processes (each with its own GIL, as one threads worker a core would). Both modes report
the workers' CPU per session (user + system, all worker processes: the figure the noise of
a shared machine moves least) and peak RSS (main process and children); ``--warm-up N``
consolidates N sessions of other users first, untimed, so the figures are a warm worker's (a
prefork child builds its runtime and fills its caches on its first sessions: ~0.5 s CPU
each). The machine is shared and noisy: read the ratios, not the absolutes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import redis_db  # noqa: E402
from benchmarks.llm_stub import LatencyLLM  # noqa: E402
from benchmarks.sessions import make_session  # noqa: E402
from memory_core.extract.llm import PROMPT_FIXED_TOKENS  # noqa: E402
from memory_core.ingest.pipeline import process_session, reset_runtimes  # noqa: E402
from memory_core.ingest.producer import submit_session  # noqa: E402
from memory_core.queues import (  # noqa: E402
    QUEUE_EPISODE,
    QUEUE_EXTRACT,
    QUEUE_MAINTENANCE,
    QUEUE_MERGE,
    QUEUE_TALLY,
    TASK_PING,
)
from memory_core.settings import Settings  # noqa: E402
from memory_core.store import reads  # noqa: E402
from memory_core.store.migrate import upgrade  # noqa: E402
from memory_core.store.store import Store  # noqa: E402
from memory_core.tokens import count_tokens  # noqa: E402
from workers.command import worker_argv, worker_env  # noqa: E402

# The deployed LLM shape (deploy/docker-compose.yml): the stages that wait on the network
# (the LLM call; the episode's embedding request with a remote embedder) on a threads pool,
# the CPU and SQL stages on prefork processes, so they never take the GIL from the waiters.
LLM_QUEUES = (QUEUE_EPISODE, QUEUE_EXTRACT)
CPU_QUEUES = (QUEUE_MERGE, QUEUE_TALLY, QUEUE_MAINTENANCE)


def tree_rss_mb(pid: int) -> float:
    """Resident memory of a process and its descendants (from /proc), in MB."""
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
            children = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except OSError:
            continue
        todo.extend(int(c) for c in children)
    return total / 1024


def tree_cpu_s(pid: int) -> float:
    """CPU seconds (user + system) of a process and its live descendants, from /proc."""
    total, todo = 0.0, [pid]
    tick = os.sysconf("SC_CLK_TCK")
    while todo:
        p = todo.pop()
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
            children = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except OSError:
            continue
        todo.extend(int(c) for c in children)
    return total


class PeakRss(threading.Thread):
    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.peak, self._stop_event = pid, 0.0, threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(0.2):
            self.peak = max(self.peak, tree_rss_mb(self.pid))

    def stop(self) -> float:
        self._stop_event.set()
        return self.peak


def wait_done(store: Store, keys: list[tuple[str, str]], started: float) -> float:
    while True:
        with store.sessions() as db:
            if reads.sessions_done(db, keys) >= len(keys):
                return time.perf_counter() - started
        if time.perf_counter() - started > 1_800:
            raise SystemExit("timed out waiting for the worker")
        time.sleep(0.05)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=300)
    ap.add_argument("--concurrency", type=int, help="default 2, or 16 with --llm-latency-ms")
    ap.add_argument("--database-url")
    ap.add_argument("--broker-url", help="default: a free database of 127.0.0.1:6379, claimed")
    ap.add_argument("--llm-latency-ms", type=float, default=0.0)
    ap.add_argument("--no-in-process", action="store_true")
    ap.add_argument(
        "--shape",
        choices=("split", "one"),
        default="one",
        help="LLM mode: 'one' (default) a threads worker on every queue; 'split' the deployed "
        "shape, a threads worker on the network-bound queues and a prefork one on the others",
    )
    ap.add_argument("--cpu-concurrency", type=int, default=2, help="prefork worker (split)")
    ap.add_argument(
        "--llm-processes",
        type=int,
        default=1,
        help="LLM mode: threads workers sharing --concurrency (one a core: each has its own GIL)",
    )
    ap.add_argument(
        "--warm-up",
        type=int,
        default=0,
        help="sessions (other users) consolidated before anything is timed, so a prefork "
        "child's runtime build and cold caches (~0.5 s CPU each) are not in the figures",
    )
    args = ap.parse_args()
    broker = args.broker_url or redis_db.claim()
    try:
        run(args, broker)
    finally:
        redis_db.release(broker)


def run(args: argparse.Namespace, broker: str) -> None:
    llm_mode = args.llm_latency_ms > 0
    conc = args.concurrency or (16 if llm_mode else 2)
    pool = "threads" if llm_mode else "prefork"

    tmp = tempfile.mkdtemp(prefix="mc-bench-")
    url = args.database_url or f"sqlite:///{tmp}/bench.db"
    settings = Settings(database_url=url, broker_url=broker)
    upgrade(url)
    n = args.sessions
    # New session ids and users each run: a reused store is fine. Reused users were not:
    # every earlier run's sessions made their history longer, and the merge's CPU grows
    # with a slot's history, so runs (and base vs change) drifted apart as the store grew.
    seed = int(time.time()) % 1_000_000
    sessions = [make_session(i, user=f"user-{seed}-{i % 20}", seed=seed) for i in range(n)]
    payload = json.dumps(sessions[0])
    session_tokens = sum(
        count_tokens("\n".join(m["content"] for m in s["messages"])) for s in sessions
    )

    env: dict[str, str]
    llm = None
    if llm_mode:
        llm = LatencyLLM(args.llm_latency_ms / 1e3).start()
        env = worker_env(settings, embedder="openai", embedding_model="stub-embed")
        env |= {"OPENAI_BASE_URL": llm.base_url, "OPENAI_API_KEY": "stub"}
    else:
        env = worker_env(settings)
    from workers.app import make_app

    app = make_app(settings)
    procs = args.llm_processes if llm_mode else 1
    if conc % procs:
        raise SystemExit("--concurrency must divide evenly over --llm-processes")
    shapes: list[tuple[int, str, tuple[str, ...] | None]] = [(conc // procs, pool, None)] * procs
    if llm_mode and args.shape == "split":
        shapes = [(conc // procs, pool, LLM_QUEUES)] * procs
        shapes.append((args.cpu_concurrency, "prefork", CPU_QUEUES))
    workers = [
        subprocess.Popen(
            worker_argv(
                concurrency=c,
                pool=p,
                loglevel="ERROR",
                queues=q,
                extra=("--without-heartbeat", "--hostname", f"bench{i}@%h"),
            ),
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for i, (c, p, q) in enumerate(shapes)
    ]
    store = Store(url)
    rss = [PeakRss(w.pid) for w in workers]
    try:
        for _c, _p, q in shapes:  # every worker is up
            app.send_task(TASK_PING, queue=(q or CPU_QUEUES)[-1]).get(timeout=120)
        warm = [
            make_session(i, user=f"warm-{seed}-{i}", seed=seed + 1) for i in range(args.warm_up)
        ]
        if warm:
            t = time.perf_counter()
            for s in warm:
                submit_session(s, settings=settings)
            wait_done(store, [(s["tenant_id"], s["session_id"]) for s in warm], t)
        for r in rss:
            r.start()
        # Baseline: no-op tasks with a session-sized payload (4 per session: enough to time).
        noop_n = 4 * n
        t = time.perf_counter()
        results = [
            app.send_task(TASK_PING, args=(payload,), queue=QUEUE_MAINTENANCE)
            for _ in range(noop_n)
        ]
        for res in results:
            res.get(timeout=300)
        noop_s = time.perf_counter() - t
        requests_before = llm.requests if llm else 0
        tokens_before = llm.prompt_tokens if llm else 0

        cpu_before = sum(tree_cpu_s(w.pid) for w in workers)
        t = time.perf_counter()
        for s in sessions:
            submit_session(s, settings=settings)
        ingest_s = wait_done(store, [(s["tenant_id"], s["session_id"]) for s in sessions], t)
        cpu_ms = (sum(tree_cpu_s(w.pid) for w in workers) - cpu_before) * 1e3 / n
        ceiling = None
        requests = (llm.requests - requests_before) if llm else 0
        prompt_tokens = (llm.prompt_tokens - tokens_before) if llm else 0
        if llm is not None:
            # The machine's own bound in the same run: the same shape and as many sessions
            # (new users) with the stub answering at once, so what is left is CPU: the
            # workers', the producer's and the stub's, on the same cores.
            llm.latency = 0.0
            more = [make_session(i, user=f"ceil-{seed}-{i % 20}", seed=seed + 2) for i in range(n)]
            t = time.perf_counter()
            for s in more:
                submit_session(s, settings=settings)
            ceiling = n / wait_done(store, [(s["tenant_id"], s["session_id"]) for s in more], t)
    finally:
        peak = sum(r.stop() for r in rss)
        for w in workers:
            w.terminate()
        for w in workers:
            w.wait(30)
        store.dispose()

    table = Table(
        title=f"ingest: {n} sessions x 15 turns (~{len(payload) / 1e3:.0f} KB), "
        + (f"LLM stub at {args.llm_latency_ms:.0f} ms" if llm_mode else "built-in back ends")
        + ", workers: "
        + " + ".join(f"-P {p} -c {c}" + (f" ({','.join(q)})" if q else "") for c, p, q in shapes)
        + f", {url.split(':')[0]}"
    )
    table.add_column("what")
    table.add_column("per second", justify="right")
    table.add_column("ratio", justify="right")
    noop_rate = noop_n / noop_s
    rate = n / ingest_s
    table.add_row("no-op Celery task, same payload (baseline)", f"{noop_rate:,.0f} tasks", "1.00")
    table.add_row("sessions through the worker", f"{rate:,.1f} sessions", f"{rate / noop_rate:.3f}")
    per = 2 if llm_mode else 1  # tasks a session takes (with an LLM: episode+extract, merge)
    stage_rate = per * n / ingest_s
    table.add_row(
        f"pipeline tasks ({per} a session)",
        f"{stage_rate:,.0f} tasks",
        f"{stage_rate / noop_rate:.2f}",
    )
    if llm is not None:
        per_session = requests / n
        latency = args.llm_latency_ms / 1e3
        # A session's embedding and extraction requests are sent at once (ingest.overlap):
        # a slot of the pool waits one latency a session, so its best is conc / latency.
        # The old bound (requests one after the other) is shown for comparison.
        best = conc / latency
        table.add_row(
            f"pool's best: {conc} / {args.llm_latency_ms:.0f} ms "
            f"({per_session:.2f} requests a session, sent at once)",
            f"{best:,.1f} sessions",
            f"{rate / best:.2f} of best",
        )
        if ceiling is not None:
            table.add_row(
                "ceiling: the same shape, stub at 0 ms (CPU: workers, producer, stub)",
                f"{ceiling:,.1f} sessions",
                f"{rate / min(best, ceiling):.2f} of min(best, ceiling)",
            )
        sequential = conc / (latency * per_session)
        table.add_row(
            f"(requests one after the other: {conc} / ({args.llm_latency_ms:.0f} ms x "
            f"{per_session:.2f}))",
            f"{sequential:,.1f} sessions",
            f"{rate / sequential:.2f}",
        )
        table.add_row(
            "prompt tokens per session / session tokens",
            f"{prompt_tokens / n:,.0f} / {session_tokens / n:,.0f}",
            f"{prompt_tokens / session_tokens:.2f}x",
        )
        beyond = (prompt_tokens - 1.3 * session_tokens) / n
        table.add_row(
            "prompt tokens beyond 1.3x the session's (fixed part) / documented cap",
            f"{beyond:,.0f} / {PROMPT_FIXED_TOKENS:,}",
            "within" if beyond <= PROMPT_FIXED_TOKENS else "OVER",
        )
        llm.stop()
    table.add_row("worker CPU per session (all worker processes)", f"{cpu_ms:,.1f} ms", "")
    table.add_row("worker peak RSS (main + children, summed)", f"{peak:,.0f} MB", "")

    if not args.no_in_process and not llm_mode:
        url2 = f"sqlite:///{tmp}/inproc.db"
        upgrade(url2)
        s2 = Settings(database_url=url2, broker_url=broker)
        inproc = [make_session(i, user=f"user-{i % 20}", seed=2) for i in range(n)]
        t = time.perf_counter()
        for s in inproc:
            process_session(s, settings=s2)
        table.add_row(
            "sessions in-process (no broker, SQLite)", f"{n / (time.perf_counter() - t):,.1f}", ""
        )
        reset_runtimes()
    Console().print(table)


if __name__ == "__main__":
    main()
