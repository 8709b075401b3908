// Shared helpers for the browser tests: Chromium through playwright-core.
import { afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const baseUrl = process.env.KANGAROOM_URL;
export const artifacts = process.env.KANGAROOM_ARTIFACTS || '.';

// The Content-Security-Policy the server sends with every page, script and
// style sheet (server/net/web_security.cpp): nothing inline, nothing from
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

// Waits until `page` shows a room version above `version` (a move of its own
// has come back), or at least `version` (it has caught up with another page).
export function waitForVersionAbove(page, version) {
  return page.waitForFunction((v) => Number(document.querySelector('.room').dataset.version) > v, version);
}
export function waitForVersionAtLeast(page, version) {
  return page.waitForFunction((v) => Number(document.querySelector('.room')?.dataset.version) >= v, version);
}

// The code of the room `page` shows (its address /r/CODE).
export function roomCodeOf(page) {
  return new URL(page.url()).pathname.split('/')[2];
}

// The room's view on the server, not the page's copy of it: a WebSocket of
// its own (from `page`'s origin) joins the room as a spectator and returns
// the snapshot it gets ({version, view}). Joining adds a spectator for a
// moment, a change of version the pages see; it moves no game.
export async function roomOnServer(page) {
  return page.evaluate((room) => new Promise((resolve, reject) => {
    const socket = new WebSocket(`${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`);
    const fail = (message) => {
      window.clearTimeout(bound);
      socket.close();
      reject(new Error(message));
    };
    // A bound on the wait, not a pause: the snapshot comes right after `joined`.
    const bound = window.setTimeout(() => fail('no snapshot from the server within 30 s'), 30000);
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'hello', protocol: 1, client: 'browser-test' }));
      socket.send(JSON.stringify({ type: 'join', id: 1, room }));
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'error') fail(`the server refused: ${message.code} ${message.message}`);
      if (message.type !== 'snapshot') return;
      window.clearTimeout(bound);
      socket.close();
      resolve({ version: message.version, view: message.view });
    });
    socket.addEventListener('error', () => fail('the WebSocket failed'));
  }), roomCodeOf(page));
}

// The replay of the room's latest finished game (GET /api/rooms/CODE/replay).
export async function replayOnServer(page) {
  return page.evaluate(async (room) => {
    const response = await fetch(`/api/rooms/${room}/replay`);
    if (!response.ok) throw new Error(`the replay answered ${response.status}`);
    return response.json();
  }, roomCodeOf(page));
}

// The service worker registration's id at the server's root, for the
// DevTools protocol (ServiceWorker.deliverPushMessage needs it).
export async function serviceWorkerRegistrationId(cdp) {
  const found = new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted && registration.scopeURL === `${baseUrl}/`);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

// Clicks, in the service worker `worker`, the notification tagged `tag`
// (the first one shown when `tag` is null) and returns what the worker's
// click handler asked for: { opened: address } or { focused: url }.
export function clickNotification(worker, tag = null) {
  return worker.evaluate(async (wanted) => {
    const open = self.clients.openWindow;
    const focus = WindowClient.prototype.focus;
    const asked = new Promise((resolve) => {
      self.clients.openWindow = async (address) => {
        resolve({ opened: address });
        return null;
      };
      WindowClient.prototype.focus = async function focused() {
        resolve({ focused: this.url });
        return this;
      };
    });
    try {
      const shown = await self.registration.getNotifications();
      const notification = wanted === null ? shown[0] : shown.find((n) => n.tag === wanted);
      if (!notification) throw new Error(`no notification tagged ${wanted}: ${shown.map((n) => n.tag)}`);
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      return await asked;
    } finally {
      self.clients.openWindow = open;
      WindowClient.prototype.focus = focus;
    }
  }, tag);
}

// Screens: a window of `width` × `height`, and a phone.
export const windowOf = (width, height) => ({ viewport: { width, height } });
export const phoneScreen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// The start of a test that plays through the server: run.sh has set its
// address, the artifacts folder exists, and the browser closes after `t`.
export async function browserFor(t) {
  assert.ok(baseUrl, 'KANGAROOM_URL is set by run.sh');
  mkdirSync(artifacts, { recursive: true });
  const browser = await launchBrowser();
  t.after(() => browser.close());
  return browser;
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

// Kangaruse: waits until it is `page`'s turn or the game is over; true when
// it is over.
export async function myTurnOrOutcome(page) {
  await page.waitForSelector('.outcome, .board-wrap[data-my-turn="true"]');
  return (await page.locator('.outcome').count()) > 0;
}

// One Kangaruse move by `page`, whose turn it is: the `pick` ('first' or
// 'last') highlighted square, or, when the only choice left is to teleport or
// stop, stop; then waits until the move has come back.
export async function kangaruseMove(page, pick = 'last') {
  const before = await versionOf(page);
  const step = await page.locator('.turn-prompt').getAttribute('data-step');
  const legal = page.locator('.kangaruse-board [data-legal="true"]');
  if (step === 'no_jump' || (await legal.count()) === 0) await stopPlaying(page);
  else await legal[pick]().click();
  await waitForVersionAbove(page, before);
}

// Plays `page`'s Kangaruse turns until the game is over, or `maxMoves` moves.
export async function playKangaruse(page, { pick = 'last', maxMoves = 300 } = {}) {
  for (let moves = 0; moves < maxMoves; moves += 1) {
    if (await myTurnOrOutcome(page)) break;
    await kangaruseMove(page, pick);
  }
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

// A browser for the test `t` (browserFor) and a page for each of `screens`,
// each in a context of its own (a person of its own).
export async function pagesFor(t, ...screens) {
  const browser = await browserFor(t);
  const pages = [];
  for (const screen of screens) pages.push(await openPage(browser, screen));
  return pages;
}

// Opens the start page and picks the `game`, the board `size` (from its
// select) and the number of `seats`, each where given.
export async function openStartPage(page, { game, size, seats } = {}) {
  await page.goto(`${baseUrl}/`);
  if (game) await page.locator(`input[name=game][value=${game}]`).check();
  if (size) await page.selectOption('#option-size', size);
  if (seats) await page.selectOption('#seats', String(seats));
}

// What a room's page shows, in one line for a failure's message: its status,
// connection and version, each seat row (seat, state, name, tags), the
// host's Start button and hint, the guest's waiting line, and the toasts.
export async function roomReport(page) {
  try {
    const shown = await page.evaluate(() => {
      const text = (node) => (node ? node.textContent.trim() : null);
      const room = document.querySelector('.room');
      const start = document.querySelector('.lobby .start-game');
      return {
        url: window.location.pathname,
        room: room ? { ...room.dataset } : null,
        seats: [...document.querySelectorAll('.lobby .seat')].map((seat) => ({ ...seat.dataset, name: text(seat.querySelector('.seat-name')), tags: text(seat.querySelector('.seat-tags')) })),
        start: start ? { disabled: start.disabled, hidden: Boolean(start.closest('[hidden]')), hint: text(document.querySelector('.lobby .start-hint')) } : null,
        wait: text(document.querySelector('.lobby .lobby-wait')),
        people: [...document.querySelectorAll('.people-list .person')].map((person) => `${person.dataset.seat}:${person.className}:${text(person)}`),
        toasts: [...document.querySelectorAll('#toasts .toast')].map(text),
      };
    });
    return JSON.stringify(shown);
  } catch (error) {
    return `(the page could not be read: ${error.message})`;
  }
}

// Runs `step(page)`; when it fails, the error says what `page`'s room showed
// then (`roomReport`), so that a failure in CI tells what happened.
export async function explained(page, what, step) {
  try {
    return await step(page);
  } catch (error) {
    throw new Error(`${what}: ${error.message}\nthe room showed: ${await roomReport(page)}`, { cause: error });
  }
}

// Creates a room from the start page as its first player `name` and waits
// until the creator sits in seat 0; returns the room's address. `size` picks
// the board size from its select, `choose(page)` may set other options first.
// With `sit: false` the creator does not sit down (no name, no seat); the
// lobby's first view is waited for all the same (its seats are listed): the
// address changes well before the room's view comes.
export async function createRoomAs(page, { game, name, seats, size, choose, sit = true } = {}) {
  await openStartPage(page, { game, size, seats });
  if (choose) await choose(page);
  if (sit) await page.fill('#creator-name', name);
  else await page.locator('#creator-plays').uncheck();
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
  if (sit) await page.locator('.seat[data-seat="0"].seat-mine').waitFor();
  else await page.locator('.room[data-status="lobby"] .lobby .seat').first().waitFor();
  return page.url();
}

// Takes `seat` in a lobby as `name` and waits until it is the page's; with
// `url`, follows the room's link first. `choose(page)` may pick an icon or a
// colour before sitting down.
export async function takeSeat(page, { url, name, seat = 1, choose } = {}) {
  if (url) await page.goto(url);
  await page.fill('#player-name', name);
  if (choose) await choose(page);
  await page.locator(`.seat[data-seat="${seat}"] .take-seat`).click();
  await page.locator(`.seat[data-seat="${seat}"].seat-mine`).waitFor();
}

// The host puts a bot in the free `seat` (of `level`, or the select's
// default) and waits until it sits there and can be removed again.
export async function addBot(page, seat, level) {
  if (level) await page.locator(`.seat[data-seat="${seat}"] .bot-control select`).selectOption(level);
  await page.locator(`.seat[data-seat="${seat}"] .add-bot`).click();
  await page.locator(`.seat[data-seat="${seat}"][data-state="bot"] .remove-bot`).waitFor();
}

// The host starts the game; then every page of `pages` (the host's too when
// listed) waits until it shows the game's `board` (a selector).
export async function startGame(host, pages, board) {
  await explained(host, 'starting the game', () => host.locator('.start-game:not([disabled])').click());
  for (const page of pages) await explained(page, 'waiting for the game', () => page.locator(`.room[data-status="playing"] ${board}`).waitFor());
}

// `page` creates a room of `game` as Ana (with `options` for createRoomAs),
// puts an easy bot in seat 1 and starts: the game's `board` is shown.
export async function againstABot(page, game, board, options = {}) {
  await createRoomAs(page, { game, name: 'Ana', ...options });
  await addBot(page, 1, 'easy');
  await startGame(page, [page], board);
}

// After `page` has reloaded in the middle of a game: it shows the game's
// `board` (a selector) again, from its own `seat`.
export async function backInSeat(page, board, seat) {
  await page.locator(`.room[data-status="playing"] ${board}`).waitFor();
  await page.locator(`.room[data-my-seat="${seat}"]`).waitFor();
}

// A tiny two-seat Kangaruse room (the start page's game) for `host` and
// `guest`: created as `hostName`, joined by the link as `guestName`, started;
// both pages wait for the board.
export async function startKangaruseForTwo(host, guest, hostName, guestName) {
  const url = await createRoomAs(host, { name: hostName, seats: 2, size: 'tiny' });
  await takeSeat(guest, { url, name: guestName, seat: 1 });
  await startGame(host, [host, guest], '.kangaruse-board');
  return url;
}

// Offers between players: `page` clicks an offer's button (`button`, a
// selector in the offers bar under the game, '.offer-takeback' and
// '.offer-draw', or on the final table, a guest's '.offer-rematch'); the
// offerer's banner waits for the answers and each page of `others` is asked
// (Accept / Decline).
export async function offerFrom(page, button, others) {
  const before = await versionOf(page);
  await page.locator(`:is(.offers, .outcome) ${button}`).click();
  await waitForVersionAbove(page, before);
  await page.locator('.offer-banner .offer-waiting').waitFor();
  for (const other of others) await other.locator('.offer-banner .offer-accept').waitFor();
}

// Fills every free seat of the lobby with a bot of `level` (the host's
// "Add bot" buttons) and starts the game. The seats are counted only once the
// lobby shows the room's view (before it, no seat is listed, none looks free);
// Start is clicked once the host's hint says that everyone is here. A failure
// says what the room showed.
export async function fillWithBotsAndStart(page, level = 'easy') {
  await explained(page, 'filling the lobby with bots and starting', async () => {
    await page.locator('.room[data-status="lobby"] .lobby .seat').first().waitFor();
    for (;;) {
      const free = page.locator('.lobby .seat[data-state="free"]').first();
      if ((await free.count()) === 0) break;
      const seat = await free.getAttribute('data-seat');
      await free.locator('.bot-control select').selectOption(level);
      await free.locator('.add-bot').click();
      await page.locator(`.seat[data-seat="${seat}"][data-state="bot"]`).waitFor();
    }
    await page.locator('.lobby .start-hint', { hasText: /^Everyone is here\.$/ }).waitFor();
    await page.locator('.start-game:not([disabled])').click();
    await page.locator('.room[data-status="playing"]').waitFor();
  });
}

// --- Jackaroo: one person's steps. The buttons of each step at which the
// person has something to click.
export const jackarooSelectors = {
  card: '.jk-hand .jk-card[data-playable="true"]',
  discard: '.jk-hand .jk-card[data-playable="true"]',
  ability: '.jk-abilities button[data-ability-key]',
  steps: '.jk-choices button[data-steps]',
  marble: '.jk-choices button[data-pick-marble]',
  marble2: '.jk-choices button[data-pick-marble]',
  target: '.jk-choices button[data-pick-marble]',
};

// Waits until the page's player may click (or the game is over); returns the step.
export async function jackarooStep(page) {
  await page.waitForFunction((steps) => {
    const room = document.querySelector('.room');
    if (room && room.dataset.status === 'finished') return true;
    const prompt = document.querySelector('.jk-prompt');
    const wrap = document.querySelector('.jk-board-wrap');
    return Boolean(prompt && steps.includes(prompt.dataset.step) && wrap && !wrap.classList.contains('busy'));
  }, Object.keys(jackarooSelectors));
  if ((await page.locator('.room').getAttribute('data-status')) === 'finished') return 'finished';
  return page.locator('.jk-prompt').getAttribute('data-step');
}

// Something that moves the game on: a card that brings a marble out, else
// the n-th option; the release ability; the n-th marble.
export async function jackarooChoose(page, step, n) {
  const options = page.locator(jackarooSelectors[step]);
  const count = await options.count();
  if (step === 'card') {
    const release = page.locator('.jk-hand .jk-card[data-playable="true"][data-rank="A"], .jk-hand .jk-card[data-playable="true"][data-rank="K"]');
    if (n % 3 !== 2 && (await release.count()) > 0) return release.first().click();
  }
  if (step === 'ability') {
    const release = page.locator('.jk-abilities button[data-ability-key="release"]');
    if ((await release.count()) > 0) return release.click();
  }
  return options.nth(n % count).click();
}


// Opens "Change your name" during a game and types `name` into it. Opening
// the panel fills the field with the seat's name in its `toggle` event,
// which comes a task after the click: typing before it would be undone
// (a person cannot type that fast; a test can). So wait for the field to
// have the focus the toggle gives it.
export async function openRename(page, name) {
  await page.locator('.rename summary').click();
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'rename-input');
  await page.locator('#rename-input').fill(name);
}

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

// --- the page's language (i18n.test.mjs and each game's i18n test)

export async function withLanguage(page, tag) {
  await page.context().addCookies([{ name: 'lang', value: tag, url: baseUrl }]);
}

// A full-page screenshot kept in tests/browser/screenshots/ (looked at, in
// the repository) and in the artifacts.
export async function shoot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, name), fullPage: true });
  await page.screenshot({ path: path.join(artifacts, name), fullPage: true });
}

// `text` with the pseudo-locale's bracketed messages taken out, nested ones
// too (in the test's process; textOutsideCatalog does it in the page).
export function withoutMessages(text) {
  let before;
  do {
    before = text;
    text = text.replace(/\[[^[\]]*\]/g, '');
  } while (text !== before);
  return text;
}

// `text` without Fluent's direction isolates and without each of `names`.
export const withoutNames = (text, names) => names.reduce((rest, name) => rest.split(name).join(''), text.replace(/[\u2068\u2069]/g, ''));

// Visible text outside the pseudo-locale's brackets, under `selector`
// (skipping what `skip` matches): each text node, trimmed, must be a whole
// message ("[…]") or carry no letters of its own (numbers, punctuation);
// `allowed` are words that are not messages (the brand, names, codes).
export async function textOutsideCatalog(page, { selector = 'body', skip = [], allowed = [] } = {}) {
  return page.evaluate(({ selector, skip, allowed }) => {
    const stripMessages = (text) => {
      let before;
      do {
        before = text;
        text = text.replace(/\[[^[\]]*\]/g, '');
      } while (text !== before);
      return text.trim();
    };
    const escaped = [];
    const roots = [...document.querySelectorAll(selector)];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        // translate="no": a coordinate or a key's name, the same in every language.
        if (!element || element.closest('script, style, noscript, [hidden], [aria-hidden="true"], svg, [translate="no"]')) continue;
        if (skip.some((s) => element.closest(s))) continue;
        if (!element.getClientRects().length || getComputedStyle(element).visibility === 'hidden') continue;
        let text = node.textContent.replace(/[\u2068\u2069]/g, '').trim();
        if (!text) continue;
        // Messages side by side in one node ("[a] [b]"), and inside one another.
        text = stripMessages(text);
        for (const word of allowed) text = text.split(word).join('');
        if (/\p{L}/u.test(text)) escaped.push(`${element.tagName.toLowerCase()}.${element.className}: ${node.textContent.trim()}`);
      }
      // Placeholders, labels and titles a person reads too.
      for (const element of root.querySelectorAll('[placeholder], [aria-label], [title]')) {
        if (skip.some((s) => element.closest(s)) || element.closest('svg')) continue;
        for (const attribute of ['placeholder', 'aria-label', 'title']) {
          const value = element.getAttribute(attribute);
          if (value === null) continue;
          let text = stripMessages(value.replace(/[\u2068\u2069]/g, ''));
          for (const word of allowed) text = text.split(word).join('');
          if (/\p{L}/u.test(text)) escaped.push(`${element.tagName.toLowerCase()}[${attribute}]: ${value}`);
        }
      }
    }
    return escaped;
  }, { selector, skip, allowed });
}

export async function noSidewaysOverflow(page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width + 1, `the page is ${scroll} px wide in a ${width} px window`);
}

// Presses `key` (Tab, or Shift+Tab) until `predicate(arg)` holds in the page,
// at most `limit` times: where the focus goes is the page's tab order (the
// keyboard-only tests).
export async function tabTo(page, predicate, { key = 'Tab', arg, limit = 80 } = {}) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate(predicate, arg)) return;
  }
  assert.fail(`${key} never reached the element (${await page.evaluate(() => document.activeElement && document.activeElement.outerHTML.slice(0, 160))})`);
}
