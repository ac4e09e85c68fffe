"""Scale-out shown: worker "hosts" in network namespaces against one Redis and one PostgreSQL.

    sudo python benchmarks/scaleout.py [--sessions 40] [--concurrency 1] [--latency-ms 200]
                                       [--passes 2] [--subnet 10.213.77]

Builds a private network on this machine: a bridge with ``<subnet>.1/24`` and, per host,
a network namespace joined to it by a veth pair (``<subnet>.11``, ``.12``). It starts its
own Redis, its own PostgreSQL cluster (``initdb`` as the ``postgres`` user) and the LLM stub
(``benchmarks/llm_stub.py``, ``--latency-ms`` per request), all bound to ``<subnet>.1``
only, so nothing outside this machine is ever reached and the shared services are left
alone. Each host runs ``celery -A workers worker --pool threads`` inside its namespace,
reaching the services through its veth as a separate machine would.

Passes alternate one host and two hosts (``--passes`` of each, interleaved); each pass
submits ``--sessions`` new sessions (and a duplicate submit of every tenth) and times them
until all are consolidated, workers already up. A last pass runs the two hosts with the
stub answering at once: the pipeline's own ceiling on this machine (CPU and the task hops
between stages), the other bound on what two hosts can show. Then it
counts rows: every session must have exactly one episode, one extraction, one ledger row
per stage and its two stated facts observed once, and no dead letter. The namespaces,
bridge, servers and data are removed at the end, also on failure.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table
from sqlalchemy import create_engine, text

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.llm_stub import LatencyLLM  # noqa: E402
from benchmarks.sessions import make_session  # noqa: E402
from memory_core.ingest.producer import submit_session  # noqa: E402
from memory_core.settings import Settings  # noqa: E402
from memory_core.store import reads  # noqa: E402
from memory_core.store.migrate import upgrade  # noqa: E402
from memory_core.store.store import Store  # noqa: E402
from workers.command import worker_argv, worker_env  # noqa: E402

BRIDGE = "mcperf-br0"
HOSTS = ("mcperf-h1", "mcperf-h2")
REDIS_PORT, PG_PORT = 6391, 5441


def sh(*cmd: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, check=check, capture_output=True, text=True)


class Network:
    """The bridge and one namespace per host; ``down`` removes whatever exists."""

    def __init__(self, subnet: str) -> None:
        self.subnet = subnet
        self.host_ip = f"{subnet}.1"

    def up(self) -> None:
        routes = sh("ip", "-4", "route").stdout + sh("ip", "-4", "addr").stdout
        if f"{self.subnet}." in routes:
            raise SystemExit(f"{self.subnet}.0/24 is in use here: pick another --subnet")
        sh("ip", "link", "add", BRIDGE, "type", "bridge")
        sh("ip", "addr", "add", f"{self.host_ip}/24", "dev", BRIDGE)
        sh("ip", "link", "set", BRIDGE, "up")
        for i, ns in enumerate(HOSTS, start=1):
            outer, inner = f"mcperf-v{i}", f"mcperf-n{i}"
            sh("ip", "netns", "add", ns)
            sh("ip", "link", "add", outer, "type", "veth", "peer", "name", inner)
            sh("ip", "link", "set", inner, "netns", ns)
            sh("ip", "link", "set", outer, "master", BRIDGE)
            sh("ip", "link", "set", outer, "up")
            sh("ip", "-n", ns, "addr", "add", f"{self.subnet}.{10 + i}/24", "dev", inner)
            sh("ip", "-n", ns, "link", "set", inner, "up")
            sh("ip", "-n", ns, "link", "set", "lo", "up")

    def down(self) -> None:
        for ns in HOSTS:
            sh("ip", "netns", "del", ns, check=False)  # takes its veth pair with it
        sh("ip", "link", "del", BRIDGE, check=False)


class Services:
    """Redis, a PostgreSQL cluster and the LLM stub, bound to the bridge address only."""

    def __init__(self, host_ip: str, latency: float, synchronous_commit: str = "on") -> None:
        self.host_ip = host_ip
        self.synchronous_commit = synchronous_commit
        self.dir = Path(tempfile.mkdtemp(prefix="mcperf-"))
        self.pgdata = self.dir / "pg"
        self.redis: subprocess.Popen[bytes] | None = None
        self.latency = latency
        self.llm: LatencyLLM | None = None
        self.pg_started = False

    @property
    def database_url(self) -> str:
        return f"postgresql+psycopg://postgres@{self.host_ip}:{PG_PORT}/memory"

    @property
    def broker_url(self) -> str:
        return f"redis://{self.host_ip}:{REDIS_PORT}/0"

    def up(self) -> None:
        self.redis = subprocess.Popen(
            [
                *("redis-server", "--bind", self.host_ip, "--port", str(REDIS_PORT)),
                *("--save", "", "--appendonly", "no", "--protected-mode", "no"),
                *("--dir", str(self.dir)),
            ],
            stdout=subprocess.DEVNULL,
        )
        os.chmod(self.dir, 0o777)
        pg = ["runuser", "-u", "postgres", "--"]
        sh(*pg, "initdb", "-D", str(self.pgdata), "-A", "trust", "-U", "postgres")
        with open(self.pgdata / "pg_hba.conf", "a") as f:
            f.write(f"host all all {self.host_ip.rsplit('.', 1)[0]}.0/24 trust\n")
        opts = f"-c listen_addresses={self.host_ip} -p {PG_PORT} -k {self.pgdata}"
        opts += f" -c synchronous_commit={self.synchronous_commit}"
        log = str(self.dir / "pg.log")
        sh(*pg, "pg_ctl", "-D", str(self.pgdata), "-l", log, "-o", opts, "-w", "-t", "60", "start")
        self.pg_started = True
        admin = create_engine(
            self.database_url.replace("/memory", "/postgres"), isolation_level="AUTOCOMMIT"
        )
        with admin.connect() as c:
            c.execute(text("CREATE DATABASE memory"))
        admin.dispose()
        upgrade(self.database_url)
        self.llm = LatencyLLM(self.latency, self.host_ip, 0).start()

    @property
    def llm_url(self) -> str:
        assert self.llm is not None
        return self.llm.base_url

    def down(self) -> None:
        if self.llm is not None:
            self.llm.stop()
        if self.redis is not None:
            self.redis.terminate()
            self.redis.wait(10)
        if self.pg_started:
            pg = ["runuser", "-u", "postgres", "--", "pg_ctl", "-D", str(self.pgdata)]
            sh(*pg, "-m", "fast", "-w", "stop", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)


def start_workers(
    hosts: tuple[str, ...], settings: Settings, llm_url: str, concurrency: int
) -> list[subprocess.Popen[bytes]]:
    env = worker_env(settings, embedder="openai", embedding_model="stub-embed")
    env |= {"OPENAI_BASE_URL": llm_url, "OPENAI_API_KEY": "stub"}
    procs = []
    for ns in hosts:
        argv = worker_argv(
            concurrency=concurrency, pool="threads", loglevel="ERROR", hostname=f"w@{ns}"
        )
        procs.append(
            subprocess.Popen(
                ["ip", "netns", "exec", ns, *argv],
                env=env,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
    return procs


def wait_for_workers(app: object, hosts: tuple[str, ...]) -> None:
    want = {f"w@{ns}" for ns in hosts}
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        replies = app.control.ping(timeout=1.0)  # type: ignore[attr-defined]
        if want <= {name for r in replies for name in r}:
            return
    raise SystemExit(f"workers {sorted(want)} did not come up")


def stop_workers(procs: list[subprocess.Popen[bytes]]) -> None:
    for p in procs:
        p.terminate()  # warm shutdown: running tasks finish, the rest stay queued
    for p in procs:
        p.wait(60)


def run_pass(
    settings: Settings, store: Store, seed: int, n: int
) -> tuple[float, list[tuple[str, str]]]:
    sessions = [make_session(i, user=f"user-{i % 20}", seed=seed) for i in range(n)]
    keys = [(s["tenant_id"], s["session_id"]) for s in sessions]
    t = time.perf_counter()
    for i, s in enumerate(sessions):
        submit_session(s, settings=settings)
        if i % 10 == 0:  # a duplicate submit: it must change nothing
            submit_session(s, settings=settings)
    print(f"  submitted in {time.perf_counter() - t:.2f}s", flush=True)
    while True:
        with store.sessions() as db:
            if reads.sessions_done(db, keys) >= n:
                return n / (time.perf_counter() - t), keys
        if time.perf_counter() - t > 900:
            raise SystemExit("timed out waiting for the workers")
        time.sleep(0.05)


def count_rows(url: str) -> dict[str, int]:
    engine = create_engine(url)
    queries = {
        "episodes": "SELECT count(*) FROM episodes",
        "extractions": "SELECT count(*) FROM extractions",
        "fact observations": "SELECT count(*) FROM fact_observations",
        "dead letters": "SELECT count(*) FROM dead_letters",
        "duplicate observations": "SELECT count(*) FROM (SELECT session_id, entity, key "
        "FROM fact_observations GROUP BY 1, 2, 3 HAVING count(*) > 1) d",
    }
    with engine.connect() as c:
        out = {k: int(c.execute(text(q)).scalar() or 0) for k, q in queries.items()}
        for stage, count in c.execute(text("SELECT stage, count(*) FROM stage_runs GROUP BY 1")):
            out[f"stage_runs {stage}"] = int(count)
    engine.dispose()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=40)
    ap.add_argument("--concurrency", type=int, default=1, help="threads per worker host")
    ap.add_argument("--latency-ms", type=float, default=200)
    ap.add_argument("--passes", type=int, default=2, help="passes of each host count")
    ap.add_argument(
        "--synchronous-commit",
        default="on",
        choices=["on", "off"],
        help="the private cluster's setting: off takes the shared disk's fsync out",
    )
    ap.add_argument("--subnet", default="10.213.77", help="a free private /24, first 3 octets")
    args = ap.parse_args()
    if os.geteuid() != 0:
        raise SystemExit("network namespaces need root")

    net = Network(args.subnet)
    services = Services(net.host_ip, args.latency_ms / 1e3, args.synchronous_commit)
    rates: dict[int, list[float]] = {1: [], 2: []}
    total: list[tuple[str, str]] = []
    try:
        net.up()
        services.up()
        settings = Settings(database_url=services.database_url, broker_url=services.broker_url)
        from workers.app import make_app

        app = make_app(settings)
        store = Store(settings.database_url)
        seed = int(time.time()) % 1_000_000
        for p in range(2 * args.passes):
            k = 1 if p % 2 == 0 else 2
            procs = start_workers(HOSTS[:k], settings, services.llm_url, args.concurrency)
            try:
                wait_for_workers(app, HOSTS[:k])
                rate, keys = run_pass(settings, store, seed + p, args.sessions)
            finally:
                stop_workers(procs)
            rates[k].append(rate)
            assert services.llm is not None
            print(f"  LLM stub: at most {services.llm.max_in_flight} requests at once")
            services.llm.max_in_flight = 0
            total += keys
            print(f"pass {p + 1}: {k} host(s), {rate:.2f} sessions/s", flush=True)
        # The pipeline's ceiling without the model's latency: the same hosts, stub at 0 ms.
        assert services.llm is not None
        services.llm.latency = 0.0
        procs = start_workers(HOSTS, settings, services.llm_url, args.concurrency)
        try:
            wait_for_workers(app, HOSTS)
            ceiling, keys = run_pass(settings, store, seed + 99, args.sessions)
        finally:
            stop_workers(procs)
        total += keys
        print(f"ceiling pass: 2 hosts, stub at 0 ms, {ceiling:.2f} sessions/s", flush=True)
        store.dispose()
        rows = count_rows(settings.database_url)
    finally:
        services.down()
        net.down()

    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    best = args.concurrency / (2 * args.latency_ms / 1e3)
    table = Table(
        title=f"scale-out: {args.sessions} sessions a pass, LLM stub {args.latency_ms:.0f} ms "
        f"(2 requests a session), each host one worker --pool threads -c {args.concurrency}"
    )
    for col in ("hosts", "sessions/s per pass", "median", "vs 1 host", "pool's best"):
        table.add_column(col, justify="right")
    for k, med in ((1, one), (2, two)):
        table.add_row(
            str(k),
            ", ".join(f"{r:.2f}" for r in rates[k]),
            f"{med:.2f}",
            f"{med / one:.2f}x",
            f"{k * best:.1f}",
        )
    table.add_row("2, stub at 0 ms", f"{ceiling:.2f}", "", "", "ceiling without the LLM")
    console = Console()
    console.print(table)
    n = len(total)
    expected = {
        "episodes": n,
        "extractions": n,
        "fact observations": 2 * n,
        "dead letters": 0,
        "duplicate observations": 0,
        **{f"stage_runs {s}": n for s in ("episode", "extract", "merge", "tally")},
    }
    rows_table = Table(title=f"effects exactly once: {n} sessions (every tenth submitted twice)")
    for col in ("rows", "expected", "found"):
        rows_table.add_column(col, justify="right" if col != "rows" else "left")
    for key, want in expected.items():
        rows_table.add_row(key, str(want), str(rows.get(key, 0)))
    console.print(rows_table)
    ok = all(rows.get(k, 0) == v for k, v in expected.items())
    print(
        f"two hosts / one host = {two / one:.2f}x (goal >= 1.8x); two hosts reach "
        f"{two / min(2 * best, ceiling):.2f} of min(2 x pool's best, ceiling without the LLM); "
        f"exactly once: {ok}"
    )
    if not ok:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
