// Replays the room log (place and swap events) to count how often each
// position has occurred, so the view can warn before a repetition draw
// (RULES.md 2.2.5: the 3rd occurrence of the same position with the same
// player to move is a draw). Pure: no DOM.
//
// A position is the board plus the colour to move. The pie-rule swap changes
// who owns which colour, not the board or the colour to move, so it adds no
// occurrence. If the replay does not end on the board the server shows (a log
// cut short, an event shape we do not know), the counts are not trusted and
// `replayLog` returns null: no warning is better than a wrong one.
import { sizeOf } from './board-model.js';

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
  const count = () => {
    const key = `${boardString(rows)}|${toMove}`;
    counts.set(key, (counts.get(key) || 0) + 1);
    return key;
  };
  count();
  let moves = 0;
  let swaps = 0;
  for (const entry of log || []) {
    const event = (entry && entry.event) || {};
    if (event.type === 'place') {
      const [col, row] = Array.isArray(event.at) ? event.at : [];
      if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || row < 0 || col >= size || row >= size) return null;
      const colour = colours[event.seat] || toMove;
      rows[row][col] = colour === 'black' ? 'b' : 'w';
      for (const cell of Array.isArray(event.captured) ? event.captured : []) {
        if (Array.isArray(cell) && rows[cell[1]] && cell[0] >= 0 && cell[0] < size) rows[cell[1]][cell[0]] = '.';
      }
      toMove = colour === 'black' ? 'white' : 'black';
      moves += 1;
      count();
    } else if (event.type === 'swap') {
      colours = [colours[1], colours[0]];
      swaps += 1;
    }
  }
  const shown = (game.board || []).join('/');
  if (shown !== boardString(rows)) return null;
  // moves_played counts placements (the swap perhaps too).
  if (Number.isInteger(game.moves_played) && game.moves_played !== moves && game.moves_played !== moves + swaps) return null;
  const turnColour = game.turn === null || game.turn === undefined ? toMove : (game.colors || ['black', 'white'])[game.turn];
  const current = counts.get(`${boardString(rows)}|${turnColour}`) || 0;
  return { counts, current, moves, toMove: turnColour };
}

// A warning for the prompt, or null: the current position has occurred
// `current` times; one more makes the game a draw.
export function repetitionWarning(replay, nameOfColour) {
  if (!replay || replay.current < 2) return null;
  const who = nameOfColour(replay.toMove);
  return `This position has now come up ${replay.current === 2 ? 'twice' : `${replay.current} times`} with ${who} to move. If it comes up once more, the game is a draw by repetition.`;
}
