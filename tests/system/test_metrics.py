"""Prometheus counters served by a real prefork worker's main process, exact across its
child processes."""

from __future__ import annotations

import socket
import subprocess
import urllib.request

import pytest

from memory_core import submit_session
from memory_core.settings import Settings
from tests.support import ROOT
from tests.support.metrics import samples as _samples
from tests.support.sessions import session
from tests.support.wait import wait_for
from workers.command import worker_argv, worker_env


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_prefork_worker_serves_exact_counters(settings: Settings) -> None:
    port = _free_port()
    env = worker_env(settings, metrics_port=port, metrics_cache_seconds=0)
    sessions = [
        session(f"w{i}", f"u{i % 2}", i, f"Reach me at w{i}@example.com. We use Kafka.")
        for i in range(6)
    ]
    for s in sessions:
        submit_session(s, settings=settings)
    worker = subprocess.Popen(worker_argv(concurrency=2), env=env, cwd=ROOT)

    def scrape() -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            return str(r.read().decode())

    def tallied() -> bool:
        try:
            return _samples(scrape()).get(("memory_sessions_total", (("stage", "tally"),))) == 6
        except OSError:
            return False

    try:
        wait_for(tallied, timeout=60, interval=0.3)
        text = scrape()
    finally:
        worker.terminate()
        worker.wait(timeout=30)
    m = _samples(text)
    # Six sessions, handled by two child processes: counted once each, whichever child ran them.
    assert m[("memory_sessions_total", (("stage", "episode"),))] == 6
    assert m[("memory_pii_masked_total", (("type", "EMAIL"),))] == 6
    assert m[("memory_facts_total", (("change", "added"),))] == 2  # message_queue per user
    assert "example.com" not in text and "Kafka" not in text  # counts only, never content
