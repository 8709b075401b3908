// Kangaroo for a screen reader and a keyboard (issue 44): the board as a
// table to walk (a row per rank, a column per file, what stands on each
// square, the last move's squares marked), and a move typed as its squares,
// "c1-c3-a5" (the piece's square, then each landing), with the moves that
// can be played now offered as suggestions. Pure: templates and plain
// functions; view.js renders the templates and sends a typed move's jumps
// one by one, each the listed legal move, as clicks would.
import { html, nothing } from '../../js/lit.js';
import { t } from '../../js/i18n.js';
import {
  boardSize, isSquare, sameSquare, squareName, parseSquare, charAt, ownerAt, colorOf, doublingRankOf, movePath, middleOf,
} from './board-model.js';
import { jumpsOf, stopOf } from './choose.js';
import { isFlipped, squareAtScreen } from './board-svg.js';

// At most this many suggestions: every chain of a crowded position would be
// a list too long to read.
const suggestionLimit = 60;

// "C1 - c3-A5" -> [[2,0], [2,2], [0,4]]: two squares or more, joined by
// dashes, any case, spaces anywhere. Null when it is not written so.
export function parseTypedMove(text) {
  const compact = String(text || '').toLowerCase().replace(/\s+/g, '');
  if (!/^[a-h][1-8](-[a-h][1-8])+$/.test(compact)) return null;
  return compact.split('-').map(parseSquare);
}

// The jumps a piece on `from` has on `board` (rank strings), never landing
// on a square of `visited` (names): the engine's rule, for the landings
// after the first (the server lists only the next jump).
function jumpsOn(board, from, visited) {
  const found = [];
  for (let df = -1; df <= 1; df += 1) {
    for (let dr = -1; dr <= 1; dr += 1) {
      if (!df && !dr) continue;
      const to = [from[0] + 2 * df, from[1] + 2 * dr];
      if (!isSquare(to)) continue;
      const over = [from[0] + df, from[1] + dr];
      if (charOn(board, over) === '.' || charOn(board, to) !== '.' || visited.has(squareName(to))) continue;
      found.push(to);
    }
  }
  return found;
}

const charOn = (board, square) => charAt({ board }, square);

// The board after the piece on `from` jumped to `to`: an enemy piece jumped
// over is gone at once, one's own stays.
function afterJump(board, from, to) {
  const rows = board.map((row) => [...String(row)]);
  const piece = rows[from[1]][from[0]];
  const over = middleOf(from, to);
  rows[from[1]][from[0]] = '.';
  rows[to[1]][to[0]] = piece;
  if (rows[over[1]][over[0]] !== piece) rows[over[1]][over[0]] = '.';
  return rows.map((row) => row.join(''));
}

// Where a typed move may start and what it has visited: mid-chain the
// chain's piece (its path so far visited), else any piece with a listed jump.
function startOf(game) {
  const chain = game && game.phase === 'chain' && game.chain;
  if (chain && isSquare(chain.piece)) return { piece: chain.piece, visited: (chain.path || []).filter(isSquare).map(squareName) };
  return { piece: null, visited: [] };
}

// Checks a typed move (squares from parseTypedMove) against the legal moves
// and the board: {path} to play, or {problem} in words.
export function checkTypedMove(game, legal, squares) {
  const jumps = jumpsOf(legal);
  const [first, second] = squares;
  const start = startOf(game);
  if (start.piece && !sameSquare(first, start.piece)) return { problem: t('kangaroo-typed-mid-chain', { square: squareName(start.piece) }) };
  if (!jumps.some((m) => sameSquare(m.from, first))) return { problem: t('kangaroo-typed-no-piece', { square: squareName(first) }) };
  if (!jumps.some((m) => sameSquare(m.from, first) && sameSquare(m.to, second))) return { problem: t('kangaroo-typed-bad-jump', { from: squareName(first), to: squareName(second) }) };
  let board = afterJump(game.board, first, second);
  const visited = new Set([...start.visited, squareName(first), squareName(second)]);
  for (let i = 2; i < squares.length; i += 1) {
    const [from, to] = [squares[i - 1], squares[i]];
    if (!jumpsOn(board, from, visited).some((s) => sameSquare(s, to))) return { problem: t('kangaroo-typed-bad-jump', { from: squareName(from), to: squareName(to) }) };
    board = afterJump(board, from, to);
    visited.add(squareName(to));
  }
  return { path: squares };
}

// The moves to suggest, as typed: every listed first jump, then the chains
// that go on from it (shortest first), up to suggestionLimit.
export function suggestedMoves(game, legal) {
  const start = startOf(game);
  const queue = jumpsOf(legal).map((m) => ({ path: [m.from, m.to], board: afterJump(game.board, m.from, m.to), visited: new Set([...start.visited, squareName(m.from), squareName(m.to)]) }));
  const out = [];
  while (queue.length && out.length < suggestionLimit) {
    const { path, board, visited } = queue.shift();
    out.push(path.map(squareName).join('-'));
    const at = path[path.length - 1];
    for (const to of jumpsOn(board, at, visited)) queue.push({ path: [...path, to], board: afterJump(board, at, to), visited: new Set([...visited, squareName(to)]) });
  }
  return out;
}

// A typed move under way: `at` is where its piece stands after the jumps
// sent, `rest` the landings still to send, `moves` the moves_played it began
// at. Returns {move, typed}: the listed move to send now (or null), and what
// is left of it (null once done or lost: `lost` says it no longer fits).
export function nextTypedStep(game, legal, typed) {
  if (!typed || !game) return { move: null, typed: null };
  // The move is complete (the chain ended by itself), or the game moved on.
  if (game.moves_played !== typed.moves || game.phase === 'finished') return { move: null, typed: null };
  const chain = game.phase === 'chain' && game.chain;
  // Not yet the view after the last jump sent: wait for it.
  if (!chain || !sameSquare(chain.piece, typed.at) || !legal || legal.length === 0) return { move: null, typed };
  if (typed.rest.length === 0) return { move: stopOf(legal), typed: null };
  const next = typed.rest[0];
  const jump = jumpsOf(legal).find((m) => sameSquare(m.from, typed.at) && sameSquare(m.to, next));
  if (!jump) return { move: null, typed: null, lost: true };
  return { move: jump, typed: { ...typed, at: next, rest: typed.rest.slice(1) } };
}

// What marks a square in words: the last move (or the chain in progress)
// from here, through here, to here; a piece captured or given up here.
function marksByName(game) {
  const marks = new Map();
  const moved = movePath(game);
  if (!moved) return marks;
  const ongoing = moved.kind === 'chain';
  // A captured piece's square may be landed on later in the chain: the
  // landing, set last, is what the square says.
  for (const { square } of moved.captured) marks.set(squareName(square), t(ongoing ? 'kangaroo-text-chain-captured' : 'kangaroo-text-captured'));
  moved.path.forEach((square, i) => {
    const where = i === 0 ? 'from' : i === moved.path.length - 1 ? 'to' : 'via';
    marks.set(squareName(square), t(ongoing ? 'kangaroo-text-chain' : 'kangaroo-text-last', { where }));
  });
  if (moved.removed) marks.set(squareName(moved.removed.square), t('kangaroo-text-given-up'));
  return marks;
}

// The table: caption (whose turn, in the prompt's words), the files across
// and the ranks down as the board is drawn for the reader (Black's turned),
// each square's piece in a word.
export function textBoard(game, { mySeat, caption }) {
  const flipped = isFlipped(game, mySeat);
  const marks = marksByName(game);
  const screen = Array.from({ length: boardSize }, (_, i) => i);
  const fileHeads = screen.map((col) => squareName(squareAtScreen(col, 0, flipped))[0]);
  const rows = screen.map((row) => {
    const rank = squareAtScreen(0, row, flipped)[1];
    const cells = screen.map((col) => {
      const square = squareAtScreen(col, row, flipped);
      const name = squareName(square);
      const seat = ownerAt(game, square);
      const colour = seat === null ? null : colorOf(game, seat);
      const doubled = seat !== null && square[1] === doublingRankOf(game, seat);
      const word = colour ? t(doubled ? 'kangaroo-text-doubled' : 'kangaroo-text-piece', { colour }) : t('kangaroo-text-empty');
      const mark = marks.get(name);
      return html`<td data-text-square="${name}" class="${colour || 'empty'}" dir="auto">${word}${mark ? html` <em>${mark}</em>` : nothing}</td>`;
    });
    return html`<tr><th scope="row" translate="no">${rank + 1}</th>${cells}</tr>`;
  });
  // The box scrolls sideways in a narrow column: a tab stop, so the keys
  // can scroll it.
  // The table runs left to right like the board (files a..h), its box too
  // (so that it opens scrolled to file a); its words take their own
  // language's direction (dir="auto").
  return html`<div class="table-scroll" dir="ltr" tabindex="0" role="region" aria-label="${t('kangaroo-text-board')}"><table class="text-table kr-text-table"><caption dir="auto">${caption}</caption><thead><tr><td></td>${fileHeads.map((file) => html`<th scope="col" translate="no">${file}</th>`)}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

// The typed move: a field with the playable moves as suggestions (a
// datalist), the button, and what was wrong with the last try.
// `onSubmit(text, input)`.
export function typedMove({ suggestions, problem, onSubmit }) {
  const submit = (event) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    onSubmit(input.value, input);
  };
  return html`<form class="typed-move kr-typed" @submit=${submit}><label for="kr-typed-move">${t('kangaroo-typed-label')}</label><div class="typed-move-row kr-typed-row"><input id="kr-typed-move" type="text" dir="ltr" translate="no" list="kr-typed-moves" autocomplete="off" spellcheck="false" aria-describedby="kr-typed-problem"><button type="submit">${t('kangaroo-typed-play')}</button></div><datalist id="kr-typed-moves">${suggestions.map((move) => html`<option value="${move}"></option>`)}</datalist><p id="kr-typed-problem" class="typed-move-problem kr-typed-problem" role="alert" ?hidden=${!problem}>${problem || ''}</p></form>`;
}
