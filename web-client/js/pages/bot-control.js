// A level select and a button that puts a bot in a seat (`add_bot`): the
// lobby's "Add bot" and, during a game, the host's "Bot takes over" for an
// away seat. The level is read from the select when clicked (it stays
// between updates, so a level picked stays picked).
import { html } from '../lit.js';
import { t } from '../i18n.js';

export function botControl(seat, label, request) {
  const add = (event) => {
    const level = event.currentTarget.closest('.bot-control').querySelector('select').value;
    request({ type: 'add_bot', seat: seat.seat, level }).catch(() => {});
  };
  return html`<span class="bot-control"><select aria-label=${t('room-bot-level-for', { n: seat.seat + 1 })}>${['easy', 'medium', 'hard'].map((l) => html`<option value=${l} ?selected=${l === 'medium'}>${t('bot-level', { level: l })}</option>`)}</select><button type="button" class="add-bot" @click=${add}>${label}</button></span>`;
}
