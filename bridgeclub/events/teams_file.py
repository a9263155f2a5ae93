"""A Swiss teams event saved as JSON: the teams, the boards a match, the method, every
match played (each board's North-South scores are not kept, only its IMPs), the round and
the matches still to play. Reading checks what it reads: a file whose parts do not hold
together raises ``ValueError`` naming the part.

>>> from bridgeclub.events.teams import TeamsEvent
>>> event = TeamsEvent({1: "Aces", 2: "Kings"}, boards_per_match=2)
>>> event.next_round()
[(1, 2)]
>>> _ = event.record(1, 2, [420, -50], [-420, 100])
>>> again = teams_from_json(teams_to_json(event))
>>> again.ranking() == event.ranking() and again.round == 1
True
>>> robin = TeamsEvent({1: "Aces", 2: "Kings", 3: "Queens"}, 2, schedule="round-robin")
>>> again = teams_from_json(teams_to_json(robin))
>>> again.schedule, again.rounds
('round-robin', 3)
"""

from __future__ import annotations

import json
from typing import Any

from bridgeclub.events.teams import MatchScore, TeamMatch, TeamsEvent


def teams_to_json(event: TeamsEvent) -> str:
    """The event as JSON text."""
    return json.dumps({
        "kind": "teams", "name": event.name, "teams": {str(k): v for k, v in event.teams.items()},
        "boards_per_match": event.boards_per_match, "method": event.method,
        "schedule": event.schedule, "rounds": event.rounds, "round": event.round,
        "pending": [list(p) for p in event.pending],
        "matches": [{"round": m.round, "home": m.home, "away": m.away,
                     "board_imps": list(m.board_imps), "imps": list(m.imps),
                     "vps": list(m.vps)} for m in event.matches]}, indent=1)


def teams_from_json(text: str) -> TeamsEvent:
    """A teams event saved by ``teams_to_json``."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ValueError(f"not a saved teams event: {str(error)[:80]}") from None
    if not isinstance(data, dict) or data.get("kind") != "teams":
        raise ValueError("not a saved teams event (no \"kind\": \"teams\")")
    try:
        teams = {int(k): str(v) for k, v in data["teams"].items()}
        rounds = data.get("rounds")
        event = TeamsEvent(teams, int(data["boards_per_match"]), method=str(data["method"]),
                           schedule=str(data.get("schedule", "swiss")),
                           rounds=None if rounds is None else int(rounds),
                           name=str(data.get("name", "Club teams")))
        event.round = int(data["round"])
        event.pending = [(int(a), int(b)) for a, b in data["pending"]]
        event.matches = [_match(m) for m in data["matches"]]
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"not a saved teams event: {str(error)[:80]}") from None
    known = set(teams) | {0}
    for home, away in event.pending + [(m.home, m.away) for m in event.matches]:
        if home not in known or away not in known:
            raise ValueError(f"not a saved teams event: no team {max(home, away)}")
    return event


def _match(item: Any) -> TeamMatch:
    imps = (int(item["imps"][0]), int(item["imps"][1]))
    vps = (float(item["vps"][0]), float(item["vps"][1]))
    return TeamMatch(int(item["round"]), int(item["home"]), int(item["away"]),
                     tuple(int(i) for i in item["board_imps"]), imps, vps)


def score_to_json(score: MatchScore) -> dict[str, Any]:
    """A match's entry as JSON-ready data (a server's results log keeps these).

    >>> score_from_json(score_to_json(MatchScore(1, 2, imps=(23, 4))))
    MatchScore(home=1, away=2, home_ns=None, away_ns=None, imps=(23, 4))
    """
    return {"home": score.home, "away": score.away,
            "home_ns": None if score.home_ns is None else list(score.home_ns),
            "away_ns": None if score.away_ns is None else list(score.away_ns),
            "imps": None if score.imps is None else list(score.imps)}


def score_from_json(data: dict[str, Any]) -> MatchScore:
    """A match's entry from ``score_to_json``'s data; ``ValueError`` if it is not one."""
    try:
        imps = data.get("imps")
        home_ns, away_ns = data.get("home_ns"), data.get("away_ns")
        return MatchScore(
            int(data["home"]), int(data["away"]),
            None if home_ns is None else tuple(int(p) for p in home_ns),
            None if away_ns is None else tuple(int(p) for p in away_ns),
            None if imps is None else (int(imps[0]), int(imps[1])))
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ValueError(f"not a match's scores: {str(error)[:80]}") from None
