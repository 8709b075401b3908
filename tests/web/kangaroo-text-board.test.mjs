import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseTypedMove, checkTypedMove, suggestedMoves, nextTypedStep, textBoard,
} from '../../web-client/games/kangaroo/text-board.js';
import { squareName } from '../../web-client/games/kangaroo/board-model.js';
import { markupOf } from './template-text.mjs';
import { plain } from './locale-env.mjs';
import {
  openingView, openingMoves, captureView, captureMoves, chainView, chainMoves, lastMoveView, resignedView, boardFrom, jump, stop, sq,
} from './kangaroo-fixture.mjs';

const names = (squares) => squares.map(squareName);

test('a typed move is squares joined by dashes, any case, spaces anywhere', () => {
  assert.deepEqual(names(parseTypedMove('c1-c3')), ['c1', 'c3']);
  assert.deepEqual(names(parseTypedMove('  C1 - c3 -A5 ')), ['c1', 'c3', 'a5']);
  assert.deepEqual(names(parseTypedMove('c 1-c3')), ['c1', 'c3']);
  for (const bad of ['', 'c1', 'c1-', '-c3', 'c1--c3', 'c1 c3', 'c1-i3', 'c0-c2', 'c9-c7', 'c1-c3-', 'stop', 'c1xc3', 'c1-c3-a5x']) {
    assert.equal(parseTypedMove(bad), null, `"${bad}" is refused`);
  }
});

test('a first jump must be one of the legal moves, in words when it is not', () => {
  const game = openingView();
  const legal = openingMoves();
  assert.deepEqual(names(checkTypedMove(game, legal, parseTypedMove('c1-a3')).path), ['c1', 'a3']);
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('c2-c4')).problem), /c2 holds no piece of yours that can jump/);
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('d4-d6')).problem), /d4 holds no piece/);
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('c1-c5')).problem), /cannot jump from c1 to c5/);
  // From a3 over b2 lands on c1, empty now but where the move began.
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('c1-a3-c1')).problem), /cannot jump from a3 to c1/, 'a chain never lands where it started');
});

test('the landings after the first follow the board: captured pieces go at once, visited squares are closed', () => {
  const game = captureView();
  const legal = captureMoves();
  // a1 over b2 (captured) to c3, then over d4 (captured) to e5.
  assert.deepEqual(names(checkTypedMove(game, legal, parseTypedMove('a1-c3-e5')).path), ['a1', 'c3', 'e5']);
  // From c3, b2's piece is gone: no jump back over it to a1.
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('a1-c3-a1')).problem), /cannot jump from c3 to a1/);
  // Nothing stands between e5 and g7.
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('a1-c3-e5-g7')).problem), /cannot jump from e5 to g7/);
  // Not a jump's shape.
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('a1-c3-c4')).problem), /cannot jump from c3 to c4/);
});

test('a chain may jump its own pieces (they stay) and goes on from where it landed', () => {
  // W e2 and c5; B d2, b2, b3: e2 takes d2, then b2, then b3, then jumps
  // its own c5 to c6.
  const game = { ...captureView(), board: boardFrom({ w: ['e2', 'c5'], b: ['d2', 'b2', 'b3', 'h8'] }) };
  const legal = [jump('e2', 'c2')];
  assert.deepEqual(names(checkTypedMove(game, legal, parseTypedMove('e2-c2-a2-c4-c6')).path), ['e2', 'c2', 'a2', 'c4', 'c6']);
  // One's own piece, jumped, stays to be jumped again: W a1 and b2, B c2.
  const own = { ...captureView(), board: boardFrom({ w: ['a1', 'b2'], b: ['c2', 'h8'] }) };
  assert.deepEqual(names(checkTypedMove(own, [jump('a1', 'c3')], parseTypedMove('a1-c3-c1-a3')).path), ['a1', 'c3', 'c1', 'a3']);
  // b2's piece was taken on the way: nothing to jump back over.
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('e2-c2-a2-c2')).problem), /cannot jump from a2 to c2/);
});

test('mid-chain a typed move goes on from the chain\'s piece', () => {
  const game = chainView();
  const legal = chainMoves();
  assert.deepEqual(names(checkTypedMove(game, legal, parseTypedMove('c3-e5')).path), ['c3', 'e5']);
  assert.match(plain(checkTypedMove(game, legal, parseTypedMove('h1-f3')).problem), /on c3 in the middle of its move/);
  assert.deepEqual(suggestedMoves(game, legal), ['c3-e5']);
});

test('the suggestions: every listed jump, then the chains after it, shortest first', () => {
  const opening = suggestedMoves(openingView(), openingMoves());
  assert.equal(opening.length, 20, 'the 20 opening jumps (no jump goes on after any of them)');
  assert.ok(opening.includes('c1-a3') && opening.includes('h1-f3'));
  assert.deepEqual(suggestedMoves(captureView(), captureMoves()), ['a1-c3', 'a1-c3-e5']);
  assert.deepEqual(suggestedMoves(captureView(), [{ type: 'resign' }]), [], 'no jump, nothing to suggest');
});

test('a typed chain is sent a jump at a time, each the listed move, then Stop if the piece could go on', () => {
  const typed = { at: sq('c3'), rest: [sq('e5')], moves: 6 };
  // The view before the first jump arrived: wait.
  let next = nextTypedStep(captureView(), captureMoves(), typed);
  assert.equal(next.move, null);
  assert.equal(next.typed, typed);
  // The chain view: the next jump, the listed object itself.
  const legal = chainMoves();
  next = nextTypedStep(chainView(), legal, typed);
  assert.equal(next.move, legal[0]);
  assert.deepEqual(names([next.typed.at]), ['e5']);
  assert.deepEqual(next.typed.rest, []);
  // Stopping where the typed move ends, though the piece could go on.
  const stopHere = nextTypedStep(chainView(), legal, { at: sq('c3'), rest: [], moves: 6 });
  assert.equal(stopHere.move, legal[1]);
  assert.equal(stopHere.typed, null);
  // The chain ended by itself (a move counted): nothing more to send.
  assert.deepEqual(nextTypedStep(lastMoveView(), [], next.typed), { move: null, typed: null });
  // A landing the server does not list: dropped, and said.
  const lost = nextTypedStep(chainView(), [jump('c3', 'a5'), stop()], typed);
  assert.equal(lost.move, null);
  assert.equal(lost.lost, true);
});

test('the board as text: a row per rank, a column per file, each square in a word, the last move marked', () => {
  const markup = plain(markupOf(textBoard(lastMoveView(), { mySeat: 0, caption: 'Leo (Black) to move.' })));
  assert.match(markup, /<caption[^>]*>Leo \(Black\) to move\.<\/caption>/);
  assert.equal((markup.match(/<th scope="row"/g) || []).length, 8);
  assert.equal((markup.match(/<th scope="col"/g) || []).length, 8);
  assert.equal((markup.match(/<td data-text-square=/g) || []).length, 64);
  // White reads rank 8 at the top and file a on the left.
  assert.ok(markup.indexOf('>8</th>') < markup.indexOf('>1</th>'));
  const cell = (name) => (markup.match(new RegExp(`<td data-text-square="${name}"[^>]*>(.*?)</td>`)) || [])[1];
  assert.match(cell('e5'), /^white <em>\(last move: to here\)<\/em>$/);
  assert.match(cell('a1'), /^empty <em>\(last move: from here\)<\/em>$/);
  assert.match(cell('c3'), /^empty <em>\(last move: landed here on the way\)<\/em>$/);
  assert.match(cell('b2'), /^empty <em>\(captured in the last move\)<\/em>$/);
  assert.equal(cell('h8'), 'black');
  assert.equal(cell('h7'), 'empty');
  // Black's table is turned as Black's board is: rank 1 at the top, file h on the left.
  const black = plain(markupOf(textBoard(lastMoveView(), { mySeat: 1, caption: '' })));
  assert.ok(black.indexOf('>1</th>') < black.indexOf('>8</th>'));
  assert.ok(black.indexOf('>h</th>') < black.indexOf('>a</th>'));
});

test('the board as text says a doubled piece, a given-up one, and the chain in progress', () => {
  const resigned = plain(markupOf(textBoard(resignedView(), { mySeat: 0, caption: '' })));
  assert.match(resigned, /data-text-square="a1"[^>]*>empty <em>\(given up\)<\/em>/);
  const doubled = plain(markupOf(textBoard({ ...openingView(), board: boardFrom({ w: ['c8'], b: ['a1', 'h8'] }) }, { mySeat: 0, caption: '' })));
  assert.match(doubled, /data-text-square="c8"[^>]*>white, doubled</);
  assert.match(doubled, /data-text-square="a1"[^>]*>black, doubled</);
  assert.match(doubled, /data-text-square="h8"[^>]*>black</);
  const chain = plain(markupOf(textBoard(chainView(), { mySeat: 0, caption: '' })));
  assert.match(chain, /data-text-square="c3"[^>]*>white <em>\(this move: the piece is here\)<\/em>/);
  assert.match(chain, /data-text-square="b2"[^>]*>empty <em>\(captured in this move\)<\/em>/);
});
