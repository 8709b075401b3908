// Colour is never the only sign (issue 44). At 390x844 each game's table
// against bots is photographed as it is, and Jackaroo's and Kangaruse's
// also as a protanope, deuteranope and tritanope sees them (Chromium's own
// simulation, Emulation.setEmulatedVisionDeficiency), to be looked at:
// colour-vision-<game>[-<deficiency>].png in the artifacts. The boards carry
// each seat's shape (js/seat-shapes.js): every marble and piece has one,
// one shape to a seat, a different one for each seat. And "more contrast"
// (prefers-contrast: more) changes the page: muted text as dark as the rest,
// thicker focus rings, in both themes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, browserFor, openPage, phoneScreen, createRoomAs, fillWithBotsAndStart, kangaruseMove, myTurnOrOutcome } from './browser.mjs';

const deficiencies = ['protanopia', 'deuteranopia', 'tritanopia'];

const games = [
  { id: 'kanga', seats: 2, board: '.kanga-board' },
  { id: 'kangaroo', seats: 2, board: '.kangaroo-board' },
  // Marbles: every one carries its seat's mark.
  { id: 'jackaroo', seats: 4, board: '.jackaroo-board', simulate: true, pieces: '.jackaroo-board .jk-marble', owner: 'data-owner', mark: '.jk-seat-mark', perSeat: 4 },
  { id: 'kangaruse', seats: 2, board: '.kangaruse-board', simulate: true, pieces: '.kangaruse-board .piece', owner: 'data-seat', mark: '.seat-mark', perSeat: 1 },
];

// In the page: each seat's shapes, read from its pieces' marks.
function shapesBySeat({ pieces, owner, mark }) {
  const bySeat = {};
  for (const piece of document.querySelectorAll(pieces)) {
    const seat = piece.getAttribute(owner);
    const node = piece.querySelector(mark);
    (bySeat[seat] ||= []).push(node ? `${node.getAttribute('data-shape')}${node.getAttribute('aria-hidden') === 'true' ? '' : ' (not hidden)'}` : 'none');
  }
  return bySeat;
}

async function myTable(page, game) {
  await createRoomAs(page, { game: game.id, name: 'Ana', seats: game.seats });
  await fillWithBotsAndStart(page);
  await page.waitForFunction(() => document.title.startsWith('▶') || document.querySelector('.room[data-status="finished"]') !== null);
  await page.locator(game.board).first().waitFor();
  // Kangaruse's kangaroos come onto the board by placing them: place mine
  // and wait for the bot's.
  if (game.id === 'kangaruse') {
    for (let moves = 0; moves < 3 && (await page.locator(game.pieces).count()) < game.seats; moves += 1) {
      await kangaruseMove(page);
      assert.equal(await myTurnOrOutcome(page), false, 'the game goes on');
    }
  }
  // The board in sight (a phone shows the page's top bar and prompt first).
  await page.locator(game.board).first().scrollIntoViewIfNeeded();
}

test('each table at 390x844, and as dichromats see Jackaroo and Kangaruse', async (t) => {
  const browser = await browserFor(t);
  for (const game of games) {
    await t.test(game.id, async () => {
      const page = await openPage(browser, phoneScreen);
      await myTable(page, game);
      await page.screenshot({ path: path.join(artifacts, `colour-vision-${game.id}.png`) });
      if (game.simulate) {
        const bySeat = await page.evaluate(shapesBySeat, game);
        const seats = Object.keys(bySeat);
        assert.equal(seats.length, game.seats, `${game.id}: every seat's pieces are on the board`);
        const shapes = new Map();
        for (const seat of seats) {
          const own = new Set(bySeat[seat]);
          assert.equal(bySeat[seat].length, game.perSeat, `${game.id}: seat ${seat}'s pieces`);
          assert.equal(own.size, 1, `${game.id}: seat ${seat}'s pieces all carry one shape: ${bySeat[seat].join()}`);
          const [shape] = own;
          assert.match(shape, /^(circle|triangle|square|diamond|plus|star|hexagon|bar)$/, `${game.id}: seat ${seat} has a shape, hidden from screen readers`);
          shapes.set(seat, shape);
        }
        assert.equal(new Set(shapes.values()).size, seats.length, `${game.id}: each seat its own shape: ${[...shapes].join(' ')}`);
        t.diagnostic(`${game.id}: ${[...shapes].map(([seat, shape]) => `seat ${seat} ${shape}`).join(', ')}`);

        const cdp = await page.context().newCDPSession(page);
        for (const type of deficiencies) {
          await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
          await page.screenshot({ path: path.join(artifacts, `colour-vision-${game.id}-${type}.png`) });
        }
        await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
        await cdp.detach();
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

// The panels' dots and the lobby's swatches carry the shapes too.
test("the lobby's colours carry their shapes", async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, phoneScreen);
  await createRoomAs(page, { game: 'jackaroo', name: 'Ana', seats: 4 });
  const swatches = await page.$$eval('.choice .swatch', (nodes) => nodes.map((node) => ({ shape: node.dataset.shape, clip: getComputedStyle(node, '::after').clipPath })));
  assert.ok(swatches.length >= 8);
  assert.equal(new Set(swatches.map((s) => s.shape)).size, swatches.length, 'a shape per colour');
  assert.ok(swatches.every((s) => s.clip && s.clip !== 'none'), 'each drawn in its swatch');
  await page.locator('.color-choices').screenshot({ path: path.join(artifacts, 'colour-vision-lobby-swatches.png') });
  await page.context().close();
});

test('more contrast: muted text at full strength, thicker focus rings, in both themes', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, phoneScreen);
  await createRoomAs(page, { game: 'kanga', name: 'Ana', seats: 2 });
  const read = () => page.evaluate(() => {
    const muted = document.querySelector('.muted') || document.querySelector('h3');
    const button = document.querySelector('.take-seat, .leave-seat, button');
    button.focus({ focusVisible: true });
    const focus = getComputedStyle(button).outlineWidth;
    return { muted: getComputedStyle(muted).color, ink: getComputedStyle(document.body).color, border: getComputedStyle(button).borderTopWidth, focus };
  });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => { document.documentElement.dataset.theme = value; }, theme);
    await page.emulateMedia({ contrast: 'no-preference' });
    const usual = await read();
    await page.emulateMedia({ contrast: 'more' });
    assert.equal(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches), true);
    const more = await read();
    await page.screenshot({ path: path.join(artifacts, `contrast-more-${theme}.png`) });
    assert.notEqual(more.muted, usual.muted, `${theme}: muted text changes`);
    assert.notEqual(more.ink, usual.ink, `${theme}: text at full contrast`);
    assert.ok(parseFloat(more.border) > parseFloat(usual.border), `${theme}: stronger borders (${usual.border} -> ${more.border})`);
    assert.ok(parseFloat(more.focus) > parseFloat(usual.focus), `${theme}: a thicker focus ring (${usual.focus} -> ${more.focus})`);
  }
  await page.context().close();
});
