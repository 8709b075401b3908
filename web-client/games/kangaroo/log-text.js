// Kangaroo log events (the wire contract's "Events") as sentences, such as
// "Mia jumped from a1 to c3, capturing Leo's piece on b2". Pure: no DOM.
import { squareName, isSquare } from './board-model.js';
import { sideName, reasonText, resultText } from './choose.js';
import { breakdownLabeller, countOf } from '../../js/game-text.js';

// `nameOf(seat)` gives a player's name; `gameView` (optional) is the current
// game view (colours, the resigner, the stranded limit). Returns null for
// events to skip.
export function describeEvent(event, nameOf, gameView = null) {
  const game = gameView || {};
  const who = Number.isInteger(event.seat) ? nameOf(event.seat) : 'Someone';
  switch (event.type) {
    case 'jump': {
      const route = `from ${squareName(event.from)} to ${squareName(event.to)}`;
      if (isSquare(event.captured)) {
        const victim = Number.isInteger(event.seat) ? `${nameOf(1 - event.seat)}’s piece` : 'a piece';
        return `${who} jumped ${route}, capturing ${victim} on ${squareName(event.captured)}`;
      }
      return `${who} jumped ${route}`;
    }
    case 'stop':
      return `${who} stopped jumping`;
    case 'resign':
      return `${who} resigned`;
    case 'remove':
      return `${who} gave up the piece on ${squareName(event.at)}`;
    case 'stranded': {
      const limit = game.stranded && Number.isInteger(game.stranded.limit) ? game.stranded.limit : 5;
      const other = Number.isInteger(event.seat) ? sideName(game, 1 - event.seat, nameOf) : 'the other player';
      return `${Number.isInteger(event.seat) ? sideName(game, event.seat, nameOf) : who} cannot move: ${other} must make up to ${countOf(limit, 'move')}`;
    }
    case 'regained':
      return `${who} can move again and has the turn`;
    case 'game_over':
      return `Game over. ${reasonText(event.reason, game, nameOf)}. ${resultText(event.scores, game, nameOf)}`;
    default:
      return `${Number.isInteger(event.seat) ? `${who}: ` : ''}${String(event.type)}`;
  }
}

const breakdownLabels = {
  pieces: 'Pieces left',
  doubled: 'On the doubling rank (count 2)',
  total: 'Score',
};

// The final table: pieces, then the doubled ones among them.
export const breakdownOrder = ['pieces', 'doubled'];

export const breakdownLabel = breakdownLabeller(breakdownLabels);
