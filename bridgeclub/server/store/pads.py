"""The score pads' store: a pad is its match (``Match.to_json``, the terminal pad's save
format) and a version that grows with each change, so two changes made at once cannot both
be written over the same state (the second is told the pad has moved on)."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import Column, DateTime, Integer, String, Table, Text, insert, select, update
from sqlalchemy.engine import Engine

from bridgeclub.server.store.db import Conflict
from bridgeclub.server.store.schema import metadata

pads = Table(
    "bc_pads", metadata,
    Column("code", String(32), primary_key=True),
    Column("kind", String(40), nullable=False),
    Column("match", Text, nullable=False),              # Match.to_json: public, no cards
    Column("version", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)


class PadStore:
    """The pads in the server's database (the engine of ``bridgeclub.server.store.Store``)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, code: str, kind: str, match: str) -> None:
        now = datetime.now(UTC)
        with self.engine.begin() as connection:
            connection.execute(insert(pads).values(code=code, kind=kind, match=match,
                                                   version=0, created_at=now,
                                                   updated_at=now))

    def load(self, code: str) -> tuple[str, int]:
        """The pad's match JSON and version; KeyError when there is no such pad."""
        with self.engine.connect() as connection:
            row = connection.execute(select(pads.c.match, pads.c.version)
                                     .where(pads.c.code == code)).first()
        if row is None:
            raise KeyError(code)
        return str(row[0]), int(row[1])

    def save(self, code: str, match: str, version: int) -> int:
        """Write the match over ``version``; the new version, or Conflict if the pad has
        changed since."""
        with self.engine.begin() as connection:
            done = connection.execute(
                update(pads).where(pads.c.code == code, pads.c.version == version)
                .values(match=match, version=version + 1, updated_at=datetime.now(UTC)))
        if done.rowcount != 1:
            raise Conflict(f"pad {code} has changed since version {version}")
        return version + 1
