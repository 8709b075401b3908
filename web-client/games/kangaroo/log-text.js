// Kangaroo log events (the wire contract's "Events") as sentences, such as
// "Mia jumped from a1 to c3, capturing Leo's piece on b2". Pure: no DOM.
import { squareName, isSquare } from './board-model.js';
import { sideName, reasonText, resultText } from './choose.js';
import { breakdownLabeller } from '../../js/game-text.js';
import { t } from '../../js/i18n.js';

// `nameOf(seat)` gives a player's name; `gameView` (optional) is the current
// game view (colours, the resigner, the stranded limit). Returns null for
// events to skip.
export function describeEvent(event, nameOf, gameView = null) {
  const game = gameView || {};
  const seated = Number.isInteger(event.seat);
  const name = seated ? nameOf(event.seat) : t('kangaroo-someone');
  switch (event.type) {
    case 'jump': {
      const route = { name, from: squareName(event.from), to: squareName(event.to) };
      if (isSquare(event.captured)) {
        const square = squareName(event.captured);
        return seated ? t('kangaroo-log-jump-capture', { ...route, victim: nameOf(1 - event.seat), square }) : t('kangaroo-log-jump-capture-unknown', { ...route, square });
      }
      return t('kangaroo-log-jump', route);
    }
    case 'stop':
      return t('kangaroo-log-stop', { name });
    case 'resign':
      return t('kangaroo-log-resign', { name });
    case 'remove':
      return t('kangaroo-log-remove', { name, square: squareName(event.at) });
    case 'stranded': {
      const count = game.stranded && Number.isInteger(game.stranded.limit) ? game.stranded.limit : 5;
      const other = seated ? sideName(game, 1 - event.seat, nameOf) : t('kangaroo-other-player');
      return t('kangaroo-log-stranded', { stranded: seated ? sideName(game, event.seat, nameOf) : name, other, count });
    }
    case 'regained':
      return t('kangaroo-log-regained', { name });
    case 'game_over':
      return t('kangaroo-log-game-over', { reason: reasonText(event.reason, game, nameOf), result: resultText(event.scores, game, nameOf) });
    default:
      // An event this client does not know: the engine's word for it.
      return seated ? t('kangaroo-log-event-of', { name, event: String(event.type) }) : t('kangaroo-log-event', { event: String(event.type) });
  }
}

const breakdownIds = {
  pieces: 'kangaroo-breakdown-pieces',
  doubled: 'kangaroo-breakdown-doubled',
  total: 'kangaroo-breakdown-total',
};

// The final table: pieces, then the doubled ones among them.
export const breakdownOrder = ['pieces', 'doubled'];

// Looked up at each call: the language may change after this module loads.
const otherLabel = breakdownLabeller({});
export const breakdownLabel = (key) => (breakdownIds[key] ? t(breakdownIds[key]) : otherLabel(key));

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
  const name = Number.isInteger(seat) ? nameOf(seat) : t('kangaroo-someone');
  // Square names and arrows: the same in every language.
  const route = [jumps[0].from, ...jumps.map((jump) => jump.to)].map(squareName).join(' → ');
  const captured = jumps.map((jump) => jump.captured).filter(isSquare).map(squareName);
  const victim = Number.isInteger(seat) ? nameOf(1 - seat) : t('kangaroo-other-player');
  if (captured.length === 0) return t('kangaroo-turn-jumps', { name, route });
  if (captured.length === 1) return t('kangaroo-turn-capture', { name, route, victim, square: captured[0] });
  return t('kangaroo-turn-captures', { name, route, victim, count: captured.length, squares: captured.join(', ') });
}

// A jump over an enemy piece (the move's capture sound).
export function isCapture(event) {
  return Boolean(event) && event.type === 'jump' && isSquare(event.captured);
}
