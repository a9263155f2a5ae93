"""Talking to a bridgeclub server from the command line: its REST answers
(``server_request``, a refusal a ``Refused`` with the server's message), and one seat of a
server's table for the terminal (``tui.remote.RemoteTable``): the seat's
websocket, the one the page uses, brings every new view the moment the table changes, so
the terminal waits for the server's computers without asking again and again (a seat's
view by REST is rate limited, ``Limits.views_per_minute``); actions and the next deal go
by REST, whose refusals carry the server's reason.

>>> ServerSeat("http://club:8000", "ab12", "t0k").socket_url
'ws://club:8000/ws/tables/ab12?token=t0k'
>>> ServerSeat("https://club.example", "ab12", "t").socket_url
'wss://club.example/ws/tables/ab12?token=t'
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote


class Refused(ValueError):
    """The server refused a request: its message (``str`` says it was the server's)."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(f"the server refused: {message}")
        self.message, self.status = message, status


def server_request(url: str, body: dict[str, Any] | None = None, token: str | None = None
                   ) -> bytes:
    """The server's answer to a GET (or, with a ``body``, a POST of it as JSON); a refusal
    is ``Refused``, a server out of reach a ``ValueError`` saying so."""
    import urllib.error
    import urllib.request

    headers = {"Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body).encode()
    request = urllib.request.Request(url, data, headers, method="POST" if data else "GET")
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return bytes(answer.read())
    except urllib.error.HTTPError as error:
        try:
            message = json.loads(error.read()).get("message", "")
        except ValueError:
            message = ""
        raise Refused(message or str(error.reason), error.code) from None
    except (urllib.error.URLError, OSError) as error:
        raise ValueError(f"cannot reach {url}: {getattr(error, 'reason', error)}") from None


#: How many times in a row a connection the server closed is opened again.
RECONNECTS = 3
#: The largest frame the server sends a seat (a view with its whole match), in bytes.
MAX_FRAME = 4 * 1024 * 1024


class ServerSeat:
    """South's seat at a server's table: its views from its websocket, its actions by
    REST (``ValueError`` with the server's reason when refused)."""

    def __init__(self, base: str, table: str, token: str) -> None:
        self.url, self.token = f"{base}/api/tables/{table}", token
        scheme, _, rest = base.partition("://")
        self.socket_url = (f"{'wss' if scheme == 'https' else 'ws'}://{rest}/ws/tables/"
                           f"{table}?token={quote(token)}")
        self.socket: Any = None
        self.frame: dict[str, Any] | None = None
        #: Connections opened again since the last view came (a few at the most).
        self.again = 0

    def _connect(self) -> None:
        from websockets.exceptions import WebSocketException
        from websockets.sync.client import connect

        try:
            self.socket = connect(self.socket_url, open_timeout=30, max_size=MAX_FRAME,
                                  compression=None)
        except (OSError, WebSocketException, TimeoutError) as error:
            raise ValueError(f"cannot reach {self.socket_url.split('?')[0]}: {error}"
                             ) from None
        self._next(30.0)
        if self.frame is None:
            raise ValueError("the server sent no view of the table")

    def _next(self, timeout: float) -> bool:
        """Read the socket's frames for up to ``timeout`` seconds, until a view comes
        (kept as ``frame``); whether one came. A connection the server closes is opened
        again (a restarted server carries on every table), ``RECONNECTS`` times in a row
        at the most; a refusal on connecting (a
        bad token) is a ``ValueError`` with the server's reason."""
        from websockets.exceptions import ConnectionClosed

        deadline = time.monotonic() + timeout
        while True:
            left = max(0.0, deadline - time.monotonic())
            try:
                text = self.socket.recv(timeout=left)
            except TimeoutError:
                return False
            except ConnectionClosed:
                if self.frame is None or self.again >= RECONNECTS:
                    raise ValueError("the server closed the table's connection") from None
                self.again += 1
                self.socket.close()     # a server restarted: connect again, read its view
                self._connect()
                return True
            frame = json.loads(text)
            if frame.get("type") == "view":
                self.again = 0
                self._keep(frame)
                return True
            if frame.get("type") == "error" and self.frame is None:
                raise ValueError(f"the server refused: {frame.get('message', '')}")

    def _keep(self, frame: dict[str, Any]) -> dict[str, Any]:
        """Keep ``frame`` unless the seat has seen a later one (a view the socket sent
        before the answer to her own action came by REST)."""
        if self.frame is None or _step(frame) >= _step(self.frame):
            self.frame = frame
        return frame

    def _drain(self) -> None:
        """Take every view already sent, the last one kept."""
        while self._next(0.0):
            pass

    def view(self) -> dict[str, Any]:
        """The seat's latest view (connecting on the first call)."""
        if self.socket is None:
            self._connect()
        else:
            self._drain()
        assert self.frame is not None
        return self.frame

    def wait(self, deal_number: int, version: int, timeout: float) -> dict[str, Any]:
        """The seat's view once it is past ``version`` of deal ``deal_number`` (a
        computer acted, a new deal), or the latest after ``timeout`` seconds."""
        frame = self.view()
        deadline = time.monotonic() + timeout
        while _step(frame) <= (deal_number, version) and time.monotonic() < deadline:
            if self._next(max(0.0, deadline - time.monotonic())):
                assert self.frame is not None
                frame = self.frame
        return frame

    def act(self, action: str, version: int) -> dict[str, Any]:
        try:
            frame: dict[str, Any] = json.loads(server_request(
                f"{self.url}/actions", {"action": action, "version": version}, self.token))
        except Refused as error:
            raise ValueError(error.message) from None
        return self._keep(frame)

    def next_deal(self, number: int) -> dict[str, Any]:
        frame: dict[str, Any] = json.loads(server_request(f"{self.url}/next",
                                                    {"deal_number": number}, self.token))
        return self._keep(frame)

    def close(self) -> None:
        if self.socket is not None:
            self.socket.close()
            self.socket = None


def _step(frame: dict[str, Any]) -> tuple[int, int]:
    """How far the table is in a frame: its deal, then the deal's version.

    >>> _step({"deal_number": 2, "version": 0}) > _step({"deal_number": 1, "version": 57})
    True
    """
    return int(frame["deal_number"]), int(frame["version"])
