// A club event in the browser: the director makes the event, hands each table
// its link and watches the ranking fill in; each table's North enters the results on a
// phone (entry.js). Scores always come from the server (bridgeclub.events).
//
//   /e                       the director's form: a new event
//   /e/{id}?token=DIRECTOR   the director's page: table links, progress, ranking, travellers
//   /e/{id}?token=TABLE      a table's page: its rounds and boards, result entry
//   a teams event's pages are event_teams.js's (a team's link: its captain's page)

import { api } from "./net.js";
import { escapeHTML } from "./cards.js";
import { showTable, resultHTML, entryForm, contractHTML, cardHTML } from "./entry.js";
import { TEAMS_FIELDS, teamsRequest, renderTeamsDirector, showTeam } from "./event_teams.js";

const app = document.getElementById("app");
const title = document.getElementById("title");
const MOVEMENTS = {
  mitchell: "Mitchell (North-South stay, East-West move)",
  "mitchell-arrow": "Mitchell with arrow switch (one winner)",
  "mitchell-relay": "Mitchell with relay and bye stand (even tables)",
  howell: "Howell (everyone meets everyone, 2-10 tables)",
  "howell-3/4": "3/4 Howell (three quarters of the rounds, 2-10 tables)",
};
const SCORING = { MP: "Matchpoints", Butler: "Butler IMPs", Cross: "Cross-IMPs", Cross2: "Cross-IMPs a comparison" };

/** The event's websocket: the state on connect and after every change; it reconnects. */
export class EventSocket {
  constructor(event, token, onState, onStatus) {
    Object.assign(this, { event, token, onState, onStatus, delay: 500, closed: false });
    this.connect();
    this.pinger = setInterval(() => this.ws && this.ws.readyState === 1 && this.ws.send('{"type":"ping"}'), 20000);
  }
  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    this.onStatus("connecting");
    const ws = new WebSocket(`${scheme}://${location.host}/ws/events/${encodeURIComponent(this.event)}?token=${encodeURIComponent(this.token)}`);
    this.ws = ws;
    ws.onopen = () => { this.delay = 500; this.onStatus("open"); };
    ws.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.type === "event" || data.type === "table") this.onState(data);
      else if (data.type === "error") { this.closed = true; this.onStatus("lost", data.message); }
    };
    ws.onclose = () => {
      if (this.closed) return;
      this.onStatus("lost");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 10000);
    };
  }
}

export function setStatus(status, message) {
  const badge = document.getElementById("connection");
  badge.className = `connection ${status}`;
  badge.textContent = { connecting: "connecting…", open: "live", lost: message || "reconnecting…" }[status] || "";
}

function errorText(error) {
  return error && error.message ? error.message : String(error);
}

// -- the director's form ------------------------------------------------------------------
function showCreate() {
  title.textContent = "New club event";
  app.innerHTML = `<section class="ev-card ev-create">
<h1>New club event</h1>
<p class="muted">Make the event, then give each table's North its link: they enter the results on a phone and you watch the ranking fill in.</p>
<form id="create">
<label>Event name <input name="name" required maxlength="80" value="Club pairs ${new Date().toLocaleDateString()}"></label>
<label>Kind <select name="kind"><option value="pairs">Pairs</option><option value="individual">Individual (everyone partners everyone: 1-4 tables, 5, 8, 13 or 17 players)</option><option value="teams">Teams of four (Swiss or round robin)</option></select></label>
<fieldset class="ev-kind" data-kind="pairs">
<label>Movement <small class="muted">(pairs)</small> <select name="movement">${Object.entries(MOVEMENTS).map(([k, v]) => `<option value="${k}">${v}</option>`).join("")}</select></label>
<div class="ev-row">
<label>Tables <input name="tables" type="number" min="1" max="30" value="5" required></label>
<label>Pairs <small class="muted">(odd: one sits out)</small> <input name="pairs" type="number" min="3" max="60" placeholder="2 a table"></label>
<label>Boards a round <input name="boards_per_round" type="number" min="1" max="8" value="3" required></label>
</div>
<label>Scoring <select name="scoring">${Object.entries(SCORING).map(([k, v]) => `<option value="${k}">${v}</option>`).join("")}</select></label>
</fieldset>
${TEAMS_FIELDS}
<label>Names <small class="muted">(optional, one a line: <code>3 Ann Smith - Bob Jones</code>, of an individual <code>3 Ann Smith</code>, of a team <code>3 Aces</code>; the others are called "Pair N", "Player N" or "Team N")</small>
<textarea name="names" rows="4" placeholder="1 Ann Smith - Bob Jones&#10;2 Cid Brown - Dee White"></textarea></label>
<p id="create-error" class="error" role="alert"></p>
<button class="primary" type="submit">Create the event</button>
</form></section>`;
  const form = app.querySelector("#create");
  const kind = form.querySelector("select[name=kind]");
  // the pairs size the movement, as `event create --pairs` does: two a table, a sit-out
  form.querySelector("input[name=pairs]").addEventListener("input", (typed) => {
    const pairs = Number(typed.target.value);
    if (pairs >= 3) form.querySelector("input[name=tables]").value = String(Math.ceil(pairs / 2));
  });
  kind.addEventListener("change", () => {
    for (const part of form.querySelectorAll(".ev-kind")) {
      const mine = part.dataset.kind === (kind.value === "teams" ? "teams" : "pairs");
      part.hidden = !mine;
      part.disabled = !mine;
    }
  });
  form.addEventListener("submit", async (submit) => {
    submit.preventDefault();
    const data = new FormData(form);
    const names = {};
    const problems = [];
    // like `event create --names`: "3 Ann Smith - Bob Jones", "3,Ann Smith,Bob Jones" or
    // just the names, numbered in order (a list pasted from a spreadsheet)
    for (const line of String(data.get("names")).split("\n").map((l) => l.trim()).filter(Boolean)) {
      const m = /^(\d+)[\s.:),;-]+(.+)$/.exec(line);
      const number = m ? m[1].replace(/^0+(?=\d)/, "") : String(Object.keys(names).length + 1);
      if (number in names) problems.push(`${number} is named twice: "${line}"`);
      names[number] = (m ? m[2] : line).split(/\s*[,;]\s*/).filter(Boolean).join(" - ");
    }
    const error = form.querySelector("#create-error");
    if (problems.length) {
      error.textContent = `Names: ${problems[0]}`;
      return;
    }
    const button = form.querySelector("button");
    button.disabled = true;
    error.textContent = "";
    try {
      const made = await api("/api/events", { method: "POST", body: data.get("kind") === "teams" ? teamsRequest(data, names) : {
        name: data.get("name"), kind: data.get("kind"), movement: data.get("movement"), tables: Number(data.get("tables")),
        pairs: data.get("pairs") ? Number(data.get("pairs")) : null,
        boards_per_round: Number(data.get("boards_per_round")), scoring: data.get("scoring"), names } });
      localStorage.setItem(`bridgeclub:event:${made.event}`, made.director_token);
      location.assign(made.director_link);
    } catch (failure) {
      error.textContent = errorText(failure);
      button.disabled = false;
    }
  });
}

// -- the director's page ------------------------------------------------------------------
const director = { state: null, board: null, editing: null, ranking: "" };

function value(number, digits) {
  return number == null ? "" : Number(number).toFixed(digits);
}

function rankingHTML(state) {
  if (!state.ranking.length) return `<p class="muted">No results yet: the ranking appears with the first result.</p>`;
  const early = state.scoring === "MP" && state.ranking.every((r) => r.percent == null);
  if (early) return `<p class="muted">The first results are in. The ranking starts when a board has been played at two tables (matchpoints compare tables).</p>`;
  const mp = state.scoring === "MP";
  const directions = [...new Set(state.ranking.map((r) => r.direction || "all"))];
  const heading = { NS: "North-South", EW: "East-West" };
  return directions.map((d) => `${heading[d] ? `<h3>${heading[d]}</h3>` : ""}<div class="ev-scroll"><table class="ev-table ranking"><thead><tr><th>Place</th><th>${state.kind === "individual" ? "Player" : "Pair"}</th><th class="l">Names</th>${mp ? "<th>MPs</th><th>%</th>" : "<th>IMPs</th>"}<th>Boards</th></tr></thead><tbody>
${state.ranking.filter((r) => (r.direction || "all") === d).map((r) => `<tr data-pair="${r.pair}"><td>${escapeHTML(r.place)}</td><td>${r.pair}</td><td class="l">${escapeHTML(r.names)}</td>${mp ? `<td>${value(r.score, 1)}</td><td><b>${value(r.percent, 2)}</b></td>` : `<td><b>${value(r.score, 1)}</b></td>`}<td>${r.boards}</td></tr>`).join("")}</tbody></table></div>`).join("");
}

function tablesHTML(state) {
  const rows = state.progress.map((p) => {
    const link = new URL(state.tables[p.table].link, location.origin).href;
    const where = p.current_round == null ? `<span class="ev-done">all rounds entered</span>` : `round ${p.current_round} of ${state.movement.rounds}`;
    return `<li class="ev-tablelink"><div><b>Table ${p.table}</b> <span class="muted">${where} · ${p.entered}/${p.boards} boards</span>
<progress max="${p.boards}" value="${p.entered}"></progress></div>
<div class="ev-linkrow"><input id="link-${p.table}" readonly value="${escapeHTML(link)}" aria-label="Link for table ${p.table}"><button type="button" data-copy="link-${p.table}">Copy</button><a class="button" target="_blank" rel="noopener" href="${escapeHTML(link)}">Open</a></div></li>`;
  });
  return `<ul class="ev-tablelinks">${rows.join("")}</ul>`;
}

function movementHTML(state) {
  const m = state.movement;
  const byTable = {};
  for (const s of m.sittings) (byTable[s.table] ||= {})[s.round] = s;
  const head = Array.from({ length: m.rounds }, (_, i) => `<th>Round ${i + 1}</th>`).join("");
  const rows = Object.keys(byTable).map((t) => `<tr><th>Table ${t}</th>${Array.from({ length: m.rounds }, (_, i) => {
    const s = byTable[t][i + 1];
    if (!s) return "<td></td>";
    const done = s.boards.filter((b) => b.result).length;
    const boards = s.boards.length > 1 ? `${s.boards[0].number}-${s.boards[s.boards.length - 1].number}` : s.boards[0].number;
    return `<td class="${s.done ? "done" : done ? "part" : ""}"><button type="button" class="ev-cell" data-round="${s.round}" data-table="${s.table}" title="Enter or correct these results">${s.ns} v ${s.ew}<small>boards ${boards} · ${done}/${s.boards.length}</small></button></td>`;
  }).join("")}</tr>`).join("");
  const notes = m.notes.map((n) => `<p class="muted">${escapeHTML(n)}</p>`).join("");
  return `${notes}<div class="ev-scroll"><table class="ev-table movement"><thead><tr><th></th>${head}</tr></thead><tbody>${rows}</tbody></table></div>
<p class="muted">Each cell: ${m.kind === "individual" ? "North & South players v East & West players" : "North-South pair v East-West pair"}, the boards and how many are entered. Click a cell to enter or correct its results.</p>`;
}

function travellerHTML(state) {
  const numbers = Object.keys(state.travellers).map(Number).sort((a, b) => a - b);
  if (!numbers.length) return `<p class="muted">No board has a result yet.</p>`;
  if (!numbers.includes(director.board)) director.board = numbers[0];
  const mp = state.scoring === "MP";
  const once = mp && state.travellers[String(director.board)].length < 2;
  // best North-South score first; "=" marks a score another table got too
  const lines = [...state.travellers[String(director.board)]].sort((a, b) => (b.ns_points ?? -1e9) - (a.ns_points ?? -1e9));
  const seen = {};
  for (const t of lines) if (t.ns_points != null) seen[t.ns_points] = (seen[t.ns_points] || 0) + 1;
  const rows = lines.map((t) => {
    const eq = t.ns_points != null && seen[t.ns_points] > 1 ? "=" : "";
    const plus = t.ns_points != null && t.ns_points >= 0 ? t.ns_points : "";
    const minus = t.ns_points != null && t.ns_points < 0 ? -t.ns_points : "";
    const played = t.kind === "played";
    const contract = played ? contractHTML(t.contract) : resultHTML(t);
    return `<tr><td>${t.ns}</td><td>${t.ew}</td><td class="l"${played ? "" : ' colspan="4"'}>${contract}</td>${played ? `<td>${t.declarer}</td><td>${t.tricks}</td><td class="l">${t.lead ? cardHTML(t.lead) : ""}</td>` : ""}<td>${plus}</td><td>${minus}</td><td>${once ? "" : eq + value(t.ns_score, 1)}</td><td>${once ? "" : eq + value(t.ew_score, 1)}</td></tr>`;
  }).join("");
  const unit = mp ? "MP" : "IMP";
  return `<div class="ev-boards" role="tablist" aria-label="Board">${numbers.map((n) => `<button type="button" role="tab" data-board="${n}" aria-selected="${n === director.board}">${n}</button>`).join("")}</div>
<div class="ev-scroll"><table class="ev-table traveller"><thead><tr><th>NS</th><th>EW</th><th class="l">Contract</th><th>By</th><th>Tricks</th><th class="l">Lead</th><th>NS +</th><th>NS −</th><th>${unit} NS</th><th>${unit} EW</th></tr></thead><tbody>${rows}</tbody></table></div>
${state.travellers[String(director.board)].length < 2 ? `<p class="muted">Played once so far: a board earns matchpoints when a second table has played it.</p>` : ""}`;
}

function renderDirector(state) {
  const first = director.state === null;
  director.state = state;
  title.textContent = state.name;
  const m = state.movement;
  const total = state.progress.reduce((n, p) => n + p.boards, 0);
  const entered = state.progress.reduce((n, p) => n + p.entered, 0);
  if (first) {
    app.innerHTML = `<div class="ev-director">
<section class="ev-card ev-head"><h1 id="ev-name"></h1><p id="ev-summary" class="muted"></p>
<div class="ev-actions"><button type="button" class="primary" id="publish">Publish the results</button> <a class="button" id="results-link" target="_blank" rel="noopener" hidden>Result pages</a> <button type="button" id="pbn">Download PBN</button> <button type="button" id="reissue" title="New links for this page and every table; the old ones stop working">New links</button></div>
<p id="head-message" role="status"></p>
<details class="ev-keep"><summary>Keep this page's link</summary><p>This link is the director's key to the event: bookmark it. <input id="link-director" readonly value="${escapeHTML(location.href)}"><button type="button" data-copy="link-director">Copy</button></p></details></section>
<section class="ev-card ev-tables"><h2>Tables <small class="muted">send each North the table's link</small></h2><div id="ev-tables"></div></section>
<section class="ev-card ev-ranking"><h2>Ranking <small class="muted">live</small></h2><div id="ev-ranking" aria-live="polite"></div></section>
<section class="ev-card ev-travellers"><h2>Travellers</h2><div id="ev-travellers"></div></section>
<section class="ev-card ev-movement"><h2>Movement</h2><div id="ev-movement"></div><div id="ev-edit"></div></section>
<section class="ev-card ev-online"><h2>Play a round online <small class="muted">at bridgeclub tables, with the event's boards</small></h2><div id="ev-online"></div></section>
</div>`;
    wireDirector();
  }
  app.querySelector("#ev-name").textContent = state.name;
  app.querySelector("#ev-summary").textContent = `${m.name} · ${m.rounds} rounds of ${m.boards_per_round} boards · ${SCORING[state.scoring]} · ${entered} of ${total} results entered`;
  app.querySelector("#ev-tables").innerHTML = tablesHTML(state);
  const ranking = rankingHTML(state);
  if (ranking !== director.ranking) {
    app.querySelector("#ev-ranking").innerHTML = ranking;
    if (!first) app.querySelector("#ev-ranking").classList.add("flash");
    setTimeout(() => app.querySelector("#ev-ranking").classList.remove("flash"), 900);
    director.ranking = ranking;
  }
  app.querySelector("#ev-travellers").innerHTML = travellerHTML(state);
  app.querySelector("#ev-movement").innerHTML = movementHTML(state);
  app.querySelector("#publish").disabled = !state.results;
  app.querySelector("#pbn").disabled = !state.results;
  const individual = state.kind === "individual";   // no result pages, PBN or online rounds yet
  for (const part of ["#publish", "#pbn", ".ev-online"]) app.querySelector(part).hidden = individual;
  if (!individual) renderOnline(state);
  const link = app.querySelector("#results-link");
  link.hidden = !state.published;
  link.href = state.results_page;
  if (director.editing) renderEdit();
}

const SEAT_LETTERS = ["N", "E", "S", "W"];
const SEAT_WORDS = { N: "North", E: "East", S: "South", W: "West" };

/** The online rounds: those started, with their players' links, and a form for the next. */
function renderOnline(state) {
  const box = app.querySelector("#ev-online");
  const started = Object.keys(state.online).map(Number).sort((a, b) => a - b);
  const list = started.map((r) => `<div class="ev-online-round"><h3>Round ${r} is being played online</h3><ul>${Object.entries(state.online[r]).map(([table, t]) => {
    const people = Object.entries(t.links).map(([seat, link]) => {
      const id = `online-${r}-${table}-${seat}`;
      return `<div class="ev-linkrow"><label for="${id}">${SEAT_WORDS[seat]}</label><input id="${id}" readonly value="${escapeHTML(new URL(link, location.origin).href)}"><button type="button" data-copy="${id}">Copy</button></div>`;
    }).join("");
    return `<li><b>Table ${table}</b> <span class="muted">${people ? "" : "the computer plays all four seats"}</span>${people}</li>`;
  }).join("")}</ul></div>`).join("");
  const next = Array.from({ length: state.movement.rounds }, (_, i) => i + 1).filter((r) => !started.includes(r));
  const key = `${next.join(",")}`;
  if (box.dataset.key === key && box.dataset.started === String(started.length)) return;
  box.dataset.key = key;
  box.dataset.started = String(started.length);
  const form = next.length ? `<form id="online-form" class="ev-online-form">
<p class="muted">Each table of the round gets a bridgeclub table dealing the event's boards. Tick the seats where people sit; the computer plays the others, and every result goes straight into the ranking.</p>
<label>Round <select name="round">${next.map((r) => `<option value="${r}">Round ${r}</option>`).join("")}</select></label>
<label>The computer plays <select name="level"><option value="beginner">as a beginner</option><option value="standard" selected>at club standard</option><option value="expert">as an expert</option></select></label>
<table class="ev-table ev-seats"><thead><tr><th class="l">People sit at</th>${SEAT_LETTERS.map((s) => `<th>${SEAT_WORDS[s]}</th>`).join("")}</tr></thead><tbody>
${Array.from({ length: state.movement.tables }, (_, i) => `<tr><td class="l">Table ${i + 1}</td>${SEAT_LETTERS.map((s) => `<td><input type="checkbox" name="seat" value="${i + 1}:${s}" aria-label="A person sits ${SEAT_WORDS[s]} at table ${i + 1}"></td>`).join("")}</tr>`).join("")}</tbody></table>
<p id="online-error" class="error" role="alert"></p>
<button type="submit">Start this round online</button></form>` : "";
  box.innerHTML = list + form;
  const online = box.querySelector("#online-form");
  if (!online) return;
  online.addEventListener("submit", async (submit) => {
    submit.preventDefault();
    const data = new FormData(online);
    const people = {};
    for (const seat of data.getAll("seat")) {
      const [table, letter] = String(seat).split(":");
      (people[table] ||= {})[letter] = "human";
    }
    try {
      await api(`/api/events/${director.event}/online`, { method: "POST", token: director.token,
        body: { round: Number(data.get("round")), level: data.get("level"), people } });
    } catch (failure) {
      online.querySelector("#online-error").textContent = errorText(failure);
    }
  });
}

function renderEdit() {
  const box = app.querySelector("#ev-edit");
  const { round, table } = director.editing;
  const sitting = director.state.movement.sittings.find((s) => s.round === round && s.table === table);
  const key = `${round}-${table}`;
  if (box.dataset.key !== key) {
    box.dataset.key = key;
    box.innerHTML = `<div class="ev-editbox"><h3>Table ${table}, round ${round}: ${sitting.seats ? "players" : "pair"} ${sitting.ns} (NS) v ${sitting.seats ? "players" : "pair"} ${sitting.ew} (EW) <button type="button" class="ev-close" aria-label="Close">×</button></h3><div class="ev-editboards"></div></div>`;
    box.querySelector(".ev-close").onclick = () => { director.editing = null; box.innerHTML = ""; box.dataset.key = ""; };
  }
  entryForm(box.querySelector(".ev-editboards"), { event: director.event, token: director.token, sitting,
    scoring: director.state.scoring, onSaved: (state) => renderDirector(state) });
}

/** A Copy button: its link on the clipboard. */
async function copyLink(copy) {
  const input = document.getElementById(copy.dataset.copy);
  input.select();
  try { await navigator.clipboard.writeText(input.value); } catch { document.execCommand && document.execCommand("copy"); }
  copy.textContent = "Copied";
  setTimeout(() => { copy.textContent = "Copy"; }, 1500);
}

/** New links for the director and every table (or team); this page moves to its new one. */
async function reissueLinks(message) {
  if (!confirm("Make new links for this page and every table? The old ones stop working: send each North the new one.")) return;
  try {
    const fresh = await api(`/api/events/${director.event}/links`, { method: "POST", token: director.token });
    localStorage.setItem(`bridgeclub:event:${director.event}`, fresh.director_token);
    location.replace(fresh.director_link);
  } catch (failure) {
    message.textContent = errorText(failure);
    message.className = "error";
  }
}

function wireDirector() {
  app.addEventListener("click", async (click) => {
    const copy = click.target.closest("[data-copy]");
    if (copy) {
      await copyLink(copy);
      return;
    }
    const board = click.target.closest("[data-board]");
    if (board) {
      director.board = Number(board.dataset.board);
      app.querySelector("#ev-travellers").innerHTML = travellerHTML(director.state);
      return;
    }
    const cell = click.target.closest(".ev-cell");
    if (cell) {
      director.editing = { round: Number(cell.dataset.round), table: Number(cell.dataset.table) };
      renderEdit();
      app.querySelector("#ev-edit").scrollIntoView({ behavior: "smooth", block: "nearest" });
    }
  });
  app.querySelector("#publish").addEventListener("click", async () => {
    const message = app.querySelector("#head-message");
    try {
      const done = await api(`/api/events/${director.event}/publish`, { method: "POST", token: director.token });
      message.innerHTML = `Published: <a href="${escapeHTML(done.link)}" target="_blank" rel="noopener">the result pages</a> (anyone with this address can read them).`;
      message.className = "";
    } catch (failure) {
      message.textContent = errorText(failure);
      message.className = "error";
    }
  });
  app.querySelector("#reissue").addEventListener("click", () => reissueLinks(app.querySelector("#head-message")));
  app.querySelector("#pbn").addEventListener("click", async () => {
    const message = app.querySelector("#head-message");
    try {
      const text = await api(`/api/events/${director.event}/results.pbn`, { token: director.token });
      const url = URL.createObjectURL(new Blob([text], { type: "application/x-pbn" }));
      const a = Object.assign(document.createElement("a"), { href: url, download: `${director.state.name}.pbn` });
      a.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      message.textContent = errorText(failure);
      message.className = "error";
    }
  });
}

// -- starting -----------------------------------------------------------------------------
async function start() {
  const match = /^\/e\/([0-9a-f]+)\/?$/.exec(location.pathname);
  if (!match) {
    showCreate();
    return;
  }
  const event = match[1];
  const params = new URLSearchParams(location.search);
  const token = params.get("token") || localStorage.getItem(`bridgeclub:event:${event}`);
  if (!token) {
    app.innerHTML = `<section class="ev-card"><h1>Club event</h1><p>Open the link the director gave your table. The results, once published, are at <a href="/e/${event}/results">the result pages</a>.</p></section>`;
    return;
  }
  let state;
  try {
    state = await api(`/api/events/${event}`, { token });
  } catch (failure) {
    app.innerHTML = `<section class="ev-card"><h1>Club event</h1><p class="error">${escapeHTML(errorText(failure))}</p><p>Ask the director for your table's link.</p></section>`;
    return;
  }
  const setTitle = (text) => { title.textContent = text; };
  if (state.kind === "teams" && state.type === "event") {
    Object.assign(director, { event, token });
    const draw = (fresh) => renderTeamsDirector(app, fresh, { event, token, title, tools: { copy: copyLink, reissue: reissueLinks } });
    draw(state);
    new EventSocket(event, token, draw, setStatus);
  } else if (state.kind === "teams") {
    showTeam(app, { event, token, state, setTitle });
    new EventSocket(event, token, (fresh) => showTeam(app, { event, token, state: fresh }), setStatus);
  } else if (state.type === "event") {
    Object.assign(director, { event, token });
    renderDirector(state);
    new EventSocket(event, token, renderDirector, setStatus);
  } else {
    showTable(app, { event, token, state, setTitle });
    new EventSocket(event, token, (fresh) => showTable(app, { event, token, state: fresh }), setStatus);
  }
}

start();
