"""erasure: tombstones of forgotten users, erasure receipts, fact corrections, outcomes by user

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import memory_core.store.types

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "forgotten_users",
        sa.Column("tenant_id", sa.String(length=200), nullable=False),
        sa.Column("user_id", sa.String(length=200), nullable=False),
        sa.Column(
            "forgotten_at", memory_core.store.types.UTCDateTime(timezone=True), nullable=False
        ),
        sa.PrimaryKeyConstraint("tenant_id", "user_id", name=op.f("pk_forgotten_users")),
    )
    op.create_table(
        "erasure_receipts",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=200), nullable=False),
        sa.Column("user_id", sa.String(length=200), nullable=False),
        sa.Column("scope", sa.String(length=20), nullable=False),
        sa.Column("actor", sa.String(length=20), nullable=False),
        sa.Column("counts", sa.JSON(), nullable=False),
        sa.Column("sessions_dropped", sa.Integer(), nullable=False),
        sa.Column("created_at", memory_core.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_erasure_receipts")),
    )
    with op.batch_alter_table("erasure_receipts", schema=None) as batch_op:
        batch_op.create_index(
            "ix_erasure_receipts_user", ["tenant_id", "user_id", "created_at"], unique=False
        )
    op.create_table(
        "fact_corrections",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("tenant_id", sa.String(length=200), nullable=False),
        sa.Column("user_id", sa.String(length=200), nullable=False),
        sa.Column("fact_id", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("actor", sa.String(length=20), nullable=False),
        sa.Column("created_at", memory_core.store.types.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fact_corrections")),
    )
    with op.batch_alter_table("fact_corrections", schema=None) as batch_op:
        batch_op.create_index("ix_fact_corrections_user", ["tenant_id", "user_id"], unique=False)
    with op.batch_alter_table("pattern_outcomes", schema=None) as batch_op:
        batch_op.create_index(
            "ix_pattern_outcomes_user",
            ["tenant_id", "user_id", "pattern_id", "occurred_at"],
            unique=False,
        )


def downgrade() -> None:
    with op.batch_alter_table("pattern_outcomes", schema=None) as batch_op:
        batch_op.drop_index("ix_pattern_outcomes_user")
    with op.batch_alter_table("fact_corrections", schema=None) as batch_op:
        batch_op.drop_index("ix_fact_corrections_user")
    op.drop_table("fact_corrections")
    with op.batch_alter_table("erasure_receipts", schema=None) as batch_op:
        batch_op.drop_index("ix_erasure_receipts_user")
    op.drop_table("erasure_receipts")
    op.drop_table("forgotten_users")
