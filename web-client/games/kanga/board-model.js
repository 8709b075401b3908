// The Kanga game view (wire contract: size, board[row] strings of 'b', 'w'
// and '.', colors per seat, turn, last_move, winning_group, ...) as plain
// data for the board and the prompt. Pure: no DOM.
//
// Cells are [col, row], zero-based, row 0 at the top; people read them as
// "r1c1" (row first, one-based), as in RULES.md section 2.
import { t } from '../../js/i18n.js';

const stoneColours = { b: 'black', w: 'white' };

export function cellKey(cell) {
  return `${cell[0]},${cell[1]}`;
}

export function cellName(cell) {
  return `r${Number(cell[1]) + 1}c${Number(cell[0]) + 1}`;
}

export function isCell(cell, size) {
  return Array.isArray(cell) && Number.isInteger(cell[0]) && Number.isInteger(cell[1]) && cell[0] >= 0 && cell[1] >= 0 && cell[0] < size && cell[1] < size;
}

export function sizeOf(game) {
  const size = Number(game && game.size);
  if (Number.isInteger(size) && size > 0) return size;
  return Array.isArray(game && game.board) ? game.board.length : 0;
}

// 'black', 'white' or null for the stone on [col, row].
export function stoneAt(game, cell) {
  const row = (game.board || [])[cell[1]];
  return stoneColours[typeof row === 'string' ? row[cell[0]] : ''] || null;
}

// 'black' or 'white' for a seat (after a swap seat 0 is white).
export function colourOf(game, seat) {
  const colours = (game && game.colors) || ['black', 'white'];
  return colours[seat] === 'white' || colours[seat] === 'black' ? colours[seat] : seat === 1 ? 'white' : 'black';
}

export function seatOfColour(game, colour) {
  return colourOf(game, 0) === colour ? 0 : 1;
}

export function otherColour(colour) {
  return colour === 'black' ? 'white' : 'black';
}

export function capitalized(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

// The colours have been exchanged by the pie rule.
export function swapped(game) {
  return colourOf(game, 0) === 'white';
}

// Every cell, row by row: {col, row, key, name, stone}.
export function boardCells(game) {
  const size = sizeOf(game);
  const cells = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) cells.push({ col, row, key: `${col},${row}`, name: cellName([col, row]), stone: stoneAt(game, [col, row]) });
  }
  return cells;
}

export function stoneCounts(game) {
  const counts = { black: 0, white: 0 };
  for (const row of game.board || []) {
    for (const ch of String(row)) {
      if (ch === 'b') counts.black += 1;
      else if (ch === 'w') counts.white += 1;
    }
  }
  return counts;
}

// The legal moves (exactly as the server listed them) sorted by cell, and the
// pie-rule swap if offered.
export function movesByCell(legalMoves) {
  const byCell = new Map();
  let swap = null;
  for (const move of legalMoves || []) {
    if (move && move.type === 'place' && Array.isArray(move.at)) {
      const key = cellKey(move.at);
      if (!byCell.has(key)) byCell.set(key, move);
    } else if (move && move.type === 'swap') {
      swap = move;
    }
  }
  return { byCell, swap };
}

// Which edges a set of cells touches (corners count for both of theirs).
export function edgesTouched(cells, size) {
  const edges = { top: false, bottom: false, left: false, right: false };
  for (const [col, row] of cells || []) {
    if (row === 0) edges.top = true;
    if (row === size - 1) edges.bottom = true;
    if (col === 0) edges.left = true;
    if (col === size - 1) edges.right = true;
  }
  return edges;
}

// Which opposite edges a winning group joins: 'vertical' (top and bottom),
// 'horizontal', 'both' or null.
export function connectionKind(cells, size) {
  const edges = edgesTouched(cells, size);
  const vertical = edges.top && edges.bottom;
  const horizontal = edges.left && edges.right;
  if (vertical && horizontal) return 'both';
  return vertical ? 'vertical' : horizontal ? 'horizontal' : null;
}

// "the top and bottom edges", "the left and right edges", or both, for a
// winning group, in the page's language.
export function connectionText(cells, size) {
  const edges = connectionKind(cells, size);
  return edges ? t('kanga-edges', { edges }) : null;
}

// The orthogonal links inside a group (for drawing the winning chain).
export function groupLinks(cells) {
  const keys = new Set((cells || []).map(cellKey));
  const links = [];
  for (const [col, row] of cells || []) {
    if (keys.has(`${col + 1},${row}`)) links.push([[col, row], [col + 1, row]]);
    if (keys.has(`${col},${row + 1}`)) links.push([[col, row], [col, row + 1]]);
  }
  return links;
}

// The next cell from `cell` by an arrow step, kept on the board.
export function stepCell(cell, [dc, dr], size) {
  const col = Math.min(size - 1, Math.max(0, cell[0] + dc));
  const row = Math.min(size - 1, Math.max(0, cell[1] + dr));
  return [col, row];
}

// The cell a keyboard cursor starts on: the last one, if still on the board;
// else the centre (where a Go player usually starts) or, when that is not
// playable, the playable point nearest to it.
export function startCell(game, byCell, previous) {
  const size = sizeOf(game);
  if (isCell(previous, size)) return previous;
  const mid = Math.floor(size / 2);
  const centre = [mid, mid];
  if (!byCell || byCell.size === 0 || byCell.has(cellKey(centre))) return centre;
  let best = null;
  let bestDistance = Infinity;
  for (const move of byCell.values()) {
    const distance = Math.abs(move.at[0] - mid) + Math.abs(move.at[1] - mid);
    if (distance < bestDistance) {
      best = move.at;
      bestDistance = distance;
    }
  }
  return best;
}
