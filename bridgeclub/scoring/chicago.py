"""Chicago (four-deal bridge) scoring: the fixed vulnerability, game and part-score bonuses,
and the two other ways seed 002 scores a Chicago (duplicate scoring, Russian scoring).

Seed 002, "Chicago": hand 1 dealer North, neither side vulnerable; hand 2 dealer East,
North-South vulnerable; hand 3 dealer South, East-West vulnerable; hand 4 dealer West, both
vulnerable (the ``modern`` scheme; the ``original`` scheme has hands 2 and 3 reversed, the
dealing side vulnerable). The game bonus is 500 vulnerable, 300 not; part scores carry
forward until either side makes a game. The side that makes a part score on hand 4 that
does not complete a game scores 100 (RULES.md); there is no bonus for part scores made on
earlier hands (seed 002), even when they are still below the line after hand 4. Honours
count as in rubber bridge.

>>> from bridgeclub.calls import Contract
>>> step = score_chicago_deal(ChicagoState(3, 0, 40), Contract.from_str("2H by W"), 9)
>>> [str(e) for e in step.entries], step.game_won_by
(['EW 60 below (contract)', 'EW 30 above (overtricks)', 'EW 500 above (game)'], Side.EW)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from bridgeclub.calls import Contract
from bridgeclub.deal import Deal
from bridgeclub.scoring.contract import Edition, duplicate_score
from bridgeclub.scoring.imps import imps
from bridgeclub.scoring.rubber import GAME, LineScore, add_below, deal_entries
from bridgeclub.seats import Seat, Side, Vulnerability

Scheme = Literal["modern", "original"]
SCHEMES: tuple[Scheme, ...] = ("modern", "original")
ChicagoScoring = Literal["standard", "duplicate", "russian"]
CHICAGO_SCORINGS: tuple[ChicagoScoring, ...] = ("standard", "duplicate", "russian")

_VULNERABILITY: dict[str, tuple[Vulnerability, ...]] = {
    "modern": (Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.ALL),
    "original": (Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS, Vulnerability.ALL),
}
#: The bonus on the last hand for a part score that is not a game (RULES.md).
LAST_HAND_PART_SCORE = 100


def check_chicago(scoring: str, scheme: str) -> Scheme:
    """The vulnerability scheme named, once ``scoring`` and ``scheme`` are known ones; else
    ValueError with the choices.

    >>> check_chicago("russian", "original")
    'original'
    """
    if scoring not in CHICAGO_SCORINGS:
        raise ValueError(f"not a Chicago scoring: {scoring!r} "
                         f"(use {', '.join(CHICAGO_SCORINGS)})")
    if scheme not in SCHEMES:
        raise ValueError(f"not a Chicago vulnerability scheme: {scheme!r} "
                         "(use modern or original)")
    return "original" if scheme == "original" else "modern"


def chicago_dealer(hand: int) -> Seat:
    """The dealer of hand ``hand`` (from 1): N, E, S, W, then again.

    >>> [str(chicago_dealer(n)) for n in (1, 2, 3, 4, 5)]
    ['N', 'E', 'S', 'W', 'N']
    """
    if hand < 1:
        raise ValueError(f"hands are numbered from 1, not {hand}")
    return Seat.N.after(hand - 1)


def chicago_vulnerability(hand: int, scheme: Scheme = "modern") -> Vulnerability:
    """The vulnerability of hand ``hand`` (from 1; hands 5-8 repeat 1-4).

    >>> [str(chicago_vulnerability(n)) for n in (1, 2, 3, 4)]
    ['None', 'NS', 'EW', 'All']
    >>> [str(chicago_vulnerability(n, "original")) for n in (2, 3, 6)]
    ['EW', 'NS', 'EW']
    """
    if hand < 1:
        raise ValueError(f"hands are numbered from 1, not {hand}")
    if scheme not in _VULNERABILITY:
        raise ValueError(f"not a Chicago vulnerability scheme: {scheme!r} (modern or original)")
    return _VULNERABILITY[scheme][(hand - 1) % 4]


def game_bonus(vulnerable: bool) -> int:
    """500 for a game made vulnerable, 300 not vulnerable (seed 002, "Chicago")."""
    return 500 if vulnerable else 300


@dataclass(frozen=True, slots=True)
class ChicagoState:
    """Where a Chicago stands: the number of the next hand (from 1) and the part scores
    carried below the line."""

    hand: int = 1
    below_ns: int = 0
    below_ew: int = 0

    def below(self, side: Side) -> int:
        return self.below_ns if side is Side.NS else self.below_ew

    @property
    def finished(self) -> bool:
        return self.hand > 4


@dataclass(frozen=True, slots=True)
class ChicagoStep:
    """What one deal does to a Chicago: entries, the side that made a game, the state after."""

    entries: tuple[LineScore, ...]
    game_won_by: Side | None
    state: ChicagoState


def score_chicago_deal(state: ChicagoState, contract: Contract | None, tricks: int | None,
                       edition: Edition = "modern",
                       honours_held: Mapping[Side, int] | None = None,
                       scheme: Scheme = "modern") -> ChicagoStep:
    """Score hand ``state.hand`` of a standard Chicago. A passed-out hand is redealt by the
    same dealer: nothing is written and the hand number stays.

    Seed 002's example, hand 4: N-S make 1NT doubled with an overtrick, game all; their 60
    from hand 1 was wiped out by E-W's game, so it is no game and they score 100 more.

    >>> from bridgeclub.calls import Contract
    >>> step = score_chicago_deal(ChicagoState(4), Contract.from_str("1NTX by N"), 8)
    >>> for entry in step.entries:
    ...     print(entry)
    NS 80 below (contract)
    NS 200 above (overtricks)
    NS 50 above (insult)
    NS 100 above (part score)
    >>> step.state.finished
    True
    """
    if state.finished:
        raise ValueError("the Chicago is over: it has four hands")
    if contract is None:
        return ChicagoStep((), None, state)
    if contract.declarer is None or tricks is None:
        raise ValueError("a contract needs its declarer and the tricks won to be scored")
    vulnerability = chicago_vulnerability(state.hand, scheme)
    side = contract.declarer.side
    entries = deal_entries(contract, tricks, vulnerability.is_vulnerable(side), edition,
                           honours_held)
    ns, ew = add_below(state.below_ns, state.below_ew, entries)
    winner = Side.NS if ns >= GAME else Side.EW if ew >= GAME else None
    if winner is not None:
        entries.append(LineScore(winner, game_bonus(vulnerability.is_vulnerable(winner)),
                                 "above", "game"))
        ns, ew = 0, 0
    after = ChicagoState(state.hand + 1, ns, ew)
    made = any(entry.line == "below" for entry in entries)
    if after.finished and made and winner is None:
        entries.append(LineScore(side, LAST_HAND_PART_SCORE, "above", "part score"))
    return ChicagoStep(tuple(entries), winner, after)


# -- Russian scoring ----------------------------------------------------------------------

#: Seed 002's target table, high-card points 20 to 40: (not vulnerable, vulnerable).
RUSSIAN_TARGETS: dict[int, tuple[int, int]] = {
    20: (0, 0), 21: (50, 50), 22: (70, 70), 23: (110, 110), 24: (200, 290),
    25: (300, 440), 26: (350, 520), 27: (400, 600), 28: (430, 630), 29: (460, 660),
    30: (490, 690), 31: (600, 900), 32: (700, 1050), 33: (900, 1350), 34: (1000, 1500),
    35: (1100, 1650), 36: (1200, 1800), 37: (1300, 1950), 38: (1300, 1950),
    39: (1300, 1950), 40: (1300, 1950),
}


def russian_target(hcp: int, vulnerable: bool) -> int:
    """The target score of the side holding ``hcp`` high-card points, 20 or more.

    >>> russian_target(24, True), russian_target(22, False), russian_target(20, True)
    (290, 70, 0)
    """
    if hcp not in RUSSIAN_TARGETS:
        raise ValueError(f"the target table runs from 20 to 40 high-card points, not {hcp}")
    return RUSSIAN_TARGETS[hcp][1 if vulnerable else 0]


def russian_imps(ns_score: int, ns_hcp: int, vulnerability: Vulnerability) -> int:
    """North-South's IMPs on one deal of Russian Chicago (East-West score the negative).

    ``ns_score`` is the deal's duplicate score for North-South. The side with more
    high-card points compares its score with its target and turns the difference into
    IMPs; at 20-20 the target is 0 for either side (RULES.md). Seed 002's examples: E-W
    vulnerable with 24 points make 3H+1 (170 against a target of 290): -3 IMPs to E-W;
    a side with 18 points makes 4S (420 against the opponents' target of 70): +10.

    >>> russian_imps(-170, 16, Vulnerability.EW)
    3
    >>> russian_imps(420, 18, Vulnerability.NONE)
    10
    """
    if not 0 <= ns_hcp <= 40:
        raise ValueError(f"a side holds 0 to 40 high-card points, not {ns_hcp}")
    if ns_hcp >= 20:
        return imps(ns_score - russian_target(ns_hcp, vulnerability.is_vulnerable(Side.NS)))
    return -imps(-ns_score - russian_target(40 - ns_hcp, vulnerability.is_vulnerable(Side.EW)))


def duplicate_deal_score(contract: Contract | None, tricks: int | None,
                         vulnerability: Vulnerability, edition: Edition = "modern") -> int:
    """North-South's duplicate score of a deal (0 when passed out).

    >>> from bridgeclub.calls import Contract
    >>> duplicate_deal_score(Contract.from_str("3H by E"), 10, Vulnerability.EW)
    -170
    """
    if contract is None:
        return 0
    if contract.declarer is None or tricks is None:
        raise ValueError("a contract needs its declarer and the tricks won to be scored")
    side = contract.declarer.side
    points = duplicate_score(contract, tricks, vulnerability.is_vulnerable(side), edition)
    return points if side is Side.NS else -points


def side_hcp(deal: Deal) -> dict[Side, int]:
    """High-card points held by each side (Russian scoring's measure of the cards)."""
    return {side: sum(deal[seat].hcp for seat in side.seats) for side in Side}
