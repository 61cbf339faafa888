// Per game: the key numbers of a view that its board must show.
const stats = (board, kind) => board.byClass('sw-stat-' + kind).map(e => e.byClass('sw-stat-value')[0].textContent);

function portRoyalFamily(msg, board, text, assert) {
  const v = msg.view;
  v.players.forEach((p, i) => {
    if (p && p.coins !== null && p.coins !== undefined) assert.equal(stats(board, 'coins')[i], String(p.coins), `coins of seat ${i}`);
    if (p && p.influence !== null && p.influence !== undefined) assert.equal(stats(board, 'influence')[i], String(p.influence), `influence of seat ${i}`);
  });
  if (typeof v.drawCount === 'number') assert.ok(text.includes(String(v.drawCount)), 'draw pile count');
}

export const CHECKS = {
  'portroyal-unterwegs': portRoyalFamily,
  portroyal: portRoyalFamily,
  'portroyal-stiche': (msg, board, text, assert) => {
    msg.view.seats.forEach((s, i) => { if (s && s.debt !== null) assert.equal(stats(board, 'debt')[i], String(s.debt), `debt of seat ${i}`); });
    for (const card of msg.view.hand || []) assert.ok(board.findAll(e => e.getAttribute('data-card') === card).length >= 1, `hand card ${card}`);
  },
};

CHECKS.loyang = (msg, board, text, assert) => {
  msg.view.players.forEach((p, i) => {
    if (!p) return;
    if (p.cash !== null) assert.equal(stats(board, 'cash')[i], String(p.cash), `cash of seat ${i}`);
    if (p.space !== null) assert.equal(stats(board, 'space')[i], String(p.space), `path space of seat ${i}`);
    if (p.loans !== null) assert.equal(stats(board, 'loans')[i], String(p.loans), `loans of seat ${i}`);
  });
  const me = msg.seat >= 0 ? msg.view.players[msg.seat] : null;
  for (const card of (me && me.hand) || []) {
    assert.ok(board.findAll(e => e.getAttribute('data-card') === String(card)).length >= 1, `hand card ${card}`);
  }
};

CHECKS['gilded-compass'] = (msg, board, text, assert) => {
  msg.view.players.forEach((p, i) => {
    if (p && p.tokens !== null) assert.equal(stats(board, 'tokens')[i], String(p.tokens), `knowledge tokens of seat ${i}`);
  });
  if (Array.isArray(msg.view.scores) && msg.view.scores.length) {
    const totals = board.byClass('gc-total-value').map(e => e.textContent);
    assert.deepEqual(totals, msg.view.scores.map(s => String(s.total)), 'final totals');
  }
  const p = msg.view.phase;
  if (p && p.type === 'Turn' && typeof p.own === 'string') assert.ok(board.byClass('gc-roll').length >= 1, 'the roll is shown');
};

// A Temple pair is drawn as its two dice: 1 and 6 or 2 and 5 (gilded-compass.md §5.6).
const gildedCompassChecks = CHECKS['gilded-compass'];
CHECKS['gilded-compass'] = (msg, board, text, assert) => {
  gildedCompassChecks(msg, board, text, assert);
  const temple = (msg.view.board && msg.view.board.temple || []).filter(t => t && t.owner !== -2);
  const drawn = board.byClass('gc-b-hidden_temple')[0];
  if (temple.length && drawn) {
    const pips = drawn.byClass('sw-die').map(d => Number(d.getAttribute('title')));
    assert.deepEqual(pips, temple.flatMap(t => [t.lowerDie, 7 - t.lowerDie]), 'temple pairs');
  }
};
