"""Where the server keeps its things and how it is reached: the data folder (the SQLite
database and the secret that signs tokens), the database URL, Redis.

The data folder is the user's (``~/.local/share/bridgeclub`` on Linux, by platformdirs)
unless ``--data-dir`` says otherwise; the secret is made on the first run and kept there,
readable by the user only.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

#: The largest message a client may send on the websocket.
MAX_MESSAGE = 16 * 1024
#: Messages per second a connection may send (sustained), and the burst above it.
RATE_PER_SECOND = 20.0
RATE_BURST = 40


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
    #: Where the computers' card searches run: None for worker processes here, or a Dask
    #: scheduler (tcp://HOST:8786) shared by every server process.
    bots: str | None = None
    #: Worker processes here for the card searches (None: one per core).
    bot_workers: int | None = None

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
                   bots=os.environ.get("BRIDGECLUB_BOTS") or None,
                   bot_workers=int(os.environ.get("BRIDGECLUB_BOT_WORKERS") or 0) or None)

    def to_env(self) -> dict[str, str]:
        return {"BRIDGECLUB_DATA_DIR": str(self.data_dir), "BRIDGECLUB_DB": self.db or "",
                "BRIDGECLUB_REDIS": self.redis or "",
                "BRIDGECLUB_COMPUTER_DELAY": str(self.computer_delay),
                "BRIDGECLUB_BOTS": self.bots or "",
                "BRIDGECLUB_BOT_WORKERS": str(self.bot_workers or "")}
