// A teams event in the browser: a Swiss or round robin of teams of four, IMPs
// to VPs. The director makes it on the events form and hands each team's captain the
// team's link; a captain enters the team's match on a phone, board by board (North-South's
// score in both rooms) or as its IMP totals, checks what it scores and confirms; the
// round's last match pairs the next. Scores come from the server (bridgeclub.events.teams).

import { api } from "./net.js";
import { escapeHTML } from "./cards.js";

const SCHEDULES = { swiss: "Swiss", "round-robin": "Round robin" };
const TEAMS_SCORING = { IMP: "IMPs to VPs", BAM: "Board-a-match" };

/** The teams' part of the director's form (shown when the kind is Teams). */
export const TEAMS_FIELDS = `<fieldset class="ev-kind" data-kind="teams" hidden disabled>
<div class="ev-row">
<label>Teams <input name="teams" type="number" min="2" max="40" value="6" required></label>
<label>Boards a match <input name="boards_per_match" type="number" min="1" max="64" value="8" required></label>
</div>
<div class="ev-row">
<label>Schedule <select name="schedule">${Object.entries(SCHEDULES).map(([k, v]) => `<option value="${k}">${v}</option>`).join("")}</select></label>
<label>Rounds <small class="muted">(Swiss; a round robin plays them all)</small> <input name="rounds" type="number" min="1" max="40" placeholder="every team meets every other"></label>
</div>
<label>Scoring <select name="teams_scoring">${Object.entries(TEAMS_SCORING).map(([k, v]) => `<option value="${k}">${v}</option>`).join("")}</select></label>
</fieldset>`;

/** What the form sends to make a teams event. */
export function teamsRequest(data, names) {
  return { name: data.get("name"), kind: "teams", teams: Number(data.get("teams")),
    boards_per_match: Number(data.get("boards_per_match")), schedule: data.get("schedule"),
    rounds: data.get("schedule") === "swiss" && data.get("rounds") ? Number(data.get("rounds")) : null,
    scoring: data.get("teams_scoring"), names };
}

function errorText(error) {
  return error && error.message ? error.message : String(error);
}

function vp(number) {
  return number == null ? "" : Number(number).toFixed(2);
}

function matchTitle(m) {
  if (m.bye) return `Round ${m.round}: ${escapeHTML(m.home_name || m.away_name)} has the bye`;
  return `Round ${m.round}: ${escapeHTML(m.home_name)} <small class="muted">(home)</small> v ${escapeHTML(m.away_name)}`;
}

// -- entering a match ---------------------------------------------------------------------
const forms = new WeakMap();

/** The form for one match: board by board or the IMP totals, checked by the server, then
 * confirmed. `onSaved(state)` after it is stored. Keeps what was typed across redraws. */
export function matchForm(root, { event, token, match, boards, scoring, onSaved }) {
  const key = `${match.round}:${match.home}:${match.away}`;
  let form = forms.get(root);
  if (!form || form.key !== key) {
    form = { key, totals: scoring !== "BAM" && match.totals_only, checked: null };
    forms.set(root, form);
    root.innerHTML = "";
  }
  Object.assign(form, { event, token, match, boards, scoring, onSaved });
  if (!root.querySelector(".match-form")) drawMatchForm(root, form);
}

function scoreRow(n, form) {
  const cell = (side) => `<td><div class="score-in"><button type="button" class="sign" data-for="${side}-${n}" aria-pressed="false" aria-label="Minus: East-West scored">+</button><input name="${side}-${n}" inputmode="numeric" autocomplete="off" maxlength="5" aria-label="Board ${n}: North-South's score where ${escapeHTML(side === "home" ? form.match.home_name : form.match.away_name)} sit North-South"></div></td>`;
  return `<tr><th>${n}</th>${cell("home")}${cell("away")}</tr>`;
}

function drawMatchForm(root, form) {
  const m = form.match;
  const bam = form.scoring === "BAM";
  root.innerHTML = `<div class="match-form">
<div class="pad-row mode" role="group" aria-label="How the match is entered"><button type="button" data-mode="boards" aria-pressed="${!form.totals}">Board by board</button>${bam ? "" : `<button type="button" data-mode="totals" aria-pressed="${form.totals}">Match total</button>`}</div>
<div class="by-boards"${form.totals ? " hidden" : ""}><p class="muted pad-hint">North-South's score on each board in each room (± when East-West scored).</p>
<div class="ev-scroll"><table class="ev-table match-boards"><thead><tr><th>Board</th><th>${escapeHTML(m.home_name)} NS</th><th>${escapeHTML(m.away_name)} NS</th></tr></thead><tbody>
${Array.from({ length: form.boards }, (_, i) => scoreRow(i + 1, form)).join("")}</tbody></table></div></div>
<div class="by-totals"${form.totals ? "" : " hidden"}><p class="muted pad-hint">Only the match's IMPs, as the teams' score cards add them up.</p>
<div class="ev-row"><label>IMPs ${escapeHTML(m.home_name)} <input name="imps-home" inputmode="numeric" autocomplete="off" maxlength="4"></label><label>IMPs ${escapeHTML(m.away_name)} <input name="imps-away" inputmode="numeric" autocomplete="off" maxlength="4"></label></div></div>
<p class="error" role="alert"></p>
<div class="pad-actions"><button type="button" class="primary check">Check the score</button></div>
<div class="confirm-box" aria-live="polite"></div></div>`;
  const box = root.querySelector(".match-form");
  box.addEventListener("click", async (click) => {
    const mode = click.target.closest("[data-mode]");
    if (mode) {
      form.totals = mode.dataset.mode === "totals";
      for (const b of box.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", String(b === mode));
      box.querySelector(".by-boards").hidden = form.totals;
      box.querySelector(".by-totals").hidden = !form.totals;
      box.querySelector(".confirm-box").innerHTML = "";
      return;
    }
    const sign = click.target.closest(".sign");
    if (sign) {
      const minus = sign.getAttribute("aria-pressed") !== "true";
      sign.setAttribute("aria-pressed", String(minus));
      sign.textContent = minus ? "−" : "+";
      return;
    }
    if (click.target.closest(".check")) await check(box, form);
    else if (click.target.closest(".confirm-yes")) await save(box, form);
    else if (click.target.closest(".confirm-no")) box.querySelector(".confirm-box").innerHTML = "";
  });
}

/** The match's scores as the form holds them; throws a sentence when a box is wrong. */
function entry(box, form) {
  const number = (name, what) => {
    const text = box.querySelector(`[name="${name}"]`).value.trim().replace(/^\+/, "");
    if (!/^-?\d+$/.test(text)) throw new Error(`${what}: write a whole number${text ? `, not "${text}"` : ""}`);
    const sign = box.querySelector(`.sign[data-for="${name}"]`);
    return Number(text) * (sign && sign.getAttribute("aria-pressed") === "true" ? -1 : 1);
  };
  const { home, away, home_name: h, away_name: a } = form.match;
  if (form.totals) return { home, away, imps: [number("imps-home", `IMPs ${h}`), number("imps-away", `IMPs ${a}`)] };  // as the boxes are labelled
  const room = (side, name) => Array.from({ length: form.boards }, (_, i) => number(`${side}-${i + 1}`, `Board ${i + 1}, where ${name} sit North-South`));
  return { home, away, home_ns: room("home", h), away_ns: room("away", a) };
}

async function check(box, form) {
  const error = box.querySelector(".error");
  const confirm = box.querySelector(".confirm-box");
  error.textContent = "";
  confirm.innerHTML = "";
  try {
    form.checked = entry(box, form);
    const scored = await api(`/api/events/${form.event}/matches/check`, { method: "POST", token: form.token, body: form.checked });
    const boards = scored.board_imps.length ? `<p class="muted">IMPs board by board (${escapeHTML(form.match.home_name)}'s): ${scored.board_imps.map((i) => (i > 0 ? `+${i}` : i)).join(" ")}</p>` : "";
    confirm.innerHTML = `<div class="confirm"><p class="confirm-result">${escapeHTML(scored.text)}</p>${boards}
<div class="pad-actions"><button type="button" class="primary confirm-yes">Enter it</button><button type="button" class="confirm-no">Change</button></div></div>`;
  } catch (failure) {
    error.textContent = errorText(failure);
  }
}

async function save(box, form) {
  const error = box.querySelector(".error");
  try {
    const state = await api(`/api/events/${form.event}/matches`, { method: form.match.entered ? "PUT" : "POST",
      token: form.token, body: { ...form.checked, key: crypto.randomUUID ? crypto.randomUUID() : String(Math.random()) } });
    box.querySelector(".confirm-box").innerHTML = "";
    form.onSaved(state);
  } catch (failure) {
    error.textContent = errorText(failure);
  }
}

function matchesHTML(matches, action) {
  const side = (n, name) => (n ? `${n}&nbsp;${escapeHTML(name)}` : "");
  const score = (m) => {
    if (!m.entered) return "";
    if (m.bye) return `${vp(m.vps[0])} <small class="muted">VPs</small>`;
    return `${m.imps[0]}-${m.imps[1]} <small class="muted">IMPs</small><br>${vp(m.vps[0])}-${vp(m.vps[1])} <small class="muted">VPs</small>`;
  };
  const rows = [];
  let round = null;
  for (const m of matches) {
    if (m.round !== round) {
      round = m.round;
      rows.push(`<tr class="round-row"><th class="l" colspan="3">Round ${round}</th></tr>`);
    }
    rows.push(`<tr class="${m.entered ? "done" : ""}"><td class="l">${m.bye ? `${side(m.home || m.away, m.home_name || m.away_name)}: a bye` : `${side(m.home, m.home_name)} <span class="muted">v</span> ${side(m.away, m.away_name)}`}</td>
<td class="score">${score(m)}</td><td>${m.bye || !action ? "" : `<button type="button" class="ev-match" data-round="${m.round}" data-home="${m.home}" data-away="${m.away}">${m.entered ? "Correct" : "Enter"}</button>`}</td></tr>`);
  }
  return `<div class="ev-scroll"><table class="ev-table team-matches"><thead><tr><th class="l">Match <small class="muted">(home first)</small></th><th>Score</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

// -- a team's captain, on a phone -----------------------------------------------------------
const team = { open: null, state: null };

/** The team's page: the match it plays now (its form), then its matches so far, each to
 * correct. */
export function showTeam(app, { event, token, state, setTitle }) {
  if (setTitle) setTitle(`${state.name} · ${state.team_name}`);
  team.state = state;
  let root = app.querySelector(".ev-team");
  if (!root) {
    app.innerHTML = `<div class="ev-north ev-team"><section class="north-head"></section><section class="north-entry"></section><section class="ev-card team-list"><h2>Your matches</h2><div class="team-matches-box"></div></section></div>`;
    root = app.querySelector(".ev-team");
    root.querySelector(".team-list").addEventListener("click", (click) => {
      const button = click.target.closest(".ev-match");
      if (!button) return;
      team.open = `${button.dataset.round}:${button.dataset.home}:${button.dataset.away}`;
      showTeam(app, { event, token, state: team.state });
      root.querySelector(".north-entry").scrollIntoView({ behavior: "smooth", block: "start" });
    });
  }
  const key = (m) => `${m.round}:${m.home}:${m.away}`;
  const open = state.matches.find((m) => key(m) === team.open) || state.current;
  const rounds = state.rounds_total ? ` of ${state.rounds_total}` : "";
  root.querySelector(".north-head").innerHTML = `<div class="north-title"><h1>Team ${state.team}</h1><span class="muted">${escapeHTML(state.team_name)}</span></div>
<p class="muted">${escapeHTML(state.name)} · ${SCHEDULES[state.schedule]} · round ${state.round}${rounds} · ${state.boards_per_match}-board matches · ${TEAMS_SCORING[state.scoring]}</p>`;
  const entry = root.querySelector(".north-entry");
  if (open) {
    if (entry.dataset.key !== key(open)) {
      entry.dataset.key = key(open);
      entry.innerHTML = `<h2 class="match-head">${matchTitle(open)}${open.entered ? " <span class=\"badge\">correcting</span>" : ""}</h2><div class="match-box"></div>`;
    }
    matchForm(entry.querySelector(".match-box"), { event, token, match: open, boards: state.boards_per_match, scoring: state.scoring,
      onSaved: (fresh) => { team.open = null; showTeam(app, { event, token, state: fresh }); } });
  } else {
    entry.dataset.key = "";
    const last = state.rounds_total && state.round >= state.rounds_total;
    entry.innerHTML = `<p class="done-all">${last ? "All your matches are entered. Thank you!" : "Your match is entered. The next round is paired when every match of this one is in: this page shows it then."}</p>`;
  }
  root.querySelector(".team-matches-box").innerHTML = matchesHTML(state.matches, true);
}

// -- the director ---------------------------------------------------------------------------
const director = { state: null, editing: null, ranking: "" };

function rankingHTML(state) {
  if (!state.ranking.length) return `<p class="muted">No match entered yet: the ranking appears with the first.</p>`;
  return `<div class="ev-scroll"><table class="ev-table ranking teams-ranking"><thead><tr><th>Place</th><th class="l">Team</th><th>VPs</th><th>IMPs</th><th title="Matches played (a bye counts)">Played</th></tr></thead><tbody>
${state.ranking.map((r) => `<tr data-team="${r.team}"><td>${escapeHTML(r.place)}</td><td class="l">${r.team} ${escapeHTML(r.names)}</td><td><b>${vp(r.score)}</b></td><td>${r.imps > 0 ? "+" : ""}${r.imps}</td><td>${r.boards}</td></tr>`).join("")}</tbody></table></div>`;
}

function linksHTML(state) {
  return `<ul class="ev-tablelinks">${state.progress.map((p) => {
    const link = new URL(state.tables[p.team].link, location.origin).href;
    const now = p.current ? (p.current.bye ? "a bye" : `round ${p.current.round} v ${escapeHTML(p.current.home === p.team ? p.current.away_name : p.current.home_name)}`) : `<span class="ev-done">entered</span>`;
    return `<li class="ev-tablelink"><div><b>Team ${p.team}</b> ${escapeHTML(p.name)} <span class="muted">· ${now}</span></div>
<div class="ev-linkrow"><input id="link-${p.team}" readonly value="${escapeHTML(link)}" aria-label="Link for team ${p.team}"><button type="button" data-copy="link-${p.team}">Copy</button><a class="button" target="_blank" rel="noopener" href="${escapeHTML(link)}">Open</a></div></li>`;
  }).join("")}</ul>`;
}

/** The director's page of a teams event; `tools` are the events page's own: `copy(button)`
 * and `reissue(message)`. */
export function renderTeamsDirector(app, state, { event, token, title, tools }) {
  const first = director.state === null;
  director.state = state;
  title.textContent = state.name;
  if (first) {
    app.innerHTML = `<div class="ev-director">
<section class="ev-card ev-head"><h1 id="ev-name"></h1><p id="ev-summary" class="muted"></p>
<div class="ev-actions"><button type="button" class="primary" id="teams-file" title="The event's file: bridgeclub event teams score reads it">Download the event file</button> <button type="button" id="reissue" title="New links for this page and every team; the old ones stop working">New links</button></div>
<p id="head-message" role="status"></p>
<details class="ev-keep"><summary>Keep this page's link</summary><p>This link is the director's key to the event: bookmark it. <input id="link-director" readonly value="${escapeHTML(location.href)}"><button type="button" data-copy="link-director">Copy</button></p></details></section>
<section class="ev-card ev-tables"><h2>Teams <small class="muted">send each captain the team's link</small></h2><div id="ev-tables"></div></section>
<section class="ev-card ev-ranking"><h2>Ranking <small class="muted">live</small></h2><div id="ev-ranking" aria-live="polite"></div></section>
<section class="ev-card ev-matches"><h2>Matches</h2><div id="ev-matches"></div><div id="ev-edit"></div></section>
</div>`;
    app.addEventListener("click", async (click) => {
      const copy = click.target.closest("[data-copy]");
      if (copy) { await tools.copy(copy); return; }
      const button = click.target.closest(".ev-match");
      if (button) {
        director.editing = `${button.dataset.round}:${button.dataset.home}:${button.dataset.away}`;
        drawEdit(app, event, token);
        app.querySelector("#ev-edit").scrollIntoView({ behavior: "smooth", block: "nearest" });
      }
    });
    app.querySelector("#reissue").addEventListener("click", () => tools.reissue(app.querySelector("#head-message")));
    app.querySelector("#teams-file").addEventListener("click", async () => {
      const message = app.querySelector("#head-message");
      try {
        const data = await api(`/api/events/${event}/teams.json`, { token });
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 1)], { type: "application/json" }));
        Object.assign(document.createElement("a"), { href: url, download: `${director.state.name}.json` }).click();
        URL.revokeObjectURL(url);
      } catch (failure) {
        message.textContent = errorText(failure);
        message.className = "error";
      }
    });
  }
  const entered = state.matches.filter((m) => m.entered && !m.bye).length;
  const total = state.matches.filter((m) => !m.bye).length;
  const rounds = state.rounds_total ? ` of ${state.rounds_total}` : "";
  app.querySelector("#ev-name").textContent = state.name;
  app.querySelector("#ev-summary").textContent = `${SCHEDULES[state.schedule]} of ${Object.keys(state.teams).length} teams · round ${state.round}${rounds} · ${state.boards_per_match}-board matches · ${TEAMS_SCORING[state.scoring]} · ${entered} of ${total} matches entered`;
  app.querySelector("#ev-tables").innerHTML = linksHTML(state);
  const ranking = rankingHTML(state);
  if (ranking !== director.ranking) {
    const box = app.querySelector("#ev-ranking");
    box.innerHTML = ranking;
    if (!first) box.classList.add("flash");
    setTimeout(() => box.classList.remove("flash"), 900);
    director.ranking = ranking;
  }
  app.querySelector("#ev-matches").innerHTML = matchesHTML(state.matches, true);
  if (director.editing) drawEdit(app, event, token);
}

function drawEdit(app, event, token) {
  const box = app.querySelector("#ev-edit");
  const match = director.state.matches.find((m) => `${m.round}:${m.home}:${m.away}` === director.editing);
  if (!match) return;
  if (box.dataset.key !== director.editing) {
    box.dataset.key = director.editing;
    box.innerHTML = `<div class="ev-editbox"><h3><span>${matchTitle(match)}</span> <button type="button" class="ev-close" aria-label="Close">×</button></h3><div class="match-box"></div></div>`;
    box.querySelector(".ev-close").onclick = () => { director.editing = null; box.innerHTML = ""; box.dataset.key = ""; };
  }
  matchForm(box.querySelector(".match-box"), { event, token, match, boards: director.state.boards_per_match, scoring: director.state.scoring,
    onSaved: (state) => { director.editing = null; box.innerHTML = ""; box.dataset.key = ""; renderTeamsDirector(app, state, { event, token, title: document.getElementById("title") }); } });
}
