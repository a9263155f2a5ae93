"""The first store: tables, deals and each deal's action log.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "bc_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("variant", sa.String(40), nullable=False),
        sa.Column("match_kind", sa.String(40), nullable=False),
        sa.Column("match_options", sa.Text, nullable=False),
        sa.Column("table_options", sa.Text, nullable=False),
        sa.Column("seats", sa.Text, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("finished", sa.Boolean, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_bc_tables_finished", "bc_tables", ["finished"])
    op.create_table(
        "bc_deals",
        sa.Column("table_id", sa.String(32),
                  sa.ForeignKey("bc_tables.id", ondelete="CASCADE"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("deal", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("table_id", "number", name="pk_bc_deals"),
    )
    op.create_table(
        "bc_actions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32),
                  sa.ForeignKey("bc_tables.id", ondelete="CASCADE"), nullable=False),
        sa.Column("deal", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("seat", sa.String(1), nullable=False),
        sa.Column("action", sa.String(40), nullable=False),
        sa.Column("explanation", sa.Text, nullable=False),
        sa.Column("alert", sa.Boolean, nullable=False),
        sa.Column("key", sa.String(64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("table_id", "deal", "version", name="uq_bc_actions_step"),
        sa.UniqueConstraint("table_id", "key", name="uq_bc_actions_key"),
    )


def downgrade() -> None:
    op.drop_table("bc_actions")
    op.drop_table("bc_deals")
    op.drop_index("ix_bc_tables_finished", "bc_tables")
    op.drop_table("bc_tables")
