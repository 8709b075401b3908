// Offers between players (PROTOCOL.md "Offers") in words: the banner's line
// and the log's lines for an accepted takeback or draw. Pure (the words come
// from locales/<lang>/table.ftl).
import { t } from './i18n.js';

const kinds = ['takeback', 'draw', 'rematch'];

// The banner for `offer` (the room view's `offer`), as seen by `mySeat`.
export function offerLine(offer, nameOf, mySeat) {
  const mine = offer.from === mySeat;
  const kind = kinds.includes(offer.kind) ? offer.kind : 'other';
  return t(`offer-${kind}-${mine ? 'mine' : 'theirs'}`, { name: mine ? '' : nameOf(offer.from), kind: String(offer.kind) });
}

// Who is still to answer, unless it is the viewer (who gets the buttons).
export function waitingLine(offer, nameOf, mySeat) {
  const others = (offer.awaiting || []).filter((seat) => seat !== mySeat).map(nameOf);
  if (!others.length) return '';
  return t('offer-waiting-for', { names: others.join(t('list-comma')) });
}

// A log line for the room's own events, or null for a game's.
export function agreementLogLine(event, nameOf) {
  if (event.type === 'takeback') return t('offer-log-takeback', { name: nameOf(event.seat), count: Number(event.undone) });
  if (event.type === 'draw' && event.reason === 'agreement') return t('offer-log-draw');
  return null;
}
