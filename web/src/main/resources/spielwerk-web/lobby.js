// The lobby: pick a game, its preset and options (a form built from the game's options JSON Schema), the
// players and who sits where (a person or a bot), create the match, then share each seat's link; below, the
// running and open matches to watch or join. Errors of the server are shown next to the field they name.

import { getJson, postJson } from './api.js';
import { pageLanguage, translator, otherLanguage, errorText, wordOr, agentName } from './i18n.js';
import { el } from './generic.js';

const lang = pageLanguage();
const t = translator(lang);
const $ = (id) => document.getElementById(id);

/** @type {{games: any[], detail: any, fields: OptionField[]}} */
const lobby = { games: [], detail: null, fields: [] };

// ---- the options form from the JSON Schema

/** Follows a local `$ref` ("#/$defs/X") inside the schema. */
function resolve(schema, node) {
  let current = node;
  for (let i = 0; current && current.$ref && i < 10; i++) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce((at, key) => (at ? at[key] : undefined), schema);
  }
  return current || {};
}

/**
 * What kind of input a property gets: an enum (a select; nullable ones may stay "default"), a boolean (a
 * checkbox), an integer (a number field with the schema's minimum and maximum), or anything else (JSON text).
 */
export function fieldKind(schema, property) {
  let node = resolve(schema, property);
  let nullable = false;
  if (node.anyOf) {
    const parts = node.anyOf.map((p) => resolve(schema, p));
    nullable = parts.some((p) => p.type === 'null');
    const rest = parts.filter((p) => p.type !== 'null');
    if (rest.length === 1) {
      node = rest[0];
    } else {
      return { kind: 'json', nullable };
    }
  }
  let type = node.type;
  if (Array.isArray(type)) {
    nullable = nullable || type.includes('null');
    const rest = type.filter((x) => x !== 'null');
    type = rest.length === 1 ? rest[0] : 'json';
  }
  if (node.enum) {
    return { kind: 'enum', values: node.enum.filter((v) => v !== null), nullable };
  }
  if (type === 'boolean' && !nullable) {
    return { kind: 'boolean' };
  }
  if (type === 'integer' || type === 'number') {
    return { kind: 'integer', min: node.minimum, max: node.maximum, nullable };
  }
  if (type === 'string') {
    return { kind: 'string', nullable };
  }
  return { kind: 'json', nullable };
}

/**
 * @typedef {{name: string, kind: any, input: HTMLInputElement|HTMLSelectElement|HTMLTextAreaElement,
 *   read: () => any, write: (v: any) => void}} OptionField
 */

function optionField(name, kind) {
  const wrap = el('div', kind.kind === 'boolean' ? 'field check' : 'field');
  wrap.dataset.field = `options.${name}`;
  const id = `opt-${name}`;
  // the option's words from the catalogue; the raw name only for an option the catalogue does not know yet
  const label = el('label', null, wordOr(lang, `opt.${name}`, name));
  label.htmlFor = id;
  let input;
  let read;
  let write;
  if (kind.kind === 'enum') {
    input = el('select');
    if (kind.nullable) {
      input.append(new Option(t('noValue'), ''));
    }
    kind.values.forEach((v) => input.append(new Option(wordOr(lang, `val.${v}`, String(v)), String(v))));
    read = () => (input.value === '' ? null : input.value);
    write = (v) => { input.value = v === null || v === undefined ? '' : String(v); };
  } else if (kind.kind === 'boolean') {
    input = el('input');
    input.type = 'checkbox';
    read = () => input.checked;
    write = (v) => { input.checked = Boolean(v); };
  } else if (kind.kind === 'integer') {
    input = el('input');
    input.type = 'number';
    input.step = '1';
    if (kind.min !== undefined) input.min = String(kind.min);
    if (kind.max !== undefined) input.max = String(kind.max);
    read = () => (input.value === '' ? null : Number(input.value));
    write = (v) => { input.value = v === null || v === undefined ? '' : String(v); };
  } else if (kind.kind === 'string') {
    input = el('input');
    read = () => (input.value === '' && kind.nullable ? null : input.value);
    write = (v) => { input.value = v ?? ''; };
  } else {
    input = el('textarea');
    read = () => {
      try {
        return JSON.parse(input.value);
      } catch (e) {
        throw Object.assign(new Error(`${name}: not JSON (${e.message})`), { field: `options.${name}` });
      }
    };
    write = (v) => { input.value = JSON.stringify(v ?? null); };
  }
  input.id = id;
  input.name = name;
  const error = el('span', 'field-error');
  error.dataset.for = `options.${name}`;
  if (kind.kind === 'boolean') {
    wrap.append(input, label, error);
  } else {
    wrap.append(label, input, error);
  }
  return { name, kind, input, read, write, wrap };
}

function buildOptions(detail) {
  const schema = detail.schemas.options;
  const simple = $('option-fields');
  const complex = $('complex-fields');
  simple.replaceChildren();
  complex.replaceChildren();
  lobby.fields = Object.entries(schema.properties || {}).map(([name, property]) => {
    const field = optionField(name, fieldKind(schema, property));
    (field.kind.kind === 'json' ? complex : simple).append(field.wrap);
    return field;
  });
  $('more-options').hidden = complex.children.length === 0;
}

/** The options of the chosen preset (or the game's defaults): what the form starts from and compares with. */
function baseOptions() {
  const preset = $('preset').value;
  return preset ? lobby.detail.presets[preset] : lobby.detail.defaultOptions;
}

function fillOptions() {
  const base = baseOptions();
  lobby.fields.forEach((f) => f.write(base[f.name]));
}

/** Only the options that differ from the preset: the server applies them over it. */
function changedOptions() {
  const base = baseOptions();
  const changed = {};
  for (const f of lobby.fields) {
    const value = f.read();
    if (JSON.stringify(value) !== JSON.stringify(base[f.name] ?? null)) {
      changed[f.name] = value;
    }
  }
  return changed;
}

// ---- seats

function buildSeats() {
  // one seat per player; the server checks the count (and says so next to it), the form only keeps it sane
  const players = Math.max(1, Math.min(Number($('players').value) || lobby.detail.minPlayers, 12));
  const box = $('seat-fields');
  const before = [...box.querySelectorAll('select')].map((s) => s.value);
  box.replaceChildren();
  for (let s = 0; s < players; s++) {
    const wrap = el('div', 'field');
    wrap.dataset.field = `bots[${s}]`;
    const label = el('label', null, t('player', { n: s + 1 }));
    const select = el('select');
    select.id = `seat-${s}`;
    label.htmlFor = select.id;
    select.append(new Option(t('person'), ''));
    lobby.detail.agents.forEach((a) => select.append(new Option(t('bot', { name: agentName(lang, a) }), a)));
    // the first seat a person, the others the fastest sensible bot
    const fallback = s === 0 ? '' : lobby.detail.agents.includes('greedy') ? 'greedy' : lobby.detail.agents[0];
    select.value = before[s] ?? fallback;
    const error = el('span', 'field-error');
    error.dataset.for = `bots[${s}]`;
    wrap.append(label, select, error);
    box.append(wrap);
  }
}

// ---- choosing a game

/**
 * Counts the games asked for: an answer is drawn only if it is for the latest request and that game is still
 * the one selected. Without this a slow answer (an earlier choice) arriving after a fast one drew the earlier
 * game's options under the game now selected.
 */
let chosen = 0;

/** Whether the answer to request `ticket` for game `id` is still wanted. */
export function stillChosen(ticket, latest, id, selected) {
  return ticket === latest && id === selected;
}

async function chooseGame(id) {
  clearErrors();
  const ticket = ++chosen;
  delete $('create-form').dataset.game; // not ready until the answer for this game is drawn
  $('create').disabled = true;
  let detail;
  try {
    detail = await getJson(`/api/games/${encodeURIComponent(id)}`);
  } catch (e) {
    if (stillChosen(ticket, chosen, id, $('game').value)) {
      showFieldError(e);
    }
    return;
  }
  if (!stillChosen(ticket, chosen, id, $('game').value)) {
    return; // the person chose another game meanwhile: its own answer draws the form
  }
  $('create').disabled = false;
  lobby.detail = detail;
  const players = $('players');
  players.min = String(lobby.detail.minPlayers);
  players.max = String(lobby.detail.maxPlayers);
  players.value = String(lobby.detail.minPlayers);
  const preset = $('preset');
  preset.replaceChildren(new Option(t('presetDefault'), ''));
  Object.keys(lobby.detail.presets).forEach((p) => preset.append(new Option(wordOr(lang, `preset.${p}`, p), p)));
  buildOptions(lobby.detail);
  fillOptions();
  buildSeats();
  $('create-form').dataset.game = id;
}

// ---- errors next to their field

function clearErrors() {
  document.querySelectorAll('.field-error').forEach((e) => { e.textContent = ''; });
  document.querySelectorAll('.field.invalid').forEach((e) => e.classList.remove('invalid'));
  const box = $('error');
  box.hidden = true;
  box.textContent = '';
}

/** Shows an error by the field it names (`players`, `options.x`, `bots[1]`), or at the top if none fits. */
function showFieldError(error) {
  const field = error.field || '';
  const candidates = [field, field.replace(/\.[^.]*$/, ''), field.replace(/\[.*$/, '')];
  for (const name of candidates) {
    const target = document.querySelector(`.field-error[data-for="${CSS.escape(name)}"]`);
    if (name && target) {
      target.textContent = error.message;
      const wrap = target.closest('.field');
      if (wrap) {
        wrap.classList.add('invalid');
      }
      if (target.closest('details')) {
        target.closest('details').open = true;
      }
      return;
    }
  }
  const box = $('error');
  box.hidden = false;
  box.dataset.code = error.code || '';
  box.textContent = errorText(t, lang, error);
}

// ---- creating

async function create(event) {
  event.preventDefault();
  clearErrors();
  const body = { game: $('game').value, players: Number($('players').value) };
  if ($('preset').value) {
    body.preset = $('preset').value;
  }
  try {
    const options = changedOptions();
    if (Object.keys(options).length > 0) {
      body.options = options;
    }
  } catch (e) {
    showFieldError(e);
    return;
  }
  body.bots = [...$('seat-fields').querySelectorAll('select')].map((s) => s.value || null);
  $('create').disabled = true;
  try {
    const summary = await postJson('/api/matches', body);
    showCreated(summary);
    refreshMatches();
  } catch (e) {
    showFieldError(e);
  } finally {
    $('create').disabled = false;
  }
}

function matchUrl(id, seat) {
  const query = new URLSearchParams({ id });
  if (seat !== undefined) {
    query.set('seat', String(seat));
  }
  query.set('lang', lang);
  return `match.html?${query}`;
}

function showCreated(summary) {
  const box = $('created');
  const list = el('ul', 'seat-links');
  for (const s of summary.seats) {
    const item = el('li');
    item.dataset.seat = String(s.seat);
    item.append(el('strong', null, t('player', { n: s.seat + 1 })));
    if (s.bot) {
      item.append(el('span', null, t('bot', { name: agentName(lang, s.bot) })));
    } else {
      const url = new URL(matchUrl(summary.id, s.seat), window.location.href).href;
      const link = el('code', 'join-link', url);
      const play = el('a', 'button play-seat', t('playAs', { n: s.seat + 1 }));
      play.href = matchUrl(summary.id, s.seat);
      play.dataset.seat = String(s.seat);
      item.append(link, play);
    }
    list.append(item);
  }
  const watch = el('a', 'button secondary watch', t('watch'));
  watch.href = matchUrl(summary.id);
  box.replaceChildren(el('h2', null, `${t('created')}: ${summary.id}`), el('p', 'quiet', t('share')), list, watch);
  box.dataset.match = summary.id;
  box.hidden = false;
}

// ---- the match list

/** How often the list follows matches made elsewhere, while the page is visible. */
const LIST_EVERY_MS = 5000;
let listing = false;
let listed = null;

/** The list again, unless the page is hidden or a refresh is still under way. */
async function followMatches() {
  if (document.visibilityState !== 'visible' || listing) {
    return;
  }
  listing = true;
  try {
    await refreshMatches();
  } finally {
    listing = false;
  }
}

async function refreshMatches() {
  const box = $('matches');
  let all;
  try {
    const [open, running] = await Promise.all([
      getJson('/api/matches?status=open&limit=50'), getJson('/api/matches?status=running&limit=50')]);
    all = open.concat(running);
  } catch (e) {
    showFieldError(e);
    return;
  }
  // the same list stays as it is: no flicker, no lost focus, links stay the elements they were
  const seen = JSON.stringify(all);
  if (seen === listed) {
    return;
  }
  listed = seen;
  if (all.length === 0) {
    box.replaceChildren(el('p', 'quiet', t('noMatches')));
    return;
  }
  const names = Object.fromEntries(lobby.games.map((g) => [g.id, gameName(g)]));
  const table = el('table', 'matches');
  const head = el('tr');
  [t('game'), t('players'), t('status'), t('version'), ''].forEach((h) => head.append(el('th', null, h)));
  table.append(head);
  for (const m of all) {
    const row = el('tr');
    row.dataset.match = m.id;
    const links = el('td');
    const watch = el('a', 'watch', t('watch'));
    watch.href = matchUrl(m.id);
    links.append(watch);
    for (const s of m.seats.filter((x) => !x.bot && !x.taken)) {
      const join = el('a', 'join', ` · ${t('playAs', { n: s.seat + 1 })}`);
      join.href = matchUrl(m.id, s.seat);
      links.append(join);
    }
    row.append(el('td', null, names[m.game] || m.game), el('td', null, String(m.players)),
      el('td', null, wordOr(lang, `status.${m.status}`, m.status)), el('td', null, String(m.version)), links);
    table.append(row);
  }
  box.replaceChildren(table);
}

// ---- my matches: the seats this browser holds (their tokens in localStorage, api.js)

/** The (match, seat) pairs whose token this browser keeps. */
export function heldSeats(storage = window.localStorage) {
  const held = [];
  for (let i = 0; i < storage.length; i++) {
    const m = /^spielwerk\.token\.([^.]+)\.(\d+)$/.exec(storage.key(i) || '');
    if (m) {
      held.push({ match: m[1], seat: Number(m[2]) });
    }
  }
  return held;
}

function replayUrl(id, seat) {
  const query = new URLSearchParams({ id, seat: String(seat), lang });
  return `replay.html?${query}`;
}

async function showMyMatches() {
  const box = $('my-matches');
  const held = heldSeats();
  if (held.length === 0) {
    box.replaceChildren(el('p', 'quiet', t('noMyMatches')));
    return;
  }
  const names = Object.fromEntries(lobby.games.map((g) => [g.id, gameName(g)]));
  const table = el('table', 'matches');
  const head = el('tr');
  [t('game'), t('seat'), t('status'), t('version'), ''].forEach((h) => head.append(el('th', null, h)));
  table.append(head);
  const rows = await Promise.all(held.map(async ({ match, seat }) => {
    try {
      return { seat, summary: await getJson(`/api/matches/${encodeURIComponent(match)}`) };
    } catch (e) {
      return null; // a match the server no longer has
    }
  }));
  for (const row of rows.filter(Boolean)) {
    const m = row.summary;
    const tr = el('tr');
    tr.dataset.match = m.id;
    tr.dataset.seat = String(row.seat);
    const link = m.status === 'finished' ? el('a', 'replay', t('replayLink')) : el('a', 'play', t('playLink'));
    link.href = m.status === 'finished' ? replayUrl(m.id, row.seat) : matchUrl(m.id, row.seat);
    const cell = el('td');
    cell.append(link);
    tr.append(el('td', null, names[m.game] || m.game), el('td', null, t('player', { n: row.seat + 1 })),
      el('td', null, wordOr(lang, `status.${m.status}`, m.status)), el('td', null, String(m.version)), cell);
    table.append(tr);
  }
  box.replaceChildren(table);
}

// ---- start

/** A game's title in the page's language (the German edition's title where it has one). */
function gameName(game) {
  return wordOr(lang, `game.${game.id}`, game.name);
}

function labels() {
  document.documentElement.lang = lang;
  $('title').textContent = t('lobby');
  document.title = `Spielwerk – ${t('lobby')}`;
  $('game-label').textContent = t('game');
  $('players-label').textContent = t('players');
  $('preset-label').textContent = t('preset');
  $('seats-title').textContent = t('seats');
  $('options-title').textContent = t('options');
  $('more-options-title').textContent = t('moreOptions');
  $('create').textContent = t('create');
  $('matches-title').textContent = t('matches');
  $('my-matches-title').textContent = t('myMatches');
  $('refresh').textContent = t('refresh');
  $('lang-link').textContent = t('language');
  $('lang-link').href = `?lang=${otherLanguage(lang)}`;
}

async function start() {
  labels();
  try {
    lobby.games = await getJson('/api/games');
  } catch (e) {
    showFieldError(e);
    return;
  }
  const select = $('game');
  lobby.games.forEach((g) => select.append(new Option(`${gameName(g)} (${g.minPlayers}–${g.maxPlayers})`, g.id)));
  const asked = new URLSearchParams(window.location.search).get('game');
  if (asked && lobby.games.some((g) => g.id === asked)) {
    select.value = asked;
  }
  select.addEventListener('change', () => chooseGame(select.value));
  $('preset').addEventListener('change', fillOptions);
  $('players').addEventListener('input', buildSeats);
  $('create-form').addEventListener('submit', create);
  $('refresh').addEventListener('click', refreshMatches);
  await chooseGame(select.value);
  await refreshMatches();
  await showMyMatches();
  setInterval(followMatches, LIST_EVERY_MS);
  document.addEventListener('visibilitychange', followMatches);
  document.body.dataset.ready = 'true';
}

start();
