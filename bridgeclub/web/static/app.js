// bridgeclub in the browser: the lobby at `/`, a table at `/t/{id}?token=...`.
// Everything on the table is drawn from the protocol's `view` messages (docs/protocol.md).

import { cardDefs, cardsInSymbols, cardText, escapeHTML } from "./cards.js";
import { api, isNetworkError, TableSocket } from "./net.js";
import { inviteHTML, optionField, readOptions, rememberSeat, showLobby, showRules, tableLinks, wireCopyButtons } from "./lobby.js";
import { showNewPad, showPad } from "./pad.js";
import { analysisHTML, hintHTML, lastTrickHTML, memoryHelpHTML, sheetHTML } from "./panels.js";
import { pauseSeconds, pauseSelect, setPause, trickJustWon, waitBefore } from "./pace.js";
import { historyListHTML, replayControls, replayView } from "./history.js";
import { auctionGrid, contractHTML, contractLine, isCard, resultHTML, SEAT_NAMES, tableHTML, tricksWonHTML, turnText, VARIANT_NAMES } from "./table.js";

const app = document.getElementById("app");
document.body.insertAdjacentHTML("afterbegin", cardDefs());
wireCopyButtons(document.body);

const state = {
  table: null, token: null, msg: null, socket: null, connection: "connecting", retryIn: 0,
  pending: false, error: null, hint: null, previous: null, analysis: {}, history: null, replay: null,
  events: [], open: new Set(["auction", "sheet", "last-trick", "previous"]), polling: null, tournament: null,
  queue: [], paceTimer: null, shownAt: 0, waiting: null, skipDeal: null, claimNotes: [], claimCount: null, offlineError: false,
};

function newKey() {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

// -- the table page -------------------------------------------------------------------------

async function openTable(table, token) {
  state.table = table;
  state.token = token;
  if (!token) {
    app.innerHTML = `<p class="error" role="alert">This link has no seat token: ask for the link of your seat, or <a href="/">make a new table</a>.</p>`;
    return;
  }
  app.innerHTML = `<p class="loading">Joining the table…</p>`;
  loadTournament(new URLSearchParams(location.search).get("tournament"));
  try {
    const first = await api(`/api/tables/${encodeURIComponent(table)}/view`, { token });
    rememberSeat(table, first.seat, first.view.variant);
    accept(first);
  } catch (error) {
    app.innerHTML = `<p class="error" role="alert">Could not join this table: ${escapeHTML(error.message)}</p><p><a href="/">Make a new table</a></p>`;
    if (error.status === 401 || error.status === 403 || error.status === 404) return;
  }
  state.socket = new TableSocket(table, token, {
    onMessage: receive,
    onStatus: (status, seconds) => {
      state.connection = status;
      state.retryIn = seconds || 0;
      if (status === "back" || status === "open") {
        if (state.offlineError) state.error = null; // said while down: no longer true
        state.offlineError = false;
        refreshSoon();
      }
      showConnection();
      schedulePolling();
    },
    since: () => { const m = latestMsg(); return m ? { since: m.version, deal_number: m.deal_number } : null; },
  });
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) refreshSoon();
  });
}

/** A `view` message. The socket's come in order and are always taken (an undo takes the
 * version back); an answer to a request is taken unless it is older than what we have.
 * Views are shown at the player's pace (pace.js): a finished trick stays in view, the
 * computers' cards come one at a time. */
function accept(msg, { ordered = false } = {}) {
  if (!msg || msg.type && msg.type !== "view") return;
  const old = latestMsg();
  if (!ordered && old && (msg.deal_number < old.deal_number
      || (msg.deal_number === old.deal_number && msg.version < old.version))) return;
  if (!ordered && old && msg.deal_number === old.deal_number && msg.version === old.version) {
    if (state.queue.length) return; // the same as the last queued view
  }
  if (old && msg.deal_number === old.deal_number && msg.version < old.version) {
    state.queue = []; // an undo: the views it took back are not shown
  }
  state.queue.push(msg);
  pump();
}

/** The newest view received (queued or shown). */
function latestMsg() {
  return state.queue.length ? state.queue[state.queue.length - 1] : state.msg;
}

/** Show the queued views, each after the wait the pace asks for (a tap skips the wait). */
function pump() {
  clearTimeout(state.paceTimer);
  state.paceTimer = null;
  while (state.queue.length) {
    const next = state.queue[0];
    const skip = state.skipDeal === next.deal_number;
    const wait = skip ? 0 : waitBefore(state.msg, next, { pause: pauseSeconds(), shownAt: state.shownAt, now: Date.now() });
    if (wait > 0) {
      const held = trickJustWon(state.msg);
      state.waiting = { held, tap: wait === Infinity };
      if (wait !== Infinity) state.paceTimer = setTimeout(pump, wait);
      render();
      return;
    }
    state.queue.shift();
    state.waiting = null;
    show(next);
  }
}

/** Skip the wait: the next view now (a tap on the table, or Skip to the end). */
function goOn() {
  if (!state.queue.length) return;
  state.shownAt = 0;
  const next = state.queue.shift();
  state.waiting = null;
  show(next);
  pump();
}

function show(msg) {
  const old = state.msg;
  if (old && msg.deal_number > old.deal_number && old.view.result) {
    state.previous = { number: old.deal_number, view: old.view }; // dealt on: keep its result in view
  }
  if (old && (msg.version !== old.version || msg.deal_number !== old.deal_number)) state.hint = null;
  if (old && msg.deal_number !== old.deal_number) state.claimCount = null;
  state.msg = msg;
  state.shownAt = Date.now();
  state.pending = false;
  if (msg.thinking === undefined) state.msg.thinking = null;
  render();
  if (msg.view.result) loadAnalysis(msg);
  const finished = msg.view.result && !(old && old.deal_number === msg.deal_number && old.view.result);
  if (finished && state.open.has("history")) loadHistory();
}

function receive(msg) {
  switch (msg.type) {
    case "view":
      accept(msg, { ordered: true });
      break;
    case "thinking":
      if (state.msg) {
        state.msg.thinking = msg.seat;
        render();
      }
      break;
    case "event":
      state.events.push(msg.event);
      state.events = state.events.slice(-40);
      noteClaim(msg.event);
      break;
    case "error":
      state.pending = false;
      state.error = msg.code === "stale" ? STALE : msg.message || msg.code;
      render();
      if (msg.code === "stale" || msg.code === "deal-over") refreshSoon();
      if (["bad-token", "expired-token", "revoked-token", "stopped"].includes(msg.code) && state.socket) {
        state.socket.close(); // the link no longer opens this table: trying again will not help
        state.connection = "refused";
        showConnection();
      }
      break;
    case "hint":
      state.hint = msg;
      render();
      break;
    default:
      break;
  }
}

/** A claim, a concession and each answer, said in the status until the next claim or
 * deal: a rejected claim must be seen ("play on"), with the reason given. Declarer claims
 * on dummy's (or her rack's) turn too: the claimant is the event's actor, not the seat on
 * lead. Each note waits for the view of its version, so that at the player's pace (dummy
 * following declarer's play) the claim comes after the tricks that led to it. */
function noteClaim(event) {
  const action = event.action || "";
  if (!/^(claim|concede|accept|reject)\b/.test(action)) return;
  // the person who acted reads "You claim", the others the seat's name
  const you = event.actor === ((latestMsg() || {}).view || {}).seat;
  const who = you ? "You" : SEAT_NAMES[event.actor] || event.actor;
  const verb = (word) => (you ? word : `${word}s`);
  let text;
  if (action.startsWith("claim")) {
    const n = action.split(" ")[1];
    text = `${who} ${verb("claim")} ${n ? `${n} of the remaining tricks` : "all the remaining tricks"}.`;
  } else if (action === "concede") {
    text = `${who} ${verb("concede")} the remaining tricks.`;
  } else if (action === "accept") {
    text = `${who} ${verb("accept")} the claim.`;
  } else {
    text = `${who} ${verb("reject")} the claim: play on.`;
  }
  const reason = event.explanation ? ` ${event.explanation[0].toUpperCase()}${event.explanation.slice(1)}.` : "";
  const deal = (latestMsg() || {}).deal_number;
  const answer = /^(accept|reject)/.test(action);
  const kept = answer ? state.claimNotes.filter((note) => note.deal === deal) : [];
  state.claimNotes = [...kept, { text: `${text}${reason}`, deal, version: event.version }];
  render();
}

/** The claim notes the shown view has reached. */
function claimNoteText(msg) {
  return state.claimNotes.filter((note) => note.deal === msg.deal_number && note.version <= msg.view.version)
    .map((note) => note.text).join(" ");
}

let refreshTimer = null;
function refreshSoon() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(async () => {
    try {
      accept(await api(`/api/tables/${encodeURIComponent(state.table)}/view`, { token: state.token }));
      if (state.socket && !state.socket.isOpen) state.socket.reconnectNow(); // the server is back
    } catch {
      /* the socket's status says what is wrong */
    }
  }, 50);
}

/** While the socket is down, ask for the view every second: when the server answers,
 * the socket reconnects at once (within a second of the server's return). */
function schedulePolling() {
  const down = state.connection !== "open" && state.connection !== "back";
  if (down && !state.polling) state.polling = setInterval(refreshSoon, 1000);
  if (!down && state.polling) {
    clearInterval(state.polling);
    state.polling = null;
  }
}

async function act(action) {
  if (!state.msg || state.pending) return;
  const alertBox = document.getElementById("alert-box");
  const explanationBox = document.getElementById("explanation-box");
  const explanation = explanationBox && !isCard(action) ? explanationBox.value.trim() : "";
  const alert = alertBox && !isCard(action) ? alertBox.checked : false;
  const body = { action, version: latestMsg().version, key: newKey(), explanation, alert };
  state.pending = true;
  state.error = null;
  render();
  if (state.socket && state.socket.isOpen) {
    state.socket.send({ type: "action", ...body });
    setTimeout(() => {
      if (state.pending) refreshSoon();
    }, 4000);
    return;
  }
  try {
    accept(await api(`/api/tables/${encodeURIComponent(state.table)}/actions`, { token: state.token, method: "POST", body }), { ordered: true });
  } catch (error) {
    state.pending = false;
    state.error = failure(error, action);
    render();
    refreshSoon();
  }
}

const STALE = "The table moved on before your action arrived: here it is now.";

/** Why an action failed, in words: not connected, or what the server said. */
function failure(error, action) {
  if (error.body && error.body.code === "stale") return STALE;
  if (isNetworkError(error)) {
    state.offlineError = true;
    const what = isCard(action) ? `your card ${cardText(action)} was not played` : action === "undo" ? "nothing was taken back" : "your call was not made";
    return `Not connected: ${what}. The page reconnects by itself; try again then.`;
  }
  return error.message;
}

async function nextDeal() {
  state.pending = true;
  render();
  try {
    const deal = state.msg.deal_number;
    if (state.socket && state.socket.isOpen) state.socket.send({ type: "next", deal_number: deal });
    else accept(await api(`/api/tables/${encodeURIComponent(state.table)}/next`, { token: state.token, method: "POST", body: { deal_number: deal } }));
  } catch (error) {
    state.error = error.message;
  }
  setTimeout(refreshSoon, 800);
}

async function askHint() {
  try {
    state.hint = await api(`/api/tables/${encodeURIComponent(state.table)}/hint`, { token: state.token });
  } catch (error) {
    state.hint = { action: "", explanation: error.message };
  }
  state.open.add("hint");
  render();
}

async function loadAnalysis(msg) {
  const key = msg.deal_number;
  if (state.analysis[key]) return;
  // the server analyses only a deal this seat saw whole (the view's `deal`): a Bridge for
  // Two deal claimed with cards still face down in the racks is not asked for
  if (typeof msg.view.deal !== "string") return;
  state.analysis[key] = { loading: true };
  try {
    state.analysis[key] = await api(`/api/tables/${encodeURIComponent(state.table)}/deals/${key}/analysis`, { token: state.token });
  } catch (error) {
    state.analysis[key] = { error: `No analysis: ${error.message}` };
  }
  render();
}

/** A tournament's table (its link names the tournament): the tournament's name and boards,
 * said around the table, with the way back to the tournament's page. */
async function loadTournament(id) {
  if (!id) return;
  try {
    const tournament = await api(`/api/tournaments/${encodeURIComponent(id)}`);
    state.tournament = { id: tournament.id, name: tournament.name, boards: tournament.boards };
  } catch {
    state.tournament = null; // the table is played all the same
  }
  render();
}

/** The tournament's words above its table: its name, the board, the way to the field. */
function tournamentBar(msg) {
  const t = state.tournament;
  if (!t) return "";
  const board = t.boards[msg.deal_number - 1];
  return `<nav class="tournament-bar" aria-label="tournament"><a href="/tournament/${encodeURIComponent(t.id)}"><b>${escapeHTML(t.name)}</b></a> · board ${board ?? msg.deal_number} (${msg.deal_number} of ${t.boards.length}) · <a href="/tournament/${encodeURIComponent(t.id)}">${msg.view.result ? `How the field played board ${board ?? msg.deal_number}` : "Your place and the field"} ›</a></nav>`;
}

async function loadHistory() {
  try {
    state.history = await api(`/api/tables/${encodeURIComponent(state.table)}/deals`, { token: state.token });
  } catch (error) {
    state.history = [];
    state.error = error.message;
  }
  render();
}

async function downloadPBN() {
  try {
    const response = await fetch(`/api/tables/${encodeURIComponent(state.table)}/deals.pbn`, { headers: { Authorization: `Bearer ${state.token}` } });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const blob = new Blob([await response.text()], { type: "application/x-pbn" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `bridgeclub-${state.table}.pbn`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } catch (error) {
    state.error = `No PBN: ${error.message}`;
    render();
  }
}

// -- drawing --------------------------------------------------------------------------------

function showConnection() {
  const box = document.getElementById("connection");
  if (!box) return;
  const text = {
    connecting: "Connecting…", open: "Connected", back: "Connection back",
    reconnecting: "Reconnecting…", refused: "Not seated: check the link", lost: `Connection lost: trying again${state.retryIn ? ` in ${state.retryIn}s` : ""}…`,
  }[state.connection] || "";
  box.textContent = text;
  box.className = `connection ${state.connection}`;
}

function panel(id, title, body, extra = "") {
  if (!body) return "";
  return `<details class="panel" id="panel-${id}" data-panel="${id}"${state.open.has(id) ? " open" : ""}><summary>${title}${extra}</summary><div class="panel-body">${body}</div></details>`;
}

function tools(msg) {
  const view = msg.view;
  const legal = new Set(view.legal_actions || []);
  const claims = [...legal].filter((a) => /^claim \d+$/.test(a)).map((a) => +a.split(" ")[1]);
  const parts = [];
  if (claims.length) {
    // nothing chosen for her: a claim of every trick left is one she makes on purpose
    const chosen = claims.includes(state.claimCount) ? state.claimCount : null;
    parts.push(`<span class="claim-tool"><label for="claim-count">Tricks to claim</label> <select id="claim-count" aria-label="Tricks to claim"><option value=""${chosen ? "" : " selected"} disabled>how many?</option>${claims.map((n) => `<option${n === chosen ? " selected" : ""}>${n}</option>`).join("")}</select>
<button type="button" id="claim-button" aria-label="Claim"${chosen ? "" : " disabled"}>Claim</button></span>`);
  }
  if (legal.has("concede")) parts.push(`<button type="button" data-action="concede" aria-label="Concede">Concede</button>`);
  if (view.can_undo) parts.push(`<button type="button" data-action="undo" aria-label="Undo">Undo</button>`);
  else if (msg.can_ask_undo) parts.push(`<button type="button" data-action="undo" aria-label="Ask to undo">Ask to undo</button>`);
  const request = msg.undo_request;
  if (request && request.by !== view.seat && (request.waiting || []).includes(view.seat)) {
    parts.push(`<span class="undo-ask" role="group" aria-label="undo request">${SEAT_NAMES[request.by]} asks to take back their last action: <button type="button" data-action="undo accept" aria-label="Let them take it back">Let them</button> <button type="button" data-action="undo decline" aria-label="Refuse the undo">Refuse</button></span>`);
  } else if (request && request.by === view.seat) {
    parts.push(`<span class="undo-ask muted">Waiting for ${(request.waiting || []).map((s) => SEAT_NAMES[s]).join(" and ")} to agree to your undo…</span>`);
  }
  if (view.dummy === view.seat && !view.result && view.declarer !== view.seat && state.skipDeal !== msg.deal_number) {
    parts.push(`<button type="button" id="skip-button" aria-label="Skip to the end of the play">Skip to the end</button>`);
  }
  parts.push(pauseSelect("pause-table"));
  parts.push(`<a class="button rules-button" href="/?rules=${encodeURIComponent(view.variant)}" target="_blank" rel="noopener" aria-label="Rules of the game">Rules</a>`);
  const cards = msg.cards || {};
  if (cards.NS && cards.EW) parts.push(`<a class="button cards-button" href="/card?ns=${encodeURIComponent(cards.NS)}&amp;ew=${encodeURIComponent(cards.EW)}" target="_blank" rel="noopener" aria-label="The convention cards">Cards</a>`);
  if ((msg.options || {}).hints && view.actor === view.seat && !view.result) parts.push(`<button type="button" id="hint-button" aria-label="Hint">Hint</button>`);
  return parts.length ? `<div class="tools" role="group" aria-label="table tools">${parts.join("")}</div>` : "";
}

function afterDeal(msg) {
  const view = msg.view;
  if (!view.result) return "";
  const analysis = state.analysis[msg.deal_number];
  const next = msg.match && msg.match.is_over
    ? `<p class="match-over"><b>The match is over.</b> <a href="/" class="button">New table</a></p>`
    : `<button type="button" id="next-deal" class="primary" aria-label="Next deal"${state.pending ? " disabled" : ""}>Next deal</button>`;
  const body = analysis ? (analysis.loading ? "<p class='muted'>Analysing the deal…</p>" : analysisHTML(analysis)) : "";
  return `<section class="after-deal" aria-label="deal over"><h2>Deal over</h2>${resultHTML(view)}${next}${body ? `<details class="analysis" open><summary>Double-dummy analysis</summary>${body}</details>` : ""}</section>`;
}

function sidePanels(msg) {
  const view = msg.view;
  const me = view.seat;
  const links = tableLinks(state.table);
  const hint = hintHTML(view, state.hint && state.hint.action !== undefined ? state.hint : null);
  const events = state.events.length ? `<ol class="events">${state.events.slice(-12).map((e) => `<li>${escapeHTML(cardsInSymbols(e.text))}${e.explanation ? ` <small>(${escapeHTML(cardsInSymbols(e.explanation))})</small>` : ""}</li>`).join("")}</ol>` : "";
  const inAuction = ["auction", "contract", "open", "choose-dummy"].includes(view.phase) && !view.result;
  return [
    panel("auction", "Auction", !inAuction && (view.auction || []).length ? auctionGrid(view) : ""),
    state.previous && state.previous.number === msg.deal_number - 1 && !view.result
      ? panel("previous", `Deal ${state.previous.number}`, resultHTML(state.previous.view)) : "",
    panel("last-trick", "Last trick", (view.tricks || []).length || (view.exchange_tricks || []).length ? lastTrickHTML(view) : ""),
    panel("sheet", "Score sheet", sheetHTML(msg.match, me, view.situation, { playing: !view.result })),
    panel("hint", "Hint", hint),
    panel("memory-help", "Memory Help Form", view.memory_help ? memoryHelpHTML(view.memory_help, me) : ""),
    panel("history", "History and replay", `${historyListHTML(state.history)}<p><button type="button" id="pbn-button" aria-label="Download the deals as PBN">Download PBN</button></p>`),
    panel("log", "Table log", events),
    links && Object.keys(links.links || {}).length > 1 ? panel("invite", "Invite friends", inviteHTML(links.me, links.links)) : "",
  ].join("");
}

/** On a phone the panels are below the table: one tap brings the auction, the last
 * trick or the score sheet into view (the buttons sit in the sticky head). */
function quickHTML(view) {
  const inAuction = ["auction", "contract", "open", "choose-dummy"].includes(view.phase) && !view.result;
  const jumps = [];
  if (!inAuction && (view.auction || []).length) jumps.push(["auction", "Auction"]);
  if ((view.tricks || []).length || (view.exchange_tricks || []).length) jumps.push(["last-trick", "Last trick"]);
  jumps.push(["sheet", "Score"]);
  return `<nav class="quick" aria-label="jump to">${jumps.map(([id, name]) => `<button type="button" data-jump="${id}" aria-label="Show the ${name.toLowerCase()}">${name}</button>`).join("")}</nav>`;
}

function statusHTML(msg) {
  const view = msg.view;
  const thinking = msg.thinking && msg.thinking !== view.seat
    ? `<span class="thinking-note"><span class="spinner" aria-hidden="true"></span>${SEAT_NAMES[msg.thinking]} (computer) is thinking…</span>` : "";
  const mine = view.actor === view.seat && !view.result;
  const shown = msg.failed || state.error;    // a table that stopped says why, like a refusal
  const error = shown ? `<span class="error-note" role="alert">${escapeHTML(shown)}</span>` : "";
  const said = claimNoteText(msg);
  const claim = said ? `<span class="claim-note" role="status">${escapeHTML(said)}</span>` : "";
  const wait = state.waiting ? `<button type="button" class="go-on" id="go-on" aria-label="Go on">${state.waiting.tap ? "Tap the table to go on" : "Go on ▸"}</button>` : "";
  return `<div class="status${mine ? " mine" : ""}" role="status" aria-live="polite"><span class="turn-text">${escapeHTML(turnText(msg))}</span> ${thinking} ${claim} ${wait} ${error}</div>`;
}

function render() {
  const msg = state.msg;
  if (!msg) return;
  const view = msg.view;
  rememberPanels();
  const keepExplanation = document.getElementById("explanation-box")?.value || "";
  const keepAlert = document.getElementById("alert-box")?.checked || false;
  const explainOpen = document.querySelector("details.explain")?.open || false;
  document.getElementById("title").textContent = state.tournament ? state.tournament.name : `${VARIANT_NAMES[view.variant] || view.variant} · deal ${msg.deal_number ?? ""}`;
  document.title = `${view.actor === view.seat && !view.result ? "● Your turn · " : ""}bridgeclub · ${VARIANT_NAMES[view.variant] || view.variant}`;
  let replay = "";
  if (state.replay) {
    const deal = (state.history || []).find((d) => d.number === state.replay.deal);
    if (deal) {
      const replayMsg = { ...msg, view: replayView(deal, state.replay.step), thinking: null };
      replay = `<div class="replay" role="dialog" aria-label="Replay of deal ${deal.number}"><h2>Replay of deal ${deal.number}</h2>${replayControls(deal, state.replay.step)}${tableHTML(replayMsg, { replay: true })}</div>`;
    }
  }
  const played = (view.tricks || []).reduce((n, t) => n + t.cards.length, 0);
  app.innerHTML = `<div class="table-page variant-${view.variant}${state.pending ? " pending" : ""}${state.waiting ? " waiting" : ""}" data-deal="${msg.deal_number}" data-version="${view.version}" data-phase="${escapeHTML(view.phase)}" data-played="${played}">${tournamentBar(msg)}
<div class="table-head">${statusHTML(msg)}
<div class="info-bar"><span>${escapeHTML(contractLine(view))}</span><span>${contractHTML(view)}</span><span class="tricks-won" aria-label="tricks won">Tricks: ${tricksWonHTML(view)}</span>${quickHTML(view)}</div></div>
<div class="layout"><div class="play-area">${tableHTML(msg)}${tools(msg)}${afterDeal(msg)}</div>
<aside class="side">${sidePanels(msg)}</aside></div>${replay}</div>`;
  const box = document.getElementById("explanation-box");
  if (box) {
    box.value = keepExplanation;
    document.getElementById("alert-box").checked = keepAlert;
    if (explainOpen) document.querySelector("details.explain").open = true;
  }
  if (state.pending) for (const b of app.querySelectorAll("[data-action]")) b.disabled = true;
  showConnection();
}

function rememberPanels() {
  for (const d of app.querySelectorAll("details[data-panel]")) {
    if (d.open) state.open.add(d.dataset.panel);
    else state.open.delete(d.dataset.panel);
  }
}

app.addEventListener("click", (event) => {
  if (state.queue.length && event.target.closest(".centre, .compass") && !event.target.closest("button:not(:disabled)")) {
    goOn(); // a tap on the table: the next card or trick now
    return;
  }
  const target = event.target.closest("button, a");
  if (!target) return;
  if (target.dataset.action !== undefined && !target.disabled) {
    act(target.dataset.action);
  } else if (target.id === "claim-button") {
    const count = document.getElementById("claim-count").value;
    state.claimCount = null;
    if (count) act(`claim ${count}`);
  } else if (target.dataset.jump) {
    const id = target.dataset.jump;
    state.open.add(id);
    render();
    const panelBox = document.getElementById(`panel-${id}`);
    if (panelBox) {
      panelBox.open = true;
      const head = document.querySelector(".table-head");
      const top = panelBox.getBoundingClientRect().top + window.scrollY - (head ? head.offsetHeight + 48 : 48);
      window.scrollTo({ top, behavior: "instant" });
    }
  } else if (target.id === "go-on") {
    goOn();
  } else if (target.id === "skip-button") {
    state.skipDeal = state.msg.deal_number;
    goOn();
    render();
  } else if (target.id === "next-deal") {
    nextDeal();
  } else if (target.id === "hint-button") {
    askHint();
  } else if (target.id === "pbn-button") {
    downloadPBN();
  } else if (target.dataset.replay) {
    state.replay = { deal: Number(target.dataset.replay), step: 0 };
    render();
  } else if (target.dataset.replayStep !== undefined) {
    state.replay.step = Number(target.dataset.replayStep);
    render();
  } else if (target.dataset.replayClose !== undefined) {
    state.replay = null;
    render();
  } else if (target.dataset.note !== undefined) {
    const note = document.getElementById(`note-${target.dataset.note}`);
    if (note) note.hidden = !note.hidden;
  }
});

app.addEventListener("change", (event) => {
  if (event.target.id === "claim-count") { // kept while the table is drawn again
    state.claimCount = Number(event.target.value) || null;
    document.getElementById("claim-button").disabled = !state.claimCount;
    return;
  }
  const select = event.target.closest("[data-pause]");
  if (!select) return;
  setPause(Number(select.value));
  pump();
});

app.addEventListener("toggle", (event) => {
  const d = event.target;
  if (!(d instanceof HTMLDetailsElement) || !d.dataset.panel) return;
  if (d.open === state.open.has(d.dataset.panel)) return; // drawn so, not a person's toggle
  if (d.open) state.open.add(d.dataset.panel);
  else state.open.delete(d.dataset.panel);
  if (d.dataset.panel === "history" && d.open) loadHistory();
}, true);

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && state.replay) {
    state.replay = null;
    render();
  }
});

// -- start ----------------------------------------------------------------------------------

/** Draw one message without a server (the preview page and the screenshots use it). */
export function preview(msg, { history = null, replay = null } = {}) {
  state.table = msg.table;
  state.connection = "open";
  state.history = history;
  state.replay = replay;
  state.msg = msg;
  render();
}

const route = /^\/t\/([^/]+)\/?$/.exec(location.pathname);
if (window.BRIDGECLUB_PREVIEW) window.bridgeclubPreview = preview;
else if (route) openTable(decodeURIComponent(route[1]), new URLSearchParams(location.search).get("token"));
else if (new URLSearchParams(location.search).get("rules")) showRules(app, new URLSearchParams(location.search).get("rules"));
else if (new URLSearchParams(location.search).get("pad") === "new") showNewPad(app, optionField, readOptions);
else if (new URLSearchParams(location.search).get("pad")) showPad(app, new URLSearchParams(location.search).get("pad"), new URLSearchParams(location.search).get("key"));
else showLobby(app);
