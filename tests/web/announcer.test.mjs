import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entriesToAnnounce } from '../../web-client/js/pages/announcer.js';

const entry = (seq, seat, by) => ({ seq, event: { type: 'place', seat }, ...(by ? { by } : {}) });

test('the others\' new lines are read out, not my own moves', () => {
  const log = [entry(1, 0), entry(2, 1), entry(3, 0), entry(4, 1), entry(5, 0, 'clock')];
  assert.deepEqual(entriesToAnnounce(log, 2, 0).map((e) => e.seq), [4, 5], 'after seq 2: the other seat, and the clock\'s move made for me');
  assert.deepEqual(entriesToAnnounce(log, 0, null).map((e) => e.seq), [1, 2, 3, 4, 5], 'a spectator hears everyone');
  // Events of no seat (a deal) are everyone's news.
  assert.deepEqual(entriesToAnnounce([{ seq: 7, event: { type: 'dealt' } }], 6, 0).map((e) => e.seq), [7]);
});
