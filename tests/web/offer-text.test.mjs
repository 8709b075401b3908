// Offers between players in words (web-client/js/offer-text.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { offerLine, waitingLine, agreementLogLine } from '../../web-client/js/offer-text.js';

const nameOf = (seat) => ['Ann', 'Bob', 'Cy'][seat];

test('the banner names who offers what, and "you" for the viewer', () => {
  const offer = { kind: 'takeback', from: 0, awaiting: [1, 2], expires_at_unix_ms: 0 };
  assert.equal(offerLine(offer, nameOf, 1), 'Ann offers to take back their last move.');
  assert.equal(offerLine(offer, nameOf, 0), 'You offer to take back your last move.');
  assert.equal(offerLine({ ...offer, kind: 'draw' }, nameOf, null), 'Ann offers a draw.');
  assert.equal(offerLine({ ...offer, kind: 'rematch' }, nameOf, 2), 'Ann offers a rematch.');
});

test('the waiting line leaves out the viewer, who gets the buttons', () => {
  const offer = { kind: 'draw', from: 0, awaiting: [1, 2] };
  assert.equal(waitingLine(offer, nameOf, 0), 'Waiting for Bob, Cy…');
  assert.equal(waitingLine(offer, nameOf, 1), 'Waiting for Cy…');
  assert.equal(waitingLine({ ...offer, awaiting: [1] }, nameOf, 1), '');
});

test('accepted takebacks and draws have log lines; the games\' events do not', () => {
  assert.equal(agreementLogLine({ type: 'takeback', seat: 1, undone: 3 }, nameOf), 'Bob took back their last turn (3 moves undone, agreed by all).');
  assert.equal(agreementLogLine({ type: 'takeback', seat: 0, undone: 1 }, nameOf), 'Ann took back their last turn (1 move undone, agreed by all).');
  assert.equal(agreementLogLine({ type: 'draw', reason: 'agreement' }, nameOf), 'The players agreed to a draw.');
  assert.equal(agreementLogLine({ type: 'jump', seat: 0 }, nameOf), null);
});
