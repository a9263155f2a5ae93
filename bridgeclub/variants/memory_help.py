"""The EZ-Bridge Memory Help Form: who bid what in each round, who played which card.

Seed 000 ("Remembering who played what", "Summary of Rules" rule 11 and the form on its
last page): anyone may keep a paper record of who bid what and who played what card, as
long as every player may see it at any time. The form has a row of the players' names,
rows for the rounds of bidding, a grid of the 52 cards where each card gets the player
who played it and the trick it fell in, and the hand's result.

Everything on the form is public, so every seat's view carries the same form. A card that
has not been played is simply absent from ``cards`` (the grid's empty square), which keeps
unplayed cards out of the view.

>>> from bridgeclub.play import Trick
>>> from bridgeclub.cards import Card
>>> from bridgeclub.seats import Seat
>>> trick = Trick(Seat.E, [(Seat.E, Card.from_str("HQ")), (Seat.S, Card.from_str("HA"))])
>>> form = memory_help_form(["N", "E", "S", "W"], [{"N": "P", "E": "7S"}], [trick], hand=3)
>>> form["bidding"], form["cards"]["HA"]
([{'N': 'P', 'E': '7S'}], {'seat': 'S', 'trick': 1})
>>> print(form_text(form).splitlines()[2])
Round 1:  N P  E 7S
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bridgeclub.cards import Rank, Suit
from bridgeclub.play import Trick

JSON = dict[str, Any]

#: The grid's order on the printed form: clubs, diamonds, hearts, spades across; A to 2 down.
GRID_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
GRID_RANKS = tuple(sorted(Rank, reverse=True))


def memory_help_form(players: Sequence[str], rounds: Sequence[Mapping[str, str]],
                     tricks: Sequence[Trick], hand: int | None = None,
                     names: Mapping[str, str] | None = None,
                     results: Mapping[str, Any] | None = None) -> JSON:
    """The form as a JSON-ready dict.

    ``players`` are the seats at the table, ``rounds`` the bidding rows (seat to call),
    ``tricks`` the tricks so far; ``names`` the players' names (seat to name, default the
    seat's name) and ``results`` the hand's result once known.
    """
    cards: JSON = {}
    for number, trick in enumerate(tricks, start=1):
        for seat, card in trick.cards:
            cards[str(card)] = {"seat": str(seat), "trick": number}
    return {
        "hand": hand,
        "players": {seat: (names or {}).get(seat, seat) for seat in players},
        "bidding": [dict(row) for row in rounds],
        "cards": cards,
        "results": None if results is None else dict(results),
    }


def form_text(form: Mapping[str, Any]) -> str:
    """The form as the printed page lays it out: names, rounds, the card grid, results.

    Each square of the grid shows the seat that played the card and the trick number
    (``S3``); an unplayed card's square shows ``.``.
    """
    hand = form.get("hand")
    lines = [f"Memory Help Form{'' if hand is None else f'  Hand #{hand}'}"]
    players: Mapping[str, str] = form["players"]
    lines.append("Players:  " + "  ".join(f"{s} {n}" if n != s else s
                                          for s, n in players.items()))
    for number, row in enumerate(form["bidding"], start=1):
        lines.append(f"Round {number}:  " + "  ".join(f"{s} {c}" for s, c in row.items()))
    cards: Mapping[str, Mapping[str, Any]] = form["cards"]
    lines.append("      " + "".join(f"{suit.symbol:<6}" for suit in GRID_SUITS))
    for rank in GRID_RANKS:
        squares = []
        for suit in GRID_SUITS:
            entry = cards.get(f"{suit.letter}{rank.letter}")
            squares.append("." if entry is None else f"{entry['seat']}{entry['trick']}")
        label = "10" if rank is Rank.TEN else rank.letter
        lines.append(f"{label:>3}   " + "".join(f"{s:<6}" for s in squares).rstrip())
    results = form.get("results")
    if results:
        lines.append("Results:  " + "  ".join(f"{k} {v}" for k, v in results.items()))
    return "\n".join(lines)
