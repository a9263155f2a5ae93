"""Score pads for real cards: each pad's match as ``Match.to_json`` and its version.

Revision ID: 0005_pads
Revises: 0004_tournaments
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005_pads"
down_revision = "0004_tournaments"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "bc_pads",
        sa.Column("code", sa.String(32), primary_key=True),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("match", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("bc_pads")
