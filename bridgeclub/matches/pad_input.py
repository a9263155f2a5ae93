"""What a score pad reads: seats, contracts, tricks and points typed by people, each turned
into a value or refused with a clear ValueError (never an AttributeError, a TypeError or a
KeyError), before anything on the sheet changes.

Every match kind reads its ``record`` arguments here, so the same mistake gets the same
answer on every pad: ``tricks=9.5``, ``tricks=True``, ``"4S by E"`` with declarer S, a
declarer of 5, honours of 100.0, ``record(None)``.

(A project-wide ``bridgeclub.parsing`` for PBN and LIN is being written beside this; these
are the score pad's own small readers.)

>>> pad_tricks("10"), pad_tricks(7)
(10, 7)
>>> pad_tricks(9.5)
Traceback (most recent call last):
...
ValueError: tricks run from 0 to 13 (a whole number), not 9.5
>>> pad_contract("4S by E", "S", example="4SX S 10")
Traceback (most recent call last):
...
ValueError: two declarers: 4S by E, and S given
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bridgeclub.calls import Contract, Strain
from bridgeclub.seats import SEATS, Seat, Side

#: Longest text a pad reads in one field (a contract, a seat, a word).
MAX_TEXT = 40
#: Words that mean a deal was passed out, on the score pad.
PASSED_OUT = ("P", "PASS", "PASSED", "PASSED OUT", "-")


def short(value: object) -> str:
    """``value`` as a short text for a message: its repr, cut at 30 characters.

    >>> short("x" * 50)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
    """
    return f"{value!r:.30}"


def pad_text(value: object, what: str, example: str) -> str:
    """A text field of the pad, stripped; refused when it is not text or is too long.

    >>> pad_text(4, "a contract", "4SX S 10")
    Traceback (most recent call last):
    ...
    ValueError: a contract is written as text, like 4SX S 10, not 4
    """
    if not isinstance(value, str):
        raise ValueError(f"{what} is written as text, like {example}, not {short(value)}")
    text = value.strip()
    if not text or len(text) > MAX_TEXT:
        raise ValueError(f"{what} is written like {example}, not {short(value)}")
    return text


def is_passed_out(text: str) -> bool:
    """Whether a pad's contract says the deal was passed out (``P``, ``pass``, ``-``).

    >>> is_passed_out(" pass "), is_passed_out("4S")
    (True, False)
    """
    return text.strip().upper() in PASSED_OUT


def pad_seat(value: object, seats: tuple[Seat, ...] = SEATS, what: str = "declarer"
             ) -> Seat:
    """A seat given as a Seat or its name, one of ``seats``.

    >>> pad_seat("s"), pad_seat(Seat.W, (Seat.S, Seat.W))
    (Seat.S, Seat.W)
    >>> pad_seat(5, (Seat.E, Seat.S, Seat.W), "the Winning Bidder")
    Traceback (most recent call last):
    ...
    ValueError: the Winning Bidder is a seat: E, S or W, not 5
    """
    names = ", ".join(str(s) for s in seats[:-1]) + f" or {seats[-1]}"
    if isinstance(value, Seat):
        seat = value
    elif isinstance(value, str) and len(value) <= MAX_TEXT:
        try:
            seat = Seat.from_str(value)
        except ValueError:
            raise ValueError(f"not a seat: {short(value)} ({what} is {names})") from None
    else:
        raise ValueError(f"{what} is a seat: {names}, not {short(value)}")
    if seat not in seats:
        raise ValueError(f"{what} is {names}, not {seat}")
    return seat


def pad_tricks(value: object, high: int = 13) -> int:
    """Tricks won: a whole number (or its ASCII digits) from 0 to ``high``.

    >>> pad_tricks(True)
    Traceback (most recent call last):
    ...
    ValueError: tricks run from 0 to 13 (a whole number), not True
    >>> pad_tricks("²")
    Traceback (most recent call last):
    ...
    ValueError: tricks run from 0 to 13 (a whole number), not '²'
    """
    if value is None:
        raise ValueError(f"how many tricks did declarer's side win? (0 to {high})")
    tricks: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        tricks = value
    elif isinstance(value, str):
        text = value.strip()
        if text.isascii() and text.isdigit() and len(text) <= 3:
            tricks = int(text)
    if tricks is None or not 0 <= tricks <= high:
        raise ValueError(f"tricks run from 0 to {high} (a whole number), not {short(value)}")
    return tricks


def no_declarer_nor_tricks(declarer: object, tricks: object, why: str) -> None:
    """Refuse a declarer or tricks given with a deal that has none (``P``, ``redeal``).

    >>> no_declarer_nor_tricks("N", 9, "a passed-out deal")
    Traceback (most recent call last):
    ...
    ValueError: a passed-out deal has no declarer and no tricks
    """
    if declarer is not None or tricks is not None:
        raise ValueError(f"{why} has no declarer and no tricks")


def pad_contract(value: object, declarer: object, *, example: str, max_level: int = 7,
                 doubles: bool = True, seats: tuple[Seat, ...] = SEATS,
                 bidder: str = "declarer", game: str = "") -> Contract:
    """A contract with its declarer: the contract's own ``by S`` and ``declarer`` must
    agree, and one of them must be given.

    >>> pad_contract("4sx", "s", example="4SX S 10")
    Contract(level=4, strain=Strain.SPADES, doubled=1, declarer=Seat.S)
    >>> pad_contract("8H", "S", example="4SX S 10")
    Traceback (most recent call last):
    ...
    ValueError: not a contract: '8H' (levels run from 1 to 7, 1C to 7NT; write it like 4SX S 10)
    """
    text = pad_text(value, "a contract", example)
    article = "an" if game[:1] in ("A", "E", "I", "O", "U") else "a"
    a_contract = f"{article} {game} contract" if game else "a contract"
    try:
        contract = Contract.from_str(text)
    except ValueError as error:
        why = f"levels run from 1 to {max_level}; " if "level" in str(error) else ""
        raise ValueError(f"not {a_contract}: {short(text)} ({why}write it like {example})") \
            from None
    if contract.level > max_level:
        raise ValueError(f"not {a_contract}: {short(text)} (levels run from 1 to "
                         f"{max_level}, 1C to {max_level}NT; write it like {example})")
    if contract.doubled and not doubles:
        raise ValueError(f"there are no doubles {'in ' + game if game else 'here'}: "
                         f"{short(text)} (contracts run from 1C to {max_level}NT)")
    if declarer is None and contract.declarer is None:
        names = ", ".join(str(s) for s in seats)
        question = f"who declared {contract}" if bidder == "declarer" \
            else f"who won the bidding with {contract}"
        raise ValueError(f"{question}? give the seat ({names}), like {example}")
    if declarer is not None:
        seat = pad_seat(declarer, seats, bidder)
        if contract.declarer not in (None, seat):
            raise ValueError(f"two declarers: {contract.describe()}, and {seat} given")
        contract = contract.with_declarer(seat)
    assert contract.declarer is not None
    if contract.declarer not in seats:
        pad_seat(str(contract.declarer), seats, bidder)
    return contract


def pad_mapping(value: object, what: str, example: str) -> Mapping[Any, Any]:
    """A mapping from sides to points, as ``honours`` and ``hcp`` are given.

    >>> pad_mapping([100], "honours", "{'NS': 100}")
    Traceback (most recent call last):
    ...
    ValueError: honours are given by side, like {'NS': 100}, not [100]
    """
    if not isinstance(value, Mapping) or len(value) > 2:
        raise ValueError(f"{what} are given by side, like {example}, not {short(value)}")
    return value


def pad_side(value: object) -> Side:
    """A side named NS or EW.

    >>> pad_side("ew"), pad_side(Side.NS)
    (Side.EW, Side.NS)
    """
    if isinstance(value, Side):
        return value
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ValueError(f"a side is NS or EW, not {short(value)}")
    return Side.from_str(value)


def pad_honours(honours: object, contract: Contract | None) -> dict[Side, int]:
    """Honours claimed at the table: ``{"NS": 100}``; 100 or 150 in a suit, 150 (four
    aces) at no trumps, for one side only.

    >>> pad_honours({"EW": 150}, Contract.from_str("3NT by N"))
    {Side.EW: 150}
    >>> pad_honours({"NS": 100}, Contract.from_str("3NT by N"))
    Traceback (most recent call last):
    ...
    ValueError: at no trumps only four aces in one hand count as honours: 150
    >>> pad_honours({"NS": 100.0}, Contract.from_str("4S by N"))
    Traceback (most recent call last):
    ...
    ValueError: honours score 100 (four) or 150 (five), not 100.0
    """
    if honours is None:
        return {}
    given = pad_mapping(honours, "honours", "{'NS': 100}")
    if not given:
        return {}
    if contract is None:
        raise ValueError("a passed-out deal scores no honours")
    found: dict[Side, int] = {}
    for key, points in given.items():
        side = pad_side(key)
        if isinstance(points, bool) or not isinstance(points, int) or points not in (100, 150):
            raise ValueError(f"honours score 100 (four) or 150 (five), not {short(points)}")
        if contract.strain is Strain.NOTRUMP and points != 150:
            raise ValueError("at no trumps only four aces in one hand count as honours: 150")
        found[side] = points
    if len(found) > 1:
        raise ValueError("only one side can hold four or five honours")
    return found


def pad_hcp(hcp: object) -> dict[Side, int] | None:
    """High-card points of a side (the other side holds the rest of the 40).

    >>> pad_hcp({"EW": 24})
    {Side.EW: 24, Side.NS: 16}
    >>> pad_hcp([20])
    Traceback (most recent call last):
    ...
    ValueError: high-card points are given by side, like hcp EW 24, not [20]
    """
    if hcp is None:
        return None
    given = pad_mapping(hcp, "high-card points", "hcp EW 24")
    found: dict[Side, int] = {}
    for key, points in given.items():
        side = pad_side(key)
        if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= 40:
            raise ValueError(f"a side holds 0 to 40 high-card points, not {short(points)}")
        found[side] = points
    if not found:
        raise ValueError("give the high-card points of a side, like hcp EW 24")
    if len(found) == 2 and sum(found.values()) != 40:
        raise ValueError("the two sides' high-card points must add up to 40")
    side = next(iter(found))
    found.setdefault(side.opponents, 40 - found[side])
    return found


def no_details(details: Mapping[str, object], allowed: tuple[str, ...] = (),
               known: tuple[str, ...] = ("honours", "hcp", "exchange_winner")) -> None:
    """Refuse details a pad does not take, naming the first: a detail of another pad
    (``honours`` on a duplicate pad) or one no pad knows.

    >>> no_details({"honours": {"NS": 100}})
    Traceback (most recent call last):
    ...
    ValueError: this score pad takes no honours
    >>> no_details({"vulnerable": True})
    Traceback (most recent call last):
    ...
    ValueError: unknown detail: 'vulnerable'
    """
    unknown = sorted(set(details) - set(allowed))
    if unknown:
        name = unknown[0]
        if name in known:
            raise ValueError(f"this score pad takes no {name}")
        raise ValueError(f"unknown detail: {name[:30]!r}")
