"""What every registered kind of match must do, now and for kinds added later (as
``tests/test_every_variant.py`` does for games): deal its games with the standing as their
situation, score games played with random legal actions, keep a score pad, save, load and
undo to an equal match at every step, refuse bad entries without changing, and show a
JSON-ready standing. A new kind needs only its line in ``PAD_ENTRIES``."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgeclub as bc
from bridgeclub.match import Match

KINDS = bc.match_kinds()
STRAINS = ["C", "D", "H", "S", "NT"]
Entry = tuple[tuple[Any, ...], dict[str, Any]]


def contract_bridge_entry(rng: random.Random, match: Match) -> Entry:
    if rng.random() < 0.15:
        return ("P",), {}
    strain = rng.choice(STRAINS)
    contract = f"{rng.randint(1, 7)}{strain}{'X' * rng.choice([0, 0, 0, 1, 2])}"
    details: dict[str, Any] = {}
    standing = match.standing
    if match.kind == "chicago" and match.options.get("scoring") == "russian":
        details["hcp"] = {rng.choice(["NS", "EW"]): rng.randint(0, 40)}
    elif standing["kind"] == "rubber" and rng.random() < 0.2:
        details["honours"] = {rng.choice(["NS", "EW"]): 150 if strain == "NT"
                              else rng.choice([100, 150])}
    return (contract, rng.choice("NESW"), rng.randint(0, 13)), details


def ez_entry(rng: random.Random, match: Match) -> Entry:
    if rng.random() < 0.1:
        return ("P",), {}
    bidders = "ESW" if match.kind == "ez-bridge-3" else "NESW"
    level = rng.randint(7, 13)
    return (f"{level}{rng.choice(STRAINS)}", rng.choice(bidders),
            rng.randint(max(0, level - 2), 13)), {}


def minibridge_entry(rng: random.Random, match: Match) -> Entry:
    if rng.random() < 0.1:
        return ("redeal",), {}
    return (f"{rng.choice(['part', 'game'])} {rng.choice(STRAINS)}", rng.choice("NESW"),
            rng.randint(5, 13)), {}


def minibridge_open_entry(rng: random.Random, match: Match) -> Entry:
    if rng.random() < 0.1:
        return ("P",), {}
    return (f"{rng.randint(1, 7)}{rng.choice(STRAINS)}", rng.choice("NESW"),
            rng.randint(5, 13)), {}


def buddy_entry(rng: random.Random, match: Match) -> Entry:
    exchange = {"exchange_winner": rng.choice("SW")}
    if rng.random() < 0.1:
        return ("P",), exchange
    return (f"{rng.randint(1, 7)}{rng.choice(STRAINS)}", rng.choice("SW"),
            rng.randint(4, 13)), exchange


#: A good pad entry for each kind, at random.
PAD_ENTRIES: dict[str, Callable[[random.Random, Match], Entry]] = {
    "rubber": contract_bridge_entry, "chicago": contract_bridge_entry,
    "duplicate": contract_bridge_entry, "ez-bridge": ez_entry, "ez-bridge-3": ez_entry,
    "minibridge": minibridge_entry, "minibridge-open": minibridge_open_entry,
    "buddy-bridge": buddy_entry,
}

#: Entries no pad may take; each is refused with a clear error and changes nothing.
BAD_ENTRIES: list[Entry] = [
    ((None,), {}), ((4,), {}), ((["4S"],), {}), (("x" * 10_000, "S", 9), {}),
    (("4S", "S", 9.5), {}), (("4S", "S", True), {}), (("4S", "S", "²"), {}),
    (("4S", "S", [10]), {}), (("4S", 5, 9), {}), (("4S", bc.Side.NS, 9), {}),
    (("4S", "S", -1), {}), (("4S", "S", 14), {}), (("4S", "S", 10**100), {}),
    (("4S by E", "S", 10), {}), (("P", "N", 9), {}), (("P", None, 9), {}),
    (("4S", "S", 10), {"honours": [100]}), (("4S", "S", 10), {"hcp": [20]}),
    (("4S", "S", 10), {"honours": {"NS": 100.0}}), (("4S", "S", 10), {"nonsense": 1}),
    (("8H", "S", 10), {"honours": {"NS": 10**9}}),
]


def new(kind: str, **options: Any) -> Match:
    if kind == "buddy-bridge":
        options.setdefault("seed", 1)
    return bc.new_match(kind, **options)


def whole(match: Match) -> tuple[Any, ...]:
    """Everything a match shows: its saved form, sheet, standing, summary and next dealer
    (a refusal must leave all of it as it was)."""
    return (match.to_json(), match.sheet.to_dict(), match.standing, match.summary(),
            match.next_dealer, match.column_of(match.players[0]))


def check_standing(match: Match) -> None:
    standing = match.standing
    assert json.loads(json.dumps(standing)) == standing
    assert standing["kind"] == match.kind and standing["is_over"] == match.is_over
    assert standing["deals_played"] == len(match.log)
    assert standing["next_dealer"] == str(match.next_dealer)
    assert standing["winner"] == match.winner
    assert match.winner is None or match.winner in match.sheet.columns
    assert set(standing["totals"]) == set(match.sheet.columns)
    for key in ("deals_left", "vulnerability", "games_won"):
        assert key in standing
    json.dumps(match.sheet.to_dict())
    assert isinstance(match.summary(), str) and isinstance(match.outcome(), str)
    assert "{" not in match.summary() + match.outcome()


def check_saved_and_undone(match: Match, before: str | None, again: Callable[[], None]
                           ) -> None:
    """Saving and loading give an equal match; undo gives the match before the last
    step, and doing the step again gives the same match."""
    loaded = Match.from_json(match.to_json())
    assert loaded == match
    after = match.to_json()
    if before is None:
        return
    match.undo()
    assert match.to_json() == before
    again()
    assert match.to_json() == after


def play_randomly(game: bc.Game, rng: random.Random) -> None:
    steps = 0
    while not game.is_over:
        game.act(rng.choice(game.legal_actions()))
        steps += 1
        assert steps < 3000


def test_every_kind_is_registered_with_its_variants() -> None:
    assert set(KINDS) == set(PAD_ENTRIES)
    for variant in bc.variant_names():
        for kind in bc.match_kinds(variant):
            assert kind in KINDS and variant in type(new(kind)).variants
    assert bc.match_kinds("ez-bridge") == ["ez-bridge"]
    assert bc.match_kinds("bridge-for-two") == ["rubber"]


@pytest.mark.parametrize("kind", KINDS)
def test_options_are_declared_and_checked(kind: str) -> None:
    declared = type(new(kind)).option_declarations()
    names = {o["name"] for o in declared}
    assert {"variant", "game_options"} <= names
    json.dumps(declared)
    with pytest.raises(ValueError, match="no option 'clams'"):
        bc.new_match(kind, clams=True)
    with pytest.raises(ValueError, match="game_options"):
        bc.new_match(kind, game_options={"clams": True})


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("seed", range(2))
def test_games_played_at_random_keep_the_match_contract(kind: str, seed: int) -> None:
    rng = random.Random(seed)
    match = new(kind)
    before: str | None = None
    for _ in range(3):
        if match.is_over:
            break
        check_standing(match)
        game = match.next_game(seed=rng.getrandbits(32), claims=True, undo=True)
        assert game.variant == match.variant and game.options["claims"] is True
        assert game.players == match.players
        assert all(match.column_of(seat) in match.sheet.columns for seat in game.players)
        assert {match.seat_for(seat) for seat in game.players} == set(game.players)
        situation = game.view(game.players[0])["situation"]
        assert situation is not None and situation["kind"] == kind
        assert situation["deals_played"] == len(match.log)
        if not game.is_over:  # (a MiniBridge 20-20 deal is over as soon as it is dealt)
            with pytest.raises(bc.IllegalAction, match="not over"):
                match.add_game(game)
        play_randomly(game, rng)
        before = match.to_json()
        match.add_game(game)
        assert match.log[-1]["game"]["history"] == [str(m) for m in game.history]
        check_saved_and_undone(match, before, lambda g=game: match.add_game(g))
        check_standing(match)
    other = bc.new_game(next(v for v in bc.variant_names() if v != match.variant), seed=1)
    with pytest.raises(bc.IllegalAction, match="plays"):
        match.add_game(other)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("seed", range(3))
def test_a_score_pad_to_the_end_keeps_the_match_contract(kind: str, seed: int) -> None:
    rng = random.Random(seed)
    match = new(kind)
    entries = 0
    while not match.is_over and entries < 40:
        args, details = PAD_ENTRIES[kind](rng, match)
        before = match.to_json()
        match.record(*args, **details)
        entries += 1
        check_standing(match)
        check_saved_and_undone(match, before, lambda a=args, d=details: match.record(*a, **d))
    if not match.is_over:
        before = match.to_json()
        match.end()
        check_saved_and_undone(match, before, match.end)
    assert match.is_over
    check_standing(match)
    over = match.to_json()
    with pytest.raises(bc.IllegalAction, match="over"):
        match.record(*PAD_ENTRIES[kind](rng, match)[0])
    with pytest.raises(bc.IllegalAction, match="over"):
        match.next_game(seed=1)
    assert match.to_json() == over
    match.undo()  # the last entry can be taken back once the match is over
    assert not match.is_over or match.ended


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("args", "details"), BAD_ENTRIES)
def test_bad_entries_are_refused_clearly_and_change_nothing(
        kind: str, args: tuple[Any, ...], details: dict[str, Any]) -> None:
    match = new(kind)
    good_args, good_details = PAD_ENTRIES[kind](random.Random(5), match)
    match.record(*good_args, **good_details)
    before = whole(match)
    if kind == "buddy-bridge":
        details = {"exchange_winner": "S", **details}
    with pytest.raises(bc.IllegalAction) as refused:
        match.record(*args, **details)
    message = str(refused.value)
    assert message and "Traceback" not in message and len(message) < 300
    assert whole(match) == before


@pytest.mark.parametrize("kind", KINDS)
def test_next_game_refuses_bad_table_options_and_deals(kind: str) -> None:
    match = new(kind)
    for options in ({"clams": True}, {"claims": "yes"}, {"situation": {}}):
        with pytest.raises(ValueError):
            match.next_game(seed=1, **options)
    with pytest.raises(ValueError):
        match.next_game(deal=3)
    with pytest.raises(bc.IllegalAction, match="nothing to take back"):
        match.undo()


@pytest.mark.parametrize("kind", KINDS)
def test_saved_matches_are_checked_field_by_field(kind: str) -> None:
    match = new(kind)
    args, details = PAD_ENTRIES[kind](random.Random(2), match)
    match.record(*args, **details)
    good = json.loads(match.to_json())
    bad_documents: list[tuple[Any, str]] = [
        ({**good, "ended": "no"}, "ended"), ({**good, "kind": "whist"}, "kind"),
        ({**good, "deals": {}}, "deals"), ({**good, "options": []}, "options"),
        ({**good, "extra": 1}, "extra"), ([], "object"),
        ({**good, "deals": [{"record": {**good["deals"][0]["record"], "tricks": 99}}]},
         "deal 1"),
        ({**good, "deals": [{"record": {"contract": "4S", "declarer": "S", "tricks": 9,
                                         "honours": {"NS": 10**9}}}]}, "deal 1"),
        ({**good, "deals": [{"game": 5}]}, "deal 1"), ({**good, "deals": [7]}, "deal 1"),
        ({**good, "options": {"nonsense": 1}}, "options"),
    ]
    for document, field in bad_documents:
        with pytest.raises(ValueError, match=field):
            Match.from_json(json.dumps(document))
    for text in ("", "{", "[[[[" * 10_000, b"\xff"):
        with pytest.raises(ValueError):
            Match.from_json(text)


def any_value() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(), st.booleans(), st.integers(-3, 20), st.integers(), st.floats(),
        st.text(max_size=12), st.sampled_from(["4S", "3NT", "8H", "game NT", "part C", "P",
                                               "redeal", "4SX by E", "2HXX", "13NT"]),
        st.sampled_from(list(bc.Seat)), st.sampled_from(["N", "E", "S", "W", "NS", "EW"]),
        st.lists(st.integers(0, 200), max_size=2),
        st.dictionaries(st.sampled_from(["NS", "EW", "S", "W", "x"]),
                        st.one_of(st.integers(0, 200), st.floats(), st.text(max_size=3)),
                        max_size=2))


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(contract=any_value(), declarer=any_value(), tricks=any_value(),
       details=st.dictionaries(st.sampled_from(["honours", "hcp", "exchange_winner", "vul"]),
                               any_value(), max_size=2))
def test_fuzzed_pad_entries_are_taken_whole_or_refused_whole(
        kind: str, contract: Any, declarer: Any, tricks: Any, details: dict[str, Any]) -> None:
    match = new(kind)
    good_args, good_details = PAD_ENTRIES[kind](random.Random(1), match)
    match.record(*good_args, **good_details)
    before = whole(match)
    try:
        match.record(contract, declarer, tricks, **details)
    except bc.IllegalAction as refused:
        assert str(refused)
        assert whole(match) == before
        return
    assert Match.from_json(match.to_json()) == match
    match.undo()
    assert whole(match) == before


def mutations() -> st.SearchStrategy[tuple[str, Any]]:
    return st.tuples(st.sampled_from(["kind", "options", "deals", "ended", "record", "game",
                                      "contract", "declarer", "tricks", "honours"]),
                     any_value())


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.lists(mutations(), min_size=1, max_size=3))
def test_fuzzed_saved_matches_load_whole_or_are_refused(
        kind: str, changes: list[tuple[str, Any]]) -> None:
    match = new(kind)
    rng = random.Random(3)
    for _ in range(2):
        args, details = PAD_ENTRIES[kind](rng, match)
        match.record(*args, **details)
    document = json.loads(match.to_json())
    for field, value in changes:
        if field in document:
            document[field] = value
        elif not isinstance(document["deals"], list) or not document["deals"]:
            continue
        elif field in ("record", "game"):
            document["deals"][0] = {field: value}
        elif isinstance(document["deals"][-1], dict) and \
                isinstance(document["deals"][-1].get("record"), dict):
            document["deals"][-1]["record"][field] = value
    try:
        text = json.dumps(document)
    except (TypeError, ValueError):
        return  # not JSON at all (an infinite number): nothing to load
    try:
        loaded = Match.from_json(text)
    except ValueError as refused:
        assert str(refused).startswith("not a saved bridgeclub match")
        return
    assert Match.from_json(loaded.to_json()) == loaded


def test_a_refusal_half_way_through_scoring_puts_everything_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from bridgeclub.matches.ez import EZMatch

    def fail(self: EZMatch, column: str) -> None:
        self.games_won[column] += 1  # a change made before the refusal
        raise ValueError("refused half-way")

    match = new("ez-bridge")
    for _ in range(2):
        match.record("13NT", "N", 13)
    before = whole(match)
    monkeypatch.setattr(EZMatch, "_game_won", fail)
    with pytest.raises(bc.IllegalAction, match="half-way"):
        match.record("13NT", "N", 13)  # 39 points: a game, refused while ruling it
    assert whole(match) == before and match.games_won == {"NS": 0, "EW": 0}
