"""The erasure library: forget a user, delete an episode, correct or retract a fact, receipts.

One implementation behind ``memory-core forget``/``receipts`` and the ledger page. Each call
takes a database URL (or an open ``Store``, which the ledger server keeps) and returns plain
dataclasses. ``forget_user`` works in this order, so nothing of the user survives whatever
runs concurrently (see ``guard``):

1. commit the tombstone and an empty receipt (from here on the first stage refuses the
   user's older sessions, and counts them on the receipt);
2. delete everything of the user in one transaction (``store.erasure.forget_user``),
   re-deriving what other users' rows implied, and record the counts on the receipt;
3. with a broker URL, remove the user's queued and unacknowledged task messages and result
   keys from Redis (``broker``);
4. on SQLite, checkpoint and truncate the write-ahead log (``secure_delete`` is on for every
   connection, so freed pages are zeroed rather than left holding the text).
"""

from __future__ import annotations

import uuid
from dataclasses import replace

from memory_core.erasure.broker import purge_user
from memory_core.logs import get_logger
from memory_core.model.erasure import rederive_for
from memory_core.settings import ConfigError, Settings, load_settings
from memory_core.store import receipts as receipt_sql
from memory_core.store.corrections import FactChange, change_fact
from memory_core.store.erasure import erase_session, user_sessions
from memory_core.store.erasure import forget_user as forget_rows
from memory_core.store.receipts import ErasureReceipt
from memory_core.store.store import Store
from memory_core.store.types import utcnow

log = get_logger(__name__)
__all__ = [
    "EpisodeNotFound",
    "ErasureReceipt",
    "FactChange",
    "correct_fact",
    "delete_episode",
    "forget_user",
    "receipts",
    "retract_fact",
]


class EpisodeNotFound(LookupError):
    """No such session for this tenant and user."""


def _settings(settings: Settings | None) -> Settings:
    if settings is not None:
        return settings
    try:
        return load_settings()
    except ConfigError:
        return Settings.model_construct()


def _open(database: str | Store) -> tuple[Store, bool]:
    return (database, False) if isinstance(database, Store) else (Store(database), True)


def checkpoint(store: Store) -> None:
    """SQLite: copy the WAL into the database and truncate it, so old page images go."""
    if store.dialect != "sqlite":
        return
    raw = store.engine.raw_connection()
    try:
        cur = raw.cursor()
        cur.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        cur.close()
    finally:
        raw.close()


def forget_user(
    database_url: str | Store,
    user_id: str,
    tenant_id: str = "default",
    actor: str = "operator",
    broker_url: str | None = None,
    *,
    settings: Settings | None = None,
) -> ErasureReceipt:
    """Erase everything memory-core holds about one user; returns the stored receipt."""
    store, owned = _open(database_url)
    how = rederive_for(_settings(settings))
    receipt = ErasureReceipt(str(uuid.uuid4()), tenant_id, user_id, "user", actor, utcnow())
    try:
        with store.sessions() as s:
            sessions = user_sessions(s, tenant_id, user_id)
        with store.tx() as s:
            receipt_sql.add_receipt(s, receipt)
            receipt_sql.fence(s, tenant_id, user_id, receipt.created_at)
        try:
            with store.tx() as s:
                counts = forget_rows(s, tenant_id, user_id, how)
                receipt_sql.set_counts(s, receipt.id, counts)
        except BaseException:
            with store.tx() as s:
                receipt_sql.drop_receipt(s, receipt.id)
            raise
        if broker_url:
            try:
                purged = purge_user(broker_url, tenant_id, user_id, sessions)
                found = {
                    "broker_messages": purged.messages,
                    "broker_results": purged.results,
                    "broker_journal": purged.journal,
                }
            except Exception as exc:  # the store is erased; the tombstone covers the queue
                log.warning("broker purge failed", error=type(exc).__name__)
                found = {"broker_purge_failed": 1}
            counts = {**counts, **found}  # zeros kept: "nothing was queued" is an answer
            with store.tx() as s:
                receipt_sql.set_counts(s, receipt.id, counts)
        checkpoint(store)
        with store.sessions() as s:
            stored = receipt_sql.get_receipt(s, receipt.id)
        return stored or replace(receipt, counts=counts)
    finally:
        if owned:
            store.dispose()


def delete_episode(
    database_url: str | Store,
    user_id: str,
    session_id: str,
    tenant_id: str = "default",
    actor: str = "operator",
    *,
    settings: Settings | None = None,
) -> ErasureReceipt:
    """Erase one session's episode and what was derived only from it; returns the receipt."""
    store, owned = _open(database_url)
    how = rederive_for(_settings(settings))
    try:
        with store.tx() as s:
            counts = erase_session(s, tenant_id, user_id, session_id, how)
            if not counts.get("episodes"):
                raise EpisodeNotFound(
                    f"no episode {session_id!r} for user {user_id!r} of tenant {tenant_id!r}"
                )
            receipt = ErasureReceipt(
                str(uuid.uuid4()), tenant_id, user_id, "episode", actor, utcnow(), counts
            )
            receipt_sql.add_receipt(s, receipt)
        checkpoint(store)
        return receipt
    finally:
        if owned:
            store.dispose()


def _change(
    database_url: str | Store,
    user_id: str,
    fact_id: int,
    tenant_id: str,
    actor: str,
    action: str,
    value: str | None,
    settings: Settings | None,
) -> FactChange:
    store, owned = _open(database_url)
    try:
        if value is not None:  # what a person types is masked like everything else stored
            from memory_core.model.masking import masker_for

            value = masker_for(_settings(settings), tenant_id).mask(value)
        with store.tx() as s:
            return change_fact(
                s, tenant_id, user_id, fact_id, action=action, actor=actor, new_value=value
            )
    finally:
        if owned:
            store.dispose()


def correct_fact(
    database_url: str | Store,
    user_id: str,
    fact_id: int,
    value: str,
    tenant_id: str = "default",
    actor: str = "operator",
    *,
    settings: Settings | None = None,
) -> FactChange:
    """Replace a fact's value (masked first); history records it as a correction by ``actor``."""
    return _change(database_url, user_id, fact_id, tenant_id, actor, "corrected", value, settings)


def retract_fact(
    database_url: str | Store,
    user_id: str,
    fact_id: int,
    tenant_id: str = "default",
    actor: str = "operator",
    *,
    settings: Settings | None = None,
) -> FactChange:
    """Withdraw a fact (its statements); the previous value, if any, is current again."""
    return _change(database_url, user_id, fact_id, tenant_id, actor, "retracted", None, settings)


def receipts(
    database_url: str | Store, *, tenant_id: str | None = None, user_id: str | None = None
) -> list[ErasureReceipt]:
    store, owned = _open(database_url)
    try:
        with store.sessions() as s:
            return receipt_sql.receipts(s, tenant_id, user_id)
    finally:
        if owned:
            store.dispose()
