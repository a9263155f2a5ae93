"""A document and its logs, the one store of every live page but the tables': a club
event (``store.events``: its results) and a tournament (``store.tournaments``: its
entrants and its plays). One row a document (what ``to_json`` writes, its settings as
JSON, the generation of its links) and logs of rows numbered in order within each
document (``seq``, or another numbering column), each row committed before anyone hears
of it. Two processes racing for the same number (or any other unique key of the log)
cannot both write: the second insert fails and raises ``Conflict``, writing nothing.

>>> from sqlalchemy import Column, MetaData, String
>>> from bridgeclub.server.store import Store
>>> meta = MetaData()
>>> notes = document_table("notes", meta)
>>> lines = log_table("note_lines", meta, notes, "note_id", Column("text", String(20)))
>>> store = Store("sqlite://"); meta.create_all(store.engine)
>>> create_document(store.engine, notes, "n1", "{}", {"pages": 1})
>>> append_row(store.engine, lines, {"note_id": "n1", "seq": 1, "text": "hi"}, "taken")
>>> append_row(store.engine, lines, {"note_id": "n1", "seq": 1, "text": "ho"}, "taken")
Traceback (most recent call last):
...
bridgeclub.server.store.db.Conflict: taken
>>> append_row(store.engine, lines, {"note_id": "n1", "seq": 2, "text": "ho"}, "taken")
>>> with store.engine.connect() as connection:
...     found = read_document(connection, notes, "n1")
...     [row.text for row in read_log(connection, lines, "n1", after=1)]
['ho']
>>> found.settings
'{"pages": 1}'
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import (
    Column,
    Connection,
    DateTime,
    Engine,
    ForeignKey,
    Integer,
    MetaData,
    Row,
    String,
    Table,
    Text,
    UniqueConstraint,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Result
from sqlalchemy.exc import IntegrityError

from bridgeclub.server.store.db import Conflict, Store, _now


def document_table(name: str, metadata: MetaData, *columns: Column[Any]) -> Table:
    """A table of documents: ``id``, ``document``, ``settings`` (JSON), ``links`` (the
    generation of its links, ``store.club.reissue_links``), ``created_at``, and
    ``columns``."""
    return Table(
        name, metadata,
        Column("id", String(32), primary_key=True),
        Column("document", Text, nullable=False),
        Column("settings", Text, nullable=False),
        *columns,
        Column("links", Integer, nullable=False, default=0, server_default="0"),
        Column("created_at", DateTime(timezone=True), nullable=False),
    )


def log_table(name: str, metadata: MetaData, documents: Table, owner: str,
              *columns: Column[Any], unique: tuple[tuple[str, ...], ...] = (),
              seq: str = "seq") -> Table:
    """A log of ``documents``: ``id``, ``owner`` (the document's id), ``seq`` (the rows'
    numbering, unique within the document), ``columns``, ``created_at``; ``unique``: more
    sets of columns unique within the document (each named ``uq_<name>_<last column>``)."""
    uniques = [UniqueConstraint(owner, *names, name=f"uq_{name}_{names[-1]}")
               for names in ((seq,), *unique)]
    return Table(
        name, metadata,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column(owner, String(32), ForeignKey(f"{documents.name}.id", ondelete="CASCADE"),
               nullable=False),
        Column(seq, Integer, nullable=False),
        *columns,
        Column("created_at", DateTime(timezone=True), nullable=False),
        *uniques,
        info={"owner": owner, "seq": seq},
    )


def create_document(engine: Engine, table: Table, document_id: str, document: str,
                    settings: dict[str, Any], **values: Any) -> None:
    with engine.begin() as connection:
        connection.execute(insert(table).values(
            id=document_id, document=document, settings=json.dumps(settings),
            created_at=_now(), **values))


def append_row(engine: Engine, table: Table, values: dict[str, Any], conflict: str) -> None:
    """Commit one row; ``Conflict(conflict)`` if a unique key of it is already written."""
    try:
        with engine.begin() as connection:
            connection.execute(insert(table).values(created_at=_now(), **values))
    except IntegrityError:
        raise Conflict(conflict) from None


def set_settings(engine: Engine, table: Table, document_id: str,
                 settings: dict[str, Any]) -> None:
    with engine.begin() as connection:
        connection.execute(update(table).where(table.c.id == document_id)
                           .values(settings=json.dumps(settings)))


def read_document(connection: Connection, table: Table, document_id: str) -> Row[Any]:
    """The document's row; KeyError if there is none."""
    found = connection.execute(select(table).where(table.c.id == document_id)).first()
    if found is None:
        raise KeyError(document_id)
    return found


def read_log(connection: Connection, log: Table, document_id: str, after: int = 0
             ) -> Result[Any]:
    """The rows of a document's ``log`` (a ``log_table``) numbered above ``after``, in
    order: what another process wrote since this one last read."""
    owner, seq = log.c[log.info["owner"]], log.c[log.info["seq"]]
    return connection.execute(select(log).where(owner == document_id, seq > after)
                              .order_by(seq))


class DocumentStore:
    """The store of one kind of document (its ``documents`` table) in the server's store
    (its engine: SQLite or PostgreSQL); each kind adds its own logs and rows."""

    documents: Table

    def __init__(self, store: Store) -> None:
        self.engine = store.engine

    def set_settings(self, document_id: str, settings: dict[str, Any]) -> None:
        set_settings(self.engine, self.documents, document_id, settings)
