// The generic view: any game's view as a tree and its actions as a list. It knows nothing of any game, so a
// new game is playable in the browser before it has a board of its own. Also the shell's fallback board.

/** Creates an element with a class and text (the pages share it). */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) {
    node.className = className;
  }
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
}

function isScalar(value) {
  return value === null || typeof value !== 'object';
}

function scalar(value) {
  const kind = value === null ? 'null' : typeof value;
  return el('span', 'tree-value tree-' + kind, value === null ? '—' : String(value));
}

/** A one-line summary of a card-like object: its `type` and `id` (or its scalar fields). */
function summary(value) {
  if (Array.isArray(value)) {
    return `[${value.length}]`;
  }
  const parts = [];
  if (value.type) {
    parts.push(value.type);
  }
  if (value.id && value.id !== value.type) {
    parts.push(value.id);
  }
  return parts.length ? parts.join(' ') : '{…}';
}

/** Folds the reader opened or closed, by path, so that the next update's tree keeps them as they were. */
const toggled = new Map();

/**
 * The tree of a JSON value: objects and arrays as nested lists, folded beyond `openDepth` (a folded part is
 * built only when opened: a view can hold hundreds of cards); an object whose fields are all scalars is
 * written on one line, as a card would be.
 */
export function renderTree(value, openDepth = 2, depth = 0, path = '') {
  if (isScalar(value)) {
    return scalar(value);
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  if (entries.length === 0) {
    return el('span', 'tree-value tree-empty', Array.isArray(value) ? '[ ]' : '{ }');
  }
  if (!Array.isArray(value) && entries.every(([, v]) => isScalar(v))) {
    const line = el('span', 'tree-line');
    entries.forEach(([k, v], i) => {
      if (i > 0) {
        line.append(', ');
      }
      line.append(el('span', 'tree-key', k + ': '), scalar(v));
    });
    return line;
  }
  const list = el('ul', 'tree');
  for (const [key, child] of entries) {
    const item = el('li');
    const at = `${path}/${key}`;
    if (isScalar(child) || (!Array.isArray(child) && Object.values(child).every(isScalar))) {
      item.append(el('span', 'tree-key', key + ': '), renderTree(child, openDepth, depth + 1, at));
    } else {
      const details = el('details');
      details.open = toggled.has(at) ? toggled.get(at) : depth < openDepth;
      details.append(el('summary', 'tree-key', `${key}: ${summary(child)}`));
      const fill = () => {
        if (details.open && details.children.length === 1) {
          details.append(renderTree(child, openDepth, depth + 1, at));
        }
      };
      fill();
      details.addEventListener('toggle', () => {
        toggled.set(at, details.open);
        fill();
      });
      item.append(details);
    }
    list.append(item);
  }
  return list;
}

/**
 * The generic board: the view as a tree (and, for a seat, the game's own text rendering of it). Same
 * signature as a game module's renderBoard, so the shell uses it in its place.
 */
export function renderBoard(view, ctx) {
  const root = el('div', 'generic-board');
  root.append(renderTree(view));
  if (ctx.viewText) {
    const text = el('details', 'view-text');
    text.append(el('summary', null, ctx.t('viewText')), el('pre', null, ctx.viewText));
    root.append(text);
  }
  return root;
}
