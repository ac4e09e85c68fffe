"""The Celery app: queues per stage, reliability settings, no business logic.

Reliability: ``acks_late`` + ``task_reject_on_worker_lost`` mean a crashed worker's task is
redelivered; the stages are idempotent, so redelivery never duplicates effects. A task that
fails or hits its hard time limit is not acknowledged either (the tasks acknowledge by
returning: stored, dead-lettered or handed on). Redis redelivers an unacknowledged message
after ``visibility_timeout`` (a setting), checked every ``restore_every(settings)`` seconds,
so ``recovery_bound(settings)`` is the recovery time after a crash; Settings rejects limits
and retry caps that would outlive the visibility timeout.
``worker_prefetch_multiplier=1`` keeps one long LLM task from holding others hostage.
Poison messages never stop a worker: see workers/transport.py and ``_poison`` below.
"""

from __future__ import annotations

from typing import Any

from celery import Celery
from celery.signals import (
    task_rejected,
    task_success,
    task_unknown,
    worker_init,
    worker_process_init,
)
from celery.worker.consumer import Consumer as CeleryConsumer
from kombu.entity import Exchange, Queue

from memory_core.queues import ALL_QUEUES, QUEUE_MAINTENANCE, TASK_EPISODE, TASK_QUEUES
from memory_core.settings import Settings, load_settings


def restore_every(settings: Settings) -> float:
    """How often each worker moves messages unacknowledged for longer than the visibility
    timeout back to their queues: a tenth of the timeout, between 1 and 10 s.

    kombu's Redis transport runs its restore timer every ``unacked_restore_interval``
    (10 s) but scans only on every ``unacked_restore_throttle``-th call (10): 100 s
    between scans unless both are set, as ``broker_transport_options`` does here."""
    return max(1.0, min(10.0, settings.visibility_timeout / 10))


def recovery_bound(settings: Settings) -> float:
    """Seconds after a worker crash by which everything it held is back on its queue, if
    another worker runs: its messages are older than the visibility timeout by then, and so
    is the restore lock (``unacked_mutex``) if it died holding it, and one restore period
    later a scan has run. What is left of the backlog then runs at the normal rate."""
    return settings.visibility_timeout + restore_every(settings)


def transport_options(settings: Settings) -> dict[str, Any]:
    return {
        "visibility_timeout": settings.visibility_timeout,
        "unacked_restore_interval": restore_every(settings),
        "unacked_restore_throttle": 1,
        # kombu's default (300 s) would let a worker that died holding the lock delay
        # every restore past the visibility timeout; a scan takes milliseconds.
        "unacked_mutex_expire": max(1, int(settings.visibility_timeout)),
    }


def make_app(settings: Settings | None = None) -> Celery:
    settings = settings or load_settings()
    app = Celery("memory_core", broker=settings.broker_url, backend=settings.result_backend_url)
    app.conf.update(
        task_serializer="json",
        result_serializer="json",
        accept_content=["json"],
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        task_acks_on_failure_or_timeout=False,
        task_time_limit=settings.task_time_limit,
        task_soft_time_limit=settings.task_soft_time_limit,
        worker_prefetch_multiplier=1,
        task_track_started=True,
        task_send_sent_event=True,
        worker_send_task_events=True,
        result_expires=24 * 3600,
        result_extended=False,  # never store args in the result backend
        task_queues=[Queue(q, Exchange(q, type="direct"), routing_key=q) for q in ALL_QUEUES],
        task_default_queue=QUEUE_MAINTENANCE,
        task_routes={name: {"queue": queue} for name, queue in TASK_QUEUES.items()},
        broker_transport_options=transport_options(settings),
        result_backend_transport_options={"visibility_timeout": settings.visibility_timeout},
        broker_connection_retry_on_startup=True,
        worker_hijack_root_logger=False,
        enable_utc=True,
    )
    app.conf.worker_consumer = "workers.app:Consumer"
    if settings.broker_url.startswith("redis://"):
        from workers import transport

        transport.BROKER_URL = settings.broker_url
        app.conf.broker_transport = "workers.transport:Transport"
    app.conf.memory_settings = settings
    app.conf.include = ["workers.tasks", "workers.maintenance"]
    # Importing the task modules registers their shared tasks with every app.
    # Beat: celery-redbeat holds a Redis lock so only one beat sends; it keeps last-run
    # times in Redis, so a job missed while beat was down runs once when it is back.
    app.conf.update(
        beat_scheduler="redbeat.RedBeatScheduler",
        redbeat_redis_url=settings.beat_redis_url or settings.broker_url,
        redbeat_key_prefix="memory-core:redbeat:",
        redbeat_lock_key="memory-core:redbeat:lock",
        redbeat_lock_timeout=settings.beat_lock_timeout,
        beat_max_loop_interval=settings.beat_max_loop_interval,
    )
    try:
        from schedules.beat import beat_schedule

        app.conf.beat_schedule = beat_schedule(settings)
    except ImportError:  # pragma: no cover - schedules is part of the package
        pass
    return app


app = make_app()


@worker_process_init.connect
def _fresh_runtime(**_: Any) -> None:
    """A forked child must not share its parent's DB connections."""
    from memory_core.ingest.runtime import reset_runtimes

    reset_runtimes()


@worker_init.connect
def _warm_up(sender: Any = None, **_: Any) -> None:
    """Build the runtime before the worker consumes, so its first tasks do not all wait on
    one build (imports of the LLM client, migrations, engines: seconds, during which every
    thread of a threads pool sat blocked on the runtime lock). A prefork parent only imports
    the back ends (its children build their own runtime, within Celery's 4 s start-up
    check). Best effort: if the database is down the first task builds it, as before."""
    from celery.concurrency import get_implementation
    from celery.concurrency.prefork import TaskPool as PreforkPool

    from memory_core.ingest.runtime import get_runtime

    settings = getattr(getattr(sender, "app", app).conf, "memory_settings", None)
    if not isinstance(settings, Settings):
        return
    try:
        pool = get_implementation(getattr(sender, "pool_cls", "prefork"))
        if isinstance(pool, type) and issubclass(pool, PreforkPool):
            from memory_core.embed import get_embedder
            from memory_core.extract import get_extractor

            get_embedder(settings), get_extractor(settings)
        else:
            get_runtime(settings)
    except Exception as exc:  # the lazy build in the first task reports it properly
        import logging

        logging.getLogger(__name__).warning("runtime warm-up failed: %s", type(exc).__name__)


class Consumer(CeleryConsumer):  # type: ignore[misc]
    """Celery's consumer, counting the messages whose body it cannot decode (it logs and
    acknowledges them; ``worker_consumer`` is the documented place to change that)."""

    def on_decode_error(self, message: Any, exc: BaseException) -> None:
        from memory_core.ingest.poison import count_poison

        super().on_decode_error(message, exc)
        url = self.app.conf.memory_settings.broker_url
        count_poison(url, f"undecodable body ({type(exc).__name__})", _message_id(message))


def _message_id(message: Any) -> str:
    headers = getattr(message, "headers", None) or {}
    return str(headers.get("id") or getattr(message, "delivery_tag", None) or "?")


@task_unknown.connect
def _unknown_task(sender: Any = None, message: Any = None, name: Any = None, **_: Any) -> None:
    """Celery rejects a message for a task it does not know; count it and say which."""
    from memory_core.ingest.poison import count_poison

    settings = getattr(sender, "app", app).conf.memory_settings
    count_poison(settings.broker_url, f"unknown task {str(name)[:100]!r}", _message_id(message))


@task_rejected.connect
def _rejected(sender: Any = None, message: Any = None, exc: Any = None, **_: Any) -> None:
    """A message Celery cannot read as a task (no headers, a bad body) is rejected; count it."""
    from memory_core.ingest.poison import count_poison

    why = type(exc).__name__ if exc is not None else "not a task message"
    settings = getattr(sender, "app", app).conf.memory_settings
    count_poison(settings.broker_url, f"invalid message ({why})", _message_id(message))


_journal_clients: dict[tuple[int, str], Any] = {}


@task_success.connect
def _first_stage_done(sender: Any = None, result: Any = None, **_: Any) -> None:
    """The first stage stored or dead-lettered the session: its intake journal entry (a
    copy of the message, ``memory_core.intake``) is no longer needed."""
    if getattr(sender, "name", None) != TASK_EPISODE or not isinstance(result, dict):
        return
    if result.get("status") not in ("ok", "dead_lettered"):
        return
    clear_journal(sender.app, str(result["tenant_id"]), str(result["session_id"]))


def clear_journal(app: Celery, tenant_id: str, session_id: str) -> None:
    """Drop the session's intake journal entry, best effort: if the broker is down the
    sweeper drops it once it sees the session stored (or its user forgotten)."""
    import os

    import redis

    from memory_core import intake

    url = app.conf.memory_settings.broker_url
    if not url.startswith(("redis://", "rediss://")):
        return
    try:
        key = (os.getpid(), url)
        client = _journal_clients.get(key)
        if client is None:
            client = _journal_clients[key] = redis.Redis.from_url(url, socket_timeout=10)
        intake.clear(client, tenant_id, session_id)
    except Exception:  # the broker is down: the sweeper clears it
        pass
