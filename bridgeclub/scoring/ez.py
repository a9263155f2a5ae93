"""EZ-Bridge scores, exact to the quarter (seed 000, "Scoring"; RULES.md).

Only the side (or, in 3-Person EZ-Bridge, the player) that won the bidding scores. Bid
``n`` tricks and won exactly ``n``: ``+n``. Each trick over the bid: ``+1/4``. Each trick
short: ``-4``. Points are ``fractions.Fraction``, never floats.

>>> ez_score(8, 11), ez_score(8, 5)
(Fraction(35, 4), Fraction(-12, 1))
>>> quarters_text(Fraction(41, 4)), quarters_text(Fraction(-12)), quarters_text(Fraction(1, 2))
('10 1/4', '-12', '1/2')
"""

from __future__ import annotations

from fractions import Fraction

OVERTRICK = Fraction(1, 4)
SHORT_TRICK = 4
GAME_POINTS = 30


def ez_score(bid: int, tricks: int) -> Fraction:
    """Points for the bidding side that bid ``bid`` tricks and won ``tricks``."""
    if not 1 <= bid <= 13:
        raise ValueError(f"an EZ-Bridge bid is for 1 to 13 tricks, not {bid}")
    if not 0 <= tricks <= 13:
        raise ValueError(f"tricks run from 0 to 13, not {tricks}")
    if tricks >= bid:
        return bid + (tricks - bid) * OVERTRICK
    return Fraction(-SHORT_TRICK * (bid - tricks))


def quarters_text(points: Fraction | int) -> str:
    """Points as a player writes them: a whole number and a fraction, ``8 3/4``."""
    value = Fraction(points)
    sign = "-" if value < 0 else ""
    whole, part = divmod(abs(value), 1)
    if part == 0:
        return f"{sign}{whole}"
    return f"{sign}{whole} {part}" if whole else f"{sign}{part}"
