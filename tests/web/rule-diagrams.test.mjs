// The how-to-play pictures of every game: each example position is drawn by
// the game's own board code without throwing, and shows what its caption
// says (the captured pieces gone and marked, the jump's path, the marble
// sent home).
import './lit-env.mjs';  // first: the client's modules load lit-html
import { markupOf } from './template-text.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleDiagrams as kangaruse } from '../../web-client/games/kangaruse/diagrams.js';
import { ruleDiagrams as kanga } from '../../web-client/games/kanga/diagrams.js';
import { ruleDiagrams as kangaroo } from '../../web-client/games/kangaroo/diagrams.js';
import { ruleDiagrams as jackaroo } from '../../web-client/games/jackaroo/diagrams.js';

const byId = (list) => new Map(list.map((d) => [d.id, d]));
const count = (text, pattern) => (text.match(pattern) || []).length;

for (const [game, diagrams, boardClass] of [
  ['kangaruse', kangaruse, 'kangaruse-board'],
  ['kanga', kanga, 'kanga-board'],
  ['kangaroo', kangaroo, 'kangaroo-board'],
  ['jackaroo', jackaroo, 'jackaroo-board'],
]) {
  test(`${game}: every picture is one board with a caption`, () => {
    const list = diagrams();
    assert.ok(list.length >= 3, 'a start or rule and at least two examples');
    assert.equal(new Set(list.map((d) => d.id)).size, list.length, 'ids are unique');
    for (const diagram of list) {
      assert.match(diagram.id, /^[a-z-]+$/);
      assert.ok(diagram.caption.length > 20, `${diagram.id} has a caption`);
      const markup = markupOf(diagram.content);
      assert.ok(markup.startsWith(`<svg class="${boardClass}`), `${diagram.id} is drawn by the board code`);
      assert.equal(count(markup, /<svg/g), 1);
      assert.ok(!/style=/.test(markup), 'no style attribute (the Content-Security-Policy)');
      assert.ok(!/NaN|undefined/.test(markup), `${diagram.id}: every number and name is defined`);
    }
  });
}

test('kangaruse: the jump is one the square\'s commands allow, and the square left is crossed out', () => {
  const list = byId(kangaruse());
  const jump = markupOf(list.get('jump').content);
  assert.match(jump, /class="last-move"/);
  assert.match(jump, /data-x="0" data-y="0" data-type="plain" data-crossed="true"/);
  assert.match(jump, /data-x="2" data-y="0"[^>]*data-occupants="0"/);
  // From column 1 (number 2) in row 1 (right): 2 squares right is allowed.
  assert.match(jump, /aria-label="Column 1, row 1: river square; commands 2 right; crossed out"/);
  const special = markupOf(list.get('special').content);
  assert.match(special, /data-x="4" data-y="0" data-type="score"[^>]*data-occupants="0"/);
  assert.match(special, /aria-label="Column 3, row 1: river square; commands 3 right; crossed out"/);
});

test('kanga: captured stones are gone from the board and marked where they stood', () => {
  const list = byId(kanga());
  const go = markupOf(list.get('go-capture').content);
  assert.equal(count(go, /data-captured="white"/g), 1);
  assert.match(go, /data-cell="2,2"[^>]*data-stone=""/);
  assert.match(go, /data-cell="2,3"[^>]*data-stone="black"[^>]*data-last="true"/);
  const custodian = markupOf(list.get('custodian').content);
  assert.equal(count(custodian, /data-captured="black"/g), 3);
  assert.equal(count(markupOf(list.get('connection').content), /data-winning="true"/g), 6);
});

test('kangaroo: the chain is one path with both captured pieces traced', () => {
  const list = new Map(kangaroo().map((d) => [d.id, { ...d, markup: markupOf(d.content) }]));
  const chain = list.get('chain').markup;
  assert.match(chain, /data-path="c3 e5 e7"/);
  assert.match(chain, /data-trace-square="d4"/);
  assert.match(chain, /data-trace-square="e6"/);
  assert.match(chain, /data-square="e7"[^>]*data-piece="w"/);
  const own = list.get('own-piece').markup;
  assert.match(own, /data-square="g7"[^>]*data-piece="w"/);
  assert.match(own, /data-square="h8"[^>]*data-piece="w" data-doubling="[^"]*" data-doubled="true"/);
  assert.equal(count(list.get('start').markup, /data-piece="[wb]"/g), 32);
});

test('jackaroo: the start has every marble at home; a marble sent home is marked', () => {
  const list = byId(jackaroo().map((d) => ({ ...d, markup: markupOf(d.content) })));
  assert.doesNotMatch(list.get('start').markup, /jk-last-play/);
  const sent = list.get('sent-home').markup;
  assert.match(sent, /data-sent-home="5" data-sent-from="track:15"/);
  assert.match(sent, /data-last-marble="0" data-last-from="track:10" data-last-to="track:15"/);
  assert.match(list.get('release').markup, /data-last-marble="0" data-last-from="home:" data-last-to="track:0"/);
});
