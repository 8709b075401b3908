// The end of a game and the start of the next happen where the player is
// looking (issue 43, item 8), through the real server:
// - on a laptop the final table comes under the board: the final position
//   stays whole in the window (the table above it pushed Kanga's board half
//   off screen);
// - on a phone, resigning from the players' panel (below the board) brings
//   the final table into view instead of leaving it far above;
// - a rematch opens at the top of the page, as the first game did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, againstABot, pagesFor } from './browser.mjs';

async function kangaAgainstABot(page) {
  await againstABot(page, 'kanga', '.kanga-board');
  await page.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();
  await page.locator('.kanga-board [data-legal="true"]').first().click();
  await page.locator('.kg-board-wrap[data-my-turn="true"][data-moves-played="2"]').waitFor();
}

async function resign(page) {
  await page.locator('.people .resign').click();
  await page.locator('.resign-yes').click();
  await page.locator('.room[data-status="finished"] .outcome').waitFor();
  // Two frames: the page's own scrolling happens after layout.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const boxOf = (page, selector) => page.locator(selector).first().evaluate((node) => {
  const box = node.getBoundingClientRect();
  return { top: box.top, bottom: box.bottom, height: box.height, window: window.innerHeight, scrollY: window.scrollY };
});

// Each game ended by its player's resignation against a bot (Jackaroo is
// left out: a resigned seat goes to a bot and the game plays on).
const endings = [
  { game: 'kanga', board: '.kanga-board', end: async (page) => { await kangaAgainstABot(page); await resign(page); } },
  {
    game: 'kangaroo', board: '.kangaroo-board',
    end: async (page) => {
      await againstABot(page, 'kangaroo', '.kangaroo-board');
      await page.locator('.kr-resign').click();
      await page.locator('[data-give-up="true"]').first().click();
      await page.locator('.kr-confirm-resign').click();
    },
  },
  {
    game: 'kangaruse', board: '.kangaruse-board',
    end: async (page) => {
      await againstABot(page, 'kangaruse', '.kangaruse-board', { seats: 2, size: 'tiny' });
      await page.locator('.board-wrap[data-my-turn="true"]').waitFor();
      await page.locator('.give-up').click();
      await page.locator('.confirm-give-up').click();
    },
  },
];

for (const ending of endings) {
  test(`${ending.game} on a laptop: the final board stays whole in the window, the result and its rematch under it`, async (t) => {
    const [ana] = await pagesFor(t, windowOf(1440, 900));
    await ending.end(ana);
    await ana.locator('.room[data-status="finished"] .outcome').waitFor({ timeout: 0 });
    for (const [width, height] of [[1440, 900], [1366, 768], [1280, 720]]) {
      await ana.setViewportSize({ width, height });
      await ana.evaluate(() => window.scrollTo(0, 0));
      await ana.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const board = await boxOf(ana, ending.board);
      const outcome = await boxOf(ana, '.outcome');
      const rematch = await boxOf(ana, '.outcome-actions button');
      const where = `${ending.game} at ${width}x${height}`;
      assert.ok(board.top >= 0 && board.bottom <= board.window + 0.5, `${where}: the whole board is in the window: ${JSON.stringify(board)}`);
      assert.ok(outcome.top >= board.bottom, `${where}: the final table is under the board`);
      assert.ok(rematch.bottom <= rematch.window + 0.5, `${where}: the result's Rematch is in the window too: ${JSON.stringify(rematch)}`);
      if (width === 1440) await ana.screenshot({ path: path.join(artifacts, `result-sight-${ending.game}-1440.png`) });
    }
    assert.deepEqual(ana.problems, []);
  });
}

test('phone: resigning below the board shows the result; a rematch opens at the top', async (t) => {
  const [ana] = await pagesFor(t, phoneScreen);
  await kangaAgainstABot(ana);
  await resign(ana);
  const outcome = await boxOf(ana, '.outcome');
  assert.ok(outcome.top < outcome.window && outcome.bottom > 0, `the final table is in view after resigning: ${JSON.stringify(outcome)}`);
  const title = await boxOf(ana, '.outcome-title');
  const topbar = await boxOf(ana, '.topbar');
  assert.ok(title.top >= topbar.bottom - 0.5 && title.bottom <= title.window, `its title is clear of the top bar: ${JSON.stringify({ title, topbar })}`);
  await ana.screenshot({ path: path.join(artifacts, 'result-sight-390.png') });

  // The host's rematch, from the final table (scrolled to, as a finger would).
  await ana.locator('.outcome').getByRole('button', { name: 'Rematch' }).click();
  await ana.locator('.room[data-status="playing"] .kg-board-wrap[data-moves-played="0"]').waitFor();
  await ana.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await ana.evaluate(() => window.scrollY), 0, 'the new game opens at the top');
  assert.deepEqual(ana.problems, []);
});
