"""Does a claim hold? The computer defender's check, double dummy with endplay's DDS.

A claimer faces her hand (Law 68C), so a defender then sees declarer's cards, dummy's,
her own and the cards played, and knows her partner's as the rest. The claim must not
depend on where the defenders' cards lie: the defender accepts declarer's claim of N
tricks only when declarer's side wins at least N of the remaining tricks double dummy
against *every* lay-out of the defenders' remaining cards between the two defenders that
fits what the play has shown (a player who did not follow suit holds none of it). When
there are more lay-outs than ``limit`` she cannot check them all and plays on: a computer
never accepts a claim it has not verified.

The check reads only the defender's view (``Game.view``), never the deal.

>>> import bridgeclub as bc
>>> deal = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
>>> game = bc.new_game("rubber", deal=deal, claims=True)
>>> for action in "7NT P P P C9 claim".split():
...     _ = game.act(action)
>>> answer_claim(game.view("E"))       # too many lay-outs to check yet: play on
'reject'
>>> ten_tricks = ("reject C8 C3 CA SA S7 S6 S2 SK S8 S5 C4 SQ S9 S4 C5 SJ ST S3 D2 HA H9 H8 "
...               "H2 HK HT H7 H3 HQ HJ H6 H4 DA D9 D8 D3 DK DT D7 D4")
>>> for action in ten_tricks.split():
...     _ = game.act(action)
>>> game.view("E")["hands"]["N"]       # North to lead; the club queen is out
['DQ', 'CK', 'C2']
>>> _ = game.act("claim 2"); claim_holds(game.view("E"))
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from math import comb
from typing import Any

from endplay.types import Card as DDSCard
from endplay.types import Deal as DDSDeal
from endplay.types import Denom, Player

from bridgeclub.analysis.dds import solve_boards
from bridgeclub.cards import DECK, Card, Suit
from bridgeclub.seats import Seat

#: The most lay-outs a defender will solve before giving up (and playing on).
DEFAULT_LIMIT = 2000
#: Boards per call of DDS's batch solver (it takes at most 200).
BATCH = 160
_DENOMS = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs,
           "N": Denom.nt}
_PLAYERS = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south,
            Seat.W: Player.west}


def _cards(items: Sequence[str]) -> list[Card]:
    return [Card.from_str(c) for c in items]


def layouts(unseen: Sequence[Card], first: Seat, first_count: int, second: Seat,
            voids: dict[Seat, set[Suit]]) -> Iterator[tuple[list[Card], list[Card]]]:
    """Every way to give ``first_count`` of the ``unseen`` cards to ``first`` and the rest
    to ``second``, where neither holds a suit she has shown out of.

    >>> cards = _cards(["SA", "SK", "HA"])
    >>> [([str(c) for c in a], [str(c) for c in b]) for a, b in
    ...  layouts(cards, Seat.S, 1, Seat.E, {Seat.E: {Suit.HEARTS}})]
    [(['HA'], ['SA', 'SK'])]
    """
    for chosen in combinations(range(len(unseen)), first_count):
        picked = set(chosen)
        mine = [c for i, c in enumerate(unseen) if i in picked]
        rest = [c for i, c in enumerate(unseen) if i not in picked]
        if any(c.suit in voids.get(first, set()) for c in mine):
            continue
        if any(c.suit in voids.get(second, set()) for c in rest):
            continue
        yield mine, rest


def claim_holds(view: dict[str, Any], limit: int = DEFAULT_LIMIT) -> bool:
    """Whether the pending claim in a defender's ``view`` holds against every lay-out of
    the defenders' remaining cards (double dummy). False when there are more than
    ``limit`` lay-outs to check."""
    claim = view.get("claim")
    if not claim or claim.get("settled"):
        raise ValueError("there is no claim to check in this view")
    me = Seat.from_str(view["seat"])
    declarer = Seat.from_str(view["declarer"])
    if me.side is declarer.side:
        raise ValueError("only a defender checks declarer's claim")
    dummy, partner = declarer.partner, me.partner
    if str(declarer) not in view["hands"]:
        raise ValueError("declarer has not faced her hand")
    strain = view["contract"]["strain"][0]
    tricks = [t for t in view["tricks"] if t["cards"]]
    current = tricks[-1] if tricks and tricks[-1]["winner"] is None else None
    played: list[Card] = []
    played_by: dict[Seat, int] = {s: 0 for s in Seat}
    voids: dict[Seat, set[Suit]] = {s: set() for s in Seat}
    for trick in tricks:
        led = Card.from_str(trick["cards"][0]["card"]).suit
        for entry in trick["cards"]:
            seat, card = Seat.from_str(entry["seat"]), Card.from_str(entry["card"])
            played.append(card)
            played_by[seat] += 1
            if card.suit is not led and led is not None:
                voids[seat].add(led)
    hands: dict[Seat, list[Card]] = {seat: _cards(view["hands"][str(seat)])
                                     for seat in (declarer, dummy)}
    seen = set(played) | set(hands[declarer]) | set(hands[dummy])
    defenders_cards = [c for c in DECK if c not in seen]
    mine = 13 - played_by[me]
    if mine + 13 - played_by[partner] != len(defenders_cards):
        raise ValueError("the view's cards do not add up")
    if comb(len(defenders_cards), mine) > limit:
        return False
    if current is not None:
        leader = Seat.from_str(current["leader"])
        in_trick = [Card.from_str(e["card"]) for e in current["cards"]]
    else:
        leader = Seat.from_str(tricks[-1]["winner"]) if tricks else declarer.lho
        in_trick = []
    remaining = 13 - len(tricks) + (1 if current is not None else 0)
    deals = []
    for my_cards, partner_cards in layouts(defenders_cards, me, mine, partner, voids):
        hands[me], hands[partner] = my_cards, partner_cards
        deals.append(_dds_deal(hands, current, leader, in_trick, strain))
    if not deals:
        raise ValueError("no lay-out of the defenders' cards fits the play")
    to_play = leader.after(len(in_trick))
    for start in range(0, len(deals), BATCH):
        # through dds.solve_boards: one DDS call at a time in a process (a search's solve
        # may still be running on its thread)
        for solved in solve_boards(deals[start:start + BATCH]):
            best = max(solved.values())
            won = best if to_play.side is declarer.side else remaining - best
            if won < claim["tricks"]:
                return False
    return True


def _dds_deal(hands: dict[Seat, list[Card]], current: dict[str, Any] | None, leader: Seat,
              in_trick: list[Card], strain: str) -> Any:
    """An endplay deal of the remaining cards, the current trick's cards put back and
    played again so the solver starts in mid-trick."""
    full = {seat: list(cards) for seat, cards in hands.items()}
    if current is not None:
        for entry in current["cards"]:
            full[Seat.from_str(entry["seat"])].append(Card.from_str(entry["card"]))
    pbn = "N:" + " ".join(_pbn_hand(full[seat]) for seat in Seat)
    deal = DDSDeal(pbn)
    deal.first = _PLAYERS[leader]
    deal.trump = _DENOMS[strain]
    for card in in_trick:
        deal.play(DDSCard(str(card)))
    return deal


def _pbn_hand(cards: list[Card]) -> str:
    suits = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        ranks = sorted((c for c in cards if c.suit is suit), reverse=True)
        suits.append("".join(str(c)[1] for c in ranks))
    return ".".join(suits)


def answer_claim(view: dict[str, Any], limit: int = DEFAULT_LIMIT) -> str:
    """A computer defender's answer to a claim: ``accept`` if it holds, else ``reject``."""
    return "accept" if claim_holds(view, limit) else "reject"
