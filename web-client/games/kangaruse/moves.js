// Which squares to highlight for the legal moves the server sent, and how to
// name a move for people. Pure: no DOM.
import { directionSteps, positionOf, commandsAt } from './board-model.js';
import { withArticle } from './cell-types.js';
import { directionWord } from './log-text.js';
import { t } from '../../js/i18n.js';

// Moves with a square (place, jump, teleport, destroy) by cell index; the
// others (stop, give_up) in `other`.
export function movesByCell(legalMoves, width) {
  const byCell = new Map();
  const other = [];
  for (const move of legalMoves || []) {
    if (Number.isInteger(move.x) && Number.isInteger(move.y)) {
      const index = move.y * width + move.x;
      if (!byCell.has(index)) byCell.set(index, []);
      byCell.get(index).push(move);
    } else {
      other.push(move);
    }
  }
  return { byCell, other };
}

// The cell indexes to highlight, sorted, each with the action it would take.
export function highlightedCells(legalMoves, width) {
  const { byCell } = movesByCell(legalMoves, width);
  return [...byCell.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, moves]) => ({ index, x: index % width, y: Math.floor(index / width), action: moves[0].action, move: moves[0] }));
}

// How a jump from `from` reaches `to`: the (direction, distance) pair the
// square's commands allow, counting a wrap around the edges when `wraps`.
export function jumpCommand(board, from, to, wraps) {
  const { number, direction } = commandsAt(board, from.x, from.y);
  const candidates = [];
  for (const [name, step] of Object.entries(directionSteps)) {
    for (let distance = 1; distance <= 4; distance += 1) {
      let x = from.x + step.dx * distance;
      let y = from.y + step.dy * distance;
      if (wraps) {
        x = ((x % board.width) + board.width) % board.width;
        y = ((y % board.height) + board.height) % board.height;
      }
      if (x === to.x && y === to.y) candidates.push({ direction: name, distance });
    }
  }
  if (candidates.length === 0) return null;
  return candidates.find((c) => c.direction === direction || c.distance === number) || candidates[0];
}

export function describeMove(move, gameView, seat) {
  const board = gameView.board;
  const cellAt = (x, y) => board.cells[y * board.width + x];
  const place = (x, y) => {
    const cell = cellAt(x, y);
    if (!cell) return t('kangaruse-square-at', { column: x + 1, row: y + 1 });
    if (cell.type === 'score') return t('kangaruse-square-star-value', { value: cell.value });
    if (cell.type === 'echidna') return t('kangaruse-square-echidna-value', { value: cell.value });
    return withArticle(cell.type);
  };
  switch (move.action) {
    case 'place':
      return t('kangaruse-move-place', { square: place(move.x, move.y) });
    case 'jump': {
      const from = positionOf(gameView, seat);
      if (from) {
        const fromCell = cellAt(from.x, from.y);
        const command = jumpCommand(board, from, move, fromCell && fromCell.type === 'mistletoebird');
        if (command) return t('kangaruse-move-jump', { distance: command.distance, direction: directionWord(command.direction), square: place(move.x, move.y) });
      }
      return t('kangaruse-move-jump-onto', { square: place(move.x, move.y) });
    }
    case 'teleport': {
      const square = place(move.x, move.y);
      return gameView.teleport_cost === undefined ? t('kangaruse-move-teleport-unknown', { square }) : t('kangaruse-move-teleport', { square, cost: Number(gameView.teleport_cost) });
    }
    case 'destroy':
      return t('kangaruse-move-destroy', { square: place(move.x, move.y) });
    case 'stop':
      return t('kangaruse-move-stop');
    case 'give_up':
      return t('kangaruse-give-up');
    default:
      return String(move.action);
  }
}
