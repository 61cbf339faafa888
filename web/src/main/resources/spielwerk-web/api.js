// The server's API as the pages use it: REST for the lobby (docs/server.md, "Lobby") and one WebSocket per
// match page that reconnects by itself. A UI author can copy this file as it is.

/**
 * What `sync` and `update` carry (docs/server.md). `view` is the game's view for this seat; its type is in
 * web/types/<game>.d.ts, e.g. `import('../../../../types/loyang').View` from this directory.
 * @typedef {object} MatchMessage
 * @property {'sync'|'update'} type
 * @property {string} match
 * @property {string} game
 * @property {number} version  the number of actions so far; a move names the version it was chosen at
 * @property {number} seat  this connection's seat, -1 for a spectator
 * @property {'open'|'running'|'finished'} status
 * @property {number} toMove  the seat to move, -1 at the end
 * @property {{seat: number, bot: string|null, taken: boolean}[]} seats
 * @property {unknown} view
 * @property {string} [viewText]
 * @property {string[]} [legend]  the terms of the view a new player may not know, each with what it does (seats only)
 * @property {{index: number, action: unknown, text: string}[]} legal  empty unless this seat is to move
 * @property {{version: number, event: unknown, text: string}[]} events
 * @property {{scores: number[], ranks: number[], winners: number[]}} [outcome]
 */

/** An error answer of the server: {status, code, field, rule, message}. */
export class ApiError extends Error {
  constructor(body) {
    super(body.message || body.code || 'error');
    this.status = body.status;
    this.code = body.code;
    this.field = body.field;
    this.rule = body.rule;
  }
}

async function answer(response) {
  const text = await response.text();
  let body;
  try {
    body = text ? JSON.parse(text) : {};
  } catch (e) {
    body = { status: response.status, code: 'http_' + response.status, message: text };
  }
  if (!response.ok) {
    throw new ApiError({ status: response.status, ...body });
  }
  return body;
}

/** GET a JSON resource of the API, e.g. `getJson('/api/games')`. */
export async function getJson(path, token) {
  const headers = token ? { Authorization: 'Bearer ' + token } : {};
  return answer(await fetch(path, { headers }));
}

/** POST JSON (or nothing) to the API. */
export async function postJson(path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) {
    headers.Authorization = 'Bearer ' + token;
  }
  return answer(await fetch(path, { method: 'POST', headers, body: body === undefined ? '' : JSON.stringify(body) }));
}

// ---- seat tokens: kept per match and seat in localStorage, never in an address once joined

function tokenKey(match, seat) {
  return `spielwerk.token.${match}.${seat}`;
}

export function storedToken(match, seat) {
  try {
    return window.localStorage.getItem(tokenKey(match, seat));
  } catch (e) {
    return null;
  }
}

export function storeToken(match, seat, token) {
  window.localStorage.setItem(tokenKey(match, seat), token);
}

/**
 * The token of a seat: the stored one, or a new one from joining the seat (which works once, for whoever
 * comes first).
 */
export async function seatToken(match, seat) {
  const known = storedToken(match, seat);
  if (known) {
    return known;
  }
  const joined = await postJson(`/api/matches/${encodeURIComponent(match)}/seats/${seat}/join`);
  storeToken(match, seat, joined.token);
  return joined.token;
}

/** Backoff before the n-th reconnection attempt (0-based): 0.5 s, 1 s, 2 s, 4 s, then every 8 s. */
export function backoffMillis(attempt) {
  return Math.min(8000, 500 * 2 ** attempt);
}

/**
 * A match's WebSocket. The server sends a `sync` on every (re)connection, so after a dropped connection the
 * page is whole again as soon as the socket is back; `update`s then continue from there.
 *
 * handlers: onMessage(msg) for sync/update/accepted/error/pong; onStatus(state, detail) with state
 * 'connecting' | 'open' | 'waiting' (detail: seconds until the next attempt) | 'closed' (given up: the server
 * refused the token or the match, detail: the close reason).
 */
export class MatchSocket {
  constructor({ match, token, lang, onMessage, onStatus }) {
    this.match = match;
    this.token = token;
    this.lang = lang;
    this.onMessage = onMessage;
    this.onStatus = onStatus || (() => {});
    this.attempt = 0;
    this.nextId = 1;
    this.stopped = false;
    this.ws = null;
  }

  url() {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = new URLSearchParams({ lang: this.lang });
    if (this.token) {
      query.set('token', this.token);
    }
    return `${scheme}//${window.location.host}/api/matches/${encodeURIComponent(this.match)}/ws?${query}`;
  }

  connect() {
    this.onStatus('connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.onStatus('open');
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      this.onMessage(msg);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws || this.stopped) {
        return;
      }
      // 4401 (bad token) and 4404 (no such match) will not get better by trying again
      if (event.code === 4401 || event.code === 4404) {
        this.onStatus('closed', event.reason || String(event.code));
        return;
      }
      const wait = backoffMillis(this.attempt++);
      this.onStatus('waiting', Math.round(wait / 100) / 10);
      this.timer = setTimeout(() => this.connect(), wait);
    };
  }

  /** Sends a message (an `id` is added); false when the socket is not open (the caller shows it). */
  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      return false;
    }
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ ...message, id }));
    return id;
  }

  /** A move by its index into `legal`, chosen at `version`. */
  move(version, index) {
    return this.send({ type: 'move', version, index });
  }

  /** Asks for the whole picture again. */
  sync() {
    return this.send({ type: 'sync' });
  }

  /** Drops the connection as a network failure would (the reconnection then starts); for tests and debugging. */
  drop() {
    if (this.ws) {
      this.ws.close(4000, 'dropped');
    }
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.ws) {
      this.ws.close();
    }
  }
}
