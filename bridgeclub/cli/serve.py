"""``bridgeclub serve``: the browser app and its API, on uvicorn.

With no options it serves http://127.0.0.1:8000 from an SQLite database in the user's data
folder, and prints that address. ``--db postgresql+psycopg://...`` uses PostgreSQL;
``--workers N`` runs N processes, which need ``--redis`` (pub/sub between them).
``--certfile``/``--keyfile`` serve HTTPS (uvicorn's TLS); ``--proxy`` trusts the
``X-Forwarded-*`` headers of a reverse proxy in front. ``--limit name=value`` changes a
bound (``config.Limits``). An admin token is made at each start and printed: it opens
``/admin`` (the busy tables, a stop button) and ``/api/admin``.
The computer players' card searches run in worker processes of each server process
(``--bot-workers``, default one per core), or on a Dask cluster that every server process
shares (``--bots tcp://HOST:8786``; its workers started with ``--nthreads 1``).
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Annotated, Any

import typer


def register(app: typer.Typer, problem: type[Exception]) -> None:
    @app.command()
    def serve(
        host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
        port: Annotated[int, typer.Option(help="The port to listen on.")] = 8000,
        db: Annotated[str | None, typer.Option(
            help="Database URL (default: SQLite in the data folder), like "
                 "postgresql+psycopg://user@host/db.")] = None,
        workers: Annotated[int, typer.Option(help="Server processes (more than 1 needs "
                                                   "--redis).")] = 1,
        redis: Annotated[str | None, typer.Option(
            help="Redis URL for notices between processes, like redis://127.0.0.1:6379.")
                         ] = None,
        data_dir: Annotated[Path | None, typer.Option(
            "--data-dir", help="Folder of the database and the token secret (default: "
                               "the user's data folder).")] = None,
        computer_delay: Annotated[float, typer.Option(
            help="Seconds a computer player waits before it acts.")] = 0.0,
        certfile: Annotated[Path | None, typer.Option(
            help="The TLS certificate (PEM) to serve HTTPS with.")] = None,
        keyfile: Annotated[Path | None, typer.Option(
            help="The TLS certificate's private key (PEM).")] = None,
        proxy: Annotated[str | None, typer.Option(
            help="The address of a reverse proxy in front (its X-Forwarded-For/-Proto "
                 "headers are trusted), like 127.0.0.1.")] = None,
        origin: Annotated[list[str] | None, typer.Option(
            help="An origin besides this server's own host whose pages may open "
                 "websockets, like https://bridge.example.org (repeatable).")] = None,
        limit: Annotated[list[str] | None, typer.Option(
            help="Change a bound, like hints_per_minute=6 or computer_tables=4 "
                 "(repeatable; the names are in docs/security.md).")] = None,
        admin_token: Annotated[str | None, typer.Option(
            help="The admin token (default: a new one at each start, printed).")] = None,
        bots: Annotated[str | None, typer.Option(
            help="A Dask scheduler for the computers' card searches, like "
                 "tcp://HOST:8786 (default: worker processes here).")] = None,
        bot_workers: Annotated[int | None, typer.Option(
            help="Worker processes for the computers' card searches (default: one per "
                 "core).")] = None,
        access_log: Annotated[bool, typer.Option(
            help="Write one line a request to access.log in the data folder (rotated at "
                 "10 MB, five old files kept).")] = True,
    ) -> None:
        """Serve the browser app: play every variant alone with the computer or with
        friends by link."""
        import uvicorn

        from bridgeclub.executor import SCHEMES
        from bridgeclub.server.config import Limits, Settings, default_data_dir

        if not 1 <= workers <= 64:
            raise problem("--workers is 1 to 64")
        if workers > 1 and not redis:
            raise problem("--workers above 1 needs --redis (the processes tell each other "
                          "of changes through it)")
        if not 0 < port < 65536:
            raise problem("--port is 1 to 65535")
        if bots is not None and not bots.startswith(SCHEMES):
            raise problem(f"--bots is a Dask scheduler's address like tcp://HOST:8786, "
                          f"not {bots!r:.60}")
        if bots is not None:
            _reach(bots, problem)
        if bot_workers is not None and not 1 <= bot_workers <= 256:
            raise problem("--bot-workers is 1 to 256")
        if (certfile is None) != (keyfile is None):
            raise problem("HTTPS needs both --certfile and --keyfile")
        for path in (certfile, keyfile):
            if path is not None and not path.is_file():
                raise problem(f"no such file: {path}")
        try:
            limits = Limits().changed(limit or [])
        except ValueError as error:
            raise problem(str(error)) from None
        settings = Settings(data_dir=data_dir or default_data_dir(), db=db, redis=redis,
                            computer_delay=computer_delay, limits=limits,
                            allowed_origins=tuple(origin or ()),
                            admin_token=admin_token or secrets.token_urlsafe(24),
                            bots=bots, bot_workers=bot_workers, access_log=access_log,
                            processes=workers)
        try:
            settings.secret()
        except OSError as error:
            raise problem(f"cannot use the data folder {settings.data_dir}: {error}"
                          ) from None
        os.environ.update(settings.to_env())
        shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
        where = settings.db_url.split("@")[-1] if "@" in settings.db_url else settings.db_url
        scheme = "https" if certfile else "http"
        typer.echo(f"bridgeclub: serving on {scheme}://{shown}:{port}  (database {where}; "
                   "Ctrl-C stops)", err=False)
        typer.echo(f"bridgeclub: admin page {scheme}://{shown}:{port}/admin  (admin token "
                   f"{settings.admin_token})")
        options: dict[str, Any] = {"host": host, "port": port, "log_level": "warning",
                                   "ws_max_size": 64 * 1024, "factory": True,
                                   # Frames are small JSON: compressing each costs more
                                   # than it saves on a table's traffic.
                                   "ws_per_message_deflate": False}
        if workers > 1:
            options["workers"] = workers
        if certfile and keyfile:
            options.update(ssl_certfile=str(certfile), ssl_keyfile=str(keyfile))
        if proxy:
            options.update(proxy_headers=True, forwarded_allow_ips=proxy)
        else:
            options["proxy_headers"] = False   # X-Forwarded-For from anyone is a lie
        uvicorn.run("bridgeclub.server.app:app_from_env", **options)


def _reach(address: str, problem: type[Exception]) -> None:
    """Refuse, saying why, a Dask scheduler that does not answer (before serving)."""
    import socket
    from urllib.parse import urlsplit

    where = urlsplit(address)
    try:
        host, port = where.hostname or "", where.port or 8786
    except ValueError:
        raise problem(f"--bots: {address!r:.60} has no port number") from None
    try:
        socket.create_connection((host, port), timeout=5).close()
    except OSError as error:
        raise problem(f"--bots: no Dask scheduler answers at {host}:{port} ({error})"
                      ) from None
