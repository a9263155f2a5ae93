"""A claim in the status: the claimant is declarer even when she claims on dummy's turn,
and a person following the play at her pace (dummy, a defender) reads of the claim only
once the tricks that led to it are on her table. Four people at the table, three of
them through the API, so that who claims when is known."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.player import Friend, new_friends_table, wait_for_table


def auction_to_south(friends: dict[str, Friend]) -> None:
    """North deals: pass, pass, South 1NT, three passes. South declares, North is dummy."""
    for seat, call in zip("NESWNE", ["P", "P", "1NT", "P", "P", "P"], strict=True):
        friends[seat].act(call)


def played(view: dict[str, object]) -> int:
    tricks = view["tricks"]
    assert isinstance(tricks, list)
    return sum(len(trick["cards"]) for trick in tricks)


def play_first_card(friends: dict[str, Friend]) -> None:
    """The seat due to act plays its first legal card (declarer plays dummy's)."""
    view = friends["S"].view()["view"]
    actor = view["actor"]
    legal = friends[actor].view()["view"]["legal_actions"]
    friends[actor].act(next(a for a in legal if not a.startswith(("claim", "concede"))))


def accept_the_claim(friends: dict[str, Friend]) -> None:
    """Each defender accepts in turn."""
    while not friends["S"].view()["view"].get("result"):
        friends[friends["S"].view()["view"]["actor"]].act("accept")


def test_declarer_claiming_on_dummys_turn_is_named(page: Page, server: str) -> None:
    links = new_friends_table(server, "duplicate", {"claims": True})
    friends = {seat: Friend.from_link(server, link) for seat, link in links.items()}
    auction_to_south(friends)
    play_first_card(friends)                     # West leads: dummy's turn
    page.goto(f"{server}{links['S']}")
    wait_for_table(page)
    expect(page.locator(".status")).to_contain_text("Your turn: play a card from North")
    select = page.get_by_label("Tricks to claim")
    expect(select).to_have_value("")             # no number chosen for her
    expect(page.get_by_role("button", name="Claim")).to_be_disabled()
    select.select_option("2")
    page.get_by_role("button", name="Claim").click()
    note = page.locator(".claim-note")
    expect(note).to_contain_text("You claim 2 of the remaining tricks")   # she claimed
    accept_the_claim(friends)
    expect(note).to_contain_text("East accepts the claim")
    assert "North claims" not in note.inner_text()
    assert "South claims" not in note.inner_text()


def test_dummy_reads_of_the_claim_after_the_tricks(paced_page: Page,
                                                   server: str) -> None:
    page = paced_page
    links = new_friends_table(server, "duplicate", {"claims": True})
    friends = {seat: Friend.from_link(server, link) for seat, link in links.items()}
    page.goto(f"{server}{links['N']}")           # dummy, at the default pause
    wait_for_table(page)
    auction_to_south(friends)
    expect(page.locator(".info-bar")).to_contain_text("by South")
    while True:                                  # a trick and more, then a claim on a turn
        view = friends["S"].view()["view"]       # of declarer's side
        if played(view) >= 5 and view["actor"] == "S" and "claim 1" in view["legal_actions"]:
            break
        play_first_card(friends)
    at_claim = played(view)
    friends["S"].act("claim 1")
    accept_the_claim(friends)
    note = page.locator(".claim-note")
    expect(note).to_be_visible(timeout=30_000)
    shown = int(page.locator(".table-page").get_attribute("data-played") or 0)
    assert shown == at_claim, f"the claim was told with {shown} of {at_claim} cards shown"
    expect(note).to_contain_text("South claims 1 of the remaining tricks")


def test_a_conceded_deal_with_rack_cards_face_down_asks_no_analysis(page: Page,
                                                                    server: str) -> None:
    """Bridge for Two: declarer concedes at once, the racks' covered cards never seen. The
    deal is not the seat's to analyse: the page asks for no analysis (it once asked and
    the console logged the server's 403)."""
    links = new_friends_table(server, "bridge-for-two", {"claims": True}, players="SW")
    friends = {seat: Friend.from_link(server, link) for seat, link in links.items()}
    asked: list[int] = []
    page.on("response", lambda r: asked.append(r.status) if "/analysis" in r.url else None)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{server}{links['S']}")
    wait_for_table(page)
    while True:
        view = friends["S"].view()["view"]
        if view.get("result"):
            break
        actor = view["actor"]
        legal = friends[actor].view()["view"]["legal_actions"]
        if "concede" in legal:
            friends[actor].act("concede")
        else:                                    # the first call, then pass; the lead
            bids = [a for a in legal if a[0].isdigit()]
            friends[actor].act(bids[0] if bids and view["phase"] == "auction"
                               and not view["auction"] else
                               next(a for a in legal if not a.startswith("claim")))
    expect(page.locator(".after-deal")).to_be_visible(timeout=20_000)
    page.wait_for_timeout(1_000)                 # time for a request the page would make
    assert not asked, asked
    assert not errors, errors
