// Offers between players (PROTOCOL.md "Offers") in words: the banner's line,
// the log's lines for an accepted takeback or draw, a refusal's notice and
// why a button is disabled. Pure (the words come
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

const kindOf = (kind) => (kinds.includes(kind) ? kind : 'other');

// The offerer's notice for `refusal` (offer-refusals.js): who declined, or
// that nobody answered in time.
export function refusalLine(refusal, nameOf) {
  const kind = kindOf(refusal.kind);
  if (refusal.unanswered) return t('offer-unanswered', { kind });
  return t('offer-declined', { kind, name: nameOf(refusal.by) });
}

// When the same offer may be made again: after `seconds`, or sooner once a
// move is played (not after the end: a rematch waits for the time only).
export function againLine(refusal, seconds) {
  return t(refusal.status === 'playing' ? 'offer-again-in' : 'offer-again-in-finished', { seconds });
}

// Why an offer's button is disabled: declined, or not answered, just now...
export function refusedReason(refusal, seconds) {
  return t(refusal.unanswered ? 'offer-reason-unanswered' : 'offer-reason-declined', { seconds });
}

// ...or, a takeback, nothing the server would take back (the game's
// `takebackRefusal`: {reason, seat}).
export function takebackReason(blocked, nameOf) {
  if (blocked.reason === 'played-since') return t('offer-takeback-played-since', { name: nameOf(blocked.seat) });
  if (blocked.reason === 'dealt-since') return t('offer-takeback-dealt-since');
  return t('offer-takeback-no-turn');
}
