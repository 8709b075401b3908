// Offers between players: the buttons to offer a takeback, a draw or a
// rematch, and the banner of a pending offer (Accept / Decline for those
// asked, "waiting for..." for the others). Everything comes from the room
// view, so a reload shows the pending offer as it stands.
import { h } from '../dom.js';
import { html, nothing, show } from '../lit.js';
import { offerLine, waitingLine } from '../offer-text.js';
import { t } from '../i18n.js';

export function createOffers({ request, nameOf }) {
  const element = h('div', { class: 'offers', hidden: true });
  let shown = '';

  const button = (label, className, message) => html`<button type="button" class=${className} @click=${() => request(message).catch(() => {})}>${label}</button>`;

  // The pending offer: what is offered, Accept / Decline for those asked,
  // and who is still to answer.
  function banner(offer, mySeat, seated) {
    const asked = seated && (offer.awaiting || []).includes(mySeat);
    const answer = asked
      ? html`<span class="offer-answer">${button(t('offer-accept'), 'primary offer-accept', { type: 'answer_offer', accept: true })}${button(t('offer-decline'), 'offer-decline', { type: 'answer_offer', accept: false })}</span>`
      : null;
    return html`<div class="banner offer-banner" role="status" data-kind=${offer.kind}><span class="offer-text">${offerLine(offer, nameOf, mySeat)}</span>${answer}<span class="muted offer-waiting">${waitingLine(offer, nameOf, mySeat)}</span></div>`;
  }

  // `isHost`: the host starts a rematch at once (the final table's button),
  // so only guests are offered "Offer a rematch". A template: the buttons
  // stay the same elements while the offers stand.
  function update(view, mySeat, isHost = false) {
    const status = view.room.status;
    const offer = view.room.offer || null;
    const seated = mySeat !== null && mySeat !== undefined;
    const key = JSON.stringify([status, offer, seated ? mySeat : null, isHost, view.room.draw_offers, (view.room.seats || []).map((s) => s.name)]);
    if (key === shown) return;
    shown = key;
    let content = null;
    if (offer) {
      content = banner(offer, mySeat, seated);
    } else if (seated && status !== 'lobby') {
      // A slot per kind, each a button or nothing: lit-html keeps nodes by
      // position, and a focused "Take back my move" must not become "Offer a
      // rematch" when the game ends.
      const takeback = status === 'playing';
      const draw = status === 'playing' && view.room.draw_offers;
      const rematch = status === 'finished' && !isHost;
      if (takeback || draw || rematch) {
        content = html`<div class="offer-buttons">${takeback ? button(t('offer-takeback'), 'offer-takeback', { type: 'offer', kind: 'takeback' }) : nothing}${draw ? button(t('offer-draw'), 'offer-draw', { type: 'offer', kind: 'draw' }) : nothing}${rematch ? button(t('offer-rematch'), 'offer-rematch', { type: 'offer', kind: 'rematch' }) : nothing}</div>`;
      }
    }
    element.hidden = content === null;
    show(element, content);
  }

  return { element, update };
}
