"""The score sheet as text, drawn like the example sheet of seed 002.

Two columns, WE and THEY (or NS and EW), a line part-way down: scores above the line are
written upwards from the line, the first nearest to it; scores below the line go
downwards, game by game, with a line ruled under each game. Each score carries the letter
of its deal, and the deals are told underneath, like the seed's footnotes. A sheet with
no line (duplicate or Russian scoring) is drawn as one row per score.

>>> import bridgeclub as bc
>>> rubber = bc.new_match("rubber")
>>> rubber.record("2H", "S", 10); rubber.record("3NT", "W", 10)
>>> print(sheet_text(rubber.sheet, we="NS"))
          WE |       THEY
      60 (a) |     30 (b)
=============+============
      60 (a) |    100 (b)
-------------+------------
       TOTAL |
         120 |        130
(a) N deals, nobody vulnerable: 2♥ by S, 10 tricks
(b) E deals, nobody vulnerable: 3NT by W, 10 tricks
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from string import ascii_lowercase

from bridgeclub.match import Match, Points, ScoreSheet, SheetEntry
from bridgeclub.scoring.ez import quarters_text
from bridgeclub.tui.screen import calls_in, table_words

WIDTH = 12


def deal_letter(number: int) -> str:
    """The footnote mark of deal ``number``: a, b, ... z, aa, ab, ...; ``*`` for the end.

    >>> deal_letter(1), deal_letter(26), deal_letter(27), deal_letter(0)
    ('a', 'z', 'aa', '*')
    """
    if number <= 0:
        return "*"
    letters = ""
    while number:
        number, rest = divmod(number - 1, 26)
        letters = ascii_lowercase[rest] + letters
    return letters


def _cell(entry: SheetEntry | None) -> str:
    if entry is None:
        return ""
    return f"{points_text(entry.points)} ({deal_letter(entry.deal)})"


def points_text(points: Points) -> str:
    """Points as a player writes them, exact: EZ-Bridge's quarters as ``8 3/4``.

    >>> points_text(390), points_text(Fraction(35, 4)), points_text(Fraction(-4))
    ('390', '8 3/4', '-4')
    """
    return quarters_text(points) if isinstance(points, Fraction) else str(points)


def _row(left: str, right: str, *more: str) -> str:
    return " | ".join([f"{left:>{WIDTH}}", *(f"{c:>{WIDTH - 2}}" for c in (right, *more))]
                      ).rstrip()


def _rule(columns: int) -> str:
    return "-" * (WIDTH + 1) + ("+" + "-" * WIDTH) * (columns - 1)


def _game_rule(columns: int) -> str:
    return "=" * (WIDTH + 1) + ("+" + "=" * WIDTH) * (columns - 1)


def games_won(sheet: ScoreSheet) -> dict[int, tuple[int, str]]:
    """The games a sheet of one row a deal ruled off (EZ-Bridge's: the first to 30 points
    wins a game, seed 000), by the deal each ended with: the game's number and the column
    that won it (only the Winning Bidder scores, so the score that ended it is hers).

    >>> sheet = ScoreSheet(("Ann", "Bob"))
    >>> sheet.add(SheetEntry(1, "Bob", 13)); sheet.add(SheetEntry(2, "Bob", 17))
    >>> sheet.rule_game_line(); sheet.add(SheetEntry(3, "Ann", 8))
    >>> games_won(sheet)
    {2: (1, 'Bob')}
    """
    won: dict[int, tuple[int, str]] = {}
    for number, end in enumerate(sheet.games_ended_after, start=1):
        if 0 < end <= len(sheet.entries):
            last = sheet.entries[end - 1]
            won[last.deal] = (number, last.column)
    return won


def _headings(sheet: ScoreSheet, we: str | None) -> tuple[list[str], list[str]]:
    """The columns in order and their headings: WE and THEY when ``we`` is one of two."""
    columns = list(sheet.columns)
    if we is not None and we in columns and len(columns) == 2:
        other = next(c for c in columns if c != we)
        return [we, other], ["WE", "THEY"]
    return columns, columns


def sheet_text(sheet: ScoreSheet, we: str | None = None) -> str:
    """The sheet as lines of text; ``we`` names the column headed WE (the other THEY).
    A sheet of more than two columns (3-Person EZ-Bridge's people) has no line.

    >>> sheet = ScoreSheet(("Ann", "Bob", "Cy"))
    >>> sheet.add(SheetEntry(1, "Bob", Fraction(35, 4)))
    >>> print(sheet_text(sheet))
             Ann |        Bob |         Cy
                 |  8 3/4 (a) |
    -------------+------------+------------
           TOTAL |      TOTAL |      TOTAL
               0 |      8 3/4 |          0
    """
    if len(sheet.columns) < 2:
        raise ValueError("the sheet drawing knows two columns or more")
    columns, titles = _headings(sheet, we)
    lines = [_row(*titles)]
    has_line = any(e.line in ("above", "below") for e in sheet.entries)
    if has_line:
        if len(columns) != 2:
            raise ValueError("a sheet with a line has two columns")
        lines.extend(_above_and_below(sheet, columns[0], columns[1]))
    else:
        won = games_won(sheet)
        deals = sorted({e.deal for e in sheet.entries}, key=lambda n: n or 10**9)
        for number in deals:
            cells = {c: [e for e in sheet.entries if e.deal == number and e.column == c]
                     for c in columns}
            for row in range(max(len(cells[c]) for c in columns)):
                lines.append(_row(*[_cell(cells[c][row]) if row < len(cells[c]) else ""
                                    for c in columns]))
            if number in won:           # a game ended with this deal: ruled off, and won
                game, winner = won[number]
                lines.append(_row(*[f"won game {game}" if c == winner else ""
                                    for c in columns]))
                lines.append(_game_rule(len(columns)))
        if not deals or deals[-1] not in won:   # else the last game's line closes them
            lines.append(_rule(len(columns)))
    totals = sheet.totals()
    # two columns: TOTAL under the line, as the seed's sheet; more: each column's own
    lines.append(_row("TOTAL", *([""] if len(columns) == 2 else ["TOTAL"] * (len(columns) - 1))))
    lines.append(_row(*[points_text(totals[c]) for c in columns]))
    for number, note in sorted(sheet.notes.items()):
        lines.append(f"({deal_letter(number)}) {calls_in(table_words(note))}")
    if any(e.deal == 0 for e in sheet.entries):
        lines.append("(*) the bonuses of an unfinished match")
    return "\n".join(lines)


def _above_and_below(sheet: ScoreSheet, left: str, right: str) -> list[str]:
    lines: list[str] = []
    above = {c: [e for e in sheet.entries if e.line == "above" and e.column == c]
             for c in (left, right)}
    height = max(len(above[left]), len(above[right]))
    for row in range(height - 1, -1, -1):  # written upwards: the first just above the line
        cells = [_cell(above[c][row]) if row < len(above[c]) else "" for c in (left, right)]
        lines.append(_row(*cells))
    lines.append("=" * (WIDTH + 1) + "+" + "=" * WIDTH)
    ends = [*sheet.games_ended_after]
    if not ends or ends[-1] < len(sheet.entries):
        ends.append(len(sheet.entries))
    start = 0
    for index, end in enumerate(ends):
        game = sheet.entries[start:end]
        below = {c: [e for e in game if e.line == "below" and e.column == c]
                 for c in (left, right)}
        for row in range(max(len(below[left]), len(below[right]))):
            cells = [_cell(below[c][row]) if row < len(below[c]) else "" for c in (left, right)]
            lines.append(_row(*cells))
        ruled = index < len(sheet.games_ended_after)
        if ruled or index == len(ends) - 1:
            lines.append(_rule(2))
        start = end
    return lines


def standing_text(match: Match) -> str:
    """Where a match stands beyond its sheet, in words (``Match.summary``): an EZ-Bridge
    match's Game, Games and Sets (seed 000, "Winning the game, set, match"), a MiniBridge
    session's deals played, a rubber's games.

    >>> from bridgeclub.match import new_match
    >>> pad = new_match("ez-bridge")
    >>> pad.record("8H", "N", 11)
    >>> standing_text(pad)
    'This game: NS 8 3/4, EW 0. Games: NS 0, EW 0. Sets: NS 0, EW 0.'
    """
    return match.summary()


def totals_text(match: Match) -> str:
    """The match's totals, exact: ``NS 8 3/4, EW -4``."""
    return _by_column(match.totals)


def match_text(match: Match, we: str | None = None) -> str:
    """The sheet, then where the match stands: what is shown after each deal."""
    return "\n".join(part for part in (sheet_text(match.sheet, we), standing_text(match))
                     if part)


def _by_column(values: Mapping[str, Points]) -> str:
    return ", ".join(f"{column} {points_text(points)}" for column, points in values.items())
