"""Goren's Bridge for Two (``bridge-for-two``): two players, two hands, two dummy racks.

Seed 003, "Bridge for Two", with the rulings of RULES.md:

- **Seats.** Player A sits South with his rack North; player B sits West with her rack
  East (``players`` is ``(S, W)``). Play goes clockwise S, W, N, E; each player plays his
  own rack.
- **The deal.** The dealer deals one card at a time, from his left, clockwise. The first
  six cards a rack receives go face-down one to a compartment, the centre left empty; the
  next six go face-up over them; the thirteenth face-up in the centre. The rack's cards stay
  as dealt, never sorted (``Rack``). The face-down cards are unknown to both players.
- **The auction.** Only the two players call, with doubles and redoubles. The auction ends
  at the first pass that follows any bid, double or redouble; if the dealer passes first
  the opponent may open, and a second pass throws the deal in (``TwoCallerAuction``).
- **The play.** Declarer's left-hand hand leads: West (B's hand) when South declares, the
  North rack when West declares. A rack plays only its face-up cards and follows suit only
  with them; a card it uncovers turns face-up when the trick is complete, and a card of the
  suit led turned up later is no revoke (``RackPlay``).
- **Saving the deal.** ``to_json`` (the server's save) holds the deal and, in the options,
  the racks' cards in the order dealt (``racks``), so a replay puts every card back in its
  compartment. Views never show a face-down card; when the deal is over every hand is shown,
  as at the table after the last trick.

>>> import bridgeclub as bc
>>> pack = " ".join(str(c) for c in bc.DECK)       # C2 C3 ... SA, dealt from South's left
>>> game = bc.new_game("bridge-for-two", pack=pack, dealer="S")
>>> [c["up"] for c in game.view("S")["racks"]["N"]]
['DA', 'H5', 'H9', 'SQ', 'HK', 'S4', 'S8']
>>> for call in ("1S", "P"):
...     _ = game.act(call)
>>> game.contract.describe(), game.turn, game.actor
('1S by S', Seat.W, Seat.W)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bridgeclub.auction import Auction
from bridgeclub.calls import Contract
from bridgeclub.cards import DECK, Card, cards_from_str
from bridgeclub.deal import Deal, _seed_int
from bridgeclub.game_base import JSON
from bridgeclub.options import Option
from bridgeclub.play import Play, Trick
from bridgeclub.seats import Seat, Vulnerability, to_seat
from bridgeclub.variants.goren_two import GorenTwoPlayerGame

#: The two racks: North is South's, East is West's.
RACK_SEATS: tuple[Seat, Seat] = (Seat.N, Seat.E)
#: The compartment in the middle of a rack, which holds the thirteenth card alone.
CENTRE = 3
#: The compartments that get a face-down card, left to right: all but the centre.
SIDE_COMPARTMENTS = (0, 1, 2, 4, 5, 6)


class Rack:
    """A dummy rack of seven compartments, filled in the order of seed 003.

    >>> rack = Rack(cards_from_str("C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK CA"))
    >>> [str(c) for c in rack.playable()]
    ['C8', 'C9', 'CT', 'CA', 'CJ', 'CQ', 'CK']
    >>> rack.remove(Card.from_str("C9")); rack.compartments()[1]
    {'up': None, 'covered': True}
    >>> rack.turn_up(); [str(c) for c in rack.playable()]
    ['C8', 'C3', 'CT', 'CA', 'CJ', 'CQ', 'CK']
    """

    def __init__(self, dealt: Sequence[Card]) -> None:
        if len(dealt) != 13:
            raise ValueError(f"a rack holds 13 cards, not {len(dealt)}")
        self.dealt: tuple[Card, ...] = tuple(dealt)
        self.down: list[Card | None] = [None] * 7
        self.up: list[Card | None] = [None] * 7
        for i, compartment in enumerate(SIDE_COMPARTMENTS):
            self.down[compartment] = dealt[i]
            self.up[compartment] = dealt[6 + i]
        self.up[CENTRE] = dealt[12]

    def playable(self) -> list[Card]:
        """The face-up cards, left to right: the only cards the rack may play."""
        return [c for c in self.up if c is not None]

    def remove(self, card: Card) -> None:
        """Take a face-up card out to play it; the card under it stays face-down for now."""
        self.up[self.up.index(card)] = None

    def turn_up(self) -> None:
        """After a trick: turn face-up every face-down card that lies uncovered."""
        for compartment in range(7):
            if self.up[compartment] is None and self.down[compartment] is not None:
                self.up[compartment], self.down[compartment] = self.down[compartment], None

    def compartments(self) -> list[JSON]:
        """What anyone at the table sees: each compartment's face-up card, and whether a
        face-down card lies in it."""
        return [{"up": None if up is None else str(up), "covered": down is not None}
                for up, down in zip(self.up, self.down, strict=True)]


def deal_one_at_a_time(pack: Sequence[Card], dealer: Seat) -> dict[Seat, list[Card]]:
    """Deal ``pack`` one card at a time from the dealer's left, clockwise; each hand's cards
    in the order they arrive.

    >>> hands = deal_one_at_a_time(DECK, Seat.S)
    >>> [str(c) for c in hands[Seat.W][:2]], [str(c) for c in hands[Seat.S][:2]]
    (['C2', 'C6'], ['C5', 'C9'])
    """
    if len(pack) != 52 or len(set(pack)) != 52:
        raise ValueError("the pack must hold each of the 52 cards once")
    hands: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
    for index, card in enumerate(pack):
        hands[dealer.after(1 + index % 4)].append(card)
    return hands


class TwoCallerAuction(Auction):
    """The two players' auction: the first pass after any call ends it (RULES.md).

    >>> auction = TwoCallerAuction(Seat.W, callers=(Seat.S, Seat.W))
    >>> for call in ("P", "1H", "X", "P"):
    ...     _ = auction.call(call)
    >>> auction.is_complete, auction.contract.describe()
    (True, '1HX by S')
    """

    passes_to_end: ClassVar[int | None] = 1
    passes_to_throw_in: ClassVar[int | None] = 2


class RackPlay(Play):
    """The play with two racks: a rack offers only its face-up cards (seed 003, "The Play"
    rules 1-4); its covered cards turn up when the trick is complete."""

    def __init__(self, hands: Mapping[Seat, Sequence[Card]], trump: Any, leader: Seat,
                 racks: Mapping[Seat, Sequence[Card]]) -> None:
        super().__init__(hands, trump, leader)
        self.racks: dict[Seat, Rack] = {seat: Rack(dealt) for seat, dealt in racks.items()}

    def playable(self, seat: Seat) -> list[Card]:
        rack = self.racks.get(seat)
        return self.hands[seat] if rack is None else rack.playable()

    def why_illegal(self, card: Card) -> str | None:
        rack = self.racks.get(self.turn)
        if rack is not None and not self.is_complete and card not in rack.playable():
            # The same words whether the card is face-down here or elsewhere: no leak.
            return f"{card} is not a face-up card of {self.turn.full_name}'s rack"
        return super().why_illegal(card)

    def play_unchecked(self, card: Card) -> None:
        rack = self.racks.get(self.turn)
        if rack is not None:
            rack.remove(card)
        super().play_unchecked(card)

    def on_trick_complete(self, trick: Trick) -> None:
        for rack in self.racks.values():
            rack.turn_up()


def _pack(value: Any) -> None:
    """A pack is a string of cards or a list of cards."""
    if not isinstance(value, str | list | tuple):
        raise ValueError(f"the 52 cards as text or a list, not {value!r:.30}")


class BridgeForTwoGame(GorenTwoPlayerGame):
    """Goren's Bridge for Two: two players, each with a hand and a dummy rack."""

    variant: ClassVar[str] = "bridge-for-two"
    declared_options: ClassVar[tuple[Option, ...]] = (
        *GorenTwoPlayerGame.declared_options,
        Option("racks", "object", None, "each rack's cards in dealt order (with a deal)"),
        Option("pack", "object", None, "the 52 cards in the order dealt", check=_pack))
    auction_class: ClassVar[type[Auction]] = TwoCallerAuction

    def __init__(self, deal: Deal | str | None = None, seed: int | str | None = None,
                 dealer: Seat | str | None = None,
                 vulnerability: Vulnerability | str | None = None,
                 racks: Mapping[str, str] | None = None, pack: str | Sequence[Card] | None = None,
                 **options: Any) -> None:
        """Deal from ``pack`` (52 cards in the order dealt), or from ``deal`` with the racks'
        cards in dealt order in ``racks`` (``{"N": "C2 ...", "E": ...}``; shuffled by
        ``seed`` when absent), or shuffle a pack by ``seed``."""
        first = to_seat(dealer)
        if first is None:
            first = Seat.S
        rng = random.Random(_seed_int(seed) if seed is not None else
                            random.SystemRandom().getrandbits(63))
        if pack is not None or deal is None:
            if deal is not None or racks is not None:
                raise ValueError("give either a pack, or a deal with its racks, not both")
            cards = cards_from_str(pack) if isinstance(pack, str) else list(pack or ())
            if pack is None:
                cards = list(DECK)
                rng.shuffle(cards)
            dealt = deal_one_at_a_time(cards, first)
            the_deal = Deal(dealt)
            order = {seat: dealt[seat] for seat in RACK_SEATS}
        else:
            the_deal = deal if isinstance(deal, Deal) else Deal.from_pbn(deal)
            order = _rack_order(the_deal, racks, rng)
        super().__init__(deal=the_deal, dealer=first, vulnerability=vulnerability,
                         racks={str(s): " ".join(str(c) for c in order[s]) for s in RACK_SEATS},
                         **options)
        self.rack_order: dict[Seat, list[Card]] = order
        self.auction = TwoCallerAuction(self.dealer, callers=self.players)

    # -- the play with racks -------------------------------------------------------------
    def start_play(self, contract: Contract) -> None:
        super().start_play(contract)
        assert contract.declarer is not None
        hands = {seat: list(self.deal[seat]) for seat in Seat}
        self.play = RackPlay(hands, contract.trump, contract.declarer.lho, self.rack_order)

    def racks_now(self) -> dict[Seat, Rack]:
        """The racks as they lie now (as dealt until the play starts)."""
        if isinstance(self.play, RackPlay):
            return self.play.racks
        return {seat: Rack(self.rack_order[seat]) for seat in RACK_SEATS}

    # -- what each player may know -------------------------------------------------------
    #: A claimer faces his hand; his rack is in view already, its face-down cards unknown
    #: to him as to everyone.
    faced_to_claim: ClassVar[frozenset[Seat]] = frozenset(Seat) - frozenset(RACK_SEATS)

    def visible_hands(self, seat: Seat) -> set[Seat]:
        """A player sees his own hand (the racks are drawn apart), the claimer's hand
        while he answers a claim (``claim_shows``); everything at the end."""
        return set(Seat) if self.is_over else {seat} | self.claim_shows(seat)

    def never_seen(self) -> set[Card]:
        """The racks' face-down cards that were never turned up: nobody ever sees them, not
        even after the deal (RULES.md, "What a seat sees")."""
        return {card for rack in self.racks_now().values() for card in rack.down
                if card is not None}

    def seat_view(self, seat: Seat) -> JSON:
        """The four-hand view plus ``racks``: each rack's compartments, left to right, as
        ``{"up": card or None, "covered": whether a face-down card lies there}``. After the
        deal the hands are shown without the cards that stayed face-down."""
        view = super().seat_view(seat)
        view["racks"] = {str(s): rack.compartments() for s, rack in self.racks_now().items()}
        hidden = {str(card) for card in self.never_seen()} if self.is_over else set()
        if hidden:
            view["hands"] = {s: [c for c in cards if c not in hidden]
                             for s, cards in view["hands"].items()}
            view.pop("deal", None)
        return view


def _rack_order(deal: Deal, racks: Mapping[str, str] | None,
                rng: random.Random) -> dict[Seat, list[Card]]:
    """The racks' cards in dealt order: as given (checked against the deal) or shuffled."""
    if not deal.is_complete:
        raise ValueError("a game needs all four hands of 13 cards")
    order: dict[Seat, list[Card]] = {}
    for seat in RACK_SEATS:
        if racks is None:
            cards = deal[seat].sorted()
            rng.shuffle(cards)
        else:
            text = racks.get(str(seat))
            if text is None:
                raise ValueError(f"the racks need the order of {seat.full_name}'s rack")
            cards = cards_from_str(text)
            if len(cards) != 13 or set(cards) != set(deal[seat].cards):
                raise ValueError(f"{seat.full_name}'s rack must hold that hand's 13 cards")
        order[seat] = cards
    return order
