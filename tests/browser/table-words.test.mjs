// Small things at the table: words on the start page and in the options, no
// keyboard hint on a touch screen, a room link that keeps its width while a
// countdown runs, space between the side panels and the chat, and a board
// that takes no input from the moment the player's own countdown shows 0:00.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, baseUrl, windowOf, phoneScreen, createRoomAs, addBot, startGame, browserFor, openPage } from './browser.mjs';

test('the start page says "2 players" and options in words', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1280, 900));
  await page.goto(`${baseUrl}/`);
  await page.locator('.game-card').first().waitFor();  // drawn once the catalog has loaded
  const players = await page.$$eval('.game-card', (cards) => Object.fromEntries(cards.map((card) => [card.querySelector('input').value, card.querySelector('.game-players').textContent])));
  assert.equal(players.kanga, '2 players');
  assert.equal(players.kangaroo, '2 players');
  assert.equal(players.jackaroo, '2\u20134 players');
  const labels = async (id) => page.$$eval(`#${id} option`, (options) => options.map((option) => [option.value, option.textContent]));
  assert.deepEqual(await labels('option-edition'), [['current', 'Current'], ['2023', '2023']]);
  await page.locator('input[name=game][value=jackaroo]').check();
  assert.deepEqual(await labels('option-start_protection'), [['king_only', 'King only'], ['full', 'Full']]);
  await page.locator('input[name=game][value=kanga]').check();
  assert.deepEqual(await labels('option-suicide'), [['illegal', 'Illegal'], ['self_capture', 'Self capture']]);
  assert.deepEqual(page.problems, []);
});

test('keyboard hints show with a mouse, not on a touch screen', async (t) => {
  const browser = await browserFor(t);
  for (const [screen, shown] of [[windowOf(1280, 900), true], [phoneScreen, false]]) {
    const page = await openPage(browser, screen);
    await createRoomAs(page, { game: 'kanga', name: 'Ana' });
    await addBot(page, 1, 'easy');
    await startGame(page, [page], '.kanga-board');
    assert.equal(await page.locator('.kg-keys').isVisible(), shown, `the hint is ${shown ? '' : 'not '}shown`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

// The room link is wide enough to read, and nothing in the top bar lies
// over anything else, nor outside the window.
async function topBarHolds(page, width) {
  const linkWidth = await page.$eval('.room-link', (input) => input.getBoundingClientRect().width);
  assert.ok(linkWidth >= 200, `at ${width}px the link box is ${linkWidth}px wide with the clock running`);
  const overlaps = await page.evaluate(() => {
    const parts = [...document.querySelectorAll('.topbar .brand, .room-game, .topbar .how-to-play-link, .room-link, .copy-link, .turn-clock, .turn-alerts button:not([hidden]), .connection, #theme-toggle')];
    const boxes = parts.filter((node) => node.offsetParent !== null).map((node) => [node.className || node.id, node.getBoundingClientRect()]);
    const out = [];
    for (let i = 0; i < boxes.length; i += 1) {
      const [name, a] = boxes[i];
      if (a.left < 0 || a.right > window.innerWidth) out.push(`${name} outside the window`);
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [other, b] = boxes[j];
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push(`${name} over ${other}`);
      }
    }
    return out;
  });
  assert.deepEqual(overlaps, [], `at ${width}px the top bar's parts do not overlap`);
}

test('with a running clock: the link keeps its width, the chat its distance; at 0:00 the board takes no input', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1280, 800));
  // Every message the page sends, to see that no move leaves it.
  await page.addInitScript(() => {
    window.__sentTypes = [];
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function sendAndNote(data) {
      try {
        window.__sentTypes.push(JSON.parse(data).type);
      } catch {
        window.__sentTypes.push('?');
      }
      return send.call(this, data);
    };
  });
  await page.clock.install();
  await createRoomAs(page, { game: 'kangaruse', name: 'Ana', seats: 2, size: 'tiny' });
  await page.selectOption('#turn-clock', '30');
  await page.waitForFunction(() => document.querySelector('#turn-clock').value === '30');
  await addBot(page, 1, 'easy');
  await startGame(page, [page], '.kangaruse-board');
  await page.locator('.turn-clock[data-mine="true"][data-deadline]').waitFor();
  await page.locator('.kangaruse-board [data-legal="true"]').first().waitFor();

  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await topBarHolds(page, width);
  }
  const gap = await page.evaluate(() => document.querySelector('.room-side > .chat').getBoundingClientRect().top - document.querySelector('.room-side-scroll').getBoundingClientRect().bottom);
  assert.ok(gap >= 8, `space between the panels and the chat: ${gap}px`);
  await page.screenshot({ path: path.join(artifacts, 'table-clock-running.png') });
  assert.equal(await page.locator('.room').getAttribute('data-time-up'), 'false');

  // The page's clock jumps past the deadline; the server's has 30 s left.
  const deadline = Number(await page.locator('.turn-clock').getAttribute('data-deadline'));
  await page.clock.setSystemTime(deadline + 1000);
  await page.locator('.room[data-time-up="true"]').waitFor();
  assert.equal(await page.locator('.turn-clock-time').innerText(), '0:00');
  assert.equal(await page.$eval('.game-stage', (stage) => stage.inert), true, 'the board is inert');
  // A click on a square that was legal sends nothing.
  const before = await page.evaluate(() => window.__sentTypes.filter((type) => type === 'move').length);
  const square = await page.locator('.kangaruse-board [data-legal="true"]').first().boundingBox();
  await page.mouse.click(square.x + square.width / 2, square.y + square.height / 2);
  const after = await page.evaluate(() => window.__sentTypes.filter((type) => type === 'move').length);
  assert.equal(after, before, 'no move was sent after 0:00');
  await page.screenshot({ path: path.join(artifacts, 'table-clock-time-up.png') });
  assert.deepEqual(page.problems, []);
});
