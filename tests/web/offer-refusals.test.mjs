// The offerer's own refusal read from the room view's room.offer_refused
// (web-client/js/offer-refusals.js), its words (offer-text.js), and
// Jackaroo's takeback read from the log (web-client/games/jackaroo/takeback.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { refusalFor, refusalKey, secondsLeft } from '../../web-client/js/offer-refusals.js';
import { refusalLine, againLine, refusedReason, takebackReason } from '../../web-client/js/offer-text.js';
import { takebackRefusal } from '../../web-client/games/jackaroo/takeback.js';

const view = (refused, status = 'playing') => ({ room: { status, round: 1, offer: null, offer_refused: refused }, log: [{ seq: 4, event: {} }] });
const refused = { kind: 'draw', from: 0, by: 2, again_at_unix_ms: 31000 };
const nameOf = (seat) => ['Ann', 'Bob', 'Cy'][seat];

test("the offerer's refusal is the view's: its kind, who refused, until when", () => {
  assert.deepEqual(refusalFor(view(refused), 0, 1000), { kind: 'draw', by: 2, unanswered: false, until: 31000, status: 'playing' });
  assert.equal(refusalFor(view(null), 0, 1000), null, 'none in the view');
  assert.equal(refusalFor({ room: { status: 'playing' } }, 0, 1000), null, 'a server without the field');
  assert.equal(refusalFor(view(refused), 1, 1000), null, "someone else's offer: not told");
  assert.equal(refusalFor(view(refused), 2, 1000), null, 'the one who refused: not told');
  assert.equal(refusalFor(view(refused), null, 1000), null, 'a spectator');
  assert.equal(refusalFor(view(refused), 0, 31000), null, 'its time is over, before the server drops it');
  const lapsed = refusalFor(view({ ...refused, kind: 'rematch', by: null }, 'finished'), 0, 1000);
  assert.deepEqual(lapsed, { kind: 'rematch', by: null, unanswered: true, until: 31000, status: 'finished' });
  assert.equal(refusalFor(view({ ...refused, by: 0 }), 0, 1000).by, 0, 'seat 0 is a seat');
  assert.notEqual(refusalKey(refusalFor(view(refused), 0, 1000)), refusalKey(refusalFor(view({ ...refused, again_at_unix_ms: 40000 }), 0, 1000)), 'a new refusal');
  assert.equal(refusalKey(null), '');
});

test('the seconds run down to again_at; the words name the seat that refused', () => {
  const refusal = refusalFor(view(refused), 0, 1000);
  assert.equal(secondsLeft(refusal, 1000), 30);
  assert.equal(secondsLeft(refusal, 25500), 6);
  assert.equal(secondsLeft(refusal, 40000), 0);
  assert.equal(refusalLine(refusal, nameOf), 'Cy declined your draw offer.');
  assert.equal(refusalLine({ ...refusal, kind: 'takeback', by: 1 }, nameOf), 'Bob declined your takeback.');
  const lapsed = refusalFor(view({ ...refused, by: null }), 0, 1000);
  assert.equal(refusalLine(lapsed, nameOf), 'Nobody answered your draw offer in time.');
  assert.equal(againLine(refusal, 30), 'You may ask again in 30 seconds, or once a move is played.');
  assert.equal(againLine({ ...refusal, status: 'finished' }, 1), 'You may ask again in 1 second.');
  assert.equal(refusedReason(refusal, 6), 'Declined just now: again in 6 seconds.');
  assert.equal(refusedReason(lapsed, 1), 'Not answered in time: again in 1 second.');
});

test("Jackaroo: a takeback only of one's own last turn, nobody having played and nothing dealt since", () => {
  const play = (seq, seat) => ({ seq, event: { type: 'play', seat, card: 'AS' } });
  assert.deepEqual(takebackRefusal({ log: [], mySeat: 0 }), { reason: 'no-turn' });
  assert.equal(takebackRefusal({ log: [play(1, 0)], mySeat: 0 }), null);
  assert.deepEqual(takebackRefusal({ log: [play(1, 0), play(2, 1)], mySeat: 0 }), { reason: 'played-since', seat: 1 });
  assert.deepEqual(takebackRefusal({ log: [play(1, 1), play(2, 0), { seq: 3, event: { type: 'deal', set: 1, round: 2 } }], mySeat: 0 }), { reason: 'dealt-since' });
  // A turn taken back is gone: the one before it is the last.
  assert.deepEqual(takebackRefusal({ log: [play(1, 1), play(2, 0), { seq: 3, event: { type: 'takeback', seat: 0, undone: 1 } }], mySeat: 0 }), { reason: 'no-turn' });
  assert.equal(takebackRefusal({ log: [play(1, 0), { seq: 2, event: { type: 'discard', seat: 1 } }, { seq: 3, event: { type: 'discard', seat: 0 } }], mySeat: 0 }), null);
  assert.equal(takebackReason({ reason: 'played-since', seat: 1 }, nameOf), 'Bob has played since your last move: with hidden cards it can no longer be taken back.');
});
