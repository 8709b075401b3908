// Kangaroo game views built by hand to the wire contract
// (/work/briefs/kangaroo-contract.md), with their legal moves: the opening,
// a capture and the chain after it, the stranded rule, a resignation's
// remove step and two finished games.

const sq = (name) => ['abcdefgh'.indexOf(name[0]), Number(name.slice(1)) - 1];

// The board strings (board[r] is rank r+1) from lists of square names.
export function boardFrom({ w = [], b = [] }) {
  const rows = Array.from({ length: 8 }, () => Array(8).fill('.'));
  for (const name of w) rows[sq(name)[1]][sq(name)[0]] = 'w';
  for (const name of b) rows[sq(name)[1]][sq(name)[0]] = 'b';
  return rows.map((row) => row.join(''));
}

function scored(pieces) {
  const score = (list, doubling) => list.reduce((sum, name) => sum + (sq(name)[1] === doubling ? 2 : 1), 0);
  return { pieces: [pieces.w.length, pieces.b.length], scores: [score(pieces.w, 7), score(pieces.b, 0)] };
}

function view(pieces, extra) {
  return {
    board: boardFrom(pieces),
    colors: ['white', 'black'],
    doubling_rank: [7, 0],
    turn: 0,
    phase: 'move',
    chain: null,
    stranded: null,
    ...scored(pieces),
    last_move: null,
    end_reason: null,
    moves_played: 0,
    ...extra,
  };
}

export const jump = (from, to) => ({ type: 'jump', from: sq(from), to: sq(to) });
export const remove = (at) => ({ type: 'remove', at: sq(at) });
export const stop = () => ({ type: 'stop' });
export const resign = () => ({ type: 'resign' });
export { sq };

const fullRanks = (ranks) => ranks.flatMap((r) => [...'abcdefgh'].map((f) => `${f}${r}`));

// The opening: White to move, exactly 20 jumps (RULES 3.3.1) and resign.
export function openingView() {
  return view({ w: fullRanks([1, 2]), b: fullRanks([7, 8]) }, {});
}

export function openingMoves() {
  const straight = [...'abcdefgh'].map((f) => jump(`${f}1`, `${f}3`));
  const diagonal = [
    ['a1', 'c3'], ['b1', 'd3'], ['c1', 'a3'], ['c1', 'e3'], ['d1', 'b3'], ['d1', 'f3'],
    ['e1', 'c3'], ['e1', 'g3'], ['f1', 'd3'], ['f1', 'h3'], ['g1', 'e3'], ['h1', 'f3'],
  ].map(([from, to]) => jump(from, to));
  return [...straight, ...diagonal, resign()];
}

// RULES 3.3.2: W a1 (and h1); B b2 and d4 (and h8). White to move.
export function captureView() {
  return view({ w: ['a1', 'h1'], b: ['b2', 'd4', 'h8'] }, { moves_played: 6 });
}

export function captureMoves() {
  return [jump('a1', 'c3'), resign()];
}

// After a1-c3 captured b2: mid-chain, c3 may go on over d4 to e5, or stop.
export function chainView() {
  return view(
    { w: ['c3', 'h1'], b: ['d4', 'h8'] },
    { phase: 'chain', chain: { start: sq('a1'), piece: sq('c3'), path: [sq('a1'), sq('c3')], captured: [sq('b2')] }, moves_played: 6 },
  );
}

export function chainMoves() {
  return [jump('c3', 'e5'), stop()];
}

// The chain finished: the last move a1-c3-e5 took b2 and d4; Black to move.
export function lastMoveView() {
  return view(
    { w: ['e5', 'h1'], b: ['h8', 'f6'] },
    { turn: 1, last_move: { seat: 0, path: [sq('a1'), sq('c3'), sq('e5')], captured: [sq('b2'), sq('d4')] }, moves_played: 7 },
  );
}

// RULES 3.3.6: W a1 and b1, B h8 only; Black cannot move, White has made 2
// of up to 5 obligatory moves; a1 jumps over b1 to c1.
export function strandedView() {
  return view(
    { w: ['a1', 'b1'], b: ['h8'] },
    { turn: 0, stranded: { seat: 1, moves_made: 2, limit: 5 }, moves_played: 12 },
  );
}

export function strandedMoves() {
  return [jump('a1', 'c1')];
}

// RULES 3.3.8 with a doubled piece: Black (a1 doubled, c5, e7) resigned
// against White (b4, g2) and now chooses the piece to give up.
export function removeView() {
  return view(
    { w: ['b4', 'g2'], b: ['a1', 'c5', 'e7'] },
    { turn: 1, phase: 'remove', moves_played: 20 },
  );
}

export function removeMoves() {
  return [remove('a1'), remove('c5'), remove('e7')];
}

// Black to move before resigning in the same position (resign is legal).
export function beforeResignView() {
  return view({ w: ['b4', 'g2'], b: ['a1', 'c5', 'e7'] }, { turn: 1, moves_played: 20 });
}

export function beforeResignMoves() {
  return [jump('c5', 'a3'), resign()];
}

// RULES 3.3.8 finished: Black gave up c5, 2 to 2: a draw.
export function resignedView() {
  return view(
    { w: ['b4', 'g2'], b: ['c5', 'e7'] },
    { turn: null, phase: 'finished', last_move: { seat: 1, resigned: true, removed: sq('a1') }, end_reason: 'resigned', moves_played: 20 },
  );
}

// RULES 3.3.5: W g8 (doubled) and c5, B a1 (Black's doubling rank, so it
// counts 2): 3 to 2 for White; nobody can move.
export function doublingView() {
  return view({ w: ['g8', 'c5'], b: ['a1'] }, { turn: null, phase: 'finished', end_reason: 'no_moves', moves_played: 40 });
}

const names = ['Mia', 'Leo'];
export const nameOf = (seat) => names[seat] ?? `Player ${seat + 1}`;
