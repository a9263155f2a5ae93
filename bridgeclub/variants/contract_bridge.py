"""One deal of Contract Bridge at a table of four: the auction, then the play.

This is the deal every Contract Bridge form plays (duplicate, rubber, Chicago); the forms
differ only in how a result is scored, so they override ``score``. Variants with another
auction or play (EZ-Bridge, racks, two players) reuse the engines through ``auction_class``
and ``play_class`` and override the few methods that differ.

Rules (seed 002, "Rubber Bridge: Bidding" and "The Play"): the dealer calls first; the
player on declarer's left leads; dummy's hand is faced after the opening lead and declarer
chooses its cards (so ``actor`` is declarer when ``turn`` is dummy).

Table options every form inherits: ``claims=True`` lets declarer claim or concede and the
defenders accept or reject (``bridgeclub.claims``, phase ``claim``); ``undo=True`` lets a
player take back her last action until the next player acts (``Game.undo``). The Beer Card
(seed 002) is reported in ``result.details["beer_card"]`` when the seven of diamonds wins
the last trick for the side that made or defeated the contract.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from bridgeclub.auction import Auction
from bridgeclub.calls import Call, Contract
from bridgeclub.cards import Card, Rank, Suit
from bridgeclub.claims import ACCEPT, REJECT, ClaimAction, Claims, is_claim_word
from bridgeclub.deal import Deal
from bridgeclub.game_base import JSON, Action, Game, Result
from bridgeclub.options import BOARD, DEALER, TABLE_OPTIONS, VULNERABILITY, Option
from bridgeclub.play import Play
from bridgeclub.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability, to_seat
from bridgeclub.views import ContractView, contract_view


def _deal_from(deal: Deal | str | None, seed: int | str | None) -> Deal:
    if isinstance(deal, Deal):
        return deal
    if isinstance(deal, str):
        return Deal.from_pbn(deal)
    if seed is None:
        seed = random.SystemRandom().getrandbits(63)
    return Deal.random(seed)


class ContractBridgeGame(Game):
    """A deal of four-handed Contract Bridge; subclasses choose how it is scored."""

    auction_class: ClassVar[type[Auction]] = Auction
    play_class: ClassVar[type[Play]] = Play
    #: Whether a board number sets dealer and vulnerability (duplicate) by default.
    uses_boards: ClassVar[bool] = True
    #: The dealers of successive deals in a match (rubber, Chicago): clockwise round the
    #: table. Two-player forms deal from the players' seats only.
    dealer_rotation: ClassVar[tuple[Seat, ...]] = (Seat.N, Seat.E, Seat.S, Seat.W)
    declared_options: ClassVar[tuple[Option, ...]] = (*TABLE_OPTIONS, BOARD, DEALER,
                                                      VULNERABILITY)

    def __init__(self, deal: Deal | str | None = None, seed: int | str | None = None,
                 board: int | None = None, dealer: Seat | str | None = None,
                 vulnerability: Vulnerability | str | None = None, **options: Any) -> None:
        the_deal = _deal_from(deal, seed)
        if not the_deal.is_complete:
            raise ValueError("a game needs all four hands of 13 cards")
        if board is not None and board < 1:
            raise ValueError(f"board numbers start at 1, not {board}")
        number = board if board is not None else (1 if self.uses_boards else None)
        seat = to_seat(dealer)
        if seat is None:
            seat = board_dealer(number) if number is not None else Seat.N
        vul = (Vulnerability.from_str(vulnerability) if isinstance(vulnerability, str)
               else vulnerability) or \
            (board_vulnerability(number) if number is not None else Vulnerability.NONE)
        settings: JSON = {"dealer": str(seat), "vulnerability": str(vul)}
        if number is not None:
            settings["board"] = number
        settings.update(options)
        super().__init__(the_deal, settings)
        self.board = number
        self.dealer: Seat = seat
        self.vulnerability: Vulnerability = vul
        self.auction: Auction = self.auction_class(seat)
        self.play: Play | None = None
        self._contract: Contract | None = None
        self.claims: Claims | None = None

    # -- state ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.play is None:
            return "done" if self.auction.is_complete else "auction"
        if self.claims is not None and self.claims.current is not None:
            return "done" if self.claims.current.is_settled else "claim"
        return "done" if self.play.is_complete else "play"

    @property
    def is_over(self) -> bool:
        if self.play is None:
            return self.auction.is_complete
        if self.claims is not None and self.claims.current is not None:
            return self.claims.current.is_settled
        return self.play.is_complete

    @property
    def contract(self) -> Contract | None:
        """The final contract with its declarer; None while bidding or when passed out."""
        return self._contract

    @property
    def declarer(self) -> Seat | None:
        return None if self._contract is None else self._contract.declarer

    @property
    def dummy(self) -> Seat | None:
        declarer = self.declarer
        return None if declarer is None else declarer.partner

    @property
    def turn(self) -> Seat | None:
        if self.claims is not None and self.claims.current is not None:
            return self.claims.current.next_to_answer
        if self.play is not None:
            return None if self.play.is_complete else self.play.turn
        return None if self.auction.is_complete else self.auction.turn

    @property
    def actor(self) -> Seat | None:
        play = self.play
        if play is None:
            return None if self.auction.is_complete else self.auction.turn
        if self.claims is not None and self.claims.current is not None:
            return self.claims.current.next_to_answer
        if play.is_complete:
            return None
        turn = play.turn
        contract = self._contract
        if contract is not None and contract.declarer is not None \
                and turn is contract.declarer.partner:
            return contract.declarer
        return turn

    def is_dummy_faced(self) -> bool:
        return self.play is not None and self.play.is_opening_lead_made

    # -- actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.claims is not None and self.claims.pending is not None:
            return [ACCEPT, REJECT]
        if self.play is not None:
            cards: list[Action] = list(self.play.legal_cards())
            if self.claims is not None and self.actor is self.claims.claimer and cards:
                cards.extend(self.claims.offers(self.remaining_tricks()))
            return cards
        return list(self.auction.legal_calls())

    def parse_action(self, text: str) -> Action:
        if self.play is not None and is_claim_word(text):
            return ClaimAction.from_str(text)
        if self.play is not None:
            return _parse_or_explain(text, Card.from_str, Call.from_str,
                                     "the auction is over: play a card")
        return _parse_or_explain(text, Call.from_str, Card.from_str,
                                 "the auction is not over: make a call (P, X, XX or a bid)")

    def parse_card(self, text: str) -> Action:
        """A card to play, or a claim word (``claim 3``, ``concede``, ``accept``) during
        the play: for the variants whose play phase reads only cards."""
        if is_claim_word(text):
            return ClaimAction.from_str(text)
        try:
            return Card.from_str(text)
        except ValueError:
            raise ValueError(f"{text!r} is not a card: play a card, like SA or H7") from None

    def why_illegal(self, action: Action) -> str | None:
        if isinstance(action, ClaimAction):
            if self.play is None:
                return "claims are made during the play"
            if self.claims is None:
                return "claims are not in use at this table"
            actor = self.actor
            assert actor is not None
            return self.claims.why_illegal(action, actor, self.remaining_tricks())
        if self.claims is not None and self.claims.pending is not None:
            return "answer the claim first: accept or reject"
        if self.play is not None:
            if not isinstance(action, Card):
                return "the auction is over: play a card"
            return self.play.why_illegal(action)
        if not isinstance(action, Call):
            return "the auction is not over: make a call (P, X, XX or a bid)"
        return self.auction.why_illegal(action)

    def apply(self, action: Action) -> None:
        if isinstance(action, ClaimAction):
            assert self.claims is not None and self.actor is not None
            self.claims.apply(action, self.actor, self.remaining_tricks())
            return
        if self.play is not None:
            assert isinstance(action, Card)
            self.play.play_unchecked(action)
            if self.claims is not None:
                self.claims.card_played()
            return
        assert isinstance(action, Call)
        self.auction.record(action)
        if self.auction.is_complete:
            contract = self.auction.contract
            if contract is not None:
                self._contract = contract
                self.start_play(contract)

    def tricks_needed(self) -> int | None:
        """The tricks declarer's side must win to make the contract; None without one."""
        contract = self.contract
        return None if contract is None else contract.tricks_needed

    def contract_view(self) -> ContractView | None:
        contract = self.contract
        if contract is None:
            return None
        return contract_view(contract, tricks_needed=self.tricks_needed())

    def start_play(self, contract: Contract) -> None:
        assert contract.declarer is not None
        hands = {seat: list(self.deal[seat]) for seat in Seat}
        self.play = self.play_class(hands, contract.trump, contract.declarer.lho)
        if self.options.get("claims"):
            self.claims = self.new_claims(contract.declarer)

    def new_claims(self, declarer: Seat) -> Claims:
        """The claims of this deal's play: declarer claims, both defenders answer."""
        return Claims(declarer)

    def remaining_tricks(self) -> int:
        """Tricks not yet won by anyone, the one being played included."""
        if self.play is None:
            return 0
        return self.play.total_tricks - len(self.play.completed_tricks)

    # -- what each seat may know ---------------------------------------------------------
    def visible_hands(self, seat: Seat) -> set[Seat]:
        """Whose remaining cards ``seat`` may see now: her own, dummy once faced,
        declarer's once she has faced them to claim, and every hand when the deal is over."""
        if self.is_over:
            return set(Seat)
        seen = {seat}
        dummy = self.dummy
        if dummy is not None and self.is_dummy_faced():
            seen.add(dummy)
        if self.claims is not None and self.claims.exposed and self.declarer is not None:
            seen.add(self.declarer)
        return seen

    def remaining(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds now; the whole hand as dealt once the deal is over."""
        if self.play is None or self.is_over:
            return self.deal[seat].sorted()
        return sorted(self.play.hands[seat], key=_hand_order)

    def seat_view(self, seat: Seat) -> JSON:
        """What ``seat`` may know now, JSON-ready, every card as its string."""
        who = to_seat(seat)
        actor = self.actor
        contract = self.contract
        play = self.play
        visible = self.visible_hands(who)
        view: JSON = {
            "variant": self.variant,
            "seat": str(who),
            "phase": self.phase,
            "board": self.board,
            "dealer": str(self.dealer),
            "vulnerability": str(self.vulnerability),
            "turn": _opt(self.turn),
            "actor": _opt(actor),
            "legal_actions": [str(a) for a in self.legal_actions()] if actor is who else [],
            "hand": [str(c) for c in self.remaining(who)] if who in visible else [],
            "hands": {str(s): [str(c) for c in self.remaining(s)] for s in sorted(visible)},
            "auction": [{"seat": str(self.auction.seat_of(i)), "call": str(c)}
                        for i, c in enumerate(self.auction.calls)],
            "contract": None if contract is None else str(contract),
            "declarer": _opt(self.declarer),
            "dummy": _opt(self.dummy),
            "tricks": [] if play is None else [t.to_dict() for t in play.tricks if t.cards],
            "tricks_won": {} if play is None else self.tricks_won_by_side(),
            "result": None if self.result is None else self.result.to_dict(),
        }
        if self.claims is not None and self.claims.current is not None:
            view["claim"] = self.claims.current.to_dict()
        if self.options.get("undo"):
            view["can_undo"] = self.why_not_undo(who) is None
        if self.is_over:
            view["deal"] = self.deal.to_pbn()
        if self.options.get("memory_help"):
            view["memory_help"] = self.memory_help()
        return view

    def tricks_won_by_side(self) -> dict[str, int]:
        """Each side's tricks, the tricks of a settled claim or concession included:
        declarer's side the claimed ones, the defenders the rest (Law 69).

        >>> import bridgeclub as bc
        >>> game = bc.new_game("rubber", seed=2, claims=True)
        >>> for call in "1NT P P P".split(): _ = game.act(call)
        >>> _ = game.act(game.legal_actions()[0]); _ = game.act("claim 9")
        >>> _ = game.act("accept"); _ = game.act("accept")
        >>> game.tricks_won_by_side()
        {'NS': 9, 'EW': 4}
        """
        play = self.play
        if play is None:
            return {}
        won = {str(side): play.tricks_of(side) for side in Side}
        claimed = self.claims.settled if self.claims is not None else None
        if claimed is not None and self.declarer is not None:
            won[str(self.declarer.side)] += claimed.tricks
            won[str(self.declarer.side.opponents)] += claimed.remaining - claimed.tricks
        return won

    def bidding_rounds(self) -> list[dict[str, str]]:
        """The bidding as rows of the Memory Help Form, one row per round."""
        return self.auction.rounds()

    def memory_help(self) -> JSON:
        """The Memory Help Form of seed 000 (who bid what, who played which card): public,
        the same for every seat. Shown in the view with the option ``memory_help=True``."""
        from bridgeclub.variants.memory_help import memory_help_form

        result = self.result
        return memory_help_form([str(s) for s in self.players], self.bidding_rounds(),
                                [] if self.play is None else self.play.tricks,
                                hand=self.board,
                                results=None if result is None else result.to_dict())

    # -- the outcome ---------------------------------------------------------------------
    def declarer_tricks(self) -> int | None:
        declarer = self.declarer
        if declarer is None or self.play is None:
            return None
        return self.play.tricks_of(declarer.side) + self.claimed_tricks()

    def claimed_tricks(self) -> int:
        """The tricks declarer's side won by a settled claim or concession (0 without)."""
        claimed = self.claims.settled if self.claims is not None else None
        return claimed.tricks if claimed is not None else 0

    def score(self, contract: Contract | None, tricks: int | None) -> dict[str, Any]:
        """Points per side for this deal; each form of the game says how."""
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        contract = self.contract
        tricks = self.declarer_tricks()
        return Result(
            contract="P" if contract is None else str(contract),
            declarer=_opt(self.declarer),
            tricks=tricks,
            score=self.score(contract, tricks),
            details=self.result_details(contract, tricks),
        )

    def result_details(self, contract: Contract | None, tricks: int | None) -> JSON:
        """What the result reports besides the score: a claim or concession, the Beer Card.
        Forms add their own (the sheet entries of a rubber deal)."""
        details: JSON = {}
        claimed = self.claims.settled if self.claims is not None else None
        if claimed is not None:
            details["claim"] = claimed.to_dict()
        beer = self.beer_card(contract, tricks)
        if beer is not None:
            details["beer_card"] = beer
        return details

    def beer_card(self, contract: Contract | None, tricks: int | None) -> JSON | None:
        """The Beer Card (seed 002): the seven of diamonds wins the last trick, played by
        declarer's side when the contract makes (dummy buys declarer a beer) or by a
        defender when it is defeated (the other defender buys). None otherwise, and when
        the last trick was never played (a claim)."""
        play = self.play
        if contract is None or contract.declarer is None or tricks is None or play is None \
                or not play.is_complete:
            return None
        last = play.tricks[-1]
        winner = last.winner
        if winner is None or last.card_of(winner) != Card(Suit.DIAMONDS, Rank.SEVEN):
            return None
        needed = self.tricks_needed()
        assert needed is not None
        made = tricks >= needed
        declaring = winner.side is contract.declarer.side
        if made and declaring:
            return {"won_by": str(contract.declarer), "bought_by": str(contract.declarer.partner),
                    "for": "declarer"}
        if not made and not declaring:
            return {"won_by": str(winner), "bought_by": str(winner.partner), "for": "defenders"}
        return None


def _parse_or_explain(text: str, parse: Callable[[str], Action],
                      other: Callable[[str], object], explanation: str) -> Action:
    """Parse ``text`` as this phase's action; if it is the other phase's kind, say so."""
    try:
        return parse(text)
    except ValueError as error:
        try:
            other(text)
        except ValueError:
            raise error from None
        raise ValueError(explanation) from None


def _opt(seat: Seat | None) -> str | None:
    return None if seat is None else str(seat)


def _hand_order(card: Card) -> tuple[int, int]:
    """Spades first, high to low, as a player holds the cards."""
    return (-(card.suit or 0), -(card.rank or 0))
