// Board of Port Royal by Queen Games (portroyal-stiche): the auction for the privileges, the loot display, the
// trick on the table, the seat's own hand (and cards laid aside), and each seat's four ships, debt and void markers.
// Clicking a hand card plays it, a display card chooses it as the prize, a ship loads the spoils onto it.
import { h, boardWords, seatHeader, seatPanel, stat, phaseLine, area, legalWhere, clickable, root, known } from './common.js';
import { piece, pieceClass, colourClass } from './portroyal-family.js';

const GOODS = ['BISCUIT', 'TOBACCO', 'RUM', 'GUNPOWDER']; // the order of a seat's ships in the view
const CAPACITY = { 3: 24, 4: 18 }; // tons a ship carries, by player count (Cards.capacity)
// Special loot: value and weight change, capacity change (portroyal-stiche.md §1.1).
const SPECIAL = {
  PLUS_8: { delta: 8 }, PLUS_6: { delta: 6 }, MINUS_10: { delta: -10 }, MINUS_5: { delta: -5 },
  MAX_PLUS_5: { capacity: 5 }, MAX_MINUS_5: { capacity: -5 }, TIMES_2: { times: 2 }, REMOVE_ONE: {}, MOVE_ONE: {},
};

// The phases explained, from the game's catalogues (words*.properties, phase.*).
const PHASE_HELP = {
  en: {
    Auction: "Auction: bid tons of loot for the privileges (the face-up cards, trump, who leads); the winner repays the bid with loot this round, or it becomes debt.",
    Exchange: "Exchange: the privilege holder takes the face-up cards and lays two cards aside.",
    TrumpChoice: "The privilege holder chooses trump.",
    LeaderChoice: "The privilege holder names who leads the first trick.",
    PrizeChoice: "The leader chooses the loot card the trick is played for.",
    TrickPlay: "Trick: the colour led need not be followed, but only a player who holds none of it may trump it (unless a Klabautermann is in the trick); with a Klabautermann in the trick the highest number wins, else the highest trump, else the highest card of the colour led.",
    Penalty: "Penalty: a seat marked a colour void and then played it.",
    Spoils: "Spoils: the trick's winner loads the loot onto a ship, uses it, or repays the bid with it.",
    NextLeaderChoice: "The trick's winner names who leads next.",
    GameOver: "Game over.",
  },
  de: {
    Auction: "Versteigerung: Tonnen Beute für die Privilegien bieten (die offenen Karten, Trumpf, Startspieler); wer gewinnt, zahlt das Gebot in dieser Runde mit Beute zurück, sonst wird es zu Schulden.",
    Exchange: "Kartentausch: wer die Privilegien hat, nimmt die offenen Karten und legt zwei Karten zur Seite.",
    TrumpChoice: "Wer die Privilegien hat, bestimmt die Trumpffarbe.",
    LeaderChoice: "Wer die Privilegien hat, bestimmt den Startspieler des ersten Stichs.",
    PrizeChoice: "Der Startspieler wählt die Beutekarte, um die der Stich gespielt wird.",
    TrickPlay: "Stich: Die angespielte Farbe muss nicht bedient werden, aber mit Trumpf stechen darf nur, wer nicht bedienen kann (außer mit Klabautermann im Stich); liegt ein Klabautermann im Stich, gewinnt die höchste Zahl, sonst der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.",
    Penalty: "Strafe: ein Spieler hat eine Farbe als fehlend markiert und sie dann doch gespielt.",
    Spoils: "Beute: wer den Stich gewinnt, legt die Beute in einen Laderaum, nutzt sie oder zahlt damit das Gebot zurück.",
    NextLeaderChoice: "Wer den Stich gewonnen hat, bestimmt, wer als Nächstes ausspielt.",
    GameOver: "Spielende.",
  },
};

const WORDS = {
  en: {
    round: 'Round', dealer: 'dealer', trump: 'Trump', holder: 'Privileges', bid: 'bid', repaid: 'repaid', tricks: 'Tricks',
    display: 'Loot on display', lootDeck: 'Loot deck', bonusDeck: 'Bonus pile', under: n => `${n} bonus card${n === 1 ? '' : 's'} under it`,
    faceUp: 'Face-up trick cards', trick: 'Trick', prize: 'played for', lootOut: 'Out of the game', played: 'Played this round',
    hand: 'Your hand', aside: 'Laid aside', pending: 'Bonus cards to place', debt: 'Debt', handSize: 'Cards in hand',
    voids: 'Marked void', exposed: 'False claims', keptRemove: 'keeps "remove a card"', removed: 'Bonus removed',
    ship: 'Ship', weight: 'tons', value: 'value', bonus: 'bonus', bonusHidden: n => `${n} bonus (hidden)`,
    sunk: 'overloaded', marker: 'void marker placed', klab: 'Klabautermann', value_: 'value', noTrick: 'no cards yet',
    highBid: (bid, who) => `high bid ${bid} by ${who}`, noBid: 'no bid yet', decides: 'decides', leads: 'leads',
    winner: 'won the trick', offender: 'offender', chooser: 'chooses',
    BISCUIT: 'Biscuit', TOBACCO: 'Tobacco', RUM: 'Rum', GUNPOWDER: 'Gunpowder',
    RED: 'red', BLUE: 'blue', GREEN: 'green', BLACK: 'black',
    PLUS_8: '+8', PLUS_6: '+6', MINUS_10: '\u221210', MINUS_5: '\u22125', MAX_PLUS_5: 'Max +5', MAX_MINUS_5: 'Max \u22125',
    TIMES_2: '\u00d72', REMOVE_ONE: 'Remove a card', MOVE_ONE: 'Move a card',
    Auction: 'Auction', Exchange: 'Exchange', TrumpChoice: 'Trump choice', LeaderChoice: 'First leader', PrizeChoice: 'Prize choice',
    TrickPlay: 'Trick', Penalty: 'Penalty', Spoils: 'Spoils', NextLeaderChoice: 'Next leader', GameOver: 'Game over',
  },
  de: {
    round: 'Runde', dealer: 'Geber', trump: 'Trumpf', holder: 'Privilegien', bid: 'Gebot', repaid: 'zurückgezahlt', tricks: 'Stiche',
    display: 'Ausliegende Beute', lootDeck: 'Beutestapel', bonusDeck: 'Bonusstapel', under: n => `${n} Bonuskarte${n === 1 ? '' : 'n'} darunter`,
    faceUp: 'Offene Stichkarten', trick: 'Stich', prize: 'gespielt um', lootOut: 'Aus dem Spiel', played: 'In dieser Runde gespielt',
    hand: 'Deine Hand', aside: 'Zur Seite gelegt', pending: 'Zu verteilende Bonuskarten', debt: 'Schulden', handSize: 'Karten auf der Hand',
    voids: 'Als fehlend markiert', exposed: 'Falsche Angaben', keptRemove: 'behält „1 Karte entfernen“', removed: 'Entfernte Boni',
    ship: 'Laderaum', weight: 'Tonnen', value: 'Wert', bonus: 'Bonus', bonusHidden: n => `${n} Bonus (verdeckt)`,
    sunk: 'überladen', marker: 'Fehlfarbe markiert', klab: 'Klabautermann', noTrick: 'noch keine Karten',
    highBid: (bid, who) => `Höchstgebot ${bid} von ${who}`, noBid: 'noch kein Gebot', decides: 'entscheidet', leads: 'spielt aus',
    winner: 'hat den Stich gewonnen', offender: 'Sünder', chooser: 'wählt',
    BISCUIT: 'Schiffszwieback', TOBACCO: 'Tabak', RUM: 'Rum', GUNPOWDER: 'Schießpulver',
    RED: 'Rot', BLUE: 'Blau', GREEN: 'Grün', BLACK: 'Schwarz',
    PLUS_8: '+8', PLUS_6: '+6', MINUS_10: '\u221210', MINUS_5: '\u22125', MAX_PLUS_5: 'Max +5', MAX_MINUS_5: 'Max \u22125',
    TIMES_2: '\u00d72', REMOVE_ONE: '1 Karte entfernen', MOVE_ONE: '1 Karte umlegen',
    Auction: 'Versteigerung', Exchange: 'Kartentausch', TrumpChoice: 'Trumpfwahl', LeaderChoice: 'Erster Ausspieler', PrizeChoice: 'Beutewahl',
    TrickPlay: 'Stich', Penalty: 'Strafe', Spoils: 'Beute', NextLeaderChoice: 'Nächster Ausspieler', GameOver: 'Spielende',
  },
};

/** A loot id: {good, weight} for simple cards, {special} otherwise. */
export function parseLoot(id) {
  const m = /^(BISCUIT|TOBACCO|RUM|GUNPOWDER)_(\d+)$/.exec(id || '');
  return m ? { good: m[1], weight: +m[2] } : { special: id };
}

function lootTile(id, w) {
  if (id === null || id === undefined) return h('div', { class: 'sw-card sw-back' }, '?');
  const l = parseLoot(id);
  if (l.good) {
    return h('div', { class: `sw-card st-loot st-good-${l.good.toLowerCase()}`, 'data-card': id },
      h('div', { class: 'sw-card-name' }, w(l.good)), h('div', { class: 'st-big' }, l.weight), h('div', { class: 'sw-card-sub' }, w('weight')));
  }
  return h('div', { class: 'sw-card st-loot st-special', 'data-card': id }, h('div', { class: 'st-big' }, w(id)));
}

function trickCard(id, w, extra) {
  if (!id) return h('div', { class: 'sw-card sw-back st-trickcard' }, '?');
  const [colour, n] = String(id).split('_');
  const klab = colour === 'KLAB';
  // the colours are the family's (portroyal-family.css); the Klabautermann has its own
  const face = klab ? 'st-tc-klab' : `${colourClass(colour)} prf-face`;
  return h('div', { class: `sw-card st-trickcard ${face}${extra ? ' ' + extra : ''}`, 'data-card': id },
    h('div', { class: 'st-big' }, n), h('div', { class: 'sw-card-sub' }, klab ? w('klab') : w(colour)));
}

/** A trick card's name in words: "Rot 5", "Klabautermann 1" (the id, RED_5, is never shown). */
export function trickCardName(id, w) {
  const [colour, n] = String(id).split('_');
  return `${colour === 'KLAB' ? w('klab') : w(colour)} ${n}`;
}

function bonusTiles(values, w) {
  return (values || []).map(b => {
    const points = String(b).replace('BONUS_', '');
    return piece('points', `+${points}`, `${w('bonus')} +${points}`, `${w('bonus')} +${points}`);
  });
}

/** Weight, capacity and loot value of a ship, as the rules count them (portroyal-stiche.md §6). */
export function shipFigures(loot, players) {
  let weight = 0, value = 0, capacity = CAPACITY[players] || 18, times = 1;
  for (const id of loot || []) {
    const l = parseLoot(id);
    if (l.good) { weight += l.weight; value += l.weight; continue; }
    const s = SPECIAL[id] || {};
    if (s.delta) { weight += s.delta; value += s.delta; }
    if (s.capacity) capacity += s.capacity;
    if (s.times) times *= s.times;
  }
  return { weight, capacity, value: value * times, sunk: weight > capacity };
}

function seatLabel(ctx, w, seat) {
  if (seat === null || seat === undefined || seat < 0) return w('unknown');
  return `${w('player', seat + 1)}${seat === ctx.seat ? ` (${w('you')})` : ''}`;
}

function phaseText(view, ctx, w) {
  const p = view.phase;
  if (!p) return w('unknown');
  const who = s => seatLabel(ctx, w, s);
  switch (p.type) {
    case 'Auction':
      return `${w('Auction')}: ${p.highBid ? w('highBid', p.highBid, who(p.highBidder)) : w('noBid')}; ${who(p.toAct)} ${w('decides')}`;
    case 'Exchange': case 'TrumpChoice': case 'LeaderChoice':
      return `${w(p.type)}: ${who(p.holder)} ${w('decides')}`;
    case 'PrizeChoice': return `${w('PrizeChoice')}: ${who(p.leader)} ${w('leads')}`;
    case 'TrickPlay': return `${w('TrickPlay')} ${known(view.tricksDone, 0) + 1}/8`;
    case 'Penalty': return `${w('Penalty')}: ${w('offender')} ${who(p.offender)}, ${who(p.chooser)} ${w('chooser')}`;
    case 'Spoils': return `${w('Spoils')}: ${who(p.winner)} ${w('winner')}`;
    case 'NextLeaderChoice': return `${w('NextLeaderChoice')}: ${who(p.winner)} ${w('decides')}`;
    default: return w(p.type);
  }
}

function roundLine(view, ctx, w) {
  const parts = [`${w('round')} ${known(view.round)}/6`];
  if (view.dealer !== null && view.dealer !== undefined) parts.push(`${w('dealer')}: ${seatLabel(ctx, w, view.dealer)}`);
  if (view.trump) parts.push(`${w('trump')}: ${w(view.trump)}`);
  if (view.holder !== null && view.holder !== undefined && view.holder >= 0) {
    parts.push(`${w('holder')}: ${seatLabel(ctx, w, view.holder)}${view.bid ? ` (${w('bid')} ${view.bid}${view.repaid ? ', ' + w('repaid') : ''})` : ''}`);
  }
  if (view.tricksDone !== null && view.tricksDone !== undefined) parts.push(`${w('tricks')}: ${view.tricksDone}/8`);
  return h('div', { class: 'sw-note st-round' }, parts.join(' \u00b7 '));
}

function tableArea(view, ctx, w) {
  const display = (view.display || []).map(id => {
    const tile = lootTile(id, w);
    if (view.bonusCarrier && view.bonusCarrier === id && view.bonusUnderCount) {
      tile.appendChild(h('div', { class: 'sw-card-sub st-under' }, w('under', view.bonusUnderCount)));
    }
    return clickable(tile, ctx, legalWhere(ctx, a => a.type === 'ChoosePrize' && a.loot === id));
  });
  const piles = h('div', { class: 'sw-row' },
    h('div', { class: 'sw-pile' }, w('lootDeck'), h('b', null, known(view.lootDeckSize))),
    h('div', { class: 'sw-pile' }, w('bonusDeck'), h('b', null, known(view.bonusDeckSize))));
  return area(w('display'), 'st-display', h('div', { class: 'sw-row' }, piles, display),
    view.faceUp && view.faceUp.length ? [h('div', { class: 'sw-muted' }, w('faceUp')), h('div', { class: 'sw-row sw-small' }, view.faceUp.map(c => trickCard(c, w)))] : null);
}

function trickArea(view, ctx, w) {
  const p = view.phase;
  const trick = p && (p.type === 'TrickPlay' || p.type === 'Penalty') ? p.trick : null;
  if (!trick) return null;
  const plays = (trick.plays || []).map(pc => h('div', { class: 'st-play' },
    trickCard(pc.card, w), h('div', { class: 'sw-card-sub' }, seatLabel(ctx, w, pc.seat)),
    pc.markerPlaced ? h('div', { class: 'sw-card-sub' }, w('marker')) : null));
  return area(`${w('trick')} \u2013 ${w('prize')}`, 'st-trick',
    h('div', { class: 'sw-row' }, lootTile(trick.prize, w), h('div', { class: 'st-plays sw-row' }, plays.length ? plays : h('span', { class: 'sw-muted' }, w('noTrick')))));
}

function spoilsArea(view, ctx, w) {
  const p = view.phase;
  if (!p || p.type !== 'Spoils') return null;
  const loot = p.loot ? lootTile(p.loot, w) : null;
  const pending = view.pendingBonusCount ? h('div', { class: 'sw-note' }, `${w('pending')}: ${view.pendingBonusCount} `, bonusTiles(view.pendingBonus, w)) : null;
  if (!loot && !pending) return null;
  return area(w('Spoils'), 'st-spoils', h('div', { class: 'sw-row' }, loot), pending);
}

function handArea(view, ctx, w) {
  if (ctx.seat === undefined || ctx.seat === null || ctx.seat < 0 || !view.hand) return null;
  const hand = view.hand.map(id => clickable(trickCard(id, w), ctx,
    legalWhere(ctx, a => (a.type === 'Play' && a.card === id) || (a.type === 'LayAside' && (a.first === id || a.second === id)))));
  return area(w('hand'), 'st-hand sw-private sw-mine',
    h('div', { class: 'sw-row' }, hand.length ? hand : h('span', { class: 'sw-muted' }, w('none'))),
    view.aside && view.aside.length ? [h('div', { class: 'sw-muted' }, w('aside')), h('div', { class: 'sw-row sw-small' }, view.aside.map(c => trickCard(c, w)))] : null);
}

function shipBox(view, ctx, w, seat, i, ship, players) {
  const good = GOODS[i];
  if (!ship) return h('div', { class: `st-ship ${pieceClass('ship')}` }, w(good), ' ?');
  const f = shipFigures(ship.loot, players);
  const bonus = ship.bonus && ship.bonus.length ? bonusTiles(ship.bonus, w) : ship.bonusCount ? [h('span', { class: 'sw-muted' }, w('bonusHidden', ship.bonusCount))] : [];
  const node = h('div', { class: `st-ship ${pieceClass('ship')} st-good-${good.toLowerCase()}${f.sunk ? ' st-sunk' : ''}` },
    h('div', { class: 'sw-card-name' }, w(good)),
    h('div', { class: 'sw-card-sub' }, `${f.weight}/${f.capacity} ${w('weight')} \u00b7 ${w('value')} ${f.value}${f.sunk ? ' \u00b7 ' + w('sunk') : ''}`),
    h('div', { class: 'sw-row' }, (ship.loot || []).map(id => clickable(h('span', { class: 'st-chip', 'data-card': id }, w(parseLoot(id).good ? String(parseLoot(id).weight) : id)), ctx,
      legalWhere(ctx, a => a.loot === id && ((a.type === 'TakePenaltyCard' && view.phase && view.phase.offender === seat) ||
        ((a.type === 'RemoveLoot' || a.type === 'MoveLoot') && seat === ctx.seat))))), bonus));
  if (seat === ctx.seat) clickable(node, ctx, legalWhere(ctx, a => (a.type === 'Load' || a.type === 'PlaceBonus') && a.ship === good));
  return node;
}

function seatArea(view, ctx, w, seat, players) {
  const s = view.seats[seat];
  if (!s) return seatPanel(ctx, seat, seatHeader(ctx, seat, w), w('unknown'));
  const tags = [];
  if (view.dealer === seat) tags.push(h('span', { class: 'sw-tag' }, w('dealer')));
  if (view.holder === seat) tags.push(h('span', { class: 'sw-tag' }, w('holder')));
  const panel = seatPanel(ctx, seat, seatHeader(ctx, seat, w, ...tags),
    h('div', { class: 'sw-stats' }, stat(w('debt'), known(s.debt), 'debt'), stat(w('handSize'), known(s.handSize), 'hand')),
    s.markers && s.markers.length ? h('div', { class: 'sw-note' }, `${w('voids')}: ${s.markers.map(c => w(c)).join(', ')}`) : null,
    s.exposed && s.exposed.length ? h('div', { class: 'sw-note' }, `${w('exposed')}: ${s.exposed.map(c => w(c)).join(', ')}`) : null,
    s.keptRemoveOne ? h('div', { class: 'sw-note' }, w('keptRemove')) : null,
    s.removedBonusCount ? h('div', { class: 'sw-note' }, `${w('removed')}: ${s.removedBonusCount} `, bonusTiles(s.removedBonus, w)) : null,
    h('div', { class: 'st-ships' }, (s.ships || []).map((ship, i) => shipBox(view, ctx, w, seat, i, ship, players))));
  const name = legalWhere(ctx, a => a.type === 'NameLeader' && a.seat === seat);
  if (name.length) panel.appendChild(clickable(h('div', { class: 'sw-tag' }, w('leads')), ctx, name));
  return panel;
}

export function renderBoard(view, ctx) {
  const w = boardWords(ctx.lang, WORDS);
  if (!view) return root(ctx, w('unknown'));
  const seats = view.seats || [];
  const helpText = PHASE_HELP[ctx.lang === 'de' ? 'de' : 'en'][view.phase ? view.phase.type : ''];
  const help = helpText && ctx.lang === 'en-XA' ? `[${helpText}~]` : helpText; // the tests' pseudo-language
  return root(ctx,
    phaseLine(w, phaseText(view, ctx, w), help ? h('div', { class: 'sw-muted' }, help) : null),
    roundLine(view, ctx, w),
    trickArea(view, ctx, w),
    spoilsArea(view, ctx, w),
    handArea(view, ctx, w),
    tableArea(view, ctx, w),
    h('div', { class: 'sw-seats' }, seats.map((_, seat) => seatArea(view, ctx, w, seat, seats.length))),
    view.played && view.played.length ? area(w('played'), 'st-played', h('div', { class: 'sw-note' }, view.played.map(c => trickCardName(c, w)).join(', '))) : null);
}
