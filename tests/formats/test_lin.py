"""BBO's LIN format, both ways, and conversion to and from PBN."""

from __future__ import annotations

from pathlib import Path

from bridgeclub.formats import games, lin, pbn


def test_the_bbo_file_loads_and_round_trips(shared: Path) -> None:
    records = lin.read(shared / "data" / "lin" / "endplay-example1.lin")
    assert len(records) == 8
    assert [str(e) for r in records for e in r.errors] == []
    first = records[0]
    assert first.tags["South"] == "domtp" and first.tags["North"] == "~~M2509087"
    assert first.board == 1 and first.tags["Dealer"] == "N" and first.tags["Vulnerable"] == "None"
    assert first.tags["Contract"] == "5H" and first.tags["Declarer"] == "S"
    assert first.tags["Result"] == "12"  # all 13 tricks played
    assert first.auction is not None
    assert first.auction.notes[2] == "Michaels -- 5+ !S; 9+ total points; forcing"
    assert len(first.cards()) == 52
    third = records[2]
    assert third.tags["Result"] == "9" and third.play is not None  # claimed: mc|9|
    assert third.play.items[-1].text == "*" and len(third.cards()) == 44
    text = lin.dumps(records)
    assert lin.loads(text) == records and lin.dumps(lin.loads(text)) == text
    # LIN -> PBN -> LIN keeps every board
    assert lin.loads(lin.dumps(pbn.loads(pbn.dumps(records)))) == records
    # and every board is a duplicate game with the same calls and cards
    game = games.record_to_game(first)
    assert [str(m) for m in game.history][:4] == ["P", "P", "1H", "2H"]
    assert game.is_over and game.result is not None and game.result.tricks == 12


def test_pbn_converts_to_lin(shared: Path) -> None:
    records = pbn.read(shared / "data" / "pbn" / "endplay-example1.pbn")
    text = lin.dumps(records)
    assert text.count("\n") == 2 and "md|3" in text and "sv|o|" in text
    back = lin.loads(text)
    for one, two in zip(records, back, strict=True):
        assert one.deal == two.deal and one.calls() == two.calls()
        assert one.cards() == two.cards()
        assert one.tags["Contract"] == two.tags["Contract"]


def test_a_bad_board_reports_and_the_others_load() -> None:
    text = ("md|3SAKQJ|mb|1S|\n"
            "md|1S2345H2345D2345CA,S6789H6789D6789CK,STJQKHTJQKDTJQKCQ,|sv|x|mb|1C|mb|1C|\n"
            "pn|a,b,c,d|md|1S2345H2345D2345CA,S6789H6789D6789CK,STJQKHTJQKDTJQKCQ,|mb|p|\n")
    bad, worse, good = lin.loads(text)
    assert bad.errors and worse.errors and not good.errors
    assert "sv is o, n, e or b" in str(worse.errors[0])
    assert "1C is not higher than 1C" in str(worse.errors[1])
    assert good.tags["Deal"].startswith("S:5432.5432.5432.A ")
    assert good.auction is not None and good.auction.items[-1].text == "*"
