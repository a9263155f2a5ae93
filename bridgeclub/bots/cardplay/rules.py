"""Rules of thumb for the trick play: what a club player is taught in her first year.

The ``beginner`` plays by these alone (no look-ahead): lead the top of a sequence or
partner's suit, fourth best from the longest suit against notrump; second hand low, third
hand high (the lowest of equals), cover an honour with an honour, win as cheaply as
possible in fourth seat; ruff when the opponents are winning, discard from a suit that
holds nothing worth keeping. Declarer draws trumps and cashes her winners.

The same module gives and reads the defenders' signals, and chooses among cards that the
search finds equally good (``tie_break``): attitude when following to partner's lead
(a high spot card encourages), count when following to declarer's lead (high-low with an
even number), and a discard that keeps the guards of honours.

>>> import bridgeclub as bc
>>> from bridgeclub.analysis.sampling import position
>>> game = bc.new_game("duplicate", deal="N:AKQ2.K32.A32.A32 JT9.QJT9.KQJ.KQJ "
...                    "876.8765.T98.T98 543.A4.7654.7654", dealer="N")
>>> for call in "1NT P 3NT P P P".split():
...     _ = game.act(call)
>>> str(choose(position(game.view("E")), [c for c in game.legal_actions()]))
'HQ'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bridgeclub.analysis.sampling import Holding, Position
from bridgeclub.cards import SUITS_DESCENDING, Card, Rank, Suit
from bridgeclub.seats import Seat


def rank(card: Card) -> int:
    """The card's rank as a number (two 2 .. ace 14)."""
    return int(card.rank) if card.rank is not None else 0


def _cards(legal: Sequence[Any]) -> list[Card]:
    return [c if isinstance(c, Card) else Card.from_str(str(c)) for c in legal]


def winning(cards: Sequence[Card], leader: Seat, trump: Suit | None) -> tuple[Seat, Card]:
    """The seat and card winning a (possibly unfinished) trick led by ``leader``."""
    best, seat = cards[0], leader
    for i, card in enumerate(cards[1:], start=1):
        if (card.suit is best.suit and rank(card) > rank(best)) or (
                trump is not None and card.suit is trump and best.suit is not trump):
            best, seat = card, leader.after(i)
    return seat, best


def outstanding(where: Position, suit: Suit) -> list[Card]:
    """The cards of ``suit`` not yet played and not in the hand to play, high first."""
    mine = set(where.known[where.to_play])
    gone = {c for cards in where.played.values() for c in cards}
    return sorted((c for c in _suit_cards(suit) if c not in gone and c not in mine),
                  reverse=True)


def _suit_cards(suit: Suit) -> list[Card]:
    return [Card(suit, rank) for rank in Rank]


def is_master(where: Position, card: Card) -> bool:
    """Whether ``card`` is the highest card of its suit still out (the hand's own aside)."""
    assert card.suit is not None
    higher = [c for c in outstanding(where, card.suit) if rank(c) > rank(card)]
    partner = where.to_play.partner
    return all(c in where.known[partner] for c in higher)


def _by_suit(cards: Sequence[Card]) -> dict[Suit, list[Card]]:
    out: dict[Suit, list[Card]] = {s: [] for s in SUITS_DESCENDING}
    for card in cards:
        assert card.suit is not None
        out[card.suit].append(card)
    for suit in out:
        out[suit].sort(reverse=True)
    return out


def lowest_of_equals(where: Position, card: Card, hand: Sequence[Card]) -> Card:
    """The lowest card of ``hand`` equal to ``card`` (no card still out between them)."""
    assert card.suit is not None
    out = {rank(c) for c in outstanding(where, card.suit)}
    same = sorted((c for c in hand if c.suit is card.suit), reverse=True)
    index = same.index(card)
    while index + 1 < len(same) and not any(
            rank(same[index + 1]) < r < rank(same[index]) for r in out):
        index += 1
    return same[index]


def partner_signals(where: Position) -> dict[Suit, int]:
    """What partner's signals said of each suit: +1 encourage, -1 discourage (a defender
    reads partner's first card following to our lead, and partner's first discard)."""
    me, partner = where.to_play, where.to_play.partner
    said: dict[Suit, int] = {}
    for trick in where.tricks:
        (leader, led), rest = trick[0], trick[1:]
        for seat, card in rest:
            suit = card.suit
            if seat is not partner or suit is None or suit in said:
                continue
            attitude = suit is led.suit and leader is me and rank(card) < Rank.JACK
            discarded = suit is not led.suit and suit is not where.trump
            if attitude or discarded:
                said[suit] = 1 if rank(card) >= 6 else -1
    return said


def signal(where: Position, choices: Sequence[Card]) -> Card:
    """Among equally good low cards, the one a defender signals with."""
    cards = sorted(choices, reverse=True)
    if len(cards) == 1 or where.declarer is None or \
            where.to_play.side is where.declarer.side:
        return cards[-1]
    hand = where.known[where.to_play]
    led = where.current[0] if where.current else None
    if led is None:                      # a lead: the rules' card if it is among them,
        ruled = _lead(where, list(cards))    # partner's encouraged suit first
        return ruled if ruled in cards else cards[-1]
    if cards[0].suit is led.suit:
        suit = led.suit
        holding = [c for c in hand if c.suit is suit]
        if where.leader is where.to_play.partner:          # attitude
            honour = any(rank(c) >= Rank.QUEEN for c in holding)
            spots = [c for c in cards if rank(c) < Rank.JACK]
            return (spots[0] if spots else cards[-1]) if honour else cards[-1]
        spots = [c for c in cards if rank(c) < Rank.JACK]      # count
        if len(holding) % 2 == 0 and spots:
            return spots[0]
        return cards[-1]
    return discard(where, cards)


def discard(where: Position, choices: Sequence[Card]) -> Card:
    """A discard that keeps honours guarded and shows where partner should not lead: low
    from a suit without honours (the longest such), never the last guard of a king or
    queen, never a master card while another card will do."""
    hand = where.known[where.to_play]
    suits = _by_suit(hand)

    def cost(card: Card) -> tuple[int, int, int]:
        assert card.suit is not None
        holding = suits[card.suit]
        guard = (any(rank(c) == Rank.KING for c in holding) and len(holding) <= 2) or \
            (any(rank(c) == Rank.QUEEN for c in holding) and len(holding) <= 3)
        trump = 1 if card.suit is where.trump else 0
        master = 1 if is_master(where, card) else 0
        return (trump * 4 + master * 2 + int(guard), -len(holding), rank(card))
    return min(choices, key=cost)


def _lead(where: Position, legal: list[Card]) -> Card:
    me = where.to_play
    hand = where.known[me]
    suits = _by_suit(legal)
    defending = where.declarer is not None and me.side is not where.declarer.side
    if not defending:
        return _declarer_lead(where, legal, suits)
    said = partner_signals(where)
    liked = [s for s, v in said.items() if v > 0 and suits[s]]
    partner_led = [t[0][1].suit for t in where.tricks if t[0][0] is me.partner]
    for suit in liked + [s for s in partner_led if s is not None and suits[s]]:
        return _lead_in(where, suits[suit], hand)
    sequences = [s for s in SUITS_DESCENDING if s is not where.trump and len(suits[s]) >= 2
                 and rank(suits[s][0]) >= Rank.TEN
                 and rank(suits[s][0]) - rank(suits[s][1]) == 1]
    if sequences:                               # top of a sequence: AK, KQ, QJ, JT
        suit = max(sequences, key=lambda s: (len(suits[s]), rank(suits[s][0])))
        return suits[suit][0]
    if where.trump is not None:
        singles = [s for s in SUITS_DESCENDING if len(suits[s]) == 1 and s is not where.trump
                   and rank(suits[s][0]) < Rank.KING]
        trumps = len([c for c in hand if c.suit is where.trump])
        if singles and trumps >= 1:
            return suits[singles[0]][0]
    candidates = [s for s in SUITS_DESCENDING if suits[s] and s is not where.trump
                  and not (where.trump is not None and suits[s][0].rank == Rank.ACE)]
    if not candidates:
        candidates = [s for s in SUITS_DESCENDING if suits[s]]
    suit = max(candidates, key=lambda s: (len(suits[s]), -s))
    return _lead_in(where, suits[suit], hand)


def _lead_in(where: Position, cards: list[Card], hand: Sequence[Card]) -> Card:
    """Which card of a suit to lead: top of touching honours, top of a doubleton, fourth
    best (or the lowest) otherwise."""
    if len(cards) >= 2 and rank(cards[0]) >= Rank.TEN and rank(cards[0]) - rank(cards[1]) == 1:
        return cards[0]
    if len(cards) == 2 or rank(cards[0]) < Rank.TEN:
        return cards[0] if len(cards) <= 2 else cards[-1]
    return cards[3] if len(cards) >= 4 else cards[-1]


def _declarer_lead(where: Position, legal: list[Card],
                   suits: dict[Suit, list[Card]]) -> Card:
    trump = where.trump
    me = where.to_play
    if trump is not None and suits[trump]:
        theirs = [c for c in outstanding(where, trump) if c not in where.known[me.partner]]
        if theirs:
            return suits[trump][0] if is_master(where, suits[trump][0]) else suits[trump][-1]
    masters = [c for c in legal if is_master(where, c)]
    if masters:
        return max(masters, key=lambda c: (c.suit is not trump, rank(c)))
    longest = max((s for s in SUITS_DESCENDING if suits[s]), key=lambda s: len(suits[s]))
    return suits[longest][-1]


def choose(where: Position, legal_actions: Sequence[Any]) -> Card:
    """The rule-of-thumb card among the legal cards."""
    legal = _cards(legal_actions)
    if len(legal) == 1:
        return legal[0]
    if not where.current:
        return _lead(where, legal)
    me = where.to_play
    seat, best = winning(where.current, where.leader, where.trump)
    ours = seat.side is me.side
    led = where.current[0].suit
    following = [c for c in legal if c.suit is led]
    order = len(where.current)           # 1: second hand, 2: third, 3: fourth
    if following:
        beaters = sorted(c for c in following if c.suit is best.suit and rank(c) > rank(best))
        if best.suit is not led:         # ruffed already: cannot win by following
            beaters = []
        if order == 1:
            led_card = where.current[0]
            if rank(led_card) >= Rank.TEN and beaters and not ours:
                return beaters[0]         # cover an honour with an honour
            return signal(where, following)
        if ours and (order == 3 or rank(best) >= Rank.KING or is_master(where, best)):
            return signal(where, following)
        if beaters:
            if order == 3:
                return beaters[0]         # win as cheaply as possible
            top = max(following)
            return lowest_of_equals(where, top, following) if top in beaters else beaters[0]
        return signal(where, following)
    trumps = [c for c in legal if c.suit is where.trump]
    if trumps and not ours:
        winners = sorted(c for c in trumps if best.suit is not where.trump or rank(c) > rank(best))
        if winners:
            return winners[0]
    return discard(where, [c for c in legal if c.suit is not where.trump] or legal)


def read_the_play(where: Position) -> list[Holding]:
    """What the defenders' cards told, by the conventions the rules follow: the opening
    lead of an honour (king to ten) denies the card above it, the lead of a ten, jack or
    queen from a sequence shows the card below; a defender's encouraging signal (a spot
    card of six or more on partner's lead, or a discard) shows the ace, king or queen."""
    told: list[Holding] = []
    if where.declarer is None or not where.tricks:
        return told
    (leader, lead), *rest = where.tricks[0]
    if lead.suit is not None and Rank.TEN <= rank(lead) < Rank.ACE and \
            leader.side is not where.declarer.side:
        above = Card(lead.suit, Rank(rank(lead) + 1))
        told.append(Holding(leader, frozenset({above}), 0, 0))
        if rank(lead) <= Rank.QUEEN:
            below = Card(lead.suit, Rank(rank(lead) - 1))
            told.append(Holding(leader, frozenset({below}), 1, 1))
    for trick in where.tricks:
        (first, led), others = trick[0], trick[1:]
        for seat, card in others:
            if seat.side is where.declarer.side or card.suit is None:
                continue
            partner_led = first is seat.partner
            signalled = (card.suit is led.suit and partner_led) or (
                card.suit is not led.suit and card.suit is not where.trump)
            if signalled and Rank.SIX <= rank(card) <= Rank.NINE:
                honours = frozenset(Card(card.suit, r)
                                    for r in (Rank.ACE, Rank.KING, Rank.QUEEN))
                told.append(Holding(seat, honours, 1, 3))
    del rest
    unseen = set(where.unseen)
    kept = []
    for holding in told:          # only what the viewer cannot see for herself
        cards = holding.cards & unseen
        low = max(0, holding.at_least - len(holding.cards - cards))
        if cards and (low or holding.at_most == 0):
            kept.append(Holding(holding.seat, frozenset(cards), low,
                                min(holding.at_most, len(cards))))
    return kept
