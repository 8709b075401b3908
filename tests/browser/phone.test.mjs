// Every game on a phone (390 x 844): the creator sits down at once, bots fill
// the other seats, and on the player's turn the page does not overflow
// sideways, the board's labels are on screen and the rules are one tap away.
// On a wide Kangaruse board (it scrolls sideways) the row labels stay pinned
// at the left edge and the board brings the player's piece and moves into
// view. Screenshots: phone-<game>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { browserFor, openPage, phoneScreen as phone, artifacts, createRoomAs, fillWithBotsAndStart } from './browser.mjs';

const myTurn = () => document.title.startsWith('▶');

// Boxes of everything matching `selector`, in page coordinates of the viewport.
function boxesOf(page, selector) {
  return page.$$eval(selector, (nodes) => nodes.map((node) => {
    const box = node.getBoundingClientRect();
    return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
  }));
}

async function assertNoSidewaysOverflow(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth + 1, `${what}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
}

async function assertInside(page, selector, span, what) {
  const boxes = await boxesOf(page, selector);
  assert.ok(boxes.length > 0, `${what}: ${selector} is drawn`);
  for (const box of boxes) {
    assert.ok(box.left >= span.left - 1 && box.right <= span.right + 1, `${what}: ${selector} at ${box.left.toFixed(0)}..${box.right.toFixed(0)} is outside ${span.left.toFixed(0)}..${span.right.toFixed(0)}`);
  }
}

const screen = { left: 0, right: 390 };

const games = [
  { id: 'kanga', labels: '.kg-coord' },
  { id: 'kangaroo', labels: '.kr-doubling-label' },
  // Jackaroo's board is wider than a phone (24 px track spaces) and scrolls
  // inside its box, centred on the player's own home at the bottom.
  { id: 'jackaroo', labels: '.jk-home[data-seat="0"]', fits: '.jk-board-wrap' },
];

test('every game fits a phone on the player\'s turn', async (t) => {
  const browser = await browserFor(t);

  for (const game of games) {
    await t.test(game.id, async () => {
      const page = await openPage(browser, phone);
      await createRoomAs(page, { game: game.id, name: 'Pia' });
      assert.equal(await page.locator('.how-to-play-link').getAttribute('href'), `/how-to-play/${game.id}`);
      await fillWithBotsAndStart(page);
      await page.waitForFunction(myTurn);
      await page.locator('.game-stage svg').first().waitFor();
      await page.screenshot({ path: path.join(artifacts, `phone-${game.id}.png`), fullPage: true });
      await assertNoSidewaysOverflow(page, game.id);
      await assertInside(page, game.fits || '.game-stage svg', screen, game.id);
      await assertInside(page, game.labels, screen, game.id);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }

  await t.test('kangaruse on a large board: pinned row labels, my piece in view', async () => {
    const page = await openPage(browser, phone);
    await createRoomAs(page, { game: 'kangaruse', name: 'Pia', seats: 2, choose: (p) => p.selectOption('#option-size', 'large') });
    await fillWithBotsAndStart(page);
    await page.waitForFunction(myTurn);
    await assertNoSidewaysOverflow(page, 'kangaruse');
    const wrap = page.locator('.board-wrap');
    const scrolls = await wrap.evaluate((node) => node.scrollWidth > node.clientWidth);
    assert.ok(scrolls, 'a 14-column board is wider than a phone, so it scrolls sideways');
    // Place the kangaroo, then wait for the next turn: the first jump. The
    // click is dispatched on the square itself: this part is about what is
    // in view after a move (tapping is touch-targets.test.mjs's), and the
    // wait after a tap on the sideways-scrolled board timed out once in CI
    // (2026-12-03; the cause was not found, five reruns passed).
    await page.locator('.kangaruse-board [data-legal="true"]').first().dispatchEvent('click');
    await page.waitForFunction(() => document.querySelector('.kangaruse-board .piece[data-seat="0"]') && document.title.startsWith('▶'));
    await page.screenshot({ path: path.join(artifacts, 'phone-kangaruse.png'), fullPage: true });

    const visible = async () => wrap.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const band = node.querySelector('.row-label-band').getBoundingClientRect();
      return { left: Math.max(box.left + node.clientLeft, band.right), right: box.left + node.clientLeft + node.clientWidth, wrapLeft: box.left + node.clientLeft };
    });
    let span = await visible();
    await assertInside(page, '.row-labels .edge-label', { left: span.wrapLeft, right: span.right }, 'row labels');
    await assertInside(page, '.kangaruse-board .piece[data-seat="0"]', span, 'my kangaroo');

    // Scrolled to either end by hand, the row labels stay in sight.
    for (const end of ['right', 'left']) {
      // Resolves once the board has heard the scroll (its listener pins the
      // labels), at once when the board is already at that end.
      await wrap.evaluate((node, to) => new Promise((resolve) => {
        const target = to === 'right' ? node.scrollWidth - node.clientWidth : 0;
        if (Math.abs(node.scrollLeft - target) < 1) return resolve();
        node.addEventListener('scroll', () => resolve(), { once: true });
        node.scrollLeft = target;
      }), end);
      span = await visible();
      await assertInside(page, '.row-labels .edge-label', { left: span.wrapLeft, right: span.right }, `row labels, scrolled ${end}`);
      await page.screenshot({ path: path.join(artifacts, `phone-kangaruse-scrolled-${end}.png`) });
    }
    // Every square says what it does when touched and held (its title).
    const titles = await page.$$eval('.kangaruse-board .cell > title', (nodes) => nodes.map((node) => node.textContent));
    assert.equal(titles.length, 14 * 10);
    assert.ok(titles.every((text) => text.length > 3), 'no square without a tooltip');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

test('Jackaroo on a phone: track spaces are 24 px targets; the board scrolls sideways, centred, or fits as a whole', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, phone);
  await createRoomAs(page, { game: 'jackaroo', name: 'Ann', seats: 4 });
  await fillWithBotsAndStart(page);
  await page.locator('.jackaroo-board').waitFor();
  const space = await page.locator('.jackaroo-board .jk-square circle').first().boundingBox();
  assert.ok(space.width >= 24, `a track space is ${space.width.toFixed(1)} px across`);
  const wrap = await page.locator('.jk-board-wrap').evaluate((node) => ({ scrolls: node.scrollWidth > node.clientWidth, left: node.scrollLeft, middle: (node.scrollWidth - node.clientWidth) / 2 }));
  assert.ok(wrap.scrolls, 'the board scrolls sideways inside its box');
  assert.ok(Math.abs(wrap.left - wrap.middle) <= 2, `it opens centred (${wrap.left} of ${wrap.middle})`);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth + 1, 'the page itself does not scroll sideways');
  await page.screenshot({ path: path.join(artifacts, 'phone-jackaroo-targets.png') });

  // "Whole board": the track fits the screen, every seat's name in sight;
  // the choice stays after a reload, and pressing again zooms back in.
  const whole = page.getByRole('button', { name: 'Whole board' });
  assert.equal(await whole.getAttribute('aria-pressed'), 'false');
  await whole.click();
  await page.locator('.jk-board-wrap.whole-board').waitFor();
  const fitted = async () => {
    const wrapBox = await page.locator('.jk-board-wrap').evaluate((node) => ({ scrolls: node.scrollWidth > node.clientWidth + 1 }));
    const board = await page.locator('.jackaroo-board').boundingBox();
    const names = await page.locator('.jackaroo-board .jk-name').evaluateAll((nodes) => nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent, left: box.left, right: box.right };
    }));
    return { scrolls: wrapBox.scrolls, board, names };
  };
  let seen = await fitted();
  assert.equal(seen.scrolls, false, 'the whole board fits its box');
  assert.ok(seen.board.x >= 0 && seen.board.x + seen.board.width <= 390 + 0.5, `and the screen: ${JSON.stringify(seen.board)}`);
  assert.equal(seen.names.length, 4, 'a name for every seat');
  for (const name of seen.names) assert.ok(name.left >= 0 && name.right <= 390 + 0.5, `${name.text} is on screen (${name.left}-${name.right})`);
  await page.screenshot({ path: path.join(artifacts, 'phone-jackaroo-whole-board.png') });
  await page.reload();
  await page.locator('.jk-board-wrap.whole-board .jackaroo-board').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Whole board' }).getAttribute('aria-pressed'), 'true', 'remembered');
  await page.getByRole('button', { name: 'Whole board' }).click();
  await page.locator('.jk-board-wrap:not(.whole-board)').waitFor();
  seen = await fitted();
  assert.equal(seen.scrolls, true, 'zoomed in again, it scrolls');
  assert.deepEqual(page.problems, []);
});

test('Kangaruse on a phone, regular board: "Whole board" fits it, its first column clear of the row labels', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, phone);
  await createRoomAs(page, { game: 'kangaruse', name: 'Pia', seats: 2, choose: (p) => p.selectOption('#option-size', 'regular') });
  await fillWithBotsAndStart(page);
  await page.waitForFunction(myTurn);
  const wrap = page.locator('.board-wrap');
  assert.ok(await wrap.evaluate((node) => node.scrollWidth > node.clientWidth), 'a 12-column board at 36 px a square scrolls');
  await page.getByRole('button', { name: 'Whole board' }).click();
  await page.locator('.board-wrap.whole-board').waitFor();
  const fitted = await wrap.evaluate((node) => {
    const labels = node.querySelector('.row-labels').getBoundingClientRect();
    const cells = [...node.querySelectorAll('.kangaruse-board [data-index]')].map((cell) => cell.getBoundingClientRect());
    const firstColumn = Math.min(...cells.map((box) => box.left));
    const board = node.querySelector('.kangaruse-board').getBoundingClientRect();
    return { scrolls: node.scrollWidth > node.clientWidth + 1, labelsRight: labels.right, firstColumn, boardLeft: board.left, boardRight: board.right, pinned: node.querySelector('.row-labels.pinned') !== null };
  });
  assert.equal(fitted.scrolls, false, 'fitted, it does not scroll');
  assert.ok(fitted.boardLeft >= 0 && fitted.boardRight <= 390 + 0.5, `the board is within the screen: ${JSON.stringify(fitted)}`);
  assert.equal(fitted.pinned, false);
  assert.ok(fitted.firstColumn >= fitted.labelsRight - 0.5, `the first column is beside the row labels, not under them: ${JSON.stringify(fitted)}`);
  await page.screenshot({ path: path.join(artifacts, 'phone-kangaruse-whole-board.png') });
  assert.deepEqual(page.problems, []);
});
