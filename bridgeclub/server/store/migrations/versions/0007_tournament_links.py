"""Tournament tokens that can be revoked: each tournament's generation of links (the
teacher's reissue raises it, and the older teacher's and entrants' tokens stop opening
the tournament), as ``bc_events.links`` is for an event (0006_event_links).

Revision ID: 0007_tournament_links
Revises: 0006_event_links
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007_tournament_links"
down_revision = "0006_event_links"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("bc_tournaments") as batch:
        batch.add_column(sa.Column("links", sa.Integer, nullable=False,
                                   server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("bc_tournaments") as batch:
        batch.drop_column("links")
