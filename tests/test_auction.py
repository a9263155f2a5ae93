"""The auction engine (Laws 18-22) with the auctions of seed 002."""

from __future__ import annotations

import pytest

import bridgeclub as bc
from bridgeclub.auction import Auction


def run(dealer: str, calls: str) -> Auction:
    auction = Auction(bc.Seat.from_str(dealer))
    for call in calls.split():
        auction.call(call)
    return auction


def test_seed_example_auction() -> None:
    """Seed 002: North deals; P 1H X 3H 3S P 4S P P P; North declares 4S, the double of 1H
    cancelled by West's 3H."""
    auction = run("N", "P 1H X 3H 3S P 4S P P P")
    assert auction.is_complete and not auction.is_passed_out
    assert auction.contract == bc.Contract.from_str("4S by N")
    assert auction.rounds()[0] == {"N": "P", "E": "1H", "S": "X", "W": "3H"}


def test_four_passes_pass_the_deal_out() -> None:
    auction = run("E", "P P P")
    assert not auction.is_complete and auction.turn is bc.Seat.N
    auction.call("P")
    assert auction.is_passed_out and auction.contract is None and auction.declarer is None
    assert auction.legal_calls() == []


def test_three_passes_after_a_bid_end_it() -> None:
    auction = run("S", "1C P P")
    assert not auction.is_complete
    auction.call("P")
    assert auction.contract == bc.Contract.from_str("1C by S")


def test_declarer_is_the_first_of_the_side_to_name_the_strain() -> None:
    auction = run("N", "1H P 2C P 2H P 4H P P P")
    assert auction.declarer is bc.Seat.N
    auction = run("N", "1C P 1H P 2H P 4H P P P")
    assert auction.declarer is bc.Seat.S


def test_double_and_redouble_rules() -> None:
    auction = run("N", "1S")
    assert str(auction.legal_calls()[:2]) == "[Call('P'), Call('X')]"
    auction.call("P")  # East passes; South may not double partner
    assert auction.why_illegal(bc.DOUBLE) == "you may only double a bid made by an opponent"
    auction.call("P")
    auction.call("X")  # West doubles
    assert auction.why_illegal(bc.REDOUBLE) is None  # North redoubles her own side's bid
    auction.call("P")
    assert auction.why_illegal(bc.DOUBLE) == "1S is already doubled"  # East
    auction.call("P")
    auction.call("XX")  # South
    assert auction.why_illegal(bc.REDOUBLE) == "you may only redouble a double"
    for call in "P P P".split():
        auction.call(call)
    assert auction.contract == bc.Contract.from_str("1SXX by N")


def test_redouble_only_an_opponents_double() -> None:
    auction = run("N", "1S X")
    auction.call("P")  # South
    assert auction.why_illegal(bc.REDOUBLE) == "you may only redouble a double by an opponent"


def test_a_new_bid_cancels_doubles() -> None:
    auction = run("N", "1S X XX 2C P P P")
    assert str(auction.contract) == "2C"


def test_insufficient_bids_are_refused_and_change_nothing() -> None:
    auction = run("N", "2H")
    with pytest.raises(bc.IllegalAction, match="2D is not higher than 2H"):
        auction.call("2D")
    with pytest.raises(bc.IllegalAction, match="2H is not higher than 2H"):
        auction.call("2H")
    with pytest.raises(bc.IllegalAction, match="no higher than the level 7"):
        auction.call("8C")
    with pytest.raises(bc.IllegalAction, match="not a call"):
        auction.call("2Q")
    with pytest.raises(bc.IllegalAction, match="no bid to double"):
        run("N", "P").call("X")
    assert [str(c) for c in auction.calls] == ["2H"] and auction.turn is bc.Seat.E


def test_legal_calls_are_exactly_those_allowed() -> None:
    auction = run("W", "1NT X")
    legal = auction.legal_calls()
    for call in [bc.PASS, bc.DOUBLE, bc.REDOUBLE, *bc.Call._by_text.values()]:
        if call.is_bid and call.level > 7:
            continue
        assert (call in legal) == (auction.why_illegal(call) is None), call
    assert legal[0] is bc.PASS and bc.REDOUBLE in legal and bc.DOUBLE not in legal
    assert str(legal[2]) == "2C" and str(legal[-1]) == "7NT"


def test_the_auction_after_it_ends() -> None:
    auction = run("N", "1C P P P")
    with pytest.raises(bc.IllegalAction, match="the auction is over"):
        auction.call("P")
