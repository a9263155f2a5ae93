"""A deal played at the terminal at a server's table: the person's seat only, the server
holding the game (its computers play the other seats), as the browser plays it.

The terminal's table (``DealTable``) draws a seat's view and asks for her actions; here
the view is the server's (``RemoteTable.view``: the seat's frame, never another seat's
cards) and her action goes to the server (``RemoteTable.act``, refused with the server's
reason and nothing changed). When another seat is to act, the terminal waits for the
server's next version (``RemoteTable.wait``: the server tells of it, as it tells the
page; nothing asks again and again). Nothing here knows HTTP: the command gives the
``RemoteTable``.

>>> class Script:
...     def __init__(self): self.version, self.calls = 0, []
...     def view(self):
...         actor = "S" if self.version % 2 == 0 else "W"
...         return {"version": self.version, "deal_number": 1, "view": {"actor": actor,
...                 "phase": "auction", "legal_actions": ["P"], "result": None, "seat": "S"}}
...     def act(self, action, version):
...         self.calls.append((action, version)); self.version += 1
...         return self.view()
...     def wait(self, deal_number, version, timeout):
...         self.version += 1                   # West passes
...         return self.view()
>>> game = RemoteGame(Script())
>>> game.actor, len(game.history), game.is_over
(Seat.S, 0, False)
>>> game.act("P", seat=Seat.S); game.actor, game.table.calls
(Seat.W, [('P', 0)])
>>> game.wait(1.0); game.actor, game.version
(Seat.S, 2)
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, Protocol, cast

from bridgeclub.errors import IllegalAction
from bridgeclub.game import Game
from bridgeclub.seats import Seat
from bridgeclub.tui.screen import person_names
from bridgeclub.tui.table import DealTable
from bridgeclub.tui.terminal import Terminal
from bridgeclub.tui.words import call_text

#: How long the terminal waits for the server's computers before it gives up.
PATIENCE = 120.0


class RemoteTable(Protocol):
    """One seat of a server's table: its frame (``version``, ``deal_number``, ``view``,
    ``match``), and an action taken at a version (``ValueError`` with the server's reason
    when refused); ``wait`` gives the frame once the table is past a deal's version (or
    the latest after ``timeout`` seconds)."""

    def view(self) -> dict[str, Any]: ...

    def act(self, action: str, version: int) -> dict[str, Any]: ...

    def wait(self, deal_number: int, version: int, timeout: float) -> dict[str, Any]: ...


class RemoteGame:
    """What the terminal's table reads of a game, from the server's frames of one seat."""

    def __init__(self, table: RemoteTable) -> None:
        self.table = table
        self.frame = table.view()

    def refresh(self) -> None:
        self.frame = self.table.view()

    def wait(self, timeout: float) -> None:
        """The next frame once the table has moved on (or the latest after ``timeout``)."""
        self.frame = self.table.wait(int(self.frame["deal_number"]), self.version, timeout)

    @property
    def version(self) -> int:
        return int(self.frame["version"])

    def view(self, seat: Seat | None = None) -> dict[str, Any]:
        """The seat's own view (the server shows nobody another seat's)."""
        del seat
        view: dict[str, Any] = self.frame["view"]
        return view

    @property
    def is_over(self) -> bool:
        view = self.view()
        return view.get("phase") == "done" or bool(view.get("result"))

    @property
    def actor(self) -> Seat | None:
        actor = self.view().get("actor")
        return Seat.from_str(actor) if actor else None

    @property
    def phase(self) -> str:
        return str(self.view().get("phase", ""))

    @property
    def history(self) -> Sequence[int]:
        """As long as the deal's actions so far (the table counts them to see she acted)."""
        return range(self.version)

    def act(self, action: str, seat: Seat | None = None) -> None:
        """Send the action; the server's refusal is an ``IllegalAction`` with its reason."""
        del seat
        try:
            self.frame = self.table.act(action, self.version)
        except ValueError as error:
            self.refresh()
            raise IllegalAction(str(error)) from None

    def why_illegal(self, action: object) -> str | None:
        raise NotImplementedError       # the server says why, when it refuses

    def parse_action(self, text: str) -> object:
        raise NotImplementedError


class RemoteDealTable(DealTable):
    """The terminal's table for one deal at a server's table: the person plays her seat,
    the server's computers the others."""

    def __init__(self, game: RemoteGame, seat: Seat, terminal: Terminal,
                 extra: str = "") -> None:
        super().__init__(cast(Game, game), [seat], {}, terminal, extra=extra)
        self.remote = game

    def computer_turn(self, actor: Seat) -> None:
        """Wait for the server's computers to act (the next version of the deal); their
        calls come with the explanations the server's view gives them."""
        before, deadline = self.remote.version, time.monotonic() + PATIENCE
        calls = len(self.remote.view().get("auction") or [])
        while self.remote.version == before and not self.remote.is_over:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"the server's {actor.full_name} has not played for "
                                   f"{PATIENCE:.0f} seconds")
            self.remote.wait(min(left, 5.0))
        self.notes += explained_calls(self.remote.view(), calls)


def explained_calls(view: dict[str, Any], since: int) -> list[str]:
    """The explanations of the calls made after the first ``since`` of the view's
    auction (the computers' calls, as the terminal's own table shows them).

    >>> view = {"seat": "S", "auction": [
    ...     {"seat": "W", "call": "1NT", "explanation": "15-17 points, balanced"},
    ...     {"seat": "N", "call": "P", "explanation": None}]}
    >>> explained_calls(view, 0)
    ["West's 1NT: 15-17 points, balanced"]
    """
    names = person_names(view)
    return [f"{names.get(str(entry.get('seat')), entry.get('seat'))}'s "
            f"{call_text(str(entry.get('call')))}: {entry['explanation']}"
            for entry in (view.get("auction") or [])[since:]
            if entry.get("explanation") and entry.get("seat") != view.get("seat")]

    def undo(self, seat: Seat) -> None:
        del seat
        self.notes = ["A tournament's board cannot be taken back."]
