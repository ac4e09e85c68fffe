"""Engines built from a URL, tuned per backend. No module-level engine: callers own them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

SQLITE_BUSY_TIMEOUT_S = 60
# Execution option of a writer engine's read-only units (``Store.read``): on SQLite they
# open a deferred transaction, a WAL snapshot beside the writer, instead of taking the
# write lock. Taking it made every read of a threads pool queue behind the writers in
# SQLite's busy handler, whose sleeps grow to 100 ms.
READ_ONLY = "memory_core_read_only"


def normalise_url(url: str) -> str:
    """Accept ``postgresql://`` and ``postgres://`` and use the psycopg 3 driver for them."""
    u = make_url(url)
    if u.drivername in ("postgresql", "postgres"):
        u = u.set(drivername="postgresql+psycopg")
    return u.render_as_string(hide_password=False)


def make_engine(url: str, *, writer: bool = True, **kwargs: Any) -> Engine:
    """Create an engine.

    On SQLite, writers open transactions with ``BEGIN IMMEDIATE`` so two workers never
    deadlock upgrading read locks, and WAL lets readers run beside a writer; a connection
    with the ``READ_ONLY`` execution option opens a plain (deferred) one.
    """
    url = normalise_url(url)
    u = make_url(url)
    if u.get_backend_name() != "sqlite":
        kwargs.setdefault("pool_pre_ping", True)
        if not writer:
            # Readers issue single SELECTs: no BEGIN/ROLLBACK round trips around them.
            kwargs.setdefault("isolation_level", "AUTOCOMMIT")
        return create_engine(url, **kwargs)

    if u.database and u.database != ":memory:":
        Path(u.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_S, "check_same_thread": False}, **kwargs
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_S * 1000}")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.execute("PRAGMA secure_delete=ON")  # erased rows are zeroed, not left in free pages
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        immediate = writer and not conn.get_execution_options().get(READ_ONLY, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def upsert_insert(bind: Session | Connection, table: Any) -> Any:
    """``INSERT`` that supports ``on_conflict_do_*`` on both backends (PostgreSQL, SQLite)."""
    name = bind.get_bind().dialect.name if isinstance(bind, Session) else bind.dialect.name
    return postgresql.insert(table) if name == "postgresql" else sqlite.insert(table)


def make_sessionmaker(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(engine, expire_on_commit=False)


def safe_url(url: str) -> str:
    """``url`` with its password hidden (for messages, logs and the CLI)."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
