// Cards drawn as SVG: faces with corner indices and a large pip, backs, the joker.
// Suits are drawn as paths (no font needed), in four colours so that suits stay apart
// even when the cards are small.

export const SUITS = ["S", "H", "D", "C"];
export const RANKS = "AKQJT98765432";
export const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs", NT: "notrump" };
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣", NT: "NT" };
const RANK_NAMES = {
  A: "ace", K: "king", Q: "queen", J: "jack", T: "ten", 9: "nine", 8: "eight", 7: "seven",
  6: "six", 5: "five", 4: "four", 3: "three", 2: "two",
};
const RANK_TEXT = { T: "10" };

const SUIT_PATHS = {
  S: "M50 4C38 20 8 38 8 60c0 14 10 23 22 23 8 0 13-4 16-9-1 10-5 16-12 21h32c-7-5-11-11-12-21 3 5 8 9 16 9 12 0 22-9 22-23C92 38 62 20 50 4z",
  H: "M50 92C34 76 6 56 6 32 6 16 18 6 31 6c9 0 15 5 19 13 4-8 10-13 19-13 13 0 25 10 25 26 0 24-28 44-44 60z",
  D: "M50 3 88 50 50 97 12 50z",
  C: "M50 6a21 21 0 0 0-17 34 21 21 0 1 0 12 35c-1 8-5 14-12 19h34c-7-5-11-11-12-19a21 21 0 1 0 12-35A21 21 0 0 0 50 6z",
};

/** The hidden <svg> of shared definitions (suit shapes, the back's pattern), once per page. */
export function cardDefs() {
  const suits = SUITS.map((s) => `<symbol id="pip-${s}" viewBox="0 0 100 100"><path d="${SUIT_PATHS[s]}"/></symbol>`).join("");
  return `<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${suits}
<pattern id="back-pattern" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
<rect width="8" height="8" fill="#1d4e89"/><rect width="4" height="8" fill="#2a64a8"/></pattern></defs></svg>`;
}

/** "SA" -> "ace of spades"; "JK" -> "joker". */
export function cardName(code) {
  if (code === "JK") return "joker";
  return `${RANK_NAMES[code[1]]} of ${SUIT_NAMES[code[0]]}`;
}

/** "SA" -> "♠A" for text. */
export function cardText(code) {
  if (code === "JK") return "Joker";
  return SUIT_SYMBOLS[code[0]] + (RANK_TEXT[code[1]] || code[1]);
}

/** Text with its card codes in symbols: "C2 is best" becomes "♣2 is best" (plain text:
 * escape it after). */
export function cardsInSymbols(text) {
  return String(text).replace(/\b([SHDC])([AKQJT2-9])\b/g, (_, suit, rank) => cardText(suit + rank));
}

/** A strain or suit letter as a coloured symbol (HTML). */
export function suitHTML(strain) {
  if (strain === "NT" || !SUIT_SYMBOLS[strain]) return `<span class="nt">${strain}</span>`;
  return `<span class="suit suit-${strain}" aria-label="${SUIT_NAMES[strain]}">${SUIT_SYMBOLS[strain]}</span>`;
}

/** A call ("1NT", "13H", "P", "X", "part S") as HTML with suit symbols. */
export function callHTML(call) {
  if (call === "P") return "Pass";
  if (call === "X") return "<span class=\"dbl\">X</span>";
  if (call === "XX") return "<span class=\"dbl\">XX</span>";
  const m = /^(\D*?)\s*(\d+)?\s*(NT|[SHDC])(X{0,2})$/.exec(call);
  if (!m) return escapeHTML(call);
  const [, word, level, strain, doubled] = m;
  const named = { part: "Part score", game: "Game" }[word] || word;
  return `${named ? named + " " : ""}${level || ""}${suitHTML(strain)}${doubled || ""}`;
}

export function escapeHTML(text) {
  return String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function face(code) {
  const suit = code[0];
  const rank = RANK_TEXT[code[1]] || code[1];
  const court = "AKQJ".includes(code[1]);
  const centre = court
    ? `<text x="30" y="54" class="court" text-anchor="middle">${rank}</text>
       <use href="#pip-${suit}" x="36" y="58" width="16" height="16"/>`
    : `<use href="#pip-${suit}" x="16" y="30" width="28" height="28"/>`;
  return `<rect class="card-bg" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"/>
<g class="ink suit-${suit}"><text x="4" y="17" class="index">${rank}</text>
<use href="#pip-${suit}" x="4" y="20" width="12" height="12"/>${centre}</g>`;
}

function joker() {
  return `<rect class="card-bg" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"/>
<g class="ink joker"><text x="4" y="17" class="index">J</text>
<path d="M30 24l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z"/>
<text x="30" y="74" text-anchor="middle" class="joker-word">JOKER</text></g>`;
}

function back() {
  return `<rect class="card-back" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"/>
<rect x="5" y="5" width="50" height="74" rx="3" fill="url(#back-pattern)"/>`;
}

/** The SVG of a card: a code ("SA", "JK") or null for a card seen from the back. */
export function cardSVG(code) {
  const body = code == null ? back() : code === "JK" ? joker() : face(code);
  return `<svg class="card-svg" viewBox="0 0 60 84" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** Cards sorted by suit (spades, hearts, clubs... alternating colours) and rank. */
export function sortHand(cards, trump) {
  const order = suitOrder(cards, trump);
  return [...cards].sort((a, b) => {
    if (a === "JK" || b === "JK") return a === "JK" ? -1 : 1;
    const s = order.indexOf(a[0]) - order.indexOf(b[0]);
    return s !== 0 ? s : RANKS.indexOf(a[1]) - RANKS.indexOf(b[1]);
  });
}

/** Suit order for a hand: trumps first when there are some, black and red alternating. */
export function suitOrder(cards, trump) {
  const base = ["S", "H", "C", "D"];
  if (trump && base.includes(trump)) {
    const i = base.indexOf(trump);
    return [...base.slice(i), ...base.slice(0, i)];
  }
  return base;
}

/** Points as a player writes them: EZ-Bridge's quarters "35/4" as "8 3/4" (as the
 * terminal and the Python side's quarters_text write them). */
export function mixedNumber(p) {
  const text = String(p);
  const m = /^(-?)(\d+)\/(\d+)$/.exec(text);
  if (!m) return text;
  const [num, den] = [Number(m[2]), Number(m[3])];
  const whole = Math.floor(num / den);
  const part = num % den;
  if (!part) return `${m[1]}${whole}`;
  return `${m[1]}${whole ? `${whole} ` : ""}${part}/${den}`;
}
