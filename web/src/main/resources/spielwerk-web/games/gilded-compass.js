// Board of Order of the Gilded Compass: the dice just rolled, every building in play with the dice placed on it
// and its display (maps, specialists, abilities), the Library, and each player's knowledge tokens, dice, maps,
// specialists, artifacts and treasures; the seat's private collection, missions, items and chalices marked as
// private. After the game: the score sheets (there is no score track during the game: gold is counted at the end).
import { h, boardWords, seatHeader, seatPanel, badge, stat, phaseLine, area, sameJson, legalWhere, clickable, root, known, die, seatCount } from './common.js';

// Names of the game's components, from its catalogues (words*.properties: building, region, artifact.type,
// mission, ability, back); OTHER is the catalogue's fallback.
const NAMES = {
 "en": {
  "b_ARCHIVES": "Archives",
  "b_UNIVERSITY": "University",
  "b_LIBRARY": "Library",
  "b_AUCTION_HOUSE": "Auction House",
  "b_TREASURE_HUNTERS_GUILD": "Treasure Hunters' Guild",
  "b_HIDDEN_TEMPLE": "Hidden Temple",
  "b_ILLUMINATI": "Illuminati",
  "b_SUNKEN_GALLEON": "Sunken Galleon",
  "b_OTHER": "Treasure Tower",
  "r_POMPEII": "Pompeii",
  "r_ATLANTIS": "Atlantis",
  "r_JUNGLE": "Jungle Ruins",
  "r_PHARAOHS": "Pharaohs' Tomb",
  "r_GODS": "Tower of the Gods",
  "r_DARK": "Dark Temple",
  "r_OTHER": "any region",
  "a_DESERT": "desert",
  "a_JUNGLE": "jungle",
  "a_WATER": "water",
  "a_FIRE": "fire",
  "a_HOLY": "holy",
  "a_DARKNESS": "darkness",
  "a_OTHER": "coveted",
  "m_SECRET_MAP": "A Secret Map",
  "m_BROADEN_YOUR_EXPERTISE": "Broaden Your Expertise",
  "m_CONGREGATE_CARTOGRAPHERS": "Congregate Cartographers",
  "m_DIVE_FOR_DOUBLOONS": "Dive for Doubloons",
  "m_EMBRACE_THE_GUILD": "Embrace the Guild",
  "m_FIND_THE_MAPS": "Find the Maps",
  "m_GATHER_THE_EXCAVATORS": "Gather the Excavators",
  "m_HIRE_THE_RIGHT_HUNTERS": "Hire the Right Hunters",
  "m_JOIN_THE_ILLUMINATI": "Join the Illuminati",
  "m_LOOT_THE_TOWER": "Loot the Tower",
  "m_RAID_THE_TEMPLE": "Raid the Temple",
  "m_RECRUIT_SPECIALISTS": "Recruit Specialists",
  "m_SCOUR_THE_GLOBE": "Scour the Globe",
  "m_SECOND_OPINION": "Second Opinion",
  "m_UNITE_THE_SPECIALISTS": "Unite the Specialists",
  "m_OTHER": "A Dual Map",
  "ab_TIMELESS_GIFT": "A Timeless Gift",
  "ab_WILL_TO_WIN": "Will to Win",
  "ab_LITTLE_HELP": "A Little Help",
  "ab_PERSUASION": "Persuasion",
  "ab_OTHER": "Ally on the Inside",
  "bk_BRONZE": "bronze",
  "bk_SILVER": "silver",
  "bk_OTHER": "gold"
 },
 "de": {
  "b_ARCHIVES": "Archiv",
  "b_UNIVERSITY": "Universität",
  "b_LIBRARY": "Bibliothek",
  "b_AUCTION_HOUSE": "Auktionshaus",
  "b_TREASURE_HUNTERS_GUILD": "Schatzjägergilde",
  "b_HIDDEN_TEMPLE": "Geheimer Tempel",
  "b_ILLUMINATI": "Illuminati",
  "b_SUNKEN_GALLEON": "Versunkene Galeone",
  "b_OTHER": "Schatzturm",
  "r_POMPEII": "Tempel von Pompeii",
  "r_ATLANTIS": "Atlantis",
  "r_JUNGLE": "Dschungelruinen",
  "r_PHARAOHS": "Grab der Pharaonen",
  "r_GODS": "Turm der Götter",
  "r_DARK": "Dunkler Tempel",
  "r_OTHER": "beliebige Farbe",
  "a_DESERT": "Wüste",
  "a_JUNGLE": "Dschungel",
  "a_WATER": "Wasser",
  "a_FIRE": "Feuer",
  "a_HOLY": "Heilig",
  "a_DARKNESS": "Dunkelheit",
  "a_OTHER": "begehrt",
  "m_SECRET_MAP": "Geheimkarte",
  "m_BROADEN_YOUR_EXPERTISE": "Kenntnisse gewinnen",
  "m_CONGREGATE_CARTOGRAPHERS": "Zusammenkunft der Kartenzeichner",
  "m_DIVE_FOR_DOUBLOONS": "Nach Dublonen tauchen",
  "m_EMBRACE_THE_GUILD": "Der Gilde beitreten",
  "m_FIND_THE_MAPS": "Karten finden",
  "m_GATHER_THE_EXCAVATORS": "Zusammenkunft der Ausgräber",
  "m_HIRE_THE_RIGHT_HUNTERS": "Die richtigen Schatzjäger anheuern",
  "m_JOIN_THE_ILLUMINATI": "Den Illuminati beitreten",
  "m_LOOT_THE_TOWER": "Beute aus dem Turm",
  "m_RAID_THE_TEMPLE": "Tempel ausrauben",
  "m_RECRUIT_SPECIALISTS": "Spezialisten rekrutieren",
  "m_SCOUR_THE_GLOBE": "Rund um die Welt",
  "m_SECOND_OPINION": "Zweite Meinung",
  "m_UNITE_THE_SPECIALISTS": "Spezialisten vereinen",
  "m_OTHER": "Doppelkarte",
  "ab_TIMELESS_GIFT": "Ein zeitloses Geschenk",
  "ab_WILL_TO_WIN": "Siegeswille",
  "ab_LITTLE_HELP": "Kleine Hilfe",
  "ab_PERSUASION": "Überzeugungskraft",
  "ab_OTHER": "Verbündeter im Innern",
  "bk_BRONZE": "Bronze",
  "bk_SILVER": "Silber",
  "bk_OTHER": "Gold"
 }
};

const WORDS = {
  en: {
    round: 'Round', startSeat: 'start player', lastRound: 'last round', of: 'of', roundEnding: 'round ending: someone has placed their last die', dice: 'Dice rolled', own: 'own', black: 'black', dummyDice: 'dummy',
    marked: 'marked for re-roll', tokens: 'Knowledge tokens', ownDice: 'Own dice', blackDice: 'Black dice', dummyHeld: 'Dummy dice',
    maps: 'Maps', specialists: 'Specialists', artifacts: 'Artifacts', abilities: 'Abilities', treasures: 'Sunken treasures',
    chalices: 'Chalices', collection: 'Private collection', missions: 'Missions', items: 'Magic items', drawn: 'Treasures drawn',
    favourite: 'favourite (4 gold)', second: 'second (2 gold)', hidden: n => `${n} hidden`, hasCollection: 'has a private collection',
    display: 'On display', groups: 'Dice placed', empty: 'empty', dummy: 'Dummy', nobody: 'free', gold: 'gold',
    inHand: 'Drawn for you', missionsInHand: 'Missions to choose from', supply: 'Supply', stack: 'stack',
    CARTOGRAPHER: 'cartographer', EXCAVATOR: 'excavator', floor: 'floor', entrance: 'entrance', pair: 'pair',
    scores: 'Final scores', total: 'Total', s_maps: 'Maps', s_missionMaps: 'Mission maps', s_specialists: 'Specialists',
    s_tokens: 'Tokens', s_artifacts: 'Artifacts', s_coveted: 'Coveted', s_missions: 'Missions', s_abilities: 'Abilities',
    s_treasures: 'Treasures', s_chalices: 'Chalices',
    Turn: 'Turn', LittleHelpOffer: 'A Little Help?', TimelessGiftOffer: 'A Timeless Gift?', AllyOffer: 'Ally on the Inside?',
    ChooseArtifacts: 'Choose artifacts', ChooseMission: 'Choose a mission', ChooseMap: 'Choose a map', ChooseAbility: 'Choose an ability',
    ChooseTreasures: 'Choose treasures', ChooseSpecialist: 'Choose a specialist', Assigning: 'Assign specialists', GameOver: 'Game over',
    extra: 'extra turn', library: 'Library dice', abandoned: 'Abandoned dig site',
  },
  de: {
    round: 'Runde', startSeat: 'Startspieler', lastRound: 'letzte Runde', of: 'von', roundEnding: 'Rundenende: jemand hat seinen letzten Würfel platziert', dice: 'Gewürfelt', own: 'eigene', black: 'schwarz', dummyDice: 'Dummy',
    marked: 'zum Neuwurf markiert', tokens: 'Wissensplättchen', ownDice: 'Eigene Würfel', blackDice: 'Schwarze Würfel', dummyHeld: 'Dummy-Würfel',
    maps: 'Karten', specialists: 'Spezialisten', artifacts: 'Artefakte', abilities: 'Fähigkeiten', treasures: 'Versunkene Schätze',
    chalices: 'Kelche', collection: 'Private Sammlung', missions: 'Missionen', items: 'Magische Gegenstände', drawn: 'Gezogene Schätze',
    favourite: 'Favorit (4 Gold)', second: 'zweite (2 Gold)', hidden: n => `${n} verdeckt`, hasCollection: 'hat eine private Sammlung',
    display: 'Auslage', groups: 'Platzierte Würfel', empty: 'leer', dummy: 'Dummy', nobody: 'frei', gold: 'Gold',
    inHand: 'Für dich gezogen', missionsInHand: 'Missionen zur Wahl', supply: 'Vorrat', stack: 'Stapel',
    CARTOGRAPHER: 'Kartenzeichner', EXCAVATOR: 'Ausgräber', floor: 'Stockwerk', entrance: 'Eingang', pair: 'Paar',
    scores: 'Endwertung', total: 'Summe', s_maps: 'Karten', s_missionMaps: 'Missionskarten', s_specialists: 'Spezialisten',
    s_tokens: 'Plättchen', s_artifacts: 'Artefakte', s_coveted: 'Begehrte', s_missions: 'Missionen', s_abilities: 'Fähigkeiten',
    s_treasures: 'Schätze', s_chalices: 'Kelche',
    Turn: 'Zug', LittleHelpOffer: 'Kleine Hilfe?', TimelessGiftOffer: 'Ein zeitloses Geschenk?', AllyOffer: 'Verbündeter im Innern?',
    ChooseArtifacts: 'Artefakte wählen', ChooseMission: 'Mission wählen', ChooseMap: 'Karte wählen', ChooseAbility: 'Fähigkeit wählen',
    ChooseTreasures: 'Schätze wählen', ChooseSpecialist: 'Spezialist wählen', Assigning: 'Spezialisten zuordnen', GameOver: 'Spielende',
    extra: 'Extrazug', library: 'Würfel in der Bibliothek', abandoned: 'Verlassene Ausgrabungsstätte',
  },
};
const SCORE_PARTS = ['maps', 'missionMaps', 'specialists', 'tokens', 'artifacts', 'coveted', 'missions', 'abilities', 'treasures', 'chalices'];
const A_BUILDINGS = ['ARCHIVES', 'UNIVERSITY', 'LIBRARY'];

function namer(lang) {
  const table = NAMES[lang === 'de' ? 'de' : 'en'];
  const name = (prefix, key) => (key === null || key === undefined ? '?' : table[prefix + key] || table[prefix + 'OTHER'] || String(key));
  // the tests' pseudo-language brackets these names too, as common.js's boardWords does the board's words
  return lang === 'en-XA' ? (prefix, key) => `[${name(prefix, key)}~]` : name;
}

function ownerLabel(ctx, w, owner) {
  if (owner === -1) return w('dummy');
  if (owner === -2 || owner === null || owner === undefined) return w('nobody');
  return `${w('player', owner + 1)}${owner === ctx.seat ? ` (${w('you')})` : ''}`;
}

const pipList = pips => (typeof pips === 'string' ? [...pips].map(Number) : []);
// the word "die" of the board being drawn (set by renderBoard; the dice are drawn in many helpers)
let dieWord = 'die';
const dieOf = (value, owner) => die(value, `gc-die gc-owner-${owner === -1 ? 'dummy' : owner === -2 ? 'none' : owner}`, dieWord);

function mapTile(n, w, m) {
  if (!m) return h('div', { class: 'sw-card sw-back' }, '?');
  return h('div', { class: `sw-card gc-map gc-r-${String(m.region).toLowerCase()}` },
    h('div', { class: 'sw-card-name' }, m.region === 'ANY' ? w('abandoned') : n('r_', m.region)), h('div', { class: 'gc-gold' }, `${m.low}/${m.high}`));
}

function specialistTile(n, w, s) {
  if (!s) return h('div', { class: 'sw-card sw-back' }, '?');
  return h('div', { class: `sw-card gc-spec gc-r-${String(s.region).toLowerCase()}` },
    h('div', { class: 'sw-card-name' }, `${w(s.type)} ${s.value}`), h('div', { class: 'sw-card-sub' }, n('r_', s.region)));
}

function chip(text, cls) { return h('span', { class: `gc-chip ${cls || ''}`.trim() }, text); }

function missionText(n, m) {
  if (!m) return '?';
  return m.kind === 'DUAL_MAP' ? `${n('m_', 'OTHER')} (${n('r_', m.first)}/${n('r_', m.second)})` : n('m_', m.kind);
}

function phaseText(view, ctx, w, n) {
  const p = view.phase;
  if (!p) return w('unknown');
  const who = ownerLabel(ctx, w, p.seat);
  switch (p.type) {
    case 'Turn': return `${w('Turn')}: ${who}${p.extra ? ` (${w('extra')})` : ''}`;
    case 'GameOver': return w('GameOver');
    default: return `${w(p.type)}: ${who}`;
  }
}

function rollArea(view, ctx, w) {
  const p = view.phase;
  if (!p || p.type !== 'Turn') return null;
  const kinds = [['own', 'OWN', p.seat], ['black', 'BLACK', p.seat], ['dummy', 'DUMMY', -1]];
  const rows = kinds.filter(([key]) => p[key]).map(([key, kind, owner]) => h('div', { class: 'sw-row gc-roll' },
    h('span', { class: 'sw-muted' }, key === 'dummy' ? w('dummyDice') : w(key)),
    pipList(p[key]).map(v => clickable(dieOf(v, owner), ctx, legalWhere(ctx, a => a.type === 'MarkReroll' && a.kind === kind && a.value === v))),
    p.marked && p.marked[key] ? h('span', { class: 'sw-muted' }, `${w('marked')}: ${[...p.marked[key]].join(' ')}`) : null));
  return rows.length ? area(`${w('dice')} \u2013 ${ownerLabel(ctx, w, p.seat)}`, 'gc-dice', rows) : null;
}

/** Groups of dice: [{owner, dice}] or [{owner, value, size}] or single dice [{owner, value}]. */
function diceGroups(ctx, w, groups) {
  if (!groups || groups.length === 0) return h('span', { class: 'sw-muted' }, w('empty'));
  return h('div', { class: 'gc-groups' }, groups.map(g => {
    if (!g) return h('span', null, '?');
    let dice;
    if (typeof g.dice === 'string') dice = pipList(g.dice);
    else if (g.length) dice = Array.from({ length: g.length }, (_, i) => g.low + i);
    else if (g.size) dice = Array(g.size).fill(g.value);
    else if (g.lowerDie !== undefined) dice = [g.lowerDie, 7 - g.lowerDie]; // a Temple pair is 1+6 or 2+5 (§5.6)
    else dice = g.owner === -2 ? [] : [g.value];
    return h('div', { class: 'gc-group' }, dice.map(v => dieOf(v, g.owner)), h('span', { class: 'sw-card-sub' }, ownerLabel(ctx, w, g.owner)));
  }));
}

function building(view, ctx, w, n, id, ...content) {
  const node = h('section', { class: `sw-area gc-building gc-b-${id.toLowerCase()}` }, h('h3', { class: 'sw-area-title' }, n('b_', id)), ...content);
  return clickable(node, ctx, legalWhere(ctx, a => (a.type === 'Place' || a.type === 'PlaceDummy') && a.building === id));
}

function buildingsArea(view, ctx, w, n) {
  const b = view.board;
  if (!b) return null;
  const inPlay = [...A_BUILDINGS, view.bBuilding, view.cBuilding].filter(Boolean);
  const parts = inPlay.map(id => {
    switch (id) {
      case 'ARCHIVES':
        return building(view, ctx, w, n, id,
          h('div', { class: 'sw-row sw-small' }, (b.maps || []).map(m => clickable(mapTile(n, w, m), ctx, legalWhere(ctx, a => a.type === 'TakeMap' && sameJson(a.map, m))))),
          diceGroups(ctx, w, b.archives));
      case 'UNIVERSITY':
        return building(view, ctx, w, n, id,
          h('div', { class: 'sw-row sw-small' }, (b.specialists || []).map(s => clickable(specialistTile(n, w, s), ctx, legalWhere(ctx, a => a.type === 'TakeSpecialist' && sameJson(a.specialist, s))))),
          diceGroups(ctx, w, b.university));
      case 'LIBRARY':
        return building(view, ctx, w, n, id, h('div', { class: 'gc-groups' },
          (b.library || []).map((count, seat) => h('div', { class: 'gc-group' }, h('b', null, known(count)), ` ${ownerLabel(ctx, w, seat)}`)),
          view.dummy ? h('div', { class: 'gc-group' }, h('b', null, known(b.libraryDummy)), ` ${w('dummy')}`) : null));
      case 'AUCTION_HOUSE': case 'TREASURE_HUNTERS_GUILD':
        return building(view, ctx, w, n, id, diceGroups(ctx, w, b.straights));
      case 'HIDDEN_TEMPLE':
        return building(view, ctx, w, n, id, diceGroups(ctx, w, (b.temple || []).filter(t => t && t.owner !== -2)));
      case 'ILLUMINATI':
        return building(view, ctx, w, n, id,
          h('div', { class: 'sw-row' }, (b.abilities || []).map(ab => clickable(chip(n('ab_', ab), 'gc-ability'), ctx, legalWhere(ctx, a => a.type === 'TakeAbility' && a.ability === ab)))),
          diceGroups(ctx, w, b.illuminati));
      case 'SUNKEN_GALLEON':
        return building(view, ctx, w, n, id, diceGroups(ctx, w, b.galleon));
      case 'TREASURE_TOWER':
        return building(view, ctx, w, n, id, h('div', { class: 'gc-tower' }, (b.tower || []).map((d, i) =>
          h('div', { class: 'gc-floor' }, h('span', { class: 'sw-muted' }, `${w('floor')} ${i + 1}`), d && d.owner !== -2 ? dieOf(d.value, d.owner) : h('span', { class: 'sw-muted' }, w('nobody'))))));
      default:
        return building(view, ctx, w, n, id);
    }
  });
  return h('div', { class: 'gc-buildings' }, parts);
}

function privateBlock(title, ...content) {
  return h('div', { class: 'gc-block sw-private' }, h('div', { class: 'sw-private-note' }, title), ...content);
}

function playerArea(view, ctx, w, n, seat) {
  const p = view.players[seat];
  if (!p) return seatPanel(ctx, seat, seatHeader(ctx, seat, w), w('unknown'));
  const mine = seat === ctx.seat;
  const tags = view.round && view.round.startSeat === seat ? [h('span', { class: 'sw-tag' }, w('startSeat'))] : [];
  const block = (title, ...content) => h('div', { class: 'gc-block' }, h('div', { class: 'sw-muted' }, title), ...content);
  const hiddenCount = (count, shown) => (!shown && count ? h('span', { class: 'sw-muted' }, w('hidden', count)) : null);
  return seatPanel(ctx, seat, seatHeader(ctx, seat, w, ...tags),
    h('div', { class: 'sw-stats' },
      stat(w('tokens'), known(p.tokens), 'tokens'), stat(w('ownDice'), known(p.ownDice), 'dice'),
      p.blackDice ? stat(w('blackDice'), p.blackDice, 'black') : null, p.dummyDice ? stat(w('dummyHeld'), p.dummyDice, 'dummy') : null),
    p.maps && p.maps.length ? block(w('maps'), h('div', { class: 'sw-row sw-small' }, p.maps.map(m => mapTile(n, w, m)))) : null,
    p.specialists && p.specialists.length ? block(w('specialists'), h('div', { class: 'sw-row sw-small' }, p.specialists.map(s => specialistTile(n, w, s)))) : null,
    p.artifacts && p.artifacts.length ? block(w('artifacts'), h('div', { class: 'sw-row' }, p.artifacts.map(a => chip(n('a_', a), `gc-a-${String(a).toLowerCase()}`)))) : null,
    p.abilities && p.abilities.length ? block(w('abilities'), h('div', { class: 'sw-row' }, p.abilities.map(a => chip(n('ab_', a), 'gc-ability')))) : null,
    p.treasures && p.treasures.length ? block(w('treasures'), h('div', { class: 'sw-row' }, p.treasures.map(v => badge('point', v, w('gold'))))) : null,
    p.chaliceBacks && p.chaliceBacks.length && !(p.chalices && p.chalices.length) ? block(w('chalices'), h('div', { class: 'sw-row' }, p.chaliceBacks.map(b => chip(n('bk_', b), `gc-bk-${String(b).toLowerCase()}`)))) : null,
    // Hidden holdings: the values for the seat itself (and for all after the game), else only how many.
    p.collection ? privateBlock(w('collection'), h('div', { class: 'sw-row' },
      chip(`${n('a_', p.collection.favourite)}: ${w('favourite')}`, `gc-a-${String(p.collection.favourite).toLowerCase()}`),
      chip(`${n('a_', p.collection.second)}: ${w('second')}`, `gc-a-${String(p.collection.second).toLowerCase()}`)))
      : p.hasCollection ? h('div', { class: 'sw-note' }, w('hasCollection')) : null,
    p.missions && p.missions.length ? privateBlock(w('missions'), h('div', { class: 'sw-row' }, p.missions.map(m => chip(missionText(n, m), 'gc-mission'))))
      : p.missionCount ? block(w('missions'), hiddenCount(p.missionCount, false)) : null,
    p.items && p.items.length ? privateBlock(w('items'), h('div', { class: 'sw-row' }, p.items.map(it => chip(`${n('r_', it.region)} ${w(it.type)}`, 'gc-item'))))
      : p.itemCount ? block(w('items'), hiddenCount(p.itemCount, false)) : null,
    p.drawnTreasures && p.drawnTreasures.length ? privateBlock(w('drawn'), h('div', { class: 'sw-row' }, p.drawnTreasures.map(v => badge('point', v, w('gold')))))
      : p.drawnTreasureCount ? block(w('drawn'), hiddenCount(p.drawnTreasureCount, false)) : null,
    p.chalices && p.chalices.length ? privateBlock(w('chalices'), h('div', { class: 'sw-row' }, p.chalices.map(c => chip(`${n('bk_', c.back)} ${c.value}`, `gc-bk-${String(c.back).toLowerCase()}`)))) : null,
    mine && view.artifactsInHand && view.artifactsInHand.length ? privateBlock(w('inHand'), h('div', { class: 'sw-row' },
      view.artifactsInHand.map(a => clickable(chip(n('a_', a), `gc-a-${String(a).toLowerCase()}`), ctx, legalWhere(ctx, x => x.type === 'KeepArtifact' && x.artifact === a))))) : null,
    mine && view.missionsInHand && view.missionsInHand.length ? privateBlock(w('missionsInHand'), h('div', { class: 'sw-row' },
      view.missionsInHand.map(m => clickable(chip(missionText(n, m), 'gc-mission'), ctx, legalWhere(ctx, x => x.type === 'KeepMission' && sameJson(x.mission, m)))))) : null);
}

function scoresArea(view, ctx, w) {
  const sheets = view.scores;
  if (!sheets || sheets.length === 0) return null;
  const head = h('tr', null, h('th', null, ''), sheets.map((_, seat) => h('th', null, ownerLabel(ctx, w, seat))));
  const rows = SCORE_PARTS.map(part => h('tr', null, h('td', null, w('s_' + part)), sheets.map(s => h('td', null, s ? known(s[part]) : '?'))));
  const total = h('tr', { class: 'gc-total' }, h('td', null, w('total')), sheets.map(s => h('td', { class: 'gc-total-value' }, s ? known(s.total) : '?')));
  return area(w('scores'), 'gc-scores', h('table', { class: 'sw-table' }, h('thead', null, head), h('tbody', null, rows, total)));
}

function supplyLine(view, w, n) {
  const s = view.supply;
  if (!s) return null;
  const parts = [
    [n('b_', 'ARCHIVES'), s.mapStack], [n('b_', 'UNIVERSITY'), s.specialistStack],
  ];
  if (view.bBuilding === 'AUCTION_HOUSE') parts.push([n('b_', 'AUCTION_HOUSE'), s.artifactStack]);
  if (view.bBuilding === 'TREASURE_HUNTERS_GUILD') parts.push([n('b_', 'TREASURE_HUNTERS_GUILD'), s.missionStack]);
  if (view.cBuilding === 'SUNKEN_GALLEON') parts.push([n('b_', 'SUNKEN_GALLEON'), s.treasureStack]);
  return h('div', { class: 'sw-note' }, `${w('supply')} (${w('stack')}): ${parts.map(([k, v]) => `${k} ${known(v)}`).join(' \u00b7 ')}`);
}

/** The rounds a game lasts (rules §3.3 step 5; seed: "bei 2 + 3 Spielern über 6 Runden, bei 4 + 5 Spielern über 5"). */
export function roundsFor(players) {
  return players <= 3 ? 6 : 5;
}

/**
 * "Round 1 of 6 · start player: …", then "last round" only in the game's last round, and the round's own end
 * when someone has placed their last die (the view's endTriggered, §3.3 step 1: it ends this round, not the game).
 */
export function roundLine(r, players, ctx, w) {
  const total = roundsFor(players);
  const parts = [`${w('round')} ${known(r.number)} ${w('of')} ${total}`, `${w('startSeat')}: ${ownerLabel(ctx, w, r.startSeat)}`];
  if (r.number === total) parts.push(w('lastRound'));
  if (r.endTriggered) parts.push(w('roundEnding'));
  return parts.join(' \u00b7 ');
}

export function renderBoard(view, ctx) {
  const w = boardWords(ctx.lang, WORDS);
  const n = namer(ctx.lang);
  dieWord = w('die');
  if (!view) return root(ctx, w('unknown'));
  const r = view.round;
  return root(ctx,
    phaseLine(w, phaseText(view, ctx, w, n)),
    h('div', { class: 'sw-note' }, r ? roundLine(r, seatCount(view, ctx), ctx, w) : ''),
    rollArea(view, ctx, w),
    scoresArea(view, ctx, w),
    buildingsArea(view, ctx, w, n),
    supplyLine(view, w, n),
    h('div', { class: 'sw-seats' }, (view.players || []).map((_, seat) => playerArea(view, ctx, w, n, seat))));
}
