"""Does a claim hold? The computer defender's check, double dummy.

A claimer faces her hand (Law 68C), so a defender then sees declarer's cards, her own, the
cards played and whatever else her seat sees (dummy, a rack's face-up cards). The claim
must not depend on where the cards declarer cannot see lie (Law 70: a claim is judged
against any normal play of the cards): the defender accepts declarer's claim of N tricks
only when declarer's side wins at least N of the remaining tricks double dummy against
*every* lay-out of the cards declarer has not seen (the defender's own among them) that
fits what the play has shown (a player who did not follow suit holds none of it). When
there are more lay-outs than ``limit`` she solves ``SAMPLED`` of them drawn at random, and
accepts only a claim that holds on each: nine top tricks with the trumps drawn are as
plain at trick 2 as at trick 10 (a claim that fails on one lay-out in twenty is caught on
almost every try).

Every variant that plays tricks takes claims. The four-hand games are read in table
positions (``sampling.position``: the chairs of 3-person EZ-Bridge move for the play; in
EZ-Bridge declarer's partner may play her own hand, unseen) and solved by DDS; Buddy
Bridge's two hands, both in view once declarer faces hers, are solved exactly by
``two_hands`` as they lie (the stock is out of play, and much of it seen in the
exchange). ``judge_claim`` says why, in words a player reads.

The check reads only the defender's view (``Game.view``), never the deal.

>>> import bridgeclub as bc
>>> deal = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
>>> game = bc.new_game("rubber", deal=deal, claims=True)
>>> for action in "7NT P P P C9 claim".split():
...     _ = game.act(action)
>>> judge_claim(game.view("E")).why         # the club two is a loser where the queen lies
'declarer can be held to 12 of the last 13 tricks: the claim of 13 fails'
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

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bridgeclub.analysis.dds import layout_board, solve_boards
from bridgeclub.analysis.sampling import (
    FOUR_HAND_VARIANTS,
    Layout,
    Position,
    every_layout,
    layout_count,
    position,
    sample,
)
from bridgeclub.analysis.two_hands import TooLong, most_tricks
from bridgeclub.cards import Card, Suit

#: The most lay-outs a defender solves one by one; past that she solves ``SAMPLED``.
DEFAULT_LIMIT = 320
#: The lay-outs drawn at random when there are too many to solve them all.
SAMPLED = 96
#: Boards per call of DDS's batch solver (it takes 200): few, so a claim that fails stops soon.
BATCH = 32


@dataclass(frozen=True)
class Sure:
    """The fewest of the remaining tricks declarer's side takes double dummy over the
    ``layouts`` solved; ``every``: they were all the lay-outs there are."""

    tricks: int
    layouts: int
    every: bool


@dataclass(frozen=True)
class Verdict:
    """A defender's judgement of a claim: whether it holds, and why in a player's words."""

    holds: bool
    why: str

    @property
    def answer(self) -> str:
        return "accept" if self.holds else "reject"


def sure_tricks(where: Position, limit: int, sampled: int = 0,
                rng: random.Random | None = None, at_least: int = 0) -> Sure | None:
    """The fewest tricks declarer's side takes of those left, over every lay-out of the
    unseen cards when there are at most ``limit``, else over ``sampled`` drawn at random
    (None when ``sampled`` is 0). Stops early once fewer than ``at_least`` are sure.

    >>> import bridgeclub as bc
    >>> deal = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
    >>> game = bc.new_game("rubber", deal=deal)
    >>> for action in "7NT P P P C9".split():
    ...     _ = game.act(action)
    >>> sure_tricks(position(game.view("N")), 2000, 40, random.Random(1))
    Sure(tricks=12, layouts=40, every=False)
    """
    declarer = where.declarer
    if declarer is None:
        raise ValueError("there is no declarer to take the tricks")
    lays: list[Layout]
    if layout_count(where) <= limit:
        lays, every = list(every_layout(where)), True
    elif sampled > 0:
        lays, every = sample(where, sampled, rng or random.Random(0)), False
    else:
        return None
    if not lays:
        raise ValueError("no lay-out of the unseen cards fits the play")
    to_play = where.leader.after(len(where.current))
    left = where.tricks_left
    worst = left
    for start in range(0, len(lays), BATCH):
        # through dds.solve_boards: one DDS call at a time in a process (a search's solve
        # may still be running on its thread)
        boards = [layout_board(where, lay) for lay in lays[start:start + BATCH]]
        for solved in solve_boards(boards, best_only=True):
            best = max(solved.values())
            worst = min(worst, best if to_play.side is declarer.side else left - best)
        if worst < at_least:
            break
    return Sure(worst, len(lays), every)


def judge_claim(view: Mapping[str, Any], limit: int = DEFAULT_LIMIT,
                rng: random.Random | None = None) -> Verdict:
    """Whether the pending claim in a defender's ``view`` holds however the unseen cards
    lie, and why. Raises ``ValueError`` when the view holds no claim for this seat to
    judge."""
    claim = view.get("claim")
    if not claim or claim.get("settled"):
        raise ValueError("there is no claim to check in this view")
    if not view.get("declarer") or view["declarer"] not in view.get("hands", {}):
        raise ValueError("declarer has not faced her hand")
    claimed = int(claim["tricks"])
    if view.get("variant") not in FOUR_HAND_VARIANTS:
        return _judge_two_hands(view, claimed)
    where = position(view)
    assert where.declarer is not None
    if where.viewer.side is where.declarer.side:
        raise ValueError("only a defender checks declarer's claim")
    if any(slot.get("covered") for slots in (view.get("racks") or {}).values()
           for slot in slots):
        # Bridge for Two: a face-down card is no one's to know, and it turns up only when
        # its compartment is uncovered, which no solver of four free hands models
        return Verdict(False, f"cards still face down in the racks could change the play: "
                              f"the claim of {claimed} is not plain")
    # what declarer knows: the defenders' hands (both, in a game for two) are as unseen to
    # her as the rest; a rack's face-up cards are in her view; no range is read (the
    # points shown, the auction's): the claim holds however the unseen cards lie
    hidden = {where.chair_of[name] for name in view.get("hands", {})
              if where.chair_of[name].side is not where.declarer.side}
    known = {seat: [] if seat in hidden else cards for seat, cards in where.known.items()}
    unseen = where.unseen + [c for seat in sorted(hidden) for c in where.known[seat]]
    where = replace(where, known=known, unseen=unseen, ranges={}, holdings=[])
    sure = sure_tricks(where, limit, SAMPLED, rng, at_least=claimed)
    assert sure is not None
    return _verdict(claimed, sure.tricks, where.tricks_left,
                    "however the unseen cards lie" if sure.every else
                    f"on each of {sure.layouts} lay-outs of the unseen cards tried")


def _verdict(claimed: int, sure: int, left: int, how: str) -> Verdict:
    if sure >= claimed:
        return Verdict(True, f"the claim of {claimed} holds {how}")
    return Verdict(False, f"declarer can be held to {sure} of the last {left} "
                          f"trick{'s' if left > 1 else ''}: the claim of {claimed} fails")


def _judge_two_hands(view: Mapping[str, Any], claimed: int) -> Verdict:
    """Buddy Bridge: both hands are in view; solve the rest of the play exactly."""
    declarer = view["declarer"]
    hands = {seat: [Card.from_str(c) for c in cards] for seat, cards in view["hands"].items()}
    if len(hands) != 2:
        raise ValueError("both hands are not in view")
    defender = next(seat for seat in hands if seat != declarer)
    if view["seat"] != defender:
        raise ValueError("only a defender checks declarer's claim")
    strain = view["contract"]["strain"]
    trump = None if strain == "NT" else Suit.from_str(strain)
    tricks = [t for t in view["tricks"] if t["cards"]]
    led: Card | None = None
    if tricks and tricks[-1]["winner"] is None:
        leader = tricks[-1]["cards"][0]["seat"]
        led = Card.from_str(tricks[-1]["cards"][0]["card"])
    else:
        leader = tricks[-1]["winner"] if tricks else defender
    follower = defender if leader == declarer else declarer
    left = len(hands[follower])
    try:
        won = most_tricks(hands[leader], hands[follower], trump, led)
    except TooLong:
        return Verdict(False, f"too many cards are left to read the play to the end: "
                              f"the claim of {claimed} is not plain")
    return _verdict(claimed, won if leader == declarer else left - won, left,
                    "however the defence plays")


def claim_holds(view: Mapping[str, Any], limit: int = DEFAULT_LIMIT) -> bool:
    """Whether the pending claim in a defender's ``view`` holds (``judge_claim``)."""
    return judge_claim(view, limit).holds

