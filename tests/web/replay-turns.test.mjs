import { test } from 'node:test';
import assert from 'node:assert/strict';
import { turnsOf, turnOfStep, numberTurns } from '../../web-client/js/replay-turns.js';
import { continuesTurn as kangarooContinues, describeTurn } from '../../web-client/games/kangaroo/log-text.js';
import { continuesTurn as kangaruseContinues } from '../../web-client/games/kangaruse/log-text.js';

const step = (game) => ({ game, to_act: [], events: [] });

test('without a continuesTurn every move is a turn', () => {
  const steps = [step({}), step({}), step({}), step({})];
  const moves = [{ seat: 0 }, { seat: 0 }, { seat: 1 }];
  assert.deepEqual(turnsOf(steps, moves), [
    { first: 0, last: 0, seat: null },
    { first: 1, last: 1, seat: 0 },
    { first: 2, last: 2, seat: 0 },
    { first: 3, last: 3, seat: 1 },
  ]);
});

test('Kangaroo: a chain of jumps and its stop are one turn; a stranded player\'s opponent moving twice is two', () => {
  const steps = [
    step({ phase: 'move' }),
    step({ phase: 'chain' }),  // after White's first jump
    step({ phase: 'chain' }),  // after the second
    step({ phase: 'move' }),   // after White's stop
    step({ phase: 'move' }),   // after Black's single jump (no chain possible)
    step({ phase: 'move' }),   // Black again: obligatory moves of a stranded game
    step({ phase: 'move' }),
  ];
  const moves = [{ seat: 0 }, { seat: 0 }, { seat: 0 }, { seat: 1 }, { seat: 1 }, { seat: 1 }];
  const turns = turnsOf(steps, moves, kangarooContinues);
  assert.deepEqual(turns.map((t) => [t.first, t.last, t.seat]), [[0, 0, null], [1, 3, 0], [4, 4, 1], [5, 5, 1], [6, 6, 1]]);
  assert.deepEqual([0, 1, 2, 3, 4, 6].map((i) => turnOfStep(turns, i)), [0, 1, 1, 1, 2, 4]);
});

test('Kangaroo: a resignation and the piece given up are one turn', () => {
  const steps = [step({ phase: 'move' }), step({ phase: 'remove' }), step({ phase: 'finished' })];
  assert.equal(turnsOf(steps, [{ seat: 1 }, { seat: 1 }], kangarooContinues).length, 2);
});

test('Kangaruse: an extra jump and a tiger\'s crossing out belong to the turn; a solo game\'s turns stay apart', () => {
  const at = (seat, stepName) => step({ turn: { seat, step: stepName } });
  const steps = [at(0, 'jump'), at(0, 'extra_jump'), at(0, 'jump'), at(0, 'destroy'), at(0, 'jump'), at(0, 'jump')];
  const moves = [{ seat: 0 }, { seat: 0 }, { seat: 0 }, { seat: 0 }, { seat: 0 }];
  assert.deepEqual(turnsOf(steps, moves, kangaruseContinues).map((t) => [t.first, t.last]), [[0, 0], [1, 2], [3, 4], [5, 5]]);
});

test('Kangaroo: a chain reads as one move', () => {
  const nameOf = (seat) => ['Mia', 'Leo'][seat];
  const events = [
    { type: 'jump', seat: 0, from: [2, 2], to: [4, 4], captured: [3, 3] },
    { type: 'jump', seat: 0, from: [4, 4], to: [4, 6], captured: [4, 5] },
    { type: 'stop', seat: 0 },
  ];
  assert.equal(describeTurn(events, nameOf), 'Mia jumped c3 → e5 → e7, capturing 2 of Leo’s pieces (d4, e6)');
  assert.equal(describeTurn(events.slice(0, 1), nameOf), 'Mia jumped c3 → e5, capturing Leo’s piece on d4');
  assert.equal(describeTurn([{ type: 'jump', seat: 1, from: [0, 0], to: [2, 0], captured: null }, { type: 'stop', seat: 1 }], nameOf), 'Leo jumped a1 → c1');
  assert.equal(describeTurn([{ type: 'jump', seat: 1, from: [0, 0], to: [2, 0], captured: null }, { type: 'stranded', seat: 0 }], nameOf), 'Leo jumped a1 → c1', 'what the jump brought about is left to the log');
  assert.equal(describeTurn([{ type: 'resign', seat: 1 }, { type: 'remove', seat: 1, at: [0, 0] }], nameOf), null, 'not a chain: the log\'s lines');
});

test('numberTurns: a takeback undoes turns and takes their numbers back; a draw is no move', () => {
  // Ana (0) and a bot (1) in Kanga: two moves, a takeback of both, two
  // moves again, then an agreed draw.
  const moves = [
    { seat: 0 }, { seat: 1 },
    { agreed: { kind: 'takeback', seat: 0, undone: 2 } },
    { seat: 0 }, { seat: 1 },
    { agreed: { kind: 'draw' } },
  ];
  const steps = [step({}), ...moves.map(() => step({}))];
  const turns = turnsOf(steps, moves);
  assert.equal(turns.length, 7, 'an agreement is a step of its own');
  const { numbers, count } = numberTurns(turns, moves);
  assert.deepEqual(numbers.map((n) => n.number), [0, 1, 2, 0, 1, 2, 2]);
  assert.deepEqual(numbers.map((n) => n.agreed), [null, null, null, 'takeback', null, null, 'draw']);
  assert.deepEqual(numbers[3].undoes, [1, 2]);
  assert.deepEqual(numbers.map((n) => n.undoneBy), [null, 3, 3, null, null, null, null]);
  assert.equal(count, 2, 'the game counts the moves that stand, as the table did');
  // A resignation through `resign` is written as a move, but is none.
  const resigned = [{ seat: 0 }, { seat: 1, move: { resign: true } }];
  const r = numberTurns(turnsOf([step({}), step({}), step({})], resigned), resigned);
  assert.deepEqual(r.numbers.map((n) => [n.number, n.agreed]), [[0, null], [1, null], [1, 'resign']]);
  assert.equal(r.count, 1);
});

test('numberTurns: a Kangaroo chain taken back is one turn undone, its moves all counted', () => {
  const steps = [
    step({ phase: 'move' }),
    step({ phase: 'move' }),   // Black's jump
    step({ phase: 'chain' }),  // White's first jump of a chain
    step({ phase: 'move' }),   // White's stop
    step({ phase: 'move' }),   // the takeback of White's turn (2 moves)
    step({ phase: 'move' }),   // White again
  ];
  const moves = [{ seat: 1 }, { seat: 0 }, { seat: 0 }, { agreed: { kind: 'takeback', seat: 0, undone: 2 } }, { seat: 0 }];
  const turns = turnsOf(steps, moves, kangarooContinues);
  const { numbers, count } = numberTurns(turns, moves);
  assert.deepEqual(numbers.map((n) => n.number), [0, 1, 2, 1, 2]);
  assert.deepEqual(numbers[3].undoes, [2]);
  assert.equal(count, 2);
  // An undone count beyond what stands is clamped, never negative.
  assert.equal(numberTurns(turnsOf([step({}), step({})], [{ agreed: { kind: 'takeback', undone: 5 } }]), [{ agreed: { kind: 'takeback', undone: 5 } }]).count, 0);
});
