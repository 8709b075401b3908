// The square pictures the how-to-play page shows beside each rule
// (view.js, ruleIcon): a template drawn from the client's own icon table.
import './lit-env.mjs';  // first: the client's modules load lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markupOf } from './template-text.mjs';
import { ruleIcon } from '../../web-client/games/kangaruse/view.js';
import { cellTypeNames, iconMarkup } from '../../web-client/games/kangaruse/cell-types.js';

test('every square type has its picture; anything else none', () => {
  for (const type of cellTypeNames) {
    const markup = markupOf(ruleIcon(type));
    assert.ok(markup.startsWith('<svg class="type-icon" viewBox="0 0 100 100" width="34" height="34"'), type);
    assert.ok(markup.includes(iconMarkup(type)), `${type}: its icon from the table`);
    assert.doesNotMatch(markup, /style=|NaN|undefined/);
  }
  assert.match(markupOf(ruleIcon('plain')), /stroke="#4d9fe0"/, 'a river square shows its river');
  assert.equal(ruleIcon('goal'), null);
  assert.equal(ruleIcon('<b>'), null);
});
