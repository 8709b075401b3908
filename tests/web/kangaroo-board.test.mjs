import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  squareName, parseSquare, charAt, ownerAt, piecesOf, tally, pieceValue, scoreOf, movePath, middleOf, colorOf,
} from '../../web-client/games/kangaroo/board-model.js';
import { renderBoardSvg, isFlipped, screenOf, squareAtScreen } from '../../web-client/games/kangaroo/board-svg.js';
import { marksOf, emptyChoice, pick } from '../../web-client/games/kangaroo/choose.js';
import { markupOf } from './template-text.mjs';
import {
  openingView, openingMoves, captureView, captureMoves, chainView, chainMoves, lastMoveView, removeView, removeMoves,
  resignedView, doublingView, sq, nameOf,
} from './kangaroo-fixture.mjs';

const count = (text, pattern) => (text.match(pattern) || []).length;
const attrs = (markup, name) => [...markup.matchAll(new RegExp(`data-square="([a-h][1-8])"[^>]*${name}`, 'g'))].map((m) => m[1]);

test('squares are named a1..h8 from [file, rank]', () => {
  assert.equal(squareName([0, 0]), 'a1');
  assert.equal(squareName([7, 7]), 'h8');
  assert.equal(squareName([2, 4]), 'c5');
  assert.equal(squareName([8, 0]), '?');
  assert.deepEqual(parseSquare('e5'), [4, 4]);
  assert.equal(parseSquare('i1'), null);
  assert.deepEqual(middleOf([0, 0], [2, 2]), [1, 1]);
});

test('the board strings: rank r+1 is board[r], file a+f its character', () => {
  const game = openingView();
  assert.equal(charAt(game, sq('a1')), 'w');
  assert.equal(charAt(game, sq('h2')), 'w');
  assert.equal(charAt(game, sq('d5')), '.');
  assert.equal(charAt(game, sq('a8')), 'b');
  assert.equal(ownerAt(game, sq('c7')), 1);
  assert.equal(ownerAt(game, sq('c3')), null);
  assert.equal(piecesOf(game).length, 32);
  assert.equal(colorOf(game, 0), 'white');
  assert.equal(colorOf(game, 1), 'black');
});

test('scores: 1 a piece, 2 on its own doubling rank (RULES 3.3.5)', () => {
  const game = doublingView();
  assert.deepEqual(tally(game), [{ pieces: 2, doubled: 1, score: 3 }, { pieces: 1, doubled: 1, score: 2 }]);
  assert.equal(pieceValue(game, sq('g8')), 2);
  assert.equal(pieceValue(game, sq('c5')), 1);
  assert.equal(pieceValue(game, sq('a1')), 2);
  assert.equal(pieceValue(game, sq('d4')), 0);
  // Home ranks do not count double: the opening is 16 to 16.
  assert.deepEqual(tally(openingView()).map((t) => t.score), [16, 16]);
  assert.equal(scoreOf({ ...doublingView(), scores: [7, 9] }, 1), 9, 'the view\'s scores win');
});

test('the path to draw: the chain in progress, else the last move, else a resignation', () => {
  const chain = movePath(chainView());
  assert.equal(chain.kind, 'chain');
  assert.deepEqual(chain.path.map(squareName), ['a1', 'c3']);
  assert.deepEqual(chain.captured, [{ square: sq('b2'), seat: 1 }]);
  const last = movePath(lastMoveView());
  assert.equal(last.kind, 'last');
  assert.deepEqual(last.path.map(squareName), ['a1', 'c3', 'e5']);
  assert.deepEqual(last.captured.map((c) => squareName(c.square)), ['b2', 'd4']);
  const resigned = movePath(resignedView());
  assert.equal(resigned.kind, 'removed');
  assert.deepEqual(resigned.removed, { square: sq('a1'), seat: 1 });
  assert.equal(movePath(openingView()), null);
});

test('the board: 64 focusable squares, 32 pieces, both doubling ranks marked', () => {
  const markup = markupOf(renderBoardSvg(openingView(), { mySeat: 0, nameOf, focus: 'a1' }));
  assert.equal(count(markup, /data-square="[a-h][1-8]"/g), 64);
  assert.equal(count(markup, /role="button"/g), 64);
  assert.equal(count(markup, /tabindex="0"/g), 1, 'one tab stop; arrows move inside');
  assert.match(markup, /data-square="a1"[^>]*tabindex="0"/);
  assert.equal(count(markup, /class="kr-piece kr-piece-white/g), 16);
  assert.equal(count(markup, /class="kr-piece kr-piece-black/g), 16);
  assert.equal(count(markup, /data-doubling="white"/g), 8, 'rank 8 doubles White');
  assert.equal(count(markup, /data-doubling="black"/g), 8, 'rank 1 doubles Black');
  assert.match(markup, /data-square="a8"[^>]*data-doubling="white"/);
  assert.match(markup, /data-square="h1"[^>]*data-doubling="black"/);
  assert.equal(count(markup, /data-doubling-label="/g), 2);
  assert.equal(count(markup, /data-doubled="true"/g), 0, 'home ranks are not doubling ranks');
  assert.match(markup, /aria-label="a1, white piece \(Mia\), Black’s doubling rank"/);
});

test('doubled pieces carry a 2', () => {
  const markup = markupOf(renderBoardSvg(doublingView(), { mySeat: null, nameOf }));
  assert.deepEqual(attrs(markup, 'data-doubled="true"').sort(), ['a1', 'g8']);
  assert.equal(count(markup, /class="kr-doubled-text"/g), 2);
  assert.match(markup, /aria-label="g8, white piece \(Mia\), doubled, counts 2/);
});

test('White sees rank 1 at the bottom, Black rank 8; spectators as White', () => {
  assert.equal(isFlipped(openingView(), 0), false);
  assert.equal(isFlipped(openingView(), 1), true);
  assert.equal(isFlipped(openingView(), null), false);
  assert.deepEqual(screenOf(sq('a1'), false), { col: 0, row: 7 });
  assert.deepEqual(screenOf(sq('a1'), true), { col: 7, row: 0 });
  for (const flipped of [false, true]) assert.deepEqual(squareAtScreen(...Object.values(screenOf(sq('c6'), flipped)), flipped), sq('c6'));
  const white = markupOf(renderBoardSvg(openingView(), { mySeat: 0, nameOf }));
  const black = markupOf(renderBoardSvg(openingView(), { mySeat: 1, nameOf }));
  const firstSquare = (markup) => /data-square="([a-h][1-8])"/.exec(markup)[1];
  assert.equal(firstSquare(white), 'a8', 'top left for White');
  assert.equal(firstSquare(black), 'h1', 'top left for Black');
  assert.match(black, /data-flipped="true"/);
});

test('choosing: movable pieces, then the chosen piece\'s jumps with captures', () => {
  const game = captureView();
  const legal = captureMoves();
  let markup = markupOf(renderBoardSvg(game, { mySeat: 0, nameOf, marks: marksOf(game, legal, emptyChoice) }));
  assert.deepEqual(attrs(markup, 'data-movable="true"'), ['a1']);
  assert.equal(count(markup, /data-target="true"/g), 0);
  const { choice } = pick(game, legal, emptyChoice, { square: sq('a1') });
  markup = markupOf(renderBoardSvg(game, { mySeat: 0, nameOf, marks: marksOf(game, legal, choice) }));
  assert.deepEqual(attrs(markup, 'data-selected="true"'), ['a1']);
  assert.deepEqual(attrs(markup, 'data-target="true"'), ['c3']);
  assert.match(markup, /data-square="c3"[^>]*data-capture="true"/);
  assert.deepEqual(attrs(markup, 'data-capturable="true"'), ['b2']);
  assert.match(markup, /aria-label="c3, empty, jump here, capturing b2"/);
});

test('mid-chain: the path so far, the captured piece\'s trace, the next jump', () => {
  const game = chainView();
  const markup = markupOf(renderBoardSvg(game, { mySeat: 0, nameOf, marks: marksOf(game, chainMoves(), emptyChoice) }));
  assert.match(markup, /class="kr-path kr-chain-path" data-path="a1 c3"/);
  assert.match(markup, /data-trace-square="b2"/);
  assert.match(markup, /data-square="b2"[^>]*data-trace="captured"/);
  assert.deepEqual(attrs(markup, 'data-selected="true"'), ['c3']);
  assert.deepEqual(attrs(markup, 'data-target="true"'), ['e5']);
  assert.deepEqual(attrs(markup, 'data-capturable="true"'), ['d4']);
});

test('the last move is drawn as its path with both traces', () => {
  const markup = markupOf(renderBoardSvg(lastMoveView(), { mySeat: 1, nameOf }));
  assert.match(markup, /class="kr-path kr-last-path" data-path="a1 c3 e5"/);
  assert.deepEqual([...markup.matchAll(/data-trace-square="([a-h][1-8])"/g)].map((m) => m[1]), ['b2', 'd4']);
  assert.equal(count(markup, /class="kr-ghost-cross"/g), 2);
  // A resignation: the given-up piece's trace.
  const resigned = markupOf(renderBoardSvg(resignedView(), { mySeat: null, nameOf }));
  assert.match(resigned, /data-square="a1"[^>]*data-trace="removed"/);
  assert.match(resigned, /a piece was given up here/);
});

test('the remove step marks the pieces that may be given up; the chosen one crossed', () => {
  const game = removeView();
  const legal = removeMoves();
  const { choice } = pick(game, legal, emptyChoice, { square: sq('c5') });
  const markup = markupOf(renderBoardSvg(game, { mySeat: 1, nameOf, marks: marksOf(game, legal, choice) }));
  assert.deepEqual(attrs(markup, 'data-give-up="true"').sort(), ['a1', 'c5', 'e7']);
  assert.deepEqual(attrs(markup, 'data-give-up-chosen="true"'), ['c5']);
  assert.equal(count(markup, /class="kr-give-up-cross"/g), 1);
});

test('names from the network are escaped in labels', () => {
  const evil = (seat) => (seat === 0 ? '<img src=x onerror=alert(1)>' : 'Leo "the" Kid');
  const markup = markupOf(renderBoardSvg(openingView(), { mySeat: 0, nameOf: evil, marks: marksOf(openingView(), openingMoves(), emptyChoice) }));
  assert.ok(!markup.includes('<img'));
  assert.ok(markup.includes('&lt;img'));
  assert.ok(!markup.includes('"the"'));
});

test('a square\'s tooltip names what is on it and what that piece and a doubling rank do', () => {
  const rules = new Map([
    ['w', { id: 'w', name: 'White piece', text: 'White pieces move first.' }],
    ['doubling_rank', { id: 'doubling_rank', name: 'Doubling rank', text: 'A piece here counts 2.' }],
  ]);
  const markup = markupOf(renderBoardSvg(doublingView(), { mySeat: null, nameOf, rules }));
  const titles = [...markup.matchAll(/data-square="(\w+)"[^>]*>\s*<title>([^<]*)<\/title>/g)].map((m) => ({ square: m[1], text: m[2] }));
  assert.equal(titles.length, 64, 'every square has a tooltip');
  // The entries' words come from the catalog (kangaroo-entry-<id>-text) when
  // it has them, as the rules page shows them.
  assert.ok(titles.some((t) => t.text.includes('pieces start on ranks 1 and 2 and count double on rank 8')), 'a white piece explains itself');
  assert.ok(titles.some((t) => t.text.includes('The far rank for each side')), 'a doubling rank explains itself');
  assert.ok(!titles.some((t) => t.text.includes('White pieces move first.')), 'not the server\'s English when the catalog has the entry');
  const empty = titles.find((t) => !t.text.includes('\n'));
  assert.ok(empty, 'an empty square outside the doubling ranks has just its name');
});

test('a name with markup characters is a value of the board template, never part of its markup', () => {
  const evil = (seat) => (seat === 0 ? '<img src=x onerror=alert(1)>' : 'Leo "the" Kid');
  const template = renderBoardSvg(openingView(), { mySeat: 0, nameOf: evil });
  const staticText = [];
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object' && '_$litType$' in value) {
      staticText.push(...value.strings);
      value.values.forEach(walk);
    }
  };
  walk(template);
  assert.ok(staticText.length > 64, 'the squares are templates of their own');
  assert.ok(staticText.every((text) => !text.includes('<img') && !text.includes('Leo')), 'names only in value positions');
  const markup = markupOf(template);
  assert.match(markup, /aria-label="a1, white piece \(&lt;img src=x onerror=alert\(1\)&gt;\), Black’s doubling rank"/);
  assert.match(markup, /aria-label="a8, black piece \(Leo &quot;the&quot; Kid\), White’s doubling rank"/);
});
