// Jackaroo's table in Arabic (locales/ar/jackaroo.ftl): the prompt, the
// choices, the hand, the board's labels, the log and the final table come
// out in Arabic with the right plural forms; the catalog has the rules
// page's messages for every card and option; English is what it was.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FluentResource } from '../../web-client/vendor/fluent-bundle/index.js';
import { t } from '../../web-client/js/i18n.js';
import { describeEvent, breakdownLabel, winnersText } from '../../web-client/games/jackaroo/log-text.js';
import { abilityLabel, promptFor, turnPrompt, placeText, whereText, emptyChoice } from '../../web-client/games/jackaroo/choose.js';
import { cardLong, rankHelp, ranks } from '../../web-client/games/jackaroo/cards.js';
import { handCards } from '../../web-client/games/jackaroo/hand.js';
import { teamLabel } from '../../web-client/games/jackaroo/teams.js';
import { renderBoardSvg } from '../../web-client/games/jackaroo/board-svg.js';
import { ruleDiagrams } from '../../web-client/games/jackaroo/diagrams.js';
import { markupOf } from './template-text.mjs';
import { fourPlayerView, nameOf } from './jackaroo-fixture.mjs';
import { sourcesOf, plain, inArabic, readLocale, locales } from './locale-env.mjs';

const arabic = /[\u0600-\u06ff]/;
const track = (square) => ({ zone: 'track', square });

const idsOf = (source) => new FluentResource(source).body.map((entry) => entry.id);

test('jackaroo.ftl: Arabic has every English message and no other', () => {
  const english = idsOf(readLocale('en', 'jackaroo.ftl'));
  const other = new Set(idsOf(readLocale('ar', 'jackaroo.ftl')));
  assert.deepEqual(english.filter((id) => !other.has(id)), []);
  assert.deepEqual([...other].filter((id) => !english.includes(id)), []);
});

test('the rules page has a message for every part, card and option, in both languages', () => {
  const ids = ['goal', 'setup', 'turn', 'end', 'scoring', 'entries-title'].map((part) => `jackaroo-how-${part}`);
  for (const rank of ranks) ids.push(`jackaroo-entry-${rank}-name`, `jackaroo-entry-${rank}-text`);
  for (const option of ['start_protection', 'set_limit']) ids.push(`jackaroo-option-${option}`, `jackaroo-option-${option}-help`);
  ids.push('jackaroo-option-start_protection-king_only', 'jackaroo-option-start_protection-full');
  for (const tag of ['en', 'ar']) {
    const present = new Set(idsOf(readLocale(tag, 'jackaroo.ftl')));
    assert.deepEqual(ids.filter((id) => !present.has(id)), [], tag);
  }
  // English is the engine's own words.
  const engine = readFileSync(new URL('../../engine/jackaroo/how_to_play.cpp', import.meta.url), 'utf8');
  assert.ok(engine.includes('"Move one of your marbles 12 spaces forward."'));
  assert.equal(t('jackaroo-entry-Q-text'), 'Move one of your marbles 12 spaces forward.');
  assert.equal(t('jackaroo-option-start_protection-king_only'), 'King only');
  inArabic(() => {
    assert.equal(t('jackaroo-entry-K-name'), 'شايب');
    assert.match(t('jackaroo-how-goal'), /القاعدة/);
    assert.match(t('jackaroo-how-goal'), /المنزل/);
  });
});

test('Arabic plurals of the moves, the cards and the log for 0, 1, 2, 3, 11 and 100', () => {
  inArabic(() => {
    const counts = [0, 1, 2, 3, 11, 100];
    assert.deepEqual(counts.map((steps) => plain(t('jackaroo-ability-move', { steps }))), ['حرّك 0 خانة', 'حرّك خانة واحدة', 'حرّك خانتين', 'حرّك 3 خانات', 'حرّك 11 خانة', 'حرّك 100 خانة']);
    assert.deepEqual(counts.map((count) => plain(t('jackaroo-board-cards', { count }))), ['لا أوراق', 'ورقة واحدة', 'ورقتان', '3 أوراق', '11 ورقة', '100 ورقة']);
    assert.deepEqual(counts.map((count) => plain(t('jackaroo-board-label', { count }))), [
      'لوحة جاكارو، بلا لاعبين', 'لوحة جاكارو، لاعب واحد', 'لوحة جاكارو، لاعبان', 'لوحة جاكارو، 3 لاعبين', 'لوحة جاكارو، 11 لاعبًا', 'لوحة جاكارو، 100 لاعب',
    ]);
    assert.deepEqual(counts.map((steps) => plain(t('jackaroo-log-moved-steps', { marble: 'كرة', steps }))), ['حرّك كرة 0 خانة', 'حرّك كرة خانة واحدة', 'حرّك كرة خانتين', 'حرّك كرة 3 خانات', 'حرّك كرة 11 خانة', 'حرّك كرة 100 خانة']);
    assert.equal(plain(abilityLabel('move:-4', '4')), 'حرّك 4 خانات للخلف');
    assert.equal(plain(abilityLabel('move:13', 'K')), 'حرّك 13 خانة');
  });
});

test('the log and the final table in Arabic', () => {
  inArabic(() => {
    const game = fourPlayerView();
    const line = (event) => plain(describeEvent({ type: 'play', sent_home: [], ...event }, nameOf, game));
    assert.equal(line({ seat: 0, card: '3C', ability: 'move', moves: [{ marble: 1, from: track(10), to: track(13) }] }), 'Ana لعب 3: حرّك كرة 3 خانات');
    assert.equal(line({ seat: 0, card: 'AS', ability: 'release', moves: [{ marble: 1, from: { zone: 'home', square: null }, to: track(0) }] }), 'Ana لعب إكة: أخرج كرة');
    assert.equal(line({ seat: 1, card: 'KD', ability: 'move', moves: [{ marble: 4, from: track(19), to: track(32) }], sent_home: [0, 8] }), 'Ben لعب شايب: حرّك كرة 13 خانة، وأكل في طريقه كرتين (Ana وCy)');
    assert.equal(line({ seat: 0, card: '10H', ability: 'burn', target: 1, moves: [] }), 'Ana لعب 10 وحرق دور Ben القادم');
    assert.equal(line({ seat: 0, card: 'JS', ability: 'swap', target: 4, moves: [{ marble: 1, from: track(3), to: track(20) }, { marble: 4, from: track(20), to: track(3) }] }), 'Ana لعب ولد وبدّل كرة مع كرة Ben');
    assert.equal(plain(describeEvent({ type: 'deal', dealer: 3, set: 2, round: 1, cards: 4 }, nameOf)), 'الجولة 2، التوزيعة 1: 4 أوراق لكل لاعب (يوزّع Dan)');
    assert.equal(plain(describeEvent({ type: 'dealt', cards: ['AS', '10H'] }, nameOf)), 'وُزّعت عليك: A♠، 10♥');
    assert.equal(plain(describeEvent({ type: 'discard', seat: 2, card: 'QH', reason: 'no_move' }, nameOf)), 'Cy لم يستطع اللعب ورمى بنت');
    assert.equal(plain(describeEvent({ type: 'resign', seat: 2 }, nameOf)), 'Cy انسحب: روبوت يلعب مكانه من الآن');
    assert.equal(plain(winnersText([0, 2], nameOf)), 'فاز Ana وCy');
    assert.equal(breakdownLabel('safe'), 'الكرات في المنزل');
    assert.equal(breakdownLabel('home'), 'الكرات الباقية في القاعدة');
    assert.equal(breakdownLabel('some_key'), 'Some key');
  });
});

test('the prompt, the choices, the hand, the board and the pictures in Arabic', () => {
  inArabic(() => {
    const game = fourPlayerView();
    assert.equal(plain(turnPrompt(game, [{ card: 'A', ability: 'release', marble: 0 }], emptyChoice, { mySeat: 0, nameOf }).text), 'دورك: اختر ورقة تلعبها.');
    assert.equal(plain(turnPrompt({ ...game, turn: 1 }, [], emptyChoice, { mySeat: null, nameOf }).text), 'Ben يلعب. أنت تشاهد.');
    assert.equal(plain(promptFor(game, [{ card: 'K', ability: 'move', marble: 0, steps: 13 }, { card: 'K', ability: 'release', marble: 1 }], { ...emptyChoice, rank: 'K', ability: 'move:13' }, { mySeat: 0, nameOf })), 'شايب: اختر كرة تتحرك 13 خانة (خانة وصولها معلَّمة).');
    assert.equal(plain(abilityLabel('burn', '10', { next: 'Ben' })), 'احرق دور Ben القادم');
    assert.equal(plain(abilityLabel('split', '7')), 'قسّم الـ7 بين كرتين');
    assert.equal(plain(placeText({ zone: 'safe', square: 0 })), 'الخانة 1 في المنزل');
    assert.equal(plain(whereText({ zone: 'home', square: null })), 'في القاعدة');
    assert.equal(plain(cardLong('AS')), 'إكة سبيت');
    assert.match(rankHelp('10'), /احرق/);
    assert.equal(teamLabel('Team B'), 'الفريق الثاني');
    const hand = markupOf(handCards({ hand: ['AS', '7H'] }, { playableRanks: new Set(['A']) }));
    assert.match(plain(hand), /aria-label="العب إكة سبيت"/);
    assert.match(plain(hand), /aria-label="7 هاص \(لا يمكن لعبها الآن\)"/);
    const board = plain(markupOf(renderBoardSvg(game, { nameOf, mySeat: 0 })));
    assert.match(board, /aria-label="لوحة جاكارو، 4 لاعبين"/);
    assert.match(board, /<title>قاعدة Ana<\/title>/);
    assert.match(board, /direction="rtl"/);
    assert.doesNotMatch(board, /Square \d|’s marble|Pile \d|cards/);
    for (const diagram of ruleDiagrams()) assert.match(diagram.caption, arabic);
  });
});

test('English stays as it was', () => {
  const game = fourPlayerView();
  assert.equal(describeEvent({ type: 'play', seat: 1, card: 'KD', ability: 'move', moves: [{ marble: 4, from: track(19), to: track(32) }], sent_home: [0, 8] }, nameOf, game), 'Ben played a King: moved a marble 13, knocking two marbles (Ana’s and Cy’s) home');
  assert.equal(describeEvent({ type: 'dealt', cards: ['AS', '10H'] }, nameOf), 'You were dealt A♠, 10♥');
  assert.equal(cardLong('AS'), 'Ace of Spades');
  assert.equal(teamLabel('Team A'), 'Team A');
  assert.equal(rankHelp('K'), 'Bring a marble out, or move 13 knocking home every marble passed');
  const board = markupOf(renderBoardSvg(game, { nameOf, mySeat: 0 }));
  assert.match(board, /aria-label="Jackaroo board, 4 players"/);
  assert.doesNotMatch(board, /direction="rtl"/);
  assert.match(ruleDiagrams()[0].caption, /^The start: each player’s 4 marbles wait at Home/);
});
