import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPatch, parsePointer, getByPointer, PatchError } from '../../web-client/js/json-patch.js';

const base = () => ({ a: 1, list: [10, 20, 30], nested: { 'x/y': 2, 'til~de': 3 } });

test('pointers unescape ~1 and ~0 and the empty pointer is the root', () => {
  assert.deepEqual(parsePointer(''), []);
  assert.deepEqual(parsePointer('/nested/x~1y'), ['nested', 'x/y']);
  assert.deepEqual(parsePointer('/til~0de'), ['til~de']);
  assert.equal(getByPointer(base(), '/nested/til~0de'), 3);
  assert.throws(() => parsePointer('a/b'), PatchError);
  assert.throws(() => parsePointer('/bad~2'), PatchError);
});

test('add sets a member, inserts into an array and appends with "-"', () => {
  const doc = applyPatch(base(), [
    { op: 'add', path: '/b', value: { deep: true } },
    { op: 'add', path: '/list/1', value: 15 },
    { op: 'add', path: '/list/-', value: 40 },
    { op: 'add', path: '/a', value: 'replaced by add' },
  ]);
  assert.deepEqual(doc.b, { deep: true });
  assert.deepEqual(doc.list, [10, 15, 20, 30, 40]);
  assert.equal(doc.a, 'replaced by add');
});

test('add with the empty path replaces the whole document', () => {
  assert.deepEqual(applyPatch(base(), [{ op: 'add', path: '', value: [1] }]), [1]);
});

test('remove deletes a member and an array element', () => {
  const doc = applyPatch(base(), [
    { op: 'remove', path: '/a' },
    { op: 'remove', path: '/list/0' },
  ]);
  assert.equal('a' in doc, false);
  assert.deepEqual(doc.list, [20, 30]);
});

test('replace changes existing values, including escaped keys and the root', () => {
  const doc = applyPatch(base(), [
    { op: 'replace', path: '/nested/x~1y', value: 9 },
    { op: 'replace', path: '/list/2', value: null },
  ]);
  assert.equal(doc.nested['x/y'], 9);
  assert.deepEqual(doc.list, [10, 20, null]);
  assert.deepEqual(applyPatch(base(), [{ op: 'replace', path: '', value: 5 }]), 5);
});

test('move takes a value from one place to another', () => {
  const doc = applyPatch(base(), [
    { op: 'move', from: '/a', path: '/nested/a' },
    { op: 'move', from: '/list/0', path: '/list/-' },
  ]);
  assert.equal('a' in doc, false);
  assert.equal(doc.nested.a, 1);
  assert.deepEqual(doc.list, [20, 30, 10]);
});

test('copy duplicates a value without sharing it', () => {
  const doc = applyPatch(base(), [
    { op: 'copy', from: '/nested', path: '/copy' },
    { op: 'replace', path: '/copy/x~1y', value: 100 },
  ]);
  assert.equal(doc.copy['x/y'], 100);
  assert.equal(doc.nested['x/y'], 2);
});

test('test passes on deep-equal values and fails otherwise', () => {
  assert.doesNotThrow(() => applyPatch(base(), [{ op: 'test', path: '/nested', value: { 'til~de': 3, 'x/y': 2 } }]));
  assert.throws(() => applyPatch(base(), [{ op: 'test', path: '/list', value: [10, 20] }]), PatchError);
  assert.throws(() => applyPatch(base(), [{ op: 'test', path: '/a', value: '1' }]), PatchError);
});

test('errors: missing targets, bad indexes, unknown ops, missing fields', () => {
  const failing = [
    [{ op: 'remove', path: '/nope' }],
    [{ op: 'replace', path: '/nope', value: 1 }],
    [{ op: 'add', path: '/missing/child', value: 1 }],
    [{ op: 'add', path: '/list/4', value: 1 }],
    [{ op: 'add', path: '/list/01', value: 1 }],
    [{ op: 'remove', path: '/list/3' }],
    [{ op: 'remove', path: '/list/-' }],
    [{ op: 'move', from: '/nested', path: '/nested/inside' }],
    [{ op: 'copy', from: '/nope', path: '/b' }],
    [{ op: 'frobnicate', path: '/a' }],
    [{ op: 'add', path: '/b' }],
    [{ op: 'move', path: '/b' }],
    [{ op: 'remove', path: '' }],
    [{ op: 'add', path: '/a/b', value: 1 }],
    ['not an object'],
  ];
  for (const ops of failing) {
    assert.throws(() => applyPatch(base(), ops), PatchError, JSON.stringify(ops));
  }
  assert.throws(() => applyPatch(base(), { op: 'add' }), PatchError);
});

test('a failing patch leaves the document untouched (all or nothing)', () => {
  const doc = base();
  assert.throws(() => applyPatch(doc, [{ op: 'replace', path: '/a', value: 2 }, { op: 'remove', path: '/nope' }]));
  assert.deepEqual(doc, base());
});

test('the result does not share structure with the patch values', () => {
  const value = { inner: [1] };
  const doc = applyPatch({}, [{ op: 'add', path: '/v', value }]);
  value.inner.push(2);
  assert.deepEqual(doc.v, { inner: [1] });
});
