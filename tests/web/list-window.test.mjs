// Long lists (chat, log) drop old lines in batches, so that a new line adds a
// node at the end instead of rewriting every node (web-client/js/list-window.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listWindow } from '../../web-client/js/list-window.js';

const lines = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => ({ n: first + i }));
const number = (line) => line.n;

test('a list keeps its first line until it is full, then drops a batch at once', () => {
  let from = 0;
  let shown;
  ({ from, shown } = listWindow(lines(1, 12), number, from, 10, 5));
  assert.deepEqual([from, shown.length], [1, 12], 'up to keep + slack, nothing goes');
  ({ from, shown } = listWindow(lines(1, 15), number, from, 10, 5));
  assert.deepEqual([from, shown.length], [1, 15]);
  ({ from, shown } = listWindow(lines(1, 16), number, from, 10, 5));
  assert.deepEqual([from, shown.length], [7, 10], 'one over: the last `keep` lines');
  ({ from, shown } = listWindow(lines(1, 17), number, from, 10, 5));
  assert.deepEqual([from, shown.length], [7, 11], 'then lines are added at the end again');
  assert.deepEqual(shown.map(number), [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
});

test('a list numbered afresh (a new round\u2019s log) starts again; an empty one starts at 0', () => {
  assert.deepEqual(listWindow(lines(1, 3), number, 500, 10, 5).shown.map(number), [1, 2, 3]);
  assert.deepEqual(listWindow([], number, 500, 10, 5), { from: 0, shown: [] });
  // Old lines dropped by the keeper of the list change nothing shown.
  assert.deepEqual(listWindow(lines(5, 9), number, 3, 10, 5).shown.map(number), [5, 6, 7, 8, 9]);
});
