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
(a) N deals, vulnerable None: 2H by S, 10 tricks
(b) E deals, vulnerable None: 3NT by W, 10 tricks
"""

from __future__ import annotations

from string import ascii_lowercase

from bridgeclub.match import ScoreSheet, SheetEntry

WIDTH = 12
RULE = "-" * (WIDTH + 1) + "+" + "-" * WIDTH


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
    return f"{entry.points} ({deal_letter(entry.deal)})"


def _row(left: str, right: str) -> str:
    return f"{left:>{WIDTH}} | {right:>{WIDTH - 2}}".rstrip()


def _headings(sheet: ScoreSheet, we: str | None) -> tuple[str, str, str, str]:
    """The two columns in order and their headings."""
    first, second = sheet.columns[0], sheet.columns[1]
    if we is not None and we in sheet.columns:
        first = we
        second = next(c for c in sheet.columns if c != we)
        return first, second, "WE", "THEY"
    return first, second, first, second


def sheet_text(sheet: ScoreSheet, we: str | None = None) -> str:
    """The sheet as lines of text; ``we`` names the column headed WE (the other THEY)."""
    if len(sheet.columns) != 2:
        raise ValueError("the sheet drawing knows two columns")
    left, right, left_title, right_title = _headings(sheet, we)
    lines = [_row(left_title, right_title)]
    has_line = any(e.line in ("above", "below") for e in sheet.entries)
    if has_line:
        lines.extend(_above_and_below(sheet, left, right))
    else:
        for number in sorted({e.deal for e in sheet.entries}, key=lambda n: n or 10**9):
            cells = {c: [e for e in sheet.entries if e.deal == number and e.column == c]
                     for c in (left, right)}
            for row in range(max(len(cells[left]), len(cells[right]))):
                lines.append(_row(*[_cell(cells[c][row]) if row < len(cells[c]) else ""
                                    for c in (left, right)]))
        lines.append(RULE)
    totals = sheet.totals()
    lines.append(_row("TOTAL", ""))
    lines.append(_row(str(totals[left]), str(totals[right])))
    for number, note in sorted(sheet.notes.items()):
        lines.append(f"({deal_letter(number)}) {note}")
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
            lines.append(RULE)
        start = end
    return lines
