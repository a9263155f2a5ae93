"""The card the lay-outs favour: sample the unseen cards, solve each sample double dummy,
as many as the level's time budget allows.

The ``standard`` and ``expert`` players deal the cards they cannot see many times
(``bridgeclub.analysis.sampling``), solve the lay-outs double dummy with DDS through
endplay a few at a time (``solve_boards``: DDS's ``SolveAllBoards``, equal cards solved
once), and play the card with the best expected result for the form of scoring:

- ``imps`` (duplicate teams, Chicago): the fewest IMPs lost, on average, against the best
  card of each lay-out;
- ``matchpoints``: the card that is best (takes the most tricks) in the most lay-outs;
- ``points`` (rubber, MiniBridge, EZ-Bridge, the games for two): the best average score;
- ``tricks``: the most tricks on average.

A level with ``Budget.narrow`` solves every card only for its first lay-outs; then the
cards that are surely worse than the best (by ``Budget.sureness`` standard errors) drop out,
and each further lay-out is solved once per card still in the running (equal cards once),
after the card is played, for that position's best line only (``solve_boards``'s
``best_only``): at the opening lead two or three cards cost about a quarter of all
thirteen, so several times the lay-outs fit in the budget.

The search is *anytime* (``Budget``): lay-outs are solved in batches until the best card is
settled (the best two cards' difference, lay-out by lay-out, is clear of zero by
``Budget.sureness`` standard errors, or the two are as good as equal), the level's most
lay-outs are solved, or its wall-clock budget is spent: then it answers the best card so
far. A solve still running at the budget is not waited for (it ends on the solver's thread
and is thrown away), so the budget holds on a loaded machine too; with no lay-out solved in
time the rules of thumb choose. The stopping rule is read only at whole batches, so the
same seed gives the same card whenever the budget is not what stopped the search.

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
>>> choice = best_card(where, game.view("E")["legal_actions"], Budget(2.0, 8, 8, 8),
...                    random.Random(1), "imps")
>>> choice.card in [c for c in where.known[where.to_play]], 0 <= choice.share <= 1
(True, True)
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from endplay.types import Card as EpCard
from endplay.types import Deal as EpDeal

from bridgeclub.analysis.dds import layout_board, solve_boards, solve_boards_soon
from bridgeclub.analysis.sampling import Layout, Position, sample
from bridgeclub.bots.cardplay import rules
from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import Card
from bridgeclub.scoring.contract import duplicate_score
from bridgeclub.scoring.ez import ez_score
from bridgeclub.scoring.imps import imps

FORMS = ("imps", "matchpoints", "points", "tricks")
#: How much (a board's worth, per lay-out) the rules' lead is favoured by form of scoring:
#: simulation of a few lay-outs is noisy, and the rules encode what the auction and the
#: signals say.
LEAD_RULE_WEIGHT = {"imps": 0.3, "matchpoints": 0.05, "points": 10.0, "tricks": 0.1}


@dataclass(frozen=True)
class Budget:
    """How long and how far one card's search may go (each level's are in
    ``bridgeclub.bots.levels``).

    ``seconds``: wall-clock from the view to the answer, a hard limit; ``batch``: lay-outs
    between two readings of the stopping rule; ``least`` and ``most``: lay-outs before
    the rule may stop the search, and never more; ``sureness``: how many standard errors
    the best card's lead over the second must be clear of zero; ``narrow``: lay-outs after
    which the cards surely worse than the best are dropped and each lay-out is solved for
    the others only (``_Tally.narrow``).

    >>> Budget(1.0, 8, 16, 48).deadline(100.0)
    100.85
    """

    seconds: float
    batch: int
    least: int
    most: int
    sureness: float = 2.0
    #: lay-outs after which only the cards still in the running are solved (0: never)
    narrow: int = 0
    #: the share of ``seconds`` kept for everything but the solves (reading the view, the
    #: answer's way back)
    margin: float = 0.15

    def deadline(self, start: float) -> float:
        """When the solves must be over, for a search started at ``start``."""
        return start + self.seconds * (1 - self.margin)


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


def solve(where: Position, layouts: Sequence[Layout]) -> list[dict[Card, int]]:
    """For each lay-out, the tricks the side to play takes from now on after each card
    of the hand to play (DDS, batched; no time limit)."""
    return solve_boards([layout_board(where, layout) for layout in layouts])


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


def best_card(where: Position, legal_actions: Sequence[str], budget: Budget,
              rng: random.Random, form: str = "imps",
              view: dict[str, Any] | None = None, started: float | None = None) -> Choice:
    """The card with the best expected result over the lay-outs solved within ``budget``
    from ``started`` (``time.monotonic()``; by default now: see the module's docstring
    for when the search stops)."""
    started = time.monotonic() if started is None else started
    if form not in FORMS:
        raise ValueError(f"unknown form of scoring {form!r}: choose {', '.join(FORMS)}")
    legal = [Card.from_str(a) for a in legal_actions]
    if len(legal) == 1 or equivalent(where, legal):
        card = rules.signal(where, legal) if len(legal) > 1 else legal[0]
        return Choice(card, 0, 1.0, float("nan"))
    tally = _Tally(where, legal, form, scorer(view, where))
    ours = where.declarer is None or where.to_play.side is where.declarer.side
    if not where.current and where.declarer is not None and not ours:
        # a defender's lead: the rules' choice (sequences, partner's suit, signals read)
        # wins when the lay-outs rate it close to the best
        tally.bonus[rules.choose(where, legal)] = LEAD_RULE_WEIGHT.get(form, 0.0)
    _search(where, tally, budget, rng, budget.deadline(started))
    if not tally.count:
        return Choice(rules.choose(where, legal), 0, 0.0, float("nan"))
    totals = tally.totals
    best = max(totals[c] for c in tally.legal)
    tied = [c for c in tally.legal if totals[c] >= best - 1e-9]
    card = rules.signal(where, tied) if len(tied) > 1 else tied[0]
    n = tally.count
    return Choice(card, n, tally.best_share[card] / n, tally.tricks_sum[card] / n)


#: Boards in the first call of DDS in a search, and the seconds each later call aims at.
FIRST_PIECE = 2
PIECE_SECONDS = 0.05


def _search(where: Position, tally: _Tally, budget: Budget, rng: random.Random,
            deadline: float) -> None:
    """Solve lay-outs into ``tally`` a batch at a time until the stopping rule, the most
    lay-outs or the deadline. A batch goes to DDS in pieces sized by the time the last
    pieces took, so that a piece that cannot end in time is not started."""
    per_board = 0.0                    # seconds a lay-out, as measured in this search
    while tally.count < budget.most:
        if tally.count >= budget.least and tally.settled(budget.sureness):
            return
        narrowed = bool(budget.narrow) and tally.count >= budget.narrow
        if narrowed:
            tally.narrow(budget.sureness)
            if len(tally.legal) == 1:
                return
        groups = tally.groups() if narrowed else []
        layouts = sample(where, min(budget.batch, budget.most - tally.count), rng,
                         until=deadline)
        done = 0
        while done < len(layouts):
            left = deadline - time.monotonic()
            # the first piece small: a board at the opening lead may take a tenth of a
            # second, or a second on a loaded machine
            size = min(len(layouts) - done, FIRST_PIECE if per_board <= 0 else
                       max(1, int(PIECE_SECONDS / per_board)))
            if left <= 0 or per_board * size > left:
                return
            began = time.monotonic()
            # converted piece by piece: a piece the deadline stops is never converted
            piece = [layout_board(where, layout) for layout in layouts[done:done + size]]
            future = solve_boards_soon(_after_each(piece, groups) if narrowed else piece,
                                       best_only=narrowed)
            try:
                solved = future.result(timeout=left)
            except FutureTimeout:
                return            # the solve ends on its own thread; its result is lost
            spent = time.monotonic() - began
            # a narrowed lay-out is cheaper than a whole one: the estimate may fall at once
            per_board = (per_board * 0.5 + 0.5 * spent / size) if narrowed else \
                max(per_board * 0.5 + 0.5 * spent / size, spent / size)
            tally.add(_values_after(where, solved, groups) if narrowed else solved)
            done += size


def _after_each(boards: Sequence[EpDeal], groups: Sequence[Sequence[Card]]) -> list[EpDeal]:
    """Each board once per group of equal cards, the group's first card played."""
    out = []
    for board in boards:
        for group in groups:
            after = board.copy()
            after.play(EpCard(str(group[0])))
            out.append(after)
    return out


def _values_after(where: Position, solved: Sequence[dict[Card, int]],
                  groups: Sequence[Sequence[Card]]) -> list[dict[Card, int]]:
    """The tricks the side to play takes from the current trick on after each card of
    ``groups``, as ``solve`` gives them, from the best line of the position after the
    card (``_after_each``): the next hand's side takes the rest, or, when the card ends
    the trick, its winner's side leads to the next.

    >>> import bridgeclub as bc
    >>> from bridgeclub.analysis.sampling import position
    >>> from bridgeclub.seats import Seat
    >>> game = bc.new_game("duplicate", board=5, seed=11)
    >>> for call in "1NT P P P".split():
    ...     _ = game.act(call)
    >>> lay = {s: list(game.deal[s]) for s in Seat}
    >>> for _ in range(5):            # a lead, second, third and fourth hand, a lead
    ...     where, legal = position(game.view(game.actor)), game.legal_actions()
    ...     groups = [[Card.from_str(str(c))] for c in legal]
    ...     board = layout_board(where, lay)
    ...     after = solve_boards(_after_each([board], groups), best_only=True)
    ...     assert _values_after(where, after, groups) == solve_boards([board])
    ...     lay[where.to_play].remove(Card.from_str(str(legal[-1])))
    ...     _ = game.act(legal[-1])
    """
    out: list[dict[Card, int]] = []
    ours = where.to_play.side
    left = where.tricks_left
    for start in range(0, len(solved), len(groups)):
        values: dict[Card, int] = {}
        for group, scores in zip(groups, solved[start:start + len(groups)], strict=True):
            best = max(scores.values(), default=0)
            if len(where.current) < 3:
                tricks = left - best
            else:
                winner, _ = rules.winning([*where.current, group[0]], where.leader,
                                          where.trump)
                tricks = 1 + best if winner.side is ours else left - 1 - best
            values.update(dict.fromkeys(group, tricks))
        out.append(values)
    return out


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
        #: a lay-out's worth added to a card in every lay-out (the rules' opening lead)
        self.bonus: dict[Card, float] = {}
        #: each solved lay-out's value of every card, for the stopping rule
        self.values: list[dict[Card, float]] = []
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
            worth: dict[Card, float] = {}
            for card in legal:
                self.tricks_sum[card] += declarer[card]
                self.best_share[card] += tricks[card] == top
                if form == "imps":
                    worth[card] = -imps(round(best_value - values[card]))
                elif form == "matchpoints":
                    worth[card] = (tricks[card] == top) + tricks[card] / 100
                elif form == "points":
                    worth[card] = values[card]
                else:
                    worth[card] = tricks[card]
                worth[card] += self.bonus.get(card, 0.0)
                self.totals[card] += worth[card]
            self.values.append(worth)

    def narrow(self, sureness: float) -> None:
        """Drop the cards surely worse than the best: their deficit, lay-out by lay-out,
        is ``sureness`` standard errors clear of zero (or the same in every lay-out)."""
        best = max(self.legal, key=self.totals.__getitem__)
        keep = []
        for card in self.legal:
            gaps = [v[best] - v[card] for v in self.values]
            mean = statistics.fmean(gaps)
            error = statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
            if card is best or mean - sureness * error <= 0:
                keep.append(card)
        self.legal = keep

    def groups(self) -> list[list[Card]]:
        """The cards still in the running, equal cards together (one suit, no card still
        out between them: ``equivalent``), to be solved once a group."""
        out: list[list[Card]] = []
        for card in sorted(self.legal, reverse=True):
            if out and out[-1][-1].suit is card.suit and \
                    equivalent(self.where, [out[-1][-1], card]):
                out[-1].append(card)
            else:
                out.append([card])
        return out

    def settled(self, sureness: float) -> bool:
        """Whether more lay-outs would hardly change the choice: the best card's lead
        over the second, lay-out by lay-out, is ``sureness`` standard errors clear of
        zero, or the two are within ``CLOSE`` of each other per lay-out and so sure of
        it (then either is as good)."""
        if self.count < 2:
            return False
        first, second = sorted(self.legal, key=lambda c: self.totals[c], reverse=True)[:2]
        gaps = [v[first] - v[second] for v in self.values]
        mean = statistics.fmean(gaps)
        error = statistics.stdev(gaps) / math.sqrt(len(gaps))
        return mean - sureness * error > 0 or mean + sureness * error < CLOSE[self.form]
