"""Procedural patterns and their outcomes: counters, decayed weights, recent outcomes.

The maths (``model.procedures``) is handed the stored state and returns the new scores;
this module reads that state under the pattern's row lock and writes the scores back.
Each outcome is tallied twice: on the tenant's row (user ``"*"``) and on the user's own row
of the pattern (created on the user's first outcome), so readers can blend the two.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, insert, or_, select, update

from memory_core.model.procedures import PatternScores, PatternState, Recent, Weights
from memory_core.store.engine import upsert_insert
from memory_core.store.records import PatternRecord, to_record
from memory_core.store.store import Tx, dialect, table_of
from memory_core.store.tables import Pattern, PatternOutcomeRow
from memory_core.store.types import utcnow


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
    tx: Tx,
    tenant_id: str,
    user_id: str,
    pattern_id: str,
    trigger: str | None,
    behaviour: str | None,
    source: str,
) -> int:
    now = utcnow()
    ins = upsert_insert(tx, Pattern.__table__).values(
        **new_pattern_values(tenant_id, user_id, pattern_id, source, trigger, behaviour)
    )
    tx.execute(
        ins.on_conflict_do_update(
            index_elements=["tenant_id", "user_id", "pattern_id"],
            set_={"trigger": trigger, "behaviour": behaviour, "source": source, "updated_at": now},
        )
    )
    return int(
        tx.scalar(
            select(Pattern.id).where(
                Pattern.tenant_id == tenant_id,
                Pattern.user_id == user_id,
                Pattern.pattern_id == pattern_id,
            )
        )
        or 0
    )


def decode_recent(raw: Any) -> Recent:
    """The stored recent window as the maths takes it (unreadable entries are skipped)."""
    out = []
    for item in raw or []:
        try:
            out.append((float(item[0]), bool(item[1])))
        except (TypeError, ValueError, IndexError):
            continue
    return tuple(out)


def _encode_recent(recent: Recent) -> list[list[int]]:
    return [[round(t), int(ok)] for t, ok in recent]


def _state(row: Any) -> PatternState:
    return PatternState(
        row.applied,
        Weights(row.weight_applied, row.weight_succeeded, row.decayed_at),
        row.deprecated,
        decode_recent(row.recent),
    )


def _write_scores(
    tx: Tx, where: Any, before: PatternState, scores: PatternScores, at: datetime
) -> None:
    changed = (
        {"deprecated_at": at if scores.deprecated else None} if scores.changed_flag(before) else {}
    )
    tx.connection().execute(  # Core, not the ORM's bulk path: this runs once per outcome
        update(table_of(Pattern))
        .where(*where)
        .values(
            confidence=scores.confidence,
            deprecated=scores.deprecated,
            weight_applied=scores.weights.applied,
            weight_succeeded=scores.weights.succeeded,
            decayed_at=scores.weights.at,
            recent=_encode_recent(scores.recent),
            **changed,
        )
    )


def _upsert_counts(tx: Tx) -> Any:
    """The tally's increment for any number of rows (run as one ``executemany``)."""
    table = table_of(Pattern)
    ins = upsert_insert(tx, table)
    return ins.on_conflict_do_update(
        index_elements=["tenant_id", "user_id", "pattern_id"],
        set_={
            "applied": table.c.applied + ins.excluded.applied,
            "succeeded": table.c.succeeded + ins.excluded.succeeded,
            "updated_at": ins.excluded.updated_at,
        },
    ).returning(
        table.c.user_id,
        table.c.applied,
        table.c.weight_applied,
        table.c.weight_succeeded,
        table.c.decayed_at,
        table.c.deprecated,
        table.c.recent,
    )


def _score_update(deprecated_at: bool) -> Any:
    """The scores' write-back for any number of rows, keyed by ``b_*`` parameters."""
    table = table_of(Pattern)
    values: dict[str, Any] = {
        name: bindparam(f"b_{name}")
        for name in (
            "confidence",
            "deprecated",
            "weight_applied",
            "weight_succeeded",
            "decayed_at",
            "recent",
        )
    }
    if deprecated_at:
        values["deprecated_at"] = bindparam("b_deprecated_at")
    return (
        update(table)
        .where(
            table.c.tenant_id == bindparam("b_tenant_id"),
            table.c.user_id == bindparam("b_user_id"),
            table.c.pattern_id == bindparam("b_pattern_id"),
        )
        .values(values)
    )


def record_outcome(
    tx: Tx,
    *,
    tenant_id: str,
    user_id: str,
    session_id: str,
    pattern_id: str,
    success: bool,
    occurred_at: datetime,
    score: Callable[[PatternState], PatternScores],
) -> None:
    """Count one outcome on the tenant's and the user's tally and store ``score``'s result.

    The increment is one upsert over both rows (``INSERT ... ON CONFLICT DO UPDATE SET
    n = n + 1 RETURNING`` the state, one ``executemany``): it creates a row on its first
    outcome, takes the rows' locks (PostgreSQL; SQLite writers are serial) in the order
    given, tenant row first, and returns the state the scores are computed from, so what is
    read and what is written stay consistent. The scores go back in one ``executemany``
    per shape (rows whose deprecation flips also write ``deprecated_at``): three
    statements an outcome instead of five.
    """
    conn = tx.connection()
    conn.execute(
        insert(table_of(PatternOutcomeRow)).values(
            tenant_id=tenant_id,
            user_id=user_id,
            session_id=session_id,
            pattern_id=pattern_id,
            success=success,
            occurred_at=occurred_at,
        )
    )
    owners = list(dict.fromkeys(("*", user_id)))
    rows = []
    for owner in owners:
        values = new_pattern_values(tenant_id, owner, pattern_id, "experience")
        rows.append(values | {"applied": 1, "succeeded": 1 if success else 0})
    states = {r.user_id: r for r in conn.execute(_upsert_counts(tx), rows)}
    writes: dict[bool, list[dict[str, Any]]] = {}
    for owner in owners:
        before = _state(states[owner])
        scores = score(before)
        at = utcnow()
        flips = scores.changed_flag(before)
        params: dict[str, Any] = {
            "b_tenant_id": tenant_id,
            "b_user_id": owner,
            "b_pattern_id": pattern_id,
            "b_confidence": scores.confidence,
            "b_deprecated": scores.deprecated,
            "b_weight_applied": scores.weights.applied,
            "b_weight_succeeded": scores.weights.succeeded,
            "b_decayed_at": scores.weights.at,
            "b_recent": _encode_recent(scores.recent),
        }
        if flips:
            params["b_deprecated_at"] = at if scores.deprecated else None
        writes.setdefault(flips, []).append(params)
    for flips, batch in writes.items():
        conn.execute(_score_update(flips), batch)


def rescore_all(
    tx: Tx,
    tenant_id: str | None,
    now: datetime,
    score: Callable[[PatternState], PatternScores],
    on_row: Callable[[PatternState, PatternScores], None] | None = None,
) -> None:
    """Re-derive every pattern's scores under row locks (the nightly tally)."""
    stmt = select(Pattern).order_by(Pattern.id)
    if tenant_id is not None:
        stmt = stmt.where(Pattern.tenant_id == tenant_id)
    if dialect(tx) == "postgresql":
        stmt = stmt.with_for_update()
    for row in tx.scalars(stmt):
        before = _state(row)
        scores = score(before)
        _write_scores(tx, (Pattern.id == row.id,), before, scores, now)
        if on_row is not None:
            on_row(before, scores)


def patterns(
    tx: Tx,
    tenant_id: str,
    user_id: str | None = None,
    include_deprecated: bool = True,
) -> list[PatternRecord]:
    """A tenant's patterns: the tenant-wide ones and, with ``user_id``, the user's own rows
    (registered for them, or their tally of a tenant pattern)."""
    stmt = select(Pattern).where(Pattern.tenant_id == tenant_id)
    if user_id is not None:
        stmt = stmt.where(or_(Pattern.user_id == "*", Pattern.user_id == user_id))
    if not include_deprecated:
        stmt = stmt.where(Pattern.deprecated.is_(False))
    return [to_record(PatternRecord, r) for r in tx.scalars(stmt.order_by(Pattern.pattern_id))]
