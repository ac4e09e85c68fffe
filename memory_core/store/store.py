"""The store's core: the engine, one transaction at a time, the per-user lock and the stage
ledger. The aggregate modules beside it (episodes, facts, patterns, rules, pruning,
dead_letters, stats, reads) take the ``Tx`` this hands out and return plain records.

A stage's effects and its ``stage_runs`` row commit together, so a redelivered or retried
task finds the row and does nothing: effects happen once even with ``acks_late``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Connection, Engine, Select, Table, insert, select
from sqlalchemy.orm import Session, sessionmaker

from memory_core.store.engine import (
    READ_ONLY,
    make_engine,
    make_sessionmaker,
    safe_url,
    upsert_insert,
)
from memory_core.store.tables import MemoryUser, StageRun
from memory_core.store.types import utcnow

Tx = Session
"""An open transaction. Callers pass it on to store functions and never issue SQL on it."""


class Store:
    """The SQL store of one database URL. Build one per process; thread-safe."""

    def __init__(
        self, database_url: str, *, engine: Engine | None = None, writer: bool = True
    ) -> None:
        self.database_url = database_url
        self.engine = engine or make_engine(database_url, writer=writer)
        self.sessions: sessionmaker[Session] = make_sessionmaker(self.engine)
        self._reads = make_sessionmaker(self.engine.execution_options(**{READ_ONLY: True}))

    @property
    def safe_url(self) -> str:
        """The URL with its password hidden, for messages and logs."""
        return safe_url(self.database_url)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def tx(self) -> Iterator[Tx]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        with self.sessions() as s, s.begin():
            yield s

    @contextmanager
    def read(self) -> Iterator[Tx]:
        """A read-only unit (no explicit transaction; nothing is written). On SQLite a
        deferred transaction: a snapshot that does not wait for, or block, the writers."""
        with self._reads() as s:
            yield s

    def stages_done(self, tenant_id: str, session_id: str) -> set[str]:
        with self.read() as s:
            return stages_done(s, tenant_id, session_id)


def dialect(tx: Tx | Connection) -> str:
    """``sqlite`` or ``postgresql``: the few statements that differ branch on it."""
    return tx.get_bind().dialect.name if isinstance(tx, Session) else tx.dialect.name


def table_of(model: Any) -> Table:
    """The Core table of an ORM class (for set-based statements)."""
    table: Table = model.__table__
    return table


def insert_ignore(tx: Tx, table: Any, values: dict[str, Any]) -> None:
    tx.execute(upsert_insert(tx, table).values(**values).on_conflict_do_nothing())


def lock_user(tx: Tx, tenant_id: str, user_id: str, *, create: bool = True) -> None:
    """Serialise writers per user: a row lock on PostgreSQL (SQLite writers are serial).

    The one lock every per-user writer takes (episode, merge, reflection, erasure). Erasure
    passes ``create=False``: it waits for the user's writers but must not leave a row behind.
    """
    if create:
        insert_ignore(
            tx,
            MemoryUser.__table__,
            {
                "tenant_id": tenant_id,
                "user_id": user_id,
                "created_at": utcnow(),
                "facts_version": 0,
            },
        )
    stmt: Select[Any] = select(MemoryUser.tenant_id).where(
        MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id
    )
    if dialect(tx) == "postgresql":
        stmt = stmt.with_for_update()
    tx.execute(stmt)


# -- the stage ledger ---------------------------------------------------------------------
def stage_detail(tx: Tx, tenant_id: str, session_id: str, stage: str) -> dict[str, Any] | None:
    """The ledger row's detail if the stage already ran for this session, else None."""
    row = tx.get(StageRun, (tenant_id, session_id, stage))
    return None if row is None else dict(row.detail or {})


def mark_stage(
    tx: Tx, tenant_id: str, session_id: str, stage: str, user_id: str, detail: dict[str, Any]
) -> None:
    """Record that the stage ran; commits with the stage's effects."""
    tx.add(
        StageRun(
            tenant_id=tenant_id,
            session_id=session_id,
            stage=stage,
            user_id=user_id,
            detail=detail,
        )
    )


def stage_details(tx: Tx, tenant_id: str, session_id: str) -> dict[str, dict[str, Any]]:
    """Every ledger row of the session, stage -> detail, in one statement."""
    rows = tx.execute(
        select(StageRun.stage, StageRun.detail).where(
            StageRun.tenant_id == tenant_id, StageRun.session_id == session_id
        )
    )
    return {stage: dict(detail or {}) for stage, detail in rows}


def mark_stages(
    tx: Tx, tenant_id: str, session_id: str, user_id: str, details: dict[str, dict[str, Any]]
) -> None:
    """Ledger rows of several stages run in one transaction: one executemany."""
    if details:
        now = utcnow()
        tx.connection().execute(
            insert(table_of(StageRun)),
            [
                {
                    "tenant_id": tenant_id,
                    "session_id": session_id,
                    "stage": stage,
                    "user_id": user_id,
                    "detail": detail,
                    "completed_at": now,
                }
                for stage, detail in details.items()
            ],
        )


def stages_done(tx: Tx, tenant_id: str, session_id: str) -> set[str]:
    rows = tx.scalars(
        select(StageRun.stage).where(
            StageRun.tenant_id == tenant_id, StageRun.session_id == session_id
        )
    )
    return set(rows)
