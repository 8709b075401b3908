// The table in dark mode at a laptop's size: every board is drawn dark (not
// left cream or bright beside the dark page) with its dark pieces still
// outlined, and Jackaroo's side column leaves the room's "Players" heading
// in sight above the chat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, browserFor, openPage, createRoomAs, addBot, startGame, fillWithBotsAndStart, jackarooSelectors, jackarooChoose } from './browser.mjs';

// In the page: the WCAG relative luminance of a colour, and the contrast of two.
function colours(page, list) {
  return page.evaluate((items) => {
    const parse = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
      const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    return items.map(([selector, property]) => {
      const node = document.querySelector(selector);
      return node ? lum(parse(getComputedStyle(node)[property])) : null;
    });
  }, list);
}
const contrast = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const games = [
  // surface: the board's own ground; rim: the outline of its darkest piece.
  { game: 'jackaroo', seats: 4, board: '.jackaroo-board', surface: ['.jackaroo-board .jk-felt', 'fill'], rim: ['.jackaroo-board .jk-marble-body', 'stroke'] },
  { game: 'kangaroo', seats: 2, board: '.kangaroo-board', surface: ['.kangaroo-board .kr-square.dark .kr-square-bg', 'fill'], rim: ['.kangaroo-board .kr-piece-black .kr-piece-body', 'stroke'] },
  { game: 'kanga', seats: 2, board: '.kanga-board', surface: ['.kanga-board .kg-wood', 'fill'], rim: ['.kanga-board .kg-probe-stone', 'stroke'] },
];

test('dark boards: darker than in light, their dark pieces outlined', async (t) => {
  const browser = await browserFor(t);
  for (const spec of games) {
    await t.test(spec.game, async () => {
      const page = await openPage(browser, { viewport: { width: 1280, height: 860 }, colorScheme: 'light' });
      await createRoomAs(page, { game: spec.game, seats: spec.seats, name: 'Ana' });
      for (let seat = 1; seat < spec.seats; seat += 1) await addBot(page, seat, 'easy');
      await startGame(page, [page], spec.board);
      // Kanga has no stone yet: a black one is drawn for the check, with the board's classes.
      await page.evaluate(() => {
        const svg = document.querySelector('.kanga-board');
        if (!svg) return;
        const stone = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
        stone.setAttribute('class', 'kg-stone black kg-probe-stone');
        svg.append(stone);
      });
      const [lightSurface] = await colours(page, [spec.surface]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      const [darkSurface, rim] = await colours(page, [spec.surface, spec.rim]);
      assert.ok(darkSurface < lightSurface * 0.7, `${spec.game}: the board is darker in dark mode (${lightSurface.toFixed(2)} -> ${darkSurface.toFixed(2)})`);
      if (spec.game === 'jackaroo') assert.ok(darkSurface < 0.1, `the felt is dark (${darkSurface.toFixed(2)})`);
      const rimContrast = contrast(rim, darkSurface);
      assert.ok(rimContrast >= 3, `${spec.game}: the dark piece's outline stands out on the dark board (${rimContrast.toFixed(1)}:1)`);
      await page.screenshot({ path: path.join(artifacts, `dark-board-${spec.game}.png`) });
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
  await t.test('kangaruse', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 860 }, colorScheme: 'dark' });
    await createRoomAs(page, { game: 'kangaruse', seats: 2, size: 'tiny', name: 'Ana' });
    await addBot(page, 1, 'easy');
    await startGame(page, [page], '.kangaruse-board');
    const filter = await page.locator('.kangaruse-board').evaluate((node) => getComputedStyle(node).filter);
    assert.match(filter, /brightness\(0\.\d+\)/, 'its many-coloured squares are dimmed as a whole');
    await page.context().close();
  });
});

test("Jackaroo at 1280x860, dark: the room's Players heading is in sight above the chat", async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: 1280, height: 860 }, colorScheme: 'dark' });
  // Seated (the rows carry "you" and the partner), with a play made so that
  // the "Last move" line is there too: Ana plays when the first turn is hers.
  await createRoomAs(page, { game: 'jackaroo', seats: 4, name: 'Ana' });
  await fillWithBotsAndStart(page);
  for (let turn = 0; (await page.locator('.jk-last-line').count()) === 0; turn += 1) {
    assert.ok(turn < 5, 'a play is made');
    await page.waitForFunction((steps) => {
      const prompt = document.querySelector('.jk-prompt');
      const wrap = document.querySelector('.jk-board-wrap');
      return document.querySelector('.jk-last-line') || (prompt && steps.includes(prompt.dataset.step) && wrap && !wrap.classList.contains('busy'));
    }, Object.keys(jackarooSelectors));
    if ((await page.locator('.jk-last-line').count()) > 0) break;
    const before = await page.locator('.room').getAttribute('data-version');
    await jackarooChoose(page, await page.locator('.jk-prompt').getAttribute('data-step'), 0);
    await page.waitForFunction((v) => document.querySelector('.room').dataset.version !== v || document.querySelector('.jk-last-line'), before).catch(() => {});
  }
  const box = await page.evaluate(() => {
    const rect = (selector) => document.querySelector(selector).getBoundingClientRect();
    return { heading: rect('.people h2'), side: rect('.room-side-scroll'), chat: rect('.room-side > .chat') };
  });
  assert.ok(box.heading.bottom <= box.side.bottom, `the heading (bottom ${box.heading.bottom}) is inside the side column's view (bottom ${box.side.bottom})`);
  assert.ok(box.heading.bottom <= box.chat.top, 'and above the chat');
  // Each player's row is two lines at most.
  const rows = await page.$$eval('.jk-players li', (items) => items.map((li) => li.getBoundingClientRect().height));
  assert.equal(rows.length, 4);
  const rowTexts = await page.$$eval('.jk-players li', (items) => items.map((li) => li.innerText.replace(/\n/g, ' / ')));
  for (const [i, height] of rows.entries()) assert.ok(height < 60, `a row is ${height}px high: ${rowTexts[i]}`);
  await page.screenshot({ path: path.join(artifacts, 'dark-jackaroo-side.png') });
  assert.deepEqual(page.problems, []);
});
