"""A live event scored, written as a Ruter-style PBN, and read back by rescore: the same
numbers both ways; the result pages; entering results; a Swiss teams event."""

from __future__ import annotations

import random

import pytest

from bridgeclub.events.model import Event, Result
from bridgeclub.events.movements import howell, mitchell
from bridgeclub.events.pages import event_html, ranking_text, score_card_text, traveller_text
from bridgeclub.events.results import event_records, rankings, score_event
from bridgeclub.events.ruter import rescore
from bridgeclub.events.teams import TeamsEvent
from bridgeclub.formats import pbn
from bridgeclub.scoring.vp import SEED_24
from bridgeclub.seats import board_dealer, board_vulnerability

STRAINS = ("C", "D", "H", "S", "NT")


def random_event(scoring: str, seed: int, tables: int = 5) -> Event:
    rng = random.Random(seed)
    movement = mitchell(tables, boards_per_round=2) if tables % 2 else howell(tables, 2)
    event = Event(f"Club {scoring}", scoring=scoring)
    for pair in movement.pairs:
        event.add_pair(pair, f"Player {2 * pair - 1} - Player {2 * pair}")
    for board in range(1, movement.boards_played() + 1):
        event.add_board(board, str(board_dealer(board)), str(board_vulnerability(board)))
    for s in movement.sittings:
        for board in s.boards:
            roll = rng.random()
            if roll < 0.03:
                result = Result(board, s.ns, s.ew, adjusted=("A+", "A-"))
            elif roll < 0.06:
                result = Result(board, s.ns, s.ew, contract="Pass")
            else:
                level = rng.randint(1, 7)
                result = Result(board, s.ns, s.ew, f"{level}{rng.choice(STRAINS)}"
                                + rng.choice(["", "", "X"]), rng.choice("NESW"),
                                min(13, max(0, level + 6 + rng.randint(-3, 2))),
                                table=s.table, round=s.round)
            event.enter(result)
    return event


@pytest.mark.parametrize("scoring", ["MP", "Butler", "Cross"])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_live_event_written_as_pbn_rescores_to_the_same_numbers(scoring: str,
                                                                  seed: int) -> None:
    event = random_event(scoring, seed)
    scores = score_event(event)
    records = pbn.loads(pbn.dumps(event_records(event, scores)))
    rescored, done = rescore(records)
    assert done.total > 200
    for before, after in zip(records, rescored, strict=True):
        assert before.tables == after.tables, before.board


def test_the_ranking_adds_up() -> None:
    event = random_event("MP", 3, tables=7)
    scores = score_event(event)
    assert len(scores.ranking) == 14
    total = sum(line.score for line in scores.ranking)
    tops = sum(s.top or 0 for board in scores.boards.values() for s in board)
    assert total == pytest.approx(tops)  # each result's two sides share the top
    percents = [line.percent or 0 for line in scores.ranking]
    assert percents == sorted(percents, reverse=True)


def test_a_board_played_fewer_times_is_scaled_by_neuberg() -> None:
    event = Event("Neuberg")
    for board in (1, 2):
        event.add_board(board)
    for ns, ew, tricks in ((1, 2, 10), (3, 4, 11), (5, 6, 9)):
        event.enter(Result(1, ns, ew, "4S", "N", tricks))
    event.enter(Result(2, 1, 2, "3NT", "S", 9))
    event.enter(Result(2, 3, 4, "3NT", "S", 10))
    board_2 = score_event(event).boards[2]
    # 2 results on a board played 3 times elsewhere: (mp + 1) * 3 / 2 - 1
    assert [(s.ns, s.ew) for s in board_2] == [(-1.0, 5.0), (2.0, 2.0)] or \
        [s.ns for s in board_2] == [pytest.approx(0.5), pytest.approx(3.5)]


def test_pages_show_ranking_travellers_and_score_cards() -> None:
    event = random_event("MP", 4)
    scores = score_event(event)
    page = event_html(event, scores)
    assert page.startswith("<!DOCTYPE html>") and "Ranking" in page and "Score cards" in page
    assert page.count("<h3 id='board") == len(event.boards)
    assert "Board 1" in traveller_text(event, scores, 1)
    first = scores.ranking[0]
    assert f"{first.pair:3}" in ranking_text(event, scores)
    card = score_card_text(event, scores, first.pair)
    assert card.count("\n") == 2 + 10  # five rounds of two boards


def test_an_impossible_result_changes_nothing() -> None:
    event = random_event("MP", 5)
    saved = event.to_json()
    bad = [Result(1, 1, 6, "8S", "N", 10), Result(1, 1, 6, "4S", "Q", 10),
           Result(1, 1, 6, "4S", "N", -1), Result(99, 1, 6, "4S", "N", 10),
           Result(1, 1, 1, "4S", "N", 10), Result(1, 1, 6, adjusted=("A++", "A")),
           Result(1, 1, 9, "4S", "N", 10)]
    for result in bad:
        with pytest.raises(ValueError):
            event.enter(result)
    assert event.to_json() == saved
    assert Event.from_json(saved) == event


def test_a_swiss_teams_event_never_repeats_and_ranks_by_vps() -> None:
    rng = random.Random(7)
    event = TeamsEvent({t: f"Team {t}" for t in range(1, 17)}, boards_per_match=24,
                       vp_table=SEED_24)
    for _ in range(6):
        for home, away in event.next_round():
            event.record(home, away, [rng.randrange(-100, 100) * 10 for _ in range(24)],
                         [rng.randrange(-100, 100) * 10 for _ in range(24)])
    meetings = [frozenset((m.home, m.away)) for m in event.matches]
    assert len(meetings) == len(set(meetings)) == 48
    assert all(sum(m.vps) == 20 for m in event.matches)
    vps = [line.vps for line in event.ranking()]
    assert vps == sorted(vps, reverse=True) and sum(vps) == 6 * 8 * 20
    with pytest.raises(ValueError, match="not a match"):
        event.next_round()
        event.record(1, 1, [0] * 24, [0] * 24)


def test_a_corrected_result_replaces_the_first() -> None:
    event = Event("Fix")
    event.add_board(1)
    event.enter(Result(1, 1, 2, "4S", "N", 10))
    event.enter(Result(1, 3, 4, "4S", "N", 9))
    event.enter(Result(1, 1, 2, "4S", "N", 11))
    assert [(r.ns, r.tricks) for r in event.results] == [(3, 9), (1, 11)]
    with pytest.raises(ValueError, match="pair 2 already has a result"):
        event.enter(Result(1, 5, 2, "4S", "N", 11))


def test_a_lead_that_is_no_card_or_not_in_the_leaders_hand_is_refused() -> None:
    event = Event("Leads")
    deal = "N:97632.K98.Q53.K4 5.Q532.JT62.8652 KT.AJT64.A74.AQJ AQJ84.7.K98.T973"
    event.add_board(1, deal=deal)
    event.add_board(2)                    # no deal known: any card of the pack may be led
    saved = event.to_json()
    for lead, message in (("ZZ", "'ZZ' is not a card"), ("JK", "'JK' is not a card"),
                          ("SA", "SA was not in East's hand")):
        with pytest.raises(ValueError, match=message):
            event.enter(Result(1, 1, 2, "4S", "N", 10, lead=lead))
    assert event.to_json() == saved
    event.enter(Result(1, 1, 2, "4S", "N", 10, lead="H5"))        # East holds the five
    event.enter(Result(1, 3, 4, "3NT", "S", 9, lead="s8"))        # West holds the eight
    event.enter(Result(2, 1, 2, "4S", "N", 10, lead="SA"))
    assert Event.from_json(event.to_json()) == event


@pytest.mark.parametrize("scoring", ["MP", "Butler", "Cross2"])
def test_a_mitchells_pbn_ranks_each_direction_as_the_pages_do(scoring: str) -> None:
    """Two winners on the screen, two in the file: the TotalScoreTable gives each
    direction its own ranking (a ``Direction`` column, places from 1 in each), and rescore
    ranks them the same way again."""
    event = random_event(scoring, 3)
    event.movement = {"kind": "mitchell", "tables": 5, "boards_per_round": 2}
    scores = score_event(event)
    shown = rankings(event, scores)
    assert [direction for direction, _ in shown] == ["NS", "EW"]
    records = pbn.loads(pbn.dumps(event_records(event, scores)))
    rows = records[0].tables["TotalScoreTable"].typed_rows()
    assert [(row["Direction"], row["PairId"], row["Rank"]) for row in rows] == [
        ({"NS": "N-S", "EW": "E-W"}[direction], line.pair, int(line.place.split("-")[0]))
        for direction, ranking in shown for line in ranking]
    assert [row["Rank"] for row in rows].count(1) >= 2
    table = records[0].tables["TotalScoreTable"]
    wrong = [row[:] for row in table.rows]
    for row in table.rows:
        row[0] = "99"
    rescored, _ = rescore(records)
    assert rescored[0].tables["TotalScoreTable"].rows == wrong


def test_the_travellers_tie_mark_stands_beside_what_the_shared_score_earned() -> None:
    event = Event("Tie")
    event.add_board(1)
    for ns, ew, tricks in ((1, 4, 10), (2, 5, 10), (3, 6, 8)):
        event.enter(Result(1, ns, ew, "4S", "N", tricks))
    header, *rows = traveller_text(event, score_event(event), 1).splitlines()[1:]
    minus = slice(header.index("NS-"), header.index("NS-") + 3)
    ns = slice(header.index("NS-") + 3, header.index("  EW", 20) + 2)
    ew = slice(header.index("  EW", 20) + 2, None)
    assert [(row[minus].strip(), row[ns].strip(), row[ew].strip()) for row in rows] == [
        ("", "=3", "=1"), ("", "=3", "=1"), ("100", "0", "4")]
