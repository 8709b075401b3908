import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ViewSync } from '../../web-client/js/view-sync.js';

test('patches apply in version order; stale ones are ignored; gaps are reported', () => {
  const sync = new ViewSync();
  assert.equal(sync.acceptPatch(1, []).status, 'gap', 'no snapshot yet');
  sync.acceptSnapshot(4, { to_act: [0], log: [] });
  assert.equal(sync.acceptPatch(5, [{ op: 'replace', path: '/to_act/0', value: 1 }]).status, 'applied');
  assert.equal(sync.version, 5);
  assert.deepEqual(sync.view.to_act, [1]);
  assert.equal(sync.acceptPatch(5, [{ op: 'replace', path: '/to_act/0', value: 7 }]).status, 'stale');
  assert.deepEqual(sync.view.to_act, [1]);
  assert.equal(sync.acceptPatch(7, []).status, 'gap');
  assert.equal(sync.version, 5);
  assert.equal(sync.acceptPatch(6, []).status, 'applied', 'an empty patch still advances the version');
  assert.equal(sync.version, 6);
});

test('a patch that does not apply is reported and changes nothing', () => {
  const sync = new ViewSync();
  sync.acceptSnapshot(1, { a: 1 });
  const result = sync.acceptPatch(2, [{ op: 'remove', path: '/missing' }]);
  assert.equal(result.status, 'failed');
  assert.equal(sync.version, 1);
  assert.deepEqual(sync.view, { a: 1 });
});
