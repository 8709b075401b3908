// Jackaroo's board as text (games/jackaroo/text-board.js): each marble's
// place in words (at home, on the track and how far past its start, in the
// safe zone), a part per seat with its team and number of cards, the
// viewer's own cards and never another hand, and the choice buttons' names
// as whole sentences; in English and in Arabic.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { marbleWords, teamWords, textBoard, choiceName } from '../../web-client/games/jackaroo/text-board.js';
import { candidatesOf, pick, emptyChoice, placeText, whereText } from '../../web-client/games/jackaroo/choose.js';
import { markupOf } from './template-text.mjs';
import { fourPlayerView, spectatorView, twoPlayerView, fourPlayerMoves, nameOf } from './jackaroo-fixture.mjs';
import { plain, inArabic } from './locale-env.mjs';

const marble = (game, id) => game.marbles.find((m) => m.id === id);
const text = (template) => plain(markupOf(template).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')).trim();

test('a marble\'s place in words', () => {
  const game = fourPlayerView();
  assert.equal(plain(marbleWords(game, marble(game, 3))), 'at home, not out yet');
  assert.equal(plain(marbleWords(game, marble(game, 1))), 'on square 10, 10 squares past its start');
  // Ana's marble on 72: 72 past her start at 0; Ben's on his own start 19.
  assert.equal(plain(marbleWords(game, marble(game, 0))), 'on square 72, 72 squares past its start');
  assert.equal(plain(marbleWords(game, marble(game, 4))), 'on square 19, on its own start');
  // Dan's start is 57: square 12 is 31 squares on, round the end of the track.
  assert.equal(plain(marbleWords(game, marble(game, 12))), 'on square 12, 31 squares past its start');
  assert.equal(plain(marbleWords(game, { id: 2, owner: 0, zone: 'safe', square: 1 })), 'in the safe zone, place 2 of 4');
  // Two players: seat 1 sits at board position 2, its start at 38.
  const two = twoPlayerView();
  assert.equal(plain(marbleWords(two, marble(two, 4))), 'on square 40, 2 squares past its start');
  inArabic(() => {
    assert.equal(plain(marbleWords(game, marble(game, 3))), 'في القاعدة، لم تخرج بعد');
    assert.equal(plain(marbleWords(two, marble(two, 4))), 'في الخانة 40، بعد بدايتها بخانتين');
  });
});

test('a part per seat: name, team, cards in hand and four marbles each', () => {
  const game = fourPlayerView();
  const markup = markupOf(textBoard(game, { mySeat: 0, nameOf, header: 'Your turn', lastPlay: 'Dan played a 3' }));
  const seats = [...markup.matchAll(/<section class="jk-text-seat" data-seat="(\d)"/g)].map((m) => Number(m[1]));
  assert.deepEqual(seats, [0, 1, 2, 3]);
  assert.equal((markup.match(/<li data-marble=/g) || []).length, 16);
  assert.match(markup, /<h3><bdi>Ana<\/bdi> \(you, to play\)<\/h3>/);
  assert.match(markup, /<h3><bdi>Dan<\/bdi> \(dealer\)<\/h3>/);
  const words = text(textBoard(game, { mySeat: 0, nameOf, header: 'Your turn', lastPlay: 'Dan played a 3' }));
  assert.match(words, /^Your turn Last move: Dan played a 3 /);
  assert.match(words, /Team A, with Cy\. 4 cards in hand/);
  assert.match(words, /Ben.*Team B, with Dan\. 3 cards in hand Marble 1: on square 19, on its own start Marble 2: at home, not out yet/);
  assert.equal(plain(teamWords(twoPlayerView(), 0, nameOf) ?? ''), '', 'no teams with two players');
  inArabic(() => {
    const arabic = text(textBoard(game, { mySeat: 0, nameOf }));
    assert.match(arabic, /Ana \(أنت، يلعب الآن\)/);
    assert.match(arabic, /الفريق الأول، مع Cy\. 4 أوراق في اليد/);
    assert.match(arabic, /الكرة 4: في القاعدة، لم تخرج بعد/);
  });
});

test('the viewer\'s own cards, and no one else\'s', () => {
  const game = fourPlayerView();
  const words = text(textBoard(game, { mySeat: 0, nameOf }));
  assert.match(words, /Your cards Ace of Spades 7 of Hearts 10 of Diamonds Jack of Clubs/);
  const cards = (markup) => [...markup.matchAll(/data-hand-card="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(cards(markupOf(textBoard(game, { mySeat: 0, nameOf }))), ['AS', '7H', '10D', 'JC']);
  // A spectator's view has no hand: no card at all, no "Your cards".
  const watching = markupOf(textBoard(spectatorView(), { mySeat: null, nameOf }));
  assert.deepEqual(cards(watching), []);
  assert.doesNotMatch(watching, /Your cards/);
  assert.doesNotMatch(watching, /\(you/);
});

// The names of the buttons of a choice reached by `picks` (choose.js).
function namesAt(picks) {
  const game = fourPlayerView();
  const legal = fourPlayerMoves();
  let choice = emptyChoice;
  for (const picked of picks) choice = pick(legal, choice, picked).choice;
  const step = picks.length === 0 ? 'card' : null;
  const candidates = candidatesOf(game, legal, choice);
  const stepOf = { marble: 'marble', steps: 'steps', target: 'target', marble2: 'marble2' };
  const current = step || (choice.steps !== null ? 'marble2' : choice.marble !== null ? (choice.ability === 'swap' ? 'target' : 'steps') : 'marble');
  return candidates.map((cand) => plain(choiceName({ game, mySeat: 0, nameOf, step: stepOf[current], ability: choice.ability, cand, marbleOf: (id) => marble(game, id), placeText, whereText })));
}

test('every choice button says the whole move in words', () => {
  assert.deepEqual(namesAt([{ card: '7H' }, { ability: 'move:7' }]), [
    'Move your marble on square 72 by 7 to safe square 4',
    'Move your marble on square 10 by 7 to square 17',
  ]);
  assert.deepEqual(namesAt([{ card: 'AS' }, { ability: 'release' }]), ['Bring your marble out, to square 0']);
  assert.deepEqual(namesAt([{ card: '7H' }, { ability: 'split' }]), [
    'Move your marble on square 72 first, with part of the 7',
    'Move your marble on square 10 first, with part of the 7',
  ]);
  assert.deepEqual(namesAt([{ card: '7H' }, { ability: 'split' }, { marble: 0 }]), [
    'Move the first marble 3 to square 75, then another 4',
    'Move the first marble 5 to safe square 2, then another 2',
  ]);
  assert.deepEqual(namesAt([{ card: '7H' }, { ability: 'split' }, { marble: 0 }, { steps: 3 }]), [
    'Move your marble on square 10 by 4 to square 14',
    'Move your marble on square 40 by 4 to square 44',
  ]);
  assert.deepEqual(namesAt([{ card: 'JC' }, { marble: 1 }]), ['Swap with Dan’s marble on square 50', 'Swap with Cy’s marble on square 30']);
  inArabic(() => {
    assert.deepEqual(namesAt([{ card: '7H' }, { ability: 'move:7' }])[1], 'حرّك كرتك في الخانة 10 7 خانات إلى الخانة 17');
  });
});
