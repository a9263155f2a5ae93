"""The event model: a duplicate event's pairs or teams, boards and results, the way a
director's traveller holds them (seed 002, "Duplicate Bridge: Pairs": "North is ...
responsible for entering the result"; Laws 12C for adjusted scores).

A ``Result`` is one table's result on one board: a contract with declarer, tricks and
lead; a board passed out; an artificial adjusted score (``A+``, ``A``, ``A-`` for each
side, split as ``A+``/``A-``); a fixed score in points awarded by the director; a board not
played; a bye for a pair that sits out. ``Event.enter`` checks a result before it keeps it:
an impossible result raises ``ValueError`` with the reason and changes nothing.

>>> event = Event("Club night", scoring="MP")
>>> event.add_pair(1, "Ann - Bob"); event.add_pair(2, "Cid - Dee")
>>> event.add_board(1, vulnerable="None")
>>> event.enter(Result(board=1, ns=1, ew=2, contract="4S", declarer="N", tricks=10))
>>> event.results[0].ns_score(event.boards[1])
420
>>> event.enter(Result(board=1, ns=1, ew=2, contract="4S", declarer="N", tricks=14))
Traceback (most recent call last):
...
ValueError: board 1, NS 1 v EW 2: tricks run from 0 to 13, not 14
>>> len(event.results)
1
>>> Event.from_json(event.to_json()) == event
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from bridgeclub.calls import Contract
from bridgeclub.cards import Card
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.seats import Seat, Vulnerability

#: Scoring methods of an event: matchpoints, Butler IMPs, cross-IMPs (summed; ``Cross1``
#: divided by the number of scores, ``Cross2`` by the number of comparisons, as the PBN
#: standard's Scoring modifiers say; ``Butler`` is PBN's ``Butler-2``, the datum without
#: the top and bottom scores, ``ButlerAll`` PBN's plain ``Butler``, the mean of them all
#: teams (IMPs to VPs), board-a-match. The PBN
#: ``Scoring`` tag's names (Ruter) map onto them in ``rescore``.
METHODS = ("MP", "Butler", "Cross", "Teams", "BAM", "Cross1", "Cross2", "ButlerAll")
ADJUSTED = ("A+", "A", "A-")
KINDS = ("played", "passed", "adjusted", "fixed", "not played", "bye")


@dataclass(frozen=True)
class BoardInfo:
    """A board of the event: its number, dealer, vulnerability and deal (PBN, may be
    empty when only the results are known)."""

    number: int
    dealer: str = "N"
    vulnerable: str = "None"
    deal: str = ""

    @property
    def vulnerability(self) -> Vulnerability:
        return Vulnerability.from_str(self.vulnerable)


@dataclass(frozen=True)
class Result:
    """One table's result on one board (see the module docstring for the kinds)."""

    board: int
    ns: int | None
    ew: int | None
    contract: str | None = None      # "4SX", "3NT", "Pass"
    declarer: str | None = None      # N E S W
    tricks: int | None = None        # taken by declarer's side
    lead: str | None = None          # the opening lead, like "ST"
    adjusted: tuple[str, str] | None = None   # ("A+", "A-"): NS's then EW's
    fixed: int | None = None         # a score in points for NS, given by the director
    not_played: bool = False
    bye: bool = False
    section: str = ""
    table: int | None = None
    round: int | None = None

    @property
    def kind(self) -> str:
        if self.bye:
            return "bye"
        if self.not_played:
            return "not played"
        if self.adjusted is not None:
            return "adjusted"
        if self.fixed is not None:
            return "fixed"
        if self.contract is not None and self.contract.upper() == "PASS":
            return "passed"
        return "played"

    def where(self) -> str:
        return f"board {self.board}, NS {self.ns} v EW {self.ew}"

    def summary(self) -> str:
        """The result as a traveller writes it: the contract, declarer and tricks, or
        what else happened at the table.

        >>> Result(1, 1, 2, "4SX", "N", 10).summary(), Result(1, 1, 2, "Pass").summary()
        ('4SX N 10', 'passed out')
        >>> Result(1, 1, 2, adjusted=("A+", "A-")).summary()
        'A+/A-'
        """
        if self.bye:
            return "bye"
        if self.adjusted is not None:
            return "/".join(self.adjusted)
        if self.not_played:
            return "not played"
        if self.fixed is not None:
            return "fixed"
        if self.kind == "passed":
            return "passed out"
        return f"{self.contract} {self.declarer} {self.tricks}"

    def check(self) -> None:
        """Raise ``ValueError`` saying why this result cannot have happened."""
        kind = self.kind
        if kind == "bye":
            return
        if self.ns is None or self.ew is None or self.ns == self.ew:
            raise ValueError(f"{self.where()}: a result needs two different pairs")
        if kind == "adjusted":
            assert self.adjusted is not None
            if any(a not in ADJUSTED for a in self.adjusted) or len(self.adjusted) != 2:
                raise ValueError(f"{self.where()}: an adjusted score is A+, A or A- for "
                                 f"each side, not {'/'.join(self.adjusted)}")
        if kind == "fixed" and (self.fixed is None or self.fixed % 10):
            raise ValueError(f"{self.where()}: a fixed score is a multiple of 10 points")
        if kind != "played":
            return
        if self.contract is None or self.declarer is None or self.tricks is None:
            raise ValueError(f"{self.where()}: a played board needs contract, declarer and "
                             "tricks")
        try:
            contract = Contract.from_str(self.contract)
            Seat.from_str(self.declarer)
        except ValueError as error:
            raise ValueError(f"{self.where()}: {error}") from None
        if not 1 <= contract.level <= 7:
            raise ValueError(f"{self.where()}: levels run from 1 to 7, not {contract.level}")
        if not 0 <= self.tricks <= 13:
            raise ValueError(f"{self.where()}: tricks run from 0 to 13, not {self.tricks}")
        self.lead_card()

    def lead_card(self) -> Card | None:
        """The opening lead as a card (None when not given); a lead that is no card of
        the pack (like ``ZZ`` or a joker) raises ``ValueError``."""
        if self.lead in (None, "", "-"):
            return None
        try:
            card = Card.from_str(str(self.lead))
        except ValueError:
            card = None
        if card is None or card.is_joker:
            raise ValueError(f"{self.where()}: the lead {str(self.lead)[:10]!r} is not a card "
                             "(write suit then rank, like ST or H2)")
        return card

    def check_lead(self, board: BoardInfo) -> None:
        """Raise ``ValueError`` when the board's deal is known and the opening lead is not
        in the hand of declarer's left-hand opponent (Law 41A: the opening lead is made by
        the player on declarer's left)."""
        card = self.lead_card() if self.kind == "played" else None
        if card is None or not board.deal or self.declarer is None:
            return
        leader = Seat.from_str(self.declarer).lho
        if card not in Deal.from_pbn(board.deal)[leader]:
            raise ValueError(f"{self.where()}: {card} was not in {leader.full_name}'s hand, "
                             f"so {leader} (on declarer's left) could not lead it")

    def ns_score(self, board: BoardInfo) -> int | None:
        """North-South's score in points; None for an adjusted score, a board not played
        or a bye (they are scored by their own rules)."""
        kind = self.kind
        if kind == "passed":
            return 0
        if kind == "fixed":
            return self.fixed
        if kind != "played":
            return None
        assert self.contract is not None and self.declarer is not None
        assert self.tricks is not None
        seat = Seat.from_str(self.declarer)
        score = duplicate_score(Contract.from_str(self.contract), self.tricks,
                                board.vulnerability.is_vulnerable(seat.side))
        return score if seat.side.value == "NS" else -score


#: How ``Event.to_json`` opens and closes the list of results, one result a line.
RESULTS_OPENING = '\n "results": [\n'
RESULTS_CLOSING = "\n ]\n}"

_RESULT_FIELDS = ("board", "ns", "ew", "contract", "declarer", "tricks", "lead", "adjusted",
                  "fixed", "not_played", "bye", "section", "table", "round")


def result_line(result: Result) -> str:
    """One result as the single JSON line ``Event.to_json`` writes for it.

    >>> result_line(Result(1, 2, 3, "4S", "N", 10))[:40]
    '  {"board": 1, "ns": 2, "ew": 3, "contra'
    """
    return "  " + json.dumps({name: getattr(result, name) for name in _RESULT_FIELDS})


@dataclass
class Event:
    """A duplicate event: names, scoring method, pairs (or teams), boards and results."""

    name: str
    scoring: str = "MP"
    pairs: dict[int, str] = field(default_factory=dict)
    boards: dict[int, BoardInfo] = field(default_factory=dict)
    results: list[Result] = field(default_factory=list)
    movement: dict[str, Any] = field(default_factory=dict)
    _index: dict[int, list[Result]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.scoring not in METHODS:
            raise ValueError(f"not a scoring method: {self.scoring!r} "
                             f"(use {', '.join(METHODS)})")

    def add_pair(self, number: int, names: str) -> None:
        self.pairs[number] = names

    def add_board(self, number: int, dealer: str = "N", vulnerable: str = "None",
                  deal: str = "") -> None:
        board = BoardInfo(number, dealer, vulnerable, deal)
        board.vulnerability  # noqa: B018 - checks the vulnerability now
        self.boards[number] = board

    def enter(self, result: Result) -> None:
        """Keep a checked result; an impossible one raises ``ValueError`` and nothing
        changes. A second result for the same pairs on the same board replaces the first
        only after it has been checked."""
        result.check()
        if result.board not in self.boards:
            raise ValueError(f"{result.where()}: the event has no board {result.board}")
        result.check_lead(self.boards[result.board])
        for pair in (result.ns, result.ew):
            if pair is not None and self.pairs and pair not in self.pairs:
                raise ValueError(f"{result.where()}: the event has no pair {pair}")
        played = [r for r in self._board_results(result.board) if not r.bye]
        for other in played:
            same = {p for p in (other.ns, other.ew) if p is not None} & \
                {p for p in (result.ns, result.ew) if p is not None}
            if same and (other.ns, other.ew) != (result.ns, result.ew):
                raise ValueError(f"{result.where()}: pair {min(same)} already has a result "
                                 f"on board {result.board}")
        earlier = [r for r in played if (r.ns, r.ew) == (result.ns, result.ew)]
        if earlier:
            self.results.remove(earlier[0])
            self._index[result.board].remove(earlier[0])
        self.results.append(result)
        self._index.setdefault(result.board, []).append(result)

    def _board_results(self, board: int) -> list[Result]:
        """The results of one board, through an index kept as results are entered (so
        entering a session of thousands of results stays linear)."""
        if sum(len(rs) for rs in self._index.values()) != len(self.results):
            self._index.clear()
            for r in self.results:
                self._index.setdefault(r.board, []).append(r)
        return self._index.get(board, [])

    def to_json(self) -> str:
        """The event as JSON: everything else first, then ``results`` last, one result a
        line (so a result can be added to a saved event without reading the others: see
        ``bridgeclub.events.entry_file``)."""
        data = {"name": self.name, "scoring": self.scoring,
                "pairs": {str(k): v for k, v in self.pairs.items()},
                "boards": [asdict(b) for b in self.boards.values()],
                "movement": self.movement}
        head = json.dumps(data, indent=1)[:-2]
        lines = ",\n".join(result_line(r) for r in self.results)
        return f"{head},{RESULTS_OPENING}{lines}{RESULTS_CLOSING}"

    @classmethod
    def from_json(cls, text: str) -> Event:
        """An event saved by ``to_json``. Anything else, or a saved event whose parts do not
        hold together (a result that cannot have happened, a board or pair that is not
        there), raises ``ValueError`` naming the part.

        >>> Event.from_json('{"name": "x", "boards": 3}')
        Traceback (most recent call last):
        ...
        ValueError: not a saved event: boards: a list of boards, not 3
        """
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise ValueError(f"not a saved event: {str(error)[:80]}") from None
        if not isinstance(data, dict):
            raise ValueError("not a saved event: the file holds no event (a JSON object)")
        scoring = _field(data, "scoring", str, "a text", "MP")
        if scoring not in METHODS:
            raise ValueError(f"not a saved event: scoring: one of {', '.join(METHODS)}, not "
                             f"{scoring!r:.30}")
        event = cls(name=_field(data, "name", str, "a text"), scoring=scoring)
        pairs = _field(data, "pairs", dict, "pair numbers and names", {})
        for key, name in pairs.items():
            if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) < 7
                    and isinstance(name, str)):
                raise ValueError(f"not a saved event: pairs: {key!r:.20} is not a pair "
                                 "number with its name")
            event.pairs[int(key)] = name
        for item in _field(data, "boards", list, "a list of boards", []):
            try:
                board = BoardInfo(**item)
                if not (isinstance(board.number, int) and board.number > 0
                        and isinstance(board.deal, str)):
                    raise ValueError
                Seat.from_str(board.dealer)
                board.vulnerability  # noqa: B018 - checks the vulnerability
                if board.deal:
                    Deal.from_pbn(board.deal)
            except (TypeError, ValueError, AttributeError):
                raise ValueError(f"not a saved event: boards: {str(item)[:60]} is not a "
                                 "board") from None
            event.boards[board.number] = board
        for item in _field(data, "results", list, "a list of results", []):
            try:
                if not isinstance(item, dict):
                    raise TypeError
                if item.get("adjusted") is not None:
                    item = {**item, "adjusted": tuple(item["adjusted"])}
                result = Result(**item)
                _check_types(result)
                event.enter(result)
            except (TypeError, ValueError, AttributeError) as error:
                why = str(error) if isinstance(error, ValueError) and str(error) else \
                    f"{str(item)[:60]} is not a result"
                raise ValueError(f"not a saved event: results: {why}") from None
        event.movement = _field(data, "movement", dict, "a movement", {})
        spec = event.movement
        if spec and not (isinstance(spec.get("kind"), str)
                         and all(type(spec.get(k)) is int
                                 for k in ("tables", "boards_per_round"))):
            raise ValueError("not a saved event: movement: kind, tables and boards_per_round")
        return event


def _field(data: dict[str, Any], name: str, kind: type, what: str,
           default: Any = None) -> Any:
    """``data[name]`` when it is a ``kind`` (or ``default`` when missing and allowed)."""
    if name not in data and default is not None:
        return default
    value = data.get(name)
    if not isinstance(value, kind):
        raise ValueError(f"not a saved event: {name}: {what}, not {str(value)[:30]}")
    return value


_RESULT_TYPES: dict[str, tuple[type, ...]] = {
    "board": (int,), "ns": (int, type(None)), "ew": (int, type(None)),
    "contract": (str, type(None)), "declarer": (str, type(None)),
    "tricks": (int, type(None)), "lead": (str, type(None)), "fixed": (int, type(None)),
    "not_played": (bool,), "bye": (bool,), "section": (str,), "table": (int, type(None)),
    "round": (int, type(None))}


def _check_types(result: Result) -> None:
    for name, kinds in _RESULT_TYPES.items():
        value = getattr(result, name)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            raise ValueError(f"{result.where()}: {name} cannot be {str(value)[:20]!r}")
    if result.adjusted is not None and not all(isinstance(a, str) for a in result.adjusted):
        raise ValueError(f"{result.where()}: an adjusted score is A+, A or A-")
