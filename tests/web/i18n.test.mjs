// The message catalog (web-client/locales) and the client's translation
// module (web-client/js/i18n.js): every language has every message English
// has and no other, each file parses, Arabic plurals take the right form,
// and the pseudo-locale brackets and lengthens every message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { FluentResource } from '../../web-client/vendor/fluent-bundle/index.js';
import { languages, files, makeBundle, useLanguage, t, pickLanguage, pseudoText, formatList, formatNumber } from '../../web-client/js/i18n.js';

const locales = new URL('../../web-client/locales/', import.meta.url);
const read = (tag, file) => readFileSync(new URL(`${tag}/${file}`, locales), 'utf8');
const sourcesOf = (tag) => files.map((file) => read(tag, file));
const translated = languages.filter((language) => !language.from);
// Fluent isolates each placeable with FSI … PDI; the tests read the words.
const plain = (text) => text.replace(/[\u2068\u2069]/g, '');

function idsOf(source) {
  const resource = new FluentResource(source);
  const ids = new Set();
  for (const entry of resource.body) {
    ids.add(entry.id);
    for (const name of Object.keys(entry.attributes || {})) ids.add(`${entry.id}.${name}`);
  }
  return ids;
}

test('each language has exactly the files it registers, and each parses without errors', () => {
  for (const { tag } of translated) {
    const present = readdirSync(new URL(`${tag}/`, locales)).filter((name) => name.endsWith('.ftl')).sort();
    assert.deepEqual(present, [...files].sort(), `locales/${tag}`);
    for (const file of files) {
      const bundle = makeBundle(tag, []);
      const errors = bundle.addResource(new FluentResource(read(tag, file)));
      assert.deepEqual(errors.map(String), [], `locales/${tag}/${file}`);
      // A line the parser cannot read is skipped as junk, not reported: count the entries instead.
      const entries = read(tag, file).split('\n').filter((line) => /^[a-z][a-z0-9_-]*\s*=/i.test(line)).length;
      assert.equal(idsOf(read(tag, file)).size >= entries, true, `locales/${tag}/${file}: every message parsed`);
    }
  }
  // Every language of the picker has a folder, so the server offers it.
  for (const { tag } of languages) assert.ok(existsSync(new URL(`${tag}/`, locales)), `locales/${tag}/`);
});

test('every message of English is in every language, and no language has one English lacks', () => {
  for (const file of files) {
    const english = idsOf(read('en', file));
    assert.ok(english.size > 0, file);
    for (const { tag } of translated) {
      if (tag === 'en') continue;
      const other = idsOf(read(tag, file));
      assert.deepEqual([...english].filter((id) => !other.has(id)), [], `${tag}/${file} lacks these`);
      assert.deepEqual([...other].filter((id) => !english.has(id)), [], `${tag}/${file} has ids English lacks`);
    }
  }
});

test('Arabic plurals: marbles home, moves and the clock for 0, 1, 2, 3, 11 and 100', () => {
  useLanguage('ar', sourcesOf('ar'), sourcesOf('en'));
  try {
    const forms = (id) => [0, 1, 2, 3, 11, 100].map((count) => plain(t(id, { count })));
    assert.deepEqual(forms('jackaroo-marbles-home'), ['لا كرات في المنزل', 'كرة واحدة في المنزل', 'كرتان في المنزل', '3 كرات في المنزل', '11 كرة في المنزل', '100 كرة في المنزل']);
    assert.deepEqual(forms('moves-count'), ['لا نقلات', 'نقلة واحدة', 'نقلتان', '3 نقلات', '11 نقلة', '100 نقلة']);
    assert.deepEqual(forms('duration-minutes'), ['0 دقيقة', 'دقيقة واحدة', 'دقيقتان', '3 دقائق', '11 دقيقة', '100 دقيقة']);
    assert.deepEqual(forms('duration-seconds'), ['0 ثانية', 'ثانية واحدة', 'ثانيتان', '3 ثوانٍ', '11 ثانية', '100 ثانية']);
    assert.deepEqual(forms('duration-hours'), ['0 ساعة', 'ساعة واحدة', 'ساعتان', '3 ساعات', '11 ساعة', '100 ساعة']);
    assert.deepEqual(forms('duration-days'), ['0 يوم', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']);
    // A Latin name inside Arabic text is isolated, so the line does not reorder.
    assert.equal(t('clock-per-move', { length: 'Mia' }), '\u2068Mia\u2069 لكل نقلة');
    assert.equal(formatNumber(12), '12');
    assert.equal(formatList(['Mia', 'Leo', 'Cat']), 'Mia وLeo وCat');
  } finally {
    useLanguage('en', sourcesOf('en'));
  }
});

test('English plurals and counts', () => {
  assert.equal(plain(t('jackaroo-marbles-home', { count: 0 })), 'No marbles home');
  assert.equal(plain(t('jackaroo-marbles-home', { count: 1 })), '1 marble home');
  assert.equal(plain(t('moves-count', { count: 2 })), '2 moves');
  assert.equal(plain(t('duration-minutes', { count: 1 })), '1 minute');
  assert.equal(formatList(['Mia', 'Leo', 'Cat']), 'Mia, Leo, and Cat');
});

test('a message a language lacks falls back to English, then to its id', () => {
  useLanguage('ar', ['start-heading = العب مع أصدقائك\n'], sourcesOf('en'));
  try {
    assert.equal(t('start-heading'), 'العب مع أصدقائك');
    assert.equal(t('start-join'), 'Join');
    assert.equal(t('no-such-message'), 'no-such-message');
  } finally {
    useLanguage('en', sourcesOf('en'));
  }
});

test('the pseudo-locale: accented, bracketed, about 40% longer, placeables untouched', () => {
  assert.equal(pseudoText('Join'), 'Ĵǿǿīīƞ');
  useLanguage('en-XA', sourcesOf('en'));
  try {
    const text = t('start-heading');
    assert.match(text, /^\[.*\]$/);
    assert.doesNotMatch(text.slice(1, -1), /[A-Za-z]/);
    assert.equal(plain(t('start-load-failed', { reason: 'HTTP 500' })).includes('HTTP 500'), true);
    // Over the whole catalog the pseudo text is at least 30% longer than English.
    let english = 0;
    let pseudo = 0;
    for (const source of sourcesOf('en')) {
      for (const id of idsOf(source)) {
        const args = { count: 3, min: 2, max: 4, reason: 'x', words: 'x', length: 'x' };
        useLanguage('en', sourcesOf('en'));
        english += plain(t(id, args)).length;
        useLanguage('en-XA', sourcesOf('en'));
        pseudo += plain(t(id, args)).length;
      }
    }
    assert.ok(pseudo > english * 1.3, `${pseudo} vs ${english}`);
  } finally {
    useLanguage('en', sourcesOf('en'));
  }
});

test('the language: the lang cookie, else the page\'s lang, else English', () => {
  assert.equal(pickLanguage('lang=ar', 'en'), 'ar');
  assert.equal(pickLanguage('theme=x; lang=en-XA', 'ar'), 'en-XA');
  assert.equal(pickLanguage('', 'ar'), 'ar');
  assert.equal(pickLanguage('', 'ar-SA'), 'ar');
  assert.equal(pickLanguage('lang=klingon', 'fr'), 'en');
  assert.equal(pickLanguage('', null), 'en');
});
