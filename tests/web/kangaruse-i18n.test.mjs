// The Kangaruse table in Arabic (web-client/locales/ar/kangaruse.ftl): log
// lines, move names, the board's labels and the final table come out in
// Arabic with the right plural forms, English stays as it was, and the
// catalog has a name, a text and a one-line rule for every square type and
// a label for every option and choice the engine defines.
import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useLanguage, t, hasMessage } from '../../web-client/js/i18n.js';
import { describeEvent, breakdownLabel } from '../../web-client/games/kangaruse/log-text.js';
import { describeMove } from '../../web-client/games/kangaruse/moves.js';
import { boardModel } from '../../web-client/games/kangaruse/board-model.js';
import { renderBoardSvg } from '../../web-client/games/kangaruse/board-svg.js';
import { cellTypeNames, typeLabel, withArticle, shortRule, typeCategory } from '../../web-client/games/kangaruse/cell-types.js';
import { ruleDiagrams } from '../../web-client/games/kangaruse/diagrams.js';
import { describeEvent as genericEvent } from '../../web-client/games/generic/view.js';
import { tinyView } from './kangaruse-fixture.mjs';
import { markupOf } from './template-text.mjs';
import { sourcesOf, plain, inArabic, locales } from './locale-env.mjs';

// Fluent isolates each placeable with FSI … PDI in Arabic; the tests read the words.
const arabic = /[\u0600-\u06ff]/;
const latinWord = /[A-Za-z]{3,}/;

const names = ['Mia', 'Leo'];
const nameOf = (seat) => names[seat];

test('Arabic log lines: jumps, points won and lost, teleports, crossing out', () => {
  inArabic(() => {
    const jump = plain(describeEvent({ type: 'jump', seat: 0, direction: 'left', distance: 3, onto: 'crocodile', points: 0 }, nameOf));
    assert.equal(jump, 'قفز Mia 3 يسارًا إلى مربع تمساح');
    const gains = [1, 2, 3, 11, 100].map((points) => plain(describeEvent({ type: 'jump', seat: 1, direction: 'up', distance: 1, onto: 'score', points }, nameOf)));
    assert.deepEqual(gains, [
      'قفز Leo 1 للأعلى إلى مربع نجمة وكسب نقطة واحدة',
      'قفز Leo 1 للأعلى إلى مربع نجمة وكسب نقطتين',
      'قفز Leo 1 للأعلى إلى مربع نجمة وكسب 3 نقاط',
      'قفز Leo 1 للأعلى إلى مربع نجمة وكسب 11 نقطة',
      'قفز Leo 1 للأعلى إلى مربع نجمة وكسب 100 نقطة',
    ]);
    assert.match(plain(describeEvent({ type: 'jump', seat: 0, direction: 'down', distance: 2, onto: 'score', points: -2, extra: true }, nameOf)), /^قفز Mia مرة أخرى 2 للأسفل .* وخسر نقطتين$/);
    const destroyed = [0, 1, 2, 3, 11, 100].map((count) => plain(describeEvent({ type: 'destroy', seat: 0, cells: Array(count).fill([0, 0]) }, nameOf)));
    assert.deepEqual(destroyed, ['لم يجد Mia شيئًا ليشطبه', 'شطب Mia مربعًا واحدًا', 'شطب Mia مربعين', 'شطب Mia 3 مربعات', 'شطب Mia 11 مربعًا', 'شطب Mia 100 مربع']);
    const teleports = [1, 2, 3, 11, 100].map((cost) => plain(describeEvent({ type: 'teleport', seat: 1, to: [0, 2], cost }, nameOf, tinyView())));
    assert.equal(teleports[0], 'انتقل Leo فوريًا إلى مربع جواهر (بخصم نقطة واحدة)');
    assert.deepEqual(teleports.slice(1).map((line) => line.replace(/^.*\(/, '(')), ['(بخصم نقطتين)', '(بخصم 3 نقاط)', '(بخصم 11 نقطة)', '(بخصم 100 نقطة)']);
    assert.equal(plain(describeEvent({ type: 'place', seat: 0, x: 5, y: 2 }, nameOf)), 'بدأ Mia على المربع (6، 3)');
    for (const event of [{ type: 'out', seat: 1, reason: 'thorny_devil' }, { type: 'out', seat: 1, reason: 'gave_up' }, { type: 'out', seat: 0, reason: 'no_jump' }, { type: 'game_over' }, { type: 'collect', seat: 1, cell_type: 'coins', nullified_by_crocodile: true }]) {
      const line = plain(describeEvent(event, nameOf));
      assert.match(line, arabic, event.type);
      assert.doesNotMatch(line.replace(/Mia|Leo/g, ''), latinWord, line);
    }
    assert.equal(breakdownLabel('food_water'), 'الطعام × الماء');
    assert.equal(breakdownLabel('total'), 'المجموع');
    assert.equal(plain(genericEvent({ type: 'roll', seat: 0 }, nameOf)), 'Mia: roll');
  });
});

test('Arabic move names, the prompt\'s plurals and the board\'s labels', () => {
  inArabic(() => {
    const view = tinyView();
    assert.equal(plain(describeMove({ action: 'jump', x: 5, y: 2 }, view, 0)), 'اقفز 3 يمينًا إلى مربع تمساح');
    assert.equal(plain(describeMove({ action: 'teleport', x: 0, y: 0 }, view, 0)), 'انتقل فوريًا إلى مربع نجمة بـ3 (التكلفة 10 نقاط)');
    assert.equal(plain(describeMove({ action: 'give_up' }, view, 0)), 'انسحاب');
    const prompts = [0, 1, 2, 3, 11, 100].map((cost) => plain(t('kangaruse-prompt-no-jump', { cost })).replace(/^.*مقابل (.*)، أو.*$/, '$1'));
    assert.deepEqual(prompts, ['0 نقطة', 'نقطة واحدة', 'نقطتين', '3 نقاط', '11 نقطة', '100 نقطة']);
    const boards = [[1, 1], [2, 2], [6, 5], [12, 11], [100, 100]].map(([width, height]) => plain(t('kangaruse-board', { width, height })));
    assert.deepEqual(boards, ['لوح كانغاروز: عمود واحد × صف واحد', 'لوح كانغاروز: عمودان × صفان', 'لوح كانغاروز: 6 أعمدة × 5 صفوف', 'لوح كانغاروز: 12 عمودًا × 11 صفًا', 'لوح كانغاروز: 100 عمود × 100 صف']);
    const svg = plain(markupOf(renderBoardSvg(boardModel(view), { seats: [{ seat: 0, name: 'Mia' }], legal: new Map([[13, 'jump']]), actingSeat: 0 })));
    assert.match(svg, /aria-label="لوح كانغاروز: 6 أعمدة × 5 صفوف"/);
    assert.match(svg, /aria-label="العمود 2، الصف 3: مربع نهر؛ الأوامر 2 يسارًا؛ يمكنك القفز إلى هنا"/);
    assert.match(svg, /aria-label="الاتجاه يسارًا"/);
    assert.match(svg, /<title>Mia \(يلعب الآن\)<\/title>/);
    // Every label and tooltip on the board is Arabic (names and digits aside).
    for (const [, value] of svg.matchAll(/(?:aria-label="([^"]*)"|<title>([^<]*)<\/title>)/g)) {
      if (value) assert.doesNotMatch(value.replace(/Mia/g, ''), latinWord, value);
    }
    const captions = ruleDiagrams().map((diagram) => plain(diagram.caption));
    assert.ok(captions.every((caption) => arabic.test(caption) && !latinWord.test(caption)), captions.join('\n'));
    assert.equal(typeCategory('crocodile').label, 'ما دام أحد واقفًا هنا');
  });
});

test('English is as it was, after a switch to Arabic and back', () => {
  inArabic(() => {});
  const view = tinyView();
  assert.equal(describeEvent({ type: 'jump', seat: 0, direction: 'left', distance: 3, onto: 'crocodile', points: 0 }, nameOf), 'Mia jumped 3 left onto a crocodile');
  assert.equal(describeMove({ action: 'teleport', x: 0, y: 0 }, view, 0), 'Teleport onto a 3-star square (costs 10 points)');
  assert.equal(t('kangaruse-prompt-no-jump', { cost: 15 }), 'You have no valid jump. Teleport to a highlighted square for 15 points, or stop playing.');
  assert.equal(t('kangaruse-prompt-no-jump', { cost: 1 }), 'You have no valid jump. Teleport to a highlighted square for 1 point, or stop playing.');
  const svg = markupOf(renderBoardSvg(boardModel(view)));
  assert.match(svg, /aria-label="Kangaruse board, 6 columns by 5 rows"/);
  assert.match(svg, /aria-label="Column 1, row 1: 3 star; commands 1 right"/);
  assert.equal(typeCategory('kangaroo').label, 'When you land here');
  assert.equal(withArticle('echidna'), 'an echidna');
  assert.equal(typeLabel('tasmanian_devil'), 'Tasmanian devil');
  assert.equal(typeLabel('some_new_square'), 'some new square', 'an unknown type keeps its engine word');
  assert.match(ruleDiagrams()[0].caption, /^The start: .* Cat stands on column "2"/);
});

test('every square type has a name, a text, a phrase and a one-line rule; every option its labels', () => {
  for (const tag of ['en', 'ar']) {
    useLanguage(tag, sourcesOf(tag));
    try {
      for (const type of cellTypeNames) {
        for (const id of [`kangaruse-entry-${type}-name`, `kangaruse-entry-${type}-text`, `kangaruse-square-${type}`, `kangaruse-rule-${type}`]) assert.ok(hasMessage(id), `${tag}: ${id}`);
        assert.ok(shortRule(type).name.length > 1, `${tag}: ${type}`);
      }
      // The options as engine/kangaruse/factory.cpp defines them.
      const factory = readFileSync(new URL('../../engine/kangaruse/factory.cpp', import.meta.url), 'utf8');
      const options = [...factory.matchAll(/(choice|integer|boolean)_option\(\s*"(\w+)"/g)];
      assert.deepEqual(options.map((m) => m[2]), ['size', 'width', 'height', 'starting_positions', 'edition']);
      for (const match of options) {
        const [, kind, id] = match;
        assert.ok(hasMessage(`kangaruse-option-${id}`) && hasMessage(`kangaruse-option-${id}-help`), `${tag}: option ${id}`);
        if (kind !== 'choice') continue;
        const list = factory.slice(match.index).match(/\{([^}]*)\}/)[1];
        for (const [, choice] of list.matchAll(/"([^"]+)"/g)) assert.ok(hasMessage(`kangaruse-option-${id}-${choice}`), `${tag}: ${id}=${choice}`);
      }
    } finally {
      useLanguage('en', sourcesOf('en'));
    }
  }
});
