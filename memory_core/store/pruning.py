"""Decay-based pruning of chunks, all in SQL.

Each batch is an id range scored, audited and deleted by three statements inside the
database, so a million chunks never pass through Python. Runs resume from their cursor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    Connection,
    bindparam,
    select,
    text,
    update,
)
from sqlalchemy.exc import OperationalError

from memory_core.model.scope import Scope
from memory_core.store.store import table_of
from memory_core.store.tables import (
    PrunedChunk,
    PruneRun,
)
from memory_core.store.types import UTCDateTime, utcnow


@dataclass(frozen=True)
class PruneParams:
    now: datetime
    half_life_days: float
    threshold: float
    idle_days: float
    w_recency: float
    w_importance: float
    w_access: float

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "now": self.now.isoformat()}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> PruneParams:
        return cls(**{**d, "now": datetime.fromisoformat(d["now"])})


def _age_days_sql(dialect: str) -> str:
    """Days since the chunk was stored or last read, whichever is later."""
    if dialect == "postgresql":
        return (
            "(EXTRACT(EPOCH FROM (:now - GREATEST(c.started_at, "
            "COALESCE(c.last_accessed_at, c.started_at)))) / 86400.0)"
        )
    return (
        "(julianday(:now) - julianday(MAX(c.started_at, "
        "COALESCE(c.last_accessed_at, c.started_at))))"
    )


def score_sql(dialect: str) -> str:
    """recency (exponential decay) + importance + saturating retrieval count, in [0, 1]."""
    return (
        f"(:w_r * exp(-{math.log(2)!r} * {_age_days_sql(dialect)} / :hl)"
        " + :w_i * c.importance / 10.0"
        " + :w_a * c.access_count / (c.access_count + 3.0))"
    )


_PROTECTED = (
    "NOT EXISTS (SELECT 1 FROM facts f WHERE f.tenant_id = c.tenant_id"
    " AND f.source_session_id = c.session_id AND f.valid_to IS NULL)"
    " AND NOT EXISTS (SELECT 1 FROM rule_evidence re JOIN rules r ON r.id = re.rule_id"
    " WHERE re.episode_id = c.episode_id AND r.status = 'active')"
)


def _scope_sql(scope: Scope) -> str:
    out = ""
    if scope.tenant_id is not None:
        out += " AND c.tenant_id = :tenant_id"
    if scope.user_id is not None:
        out += " AND c.user_id = :user_id"
    return out


def _candidates_where(dialect: str, scope: Scope) -> str:
    return (
        "c.id > :lo AND c.id <= :hi"
        + _scope_sql(scope)
        # idle: neither written to the store nor read since the cutoff (a backfill of old
        # sessions is not pruned the night it is imported; its score still decays from the event)
        + " AND c.created_at < :idle_cutoff"
        + " AND (c.last_accessed_at IS NULL OR c.last_accessed_at < :idle_cutoff)"
        + f" AND {score_sql(dialect)} < :threshold"
        + f" AND {_PROTECTED}"
    )


def _bind(stmt: Any) -> Any:
    return stmt.bindparams(
        bindparam("now", type_=UTCDateTime()), bindparam("idle_cutoff", type_=UTCDateTime())
    )


def _params(p: PruneParams, scope: Scope) -> dict[str, Any]:
    out: dict[str, Any] = {
        "now": p.now,
        "idle_cutoff": p.now - timedelta(days=p.idle_days),
        "hl": max(p.half_life_days, 1e-9),
        "threshold": p.threshold,
        "w_r": p.w_recency,
        "w_i": p.w_importance,
        "w_a": p.w_access,
    }
    if scope.tenant_id is not None:
        out["tenant_id"] = scope.tenant_id
    if scope.user_id is not None:
        out["user_id"] = scope.user_id
    return out


def ensure_sql_math(conn: Connection) -> None:
    """SQLite builds without math functions get ``exp`` from Python (PostgreSQL has it)."""
    if conn.dialect.name != "sqlite":
        return
    try:
        conn.exec_driver_sql("SELECT exp(0)")
    except OperationalError:
        raw: Any = conn.connection.driver_connection
        raw.create_function("exp", 1, math.exp, deterministic=True)


def chunks_in_scope(conn: Connection, scope: Scope, after_id: int = 0) -> int:
    stmt = text("SELECT COUNT(*) FROM episode_chunks c WHERE c.id > :lo" + _scope_sql(scope))
    params: dict[str, Any] = {"lo": after_id, **_params_scope(scope)}
    return int(conn.execute(stmt, params).scalar() or 0)


def _params_scope(scope: Scope) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if scope.tenant_id is not None:
        out["tenant_id"] = scope.tenant_id
    if scope.user_id is not None:
        out["user_id"] = scope.user_id
    return out


def next_batch(conn: Connection, scope: Scope, after_id: int, size: int) -> tuple[int, int] | None:
    """The upper id and row count of the next ``size`` chunks after ``after_id`` in scope."""
    stmt = text(
        "SELECT MAX(id), COUNT(*) FROM (SELECT c.id FROM episode_chunks c WHERE c.id > :lo"
        + _scope_sql(scope)
        + " ORDER BY c.id LIMIT :size) AS b"
    )
    hi, n = conn.execute(stmt, {"lo": after_id, "size": size, **_params_scope(scope)}).one()
    return None if hi is None else (int(hi), int(n))


def open_prune_run(conn: Connection, scope: Scope, params: PruneParams) -> tuple[int, bool]:
    """Resume this scope's unfinished run (same parameters, from its cursor) or start one."""
    t = table_of(PruneRun)
    found = conn.execute(
        select(t.c.id)
        .where(
            t.c.status == "running",
            t.c.tenant_id.is_(None)
            if scope.tenant_id is None
            else t.c.tenant_id == scope.tenant_id,
            t.c.user_id.is_(None) if scope.user_id is None else t.c.user_id == scope.user_id,
        )
        .order_by(t.c.id)
        .limit(1)
    ).scalar()
    if found is not None:
        return int(found), True
    run_id = conn.execute(
        t.insert()
        .values(
            tenant_id=scope.tenant_id,
            user_id=scope.user_id,
            params=params.to_json(),
            status="running",
            cursor=0,
            examined=0,
            deleted=0,
            started_at=utcnow(),
        )
        .returning(t.c.id)
    ).scalar_one()
    return int(run_id), False


def prune_run_state(conn: Connection, run_id: int, *, lock: bool = False) -> Any:
    t = table_of(PruneRun)
    stmt = select(t).where(t.c.id == run_id)
    if lock and conn.dialect.name == "postgresql":
        stmt = stmt.with_for_update()
    return conn.execute(stmt).one()


def prune_batch(
    conn: Connection, run_id: int, scope: Scope, p: PruneParams, batch_size: int
) -> tuple[int, int, bool]:
    """Audit then delete the next batch's prunable chunks; returns (examined, deleted, done).

    Runs inside the caller's transaction; the run row is locked and its cursor re-read, so
    two processes resuming the same run never work on the same batch.
    """
    run = prune_run_state(conn, run_id, lock=True)
    if run.status != "running":
        return 0, 0, True
    lo = int(run.cursor)
    nb = next_batch(conn, scope, lo, batch_size)
    t = table_of(PruneRun)
    if nb is None:
        conn.execute(update(t).where(t.c.id == run_id).values(status="done", finished_at=utcnow()))
        return 0, 0, True
    hi, examined = nb
    d = conn.dialect.name
    params = {**_params(p, scope), "lo": lo, "hi": hi, "run_id": run_id}
    audit_cols = "run_id, chunk_id, tenant_id, user_id, episode_id, session_id, score"
    if d == "postgresql":  # one pass: delete and audit in a single statement
        deleted = conn.execute(
            _bind(
                text(
                    "WITH gone AS (DELETE FROM episode_chunks AS c WHERE "
                    f"{_candidates_where(d, scope)} RETURNING c.id, c.tenant_id, c.user_id,"
                    f" c.episode_id, c.session_id, {score_sql(d)} AS score)"
                    f" INSERT INTO pruned_chunks ({audit_cols}) SELECT :run_id, id, tenant_id,"
                    " user_id, episode_id, session_id, score FROM gone"
                )
            ),
            params,
        ).rowcount
    else:  # SQLite has no DELETE in a CTE: audit the batch, then delete what was audited
        conn.execute(
            _bind(
                text(
                    f"INSERT INTO pruned_chunks ({audit_cols})"
                    " SELECT :run_id, c.id, c.tenant_id, c.user_id, c.episode_id, c.session_id,"
                    f" {score_sql(d)} FROM episode_chunks c WHERE {_candidates_where(d, scope)}"
                )
            ),
            params,
        )
        deleted = conn.execute(
            text(
                "DELETE FROM episode_chunks WHERE id IN (SELECT chunk_id FROM pruned_chunks"
                " WHERE run_id = :run_id AND chunk_id > :lo AND chunk_id <= :hi)"
            ),
            {"run_id": run_id, "lo": lo, "hi": hi},
        ).rowcount
    conn.execute(
        update(t)
        .where(t.c.id == run_id)
        .values(cursor=hi, examined=t.c.examined + examined, deleted=t.c.deleted + deleted)
    )
    return examined, int(deleted or 0), False


def count_prunable(
    conn: Connection, scope: Scope, p: PruneParams, lo: int, hi: int, sample: int = 0
) -> tuple[int, list[int]]:
    """Dry run of one batch: how many chunks would go, and the first ``sample`` ids."""
    d = conn.dialect.name
    params = {**_params(p, scope), "lo": lo, "hi": hi}
    where = _candidates_where(d, scope)
    n = conn.execute(
        _bind(text(f"SELECT COUNT(*) FROM episode_chunks c WHERE {where}")), params
    ).scalar()
    ids: list[int] = []
    if sample > 0:
        ids = [
            int(r[0])
            for r in conn.execute(
                _bind(
                    text(f"SELECT c.id FROM episode_chunks c WHERE {where} ORDER BY c.id LIMIT :k")
                ),
                {**params, "k": sample},
            )
        ]
    return int(n or 0), ids


def pruned_ids(conn: Connection, run_id: int, limit: int = 1_000) -> list[int]:
    t = table_of(PrunedChunk)
    rows = conn.execute(
        select(t.c.chunk_id).where(t.c.run_id == run_id).order_by(t.c.chunk_id).limit(limit)
    )
    return [int(r[0]) for r in rows]
