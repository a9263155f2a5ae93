"""Duplicate scoring (Law 77) against the examples of seed 002 and against endplay."""

from __future__ import annotations

import itertools

import pytest
from endplay.types import Contract as EndplayContract
from endplay.types import Denom, Penalty, Player, Vul

import bridgeclub as bc
from bridgeclub.scoring import duplicate_score, imps, score_contract, undertrick_penalty


def score(text: str, tricks: int, vulnerable: bool) -> int:
    return duplicate_score(bc.Contract.from_str(text), tricks, vulnerable)


def test_seed_002_duplicate_examples() -> None:
    """Seed 002, "Duplicate Bridge: Scoring"."""
    assert score("2S", 10, False) == 170  # 60 + 60 overtricks + 50 part score
    assert score("4S", 10, False) == 420
    assert score("4S", 10, True) == 620


def ns_score(contract: str, declarer: str, tricks: int, board: int) -> int:
    """North's score for a table result on a board, as the scorecards write it."""
    seat = bc.Seat.from_str(declarer)
    vul = bc.board_vulnerability(board).is_vulnerable(seat.side)
    points = duplicate_score(bc.Contract.from_str(contract.replace("*", "X")), tricks, vul)
    return points if seat.side is bc.Side.NS else -points


def test_seed_002_teams_scorecards_and_imps() -> None:
    """Seed 002, "Teams of Four": North's card at table 1, East's at table 2, and the IMPs
    for our team (-1, -3, +13, +6; 15 IMPs ahead overall)."""
    table_1 = [("4S", "S", 10, 1), ("5D*", "W", 8, 2), ("3NT", "W", 12, 3), ("2H", "N", 9, 4)]
    table_2 = [("4S", "S", 11, 1), ("4H", "N", 10, 2), ("6NT", "W", 12, 3), ("4H", "N", 9, 4)]
    ours_ns = [ns_score(*row) for row in table_1]
    assert ours_ns == [420, 500, -690, 140]
    ours_ew = [-ns_score(*row) for row in table_2]
    assert ours_ew == [-450, -620, 1440, 100]
    swings = [imps(a + b) for a, b in zip(ours_ns, ours_ew, strict=True)]
    assert swings == [-1, -3, 13, 6]
    assert sum(swings) == 15


def test_seed_002_rubber_example_contract_scores() -> None:
    """The parts of each contract in seed 002's rubber example (footnotes a-i)."""
    parts = score_contract(bc.Contract.from_str("2H"), 10, False)  # (a)
    assert (parts.trick_points, parts.overtricks) == (60, 60)
    assert undertrick_penalty(2, 1, False) == 300  # (b) 4SX two down: 100 + 200
    parts = score_contract(bc.Contract.from_str("3NT"), 10, False)  # (c)
    assert (parts.trick_points, parts.overtricks) == (100, 30)
    assert score_contract(bc.Contract.from_str("3S"), 9, False).trick_points == 90  # (d)
    assert undertrick_penalty(2, 0, True) == 200  # (e) 2D by vulnerable side, 6 tricks
    parts = score_contract(bc.Contract.from_str("6HX"), 13, False)  # (f)
    assert (parts.trick_points, parts.overtricks, parts.insult, parts.slam) == (360, 100, 50, 500)
    assert score_contract(bc.Contract.from_str("1NT"), 8, True).trick_points == 40  # (g)
    assert score_contract(bc.Contract.from_str("3C"), 9, False).trick_points == 60  # (h)
    assert score_contract(bc.Contract.from_str("3H"), 9, True).trick_points == 90  # (i)


def test_undertrick_table_of_seed_002() -> None:
    """Not doubled 50/100 each; doubled 100, 200 each for the 2nd and 3rd, 300 after (not
    vulnerable); 200 then 300 each (vulnerable); redoubled twice as much."""
    assert [undertrick_penalty(n, 0, False) for n in (1, 2, 3)] == [50, 100, 150]
    assert [undertrick_penalty(n, 0, True) for n in (1, 2, 3)] == [100, 200, 300]
    assert [undertrick_penalty(n, 1, False) for n in (1, 2, 3, 4, 5)] == [100, 300, 500, 800, 1100]
    assert [undertrick_penalty(n, 1, True) for n in (1, 2, 3, 4)] == [200, 500, 800, 1100]
    assert [undertrick_penalty(n, 2, False) for n in (1, 2, 3, 4)] == [200, 600, 1000, 1600]
    assert [undertrick_penalty(n, 2, True) for n in (1, 2, 3, 4)] == [400, 1000, 1600, 2200]


def test_slam_and_doubled_overtrick_tables() -> None:
    assert score("6S", 12, False) == 980 and score("6S", 12, True) == 1430
    assert score("7NT", 13, False) == 1520 and score("7NT", 13, True) == 2220
    # 80 trick points (a part score), 2 doubled overtricks, 50 insult, 50 part-score bonus
    assert score("1NTX", 9, False) == 80 + 200 + 50 + 50
    assert score("1NTX", 9, True) == 80 + 400 + 50 + 50
    # redoubled: 160 trick points make a game; 100 for making it redoubled
    assert score("1NTXX", 8, False) == 160 + 200 + 100 + 300
    assert score("1NTXX", 8, True) == 160 + 400 + 100 + 500


DENOMS = {bc.Strain.CLUBS: Denom.clubs, bc.Strain.DIAMONDS: Denom.diamonds,
          bc.Strain.HEARTS: Denom.hearts, bc.Strain.SPADES: Denom.spades,
          bc.Strain.NOTRUMP: Denom.nt}
PENALTIES = {0: Penalty.passed, 1: Penalty.doubled, 2: Penalty.redoubled}


@pytest.mark.parametrize("strain", list(bc.Strain))
def test_every_contract_agrees_with_endplay(strain: bc.Strain) -> None:
    """Every level, doubling, vulnerability and trick count, against endplay's
    independent implementation of the duplicate score."""
    for level, doubled, vulnerable, tricks in itertools.product(
            range(1, 8), range(3), (False, True), range(14)):
        contract = bc.Contract(level, strain, doubled, bc.Seat.S)
        theirs = EndplayContract(level=level, denom=DENOMS[strain], declarer=Player.south,
                                 penalty=PENALTIES[doubled], result=tricks - level - 6)
        expected = theirs.score(Vul.ns if vulnerable else Vul.none)
        assert duplicate_score(contract, tricks, vulnerable) == expected, (
            f"{contract} {tricks} tricks vulnerable={vulnerable}")


def test_goren_edition_of_seed_003() -> None:
    """Seed 003's table: non-vulnerable doubled undertricks 100 then 200 each, redoubled
    200 then 400 each; 50 for making any doubled or redoubled contract."""
    assert [undertrick_penalty(n, 1, False, "goren") for n in (1, 2, 3, 4)] == [100, 300, 500, 700]
    assert [undertrick_penalty(n, 2, False, "goren") for n in (1, 2, 3)] == [200, 600, 1000]
    assert undertrick_penalty(4, 1, True, "goren") == undertrick_penalty(4, 1, True)
    parts = score_contract(bc.Contract.from_str("2HXX"), 8, False, "goren")
    assert parts.insult == 50


def test_bad_trick_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="tricks run from 0 to 13"):
        score("4S", 14, False)
    with pytest.raises(ValueError, match="edition"):
        score_contract(bc.Contract.from_str("4S"), 10, False, "old")  # type: ignore[arg-type]


def test_imp_table_boundaries_of_seed_002() -> None:
    table = [(0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
             (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
             (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14),
             (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18),
             (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22),
             (3500, 3990, 23), (4000, 7600, 24)]
    for low, high, won in table:
        assert imps(low) == imps(high) == won
        assert imps(-low) == imps(-high) == -won
