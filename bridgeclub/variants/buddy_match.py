"""The Buddy Bridge score pad as a match (kind ``buddy-bridge``): games to 300, rubbers.

Seed 004, "Winning" and "Score Pad": each deal's lines go on the pad of the game being
played, for the player they belong to, below or above the line. A game ends after the
contract phase of the deal in which a player reaches 300 below the line (a deal is scored
whole, so 300 reached in the exchange phase waits for the contract phase); the higher total
of the game, above and below, wins it. Best of three games is a rubber (RULES.md).

Our rulings where the text is silent: the first dealer is the lower card of a draw from the
52 (jokers out), ranks first, then suits C < D < H < S; the deal then alternates. A game
with equal totals goes to the higher score below the line; if that is equal too, it is
drawn and counts for neither player. A rubber has no bonus; ``end`` stops it where it is.

>>> import bridgeclub as bc
>>> pad = bc.match.new_match("buddy-bridge", first_dealer="S")
>>> pad.record("4S", "S", 10, exchange_winner="W")
>>> [str(e.points) + " " + e.reason for e in pad.sheet.entries]
['40 most exchange tricks', '10 most exchange tricks', '120 contract', '40 exact contract']
>>> pad.game_totals()[-1]
{'S': {'below': 160, 'above': 0, 'total': 160}, 'W': {'below': 40, 'above': 10, 'total': 50}}
"""

from __future__ import annotations

import itertools
import random
from typing import Any, ClassVar

from bridgeclub.calls import Contract
from bridgeclub.cards import DECK, Card
from bridgeclub.deal import _seed_int
from bridgeclub.game import Game
from bridgeclub.match import Match, ScoreSheet, SheetEntry
from bridgeclub.scoring.buddy import GAME, contract_lines, exchange_lines
from bridgeclub.seats import Seat
from bridgeclub.variants.buddy_bridge import PLAYERS, BuddyBridgeGame, BuddyDeal, other


def draw_for_deal(rng: random.Random) -> tuple[Seat, dict[Seat, Card]]:
    """Each player draws a card; the lower deals (rank first, then suit).

    >>> dealer, cards = draw_for_deal(random.Random(1))
    >>> dealer in PLAYERS, len(cards)
    (True, 2)
    """
    drawn = rng.sample(DECK, 2)
    cards = dict(zip(PLAYERS, drawn, strict=True))
    dealer = min(PLAYERS, key=lambda s: (cards[s].rank, cards[s].suit))
    return dealer, cards


class BuddyBridgeMatch(Match):
    """A Buddy Bridge rubber: games to 300 below the line, the first to win two."""

    kind: ClassVar[str] = "buddy-bridge"
    games_to_win: ClassVar[int] = 2

    def __init__(self, first_dealer: Seat | str | None = None,
                 seed: int | str | None = None) -> None:
        self.draw: dict[Seat, Card] = {}
        if first_dealer is None:
            rng = random.Random(_seed_int(seed) if seed is not None else None)
            dealer, self.draw = draw_for_deal(rng)
        else:
            dealer = (Seat.from_str(first_dealer) if isinstance(first_dealer, str)
                      else first_dealer)
            if dealer not in PLAYERS:
                raise ValueError(f"the dealer is one of the two players, S or W, not {dealer}")
        self.dealer: Seat = dealer
        self._sheet = ScoreSheet(tuple(str(s) for s in PLAYERS))
        self.deals = 0
        self.winners: list[Seat | None] = []
        self._game_start = 0
        self._ended = False

    # -- playing -------------------------------------------------------------------------
    def next_game(self, deal: Any = None, seed: int | str | None = None) -> Game:
        if self.is_over:
            raise ValueError("the rubber is over")
        if deal is not None and not isinstance(deal, BuddyDeal | str):
            raise ValueError("a Buddy Bridge deal is a BuddyDeal or its string form")
        return BuddyBridgeGame(deal=deal, seed=seed, dealer=self.dealer)

    def add_game(self, game: Game) -> None:
        if not isinstance(game, BuddyBridgeGame):
            raise ValueError("a Buddy Bridge rubber scores Buddy Bridge deals")
        result = game.result
        if result is None:
            raise ValueError("the deal is not over")
        if game.dealer is not self.dealer:
            raise ValueError(f"this deal's dealer is {self.dealer}, not {game.dealer}")
        self._enter([(Seat.from_str(e["player"]), e["points"], e["line"], e["reason"])
                     for e in result.details["entries"]])

    def record(self, contract: str, declarer: str | None = None, tricks: int | None = None,
               **details: Any) -> None:
        """Score pad for a deal played with real cards: ``record("2H", "S", 9,
        exchange_winner="W")``; ``record("P", exchange_winner="S")`` when no one bid."""
        if self.is_over:
            raise ValueError("the rubber is over")
        unknown = set(details) - {"exchange_winner"}
        if unknown:
            raise ValueError(f"unknown detail {sorted(unknown)[0]!r} (give exchange_winner)")
        text = details.get("exchange_winner")
        if text is None:
            raise ValueError("say who won most exchange tricks: exchange_winner='S' or 'W'")
        winner = Seat.from_str(str(text))
        if winner not in PLAYERS:
            raise ValueError(f"the players are S and W, not {winner}")
        lines = [(winner, x.points, x.line, x.reason) for x in exchange_lines()]
        if contract.strip().upper() not in ("P", "PASS"):
            if declarer is None or tricks is None:
                raise ValueError("a contract needs its declarer and the tricks declarer won")
            who = Seat.from_str(declarer)
            if who not in PLAYERS:
                raise ValueError(f"the players are S and W, not {who}")
            the_contract = Contract.from_str(contract)
            if the_contract.doubled or the_contract.level > 7:
                raise ValueError(f"a Buddy Bridge contract is 1C to 7NT, not {contract!r}")
            lines += [(who if x.role == "declarer" else other(who), x.points, x.line, x.reason)
                      for x in contract_lines(the_contract, tricks)]
        self._enter(lines)

    def _enter(self, lines: list[tuple[Seat, int, str, str]]) -> None:
        self.deals += 1
        for seat, points, line, reason in lines:
            self._sheet.add(SheetEntry(self.deals, str(seat), points, line, reason))
        self.dealer = other(self.dealer)
        current = self.game_totals()[-1]
        if any(current[str(s)]["below"] >= GAME for s in PLAYERS):
            self._end_game(current)

    def _end_game(self, totals: dict[str, dict[str, int]]) -> None:
        def key(seat: Seat) -> tuple[int, int]:
            return totals[str(seat)]["total"], totals[str(seat)]["below"]
        best = max(PLAYERS, key=key)
        self.winners.append(None if key(best) == key(other(best)) else best)
        self._sheet.rule_game_line()

    # -- the pad -------------------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    def game_totals(self) -> list[dict[str, dict[str, int]]]:
        """Each game's totals per player; the last is the game being played (empty just
        after a game ends)."""
        bounds = [0, *self._sheet.games_ended_after, len(self._sheet.entries)]
        games = []
        for start, stop in itertools.pairwise(bounds):
            totals = {str(s): {"below": 0, "above": 0, "total": 0} for s in PLAYERS}
            for entry in self._sheet.entries[start:stop]:
                column = totals[entry.column]
                column[entry.line] += int(entry.points)
                column["total"] += int(entry.points)
            games.append(totals)
        return games

    def games_won(self) -> dict[str, int]:
        return {str(s): sum(1 for w in self.winners if w is s) for s in PLAYERS}

    @property
    def winner(self) -> Seat | None:
        """The winner of the rubber, once a player has won two games."""
        won = self.games_won()
        return next((s for s in PLAYERS if won[str(s)] >= self.games_to_win), None)

    @property
    def is_over(self) -> bool:
        return self._ended or self.winner is not None

    def end(self) -> None:
        self._ended = True
