// Two browsers play a whole Kangaruse game through the real server on a tiny
// board; one reloads in the middle and gets its seat back; a spectator on a
// phone-sized screen sees the same board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, takeSeat, versionOf, waitForVersionAbove, waitForVersionAtLeast, boardSignature, stopPlaying, pagesFor, openStartPage, backInSeat } from './browser.mjs';

test('create a room, share the link, play to the final table', async (t) => {
  const [host, guest, spectator] = await pagesFor(t, windowOf(1280, 900), windowOf(1100, 850), phoneScreen);
  const players = [host, guest];
  let roomUrl;

  await t.test('the start page creates a room from the engine options', async () => {
    await openStartPage(host, { game: 'kangaruse', size: 'tiny', seats: 2 });
    await host.fill('#creator-name', 'Mia');
    await host.screenshot({ path: path.join(artifacts, 'start.png'), fullPage: true });
    await host.getByRole('button', { name: 'Create room' }).click();
    await host.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
    roomUrl = host.url();
    await host.locator('.room[data-status="lobby"]').waitFor();
    assert.equal(await host.locator('.lobby .seat').count(), 2);
    assert.equal(await host.locator('.panel.host').isVisible(), true, 'the creator is host');
  });

  await t.test('the creator sits down at once; the link joins the room', async () => {
    await host.locator('.seat[data-seat="0"].seat-mine').waitFor();
    await host.locator('.seat[data-seat="0"] .seat-name', { hasText: 'Mia' }).waitFor();

    await guest.goto(roomUrl);
    await guest.locator('.room[data-status="lobby"]').waitFor();
    assert.equal(await guest.locator('.panel.host').isVisible(), false, 'a guest is not host');
    await takeSeat(guest, { name: 'Leo', seat: 1, choose: (page) => page.locator('input[name=player-icon][value=moon]').check() });

    await spectator.goto(roomUrl);
    await spectator.locator('.room[data-status="lobby"]').waitFor();
    await spectator.getByText('You are watching').waitFor();
    await spectator.screenshot({ path: path.join(artifacts, 'lobby-phone.png'), fullPage: true });
    assert.equal(await spectator.locator('.take-seat').count(), 0, 'no free seat left to take');

    await host.locator('.start-game:not([disabled])').waitFor();
    await host.locator('.seat[data-seat="1"] .seat-name', { hasText: 'Leo' }).waitFor();
    await host.screenshot({ path: path.join(artifacts, 'lobby.png'), fullPage: true });
  });

  await t.test('chat reaches the other players', async () => {
    await guest.fill('.chat-form input', 'good luck!');
    await guest.locator('.chat-form button').click();
    await guest.locator('.chat-list li', { hasText: 'good luck!' }).waitFor();
    await host.locator('.chat-list li', { hasText: 'good luck!' }).waitFor();
    // On a phone the chat is folded; its header counts what arrived meanwhile.
    assert.equal(await spectator.locator('.chat').getAttribute('data-folded'), 'true');
    await spectator.locator('.chat-unread[data-count="1"]').waitFor();
    await spectator.locator('.chat-toggle').click();
    await spectator.locator('.chat-unread').waitFor({ state: 'hidden' });
    await spectator.locator('.chat-list li', { hasText: 'good luck!' }).waitFor();
    // The server answers the message, so the input clears and the next Send does not repeat it.
    await guest.waitForFunction(() => document.querySelector('.chat-form input').value === '');
    await guest.fill('.chat-form input', 'have fun');
    await guest.locator('.chat-form button').click();
    await host.locator('.chat-list li', { hasText: 'have fun' }).waitFor();
    assert.equal(await host.locator('.chat-list li', { hasText: 'good luck!' }).count(), 1);
    assert.equal(await host.locator('.chat-list li', { hasText: 'have fun' }).count(), 1);
  });

  await t.test('the host starts and everyone sees the board', async () => {
    await host.locator('.start-game').click();
    for (const page of [host, guest, spectator]) await page.locator('.room[data-status="playing"] .kangaruse-board').waitFor();
    const legendTypes = await host.locator('.k-legend li').count();
    assert.ok(legendTypes >= 2, 'the sidebar explains the square types on this board');
  });

  await t.test('the players move from the highlighted squares until the game ends', async () => {
    const teleports = [0, 0];
    let moves = 0;
    let reloaded = false;
    let comparedSpectator = false;
    let gameShot = false;
    let teleportShot = false;
    while (moves < 400) {
      if ((await host.locator('.outcome').count()) > 0) break;
      // Whoever has highlighted squares or buttons may act.
      let mover = -1;
      for (let i = 0; i < 2; i += 1) {
        if ((await players[i].locator('.board-wrap[data-my-turn="true"]').count()) > 0) mover = i;
      }
      if (mover < 0) {
        await host.waitForFunction(
          () => document.querySelector('.outcome') || document.querySelector('.board-wrap[data-my-turn="true"]'),
          null,
          { timeout: 2000 },
        ).catch(() => {});
        if ((await host.locator('.outcome').count()) > 0) break;
        await guest.waitForSelector('.board-wrap[data-my-turn="true"], .outcome', { timeout: 2000 }).catch(() => {});
        continue;
      }
      const page = players[mover];
      const before = await versionOf(page);
      const step = await page.locator('.turn-prompt').getAttribute('data-step');
      const legal = page.locator('.kangaruse-board [data-legal="true"]');
      const count = await legal.count();
      if (!gameShot && mover === 0 && step === 'jump' && moves >= 4) {
        // A game in progress, from the player whose turn it is to jump.
        gameShot = true;
        await host.evaluate(() => document.activeElement && document.activeElement.blur());
        await host.screenshot({ path: path.join(artifacts, 'game.png'), fullPage: false });
      }
      if (step === 'no_jump' && !teleportShot) {
        teleportShot = true;
        assert.match(await page.locator('.turn-prompt').innerText(), /Teleport to a highlighted square for 1[05] points/);
        await page.screenshot({ path: path.join(artifacts, 'teleport-choice.png'), fullPage: false });
      }
      if (step === 'no_jump' && (teleports[mover] >= 1 || count === 0)) {
        await stopPlaying(page);
      } else if (count > 0) {
        if (step === 'no_jump') teleports[mover] += 1;
        if (moves === 3) {
          // Keyboard: the first highlighted square has the focus stop; arrows
          // move the focus square by square; Enter jumps.
          const start = page.locator('.kangaruse-board [tabindex="0"]');
          const startIndex = await start.getAttribute('data-index');
          assert.equal(await start.getAttribute('data-legal'), 'true');
          await start.focus();
          const across = (await start.getAttribute('data-x')) === '0' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
          await page.keyboard.press(across[0]);
          assert.notEqual(await page.evaluate(() => document.activeElement.dataset.index), startIndex, 'an arrow moves the focus');
          await page.keyboard.press(across[1]);
          assert.equal(await page.evaluate(() => document.activeElement.dataset.index), startIndex, 'and back');
          await page.keyboard.press('Enter');
        } else {
          await legal.nth(moves % count).click();
        }
      } else {
        assert.fail(`seat ${mover} has its turn but nothing to choose (step ${step})`);
      }
      await waitForVersionAbove(page, before);
      moves += 1;


      if (moves === 6 && !reloaded && (await guest.locator('.outcome').count()) === 0) {
        reloaded = true;
        await guest.reload();
        await backInSeat(guest, '.kangaruse-board', 1);
        await guest.locator('.k-scores tr[data-seat="1"] .tag-you').waitFor();
      }

      if (moves === 8 && !comparedSpectator) {
        const target = await versionOf(host);
        await waitForVersionAtLeast(spectator, target);
        await waitForVersionAtLeast(host, target);
        if ((await versionOf(spectator)) === (await versionOf(host)) && (await host.locator('.outcome').count()) === 0) {
          assert.equal(await boardSignature(spectator), await boardSignature(host), 'the spectator sees the same board');
          assert.equal(await spectator.locator('[data-legal="true"]').count(), 0, 'a spectator has no moves');
          await spectator.screenshot({ path: path.join(artifacts, 'spectator-phone.png'), fullPage: true });
          comparedSpectator = true;
        }
      }
    }
    assert.ok(moves > 2, 'the game took some moves');
    assert.ok(reloaded, 'the guest reloaded mid-game');
    assert.ok(comparedSpectator, 'the spectator board was compared');
  });

  await t.test('every page shows the same final table', async () => {
    for (const page of [host, guest, spectator]) await page.locator('.outcome .outcome-table').waitFor();
    const table = await host.locator('.outcome-table').innerText();
    assert.equal(await guest.locator('.outcome-table').innerText(), table);
    assert.equal(await spectator.locator('.outcome-table').innerText(), table);
    assert.match(table, /Mia/);
    assert.match(table, /Leo/);
    assert.match(table, /Total/);
    assert.equal(await host.locator('.outcome-table thead th').count(), 3, 'a column per player');
    // Equal totals are a draw, which a random board sometimes gives.
    const title = await host.locator('.outcome-title').innerText();
    assert.match(title, /^(You win!|Leo wins!|A draw!)$/);
    const totals = await host.$$eval('.outcome-table tr.total td', (cells) => cells.map((cell) => Number(cell.textContent)));
    assert.equal(totals.length, 2);
    if (title === 'A draw!') assert.equal(totals[0], totals[1], 'a draw has equal totals');
    else assert.ok(totals[0] > totals[1], 'the winner is ranked first with the higher total');
    assert.equal(await host.getByRole('button', { name: 'Rematch' }).count(), 1, 'the host may ask for a rematch');
    await host.screenshot({ path: path.join(artifacts, 'final.png'), fullPage: true });
    assert.match(await host.locator('.log-list').innerText(), /jumped|started/);
  });

  await t.test('the host starts a rematch with the same seats', async () => {
    await host.getByRole('button', { name: 'Rematch' }).click();
    for (const page of [host, guest, spectator]) {
      await page.locator('.room[data-status="playing"] .kangaruse-board').waitFor();
      await page.locator('.outcome').waitFor({ state: 'detached' });
    }
    await host.locator('.room[data-my-seat="0"]').waitFor();
    await guest.locator('.room[data-my-seat="1"]').waitFor();
  });

  await t.test('no script errors and nothing loaded from outside', async () => {
    for (const page of [host, guest, spectator]) assert.deepEqual(page.problems, []);
  });
});
