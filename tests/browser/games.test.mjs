// "Your games" at /games (web-client/js/pages/games.js): the rooms this
// browser holds a seat token for, looked up with POST /api/seats. The
// server's answers are fixed here (page.route), so the page's order and
// groups are checked whatever rooms the server holds: your turn first, then
// the games waiting for the others, finished ones apart, and a room the
// server no longer knows greyed with a Forget button that drops its tokens.
//
// A server without the /games route yet (it answers 404) gets the client's
// shell from "/" in its place (the route below), so the page is tested at
// its own address either way. The context blocks service workers: with one,
// page.route would not see the requests the worker answers
// (web-app.test.mjs tests the worker).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { baseUrl, artifacts, browserFor, openPage, windowOf, phoneScreen } from './browser.mjs';

const minute = 60_000;

// The saved rooms: the order saved (latest first) is not the order shown.
const saved = {
  mine1111: { seat_token: 'token-mine', saved_at: 1000 },
  wait2222: { seat_token: 'token-wait', saved_at: 2000 },
  done3333: { seat_token: 'token-done', host_token: 'host-done', saved_at: 4000 },
  gone4444: { seat_token: 'token-gone', saved_at: 3000 },
  // Host only, never seated: not one of "your games".
  host5555: { host_token: 'host-only', saved_at: 5000 },
};

// The server's answer for each asked seat, in order, at `now`; `change`
// changes some before they are sent.
function answerFor(seat, now, change = {}) {
  const players = (me) => [
    { name: me, color: '#d6336c', bot: false },
    { name: 'Bea', color: '#1c7ed6', bot: false },
  ];
  const answers = {
    mine1111: { room: 'mine1111', game: 'kangaruse', status: 'playing', seat: 0, your_turn: true, turn_deadline: now + 5 * minute, last_move_at: now - 3 * minute, players: players('Ana') },
    wait2222: { room: 'wait2222', game: 'jackaroo', status: 'playing', seat: 2, your_turn: false, turn_deadline: null, last_move_at: now - 20 * minute, players: [...players('Cy'), { name: 'Ana', color: '#2b8a3e', bot: false }, { name: 'Robo', color: '#7048e8', bot: true }] },
    done3333: { room: 'done3333', game: 'kanga', status: 'finished', seat: 1, your_turn: false, turn_deadline: null, last_move_at: now - 2 * 86_400_000, players: players('Dee') },
    gone4444: { room: 'gone4444', status: 'unknown' },
  };
  return { ...(answers[seat.room] || { room: seat.room, status: 'unknown' }), ...(change[seat.room] || {}) };
}

// Routes /games (to the shell while the server has no route for it) and
// answers POST /api/seats; returns the bodies the page sent.
async function routeServer(page, { change = () => ({}), fail = () => false } = {}) {
  const asked = [];
  await page.route(`${baseUrl}/games`, async (route) => {
    const response = await route.fetch();
    if (response.status() !== 404) return route.fulfill({ response });
    return route.fulfill({ response: await route.fetch({ url: `${baseUrl}/` }) });
  });
  await page.route(`${baseUrl}/api/seats`, async (route) => {
    const request = route.request();
    assert.equal(request.method(), 'POST');
    const body = request.postDataJSON();
    asked.push(body);
    if (fail(asked.length)) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy\n' });
    const now = Date.now();
    const answers = body.seats.map((seat) => answerFor(seat, now, change(asked.length)));
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ seats: answers }) });
  });
  return asked;
}

async function seed(page, rooms) {
  await page.goto(`${baseUrl}/`);
  await page.evaluate((entries) => {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('kangaroom.room.')) window.localStorage.removeItem(key);
    for (const [code, secrets] of Object.entries(entries)) window.localStorage.setItem(`kangaroom.room.${code}`, JSON.stringify(secrets));
  }, rooms);
}

const shownRooms = (page) => page.$$eval('.games-group:not([hidden]) .game-row', (rows) => rows.map((row) => row.dataset.room));
const shownGroups = (page) => page.$$eval('.games-group:not([hidden])', (groups) => groups.map((group) => group.dataset.group));

test('your games: your turn first, then the others, finished apart; an unknown room forgotten', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { ...windowOf(1100, 860), serviceWorkers: 'block' });
  // The second answer: Cy has moved in wait2222, so it is your turn there too.
  const asked = await routeServer(page, {
    change: (n) => (n >= 2 ? { wait2222: { your_turn: true, turn_deadline: Date.now() + 90_000, last_move_at: Date.now() - 10_000 } } : {}),
  });
  await seed(page, saved);

  await t.test('the start page and every top bar link to it', async () => {
    await page.goto(`${baseUrl}/`);
    assert.equal(await page.locator('#topbar-games').getAttribute('href'), '/games');
    const link = page.locator('.start-games-link');
    await link.waitFor();
    assert.equal(await link.textContent(), 'Your games (4)');
    await link.click();
    await page.waitForURL(`${baseUrl}/games`);
  });

  await t.test('the rooms in their groups and in order', async () => {
    await page.locator('.games[data-state="ready"]').waitFor();
    assert.deepEqual(await shownGroups(page), ['yourTurn', 'waiting', 'finished', 'gone']);
    assert.deepEqual(await shownRooms(page), ['mine1111', 'wait2222', 'done3333', 'gone4444']);
    // Asked once, for the seated rooms only, the latest saved first; the
    // tokens in the body, never in the address.
    assert.equal(asked.length, 1);
    assert.deepEqual(asked[0], {
      seats: [
        { room: 'done3333', seat_token: 'token-done' },
        { room: 'gone4444', seat_token: 'token-gone' },
        { room: 'wait2222', seat_token: 'token-wait' },
        { room: 'mine1111', seat_token: 'token-mine' },
      ],
    });
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Your games');
    assert.equal(await page.title(), '▶ 1 · Your games · kangaroom');
    assert.equal(await page.locator('#topbar-games').getAttribute('aria-current'), 'page');
  });

  await t.test('each row: the game, the others, whose turn, the clock, the last move, a link to the room', async () => {
    const mine = page.locator('.game-row[data-room="mine1111"]');
    assert.equal(await mine.locator('a').getAttribute('href'), '/r/mine1111');
    assert.equal(await mine.getAttribute('data-your-turn'), 'true');
    assert.equal(await mine.locator('.game-row-game').textContent(), 'Kangaruse');
    assert.equal(await mine.locator('.game-row-turn').textContent(), 'Your turn');
    assert.equal(await mine.locator('.game-row-players').textContent(), 'with Bea');
    assert.match(await mine.locator('.game-row-left').textContent(), /^[45]:\d\d left$/);
    assert.equal(await mine.locator('.game-row-last').textContent(), 'last move 3 minutes ago');
    // The players' colours, set through the CSSOM.
    assert.equal(await mine.locator('.seat-dot').evaluate((dot) => getComputedStyle(dot).backgroundColor), 'rgb(28, 126, 214)');

    const wait = page.locator('.game-row[data-room="wait2222"]');
    assert.equal(await wait.locator('.game-row-game').textContent(), 'Jackaroo');
    assert.equal(await wait.locator('.game-row-turn').textContent(), 'Their turn');
    assert.equal(await wait.locator('.game-row-players').textContent(), 'with Cy, Bea, Robo bot');
    assert.equal(await wait.locator('.game-row-left').count(), 0, 'no turn clock');

    const done = page.locator('.games-group[data-group="finished"] .game-row[data-room="done3333"]');
    assert.equal(await done.locator('a').getAttribute('href'), '/r/done3333');
    assert.equal(await done.locator('.game-row-turn').textContent(), 'Finished');
    assert.equal(await done.locator('.game-row-last').textContent(), 'last move 2 days ago');

    // The unknown room: greyed, no link, a Forget button.
    const gone = page.locator('.games-group[data-group="gone"] .game-row[data-room="gone4444"]');
    assert.equal(await gone.locator('a').count(), 0);
    assert.equal(await gone.locator('.game-row-game').textContent(), 'Room gone4444');
    const grey = await gone.evaluate((row) => [getComputedStyle(row).color, getComputedStyle(document.querySelector('.lead')).color]);
    assert.equal(grey[0], grey[1], 'drawn in the muted colour');
    await page.screenshot({ path: path.join(artifacts, 'games.png'), fullPage: true });
  });

  await t.test('the page asks again when it comes back into sight, and follows the answer', async () => {
    const again = page.waitForRequest(`${baseUrl}/api/seats`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await again;
    // Now it is your turn in wait2222 as well, its deadline the nearer.
    await page.waitForFunction(() => document.querySelectorAll('.games-group[data-group="yourTurn"] .game-row').length === 2);
    assert.deepEqual(await shownRooms(page), ['wait2222', 'mine1111', 'done3333', 'gone4444']);
    assert.deepEqual(await shownGroups(page), ['yourTurn', 'finished', 'gone']);
    assert.equal(await page.title(), '▶ 2 · Your games · kangaroom');
  });

  await t.test('Forget drops the unknown room and its tokens', async () => {
    await page.getByRole('button', { name: 'Forget room gone4444' }).click();
    await page.locator('.game-row[data-room="gone4444"]').waitFor({ state: 'detached' });
    assert.deepEqual(await shownGroups(page), ['yourTurn', 'finished']);
    assert.equal(await page.evaluate(() => window.localStorage.getItem('kangaroom.room.gone4444')), null);
    assert.notEqual(await page.evaluate(() => window.localStorage.getItem('kangaroom.room.done3333')), null, 'the others stay');
    // The button was the last of its kind: the focus is on the page's heading.
    assert.equal(await page.evaluate(() => document.activeElement.tagName), 'H1');
    // After a reload it is not asked about again.
    const before = asked.length;
    await page.reload();
    await page.locator('.games[data-state="ready"]').waitFor();
    assert.equal(asked.length, before + 1);
    assert.deepEqual(asked.at(-1).seats.map((seat) => seat.room), ['done3333', 'wait2222', 'mine1111']);
    assert.deepEqual(await shownRooms(page), ['wait2222', 'mine1111', 'done3333']);
  });

  await t.test('a row opens its room', async () => {
    await page.locator('.game-row[data-room="done3333"] a').click();
    await page.waitForURL(`${baseUrl}/r/done3333`);
  });

  assert.deepEqual(page.problems, []);
});

test('your games: none yet, and on a phone', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { ...phoneScreen, serviceWorkers: 'block' });
  // The third answer fails (the server is restarting, say).
  const asked = await routeServer(page, { fail: (n) => n === 2 });

  await t.test('no seat held: the empty page, nothing asked', async () => {
    await seed(page, { host5555: saved.host5555 });
    await page.goto(`${baseUrl}/games`);
    const empty = page.locator('.games-empty');
    await empty.waitFor();
    assert.match(await empty.textContent(), /^No games yet\./);
    assert.equal(await empty.getByRole('link', { name: 'Start a game' }).getAttribute('href'), '/');
    assert.deepEqual(await shownGroups(page), []);
    assert.equal(asked.length, 0);
  });

  await t.test('a phone: every row inside the screen', async () => {
    await seed(page, saved);
    await page.goto(`${baseUrl}/games`);
    await page.locator('.games[data-state="ready"]').waitFor();
    assert.deepEqual(await shownRooms(page), ['mine1111', 'wait2222', 'done3333', 'gone4444']);
    const widths = await page.$$eval('.game-row', (rows) => rows.map((row) => row.getBoundingClientRect().right));
    for (const right of widths) assert.ok(right <= 390, `a row ends at ${right}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the screen');
    await page.screenshot({ path: path.join(artifacts, 'games-phone.png'), fullPage: true });
  });

  await t.test('a failed answer: the rows stay, and the page says so', async () => {
    const failed = page.waitForResponse((response) => response.url() === `${baseUrl}/api/seats` && response.status() === 503);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await failed;
    const problem = page.locator('.games-problem');
    await problem.filter({ hasText: /^Could not reach the server; showing what it said just now\. Trying again soon\.$/ }).waitFor();
    assert.deepEqual(await shownRooms(page), ['mine1111', 'wait2222', 'done3333', 'gone4444']);
    // The next answer puts it right.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(() => document.querySelector('.games-problem').textContent === '');
    assert.equal(await page.locator('.games-status').textContent(), 'Updated just now.');
  });

  // The 503 above is the only complaint.
  assert.deepEqual(page.problems.filter((problem) => !/status of 503/.test(problem)), []);
});
