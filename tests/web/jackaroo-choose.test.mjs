import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  emptyChoice, pick, back, reconcile, choiceStep, candidatesOf, abilitiesOf, abilityLabel,
  playableRanks, isDiscardTurn, promptFor, turnPrompt, nextSeatWithCards, placeText, whereText,
} from '../../web-client/games/jackaroo/choose.js';
import { fourPlayerView, fourPlayerMoves, nameOf } from './jackaroo-fixture.mjs';

// Picks in order; returns the last result.
function run(legal, picks) {
  let result = { choice: emptyChoice, move: null };
  for (const picked of picks) {
    assert.equal(result.move, null, 'no move before the last pick');
    result = pick(legal, result.choice, picked);
  }
  return result;
}

test('card -> ability -> marble gives exactly the legal move object', () => {
  const legal = fourPlayerMoves();
  const result = run(legal, [{ card: 'AS' }, { ability: 'move:11' }, { marble: 1 }]);
  assert.deepEqual(result.move, { card: 'A', ability: 'move', marble: 1, steps: 11 });
  assert.ok(legal.includes(result.move), 'the very object from legal_moves');
  assert.deepEqual(run(legal, [{ card: 'AS' }, { ability: 'move:1' }, { marble: 0 }]).move, { card: 'A', ability: 'move', marble: 0, steps: 1 });
  assert.deepEqual(run(legal, [{ card: 'AS' }, { ability: 'release' }, { marble: 3 }]).move, { card: 'A', ability: 'release', marble: 3 });
  // 11 from 72 would overshoot Ana's safe zone: not offered, so not chosen.
  assert.equal(run(legal, [{ card: 'AS' }, { ability: 'move:11' }, { marble: 0 }]).move, null);
});

test('the steps are part of the ability: the Ace offers out, 1 and 11', () => {
  const legal = fourPlayerMoves();
  assert.deepEqual(abilitiesOf(legal, 'A'), ['release', 'move:1', 'move:11']);
  assert.deepEqual(abilitiesOf(legal, '7'), ['move:7', 'split']);
  assert.deepEqual(abilitiesOf(legal, '10'), ['move:10', 'burn']);
  assert.equal(abilityLabel('move:11', 'A'), 'Move 11');
  assert.equal(abilityLabel('move:-4', '4'), 'Move 4 back');
  assert.equal(abilityLabel('burn', '10', { next: 'Ben' }), 'Burn Ben\u2019s next turn');
  assert.deepEqual([...playableRanks(legal)].sort(), ['10', '7', 'A', 'J']);
});

test('steps of the choice and the marbles highlighted at each', () => {
  const game = fourPlayerView();
  const legal = fourPlayerMoves();
  let choice = emptyChoice;
  assert.equal(choiceStep(legal, choice), 'card');
  choice = pick(legal, choice, { card: '7H' }).choice;
  assert.equal(choiceStep(legal, choice), 'ability');
  assert.equal(choice.cardId, '7H');
  choice = pick(legal, choice, { ability: 'move:7' }).choice;
  assert.equal(choiceStep(legal, choice), 'marble');
  assert.deepEqual(
    candidatesOf(game, legal, choice).map((c) => [c.marble, c.to]),
    [
      [0, { zone: 'safe', square: 3 }],
      [1, { zone: 'track', square: 17 }],
    ],
  );
  // A marble that is not among the legal ones changes nothing.
  assert.deepEqual(pick(legal, choice, { marble: 8 }), { choice, move: null });
});

test('split 7: first marble, its steps, then a second marble that fits', () => {
  const game = fourPlayerView();
  const legal = fourPlayerMoves();
  let { choice } = run(legal, [{ card: '7H' }, { ability: 'split' }]);
  assert.equal(choiceStep(legal, choice), 'marble');
  assert.deepEqual(candidatesOf(game, legal, choice).map((c) => c.marble), [0, 1]);
  choice = pick(legal, choice, { marble: 0 }).choice;
  assert.equal(choiceStep(legal, choice), 'steps');
  assert.deepEqual(
    candidatesOf(game, legal, choice).map((c) => [c.steps, c.to]),
    [
      [3, { zone: 'track', square: 75 }],
      [5, { zone: 'safe', square: 1 }],
    ],
  );
  assert.equal(pick(legal, choice, { steps: 4 }).choice, choice, 'a split not in the list is refused');
  choice = pick(legal, choice, { steps: 3 }).choice;
  assert.equal(choiceStep(legal, choice), 'marble2');
  assert.match(promptFor(game, legal, choice), /second marble to move 4/);
  // The second marble moves 4: marble 1 from 10 to 14 or marble 2 from 40 to 44.
  assert.deepEqual(
    candidatesOf(game, legal, choice).map((c) => [c.marble, c.to]),
    [
      [1, { zone: 'track', square: 14 }],
      [2, { zone: 'track', square: 44 }],
    ],
  );
  const done = pick(legal, choice, { marble: 2 });
  assert.deepEqual(done.move, { card: '7', ability: 'split', marble: 0, steps: 3, marble2: 2 });
  assert.ok(legal.includes(done.move));
  // With 5 steps first only marble 1 may follow.
  const five = run(legal, [{ card: '7H' }, { ability: 'split' }, { marble: 0 }, { steps: 5 }]);
  assert.deepEqual(candidatesOf(game, legal, five.choice).map((c) => c.marble), [1]);
  assert.equal(pick(legal, five.choice, { marble: 2 }).move, null);
  assert.deepEqual(pick(legal, five.choice, { marble: 1 }).move, { card: '7', ability: 'split', marble: 0, steps: 5, marble2: 1 });
});

test('swap: my marble, then the marble to swap with', () => {
  const game = fourPlayerView();
  const legal = fourPlayerMoves();
  // The Jack has one ability: choosing the card chooses it.
  let { choice } = run(legal, [{ card: 'JC' }]);
  assert.equal(choice.ability, 'swap');
  assert.equal(choiceStep(legal, choice), 'marble');
  assert.deepEqual(candidatesOf(game, legal, choice).map((c) => c.marble), [1, 0]);
  choice = pick(legal, choice, { marble: 1 }).choice;
  assert.equal(choiceStep(legal, choice), 'target');
  assert.deepEqual(
    candidatesOf(game, legal, choice).map((c) => [c.marble, c.to]),
    [
      [13, { zone: 'track', square: 10 }],
      [8, { zone: 'track', square: 10 }],
    ],
  );
  assert.deepEqual(pick(legal, choice, { target: 8 }).move, { card: 'J', ability: 'swap', marble: 1, target: 8 });
  assert.equal(pick(legal, choice, { target: 4 }).move, null, 'Ben is not offered');
  // Back from the target goes to the marble step, then back to the cards
  // (the only ability went with its card).
  choice = back(choice);
  assert.equal(choiceStep(legal, choice), 'marble');
  choice = back(choice);
  assert.equal(choiceStep(legal, choice), 'card');
});

test('burn and discard need no marble', () => {
  const legal = fourPlayerMoves();
  assert.deepEqual(run(legal, [{ card: '10D' }, { ability: 'burn' }]).move, { card: '10', ability: 'burn' });
  const discards = [
    { card: '2', ability: 'discard' },
    { card: '3', ability: 'discard' },
  ];
  assert.ok(isDiscardTurn(discards));
  assert.equal(choiceStep(discards, emptyChoice), 'discard');
  assert.equal(pick(discards, emptyChoice, { card: '3C' }).move, discards[1]);
  assert.equal(pick(discards, emptyChoice, { card: 'KC' }).move, null);
  const game = { ...fourPlayerView(), hand: ['2H', '3C'] };
  assert.equal(promptFor(game, discards, emptyChoice, { mySeat: 0 }), 'Nothing can be played: choose a card to discard.');
  assert.equal(promptFor({ ...game, burned: 0 }, discards, emptyChoice, { mySeat: 0 }), 'Your turn was burned: choose a card to discard.');
});

test('Escape goes back one step at a time', () => {
  const legal = fourPlayerMoves();
  let { choice } = run(legal, [{ card: '7H' }, { ability: 'split' }, { marble: 0 }, { steps: 3 }]);
  const steps = [];
  while (choice.rank !== null) {
    choice = back(choice);
    steps.push(choiceStep(legal, choice));
  }
  assert.deepEqual(steps, ['steps', 'marble', 'ability', 'card']);
});

test('a card that cannot be played is not chosen; new legal moves reset a stale choice', () => {
  const legal = fourPlayerMoves();
  assert.deepEqual(pick(legal, emptyChoice, { card: 'KH' }), { choice: emptyChoice, move: null });
  assert.equal(pick([], emptyChoice, { card: 'AS' }).move, null);
  const { choice } = run(legal, [{ card: 'JC' }, { marble: 1 }]);
  assert.equal(reconcile(legal, choice), choice);
  assert.equal(reconcile(legal.filter((m) => m.card !== 'J'), choice).rank, null);
});

test('prompts for whoever looks', () => {
  const game = fourPlayerView();
  const legal = fourPlayerMoves();
  assert.deepEqual(turnPrompt(game, legal, emptyChoice, { mySeat: 0, nameOf }), { step: 'card', text: 'Your turn: choose a card to play.' });
  assert.deepEqual(turnPrompt({ ...game, turn: 1 }, [], emptyChoice, { mySeat: 0, nameOf }), { step: 'waiting', text: 'Waiting for Ben\u2026' });
  assert.deepEqual(turnPrompt({ ...game, turn: 1 }, [], emptyChoice, { mySeat: null, nameOf }), { step: 'watching', text: 'Ben is playing. You are watching.' });
  assert.match(turnPrompt({ ...game, turn: 1, burned: 1 }, [], emptyChoice, { mySeat: 0, nameOf }).text, /Ben\u2019s turn was burned/);
  assert.deepEqual(turnPrompt({ ...game, turn: null, winners: [0, 2] }, [], emptyChoice, { mySeat: 1, nameOf }), { step: 'finished', text: 'Ana and Cy win!' });
  assert.deepEqual(
    turnPrompt({ ...game, turn: null, winners: [0, 1, 2, 3], end_reason: 'set_limit' }, [], emptyChoice, { mySeat: 1, nameOf }),
    { step: 'finished', text: 'The set limit was reached: Ana, Ben, Cy and Dan win with the most marbles safe!' },
  );
});

test('places in words and the seat a burn hits', () => {
  assert.equal(placeText({ zone: 'track', square: 17 }), 'square 17');
  assert.equal(placeText({ zone: 'safe', square: 0 }), 'safe square 1');
  assert.equal(whereText({ zone: 'home', square: null }), 'at home');
  const game = fourPlayerView();
  assert.equal(nextSeatWithCards(game, 0), 1);
  game.players[1].hand_count = 0;
  assert.equal(nextSeatWithCards(game, 0), 2, 'a seat with no cards is skipped');
  for (const player of game.players) if (player.seat !== 0) player.hand_count = 0;
  assert.equal(nextSeatWithCards(game, 0), null);
});
