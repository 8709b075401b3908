// What became of the viewer's own offer once it left the room view
// (PROTOCOL.md "Offers"). The view holds only the pending offer: when it
// goes away, an accepted one leaves a trace in the same update (a takeback's
// log line, a drawn game's end, a rematch's new round), a move or a seat
// that left withdraws it, and what is left is a refusal, or a lapse after
// its 60 seconds. After either the server refuses the same kind from the
// same seat until a move is played or 30 seconds passed (offer_too_soon).
// Pure.

// The server's OfferSettings::refusal_cooldown (not in the room view).
export const refusalCooldownMs = 30000;

// The seq of the view's last log entry (0 for none): it changes with every move.
export function lastSeq(view) {
  const log = view.log || [];
  return log.length ? Number(log[log.length - 1].seq) : 0;
}

// Who holds each seat: a seat released or handed to a bot withdraws an offer.
function holders(view) {
  return JSON.stringify((view.room.seats || []).map((seat) => [seat.taken, seat.bot || null]));
}

// The viewer's pending offer and the room around it, as seen now.
export function offerSeen(view) {
  const offer = view.room.offer;
  return {
    kind: offer.kind,
    from: offer.from,
    awaiting: (offer.awaiting || []).slice(),
    expiresAt: Number(offer.expires_at_unix_ms) || 0,
    seq: lastSeq(view),
    status: view.room.status,
    round: view.room.round,
    holders: holders(view),
  };
}

// How the offer `seen` fared in `view`: 'pending', 'declined',
// 'unanswered' (it ran out of time), or 'other' (accepted, or withdrawn by
// a move, a new round or a seat that left: nothing to tell).
export function howOfferEnded(seen, view, nowMs) {
  const offer = view.room.offer;
  if (offer && offer.from === seen.from && offer.kind === seen.kind) return 'pending';
  if (view.room.status !== seen.status || view.room.round !== seen.round) return 'other';
  if (lastSeq(view) !== seen.seq || holders(view) !== seen.holders) return 'other';
  // The server's clock says when it lapses; a second's leeway for the browser's.
  if (seen.expiresAt && nowMs >= seen.expiresAt - 1000) return 'unanswered';
  return 'declined';
}

// The refusal to remember for `seen`, ended as `how` at `nowMs`: who may
// have declined (the seats still to answer: the first no ends it), and
// until when the same kind may not be asked again.
export function refusalOf(seen, how, nowMs) {
  return { kind: seen.kind, by: seen.awaiting, unanswered: how === 'unanswered', until: nowMs + refusalCooldownMs, seq: seen.seq, status: seen.status, round: seen.round };
}

// A remembered refusal still holds in `view` at `nowMs`: no move since,
// the same game, its time not over.
export function refusalHolds(refusal, view, nowMs) {
  return nowMs < refusal.until && lastSeq(view) === refusal.seq && view.room.status === refusal.status && view.room.round === refusal.round;
}

// Whole seconds left, rounded up: "ask again in 30 seconds" at first.
export function secondsLeft(refusal, nowMs) {
  return Math.max(0, Math.ceil((refusal.until - nowMs) / 1000));
}
