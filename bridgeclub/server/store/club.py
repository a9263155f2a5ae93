"""The club's view of the store: which tables there are and how busy, stop one, purge
the old, count the tables of computers only (their quota), and each table's generation
of seat links (a reissue raises it; older links stop opening the table).

Every function is synchronous and short, like ``Store``'s own; ``bridgeclub tables``
calls them directly, the server from a worker thread.

>>> from bridgeclub.server.store import Store, TableRow
>>> store = Store("sqlite://")
>>> store.create_table(TableRow("t1", "duplicate", "duplicate", {}, {},
...                             {"N": "computer:expert", "S": "computer"}, 7))
>>> computer_tables(store), [t.id for t in summaries(store)]
(1, ['t1'])
>>> reissue_links(store, "t1"), link_generations(store)
(1, {'t1': 1})
>>> stop(store, "t1"), stop(store, "t1"), computer_tables(store)
(True, False, 0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import ColumnElement, Table, delete, func, select, update

from bridgeclub.server.store import schema
from bridgeclub.server.store.db import Store

HUMAN = "human"


@dataclass(frozen=True)
class TableSummary:
    """One table as the club sees it: what it plays, who sits, how far it got."""

    id: str
    variant: str
    people: int
    computers: int
    deals: int
    actions: int
    created: datetime
    last_action: datetime | None
    finished: bool
    stopped: bool

    @property
    def state(self) -> str:
        return "stopped" if self.stopped else "finished" if self.finished else "playing"

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "variant": self.variant, "people": self.people,
                "computers": self.computers, "deals": self.deals, "actions": self.actions,
                "created": self.created.isoformat(),
                "last_action": self.last_action.isoformat() if self.last_action else None,
                "state": self.state}


def _aware(moment: datetime | None) -> datetime | None:
    """SQLite gives back naive times (stored in UTC)."""
    if moment is not None and moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment


def summaries(store: Store, *, playing_only: bool = False, limit: int = 500
              ) -> list[TableSummary]:
    """The tables, the busiest (most actions) first."""
    t, a, d = schema.tables.c, schema.actions.c, schema.deals.c
    actions = (select(a.table_id, func.count().label("n"), func.max(a.created_at)
                      .label("last")).group_by(a.table_id).subquery())
    deals = select(d.table_id, func.count().label("n")).group_by(d.table_id).subquery()
    query = (select(t.id, t.variant, t.seats, t.created_at, t.finished, t.stopped,
                    func.coalesce(actions.c.n, 0), actions.c.last,
                    func.coalesce(deals.c.n, 0))
             .outerjoin(actions, actions.c.table_id == t.id)
             .outerjoin(deals, deals.c.table_id == t.id)
             .order_by(func.coalesce(actions.c.n, 0).desc(), t.created_at).limit(limit))
    if playing_only:
        query = query.where(t.finished.is_(False), t.stopped.is_(False))
    found = []
    with store.engine.connect() as connection:
        for (id_, variant, seats, created, finished, stopped, n_actions, last,
             n_deals) in connection.execute(query):
            kinds = list(json.loads(seats).values())
            people = sum(1 for k in kinds if k == HUMAN)
            found.append(TableSummary(id_, variant, people, len(kinds) - people, n_deals,
                                      n_actions, _aware(created) or datetime.now(UTC),
                                      _aware(last), finished, stopped))
    return found


def _computers_only() -> ColumnElement[bool]:
    return schema.tables.c.seats.not_like(f'%"{HUMAN}"%')


def computer_tables(store: Store) -> int:
    """Tables with no person at them still playing: what the quota counts."""
    t = schema.tables.c
    with store.engine.connect() as connection:
        return int(connection.execute(select(func.count()).where(
            t.finished.is_(False), t.stopped.is_(False), _computers_only())).scalar() or 0)


def idle_computer_tables(store: Store, before: datetime) -> list[str]:
    """Tables of computers only, still playing, made before ``before``."""
    t = schema.tables.c
    with store.engine.connect() as connection:
        return [row[0] for row in connection.execute(select(t.id).where(
            t.finished.is_(False), t.stopped.is_(False), _computers_only(),
            t.created_at < before))]


def stop(store: Store, table_id: str) -> bool:
    """Stop a table: no action is written to it after this. Whether it was playing."""
    t = schema.tables.c
    with store.engine.begin() as connection:
        done = connection.execute(update(schema.tables).where(
            t.id == table_id, t.stopped.is_(False), t.finished.is_(False))
            .values(stopped=True, finished=True))
        return bool(done.rowcount)


def purge(store: Store, before: datetime) -> int:
    """Delete the finished and stopped tables made before ``before`` (their deals and
    actions with them); how many."""
    t = schema.tables.c
    with store.engine.begin() as connection:
        old = [row[0] for row in connection.execute(select(t.id).where(
            t.finished.is_(True), t.created_at < before))]
        for chunk in range(0, len(old), 500):
            ids = old[chunk:chunk + 500]
            connection.execute(delete(schema.actions).where(
                schema.actions.c.table_id.in_(ids)))
            connection.execute(delete(schema.deals).where(schema.deals.c.table_id.in_(ids)))
            connection.execute(delete(schema.tables).where(t.id.in_(ids)))
        return len(old)


def reissue_links(store: Store, table_id: str, rows: Table = schema.tables) -> int:
    """Raise a table's generation of links (the old ones stop opening it); the new one.
    KeyError if there is no such table. ``rows``: the store's table of what the links
    open (``bc_tables``, or ``bc_events`` for a club event's director and tables)."""
    t = rows.c
    with store.engine.begin() as connection:
        done = connection.execute(update(rows).where(t.id == table_id)
                                  .values(links=t.links + 1))
        if not done.rowcount:
            raise KeyError(table_id)
        return int(connection.execute(select(t.links).where(t.id == table_id)).scalar()
                   or 0)


def link_generations(store: Store, table_id: str | None = None) -> dict[str, int]:
    """The tables whose links were reissued, with their generation (or just one's)."""
    t = schema.tables.c
    query = select(t.id, t.links).where(t.links > 0)
    if table_id is not None:
        query = select(t.id, t.links).where(t.id == table_id)
    with store.engine.connect() as connection:
        return {row[0]: int(row[1]) for row in connection.execute(query)}
