// The start page: pick a game from GET /api/games, set its options and the
// turn clock (the same choices as the lobby), create a room and go to its link.
import { h, replaceChildren } from '../dom.js';
import { optionFields, readOptions, linkDependentFields } from '../options-form.js';
import { Connection } from '../connection.js';
import { saveRoomSecrets, loadProfile, saveProfile, listSavedRooms } from '../storage.js';
import { describeError } from '../errors.js';
import { notify } from '../notify.js';
import { clockChoices, turnClockField, turnClockRequest } from './turn-clock.js';
import { howToPlayLink } from './how-to-play.js';
import { playersText, gameName, gameSummary } from '../game-info.js';
import { t } from '../i18n.js';
import { seatsToAsk, text as gamesText } from '../games-list.js';

async function fetchGames() {
  const response = await fetch('/api/games', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  return Array.isArray(body) ? body : body.games || [];
}

// Opens a connection just long enough to create a room.
function createRoom(game, options, seats, turnClock) {
  return new Promise((resolve, reject) => {
    const connection = new Connection({
      onReady: async () => {
        try {
          const message = { type: 'create_room', game, options, seats };
          // No clock is the default: seconds 0 need not be sent.
          if (turnClock && turnClock.seconds > 0) message.turn_clock = turnClock;
          const reply = await connection.request(message);
          resolve(reply);
        } catch (error) {
          reject(error);
        } finally {
          connection.stop();
        }
      },
      onStatus: (status) => {
        if (status === 'reconnecting') {
          connection.stop();
          reject({ code: 'disconnected', message: t('start-unreachable') });
        }
      },
    });
    connection.start();
  });
}

function defaultSeats(game) {
  return Math.min(Math.max(2, game.min_players), game.max_players);
}

export async function showStartPage(main) {
  document.title = t('start-title');
  const status = h('p', { class: 'muted' }, t('start-loading'));
  replaceChildren(main, h('section', { class: 'start' }, h('h1', {}, t('start-heading')), status));

  let games;
  try {
    games = await fetchGames();
  } catch (error) {
    status.textContent = t('start-load-failed', { reason: error.message });
    return;
  }
  if (games.length === 0) {
    status.textContent = t('start-no-games');
    return;
  }

  // "/?game=kanga" (the how-to-play page's Play button) picks that game.
  const asked = new URLSearchParams(window.location.search).get('game');
  let chosen = games.find((game) => game.id === asked) || games[0];
  const optionsBox = h('div', { class: 'options-grid' });
  const seatsSelect = h('select', { id: 'seats', name: 'seats' });
  const renderOptions = () => {
    replaceChildren(optionsBox, optionFields(chosen.options, {}, false, chosen.id));
    linkDependentFields(optionsBox, chosen.options);
    replaceChildren(
      seatsSelect,
      Array.from({ length: chosen.max_players - chosen.min_players + 1 }, (_, i) => chosen.min_players + i).map((count) =>
        h('option', { value: count, selected: count === defaultSeats(chosen) }, t('players-count', { count })),
      ),
    );
  };

  const gamePicker = h(
    'fieldset',
    { class: 'game-picker' },
    h('legend', {}, t('start-game')),
    games.map((game) =>
      h(
        'label',
        { class: 'game-card' },
        h('input', {
          type: 'radio',
          name: 'game',
          value: game.id,
          checked: game === chosen,
          onchange: () => {
            chosen = game;
            renderOptions();
          },
        }),
        h('span', { class: 'game-name' }, gameName(game)),
        h('span', { class: 'game-summary' }, gameSummary(game)),
        h('span', { class: 'game-players' }, playersText(game.min_players, game.max_players)),
        game.how_to_play ? h('a', { class: 'game-rules', href: howToPlayLink(game.id), target: '_blank', rel: 'noopener' }, t('start-how-to-play')) : null,
      ),
    ),
  );

  // The turn clock, as in the lobby: a length (or none) and, with a clock,
  // the level of the bot that moves for a player who has not moved in time.
  const clockSelect = h(
    'select',
    { id: 'turn-clock', name: 'turn-clock', 'aria-describedby': 'turn-clock-help' },
    clockChoices.map((choice) => h('option', { value: choice.seconds, selected: choice.seconds === 0 }, choice.label)),
  );
  const { field: clockField, bot: clockBot } = turnClockField(clockSelect, { hideBot: true, more: t('start-clock-more') });
  clockSelect.addEventListener('change', () => {
    clockBot.hidden = clockSelect.value === '0';
  });

  // The creator usually plays: with a name here, the room seats them at once.
  const profile = loadProfile();
  const nameInput = h('input', { id: 'creator-name', type: 'text', maxlength: 24, value: typeof profile.name === 'string' ? profile.name : '', placeholder: t('start-your-name'), autocomplete: 'nickname', dir: 'auto' });
  const playsBox = h('input', { id: 'creator-plays', type: 'checkbox', checked: true });
  const youField = h(
    'fieldset',
    { class: 'creator' },
    h('legend', {}, t('start-you')),
    h('div', { class: 'field' }, h('label', { for: 'creator-name' }, t('start-your-name')), nameInput),
    h('label', { class: 'check' }, playsBox, ' ', t('start-playing')),
  );

  const createButton = h('button', { type: 'submit', class: 'primary big' }, t('start-create'));
  const form = h(
    'form',
    {
      class: 'panel create-form',
      onsubmit: async (event) => {
        event.preventDefault();
        const name = nameInput.value.trim();
        if (playsBox.checked && !name) {
          notify(t('start-name-first'));
          nameInput.focus();
          return;
        }
        if (name) saveProfile({ ...loadProfile(), name });
        createButton.disabled = true;
        createButton.textContent = t('start-creating');
        try {
          const options = readOptions(form, chosen.options);
          const turnClock = turnClockRequest(Number.parseInt(clockSelect.value, 10) || 0, clockBot.value);
          const reply = await createRoom(chosen.id, options, Number.parseInt(seatsSelect.value, 10), turnClock);
          saveRoomSecrets(reply.room, { host_token: reply.host_token, sit_on_arrival: playsBox.checked || null });
          window.location.assign(reply.link || `/r/${reply.room}`);
        } catch (error) {
          notify(describeError(error));
          createButton.disabled = false;
          createButton.textContent = t('start-create');
        }
      },
    },
    gamePicker,
    h('fieldset', { class: 'options' }, h('legend', {}, t('start-options')), h('div', { class: 'field' }, h('label', { for: 'seats' }, t('start-players')), seatsSelect), optionsBox, clockField),
    youField,
    createButton,
  );

  const joinInput = h('input', { id: 'join-code', type: 'text', placeholder: t('start-join-placeholder'), autocomplete: 'off', dir: 'auto' });
  const joinForm = h(
    'form',
    {
      class: 'panel join-form',
      onsubmit: (event) => {
        event.preventDefault();
        const text = joinInput.value.trim();
        const code = (text.match(/\/r\/([A-Za-z0-9_-]+)/) || [null, text])[1];
        if (/^[A-Za-z0-9_-]{1,64}$/.test(code || '')) window.location.assign(`/r/${code}`);
        else notify(t('start-join-bad'));
      },
    },
    h('h2', {}, t('start-join-heading')),
    h('div', { class: 'inline-field' }, h('label', { for: 'join-code', class: 'visually-hidden' }, t('start-join-label')), joinInput, h('button', { type: 'submit' }, t('start-join'))),
    // Back to a game this browser has a seat in ("Your games", /games).
    h('p', { class: 'start-games' }, h('a', { class: 'start-games-link', href: '/games' }, gamesText.startPageLink(seatsToAsk(listSavedRooms()).length))),
  );

  renderOptions();
  replaceChildren(
    main,
    h(
      'section',
      { class: 'start' },
      h('h1', {}, t('start-heading')),
      h('p', { class: 'lead' }, t('start-lead')),
      h('div', { class: 'start-columns' }, form, joinForm),
    ),
  );
}
