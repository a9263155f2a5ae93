"""MiniBridge scores (seed 001, "Scoring the hand" and its three scoring tables).

Declarer names a ``part`` score or a ``game`` and a strain. A part score needs 7 tricks; a
game needs 9 at no trumps, 10 in a major, 11 in a minor. When the contract is made the
declaring side scores the trick points of every trick above six (no trumps 40 then 30
each, majors 30, minors 20: ``scoring.contract.trick_points``) plus a bonus of 50 for a
part score or 300 for a game. When it is defeated the defenders score 50 for each trick
declarer is short, and declarer's side nothing. No doubles, no vulnerability.

>>> from bridgeclub.calls import Strain
>>> minibridge_score("part", Strain.NOTRUMP, 9)     # seed 001, scoring example 1
(150, 0)
>>> minibridge_score("game", Strain.SPADES, 9)      # example 3: defeated by one trick
(0, 50)
"""

from __future__ import annotations

from typing import Literal

from bridgeclub.calls import Contract, Strain
from bridgeclub.scoring.contract import trick_points

Kind = Literal["part", "game"]
KINDS: tuple[Kind, ...] = ("part", "game")

PART_BONUS = 50
GAME_BONUS = 300
UNDERTRICK = 50


def tricks_needed(kind: Kind, strain: Strain) -> int:
    """Tricks declarer must take: 7 for any part score; a game 9 at no trumps, 10 in
    spades or hearts, 11 in diamonds or clubs.

    >>> [tricks_needed("game", s) for s in (Strain.NOTRUMP, Strain.HEARTS, Strain.CLUBS)]
    [9, 10, 11]
    """
    if kind == "part":
        return 7
    if kind != "game":
        raise ValueError(f"a MiniBridge contract is a part score or a game, not {kind!r}")
    if strain is Strain.NOTRUMP:
        return 9
    return 10 if strain.is_major else 11


def minibridge_contract(kind: Kind, strain: Strain) -> Contract:
    """The Contract Bridge contract with the same target (part score: one of the strain;
    game: 3NT, 4 of a major, 5 of a minor), used by the play engine and PBN output.

    >>> pairs = [("game", Strain.DIAMONDS), ("part", Strain.HEARTS)]
    >>> [str(minibridge_contract(kind, strain)) for kind, strain in pairs]
    ['5D', '1H']
    """
    return Contract(tricks_needed(kind, strain) - 6, strain)


def minibridge_score(kind: Kind, strain: Strain, tricks: int) -> tuple[int, int]:
    """``(declaring side's points, defenders' points)`` when declarer's side takes
    ``tricks`` of 13."""
    if not 0 <= tricks <= 13:
        raise ValueError(f"tricks run from 0 to 13, not {tricks}")
    needed = tricks_needed(kind, strain)
    if tricks < needed:
        return 0, UNDERTRICK * (needed - tricks)
    bonus = GAME_BONUS if kind == "game" else PART_BONUS
    return trick_points(Contract(1, strain), tricks - 6) + bonus, 0
