"""Movements keep their promises (issue 15): no pair meets another twice, no pair plays a
board twice, every board is played the planned number of times, every pair plays the
planned number of boards; Mitchell 3-30 tables, Howell 2-10 (issue 23: balanced
directions, no copies, sit-outs, 3/4 Howells)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgeclub.events.movements import (
    HOWELL_OFFSETS,
    Movement,
    Sitting,
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
    if even == "relay" and tables % 2 == 0 and per_round % 2:
        with pytest.raises(ValueError, match="even number of boards"):
            mitchell(tables, per_round, even)
        per_round += 1
    movement = mitchell(tables, per_round, even)
    rounds = tables - 1 if tables % 2 == 0 and even == "skip" else tables
    assert movement.rounds == rounds and len(movement.pairs) == 2 * tables
    plays = tables - 1 if tables % 2 == 0 and even == "skip" else tables
    check(movement, plays, rounds * per_round)
    # North-South stay put and meet every East-West pair they can
    assert all(s.ns == s.table for s in movement.sittings)


def balanced(movement: Movement) -> None:
    """Every pair sits North-South within one round of half its rounds."""
    ns = Counter(s.ns for s in movement.sittings)
    rounds = Counter(p for s in movement.sittings for p in (s.ns, s.ew))
    assert all(abs(2 * ns[p] - rounds[p]) <= 1 for p in rounds), (ns, rounds)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 10), st.integers(1, 4))
def test_howell(tables: int, per_round: int) -> None:
    if tables <= 3 and per_round % 2:
        with pytest.raises(ValueError, match="half sets"):
            howell(tables, per_round)
        per_round += 1
    movement = howell(tables, per_round)
    pairs = 2 * tables
    check(movement, tables, (pairs - 1) * per_round)
    met = {frozenset((s.ns, s.ew)) for s in movement.sittings}
    assert len(met) == pairs * (pairs - 1) // 2  # everyone meets everyone
    balanced(movement)
    assert not any("copies" in note for note in movement.notes)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 10), st.sampled_from(["complete", "3/4"]), st.booleans())
def test_howells_with_a_sit_out_and_three_quarter_howells(tables: int, fraction: str,
                                                          sit_out: bool) -> None:
    pairs = 2 * tables - sit_out
    movement = howell(tables, 2, fraction, pairs)
    assert movement.problems() == []
    balanced(movement)
    assert movement.pairs == list(range(1, pairs + 1))   # every real pair is seated
    rounds = 2 * tables - 1 if fraction == "complete" else -(-3 * (2 * tables - 1) // 4)
    assert movement.rounds == rounds
    played = Counter(p for s in movement.sittings for p in (s.ns, s.ew))
    assert all(rounds - 1 <= played[p] <= rounds for p in movement.pairs)
    if sit_out:
        note = next(n for n in movement.notes if n.startswith("Sit-outs"))
        assert note.count("round") == rounds
        assert movement.tables == tables - 1    # the phantom's table is the sit-out


@settings(max_examples=30, deadline=None)
@given(st.integers(3, 15))
def test_a_mitchell_with_a_sit_out_seats_every_real_pair(tables: int) -> None:
    movement = mitchell(tables, 2, pairs=2 * tables - 1)
    assert movement.problems() == []
    assert movement.pairs == list(range(1, 2 * tables))
    assert len(movement.sittings) == tables * movement.rounds - movement.rounds


def test_no_round_needs_a_copy_of_a_board() -> None:
    copy = Movement("copied", 2, 1, 1, [Sitting(1, 1, 1, 2, 1, (1,)),
                                        Sitting(1, 2, 3, 4, 1, (1,))])
    assert copy.problems() == ["round 1: board 1 is at two tables at once (a copy)"]
    two = howell(2, 2)
    assert [s.boards for s in two.round(1)] == [(1, 2), (2, 1)]   # halves swapped
    assert two.problems() == []


def test_howell_offsets_are_what_the_search_finds() -> None:
    for n, offsets in HOWELL_OFFSETS.items():
        assert howell_offsets(n) == offsets
    with pytest.raises(ValueError, match="no board-set offsets"):
        howell_offsets(3)


def test_table_cards_say_where_pairs_and_boards_go() -> None:
    card = mitchell(5, 2).table_card(1)
    assert "NS 1 stay, EW 6 to table 2 EW, boards to table 5" in card
    card = howell(7, 2, pairs=13).table_card(1)
    assert "sit out" in card or "Round" in card


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
    with pytest.raises(ValueError, match="2 to 10 tables"):
        howell(11)
    with pytest.raises(ValueError, match="seats 13 or 14 pairs"):
        howell(7, pairs=12)
    with pytest.raises(ValueError, match="rounds 1 to 5, not 6"):
        movement_for("mitchell-arrow", 5, arrow_rounds=(6,))
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
