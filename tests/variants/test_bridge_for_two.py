"""Goren's Bridge for Two (seed 003, RULES.md): racks, the two-caller auction, the play."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.game import Game
from bridgeclub.variants.bridge_for_two import BridgeForTwoGame, Rack, RackPlay
from tests.playout import card_strings, cards_of, played_and_own, two_player_playout

# A deal built so that the racks' face-down cards are a whole suit the face-up cards lack:
# North's rack holds hearts face-down under spades, East's clubs under diamonds.
DEAL = "N:8765432.765432.. ..8765432.765432 AKQJT9.AKQJT98.. ..AKQJT9.AKQJT98"
RACKS = {"N": "H2 H3 H4 H5 H6 H7 S2 S3 S4 S5 S6 S7 S8",
         "E": "C2 C3 C4 C5 C6 C7 D2 D3 D4 D5 D6 D7 D8"}


def game_of(calls: str, dealer: str = "S", **options: object) -> BridgeForTwoGame:
    game = bc.new_game("bridge-for-two", deal=DEAL, racks=RACKS, dealer=dealer, **options)
    assert isinstance(game, BridgeForTwoGame)
    for call in calls.split():
        game.act(call)
    return game


def test_the_racks_are_filled_in_the_order_of_the_deal() -> None:
    # Seed 003, "The Deal" 1-3: six face-down one to a compartment (centre empty), the next
    # six face-up over them, the thirteenth face-up in the centre; never rearranged.
    pack = [bc.Card.from_str(c) for c in
            "SA H2 C2 D2 SK H3 C3 D3 SQ H4 C4 D4 SJ H5 C5 D5 ST H6 C6 D6 S9 H7 C7 D7 "
            "S8 H8 C8 D8 S7 H9 C9 D9 S6 HT CT DT S5 HJ CJ DJ S4 HQ CQ DQ S3 HK CK DK "
            "S2 HA CA DA".split()]
    game = bc.new_game("bridge-for-two", pack=pack, dealer="W")
    assert isinstance(game, BridgeForTwoGame)
    # West deals: the first card goes to North (West's left), then East, South, West.
    assert [str(c) for c in game.rack_order[bc.Seat.N]][:3] == ["SA", "SK", "SQ"]
    racks = game.view("S")["racks"]
    assert [c["up"] for c in racks["N"]] == ["S8", "S7", "S6", "S2", "S5", "S4", "S3"]
    assert [c["up"] for c in racks["E"]] == ["H8", "H9", "HT", "HA", "HJ", "HQ", "HK"]
    assert [c["covered"] for c in racks["N"]] == [True, True, True, False, True, True, True]
    rack = game.racks_now()[bc.Seat.N]
    assert [str(c) if c else None for c in rack.down] == \
        ["SA", "SK", "SQ", None, "SJ", "ST", "S9"]
    assert sorted(game.deal[bc.Seat.S].cards) == sorted(
        bc.Card.from_str(c) for c in "C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK CA".split())


def test_a_rack_keeps_its_cards_as_dealt_not_by_suit() -> None:
    rack = Rack([bc.Card.from_str(c) for c in
                 "C2 SA H3 D4 C5 S6 DA C9 SK H2 CT D7 S2".split()])
    assert [str(c) for c in rack.playable()] == ["DA", "C9", "SK", "S2", "H2", "CT", "D7"]


def test_the_face_down_cards_are_unknown_to_both_players() -> None:
    game = game_of("1S P")
    hidden = {f"H{r}" for r in "234567"} | {f"C{r}" for r in "234567"}
    for seat in game.players:
        assert not card_strings(game.view(seat)) & hidden
    assert "H2" not in str(game.history)


@pytest.mark.parametrize(("calls", "dealer", "contract"), [
    ("1S P", "S", "1S by S"),
    ("1S X P", "S", "1SX by S"),
    ("1S X XX P", "S", "1SXX by S"),
    ("1H 2C P", "S", "2C by W"),
    ("1H 1S 2H P", "S", "2H by S"),
    ("P 1D P", "S", "1D by W"),
    ("P 1D P", "W", "1D by S"),
    ("1NT P", "W", "1NT by W"),
])
def test_the_first_pass_after_any_call_ends_the_auction(calls: str, dealer: str,
                                                       contract: str) -> None:
    game = game_of(calls, dealer)
    assert game.auction.is_complete and game.phase == "play"
    assert game.contract is not None and game.contract.describe() == contract


def test_two_passes_throw_the_deal_in() -> None:
    game = game_of("P", "W")
    assert game.phase == "auction" and game.actor is bc.Seat.S
    game.act("P")
    assert game.is_over and game.result is not None
    assert game.result.contract == "P" and game.result.score == {"NS": 0, "EW": 0}


def test_only_the_two_players_call() -> None:
    game = game_of("1C")
    assert game.auction.callers == (bc.Seat.S, bc.Seat.W)
    with pytest.raises(bc.IllegalAction, match="nobody plays North"):
        game.act("P", seat="N")
    with pytest.raises(bc.IllegalAction, match="West's turn"):
        game.act("P", seat="S")


def test_the_opening_lead_comes_from_declarers_left() -> None:
    south = game_of("1S P")
    assert south.turn is bc.Seat.W and south.actor is bc.Seat.W        # B's own hand
    west = game_of("1C P", "W")
    assert west.turn is bc.Seat.N and west.actor is bc.Seat.S          # A's rack
    assert west.view("S")["legal_actions"] == ["S2", "S3", "S4", "S8", "S5", "S6", "S7"]


def test_a_rack_without_a_face_up_card_of_the_suit_trumps_or_discards() -> None:
    game = game_of("1S P")            # spades trumps; West leads from her hand
    game.act("CA")
    # North has no club at all: it may trump or discard with any face-up card.
    assert sorted(str(c) for c in game.legal_actions()) == [f"S{r}" for r in "2345678"]
    game.act("S2", seat="S")
    # East holds clubs, but face-down: she may play any face-up card and has not revoked.
    assert game.actor is bc.Seat.W
    assert sorted(str(c) for c in game.legal_actions()) == [f"D{r}" for r in "2345678"]
    with pytest.raises(bc.IllegalAction, match="C2 is not a face-up card of East's rack"):
        game.act("C2")
    before = game.to_json()
    with pytest.raises(bc.IllegalAction, match="SA is not a face-up card of East's rack"):
        game.act("SA")
    assert game.to_json() == before
    game.act("D2")
    game.act("HA", seat="S")
    assert game.play is not None and game.play.tricks[0].winner is bc.Seat.N   # the trump
    # The covered clubs turned face-up: now East must follow with them.
    racks = game.view("W")["racks"]
    assert racks["E"][0] == {"up": "C2", "covered": False}
    assert racks["N"][0] == {"up": "H2", "covered": False}
    game.act("S3", seat="S")          # North won, so North leads
    assert game.actor is bc.Seat.W and game.turn is bc.Seat.E


def test_an_uncovered_card_is_not_playable_until_the_trick_is_complete() -> None:
    game = game_of("1S P")
    game.act("CA")
    game.act("S2", seat="S")          # uncovers H2 in North's rack, still face-down
    assert game.view("S")["racks"]["N"][0] == {"up": None, "covered": True}
    assert isinstance(game.play, RackPlay)
    assert "H2" not in card_strings(game.view("S"))


def test_the_deal_is_scored_in_gorens_edition() -> None:
    game = game_of("2S X XX P", vulnerability="None")
    while not game.is_over:           # North-South hold every trump: all 13 tricks
        game.act(str(game.legal_actions()[0]))
    result = game.result
    assert result is not None
    assert (result.contract, result.declarer, result.tricks) == ("2SXX", "S", 13)
    assert result.details["entries"] == [
        {"side": "NS", "points": 240, "line": "below", "reason": "contract"},
        {"side": "NS", "points": 1000, "line": "above", "reason": "overtricks"},  # 5 x 200
        {"side": "NS", "points": 50, "line": "above", "reason": "insult"},
        {"side": "NS", "points": 150, "line": "above", "reason": "honours"},     # AKQJT
    ]
    assert result.score == {"NS": 1440, "EW": 0}


def test_bad_options_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="one of the players' seats"):
        bc.new_game("bridge-for-two", seed=1, dealer="E")
    with pytest.raises(ValueError, match="North's rack must hold"):
        bc.new_game("bridge-for-two", deal=DEAL, racks={"N": "C2", "E": RACKS["E"]})
    with pytest.raises(ValueError, match="52 cards once"):
        bc.new_game("bridge-for-two", pack="SA SK")


def may_know(game: Game, seat: bc.Seat) -> set[str]:
    """From the rules: her own hand, the racks' face-up cards (the six on top, the centre,
    and each covered card once the card over it has been played in a complete trick), the
    cards played; once the deal is over, every card but the face-down rack cards that
    were never turned up (RULES.md: unseen stays unseen)."""
    assert isinstance(game, BridgeForTwoGame)
    known = played_and_own(game, seat)
    if game.is_over:
        known |= cards_of(game, bc.Seat.S, bc.Seat.W)
    done: set[bc.Card] = set()
    if game.play is not None:
        done = {c for t in game.play.completed_tricks for _, c in t.cards}
    for dealt in game.rack_order.values():
        known |= {str(c) for c in dealt[6:]}
        known |= {str(dealt[i]) for i in range(6) if dealt[6 + i] in done}
    return known


@pytest.mark.parametrize("seed", range(30))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    game = two_player_playout("bridge-for-two", may_know, seed)
    assert isinstance(game, BridgeForTwoGame)
    if game.play is not None:
        assert sorted(game.play.played_cards()) == sorted(bc.DECK)
        assert sum(game.play.won.values()) == 13
        for rack in game.play.racks.values():
            assert not rack.playable() and not any(rack.down)
