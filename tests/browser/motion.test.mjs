// Moves are seen and (when asked for) heard: pieces slide from their old
// place to the new one (Kanga's stones fade in), not for a viewer who asked
// for reduced motion; a knock on each move, off until turned on beside the
// speaker; and a game started from a lobby scrolled down on a phone opens at
// the top of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, baseUrl, browserFor, openPage, createRoomAs, fillWithBotsAndStart, addBot, phoneScreen } from './browser.mjs';

const games = [
  { game: 'jackaroo', board: '.jackaroo-board', counter: 'motionSlides', still: true },
  { game: 'kangaroo', board: '.kangaroo-board', counter: 'motionSlides', still: true },
  { game: 'kangaruse', board: '.kangaruse-board', counter: 'motionSlides', size: 'tiny' },
];

// A room of bots only, watched by `page` (its creator, not seated).
async function watchBots(page, { game, size }) {
  await createRoomAs(page, { game, size, sit: false });
  await fillWithBotsAndStart(page);
}

const counted = (page, name) => page.evaluate((key) => Number(document.documentElement.dataset[key] || 0), name);

test('pieces slide to their new places, and stay put for reduced motion', async (t) => {
  const browser = await browserFor(t);
  for (const spec of games) {
    await t.test(spec.game, async () => {
      const page = await openPage(browser, { viewport: { width: 1280, height: 860 } });
      await watchBots(page, spec);
      await page.locator(spec.board).waitFor();
      await page.waitForFunction((key) => Number(document.documentElement.dataset[key] || 0) > 0, spec.counter, { timeout: 30000 });
      if (spec.game === 'jackaroo') {
        // A marble that walks follows the track square by square (the Web
        // Animations API, data-motion-path), not a line across the board.
        await page.waitForFunction(() => Number(document.documentElement.dataset.motionPaths || 0) > 0, null, { timeout: 60000 });
        // The last play's path is drawn on the board: waited for, since the
        // bots play on and a card played without a walk draws none.
        await page.waitForFunction(() => document.querySelector('.jackaroo-board polyline.jk-last-path, .jackaroo-board line.jk-last-path') !== null, null, { timeout: 60000 });
      }
      if (spec.game === 'kangaroo') {
        // A piece caught mid-slide is drawn between squares, by a transform
        // from the style sheet's class and the CSSOM's custom properties.
        const sliding = await page.evaluate(() => {
          const node = document.querySelector('.kangaroo-board [data-motion-state="slide"]');
          return node ? getComputedStyle(node).transitionDuration : null;
        });
        if (sliding) assert.notEqual(sliding, '0s');
        await page.screenshot({ path: path.join(artifacts, 'motion-kangaroo.png') });
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
      if (!spec.still) return;

      const still = await openPage(browser, { viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
      await watchBots(still, spec);
      await still.locator(spec.board).waitFor();
      const moves = () => still.locator('.log-list li[data-seq]').count();
      await still.waitForFunction(() => document.querySelectorAll('.log-list li[data-seq]').length >= 4, null, { timeout: 30000 });
      assert.ok((await moves()) >= 4);
      assert.equal(await counted(still, 'motionSlides'), 0, 'nothing slides');
      assert.equal(await counted(still, 'motionFades'), 0, 'nothing fades');
      assert.equal(await counted(still, 'motionPaths'), 0, 'nothing follows a path');
      assert.equal(await still.locator('[data-motion-state]').count(), 0);
      assert.deepEqual(still.problems, []);
      await still.context().close();
    });
  }
});

test("Kanga: a placed stone fades in where it is placed", async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: 1280, height: 860 } });
  await createRoomAs(page, { game: 'kanga', name: 'Ann' });
  await addBot(page, 1, 'easy');
  await page.locator('.start-game:not([disabled])').click();
  await page.locator('.room[data-status="playing"] .kg-board-wrap[data-my-turn="true"]').waitFor();
  await page.locator('.kanga-board [data-legal="true"]').first().click();
  await page.waitForFunction(() => Number(document.documentElement.dataset.motionFades || 0) > 0);
  assert.equal(await counted(page, 'motionSlides'), 0, 'stones never slide');
  assert.deepEqual(page.problems, []);
});

test('a knock on each move: off by default, turned on beside the speaker, muted with it', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: 1280, height: 860 } });
  await createRoomAs(page, { game: 'kanga', name: 'Ann' });
  await addBot(page, 1, 'easy');
  await page.locator('.start-game:not([disabled])').click();
  await page.locator('.room[data-status="playing"] .kanga-board').waitFor();
  const toggle = page.locator('.turn-alerts .move-sound-toggle');
  await toggle.waitFor();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false', 'off by default');
  assert.equal(await page.locator('html').getAttribute('data-move-sound'), 'off');

  // Ann places a stone (Black begins) and the bot answers; no knock yet.
  const playOne = async () => {
    await page.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();
    const before = await page.locator('.log-list li[data-seq]').count();
    await page.locator('.kanga-board [data-legal="true"]').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('.log-list li[data-seq]').length >= n + 2, before);
  };
  await playOne();
  assert.equal(await counted(page, 'moveSounds'), 0, 'no knock while it is off');

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => window.localStorage.getItem('kangaroom.moveSound')), 'on', 'the choice is remembered');
  await playOne();
  const knocks = await counted(page, 'moveSounds');
  assert.ok(knocks >= 1, `a knock for the moves (${knocks})`);

  // The speaker mutes the knock too, and greys its button.
  await page.locator('.turn-alerts .sound-toggle').click();
  assert.equal(await toggle.isDisabled(), true);
  await playOne();
  assert.equal(await counted(page, 'moveSounds'), knocks, 'no knock with the sound off');
  assert.deepEqual(page.problems, []);
});

test('a phone: the game starts at the top of the page, with the top bar at the top', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, phoneScreen);
  await createRoomAs(page, { game: 'jackaroo', name: 'Ann', seats: 4 });
  for (const seat of [1, 2, 3]) await addBot(page, seat, 'easy');
  // The Start button is at the lobby's foot: clicking it scrolls down there.
  await page.locator('.start-game:not([disabled])').scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => window.scrollY)) > 100, 'the lobby was scrolled down');
  await page.locator('.start-game:not([disabled])').click();
  await page.locator('.room[data-status="playing"] .jackaroo-board').waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page is at its top');
  const board = await page.locator('.jackaroo-board').boundingBox();
  assert.ok(board.y < 844, 'the board is in sight');
  // Scrolled, the sticky top bar stays at the top of the screen (a
  // full-page screenshot draws it where the page was scrolled to).
  await page.mouse.wheel(0, 600);
  await page.evaluate(() => window.scrollTo(0, 600));
  assert.equal(Math.round((await page.locator('.topbar').boundingBox()).y), 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(artifacts, 'phone-jackaroo-start.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
});
