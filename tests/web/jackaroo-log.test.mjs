import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEvent, breakdownLabel, breakdownOrder, winnersText } from '../../web-client/games/jackaroo/log-text.js';
import { fourPlayerView, nameOf } from './jackaroo-fixture.mjs';

const track = (square) => ({ zone: 'track', square });
const safe = (square) => ({ zone: 'safe', square });
const home = { zone: 'home', square: null };

test('deals, and the private deal in the second person', () => {
  assert.equal(describeEvent({ type: 'deal', dealer: 3, set: 2, round: 1, cards: 4 }, nameOf), 'Set 2, round 1: 4 cards each (Dan deals)');
  assert.equal(describeEvent({ type: 'deal', dealer: 3, set: 2, round: 3, cards: 5 }, nameOf), 'Set 2, round 3: 5 cards each');
  assert.equal(
    describeEvent({ type: 'dealt', seat: 0, cards: ['AS', '10H', 'KD', '7C'], visible_to: [0] }, nameOf),
    'You were dealt A\u2660, 10\u2665, K\u2666, 7\u2663',
  );
});

test('plays: moves, releases, safe zone, captures', () => {
  const game = fourPlayerView();
  const line = (event) => describeEvent({ type: 'play', sent_home: [], ...event }, nameOf, game);
  assert.equal(line({ seat: 0, card: '3C', ability: 'move', moves: [{ marble: 1, from: track(10), to: track(13) }] }), 'Ana played a 3: moved a marble 3');
  assert.equal(
    line({ seat: 0, card: 'AS', ability: 'release', moves: [{ marble: 3, from: home, to: track(0) }], sent_home: [13] }),
    'Ana played an Ace: brought a marble out, sending Dan\u2019s marble home',
  );
  assert.equal(
    line({ seat: 0, card: '5D', ability: 'move', moves: [{ marble: 0, from: track(72), to: safe(1) }] }),
    'Ana played a 5: moved a marble 5 into the safe zone',
  );
  assert.equal(
    line({ seat: 0, card: '5D', ability: 'move', moves: [{ marble: 4, from: track(16), to: safe(0) }] }),
    'Ana played a 5: moved Ben\u2019s marble 3 into Ben\u2019s safe zone',
  );
  assert.equal(line({ seat: 1, card: '4S', ability: 'move', moves: [{ marble: 4, from: track(19), to: track(15) }] }), 'Ben played a 4: moved a marble 4 back');
  assert.equal(line({ seat: 0, card: '4S', ability: 'move', moves: [{ marble: 1, from: track(2), to: track(74) }] }), 'Ana played a 4: moved a marble 4 back');
  assert.equal(
    line({ seat: 0, card: '8H', ability: 'move', moves: [{ marble: 1, from: track(70), to: track(2) }] }),
    'Ana played an 8: moved a marble 8',
  );
});

test('the King knocks home what it passes', () => {
  const game = fourPlayerView();
  assert.equal(
    describeEvent(
      { type: 'play', seat: 0, card: 'KD', ability: 'move', moves: [{ marble: 1, from: track(15), to: track(28) }], sent_home: [8, 12] },
      nameOf,
      game,
    ),
    'Ana played a King: moved a marble 13, knocking two marbles (Cy\u2019s and Dan\u2019s) home',
  );
  assert.equal(
    describeEvent(
      { type: 'play', seat: 0, card: 'KD', ability: 'move', moves: [{ marble: 1, from: track(15), to: track(28) }], sent_home: [2] },
      nameOf,
      game,
    ),
    'Ana played a King: moved a marble 13, knocking Ana\u2019s own marble home',
  );
});

test('split, partner release, swap and burn', () => {
  const game = fourPlayerView();
  assert.equal(
    describeEvent(
      {
        type: 'play', seat: 0, card: '7H', ability: 'split',
        moves: [{ marble: 0, from: track(72), to: track(75) }, { marble: 1, from: track(10), to: track(14) }],
        sent_home: [],
      },
      nameOf,
      game,
    ),
    'Ana played a 7: moved a marble 3 and moved a marble 4',
  );
  assert.equal(
    describeEvent({ type: 'play', seat: 0, card: '5S', ability: 'release_partner', moves: [{ marble: 9, from: home, to: track(43) }], sent_home: [] }, nameOf, game),
    'Ana played a 5: brought Cy\u2019s marble out and moved it 5',
  );
  assert.equal(
    describeEvent(
      { type: 'play', seat: 0, card: 'JC', ability: 'swap', moves: [{ marble: 1, from: track(10), to: track(50) }, { marble: 13, from: track(50), to: track(10) }], sent_home: [], target: 13 },
      nameOf,
      game,
    ),
    'Ana played a Jack and swapped a marble with Dan\u2019s marble',
  );
  assert.equal(
    describeEvent({ type: 'play', seat: 0, card: '10D', ability: 'burn', moves: [], sent_home: [], target: 1 }, nameOf, game),
    'Ana played a 10 and burned Ben\u2019s next turn',
  );
});

test('discards and the finish', () => {
  assert.equal(describeEvent({ type: 'discard', seat: 1, card: '3C', reason: 'burned' }, nameOf), 'Ben lost the turn to the burn and discarded a 3');
  assert.equal(describeEvent({ type: 'discard', seat: 2, card: 'QH', reason: 'no_move' }, nameOf), 'Cy could not play and discarded a Queen');
  assert.equal(describeEvent({ type: 'finish', winners: [0, 2] }, nameOf), 'Ana and Cy win');
  assert.equal(describeEvent({ type: 'finish', winners: [1] }, nameOf), 'Ben wins');
  assert.equal(describeEvent({ type: 'finish', winners: [1], reason: 'won' }, nameOf), 'Ben wins');
  assert.equal(
    describeEvent({ type: 'finish', winners: [0, 2], reason: 'set_limit' }, nameOf),
    'The set limit was reached: Ana and Cy win with the most marbles safe',
  );
  assert.equal(winnersText([1, 3], nameOf), 'Ben and Dan win');
});

test('the final table: safe, track and home', () => {
  assert.deepEqual(breakdownOrder, ['safe', 'track', 'home']);
  assert.equal(breakdownLabel('safe'), 'Marbles in the safe zone');
  assert.equal(breakdownLabel('track'), 'Marbles on the track');
  assert.equal(breakdownLabel('home'), 'Marbles still at home');
  assert.equal(breakdownLabel('some_key'), 'Some key');
});

test('a resignation: the seat goes to a bot', () => {
  assert.equal(describeEvent({ type: 'resign', seat: 2 }, nameOf, fourPlayerView()), `${nameOf(2)} resigned: a bot plays the seat from now on`);
});
