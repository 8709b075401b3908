// Whether a takeback of the viewer's last turn could be granted, read from
// the log (PROTOCOL.md "Offers", engine/jackaroo/README.md "Takeback"): with
// hidden cards only one's own last turn, while nobody else has played since,
// and not once cards were dealt since. The server decides; this spares a
// player a button that would only be refused. Pure.

// The events that are a seat's turn (one per move); `deal` follows the move
// that ended a round, a room's `takeback` undoes `undone` moves.
const turnEvents = new Set(['play', 'discard', 'resign']);

// null when a takeback may be asked, else {reason: 'no-turn' | 'played-since'
// (with `seat`, who played since) | 'dealt-since'}.
export function takebackRefusal({ log, mySeat }) {
  const turns = [];
  for (const entry of log || []) {
    const event = (entry && entry.event) || {};
    if (turnEvents.has(event.type) && Number.isInteger(event.seat)) turns.push({ seat: event.seat, dealtSince: false });
    else if (event.type === 'deal' && turns.length > 0) turns[turns.length - 1].dealtSince = true;
    else if (event.type === 'takeback') turns.splice(Math.max(0, turns.length - (Number(event.undone) || 0)));
  }
  const last = turns[turns.length - 1];
  if (!turns.some((turn) => turn.seat === mySeat)) return { reason: 'no-turn' };
  if (last.seat !== mySeat) return { reason: 'played-since', seat: last.seat };
  if (last.dealtSince) return { reason: 'dealt-since' };
  return null;
}
