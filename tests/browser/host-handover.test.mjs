// The host closes the tab in the middle of a game: once the grace period is
// over, the other player becomes host, hands the empty seat to a bot and
// finishes the game. (The test server's grace period is 2 s.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launchBrowser, openPage, versionOf, stopPlaying } from './browser.mjs';

test('when the host leaves, a guest becomes host and can add a bot', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const host = await openPage(browser, { viewport: { width: 1200, height: 860 } });
  const guest = await openPage(browser, { viewport: { width: 1200, height: 860 } });

  await host.goto(`${baseUrl}/`);
  await host.selectOption('#option-size', 'tiny');
  await host.selectOption('#seats', '2');
  await host.fill('#creator-name', 'Ada');
  await host.getByRole('button', { name: 'Create room' }).click();
  await host.waitForURL(/\/r\//);
  await host.locator('.seat[data-seat="0"].seat-mine').waitFor();
  await guest.goto(host.url());
  await guest.fill('#player-name', 'Bea');
  await guest.locator('.seat[data-seat="1"] .take-seat').click();
  await guest.locator('.seat[data-seat="1"].seat-mine').waitFor();
  await host.locator('.start-game:not([disabled])').click();
  await guest.locator('.room[data-status="playing"] .kangaruse-board').waitFor();

  await t.test('the guest is not host while the host is here', async () => {
    assert.equal(await guest.locator('.people .add-bot').count(), 0);
  });

  await t.test('after the host has been away for the grace period, the guest takes over and adds a bot', async () => {
    await host.context().close();
    await guest.locator('.people .person[data-seat="0"] .tag-away').waitFor();
    // The host role moves to the guest's seat, and with it the host's controls.
    await guest.locator('.people .person[data-seat="0"] .add-bot').waitFor();
    await guest.locator('.people .person[data-seat="0"] .add-bot').click();
    await guest.locator('.people .person[data-seat="0"] .tag-bot').waitFor();
  });

  await t.test('the game goes on to the end with the bot', async () => {
    for (let moves = 0; moves < 300; moves += 1) {
      await guest.waitForSelector('.outcome, .board-wrap[data-my-turn="true"]');
      if ((await guest.locator('.outcome').count()) > 0) break;
      const before = await versionOf(guest);
      const step = await guest.locator('.turn-prompt').getAttribute('data-step');
      if (step === 'no_jump') await stopPlaying(guest);
      else await guest.locator('.kangaruse-board [data-legal="true"]').last().click();
      await guest.waitForFunction((v) => Number(document.querySelector('.room').dataset.version) > v, before);
    }
    await guest.locator('.outcome .outcome-table').waitFor();
    // The new host may start the rematch.
    await guest.getByRole('button', { name: /rematch/i }).waitFor();
    assert.deepEqual(guest.problems, []);
  });
});
