// Every seat's hand in a replay: once a game is over nothing is secret, and
// the replay carries, beside each spectator position, what each seat alone
// held (`step.revealed[seat].hand`, PROTOCOL.md), as Board Game Arena shows a
// finished game's hands. Pure: a lit-html template.
import { html } from '../../js/lit.js';
import { t } from '../../js/i18n.js';
import { parseCard, isRed, cardLong, suitSymbol } from './cards.js';

function miniCard(id) {
  const card = parseCard(id);
  if (!card) return null;
  return html`<li class="jk-mini-card ${isRed(card.suit) ? 'red' : 'black'}" data-card="${card.id}"><span aria-hidden="true">${card.rank}${suitSymbol(card.suit)}</span><span class="visually-hidden">${cardLong(card.id)}</span></li>`;
}

// `revealed`: [{hand: [card ids]}, ...] by seat; `nameOf(seat)`.
export function revealedPanel(revealed, nameOf) {
  const rows = revealed.map((own, seat) => {
    const hand = Array.isArray(own && own.hand) ? own.hand : [];
    return html`<li class="jk-revealed-seat" data-seat="${seat}"><bdi class="jk-revealed-name">${nameOf(seat)}</bdi>${hand.length
      ? html`<ul class="jk-mini-cards" aria-label="${t('jackaroo-revealed-cards-of', { name: nameOf(seat) })}">${hand.map(miniCard)}</ul>`
      : html`<span class="muted small">${t('jackaroo-revealed-none')}</span>`}</li>`;
  });
  return html`<h2>${t('jackaroo-revealed-title')}</h2><ul class="jk-revealed">${rows}</ul>`;
}
