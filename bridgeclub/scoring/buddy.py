"""The Buddy Bridge score pad (seed 004, "Scoring" and "Score Pad"), one deal at a time.

Below the line: the contract's trick values (the Contract Bridge values: minor 20, major
30, no trumps 40 then 30, for each trick of the contract), 40 for making the contract
exactly, 40 for most tricks in the exchange phase, and -50 to a declarer who fails. Above
the line: 10 for each bag (trick over the contract), 10 for most exchange tricks, 50 to the
defender of a failed contract. A game ends after the contract phase in which a player
reaches 300 below the line (the match keeps the pad).

>>> from bridgeclub.calls import Contract
>>> for line in contract_lines(Contract.from_str("2H by S"), 10):
...     print(line)
declarer 60 below (contract)
declarer 20 above (bags)
>>> [str(x) for x in contract_lines(Contract.from_str("3NT by W"), 8)]
['declarer -50 below (failed contract)', 'defender 50 above (defended contract)']
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgeclub.calls import Contract, Strain
from bridgeclub.scoring.contract import trick_points

#: Points below the line for making the contract exactly.
EXACT_BONUS = 40
#: Points above the line for each trick over the contract.
BAG_POINTS = 10
#: Below the line to the declarer who fails (negative), and above to the defender.
FAILED_PENALTY = 50
DEFENDED_BONUS = 50
#: Most tricks in the exchange phase: below and above the line.
EXCHANGE_BELOW = 40
EXCHANGE_ABOVE = 10
#: Points below the line that end a game (after the contract phase).
GAME = 300


@dataclass(frozen=True, slots=True)
class PadLine:
    """Points for a role (``declarer``, ``defender`` or ``exchange winner``) on one line."""

    role: str
    points: int
    line: str
    reason: str

    def __str__(self) -> str:
        return f"{self.role} {self.points} {self.line} ({self.reason})"


def trick_value(level: int, strain: Strain) -> int:
    """The pad's "Contract Trick Values" for a contract of ``level`` tricks over six.

    >>> [trick_value(n, Strain.NOTRUMP) for n in (1, 2, 7)], trick_value(3, Strain.CLUBS)
    ([40, 70, 220], 60)
    """
    if not 1 <= level <= 7:
        raise ValueError(f"a Buddy Bridge contract is +1 to +7, not +{level}")
    return trick_points(Contract(level, strain))


def contract_lines(contract: Contract, tricks: int) -> list[PadLine]:
    """The pad lines of the contract phase when declarer takes ``tricks`` of 13."""
    if not 0 <= tricks <= 13:
        raise ValueError(f"tricks run from 0 to 13, not {tricks}")
    needed = contract.tricks_needed
    if tricks < needed:
        return [PadLine("declarer", -FAILED_PENALTY, "below", "failed contract"),
                PadLine("defender", DEFENDED_BONUS, "above", "defended contract")]
    lines = [PadLine("declarer", trick_value(contract.level, contract.strain), "below",
                     "contract")]
    if tricks == needed:
        lines.append(PadLine("declarer", EXACT_BONUS, "below", "exact contract"))
    else:
        lines.append(PadLine("declarer", BAG_POINTS * (tricks - needed), "above", "bags"))
    return lines


def exchange_lines() -> list[PadLine]:
    """The lines of the player with most tricks in the exchange phase.

    >>> for line in exchange_lines():
    ...     print(line)
    exchange winner 40 below (most exchange tricks)
    exchange winner 10 above (most exchange tricks)
    """
    return [PadLine("exchange winner", EXCHANGE_BELOW, "below", "most exchange tricks"),
            PadLine("exchange winner", EXCHANGE_ABOVE, "above", "most exchange tricks")]
