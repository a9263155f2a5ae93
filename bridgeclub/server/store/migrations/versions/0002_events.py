"""Club events: each event's document and its results log.

Revision ID: 0002_events
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_events"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "bc_events",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("document", sa.Text, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("published", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "bc_event_results",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("event_id", sa.String(32),
                  sa.ForeignKey("bc_events.id", ondelete="CASCADE"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("result", sa.Text, nullable=False),
        sa.Column("entered_by", sa.String(20), nullable=False),
        sa.Column("key", sa.String(64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("event_id", "seq", name="uq_bc_event_results_seq"),
        sa.UniqueConstraint("event_id", "key", name="uq_bc_event_results_key"),
    )


def downgrade() -> None:
    op.drop_table("bc_event_results")
    op.drop_table("bc_events")
