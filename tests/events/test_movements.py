"""Movements keep their promises (issue 15): no pair meets another twice, no pair plays a
board twice, every board is played the planned number of times, every pair plays the
planned number of boards; Mitchell 3-30 tables, Howell 2-7."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgeclub.events.movements import (
    HOWELL_OFFSETS,
    Movement,
    arrow_switch,
    howell,
    howell_offsets,
    mitchell,
    movement_for,
    round_robin,
    swiss_pairings,
    teams_match,
)


def check(movement: Movement, plays: int, boards_each: int) -> None:
    assert movement.problems() == []
    meetings = Counter(frozenset((s.ns, s.ew)) for s in movement.sittings)
    assert max(meetings.values()) == 1
    assert set(movement.plays().values()) == {plays}
    for pair in movement.pairs:
        boards = [b for s in movement.sittings if pair in (s.ns, s.ew) for b in s.boards]
        assert len(boards) == len(set(boards)) == boards_each
    for number in range(1, movement.rounds + 1):
        seated = [p for s in movement.round(number) for p in (s.ns, s.ew)]
        assert len(seated) == len(set(seated))


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 30), st.integers(1, 4), st.sampled_from(["skip", "relay"]))
def test_mitchell(tables: int, per_round: int, even: str) -> None:
    movement = mitchell(tables, per_round, even)
    rounds = tables - 1 if tables % 2 == 0 and even == "skip" else tables
    assert movement.rounds == rounds and len(movement.pairs) == 2 * tables
    plays = tables - 1 if tables % 2 == 0 and even == "skip" else tables
    check(movement, plays, rounds * per_round)
    # North-South stay put and meet every East-West pair they can
    assert all(s.ns == s.table for s in movement.sittings)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 7), st.integers(1, 4))
def test_howell(tables: int, per_round: int) -> None:
    movement = howell(tables, per_round)
    pairs = 2 * tables
    check(movement, tables, (pairs - 1) * per_round)
    met = {frozenset((s.ns, s.ew)) for s in movement.sittings}
    assert len(met) == pairs * (pairs - 1) // 2  # everyone meets everyone
    for number in range(1, movement.rounds + 1):
        sets = [s.board_set for s in movement.round(number)]
        if tables >= 4:
            assert len(sets) == len(set(sets))  # no copies needed
        elif len(sets) != len(set(sets)):
            assert f"Round {number}: tables share" in movement.guide()


def test_howell_offsets_table_is_what_the_search_finds() -> None:
    for n in (2, 3, 4):
        assert howell_offsets(n) == HOWELL_OFFSETS[n]


def test_arrow_switch_swaps_the_last_round() -> None:
    plain = mitchell(5)
    switched = arrow_switch(plain)
    assert switched.problems() == []
    last = {(s.table, s.ns, s.ew) for s in switched.round(5)}
    assert last == {(s.table, s.ew, s.ns) for s in plain.round(5)}
    assert switched.round(1) == plain.round(1)


def test_bad_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 3 tables"):
        mitchell(2)
    with pytest.raises(ValueError, match="2 to 7 tables"):
        howell(8)
    with pytest.raises(ValueError, match="no movement"):
        movement_for("chaos", 4)


@given(st.integers(2, 40))
def test_round_robin_every_team_meets_every_other_once(teams: int) -> None:
    schedule = round_robin(teams)
    matches = [frozenset(m) for rnd in schedule for m in rnd if 0 not in m]
    assert len(matches) == len(set(matches)) == teams * (teams - 1) // 2
    for rnd in schedule:
        seated = [t for m in rnd for t in m if t]
        assert len(seated) == len(set(seated))


def test_teams_match_swaps_the_boards_between_the_tables() -> None:
    match = teams_match(24, segments=2)
    assert [p for p in match.problems() if "board" in p or "round" in p] == []
    assert {frozenset((s.ns, s.ew)) for s in match.sittings} == {
        frozenset(p) for p in ((1, 3), (2, 4), (1, 4), (2, 3))}
    assert set(match.plays().values()) == {2} and match.boards_played() == 24


@settings(max_examples=20, deadline=None)
@given(st.integers(4, 30).map(lambda n: n * 2), st.randoms(use_true_random=False))
def test_swiss_never_repeats_a_match(teams: int, rng: object) -> None:
    played: set[frozenset[int]] = set()
    standings = list(range(1, teams + 1))
    for _ in range(min(5, teams - 1)):
        pairs = swiss_pairings(standings, played)
        assert sorted(t for p in pairs for t in p) == sorted(standings)
        assert not {frozenset(p) for p in pairs} & played
        played |= {frozenset(p) for p in pairs}
        rng.shuffle(standings)  # type: ignore[attr-defined]


def test_table_cards_and_guide() -> None:
    movement = mitchell(4)
    card = movement.table_card(2)
    assert "table 2" in card and card.count("\n") == 2 + movement.rounds
    guide = movement.guide()
    assert "skip a table after round 2" in guide and "Round 3" in guide
    page = movement.guide_html()
    assert page.startswith("<!DOCTYPE html>") and page.count("<h2>Table") == 4
    assert page.count("<tr>") == 5 + 4 * (1 + movement.rounds)
