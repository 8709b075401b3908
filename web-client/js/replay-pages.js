// A finished game's replay, read from GET /api/rooms/<code>/replay one page
// of steps at a time (the server answers at most 500 steps per request, and
// the whole replay only for games of up to 2,000 steps). The pages are put
// back together into the shape the replay page draws from: `steps`, and
// `moves` (moves[i] led to steps[i + 1]). An error's `message` is in the
// page's language for this module's own failures, the server's otherwise.
import { t } from './i18n.js';

export const pageSize = 500;
// Waiting for a busy server (503 replays_busy): how often, and at most how long each time.
const busyRetries = 10;
const longestWaitSeconds = 10;

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

function pageUrl(code, round, from) {
  const params = new URLSearchParams();
  if (round !== null && round !== undefined) params.set('round', String(round));
  params.set('from', String(from));
  params.set('count', String(pageSize));
  return `/api/rooms/${encodeURIComponent(code)}/replay?${params}`;
}

// {body} or {error: {status, code, message}}; waits and asks again while the
// server says it is busy building replays.
async function fetchPage(url, fetchImpl, wait) {
  for (let attempt = 0; ; ++attempt) {
    let response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    } catch {
      return { error: { status: 0, code: 'disconnected', message: t('replay-unreachable') } };
    }
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.ok) return { body };
    const code = (body && body.code) || '';
    if (response.status === 503 && code === 'replays_busy' && attempt < busyRetries) {
      const after = Number.parseInt(response.headers.get('retry-after') || '1', 10);
      await wait(Math.min(longestWaitSeconds, Math.max(1, Number.isFinite(after) ? after : 1)));
      continue;
    }
    return { error: { status: response.status, code, message: (body && body.message) || t('replay-server-answered', { status: String(response.status) }) } };
  }
}

const damaged = (status) => ({ error: { status, code: 'damaged', message: t('replay-damaged') } });

// {replay} or {error}. `round` null: the room's latest game (the later pages
// then name the round the first one had, so a rematch meanwhile changes nothing).
// `onProgress(stepsRead, stepCount)` after each page.
export async function fetchReplay(code, round, { fetchImpl = fetch, wait = sleep, onProgress = () => {} } = {}) {
  const first = await fetchPage(pageUrl(code, round, 0), fetchImpl, wait);
  if (first.error) return first;
  const head = first.body;
  if (!head || !Array.isArray(head.steps) || head.steps.length === 0 || !Number.isInteger(head.step_count)) return damaged(200);
  const steps = head.steps.slice();
  const pinned = Number.isInteger(head.round) ? head.round : round;
  onProgress(steps.length, head.step_count);
  while (steps.length < head.step_count) {
    const page = await fetchPage(pageUrl(code, pinned, steps.length), fetchImpl, wait);
    if (page.error) return page;
    if (!page.body || !Array.isArray(page.body.steps) || page.body.steps.length === 0 || page.body.from !== steps.length) return damaged(200);
    steps.push(...page.body.steps);
    onProgress(steps.length, head.step_count);
  }
  if (steps.length !== head.step_count) return damaged(200);
  const moves = steps.slice(1).map((step) => (step && step.move) || null);
  if (moves.some((move) => move === null)) return damaged(200);
  const replay = Object.assign({}, head, { steps, moves });
  delete replay.from;
  return { replay };
}
