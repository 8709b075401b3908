// How to play one game, at /how-to-play/<game>: the rules as the engine
// tells them (GET /api/games, `how_to_play`), the options with their help,
// and every square, card or piece with its icon where the game's view module
// draws one (`ruleIcon`); with small pictures of example positions drawn
// by the game's own board code (`ruleDiagrams`), between the turn and the end.
import { h, replaceChildren } from '../dom.js';
import { show } from '../lit.js';
import { fetchGameInfo, playersText, gameName, gameSummary, ruleEntry } from '../game-info.js';
import { t } from '../i18n.js';
import { loadGameModule } from '../../games/index.js';
import { optionLabel, optionChoiceLabel, helpText } from '../options-form.js';
import { engineText } from '../engine-text.js';

const sections = [
  ['goal', t('rules-goal')],
  ['setup', t('rules-setup')],
  ['turn', t('rules-turn')],
  ['end', t('rules-end')],
  ['scoring', t('rules-scoring')],
];

// The address of a game's page, for links from the start page, lobby and game.
export function howToPlayLink(gameId) {
  return `/how-to-play/${encodeURIComponent(gameId)}`;
}

// Choices in words, as the options form shows them (optionChoiceLabel,
// helpText); the engine's words in the page's language where the catalog
// has them.
function optionLine(option, game) {
  const choices =
    option.type === 'choice'
      ? t('rules-option-choices', { choices: option.choices.map((choice) => optionChoiceLabel(option, choice, game)).join(t('list-comma')) })
      : option.type === 'integer'
        ? t('rules-option-range', { min: option.min, max: option.max })
        : '';
  const value =
    option.default === true ? t('option-on') : option.default === false ? t('option-off') : option.type === 'choice' ? optionChoiceLabel(option, option.default, game) : String(option.default);
  return h(
    'li',
    {},
    h('strong', {}, optionLabel(option, game)),
    choices ? [' ', h('span', {}, choices)] : '',
    option.help ? [' — ', h('span', { dir: 'auto' }, helpText(option, game))] : '',
    ' ',
    h('span', {}, t('rules-option-default', { value })),
  );
}

// The keys that play this game (the module's `keyboardKeys`: which of the
// shared ones apply, and a line of its own such as Kanga's typed points),
// then the replay's.
const keyNames = { tab: 'Tab, Shift+Tab', arrows: '← ↑ → ↓', enter: 'Enter, Space', escape: 'Escape' };
function keyboardSection(module) {
  const keys = Array.isArray(module.keyboardKeys) ? module.keyboardKeys : ['tab', 'enter'];
  const rows = keys.map((key) => (keyNames[key] ? [keyNames[key], t(`keys-${key}`)] : [key.keys, t(key.id)]));
  rows.push(['← →, Home, End, K', t('keys-replay')]);
  return h(
    'section',
    { class: 'panel rule-section', dataset: { section: 'keyboard' } },
    h('h2', {}, t('keys-title')),
    h('dl', { class: 'rule-keys' }, rows.map(([name, what]) => h('div', { class: 'rule-key' }, h('dt', {}, h('kbd', { dir: 'ltr', translate: 'no' }, name)), h('dd', {}, what)))),
  );
}

// The pictures come after the sections that explain a turn.
const before = (key) => ['goal', 'setup', 'turn'].includes(key);

// The example boards, each a figure with its caption; the board inside is a
// picture only (inert: no focus, no clicks), the caption says what it shows.
function diagramSection(module) {
  const diagrams = typeof module.ruleDiagrams === 'function' ? module.ruleDiagrams() : [];
  if (!diagrams.length) return null;
  return h(
    'section',
    { class: 'panel rule-section', dataset: { section: 'diagrams' } },
    h('h2', {}, t('rules-pictures')),
    h(
      'div',
      { class: 'rule-diagrams' },
      diagrams.map((diagram) =>
        h('figure', { class: 'rule-diagram', dataset: { diagram: diagram.id } }, show(h('div', { class: 'rule-diagram-board', inert: '', 'aria-hidden': 'true' }), diagram.content), h('figcaption', {}, diagram.caption)),
      ),
    ),
  );
}

export async function showHowToPlayPage(main, gameId) {
  replaceChildren(main, h('p', { class: 'muted panel' }, t('rules-loading')));
  const [info, module] = await Promise.all([fetchGameInfo(gameId), loadGameModule(gameId).catch(() => ({}))]);
  if (!info || !info.how_to_play) {
    document.title = t('rules-unknown-title');
    replaceChildren(main, h('section', { class: 'panel missing' }, h('h1', {}, t('rules-no-such-game')), h('p', {}, t('rules-no-such-game-help')), h('a', { class: 'button primary', href: '/' }, t('rules-see-games'))));
    return;
  }
  const rules = info.how_to_play;
  document.title = t('rules-title', { game: gameName(info) });
  const players = playersText(info.min_players, info.max_players);
  const words = (key) => engineText(info.id, ['how', key], rules[key]);
  const ruleSection = ([key, title]) => h('section', { class: 'panel rule-section', dataset: { section: key } }, h('h2', {}, title), h('p', { dir: 'auto' }, words(key)));
  const icon = (id) => {
    const picture = typeof module.ruleIcon === 'function' ? module.ruleIcon(id) : null;
    return picture ? show(h('span', { class: 'rule-icon', 'aria-hidden': 'true' }), picture) : null;
  };
  replaceChildren(
    main,
    h(
      'article',
      { class: 'how-to-play', dataset: { game: info.id } },
      h('p', { class: 'muted small' }, h('a', { href: '/' }, 'kangaroom'), ' › ', h('span', {}, t('rules-breadcrumb'))),
      h('h1', {}, t('rules-heading', { game: gameName(info) })),
      h('p', { class: 'lead' }, t('rules-lead', { summary: gameSummary(info), players })),
      sections.filter(([key]) => rules[key] && before(key)).map(ruleSection),
      diagramSection(module),
      sections.filter(([key]) => rules[key] && !before(key)).map(ruleSection),
      info.options && info.options.length
        ? h('section', { class: 'panel rule-section', dataset: { section: 'options' } }, h('h2', {}, t('start-options')), h('p', { class: 'muted small' }, t('rules-options-help')), h('ul', {}, info.options.map((option) => optionLine(option, info.id))))
        : null,
      rules.entries && rules.entries.length
        ? h(
            'section',
            { class: 'panel rule-section', dataset: { section: 'entries' } },
            h('h2', {}, rules.entries_title ? engineText(info.id, ['how', 'entries-title'], rules.entries_title) : t('rules-pieces')),
            h(
              'dl',
              { class: 'rule-entries' },
              rules.entries.map((raw) => ruleEntry(info.id, raw)).map((entry) =>
                h('div', { class: 'rule-entry', dataset: { id: entry.id } }, h('dt', {}, icon(entry.id), h('span', { dir: 'auto' }, entry.name)), h('dd', { dir: 'auto' }, entry.text)),
              ),
            ),
          )
        : null,
      keyboardSection(module),
      h('p', {}, h('a', { class: 'button primary', href: `/?game=${encodeURIComponent(info.id)}` }, t('rules-play', { game: gameName(info) }))),
    ),
  );
}
