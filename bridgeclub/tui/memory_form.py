"""EZ-Bridge's Memory Help Form on the terminal: in full on its own screen (``m``), and
collapsed to the cards played so far, suit by suit, beside the table.

Seed 000 ("Remembering who played what"): the form has the players' names, a row for each
round of bidding, a grid of the 52 cards where each played card gets the player who
played it and its trick, and the hand's result. Everything on it is public.

>>> form = {"hand": 2, "players": {"N": "Dummy", "E": "E", "S": "S", "W": "W"},
...         "bidding": [{"S": "7H", "W": "P", "E": "P"}],
...         "cards": {"HA": {"seat": "S", "trick": 1}}, "results": None}
>>> lines = form_lines(form)
>>> lines[0], lines[1]
('Memory Help Form, hand 2', 'Players: North (Dummy)  East  South  West')
>>> lines[3]
'      ♣    ♦    ♥    ♠       Bidding'
>>> lines[4]
'  A   .    .    S1   .       1: South 7♥  West Pass  East Pass'
>>> played_lines(form)
['Played:', '♥ A']
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from bridgeclub.scoring.ez import quarters_text
from bridgeclub.tui.words import RANKS, SEAT_NAMES, SYMBOLS, call_text, rank_text

GRID_SUITS = "CDHS"  # as on the printed form: clubs, diamonds, hearts, spades across


def _person(seat: str, name: str) -> str:
    full = SEAT_NAMES.get(seat, seat)
    return full if name in (seat, full) else f"{full} ({name})"


def form_lines(form: Mapping[str, Any], names: Mapping[str, str] | None = None) -> list[str]:
    """The whole form in at most 23 lines of 80 columns: the card grid on the left, the
    rounds of bidding on the right (the first rounds give way when there are more than
    the grid's rows), the result underneath. ``names`` names the people by seat where the
    game does (3-person EZ-Bridge: ``Ann``), so the form says who as the table does."""
    hand = form.get("hand")
    lines = ["Memory Help Form" + ("" if hand is None else f", hand {hand}")]
    players: Mapping[str, str] = {**(form.get("players") or {}), **(names or {})}
    lines.append("Players: " + "  ".join(_person(s, n) for s, n in players.items()))
    lines.append("")
    named = {**SEAT_NAMES, **{s: n for s, n in players.items() if n != s}}
    rounds = [f"{n}: " + "  ".join(f"{named.get(s, s)} {call_text(c)}"
                                   for s, c in row.items())
              for n, row in enumerate(form.get("bidding") or [], start=1)]
    if len(rounds) > len(RANKS):
        rounds = ["...", *rounds[-(len(RANKS) - 1):]]
    cards: Mapping[str, Mapping[str, Any]] = form.get("cards") or {}
    lines.append("      " + "".join(f"{SYMBOLS[s]:<5}" for s in GRID_SUITS) + "   Bidding")
    for index, rank in enumerate(RANKS):
        squares = []
        for suit in GRID_SUITS:
            entry = cards.get(suit + rank)
            squares.append("." if entry is None else f"{entry['seat']}{entry['trick']}")
        row = f"{rank_text(rank):>3}   " + "".join(f"{s:<5}" for s in squares)
        if index < len(rounds):
            row = f"{row:<29}{rounds[index]}"
        lines.append(row.rstrip()[:80])
    results = form.get("results")
    if results:
        lines.append("")
        lines.append(result_words(results, players)[:80])
    lines.append("Each square: who played the card and in which trick.")
    return lines


def result_words(results: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """The form's result line in words, never as Python values: quarters as ``8 3/4``,
    the people by their names.

    >>> result_words({"contract": "8H", "declarer": "E", "tricks": 11,
    ...               "score": {"E": "35/4", "S": 0}}, {"E": "Ann", "S": "You"})
    'Result: 8♥ by Ann, 11 tricks; Ann 8 3/4, You 0'
    """
    contract = results.get("contract")
    if not contract or contract == "P":
        return "Result: passed out, no score."
    named = {**SEAT_NAMES, **{s: n for s, n in (names or {}).items() if n != s}}
    declarer = named.get(str(results.get("declarer")), str(results.get("declarer")))
    tricks = results.get("tricks")
    score = results.get("score") or {}
    scored = ", ".join(f"{named.get(k, k) if len(k) == 1 else k} "
                       f"{quarters_text(Fraction(str(v)))}" for k, v in score.items())
    return f"Result: {call_text(str(contract))} by {declarer}, {tricks} tricks; {scored}"


def played_lines(form: Mapping[str, Any]) -> list[str]:
    """The form collapsed: the cards played so far by suit (empty before the play)."""
    cards: Mapping[str, Any] = form.get("cards") or {}
    if not cards:
        return []
    lines = ["Played:"]
    for suit in "SHDC":
        ranks = "".join(rank_text(r) for r in RANKS if suit + r in cards)
        if ranks:
            lines.append(f"{SYMBOLS[suit]} {ranks}")
    return lines
