"""Tokens that can be revoked and tables that can be stopped: each table's generation of
links (a reissue raises it, and older links stop opening the table) and whether the club
stopped it (``bridgeclub tables stop``: no action is written to it after).

Revision ID: 0003_links
Revises: 0002_events
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_links"
down_revision = "0002_events"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("bc_tables") as batch:
        batch.add_column(sa.Column("links", sa.Integer, nullable=False,
                                   server_default="0"))
        batch.add_column(sa.Column("stopped", sa.Boolean, nullable=False,
                                   server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("bc_tables") as batch:
        batch.drop_column("stopped")
        batch.drop_column("links")
