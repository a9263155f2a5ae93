// The lobby: make a table of any variant and match, its options as the server declares
// them (GET /api/variants), who sits where; then the friends' links to copy.

import { api } from "./net.js";
import { escapeHTML } from "./cards.js";
import { SEAT_NAMES, VARIANT_NAMES } from "./table.js";
import { pauseSelect, setPause } from "./pace.js";
import { KINDS as PAD_KINDS, padStanding } from "./pad.js";

const TABLE_OPTIONS = [
  { name: "claims", kind: "bool", help: "declarer may claim or concede tricks", default: true },
  { name: "undo", kind: "bool", help: "a player may take back her last action", default: true },
  { name: "hints", kind: "bool", help: "ask the computer what it would do", default: true },
  { name: "memory_help", kind: "bool", help: "show the Memory Help Form (who bid and played what)", default: false },
  { name: "auto_next", kind: "bool", help: "deal the next deal as soon as one is over", default: false },
];

/** The table's options: the server's declarations (GET /api/variants) where it has them,
 * switched on by default where a family table wants them (claims, undo, hints). */
function tableOptions(variant) {
  const declared = Object.fromEntries((variant.options || []).map((o) => [o.name, o]));
  return TABLE_OPTIONS.map((mine) => ({ ...(declared[mine.name] || {}), ...mine, help: (declared[mine.name] || mine).help }));
}
const LEVELS = ["beginner", "standard", "expert"];
const HIDDEN_OPTIONS = new Set(["variant", "game_options", "seed", "situation", "people"]);

export function tableLinks(table) {
  try {
    return JSON.parse(localStorage.getItem(`bridgeclub:table:${table}`) || "null");
  } catch {
    return null;
  }
}

export function optionField(option, prefix, players) {
  const id = `${prefix}-${option.name}`;
  const label = escapeHTML(option.name.replace(/_/g, " "));
  const help = option.help ? `<small>${escapeHTML(option.help)}</small>` : "";
  if (option.kind === "bool") {
    return `<label class="option bool" for="${id}"><input type="checkbox" id="${id}" name="${option.name}" data-kind="bool"${option.default ? " checked" : ""}> ${label} ${help}</label>`;
  }
  let input;
  if (option.kind === "choice" || option.kind === "seat") {
    const choices = option.choices || (option.kind === "seat" ? players : []);
    const none = option.default == null ? `<option value="">(the usual)</option>` : "";
    input = `<select id="${id}" name="${option.name}" data-kind="${option.kind}">${none}${choices.map((c) => `<option value="${escapeHTML(c)}"${c === option.default ? " selected" : ""}>${escapeHTML(option.kind === "seat" ? SEAT_NAMES[c] || c : c)}</option>`).join("")}</select>`;
  } else if (option.kind === "int") {
    input = `<input type="number" id="${id}" name="${option.name}" data-kind="int"${option.low != null ? ` min="${option.low}"` : ""}${option.high != null ? ` max="${option.high}"` : ""} value="${option.default ?? ""}">`;
  } else if (option.kind === "text") {
    input = `<input type="text" id="${id}" name="${option.name}" data-kind="text" value="${escapeHTML(option.default ?? "")}">`;
  } else {
    return "";
  }
  return `<label class="option" for="${id}"><span>${label}</span> ${input} ${help}</label>`;
}

export function readOptions(fieldset) {
  const options = {};
  for (const input of fieldset.querySelectorAll("[data-kind]")) {
    const kind = input.dataset.kind;
    if (kind === "bool") options[input.name] = input.checked;
    else if (input.value === "") continue;
    else if (kind === "int") options[input.name] = Number(input.value);
    else options[input.name] = input.value;
  }
  return options;
}

/** Every table this browser has a seat at (made here, or opened by a seat link). */
export function myTables() {
  const found = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith("bridgeclub:table:")) continue;
    const entry = tableLinks(key.slice("bridgeclub:table:".length));
    if (entry && entry.links && entry.links[entry.me]) found.push({ table: key.slice(17), ...entry });
  }
  return found.sort((a, b) => (b.seen || 0) - (a.seen || 0));
}

/** The score pads made in this browser (their writing links). */
function myPads() {
  const found = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith("bridgeclub:pad:")) continue;
    try {
      const entry = JSON.parse(localStorage.getItem(key) || "null");
      if (entry && entry.links && entry.links.write) found.push({ code: key.slice(15), ...entry });
    } catch {
      /* not ours */
    }
  }
  return found.sort((a, b) => (b.seen || 0) - (a.seen || 0));
}

/** Remember the seat this page was opened with, so the lobby lists the table. */
export function rememberSeat(table, seat, variant) {
  const entry = tableLinks(table) || { me: seat, links: {}, variant };
  if (!entry.links[entry.me]) {
    entry.me = seat;
    entry.links[seat] = `${location.pathname}${location.search}`;
  }
  entry.variant = variant;
  entry.seen = Date.now();
  try {
    localStorage.setItem(`bridgeclub:table:${table}`, JSON.stringify(entry));
  } catch {
    /* private browsing: the lobby will not list it */
  }
}

function forget(table) {
  localStorage.removeItem(`bridgeclub:table:${table}`);
}

/** "Your tables": each with its game, deal, score and whose turn, to continue or leave. */
async function showMyTables(box) {
  const tables = myTables();
  const paste = `<form class="seat-link" id="seat-link-form"><label for="seat-link">Open a seat link</label>
<input id="seat-link" type="url" placeholder="https://…/t/…?token=…" aria-label="Seat link">
<button type="submit">Open</button></form>`;
  const pads = myPads();
  // each pad by its game and the day it was started; its deals and score come after
  const padList = pads.length ? `<h2>Your score pads</h2><ul class="my-tables">${pads.map((p) => {
    const name = `${PAD_KINDS[p.kind] || p.kind}, started ${startedText(p.made || p.seen)}`;
    return `<li data-pad="${escapeHTML(p.code)}"><span class="name">${escapeHTML(name)}</span> <span class="state muted">score pad</span> <a class="button" href="${escapeHTML(p.links.write)}" aria-label="Open the ${escapeHTML(name)} score pad">Open</a></li>`;
  }).join("")}</ul>` : "";
  const padStates = Promise.all(pads.map(async (p) => {
    try {
      const state = await api(`/api/pads/${encodeURIComponent(p.code)}`);
      const item = box.querySelector(`li[data-pad="${CSS.escape(p.code)}"] .state`);
      if (item) item.textContent = `score pad · ${padStanding(state)}`;
    } catch {
      /* the pad's name and day stand alone */
    }
  }));
  if (!tables.length) {
    box.innerHTML = `${padList}<h2>Your tables</h2><p class="muted">No table yet: make one below, or open the link a friend sent you.</p>${paste}`;
    await padStates;
    return;
  }
  box.innerHTML = `<h2>Your tables</h2><ul class="my-tables">${tables.map((t) => `<li data-table="${escapeHTML(t.table)}"><span class="name">${escapeHTML(VARIANT_NAMES[t.variant] || t.variant || "Table")}</span> <span class="state muted">…</span>
<a class="button primary" href="${escapeHTML(t.links[t.me])}" aria-label="Continue ${escapeHTML(VARIANT_NAMES[t.variant] || t.variant || "")} table">Continue</a>
<button type="button" data-leave="${escapeHTML(t.table)}" aria-label="Leave this table">Leave</button></li>`).join("")}</ul>${paste}${padList}`;
  await Promise.all(tables.map(async (t) => {
    const item = box.querySelector(`li[data-table="${CSS.escape(t.table)}"] .state`);
    const token = new URL(t.links[t.me], location.origin).searchParams.get("token");
    try {
      const msg = await api(`/api/tables/${encodeURIComponent(t.table)}/view`, { token });
      const match = msg.match || {};
      const turn = msg.view.result ? "deal over" : msg.view.actor === msg.view.seat ? "your turn" : "in play";
      const state = match.is_over ? `finished: ${match.outcome || match.summary || ""}` : `deal ${msg.deal_number}, ${turn}`;
      if (item) item.textContent = `${state}${match.summary && !match.is_over ? ` · ${match.summary}` : ""}`;
    } catch (error) {
      if (item) item.textContent = error.status === 404 || error.status === 403 ? "no longer on this server" : "could not be reached";
    }
  }));
  await padStates;
}

/** The day and time a pad was started, as a person says it ("28 Nov, 14:05"). */
function startedText(time) {
  if (!time) return "some time ago";
  return new Date(time).toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** A game's rules page (`/?rules=<game>`): the same texts as the terminal's help. */
export async function showRules(app, variant) {
  document.getElementById("title").textContent = "Rules";
  try {
    const rules = await api(`/api/variants/${encodeURIComponent(variant)}/rules`);
    const [first, ...rest] = rules.texts;
    const title = first.split("\n")[0];
    const sections = [first.split("\n").slice(1).join("\n"), ...rest];
    app.innerHTML = `<article class="rules" aria-label="rules"><h1>${escapeHTML(VARIANT_NAMES[variant] || title)}</h1>
<p class="lead">${escapeHTML(rules.description)}</p>${sections.map((t) => `<div class="rules-text">${escapeHTML(t).replace(/\n(?=\d+\.|[A-Z][a-z]+:)/g, "<br>").replace(/\n/g, " ")}</div>`).join("")}
<p><a class="button primary" href="/?variant=${encodeURIComponent(variant)}">Play ${escapeHTML(VARIANT_NAMES[variant] || variant)}</a> <a href="/">All the games</a></p></article>`;
  } catch (error) {
    app.innerHTML = `<p class="error" role="alert">No rules: ${escapeHTML(error.message)}</p><p><a href="/">Back to the lobby</a></p>`;
  }
}

export async function showLobby(app) {
  document.getElementById("title").textContent = "New table";
  let variants;
  try {
    variants = await api("/api/variants");
  } catch (error) {
    app.innerHTML = `<p class="error" role="alert">Could not reach the server: ${escapeHTML(error.message)}</p>`;
    return;
  }
  // The classic games first, then the teaching games, then the games for two.
  const order = Object.keys(VARIANT_NAMES);
  const rank = (v) => (order.includes(v.id) ? order.indexOf(v.id) : order.length);
  variants = [...variants].sort((a, b) => rank(a) - rank(b));
  const byId = Object.fromEntries(variants.map((v) => [v.id, v]));
  const params = new URLSearchParams(location.search);
  const initial = byId[params.get("variant")] ? params.get("variant") : variants[0].id;
  app.innerHTML = `<section class="my-tables-box" id="my-tables" aria-label="your tables"></section><form class="lobby" id="lobby" aria-label="new table">
<h1>Play bridge</h1>
<p class="lead">Make a table: pick a game, say who sits where (you, a friend by link, or the computer), and play. Playing with real cards? <a href="/?pad=new">Keep the score on a score pad</a>.</p>
<p class="lead"><a href="/tournament">Tournaments with the computer</a>: everyone plays the same boards, then compares.</p>
<label class="option"><span>Game</span> <select id="variant" name="variant" aria-label="Game">${variants.map((v) => `<option value="${v.id}"${v.id === initial ? " selected" : ""}>${escapeHTML(VARIANT_NAMES[v.id] || v.name || v.id)}</option>`).join("")}</select></label>
<p class="game-description" id="game-description"></p>
<div id="variant-form"></div>
<fieldset class="pace-options"><legend>Your pace</legend>${pauseSelect("pause-lobby")}</fieldset>
<button type="submit" class="primary" id="create">Create the table</button>
<p id="lobby-error" class="error" role="alert" hidden></p>
</form><section id="invite" class="invite" hidden></section>`;
  const form = app.querySelector("#lobby");
  const select = form.querySelector("#variant");
  const myBox = app.querySelector("#my-tables");
  showMyTables(myBox);
  myBox.addEventListener("click", (event) => {
    const leave = event.target.closest("[data-leave]");
    if (!leave) return;
    forget(leave.dataset.leave);
    showMyTables(myBox);
  });
  myBox.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = myBox.querySelector("#seat-link").value.trim();
    let url;
    try {
      url = new URL(text, location.origin);
    } catch {
      url = null;
    }
    if (!url || !/^\/t\/[^/]+$/.test(url.pathname) || !url.searchParams.get("token")) {
      myBox.querySelector("#seat-link").setCustomValidity("Paste the whole seat link: …/t/<table>?token=…");
      myBox.querySelector("#seat-link").reportValidity();
      return;
    }
    location.href = `${url.pathname}${url.search}`;
  });
  app.querySelector("#pause-lobby").addEventListener("change", (event) => setPause(Number(event.target.value)));
  const drawVariant = () => {
    const variant = byId[select.value];
    form.querySelector("#game-description").innerHTML = `${escapeHTML(variant.description || variant.name || "")} <a href="/?rules=${encodeURIComponent(variant.id)}" aria-label="Rules of ${escapeHTML(VARIANT_NAMES[variant.id] || variant.id)}">Rules</a>`;
    const kinds = variant.match_kinds || [];
    const players = variant.players;
    const me = players.includes("S") ? "S" : players[0];
    const seats = players.map((seat) => `<label class="option seat-choice"><span>${SEAT_NAMES[seat]}</span>
<select name="seat-${seat}" data-seat="${seat}" aria-label="Who sits ${SEAT_NAMES[seat]}">
<option value="you"${seat === me ? " selected" : ""}>You</option><option value="friend">A friend (by link)</option><option value="computer"${seat === me ? "" : " selected"}>The computer</option></select></label>`).join("");
    const kindSelect = kinds.length > 1
      ? `<label class="option"><span>Match</span> <select id="match-kind" aria-label="Match">${kinds.map((k) => `<option value="${k.kind}">${escapeHTML(k.kind)}</option>`).join("")}</select></label>` : "";
    form.querySelector("#variant-form").innerHTML = `${kindSelect}
<fieldset class="seats"><legend>Who sits where</legend>${seats}
<label class="option"><span>Computer level</span> <select id="level" aria-label="Computer level">${LEVELS.map((l) => `<option value="${l}"${l === "standard" ? " selected" : ""}>${l}</option>`).join("")}</select></label></fieldset>
<fieldset class="match-options" id="match-options"><legend>The match</legend></fieldset>
<fieldset class="table-options" id="table-options"><legend>At the table</legend>${tableOptions(variant).map((o) => optionField(o, "table", players)).join("")}</fieldset>`;
    const drawKind = () => {
      const kindName = form.querySelector("#match-kind")?.value || (kinds[0] && kinds[0].kind);
      const kind = kinds.find((k) => k.kind === kindName) || { options: [] };
      const fields = (kind.options || []).filter((o) => !HIDDEN_OPTIONS.has(o.name) && o.kind !== "object").map((o) => optionField(o, "match", players)).join("");
      form.querySelector("#match-options").innerHTML = `<legend>The match${kindName ? `: ${escapeHTML(kindName)}` : ""}</legend>${fields || "<p class='muted'>Nothing to choose.</p>"}`;
    };
    form.querySelector("#match-kind")?.addEventListener("change", drawKind);
    drawKind();
  };
  select.addEventListener("change", drawVariant);
  drawVariant();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const errorBox = form.querySelector("#lobby-error");
    errorBox.hidden = true;
    const variant = select.value;
    const level = form.querySelector("#level").value;
    const seats = {};
    for (const s of form.querySelectorAll("[data-seat]")) seats[s.dataset.seat] = s.value === "computer" ? `computer:${level}` : "human";
    const you = [...form.querySelectorAll("[data-seat]")].filter((s) => s.value === "you").map((s) => s.dataset.seat);
    if (you.length !== 1) {
      errorBox.textContent = "Choose the one seat where you sit.";
      errorBox.hidden = false;
      return;
    }
    const kind = form.querySelector("#match-kind")?.value || (byId[variant].match_kinds[0] || {}).kind;
    const options = { ...readOptions(form.querySelector("#match-options")), ...readOptions(form.querySelector("#table-options")) };
    const button = form.querySelector("#create");
    button.disabled = true;
    try {
      const made = await api("/api/tables", { method: "POST", body: { variant, match: kind, seats, options } });
      const me = you[0];
      const links = made.links || Object.fromEntries(Object.entries(made.tokens).map(([s, t]) => [s, `/t/${made.table}?token=${t}`]));
      localStorage.setItem(`bridgeclub:table:${made.table}`, JSON.stringify({ me, links, variant, seen: Date.now() }));
      const friends = Object.keys(links).filter((s) => s !== me);
      if (!friends.length) {
        location.href = links[me];
        return;
      }
      showInvite(app, made.table, me, links);
    } catch (error) {
      errorBox.textContent = `The table was not made: ${error.message}`;
      errorBox.hidden = false;
      button.disabled = false;
    }
  });
}

/** The friends' links, each with a Copy button, and the way to your own seat. */
export function inviteHTML(me, links) {
  const full = (path) => new URL(path, location.origin).href;
  return Object.entries(links).filter(([s]) => s !== me).map(([seat, path]) => `<div class="link-row">
<label for="link-${seat}">Link for ${SEAT_NAMES[seat]}</label>
<input id="link-${seat}" type="text" readonly value="${escapeHTML(full(path))}" aria-label="Link for ${SEAT_NAMES[seat]}">
<button type="button" class="copy" data-copy="link-${seat}" aria-label="Copy the link for ${SEAT_NAMES[seat]}">Copy</button></div>`).join("");
}

function showInvite(app, table, me, links) {
  app.querySelector("#lobby").hidden = true;
  const box = app.querySelector("#invite");
  box.hidden = false;
  box.innerHTML = `<h1>Your table is ready</h1><p>Send each friend their link: it seats them at the table, no account needed.</p>
${inviteHTML(me, links)}<p><a class="button primary" href="${escapeHTML(links[me])}">Go to my seat (${SEAT_NAMES[me]})</a></p>`;
}

export function wireCopyButtons(root) {
  root.addEventListener("click", async (event) => {
    const button = event.target.closest("[data-copy]");
    if (!button) return;
    const input = document.getElementById(button.dataset.copy);
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      document.execCommand && document.execCommand("copy");
    }
    button.textContent = "Copied";
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  });
}
