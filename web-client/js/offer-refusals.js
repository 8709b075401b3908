// The viewer's own offer refused, as the room view tells it (PROTOCOL.md
// "Offers", `room.offer_refused`): `{kind, from, by, again_at_unix_ms}`,
// `by` the seat that said no, or null when the offer lapsed unanswered.
// The server keeps it while its offerer may not make that offer again, and
// drops it once a move is played, a new offer is made, the round starts or
// ends, or `again_at_unix_ms` passed (on its next tick): a reload reads it
// again. Pure.

// The refusal of `mySeat`'s own offer in `view` at `nowMs`, or null (none,
// someone else's, or its time over by this browser's clock, the server's
// tick not come yet): `{kind, by, unanswered, until, status}`.
export function refusalFor(view, mySeat, nowMs) {
  const refused = view && view.room ? view.room.offer_refused : null;
  if (!refused || mySeat === null || mySeat === undefined || refused.from !== mySeat) return null;
  const until = Number(refused.again_at_unix_ms) || 0;
  if (nowMs >= until) return null;
  const by = Number.isInteger(refused.by) ? refused.by : null;
  return { kind: refused.kind, by, unanswered: by === null, until, status: view.room.status };
}

// The same refusal (so the notice is not brought into sight twice).
export function refusalKey(refusal) {
  return refusal ? `${refusal.kind}:${refusal.by}:${refusal.until}` : '';
}

// Whole seconds left, rounded up: "ask again in 30 seconds" at first.
export function secondsLeft(refusal, nowMs) {
  return Math.max(0, Math.ceil((refusal.until - nowMs) / 1000));
}
