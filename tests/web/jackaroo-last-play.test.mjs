// The last play as the board marks it (games/jackaroo/last-play.js and the
// marks board-svg.js draws), and the teams (teams.js).
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lastPlayOf, lastPlayMarks, placesOf } from '../../web-client/games/jackaroo/last-play.js';
import { teamsOf } from '../../web-client/games/jackaroo/teams.js';
import { renderBoardSvg as boardTemplate } from '../../web-client/games/jackaroo/board-svg.js';
import { markupOf } from './template-text.mjs';
import { fourPlayerView, nameOf } from './jackaroo-fixture.mjs';

// The board's template read as markup.
const renderBoardSvg = (game, options) => markupOf(boardTemplate(game, options));

const track = (square) => ({ zone: 'track', square });
const home = { zone: 'home', square: null };

// Ana's 3 takes marble 1 from 10 to 13, where Dan's marble 12 stood.
const play = { type: 'play', seat: 0, card: '3C', ability: 'move', moves: [{ marble: 1, from: track(10), to: track(13) }], sent_home: [12] };
const log = [
  { seq: 4, event: { type: 'deal', dealer: 3, set: 2, round: 1, cards: 4 } },
  { seq: 5, event: { type: 'play', seat: 3, card: 'KD', ability: 'move', moves: [{ marble: 13, from: track(37), to: track(50) }], sent_home: [] } },
  { seq: 6, event: play },
  { seq: 7, event: { type: 'discard', seat: 1, card: '2H', reason: 'no_move' } },
];

test('the last play is the latest play event of the log, discards and deals after it aside', () => {
  assert.deepEqual(lastPlayOf(log), { seq: 6, event: play });
  assert.equal(lastPlayOf([]), null);
  assert.equal(lastPlayOf(undefined), null);
  assert.equal(lastPlayOf(log.slice(0, 1)), null);
});

test('its marks: each moved marble from where to where, each marble sent home from where it stood', () => {
  const before = fourPlayerView();
  before.marbles.find((m) => m.id === 12).square = 13;
  const marks = lastPlayMarks({ seq: 6, event: play }, placesOf(before.marbles));
  assert.deepEqual(marks.moves, [{ marble: 1, owner: 0, from: track(10), to: track(13) }]);
  assert.deepEqual(marks.sentHome, [{ marble: 12, owner: 3, from: track(13) }]);
  assert.equal(marks.seat, 0);
  // Without the position before (a reload), or with one that is not the
  // position just before the play (a replay that jumped), where the
  // knocked-home marble stood is unknown.
  assert.equal(lastPlayMarks({ seq: 6, event: play }, null).sentHome[0].from, null);
  const elsewhere = fourPlayerView();
  elsewhere.marbles.find((m) => m.id === 1).square = 30;
  assert.equal(lastPlayMarks({ seq: 6, event: play }, placesOf(elsewhere.marbles)).sentHome[0].from, null);
  assert.equal(lastPlayMarks(null), null);
});

test('the board draws the marks: path, from and to, and the sent-home ring and cross', () => {
  const game = fourPlayerView();
  const before = fourPlayerView();
  before.marbles.find((m) => m.id === 12).square = 13;
  game.marbles.find((m) => m.id === 1).square = 13;
  game.marbles.find((m) => m.id === 12).zone = 'home';
  game.marbles.find((m) => m.id === 12).square = null;
  const lastPlay = lastPlayMarks({ seq: 6, event: play }, placesOf(before.marbles));
  const svg = renderBoardSvg(game, { mySeat: 0, nameOf, lastPlay });
  assert.match(svg, /<g class="jk-last-play" data-last-seq="6" data-last-seat="0">/);
  assert.match(svg, /<g class="jk-last-move" data-last-marble="1" data-last-from="track:10" data-last-to="track:13">/);
  // Along the track, square by square (10, 11, 12, 13), and the marble that
  // walked there carries the same walk to follow when it moves.
  const walk = /<polyline class="jk-last-path" points="([^"]+)"/.exec(svg);
  assert.ok(walk, 'the path follows the track');
  assert.equal(walk[1].split(' ').length, 4);
  const marble = /<g class="jk-marble[^"]*" data-marble="1"[^>]*data-motion-path="([^"]+)"/.exec(svg);
  assert.ok(marble, 'the moved marble has its walk');
  assert.equal(marble[1], walk[1]);
  assert.doesNotMatch(svg, /data-marble="12"[^>]*data-motion-path/, 'a marble sent home slides straight');
  assert.match(svg, /<g class="jk-sent-home" data-sent-home="12" data-sent-from="track:13">/);
  assert.match(svg, /class="jk-sent-cross"/);
  assert.match(svg, /Dan\u2019s marble was sent home from square 13/);
  // A release starts at home: its path starts at the marble's home slot.
  const release = lastPlayMarks({ seq: 8, event: { type: 'play', seat: 0, card: 'AS', ability: 'release', moves: [{ marble: 3, from: home, to: track(0) }], sent_home: [] } });
  const released = renderBoardSvg(game, { mySeat: 0, nameOf, lastPlay: release });
  assert.match(released, /data-last-marble="3" data-last-from="home:" data-last-to="track:0"/);
  assert.match(released, /<line class="jk-last-path"/, 'out of home: a straight line');
  // A 5 bringing the partner's marble (seat 2's, id 8; start 38) out and on
  // to 43: from its home slot to the start, then five squares.
  const partner = lastPlayMarks({ seq: 9, event: { type: 'play', seat: 0, card: '5S', ability: 'release_partner', moves: [{ marble: 8, from: home, to: track(43) }], sent_home: [] } });
  const walked = /<polyline class="jk-last-path" points="([^"]+)"/.exec(renderBoardSvg(game, { mySeat: 0, nameOf, lastPlay: partner }));
  assert.ok(walked, 'brought out by a 5: the path walks');
  assert.equal(walked[1].split(' ').length, 7);
  // A burn moves nothing: no marks but the group.
  const burn = lastPlayMarks({ seq: 9, event: { type: 'play', seat: 0, card: '10D', ability: 'burn', moves: [], sent_home: [], target: 1 } });
  const burnSvg = renderBoardSvg(game, { mySeat: 0, nameOf, lastPlay: burn });
  assert.doesNotMatch(burnSvg, /jk-last-move|jk-sent-home/);
  assert.doesNotMatch(renderBoardSvg(game, { mySeat: 0, nameOf }), /jk-last-play/);
});

test('teams: seats 1 and 3 against 2 and 4 with four players, none with fewer', () => {
  assert.deepEqual(teamsOf(4), [{ name: 'Team A', seats: [0, 2] }, { name: 'Team B', seats: [1, 3] }]);
  assert.equal(teamsOf(2), null);
  assert.equal(teamsOf(3), null);
});
