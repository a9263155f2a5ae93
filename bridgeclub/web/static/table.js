// The table, drawn from one `view` message (docs/protocol.md) and nothing else: the hands,
// dummy, racks and stock around the trick, the auction and the bidding box, the status.
// Pure functions from data to HTML; app.js owns the page and the clicks.

import { callHTML, cardName, cardSVG, cardText, escapeHTML, mixedNumber, sortHand, suitHTML, SUIT_SYMBOLS } from "./cards.js";

export const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const CLOCKWISE = ["N", "E", "S", "W"];
export const VARIANT_NAMES = {
  rubber: "Rubber bridge", duplicate: "Duplicate", chicago: "Chicago", minibridge: "MiniBridge",
  "minibridge-open": "MiniBridge (slips)", "ez-bridge": "EZ-Bridge", "ez-bridge-3": "3-Person EZ-Bridge",
  "bridge-for-two": "Bridge for Two", "double-dummy-two": "Double Dummy for two", "buddy-bridge": "Buddy Bridge",
};
const CARD_RE = /^(JK|[SHDC][AKQJT98765432])$/;
const BID_RE = /^(\d+)(C|D|H|S|NT)$/;
const STRAINS = ["C", "D", "H", "S", "NT"];

export const isCard = (action) => CARD_RE.test(action);

/** The seat at each place around the table, the viewer at the bottom. */
export function places(me) {
  const i = CLOCKWISE.indexOf(me);
  const at = (k) => CLOCKWISE[(i + k) % 4];
  return { bottom: at(0), left: at(1), top: at(2), right: at(3) };
}

/** How a seat is named at this table: "You", "West (computer)", "North, dummy", ... */
export function seatLabel(msg, seat) {
  const view = msg.view;
  const name = SEAT_NAMES[seat];
  if (seat === view.seat) return `You, ${name}`;
  if (view.racks && view.racks[seat]) {
    const owner = (view.plays_for || []).includes(seat) ? "your rack" : `${otherPlayer(view)}'s rack`;
    return `${name}, ${owner}`;
  }
  if (view.variant === "double-dummy-two" && !view.players.includes(seat)) {
    return (view.plays_for || []).includes(seat) ? `${name}, your dummy` : `${name}, ${otherPlayer(view)}'s dummy`;
  }
  if (view.variant === "ez-bridge-3" && seat === "N") return `${name}, dummy`;
  const kind = (msg.seats || {})[seat];
  let who = "";
  if (kind && kind.startsWith("computer")) who = `computer${kind.includes(":") ? " · " + kind.split(":")[1] : ""}`;
  else if (kind === "human") who = (msg.connected || {})[seat] === false ? "friend · away" : "friend";
  const role = seat === view.dummy ? "dummy" : seat === view.declarer ? "declarer" : "";
  return [name, role, who].filter(Boolean).join(", ");
}

/** How the score sheet names a column: "You" for the viewer's own (`me`), a person or
 * a seat by the seat's name ("West"), a side as "NS (us)" or "EW (them)". */
export function columnName(col, me) {
  if (col === me) return "You";
  if (col.length === 1) return SEAT_NAMES[col] || col;
  if (col === "NS" || col === "EW") return me && col.includes(me) ? `${col} (us)` : `${col} (them)`;
  return col;
}

/** The person at each chair of this deal (3-Person EZ-Bridge's people change chairs:
 * `situation.seating`, chair to person); elsewhere the chair itself. */
function personAt(view, chair) {
  const seating = (view.situation && view.situation.seating) || {};
  return seating[chair] || chair;
}

function otherPlayer(view) {
  const other = view.players.find((p) => p !== view.seat);
  return other ? SEAT_NAMES[other] : "the other player";
}

/** Who acts now, in words (always shown). */
export function turnText(msg) {
  const view = msg.view;
  if (view.result) return "The deal is over.";
  if (!view.actor) return "";
  const actor = view.actor;
  const what = phaseVerb(view);
  const forHand = view.turn && view.turn !== actor ? ` from ${SEAT_NAMES[view.turn]}` : "";
  if (actor === view.seat) return `Your turn: ${what}${forHand}.`;
  return `${SEAT_NAMES[actor]} to ${what}${forHand}.`;
}

function phaseVerb(view) {
  switch (view.phase) {
    case "auction": return "call";
    case "contract": return "choose the contract";
    case "open": return "open or pass";
    case "choose-dummy": return "choose to play or be dummy";
    case "claim": return "answer the claim";
    case "exchange": return "play to the exchange trick";
    default: return "play a card";
  }
}

// -- cards ------------------------------------------------------------------------------

function cardEl(code, { legal, dimmed, small, action } = {}) {
  const cls = ["card", small ? "small" : "", legal ? "legal" : "", dimmed ? "dimmed" : ""].filter(Boolean).join(" ");
  if (action !== undefined) {
    return `<button type="button" class="${cls}" data-action="${escapeHTML(action)}" aria-label="Play ${cardName(code)}"${legal ? "" : " disabled"}>${cardSVG(code)}</button>`;
  }
  const label = code == null ? "a card face down" : cardName(code);
  return `<span class="${cls}" role="img" aria-label="${label}">${cardSVG(code)}</span>`;
}

/** A hand as a fan sorted by suit; legal cards are buttons, the rest dimmed when the
 * hand is the one to play. */
function handFan(cards, { legal, toPlay, small, trump }) {
  const jokerLegal = legal.has("JK high") || legal.has("JK low");
  const sorted = sortHand(cards, trump);
  let last = null;
  const parts = sorted.map((code) => {
    const gap = last && code[0] !== last ? " suit-gap" : "";
    last = code === "JK" ? "J" : code[0];
    if (code === "JK" && jokerLegal) return `<span class="slot">${cardEl(code, { legal: true, small })}</span>`;
    const playable = legal.has(code);
    const html = toPlay || playable
      ? cardEl(code, { legal: playable, dimmed: !playable, small, action: code })
      : cardEl(code, { small });
    return `<span class="slot${gap}">${html}</span>`;
  });
  return `<div class="fan${small ? " small" : ""}">${parts.join("")}</div>`;
}

/** A hand as four suit rows (for the sides of the table). */
function handRows(cards, { legal, toPlay, trump }) {
  const sorted = sortHand(cards, trump);
  const suits = [...new Set(sorted.map((c) => (c === "JK" ? "JK" : c[0])))];
  return `<div class="rows">${suits.map((s) => {
    const row = sorted.filter((c) => (c === "JK" ? "JK" : c[0]) === s).map((code) => {
      const playable = legal.has(code);
      return `<span class="slot">${toPlay || playable ? cardEl(code, { legal: playable, dimmed: !playable, small: true, action: code }) : cardEl(code, { small: true })}</span>`;
    });
    return `<div class="fan small">${row.join("")}</div>`;
  }).join("")}</div>`;
}

function backs(count, small = true) {
  const n = Math.max(0, Math.min(count, 13));
  const cards = Array.from({ length: n }, () => `<span class="slot">${cardEl(null, { small })}</span>`).join("");
  return `<div class="fan backs small" role="img" aria-label="${n} cards face down">${cards}</div>`;
}

/** A Bridge for Two rack: each place's face-up card on top of the face-down card it covers. */
function rack(slots, { legal, toPlay }) {
  const places = slots.map((slot) => {
    const under = slot.covered ? `<span class="under">${cardEl(null, { small: true })}</span>` : "";
    let top = "";
    if (slot.up) {
      const playable = legal.has(slot.up);
      top = toPlay || playable ? cardEl(slot.up, { legal: playable, dimmed: !playable, small: true, action: slot.up }) : cardEl(slot.up, { small: true });
    } else if (!slot.covered) {
      top = `<span class="card small empty" aria-hidden="true"></span>`;
    }
    return `<span class="rack-place${slot.covered ? " covered" : ""}">${under}<span class="over">${top}</span></span>`;
  });
  return `<div class="rack" role="group" aria-label="rack">${places.join("")}</div>`;
}

// -- the seats around the table -----------------------------------------------------------

function playedBy(view) {
  const played = {};
  for (const trick of view.tricks || []) for (const { seat } of trick.cards) played[seat] = (played[seat] || 0) + 1;
  return played;
}

function currentTrickCards(view) {
  const trick = currentTrick(view);
  return trick && !trick.winner ? trick.cards : [];
}

/** The trick on the table: the last one not yet won, or the one just won. */
export function currentTrick(view) {
  const list = (view.phase === "exchange" ? view.exchange_tricks : view.tricks) || [];
  return list.length ? list[list.length - 1] : null;
}

function hiddenCount(view, seat) {
  if (view.variant === "buddy-bridge") {
    const mine = view.hand.length;
    const now = currentTrickCards(view);
    const iPlayed = now.some((c) => c.seat === view.seat) ? 1 : 0;
    const theyPlayed = now.some((c) => c.seat === seat) ? 1 : 0;
    return mine + iPlayed - theyPlayed;
  }
  if (view.racks && view.racks[seat]) return 0;
  return 13 - (playedBy(view)[seat] || 0);
}

function seatBox(msg, seat, place, legal) {
  const view = msg.view;
  const present = view.players.includes(seat) || (view.hands && view.hands[seat]) || (view.racks && view.racks[seat])
    || (view.tricks || []).some((t) => t.cards.some((c) => c.seat === seat))
    || (view.auction || []).some((a) => a.seat === seat);
  if (!present) {
    if (view.stock && place === "top") return stockBox(view);
    return `<section class="seat seat-${place} empty" aria-hidden="true"></section>`;
  }
  const toPlay = view.turn === seat && view.actor === view.seat && legal.size > 0 && [...legal].some(isCard);
  const trump = view.contract && view.contract.strain !== "NT" ? view.contract.strain : view.trump || null;
  const side = place === "left" || place === "right";
  let body;
  if (view.racks && view.racks[seat]) {
    const hand = view.hands && view.hands[seat];
    body = (hand && view.result ? handFan(hand, { legal, toPlay: false, small: true, trump }) : rack(view.racks[seat], { legal, toPlay }));
  } else if (view.hands && view.hands[seat]) {
    const cards = view.hands[seat];
    body = side ? handRows(cards, { legal, toPlay, trump }) : handFan(cards, { legal, toPlay, small: place !== "bottom", trump });
  } else {
    body = backs(hiddenCount(view, seat));
  }
  const turn = view.turn === seat && !view.result;
  const thinking = msg.thinking === seat || (msg.thinking && msg.thinking === view.actor && view.turn === seat);
  const badges = [];
  if (view.dealer === seat) badges.push(`<span class="badge" title="dealer">Dealer</span>`);
  if (turn) badges.push(`<span class="badge turn">${view.actor === view.seat ? "Your turn" : "To play"}</span>`);
  if (thinking) badges.push(`<span class="badge thinking"><span class="spinner" aria-hidden="true"></span>thinking…</span>`);
  return `<section class="seat seat-${place}${turn ? " to-act" : ""}" aria-label="${escapeHTML(SEAT_NAMES[seat])}">
<h2 class="seat-name">${escapeHTML(seatLabel(msg, seat))} ${badges.join(" ")}</h2>${body}</section>`;
}

function stockBox(view) {
  const stock = view.stock;
  const pile = stock.cards > 0 ? cardEl(null, { small: true }) : `<span class="card small empty"></span>`;
  const faced = stock.faced ? cardEl(stock.faced, { small: true }) : "";
  const trump = view.trump ? `<p class="trump">This trick's trump: ${suitHTML(view.trump)}</p>` : "";
  const won = view.exchange_won ? `<p class="exchange-won">Exchange tricks: ${Object.entries(view.exchange_won).map(([s, n]) => `${seatShort(view, s)} ${n}`).join(" · ")}</p>` : "";
  return `<section class="seat seat-top stock" aria-label="Stock">
<h2 class="seat-name">Stock: ${stock.cards} card${stock.cards === 1 ? "" : "s"}</h2>
<div class="stock-cards">${pile}${faced}</div>${trump}${won}</section>`;
}

function seatShort(view, seat) {
  return seat === view.seat ? "You" : SEAT_NAMES[seat] || seat;
}

// -- the centre: trick, auction, bidding box ----------------------------------------------

function trickHTML(view, trick, cls = "trick") {
  if (!trick) return `<div class="${cls}"></div>`;
  const pl = places(view.seat);
  const at = Object.fromEntries(Object.entries(pl).map(([p, s]) => [s, p]));
  const cards = trick.cards.map((c) => `<span class="played at-${at[c.seat]}${trick.winner === c.seat ? " winner" : ""}" title="${SEAT_NAMES[c.seat]}">${cardEl(c.card, { small: cls !== "trick" })}</span>`).join("");
  const label = trick.cards.map((c) => `${SEAT_NAMES[c.seat]} ${cardText(c.card)}`).join(", ");
  const won = trick.winner ? `<span class="trick-winner">won by ${seatShort(view, trick.winner)}</span>` : "";
  return `<div class="${cls}" role="group" aria-label="${label ? "trick: " + escapeHTML(label) : "trick"}">${cards}${won}</div>`;
}

const AUCTION_PHASES = new Set(["auction", "contract", "open", "choose-dummy"]);

export function auctionColumns(view) {
  const seats = new Set([...view.players, ...(view.auction || []).map((a) => a.seat)]);
  const order = view.players.length === 2 && [...seats].every((s) => view.players.includes(s)) ? view.players : ["W", "N", "E", "S"];
  return order.filter((s) => seats.has(s));
}

/** The auction as a grid, with alerts and explanations (hover, or tap the call). */
export function auctionGrid(view) {
  const entries = view.auction || [];
  const cols = auctionColumns(view);
  if (!entries.length && !cols.length) return "";
  const first = entries.length ? entries[0].seat : (view.first_bidder || view.dealer);
  const cells = [];
  for (let i = 0; i < Math.max(0, cols.indexOf(first)); i += 1) cells.push(`<td></td>`);
  entries.forEach((e, index) => {
    const note = e.explanation ? escapeHTML(e.explanation) : "";
    const label = `${SEAT_NAMES[e.seat]}: ${e.call}${e.alert ? ", alerted" : ""}${note ? ", " + note : ""}`;
    const inner = `${callHTML(e.call)}${e.alert ? `<sup class="alert-mark">!</sup>` : ""}`;
    const cell = note || e.alert
      ? `<button type="button" class="call-note${e.alert ? " alerted" : ""}" data-note="${index}" title="${note || "alerted"}" aria-label="${escapeHTML(label)}">${inner}</button><span class="note" id="note-${index}" hidden>${note || "Alerted (no explanation given)"}</span>`
      : inner;
    cells.push(`<td>${cell}</td>`);
  });
  const rows = [];
  for (let i = 0; i < cells.length; i += cols.length) rows.push(`<tr>${cells.slice(i, i + cols.length).join("")}</tr>`);
  return `<table class="auction" aria-label="auction"><thead><tr>${cols.map((s) => `<th scope="col">${s === view.seat ? "You" : SEAT_NAMES[s]}${s === view.dealer ? "<small> (D)</small>" : ""}</th>`).join("")}</tr></thead><tbody>${rows.join("") || "<tr><td colspan='4' class='muted'>no calls yet</td></tr>"}</tbody></table>`;
}

function announcementsHTML(view) {
  if (!view.announcements) return "";
  const items = view.announcements.map((a) => `<li>${a.seat === view.seat ? "You" : SEAT_NAMES[a.seat]}: <b>${a.points}</b> points</li>`);
  const sides = view.points_by_side ? `<p>Partnerships: ${Object.entries(view.points_by_side).map(([s, p]) => `${s} <b>${p}</b>`).join(" · ")}</p>` : "";
  return `<div class="announcements"><h3>Points announced</h3><ul>${items.join("")}</ul>${sides}</div>`;
}

function slipsHTML(view) {
  if (!view.slips) return "";
  const items = Object.entries(view.slips).map(([seat, slip]) => {
    const lengths = slip.lengths ? Object.entries(slip.lengths).map(([s, n]) => `${suitHTML(s)}${n}`).join(" ") : "";
    return `<li>${seat === view.seat ? "Your slip" : SEAT_NAMES[seat] + "'s slip"}: ${slip.hcp ?? "?"} points${lengths ? ", " + lengths : ""}</li>`;
  });
  const openings = (view.openings || []).map((o) => `<li>${SEAT_NAMES[o.seat] || o.seat}: ${o.call === "open" ? "opens" : o.call === "P" ? "passes" : escapeHTML(o.call)}</li>`);
  return `<div class="slips"><h3>Slips</h3><ul>${items.join("")}${openings.join("")}</ul></div>`;
}

/** The bidding box: exactly the legal calls and choices of the moment. */
export function biddingBox(view, legal, { buddy } = {}) {
  const actions = [...legal].filter((a) => !isCard(a) && !/^claim \d+$/.test(a) && a !== "concede" && a !== "undo");
  if (!actions.length) return "";
  const bids = actions.filter((a) => BID_RE.test(a));
  const levels = [...new Set(bids.map((a) => +BID_RE.exec(a)[1]))].sort((a, b) => a - b);
  // more than eight levels (3-Person EZ's 1 to 13): two halves side by side where there is room
  const halves = levels.length > 8 ? ` halves" style="--rows: ${Math.ceil(levels.length / 2)}` : "";
  const grid = levels.map((level) => `<div class="bid-row">${STRAINS.map((strain) => {
    const action = `${level}${strain}`;
    if (!legal.has(action)) return `<span class="bid-gap"></span>`;
    const text = buddy ? `+${level}${suitHTML(strain)}` : `${level}${suitHTML(strain)}`;
    return `<button type="button" class="bid" data-action="${action}" aria-label="Bid ${action}">${text}</button>`;
  }).join("")}</div>`).join("");
  const part = actions.filter((a) => /^(part|game) /.test(a));
  const mini = ["part", "game"].map((kind) => {
    const row = STRAINS.map((strain) => {
      const action = `${kind} ${strain}`;
      return legal.has(action) ? `<button type="button" class="bid" data-action="${action}" aria-label="${kind === "part" ? "Part score" : "Game"} in ${strain === "NT" ? "notrump" : { C: "clubs", D: "diamonds", H: "hearts", S: "spades" }[strain]}">${kind === "part" ? "Part" : "Game"} ${suitHTML(strain)}</button>` : "";
    }).join("");
    return row ? `<div class="bid-row mini">${row}</div>` : "";
  }).join("");
  const named = {
    P: "Pass", X: "Double", XX: "Redouble", open: "Open",
    play: "I play my hand", dummy: "I'll be dummy", "JK high": "Joker high", "JK low": "Joker low",
    accept: "Accept the claim", reject: "Reject the claim",
  };
  const specials = actions.filter((a) => !BID_RE.test(a) && !/^(part|game) /.test(a));
  const order = ["P", "X", "XX", "open", "play", "dummy", "JK high", "JK low", "accept", "reject"];
  specials.sort((a, b) => (order.indexOf(a) + 99) % 99 - (order.indexOf(b) + 99) % 99);
  const buttons = specials.map((a) => `<button type="button" class="call call-${a.replace(/\s+/g, "-").toLowerCase()}" data-action="${escapeHTML(a)}" aria-label="${escapeHTML(named[a] || a)}">${escapeHTML(named[a] || a)}</button>`).join("");
  const explain = bids.length || actions.includes("X") || actions.includes("XX")
    ? `<details class="explain"><summary>Alert or explain my call</summary><label><input type="checkbox" id="alert-box"> Alert</label>
<label>Explanation <input type="text" id="explanation-box" maxlength="200" placeholder="e.g. 15-17 balanced"></label></details>` : "";
  const title = view.phase === "claim" ? "The claim" : view.phase === "choose-dummy" ? "Your partner won the bidding" : view.phase === "exchange" ? "The joker" : view.phase === "contract" ? "Choose the contract" : "Your call";
  return `<section class="bidding-box" aria-label="bidding box"><h3>${title}</h3>${claimText(view)}${grid ? `<div class="bid-grid${halves}">${grid}</div>` : ""}${mini}<div class="specials">${buttons}</div>${explain}</section>`;
}

function claimText(view) {
  const c = view.claim;
  if (!c || c.settled) return "";
  const you = c.by === view.seat;
  return `<p class="claim-text">${you ? "You" : SEAT_NAMES[c.by]} ${c.conceded ? `concede${you ? "" : "s"} the rest` : `claim${you ? "" : "s"} ${claimedTricks(c.tricks, c.of)}`}.</p>`;
}

/** What a claim asks for, in words: "3 of the last 5 tricks", "all 4 remaining tricks",
 * "the last trick". */
export function claimedTricks(tricks, of) {
  if (tricks < of) return `${tricks} of the last ${of} tricks`;
  return of === 1 ? "the last trick" : `all ${of} remaining tricks`;
}

// -- information: contract, tricks, result ------------------------------------------------

export function contractLine(view) {
  const bits = [];
  if (view.board) bits.push(`Board ${view.board}`);
  else if (view.number) bits.push(`Deal ${view.number}`);
  bits.push(`Dealer ${SEAT_NAMES[view.dealer] || view.dealer}`);
  if (view.vulnerability != null) bits.push(`Vulnerable: ${{ None: "none", NS: "North-South", EW: "East-West", All: "all" }[view.vulnerability] || view.vulnerability}`);
  return bits.join(" · ");
}

export function contractHTML(view) {
  const c = view.contract;
  if (!c) return `<span class="muted">No contract yet</span>`;
  const by = c.declarer ? ` by ${c.declarer === view.seat ? "you" : SEAT_NAMES[c.declarer]}` : "";
  return `<span class="contract">${callHTML(c.text)}</span>${by} <span class="muted">· needs ${c.tricks_needed} trick${c.tricks_needed === 1 ? "" : "s"}</span>`;
}

export function tricksWonHTML(view) {
  const won = view.tricks_won || {};
  return Object.entries(won).map(([k, n]) => `<span class="won">${k === view.seat ? "You" : k.length === 1 ? SEAT_NAMES[k] : k} <b>${n}</b></span>`).join(" ");
}

function pointsText(points) {
  if (typeof points === "number") return points > 0 ? `+${points}` : `${points}`;
  return mixedNumber(points);
}

/** Declarer in the result line: where people change chairs, the person as the sheet names
 * her ("you", "East"); elsewhere her seat. */
function declarerName(view, declarer) {
  if (!(view.situation && view.situation.seating)) return SEAT_NAMES[declarer];
  const name = columnName(personAt(view, declarer), personAt(view, view.seat));
  return name === "You" ? "you" : name;
}

export function resultHTML(view) {
  const r = view.result;
  if (!r) return "";
  const contract = r.contract === "P" || !r.contract ? "Passed out"
    : r.contract === "redeal" ? "Everyone passed: the deal is thrown in"
    : !/\d|^(part|game) /.test(r.contract) ? escapeHTML(r.contract[0].toUpperCase() + r.contract.slice(1)) : `${callHTML(r.contract)}${r.declarer ? " by " + declarerName(view, r.declarer) : ""}`;
  const tricks = r.tricks != null ? `, ${r.tricks} trick${r.tricks === 1 ? "" : "s"}` : "";
  // each person as the score sheet names her (by her column, wherever she sits now)
  const me = personAt(view, view.seat);
  const score = Object.entries(r.score || {}).map(([col, p]) => `<span class="score-col">${col.length === 1 ? columnName(personAt(view, col), me) : col} <b>${pointsText(p)}</b></span>`).join(" ");
  return `<div class="result" role="status"><strong>${contract}${tricks}.</strong> ${score}</div>`;
}

// -- the whole table ------------------------------------------------------------------------

/** The table as HTML. `ui.replay` draws a finished deal without any action. */
export function tableHTML(msg, ui = {}) {
  const view = msg.view;
  const legal = new Set(ui.replay ? [] : view.legal_actions || []);
  const pl = places(view.seat);
  const seats = Object.fromEntries(Object.entries(pl).map(([place, seat]) => [place, seatBox(msg, seat, place, legal)]));
  const inAuction = AUCTION_PHASES.has(view.phase) && !view.result;
  const trick = currentTrick(view);
  let centre;
  if (inAuction) {
    centre = `${announcementsHTML(view)}${slipsHTML(view)}${(view.phase !== "contract" && view.phase !== "open") || (view.auction || []).length ? auctionGrid(view) : ""}`;
  } else {
    centre = trickHTML(view, trick && (trick.cards.length || trick.winner) ? trick : null);
  }
  const box = ui.replay ? "" : biddingBox(view, legal, { buddy: view.variant === "buddy-bridge" });
  // a hand face up across the table (3-Person EZ's dummy) wants the table's width
  const topCards = inAuction && Boolean(view.hands && view.hands[pl.top]);
  const racks = view.racks ? " racks" : "";
  return `<div class="compass${inAuction ? " auctioning" : ""}${topCards ? " top-cards" : ""}${racks}">
${seats.top}${seats.left}
<section class="centre" aria-label="table centre">${centre}</section>
${box ? `<div class="box-area">${box}</div>` : ""}
${seats.right}${seats.bottom}</div>`;
}
