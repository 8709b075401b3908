import { test } from 'node:test';
import assert from 'node:assert/strict';
import { turnPrompt, rulesSummary } from '../../web-client/games/kanga/prompt.js';
import { replayLog, repetitionWarning } from '../../web-client/games/kanga/history.js';
import {
  nameOf, custodianRoomView, pieView, pieLegal, swappedView, suicideView, suicideLegal, wonView, drawView, koRoomView, placesOn,
} from './kanga-fixture.mjs';

test('my turn: place, with the goal; suicide points explained when there are some', () => {
  const room = custodianRoomView(0);
  const mine = turnPrompt(room.game, room.legal_moves, { mySeat: 0, nameOf });
  assert.equal(mine.step, 'place');
  assert.match(mine.text, /^Your turn \(Black\): place a stone on an empty point\. Connect two opposite edges/);
  assert.doesNotMatch(mine.text, /suicide/);
  const suicide = turnPrompt(suicideView(), suicideLegal, { mySeat: 0, nameOf, forbidden: 1 });
  assert.match(suicide.text, /Points marked × would be suicide and are not allowed\./);
});

test('the other player, a spectator', () => {
  const game = custodianRoomView(1).game;
  assert.deepEqual(turnPrompt(game, [], { mySeat: 1, nameOf }), { step: 'waiting', text: 'Waiting for Mia (Black)…' });
  assert.deepEqual(turnPrompt(game, [], { mySeat: null, nameOf }), { step: 'watching', text: 'Mia (Black) is to play. You are watching.' });
});

test('the pie rule offer explains the swap', () => {
  const { step, text } = turnPrompt(pieView(), pieLegal, { mySeat: 1, nameOf });
  assert.equal(step, 'swap');
  assert.equal(
    text,
    'Pie rule: Mia opened with Black at r4c4. Place a White stone as usual, or swap colours: you take over that black stone and play Black, and Mia plays White and moves next.',
  );
  const after = turnPrompt(swappedView(), placesOn(swappedView().board), { mySeat: 0, nameOf });
  assert.match(after.text, /^Your turn \(White\)/);
});

test('the end names the winner or the draw', () => {
  assert.deepEqual(turnPrompt(wonView(), [], { mySeat: null, nameOf }), {
    step: 'finished',
    text: 'Mia (Black) wins: a chain of black stones joins the top and bottom edges.',
  });
  assert.match(turnPrompt(wonView(), [], { mySeat: 0, nameOf }).text, /^You \(Black\) win:/);
  assert.match(turnPrompt(wonView(), [], { mySeat: 1, nameOf }).text, /^Mia \(Black\) wins:/);
  assert.equal(
    turnPrompt(drawView(), [], { mySeat: 1, nameOf, outcome: { winners: [0, 1] } }).text,
    'Draw by repetition: the same position with the same player to move came up a third time.',
  );
});

test('the options in words', () => {
  assert.equal(rulesSummary(pieView()), '7×7 board · pie rule on · suicide not allowed');
  assert.equal(rulesSummary({ ...drawView(), size: 9, move_cap: true, suicide: 'self_capture' }), '9×9 board · no pie rule · self-capture allowed (a group left without liberty is removed) · draw after 810 placements');
});

test('the log replays to the board shown; repetitions are counted per colour to move', () => {
  const room = custodianRoomView(0);
  const replay = replayLog(room.log, room.game);
  assert.ok(replay, 'the custodian game replays');
  assert.equal(replay.moves, 6);
  assert.equal(replay.current, 1);
  assert.equal(repetitionWarning(replay, nameOf), null);

  const once = koRoomView(0);
  assert.equal(replayLog(once.log, once.game).current, 1);
  const twice = koRoomView(1);
  const replayTwice = replayLog(twice.log, twice.game);
  assert.equal(replayTwice.current, 2, 'the ko shape came back with Black to move');
  assert.equal(
    repetitionWarning(replayTwice, (colour) => (colour === 'black' ? 'Mia' : 'Leo')),
    'This position has now come up twice with Mia to move. If it comes up once more, the game is a draw by repetition.',
  );
});

test('a log that does not lead to the board shown gives no warning', () => {
  const room = koRoomView(1);
  assert.equal(replayLog(room.log.slice(2), room.game), null, 'cut short');
  assert.equal(replayLog(room.log, { ...room.game, moves_played: 3 }), null, 'other move count');
  assert.equal(repetitionWarning(null, nameOf), null);
});

test('self-captured stones leave the replayed board too', () => {
  const game = { ...suicideView(), suicide: 'self_capture', moves_played: 4, turn: 1 };
  const log = [
    { seq: 1, event: { type: 'place', seat: 0, at: [6, 6], captured: [], go: 0, custodian: 0 } },
    { seq: 2, event: { type: 'place', seat: 1, at: [1, 0], captured: [], go: 0, custodian: 0 } },
    { seq: 3, event: { type: 'place', seat: 0, at: [0, 0], captured: [], go: 0, custodian: 0, self_captured: [[0, 0]] } },
  ];
  assert.equal(replayLog(log, { ...game, board: ['.w.....', '.......', '.......', '.......', '.......', '.......', '......b'], moves_played: 3 }).moves, 3);
});

test('the pie-rule position after the opening stone is one of its own; the swap counts as a new occurrence', () => {
  const opened = replayLog([{ seq: 1, event: { type: 'place', seat: 0, at: [3, 3], captured: [], go: 0, custodian: 0 } }], pieView());
  assert.equal(opened.current, 1);
  assert.equal(opened.counts.size, 2);

  const game = swappedView();
  const log = [
    { seq: 1, event: { type: 'place', seat: 0, at: [3, 3], captured: [], go: 0, custodian: 0 } },
    { seq: 2, event: { type: 'swap', seat: 1 } },
  ];
  const replay = replayLog(log, { ...game, moves_played: 2 });
  assert.equal(replay.moves, 1);
  assert.equal(replay.counts.size, 3, 'empty board, the opening with the swap offered, after the swap');
  assert.equal(replay.current, 1);
  assert.equal(replay.toMove, 'white');
  assert.ok(replayLog(log, { ...game, moves_played: 1 }), 'a move count without the swap is fine too');
});
