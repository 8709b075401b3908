// What the move animations (js/move-motion.js) and move sounds need from
// the pure parts: every board marks its pieces with an identity to slide
// (or, for Kanga's stones, to fade in), and a move is noticed in the log.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { markupOf } from './template-text.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderBoardSvg as jackarooBoard } from '../../web-client/games/jackaroo/board-svg.js';
import { renderBoardSvg as kangaBoard } from '../../web-client/games/kanga/board-svg.js';
import { renderBoardSvg as kangarooBoard } from '../../web-client/games/kangaroo/board-svg.js';
import { renderBoardSvg as kangaruseBoard } from '../../web-client/games/kangaruse/board-svg.js';
import { boardModel } from '../../web-client/games/kangaruse/board-model.js';
import { moveSoundFromStorage, entriesAfter, capturedIn } from '../../web-client/js/your-turn.js';
import { isCapture as kangaCapture } from '../../web-client/games/kanga/log-text.js';
import { isCapture as kangarooCapture } from '../../web-client/games/kangaroo/log-text.js';
import { isCapture as jackarooCapture } from '../../web-client/games/jackaroo/log-text.js';
import { parseSquare as squareOf } from '../../web-client/games/kangaroo/board-model.js';
import { parsePath } from '../../web-client/js/move-motion.js';
import { fourPlayerView, nameOf } from './jackaroo-fixture.mjs';
import { custodianView } from './kanga-fixture.mjs';
import { openingView } from './kangaroo-fixture.mjs';
import { tinyView } from './kangaruse-fixture.mjs';

const keys = (markup) => [...markup.matchAll(/data-motion-key="([^"]+)"/g)].map((m) => m[1]);

test('Jackaroo: every marble has a key of its own', () => {
  const game = fourPlayerView();
  const found = keys(markupOf(jackarooBoard(game, { nameOf, mySeat: 0 })));
  assert.equal(found.length, game.marbles.length);
  assert.deepEqual(new Set(found), new Set(game.marbles.map((m) => `marble-${m.id}`)));
});

test('Kangaruse: each kangaroo is keyed by its seat', () => {
  const found = keys(markupOf(kangaruseBoard(boardModel(tinyView()), { seats: [{ seat: 0, name: 'Ada' }] })));
  assert.deepEqual(found, ['seat-0', 'seat-1']);
});

test('Kangaroo: pieces are keyed by square and matched by colour; ghosts are not pieces', () => {
  const markup = markupOf(kangarooBoard(openingView(), { mySeat: 0, nameOf, focus: 'a1' }));
  const pieces = [...markup.matchAll(/data-motion-key="piece-([a-h][1-8])" data-motion-kind="(white|black)"/g)];
  assert.equal(pieces.length, 32);
  assert.equal(new Set(pieces.map((m) => m[1])).size, 32);
  assert.ok(pieces.some((m) => m[1] === 'a1' && m[2] === 'white'));
  assert.ok(pieces.some((m) => m[1] === 'h8' && m[2] === 'black'));
});

test('Kanga: stones on the board fade in; the captured ghosts and the preview do not', () => {
  const game = custodianView();
  const markup = markupOf(kangaBoard(game, {}));
  const stones = (markup.match(/class="kg-stone /g) || []).length;
  const faded = [...markup.matchAll(/<circle class="kg-stone (black|white)"[^>]*data-motion-key="stone-\d+,\d+" data-motion-kind="\1" data-motion="fade"/g)];
  assert.ok(stones > 0);
  assert.equal(faded.length, stones);
  assert.doesNotMatch(markup, /class="kg-(ghost-stone|preview)[^>]*data-motion-key/);
});

test('a move is noticed once in the log, never the log a page opens with', () => {
  const log = [{ seq: 1 }, { seq: 2 }, { seq: 3 }];
  assert.equal(entriesAfter(null, log).length, 0, 'the first render');
  assert.equal(entriesAfter(undefined, log).length, 0);
  assert.equal(entriesAfter(3, log).length, 0);
  assert.equal(entriesAfter(1, log).length, 2);
  assert.equal(entriesAfter(0, []).length, 0);
});

test('the move sound is off unless turned on', () => {
  assert.equal(moveSoundFromStorage(null), false);
  assert.equal(moveSoundFromStorage('off'), false);
  assert.equal(moveSoundFromStorage('on'), true);
});

test('a piece\u2019s path is read from its data-motion-path, or not at all', () => {
  assert.deepEqual(parsePath('10,20 30.5,40 50,60'), [{ x: 10, y: 20 }, { x: 30.5, y: 40 }, { x: 50, y: 60 }]);
  assert.equal(parsePath(''), null);
  assert.equal(parsePath('10,20'), null, 'one point is no path');
  assert.equal(parsePath('10,20 x,4'), null);
  assert.equal(parsePath('10,20 30'), null);
});

test('a capture sounds twice: the games say which moves took something off the board', () => {
  const place = (captured, go = 0, custodian = 0) => ({ type: 'place', seat: 0, at: [3, 3], captured, go, custodian });
  assert.equal(kangaCapture(place([])), false);
  assert.equal(kangaCapture(place([[0, 4]], 1)), true);
  assert.equal(kangaCapture({ type: 'swap', seat: 1 }), false);
  const jump = (captured) => ({ type: 'jump', seat: 0, from: squareOf('c1'), to: squareOf('c3'), captured });
  assert.equal(kangarooCapture(jump(null)), false);
  assert.equal(kangarooCapture(jump(squareOf('c2'))), true);
  assert.equal(kangarooCapture({ type: 'stop', seat: 0 }), false);
  const play = (sent) => ({ type: 'play', seat: 0, card: 'KD', ability: 'move', moves: [], sent_home: sent });
  assert.equal(jackarooCapture(play([])), false);
  assert.equal(jackarooCapture(play([8])), true);
  // Only what is new since the last update counts, and a game without
  // isCapture (Kangaruse) never sounds one.
  const log = [{ seq: 1, event: play([8]) }, { seq: 2, event: play([]) }];
  const module = { isCapture: jackarooCapture };
  assert.equal(capturedIn(entriesAfter(1, log), module), false);
  assert.equal(capturedIn(entriesAfter(0, log), module), true);
  assert.equal(capturedIn(entriesAfter(null, log), module), false, 'not for the log a page opens with');
  assert.equal(capturedIn(entriesAfter(0, log), {}), false);
});
