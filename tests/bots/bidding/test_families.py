"""The variants' own decisions, the reading of calls (people's too), conventions as
options, and hints from the same place as the computer players."""

from __future__ import annotations

import random

import bridgeclub as bc
from bridgeclub.analysis.sampling import position, sample
from bridgeclub.bots import hint
from bridgeclub.bots.bidding import System, decide, inferences
from bridgeclub.bots.levels import computer_player
from bridgeclub.cards import Suit
from bridgeclub.seats import Seat

#: North 16 points and five hearts; East, South and West share the rest.
DEAL = "N:AK2.KQJ54.Q98.76 QJT.A9.KJ3.KJ985 987.876.A765.Q32 6543.T32.T42.AT4"


def four_hand_view(calls: str, me: str, cards: str, **extra: object) -> dict[str, object]:
    hand = [s + r for s, ranks in zip("SHDC", cards.split("."), strict=True) for r in ranks]
    auction = [{"seat": "NESW"[i % 4], "call": c} for i, c in enumerate(calls.split())]
    from bridgeclub.bots.bidding.context import Context
    ctx = Context(me, tuple((e["seat"], e["call"]) for e in auction))
    legal = ["P"] + [f"{lv}{s}" for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")
                     if ctx.is_legal(f"{lv}{s}")]
    return {"variant": "duplicate", "phase": "auction", "seat": me, "turn": me,
            "actor": me, "hand": hand, "auction": auction, "legal_actions": legal,
            "vulnerability": "None", **extra}


def test_a_part_score_makes_a_game_try_pointless() -> None:
    view = four_hand_view("1H P 2H P", "N", "AK2.KQJ54.K98.76")
    try_ = decide(view, "standard")                      # a game try without a part score
    assert try_.action == "3D" and "help-suit game try" in try_.explanation
    rubber = {**view, "variant": "rubber", "situation": {"part_scores": {"NS": 60, "EW": 0}}}
    call = decide(rubber, "standard")
    assert call.action == "P" and "part score" in call.explanation


def test_rubber_standing_tells_the_part_scores() -> None:
    match = bc.new_match("rubber")
    match.record("2H", "S", 8)
    situation = match.next_game(seed=1).view("N")["situation"]
    assert situation["part_scores"] == {"NS": 60, "EW": 0}


def test_people_s_calls_are_read_into_ranges_for_the_card_play() -> None:
    game = bc.new_game("duplicate", deal=DEAL, board=1)
    for call in "1NT P 2D P 2H P P P".split():               # no explanations: people
        game.act(call)
    view = game.view("E")                                       # East on lead
    known = inferences(view)
    assert known[Seat.N].hcp == (15, 17)
    assert known[Seat.S].length(Suit.HEARTS)[0] >= 5
    assert Seat.E not in known
    where = position(view, known)                               # card play's reading
    assert where.ranges[Seat.N].hcp == (15, 17)
    layouts = sample(where, 20, random.Random(2))
    fitting = [lay for lay in layouts if 15 <= sum(c.hcp for c in lay[Seat.N]) <= 17]
    assert len(fitting) >= 12          # the sampler keeps ranges when its tries find them


def test_conventions_are_options() -> None:
    stayman_hand = four_hand_view("1NT P", "S", "KJ54.Q432.K82.75")
    assert computer_player("standard", 1).decide(stayman_hand).action == "2C"
    plain = computer_player("standard", 1, system=System(stayman=False))
    assert plain.decide(stayman_hand).action != "2C"
    strong = computer_player("standard", 1, system=System(weak_twos=False))
    big = four_hand_view("", "N", "AKQJ54.AK3.A2.76")
    assert strong.decide(big).action == "2S"
    weak = four_hand_view("", "N", "KQJ954.43.T82.75")
    assert computer_player("standard", 1).decide(weak).explanation.startswith("weak two")


def test_hint_gives_the_standard_call_and_why() -> None:
    game = bc.new_game("duplicate", deal=DEAL, board=1)
    decision = hint(game.view("N"))
    assert (decision.action, decision.explanation) == ("1NT", "15-17 points, balanced")


def test_minibridge_declarer_follows_the_teaching_guideline() -> None:
    for seed in range(20):
        game = bc.new_game("minibridge", seed=seed)
        if game.phase != "contract":
            continue
        view = game.view(game.actor)
        decision = hint(view)
        assert decision.action == view["teaching"]["suggestion"]
        assert decision.explanation == view["teaching"]["why"]


def test_ez_first_bidder_follows_the_opening_hint() -> None:
    for seed in range(20):
        game = bc.new_game("ez-bridge", seed=seed)
        view = game.view(game.actor)
        if view["hint"]["suggestion"] in view["legal_actions"]:
            assert hint(view).action == view["hint"]["suggestion"]


def test_ez_partner_chooses_play_or_dummy() -> None:
    game = bc.new_game("ez-bridge", seed=4)
    players = {s: computer_player("standard", seed=1) for s in "NESW"}
    while game.phase == "auction":
        decision = players[str(game.actor)].decide(game.view(game.actor))
        game.act(decision.action, explanation=decision.explanation)
    if game.phase == "choose-dummy":
        decision = players[str(game.actor)].decide(game.view(game.actor))
        assert decision.action in ("play", "dummy") and decision.explanation


def test_minibridge_with_slips_opens_with_twelve() -> None:
    game = bc.new_game("minibridge-open", seed=1)
    view = game.view(game.actor)
    points = view["slips"][str(game.actor)]["hcp"]
    decision = computer_player("standard", 1).decide(view)
    assert decision.action == ("open" if points >= 12 else "P")


def test_bridge_for_two_counts_the_covered_cards() -> None:
    game = bc.new_game("bridge-for-two", seed=2)
    decision = computer_player("standard", 1).decide(game.view(game.actor))
    assert "covered cards" in decision.explanation


def test_buddy_keeps_the_better_stock_card_for_the_joker() -> None:
    for seed in range(40):
        game = bc.new_game("buddy-bridge", seed=seed)
        rng = random.Random(seed)
        while game.phase == "exchange":                 # South spends her joker, West not
            legal = [str(a) for a in game.legal_actions()]
            keep = [a for a in legal if not a.startswith("JK")]
            game.act("JK high" if "JK high" in legal and game.turn == Seat.S else
                     rng.choice(keep or legal))
        if game.phase == "joker-exchange":
            view = game.view(game.actor)
            decision = computer_player("standard", 1).decide(view)
            assert decision.action in view["legal_actions"] and decision.explanation
            return
    raise AssertionError("no deal reached the joker exchange")


def test_buddy_contract_bid_counts_the_tricks() -> None:
    view = {"variant": "buddy-bridge", "phase": "auction", "seat": "S", "turn": "S",
            "hand": "SA SK SQ SJ S9 S8 S2 HA HK D4 D3 C3 C2".split(), "auction": [],
            "legal_actions": ["P"] + [f"{level}{s}" for level in range(1, 8)
                                      for s in ("C", "D", "H", "S", "NT")]}
    decision = computer_player("standard", 1).decide(view)
    assert decision.action.endswith("S") and "tricks" in decision.explanation
