"""procedures track the present: each tally's recent outcomes, and per-user tallies

Adds ``patterns.recent`` (the latest 40 outcomes, oldest first, for the change-point test)
and backfills it from ``pattern_outcomes``: on the tenant rows (user ``"*"``), and on one
row per (tenant, user, pattern) that had outcomes, created with that user's counts and
weights decayed with the default 90-day half-life (the nightly tally re-scores them).

Revision ID: 0005
Revises: 0002 (re-chained at merge)
"""

from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from memory_core.store.types import UTCDateTime

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

WINDOW = 40  # model.procedures.RECENT_WINDOW when this was written
HALF_LIFE_DAYS = 90.0


def _patterns() -> Any:
    return sa.table(
        "patterns",
        *(sa.column(c, sa.String()) for c in ("tenant_id", "user_id", "pattern_id", "source")),
        *(sa.column(c, sa.Text()) for c in ("trigger", "behaviour")),
        *(sa.column(c, sa.Integer()) for c in ("applied", "succeeded")),
        *(sa.column(c, sa.Float()) for c in ("confidence", "weight_applied", "weight_succeeded")),
        sa.column("deprecated", sa.Boolean()),
        *(sa.column(c, UTCDateTime()) for c in ("decayed_at", "created_at", "updated_at")),
        sa.column("recent", sa.JSON()),
    )


def _aware(at: Any) -> Any:
    if isinstance(at, str):
        at = datetime.fromisoformat(at)
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def upgrade() -> None:
    with op.batch_alter_table("patterns", schema=None) as batch_op:
        batch_op.add_column(sa.Column("recent", sa.JSON(), nullable=True))

    bind = op.get_bind()
    patterns = _patterns()
    outcomes = sa.table(
        "pattern_outcomes",
        sa.column("id", sa.Integer()),
        sa.column("tenant_id", sa.String()),
        sa.column("user_id", sa.String()),
        sa.column("pattern_id", sa.String()),
        sa.column("success", sa.Boolean()),
        sa.column("occurred_at", UTCDateTime()),
    )
    rows = bind.execute(
        sa.select(
            outcomes.c.tenant_id,
            outcomes.c.user_id,
            outcomes.c.pattern_id,
            outcomes.c.success,
            outcomes.c.occurred_at,
        ).order_by(outcomes.c.occurred_at, outcomes.c.id)
    ).all()
    by_key: dict[tuple[str, str, str], list[tuple[datetime, bool]]] = defaultdict(list)
    for tenant, user, pattern, ok, at in rows:
        when = _aware(at)
        by_key[(tenant, "*", pattern)].append((when, bool(ok)))
        if user != "*":
            by_key[(tenant, user, pattern)].append((when, bool(ok)))
    existing = {
        (t, u, p)
        for t, u, p in bind.execute(
            sa.select(patterns.c.tenant_id, patterns.c.user_id, patterns.c.pattern_id)
        )
    }
    now = datetime.now(UTC)
    for (tenant, user, pattern), seen in by_key.items():
        recent = [[round(at.timestamp()), int(ok)] for at, ok in seen[-WINDOW:]]
        where = (
            (patterns.c.tenant_id == tenant)
            & (patterns.c.user_id == user)
            & (patterns.c.pattern_id == pattern)
        )
        if (tenant, user, pattern) in existing:
            bind.execute(sa.update(patterns).where(where).values(recent=recent))
            continue
        applied = succeeded = 0.0
        last: datetime | None = None
        for at, ok in seen:
            if last is not None:
                f = 0.5 ** (max(0.0, (at - last).total_seconds() / 86_400) / HALF_LIFE_DAYS)
                applied, succeeded = applied * f, succeeded * f
            applied, succeeded, last = applied + 1, succeeded + (1 if ok else 0), at
        bind.execute(
            sa.insert(patterns).values(
                tenant_id=tenant,
                user_id=user,
                pattern_id=pattern,
                source="experience",
                applied=len(seen),
                succeeded=sum(ok for _, ok in seen),
                confidence=(succeeded + 1) / (applied + 2),
                deprecated=False,
                weight_applied=applied,
                weight_succeeded=succeeded,
                decayed_at=last,
                created_at=now,
                updated_at=now,
                recent=recent,
            )
        )


def downgrade() -> None:
    bind = op.get_bind()
    patterns = _patterns()
    # Per-user tallies created for outcomes only (no description) go with the column.
    bind.execute(
        sa.delete(patterns).where(
            (patterns.c.user_id != "*")
            & patterns.c.trigger.is_(None)
            & patterns.c.behaviour.is_(None)
            & (patterns.c.source == "experience")
        )
    )
    with op.batch_alter_table("patterns", schema=None) as batch_op:
        batch_op.drop_column("recent")
