"""Expert's calls checked by simulation (``bridgeclub.bots.bidding.simulation``), and the
system's rules in any auction a simulation (or a person) may make."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import bridgeclub as bc
from bridgeclub.analysis.sampling import deal_around
from bridgeclub.bots.bidding import simulation
from bridgeclub.bots.bidding import system as sayc
from bridgeclub.bots.bidding.evaluation import Evaluation
from bridgeclub.bots.bidding.options import system_named
from bridgeclub.bots.bidding.simulation import MARGIN, Rollouts, rollout, simulate
from bridgeclub.bots.levels import computer_player
from bridgeclub.calls import Contract, Strain
from bridgeclub.cards import Card
from bridgeclub.seats import Seat


def test_the_rules_answer_in_any_auction() -> None:
    """Some calls are a simulation's other candidates or any legal call (as people may
    make), the others the system's: the system always has a call, legal or a pass."""
    shared = Rollouts()
    for seed in range(600):
        rng = random.Random(seed)
        game = bc.new_game("duplicate", seed=seed)
        calls: tuple[tuple[str, str], ...] = ()
        while game.phase == "auction":
            seat = str(game.actor)
            cards = [str(c) for c in game.deal[game.actor]]
            if not calls:
                call = rng.choice(["P", "1C", "1NT", "2S"])
            else:
                ctx = shared.context(calls)
                call = sayc.choose(ctx, Evaluation.of(cards)).call
                call = call if ctx.is_legal(call) else "P"
                if rng.random() < 0.25:
                    call = rng.choice(simulation.candidates(ctx, call, Evaluation.of(cards)))
                elif rng.random() < 0.05:
                    call = rng.choice([str(c) for c in game.legal_actions()][:10])
            game.act(call)
            calls = (*calls, (seat, call))


def test_answering_their_3nt_over_stayman() -> None:
    """An opponent's 3NT over Stayman was read as a suit ('N' has no length)."""
    shared = Rollouts()
    calls = (("N", "1NT"), ("E", "P"), ("S", "2C"), ("W", "X"), ("N", "P"), ("E", "3C"),
             ("S", "P"), ("W", "3NT"), ("N", "P"), ("E", "P"))
    hand = Evaluation.of("SA S5 S3 HA HQ HT H3 DT D8 CT C9 C8 C6".split())
    rule = sayc.choose(shared.context(calls), hand)
    assert (rule.call, rule.why) == ("X", "penalty double: 8+ points")


def test_simulation_finds_the_game_the_rules_missed() -> None:
    """Given a pass with 20 points opposite partner's 1NT, the simulation finds a game or
    more that gains clearly (the rollouts bid it by the system)."""
    hand = [Card.from_str(c) for c in "SA SK S4 HA HQ H5 DK DQ D6 CA C9 C7 C2".split()]
    verdict = simulate("S", (("N", "1NT"), ("E", "P")), hand, "P", Rollouts(),
                       random.Random(1), seconds=30)
    assert verdict.call != "P" and verdict.gain >= MARGIN, verdict


def test_simulation_keeps_the_systems_call_when_it_is_right() -> None:
    """A plain raise to game with a fit: no other call gains clearly."""
    hand = [Card.from_str(c) for c in "SA S4 HK HQ H9 H5 DK D8 D6 CA C9 C7 C2".split()]
    rule = sayc.choose(Rollouts().context((("N", "1NT"), ("E", "P"))),
                       Evaluation.of([str(c) for c in hand]))
    verdict = simulate("S", (("N", "1NT"), ("E", "P")), hand, rule.call, Rollouts(),
                       random.Random(2), seconds=30)
    assert verdict.call == rule.call


def test_expert_explains_a_call_by_the_system_not_by_its_hand() -> None:
    """Every call's explanation is read by every seat: a call the simulation chose says
    what it means by the system, never what the simulation saw."""
    for seed in range(12):
        game = bc.new_game("duplicate", seed=seed)
        players = {s: computer_player("expert", seed=seed, bidding_seconds=0.3) for s in "NESW"}
        while game.phase == "auction":
            decision = players[str(game.actor)].decide(game.view(game.actor))
            assert game.can_act(decision.action)
            assert "lay-out" not in decision.explanation and "IMP" not in decision.explanation
            game.act(decision.action, explanation=decision.explanation)


def test_expert_bids_by_the_rules_without_time() -> None:
    game = bc.new_game("duplicate", seed=5)
    while game.phase == "auction":
        view = game.view(game.actor)
        quick = computer_player("expert", seed=1, bidding_seconds=0).decide(view)
        assert quick == computer_player("standard", seed=1).decide(view)
        game.act(quick.action)


def test_reached_contract_and_its_score() -> None:
    auction = (("N", "1S"), ("E", "2H"), ("S", "4S"), ("W", "5H"), ("N", "P"), ("E", "P"),
               ("S", "X"), ("W", "P"), ("N", "P"), ("E", "P"))
    contract = simulation.auction_of(auction).contract
    assert contract == Contract(5, Strain.HEARTS, 1, Seat.E)
    assert simulation.score_for(contract, 9, "N", "") == 300        # two down doubled
    assert simulation.score_for(contract, 11, "S", "NESW") == -850
    hands = {s: Evaluation.of([]) for s in "NESW"}
    over = rollout(auction, hands, Rollouts())                      # it is over
    assert [str(call) for call in over.calls] == [call for _, call in auction]


def test_3nt_after_a_major_raise_is_no_game_try() -> None:
    """1H 2H 3NT offers a game: no help-suit answer in 'N' (it was read as a try)."""
    calls = (("S", "1H"), ("W", "P"), ("N", "2H"), ("E", "P"), ("S", "3NT"), ("W", "P"))
    hand = Evaluation.of("S3 HT H7 H4 DK DT D7 D3 CA CK C8 C7 C5".split())
    rule = sayc.choose(Rollouts().context(calls), hand)
    assert rule.call in ("P", "4H"), rule


def test_a_deal_where_every_call_reaches_one_contract_is_not_solved(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the calls all end in the same contract none gains on that deal: DDS's time
    goes to the deals where they differ."""
    solved: list[int] = []
    real = simulation.solve_boards_soon

    def counting(boards: list[Any], best_only: bool = False) -> Any:
        solved.append(len(boards))
        return real(boards, best_only=best_only)

    monkeypatch.setattr(simulation, "solve_boards_soon", counting)
    calls = (("N", "1NT"), ("E", "P"))
    hand = [Card.from_str(c) for c in "SA S4 HK HQ H9 H5 DK D8 D6 CA C9 C7 C2".split()]
    ranges = {Seat.N: Rollouts().context(calls).known["N"]}
    deals = deal_around({Seat.S: hand}, ranges, 4, random.Random(3))
    gains: dict[str, list[float]] = {"3NT": [], "P": []}
    assert simulation._score_batch(deals, "S", calls, ["3NT"], Rollouts(), gains,
                                   time.monotonic() + 60)
    assert solved == [] and gains["3NT"] == [0.0] * 4
    assert simulation._score_batch(deals, "S", calls, ["3NT", "P"], Rollouts(), gains,
                                   time.monotonic() + 60)
    assert solved and solved[0] <= 8         # 3NT and 1NT by North, where they differ


def test_the_gain_at_the_table_spreads_about_double_dummy() -> None:
    """A contract's result at the table spreads about its double-dummy tricks: a game
    that makes double dummy gains less over a partscore than DDS says, a sacrifice one
    down double dummy costs more when it may go two down; passed out has no spread."""
    outcome = simulation.Outcome
    ours = outcome(Contract(4, Strain.SPADES, 0, Seat.S), tricks=10)
    partscore = outcome(Contract(2, Strain.SPADES, 0, Seat.N), tricks=10)
    gain = simulation.expected_gain(ours, partscore, "N", "")
    assert 0 < gain < 6                                        # 420 - 170: 6 IMPs DD
    assert simulation.expected_gain(partscore, ours, "N", "") == pytest.approx(-gain)
    passed = outcome(None)
    assert simulation.expected_gain(passed, passed, "N", "") == 0.0
    theirs = outcome(Contract(4, Strain.HEARTS, 0, Seat.E), contested=True, tricks=10)
    save = outcome(Contract(4, Strain.SPADES, 0, Seat.N), contested=True, tricks=9)
    assert 0 < simulation.expected_gain(save, theirs, "N", "") < 8  # 420 - 100 DD: 8 IMPs
    assert simulation.expected_gain(passed, outcome(Contract(1, Strain.NOTRUMP, 0, Seat.N),
                                                    tricks=7), "N", "") < 0


def test_a_departure_is_a_call_partner_reads_as_meant() -> None:
    """Over their 1H an 8-count with hearts stopped may not try 3NT (no rule makes it on
    8 points, and partner would read values we do not hold); with a fit partner has
    shown, game in her suit is read as to play."""
    shared = Rollouts()
    ctx = shared.context((("E", "1H"),))
    eight = Evaluation.of("SQ S7 S3 HK H9 H4 DJ D9 D6 D2 CQ C5 C3".split())
    rule_call = sayc.choose(ctx, eight).call
    found = simulation.candidates(ctx, rule_call, eight)
    assert rule_call in found and "3NT" not in found and "4S" not in found
    raise_ctx = shared.context((("N", "1S"), ("E", "2H")))
    fit = Evaluation.of("SK S8 S6 S4 S2 H3 DQ D9 D8 D4 C7 C6 C5".split())
    assert simulation.readable(raise_ctx, "4S", fit) is not None
    assert simulation.readable(raise_ctx, "3NT", fit) is None


def test_the_rollouts_opponents_double_a_contract_they_beat_by_two() -> None:
    """The rollouts' opponents bid by our system, which never doubles for penalty; a
    contract of ours two down double dummy is scored doubled, one down is not (uncontested),
    and theirs is never doubled for us."""
    outcome = simulation.Outcome
    two_down = outcome(Contract(3, Strain.NOTRUMP, 0, Seat.N), tricks=7)
    assert two_down.points("S", "") == -300 and two_down.points("S", "NESW") == -500
    assert outcome(Contract(3, Strain.NOTRUMP, 0, Seat.N), tricks=8).points("S", "") == -50
    assert two_down.points("E", "") == 100
    made = outcome(Contract(3, Strain.NOTRUMP, 0, Seat.N), tricks=7)
    assert made.points("N", "", spread=+2) == 550     # doubled, made at the table: 200+50+300


def test_the_rollouts_bid_each_side_by_its_own_card() -> None:
    """An Acol pair's rollouts meet SAYC opponents, as the table does: East reads North's
    1NT as Acol's 12-14 and bids by SAYC; North's partner bids by Acol. A pair that
    gives no opponents' card meets its own."""
    acol, sayc_card = system_named("acol"), system_named("sayc")
    shared = Rollouts(acol, opponents=sayc_card, side="NS")
    east = shared.context((("N", "1NT"),))
    assert east.system == sayc_card and east.known["N"].hcp == (12, 14)
    south = shared.context((("N", "1NT"), ("E", "P")))
    assert south.system == acol and south.known["N"].hcp == (12, 14)
    same = Rollouts(acol).context((("N", "1NT"),))
    assert same.system == acol
    theirs = Rollouts(sayc_card, opponents=acol, side="EW").context((("N", "1NT"),))
    assert theirs.system == sayc_card and theirs.known["N"].hcp == (12, 14)
