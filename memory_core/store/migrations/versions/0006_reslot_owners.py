"""re-slot facts written before slots: environment/account owners become the user's

Facts stored before the merge mapped owners and keys (``environment/database``,
``account/plan``, ``company/db``) stayed where they were, beside the slots new sessions
fill, so one question could have two current answers. This moves every stored observation,
fact row and history row to the slot today's merge gives it and rebuilds the timelines it
touched, as ``memory_core.model.reslot`` describes (rows keep their ids, history is kept and
says where it was, nothing is deleted but a second observation of one slot by one session).
It uses the default vocabulary: synonyms added in settings apply to new sessions only.

The downgrade leaves the data as they are: which rows stood under which owner is recorded
in ``fact_history.stated_as``, and splitting a merged timeline back would only restore the
contradiction.

Revision ID: 0006
Revises: 0005
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

from memory_core.model.reslot import (
    StoredHistory,
    StoredObservation,
    StoredRow,
    plan_reslot,
)
from memory_core.store.types import UTCDateTime

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_S = sa.String()


def _tables() -> tuple[Any, Any, Any, Any]:
    ids = (sa.column("id", sa.Integer()), sa.column("tenant_id", _S), sa.column("user_id", _S))
    slot = (sa.column("entity", _S), sa.column("key", _S), sa.column("category", _S))
    obs = sa.table(
        "fact_observations",
        *ids,
        *slot,
        sa.column("value", sa.Text()),
        sa.column("confidence", sa.Float()),
        sa.column("retracted", sa.Boolean()),
        sa.column("observed_at", UTCDateTime()),
        sa.column("session_id", _S),
    )
    facts = sa.table(
        "facts",
        *(sa.column(c.name, c.type) for c in (*ids, *slot)),
        sa.column("value", sa.Text()),
        sa.column("confidence", sa.Float()),
        *(sa.column(c, UTCDateTime()) for c in ("valid_from", "valid_to", "last_observed_at")),
        sa.column("source_session_id", _S),
        sa.column("superseded_by_session_id", _S),
        sa.column("times_confirmed", sa.Integer()),
        sa.column("recorded_at", UTCDateTime()),
    )
    history = sa.table(
        "fact_history",
        *(sa.column(c.name, c.type) for c in (*ids, *slot)),
        sa.column("fact_id", sa.Integer()),
        sa.column("change", _S),
        sa.column("old_value", sa.Text()),
        sa.column("new_value", sa.Text()),
        sa.column("stated_as", _S),
        sa.column("source_session_id", _S),
        sa.column("changed_at", UTCDateTime()),
        sa.column("recorded_at", UTCDateTime()),
    )
    users = sa.table(
        "memory_users",
        sa.column("tenant_id", _S),
        sa.column("user_id", _S),
        sa.column("facts_version", sa.Integer()),
    )
    return obs, facts, history, users


def upgrade() -> None:
    from datetime import UTC, datetime

    bind = op.get_bind()
    obs_t, facts_t, hist_t, users_t = _tables()
    pairs = sorted(
        {(t, u) for t, u in bind.execute(sa.select(facts_t.c.tenant_id, facts_t.c.user_id))}
        | {(t, u) for t, u in bind.execute(sa.select(obs_t.c.tenant_id, obs_t.c.user_id))}
    )
    now = datetime.now(UTC)
    for tenant, user in pairs:

        def of(t: Any, tenant: str = tenant, user: str = user) -> Any:
            return (t.c.tenant_id == tenant) & (t.c.user_id == user)

        observations = [
            StoredObservation(
                o.id,
                o.entity,
                o.key,
                o.category,
                o.value,
                float(o.confidence or 0.8),
                bool(o.retracted),
                o.observed_at,
                o.session_id,
            )
            for o in bind.execute(sa.select(obs_t).where(of(obs_t)).order_by(obs_t.c.id))
        ]
        rows = [
            StoredRow(
                r.id,
                r.entity,
                r.key,
                r.category,
                r.value,
                r.valid_from,
                r.valid_to,
                r.source_session_id,
                r.superseded_by_session_id,
            )
            for r in bind.execute(sa.select(facts_t).where(of(facts_t)).order_by(facts_t.c.id))
        ]
        history = [
            StoredHistory(h.id, h.entity, h.key, h.new_value or h.old_value or "", h.stated_as)
            for h in bind.execute(sa.select(hist_t).where(of(hist_t)).order_by(hist_t.c.id))
        ]
        plan = plan_reslot(observations, rows, history)
        if not plan:
            continue
        if plan.observation_deletes:
            bind.execute(sa.delete(obs_t).where(obs_t.c.id.in_(plan.observation_deletes)))
        for oid, values in plan.observation_updates.items():
            bind.execute(sa.update(obs_t).where(obs_t.c.id == oid).values(**values))
        for fid, values in plan.row_updates:  # closing ones first: one open row per slot
            bind.execute(sa.update(facts_t).where(facts_t.c.id == fid).values(**values))
        for values in plan.row_inserts:
            bind.execute(
                sa.insert(facts_t).values(tenant_id=tenant, user_id=user, recorded_at=now, **values)
            )
        for hid, values in plan.history_updates.items():
            bind.execute(sa.update(hist_t).where(hist_t.c.id == hid).values(**values))
        for values in plan.history_inserts:
            bind.execute(
                sa.insert(hist_t).values(tenant_id=tenant, user_id=user, recorded_at=now, **values)
            )
        bind.execute(  # cached contexts of this user are stale
            sa.update(users_t).where(of(users_t)).values(facts_version=users_t.c.facts_version + 1)
        )


def downgrade() -> None:
    """Nothing to undo (see the module docstring)."""
