import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dependsOn, optionsSummary, choiceLabel } from '../../web-client/js/options-form.js';
import { playersText } from '../../web-client/js/game-info.js';

// The shape GET /api/games gives for Kangaruse's options (engine/kangaruse/factory.cpp).
const options = [
  { key: 'size', label: 'Board size', type: 'choice', default: 'regular', choices: ['tiny', 'custom'], help: 'tiny 6x5, ... or custom.' },
  { key: 'width', label: 'Custom width', type: 'integer', default: 12, min: 4, max: 20, help: 'Columns, used only when size is custom.' },
  { key: 'starting_positions', label: 'Starting positions', type: 'boolean', default: false },
  { key: 'edition', label: 'Edition', type: 'choice', default: 'current', choices: ['current', '2023'], help: 'Only when nothing is set.' },
];

test('an option used "only when size is custom" depends on size', () => {
  assert.deepEqual(dependsOn(options[1], options), { key: 'size', value: 'custom' });
  assert.equal(dependsOn(options[0], options), null);
  assert.equal(dependsOn(options[3], options), null, 'a word that is not an option key is ignored');
});

test('the summary for guests leaves out options that do not apply', () => {
  assert.equal(
    optionsSummary(options, { size: 'tiny', width: 12, starting_positions: false, edition: '2023' }),
    'Board size: Tiny · Starting positions: off · Edition: 2023',
  );
  assert.match(optionsSummary(options, { size: 'custom', width: 9, starting_positions: true, edition: 'current' }), /Custom width: 9/);
});

test('choices read as words, and player counts without "2-2"', () => {
  assert.equal(choiceLabel('king_only'), 'King only');
  assert.equal(choiceLabel('self_capture'), 'Self capture');
  assert.equal(choiceLabel('current'), 'Current');
  assert.equal(choiceLabel('2023'), '2023');
  assert.match(optionsSummary(options, { size: 'tiny', starting_positions: false, edition: '2023' }), /Board size: Tiny/);
  assert.equal(playersText(2, 2), '2 players');
  assert.equal(playersText(1, 1), '1 player');
  assert.equal(playersText(2, 4), '2\u20134 players');
});
