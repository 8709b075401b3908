import { t, hasMessage } from './i18n.js';
import { engineText } from './engine-text.js';

// A game's entry in GET /api/games (name, options, player counts), or null
// when the server does not list it or cannot be reached. Each option carries
// its game's id (`option.game`), so the options form finds the game's words.
export async function fetchGameInfo(gameId) {
  try {
    const response = await fetch('/api/games');
    const body = await response.json();
    const games = Array.isArray(body) ? body : body.games || [];
    const game = games.find((entry) => entry.id === gameId) || null;
    if (game && Array.isArray(game.options)) game.options = game.options.map((option) => ({ ...option, game: game.id }));
    return game;
  } catch {
    return null;
  }
}

// The game's rule entries (squares, cards, pieces) by id, for tooltips: a Map
// of id -> {id, name, text} in the page's language (the catalog's
// `<game>-entry-<id>-name`/`-text`, else the engine's English); empty when
// the server sends none.
export function ruleEntries(info) {
  const entries = (info && info.how_to_play && info.how_to_play.entries) || [];
  return new Map(entries.map((entry) => [entry.id, ruleEntry(info.id, entry)]));
}

export function ruleEntry(game, entry) {
  return {
    ...entry,
    name: engineText(game, ['entry', entry.id, 'name'], entry.name),
    text: engineText(game, ['entry', entry.id, 'text'], entry.text),
  };
}

// How many play a game, in words: "2 players", "2–4 players", "1 player".
export function playersText(min, max) {
  if (min === max) return t('players-count', { count: min });
  return t('players-range', { min, max });
}

// A game's name and summary in the page's language (locales/*/games.ftl),
// else as the server sends them (English).
export function gameName(game) {
  const id = game && /^[a-z0-9_]+$/.test(game.id || '') ? game.id : '';
  return id && hasMessage(`game-${id}`) ? t(`game-${id}`) : (game && (game.name || game.id)) || '';
}

export function gameSummary(game) {
  const id = game && /^[a-z0-9_]+$/.test(game.id || '') ? game.id : '';
  return id && hasMessage(`game-${id}-summary`) ? t(`game-${id}-summary`) : (game && game.summary) || '';
}
