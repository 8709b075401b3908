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

// Rule: a chain of jumps is one move; a resignation and the piece given up
// are one turn too. For the replay (js/replay-turns.js): the move made from
// `game` continues the turn under way.
export function continuesTurn(game) {
  return Boolean(game && (game.phase === 'chain' || game.phase === 'remove'));
}

// A whole turn's events in one line, as a game record writes a chain: "Mia
// jumped c3 → e5 → e7, capturing 2 of Leo's pieces (d4, e6)", also when it
// is a single jump, so that every jump in a record reads alike. What the
// jumps brought about (stranded, game over) is left to the log. Null for a
// resignation (the log's own lines then tell it).
export function describeTurn(events, nameOf) {
  const list = (events || []).filter(Boolean);
  const jumps = list.filter((event) => event.type === 'jump');
  if (jumps.length === 0 || list.some((event) => event.type === 'resign' || event.type === 'remove')) return null;
  const seat = jumps[0].seat;
  const who = Number.isInteger(seat) ? nameOf(seat) : 'Someone';
  const route = [jumps[0].from, ...jumps.map((jump) => jump.to)].map(squareName).join(' → ');
  const captured = jumps.map((jump) => jump.captured).filter(isSquare).map(squareName);
  const victim = Number.isInteger(seat) ? nameOf(1 - seat) : 'the other player';
  if (captured.length === 0) return `${who} jumped ${route}`;
  if (captured.length === 1) return `${who} jumped ${route}, capturing ${victim}’s piece on ${captured[0]}`;
  return `${who} jumped ${route}, capturing ${captured.length} of ${victim}’s pieces (${captured.join(', ')})`;
}

// A jump over an enemy piece (the move's capture sound).
export function isCapture(event) {
  return Boolean(event) && event.type === 'jump' && isSquare(event.captured);
}
