"""The search: lay-outs solved double dummy in one batch, the best card for the scoring."""

from __future__ import annotations

import random

import pytest

import bridgeclub as bc
from bridgeclub.analysis.dds import dd_table, layout_board
from bridgeclub.analysis.sampling import position, sample
from bridgeclub.bots.cardplay import search
from bridgeclub.bots.levels import computer_player
from bridgeclub.calls import Strain
from bridgeclub.cards import Card
from bridgeclub.seats import Seat

BUDGET = search.Budget(seconds=5.0, batch=3, least=6, most=6)
DEAL = "N:AKQJ.AKQ.AKQ.AK2 T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.Q543"


def test_solve_gives_every_card_of_the_hand_to_play() -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for call in "7NT P P P C9".split():
        game.act(call)
    where = position(game.view("N"))
    layouts = sample(where, 5, random.Random(2))
    solved = search.solve(where, layouts)
    assert len(solved) == 5
    legal = {Card.from_str(c) for c in game.view("N")["legal_actions"]}
    assert all(set(scores) == legal for scores in solved)      # dummy's clubs


@pytest.mark.parametrize("form", search.FORMS)
def test_every_form_of_scoring_chooses_a_legal_card(form: str) -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for call in "7NT P P P".split():
        game.act(call)
    view = game.view("E")
    choice = search.best_card(position(view), view["legal_actions"], BUDGET,
                              random.Random(1), form, view)
    assert str(choice.card) in view["legal_actions"]
    assert "lay-outs" in choice.why(position(view))
    with pytest.raises(ValueError, match="form of scoring"):
        search.best_card(position(view), view["legal_actions"], BUDGET, random.Random(1),
                         "vp")


def test_equal_cards_need_no_search() -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for call in "7NT P P P ST".split():
        game.act(call)
    view = game.view("N")                 # dummy's spades 6543 are all alike here
    where = position(view)
    assert search.equivalent(where, [Card.from_str(c) for c in view["legal_actions"]])


def test_standard_declarer_takes_the_double_dummy_tricks_of_a_cold_hand() -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for call in "7NT P P P".split():
        game.act(call)
    players = {s: computer_player("standard", seed=int(s)) for s in Seat}
    while not game.is_over:
        actor = game.actor
        assert actor is not None
        game.act(players[actor].decide(game.view(actor)).action)
    assert game.result is not None and game.result.tricks is not None
    assert game.result.tricks >= dd_table(game.deal)[Seat.N, Strain.NOTRUMP]


def test_the_stopping_rule_ends_the_search_once_the_best_card_is_settled() -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for call in "7NT P P P".split():
        game.act(call)
    view = game.view("E")              # nothing East leads matters: settled at once
    budget = search.Budget(seconds=60.0, batch=4, least=8, most=200)
    choice = search.best_card(position(view), view["legal_actions"], budget,
                              random.Random(1), "imps", view)
    assert choice.layouts == 8


def test_a_spent_budget_is_answered_by_the_rules_of_thumb() -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for call in "7NT P P P".split():
        game.act(call)
    view = game.view("E")
    spent = search.Budget(seconds=1.0, batch=8, least=8, most=48)
    choice = search.best_card(position(view), view["legal_actions"], spent,
                              random.Random(1), "imps", view, started=-1e9)
    assert choice.layouts == 0 and str(choice.card) in view["legal_actions"]


def test_a_narrowed_search_drops_the_cards_surely_worse_and_solves_equals_once() -> None:
    game = bc.new_game("duplicate", deal=DEAL, dealer="N")
    for action in "7NT P P P C9 C6".split():
        game.act(action)
    view = game.view("W")                # West's queen of clubs guarded, or not
    where = position(view)
    legal = [Card.from_str(c) for c in view["legal_actions"]]
    tally = search._Tally(where, legal, "imps", search.scorer(view, where))
    low = [Card.from_str(c) for c in ("C5", "C4", "C3")]
    queen = Card.from_str("CQ")
    # in lay-outs where North holds the ace and king, the queen costs the grand slam
    tally.add([{queen: 0, **dict.fromkeys(low, 1)}, {queen: 1, **dict.fromkeys(low, 1)}])
    tally.narrow(2.0)
    assert tally.legal == [queen, *low] and tally.groups() == [[queen], low]
    tally.add([{queen: 0, **dict.fromkeys(low, 1)}] * 2)
    tally.narrow(2.0)
    assert tally.legal == low and tally.groups() == [low]
    # the same lay-outs (the same seed), solved narrowed after four: the same card
    full = search.Budget(seconds=30.0, batch=4, least=12, most=12)
    narrowed = search.Budget(seconds=30.0, batch=4, least=12, most=12, narrow=4)
    choices = [search.best_card(where, view["legal_actions"], budget, random.Random(1),
                                "imps", view) for budget in (full, narrowed)]
    assert choices[0].card == choices[1].card and choices[1].layouts == 12


def test_the_values_after_each_card_are_the_full_solve_s_in_every_seat() -> None:
    """``_values_after`` (one best-line solve after each card) agrees with DDS's values
    of every card, whoever plays and whether or not the card ends the trick."""
    game = bc.new_game("duplicate", board=5, seed=11)
    for call in "1NT P P P".split():
        game.act(call)
    player = computer_player("beginner", seed=2)
    checked = 0
    while not game.is_over and checked < 24:
        actor = game.actor
        assert actor is not None
        view = game.view(actor)
        where = position(view)
        if len(view["legal_actions"]) > 1:
            layouts = sample(where, 2, random.Random(checked))
            groups = [[Card.from_str(c)] for c in view["legal_actions"]]
            boards = [layout_board(where, layout) for layout in layouts]
            after = search.solve_boards(search._after_each(boards, groups), best_only=True)
            assert search._values_after(where, after, groups) == search.solve(where, layouts)
            checked += 1
        game.act(player.decide(view).action)
    assert checked >= 20
