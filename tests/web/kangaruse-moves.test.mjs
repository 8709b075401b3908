import { test } from 'node:test';
import assert from 'node:assert/strict';
import { movesByCell, highlightedCells, describeMove, jumpCommand } from '../../web-client/games/kangaruse/moves.js';
import { tinyView } from './kangaruse-fixture.mjs';

// RULES.md §1.8 A: from (2,2) (number 3, direction left) the jumps land on (1,2), (0,2), (5,2).
const legal = [
  { action: 'jump', x: 1, y: 2 },
  { action: 'jump', x: 0, y: 2 },
  { action: 'jump', x: 5, y: 2 },
  { action: 'give_up' },
];

test('legal moves become highlighted cells by index; moves without a square stay apart', () => {
  const { byCell, other } = movesByCell(legal, 6);
  assert.deepEqual([...byCell.keys()].sort((a, b) => a - b), [12, 13, 17]);
  assert.deepEqual(other, [{ action: 'give_up' }]);
  assert.deepEqual(
    highlightedCells(legal, 6).map((h) => [h.x, h.y, h.action]),
    [[0, 2, 'jump'], [1, 2, 'jump'], [5, 2, 'jump']],
  );
});

test('no legal moves (not my turn) highlights nothing', () => {
  assert.deepEqual(highlightedCells([], 6), []);
  assert.deepEqual(highlightedCells(undefined, 6), []);
});

test('teleport and destroy squares are highlighted with their action', () => {
  const moves = [{ action: 'teleport', x: 3, y: 0 }, { action: 'stop' }];
  assert.deepEqual(highlightedCells(moves, 6).map((h) => [h.index, h.action]), [[3, 'teleport']]);
  assert.deepEqual(movesByCell(moves, 6).other, [{ action: 'stop' }]);
});

test('a jump is named by the command that reaches it', () => {
  const view = tinyView();
  assert.equal(describeMove({ action: 'jump', x: 1, y: 2 }, view, 0), 'Jump 1 left onto a river square');
  assert.equal(describeMove({ action: 'jump', x: 5, y: 2 }, view, 0), 'Jump 3 right onto a crocodile');
  assert.equal(describeMove({ action: 'jump', x: 0, y: 2 }, view, 0), 'Jump 2 left onto gems');
  assert.equal(describeMove({ action: 'teleport', x: 0, y: 0 }, view, 0), 'Teleport onto a 3-star square (costs 10 points)');
  assert.equal(describeMove({ action: 'give_up' }, view, 0), 'Give up');
});

test('wrapping jumps (mistletoebird) are found around the edge', () => {
  const view = tinyView();
  // From (2,2) left 3 wraps to x = 5 on a 6-wide board.
  assert.deepEqual(jumpCommand(view.board, { x: 2, y: 2 }, { x: 5, y: 2 }, true), { direction: 'right', distance: 3 });
  assert.deepEqual(jumpCommand(view.board, { x: 2, y: 2 }, { x: 4, y: 2 }, true), { direction: 'left', distance: 4 });
  assert.equal(jumpCommand(view.board, { x: 2, y: 2 }, { x: 4, y: 3 }, false), null);
});
