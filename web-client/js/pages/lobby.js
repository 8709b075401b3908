// The lobby: the invitation link, your name/icon/colour, the seats (take one
// or watch), and the host's controls (options, turn clock, bots, start).
import { h } from '../dom.js';
import { html, show, constantSvg } from '../lit.js';
import { playerIcons, playerIconNames, playerColors, playerColorNames, playerBadge } from '../player-icons.js';
import { shapeOfColor } from '../seat-shapes.js';
import { loadProfile, saveProfile } from '../storage.js';
import { optionFields, readOptions, optionsSummary, linkDependentFields } from '../options-form.js';
import { notify } from '../notify.js';
import { t, formatList } from '../i18n.js';
import { seatState, botLevel, replaceable, teamsOfRoom } from '../seats.js';
import { botControl } from './bot-control.js';
import { copyRoomLink } from './room-topbar.js';
import { clockChoices, clockOf, clockLength, clockSummary, timeoutChoiceOf, turnClockField, turnClockRequest } from './turn-clock.js';

// The saved name, icon and colour; a newcomer gets a random icon and colour,
// remembered at once so that every page of this browser shows the same.
export function initialProfile() {
  const saved = loadProfile();
  const profile = {
    name: typeof saved.name === 'string' ? saved.name.slice(0, 24) : '',
    icon: playerIconNames.includes(saved.icon) ? saved.icon : playerIconNames[Math.floor(Math.random() * playerIconNames.length)],
    color: playerColors.includes(saved.color) ? saved.color : playerColors[Math.floor(Math.random() * playerColors.length)],
  };
  if (profile.icon !== saved.icon || profile.color !== saved.color) saveProfile({ ...saved, ...profile });
  return profile;
}

// `session`: the room's (../room-session.js): our seat, whether we host, the
// requests. update(view, {gameInfo, gameModule}) draws the lobby for a view.
export function createLobby({ session, link }) {
  const profile = initialProfile();
  let game = { gameInfo: null, gameModule: null };

  // --- invitation
  const linkInput = h('input', { type: 'text', readonly: true, value: link, class: 'invite-link', dir: 'ltr', 'aria-label': t('lobby-invite-link'), onfocus: (e) => e.target.select() });
  const invite = h(
    'section',
    { class: 'panel invite' },
    h('h2', {}, t('lobby-invite')),
    h('p', { class: 'muted' }, t('lobby-invite-help')),
    h(
      'div',
      { class: 'inline-field' },
      linkInput,
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          onclick: () => copyRoomLink(link, linkInput),
        },
        t('room-copy-link'),
      ),
    ),
  );

  // --- you: name, icon, colour
  // The badge, the icons and the colours are templates (renderProfile); the
  // name field is one element made once, never part of a re-rendered
  // template, so what is being typed in it is never written over by a render.
  const preview = h('span', { class: 'profile-preview' });
  const nameInput = h('input', {
    id: 'player-name',
    type: 'text',
    maxlength: 24,
    value: profile.name,
    placeholder: t('start-your-name'),
    autocomplete: 'nickname',
    dir: 'auto',
    oninput: () => {
      profile.name = nameInput.value;
      saveProfile(profile);
      showNameHint();
    },
    // Seated: the seat takes the new name when the field is left (or Enter).
    onchange: () => {
      const name = nameInput.value.trim();
      if (session.mySeat !== null && name) updateMySeat({ name });
    },
  });
  // Two players of the same name are hard to tell apart: a gentle hint (it
  // does not stop anyone from sitting down).
  const nameHint = h('p', { class: 'name-hint', id: 'player-name-hint', role: 'status', hidden: true });
  nameInput.setAttribute('aria-describedby', 'player-name-hint');
  function showNameHint() {
    const view = lastView;
    const wanted = nameInput.value.trim().toLocaleLowerCase();
    const twin = view && wanted
      ? view.room.seats.find((seat) => seat.taken && seat.seat !== session.mySeat && String(seat.name || '').trim().toLocaleLowerCase() === wanted)
      : null;
    nameHint.hidden = !twin;
    nameHint.textContent = twin ? `${twin.name.trim()} is already playing — pick another name?` : '';
  }
  const iconChoices = h('div', { class: 'choices icon-choices', role: 'radiogroup', 'aria-label': t('lobby-icon') });
  const colorChoices = h('div', { class: 'choices color-choices', role: 'radiogroup', 'aria-label': t('lobby-colour') });
  // The colours other seats show (lower case), with the seat showing each.
  let takenBy = new Map();

  function pick(fields) {
    Object.assign(profile, fields);
    saveProfile(profile);
    renderProfile();
    if (session.mySeat !== null) updateMySeat(fields);
  }
  const iconChoice = (icon) => html`<label class="choice" title=${t('icon-name', { icon })}><input type="radio" name="player-icon" value=${icon} aria-label=${t('icon-name', { icon })} .checked=${icon === profile.icon} @change=${() => pick({ icon })}><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">${constantSvg(playerIcons[icon])}</svg></label>`;
  function colorChoice(color) {
    const owner = takenBy.get(color.toLowerCase());
    const name = t('colour-name', { colour: playerColorNames[color] || color });
    const title = owner ? t('colour-taken', { colour: name, owner: owner.name || t('seat-n', { n: owner.seat + 1 }) }) : name;
    return html`<label class="choice" title=${title} data-taken=${owner ? 'true' : 'false'}><input type="radio" name="player-color" value=${color} aria-label=${name} .checked=${color === profile.color} ?disabled=${Boolean(owner)} @change=${() => pick({ color })}><span class="swatch" data-color=${color} data-shape=${shapeOfColor(color)}></span></label>`;
  }
  // The badge, icons and colours as the profile stands. The swatches' colours
  // go through the CSSOM (no style attribute under the CSP).
  function renderProfile() {
    show(preview, playerBadge(profile.icon, profile.color, 40));
    show(iconChoices, html`${playerIconNames.map(iconChoice)}`);
    show(colorChoices, html`${playerColors.map(colorChoice)}`);
    for (const swatch of colorChoices.querySelectorAll('.swatch[data-color]')) swatch.style.setProperty('--swatch-color', swatch.dataset.color);
  }

  // A seated player's change goes to the server at once; when it is refused
  // (name_taken, color_taken: someone was quicker), the fields show the
  // seat's name, icon and colour again.
  async function updateMySeat(fields) {
    try {
      await session.updateSeat(fields);
    } catch {
      const seat = lastView && lastView.room.seats.find((candidate) => candidate.seat === session.mySeat);
      if (seat) showSeatProfile(seat, { refused: true });
    }
  }
  // The fields show the seat's own (a name being typed is left alone, unless
  // the server just refused it).
  function showSeatProfile(seat, { refused = false } = {}) {
    if (refused || document.activeElement !== nameInput) nameInput.value = seat.name || '';
    profile.name = nameInput.value;
    if (playerIconNames.includes(seat.icon)) profile.icon = seat.icon;
    if (playerColors.includes(seat.color)) profile.color = seat.color;
    saveProfile(profile);
    renderProfile();
  }

  // Two players of one colour are hard to tell apart (the server refuses
  // it): a colour another seat shows is greyed out, and a newcomer whose
  // colour is taken gets the first free one (kept in the profile as if clicked).
  function showTakenColors(view, seated) {
    takenBy = new Map();
    for (const seat of view.room.seats) {
      if (seat.taken && seat.seat !== session.mySeat && typeof seat.color === 'string') takenBy.set(seat.color.toLowerCase(), seat);
    }
    if (!seated && takenBy.has(String(profile.color).toLowerCase())) {
      const free = playerColors.find((color) => !takenBy.has(color.toLowerCase()));
      if (free) {
        profile.color = free;
        saveProfile(profile);
      }
    }
    renderProfile();
  }

  const profileFields = h(
    'div',
    { class: 'profile-fields' },
    h('div', { class: 'field' }, h('label', { for: 'player-name' }, t('lobby-name')), nameInput, nameHint),
    h('div', { class: 'field' }, h('span', { class: 'label' }, t('lobby-icon')), iconChoices),
    h('div', { class: 'field' }, h('span', { class: 'label' }, t('lobby-colour')), colorChoices),
  );
  const youStatus = h('div', { class: 'you-status' });
  const you = h('section', { class: 'panel you' }, h('h2', {}, t('start-you')), h('div', { class: 'you-row' }, preview, profileFields), youStatus);
  renderProfile();

  // --- seats: rendered from each view (seatsTemplate), so a seat's box and
  // its buttons are the same elements from one update to the next.
  const seatsPanel = h('section', { class: 'panel seats' });

  // --- host controls
  const optionsForm = h('form', { class: 'options-form' });
  const startButton = h('button', { type: 'button', class: 'primary big start-game' }, t('lobby-start'));
  const startHint = h('p', { class: 'muted small start-hint' });

  // The turn clock is not part of the options form: a change is sent at once.
  const clockSelect = h('select', { id: 'turn-clock', name: 'turn-clock', 'aria-describedby': 'turn-clock-help' });
  const { field: clockField, bot: clockBot } = turnClockField(clockSelect);
  const hostPanel = h('section', { class: 'panel host' }, h('h2', {}, t('lobby-host')), optionsForm, clockField, startButton, startHint);
  const guestOptions = h('section', { class: 'panel guest-options' }, h('h2', {}, t('start-options')), h('p', { class: 'options-summary' }), h('p', { class: 'turn-clock-summary' }));

  startButton.addEventListener('click', async () => {
    startButton.disabled = true;
    try {
      await session.request({ type: 'start' });
    } catch {
      startButton.disabled = false;
    }
  });

  const requireName = () => {
    profile.name = nameInput.value.trim();
    if (!profile.name) {
      notify(t('lobby-name-first'));
      // Not a repair: the click on "Sit here" asks for a name, so the
      // focus goes where it is to be typed.
      nameInput.focus();
      return false;
    }
    saveProfile(profile);
    return true;
  };

  // Teams, as the server says (`room.teams`); a server without them leaves
  // it to the game's view module (`teamsOf(seatCount)`).
  function teamsOfSeats(view) {
    if ('teams' in view.room) return teamsOfRoom(view.room);
    const teamsOf = game.gameModule && game.gameModule.teamsOf;
    return teamsOf ? teamsOf(view.room.seats.length) : null;
  }

  // The host swaps two seats: "Swap…" on one, then "Swap with seat N" on the
  // other (or Cancel). One button per seat whose words change, so the one
  // clicked keeps the focus.
  let swapFrom = null;
  const rerender = () => {
    if (lastView) lobbyApi.update(lastView, game);
  };
  function swapButton(seat) {
    if (!session.isHost) return null;
    let kind = 'swap-seat';
    let label = t('lobby-swap');
    let onClick = () => { swapFrom = seat.seat; rerender(); };
    if (swapFrom === seat.seat) {
      kind = 'swap-cancel';
      label = t('lobby-swap-cancel');
      onClick = () => { swapFrom = null; rerender(); };
    } else if (swapFrom !== null) {
      const from = swapFrom;
      kind = 'primary swap-target';
      label = t('lobby-swap-with', { n: from + 1 });
      onClick = () => {
        swapFrom = null;
        session.swapSeats(from, seat.seat).catch(() => {});
        rerender();
      };
    }
    return html`<button type="button" class=${kind} data-seat=${seat.seat} @click=${onClick}>${label}</button>`;
  }

  const tag = (className, text, team) => (team ? html`<span class=${className} data-team=${team}>${text}</span>` : html`<span class=${className}>${text}</span>`);

  function seatButtons(seat, state, mine) {
    const buttons = [];
    if (state === 'free' && session.mySeat !== null) {
      buttons.push(html`<button type="button" class="move-seat" data-seat=${seat.seat} @click=${() => session.moveToSeat(seat.seat).catch(() => {})}>${t('lobby-move-here')}</button>`);
    }
    if (state === 'free' && session.mySeat === null) {
      const sit = () => {
        if (requireName()) session.takeSeat(seat.seat, profile).catch(() => {});
      };
      buttons.push(html`<button type="button" class="primary take-seat" data-seat=${seat.seat} @click=${sit}>${t('lobby-sit-here')}</button>`);
    }
    if (mine) buttons.push(html`<button type="button" class="leave-seat" @click=${() => session.leaveSeat().catch(() => {})}>${t('lobby-leave-seat')}</button>`);
    if (session.isHost && (state === 'free' || replaceable(seat))) buttons.push(botControl(seat, t('lobby-add-bot'), session.request));
    if (session.isHost && state === 'bot') {
      buttons.push(html`<button type="button" class="remove-bot" @click=${() => session.request({ type: 'remove_bot', seat: seat.seat }).catch(() => {})}>${t('lobby-remove-bot')}</button>`);
    }
    if (session.isHost && replaceable(seat)) {
      buttons.push(html`<button type="button" @click=${() => session.request({ type: 'release_seat', seat: seat.seat }).catch(() => {})}>${t('lobby-free-seat')}</button>`);
    }
    buttons.push(swapButton(seat));
    return buttons;
  }

  function seatRow(seat, teams) {
    const state = seatState(seat);
    const mine = seat.seat === session.mySeat;
    const tags = [];
    const team = teams ? teams.find((candidate) => candidate.seats.includes(seat.seat)) : null;
    if (team) tags.push(tag('tag tag-team', team.name, team.name));
    if (mine) tags.push(tag('tag tag-you', t('tag-you')));
    if (seat.host) tags.push(tag('tag', t('tag-host')));
    if (state === 'bot') tags.push(tag('tag tag-bot', t('tag-bot', { level: botLevel(seat) })));
    if (state === 'away') tags.push(tag('tag tag-away', t('tag-away')));
    return html`<li class=${`seat seat-${state}${mine ? ' seat-mine' : ''}`} data-seat=${seat.seat} data-state=${state}>${state === 'free' ? html`<span class="badge-empty" aria-hidden="true"></span>` : playerBadge(seat.icon, seat.color, 32)}<span class="seat-name" dir="auto">${state === 'free' ? t('lobby-seat-free', { n: seat.seat + 1 }) : seat.name || t('room-player-n', { n: seat.seat + 1 })}</span><span class="seat-tags">${tags}</span><span class="seat-actions">${seatButtons(seat, state, mine)}</span></li>`;
  }

  const seatNumbers = (team) => formatList(team.seats.map((index) => String(index + 1)));

  // The seats panel: the teams (if any), the seats (one list per team), what
  // a guest waits for, and who watches.
  function seatsTemplate(view, teams) {
    const row = (index) => view.room.seats.find((seat) => seat.seat === index);
    const groups = teams
      ? teams.map((team) => html`<section class="team" data-team=${team.name}><h3 class="team-name">${t('lobby-team-seats', { team: team.name, seats: seatNumbers(team) })}</h3><ul class="seat-list">${team.seats.map(row).filter(Boolean).map((seat) => seatRow(seat, teams))}</ul></section>`)
      : html`<ul class="seat-list">${view.room.seats.map((seat) => seatRow(seat, teams))}</ul>`;
    const teamsText = teams ? t('lobby-teams', { teams: teams.map((team) => t('lobby-team-is', { team: team.name, seats: seatNumbers(team) })).join(t('list-comma')) }) : '';
    const free = view.room.seats.filter((seat) => !seat.taken).length;
    const waitText = free > 0 ? t('lobby-waiting-for', { count: free }) : t('lobby-waiting-host');
    const watchers = view.room.spectators || 0;
    const watching = `${session.mySeat === null ? `${t('lobby-you-watch')} ` : ''}${t('room-watching', { count: watchers })}`;
    return html`<h2>${t('lobby-seats')}</h2><p class="muted small lobby-teams" ?hidden=${!teams}>${teamsText}</p><div class="seat-groups">${groups}</div><p class="lobby-wait" role="status" ?hidden=${session.isHost}>${waitText}</p><p class="muted small spectators">${watching}</p>`;
  }

  let shownOptionsKey = null;
  function updateHost(view) {
    // The Start button follows the seats from the first view on, also while
    // the game's options (GET /api/games) are still on their way: it was
    // enabled then, with seats free, until they came.
    const free = view.room.seats.filter((seat) => !seat.taken).length;
    startButton.disabled = free > 0;
    startHint.textContent = free > 0 ? t('lobby-start-waiting', { count: free }) : t('lobby-everyone-here');
    const info = game.gameInfo;
    if (!info) return;
    const key = JSON.stringify([view.room.options || {}, view.room.seats.length]);
    // A field being edited is not written over; the Save button may keep
    // the focus (the form's fields are refreshed around it).
    const active = document.activeElement;
    const editing = optionsForm.contains(active) && active !== optionsForm.querySelector('button[type=submit]');
    if (key !== shownOptionsKey && !editing) {
      shownOptionsKey = key;
      const min = view.room.min_players ?? info.min_players;
      const max = view.room.max_players ?? info.max_players;
      const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      // The game's option fields are made by options-form.js (DOM), anew
      // when the options change.
      const fields = optionFields(info.options, view.room.options || {});
      show(
        optionsForm,
        html`<div class="options-grid"><div class="field"><label for="room-seats">${t('start-players')}</label><select id="room-seats" name="room-seats">${counts.map((count) => html`<option value=${count}>${String(count)}</option>`)}</select></div>${fields}</div><button type="submit">${t('lobby-save-options')}</button>`,
      );
      optionsForm.querySelector('#room-seats').value = String(view.room.seats.length);
      linkDependentFields(optionsForm, info.options);
    }
  }

  // Shows the room's clock in the host's selects. A length the lobby does not
  // offer (set through the protocol) gets an entry of its own.
  let clockRequests = 0;
  let lastView = null;
  function showClock(roomView) {
    const clock = clockOf(roomView);
    const seconds = clock ? clock.seconds : 0;
    if (![...clockSelect.options].some((option) => Number(option.value) === seconds)) {
      const choices = clockChoices.some((choice) => choice.seconds === seconds)
        ? clockChoices
        : [...clockChoices, { seconds, label: clockLength(seconds) }].sort((a, b) => a.seconds - b.seconds);
      show(clockSelect, html`${choices.map((choice) => html`<option value=${choice.seconds}>${choice.label}</option>`)}`);
    }
    clockSelect.value = String(seconds);
    // Without a clock the bot select keeps the host's last pick, hidden.
    if (clock) clockBot.value = timeoutChoiceOf(clock);
    clockBot.hidden = !clock;
  }

  async function sendClock() {
    const turnClock = turnClockRequest(Number.parseInt(clockSelect.value, 10) || 0, clockBot.value);
    clockBot.hidden = turnClock.seconds === 0;
    clockRequests += 1;
    try {
      await session.request({ type: 'set_options', turn_clock: turnClock });
      notify(`${clockSummary(clockOf({ turn_clock: turnClock }))}.`, 'info');
    } catch {
      // shown by the room
    } finally {
      clockRequests -= 1;
      // While requests were on their way the selects kept the host's choice;
      // now they show the room's clock again (the old one, if refused).
      if (clockRequests === 0 && lastView) showClock(lastView.room);
    }
  }
  clockSelect.addEventListener('change', sendClock);
  clockBot.addEventListener('change', sendClock);

  optionsForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!game.gameInfo) return;
    try {
      const seatsField = optionsForm.querySelector('[name="room-seats"]');
      const message = { type: 'set_options', options: readOptions(optionsForm, game.gameInfo.options) };
      if (seatsField) message.seats = Number.parseInt(seatsField.value, 10);
      await session.request(message);
      notify(t('lobby-options-saved'), 'info');
    } catch {
      // shown by the room
    }
  });

  const element = h('div', { class: 'lobby' }, h('div', { class: 'lobby-main' }, seatsPanel, you, invite), h('div', { class: 'lobby-side' }, hostPanel, guestOptions));

  const lobbyApi = {
    element,
    // For the creator who chose "I'm playing" on the start page.
    sitAtFirstFreeSeat() {
      const seat = lastView && lastView.room.seats.find((candidate) => !candidate.taken);
      if (seat) session.takeSeat(seat.seat, profile).catch(() => {});
    },
    update(view, { gameInfo, gameModule }) {
      game = { gameInfo, gameModule };
      const teams = teamsOfSeats(view);
      if (swapFrom !== null && !(session.isHost && swapFrom < view.room.seats.length)) swapFrom = null;
      show(seatsPanel, seatsTemplate(view, teams));
      const seated = session.mySeat !== null;
      const mine = seated ? view.room.seats.find((seat) => seat.seat === session.mySeat) : null;
      if (mine) showSeatProfile(mine);
      showTakenColors(view, seated);
      youStatus.textContent = seated ? t('lobby-changes-show') : '';
      hostPanel.hidden = !session.isHost;
      guestOptions.hidden = session.isHost;
      lastView = view;
      showNameHint();
      // Servers without turn clocks send no `turn_clock`: nothing to show.
      const hasClock = 'turn_clock' in view.room;
      clockField.hidden = !hasClock;
      const clockText = guestOptions.querySelector('.turn-clock-summary');
      clockText.hidden = !hasClock;
      clockText.textContent = hasClock ? clockSummary(clockOf(view.room)) : '';
      if (session.isHost) {
        updateHost(view);
        if (clockRequests === 0) showClock(view.room);
      } else {
        guestOptions.querySelector('.options-summary').textContent = optionsSummary(game.gameInfo && game.gameInfo.options, view.room.options) || '';
      }
    },
  };
  return lobbyApi;
}
