// The Kangaroo table in Arabic (locales/ar/kangaroo.ftl): the prompt, the
// stranded rule, what resigning costs, log lines, the end, the board's
// labels and the diagrams come out in Arabic with its plural forms, English
// stays as it was, and the rules page has a message for every entry and
// option the engine defines.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { t } from '../../web-client/js/i18n.js';
import { markupOf } from './template-text.mjs';
import { describeEvent, describeTurn, breakdownLabel } from '../../web-client/games/kangaroo/log-text.js';
import { turnPrompt, strandedText, strandedHint, resignCost, movesText, finishedText, jumpLabel, emptyChoice } from '../../web-client/games/kangaroo/choose.js';
import { renderBoardSvg } from '../../web-client/games/kangaroo/board-svg.js';
import { ruleDiagrams } from '../../web-client/games/kangaroo/diagrams.js';
import { sq, nameOf, strandedView, beforeResignView, openingView, openingMoves, resignedView } from './kangaroo-fixture.mjs';
import { plain, inArabic, locales, rulesPageIds, missingIn } from './locale-env.mjs';

const arabic = /[\u0600-\u06ff]/;

test('Arabic: moves and pieces counted in their six forms', () => {
  inArabic(() => {
    assert.deepEqual([0, 1, 2, 3, 11, 100].map((n) => plain(movesText({ moves_played: n }))),
      ['لم تُلعب أي نقلة', 'لُعبت نقلة واحدة', 'لُعبت نقلتان', 'لُعبت 3 نقلات', 'لُعبت 11 نقلة', 'لُعبت 100 نقلة']);
    assert.equal(plain(movesText({ moves_played: 12, move_limit: 500 })), 'النقلة 12 من 500');
    assert.deepEqual([0, 1, 2, 3, 11, 100].map((pieces) => plain(t('kangaroo-detail', { colour: 'white', pieces }))),
      ['الأبيض · لا قطع', 'الأبيض · قطعة واحدة', 'الأبيض · قطعتان', 'الأبيض · 3 قطع', 'الأبيض · 11 قطعة', 'الأبيض · 100 قطعة']);
    assert.deepEqual([1, 2, 3, 11].map((count) => plain(t('kangaroo-chip-piece', { square: 'a1', count }))),
      ['القطعة في a1، قفزة واحدة', 'القطعة في a1، قفزتان', 'القطعة في a1، 3 قفزات', 'القطعة في a1، 11 قفزة']);
  });
});

test('Arabic: the prompt, the stranded rule and what resigning costs', () => {
  inArabic(() => {
    const opening = turnPrompt(openingView(), openingMoves(), emptyChoice, { mySeat: 0, nameOf });
    assert.equal(plain(opening.text), 'دورك: اختر قطعة تقفز بها (المعلَّمة)، أو انسحب.');
    const stranded = strandedView();
    assert.equal(plain(strandedText(stranded, nameOf)), 'الأسود (Leo) لا يستطيع الحركة: على الأبيض (Mia) أن يلعب 5 نقلات إضافية على الأكثر، لُعب منها 2.');
    assert.match(plain(strandedHint(stranded, 1)), /^لا يمكنك الانسحاب الآن\./);
    assert.match(plain(strandedHint(stranded, 0)), /^عليك أن تلعب\. حالما يستطيع الأسود القفز/);
    const cost = resignCost(beforeResignView(), sq('a1'), { nameOf });
    assert.equal(plain(cost.text), 'الانسحاب ينهي اللعبة. التخلي عن القطعة المضاعفة في a1 يكلفك نقطتين: تنزل نقاطك من 4 إلى 2 مقابل 2 لـMia، فهو تعادل، 2–2.');
    assert.equal(plain(jumpLabel({ to: sq('c3'), over: sq('b2'), captures: true })), 'c3 (تأسر b2)');
  });
});

test('Arabic: log lines, a whole turn, the end and the final table', () => {
  inArabic(() => {
    const game = strandedView();
    assert.equal(plain(describeEvent({ type: 'jump', seat: 0, from: sq('c3'), to: sq('e5'), captured: sq('d4') }, nameOf, game)), 'قفز Mia من c3 إلى e5 وأسر قطعة Leo في d4');
    assert.equal(plain(describeEvent({ type: 'stop', seat: 1 }, nameOf, game)), 'توقف Leo عن القفز');
    assert.equal(plain(describeEvent({ type: 'stranded', seat: 1 }, nameOf, game)), 'Leo (الأسود) لا يستطيع الحركة: على Mia (الأبيض) أن يلعب 5 نقلات على الأكثر');
    const turn = describeTurn([
      { type: 'jump', seat: 0, from: sq('c3'), to: sq('e5'), captured: sq('d4') },
      { type: 'jump', seat: 0, from: sq('e5'), to: sq('e7'), captured: sq('e6') },
    ], nameOf);
    assert.equal(plain(turn), 'قفز Mia c3 → e5 → e7 وأسر قطعتين من قطع Leo (d4, e6)');
    assert.match(plain(finishedText(resignedView(), nameOf)), /^انسحب .* (فاز|تعادل)/);
    assert.equal(breakdownLabel('doubled'), 'على صف المضاعفة (بنقطتين)');
    assert.equal(breakdownLabel('total'), 'النقاط');
  });
});

test('Arabic: the board\'s labels stay left to right, and the diagrams\' captions', () => {
  inArabic(() => {
    const board = plain(markupOf(renderBoardSvg(openingView(), { mySeat: 0, nameOf })));
    assert.match(board, /role="group" dir="ltr" aria-label="لوحة كانغارو، الأبيض في الأسفل"/);
    assert.match(board, /aria-label="a1، قطعة بيضاء \(Mia\)، صف المضاعفة للأسود/);
    assert.match(board, /aria-label="الصف 8: صف المضاعفة للأبيض، القطعة البيضاء هنا تُحسب بنقطتين"/);
    for (const diagram of ruleDiagrams()) assert.match(diagram.caption, arabic, diagram.id);
  });
});

test('English stays as it was', () => {
  assert.equal(movesText({ moves_played: 1 }), '1 move played');
  assert.equal(strandedText(strandedView(), nameOf), 'Black (Leo) cannot move: White (Mia) makes up to 5 more moves, 2 made.');
  assert.equal(describeEvent({ type: 'jump', seat: 0, from: sq('c3'), to: sq('e5'), captured: sq('d4') }, nameOf), 'Mia jumped from c3 to e5, capturing Leo’s piece on d4');
  assert.equal(breakdownLabel('pieces'), 'Pieces left');
});

test('the rules page has every entry and option of engine/kangaroo in both languages', () => {
  const { entries, options, choices, ids } = rulesPageIds('kangaroo');
  assert.deepEqual(entries, ['w', 'b', 'doubling_rank', 'chain', 'stranded']);
  assert.deepEqual(options, ['first_player', 'move_limit']);
  assert.deepEqual(choices, ['first_player-white', 'first_player-random']);
  for (const tag of ['en', 'ar']) assert.deepEqual(missingIn(tag, ids), [], tag);
  assert.equal(t('kangaroo-entry-stranded-name'), 'Stranded');
});
