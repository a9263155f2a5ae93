// The score pad for real cards (`/?pad=new`, `/?pad=<code>&key=<key>` to write,
// `/?pad=<code>` to read): each deal entered by tapping, the match's sheet above and
// below the line, undo, end; the pad lives on the server (api/pads.py), so it survives a
// reload and its reading link shows it to anyone.

import { api } from "./net.js";
import { escapeHTML, mixedNumber, suitHTML } from "./cards.js";
import { sheetHTML } from "./panels.js";
import { SEAT_NAMES } from "./table.js";

export const KINDS = {
  rubber: "Rubber bridge", chicago: "Chicago", duplicate: "Duplicate (a set of boards)",
  minibridge: "MiniBridge", "minibridge-open": "MiniBridge (slips)", "ez-bridge": "EZ-Bridge",
  "ez-bridge-3": "3-Person EZ-Bridge", "buddy-bridge": "Buddy Bridge",
};
const STRAINS = ["C", "D", "H", "S", "NT"];
const HIDDEN = new Set(["variant", "game_options", "seed", "situation", "people"]);

/** Pick the kind of match and its options, then make the pad. */
export async function showNewPad(app, optionField, readOptions) {
  document.getElementById("title").textContent = "Score pad";
  let variants = [];
  try {
    variants = await api("/api/variants");
  } catch (error) {
    app.innerHTML = `<p class="error" role="alert">Could not reach the server: ${escapeHTML(error.message)}</p>`;
    return;
  }
  const declared = {};
  for (const v of variants) for (const k of v.match_kinds || []) declared[k.kind] = declared[k.kind] || k.options || [];
  app.innerHTML = `<form class="lobby pad-new" id="pad-new" aria-label="new score pad"><h1>Score pad for real cards</h1>
<p class="lead">Play with real cards at the kitchen table; enter each deal here by tapping and the pad keeps the score.</p>
<label class="option"><span>Game</span> <select id="pad-kind" aria-label="Kind of match">${Object.entries(KINDS).map(([k, n]) => `<option value="${k}">${escapeHTML(n)}</option>`).join("")}</select></label>
<fieldset id="pad-options"><legend>The match</legend></fieldset>
<button type="submit" class="primary" id="pad-create">Start the pad</button>
<p id="pad-error" class="error" role="alert" hidden></p></form>`;
  const kind = app.querySelector("#pad-kind");
  const draw = () => {
    const fields = (declared[kind.value] || []).filter((o) => !HIDDEN.has(o.name) && o.kind !== "object").map((o) => optionField(o, "pad", ["N", "E", "S", "W"])).join("");
    app.querySelector("#pad-options").innerHTML = `<legend>The match</legend>${fields || "<p class='muted'>Nothing to choose.</p>"}`;
  };
  kind.addEventListener("change", draw);
  draw();
  app.querySelector("#pad-new").addEventListener("submit", async (event) => {
    event.preventDefault();
    const box = app.querySelector("#pad-error");
    try {
      const made = await api("/api/pads", { method: "POST", body: { kind: kind.value, options: readOptions(app.querySelector("#pad-options")) } });
      localStorage.setItem(`bridgeclub:pad:${made.code}`, JSON.stringify({ kind: kind.value, links: made.links, seen: Date.now(), made: Date.now() }));
      location.href = made.links.write;
    } catch (error) {
      box.textContent = `The pad was not made: ${error.message}`;
      box.hidden = false;
    }
  });
}

/** A pad: its sheet, and (with the writing key) the entry of the next deal. */
export async function showPad(app, code, key) {
  const pad = { code, key, state: null, entry: fresh(), error: null, pending: false };
  document.getElementById("title").textContent = "Score pad";
  const load = async () => {
    try {
      pad.state = await api(`/api/pads/${encodeURIComponent(code)}`, { token: key || undefined });
    } catch (error) {
      app.innerHTML = `<p class="error" role="alert">No such score pad: ${escapeHTML(error.message)}</p><p><a href="/">Back to the lobby</a></p>`;
      return;
    }
    draw();
  };
  const send = async (path, body) => {
    if (pad.pending) return;
    pad.pending = true;
    try {
      pad.state = await api(`/api/pads/${encodeURIComponent(code)}/${path}`, { token: key, method: "POST", body: { ...body, version: pad.state.version } });
      pad.entry = fresh();
      pad.error = null;
    } catch (error) {
      pad.error = error instanceof TypeError ? "Not connected: the deal was not scored. Try again." : error.message;
      if (error.status === 409) await load();
    }
    pad.pending = false;
    draw();
  };
  const draw = () => {
    const s = pad.state;
    const sheet = sheetHTML(s.match, "S");
    const read = new URL(`/?pad=${code}`, location.origin).href;
    app.innerHTML = `<div class="pad" aria-label="score pad" data-version="${s.version}" data-deals="${s.deals}">
<h1>${escapeHTML(KINDS[s.kind] || s.kind)} <small class="muted">· ${s.deals} deal${s.deals === 1 ? "" : "s"} scored</small></h1>
${s.writable && !s.match.is_over ? entryHTML(s, pad.entry) : ""}${pad.error ? `<p class="error-note" role="alert">${escapeHTML(pad.error)}</p>` : ""}
<section class="pad-sheet" aria-label="pad sheet">${sheet}</section>
${s.writable ? `<p class="pad-tools"><button type="button" id="pad-undo"${s.deals || s.match.is_over ? "" : " disabled"}>Undo the last deal</button>${s.match.is_over ? "" : ` <button type="button" id="pad-end">End the match</button>`}</p>
<div class="link-row"><label for="pad-read">Reading link (share it: it cannot enter results)</label><input id="pad-read" type="text" readonly value="${escapeHTML(read)}"><button type="button" class="copy" data-copy="pad-read">Copy</button></div>` : `<p class="muted">This is the pad's reading link: the score as it is entered.</p>`}
<p><a href="/">Lobby</a></p></div>`;
  };
  app.addEventListener("click", (event) => {
    const b = event.target.closest("button");
    if (!b || !pad.state) return;
    const e = pad.entry;
    if (b.dataset.level) { e.level = b.dataset.level; e.passed = false; }
    else if (b.dataset.strain) { e.strain = b.dataset.strain; e.passed = false; }
    else if (b.dataset.double !== undefined) e.double = e.double === b.dataset.double ? "" : b.dataset.double;
    else if (b.dataset.declarer) e.declarer = b.dataset.declarer;
    else if (b.dataset.tricks !== undefined) e.tricks = Number(b.dataset.tricks);
    else if (b.dataset.honours !== undefined) e.honours = b.dataset.honours;
    else if (b.dataset.exchange) e.exchange = b.dataset.exchange;
    else if (b.id === "pad-passed") { e.passed = !e.passed; }
    else if (b.id === "pad-score") { send("entries", body(pad.state, e)); return; }
    else if (b.id === "pad-undo") { send("undo", {}); return; }
    else if (b.id === "pad-end") { send("entries", { end: true }); return; }
    else return;
    draw();
  });
  app.addEventListener("input", (event) => {
    if (event.target.id === "pad-hcp") pad.entry.hcp = event.target.value;
    if (event.target.id === "pad-hcp-side") pad.entry.hcpSide = event.target.value;
  });
  await load();
}

function fresh() {
  return { level: null, strain: null, double: "", declarer: null, tricks: null, passed: false, honours: "", exchange: null, hcp: "", hcpSide: "NS" };
}

function mini(state) {
  return state.example.startsWith("game");
}

/** The contract as the match reads it: 4SX, game NT, 8H; P when passed out. */
function contractText(state, e) {
  if (e.passed) return mini(state) ? "redeal" : "P";
  if (!e.level || !e.strain) return null;
  return mini(state) ? `${e.level} ${e.strain}` : `${e.level}${e.strain}${e.double}`;
}

function body(state, e) {
  const contract = contractText(state, e) || "";
  const out = { contract };
  if (!e.passed) {
    out.declarer = e.declarer;
    out.tricks = e.tricks;
  }
  if (e.honours && state.details.includes("honours")) {
    const [side, points] = e.honours.split(" ");
    out.honours = { [side]: Number(points) };
  }
  if (e.hcp && state.details.includes("hcp")) out.hcp = { [e.hcpSide]: Number(e.hcp) };
  if (e.exchange && state.details.includes("exchange_winner")) out.exchange_winner = e.exchange;
  return out;
}

function choice(attr, value, label, chosen, aria) {
  return `<button type="button" class="pad-choice${chosen ? " chosen" : ""}" data-${attr}="${escapeHTML(value)}" aria-pressed="${chosen}" aria-label="${escapeHTML(aria || label)}">${label}</button>`;
}

function entryHTML(state, e) {
  const levels = mini(state)
    ? ["part", "game"].map((l) => choice("level", l, l === "part" ? "Part score" : "Game", e.level === l))
    : Array.from({ length: state.max_level }, (_, i) => choice("level", String(i + 1), String(i + 1), e.level === String(i + 1), `Level ${i + 1}`));
  const strains = STRAINS.map((s) => choice("strain", s, suitHTML(s), e.strain === s, s === "NT" ? "No trumps" : { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" }[s]));
  const doubles = state.doubles ? ["X", "XX"].map((d) => choice("double", d, d === "X" ? "Doubled" : "Redoubled", e.double === d)).join("") : "";
  const declarers = state.players.map((p) => choice("declarer", p, SEAT_NAMES[p] || p, e.declarer === p, `Declarer ${SEAT_NAMES[p] || p}`));
  const tricks = Array.from({ length: 14 }, (_, n) => choice("tricks", String(n), String(n), e.tricks === n, `${n} tricks`));
  const honours = state.details.includes("honours") ? `<div class="pad-row" role="group" aria-label="honours"><span>Honours</span>${["", "NS 100", "NS 150", "EW 100", "EW 150"].map((h) => choice("honours", h, h || "none", e.honours === h, h ? `Honours ${h}` : "No honours")).join("")}</div>` : "";
  const hcp = state.details.includes("hcp") && state.kind === "chicago" ? `<div class="pad-row"><label for="pad-hcp">High-card points (Russian scoring)</label> <select id="pad-hcp-side" aria-label="Side of the points"><option${e.hcpSide === "NS" ? " selected" : ""}>NS</option><option${e.hcpSide === "EW" ? " selected" : ""}>EW</option></select> <input id="pad-hcp" type="number" min="0" max="40" inputmode="numeric" value="${escapeHTML(e.hcp)}"></div>` : "";
  const exchange = state.details.includes("exchange_winner") ? `<div class="pad-row" role="group" aria-label="exchange"><span>Most exchange tricks</span>${state.players.map((p) => choice("exchange", p, SEAT_NAMES[p], e.exchange === p, `Exchange won by ${SEAT_NAMES[p]}`)).join("")}</div>` : "";
  const text = contractText(state, e);
  const ready = e.passed || (text && e.declarer && e.tricks !== null);
  const summary = e.passed ? (mini(state) ? "Redealt (20-20)" : "Passed out")
    : `${text ? escapeHTML(text) : "contract?"} by ${e.declarer ? SEAT_NAMES[e.declarer] : "?"}, ${e.tricks ?? "?"} tricks`;
  return `<section class="pad-entry" aria-label="next deal"><h2>Deal ${state.deals + 1}</h2>
<div class="pad-row" role="group" aria-label="level">${levels.join("")}</div>
<div class="pad-row" role="group" aria-label="strain">${strains.join("")}${doubles}</div>
<div class="pad-row" role="group" aria-label="declarer">${declarers.join("")}</div>
<div class="pad-row tricks" role="group" aria-label="tricks won by declarer's side">${tricks.join("")}</div>
${honours}${hcp}${exchange}
<p class="pad-summary"><b>${summary}</b></p>
<p><button type="button" id="pad-score" class="primary"${ready ? "" : " disabled"}>Score this deal</button> <button type="button" id="pad-passed" class="pad-choice${e.passed ? " chosen" : ""}" aria-pressed="${e.passed}">${mini(state) ? "Redeal (20-20)" : "Passed out"}</button></p></section>`;
}

/** A pad's standing in the lobby's list, so that two pads of one game are told apart: the
 * deals scored and each column's total ("3 deals · NS 120, EW 0"). */
export function padStanding(state) {
  const totals = (state.match && state.match.totals) || {};
  const score = Object.entries(totals).map(([col, points]) => `${col.length === 1 ? SEAT_NAMES[col] || col : col} ${mixedNumber(points)}`).join(", ");
  const over = state.match && state.match.is_over ? " · finished" : "";
  return `${state.deals} deal${state.deals === 1 ? "" : "s"}${score ? ` · ${score}` : ""}${over}`;
}
