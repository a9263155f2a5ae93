"""The browser app: the page the server serves at ``/`` (the lobby) and
``/t/{table}?token=...`` (a table), drawn in the browser from the protocol's ``view``
messages only (``docs/protocol.md``).

No build step: ``static/`` holds plain HTML, CSS and JavaScript modules, served as they are.
``index.html`` is the one page for both addresses; ``app.js`` reads the address and draws
the lobby or the table. The server mounts ``static_dir()`` at ``/static``.

>>> (static_dir() / "index.html").is_file(), (static_dir() / "app.js").is_file()
(True, True)
>>> "/static/app.js" in index_html()
True
"""

from __future__ import annotations

from pathlib import Path

#: Where the page's files are (package data).
STATIC = Path(__file__).parent / "static"


def static_dir() -> Path:
    """The folder of the page's files, to mount at ``/static``."""
    return STATIC


def index_html() -> str:
    """The page served at ``/`` and ``/t/{table}``: the same for every table and seat (the
    token stays in the address and goes to the server only in requests)."""
    return (STATIC / "index.html").read_text(encoding="utf-8")
