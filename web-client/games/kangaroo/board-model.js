// Reads the engine's Kangaroo view (the wire contract: board strings, colours,
// doubling ranks, chain, stranded, scores, last move) into what the drawing
// and the words need. Squares are [file, rank], zero-based; people read them
// as "a1".."h8". Pure: no DOM.
import { t } from '../../js/i18n.js';

export const boardSize = 8;
export const files = 'abcdefgh';
export const directions = [
  [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1],
];

export function isSquare(square) {
  return (
    Array.isArray(square) &&
    square.length === 2 &&
    Number.isInteger(square[0]) &&
    Number.isInteger(square[1]) &&
    square[0] >= 0 &&
    square[0] < boardSize &&
    square[1] >= 0 &&
    square[1] < boardSize
  );
}

// [2, 0] -> "c1"; anything else -> "?".
export function squareName(square) {
  if (!isSquare(square)) return '?';
  return `${files[square[0]]}${square[1] + 1}`;
}

// "c1" -> [2, 0]; null when it is not a square.
export function parseSquare(name) {
  const match = /^([a-h])([1-8])$/.exec(String(name));
  return match ? [files.indexOf(match[1]), Number(match[2]) - 1] : null;
}

export function sameSquare(a, b) {
  return isSquare(a) && isSquare(b) && a[0] === b[0] && a[1] === b[1];
}

// The square jumped over between two squares two apart (any of 8 directions).
export function middleOf(from, to) {
  return [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
}

// "white" -> "White", in the page's language.
export function colorWord(color) {
  const text = String(color || '');
  if (text === 'white' || text === 'black') return t('kangaroo-colour', { colour: text });
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

// The seat's colour as the contract names it ("white", "black").
export function colorOf(game, seat) {
  const colors = (game && game.colors) || ['white', 'black'];
  return colors[seat] === 'black' || colors[seat] === 'white' ? colors[seat] : seat === 1 ? 'black' : 'white';
}

// The board character of a seat's pieces: 'w' or 'b'.
export function pieceChar(game, seat) {
  return colorOf(game, seat) === 'black' ? 'b' : 'w';
}

// The seat owning a board character, or null for an empty square.
export function seatOfChar(game, char) {
  if (char !== 'w' && char !== 'b') return null;
  return pieceChar(game, 0) === char ? 0 : 1;
}

export function doublingRankOf(game, seat) {
  const ranks = (game && game.doubling_rank) || [7, 0];
  return Number.isInteger(ranks[seat]) ? ranks[seat] : seat === 0 ? 7 : 0;
}

// The character on a square ('w', 'b' or '.').
export function charAt(game, square) {
  if (!isSquare(square) || !game || !Array.isArray(game.board)) return '.';
  const row = String(game.board[square[1]] || '');
  const char = row[square[0]];
  return char === 'w' || char === 'b' ? char : '.';
}

// The seat whose piece stands on a square, or null.
export function ownerAt(game, square) {
  return seatOfChar(game, charAt(game, square));
}

// Every piece: [{square, seat, doubled}], rank by rank from a1.
export function piecesOf(game) {
  const pieces = [];
  for (let rank = 0; rank < boardSize; rank += 1) {
    for (let file = 0; file < boardSize; file += 1) {
      const seat = ownerAt(game, [file, rank]);
      if (seat === null) continue;
      pieces.push({ square: [file, rank], seat, doubled: rank === doublingRankOf(game, seat) });
    }
  }
  return pieces;
}

// Per seat: pieces on the board, doubled pieces and the score they make
// (1 a piece, 2 on its own doubling rank). The view's `scores` say the same;
// this is what the side panel and the resign cost use.
export function tally(game) {
  const result = [0, 1].map(() => ({ pieces: 0, doubled: 0, score: 0 }));
  for (const piece of piecesOf(game)) {
    const entry = result[piece.seat];
    entry.pieces += 1;
    if (piece.doubled) entry.doubled += 1;
    entry.score += piece.doubled ? 2 : 1;
  }
  return result;
}

// What a piece on `square` counts for its owner now (0 for an empty square).
export function pieceValue(game, square) {
  const seat = ownerAt(game, square);
  if (seat === null) return 0;
  return square[1] === doublingRankOf(game, seat) ? 2 : 1;
}

// The score of a seat as the view gives it, else counted from the board.
export function scoreOf(game, seat) {
  if (game && Array.isArray(game.scores) && Number.isFinite(game.scores[seat])) return game.scores[seat];
  return tally(game)[seat].score;
}

// What to draw as a path with its captured pieces: the chain in progress
// (kind "chain"), else the last complete move ("last"), else a resignation's
// removed piece ("removed"), else null. Captured squares carry the seat of
// the captured piece (the mover's opponent), so they can be drawn as traces.
export function movePath(game) {
  if (!game) return null;
  const chain = game.chain;
  if (chain && Array.isArray(chain.path) && chain.path.length > 0) {
    const seat = Number.isInteger(game.turn) ? game.turn : ownerAt(game, chain.piece);
    return {
      kind: 'chain',
      seat,
      path: chain.path.filter(isSquare),
      captured: (chain.captured || []).filter(isSquare).map((square) => ({ square, seat: 1 - seat })),
    };
  }
  const last = game.last_move;
  if (!last) return null;
  if (last.resigned) {
    return isSquare(last.removed) ? { kind: 'removed', seat: last.seat, path: [], captured: [], removed: { square: last.removed, seat: last.seat } } : null;
  }
  if (!Array.isArray(last.path) || last.path.length === 0) return null;
  return {
    kind: 'last',
    seat: last.seat,
    path: last.path.filter(isSquare),
    captured: (last.captured || []).filter(isSquare).map((square) => ({ square, seat: 1 - last.seat })),
  };
}

// The other seat of two.
export function otherSeat(seat) {
  return seat === 0 ? 1 : 0;
}
