// A room at /r/<code>: lays out the lobby, the game (through the game's own
// view module), the turn clock's countdown (in the top bar), the final
// table, the people, the log and the chat, and draws them from the room's
// session (../room-session.js: the join, the view kept in sync, our seat).
// When it becomes your turn, a chime, a notification (tab hidden) and a dot
// in the favicon (your-turn.js); with the tab closed, Web Push or a webhook
// (pages/notifications-panel.js).
import { h, replaceChildren } from '../dom.js';
import { show, nothing } from '../lit.js';
import { createRoomSession } from '../room-session.js';
import { describeError } from '../errors.js';
import { notify } from '../notify.js';
import { loadGameModule } from '../../games/index.js';
import { createLobby } from './lobby.js';
import { renderOutcome } from './outcome.js';
import { createOffers } from './offers.js';
import { createChat } from './chat.js';
import { createTurnClock } from './turn-clock.js';
import { createYourTurn, entriesAfter, capturedIn } from '../your-turn.js';
import { createNotificationsPanel } from './notifications-panel.js';
import { createPeoplePanel, createRenamePanel } from './people.js';
import { createRoomLog } from './room-log.js';
import { createClockNotice } from './clock-notice.js';
import { createRoomSight } from './room-sight.js';
import { createAnnouncer } from './announcer.js';
import { showTopbarRoom, showConnectionBadge } from './room-topbar.js';
import { fetchGameInfo, ruleEntries, gameName as gameNameOf } from '../game-info.js';
import { t } from '../i18n.js';

export function showRoomPage(main, code) {
  const link = `${window.location.origin}/r/${code}`;
  // What this page has loaded for the room's game, and what it last drew.
  const page = {
    gameInfo: null,
    fetchingInfo: null,
    rules: new Map(),
    gameModule: null,
    loadingGame: null,
    gameController: null,
    lastLogSeq: undefined,
    shownStatus: undefined,
  };

  const session = createRoomSession(code, {
    onChange: () => render(),
    onChat: (message, seats) => chat.add(message, seats),
    onStatus: setConnectionStatus,
    onJoined: (seat) => {
      if (seat !== null) notifications.resume(seat);
    },
    onMissing: showMissing,
    onError: (error) => notify(describeError(error)),
  });
  const request = session.request;

  const seats = () => (session.view && session.view.room && session.view.room.seats) || [];
  const nameOf = (seat) => {
    const info = seats().find((s) => s.seat === seat);
    return (info && info.name) || t('room-player-n', { n: Number(seat) + 1 });
  };
  const mySeatInfo = () => (session.mySeat === null ? null : seats().find((seat) => seat.seat === session.mySeat));

  const stage = h('section', { class: 'room-stage', 'aria-label': t('room-game') });
  const lobbyBox = h('div', { class: 'lobby-box' });
  const outcomeBox = h('div', { class: 'outcome-box' });
  // The game view's two containers (createGameView({stage, side})): they
  // belong to the game view, so no template of this page renders over them
  // or replaces them while it lives. A game view destroyed (back to the
  // lobby) leaves them, and the next one gets a new pair (newGameContainers),
  // so nothing the old one rendered, lit-html's state on them included,
  // is left behind.
  let gameStage = h('div', { class: 'game-stage' });
  let gameSide = h('div', { class: 'game-side' });
  function newGameContainers() {
    const stageNow = h('div', { class: 'game-stage' });
    const sideNow = h('div', { class: 'game-side' });
    gameStage.replaceWith(stageNow);
    gameSide.replaceWith(sideNow);
    gameStage = stageNow;
    gameSide = sideNow;
  }
  const people = createPeoplePanel({ request });
  const rename = createRenamePanel({
    updateSeat: session.updateSeat,
    myName: () => {
      const mine = mySeatInfo();
      return mine ? mine.name || '' : null;
    },
  });
  const log = createRoomLog({ nameOf });
  const banner = h('div', { class: 'banner', hidden: true, role: 'status' });
  // What the clock's bot played for this seat while its time ran out.
  const clockNotice = createClockNotice({ nameOf });
  // The final table under the board, so that the final position stays where
  // the player was looking (Kanga's winning chain was pushed half off screen).
  stage.append(banner, clockNotice.element, lobbyBox, gameStage, outcomeBox);
  const sight = createRoomSight({ board: () => gameStage, outcome: outcomeBox });
  // The others' moves and offers, read out to a screen reader.
  const announcer = createAnnouncer({ nameOf });
  stage.append(announcer.element);
  // Notifications with the tab closed (Web Push, a webhook): seated people only.
  const notifications = createNotificationsPanel({ code, request });
  // On wide screens the side column stays in sight (sticky, as tall as the
  // window): its upper part scrolls by itself, the chat stays at its foot.
  const sideScroll = h('div', { class: 'room-side-scroll' }, gameSide, people.element, rename.element, notifications.element, log.element);
  const side = h('aside', { class: 'room-side' }, sideScroll);
  const root = h('div', { class: 'room', dataset: { status: 'connecting', room: code } }, stage, side);
  replaceChildren(main, root);
  replaceChildren(lobbyBox, h('p', { class: 'muted panel' }, t('room-joining')));

  const connectionBadge = document.getElementById('connection');
  const topbarRoom = document.getElementById('topbar-room');
  // The countdown sits in the top bar, which stays in sight while the page
  // scrolls (on a phone: the top row, beside the connection). It is outside
  // the game's view modules, so every game gets it.
  // When the viewer's own time is up, their board takes no input at once
  // (inert), not only when the bot's move arrives a moment later.
  const turnClock = createTurnClock({
    onTimeUp: (up) => {
      gameStage.inert = up;
      root.dataset.timeUp = String(up);
    },
  });
  topbarRoom.after(turnClock.element);
  // Sound on/off and "Notify me when it's my turn", beside the countdown.
  const yourTurn = createYourTurn();
  turnClock.element.after(yourTurn.element);

  // Takeback, draw and rematch offers between players; a refusal's notice
  // at the top, where the offer's banner was (above the final table once the
  // game is over). While a refusal's seconds run the final table's rematch
  // button follows them.
  const offers = createOffers({
    request,
    nameOf,
    onTick: () => {
      if (session.view) renderOutcomeBox(session.view, { mySeat: session.mySeat, isHost: session.isHost });
    },
  });
  stage.insertBefore(offers.notices, lobbyBox);
  stage.insertBefore(offers.element, lobbyBox);

  const chat = createChat({ send: (text) => request({ type: 'chat', text }) });
  side.append(chat.element);

  const lobby = createLobby({ session, link });

  function setConnectionStatus(status) {
    showConnectionBadge(connectionBadge, status, status === 'open' ? session.node : '');
    root.dataset.connection = status;
    if (status === 'reconnecting') {
      banner.hidden = false;
      banner.textContent = t('room-connection-lost');
    } else {
      banner.hidden = true;
    }
  }

  function showMissing() {
    turnClock.destroy();
    yourTurn.destroy();
    offers.destroy();
    notifications.destroy();
    replaceChildren(
      main,
      h(
        'section',
        { class: 'panel missing' },
        h('h1', {}, t('room-not-found')),
        h('p', {}, t('error-unknown_room')),
        h('a', { class: 'button primary', href: '/' }, t('room-create-new')),
      ),
    );
  }

  async function ensureGameModule(gameId) {
    if (page.gameModule) return page.gameModule;
    if (!page.loadingGame) {
      page.loadingGame = loadGameModule(gameId).then((module) => {
        page.gameModule = module;
        render();  // labels and log lines come from the module
        return module;
      });
    }
    return page.loadingGame;
  }

  function gameContext(view) {
    return { view, game: view.game, mySeat: session.mySeat, seats: view.room.seats, version: session.version, status: view.room.status, nameOf, rules: page.rules };
  }

  // The top bar, the alerts and what the room's <div> says for tests and styles.
  function renderFrame(view) {
    const mySeat = session.mySeat;
    const status = view.room.status;
    root.dataset.status = status;
    root.dataset.version = String(session.version);
    root.dataset.mySeat = mySeat === null ? '' : String(mySeat);
    chat.setSeated(mySeat !== null);
    // A tab in the background still tells its player when it is their turn.
    const myTurn = mySeat !== null && (view.to_act || []).includes(mySeat) && (view.legal_moves || []).length > 0;
    const gameName = gameNameOf(page.gameInfo || { id: view.room.game });
    document.title = t(myTurn ? 'room-title-your-turn' : 'room-title', { game: gameName });
    showTopbarRoom(topbarRoom, { gameName, game: view.room.game, link });
    turnClock.update(view, mySeat);
    yourTurn.update({ myTurn, seated: mySeat !== null, gameName: (page.gameInfo && page.gameInfo.name) || view.room.game, code });
    const mine = mySeatInfo();
    notifications.update({ seat: mySeat, person: Boolean(mine && !mine.bot) });
    // A knock for each update that brings moves (not for the log as it
    // stands when the page opens).
    const entries = view.log || [];
    const fresh = entriesAfter(page.lastLogSeq, entries);
    if (status !== 'lobby' && fresh.length > 0) yourTurn.moved({ capture: capturedIn(fresh, page.gameModule) });
    page.lastLogSeq = entries.length ? Number(entries[entries.length - 1].seq) : 0;
    // The lobby may have been scrolled down to its Start button (a phone):
    // the game begins at the top of the page, with the board in sight.
    if (page.shownStatus === 'lobby' && status !== 'lobby') window.scrollTo(0, 0);
    page.shownStatus = status;
  }

  function renderOutcomeBox(view, seen) {
    if (view.room.status !== 'finished' || !view.outcome) {
      outcomeBox.hidden = true;
      show(outcomeBox, nothing);
      return;
    }
    outcomeBox.hidden = false;
    const module = page.gameModule;
    show(
      outcomeBox,
      renderOutcome({
        outcome: view.outcome,
        seats: view.room.seats,
        mySeat: seen.mySeat,
        isHost: seen.isHost,
        labelOf: (key) => (module ? module.breakdownLabel(key) : key),
        order: (module && module.breakdownOrder) || [],
        totalText: module && module.totalText ? (seat) => module.totalText(seat, view.outcome) : null,
        onRematch: () => request({ type: 'rematch' }),
        guestRematch: offers.rematchControl(),
        teams: teamsOfView(view),
        replayHref: `/r/${code}/replay?round=${view.room.round}`,
      }),
    );
  }

  // Partners by seat (`room.teams`; a server without them leaves it to the
  // game's module), for the final table.
  function teamsOfView(view) {
    if ('teams' in view.room) return view.room.teams;
    const teamsOf = page.gameModule && page.gameModule.teamsOf;
    const teams = teamsOf ? teamsOf(view.room.seats.length) : null;
    return teams ? teams.map((team) => team.seats) : null;
  }

  // A takeback the game's rules would refuse (its module's
  // `takebackRefusal`, read from the view), so its button says why before
  // it is pressed.
  function takebackBlocked(view, mySeat) {
    const module = page.gameModule;
    if (!module || !module.takebackRefusal || mySeat === null || view.room.status !== 'playing') return null;
    return module.takebackRefusal({ log: view.log || [], game: view.game, mySeat });
  }

  // The game's own view, made once the module has loaded, updated with the
  // view current then.
  function renderGame(view) {
    if (!view.game) return;
    ensureGameModule(view.room.game).then((module) => {
      const current = session.view;
      if (!current || current.room.status === 'lobby') return;
      if (!page.gameController) {
        page.gameController = module.createGameView({
          stage: gameStage,
          side: gameSide,
          send: (move) => request({ type: 'move', move }),
        });
      }
      page.gameController.update(gameContext(current));
      log.update(current, page.gameModule);
      clockNotice.update(current, session.mySeat, page.gameModule);
      announcer.update(current, session.mySeat, page.gameModule);
    });
  }

  function renderLobby(view, seen) {
    // The game's module may name teams for the seats (it renders again once loaded).
    ensureGameModule(view.room.game);
    lobby.update(view, seen);
    // The room's creator asked on the start page to play: sit down once.
    if (session.takeSitOnArrival()) lobby.sitAtFirstFreeSeat();
    if (lobbyBox.firstChild !== lobby.element) replaceChildren(lobbyBox, lobby.element);
    if (page.gameController) {
      page.gameController.destroy();
      page.gameController = null;
      newGameContainers();
    }
  }

  function render() {
    const view = session.view;
    if (!view || session.missing) return;
    renderFrame(view);
    if (!page.gameInfo && !page.fetchingInfo) {
      page.fetchingInfo = fetchGameInfo(view.room.game).then((info) => {
        page.gameInfo = info;
        page.rules = ruleEntries(info);
        render();
      });
    }
    const seen = { mySeat: session.mySeat, isHost: session.isHost, gameInfo: page.gameInfo, gameModule: page.gameModule };
    const inLobby = view.room.status === 'lobby';
    lobbyBox.hidden = !inLobby;
    people.element.hidden = inLobby;
    rename.element.hidden = inLobby || seen.mySeat === null;
    log.element.hidden = inLobby;
    if (inLobby) renderLobby(view, seen);
    else people.update(view, seen);

    offers.update(view, seen.mySeat, seen.isHost, { takebackBlocked: takebackBlocked(view, seen.mySeat) });
    // A pending offer waits for answers at the top; the buttons that make
    // one sit under the game, so they never push a board's last row (or a
    // prompt's choices) below the fold on a laptop.
    const offerPlace = view.room.offer ? lobbyBox : gameStage.nextSibling;
    if (offers.element.nextSibling !== offerPlace) stage.insertBefore(offers.element, offerPlace);
    // The offerer's own banner, and then what became of it, are brought into sight.
    offers.reveal();
    renderOutcomeBox(view, seen);
    if (!inLobby) renderGame(view);
    log.update(view, page.gameModule);
    clockNotice.update(view, seen.mySeat, page.gameModule);
    sight.update(view);
    if (view.room.status !== 'lobby') announcer.update(view, seen.mySeat, page.gameModule);
  }

  session.start();
}
