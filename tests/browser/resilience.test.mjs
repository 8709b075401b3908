// The less happy paths in a real browser: an unknown room, a dropped
// connection (the page says it is reconnecting and keeps the seat), a move the
// server refuses (shown in plain words), and a whole game against a bot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { baseUrl, artifacts, browserFor, openPage, windowOf, versionOf, stopPlaying, createRoomAs, addBot, startGame, myTurnOrOutcome, playKangaruse } from './browser.mjs';

test('reconnecting, refused moves and a game against a bot', async (t) => {
  const browser = await browserFor(t);

  await t.test('an unknown room says so in plain words', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/r/no-such-room-here`);
    await page.getByRole('heading', { name: 'Room not found' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Create a new room' }).count(), 1);
  });

  // The player's WebSocket goes through a route so the test can drop it or
  // change what the page sends. On a room's page its URL names the room
  // (/ws?room=CODE).
  const page = await openPage(browser, windowOf(1200, 860));
  const routes = [];
  let rewriteNextMove = null;
  await page.routeWebSocket(/\/ws(\?room=[a-z2-7]{16})?$/, (pageSide) => {
    const serverSide = pageSide.connectToServer();
    routes.push({ pageSide, serverSide });
    pageSide.onMessage((message) => {
      if (rewriteNextMove && typeof message === 'string' && message.includes('"type":"move"')) {
        const parsed = JSON.parse(message);
        parsed.move = rewriteNextMove(parsed.move);
        rewriteNextMove = null;
        serverSide.send(JSON.stringify(parsed));
        return;
      }
      serverSide.send(message);
    });
    serverSide.onMessage((message) => pageSide.send(message));
  });

  await t.test('the host fills the other seat with a bot and starts', async () => {
    await createRoomAs(page, { name: 'Ada', seats: 2, size: 'tiny' });
    await addBot(page, 1, 'easy');
    await page.locator('.seat[data-seat="1"] .tag-bot', { hasText: 'easy' }).waitFor();
    await startGame(page, [page], '.kangaruse-board');
  });

  await t.test('a dropped connection shows "reconnecting" and gives the seat back', async () => {
    const last = routes[routes.length - 1];
    await last.pageSide.close({ code: 1006, reason: 'test drops the network' }).catch(() => {});
    await last.serverSide.close().catch(() => {});
    await page.locator('.room[data-connection="reconnecting"]').waitFor();
    assert.match(await page.locator('.banner').innerText(), /Reconnecting/);
    await page.locator('.room[data-connection="open"]').waitFor();
    await page.locator('.banner').waitFor({ state: 'hidden' });
    await page.locator('.room[data-my-seat="0"]').waitFor();
    assert.ok(routes.length >= 2, 'the page opened a new connection');
    assert.match(routes[routes.length - 1].pageSide.url(), /\/ws\?room=[a-z2-7]{16}$/, 'naming its room');
  });

  await t.test('a move the server refuses is explained in plain words', async () => {
    await page.locator('.board-wrap[data-my-turn="true"]').waitFor();
    const illegal = await page.$eval('.kangaruse-board [data-index]:not([data-legal])', (cell) => ({ x: Number(cell.dataset.x), y: Number(cell.dataset.y) }));
    const before = await versionOf(page);
    rewriteNextMove = (move) => ({ ...move, ...illegal });
    await page.locator('.kangaruse-board [data-legal="true"]').first().click();
    const toast = page.locator('.toast-error');
    await toast.waitFor();
    assert.match(await toast.innerText(), /That move is not allowed/);
    assert.equal(await versionOf(page), before, 'nothing changed');
    assert.ok((await page.locator('.kangaruse-board [data-legal="true"]').count()) > 0, 'still my turn');
  });

  await t.test('giving up asks first, then ends my game; the bot plays on to the final table', async () => {
    await playKangaruse(page, { pick: 'first', maxMoves: 2 });
    if (!(await myTurnOrOutcome(page))) {
      const step = await page.locator('.turn-prompt').getAttribute('data-step');
      if (step === 'no_jump') {
        await stopPlaying(page);
      } else {
        await page.locator('.give-up').click();
        await page.getByText('Stop for the rest of the game?').waitFor();
        await page.getByRole('button', { name: 'Keep playing' }).click();
        assert.equal(await page.locator('.board-wrap[data-my-turn="true"]').count(), 1, 'nothing sent yet');
        await page.locator('.give-up').click();
        await page.locator('.confirm-give-up').click();
        await page.locator('.k-scores tr[data-seat="0"] .tag-out', { hasText: 'stopped' }).waitFor();
      }
    }
    await page.locator('.outcome .outcome-table').waitFor();
    assert.equal(await page.locator('.outcome-table thead th').count(), 3);
    assert.match(await page.locator('.outcome-table').innerText(), /Ada/);
    await page.screenshot({ path: path.join(artifacts, 'final-vs-bot.png'), fullPage: true });
    assert.deepEqual(page.problems.filter((problem) => !problem.includes('WebSocket')), []);
  });
});
