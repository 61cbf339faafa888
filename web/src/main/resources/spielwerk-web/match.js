// The match page ("the shell"): connects to one match as a seat (or as a spectator), draws the seat's view with
// the game's board module (games/<game>.js) or the generic tree, and always shows the legal actions as buttons,
// whose turn it is, the seats, the event log in words and, at the end, the scores.
//
// Address: match.html?id=MATCH&seat=N&lang=de  (no seat: watch as a spectator; &generic=1: the tree view).
// The seat's token is kept in localStorage per match and seat (api.js), so a reload is the same seat.

import { getJson, seatToken, MatchSocket } from './api.js';
import { pageLanguage, translator, otherLanguage, errorText, wordOr, agentName } from './i18n.js';
import * as generic from './generic.js';
import { el } from './generic.js';
import { renderLegend } from './legend.js';

const params = new URLSearchParams(window.location.search);
const matchId = params.get('id');
const seat = params.get('seat') === null || params.get('seat') === '' ? -1 : Number(params.get('seat'));
const lang = pageLanguage();
const t = translator(lang);
const genericMode = params.get('generic') === '1';

const $ = (id) => document.getElementById(id);

/** @typedef {import('./api.js').MatchMessage} MatchMessage */

/**
 * What the page knows: the last sync/update, the log so far, the board module.
 * @type {{msg: MatchMessage|null, version: number, log: MatchMessage['events'], board: any, boardNote: string|null,
 *   pending: boolean, socket: MatchSocket|null, seat: number}}
 */
const page = {
  msg: null,
  version: -1,
  log: [],
  board: null,
  boardNote: null,
  pending: false,
  socket: null,
  seat,
  keyboard: false, // the person plays from the action buttons by keyboard: keep the focus there across redraws
};

function playerName(s) {
  const name = t('player', { n: s + 1 });
  return s === page.seat ? `${name} (${t('you')})` : name;
}

// ---- messages from the server

function onMessage(msg) {
  switch (msg.type) {
    case 'sync':
      page.log = msg.events || [];
      page.version = msg.version;
      page.pending = false;
      draw(msg);
      break;
    case 'update':
      if (page.msg && msg.version <= page.version) {
        return; // already known (a sync got there first)
      }
      if (page.msg && msg.version > page.version + 1) {
        page.socket.sync(); // a gap: ask for the whole picture
        return;
      }
      page.log = page.log.concat(msg.events || []);
      page.version = msg.version;
      page.pending = false;
      draw(msg);
      break;
    case 'accepted':
      hideError();
      break;
    case 'error':
      showError(msg);
      page.pending = false;
      if (page.msg) {
        renderActions(page.msg);
      }
      if (msg.code === 'stale_version') {
        page.socket.sync();
      }
      break;
    default:
      break;
  }
}

function onStatus(state, detail) {
  const status = $('status');
  status.dataset.state = state;
  if (state === 'open') {
    status.textContent = t('connected');
  } else if (state === 'waiting') {
    status.textContent = t('reconnecting', { s: detail });
  } else if (state === 'closed') {
    status.textContent = detail;
  } else {
    status.textContent = t('connecting');
  }
}

function showError(msg) {
  const box = $('error');
  box.hidden = false;
  box.dataset.code = msg.code || '';
  box.textContent = errorText(t, lang, msg);
}

function hideError() {
  const box = $('error');
  box.hidden = true;
  box.textContent = '';
  delete box.dataset.code;
}

// ---- drawing

let boardReady = null;
let drawPending = false;

/**
 * Draws the latest message once the messages that arrived together are all in: bots may move several times in
 * a row, and only the last picture needs drawing.
 */
function draw(msg) {
  page.msg = msg;
  if (!drawPending) {
    drawPending = true;
    setTimeout(() => {
      drawPending = false;
      show(page.msg);
    }, 0);
  }
}

async function show(msg) {
  page.msg = msg;
  if (!boardReady) {
    boardReady = loadBoard(msg.game);
  }
  await boardReady;
  if (page.msg !== msg) {
    return; // a later message came while the board loaded: it draws
  }
  renderTurn(msg);
  renderBoard(msg);
  // a seat's legend; a spectator has no view of its own to explain
  renderLegend(msg.legend || [], $('legend-box'), $('legend'), $('board'));
  renderActions(msg);
  renderSeats(msg);
  renderLog();
  renderOutcome(msg);
  document.body.dataset.version = String(msg.version);
  document.body.dataset.status = msg.status;
}

/** Loads games/<game>.js and its stylesheet; without one (or in the tree mode) the generic board draws. */
async function loadBoard(game) {
  if (genericMode) {
    page.board = generic;
    return;
  }
  try {
    page.board = await import(`./games/${game}.js`);
    if (typeof page.board.renderBoard !== 'function') {
      throw new Error('no renderBoard');
    }
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = `games/${game}.css`;
    css.onerror = () => css.remove();
    document.head.append(css);
  } catch (e) {
    page.board = generic;
    page.boardNote = t('genericNote');
  }
}

function boardContext(msg) {
  return {
    game: msg.game,
    seat: msg.seat,
    players: msg.seats.length,
    lang,
    status: msg.status,
    toMove: msg.toMove,
    legal: msg.legal || [],
    viewText: msg.viewText,
    play,
    t,
  };
}

function renderBoard(msg) {
  const target = $('board');
  let drawn;
  let note = page.boardNote;
  try {
    drawn = page.board.renderBoard(msg.view, boardContext(msg));
    if (!(drawn instanceof Node)) {
      throw new Error('renderBoard returned no element');
    }
  } catch (e) {
    console.error(e);
    drawn = generic.renderBoard(msg.view, boardContext(msg));
    note = t('boardFailed', { message: e.message });
  }
  target.replaceChildren(drawn);
  const noteBox = $('board-note');
  noteBox.hidden = !note;
  noteBox.textContent = note || '';
}

function renderTurn(msg) {
  const turn = $('turn');
  let text;
  let state = 'other';
  if (msg.status === 'finished') {
    text = t('finished');
    state = 'finished';
  } else if (msg.status === 'open') {
    text = t('waitingForPlayers');
    state = 'waiting';
  } else if (msg.toMove === page.seat) {
    text = t('yourTurn');
    state = 'you';
  } else if (msg.toMove >= 0 && msg.seats[msg.toMove] && msg.seats[msg.toMove].bot) {
    text = t('botsThinking', { name: playerName(msg.toMove), bot: agentName(lang, msg.seats[msg.toMove].bot) });
    state = 'bot';
  } else {
    text = t('turnOf', { name: playerName(msg.toMove) });
  }
  if (page.seat < 0) {
    text = `${t('spectator')} · ${text}`;
  }
  turn.textContent = text;
  turn.dataset.state = state;
}

function renderActions(msg) {
  const box = $('actions');
  const legal = msg.legal || [];
  // a keyboard player who just pressed an action keeps the focus in the actions: redrawing them would drop it to
  // the page's start, so it goes to the first new action (or the box while there is none)
  const hadFocus = page.keyboard || box.contains(document.activeElement) || document.activeElement === box;
  page.keyboard = hadFocus;
  if (legal.length === 0) {
    box.replaceChildren(el('p', 'quiet', t('noActions')));
    if (hadFocus) {
      box.focus();
    }
    return;
  }
  box.replaceChildren(...legal.map((entry) => {
    const button = el('button', 'action', entry.text);
    button.type = 'button';
    button.dataset.index = String(entry.index);
    button.disabled = page.pending;
    button.addEventListener('click', () => play(entry.index));
    return button;
  }));
  if (hadFocus && !page.pending) {
    box.querySelector('button.action').focus();
  }
}

function renderSeats(msg) {
  $('seats').replaceChildren(...msg.seats.map((s) => {
    const item = el('li', s.seat === msg.toMove ? 'seat to-move' : 'seat');
    item.dataset.seat = String(s.seat);
    const what = s.bot ? t('bot', { name: agentName(lang, s.bot) }) : s.taken ? '' : t('free');
    item.textContent = what ? `${playerName(s.seat)} · ${what}` : playerName(s.seat);
    return item;
  }));
}

function renderLog() {
  const log = $('log');
  const shown = log.children.length;
  if (shown > page.log.length || (shown > 0 && log.children[0].dataset.text !== page.log[0].text)) {
    log.replaceChildren(); // a sync after a reconnection: draw it anew
  }
  const before = log.children.length;
  const fresh = page.log.slice(before).map((entry) => entry.text);
  // a screen reader hears what just happened (not the whole log again after a reconnection's redraw)
  if (before > 0 && fresh.length > 0) {
    $('announce').textContent = fresh.slice(-5).join(' ');
  }
  for (let i = log.children.length; i < page.log.length; i++) {
    const entry = page.log[i];
    const item = el('li', null, entry.text);
    item.dataset.version = String(entry.version);
    item.dataset.text = entry.text;
    log.append(item);
  }
  log.scrollTop = log.scrollHeight;
}

function renderOutcome(msg) {
  const box = $('outcome');
  if (!msg.outcome) {
    box.hidden = true;
    return;
  }
  const { scores = [], ranks = [], winners = [] } = msg.outcome;
  const table = el('table', 'outcome');
  const head = el('tr');
  head.append(el('th', null, t('players')), el('th', null, t('score')), el('th', null, t('rank')));
  table.append(head);
  const order = scores.map((_, s) => s).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0));
  for (const s of order) {
    const row = el('tr', winners.includes(s) ? 'winner' : null);
    row.dataset.seat = String(s);
    const name = winners.includes(s) ? `${playerName(s)} · ${t('winner')}` : playerName(s);
    row.append(el('td', null, name), el('td', 'score', String(scores[s])), el('td', 'rank', String(ranks[s] ?? '')));
    table.append(row);
  }
  // the finished match, move by move, as this seat (or a spectator) saw it
  const replay = el('a', 'replay-link', t('replay'));
  const query = new URLSearchParams({ id: matchId, lang });
  if (page.seat >= 0) {
    query.set('seat', String(page.seat));
  }
  replay.href = `replay.html?${query}`;
  box.replaceChildren(el('h2', null, t('outcome')), table, replay);
  box.hidden = false;
}

// ---- moves

/** Sends the move with this index into `legal` at the current version; the buttons wait for the answer. */
function play(index) {
  const msg = page.msg;
  if (!msg || page.pending || !(msg.legal || []).some((entry) => entry.index === index)) {
    return false;
  }
  if (!page.socket.move(msg.version, index)) {
    showError({ code: 'offline', message: t('reconnecting', { s: '…' }) });
    return false;
  }
  page.pending = true;
  renderActions(msg);
  return true;
}

// ---- start

function labels() {
  document.documentElement.lang = lang;
  $('actions-title').textContent = t('actions');
  $('seats-title').textContent = t('seats');
  $('log-title').textContent = t('log');
  $('legend-title').textContent = t('legend');
  $('lobby-link').textContent = t('backToLobby');
  $('lobby-link').href = `index.html?lang=${lang}`;
  const other = new URLSearchParams(params);
  other.set('lang', otherLanguage(lang));
  $('lang-link').textContent = t('language');
  $('lang-link').href = `?${other}`;
  const mode = new URLSearchParams(params);
  if (genericMode) {
    mode.delete('generic');
  } else {
    mode.set('generic', '1');
  }
  $('mode-link').textContent = genericMode ? t('boardMode') : t('genericMode');
  $('mode-link').href = `?${mode}`;
}

async function start() {
  labels();
  // a click elsewhere ends the keyboard player's claim on the focus
  document.addEventListener('pointerdown', (e) => {
    if (!$('actions').contains(e.target)) {
      page.keyboard = false;
    }
  });
  if (!matchId) {
    showError({ message: t('noMatch') });
    return;
  }
  let token = null;
  if (page.seat >= 0) {
    try {
      token = await seatToken(matchId, page.seat);
    } catch (e) {
      showError({ code: e.code, message: t('joinFailed', { n: page.seat + 1, message: e.message }) });
      page.seat = -1; // watch instead
    }
  }
  try {
    const summary = await getJson(`/api/matches/${encodeURIComponent(matchId)}`);
    const games = await getJson('/api/games');
    const name = wordOr(lang, `game.${summary.game}`, (games.find((g) => g.id === summary.game) || { name: summary.game }).name);
    $('title').textContent = `${name} · ${page.seat >= 0 ? playerName(page.seat) : t('spectator')}`;
    document.title = `Spielwerk – ${name}`;
  } catch (e) {
    showError(e);
    return;
  }
  page.socket = new MatchSocket({ match: matchId, token, lang, onMessage, onStatus });
  page.socket.connect();
  // for tests and for a UI author poking at the page from the console
  window.spielwerk = { page, socket: page.socket, play };
}

start();
