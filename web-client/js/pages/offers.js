// Offers between players: the buttons to offer a takeback, a draw or a
// rematch, and the banner of a pending offer (Accept / Decline for those
// asked, "waiting for..." for the others). Everything comes from the room
// view, so a reload shows the pending offer as it stands.
import { h, replaceChildren } from '../dom.js';
import { offerLine, waitingLine } from '../offer-text.js';

export function createOffers({ request, nameOf }) {
  const element = h('div', { class: 'offers', hidden: true });
  let shown = '';

  function button(label, className, message) {
    return h('button', { type: 'button', class: className, onclick: () => request(message).catch(() => {}) }, label);
  }

  // `isHost`: the host starts a rematch at once (the final table's button),
  // so only guests are offered "Offer a rematch".
  function update(view, mySeat, isHost = false) {
    const status = view.room.status;
    const offer = view.room.offer || null;
    const seated = mySeat !== null && mySeat !== undefined;
    const key = JSON.stringify([status, offer, seated ? mySeat : null, isHost, view.room.draw_offers, (view.room.seats || []).map((s) => s.name)]);
    if (key === shown) return;
    shown = key;
    const parts = [];
    if (offer) {
      const asked = seated && (offer.awaiting || []).includes(mySeat);
      parts.push(
        h(
          'div',
          { class: 'banner offer-banner', role: 'status', dataset: { kind: offer.kind } },
          h('span', { class: 'offer-text' }, offerLine(offer, nameOf, mySeat)),
          asked
            ? h('span', { class: 'offer-answer' }, button('Accept', 'primary offer-accept', { type: 'answer_offer', accept: true }), button('Decline', 'offer-decline', { type: 'answer_offer', accept: false }))
            : null,
          h('span', { class: 'muted offer-waiting' }, waitingLine(offer, nameOf, mySeat)),
        ),
      );
    } else if (seated && status !== 'lobby') {
      const buttons = [];
      if (status === 'playing') {
        buttons.push(button('Take back my move', 'offer-takeback', { type: 'offer', kind: 'takeback' }));
        if (view.room.draw_offers) buttons.push(button('Offer a draw', 'offer-draw', { type: 'offer', kind: 'draw' }));
      }
      if (status === 'finished' && !isHost) buttons.push(button('Offer a rematch', 'offer-rematch', { type: 'offer', kind: 'rematch' }));
      if (buttons.length) parts.push(h('div', { class: 'offer-buttons' }, buttons));
    }
    element.hidden = parts.length === 0;
    replaceChildren(element, parts);
  }

  return { element, update };
}
