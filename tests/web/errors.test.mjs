import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describeError } from '../../web-client/js/errors.js';

test('known codes get plain words; illegal moves keep the engine reason', () => {
  assert.equal(describeError({ code: 'not_your_turn', message: 'seat 1 may not act' }), 'It is not your turn.');
  assert.equal(describeError({ code: 'illegal_move', message: '(3,2) is crossed out' }), 'That move is not allowed: (3,2) is crossed out.');
});

test('unknown codes fall back to the server message, then to a generic sentence', () => {
  assert.equal(describeError({ code: 'brand_new_code', message: 'the moon is full' }), 'The moon is full');
  assert.equal(describeError({}), 'Something went wrong. Please try again.');
});

test('every error code the server may send has plain words (protocol/schemas)', () => {
  const schema = JSON.parse(readFileSync(new URL('../../protocol/schemas/server-message.schema.json', import.meta.url), 'utf8'));
  const codes = [];
  (function collect(node) {
    if (!node || typeof node !== 'object') return;
    if (node.properties && node.properties.type && node.properties.type.const === 'error') {
      codes.push(...node.properties.code.enum);
      return;
    }
    for (const child of Object.values(node)) collect(child);
  })(schema);
  assert.ok(codes.includes('room_elsewhere'), 'the schema lists the error codes');
  const missing = codes.filter((code) => describeError({ code, message: 'the server words' }) === 'The server words');
  assert.deepEqual(missing, []);
});

test('a room served elsewhere says the page reconnects; an unavailable offer keeps its reason', () => {
  assert.equal(describeError({ code: 'room_elsewhere', message: 'another node serves this room' }), 'This room is moving to another server. The page will reconnect by itself.');
  assert.equal(describeError({ code: 'offer_unavailable', message: 'this game has no draw by agreement' }), 'That offer cannot be made now: this game has no draw by agreement.');
});
