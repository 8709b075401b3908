// Offers between players: the buttons to offer a takeback or a draw (under
// the game), a guest's "Offer a rematch" (on the final table:
// rematchControl), the banner of a pending offer (Accept / Decline for those
// asked, "waiting for..." for the others), and the offerer's notice once an
// offer was declined or not answered in time: who, and when one may ask
// again, the buttons of that kind disabled with that reason until then. A
// button that cannot work now is disabled with its reason beside it (a
// takeback the game's rules would refuse: `takebackBlocked`). The pending
// offer comes from the room view, so a reload shows it as it stands; a
// refusal is read from the views this page saw (../offer-refusals.js).
import { h } from '../dom.js';
import { html, nothing, show } from '../lit.js';
import { offerLine, waitingLine, refusalLine, againLine, refusedReason, takebackReason } from '../offer-text.js';
import { offerSeen, howOfferEnded, refusalOf, refusalHolds, secondsLeft } from '../offer-refusals.js';
import { t } from '../i18n.js';

// A rematch accepted leaves the view a moment before its game is made (the
// server builds it apart): a refusal of one is told only after this long
// without a new round.
const rematchSettleMs = 1500;

export function createOffers({ request, nameOf, onTick = () => {} }) {
  const element = h('div', { class: 'offers', hidden: true });
  // The refusal notices, at the top where the pending offer's banner was.
  const notices = h('div', { class: 'offer-notices', hidden: true });
  let shown = '';
  let mine = null;  // the viewer's own pending offer as last seen (offerSeen)
  const refusals = new Map();  // kind → refusalOf(...) with `from` (when to tell it)
  let timer = null;
  let current = null;  // the last update's arguments, for the timer's redraws
  // What to bring into sight once placed: the offerer's new banner, a new notice.
  let toReveal = null;
  let notesShown = 0;

  const send = (message) => request(message).catch(() => {});
  // A button, disabled with its reason beside it (and as its title) when it cannot work now.
  const button = (label, className, message, reason = null) => {
    const reasonId = `${className.split(' ').pop()}-reason`;
    return html`<button type="button" class=${className} ?disabled=${Boolean(reason)} title=${reason || nothing} aria-describedby=${reason ? reasonId : nothing} @click=${() => send(message)}>${label}</button>${reason ? html`<span class="muted offer-reason" id=${reasonId}>${reason}</span>` : nothing}`;
  };

  // The pending offer: what is offered, Accept / Decline for those asked,
  // and who is still to answer.
  function banner(offer, mySeat, seated) {
    const asked = seated && (offer.awaiting || []).includes(mySeat);
    const answer = asked
      ? html`<span class="offer-answer">${button(t('offer-accept'), 'primary offer-accept', { type: 'answer_offer', accept: true })}${button(t('offer-decline'), 'offer-decline', { type: 'answer_offer', accept: false })}</span>`
      : null;
    return html`<div class="banner offer-banner" role="status" data-kind=${offer.kind}><span class="offer-text">${offerLine(offer, nameOf, mySeat)}</span>${answer}<span class="muted offer-waiting">${waitingLine(offer, nameOf, mySeat)}</span></div>`;
  }

  // What the views since the last update say of the viewer's own offer.
  function follow(view, mySeat, now) {
    if (mine) {
      const how = howOfferEnded(mine, view, now);
      if (how === 'declined' || how === 'unanswered') {
        const from = mine.kind === 'rematch' && how === 'declined' ? now + rematchSettleMs : now;
        refusals.set(mine.kind, { ...refusalOf(mine, how, now), from });
      }
      if (how !== 'pending') mine = null;
    }
    const offer = view.room.offer;
    if (offer && mySeat !== null && mySeat !== undefined && offer.from === mySeat) {
      if (!mine) toReveal = '.offer-banner';
      mine = offerSeen(view);
    }
    for (const [kind, refusal] of refusals) if (!refusalHolds(refusal, view, now)) refusals.delete(kind);
  }

  // The refusals told now (a rematch's after its moment to settle).
  const told = (now) => [...refusals.values()].filter((refusal) => now >= refusal.from);

  // Why `kind` cannot be offered now, or null.
  function reasonFor(kind, now) {
    const { view, takebackBlocked } = current;
    const refusal = refusals.get(kind);
    if (refusal && now >= refusal.from) return refusedReason(secondsLeft(refusal, now));
    const offer = view.room.offer;
    if (offer) return t(mine && offer.kind === kind ? 'offer-reason-waiting' : 'offer-reason-other-pending');
    if (kind === 'takeback' && takebackBlocked) return takebackReason(takebackBlocked, nameOf);
    return null;
  }

  function draw() {
    const { view, mySeat, isHost } = current;
    const now = Date.now();
    const status = view.room.status;
    const offer = view.room.offer || null;
    const seated = mySeat !== null && mySeat !== undefined;
    const notes = told(now).map((refusal) => [refusal.kind, refusalLine(refusal, nameOf), againLine(refusal, secondsLeft(refusal, now))]);
    const takebackReasonNow = status === 'playing' ? reasonFor('takeback', now) : null;
    const drawReasonNow = status === 'playing' ? reasonFor('draw', now) : null;
    const key = JSON.stringify([status, offer, seated ? mySeat : null, isHost, view.room.draw_offers, (view.room.seats || []).map((s) => s.name), notes, takebackReasonNow, drawReasonNow]);
    if (key === shown) return;
    shown = key;
    if (notes.length > notesShown) toReveal = '.offer-notice:last-child';
    notesShown = notes.length;
    notices.hidden = notes.length === 0;
    show(notices, notes.length ? notes.map(([kind, line, again]) => html`<p class="banner offer-notice" role="status" data-kind=${kind}><span class="offer-declined">${line}</span> <span class="muted offer-again">${again}</span></p>`) : nothing);
    let content = null;
    if (offer) {
      content = banner(offer, mySeat, seated);
    } else if (seated && status === 'playing') {
      // A slot per kind, each a button or nothing: lit-html keeps nodes by
      // position. A guest's rematch is on the final table (rematchControl).
      const draws = view.room.draw_offers;
      content = html`<div class="offer-buttons">${button(t('offer-takeback'), 'offer-takeback', { type: 'offer', kind: 'takeback' }, takebackReasonNow)}${draws ? button(t('offer-draw'), 'offer-draw', { type: 'offer', kind: 'draw' }, drawReasonNow) : nothing}</div>`;
    }
    element.hidden = content === null;
    show(element, content);
  }

  // One timer while a refusal runs: the seconds left, then the buttons back.
  function tick() {
    if (!current) return;
    const now = Date.now();
    for (const [kind, refusal] of refusals) if (!refusalHolds(refusal, current.view, now)) refusals.delete(kind);
    draw();
    onTick();
    reveal();
    if (refusals.size === 0) stopTimer();
  }

  // The offerer clicked: the answer is to be seen wherever the page was
  // scrolled to ('nearest': a page that shows it already does not move).
  function reveal() {
    const target = toReveal && (element.querySelector(toReveal) || notices.querySelector(toReveal));
    toReveal = null;
    if (target) target.scrollIntoView({ block: 'nearest' });
  }
  function stopTimer() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  // `isHost`: the host starts a rematch at once (the final table's button),
  // so a guest gets "Offer a rematch" there. `takebackBlocked`: the game's
  // `takebackRefusal` for this view ({reason, seat}), or null.
  function update(view, mySeat, isHost = false, { takebackBlocked = null } = {}) {
    current = { view, mySeat, isHost, takebackBlocked };
    follow(view, mySeat, Date.now());
    draw();
    if (refusals.size > 0 && timer === null) timer = setInterval(tick, 1000);
    if (refusals.size === 0) stopTimer();
  }

  // A guest's "Offer a rematch" for the final table, disabled with its
  // reason while it cannot be asked; null for the host and spectators.
  function rematchControl() {
    if (!current) return null;
    const { view, mySeat, isHost } = current;
    if (isHost || mySeat === null || mySeat === undefined || view.room.status !== 'finished') return null;
    return button(t('offer-rematch'), 'offer-rematch', { type: 'offer', kind: 'rematch' }, reasonFor('rematch', Date.now()));
  }

  return { element, notices, update, rematchControl, reveal, destroy: stopTimer };
}
