// Log events (engine/kangaruse/README.md "Events") as sentences for people,
// such as "Mia jumped 3 left onto a crocodile". Pure: no DOM.
import { withArticle, typeLabel } from './cell-types.js';
import { breakdownLabeller } from '../../js/game-text.js';

function pointsText(points) {
  if (!points) return '';
  const size = Math.abs(points);
  return points > 0 ? ` for ${size} point${size === 1 ? '' : 's'}` : `, losing ${size} point${size === 1 ? '' : 's'}`;
}

function squareText(type) {
  if (type === 'plain') return 'a river square';
  if (type === 'score') return 'a star square';
  return withArticle(type);
}

// The square at (x, y) named for people, using the board when we have it.
function squareAt(gameView, x, y) {
  const board = gameView && gameView.board;
  const cell = board && board.cells[y * board.width + x];
  return cell ? squareText(cell.type) : `square (${x + 1}, ${y + 1})`;
}

// `nameOf(seat)` gives a player's name; `gameView` (optional) names squares.
// Returns null for events that need no line of their own.
export function describeEvent(event, nameOf, gameView = null) {
  const who = nameOf(event.seat);
  switch (event.type) {
    case 'place':
      return `${who} started on ${squareAt(gameView, event.x, event.y)}`;
    case 'jump':
      if (event.direction && event.distance) {
        const verb = event.extra ? 'jumped again' : 'jumped';
        return `${who} ${verb} ${event.distance} ${event.direction} onto ${squareText(event.onto)}${pointsText(event.points)}`;
      }
      return `${who} hopped from frog to frog onto ${squareText(event.onto)}${pointsText(event.points)}`;
    case 'teleport': {
      // A teleport costs points: the line says so with a minus sign, so that
      // "for 15 points" is not read as a gain.
      const cost = Math.abs(Number(event.cost) || 0);
      const price = cost ? ` (−${cost} point${cost === 1 ? '' : 's'})` : '';
      return `${who} teleported onto ${squareAt(gameView, event.to[0], event.to[1])}${price}`;
    }
    case 'collect':
      // The jump line already names the square and its points; only a
      // crocodile's veto is news.
      if (event.nullified_by_crocodile) {
        return `A crocodile watches: ${who} gets nothing for that ${typeLabel(event.cell_type)}`;
      }
      return null;
    case 'destroy': {
      const count = (event.cells || []).length;
      if (count === 0) return `${who} had nothing to cross out`;
      return `${who} crossed out ${count} square${count === 1 ? '' : 's'}`;
    }
    case 'out':
      if (event.reason === 'thorny_devil') return `${who} is out: the only jump left was onto a thorny devil`;
      if (event.reason === 'gave_up') return `${who} gave up`;
      if (event.reason === 'no_jump') return `${who} has no jump left and stops playing`;
      return `${who} is out`;
    case 'game_over':
      return 'The game is over';
    default:
      return `${who ? `${who}: ` : ''}${event.type}`;
  }
}

const breakdownLabels = {
  stars: 'Stars',
  chests: 'Chests',
  food_water: 'Food x water',
  toys: 'Toys',
  gems: 'Gems',
  coins: 'Coins',
  shelter: 'Shelter',
  teleports: 'Teleports',
  total: 'Total',
};

// The order of the final table's rows, as the paper score sheet adds them up.
export const breakdownOrder = ['stars', 'chests', 'food_water', 'toys', 'gems', 'coins', 'shelter', 'teleports'];

export const breakdownLabel = breakdownLabeller(breakdownLabels);

// For the replay (js/replay-turns.js): the move made from `game` continues
// the turn under way. Rule: a kangaroo square gives an extra jump, and a
// Tasmanian tiger's crossing out follows the jump that landed on it.
export function continuesTurn(game) {
  return Boolean(game && game.turn && ['extra_jump', 'destroy'].includes(game.turn.step));
}
