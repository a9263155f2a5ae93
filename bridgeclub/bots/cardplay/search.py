"""The card the lay-outs favour: sample the unseen cards, solve each sample double dummy.

The ``standard`` and ``expert`` players deal the cards they cannot see many times
(``bridgeclub.analysis.sampling``), solve every lay-out double dummy with DDS through
endplay in one batched call (``solve_all_boards``, up to 200 boards a call, on all cores),
and play the card with the best expected result for the form of scoring:

- ``imps`` (duplicate teams, Chicago): the fewest IMPs lost, on average, against the best
  card of each lay-out;
- ``matchpoints``: the card that is best (takes the most tricks) in the most lay-outs;
- ``points`` (rubber, MiniBridge, EZ-Bridge, the games for two): the best average score;
- ``tricks``: the most tricks on average.

Cards the search finds equal are split by the rules of thumb (``rules.signal``), so the
defenders' signals and discards follow the conventions partner reads. Bridge for Two's
face-down rack cards are dealt to their rack and solved as if in view (a sound
approximation: they can be played once turned up); only face-up cards are chosen.

>>> import random
>>> import bridgeclub as bc
>>> from bridgeclub.analysis.sampling import position
>>> game = bc.new_game("duplicate", deal="N:AKQ2.K32.A32.A32 JT9.QJT9.KQJ.KQJ "
...                    "876.8765.T98.T98 543.A4.7654.7654", dealer="N")
>>> for call in "1NT P 3NT P P P".split():
...     _ = game.act(call)
>>> where = position(game.view("E"))
>>> choice = best_card(where, game.view("E")["legal_actions"], 8, random.Random(1), "imps")
>>> choice.card in [c for c in where.known[where.to_play]], 0 <= choice.share <= 1
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from endplay.dds import solve_all_boards
from endplay.types import Card as EpCard
from endplay.types import Deal as EpDeal
from endplay.types import Denom, Player

from bridgeclub.analysis.sampling import Layout, Position, sample
from bridgeclub.bots.cardplay import rules
from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import DECK, SUITS_DESCENDING, Card, Suit
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.ez import ez_score
from bridgeclub.scoring.imps import imps
from bridgeclub.seats import Seat

#: Boards per call of DDS's batch solver (it takes at most 200).
BATCH = 200
FORMS = ("imps", "matchpoints", "points", "tricks")
#: How much (a board's worth, per lay-out) the rules' lead is favoured by form of scoring:
#: simulation of a few lay-outs is noisy, and the rules encode what the auction and the
#: signals say.
LEAD_RULE_WEIGHT = {"imps": 0.3, "matchpoints": 0.05, "points": 10.0, "tricks": 0.1}
_PLAYER = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south,
           Seat.W: Player.west}
_DENOM = {None: Denom.nt, Suit.SPADES: Denom.spades, Suit.HEARTS: Denom.hearts,
          Suit.DIAMONDS: Denom.diamonds, Suit.CLUBS: Denom.clubs}
_FROM_EP: dict[tuple[int, int], Card] = {}
for _card in DECK:
    _ep = EpCard(str(_card))
    _FROM_EP[(int(_ep.suit), int(_ep.rank))] = _card


@dataclass(frozen=True)
class Choice:
    """The chosen card, how many lay-outs were solved, the share of them in which the card
    is as good as any, and the average tricks for declarer's side after it."""

    card: Card
    layouts: int
    share: float
    declarer_tricks: float

    def why(self, where: Position) -> str:
        """One line a player understands."""
        percent = round(100 * self.share)
        total = f"{self.declarer_tricks:.1f}".rstrip("0").rstrip(".")
        return (f"{self.card} is best in {percent}% of {self.layouts} lay-outs of the unseen "
                f"cards (declarer's side takes {total} tricks on average)")


def _hand_pbn(cards: Sequence[Card]) -> str:
    return ".".join("".join(c.rank.letter for c in sorted(
        (c for c in cards if c.suit is suit), reverse=True) if c.rank is not None)
        for suit in SUITS_DESCENDING)


def to_endplay(where: Position, layout: Layout) -> EpDeal:
    """A lay-out as an endplay deal, the current trick's cards put back and played again
    so that the solver starts where the table is."""
    full = {seat: list(cards) for seat, cards in layout.items()}
    for i, card in enumerate(where.current):
        full[where.leader.after(i)].append(card)
    deal = EpDeal("N:" + " ".join(_hand_pbn(full[seat]) for seat in Seat))
    deal.first = _PLAYER[where.leader]
    deal.trump = _DENOM[where.trump]
    for card in where.current:
        deal.play(EpCard(str(card)))
    return deal


def solve(where: Position, layouts: Sequence[Layout]) -> list[dict[Card, int]]:
    """For each lay-out, the tricks the side to play takes from now on after each card
    of the hand to play (DDS, batched)."""
    deals = [to_endplay(where, layout) for layout in layouts]
    out: list[dict[Card, int]] = []
    for start in range(0, len(deals), BATCH):
        for solved in solve_all_boards(deals[start:start + BATCH]):
            out.append({_FROM_EP[(int(c.suit), int(c.rank))]: int(score)
                        for c, score in solved})
    return out


def scorer(view: dict[str, Any] | None, where: Position) -> Callable[[int], float]:
    """Declarer's side's score for its total tricks, in the variant's own scale."""
    if where.declarer is None or view is None or view.get("contract") is None:
        return float
    contract = view["contract"]
    if view.get("variant") in ("ez-bridge", "ez-bridge-3"):
        bid = int(contract["level"])
        return lambda tricks: float(ez_score(bid, tricks) * Fraction(10))
    level = min(7, max(1, int(contract["level"])))
    played = Contract(level, Strain.from_str(contract["strain"]), int(contract["doubled"]))
    vul = str(view.get("vulnerability") or "None")
    side = str(where.declarer.side)
    vulnerable = vul == "All" or vul == side
    return lambda tricks: float(duplicate_score(played, tricks, vulnerable))


def equivalent(where: Position, legal: Sequence[Card]) -> bool:
    """Whether the legal cards are all alike (one suit, no card still out between them)."""
    suits = {c.suit for c in legal}
    if len(suits) != 1:
        return False
    suit = next(iter(suits))
    assert suit is not None
    out = {rules.rank(c) for c in rules.outstanding(where, suit)
           if c not in where.known[where.to_play]}
    ranks = sorted(rules.rank(c) for c in legal)
    return not any(ranks[0] < r < ranks[-1] for r in out)


def best_card(where: Position, legal_actions: Sequence[str], count: int,
              rng: random.Random, form: str = "imps",
              view: dict[str, Any] | None = None, extra: int = 0) -> Choice:
    """The card with the best expected result over ``count`` sampled lay-outs; when
    ``extra`` is given and the two best cards are close, ``extra`` more lay-outs decide."""
    if form not in FORMS:
        raise ValueError(f"unknown form of scoring {form!r}: choose {', '.join(FORMS)}")
    legal = [Card.from_str(a) for a in legal_actions]
    if len(legal) == 1 or equivalent(where, legal):
        card = rules.signal(where, legal) if len(legal) > 1 else legal[0]
        return Choice(card, 0, 1.0, float("nan"))
    tally = _Tally(where, legal, form, scorer(view, where))
    tally.add(solve(where, sample(where, count, rng)))
    if extra and tally.close():
        tally.add(solve(where, sample(where, extra, rng)))
    totals = dict(tally.totals)
    ours = where.declarer is None or where.to_play.side is where.declarer.side
    if not where.current and where.declarer is not None and not ours:
        # a defender's lead: the rules' choice (sequences, partner's suit, signals read)
        # wins when the lay-outs rate it close to the best
        ruled = rules.choose(where, legal)
        totals[ruled] += LEAD_RULE_WEIGHT.get(form, 0.0) * tally.count
    best = max(totals.values())
    tied = [c for c in legal if totals[c] >= best - 1e-9]
    card = rules.signal(where, tied) if len(tied) > 1 else tied[0]
    n = max(1, tally.count)
    return Choice(card, tally.count, tally.best_share[card] / n, tally.tricks_sum[card] / n)


#: Two cards are close when their totals differ by less than this per lay-out.
CLOSE = {"imps": 0.5, "matchpoints": 0.1, "points": 20.0, "tricks": 0.1}


class _Tally:
    """Each legal card's total over the solved lay-outs, in the form of scoring."""

    def __init__(self, where: Position, legal: list[Card], form: str,
                 points: Callable[[int], float]) -> None:
        self.where, self.legal, self.form, self.points = where, legal, form, points
        self.ours = where.declarer is None or where.to_play.side is where.declarer.side
        self.totals: dict[Card, float] = {c: 0.0 for c in legal}
        self.best_share: dict[Card, int] = {c: 0 for c in legal}
        self.tricks_sum: dict[Card, float] = {c: 0.0 for c in legal}
        self.count = 0

    def add(self, solved: Sequence[dict[Card, int]]) -> None:
        where, legal, form, ours = self.where, self.legal, self.form, self.ours
        left = where.tricks_left
        for scores in solved:
            if not scores:
                continue
            self.count += 1
            floor = min(scores.values())
            tricks = {c: scores.get(c, floor) for c in legal}
            top = max(tricks.values())
            declarer = {c: where.declarer_tricks + (t if ours else left - t)
                        for c, t in tricks.items()}
            values = {c: self.points(min(13, declarer[c])) * (1 if ours else -1)
                      for c in legal}
            best_value = max(values.values())
            for card in legal:
                self.tricks_sum[card] += declarer[card]
                self.best_share[card] += tricks[card] == top
                if form == "imps":
                    self.totals[card] -= imps(round(best_value - values[card]))
                elif form == "matchpoints":
                    self.totals[card] += (tricks[card] == top) + tricks[card] / 100
                elif form == "points":
                    self.totals[card] += values[card]
                else:
                    self.totals[card] += tricks[card]

    def close(self) -> bool:
        """Whether the two best cards are within ``CLOSE`` of each other per lay-out."""
        ranked = sorted(self.totals.values(), reverse=True)
        if len(ranked) < 2 or not self.count:
            return False
        return (ranked[0] - ranked[1]) / self.count < CLOSE[self.form]
