// A room at /r/<code>: joins (with the saved seat and host tokens), keeps the
// view in sync (snapshot + patches), and shows the lobby, the game (through
// the game's own view module), the turn clock's countdown (in the top bar),
// the final table, the log and the chat. When it becomes your turn, a chime,
// a notification (tab hidden) and a dot in the favicon (your-turn.js); with
// the tab closed, Web Push or a webhook (pages/notifications-panel.js).
import { h, replaceChildren } from '../dom.js';
import { html, show, nothing } from '../lit.js';
import { playerBadge } from '../player-icons.js';
import { Connection } from '../connection.js';
import { ViewSync } from '../view-sync.js';
import { loadRoomSecrets, saveRoomSecrets, loadProfile, saveProfile } from '../storage.js';
import { describeError } from '../errors.js';
import { notify } from '../notify.js';
import { seatState, botLevel, replaceable } from '../seats.js';
import { loadGameModule } from '../../games/index.js';
import { createLobby } from './lobby.js';
import { renderOutcome } from './outcome.js';
import { createOffers } from './offers.js';
import { agreementLogLine } from '../offer-text.js';
import { createChat } from './chat.js';
import { createTurnClock, clockOf, clockRule } from './turn-clock.js';
import { createYourTurn, entriesAfter, capturedIn } from '../your-turn.js';
import { createNotificationsPanel } from './notifications-panel.js';
import { fetchGameInfo, ruleEntries, gameName as gameNameOf } from '../game-info.js';
import { howToPlayLink } from './how-to-play.js';
import { listWindow } from '../list-window.js';
import { t } from '../i18n.js';

export function showRoomPage(main, code) {
  const room = {
    code,
    link: `${window.location.origin}/r/${code}`,
    sync: new ViewSync(),
    mySeat: null,
    isHost: false,
    gameInfo: null,
    rules: new Map(),
    gameModule: null,
    gameController: null,
    loadingGame: null,
    syncRequested: false,
    missing: false,
    logFrom: 0,  // the seq the log list starts at (renderLog)
  };

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
  const peoplePanel = h('section', { class: 'panel people', 'aria-label': t('room-players') });
  const logList = h('ol', { class: 'log-list' });
  const logPanel = h('section', { class: 'panel log' }, h('h2', {}, t('room-log')), logList);
  const banner = h('div', { class: 'banner', hidden: true, role: 'status' });
  stage.append(banner, lobbyBox, outcomeBox, gameStage);
  // On wide screens the side column stays in sight (sticky, as tall as the
  // window): its upper part scrolls by itself, the chat stays at its foot.
  // During a game a seated player may still change their name (update_seat);
  // the lobby has its own fields. Built once, so typing survives patches.
  const renameInput = h('input', { type: 'text', maxlength: 24, id: 'rename-input', 'aria-label': t('start-your-name'), autocomplete: 'nickname', dir: 'auto' });
  const renamePanel = h(
    'details',
    { class: 'panel rename', hidden: true },
    h('summary', {}, t('room-rename')),
    h(
      'form',
      {
        class: 'rename-form inline-field',
        onsubmit: async (event) => {
          event.preventDefault();
          const name = renameInput.value.trim();
          if (!name) return;
          try {
            await actions.updateSeat({ name });
            saveProfile({ ...loadProfile(), name });
            renamePanel.open = false;
          } catch {
            // shown by request()
          }
        },
      },
      renameInput,
      h('button', { type: 'submit' }, t('room-rename-save')),
    ),
  );
  // Opening the panel fills in the seat's name and focuses the field: a
  // focus move the person asked for by opening it (not a repair: the panel
  // is made once and no update rebuilds it).
  renamePanel.addEventListener('toggle', () => {
    const mine = seats().find((seat) => seat.seat === room.mySeat);
    if (renamePanel.open && mine) {
      renameInput.value = mine.name || '';
      renameInput.focus();
    }
  });
  // Notifications with the tab closed (Web Push, a webhook): seated people only.
  const notifications = createNotificationsPanel({ code, request: (message, options) => request(message, options) });
  const sideScroll = h('div', { class: 'room-side-scroll' }, gameSide, peoplePanel, renamePanel, notifications.element, logPanel);
  const side = h('aside', { class: 'room-side' }, sideScroll);
  const root = h('div', { class: 'room', dataset: { status: 'connecting', room: code } }, stage, side);
  replaceChildren(main, root);
  replaceChildren(stage.querySelector('.lobby-box'), h('p', { class: 'muted panel' }, t('room-joining')));

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

  const seats = () => (room.sync.view && room.sync.view.room && room.sync.view.room.seats) || [];
  const nameOf = (seat) => {
    const info = seats().find((s) => s.seat === seat);
    return (info && info.name) || t('room-player-n', { n: Number(seat) + 1 });
  };

  const request = async (message, { quiet = false } = {}) => {
    try {
      return await room.connection.request(message);
    } catch (error) {
      if (!quiet) notify(describeError(error));
      throw error;
    }
  };

  // Takeback, draw and rematch offers between players.
  const offers = createOffers({ request, nameOf });
  stage.insertBefore(offers.element, lobbyBox);

  const actions = {
    request,
    takeSeat: async (seat, profile) => {
      const reply = await request({ type: 'take_seat', seat, name: profile.name, icon: profile.icon, color: profile.color });
      room.mySeat = reply.seat;
      saveRoomSecrets(code, { seat_token: reply.seat_token });
      render();
    },
    leaveSeat: async () => {
      await request({ type: 'leave_seat' });
      room.mySeat = null;
      saveRoomSecrets(code, { seat_token: null });
      render();
    },
    // Seated in the lobby: to a free seat, the token kept (`seat_changed`
    // says the new seat before the snapshot comes).
    moveToSeat: (seat) => request({ type: 'take_seat', seat }),
    // Name, icon or colour of one's own seat, without leaving it.
    updateSeat: (fields) => request({ type: 'update_seat', ...fields }),
    swapSeats: (first, second) => request({ type: 'swap_seats', seats: [first, second] }),
  };

  const chat = createChat({ send: (text) => request({ type: 'chat', text }) });
  side.append(chat.element);

  const lobby = createLobby({ room, actions, link: room.link });

  function setConnectionStatus(status) {
    const words = { connecting: 'room-connecting', open: 'room-online', reconnecting: 'room-reconnecting', closed: 'room-offline' };
    replaceChildren(connectionBadge, h('span', { class: `dot dot-${status}` }), words[status] ? t(words[status]) : status);
    connectionBadge.dataset.status = status;
    // In a cluster, which node serves us (welcome.node), for the curious.
    const node = status === 'open' && room.connection ? room.connection.node : '';
    if (node) connectionBadge.title = t('room-served-by', { node });
    else connectionBadge.removeAttribute('title');
    root.dataset.connection = status;
    if (status === 'reconnecting') {
      banner.hidden = false;
      banner.textContent = t('room-connection-lost');
    } else {
      banner.hidden = true;
    }
  }

  async function join() {
    const secrets = loadRoomSecrets(code);
    const message = { type: 'join', room: code };
    if (secrets.seat_token) message.seat_token = secrets.seat_token;
    if (secrets.host_token) message.host_token = secrets.host_token;
    let reply;
    try {
      reply = await room.connection.request(message);
    } catch (error) {
      if (error.code === 'unknown_room') {
        showMissing();
        return;
      }
      // In a cluster another node serves the room right now (or is handing
      // it over): nothing happened. A new connection through the proxy,
      // after a short pause, reaches the node that does; the page says
      // "Reconnecting…" meanwhile, as for a lost connection.
      if (error.code === 'room_elsewhere') {
        room.connection.reconnect();
        return;
      }
      if (error.code === 'bad_token' && secrets.seat_token) {
        notify(describeError(error));
        saveRoomSecrets(code, { seat_token: null });
        await join();
        return;
      }
      if (error.code === 'bad_token' && secrets.host_token) {
        saveRoomSecrets(code, { host_token: null });
        await join();
        return;
      }
      if (error.code !== 'disconnected') notify(describeError(error));
      return;
    }
    acceptJoined(reply);
    if (room.mySeat !== null) notifications.resume(room.mySeat);
  }

  function acceptJoined(reply) {
    room.mySeat = Number.isInteger(reply.seat) ? reply.seat : null;
    room.joinedAsHost = reply.host === true;
    room.isHost = room.joinedAsHost;
    if (room.mySeat === null && loadRoomSecrets(code).seat_token) saveRoomSecrets(code, { seat_token: null });
  }

  function showMissing() {
    room.missing = true;
    room.connection.stop();
    turnClock.destroy();
    yourTurn.destroy();
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

  function onMessage(message) {
    switch (message.type) {
      case 'joined':
        acceptJoined(message);
        break;
      case 'seat_changed':
        // The host swapped our seat (or we moved): same token, new number.
        if (Number.isInteger(message.seat)) room.mySeat = message.seat;
        render();
        break;
      case 'snapshot':
        room.sync.acceptSnapshot(message.version, message.view);
        room.syncRequested = false;
        render();
        break;
      case 'patch': {
        const result = room.sync.acceptPatch(message.version, message.ops || []);
        if (result.status === 'applied') {
          room.syncRequested = false;
          render();
        } else if (result.status === 'gap' && !room.syncRequested) {
          room.syncRequested = true;
          room.connection.send(room.sync.version === null ? { type: 'sync' } : { type: 'sync', version: room.sync.version });
        } else if (result.status === 'failed' && !room.syncRequested) {
          room.syncRequested = true;
          room.connection.send({ type: 'sync' });
        }
        break;
      }
      case 'chat':
        chat.add(message, seats());
        break;
      case 'error':
        if (message.id === undefined) notify(describeError(message));
        break;
      default:
        break;
    }
  }

  // The top bar's room part: the game, its rules, the room's link. A
  // template, so the link field and the Copy button stay the same elements
  // (and keep the focus) from one update to the next.
  async function copyLink(event) {
    try {
      await navigator.clipboard.writeText(room.link);
    } catch {
      const field = event.target.closest('.room-link-box').querySelector('.room-link');
      field.select();
      document.execCommand('copy');
    }
    notify(t('room-link-copied'), 'info');
  }
  function renderTopbar(view) {
    const gameName = gameNameOf(room.gameInfo || { id: view.room.game });
    // The rules open in a new tab, so the game stays where it is.
    show(
      topbarRoom,
      html`<span class="room-game">${gameName}</span><a class="how-to-play-link" href=${howToPlayLink(view.room.game)} target="_blank" rel="noopener">${t('start-how-to-play')}</a><span class="room-link-box"><input class="room-link" type="text" dir="ltr" readonly .value=${room.link} aria-label=${t('room-link')} @focus=${(e) => e.target.select()}><button type="button" class="copy-link" @click=${copyLink}>${t('room-copy-link')}</button></span>`,
    );
  }

  // The host hands an away seat to a bot of the level picked beside the
  // button (read from the select, which stays between updates).
  function botTakesOver(seat) {
    const take = (event) => {
      const level = event.currentTarget.closest('.bot-control').querySelector('select').value;
      request({ type: 'add_bot', seat: seat.seat, level }).catch(() => {});
    };
    return html`<span class="bot-control"><select aria-label=${t('room-bot-level-for', { n: seat.seat + 1 })}>${['easy', 'medium', 'hard'].map((l) => html`<option value=${l} ?selected=${l === 'medium'}>${t('bot-level', { level: l })}</option>`)}</select><button type="button" class="add-bot" @click=${take}>${t('room-bot-takes-over')}</button></span>`;
  }

  function personRow(seat, view) {
    const state = seatState(seat);
    const tags = [];
    const tag = (className, text) => tags.push(html`<span class=${className}>${text}</span>`);
    if (seat.seat === room.mySeat) tag('tag tag-you', t('tag-you'));
    if (seat.host) tag('tag', t('tag-host'));
    if (state === 'bot') tag('tag tag-bot', t('tag-bot', { level: botLevel(seat) }));
    if (state === 'away') tag('tag tag-away', t('tag-away'));
    if (seat.resigned) tag('tag tag-resigned', t('tag-resigned'));
    const control = room.isHost && replaceable(seat) && view.room.status === 'playing' ? botTakesOver(seat) : null;
    return html`<li class=${`person person-${state}`} data-seat=${seat.seat}>${state === 'free' ? html`<span class="badge-empty"></span>` : playerBadge(seat.icon, seat.color, 22)}<span class="person-name" dir="auto">${state === 'free' ? t('room-seat-free', { n: seat.seat + 1 }) : seat.name || t('room-player-n', { n: seat.seat + 1 })}</span>${tags}${control}</li>`;
  }

  // The people panel: a template, so its rows and buttons (Resign, Bot takes
  // over) stay the same elements between updates.
  function renderPeople(view) {
    const watchers = view.room.spectators || 0;
    const clock = clockOf(view.room);
    show(
      peoplePanel,
      html`<h2>${t('room-players')}</h2><ul class="people-list">${view.room.seats.map((seat) => personRow(seat, view))}</ul>${resignControl(view)}<p class="muted small">${room.mySeat === null ? t('room-you-watch') : ''}${watchers ? ` ${t('room-watching', { count: watchers })}` : ''}</p>${clock ? html`<p class="muted small turn-clock-rule">${clockRule(clock)}</p>` : null}`,
    );
  }

  // Resigning, with a confirm step: the button asks, a second button does it.
  // Only a seated player, only while the game is played, and only in games
  // whose view has no resignation of its own (the rules' give_up or resign,
  // on one's turn).
  function resignControl(view) {
    const mine = room.mySeat === null ? null : view.room.seats.find((seat) => seat.seat === room.mySeat);
    const inView = Boolean(room.gameModule && room.gameModule.resignsInView);
    if (view.room.status !== 'playing' || !mine || mine.resigned || inView) {
      room.confirmingResign = false;
      return null;
    }
    // Opening and closing the confirm step swaps its buttons: the focus is
    // moved on purpose (not a repair), to "Keep playing" (the harmless
    // answer, so a second Enter does not resign) and back to "Resign…".
    const ask = (confirming, focus) => {
      room.confirmingResign = confirming;
      render();
      peoplePanel.querySelector(focus)?.focus();
    };
    if (!room.confirmingResign) {
      return html`<p class="resign-control"><button type="button" class="resign" @click=${() => ask(true, '.resign-no')}>${t('room-resign')}</button></p>`;
    }
    const yes = () => {
      room.confirmingResign = false;
      request({ type: 'resign' }).catch(() => {});
      render();
    };
    return html`<p class="resign-control resign-confirm" role="group" aria-label=${t('room-resign-group')}><span>${t('room-resign-ask')}</span><button type="button" class="resign-yes danger" @click=${yes}>${t('room-resign-yes')}</button><button type="button" class="resign-no" @click=${() => ask(false, '.resign')}>${t('room-resign-no')}</button></p>`;
  }

  // The log: a template of its last lines (listWindow: up to 350, then the
  // last 300 by seq); lines already shown stay, a move adds nodes at the end.
  function renderLog(view) {
    const entries = view.log || [];
    const key = `${room.gameModule ? 'm' : ''}${entries.length}:${entries.length ? entries[entries.length - 1].seq : 0}`;
    if (logList.dataset.key === key) return;
    logList.dataset.key = key;
    const module = room.gameModule;
    const nearBottom = logList.scrollHeight - logList.scrollTop - logList.clientHeight < 40;
    const lines = [];
    const logWindow = listWindow(entries, (entry) => Number(entry.seq), room.logFrom, 300, 50);
    room.logFrom = logWindow.from;
    for (const entry of logWindow.shown) {
      const text = agreementLogLine(entry.event || {}, nameOf) || (module ? module.describeEvent(entry.event || {}, nameOf, view.game) : null);
      if (!text) continue;
      // A move a person did not play says who did: a bot seat, or the turn clock's bot.
      const by = entry.by === 'clock' ? html` <span class="log-by log-by-clock" title=${t('room-log-by-clock-title')}>${t('room-log-by-clock')}</span>`
        : entry.by === 'bot' ? html` <span class="log-by log-by-bot">${t('room-log-by-bot')}</span>` : null;
      lines.push(html`<li data-seq=${entry.seq} data-by=${by ? entry.by : nothing}>${text}${by}</li>`);
    }
    show(logList, lines.length ? lines : html`<li class="muted">${t('room-log-empty')}</li>`);
    if (nearBottom || lines.length < 12) logList.scrollTop = logList.scrollHeight;
  }

  async function ensureGameModule(gameId) {
    if (room.gameModule) return room.gameModule;
    if (!room.loadingGame) {
      room.loadingGame = loadGameModule(gameId).then((module) => {
        room.gameModule = module;
        render();  // labels and log lines come from the module
        return module;
      });
    }
    return room.loadingGame;
  }

  function gameContext(view) {
    return { view, game: view.game, mySeat: room.mySeat, seats: view.room.seats, version: room.sync.version, status: view.room.status, nameOf, rules: room.rules };
  }

  function render() {
    const view = room.sync.view;
    if (!view || room.missing) return;
    // The host role can pass to another seat while we are here (the host was
    // away for the grace period): the seat marked host is the host.
    const hostSeat = (view.room.seats || []).find((seat) => seat.host);
    // A seat a bot plays is no longer ours (we resigned a game that goes on).
    const mine = room.mySeat === null ? null : (view.room.seats || []).find((seat) => seat.seat === room.mySeat);
    if (mine && mine.bot && mine.resigned) {
      room.mySeat = null;
      saveRoomSecrets(code, { seat_token: null });
    }
    room.isHost = hostSeat ? room.mySeat === hostSeat.seat : room.joinedAsHost === true;
    const status = view.room.status;
    root.dataset.status = status;
    root.dataset.version = String(room.sync.version);
    root.dataset.mySeat = room.mySeat === null ? '' : String(room.mySeat);
    chat.setSeated(room.mySeat !== null);
    // A tab in the background still tells its player when it is their turn.
    const myTurn = room.mySeat !== null && (view.to_act || []).includes(room.mySeat) && (view.legal_moves || []).length > 0;
    document.title = t(myTurn ? 'room-title-your-turn' : 'room-title', { game: gameNameOf(room.gameInfo || { id: view.room.game }) });
    renderTopbar(view);
    turnClock.update(view, room.mySeat);
    yourTurn.update({ myTurn, seated: room.mySeat !== null, gameName: (room.gameInfo && room.gameInfo.name) || view.room.game, code });
    const mineNow = room.mySeat === null ? null : (view.room.seats || []).find((seat) => seat.seat === room.mySeat);
    notifications.update({ seat: room.mySeat, person: Boolean(mineNow && !mineNow.bot) });
    // A knock for each update that brings moves (not for the log as it
    // stands when the page opens).
    const log = view.log || [];
    const fresh = entriesAfter(room.lastLogSeq, log);
    if (status !== 'lobby' && fresh.length > 0) yourTurn.moved({ capture: capturedIn(fresh, room.gameModule) });
    room.lastLogSeq = log.length ? Number(log[log.length - 1].seq) : 0;
    // The lobby may have been scrolled down to its Start button (a phone):
    // the game begins at the top of the page, with the board in sight.
    if (room.shownStatus === 'lobby' && status !== 'lobby') window.scrollTo(0, 0);
    room.shownStatus = status;

    if (!room.gameInfo && !room.fetchingInfo) {
      room.fetchingInfo = fetchGameInfo(view.room.game).then((info) => {
        room.gameInfo = info;
        room.rules = ruleEntries(info);
        render();
      });
    }

    const inLobby = status === 'lobby';
    lobbyBox.hidden = !inLobby;
    peoplePanel.hidden = inLobby;
    renamePanel.hidden = inLobby || room.mySeat === null;
    logPanel.hidden = inLobby;
    if (inLobby) {
      // The game's module may name teams for the seats (it renders again once loaded).
      ensureGameModule(view.room.game);
      lobby.update(view);
      // The room's creator asked on the start page to play: sit down once.
      if (room.mySeat === null && loadRoomSecrets(code).sit_on_arrival) {
        saveRoomSecrets(code, { sit_on_arrival: null });
        lobby.sitAtFirstFreeSeat();
      }
      if (lobbyBox.firstChild !== lobby.element) replaceChildren(lobbyBox, lobby.element);
      if (room.gameController) {
        room.gameController.destroy();
        room.gameController = null;
        newGameContainers();
      }
    } else {
      renderPeople(view);
    }

    offers.update(view, room.mySeat, room.isHost);
    // A pending offer waits for answers at the top; the buttons that make
    // one sit under the game, so they never push a board's last row (or a
    // prompt's choices) below the fold on a laptop.
    const offerPlace = view.room.offer ? lobbyBox : gameStage.nextSibling;
    if (offers.element.nextSibling !== offerPlace) stage.insertBefore(offers.element, offerPlace);
    if (status === 'finished' && view.outcome) {
      outcomeBox.hidden = false;
      show(
        outcomeBox,
        renderOutcome({
          outcome: view.outcome,
          seats: view.room.seats,
          mySeat: room.mySeat,
          isHost: room.isHost,
          labelOf: (key) => (room.gameModule ? room.gameModule.breakdownLabel(key) : key),
          order: (room.gameModule && room.gameModule.breakdownOrder) || [],
          onRematch: () => request({ type: 'rematch' }),
          replayHref: `/r/${code}/replay?round=${view.room.round}`,
        }),
      );
    } else {
      outcomeBox.hidden = true;
      show(outcomeBox, nothing);
    }

    if (!inLobby && view.game) {
      ensureGameModule(view.room.game).then((module) => {
        const current = room.sync.view;
        if (!current || current.room.status === 'lobby') return;
        if (!room.gameController) {
          room.gameController = module.createGameView({
            stage: gameStage,
            side: gameSide,
            send: (move) => request({ type: 'move', move }),
          });
        }
        room.gameController.update(gameContext(current));
        renderLog(current);
      });
    }
    renderLog(view);
  }

  room.connection = new Connection({ onMessage, onStatus: setConnectionStatus, onReady: join });
  room.connection.start();
}
