"""The store: create tables, start deals, append actions, and read a table's log back.

Every method is synchronous and short; the server calls them from a worker thread so its
event loop never waits on the disk. ``append`` commits before it returns: an action is on
disk before anyone hears of it. Writing a step of a deal twice (the same table, deal and
version) or an idempotency key twice raises ``Conflict`` and writes nothing.

>>> store = Store("sqlite://")
>>> store.create_table(TableRow("t1", "duplicate", "duplicate", {}, {}, {"S": "human"}, 7))
>>> store.start_deal("t1", 1, 42, "N:AKQJ.T98.765.432 ...")
True
>>> store.append(ActionRow("t1", 1, 1, "N", "1NT"))
>>> store.append(ActionRow("t1", 1, 1, "N", "P"))
Traceback (most recent call last):
...
bridgeclub.server.store.db.Conflict: deal 1 of table t1 already has step 1
>>> [a.action for a in store.load("t1").actions]
['1NT']
"""

from __future__ import annotations

import fcntl
import json
import zlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event, func, insert, literal, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import StaticPool

from bridgeclub.server.store import schema


class Conflict(Exception):
    """A step of a deal, a deal or an idempotency key that is already written."""


class Stopped(Exception):
    """The club stopped this table (``bridgeclub tables stop``): nothing more is written."""

    def __init__(self, table_id: str) -> None:
        super().__init__(f"table {table_id} was stopped")
        self.table_id = table_id


@dataclass(frozen=True)
class TableRow:
    """A table as stored: its match, seats and secret seed."""

    id: str
    variant: str
    match_kind: str
    match_options: dict[str, Any]
    table_options: dict[str, Any]
    seats: dict[str, str]
    seed: int
    finished: bool = False


@dataclass(frozen=True)
class DealRow:
    table_id: str
    number: int
    seed: int
    deal: str


@dataclass(frozen=True)
class ActionRow:
    """One accepted action: its deal, its place in the deal's log (``version``), the seat
    that acted, the action's string, and what the caller said it means."""

    table_id: str
    deal: int
    version: int
    seat: str
    action: str
    explanation: str = ""
    alert: bool = False
    key: str | None = None


@dataclass
class TableLog:
    """A table and everything written for it, in order."""

    table: TableRow
    deals: list[DealRow] = field(default_factory=list)
    actions: list[ActionRow] = field(default_factory=list)


def _now() -> datetime:
    return datetime.now(UTC)


def make_engine(url: str) -> Engine:
    """An engine for ``url``: SQLite in WAL mode with a busy timeout (one file, many
    readers, one writer), or anything SQLAlchemy speaks (``postgresql+psycopg://``)."""
    if url.startswith("sqlite"):
        memory = url in ("sqlite://", "sqlite:///:memory:")
        engine = create_engine(url, connect_args={"check_same_thread": False},
                               poolclass=StaticPool if memory else None)

        @event.listens_for(engine, "connect")
        def _pragmas(connection: Any, _record: Any) -> None:
            cursor = connection.cursor()
            if not memory:
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA busy_timeout=10000")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest migration (Alembic, scripts in this package). Two
    server processes starting at once migrate one after the other: on PostgreSQL an
    advisory lock orders them, on an SQLite file a lock file beside it."""
    database = engine.url.database if engine.dialect.name == "sqlite" else None
    if database and database != ":memory:":
        with open(f"{database}.migrate-lock", "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                _migrate(engine)
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)
        return
    _migrate(engine)


def _migrate(engine: Engine) -> None:
    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:k)"),
                               {"k": zlib.crc32(b"bridgeclub-migrate")})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


class Store:
    """The store behind one server process (a pool of connections, thread-safe)."""

    def __init__(self, url: str, *, run_migrations: bool = True) -> None:
        self.url = url
        self.engine = make_engine(url)
        #: Whether calls are short enough to make on the event loop (SQLite: no network).
        self.inline = self.engine.dialect.name == "sqlite"
        if run_migrations:
            migrate(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def create_table(self, row: TableRow) -> None:
        with self.engine.begin() as connection:
            connection.execute(insert(schema.tables).values(
                id=row.id, variant=row.variant, match_kind=row.match_kind,
                match_options=json.dumps(row.match_options),
                table_options=json.dumps(row.table_options), seats=json.dumps(row.seats),
                seed=row.seed, finished=row.finished, created_at=_now()))

    def start_deal(self, table_id: str, number: int, seed: int, deal: str) -> bool:
        """Write deal ``number``; False (and nothing written) if it is already there."""
        try:
            with self.engine.begin() as connection:
                connection.execute(insert(schema.deals).values(
                    table_id=table_id, number=number, seed=seed, deal=deal,
                    created_at=_now()))
        except IntegrityError:
            return False
        return True

    def append(self, row: ActionRow) -> None:
        """Commit one action; Conflict if its step or its key is already written, Stopped
        if the club stopped the table. The check and the write are one statement (an
        ``INSERT ... SELECT`` from the table's row while it is not stopped, the row share-
        locked where the database has such locks): a stop committed between a separate
        check and the write would let one more action in."""
        t = schema.tables.c
        values = {"table_id": row.table_id, "deal": row.deal, "version": row.version,
                  "seat": row.seat, "action": row.action, "explanation": row.explanation,
                  "alert": row.alert, "key": row.key, "created_at": _now()}
        columns = list(values)
        source = select(*(literal(v, schema.actions.c[k].type) for k, v in values.items())) \
            .where(t.id == row.table_id, t.stopped.is_(False)).with_for_update(read=True)
        try:
            with self.engine.begin() as connection:
                written = connection.execute(
                    insert(schema.actions).from_select(columns, source)
                    .returning(schema.actions.c.id)).first()
                if written is None:
                    if connection.execute(select(t.stopped).where(
                            t.id == row.table_id)).scalar() is None:
                        raise KeyError(row.table_id)
                    raise Stopped(row.table_id)
        except IntegrityError:
            raise Conflict(f"deal {row.deal} of table {row.table_id} already has step "
                           f"{row.version}" if row.key is None else
                           f"step {row.version} of deal {row.deal} or key {row.key!r} "
                           "is already written") from None

    def set_finished(self, table_id: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(update(schema.tables).where(schema.tables.c.id == table_id)
                               .values(finished=True))

    def has_key(self, table_id: str, key: str) -> bool:
        with self.engine.connect() as connection:
            found = connection.execute(select(func.count()).select_from(schema.actions).where(
                schema.actions.c.table_id == table_id, schema.actions.c.key == key))
            return bool(found.scalar())

    def load(self, table_id: str, after_deal: int = 0, after_version: int = 0
             ) -> TableLog:
        """The table and its deals and actions, or only those after (``after_deal``,
        ``after_version``): the deals numbered above ``after_deal`` and the actions of
        later deals or of that deal past that version. KeyError if there is no table."""
        t, d, a = schema.tables.c, schema.deals.c, schema.actions.c
        with self.engine.connect() as connection:
            found = connection.execute(select(schema.tables).where(t.id == table_id)).first()
            if found is None:
                raise KeyError(table_id)
            log = TableLog(TableRow(
                found.id, found.variant, found.match_kind, json.loads(found.match_options),
                json.loads(found.table_options), json.loads(found.seats), found.seed,
                found.finished))
            for deal in connection.execute(
                    select(schema.deals).where(d.table_id == table_id, d.number > after_deal)
                    .order_by(d.number)):
                log.deals.append(DealRow(table_id, deal.number, deal.seed, deal.deal))
            later = (a.deal > after_deal) | ((a.deal == after_deal) &
                                             (a.version > after_version))
            for action in connection.execute(
                    select(schema.actions).where(a.table_id == table_id, later)
                    .order_by(a.deal, a.version)):
                log.actions.append(ActionRow(
                    table_id, action.deal, action.version, action.seat, action.action,
                    action.explanation, action.alert, action.key))
        return log

    def active_tables(self) -> list[str]:
        """The tables whose match is not over: the server resumes them when it starts."""
        with self.engine.connect() as connection:
            return [row.id for row in connection.execute(
                select(schema.tables.c.id).where(schema.tables.c.finished.is_(False)))]
