import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { describeEvent, breakdownLabel, breakdownOrder } from '../../web-client/games/kangaroo/log-text.js';
import { describeEvent as fromView, breakdownLabel as labelFromView } from '../../web-client/games/kangaroo/view.js';
import { doublingView, resignedView, strandedView, sq, nameOf } from './kangaroo-fixture.mjs';

test('jumps, captures and stops in words', () => {
  assert.equal(describeEvent({ type: 'jump', seat: 0, from: sq('c1'), to: sq('c3'), captured: null }, nameOf), 'Mia jumped from c1 to c3');
  assert.equal(
    describeEvent({ type: 'jump', seat: 1, from: sq('d5'), to: sq('b3'), captured: sq('c4') }, nameOf),
    'Leo jumped from d5 to b3, capturing Mia’s piece on c4',
  );
  assert.equal(describeEvent({ type: 'stop', seat: 0 }, nameOf), 'Mia stopped jumping');
});

test('resigning and the piece given up', () => {
  assert.equal(describeEvent({ type: 'resign', seat: 1 }, nameOf), 'Leo resigned');
  assert.equal(describeEvent({ type: 'remove', seat: 1, at: sq('c5') }, nameOf), 'Leo gave up the piece on c5');
});

test('the stranded rule and its end', () => {
  assert.equal(describeEvent({ type: 'stranded', seat: 1 }, nameOf, strandedView()), 'Leo (Black) cannot move: Mia (White) must make up to 5 moves');
  assert.equal(describeEvent({ type: 'stranded', seat: 0 }, nameOf), 'Mia (White) cannot move: Leo (Black) must make up to 5 moves');
  assert.equal(describeEvent({ type: 'regained', seat: 1 }, nameOf), 'Leo can move again and has the turn');
});

test('the end names the winner or the draw', () => {
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'no_moves', scores: [3, 2] }, nameOf, doublingView()),
    'Game over. Neither player can move. Mia (White) wins, 3 to 2',
  );
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'resigned', scores: [2, 2] }, nameOf, resignedView()),
    'Game over. Leo (Black) resigned and gave up the piece on a1. A draw, 2 to 2',
  );
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'no_pieces', scores: [0, 9] }, nameOf, { ...doublingView(), pieces: [0, 8] }),
    'Game over. Mia (White) has no pieces left. Leo (Black) wins, 9 to 0',
  );
  assert.match(describeEvent({ type: 'game_over', reason: 'stranded', scores: [4, 1] }, nameOf), /^Game over\. The stranded player could not move again after the obligatory moves\. Mia \(White\) wins, 4 to 1$/);
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'move_limit', scores: [5, 7] }, nameOf, { ...doublingView(), move_limit: 500 }),
    'Game over. The move limit of 500 moves was reached; the position is scored as it stands. Leo (Black) wins, 7 to 5',
  );
});

test('unknown events still say something; the view module re-exports the log', () => {
  assert.equal(describeEvent({ type: 'mystery', seat: 0 }, nameOf), 'Mia: mystery');
  assert.equal(fromView, describeEvent);
  assert.equal(labelFromView, breakdownLabel);
});

test('the final table: pieces, doubled, score', () => {
  assert.deepEqual(breakdownOrder, ['pieces', 'doubled']);
  assert.equal(breakdownLabel('pieces'), 'Pieces left');
  assert.equal(breakdownLabel('doubled'), 'On the doubling rank (count 2)');
  assert.equal(breakdownLabel('total'), 'Score');
  assert.equal(breakdownLabel('other_thing'), 'Other thing');
});
