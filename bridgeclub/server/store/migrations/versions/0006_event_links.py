"""Event tokens that can be revoked: each event's generation of links (the director's
reissue raises it, and the older director's and tables' tokens stop opening the event),
as ``bc_tables.links`` is for a table's seats (0003_links).

Revision ID: 0006_event_links
Revises: 0005_pads
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006_event_links"
down_revision = "0005_pads"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("bc_events") as batch:
        batch.add_column(sa.Column("links", sa.Integer, nullable=False,
                                   server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("bc_events") as batch:
        batch.drop_column("links")
