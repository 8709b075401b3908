import { test } from 'node:test';
import assert from 'node:assert/strict';
import { turnChange, noticeText, soundFromStorage, chimeNotes } from '../../web-client/js/your-turn.js';

test('only the change into your turn chimes', () => {
  assert.equal(turnChange(false, true), 'start');
  assert.equal(turnChange(true, true), null, 'a render in the middle of your turn');
  assert.equal(turnChange(true, false), 'end');
  assert.equal(turnChange(false, false), null);
});

test('the notification names the game and the room', () => {
  assert.equal(noticeText('Kanga', 'abc123'), 'Your turn in Kanga — room abc123');
  assert.equal(noticeText('', 'abc123'), 'Your turn in kangaroom — room abc123');
});

test('sound is on unless it was turned off', () => {
  assert.equal(soundFromStorage(null), true);
  assert.equal(soundFromStorage('on'), true);
  assert.equal(soundFromStorage('off'), false);
});

test('the chime is two short notes, under half a second', () => {
  assert.equal(chimeNotes.length, 2);
  const end = Math.max(...chimeNotes.map(([, at, length]) => at + length));
  assert.ok(end < 0.5, `the chime lasts ${end} s`);
  for (const [frequency] of chimeNotes) assert.ok(frequency > 200 && frequency < 2000);
});
