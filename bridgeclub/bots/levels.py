"""The computer players front ends use: one factory by level, and hints.

Front ends (the terminal, the browser app, the bot-match harness) ask for a player by level
and seed and never build a bot class themselves, so the players behind each level can grow
without the front ends changing. A player gets only the seat's view and answers a
``Decision``; the same seed gives the same decisions for the same views.

Every decision that is not a trick's card (calls, MiniBridge's contract, EZ-Bridge's
``play``/``dummy``, answers to claims, ...) goes through ``_non_card_decision``; the cards go
to ``bridgeclub.bots.cardplay``.

>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", seed=1)
>>> player = computer_player("beginner", seed=3)
>>> game.can_act(player.decide(game.view(game.actor)).action)
True
>>> computer_player("grandmaster")
Traceback (most recent call last):
...
ValueError: unknown level 'grandmaster': choose beginner, standard or expert
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Final

from bridgeclub.analysis.claims import judge_claim
from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.analysis.sampling import position
from bridgeclub.bots import bidding, cardplay
from bridgeclub.bots.bidding import families
from bridgeclub.bots.bidding.options import System, card
from bridgeclub.bots.cardplay.search import Budget, equivalent
from bridgeclub.bots.player import ComputerPlayer, Decision, View
from bridgeclub.cards import Card
from bridgeclub.claims import is_claim_word
from bridgeclub.seats import Seat

LEVELS: Final = ("beginner", "standard", "expert")
#: Each searching level's time budget for one card, the opening lead included: wall-clock
#: seconds (a hard limit, also on a loaded machine), lay-outs between readings of the
#: stopping rule, the least lay-outs before it may stop the search and the most ever, and
#: for ``expert`` the lay-outs after which only the cards still in the running are solved
#: (``bridgeclub.bots.cardplay.search.Budget``). The one place they are set. Expert's
#: figures (bench/bots.py): more lay-outs where they are cheap (later tricks,
#: least 64) and, narrowed, about twice as many at the first tricks.
BUDGETS: Final = {
    "standard": Budget(seconds=1.0, batch=8, least=16, most=48),
    "expert": Budget(seconds=3.0, batch=16, least=64, most=400, sureness=2.5, narrow=16),
}


#: Seconds the ``expert`` player may spend checking a call of the four-hand auction by
#: simulation once someone has opened (``bridgeclub.bots.bidding.simulation``): wall-clock,
#: like the cards' budgets. The other levels call by the system's rules alone.
BIDDING_SECONDS: Final = {"expert": 1.5}


def _inferences(view: View, system: System | None = None, opponents: System | None = None
                ) -> Mapping[Seat, HandRange]:
    """What the auction showed of each hidden hand (each side's calls read by its card)."""
    return bidding.inferences(view, system, opponents)


def _non_card_decision(view: View, level: str, rng: random.Random,
                       system: System | None = None, seconds: float = 0.0,
                       opponents: System | None = None) -> Decision:
    """Every decision that is not a trick's card: calls by the bidding system (by points
    and suit length for ``beginner``), each variant's own decisions
    (``bidding.families``); a claim is accepted only when it holds double dummy against
    every lay-out. ``seconds``: what a call may take (``BIDDING_SECONDS``)."""
    legal: list[str] = list(view["legal_actions"])
    if not legal:
        raise ValueError("this seat has nothing to do now")
    if "accept" in legal and "reject" in legal:
        if view.get("claim") and view.get("declarer") and \
                str(view.get("declarer")) in view.get("hands", {}):
            try:
                verdict = judge_claim(view, rng=random.Random(rng.getrandbits(64)))
            except ValueError as error:
                return Decision("reject", f"the claim could not be checked: {error}")
            return Decision(verdict.answer, verdict.why)
        return Decision("reject", "declarer's cards are not all in view")
    return families.decide(view, level, system, seconds,
                           random.Random(rng.getrandbits(64)) if seconds > 0 else None,
                           opponents)


class CardPlayer:
    """A computer player of one level: the cards by ``cardplay`` within the level's
    ``budget``, the rest by ``_non_card_decision``. ``form`` names the form of scoring the
    cards are played for (``imps``, ``matchpoints``, ``points``, ``tricks``; by default the
    variant's own). ``read_auction`` False plays the cards without the auction's inferences,
    for an auction that tells nothing of the hands (a benchmark's made-up par auction).

    Each card's search draws its lay-outs from a generator seeded by one draw of the
    player's own, so how far one search went does not change the next."""

    def __init__(self, level: str, seed: int | None, form: str | None = None,
                 system: System | None = None, budget: Budget | None = None,
                 read_auction: bool = True, bidding_seconds: float | None = None,
                 opponents: System | None = None) -> None:
        self.level = level
        self.bidding_seconds = BIDDING_SECONDS.get(level, 0.0) if bidding_seconds is None \
            else bidding_seconds
        self.read_auction = read_auction
        self.form = form
        self.system = system
        self.opponents = opponents
        self.budget = budget or BUDGETS.get(level)
        self.rng = random.Random(seed)

    def decide(self, view: View) -> Decision:
        started = time.monotonic()
        if not view.get("legal_actions"):
            raise ValueError("this seat has nothing to do now")
        if cardplay.is_card_play(view):
            rng = random.Random(self.rng.getrandbits(64))
            shown = _inferences(view, self.system, self.opponents) if self.read_auction \
                else None
            return cardplay.play(view, self.level, rng, shown, self.form, self.budget, started)
        left = self.bidding_seconds - (time.monotonic() - started)
        return _non_card_decision(view, self.level, self.rng, self.system, max(0.0, left),
                                  self.opponents)


def computer_player(level: str = "standard", seed: int | None = None,
                    form: str | None = None, system: System | str | None = None,
                    budget: Budget | None = None, read_auction: bool = True,
                    bidding_seconds: float | None = None,
                    opponents: System | str | None = None) -> ComputerPlayer:
    """A computer player of ``level`` (one of ``LEVELS``); the same seed, the same
    decisions for the same views, whenever the time budget is not what ends a search.
    ``system`` is its partnership's convention card, by name (``"sayc"``, the default,
    ``"acol"``) or as a card (``bidding.System(stayman=False)``); ``opponents`` the
    other side's card, which reads their calls (the same as ours when not given);
    ``budget`` replaces the level's (``BUDGETS``), for
    analyses and tests that want no time limit; ``read_auction`` False ignores what the
    auction showed when choosing cards (``CardPlayer``); ``bidding_seconds`` replaces the
    level's time for a call (``BIDDING_SECONDS``; 0: the system's rules alone).

    >>> computer_player("expert").budget.seconds
    3.0
    >>> import bridgeclub as bc
    >>> game = bc.new_game("duplicate", dealer="N", deal="N:K52.KQ3.KJ98.T76 "
    ...                    "AQJT.AJT9.AQT.AK 9876.8765.765.QJ 43.42.432.985432")
    >>> computer_player("standard", 1, system="acol").decide(game.view("N"))
    Decision(action='1NT', explanation='12-14 points, balanced')
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose {', '.join(LEVELS[:-1])} "
                         f"or {LEVELS[-1]}")
    return CardPlayer(level, seed, form, card(system), budget, read_auction,
                      bidding_seconds, card(opponents) if opponents else None)


def computer_decision(level: str, seed: int, view: View, system: str | None = None,
                      opponents: str | None = None, seconds: float | None = None
                      ) -> Decision:
    """One decision of a new ``level`` player seeded ``seed``: what a server sends to a
    worker process (a module's function, so it pickles). ``seconds``, when given,
    replaces the level's wall-clock budget for this one decision (never more than it):
    a busy server's pool gives a search what is left of the budget after its wait in the
    queue (so the budget holds also under load); 0 leaves the card to the rules
    of thumb. ``system`` and ``opponents`` name the two sides' cards (``computer_player``).

    >>> import bridgeclub as bc
    >>> game = bc.new_game("duplicate", seed=1)
    >>> game.can_act(computer_decision("standard", 1, game.view(game.actor)).action)
    True
    >>> game = bc.new_game("duplicate", seed=1)
    >>> for call in "1NT P 3NT P P P".split():
    ...     _ = game.act(call)
    >>> computer_decision("standard", 1, game.view(game.actor), seconds=0).explanation
    'a rule of thumb (no time left)'
    """
    budget = BUDGETS.get(level)
    bidding_seconds = BIDDING_SECONDS.get(level, 0.0)
    if seconds is not None:
        bidding_seconds = max(0.0, min(seconds, bidding_seconds))
        if budget is not None:
            budget = replace(budget, seconds=max(0.0, min(seconds, budget.seconds)))
    return computer_player(level, seed, budget=budget, bidding_seconds=bidding_seconds,
                           system=system, opponents=opponents).decide(view)


def safe_decision(view: View) -> Decision:
    """The decision a table gets when its computer has failed twice on ``view``: one that
    cannot fail and keeps the play going. A claim is rejected (play on, Law 68B: a claim
    not agreed is played out), a card is chosen by the rules of thumb (else the first
    legal card), a call is a pass where it is legal, anything else the first legal action
    that is not a claim.

    >>> import bridgeclub as bc
    >>> safe_decision(bc.new_game("duplicate", seed=1).view("N")).action
    'P'
    >>> game = bc.new_game("rubber", seed=1)
    >>> for call in "1NT P P P".split():
    ...     _ = game.act(call)
    >>> game.can_act(safe_decision(game.view(game.actor)).action)
    True
    """
    legal = [str(a) for a in view.get("legal_actions", ())]
    if not legal:
        raise ValueError("this seat has nothing to do now")
    if "reject" in legal:
        return Decision("reject", "the claim could not be checked")
    plain = [a for a in legal if not is_claim_word(a)] or legal
    if cardplay.is_card_play(view):
        try:
            card = cardplay.play({**view, "legal_actions": plain}, "beginner", random.Random(0))
        except Exception:      # the rules of thumb are what failed: the first legal card
            return Decision(plain[0])
        if card.action in plain:
            return card
    return Decision("P" if "P" in plain else plain[0])


def needs_search(view: View, level: str) -> bool:
    """Whether ``level``'s decision in ``view`` is a search (seconds: a card, or an
    expert's call checked by simulation) rather than a call by the rules, a rule of thumb
    or a forced card (a millisecond): a server runs the searches in its pool of workers
    and the rest at once.

    >>> import bridgeclub as bc
    >>> opening = bc.new_game("duplicate", seed=1)
    >>> needs_search(opening.view("N"), "expert")           # no simulation before it
    False
    >>> _ = opening.act("1C")
    >>> needs_search(opening.view("E"), "expert"), needs_search(opening.view("E"), "standard")
    (True, False)
    >>> game = bc.new_game("duplicate", deal="N:AKQ2.K32.A32.A32 JT9.QJT9.KQJ.KQJ "
    ...                    "876.8765.T98.T98 543.A4.7654.7654", dealer="N")
    >>> for action in "1NT P 3NT P P P".split():
    ...     _ = game.act(action)
    >>> needs_search(game.view("E"), "standard")          # the opening lead
    True
    >>> _ = game.act("DK")           # dummy's T98 are all alike: no search
    >>> game.view("N")["legal_actions"], needs_search(game.view("N"), "standard")
    (['DT', 'D9', 'D8'], False)
    """
    if BIDDING_SECONDS.get(level) and bidding.simulates(view):
        return True
    legal = [a for a in view.get("legal_actions", ()) if not is_claim_word(str(a))]
    return level != "beginner" and cardplay.is_card_play(view) and len(legal) > 1 \
        and not _all_alike(view, legal)


def search_seconds(view: View, level: str) -> float | None:
    """The wall-clock budget of ``level``'s search in ``view`` (``needs_search``): a
    call's (``BIDDING_SECONDS``) or a card's (``BUDGETS``); None for a quick decision.
    A server's pool counts a search's wait and fair share against this budget.

    >>> import bridgeclub as bc
    >>> game = bc.new_game("duplicate", seed=1)
    >>> search_seconds(game.view("N"), "expert") is None
    True
    >>> _ = game.act("1C")
    >>> search_seconds(game.view("E"), "expert")
    1.5
    """
    if not needs_search(view, level):
        return None
    if bidding.simulates(view):
        return BIDDING_SECONDS.get(level)
    budget = BUDGETS.get(level)
    return None if budget is None else budget.seconds


def _all_alike(view: View, legal: list[str]) -> bool:
    """Whether the legal cards are all alike (one suit, no card out between them): the
    search would not look at a lay-out (``search.equivalent``), the rules choose which."""
    if view.get("variant") == "buddy-bridge":
        return False
    return equivalent(position(view), [Card.from_str(str(a)) for a in legal])


def hint(view: View, budget: Budget | None = None, system: System | str | None = None,
         opponents: System | str | None = None) -> Decision:
    """What the ``standard`` player would do in this view, with one line why (empty when
    there is nothing to explain), on the viewer's card ``system`` (the opponents' calls
    read by theirs); ``budget`` replaces standard's own (``BUDGETS``) for callers that
    want no clock, as tests on a loaded machine do."""
    return computer_player("standard", seed=0, budget=budget, system=system,
                           opponents=opponents).decide(view)
