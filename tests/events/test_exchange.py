"""USEBIO export and import, and sessions and sections combined (issue 23)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from bridgeclub.cli import main
from bridgeclub.events.combined import combine
from bridgeclub.events.exchange import event_from_usebio, usebio_of
from bridgeclub.events.model import Event
from bridgeclub.events.results import score_event
from bridgeclub.formats.usebio import read_usebio
from tests.events.test_results import random_event


@pytest.mark.parametrize("scoring", ["MP", "Butler", "Cross"])
def test_usebio_carries_every_result_and_score(scoring: str) -> None:
    event = random_event(scoring, 3)
    text = usebio_of(event)
    doc = read_usebio(text)
    scores = score_event(event)
    assert {p.number: p.place for p in doc.pairs} == {
        line.pair: line.place for line in scores.ranking}
    again = event_from_usebio(text)
    assert again.scoring == scoring and again.pairs == event.pairs
    assert sorted(again.results, key=repr) == sorted(
        [replace(r, table=None, round=None) for r in event.results],
        key=repr)
    again_scores = score_event(again)
    assert [(x.pair, x.place, x.score) for x in again_scores.ranking] == \
        [(x.pair, x.place, x.score) for x in scores.ranking]


def test_a_file_that_is_not_usebio_is_refused() -> None:
    for text, message in (("<x/>", "no USEBIO EVENT"), ("not xml", "not a USEBIO file"),
                          ("<USEBIO><EVENT><BOARD><BOARD_NUMBER>x</BOARD_NUMBER></BOARD>"
                           "</EVENT></USEBIO>", "whole number")):
        with pytest.raises(ValueError, match=message):
            event_from_usebio(text)


def test_publish_and_import_usebio_from_the_command_line(tmp_path: Path) -> None:
    club = tmp_path / "club.json"
    club.write_text(random_event("MP", 4).to_json(), encoding="utf-8")
    xml = tmp_path / "club.xml"
    assert main(["event", "publish", str(club), "--usebio", str(xml)]) == 0
    assert main(["event", "import", str(xml), str(tmp_path / "back.json")]) == 0
    back = Event.from_json((tmp_path / "back.json").read_text())
    assert len(back.results) == len(Event.from_json(club.read_text()).results)


def test_sessions_combine_by_total_or_average_and_sections_across_the_field() -> None:
    first, second = random_event("MP", 5), random_event("MP", 6, tables=3)
    for event in (first, second):
        for pair in list(event.pairs):
            event.pairs[pair] = f"Player {pair}"
    total = {line.key: line for line in combine([first, second], "total")}
    s1, s2 = score_event(first).totals, score_event(second).totals
    both = set(s1) & set(s2)
    for pair in both:
        line = total[f"Player {pair}"]
        assert line.sessions == 2
        assert line.percentage == pytest.approx(
            100 * (s1[pair].score + s2[pair].score) / (s1[pair].tops + s2[pair].tops))
    average = {line.key: line for line in combine([first, second], "average")}
    for pair in both:
        assert average[f"Player {pair}"].percentage == pytest.approx(
            ((s1[pair].percent or 0) + (s2[pair].percent or 0)) / 2)
    field = combine([first, second], "field")
    assert len(field) == len(s1) + len(s2)
    assert field[0].percentage == max(line.percentage for line in field)
    with pytest.raises(ValueError, match="combine by"):
        combine([first, second], "best")
