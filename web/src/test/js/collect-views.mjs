// Collects real views from a running server (serve --http PORT) for the board checks: creates a match with seat 0 a
// person and bots elsewhere, joins seat 0, plays random legal moves over REST and writes every `sync` message seat 0
// saw (one per version) into DIR, plus a spectator's at the end. Node 18+ (fetch), no packages.
//
//   node web/src/test/js/collect-views.mjs http://127.0.0.1:18080 loyang 3 YUCATA /tmp/views [seed] [lang] [options JSON]
//
// Pick a few (early, middle, end, spectator) for web/src/test/resources/views/; check every one of them with
// render-all.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, game, players, preset, dir, seedArg, lang = 'en', options] = process.argv.slice(2);
if (!dir) {
  console.log('usage: collect-views.mjs BASE_URL GAME PLAYERS PRESET|- DIR [SEED] [LANG] [OPTIONS_JSON]');
  process.exit(0);
}
const seed = Number(seedArg || 1);
let state = seed >>> 0;
const random = () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32); // seeded: the same moves every run

async function call(method, path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

const create = { game, players: Number(players), seed, bots: [null, ...Array(Number(players) - 1).fill('random')] };
if (preset && preset !== '-') create.preset = preset;
if (options) create.options = JSON.parse(options);
const match = (await call('POST', '/api/matches', create)).json;
if (!match.id) throw new Error(JSON.stringify(match));
const { token } = (await call('POST', `/api/matches/${match.id}/seats/0/join`, {})).json;
mkdirSync(dir, { recursive: true });
let last = -1;
for (;;) {
  const msg = (await call('GET', `/api/matches/${match.id}/state?lang=${lang}`, undefined, token)).json;
  if (msg.version !== last) {
    writeFileSync(`${dir}/${game}-${players}p-${seed}-v${String(msg.version).padStart(4, '0')}.json`, JSON.stringify(msg));
    last = msg.version;
  }
  if (msg.status === 'finished') break;
  if (msg.toMove === 0 && msg.legal.length) {
    const pick = msg.legal[Math.floor(random() * msg.legal.length)];
    const res = await call('POST', `/api/matches/${match.id}/moves?lang=${lang}`, { version: msg.version, index: pick.index }, token);
    if (res.status === 429) await new Promise(r => setTimeout(r, 250)); // the server's move rate limit
  } else {
    await new Promise(r => setTimeout(r, 20));
  }
}
const spectator = (await call('GET', `/api/matches/${match.id}/state?lang=${lang}`)).json;
writeFileSync(`${dir}/${game}-${players}p-${seed}-spectator-end.json`, JSON.stringify(spectator));
console.log(`${game}: ${last} versions, match ${match.id}`);
