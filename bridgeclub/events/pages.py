"""The result pages of an event as one HTML page: the ranking, each board's traveller with
its hand record (the deal, and the double-dummy table and par when the board has them:
``bridgeclub analyze`` adds them), and each pair's personal score card (seed 002,
"Duplicate Bridge": the traveller and the score card), plus the same as plain text.
"""

from __future__ import annotations

import html

from bridgeclub.events.model import Event
from bridgeclub.events.results import EventScores, RankLine, event_records, fmt, rankings
from bridgeclub.events.score import ScoredResult, imp_places

_STYLE_EVENT = """
table.res { border-collapse: collapse; margin: 2mm 0 6mm; }
table.res td, table.res th { border: 1px solid #999; padding: 0 2mm; text-align: right; }
table.res td.l { text-align: left; }
.scroll, pre { overflow-x: auto; }
@media (max-width: 600px) { body { margin: 2mm; font-size: 15px; } h1 { font-size: 1.3em; } }
"""

#: Tells a phone to lay the page out at its own width rather than a desktop's.
VIEWPORT = "<meta name='viewport' content='width=device-width, initial-scale=1'>"


def sorted_board(scored: list[ScoredResult]) -> list[tuple[ScoredResult, bool]]:
    """A traveller's results, best North-South score first (results without points
    last), each with whether another result has the same score (printed ``=``).

    >>> from bridgeclub.events.model import Result
    >>> rows = [ScoredResult(Result(1, 1, 2), 420), ScoredResult(Result(1, 3, 4), 450),
    ...         ScoredResult(Result(1, 5, 6), 420)]
    >>> [(s.points, equal) for s, equal in sorted_board(rows)]
    [(450, False), (420, True), (420, True)]
    """
    counts: dict[int, int] = {}
    for s in scored:
        if s.points is not None:
            counts[s.points] = counts.get(s.points, 0) + 1
    ordered = sorted(scored, key=lambda s: (s.points is None, -(s.points or 0)))
    return [(s, s.points is not None and counts[s.points] > 1) for s in ordered]


def _title(direction: str) -> str:
    return {"NS": "North-South", "EW": "East-West"}.get(direction, "")


def _lines(event: Event, scores: EventScores) -> list[tuple[str, list[RankLine]]]:
    return rankings(event, scores)


def _value(value: float | None, imp: bool) -> str:
    if value is None:
        return ""
    return fmt(value, 1) if imp or not float(value).is_integer() else fmt(value, 0)


def _contract(s: ScoredResult) -> str:
    return s.result.summary()


def _points(s: ScoredResult) -> tuple[str, str]:
    if s.points is None:
        return "", ""
    return (str(s.points), "") if s.points >= 0 else ("", str(-s.points))


def ranking_text(event: Event, scores: EventScores) -> str:
    """The ranking as text, one pair a line (one ranking a direction when the movement
    has two winners)."""
    unit = "%" if event.scoring == "MP" else "IMPs"
    lines = [f"{event.name}: ranking ({unit})"]
    for direction, ranking in _lines(event, scores):
        if direction != "all":
            lines.append(_title(direction))
        for line in ranking:
            value = fmt(line.percent or 0.0, 2) if event.scoring == "MP" else \
                fmt(line.score, imp_places(event.scoring, total=True))
            lines.append(f"{line.place:>5}  {line.pair:3}  {value:>7}  {line.names}")
    return "\n".join(lines) + "\n"


def traveller_text(event: Event, scores: EventScores, board: int) -> str:
    """One board's traveller, best North-South score first: NS, EW, contract by tricks,
    scores (``=`` marks a score another table got too), what each earned."""
    imp = event.scoring != "MP"
    lines = [f"Board {board}", " NS  EW  Contract       NS+   NS-    NS    EW"]
    for s, equal in sorted_board(scores.boards.get(board, [])):
        plus, minus = _points(s)
        mark = "=" if equal else ""        # beside what the shared score earned
        lines.append(f"{s.result.ns or '':>3} {s.result.ew or '':>3}  {_contract(s):12} "
                     f"{plus:>5} {minus:>5}{mark + _value(s.ns, imp):>6}"
                     f"{mark + _value(s.ew, imp):>6}".rstrip())
    return "\n".join(lines) + "\n"


def score_card_text(event: Event, scores: EventScores, pair: int) -> str:
    """A pair's personal score card: each board, its opponents, result and score."""
    imp = event.scoring != "MP"
    name = event.pairs.get(pair, "")
    title = f"Pair {pair}" + (f": {name}" if name and name != f"Pair {pair}" else "")
    lines = [title,
             "Board Dir Opp  Contract       Score  Earned  Opponents"]
    for number, scored in scores.boards.items():
        for s in scored:
            if pair not in (s.result.ns, s.result.ew):
                continue
            ns = s.result.ns == pair
            other = s.result.ew if ns else s.result.ns
            points = "" if s.points is None else str(s.points if ns else -s.points)
            names = event.pairs.get(other, "") if other else ""
            lines.append(f"{number:5} {'NS' if ns else 'EW':>3} {other or '-':>3}  "
                         f"{_contract(s):12} {points:>6} {_value(s.ns if ns else s.ew, imp):>7}"
                         f"  {names}".rstrip())
    return "\n".join(lines) + "\n"


def event_html(event: Event, scores: EventScores, analyse: bool = False) -> str:
    """Ranking, travellers with hand records, personal score cards: one HTML page."""
    # the hand records bring the double-dummy solver: only the HTML page needs them
    from bridgeclub.formats.handrecord import _STYLE, _board_html, boards

    imp = event.scoring != "MP"
    esc = html.escape
    parts = [f"<h1>{esc(event.name)}</h1>"]
    for direction, ranking in _lines(event, scores):
        heading = "Ranking" + (f": {_title(direction)}" if direction != "all" else "")
        parts += [f"<h2>{heading}</h2><div class='scroll'><table class='res'>",
                  "<tr><th>Place</th><th>Pair</th><th class='l'>Names</th><th>"
                  + ("IMPs" if imp else "MPs</th><th>%") + "</th></tr>"]
        for line in ranking:
            extra = "" if imp else f"<td>{fmt(line.percent or 0.0, 2)}</td>"
            score = fmt(line.score, imp_places(event.scoring, total=True) if imp else 1)
            parts.append(f"<tr><td>{line.place}</td><td><a href='#pair{line.pair}'>"
                         f"{line.pair}</a></td><td class='l'>{esc(line.names)}</td>"
                         f"<td>{score}</td>{extra}</tr>")
        parts.append("</table></div>")
    parts.append("<h2>Travellers</h2>")
    records = {r.board: r for r in event_records(event, scores)}
    hands = {int(b.number): b for b in boards(list(records.values()), analyse)}
    for number, scored in scores.boards.items():
        parts.append(f"<h3 id='board{number}'>Board {number}</h3>")
        if number in hands:
            parts.append(_board_html(hands[number]))
        parts.append("<div class='scroll'><table class='res'><tr><th>NS</th><th>EW</th>"
                     "<th class='l'>Contract</th><th>NS+</th><th>NS-</th><th>NS</th>"
                     "<th>EW</th></tr>")
        for s, equal in sorted_board(scored):
            plus, minus = _points(s)
            mark = "=" if equal else ""
            parts.append(f"<tr><td>{s.result.ns or ''}</td><td>{s.result.ew or ''}</td>"
                         f"<td class='l'>{esc(_contract(s))}</td><td>{plus}</td>"
                         f"<td>{minus}</td><td>{mark}{_value(s.ns, imp)}</td>"
                         f"<td>{mark}{_value(s.ew, imp)}</td></tr>")
        parts.append("</table></div>")
    parts.append("<h2>Score cards</h2>")
    for line in scores.ranking:
        card = score_card_text(event, scores, line.pair)
        parts.append(f"<h3 id='pair{line.pair}'>Pair {line.pair}</h3><pre>{esc(card)}</pre>")
    title = esc(event.name)
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'>{VIEWPORT}"
            f"<title>{title}</title>"
            f"<style>{_STYLE}{_STYLE_EVENT}</style></head>\n<body>{''.join(parts)}"
            "</body></html>\n")
