"""Strains, calls and contracts.

A call is ``P`` (pass), ``X`` (double), ``XX`` (redouble) or a bid ``<level><strain>``
with strain ``C D H S NT``. Contract Bridge bids run 1-7; EZ-Bridge names 1-13 tricks, so
levels up to 13 exist as values and each auction decides which are legal.

>>> Call.from_str("1nt"), Call.from_str("Pass"), str(Call.from_str("xx"))
(Call('1NT'), Call('P'), 'XX')
>>> Call.bid(4, Strain.SPADES) > Call.bid(4, Strain.HEARTS)
True
>>> c = Contract.from_str("4SX by S")
>>> str(c), c.declarer, c.tricks_needed
('4SX', Seat.S, 10)
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from bridgeclub.cards import Suit
from bridgeclub.seats import Seat, to_seat


class Strain(enum.IntEnum):
    """A denomination: a trump suit or no trumps, ranked C < D < H < S < NT."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    def __bool__(self) -> bool:
        """Every member is true, the first (value 0) too, so ``x or default`` is safe."""
        return True

    @property
    def letter(self) -> str:
        return ("C", "D", "H", "S", "NT")[self.value]

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None at no trumps."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def is_major(self) -> bool:
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def of(cls, suit: Suit | None) -> Strain:
        return cls.NOTRUMP if suit is None else cls(suit.value)

    @classmethod
    def from_str(cls, text: str) -> Strain:
        """Read ``C D H S NT`` (also ``N``, ``NoTrump``, suit symbols).

        >>> Strain.from_str("n"), Strain.from_str("♥")
        (Strain.NOTRUMP, Strain.HEARTS)
        """
        key = text.strip().upper().replace(" ", "")
        if key in ("NT", "N", "NOTRUMP", "NOTRUMPS", "NOTRUMPS"):
            return cls.NOTRUMP
        try:
            return cls(Suit.from_str(key).value)
        except ValueError:
            raise ValueError(f"not a strain: {text!r} (use C, D, H, S or NT)") from None

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Strain.{self.name}"


class Call:
    """A call in an auction: pass, double, redouble or a bid. Interned and immutable.

    Bids order by level, then strain; pass, double and redouble have no order.
    """

    __slots__ = ("_text", "kind", "level", "rank", "strain")
    PASS_KIND: ClassVar[str] = "P"
    DOUBLE_KIND: ClassVar[str] = "X"
    REDOUBLE_KIND: ClassVar[str] = "XX"
    BID_KIND: ClassVar[str] = "bid"
    _cache: ClassVar[dict[tuple[str, int, Strain | None], Call]] = {}
    _by_text: ClassVar[dict[str, Call]] = {}
    kind: str
    level: int
    strain: Strain | None
    rank: int
    _text: str

    def __new__(cls, kind: str, level: int = 0, strain: Strain | None = None) -> Call:
        cached = cls._cache.get((kind, level, strain))
        if cached is not None:
            return cached
        if kind == cls.BID_KIND:
            if strain is None or not 1 <= level <= 13:
                raise ValueError(f"a bid needs a level from 1 to 13 and a strain, not {level}")
            text = f"{level}{strain.letter}"
            rank = level * 5 + strain.value
        elif kind in (cls.PASS_KIND, cls.DOUBLE_KIND, cls.REDOUBLE_KIND):
            if level or strain is not None:
                raise ValueError(f"{kind} has no level or strain")
            text, rank = kind, -1
        else:
            raise ValueError(f"not a kind of call: {kind!r}")
        call = object.__new__(cls)
        for name, value in (("kind", kind), ("level", level), ("strain", strain),
                            ("rank", rank), ("_text", text)):
            object.__setattr__(call, name, value)
        cls._cache[(kind, level, strain)] = call
        cls._by_text[text] = call
        return call

    @classmethod
    def bid(cls, level: int, strain: Strain) -> Call:
        return cls(cls.BID_KIND, level, strain)

    @classmethod
    def from_str(cls, text: str) -> Call:
        """Read ``P``/``Pass``/``NB``, ``X``/``Dbl``, ``XX``/``Rdbl`` or a bid like ``3NT``."""
        found = cls._by_text.get(text)
        if found is not None:
            return found
        key = text.strip().upper().replace(" ", "")
        if key in ("P", "PASS", "NB", "NOBID", "AP"):
            return PASS
        if key in ("X", "D", "DBL", "DOUBLE"):
            return DOUBLE
        if key in ("XX", "R", "RDBL", "REDOUBLE"):
            return REDOUBLE
        digits = len(key) - len(key.lstrip("0123456789"))
        if digits == 0 or digits == len(key) or digits > 2:
            raise ValueError(f"not a call: {text!r} (use P, X, XX or a bid like 1NT)")
        level = int(key[:digits])
        if not 1 <= level <= 13:
            raise ValueError(f"not a call: {text!r} (a bid's level runs from 1 to 13)")
        try:
            strain = Strain.from_str(key[digits:])
        except ValueError:
            raise ValueError(f"not a call: {text!r} (a bid's strain is C, D, H, S or NT)") \
                from None
        return cls.bid(level, strain)

    @property
    def is_bid(self) -> bool:
        return self.kind == Call.BID_KIND

    @property
    def is_pass(self) -> bool:
        return self.kind == Call.PASS_KIND

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("calls are immutable")

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Call.from_str, (self._text,))

    def __copy__(self) -> Call:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Call:
        return self

    def _bid_rank(self, other: Call) -> tuple[int, int]:
        if not (self.is_bid and other.is_bid):
            raise TypeError("only bids are ordered")
        return self.rank, other.rank

    def __lt__(self, other: Call) -> bool:
        a, b = self._bid_rank(other)
        return a < b

    def __gt__(self, other: Call) -> bool:
        a, b = self._bid_rank(other)
        return a > b

    def __le__(self, other: Call) -> bool:
        a, b = self._bid_rank(other)
        return a <= b

    def __ge__(self, other: Call) -> bool:
        a, b = self._bid_rank(other)
        return a >= b

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Call({self._text!r})"


PASS = Call(Call.PASS_KIND)
DOUBLE = Call(Call.DOUBLE_KIND)
REDOUBLE = Call(Call.REDOUBLE_KIND)


@cache
def bids_up_to(max_level: int) -> tuple[Call, ...]:
    """All bids from 1C to ``max_level``NT in rising order (made once per level: every
    auction asks for them).

    >>> bids = bids_up_to(7)
    >>> len(bids), bids[0], bids[-1]
    (35, Call('1C'), Call('7NT'))
    """
    return tuple(Call.bid(level, strain) for level in range(1, max_level + 1) for strain in Strain)


@dataclass(frozen=True, slots=True)
class Contract:
    """A final contract: level, strain, doubled (0, 1 or 2 for XX) and the declarer.

    ``str`` gives the PBN form without the declarer (``4SX``); ``describe`` adds it.

    >>> Contract.from_str("3NTXX").doubled, Contract(7, Strain.NOTRUMP).describe()
    (2, '7NT')
    """

    level: int
    strain: Strain
    doubled: int = 0
    declarer: Seat | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 13:
            raise ValueError(f"a contract's level runs from 1 to 13, not {self.level}")
        if self.doubled not in (0, 1, 2):
            raise ValueError("doubled is 0, 1 (X) or 2 (XX)")

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer must win: book (six) plus the level."""
        return self.level + 6

    @property
    def trump(self) -> Suit | None:
        return self.strain.suit

    @classmethod
    def from_str(cls, text: str, declarer: Seat | str | None = None) -> Contract:
        """Read ``4SX``, ``3NTXX``, ``4S*`` or ``4SX by S`` (also ``4SXS``).

        >>> Contract.from_str("6H**N")
        Contract(level=6, strain=Strain.HEARTS, doubled=2, declarer=Seat.N)
        """
        key = text.strip().upper().replace(" ", "").replace("*", "X")
        match = _CONTRACT_RE.fullmatch(key)
        if match is None:
            raise ValueError(f"not a contract: {text!r} (write it like 4S, 3NTX or 6HXX by S)")
        level = int(match["level"])
        if not 1 <= level <= 13:
            raise ValueError(f"not a contract: {text!r} (a contract's level runs from 1 to 13)")
        who = match["declarer"] or declarer
        seat = to_seat(who)
        return cls(level, Strain.from_str(match["strain"]), len(match["doubled"]), seat)

    def with_declarer(self, declarer: Seat) -> Contract:
        return Contract(self.level, self.strain, self.doubled, declarer)

    def describe(self) -> str:
        return str(self) if self.declarer is None else f"{self} by {self.declarer}"

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}{'X' * self.doubled}"


_CONTRACT_RE = re.compile(r"(?P<level>[0-9]{1,2})(?P<strain>NT|N|C|D|H|S)(?P<doubled>X{0,2})"
                          r"(?:BY)?(?P<declarer>[NESW])?")
