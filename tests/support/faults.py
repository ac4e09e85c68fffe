"""Real faults for tests/reliability: a Redis and a PostgreSQL cluster of the test's own
(started, killed and restarted on free loopback ports), Celery worker processes that can be
SIGKILLed (main process or children), and the row counts a run is judged by."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
import uuid
from collections.abc import Iterable
from glob import glob
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from memory_core.settings import Settings
from tests.support import ROOT
from workers.command import worker_argv, worker_env

# Every table a session's consolidation writes, and what the counts are compared on.
TABLES = (
    "episodes",
    "episode_chunks",
    "extractions",
    "facts",
    "fact_observations",
    "fact_history",
    "patterns",
    "pattern_outcomes",
    "stage_runs",
    "memory_users",
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"port {port} did not open within {timeout}s")


class RedisServer:
    """``redis-server --appendonly yes --appendfsync always`` on a free port; kill -9 and
    restart keep the data directory, so what Redis acknowledged survives."""

    def __init__(self, workdir: Path) -> None:
        self.dir = workdir / f"redis-{uuid.uuid4().hex[:6]}"
        self.dir.mkdir(parents=True)
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        argv = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1"]
        argv += ["--appendonly", "yes", "--appendfsync", "always", "--dir", str(self.dir)]
        argv += ["--save", "", "--protected-mode", "no", "--loglevel", "warning"]
        self.proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
        wait_port(self.port)
        return self

    def kill(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def stop(self) -> None:
        self.kill()
        shutil.rmtree(self.dir, ignore_errors=True)


def _pg_bin(name: str) -> str:
    found = sorted(glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if not found:
        raise FileNotFoundError(f"{name} not found under /usr/lib/postgresql/*/bin")
    return found[-1]


class PgCluster:
    """A PostgreSQL cluster from ``initdb`` on a free port, run as the ``postgres`` user;
    ``stop()`` is an immediate shutdown (a crash, as in a failover), ``start()`` brings it
    back on the same port with the same data."""

    def __init__(self, workdir: Path) -> None:
        self.dir = Path(f"/tmp/mc-pg-{uuid.uuid4().hex[:8]}")
        self.port = free_port()

    def _as_postgres(self, *argv: str) -> None:
        run = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*run, *argv], check=True, capture_output=True, timeout=120)

    def init(self) -> PgCluster:
        self.dir.mkdir()
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
        self._as_postgres(
            _pg_bin("initdb"), "-D", str(self.dir / "data"), "-A", "trust", "-U", "postgres"
        )
        return self.start()

    def start(self) -> PgCluster:
        opts = f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._as_postgres(
            _pg_bin("pg_ctl"),
            "-D",
            str(self.dir / "data"),
            "-o",
            opts,
            "-l",
            str(self.dir / "log"),
            "-w",
            "start",
        )
        return self

    def stop(self) -> None:
        self._as_postgres(
            _pg_bin("pg_ctl"), "-D", str(self.dir / "data"), "-m", "immediate", "stop"
        )

    def url(self, db: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{db}"

    def create_db(self, name: str) -> str:
        engine = create_engine(self.url(), isolation_level="AUTOCOMMIT")
        with engine.connect() as c:
            c.execute(text(f'CREATE DATABASE "{name}"'))
        engine.dispose()
        return self.url(name)

    def destroy(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


class Workers:
    """``celery -A workers worker`` processes started as operators start them."""

    def __init__(self, settings: Settings, **extra: Any) -> None:
        self.env = worker_env(settings, **extra)
        self.procs: list[subprocess.Popen[bytes]] = []

    def start(self, count: int = 1, concurrency: int = 2) -> Workers:
        for i in range(count):
            argv = worker_argv(
                concurrency=concurrency, hostname=f"rel{i}-{uuid.uuid4().hex[:6]}@%h"
            )
            self.procs.append(
                subprocess.Popen(argv, env=self.env, cwd=ROOT, start_new_session=True)
            )
        return self

    def alive(self) -> bool:
        return bool(self.procs) and all(p.poll() is None for p in self.procs)

    def kill_children(self) -> int:
        pids = [c for p in self.procs for c in _children(p.pid)]
        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        return len(pids)

    def kill_all(self) -> None:
        """SIGKILL the main processes and their children at once (a host crash)."""
        for p in self.procs:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(p.pid, signal.SIGKILL)
            p.wait()
        self.procs = []

    def stop(self) -> None:
        for p in self.procs:
            p.terminate()
        for p in self.procs:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
        self.procs = []


def table_counts(database_url: str, tables: Iterable[str] = TABLES) -> dict[str, int]:
    engine = create_engine(database_url)
    try:
        with engine.connect() as c:
            return {
                t: int(c.execute(text(f"SELECT COUNT(*) FROM {t}")).scalar() or 0) for t in tables
            }
    finally:
        engine.dispose()


def open_dead_letters(database_url: str) -> list[tuple[str, str, str]]:
    engine = create_engine(database_url)
    try:
        with engine.connect() as c:
            rows = c.execute(
                text(
                    "SELECT session_id, stage, error_type FROM dead_letters WHERE replayed_at IS NULL"
                )
            )
            return [(str(a), str(b), str(d)) for a, b, d in rows]
    finally:
        engine.dispose()


def tallied(database_url: str) -> int:
    """Sessions that finished the last stage."""
    engine = create_engine(database_url)
    try:
        with engine.connect() as c:
            n = c.execute(text("SELECT COUNT(*) FROM stage_runs WHERE stage = 'tally'")).scalar()
            return int(n or 0)
    except Exception:  # the database is down: nothing known yet
        return -1
    finally:
        engine.dispose()
