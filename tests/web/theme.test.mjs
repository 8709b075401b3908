// The colour theme's rules (web-client/js/theme.js): the choice, the theme in
// use, the order the button steps through, and its words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themeFor, nextChoice, validChoice, themeButtonText } from '../../web-client/js/theme.js';

test('auto follows the system; light and dark are kept whatever the system says', () => {
  assert.equal(themeFor('auto', true), 'dark');
  assert.equal(themeFor('auto', false), 'light');
  assert.equal(themeFor('light', true), 'light');
  assert.equal(themeFor('dark', false), 'dark');
  // Anything else stored is auto.
  assert.equal(validChoice('purple'), 'auto');
  assert.equal(validChoice(null), 'auto');
  assert.equal(themeFor('purple', true), 'dark');
});

test('the button steps auto, light, dark, auto and says what it does', () => {
  assert.equal(nextChoice('auto'), 'light');
  assert.equal(nextChoice('light'), 'dark');
  assert.equal(nextChoice('dark'), 'auto');
  assert.equal(nextChoice(undefined), 'light');
  assert.deepEqual(themeButtonText('auto', 'dark'), { label: 'Auto', title: 'Colours: auto (following the system: dark). Click for light.' });
  assert.deepEqual(themeButtonText('dark', 'dark'), { label: 'Dark', title: 'Colours: dark. Click for auto.' });
});
