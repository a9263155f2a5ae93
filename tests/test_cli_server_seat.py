"""The terminal's seat at a server's table (``cli.server_seat``): the views come on the
seat's websocket, the latest kept; a connection the server closes is opened again (a few
times in a row at the most), the table's view read anew."""

from __future__ import annotations

import json
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.frames import Close

from bridgeclub.cli.server_seat import RECONNECTS, ServerSeat


class Socket:
    """A websocket that hands out its frames, then closes (or waits, ``closes=False``)."""

    def __init__(self, frames: list[dict[str, Any]], closes: bool = True) -> None:
        self.frames, self.closes, self.closed = [json.dumps(f) for f in frames], closes, False

    def recv(self, timeout: float) -> str:
        if self.frames:
            return self.frames.pop(0)
        if self.closes:
            raise ConnectionClosed(Close(1012, "service restart"), None)
        raise TimeoutError

    def close(self) -> None:
        self.closed = True


def view(deal: int, version: int) -> dict[str, Any]:
    return {"type": "view", "deal_number": deal, "version": version, "view": {}}


def seat_with(sockets: list[Socket], monkeypatch: pytest.MonkeyPatch) -> ServerSeat:
    seat = ServerSeat("http://club:8000", "ab12", "t0k")
    opened = iter(sockets)

    def connect() -> None:
        seat.socket = next(opened)
        seat._next(0.0)

    monkeypatch.setattr(seat, "_connect", connect)
    return seat


def test_a_server_that_restarts_is_heard_again(monkeypatch: pytest.MonkeyPatch) -> None:
    first = Socket([view(1, 4)])
    again = Socket([view(1, 7), {"type": "event", "version": 8}, view(1, 8)], closes=False)
    seat = seat_with([first, again], monkeypatch)
    assert seat.view()["version"] == 4
    # the first connection closes: the seat connects again and reads what it is sent
    assert seat.wait(1, 4, timeout=1.0)["version"] == 8
    assert first.closed and seat.socket is again


def test_an_older_view_never_replaces_a_newer_one(monkeypatch: pytest.MonkeyPatch) -> None:
    seat = seat_with([Socket([view(2, 0), view(1, 9)], closes=False)], monkeypatch)
    assert seat.view() == view(2, 0)
    assert seat.view() == view(2, 0)


def test_a_server_that_keeps_closing_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    sockets = [Socket([view(1, 1)])] + [Socket([]) for _ in range(RECONNECTS + 1)]
    seat = seat_with(sockets, monkeypatch)
    assert seat.view()["version"] == 1
    with pytest.raises(ValueError, match="the server closed the table's connection"):
        seat.wait(1, 1, timeout=1.0)
