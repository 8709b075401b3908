// What the offerer's page makes of its own offer leaving the room view
// (web-client/js/offer-refusals.js) and Jackaroo's takeback read from the log
// (web-client/games/jackaroo/takeback.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { offerSeen, howOfferEnded, refusalOf, refusalHolds, secondsLeft } from '../../web-client/js/offer-refusals.js';
import { refusalLine, againLine, takebackReason } from '../../web-client/js/offer-text.js';
import { takebackRefusal } from '../../web-client/games/jackaroo/takeback.js';

const seats = [{ seat: 0, taken: true, bot: null }, { seat: 1, taken: true, bot: null }, { seat: 2, taken: true, bot: null }];
const room = (extra = {}) => ({ status: 'playing', round: 1, seats, offer: null, ...extra });
const offer = { kind: 'draw', from: 0, awaiting: [1], expires_at_unix_ms: 60000 };
const pending = { room: room({ offer }), log: [{ seq: 4, event: {} }] };
const nameOf = (seat) => ['Ann', 'Bob', 'Cy'][seat];

test('an offer gone with nothing else changed was declined; a move, a new round or a seat withdraw it', () => {
  const seen = offerSeen(pending);
  assert.equal(howOfferEnded(seen, pending, 1000), 'pending');
  const gone = { room: room(), log: pending.log };
  assert.equal(howOfferEnded(seen, gone, 1000), 'declined');
  assert.equal(howOfferEnded(seen, gone, 59500), 'unanswered', 'its 60 seconds ran out');
  assert.equal(howOfferEnded(seen, { ...gone, log: [...pending.log, { seq: 5, event: {} }] }, 1000), 'other', 'a move, or the takeback made');
  assert.equal(howOfferEnded(seen, { ...gone, room: room({ status: 'finished' }) }, 1000), 'other', 'a draw agreed');
  assert.equal(howOfferEnded(seen, { ...gone, room: room({ round: 2 }) }, 1000), 'other', 'a rematch made');
  const botSeats = seats.map((seat) => (seat.seat === 1 ? { ...seat, bot: 'easy' } : seat));
  assert.equal(howOfferEnded(seen, { ...gone, room: room({ seats: botSeats }) }, 1000), 'other', 'a seat handed to a bot');
});

test('a refusal holds 30 seconds or until a move; its words name who may have said no', () => {
  const refusal = refusalOf(offerSeen(pending), 'declined', 1000);
  const gone = { room: room(), log: pending.log };
  assert.equal(secondsLeft(refusal, 1000), 30);
  assert.equal(secondsLeft(refusal, 25500), 6);
  assert.ok(refusalHolds(refusal, gone, 30000));
  assert.ok(!refusalHolds(refusal, gone, 31000), 'the time is over');
  assert.ok(!refusalHolds(refusal, { ...gone, log: [...pending.log, { seq: 5, event: {} }] }, 2000), 'a move renews it');
  assert.equal(refusalLine(refusal, nameOf), 'Bob declined your draw offer.');
  assert.equal(refusalLine({ ...refusal, kind: 'takeback', by: [1, 2] }, nameOf), 'Bob or Cy declined your takeback.');
  assert.equal(refusalLine({ ...refusal, unanswered: true }, nameOf), 'Nobody answered your draw offer in time.');
  assert.equal(againLine(refusal, 30), 'You may ask again in 30 seconds, or once a move is played.');
  assert.equal(againLine({ ...refusal, status: 'finished' }, 1), 'You may ask again in 1 second.');
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
