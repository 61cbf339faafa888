// The replay page: a finished match move by move, as one seat or a spectator saw it at each moment. The server
// works every position out (GET /api/matches/{id}/replay; a seat's replay needs that seat's token from this
// browser), so the page never holds what the chosen seat could not see. A saved-game file (the match's /saved)
// dropped on the page is replayed the same way (POST /api/replays).
//
// Address: replay.html?id=MATCH&seat=N&at=V&lang=de (no seat: as a spectator; at: the move shown, 0 = setup).

import { getJson, storedToken } from './api.js';
import { pageLanguage, translator, otherLanguage, errorText } from './i18n.js';
import * as generic from './generic.js';
import { el } from './generic.js';
import { renderLegend } from './legend.js';

const params = new URLSearchParams(window.location.search);
const lang = pageLanguage();
const t = translator(lang);
const $ = (id) => document.getElementById(id);

/** @type {{replay: any, at: number, board: any, matchId: string|null, seat: number}} */
const page = {
  replay: null,
  at: 0,
  board: null,
  matchId: params.get('id'),
  seat: params.get('seat') === null || params.get('seat') === '' ? -1 : Number(params.get('seat')),
};

function showError(error) {
  const box = $('error');
  box.hidden = false;
  box.dataset.code = error.code || '';
  box.textContent = errorText(t, lang, error);
}

function replayUrl(match, seat, at) {
  const query = new URLSearchParams({ id: match });
  if (seat >= 0) {
    query.set('seat', String(seat));
  }
  if (at !== undefined) {
    query.set('at', String(at));
  }
  query.set('lang', lang);
  return `replay.html?${query}`;
}

function playerName(s) {
  const name = t('player', { n: s + 1 });
  return s === page.replay.seat ? `${name} (${t('you')})` : name;
}

// ---- loading

async function loadMatch() {
  let token = null;
  if (page.seat >= 0) {
    token = storedToken(page.matchId, page.seat);
    if (!token) {
      // this browser does not hold the seat: it may watch the replay as a spectator only
      showError({ code: 'bad_token', message: t('notYourSeat', { n: page.seat + 1 }) });
      page.seat = -1;
    }
  }
  const query = new URLSearchParams({ lang });
  return getJson(`/api/matches/${encodeURIComponent(page.matchId)}/replay?${query}`, token);
}

async function loadSaved(text, seat) {
  const query = new URLSearchParams({ lang, seat: String(seat) });
  const response = await fetch(`/api/replays?${query}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text,
  });
  const body = await response.json().catch(() => ({ code: 'bad_request', message: response.statusText }));
  if (!response.ok) {
    throw body;
  }
  return body;
}

async function useReplay(replay, at) {
  page.replay = replay;
  if (!page.board) {
    try {
      page.board = await import(`./games/${replay.game}.js`);
      const css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = `games/${replay.game}.css`;
      document.head.append(css);
    } catch (e) {
      page.board = generic;
    }
  }
  $('title').textContent = `${replay.title} · ${t('replay')} · ${replay.seat >= 0 ? playerName(replay.seat) : t('spectator')}`;
  document.title = `Spielwerk – ${replay.title} – ${t('replay')}`;
  const last = replay.frames.length - 1;
  $('jump').max = String(last);
  renderViewers();
  renderLogAll();
  show(Math.max(0, Math.min(Number.isFinite(at) ? at : last, last)));
  document.body.dataset.ready = 'true';
}

// ---- drawing one moment

function show(at) {
  const last = page.replay.frames.length - 1;
  page.at = Math.max(0, Math.min(at, last));
  const frame = page.replay.frames[page.at];
  $('jump').value = String(page.at);
  $('jump').setAttribute('aria-valuetext', t('moveOf', { v: page.at, n: last }));
  $('position').textContent = t('moveOf', { v: page.at, n: last });
  $('first').disabled = page.at === 0;
  $('back').disabled = page.at === 0;
  $('forward').disabled = page.at === last;
  $('last').disabled = page.at === last;
  if (page.matchId) {
    $('move-link').href = replayUrl(page.matchId, page.replay.seat, page.at);
    $('move-link').hidden = false;
  } else {
    $('move-link').hidden = true;
  }
  const ctx = {
    game: page.replay.game, seat: page.replay.seat, players: page.replay.players, lang, status:
      frame.outcome ? 'finished' : 'running', toMove: frame.toMove, legal: [], viewText: null, play: () => false, t,
  };
  let drawn;
  try {
    drawn = page.board.renderBoard(frame.view, ctx);
  } catch (e) {
    drawn = generic.renderBoard(frame.view, ctx);
  }
  $('board').replaceChildren(drawn);
  renderLegend(legendOf(frame), $('legend-box'), $('legend'), $('board'));
  // the log up to this moment: later entries stay in the list but hidden, so a jump needs no redraw
  for (const item of $('log').children) {
    const v = Number(item.dataset.version);
    item.classList.toggle('later', v > page.at);
    item.classList.toggle('current', v === page.at);
  }
  renderOutcome(frame);
  document.body.dataset.at = String(page.at);
}

/** The legend of the view a frame shows, as the server worked it out for the replay's seat (or a spectator). */
function legendOf(frame) {
  const legends = page.replay.legends || [];
  return legends[frame.legend] || [];
}

function renderLogAll() {
  const items = [];
  page.replay.frames.forEach((frame) => frame.events.forEach((text) => {
    const item = el('li', null, text);
    item.dataset.version = String(frame.version);
    items.push(item);
  }));
  $('log').replaceChildren(...items);
}

function renderOutcome(frame) {
  const box = $('outcome');
  if (!frame.outcome) {
    box.hidden = true;
    return;
  }
  const { scores = [], ranks = [], winners = [] } = frame.outcome;
  const table = el('table', 'outcome');
  const head = el('tr');
  head.append(el('th', null, t('players')), el('th', null, t('score')), el('th', null, t('rank')));
  table.append(head);
  scores.map((_, s) => s).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0)).forEach((s) => {
    const row = el('tr', winners.includes(s) ? 'winner' : null);
    row.dataset.seat = String(s);
    row.append(el('td', null, winners.includes(s) ? `${playerName(s)} · ${t('winner')}` : playerName(s)),
      el('td', 'score', String(scores[s])), el('td', 'rank', String(ranks[s] ?? '')));
    table.append(row);
  });
  box.replaceChildren(el('h2', null, t('outcome')), table);
  box.hidden = false;
}

/** Whose eyes: the spectator, and each seat this browser holds a token for (only those may be asked for). */
function renderViewers() {
  const list = $('viewers');
  if (!page.matchId) {
    list.replaceChildren(el('li', null, page.replay.seat >= 0 ? playerName(page.replay.seat) : t('spectator')));
    return;
  }
  const items = [];
  const spectator = el('a', null, t('spectator'));
  spectator.href = replayUrl(page.matchId, -1, page.at);
  items.push(spectator);
  for (let s = 0; s < page.replay.players; s++) {
    if (storedToken(page.matchId, s)) {
      const link = el('a', null, t('player', { n: s + 1 }));
      link.href = replayUrl(page.matchId, s, page.at);
      link.dataset.seat = String(s);
      items.push(link);
    }
  }
  list.replaceChildren(...items.map((a) => {
    const li = el('li');
    li.append(a);
    return li;
  }));
}

// ---- a saved-game file

async function openFile(file) {
  try {
    const text = await file.text();
    page.matchId = null;
    page.board = null;
    await useReplay(await loadSaved(text, -1), NaN); // opens at the end, as a match's replay does
    $('error').hidden = true;
  } catch (e) {
    showError(e);
  }
}

// ---- start

function labels() {
  document.documentElement.lang = lang;
  $('first').textContent = t('first');
  $('back').textContent = t('back');
  $('forward').textContent = t('forward');
  $('last').textContent = t('last');
  $('jump-label').textContent = t('jumpTo');
  $('move-link').textContent = t('linkToMove');
  $('viewers-title').textContent = t('viewAs');
  $('log-title').textContent = t('log');
  $('legend-title').textContent = t('legend');
  $('drop-title').textContent = t('savedGame');
  $('drop-hint').textContent = t('dropHint');
  $('file-label').textContent = t('chooseFile');
  $('lobby-link').textContent = t('backToLobby');
  $('lobby-link').href = `index.html?lang=${lang}`;
  const other = new URLSearchParams(params);
  other.set('lang', otherLanguage(lang));
  $('lang-link').textContent = t('language');
  $('lang-link').href = `?${other}`;
  $('controls').setAttribute('aria-label', t('replay'));
}

function wire() {
  $('first').addEventListener('click', () => show(0));
  $('back').addEventListener('click', () => show(page.at - 1));
  $('forward').addEventListener('click', () => show(page.at + 1));
  $('last').addEventListener('click', () => show(Number.MAX_SAFE_INTEGER));
  $('jump').addEventListener('input', () => show(Number($('jump').value)));
  $('file').addEventListener('change', () => $('file').files[0] && openFile($('file').files[0]));
  const drop = $('drop');
  document.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
  document.addEventListener('dragleave', () => drop.classList.remove('over'));
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    drop.classList.remove('over');
    if (e.dataTransfer.files[0]) {
      openFile(e.dataTransfer.files[0]);
    }
  });
}

async function start() {
  labels();
  wire();
  window.spielwerk = { page, show };
  if (!page.matchId) {
    document.body.dataset.ready = 'true'; // waits for a file
    return;
  }
  try {
    const at = params.get('at') === null ? NaN : Number(params.get('at'));
    await useReplay(await loadMatch(), at);
  } catch (e) {
    showError(e);
    document.body.dataset.ready = 'error';
  }
}

start();
