"""The real path: submit_session -> Redis -> Celery workers -> SQL store."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import redis
from sqlalchemy import func, select

from memory_core import MemoryReader, submit_session
from memory_core.ingest.producer import send_task
from memory_core.queues import TASK_EPISODE
from memory_core.settings import Settings
from memory_core.store import dead_letters, reads
from memory_core.store.store import Store
from memory_core.store.tables import FactHistory
from tests.support.sessions import session
from tests.support.wait import wait_for
from tests.support.workers import running_worker, worker_processes

SECRET = "sk-proj-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe"


def done(settings: Settings, keys: list[tuple[str, str]]) -> int:
    store = Store(settings.database_url)
    try:
        with store.sessions() as s:
            return reads.sessions_done(s, keys)
    finally:
        store.dispose()


def test_submit_session_through_a_real_worker(settings: Settings) -> None:
    s = session(
        "w1",
        "u",
        0,
        f"We run PostgreSQL 14. My key is {SECRET} and mail is jo@example.com",
        outcomes=[{"pattern_id": "p", "success": True}],
    )
    r = redis.Redis.from_url(settings.broker_url)
    task_id = submit_session(s, settings=settings)
    # What Flower and the logs would show as the task's arguments: ids only.
    raw = r.lrange("memory.episode", 0, -1)
    assert len(raw) == 1
    headers = json.loads(raw[0])["headers"]
    assert headers["id"] == task_id
    assert "PostgreSQL" not in headers["kwargsrepr"] and "w1" in headers["kwargsrepr"]
    with running_worker(settings):
        wait_for(lambda: done(settings, [("default", "w1")]) == 1)
    with MemoryReader(settings.database_url, settings=settings) as reader:
        assert [f.value for f in reader.facts("u")] == ["PostgreSQL 14"]
        assert reader.procedures(include_deprecated=True)[0].applied == 1  # no text: listed only
    # Nothing in Redis (results, queues) holds the session's text.
    for key in r.keys("*"):
        kind = r.type(key)
        blob = (
            r.get(key)
            if kind == b"string"
            else b"".join(r.lrange(key, 0, -1))
            if kind == b"list"
            else b""
        )
        assert (
            SECRET.encode() not in blob
            and b"jo@example.com" not in blob
            and b"PostgreSQL" not in blob
        )
    r.close()


def test_duplicate_submits_have_effects_once(settings: Settings) -> None:
    s = session(
        "dup",
        "u",
        0,
        "We use Redis 7 as our cache.",
        outcomes=[{"pattern_id": "p", "success": False}],
    )
    for _ in range(3):
        submit_session(s, settings=settings)
    with running_worker(settings, concurrency=3):
        wait_for(lambda: done(settings, [("default", "dup")]) == 1)
        store = Store(settings.database_url)
        wait_for(
            lambda: store.stages_done("default", "dup") >= {"episode", "extract", "merge", "tally"}
        )
        redis_client = redis.Redis.from_url(settings.broker_url)
        wait_for(
            lambda: all(
                redis_client.llen(q) == 0
                for q in ("memory.episode", "memory.extract", "memory.merge", "memory.tally")
            )
        )
    with store.sessions() as db:
        assert db.scalar(select(func.count()).select_from(FactHistory)) == 1
    store.dispose()
    with MemoryReader(settings.database_url, settings=settings) as reader:
        assert len(reader.episodes("u")) == 1
        assert reader.procedures(include_deprecated=True)[0].applied == 1


def test_invalid_session_reaching_a_worker_is_dead_lettered_masked(settings: Settings) -> None:
    bad: dict[str, Any] = session("bad", "u", 0, "call me at +44 20 7946 0958")
    bad["ended_at"] = (datetime(2020, 1, 1, tzinfo=UTC)).isoformat()  # before started_at
    # Bypass the producer's validation, as an old or foreign producer might.
    send_task(settings.broker_url, TASK_EPISODE, kwargs={"session": bad}, repr_ids="(bad)")
    store = Store(settings.database_url)
    with running_worker(settings):
        wait_for(lambda: len(dead_letters.dead_letters(store)) == 1)
    letter = dead_letters.dead_letters(store)[0]
    store.dispose()
    assert letter.session_id == "bad" and letter.stage == "episode"
    assert "ended_at" in letter.reason
    assert "7946" not in json.dumps(letter.payload)


def test_concurrent_merges_for_one_user_lose_nothing(settings: Settings) -> None:
    """Many sessions of one user, merged by several worker processes at once."""
    products = ["PostgreSQL", "MySQL", "MongoDB", "SQLite", "MariaDB"]
    sessions = []
    for i in range(24):
        sessions.append(
            session(
                f"c{i}",
                "same-user",
                i,
                f"We run {products[i % 5]} {10 + i} now.",
                f"Noted {i}.",
                f"Also our team of {i + 3} uses the Pro plan.",
                outcomes=[{"pattern_id": "shared", "success": i % 3 != 0}],
            )
        )
    for s in sessions:
        submit_session(s, settings=settings)
    with worker_processes(settings, count=2, concurrency=2):
        wait_for(
            lambda: done(settings, [("default", s["session_id"]) for s in sessions]) == 24,
            timeout=120,
        )
    with MemoryReader(settings.database_url, settings=settings) as reader:
        current = reader.facts("same-user")
        by_key = {f.key: f.value for f in current}
        assert len(current) == len(by_key)  # one current fact per key
        # Every session's statement is in the history exactly once per key.
        hist = reader.fact_history("same-user", "database")
        assert len(hist) == 24
        assert sorted({h.source_session_id for h in hist}) == sorted(
            s["session_id"] for s in sessions
        )
        # The newest session's value is current: newer wins regardless of processing order.
        assert by_key["database"] == "SQLite 33"
        proc = reader.procedures(include_deprecated=True)[0]
        assert proc.applied == 24 and proc.succeeded == 16
    # Whatever order the workers merged in, the timeline is exact: each day's statement.
    with MemoryReader(settings.database_url, settings=settings) as reader:
        for d in range(24):
            instant = datetime(2026, 1, 5, 10, 5, tzinfo=UTC) + timedelta(days=d)
            db = [f.value for f in reader.facts("same-user", as_of=instant) if f.key == "database"]
            assert db == [f"{products[d % 5]} {10 + d}"]


def test_mask_at_producer_keeps_raw_text_out_of_the_broker(make_settings: Any) -> None:
    settings = make_settings(mask_at_producer=True)
    s = session("mp", "u", 0, f"My key is {SECRET}, mail jo@example.com")
    submit_session(s, settings=settings)
    r = redis.Redis.from_url(settings.broker_url)
    [raw] = r.lrange("memory.episode", 0, -1)
    r.close()
    assert SECRET.encode() not in raw and b"jo@example.com" not in raw
    with running_worker(settings):
        wait_for(lambda: done(settings, [("default", "mp")]) == 1)


def test_task_events_seen_by_flower_carry_no_content(make_settings: Any, llm: Any) -> None:
    """Capture every task event (what Flower displays) while a session with secrets is
    consolidated, including a retry after an LLM error: ids only, never text."""
    import threading

    from tests.support.llm_server import Reply, extraction_reply
    from workers.app import make_app

    settings = make_settings(openai_base_url=llm.base_url, openai_api_key="k", llm_max_attempts=1)
    # The first failure is the extraction beside the episode (handed to the extract task),
    # the second the extract task's own, which Celery retries.
    boom = Reply(status=500, body={"error": {"message": "boom"}})
    llm.push(boom, boom, extraction_reply([]))
    app = make_app(settings)
    events: list[dict[str, Any]] = []
    ready = threading.Event()
    stop = threading.Event()

    def capture() -> None:
        with app.connection_for_read() as conn:
            recv = app.events.Receiver(conn, handlers={"*": events.append})
            ready.set()
            while not stop.is_set():
                try:
                    recv.capture(limit=None, timeout=0.5, wakeup=False)
                except TimeoutError:
                    continue

    t = threading.Thread(target=capture, daemon=True)
    t.start()
    ready.wait(10)
    with running_worker(settings):
        submit_session(
            session("ev", "u", 0, f"key {SECRET} mail jo@example.com"), settings=settings
        )
        wait_for(lambda: done(settings, [("default", "ev")]) == 1, timeout=60)
        # episode (extraction failed beside it), extract, merge (which tallies too)
        wait_for(lambda: sum(e.get("type") == "task-succeeded" for e in events) >= 3, timeout=10)
    stop.set()
    t.join(5)
    kinds = {e.get("type") for e in events}
    assert {"task-received", "task-succeeded"} <= kinds
    assert "task-retried" in kinds
    blob = json.dumps(events, default=str)
    assert SECRET not in blob and "jo@example.com" not in blob and "key " not in blob


def test_an_accepted_session_that_masking_lengthens_is_stored(make_settings: Any) -> None:
    """The producer checks the limits on the raw text; the placeholders that replace short
    values are longer than they are, and the worker must not reject the session for that."""
    settings = make_settings(
        mask_at_producer=True, max_message_bytes=2_000, max_session_bytes=4_000
    )
    mails = " ".join(f"u{i}@ex.io" for i in range(400))
    content = ("Write to " + mails)[:2_000].rsplit(" ", 1)[0]
    s = session("grow", "u", 0, content)
    submit_session(s, settings=settings)
    store = Store(settings.database_url)
    with running_worker(settings):
        wait_for(lambda: done(settings, [("default", "grow")]) == 1)
    assert dead_letters.dead_letters(store) == []
    store.dispose()
    with MemoryReader(settings.database_url, settings=settings) as reader:
        [ep] = reader.episodes("u")
        assert "u7@ex.io" not in json.dumps(ep.messages, default=str)
