// Every saved view drawn in German must read as German: no raw identifiers (RED_5, BONUS_4, camelCase), no
// English words from the list below, no singular number with a plural noun ("1 Bohnen"). Action texts come from
// the server in the page's language; the saved views that were fetched in English carry English ones, so the
// check gives every view German stand-ins for them (the server's German words are checked by the games' own
// contract, not here). Also: Gilded Compass says "last round" only in the game's last round.
// Run: node --test web/src/test/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { installDom, Element } from './dom-stub.mjs';
import { germanProblems } from './german-words.mjs';

installDom();
const here = path.dirname(fileURLToPath(import.meta.url));
const views = path.resolve(here, '../resources/views');
const games = path.resolve(here, '../../main/resources/spielwerk-web/games');

/** Every text a person may read on a board: its text nodes one by one, tooltips and labels for screen readers. */
function readable(node, out = []) {
  for (const child of node.childNodes) {
    if (child instanceof Element) {
      for (const a of ['title', 'aria-label']) if (child.getAttribute(a)) out.push(child.getAttribute(a));
      readable(child, out);
    } else if (typeof child.data === 'string' && child.data.trim()) {
      out.push(child.data);
    }
  }
  return out;
}

async function draw(msg, lang) {
  const mod = await import(pathToFileURL(path.join(games, msg.game + '.js')).href);
  const legal = (msg.legal || []).map(l => ({ ...l, text: `Zug ${l.index + 1}` }));
  return mod.renderBoard(msg.view, {
    game: msg.game, seat: msg.seat, players: msg.seats.length, lang, status: msg.status, toMove: msg.toMove,
    legal, play: () => {}, t: k => k,
  });
}

for (const file of readdirSync(views).filter(f => f.endsWith('.json')).sort()) {
  const msg = JSON.parse(readFileSync(path.join(views, file), 'utf8'));
  test(`${file} reads as German`, async () => {
    const texts = readable(await draw(msg, 'de'));
    assert.deepEqual(texts.flatMap(t => germanProblems(t)), []);
  });
}

test('the German check finds what it is meant to find', () => {
  assert.notDeepEqual(germanProblems('In dieser Runde gespielt RED 1, KLAB 5'), []);
  assert.notDeepEqual(germanProblems('Bonus BONUS_4'), []);
  assert.notDeepEqual(germanProblems('1 Bohnen'), []);
  assert.notDeepEqual(germanProblems('Spieler 1 · open'), []);
  assert.notDeepEqual(germanProblems('influenceTarget'), []);
  assert.deepEqual(germanProblems('Rot 1, Klabautermann 5 · 1 Bohne · 3 Bohnen · offen'), []);
  assert.deepEqual(germanProblems("Spielwerk – Order of the Gilded Compass"), []);
});

test('Gilded Compass: round 1 of a 2-player match is not the last round; round 6 is', async () => {
  const msg = JSON.parse(readFileSync(path.join(views, 'gilded-compass-2p-early.json'), 'utf8'));
  for (const lang of ['en', 'de']) {
    const last = lang === 'de' ? 'letzte Runde' : 'last round';
    const first = { ...msg, view: { ...msg.view, round: { ...msg.view.round, number: 1, endTriggered: true } } };
    const text1 = readable(await draw(first, lang)).join(' | ');
    assert.ok(!text1.includes(last), `${lang}: round 1 says "${last}": ${text1.slice(0, 200)}`);
    assert.ok(text1.includes(lang === 'de' ? 'Runde 1 von 6' : 'Round 1 of 6'), `${lang}: ${text1.slice(0, 200)}`);
    const sixth = { ...msg, view: { ...msg.view, round: { ...msg.view.round, number: 6, endTriggered: false } } };
    assert.ok(readable(await draw(sixth, lang)).join(' | ').includes(last), `${lang}: round 6 of 6 is the last`);
  }
});
