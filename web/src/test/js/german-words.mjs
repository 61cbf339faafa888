// What must not appear in a German page: the checks shared by german.test.mjs (boards under node) and, as the
// same rules in Java, GermanWalkTest (the pages in Chromium). Keep the two lists alike.

/** English words that have no German homograph a page could show (not "Hand", "Start", "Bot", "Phase", "Gold"). */
export const ENGLISH = ['the', 'and', 'of', 'to', 'is', 'your', 'you', 'round', 'last round', 'open', 'running',
  'finished', 'player', 'players', 'coins', 'swords', 'influence', 'hidden', 'cards', 'score', 'turn', 'trick',
  'beans', 'waiting', 'watch', 'join', 'create', 'options', 'seats', 'move', 'moves', 'replay', 'back', 'forward',
  'free', 'none', 'default', 'true', 'false', 'null', 'undefined'];

/** Raw identifiers: SNAKE_CASE constants, single ALL-CAPS words of 3+ letters, camelCase names. */
const RAW = [/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, /\b[A-Z]{3,}\b/g, /\b[a-z]+[A-Z][A-Za-z]*\b/g];
/** Capitals that are words: the format JSON in "Weitere Optionen (JSON)". */
const ALLOWED_CAPS = new Set(['JSON']);
/** A count of one with a plural noun. */
const ONE_PLURAL = /\b1 (Bohnen|Rüben|Kürbisse|Münzen|Karten|Säbel-Punkte|Spieler:innen)\b/g;

/** Titles that are the same in German (the German edition keeps the English title; seed and catalogue agree). */
const PROPER_NAMES = ['Order of the Gilded Compass'];

/** The problems in one German text, as short strings naming what was found; empty if it reads as German. */
export function germanProblems(original) {
  const text = PROPER_NAMES.reduce((t, name) => t.split(name).join(' '), original);
  const found = [];
  for (const re of RAW) {
    for (const m of text.matchAll(re)) if (!ALLOWED_CAPS.has(m[0])) found.push(`identifier "${m[0]}" in "${text}"`);
  }
  for (const word of ENGLISH) {
    const re = new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu');
    if (re.test(text)) found.push(`English "${word}" in "${text}"`);
  }
  for (const m of text.matchAll(ONE_PLURAL)) found.push(`"${m[0]}"`);
  return found;
}
