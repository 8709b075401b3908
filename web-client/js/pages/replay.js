// A finished game, move by move, at /r/<code>/replay (optionally ?round=N):
// fetches GET /api/rooms/<code>/replay page by page (replay-pages.js), draws each position with the game's
// own view module as a spectator (nothing is ever sent), and steps through
// it turn by turn (replay-turns.js: a chain of jumps is one step) with
// buttons, a slider, the keyboard and a list of every move. The step is kept
// in the address (#12), so a link or a reload opens the same move.
import { h, replaceChildren } from '../dom.js';
import { createReplayBar } from './replay-bar.js';
import { html, show, nothing } from '../lit.js';
import { badge, botLevel } from '../seats.js';
import { safeColor, playerBadge } from '../player-icons.js';
import { seatShape } from '../seat-shapes.js';
import { loadGameModule } from '../../games/index.js';
import { renderOutcome, outcomeHeadline } from './outcome.js';
import { agreementLogLine } from '../offer-text.js';
import { fetchGameInfo, ruleEntries, gameName as gameNameOf } from '../game-info.js';
import { fetchReplay } from '../replay-pages.js';
import { turnsOf, turnOfStep, numberTurns } from '../replay-turns.js';
import { t, hasMessage, formatDate } from '../i18n.js';
import { describeError } from '../errors.js';

// The log shows at most this many lines (as the room does).
const logLines = 300;

// The seats as the room view has them, so game views find what they expect.
function roomSeats(replay) {
  return (replay.seats || []).map((seat) => ({
    seat: seat.seat,
    name: seat.name,
    icon: seat.icon,
    color: seat.color,
    taken: true,
    connected: true,
    away: false,
    away_since: null,
    replaceable: false,
    bot: seat.bot === undefined ? null : seat.bot,
    host: false,
  }));
}

// The step in the address: "#12" (clamped to the game), 0 without one.
function stepFromHash(last) {
  const match = window.location.hash.match(/^#(\d+)$/);
  if (!match) return 0;
  return Math.min(Number.parseInt(match[1], 10), last);
}

function isFormField(node) {
  if (!node || !node.closest) return false;
  return Boolean(node.closest('input, select, textarea, [contenteditable=""], [contenteditable="true"]'));
}

// Why a replay did not load, in the page's language: this page's own
// failures by their code, the server's by its error code (errors.js), else
// the status it answered.
function problemReason(error) {
  if (error.code === 'disconnected') return t('replay-unreachable');
  if (error.code === 'damaged') return t('replay-damaged');
  if (error.code === 'no_view') return t('replay-no-view', { reason: error.reason || error.message });
  if (/^[a-z_]+$/.test(error.code || '') && hasMessage(`error-${error.code}`)) return describeError(error);
  return t('replay-server-answered', { status: String(error.status) });
}

function showProblem(main, code, round, error) {
  const start = h('a', { class: 'button', href: '/' }, t('replay-back-to-start'));
  let title = t('replay-load-failed');
  let text = t('replay-try-again', { reason: problemReason(error) });
  let extra = null;
  if (error.code === 'not_finished') {
    title = t('replay-not-finished');
    text = t('replay-not-finished-text');
    extra = h('a', { class: 'button primary', href: `/r/${code}` }, t('replay-go-to-room'));
  } else if (error.status === 404) {
    title = t('replay-not-found');
    text = round === null ? t('replay-not-found-text') : t('replay-round-not-found', { round: String(round) });
  } else if (error.status === 400) {
    title = t('replay-not-found');
    text = t('replay-bad-round');
    extra = h('a', { class: 'button primary', href: `/r/${code}/replay` }, t('replay-latest-of-room'));
  }
  document.title = t('replay-problem-title', { title });
  replaceChildren(
    main,
    h(
      'section',
      { class: 'panel missing replay-missing', dataset: { code: error.code || String(error.status) } },
      h('h1', {}, title),
      h('p', {}, text),
      h('p', { class: 'replay-missing-links' }, extra, start),
    ),
  );
}

export async function showReplayPage(main, code) {
  const params = new URLSearchParams(window.location.search);
  const round = params.has('round') ? params.get('round') : null;
  document.title = t('replay-page-title');
  const loading = h('p', { class: 'muted panel' }, t('replay-loading'));
  replaceChildren(main, loading);

  const result = await fetchReplay(code, round, {
    onProgress: (read, total) => {
      if (read < total) loading.textContent = t('replay-loading-progress', { read, total });
    },
  });
  if (result.error) {
    showProblem(main, code, round, result.error);
    return;
  }
  const replay = result.replay;
  let module;
  let gameInfo;
  try {
    [module, gameInfo] = await Promise.all([loadGameModule(replay.game), fetchGameInfo(replay.game)]);
  } catch (error) {
    showProblem(main, code, round, { status: 0, code: 'no_view', message: '', reason: error.message });
    return;
  }
  showReplay(main, code, replay, module, gameInfo);
}

function showReplay(main, code, replay, module, gameInfo) {
  // steps[0] is the start, steps[i] the position after move i; a step of
  // this page is a turn (turns[k] shows steps[turns[k].last]).
  const constant = replay.constant && typeof replay.constant === 'object' ? replay.constant : {};
  const turns = turnsOf(replay.steps, replay.moves || [], module.continuesTurn, constant);
  const last = turns.length - 1;
  // Move numbers as the table counted them: an agreed takeback undoes
  // moves rather than adding one.
  const { numbers, count: moveCount } = numberTurns(turns, replay.moves || []);
  // An agreement (takeback, draw) between the players, not a player's move.
  const isAgreement = (index) => numbers[index].agreed !== null && numbers[index].agreed !== 'resign';
  const stepText = (index) =>
    t(numbers[index].agreed === 'takeback' ? 'replay-step-takeback' : 'replay-step', { step: numbers[index].number, count: moveCount });
  const seats = roomSeats(replay);
  const gameName = gameInfo ? gameNameOf(gameInfo) : replay.game;
  const rules = ruleEntries(gameInfo);
  const nameOf = (seat) => {
    const info = seats.find((s) => s.seat === seat);
    return (info && info.name) || t('room-player-n', { n: Number(seat) + 1 });
  };

  // A link to this page names its round, so it keeps showing this game
  // after a rematch in the room.
  if (Number.isInteger(replay.round)) {
    const params = new URLSearchParams(window.location.search);
    if (params.get('round') !== String(replay.round)) {
      params.set('round', String(replay.round));
      window.history.replaceState(null, '', `${window.location.pathname}?${params}${window.location.hash}`);
    }
  }

  // The log: every step's events, numbered as the room numbers them, each
  // with the turn it belongs to.
  const entries = [];
  const firstEntryOf = [];
  replay.steps.forEach((step, index) => {
    firstEntryOf[index] = entries.length;
    const turn = turnOfStep(turns, index);
    for (const event of (step && step.events) || []) entries.push({ seq: entries.length + 1, event, step: turn });
  });
  const entriesUpTo = (turn) => {
    const index = turns[turn].last;
    return entries.slice(0, index + 1 < replay.steps.length ? firstEntryOf[index + 1] : entries.length);
  };

  // --- layout: the same columns as a room
  const topbarRoom = document.getElementById('topbar-room');
  if (topbarRoom) replaceChildren(topbarRoom, h('span', { class: 'room-game' }, gameName), h('span', { class: 'tag' }, t('replay-tag')));

  const finishedAt = Number.isFinite(replay.finished_at) ? new Date(replay.finished_at) : null;
  const roomHref = `/r/${code}`;
  const header = h(
    'section',
    { class: 'panel replay-head', 'aria-labelledby': 'replay-title' },
    h(
      'div',
      { class: 'replay-title-row' },
      h('h1', { id: 'replay-title' }, t('replay-heading', { game: gameName })),
      h('a', { class: 'button replay-room-link', href: roomHref }, t('replay-back-to-room')),
    ),
    h(
      'p',
      { class: 'muted small replay-facts' },
      Number.isInteger(replay.round) ? t('replay-round', { round: replay.round }) : t('replay-latest'),
      ' · ',
      t('moves-count', { count: moveCount }),
      finishedAt ? [' · ', h('time', { datetime: finishedAt.toISOString() }, t('replay-finished', { date: formatDate(finishedAt, { dateStyle: 'medium', timeStyle: 'short' }) }))] : null,
    ),
    h(
      'ul',
      { class: 'replay-players', 'aria-label': t('replay-players') },
      seats.map((seat) =>
        h(
          'li',
          { class: 'person', dataset: { seat: seat.seat } },
          badge(seat),
          h('bdi', { class: 'person-name' }, nameOf(seat.seat)),
          seat.bot ? h('span', { class: 'tag tag-bot' }, t('tag-bot', { level: botLevel(seat) })) : null,
        ),
      ),
    ),
  );

  const bar = createReplayBar({ last, go: (index, options) => go(index, options), now: () => state.step });
  const { count, mover } = bar;
  const controls = bar.element;

  const outcomeBox = h('div', { class: 'outcome-box', hidden: true });
  const gameStage = h('div', { class: 'game-stage' });
  const gameSide = h('div', { class: 'game-side' });
  const logList = h('ol', { class: 'log-list', tabindex: '0', 'aria-label': t('replay-log') });
  const logPanel = h('section', { class: 'panel log' }, h('h2', {}, t('replay-log')), logList);
  // Board first: the stage holds the board with the controls under it (the
  // final table after them); the title, players, move list and log stand in
  // the side column (below the board on a phone).
  const stage = h('section', { class: 'room-stage', 'aria-label': t('replay-game') }, gameStage, controls, outcomeBox);
  const moveList = h('ol', { class: 'replay-moves' });
  const movesPanel = h('section', { class: 'panel replay-moves-panel', 'aria-label': t('replay-moves') }, h('h2', {}, t('replay-moves')), moveList);
  // What each seat alone held at this step (Jackaroo's hands), where the game
  // has hidden information: shown once the game is over, as here.
  const revealedBox = h('section', { class: 'panel replay-revealed', hidden: true });
  const side = h('aside', { class: 'room-side' }, header, movesPanel, revealedBox, gameSide, logPanel);
  const root = h('div', { class: 'room replay', dataset: { status: 'playing', room: code, game: replay.game, steps: String(last) } }, stage, side);
  replaceChildren(main, root);

  // A replay never plays: the views have no legal moves, and if one sent
  // anyway it would be refused here, never reaching the server.
  const controller = module.createGameView({
    stage: gameStage,
    side: gameSide,
    send: () => Promise.reject(new Error(t('replay-no-moves'))),
  });

  const state = { step: -1 };

  function viewAt(index) {
    const step = replay.steps[turns[index].last] || {};
    const finished = index === last;
    return {
      room: {
        code,
        game: replay.game,
        options: replay.options || {},
        status: finished ? 'finished' : 'playing',
        seats,
        spectators: 0,
        round: replay.round,
      },
      game: Object.assign({}, step.game, constant),
      to_act: Array.isArray(step.to_act) ? step.to_act : [],
      log: entriesUpTo(index).map(({ seq, event }) => ({ seq, event })),
      outcome: finished ? replay.outcome || null : null,
    };
  }

  // The turn in words, as the live game's log told it: the game's own line
  // for a whole turn (describeTurn: a Kangaroo chain), else for each move of
  // the turn the first of its events that the game's view describes ("Cat
  // jumped from b1 to b3"), else only who moved.
  function moveText(index, game, seat) {
    const words = turnWords(index, game, seat);
    return index === last && index > 0 ? t('replay-move-parts', { first: words, rest: endingText(index, game) }) : words;
  }

  // How the game ended, for the last move's words: the game's own line for
  // its end (a `game_over` event: "Black wins: a chain joins two opposite
  // edges"), else the final table's headline ("Ana and Ben share the win!").
  function endingText(index, game) {
    const { first, last: end } = turns[index];
    for (const step of replay.steps.slice(first, end + 1)) {
      for (const event of (step && step.events) || []) {
        if (!event || event.type !== 'game_over') continue;
        const text = module.describeEvent(event, nameOf, game);
        if (text) return text;
      }
    }
    return replay.outcome ? outcomeHeadline(replay.outcome, seats) : t('outcome-over');
  }

  function turnWords(index, game, seat) {
    const { first, last: end } = turns[index];
    const stepsOfTurn = replay.steps.slice(first, end + 1);
    if (isAgreement(index)) {
      for (const event of stepsOfTurn.flatMap((step) => (step && step.events) || [])) {
        const text = agreementLogLine(event || {}, nameOf);
        if (text) return text;
      }
      return numbers[index].agreed === 'draw' ? t('offer-log-draw') : t('replay-agreed');
    }
    if (typeof module.describeTurn === 'function') {
      const text = module.describeTurn(stepsOfTurn.flatMap((step) => (step && step.events) || []), nameOf, game);
      if (text) return text;
    }
    const lines = [];
    for (const step of stepsOfTurn) {
      for (const event of (step && step.events) || []) {
        if (event && event.type === 'game_over') continue;  // endingText says it
        const text = module.describeEvent(event || {}, nameOf, game);
        if (text) {
          lines.push(text);
          break;
        }
      }
    }
    if (!lines.length) return t('replay-moved', { name: nameOf(seat) });
    return lines.reduce((first, rest) => t('replay-move-parts', { first, rest }));
  }

  function renderPosition(index, view) {
    count.textContent = stepText(index);
    const move = index > 0 ? replay.moves[turns[index].first - 1] : null;
    if (isAgreement(index)) {
      show(mover, html`<span class="replay-move-text">${moveText(index, view.game, null)}</span>`);
    } else if (move && Number.isInteger(move.seat)) {
      const seat = seats.find((s) => s.seat === move.seat) || { seat: move.seat };
      show(mover, html`${playerBadge(seat.icon, seat.color, 20)}<span class="replay-move-text">${moveText(index, view.game, move.seat)}</span>`);
    } else if (index === 0) {
      show(mover, html`<span class="muted">${t('replay-start')}</span>`);
    } else {
      show(mover, nothing);
    }
    bar.stand(index, stepText(index));
  }

  // The move list: every turn numbered, with its player's colour and the
  // move in words, each a button to that step (drawn once; go() moves the
  // mark).
  const moveButtons = turns.map((turn, index) => {
    const seat = seats.find((s) => s.seat === turn.seat);
    const game = Object.assign({}, (replay.steps[turn.last] || {}).game, constant);
    const words = index === 0 ? t('replay-start') : moveText(index, game, turn.seat);
    const { agreed, undoneBy } = numbers[index];
    // A move a takeback undid stays in the list, marked, so the record reads
    // as it happened; the takeback itself has no number (it is no move).
    return h(
      'button',
      { type: 'button', class: `replay-move${undoneBy === null ? '' : ' undone'}${isAgreement(index) ? ' agreement' : ''}`, dataset: { step: index, number: numbers[index].number }, onclick: () => go(index) },
      h('span', { class: 'replay-move-number' }, agreed ? '' : t('replay-move-number', { n: numbers[index].number })),
      index === 0 || isAgreement(index) ? null : h('span', { class: 'replay-move-seat', 'aria-hidden': 'true', 'data-shape': seatShape(seats, turn.seat), style: { '--seat-color': safeColor(seat && seat.color) } }),
      h('span', { class: 'replay-move-words' }, words, undoneBy === null ? null : h('span', { class: 'tag replay-undone-tag' }, t('replay-taken-back'))),
    );
  });
  replaceChildren(moveList, moveButtons.map((button) => h('li', {}, button)));

  function markMove(index) {
    for (const button of moveList.querySelectorAll('[aria-current]')) button.removeAttribute('aria-current');
    const button = moveButtons[index];
    button.setAttribute('aria-current', 'step');
    // Keep the current move in sight inside the list, without scrolling the page.
    const top = button.offsetTop;
    if (top < moveList.scrollTop || top + button.offsetHeight > moveList.scrollTop + moveList.clientHeight) {
      moveList.scrollTop = Math.max(0, top - moveList.clientHeight / 2);
    }
  }

  function renderLog(view, index) {
    const lines = [];
    for (const entry of entries.slice(0, view.log.length).slice(-logLines)) {
      const text = module.describeEvent(entry.event || {}, nameOf, view.game);
      if (text) lines.push(html`<li class=${entry.step === index ? 'current' : ''} data-seq=${entry.seq} data-step=${entry.step}>${text}</li>`);
    }
    // A template: stepping patches the lines already there.
    show(logList, lines.length ? lines : html`<li class="muted">${t('replay-log-empty')}</li>`);
    // The newest line is the one to see.
    logList.scrollTop = logList.scrollHeight;
  }

  function renderOutcomeBox(view) {
    if (view.room.status !== 'finished' || !view.outcome) {
      outcomeBox.hidden = true;
      show(outcomeBox, nothing);
      return;
    }
    outcomeBox.hidden = false;
    show(
      outcomeBox,
      renderOutcome({
        outcome: view.outcome,
        seats,
        mySeat: null,
        isHost: false,
        labelOf: (key) => module.breakdownLabel(key),
        order: module.breakdownOrder || [],
        totalText: module.totalText ? (seat) => module.totalText(seat, view.outcome) : null,
        teams: module.teamsOf ? (module.teamsOf(seats.length) || []).map((team) => team.seats) : null,
      }),
    );
  }

  function go(index, { fromHash = false, auto = false } = {}) {
    // A step taken by hand stops the autoplay.
    if (!auto) bar.pause();
    const target = Math.max(0, Math.min(last, Number.isFinite(index) ? Math.trunc(index) : 0));
    if (target === state.step) return;
    state.step = target;
    const view = viewAt(target);
    if (!fromHash || window.location.hash !== `#${target}`) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${target}`);
    }
    document.title = t('replay-step-title', { game: gameName, step: numbers[target].number, count: moveCount });
    root.dataset.status = view.room.status;
    root.dataset.step = String(target);
    renderPosition(target, view);
    renderOutcomeBox(view);
    controller.update({ view, game: view.game, mySeat: null, seats, version: target, status: view.room.status, nameOf, rules });
    renderLog(view, target);
    const revealed = (replay.steps[turns[target].last] || {}).revealed;
    revealedBox.hidden = !(Array.isArray(revealed) && module.revealedPanel);
    show(revealedBox, revealedBox.hidden ? nothing : module.revealedPanel(revealed, nameOf));
    markMove(target);
  }

  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isFormField(event.target)) return;
    if (event.key === 'k' || event.key === 'K') {
      event.preventDefault();
      bar.togglePlay();
      return;
    }
    const moves = { ArrowLeft: () => state.step - 1, ArrowRight: () => state.step + 1, Home: () => 0, End: () => last };
    if (!moves[event.key]) return;
    event.preventDefault();
    go(moves[event.key]());
  });
  // A link to another move of this page (or a hash typed in the address).
  window.addEventListener('hashchange', () => go(stepFromHash(last), { fromHash: true }));

  go(stepFromHash(last), { fromHash: true });
}
