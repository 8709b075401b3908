// Counts and their nouns ("1 card", never "1 cards"), and option help in the
// same words as the option's choices.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { markupOf } from './template-text.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countOf } from '../../web-client/js/game-text.js';
import { helpText } from '../../web-client/js/options-form.js';
import { playersText } from '../../web-client/js/game-info.js';
import { renderBoardSvg } from '../../web-client/games/jackaroo/board-svg.js';
import { describeEvent as kangarooEvent } from '../../web-client/games/kangaroo/log-text.js';
import { describeMove } from '../../web-client/games/kangaruse/moves.js';
import { fourPlayerView, nameOf } from './jackaroo-fixture.mjs';
import { tinyView } from './kangaruse-fixture.mjs';

test('a count of one takes the singular', () => {
  assert.equal(countOf(1, 'card'), '1 card');
  assert.equal(countOf(0, 'card'), '0 cards');
  assert.equal(countOf(2, 'step'), '2 steps');
  assert.equal(countOf(1, 'child', 'children'), '1 child');
  assert.equal(countOf(3, 'child', 'children'), '3 children');
  assert.equal(playersText(2, 2), '2 players');
  assert.equal(playersText(1, 1), '1 player');
  assert.equal(playersText(2, 4), '2\u20134 players');
});

test('Jackaroo: a player holding one card has "1 card" on the board', () => {
  const game = fourPlayerView();
  game.players[1].hand_count = 1;
  const board = markupOf(renderBoardSvg(game, { nameOf, mySeat: 0 }));
  assert.match(board, />1 card\b/);
  assert.doesNotMatch(board, /\b1 cards\b/);
  assert.match(board, />3 cards\b/);
});

test('Kangaroo: the stranded rule with one move left says "1 move"', () => {
  const game = { turn: 0, stranded: { seat: 1, limit: 1, moves_made: 0 }, colors: ['white', 'black'] };
  const text = kangarooEvent({ type: 'stranded', seat: 1 }, nameOf, game);
  assert.match(text, /up to 1 move$/);
});

test('Kangaruse: a teleport costing one point says "1 point"', () => {
  const view = tinyView();
  view.teleport_cost = 1;
  const text = describeMove({ action: 'teleport', x: 0, y: 0 }, view, 0);
  assert.match(text, /costs 1 point\)/);
});

test('option help names choices by their labels, as the select shows them', () => {
  const start = { key: 'start_protection', type: 'choice', choices: ['king_only', 'full'], help: 'king_only: a marble on its own start is safe only from a King passing it (the rulebook); full: it cannot be passed.' };
  assert.equal(helpText(start), 'King only: a marble on its own start is safe only from a King passing it (the rulebook); Full: it cannot be passed.');
  const edition = { key: 'edition', type: 'choice', choices: ['current', '2023'], help: 'current: teleport costs 10; 2023: teleport costs 15 and the older gem table.' };
  assert.equal(helpText(edition), 'Current: teleport costs 10; 2023: teleport costs 15 and the older gem table.');
  const suicide = { key: 'suicide', type: 'choice', choices: ['illegal', 'self_capture'], help: 'illegal: a stone may not end without liberty; self_capture: it may, and its group is removed.' };
  assert.doesNotMatch(helpText(suicide), /self_capture|illegal:/);
  // A value inside a sentence, or help of another type, is left as it is.
  const size = { key: 'size', type: 'choice', choices: ['tiny', 'custom'], help: 'tiny 6x5, or custom (width x height).' };
  assert.equal(helpText(size), size.help);
  assert.equal(helpText({ key: 'width', type: 'integer', help: 'Columns, used only when size is custom.' }), 'Columns, used only when size is custom.');
});
