"""``bridgeclub tables list|stop|purge``: the club's look at the tables of its server's
store, and what it can do about a busy one.

``list`` shows the tables (the playing ones, or ``--all``), the busiest first; ``stop T``
stops a table (nothing more is written to it; a running server's computers stop at
their next move, at once if ``--redis`` reaches it); ``purge --days N`` deletes finished
and stopped tables older than N days. The store is the one ``bridgeclub serve`` uses:
``--db`` or the SQLite file of ``--data-dir``.
"""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from bridgeclub.server.store import Store

Db = Annotated[str | None, typer.Option(help="Database URL (default: SQLite in the data "
                                              "folder), as for bridgeclub serve.")]
DataDir = Annotated[Path | None, typer.Option("--data-dir", help="The server's data folder.")]


def _store(db: str | None, data_dir: Path | None) -> Store:
    from bridgeclub.server.config import Settings, default_data_dir
    from bridgeclub.server.store import Store

    settings = Settings(data_dir=data_dir or default_data_dir(), db=db)
    if settings.db is None and not (settings.data_dir / "bridgeclub.db").is_file():
        raise FileNotFoundError(f"no server store in {settings.data_dir}")
    return Store(settings.db_url)


def _notify(redis: str, table_id: str) -> None:
    """Tell the running server processes that the table stopped (a ``stop:T`` notice)."""
    import redis.asyncio as aioredis

    from bridgeclub.server.pubsub import CHANNEL

    async def send() -> None:
        client = aioredis.from_url(redis, socket_connect_timeout=2)
        try:
            await client.publish(CHANNEL, json.dumps({"table": f"stop:{table_id}",
                                                      "process": "bridgeclub tables"}))
        finally:
            await client.aclose()

    asyncio.run(send())


def register(app: typer.Typer, problem: type[Exception]) -> None:
    tables = typer.Typer(help="See, stop and purge the tables of a server's store.",
                         no_args_is_help=True)
    app.add_typer(tables, name="tables")

    def opened(db: str | None, data_dir: Path | None) -> Store:
        try:
            return _store(db, data_dir)
        except Exception as error:
            raise problem(f"cannot open the store: {error}") from None

    @tables.command("list")
    def list_tables(db: Db = None, data_dir: DataDir = None,
                    all_: Annotated[bool, typer.Option("--all", help="Finished and "
                                                       "stopped tables too.")] = False,
                    as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
        """The tables, busiest first: variant, people and computers, deals, actions."""
        from bridgeclub.server.store import club

        store = opened(db, data_dir)
        try:
            found = club.summaries(store, playing_only=not all_)
        finally:
            store.close()
        if as_json:
            typer.echo(json.dumps([t.to_json() for t in found], indent=1))
            return
        if not found:
            typer.echo("no tables" if all_ else "no tables playing")
            return
        typer.echo(f"{'table':16}  {'variant':14} {'state':8} people computers deals "
                   "actions  last action")
        for t in found:
            last = t.last_action.strftime("%Y-%m-%d %H:%M") if t.last_action else "-"
            typer.echo(f"{t.id:16}  {t.variant[:14]:14} {t.state:8} {t.people:6} "
                       f"{t.computers:9} {t.deals:5} {t.actions:7}  {last}")

    @tables.command("stop")
    def stop_table(table: Annotated[str, typer.Argument(help="The table's id.")],
                   db: Db = None, data_dir: DataDir = None,
                   redis: Annotated[str | None, typer.Option(
                       help="The server's Redis: its processes stop the table at "
                            "once.")] = None) -> None:
        """Stop a table: nothing more is written to it, its computers stop."""
        from bridgeclub.server.store import club

        store = opened(db, data_dir)
        try:
            if not club.link_generations(store, table):
                raise problem(f"no table {table!r:.40}")
            stopped = club.stop(store, table)
        finally:
            store.close()
        if redis:
            try:
                _notify(redis, table)
            except Exception as error:
                raise problem(f"the table is stopped, but Redis could not be told: {error}"
                              ) from None
        typer.echo(f"table {table} " + ("stopped" if stopped else "was not playing"))

    @tables.command("purge")
    def purge(days: Annotated[float, typer.Option(help="Finished or stopped tables made "
                                                       "this many days ago or more.")] = 30,
              db: Db = None, data_dir: DataDir = None) -> None:
        """Delete finished and stopped tables (their deals and actions) older than
        --days."""
        from bridgeclub.server.store import club

        if days < 0:
            raise problem("--days is 0 or more")
        store = opened(db, data_dir)
        try:
            gone = club.purge(store, datetime.now(UTC) - timedelta(days=days))
        finally:
            store.close()
        typer.echo(f"{gone} table{'s' if gone != 1 else ''} purged")
