// A form generated from a game's option list (GET /api/games: key, label,
// type integer|choice|boolean, default, min/max, choices, help), so the client
// never repeats a game's options. Labels, help and choices are the engine's
// English unless the catalog has the game's words for them (engine-text.js):
// the game's id comes as `game`, or on each option (`option.game`, set by
// game-info.js's fetchGameInfo).
import { h } from './dom.js';
import { t } from './i18n.js';
import { engineText } from './engine-text.js';

// A choice's value in words: "king_only" reads "King only", "current"
// "Current" (the value sent stays the engine's).
export function choiceLabel(value) {
  const text = String(value).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const gameOf = (option, game) => game || (option && option.game) || '';

// The option's label, and a choice's, in the page's language.
export function optionLabel(option, game) {
  return engineText(gameOf(option, game), ['option', option.key], option.label || option.key);
}

export function optionChoiceLabel(option, choice, game) {
  return engineText(gameOf(option, game), ['option', option.key, choice], choiceLabel(choice));
}

// The engine's help names a choice by its value ("king_only: a marble on its
// own start is safe ..."); shown beside a select of labels, it uses the same
// words ("King only: ..."). Only "value:" at the start or after "; " is a
// choice being explained.
// A catalog's help is shown as it is written.
export function helpText(option, game) {
  const english = String(option.help || '');
  const translated = engineText(gameOf(option, game), ['option', option.key, 'help'], null);
  if (translated !== null) return translated;
  let text = english;
  if (option.type !== 'choice') return text;
  for (const choice of option.choices || []) {
    const escaped = String(choice).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(^|; )${escaped}:`, 'g'), (_, before) => `${before}${optionChoiceLabel(option, choice, game)}:`);
  }
  return text;
}

function field(option, value, disabled, game) {
  const id = `option-${option.key}`;
  let input;
  if (option.type === 'choice') {
    input = h(
      'select',
      { id, name: option.key, disabled },
      (option.choices || []).map((choice) => h('option', { value: choice, selected: choice === value }, optionChoiceLabel(option, choice, game))),
    );
  } else if (option.type === 'boolean') {
    input = h('input', { id, name: option.key, type: 'checkbox', checked: value === true, disabled });
  } else {
    input = h('input', { id, name: option.key, type: 'number', min: option.min, max: option.max, step: 1, value: String(value ?? option.default), disabled, required: true });
  }
  const help = option.help ? h('small', { class: 'help', id: `${id}-help`, dir: 'auto' }, helpText(option, game)) : null;
  if (help) input.setAttribute('aria-describedby', help.id);
  return h('div', { class: `field field-${option.type}` }, h('label', { for: id }, optionLabel(option, game)), input, help);
}

// `values` prefills the form (defaults otherwise); `game` is the game's id.
export function optionFields(options, values = {}, disabled = false, game = '') {
  return (options || []).map((option) => field(option, values[option.key] ?? option.default, disabled, game));
}

// Reads the values back as JSON of the right types.
export function readOptions(form, options) {
  const result = {};
  for (const option of options || []) {
    const input = form.querySelector(`[name="${option.key}"]`);
    if (!input) continue;
    if (option.type === 'boolean') result[option.key] = input.checked;
    else if (option.type === 'integer') result[option.key] = Number.parseInt(input.value, 10);
    else result[option.key] = input.value;
  }
  return result;
}

// A line of text for people who cannot change the options.
export function optionsSummary(options, values, game = '') {
  return (options || [])
    .map((option) => {
      const value = values ? values[option.key] : undefined;
      if (value === undefined) return null;
      const rule = dependsOn(option, options);
      if (rule && String(values[rule.key]) !== rule.value) return null;
      const shown = option.type === 'boolean' ? t(value ? 'option-on' : 'option-off') : option.type === 'choice' ? optionChoiceLabel(option, value, game) : String(value);
      return t('option-summary', { label: optionLabel(option, game), value: shown });
    })
    .filter(Boolean)
    .join(' · ');
}

// An option whose help says it is "used only when <key> is <value>" is shown
// only then (the engine's option list says so in words, not in a field).
export function dependsOn(option, options) {
  const match = /only when (\w+) is (\w+)/i.exec(option.help || '');
  if (!match || !(options || []).some((other) => other.key === match[1])) return null;
  return { key: match[1], value: match[2] };
}

export function linkDependentFields(form, options) {
  form.dependentOptions = options;
  const refresh = () => {
    const current = form.dependentOptions;
    for (const option of current || []) {
      const rule = dependsOn(option, current);
      const input = form.querySelector(`[name="${option.key}"]`);
      const controller = rule && form.querySelector(`[name="${rule.key}"]`);
      if (!input || !controller) continue;
      input.closest('.field').hidden = String(controller.type === 'checkbox' ? controller.checked : controller.value) !== rule.value;
    }
  };
  if (!form.dependentListener) {
    form.dependentListener = refresh;
    form.addEventListener('change', refresh);
  }
  refresh();
}
