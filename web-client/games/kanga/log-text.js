// Kanga log events (the wire contract's "Events") and the end of the game as
// sentences, such as "Leo (White) played r4c4 and captured three stones by
// custodian". Pure: no DOM.
import { cellName, colourOf, stoneAt, swapped, isCell, sizeOf, connectionKind, seatOfColour } from './board-model.js';
import { breakdownLabeller } from '../../js/game-text.js';
import { t } from '../../js/i18n.js';

// "three stones", "14 stones" (the catalog's kanga-stones; the only noun
// counted here).
export function countText(n) {
  return t('kanga-stones', { count: n });
}

// The colour of the stone a place event put down, or null when it cannot be
// told. Colours only change at the pie-rule swap, which comes right after
// seat 0's opening stone: in a swapped game seat 1 only ever placed black
// stones, and seat 0 placed one black stone (the opening) and then white
// ones. The event does not say which of seat 0's it is; a capture says it
// was not the opening, else the stone still on its point tells. An empty
// point (the stone was captured since) leaves it unknown.
export function placedColour(event, game) {
  if (!game) return null;
  if (swapped(game) && event.seat === 0) {
    if (Array.isArray(event.captured) && event.captured.length > 0) return 'white';
    return isCell(event.at, sizeOf(game)) ? stoneAt(game, event.at) : null;
  }
  return colourOf(game, event.seat);
}

// "three stones by custodian", "four stones: one by Go capture, three by
// custodian". `total` is how many stones went; go and custodian are the
// event's counts per kind (a stone taken both ways counts in both).
// The arguments of kanga-captures (the message's $kind picks the words).
function capturesArgs(total, go = 0, custodian = 0) {
  let kind = 'plain';
  if (go > 0 && custodian > 0) kind = go + custodian === total ? 'split' : 'both';
  else if (custodian > 0) kind = 'custodian';
  else if (go > 0) kind = 'go';
  return { count: total, go, custodian, kind };
}

export function capturesText(total, go = 0, custodian = 0) {
  if (total <= 0) return '';
  return t('kanga-captures', capturesArgs(total, go, custodian));
}

// The mover's arguments ($name, $colour) for kanga-who and the log lines.
function whoArgs(seat, colour, nameOf) {
  return { name: nameOf(seat), colour: colour || 'none' };
}

// The mover's own stones a move removed (the "self-capture" option): the
// engine lists them, the placed stone among them, in `self_captured`, apart
// from the enemy stones in `captured`.
export function ownRemoved(move) {
  return move && Array.isArray(move.self_captured) ? move.self_captured.filter(Array.isArray) : [];
}

function placeText(event, nameOf, game) {
  const colour = placedColour(event, game);
  const where = Array.isArray(event.at) ? cellName(event.at) : t('kanga-log-somewhere');
  const own = ownRemoved(event);
  const ownKeys = new Set(own.map((cell) => `${cell[0]},${cell[1]}`));
  const captured = (Array.isArray(event.captured) ? event.captured : []).filter((cell) => !ownKeys.has(`${cell[0]},${cell[1]}`));
  const go = Number(event.go) || 0;
  const custodian = Number(event.custodian) || 0;
  const total = captured.length || (own.length ? 0 : go + custodian);
  const args = { ...whoArgs(event.seat, colour, nameOf), point: where, ...capturesArgs(total, go, custodian), own: own.length };
  // A placement that leaves its own group without a liberty removes that
  // group, the new stone with it.
  if (own.length > 0) return t(total > 0 ? 'kanga-log-place-captured-own' : 'kanga-log-place-own', args);
  return t(total > 0 ? 'kanga-log-place-captured' : 'kanga-log-place', args);
}

function swapText(event, nameOf, game) {
  const swapper = event.seat;
  const other = swapper === 0 ? 1 : 0;
  const colourNow = game ? colourOf(game, swapper) : 'black';
  return t('kanga-log-swap', { name: nameOf(swapper), colour: colourNow, other: nameOf(other), otherColour: colourNow === 'black' ? 'white' : 'black' });
}

export function moveCapOf(game) {
  const size = sizeOf(game) || 7;
  return 10 * size * size;
}

// Why the game ended, and who won, in words. winner: a seat, or null for a
// draw; game: the game view (for colours and the winning group).
export function endText(reason, winner, nameOf, game = null, mySeat = null) {
  const isMe = (seat) => seat === mySeat && mySeat !== null;
  const colour = (seat) => (game ? colourOf(game, seat) : 'none');
  const winnerArgs = (seat) => ({ you: isMe(seat) ? 'yes' : 'no', name: nameOf(seat), colour: colour(seat) });
  const loserArgs = (seat) => ({ loserYou: isMe(seat) ? 'yes' : 'no', loser: nameOf(seat), loserColour: colour(seat) });
  const beaten = (seat) => ({ ...winnerArgs(seat), ...loserArgs(seat === 0 ? 1 : 0) });
  switch (reason) {
    case 'connection': {
      if (!Number.isInteger(winner)) return t('kanga-end-connection-over');
      const edges = (game && connectionKind(game.winning_group, sizeOf(game))) || 'none';
      return t('kanga-end-connection', { ...winnerArgs(winner), stones: game ? colourOf(game, winner) : 'none', edges });
    }
    case 'no_legal_move':
      return Number.isInteger(winner) ? t('kanga-end-no-move', beaten(winner)) : t('kanga-end-no-move-over');
    case 'repetition':
      return t('kanga-end-repetition');
    case 'move_cap':
      return game ? t('kanga-end-move-cap', { count: moveCapOf(game) }) : t('kanga-end-move-cap-plain');
    case 'resigned':
      return Number.isInteger(winner) ? t('kanga-end-resigned', beaten(winner)) : t('kanga-end-resigned-over');
    case 'move_limit':
      return game && Number.isInteger(game.move_limit) ? t('kanga-end-move-limit', { count: game.move_limit }) : t('kanga-end-move-limit-plain');
    default:
      return Number.isInteger(winner) ? t('kanga-end-win', winnerArgs(winner)) : t('kanga-end-draw');
  }
}

// The winner seat of a finished game view: from the room's outcome when
// there is one (a single winner; two winners mean a draw), else from the view
// itself (the owner of the winning group; after no legal move, the player
// who moved last).
export function winnerOf(game, outcome = null) {
  if (outcome && Array.isArray(outcome.winners)) return outcome.winners.length === 1 ? outcome.winners[0] : null;
  if (!game) return null;
  if (game.end_reason === 'connection' && Array.isArray(game.winning_group) && game.winning_group.length) {
    const colour = stoneAt(game, game.winning_group[0]);
    return colour ? seatOfColour(game, colour) : null;
  }
  if (game.end_reason === 'no_legal_move' && game.last_move) return game.last_move.seat;
  return null;
}

// `nameOf(seat)` gives a player's name; `gameView` (optional) is the current
// game view, for colours. Returns null for events to skip.
export function describeEvent(event, nameOf, gameView = null) {
  switch (event.type) {
    case 'place':
      return placeText(event, nameOf, gameView);
    case 'swap':
      return swapText(event, nameOf, gameView);
    case 'resign':
      return t('kanga-log-resign', { name: nameOf(event.seat) });
    case 'game_over':
      return endText(event.reason, Number.isInteger(event.winner) ? event.winner : null, nameOf, gameView);
    default: {
      if (!event.type) return null;
      // An event this client does not know: the engine's word for it.
      const word = String(event.type).replace(/_/g, ' ');
      return Number.isInteger(event.seat) ? t('kanga-log-event-of', { name: nameOf(event.seat), event: word }) : t('kanga-log-event', { event: word });
    }
  }
}

// The last move, for the line above the board: "Mia (Black) played r4c4 and
// captured three stones".
export function lastMoveText(game, nameOf) {
  const last = game && game.last_move;
  if (!last) return null;
  if (last.swap) return t('kanga-last-swap', { name: nameOf(last.seat), colour: colourOf(game, last.seat) });
  if (!Array.isArray(last.at)) return null;
  const own = ownRemoved(last);
  const ownKeys = new Set(own.map((cell) => `${cell[0]},${cell[1]}`));
  const captured = (Array.isArray(last.captured) ? last.captured : []).filter((cell) => !ownKeys.has(`${cell[0]},${cell[1]}`));
  // The placed stone may be gone (self-capture): its colour is the mover's.
  const args = { ...whoArgs(last.seat, colourOf(game, last.seat), nameOf), point: cellName(last.at), count: captured.length, own: own.length };
  if (own.length) return t(captured.length ? 'kanga-last-place-captured-own' : 'kanga-last-place-own', args);
  return t(captured.length ? 'kanga-last-place-captured' : 'kanga-last-place', args);
}

const breakdownIds = {
  captures: 'kanga-breakdown-captures',
  stones: 'kanga-breakdown-stones',
  total: 'kanga-breakdown-total',
};

export const breakdownOrder = ['stones', 'captures'];

// The final table's result row in words: a Kanga game is won, lost or
// drawn (every seat among the winners), never scored.
export function totalText(seat, outcome) {
  const winners = (outcome && outcome.winners) || [];
  if (winners.length > 1) return t('kanga-result-drawn');
  return t(winners.includes(seat) ? 'kanga-result-won' : 'kanga-result-lost');
}

// Looked up at each call: the language may change after this module loads.
const otherLabel = breakdownLabeller({});
export const breakdownLabel = (key) => (breakdownIds[key] ? t(breakdownIds[key]) : otherLabel(key));

// A placement that took stones off the board (the move's capture sound).
export function isCapture(event) {
  if (!event || event.type !== 'place') return false;
  if (Array.isArray(event.captured) && event.captured.length > 0) return true;
  return (Number(event.go) || 0) + (Number(event.custodian) || 0) > 0;
}
