// The replay page reads as the game was played (issue 43, item 1), through
// the real server: Ana plays Kanga against a bot, takes her turn back (the
// bot accepts at once), plays on and resigns. Her replay
// - numbers the moves as the table did: the takeback undid two moves, so the
//   game ends at "Move 2 of 2", not at the sixth step;
// - lists the two undone moves, marked "taken back", and the takeback as what
//   it undid, with no number of its own;
// - ends with how the game ended (who won and why), not only the last move,
//   and its final table says "Result: Won, Lost", not "Result (1 = win)";
// - plays itself at a chosen speed, pauses, and stops when stepped by hand;
// - shows the board first: the whole board and the step buttons on screen
//   without scrolling at 1366x768, 1280x720 and 1440x900, and on a phone
//   the board at the top, as wide as the screen at most.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { baseUrl, artifacts, windowOf, phoneScreen, createRoomAs, addBot, startGame, pagesFor, roomCodeOf, openPage, browserFor } from './browser.mjs';

// Where `locator` is, and whether all of it is inside the window.
async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  return { box, inside: box !== null && box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5 };
}

test('a Kanga replay with a takeback and a resignation', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await createRoomAs(ana, { game: 'kanga', name: 'Ana' });
  await addBot(ana, 1, 'easy');
  await startGame(ana, [ana], '.kanga-board');
  const place = async (played) => {
    await ana.locator(`.kg-board-wrap[data-my-turn="true"][data-moves-played="${played}"]`).waitFor();
    await ana.locator('.kanga-board [data-legal="true"]').first().click();
    await ana.locator(`.kg-board-wrap[data-my-turn="true"][data-moves-played="${played + 2}"]`).waitFor();
  };
  await place(0);
  await ana.locator('.offers .offer-takeback').click();
  await ana.locator('.kg-board-wrap[data-moves-played="0"]').waitFor();
  await place(0);
  await ana.locator('.people .resign').click();
  await ana.locator('.resign-yes').click();
  await ana.locator('.room[data-status="finished"]').waitFor();
  const code = roomCodeOf(ana);

  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1366, 768));
  await page.goto(`${baseUrl}/r/${code}/replay`);
  const replay = page.locator('.replay[data-steps="6"]');
  await replay.waitFor();

  await t.test('numbered as the table counted, the takeback as what it undid', async () => {
    await page.keyboard.press('End');
    await page.locator('.replay[data-step="6"]').waitFor();
    assert.equal(await page.locator('.replay-count').innerText(), 'Move 2 of 2', 'two moves stand at the end');
    assert.match(await page.locator('.replay-facts').innerText(), /\b2 moves\b/);
    const entries = page.locator('.replay-moves .replay-move');
    assert.equal(await entries.count(), 7, 'the start, four moves, the takeback and the resignation');
    const numbers = await entries.locator('.replay-move-number').allInnerTexts();
    assert.deepEqual(numbers.map((n) => n.trim()), ['0.', '1.', '2.', '', '1.', '2.', ''], 'the takeback and the resignation are no moves');
    for (const undone of [1, 2]) {
      assert.match(await entries.nth(undone).getAttribute('class'), /\bundone\b/, `move ${undone} was taken back`);
      assert.match(await entries.nth(undone).innerText(), /taken back/i);
    }
    for (const standing of [4, 5]) assert.doesNotMatch(await entries.nth(standing).getAttribute('class'), /\bundone\b/);
    assert.match(await entries.nth(3).innerText(), /^Ana took back their last turn \(2 moves undone, agreed by all\)\.$/);
    // The last entry: Ana's resignation and how the game ended.
    const lastWords = await entries.nth(6).innerText();
    assert.match(lastWords, /Ana resigned/);
    assert.match(lastWords, /Bot.*wins/, `the last entry says who won: ${lastWords}`);
    assert.equal(await page.locator('.replay-mover').innerText(), lastWords.trim());
    // The final table says the result in words (a Kanga game is won or
    // lost, never scored), and the move count does not count down from a
    // limit that is far away.
    const total = await page.locator('.outcome-table tr.total').innerText();
    assert.match(total, /^Result\s+Won\s+Lost$/, `the result row: ${total}`);
    assert.match(await ana.locator('.kg-moves').innerText(), /^2 moves played$/);
    // Stepping onto the takeback: the position it went back to.
    await entries.nth(3).click();
    await page.locator('.replay[data-step="3"]').waitFor();
    assert.equal(await page.locator('.replay-count').innerText(), 'Back to move 0 of 2');
    assert.equal(await page.locator('.kanga-board .kg-stone').count(), 0, 'the board as it stood before Ana\'s first move');
    await page.screenshot({ path: path.join(artifacts, 'replay-record-takeback-1366.png') });
  });

  await t.test('autoplay at a chosen speed, paused by hand', async () => {
    await page.keyboard.press('Home');
    await page.locator('.replay[data-step="0"]').waitFor();
    await page.locator('.replay-speed').selectOption('0.5');
    await page.getByRole('button', { name: 'Play the moves one after another' }).click();
    await page.locator('.replay-bar[data-autoplay="on"]').waitFor();
    await page.locator('.replay[data-step="2"]').waitFor();
    await page.getByRole('button', { name: 'Pause the moves' }).click();
    await page.locator('.replay-bar[data-autoplay="off"]').waitFor();
    const paused = await page.locator('.replay').getAttribute('data-step');
    await sleep(1200);
    assert.equal(await page.locator('.replay').getAttribute('data-step'), paused, 'nothing moves while paused');
    // Played on to the end, it stops there by itself.
    await page.keyboard.press('k');
    await page.locator('.replay[data-step="6"]').waitFor();
    await page.locator('.replay-bar[data-autoplay="off"]').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Play the moves one after another' }).count(), 1);
    // Stepping by hand stops it.
    await page.keyboard.press('k');
    await page.locator('.replay-bar[data-autoplay="on"]').waitFor();
    assert.equal(await page.locator('.replay').getAttribute('data-step'), '0', 'from the end, it plays from the start');
    await page.keyboard.press('ArrowRight');
    await page.locator('.replay-bar[data-autoplay="off"]').waitFor();
  });

  await t.test('the board first, and the step buttons with it, on every screen', async () => {
    for (const [width, height] of [[1366, 768], [1280, 720], [1440, 900]]) {
      await page.setViewportSize({ width, height });
      await page.keyboard.press('End');
      await page.evaluate(() => window.scrollTo(0, 0));
      const board = await onScreen(page, page.locator('.game-stage .kanga-board'));
      assert.ok(board.inside, `the whole board is on screen at ${width}x${height}: ${JSON.stringify(board.box)}`);
      for (const name of ['Back one move', 'Forward one move', 'Play the moves one after another']) {
        const control = await onScreen(page, page.getByRole('button', { name }));
        assert.ok(control.inside, `"${name}" is on screen at ${width}x${height}: ${JSON.stringify(control.box)}`);
      }
    }
    await page.screenshot({ path: path.join(artifacts, 'replay-record-1440.png') });
    const phone = await openPage(browser, phoneScreen);
    await phone.goto(`${baseUrl}/r/${code}/replay#6`);
    await phone.locator('.replay[data-step="6"]').waitFor();
    const board = await onScreen(phone, phone.locator('.game-stage .kanga-board'));
    assert.ok(board.box.y < 844 / 3, `the board starts near the top of a phone: ${JSON.stringify(board.box)}`);
    assert.ok(board.box.x >= 0 && board.box.x + board.box.width <= 390 + 0.5, 'and is no wider than the screen');
    await phone.screenshot({ path: path.join(artifacts, 'replay-record-390.png') });
    assert.deepEqual(phone.problems, []);
  });

  assert.deepEqual(page.problems, []);
  assert.deepEqual(ana.problems, []);
});
