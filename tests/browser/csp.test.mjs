// The Content-Security-Policy (issue 27). The server sends it with every
// page, script and style sheet, and the client runs under it: browser.mjs
// fails every browser test on a violation in any of its pages (the games
// played to the end in game, kanga, kangaroo and jackaroo.test.mjs, the
// replays in replay.test.mjs, the how-to-play pages ...). This file checks
// that the header is there, that the check does notice a violation, and the
// pages the other tests do not reach: the server's 404 page, an unknown room,
// an unknown game's rules, an unknown replay; and that the colours the
// client now sets through the CSSOM still show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { baseUrl, artifacts, browserFor, windowOf, openPage, createRoomAs, contentSecurityPolicy, takeCspViolations } from './browser.mjs';

// Chromium's console line for a failed request (the 404s below are expected).
const notFoundOnConsole = /status of 404/;

test('every page, script and style sheet carries the policy', async () => {
  assert.ok(baseUrl, 'KANGAROOM_URL is set by run.sh');
  for (const address of ['/', '/js/app.js', '/css/app.css', '/games/kanga/kanga.css', '/games/jackaroo/view.js', '/r/abcdefgh', '/how-to-play/kanga', '/no-such-page']) {
    const response = await fetch(`${baseUrl}${address}`);
    await response.arrayBuffer();
    assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy, `${address} (${response.status})`);
  }
});

test('the check notices a style attribute the policy blocks', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser);
  await page.goto(`${baseUrl}/`);
  await page.locator('#creator-name').waitFor();
  // Markup with a style attribute, as a view that built it as a string
  // would; then a style attribute set directly.
  await page.evaluate(() => {
    document.querySelector('main').insertAdjacentHTML('beforeend', '<p class="csp-probe" style="color: rgb(255, 0, 0)">probe</p><p class="csp-probe-2">probe</p>');
    document.querySelector('.csp-probe-2').setAttribute('style', 'color: rgb(255, 0, 0)');
  });
  await page.waitForFunction(() => (window.__kangaroomCspSeen || []).length >= 2);
  for (const probe of ['.csp-probe', '.csp-probe-2']) {
    assert.notEqual(await page.locator(probe).evaluate((node) => getComputedStyle(node).color), 'rgb(255, 0, 0)', `the browser did not apply ${probe}'s`);
  }
  await page.evaluate(() => 0);  // the reports have arrived
  const seen = takeCspViolations(page);
  assert.ok(seen.filter((text) => /^CSP violation: style-src-attr/.test(text)).length >= 2, `both were reported: ${seen.join(' | ')}`);
  assert.ok(seen.some((text) => /^console: .*Content Security Policy/.test(text)), 'Chromium said so on the console too');
  // What openPage collected is the same complaint, nothing else.
  assert.deepEqual(page.problems.filter((problem) => !/Content Security Policy/.test(problem)), []);
});

test('pages without a game: the 404 page, unknown rooms, games and replays; every how-to-play page', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1100, 860));

  await t.test("the server's 404 page uses the client's style sheet", async () => {
    const response = await page.goto(`${baseUrl}/no-such-page`);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to the start page' }).getAttribute('href'), '/');
    assert.equal(await page.evaluate(() => document.styleSheets.length), 1, 'app.css loaded');
    await page.screenshot({ path: path.join(artifacts, 'csp-404.png') });
  });

  await t.test('an unknown room, game and replay say so', async () => {
    await page.goto(`${baseUrl}/r/zzzzzzzzzzzzzzzz`);
    await page.getByRole('heading', { name: 'Room not found' }).waitFor();
    await page.goto(`${baseUrl}/how-to-play/chess`);
    await page.getByRole('heading', { name: 'No such game' }).waitFor();
    await page.goto(`${baseUrl}/r/zzzzzzzzzzzzzzzz/replay`);
    await page.getByRole('heading', { name: 'Replay not found' }).waitFor();
  });

  await t.test('every how-to-play page, pictures included', async () => {
    const games = await (await fetch(`${baseUrl}/api/games`)).json();
    assert.ok(games.length >= 4);
    for (const game of games) {
      await page.goto(`${baseUrl}/how-to-play/${game.id}`);
      await page.getByRole('heading', { level: 1, name: `How to play ${game.name}` }).waitFor();
      await page.locator('.rule-entry').first().waitFor();
    }
  });

  assert.deepEqual(page.problems.filter((problem) => !notFoundOnConsole.test(problem)), []);
});

test('the colour swatches of the lobby show their colours (set through the CSSOM)', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1200, 860));
  await createRoomAs(page, { game: 'kanga', name: 'Ana' });
  const swatches = await page.$$eval('.choice input[name=player-color]', (inputs) =>
    inputs.map((input) => ({ value: input.value, background: getComputedStyle(input.nextElementSibling).backgroundColor })),
  );
  assert.ok(swatches.length >= 4, 'the lobby offers colours');
  const rgb = (hex) => {
    const n = parseInt(hex.slice(1), 16);
    return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
  };
  for (const { value, background } of swatches) assert.equal(background, rgb(value), `the ${value} swatch`);
  await page.locator('.choice .swatch').first().screenshot({ path: path.join(artifacts, 'csp-swatch.png') });
  assert.deepEqual(page.problems, []);
});
