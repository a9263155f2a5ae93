"""A new pairs event from its director's choices: the movement, the pairs it seats, the
boards it plays dealt from a seed (``bridgeclub event create`` and the server's events
share it), and where a pair pair plays a board in that movement.

>>> event, plan = new_pairs_event("Club night", "mitchell", 3, 2, "MP", seed="7")
>>> plan.name, sorted(event.pairs)[:3], len(event.boards)
('Mitchell, 3 tables', [1, 2, 3], 6)
>>> sitting_of(plan, 3, 1, 6)
Sitting(round=2, table=1, ns=1, ew=6, board_set=2, boards=(3, 4))
>>> sitting_of(plan, 1, 1, 6) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping

from bridgeclub.events.model import METHODS, Event
from bridgeclub.events.movements import Movement, Sitting, movement_for

#: The scoring methods of a pairs event (teams events are scored match by match).
PAIRS_METHODS = (*METHODS[:3], "Cross1", "Cross2")


def new_pairs_event(name: str, movement: str, tables: int, boards_per_round: int,
                    scoring: str, seed: int | str = 0,
                    names: Mapping[int, str] | None = None) -> tuple[Event, Movement]:
    """The event and its movement; ``ValueError`` saying why for a choice that cannot be
    run (a movement that does not exist for that many tables, a teams scoring)."""
    from bridgeclub.formats.boards import deal_boards

    if scoring not in METHODS:
        raise ValueError(f"not a scoring method: {scoring!r:.20} "
                         f"(use {', '.join(PAIRS_METHODS)})")
    if scoring not in PAIRS_METHODS:
        raise ValueError(f"a pairs event is scored MP, Butler or Cross, not {scoring}")
    if not 1 <= boards_per_round <= 8:
        raise ValueError(f"1 to 8 boards a round, not {boards_per_round}")
    plan = movement_for(movement, tables, boards_per_round)
    event = Event(name, scoring=scoring)
    event.movement = {"kind": movement, "tables": tables,
                      "boards_per_round": boards_per_round}
    names = names or {}
    for pair in plan.pairs:
        event.add_pair(pair, names.get(pair) or f"Pair {pair}")
    for record in deal_boards(seed, range(1, plan.boards_played() + 1), event=name):
        event.add_board(int(record.tags["Board"]), record.tags["Dealer"],
                        record.tags["Vulnerable"], record.tags["Deal"])
    return event, plan


def movement_of(event: Event) -> Movement | None:
    """The movement an event was made with (None for an event read from results only)."""
    spec = event.movement
    if not spec:
        return None
    return movement_for(spec["kind"], spec["tables"], spec["boards_per_round"])


def sitting_of(plan: Movement, board: int, ns: int, ew: int) -> Sitting | None:
    """The round and table where pair ``ns`` (North-South) meets ``ew`` on ``board``."""
    return next((s for s in plan.sittings
                 if board in s.boards and (s.ns, s.ew) == (ns, ew)), None)
