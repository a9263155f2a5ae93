"""The card-play engine every trick-taking variant reuses.

Contract Bridge (Laws 41-66): the leader plays any card; each other player follows suit if
able, otherwise plays any card; a trick goes to the highest trump in it, or else to the
highest card of the suit led; the winner leads next. Who plays a hand (declarer for
dummy) is the Game's business; this engine only knows seats and hands.

Variants override small methods: ``playable`` (a rack offers only its face-up cards),
``find_legal_cards`` (a joker may be played at any time; ``legal_cards`` caches it),
``trick_winner`` (a trump per trick), and ``on_trick_complete`` (a covered rack card turns
up).

>>> from bridgeclub.deal import Deal
>>> deal = Deal.from_pbn("N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64")
>>> play = Play({s: list(deal[s]) for s in deal}, trump=Suit.SPADES, leader=Seat.E)
>>> for card in ("HQ", "HA", "HJ"):
...     _ = play.play(card)
>>> [str(c) for c in play.legal_cards()]
['H8', 'H2']
>>> _ = play.play("H2"); play.tricks[0].winner
Seat.S
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from bridgeclub.cards import Card, Suit
from bridgeclub.errors import checked
from bridgeclub.seats import SEATS, Seat, Side

#: A card's place in the pack: how hands are kept, highest first (as ``Card`` orders).
_INDEX = attrgetter("index")


def trick_winner(cards: Sequence[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    """Who wins a trick of ``cards`` (seat and card, in the order played): the highest trump,
    or else the highest card of the suit led (Law 44E-F).

    >>> trick = [(Seat.W, Card.from_str("S2")), (Seat.N, Card.from_str("SA")),
    ...          (Seat.E, Card.from_str("H3")), (Seat.S, Card.from_str("S4"))]
    >>> trick_winner(trick, None), trick_winner(trick, Suit.HEARTS)
    (Seat.N, Seat.E)
    """
    best_seat, best = cards[0]
    for seat, card in cards[1:]:
        if card.suit is best.suit:
            if card.index > best.index:
                best_seat, best = seat, card
        elif card.suit is trump and trump is not None:
            best_seat, best = seat, card
    return best_seat


@dataclass
class Trick:
    """One trick: who led, the cards in the order played, and the winner when complete."""

    leader: Seat
    cards: list[tuple[Seat, Card]] = field(default_factory=list)
    winner: Seat | None = None

    @property
    def led_suit(self) -> Suit | None:
        return self.cards[0][1].suit if self.cards else None

    def card_of(self, seat: Seat) -> Card | None:
        for who, card in self.cards:
            if who is seat:
                return card
        return None

    def to_dict(self) -> dict[str, object]:
        return {
            "leader": str(self.leader),
            "cards": [{"seat": str(s), "card": str(c)} for s, c in self.cards],
            "winner": None if self.winner is None else str(self.winner),
        }


class Play:
    """The play of the cards: hands, tricks, whose turn it is and what may be played."""

    def __init__(self, hands: Mapping[Seat, Iterable[Card]], trump: Suit | None,
                 leader: Seat, players: Sequence[Seat] = SEATS, tricks: int | None = None
                 ) -> None:
        self.hands: dict[Seat, list[Card]] = {s: sorted(hands[s], key=_INDEX, reverse=True)
                                              for s in players}
        self.trump = trump
        self.players: tuple[Seat, ...] = tuple(players)
        self._size = len(self.players)
        self._next = {s: self.players[(i + 1) % len(self.players)]
                      for i, s in enumerate(self.players)}
        self.tricks: list[Trick] = [Trick(leader)]
        self.total_tricks = tricks if tricks is not None else min(len(h) for h in
                                                                  self.hands.values())
        self.won: dict[Seat, int] = {s: 0 for s in self.players}
        self.turn: Seat = leader
        self._complete = self.total_tricks == 0
        self._legal: list[Card] | None = None

    @property
    def current(self) -> Trick:
        """The trick being played (the last trick once play is over)."""
        return self.tricks[-1]

    @property
    def completed_tricks(self) -> list[Trick]:
        return [t for t in self.tricks if t.winner is not None]

    @property
    def is_complete(self) -> bool:
        return self._complete

    @property
    def is_opening_lead_made(self) -> bool:
        return bool(self.tricks[0].cards)

    def next_seat(self, seat: Seat) -> Seat:
        return self._next[seat]

    def playable(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` could play if there were no duty to follow suit."""
        return self.hands[seat]

    def legal_cards(self) -> list[Card]:
        """The cards the seat on turn may play now."""
        if self._legal is None:
            self._legal = self.find_legal_cards()
        return list(self._legal)

    def find_legal_cards(self) -> list[Card]:
        """Work out the legal cards (``legal_cards`` caches this until the next card)."""
        if self._complete:
            return []
        cards = self.playable(self.turn)
        trick = self.tricks[-1]
        if not trick.cards:
            return list(cards)
        led = trick.cards[0][1].suit
        following = [c for c in cards if c.suit is led]
        return following or list(cards)

    def why_illegal(self, card: Card) -> str | None:
        """Why ``card`` may not be played now, in the player's words; None when it may."""
        if self._complete:
            return "the play is over"
        legal = self._legal
        if legal is None:
            legal = self._legal = self.find_legal_cards()
        if card in legal:
            return None
        seat = self.turn
        if card not in self.hands[seat]:
            return f"{card} is not in the hand of {seat.full_name}"
        if card not in self.playable(seat):
            return f"{card} cannot be played yet"
        led = self.current.led_suit
        suit_name = "" if led is None else led.name.lower()
        return f"you must follow suit: you hold {suit_name}"

    def play(self, card: Card | str) -> Card:
        """Play ``card`` for the seat on turn; raise IllegalAction and change nothing if not
        allowed."""
        card = checked(card, Card.from_str, self.why_illegal)
        self.play_unchecked(card)
        return card

    def play_unchecked(self, card: Card) -> None:
        """Play ``card`` for the seat on turn; the caller has checked it is legal."""
        seat = self.turn
        self.hands[seat].remove(card)
        self._legal = None
        trick = self.tricks[-1]
        cards = trick.cards
        cards.append((seat, card))
        if len(cards) < self._size:
            self.turn = self._next[seat]
            return
        winner = self.trick_winner(trick)
        trick.winner = winner
        self.won[winner] += 1
        self.on_trick_complete(trick)
        if len(self.tricks) < self.total_tricks:
            self.tricks.append(Trick(winner))
        else:
            self._complete = True
        self.turn = winner

    def trick_winner(self, trick: Trick) -> Seat:
        """The highest trump, or else the highest card of the suit led."""
        return trick_winner(trick.cards, self.trump)

    def on_trick_complete(self, trick: Trick) -> None:
        """Called when a trick is complete, before the next one starts."""

    def tricks_of(self, side: Side) -> int:
        """Tricks won so far by a partnership."""
        return sum(n for seat, n in self.won.items() if seat.side is side)

    def played_cards(self) -> list[Card]:
        return [card for trick in self.tricks for _, card in trick.cards]
