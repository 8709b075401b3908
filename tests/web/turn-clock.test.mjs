import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clockChoices,
  clockLength,
  clockOf,
  clockSummary,
  aBot,
  formatRemaining,
  remainingMs,
  isUrgent,
  clockState,
  whoText,
  myTimeIsUp,
  turnClockRequest,
  timeoutChoiceOf,
  clockRule,
} from '../../web-client/js/pages/turn-clock.js';

// A room view as the server sends it (PROTOCOL.md "The room view"), playing,
// with a 2-minute clock and Bea (seat 1) to act.
const seat = (n, fields = {}) => ({ seat: n, name: ['Ada', 'Bea', 'Cy'][n], taken: true, connected: true, away: false, bot: null, ...fields });
const viewOf = ({ room = {}, toAct = [1] } = {}) => ({
  room: {
    status: 'playing',
    round: 1,
    seats: [seat(0), seat(1)],
    turn_clock: { seconds: 120, bot: 'medium' },
    turn_deadline: 1_700_000_060_000,
    ...room,
  },
  to_act: toAct,
});

test('the lobby offers no clock, live lengths and days per move, shortest first', () => {
  assert.deepEqual(
    clockChoices.map((choice) => choice.label),
    ['No clock', '30 seconds', '2 minutes', '10 minutes', '1 hour', '1 day per move', '2 days per move', '3 days per move', '5 days per move', '7 days per move', '14 days per move'],
  );
  assert.deepEqual(
    clockChoices.map((choice) => choice.seconds),
    [0, 30, 120, 600, 3600, 86400, 2 * 86400, 3 * 86400, 5 * 86400, 7 * 86400, 14 * 86400],
  );
});

test('a timeout that loses the game: asked for, read back and said in words', () => {
  assert.deepEqual(turnClockRequest(86400, 'lose'), { seconds: 86400, on_timeout: 'lose' });
  assert.deepEqual(turnClockRequest(120, 'easy'), { seconds: 120, bot: 'easy' });
  const clock = clockOf({ turn_clock: { seconds: 2 * 86400, bot: 'medium', on_timeout: 'lose' } });
  assert.deepEqual(clock, { seconds: 2 * 86400, bot: 'medium', onTimeout: 'lose' });
  assert.equal(timeoutChoiceOf(clock), 'lose');
  assert.equal(timeoutChoiceOf(clockOf({ turn_clock: { seconds: 60, bot: 'hard', on_timeout: 'bot' } })), 'hard');
  assert.equal(clockSummary(clock), 'Turn clock: 2 days, then the player loses');
  assert.equal(clockRule(clock), 'Turn clock: 2 days; a player who has not moved in time loses the game.');
});

test('a clock in words', () => {
  assert.equal(clockLength(5), '5 seconds');
  assert.equal(clockLength(60), '1 minute');
  assert.equal(clockLength(90), '1 minute 30 seconds');
  assert.equal(clockLength(120), '2 minutes');
  assert.equal(clockLength(86400), '1 day');
  assert.equal(clockLength(604800), '7 days');
  assert.equal(aBot('easy'), 'an easy bot');
  assert.equal(aBot('medium'), 'a medium bot');
  assert.equal(clockSummary({ seconds: 120, bot: 'medium' }), 'Turn clock: 2 minutes, then a medium bot moves');
  assert.equal(clockSummary({ seconds: 30, bot: 'easy' }), 'Turn clock: 30 seconds, then an easy bot moves');
  assert.equal(clockSummary(null), 'No turn clock');
});

test('a room without a clock, or from a server without clocks, has none', () => {
  assert.equal(clockOf({ turn_clock: null }), null);
  assert.equal(clockOf({}), null);
  assert.equal(clockOf({ turn_clock: { seconds: 0, bot: 'hard' } }), null);
  assert.deepEqual(clockOf({ turn_clock: { seconds: 30, bot: 'hard' } }), { seconds: 30, bot: 'hard' });
  assert.deepEqual(clockOf({ turn_clock: { seconds: 30, bot: 'genius' } }), { seconds: 30, bot: 'medium' });
});

test('time left is m:ss below an hour, h:mm:ss below a day, then days and hours', () => {
  assert.equal(formatRemaining(0), '0:00');
  assert.equal(formatRemaining(-5000), '0:00');
  assert.equal(formatRemaining(1), '0:01', 'a part of a second still counts');
  assert.equal(formatRemaining(23000), '0:23');
  assert.equal(formatRemaining(22001), '0:23');
  assert.equal(formatRemaining(120000), '2:00');
  assert.equal(formatRemaining(3599000), '59:59');
  assert.equal(formatRemaining(3600000), '1:00:00');
  assert.equal(formatRemaining(3723000), '1:02:03');
  assert.equal(formatRemaining(86399000), '23:59:59');
  assert.equal(formatRemaining(86400000), '1 d');
  assert.equal(formatRemaining((86400 + 3 * 3600 + 59) * 1000), '1 d 3 h');
  assert.equal(formatRemaining(604800000), '7 d');
});

test('the countdown never shows more than the clock is long', () => {
  const state = clockState(viewOf(), 0);
  assert.equal(remainingMs(state, 1_700_000_037_000), 23000);
  assert.equal(remainingMs(state, 1_700_000_070_000), 0, 'past the deadline');
  assert.equal(remainingMs(state, 1_699_999_000_000), 120000, 'a browser whose clock is behind the server');
  assert.equal(remainingMs(null, 0), 0);
});

test('a running clock names the people to act', () => {
  const state = clockState(viewOf(), 0);
  assert.equal(state.kind, 'running');
  assert.equal(state.deadline, 1_700_000_060_000);
  assert.deepEqual(state.seats, [1]);
  assert.deepEqual(state.names, ['Bea']);
  assert.equal(state.mine, false);
  assert.equal(whoText(state, 0), 'Bea');

  const mine = clockState(viewOf(), 1);
  assert.equal(mine.mine, true);
  assert.equal(whoText(mine, 1), 'your turn');
  assert.equal(isUrgent(mine, 9500), false, 'still shows 0:10');
  assert.equal(isUrgent(mine, 9000), true, '0:09');
  assert.equal(isUrgent(mine, 0), true);
  assert.equal(isUrgent(state, 3000), false, 'someone else\'s turn');

  const watching = clockState(viewOf(), null);
  assert.equal(watching.mine, false);
  assert.equal(whoText(watching, null), 'Bea');

  const unnamed = clockState(viewOf({ room: { seats: [seat(0), seat(1, { name: '' })] } }), 0);
  assert.deepEqual(unnamed.names, ['Player 2']);
});

test('bots in seats are not on the clock', () => {
  const view = viewOf({ toAct: [0, 1], room: { seats: [seat(0, { bot: 'hard' }), seat(1)] } });
  assert.deepEqual(clockState(view, 1).seats, [1]);
});

test('no countdown without a clock, outside a game, or with nobody to wait for', () => {
  assert.equal(clockState(viewOf({ room: { turn_clock: null, turn_deadline: null } }), 0), null);
  assert.equal(clockState(viewOf({ room: { status: 'lobby', turn_deadline: null } }), 0), null);
  assert.equal(clockState(viewOf({ room: { status: 'finished', turn_deadline: null } }), 0), null);
  assert.equal(clockState(viewOf({ room: { turn_deadline: null } }), 0), null, 'the page was opened with no deadline');
  assert.equal(clockState(null, 0), null);
});

test('a deadline gone while the same person is still to act: a bot is moving for them', () => {
  const running = clockState(viewOf(), 0);
  const gone = viewOf({ room: { turn_deadline: null } });
  const bot = clockState(gone, 0, running);
  assert.equal(bot.kind, 'bot');
  assert.deepEqual(bot.names, ['Bea']);
  assert.equal(clockState(gone, 0, bot).kind, 'bot', 'other changes (chat, spectators) keep it');
  // The bot moved and it is someone else's turn, or the next game began.
  assert.equal(clockState(viewOf({ toAct: [0], room: { turn_deadline: null } }), 0, bot), null);
  assert.equal(clockState(viewOf({ room: { round: 2, turn_deadline: null } }), 0, bot), null);
  // A new deadline: the countdown runs again.
  assert.equal(clockState(viewOf({ room: { turn_deadline: 1_700_000_200_000 } }), 0, bot).kind, 'running');
  // The player's seat was given to a bot: nobody is waited for.
  assert.equal(clockState(viewOf({ room: { seats: [seat(0), seat(1, { bot: 'easy' })], turn_deadline: null } }), 0, running), null);
});

test('my time is up at 0:00 on my own clock, and while a bot moves for me; never for others', () => {
  const deadline = 1_700_000_060_000;
  const mine = clockState(viewOf(), 1);
  assert.equal(myTimeIsUp(mine, deadline - 1001), false);
  assert.equal(myTimeIsUp(mine, deadline - 1), false, '0:01 still shows');
  assert.equal(myTimeIsUp(mine, deadline), true, '0:00: no more input');
  assert.equal(myTimeIsUp(mine, deadline + 5000), true);
  assert.equal(myTimeIsUp(clockState(viewOf({ room: { turn_deadline: null } }), 1, mine), deadline), true, 'a bot is moving for me');
  // Someone else's clock, a spectator's page, no clock: nothing to lock.
  assert.equal(myTimeIsUp(clockState(viewOf(), 0), deadline + 5000), false);
  assert.equal(myTimeIsUp(clockState(viewOf(), null), deadline + 5000), false);
  assert.equal(myTimeIsUp(null, deadline), false);
  // The next turn's fresh deadline: input again.
  assert.equal(myTimeIsUp(clockState(viewOf({ room: { turn_deadline: deadline + 120_000 } }), 1, mine), deadline + 1000), false);
});
