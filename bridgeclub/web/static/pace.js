// The pace of the table: how long a finished trick stays in view and how the computers'
// cards follow one another. The player sets the pause after a trick (in the lobby and at
// the table; kept in this browser): about a second by default, 0 for fast players, or
// "until I tap". Pure functions of two views and the clock; app.js runs the queue.

const KEY = "bridgeclub:pause";
/** The pauses offered, in seconds (-1: until the player taps the table). */
export const PAUSES = [
  { value: 0, label: "none (fast)" }, { value: 0.5, label: "½ second" }, { value: 1, label: "1 second" },
  { value: 1.5, label: "1½ seconds" }, { value: 2, label: "2 seconds" }, { value: 3, label: "3 seconds" },
  { value: -1, label: "until I tap" },
];
export const DEFAULT_PAUSE = 1;

export function pauseSeconds() {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === null) return DEFAULT_PAUSE;
    const value = Number(stored);
    return PAUSES.some((p) => p.value === value) ? value : DEFAULT_PAUSE;
  } catch {
    return DEFAULT_PAUSE;
  }
}

export function setPause(seconds) {
  try {
    localStorage.setItem(KEY, String(seconds));
  } catch {
    /* private browsing: the pause lasts this page */
  }
}

/** The pause as a select (lobby and table). */
export function pauseSelect(id = "pause") {
  const now = pauseSeconds();
  return `<label class="option pace" for="${id}"><span>Pause after a trick</span> <select id="${id}" data-pause aria-label="Pause after a trick">${PAUSES.map((p) => `<option value="${p.value}"${p.value === now ? " selected" : ""}>${p.label}</option>`).join("")}</select></label>`;
}

function cardsPlayed(view) {
  return (view.tricks || []).reduce((n, t) => n + t.cards.length, 0);
}

/** The trick just won and still on the table (the next lead not yet made), or null. */
export function trickJustWon(msg) {
  if (!msg || msg.view.result) return null;
  const tricks = msg.view.tricks || [];
  const last = tricks[tricks.length - 1];
  return last && last.winner && last.cards.length ? last : null;
}

/** The last card of `next` and who played it, when `next` is `cur` and one more card. */
function newCard(cur, next) {
  if (cardsPlayed(next.view) !== cardsPlayed(cur.view) + 1) return null;
  const tricks = next.view.tricks || [];
  const last = tricks[tricks.length - 1];
  return last && last.cards.length ? last.cards[last.cards.length - 1] : null;
}

/** Milliseconds to wait, from `now`, before `next` replaces `cur` (shown at `shownAt`):
 * a finished trick stays for the pause (Infinity: until a tap); another player's card
 * follows the last one after at least half the pause (at most 0.6 s). Nothing waits for
 * the player's own card, an undo, a new deal or the end of the deal. */
export function waitBefore(cur, next, { pause, shownAt, now }) {
  if (!cur || next.deal_number !== cur.deal_number || next.version <= cur.version) return 0;
  if (pause === 0) return 0;
  const elapsed = now - shownAt;
  if (trickJustWon(cur) && cardsPlayed(next.view) > cardsPlayed(cur.view)) {
    if (pause < 0) return Infinity;
    return Math.max(0, pause * 1000 - elapsed);
  }
  const card = newCard(cur, next);
  if (!card) return 0;
  const view = cur.view;
  const mine = card.seat === view.seat || (view.actor === view.seat && view.turn === card.seat);
  if (mine) return 0;
  const gap = Math.min(600, (pause < 0 ? 1 : pause) * 500);
  return Math.max(0, gap - elapsed);
}
