// The engine's own words (GET /api/games: a game's how_to_play and options,
// sent in English) in the page's language: the catalog's message when it has
// one (locales/<lang>/<game>.ftl), else the server's English. Ids:
// `<game>-how-goal`, `<game>-entry-<id>-name`, `<game>-option-<key>-help`,
// `<game>-option-<key>-<choice>`; a character of an engine id outside
// [A-Za-z0-9_-] becomes "-" (case kept: `jackaroo-entry-J-name`).
import { t, hasMessage } from './i18n.js';

const part = (text) => String(text).replace(/[^A-Za-z0-9_-]/g, '-');

// The message id for `game` and the parts after it.
export function engineTextId(game, ...parts) {
  return [game, ...parts].map(part).join('-');
}

// The catalog's words for (game, ...parts), else `english`.
export function engineText(game, parts, english) {
  if (!game) return english;
  const id = engineTextId(game, ...(Array.isArray(parts) ? parts : [parts]));
  return hasMessage(id) ? t(id) : english;
}
