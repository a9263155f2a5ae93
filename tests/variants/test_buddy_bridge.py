"""Buddy Bridge (seed 004, RULES.md): the deal, the exchange phase, jokers, the joker
exchange, the contract phase's bidding and play, and what each player cannot see."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.buddy_bridge import BuddyBridgeGame, BuddyDeal
from tests.playout import card_strings, two_player_playout

S, W = bc.Seat.S, bc.Seat.W
STOCK = ("D2 D4 S4 D3 D5 D6 D7 D8 D9 DT DJ DQ DK DA S3 S2 H7 H6 H5 H4 "
         "C9 C8 C7 C6 C5 C4 C3 C2")
DEAL = f"S:AKQJT98765.32.. W:.AKQJT98..AKQJT stock:{STOCK}"


def new(actions: str = "", dealer: str = "S") -> BuddyBridgeGame:
    game = bc.new_game("buddy-bridge", deal=DEAL, dealer=dealer)
    assert isinstance(game, BuddyBridgeGame)
    for action in actions.split(","):
        if action.strip():
            game.act(action.strip())
    return game


def test_the_deal_a_joker_and_12_cards_each_28_in_the_stock() -> None:
    deal = BuddyDeal.shuffled(seed=11, dealer=W)
    cards = [*deal[S], *deal[W], *deal.stock]
    assert sorted(cards) == sorted(bc.DECK) and len(deal.stock) == 28
    game = bc.new_game("buddy-bridge", deal=deal, dealer="W")
    for seat in (S, W):
        hand = game.view(seat)["hand"]
        assert len(hand) == 13 and hand.count("JK") == 1


def test_the_turned_card_names_the_trump_of_its_trick_only() -> None:
    game = new()
    assert game.turn is W                    # the dealer's opponent leads
    view = game.view("W")
    assert view["stock"] == {"cards": 28, "faced": "D2"} and view["trump"] == "D"
    game.act("HA")
    assert sorted(game.view("S")["legal_actions"]) == ["H2", "H3", "JK high", "JK low"]
    game.act("H2")
    assert game.exchange.won[W] == 1 and game.view("S")["trump"] == "S"   # S4 turned


def test_the_winner_takes_the_faced_card_and_the_loser_the_next_seen_by_him_alone() -> None:
    game = new("HA, H2")
    assert "D2" in game.view("W")["hand"]    # the faced card, seen by both
    assert "D4" in game.view("S")["hand"]    # the hidden card, seen by the loser alone
    assert game.view("S")["exchange_tricks"][0]["drawn"] == "D4"
    assert game.view("W")["exchange_tricks"][0]["drawn"] is None
    assert "D4" not in card_strings(game.view("W"))
    assert game.view("W")["stock"] == {"cards": 26, "faced": "S4"}


def test_a_void_player_may_trump_or_discard() -> None:
    game = new("HA, H2")                      # trick 2: spades are trumps (S4)
    game.act("CA")
    legal = game.view("S")["legal_actions"]
    assert "S5" in legal and "H3" in legal and "D4" in legal       # void in clubs
    trumped = new("HA, H2, CA, S5")
    assert trumped.exchange.tricks[1].winner is S
    discarded = new("HA, H2, CA, H3")
    assert discarded.exchange.tricks[1].winner is W


def test_follow_suit_if_you_can() -> None:
    game = new("HA")
    with pytest.raises(bc.IllegalAction, match="follow suit"):
        game.act("SA")


def test_a_joker_high_wins_a_joker_low_cannot() -> None:
    high = new("HA, JK high")
    assert high.exchange.tricks[0].winner is S
    low = new("HA, JK low")
    assert low.exchange.tricks[0].winner is W
    assert low.view("W")["exchange_tricks"][0]["jokers"] == {"S": "low"}


def test_a_joker_high_is_not_beaten_by_the_other_joker() -> None:
    game = new("JK high, JK high")
    assert game.exchange.tricks[0].winner is W


def test_after_a_joker_is_led_the_second_card_sets_the_suit() -> None:
    game = new("JK low")
    assert len(game.legal_actions()) == 14   # 12 cards and the joker two ways
    game.act("H2")
    assert game.exchange.tricks[0].winner is S
    both_low = new("JK low, JK low")
    assert both_low.exchange.tricks[0].winner is W     # the leader


def test_a_joker_must_be_declared_high_or_low() -> None:
    game = new()
    before = game.to_json()
    with pytest.raises(bc.IllegalAction, match=r"JK high .* or JK low"):
        game.act("JK")
    assert game.to_json() == before


def play_exchange(game: BuddyBridgeGame, use_jokers: bool = False) -> None:
    while game.phase == "exchange":
        legal = [str(a) for a in game.legal_actions()]
        plain = [a for a in legal if not a.startswith("JK")]
        game.act(legal[0] if use_jokers or not plain else plain[0])


def test_both_unplayed_jokers_exchange_top_to_the_winner_bottom_to_the_other() -> None:
    game = new()
    play_exchange(game)
    assert game.phase == "auction"
    winner = game.exchange_winner
    assert winner is not None
    loser = W if winner is S else S
    assert "C3" in game.view(winner)["hand"] and "C2" in game.view(loser)["hand"]
    assert "C2" not in card_strings(game.view(winner))
    for seat in (S, W):
        assert len(game.view(seat)["hand"]) == 13 and "JK" not in game.view(seat)["hand"]
    assert game.view(winner)["joker_exchange"] == {str(winner): "C3", str(loser): "taken"}


def test_one_unplayed_joker_its_holder_sees_both_and_takes_one() -> None:
    game = new("JK low")
    play_exchange(game)
    assert game.phase == "joker-exchange" and game.actor is S
    assert game.view("S")["legal_actions"] == ["C3", "C2"]
    assert not card_strings(game.view("W")) & {"C3", "C2"}
    with pytest.raises(bc.IllegalAction, match="one of the two stock cards"):
        game.act("SA")
    game.act("C2")
    assert "C2" in game.view("S")["hand"] and "C3" not in game.view("S")["hand"]
    assert not card_strings(game.view("W")) & {"C3", "C2"}
    assert game.phase == "auction"


def bidding(calls: str) -> BuddyBridgeGame:
    game = new()
    play_exchange(game)
    for call in calls.split():
        game.act(call)
    return game


def test_the_player_with_more_exchange_tricks_bids_first() -> None:
    game = bidding("")
    winner = game.exchange_winner
    assert game.auction is not None and game.auction.dealer is winner and game.turn is winner


def test_outbid_until_a_pass_then_the_holder_may_raise_once() -> None:
    game = bidding("1H 1S P")
    first = game.exchange_winner
    assert game.phase == "auction"
    assert game.turn is not first            # the holder of 1S, on turn to raise
    assert "X" not in [str(a) for a in game.legal_actions()]
    game.act("3S")
    holder = W if first is S else S
    assert game.phase == "play" and game.contract is not None
    assert game.contract.describe() == f"3S by {holder}"
    assert game.turn is first                # the defender leads


def test_the_holder_may_accept_with_a_pass() -> None:
    game = bidding("2C P P")
    assert game.contract is not None and str(game.contract) == "2C"
    assert game.contract.declarer is game.exchange_winner


def test_two_passes_no_contract_only_the_exchange_is_scored() -> None:
    game = bidding("P P")
    result = game.result
    assert result is not None and result.contract == "P"
    winner = str(game.exchange_winner)
    assert result.details["entries"] == [
        {"player": winner, "points": 40, "line": "below", "reason": "most exchange tricks"},
        {"player": winner, "points": 10, "line": "above", "reason": "most exchange tricks"}]


def test_bids_run_from_plus_1_to_plus_7_without_doubles() -> None:
    game = bidding("1NT")
    with pytest.raises(bc.IllegalAction, match="no doubles"):
        game.act("X")
    with pytest.raises(bc.IllegalAction, match=r"\+1 to \+7"):
        game.act("8C")


def test_the_contract_phase_is_13_tricks_and_scored() -> None:
    game = bidding("1C P P")
    while not game.is_over:
        game.act(str(game.legal_actions()[0]))
    assert game.play is not None and sum(game.play.won.values()) == 13
    result, contract = game.result, game.contract
    assert result is not None and contract is not None and contract.declarer is not None
    assert result.tricks == game.play.won[contract.declarer]
    assert sum(result.score.values()) == sum(e["points"] for e in result.details["entries"])


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """From the rules: the jokers; his 12 dealt cards; every card turned from the stock;
    the cards he drew as loser; every card played; both last stock cards if he alone kept
    his joker; at the end every card that was in a player's hand, but never a dead stock
    card he did not see (RULES.md)."""
    assert isinstance(game, BuddyBridgeGame)
    deal = game.buddy_deal
    if game.is_over:
        held = {str(c) for s in (S, W) for c in deal[s]}
        held |= {str(c) for s in (S, W) for c in game.exchange.hands[s]}
        held |= {str(c) for c in game.exchange.played_cards()}
        return {"JK"} | held | may_know_before_the_end(game, seat)
    return may_know_before_the_end(game, seat)


def may_know_before_the_end(game: BuddyBridgeGame, seat: bc.Seat) -> set[str]:
    deal = game.buddy_deal
    stock = deal.stock
    known = {"JK"} | {str(c) for c in deal[seat]}
    exchange = game.exchange
    turned = min(13, sum(1 for t in exchange.tricks if t.winner is not None) + 1)
    known |= {str(stock[2 * i]) for i in range(turned)}
    for i, trick in enumerate(exchange.tricks):
        if trick.winner is not None and trick.winner is not seat:
            known.add(str(stock[2 * i + 1]))
        known |= {str(c) for _, c in trick.cards}
    jokers_left = [s for s in (S, W) if not any(
        c.is_joker for t in exchange.tricks for who, c in t.cards if who is s)]
    if exchange.is_complete and jokers_left == [seat]:
        known |= {str(stock[26]), str(stock[27])}
    elif exchange.is_complete and len(jokers_left) == 2:
        mine = 26 if exchange.won[seat] > 6 else 27
        known.add(str(stock[mine]))
    if game.play is not None:
        known |= {str(c) for c in game.play.played_cards()}
    return known


@pytest.mark.parametrize("seed", range(30))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    game = two_player_playout("buddy-bridge", may_know, seed, vulnerability=False)
    assert isinstance(game, BuddyBridgeGame)
    played = game.exchange.played_cards()
    assert len(game.exchange.tricks) == 13 and len(played) == 26
    if game.play is not None:
        assert sum(game.play.won.values()) == 13
        jokers = sum(1 for c in played if c.is_joker)
        in_play = [c for c in [*played, *game.play.played_cards()] if not c.is_joker]
        # Each joker played leaves one of the last two stock cards dead.
        assert len(set(in_play)) == len(in_play) == 52 - jokers
