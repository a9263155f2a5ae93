// The session's history: the finished deals (GET .../deals, each the seat's final view and
// events), a replay that steps through a deal's events, and the PBN download.

import { callHTML, escapeHTML } from "./cards.js";
import { contractHTML, resultHTML, tricksWonHTML } from "./table.js";

export function historyListHTML(deals) {
  if (!deals) return `<p class="muted">Loading…</p>`;
  if (!deals.length) return `<p class="muted">No deal finished yet.</p>`;
  return `<ol class="history">${deals.map((d) => {
    const r = d.view.result;
    const what = r ? (r.contract === "P" || !r.contract ? "passed out" : `${callHTML(r.contract)}${r.declarer ? " by " + r.declarer : ""}${r.tricks != null ? `, ${r.tricks} tricks` : ""}`) : "";
    return `<li><span>Deal ${d.number}: ${what}</span> <button type="button" class="small-button" data-replay="${d.number}" aria-label="Replay deal ${d.number}">Replay</button></li>`;
  }).join("")}</ol>`;
}

/** The view of a finished deal after its first `step` events: the calls and cards so far,
 * the hands as they were then (the final view's hands less the cards played since). */
export function replayView(deal, step) {
  const final = deal.view;
  const events = deal.events.slice(0, step);
  const count = (phase) => events.filter((e) => e.phase === phase).length;
  const calls = events.filter((e) => e.phase === "auction" || e.phase === "open").length;
  const auction = (final.auction || []).slice(0, Math.min(calls, (final.auction || []).length));
  const cut = (tricks, n) => {
    const out = [];
    let left = n;
    for (const trick of tricks || []) {
      if (left <= 0) break;
      const cards = trick.cards.slice(0, left);
      left -= cards.length;
      out.push({ ...trick, cards, winner: cards.length === trick.cards.length ? trick.winner : null });
    }
    return out;
  };
  const played = count("play");
  const tricks = cut(final.tricks, played);
  const exchange = final.exchange_tricks ? cut(final.exchange_tricks, count("exchange")) : undefined;
  const gone = new Set(tricks.flatMap((t) => t.cards.map((c) => c.card)));
  const hands = Object.fromEntries(Object.entries(final.hands || {}).map(([s, cards]) => [s, cards.filter((c) => !gone.has(c))]));
  const last = events[events.length - 1];
  const done = step >= deal.events.length;
  const phase = done ? final.phase : played ? "play" : exchange && count("exchange") && !calls ? "exchange" : "auction";
  const won = {};
  for (const t of tricks) if (t.winner) {
    const key = Object.keys(final.tricks_won || {}).find((k) => k.includes(t.winner)) || t.winner;
    won[key] = (won[key] || 0) + 1;
  }
  return {
    ...final, phase, hands, hand: hands[final.seat] || [], auction, tricks,
    exchange_tricks: exchange, legal_actions: [], turn: null, actor: null,
    contract: calls >= (final.auction || []).length || played ? final.contract : null,
    tricks_won: Object.fromEntries(Object.keys(final.tricks_won || {}).map((k) => [k, won[k] || 0])),
    result: done ? final.result : null, racks: done ? final.racks : undefined,
    lastEvent: last ? last.text : "The deal as it was dealt.",
  };
}

export function replayControls(deal, step) {
  const total = deal.events.length;
  const view = replayView(deal, step);
  return `<div class="replay-controls" role="group" aria-label="replay">
<button type="button" data-replay-step="0" aria-label="First step">« First</button>
<button type="button" data-replay-step="${Math.max(0, step - 1)}" aria-label="Step back">‹ Back</button>
<span class="replay-where">${step} / ${total}</span>
<button type="button" data-replay-step="${Math.min(total, step + 1)}" aria-label="Step forward">Next ›</button>
<button type="button" data-replay-step="${total}" aria-label="Last step">Last »</button>
<button type="button" data-replay-close aria-label="Close the replay">Close</button></div>
<p class="replay-event" aria-live="polite">${escapeHTML(view.lastEvent)}</p><p class="replay-info">${contractHTML(view)} · Tricks: ${tricksWonHTML(view)}</p>${step >= total ? resultHTML(view) : ""}`;
}
