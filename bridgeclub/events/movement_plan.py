"""A movement's plan: who sits where with which boards in every round (``Sitting``), the
checks a movement must pass (``Movement.problems``), and what the director prints: the
guide and each table's card with the moves after each round.

>>> m = Movement("Two tables", 2, 1, 1, [Sitting(1, 1, 1, 2, 1, (1,)),
...                                      Sitting(1, 2, 3, 4, 2, (2,))])
>>> m.pairs, m.problems()
([1, 2, 3, 4], [])
"""

from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Sitting:
    """One table in one round: the pairs North-South and East-West and the boards."""

    round: int
    table: int
    ns: int
    ew: int
    board_set: int
    boards: tuple[int, ...]
    #: The boards come in two half sets played one after the other (the first half of
    #: ``boards`` first): two tables may share a round's boards by swapping at half time.
    halves: bool = False

    def when(self) -> dict[int, tuple[int, ...]]:
        """Each board and the halves of the round it is on the table (0 first, 1 second).

        >>> Sitting(1, 1, 1, 2, 1, (1, 2), halves=True).when()
        {1: (0,), 2: (1,)}
        """
        return half_times(self.boards, self.halves)


def half_times(boards: tuple[int, ...], halves: bool) -> dict[int, tuple[int, ...]]:
    """Each board of a table's round and the halves it is on the table: both, or (played
    in half sets) the first half of ``boards`` in the first half of the round.

    >>> half_times((3, 4, 1, 2), True), half_times((1,), False)
    ({3: (0,), 4: (0,), 1: (1,), 2: (1,)}, {1: (0, 1)})
    """
    if not halves:
        return {b: (0, 1) for b in boards}
    half = len(boards) // 2
    return {b: (0 if i < half else 1,) for i, b in enumerate(boards)}


def copies(tables: list[dict[int, tuple[int, ...]]]) -> list[int]:
    """The boards that two tables of one round would hold at once (each table's boards and
    their halves, as ``half_times`` gives them): each needs a copy.

    >>> copies([half_times((1, 2), True), half_times((2, 1), True)])
    []
    >>> copies([half_times((1, 2), False), half_times((2, 3), False)])
    [2]
    """
    on_table = Counter((b, half) for when in tables for b, halves in when.items()
                       for half in halves)
    return sorted({b for (b, _), n in on_table.items() if n > 1})


@dataclass
class Movement:
    """A movement: its name, size and every sitting; ``expected_plays`` is how often each
    board is meant to be played (for the checks and for Neuberg's formula)."""

    name: str
    tables: int
    rounds: int
    boards_per_round: int
    sittings: list[Sitting] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def round(self, number: int) -> list[Sitting]:
        return sorted((s for s in self.sittings if s.round == number), key=lambda s: s.table)

    def boards_played(self) -> int:
        return len({b for s in self.sittings for b in s.boards})

    @property
    def pairs(self) -> list[int]:
        return sorted({s.ns for s in self.sittings} | {s.ew for s in self.sittings})

    def plays(self) -> Counter[int]:
        """How often each board is played."""
        return Counter(b for s in self.sittings for b in s.boards)

    def problems(self) -> list[str]:
        """What breaks the rules of a movement: a pair meeting another twice, a pair
        playing a board twice or sitting at two tables in one round."""
        found = []
        meetings = Counter(frozenset((s.ns, s.ew)) for s in self.sittings)
        found += [f"pairs {sorted(p)} meet {n} times" for p, n in meetings.items() if n > 1]
        for pair in self.pairs:
            boards = [b for s in self.sittings if pair in (s.ns, s.ew) for b in s.boards]
            if len(boards) != len(set(boards)):
                found.append(f"pair {pair} plays a board twice")
            rounds = [s.round for s in self.sittings if pair in (s.ns, s.ew)]
            if len(rounds) != len(set(rounds)):
                found.append(f"pair {pair} sits twice in one round")
        for number in range(1, self.rounds + 1):
            found += [f"round {number}: board {b} is at two tables at once (a copy)"
                      for b in copies([s.when() for s in self.round(number)])]
        return found

    def moves(self, sitting: Sitting) -> str:
        """Where the pairs and boards of ``sitting`` go after its round, as the table card
        says it ("NS 3 to table 2 EW, EW 7 stay, boards to table 1"); empty after the
        last round."""
        later = [s for s in self.sittings if s.round == sitting.round + 1]
        if not later:
            return ""
        parts = []
        for side, pair in (("NS", sitting.ns), ("EW", sitting.ew)):
            there = next((s for s in later if pair in (s.ns, s.ew)), None)
            if there is None:
                parts.append(f"{side} {pair} sit out")
                continue
            seat = "NS" if there.ns == pair else "EW"
            parts.append(f"{side} {pair} stay" if (there.table, seat) ==
                         (sitting.table, side) else f"{side} {pair} to table {there.table}"
                         f" {seat}")
        where: dict[str, list[int]] = {}
        for board in sitting.boards:
            going = next((s.table for s in later if board in s.boards), None)
            text = "out" if going is None else "stay" if going == sitting.table else \
                f"to table {going}"
            where.setdefault(text, []).append(board)
        if len(where) == 1:
            parts.append(f"boards {next(iter(where))}")
        else:
            parts += [f"boards {board_range(tuple(b))} {text}" for text, b in where.items()]
        return ", ".join(parts)

    def table_card(self, table: int) -> str:
        """What the card on a table says: round, pairs, boards and the moves after it."""
        lines = [f"{self.name} - table {table}", "Round  NS  EW  Boards    Then"]
        for s in sorted(self.sittings, key=lambda s: s.round):
            if s.table == table:
                lines.append(f"{s.round:5} {s.ns:3} {s.ew:3}  {board_range(s.boards):8}  "
                             f"{self.moves(s)}".rstrip())
        lines += [note for note in self.notes if note.startswith("Sit-outs")]
        return "\n".join(lines) + "\n"

    def guide(self) -> str:
        """The director's guide: every round, who sits where with which boards."""
        lines = [f"{self.name}: {self.tables} tables, {self.rounds} rounds, "
                 f"{self.boards_per_round} boards a round", *self.notes]
        for number in range(1, self.rounds + 1):
            lines.append(f"Round {number}")
            for s in self.round(number):
                lines.append(f"  table {s.table:2}: {s.ns:3} NS v {s.ew:3} EW, "
                             f"boards {board_range(s.boards)}")
        return "\n".join(lines) + "\n"

    def guide_html(self) -> str:
        """The director's guide as an HTML page: one table, a row per table, a column per
        round (cells ``NS-EW: boards``)."""
        head = "".join(f"<th>Round {r}</th>" for r in range(1, self.rounds + 1))
        rows = []
        for table in range(1, self.tables + 1):
            cells = {s.round: f"{s.ns}-{s.ew}: {board_range(s.boards)}"
                     for s in self.sittings if s.table == table}
            rows.append(f"<tr><th>Table {table}</th>" + "".join(
                f"<td>{html.escape(cells.get(r, ''))}</td>" for r in range(1, self.rounds + 1))
                + "</tr>")
        notes = "".join(f"<p>{html.escape(n)}</p>" for n in self.notes)
        title = html.escape(self.name)
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><meta name='viewport' "
                f"content='width=device-width, initial-scale=1'><title>{title}</title>"
                f"<style>.card {{ page-break-before: always; }}</style>"
                f"</head><body><h1>{title}</h1>{notes}<table border='1'><tr><th></th>{head}"
                f"</tr>{''.join(rows)}</table>{self.table_cards_html()}</body></html>\n")

    def table_cards_html(self) -> str:
        """Each table's card (round, pairs, boards) as an HTML section, one a page."""
        cards = []
        for table in range(1, self.tables + 1):
            rows = "".join(f"<tr><td>{s.round}</td><td>{s.ns}</td><td>{s.ew}</td>"
                           f"<td>{board_range(s.boards)}</td>"
                           f"<td>{html.escape(self.moves(s))}</td></tr>"
                           for s in sorted(self.sittings, key=lambda s: s.round)
                           if s.table == table)
            cards.append(f"<div class='card'><h2>Table {table}</h2><table border='1'>"
                         f"<tr><th>Round</th><th>NS</th><th>EW</th><th>Boards</th><th>Then</th>"
                         "</tr>"
                         f"{rows}</table></div>")
        return "".join(cards)


def board_range(boards: tuple[int, ...]) -> str:
    """Boards as a card prints them: runs as ``first-last``, in the order played.

    >>> board_range((1, 2)), board_range((7,)), board_range((5, 6, 1, 2))
    ('1-2', '7', '5-6, 1-2')
    """
    runs: list[list[int]] = []
    for board in boards:
        if runs and board == runs[-1][-1] + 1:
            runs[-1].append(board)
        else:
            runs.append([board])
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def set_boards(number: int, per_round: int) -> tuple[int, ...]:
    """The boards of set ``number`` (from 1) of ``per_round`` boards."""
    return tuple(range((number - 1) * per_round + 1, number * per_round + 1))




def sit_out_note(sit_outs: list[tuple[int, int]]) -> str:
    """The guide's note of who sits out when: ``(round, pair)`` pairs.

    >>> sit_out_note([(1, 1), (2, 2)])
    'Sit-outs: round 1 pair 1, round 2 pair 2.'
    """
    return "Sit-outs: " + ", ".join(f"round {r} pair {p}" for r, p in sorted(sit_outs)) + "."
