// Shared drawing helpers for the game boards (games/<gameId>.js).
//
// Every board builds its DOM through h(): text always goes in as text nodes, never as HTML, so nothing from a
// view can inject markup. The helpers use only createElement, createTextNode, appendChild, setAttribute and
// addEventListener, which keeps the boards testable under node with a tiny DOM stub (web/src/test/js).

/** Creates an element. props: class, title, data-*, aria-*, role, on* handlers; children: nodes, strings, numbers, arrays, null. */
export function h(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else if (typeof child === 'object') node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  }
}

/** A translator over a small table {en: {...}, de: {...}}: the language's word, else the English one, else the key. */
export function words(lang, table) {
  const own = table[lang] || {};
  const fallback = table.en || {};
  return (key, ...args) => {
    const w = key in own ? own[key] : key in fallback ? fallback[key] : key;
    return typeof w === 'function' ? w(...args) : w;
  };
}

/** The words every board shares. */
export const COMMON = {
  en: {
    player: n => `Player ${n}`, you: 'you', toMove: 'to move', phase: 'Phase', coins: 'coins', swords: 'swords',
    influence: 'influence', hidden: 'hidden', unknown: '?', startPlayer: 'start player', active: 'active',
    points: 'points', cards: 'cards', gameOver: 'Game over', hand: 'Your hand', spectator: 'spectator',
    clickHint: 'highlighted items can be clicked', none: '—',
    coinsN: n => `${n} ${n === 1 ? 'coin' : 'coins'}`, die: 'die',
  },
  de: {
    player: n => `Spieler ${n}`, you: 'du', toMove: 'am Zug', phase: 'Phase', coins: 'Münzen', swords: 'Säbel',
    influence: 'Einfluss', hidden: 'verdeckt', unknown: '?', startPlayer: 'Startspieler', active: 'aktiv',
    points: 'Punkte', cards: 'Karten', gameOver: 'Spielende', hand: 'Deine Hand', spectator: 'Zuschauer',
    clickHint: 'hervorgehobene Teile sind anklickbar', none: '—',
    coinsN: n => `${n} ${n === 1 ? 'Münze' : 'Münzen'}`, die: 'Würfel',
  },
};

/** Merges a board's own table over the common one. */
export function boardWords(lang, table) {
  const merged = {};
  for (const l of ['en', 'de']) merged[l] = { ...COMMON[l], ...(table[l] || {}) };
  const w = words(lang === 'de' ? 'de' : 'en', merged);
  // the tests' pseudo-language (i18n.js): the board's English words bracketed, so untranslated text stands out
  return lang === 'en-XA' ? (key, ...args) => { const v = w(key, ...args); return typeof v === 'string' ? `[${v}~]` : v; } : w;
}

/** The name of a seat: the shell's player name when ctx.players carries one, otherwise "Player n" (1-based). */
export function seatName(ctx, seat, w) {
  const p = Array.isArray(ctx.players) ? ctx.players[seat] : null;
  const given = p && typeof p === 'object' ? p.name : typeof p === 'string' ? p : null;
  const base = given || w('player', seat + 1);
  return seat === ctx.seat ? `${base} (${w('you')})` : base;
}

/** A seat's header: name, "you" and "to move" markers. */
export function seatHeader(ctx, seat, w, ...extra) {
  return h('div', { class: 'sw-seat-head' },
    h('span', { class: 'sw-seat-name' }, seatName(ctx, seat, w)),
    ctx.toMove === seat ? h('span', { class: 'sw-tag sw-tag-move' }, w('toMove')) : null,
    ...extra);
}

/** A panel per seat, classed so the seat's own panel and the seat to move stand out. */
export function seatPanel(ctx, seat, ...children) {
  const cls = ['sw-seat', `sw-seat-${seat}`];
  if (seat === ctx.seat) cls.push('sw-mine');
  if (seat === ctx.toMove) cls.push('sw-to-move');
  return h('section', { class: cls.join(' '), 'data-seat': seat }, ...children);
}

/** A small value badge: kind is coin, sword, influence, point, or any class suffix; the word goes into the title. */
export function badge(kind, value, title, label) {
  // label: the whole phrase with the number ("1 Münze") where "value title" would read wrong ("1 Münzen")
  const spoken = label || (title ? `${value} ${title}` : null);
  // role img: a plain span may not carry an aria-label (axe: aria-prohibited-attr); the label is the whole badge
  return h('span', { class: `sw-badge sw-${kind}`, title: label || title || null, role: spoken ? 'img' : null, 'aria-label': spoken },
    value === null || value === undefined ? '?' : value);
}

/** A labelled number ("Coins 7"), used for key figures that tests and people look for. */
export function stat(label, value, kind) {
  return h('span', { class: `sw-stat${kind ? ' sw-stat-' + kind : ''}` },
    h('span', { class: 'sw-stat-label' }, label), ' ',
    h('span', { class: 'sw-stat-value' }, value === null || value === undefined ? '?' : value));
}

/** The current phase on its own line. */
export function phaseLine(w, text, ...more) {
  return h('div', { class: 'sw-phase' }, h('strong', null, `${w('phase')}: `), text, ...more);
}

/** A titled area of the board. */
export function area(title, cls, ...children) {
  return h('section', { class: `sw-area ${cls || ''}`.trim() }, h('h3', { class: 'sw-area-title' }, title), ...children);
}

/** Deep equality of JSON values (key order ignored), to match a component to the action that names it. */
export function sameJson(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(k => sameJson(a[k], b[k]));
}

/** The legal entries whose action satisfies pred. */
export function legalWhere(ctx, pred) {
  return (ctx.legal || []).filter(entry => entry && entry.action && pred(entry.action));
}

/**
 * Makes node play the legal entry when clicked (or Enter/Space), if there is exactly one such entry; with
 * several (e.g. the same card with different choices) the shell's buttons decide, and the node only gets a hint.
 */
export function clickable(node, ctx, entries) {
  if (!entries || entries.length === 0 || typeof ctx.play !== 'function') return node;
  if (entries.length > 1) {
    node.setAttribute('class', `${node.getAttribute('class') || ''} sw-choice`.trim());
    node.setAttribute('title', entries.map(e => e.text).join(' | '));
    return node;
  }
  const entry = entries[0];
  node.setAttribute('class', `${node.getAttribute('class') || ''} sw-playable`.trim());
  node.setAttribute('role', 'button');
  node.setAttribute('tabindex', '0');
  node.setAttribute('title', entry.text || '');
  node.setAttribute('data-legal-index', entry.index);
  node.addEventListener('click', () => ctx.play(entry.index));
  node.addEventListener('keydown', ev => {
    if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault && ev.preventDefault(); ctx.play(entry.index); }
  });
  return node;
}

/** A die face with pips (1-6) and its number for screen readers; other values as a number. */
export function die(value, cls, word) {
  const pips = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] }[value];
  // word: "die"/"Würfel" in the board's language; role img lets the span carry its label
  const label = word ? `${word} ${known(value)}` : String(known(value));
  const node = h('span', { class: `sw-die ${cls || ''}`.trim(), title: String(known(value)), role: 'img', 'aria-label': label });
  if (!pips) { node.appendChild(document.createTextNode(value === null || value === undefined ? '?' : String(value))); return node; }
  for (let i = 1; i <= 9; i++) node.appendChild(h('span', { class: pips.includes(i) ? 'sw-pip' : 'sw-pip sw-pip-off' }));
  return node;
}

/** Humanises an enum constant: SAILOR_3 -> "Sailor 3" (used only when a board has no word for it). */
export function humanize(constant) {
  if (constant === null || constant === undefined) return '?';
  const s = String(constant).replace(/_/g, ' ').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The number of seats: from the view's player list, else from ctx.players. */
export function seatCount(view, ctx) {
  if (view && Array.isArray(view.players)) return view.players.length;
  if (Array.isArray(ctx.players)) return ctx.players.length;
  return typeof ctx.players === 'number' ? ctx.players : 0;
}

/** The board's root element: game id and the seat's role as classes. */
export function root(ctx, ...children) {
  const spectator = ctx.seat === undefined || ctx.seat === null || ctx.seat < 0;
  return h('div', { class: `sw-board sw-game-${ctx.game}${spectator ? ' sw-spectator' : ''}`, 'data-game': ctx.game }, ...children);
}

/** Shorthand: a value or the "unknown" mark when the spectator's view has null there. */
export function known(value, fallback = '?') {
  return value === null || value === undefined ? fallback : value;
}
