// The page's language in its DOM: the shell's own words (index.html marks
// them with data-l10n-id, and attributes with data-l10n-attrs="name:id ..."),
// and the language picker at the foot of every page, which sets the `lang` cookie and
// reloads (the seat and the game are the server's and the saved tokens':
// the page comes back to them in the new language).
import { t, languages, currentLanguage, chooseLanguage } from './i18n.js';

export function translateShell(root = document) {
  for (const element of root.querySelectorAll('[data-l10n-id]')) element.textContent = t(element.dataset.l10nId);
  for (const element of root.querySelectorAll('[data-l10n-attrs]')) {
    for (const pair of element.dataset.l10nAttrs.split(/\s+/)) {
      const [attribute, id] = pair.split(':');
      if (attribute && id) element.setAttribute(attribute, t(id));
    }
  }
}

export function startLanguagePicker(select) {
  if (!select) return;
  const current = currentLanguage();
  // The pseudo-locale is for tests: listed only while it is in use.
  const shown = languages.filter((language) => !language.pseudo || language.tag === current);
  select.replaceChildren(
    ...shown.map((language) => {
      const option = document.createElement('option');
      option.value = language.tag;
      option.lang = language.tag;
      option.textContent = language.name;
      option.selected = language.tag === current;
      return option;
    }),
  );
  const field = select.closest('.language-field');
  if (field) field.hidden = false;
  select.addEventListener('change', () => chooseLanguage(select.value));
}
