"""The terminal table as a player meets it: a whole deal of every variant played by a
newcomer who only reads the screens, every screen within 80x24 and free of Python, the same
seed and input giving the same screens, and the defects of issue 11 (each test named for
the defect it holds down)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

import bridgeclub as bc
from bridgeclub.cli import main
from bridgeclub.cli.commands import _play_match
from bridgeclub.match import Match
from bridgeclub.seats import Seat
from bridgeclub.tui.screen import auction_grid, table_lines
from bridgeclub.tui.session import Session, load_session, result_words
from bridgeclub.tui.terminal import ALTERNATE_ON, CLEAR_SCROLLBACK, Terminal
from tests.tui.person import Newcomer

VARIANTS = ["duplicate", "rubber", "chicago", "minibridge", "minibridge-open", "ez-bridge",
            "ez-bridge-3", "bridge-for-two", "double-dummy-two", "buddy-bridge"]
#: What Python prints and a player should never see.
PYTHON = ("{'", "['", "Seat.", "<bridgeclub", "None", "Fraction(")


def play_session(variant: str, seed: int = 7, deals: int | None = None,
                 answer: Callable[[str, str], str] | None = None, seat: str = "S",
                 hotseat: bool = False, save: Path | None = None, tty: bool = False,
                 session: Session | None = None) -> tuple[Match, Terminal, str]:
    """Play ``variant`` at the terminal with a newcomer (or ``answer``) until the match
    ends or ``deals`` deals have been played; the output as a string."""
    person = Newcomer(stop_after_deals=deals)
    out = io.StringIO()
    term: Terminal

    def ask(prompt: str) -> str:
        screen = "\n".join(term.screens[-1]) if term.screens else ""
        reply = (answer or person.answer)(screen, prompt)
        out.write(prompt + reply + "\n")
        return reply

    term = Terminal(ask=ask, out=out, tty=tty)
    if session is None:
        human = Seat.from_str(seat)
        match = _play_match(variant, human, {}, None, None, seed)
        session = Session(match, human, term, level="beginner", seed=seed, hotseat=hotseat,
                          save=save)
    else:
        session.term = term
    session.play()
    return session.match, term, out.getvalue()


def fits(screen: list[str]) -> bool:
    """A screen and its question fit 80x24."""
    return len(screen) <= 24 and all(len(line) <= 80 for line in screen)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_deal_of_every_variant(variant: str) -> None:
    match, term, output = play_session(variant, deals=1)
    assert len(match.log) >= 1, "a whole deal was played and scored"
    assert all(fits(screen) for screen in term.screens)
    assert "Total: " in output and "a analysis, s score sheet" in output
    for python in PYTHON:  # issue 11 defect 2: no Python on any screen
        assert python not in output, python


@pytest.mark.parametrize("variant", ["duplicate", "ez-bridge-3", "buddy-bridge"])
def test_the_same_seed_and_input_give_the_same_screens(variant: str) -> None:
    # issue 11 defect 4: the computer's calls and cards follow --seed
    first = play_session(variant, seed=11, deals=1)[2]
    again = play_session(variant, seed=11, deals=1)[2]
    other = play_session(variant, seed=12, deals=1)[2]
    assert first == again
    assert first != other


def test_the_table_is_a_compass() -> None:
    game = bc.new_game("duplicate", seed=3)
    for call in ("1S", "P", "P", "P"):
        game.act(call)
    game.act(game.legal_actions()[0])  # the opening lead: dummy goes down
    lines = table_lines(game.view("E"))
    assert lines[0].startswith("Duplicate  Board 1  Dealer North  nobody vulnerable")
    assert lines[1].lstrip().startswith("North") and lines[11].lstrip().startswith("South")
    assert lines[6].startswith("West") and "East (you)" in lines[6]
    assert "(dummy)" in lines[11] and "1♠ by North" in lines[1]
    assert any("♠" in line for line in lines[12:16])  # dummy's spades where dummy sits
    assert "Tricks N-S 0  E-W 0" in "\n".join(lines)
    assert len(lines) <= 16 and all(len(line) <= 80 for line in lines)


def test_ez3_calls_stand_under_their_bidders() -> None:
    # issue 11 defect 1: the grid put South's, West's and East's passes under S, W, N
    game = bc.new_game("ez-bridge-3", seed=4)
    game.act("P")
    game.act("P")
    game.act("P")
    view = game.view("S")
    grid = auction_grid(view, 10)
    assert grid[0].split() == ["West", "East", "South"]
    assert grid[1].split() == ["Pass"] and grid[1].rstrip().endswith("Pass")
    assert grid[1].index("Pass") == grid[0].index("S")
    assert grid[2].split() == ["Pass", "Pass"]


def test_ez3_result_names_the_person_whose_column_scores() -> None:
    # issue 11 defect 1: after the Winning Bidder moved, the result line credited a chair
    match = bc.new_match("ez-bridge-3", people=("Ann", "You", "Cy"))
    match.record("7H", "W", 9)  # Cy wins from West and moves to South
    game = match.next_game(seed=5)
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        game.act("1S" if "1S" in legal and not game.history else legal[0]
                 if "1S" not in legal else "P")
    before = dict(match.totals)
    words = result_words(game, match)
    match.add_game(game)
    gained = [column for column, points in match.totals.items() if points != before[column]]
    for column in gained:
        assert column in words
    assert "by " in words or "Passed out" in words


def test_a_passed_out_first_hand_shows_the_totals() -> None:
    # issue 11 defect 1: a passed-out first hand printed TOTAL with no numbers
    from bridgeclub.tui.sheet import sheet_text

    match = bc.new_match("ez-bridge-3")
    match.record("P")
    text = sheet_text(match.sheet)
    assert re.search(r"TOTAL \| +TOTAL \| +TOTAL\n +0 \| +0 \| +0", text)


def test_duplicate_offers_claim_and_a_claim_that_holds_ends_the_deal() -> None:
    # issue 11 defect 3: duplicate offered claim, concede and undo and refused them
    from bridgeclub.bots import computer_player
    from bridgeclub.tui.actions import legal_lines
    from bridgeclub.tui.table import DealTable

    match = _play_match("duplicate", Seat.S, {}, None, None)
    game = Session(match, Seat.S, Terminal(out=io.StringIO())).next_game()
    for call in ("P", "P", "1NT", "P", "P", "P") if game.dealer is Seat.N else ():
        game.act(call)
    assert game.declarer is Seat.S
    players = {s: computer_player("beginner", seed=1) for s in Seat if s is not Seat.S}
    replies = iter(["claim 1"])
    out = io.StringIO()
    term = Terminal(ask=lambda prompt: next(replies, "q"), out=out, tty=False)
    table = DealTable(game, [Seat.S], players, term)
    while table.game.actor is not Seat.S:
        table.computer_turn(table.game.actor)  # type: ignore[arg-type]
    listing = "\n".join(legal_lines(table.game.view(Seat.S), undo=True))
    assert "claim N" in listing and "concede" in listing and "undo" in listing
    finished = table.play()
    said = out.getvalue()
    assert "Not allowed" not in said
    if "rejects your claim of 1" in said:  # play on
        assert not table.game.is_over
    else:                                  # a claim that holds ends the deal
        assert finished and table.game.is_over


def test_undo_takes_back_the_computers_replies_too() -> None:
    # issue 11 defect 3: "the last action was East's" - undo against the computer failed
    game = bc.new_game("duplicate", seed=3, claims=True)
    from bridgeclub.bots import computer_player
    from bridgeclub.tui.table import DealTable

    term = Terminal(ask=lambda prompt: "q", out=io.StringIO(), tty=False)
    players = {s: computer_player("beginner", seed=1) for s in Seat if s is not Seat.S}
    table = DealTable(game, [Seat.S], players, term)
    while game.actor is not Seat.S:
        table.computer_turn(game.actor)  # type: ignore[arg-type]
    game.act("1C", seat=Seat.S)
    while table.game.actor is not Seat.S:
        table.computer_turn(table.game.actor)  # type: ignore[arg-type]
    calls_before = len(table.game.history)
    table.undo(Seat.S)
    assert table.game.actor is Seat.S
    assert len(table.game.history) < calls_before
    assert "1C" not in [str(m.action) for m in table.game.history]
    assert table.notes[0].startswith("Taken back: 1♣")  # written as the grid writes it


def test_claim_is_not_offered_to_a_defender() -> None:
    from bridgeclub.tui.actions import legal_lines

    game = bc.new_game("duplicate", seed=3, claims=True)
    for call in ("1NT", "P", "P", "P"):
        game.act(call)
    leader = game.actor
    assert leader is not None
    assert "claim" not in "\n".join(legal_lines(game.view(leader), undo=True))


def test_buddy_bridge_end_screen_shows_the_hands() -> None:
    # issue 11 defect 5: the end screen said every hand is shown, then showed none
    _match, term, _output = play_session("buddy-bridge", deals=1)
    end = next(s for s in term.screens if s and any("The deal is over" in x for x in s))
    suit_lines = [line for line in end if re.search(r"(^|\s)[♠♥♦♣] ", line)]
    assert len(suit_lines) == 8, "\n".join(end)  # both hands, four suits each


def test_two_people_at_one_screen_use_the_alternate_screen() -> None:
    # issue 11 defect 6: hotseat cleared with escape codes only; the scrollback kept hands
    _match, _term, output = play_session("double-dummy-two", deals=1, hotseat=True, tty=True)
    assert output.count(ALTERNATE_ON) == 1
    handovers = output.split("take the keyboard")
    assert len(handovers) > 2
    for _before in handovers[1:]:
        pass
    assert output.count(CLEAR_SCROLLBACK) >= len(handovers) - 1


def test_two_people_never_see_each_others_hands() -> None:
    _match, _term, output = play_session("bridge-for-two", deals=1, hotseat=True)
    segments = output.split("take the keyboard.")[1:]
    assert segments
    for segment in segments:
        body = segment.split("The deal is over")[0]
        south, west = "South (you)" in body, "West (you)" in body
        assert not (south and west)


def test_partner_chose_is_not_shown_to_the_chooser() -> None:
    # issue 11 defect 9: "Partner chose: play" was shown to the person who chose
    deal = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"
    game = bc.new_game("ez-bridge", deal=deal, dealer="S")
    for action in ("13NT", "P", "P", "P", "HJ"):
        game.act(action)
    from bridgeclub.bots import computer_player
    from bridgeclub.tui.table import DealTable

    replies = iter(["play", "q"])
    out = io.StringIO()
    term = Terminal(ask=lambda prompt: next(replies), out=out, tty=False)
    players = {s: computer_player("beginner", seed=1) for s in Seat if s is not Seat.N}
    DealTable(game, [Seat.N], players, term).play()
    assert "chose" not in out.getvalue() and "Partner chose" not in out.getvalue()
    # and when the computer partner chooses, the person is told
    game = bc.new_game("ez-bridge", deal=deal, dealer="S")
    for action in ("13NT", "P", "P", "P", "HJ"):
        game.act(action)
    out = io.StringIO()
    term = Terminal(ask=lambda prompt: "q", out=out, tty=False)
    players = {s: computer_player("beginner", seed=1) for s in Seat if s is not Seat.S}
    DealTable(game, [Seat.S], players, term).play()
    assert "North chose to " in out.getvalue()


def test_help_explains_the_variant(capsys: pytest.CaptureFixture[str]) -> None:
    seen: list[str] = []
    answers = iter(["help", "", "", "q"])

    def answer(screen: str, prompt: str) -> str:
        seen.append(screen)
        return next(answers, "q")

    play_session("buddy-bridge", answer=answer)
    assert any("stock" in s and "JK high" in s for s in seen)
    play_session("minibridge", answer=lambda s, p: "q")


def test_the_last_trick_and_the_memory_form_on_request() -> None:
    seen: list[str] = []
    person = Newcomer()
    state = {"cards": 0}

    def answer(screen: str, prompt: str) -> str:
        seen.append(screen)
        if prompt.startswith("Your card") and state["cards"] == 8:
            state["cards"] += 1
            return "l"
        if prompt.startswith("Your card") and state["cards"] == 9:
            state["cards"] += 1
            return "m"
        if prompt.startswith("Your card") and state["cards"] > 9:
            return "q"
        if prompt.startswith("Your card") and not person.listed:
            state["cards"] += 1
        return person.answer(screen, prompt)

    play_session("ez-bridge", answer=answer)
    assert any("Last: trick" in s for s in seen)
    form = [s for s in seen if s.startswith("Memory Help Form")]
    assert form and "Bidding" in form[0]
    assert all(len(s.splitlines()) <= 23 for s in seen)


def test_a_unique_prefix_and_a_rank_alone_are_enough() -> None:
    from bridgeclub.tui.actions import resolve

    assert resolve("con", ["SA", "concede"]) == "concede"
    assert resolve("10", ["ST", "S2"]) == "ST"
    assert resolve("10s", ["ST", "HT"]) == "ST"
    assert resolve("10s", ["10S", "10NT"]) == "10S"  # an EZ-Bridge bid stays a bid
    assert resolve("game n", ["game NT", "game S"]) == "game NT"
    with pytest.raises(ValueError, match="say the suit"):
        resolve("k", ["SK", "HK"])


def test_concede_asks_for_confirmation() -> None:
    from bridgeclub.bots import computer_player
    from bridgeclub.tui.table import DealTable

    game = bc.new_game("duplicate", seed=3, claims=True)
    for call in ("P", "P", "1NT", "P", "P", "P"):  # South declares 1NT
        game.act(call)
    replies = iter(["concede", "n", "concede", "y"])
    term = Terminal(ask=lambda prompt: next(replies, "q"), out=io.StringIO(), tty=False)
    players = {s: computer_player("beginner", seed=1) for s in Seat if s is not Seat.S}
    table = DealTable(game, [Seat.S], players, term)
    while table.game.actor is not Seat.S:
        table.computer_turn(table.game.actor)  # type: ignore[arg-type]
    assert table.play()
    assert table.game.is_over and table.game.result is not None
    assert table.game.result.tricks == 0


def test_save_and_load_mid_deal(tmp_path: Path) -> None:
    saved = tmp_path / "game.pbn"
    count = {"n": 0}
    person = Newcomer()

    def answer(screen: str, prompt: str) -> str:
        count["n"] += 1
        return "q" if count["n"] > 12 else person.answer(screen, prompt)

    play_session("ez-bridge", save=saved, answer=answer)
    text = saved.read_text()
    assert "[BCSession " in text and "[BCVariant \"ez-bridge\"]" in text
    session = load_session(saved, Terminal(out=io.StringIO()), save=saved)
    assert session.current is not None and session.current.history
    before = len(session.current.history)
    match, _term, _output = play_session("ez-bridge", deals=1, session=session)
    assert len(match.log) >= 1 and before > 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_saves_and_loads_mid_deal(variant: str, tmp_path: Path) -> None:
    saved = tmp_path / "game.pbn"
    person = Newcomer()

    def answer(screen: str, prompt: str) -> str:
        return "q" if prompt.startswith("Press Enter to go on") else \
            person.answer(screen, prompt)

    play_session(variant, save=saved, answer=answer)
    session = load_session(saved, Terminal(out=io.StringIO()))
    assert session.match.kind and session.current is not None
    assert session.current.variant == variant


def test_the_command_plays_through_a_pipe(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("p\n?\n\nq\n"))
    saved = tmp_path / "s.pbn"
    assert main(["play", "duplicate", "--seed", "4", "--level", "beginner",
                 "--save", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "What you may do now:" in out and "The match stops here" in out
    assert saved.exists()
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--load", str(saved), "--level", "beginner"]) == 0


@pytest.mark.parametrize(("args", "message"), [
    (["play", "ez-bridge", "--deals", "4"], "--deals is for"),
    (["play", "minibridge", "--deals", "0"], "deals"),
    (["play", "ez-bridge-3", "--seat", "N"], "players sit E, S, W"),
    (["play", "minibridge", "--scoring", "russian"], "--scoring is not an option of"),
    (["play", "bridge-for-two", "--seat", "E"], "South and West"),
    (["play", "duplicate", "--hotseat"], "--hotseat is for"),
    (["play", "duplicate", "--level", "grand"], "--level is one of"),
    (["play", "--load", "/nonexistent.pbn"], "no such file"),
])
def test_the_command_refuses_options_that_do_not_fit(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert message in capsys.readouterr().err


def test_play_duplicate_goes_on_with_a_running_total() -> None:
    match, _term, output = play_session("duplicate", deals=2)
    assert len(match.log) == 2
    assert "Board 2" in output and output.count("Total: N-S") >= 2


def test_after_a_deal_a_shows_double_dummy_par_and_costly_cards() -> None:
    from bridgeclub.analysis.dds import dd_table
    from bridgeclub.bots import computer_player
    from bridgeclub.tui.analysis_screen import analysis_lines

    game = bc.new_game("duplicate", seed=3)
    player = computer_player("beginner", seed=1)
    for call in ("1NT", "P", "3NT", "P", "P", "P"):
        game.act(call)
    while not game.is_over:
        game.act(player.decide(game.view(game.actor)).action)  # type: ignore[arg-type]
    lines = analysis_lines(game, game.view("S"))
    table = dd_table(game.deal)
    north = next(line for line in lines if line.strip().startswith("North"))
    assert north.split()[1:] == [str(table[Seat.N, s]) for s in (
        bc.Strain.NOTRUMP, bc.Strain.SPADES, bc.Strain.HEARTS, bc.Strain.DIAMONDS,
        bc.Strain.CLUBS)]
    assert any(line.startswith("Par: N-S ") for line in lines)
    assert any(line.startswith(("Cards that cost a trick", "No card cost")) for line in lines)
    assert all(len(line) <= 80 for line in lines) and len(lines) <= 22


def test_buddy_bridge_has_no_double_dummy_analysis() -> None:
    from bridgeclub.tui.analysis_screen import analysis_lines

    game = bc.new_game("buddy-bridge", seed=3)
    assert "four hands" in analysis_lines(game, game.view("S"))[0]


def test_ez3_the_winning_bidder_is_drawn_in_her_new_chair() -> None:
    game = bc.new_game("ez-bridge-3", seed=5, dealer="S")
    for call in "7S 8H P P".split():
        game.act(call)
    view = game.view("W")  # West won and plays from the South chair
    lines = table_lines(view)
    assert "South: West (you)" in lines[11] and lines[6].startswith("West: South")
    mine = sorted(view["hands"]["W"])
    shown = "\n".join(lines[12:16])
    from bridgeclub.tui.screen import holding_lines

    assert shown.split() == " ".join(holding_lines(mine)).split()
    grid = auction_grid(view, 10)  # the auction stays under the chairs it was bid from
    assert grid[0].split() == ["West", "East", "South"]


def test_a_claim_is_read_both_ways_and_a_refused_claim_says_why() -> None:
    """``claim N`` is N of the tricks still to play, ``claim N in all`` counts the tricks
    won too; after the defenders reject a claim, another claim in the same trick is
    refused with the reason, not "not something you may do"."""
    from bridgeclub.tui.table import DealTable

    game = bc.new_game("duplicate", seed=3, claims=True)
    while game.turn is not Seat.S:
        game.act("P")
    game.act("1NT")
    for _ in range(3):
        game.act("P")
    game.act(str(game.legal_actions()[0]))              # West leads; South plays dummy
    out = io.StringIO()
    table = DealTable(game, [Seat.S], {}, Terminal(out=out, tty=False))
    view = game.view(Seat.S)
    assert not table.act("claim 14", view, Seat.S)
    assert table.notes == ["Not allowed: only 13 tricks are left and your side has 0: claim "
                           "up to 13 (of those left) or up to 13 in all"]
    assert table.act("claim 5 in all", view, Seat.S)
    claimed = game.view(Seat.S)
    assert claimed["claim"]["tricks"] == 5
    assert "You claim 5 of the 13 tricks left (5 in all)." in table.hints(claimed)
    game.act("reject")                                  # West plays on
    view = game.view(Seat.S)
    assert not table.act("claim 11", view, Seat.S)
    assert table.notes == ["Not allowed: the defenders chose to play on: play a card before "
                           "claiming again"]


def test_the_honours_in_a_score_are_said() -> None:
    """Four aces in one hand at no trumps: the result says the 150 is for them."""
    game = bc.new_game("rubber", deal="N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 "
                       "32.432.5432.5432", dealer="N", claims=True)
    for action in ("3NT", "P", "P", "P"):
        game.act(action)
    game.act(str(game.legal_actions()[0]))              # East leads
    game.act("claim 13")
    while not game.is_over:
        game.act("accept")
    assert result_words(game) == ("3NT by North: 13 tricks. Score: N-S +370. Honours (in the "
                                  "score): N-S 150 for four aces in one hand.")


def test_the_cards_you_may_play_are_listed_in_suit_and_rank_order() -> None:
    """Bridge for Two's racks give the playable cards in no order; ``?`` sorts them."""
    from bridgeclub.tui.actions import legal_lines

    view = {"seat": "S", "turn": "S", "legal_actions": ["C2", "SA", "H5", "S3", "HK"]}
    assert legal_lines(view, undo=False)[1] == "  play a card: ♠A ♠3 ♥K ♥5 ♣2"


def test_buddy_bridges_two_trick_counters_are_labelled() -> None:
    from bridgeclub.tui.screen import panel_lines

    exchange = bc.new_game("buddy-bridge", seed=1).view("S")
    assert any(line.startswith("Exchange won: S 0  W 0") for line in panel_lines(exchange, 15))
    playing = {**exchange, "phase": "play", "tricks_won": {"S": 1, "W": 2},
               "contract": {"text": "2S", "tricks_needed": 8}, "declarer": "S"}
    assert "Play tricks: S 1  W 2" in panel_lines(playing, 15)


def test_three_person_ez_memory_form_names_the_people() -> None:
    from bridgeclub.match import new_match
    from bridgeclub.tui.memory_form import form_lines

    game = new_match("ez-bridge-3", people=("Ann", "You", "Bob")).next_game(seed=4)
    for call in "7H P 8D P P".split():
        game.act(call)
    view = game.view("S")
    text = "\n".join(form_lines(view["memory_help"], view["people"]))
    assert "East (Ann)" in text and "1: You 7♥  Bob Pass  Ann 8♦" in text


def test_a_long_score_sheet_keeps_its_column_heads() -> None:
    match = _play_match("ez-bridge", Seat.S, {}, None, None, 3)
    for _ in range(24):
        match.record("8H", "E", 5)                     # E-W short: no game is won
    person = Newcomer()
    looked: list[bool] = []

    def answer(screen: str, prompt: str) -> str:
        if prompt.startswith("a analysis"):
            looked.append(True)
            return "s" if len(looked) == 1 else "q"
        return person.answer(screen, prompt)

    session = Session(match, Seat.S, Terminal(out=io.StringIO()), level="beginner", seed=3)
    _, term, _ = play_session("ez-bridge", answer=answer, session=session)
    sheet = next(s for s in term.screens if any("TOTAL" in line for line in s))
    assert sheet[0].split() == ["WE", "|", "THEY"] and sheet[1] == "..."
    assert "(y) N deals: 7NT by W (E-W)" in "\n".join(sheet)  # the latest deal's note
    assert fits(sheet) and sheet[-1].strip() == "Press Enter to go back"


def test_the_persons_partner_bids_and_reads_on_her_card() -> None:
    from bridgeclub.bots.levels import CardPlayer
    from bridgeclub.tui.table import computer_players

    players = computer_players(list(Seat), [Seat.S], "standard", 1, "acol", "sayc")
    cards = {seat: (p.system, p.opponents) for seat, p in players.items()
             if isinstance(p, CardPlayer)}
    assert {s: (a and a.key, b and b.key) for s, (a, b) in cards.items()} == {
        Seat.N: ("acol", "sayc"), Seat.E: ("sayc", "acol"), Seat.W: ("sayc", "acol")}


def test_a_saved_session_keeps_its_cards(tmp_path: Path) -> None:
    match = _play_match("duplicate", Seat.S, {}, None, 1, 3)
    path = tmp_path / "saved.pbn"
    session = Session(match, Seat.S, Terminal(out=io.StringIO()), seed=3, save=path,
                      system="acol")
    session.save(session.next_game())
    again = load_session(path, Terminal(out=io.StringIO()))
    assert (again.system, again.opponents) == ("acol", None)


def ez3_won_by_south(seed: int, calls: str = "7S P P", until: Seat | None = Seat.S
                     ) -> bc.Game:
    """A 3-person EZ-Bridge deal South won with 7♠ (or bid by ``calls``), played by the
    computers' rules of thumb to the first turn of ``until`` in the play (None: the
    end)."""
    from bridgeclub.bots import computer_player

    game = bc.new_game("ez-bridge-3", seed=seed, dealer="S", claims=True)
    for call in calls.split():
        game.act(call)
    player = computer_player("beginner", seed=seed)
    while not game.is_over and game.actor is not until:
        game.act(player.decide(game.view(game.actor)).action)  # type: ignore[arg-type]
    return game


@pytest.mark.parametrize("seed", range(3))
def test_ez3_the_winning_bidder_claims_and_the_computers_answer(seed: int) -> None:
    from bridgeclub.bots import computer_player
    from bridgeclub.tui.table import DealTable

    game = ez3_won_by_south(seed)
    players = {s: computer_player("beginner", seed=1) for s in (Seat.E, Seat.W)}
    replies = iter(["claim 5"])
    out = io.StringIO()
    term = Terminal(ask=lambda prompt: next(replies, "q"), out=out, tty=False)
    table = DealTable(game, [Seat.S], players, term)
    table.play()
    said = out.getvalue() + "\n".join(table.notes)
    assert re.search(r"(accepts?|rejects) your claim of 5 of the \d+ tricks left", said)


def test_ez3_after_the_deal_a_analyses_the_play_from_the_chairs() -> None:
    from bridgeclub.tui.analysis_screen import analysis_lines

    game = ez3_won_by_south(5, "7S 8H P P", until=None)   # West plays from South's chair
    lines = analysis_lines(game, game.view("S"))
    assert not any("could not be analysed" in line for line in lines)
    assert any(line.startswith("The play of 8♥ by West") for line in lines)
    assert any(line.startswith(("Cards that cost a trick", "No card cost")) for line in lines)


def test_after_a_claim_that_gave_tricks_away_the_analysis_says_so() -> None:
    from bridgeclub.tui.analysis_screen import analysis_lines

    deal = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
    game = bc.new_game("rubber", deal=deal, claims=True)
    for action in ["7NT", "P", "P", "P", "C9", "claim 10", "accept", "accept"]:
        game.act(action)
    lines = analysis_lines(game, game.view("S"))
    assert "No card cost a trick: the play was as good as double dummy." not in lines
    assert lines[-1] == "The claim gave away 2 tricks against the best play."


def test_the_typing_help_offers_only_the_games_own_calls() -> None:
    from bridgeclub.tui.rules_help import help_pages

    for variant in VARIANTS:
        typing = " ".join(help_pages(variant)[-1][-3:])
        assert ("x;" in typing) is (variant not in ("ez-bridge", "ez-bridge-3",
                                                    "buddy-bridge", "minibridge",
                                                    "minibridge-open")), variant
        assert all(len(line) < 80 for page in help_pages(variant) for line in page)
    assert "joker high" in " ".join(help_pages("buddy-bridge")[-1])


def test_the_joker_is_typed_as_joker() -> None:
    from bridgeclub.tui.actions import resolve

    legal = ["SA", "JK high", "JK low"]
    assert resolve("joker high", legal) == "JK high" and resolve("joker l", legal) == "JK low"
    with pytest.raises(ValueError, match="could be JK high or JK low"):
        resolve("joker", legal)


def test_a_refusal_writes_cards_as_the_screen_does() -> None:
    from bridgeclub.tui.table import DealTable

    game = bc.new_game("duplicate", seed=3)
    for call in "1NT P P P".split() if game.dealer is Seat.N else ():
        game.act(call)
    while game.phase == "auction":
        game.act("P" if game.actor is not Seat.N else "1NT")
    leader = game.actor
    assert leader is not None
    table = DealTable(game, [leader], {}, Terminal(out=io.StringIO(), tty=False))
    view = game.view(leader)
    theirs = next(c for c in bc.DECK if str(c) not in view["hand"])
    assert not table.act(str(theirs), view, leader)
    said = table.notes[0]
    assert str(theirs) not in said.split() and f"{theirs.suit.symbol}" in said, said


def test_a_claim_in_all_of_fewer_tricks_than_won_says_so() -> None:
    from bridgeclub.tui.actions import read_claim

    view = {"declarer": "S", "tricks_won": {"NS": 2, "EW": 1},
            "legal_actions": [f"claim {n}" for n in range(1, 11)] + ["concede"]}
    with pytest.raises(ValueError, match="your side has won 2 tricks already"):
        read_claim("claim 1 in all", view)


def test_you_win_the_trick() -> None:
    _match, _term, output = play_session("ez-bridge-3", seed=3, deals=1)
    assert "You wins" not in output and re.search(r"\bYou win trick \d+", output)


@pytest.mark.parametrize("variant", ["bridge-for-two", "buddy-bridge"])
def test_q_in_a_game_for_two_asks_before_quitting_mid_deal(variant: str) -> None:
    from bridgeclub.tui.table import DealTable

    game = bc.new_game(variant, seed=2)
    game.act(str(game.legal_actions()[0]))
    seat = game.actor
    assert seat is not None
    prompts: list[str] = []
    replies = iter(["n"])
    out = io.StringIO()

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(replies, "q")

    table = DealTable(game, [seat], {}, Terminal(ask=ask, out=out, tty=False))
    assert table.command("q", game.view(seat), seat)        # "n": play on
    assert prompts == ["Quit in the middle of the deal? (y/n) "]
    assert table.notes == ["Not quitting: play on."]


def test_hint_at_the_table_says_what_a_computer_would_do() -> None:
    from bridgeclub.tui.table import DealTable, action_text

    game = bc.new_game("duplicate", seed=1)
    seat = game.actor
    assert seat is not None
    table = DealTable(game, [seat], {}, Terminal(out=io.StringIO(), tty=False))
    assert table.command("hint", game.view(seat), seat)
    note = table.notes[0]
    assert note.startswith("Hint: ") and not game.history      # advice, not an action
    advised = note[len("Hint: "):].split(":")[0].rstrip(".")
    assert advised in {action_text(str(a)) for a in game.legal_actions()}


# South has every top card but the club queen, which North holds with three small clubs.
SLAM = "S:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"
# Ten tricks from the top; South is left with DQ CK C2 facing North's club queen.
TEN_TRICKS = ("C9 C8 C3 CA SA S7 S6 S2 SK S8 S5 C4 SQ S9 S4 C5 SJ ST S3 D2 HA H9 H8 H2 "
              "HK HT H7 H3 HQ HJ H6 H4 DA D9 D8 D3 DK DT D7 D4").split()


def slam_after_ten_tricks(claim: str) -> tuple[list[list[str]], str]:
    """A rubber session in which the person (South) plays 7NT, wins ten tricks and types
    ``claim``: the screens she sees and what she typed."""
    match = _play_match("rubber", Seat.S, {}, None, None, 1)
    game = match.next_game(deal=SLAM, claims=True)
    while game.actor is not Seat.S:
        game.act("P")
    for action in ["7NT", "P", "P", "P", *TEN_TRICKS]:
        game.act(action)
    replies = iter([claim])
    term = Terminal(ask=lambda prompt: next(replies, "q"), out=io.StringIO(), tty=False)
    session = Session(match, Seat.S, term, level="beginner", seed=1)
    session.current = game
    session.play()
    return term.screens, claim


def test_the_answers_to_the_persons_claim_are_said_with_their_reason() -> None:
    screens, _ = slam_after_ten_tricks("claim 2")
    over = "\n".join(next(s for s in screens if any("The deal is over" in x for x in s)))
    said = " ".join(over.split())
    assert "West and East accept your claim of 2 of the 3 tricks left: the claim of 2 " \
           "holds however the unseen cards lie." in said
    assert "South's claim" not in said and "South claims" not in said


def test_a_rejected_claim_says_why_and_whose_it_was() -> None:
    screens, _ = slam_after_ten_tricks("claim 3")
    said = " ".join("\n".join(screens[-2]).split())       # then she plays on
    assert "West rejects your claim of 3 of the 3 tricks left: declarer can be held to " \
           "2 of the last 3 tricks: the claim of 3 fails." in said


def test_the_claim_waiting_for_an_answer_is_yours_to_the_claimer() -> None:
    from bridgeclub.tui.table import DealTable

    game = bc.new_game("rubber", deal=SLAM, dealer="S", claims=True)
    for action in ["7NT", "P", "P", "P", *TEN_TRICKS, "claim 2"]:
        game.act(action)
    table = DealTable(game, [Seat.S, Seat.W], {}, Terminal(out=io.StringIO()))
    assert "You claim 2 of the 3 tricks left (12 in all)." in table.hints(game.view("S"))
    assert "South claims 2 of the 3 tricks left (12 in all)." in table.hints(game.view("W"))
