"""The tables of the store: a bridge table is its match's options, its seats, each deal's
seed and each deal's action log.

Every accepted action is one row of ``bc_actions``, unique by (table, deal, version), so
two processes (or a retried request) can never both write the same step of a deal: the
second insert fails and its sender is told the game has moved on. An idempotency ``key``
is unique per table, so a repeated request is never applied twice. The deal itself (its
seed, and the game at its start as ``Game.to_json`` holds it: the cards, the racks, the
stock) stays here and is never sent to a player.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    UniqueConstraint,
)

metadata = MetaData()

tables = Table(
    "bc_tables", metadata,
    Column("id", String(32), primary_key=True),
    Column("variant", String(40), nullable=False),
    Column("match_kind", String(40), nullable=False),
    Column("match_options", Text, nullable=False),      # JSON
    Column("table_options", Text, nullable=False),      # JSON: claims, undo, hints, ...
    Column("seats", Text, nullable=False),              # JSON: {"S": "human", ...}
    Column("seed", BigInteger, nullable=False),         # never sent: the deals come from it
    Column("finished", Boolean, nullable=False, default=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("links", Integer, nullable=False, default=0),  # generation of its seat links
    Column("stopped", Boolean, nullable=False, default=False),  # by the club: no more
)

deals = Table(
    "bc_deals", metadata,
    Column("table_id", String(32), ForeignKey("bc_tables.id", ondelete="CASCADE"),
           nullable=False),
    Column("number", Integer, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("deal", Text, nullable=False),               # the game at its start: never sent
    Column("created_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("table_id", "number", name="pk_bc_deals"),
)

actions = Table(
    "bc_actions", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), ForeignKey("bc_tables.id", ondelete="CASCADE"),
           nullable=False),
    Column("deal", Integer, nullable=False),
    Column("version", Integer, nullable=False),         # the row's place in the deal's log
    Column("seat", String(1), nullable=False),          # the seat that acted (the actor)
    Column("action", String(40), nullable=False),
    Column("explanation", Text, nullable=False, default=""),
    Column("alert", Boolean, nullable=False, default=False),
    Column("key", String(64), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("table_id", "deal", "version", name="uq_bc_actions_step"),
    UniqueConstraint("table_id", "key", name="uq_bc_actions_key"),
)
