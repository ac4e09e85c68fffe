"""What an agent is shown of procedural memory: one view per pattern, the user's tally
blended with the tenant's, hidden unless clearly better than chance (pure)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from memory_core.model.procedures import (
    Evidence,
    ProcedurePolicy,
    Weights,
    blend,
    current_evidence,
    hidden,
    hidden_for_user,
    regime_start,
    since,
)
from memory_core.read.views import ProcedureView
from memory_core.store.patterns import decode_recent
from memory_core.store.records import PatternRecord


def _evidence(
    p: PatternRecord | None, now: datetime, policy: ProcedurePolicy, start: float | None = None
) -> tuple[Evidence | None, int]:
    """A tally's current evidence and its outcome count, from ``start`` on when given (the
    tenant's latest regime: ``model.procedures.regime_start``)."""
    if p is None or p.applied == 0:
        return None, 0
    recent = decode_recent(p.recent)
    w = Weights(p.weight_applied, p.weight_succeeded, p.decayed_at)
    if start is not None and recent and recent[0][0] < start:
        recent = since(recent, start)
        if not recent:
            return None, 0
        w = Weights(float(len(recent)), float(sum(ok for _, ok in recent)), p.decayed_at)
        return current_evidence(w, recent, now, policy.half_life_days), len(recent)
    return current_evidence(w, recent, now, policy.half_life_days), p.applied


def procedure_views(
    rows: Sequence[PatternRecord],
    user_id: str | None,
    now: datetime,
    policy: ProcedurePolicy,
    *,
    include_deprecated: bool = False,
) -> list[ProcedureView]:
    """Views of the tenant's patterns (user ``"*"``) and ``user_id``'s own rows, most trusted
    first. The description comes from the user's row when it has one."""
    pairs: dict[str, dict[str, PatternRecord]] = {}
    for p in rows:
        if p.user_id == "*" or p.user_id == user_id:
            pairs.setdefault(p.pattern_id, {})["*" if p.user_id == "*" else "u"] = p
    views = []
    for pattern_id, pair in pairs.items():
        tenant, own = pair.get("*"), pair.get("u")
        main = tenant or own
        assert main is not None
        ev_t, _ = _evidence(tenant, now, policy)
        start = regime_start(decode_recent(tenant.recent)) if tenant is not None else None
        ev_u, own_applied = _evidence(own, now, policy, start)
        ev = blend(ev_u, ev_t)
        described = own if own is not None and own.behaviour else main
        behaviour = described.behaviour or main.behaviour
        if tenant is not None:
            deprecated = hidden_for_user(ev_u, own_applied, ev_t, tenant.applied, policy)
        else:
            deprecated = hidden(ev, main.applied, policy)
        if not include_deprecated and (deprecated or not (behaviour or "").strip()):
            continue
        views.append(
            ProcedureView(
                pattern_id,
                described.trigger,
                behaviour,
                described.source,
                main.applied,
                main.succeeded,
                ev.rate,
                deprecated,
                tuple(ok for _, ok in decode_recent(main.recent)),
                own.applied if own is not None else 0,
                own.succeeded if own is not None else 0,
                ev.changed,
            )
        )
    views.sort(key=lambda v: (-v.confidence, -v.applied, v.pattern_id))
    return views
