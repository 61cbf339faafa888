// Board of Port Royal unterwegs: draw pile, harbour, discard pile, and each seat's coins, persons and tucked ships.
// Clicking the draw pile reveals; clicking a harbour card trades or hires it; clicking the revealed ship repels it.
import { h, boardWords, seatHeader, seatPanel, phaseLine, area, sameJson, legalWhere, clickable, root, known } from './common.js';
import { piece, mark, pieceStat, pieceClass, colourClass } from './portroyal-family.js';

const WORDS = {
  en: {
    harbor: 'Harbour', draw: 'Draw pile', discard: 'Discard pile', shuffles: 'reshuffled', display: 'Persons',
    tucked: 'Ships under wholesalers', noCards: 'no cards', target: 'Influence to win',
    Discover: 'Discover', RepelOrAccept: 'Repel or accept the ship', TradeAndHire: 'Trade & hire', GameOver: 'Game over',
    stalled: '(stalled)', revealedShip: 'Revealed ship', endTriggered: 'Last round: someone reached the target',
    slot: (who, taken, allowance) => `${who} takes cards (${taken} taken, ${allowance} left)`,
    shipName: c => `${c} ship`, ship: 'Ship', tax: 'Tax increase', skull: 'skull', coinsPerTrade: 'coins', cost: 'cost',
    WHOLESALER: 'Wholesaler', SAILOR: 'Sailor', PIRATE: 'Pirate', PASSENGER: 'Passenger',
    YELLOW: 'yellow', BLUE: 'blue', GREEN: 'green', RED: 'red', BLACK: 'black',
    top: 'on top of the discard pile', reveal: 'reveal', quiet: 'Quiet turns',
  },
  de: {
    harbor: 'Hafenauslage', draw: 'Nachziehstapel', discard: 'Ablagestapel', shuffles: 'neu gemischt', display: 'Personen',
    tucked: 'Schiffe unter Großhändlern', noCards: 'keine Karten', target: 'Einfluss zum Sieg',
    Discover: 'Entdecken', RepelOrAccept: 'Schiff abwehren oder annehmen', TradeAndHire: 'Handeln & Heuern', GameOver: 'Spielende',
    stalled: '(steckt fest)', revealedShip: 'Aufgedecktes Schiff', endTriggered: 'Letzte Runde: jemand hat das Ziel erreicht',
    slot: (who, taken, allowance) => `${who} nimmt Karten (${taken} genommen, noch ${allowance})`,
    shipName: c => `Schiff ${c}`, ship: 'Schiff', tax: 'Steuererhöhung', skull: 'Totenkopf', coinsPerTrade: 'Münzen', cost: 'Kosten',
    WHOLESALER: 'Großhändler', SAILOR: 'Matrose', PIRATE: 'Pirat', PASSENGER: 'Passagier',
    YELLOW: 'gelb', BLUE: 'blau', GREEN: 'grün', RED: 'rot', BLACK: 'schwarz',
    top: 'oben auf dem Ablagestapel', reveal: 'aufdecken', quiet: 'Ruhige Züge',
  },
};

/** One card of the game as a tile: ships show swords (or the skull) and coins, persons cost, influence, swords. */
export function cardTile(card, w, extraClass) {
  if (!card) return h('div', { class: 'sw-card sw-back' }, '?');
  const type = String(card.type).toLowerCase();
  const kind = { ship: 'ship', person: 'person', tax: 'tax' }[type];
  const cls = ['sw-card', `pr-${type}`, kind ? pieceClass(kind) : '', colourClass(card.colour), extraClass || '']
    .filter(Boolean).join(' ');
  if (card.type === 'Ship') {
    return h('div', { class: cls, 'data-card': card.id },
      h('div', { class: 'sw-card-name' }, w('shipName', w(card.colour))),
      h('div', { class: 'sw-row' },
        card.skull ? mark('skull', w('skull')) : piece('sword', card.swords, w('swords')),
        piece('coin', card.coins, w('coins'), w('coinsN', card.coins))));
  }
  if (card.type === 'Person') {
    const ability = card.ability || card.kind;
    return h('div', { class: cls, 'data-card': card.id },
      h('div', { class: 'sw-card-name' }, w(ability)),
      card.colour ? h('div', { class: 'sw-card-sub' }, w(card.colour)) : null,
      h('div', { class: 'sw-row' },
        piece('cost', card.cost, w('cost')),
        piece('points', card.influence, w('influence')),
        card.swords ? piece('sword', card.swords, w('swords')) : null));
  }
  if (card.type === 'Tax') return h('div', { class: cls, 'data-card': card.id }, h('div', { class: 'sw-card-name' }, w('tax')));
  return h('div', { class: cls }, String(card.type));
}

function phaseText(view, ctx, w, seatLabel) {
  const p = view.phase;
  if (!p) return w('unknown');
  if (p.type === 'TradeAndHire') {
    const n = view.players ? view.players.length : 0;
    const seat = view.active === null || !n ? null : (view.active + p.slot) % n;
    return `${w('TradeAndHire')}: ${w('slot', seat === null ? '?' : seatLabel(seat), p.taken, p.allowance)}`;
  }
  if (p.type === 'GameOver') return `${w('GameOver')}${p.stalled ? ' ' + w('stalled') : ''}`;
  return w(p.type);
}

function harbourArea(view, ctx, w) {
  const cards = view.harbor;
  const tiles = (cards || []).map(card => clickable(cardTile(card, w), ctx,
    legalWhere(ctx, a => (a.type === 'Trade' && sameJson(a.ship, card)) || (a.type === 'Hire' && sameJson(a.person, card)))));
  return area(w('harbor'), 'pr-harbor', h('div', { class: 'sw-row' }, cards === null ? w('unknown') : tiles.length ? tiles : h('span', { class: 'sw-muted' }, w('noCards'))));
}

function pilesArea(view, ctx, w) {
  const draw = h('div', { class: 'sw-pile pr-draw' }, w('draw'), h('b', null, known(view.drawCount)),
    view.shuffles ? h('span', { class: 'sw-muted' }, `${view.shuffles}\u00d7 ${w('shuffles')}`) : null);
  clickable(draw, ctx, legalWhere(ctx, a => a.type === 'Reveal'));
  const discard = view.discard;
  // the view lists the discard pile top first (UnterwegsView.discard)
  const top = discard && discard.length ? cardTile(discard[0], w, 'sw-small') : null;
  const parts = [draw, h('div', { class: 'sw-pile pr-discard' }, w('discard'), h('b', null, discard ? discard.length : '?')),
    top ? h('div', { class: 'pr-revealed-box' }, h('div', { class: 'sw-muted' }, w('top')), top) : null];
  const phase = view.phase;
  if (phase && phase.type === 'RepelOrAccept') {
    const ship = cardTile(phase.ship, w, 'pr-revealed');
    clickable(ship, ctx, legalWhere(ctx, a => a.type === 'Repel'));
    parts.push(h('div', { class: 'pr-revealed-box' }, h('div', { class: 'sw-muted' }, w('revealedShip')), ship));
  }
  return h('div', { class: 'sw-row pr-piles' }, parts);
}

function seatArea(view, ctx, w, seat) {
  const p = view.players[seat];
  if (!p) return seatPanel(ctx, seat, seatHeader(ctx, seat, w), w('unknown'));
  const tags = [];
  if (view.startPlayer === seat) tags.push(h('span', { class: 'sw-tag' }, w('startPlayer')));
  if (view.active === seat) tags.push(h('span', { class: 'sw-tag' }, w('active')));
  return seatPanel(ctx, seat,
    seatHeader(ctx, seat, w, ...tags),
    h('div', { class: 'sw-stats' },
      pieceStat('coin', w('coins'), known(p.coins), 'coins'), pieceStat('points', w('influence'), known(p.influence), 'influence'),
      pieceStat('sword', w('swords'), known(p.swords), 'swords')),
    h('div', { class: 'sw-muted' }, w('display')),
    h('div', { class: 'sw-row sw-small' }, (p.display || []).map(c => cardTile(c, w))),
    p.tucked && p.tucked.length ? [h('div', { class: 'sw-muted' }, w('tucked')),
      h('div', { class: 'sw-row sw-small' }, p.tucked.map(c => cardTile(c, w)))] : null);
}

export function renderBoard(view, ctx) {
  const w = boardWords(ctx.lang, WORDS);
  if (!view) return root(ctx, w('unknown'));
  const players = view.players || [];
  const label = seat => `${w('player', seat + 1)}${seat === ctx.seat ? ` (${w('you')})` : ''}`;
  const target = view.options ? view.options.influenceTarget : null;
  return root(ctx,
    phaseLine(w, phaseText(view, ctx, w, label),
      view.endTriggered ? h('div', { class: 'pr-end' }, w('endTriggered')) : null),
    h('div', { class: 'sw-note' }, target ? `${w('target')}: ${target}` : null),
    pilesArea(view, ctx, w),
    harbourArea(view, ctx, w),
    h('div', { class: 'sw-seats' }, players.map((_, seat) => seatArea(view, ctx, w, seat))));
}
