// What the unit tests of translated text share: the catalog's files as the
// client loads them, text without Fluent's direction isolates (FSI/PDI),
// and a body run in Arabic with English restored after it.
import { readFileSync } from 'node:fs';
import { files, useLanguage } from '../../web-client/js/i18n.js';

export const locales = new URL('../../web-client/locales/', import.meta.url);
export const readLocale = (tag, file) => readFileSync(new URL(`${tag}/${file}`, locales), 'utf8');
export const sourcesOf = (tag) => files.map((file) => readLocale(tag, file));
export const plain = (text) => String(text).replace(/[\u2068\u2069]/g, '');

export function inArabic(body) {
  useLanguage('ar', sourcesOf('ar'), sourcesOf('en'));
  try {
    body();
  } finally {
    useLanguage('en', sourcesOf('en'));
  }
}
