"""Buddy Bridge (``buddy-bridge``): two players, two jokers, a stock, then a contract.

Seed 004 with the rulings of RULES.md. One game of this variant is one deal: the exchange
phase, the joker exchange and the contract phase; the match of kind ``buddy-bridge``
(``bridgeclub.matches.buddy``) plays the deals of games to 300 and rubbers.

- **Seats.** The two players sit South and West (``players`` is ``(S, W)``); they are
  opponents and play alternately. There are no other hands.
- **Cards.** 54: the 52 and two jokers. The two jokers are alike and both are written
  ``JK`` (the one ``bridgeclub.cards.JOKER``): each player is dealt one, a joker never
  changes hands, and a hand never holds two, so ``JK`` in a hand is that player's joker and
  ``JK`` in a trick is the joker of the seat that played it.
- **The deal.** Each player gets a joker, then 12 cards one at a time from the dealer's
  opponent; the other 28 cards are the stock, top first (``BuddyDeal``).
- **Exchange phase** (13 tricks, ``ExchangePlay``). The top stock card is turned: its suit
  is trump for this trick only. The dealer's opponent leads the first trick, the winner of
  a trick the next. Follow suit if you can; a void player may trump (a trump wins unless
  over-trumped) or discard (a discard cannot win). A joker may be played at any time, as
  ``JK high`` (it wins; the other joker cannot beat it) or ``JK low`` (it cannot win). Our
  rulings where the text is silent: after a led joker there is no suit to follow and the
  second card sets the suit; if both jokers are played low, the leader wins. The winner
  takes the turned card, the loser the next face-down card (seen by the loser alone), and
  the next card is turned.
- **Joker exchange.** Two stock cards remain. An unplayed joker must be exchanged: a single
  holder sees both and takes one by naming it (the other is dead, unseen by the opponent);
  if both hold one, the player with more exchange tricks takes the top card and the other
  the bottom card. The jokers leave the game.
- **Contract phase.** Bids ``1C``..``7NT`` mean +1..+7 (``2H``: 8 tricks with hearts),
  ordered by level then C < D < H < S < NT; no doubles. The player with more exchange tricks
  bids first; players outbid each other until one passes; the holder of the bid may then
  raise her own bid once (any higher bid, or pass to accept); two passes with no bid: no
  contract this deal. The defender leads; follow suit, a void player may trump or discard.
- **Claims** (table option ``claims``, as in every variant that plays tricks): in the
  contract phase declarer may ``claim N`` or ``concede`` on her turn; the defender answers
  ``accept`` or ``reject`` (``bridgeclub.claims``; phase ``claim``). A claimer faces her
  hand; an accepted claim or a concession ends the play with the claimed tricks.
- **Score** (``scoring.buddy``): most exchange tricks 40 below and 10 above; a made contract
  its trick values below, 40 below if exact, 10 above per bag; a failed contract -50 below
  for the declarer and 50 above for the defender. ``result.score`` gives each player's
  points of the deal; ``result.details["entries"]`` the pad lines.

>>> import bridgeclub as bc
>>> game = bc.new_game("buddy-bridge", seed=5, dealer="S")
>>> game.phase, game.turn, len(game.view("W")["hand"]), game.view("W")["stock"]["cards"]
('exchange', Seat.W, 13, 28)
>>> "JK high" in game.view("W")["legal_actions"]
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from bridgeclub.auction import Auction
from bridgeclub.calls import Call, Contract
from bridgeclub.cards import DECK, JOKER, Card, Suit, cards_from_str
from bridgeclub.claims import ACCEPT, REJECT, ClaimAction, Claims, is_claim_word
from bridgeclub.deal import Deal, Hand, _seed_int
from bridgeclub.game_base import JSON, Action, Game, Move, Result
from bridgeclub.options import TABLE_OPTIONS, Option
from bridgeclub.play import Play, Trick, trick_winner
from bridgeclub.scoring.buddy import PadLine, contract_lines, exchange_lines
from bridgeclub.seats import Seat, to_seat

#: The two players' seats.
PLAYERS: tuple[Seat, Seat] = (Seat.S, Seat.W)
STOCK_SIZE = 28
EXCHANGE_TRICKS = 13


def other(seat: Seat) -> Seat:
    """The other player."""
    return Seat.W if seat is Seat.S else Seat.S


class BuddyDeal(Deal):
    """The cards dealt: 12 to each player (each also holds a joker) and the 28-card stock,
    top first. Written ``S:<hand> W:<hand> stock:<cards>``, hands as in PBN.

    >>> deal = BuddyDeal.shuffled(seed=1, dealer=Seat.S)
    >>> len(deal[Seat.S]), len(deal[Seat.W]), len(deal.stock)
    (12, 12, 28)
    >>> BuddyDeal.from_str(deal.to_pbn()) == deal
    True
    """

    __slots__ = ("stock",)
    stock: tuple[Card, ...]

    def __init__(self, hands: Mapping[Seat, Iterable[Card]], stock: Sequence[Card]) -> None:
        super().__init__(hands)
        if sorted(self) != sorted(PLAYERS) or any(len(self[s]) != 12 for s in PLAYERS):
            raise ValueError("a Buddy Bridge deal gives 12 cards to South and to West")
        if len(stock) != STOCK_SIZE:
            raise ValueError(f"the stock holds {STOCK_SIZE} cards, not {len(stock)}")
        dealt = set(self[Seat.S].cards) | set(self[Seat.W].cards) | set(stock)
        if len(dealt) != 52 or JOKER in dealt:
            raise ValueError("the hands and the stock must hold each of the 52 cards once")
        object.__setattr__(self, "stock", tuple(stock))

    @classmethod
    def shuffled(cls, seed: int | str | None, dealer: Seat) -> BuddyDeal:
        """Shuffle the 52 cards and deal 12 each one at a time, the dealer's opponent
        first; the rest is the stock."""
        rng = random.Random(_seed_int(seed) if seed is not None else
                            random.SystemRandom().getrandbits(63))
        pack = list(DECK)
        rng.shuffle(pack)
        first = other(dealer)
        hands = {first: pack[0:24:2], dealer: pack[1:24:2]}
        return cls(hands, pack[24:])

    @classmethod
    def from_str(cls, text: str) -> BuddyDeal:
        """Read ``S:<PBN hand> W:<PBN hand> stock:<28 cards>``."""
        parts = text.split()
        try:
            hands = {Seat.from_str(p[0]): Hand.from_pbn(p[2:]) for p in parts[:2]
                     if p[1] == ":"}
            if len(hands) != 2 or not parts[2].startswith("stock:"):
                raise ValueError("two hands then the stock")
            stock = cards_from_str(" ".join([parts[2][6:], *parts[3:]]))
        except (IndexError, ValueError) as error:
            raise ValueError(f"not a Buddy Bridge deal: {text[:40]!r}... ({error})") from None
        return cls(hands, stock)

    def to_pbn(self, first: Seat | str = Seat.S) -> str:
        """The deal's string form (the hands in PBN, then the stock)."""
        stock = " ".join(str(c) for c in self.stock)
        return f"S:{self[Seat.S]} W:{self[Seat.W]} stock:{stock}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BuddyDeal) and super().__eq__(other) \
            and self.stock == other.stock

    def __hash__(self) -> int:
        return hash((super().__hash__(), self.stock))


@dataclass(frozen=True, slots=True)
class JokerPlay:
    """Playing the joker, declared high (it wins the trick) or low (it cannot win)."""

    high: bool

    def __str__(self) -> str:
        return "JK high" if self.high else "JK low"

    @classmethod
    def from_str(cls, text: str) -> JokerPlay:
        words = text.strip().upper().split()
        if len(words) != 2 or words[0] not in ("JK", "JOKER") or words[1] not in ("HIGH", "LOW"):
            raise ValueError(f"not a joker play: {text!r} (say JK high or JK low)")
        return cls(words[1] == "HIGH")


@dataclass(frozen=True, slots=True)
class Draw:
    """What the two players took from the stock after an exchange trick."""

    faced: Card
    winner: Seat
    drawn: Card


class ExchangePlay(Play):
    """The 13 exchange tricks: a trump turned per trick, jokers, drawing from the stock."""

    def __init__(self, hands: Mapping[Seat, Iterable[Card]], stock: Sequence[Card],
                 leader: Seat) -> None:
        super().__init__(hands, None, leader, players=(leader, other(leader)),
                         tricks=EXCHANGE_TRICKS)
        self.stock: list[Card] = list(stock)
        self.faced: Card | None = self.stock.pop(0)
        self.trumps: list[Suit] = [self._suit(self.faced)]
        self.joker_high: dict[tuple[int, Seat], bool] = {}
        self.draws: list[Draw] = []

    @staticmethod
    def _suit(card: Card) -> Suit:
        assert card.suit is not None
        return card.suit

    def led_suit(self, trick: Trick) -> Suit | None:
        """The suit to follow: the first card's, or the second's after a led joker."""
        return next((c.suit for _, c in trick.cards if not c.is_joker), None)

    def find_legal_cards(self) -> list[Card]:
        if self.is_complete:
            return []
        cards = self.hands[self.turn]
        led = self.led_suit(self.current)
        following = [c for c in cards if c.suit is led or c.is_joker]
        if led is None or len(following) == sum(1 for c in cards if c.is_joker):
            return list(cards)
        return following

    def play_joker(self, high: bool) -> None:
        """Play the joker of the seat on turn, declared high or low (checked by caller)."""
        self.joker_high[(len(self.tricks) - 1, self.turn)] = high
        self.play_unchecked(JOKER)

    def trick_winner(self, trick: Trick) -> Seat:
        index = len(self.tricks) - 1              # called for the trick being completed
        for seat, card in trick.cards:
            if card.is_joker and self.joker_high[(index, seat)]:
                return seat
        plain = [(s, c) for s, c in trick.cards if not c.is_joker]
        if not plain:
            return trick.leader
        return trick_winner(plain, self.trumps[index])

    def on_trick_complete(self, trick: Trick) -> None:
        """The winner takes the turned card, the loser the next face-down one; the next
        card is turned unless this was the last exchange trick."""
        assert trick.winner is not None and self.faced is not None
        loser = other(trick.winner)
        drawn = self.stock.pop(0)
        self.hands[trick.winner].append(self.faced)
        self.hands[loser].append(drawn)
        self.draws.append(Draw(self.faced, trick.winner, drawn))
        self.faced = None
        if len(self.tricks) < self.total_tricks:
            self.faced = self.stock.pop(0)
            self.trumps.append(self._suit(self.faced))


class BuddyAuction(Auction):
    """The contract phase's bidding (seed 004): +1..+7 as ``1C``..``7NT``, no doubles; the
    first pass after a bid gives its holder one chance to raise.

    >>> auction = BuddyAuction(Seat.W, callers=(Seat.W, Seat.S))
    >>> for call in ("1H", "2C", "P"):
    ...     _ = auction.call(call)
    >>> auction.is_complete, auction.turn
    (False, Seat.S)
    >>> _ = auction.call("3C"); auction.is_complete, auction.contract.describe()
    (True, '3C by S')
    """

    doubles_allowed: ClassVar[bool] = False
    passes_to_end: ClassVar[int | None] = 2
    passes_to_throw_in: ClassVar[int | None] = 2

    def __init__(self, dealer: Seat, callers: Sequence[Seat] | None = None) -> None:
        super().__init__(dealer, callers)
        self.raised = False

    @property
    def is_complete(self) -> bool:
        return self.raised or super().is_complete

    @property
    def is_raise_turn(self) -> bool:
        """Whether the holder of the bid is on turn to raise it or accept it."""
        return self.last_bid is not None and self.passes == 1 and not self.is_complete

    def record(self, call: Call) -> None:
        raising = self.is_raise_turn and call.is_bid
        super().record(call)
        self.raised = self.raised or raising


class BuddyBridgeGame(Game):
    """Buddy Bridge: an exchange phase with a stock and jokers, then a contract phase."""

    variant: ClassVar[str] = "buddy-bridge"
    declared_options: ClassVar[tuple[Option, ...]] = (
        *TABLE_OPTIONS,
        Option("dealer", "seat", None, "who deals: one of the two players", choices=("S", "W")))
    players: ClassVar[tuple[Seat, ...]] = PLAYERS

    def __init__(self, deal: BuddyDeal | str | None = None, seed: int | str | None = None,
                 dealer: Seat | str | None = None, **options: Any) -> None:
        seat = to_seat(dealer)
        if seat is None:
            seat = Seat.S
        if seat not in PLAYERS:
            raise ValueError(f"the dealer is one of the two players, S or W, not {seat}")
        if isinstance(deal, str):
            the_deal = BuddyDeal.from_str(deal)
        elif deal is None:
            the_deal = BuddyDeal.shuffled(seed, seat)
        else:
            the_deal = deal
        super().__init__(the_deal, {"dealer": str(seat), **options})
        self.buddy_deal = the_deal
        self.dealer = seat
        hands = {s: [*the_deal[s], JOKER] for s in PLAYERS}
        self.exchange = ExchangePlay(hands, the_deal.stock, other(seat))
        self.kept: dict[Seat, Card] = {}
        self.auction: BuddyAuction | None = None
        self.play: Play | None = None
        self.claims: Claims | None = None

    # -- state ---------------------------------------------------------------------------
    def joker_holders(self) -> list[Seat]:
        """The players whose joker was not played in the exchange phase."""
        return [s for s in PLAYERS if JOKER in self.exchange.hands[s]]

    @property
    def exchange_winner(self) -> Seat | None:
        """The player with more exchange tricks (13 tricks: never a tie), once known."""
        if not self.exchange.is_complete:
            return None
        return max(PLAYERS, key=lambda s: self.exchange.won[s])

    @property
    def phase(self) -> str:
        if not self.exchange.is_complete:
            return "exchange"
        if self.auction is None:
            return "joker-exchange"
        if self.play is None:
            return "done" if self.auction.is_complete else "auction"
        if self.claims is not None and self.claims.current is not None:
            return "done" if self.claims.current.is_settled else "claim"
        return "done" if self.play.is_complete else "play"

    @property
    def is_over(self) -> bool:
        return self.phase == "done"

    @property
    def turn(self) -> Seat | None:
        phase = self.phase
        if phase == "exchange":
            return self.exchange.turn
        if phase == "joker-exchange":
            return self.joker_holders()[0]
        if phase == "auction":
            assert self.auction is not None
            return self.auction.turn
        if phase == "play":
            assert self.play is not None
            return self.play.turn
        if phase == "claim":
            assert self.claims is not None and self.claims.current is not None
            return self.claims.current.next_to_answer
        return None

    @property
    def contract(self) -> Contract | None:
        return None if self.auction is None else self.auction.contract

    # -- actions -------------------------------------------------------------------------
    def last_two(self) -> list[Card]:
        """The two stock cards left after the exchange tricks: top, then bottom."""
        return list(self.exchange.stock)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "exchange":
            actions: list[Action] = []
            for card in self.exchange.legal_cards():
                actions.extend([JokerPlay(True), JokerPlay(False)] if card.is_joker else [card])
            return actions
        if phase == "joker-exchange":
            return list(self.last_two())
        if phase == "auction":
            assert self.auction is not None
            return list(self.auction.legal_calls())
        if phase == "play":
            assert self.play is not None
            actions = list[Action](self.play.legal_cards())
            contract = self.contract
            if self.claims is not None and contract is not None \
                    and self.play.turn is contract.declarer:
                actions.extend(self.claims.offers(self.remaining_tricks()))
            return actions
        if phase == "claim":
            return [ACCEPT, REJECT]
        return []

    def remaining_tricks(self) -> int:
        """Contract tricks not yet won by anyone, the one being played included."""
        if self.play is None:
            return 0
        return self.play.total_tricks - len(self.play.completed_tricks)

    def parse_action(self, text: str) -> Action:
        phase = self.phase
        if phase == "exchange" and text.strip().upper().startswith(("JK", "JOKER")):
            if text.strip().upper() in ("JK", "JOKER"):
                raise ValueError("say JK high (it wins the trick) or JK low (it cannot win)")
            return JokerPlay.from_str(text)
        if phase == "auction":
            return Call.from_str(text)
        if phase in ("play", "claim") and is_claim_word(text):
            return ClaimAction.from_str(text)
        return Card.from_str(text)

    def why_illegal(self, action: Action) -> str | None:
        phase = self.phase
        if phase == "exchange":
            card = JOKER if isinstance(action, JokerPlay) else action
            if not isinstance(card, Card):
                return "the exchange phase is on: play a card"
            if card.is_joker and not isinstance(action, JokerPlay):
                return "say JK high (it wins the trick) or JK low (it cannot win)"
            if card.is_joker and JOKER not in self.exchange.hands[self.exchange.turn]:
                return "you have played your joker"
            return self.exchange.why_illegal(card)
        if phase == "joker-exchange":
            if not isinstance(action, Card) or action not in self.last_two():
                return "take one of the two stock cards left, by naming it"
            return None
        if phase == "auction":
            assert self.auction is not None
            if not isinstance(action, Call):
                return "the bidding is on: bid (like 2H for +2 hearts) or pass (P)"
            if action.is_bid and action.level > 7:
                return "bids go from +1 to +7 (1C to 7NT)"
            return self.auction.why_illegal(action)
        if phase == "done":
            return "the deal is over"
        assert self.play is not None
        if isinstance(action, ClaimAction):
            if self.claims is None:
                return "claims are not in use at this table"
            actor = self.turn
            assert actor is not None
            return self.claims.why_illegal(action, actor, self.remaining_tricks())
        if phase == "claim":
            return "answer the claim first: accept or reject"
        if not isinstance(action, Card):
            return "the contract phase is on: play a card"
        return self.play.why_illegal(action)

    def apply(self, action: Action) -> None:
        phase = self.phase
        if phase == "exchange":
            if isinstance(action, JokerPlay):
                self.exchange.play_joker(action.high)
            else:
                assert isinstance(action, Card)
                self.exchange.play_unchecked(action)
            if self.exchange.is_complete:
                self._after_exchange()
        elif phase == "joker-exchange":
            assert isinstance(action, Card)
            self._take_from_stock(self.joker_holders()[0], action)
            self._start_auction()
        elif phase == "auction":
            assert isinstance(action, Call) and self.auction is not None
            self.auction.record(action)
            self._start_play()
        elif isinstance(action, ClaimAction):
            assert self.claims is not None and self.turn is not None
            self.claims.apply(action, self.turn, self.remaining_tricks())
        else:
            assert isinstance(action, Card) and self.play is not None
            self.play.play_unchecked(action)
            if self.claims is not None:
                self.claims.card_played()

    def _take_from_stock(self, seat: Seat, card: Card) -> None:
        hand = self.exchange.hands[seat]
        hand.remove(JOKER)
        hand.append(card)
        self.kept[seat] = card

    def _after_exchange(self) -> None:
        """Exchange the unplayed jokers with no choice to make, then start the bidding."""
        holders = self.joker_holders()
        if len(holders) == 1:
            return                                   # the holder chooses ("joker-exchange")
        if len(holders) == 2:
            winner = self.exchange_winner
            assert winner is not None
            top, bottom = self.last_two()
            self._take_from_stock(winner, top)
            self._take_from_stock(other(winner), bottom)
        self._start_auction()

    def _start_auction(self) -> None:
        first = self.exchange_winner
        assert first is not None
        self.auction = BuddyAuction(first, callers=(first, other(first)))

    def _start_play(self) -> None:
        assert self.auction is not None
        contract = self.auction.contract
        if contract is None or contract.declarer is None:
            return
        defender = other(contract.declarer)
        self.play = Play({s: self.exchange.hands[s] for s in PLAYERS}, contract.trump,
                         defender, players=(defender, contract.declarer))
        if self.options.get("claims"):
            self.claims = Claims(contract.declarer, answerers=(defender,))

    # -- what each player may know -------------------------------------------------------
    def hand_of(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds now."""
        hands = self.play.hands if self.play is not None else self.exchange.hands
        return sorted(hands[seat], reverse=True)

    def exchange_tricks(self, seat: Seat) -> list[JSON]:
        """The exchange tricks as ``seat`` may know them: every card played and turned; the
        face-down card the loser drew only for the loser."""
        rows: list[JSON] = []
        for index, trick in enumerate(self.exchange.tricks):
            if not trick.cards:
                continue
            row: JSON = {**trick.to_dict(), "trump": str(self.exchange.trumps[index])}
            row["jokers"] = {str(s): ("high" if self.exchange.joker_high[(index, s)] else "low")
                             for s, c in trick.cards if c.is_joker}
            if index < len(self.exchange.draws):
                draw = self.exchange.draws[index]
                row["faced"] = str(draw.faced)
                row["drawn"] = str(draw.drawn) if other(draw.winner) is seat else None
            else:
                row["faced"] = str(self.exchange.faced)
            rows.append(row)
        return rows

    def seat_view(self, seat: Seat) -> JSON:
        """What a player may know now, JSON-ready."""
        who = to_seat(seat)
        actor = self.actor
        faced = self.exchange.faced
        auction, play, result = self.auction, self.play, self.result
        view: JSON = {
            "variant": self.variant, "seat": str(who), "phase": self.phase,
            "dealer": str(self.dealer), "turn": _opt(self.turn), "actor": _opt(actor),
            "legal_actions": [str(a) for a in self.legal_actions()] if actor is who else [],
            "hand": [str(c) for c in self.hand_of(who)],
            "hands": {str(who): [str(c) for c in self.hand_of(who)]},
            "stock": {"cards": len(self.exchange.stock) + (faced is not None),
                      "faced": None if faced is None else str(faced)},
            "trump": None if faced is None else str(faced.suit),
            "exchange_tricks": self.exchange_tricks(who),
            "exchange_won": {str(s): self.exchange.won[s] for s in PLAYERS},
            "joker_exchange": {str(s): (str(c) if s is who else "taken")
                               for s, c in self.kept.items()},
            "auction": [] if auction is None else
            [{"seat": str(auction.seat_of(i)), "call": str(c)}
             for i, c in enumerate(auction.calls)],
            "contract": None if self.contract is None else str(self.contract),
            "declarer": None if self.contract is None else _opt(self.contract.declarer),
            "tricks": [] if play is None else [t.to_dict() for t in play.tricks if t.cards],
            "tricks_won": {} if play is None else {str(s): play.won[s] for s in PLAYERS},
            "result": None if result is None else result.to_dict(),
        }
        claims = self.claims
        if claims is not None and claims.current is not None:
            view["claim"] = claims.current.to_dict()
        if claims is not None and claims.exposed and not self.is_over:
            declarer = claims.declarer            # a claimer faces her hand (Law 68C)
            view["hands"][str(declarer)] = [str(c) for c in self.hand_of(declarer)]
        if self.is_over:
            unseen = self.never_seen_by(who)
            view["hands"] = {str(s): [str(c) for c in sorted(self.exchange.hands[s],
                                                             reverse=True)] for s in PLAYERS}
            view["deal"] = {**{str(s): [str(c) for c in self.buddy_deal[s]] for s in PLAYERS},
                            "stock": [None if c in unseen else str(c)
                                      for c in self.buddy_deal.stock]}
        return view

    def never_seen_by(self, seat: Seat) -> set[Card]:
        """The stock cards ``seat`` never saw and no player ever held: the dead card(s)
        left after the joker exchange (RULES.md: unseen by the opponent). The player who
        alone kept his joker saw both last cards."""
        if list(self.kept) == [seat]:
            return set()
        return {card for card in self.last_two() if card not in self.kept.values()}

    def seen_action(self, move: Move, seat: Seat) -> str | None:
        """The card taken in the joker exchange is seen by the player who took it."""
        if move.phase == "joker-exchange" and move.actor is not seat:
            return None
        return str(move.action)

    def hidden_action_text(self, move: Move) -> str:
        return f"{move.actor.full_name} took one of the two stock cards left"

    # -- the outcome ---------------------------------------------------------------------
    def pad_lines(self) -> list[JSON]:
        """This deal's lines on the score pad, each for a player."""
        lines: list[tuple[Seat, PadLine]] = []
        winner = self.exchange_winner
        if winner is not None:
            lines += [(winner, line) for line in exchange_lines()]
        contract = self.contract
        tricks = self.declarer_tricks()
        if tricks is not None and contract is not None and self.is_over:
            declarer = contract.declarer
            assert declarer is not None
            for line in contract_lines(contract, tricks):
                lines.append((declarer if line.role == "declarer" else other(declarer), line))
        return [{"player": str(s), "points": x.points, "line": x.line, "reason": x.reason}
                for s, x in lines]

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        contract = self.contract
        entries = self.pad_lines()
        score = {str(s): sum(e["points"] for e in entries if e["player"] == str(s))
                 for s in PLAYERS}
        declarer = None if contract is None else contract.declarer
        details: JSON = {"entries": entries,
                         "exchange_tricks": {str(s): self.exchange.won[s] for s in PLAYERS}}
        claimed = self.claims.settled if self.claims is not None else None
        if claimed is not None:
            details["claim"] = claimed.to_dict()
        return Result("P" if contract is None else str(contract), _opt(declarer),
                      self.declarer_tricks(), score, details)

    def declarer_tricks(self) -> int | None:
        """The contract tricks declarer won, those of a settled claim or concession
        included; None without a contract play."""
        contract = self.contract
        if contract is None or contract.declarer is None or self.play is None:
            return None
        claimed = self.claims.settled if self.claims is not None else None
        return self.play.won[contract.declarer] + (claimed.tricks if claimed else 0)


def _opt(seat: Seat | None) -> str | None:
    return None if seat is None else str(seat)


