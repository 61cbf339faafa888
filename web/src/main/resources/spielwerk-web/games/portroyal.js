// Board of Port Royal (with the expansion "Ein Auftrag geht noch" and the unterwegs cards): draw and discard
// piles, harbour, expeditions, contracts, and each seat's coins, influence, swords and persons with their effects.
// The view names cards by id; the table below (from portroyal/src/main/resources/.../cards.csv) gives their values.
import { h, boardWords, seatHeader, seatPanel, phaseLine, area, legalWhere, clickable, root, known } from './common.js';
import { piece, mark, pieceStat, pieceClass, colourClass } from './portroyal-family.js';

// id;cost;influence;swords;coins;gift (swords SKULL = a skull ship). Options may replace rows (options.cardTable):
// the board then shows the printed values, the game's texts (buttons, log) the real ones.
const CARD_ROWS =
  'TRADER_YELLOW_3;3;1;0;0; TRADER_YELLOW_5;5;2;0;0; TRADER_BLUE_3;3;1;0;0; TRADER_BLUE_5;5;2;0;0; ' +
  'TRADER_GREEN_3;3;1;0;0; TRADER_RED_3;3;1;0;0; TRADER_BLACK_3;3;1;0;0; SETTLER;4;1;0;0; CAPTAIN;4;1;0;0; ' +
  'PRIEST;4;1;0;0; JACK_OF_ALL_TRADES;6;1;0;0; SAILOR_3;3;1;1;0; SAILOR_5;5;2;1;0; SAILOR_7;7;3;1;0; ' +
  'PIRATE_5;5;1;2;0; PIRATE_7;7;2;2;0; PIRATE_9;9;3;2;0; MADEMOISELLE_7;7;2;0;0; MADEMOISELLE_9;9;3;0;0; ' +
  'JESTER_5;5;1;0;0; JESTER_7;7;2;0;0; JESTER_9;9;3;0;0; ADMIRAL_5;5;1;0;0; ADMIRAL_7;7;2;0;0; ' +
  'ADMIRAL_9;9;3;0;0; GOVERNOR;8;0;0;0; SHIP_Y_1_1;0;0;1;1; SHIP_Y_1_2;0;0;1;2; SHIP_Y_2_2;0;0;2;2; ' +
  'SHIP_Y_2_3;0;0;2;3; SHIP_Y_4_3;0;0;4;3; SHIP_Y_4_4;0;0;4;4; SHIP_B_1_1;0;0;1;1; SHIP_B_1_2;0;0;1;2; ' +
  'SHIP_B_2_2;0;0;2;2; SHIP_B_2_3;0;0;2;3; SHIP_B_5_3;0;0;5;3; SHIP_B_5_4;0;0;5;4; SHIP_G_1_1;0;0;1;1; ' +
  'SHIP_G_1_2;0;0;1;2; SHIP_G_3_2;0;0;3;2; SHIP_G_3_3;0;0;3;3; SHIP_G_5_3;0;0;5;3; SHIP_G_5_4;0;0;5;4; ' +
  'SHIP_R_1_1;0;0;1;1; SHIP_R_3_2;0;0;3;2; SHIP_R_6_3;0;0;6;3; SHIP_R_S_3;0;0;SKULL;3; SHIP_R_S_4;0;0;SKULL;4; ' +
  'SHIP_K_2_1;0;0;2;1; SHIP_K_4_2;0;0;4;2; SHIP_K_7_3;0;0;7;3; SHIP_K_S_3;0;0;SKULL;3; SHIP_K_S_4;0;0;SKULL;4; ' +
  'EXP_2ANCHOR;0;4;0;2; EXP_2CROSS;0;4;0;2; EXP_2HOUSE;0;4;0;2; EXP_2ANCHOR_HOUSE;0;6;0;3; ' +
  'EXP_2CROSS_HOUSE;0;6;0;3; EXP_5P_ANCHOR_CROSS_HOUSE;0;5;0;3; TAX_MAX_SWORDS;0;0;0;0; TAX_MIN_IP;0;0;0;0; ' +
  'CLERK_BLACK;4;1;0;0; CLERK_YELLOW;4;1;0;0; CLERK_BLUE;6;2;0;0; CLERK_RED;6;2;0;0; CLERK_GREEN;9;3;0;0; ' +
  'GUNNER_4;4;1;0;0; GUNNER_6;6;2;0;0; GUNNER_8;8;3;0;0; VICEADM_5;5;1;0;0; VICEADM_7;7;2;0;0; ' +
  'VICEADM_9;9;3;0;0; XSHIP_Y_2_1;0;0;2;1; XSHIP_Y_4_3P;0;0;4;3;GIFT XSHIP_B_1_1;0;0;1;1; ' +
  'XSHIP_B_5_3P;0;0;5;3;GIFT XSHIP_G_1_1;0;0;1;1; XSHIP_G_3_3P;0;0;3;3;GIFT XSHIP_R_1_1;0;0;1;1; ' +
  'XSHIP_R_6_3P;0;0;6;3;GIFT XSHIP_K_2_1;0;0;2;1; XSHIP_K_S_3P;0;0;SKULL;3;GIFT WHOLESALER_Y_8;8;3;0;0; ' +
  'WHOLESALER_B_8;8;3;0;0; WHOLESALER_G_6;6;2;0;0; WHOLESALER_R_6;6;2;0;0; WHOLESALER_K_6;6;2;0;0; ' +
  'PASSENGER_NAIL;4;2;0;0; U_Y_1_1N;0;0;1;1; U_Y_4_3N;0;0;4;3; U_B_2_2N;0;0;2;2; U_B_5_3N;0;0;5;3; ' +
  'U_G_1_2N;0;0;1;2; U_G_3_2N;0;0;3;2; U_R_3_2N;0;0;3;2; U_R_6_3N;0;0;6;3; U_K_2_1N;0;0;2;1; ' +
  'U_K_S_4N;0;0;SKULL;4;';

const CONTRACTS = {
  C_KOMIKER: { en: "Comedian (Komiker)", de: "Komiker",
    enAsks: "own a Priest and a Jester", deAsks: "einen Priester und einen Jester besitzen", rewards: [4,3,2,1,0] },
  C_CHARMEUR: { en: "Lady Killer (Charmeur)", de: "Charmeur",
    enAsks: "own a Captain and a Mademoiselle", deAsks: "einen Kapitän und eine Mademoiselle besitzen", rewards: [3,2,1,0,0] },
  C_SEEHOHEIT: { en: "Maritime Supremacy (Seehoheit)", de: "Seehoheit",
    enAsks: "own a Captain and a Vice Admiral", deAsks: "einen Kapitän und einen Vizeadmiral besitzen", rewards: [4,3,2,1,0] },
  C_NEUE_KOLONIE: { en: "New Colony (Neue Kolonie)", de: "Neue Kolonie",
    enAsks: "own a Settler and a Gunner", deAsks: "einen Siedler und einen Kanonier besitzen", rewards: [3,2,1,0,0] },
  C_HANDELSPOSTEN: { en: "Trade Outpost (Handelsposten)", de: "Handelsposten",
    enAsks: "own a Settler and a Clerk", deAsks: "einen Siedler und einen Kontoristen besitzen", rewards: [4,3,2,1,0] },
  C_HANDELSFUERST: { en: "Trader Prince (Handelsfürst)", de: "Handelsfürst",
    enAsks: "own two Traders", deAsks: "zwei Händler besitzen", rewards: [3,2,1,0,0] },
  C_BILLIGES_PERSONAL: { en: "Cheap Staff (Billiges Personal)", de: "Billiges Personal",
    enAsks: "own 4 persons that cost 3 or less", deAsks: "4 Personen besitzen, die höchstens 3 kosten", rewards: [5,4,3,2,1] },
  C_KAEMPFER: { en: "Fighter (Kämpfer)", de: "Kämpfer",
    enAsks: "own 3 swords", deAsks: "3 Säbel besitzen", rewards: [3,2,1,0,0] },
  C_ENTDECKER: { en: "Explorer (Entdecker)", de: "Entdecker",
    enAsks: "own an expedition", deAsks: "eine Expedition besitzen", rewards: [2,1,0,0,0] },
  C_FREGATTENSCHRECK: { en: "Frigate Foe (Fregattenschreck)", de: "Fregattenschreck",
    enAsks: "decline the coins of a traded red ship 3 times", deAsks: "dreimal bei einem roten Schiff auf die Münzen verzichten", rewards: [8,6,5,4,3] },
  C_GALEONENSCHRECK: { en: "Galleon Foe (Galeonenschreck)", de: "Galeonenschreck",
    enAsks: "decline the coins of a traded black ship 2 times", deAsks: "zweimal bei einem schwarzen Schiff auf die Münzen verzichten", rewards: [6,5,4,3,2] },
  C_FINANZBEAMTER: { en: "Tax Officer (Finanzbeamter)", de: "Finanzbeamter",
    enAsks: "pay taxes", deAsks: "Steuern zahlen", rewards: [7,7,7,7,7] },
  C_PECHVOGEL: { en: "Jinx (Pechvogel)", de: "Pechvogel",
    enAsks: "bust as the active player", deAsks: "als aktiver Spieler leer ausgehen", rewards: [1,1,1,1,1] },
  C_KLEINER_ZOCKER: { en: "Little Gamester (Kleiner Zocker)", de: "Kleiner Zocker",
    enAsks: "as the active player, have ships of 3 colours in the harbour, in two turns", deAsks: "als aktiver Spieler in zwei Zügen Schiffe in 3 Farben in der Hafenauslage haben", rewards: [2,1,0,0,0] },
  C_ZOCKER: { en: "Gamester (Zocker)", de: "Zocker",
    enAsks: "as the active player, have ships of 4 colours in the harbour", deAsks: "als aktiver Spieler Schiffe in 4 Farben in der Hafenauslage haben", rewards: [2,1,0,0,0] },
  C_PIRATENPACK: { en: "Pack of Pirates (Piratenpack)", de: "Piratenpack",
    enAsks: "as the active player, repel and keep one ship of each of the 5 colours", deAsks: "als aktiver Spieler je ein Schiff aller 5 Farben abwehren und behalten", rewards: [3,2,1,0,0] },
};

const CARDS = Object.fromEntries(CARD_ROWS.trim().split(/\s+/).map(row => {
  const [id, cost, influence, swords, coins, gift] = row.split(';');
  return [id, { cost: +cost, influence: +influence, skull: swords === 'SKULL', swords: swords === 'SKULL' ? 0 : +swords, coins: +coins, gift: gift === 'GIFT' }];
}));

const COLOURS = { Y: 'YELLOW', B: 'BLUE', G: 'GREEN', R: 'RED', K: 'BLACK' };
// Person id prefix -> ability (the rest of the id is a colour letter/name and the cost).
const ABILITIES = [
  ['TRADER_', 'TRADER'], ['SETTLER', 'SETTLER'], ['CAPTAIN', 'CAPTAIN'], ['PRIEST', 'PRIEST'],
  ['JACK_OF_ALL_TRADES', 'JACK_OF_ALL_TRADES'], ['SAILOR', 'SAILOR'], ['PIRATE', 'PIRATE'], ['MADEMOISELLE', 'MADEMOISELLE'],
  ['JESTER', 'JESTER'], ['ADMIRAL', 'ADMIRAL'], ['GOVERNOR', 'GOVERNOR'], ['CLERK_', 'CLERK'], ['GUNNER', 'GUNNER'],
  ['VICEADM', 'VICE_ADMIRAL'], ['WHOLESALER', 'WHOLESALER'], ['PASSENGER', 'PASSENGER'],
];

/** What a card id means: {kind: ship|person|expedition|tax, ...values}. Unknown ids become {kind: 'unknown'}. */
export function parseCard(id) {
  const values = CARDS[id] || {};
  if (typeof id !== 'string') return { kind: 'unknown', id };
  if (id.startsWith('TAX_')) return { kind: 'tax', id, tax: id === 'TAX_MAX_SWORDS' ? 'MOST_SWORDS' : 'FEWEST_INFLUENCE' };
  if (id.startsWith('EXP_')) {
    const symbols = { ANCHOR: 0, CROSS: 0, HOUSE: 0 };
    for (const part of id.slice(4).split('_')) {
      const m = /^(\d?)(ANCHOR|CROSS|HOUSE)$/.exec(part);
      if (m) symbols[m[2]] += m[1] ? +m[1] : 1;
    }
    return { kind: 'expedition', id, symbols, fivePlayers: id.includes('_5P_'), ...values };
  }
  const ship = /^(?:X?SHIP|U)_([YBGRK])_/.exec(id);
  if (ship) return { kind: 'ship', id, colour: COLOURS[ship[1]], ...values };
  const found = ABILITIES.find(([prefix]) => id.startsWith(prefix));
  if (!found) return { kind: 'unknown', id };
  let colour = null;
  const c = /^(?:TRADER|CLERK)_([A-Z]+)/.exec(id) || /^WHOLESALER_([YBGRK])_/.exec(id);
  if (c) colour = COLOURS[c[1]] || c[1];
  return { kind: 'person', id, ability: found[1], colour, ...values };
}

const WORDS = {
  en: {
    harbor: 'Harbour', draw: 'Draw pile', discard: 'Discard pile', shuffles: 'reshuffled', display: 'Persons',
    tucked: 'Tucked ships', kept: 'Kept ships', noCards: 'no cards', target: 'Influence to win', round: 'Round',
    expeditions: 'Expeditions', contracts: 'Contracts', completed: 'completed by', progress: 'progress', rewards: 'rewards',
    chance: 'may fulfil a contract now',
    Discover: 'Discover', RepelOrAccept: 'Repel or accept the ship', TradeAndHire: 'Trade & hire', GameOver: 'Game over',
    GiftRecipient: 'Gift ship: choose who gets 1 coin', TurnOver: 'Turn over',
    revealed: n => `${n} card${n === 1 ? '' : 's'} revealed this turn`,
    slot: (who, taken, allowance) => `${who} takes cards (${taken} taken, ${allowance} left)`,
    revealedShip: 'Revealed ship', endTriggered: 'Last round: someone reached the target',
    ship: c => `${c} ship`, skull: 'skull', cost: 'cost', gift: '+1 coin to another player',
    MOST_SWORDS: 'Tax increase (most swords)', FEWEST_INFLUENCE: 'Tax increase (fewest influence)',
    expedition: 'Expedition', ANCHOR: 'anchor', CROSS: 'cross', HOUSE: 'house', fiveP: '5 players',
    TRADER: 'Trader', SETTLER: 'Settler', CAPTAIN: 'Captain', PRIEST: 'Priest', JACK_OF_ALL_TRADES: 'Jack of all Trades',
    SAILOR: 'Sailor', PIRATE: 'Pirate', MADEMOISELLE: 'Mademoiselle', JESTER: 'Jester', ADMIRAL: 'Admiral',
    GOVERNOR: 'Governor', CLERK: 'Clerk', GUNNER: 'Gunner', VICE_ADMIRAL: 'Vice Admiral', WHOLESALER: 'Wholesaler',
    PASSENGER: 'Passenger',
    YELLOW: 'yellow', BLUE: 'blue', GREEN: 'green', RED: 'red', BLACK: 'black',
    fx_TRADER: '+1 coin trading its colour', fx_SETTLER: 'house for expeditions', fx_CAPTAIN: 'anchor for expeditions',
    fx_PRIEST: 'cross for expeditions', fx_JACK_OF_ALL_TRADES: 'any expedition symbol', fx_SAILOR: '+1 sword',
    fx_PIRATE: '+2 swords', fx_MADEMOISELLE: 'hiring costs 1 less', fx_JESTER: '+1 coin on empty harbour or a bust',
    fx_ADMIRAL: '+2 coins at 5+ harbour cards', fx_GOVERNOR: '+1 card to take', fx_CLERK: 'extra card trading its colour',
    fx_GUNNER: '+1 coin per harbour ship beyond the first', fx_VICE_ADMIRAL: '+1 coin at 3-4 harbour cards',
    fx_WHOLESALER: 'tucks ships of its colour', fx_PASSENGER: 'influence only',
    top: 'on top', giveCoin: 'give 1 coin',
  },
  de: {
    harbor: 'Hafenauslage', draw: 'Nachziehstapel', discard: 'Ablagestapel', shuffles: 'neu gemischt', display: 'Personen',
    tucked: 'Untergelegte Schiffe', kept: 'Behaltene Schiffe', noCards: 'keine Karten', target: 'Einfluss zum Sieg', round: 'Runde',
    expeditions: 'Expeditionen', contracts: 'Aufträge', completed: 'erfüllt von', progress: 'Fortschritt', rewards: 'Belohnung',
    chance: 'darf jetzt einen Auftrag erfüllen',
    Discover: 'Entdecken', RepelOrAccept: 'Schiff abwehren oder annehmen', TradeAndHire: 'Handeln & Heuern', GameOver: 'Spielende',
    GiftRecipient: 'Geschenkschiff: wer erhält 1 Münze?', TurnOver: 'Zug beendet',
    revealed: n => `${n} Karte${n === 1 ? '' : 'n'} in diesem Zug aufgedeckt`,
    slot: (who, taken, allowance) => `${who} nimmt Karten (${taken} genommen, noch ${allowance})`,
    revealedShip: 'Aufgedecktes Schiff', endTriggered: 'Letzte Runde: jemand hat das Ziel erreicht',
    ship: c => `Schiff ${c}`, skull: 'Totenkopf', cost: 'Kosten', gift: '+1 Münze an einen Mitspieler',
    MOST_SWORDS: 'Steuererhöhung (meiste Säbel)', FEWEST_INFLUENCE: 'Steuererhöhung (wenigste Einflusspunkte)',
    expedition: 'Expedition', ANCHOR: 'Anker', CROSS: 'Kreuz', HOUSE: 'Haus', fiveP: '5 Spieler',
    TRADER: 'Händler', SETTLER: 'Siedler', CAPTAIN: 'Kapitän', PRIEST: 'Priester', JACK_OF_ALL_TRADES: 'Tausendsassa',
    SAILOR: 'Matrose', PIRATE: 'Pirat', MADEMOISELLE: 'Mademoiselle', JESTER: 'Jester', ADMIRAL: 'Admiral',
    GOVERNOR: 'Gouverneur', CLERK: 'Kontorist', GUNNER: 'Kanonier', VICE_ADMIRAL: 'Vizeadmiral', WHOLESALER: 'Großhändler',
    PASSENGER: 'Passagier',
    YELLOW: 'gelb', BLUE: 'blau', GREEN: 'grün', RED: 'rot', BLACK: 'schwarz',
    fx_TRADER: '+1 Münze beim Handeln seiner Farbe', fx_SETTLER: 'Haus für Expeditionen', fx_CAPTAIN: 'Anker für Expeditionen',
    fx_PRIEST: 'Kreuz für Expeditionen', fx_JACK_OF_ALL_TRADES: 'beliebiges Expeditionssymbol', fx_SAILOR: '+1 Säbel',
    fx_PIRATE: '+2 Säbel', fx_MADEMOISELLE: 'Anheuern 1 Münze billiger', fx_JESTER: '+1 Münze bei leerer Auslage oder zu viel riskiert',
    fx_ADMIRAL: '+2 Münzen ab 5 Karten in der Auslage', fx_GOVERNOR: '+1 Karte nehmen', fx_CLERK: 'Zusatzkarte beim Handeln seiner Farbe',
    fx_GUNNER: '+1 Münze je Schiff in der Auslage nach dem ersten', fx_VICE_ADMIRAL: '+1 Münze bei 3-4 Karten in der Auslage',
    fx_WHOLESALER: 'legt Schiffe seiner Farbe unter', fx_PASSENGER: 'nur Einfluss',
    top: 'oben', giveCoin: '1 Münze geben',
  },
};

/** A card id as a tile with its values. */
export function cardTile(id, w, extraClass) {
  const c = parseCard(id);
  const kind = { ship: 'ship', person: 'person', expedition: 'expedition', tax: 'tax' }[c.kind];
  const cls = ['sw-card', `pr-${c.kind}`, kind ? pieceClass(kind) : '', colourClass(c.colour), extraClass || '']
    .filter(Boolean).join(' ');
  if (id === null || id === undefined) return h('div', { class: 'sw-card sw-back' }, '?');
  switch (c.kind) {
    case 'ship':
      return h('div', { class: cls, 'data-card': id },
        h('div', { class: 'sw-card-name' }, w('ship', w(c.colour))),
        h('div', { class: 'sw-row' },
          c.skull ? mark('skull', w('skull')) : piece('sword', c.swords, w('swords')),
          piece('coin', c.coins, w('coins'), w('coinsN', c.coins))),
        c.gift ? h('div', { class: 'sw-card-sub' }, w('gift')) : null);
    case 'person':
      return h('div', { class: cls, 'data-card': id },
        h('div', { class: 'sw-card-name' }, w(c.ability)),
        c.colour ? h('div', { class: 'sw-card-sub' }, w(c.colour)) : null,
        h('div', { class: 'sw-row' },
          piece('cost', c.cost, w('cost')), piece('points', c.influence, w('influence')),
          c.swords ? piece('sword', c.swords, w('swords')) : null),
        h('div', { class: 'sw-card-sub pr-effect' }, w('fx_' + c.ability)));
    case 'expedition': {
      const symbols = Object.entries(c.symbols).filter(([, n]) => n > 0).map(([s, n]) => `${n}\u00d7 ${w(s)}`).join(', ');
      return h('div', { class: cls, 'data-card': id },
        h('div', { class: 'sw-card-name' }, w('expedition')),
        h('div', { class: 'sw-card-sub' }, symbols),
        h('div', { class: 'sw-row' }, piece('points', c.influence, w('influence')), piece('coin', c.coins, w('coins'), w('coinsN', c.coins))),
        c.fivePlayers ? h('div', { class: 'sw-card-sub' }, w('fiveP')) : null);
    }
    case 'tax':
      return h('div', { class: cls, 'data-card': id }, h('div', { class: 'sw-card-name' }, w(c.tax)));
    default:
      return h('div', { class: cls, 'data-card': id }, String(id));
  }
}

function seatLabel(ctx, w, seat) {
  return `${w('player', seat + 1)}${seat === ctx.seat ? ` (${w('you')})` : ''}`;
}

function phaseText(view, ctx, w) {
  const p = view.phase;
  if (!p) return w('unknown');
  switch (p.type) {
    case 'Discover': return `${w('Discover')} \u2013 ${w('revealed', known(p.cards, 0))}`;
    case 'TradeAndHire': return `${w('TradeAndHire')}: ${w('slot', seatLabel(ctx, w, p.seat), p.taken, p.allowance)}`;
    case 'GiftRecipient': return w('GiftRecipient');
    default: return w(p.type);
  }
}

function takesCard(a, id) {
  return ((a.type === 'Trade' || a.type === 'DeclineCoins') && a.ship === id) || (a.type === 'Hire' && a.person === id);
}

function pilesArea(view, ctx, w) {
  const draw = h('div', { class: 'sw-pile pr-draw' }, w('draw'), h('b', null, known(view.drawCount)),
    view.shuffles ? h('span', { class: 'sw-muted' }, `${view.shuffles}\u00d7 ${w('shuffles')}`) : null);
  clickable(draw, ctx, legalWhere(ctx, a => a.type === 'Reveal'));
  const discard = view.discard;
  const parts = [draw, h('div', { class: 'sw-pile pr-discard' }, w('discard'), h('b', null, discard ? discard.length : '?'))];
  const phase = view.phase;
  if (phase && phase.type === 'RepelOrAccept') {
    const ship = clickable(cardTile(phase.ship, w, 'pr-revealed'), ctx, legalWhere(ctx, a => a.type === 'Repel'));
    parts.push(h('div', { class: 'pr-revealed-box' }, h('div', { class: 'sw-muted' }, w('revealedShip')), ship));
  }
  return h('div', { class: 'sw-row pr-piles' }, parts);
}

function harbourArea(view, ctx, w) {
  const cards = view.harbor;
  if (!cards) return area(w('harbor'), 'pr-harbor', w('unknown'));
  // The same id can lie twice in the harbour; both tiles take "that card".
  const tiles = cards.map(id => clickable(cardTile(id, w), ctx, legalWhere(ctx, a => takesCard(a, id))));
  return area(w('harbor'), 'pr-harbor', h('div', { class: 'sw-row' }, tiles.length ? tiles : h('span', { class: 'sw-muted' }, w('noCards'))));
}

function expeditionArea(view, ctx, w) {
  const row = view.expeditionRow;
  if (!row || row.length === 0) return null;
  return area(w('expeditions'), 'pr-expeditions', h('div', { class: 'sw-row' },
    row.map(id => clickable(cardTile(id, w), ctx, legalWhere(ctx, a => a.type === 'ClaimExpedition' && a.expedition === id)))));
}

function contractArea(view, ctx, w) {
  const contracts = view.contracts;
  if (!contracts || contracts.length === 0) return null;
  const lang = ctx.lang === 'de' ? 'de' : 'en';
  const rows = contracts.map(cs => {
    if (!cs) return h('div', { class: 'pr-contract' }, '?');
    const c = CONTRACTS[cs.contract] || { en: cs.contract, de: cs.contract, enAsks: '', deAsks: '', rewards: [] };
    const done = (cs.completedBy || []).map(s => seatLabel(ctx, w, s)).join(', ');
    const prog = (cs.progress || []).map((n, s) => n ? `${seatLabel(ctx, w, s)}: ${n}` : null).filter(Boolean).join(', ');
    const node = h('div', { class: 'pr-contract' },
      h('div', { class: 'sw-card-name' }, c[lang]),
      h('div', { class: 'sw-card-sub' }, lang === 'de' ? c.deAsks : c.enAsks),
      h('div', { class: 'sw-card-sub' }, `${w('rewards')}: ${c.rewards.join(' / ')}`),
      done ? h('div', { class: 'sw-card-sub' }, `${w('completed')}: ${done}`) : null,
      prog ? h('div', { class: 'sw-card-sub' }, `${w('progress')}: ${prog}`) : null);
    return clickable(node, ctx, legalWhere(ctx, a => a.type === 'FulfilContract' && a.contract === cs.contract));
  });
  const chances = (view.chances || []).filter(Boolean).map(ch => h('div', { class: 'sw-note' }, `${seatLabel(ctx, w, ch.seat)} ${w('chance')}`));
  return area(w('contracts'), 'pr-contracts', h('div', { class: 'sw-row' }, rows), chances);
}

function seatArea(view, ctx, w, seat) {
  const p = view.players[seat];
  if (!p) return seatPanel(ctx, seat, seatHeader(ctx, seat, w), w('unknown'));
  const tags = [];
  if (view.startPlayer === seat) tags.push(h('span', { class: 'sw-tag' }, w('startPlayer')));
  if (view.active === seat) tags.push(h('span', { class: 'sw-tag' }, w('active')));
  const panel = seatPanel(ctx, seat,
    seatHeader(ctx, seat, w, ...tags),
    h('div', { class: 'sw-stats' },
      pieceStat('coin', w('coins'), known(p.coins), 'coins'), pieceStat('points', w('influence'), known(p.influence), 'influence'),
      pieceStat('sword', w('swords'), known(p.swords), 'swords')),
    h('div', { class: 'sw-muted' }, w('display')),
    h('div', { class: 'sw-row sw-small' }, (p.display || []).map(id => cardTile(id, w))),
    p.tucked && p.tucked.length ? [h('div', { class: 'sw-muted' }, w('tucked')), h('div', { class: 'sw-row sw-small' }, p.tucked.map(id => cardTile(id, w)))] : null,
    p.kept && p.kept.length ? [h('div', { class: 'sw-muted' }, w('kept')), h('div', { class: 'sw-row sw-small' }, p.kept.map(id => cardTile(id, w)))] : null);
  const gift = legalWhere(ctx, a => a.type === 'GiveCoin' && a.seat === seat);
  if (gift.length) panel.appendChild(clickable(h('div', { class: 'sw-tag pr-give' }, w('giveCoin')), ctx, gift));
  return panel;
}

export function renderBoard(view, ctx) {
  const w = boardWords(ctx.lang, WORDS);
  if (!view) return root(ctx, w('unknown'));
  const target = view.options ? view.options.influenceTarget : null;
  return root(ctx,
    phaseLine(w, phaseText(view, ctx, w), view.endTriggered ? h('div', { class: 'pr-end' }, w('endTriggered')) : null),
    h('div', { class: 'sw-note' }, [view.round ? `${w('round')} ${view.round}` : null, target ? `${w('target')}: ${target}` : null].filter(Boolean).join(' \u00b7 ')),
    pilesArea(view, ctx, w),
    harbourArea(view, ctx, w),
    expeditionArea(view, ctx, w),
    contractArea(view, ctx, w),
    h('div', { class: 'sw-seats' }, (view.players || []).map((_, seat) => seatArea(view, ctx, w, seat))));
}
