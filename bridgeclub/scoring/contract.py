"""The score of one contract (Law 77), in its parts, for every Contract Bridge form.

Rubber, Chicago and duplicate share these parts and differ in what they add: duplicate adds
a game or part-score bonus per deal, rubber adds rubber and honours bonuses on the sheet.

Two editions: ``modern`` (the current Laws, seed 002) and ``goren`` (the table of seed 003,
before the 1987/1993 changes: non-vulnerable doubled undertricks 100 then 200 each,
redoubled 200 then 400 each, 50 for making any doubled or redoubled contract).

>>> from bridgeclub.calls import Contract
>>> duplicate_score(Contract.from_str("2S"), 10, vulnerable=False)
170
>>> four_spades = Contract.from_str("4S")
>>> duplicate_score(four_spades, 10, False), duplicate_score(four_spades, 10, True)
(420, 620)
>>> duplicate_score(Contract.from_str("5DX"), 8, vulnerable=False)
-500
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bridgeclub.calls import Contract, Strain

Edition = Literal["modern", "goren"]
EDITIONS: tuple[Edition, ...] = ("modern", "goren")


@dataclass(frozen=True, slots=True)
class ContractScore:
    """The parts of a contract's score. Made: ``trick_points`` (below the line),
    ``overtricks``, ``insult`` and ``slam`` (above) to declarer's side. Defeated:
    ``undertricks`` (above) to the defenders; the other parts are 0."""

    trick_points: int = 0
    overtricks: int = 0
    insult: int = 0
    slam: int = 0
    undertricks: int = 0

    @property
    def made(self) -> bool:
        return self.undertricks == 0

    @property
    def is_game(self) -> bool:
        """Whether the contract alone scores 100 trick points, a game."""
        return self.trick_points >= 100


def trick_points(contract: Contract, tricks: int | None = None) -> int:
    """Points below the line for the tricks bid (Law 77): 20 a minor, 30 a major, no trumps
    40 then 30; doubled x2, redoubled x4. ``tricks`` (the odd tricks, default the level)
    scores a number of odd tricks at the contract's rate.

    >>> from bridgeclub.calls import Contract
    >>> trick_points(Contract.from_str("3NT")), trick_points(Contract.from_str("6HX"))
    (100, 360)
    """
    odd = contract.level if tricks is None else tricks
    if odd <= 0:
        return 0
    if contract.strain is Strain.NOTRUMP:
        base = 40 + 30 * (odd - 1)
    elif contract.strain.is_major:
        base = 30 * odd
    else:
        base = 20 * odd
    return base * (1, 2, 4)[contract.doubled]


def undertrick_penalty(down: int, doubled: int, vulnerable: bool,
                       edition: Edition = "modern") -> int:
    """The defenders' points for ``down`` undertricks (Law 77; seed 003 for ``goren``).

    >>> [undertrick_penalty(n, 1, False) for n in range(1, 6)]
    [100, 300, 500, 800, 1100]
    >>> [undertrick_penalty(n, 1, False, "goren") for n in range(1, 5)]
    [100, 300, 500, 700]
    >>> undertrick_penalty(3, 2, True), undertrick_penalty(2, 0, True)
    (1600, 200)
    """
    if down <= 0:
        return 0
    if doubled == 0:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        doubled_points = 200 + 300 * (down - 1)
    elif edition == "goren":
        doubled_points = 100 + 200 * (down - 1)
    else:
        doubled_points = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled_points * (2 if doubled == 2 else 1)


def score_contract(contract: Contract, tricks: int, vulnerable: bool,
                   edition: Edition = "modern") -> ContractScore:
    """The parts of the score when declarer's side takes ``tricks`` of 13.

    >>> from bridgeclub.calls import Contract
    >>> score_contract(Contract.from_str("6HX"), 13, vulnerable=False)
    ContractScore(trick_points=360, overtricks=100, insult=50, slam=500, undertricks=0)
    """
    if not 0 <= tricks <= 13:
        raise ValueError(f"tricks run from 0 to 13, not {tricks}")
    if edition not in EDITIONS:
        raise ValueError(f"not a scoring edition: {edition!r} (use modern or goren)")
    needed = contract.tricks_needed
    if tricks < needed:
        return ContractScore(
            undertricks=undertrick_penalty(needed - tricks, contract.doubled, vulnerable, edition))
    extra = tricks - needed
    if contract.doubled == 0:
        over = trick_points(Contract(contract.level, contract.strain), contract.level + extra) \
            - trick_points(Contract(contract.level, contract.strain))
    else:
        over = extra * (200 if vulnerable else 100) * contract.doubled
    insult = 0
    if contract.doubled:
        insult = 50 if edition == "goren" or contract.doubled == 1 else 100
    slam = 0
    if contract.level == 6:
        slam = 750 if vulnerable else 500
    elif contract.level == 7:
        slam = 1500 if vulnerable else 1000
    return ContractScore(trick_points(contract), over, insult, slam)


def duplicate_score(contract: Contract | None, tricks: int, vulnerable: bool,
                    edition: Edition = "modern") -> int:
    """Duplicate score for declarer's side: positive when made, negative when defeated.

    A made contract adds 300 (500 vulnerable) for a game, 50 for a part score (seed 002,
    "Duplicate Bridge: Scoring"). A passed-out deal (``contract`` None) scores 0.
    """
    if contract is None:
        return 0
    parts = score_contract(contract, tricks, vulnerable, edition)
    if not parts.made:
        return -parts.undertricks
    bonus = (500 if vulnerable else 300) if parts.is_game else 50
    return parts.trick_points + parts.overtricks + parts.insult + parts.slam + bonus


def check_edition(edition: object) -> Edition:
    """The edition named, or ValueError with the choices.

    >>> check_edition("goren")
    'goren'
    """
    if edition == "modern":
        return "modern"
    if edition == "goren":
        return "goren"
    raise ValueError(f"not a scoring edition: {edition!r:.30} (use {' or '.join(EDITIONS)})")
