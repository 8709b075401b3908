// Light, dark or auto: the top bar's button switches the colours, the choice
// survives a reload, auto follows the system; every game's board sits on a
// panel of the theme's paper (not a bright white one in dark mode), and the
// black stone (Kanga) and black piece (Kangaroo) beside the names keep an
// outline that stands out from the panel. Screenshots of every board in both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, baseUrl, createRoomAs, addBot, startGame, browserFor, openPage } from './browser.mjs';

// In the page: relative luminance (WCAG) of a CSS colour, and the contrast
// of two.
function contrastIn(page, selectorA, propertyA, selectorB, propertyB) {
  return page.evaluate(([a, pa, b, pb]) => {
    const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
    const luminance = ([r, g, bl]) => {
      const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
    };
    const one = luminance(rgb(getComputedStyle(document.querySelector(a))[pa]));
    const two = luminance(rgb(getComputedStyle(document.querySelector(b))[pb]));
    return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
  }, [selectorA, propertyA, selectorB, propertyB]);
}

function luminanceOf(page, selector, property) {
  return page.evaluate(([sel, prop]) => {
    const [r, g, b] = getComputedStyle(document.querySelector(sel))[prop].match(/[\d.]+/g).slice(0, 3).map(Number);
    const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }, [selector, property]);
}

// Clicks the theme button until the choice is `choice`.
async function chooseTheme(page, choice) {
  for (let clicks = 0; clicks < 3; clicks += 1) {
    if ((await page.locator('html').getAttribute('data-theme-choice')) === choice) return;
    await page.locator('#theme-toggle').click();
  }
  assert.equal(await page.locator('html').getAttribute('data-theme-choice'), choice);
}

test('the theme button: auto follows the system, light and dark are remembered', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  await page.goto(`${baseUrl}/`);
  const html = page.locator('html');
  await page.locator('#theme-toggle:not([hidden])').waitFor();
  assert.equal(await html.getAttribute('data-theme-choice'), 'auto');
  assert.equal(await html.getAttribute('data-theme'), 'dark', 'auto follows the system (dark)');
  assert.ok((await luminanceOf(page, 'html', 'backgroundColor')) < 0.05, 'the page is dark');
  await page.locator('#theme-toggle').click();
  assert.equal(await html.getAttribute('data-theme'), 'light');
  assert.ok((await luminanceOf(page, 'html', 'backgroundColor')) > 0.8, 'the page is light');
  assert.match(await page.locator('#theme-toggle').getAttribute('title'), /^Colours: light\. Click for dark\.$/);
  await page.reload();
  await page.locator('#theme-toggle:not([hidden])').waitFor();
  assert.equal(await html.getAttribute('data-theme'), 'light', 'light is remembered over a reload');
  await page.locator('#theme-toggle').click();
  assert.equal(await html.getAttribute('data-theme'), 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  assert.equal(await html.getAttribute('data-theme'), 'dark', 'a chosen dark ignores the system');
  await page.locator('#theme-toggle').click();
  assert.equal(await html.getAttribute('data-theme-choice'), 'auto');
  assert.equal(await html.getAttribute('data-theme'), 'light', 'auto follows the system (light now)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.deepEqual(page.problems, []);
});

const games = [
  { game: 'kanga', seats: 2, board: '.kanga-board', wrap: '.kg-board-wrap' },
  { game: 'kangaroo', seats: 2, board: '.kangaroo-board', wrap: '.kr-board-wrap' },
  { game: 'jackaroo', seats: 4, board: '.jackaroo-board', wrap: '.jk-board-wrap' },
  { game: 'kangaruse', seats: 2, size: 'tiny', board: '.kangaruse-board', wrap: '.board-wrap' },
];

test('every board is readable in light and dark', async (t) => {
  const browser = await browserFor(t);
  for (const { game, seats, size, board, wrap } of games) {
    await t.test(game, async () => {
      const page = await openPage(browser, { viewport: { width: 1280, height: 860 } });
      await createRoomAs(page, { game, seats, size, name: 'Ana' });
      for (let seat = 1; seat < seats; seat += 1) await addBot(page, seat, 'easy');
      await startGame(page, [page], board);
      for (const theme of ['light', 'dark']) {
        await chooseTheme(page, theme);
        assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
        const paper = await luminanceOf(page, wrap, 'backgroundColor');
        if (theme === 'dark') assert.ok(paper < 0.1, `${game}: the board's panel is dark in dark mode (luminance ${paper.toFixed(2)})`);
        else assert.ok(paper > 0.8, `${game}: the board's panel is light in light mode (luminance ${paper.toFixed(2)})`);
        if (game === 'kanga') {
          const ring = await contrastIn(page, '.kg-stone-icon circle', 'stroke', '.panel', 'backgroundColor');
          assert.ok(ring >= 3, `${theme}: the stone icon's outline stands out from the panel (${ring.toFixed(1)}:1)`);
        }
        if (game === 'kangaroo') {
          const ring = await contrastIn(page, '.kr-swatch-black', 'borderTopColor', '.panel', 'backgroundColor');
          assert.ok(ring >= 3, `${theme}: the black piece's outline stands out from the panel (${ring.toFixed(1)}:1)`);
        }
        await page.screenshot({ path: path.join(artifacts, `theme-${game}-${theme}.png`) });
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});
