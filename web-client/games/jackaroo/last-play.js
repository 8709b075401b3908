// The last play, as the board marks it: which marbles moved from where to
// where, and which were sent home from where. Read from the room's log (the
// `play` events, RULES "Events" in engine/jackaroo/README.md); where a
// knocked-home marble stood is not in the event, so it comes from the
// marbles of the game view before the play, when the page saw it. Pure.
import { ownerOf } from './geometry.js';

// The latest `play` event of `log` (the room view's entries, `{seq, event}`),
// or null. A burn is a play too: it moved nothing.
export function lastPlayOf(log) {
  const entries = Array.isArray(log) ? log : [];
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const event = entries[i] && entries[i].event;
    if (event && event.type === 'play') return { seq: entries[i].seq, event };
  }
  return null;
}

function placeOf(marble) {
  return marble ? { zone: marble.zone, square: Number.isInteger(marble.square) ? marble.square : null } : null;
}

// Where each marble of `marbles` stands, by id.
export function placesOf(marbles) {
  return new Map((marbles || []).map((marble) => [marble.id, placeOf(marble)]));
}

// The marks of `play` (lastPlayOf's): its `event`, `seat`, `moves` [{marble, owner, from,
// to}] and `sentHome` [{marble, owner, from}], `from` of a sent-home marble
// being its place in `before` (placesOf the view before the play) or null
// when unknown, or when it was already home there.
export function lastPlayMarks(play, before = null) {
  if (!play || !play.event) return null;
  const { event } = play;
  // `before` is the position just before this play only if every moved
  // marble stood where the play says it came from (a replay may jump).
  const samePlace = (a, b) => Boolean(a && b && a.zone === b.zone && (a.zone === 'home' || a.square === b.square));
  if (before && !(event.moves || []).every((step) => samePlace(before.get(step.marble), step.from))) before = null;
  const moves = (Array.isArray(event.moves) ? event.moves : [])
    .filter((step) => Number.isInteger(step.marble) && step.from && step.to)
    .map((step) => ({ marble: step.marble, owner: ownerOf(step.marble), from: step.from, to: step.to }));
  const sentHome = (Array.isArray(event.sent_home) ? event.sent_home : [])
    .filter(Number.isInteger)
    .map((id) => {
      const was = before ? before.get(id) : null;
      return { marble: id, owner: ownerOf(id), from: was && was.zone !== 'home' ? was : null };
    });
  return { seq: play.seq, event, seat: event.seat, moves, sentHome };
}
