import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { seatState, botLevel, replaceable, teamsOfRoom, chatChannel } from '../../web-client/js/seats.js';
import { safeColor, safeIcon, playerBadgeMarkup } from '../../web-client/js/player-icons.js';

// Seats as the server's room view lists them (PROTOCOL.md "The room view").
const seat = (fields) => ({ seat: 0, name: 'Mia', icon: 'star', color: '#d33a2c', taken: true, connected: true, away: false, bot: null, ...fields });

test('a seat is free, here, away or a bot', () => {
  assert.equal(seatState(seat({ taken: false, name: '' })), 'free');
  assert.equal(seatState(seat({})), 'here');
  assert.equal(seatState(seat({ connected: false, away: true })), 'away');
  assert.equal(seatState(seat({ connected: false, away: undefined })), 'away', 'older views without "away"');
  assert.equal(seatState(seat({ bot: 'hard' })), 'bot');
  assert.equal(botLevel(seat({ bot: 'hard' })), 'hard');
  assert.equal(botLevel(seat({ bot: { level: 'easy' } })), 'easy');
  assert.equal(botLevel(seat({})), null);
});

test('only an away seat past its grace period may be replaced', () => {
  assert.equal(replaceable(seat({ connected: false, away: true, replaceable: false })), false);
  assert.equal(replaceable(seat({ connected: false, away: true, replaceable: true })), true);
  assert.equal(replaceable(seat({ replaceable: true })), false, 'a player who is here');
});

test('colours and icons from the network are checked before they go into SVG', () => {
  assert.equal(safeColor('#12abEF'), '#12abEF');
  assert.equal(safeColor('red;background:url(x)'), '#868e96');
  assert.equal(safeIcon('kangaroo'), 'kangaroo');
  assert.equal(safeIcon('<script>'), 'star');
  const badge = playerBadgeMarkup('"><script>', 'url(javascript:1)', 20);
  assert.doesNotMatch(badge, /script|javascript/);
});

test('the room view\'s teams are named in order; no teams, no names', () => {
  assert.deepEqual(teamsOfRoom({ teams: [[0, 2], [1, 3]] }), [
    { name: 'Team A', seats: [0, 2] },
    { name: 'Team B', seats: [1, 3] },
  ]);
  assert.equal(teamsOfRoom({ teams: null }), null);
  assert.equal(teamsOfRoom({}), null, 'a server without teams');
});

test('a chat line\'s channel, also for lines saved before channels', () => {
  assert.equal(chatChannel({ channel: 'spectators', seat: null }), 'spectators');
  assert.equal(chatChannel({ channel: 'players', seat: 1 }), 'players');
  assert.equal(chatChannel({ seat: 2 }), 'players');
  assert.equal(chatChannel({ seat: null }), 'spectators');
  assert.equal(chatChannel({ channel: 'elsewhere', seat: 0 }), 'players', 'an unknown channel is read by its seat');
});

test('a badge as a template draws what its markup draws, with a checked colour', async () => {
  const { markupOf } = await import('./template-text.mjs');
  const { playerBadge, playerBadgeMarkup } = await import('../../web-client/js/player-icons.js');
  for (const [icon, color] of [['kangaroo', '#d6336c'], ['flower', '#1c7ed6'], ['no-such-icon', 'red;x'], ['robot', '#343a40']]) {
    assert.equal(markupOf(playerBadge(icon, color, 20)), playerBadgeMarkup(icon, color, 20));
  }
  assert.match(markupOf(playerBadge('sun', '"><script>', 20)), /fill="#868e96"/);
});
