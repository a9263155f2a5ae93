"""The convention cards at the server: the page per system and per table, the lobby's
choice of each side's card, and the card reaching the table's computers and hints."""

from __future__ import annotations

from fastapi.testclient import TestClient

from bridgeclub.bots.levels import hint
from tests.server.conftest import bearer
from tests.server.test_api import create, view


def test_a_page_per_system_readable_on_a_phone_and_printable(client: TestClient) -> None:
    page = client.get("/card/acol")
    assert page.status_code == 200
    text = page.text
    assert "Convention card: Acol" in text and 'name="viewport"' in text
    assert "@media print" in text
    assert ("<th scope=\"row\">1NT</th><td>12-14 points, balanced (5-4-2-2 with a "
            "five-card minor too)</td>") in text
    assert "weak take-out: 5+ hearts, to play" in text
    sayc = client.get("/card/SAYC").text
    assert "<th scope=\"row\">1NT</th><td>15-17 points, balanced</td>" in sayc
    assert "After 1♦–2♣ opener shows a four-card major" in sayc
    assert "After 1♦–2♣ opener shows a four-card major" not in text      # not Acol's
    assert "Over 1♣ a four-card major before four diamonds" in text
    assert "Over 1♣ a four-card major before four diamonds" not in sayc  # up the line
    missing = client.get("/card/precision")
    assert missing.status_code == 404 and "unknown bidding system" in missing.text


def test_a_tables_page_shows_both_sides_cards(client: TestClient) -> None:
    text = client.get("/card", params={"ns": "acol", "ew": "sayc"}).text
    assert "North-South: Acol" in text and "East-West: SAYC" in text
    assert text.index("12-14 points") < text.index("15-17 points")


def test_the_lobby_offers_the_cards_where_the_game_has_the_auction(
        client: TestClient) -> None:
    variants = {v["id"]: v for v in client.get("/api/variants").json()}
    assert [s["key"] for s in variants["duplicate"]["systems"]] == ["sayc", "acol"]
    assert variants["minibridge"]["systems"] == []


def test_the_table_says_its_cards_and_its_hints_read_them(client: TestClient) -> None:
    made = create(client, "duplicate", {s: "human" for s in "NESW"}, hints=True,
                  system_ns="acol")
    table, tokens = made["table"], made["tokens"]
    frame = view(client, table, tokens["N"])
    assert frame["cards"] == {"NS": "acol", "EW": "sayc"}
    dealer = frame["view"]["actor"]
    mine = view(client, table, tokens[dealer])
    answer = client.get(f"/api/tables/{table}/hint", headers=bearer(tokens[dealer]))
    assert answer.status_code == 200, answer.text
    card = "acol" if dealer in "NS" else "sayc"
    expected = hint(mine["view"], system=card, opponents="sayc" if card == "acol" else "acol")
    assert answer.json()["action"] == expected.action


def test_an_unknown_card_is_refused_and_makes_no_table(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"variant": "duplicate", "seats": {"S": "human"},
                                              "options": {"system_ew": "precision"}})
    assert answer.status_code == 400
    assert "unknown bidding system 'precision'" in answer.json()["message"]


def test_a_card_for_a_game_without_the_auction_is_refused(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"variant": "minibridge", "seats": {"S": "human"},
                                              "options": {"system_ns": "acol"}})
    assert answer.status_code == 400
    message = answer.json()["message"]
    assert "minibridge has no bidding system to choose" in message
    assert "chicago, duplicate, rubber" in message
