import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockMovesFor } from '../../web-client/js/pages/clock-notice.js';

const entry = (seq, seat, by = undefined, type = 'place') => ({ seq, event: { type, seat }, ...(by ? { by } : {}) });

test('the newest run the clock played for the seat, all its events', () => {
  const log = [entry(1, 0), entry(2, 1), entry(3, 0, 'clock', 'play'), entry(4, 0, 'clock', 'finish'), entry(5, 1)];
  assert.deepEqual(clockMovesFor(log, 0).map((e) => e.seq), [3, 4], 'the opponent\'s reply after it does not hide it');
  assert.deepEqual(clockMovesFor(log, 1), [], 'another seat\'s clock move is not mine');
});

test('nothing once the seat has played by hand since, or for a spectator', () => {
  const log = [entry(1, 0, 'clock'), entry(2, 1), entry(3, 0)];
  assert.deepEqual(clockMovesFor(log, 0), []);
  assert.deepEqual(clockMovesFor([entry(1, 0, 'clock')], null), []);
  assert.deepEqual(clockMovesFor([], 0), []);
  // A bot seat's moves (by "bot") are not the clock's.
  assert.deepEqual(clockMovesFor([entry(1, 0, 'bot')], 0), []);
});
