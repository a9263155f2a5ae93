"""What the server says about an event, as JSON-ready dicts: the director's state (the
movement, every table's progress, the ranking, the travellers, the tables' links) and a
table's state (its rounds, boards and the results it entered).

A table sees only its own sittings and the results entered for them: a traveller would
tell a pair how a board they have still to play went at other tables. Scores come from
``bridgeclub.events`` (``score_event``), never from here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Protocol

from bridgeclub.events.individual_event import IndividualEvent
from bridgeclub.events.model import BoardInfo, Event, Result
from bridgeclub.events.movements import Sitting
from bridgeclub.events.results import EventScores, rankings, score_event
from bridgeclub.events.score import ScoredResult
from bridgeclub.server.event_teams import teams_ranking, teams_state
from bridgeclub.server.live_event import LiveEvent
from bridgeclub.server.tokens import SeatSigner


class EventHub(Protocol):
    """What the frames read of the hub (``bridgeclub.server.eventhub.EventHub``), which
    stands above them: the signer of links and each table's token."""

    @property
    def signer(self) -> SeatSigner: ...
    def tables_of(self, live: LiveEvent) -> dict[int, str]: ...


def result_text(result: Result) -> str:
    """A result as the traveller writes it: ``4SX N 10``, ``passed out``, ``A+/A-``.

    >>> result_text(Result(1, 1, 2, "4S", "N", 10))
    '4S N 10'
    >>> result_text(Result(1, 1, 2, adjusted=("A", "A")))
    'A/A'
    """
    kind = result.kind
    if kind == "adjusted":
        assert result.adjusted is not None
        return "/".join(result.adjusted)
    if kind == "not played":
        return "not played"
    if kind == "passed":
        return "passed out"
    if kind == "fixed":
        return f"fixed {result.fixed}"
    if kind == "bye":
        return "bye"
    return f"{result.contract} {result.declarer} {result.tricks}"


def _entry(event: Event, result: Result) -> dict[str, Any]:
    return _entry_of(event.boards[result.board], result)


def _entry_of(board: BoardInfo, result: Result) -> dict[str, Any]:
    return {"board": result.board, "ns": result.ns, "ew": result.ew,
            "table": result.table, "round": result.round, "kind": result.kind,
            "contract": result.contract, "declarer": result.declarer,
            "tricks": result.tricks, "lead": result.lead,
            "adjusted": list(result.adjusted) if result.adjusted else None,
            "text": result_text(result), "ns_points": result.ns_score(board)}


def _scored(event: Event, s: ScoredResult, results: Entries) -> dict[str, Any]:
    r = s.result
    found = results.get((r.board, r.ns, r.ew)) if r.ns is not None and r.ew is not None \
        else None
    return {**(found or _entry(event, r)), "ns_score": s.ns, "ew_score": s.ew,
            "ns_percent": s.ns_percent, "ew_percent": s.ew_percent, "datum": s.datum}


def scores_of(live: LiveEvent) -> EventScores | None:
    return score_event(live.event) if live.event.results else None


def ranking(live: LiveEvent, scores: EventScores | None) -> list[dict[str, Any]]:
    """The ranking's rows; ``direction`` is ``NS`` or ``EW`` when the movement has two
    winners (each direction ranked on its own), else ``all``."""
    if live.teams is not None:
        return teams_ranking(live.teams)
    individual = live.individual
    if individual is not None:
        seats = {(s.round, s.table): s.players for s in individual.movement.seatings}
        boards = Counter(p for (r, t, _) in individual.results for p in seats[(r, t)])
        return [{"place": line.place, "pair": line.player, "names": line.name,
                 "score": line.score, "percent": line.percent,
                 "boards": boards.get(line.player, 0), "direction": "all"}
                for line in (individual.ranking() if individual.results else [])]
    if scores is None:
        return []
    return [{"place": line.place, "pair": line.pair, "names": line.names,
             "score": line.score, "percent": line.percent, "boards": line.boards,
             "direction": direction}
            for direction, lines in rankings(live.event, scores) for line in lines]


Entries = dict[tuple[int, int, int], dict[str, Any]]


def _sitting(event: Event, s: Sitting, results: Entries) -> dict[str, Any]:
    boards = []
    for number in s.boards:
        board = event.boards[number]
        boards.append({"number": number, "dealer": board.dealer,
                       "vulnerable": board.vulnerable,
                       "result": results.get((number, s.ns, s.ew))})
    return {"round": s.round, "table": s.table, "ns": s.ns, "ew": s.ew,
            "ns_names": event.pairs.get(s.ns, ""), "ew_names": event.pairs.get(s.ew, ""),
            "boards": boards, "done": all(b["result"] for b in boards)}


def _results(event: Event) -> Entries:
    """Every result's entry by (board, NS pair, EW pair)."""
    return {(r.board, r.ns, r.ew): _entry(event, r) for r in event.results
            if r.ns is not None and r.ew is not None}


def table_state(live: LiveEvent, table: int, results: Entries | None = None
                ) -> dict[str, Any]:
    """What a table's North sees: the table's rounds, boards and entered results; the
    current round is the first with a board still to enter."""
    event, plan = live.event, live.plan
    results = _results(event) if results is None else results
    rounds = [_sitting(event, s, results)
              for s in sorted(plan.sittings, key=lambda s: s.round) if s.table == table]
    current = next((r["round"] for r in rounds if not r["done"]), None)
    return {"type": "table", "event": live.row.id, "name": event.name, "table": table,
            "tables": plan.tables, "rounds_total": plan.rounds, "scoring": event.scoring,
            "rounds": rounds, "current_round": current, "seq": live.seq,
            "published": live.row.published}


def director_state(hub: EventHub, live: LiveEvent) -> dict[str, Any]:
    """What the director sees: everything, with each table's link."""
    event, plan = live.event, live.plan
    scores = scores_of(live)
    results = _results(event)
    progress = []
    for table in range(1, plan.tables + 1):
        state = table_state(live, table, results)
        entered = sum(1 for r in state["rounds"] for b in r["boards"] if b["result"])
        total = sum(len(r["boards"]) for r in state["rounds"])
        progress.append({"table": table, "current_round": state["current_round"],
                         "entered": entered, "boards": total})
    travellers = {str(number): [_scored(event, s, results) for s in scored]
                  for number, scored in (scores.boards.items() if scores else ())}
    tokens = hub.tables_of(live)
    return {
        "type": "event", "event": live.row.id, "name": event.name, "scoring": event.scoring,
        "movement": {"kind": event.movement.get("kind"), "name": plan.name,
                     "tables": plan.tables, "rounds": plan.rounds,
                     "boards_per_round": plan.boards_per_round, "notes": plan.notes,
                     "guide": plan.guide(),
                     "sittings": [_sitting(event, s, results) for s in
                                  sorted(plan.sittings, key=lambda s: (s.round, s.table))]},
        "pairs": {str(k): v for k, v in sorted(event.pairs.items())},
        "boards": len(event.boards), "results": len(event.results),
        "ranking": ranking(live, scores), "travellers": travellers, "progress": progress,
        "tables": {str(t): {"token": token, "link": f"/e/{live.row.id}?token={token}"}
                   for t, token in tokens.items()},
        "seq": live.seq, "published": live.row.published,
        "results_page": f"/e/{live.row.id}/results",
        "online": {r: online_links(hub, tables)
                   for r, tables in live.row.settings.get("online", {}).items()},
    }


def online_links(hub: EventHub, tables: dict[str, Any]) -> dict[str, Any]:
    """Each online table of a round: its bridgeclub table, seats and people's links."""
    return {table: {"table_id": t["table_id"], "seats": t["seats"],
                    "links": {s: f"/t/{t['table_id']}?token="
                              f"{hub.signer.token(t['table_id'], s)}"
                              for s, kind in t["seats"].items() if kind == "human"}}
            for table, t in tables.items()}


def individual_sittings(event: IndividualEvent, table: int | None = None
                        ) -> list[dict[str, Any]]:
    """An individual's seatings (of one table, or all) shaped as the pairs' sittings (the
    page draws both): ``ns`` and ``ew`` are the players (``"2 & 5"``), ``seats`` each
    seat's player; each board with its result."""
    sittings = []
    for s in sorted(event.movement.seatings, key=lambda s: (s.round, s.table)):
        if table is not None and s.table != table:
            continue
        boards = []
        for number in s.boards:
            board = event.boards[number]
            found = event.results.get((s.round, s.table, number))
            boards.append({"number": number, "dealer": board.dealer,
                           "vulnerable": board.vulnerable,
                           "result": None if found is None else _entry_of(board, found)})
        names = [event.players.get(p, "") for p in s.players]
        sittings.append({"round": s.round, "table": s.table,
                         "ns": f"{s.north} & {s.south}", "ew": f"{s.east} & {s.west}",
                         "ns_names": f"{names[0]} & {names[1]}",
                         "ew_names": f"{names[2]} & {names[3]}",
                         "seats": {"N": s.north, "S": s.south, "E": s.east, "W": s.west},
                         "boards": boards, "done": all(b["result"] for b in boards)})
    return sittings


def individual_state(hub: EventHub, live: LiveEvent, who: str) -> dict[str, Any]:
    """What the director (everything, the tables' links) or a table (its seatings and
    results, no ranking) sees of an individual event, in the pairs' shape."""
    event = live.individual
    assert event is not None
    common = {"kind": "individual", "event": live.row.id, "name": event.name,
              "scoring": event.scoring, "tables": event.tables,
              "rounds_total": event.movement.rounds, "seq": live.seq,
              "published": live.row.published}
    if who != "director":
        table = int(who.split()[1])
        rounds = individual_sittings(event, table)
        current = next((r["round"] for r in rounds if not r["done"]), None)
        return {"type": "table", **common, "table": table, "rounds": rounds,
                "current_round": current}
    sittings = individual_sittings(event)
    progress = []
    for table in range(1, event.tables + 1):
        own = [s for s in sittings if s["table"] == table]
        progress.append({"table": table,
                         "current_round": next((s["round"] for s in own if not s["done"]),
                                               None),
                         "entered": sum(1 for s in own for b in s["boards"] if b["result"]),
                         "boards": sum(len(s["boards"]) for s in own)})
    travellers: dict[str, list[dict[str, Any]]] = {}
    for s in sittings:
        for b in s["boards"]:
            if b["result"]:
                travellers.setdefault(str(b["number"]), []).append(
                    {**b["result"], "ns": s["ns"], "ew": s["ew"]})
    tokens = hub.tables_of(live)
    return {"type": "event", **common,
            "movement": {"kind": "individual", "name": event.movement.name,
                         "tables": event.tables, "rounds": event.movement.rounds,
                         "boards_per_round": event.boards_per_round, "notes": [],
                         "guide": event.movement.guide(), "sittings": sittings},
            "players": {str(k): v for k, v in sorted(event.players.items())},
            "boards": len(event.boards), "results": len(event.results),
            "ranking": ranking(live, None), "travellers": travellers, "progress": progress,
            "tables": {str(t): {"token": token, "link": f"/e/{live.row.id}?token={token}"}
                       for t, token in tokens.items()}}


def state_for(hub: EventHub, live: LiveEvent, who: str) -> dict[str, Any]:
    """The state of ``live`` that ``who`` (``"director"``, ``"table N"`` or, of a teams
    event, ``"team N"``) may see."""
    if live.teams is not None:
        return teams_state(hub, live, who)
    if live.individual is not None:
        return individual_state(hub, live, who)
    if who == "director":
        return director_state(hub, live)
    return table_state(live, int(who.split()[1]))
