import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchReplay, pageSize } from '../../web-client/js/replay-pages.js';

// A server holding a replay of `stepCount` steps, answering pages as the real one does.
function fakeServer(stepCount, { busyTimes = 0, round = 3 } = {}) {
  const asked = [];
  let busy = busyTimes;
  const fetchImpl = async (url) => {
    asked.push(url);
    const params = new URL(url, 'http://x').searchParams;
    const json = (status, body, headers = {}) => ({
      ok: status === 200,
      status,
      headers: { get: (name) => headers[name.toLowerCase()] ?? null },
      json: async () => body,
    });
    if (busy > 0) {
      --busy;
      return json(503, { code: 'replays_busy', message: 'busy' }, { 'retry-after': '2' });
    }
    const from = Number(params.get('from'));
    const count = Number(params.get('count'));
    const steps = [];
    for (let step = from; step < Math.min(stepCount, from + count); ++step)
      steps.push(step === 0 ? { game: { n: 0 } } : { game: { n: step }, move: { seat: step % 2, move: { n: step } } });
    return json(200, { game: 'kangaroo', round, step_count: stepCount, from, steps });
  };
  return { fetchImpl, asked };
}

test('a long replay is read page by page and put back together, the round pinned after the first page', async () => {
  const server = fakeServer(1234);
  const progress = [];
  const result = await fetchReplay('abc', null, { fetchImpl: server.fetchImpl, wait: async () => {}, onProgress: (read, total) => progress.push([read, total]) });
  assert.ok(result.replay, JSON.stringify(result.error));
  assert.equal(result.replay.steps.length, 1234);
  assert.equal(result.replay.moves.length, 1233);
  assert.deepEqual(result.replay.moves[9], { seat: 0, move: { n: 10 } });
  assert.equal(result.replay.steps[1233].game.n, 1233);
  assert.equal(server.asked.length, Math.ceil(1234 / pageSize));
  assert.ok(!server.asked[0].includes('round='));
  assert.ok(server.asked.slice(1).every((url) => url.includes('round=3')));
  assert.deepEqual(progress.at(-1), [1234, 1234]);
});

test('a busy server is asked again after the time it names', async () => {
  const server = fakeServer(10, { busyTimes: 2 });
  const waits = [];
  const result = await fetchReplay('abc', '3', { fetchImpl: server.fetchImpl, wait: async (seconds) => waits.push(seconds) });
  assert.ok(result.replay);
  assert.deepEqual(waits, [2, 2]);
  assert.equal(result.replay.steps.length, 10);
});

test('errors come back with their code; a short page is a damaged replay', async () => {
  const missing = await fetchReplay('abc', null, {
    fetchImpl: async () => ({ ok: false, status: 404, headers: { get: () => null }, json: async () => ({ code: 'not_finished', message: 'no' }) }),
  });
  assert.deepEqual(missing.error, { status: 404, code: 'not_finished', message: 'no' });
  const short = await fetchReplay('abc', null, {
    fetchImpl: async () => ({ ok: true, status: 200, headers: { get: () => null }, json: async () => ({ round: 1, step_count: 900, from: 0, steps: [{ game: {} }] }) }),
  });
  assert.equal(short.error.code, 'damaged');
});
