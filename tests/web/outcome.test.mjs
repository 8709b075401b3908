// The final table (web-client/js/pages/outcome.js) is a lit-html template:
// read as markup, it has the headline, one column per seat in ranking order
// with the winners marked, the breakdown in the game's order, the names from
// the network escaped, and a rematch button only for the host.
import './lit-env.mjs';  // first: outcome.js loads lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTemplate, html } from '../../web-client/js/lit.js';
import { renderOutcome, rankTeams } from '../../web-client/js/pages/outcome.js';
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
  // A guest's button is the offers' own (pages/offers.js), on the table beside its words.
  const guest = markupOf(renderOutcome({ ...base, isHost: false, onRematch: () => {}, guestRematch: html`<button class="offer-rematch">Offer a rematch</button>` }));
  assert.match(guest, /The host can start a rematch with the same seats, or you can offer one here:<\/p><button class="offer-rematch">Offer a rematch<\/button>/);
  const spectator = markupOf(renderOutcome({ ...base, mySeat: null, isHost: false, onRematch: () => {} }));
  assert.ok(!spectator.includes('rematch'), 'a spectator is offered nothing');
  const draw = markupOf(renderOutcome({ ...base, outcome: { ...outcome, winners: [0, 1] } }));
  assert.match(draw, /A draw!/);
});

test('in teams the table ranks teams: a column group per team, best first, its place and total', () => {
  const four = ['Ana', 'Ben', 'Cy', 'Dee'].map((name, seat) => ({ seat, name, icon: 'star', color: '#d6336c' }));
  // Ana and Cy win; the per-seat ranking interleaves the teams.
  const jackaroo = { winners: [0, 2], ranking: [0, 2, 1, 3], scores: [8, 5, 8, 5], breakdown: [{ safe: 4, total: 4 }, { safe: 4, total: 4 }, { safe: 4, total: 4 }, { safe: 1, total: 1 }] };
  const markup = markupOf(renderOutcome({ outcome: jackaroo, seats: four, mySeat: 1, labelOf: (key) => key, teams: [[0, 2], [1, 3]] }));
  assert.match(markup, /<tr class="outcome-teams"><th scope="col"><\/th><th scope="colgroup" colspan="2" class="outcome-team winner" data-place="1"><span class="place">#1<\/span><bdi class="outcome-team-names">Ana and Cy<\/bdi><\/th><th scope="colgroup" colspan="2" class="outcome-team" data-place="2"><span class="place">#2<\/span><bdi class="outcome-team-names">Ben and Dee<\/bdi><\/th><\/tr>/);
  assert.equal((markup.match(/class="place"/g) || []).length, 2, 'places are the teams\', not the players\'');
  assert.match(markup, /<tr class="total team-total"><th scope="row">Team total<\/th><td colspan="2" class="outcome-team winner">8<\/td><td colspan="2" class="outcome-team">5<\/td><\/tr>/);
  // Team by team: Ana, Cy, then Ben, Dee.
  const names = [...markup.matchAll(/<bdi class="outcome-name">(\w+)<\/bdi>/g)].map((match) => match[1]);
  assert.deepEqual(names, ['Ana', 'Cy', 'Ben', 'Dee']);
  // Teams level on the win and the total share a place; teams that do not fit the seats are ignored.
  assert.deepEqual(rankTeams([[0, 2], [1, 3]], [0, 1, 2, 3], [0, 1, 2, 3], () => 2).map((team) => team.place), [1, 1]);
  assert.ok(!markupOf(renderOutcome({ outcome: jackaroo, seats: four, mySeat: 1, labelOf: String, teams: [[0, 2]] })).includes('outcome-teams'));
});
