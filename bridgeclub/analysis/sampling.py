"""Deal the unseen cards again, consistent with what one seat knows.

A computer player sees only its seat's view. To look ahead it deals the cards it cannot see
among the hands that may hold them, many times, so that every lay-out fits what the view
shows: the cards already played, the suits a player has shown out of, the cards in view
(her own hand, dummy, the racks' face-up cards, both hands of a Double Dummy player), the
announced points of MiniBridge and the slips of its European form, the face-down rack cards
of Bridge for Two (dealt like any unseen card, but only to their rack), and the auction's
inferences from the bidding system (``HandRange`` per seat, optional).

Everything is in *table positions* (the chairs N, E, S, W around the table). In every
variant but one a seat is its chair; in 3-person EZ-Bridge the winning bidder moves to
South's chair for the play and the view's ``seating`` says who sits where.

``position(view)`` reads the view into a ``Position``; ``sample(position, count, rng)``
returns that many lay-outs, each the remaining cards of every chair.

>>> import random
>>> import bridgeclub as bc
>>> game = bc.new_game("duplicate", board=1, seed=4)
>>> for call in "1NT P 3NT P P P".split():
...     _ = game.act(call)
>>> view = game.view(game.actor)           # East on lead: sees only her hand
>>> where = position(view)
>>> where.to_play, len(where.unseen), where.counts[Seat.N]
(Seat.E, 39, 13)
>>> layouts = sample(where, 5, random.Random(1))
>>> len(layouts), sorted(len(hand) for hand in layouts[0].values())
(5, [13, 13, 13, 13])
>>> all(set(view["hand"]) == {str(c) for c in lay[Seat.E]} for lay in layouts)
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from math import comb
from typing import Any

from bridgeclub.analysis.hand_range import HandRange
from bridgeclub.cards import DECK, SUITS_DESCENDING, Card, Suit
from bridgeclub.deal import Hand
from bridgeclub.seats import Seat

Layout = dict[Seat, list[Card]]

#: Variants whose trick play has four hands of thirteen cards (Buddy Bridge has two hands
#: and a stock and is read by ``bridgeclub.bots.cardplay.buddy``).
FOUR_HAND_VARIANTS = frozenset({
    "duplicate", "rubber", "chicago", "minibridge", "minibridge-open", "ez-bridge",
    "ez-bridge-3", "bridge-for-two", "double-dummy-two"})


@dataclass(frozen=True)
class Holding:
    """What the play told of one chair's cards: it held from ``at_least`` to ``at_most``
    of ``cards`` (a lead from a sequence denies the card above it; an encouraging signal
    shows an honour). Kept like the auction's ranges: when lay-outs fitting it are found.

    >>> Holding(Seat.W, frozenset({Card.from_str("SA")}), 0, 0).admits([Card.from_str("SK")])
    True
    """

    seat: Seat
    cards: frozenset[Card]
    at_least: int
    at_most: int

    def admits(self, hand: Sequence[Card]) -> bool:
        return self.at_least <= sum(1 for c in hand if c in self.cards) <= self.at_most


@dataclass
class Position:
    """The trick play as one seat knows it, in table positions.

    ``known`` holds the remaining cards the viewer sees in each chair, ``counts`` how many
    cards each chair still holds, ``unseen`` the cards to deal among the chairs, ``covered``
    how many of a rack's remaining cards are face down (dealt only from ``unseen``), and
    ``ranges`` what is known of each chair's original thirteen cards.
    """

    variant: str
    viewer: Seat
    to_play: Seat
    trump: Suit | None
    declarer: Seat | None
    leader: Seat
    current: list[Card]
    known: dict[Seat, list[Card]]
    counts: dict[Seat, int]
    played: dict[Seat, list[Card]]
    voids: dict[Seat, set[Suit]]
    unseen: list[Card]
    ranges: dict[Seat, HandRange] = field(default_factory=dict)
    tricks_played: int = 0
    declarer_tricks: int = 0
    chair_of: dict[str, Seat] = field(default_factory=dict)
    tricks: list[list[tuple[Seat, Card]]] = field(default_factory=list)
    holdings: list[Holding] = field(default_factory=list)

    @property
    def tricks_left(self) -> int:
        return 13 - self.tricks_played

    @property
    def hidden(self) -> dict[Seat, int]:
        """How many unseen cards each chair still holds."""
        return {s: self.counts[s] - len(self.known[s]) for s in Seat}

    def seat_name(self, chair: Seat) -> str:
        """The view's name of the seat in ``chair``."""
        for name, where in self.chair_of.items():
            if where is chair:
                return name
        return str(chair)


def _chairs(view: Mapping[str, Any]) -> dict[str, Seat]:
    seating = view.get("seating")
    if view.get("variant") == "ez-bridge-3" and seating and view.get("phase") in ("play",
                                                                                   "claim"):
        return {seat: Seat.from_str(chair) for seat, chair in seating.items()}
    return {str(s): s for s in Seat}


def _cards(items: Sequence[str]) -> list[Card]:
    return [Card.from_str(c) for c in items]


def position(view: Mapping[str, Any],
             inferences: Mapping[Seat, HandRange] | None = None) -> Position:
    """What ``view`` shows of the trick play (a four-hand variant in its play phase, or
    while a claim is answered: then the chair to play is the next of the trick, not the
    seat answering).

    ``inferences`` (from the bidding system) are keyed by the view's seats.
    """
    if view.get("variant") not in FOUR_HAND_VARIANTS:
        raise ValueError(f"no four-hand trick play in {view.get('variant')!r}")
    if view.get("turn") is None or view.get("contract") is None:
        raise ValueError("the view is not in the trick play")
    chair_of = _chairs(view)
    chair = chair_of.__getitem__
    contract = view["contract"]
    strain = contract["strain"]
    trump = None if strain == "NT" else Suit.from_str(strain)
    declarer = chair(view["declarer"]) if view.get("declarer") else None
    played: dict[Seat, list[Card]] = {s: [] for s in Seat}
    voids: dict[Seat, set[Suit]] = {s: set() for s in Seat}
    tricks = [t for t in view["tricks"] if t["cards"]]
    history: list[list[tuple[Seat, Card]]] = []
    declarer_tricks = 0
    current: list[Card] = []
    leader = declarer.lho if declarer is not None else chair(view["turn"])
    # A rack (Bridge for Two) plays only its face-up cards: showing out there does not
    # show a void, the suit may be face down.
    racks = {chair(s) for s in (view.get("racks") or {})}
    for trick in tricks:
        entries = [(chair(e["seat"]), Card.from_str(e["card"])) for e in trick["cards"]]
        history.append(entries)
        led = entries[0][1].suit
        for seat, card in entries:
            played[seat].append(card)
            if card.suit is not led and led is not None and seat not in racks:
                voids[seat].add(led)
        if trick["winner"] is None:
            current = [card for _, card in entries]
            leader = entries[0][0]
        else:
            winner = chair(trick["winner"])
            leader = winner
            if declarer is not None and winner.side is declarer.side:
                declarer_tricks += 1
    finished = sum(1 for t in tricks if t["winner"] is not None)
    counts = {s: 13 - len(played[s]) for s in Seat}
    known: dict[Seat, list[Card]] = {s: [] for s in Seat}
    for name, cards in view["hands"].items():
        if name in chair_of:
            known[chair(name)] = _cards(cards)
    _rack_cards(view, chair, known)
    seen = {c for cards in known.values() for c in cards}
    seen |= {c for cards in played.values() for c in cards}
    unseen = [c for c in DECK if c not in seen]
    if sum(counts.values()) - sum(len(k) for k in known.values()) != len(unseen):
        raise ValueError("the view's cards do not add up")
    ranges = _shown_ranges(view, chair)
    for name, hand_range in (inferences or {}).items():
        seat = chair(str(name))
        ranges[seat] = ranges[seat].narrowed(hand_range) if seat in ranges else hand_range
    to_play = leader.after(len(current)) if view.get("phase") == "claim" else \
        chair(view["turn"])
    return Position(view["variant"], chair(view["seat"]), to_play, trump,
                    declarer, leader, current, known, counts, played, voids, unseen,
                    ranges, finished, declarer_tricks, chair_of, history)


def _rack_cards(view: Mapping[str, Any], chair: Any, known: dict[Seat, list[Card]]) -> None:
    """Bridge for Two: the racks' face-up cards are known to both players (the face-down
    ones are dealt from the unseen cards, to their rack only: the counts see to it)."""
    for name, slots in (view.get("racks") or {}).items():
        known[chair(name)] = [Card.from_str(s["up"]) for s in slots if s.get("up")]


def _shown_ranges(view: Mapping[str, Any], chair: Any) -> dict[Seat, HandRange]:
    """What the variant shows of hidden hands: MiniBridge's announced points, the slips."""
    ranges: dict[Seat, HandRange] = {}
    for name, points in (view.get("points") or {}).items():
        ranges[chair(name)] = HandRange(hcp=(points, points))
    for name, slip in (view.get("slips") or {}).items():
        lengths = {Suit.from_str(s): (n, n) for s, n in slip.get("lengths", {}).items()}
        hcp = slip.get("hcp")
        ranges[chair(name)] = HandRange(hcp=(hcp, hcp) if hcp is not None else (0, 37),
                                        lengths=lengths)
    return ranges


#: Each card's points and suit, looked up in the sampler's inner loop.
_POINTS: dict[Card, int] = {c: c.hcp for c in DECK}
_SUIT_OF: dict[Card, Suit | None] = {c: c.suit for c in DECK}


class _Deck:
    """What ``sample`` works out once per call rather than once per lay-out: the unseen
    cards in the order they are dealt (the suits some chair has shown out of first) and
    each ranged chair's limits, so that a lay-out is checked against the auction's
    ranges (``HandRange.admits``, for the whole original hand) by counting."""

    def __init__(self, where: Position) -> None:
        self.where = where
        blocked = {c: sum(1 for s in Seat if c.suit in where.voids[s]) for c in where.unseen}
        self.cards = list(where.unseen)
        self.blocked = blocked
        self.open = {suit: [s for s in Seat if suit not in where.voids[s]]
                     for suit in (*SUITS_DESCENDING, None)}
        self.ranges = [(seat, hand_range.hcp,
                        [(suit, hand_range.length(suit)) for suit in SUITS_DESCENDING
                         if hand_range.length(suit) != (0, 13)])
                       for seat, hand_range in where.ranges.items()]

    def deal(self, rng: random.Random) -> Layout | None:
        """One lay-out fitting the voids shown, or None when the random choices
        dead-end."""
        where = self.where
        need = where.hidden
        cards = self.cards
        rng.shuffle(cards)
        # the most constrained suits first (those some chairs have shown out of)
        cards.sort(key=self.blocked.__getitem__, reverse=True)
        hands: Layout = {s: list(where.known[s]) for s in Seat}
        for card in cards:
            open_seats = [s for s in self.open[card.suit] if need[s] > 0]
            if not open_seats:
                return None
            pick = rng.random() * sum(need[s] for s in open_seats)
            for seat in open_seats:
                pick -= need[seat]
                if pick < 0:
                    break
            hands[seat].append(card)
            need[seat] -= 1
        return hands

    def in_ranges(self, layout: Layout) -> bool:
        """Whether each chair's original thirteen cards fit its range."""
        played = self.where.played
        for seat, (low, high), lengths in self.ranges:
            cards = layout[seat] + played[seat]
            if not low <= sum(_POINTS[c] for c in cards) <= high:
                return False
            for suit, (shortest, longest) in lengths:
                if not shortest <= sum(1 for c in cards if _SUIT_OF[c] is suit) <= longest:
                    return False
        return True

    def fits(self, layout: Layout) -> bool:
        return self.in_ranges(layout) and all(
            h.admits(layout[h.seat] + self.where.played[h.seat]) for h in self.where.holdings)


def fits(where: Position, layout: Layout) -> bool:
    """Whether each chair's original thirteen cards (remaining and played) fit its range
    and what the play told of them."""
    return _fits_ranges(where, layout) and all(
        h.admits(layout[h.seat] + where.played[h.seat]) for h in where.holdings)


def _fits_ranges(where: Position, layout: Layout) -> bool:
    return all(hand_range.admits(Hand(layout[seat] + where.played[seat]))
               for seat, hand_range in where.ranges.items())


def sample(where: Position, count: int, rng: random.Random, tries: int = 60,
           until: float | None = None) -> list[Layout]:
    """``count`` lay-outs of the remaining cards fitting ``where``. Each fits the cards seen
    and the voids shown; the auction's ranges and the play's hints (``holdings``) are kept
    when ``tries`` attempts per lay-out find them: when too few are found, lay-outs that fit
    the ranges only, then lay-outs that fit the play only, take the missing places. ``until`` (by
    ``time.monotonic()``) ends the search for fitting lay-outs early, for a search with a
    time budget.

    >>> import bridgeclub as bc
    >>> game = bc.new_game("minibridge", seed=2)
    >>> while game.phase != "play":
    ...     _ = game.act(game.legal_actions()[0])
    >>> view = game.view(game.actor)
    >>> where = position(view)
    >>> points = {Seat.from_str(s): p for s, p in view["points"].items()}
    >>> lay = sample(where, 3, random.Random(0))
    >>> all(Hand(h + where.played[s]).hcp == points[s] for h in lay for s, h in h.items())
    True
    """
    if count < 1:
        raise ValueError("sample at least one lay-out")
    if not where.unseen:
        return [{s: list(where.known[s]) for s in Seat}] * count
    layouts: list[Layout] = []
    ranged: list[Layout] = []          # fit the auction's ranges, not the play's hints
    spare: list[Layout] = []           # fit only the cards seen and the voids
    budget = count * tries
    deck = _Deck(where)
    while len(layouts) < count and budget > 0:
        budget -= 1
        if until is not None and budget % 16 == 0 and time.monotonic() > until:
            break                      # out of time: the fallbacks fill the places
        layout = deck.deal(rng)
        if layout is None:
            continue
        if deck.fits(layout):
            layouts.append(layout)
        elif deck.in_ranges(layout):
            if len(ranged) < count:
                ranged.append(layout)
        elif len(spare) < count:
            spare.append(layout)
    for extra in (ranged, spare):
        layouts.extend(extra[:count - len(layouts)])
    for _ in range(1000 * count):
        if len(layouts) >= count:
            return layouts
        layout = deck.deal(rng)
        if layout is not None:
            layouts.append(layout)
    raise ValueError("no lay-out of the unseen cards fits the voids shown")


def layout_count(where: Position) -> int:
    """How many ways the unseen cards go to the chairs that hide some (the voids shown
    make some of them impossible: ``every_layout`` leaves those out).

    >>> import bridgeclub as bc
    >>> game = bc.new_game("duplicate", board=1, seed=4)
    >>> for call in "1NT P 3NT P P P".split():
    ...     _ = game.act(call)
    >>> layout_count(position(game.view(game.actor)))    # 39 cards in three hands
    84478098072866400
    """
    count, left = 1, len(where.unseen)
    for hidden in where.hidden.values():
        count *= comb(left, hidden)
        left -= hidden
    return count


def every_layout(where: Position) -> Iterator[Layout]:
    """Every lay-out of the remaining cards fitting ``where``: the unseen cards dealt to
    the chairs that hide some, none holding a suit it has shown out of (the auction's
    ranges are not read: for a claim, which must hold however the cards lie).

    >>> where = Position("duplicate", Seat.N, Seat.N, None, Seat.N, Seat.N, [],
    ...                  {s: [] for s in Seat}, {Seat.N: 0, Seat.E: 1, Seat.S: 0, Seat.W: 1},
    ...                  {s: [] for s in Seat}, {s: set() for s in Seat} | {Seat.E: {Suit.SPADES}},
    ...                  [Card.from_str("SA"), Card.from_str("HA")])
    >>> [{str(s): [str(c) for c in h] for s, h in lay.items() if h} for lay in every_layout(where)]
    [{'E': ['HA'], 'W': ['SA']}]
    """
    chairs = [s for s in Seat if where.hidden[s] > 0]

    def deal(cards: list[Card], chairs: list[Seat]) -> Iterator[dict[Seat, list[Card]]]:
        if not chairs:
            yield {}
            return
        first, rest = chairs[0], chairs[1:]
        barred = where.voids[first]
        for chosen in combinations(range(len(cards)), where.hidden[first]):
            picked = set(chosen)
            mine = [c for i, c in enumerate(cards) if i in picked]
            if any(c.suit in barred for c in mine):
                continue
            for others in deal([c for i, c in enumerate(cards) if i not in picked], rest):
                yield {first: mine, **others}

    for dealt in deal(list(where.unseen), chairs):
        yield {s: list(where.known[s]) + dealt.get(s, []) for s in Seat}


def suit_lengths(cards: Sequence[Card]) -> dict[Suit, int]:
    """Cards per suit.

    >>> suit_lengths([Card.from_str("SA"), Card.from_str("S2")])[Suit.SPADES]
    2
    """
    return {s: sum(1 for c in cards if c.suit is s) for s in SUITS_DESCENDING}


def deal_around(seen: Mapping[Seat, Sequence[Card]], ranges: Mapping[Seat, HandRange],
                count: int, rng: random.Random, tries: int = 2000) -> list[Layout]:
    """Up to ``count`` whole deals that give each chair of ``seen`` its cards and deal the
    rest of the pack to the other chairs, each hand within its ``ranges`` (an auction's
    reading, for a bidder's simulation). The ranged chairs are dealt one at a time, the
    narrowest first, each hand drawn again until it fits (a whole deal drawn at random
    would fit two 3-point ranges once in hundreds of tries); the chairs left take the
    rest. Fewer deals come back when ``tries`` hands in all do not find them.

    >>> north = [Card.from_str(c) for c in "SA SK S2 HQ HJ H3 DK D9 D8 D4 CA C6 C5".split()]
    >>> shown = {Seat.S: HandRange(hcp=(6, 9))}
    >>> deals = deal_around({Seat.N: north}, shown, 4, random.Random(1))
    >>> len(deals), all(6 <= Hand(d[Seat.S]).hcp <= 9 and d[Seat.N] == north for d in deals)
    (4, True)
    """
    pack = [c for c in DECK if not any(c in cards for cards in seen.values())]
    open_chairs = [s for s in Seat if s not in seen]
    ranged = sorted((s for s in open_chairs if s in ranges),
                    key=lambda s: ranges[s].hcp[1] - ranges[s].hcp[0])
    free = [s for s in open_chairs if s not in ranges]
    deals: list[Layout] = []
    while len(deals) < count and tries > 0:
        left = list(pack)
        hands: Layout = {s: list(cards) for s, cards in seen.items()}
        for seat in ranged[:-1] if not free else ranged:
            while tries > 0:
                tries -= 1
                hand = rng.sample(left, 13)
                if ranges[seat].admits(Hand(hand)):
                    break
            else:
                return deals
            hands[seat] = hand
            taken = set(hand)
            left = [c for c in left if c not in taken]
        rng.shuffle(left)
        rest = free or ranged[-1:]
        for i, seat in enumerate(rest):
            hands[seat] = left[13 * i:13 * i + 13]
        if free or ranges[rest[0]].admits(Hand(hands[rest[0]])):
            deals.append(hands)
        else:
            tries -= 1
    return deals
