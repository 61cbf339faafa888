// The shell's own words in English and German. The games' texts (actions, events) come from the server in the
// language asked for; these are only the words around them. Language: ?lang= if given, else the browser's.
// `?lang=en-XA` is the pseudo-language of the tests: every shell word bracketed and lengthened, so a word that
// skipped the catalogue stands out (the games' own texts come from the server, in English there).

import { OPTION_WORDS } from './option-words.js';

/** @type {Record<string, Record<string, string>>} */
const WORDS = {
  en: {
    title: 'Spielwerk',
    lobby: 'Lobby',
    game: 'Game',
    players: 'Players',
    preset: 'Preset',
    presetDefault: '(default options)',
    options: 'Options',
    moreOptions: 'More options (JSON)',
    seats: 'Seats',
    seat: 'Seat',
    person: 'person',
    create: 'Create match',
    created: 'Match created',
    joinLink: 'Join link',
    playAs: 'Play as seat {n}',
    watch: 'Watch',
    matches: 'Running and open matches',
    noMatches: 'No matches yet.',
    refresh: 'Refresh',
    status: 'Status',
    version: 'Move',
    player: 'Player {n}',
    you: 'you',
    bot: 'bot {name}',
    free: 'free',
    yourTurn: 'Your turn',
    turnOf: "{name}'s turn",
    botsThinking: '{name} ({bot}) is thinking…',
    waitingForPlayers: 'Waiting for players to join',
    finished: 'The game is over',
    spectator: 'Watching as a spectator',
    actions: 'Your actions',
    noActions: 'Nothing to do now.',
    log: 'What happened',
    legend: 'What the board shows',
    outcome: 'Final scores',
    score: 'Score',
    rank: 'Rank',
    winner: 'winner',
    connecting: 'connecting…',
    connected: 'connected',
    reconnecting: 'connection lost, reconnecting in {s} s…',
    genericNote: 'This game has no board of its own here: the view is shown as a tree.',
    boardFailed: 'The board of this game failed ({message}); showing the view as a tree.',
    genericMode: 'Tree view',
    boardMode: 'Board view',
    viewText: 'The view as text',
    backToLobby: 'Back to the lobby',
    language: 'Deutsch',
    joinFailed: 'Could not join seat {n}: {message}',
    noMatch: 'No match given (?id=...).',
    moveSent: 'sent…',
    error: 'Error',
    share: 'Share these links: whoever opens one takes that seat.',
    'status.open': 'waiting for players',
    'status.running': 'running',
    'status.finished': 'finished',
    'game.portroyal-unterwegs': 'Port Royal unterwegs',
    'game.portroyal': 'Port Royal',
    'game.portroyal-stiche': 'Port Royal (Queen Games)',
    'game.gilded-compass': 'Order of the Gilded Compass',
    'game.loyang': 'At the Gates of Loyang',
    noValue: '(default)',
    'agent.random': 'random',
    'agent.greedy': 'greedy',
    'agent.ismcts': 'searching (Ismcts)',
    announced: 'What just happened',
    replay: 'Replay',
    first: 'Start',
    back: 'Back',
    forward: 'Forward',
    last: 'End',
    jumpTo: 'Jump to a move',
    moveOf: 'Move {v} of {n}',
    linkToMove: 'Link to this move',
    viewAs: 'See it as',
    savedGame: 'A saved game',
    dropHint: 'Drop a saved-game file (a match\'s /saved) on the page, or choose it:',
    chooseFile: 'Saved-game file',
    notYourSeat: 'This browser does not hold seat {n}: the replay is shown as a spectator sees it.',
    myMatches: 'My matches',
    noMyMatches: 'No matches in this browser yet.',
    replayLink: 'Replay',
    playLink: 'Play',
  },
  de: {
    title: 'Spielwerk',
    lobby: 'Lobby',
    game: 'Spiel',
    players: 'Spieler',
    preset: 'Voreinstellung',
    presetDefault: '(Standardoptionen)',
    options: 'Optionen',
    moreOptions: 'Weitere Optionen (JSON)',
    seats: 'Plätze',
    seat: 'Platz',
    person: 'Mensch',
    create: 'Partie anlegen',
    created: 'Partie angelegt',
    joinLink: 'Link zum Mitspielen',
    playAs: 'Als Platz {n} spielen',
    watch: 'Zuschauen',
    matches: 'Laufende und offene Partien',
    noMatches: 'Noch keine Partien.',
    refresh: 'Aktualisieren',
    status: 'Stand',
    version: 'Zug',
    player: 'Spieler {n}',
    you: 'du',
    bot: 'Bot {name}',
    free: 'frei',
    yourTurn: 'Du bist am Zug',
    turnOf: '{name} ist am Zug',
    botsThinking: '{name} ({bot}) denkt nach…',
    waitingForPlayers: 'Warte auf Mitspieler',
    finished: 'Das Spiel ist zu Ende',
    spectator: 'Du schaust zu',
    actions: 'Deine Möglichkeiten',
    noActions: 'Gerade nichts zu tun.',
    log: 'Was geschah',
    legend: 'Was das Brett zeigt',
    outcome: 'Endstand',
    score: 'Punkte',
    rank: 'Platz',
    winner: 'Sieger',
    connecting: 'verbinde…',
    connected: 'verbunden',
    reconnecting: 'Verbindung verloren, neuer Versuch in {s} s…',
    genericNote: 'Für dieses Spiel gibt es hier kein eigenes Brett: die Sicht als Baum.',
    boardFailed: 'Das Brett dieses Spiels ist gescheitert ({message}); die Sicht als Baum.',
    genericMode: 'Baumansicht',
    boardMode: 'Brettansicht',
    viewText: 'Die Sicht als Text',
    backToLobby: 'Zurück zur Lobby',
    language: 'English',
    joinFailed: 'Platz {n} konnte nicht besetzt werden: {message}',
    noMatch: 'Keine Partie angegeben (?id=...).',
    moveSent: 'gesendet…',
    error: 'Fehler',
    // the server's error codes (docs/server.md, "Errors"); its own message follows in brackets, in English
    'err.bad_request': 'Die Anfrage ist fehlerhaft',
    'err.invalid_setup': 'Diese Einstellungen sind nicht möglich',
    'err.bad_token': 'Der Platz-Schlüssel gilt nicht (mehr)',
    'err.spectator': 'Zuschauer können nicht ziehen',
    'err.not_found': 'Diese Partie gibt es nicht',
    'err.method_not_allowed': 'Diese Anfrage ist hier nicht erlaubt',
    'err.not_your_turn': 'Du bist nicht am Zug',
    'err.stale_version': 'Die Partie ist schon weiter; die Ansicht ist jetzt aktuell',
    'err.match_finished': 'Die Partie ist schon zu Ende',
    'err.waiting_for_players': 'Es fehlen noch Mitspieler',
    'err.seat_taken': 'Dieser Platz ist schon besetzt',
    'err.seat_is_bot': 'Auf diesem Platz spielt ein Bot',
    'err.not_finished': 'Die Partie ist noch nicht zu Ende',
    'err.too_large': 'Die Nachricht ist zu groß',
    'err.bad_index': 'Diesen Zug gibt es in der Liste nicht',
    'err.illegal_action': 'Die Regeln erlauben diesen Zug nicht',
    'err.too_many_matches': 'Zu viele offene Partien von dieser Adresse',
    'err.too_many_moves': 'Zu viele Züge auf einmal; bitte kurz warten',
    'err.too_many_messages': 'Zu viele Nachrichten auf einmal; bitte kurz warten',
    'err.seed_not_allowed': 'Auf diesem Server zieht der Server jeden Startwert (seed); einen eigenen darf man nicht wählen',
    'err.operator_only': 'Das darf nur der Betreiber des Servers',
    'err.internal': 'Interner Fehler des Servers; nichts wurde geändert',
    share: 'Teile diese Links: wer einen öffnet, nimmt diesen Platz.',
    'status.open': 'wartet auf Mitspieler',
    'status.running': 'läuft',
    'status.finished': 'beendet',
    'game.portroyal-unterwegs': 'Port Royal unterwegs',
    'game.portroyal': 'Port Royal',
    'game.portroyal-stiche': 'Port Royal (Queen Games)',
    'game.gilded-compass': 'Order of the Gilded Compass',
    'game.loyang': 'Vor den Toren von Loyang',
    noValue: '(Standard)',
    'agent.random': 'zufällig',
    'agent.greedy': 'gierig',
    'agent.ismcts': 'vorausdenkend (Ismcts)',
    announced: 'Was gerade geschah',
    replay: 'Wiederholung',
    first: 'Anfang',
    back: 'Zurück',
    forward: 'Weiter',
    last: 'Ende',
    jumpTo: 'Zu einem Zug springen',
    moveOf: 'Zug {v} von {n}',
    linkToMove: 'Link zu diesem Zug',
    viewAs: 'Ansehen als',
    savedGame: 'Eine gespeicherte Partie',
    dropHint: 'Lege eine gespeicherte Partie (das /saved einer Partie) auf der Seite ab oder wähle sie aus:',
    chooseFile: 'Datei der Partie',
    notYourSeat: 'Dieser Browser hat Platz {n} nicht: die Wiederholung zeigt, was Zuschauer sahen.',
    myMatches: 'Meine Partien',
    noMyMatches: 'Noch keine Partien in diesem Browser.',
    replayLink: 'Wiederholung',
    playLink: 'Spielen',
  },
};

for (const lang of Object.keys(OPTION_WORDS)) {
  Object.assign(WORDS[lang], OPTION_WORDS[lang]);
}

/** The pseudo-language: the English words bracketed and lengthened ("[Ŀöbby~~]"), placeholders kept. */
function pseudo(text) {
  const accents = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', A: 'Á', E: 'É', O: 'Ö', U: 'Ü' };
  const parts = text.split(/(\{\w+\})/);
  const changed = parts.map((p) => (p.startsWith('{') ? p : p.replace(/[aeiouAEOU]/g, (c) => accents[c])));
  return `[${changed.join('')}~]`;
}
WORDS['en-XA'] = Object.fromEntries(Object.entries(WORDS.en).map(([k, v]) => [k, pseudo(v)]));

/** The page's language: `?lang=de|en`, else the browser's first language if it is German, else English. */
export function pageLanguage(search = window.location.search, languages = navigator.languages) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && WORDS[asked]) {
    return asked;
  }
  const first = (languages && languages[0]) || navigator.language || 'en';
  return first.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * A translator for one language: `t('playAs', {n: 2})`. An unknown key comes back as itself, so a missing
 * word shows up on the page instead of breaking it.
 * @param {string} lang
 * @returns {(key: string, args?: Record<string, string|number>) => string}
 */
export function translator(lang) {
  const words = WORDS[lang] || WORDS.en;
  return (key, args = {}) => {
    const text = words[key] ?? WORDS.en[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (all, name) => (name in args ? String(args[name]) : all));
  };
}

/**
 * An error from the server in the page's words: `Error: <message>` in English; in another language the code's
 * sentence, then the server's own (English) message in brackets, which names the field or the rule.
 * @param {(key: string) => string} t the page's translator
 * @param {string} lang the page's language
 * @param {{code?: string, message?: string}} error the server's error
 */
export function errorText(t, lang, error) {
  const detail = error.message || error.code || '';
  const key = `err.${error.code}`;
  const own = lang !== 'en' && WORDS[lang] && WORDS[lang][key];
  return own ? `${t('error')}: ${own} (${detail})` : `${t('error')}: ${detail}`;
}

/**
 * A word of the catalogue, or `fallback` when there is none (an option a newer game added): unlike `t`, which
 * shows the key itself.
 */
export function wordOr(lang, key, fallback) {
  const words = WORDS[lang] || WORDS.en;
  return words[key] ?? WORDS.en[key] ?? fallback;
}

/** The language the server words the games' texts in: German for German, English for the rest. */
export function serverLanguage(lang) {
  return lang === 'de' ? 'de' : 'en';
}

/** A bot's name in words ("zufällig" for random); an unknown agent keeps its own name. */
export function agentName(lang, agent) {
  return wordOr(lang, `agent.${agent}`, agent);
}

/** The other language's code, for the switch link. */
export function otherLanguage(lang) {
  return lang === 'de' ? 'en' : 'de';
}

export const LANGUAGES = Object.keys(WORDS);
