// The pieces of the Port Royal family (the boards of portroyal-unterwegs, portroyal and portroyal-stiche): one class
// per kind of piece, whose colour and glyph portroyal-family.css gives, so that a coin, a sword, a red ship or a
// point looks the same on all three boards. Every piece also carries its word (a badge's title and label, a card's
// name), so colour is never the only carrier of meaning. The table is documented in docs/web-boards.md.
import { h, badge } from './common.js';

/** Every kind of piece the family draws, with what it is; the class is `prf-<kind>`. */
export const PIECES = {
  coin: 'a coin, or a number of coins',
  cost: 'coins to pay (a person\'s cost)',
  sword: 'swords (defence against ships)',
  points: 'victory points: influence (Port Royal, unterwegs), bonus points (Queen Games)',
  skull: 'a skull ship, which no sword repels',
  tax: 'a tax increase',
  expedition: 'an expedition',
  person: 'a person',
  ship: 'a ship',
};

/** The colours of ships and trick cards; the class is `prf-col prf-col-<colour>`. */
export const COLOURS = ['yellow', 'blue', 'green', 'red', 'black'];

/** The class of a kind of piece. */
export function pieceClass(kind) {
  if (!(kind in PIECES)) throw new Error(`not a piece of the Port Royal family: ${kind}`);
  return `prf-${kind}`;
}

/** The classes of a ship's (or a trick card's) colour, '' for no colour or one outside the table. */
export function colourClass(colour) {
  const c = String(colour || '').toLowerCase();
  return COLOURS.includes(c) ? `prf-col prf-col-${c}` : '';
}

/** A number as a piece (a coin badge with 3 on it); title and label as common.js's badge. */
export function piece(kind, value, title, label) {
  const node = badge(kind, value, title, label);
  node.setAttribute('class', `sw-badge ${pieceClass(kind)}`);
  return node;
}

/** A piece without a number (the skull), its word as the title and the label. */
export function mark(kind, word) {
  return h('span', { class: `sw-badge ${pieceClass(kind)}`, title: word, role: 'img', 'aria-label': word });
}

/** A labelled key number with its piece's glyph in front ("● coins 7"); kind: the stat's class (sw-stat-<kind>). */
export function pieceStat(piece, label, value, kind) {
  return h('span', { class: `sw-stat sw-stat-${kind}` },
    h('span', { class: `sw-badge prf-icon ${pieceClass(piece)}`, 'aria-hidden': 'true' }), ' ',
    h('span', { class: 'sw-stat-label' }, label), ' ',
    h('span', { class: 'sw-stat-value' }, value === null || value === undefined ? '?' : value));
}
