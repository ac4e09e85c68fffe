"""Producers hand sessions to memory-core here: validate, then enqueue on the broker.

This module speaks Celery's message protocol (v2) through kombu directly, so producers
need neither the Celery app nor the workers' code, and ``memory_core`` stays free of
Celery imports. Task arguments are shown as ids only (``argsrepr``/``kwargsrepr``): Flower,
worker logs and task events never display a transcript. On a Redis broker a session's
message is queued together with its intake journal entry (``memory_core.intake``), so an
acknowledged submit survives a broker crash that takes the message off the queue.
"""

from __future__ import annotations

import os
import socket
import uuid
from contextvars import ContextVar
from typing import Any

import redis
from kombu.connection import Connection
from kombu.entity import Exchange, Queue
from kombu.exceptions import OperationalError
from kombu.pools import producers
from kombu.transport import redis as kombu_redis
from kombu.utils.json import dumps

from memory_core import intake
from memory_core.model.session import Session, parse_session
from memory_core.queues import QUEUE_EPISODE, TASK_EPISODE, TASK_QUEUES, episode_queue
from memory_core.settings import Settings, load_settings


def _ids_repr(tenant_id: str, session_id: str, user_id: str | None = None) -> str:
    user = f", user_id={user_id!r}" if user_id else ""
    return f"(tenant_id={tenant_id!r}, session_id={session_id!r}{user})"


def send_task(
    broker_url: str,
    task: str,
    *,
    kwargs: dict[str, Any],
    repr_ids: str,
    task_id: str | None = None,
    countdown: float | None = None,
    journal: tuple[str, str, int] | None = None,
    queue_name: str | None = None,
) -> str:
    """Publish one Celery task message by name; returns its task id. With ``journal``
    (tenant id, session id, the journal's bound) the message is journaled with its push."""
    task_id = task_id or str(uuid.uuid4())
    queue_name = queue_name or TASK_QUEUES.get(task, QUEUE_EPISODE)
    exchange = Exchange(queue_name, type="direct")
    queue = Queue(queue_name, exchange, routing_key=queue_name)
    eta = None
    if countdown:
        from datetime import UTC, datetime, timedelta

        eta = (datetime.now(UTC) + timedelta(seconds=countdown)).isoformat()
    headers: dict[str, Any] = {
        "lang": "py",
        "task": task,
        "id": task_id,
        "shadow": None,
        "eta": eta,
        "expires": None,
        "group": None,
        "group_index": None,
        "retries": 0,
        "timelimit": [None, None],
        "root_id": task_id,
        "parent_id": None,
        "argsrepr": "()",
        "kwargsrepr": repr_ids,
        "origin": f"{os.getpid()}@{socket.gethostname()}",
        "ignore_result": True,  # the ledger is the record; nothing reads task results
        "replaced_task_nesting": 0,
        "stamped_headers": None,
        "stamps": {},
    }
    body = ((), kwargs, {"callbacks": None, "errbacks": None, "chain": None, "chord": None})
    token = _JOURNAL.set(journal)
    try:
        _publish(broker_url, body, exchange, queue, queue_name, headers, task_id)
    except _JournalFull:
        raise IntakeFull(
            f"the intake journal holds {journal[2] if journal else '?'} sessions waiting for "
            "their first stage (MEMORY_INTAKE_JOURNAL_MAX): the workers are not keeping up. "
            "Nothing was enqueued."
        ) from None
    except (_OutOfMemory, OperationalError, OSError, redis.exceptions.ResponseError) as exc:
        if isinstance(exc, _OutOfMemory) or out_of_memory(exc):
            raise BrokerFull(
                f"the broker at {_safe(broker_url)} is out of memory (Redis maxmemory with "
                "noeviction) and refuses new messages until the workers drain its queues or "
                "it is given more memory. Nothing was enqueued."
            ) from None
        if isinstance(exc, redis.exceptions.ResponseError):
            raise
        raise BrokerUnavailable(
            f"cannot reach the broker at {_safe(broker_url)} ({exc}); start Redis or set "
            "MEMORY_BROKER_URL. Nothing was enqueued."
        ) from None
    finally:
        _JOURNAL.reset(token)
    return task_id


class BrokerUnavailable(ConnectionError):
    """The broker could not be reached; the session was not enqueued."""


class IntakeFull(BrokerUnavailable):
    """The intake journal is at its bound; the session was not enqueued (back-pressure)."""


class BrokerFull(BrokerUnavailable):
    """The broker is out of memory and refuses writes; the session was not enqueued."""


def out_of_memory(exc: BaseException | None) -> bool:
    """Is this Redis refusing a write at ``maxmemory`` (kombu may wrap the error)?"""
    seen = 0
    while exc is not None and seen < 5:
        if isinstance(exc, redis.exceptions.OutOfMemoryError) or "maxmemory" in str(exc):
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False


class _JournalFull(Exception):
    """Raised inside kombu's publish (not a connection error: kombu must not retry it)."""


class _OutOfMemory(Exception):
    """Redis refused a write at maxmemory, raised out of kombu's publish as it is: kombu's
    retry would revive the channel and fail on the released connection (AttributeError)."""


_JOURNAL: ContextVar[tuple[str, str, int] | None] = ContextVar("memory_journal", default=None)


class _JournalChannel(kombu_redis.Channel):
    """kombu's Redis channel whose push of a journaled message also writes its journal
    entry, in one atomic script (``intake.push``) instead of kombu's ``LPUSH``."""

    def basic_publish(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().basic_publish(*args, **kwargs)
        except redis.exceptions.OutOfMemoryError as exc:
            raise _OutOfMemory(str(exc)) from None

    def queue_declare(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().queue_declare(*args, **kwargs)
        except redis.exceptions.OutOfMemoryError as exc:
            raise _OutOfMemory(str(exc)) from None

    def _put(self, queue: str, message: Any, **kwargs: Any) -> None:
        journal = _JOURNAL.get()
        if journal is None or kwargs.get("_publish_batch") is not None:
            super()._put(queue, message, **kwargs)
            return
        key = self._q_for_pri(queue, self._get_message_priority(message, reverse=False))
        with self.conn_or_acquire() as client:
            if not intake.push(client, key, dumps(message), *journal):
                raise _JournalFull()


class _JournalTransport(kombu_redis.Transport):
    Channel = _JournalChannel


def _safe(url: str) -> str:
    from kombu.utils.url import maybe_sanitize_url

    return str(maybe_sanitize_url(url))


def _publish(
    broker_url: str,
    body: Any,
    exchange: Exchange,
    queue: Queue,
    queue_name: str,
    headers: dict[str, Any],
    task_id: str,
) -> None:
    redis_url = broker_url.startswith(("redis://", "rediss://"))
    transport = _JournalTransport if redis_url else None
    with (
        Connection(broker_url, transport=transport) as conn,
        producers[conn].acquire(block=True, timeout=30) as prod,
    ):
        prod.publish(
            body,
            exchange=exchange,
            routing_key=queue_name,
            serializer="json",
            headers=headers,
            correlation_id=task_id,
            declare=[queue],
            retry=True,
            retry_policy={"max_retries": 3, "interval_start": 0.2, "interval_step": 0.5},
        )


def send_stage(broker_url: str, task: str, tenant_id: str, session_id: str, user_id: str) -> str:
    """Publish a later stage for a stored session (the sweeper, replay): ids only."""
    return send_task(
        broker_url,
        task,
        kwargs={"tenant_id": tenant_id, "session_id": session_id, "user_id": user_id},
        repr_ids=_ids_repr(tenant_id, session_id, user_id),
    )


def submit_session(
    session: Session | dict[str, Any] | str, *, settings: Settings | None = None
) -> str:
    """Validate a session and enqueue it for consolidation; returns the Celery task id.

    Raises ``SessionRejected`` (a ``ValueError``) naming each invalid field; nothing is
    enqueued then, nor on ``BrokerUnavailable`` (``IntakeFull`` when the intake journal is
    at its bound). With ``MEMORY_MASK_AT_PRODUCER=true`` (the default) the session is
    masked before it leaves this process, so raw text never reaches the broker.
    """
    settings = settings or load_settings()
    s = parse_session(
        session,
        max_messages=settings.max_messages,
        max_message_bytes=settings.max_message_bytes,
        max_session_bytes=settings.max_session_bytes,
    )
    kwargs: dict[str, Any] = {}
    if settings.mask_at_producer:
        from memory_core.model.masking import mask_session

        s, report = mask_session(s.with_message_ids(), settings)
        kwargs["pii_report"] = report  # counts by type only, for the episode's report
    return send_task(
        settings.broker_url,
        TASK_EPISODE,
        kwargs={"session": s.model_dump(mode="json"), **kwargs},
        repr_ids=_ids_repr(s.tenant_id, s.session_id, s.user_id),
        task_id=f"{s.tenant_id}:{s.session_id}:{uuid.uuid4().hex[:8]}",
        journal=(s.tenant_id, s.session_id, settings.intake_journal_max),
        queue_name=episode_queue(settings.llm_enabled),
    )
