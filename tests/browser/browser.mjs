// Shared helpers for the browser tests: Chromium through playwright-core.
import { chromium } from 'playwright-core';

export const baseUrl = process.env.KANGAROOM_URL;
export const artifacts = process.env.KANGAROOM_ARTIFACTS || '.';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.KANGAROOM_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// A page whose script errors and failed requests are collected, so a test can
// assert that none happened. Nothing may be loaded from outside the server.
export async function openPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(60000);
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('ws://127.0.0.1')) {
      page.problems.push(`request outside the server: ${url}`);
    }
  });
  return page;
}

export async function versionOf(page) {
  return Number(await page.locator('.room').getAttribute('data-version'));
}

// What a board shows, square by square: type, crossed, kangaroos.
export async function boardSignature(page) {
  return page.$$eval('.kangaruse-board [data-index]', (cells) =>
    cells.map((cell) => `${cell.dataset.index}:${cell.dataset.type}:${cell.dataset.crossed || ''}:${cell.dataset.occupants}`).join('|'),
  );
}

// Waits until `predicate(arg)` holds in one of `pages` and returns that
// page's index, or -1 when it held in none within `timeout` ms. The other
// pages' waits end by themselves (when their predicate holds, or at the
// timeout).
export async function firstReady(pages, predicate, arg, timeout) {
  const waits = pages.map((page, index) => page.waitForFunction(predicate, arg, { timeout }).then(() => index));
  for (const wait of waits) wait.catch(() => {});
  return Promise.any(waits).catch(() => -1);
}

// Stops playing (Kangaruse, when no jump is left): the button asks "Really
// stop?" in the page and the test answers yes. The question goes away by
// itself after a few seconds; on a very busy machine the test asks again.
export async function stopPlaying(page) {
  for (let attempt = 1; ; attempt += 1) {
    await page.locator('.stop-playing').click();
    try {
      await page.locator('.confirm-stop').click();
      return;
    } catch (error) {
      if (attempt >= 3 || (await page.locator('.stop-playing').count()) === 0) throw error;
    }
  }
}

// Creates a room from the start page as its first player `name` and waits
// until the creator sits in seat 0. `choose(page)` may set options first.
export async function createRoomAs(page, { game, name, seats, choose } = {}) {
  await page.goto(`${baseUrl}/`);
  if (game) await page.locator(`input[name=game][value=${game}]`).check();
  if (seats) await page.selectOption('#seats', String(seats));
  if (choose) await choose(page);
  await page.fill('#creator-name', name);
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
  await page.locator('.seat[data-seat="0"].seat-mine').waitFor();
  return page.url();
}

// Fills every free seat of the lobby with a bot of `level` (the host's
// "Add bot" buttons) and starts the game.
export async function fillWithBotsAndStart(page, level = 'easy') {
  for (;;) {
    const free = page.locator('.seat[data-state="free"]').first();
    if ((await free.count()) === 0) break;
    const seat = await free.getAttribute('data-seat');
    await free.locator('.bot-control select').selectOption(level);
    await free.locator('.add-bot').click();
    await page.locator(`.seat[data-seat="${seat}"][data-state="bot"]`).waitFor();
  }
  await page.locator('.start-game:not([disabled])').click();
  await page.locator('.room[data-status="playing"]').waitFor();
}
