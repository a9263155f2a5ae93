"""Whole MiniBridge sessions and EZ-Bridge matches in the terminal (``bridgeclub play``):
the score after each deal is the match's own, a 20-20 deal is redealt by the same dealer,
four passes redeal the same deal number, and ``q`` or the end of input stops cleanly."""

from __future__ import annotations

import io
import itertools
import random
from collections.abc import Callable

import pytest
from rich.console import Console

import bridgeclub as bc
from bridgeclub.cli import main
from bridgeclub.game import Game
from bridgeclub.match import Match
from bridgeclub.matches.minibridge import MiniBridgeSession
from bridgeclub.tui.match_play import play_match_in_terminal
from bridgeclub.tui.sheet import points_text, totals_text


def watched(match: Match) -> list[Game]:
    """The games ``match`` hands out, in order (the match's ``next_game`` is wrapped)."""
    games: list[Game] = []
    deal_next = match.next_game

    def next_game(deal: object = None, seed: int | str | None = None) -> Game:
        game = deal_next(deal, seed=seed)
        games.append(game)
        return game

    match.next_game = next_game  # type: ignore[method-assign]
    return games


def first_legal(games: list[Game], bids: bool = False) -> Callable[[str], str]:
    """A person who takes the first legal action of the deal being played (no claims;
    with ``bids`` the lowest bid rather than a pass). She quits after 3000 prompts, so a
    match that never ends fails rather than hangs."""
    prompts = iter(range(3000))

    def ask(prompt: str) -> str:
        if next(prompts, None) is None:
            return "q"
        legal = [str(a) for a in games[-1].legal_actions()
                 if not str(a).startswith(("claim", "concede"))]
        return next((a for a in legal if a != "P"), legal[0]) if bids else legal[0]
    return ask


def play(match: Match, seat: str = "S", seed: int = 3, ask: Callable[[str], str] | None = None,
         bids: bool = False) -> tuple[list[Game], str]:
    games = watched(match)
    console = Console(file=io.StringIO(), width=120)
    play_match_in_terminal(match, bc.Seat.from_str(seat), ask or first_legal(games, bids),
                           console, seed=seed)
    return games, console.file.getvalue()  # type: ignore[attr-defined]


def printed_totals(output: str) -> list[list[str]]:
    """The totals row under each TOTAL printed."""
    lines = output.splitlines()
    return [[cell.strip() for cell in lines[i + 1].split("|")]
            for i, line in enumerate(lines) if line.strip().startswith("TOTAL")]


def session_seed_starting_20_20(deals_seen: int = 300) -> int:
    """A seed whose session begins with a 20-20 deal (found, not assumed)."""
    for seed in range(deals_seen):
        rng = random.Random(seed)
        game = MiniBridgeSession().next_game(seed=rng.getrandbits(63))
        if getattr(game, "is_redeal", False):
            return seed
    raise AssertionError("no 20-20 deal in the seeds tried")


def test_a_whole_minibridge_session_shows_the_running_totals() -> None:
    match = bc.new_match("minibridge", deals=3)
    games, output = play(match)
    assert match.is_over and isinstance(match, MiniBridgeSession) and match.played == 3
    rows = printed_totals(output)
    assert len(rows) == len(games)  # one sheet after every deal, redeals included
    assert rows[-1] == [str(match.totals["NS"]), str(match.totals["EW"])]
    assert f"The match is over: {totals_text(match)}" in output
    assert "Deals played: 3 of 3" in output


def test_a_20_20_deal_is_redealt_by_the_same_dealer() -> None:
    match = bc.new_match("minibridge", deals=1)
    games, output = play(match, seed=session_seed_starting_20_20())
    assert isinstance(match, MiniBridgeSession)
    first = games[0]
    assert getattr(first, "is_redeal", False) and first.result is not None
    assert games[1].dealer is first.dealer  # type: ignore[attr-defined]
    assert match.redeals >= 1 and match.played == 1 and len(games) == match.redeals + 1
    assert "20-20: the same dealer deals again." in output
    assert "Deals played: 0 of 1 (1 redealt)." in output


def test_four_passes_redeal_the_same_deal_number_with_slips() -> None:
    for seed in range(30):  # the first session with four passes in it
        match = bc.new_match("minibridge-open", deals=2)
        games, output = play(match, seed=seed)  # the person passes when she may
        redealt = [g for g in games if getattr(g, "is_redeal", False)]
        if redealt:
            break
    assert isinstance(match, MiniBridgeSession) and match.played == 2
    assert len(redealt) == match.redeals == len(games) - 2 > 0
    assert "Deals played: 2 of 2" in output
    for game, following in itertools.pairwise(games):
        if getattr(game, "is_redeal", False):
            assert following.board == game.board  # type: ignore[attr-defined]
    assert printed_totals(output)[-1] == [str(match.totals["NS"]), str(match.totals["EW"])]


@pytest.mark.parametrize(("kind", "seat"), [("ez-bridge", "S"), ("ez-bridge-3", "W")])
def test_an_ez_match_shows_games_sets_and_points_after_each_hand(kind: str, seat: str) -> None:
    # The computer's players bid at random, mostly far too high, so a side rarely reaches
    # 30: the person plays three hands and quits at the fourth (the score pad test plays
    # a match to its end).
    match = bc.new_match(kind)
    games = watched(match)
    person = first_legal(games)
    games, output = play(match, seat=seat, ask=lambda prompt: "q" if len(games) > 3
                         else person(prompt))
    assert not match.is_over and match.hands == 3  # type: ignore[attr-defined]
    assert output.count("This game: ") == 3
    before_quitting = output.split("The match stops here")[0]
    expected = [points_text(p) for p in match.totals.values()]
    assert printed_totals(before_quitting)[-1][-len(expected):] == expected
    standing = match.standing
    games_line = ", ".join(f"{c} {n}" for c, n in standing["games_won"].items())
    assert f"Games: {games_line}." in output
    assert f"The match stops here: {totals_text(match)}" in output


def test_in_three_person_ez_the_person_follows_her_chair() -> None:
    match = bc.new_match("ez-bridge-3", people=("Ann", "Bob", "Cy"))
    match.record("1C", "W", 7)  # Cy, in the West chair, won: she changes chairs with South
    assert match.chair_of("Cy") is bc.Seat.S  # type: ignore[attr-defined]
    games = watched(match)
    asked: list[bc.Seat] = []

    def ask(prompt: str) -> str:
        game = games[-1]
        assert game.actor is not None
        asked.append(game.actor)
        return "q"

    play_match_in_terminal(match, bc.Seat.W, ask, Console(file=io.StringIO()), seed=2)
    assert asked == [bc.Seat.S]  # Cy, first in West, now plays the South chair


@pytest.mark.parametrize("kind", ["minibridge", "minibridge-open", "ez-bridge"])
def test_q_stops_the_match(kind: str) -> None:
    match = bc.new_match(kind)
    _, output = play(match, ask=lambda prompt: "q")
    assert not match.is_over and "The match stops here: " in output
    assert "The match is over" not in output


@pytest.mark.parametrize("stdin", ["q\n", ""])
def test_the_command_stops_on_q_or_the_end_of_input(
        stdin: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    assert main(["play", "minibridge", "--deals", "2", "--seed", "4"]) == 0
    assert "The match stops here: NS 0, EW 0" in capsys.readouterr().out


@pytest.mark.parametrize(("args", "message"), [
    (["play", "ez-bridge", "--deals", "4"], "--deals is not an option of"),
    (["play", "duplicate", "--deals", "4"], "--deals is for minibridge"),
    (["play", "minibridge", "--deals", "0"], "option deals"),
    (["play", "ez-bridge-3", "--seat", "N"], "players sit E, S, W"),
    (["play", "minibridge", "--scoring", "russian"], "--scoring is not an option of"),
])
def test_the_command_refuses_options_that_do_not_fit(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert message in capsys.readouterr().err
