// The turn clock (PROTOCOL.md, create_room "Turn clocks"): the lengths a host
// can pick, the clock in words, and the countdown everyone sees during a
// game. Everything above createTurnClock is pure (tests/web/turn-clock.test.mjs);
// createTurnClock is the one countdown element a room page keeps, with at
// most one timer.
import { h, svgIcon } from '../dom.js';
import { t, formatList } from '../i18n.js';

// What the lobby offers: live lengths, then correspondence lengths for games
// played over days (the room sleeps meanwhile). A room may hold any other
// length from 5 s to 14 days (set through the protocol), which the lobby
// then shows as well.
const day = 86400;
const days = (count) => ({ seconds: count * day, label: t('clock-per-move', { length: t('duration-days', { count }) }) });
export const clockChoices = [
  { seconds: 0, label: t('clock-none') },
  { seconds: 30, label: t('duration-seconds', { count: 30 }) },
  { seconds: 120, label: t('duration-minutes', { count: 2 }) },
  { seconds: 600, label: t('duration-minutes', { count: 10 }) },
  { seconds: 3600, label: t('duration-hours', { count: 1 }) },
  days(1),
  days(2),
  days(3),
  days(5),
  days(7),
  days(14),
];

export const botLevels = ['easy', 'medium', 'hard'];
export const defaultBotLevel = 'medium';
// What a timeout does, as the host picks it: a bot of a level plays that one
// move, or the player loses the game ('lose').
export const loseChoice = 'lose';

// The turn_clock a request sends for a length and a timeout choice.
export function turnClockRequest(seconds, choice) {
  if (choice === loseChoice) return { seconds, on_timeout: 'lose' };
  return { seconds, bot: botLevels.includes(choice) ? choice : defaultBotLevel };
}

// The timeout select's value for a clock (clockOf).
export function timeoutChoiceOf(clock) {
  return clock && clock.onTimeout === 'lose' ? loseChoice : (clock && clock.bot) || defaultBotLevel;
}

// The turn clock's field, on the start page and in the host's lobby panel:
// the length `select` (#turn-clock, which the page fills), the select of the
// bot level (#turn-clock-bot, hidden at first with `hideBot`) and a line of
// help, with `more` at its end. Returns the field and the bot select.
export function turnClockField(select, { hideBot = false, more = '' } = {}) {
  const bot = h(
    'select',
    { id: 'turn-clock-bot', name: 'turn-clock-bot', 'aria-label': t('turn-clock-bot-label'), hidden: hideBot },
    [...botLevels, loseChoice].map((choice) => h('option', { value: choice, selected: choice === defaultBotLevel }, choice === loseChoice ? t('turn-clock-loses') : t('turn-clock-bot', { level: choice }))),
  );
  const field = h(
    'div',
    { class: 'field turn-clock-field' },
    h('label', { for: 'turn-clock' }, t('turn-clock-label')),
    h('div', { class: 'turn-clock-controls' }, select, bot),
    h('small', { class: 'help', id: 'turn-clock-help' }, more ? `${t('turn-clock-help')} ${more}` : t('turn-clock-help')),
  );
  return { field, bot };
}

// Below this much time left on your own turn, the countdown asks for attention.
export const urgentMs = 10000;

const units = [
  [86400, 'duration-days'],
  [3600, 'duration-hours'],
  [60, 'duration-minutes'],
  [1, 'duration-seconds'],
];

// A clock's length in words: 120 → "2 minutes", 90 → "1 minute 30 seconds".
export function clockLength(seconds) {
  let rest = Math.max(0, Math.round(Number(seconds) || 0));
  const parts = [];
  for (const [size, id] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count) parts.push(t(id, { count }));
  }
  // "1 minute 30 seconds", "دقيقة واحدة و30 ثانية".
  return parts.length ? formatList(parts, 'unit') : t('duration-seconds', { count: 0 });
}

// The clock of a room view's `room` section: {seconds, bot}, or null when the
// room has none (servers without clocks send no `turn_clock` at all).
export function clockOf(roomView) {
  const clock = roomView && roomView.turn_clock;
  if (!clock || !Number.isFinite(clock.seconds) || clock.seconds <= 0) return null;
  const read = { seconds: clock.seconds, bot: botLevels.includes(clock.bot) ? clock.bot : defaultBotLevel };
  if (clock.on_timeout === 'lose') read.onTimeout = 'lose';
  return read;
}

// "a medium bot", "an easy bot".
export function aBot(level) {
  return t('clock-a-bot', { level });
}

// One line for the people who cannot change the clock.
export function clockSummary(clock) {
  if (!clock) return t('clock-summary-none');
  if (clock.onTimeout === 'lose') return t('clock-summary-lose', { length: clockLength(clock.seconds) });
  return t('clock-summary-bot', { length: clockLength(clock.seconds), level: clock.bot });
}

// The clock's rule in a sentence, for the players panel during a game.
export function clockRule(clock) {
  if (clock.onTimeout === 'lose') return t('clock-rule-lose', { length: clockLength(clock.seconds) });
  return t('clock-rule-bot', { summary: clockSummary(clock) });
}

// Time left as the countdown shows it, counted in whole seconds up: m:ss
// below an hour, h:mm:ss below a day, then days and hours ("1 d 3 h").
export function formatRemaining(ms) {
  const total = Math.max(0, Math.ceil((Number(ms) || 0) / 1000));
  const two = (n) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

// Milliseconds left at `now` (this browser's clock). The deadline is the
// server's clock; a turn never shows more than the clock's length, so a
// browser whose clock is behind does not promise time that is not there.
export function remainingMs(state, now) {
  if (!state || state.kind !== 'running') return 0;
  const left = Math.max(0, state.deadline - now);
  return state.clock ? Math.min(left, state.clock.seconds * 1000) : left;
}

// What the countdown shows for a room view, or null for nothing:
//   {kind: 'running', clock, deadline, seats, names, mine, key}: someone's
//     time is running out at `deadline` (Unix ms);
//   {kind: 'bot', ...}: their time ran out and a bot is choosing their move.
// The server clears the deadline while that bot chooses; a view says no more
// than that, so `before` (what the previous view showed) tells it apart from
// a turn that has no clock: the same people are still to act and the
// deadline has just gone.
export function clockState(view, mySeat, before = null) {
  const roomView = view && view.room;
  const clock = clockOf(roomView);
  if (!clock || roomView.status !== 'playing') return null;
  const seatList = roomView.seats || [];
  const infoOf = (seat) => seatList.find((s) => s.seat === seat) || null;
  const acting = (view.to_act || []).filter((seat) => Number.isInteger(seat));
  // The clock waits for people only; bots in seats move by themselves.
  const people = acting.filter((seat) => {
    const info = infoOf(seat);
    return info && info.taken && !info.bot;
  });
  const seats = people.length ? people : acting;
  const names = seats.map((seat) => {
    const info = infoOf(seat);
    return (info && info.name) || `Player ${seat + 1}`;
  });
  const mine = mySeat !== null && mySeat !== undefined && seats.includes(mySeat);
  const key = `${roomView.round ?? ''}:${seats.join(',')}`;
  const common = { clock, seats, names, mine, key };
  const deadline = roomView.turn_deadline;
  if (Number.isFinite(deadline)) return { kind: 'running', deadline, ...common };
  if (people.length && before && before.key === key && (before.kind === 'running' || before.kind === 'bot')) {
    return { kind: 'bot', deadline: null, ...common };
  }
  return null;
}

// The player's own time is up: their countdown shows 0:00, or a bot is
// choosing their move. The server would refuse a move now (or take the
// bot's), so the board takes no more input until the next view says more.
export function myTimeIsUp(state, now) {
  if (!state || !state.mine) return false;
  return state.kind === 'bot' || (state.kind === 'running' && remainingMs(state, now) <= 0);
}

// Your own turn with under 10 s on the countdown (as shown: 0:09 and less).
export function isUrgent(state, left) {
  return Boolean(state && state.kind === 'running' && state.mine && Math.ceil(left / 1000) * 1000 < urgentMs);
}

// Who the countdown is for, as the player reads it.
export function whoText(state, mySeat) {
  if (!state) return '';
  if (state.mine && state.seats.length === 1) return t('clock-your-turn');
  return state.seats.map((seat, i) => (seat === mySeat ? t('clock-you') : state.names[i])).join(t('list-comma'));
}

// The countdown: one element, kept up to date by `update(view, mySeat)` after
// every change of the room view, and ticking by itself once a second while a
// deadline runs. Every update and `destroy()` clears the pending tick first,
// and a tick on an element no longer in the page stops there. `onTimeUp(up)`
// hears, at every update and tick, whether the viewer's own time is up
// (myTimeIsUp), at the very tick the countdown reaches 0:00.
export function createTurnClock({ onTimeUp } = {}) {
  // A stopwatch drawn inline (system fonts may have no emoji for it).
  const icon = svgIcon(
    { class: 'turn-clock-icon', viewBox: '0 0 24 24', width: 18, height: 18, 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor', 'stroke-width': 2.2, 'stroke-linecap': 'round' },
    [['circle', { cx: 12, cy: 14, r: 7.5 }], ['path', { d: 'M12 14v-4M9.5 2.8h5M12 2.8v3.7M18.6 6.4l1.6-1.6' }]],
  );
  const time = h('span', { class: 'turn-clock-time' });
  const who = h('span', { class: 'turn-clock-who' });
  const element = h('div', { class: 'turn-clock', role: 'timer', hidden: true }, icon, time, ' · ', who);
  let state = null;
  let mySeat = null;
  let timer = null;

  const stop = () => {
    if (timer !== null) window.clearTimeout(timer);
    timer = null;
  };

  function tick() {
    timer = null;
    if (!state || state.kind !== 'running' || !element.isConnected) return;
    const now = Date.now();
    const left = remainingMs(state, now);
    time.textContent = formatRemaining(left);
    if (onTimeUp) onTimeUp(myTimeIsUp(state, now));
    element.classList.toggle('urgent', isUrgent(state, left));
    // The next tick comes when the shown second changes (or the deadline is
    // reached: then the server's bot move, or a new deadline, arrives as a view).
    if (left > 0) timer = window.setTimeout(tick, (left % 1000 || 1000) + 15);
  }

  function show() {
    element.hidden = !state;
    element.classList.toggle('mine', Boolean(state && state.mine));
    element.classList.remove('urgent');
    if (!state) {
      for (const key of ['deadline', 'state', 'seats', 'mine']) delete element.dataset[key];
      element.removeAttribute('title');
      time.textContent = '';
      who.textContent = '';
      return;
    }
    element.dataset.state = state.kind;
    element.dataset.seats = state.seats.join(',');
    element.dataset.mine = String(state.mine);
    const them = whoText(state, mySeat);
    if (state.kind === 'running') {
      element.dataset.deadline = String(state.deadline);
      who.textContent = them;
      element.title = state.mine ? t('clock-title-mine', { level: state.clock.bot }) : t('clock-title-theirs', { who: them, level: state.clock.bot });
    } else {
      delete element.dataset.deadline;
      time.textContent = t('games-time-up');
      who.textContent = state.mine && state.seats.length === 1 ? t('clock-bot-moves-for-you') : t('clock-bot-moves-for', { who: them });
      element.title = t('clock-ran-out', { level: state.clock.bot });
    }
  }

  return {
    element,
    update(view, seat) {
      stop();
      mySeat = seat;
      state = clockState(view, seat, state);
      if (onTimeUp) onTimeUp(myTimeIsUp(state, Date.now()));
      show();
      tick();
    },
    destroy() {
      stop();
      state = null;
      element.remove();
    },
  };
}
