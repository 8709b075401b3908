import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { boardModel, commandsAt, positionOf } from '../../web-client/games/kangaruse/board-model.js';
import { renderBoardSvg } from '../../web-client/games/kangaruse/board-svg.js';
import { tinyView } from './kangaruse-fixture.mjs';
import { markupOf } from './template-text.mjs';

test('cells are row-major: index = y * width + x', () => {
  const model = boardModel(tinyView());
  assert.equal(model.cells.length, 30);
  const croc = model.cells.find((cell) => cell.type === 'crocodile');
  assert.deepEqual([croc.x, croc.y, croc.index], [5, 2, 17]);
  const echidna = model.cells.find((cell) => cell.type === 'echidna');
  assert.deepEqual([echidna.x, echidna.y, echidna.value], [4, 1, 2]);
  assert.equal(model.cells[0].value, 3);
  assert.equal(model.cells[27].value, -2);
});

test('numbers on columns: column edges carry numbers, row edges directions', () => {
  const model = boardModel(tinyView());
  assert.deepEqual(model.columns.map((c) => `${c.kind}:${c.value}`), ['number:1', 'number:2', 'number:3', 'number:4', 'number:1', 'number:2']);
  assert.deepEqual(model.rows.map((r) => `${r.kind}:${r.value}`), ['direction:right', 'direction:down', 'direction:left', 'direction:up', 'direction:right']);
  assert.deepEqual(model.cells[2 * 6 + 2].commands, { number: 3, direction: 'left' });
});

test('numbers on rows: the axes swap', () => {
  const view = tinyView();
  view.board.numbers_on_columns = false;
  view.board.numbers = [4, 3, 2, 1, 4];
  view.board.directions = ['up', 'up', 'down', 'left', 'right', 'down'];
  const model = boardModel(view);
  assert.deepEqual(model.rows.map((r) => r.kind), Array(5).fill('number'));
  assert.deepEqual(model.columns.map((c) => c.value), view.board.directions);
  assert.deepEqual(commandsAt(view.board, 3, 1), { number: 3, direction: 'left' });
});

test('types, rivers, crossed squares and kangaroos come from the view', () => {
  const model = boardModel(tinyView());
  const at = (x, y) => model.cells[y * 6 + x];
  assert.equal(at(1, 0).type, 'tree');
  assert.equal(at(1, 0).river, false);
  assert.equal(at(3, 3).river, true);
  assert.deepEqual(at(3, 3).riverLinks, { up: true, down: false, left: true, right: true }, "(3,4) below is a star square");
  assert.deepEqual(at(0, 1).riverLinks, { up: false, down: false, left: false, right: true });
  assert.equal(at(2, 1).crossed, true);
  assert.equal(at(2, 2).crossed, false);
  assert.deepEqual(at(2, 2).occupants, [0]);
  assert.deepEqual(at(4, 4).occupants, [1]);
  assert.deepEqual(positionOf(tinyView(), 1), { x: 4, y: 4 });
});

test('players not yet placed stand nowhere', () => {
  const view = tinyView();
  view.players[1] = { seat: 1, placed: false, out: false, score: 0 };
  const model = boardModel(view);
  assert.equal(model.cells.filter((cell) => cell.occupants.length > 0).length, 1);
  assert.equal(positionOf(view, 1), null);
});

test('the SVG draws every square with its type, crosses and kangaroos', () => {
  const model = boardModel(tinyView());
  const seats = [
    { seat: 0, name: 'Mia <b>', color: '#d6336c', icon: 'star' },
    { seat: 1, name: 'Leo', color: 'javascript:alert(1)', icon: 'nope' },
  ];
  const svg = markupOf(renderBoardSvg(model, { seats, legal: new Map([[13, 'jump']]), actingSeat: 0 }));
  assert.equal((svg.match(/class="cell /g) || []).length, 30);
  assert.equal((svg.match(/data-crossed="true"/g) || []).length, 1);
  assert.match(svg, /data-index="13"[^>]*data-legal="true" data-action="jump"/);
  assert.equal((svg.match(/data-legal="true"/g) || []).length, 1);
  assert.equal((svg.match(/class="piece"/g) || []).length, 2);
  assert.match(svg, />3<\/text>/, 'score value printed');
  assert.match(svg, />-2<\/text>/, 'negative score value printed');
  assert.doesNotMatch(svg, /<b>/, 'names are escaped');
  assert.doesNotMatch(svg, /javascript/, 'colours are checked');
  assert.match(svg, /aria-label="number 3"/);
  assert.match(svg, /aria-label="direction left"/);
});

test('every square has a tooltip saying what it does; pieces name their player', () => {
  const rules = new Map([['crocodile', 'Crocodile: while someone stands here, nobody may jump over it.']]);
  const svg = markupOf(renderBoardSvg(boardModel(tinyView()), { rules, seats: [{ seat: 0, name: 'Ada & Bo' }] }));
  const cell = svg.match(/<g class="cell type-crocodile[^>]*>(<title>[^<]*<\/title>)/);
  assert.ok(cell, 'the crocodile square has a title');
  assert.equal(cell[1], '<title>Crocodile: while someone stands here, nobody may jump over it.</title>');
  const tree = svg.match(/<g class="cell type-tree[^>]*>(<title>[^<]*<\/title>)/);
  assert.equal(tree[1], '<title>Tree</title>', 'a type without a rule text gets its name');
  assert.match(svg, /<g class="piece" data-seat="0"[^>]*><title>Ada &amp; Bo/);
});

test('the row labels are drawn last, on a band the view can pin to the left edge', () => {
  const svg = markupOf(renderBoardSvg(boardModel(tinyView())));
  const band = svg.indexOf('<g class="row-labels">');
  assert.ok(band > svg.lastIndexOf('class="cell '), 'row labels come after every square');
  assert.equal((svg.slice(band).match(/aria-label="direction /g) || []).length, 5, 'one label per row');
});

test('a name with markup characters stays text: escaped in the square\'s label and the piece\'s title', () => {
  const seats = [{ seat: 0, name: 'Zoe "<img src=x>" & Co', color: '#d6336c', icon: 'star' }];
  const svg = markupOf(renderBoardSvg(boardModel(tinyView()), { seats, actingSeat: 0 }));
  assert.doesNotMatch(svg, /<img/, 'no element from a name');
  assert.match(svg, /aria-label="Column 3, row 3: [^"]*; Zoe &quot;&lt;img src=x&gt;&quot; &amp; Co is here"/);
  assert.match(svg, /<g class="piece" data-seat="0"[^>]*><title>Zoe &quot;&lt;img src=x&gt;&quot; &amp; Co \(to play\)<\/title>/);
});
