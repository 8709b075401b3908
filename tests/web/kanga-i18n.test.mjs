// The Kanga table in Arabic (locales/ar/kanga.ftl): prompts, log lines,
// the end, the players panel, the board's labels and the diagrams come out
// in Arabic with its plural forms, English stays as it was, and the rules
// page has a message for every entry and option the engine defines.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { t } from '../../web-client/js/i18n.js';
import { markupOf } from './template-text.mjs';
import { capturesText, countText, describeEvent, endText, lastMoveText, breakdownLabel } from '../../web-client/games/kanga/log-text.js';
import { turnPrompt, rulesSummary } from '../../web-client/games/kanga/prompt.js';
import { playersPanel } from '../../web-client/games/kanga/players.js';
import { renderBoardSvg } from '../../web-client/games/kanga/board-svg.js';
import { ruleDiagrams } from '../../web-client/games/kanga/diagrams.js';
import { repetitionWarning } from '../../web-client/games/kanga/history.js';
import { nameOf, custodianView, wonView, swappedView, pieView, pieLegal } from './kanga-fixture.mjs';
import { plain, inArabic, locales, rulesPageIds, missingIn } from './locale-env.mjs';

const arabic = /[\u0600-\u06ff]/;

test('Arabic: the stones counted in their six forms, and the captures by kind', () => {
  inArabic(() => {
    assert.deepEqual([0, 1, 2, 3, 11, 100].map((n) => plain(countText(n))), ['لا أحجار', 'حجرًا واحدًا', 'حجرين', '3 أحجار', '11 حجرًا', '100 حجر']);
    assert.equal(plain(capturesText(3, 0, 3)), '3 أحجار بالمحاصرة');
    assert.equal(plain(capturesText(4, 1, 3)), '4 أحجار: 1 بأسر غو و3 بالمحاصرة');
    assert.equal(plain(capturesText(11, 11, 0)), '11 حجرًا بأسر غو');
    assert.equal(capturesText(0, 0, 0), '');
    assert.deepEqual([0, 1, 2, 3, 11, 100].map((count) => plain(t('kanga-moves-played', { count }))),
      ['لم تُلعب أي نقلة', 'لُعبت نقلة واحدة', 'لُعبت نقلتان', 'لُعبت 3 نقلات', 'لُعبت 11 نقلة', 'لُعبت 100 نقلة']);
  });
});

test('Arabic: log lines, the last move, the end and the final table', () => {
  inArabic(() => {
    const game = custodianView();
    const place = plain(describeEvent({ type: 'place', seat: 0, at: [1, 2], captured: [[1, 1], [2, 2], [3, 3]], custodian: 3 }, nameOf, game));
    assert.equal(place, 'لعب Mia (الأسود) في r3c2 وأسر 3 أحجار بالمحاصرة');
    const own = plain(describeEvent({ type: 'place', seat: 1, at: [1, 2], captured: [], self_captured: [[1, 2], [1, 3]] }, nameOf, game));
    assert.match(own, /^لعب Leo \(الأبيض\) في r3c2؛ .*حجرين.*\(أسر ذاتي\)$/);
    assert.match(plain(describeEvent({ type: 'swap', seat: 1 }, nameOf, swappedView())), /^استخدم Leo قاعدة التبديل/);
    assert.equal(plain(describeEvent({ type: 'resign', seat: 1 }, nameOf, game)), 'انسحب Leo');
    const won = wonView();
    assert.match(plain(endText('connection', 0, nameOf, won, null)), /^فاز Mia \(الأسود\): سلسلة من الأحجار السوداء تصل/);
    assert.match(plain(endText('connection', 0, nameOf, won, 0)), /^فزت أنت/);
    assert.equal(plain(endText('resigned', 1, nameOf, won, 0)), 'فاز Leo (الأبيض): انسحبتَ أنت');
    assert.equal(plain(endText('repetition', null, nameOf, won)), 'تعادل بالتكرار: تكرر الوضع نفسه مع الدور للاعب نفسه للمرة الثالثة');
    const last = lastMoveText({ ...game, last_move: { seat: 0, at: [3, 3], captured: [[1, 1], [2, 2]] } }, nameOf);
    assert.equal(plain(last), 'لعب Mia (الأسود) في r4c4 وأسر حجرين');
    assert.equal(breakdownLabel('stones'), 'الأحجار على اللوحة');
    assert.equal(breakdownLabel('food_water'), 'Food water', 'a key the game does not know: its words');
  });
});

test('Arabic: the prompt, the pie rule, the options line, the repetition warning', () => {
  inArabic(() => {
    const game = custodianView();
    const mine = turnPrompt(game, [{ type: 'place', at: [0, 0] }], { mySeat: game.turn, nameOf, forbidden: 1 });
    assert.match(plain(mine.text), /^دورك \((الأسود|الأبيض)\): ضع حجرًا على نقطة فارغة\. صِل ضفتين متقابلتين .* انتحار وغير مسموحة\.$/);
    const pie = turnPrompt(pieView(), pieLegal, { mySeat: 1, nameOf });
    assert.equal(pie.step, 'swap');
    assert.match(plain(pie.text), /^قاعدة التبديل: افتتح Mia بحجر أسود في r\d+c\d+\. ضع حجرًا أبيض كالمعتاد/);
    assert.equal(plain(rulesSummary({ ...game, move_cap: true })), 'لوحة 7×7 · بلا قاعدة التبديل · الانتحار غير مسموح · تعادل بعد وضع 490 حجرًا');
    const replay = { current: 3, toMove: 'black' };
    assert.match(plain(repetitionWarning(replay, () => 'Mia')), /^تكرر هذا الوضع 3 مرات والدور على Mia\./);
    assert.match(plain(repetitionWarning({ ...replay, current: 2 }, () => null)), /^تكرر هذا الوضع مرتين والدور عليك\./);
  });
});

test('Arabic: the players panel, the board\'s labels and the diagrams\' captions', () => {
  inArabic(() => {
    const seats = [{ seat: 0, taken: true, name: 'Mia' }, { seat: 1, taken: true, bot: 'easy' }];
    const game = { ...custodianView(), captures: [0, 3] };
    const panel = plain(markupOf(playersPanel({ game, seats, mySeat: game.turn, nameOf })));
    assert.match(panel, /<h2>دورك<\/h2>/);
    assert.match(panel, /<span class="tag tag-you">أنت<\/span>/);
    assert.match(panel, /<span class="tag tag-bot">روبوت<\/span>/);
    assert.match(panel, /data-captures="3">أسر 3 · \d+ على اللوحة/);
    const board = plain(markupOf(renderBoardSvg(game)));
    assert.match(board, /dir="ltr" aria-label="لوحة كانغا، 7 في 7\./);
    assert.match(board, /aria-label="r1c1، (فارغة|حجر (أسود|أبيض))/);
    for (const diagram of ruleDiagrams()) assert.match(diagram.caption, arabic, diagram.id);
  });
});

test('English stays as it was', () => {
  assert.equal(capturesText(4, 1, 3), 'four stones: one by Go capture, three by custodian');
  assert.equal(t('kanga-moves-played', { count: 1 }), '1 move played');
  assert.equal(t('kanga-moves-played', { count: 0 }), '0 moves played');
  assert.equal(describeEvent({ type: 'resign', seat: 1 }, nameOf), 'Leo resigned');
  assert.equal(t('kanga-repetition', { count: 2, name: 'Mia' }), 'This position has now come up twice with Mia to move. If it comes up once more, the game is a draw by repetition.');
});

// The engine's rule entries and options (their ids as the rules page makes
// them) each have their messages in both languages.
test('the rules page has every entry and option of engine/kanga in both languages', () => {
  const { entries, options, ids } = rulesPageIds('kanga');
  assert.deepEqual(entries, ['b', 'w', 'go', 'custodian', 'connection', 'suicide']);
  assert.deepEqual(options, ['size', 'pie_rule', 'move_cap', 'suicide']);
  for (const tag of ['en', 'ar']) assert.deepEqual(missingIn(tag, ids), [], tag);
  // English is the engine's words.
  assert.equal(t('kanga-entry-go-name'), 'Go capture');
  assert.equal(t('kanga-option-pie_rule-help'), 'After Black\'s first stone, White may swap colours instead of placing.');
});
