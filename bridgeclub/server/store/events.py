"""The store of club events: each event's document (its pairs, boards and movement, as
``Event.to_json`` writes it, without results) and its results log.

Every result a table or the director enters, and every correction, is one row of
``bc_event_results``, numbered in order (``seq``, unique per event): the event's results
are the log replayed through ``Event.enter``, so a correction replaces a result in the
ranking but the row it corrected stays in the log. A row is committed before anyone hears
of it; when two processes race for the same number the second insert fails (``Conflict``)
and writes nothing.

>>> from bridgeclub.server.store import Store
>>> store = EventStore(Store("sqlite://"))
>>> store.create_event(EventRow("e1", '{"name": "Club night"}', {"tables": 3}))
>>> store.append(ResultRow("e1", 1, {"board": 1, "ns": 1, "ew": 6}, "table 1"))
>>> store.append(ResultRow("e1", 1, {"board": 1, "ns": 1, "ew": 6}, "table 1"))
Traceback (most recent call last):
...
bridgeclub.server.store.db.Conflict: event e1 already has result 1
>>> [r.seq for r in store.load("e1").results]
[1]
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Column, Integer, String, Text, update

from bridgeclub.server.store import documents
from bridgeclub.server.store.schema import metadata

#: Each event: its document (Event.to_json() without results), its settings (movement,
#: tables, seed, ...), whether its pages are published and its links' generation.
events = documents.document_table(
    "bc_events", metadata, Column("published", Integer, nullable=False, default=0))

event_results = documents.log_table(
    "bc_event_results", metadata, events, "event_id",
    Column("result", Text, nullable=False),         # JSON: the fields of a Result
    Column("entered_by", String(20), nullable=False),   # "director", "table 3"
    Column("key", String(64), nullable=True),
    unique=(("key",),))


@dataclass(frozen=True)
class EventRow:
    id: str
    document: str
    settings: dict[str, Any]
    published: bool = False
    #: The generation of its links: tokens of an older one were revoked.
    links: int = 0


@dataclass(frozen=True)
class ResultRow:
    """One accepted entry of the results log."""

    event_id: str
    seq: int
    result: dict[str, Any]
    entered_by: str
    key: str | None = None


@dataclass
class EventLog:
    event: EventRow
    results: list[ResultRow] = field(default_factory=list)


class EventStore(documents.DocumentStore):
    """Events in the server's store (its engine: SQLite or PostgreSQL)."""

    documents = events

    def create_event(self, row: EventRow) -> None:
        documents.create_document(self.engine, events, row.id, row.document,
                                  row.settings, published=int(row.published))

    def append(self, row: ResultRow) -> None:
        """Commit one entry; Conflict if its number or its key is already written."""
        documents.append_row(self.engine, event_results, {
            "event_id": row.event_id, "seq": row.seq, "result": json.dumps(row.result),
            "entered_by": row.entered_by, "key": row.key},
            f"event {row.event_id} already has result {row.seq}" if row.key is None else
            f"result {row.seq} or key {row.key!r} of event {row.event_id} is already "
            "written")

    def set_published(self, event_id: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(update(events).where(events.c.id == event_id)
                               .values(published=1))

    def load(self, event_id: str, after: int = 0) -> EventLog:
        """The event and its log (only the entries numbered above ``after``); KeyError if
        there is no such event."""
        with self.engine.connect() as connection:
            found = documents.read_document(connection, events, event_id)
            log = EventLog(EventRow(found.id, found.document, json.loads(found.settings),
                                    bool(found.published), int(found.links or 0)))
            for row in documents.read_log(connection, event_results, event_id, after):
                log.results.append(ResultRow(event_id, row.seq, json.loads(row.result),
                                             row.entered_by, row.key))
        return log
