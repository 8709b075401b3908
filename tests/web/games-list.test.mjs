// "Your games" (web-client/js/games-list.js): the seats asked about, the
// server's answers (POST /api/seats) in groups and in order, and each row's
// words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  text,
  seatsToAsk,
  inBatches,
  answersFor,
  gameName,
  rowOf,
  arrangeGames,
  groupsInOrder,
  turnText,
  timeLeftText,
  agoText,
  lastMoveText,
  nextPollDelay,
  hasDeadline,
  othersOf,
  maxSeatsPerRequest,
} from '../../web-client/js/games-list.js';

const now = 1_700_000_000_000;
const minute = 60_000;

// An answer as the server sends it for a seat it knows.
const known = (room, fields = {}) => ({
  room,
  game: 'kangaruse',
  status: 'playing',
  seat: 0,
  your_turn: false,
  turn_deadline: null,
  last_move_at: now - 5 * minute,
  players: [
    { name: 'Ada', color: '#d6336c', bot: false },
    { name: 'Bea', color: '#1c7ed6', bot: false },
  ],
  ...fields,
});
const unknown = (room) => ({ room, status: 'unknown' });
const rooms = (rows) => rows.map((row) => row.room);

test('only rooms with a seat token are asked about, the latest saved first', () => {
  const saved = [
    { code: 'aaaa', secrets: { seat_token: 'ta', saved_at: 10 } },
    { code: 'bbbb', secrets: { host_token: 'hb', saved_at: 30 } },  // host only, not seated
    { code: 'cccc', secrets: { seat_token: 'tc', host_token: 'hc', saved_at: 20 } },
    { code: 'dd dd', secrets: { seat_token: 'td', saved_at: 40 } },  // not a room code
    { code: 'eeee', secrets: { seat_token: '', saved_at: 50 } },
    { code: 'ffff', secrets: { seat_token: 'tf' } },  // saved before saved_at existed
  ];
  assert.deepEqual(seatsToAsk(saved), [
    { room: 'cccc', seat_token: 'tc' },
    { room: 'aaaa', seat_token: 'ta' },
    { room: 'ffff', seat_token: 'tf' },
  ]);
  assert.deepEqual(seatsToAsk([]), []);
  assert.deepEqual(seatsToAsk(undefined), []);
});

test('at most 200 seats a request', () => {
  assert.equal(maxSeatsPerRequest, 200);
  const seats = Array.from({ length: 450 }, (_, i) => ({ room: `r${i}`, seat_token: `t${i}` }));
  const batches = inBatches(seats);
  assert.deepEqual(batches.map((batch) => batch.length), [200, 200, 50]);
  assert.deepEqual(batches.flat(), seats);
  assert.deepEqual(inBatches([]), []);
});

test('answers are matched to the seats asked, in order; a missing or mismatched one is unknown', () => {
  const asked = [{ room: 'aaaa' }, { room: 'bbbb' }, { room: 'cccc' }];
  const answers = answersFor(asked, [known('aaaa'), known('zzzz'), /* none for cccc */]);
  assert.deepEqual(answers.map((a) => [a.room, a.status]), [['aaaa', 'playing'], ['bbbb', 'unknown'], ['cccc', 'unknown']]);
  assert.deepEqual(answersFor(asked, undefined).map((a) => a.status), ['unknown', 'unknown', 'unknown']);
});

test("a game's name comes from the server's list of games, else from its id", () => {
  const games = [{ id: 'kangaruse', name: 'Kangaruse' }, { id: 'jackaroo', name: 'Jackaroo' }];
  assert.equal(gameName('jackaroo', games), 'Jackaroo');
  assert.equal(gameName('kanga', games), 'Kanga');
  assert.equal(gameName('kanga', []), 'Kanga');
  assert.equal(gameName(undefined, games), 'Game');
});

test('a row: the other players (not your own seat), your turn only while playing', () => {
  const row = rowOf(known('aaaa', { seat: 1, your_turn: true, turn_deadline: now + minute, players: [{ name: 'Ada', color: '#d6336c', bot: false }, { name: 'Me', color: '#1c7ed6', bot: false }, { name: null, color: null, bot: false }, { name: 'Robo', color: '#2b8a3e', bot: true }] }));
  assert.equal(row.yourTurn, true);
  assert.equal(row.deadline, now + minute);
  assert.deepEqual(row.others, [
    { seat: 0, name: 'Ada', color: '#d6336c', bot: false },
    { seat: 2, name: null, color: null, bot: false },
    { seat: 3, name: 'Robo', color: '#2b8a3e', bot: true },
  ]);
  // Named in seat order; the free seats counted.
  assert.deepEqual(othersOf(row), { seated: [row.others[0], row.others[2]], free: 1 });
  assert.equal(text.freeSeats(1), '1 free seat');
  assert.equal(text.freeSeats(3), '3 free seats');
  // A time no Date can hold is no time.
  assert.equal(rowOf(known('eeee', { last_move_at: 1e300 })).lastMoveAt, null);
  // A finished game or a lobby is nobody's turn and has no clock running.
  const finished = rowOf(known('bbbb', { status: 'finished', your_turn: true, turn_deadline: now + minute }));
  assert.equal(finished.yourTurn, false);
  assert.equal(finished.deadline, null);
  // A status the page does not know is a room it cannot show.
  assert.equal(rowOf({ room: 'cccc', status: 'paused' }).status, 'unknown');
  assert.equal(rowOf(unknown('dddd')).status, 'unknown');
});

test('your turn first (nearest deadline first), then the games waiting for others, finished apart, unknown last', () => {
  const answers = [
    known('fin-old', { status: 'finished', last_move_at: now - 3 * 86_400_000 }),
    known('wait-old', { last_move_at: now - 60 * minute }),
    unknown('gone-1'),
    known('mine-no-clock', { your_turn: true, last_move_at: now - 10 * minute }),
    known('lobby', { status: 'lobby', last_move_at: null }),
    known('mine-soon', { your_turn: true, turn_deadline: now + 2 * minute }),
    known('wait-new', { last_move_at: now - minute }),
    known('mine-later', { your_turn: true, turn_deadline: now + 60 * minute }),
    known('fin-new', { status: 'finished', last_move_at: now - minute }),
    known('mine-no-clock-older', { your_turn: true, last_move_at: now - 30 * minute }),
    unknown('gone-2'),
  ];
  const arranged = arrangeGames(answers);
  assert.deepEqual(rooms(arranged.yourTurn), ['mine-soon', 'mine-later', 'mine-no-clock-older', 'mine-no-clock']);
  assert.deepEqual(rooms(arranged.waiting), ['wait-new', 'wait-old', 'lobby']);
  assert.deepEqual(rooms(arranged.finished), ['fin-new', 'fin-old']);
  assert.deepEqual(rooms(arranged.gone), ['gone-1', 'gone-2']);
  assert.deepEqual(
    groupsInOrder(arranged).map((group) => [group.key, group.title]),
    [['yourTurn', 'Your turn'], ['waiting', 'Waiting for the others'], ['finished', 'Finished'], ['gone', 'No longer on the server']],
  );
});

test('empty groups are left out; nothing at all is no group', () => {
  const arranged = arrangeGames([known('aaaa', { status: 'finished' })]);
  assert.deepEqual(groupsInOrder(arranged).map((group) => group.key), ['finished']);
  assert.deepEqual(groupsInOrder(arrangeGames([])), []);
  // Answers without a usable room code are dropped.
  assert.deepEqual(groupsInOrder(arrangeGames([{ status: 'playing' }, null])), []);
});

test("whose turn, in words: yours, the other player's in a game for two, else theirs", () => {
  assert.equal(turnText(rowOf(known('a', { your_turn: true }))), 'Your turn');
  assert.equal(turnText(rowOf(known('a'))), 'Bea’s turn');
  const three = known('a', { players: [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cy' }] });
  assert.equal(turnText(rowOf(three)), 'Their turn');
  assert.equal(turnText(rowOf(known('a', { players: [{ name: 'Ada' }, { name: null }] }))), 'Their turn');
  assert.equal(turnText(rowOf(known('a', { status: 'lobby' }))), 'Waiting to start');
  assert.equal(turnText(rowOf(known('a', { status: 'finished' }))), 'Finished');
});

test('time left on the turn clock and the last move, in words', () => {
  assert.equal(timeLeftText(rowOf(known('a', { turn_deadline: now + 83_000 })), now), '1:23 left');
  assert.equal(timeLeftText(rowOf(known('a', { turn_deadline: now + 27 * 3_600_000 })), now), '1 d 3 h left');
  assert.equal(timeLeftText(rowOf(known('a', { turn_deadline: now - 1 })), now), 'time is up');
  assert.equal(timeLeftText(rowOf(known('a')), now), null);

  assert.equal(agoText(now - 20_000, now), 'just now');
  assert.equal(agoText(now + 5_000, now), 'just now');  // a server clock a little ahead
  assert.equal(agoText(now - minute, now), '1 minute ago');
  assert.equal(agoText(now - 59 * minute, now), '59 minutes ago');
  assert.equal(agoText(now - 60 * minute, now), '1 hour ago');
  assert.equal(agoText(now - 26 * 60 * minute, now), '1 day ago');
  assert.equal(agoText(now - 3 * 86_400_000, now), '3 days ago');

  assert.equal(lastMoveText(rowOf(known('a', { last_move_at: now - 5 * minute })), now), 'last move 5 minutes ago');
  assert.equal(lastMoveText(rowOf(known('a', { last_move_at: null })), now), 'no moves yet');
  assert.equal(lastMoveText(rowOf(known('a', { status: 'lobby', last_move_at: null })), now), null);
});

test('asked again every 30 s, or just after the nearest turn clock runs out', () => {
  assert.equal(nextPollDelay(arrangeGames([known('a')]), now), 30_000);
  assert.equal(nextPollDelay(arrangeGames([known('a', { turn_deadline: now + 10_000 })]), now), 11_500);
  assert.equal(nextPollDelay(arrangeGames([known('a', { your_turn: true, turn_deadline: now + 10 * minute })]), now), 30_000);
  // A deadline already past waits for the next answer as usual; never under a second.
  assert.equal(nextPollDelay(arrangeGames([known('a', { turn_deadline: now - 1 })]), now), 30_000);
  assert.equal(nextPollDelay(arrangeGames([known('a', { turn_deadline: now + 1 })]), now), 1_501);
  assert.equal(nextPollDelay(arrangeGames([known('a', { turn_deadline: now - 1 })]), now, 200), 1_000);
  assert.equal(hasDeadline(arrangeGames([known('a', { turn_deadline: now + 1 })])), true);
  assert.equal(hasDeadline(arrangeGames([known('a'), known('b', { status: 'finished', turn_deadline: now })])), false);
});

test("the tab's title counts your turns", () => {
  assert.equal(text.pageTitle(0), 'Your games · kangaroom');
  assert.equal(text.pageTitle(2), '▶ 2 · Your games · kangaroom');
});

test('the start page says how many games there are', () => {
  assert.equal(text.startPageLink(0), 'Your games');
  assert.equal(text.startPageLink(3), 'Your games (3)');
});
