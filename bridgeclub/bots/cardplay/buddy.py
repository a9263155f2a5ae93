"""Buddy Bridge's tricks: the exchange phase (a stock card for each trick) and the play.

DDS cannot model Buddy Bridge: two hands of thirteen, jokers, a trump suit that changes
with every exchange trick. The player here reasons as a club player does:

- Exchange phase: the faced stock card is the prize; the loser draws the unknown next card,
  worth about an average card. Fight for a prize better than that (an honour, or a card of
  the suit we are long in), win it as cheaply as possible, and spend the joker (``JK high``)
  only on an ace or king we cannot win otherwise. A poor prize: lose the trick with the
  lowest card that can go (keep the high cards and the joker for better prizes).
- Contract phase (two hands, 13 tricks): a double-dummy style search of our own over
  lay-outs of the opponent's hand (``search_play``) when few cards are left; otherwise the
  rules: draw trumps, cash the winners, win cheaply, discard the least useful card.

>>> import bridgeclub as bc
>>> game = bc.new_game("buddy-bridge", seed=3)
>>> choice = choose(game.view(game.actor), random.Random(1))
>>> choice in game.view(game.actor)["legal_actions"]
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from bridgeclub.analysis.two_hands import beats, most_tricks
from bridgeclub.cards import DECK, Card, Suit

#: An average drawn card is worth about this much (high-card points, one point for length).
DRAW_VALUE = 1.0
#: Search the contract play to the end when no more than this many tricks are left.
ENDGAME = 4


def _value(card: Card, hand: Sequence[Card]) -> float:
    """How much a stock card is worth to the hand: its points, plus length in its suit."""
    if card.is_joker or card.suit is None:
        return 5.0
    length = sum(1 for c in hand if c.suit is card.suit)
    return card.hcp + (0.5 if length >= 4 else 0.0)


def _current(view: Mapping[str, Any]) -> list[dict[str, str]]:
    key = "exchange_tricks" if view["phase"] == "exchange" else "tricks"
    tricks = view.get(key) or []
    if tricks and tricks[-1].get("winner") is None:
        return list(tricks[-1]["cards"])
    return []


def _played(view: Mapping[str, Any]) -> set[Card]:
    out: set[Card] = set()
    for key in ("exchange_tricks", "tricks"):
        for trick in view.get(key) or []:
            for entry in trick["cards"]:
                out.add(Card.from_str(entry["card"]))
    return out


def choose(view: Mapping[str, Any], rng: random.Random, look_ahead: bool = True) -> str:
    """A legal action for the Buddy Bridge seat in ``view`` (exchange or contract play);
    ``look_ahead`` False plays the rules alone (the beginner)."""
    legal: list[str] = list(view["legal_actions"])
    if not legal:
        raise ValueError("this seat has nothing to do now")
    if len(legal) == 1:
        return legal[0]
    if view["phase"] == "exchange":
        return _exchange(view, legal)
    if view["phase"] == "play":
        return _contract_play(view, legal, rng if look_ahead else None)
    return rng.choice(legal)


def explain(view: Mapping[str, Any], action: str, look_ahead: bool = True) -> str:
    """One line why ``choose`` took ``action`` (for hints): the prize of an exchange
    trick, or the rule or look-ahead behind a card of the contract play.

    >>> view = {"phase": "exchange", "legal_actions": ["SA", "S2"], "hand": ["SA", "S2"],
    ...         "stock": {"faced": "HK"}, "trump": "H", "exchange_tricks": []}
    >>> explain(view, "SA")
    'the faced HK is worth winning: SA wins it'
    """
    legal = list(view["legal_actions"])
    if len(legal) == 1:
        return "the only legal card"
    current = _current(view)
    phase = view["phase"]
    if phase == "exchange":
        faced = view["stock"].get("faced") or "card"
        if action == "JK high":
            return f"the joker wins the faced {faced}, a prize worth spending it on"
        trump = Suit.from_str(view["trump"]) if view.get("trump") else None
    else:
        strain = (view.get("contract") or {}).get("strain", "NT")
        trump = None if strain == "NT" else Suit.from_str(strain)
        if look_ahead and len(view["hand"]) <= ENDGAME and not current:
            return (f"looked ahead to the end of the play over the lay-outs of the "
                    f"opponent's last {len(view['hand'])} cards")
    if action.startswith("JK"):
        wins = False
    else:
        card = Card.from_str(action)
        best = Card.from_str(current[0]["card"]) if current else None
        wins = best is None or best.is_joker or beats(card, best, trump)
    if phase == "exchange":
        faced = view["stock"].get("faced") or "card"
        if (current and not wins) or action == "JK low":
            return f"the faced {faced} is not worth a good card: the least useful one goes"
        if not current and not wins:
            return f"a lead to lose the faced {faced} cheaply"
        return f"the faced {faced} is worth winning: {action} wins it"
    if not current:
        return "a lead by the rules: draw trumps, then cash the winners"
    if wins:
        return "win the trick as cheaply as possible"
    return "this trick cannot be won: the least useful card goes"


def _exchange(view: Mapping[str, Any], legal: list[str]) -> str:
    hand = [Card.from_str(c) for c in view["hand"]]
    trump = Suit.from_str(view["trump"]) if view.get("trump") else None
    faced = view["stock"].get("faced")
    prize = _value(Card.from_str(faced), hand) if faced else 0.0
    want = prize > DRAW_VALUE
    cards = sorted((Card.from_str(a) for a in legal if not a.startswith("JK")),
                   key=lambda c: (c.suit is trump, c.rank or 0))
    joker_high = "JK high" if "JK high" in legal else None
    current = _current(view)
    if not current:                                   # we lead
        if want:
            winners = [c for c in cards if _is_top(c, view, hand)]
            if winners:
                return str(min(winners, key=lambda c: c.rank or 0))
            if joker_high and prize >= 4:
                return joker_high
            trumps = [c for c in cards if c.suit is trump]
            if trumps:
                return str(trumps[-1])
        return str(_cheapest(cards, hand)) if cards else legal[0]
    led = Card.from_str(current[0]["card"])
    if led.is_joker:
        return str(_cheapest(cards, hand)) if cards else legal[0]
    winners = sorted((c for c in cards if beats(c, led, trump)),
                     key=lambda c: (c.suit is trump, c.rank or 0))
    if want and winners:
        return str(winners[0])
    if want and joker_high and prize >= 4:
        return joker_high
    losers = [c for c in cards if c not in winners] or cards
    return str(_cheapest(losers, hand)) if losers else legal[0]


def _is_top(card: Card, view: Mapping[str, Any], hand: Sequence[Card]) -> bool:
    """Whether no unseen card of the suit beats ``card``."""
    gone = _played(view) | set(hand)
    return all(c in gone for c in DECK if c.suit is card.suit and c.rank is not None
               and card.rank is not None and c.rank > card.rank)


def _cheapest(cards: Sequence[Card], hand: Sequence[Card]) -> Card:
    """The card the hand misses least: a low card from a short, pointless suit."""
    def cost(card: Card) -> tuple[int, int]:
        length = sum(1 for c in hand if c.suit is card.suit)
        return (card.rank or 0) + (3 if length >= 5 else 0), length
    return min(cards, key=cost)


def _contract_play(view: Mapping[str, Any], legal: list[str],
                   rng: random.Random | None) -> str:
    hand = [Card.from_str(c) for c in view["hand"]]
    contract = view.get("contract") or {}
    strain = contract.get("strain", "NT")
    trump = None if strain == "NT" else Suit.from_str(strain)
    me = view["seat"]
    cards = [Card.from_str(a) for a in legal]
    current = _current(view)
    if rng is not None and len(hand) <= ENDGAME and not current:
        searched = search_play(view, hand, trump, rng)
        if searched is not None:
            return str(searched)
    if not current:
        masters = [c for c in cards if _is_top(c, view, hand)]
        ours = contract.get("declarer") == me
        if ours and trump is not None:
            trumps = [c for c in cards if c.suit is trump]
            out = [c for c in DECK if c.suit is trump and c not in _played(view)
                   and c not in hand]
            if trumps and out:
                return str(max(trumps) if _is_top(max(trumps), view, hand) else min(trumps))
        if masters:
            return str(max(masters, key=lambda c: (c.suit is not trump, c.rank or 0)))
        return str(_cheapest(cards, hand))
    led = Card.from_str(current[0]["card"])
    winners = sorted((c for c in cards if beats(c, led, trump)),
                     key=lambda c: (c.suit is trump, c.rank or 0))
    if winners:
        return str(winners[0])
    return str(_cheapest(cards, hand))


def search_play(view: Mapping[str, Any], hand: Sequence[Card], trump: Suit | None,
                rng: random.Random, samples: int = 8) -> Card | None:
    """Our own search of the contract play's last tricks (leading): deal the opponent's
    remaining cards from the unseen ones, solve each two-hand ending exactly, and lead the
    card that wins most tricks on average."""
    played = _played(view)
    others = view.get("players") or []
    me = view["seat"]
    opponent = next((p for p in others if p != me), None)
    if opponent is None:
        return None
    count = len(hand)
    pool = [c for c in DECK if c not in played and c not in hand]
    known = [Card.from_str(c) for c in (view.get("hands") or {}).get(opponent, [])]
    pool = [c for c in pool if c not in known]
    voids = _voids(view, opponent)
    need = count - len(known)
    if need < 0 or need > len(pool):
        return None
    totals: dict[Card, float] = {c: 0.0 for c in hand}
    for _ in range(samples):
        eligible = [c for c in pool if c.suit not in voids]
        if len(eligible) < need:
            return None
        theirs = known + rng.sample(eligible, need)
        for card in hand:
            totals[card] += _after_lead(card, list(hand), theirs, trump)
    return max(hand, key=lambda c: (totals[c], -(c.rank or 0)))


def _voids(view: Mapping[str, Any], seat: str) -> set[Suit]:
    out: set[Suit] = set()
    for trick in view.get("tricks") or []:
        cards = trick["cards"]
        if len(cards) < 2:
            continue
        led = Card.from_str(cards[0]["card"]).suit
        for entry in cards[1:]:
            card = Card.from_str(entry["card"])
            if entry["seat"] == seat and card.suit is not led and led is not None:
                out.add(led)
    return out


def _after_lead(card: Card, mine: list[Card], theirs: list[Card], trump: Suit | None) -> int:
    """Tricks we take when we lead ``card`` and both sides then play perfectly."""
    return most_tricks([c for c in mine if c is not card], theirs, trump, led=card)
