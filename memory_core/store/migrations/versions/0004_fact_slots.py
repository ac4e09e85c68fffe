"""fact slots: retraction observations, nullable new_value for retractions, stated_as

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01 20:40:00

Retraction is a first-class change: an observation can say a value ended
(``fact_observations.retracted``), and its history row has no new value. ``stated_as``
records the entity/key an extractor used when the merge mapped it to a canonical slot.
(``down_revision`` is re-chained after the ledger's 0003 when the branches merge.)
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("fact_observations", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("retracted", sa.Boolean(), server_default=sa.false(), nullable=False)
        )
    with op.batch_alter_table("fact_history", schema=None) as batch_op:
        batch_op.add_column(sa.Column("stated_as", sa.String(length=200), nullable=True))
        batch_op.alter_column("new_value", existing_type=sa.Text(), nullable=True)


def downgrade() -> None:
    with op.batch_alter_table("fact_history", schema=None) as batch_op:
        batch_op.alter_column("new_value", existing_type=sa.Text(), nullable=False)
        batch_op.drop_column("stated_as")
    with op.batch_alter_table("fact_observations", schema=None) as batch_op:
        batch_op.drop_column("retracted")
