"""Several sessions of one event ranked together, or several sections of one session
ranked across the field.

- Sessions (``total``): a pair's matchpoints of every session added up, its percentage the
  total over the tops it could have won (IMPs: added up). ``average``: the mean of its
  sessions' percentages (IMPs: of its IMPs), so a short session weighs as much as a long
  one. A pair is the same pair in every session when its names are (else its number).
- Sections (``field``): each section scored on its own (its pairs play only its boards'
  comparisons), then every pair ranked by percentage (IMPs) across all of them; a pair is
  known by its section letter and number (``A3``, ``B3``).

>>> from bridgeclub.events.model import Event, Result
>>> def night(score: int) -> Event:
...     event = Event("Night")
...     for pair, names in enumerate(["Ann - Bob", "Cid - Dee", "Eve - Fay", "Gus - Hal"], 1):
...         event.add_pair(pair, names)
...     event.add_board(1)
...     event.enter(Result(1, 1, 2, "4S", "N", 10)); event.enter(Result(1, 3, 4, fixed=score))
...     return event
>>> [(line.place, line.names, line.percentage) for line in combine([night(450), night(0)])][:2]
[('1-4', 'Ann - Bob', 50.0), ('1-4', 'Cid - Dee', 50.0)]
>>> [(line.place, line.key, line.percentage) for line in combine([night(450), night(0)],
...                                                              "field")][:3]
[('1-4', 'A2', 100.0), ('1-4', 'A3', 100.0), ('1-4', 'B1', 100.0)]
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from bridgeclub.events.model import Event
from bridgeclub.events.results import score_event
from bridgeclub.scoring.ranking import place_text, rank
from bridgeclub.scoring.rounding import half_up

WAYS = ("total", "average", "field")


@dataclass
class CombinedLine:
    """A line of the combined ranking: ``key`` the pair (number, or section letter and
    number), its names, score (matchpoints or IMPs), percentage (0 scored by IMPs) and the
    sessions it played."""

    place: str
    key: str
    names: str
    score: float
    percentage: float
    sessions: int


def _pair_key(event: Event, pair: int) -> str:
    names = event.pairs.get(pair, "")
    return names if names and names != f"Pair {pair}" else str(pair)


def combine(events: list[Event], by: str = "total") -> list[CombinedLine]:
    """The combined ranking (see the module docstring)."""
    if by not in WAYS:
        raise ValueError(f"combine by {', '.join(WAYS)}, not {by!r:.20}")
    if len(events) < 2:
        raise ValueError("combine two or more sessions or sections")
    if len({e.scoring for e in events}) > 1:
        raise ValueError("the sessions are scored differently: "
                         + ", ".join(sorted({e.scoring for e in events})))
    mp = events[0].scoring == "MP"
    score: dict[str, float] = defaultdict(float)
    tops: dict[str, float] = defaultdict(float)
    percents: dict[str, list[float]] = defaultdict(list)
    names: dict[str, str] = {}
    for index, event in enumerate(events):
        if not event.results:
            raise ValueError(f"{event.name or f'session {index + 1}'} has no results yet")
        scores = score_event(event)
        for total in scores.totals.values():
            key = f"{chr(ord('A') + index)}{total.pair}" if by == "field" else \
                _pair_key(event, total.pair)
            names[key] = event.pairs.get(total.pair, "")
            score[key] += total.score
            tops[key] += total.tops
            percents[key].append((total.percent or 0.0) if mp else total.score)
    lines = []
    for key in score:
        if by == "average" or by == "field":
            percentage = sum(percents[key]) / len(percents[key]) if mp else 0.0
            value = score[key] if mp else sum(percents[key]) / len(percents[key])
        else:
            percentage = 100 * score[key] / tops[key] if mp and tops[key] else 0.0
            value = score[key]
        lines.append(CombinedLine("", key, names[key], value, percentage,
                                  len(percents[key])))
    keys = [half_up(line.percentage if mp else line.score, 2) for line in lines]
    for line, (first, last) in zip(lines, rank(keys), strict=True):
        line.place = place_text(first, last)
    lines.sort(key=lambda line: (int(line.place.split("-")[0]), line.key))
    return lines
