// The page's language: messages from web-client/locales/<lang>/*.ftl read by
// Fluent (vendor/fluent-bundle, npm @fluent/bundle), and numbers, dates,
// lists and relative times through Intl in that language. The one module
// of the client that imports Fluent; every visible string goes through
// `t(id, args)`.
//
// Which language: the `lang` cookie (the picker's choice), else the
// `<html lang>` the server wrote into the page (from Accept-Language),
// else English. The module loads its messages when it is first imported
// (a top-level await), so every module that imports it may call `t` at
// once. Under node (the unit tests) it reads English from the files; a
// test may switch with `useLanguage(tag, sources)`.
//
// To add a language: copy locales/en/ to locales/<tag>/, translate the
// messages, and add the language to `languages` below. The server offers a
// language when its folder exists.
import { FluentBundle, FluentResource } from '../vendor/fluent-bundle/index.js';

export const languages = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  // Digits as CLDR's `ar` writes them (Western: 3, 11, 100); `ar-u-nu-arab`
  // would give Arabic-Indic ones (٣، ١١، ١٠٠) everywhere at once.
  { tag: 'ar', name: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn' },
  // The pseudo-locale: English, every letter accented, about 40% longer and
  // each message in [brackets], so text that escapes the catalog shows.
  // Made from English as it loads; not offered in the picker.
  { tag: 'en-XA', name: '[Ƥşḗḗŭŭḓǿǿ]', dir: 'ltr', from: 'en', pseudo: true },
];

// The message files every language has, in load order.
export const files = ['main.ftl', 'games.ftl', 'table.ftl', 'jackaroo.ftl', 'kanga.ftl', 'kangaroo.ftl', 'kangaruse.ftl'];

export const defaultLanguage = 'en';

export function languageOf(tag) {
  return languages.find((language) => language.tag === tag) || null;
}

// The language to show: `cookie` (document.cookie), then the page's `lang`.
export function pickLanguage(cookie, htmlLang) {
  const chosen = /(?:^|;\s*)lang=([^;]*)/.exec(cookie || '');
  for (const candidate of [chosen && decodeURIComponent(chosen[1].trim()), htmlLang]) {
    if (!candidate) continue;
    const exact = languages.find((language) => language.tag.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact.tag;
    const primary = languages.find((language) => !language.pseudo && language.tag === candidate.split('-')[0].toLowerCase());
    if (primary) return primary.tag;
  }
  return defaultLanguage;
}

// The pseudo-locale's letters: accented look-alikes, vowels doubled.
const accented = {
  a: 'ȧ', b: 'ƀ', c: 'ƈ', d: 'ḓ', e: 'ḗ', f: 'ƒ', g: 'ɠ', h: 'ħ', i: 'ī', j: 'ĵ', k: 'ķ', l: 'ŀ', m: 'ḿ',
  n: 'ƞ', o: 'ǿ', p: 'ƥ', q: 'ɋ', r: 'ř', s: 'ş', t: 'ŧ', u: 'ŭ', v: 'ṽ', w: 'ẇ', x: 'ẋ', y: 'ẏ', z: 'ẑ',
  A: 'Ȧ', B: 'Ɓ', C: 'Ƈ', D: 'Ḓ', E: 'Ḗ', F: 'Ƒ', G: 'Ɠ', H: 'Ħ', I: 'Ī', J: 'Ĵ', K: 'Ķ', L: 'Ŀ', M: 'Ḿ',
  N: 'Ƞ', O: 'Ǿ', P: 'Ƥ', Q: 'Ɋ', R: 'Ř', S: 'Ş', T: 'Ŧ', U: 'Ŭ', V: 'Ṽ', W: 'Ẇ', X: 'Ẋ', Y: 'Ẏ', Z: 'Ẑ',
};
export function pseudoText(text) {
  return text.replace(/[A-Za-z]/g, (letter) => (/[aeiouAEIOU]/.test(letter) ? accented[letter].repeat(2) : accented[letter]));
}

// The folder a language's files are in (the pseudo-locale reads English's).
function folderOf(tag) {
  const language = languageOf(tag);
  return language && language.from ? language.from : tag;
}

// The locale Intl and Fluent's plural rules get.
function intlTag(tag) {
  const language = languageOf(tag);
  return (language && language.intl) || folderOf(tag);
}

// A bundle for `tag` from the text of its files.
export function makeBundle(tag, sources) {
  const language = languageOf(tag);
  // Placeables (names, numbers, the engine's reasons) are isolated (FSI …
  // PDI) in right-to-left languages, where a Latin name would otherwise
  // reorder the line around it. Left-to-right pages keep plain text (the
  // tests read it as it was); names there are isolated by their elements
  // (<bdi>, dir="auto").
  const bundle = new FluentBundle(intlTag(tag), {
    useIsolating: Boolean(language && language.dir === 'rtl'),
    ...(language && language.pseudo ? { transform: pseudoText } : {}),
  });
  for (const source of sources) {
    const errors = bundle.addResource(new FluentResource(source));
    for (const error of errors) console.warn(`locales/${tag}: ${error.message}`);
  }
  return bundle;
}

let current = { tag: defaultLanguage, bundle: null, fallback: null };

// Use `tag` with these file texts (and English's as the fallback for a
// message a language lacks).
export function useLanguage(tag, sources, englishSources = null) {
  const bundle = makeBundle(tag, sources);
  const fallback = englishSources && tag !== defaultLanguage ? makeBundle(defaultLanguage, englishSources) : null;
  current = { tag, bundle, fallback };
}

export function currentLanguage() {
  return current.tag;
}

export function direction() {
  const language = languageOf(current.tag);
  return language ? language.dir : 'ltr';
}

const pseudo = () => Boolean(languageOf(current.tag) && languageOf(current.tag).pseudo);

// Numbers given as arguments are formatted by Fluent in the page's
// language; strings (names) are isolated from the text around them.
function format(bundle, id, args) {
  const [name, attribute] = id.split('.');
  const message = bundle && bundle.getMessage(name);
  if (!message) return null;
  const pattern = attribute ? message.attributes[attribute] : message.value;
  if (!pattern) return null;
  const errors = [];
  const text = bundle.formatPattern(pattern, args || null, errors);
  for (const error of errors) console.warn(`${id}: ${error.message}`);
  return text;
}

// The message `id` (or `id.attribute`) with its arguments, in the page's
// language; English if the language lacks it; the id itself if English does too.
export function t(id, args) {
  const text = format(current.bundle, id, args) ?? format(current.fallback, id, args);
  if (text === null) {
    console.warn(`no message ${id}`);
    return id;
  }
  return pseudo() ? `[${text}]` : text;
}

// True if the language has the message (to fall back to other words for
// something only some messages cover, such as a server's unknown code).
export function hasMessage(id) {
  const name = id.split('.')[0];
  return Boolean(current.bundle && current.bundle.hasMessage(name)) || Boolean(current.fallback && current.fallback.hasMessage(name));
}

export function formatNumber(value, options) {
  return new Intl.NumberFormat(intlTag(current.tag), options).format(value);
}

// ["Mia", "Leo", "Cat"] → "Mia, Leo, and Cat" / "Mia وLeo وCat"; type
// 'disjunction' for "or", 'unit' for a length ("1 minute 30 seconds").
export function formatList(items, type = 'conjunction') {
  const options = { type };
  if (type === 'unit') options['style'] = 'narrow';
  return new Intl.ListFormat(intlTag(current.tag), options).format(items);
}

// (-5, 'minute') → "5 minutes ago", (-1, 'day') → "1 day ago" (numeric
// 'always'; 'auto' says "yesterday").
export function formatRelativeTime(value, unit, numeric = 'always') {
  return new Intl.RelativeTimeFormat(intlTag(current.tag), { numeric }).format(value, unit);
}

export function formatDate(date, options) {
  return new Intl.DateTimeFormat(intlTag(current.tag), options).format(date);
}

// Sets the `lang` cookie (a year, the whole site) and reloads: the page
// comes back in the new language with its seat and game (both kept by
// the server and the saved tokens).
export function chooseLanguage(tag) {
  if (!languageOf(tag)) return;
  document.cookie = `lang=${encodeURIComponent(tag)}; path=/; max-age=31536000; SameSite=Lax`;
  window.location.reload();
}

async function loadSources(tag, read) {
  const folder = folderOf(tag);
  return Promise.all(files.map((file) => read(`${folder}/${file}`)));
}

async function loadInBrowser() {
  const tag = pickLanguage(document.cookie, document.documentElement.getAttribute('lang'));
  const read = async (path) => {
    const response = await fetch(`/locales/${path}`);
    if (!response.ok) throw new Error(`locales/${path}: ${response.status}`);
    return response.text();
  };
  try {
    const [sources, english] = await Promise.all([
      loadSources(tag, read),
      folderOf(tag) === defaultLanguage ? null : loadSources(defaultLanguage, read),
    ]);
    useLanguage(tag, sources, english);
  } catch (error) {
    console.warn(`could not load ${tag}: ${error.message}`);
    useLanguage(defaultLanguage, await loadSources(defaultLanguage, read));
  }
  document.documentElement.lang = current.tag;
  document.documentElement.dir = direction();
}

async function loadInNode() {
  const { readFileSync } = await import('node:fs');
  const read = async (path) => readFileSync(new URL(`../locales/${path}`, import.meta.url), 'utf8');
  useLanguage(defaultLanguage, await loadSources(defaultLanguage, read));
}

const inNode = typeof process !== 'undefined' && Boolean(process.versions && process.versions.node);
if (inNode) await loadInNode();
else await loadInBrowser();
