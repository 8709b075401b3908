// The engine's words (GET /api/games: how_to_play, options) in the page's
// language (web-client/js/engine-text.js): the catalog's message when it has
// one, else the server's English; used by the options form, the lobby's
// options in words and the boards' rule entries (game-info.js).
import './lit-env.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useLanguage } from '../../web-client/js/i18n.js';
import { engineText, engineTextId } from '../../web-client/js/engine-text.js';
import { ruleEntries } from '../../web-client/js/game-info.js';
import { optionLabel, optionChoiceLabel, helpText, optionsSummary } from '../../web-client/js/options-form.js';
import { sourcesOf, plain } from './locale-env.mjs';


// A small catalog: some of a made-up game's words, not all of them.
const stub = `
demo-how-goal = اربط ضفتين متقابلتين.
demo-entry-J-name = الولد
demo-entry-b-text = حجر أسود.
demo-option-pie_rule = قاعدة الفطيرة
demo-option-pie_rule-help = يستطيع اللاعب الثاني أن يأخذ نقلة الأول.
demo-option-size-tiny = صغيرة جدًا
`;

const options = [
  { key: 'pie_rule', label: 'Pie rule', type: 'boolean', default: true, help: 'The second player may take the first move.' },
  { key: 'size', label: 'Board size', type: 'choice', default: 'tiny', choices: ['tiny', 'big_one'], help: 'tiny: 7x7; big_one: 19x19' },
];

function inStubArabic(body) {
  useLanguage('ar', [...sourcesOf('ar'), stub], sourcesOf('en'));
  try {
    body();
  } finally {
    useLanguage('en', sourcesOf('en'));
  }
}

test('an engine id becomes a message id: characters outside [A-Za-z0-9_-] turn into "-", case kept', () => {
  assert.equal(engineTextId('jackaroo', 'entry', 'J', 'name'), 'jackaroo-entry-J-name');
  assert.equal(engineTextId('kanga', 'option', 'pie_rule'), 'kanga-option-pie_rule');
  assert.equal(engineTextId('kangaruse', 'entry', 'food+water', 'text'), 'kangaruse-entry-food-water-text');
  assert.equal(engineTextId('demo', 'option', 'size', 'a b.c'), 'demo-option-size-a-b-c');
});

test("the catalog's words where it has them, the server's English where it does not", () => {
  inStubArabic(() => {
    assert.equal(plain(engineText('demo', ['how', 'goal'], 'Connect two opposite edges.')), 'اربط ضفتين متقابلتين.');
    assert.equal(engineText('demo', ['how', 'turn'], 'Place one stone.'), 'Place one stone.');
    assert.equal(engineText('', ['how', 'goal'], 'English'), 'English', 'no game id: English');
    const entries = ruleEntries({ id: 'demo', how_to_play: { entries: [{ id: 'J', name: 'Jack', text: 'Moves anyone.' }, { id: 'b', name: 'Black stone', text: 'Black.' }] } });
    assert.deepEqual({ ...entries.get('J') }, { id: 'J', name: 'الولد', text: 'Moves anyone.' });
    assert.deepEqual({ ...entries.get('b') }, { id: 'b', name: 'Black stone', text: 'حجر أسود.' });
  });
});

test('option labels, help and choices in Arabic, with the English for what the catalog lacks', () => {
  inStubArabic(() => {
    assert.equal(optionLabel(options[0], 'demo'), 'قاعدة الفطيرة');
    assert.equal(optionLabel({ ...options[0], game: 'demo' }), 'قاعدة الفطيرة', 'the game id on the option (fetchGameInfo)');
    assert.equal(optionLabel(options[1], 'demo'), 'Board size');
    assert.equal(helpText(options[0], 'demo'), 'يستطيع اللاعب الثاني أن يأخذ نقلة الأول.');
    assert.equal(optionChoiceLabel(options[1], 'tiny', 'demo'), 'صغيرة جدًا');
    assert.equal(optionChoiceLabel(options[1], 'big_one', 'demo'), 'Big one');
    // English help names a choice by the label the select shows.
    assert.equal(helpText(options[1], 'demo'), 'صغيرة جدًا: 7x7; Big one: 19x19');
    assert.equal(plain(optionsSummary(options, { pie_rule: false, size: 'tiny' }, 'demo')), 'قاعدة الفطيرة: غير مفعّل · Board size: صغيرة جدًا');
  });
});

test('in English, and for a game without messages, everything reads as the server sends it', () => {
  assert.equal(optionLabel(options[0], 'demo'), 'Pie rule');
  assert.equal(helpText(options[1], 'demo'), 'Tiny: 7x7; Big one: 19x19');
  assert.equal(optionsSummary(options, { pie_rule: true, size: 'big_one' }, 'demo'), 'Pie rule: on · Board size: Big one');
  const entries = ruleEntries({ id: 'demo', how_to_play: { entries: [{ id: 'J', name: 'Jack', text: 'Moves anyone.' }] } });
  assert.equal(entries.get('J').name, 'Jack');
});
