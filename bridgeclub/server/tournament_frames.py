"""What each watcher of a tournament is sent: the settings and the live
ranking for everyone; for an entrant her place, her table and which boards she has
played (and so whose travellers she may open); for the teacher who has played which board.

>>> from bridgeclub.tournaments.model import Play, Tournament
>>> from bridgeclub.server.store.tournaments import TournamentRow
>>> from bridgeclub.server.live_tournament import LiveTournament
>>> t = Tournament.new("Class", "minibridge", boards=2, seed=3)
>>> ann = t.join("Ann")
>>> t.enter(ann, Play(1, "Pass"))
>>> live = LiveTournament(TournamentRow("t1", t.to_json(), {}), t, {ann: "table1"})
>>> state = public_state(live, "entrant 1")
>>> state["ranking"][0]["name"], state["me"]["played"], state["me"]["place"]
('Ann', [1], '1')
>>> may_see_board(live, "entrant 1", 2), may_see_board(live, "", 1)
(False, False)
"""

from __future__ import annotations

from typing import Any

from bridgeclub.server.live_tournament import TEACHER, LiveTournament, token_subject
from bridgeclub.server.tokens import SeatSigner
from bridgeclub.tournaments.pages import ranking_rows

#: Lines of the ranking sent after each change (the rest on request).
RANKING_LINES = 50


def entrant_of(who: str) -> int | None:
    """The entrant a token speaks for (``"entrant 3"``: 3), or None."""
    kind, _, number = who.partition(" ")
    return int(number) if kind == "entrant" and number.isdigit() else None


def may_see_board(live: LiveTournament, who: str, board: int) -> bool:
    """Whether ``who`` may see a board's traveller and the others' play of it: the
    teacher always; an entrant once she has finished it; anyone once it has closed."""
    if who == TEACHER or live.closed:
        return True
    entrant = entrant_of(who)
    return entrant is not None and (entrant, board) in live.tournament.plays


def public_state(live: LiveTournament, who: str) -> dict[str, Any]:
    t = live.tournament
    state: dict[str, Any] = {
        "type": "tournament", "id": live.row.id, "name": t.name, "variant": t.variant,
        "form": t.form, "level": t.level, "system": t.system, "boards": sorted(t.boards),
        "opens": t.opens, "closes": t.closes, "closed": live.closed,
        "listed": t.listed, "group": t.group, "entrants": len(t.entrants),
        "results": len(t.plays), "seq": live.seq,
        "ranking": ranking_rows(t, RANKING_LINES), "who": who or "anyone",
    }
    entrant = entrant_of(who)
    if entrant is not None and entrant in t.entrants:
        places = t.scoring.places
        score, percent = t.scoring.total(entrant) if entrant in t.scoring.sums else (0.0, None)
        state["me"] = {"entrant": entrant, "name": t.entrants[entrant],
                       "table": live.tables.get(entrant), "played": t.played(entrant),
                       "place": places.get(entrant), "of": len(places),
                       "score": round(score, 2),
                       "percent": None if percent is None else round(percent, 2)}
    if who == TEACHER:
        state["grid"] = [{"entrant": n, "name": name, "played": t.played(n)}
                         for n, name in sorted(t.entrants.items())]
    return state


def state_for(signer: SeatSigner, live: LiveTournament, who: str) -> dict[str, Any]:
    """The state ``who`` is sent: an entrant's has her table's link (her seat's token,
    sent to her only); the teacher's, each entrant's page link (to hand out again after
    new links were made)."""
    state = public_state(live, who)
    me = state.get("me")
    if me is not None and me["table"]:
        me["table_link"] = f"/t/{me['table']}?token={signer.token(me['table'], 'S')}"
    subject = token_subject(live.row.id)
    for row in state.get("grid", ()):
        token = signer.token(subject, f"entrant {row['entrant']}")
        row["link"] = f"/tournament/{live.row.id}?token={token}"
    return state
