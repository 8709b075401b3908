// Hand-built Kanga game views in the wire contract's shape
// (/work/briefs/kanga-contract.md), cells [col, row] with row 0 on top.
import './lit-env.mjs';  // first: diagrams.js draws with lit-html
import { exampleView } from '../../web-client/games/kanga/diagrams.js';

export const names = ['Mia', 'Leo'];
export const nameOf = (seat) => names[seat];

// An empty 7x7 board, Black to move, with `overrides` over it.
function base(overrides = {}) {
  return exampleView(overrides.board ?? Array(7).fill('.......'), { turn: 0, ...overrides });
}

// Every empty cell of a board as a place move, minus `except` ("c,r" keys).
export function placesOn(board, except = []) {
  const moves = [];
  board.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      if (ch === '.' && !except.includes(`${c},${r}`)) moves.push({ type: 'place', at: [c, r] });
    });
  });
  return moves;
}

function logOf(events) {
  return events.map((event, i) => ({ seq: i + 1, event }));
}

export function emptyView() {
  return base();
}

// RULES.md 2.3.1 played out: Black r1c1, r2c2, r3c3 (White answers far away
// at r7c7 and r6c7); White r4c4 takes the diagonal of three by custodian.
export function custodianEvents() {
  return [
    { type: 'place', seat: 0, at: [0, 0], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [6, 6], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 0, at: [1, 1], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [6, 5], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 0, at: [2, 2], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [3, 3], captured: [[2, 2], [1, 1], [0, 0]], go: 0, custodian: 3 },
  ];
}

export function custodianView() {
  const board = ['.......', '.......', '.......', '...w...', '.......', '......w', '......w'];
  return base({
    board,
    captures: [0, 3],
    last_move: { seat: 1, at: [3, 3], captured: [[2, 2], [1, 1], [0, 0]] },
    moves_played: 6,
  });
}

export function custodianRoomView(mySeat = 0) {
  const game = custodianView();
  return {
    game,
    log: logOf(custodianEvents()),
    to_act: [0],
    legal_moves: mySeat === 0 ? placesOn(game.board) : undefined,
    outcome: null,
  };
}

// RULES.md 2.3.7: White r1c2 and r2c1; Black at r1c1 would be suicide.
export function suicideView() {
  const board = ['.w.....', 'w......', '.......', '.......', '.......', '.......', '.......'];
  return base({ board, moves_played: 3, turn: 0, last_move: { seat: 1, at: [0, 1], captured: [] } });
}

export const suicideLegal = placesOn(suicideView().board, ['0,0']);

// The pie rule: Mia opened at r4c4; Leo may place or swap.
export function pieView() {
  const board = ['.......', '.......', '.......', '...b...', '.......', '.......', '.......'];
  return base({ board, pie_rule: true, turn: 1, moves_played: 1, last_move: { seat: 0, at: [3, 3], captured: [] } });
}

export const pieLegal = [...placesOn(pieView().board), { type: 'swap' }];

// ... and Leo swapped: Leo owns the black stone, Mia plays White and moves.
export function swappedView() {
  const board = ['.......', '.......', '.......', '...b...', '.......', '.......', '.......'];
  return base({ board, pie_rule: true, colors: ['white', 'black'], turn: 0, moves_played: 1, last_move: { seat: 1, swap: true } });
}

// The orthogonally connected group of the stone on `start`.
export function groupAt(board, start) {
  const colour = board[start[1]][start[0]];
  const seen = new Set([`${start[0]},${start[1]}`]);
  const stack = [start];
  const cells = [];
  while (stack.length) {
    const [c, r] = stack.pop();
    cells.push([c, r]);
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const n = [c + dc, r + dr];
      const key = `${n[0]},${n[1]}`;
      if (n[0] < 0 || n[1] < 0 || n[0] >= board.length || n[1] >= board.length || seen.has(key)) continue;
      if (board[n[1]][n[0]] !== colour) continue;
      seen.add(key);
      stack.push(n);
    }
  }
  return cells.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

// RULES.md 2.3.8, the S001 endgame: Black plays r7c2 and joins top and bottom.
export function wonView() {
  const board = ['.wbbw..', '.wwb...', '..bb...', '..bww..', '.wbw...', '.bbw...', 'bb.w.w.'];
  return base({
    board,
    turn: null,
    captures: [2, 1],
    moves_played: 31,
    last_move: { seat: 0, at: [1, 6], captured: [] },
    winning_group: groupAt(board, [1, 6]),
    end_reason: 'connection',
  });
}

// A ko shape (RULES.md 2.3.9: no ko rule) taken back and forth: Black at
// r1c2, r2c1, r3c2, White at r1c3, r2c4, r3c3, the fight on r2c2 / r2c3.
export function koEvents(cycles) {
  const events = [
    { type: 'place', seat: 0, at: [1, 0], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [2, 0], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 0, at: [0, 1], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [3, 1], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 0, at: [1, 2], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [2, 2], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 0, at: [5, 5], captured: [], go: 0, custodian: 0 },
    { type: 'place', seat: 1, at: [1, 1], captured: [], go: 0, custodian: 0 },
  ];
  for (let i = 0; i < cycles; i += 1) {
    events.push({ type: 'place', seat: 0, at: [2, 1], captured: [[1, 1]], go: 1, custodian: 0 });
    events.push({ type: 'place', seat: 1, at: [1, 1], captured: [[2, 1]], go: 1, custodian: 0 });
  }
  return events;
}

// After the setup and `cycles` back-and-forths: White on r2c2, Black to move.
export function koRoomView(cycles) {
  const board = ['.bw....', 'bw.w...', '.bw....', '.......', '.......', '.....b.', '.......'];
  const events = koEvents(cycles);
  return {
    game: base({ board, turn: 0, captures: [cycles, cycles], moves_played: events.length, last_move: { seat: 1, at: [1, 1], captured: cycles ? [[2, 1]] : [] } }),
    log: logOf(events),
    to_act: [0],
    outcome: null,
  };
}

export function drawView() {
  return base({ board: koRoomView(2).game.board, turn: null, end_reason: 'repetition', moves_played: 13, captures: [2, 3] });
}
