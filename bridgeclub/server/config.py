"""Where the server keeps its things and how it is reached: the data folder (the SQLite
database and the secret that signs tokens), the database URL, Redis; and the bounds a
club may change (``Limits``: ``bridgeclub serve --limit name=value``).

The data folder is the user's (``~/.local/share/bridgeclub`` on Linux, by platformdirs)
unless ``--data-dir`` says otherwise; the secret is made on the first run and kept there,
readable by the user only.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

import platformdirs

#: The largest message a client may send on the websocket.
MAX_MESSAGE = 16 * 1024
#: Messages per second a connection may send (sustained), and the burst above it.
RATE_PER_SECOND = 20.0
RATE_BURST = 40


@dataclass(frozen=True)
class Limits:
    """What one client may ask of the server, each a setting a club can change
    (``bridgeclub serve --limit hints_per_minute=6``). Rates are sustained per minute,
    with a burst above them; a request past one gets 429 with ``Retry-After``.

    >>> Limits().changed(["hints_per_minute=6", "sockets_per_seat=2"]).sockets_per_seat
    2
    >>> Limits().changed(["speed=9"])
    Traceback (most recent call last):
    ...
    ValueError: no limit 'speed': the limits are max_body, max_event_body, ...
    """

    #: The largest request body (bytes) of most endpoints, refused before it is read;
    #: the club events' endpoints (names of every pair) take ``max_event_body``.
    max_body: int = 8 * 1024
    max_event_body: int = 64 * 1024
    #: Requests a minute of one seat (by its token) or, without a valid token, of one
    #: address; and the burst above it.
    requests_per_minute: int = 6000
    requests_burst: int = 1000
    #: Actions a minute of one seat (REST and its sockets together).
    actions_per_minute: int = 1200
    actions_burst: int = 100
    #: Views of the table a minute of one seat by ``GET .../view`` (the page and the
    #: terminal read the view on their socket, which tells them of every change; a client
    #: that polls instead is answered 429, which costs the server next to nothing).
    views_per_minute: int = 120
    views_burst: int = 30
    #: Hints a minute of one seat, and the deal analyses a minute of one seat.
    hints_per_minute: int = 6
    hints_burst: int = 3
    analyses_per_minute: int = 30
    analyses_burst: int = 10
    #: Tables made a minute from one address.
    tables_per_minute: int = 30
    tables_burst: int = 60
    #: Websockets open at once on one seat (the next is refused).
    sockets_per_seat: int = 5
    #: Tables with no person at them (computers only) not finished, on the whole server.
    computer_tables: int = 10
    #: Seconds a table of computers plays (unless a socket watches it) before it ends.
    computer_idle: float = 600.0
    #: While people play, the share of the time (of one core) the tables of computers
    #: only get for their decisions, all together (1: as much as they like).
    computer_share: float = 0.1
    #: Days a seat's or a director's token opens its seat; the host can reissue links.
    token_days: float = 30.0

    def changed(self, settings: list[str]) -> Limits:
        """These limits with ``name=value`` settings applied; ValueError names a bad one."""
        types = {f.name: f.type for f in fields(self)}
        values: dict[str, int | float] = {}
        for setting in settings:
            name, _, value = setting.partition("=")
            name = name.strip().replace("-", "_")
            if name not in types:
                raise ValueError(f"no limit {name!r}: the limits are "
                                 f"{', '.join(list(types)[:2])}, ...")
            try:
                number = float(value) if types[name] == "float" else int(value)
            except ValueError:
                raise ValueError(f"{name} is a number, not {value!r:.20}") from None
            if number < 0:
                raise ValueError(f"{name} is 0 or more, not {number}")
            values[name] = number
        return replace(self, **values)  # type: ignore[arg-type]


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir("bridgeclub", appauthor=False))


@dataclass(frozen=True)
class Settings:
    """How one server process runs."""

    data_dir: Path = field(default_factory=default_data_dir)
    db: str | None = None
    redis: str | None = None
    #: Origins besides the server's own host allowed to open websockets.
    allowed_origins: tuple[str, ...] = ()
    #: Seconds a computer player waits before acting (0: at once), so people can follow.
    computer_delay: float = 0.0
    #: Messages a second a websocket may send (sustained), and the burst above it.
    rate_per_second: float = RATE_PER_SECOND
    rate_burst: int = RATE_BURST
    limits: Limits = field(default_factory=Limits)
    #: The token of the admin page and ``/api/admin`` (printed by ``serve``); none: off.
    admin_token: str | None = None
    #: Where the computers' card searches run: None for worker processes here, or a Dask
    #: scheduler (tcp://HOST:8786) shared by every server process.
    bots: str | None = None
    #: Worker processes here for the card searches (None: one per core).
    bot_workers: int | None = None
    #: Whether each request is written to the data folder's access log
    #: (``bridgeclub.server.access_log``), and how many server processes share the folder.
    access_log: bool = True
    processes: int = 1

    @property
    def db_url(self) -> str:
        return self.db or f"sqlite:///{self.data_dir / 'bridgeclub.db'}"

    def secret(self) -> bytes:
        """The secret that signs seat tokens, made on the first run."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        path = self.data_dir / "secret.key"
        try:
            return path.read_bytes().strip()
        except FileNotFoundError:
            pass
        key = secrets.token_hex(32).encode()
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, key)
        finally:
            os.close(fd)
        return key

    @classmethod
    def from_env(cls) -> Settings:
        """Settings handed to worker processes through ``BRIDGECLUB_*`` variables."""
        data = os.environ.get("BRIDGECLUB_DATA_DIR")
        return cls(data_dir=Path(data) if data else default_data_dir(),
                   db=os.environ.get("BRIDGECLUB_DB") or None,
                   redis=os.environ.get("BRIDGECLUB_REDIS") or None,
                   computer_delay=float(os.environ.get("BRIDGECLUB_COMPUTER_DELAY") or 0),
                   limits=Limits(**json.loads(os.environ.get("BRIDGECLUB_LIMITS") or "{}")),
                   admin_token=os.environ.get("BRIDGECLUB_ADMIN_TOKEN") or None,
                   allowed_origins=tuple(o for o in os.environ.get(
                       "BRIDGECLUB_ORIGINS", "").split() if o),
                   bots=os.environ.get("BRIDGECLUB_BOTS") or None,
                   bot_workers=int(os.environ.get("BRIDGECLUB_BOT_WORKERS") or 0) or None,
                   access_log=os.environ.get("BRIDGECLUB_ACCESS_LOG", "1") != "0",
                   processes=int(os.environ.get("BRIDGECLUB_PROCESSES") or 1))

    def to_env(self) -> dict[str, str]:
        return {"BRIDGECLUB_DATA_DIR": str(self.data_dir), "BRIDGECLUB_DB": self.db or "",
                "BRIDGECLUB_REDIS": self.redis or "",
                "BRIDGECLUB_COMPUTER_DELAY": str(self.computer_delay),
                "BRIDGECLUB_LIMITS": json.dumps(asdict(self.limits)),
                "BRIDGECLUB_ADMIN_TOKEN": self.admin_token or "",
                "BRIDGECLUB_ORIGINS": " ".join(self.allowed_origins),
                "BRIDGECLUB_BOTS": self.bots or "",
                "BRIDGECLUB_BOT_WORKERS": str(self.bot_workers or ""),
                "BRIDGECLUB_ACCESS_LOG": "1" if self.access_log else "0",
                "BRIDGECLUB_PROCESSES": str(self.processes)}
