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
>>> pad = bc.new_match("buddy-bridge", first_dealer="S")
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

from bridgeclub.cards import DECK, Card
from bridgeclub.deal import _seed_int
from bridgeclub.game_base import JSON, Game
from bridgeclub.match_base import Match, ScoreSheet, SheetEntry
from bridgeclub.matches.pad_input import (
    is_passed_out,
    no_declarer_nor_tricks,
    no_details,
    pad_contract,
    pad_seat,
    pad_text,
    pad_tricks,
)
from bridgeclub.options import Option
from bridgeclub.scoring.buddy import GAME, contract_lines, exchange_lines
from bridgeclub.seats import Seat
from bridgeclub.variants.buddy_bridge import PLAYERS, BuddyDeal, other


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


def _check_seed(value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int | str) or len(str(value)) > 100:
        raise ValueError(f"a number or a word, not {value!r:.30}")


class BuddyBridgeMatch(Match):
    """A Buddy Bridge rubber: games to 300 below the line, the first to win two."""

    kind: ClassVar[str] = "buddy-bridge"
    variants: ClassVar[tuple[str, ...]] = ("buddy-bridge",)
    declared_options: ClassVar[tuple[Option, ...]] = (
        Option("first_dealer", "seat", None, "who deals first (default: drawn by card)",
               choices=("S", "W")),
        Option("seed", "object", None, "seed of the draw for the first dealer",
               check=_check_seed))
    example: ClassVar[str] = "4S S 10 exchange W"
    pad_pass: ClassVar[str] = "P exchange S if no one bid"
    pad_details: ClassVar[tuple[str, ...]] = ("exchange_winner",)
    games_to_win: ClassVar[int] = 2

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.draw: dict[Seat, Card] = {}
        first = self.option("first_dealer")
        if first is None:
            seed = self.option("seed")
            rng = random.Random(_seed_int(seed) if seed is not None else None)
            dealer, self.draw = draw_for_deal(rng)
            # The draw is part of the match: saved, so loading and undo keep the dealer.
            self.options = {k: v for k, v in self.options.items() if k != "seed"}
            self.options["first_dealer"] = str(dealer)
        else:
            dealer = Seat.from_str(str(first))
        self.dealer: Seat = dealer
        self._sheet = ScoreSheet(tuple(str(s) for s in PLAYERS))
        self.winners: list[Seat | None] = []

    # -- playing -------------------------------------------------------------------------
    @property
    def next_dealer(self) -> Seat:
        return self.dealer

    def _new_game(self, deal: Any, seed: int | str | None, options: JSON) -> Game:
        if deal is not None and not isinstance(deal, BuddyDeal | str):
            raise ValueError("a Buddy Bridge deal is a BuddyDeal or its string form")
        return self.game_class.new(deal=deal, seed=seed, dealer=self.dealer, **options)

    def _score_game(self, game: Game) -> str:
        result = game.result
        assert result is not None
        if getattr(game, "dealer", None) is not self.dealer:
            raise ValueError(f"this deal's dealer is {self.dealer}, "
                             f"not {getattr(game, 'dealer', None)}")
        self._enter([(Seat.from_str(e["player"]), e["points"], e["line"], e["reason"])
                     for e in result.details["entries"]])
        return f"{self.dealer} deals: {result.contract}" + \
            (f" by {result.declarer}, {result.tricks} tricks" if result.declarer else "")

    def _score_record(self, contract: object, declarer: object, tricks: object,
                      details: dict[str, Any]) -> tuple[JSON, str]:
        """A deal played with real cards: ``record("2H", "S", 9, exchange_winner="W")``;
        ``record("P", exchange_winner="S")`` when no one bid."""
        no_details(details, ("exchange_winner",))
        text = pad_text(contract, "a contract", self.example)
        if details.get("exchange_winner") is None:
            raise ValueError(f"who won most exchange tricks (S or W)? like {self.example}")
        winner = pad_seat(details["exchange_winner"], PLAYERS, "the exchange winner")
        lines = [(winner, x.points, x.line, x.reason) for x in exchange_lines()]
        dealer = self.dealer
        entry: JSON = {"contract": "P", "declarer": None, "tricks": None,
                       "exchange_winner": str(winner)}
        note = f"{dealer} deals: exchange won by {winner}, no contract"
        if not is_passed_out(text):
            bid = pad_contract(text, declarer, example=self.example, doubles=False,
                               game="Buddy Bridge", seats=PLAYERS)
            won = pad_tricks(tricks)
            assert bid.declarer is not None
            who = bid.declarer
            lines += [(who if x.role == "declarer" else other(who), x.points, x.line,
                       x.reason) for x in contract_lines(bid, won)]
            entry.update(contract=str(bid), declarer=str(who), tricks=won)
            note = f"{dealer} deals: exchange won by {winner}, {bid.describe()}, {won} tricks"
        else:
            no_declarer_nor_tricks(declarer, tricks, "a deal with no contract")
        self._enter(lines)
        return entry, note

    def _enter(self, lines: list[tuple[Seat, int, str, str]]) -> None:
        number = len(self.log) + 1
        for seat, points, line, reason in lines:
            self._sheet.add(SheetEntry(number, str(seat), points, line, reason))
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

    @property
    def games_won(self) -> dict[str, int]:
        """Games won by each player."""
        return {str(s): sum(1 for w in self.winners if w is s) for s in PLAYERS}

    @property
    def finished(self) -> bool:
        return any(n >= self.games_to_win for n in self.games_won.values())

    @property
    def winner(self) -> str | None:
        """The player who won the rubber (two games); if it was ended early, the player
        ahead in games won, else None."""
        won = self.games_won
        best = max(won, key=lambda c: won[c])
        if won[best] >= self.games_to_win or (self.ended and won[best] > min(won.values())):
            return best
        return None

    def _standing(self) -> JSON:
        below = {c: t["below"] for c, t in self.game_totals()[-1].items()}
        return {"games_won": self.games_won, "game_below": below}

    def outcome(self) -> str:
        if not self.is_over:
            return ""
        won = f"{self.winner} won the rubber." if self.winner else "No one won the rubber."
        return f"{won} Points: {self.points_text()}."

    def summary(self) -> str:
        """Games won and this game's points below the line.

        >>> import bridgeclub as bc
        >>> pad = bc.new_match("buddy-bridge", first_dealer="S")
        >>> pad.summary()
        'Games: S 0, W 0. This game below the line: S 0, W 0 (300 wins).'
        """
        won = ", ".join(f"{c} {n}" for c, n in self.games_won.items())
        below = ", ".join(f"{c} {t['below']}" for c, t in self.game_totals()[-1].items())
        return f"Games: {won}. This game below the line: {below} ({GAME} wins)."
