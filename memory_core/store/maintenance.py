"""All SQL of the maintenance jobs: procedures, access counters, pruning, reflection, metrics.

Pruning is set-based: each batch is an id range scored, audited and deleted by three
statements inside the database, so a million chunks never pass through Python.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    Table,
    and_,
    bindparam,
    delete,
    func,
    or_,
    select,
    text,
    true,
    update,
)
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import Session

from memory_core.store.engine import upsert_insert
from memory_core.store.tables import (
    Chunk,
    Episode,
    Extraction,
    Fact,
    FactHistory,
    FactObservation,
    JobRun,
    MemoryUser,
    Pattern,
    PrunedChunk,
    PruneRun,
    ReflectionRun,
    Rule,
    RuleEvidence,
    StageRun,
)
from memory_core.store.types import UTCDateTime, utcnow


@dataclass(frozen=True)
class Scope:
    """Which users a job covers: one user, one tenant, or everything (both None)."""

    tenant_id: str | None = None
    user_id: str | None = None

    def __post_init__(self) -> None:
        if self.user_id is not None and self.tenant_id is None:
            raise ValueError("a user scope needs its tenant")

    def describe(self) -> str:
        if self.user_id is not None:
            return f"user {self.user_id!r} of tenant {self.tenant_id!r}"
        if self.tenant_id is not None:
            return f"tenant {self.tenant_id!r}"
        return "all tenants"


def _t(model: Any) -> Table:
    table: Table = model.__table__
    return table


def _dialect(s: Session | Connection) -> str:
    return s.get_bind().dialect.name if isinstance(s, Session) else s.dialect.name


# -- procedures ---------------------------------------------------------------------------
def new_pattern_values(
    tenant_id: str,
    user_id: str,
    pattern_id: str,
    source: str,
    trigger: str | None = None,
    behaviour: str | None = None,
) -> dict[str, Any]:
    """A pattern with no outcomes yet: the Beta(1,1) prior mean, 0.5."""
    now = utcnow()
    return {
        "tenant_id": tenant_id,
        "user_id": user_id,
        "pattern_id": pattern_id,
        "trigger": trigger,
        "behaviour": behaviour,
        "source": source,
        "applied": 0,
        "succeeded": 0,
        "confidence": 0.5,
        "deprecated": False,
        "weight_applied": 0.0,
        "weight_succeeded": 0.0,
        "created_at": now,
        "updated_at": now,
    }


def upsert_pattern(
    s: Session,
    tenant_id: str,
    user_id: str,
    pattern_id: str,
    trigger: str | None,
    behaviour: str | None,
    source: str,
) -> int:
    now = utcnow()
    ins = upsert_insert(s, Pattern.__table__).values(
        **new_pattern_values(tenant_id, user_id, pattern_id, source, trigger, behaviour)
    )
    s.execute(
        ins.on_conflict_do_update(
            index_elements=["tenant_id", "user_id", "pattern_id"],
            set_={"trigger": trigger, "behaviour": behaviour, "source": source, "updated_at": now},
        )
    )
    return int(
        s.scalar(
            select(Pattern.id).where(
                Pattern.tenant_id == tenant_id,
                Pattern.user_id == user_id,
                Pattern.pattern_id == pattern_id,
            )
        )
        or 0
    )


def patterns_for_update(s: Session, tenant_id: str | None = None) -> list[Pattern]:
    stmt = select(Pattern).order_by(Pattern.id)
    if tenant_id is not None:
        stmt = stmt.where(Pattern.tenant_id == tenant_id)
    if _dialect(s) == "postgresql":
        stmt = stmt.with_for_update()
    return list(s.scalars(stmt))


def patterns(
    s: Session,
    tenant_id: str,
    user_id: str | None = None,
    include_deprecated: bool = True,
) -> list[Pattern]:
    """A tenant's patterns: the tenant-wide ones and, with ``user_id``, the user's own."""
    stmt = select(Pattern).where(Pattern.tenant_id == tenant_id)
    if user_id is not None:
        stmt = stmt.where(or_(Pattern.user_id == "*", Pattern.user_id == user_id))
    if not include_deprecated:
        stmt = stmt.where(Pattern.deprecated.is_(False))
    return list(s.scalars(stmt.order_by(Pattern.pattern_id)))


# -- access counters ----------------------------------------------------------------------
def record_accesses(engine: Engine, counts: dict[int, int], at: datetime) -> None:
    """Add each chunk's reads in one transaction: one executemany per distinct count."""
    by_n: dict[int, list[int]] = {}
    for chunk_id, n in counts.items():
        by_n.setdefault(n, []).append(chunk_id)
    stmt = (
        update(_t(Chunk))
        .where(_t(Chunk).c.id == bindparam("cid"))
        .values(
            access_count=_t(Chunk).c.access_count + bindparam("n"),
            last_accessed_at=bindparam("at", type_=UTCDateTime()),
        )
    )
    with engine.begin() as conn:
        for n, ids in by_n.items():
            conn.execute(stmt, [{"cid": i, "n": n, "at": at} for i in ids])


# -- pruning ------------------------------------------------------------------------------
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
        + " AND c.started_at < :idle_cutoff"
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
    t = _t(PruneRun)
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
    t = _t(PruneRun)
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
    t = _t(PruneRun)
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
    t = _t(PrunedChunk)
    rows = conn.execute(
        select(t.c.chunk_id).where(t.c.run_id == run_id).order_by(t.c.chunk_id).limit(limit)
    )
    return [int(r[0]) for r in rows]


# -- reflection ---------------------------------------------------------------------------
@dataclass(frozen=True)
class DueUser:
    tenant_id: str
    user_id: str
    new_episodes: int
    new_importance: float
    watermark: int


def due_users(s: Session, scope: Scope, min_importance: float = 0.0) -> list[DueUser]:
    """Users with episodes newer than their reflection watermark, and their importance sum."""
    u = MemoryUser
    stmt = (
        select(
            Episode.tenant_id,
            Episode.user_id,
            func.count(Episode.id),
            func.sum(Episode.importance),
            func.coalesce(func.max(u.reflected_episode_id), 0),
        )
        .select_from(Episode)
        .outerjoin(u, and_(u.tenant_id == Episode.tenant_id, u.user_id == Episode.user_id))
        .where(Episode.id > func.coalesce(u.reflected_episode_id, 0))
        .group_by(Episode.tenant_id, Episode.user_id)
        .order_by(Episode.tenant_id, Episode.user_id)
    )
    if scope.tenant_id is not None:
        stmt = stmt.where(Episode.tenant_id == scope.tenant_id)
    if scope.user_id is not None:
        stmt = stmt.where(Episode.user_id == scope.user_id)
    if min_importance > 0:
        stmt = stmt.having(func.sum(Episode.importance) >= min_importance)
    return [
        DueUser(t, uid, int(n), float(imp or 0), int(wm)) for t, uid, n, imp, wm in s.execute(stmt)
    ]


def lock_user(s: Session, tenant_id: str, user_id: str) -> None:
    """Serialise reflection per user: the memory_users row lock (SQLite writers are serial)."""
    s.execute(
        upsert_insert(s, _t(MemoryUser))
        .values(tenant_id=tenant_id, user_id=user_id, created_at=utcnow(), facts_version=0)
        .on_conflict_do_nothing()
    )
    stmt = select(MemoryUser.tenant_id).where(
        MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id
    )
    if _dialect(s) == "postgresql":
        stmt = stmt.with_for_update()
    s.execute(stmt)


def users_with_active_rules(s: Session, scope: Scope) -> list[tuple[str, str]]:
    stmt = select(Rule.tenant_id, Rule.user_id).where(Rule.status == "active").distinct()
    if scope.tenant_id is not None:
        stmt = stmt.where(Rule.tenant_id == scope.tenant_id)
    if scope.user_id is not None:
        stmt = stmt.where(Rule.user_id == scope.user_id)
    return [(t, u) for t, u in s.execute(stmt) if u != "*"]


def users_in_scope(s: Session, scope: Scope) -> list[tuple[str, str]]:
    stmt = select(Episode.tenant_id, Episode.user_id).distinct()
    if scope.tenant_id is not None:
        stmt = stmt.where(Episode.tenant_id == scope.tenant_id)
    if scope.user_id is not None:
        stmt = stmt.where(Episode.user_id == scope.user_id)
    return [(t, u) for t, u in s.execute(stmt.order_by(Episode.tenant_id, Episode.user_id))]


def window_episodes(
    s: Session, tenant_id: str, user_id: str, since: datetime, limit: int
) -> list[Episode]:
    """The user's (``"*"``: the tenant's) most recent episodes since ``since``, oldest first."""
    stmt = select(Episode).where(Episode.tenant_id == tenant_id, Episode.started_at >= since)
    if user_id != "*":
        stmt = stmt.where(Episode.user_id == user_id)
    rows = s.scalars(stmt.order_by(Episode.started_at.desc(), Episode.id.desc()).limit(limit)).all()
    return list(reversed(rows))


def max_episode_id(s: Session, tenant_id: str, user_id: str) -> int:
    stmt = select(func.max(Episode.id)).where(Episode.tenant_id == tenant_id)
    if user_id != "*":
        stmt = stmt.where(Episode.user_id == user_id)
    return int(s.scalar(stmt) or 0)


def episode_vectors(s: Session, episode_ids: Sequence[int]) -> list[Any]:
    """(episode_id, embedder, dim, embedding) of the episodes' chunks."""
    if not episode_ids:
        return []
    return list(
        s.execute(
            select(Chunk.episode_id, Chunk.embedder, Chunk.dim, Chunk.embedding)
            .where(Chunk.episode_id.in_(list(episode_ids)))
            .order_by(Chunk.episode_id, Chunk.seq)
        ).all()
    )


def observations_for(
    s: Session, tenant_id: str, user_id: str, sessions: Sequence[str]
) -> list[Any]:
    if not sessions:
        return []
    out: list[Any] = []
    for i in range(0, len(sessions), 500):
        out.extend(
            s.execute(
                select(
                    FactObservation.session_id,
                    FactObservation.entity,
                    FactObservation.key,
                    FactObservation.category,
                    FactObservation.value,
                ).where(
                    FactObservation.tenant_id == tenant_id,
                    FactObservation.user_id == user_id if user_id != "*" else true(),
                    FactObservation.session_id.in_(list(sessions[i : i + 500])),
                )
            ).all()
        )
    return out


def current_fact_values(s: Session, tenant_id: str, user_id: str) -> dict[tuple[str, str], str]:
    if user_id == "*":  # facts belong to users; a tenant has none of its own
        return {}
    rows = s.execute(
        select(Fact.entity, Fact.key, Fact.value).where(
            Fact.tenant_id == tenant_id, Fact.user_id == user_id, Fact.valid_to.is_(None)
        )
    )
    return {(e, k): v for e, k, v in rows}


def active_rules(
    s: Session, tenant_id: str, user_id: str | None, *, include_tenant_wide: bool = False
) -> list[Rule]:
    stmt = select(Rule).where(Rule.tenant_id == tenant_id, Rule.status == "active")
    if user_id is not None:
        users = [user_id, "*"] if include_tenant_wide else [user_id]
        stmt = stmt.where(Rule.user_id.in_(users))
    return list(
        s.scalars(stmt.order_by(Rule.confidence.desc(), Rule.evidence_count.desc(), Rule.id))
    )


def rules(
    s: Session,
    tenant_id: str,
    user_id: str | None,
    *,
    include_retired: bool = False,
    limit: int = 100,
) -> list[Rule]:
    stmt = select(Rule).where(Rule.tenant_id == tenant_id)
    if user_id is not None:
        stmt = stmt.where(Rule.user_id.in_([user_id, "*"]))
    if not include_retired:
        stmt = stmt.where(Rule.status == "active")
    return list(
        s.scalars(
            stmt.order_by(
                Rule.status, Rule.confidence.desc(), Rule.evidence_count.desc(), Rule.id
            ).limit(limit)
        )
    )


def rule_evidence(s: Session, rule_ids: Sequence[int]) -> dict[int, list[RuleEvidence]]:
    """Each rule's surviving evidence (rows go with their episode, ON DELETE CASCADE)."""
    out: dict[int, list[RuleEvidence]] = {r: [] for r in rule_ids}
    if not rule_ids:
        return out
    for ev in s.scalars(
        select(RuleEvidence)
        .where(RuleEvidence.rule_id.in_(list(rule_ids)))
        .order_by(RuleEvidence.rule_id, RuleEvidence.episode_id)
    ):
        out[ev.rule_id].append(ev)
    return out


def reflection_done(s: Session, tenant_id: str, user_id: str, evidence_hash: str) -> Any:
    return s.scalar(
        select(ReflectionRun).where(
            ReflectionRun.tenant_id == tenant_id,
            ReflectionRun.user_id == user_id,
            ReflectionRun.claim == evidence_hash,
        )
    )


def claim_reflection(
    s: Session,
    *,
    tenant_id: str,
    user_id: str,
    trigger: str,
    backend: str,
    evidence_hash: str,
    inputs: dict[str, Any],
    stale_after: timedelta = timedelta(hours=1),
) -> int | None:
    """Insert the run holding the evidence hash; None if another run holds it.

    A run that has held its claim while ``running`` for longer than ``stale_after`` died
    with its process: its claim is released and taken over.
    """
    existing = reflection_done(s, tenant_id, user_id, evidence_hash)
    if existing is not None:
        if existing.status == "running" and existing.started_at < utcnow() - stale_after:
            existing.claim, existing.status, existing.error = None, "failed", "stale claim"
            s.flush()
        else:
            return None
    run = ReflectionRun(
        tenant_id=tenant_id,
        user_id=user_id,
        trigger=trigger,
        backend=backend,
        evidence_hash=evidence_hash,
        claim=evidence_hash,
        status="running",
        inputs=inputs,
        started_at=utcnow(),
    )
    try:
        with s.begin_nested():
            s.add(run)
            s.flush()
    except IntegrityError:
        return None
    return run.id


def finish_reflection(
    s: Session,
    run_id: int,
    *,
    outputs: dict[str, Any],
    prompt_tokens: int,
    completion_tokens: int,
    duration_s: float,
) -> None:
    s.execute(
        update(ReflectionRun)
        .where(ReflectionRun.id == run_id)
        .values(
            status="done",
            outputs=outputs,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            duration_s=duration_s,
            finished_at=utcnow(),
        )
    )


def fail_reflection(s: Session, run_id: int, error: str, duration_s: float) -> None:
    s.execute(
        update(ReflectionRun)
        .where(ReflectionRun.id == run_id)
        .values(
            status="failed",
            claim=None,
            error=error[:4000],
            duration_s=duration_s,
            finished_at=utcnow(),
        )
    )


def create_rule(
    s: Session,
    *,
    tenant_id: str,
    user_id: str,
    concept: str,
    rule: str,
    backend: str,
    confidence: float,
    basis: dict[str, Any],
    evidence: Iterable[tuple[int, str, list[str]]],
    run_id: int,
) -> int:
    row = Rule(
        tenant_id=tenant_id,
        user_id=user_id,
        concept=concept,
        rule=rule,
        backend=backend,
        confidence=confidence,
        basis=basis,
        status="active",
        created_run_id=run_id,
        evidence_count=0,
    )
    s.add(row)
    s.flush()
    set_evidence(s, row.id, tenant_id, evidence)
    return row.id


def set_evidence(
    s: Session, rule_id: int, tenant_id: str, evidence: Iterable[tuple[int, str, list[str]]]
) -> int:
    """Replace a rule's evidence (episode id, session id, message ids); returns the count."""
    s.execute(delete(RuleEvidence).where(RuleEvidence.rule_id == rule_id))
    rows = [
        RuleEvidence(
            rule_id=rule_id,
            tenant_id=tenant_id,
            episode_id=ep,
            session_id=sid,
            message_ids=mids,
        )
        for ep, sid, mids in {e[0]: e for e in evidence}.values()
    ]
    s.add_all(rows)
    s.flush()
    s.execute(
        update(Rule).where(Rule.id == rule_id).values(evidence_count=len(rows), updated_at=utcnow())
    )
    return len(rows)


def update_rule(s: Session, rule_id: int, *, confidence: float) -> None:
    s.execute(
        update(Rule).where(Rule.id == rule_id).values(confidence=confidence, updated_at=utcnow())
    )


def retire_rule(s: Session, rule_id: int, reason: str, run_id: int | None) -> None:
    now = utcnow()
    s.execute(
        update(Rule)
        .where(Rule.id == rule_id, Rule.status == "active")
        .values(
            status="retired",
            retired_reason=reason[:2000],
            retired_run_id=run_id,
            retired_at=now,
            updated_at=now,
        )
    )


def set_reflection_watermark(
    s: Session, tenant_id: str, user_id: str, episode_id: int, at: datetime
) -> None:
    ins = upsert_insert(s, MemoryUser.__table__)
    s.execute(
        ins.values(
            tenant_id=tenant_id,
            user_id=user_id,
            created_at=at,
            facts_version=0,
            reflected_episode_id=episode_id,
            reflected_at=at,
        ).on_conflict_do_update(
            index_elements=["tenant_id", "user_id"],
            set_={
                "reflected_episode_id": func.max(
                    MemoryUser.__table__.c.reflected_episode_id, episode_id
                )
                if _dialect(s) == "sqlite"
                else func.greatest(MemoryUser.__table__.c.reflected_episode_id, episode_id),
                "reflected_at": at,
            },
        )
    )


# -- job runs -----------------------------------------------------------------------------
def start_job(s: Session, job: str, task_id: str | None) -> int:
    row = JobRun(job=job, task_id=task_id, status="running", started_at=utcnow())
    s.add(row)
    s.flush()
    return row.id


def finish_job(s: Session, run_id: int, status: str, result: dict[str, Any]) -> None:
    s.execute(
        update(JobRun)
        .where(JobRun.id == run_id)
        .values(status=status, result=result, finished_at=utcnow())
    )


def job_runs(s: Session, job: str | None = None) -> list[JobRun]:
    stmt = select(JobRun).order_by(JobRun.id)
    if job is not None:
        stmt = stmt.where(JobRun.job == job)
    return list(s.scalars(stmt))


# -- metrics ------------------------------------------------------------------------------
def stage_counts(s: Session) -> dict[str, int]:
    rows = s.execute(select(StageRun.stage, func.count()).group_by(StageRun.stage))
    return {stage: int(n) for stage, n in rows}


def fact_change_counts(s: Session) -> dict[str, int]:
    rows = s.execute(select(FactHistory.change, func.count()).group_by(FactHistory.change))
    return {c: int(n) for c, n in rows}


def pii_counts_after(s: Session, episode_id: int) -> tuple[dict[str, int], int]:
    """PII masked by type in episodes after ``episode_id``, and the new high-water mark."""
    top = int(s.scalar(select(func.max(Episode.id))) or 0)
    if top <= episode_id:
        return {}, episode_id
    if _dialect(s) == "postgresql":
        sql = (
            "SELECT j.key, SUM((j.value)::bigint) FROM episodes e,"
            " json_each_text(e.pii_report) AS j WHERE e.id > :lo AND e.id <= :hi GROUP BY j.key"
        )
    else:
        sql = (
            "SELECT j.key, SUM(j.value) FROM episodes e, json_each(e.pii_report) AS j"
            " WHERE e.id > :lo AND e.id <= :hi GROUP BY j.key"
        )
    rows = s.execute(text(sql), {"lo": episode_id, "hi": top})
    return {str(k): int(v or 0) for k, v in rows}, top


def token_counts(s: Session) -> dict[str, tuple[int, int]]:
    ex = s.execute(
        select(
            func.coalesce(func.sum(Extraction.prompt_tokens), 0),
            func.coalesce(func.sum(Extraction.completion_tokens), 0),
        )
    ).one()
    rf = s.execute(
        select(
            func.coalesce(func.sum(ReflectionRun.prompt_tokens), 0),
            func.coalesce(func.sum(ReflectionRun.completion_tokens), 0),
        )
    ).one()
    return {"extract": (int(ex[0]), int(ex[1])), "reflect": (int(rf[0]), int(rf[1]))}


def rule_counts(s: Session) -> tuple[int, int]:
    created = int(s.scalar(select(func.count()).select_from(Rule)) or 0)
    retired = int(
        s.scalar(select(func.count()).select_from(Rule).where(Rule.status == "retired")) or 0
    )
    return created, retired


def pruned_total(s: Session) -> int:
    return int(s.scalar(select(func.coalesce(func.sum(PruneRun.deleted), 0))) or 0)


def dead_letter_total(s: Session) -> int:
    return int(s.scalar(text("SELECT COUNT(*) FROM dead_letters")) or 0)


def job_counts(s: Session) -> dict[tuple[str, str], int]:
    rows = s.execute(
        select(JobRun.job, JobRun.status, func.count()).group_by(JobRun.job, JobRun.status)
    )
    return {(j, st): int(n) for j, st, n in rows}
