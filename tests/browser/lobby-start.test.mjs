// The host's Start button follows the seats from the lobby's first view on:
// disabled while a seat is free, also while the game's options (GET
// /api/games, asked for once the first view has come) are still on their way.
// It used to be enabled until they came, seats free or not: a test that
// clicked it then got a button that turned disabled under its click
// (motion.test.mjs in CI, under load), and a person got "seats_not_filled".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserFor, openPage, createRoomAs, addBot, explained } from './browser.mjs';

test("the Start button waits for the seats, even before the game's options have come", async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: 1280, height: 860 } });
  // The room page's request for the game's options is held until released
  // (the start page's own request goes through).
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  let held = 0;
  await page.route('**/api/games', async (route) => {
    if (!/\/r\/[A-Za-z0-9_-]+$/.test(route.request().frame().url())) return route.continue();
    held += 1;
    await released;
    return route.continue();
  });

  // The creator watches (not seated): the lobby's first view lists two free seats.
  await createRoomAs(page, { game: 'kangaroo', seats: 2, sit: false });
  await page.waitForFunction(() => document.querySelectorAll('.lobby .seat[data-state="free"]').length === 2);
  assert.ok(held >= 1, "the room page's request for the game's options is held");
  const start = page.locator('.lobby .start-game');
  const hint = page.locator('.lobby .start-hint');
  await explained(page, 'before the options', async () => {
    assert.equal(await start.isVisible(), true, 'the host sees the Start button');
    assert.equal(await start.isDisabled(), true, 'Start is disabled while two seats are free');
    assert.equal(await hint.textContent(), 'Waiting for 2 more players (or add a bot).');
  });

  // One bot: still a free seat, still disabled.
  await addBot(page, 0, 'easy');
  await hint.filter({ hasText: 'Waiting for 1 more player (or add a bot).' }).waitFor();
  assert.equal(await start.isDisabled(), true, 'Start is disabled while one seat is free');

  // The options come (the form is drawn): nothing changes for Start.
  release();
  await page.locator('.lobby .options-form select#room-seats').waitFor();
  assert.equal(await start.isDisabled(), true, 'Start is still disabled');

  // The second bot: everyone is here, and the game starts.
  await addBot(page, 1, 'easy');
  await hint.filter({ hasText: /^Everyone is here\.$/ }).waitFor();
  assert.equal(await start.isDisabled(), false, 'Start is enabled once every seat is held');
  await start.click();
  await page.locator('.room[data-status="playing"] .kangaroo-board').waitFor();
  assert.deepEqual(page.problems, []);
});

test("with the options held back, every seat filled: Start is enabled, and starts", async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: 1280, height: 860 } });
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route('**/api/games', async (route) => {
    if (/\/r\/[A-Za-z0-9_-]+$/.test(route.request().frame().url())) await released;
    return route.continue();
  });
  await createRoomAs(page, { game: 'kangaroo', seats: 2, name: 'Ann' });
  await addBot(page, 1, 'easy');
  const start = page.locator('.lobby .start-game');
  await page.locator('.lobby .start-hint', { hasText: /^Everyone is here\.$/ }).waitFor();
  assert.equal(await start.isDisabled(), false);
  await start.click();
  await page.locator('.room[data-status="playing"] .kangaroo-board').waitFor();
  release();
  assert.deepEqual(page.problems, []);
});
