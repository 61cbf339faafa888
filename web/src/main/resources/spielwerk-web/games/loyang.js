// Board of At the Gates of Loyang: the path of prosperity, the courtyard and piles, and each player's fields
// (planted good, harvest left), market stalls, regular and casual customers, helpers, shop, cart, storehouse, cash
// and loans; the seat's own hand and assigned customer marked as private. Cards are numbered in the view; the
// tables below (from loyang/src/main/resources/.../cards.csv and fields.csv) say what each number is.
import { h, boardWords, seatHeader, seatPanel, badge, stat, phaseLine, area, legalWhere, clickable, root, known } from './common.js';

// id,kind,count,plots,goods,bowls,payments,price,blueDot,helper: expanded by count, the card numbers are 0..n-1.
const CARD_ROWS =
  'CF3,FIELD,2,3,WPTCBL,,,2,false, CF4,FIELD,2,4,WPTCB,,,2,false, CF5,FIELD,2,5,WPTC,,,2,false, ' +
  'MS01,STALL,1,,PBL,122,,,false, MS02,STALL,1,,WPT,111,,,false, MS03,STALL,1,,CBL,122,,,false, ' +
  'MS04,STALL,1,,WPC,111,,,false, MS05,STALL,1,,TBL,122,,,false, MS06,STALL,1,,WPB,112,,,false, ' +
  'MS07,STALL,1,,TCL,112,,,false, MS08,STALL,1,,WTC,111,,,false, MS09,STALL,1,,WTB,112,,,false, ' +
  'MS10,STALL,1,,PCL,112,,,false, MS11,STALL,1,,WCB,112,,,false, MS12,STALL,1,,PTL,112,,,false, ' +
  'MS13,STALL,1,,WBL,122,,,false, MS14,STALL,1,,PTC,111,,,false, RC-WP,REGULAR,1,,WP,,2/3/4/5,,true, ' +
  'RC-WT,REGULAR,1,,WT,,3/4/5/6,,true, RC-WC,REGULAR,1,,WC,,3/4/5/6,,false, RC-WB,REGULAR,1,,WB,,4/5/6/7,,false, ' +
  'RC-PT,REGULAR,1,,PT,,4/5/6/7,,true, RC-PC,REGULAR,1,,PC,,4/5/6/7,,false, RC-PB,REGULAR,1,,PB,,5/6/7/8,,false, ' +
  'RC-PL,REGULAR,1,,PL,,5/6/7/8,,false, RC-TC,REGULAR,1,,TC,,5/6/7/8,,true, RC-TB,REGULAR,1,,TB,,6/7/8/9,,false, ' +
  'RC-TL,REGULAR,1,,TL,,6/7/8/9,,false, RC-CB,REGULAR,1,,CB,,6/7/8/9,,false, RC-CL,REGULAR,1,,CL,,6/7/8/9,,false, ' +
  'RC-BL,REGULAR,1,,BL,,7/8/9/10,,false, CC-WPT,CASUAL,1,,WPT,,,7,false, CC-CBL,CASUAL,1,,CBL,,,12,false, ' +
  'CC-WPC,CASUAL,1,,WPC,,,7,false, CC-TBL,CASUAL,1,,TBL,,,12,false, CC-WPB,CASUAL,1,,WPB,,,8,false, ' +
  'CC-TCL,CASUAL,1,,TCL,,,11,false, CC-WTC,CASUAL,1,,WTC,,,8,false, CC-PBL,CASUAL,1,,PBL,,,11,false, ' +
  'CC-WTB,CASUAL,1,,WTB,,,9,false, CC-PCL,CASUAL,1,,PCL,,,10,false, CC-WCB,CASUAL,1,,WCB,,,9,false, ' +
  'CC-PTL,CASUAL,1,,PTL,,,10,false, CC-WBL,CASUAL,1,,WBL,,,10,false, CC-PTC,CASUAL,1,,PTC,,,9,false, ' +
  'TOUT,HELPER,1,,,,,,false,TOUT OFFICIAL,HELPER,1,,,,,,false,OFFICIAL ERRAND_BOY,HELPER,1,,,,,,false,ERRAND_BOY ' +
  'BOOKKEEPER,HELPER,1,,,,,,false,BOOKKEEPER HARVEST_HELPER,HELPER,1,,,,,,false,HARVEST_HELPER ' +
  'HAGGLER,HELPER,1,,,,,,false,HAGGLER LORD,HELPER,1,,,,,,false,LORD TRADER,HELPER,3,,,,,,false,TRADER ' +
  'CHARLATAN,HELPER,1,,,,,,false,CHARLATAN SHOPPER,HELPER,1,,,,,,false,SHOPPER ' +
  'MERCHANT,HELPER,1,,,,,,false,MERCHANT DELIVERYMAN,HELPER,1,,,,,,false,DELIVERYMAN MAID,HELPER,1,,,,,,false,MAID ' +
  'MARKET_CRIER,HELPER,1,,,,,,false,MARKET_CRIER MARKET_WOMAN,HELPER,1,,,,,,false,MARKET_WOMAN ' +
  'TENANT,HELPER,1,,,,,,false,TENANT PLOUGHMAN,HELPER,1,,,,,,false,PLOUGHMAN ' +
  'SELF_SUPPLIER,HELPER,1,,,,,,false,SELF_SUPPLIER SALESWOMAN,HELPER,1,,,,,,false,SALESWOMAN';
// The private field kinds follow the action cards: id,home,plots,goods.
const FIELD_ROWS = 'HOME,true,9,WPT F3,false,3,WPTCBL F4,false,4,WPTCB F5,false,5,WPTC F6,false,6,WPT';
// Cost of entering path space 1..20 with a step that is not the round's first (the first costs 1).
const PATH = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const GOODS = ['wheat', 'pumpkin', 'turnip', 'cabbage', 'bean', 'leek'];
const LETTER = { W: 'wheat', P: 'pumpkin', T: 'turnip', C: 'cabbage', B: 'bean', L: 'leek' };

/** The catalogue: card number -> {id, kind, plots, goods, bowls, payments, price, helper, home}. */
export const CATALOGUE = (() => {
  const out = [];
  for (const row of CARD_ROWS.trim().split(/\s+/)) {
    const [id, kind, count, plots, goods, bowls, payments, price, blueDot, helper] = row.split(',');
    const spec = {
      id, kind, plots: +plots || 0, goods: [...goods].map(l => LETTER[l]), bowls: [...bowls].map(Number),
      payments: payments ? payments.split('/').map(Number) : [], price: +price || 0, blueDot: blueDot === 'true', helper: helper || null,
    };
    for (let i = 0; i < +count; i++) out.push(spec);
  }
  for (const row of FIELD_ROWS.split(' ')) {
    const [id, home, plots, goods] = row.split(',');
    out.push({ id, kind: 'PRIVATE', home: home === 'true', plots: +plots, goods: [...goods].map(l => LETTER[l]) });
  }
  return out;
})();

const WORDS = {
  en: {
    round: 'Round', path: 'Path of prosperity', nextStep: 'next step costs', courtyard: 'Courtyard', draw: 'Draw pile',
    discard: 'Discard pile', cash: 'Cash', loans: 'Loans', space: 'Path', hand: 'Hand', handCount: 'cards in hand',
    fields: 'Fields', stalls: 'Market stalls', regulars: 'Regular customers', casuals: 'Casual customers', helpers: 'Helpers',
    shop: 'Shop', cart: 'Cart', store: 'Storehouse', bigStore: 'big', stack: 'Private stack', removed: 'removed',
    home: 'Home field', privateField: 'Field', commonField: 'Common field', stall: 'Stall', regular: 'Regular customer',
    casual: 'Casual customer', empty: 'empty', left: 'left', fresh: 'new', pays: 'pays', wants: 'wants',
    plots: 'plots', row: 'rows filled', next: 'next pays', red: 'red marker', delivered: 'delivered', due: 'due this round', under: 'card under it',
    assigned: 'Beginner customer (yours)', hasAssigned: 'holds a beginner customer', done: 'done', order: 'Order',
    firstStart: 'First start player', secondStart: 'Second start player', fromRound: r => `from round ${r}`,
    cost: 'costs', forGoods: n => `for ${n}`, goodsCount: n => `${n} good${n === 1 ? '' : 's'}`,
    wheat: 'wheat', pumpkin: 'pumpkin', turnip: 'turnip', cabbage: 'cabbage', bean: 'beans', leek: 'leek',
    count_wheat: n => `${n} wheat`, count_pumpkin: n => `${n} pumpkin${n === 1 ? '' : 's'}`, count_turnip: n => `${n} turnip${n === 1 ? '' : 's'}`,
    count_cabbage: n => `${n} cabbage${n === 1 ? '' : 's'}`, count_bean: n => `${n} bean${n === 1 ? '' : 's'}`, count_leek: n => `${n} leek${n === 1 ? '' : 's'}`,
    SowingHome: 'Setup: sowing the home field', HarvestTurn: 'Harvest', Drafting: 'Card phase', ChoosingPartner: 'Choosing a partner',
    Acting: 'Action phase', GameOver: 'Game over', ACTIONS: 'actions', STORING: 'storing goods', ADVANCING: 'steps on the path',
    TOUT: 'Tout', OFFICIAL: 'Official', ERRAND_BOY: 'Errand boy', BOOKKEEPER: 'Bookkeeper', HARVEST_HELPER: 'Harvest helper',
    HAGGLER: 'Haggler', LORD: 'Lord of the manor', TRADER: 'Trader', CHARLATAN: 'Charlatan', SHOPPER: 'Shopper',
    MERCHANT: 'Merchant', DELIVERYMAN: 'Deliveryman', MAID: 'Maid', MARKET_CRIER: 'Market crier', MARKET_WOMAN: 'Market woman',
    TENANT: 'Tenant', PLOUGHMAN: 'Ploughman', SELF_SUPPLIER: 'Self-supplier', SALESWOMAN: 'Saleswoman',
    fx_TOUT: 'swap or buy a casual customer', fx_OFFICIAL: 'double pack free', fx_ERRAND_BOY: 'deliver regulars twice',
    fx_BOOKKEEPER: 'reset shop, cash per field', fx_HARVEST_HELPER: 'extra harvest or +1 when sowing', fx_HAGGLER: '2 goods for 1 price',
    fx_LORD: 'take more courtyard cards', fx_TRADER: "trade at another's stall", fx_CHARLATAN: "swap for another's helper",
    fx_SHOPPER: 'buy from supply for 2 less', fx_MERCHANT: '1 cash per needed good', fx_DELIVERYMAN: "deliver to another's regular",
    fx_MAID: '2-bowl goods cost 1', fx_MARKET_CRIER: 'refill stalls or sell stall goods', fx_MARKET_WOMAN: 'swap and refill a stall',
    fx_TENANT: 'take a field from your stack', fx_PLOUGHMAN: 'clear or harvest fields', fx_SELF_SUPPLIER: "take goods from another's field",
    fx_SALESWOMAN: 'casual customers pay more',
  },
  de: {
    round: 'Runde', path: 'Wohlstandspfad', nextStep: 'nächster Schritt kostet', courtyard: 'Hof', draw: 'Nachziehstapel',
    discard: 'Ablagestapel', cash: 'Käsch', loans: 'Kredite', space: 'Pfad', hand: 'Hand', handCount: 'Handkarten',
    fields: 'Felder', stalls: 'Marktstände', regulars: 'Stammkunden', casuals: 'Laufkunden', helpers: 'Helfer',
    shop: 'Laden', cart: 'Karren', store: 'Lagerhaus', bigStore: 'groß', stack: 'Privater Stapel', removed: 'entfernt',
    home: 'Stammfeld', privateField: 'Feld', commonField: 'Allgemeines Feld', stall: 'Marktstand', regular: 'Stammkunde',
    casual: 'Laufkunde', empty: 'leer', left: 'übrig', fresh: 'neu', pays: 'zahlt', wants: 'will',
    plots: 'Parzellen', row: 'Reihen gefüllt', next: 'zahlt als Nächstes', red: 'roter Marker', delivered: 'beliefert', due: 'diese Runde fällig', under: 'Karte darunter',
    assigned: 'Anfängerkunde (deiner)', hasAssigned: 'hat einen Anfängerkunden', done: 'fertig', order: 'Reihenfolge',
    firstStart: 'Erster Startspieler', secondStart: 'Zweiter Startspieler', fromRound: r => `seit Runde ${r}`,
    cost: 'kostet', forGoods: n => `für ${n}`, goodsCount: n => `${n} Ware${n === 1 ? '' : 'n'}`,
    wheat: 'Weizen', pumpkin: 'Kürbis', turnip: 'Rübe', cabbage: 'Chinakohl', bean: 'Bohnen', leek: 'Lauch',
    count_wheat: n => `${n} Weizen`, count_pumpkin: n => `${n} ${n === 1 ? 'Kürbis' : 'Kürbisse'}`, count_turnip: n => `${n} ${n === 1 ? 'Rübe' : 'Rüben'}`,
    count_cabbage: n => `${n} Chinakohl`, count_bean: n => `${n} ${n === 1 ? 'Bohne' : 'Bohnen'}`, count_leek: n => `${n} Lauch`,
    SowingHome: 'Vorbereitung: Stammfeld besäen', HarvestTurn: 'Ernte', Drafting: 'Kartenphase', ChoosingPartner: 'Partnerwahl',
    Acting: 'Aktionsphase', GameOver: 'Spielende', ACTIONS: 'Aktionen', STORING: 'Waren lagern', ADVANCING: 'Schritte auf dem Pfad',
    TOUT: 'Abwerber', OFFICIAL: 'Beamter', ERRAND_BOY: 'Botenjunge', BOOKKEEPER: 'Buchhalter', HARVEST_HELPER: 'Erntehelfer',
    HAGGLER: 'Feilscher', LORD: 'Gutsherr', TRADER: 'Händler', CHARLATAN: 'Hochstapler', SHOPPER: 'Käufer',
    MERCHANT: 'Kaufmann', DELIVERYMAN: 'Lieferant', MAID: 'Magd', MARKET_CRIER: 'Marktschreier', MARKET_WOMAN: 'Marktweib',
    TENANT: 'Pächter', PLOUGHMAN: 'Pflüger', SELF_SUPPLIER: 'Selbstversorger', SALESWOMAN: 'Verkäuferin',
    fx_TOUT: 'Laufkunden tauschen oder kaufen', fx_OFFICIAL: 'Doppelpack gratis', fx_ERRAND_BOY: 'Stammkunden doppelt beliefern',
    fx_BOOKKEEPER: 'Laden auffüllen, Käsch je Feld', fx_HARVEST_HELPER: 'Extraernte oder +1 beim Säen', fx_HAGGLER: '2 Waren zum Preis von 1',
    fx_LORD: 'mehr Hofkarten nehmen', fx_TRADER: 'an fremdem Stand tauschen', fx_CHARLATAN: 'gegen fremden Helfer tauschen',
    fx_SHOPPER: 'aus dem Vorrat 2 billiger', fx_MERCHANT: '1 Käsch je benötigter Ware', fx_DELIVERYMAN: 'fremden Stammkunden beliefern',
    fx_MAID: '2-Schalen-Waren kosten 1', fx_MARKET_CRIER: 'Stände auffüllen oder Standwaren verkaufen', fx_MARKET_WOMAN: 'Stand tauschen und auffüllen',
    fx_TENANT: 'Feld aus dem Stapel nehmen', fx_PLOUGHMAN: 'Felder räumen oder abernten', fx_SELF_SUPPLIER: 'Waren von fremdem Feld nehmen',
    fx_SALESWOMAN: 'Laufkunden zahlen mehr',
  },
};

const spec = n => (typeof n === 'number' && n >= 0 ? CATALOGUE[n] : null);
const goodKey = g => (g ? String(g).toLowerCase() : null);

/** "1 Bohne", "3 Bohnen": a number of goods with the noun in the right number (never "1 Bohnen"). */
export function goodCount(w, good, n) {
  return w(`count_${good}`, n);
}

function goodChip(w, good, n, cls) {
  return h('span', { class: `ly-good ly-${good}${cls ? ' ' + cls : ''}`, title: w(good) }, n === undefined ? w(good) : goodCount(w, good, n));
}

/** A Goods object ({wheat: 2, ...}) as chips of the goods it holds. */
function goodsRow(w, goods, empty) {
  if (!goods) return h('span', { class: 'sw-muted' }, '?');
  const chips = GOODS.filter(g => goods[g]).map(g => goodChip(w, g, goods[g]));
  return chips.length ? h('span', { class: 'sw-row ly-goods' }, chips) : h('span', { class: 'sw-muted' }, empty || w('empty'));
}

/** Any action card or field (by number) as a tile. */
export function cardTile(w, n, extra) {
  const s = spec(n);
  if (!s) return h('div', { class: 'sw-card sw-back' }, n === null || n === undefined || n < 0 ? '?' : `#${n}`);
  const cls = `sw-card ly-card ly-${s.kind.toLowerCase()}${extra ? ' ' + extra : ''}`;
  switch (s.kind) {
    case 'FIELD': case 'PRIVATE':
      return h('div', { class: cls, 'data-card': n },
        h('div', { class: 'sw-card-name' }, s.home ? w('home') : s.kind === 'FIELD' ? w('commonField') : w('privateField')),
        h('div', { class: 'sw-card-sub' }, `${s.plots} ${w('plots')}${s.kind === 'FIELD' ? ` \u00b7 ${w('cost')} ${s.price}` : ''}`),
        h('div', { class: 'sw-row' }, s.goods.map(g => goodChip(w, g, undefined, 'ly-mini'))));
    case 'STALL':
      return h('div', { class: cls, 'data-card': n }, h('div', { class: 'sw-card-name' }, w('stall')),
        s.goods.map((g, i) => h('div', { class: 'sw-card-sub' }, goodChip(w, g, undefined, 'ly-mini'), ` ${w('forGoods', w('goodsCount', s.bowls[i]))}`)));
    case 'REGULAR':
      return h('div', { class: cls, 'data-card': n }, h('div', { class: 'sw-card-name' }, w('regular')),
        h('div', { class: 'sw-row' }, s.goods.map(g => goodChip(w, g, undefined, 'ly-mini'))),
        h('div', { class: 'sw-card-sub' }, `${w('pays')} ${s.payments.join(' / ')}`));
    case 'CASUAL':
      return h('div', { class: cls, 'data-card': n }, h('div', { class: 'sw-card-name' }, w('casual')),
        h('div', { class: 'sw-row' }, s.goods.map(g => goodChip(w, g, undefined, 'ly-mini'))),
        h('div', { class: 'sw-row' }, badge('coin', s.price, w('pays'))));
    case 'HELPER':
      return h('div', { class: cls, 'data-card': n }, h('div', { class: 'sw-card-name' }, w(s.helper)),
        h('div', { class: 'sw-card-sub' }, w('fx_' + s.helper)));
    default:
      return h('div', { class: cls }, s.id);
  }
}

function seatLabel(ctx, w, seat) {
  if (seat === null || seat === undefined || seat < 0) return '?';
  return `${w('player', seat + 1)}${seat === ctx.seat ? ` (${w('you')})` : ''}`;
}

function phaseText(view, ctx, w) {
  const p = view.phase;
  if (!p) return w('unknown');
  const who = s => seatLabel(ctx, w, s);
  switch (p.type) {
    case 'SowingHome': case 'HarvestTurn': case 'Drafting': return `${w(p.type)}: ${who(p.seat)}`;
    case 'ChoosingPartner': return `${w(p.type)}: ${who(view.firstStart)}`;
    case 'Acting': {
      const seat = view.order && p.turn !== null ? view.order[p.turn] : null;
      return `${w('Acting')}: ${who(seat)} (${w(p.stage)})`;
    }
    default: return w(p.type);
  }
}

function nextStepCost(p, view) {
  // The first step of a round costs 1, every further step the value of the space entered.
  const steps = view.phase && view.phase.type === 'Acting' ? view.phase.steps : 0;
  if (p.space === null || p.space === undefined || p.space >= PATH.length) return null;
  return steps ? PATH[p.space] : 1;
}

function pathArea(view, ctx, w) {
  const players = view.players || [];
  const cells = [];
  for (let space = 1; space <= PATH.length; space++) {
    const here = players.map((p, seat) => (p && p.space === space ? seat : -1)).filter(s => s >= 0);
    cells.push(h('div', { class: `ly-space${here.length ? ' ly-occupied' : ''}` }, h('div', { class: 'ly-space-n' }, space),
      here.map(seat => h('span', { class: `ly-token ly-seat-${seat}`, title: seatLabel(ctx, w, seat) }, seat + 1))));
  }
  const node = area(w('path'), 'ly-path', h('div', { class: 'ly-track' }, cells));
  return clickable(node, ctx, legalWhere(ctx, a => a.type === 'Advance'));
}

function tableArea(view, ctx, w) {
  const draw = clickable(h('div', { class: 'sw-pile' }, w('draw'), h('b', null, known(view.drawCount))), ctx, legalWhere(ctx, a => a.type === 'Reveal'));
  const discard = h('div', { class: 'sw-pile' }, w('discard'), h('b', null, view.discard ? view.discard.length : '?'));
  const court = (view.courtyard || []).map(n => clickable(cardTile(w, n), ctx, legalWhere(ctx, a => a.type === 'TakeFromCourtyard' && a.card === n)));
  return area(w('courtyard'), 'ly-courtyard', h('div', { class: 'sw-row' }, draw, discard, court));
}

function fieldTile(view, ctx, w, seat, f, i) {
  const s = spec(f.card) || {};
  const good = goodKey(f.good);
  const node = h('div', { class: `sw-card ly-field${good ? ' ly-bg-' + good : ''}`, 'data-card': f.card },
    h('div', { class: 'sw-card-name' }, s.home ? w('home') : s.kind === 'FIELD' ? w('commonField') : w('privateField')),
    h('div', { class: 'sw-card-sub' }, `${known(s.plots)} ${w('plots')}${f.fresh ? ' \u00b7 ' + w('fresh') : ''}`),
    good ? h('div', { class: 'ly-harvest' }, typeof f.count === 'number' ? `${goodCount(w, good, f.count)} ${w('left')}` : `? ${w(good)} ${w('left')}`)
      : h('div', { class: 'sw-row' }, (s.goods || []).map(g => goodChip(w, g, undefined, 'ly-mini'))),
    f.under >= 0 ? h('div', { class: 'sw-card-sub' }, w('under')) : null);
  if (seat === ctx.seat) {
    clickable(node, ctx, legalWhere(ctx, a => (a.type === 'Sow' || a.type === 'HarvestAgain' || a.type === 'PloughField') && a.field === i));
  }
  return node;
}

function regularTile(view, ctx, w, seat, r, i) {
  const node = cardTile(w, r.card);
  const next = (spec(r.card) || {}).payments ? spec(r.card).payments[r.rows] : undefined;
  node.appendChild(h('div', { class: 'sw-card-sub' }, `${w('row')} ${known(r.rows)}/4${next !== undefined ? ` \u00b7 ${w('next')} ${next}` : ''}${r.red ? ' \u00b7 ' + w('red') : ''}`));
  if (r.owed && !r.handled) node.appendChild(h('div', { class: 'sw-card-sub ly-due' }, w('due')));
  if (seat === ctx.seat) clickable(node, ctx, legalWhere(ctx, a => a.type === 'Deliver' && a.regular === i));
  return node;
}

function playerArea(view, ctx, w, seat) {
  const p = view.players[seat];
  if (!p) return seatPanel(ctx, seat, seatHeader(ctx, seat, w), w('unknown'));
  const mine = seat === ctx.seat;
  const tags = [];
  if (view.firstStart === seat) tags.push(h('span', { class: 'sw-tag' }, w('firstStart')));
  if (view.secondStart === seat) tags.push(h('span', { class: 'sw-tag' }, w('secondStart')));
  if (p.done) tags.push(h('span', { class: 'sw-tag' }, w('done')));
  const step = nextStepCost(p, view);
  const sub = (title, ...content) => h('div', { class: 'ly-block' }, h('div', { class: 'sw-muted' }, title), ...content);
  const shopGoods = h('span', { class: 'sw-row ly-goods' }, GOODS.filter(g => p.shop && p.shop[g]).map(g =>
    clickable(goodChip(w, g, p.shop[g]), ctx, mine ? legalWhere(ctx, a => a.type === 'Buy' && goodKey(a.good) === g) : [])));
  const cartGoods = h('span', { class: 'sw-row ly-goods' }, GOODS.filter(g => p.cart && p.cart[g]).map(g =>
    clickable(goodChip(w, g, p.cart[g]), ctx, mine ? legalWhere(ctx, a => a.type === 'Sell' && goodKey(a.good) === g) : [])));
  return seatPanel(ctx, seat, seatHeader(ctx, seat, w, ...tags),
    h('div', { class: 'sw-stats' },
      stat(w('space'), known(p.space), 'space'), stat(w('cash'), known(p.cash), 'cash'), stat(w('loans'), known(p.loans), 'loans'),
      stat(w('handCount'), known(p.handCount), 'hand'),
      step !== null ? h('span', { class: 'sw-muted' }, `${w('nextStep')} ${step}`) : null),
    mine && p.hand && p.hand.length ? h('div', { class: 'ly-block sw-private' }, h('div', { class: 'sw-private-note' }, w('hand')),
      h('div', { class: 'sw-row sw-small' }, p.hand.map(n => clickable(cardTile(w, n), ctx,
        legalWhere(ctx, a => (a.type === 'TakeFromHand' || a.type === 'AddToCourtyard' || a.type === 'Keep') && a.card === n))))) : null,
    mine && p.assigned >= 0 ? h('div', { class: 'ly-block sw-private' }, h('div', { class: 'sw-private-note' }, w('assigned')), cardTile(w, p.assigned, 'sw-small')) : null,
    !mine && p.hasAssigned ? h('div', { class: 'sw-note' }, w('hasAssigned')) : null,
    sub(w('fields'), h('div', { class: 'sw-row sw-small' }, (p.fields || []).map((f, i) => f ? fieldTile(view, ctx, w, seat, f, i) : cardTile(w, null)))),
    sub(`${w('shop')} / ${w('cart')} / ${w('store')}${p.bigStore ? ' (' + w('bigStore') + ')' : ''}`,
      h('div', { class: 'ly-inventory' },
        h('div', null, h('span', { class: 'ly-inv-label' }, w('shop')), shopGoods),
        h('div', null, h('span', { class: 'ly-inv-label' }, w('cart')), cartGoods),
        h('div', null, h('span', { class: 'ly-inv-label' }, w('store')), goodsRow(w, p.store)))),
    p.stalls && p.stalls.length ? sub(w('stalls'), h('div', { class: 'sw-row sw-small' }, p.stalls.map((st, i) => {
      const node = cardTile(w, st.card);
      node.appendChild(goodsRow(w, st.goods));
      return mine ? clickable(node, ctx, legalWhere(ctx, a => a.type === 'Exchange' && a.stall === i)) : node;
    }))) : null,
    p.regulars && p.regulars.length ? sub(w('regulars'), h('div', { class: 'sw-row sw-small' }, p.regulars.map((r, i) => regularTile(view, ctx, w, seat, r, i)))) : null,
    p.casuals && p.casuals.length ? sub(w('casuals'), h('div', { class: 'sw-row sw-small' }, p.casuals.map((c, i) =>
      mine ? clickable(cardTile(w, c.card), ctx, legalWhere(ctx, a => a.type === 'Serve' && a.casual === i)) : cardTile(w, c.card)))) : null,
    p.helpers && p.helpers.length ? sub(w('helpers'), h('div', { class: 'sw-row sw-small' }, p.helpers.map((hc, i) => {
      const node = cardTile(w, hc.card);
      if (hc.round) node.appendChild(h('div', { class: 'sw-card-sub' }, w('fromRound', hc.round)));
      // Activate, PlayLord, PlayHarvestHelper, DiscardHelper, ... all name the helper by its position.
      return mine ? clickable(node, ctx, legalWhere(ctx, a => a.helper === i)) : node;
    }))) : null,
    h('div', { class: 'sw-note' }, `${w('stack')}: ${(p.stackFirstSet || []).length + (p.stackSecondSet || []).length + (p.stackKnown || []).length}`,
      p.removed && p.removed.length ? ` \u00b7 ${w('removed')}: ${p.removed.length}` : ''));
}

export function renderBoard(view, ctx) {
  const w = boardWords(ctx.lang, WORDS);
  if (!view) return root(ctx, w('unknown'));
  const order = (view.order || []).map(s => seatLabel(ctx, w, s)).join(' \u2192 ');
  return root(ctx,
    phaseLine(w, phaseText(view, ctx, w)),
    h('div', { class: 'sw-note' }, `${w('round')} ${known(view.round)}/9${order ? ` \u00b7 ${w('order')}: ${order}` : ''}`),
    pathArea(view, ctx, w),
    tableArea(view, ctx, w),
    h('div', { class: 'sw-seats ly-seats' }, (view.players || []).map((_, seat) => playerArea(view, ctx, w, seat))));
}
