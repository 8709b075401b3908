// Shared helpers for the browser tests: Chromium through playwright-core.
import { afterEach } from 'node:test';
import { chromium } from 'playwright-core';

export const baseUrl = process.env.KANGAROOM_URL;
export const artifacts = process.env.KANGAROOM_ARTIFACTS || '.';

// The Content-Security-Policy the server sends with every page, script and
// style sheet (server/web_security.cpp): nothing inline, nothing from
// elsewhere. The client must run under it without a single violation.
export const contentSecurityPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self' ws: wss:; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

// --- Content-Security-Policy violations, in every page of every test.
// Every context a test opens (launchBrowser wraps newContext) reports the
// page's `securitypolicyviolation` events and Chromium's "Content Security
// Policy" console messages here; after each test and subtest (the hook below,
// registered once for every test file that uses these helpers) any that were
// reported fail that test, with what was blocked and where.
const cspViolations = [];  // { page, text }
const watchedContexts = new Set();

function recordViolation(page, text) {
  cspViolations.push({ page, text: `${text} (on ${page ? page.url() : 'an unknown page'})` });
}

async function watchContentSecurityPolicy(context) {
  watchedContexts.add(context);
  context.on('close', () => watchedContexts.delete(context));
  await context.exposeBinding('__kangaroomCspViolation', ({ page }, event) => {
    const where = event.sourceFile ? ` in ${event.sourceFile}:${event.lineNumber}` : '';
    const sample = event.sample ? ` (${JSON.stringify(event.sample)})` : '';
    recordViolation(page, `CSP violation: ${event.directive} blocked ${event.blockedURI || 'something'}${where}${sample}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = {
          directive: event.effectiveDirective || event.violatedDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
          sample: event.sample,
        };
        // Also kept in the page, for a test to wait for.
        (window.__kangaroomCspSeen = window.__kangaroomCspSeen || []).push(report.directive);
        window.__kangaroomCspViolation(report).catch(() => {});
      },
      true,
    );
  });
  context.on('console', (message) => {
    // Its first sentence: what was blocked by which directive.
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) recordViolation(message.page(), `console: ${message.text().split('. ')[0]}`);
  });
}

// Takes the violations recorded so far in `page` (the CSP test plants one on
// purpose and takes it back); the others stay for the check below.
export function takeCspViolations(page) {
  const taken = cspViolations.filter((violation) => violation.page === page);
  for (const violation of taken) cspViolations.splice(cspViolations.indexOf(violation), 1);
  return taken.map((violation) => violation.text);
}

afterEach(async () => {
  // A round trip to every open page first, so that reports the page has sent
  // have arrived.
  for (const context of watchedContexts) {
    for (const page of context.pages()) await page.evaluate(() => 0).catch(() => {});
  }
  if (cspViolations.length === 0) return;
  const texts = cspViolations.splice(0).map((violation) => violation.text);
  const shown = [...new Set(texts)];
  const more = shown.length > 12 ? [`... and ${shown.length - 12} more`] : [];
  throw new Error(`the Content-Security-Policy was violated ${texts.length} time(s):\n  ${[...shown.slice(0, 12), ...more].join('\n  ')}`);
});

export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.KANGAROOM_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Every context, however a test makes it, is watched for violations.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContentSecurityPolicy(context);
    return context;
  };
  return browser;
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
