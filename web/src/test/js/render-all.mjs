// Renders every saved server message in DIR (from collect-views.mjs) with its game's board, in English and German,
// under the DOM stub: each must return an element with one phase line, no undefined/NaN/[object Object] in its text,
// and clickable pieces that play only legal indices. Prints the phases met; exits 1 on any failure.
//
//   node web/src/test/js/render-all.mjs /tmp/views
import { readdirSync, readFileSync } from 'node:fs';
import { installDom, Element } from './dom-stub.mjs';

const dir = process.argv[2];
if (!dir) {
  console.log('usage: render-all.mjs DIR');
  process.exit(0);
}
installDom();
let rendered = 0;
let failed = 0;
const phases = new Set();
for (const file of readdirSync(dir).filter(f => f.endsWith('.json')).sort()) {
  const msg = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const mod = await import(new URL(`../../main/resources/spielwerk-web/games/${msg.game}.js`, import.meta.url).href);
  for (const lang of ['en', 'de']) {
    try {
      const played = [];
      const board = mod.renderBoard(msg.view, {
        game: msg.game, seat: msg.seat, players: msg.seats.length, lang, status: msg.status, toMove: msg.toMove,
        legal: msg.legal || [], play: i => played.push(i), t: k => k,
      });
      if (!(board instanceof Element)) throw new Error('renderBoard returned no element');
      const bad = /.{0,40}(undefined|NaN|\[object Object\]).{0,20}/.exec(board.textContent);
      if (bad) throw new Error(`text shows "${bad[0]}"`);
      if (board.byClass('sw-phase').length !== 1) throw new Error('not exactly one phase line');
      for (const node of board.findAll(e => e.getAttribute('data-legal-index') !== null)) node.click();
      for (const i of played) if (!(msg.legal || []).some(l => l.index === i)) throw new Error(`click played ${i}, not legal`);
      phases.add(`${msg.game}:${msg.view && msg.view.phase ? msg.view.phase.type : '?'}`);
      rendered++;
    } catch (e) {
      failed++;
      console.log(`${file} (${lang}): ${e.message}`);
    }
  }
}
console.log(`rendered ${rendered}, failed ${failed}`);
console.log(`phases: ${[...phases].sort().join(' ')}`);
process.exit(failed ? 1 : 0);
