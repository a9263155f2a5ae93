// Entering a table's results, board by board, on a phone: contract, declarer, tricks and
// the opening lead (or an adjusted score, or a board not played). The server checks the
// result and says what it scores; North confirms; then it is stored. The director uses
// the same form to enter or correct any table's results.

import { api } from "./net.js";
import { escapeHTML, suitHTML } from "./cards.js";

const SEATS = { N: "North", E: "East", S: "South", W: "West" };
const STRAINS = ["C", "D", "H", "S", "NT"];
const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
const VULNERABLE = { None: "neither side vulnerable", NS: "North-South vulnerable", EW: "East-West vulnerable", All: "both sides vulnerable", Both: "both sides vulnerable" };

/** "4SX" -> 4♠X (HTML). */
export function contractHTML(contract) {
  const m = /^(\d)(NT|[SHDC])(X{0,2})$/.exec(contract || "");
  return m ? `${m[1]}${suitHTML(m[2])}${m[3]}` : escapeHTML(contract);
}

/** "HT" -> ♥10 (HTML). */
export function cardHTML(card) {
  return `${suitHTML(card[0])}${card[1] === "T" ? "10" : escapeHTML(card.slice(1))}`;
}

/** A result as text with suit symbols: "4♠X N = (10 tricks) · lead ♥K". */
export function resultHTML(r) {
  if (!r) return "";
  if (r.kind === "adjusted") return `Adjusted ${escapeHTML(r.adjusted.join(" / "))}`;
  if (r.kind === "not played") return "Not played";
  if (r.kind === "passed") return "Passed out";
  const level = Number((r.contract || "0")[0]);
  const made = r.tricks - 6 - level;
  const relative = made === 0 ? "made" : made > 0 ? `made +${made}` : `down ${-made}`;
  const lead = r.lead ? ` · lead ${cardHTML(r.lead)}` : "";
  return `${contractHTML(r.contract)} by ${SEATS[r.declarer] || escapeHTML(r.declarer)}, ${relative} <span class="muted">(${r.tricks} tricks)</span>${lead}`;
}

function points(n) {
  if (n == null) return "";
  return n > 0 ? `NS +${n}` : n < 0 ? `EW +${-n}` : "0";
}

// -- the form for one sitting ---------------------------------------------------------------
const forms = new WeakMap();

/** The boards of one sitting with the entry pad; `onSaved(state)` after each stored result. */
export function entryForm(root, { event, token, sitting, scoring, onSaved }) {
  let form = forms.get(root);
  if (!form || form.sitting.round !== sitting.round || form.sitting.table !== sitting.table) {
    form = { board: null, drafts: {}, editing: new Set(), checked: null, error: "" };
    forms.set(root, form);
  }
  Object.assign(form, { event, token, sitting, scoring, onSaved });
  const numbers = sitting.boards.map((b) => b.number);
  if (!numbers.includes(form.board)) {
    const open = sitting.boards.find((b) => !b.result);
    form.board = (open || sitting.boards[0]).number;
  }
  draw(root, form);
  if (!root.dataset.wired) {
    root.dataset.wired = "1";
    root.addEventListener("click", (click) => onClick(root, click));
  }
}

function draftOf(form) {
  return (form.drafts[form.board] ||= { level: null, strain: null, doubled: "", declarer: null, tricks: null, leadSuit: null, leadRank: null });
}

function row(name, items, chosen, label = (x) => escapeHTML(x), extra = "") {
  return `<div class="pad-row ${extra}">${items.map((x) => `<button type="button" data-set="${name}" data-value="${escapeHTML(x)}" aria-pressed="${String(x) === String(chosen)}">${label(x)}</button>`).join("")}</div>`;
}

function padHTML(form) {
  const d = draftOf(form);
  const tricksRow = d.level == null ? `<p class="muted pad-hint">Choose the contract first.</p>` :
    `<div class="pad-row tricks">${Array.from({ length: 14 }, (_, t) => {
      const rel = t - 6 - d.level;
      const big = rel === 0 ? "=" : rel > 0 ? `+${rel}` : `−${-rel}`;
      return `<button type="button" data-set="tricks" data-value="${t}" aria-pressed="${t === d.tricks}" aria-label="${t} tricks"><b>${big}</b><small>${t}</small></button>`;
    }).join("")}</div>`;
  return `<div class="pad">
<fieldset><legend>Contract</legend>
${row("level", [1, 2, 3, 4, 5, 6, 7], d.level, String, "levels")}
${row("strain", STRAINS, d.strain, (s) => suitHTML(s), "strains")}
${row("doubled", ["", "X", "XX"], d.doubled, (x) => x || "undoubled", "doubles")}
</fieldset>
<fieldset><legend>Declarer</legend>${row("declarer", Object.keys(SEATS), d.declarer, (s) => SEATS[s], "seats")}</fieldset>
<fieldset><legend>Tricks taken by declarer's side</legend>${tricksRow}</fieldset>
<fieldset><legend>Opening lead <small class="muted">(optional)</small></legend>
${row("leadSuit", ["S", "H", "D", "C"], d.leadSuit, (s) => suitHTML(s), "suits")}
${row("leadRank", RANKS, d.leadRank, (r) => (r === "T" ? "10" : r), "ranks")}
</fieldset>
<div class="pad-actions"><button type="button" class="primary" data-do="check">Check the score</button></div>
<details class="pad-other"><summary>Passed out, not played, adjusted score</summary>
<div class="pad-row others"><button type="button" data-do="other" data-value="pass">Passed out</button><button type="button" data-do="other" data-value="not_played">Not played</button></div>
<div class="pad-row others"><button type="button" data-do="other" data-value="A+/A-">A+ NS / A− EW</button><button type="button" data-do="other" data-value="A/A">A / A</button><button type="button" data-do="other" data-value="A-/A+">A− NS / A+ EW</button></div>
<p class="muted">Adjusted scores are the director's ruling: 60% for A+, 50% for A, 40% for A−.</p>
</details></div>`;
}

function draw(root, form) {
  const { sitting } = form;
  const board = sitting.boards.find((b) => b.number === form.board);
  const tabs = sitting.boards.map((b) => `<button type="button" role="tab" data-pick="${b.number}" aria-selected="${b.number === form.board}" class="${b.result ? "entered" : ""}">Board ${b.number}<small>${b.result ? "✓ entered" : "to enter"}</small></button>`).join("");
  let body;
  if (form.checked) {
    const c = form.checked;
    body = `<div class="confirm" role="dialog" aria-label="Confirm the result">
<p class="confirm-result">${resultHTML({ ...c.result, kind: kindOf(c.result) })}</p>
<p class="confirm-points">${c.ns_points == null ? "Scored by the director's rule" : points(c.ns_points)}</p>
<p class="muted">Show East-West, then confirm.</p>
<div class="pad-actions"><button type="button" class="primary" data-do="confirm">Confirm board ${board.number}</button><button type="button" data-do="change">Change</button></div></div>`;
  } else if (board.result && !form.editing.has(board.number)) {
    body = `<div class="entered-result"><p>${resultHTML(board.result)}</p><p class="confirm-points">${points(board.result.ns_points)}</p>
<button type="button" data-do="correct">Correct this result</button></div>`;
  } else {
    body = padHTML(form);
  }
  root.innerHTML = `<div class="boards" role="tablist">${tabs}</div>
<div class="board-head"><b>Board ${board.number}</b> · dealer ${SEATS[board.dealer] || escapeHTML(board.dealer)} · <span class="${board.vulnerable === "None" ? "" : "vul"}">${VULNERABLE[board.vulnerable] || escapeHTML(board.vulnerable)}</span></div>
<p class="error" role="alert">${escapeHTML(form.error)}</p>${body}`;
}

function kindOf(r) {
  if (r.adjusted) return "adjusted";
  if (r.not_played) return "not played";
  if ((r.contract || "").toUpperCase() === "PASS") return "passed";
  return "played";
}

function body(form, other) {
  // an individual's sitting (its players by seat) is entered by table and round
  const base = form.sitting.seats ? { board: form.board, table: form.sitting.table, round: form.sitting.round }
    : { board: form.board, ns: form.sitting.ns, ew: form.sitting.ew };
  if (other === "pass") return { ...base, contract: "Pass" };
  if (other === "not_played") return { ...base, not_played: true };
  if (other) return { ...base, adjusted: other };
  const d = draftOf(form);
  const missing = [d.level == null || d.strain == null ? "the contract" : null, d.declarer ? null : "the declarer", d.tricks == null ? "the tricks" : null].filter(Boolean);
  if (missing.length) throw new Error(`Say ${missing.join(", ")}.`);
  if ((d.leadSuit == null) !== (d.leadRank == null)) throw new Error("The lead needs its suit and its rank (or neither).");
  return { ...base, contract: `${d.level}${d.strain}${d.doubled}`, declarer: d.declarer, tricks: d.tricks, lead: d.leadSuit ? d.leadSuit + d.leadRank : null };
}

async function onClick(root, click) {
  const form = forms.get(root);
  const target = click.target.closest("button");
  if (!target || !form) return;
  form.error = "";
  if (target.dataset.pick) {
    form.board = Number(target.dataset.pick);
    form.checked = null;
  } else if (target.dataset.set) {
    const d = draftOf(form);
    const name = target.dataset.set;
    const raw = target.dataset.value;
    const v = ["level", "tricks"].includes(name) ? Number(raw) : raw;
    d[name] = d[name] === v && name !== "doubled" ? null : v;
  } else if (target.dataset.do === "correct") {
    form.editing.add(form.board);
  } else if (target.dataset.do === "change") {
    form.checked = null;
  } else if (target.dataset.do === "check" || target.dataset.do === "other") {
    try {
      const entry = body(form, target.dataset.do === "other" ? target.dataset.value : null);
      const answer = await api(`/api/events/${form.event}/results/check`, { method: "POST", token: form.token, body: entry });
      form.checked = { ...answer, entry };
    } catch (failure) {
      form.error = failure.message;
    }
  } else if (target.dataset.do === "confirm") {
    const { entry } = form.checked;
    const board = form.sitting.boards.find((b) => b.number === entry.board);
    target.disabled = true;
    try {
      const state = await api(`/api/events/${form.event}/results`, { method: board.result ? "PUT" : "POST", token: form.token, body: { ...entry, key: `${entry.board}-${entry.ns ?? entry.table}-${entry.ew ?? entry.round}-${Date.now()}` } });
      form.checked = null;
      form.editing.delete(entry.board);
      delete form.drafts[entry.board];
      const next = form.sitting.boards.find((b) => b.number !== entry.board && !b.result);
      if (next) form.board = next.number;
      if (form.onSaved) form.onSaved(state);
      return;
    } catch (failure) {
      form.error = failure.message;
      form.checked = null;
    }
  } else {
    return;
  }
  draw(root, form);
}

// -- a table's page --------------------------------------------------------------------------
const table = { round: null, followed: undefined, moved: null, state: null };

/** The table's page: its round (the current one unless North looks at another), the
 * pairs that sit there, and the form for its boards. */
export function showTable(app, { event, token, state, setTitle }) {
  if (setTitle) setTitle(`${state.name} · table ${state.table}`);
  const rounds = state.rounds.map((r) => r.round);
  if (table.followed !== state.current_round) {      // the table moved on: follow it
    table.moved = table.followed == null ? null : table.followed;
    table.round = state.current_round ?? rounds[rounds.length - 1];
    table.followed = state.current_round;
  }
  const sitting = state.rounds.find((r) => r.round === table.round);
  let root = app.querySelector(".ev-north");
  if (!root) {
    app.innerHTML = `<div class="ev-north"><section class="north-head"></section><section class="north-after" aria-live="polite"></section><section class="north-entry"></section></div>`;
    root = app.querySelector(".ev-north");
    root.querySelector(".north-head").addEventListener("click", (click) => {
      const go = click.target.closest("[data-round]");
      if (!go) return;
      table.round = Number(go.dataset.round);
      showTable(app, { event, token, state: table.state });
    });
  }
  table.state = state;
  const i = rounds.indexOf(table.round);
  const prev = i > 0 ? `<button type="button" data-round="${rounds[i - 1]}" aria-label="Round ${rounds[i - 1]}">◀</button>` : "<span></span>";
  const next = i < rounds.length - 1 ? `<button type="button" data-round="${rounds[i + 1]}" aria-label="Round ${rounds[i + 1]}">▶</button>` : "<span></span>";
  const current = table.round === state.current_round ? `<span class="badge">now</span>` : "";
  root.querySelector(".north-head").innerHTML = `<div class="north-title"><h1>Table ${state.table}</h1><span class="muted">${escapeHTML(state.name)}</span></div>
<div class="round-nav">${prev}<h2>Round ${table.round} of ${state.rounds_total} ${current}</h2>${next}</div>
<div class="pairs"><div><span class="dir">North-South</span> <b>${sitting.seats ? "Players" : "Pair"} ${sitting.ns}</b> <span class="names">${escapeHTML(sitting.ns_names)}</span></div>
<div><span class="dir">East-West</span> <b>${sitting.seats ? "Players" : "Pair"} ${sitting.ew}</b> <span class="names">${escapeHTML(sitting.ew_names)}</span></div></div>`;
  entryForm(root.querySelector(".north-entry"), { event, token, sitting, scoring: state.scoring,
    onSaved: (fresh) => showTable(app, { event, token, state: fresh }) });
  const after = root.querySelector(".north-after");
  if (state.current_round == null) {
    after.innerHTML = `<p class="done-all">All your boards are entered. Thank you!${state.published ? ` <a href="/e/${event}/results">The results</a>` : " The director will publish the results."}</p>`;
  } else if (table.moved != null && table.round === state.current_round) {
    const boards = sitting.boards.map((b) => b.number).join(", ");
    after.innerHTML = `<p class="move">Round ${table.moved} is entered. <b>Round ${sitting.round}</b>: pair ${sitting.ns} North-South v pair ${sitting.ew} East-West, boards ${boards}.</p>`;
  } else {
    after.innerHTML = "";
  }
}
