// The Kangaruse board as text (games/kangaruse/text-board.js): each square
// in words, the caption with whose turn and the scores, the table's shape,
// and the listed moves' names with their squares; in English and Arabic.
import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { boardModel } from '../../web-client/games/kangaruse/board-model.js';
import { squareWords, textCaption, textBoard, moveName, playerWords } from '../../web-client/games/kangaruse/text-board.js';
import { tinyView } from './kangaruse-fixture.mjs';
import { markupOf } from './template-text.mjs';
import { plain, inArabic } from './locale-env.mjs';

const seats = [{ seat: 0, name: 'Ana', color: '#d43770' }, { seat: 1, name: 'Bo', color: '#1689F5' }];
const who = (seat) => playerWords(seats[seat]);
const at = (model, x, y) => model.cells[y * model.width + x];

test('a player is named with the colour of the piece, when it is one of the lobby\'s', () => {
  assert.equal(plain(who(0)), 'Ana (pink)');
  assert.equal(plain(who(1)), 'Bo (blue)', 'the colour is found whatever its case');
  assert.equal(plain(playerWords({ seat: 2, name: 'Cy', color: '#123456' })), 'Cy');
  assert.equal(plain(playerWords({ seat: 2 })), 'Player 3');
});

test('each square says what it is, its commands, and who stands on it', () => {
  const model = boardModel(tinyView());
  const words = (x, y, lastMove = null) => plain(squareWords(at(model, x, y), { who, lastMove }));
  // Column numbers 1,2,3,4,1,2; row directions right, down, left, up, right.
  assert.equal(words(2, 2), 'river square; commands 3 left; Ana (pink) is here');
  assert.equal(words(5, 2), 'crocodile; commands 2 left');
  assert.equal(words(0, 0), '3 star; commands 1 right');
  assert.equal(words(4, 1), 'echidna number 2; commands 1 down');
  assert.equal(words(2, 1), 'river square; commands 3 down; crossed out');
  assert.equal(words(4, 4), 'river square; commands 1 right; Bo (blue) is here');
  assert.equal(words(1, 0), 'tree; commands 2 right');
});

test('the last move is marked on the square it came to and the one it left', () => {
  const model = boardModel(tinyView());
  const lastMove = { from: [2, 1], to: [4, 4], seat: 1, kind: 'jump' };
  assert.match(plain(squareWords(at(model, 4, 4), { who, lastMove })), /; last move: Bo \(blue\) came here$/);
  assert.match(plain(squareWords(at(model, 2, 1), { who, lastMove })), /; crossed out; last move started here$/);
  assert.doesNotMatch(plain(squareWords(at(model, 2, 2), { who, lastMove })), /last move/);
});

test('the caption says whose turn it is and every score', () => {
  const view = tinyView();
  assert.equal(plain(textCaption('Your turn', view.players, who)), 'Your turn. Scores: Ana (pink): 0 and Bo (blue): 3.');
  assert.equal(plain(textCaption('Game over', [], who)), 'Game over');
});

test('the table: a header per column and row with its command, a cell per square', () => {
  const model = boardModel(tinyView());
  const markup = plain(markupOf(textBoard(model, { caption: 'Your turn', who, lastMove: null })));
  assert.match(markup, /<caption class="visually-hidden">Your turn<\/caption>/);
  const columns = [...markup.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
  assert.deepEqual(columns, ['Column 1, number 1', 'Column 2, number 2', 'Column 3, number 3', 'Column 4, number 4', 'Column 5, number 1', 'Column 6, number 2']);
  const rows = [...markup.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]);
  assert.deepEqual(rows, ['Row 1, direction right', 'Row 2, direction down', 'Row 3, direction left', 'Row 4, direction up', 'Row 5, direction right']);
  assert.equal([...markup.matchAll(/<td data-index="/g)].length, 30);
  // Row by row: the third row's third cell is square (2, 2), where Ana stands.
  const thirdRow = markup.split('<tr>')[4];
  assert.match(thirdRow, /^<th scope="row">Row 3/);
  assert.match(thirdRow.split('<td ')[3], /^data-index="14" data-occupants="0">river square; commands 3 left; Ana \(pink\) is here/);
});

test('a listed move onto a square names the square\'s place; stop and give up stay as they are', () => {
  const view = tinyView();
  assert.equal(plain(moveName({ action: 'jump', x: 5, y: 2 }, view, 0)), 'Jump 3 right onto a crocodile (column 6, row 3)');
  assert.equal(plain(moveName({ action: 'give_up' }, view, 0)), 'Give up');
  assert.equal(plain(moveName({ action: 'stop' }, view, 0)), 'Stop playing (no teleport)');
});

test('in Arabic: the square, the caption and a move in the catalog\'s words', () => {
  inArabic(() => {
    const model = boardModel(tinyView());
    const square = plain(squareWords(at(model, 2, 2), { who, lastMove: null }));
    assert.match(square, /^مربع نهر؛ الأوامر 3 /);
    assert.match(square, /Ana \(وردي\) هنا$/);
    assert.match(plain(textCaption('دورك', tinyView().players, who)), /^دورك\. النقاط: Ana/);
    assert.match(plain(moveName({ action: 'jump', x: 5, y: 2 }, tinyView(), 0)), /\(العمود 6، الصف 3\)$/);
  });
});
