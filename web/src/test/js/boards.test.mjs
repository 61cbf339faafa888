// Renders every saved view (web/src/test/resources/views/*.json) with its game's board under a DOM stub:
// no board may throw, and each must show the key numbers of the view (the checks per game below).
// Run: node --test web/src/test/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { installDom, Element } from './dom-stub.mjs';
import { CHECKS } from './board-checks.mjs';

installDom();
const here = path.dirname(fileURLToPath(import.meta.url));
const views = path.resolve(here, '../resources/views');
const games = path.resolve(here, '../../main/resources/spielwerk-web/games');

export function ctxOf(msg, lang, played) {
  return {
    game: msg.game, seat: msg.seat, players: msg.seats ? msg.seats.length : msg.view?.players?.length,
    lang, status: msg.status, toMove: msg.toMove, legal: msg.legal || [],
    play: i => played.push(i), t: k => k,
  };
}

const fixtures = readdirSync(views).filter(f => f.endsWith('.json')).sort();

test('there are fixtures of every game', () => {
  for (const game of ['portroyal-unterwegs', 'portroyal', 'portroyal-stiche', 'loyang', 'gilded-compass']) {
    assert.ok(fixtures.some(f => f.startsWith(game + '-') && /^\d/.test(f.slice(game.length + 1))), game);
  }
});

for (const file of fixtures) {
  const msg = JSON.parse(readFileSync(path.join(views, file), 'utf8'));
  for (const lang of ['en', 'de']) {
    test(`${file} renders (${lang})`, async () => {
      const mod = await import(pathToFileURL(path.join(games, msg.game + '.js')).href);
      const played = [];
      const ctx = ctxOf(msg, lang, played);
      const board = mod.renderBoard(msg.view, ctx);
      assert.ok(board instanceof Element, 'renderBoard returns an element');
      const text = board.textContent;
      assert.ok(text.length > 20, 'the board shows something');
      assert.doesNotMatch(text, /undefined|NaN|\[object Object\]/, 'no leaked JS values in the text');
      assert.ok(board.byClass('sw-phase').length === 1, 'the phase on its own line');
      if (msg.seat >= 0) assert.ok(board.byClass('sw-mine').length >= 1, "the seat's own items are marked");
      else assert.equal(board.byClass('sw-mine').length, 0, 'a spectator owns nothing');
      // Every clickable component plays a legal index, and only that.
      for (const node of board.findAll(e => e.getAttribute('data-legal-index') !== null)) {
        const before = played.length;
        node.click();
        assert.equal(played.length, before + 1);
        const idx = played[played.length - 1];
        assert.ok(msg.legal.some(l => l.index === idx), `index ${idx} is legal`);
      }
      const check = CHECKS[msg.game];
      if (check) check(msg, board, text, assert);
    });
  }
  test(`${file} as a spectator with every non-common value null`, async () => {
    const mod = await import(pathToFileURL(path.join(games, msg.game + '.js')).href);
    const nulled = nullPrivate(msg.view);
    const board = mod.renderBoard(nulled, { ...ctxOf(msg, 'en', []), seat: -1, legal: [] });
    assert.ok(board instanceof Element);
    assert.doesNotMatch(board.textContent, /undefined|NaN|\[object Object\]/);
  });
}

/** Every leaf and every second object/array set to null: a harsher spectator view than the server's. */
function nullPrivate(v, depth = 0) {
  if (Array.isArray(v)) return depth % 2 ? null : v.map(x => nullPrivate(x, depth + 1));
  if (v && typeof v === 'object') {
    const o = {};
    for (const [k, x] of Object.entries(v)) o[k] = (k === 'type') ? x : nullPrivate(x, depth + 1);
    return o;
  }
  return depth > 1 ? null : v;
}
