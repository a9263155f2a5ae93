"""What one deal writes on a rubber-bridge score sheet: entries below and above the line.

Seed 002 ("Rubber Bridge: Scoring"): trick points for a made contract go below the line to
declarer's side; overtricks, the insult, slam bonuses and honours go above; undertricks go
above to the defenders. Honours (seed 002, "Honours"): all five trump honours in one hand
150, four of them 100, four aces in one hand at no trumps 150; they go to the side of the
hand that holds them, dummy's and the defenders' included, made or not. Game and rubber
bonuses depend on the whole sheet, so the match scores those.

>>> from bridgeclub.calls import Contract
>>> for entry in deal_entries(Contract.from_str("6HX by N"), 13, vulnerable=False):
...     print(entry)
NS 360 below (contract)
NS 100 above (overtricks)
NS 50 above (insult)
NS 500 above (slam)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import Rank
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import Edition, score_contract
from bridgeclub.seats import Side, Vulnerability

HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


@dataclass(frozen=True, slots=True)
class LineScore:
    """Points for a side, ``above`` or ``below`` the line, and why."""

    side: Side
    points: int
    line: str
    reason: str

    def __str__(self) -> str:
        return f"{self.side} {self.points} {self.line} ({self.reason})"


def honours(deal: Deal, strain: Strain) -> dict[Side, int]:
    """Honours held in one hand, counted from the deal (RULES.md: in any hand).

    >>> deal = Deal.from_pbn("N:AKQJT.32.432.432 98765.AK.AK.AK5 432.QJT9.QJT.QJT -")
    >>> honours(deal, Strain.SPADES), honours(deal, Strain.HEARTS), honours(deal, Strain.NOTRUMP)
    ({Side.NS: 150}, {}, {})
    """
    found: dict[Side, int] = {}
    for seat in deal:
        hand = deal[seat]
        if strain is Strain.NOTRUMP:
            aces = sum(1 for c in hand.cards if c.rank is Rank.ACE)
            points = 150 if aces == 4 else 0
        else:
            held = sum(1 for c in hand.cards
                       if c.suit is strain.suit and c.rank in HONOUR_RANKS)
            points = 150 if held == 5 else 100 if held == 4 else 0
        if points:
            found[seat.side] = found.get(seat.side, 0) + points
    return found


def deal_honours(deal: Deal, contract: Contract | None) -> dict[Side, int]:
    """Honours of a deal for its contract, counted from a four-hand deal; none when the
    deal is passed out or the hands are not all there.

    >>> deal_honours(Deal.from_pbn("N:AKQJT.32.432.432 98765.AK.AK.AK5 432.QJT9.QJT.QJT -"),
    ...              None)
    {}
    """
    if contract is None or len(deal) != 4 or not deal.is_complete:
        return {}
    return honours(deal, contract.strain)


def deal_entries(contract: Contract, tricks: int, vulnerable: bool,
                 edition: Edition = "modern",
                 honours_held: Mapping[Side, int] | None = None) -> list[LineScore]:
    """The sheet entries of one deal, in the order a scorer writes them.

    ``vulnerable`` is declarer's side's vulnerability; ``contract`` must have a declarer.

    >>> from bridgeclub.calls import Contract
    >>> [str(e) for e in deal_entries(Contract.from_str("4SX by E"), 8, vulnerable=False)]
    ['NS 300 above (undertricks)']
    """
    if contract.declarer is None:
        raise ValueError("a contract needs its declarer to be scored")
    side = contract.declarer.side
    parts = score_contract(contract, tricks, vulnerable, edition)
    entries: list[LineScore] = []
    if parts.made:
        entries.append(LineScore(side, parts.trick_points, "below", "contract"))
        for points, reason in ((parts.overtricks, "overtricks"), (parts.insult, "insult"),
                               (parts.slam, "slam")):
            if points:
                entries.append(LineScore(side, points, "above", reason))
    else:
        entries.append(LineScore(side.opponents, parts.undertricks, "above", "undertricks"))
    for holder, points in (honours_held or {}).items():
        if points:
            entries.append(LineScore(holder, points, "above", "honours"))
    return entries


# -- the running score of a rubber ------------------------------------------------------

#: The bonus for a part score in an unfinished rubber, by edition (seed 002, "Note on
#: changes in scoring": 50 before 1993; seed 003's table: 50).
UNFINISHED_PART_SCORE: dict[str, int] = {"modern": 100, "goren": 50}
#: The bonus for a game won in an unfinished rubber (seed 002 and seed 003 agree).
UNFINISHED_GAME = 300
#: Game is 100 trick points below the line (seed 002, "Game and Rubber").
GAME = 100


@dataclass(frozen=True, slots=True)
class RubberState:
    """Where a rubber stands between deals: games won and the points below the line in the
    game being played, per side; ``finished`` once a side has won two games.

    >>> RubberState().vulnerability, RubberState(games_ns=1).vulnerability
    (Vulnerability.NONE, Vulnerability.NS)
    """

    games_ns: int = 0
    games_ew: int = 0
    below_ns: int = 0
    below_ew: int = 0

    def games(self, side: Side) -> int:
        return self.games_ns if side is Side.NS else self.games_ew

    def below(self, side: Side) -> int:
        """Points below the line towards the game being played (a part score)."""
        return self.below_ns if side is Side.NS else self.below_ew

    @property
    def vulnerability(self) -> Vulnerability:
        """A side that has won a game is vulnerable (seed 002, "Scoring")."""
        return Vulnerability.of(self.games_ns >= 1, self.games_ew >= 1)

    @property
    def finished(self) -> bool:
        return self.games_ns >= 2 or self.games_ew >= 2

    @property
    def winner(self) -> Side | None:
        """The side that won the rubber, once it is finished."""
        if self.games_ns >= 2:
            return Side.NS
        return Side.EW if self.games_ew >= 2 else None


@dataclass(frozen=True, slots=True)
class RubberStep:
    """What one deal does to a rubber: the entries written, the side that won a game on it
    (a line is ruled under it), and the state after."""

    entries: tuple[LineScore, ...]
    game_won_by: Side | None
    state: RubberState


def add_below(ns: int, ew: int, entries: list[LineScore] | tuple[LineScore, ...]
              ) -> tuple[int, int]:
    """The below-the-line totals after adding the below-the-line ``entries``."""
    for entry in entries:
        if entry.line == "below":
            if entry.side is Side.NS:
                ns += entry.points
            else:
                ew += entry.points
    return ns, ew


def score_rubber_deal(state: RubberState, contract: Contract | None, tricks: int | None,
                      edition: Edition = "modern",
                      honours_held: Mapping[Side, int] | None = None) -> RubberStep:
    """Score one deal of a rubber: the deal's entries with the vulnerability of ``state``,
    a game when a side reaches 100 below the line (both sides then start the next game
    from zero), and the rubber bonus, 700 two games to none or 500 two games to one, when
    a side wins its second game. A passed-out deal (``contract`` None) writes nothing.

    >>> from bridgeclub.calls import Contract
    >>> step = score_rubber_deal(RubberState(), Contract.from_str("3NT by E"), 10)
    >>> [str(e) for e in step.entries], step.game_won_by
    (['EW 100 below (contract)', 'EW 30 above (overtricks)'], Side.EW)
    >>> step.state
    RubberState(games_ns=0, games_ew=1, below_ns=0, below_ew=0)
    >>> step = score_rubber_deal(RubberState(1, 1, 0, 60), Contract.from_str("1NT by W"), 7)
    >>> [str(e) for e in step.entries], step.state.winner
    (['EW 40 below (contract)', 'EW 500 above (rubber)'], Side.EW)
    """
    if state.finished:
        raise ValueError("the rubber is over")
    if contract is None:
        return RubberStep((), None, state)
    if contract.declarer is None or tricks is None:
        raise ValueError("a contract needs its declarer and the tricks won to be scored")
    side = contract.declarer.side
    entries = deal_entries(contract, tricks, state.vulnerability.is_vulnerable(side), edition,
                           honours_held)
    ns, ew = add_below(state.below_ns, state.below_ew, entries)
    winner = Side.NS if ns >= GAME else Side.EW if ew >= GAME else None
    if winner is None:
        return RubberStep(tuple(entries), None,
                          RubberState(state.games_ns, state.games_ew, ns, ew))
    games_ns = state.games_ns + (winner is Side.NS)
    games_ew = state.games_ew + (winner is Side.EW)
    after = RubberState(games_ns, games_ew, 0, 0)
    if after.finished:
        loser_games = after.games(winner.opponents)
        entries.append(LineScore(winner, rubber_bonus(loser_games), "above", "rubber"))
    return RubberStep(tuple(entries), winner, after)


def rubber_bonus(loser_games: int) -> int:
    """700 for a rubber won two games to none, 500 two games to one (seed 002).

    >>> rubber_bonus(0), rubber_bonus(1)
    (700, 500)
    """
    if loser_games not in (0, 1):
        raise ValueError("the losing side of a rubber has won no game or one")
    return 700 if loser_games == 0 else 500


def unfinished_rubber(state: RubberState, edition: Edition = "modern") -> tuple[LineScore, ...]:
    """The bonuses when play stops with the rubber unfinished (seed 002, "Game and Rubber";
    seed 003 for ``goren``): 300 to a side with a game, 100 (``goren``: 50) to a side with
    a part score in the unfinished game. A finished rubber has none.

    >>> for entry in unfinished_rubber(RubberState(1, 0, 0, 40)):
    ...     print(entry)
    NS 300 above (game in an unfinished rubber)
    EW 100 above (part score in an unfinished rubber)
    >>> [str(e) for e in unfinished_rubber(RubberState(0, 0, 60, 0), "goren")]
    ['NS 50 above (part score in an unfinished rubber)']
    """
    if state.finished:
        return ()
    entries: list[LineScore] = []
    for side in Side:
        if state.games(side):
            entries.append(LineScore(side, UNFINISHED_GAME, "above",
                                     "game in an unfinished rubber"))
    for side in Side:
        if state.below(side):
            entries.append(LineScore(side, UNFINISHED_PART_SCORE[edition], "above",
                                     "part score in an unfinished rubber"))
    return tuple(entries)
