import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEvent, breakdownLabel, breakdownOrder } from '../../web-client/games/kangaruse/log-text.js';
import { tinyView } from './kangaruse-fixture.mjs';

const names = ['Mia', 'Leo'];
const nameOf = (seat) => names[seat];

test('jumps read like the paper game', () => {
  assert.equal(
    describeEvent({ type: 'jump', seat: 0, from: [5, 2], to: [2, 2], direction: 'left', distance: 3, onto: 'crocodile', points: 0 }, nameOf),
    'Mia jumped 3 left onto a crocodile',
  );
  assert.equal(
    describeEvent({ type: 'jump', seat: 1, from: [0, 3], to: [0, 0], direction: 'up', distance: 3, onto: 'score', points: 3 }, nameOf),
    'Leo jumped 3 up onto a star square for 3 points',
  );
  assert.equal(
    describeEvent({ type: 'jump', seat: 1, from: [0, 3], to: [0, 4], direction: 'down', distance: 1, onto: 'score', points: -1 }, nameOf),
    'Leo jumped 1 down onto a star square, losing 1 point',
  );
  assert.equal(
    describeEvent({ type: 'jump', seat: 0, from: [1, 1], to: [4, 3], onto: 'frog', points: 0 }, nameOf),
    'Mia hopped from frog to frog onto a frog',
  );
  assert.equal(describeEvent({ type: 'jump', seat: 0, from: [1, 1], to: [1, 2], direction: 'down', distance: 1, onto: 'echidna', points: 0 }, nameOf), 'Mia jumped 1 down onto an echidna');
  assert.equal(
    describeEvent({ type: 'jump', seat: 0, from: [1, 2], to: [1, 4], direction: 'down', distance: 2, onto: 'chests', points: 5, extra: true }, nameOf),
    'Mia jumped again 2 down onto a chest for 5 points',
  );
});

test('placing and teleporting name the square when the board is known', () => {
  const view = tinyView();
  assert.equal(describeEvent({ type: 'place', seat: 0, x: 5, y: 2 }, nameOf, view), 'Mia started on a crocodile');
  assert.equal(describeEvent({ type: 'place', seat: 0, x: 5, y: 2 }, nameOf), 'Mia started on square (6, 3)');
  assert.equal(describeEvent({ type: 'teleport', seat: 1, from: [4, 4], to: [0, 2], cost: 10 }, nameOf, view), 'Leo teleported onto gems (−10 points)');
  assert.equal(describeEvent({ type: 'teleport', seat: 1, from: [4, 4], to: [0, 2], cost: 15 }, nameOf), 'Leo teleported onto square (1, 3) (−15 points)');
  assert.doesNotMatch(describeEvent({ type: 'teleport', seat: 0, from: [4, 4], to: [0, 2], cost: 15 }, nameOf, view), /for 15 points/, 'a cost never reads like a gain');
});

test('collections, crossing out, going out and the end', () => {
  assert.equal(describeEvent({ type: 'collect', seat: 0, cell_type: 'gems', points: 0, nullified_by_crocodile: false }, nameOf), null, 'the jump line says it');
  assert.equal(
    describeEvent({ type: 'collect', seat: 1, cell_type: 'coins', points: 0, nullified_by_crocodile: true }, nameOf),
    'A crocodile watches: Leo gets nothing for that coins',
  );
  assert.equal(describeEvent({ type: 'collect', seat: 0, cell_type: 'score', points: 3, nullified_by_crocodile: false }, nameOf), null);
  assert.equal(describeEvent({ type: 'destroy', seat: 0, cells: [[0, 3], [1, 3]] }, nameOf), 'Mia crossed out 2 squares');
  assert.equal(describeEvent({ type: 'destroy', seat: 0, cells: [[0, 3]] }, nameOf), 'Mia crossed out 1 square');
  assert.equal(describeEvent({ type: 'out', seat: 1, reason: 'thorny_devil' }, nameOf), 'Leo is out: the only jump left was onto a thorny devil');
  assert.equal(describeEvent({ type: 'out', seat: 1, reason: 'gave_up' }, nameOf), 'Leo gave up');
  assert.equal(describeEvent({ type: 'out', seat: 0, reason: 'no_jump' }, nameOf), 'Mia has no jump left and stops playing');
  assert.equal(describeEvent({ type: 'game_over' }, nameOf), 'The game is over');
});

test('breakdown keys get readable labels and the score sheet order', () => {
  assert.equal(breakdownLabel('food_water'), 'Food x water');
  assert.equal(breakdownLabel('some_new_thing'), 'Some new thing');
  assert.deepEqual(breakdownOrder.slice(0, 2), ['stars', 'chests']);
});
