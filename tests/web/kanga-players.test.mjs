// The Kanga players panel (games/kanga/players.js): both players with their
// colours, tags and counts; a name from the network is escaped.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markupOf } from './template-text.mjs';
import { playersPanel, stoneIcon } from '../../web-client/games/kanga/players.js';
import { custodianView, swappedView, nameOf } from './kanga-fixture.mjs';

const seats = [
  { seat: 0, taken: true, name: 'Mia', icon: 'sun', color: '#1c7ed6' },
  { seat: 1, taken: true, bot: 'easy', icon: 'robot', color: '#2b8a3e' },
];

test('both players: colour, stone icon, badge, tags, captures and the turn', () => {
  const game = { ...custodianView(), captures: [0, 3] };
  const markup = markupOf(playersPanel({ game, seats, mySeat: 0, nameOf }));
  assert.match(markup, /<h2>Your turn<\/h2>/);
  assert.match(markup, /<li class="acting" data-seat="0" data-color="black"><span class="kg-turn" aria-label="to play">\u25b6<\/span>/);
  assert.match(markup, /<li class="" data-seat="1" data-color="white">/);
  assert.match(markup, /<strong><bdi>Mia<\/bdi><\/strong> Black <span class="tag tag-you">you<\/span>/);
  assert.match(markup, /<strong><bdi>Leo<\/bdi><\/strong> White <span class="tag tag-bot">bot<\/span>/);
  assert.match(markup, /class="kg-count" data-captures="3">captured 3 \u00b7 \d+ on board/);
  assert.equal((markup.match(/class="kg-stone-icon"/g) || []).length, 2);
  assert.equal((markup.match(/class="badge"/g) || []).length, 2);
  assert.doesNotMatch(markup, /style=/);
});

test('after the swap the colours follow the seats; the end says so', () => {
  const game = { ...swappedView(), turn: null };
  const markup = markupOf(playersPanel({ game, seats, mySeat: null, nameOf }));
  assert.match(markup, /<h2>Game over<\/h2>/);
  assert.match(markup, /data-seat="0" data-color="white"/);
  assert.match(markup, /data-seat="1" data-color="black"/);
  assert.doesNotMatch(markup, /tag-you/);
  assert.match(markup, /<li class="" data-seat="0" data-color="white"><span class="kg-turn"><\/span>/, 'no one to play');
});

test('a name with markup characters is shown as text', () => {
  const names = ['<img src=x onerror="alert(1)">', 'Leo & "Co"'];
  const markup = markupOf(playersPanel({ game: { ...custodianView(), turn: 1 }, seats, mySeat: 0, nameOf: (seat) => names[seat] }));
  assert.match(markup, /<strong><bdi>&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;<\/bdi><\/strong>/);
  assert.match(markup, /<h2>Leo &amp; &quot;Co&quot;\u2019s turn<\/h2>/);
  assert.doesNotMatch(markup, /<img/);
});

test('the stone icon is drawn in the stone\'s colour', () => {
  assert.match(markupOf(stoneIcon('black')), /fill="#1b1b1b"/);
  assert.match(markupOf(stoneIcon('white', 24)), /width="24" height="24"[^>]*>.*fill="#f4f2ec"/);
});
