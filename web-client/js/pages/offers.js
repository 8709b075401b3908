// Offers between players: the buttons to offer a takeback or a draw (under
// the game), a guest's "Offer a rematch" (on the final table:
// rematchControl), the banner of a pending offer (Accept / Decline for those
// asked, "waiting for..." for the others), and the offerer's notice once an
// offer was declined or not answered in time: who, and when one may ask
// again, the buttons of that kind disabled with that reason until then. A
// button that cannot work now is disabled with its reason beside it (a
// takeback the game's rules would refuse: `takebackBlocked`). All of it
// comes from the room view (`room.offer`, `room.offer_refused`, read by
// ../offer-refusals.js), so a reload shows it as it stands.
import { h } from '../dom.js';
import { html, nothing, show } from '../lit.js';
import { offerLine, waitingLine, refusalLine, againLine, refusedReason, takebackReason } from '../offer-text.js';
import { refusalFor, refusalKey, secondsLeft } from '../offer-refusals.js';
import { t } from '../i18n.js';
import { keepFocusWithin } from '../keep-focus.js';

export function createOffers({ request, nameOf, onTick = () => {} }) {
  const element = h('div', { class: 'offers', hidden: true });
  // The refusal's notice, at the top where the pending offer's banner was.
  const notices = h('div', { class: 'offer-notices', hidden: true });
  keepFocusWithin(element);
  let shown = '';
  let timer = null;  // the next redraw while a refusal's seconds run
  let current = null;  // the last update's arguments, for the timer's redraws
  // What to bring into sight once placed: the offerer's new banner, a new notice.
  let toReveal = null;
  let bannerSeen = false;  // the viewer's own offer was pending at the last draw
  let noticeSeen = '';  // refusalKey of the notice at the last draw

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
    return html`<div class="banner offer-banner" role="status" tabindex="-1" data-focus-fallback data-kind=${offer.kind}><span class="offer-text">${offerLine(offer, nameOf, mySeat)}</span>${answer}<span class="muted offer-waiting">${waitingLine(offer, nameOf, mySeat)}</span></div>`;
  }

  const seatedIn = (mySeat) => mySeat !== null && mySeat !== undefined;
  // The viewer's own refusal now (room.offer_refused), or null.
  const refusalNow = (now) => (current ? refusalFor(current.view, current.mySeat, now) : null);

  // Why `kind` cannot be offered now, or null.
  function reasonFor(kind, now) {
    const { view, mySeat, takebackBlocked } = current;
    const refusal = refusalNow(now);
    if (refusal && refusal.kind === kind) return refusedReason(refusal, secondsLeft(refusal, now));
    const offer = view.room.offer;
    if (offer) return t(offer.from === mySeat && offer.kind === kind ? 'offer-reason-waiting' : 'offer-reason-other-pending');
    if (kind === 'takeback' && takebackBlocked) return takebackReason(takebackBlocked, nameOf);
    return null;
  }

  function draw() {
    const { view, mySeat, isHost } = current;
    const now = Date.now();
    const status = view.room.status;
    const offer = view.room.offer || null;
    const seated = seatedIn(mySeat);
    const refusal = refusalNow(now);
    const note = refusal ? [refusal.kind, refusalLine(refusal, nameOf), againLine(refusal, secondsLeft(refusal, now))] : null;
    const takebackReasonNow = status === 'playing' ? reasonFor('takeback', now) : null;
    const drawReasonNow = status === 'playing' ? reasonFor('draw', now) : null;
    const key = JSON.stringify([status, offer, seated ? mySeat : null, isHost, view.room.draw_offers, (view.room.seats || []).map((s) => s.name), note, takebackReasonNow, drawReasonNow]);
    if (key === shown) return;
    shown = key;
    const mine = Boolean(offer && seated && offer.from === mySeat);
    if (mine && !bannerSeen) toReveal = '.offer-banner';
    bannerSeen = mine;
    if (refusal && refusalKey(refusal) !== noticeSeen) toReveal = '.offer-notice';
    noticeSeen = refusalKey(refusal);
    notices.hidden = note === null;
    show(notices, note ? html`<p class="banner offer-notice" role="status" data-kind=${note[0]} data-by=${refusal.unanswered ? nothing : refusal.by}><span class="offer-declined">${note[1]}</span> <span class="muted offer-again">${note[2]}</span></p>` : nothing);
    let content = null;
    if (offer) {
      content = banner(offer, mySeat, seated);
    } else if (seated && status === 'playing') {
      // A slot per kind, each a button or nothing: lit-html keeps nodes by
      // position. A guest's rematch is on the final table (rematchControl).
      const draws = view.room.draw_offers;
      content = html`<div class="offer-buttons" role="group" aria-label=${t('offer-group')} tabindex="-1" data-focus-fallback>${button(t('offer-takeback'), 'offer-takeback', { type: 'offer', kind: 'takeback' }, takebackReasonNow)}${draws ? button(t('offer-draw'), 'offer-draw', { type: 'offer', kind: 'draw' }, drawReasonNow) : nothing}</div>`;
    }
    element.hidden = content === null;
    show(element, content);
  }

  // Each second while a refusal holds, just after its count turns: the
  // seconds left, then (its time over by this clock, before the server's
  // tick drops it) the buttons back.
  function tick() {
    timer = null;
    if (!current) return;
    draw();
    onTick();
    reveal();
    schedule();
  }
  function schedule() {
    stopTimer();
    const now = Date.now();
    const refusal = refusalNow(now);
    if (refusal) timer = setTimeout(tick, ((refusal.until - now) % 1000 || 1000) + 5);
  }

  // The offerer clicked: the answer is to be seen wherever the page was
  // scrolled to ('nearest': a page that shows it already does not move).
  function reveal() {
    const target = toReveal && (element.querySelector(toReveal) || notices.querySelector(toReveal));
    toReveal = null;
    if (target) target.scrollIntoView({ block: 'nearest' });
  }
  function stopTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  // `isHost`: the host starts a rematch at once (the final table's button),
  // so a guest gets "Offer a rematch" there. `takebackBlocked`: the game's
  // `takebackRefusal` for this view ({reason, seat}), or null.
  function update(view, mySeat, isHost = false, { takebackBlocked = null } = {}) {
    current = { view, mySeat, isHost, takebackBlocked };
    draw();
    schedule();
  }

  // A guest's "Offer a rematch" for the final table, disabled with its
  // reason while it cannot be asked; null for the host and spectators.
  function rematchControl() {
    if (!current) return null;
    const { view, mySeat, isHost } = current;
    if (isHost || !seatedIn(mySeat) || view.room.status !== 'finished') return null;
    return button(t('offer-rematch'), 'offer-rematch', { type: 'offer', kind: 'rematch' }, reasonFor('rematch', Date.now()));
  }

  return { element, notices, update, rematchControl, reveal, destroy: stopTimer };
}
