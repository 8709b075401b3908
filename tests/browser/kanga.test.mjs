// Kanga in the browser, through the real server.
// 1. Two people play a 7x7 game with the pie rule to the end by clicking (and
//    once each with the keyboard) on legal points: Leo swaps colours, White
//    (Mia) takes three black stones by custodian, then connects top and
//    bottom. A spectator on a phone sees the same board.
// 2. One person plays against a bot seat until the game ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, createRoomAs, takeSeat, addBot, startGame, firstReady, pagesFor, backInSeat } from './browser.mjs';

const cell = (page, [col, row]) => page.locator(`.kanga-board [data-cell="${col},${row}"]`);
const legalCell = (page, at) => page.locator(`.kanga-board [data-cell="${at[0]},${at[1]}"][data-legal="true"]`);

// What changes with every move (and with the swap): moves played, whose
// turn, my colour.
function gameKey(page) {
  return page.evaluate(() => {
    const wrap = document.querySelector('.kg-board-wrap');
    return wrap ? `${wrap.dataset.movesPlayed}|${wrap.dataset.turn}|${wrap.dataset.myColor}|${document.querySelector('.room').dataset.status}` : '';
  });
}

async function waitForChange(page, key) {
  await page.waitForFunction((before) => {
    const wrap = document.querySelector('.kg-board-wrap');
    const now = wrap ? `${wrap.dataset.movesPlayed}|${wrap.dataset.turn}|${wrap.dataset.myColor}|${document.querySelector('.room').dataset.status}` : '';
    return now !== before;
  }, key);
}

// In the page: the game is over, or it is my turn and nothing is in flight.
function canActInPage() {
  const room = document.querySelector('.room');
  if (room && room.dataset.status === 'finished') return true;
  const prompt = document.querySelector('.kg-prompt');
  const wrap = document.querySelector('.kg-board-wrap');
  return Boolean(prompt && wrap && wrap.dataset.myTurn === 'true' && !wrap.classList.contains('busy') && ['place', 'swap'].includes(prompt.dataset.step));
}

async function finished(page) {
  return (await page.locator('.room[data-status="finished"]').count()) > 0;
}

// The stones on a page's board, point by point.
function stones(page) {
  return page.$$eval('.kanga-board [data-cell]', (cells) => cells.map((c) => `${c.dataset.cell}:${c.dataset.stone}`).join(' '));
}

// Moves the keyboard cursor from the board's tab stop to `at` and presses Enter.
async function placeByKeyboard(page, at) {
  const stop = page.locator('.kanga-board [data-cell][tabindex="0"]');
  assert.equal(await stop.count(), 1, 'the board has one tab stop');
  await stop.focus();
  let [col, row] = (await stop.getAttribute('data-cell')).split(',').map(Number);
  while (col !== at[0]) {
    await page.keyboard.press(col < at[0] ? 'ArrowRight' : 'ArrowLeft');
    col += col < at[0] ? 1 : -1;
  }
  while (row !== at[1]) {
    await page.keyboard.press(row < at[1] ? 'ArrowDown' : 'ArrowUp');
    row += row < at[1] ? 1 : -1;
  }
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), `${at[0]},${at[1]}`, 'the arrows moved the cursor there');
  const preview = await page.evaluate(() => Number(getComputedStyle(document.activeElement.querySelector('.kg-preview')).opacity));
  assert.ok(preview > 0, 'the focused point shows the stone to come');
  await page.keyboard.press('Enter');
}

test('two people play Kanga with the pie rule to a connection; a phone watches', async (t) => {
  const [mia, leo, phone] = await pagesFor(t, windowOf(1280, 900), windowOf(1100, 850), phoneScreen);
  const seats = [mia, leo];

  await t.test('the host creates a 7x7 room with the pie rule; a friend joins by the link', async () => {
    const sevenWithPieRule = async (page) => {
      await page.fill('#option-size', '7');
      await page.locator('#option-pie_rule').check();
    };
    const roomUrl = await createRoomAs(mia, { game: 'kanga', name: 'Mia', choose: sevenWithPieRule });
    await takeSeat(leo, { url: roomUrl, name: 'Leo', seat: 1 });

    await phone.goto(roomUrl);
    await phone.getByText('You are watching').waitFor();
    await startGame(mia, [mia, leo, phone], '.kanga-board');
    assert.equal(await mia.locator('.kanga-board [data-cell]').count(), 49);
    assert.equal(await mia.locator('.kg-board-wrap').getAttribute('data-my-color'), 'black');
    assert.equal(await leo.locator('.kg-board-wrap').getAttribute('data-my-color'), 'white');
    assert.match(await mia.locator('.kg-prompt-text').innerText(), /Your turn \(Black\)/);
    assert.match(await leo.locator('.kg-prompt-text').innerText(), /Waiting for Mia \(Black\)/);
    assert.equal(await phone.locator('.kanga-board [data-legal="true"]').count(), 0, 'a spectator has nothing to click');
    const board = await phone.locator('.kanga-board').boundingBox();
    assert.ok(board.width <= 390 && board.width > 250, `the board fills the phone's width (${board.width}px)`);
    await mia.screenshot({ path: path.join(artifacts, 'kanga-start.png') });
  });

  // The script, by colour (the swap exchanges who plays which): Black opens
  // r1c1 and builds the diagonal r2c2, r3c3; White plays far away, then r4c4
  // takes the diagonal of three (RULES.md 2.3.1). Then Black runs down column
  // c2 and White down column c6, which joins White's r6c7 and r7c7: White
  // connects top and bottom on r6c6.
  const script = {
    black: [[0, 0], [1, 1], [2, 2], [1, 0], [1, 1], [1, 2], [1, 3], [1, 4], [1, 5]],
    white: [[6, 6], [6, 5], [3, 3], [5, 0], [5, 1], [5, 2], [5, 3], [5, 4], [5, 5]],
  };
  const byKeyboard = { white: [6, 5], black: [1, 3] };

  await t.test('the players click legal points; Leo swaps; White captures by custodian and connects', async () => {
    let swapped = false;
    let checkedCapture = false;
    let reloaded = false;
    let comparedPhone = false;
    let placed = 0;
    let idle = 0;
    let lastKeys = '';
    for (let step = 0; step < 200; step += 1) {
      if (await finished(mia)) break;
      const mover = await firstReady(seats, canActInPage, null, 20000);
      if (await finished(mia)) break;
      if (mover < 0) {
        // Nobody could act for a while: a stall unless the boards moved.
        const keys = (await Promise.all(seats.map(gameKey))).join('/');
        idle = keys === lastKeys ? idle + 1 : 0;
        lastKeys = keys;
        assert.ok(idle < 3, `the game stalled after ${placed} stones (${keys})`);
        continue;
      }
      idle = 0;
      const page = seats[mover];
      const before = await gameKey(page);
      const promptStep = await page.locator('.kg-prompt').getAttribute('data-step');

      if (promptStep === 'swap') {
        // Leo's first decision: the pie rule, explained, with a button.
        assert.equal(mover, 1);
        assert.match(await page.locator('.kg-prompt-text').innerText(), /Pie rule: Mia opened with Black at r1c1\..*swap colours/);
        await page.screenshot({ path: path.join(artifacts, 'kanga-pie-rule.png') });
        await page.locator('button.kg-swap').click();
        await waitForChange(page, before);
        swapped = true;
        assert.equal(await leo.locator('.kg-board-wrap').getAttribute('data-my-color'), 'black', 'Leo now plays Black');
        await mia.locator('.kg-board-wrap[data-my-color="white"][data-my-turn="true"]').waitFor();
        await mia.locator('.log-list li', { hasText: 'Leo used the pie rule and swapped colours' }).waitFor();
        continue;
      }

      const colour = await page.locator('.kg-board-wrap').getAttribute('data-my-color');
      const at = script[colour].shift();
      assert.ok(at, `${colour} has a scripted move left (the game should be over by now)`);
      assert.equal(await legalCell(page, at).count(), 1, `r${at[1] + 1}c${at[0] + 1} is legal for ${colour}`);
      if (byKeyboard[colour] && byKeyboard[colour][0] === at[0] && byKeyboard[colour][1] === at[1]) {
        await placeByKeyboard(page, at);
      } else {
        // Hovering shows the stone to come in my colour.
        await legalCell(page, at).hover();
        const preview = await legalCell(page, at).evaluate((node) => Number(getComputedStyle(node.querySelector('.kg-preview')).opacity));
        assert.ok(preview > 0, 'hover previews the stone');
        await legalCell(page, at).click();
      }
      await waitForChange(page, before);
      placed += 1;

      if (colour === 'white' && at[0] === 3 && at[1] === 3) {
        // White r4c4 took Black's r1c1, r2c2, r3c3 by custodian.
        for (const p of [mia, leo]) {
          for (const gone of [[0, 0], [1, 1], [2, 2]]) assert.equal(await cell(p, gone).getAttribute('data-stone'), '', 'the captured stone is gone');
          assert.equal(await p.locator('.kanga-board [data-captured="black"]').count(), 3, 'the captured stones fade where they stood');
          // The fade runs from the stylesheet; a board drawn again starts it
          // where it was (a negative delay the view sets through the CSSOM).
          const fade = await p.locator('.kanga-board .kg-ghost').first().evaluate((node) => ({ name: getComputedStyle(node).animationName, delay: getComputedStyle(node).animationDelay }));
          assert.equal(fade.name, 'kg-fade');
          assert.ok(/^-?[0-9.]+s$/.test(fade.delay) && parseFloat(fade.delay) <= 0, `the fade's delay: ${fade.delay}`);
          await p.locator('.log-list li', { hasText: 'Mia (White) played r4c4 and captured three stones by custodian' }).waitFor();
          await p.locator('.kg-players li[data-seat="0"] .kg-count[data-captures="3"]').waitFor();
        }
        assert.equal(await cell(mia, [3, 3]).getAttribute('data-last'), 'true', 'the last stone is marked');
        assert.match(await leo.locator('.kg-last').innerText(), /Mia \(White\) played r4c4 and captured three stones/);
        await leo.screenshot({ path: path.join(artifacts, 'kanga-custodian.png') });
        checkedCapture = true;
      }

      if (placed === 9 && !reloaded && !(await finished(leo))) {
        reloaded = true;
        await leo.reload();
        await backInSeat(leo, '.kanga-board', 1);
        await leo.locator('.kg-board-wrap[data-my-color="black"]').waitFor();
      }

      if (placed === 10 && !comparedPhone) {
        await phone.waitForFunction((key) => {
          const wrap = document.querySelector('.kg-board-wrap');
          return wrap && wrap.dataset.movesPlayed === key.split('|')[0];
        }, await gameKey(mia));
        assert.equal(await stones(phone), await stones(mia), 'the spectator sees the same board');
        assert.equal(await phone.locator('.kanga-board [data-legal="true"]').count(), 0);
        await phone.screenshot({ path: path.join(artifacts, 'kanga-spectator-phone.png'), fullPage: true });
        comparedPhone = true;
      }
    }
    assert.ok(swapped, 'Leo swapped colours');
    assert.ok(checkedCapture, 'the custodian capture happened');
    assert.ok(reloaded && comparedPhone);
    assert.deepEqual(script.white, [], 'White connected with its last scripted stone');
    for (const page of [mia, leo, phone]) await page.locator('.room[data-status="finished"]').waitFor();
  });

  await t.test('the end: White wins by connection, the chain is highlighted, the table names Mia', async () => {
    for (const page of [mia, leo, phone]) await page.locator('.kg-prompt[data-step="finished"]').waitFor();
    assert.equal(await mia.locator('.kg-prompt-text').innerText(), 'You (White) win: a chain of white stones joins the top and bottom edges.');
    assert.equal(await leo.locator('.kg-prompt-text').innerText(), 'Mia (White) wins: a chain of white stones joins the top and bottom edges.');
    assert.equal(await phone.locator('.kg-prompt-text').innerText(), 'Mia (White) wins: a chain of white stones joins the top and bottom edges.');
    // r1c6 .. r6c6, r6c7 and r7c7.
    assert.equal(await mia.locator('.kanga-board [data-winning="true"]').count(), 8);
    for (const at of [[5, 0], [5, 5], [6, 5], [6, 6]]) assert.equal(await cell(mia, at).getAttribute('data-winning'), 'true');
    assert.equal(await mia.locator('.kanga-board .kg-edge.reached[data-edge="top"]').count(), 1);
    assert.equal(await mia.locator('.kanga-board .kg-edge.reached[data-edge="bottom"]').count(), 1);
    assert.equal(await mia.locator('.kanga-board [data-legal="true"]').count(), 0, 'nothing to click after the end');

    for (const page of [mia, leo, phone]) await page.locator('.outcome .outcome-table').waitFor();
    assert.match(await mia.locator('.outcome-title').innerText(), /You win/);
    assert.match(await leo.locator('.outcome-title').innerText(), /Mia wins/);
    const table = await mia.locator('.outcome-table').innerText();
    assert.match(table, /Stones captured/);
    assert.equal(await leo.locator('.outcome-table').innerText(), table);
    const log = await mia.locator('.log-list').innerText();
    assert.match(log, /Mia( \(Black\))? played r1c1/, 'the opening stone, black (the colour is left out once the stone is gone)');
    assert.match(log, /Mia \(White\) wins: a chain of white stones joins the top and bottom edges/);
    await mia.screenshot({ path: path.join(artifacts, 'kanga-finished.png'), fullPage: true });
    await phone.screenshot({ path: path.join(artifacts, 'kanga-finished-phone.png'), fullPage: true });
    for (const page of [mia, leo, phone]) assert.deepEqual(page.problems, []);
  });
});

test('a person plays Kanga against a bot seat to the end', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1280, 900));

  await t.test('the host sits down, a bot takes the other seat, the game starts', async () => {
    await createRoomAs(ana, { game: 'kanga', name: 'Ana' });
    await addBot(ana, 1, 'easy');
    await startGame(ana, [ana], '.kanga-board');
    await ana.locator('.kg-players li[data-seat="1"] .tag-bot').waitFor();
  });

  await t.test('Ana clicks legal points (down column c4 where she can) until the game ends', async () => {
    let moves = 0;
    for (;;) {
      await ana.waitForFunction(canActInPage);
      if (await finished(ana)) break;
      assert.ok(moves < 400, 'the game ends');
      const before = await gameKey(ana);
      let target = null;
      for (let row = 0; row < 7 && !target; row += 1) {
        if ((await legalCell(ana, [3, row]).count()) > 0) target = legalCell(ana, [3, row]);
      }
      if (!target) {
        // Column c4 is full or blocked: any legal point, spread over the board.
        const legal = ana.locator('.kanga-board [data-legal="true"]');
        const count = await legal.count();
        assert.ok(count > 0, 'my turn offers a legal point');
        target = legal.nth((moves * 7) % count);
      }
      await target.click();
      await waitForChange(ana, before);
      moves += 1;
    }
    assert.ok(moves >= 4, `Ana placed ${moves} stones (a connection needs 7)`);
    await ana.locator('.kg-prompt[data-step="finished"]').waitFor();
    assert.match(await ana.locator('.kg-prompt-text').innerText(), /^(You \(Black\) win|.+ \(White\) wins|Draw)/);
    await ana.locator('.outcome .outcome-table').waitFor();
    assert.match(await ana.locator('.log-list').innerText(), /played r\dc\d/);
    await ana.screenshot({ path: path.join(artifacts, 'kanga-bot-finished.png'), fullPage: true });
    assert.deepEqual(ana.problems, []);
  });
});
