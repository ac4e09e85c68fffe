"""The tombstone checks the pipeline makes, so a forgotten user's sessions stay forgotten.

After ``forget_user`` a session of that user can still arrive: queued on Redis before the
erasure, redelivered, replayed from a dead letter, or sent late by a producer. Each stage
checks the tombstone once, inside its own write transaction and after ``lock_user``
(``check``; the episode stage reads it with its episode insert). The erasure commits the
tombstone before it takes the same lock to delete, so either the stage sees the tombstone
(its transaction is rolled back and ``drop`` erases what earlier stages stored and counts
the session on the receipt), or the erasure waits for the stage's commit and deletes its
rows. One interleaving escapes the lock: a transaction that *creates* the user's row holds
a row the erasure cannot see yet, so that stage re-checks after committing (``settle``;
once per user). Sessions that start after the erasure are a new relationship and are
stored as usual.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NoReturn

from memory_core.model.session import SessionRejected
from memory_core.store import episodes
from memory_core.store import receipts as sql

if TYPE_CHECKING:
    from memory_core.settings import Settings
    from memory_core.store.store import Store, Tx


class SessionForgotten(SessionRejected):
    """The session's user was forgotten after it started: it is dropped, never stored."""

    def __init__(self, tenant_id: str, user_id: str, session_id: str) -> None:
        super().__init__(
            f"user {user_id!r} of tenant {tenant_id!r} was forgotten; session {session_id!r}"
            " started before that and is dropped",
            ["user_id"],
        )


def forgotten_at(store: Store, tenant_id: str, user_id: str) -> datetime | None:
    with store.sessions() as s:
        return sql.forgotten_at(s, tenant_id, user_id)


class Covered(Exception):
    """Raised inside a stage's transaction when the erasure covers the session: rolls it back."""


def check(tx: Tx, tenant_id: str, user_id: str, started_at: datetime) -> None:
    """In a stage's write transaction, after ``lock_user``: one read of the tombstone."""
    at = sql.forgotten_at(tx, tenant_id, user_id)
    if at is not None and started_at <= at:
        raise Covered


def drop(
    store: Store,
    settings: Settings,
    tenant_id: str,
    user_id: str,
    session_id: str,
    *,
    count: bool = False,
) -> NoReturn:
    """Erase what earlier stages stored of a covered session, count it, and refuse it."""
    from memory_core.model.erasure import rederive_for
    from memory_core.store.erasure import erase_session

    with store.tx() as s:
        erase_session(
            s, tenant_id, user_id, session_id, rederive_for(settings), drop_empty_user=True
        )
        if count:
            sql.count_dropped(s, tenant_id, user_id)
    raise SessionForgotten(tenant_id, user_id, session_id)


@contextmanager
def guarded_tx(
    store: Store,
    settings: Settings,
    tenant_id: str,
    user_id: str,
    session_id: str,
    *,
    count: bool = False,
) -> Iterator[Tx]:
    """A stage's write transaction; a ``Covered`` raised in it ends in ``drop``."""
    try:
        with store.tx() as tx:
            yield tx
    except Covered:
        drop(store, settings, tenant_id, user_id, session_id, count=count)


def settle(
    store: Store,
    settings: Settings,
    tenant_id: str,
    user_id: str,
    session_id: str,
    started_at: datetime,
    *,
    count: bool = False,
) -> None:
    """After a commit that created the user's row: if an erasure covering the session ran
    meanwhile, undo what was written."""
    at = forgotten_at(store, tenant_id, user_id)
    if at is not None and started_at <= at:
        drop(store, settings, tenant_id, user_id, session_id, count=count)


def refuses_letter(
    store: Store, tenant_id: str, user_id: str, session_id: str, payload: Any = None
) -> bool:
    """A failure of a forgotten session is not dead-lettered (that would store it again)."""
    at = forgotten_at(store, tenant_id, user_id)
    if at is None:
        return False
    with store.read() as tx:
        ep = episodes.load_episode(tx, tenant_id, session_id)
    started: datetime | None = ep.started_at if ep is not None else None
    if started is None and isinstance(payload, dict) and payload.get("started_at"):
        try:
            started = datetime.fromisoformat(str(payload["started_at"]))
        except ValueError:
            started = None
        if started is not None and started.tzinfo is None:
            started = started.replace(tzinfo=UTC)
    return started is None or started <= at
