"""A channel that closes after its connection was released (the broker went away mid-run)
must not raise: kombu restores what the channel held by opening a new client, which fails
with ``AttributeError`` on a released connection, and Celery then stops the worker with an
"Unrecoverable error" instead of reconnecting (seen in the broker-restart scenario); an ack
of a task that finished meanwhile fails the same way. The
held message stays in Redis's unacknowledged hash for the visibility-timeout restore."""

from __future__ import annotations

import pytest
import redis
from kombu import Connection, Exchange, Producer, Queue

from memory_core.jobs import broker
from tests.support.faults import RedisServer
from workers.transport import Transport


def test_closing_a_channel_whose_connection_is_gone_keeps_the_message_unacknowledged(
    own_redis: RedisServer,
) -> None:
    queue = Queue("q", Exchange("q", type="direct"), routing_key="q")
    with Connection(own_redis.url, transport=Transport) as conn:
        Producer(conn.default_channel).publish(
            {"n": 1}, exchange=queue.exchange, routing_key="q", declare=[queue]
        )
    conn = Connection(own_redis.url, transport=Transport)
    channel = conn.channel()
    message = channel.basic_get("q", no_ack=False)
    assert message is not None and channel.qos._delivered  # held, not acknowledged
    channel._disconnect_pools()  # what closing does first, then the connection is gone
    channel.connection.client = None
    # A task that finished meanwhile: its ack fails as a connection error (logged by kombu's
    # ack_log_error, recoverable for Celery), not as AttributeError.
    with pytest.raises(redis.exceptions.ConnectionError):
        message.ack()
    channel.close()  # raised AttributeError ('NoneType' object has no attribute 'hostname')
    assert channel.closed
    r = broker.client(own_redis.url)
    try:
        assert broker.unacked(r) == 1  # the visibility-timeout restore will put it back
    finally:
        r.close()
