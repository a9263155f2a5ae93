"""Saved event files read from outside (issue 10's rule for every file, issue 15's event
files): anything that is not a saved event, or whose parts do not hold together, is refused
with one message naming the part, and a good file loads to the same event."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgeclub.events.model import Event
from tests.events.test_results import random_event

SAVED = random_event("MP", 3).to_json()


def test_a_saved_event_loads_to_the_same_event() -> None:
    assert Event.from_json(SAVED) == Event.from_json(Event.from_json(SAVED).to_json())
    assert Event.from_json(SAVED).to_json() == SAVED


def changed(**fields: Any) -> str:
    data = json.loads(SAVED)
    data.update(fields)
    return json.dumps(data)


def changed_result(**fields: Any) -> str:
    data = json.loads(SAVED)
    data["results"][0].update(fields)
    return json.dumps(data)


@pytest.mark.parametrize(("text", "part"), [
    ("[1, 2]", "holds no event"), ("", "Expecting value"), ("[" * 100_000, "not a saved"),
    (changed(name=5), "name"), (changed(scoring="Rubber"), "scoring"),
    (changed(pairs=[1]), "pairs"), (changed(pairs={"x": "Ann"}), "pairs"),
    (changed(pairs={"²": "Ann"}), "pairs"), (changed(boards=3), "boards"),
    (changed(boards=[{"number": "1"}]), "boards"), (changed(boards=[{"nr": 1}]), "boards"),
    (changed(boards=[{"number": 1, "deal": "N:junk"}]), "boards"),
    (changed(results={"a": 1}), "results"), (changed(results=[1]), "results"),
    (changed_result(tricks=14), "tricks run from 0 to 13"),
    (changed_result(tricks="10"), "tricks cannot be"),
    (changed_result(tricks=True), "tricks cannot be"),
    (changed_result(board=99), "no board 99"), (changed_result(ns=77), "no pair 77"),
    (changed_result(colour="red"), "is not a result"),
    (changed_result(adjusted=[1, 2]), "adjusted"),
    (changed(movement=[1]), "movement"), (changed(movement={"kind": "mitchell"}), "movement"),
])
def test_a_bad_saved_event_is_refused_naming_the_part(text: str, part: str) -> None:
    with pytest.raises(ValueError, match="not a saved event") as error:
        Event.from_json(text)
    assert part in str(error.value)


@settings(max_examples=150, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4), max_leaves=12),
    st.sampled_from(["name", "scoring", "pairs", "boards", "results", "movement", "result",
                     "board"]))
def test_any_mutated_part_loads_whole_or_is_refused(junk: Any, part: str) -> None:
    data = json.loads(SAVED)
    if part == "result":
        data["results"][0][next(iter(data["results"][0]))] = junk
    elif part == "board":
        data["boards"][0]["deal"] = junk
    else:
        data[part] = junk
    try:
        text = json.dumps(data)
    except ValueError:
        return
    try:
        event = Event.from_json(text)
    except ValueError as error:
        assert str(error).startswith("not a saved event")
        return
    assert Event.from_json(event.to_json()) == event
