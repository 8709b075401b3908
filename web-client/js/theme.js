// The colour theme: light, dark, or auto (the system's choice, followed as it
// changes). The button in the top bar steps through them; the choice is kept
// in localStorage as `kangaroom.theme`. The page's <html> carries the theme in
// use as `data-theme` (`light`/`dark`: the style sheet's variables follow it)
// and the choice as `data-theme-choice`. Only `startTheme` touches the DOM.
import { h, replaceChildren, svgIcon } from './dom.js';
import { t } from './i18n.js';

const storageKey = 'kangaroom.theme';
export const themeChoices = ['auto', 'light', 'dark'];

export function validChoice(value) {
  return themeChoices.includes(value) ? value : 'auto';
}

// The theme in use for a choice: auto follows the system.
export function themeFor(choice, systemPrefersDark) {
  const valid = validChoice(choice);
  if (valid === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return valid;
}

// The next choice the button offers: auto → light → dark → auto.
export function nextChoice(choice) {
  return themeChoices[(themeChoices.indexOf(validChoice(choice)) + 1) % themeChoices.length];
}

// The button's words: what it shows now, what it does when pressed.
export function themeButtonText(choice, theme) {
  const valid = validChoice(choice);
  return {
    label: t(`theme-${valid}`),
    title: t('theme-title', { choice: valid, theme: theme === 'dark' ? 'dark' : 'light', next: nextChoice(valid) }),
  };
}

function readChoice() {
  try {
    return validChoice(window.localStorage.getItem(storageKey));
  } catch {
    return 'auto';
  }
}

function writeChoice(choice) {
  try {
    window.localStorage.setItem(storageKey, choice);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
}

// The button's icon for each choice, each shape [tag, attributes].
const icons = {
  auto: [['circle', { cx: 12, cy: 12, r: 8, fill: 'none', stroke: 'currentColor', 'stroke-width': 2 }], ['path', { d: 'M12 4a8 8 0 0 1 0 16z', fill: 'currentColor' }]],
  light: [['circle', { cx: 12, cy: 12, r: 4.5, fill: 'currentColor' }], ['path', { d: 'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round' }]],
  dark: [['path', { d: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z', fill: 'currentColor' }]],
};

// Applies the saved theme at once and wires `button` (the top bar's).
export function startTheme(button) {
  const root = document.documentElement;
  const system = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  let choice = readChoice();
  function apply() {
    const theme = themeFor(choice, Boolean(system && system.matches));
    root.dataset.theme = theme;
    root.dataset.themeChoice = choice;
    const meta = document.querySelector('meta[name="color-scheme"]');
    if (meta) meta.content = theme;
    if (button) {
      const { label, title } = themeButtonText(choice, theme);
      button.dataset.choice = choice;
      button.title = title;
      button.setAttribute('aria-label', title);
      replaceChildren(button, svgIcon({ viewBox: '0 0 24 24', width: 18, height: 18, 'aria-hidden': 'true' }, icons[choice]), h('span', { class: 'theme-label' }, label));
    }
  }
  apply();
  if (system) system.addEventListener('change', apply);
  if (button) {
    button.hidden = false;
    button.addEventListener('click', () => {
      choice = nextChoice(choice);
      writeChoice(choice);
      apply();
    });
  }
  // Another tab changed it.
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    choice = readChoice();
    apply();
  });
}
