"""A tournament's field scored entry by entry equals the club events' scoring of the same
results: 50 entrants (computers playing as entrants) in a 6-board tournament, one who
leaves halfway scored on the boards she played (Neuberg)."""

from __future__ import annotations

import random

import pytest

from bridgeclub.events.results import score_event
from bridgeclub.scoring.matchpoints import matchpoints, neuberg
from bridgeclub.scoring.ranking import place_text, rank
from bridgeclub.scoring.rounding import half_up
from bridgeclub.tournaments.computer import computer_play
from bridgeclub.tournaments.field import Field
from bridgeclub.tournaments.model import Play, Tournament

ENTRANTS, BOARDS = 50, 6


@pytest.fixture(scope="module")
def played() -> Tournament:
    """50 entrants, each board played by beginner computers; entrant 7 leaves after
    three boards, and the entrants play the boards in orders of their own."""
    tournament = Tournament.new("Fifty", "duplicate", "MP", boards=BOARDS, seed=25)
    plays = {b: [computer_play(tournament, b, "beginner", seed=s, whims=0.15)
                 for s in range(8)] for b in range(1, BOARDS + 1)}
    assert all(len({tournament.ns_score(p) for p in ps}) >= 2 for ps in plays.values())
    rng = random.Random(25)
    entries = []
    for n in range(1, ENTRANTS + 1):
        entrant = tournament.join(f"Entrant {n}")
        boards = list(range(1, BOARDS + 1))
        rng.shuffle(boards)
        for board in boards[:3] if n == 7 else boards:
            entries.append((entrant, rng.choice(plays[board])))
    rng.shuffle(entries)         # the field grows in any order
    for entrant, play in entries:
        tournament.enter(entrant, play)
    return tournament


def _check_against_events(tournament: Tournament) -> None:
    event = tournament.event()
    scores = score_event(event)
    field = tournament.scoring
    for board, scored in scores.boards.items():
        for s in scored:
            assert s.ns is not None and s.result.ns is not None
            mine = field.earned(s.result.ns, board)
            assert mine == pytest.approx(s.ns, abs=1e-9), (board, s.result.ns)
    mine_ranking = field.ranking()
    theirs = [line for line in scores.ranking if line.pair in tournament.entrants]
    assert [line.entrant for line in mine_ranking] == [line.pair for line in theirs]
    # the places: equal totals as printed (percentages to 2 decimals, IMPs to 1) share
    printed = [half_up(line.percent or 0.0, 2) if field.form == "MP" else
               half_up(line.score, 1) for line in theirs]
    assert [line.place for line in mine_ranking] == [place_text(*p) for p in rank(printed)]
    assert [field.places[line.entrant] for line in mine_ranking] == \
        [line.place for line in mine_ranking]
    for mine_line, line in zip(mine_ranking, theirs, strict=True):
        assert mine_line.score == pytest.approx(line.score, abs=1e-9)
        if line.percent is not None:
            assert mine_line.percent == pytest.approx(line.percent, abs=1e-9)
        assert mine_line.boards == line.boards


def test_fifty_entrants_matchpoints_equal_the_events_code(played: Tournament) -> None:
    _check_against_events(played)
    # the entrant who left halfway: three boards, each Neuberg-scaled to the full field
    assert played.played(7) == sorted(played.played(7)) and len(played.played(7)) == 3
    line = next(s for s in played.scoring.ranking() if s.entrant == 7)
    assert line.boards == 3
    assert played.scoring.most_played == ENTRANTS
    for board in played.played(7):
        on = played.scoring.boards[board]
        assert on.played == ENTRANTS
    others = [b for b in played.boards if b not in played.played(7)]
    assert all(played.scoring.boards[b].played == ENTRANTS - 1 for b in others)
    assert played.scoring.top() == 2 * (ENTRANTS - 1)
    # on a board she did not play, each entrant's matchpoints are scaled up (Neuberg)
    board = others[0]
    entrant = next(iter(played.scoring.boards[board].members[
        played.scoring.boards[board].ranked[-1]]))
    scores = [int(s[board]) for s in played.scoring.scores.values() if board in s]
    raw = matchpoints(scores)[scores.index(int(played.scoring.scores[entrant][board]))]
    assert played.scoring.matchpoints(entrant, board) == pytest.approx(
        neuberg(raw, ENTRANTS - 1, ENTRANTS))


@pytest.mark.parametrize("form", ["Butler", "Cross"])
def test_imps_equal_the_events_code(played: Tournament, form: str) -> None:
    tournament = Tournament("Fifty", "duplicate", form, boards=played.boards,
                            entrants=dict(played.entrants))
    for (entrant, _), play in played.plays.items():
        tournament.enter(entrant, play)
    _check_against_events(tournament)


def test_ranking_after_each_entry_stays_equal(played: Tournament) -> None:
    """Entry by entry (the live ranking), checked against the events code now and then,
    and a replaced entry taken back out."""
    tournament = Tournament("Live", "duplicate", "MP", boards=played.boards,
                            entrants=dict(played.entrants))
    for i, ((entrant, _), play) in enumerate(sorted(played.plays.items())):
        tournament.enter(entrant, play)
        if i % 61 == 0:
            _check_against_events(tournament)
    field = Field("MP")
    field.enter(1, 1, 420)
    field.enter(2, 1, 400)
    field.enter(1, 1, 380)        # replaced
    assert field.matchpoints(1, 1) == 0.0 and field.matchpoints(2, 1) == 2.0
    field.remove(1, 1)
    assert field.boards[1].played == 1 and field.matchpoints(2, 1) == 0.0


def test_bad_entries_change_nothing() -> None:
    tournament = Tournament.new("Bad", "duplicate", "MP", boards=2, seed=1)
    ann = tournament.join("Ann")
    with pytest.raises(ValueError, match="already entered"):
        tournament.join(" ann ")
    with pytest.raises(ValueError, match="no board 9"):
        tournament.enter(ann, Play(9, "3NT", "S", 9))
    with pytest.raises(ValueError, match="tricks run from 0 to 13"):
        tournament.enter(ann, Play(1, "3NT", "S", 14))
    with pytest.raises(ValueError, match="no entrant"):
        tournament.enter(5, Play(1, "3NT", "S", 9))
    assert not tournament.plays and not tournament.scoring.ranking()


def test_minibridge_scores_are_minibridge_scores() -> None:
    """A MiniBridge play scored in the event is the score the MiniBridge game gave."""
    from bridgeclub.bots import computer_player
    from bridgeclub.tournaments.computer import board_game
    from bridgeclub.tournaments.model import play_of

    tournament = Tournament.new("Class", "minibridge", "MP", boards=4, seed=11)
    for board in tournament.boards:
        game = board_game(tournament, board, seed=board)
        bot = computer_player("beginner", board)
        while not game.is_over:
            actor = game.actor
            assert actor is not None
            game.act(bot.decide(game.view(actor)).action, seat=actor)
        assert game.result is not None
        score = game.result.score
        assert tournament.ns_score(play_of(game, board)) == score["NS"] - score["EW"]
