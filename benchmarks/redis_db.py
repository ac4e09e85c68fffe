"""A Redis database of the benchmark's own on a shared server, claimed as the test runs
claim theirs (``SET memory-core:test-run NX`` on one of databases 1-15), so a benchmark
never empties the queues of a test run or of another benchmark, nor they its own."""

from __future__ import annotations

import os
import random

import redis

LOCK = "memory-core:test-run"


def claim(base: str = "redis://127.0.0.1:6379") -> str:
    dbs = list(range(1, 16))
    random.shuffle(dbs)
    for db in dbs:
        r = redis.Redis.from_url(f"{base}/{db}")
        try:
            if r.set(LOCK, f"benchmark {os.getpid()}", nx=True, ex=3 * 3600):
                stale = [k for k in r.scan_iter() if k != LOCK.encode()]
                if stale:
                    r.delete(*stale)
                return f"{base}/{db}"
        finally:
            r.close()
    raise SystemExit("no free Redis database (all 15 claimed)")


def release(url: str) -> None:
    """Empty the database, the claim with it."""
    r = redis.Redis.from_url(url)
    r.flushdb()
    r.close()
