// Log events (engine/kangaruse/README.md "Events") as sentences for people,
// such as "Mia jumped 3 left onto a crocodile". Pure: no DOM.
import { withArticle, typeLabel } from './cell-types.js';
import { breakdownLabeller } from '../../js/game-text.js';
import { t, hasMessage } from '../../js/i18n.js';

// A direction word for a jump ("left"); the engine's word if it is a new one.
export function directionWord(direction) {
  const id = `kangaruse-direction-${direction}`;
  return ['left', 'right', 'up', 'down'].includes(direction) && hasMessage(id) ? t(id) : String(direction);
}

// The square at (x, y) named for people, using the board when we have it.
function squareAt(gameView, x, y) {
  const board = gameView && gameView.board;
  const cell = board && board.cells[y * board.width + x];
  return cell ? withArticle(cell.type) : t('kangaruse-square-at', { column: x + 1, row: y + 1 });
}

// The jump line, with its points won or lost: one message for each case.
function jumpLine(base, args, points) {
  if (!points) return t(base, args);
  return t(points > 0 ? `${base}-gain` : `${base}-loss`, { ...args, points: Math.abs(points) });
}

// `nameOf(seat)` gives a player's name; `gameView` (optional) names squares.
// Returns null for events that need no line of their own.
export function describeEvent(event, nameOf, gameView = null) {
  const name = nameOf(event.seat);
  switch (event.type) {
    case 'place':
      return t('kangaruse-log-place', { name, square: squareAt(gameView, event.x, event.y) });
    case 'jump': {
      const square = withArticle(event.onto);
      if (event.direction && event.distance) {
        const args = { name, distance: Number(event.distance), direction: directionWord(event.direction), square };
        return jumpLine(event.extra ? 'kangaruse-log-jump-again' : 'kangaruse-log-jump', args, event.points);
      }
      return jumpLine('kangaruse-log-frog', { name, square }, event.points);
    }
    case 'teleport': {
      // A teleport costs points: the line says so with a minus sign, so that
      // "for 15 points" is not read as a gain.
      const cost = Math.abs(Number(event.cost) || 0);
      const square = squareAt(gameView, event.to[0], event.to[1]);
      return cost ? t('kangaruse-log-teleport-cost', { name, square, cost }) : t('kangaruse-log-teleport', { name, square });
    }
    case 'collect':
      // The jump line already names the square and its points; only a
      // crocodile's veto is news.
      if (event.nullified_by_crocodile) return t('kangaruse-log-crocodile', { name, square: typeLabel(event.cell_type) });
      return null;
    case 'destroy': {
      const count = (event.cells || []).length;
      if (count === 0) return t('kangaruse-log-destroy-none', { name });
      return t('kangaruse-log-destroy', { name, count });
    }
    case 'out':
      if (event.reason === 'thorny_devil') return t('kangaruse-log-out-thorny-devil', { name });
      if (event.reason === 'gave_up') return t('kangaruse-log-gave-up', { name });
      if (event.reason === 'no_jump') return t('kangaruse-log-no-jump', { name });
      return t('kangaruse-log-out', { name });
    case 'game_over':
      return t('kangaruse-log-game-over');
    default:
      // An event this client does not know: the engine's word for it.
      return name ? t('kangaruse-log-other', { name, event: String(event.type) }) : String(event.type);
  }
}

// The final table's rows this client names; any other key in words.
const breakdownKeys = ['stars', 'chests', 'food_water', 'toys', 'gems', 'coins', 'shelter', 'teleports', 'total'];
const inWords = breakdownLabeller({});

// The order of the final table's rows, as the paper score sheet adds them up.
export const breakdownOrder = ['stars', 'chests', 'food_water', 'toys', 'gems', 'coins', 'shelter', 'teleports'];

export const breakdownLabel = (key) => (breakdownKeys.includes(key) ? t(`kangaruse-breakdown-${key}`) : inWords(key));

// For the replay (js/replay-turns.js): the move made from `game` continues
// the turn under way. Rule: a kangaroo square gives an extra jump, and a
// Tasmanian tiger's crossing out follows the jump that landed on it.
export function continuesTurn(game) {
  return Boolean(game && game.turn && ['extra_jump', 'destroy'].includes(game.turn.step));
}
