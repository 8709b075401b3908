// "Your games" at /games: every room this browser holds a seat token for
// (storage.js), looked up with POST /api/seats: your turn first, then the
// games waiting for the others (and lobbies), the finished ones apart, and
// rooms the server no longer knows greyed, each with a Forget button. Asked
// again every 30 s (sooner when a turn clock runs out) and whenever the tab
// comes back into sight; the turn clocks count down in between.
//
// The order, groups and words are the pure games-list.js
// (tests/web/games-list.test.mjs); this file makes the page. The frame is
// built once; each group's rows are a template shown with showKeyed, keyed
// by its rooms in order, so a focused link never turns into another room's
// link when the order changes, and rows stay the same nodes while it does
// not.
import { h, replaceChildren } from '../dom.js';
import { html, nothing, showKeyed } from '../lit.js';
import { listSavedRooms, forgetRoom } from '../storage.js';
import { safeColor } from '../player-icons.js';
import { seatShapes } from '../seat-shapes.js';
import {
  text,
  seatsToAsk,
  inBatches,
  answersFor,
  arrangeGames,
  groupsInOrder,
  gameName,
  othersOf,
  turnText,
  timeLeftText,
  lastMoveText,
  agoText,
  nextPollDelay,
  hasDeadline,
} from '../games-list.js';

async function fetchGameList() {
  try {
    const response = await fetch('/api/games', { headers: { accept: 'application/json' } });
    const body = await response.json();
    return Array.isArray(body) ? body : body.games || [];
  } catch {
    return [];
  }
}

// The server's answers for `seats`, in order, one request per 200.
async function askServer(seats) {
  const answers = [];
  for (const batch of inBatches(seats)) {
    const response = await fetch('/api/seats', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ seats: batch }),
      cache: 'no-store',
    });
    if (!response.ok) throw Object.assign(new Error(`the server answered ${response.status}`), { status: response.status });
    const body = await response.json();
    answers.push(...answersFor(batch, body && body.seats));
  }
  return answers;
}

const stopwatch = html`<svg class="game-row-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><circle cx="12" cy="14" r="7.5"/><path d="M12 14v-4M9.5 2.8h5M12 2.8v3.7M18.6 6.4l1.6-1.6"/></svg>`;

export function showGamesPage(main) {
  document.title = text.pageTitle(0);
  document.getElementById('topbar-games')?.setAttribute('aria-current', 'page');

  const heading = h('h1', { tabindex: '-1' }, text.title);
  // When the list was last brought up to date (not read out at every tick),
  // and what went wrong asking for it (read out).
  const status = h('p', { class: 'games-status muted small' }, text.loading);
  const problem = h('p', { class: 'games-problem', role: 'status' });
  const empty = h(
    'div',
    { class: 'panel games-empty', hidden: true },
    h('p', {}, text.empty),
    h('a', { class: 'button primary', href: '/' }, text.startOne),
  );
  const groups = new Map();
  for (const key of ['yourTurn', 'waiting', 'finished', 'gone']) {
    const count = h('span', { class: 'games-count' });
    const list = h('ul', { class: 'games-list' });
    const help = key === 'gone' ? h('p', { class: 'muted small' }, text.goneHelp) : null;
    const section = h('section', { class: 'panel games-group', dataset: { group: key }, hidden: true }, h('h2', {}, text.groups[key], ' ', count), help, list);
    groups.set(key, { section, count, list });
  }
  const root = h('section', { class: 'games' }, heading, h('p', { class: 'lead' }, text.lead), status, problem, empty, [...groups.values()].map((group) => group.section));
  replaceChildren(main, root);

  const state = {
    games: [],          // GET /api/games, for the games' names
    answers: null,      // the last answers, null before the first
    answeredAt: null,   // when they came
    failed: null,       // the last request's error, null after a good one
    asking: null,       // the request under way
    askAgain: false,    // another was wanted meanwhile
    pollTimer: null,
    tickTimer: null,
  };

  // The rooms still held: a room forgotten (here or in another tab) or a
  // seat left since the last answer is not shown.
  const held = () => new Set(seatsToAsk(listSavedRooms()).map((seat) => seat.room));

  function playersOf(row) {
    const { seated, free } = othersOf(row);
    if (seated.length === 0 && free === 0) return text.alone;
    const shapes = seatShapes(row.others);
    const names = seated.map(
      (player, i) => html`${i ? ', ' : ''}<span class="game-row-player" data-seat=${player.seat}><span class="seat-dot" data-color=${safeColor(player.color)} data-shape=${shapes.get(player.seat) || nothing}></span>${player.name}${player.bot ? html` <span class="tag tag-bot">${text.bot}</span>` : nothing}</span>`,
    );
    return html`${text.with} ${names}${free ? `${seated.length ? ', ' : ''}${text.freeSeats(free)}` : nothing}`;
  }

  function rowTemplate(row, now) {
    if (row.status === 'unknown') {
      return html`<li class="game-row game-row-gone" data-room=${row.room} data-status="unknown"><span class="game-row-main"><span class="game-row-game">${text.goneRoom(row.room)}</span><span class="muted small">${text.goneRow}</span></span><button type="button" class="forget" aria-label=${text.forgetLabel(row.room)} @click=${() => forget(row.room)}>${text.forget}</button></li>`;
    }
    const left = timeLeftText(row, now);
    const last = lastMoveText(row, now);
    return html`<li class="game-row" data-room=${row.room} data-status=${row.status} data-your-turn=${String(row.yourTurn)}><a class="game-row-link" href=${`/r/${row.room}`}><span class="game-row-head"><span class="game-row-game">${gameName(row.game, state.games)}</span><span class="tag game-row-turn">${turnText(row)}</span></span><span class="game-row-players">${playersOf(row)}</span><span class="game-row-times">${left ? html`<span class="game-row-left" title=${text.timeLeftTitle}>${stopwatch}${left}</span>` : nothing}${last ? html`<span class="game-row-last">${row.lastMoveAt !== null ? html`<time datetime=${new Date(row.lastMoveAt).toISOString()} title=${new Date(row.lastMoveAt).toLocaleString()}>${last}</time>` : last}</span>` : nothing}<span class="game-row-code">${text.roomCode(row.room)}</span></span></a></li>`;
  }

  function arranged() {
    const still = held();
    return arrangeGames((state.answers || []).filter((answer) => still.has(answer.room)));
  }

  function render() {
    if (!root.isConnected) return;
    const now = Date.now();
    const shown = state.answers === null ? null : arranged();
    const inOrder = shown ? groupsInOrder(shown) : [];
    for (const [key, group] of groups) {
      const entry = inOrder.find((g) => g.key === key);
      group.section.hidden = !entry;
      const rows = entry ? entry.rows : [];
      group.count.textContent = rows.length ? `(${rows.length})` : '';
      showKeyed(group.list, rows.map((row) => row.room).join(' '), rows.map((row) => rowTemplate(row, now)));
    }
    // Colours from the network, checked (safeColor), set through the CSSOM.
    for (const dot of root.querySelectorAll('.seat-dot[data-color]')) dot.style.setProperty('--seat-color', dot.dataset.color);
    // Nothing to show: no answer has a row, or (before the first) no seat is held.
    empty.hidden = !(state.answers !== null ? inOrder.length === 0 : held().size === 0);
    const mine = shown ? shown.yourTurn.length : 0;
    document.title = text.pageTitle(mine);
    status.textContent = statusText(now);
    const trouble = problemText(now);
    if (problem.textContent !== trouble) problem.textContent = trouble;
    root.dataset.state = state.answers === null ? (state.failed ? 'failed' : 'loading') : 'ready';
  }

  function statusText(now) {
    if (state.failed) return '';
    if (state.answers === null) return held().size ? text.loading : '';
    return state.answeredAt === null ? '' : text.updated(agoText(state.answeredAt, now));
  }

  function problemText(now) {
    if (!state.failed) return '';
    if (state.failed.status === 404 || state.failed.status === 405) return text.noApi;
    return state.answeredAt === null ? text.offline : text.offlineSince(agoText(state.answeredAt, now));
  }

  function forget(code) {
    // The focus goes on to the next room's Forget (or the one before), else
    // to the page's heading: the button it was on is gone.
    const buttons = [...root.querySelectorAll('.game-row-gone .forget')];
    const at = buttons.findIndex((button) => button.closest('.game-row').dataset.room === code);
    const next = buttons[at + 1] || buttons[at - 1] || null;
    const nextRoom = next ? next.closest('.game-row').dataset.room : null;
    forgetRoom(code);
    if (state.answers) state.answers = state.answers.filter((answer) => answer.room !== code);
    render();
    const target = nextRoom ? root.querySelector(`.game-row-gone[data-room="${nextRoom}"] .forget`) : null;
    (target || heading).focus();
  }

  function schedule() {
    window.clearTimeout(state.pollTimer);
    state.pollTimer = null;
    window.clearInterval(state.tickTimer);
    state.tickTimer = null;
    if (!root.isConnected) return;
    const shown = state.answers === null ? null : arranged();
    const now = Date.now();
    state.pollTimer = window.setTimeout(refresh, shown && !state.failed ? nextPollDelay(shown, now) : 30000);
    // The countdowns and "Updated … ago" move on between answers.
    state.tickTimer = window.setInterval(() => {
      if (!root.isConnected) {
        window.clearInterval(state.tickTimer);
        return;
      }
      if (document.visibilityState !== 'hidden') render();
    }, shown && hasDeadline(shown) ? 1000 : 15000);
  }

  async function refresh() {
    if (!root.isConnected) return;
    if (state.asking) {
      state.askAgain = true;
      return;
    }
    const seats = seatsToAsk(listSavedRooms());
    if (seats.length === 0) {
      state.answers = [];
      state.answeredAt = Date.now();
      state.failed = null;
      render();
      schedule();
      return;
    }
    state.asking = askServer(seats);
    try {
      state.answers = await state.asking;
      state.answeredAt = Date.now();
      state.failed = null;
    } catch (error) {
      state.failed = error;
    } finally {
      state.asking = null;
    }
    render();
    if (state.askAgain) {
      state.askAgain = false;
      refresh();
      return;
    }
    schedule();
  }

  // Back in sight: ask at once (a phone's tab may have slept for hours).
  const onVisible = () => {
    if (!root.isConnected) document.removeEventListener('visibilitychange', onVisible);
    else if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  // Another tab took a seat or forgot a room: shown at once.
  window.addEventListener('storage', (event) => {
    if (root.isConnected && (event.key === null || (event.key || '').startsWith('kangaroom.room.'))) refresh();
  });

  render();
  fetchGameList().then((games) => {
    state.games = games;
    render();
  });
  refresh();
}
