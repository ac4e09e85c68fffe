"""The tombstone checks the pipeline makes, so a forgotten user's sessions stay forgotten.

After ``forget_user`` a session of that user can still arrive: queued on Redis before the
erasure, redelivered, replayed from a dead letter, or sent late by a producer. The first
stage refuses any whose ``started_at`` is at or before the erasure (``refuse``) and counts
it on the user's receipt. A stage already past that check while the erasure ran (a worker
midway through an LLM call) re-checks after its write (``settle``) and erases what it just
wrote. The erasure commits the tombstone before it deletes anything, and each check reads
it after the stage's own write, so every interleaving ends with nothing stored. Sessions
that start after the erasure are a new relationship and are stored as usual.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from memory_core.model.session import SessionRejected
from memory_core.store import episodes
from memory_core.store import receipts as sql

if TYPE_CHECKING:
    from memory_core.settings import Settings
    from memory_core.store.store import Store


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


def refuse(
    store: Store, tenant_id: str, user_id: str, session_id: str, started_at: datetime
) -> None:
    """Before the first write: drop (and count) a session the erasure covers."""
    at = forgotten_at(store, tenant_id, user_id)
    if at is not None and started_at <= at:
        with store.tx() as s:
            sql.count_dropped(s, tenant_id, user_id)
        raise SessionForgotten(tenant_id, user_id, session_id)


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
    """After a stage's write: if an erasure covering the session ran meanwhile, undo it."""
    at = forgotten_at(store, tenant_id, user_id)
    if at is None or started_at > at:
        return
    from memory_core.model.erasure import rederive_for
    from memory_core.store.erasure import erase_session

    with store.tx() as s:
        erase_session(
            s, tenant_id, user_id, session_id, rederive_for(settings), drop_empty_user=True
        )
        if count:
            sql.count_dropped(s, tenant_id, user_id)
    raise SessionForgotten(tenant_id, user_id, session_id)


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
