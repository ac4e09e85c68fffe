"""Per-user bookkeeping: who has new episodes to reflect on, and the reflection watermark."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import (
    and_,
    func,
    select,
)
from sqlalchemy.orm import Session

from memory_core.model.scope import Scope
from memory_core.store.engine import upsert_insert
from memory_core.store.store import dialect
from memory_core.store.tables import (
    Episode,
    MemoryUser,
    Rule,
)


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
                if dialect(s) == "sqlite"
                else func.greatest(MemoryUser.__table__.c.reflected_episode_id, episode_id),
                "reflected_at": at,
            },
        )
    )
