import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reconnectDelay, firstDelayMs, maxDelayMs, jitter } from '../../web-client/js/reconnect-delay.js';

const middle = () => 0.5;  // no jitter: the base delay itself

test('the pause starts at 250 ms and doubles up to 2 s, then stays there', () => {
  const delays = [1, 2, 3, 4, 5, 6, 20, 1000].map((attempt) => reconnectDelay(attempt, middle));
  assert.deepEqual(delays, [250, 500, 1000, 2000, 2000, 2000, 2000, 2000]);
  assert.equal(firstDelayMs, 250);
  assert.equal(maxDelayMs, 2000);
});

test('jitter keeps each pause within 20% of its base, never 0 and never above 2.4 s', () => {
  const bases = [250, 500, 1000, 2000, 2000];
  for (const [index, base] of bases.entries()) {
    const attempt = index + 1;
    assert.equal(reconnectDelay(attempt, () => 0), Math.round(base * (1 - jitter)));
    assert.equal(reconnectDelay(attempt, () => 0.999999), Math.round(base * (1 + jitter)));
    for (let i = 0; i < 200; i += 1) {
      const delay = reconnectDelay(attempt);
      assert.ok(delay >= base * 0.8 && delay <= base * 1.2, `attempt ${attempt}: ${delay} ms`);
    }
  }
});

test('the pauses of many clients spread out (Math.random)', () => {
  const seen = new Set(Array.from({ length: 100 }, () => reconnectDelay(4)));
  assert.ok(seen.size > 20, `only ${seen.size} different pauses`);
});

test('odd attempt numbers fall back to the first pause', () => {
  assert.equal(reconnectDelay(0, middle), 250);
  assert.equal(reconnectDelay(-3, middle), 250);
  assert.equal(reconnectDelay(Number.NaN, middle), 250);
});
