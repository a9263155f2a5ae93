"""A tournament's boards played by computers in every seat: the simulated entrants of the
tests and the benchmark, and the match an entrant's table plays the boards in (the
server's tables and the terminal game use ``table_match`` too).

>>> from bridgeclub.tournaments.model import Tournament
>>> t = Tournament.new("Class", "minibridge", boards=2, seed=3)
>>> table_match(t, first=2)
('minibridge', {'deals': 1, 'dealer': 'E', 'dealers': ['E']})
>>> table_match(Tournament.new("Class", "ez-bridge", boards=2, seed=3))
('ez-bridge', {'dealer': 'N', 'target': 1000, 'dealers': ['N', 'E']})
>>> play = computer_play(t, 2, "beginner", seed=1)
>>> play.board, len(play.cards) in (0, 52)
(2, True)
"""

from __future__ import annotations

import random
from typing import Any

from bridgeclub.bots import computer_player
from bridgeclub.game import Game
from bridgeclub.match import new_match
from bridgeclub.seats import Seat
from bridgeclub.tournaments.model import VARIANTS, Play, Tournament, play_of

#: The points of an EZ-Bridge Game at a tournament's table: the most its ``target``
#: option takes (``matches.ez.TARGET``).
EZ_NO_GAME = 1000


def table_match(tournament: Tournament, first: int = 1, count: int | None = None
                ) -> tuple[str, dict[str, Any]]:
    """The match kind and options of a table that plays ``count`` of the tournament's
    boards from board ``first`` on (all of them by default), with their dealers (a hand
    record's need not rotate)."""
    count = len(tournament.boards) - first + 1 if count is None else count
    kind = VARIANTS[tournament.variant]
    if kind == "duplicate":
        return kind, {"boards": count, "first_board": first}
    dealer = tournament.boards[first].dealer
    # each board keeps the dealer its hand record gives it, rotating or not
    dealers = [tournament.boards[n].dealer for n in range(first, first + count)
               if n in tournament.boards]
    if kind == "minibridge":
        return kind, {"deals": count, "dealer": dealer, "dealers": dealers}
    # EZ-Bridge: the match is the tournament's boards, one hand each, scored against the
    # field; a Game of the most points a match allows never ends within 36 hands of at
    # most 13 points, so the match never ends before its boards (its table ends it after
    # them: ``server.table``, the terminal's session after ``count`` deals)
    return kind, {"dealer": dealer, "target": EZ_NO_GAME, "dealers": dealers}


def board_game(tournament: Tournament, board: int, seed: int = 0) -> Game:
    """A fresh game of one board (its deal, dealer and vulnerability)."""
    kind, options = table_match(tournament, board, 1)
    match = new_match(kind, **options)
    return match.next_game(deal=tournament.boards[board].deal, seed=seed)


def computer_play(tournament: Tournament, board: int, level: str, seed: int = 0,
                  whims: float = 0.0) -> Play:
    """Board ``board`` played to its end by four computers of ``level``; with ``whims``
    South (the simulated entrant) makes that share of her choices at random among the
    legal ones, so simulated entrants differ as people do (a computer of one level
    plays a board the same way every time)."""
    game = board_game(tournament, board, seed)
    players = {seat: computer_player(level, seed * 4 + i, system=tournament.system)
               for i, seat in enumerate(game.players)}
    whim = random.Random(seed)
    while not game.is_over:
        actor = game.actor
        assert actor is not None
        view = game.view(actor)
        if actor is Seat.S and whim.random() < whims:
            action = whim.choice(view["legal_actions"])
        else:
            action = players[actor].decide(view).action
        game.act(action, seat=actor)
    return play_of(game, board)
