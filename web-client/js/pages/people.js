// During a game, the room's side column: the people panel (each seat, its
// tags, the host's "Bot takes over" for an away seat, Resign with its
// confirm step, who watches, the clock's rule) and "Change your name" for a
// seated player (update_seat).
import { h } from '../dom.js';
import { html, show } from '../lit.js';
import { playerBadge } from '../player-icons.js';
import { loadProfile, saveProfile } from '../storage.js';
import { seatState, botLevel, replaceable } from '../seats.js';
import { clockOf, clockRule } from './turn-clock.js';
import { botControl } from './bot-control.js';
import { t } from '../i18n.js';

// The people panel: a template, so its rows and buttons (Resign, Bot takes
// over) stay the same elements between updates.
export function createPeoplePanel({ request }) {
  const element = h('section', { class: 'panel people', 'aria-label': t('room-players') });
  let confirmingResign = false;
  let shown = null;  // the last update's arguments, to draw again on a click

  function personRow(seat, view, { mySeat, isHost }) {
    const state = seatState(seat);
    const tags = [];
    const tag = (className, text) => tags.push(html`<span class=${className}>${text}</span>`);
    if (seat.seat === mySeat) tag('tag tag-you', t('tag-you'));
    if (seat.host) tag('tag', t('tag-host'));
    if (state === 'bot') tag('tag tag-bot', t('tag-bot', { level: botLevel(seat) }));
    if (state === 'away') tag('tag tag-away', t('tag-away'));
    if (seat.resigned) tag('tag tag-resigned', t('tag-resigned'));
    // The host hands an away seat to a bot of the level picked beside the button.
    const control = isHost && replaceable(seat) && view.room.status === 'playing' ? botControl(seat, t('room-bot-takes-over'), request) : null;
    return html`<li class=${`person person-${state}`} data-seat=${seat.seat}>${state === 'free' ? html`<span class="badge-empty"></span>` : playerBadge(seat.icon, seat.color, 22)}<span class="person-name" dir="auto">${state === 'free' ? t('room-seat-free', { n: seat.seat + 1 }) : seat.name || t('room-player-n', { n: seat.seat + 1 })}</span>${tags}${control}</li>`;
  }

  // Resigning, with a confirm step: the button asks, a second button does it.
  // Only a seated player, only while the game is played, and only in games
  // whose view has no resignation of its own (the rules' give_up or resign,
  // on one's turn).
  function resignControl(view, { mySeat, gameModule }) {
    const mine = mySeat === null ? null : view.room.seats.find((seat) => seat.seat === mySeat);
    const inView = Boolean(gameModule && gameModule.resignsInView);
    if (view.room.status !== 'playing' || !mine || mine.resigned || inView) {
      confirmingResign = false;
      return null;
    }
    // Opening and closing the confirm step swaps its buttons: the focus is
    // moved on purpose (not a repair), to "Keep playing" (the harmless
    // answer, so a second Enter does not resign) and back to "Resign…".
    const ask = (confirming, focus) => {
      confirmingResign = confirming;
      update(...shown);
      element.querySelector(focus)?.focus();
    };
    if (!confirmingResign) {
      return html`<p class="resign-control"><button type="button" class="resign" @click=${() => ask(true, '.resign-no')}>${t('room-resign')}</button></p>`;
    }
    const yes = () => {
      confirmingResign = false;
      request({ type: 'resign' }).catch(() => {});
      update(...shown);
    };
    // Escape answers "no", as a dialog's would.
    const escape = (event) => {
      if (event.key === 'Escape') ask(false, '.resign');
    };
    return html`<p class="resign-control resign-confirm" role="group" aria-label=${t('room-resign-group')} @keydown=${escape}><span>${t('room-resign-ask')}</span><button type="button" class="resign-yes danger" @click=${yes}>${t('room-resign-yes')}</button><button type="button" class="resign-no" @click=${() => ask(false, '.resign')}>${t('room-resign-no')}</button></p>`;
  }

  // `seen`: {mySeat, isHost, gameModule}.
  function update(view, seen) {
    shown = [view, seen];
    const watchers = view.room.spectators || 0;
    const clock = clockOf(view.room);
    show(
      element,
      html`<h2>${t('room-players')}</h2><ul class="people-list">${view.room.seats.map((seat) => personRow(seat, view, seen))}</ul>${resignControl(view, seen)}<p class="muted small">${seen.mySeat === null ? t('room-you-watch') : ''}${watchers ? ` ${t('room-watching', { count: watchers })}` : ''}</p>${clock ? html`<p class="muted small turn-clock-rule">${clockRule(clock)}</p>` : null}`,
    );
  }

  return { element, update };
}

// During a game a seated player may still change their name (update_seat);
// the lobby has its own fields. Built once, so typing survives patches.
// `myName()`: the seat's name as the room shows it now.
export function createRenamePanel({ updateSeat, myName }) {
  const input = h('input', { type: 'text', maxlength: 24, id: 'rename-input', 'aria-label': t('start-your-name'), autocomplete: 'nickname', dir: 'auto' });
  const element = h(
    'details',
    { class: 'panel rename', hidden: true },
    h('summary', {}, t('room-rename')),
    h(
      'form',
      {
        class: 'rename-form inline-field',
        onsubmit: async (event) => {
          event.preventDefault();
          const name = input.value.trim();
          if (!name) return;
          try {
            await updateSeat({ name });
            saveProfile({ ...loadProfile(), name });
            element.open = false;
          } catch {
            // shown by request()
          }
        },
      },
      input,
      h('button', { type: 'submit' }, t('room-rename-save')),
    ),
  );
  // Opening the panel fills in the seat's name and focuses the field: a
  // focus move the person asked for by opening it (not a repair: the panel
  // is made once and no update rebuilds it).
  element.addEventListener('toggle', () => {
    const name = myName();
    if (element.open && name !== null) {
      input.value = name;
      input.focus();
    }
  });
  return { element };
}
