import { test } from 'node:test';
import './lit-env.mjs';  // first: the client's modules load lit-html
import assert from 'node:assert/strict';
import { seatState, botLevel, replaceable, teamsOfRoom, chatChannel } from '../../web-client/js/seats.js';
import { safeColor, safeIcon, playerBadge } from '../../web-client/js/player-icons.js';
import { markupOf } from './template-text.mjs';

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
  const badge = markupOf(playerBadge('"><script>', 'url(javascript:1)', 20));
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

test('a badge is the glyph in white on a disc of a checked colour', () => {
  assert.equal(
    markupOf(playerBadge('moon', '#1c7ed6', 20)),
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="badge"><circle cx="12" cy="12" r="12" fill="#1c7ed6"/><g transform="translate(4.2 4.2) scale(.65)" fill="#fff" color="#fff"><path d="M15 2.5A9.5 9.5 0 1 0 21.5 16 7.5 7.5 0 0 1 15 2.5z"/></g></svg>',
  );
  assert.match(markupOf(playerBadge('no-such-icon', 'red;x', 20)), /fill="#868e96"/);
  assert.match(markupOf(playerBadge('sun', '"><script>', 20)), /fill="#868e96"/);
});
