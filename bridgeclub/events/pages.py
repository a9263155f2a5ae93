"""The result pages of an event as one HTML page: the ranking, each board's traveller with
its hand record (the deal, and the double-dummy table and par when the board has them:
``bridgeclub analyze`` adds them), and each pair's personal score card (seed 002,
"Duplicate Bridge": the traveller and the score card), plus the same as plain text.
"""

from __future__ import annotations

import html

from bridgeclub.events.model import Event
from bridgeclub.events.results import EventScores, event_records
from bridgeclub.events.ruter import fmt
from bridgeclub.events.score import ScoredResult
from bridgeclub.formats.handrecord import _STYLE, _board_html, boards

_STYLE_EVENT = """
table.res { border-collapse: collapse; margin: 2mm 0 6mm; }
table.res td, table.res th { border: 1px solid #999; padding: 0 2mm; text-align: right; }
table.res td.l { text-align: left; }
"""


def _value(value: float | None, imp: bool) -> str:
    if value is None:
        return ""
    return fmt(value, 1) if imp or not float(value).is_integer() else fmt(value, 0)


def _contract(s: ScoredResult) -> str:
    r = s.result
    if r.bye:
        return "bye"
    if r.adjusted is not None:
        return "/".join(r.adjusted)
    if r.not_played:
        return "not played"
    if r.fixed is not None:
        return "fixed"
    if r.kind == "passed":
        return "passed out"
    return f"{r.contract} {r.declarer} {r.tricks}"


def _points(s: ScoredResult) -> tuple[str, str]:
    if s.points is None:
        return "", ""
    return (str(s.points), "") if s.points >= 0 else ("", str(-s.points))


def ranking_text(event: Event, scores: EventScores) -> str:
    """The ranking as text, one pair a line."""
    unit = "%" if event.scoring == "MP" else "IMPs"
    lines = [f"{event.name}: ranking ({unit})"]
    for line in scores.ranking:
        value = fmt(line.percent or 0.0, 2) if event.scoring == "MP" else fmt(line.score, 1)
        lines.append(f"{line.place:>5}  {line.pair:3}  {value:>7}  {line.names}")
    return "\n".join(lines) + "\n"


def traveller_text(event: Event, scores: EventScores, board: int) -> str:
    """One board's traveller: NS, EW, contract by tricks, scores, what each earned."""
    imp = event.scoring != "MP"
    lines = [f"Board {board}", " NS  EW  Contract       NS+   NS-    NS    EW"]
    for s in scores.boards.get(board, []):
        plus, minus = _points(s)
        lines.append(f"{s.result.ns or '':>3} {s.result.ew or '':>3}  {_contract(s):12} "
                     f"{plus:>5} {minus:>5} {_value(s.ns, imp):>5} {_value(s.ew, imp):>5}")
    return "\n".join(lines) + "\n"


def score_card_text(event: Event, scores: EventScores, pair: int) -> str:
    """A pair's personal score card: each board, its opponents, result and score."""
    imp = event.scoring != "MP"
    name = event.pairs.get(pair, "")
    title = f"Pair {pair}" + (f": {name}" if name and name != f"Pair {pair}" else "")
    lines = [title,
             "Board Dir Opp  Contract       Score  Earned"]
    for number, scored in scores.boards.items():
        for s in scored:
            if pair not in (s.result.ns, s.result.ew):
                continue
            ns = s.result.ns == pair
            other = s.result.ew if ns else s.result.ns
            points = "" if s.points is None else str(s.points if ns else -s.points)
            lines.append(f"{number:5} {'NS' if ns else 'EW':>3} {other or '-':>3}  "
                         f"{_contract(s):12} {points:>6} {_value(s.ns if ns else s.ew, imp):>7}")
    return "\n".join(lines) + "\n"


def event_html(event: Event, scores: EventScores, analyse: bool = False) -> str:
    """Ranking, travellers with hand records, personal score cards: one HTML page."""
    imp = event.scoring != "MP"
    esc = html.escape
    parts = [f"<h1>{esc(event.name)}</h1>", "<h2>Ranking</h2><table class='res'>",
             "<tr><th>Place</th><th>Pair</th><th class='l'>Names</th><th>"
             + ("IMPs" if imp else "MPs</th><th>%") + "</th></tr>"]
    for line in scores.ranking:
        extra = "" if imp else f"<td>{fmt(line.percent or 0.0, 2)}</td>"
        parts.append(f"<tr><td>{line.place}</td><td><a href='#pair{line.pair}'>{line.pair}"
                     f"</a></td><td class='l'>{esc(line.names)}</td>"
                     f"<td>{fmt(line.score, 1)}</td>{extra}</tr>")
    parts.append("</table><h2>Travellers</h2>")
    records = {r.board: r for r in event_records(event, scores)}
    hands = {int(b.number): b for b in boards(list(records.values()), analyse)}
    for number, scored in scores.boards.items():
        parts.append(f"<h3 id='board{number}'>Board {number}</h3>")
        if number in hands:
            parts.append(_board_html(hands[number]))
        parts.append("<table class='res'><tr><th>NS</th><th>EW</th><th class='l'>Contract"
                     "</th><th>NS+</th><th>NS-</th><th>NS</th><th>EW</th></tr>")
        for s in scored:
            plus, minus = _points(s)
            parts.append(f"<tr><td>{s.result.ns or ''}</td><td>{s.result.ew or ''}</td>"
                         f"<td class='l'>{esc(_contract(s))}</td><td>{plus}</td>"
                         f"<td>{minus}</td><td>{_value(s.ns, imp)}</td>"
                         f"<td>{_value(s.ew, imp)}</td></tr>")
        parts.append("</table>")
    parts.append("<h2>Score cards</h2>")
    for line in scores.ranking:
        card = score_card_text(event, scores, line.pair)
        parts.append(f"<h3 id='pair{line.pair}'>Pair {line.pair}</h3><pre>{esc(card)}</pre>")
    title = esc(event.name)
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{title}</title>"
            f"<style>{_STYLE}{_STYLE_EVENT}</style></head>\n<body>{''.join(parts)}"
            "</body></html>\n")
