"""MiniBridge scores: every cell of the three tables of seed 001, its five scoring examples
and the examples of seed 002's Minibridge section."""

from __future__ import annotations

import pytest

from bridgeclub.calls import Strain
from bridgeclub.scoring.minibridge import minibridge_score, tricks_needed

NT, SPADES, HEARTS, DIAMONDS, CLUBS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS,
                                       Strain.DIAMONDS, Strain.CLUBS)

# Seed 001, "PART SCORE CONTRACT": declarer tricks -> (NT, spades/hearts, diamonds/clubs)
PART = {7: (90, 80, 70), 8: (120, 110, 90), 9: (150, 140, 110), 10: (180, 170, 130),
        11: (210, 200, 150), 12: (240, 230, 170), 13: (270, 260, 190)}
# "GAME SCORE CONTRACT"
GAME = {9: (400, 0, 0), 10: (430, 420, 0), 11: (460, 450, 400), 12: (490, 480, 420),
        13: (520, 510, 440)}
# "DEFEATED CONTRACT": defender tricks -> (part, NT game, major game, minor game)
DEFEATED = {3: (0, 0, 0, 50), 4: (0, 0, 50, 100), 5: (0, 50, 100, 150),
            6: (0, 100, 150, 200), 7: (50, 150, 200, 250), 8: (100, 200, 250, 300),
            9: (150, 250, 300, 350)}
COLUMNS = ((NT,), (SPADES, HEARTS), (DIAMONDS, CLUBS))


@pytest.mark.parametrize("tricks", range(14))
def test_part_score_table(tricks: int) -> None:
    row = PART.get(tricks, (0, 0, 0))
    for expected, strains in zip(row, COLUMNS, strict=True):
        for strain in strains:
            assert minibridge_score("part", strain, tricks)[0] == expected


@pytest.mark.parametrize("tricks", range(14))
def test_game_score_table(tricks: int) -> None:
    row = GAME.get(tricks, (0, 0, 0))
    for expected, strains in zip(row, COLUMNS, strict=True):
        for strain in strains:
            assert minibridge_score("game", strain, tricks)[0] == expected


@pytest.mark.parametrize("defender_tricks", range(10))
def test_defeated_contract_table(defender_tricks: int) -> None:
    row = DEFEATED.get(defender_tricks, (0, 0, 0, 0))
    declarer_tricks = 13 - defender_tricks
    cases = [("part", s, row[0]) for s in Strain] + [("game", NT, row[1])] + \
        [("game", s, row[2]) for s in (SPADES, HEARTS)] + \
        [("game", s, row[3]) for s in (DIAMONDS, CLUBS)]
    for kind, strain, expected in cases:
        mine, theirs = minibridge_score(kind, strain, declarer_tricks)  # type: ignore[arg-type]
        assert theirs == expected
        if expected:
            assert mine == 0


def test_defenders_score_fifty_a_trick_beyond_the_table() -> None:
    assert minibridge_score("game", SPADES, 0) == (0, 500)
    assert minibridge_score("part", CLUBS, 0) == (0, 350)


@pytest.mark.parametrize(("kind", "strain", "tricks", "score"), [
    ("part", NT, 9, (150, 0)),     # 1: 40 + 2 x 30 + 50
    ("game", NT, 9, (400, 0)),     # 2: 40 + 2 x 30 + 300
    ("game", SPADES, 9, (0, 50)),  # 3: defeated, 1 x 50 to the defenders
    ("game", HEARTS, 11, (450, 0)),  # 4: 5 x 30 + 300
    ("part", CLUBS, 10, (130, 0)),   # 5: 4 x 20 + 50
])
def test_the_five_scoring_examples(kind: str, strain: Strain, tricks: int,
                                   score: tuple[int, int]) -> None:
    assert minibridge_score(kind, strain, tricks) == score  # type: ignore[arg-type]


def test_seed_002_examples() -> None:
    assert minibridge_score("part", NT, 7) == (90, 0)
    assert minibridge_score("part", NT, 10) == (180, 0)
    assert minibridge_score("part", NT, 5) == (0, 100)
    assert minibridge_score("game", HEARTS, 10) == (420, 0)
    assert minibridge_score("game", HEARTS, 11) == (450, 0)
    assert minibridge_score("game", HEARTS, 7) == (0, 150)


def test_tricks_needed_and_bad_input() -> None:
    assert [tricks_needed("part", s) for s in Strain] == [7] * 5
    assert [tricks_needed("game", s) for s in Strain] == [11, 11, 10, 10, 9]
    with pytest.raises(ValueError, match="part score or a game"):
        tricks_needed("slam", NT)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="0 to 13"):
        minibridge_score("part", NT, 14)
