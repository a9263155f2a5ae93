"""Seats, sides and vulnerability.

Seats are ``N E S W`` in clockwise order; play and calling go clockwise (``next``).
Names follow endplay and the game: ``lho`` (left-hand opponent, the next seat),
``rho`` (right-hand opponent) and ``partner``.

>>> Seat.N.lho, Seat.N.rho, Seat.N.partner, Seat.W.next
(Seat.E, Seat.W, Seat.S, Seat.N)
>>> Seat.from_str("south").side
Side.NS
>>> Vulnerability.from_str("All").is_vulnerable(Side.EW)
True
"""

from __future__ import annotations

import enum
from typing import overload


class Seat(enum.IntEnum):
    """A seat at the table: North, East, South or West."""

    N = 0
    E = 1
    S = 2
    W = 3

    def __bool__(self) -> bool:
        """Every member is true, the first (value 0) too, so ``x or default`` is safe."""
        return True

    @property
    def next(self) -> Seat:
        """The seat to the left, which acts after this one (clockwise)."""
        return _SEATS[(self + 1) % 4]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return _SEATS[(self + 1) % 4]

    @property
    def partner(self) -> Seat:
        return _SEATS[(self + 2) % 4]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the seat that acted just before this one."""
        return _SEATS[(self + 3) % 4]

    @property
    def side(self) -> Side:
        return Side.NS if self % 2 == 0 else Side.EW

    @property
    def full_name(self) -> str:
        return ("North", "East", "South", "West")[self]

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise from this one.

        >>> Seat.S.after(3)
        Seat.E
        """
        return _SEATS[(self + steps) % 4]

    @classmethod
    def from_str(cls, text: str) -> Seat:
        key = text.strip().upper()[:1]
        if key not in ("N", "E", "S", "W") or text.strip().upper() not in _SEAT_NAMES:
            raise ValueError(f"not a seat: {text!r} (use N, E, S or W)")
        return _SEATS["NESW".index(key)]

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Seat.{self.name}"


_SEATS: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)
_SEAT_NAMES = {"N", "E", "S", "W", "NORTH", "EAST", "SOUTH", "WEST"}
SEATS = _SEATS


class Side(enum.Enum):
    """A partnership: North-South or East-West.

    >>> Side.NS.seats, Side.NS.opponents
    ((Seat.N, Seat.S), Side.EW)
    """

    NS = "NS"
    EW = "EW"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)

    @property
    def opponents(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS

    @classmethod
    def from_str(cls, text: str) -> Side:
        key = text.strip().upper().replace("-", "").replace("/", "")
        if key in ("NS", "SN"):
            return Side.NS
        if key in ("EW", "WE"):
            return Side.EW
        raise ValueError(f"not a side: {text!r} (use NS or EW)")

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Side.{self.value}"


class Vulnerability(enum.Enum):
    """Which sides are vulnerable; written as in PBN (``None``, ``NS``, ``EW``, ``All``).

    >>> Vulnerability.from_str("Both"), str(Vulnerability.NONE)
    (Vulnerability.ALL, 'None')
    """

    NONE = "None"
    NS = "NS"
    EW = "EW"
    ALL = "All"

    def is_vulnerable(self, side: Side) -> bool:
        return self is Vulnerability.ALL or self.value == side.value

    @classmethod
    def of(cls, ns: bool, ew: bool) -> Vulnerability:
        """The vulnerability with the given sides vulnerable."""
        if ns and ew:
            return cls.ALL
        return cls.NS if ns else cls.EW if ew else cls.NONE

    @classmethod
    def from_str(cls, text: str) -> Vulnerability:
        key = text.strip().upper().replace("-", "").replace("/", "")
        found = _VUL_ALIASES.get(key)
        if found is None:
            raise ValueError(f"not a vulnerability: {text!r} (use None, NS, EW or All)")
        return found

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Vulnerability.{self.name}"


_VUL_ALIASES = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "-": Vulnerability.NONE,
    "": Vulnerability.NONE, "O": Vulnerability.NONE,
    "NS": Vulnerability.NS, "N": Vulnerability.NS,
    "EW": Vulnerability.EW, "E": Vulnerability.EW,
    "ALL": Vulnerability.ALL, "BOTH": Vulnerability.ALL, "B": Vulnerability.ALL,
}


def board_dealer(board: int) -> Seat:
    """The dealer of duplicate board ``board``: N, E, S, W in turn (seed 002, "Boards").

    >>> [str(board_dealer(n)) for n in (1, 2, 3, 4, 5, 17)]
    ['N', 'E', 'S', 'W', 'N', 'N']
    """
    if board < 1:
        raise ValueError(f"board numbers start at 1, not {board}")
    return _SEATS[(board - 1) % 4]


_BOARD_VUL = "None NS EW All NS EW All None EW All None NS All None NS EW".split()


def board_vulnerability(board: int) -> Vulnerability:
    """The vulnerability of duplicate board ``board``; boards 1-16 repeat (seed 002).

    >>> [str(board_vulnerability(n)) for n in (1, 2, 3, 4, 13, 16, 17)]
    ['None', 'NS', 'EW', 'All', 'All', 'EW', 'None']
    """
    if board < 1:
        raise ValueError(f"board numbers start at 1, not {board}")
    return Vulnerability(_BOARD_VUL[(board - 1) % 16])


@overload
def to_seat(value: Seat | str) -> Seat: ...
@overload
def to_seat(value: None) -> None: ...
@overload
def to_seat(value: Seat | str | None) -> Seat | None: ...


def to_seat(value: Seat | str | None) -> Seat | None:
    """A seat given as a Seat or its name (``"S"``, ``"south"``); None stays None.

    >>> to_seat("w"), to_seat(Seat.N), to_seat(None)
    (Seat.W, Seat.N, None)
    """
    return Seat.from_str(value) if isinstance(value, str) else value
