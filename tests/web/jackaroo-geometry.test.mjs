import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSquare, safeStopSquare, positionOfSeat, landingAfter, landingsOf, rotationFor,
  trackPoint, safePoint, homePoint, marblePoint, spacing, sideOf,
  walkedPlaces,
} from '../../web-client/games/jackaroo/geometry.js';
import { fourPlayerView, twoPlayerView } from './jackaroo-fixture.mjs';

const distanceBetween = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

test('starts and safe stops follow the contract (S = 19b, T = S - 1)', () => {
  assert.deepEqual([0, 1, 2, 3].map(startSquare), [0, 19, 38, 57]);
  assert.deepEqual([0, 1, 2, 3].map(safeStopSquare), [75, 18, 37, 56]);
});

test('two players sit at board positions 0 and 2, three and four at their seat', () => {
  const two = twoPlayerView();
  assert.equal(positionOfSeat(two, 0), 0);
  assert.equal(positionOfSeat(two, 1), 2);
  // Without the view's "position" the contract's rule gives the same.
  for (const player of two.players) delete player.position;
  assert.equal(positionOfSeat(two, 1), 2);
  const four = fourPlayerView();
  assert.deepEqual([0, 1, 2, 3].map((seat) => positionOfSeat(four, seat)), [0, 1, 2, 3]);
  const three = { players: [{ seat: 0 }, { seat: 1 }, { seat: 2 }] };
  assert.deepEqual([0, 1, 2].map((seat) => positionOfSeat(three, seat)), [0, 1, 2]);
});

test('landing: exact entry into the safe zone from 72 (RULES 4.7.2)', () => {
  const game = fourPlayerView();
  const marble = { id: 0, owner: 0, zone: 'track', square: 72 };
  assert.deepEqual(landingAfter(game, marble, 3), { zone: 'track', square: 75 });
  assert.deepEqual(landingAfter(game, marble, 5), { zone: 'safe', square: 1 });
  assert.deepEqual(landingAfter(game, marble, 7), { zone: 'safe', square: 3 });
  assert.equal(landingAfter(game, marble, 8), null);
  assert.deepEqual(landingAfter(game, marble, 2), { zone: 'track', square: 74 });
});

test('landing: the 4 goes backwards across square 0, never into a safe zone', () => {
  const game = fourPlayerView();
  assert.deepEqual(landingAfter(game, { id: 0, owner: 0, zone: 'track', square: 0 }, -4), { zone: 'track', square: 72 });
  assert.deepEqual(landingAfter(game, { id: 4, owner: 1, zone: 'track', square: 20 }, -4), { zone: 'track', square: 16 });
});

test('landing follows the owner\u2019s route: each position enters at its own safe stop', () => {
  const game = fourPlayerView();
  // Ben (position 1) enters after 18, Cy after 37, Dan after 56.
  assert.deepEqual(landingAfter(game, { id: 4, owner: 1, zone: 'track', square: 16 }, 4), { zone: 'safe', square: 1 });
  assert.deepEqual(landingAfter(game, { id: 8, owner: 2, zone: 'track', square: 30 }, 8), { zone: 'safe', square: 0 });
  assert.deepEqual(landingAfter(game, { id: 12, owner: 3, zone: 'track', square: 50 }, 10), { zone: 'safe', square: 3 });
  // Ben's marble passes Ana's safe stop 75 like any other square.
  assert.deepEqual(landingAfter(game, { id: 4, owner: 1, zone: 'track', square: 70 }, 10), { zone: 'track', square: 4 });
  // In the two-player game seat 1 sits at position 2: its stop is 37.
  const two = twoPlayerView();
  assert.deepEqual(landingAfter(two, { id: 4, owner: 1, zone: 'track', square: 35 }, 4), { zone: 'safe', square: 1 });
  assert.deepEqual(landingAfter(two, { id: 4, owner: 1, zone: 'track', square: 10 }, 9), { zone: 'track', square: 19 });
});

test('landing inside the safe zone is exact and forward', () => {
  const game = fourPlayerView();
  const marble = { id: 2, owner: 0, zone: 'safe', square: 0 };
  assert.deepEqual(landingAfter(game, marble, 3), { zone: 'safe', square: 3 });
  assert.equal(landingAfter(game, marble, 4), null);
});

test('landings of every kind of legal move', () => {
  const game = fourPlayerView();
  assert.deepEqual(landingsOf(game, { card: 'A', ability: 'release', marble: 3 }), [{ marble: 3, to: { zone: 'track', square: 0 } }]);
  assert.deepEqual(landingsOf(game, { card: '5', ability: 'release_partner', marble: 9 }), [{ marble: 9, to: { zone: 'track', square: 43 } }]);
  assert.deepEqual(landingsOf(game, { card: '5', ability: 'move', marble: 13, steps: 5 }), [{ marble: 13, to: { zone: 'track', square: 55 } }]);
  assert.deepEqual(landingsOf(game, { card: '7', ability: 'split', marble: 0, steps: 3, marble2: 1 }), [
    { marble: 0, to: { zone: 'track', square: 75 } },
    { marble: 1, to: { zone: 'track', square: 14 } },
  ]);
  assert.deepEqual(landingsOf(game, { card: 'J', ability: 'swap', marble: 1, target: 13 }), [
    { marble: 1, to: { zone: 'track', square: 50 } },
    { marble: 13, to: { zone: 'track', square: 10 } },
  ]);
  assert.deepEqual(landingsOf(game, { card: '10', ability: 'burn' }), []);
});

test('screen: my position is at the bottom; the loop is evenly spaced', () => {
  const game = fourPlayerView();
  assert.equal(rotationFor(game, 2), 2);
  assert.equal(rotationFor(game, null), 0, 'spectators see position 0 at the bottom');
  assert.equal(rotationFor(twoPlayerView(), 1), 2);
  assert.equal(sideOf(1, 0), 1, 'position 1 is on the left, clockwise from the bottom');
  // Ana's safe stop is the middle of the bottom side, her start clockwise (left) of it.
  const stop = trackPoint(75, 0);
  const start = trackPoint(0, 0);
  assert.equal(stop.x, 500);
  assert.ok(stop.y > 900);
  assert.ok(start.x < stop.x && start.y === stop.y);
  // Neighbours are a square's width apart all round, corners included.
  for (let square = 0; square < 76; square += 1) {
    const d = distanceBetween(trackPoint(square), trackPoint((square + 1) % 76));
    assert.ok(d > spacing * 0.9 && d <= spacing + 0.2, `square ${square}: ${d}`);
  }
  // Turning the board by one position moves every square a quarter round.
  assert.deepEqual(trackPoint(18, 1), trackPoint(75, 0));
});

test('screen: safe zones lead inward from each safe stop, one per side', () => {
  for (const position of [0, 1, 2, 3]) {
    const stop = trackPoint(safeStopSquare(position), 0);
    const zone = [0, 1, 2, 3].map((z) => safePoint(position, z, 0));
    const center = { x: 500, y: 500 };
    let last = distanceBetween(stop, center);
    for (const [z, point] of zone.entries()) {
      const d = distanceBetween(point, center);
      assert.ok(d < last, `position ${position} z${z + 1} is nearer the middle`);
      assert.ok(Math.abs(distanceBetween(point, stop) - (z + 1) * spacing) < 0.5);
      last = d;
    }
  }
  // Bottom (position 0): the zone goes straight up from square 75.
  assert.deepEqual(safePoint(0, 0, 0), { x: 500, y: Math.round((960 - spacing) * 10) / 10 });
  // Position 1 is on the left: its zone goes right, along the middle row.
  const left = safePoint(1, 0, 0);
  assert.equal(left.y, 500);
  assert.ok(left.x < 500);
});

test('screen: every marble has its own spot', () => {
  const game = fourPlayerView();
  const points = game.marbles.map((m) => marblePoint(game, m, 0));
  const keys = new Set(points.map((p) => `${p.x},${p.y}`));
  assert.equal(keys.size, 16);
  // Home slots stay clear of the track and of the safe zone.
  for (const position of [0, 1, 2, 3]) {
    for (let slot = 0; slot < 4; slot += 1) {
      const home = homePoint(position, slot, 0);
      for (let square = 0; square < 76; square += 1) assert.ok(distanceBetween(home, trackPoint(square)) > 30);
      for (let z = 0; z < 4; z += 1) assert.ok(distanceBetween(home, safePoint(position, z)) > 30);
    }
  }
});

test('a walk: the squares a marble passed, along its owner\u2019s route', () => {
  const game = fourPlayerView();
  const track = (square) => ({ zone: 'track', square });
  const safe = (square) => ({ zone: 'safe', square });
  const squares = (places) => places.map((p) => `${p.zone[0]}${p.square}`).join(' ');
  assert.equal(squares(walkedPlaces(game, 0, track(10), track(13), 'move')), 't10 t11 t12 t13');
  // Across square 0, forward; and back for a 4.
  assert.equal(squares(walkedPlaces(game, 1, track(74), track(2), 'move')), 't74 t75 t0 t1 t2');
  assert.equal(squares(walkedPlaces(game, 0, track(2), track(74), 'move')), 't2 t1 t0 t75 t74');
  // Into the owner's safe zone from before its safe stop (seat 0: 75).
  assert.equal(squares(walkedPlaces(game, 0, track(73), safe(1), 'move')), 't73 t74 t75 s0 s1');
  assert.equal(squares(walkedPlaces(game, 0, safe(0), safe(3), 'move')), 's0 s1 s2 s3');
  // A partner's marble brought out by a 5: from home to its start, then 5 on
  // (seat 1 starts at 19).
  const brought = walkedPlaces(game, 1, { zone: 'home', square: null }, track(24), 'release_partner');
  assert.equal(squares(brought), 'hnull t19 t20 t21 t22 t23 t24');
  // No walk: out of home, a swap, back into the zone, too far for a card.
  assert.equal(walkedPlaces(game, 0, { zone: 'home', square: null }, track(0), 'release'), null);
  assert.equal(walkedPlaces(game, 0, track(10), track(13), 'swap'), null);
  assert.equal(walkedPlaces(game, 0, safe(2), safe(1), 'move'), null);
  assert.equal(walkedPlaces(game, 0, track(10), track(40), 'move'), null);
  assert.equal(walkedPlaces(game, 0, track(40), safe(0), 'move'), null);
});
