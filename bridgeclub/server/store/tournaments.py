"""The store of tournaments with the computer: each tournament's document (its settings
and boards, ``Tournament.to_json`` without entrants), its entrants (each with the server
table she plays at) and its plays log.

An entrant is one row of ``bc_tournament_entrants``, unique by number and by name within
the tournament, so two processes letting two people in at once cannot give them the same
number or name: the second insert fails (``Conflict``) and writes nothing. Each board an
entrant finishes is one row of ``bc_tournament_plays``, numbered in order (``seq``) and
unique by (tournament, entrant, board): a board is scored once.

>>> from bridgeclub.server.store import Store
>>> store = TournamentStore(Store("sqlite://"))
>>> store.create(TournamentRow("t1", '{"name": "Tuesday"}', {}))
>>> store.add_entrant(EntrantRow("t1", 1, "Ann", "table1"))
>>> store.add_entrant(EntrantRow("t1", 2, "Ann", "table2"))
Traceback (most recent call last):
...
bridgeclub.server.store.db.Conflict: tournament t1 already has entrant 2 or Ann
>>> store.append(PlayRow("t1", 1, 1, 1, {"board": 1, "contract": "Pass"}))
>>> store.append(PlayRow("t1", 2, 1, 1, {"board": 1, "contract": "Pass"}))
Traceback (most recent call last):
...
bridgeclub.server.store.db.Conflict: tournament t1: play 2 (entrant 1, board 1) is already written
>>> [(e.name, len(store.load("t1").plays)) for e in store.load("t1").entrants]
[('Ann', 1)]
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Column, Integer, String, Text, select

from bridgeclub.server.store import documents
from bridgeclub.server.store.schema import metadata

#: Each tournament: its document (Tournament.to_json(): settings, boards), its settings
#: (closed, ...) and its links' generation.
tournaments = documents.document_table("bc_tournaments", metadata)

#: The entrants, a log numbered by the entrants' numbers, unique by name too.
tournament_entrants = documents.log_table(
    "bc_tournament_entrants", metadata, tournaments, "tournament_id",
    Column("name", String(40), nullable=False),
    Column("table_id", String(32), nullable=False),     # her table (bc_tables)
    unique=(("name",),), seq="number")

tournament_plays = documents.log_table(
    "bc_tournament_plays", metadata, tournaments, "tournament_id",
    Column("entrant", Integer, nullable=False),
    Column("board", Integer, nullable=False),
    Column("play", Text, nullable=False),           # JSON: the fields of a Play
    unique=(("entrant", "board"),))


@dataclass(frozen=True)
class TournamentRow:
    id: str
    document: str
    settings: dict[str, Any]
    #: The generation of its links: tokens of an older one were revoked.
    links: int = 0


@dataclass(frozen=True)
class EntrantRow:
    tournament_id: str
    number: int
    name: str
    table_id: str


@dataclass(frozen=True)
class PlayRow:
    """One board an entrant finished."""

    tournament_id: str
    seq: int
    entrant: int
    board: int
    play: dict[str, Any]


@dataclass
class TournamentLog:
    tournament: TournamentRow
    entrants: list[EntrantRow] = field(default_factory=list)
    plays: list[PlayRow] = field(default_factory=list)


class TournamentStore(documents.DocumentStore):
    """Tournaments in the server's store (its engine: SQLite or PostgreSQL)."""

    documents = tournaments

    def create(self, row: TournamentRow) -> None:
        documents.create_document(self.engine, tournaments, row.id, row.document, row.settings)

    def add_entrant(self, row: EntrantRow) -> None:
        """Commit an entrant; Conflict if her number or her name is taken."""
        documents.append_row(self.engine, tournament_entrants, {
            "tournament_id": row.tournament_id, "number": row.number, "name": row.name,
            "table_id": row.table_id},
            f"tournament {row.tournament_id} already has entrant {row.number} or {row.name}")

    def append(self, row: PlayRow) -> None:
        """Commit a play; Conflict if its number, or that entrant's board, is written."""
        documents.append_row(self.engine, tournament_plays, {
            "tournament_id": row.tournament_id, "seq": row.seq, "entrant": row.entrant,
            "board": row.board, "play": json.dumps(row.play)},
            f"tournament {row.tournament_id}: play {row.seq} (entrant {row.entrant}, "
            f"board {row.board}) is already written")

    def listed(self) -> list[TournamentRow]:
        """Every tournament (the lobby keeps those listed and open)."""
        with self.engine.connect() as connection:
            return [TournamentRow(r.id, r.document, json.loads(r.settings))
                    for r in connection.execute(select(tournaments)
                                                .order_by(tournaments.c.created_at))]

    def load(self, tournament_id: str, entrants_after: int = 0, plays_after: int = 0
             ) -> TournamentLog:
        """The tournament, its entrants numbered above ``entrants_after`` and its plays
        numbered above ``plays_after``; KeyError if there is no such tournament."""
        with self.engine.connect() as connection:
            found = documents.read_document(connection, tournaments, tournament_id)
            log = TournamentLog(TournamentRow(found.id, found.document,
                                              json.loads(found.settings),
                                              int(found.links or 0)))
            for row in documents.read_log(connection, tournament_entrants, tournament_id,
                                          entrants_after):
                log.entrants.append(EntrantRow(tournament_id, row.number, row.name,
                                               row.table_id))
            for row in documents.read_log(connection, tournament_plays, tournament_id,
                                          plays_after):
                log.plays.append(PlayRow(tournament_id, row.seq, row.entrant, row.board,
                                         json.loads(row.play)))
        return log
