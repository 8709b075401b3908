// The final table (web-client/js/pages/outcome.js) is a lit-html template:
// read as markup, it has the headline, one column per seat in ranking order
// with the winners marked, the breakdown in the game's order, the names from
// the network escaped, and a rematch button only for the host.
import './lit-env.mjs';  // first: outcome.js loads lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTemplate } from '../../web-client/js/lit.js';
import { renderOutcome } from '../../web-client/js/pages/outcome.js';
import { markupOf } from './template-text.mjs';

const seats = [
  { seat: 0, name: 'Ana', icon: 'star', color: '#d6336c' },
  { seat: 1, name: '<b>Ben</b>', icon: 'moon', color: '#1c7ed6', resigned: true },
];
const outcome = { winners: [0], ranking: [0, 1], breakdown: [{ gems: 3, penalty: -1, total: 2 }, { gems: 1, total: 1 }] };
const base = { outcome, seats, mySeat: 1, labelOf: (key) => `L:${key}`, order: ['penalty', 'gems'] };

test('the final table: headline, columns in ranking order, winners, breakdown in order, names escaped', () => {
  const table = renderOutcome(base);
  assert.ok(isTemplate(table));
  const markup = markupOf(table);
  assert.match(markup, /<h2 id="outcome-title" class="outcome-title">Ana wins!<\/h2>/);
  assert.ok(markup.includes('&lt;b&gt;Ben&lt;/b&gt;'), 'a name is text, not markup');
  assert.ok(!markup.includes('<b>Ben'), 'no markup from a name');
  assert.ok(markup.indexOf('Ana') < markup.indexOf('Ben'), 'ranking order');
  assert.ok(markup.indexOf('L:penalty') < markup.indexOf('L:gems'), "the game's order");
  assert.match(markup, /<td class="winner negative">-1<\/td>/);
  assert.match(markup, /<td class="">–<\/td>/, 'a missing entry is a dash');
  assert.match(markup, /<tr class="total"><th scope="row">L:total<\/th><td class="winner">2<\/td><td class="">1<\/td><\/tr>/);
  assert.equal((markup.match(/tag-resigned/g) || []).length, 1, "Ben's column says he resigned");
  assert.ok(!markup.includes('outcome-actions'), 'no actions without rematch or replay');
  assert.ok(!/style=/.test(markup));
});

test('the final table: rematch for the host, words for a guest, the replay link; a draw', () => {
  const host = markupOf(renderOutcome({ ...base, mySeat: 0, isHost: true, onRematch: () => {}, replayHref: '/r/abc/replay?round=1' }));
  assert.match(host, /You win!/);
  assert.match(host, /<button type="button" class="primary">Rematch<\/button>/);
  assert.match(host, /<a class="button outcome-replay" href="\/r\/abc\/replay\?round=1">Watch the replay<\/a>/);
  const guest = markupOf(renderOutcome({ ...base, isHost: false, onRematch: () => {} }));
  assert.ok(!guest.includes('<button'));
  assert.match(guest, /The host can start a rematch/);
  const draw = markupOf(renderOutcome({ ...base, outcome: { ...outcome, winners: [0, 1] } }));
  assert.match(draw, /A draw!/);
});
