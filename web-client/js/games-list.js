// "Your games" (pages/games.js), the pure part: which saved seats to ask the
// server about (POST /api/seats), the server's answers put in order and in
// groups, and the words of each row. No DOM, no storage, no network: the
// unit tests (tests/web/games-list.test.mjs) import it directly.
//
// POST /api/seats takes {"seats": [{"room", "seat_token"}, ...]} (at most
// 200) and answers {"seats": [...]}: per entry, in order, either
//   {"room", "game", "status", "seat", "your_turn", "turn_deadline",
//    "last_move_at", "players": [{"name", "color", "bot"}]}
// or {"room", "status": "unknown"}; times in Unix milliseconds or null.
import { formatRemaining } from './pages/turn-clock.js';
import { t, formatRelativeTime } from './i18n.js';

// Every word the page shows, in one place (the messages `games-*` of
// locales/<lang>/main.ftl; times ago through Intl).
export const text = {
  title: t('games-title'),
  // The tab's title, with how many games wait for your move.
  pageTitle: (yourTurns) => (yourTurns ? t('games-page-title-turns', { count: yourTurns }) : t('games-page-title')),
  lead: t('games-lead'),
  loading: t('games-loading'),
  empty: t('games-empty'),
  startOne: t('games-start-one'),
  // The start page's link here.
  startPageLink: (count) => t('start-games-link', { count }),
  groups: {
    yourTurn: t('games-your-turn'),
    waiting: t('games-waiting'),
    finished: t('games-finished'),
    gone: t('games-gone'),
  },
  goneHelp: t('games-gone-help'),
  turn: {
    yours: t('games-your-turn'),
    theirs: (name) => t('games-their-turn-named', { name }),
    others: t('games-their-turn'),
    lobby: t('games-waiting-to-start'),
    finished: t('games-finished'),
  },
  with: t('games-with'),
  alone: t('games-alone'),
  freeSeats: (n) => t('games-free-seats', { count: n }),
  bot: t('games-bot'),
  roomCode: (code) => t('games-room-code', { code }),
  goneRoom: (code) => t('games-gone-room', { code }),
  goneRow: t('games-gone-row'),
  forget: t('games-forget'),
  forgetLabel: (code) => t('games-forget-label', { code }),
  timeLeft: (left) => t('games-time-left', { left }),
  timeUp: t('games-time-up'),
  timeLeftTitle: t('games-time-left-title'),
  lastMove: (ago) => t('games-last-move', { ago }),
  noMoves: t('games-no-moves'),
  ago: {
    now: t('games-just-now'),
    minutes: (n) => formatRelativeTime(-n, 'minute'),
    hours: (n) => formatRelativeTime(-n, 'hour'),
    days: (n) => formatRelativeTime(-n, 'day'),
  },
  updated: (ago) => t('games-updated', { ago }),
  offline: t('games-offline'),
  offlineSince: (ago) => t('games-offline-since', { ago }),
  noApi: t('games-no-api'),
};

// The server takes at most this many seats in one request.
export const maxSeatsPerRequest = 200;
// How often the page asks again while it is open.
export const pollMs = 30000;

const roomCode = /^[A-Za-z0-9_-]{1,64}$/;

// The seats to ask about, from the saved rooms ([{code, secrets}], as
// storage.js lists them): only rooms with a seat token, the most recently
// saved first. [{room, seat_token}].
export function seatsToAsk(savedRooms) {
  return (savedRooms || [])
    .filter(({ code, secrets }) => roomCode.test(code || '') && secrets && typeof secrets.seat_token === 'string' && secrets.seat_token !== '')
    .sort((a, b) => (Number(b.secrets.saved_at) || 0) - (Number(a.secrets.saved_at) || 0))
    .map(({ code, secrets }) => ({ room: code, seat_token: secrets.seat_token }));
}

// `list` in pieces of at most `size` (one request each).
export function inBatches(list, size = maxSeatsPerRequest) {
  const batches = [];
  for (let i = 0; i < list.length; i += size) batches.push(list.slice(i, i + size));
  return batches;
}

// The answer for each asked seat: the server answers in order; an answer
// that names another room (or none) counts as unknown for the asked one.
export function answersFor(asked, answers) {
  return asked.map((seat, i) => {
    const answer = (answers || [])[i];
    if (!answer || typeof answer !== 'object' || answer.room !== seat.room) return { room: seat.room, status: 'unknown' };
    return answer;
  });
}

// A game's name from GET /api/games's list, or its id with a capital.
export function gameName(id, games) {
  const found = (games || []).find((game) => game && game.id === id);
  if (found && found.name) return found.name;
  const plain = typeof id === 'string' && id ? id : 'game';
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

const knownStatus = ['lobby', 'playing', 'finished'];
// A time in Unix ms (one a Date can hold), or null.
const finite = (value) => (Number.isFinite(value) && Math.abs(value) <= 8.64e15 ? value : null);

// One answer as a row: the room, its game, status and turn, the other
// players ({seat, name, color, bot}; name null for a free seat), the
// deadline and the last move (null when none).
export function rowOf(answer) {
  const status = knownStatus.includes(answer && answer.status) ? answer.status : 'unknown';
  if (status === 'unknown') return { room: answer.room, status };
  const seat = Number.isInteger(answer.seat) ? answer.seat : null;
  const players = Array.isArray(answer.players) ? answer.players : [];
  const others = players
    .map((player, index) => ({
      seat: index,
      name: player && typeof player.name === 'string' && player.name !== '' ? player.name : null,
      color: player && typeof player.color === 'string' ? player.color : null,
      bot: Boolean(player && player.bot),
    }))
    .filter((player) => player.seat !== seat);
  const yourTurn = status === 'playing' && answer.your_turn === true;
  return {
    room: answer.room,
    game: typeof answer.game === 'string' ? answer.game : '',
    status,
    seat,
    yourTurn,
    others,
    deadline: status === 'playing' ? finite(answer.turn_deadline) : null,
    lastMoveAt: finite(answer.last_move_at),
  };
}

// By a time (oldest or newest first), those without one after; a tie is
// left to the next order (in the end, the order asked).
const byTime = (key, newestFirst) => (a, b) => {
  const x = a.row[key];
  const y = b.row[key];
  if (x === null || y === null) return Number(x === null) - Number(y === null);
  return newestFirst ? y - x : x - y;
};

// The answers in groups, each in order:
//   yourTurn: your move, the deadline nearest first, then the turns that
//     have waited longest;
//   waiting: games being played (the latest move first), then lobbies;
//   finished: the latest finished first;
//   gone: the rooms the server does not know, as asked.
export function arrangeGames(answers) {
  const rows = (answers || []).filter((answer) => answer && roomCode.test(answer.room || '')).map((answer, index) => ({ row: rowOf(answer), index }));
  const pick = (test, ...orders) => {
    const picked = rows.filter(({ row }) => test(row));
    picked.sort((a, b) => {
      for (const order of orders) {
        const result = order(a, b);
        if (result) return result;
      }
      return a.index - b.index;
    });
    return picked.map(({ row }) => row);
  };
  const lobbyLast = (a, b) => Number(a.row.status === 'lobby') - Number(b.row.status === 'lobby');
  return {
    yourTurn: pick((row) => row.yourTurn, byTime('deadline', false), byTime('lastMoveAt', false)),
    waiting: pick((row) => !row.yourTurn && (row.status === 'playing' || row.status === 'lobby'), lobbyLast, byTime('lastMoveAt', true)),
    finished: pick((row) => row.status === 'finished', byTime('lastMoveAt', true)),
    gone: pick((row) => row.status === 'unknown'),
  };
}

// The groups in the order the page shows them, with their headings; empty
// groups left out.
export function groupsInOrder(arranged) {
  return ['yourTurn', 'waiting', 'finished', 'gone']
    .filter((key) => arranged[key].length > 0)
    .map((key) => ({ key, title: text.groups[key], rows: arranged[key] }));
}

// The other players as the row names them: those seated, in seat order,
// and how many seats are free.
export function othersOf(row) {
  return { seated: row.others.filter((player) => player.name !== null), free: row.others.filter((player) => player.name === null).length };
}

// Whose turn it is, in words. The server says only whether it is yours; in
// a game for two, the other seat's player it is.
export function turnText(row) {
  if (row.status === 'lobby') return text.turn.lobby;
  if (row.status === 'finished') return text.turn.finished;
  if (row.yourTurn) return text.turn.yours;
  if (row.others.length === 1 && row.others[0].name !== null) return text.turn.theirs(row.others[0].name);
  return text.turn.others;
}

// Time left on the turn clock at `now`, or null when the turn has none.
export function timeLeftText(row, now) {
  if (row.deadline === null) return null;
  const left = row.deadline - now;
  return left > 0 ? text.timeLeft(formatRemaining(left)) : text.timeUp;
}

// How long ago `then` was, at `now` (both Unix ms).
export function agoText(then, now) {
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return text.ago.now;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return text.ago.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return text.ago.hours(hours);
  return text.ago.days(Math.floor(hours / 24));
}

// The last move, in words, or null in a lobby.
export function lastMoveText(row, now) {
  if (row.lastMoveAt !== null) return text.lastMove(agoText(row.lastMoveAt, now));
  return row.status === 'lobby' ? null : text.noMoves;
}

// When to ask again: in `pollMs`, or a moment after the nearest deadline
// passes (a bot will have moved for whoever did not), whichever is sooner;
// never sooner than a second.
export function nextPollDelay(arranged, now, every = pollMs) {
  let delay = every;
  for (const row of [...arranged.yourTurn, ...arranged.waiting]) {
    if (row.deadline !== null && row.deadline > now) delay = Math.min(delay, row.deadline - now + 1500);
  }
  return Math.max(1000, delay);
}

// Whether any row shows a turn clock (the page then ticks once a second).
export function hasDeadline(arranged) {
  return [...arranged.yourTurn, ...arranged.waiting].some((row) => row.deadline !== null);
}
