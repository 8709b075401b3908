// Kanga log events (the wire contract's "Events") and the end of the game as
// sentences, such as "Leo (White) played r4c4 and captured three stones by
// custodian". Pure: no DOM.
import { cellName, colourOf, capitalized, stoneAt, swapped, isCell, sizeOf, connectionText, seatOfColour } from './board-model.js';
import { breakdownLabeller } from '../../js/game-text.js';

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export function countText(n, noun) {
  return `${numberWords[n] || String(n)} ${noun}${n === 1 ? '' : 's'}`;
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
export function capturesText(total, go = 0, custodian = 0) {
  if (total <= 0) return '';
  const stones = countText(total, 'stone');
  if (go > 0 && custodian > 0) {
    if (go + custodian === total) return `${stones}: ${numberWords[go] || go} by Go capture, ${numberWords[custodian] || custodian} by custodian`;
    return `${stones} by Go capture and custodian`;
  }
  if (custodian > 0) return `${stones} by custodian`;
  if (go > 0) return `${stones} by Go capture`;
  return stones;
}

function who(seat, colour, nameOf) {
  return colour ? `${nameOf(seat)} (${capitalized(colour)})` : nameOf(seat);
}

// The mover's own stones a move removed (the "self-capture" option): the
// engine lists them, the placed stone among them, in `self_captured`, apart
// from the enemy stones in `captured`.
export function ownRemoved(move) {
  return move && Array.isArray(move.self_captured) ? move.self_captured.filter(Array.isArray) : [];
}

function placeText(event, nameOf, game) {
  const colour = placedColour(event, game);
  const where = Array.isArray(event.at) ? cellName(event.at) : 'the board';
  const own = ownRemoved(event);
  const ownKeys = new Set(own.map((cell) => `${cell[0]},${cell[1]}`));
  const captured = (Array.isArray(event.captured) ? event.captured : []).filter((cell) => !ownKeys.has(`${cell[0]},${cell[1]}`));
  const go = Number(event.go) || 0;
  const custodian = Number(event.custodian) || 0;
  let text = `${who(event.seat, colour, nameOf)} played ${where}`;
  const total = captured.length || (own.length ? 0 : go + custodian);
  if (total > 0) text += ` and captured ${capturesText(total, go, custodian)}`;
  if (own.length > 0) {
    // A placement that leaves its own group without a liberty removes that
    // group, the new stone with it.
    text += `; ${total > 0 ? 'then ' : ''}its own group of ${countText(own.length, 'stone')} had no liberty and was removed (self-capture)`;
  }
  return text;
}

function swapText(event, nameOf, game) {
  const swapper = event.seat;
  const other = swapper === 0 ? 1 : 0;
  const colourNow = game ? colourOf(game, swapper) : 'black';
  return `${nameOf(swapper)} used the pie rule and swapped colours: ${nameOf(swapper)} now plays ${capitalized(colourNow)} with the opening stone, ${nameOf(other)} plays ${capitalized(colourNow === 'black' ? 'white' : 'black')} and moves next`;
}

export function moveCapOf(game) {
  const size = sizeOf(game) || 7;
  return 10 * size * size;
}

// Why the game ended, and who won, in words. winner: a seat, or null for a
// draw; game: the game view (for colours and the winning group).
export function endText(reason, winner, nameOf, game = null, mySeat = null) {
  const name = (seat) => (seat === mySeat && mySeat !== null ? 'You' : nameOf(seat));
  const colour = (seat) => (game ? ` (${capitalized(colourOf(game, seat))})` : '');
  const wins = (seat) => `${name(seat)}${colour(seat)} ${seat === mySeat && mySeat !== null ? 'win' : 'wins'}`;
  switch (reason) {
    case 'connection': {
      if (!Number.isInteger(winner)) return 'The game is over: a chain joins two opposite edges';
      const joins = game ? connectionText(game.winning_group, sizeOf(game)) : null;
      const stones = game ? `${colourOf(game, winner)} stones` : 'stones';
      return `${wins(winner)}: a chain of ${stones} joins ${joins || 'two opposite edges'}`;
    }
    case 'no_legal_move': {
      if (!Number.isInteger(winner)) return 'The game is over: no legal placement was left';
      const loser = winner === 0 ? 1 : 0;
      const has = loser === mySeat && mySeat !== null ? 'have' : 'has';
      return `${wins(winner)}: ${name(loser)}${colour(loser)} ${has} no legal placement left and ${loser === mySeat && mySeat !== null ? 'lose' : 'loses'}`;
    }
    case 'repetition':
      return 'Draw by repetition: the same position with the same player to move came up a third time';
    case 'move_cap':
      return `Draw: the move limit${game ? ` of ${moveCapOf(game)} placements` : ''} was reached without a connection`;
    case 'resigned': {
      if (!Number.isInteger(winner)) return 'The game is over: a player resigned';
      const loser = winner === 0 ? 1 : 0;
      return `${wins(winner)}: ${name(loser)}${colour(loser)} resigned`;
    }
    case 'move_limit':
      return `Draw: the longest game allowed${game && Number.isInteger(game.move_limit) ? `, ${game.move_limit} placements,` : ''} was reached without a connection`;
    default:
      return Number.isInteger(winner) ? wins(winner) : 'The game ended in a draw';
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
      return `${nameOf(event.seat)} resigned`;
    case 'game_over':
      return endText(event.reason, Number.isInteger(event.winner) ? event.winner : null, nameOf, gameView);
    default: {
      const whoText = Number.isInteger(event.seat) ? `${nameOf(event.seat)}: ` : '';
      return event.type ? `${whoText}${String(event.type).replace(/_/g, ' ')}` : null;
    }
  }
}

// The last move, for the line above the board: "Mia (Black) played r4c4 and
// captured three stones".
export function lastMoveText(game, nameOf) {
  const last = game && game.last_move;
  if (!last) return null;
  if (last.swap) return `${nameOf(last.seat)} swapped colours and now plays ${capitalized(colourOf(game, last.seat))}`;
  if (!Array.isArray(last.at)) return null;
  const own = ownRemoved(last);
  const ownKeys = new Set(own.map((cell) => `${cell[0]},${cell[1]}`));
  const captured = (Array.isArray(last.captured) ? last.captured : []).filter((cell) => !ownKeys.has(`${cell[0]},${cell[1]}`));
  // The placed stone may be gone (self-capture): its colour is the mover's.
  let text = `${who(last.seat, colourOf(game, last.seat), nameOf)} played ${cellName(last.at)}`;
  if (captured.length) text += ` and captured ${countText(captured.length, 'stone')}`;
  if (own.length) text += `${captured.length ? ', then' : ','} lost its own group of ${countText(own.length, 'stone')} (self-capture)`;
  return text;
}

const breakdownLabels = {
  captures: 'Stones captured',
  stones: 'Stones on the board',
  total: 'Result (1 = win)',
};

export const breakdownOrder = ['stones', 'captures'];

export const breakdownLabel = breakdownLabeller(breakdownLabels);

// A placement that took stones off the board (the move's capture sound).
export function isCapture(event) {
  if (!event || event.type !== 'place') return false;
  if (Array.isArray(event.captured) && event.captured.length > 0) return true;
  return (Number(event.go) || 0) + (Number(event.custodian) || 0) > 0;
}
