"""A teams event on the server: what the director and each team see, and a
match's entry checked before it is kept.

A teams event is a Swiss or a round robin of teams of four (``bridgeclub.events.teams``,
seed 002 "Teams of Four"): each round every team plays one match (or has the bye), and a
match's result is both rooms' North-South scores board by board, or only its IMP totals
where a club keeps only those. Each team's captain has a link (the token of ``"team N"``)
and enters the team's match from a phone; the director's link opens everything. A team
sees its own matches, never the others' (as a pairs table sees only its own boards).

Scoring is the teams event's own (``TeamsEvent.enter``: IMPs, then VPs); the live
ranking is ``TeamsEvent.ranking``, the same as ``bridgeclub event teams score``.

>>> from bridgeclub.events.teams import TeamsEvent
>>> event = TeamsEvent({1: "Aces", 2: "Kings", 3: "Queens"}, 4, schedule="round-robin")
>>> event.play_on()
[(0, 1), (2, 3)]
>>> checked_match(event, "team 2", {"home": 2, "away": 3, "imps": [23, 4]}, False).imps
(23, 4)
>>> checked_match(event, "team 1", {"home": 2, "away": 3, "imps": [23, 4]}, False)
Traceback (most recent call last):
...
bridgeclub.server.live.ApiError: team 1 does not play 2 v 3: a team enters its own match
"""

from __future__ import annotations

import copy
from typing import Any, Protocol

from bridgeclub.events.teams import MatchScore, TeamMatch, TeamsEvent
from bridgeclub.events.teams_file import score_from_json
from bridgeclub.server.hub import ApiError
from bridgeclub.server.live_event import LiveEvent

DIRECTOR = "director"


class EventHub(Protocol):
    """What the frames read of the hub: each team's token."""

    def tables_of(self, live: LiveEvent) -> dict[int, str]: ...


def team_of(who: str) -> int | None:
    """The team a token speaks for (``"team 3"``: 3), or None (the director).

    >>> team_of("team 3"), team_of("director")
    (3, None)
    """
    kind, _, number = who.partition(" ")
    return int(number) if kind == "team" and number.isdigit() else None


def checked_match(event: TeamsEvent, who: str, entry: dict[str, Any],
                  correcting: bool) -> MatchScore:
    """The match's scores ``entry`` holds, tried on a copy of the event: ``ApiError``
    (nothing changed) if the scores are impossible, the match is not one of the event's,
    the sender plays in neither team, or it was entered and this is no correction."""
    if "home" not in entry or "away" not in entry:
        raise ApiError(400, "impossible", "a teams event's result is a match: its home and "
                       "away teams and their scores (POST /api/events/{id}/matches)")
    try:
        score = score_from_json(entry)
    except ValueError as error:
        raise ApiError(400, "impossible", str(error)) from None
    if (score.home_ns is None or score.away_ns is None) == (score.imps is None):
        raise ApiError(400, "impossible", "give both rooms' North-South scores (home_ns "
                       "and away_ns) or the match's IMPs (imps), not both")
    team = team_of(who)
    if who != DIRECTOR and team not in (score.home, score.away):
        raise ApiError(403, "not-your-match", f"team {team} does not play {score.home} v "
                       f"{score.away}: a team enters its own match")
    if event.played(score.home, score.away) is not None and not correcting:
        raise ApiError(409, "already-entered", f"{score.home} v {score.away} already has a "
                       "result: correct it")
    try:
        copy.deepcopy(event).enter(score)
    except ValueError as error:
        raise ApiError(400, "impossible", str(error)) from None
    return score


def match_text(event: TeamsEvent, match: TeamMatch) -> str:
    """A match as the ranking sheet writes it.

    >>> event = TeamsEvent({1: "Aces", 2: "Kings"}, 4)
    >>> _ = event.next_round()
    >>> match_text(event, event.record(1, 2, [420, 0, 0, 0], [-50, 0, 0, 0]))
    'Aces 10 - 0 Kings: 15.00 - 5.00 VPs'
    """
    if 0 in (match.home, match.away):
        return f"{event.teams[match.home or match.away]}: a bye, {match.vps[0]:.2f} VPs"
    return (f"{event.teams[match.home]} {match.imps[0]} - {match.imps[1]} "
            f"{event.teams[match.away]}: {match.vps[0]:.2f} - {match.vps[1]:.2f} VPs")


def try_match(event: TeamsEvent, score: MatchScore) -> dict[str, Any]:
    """What a checked match would score, for the captain to confirm: nothing kept."""
    match = copy.deepcopy(event).enter(score)
    return {"imps": list(match.imps), "vps": list(match.vps),
            "board_imps": list(match.board_imps), "text": match_text(event, match)}


def _match(event: TeamsEvent, round_: int, home: int, away: int,
           played: TeamMatch | None) -> dict[str, Any]:
    return {"round": round_, "home": home, "away": away,
            "home_name": event.teams.get(home, ""), "away_name": event.teams.get(away, ""),
            "bye": 0 in (home, away), "entered": played is not None,
            "totals_only": played is not None and not played.board_imps and 0 not in
            (home, away),
            "imps": list(played.imps) if played else None,
            "vps": list(played.vps) if played else None,
            "board_imps": list(played.board_imps) if played else [],
            "text": match_text(event, played) if played else None}


def matches_of(event: TeamsEvent, team: int | None = None) -> list[dict[str, Any]]:
    """Every match paired so far (of one team, or all), played or still to play, by
    round."""
    found = [_match(event, m.round, m.home, m.away, m) for m in event.matches]
    found += [_match(event, event.round, home, away, None) for home, away in event.pending]
    if team is not None:
        found = [m for m in found if team in (m["home"], m["away"])]
    return sorted(found, key=lambda m: (m["round"], m["bye"], min(m["home"] or 99,
                                                                   m["away"] or 99)))


def teams_ranking(event: TeamsEvent) -> list[dict[str, Any]]:
    """The ranking's rows in the pairs' shape (``pair`` is the team's number, ``score``
    its VPs) with its IMP difference."""
    played: dict[int, int] = {}
    for m in event.matches:
        for team in (m.home, m.away):
            played[team] = played.get(team, 0) + 1
    return [{"place": line.place, "pair": line.team, "team": line.team,
             "names": line.name, "score": line.vps, "imps": line.imps, "percent": None,
             "boards": played.get(line.team, 0), "direction": "all"}
            for line in (event.ranking() if event.matches else [])]


def teams_state(hub: EventHub, live: LiveEvent, who: str) -> dict[str, Any]:
    """What the director (every match, the ranking, each team's link) or a team (its
    own matches, the one it plays now) sees."""
    event = live.teams
    assert event is not None
    common = {"kind": "teams", "event": live.row.id, "name": event.name,
              "scoring": event.method, "schedule": event.schedule,
              "rounds_total": event.rounds, "round": event.round,
              "boards_per_match": event.boards_per_match, "seq": live.seq,
              "published": live.row.published}
    team = team_of(who)
    if team is not None:
        own = matches_of(event, team)
        current = next((m for m in own if not m["entered"] and not m["bye"]), None)
        return {"type": "table", **common, "team": team, "team_name": event.teams[team],
                "matches": own, "current": current}
    progress = [{"team": t, "name": name,
                 "current": next((m for m in matches_of(event, t) if not m["entered"]),
                                 None)}
                for t, name in sorted(event.teams.items())]
    tokens = hub.tables_of(live)
    return {"type": "event", **common,
            "teams": {str(t): name for t, name in sorted(event.teams.items())},
            "matches": matches_of(event), "results": len(event.matches),
            "ranking": teams_ranking(event), "progress": progress,
            "tables": {str(t): {"token": token, "link": f"/e/{live.row.id}?token={token}"}
                       for t, token in tokens.items()}}
