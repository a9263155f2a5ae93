"""The Memory Help Form (seed 000) as an option of every Contract Bridge game."""

from __future__ import annotations

import bridgeclub as bc
from bridgeclub.variants.memory_help import form_text

DEAL = "N:KJT6.82.864.KQ52 9743.Q9.QJ53.873 Q5.AK65.AT2.AJT9 A82.JT743.K97.64"


def test_duplicate_offers_the_form_as_an_option() -> None:
    plain = bc.new_game("duplicate", deal=DEAL, board=1)
    assert "memory_help" not in plain.view("N")
    game = bc.new_game("duplicate", deal=DEAL, board=1, memory_help=True)
    for action in "1NT P 3NT P P P HQ".split():
        game.act(action)
    forms = [game.view(seat)["memory_help"] for seat in "NESW"]
    assert all(form == forms[0] for form in forms)
    form = forms[0]
    assert form["hand"] == 1
    assert form["bidding"] == [{"N": "1NT", "E": "P", "S": "3NT", "W": "P"},
                               {"N": "P", "E": "P"}]
    assert form["cards"] == {"HQ": {"seat": "E", "trick": 1}}
    assert bc.Game.from_json(game.to_json()) == game


def test_the_printed_form_has_every_square() -> None:
    game = bc.new_game("duplicate", deal=DEAL, board=1, memory_help=True)
    for action in "1NT P 3NT P P P HQ H5".split():
        game.act(action)
    text = form_text(game.view("S")["memory_help"])
    lines = text.splitlines()
    assert lines[0] == "Memory Help Form  Hand #1"
    queens = next(line for line in lines if line.lstrip().startswith("Q "))
    assert queens.split() == ["Q", ".", ".", "E1", "."]
    fives = next(line for line in lines if line.lstrip().startswith("5 "))
    assert fives.split() == ["5", ".", ".", "S1", "."]
    assert sum(1 for line in lines if line[:3].strip() in "AKQJ1098765432" and
               line[:3].strip()) == 13
