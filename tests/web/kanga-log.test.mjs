import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describeEvent, capturesText, countText, endText, winnerOf, lastMoveText, placedColour, breakdownLabel, breakdownOrder,
} from '../../web-client/games/kanga/log-text.js';
import { nameOf, custodianView, custodianEvents, swappedView, pieView, wonView, drawView, suicideView } from './kanga-fixture.mjs';

test('placements name the player, the colour and the point', () => {
  const game = custodianView();
  const [first] = custodianEvents();
  assert.equal(describeEvent(first, nameOf, game), 'Mia (Black) played r1c1');
  assert.equal(describeEvent({ type: 'place', seat: 1, at: [6, 5], captured: [], go: 0, custodian: 0 }, nameOf, game), 'Leo (White) played r6c7');
  assert.equal(describeEvent(first, nameOf), 'Mia played r1c1', 'without a game view, no colour');
});

test('captures say how many stones and by which kind', () => {
  const game = custodianView();
  assert.equal(describeEvent(custodianEvents()[5], nameOf, game), 'Leo (White) played r4c4 and captured three stones by custodian');
  assert.equal(
    describeEvent({ type: 'place', seat: 1, at: [0, 3], captured: [[0, 4]], go: 1, custodian: 0 }, nameOf, game),
    'Leo (White) played r4c1 and captured one stone by Go capture',
  );
  assert.equal(
    describeEvent({ type: 'place', seat: 0, at: [6, 1], captured: [[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]], go: 0, custodian: 5 }, nameOf, game),
    'Mia (Black) played r2c7 and captured five stones by custodian',
  );
  assert.equal(capturesText(4, 1, 3), 'four stones: one by Go capture, three by custodian');
  assert.equal(capturesText(3, 3, 3), 'three stones by Go capture and custodian', 'a stone taken both ways');
  assert.equal(capturesText(0, 0, 0), '');
  assert.equal(countText(1, 'stone'), 'one stone');
  assert.equal(countText(14, 'stone'), '14 stones');
});

test('self-capture (the option): the own group went, listed apart in self_captured', () => {
  const game = { ...suicideView(), suicide: 'self_capture' };
  assert.equal(
    describeEvent({ type: 'place', seat: 0, at: [0, 0], captured: [], go: 0, custodian: 0, self_captured: [[0, 0]] }, nameOf, game),
    'Mia (Black) played r1c1; its own group of one stone had no liberty and was removed (self-capture)',
  );
  assert.equal(
    describeEvent({ type: 'place', seat: 1, at: [0, 3], captured: [[0, 4], [0, 5], [0, 6]], go: 0, custodian: 3, self_captured: [[0, 2], [0, 3]] }, nameOf, game),
    'Leo (White) played r4c1 and captured three stones by custodian; then its own group of two stones had no liberty and was removed (self-capture)',
  );
  const last = { ...game, last_move: { seat: 0, at: [0, 0], captured: [], self_captured: [[0, 0]] } };
  assert.equal(lastMoveText(last, nameOf), 'Mia (Black) played r1c1, lost its own group of one stone (self-capture)');
});

test('the pie rule: the swap line and the colours of the opening stone afterwards', () => {
  const game = swappedView();
  assert.equal(
    describeEvent({ type: 'swap', seat: 1 }, nameOf, game),
    'Leo used the pie rule and swapped colours: Leo now plays Black with the opening stone, Mia plays White and moves next',
  );
  // Mia's opening stone is still black on the board; her later stones are white.
  assert.equal(placedColour({ type: 'place', seat: 0, at: [3, 3] }, game), 'black');
  assert.equal(describeEvent({ type: 'place', seat: 0, at: [3, 3], captured: [] }, nameOf, game), 'Mia (Black) played r4c4');
  assert.equal(placedColour({ type: 'place', seat: 0, at: [0, 0] }, game), null, 'an empty point: not known');
  assert.equal(describeEvent({ type: 'place', seat: 0, at: [0, 0], captured: [] }, nameOf, game), 'Mia played r1c1');
  assert.equal(placedColour({ type: 'place', seat: 0, at: [0, 0], captured: [[1, 0]] }, game), 'white', 'the opening stone captures nothing');
  const later = { ...game, board: ['w......', ...game.board.slice(1)] };
  assert.equal(placedColour({ type: 'place', seat: 0, at: [0, 0] }, later), 'white');
  assert.equal(placedColour({ type: 'place', seat: 1, at: [0, 0] }, game), 'black');
  assert.equal(placedColour({ type: 'place', seat: 0, at: [3, 3] }, pieView()), 'black');
});

test('the end: the winner and how, or why it is a draw', () => {
  const won = wonView();
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'connection', winner: 0 }, nameOf, won),
    'Mia (Black) wins: a chain of black stones joins the top and bottom edges',
  );
  assert.equal(endText('connection', 0, nameOf, won, 0), 'You (Black) win: a chain of black stones joins the top and bottom edges');
  assert.equal(describeEvent({ type: 'game_over', reason: 'connection', winner: 1 }, nameOf), 'Leo wins: a chain of stones joins two opposite edges');
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'no_legal_move', winner: 1 }, nameOf, custodianView()),
    'Leo (White) wins: Mia (Black) has no legal placement left and loses',
  );
  assert.equal(endText('no_legal_move', 1, nameOf, custodianView(), 0), 'Leo (White) wins: You (Black) have no legal placement left and lose');
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'repetition', winner: null }, nameOf, drawView()),
    'Draw by repetition: the same position with the same player to move came up a third time',
  );
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'move_cap', winner: null }, nameOf, drawView()),
    'Draw: the move limit of 490 placements was reached without a connection',
  );
  assert.equal(
    describeEvent({ type: 'game_over', reason: 'move_limit', winner: null }, nameOf, { ...drawView(), move_limit: 1225 }),
    'Draw: the longest game allowed, 1,225 placements, was reached without a connection',
  );
});

test('the winner of a finished view, with or without the room outcome', () => {
  assert.equal(winnerOf(wonView()), 0);
  assert.equal(winnerOf(drawView()), null);
  assert.equal(winnerOf({ ...custodianView(), turn: null, end_reason: 'no_legal_move' }), 1, 'the last mover wins');
  assert.equal(winnerOf(wonView(), { winners: [1] }), 1, 'the outcome decides');
  assert.equal(winnerOf(wonView(), { winners: [0, 1] }), null, 'two winners: a draw');
});

test('the last move line', () => {
  assert.equal(lastMoveText(custodianView(), nameOf), 'Leo (White) played r4c4 and captured three stones');
  assert.equal(lastMoveText(swappedView(), nameOf), 'Leo swapped colours and now plays Black');
  assert.equal(lastMoveText({ ...custodianView(), last_move: null }, nameOf), null);
});

test('unknown events still read, breakdown labels', () => {
  assert.equal(describeEvent({ type: 'some_event', seat: 1 }, nameOf), 'Leo: some event');
  assert.equal(breakdownLabel('captures'), 'Stones captured');
  assert.equal(breakdownLabel('stones'), 'Stones on the board');
  assert.equal(breakdownLabel('some_key'), 'Some key');
  assert.deepEqual(breakdownOrder, ['stones', 'captures']);
});

test('a resignation: who resigned, and who wins by it', () => {
  const game = custodianView();
  assert.equal(describeEvent({ type: 'resign', seat: 1 }, nameOf, game), 'Leo resigned');
  assert.equal(describeEvent({ type: 'game_over', reason: 'resigned', winner: 0 }, nameOf, game), 'Mia (Black) wins: Leo (White) resigned');
  assert.equal(endText('resigned', 1, nameOf, game, 1), 'You (White) win: Mia (Black) resigned');
  assert.equal(endText('resigned', null, nameOf), 'The game is over: a player resigned');
});
