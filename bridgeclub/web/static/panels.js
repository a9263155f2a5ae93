// The panels beside the table: the score sheet as the match keeps it, the Memory Help Form,
// hints, the last trick, and after a deal the double-dummy analysis.

import { callHTML, cardsInSymbols, cardSVG, cardText, escapeHTML, mixedNumber, RANKS, suitHTML, SUITS } from "./cards.js";
import { columnName, SEAT_NAMES } from "./table.js";

export { mixedNumber };

const pts = (p) => escapeHTML(mixedNumber(p));

/** The match's standing in words (its `summary`) with the sheet's names: a person or a
 * seat written as a letter ("Games: S 0, W 0", "E deals next") is named as the sheet heads
 * her column ("You", "West"); while a board is played, Duplicate's "Board 1 next" is the
 * board on the table.
 *
 * summaryText("Games: S 0, W 0.", "S") === "Games: You 0, West 0."
 * summaryText("Seats: S East, E South; E deals next.", "S") === "Seats: You at East, East at South; East deals next."
 * summaryText("Board 1 next (1 of 16).", "S", { playing: true }) === "Board 1 (1 of 16)." */
export function summaryText(summary, me, { playing = false } = {}) {
  let text = String(summary || "");
  if (playing) text = text.replace(/\bBoard (\d+) next \((\d+) of (\d+)\)/g, "Board $1 ($2 of $3)");
  // "Seats: E South": the person first at East sits South now
  text = text.replace(/Seats: [^;\n]*/, (seats) => seats.replace(/\b([NESW]) (North|East|South|West)\b/g, "$1 at $2"));
  return text.replace(/\b[NESW]\b/g, (seat) => columnName(seat, me)).replace(/\bYou deals\b/g, "You deal");
}

/** The score sheet: above and below the line where the game has one, else a row per deal.
 * `me` is the viewer's chair; where people change chairs (3-person EZ-Bridge) the deal's
 * `situation.seating` (chair to column) names the viewer's own column. `playing`: a deal
 * is on the table (the standing speaks of it, not of the next). */
export function sheetHTML(match, me, situation, { playing = false } = {}) {
  if (!match || !match.sheet) return "<p class='muted'>No score yet.</p>";
  me = (situation && situation.seating && situation.seating[me]) || me;
  const sheet = match.sheet;
  const cols = sheet.columns;
  const lined = sheet.entries.some((e) => e.line === "above" || e.line === "below");
  const totals = `<tfoot><tr><th scope="row">Total</th>${cols.map((c) => `<td><b>${pts(sheet.totals[c])}</b></td>`).join("")}</tr></tfoot>`;
  const head = `<thead><tr><th></th>${cols.map((c) => `<th scope="col">${escapeHTML(columnName(c, me))}</th>`).join("")}</tr></thead>`;
  let body;
  if (lined) {
    const cell = (e) => `<div class="entry" title="deal ${e.deal}: ${escapeHTML(e.reason)}">${pts(e.points)} <small>${escapeHTML(e.reason)}</small></div>`;
    const above = cols.map((c) => sheet.entries.filter((e) => e.column === c && e.line === "above").reverse().map(cell).join(""));
    const ends = sheet.games_ended_after || [];
    const games = [];
    let start = 0;
    for (const end of [...ends, sheet.entries.length]) {
      games.push(sheet.entries.map((e, i) => [e, i]).filter(([e, i]) => i >= start && i < end && e.line === "below"));
      start = end;
    }
    const belowRows = games.map((game, gi) => {
      const row = cols.map((c) => `<td>${game.filter(([e]) => e.column === c).map(([e]) => cell(e)).join("")}</td>`).join("");
      const ruled = gi < ends.length ? " game-end" : "";
      return `<tr class="below${ruled}"><th scope="row">${gi < ends.length ? `Game ${gi + 1}` : ""}</th>${row}</tr>`;
    }).join("");
    body = `<tbody><tr class="above"><th scope="row">Above</th>${above.map((h) => `<td>${h}</td>`).join("")}</tr>${belowRows}</tbody>`;
  } else {
    const deals = [...new Set(sheet.entries.map((e) => e.deal))];
    const won = gamesWon(sheet);
    body = `<tbody>${deals.map((d) => {
      const cells = cols.map((c) => {
        const mine = sheet.entries.filter((e) => e.deal === d && e.column === c);
        return `<td>${mine.map((e) => `<span title="${escapeHTML(e.reason)}">${pts(e.points)}</span>`).join(" ")}</td>`;
      }).join("");
      const note = sheet.notes && sheet.notes[String(d)];
      const game = won.find((g) => g.deal === d);
      // a game ended with this deal: a line under it, and who won the game (seed 000)
      const ended = game
        ? `<tr class="game-won game-end"><th scope="row">Game ${game.number}</th>${cols.map((c) => `<td>${c === game.column ? "won" : ""}</td>`).join("")}</tr>` : "";
      return `<tr><th scope="row" title="${escapeHTML(note || "")}">${d === 0 ? "End" : d}</th>${cells}</tr>${ended}`;
    }).join("")}</tbody>`;
  }
  const notes = Object.entries(sheet.notes || {}).map(([n, text]) => `<li>${n}. ${escapeHTML(text)}</li>`).join("");
  const standing = match.is_over
    ? `<p class="match-over"><b>The match is over${match.winner ? `: ${escapeHTML(columnName(match.winner, me))} won` : ""}.</b></p>` : "";
  const summary = match.summary ? `<p class="summary">${escapeHTML(summaryText(match.summary, me, { playing })).replace(/\n/g, "<br>")}</p>` : "";
  return `${standing}<table class="sheet${lined ? " lined" : ""}" aria-label="score sheet">${head}${body}${totals}</table>${summary}${notes ? `<details><summary>Deals</summary><ol class="notes">${notes}</ol></details>` : ""}`;
}

/** The games a sheet of one row a deal ruled off (EZ-Bridge's: the first to 30 points
 * wins a game): each game's number, the deal it ended with and the column that won it
 * (only the Winning Bidder scores, so the score that ended the game is the winner's).
 *
 * gamesWon({columns: ["E", "S"], games_ended_after: [2], entries: [
 *   {deal: 1, column: "S", points: 13}, {deal: 2, column: "S", points: 17}]})
 *   => [{number: 1, deal: 2, column: "S"}] */
export function gamesWon(sheet) {
  return (sheet.games_ended_after || []).filter((end) => end > 0 && end <= sheet.entries.length).map((end, index) => {
    const last = sheet.entries[end - 1];
    return { number: index + 1, deal: last.deal, column: last.column };
  });
}

/** The Memory Help Form: the bidding by rounds and, for each card, who played it in which trick. */
export function memoryHelpHTML(form, me) {
  if (!form) return "";
  const players = form.players || {};
  const seats = Object.keys(players);
  const name = (s) => (s === me ? "You" : players[s] && players[s] !== s ? players[s] : SEAT_NAMES[s] || s);
  const bidding = (form.bidding || []).length
    ? `<table class="mh-bidding"><thead><tr>${seats.map((s) => `<th>${escapeHTML(name(s))}</th>`).join("")}</tr></thead><tbody>${form.bidding.map((round) => `<tr>${seats.map((s) => `<td>${round[s] ? callHTML(round[s]) : ""}</td>`).join("")}</tr>`).join("")}</tbody></table>`
    : "";
  const cards = form.cards || {};
  const grid = SUITS.map((suit) => `<tr><th scope="row">${suitHTML(suit)}</th>${[...RANKS].map((r) => {
    const played = cards[suit + r];
    return `<td class="${played ? "gone" : ""}" title="${played ? `${SEAT_NAMES[played.seat]}, trick ${played.trick}` : "not played yet"}">${r === "T" ? "10" : r}${played ? `<small>${played.seat}${played.trick}</small>` : ""}</td>`;
  }).join("")}</tr>`).join("");
  return `<div class="memory-help">${form.hand ? `<p>Hand ${form.hand}</p>` : ""}${bidding}<table class="mh-cards" aria-label="cards played"><tbody>${grid}</tbody></table><p class="muted">Each played card shows who played it and in which trick.</p></div>`;
}

/** A hint the view carries (EZ-Bridge's advice, MiniBridge's teaching) or one asked for. */
export function hintHTML(view, asked) {
  const parts = [];
  if (asked) parts.push(`<p>Suggested: <b>${callHTML(asked.action)}</b>${asked.explanation ? ` — ${escapeHTML(cardsInSymbols(asked.explanation))}` : ""}</p>`);
  const h = view.hint || view.teaching;
  if (h) {
    if (h.suggestion) parts.push(`<p>Suggestion: <b>${callHTML(h.suggestion)}</b></p>`);
    if (h.why) parts.push(`<p>${escapeHTML(cardsInSymbols(h.why))}</p>`);
    if (h.reasons && h.reasons.length) parts.push(`<p class="muted">${h.reasons.map((r) => escapeHTML(cardsInSymbols(r))).join("; ")}</p>`);
    if (h.combined_points != null) parts.push(`<p class="muted">Your side has ${h.combined_points} points.</p>`);
  }
  return parts.join("");
}

/** The last trick won, small. */
export function lastTrickHTML(view) {
  const list = [...(view.tricks || [])].filter((t) => t.winner);
  const exchange = view.phase === "exchange" ? (view.exchange_tricks || []).filter((t) => t.winner) : [];
  const source = exchange.length ? exchange : list;
  const t = source[source.length - 1];
  if (!t) return "<p class='muted'>No trick yet.</p>";
  return `<div class="last-trick">${t.cards.map((c) => `<figure class="${t.winner === c.seat ? "winner" : ""}"><span class="card tiny" role="img" aria-label="${cardText(c.card)}">${cardSVG(c.card)}</span><figcaption>${c.seat === view.seat ? "You" : SEAT_NAMES[c.seat]}</figcaption></figure>`).join("")}</div><p>Won by ${t.winner === view.seat ? "you" : SEAT_NAMES[t.winner]}${t.drawn ? ` · you drew ${cardText(t.drawn)}` : ""}</p>`;
}

/** The double-dummy table, par and the costly cards (GET .../analysis). */
export function analysisHTML(a) {
  if (!a) return "";
  if (a.error) return `<p class="muted">${escapeHTML(a.error)}</p>`;
  const parts = [];
  const dd = a.dd_table;
  const seats = ["N", "S", "E", "W"];
  const strains = ["C", "D", "H", "S", "NT"];
  if (dd && Array.isArray(dd.tricks)) {
    // rows by declarer N E S W, columns by strain C D H S NT (bridgeclub.analysis.dds)
    const row = { N: 0, E: 1, S: 2, W: 3 };
    parts.push(`<table class="dd-table" aria-label="double-dummy tricks"><thead><tr><th scope="col">Declarer</th>${strains.map((s) => `<th scope="col">${suitHTML(s)}</th>`).join("")}</tr></thead><tbody>${seats.map((seat) => `<tr><th scope="row">${SEAT_NAMES[seat]}</th>${strains.map((s, i) => `<td>${dd.tricks[row[seat]][i]}</td>`).join("")}</tr>`).join("")}</tbody></table>`);
  }
  if (a.par === null) parts.push(`<p class="muted">No par: this game is not scored as Contract Bridge is.</p>`);
  if (a.par != null) {
    const par = a.par;
    const contracts = typeof par.contracts === "string" ? par.contracts.split(";").map((c) => c.trim()).filter(Boolean) : [].concat(par.contracts || []);
    const described = contracts.map((c) => {
      const [contract, declarer, tricks] = String(c).split(/\s+/);
      return `${callHTML(contract)}${declarer ? ` by ${SEAT_NAMES[declarer] || declarer}` : ""}${tricks ? `, ${tricks} tricks` : ""}`;
    });
    const score = par.score ?? par.points;
    parts.push(`<p>Par: ${score != null ? `<b>NS ${score > 0 ? "+" : ""}${escapeHTML(score)}</b>` : ""}${described.length ? ` (${described.join("; ")})` : ""}</p>`);
  }
  if (Array.isArray(a.costly_cards)) {
    parts.push(a.costly_cards.length
      ? `<p>Cards that cost a trick:</p><ul class="costly">${a.costly_cards.map((c) => {
          if (typeof c === "string") return `<li>${escapeHTML(c)}</li>`;
          const card = c.card ? cardText(c.card) : "";
          const who = c.seat ? SEAT_NAMES[c.seat] : "";
          const lost = c.cost ?? c.tricks ?? c.lost;
          const trick = c.trick ? `trick ${c.trick}` : "";
          return `<li>${[trick, who, card].filter(Boolean).join(" · ")}${lost != null ? ` cost ${lost} trick${lost === 1 ? "" : "s"}` : ""}${c.best ? ` (best: ${(Array.isArray(c.best) ? c.best : [c.best]).map(cardText).join(", ")})` : ""}</li>`;
        }).join("")}</ul>`
      : `<p>No card cost a trick.</p>`);
  }
  return parts.join("");
}
