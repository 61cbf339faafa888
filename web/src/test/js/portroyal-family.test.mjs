// The Port Royal family's boards draw each kind of piece the same way (games/portroyal-family.js and .css): a coin,
// a sword, points, a skull, a ship, a person, a tax, an expedition and each ship colour has one class, whose glyph
// and colour only portroyal-family.css gives. Fails when a board draws a piece with a class of its own (or the
// shared boards' generic badge), styles a piece in its own stylesheet, or a coloured card lacks its colour class.
// Run: node --test web/src/test/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { installDom } from './dom-stub.mjs';

installDom();
const here = path.dirname(fileURLToPath(import.meta.url));
const views = path.resolve(here, '../resources/views');
const games = path.resolve(here, '../../main/resources/spielwerk-web/games');
const { PIECES, COLOURS } = await import(pathToFileURL(path.join(games, 'portroyal-family.js')).href);

const FAMILY = ['portroyal-unterwegs', 'portroyal', 'portroyal-stiche'];
/** The kinds each board must draw with the family's classes somewhere in its fixtures. */
const DRAWN = {
  'portroyal-unterwegs': ['coin', 'cost', 'sword', 'points', 'ship', 'person'],
  portroyal: ['coin', 'cost', 'sword', 'points', 'ship', 'person', 'expedition'],
  'portroyal-stiche': ['points', 'ship'],
};
/** A board's own way of drawing a piece: the generic badges of common.css and the boards' former classes. */
const FOREIGN = /^(sw-(coin|sword|influence|point|cost)|sw-col-.*|pr-skull|st-tc-(red|blue|green|black|yellow))$/;
/** The board's own class of a kind of card, and the family's class it must carry too. */
const CARD_KINDS = { 'pr-ship': 'ship', 'pr-person': 'person', 'pr-tax': 'tax', 'pr-expedition': 'expedition', 'st-ship': 'ship' };
const LETTER = { Y: 'yellow', B: 'blue', G: 'green', R: 'red', K: 'black' };

const css = name => readFileSync(path.join(games, name), 'utf8');
/** The rules of a stylesheet as [selector, body] pairs (comments and imports left out). */
const rules = text => [...text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)]
  .map(m => [m[1].trim(), m[2].trim()]).filter(([sel]) => !sel.startsWith('@'));

test('portroyal-family.css gives every kind of piece one glyph and one colour, and every ship colour one colour', () => {
  const family = rules(css('portroyal-family.css'));
  for (const kind of Object.keys(PIECES)) {
    const own = family.filter(([sel]) => new RegExp(`\\.prf-${kind}(?![\\w-])`).test(sel));
    const glyphs = own.filter(([sel, body]) => sel.includes('::before') && /content:\s*"[^"]+"/.test(body));
    assert.equal(glyphs.length, 1, `one glyph for ${kind}`);
    assert.ok(own.some(([sel, body]) => !sel.includes('::before') && /background/.test(body)), `a colour for ${kind}`);
  }
  for (const colour of COLOURS) {
    const own = family.filter(([sel]) => sel === `.prf-col-${colour}`);
    assert.equal(own.length, 1, `one rule for ${colour}`);
    assert.match(own[0][1], /--prf-colour:\s*#[0-9a-f]{3,6}/i, `the colour of ${colour}`);
  }
});

for (const game of FAMILY) {
  test(`${game}.css imports the family's pieces and styles none of them itself`, () => {
    const text = css(`${game}.css`);
    assert.match(text, /@import url\("portroyal-family\.css"\)/);
    for (const [sel] of rules(text)) {
      assert.doesNotMatch(sel, /prf-/, `${game}.css styles a piece: ${sel}`);
      for (const cls of sel.match(/\.[\w-]+/g) || []) {
        assert.doesNotMatch(cls.slice(1), FOREIGN, `${game}.css styles a piece its own way: ${sel}`);
      }
    }
  });

  test(`${game}: every piece in every fixture has the family's class`, async () => {
    const mod = await import(pathToFileURL(path.join(games, `${game}.js`)).href);
    const drawn = new Set();
    const files = readdirSync(views).filter(f => f.startsWith(game + '-') && /^\d/.test(f.slice(game.length + 1)));
    assert.ok(files.length > 0);
    for (const file of files) {
      const msg = JSON.parse(readFileSync(path.join(views, file), 'utf8'));
      const colours = cardColours(msg.view);
      const ctx = { game, seat: msg.seat, players: msg.seats ? msg.seats.length : undefined, lang: 'en',
        status: msg.status, toMove: msg.toMove, legal: msg.legal || [], play: () => true, t: k => k };
      const board = mod.renderBoard(msg.view, ctx);
      for (const node of board.findAll(() => true)) {
        const classes = node.classList;
        const where = `${file}: <${node.tagName} class="${classes.join(' ')}">`;
        for (const cls of classes) assert.doesNotMatch(cls, FOREIGN, `${where} is drawn the board's own way`);
        const kinds = classes.filter(c => c.startsWith('prf-') && c.slice(4) in PIECES).map(c => c.slice(4));
        if (classes.includes('sw-badge')) assert.equal(kinds.length, 1, `${where}: a badge is one piece of the table`);
        for (const [own, kind] of Object.entries(CARD_KINDS)) {
          if (classes.includes(own)) assert.ok(kinds.includes(kind), `${where} is a ${kind}`);
        }
        const colour = colourOf(node.getAttribute('data-card'), colours);
        if (colour) assert.ok(classes.includes('prf-col') && classes.includes(`prf-col-${colour}`), `${where} is ${colour}`);
        kinds.forEach(k => drawn.add(k));
      }
    }
    for (const kind of DRAWN[game]) assert.ok(drawn.has(kind), `${game} draws ${kind} with the family's class`);
  });
}

/** The colour of each card object in a view ({id, colour}: unterwegs' cards), by id. */
function cardColours(view) {
  const found = new Map();
  const walk = v => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if (v.id !== undefined && typeof v.colour === 'string') found.set(String(v.id), v.colour.toLowerCase());
      Object.values(v).forEach(walk);
    }
  };
  walk(view);
  return found;
}

/** The colour a drawn card must show: unterwegs' from the view, Port Royal's and Queen Games' from the id. */
function colourOf(id, colours) {
  if (id === null) return null;
  if (colours.has(id)) return colours.get(id);
  let m = /^SHIP_([YBGRK])_/.exec(id);
  if (m) return LETTER[m[1]];
  m = /^TRADER_(YELLOW|BLUE|GREEN|RED|BLACK)_/.exec(id) || /^(RED|BLUE|GREEN|BLACK)_\d+$/.exec(id);
  return m ? m[1].toLowerCase() : null;
}
