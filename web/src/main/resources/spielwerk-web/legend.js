// The game's legend beside a board, shared by the match page and the replay page: the server's `legend` lines
// ("Term: what it does", GameText.legend, in the page's language) as a list, and each line as the tooltip of the
// board's elements that show just such a term and have no tooltip of their own.

import { el } from './generic.js';

/**
 * Shows `lines` in the list `list` (a <dl>) inside `box` (hidden when there are none) and gives their terms'
 * elements in `board` their line as the tooltip.
 */
export function renderLegend(lines, box, list, board) {
  const terms = new Map();
  box.hidden = lines.length === 0;
  list.replaceChildren(...lines.flatMap((line) => {
    const colon = line.indexOf(': ');
    if (colon < 0) {
      return [el('dd', null, line)];
    }
    terms.set(line.slice(0, colon), line);
    return [el('dt', null, line.slice(0, colon)), el('dd', null, line.slice(colon + 2))];
  }));
  addTermTooltips(board, terms);
}

/** The title of every element of `board` whose whole text is a term and that has no title of its own. */
function addTermTooltips(board, terms) {
  for (const node of board.querySelectorAll('*')) {
    const text = node.childElementCount === 0 ? node.textContent.trim() : '';
    if (terms.has(text) && !node.title) {
      node.title = terms.get(text);
    }
  }
}
