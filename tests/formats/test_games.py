"""Every game of every variant saves as PBN and loads back equal (formats/games.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from endplay.parsers import pbn as endplay_pbn

import bridgeclub as bc
from bridgeclub.formats import games, pbn
from bridgeclub.game import Game, variant_names


def _played(variant: str, seed: int, steps: int | None) -> Game:
    """A game of ``variant`` after ``steps`` random legal actions (None: to the end)."""
    rng = random.Random(seed)
    game = bc.new_game(variant, seed=seed)
    count = 0
    while not game.is_over and (steps is None or count < steps):
        game.act(str(rng.choice(game.legal_actions())))
        count += 1
    return game


@pytest.mark.parametrize("variant", variant_names())
@pytest.mark.parametrize("steps", [0, 3, 17, 40, None])
def test_every_variant_round_trips_through_pbn(variant: str, steps: int | None) -> None:
    for seed in range(3):
        game = _played(variant, seed, steps)
        text = games.dumps([game])
        again = games.loads(text)
        assert again == [game]
        assert games.dumps(again) == text
        records = pbn.loads(text)
        assert records[0].errors == []
        assert records[0].tags["BCVariant"] == variant


def test_duplicate_is_standard_pbn(tmp_path: Path) -> None:
    game = _played("duplicate", 5, None)
    record = games.game_to_record(game, Event="Club night")
    assert "BCHistory" not in record.tags
    assert pbn.check(record) == []
    result = game.result
    assert result is not None
    if result.contract != "P":
        assert record.tags["Contract"] == result.contract
        assert record.result == result.tricks
        assert len(record.cards()) == 52
    assert record.tags["Event"] == "Club night"
    # another program reads it: endplay's PBN parser finds the same deal and auction
    boards = endplay_pbn.loads(pbn.dumps([record]).replace("\r\n", "\n"))
    assert boards[0].deal.to_pbn() == game.deal.to_pbn()
    assert [str(b) for b in boards[0].auction] == [str(b) for b in boards[0].auction]
    assert len(boards[0].auction) == len(game.auction.calls)  # type: ignore[attr-defined]
    path = tmp_path / "games.pbn"
    games.save(path, [game, _played("duplicate", 6, 9)])
    assert games.load(path) == [game, _played("duplicate", 6, 9)]


def test_a_plain_pbn_record_plays_as_duplicate(shared: Path) -> None:
    record = pbn.read(shared / "data" / "pbn" / "endplay-example1.pbn")[1]
    game = games.record_to_game(record)
    assert game.variant == "duplicate"
    assert game.options["board"] == 1 and game.options["dealer"] == "N"
    assert [str(m) for m in game.history][:5] == ["1NT", "P", "4C", "P", "4H"]
    assert len(game.history) == 8 + 16  # the auction and four tricks played


def test_a_record_that_is_no_game_says_why() -> None:
    record = pbn.loads('[Deal "N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.432.AKQ.JT9 '
                       '2.AKQJ.JT98.8765"]\n[BCHistory "1NT 1C"]\n')[0]
    with pytest.raises(bc.IllegalAction, match=r"action 2 \(1C\) is illegal: 1C is not higher"):
        games.record_to_game(record)
    with pytest.raises(ValueError, match="has no deal"):
        games.record_to_game(pbn.loads('[Board "1"]\n')[0])


def _ez_game_with_a_high_bid() -> Game:
    """An EZ-Bridge deal bid to 7 (seven tricks, not a grand slam) and played out."""
    for seed in range(40):
        game = bc.new_game("ez-bridge", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = [str(a) for a in game.legal_actions()]
            bids = [a for a in legal if a[:1].isdigit()]
            pick = next((b for b in bids if b.startswith("7")), None) \
                if game.phase == "auction" else None
            game.act(pick or ("P" if "P" in legal and game.phase == "auction"
                              else rng.choice(legal)))
        contract = getattr(game, "contract", None)
        if contract is not None and contract.level == 7:
            return game
    raise AssertionError("no EZ-Bridge deal bid to 7 in 40 seeds")


def test_an_ez_bridge_bid_is_never_a_pbn_contract() -> None:
    """EZ-Bridge's 7D needs seven tricks: written as a PBN Contract it would read as a
    grand slam elsewhere. The bids go to BCHistory and the record reads back the same."""
    game = _ez_game_with_a_high_bid()
    record = games.game_to_record(game)
    assert record.tags.get("Contract") == "?" and record.tags.get("Result") == "?"
    assert record.auction is None and "BCHistory" in record.tags
    text = games.dumps([game])
    assert '[Contract "?"]' in text and "[Declarer \"?\"]" in text
    back = games.loads(text)[0]
    assert back == game and back.result == game.result


def test_a_claimed_deal_ends_its_play_with_a_star() -> None:
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    game = bc.new_game("rubber", deal=deal, claims=True)
    for action in "7NT P P P CT C6 C2 claim accept accept".split():
        game.act(action)
    assert game.is_over
    record = games.game_to_record(game)
    assert record.play is not None
    texts = [i.text for i in record.play.items]
    assert texts[-1] == "*" and "+" not in texts
    assert texts == ["CT", "C6", "C2", "-", "*"]
    back = games.loads(games.dumps([game]))[0]
    assert back == game and back.result == game.result
