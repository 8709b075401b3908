// Replays the room log (place and swap events) to count how often each
// position has occurred, so the view can warn before a repetition draw
// (RULES.md 2.2.5: the 3rd occurrence of the same position with the same
// player to move is a draw). Pure: no DOM.
//
// A position is the board, the colour to move and, with the pie rule, whether
// the swap is still offered (as the engine counts them): the position after
// the opening stone is one of its own, and the swap makes a new occurrence
// of the board with White to move. Captured stones (`captured`) and, with
// the self-capture option, the mover's own (`self_captured`) leave the board.
// If the replay does not end on the board the server shows (a log cut short,
// an event shape we do not know), the counts are not trusted and `replayLog`
// returns null: no warning is better than a wrong one.
import { sizeOf } from './board-model.js';
import { t } from '../../js/i18n.js';

function emptyBoard(size) {
  return Array.from({ length: size }, () => Array(size).fill('.'));
}

function boardString(rows) {
  return rows.map((row) => row.join('')).join('/');
}

// log: the room view's log ([{seq, event}]); game: the current game view.
// Returns {counts: Map(positionKey -> n), current: n, moves: number} or null.
export function replayLog(log, game) {
  const size = sizeOf(game);
  if (!size) return null;
  const rows = emptyBoard(size);
  let colours = ['black', 'white'];
  let toMove = 'black';
  const counts = new Map();
  let moves = 0;
  let swaps = 0;
  let swapOffered = false;
  const count = () => {
    const key = `${boardString(rows)}|${toMove}${swapOffered ? '|swap' : ''}`;
    counts.set(key, (counts.get(key) || 0) + 1);
    return key;
  };
  count();
  for (const entry of log || []) {
    const event = (entry && entry.event) || {};
    if (event.type === 'place') {
      const [col, row] = Array.isArray(event.at) ? event.at : [];
      if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || row < 0 || col >= size || row >= size) return null;
      const colour = colours[event.seat] || toMove;
      rows[row][col] = colour === 'black' ? 'b' : 'w';
      for (const cell of [...(Array.isArray(event.captured) ? event.captured : []), ...(Array.isArray(event.self_captured) ? event.self_captured : [])]) {
        if (Array.isArray(cell) && rows[cell[1]] && cell[0] >= 0 && cell[0] < size) rows[cell[1]][cell[0]] = '.';
      }
      toMove = colour === 'black' ? 'white' : 'black';
      moves += 1;
      // With the pie rule, the position after the opening stone differs
      // from any later one: the swap is still possible there.
      if (game.pie_rule && moves === 1 && swaps === 0) swapOffered = true;
      else swapOffered = false;
      count();
    } else if (event.type === 'swap') {
      colours = [colours[1], colours[0]];
      swaps += 1;
      swapOffered = false;
      count();
    }
  }
  const shown = (game.board || []).join('/');
  if (shown !== boardString(rows)) return null;
  // moves_played counts the placements and the swap.
  if (Number.isInteger(game.moves_played) && game.moves_played !== moves && game.moves_played !== moves + swaps) return null;
  const turnColour = game.turn === null || game.turn === undefined ? toMove : (game.colors || ['black', 'white'])[game.turn];
  const current = counts.get(`${boardString(rows)}|${turnColour}${swapOffered ? '|swap' : ''}`) || 0;
  return { counts, current, moves, toMove: turnColour };
}

// A warning for the prompt, or null: the current position has occurred
// `current` times; one more makes the game a draw. `nameOfColour` gives the
// name of the player to move, or null when that is the reader.
export function repetitionWarning(replay, nameOfColour) {
  if (!replay || replay.current < 2) return null;
  const name = nameOfColour(replay.toMove);
  const count = replay.current;
  return name === null ? t('kanga-repetition-you', { count }) : t('kanga-repetition', { count, name });
}
