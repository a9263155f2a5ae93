// A tournament with the computer in the browser: everyone plays the same boards
// at a table of her own (South, three computers), and after each board sees how the field
// bid and played it. Scores always come from the server (bridgeclub.tournaments).
//
//   /tournament                          a new tournament (a teacher's class, or listed)
//   /tournament/{id}                     enter with a name; then your table and the field
//   /tournament/{id}?token=ENTRANT       your table (the ordinary table page, framed), your
//                                        place, each board's traveller once you played it
//   /tournament/{id}?token=TEACHER       the links, who has played which board, results
//   /tournament/{id}/projector[?token=]  board by board in large type, for a classroom

import { api } from "./net.js";
import { callHTML, escapeHTML, suitHTML } from "./cards.js";
import { tableHTML } from "./table.js";
import { replayControls, replayView } from "./history.js";

const app = document.getElementById("app");
const title = document.getElementById("title");
const VARIANTS = { duplicate: "Duplicate bridge", minibridge: "MiniBridge", "ez-bridge": "EZ-Bridge" };
const SCORING = { MP: "Matchpoints", Butler: "Butler IMPs", Cross: "Cross-IMPs" };
const SEATS = ["N", "E", "S", "W"];
const STRAINS = ["C", "D", "H", "S", "NT"];
const ui = { state: null, token: null, board: null, data: null, replay: null, seen: new Set(), error: "" };

/** The tournament's websocket: the state on connect and after every change; reconnects. */
class TournamentSocket {
  constructor(id, token, onState) {
    Object.assign(this, { id, token, onState, delay: 500, closed: false });
    this.connect();
    setInterval(() => this.ws && this.ws.readyState === 1 && this.ws.send('{"type":"ping"}'), 20000);
  }
  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    setStatus("connecting");
    const ws = new WebSocket(`${scheme}://${location.host}/ws/tournaments/${encodeURIComponent(this.id)}${query}`);
    this.ws = ws;
    ws.onopen = () => { this.delay = 500; setStatus("open"); };
    ws.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.type === "tournament") this.onState(data);
      else if (data.type === "error") { this.closed = true; refused(data); }
    };
    ws.onclose = () => {
      if (this.closed) return;          // refused (a link replaced by a new one): no retry
      setStatus("lost");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 10000);
    };
  }
}

function setStatus(status) {
  const badge = document.getElementById("connection");
  badge.className = `connection ${status}`;
  badge.textContent = { connecting: "connecting…", open: "live", lost: "reconnecting…" }[status] || "";
}

/** A link that no longer opens the tournament (401: replaced, or expired): say so, stop. */
function refused(error) {
  const id = ui.state ? ui.state.id : "";
  if (id) localStorage.removeItem(`bridgeclub-tournament-${id}`);
  setStatus("lost");
  document.getElementById("connection").textContent = "link refused";
  app.innerHTML = `<section class="ev-card"><p class="error" role="alert" id="tn-refused">${escapeHTML(errorText(error))}</p></section>`;
}

const errorText = (error) => (error && error.message ? error.message : String(error));
const full = (path) => new URL(path, location.origin).href;
const pct = (v) => (v == null ? "" : v.toFixed(2));
const num = (v) => (v == null ? "" : Number.isInteger(v) ? String(v) : v.toFixed(2));

// -- pieces ---------------------------------------------------------------------------------
function rankingHTML(state, { lines = 50 } = {}) {
  const mp = state.form === "MP";
  const mine = state.me ? state.me.entrant : null;
  const rows = state.ranking.slice(0, lines).map((r) => `<tr${r.entrant === mine ? ' class="tn-mine"' : ""}><td>${r.place}</td><td class="l">${escapeHTML(r.name)}</td><td>${num(r.score)}</td>${mp ? `<td>${pct(r.percent)}</td>` : ""}<td>${r.boards}</td></tr>`).join("");
  return `<table class="ev-table ranking" aria-label="ranking"><thead><tr><th>Place</th><th class="l">Name</th><th>${mp ? "MPs" : "IMPs"}</th>${mp ? "<th>%</th>" : ""}<th>Boards</th></tr></thead><tbody>${rows || `<tr><td colspan="5" class="l muted">No board finished yet.</td></tr>`}</tbody></table>`;
}

function contractText(row, variant) {
  if (!row.contract || row.contract === "Pass") return "Passed out";
  return `${callHTML(row.contract)}${row.declarer ? ` ${row.declarer}` : ""}`;
}

function handHTML(deal, seat) {
  const hands = deal.replace(/^[NESW]:/, "").split(" ");
  const first = SEATS.indexOf(deal[0]);
  const hand = hands[(SEATS.indexOf(seat) - first + 4) % 4].split(".");
  const names = { N: "North", E: "East", S: "South", W: "West" };
  return `<div class="tn-hand"><div class="who">${names[seat]}</div>${["S", "H", "D", "C"].map((s, i) => `<div>${suitHTML(s)} ${escapeHTML(hand[i] || "—").replace(/T/g, "10")}</div>`).join("")}</div>`;
}

function diagramHTML(data) {
  const d = data.deal;
  return `<div class="tn-diagram" aria-label="the deal"><div>Board ${data.board}<br>Dealer ${data.dealer}<br>Vul ${escapeHTML(data.vulnerable)}</div>${handHTML(d, "N")}<div></div>${handHTML(d, "W")}<div></div>${handHTML(d, "E")}<div></div>${handHTML(d, "S")}<div></div></div>`;
}

function ddHTML(data) {
  if (!data.dd) return "";
  const head = STRAINS.map((s) => `<th>${suitHTML(s)}</th>`).join("");
  const rows = SEATS.map((seat, i) => `<tr><th>${seat}</th>${STRAINS.map((_, j) => `<td>${data.dd[i][j]}</td>`).join("")}</tr>`).join("");
  return `<table class="tn-dd" aria-label="double-dummy tricks"><tr><th></th>${head}</tr>${rows}</table>${data.par ? `<p class="muted">Par: ${escapeHTML(data.par)}</p>` : ""}`;
}

function travellerHTML(data, { replay = true, mine = null } = {}) {
  const unit = data.form === "MP" ? "MPs" : "IMPs";
  const rows = data.traveller.map((r) => `<tr${r.entrant === mine ? ' class="tn-mine"' : ""}><td class="l">${escapeHTML(r.name)}</td><td class="l">${contractText(r, data.variant)}</td><td>${r.lead ? callHTML(r.lead.slice(0, 1)) + r.lead.slice(1).replace("T", "10") : ""}</td><td>${r.tricks ?? ""}</td><td>${escapeHTML(String(r.score))}</td><td>${num(r.earned)}</td>${replay ? `<td><button type="button" class="small-button" data-replay-entrant="${r.entrant}" aria-label="Replay ${escapeHTML(r.name)}'s board">▶<span class="tn-wide"> Replay</span></button></td>` : ""}</tr>`).join("");
  return `<div class="tn-scroll"><table class="ev-table traveller" aria-label="traveller of board ${data.board}"><thead><tr><th class="l">Name</th><th class="l">Contract</th><th>Lead</th><th>Tricks</th><th>Score NS</th><th>${unit}</th>${replay ? "<th></th>" : ""}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function replayHTML() {
  const r = ui.replay;
  if (!r) return "";
  const view = replayView(r.deal, r.step);
  const msg = { table: "", view, seats: { N: "computer", E: "computer", W: "computer", S: "human" }, connected: {} };
  return `<section class="tn-replay" aria-label="Replay of a board"><h3>${escapeHTML(r.deal.name)}'s board ${r.deal.number}</h3>${replayControls(r.deal, r.step)}${tableHTML(msg, { replay: true })}</section>`;
}

function boardsNav(state, played) {
  return `<div class="ev-boards" role="tablist" aria-label="boards">${state.boards.map((b) => {
    const open = played.includes(b);
    return `<button type="button" role="tab" data-board="${b}" aria-selected="${ui.board === b}"${open ? "" : " disabled"} aria-label="Board ${b}${open ? "" : ", not played yet"}">${b}</button>`;
  }).join("")}</div>`;
}

function boardHTML(mine) {
  if (!ui.data) return ui.board ? `<p class="muted">Loading board ${ui.board}…</p>` : `<p class="muted">Play a board: then you see how everyone else bid and played it.</p>`;
  return `<h3>Board ${ui.data.board}</h3>${diagramHTML(ui.data)}${ddHTML(ui.data)}${travellerHTML(ui.data, { mine })}${replayHTML()}`;
}

async function openBoard(board) {
  ui.board = board;
  ui.replay = null;
  ui.data = null;
  render();
  try {
    ui.data = await api(`/api/tournaments/${ui.state.id}/boards/${board}`, { token: ui.token });
  } catch (error) {
    ui.error = errorText(error);
  }
  render();
}

async function openReplay(entrant) {
  try {
    const deal = await api(`/api/tournaments/${ui.state.id}/boards/${ui.board}/plays/${entrant}`, { token: ui.token });
    ui.replay = { deal, step: deal.events.length };
  } catch (error) {
    ui.error = errorText(error);
  }
  render();
}

app.addEventListener("click", (event) => {
  const target = event.target.closest("button");
  if (!target) return;
  if (target.dataset.board) openBoard(Number(target.dataset.board));
  else if (target.dataset.replayEntrant) openReplay(Number(target.dataset.replayEntrant));
  else if (target.dataset.replayStep !== undefined && ui.replay) { ui.replay.step = Number(target.dataset.replayStep); render(); }
  else if (target.dataset.replayClose !== undefined) { ui.replay = null; render(); }
  else if (target.dataset.step) {
    const boards = ui.state.boards;
    const i = boards.indexOf(ui.board) + Number(target.dataset.step);
    if (i >= 0 && i < boards.length) openBoard(boards[i]);
  } else if (target.id === "tn-close") closeTournament();
  else if (target.id === "tn-reissue") reissueLinks();
});

// -- pages ----------------------------------------------------------------------------------
function headHTML(state) {
  const when = state.closed ? "closed" : state.closes ? `closes ${escapeHTML(state.closes.replace("T", " "))} UTC` : "open";
  return `<h1>${escapeHTML(state.name)}</h1><p class="muted">${VARIANTS[state.variant]} · ${SCORING[state.form]} · ${state.boards.length} boards · computers: ${state.level} · ${state.entrants} entrant${state.entrants === 1 ? "" : "s"} · ${when}${state.group ? ` · class ${escapeHTML(state.group)}` : ""}</p>`;
}

/** A phone has no room for the table beside the field: there the entrant's table is the
 * full table page (the tournament's name and a way back above it), one tap away. */
const PHONE = matchMedia("(max-width: 900px)");

/** The entrant's table page, which names the tournament and links back to this page. */
function tableLink(state) {
  return `${state.me.table_link}&tournament=${encodeURIComponent(state.id)}`;
}

function entrantHTML(state) {
  const me = state.me;
  const place = me.place ? `Place <strong>${me.place}</strong> of ${me.of}${me.percent != null ? ` · ${pct(me.percent)}%` : state.form !== "MP" && me.played.length ? ` · ${num(me.score)} IMPs` : ""}` : "Your place shows after your first board.";
  const done = me.played.length === state.boards.length;
  const fin = done ? `<h2>All ${state.boards.length} boards played</h2><p>Well done, ${escapeHTML(me.name)}. Look at each board below: how the others bid and played it.</p>` : "";
  const next = me.played.length + 1;
  const table = PHONE.matches
    ? (done || state.closed ? "" : `<p class="tn-go"><a class="button primary" href="${escapeHTML(tableLink(state))}">${me.played.length ? `Play board ${next}` : "Play the first board"} (${next} of ${state.boards.length})</a></p>`)
    : `<iframe class="tn-frame" title="Your table" src="${escapeHTML(me.table_link)}"></iframe>`;
  return `<div class="tn-play"><div>${PHONE.matches ? "" : table}</div>
<div><section class="ev-card">${fin}${headHTML(state)}<p class="tn-me">${escapeHTML(me.name)}: ${place} · ${me.played.length} of ${state.boards.length} boards played</p>${PHONE.matches ? table : ""}</section>
<section class="ev-card"><h2>The field, board by board</h2>${boardsNav(state, state.closed ? state.boards : me.played)}<div id="tn-board">${boardHTML(me.entrant)}</div></section>
<section class="ev-card"><h2>Ranking</h2>${rankingHTML(state)}</section></div></div>`;
}

function teacherHTML(state) {
  const id = state.id;
  const grid = state.grid.map((g) => `<tr><td class="l"><a href="${escapeHTML(g.link)}" target="_blank" rel="noopener" title="${escapeHTML(g.name)}'s own link, to give her again">${escapeHTML(g.name)}</a></td>${state.boards.map((b) => g.played.includes(b) ? `<td class="yes" aria-label="played">✓</td>` : `<td class="no" aria-label="not yet">·</td>`).join("")}</tr>`).join("");
  const link = (label, path, key) => `<label>${label}<div class="ev-linkrow"><input id="${key}" readonly value="${escapeHTML(full(path))}"><a class="button" href="${escapeHTML(path)}" target="_blank" rel="noopener">Open</a></div></label>`;
  return `<section class="ev-card">${headHTML(state)}<div class="tn-links">${link("The pupils' link (each gives her name)", `/tournament/${id}`, "tn-pupils")}${link("The projector (after closing, on the big screen)", `/tournament/${id}/projector?token=${ui.token}`, "tn-projector")}${link("Your page (keep it: it is your key)", `/tournament/${id}?token=${ui.token}`, "tn-teacher")}</div>
<div class="ev-actions">${state.closed ? `<span class="ev-done">Closed.</span>` : `<button type="button" id="tn-close">Close the tournament now</button>`}<a class="button" href="/api/tournaments/${id}/results.pbn?token=${encodeURIComponent(ui.token)}" download="${escapeHTML(state.name)}.pbn">Results (PBN)</a><a class="button" href="/api/tournaments/${id}/results.html?token=${encodeURIComponent(ui.token)}" target="_blank" rel="noopener">Results (HTML)</a><button type="button" id="tn-reissue" title="New links for your page and every pupil's; the old ones stop working">New links</button></div></section>
<section class="ev-card"><h2>Who has played which board</h2><div class="scroll"><table class="ev-table tn-grid" aria-label="who has played which board"><thead><tr><th class="l">Name</th>${state.boards.map((b) => `<th>${b}</th>`).join("")}</tr></thead><tbody>${grid || `<tr><td class="l muted" colspan="${state.boards.length + 1}">Nobody has entered yet.</td></tr>`}</tbody></table></div></section>
<section class="ev-card"><h2>The field, board by board</h2>${boardsNav(state, state.boards)}<div id="tn-board">${boardHTML(null)}</div></section>
<section class="ev-card"><h2>Ranking</h2>${rankingHTML(state)}</section>`;
}

function joinHTML(state) {
  return `<section class="ev-card ev-create">${headHTML(state)}${state.closed ? "<p>The tournament has closed: the results are below.</p>" : `<form id="tn-join" aria-label="enter the tournament"><label>Your name <input name="name" maxlength="40" required autocomplete="nickname"></label><button type="submit" class="primary">Enter and play</button><p class="error" role="alert" id="tn-error" hidden></p></form><p class="muted">You play every board as South with three computers as partner and opponents; after each board you see how everyone else played it.</p>`}</section>
${state.closed ? `<section class="ev-card"><h2>The field, board by board</h2>${boardsNav(state, state.boards)}<div id="tn-board">${boardHTML(null)}</div></section>` : ""}
<section class="ev-card"><h2>Ranking</h2>${rankingHTML(state)}</section>`;
}

function projectorHTML(state) {
  if (!state.closed && state.who !== "teacher") return `<section class="ev-card">${headHTML(state)}<p>The comparison shows here when the tournament closes.</p>${rankingHTML(state, { lines: 10 })}</section>`;
  if (ui.board === null) { openBoard(state.boards[0]); return ""; }
  const d = ui.data;
  const nav = `<div class="tn-nav"><button type="button" data-step="-1" aria-label="Previous board">‹</button><strong>Board ${ui.board} of ${state.boards.length}</strong><button type="button" data-step="1" aria-label="Next board">›</button></div>`;
  const board = d ? `<div class="tn-board"><div>${diagramHTML(d)}</div><div>${travellerHTML(d, { replay: false })}${ddHTML(d)}</div></div>` : "<p>Loading…</p>";
  return `<section class="ev-card"><h1>${escapeHTML(state.name)}</h1>${nav}${board}</section><section class="ev-card"><h2>Ranking</h2>${rankingHTML(state, { lines: 12 })}</section>`;
}

function render() {
  const state = ui.state;
  if (!state) return;
  title.textContent = state.name;
  let html;
  if (location.pathname.endsWith("/projector")) html = projectorHTML(state);
  else if (state.who === "teacher") html = teacherHTML(state);
  else if (state.me) html = entrantHTML(state);
  else html = joinHTML(state);
  if (ui.error) html = `<p class="error" role="alert">${escapeHTML(ui.error)}</p>${html}`;
  ui.error = "";
  const frame = app.querySelector("iframe.tn-frame");
  if (frame && state.me) {
    // keep the table where it is: only the panels are drawn again
    const panels = app.querySelector(".tn-play > div:last-child");
    const fresh = document.createElement("div");
    fresh.innerHTML = html;
    panels.replaceWith(fresh.querySelector(".tn-play > div:last-child"));
    return;
  }
  // the field changes while someone types her name: the redrawn form keeps what she typed
  const typing = app.querySelector("#tn-join");
  const typed = typing ? typing.name.value : "";
  const focused = typing && document.activeElement === typing.name;
  app.innerHTML = html;
  const join = app.querySelector("#tn-join");
  if (join && typed) join.name.value = typed;
  if (join && focused) join.name.focus();
  wireForms();
}

function wireForms() {
  const join = app.querySelector("#tn-join");
  if (join) join.addEventListener("submit", async (event) => {
    event.preventDefault();
    const box = app.querySelector("#tn-error");
    try {
      const entered = await api(`/api/tournaments/${ui.state.id}/entrants`, { method: "POST", body: { name: join.name.value } });
      localStorage.setItem(`bridgeclub-tournament-${ui.state.id}`, entered.token);
      location.href = entered.page;
    } catch (error) {
      box.hidden = false;
      box.textContent = errorText(error);
    }
  });
}

async function closeTournament() {
  if (!confirm("Close the tournament now? Nobody can enter or play after this.")) return;
  try {
    ui.state = await api(`/api/tournaments/${ui.state.id}/close`, { method: "POST", token: ui.token });
  } catch (error) {
    ui.error = errorText(error);
  }
  render();
}

async function reissueLinks() {
  if (!confirm("Make new links for your page and every pupil's? The old ones stop working: give each pupil her new link (her name in the table below).")) return;
  try {
    const fresh = await api(`/api/tournaments/${ui.state.id}/links`, { method: "POST", token: ui.token });
    location.replace(fresh.teacher_link);
  } catch (error) {
    ui.error = errorText(error);
    render();
  }
}

function onState(state) {
  const before = ui.state;
  ui.state = state;
  // after each board an entrant sees the field's traveller of the board she just played
  // (and, coming back to the page, that of the last board she played)
  if (state.me && !location.pathname.endsWith("/projector")) {
    const fresh = state.me.played.filter((b) => !ui.seen.has(b));
    for (const b of fresh) ui.seen.add(b);
    if (fresh.length && !ui.replay) { openBoard(fresh[fresh.length - 1]); return; }
  }
  if (ui.board !== null && ui.data && !ui.replay && before && state.seq !== before.seq) {
    api(`/api/tournaments/${state.id}/boards/${ui.board}`, { token: ui.token }).then((data) => { ui.data = data; render(); }).catch(() => {});
  }
  render();
}

// -- the form of a new tournament -----------------------------------------------------------
async function showCreate() {
  title.textContent = "Tournaments";
  let listed = [];
  try { listed = await api("/api/tournaments"); } catch { listed = []; }
  const open = listed.length ? `<section class="ev-card ev-create" aria-label="open tournaments"><h1>Open tournaments</h1><ul class="tn-listed">${listed.map((t) => `<li><a href="${escapeHTML(t.link)}">${escapeHTML(t.name)}</a> <span class="muted">${VARIANTS[t.variant]} · ${SCORING[t.scoring]} · ${t.boards} boards · ${t.entrants} entrant${t.entrants === 1 ? "" : "s"}${t.closes ? ` · closes ${escapeHTML(t.closes.replace("T", " "))} UTC` : ""}</span></li>`).join("")}</ul></section>` : "";
  app.innerHTML = `${open}<section class="ev-card ev-create"><h1>A tournament with the computer</h1><p>Everyone plays the same boards, each at a table of her own with three computers, and is scored against everyone else who played them. For a class: give it your class's name; the pupils enter by a private link with their names.</p>
<form id="tn-create" aria-label="new tournament">
<label>Name <input name="name" maxlength="80" value="Tournament" required></label>
<div class="ev-row"><label>Game <select name="variant"><option value="duplicate">Duplicate bridge</option><option value="minibridge">MiniBridge</option><option value="ez-bridge">EZ-Bridge</option></select></label>
<label>Scoring <select name="scoring"><option value="MP">Matchpoints</option><option value="Butler">Butler IMPs</option><option value="Cross">Cross-IMPs</option></select></label></div>
<div class="ev-row"><label>Boards <input name="boards" type="number" min="1" max="36" value="8"></label>
<label>Computers <select name="level"><option>beginner</option><option selected>standard</option><option>expert</option></select></label></div>
<div class="ev-row"><label>Opens (UTC) <input name="opens" type="datetime-local"></label><label>Closes (UTC) <input name="closes" type="datetime-local"></label></div>
<label>A class's tournament <small>(your class's name: not listed in the lobby)</small><input name="group" maxlength="60"></label>
<button type="submit" class="primary">Make the tournament</button><p class="error" role="alert" id="tn-error" hidden></p></form></section>`;
  const form = app.querySelector("#tn-create");
  // EZ-Bridge's points are compared by matchpoints only
  form.elements.variant.addEventListener("change", () => {
    const ez = form.elements.variant.value === "ez-bridge";
    if (ez) form.elements.scoring.value = "MP";
    for (const option of form.elements.scoring.options) option.disabled = ez && option.value !== "MP";
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const f = form.elements;
    const body = { name: f.name.value, variant: f.variant.value, scoring: f.scoring.value, boards: Number(f.boards.value), level: f.level.value, opens: f.opens.value.slice(0, 16), closes: f.closes.value.slice(0, 16), group: f.group.value };
    try {
      const made = await api("/api/tournaments", { method: "POST", body });
      location.href = made.teacher_link;
    } catch (error) {
      const box = app.querySelector("#tn-error");
      box.hidden = false;
      box.textContent = errorText(error);
    }
  });
}

async function start() {
  const route = /^\/tournament\/([^/]+)(\/projector)?\/?$/.exec(location.pathname);
  if (!route) { showCreate(); return; }
  const id = decodeURIComponent(route[1]);
  if (route[2]) document.body.classList.add("projector");
  const params = new URLSearchParams(location.search);
  ui.token = params.get("token") || localStorage.getItem(`bridgeclub-tournament-${id}`);
  try {
    ui.state = await api(`/api/tournaments/${encodeURIComponent(id)}`, { token: ui.token });
  } catch (error) {
    if (error.status === 401) {
      refused(error);
      localStorage.removeItem(`bridgeclub-tournament-${id}`);
      return;
    } else if (error.status === 403 && !params.get("token")) {
      localStorage.removeItem(`bridgeclub-tournament-${id}`);
      ui.token = null;
      ui.state = await api(`/api/tournaments/${encodeURIComponent(id)}`);
    } else {
      app.innerHTML = `<p class="error" role="alert">${escapeHTML(errorText(error))}</p>`;
      return;
    }
  }
  // her table's page links back to /tournament/{id}: that page must know her again
  if (ui.state.me && ui.token) localStorage.setItem(`bridgeclub-tournament-${id}`, ui.token);
  onState(ui.state);
  new TournamentSocket(id, ui.token, onState);
  PHONE.addEventListener("change", () => { app.innerHTML = ""; render(); });
}

start();
