import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeError } from '../../web-client/js/errors.js';

test('known codes get plain words; illegal moves keep the engine reason', () => {
  assert.equal(describeError({ code: 'not_your_turn', message: 'seat 1 may not act' }), 'It is not your turn.');
  assert.equal(describeError({ code: 'illegal_move', message: '(3,2) is crossed out' }), 'That move is not allowed: (3,2) is crossed out.');
});

test('unknown codes fall back to the server message, then to a generic sentence', () => {
  assert.equal(describeError({ code: 'brand_new_code', message: 'the moon is full' }), 'The moon is full');
  assert.equal(describeError({}), 'Something went wrong. Please try again.');
});
