import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { parseCard, cardShort, rankWithArticle } from '../../web-client/games/jackaroo/cards.js';
import { handCards } from '../../web-client/games/jackaroo/hand.js';
import { renderBoardSvg as boardTemplate } from '../../web-client/games/jackaroo/board-svg.js';
import { candidatesOf, pick, emptyChoice, choiceStep } from '../../web-client/games/jackaroo/choose.js';
import { fourPlayerView, spectatorView, twoPlayerView, fourPlayerMoves, nameOf } from './jackaroo-fixture.mjs';

import { markupOf } from './template-text.mjs';

// The board's and the hand's templates, read as markup.
const renderBoardSvg = (game, options) => markupOf(boardTemplate(game, options));
const handMarkup = (game, options) => markupOf(handCards(game, options));
const count = (text, pattern) => (text.match(pattern) || []).length;
const cardIds = (markup) => [...markup.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]);

test('card ids, names and symbols', () => {
  assert.deepEqual(parseCard('10H'), { id: '10H', rank: '10', suit: 'H' });
  assert.equal(parseCard('1H'), null);
  assert.equal(parseCard('<b>'), null);
  assert.equal(cardShort('QS'), 'Q\u2660');
  assert.deepEqual(['A', '8', '10', 'K'].map(rankWithArticle), ['an Ace', 'an 8', 'a 10', 'a King']);
});

test('my hand shows exactly my cards, playable ones marked', () => {
  const game = fourPlayerView();
  const markup = handMarkup(game, { playableRanks: new Set(['A', '7']), selectedCard: '7H' });
  assert.deepEqual(cardIds(markup), ['AS', '7H', '10D', 'JC']);
  assert.equal(count(markup, /jk-card-face/g), 4);
  assert.equal(count(markup, /data-playable="true"/g), 2);
  assert.match(markup, /data-card="7H"[^>]*aria-pressed="true"/);
  assert.match(markup, /data-card="10D"[^>]*aria-disabled="true"/);
  const discard = handMarkup(game, { discard: true });
  assert.equal(count(discard, /data-playable="true"/g), 4, 'any card may be discarded');
  assert.match(discard, /aria-label="Discard Ace of Spades"/);
});

test('a spectator is shown no card faces at all', () => {
  const game = spectatorView();
  const hand = handMarkup(game, { playableRanks: new Set(['A']) });
  assert.equal(count(hand, /jk-card-face|data-card=/g), 0);
  const board = renderBoardSvg(game, { nameOf, mySeat: null });
  assert.equal(count(board, /data-card=|jk-card-face/g), 0);
  // Every player's cards are backs, as many as hand_count.
  const backs = [...board.matchAll(/data-hand-count="(\d+)"/g)].map((m) => Number(m[1]));
  assert.deepEqual(backs, [4, 3, 3, 3]);
  assert.equal(count(board, /class="jk-card-back"/g), 13);
  // The only face on the board is the public last card played.
  assert.deepEqual([...board.matchAll(/data-last-card="([^"]+)"/g)].map((m) => m[1]), ['3C']);
  for (const id of fourPlayerView().hand) assert.ok(!board.includes(`"${id}"`), `${id} is not on the board`);
});

test('a seated player sees backs for the others and no backs for their own hand', () => {
  const board = renderBoardSvg(fourPlayerView(), { nameOf, mySeat: 0 });
  assert.deepEqual([...board.matchAll(/data-hand-count="(\d+)"/g)].map((m) => Number(m[1])), [3, 3, 3]);
});

test('the board: 76 squares, starts, safe stops, zones, homes, all marbles, dealer and turn', () => {
  const board = renderBoardSvg(fourPlayerView(), { nameOf, mySeat: 0 });
  assert.equal(count(board, /data-track="/g), 76);
  assert.deepEqual([...board.matchAll(/class="jk-square start" data-track="(\d+)"/g)].map((m) => Number(m[1])), [0, 19, 38, 57]);
  assert.deepEqual([...board.matchAll(/class="jk-square safe-stop" data-track="(\d+)"/g)].map((m) => Number(m[1])), [18, 37, 56, 75]);
  assert.equal(count(board, /class="jk-safe-square"/g), 16);
  assert.equal(count(board, /class="jk-home-slot"/g), 16);
  assert.equal(count(board, /data-marble="/g), 16);
  assert.match(board, /data-seat="3"[^>]*data-dealer="true"/);
  assert.match(board, /class="jk-player acting me" data-seat="0"/);
  assert.match(board, /Pile 3 \u00b7 Deck 36/);
  assert.equal(count(board, /team A/g), 2);
  assert.equal(count(board, /team B/g), 2);
  assert.equal(count(board, /class="jk-team-mark"/g), 8, 'team B marbles carry the mark');
});

test('two players: only positions 0 and 2 have starts, zones and homes', () => {
  const board = renderBoardSvg(twoPlayerView(), { nameOf, mySeat: 1 });
  assert.deepEqual([...board.matchAll(/class="jk-square start" data-track="(\d+)"/g)].map((m) => Number(m[1])), [0, 38]);
  assert.deepEqual([...board.matchAll(/class="jk-square safe-stop" data-track="(\d+)"/g)].map((m) => Number(m[1])), [37, 75]);
  assert.equal(count(board, /class="jk-safe-square"/g), 8);
  assert.equal(count(board, /data-marble="/g), 8);
  assert.doesNotMatch(board, /team [AB]/);
  // Seat 1 looks from the bottom: its player box is on side 0.
  assert.match(board, /data-seat="1" data-position="2" data-side="0"/);
  assert.match(board, /data-seat="0" data-position="0" data-side="2"/);
});

test('highlighted marbles and their landings follow the choice', () => {
  const game = fourPlayerView();
  const legal = fourPlayerMoves();
  let choice = pick(legal, emptyChoice, { card: '7H' }).choice;
  choice = pick(legal, choice, { ability: 'move:7' }).choice;
  const board = renderBoardSvg(game, { nameOf, mySeat: 0, candidates: candidatesOf(game, legal, choice), step: choiceStep(legal, choice) });
  assert.deepEqual([...board.matchAll(/data-marble="(\d+)"[^>]*data-candidate="true"/g)].map((m) => Number(m[1])), [0, 1]);
  assert.match(board, /data-landing-for="0" data-landing="safe:3"/);
  assert.match(board, /data-landing-for="1" data-landing="track:17"/);
  // Split: after the first marble, its landings are the choosable step counts.
  choice = pick(legal, pick(legal, pick(legal, emptyChoice, { card: '7H' }).choice, { ability: 'split' }).choice, { marble: 0 }).choice;
  const steps = renderBoardSvg(game, { nameOf, mySeat: 0, candidates: candidatesOf(game, legal, choice), step: choiceStep(legal, choice), chosenMarble: 0 });
  assert.deepEqual([...steps.matchAll(/role="button" tabindex="0" data-steps="(\d+)"/g)].map((m) => Number(m[1])), [3, 5]);
  assert.match(steps, /class="jk-marble chosen" data-marble="0"/);
  assert.equal(count(steps, /data-candidate="true"/g), 0);
});

test('the split\u2019s numbered landings lie over a marble standing there, other landings under the marbles', () => {
  // Dan's marble 13 waits on square 75, where 3 steps take Ana's marble 0.
  const game = fourPlayerView();
  game.marbles.find((m) => m.id === 13).square = 75;
  const legal = fourPlayerMoves();
  const choice = pick(legal, pick(legal, pick(legal, emptyChoice, { card: '7H' }).choice, { ability: 'split' }).choice, { marble: 0 }).choice;
  const steps = renderBoardSvg(game, { nameOf, mySeat: 0, candidates: candidatesOf(game, legal, choice), step: choiceStep(legal, choice), chosenMarble: 0 });
  assert.ok(steps.indexOf('data-steps="3"') > steps.indexOf('data-marble="13"'), 'the "3" is drawn after (over) the marble on its square');
  assert.ok(steps.indexOf('data-steps="5"') > steps.lastIndexOf('data-marble='), 'all numbered landings come after every marble');
  assert.match(steps, /<g class="jk-landings on-top">/);
  // Choosing a marble to move: the landing rings stay under the marbles.
  const move = pick(legal, pick(legal, emptyChoice, { card: '7H' }).choice, { ability: 'move:7' }).choice;
  const board = renderBoardSvg(game, { nameOf, mySeat: 0, candidates: candidatesOf(game, legal, move), step: choiceStep(legal, move) });
  assert.ok(board.indexOf('data-landing-for="0"') < board.indexOf('data-marble="0"'));
  assert.match(board, /<g class="jk-landings">/);
});

test('names are escaped', () => {
  const board = renderBoardSvg(fourPlayerView(), { nameOf: (seat) => (seat === 1 ? '<img src=x>' : 'A'), mySeat: 0 });
  assert.ok(!board.includes('<img'));
  assert.match(board, /&lt;img src=x&gt;/);
});

test('names with markup characters stay text, in text and in attributes', () => {
  const evil = '"><script>x</script>&';
  const game = fourPlayerView();
  game.last_play = { seat: 1, card: '3C', ability: 'move' };
  const lastPlay = { seq: 4, seat: 1, event: {}, moves: [{ marble: 4, owner: 1, from: { zone: 'track', square: 16 }, to: { zone: 'track', square: 19 } }], sentHome: [{ marble: 12, owner: 3, from: { zone: 'track', square: 30 } }] };
  const board = renderBoardSvg(game, { nameOf: (seat) => (seat === 0 ? 'A' : evil), mySeat: 0, lastPlay });
  assert.ok(!board.includes('<script'), 'no element from a name');
  assert.ok(!board.includes('"><script'), 'no attribute closed by a name');
  assert.ok(!board.includes(evil));
  assert.match(board, /aria-label="&quot;&gt;&lt;script&gt;x&lt;\/script&gt;&amp;\u2019s marble/);
  assert.match(board, /<title>&quot;&gt;&lt;script&gt;x&lt;\/script&gt;&amp;\u2019s last move/);
  assert.match(board, />last: &quot;&gt;&lt;script&gt;/);
});

test('three players: position 3 is plain track, no zone or home', () => {
  const game = fourPlayerView();
  game.teams = false;
  game.players = game.players.slice(0, 3).map((p) => ({ ...p, partner: null }));
  game.marbles = game.marbles.filter((m) => m.owner < 3);
  game.dealer = 2;
  const board = renderBoardSvg(game, { nameOf, mySeat: 1 });
  assert.deepEqual([...board.matchAll(/class="jk-square start" data-track="(\d+)"/g)].map((m) => Number(m[1])), [0, 19, 38]);
  assert.deepEqual([...board.matchAll(/class="jk-square safe-stop" data-track="(\d+)"/g)].map((m) => Number(m[1])), [18, 37, 75]);
  assert.match(board, /class="jk-square" data-track="56"/, 'the unused position\u2019s safe stop is plain');
  assert.match(board, /class="jk-square" data-track="57"/, 'and so is its start');
  assert.equal(count(board, /class="jk-home-slot"/g), 12);
  assert.match(board, /data-seat="1" data-position="1" data-side="0"/);
});

test('every seat gets a colour of its own, even when two people chose the same', async () => {
  const { seatColor, seatColors, fallbackColors } = await import('../../web-client/games/jackaroo/board-svg.js');
  // Ana and Ben both chose teal; seat 2 is a bot (no colour); seat 3 chose
  // seat 2's fallback green.
  const seats = [
    { seat: 0, name: 'Ana', color: '#0c8599' },
    { seat: 1, name: 'Ben', color: '#0C8599' },
    { seat: 2, name: 'Bot' },
    { seat: 3, name: 'Cy', color: fallbackColors[2] },
  ];
  const colors = [0, 1, 2, 3].map((seat) => seatColor(seats, seat));
  assert.equal(new Set(colors).size, 4, `four different colours: ${colors.join(' ')}`);
  assert.equal(colors[0], '#0c8599', 'the first to pick a colour keeps it');
  assert.equal(colors[3], fallbackColors[2], 'a person\u2019s colour wins over a bot seat\u2019s fallback');
  assert.equal(colors[1], fallbackColors[0], 'Ben gets the first colour nobody uses or wants');
  assert.equal(colors[2], fallbackColors[1], 'so does the bot, after the people');
  // Distinct choices are kept as they are.
  const distinct = [{ seat: 0, color: '#d6336c' }, { seat: 1, color: '#1c7ed6' }];
  assert.deepEqual([...seatColors(distinct).values()], ['#d6336c', '#1c7ed6']);
  // The board draws Ben's marbles in his replacement colour.
  const game = fourPlayerView();
  const board = renderBoardSvg(game, { seats, nameOf, mySeat: 0 });
  const fill = (id) => new RegExp(`data-marble="${id}"[^>]*>(?:<circle class="jk-hit"[^>]*/>)?<circle class="jk-marble-body"[^>]*fill="([^"]+)"`).exec(board)[1];
  assert.equal(fill(0), colors[0]);
  assert.equal(fill(4), colors[1]);
});
