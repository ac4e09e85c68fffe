"""Which database errors are an outage and which are the content's fault.

The worker's retry policy needs the answer, but only the store may know SQLAlchemy; so the
classification lives here and callers ask with plain exceptions.
"""

from __future__ import annotations

from sqlalchemy import exc as sa

# sqlstate classes that say "the server or the link", not "this row": 08 connection,
# 53 insufficient resources, 57 operator intervention (shutdown, admin restart), 40 a
# serialization failure or deadlock (retrying wins), 55P03 lock not available.
_TRANSIENT_SQLSTATE = ("08", "53", "57", "40", "55P03", "58")


def _sqlstate(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None)
    return str(getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None) or "")


def is_database_outage(exc: BaseException) -> bool:
    """True for a lost or refused connection, a restarting server, a locked SQLite file."""
    if isinstance(exc, sa.DisconnectionError | sa.TimeoutError):
        return True
    if isinstance(exc, sa.DBAPIError) and exc.connection_invalidated:
        return True
    if isinstance(exc, sa.OperationalError | sa.InterfaceError):
        state = _sqlstate(exc)
        return not state or state.startswith(_TRANSIENT_SQLSTATE)
    return False


def is_race(exc: BaseException) -> bool:
    """A unique violation: another worker committed the same row first; a retry finds it."""
    if not isinstance(exc, sa.IntegrityError):
        return False
    return _sqlstate(exc) == "23505" or "UNIQUE constraint failed" in str(exc.orig)


def is_bad_content(exc: BaseException) -> bool:
    """Errors a retry reproduces exactly: bad values (``DataError``: a NUL on PostgreSQL, an
    out-of-range number) or a constraint the content breaks (not a uniqueness race)."""
    if isinstance(exc, sa.DataError):
        return True
    return isinstance(exc, sa.IntegrityError) and not is_race(exc)
