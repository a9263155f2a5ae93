"""The convention card of the computer player: SAYC by default, conventions on or off.

``computer_player(level, seed, form, system=System(stayman=False))`` plays without
Stayman; ``System(weak_twos=False)`` opens two of a major or diamonds as a strong two.

>>> System().name, System(weak_twos=False).weak_twos
('SAYC', False)
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgeclub.cards import Suit

SUIT_OF = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}


@dataclass(frozen=True)
class System:
    """Which conventions the partnership plays (all of them in SAYC)."""

    name: str = "SAYC"
    stayman: bool = True
    transfers: bool = True
    weak_twos: bool = True
    blackwood: bool = True
    jacoby_2nt: bool = True
    negative_doubles: bool = True
    gerber: bool = True
    michaels: bool = True
    unusual_2nt: bool = True
    fourth_suit_forcing: bool = True
    game_tries: bool = True
