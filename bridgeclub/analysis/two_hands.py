"""Two hands' trick play solved exactly: Buddy Bridge's contract phase, which DDS cannot
model (two hands, tricks of two cards).

The two players are opponents and play alternately: the leader leads, the other follows
suit if she can, else trumps or discards; the higher card of the suit led wins unless a
trump is played (Buddy Bridge's rules, seed 004). Below, the heart ace takes the trick
led, then the spades win the rest. ``most_tricks`` is the minimax: the tricks
the leader's side takes from here when both play perfectly. Cards that touch among the cards
still in play (every card between them gone) play alike and are tried once, and each
position is solved once; ``nodes`` bounds the positions solved, for a caller that must
answer in time (``TooLong`` when the bound is reached).

>>> from bridgeclub.cards import cards_from_str
>>> mine, theirs = cards_from_str("SA SK H2"), cards_from_str("SQ S2 HA")
>>> most_tricks(mine, theirs, None)     # the spades, then the heart ace wins the last
2
>>> most_tricks(cards_from_str("SA SK"), theirs, Suit.SPADES, led=Card.from_str("H3"))
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bridgeclub.cards import SUITS_DESCENDING, Card, Suit

#: The most positions ``most_tricks`` solves by default: about a second.
NODES = 5000


class TooLong(Exception):
    """The play has more positions than the bound allows: it was not solved."""


def beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Whether ``card`` beats ``best``, the card winning the trick so far.

    >>> beats(Card.from_str("H2"), Card.from_str("SA"), Suit.HEARTS)
    True
    """
    if card.suit is best.suit:
        return card.rank is not None and best.rank is not None and card.rank > best.rank
    return trump is not None and card.suit is trump


def distinct(cards: Iterable[Card], in_play: Iterable[Card]) -> list[Card]:
    """One card of each run of ``cards`` touching among the cards ``in_play`` (both hands).

    >>> from bridgeclub.cards import cards_from_str
    >>> distinct(cards_from_str("SA SQ S9"), cards_from_str("SA SQ S9 SJ"))
    [Card('SA'), Card('S9')]
    """
    mine = set(cards)
    out: list[Card] = []
    for suit in SUITS_DESCENDING:
        previous_mine = False
        for card in sorted((c for c in set(in_play) | mine if c.suit is suit), reverse=True):
            here = card in mine
            if here and not previous_mine:
                out.append(card)
            previous_mine = here
    return out


def most_tricks(leader: Sequence[Card], other: Sequence[Card], trump: Suit | None,
                led: Card | None = None, nodes: int = NODES) -> int:
    """The tricks the leader's side takes of the rest with perfect play on both sides.
    ``led``: the card the leader has already led to the current trick (not in ``leader``).
    Raises ``TooLong`` after ``nodes`` positions."""
    solved: dict[tuple[frozenset[Card], frozenset[Card]], int] = {}

    def lead(hand: frozenset[Card], rest: frozenset[Card]) -> int:
        if not hand:
            return 0
        key = (hand, rest)
        if key in solved:
            return solved[key]
        if len(solved) >= nodes:
            raise TooLong(f"more than {nodes} positions to solve")
        best = 0
        for card in distinct(hand, rest):
            best = max(best, follow(card, hand - {card}, rest, best))
            if best == len(hand):
                break
        solved[key] = best
        return best

    def follow(card: Card, hand: frozenset[Card], rest: frozenset[Card], enough: int) -> int:
        """The leader's tricks after leading ``card``: the follower's best reply. Stops
        at ``enough`` or fewer (the leader has a card as good already)."""
        same = [c for c in rest if c.suit is card.suit] or list(rest)
        worst: int | None = None
        for reply in distinct(same, hand | rest):
            left = rest - {reply}
            if beats(reply, card, trump):
                won = len(hand) - lead(left, hand)
            else:
                won = 1 + lead(hand, left)
            worst = won if worst is None else min(worst, won)
            if worst <= enough:
                break
        return worst or 0

    hand, rest = frozenset(leader), frozenset(other)
    if led is None:
        return lead(hand, rest)
    return follow(led, hand, rest, -1)
