import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import { markupOf } from './template-text.mjs';
import assert from 'node:assert/strict';
import {
  cellName, cellKey, stoneAt, colourOf, seatOfColour, movesByCell, edgesTouched, connectionText, groupLinks, stepCell, startCell, stoneCounts, boardCells,
} from '../../web-client/games/kanga/board-model.js';
import { renderBoardSvg, starPoints, pointOf } from '../../web-client/games/kanga/board-svg.js';
import { forbiddenCells } from '../../web-client/games/kanga/prompt.js';
import { custodianView, suicideView, suicideLegal, pieView, pieLegal, swappedView, wonView, emptyView, placesOn } from './kanga-fixture.mjs';

const count = (text, pattern) => (text.match(pattern) || []).length;
const attrsOf = (markup, key) => {
  const match = new RegExp(`<g [^>]*data-cell="${key}"[^>]*>`).exec(markup);
  return match ? match[0] : '';
};

test('cells are [col, row] and read r1c1 (row first, one-based)', () => {
  assert.equal(cellName([0, 0]), 'r1c1');
  assert.equal(cellName([3, 6]), 'r7c4');
  assert.equal(cellKey([3, 6]), '3,6');
  const game = custodianView();
  assert.equal(stoneAt(game, [3, 3]), 'white');
  assert.equal(stoneAt(game, [6, 5]), 'white');
  assert.equal(stoneAt(game, [0, 0]), null);
  assert.deepEqual(stoneCounts(wonView()), { black: 11, white: 11 });
  assert.equal(boardCells(game).length, 49);
});

test('seat colours follow the view, also after the pie-rule swap', () => {
  assert.equal(colourOf(emptyView(), 0), 'black');
  assert.equal(colourOf(emptyView(), 1), 'white');
  assert.equal(colourOf(swappedView(), 0), 'white');
  assert.equal(colourOf(swappedView(), 1), 'black');
  assert.equal(seatOfColour(swappedView(), 'black'), 1);
});

test('legal moves are sorted by cell; the swap is kept apart', () => {
  const { byCell, swap } = movesByCell(pieLegal);
  assert.equal(byCell.size, 48);
  assert.deepEqual(swap, { type: 'swap' });
  assert.equal(byCell.get('3,3'), undefined, 'the occupied point is not offered');
  assert.deepEqual(byCell.get('0,6'), { type: 'place', at: [0, 6] });
  assert.equal(movesByCell([]).swap, null);
});

test('edges, the connection sentence and the chain links of a winning group', () => {
  const game = wonView();
  assert.deepEqual(edgesTouched(game.winning_group, 7), { top: true, bottom: true, left: true, right: false });
  assert.equal(connectionText(game.winning_group, 7), 'the top and bottom edges');
  assert.equal(connectionText([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]], 7), 'the left and right edges');
  assert.equal(connectionText([[0, 0], [3, 3]], 7), null, 'one edge only');
  assert.equal(groupLinks(game.winning_group).length, game.winning_group.length - 1, 'the winning group is a tree of links');
});

test('the keyboard cursor stays on the board', () => {
  assert.deepEqual(stepCell([0, 0], [-1, 0], 7), [0, 0]);
  assert.deepEqual(stepCell([6, 3], [1, 0], 7), [6, 3]);
  assert.deepEqual(stepCell([2, 3], [0, 1], 7), [2, 4]);
  const { byCell } = movesByCell(placesOn(emptyView().board));
  assert.deepEqual(startCell(emptyView(), byCell, null), [3, 3], 'the centre first');
  assert.deepEqual(startCell(emptyView(), byCell, [1, 2]), [1, 2], 'then where it was');
  const taken = movesByCell(placesOn(pieView().board));
  assert.deepEqual(startCell(pieView(), taken.byCell, null), [3, 2], 'the nearest playable point when the centre is taken');
});

test('suicide points are not offered and are marked on my turn only', () => {
  const game = suicideView();
  const { byCell } = movesByCell(suicideLegal);
  const forbidden = forbiddenCells(game, byCell);
  assert.deepEqual([...forbidden], ['0,0']);
  const markup = markupOf(renderBoardSvg(game, { byCell, myColour: 'black', forbidden, focusKey: '3,3' }));
  assert.match(attrsOf(markup, '0,0'), /data-forbidden="true"/);
  assert.doesNotMatch(attrsOf(markup, '0,0'), /data-legal/);
  assert.match(attrsOf(markup, '0,0'), /aria-label="r1c1, empty, not allowed: suicide"/);
  assert.equal(count(markup, /class="kg-x"/g), 1);
  assert.equal(count(markup, /data-legal="true"/g), 46);
  assert.equal(forbiddenCells(game, new Map()).size, 0, 'nothing is forbidden when it is not my turn');
});

test('the board: 49 points, coordinates, tinted edges, one tab stop, previews in my colour', () => {
  const game = custodianView();
  const { byCell } = movesByCell(placesOn(game.board));
  const markup = markupOf(renderBoardSvg(game, { byCell, myColour: 'black', focusKey: '3,2' }));
  assert.equal(count(markup, /data-cell="/g), 49);
  assert.equal(count(markup, /tabindex="0"/g), 1);
  assert.match(attrsOf(markup, '3,2'), /tabindex="0"/);
  assert.equal(count(markup, /class="kg-preview black"/g), 46);
  assert.equal(count(markup, /class="kg-stone white"/g), 3);
  assert.match(markup, />c7</);
  assert.match(markup, />r7</);
  assert.equal(count(markup, /class="kg-edge kg-edge-vertical/g), 2, 'top and bottom');
  assert.equal(count(markup, /class="kg-edge kg-edge-horizontal/g), 2, 'left and right');
  assert.match(attrsOf(markup, '3,3'), /data-stone="white"[^>]*data-last="true"/);
  assert.match(attrsOf(markup, '3,3'), /aria-label="r4c4, white stone, last move"/);
  assert.match(markup, /kg-last-mark on-white/);
  assert.deepEqual(pointOf([0, 0]), [50, 50]);
  assert.deepEqual(starPoints(7), [[3, 3]]);
  assert.equal(starPoints(19).length, 9);
  assert.equal(starPoints(9).length, 5);
  assert.equal(starPoints(13).length, 5);
});

test('the stones the last move captured fade where they stood', () => {
  const markup = markupOf(renderBoardSvg(custodianView(), {}));
  for (const key of ['0,0', '1,1', '2,2']) {
    assert.match(attrsOf(markup, key), /data-captured="black"/);
    assert.match(attrsOf(markup, key), /a black stone was just captured here/);
  }
  assert.equal(count(markup, /class="kg-ghost"/g), 3);
  assert.equal(count(markup, /class="kg-ghost-ring"/g), 3);
  assert.doesNotMatch(markup, /style=/, 'no style attribute (the Content-Security-Policy blocks it): the fade is the style sheet\'s');
  assert.equal(count(markup, /data-legal=/g), 0, 'a spectator has nothing to click');
  assert.equal(count(markup, /kg-preview/g), 0);
});

test('a self-capture (an option) fades the own stones of the mover', () => {
  const game = { ...suicideView(), suicide: 'self_capture', last_move: { seat: 0, at: [0, 0], captured: [], self_captured: [[0, 0]] } };
  const markup = markupOf(renderBoardSvg(game, {}));
  assert.match(attrsOf(markup, '0,0'), /data-captured="black"/);
  assert.doesNotMatch(attrsOf(markup, '0,0'), /data-last/, 'no stone left to mark');
});

test('the winning chain is highlighted with the edges it reaches', () => {
  const game = wonView();
  const markup = markupOf(renderBoardSvg(game, {}));
  assert.equal(count(markup, /data-winning="true"/g), game.winning_group.length);
  assert.equal(count(markup, /class="kg-win-link"/g), game.winning_group.length - 1);
  assert.match(markup, /kanga-board finished-win/);
  assert.match(markup, /class="kg-edge kg-edge-vertical reached" data-edge="top"/);
  assert.match(markup, /class="kg-edge kg-edge-vertical reached" data-edge="bottom"/);
  assert.match(markup, /class="kg-edge kg-edge-horizontal reached" data-edge="left"/);
  assert.match(markup, /class="kg-edge kg-edge-horizontal" data-edge="right"/);
  assert.doesNotMatch(attrsOf(markup, '1,1'), /data-winning/, 'a white stone is not in it');
});

test('big boards: 19x19 draws 361 points and scales by its viewBox', () => {
  const game = { ...emptyView(), size: 19, board: Array(19).fill('.'.repeat(19)) };
  const { byCell } = movesByCell(placesOn(game.board));
  const markup = markupOf(renderBoardSvg(game, { byCell, myColour: 'white', pendingKey: '9,9' }));
  assert.equal(count(markup, /data-cell="/g), 361);
  assert.match(markup, /viewBox="0 0 820 820"/);
  assert.match(attrsOf(markup, '9,9'), /class="kg-cell legal pending"/);
  assert.match(markup, />r19</);
});

test('a point with a stone says in its tooltip what stones do (the how-to-play entry)', async () => {
  const { renderBoardSvg: render } = await import('../../web-client/games/kanga/board-svg.js');
  const game = { size: 7, board: ['b......', '.......', '.......', '.......', '.......', '.......', '......w'], colors: ['black', 'white'], turn: 0 };
  // The entry's words come from the catalog (kanga-entry-b-text) when it has
  // them, else from the server's entry (an id the catalog lacks).
  const rules = new Map([['b', { id: 'b', name: 'Black stone', text: 'Black moves first.' }], ['w', { id: 'w-new', name: 'White stone', text: 'White moves second.' }]]);
  const svg = markupOf(render(game, { rules }));
  assert.match(svg, /<title>[^<]*black stone[^<]*\nBlack&#39;s stones\. Seat 0 plays Black[^<]*<\/title>/);
  assert.match(svg, /<title>[^<]*white stone[^<]*\nWhite moves second\.<\/title>/);
});
