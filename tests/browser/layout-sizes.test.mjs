// Every game at the screen sizes people play on: 1366x768, 1280x720 and
// 1440x900 laptops and a 390x844 phone. A person plays against bots; at
// their first decisions the page is drawn at each size and
// - the turn prompt and every choice it offers (its buttons, the squares or
//   pieces to click, Jackaroo's cards and choice buttons, Kanga's offers
//   under the board) lie inside the
//   window: on a laptop with the page at its top, on a phone with the game
//   scrolled to its prompt; on a phone a board wider than the screen scrolls
//   sideways in its own box (a large Kangaruse board, Jackaroo's track), so
//   its squares there need only be inside the window from top to bottom;
// - on the phone every one of those choices is a target of at least 32 px
//   each way (Jackaroo's track, which scrolls and may be zoomed, is left out:
//   its marbles are also offered as buttons).
// Screenshots: layout-<game>-<size>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  artifacts, browserFor, openPage, phoneScreen, createRoomAs, fillWithBotsAndStart, versionOf, waitForVersionAbove,
  jackarooStep, jackarooChoose, jackarooSelectors,
} from './browser.mjs';

// The laptops are one window resized; the phone is a phone (touch, a
// coarse pointer), in a game of its own.
const laptops = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];
const screens = [
  { name: 'laptop', context: { viewport: laptops[0] }, sizes: laptops },
  { name: 'phone', context: phoneScreen, sizes: [{ width: 390, height: 844, phone: true }] },
];
const minTarget = 32;

const myTurn = () => document.title.startsWith('▶');
const finished = () => document.querySelector('.room[data-status="finished"]') !== null;

// Waits for my turn (true) or the end (false).
async function turnOrEnd(page) {
  await page.waitForFunction(() => document.title.startsWith('▶') || document.querySelector('.room[data-status="finished"]') !== null);
  return !(await page.evaluate(finished));
}

// Per game: the prompt, the selectors of its choices at this moment, and one
// decision that moves the game on.
const games = [
  {
    id: 'kangaruse',
    seats: 2,
    prompt: '.turn-prompt-text',
    choices: async () => ['.turn-actions button', '.kangaruse-board [data-legal="true"] .cell-bg'],
    decide: async (page) => {
      const before = await versionOf(page);
      const legal = page.locator('.kangaruse-board [data-legal="true"]');
      if ((await legal.count()) === 0) return false;
      await legal.first().click();
      await waitForVersionAbove(page, before);
      return turnOrEnd(page);
    },
  },
  {
    id: 'kanga',
    seats: 2,
    prompt: '.kg-prompt-text',
    // The offers under the board (take back, offer a draw) count too: at
    // 1280x720 they were below the fold.
    choices: async () => ['.kg-prompt-actions button:not([hidden])', '.kanga-board [data-legal="true"] .kg-hit', '.offers button.offer-takeback', '.offers button.offer-draw'],
    decide: async (page, n) => {
      const before = await versionOf(page);
      const legal = page.locator('.kanga-board [data-legal="true"]');
      await legal.nth((n * 7) % (await legal.count())).click();
      // A small board on a touch screen asks for a second tap (the Place button).
      const place = page.locator('.kg-prompt-actions button.kg-place:not([hidden])');
      if ((await versionOf(page)) === before && (await place.count()) > 0) await place.click();
      await waitForVersionAbove(page, before);
      return turnOrEnd(page);
    },
  },
  {
    id: 'kangaroo',
    seats: 2,
    prompt: '.kr-prompt-text',
    choices: async () => ['.kr-prompt-actions button:not([hidden])', '.kr-choices button', '.kangaroo-board .actionable .kr-square-bg'],
    // A piece first (the prompt then offers its landings), then a landing.
    decide: async (page) => {
      const targets = page.locator('.kangaroo-board [data-target="true"]');
      if ((await targets.count()) === 0) {
        await page.locator('.kangaroo-board [data-movable="true"]').first().click();
        await targets.first().waitFor();
        return true;
      }
      const before = await versionOf(page);
      await targets.first().click();
      await waitForVersionAbove(page, before);
      return turnOrEnd(page);
    },
  },
  {
    id: 'jackaroo',
    seats: 4,
    prompt: '.jk-prompt-text',
    choices: async (page) => {
      const step = await jackarooStep(page);
      return step === 'finished' ? [] : ['.jk-prompt-actions button:not([hidden])', jackarooSelectors[step]];
    },
    decide: async (page, n) => {
      const step = await jackarooStep(page);
      if (step === 'finished') return false;
      await jackarooChoose(page, step, n);
      return (await jackarooStep(page)) !== 'finished';
    },
  },
];

// In the page: the prompt and the choices that are not wholly inside the
// window, and (on a phone) those smaller than a finger. Laptops are measured
// at the top of the page; a phone with the game's prompt scrolled to the top.
function measure({ prompt, selectors, phone, minTarget }) {
  const promptNode = document.querySelector(prompt);
  if (phone) {
    // The sticky top bar covers the top of the window: the prompt goes just below it.
    const bar = document.querySelector('.topbar');
    const barHeight = bar ? bar.getBoundingClientRect().height : 0;
    window.scrollTo(0, 0);
    window.scrollTo(0, Math.max(0, promptNode.getBoundingClientRect().top - barHeight - 8));
  } else {
    window.scrollTo(0, 0);
  }
  const describe = (node, box) => `${(node.getAttribute('aria-label') || node.closest('[aria-label]')?.getAttribute('aria-label') || node.textContent || node.tagName).trim().slice(0, 40)} at x=${Math.round(box.left)}-${Math.round(box.right)} y=${Math.round(box.top)}-${Math.round(box.bottom)}`;
  const sidewaysScroller = (node) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth + 1) return parent;
    }
    return null;
  };
  const offScreen = [];
  const small = [];
  let count = 0;
  const nodes = [promptNode];
  for (const selector of selectors) for (const node of document.querySelectorAll(selector)) nodes.push(node);
  for (const node of nodes) {
    if (!node) {
      offScreen.push(`no ${prompt}`);
      continue;
    }
    const box = node.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;  // not drawn at this step
    if (node !== promptNode) count += 1;
    const across = phone && sidewaysScroller(node) ? true : box.left >= 0 && box.right <= window.innerWidth + 0.5;
    const inside = across && box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
    if (!inside) offScreen.push(describe(node, box));
    if (phone && node !== promptNode && (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)) small.push(`${describe(node, box)} (${Math.round(box.width)}x${Math.round(box.height)})`);
  }
  return { offScreen, small, count };
}

const settle = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const game of games) {
  for (const screen of screens) test(`${game.id} on a ${screen.name}: the prompt and its choices are on screen`, async (t) => {
    const { sizes } = screen;
    const browser = await browserFor(t);
    const page = await openPage(browser, screen.context);
    const shots = new Set();
    let checked = 0;
    // A random Kangaruse board may end my game after one decision (a
    // placement that leaves no jump); then another game is played.
    for (let games = 1; checked < sizes.length * 2 && games <= 5; games += 1) {
      await createRoomAs(page, { game: game.id, name: 'Ana', seats: game.seats });
      await fillWithBotsAndStart(page);
      assert.ok(await turnOrEnd(page), 'my first turn comes');

      for (let decision = 0; decision < 4; decision += 1) {
        const selectors = await game.choices(page);
        if (selectors.length === 0) break;
        for (const size of sizes) {
          if (sizes.length > 1) await page.setViewportSize({ width: size.width, height: size.height });
          await settle(page);
          const { offScreen, small, count } = await page.evaluate(measure, { prompt: game.prompt, selectors, phone: Boolean(size.phone), minTarget });
          const where = `${game.id} at ${size.width}x${size.height}, decision ${decision}`;
          const name = `${size.width}x${size.height}`;
          if (!shots.has(name) || offScreen.length || small.length) {
            shots.add(name);
            await page.screenshot({ path: path.join(artifacts, `layout-${game.id}-${name}${offScreen.length || small.length ? `-${decision}` : ''}.png`) });
          }
          assert.ok(count > 0, `${where}: there are choices to check`);
          assert.deepEqual(offScreen, [], `${where}: the prompt and every choice inside the window`);
          assert.deepEqual(small, [], `${where}: every choice at least ${minTarget} px on a phone`);
          checked += 1;
        }
        if (sizes.length > 1) await page.setViewportSize(sizes[0]);
        await settle(page);
        if (!(await game.decide(page, decision))) break;
      }
    }
    t.diagnostic(`${game.id}: ${checked} layouts checked`);
    assert.ok(checked >= sizes.length * 2, 'at least two decisions checked at every size');
    await page.context().close();
    assert.deepEqual(page.problems, []);
  });
}
