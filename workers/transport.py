"""The Redis transport with two changes: an undecodable item on a queue, or valid JSON that
is not a kombu envelope (a string, a list, a dict without ``properties``), is dropped and
counted instead of stopping the worker; and a channel closed after its connection was
released (the broker went away) does not stop the worker either.

kombu's Redis channel decodes each popped item as JSON in its event loop; a non-JSON item
(a foreign producer, a truncated write) raises ``JSONDecodeError`` there, which Celery
treats as unrecoverable and the worker exits. The item has already been popped, so it is
counted under its queue with a hash of its bytes (``memory-core status``) and the loop goes
on; an item that decodes to something other than an envelope would raise ``TypeError`` or
``KeyError`` inside kombu's ``Message`` and stop the worker the same way, so its shape is
checked before delivery. Selected by ``broker_transport`` in workers/app.py for
``redis://`` brokers.
"""

from __future__ import annotations

from typing import Any

import redis
from kombu.transport import redis as kombu_redis
from kombu.transport import virtual
from kombu.transport.virtual import Empty

from memory_core.ingest.poison import count_poison

BROKER_URL: str | None = None  # set by workers/app.py: where poison counts are kept


class QoS(kombu_redis.QoS):
    """kombu's Redis QoS, kept working when Redis is at ``maxmemory`` (``noeviction``).

    Redis then refuses every write that could grow it, and inside MULTI every command, even
    a delete: kombu's ack (a ZREM and an HDEL in one transaction) failed and the worker
    exited. Outside a transaction the deletes are allowed, so acks still go through; a
    message BRPOP took whose unacknowledged record Redis refused runs from memory (a crash
    before it finishes leaves it to the intake journal and the sweeper, as a crash between
    BRPOP and the record always did); a requeue Redis refuses leaves the message in the
    unacknowledged hash for the visibility-timeout restore.
    """

    def append(self, message: Any, delivery_tag: str) -> None:
        try:
            super().append(message, delivery_tag)
        except redis.exceptions.OutOfMemoryError:
            virtual.QoS.append(self, message, delivery_tag)

    def ack(self, delivery_tag: str) -> None:
        try:
            super().ack(delivery_tag)
        except redis.exceptions.OutOfMemoryError:
            self._remove_outside_transaction(delivery_tag)

    def reject(self, delivery_tag: str, requeue: bool = False) -> None:
        try:
            super().reject(delivery_tag, requeue=requeue)
        except redis.exceptions.OutOfMemoryError:
            if requeue:  # stays in the unacknowledged hash: restored after the timeout
                virtual.QoS.ack(self, delivery_tag)
            else:
                self._remove_outside_transaction(delivery_tag)

    def _remove_outside_transaction(self, delivery_tag: str) -> None:
        with self.channel.conn_or_acquire() as client:
            client.zrem(self.unacked_index_key, delivery_tag)
            client.hdel(self.unacked_key, delivery_tag)
        virtual.QoS.ack(self, delivery_tag)

    def restore_unacked_once(self, stderr: Any = None) -> Any:
        """On close, with the connection released, the restore cannot reach Redis: the rest
        of the close still runs (the messages wait in the unacknowledged hash)."""
        try:
            return super().restore_unacked_once(stderr)
        except redis.exceptions.ConnectionError:
            if _released(self.channel):
                return None
            raise


def _released(channel: Any) -> bool:
    return channel.connection is None or channel.connection.client is None


class Channel(kombu_redis.Channel):
    QoS = QoS

    def _connparams(self, asynchronous: bool = False) -> Any:
        """A channel whose connection was released (the broker went away) still builds a
        client for what it does last: restore what it held on close, acknowledge a task that
        finished meanwhile. kombu then fails with ``AttributeError`` (celery/kombu#582),
        which Celery treats as unrecoverable: the worker exits instead of reconnecting. A
        connection error is what it is: Celery reconnects, a failed ack is logged, and the
        messages stay in Redis's unacknowledged hash for the visibility-timeout restore
        (``workers.app.recovery_bound``)."""
        if _released(self):
            raise redis.exceptions.ConnectionError("the broker connection was released")
        return super()._connparams(asynchronous=asynchronous)

    def _brpop_read(self, **options: Any) -> Any:
        try:
            return super()._brpop_read(**options)
        except (ValueError, UnicodeDecodeError) as exc:  # JSONDecodeError is a ValueError
            self._undecodable(exc)
            raise Empty() from None

    def _get(self, queue: Any, timeout: Any = None) -> Any:
        try:
            message = super()._get(queue)
        except (ValueError, UnicodeDecodeError) as exc:
            self._undecodable(exc, queue)
            raise Empty() from None
        if not is_envelope(message):
            _not_an_envelope(queue)
            raise Empty()
        return message

    def _undecodable(self, exc: BaseException, queue: str = "?") -> None:
        url = BROKER_URL or "redis://localhost:6379/0"
        count_poison(url, "undecodable message", f"undecodable:{type(exc).__name__}", queue)


def is_envelope(message: Any) -> bool:
    """What kombu's ``Message`` and ack emulation read without checking."""
    if not isinstance(message, dict):
        return False
    props = message.get("properties")
    if not isinstance(props, dict) or "delivery_tag" not in props:
        return False
    info = props.get("delivery_info")
    headers = message.get("headers")
    return (
        isinstance(info, dict)
        and "exchange" in info
        and "routing_key" in info
        and (headers is None or isinstance(headers, dict))
        and isinstance(message.get("body"), str | bytes | type(None))
    )


def _not_an_envelope(queue: str) -> None:
    url = BROKER_URL or "redis://localhost:6379/0"
    count_poison(url, "not a message envelope", "not-an-envelope", queue)


class Transport(kombu_redis.Transport):
    Channel = Channel
    # A broker at maxmemory refusing a write (anything QoS above does not absorb: a publish
    # from the event loop, the heartbeat) is an outage to wait out, not a reason to exit:
    # as a connection error Celery logs it and reconnects with backoff.
    connection_errors = (
        *kombu_redis.Transport.connection_errors,
        redis.exceptions.OutOfMemoryError,
    )

    def _deliver(self, message: Any, queue: str) -> None:
        if not is_envelope(message):
            _not_an_envelope(queue)
            return
        super()._deliver(message, queue)
