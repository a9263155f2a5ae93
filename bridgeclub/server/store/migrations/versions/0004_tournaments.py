"""Tournaments with the computer: each tournament's document, its entrants and plays.

Revision ID: 0004_tournaments
Revises: 0003_links
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004_tournaments"
down_revision = "0003_links"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "bc_tournaments",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("document", sa.Text, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "bc_tournament_entrants",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("tournament_id", sa.String(32),
                  sa.ForeignKey("bc_tournaments.id", ondelete="CASCADE"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("table_id", sa.String(32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("tournament_id", "number",
                            name="uq_bc_tournament_entrants_number"),
        sa.UniqueConstraint("tournament_id", "name", name="uq_bc_tournament_entrants_name"),
    )
    op.create_table(
        "bc_tournament_plays",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("tournament_id", sa.String(32),
                  sa.ForeignKey("bc_tournaments.id", ondelete="CASCADE"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("entrant", sa.Integer, nullable=False),
        sa.Column("board", sa.Integer, nullable=False),
        sa.Column("play", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("tournament_id", "seq", name="uq_bc_tournament_plays_seq"),
        sa.UniqueConstraint("tournament_id", "entrant", "board",
                            name="uq_bc_tournament_plays_board"),
    )


def downgrade() -> None:
    op.drop_table("bc_tournament_plays")
    op.drop_table("bc_tournament_entrants")
    op.drop_table("bc_tournaments")
