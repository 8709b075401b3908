// What the unit tests of translated text share: the catalog's files as the
// client loads them, text without Fluent's direction isolates (FSI/PDI),
// and a body run in Arabic with English restored after it.
import { readFileSync } from 'node:fs';
import { files, useLanguage, hasMessage } from '../../web-client/js/i18n.js';

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

// The rules page's message ids for a game, read from its engine sources:
// the how-to-play sections, each entry of how_to_play.cpp (name and text),
// each option of factory.cpp (label and help) and each choice of a choice
// option. Returns the entries, options and choices read, and the ids.
export function rulesPageIds(game) {
  const engine = new URL(`../../engine/${game}/`, import.meta.url);
  const rules = readFileSync(new URL('how_to_play.cpp', engine), 'utf8');
  const factory = readFileSync(new URL('factory.cpp', engine), 'utf8');
  const id = (text) => text.replace(/[^A-Za-z0-9_-]/g, '-');
  const entries = [...rules.matchAll(/\{"([^"]+)", "/g)].map((m) => id(m[1]));
  const options = [...factory.matchAll(/_option\(\s*"([^"]+)"/g)].map((m) => id(m[1]));
  const choices = [...factory.matchAll(/choice_option\(\s*"([^"]+)",[^{]*\{([^}]*)\}/g)]
    .flatMap((m) => [...m[2].matchAll(/"([^"]+)"/g)].map((c) => `${id(m[1])}-${id(c[1])}`));
  const ids = [
    ...['goal', 'setup', 'turn', 'end', 'scoring', 'entries-title'].map((part) => `${game}-how-${part}`),
    ...entries.flatMap((entry) => [`${game}-entry-${entry}-name`, `${game}-entry-${entry}-text`]),
    ...options.flatMap((option) => [`${game}-option-${option}`, `${game}-option-${option}-help`]),
    ...choices.map((choice) => `${game}-option-${choice}`),
  ];
  return { entries, options, choices, ids };
}

// The ids among `ids` that language `tag`'s catalog has no message for
// (English is restored after).
export function missingIn(tag, ids) {
  useLanguage(tag, sourcesOf(tag));
  try {
    return ids.filter((message) => !hasMessage(message));
  } finally {
    useLanguage('en', sourcesOf('en'));
  }
}
