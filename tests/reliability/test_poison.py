"""Poison messages never stop a worker. Each kind is put on the queues next to good sessions:
what names a session (valid tenant and session ids) is dead-lettered with the reason; the
rest (an undecodable item, an unknown task, missing or non-string ids, a message without
headers) is counted by reason on the broker and logged with its id. The worker stays up
and stores every good session once; ``memory-core status`` shows both."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import redis

from memory_core.ingest.producer import send_task
from memory_core.queues import (
    POISON_KEY,
    QUEUE_EPISODE,
    QUEUE_EXTRACT,
    TASK_EPISODE,
    TASK_EXTRACT,
    TASK_MERGE,
)
from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts
from tests.support.metrics import samples
from tests.support.reliability import (
    clean_counts,
    cli,
    excess,
    sessions,
    settle,
    submit_all,
    wait_tallied,
    worker_extra,
)
from tests.support.sessions import session


def _send(url: str, task: str, **kwargs: Any) -> None:
    send_task(url, task, kwargs=kwargs, repr_ids="(poison)")


def _raw_envelope(r: redis.Redis, url: str, body: bytes | None, headers: Any = "keep") -> None:
    """A well-formed kombu envelope whose body or headers are broken."""
    _send(url, TASK_EPISODE, session={"session_id": "tmp"})
    envelope = json.loads(r.lpop(QUEUE_EPISODE))  # type: ignore[arg-type]
    if body is not None:
        envelope["body"] = base64.b64encode(body).decode()
    if headers != "keep":
        envelope["headers"] = headers
    r.lpush(QUEUE_EPISODE, json.dumps(envelope))


def test_poison_messages_are_dead_lettered_or_counted_and_the_worker_goes_on(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    tmp_path: Path,
) -> None:
    settings = rel_settings(sqlite_db, own_redis.url)
    url = own_redis.url
    r = redis.Redis.from_url(url)
    good = sessions(20, prefix="good")
    named = {
        "bad-args": "extract",
        "no-messages": "episode",
        "too-big": "episode",
        "nul": "episode",
    }
    # Counted (no session to name): 11 kinds. Valid JSON that is no envelope (a string, a
    # list, a dict without properties) would stop kombu with a TypeError/KeyError.
    r.lpush(QUEUE_EPISODE, b"this is not json {")
    r.lpush(QUEUE_EPISODE, b'"a JSON string"')
    r.lpush(QUEUE_EXTRACT, b'["a", "JSON", "array"]')
    r.lpush(QUEUE_EPISODE, b'{"body": "e30=", "headers": {}}')
    _send(url, "memory_core.no_such_task", tenant_id="t", session_id="s")
    _send(url, TASK_EPISODE)  # no session at all
    _send(
        url, TASK_EPISODE, session={**session("dict-tenant", "u", 0, "hi"), "tenant_id": {"a": 1}}
    )
    _send(url, TASK_EXTRACT, tenant_id="default")  # no session_id
    _send(url, TASK_MERGE, tenant_id="default", session_id=12345, user_id="u")
    _raw_envelope(r, url, body=b"{not json")
    _raw_envelope(r, url, body=None, headers=None)
    # Dead-lettered with the reason (the session can be named).
    _send(url, TASK_EXTRACT, tenant_id="default", session_id="bad-args", user_id="u", bogus=1)
    _send(url, TASK_EPISODE, session={**session("no-messages", "u", 0, "x"), "messages": []})
    _send(url, TASK_EPISODE, session=session("too-big", "u", 0, "y" * 70_000))
    _send(url, TASK_EPISODE, session=session("nul", "u", 0, "a\x00b"))
    submit_all(good, settings)

    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        done = wait_tallied(sqlite_db, len(good), timeout=120)
        settle(lambda: len(open_dead_letters(sqlite_db)) >= len(named), timeout=60)
        settle(lambda: sum(int(v) for v in r.hvals(POISON_KEY)) >= 11, timeout=30)
        alive = workers.alive()
        status = cli(settings, "status", "--json")
        from memory_core.jobs.metrics import render

        metrics = samples(render(settings))
    finally:
        workers.stop()
    letters = {sid: (stage, kind) for sid, stage, kind in open_dead_letters(sqlite_db)}
    poison = {k.decode(): int(v) for k, v in r.hgetall(POISON_KEY).items()}
    got = table_counts(sqlite_db)
    clean = clean_counts(good, tmp_path)
    from sqlalchemy import create_engine, text

    engine = create_engine(sqlite_db)
    with engine.connect() as c:
        reasons = dict(c.execute(text("SELECT session_id, reason FROM dead_letters")).all())
    engine.dispose()
    r.close()
    figures(
        "poison messages (15 kinds + 20 good)",
        sent=len(good) + 15,
        stored=got["episodes"],
        lost=len(good) - got["stage_runs"] // 4,
        duplicated=excess(got, clean),
        dead_letters=len(letters),
        counted=sum(poison.values()),
        worker_alive=alive,
    )
    assert alive and done is not None
    assert {sid: stage for sid, (stage, _) in letters.items()} == named
    assert sum(poison.values()) == 11, poison
    assert "undecodable message" in poison and any("no_such_task" in k for k in poison)
    assert poison["not a message envelope"] == 3
    assert "70000 bytes exceeds the limit of 64000" in reasons["too-big"]
    assert "PHONE" not in reasons["too-big"] and "NUL" in reasons["nul"]
    assert got == clean
    data = json.loads(status.stdout)
    assert sum(data["poison_messages"].values()) == 11
    assert sum(d["count"] for d in data["dead_letters"]) == len(named)
    assert data["workers_alive"] >= 1 and data["queue_depth"]["episode"] == 0
    # The same figures on the Prometheus endpoint.
    assert metrics[("memory_workers_alive", ())] >= 1
    assert metrics[("memory_queue_depth", (("stage", "episode"),))] == 0
    assert sum(v for (n, _), v in metrics.items() if n == "memory_poison_messages") == 11
    assert sum(v for (n, _), v in metrics.items() if n == "memory_dead_letters_open") == 4
