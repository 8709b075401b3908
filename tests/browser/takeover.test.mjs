// A player leaves in the middle of a game: the others see them as away, and
// once the grace period is over the host hands the seat to a bot, which
// plays it to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launchBrowser, openPage, versionOf, stopPlaying } from './browser.mjs';

test('the host hands an absent player\'s seat to a bot', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const host = await openPage(browser, { viewport: { width: 1200, height: 860 } });
  const leaver = await openPage(browser, { viewport: { width: 1000, height: 800 } });

  await host.goto(`${baseUrl}/`);
  await host.selectOption('#option-size', 'tiny');
  await host.selectOption('#seats', '2');
  await host.fill('#creator-name', 'Kim');
  await host.getByRole('button', { name: 'Create room' }).click();
  await host.waitForURL(/\/r\//);
  await host.locator('.seat[data-seat="0"].seat-mine').waitFor();
  await leaver.goto(host.url());
  await leaver.fill('#player-name', 'Sam');
  await leaver.locator('.seat[data-seat="1"] .take-seat').click();
  await leaver.locator('.seat[data-seat="1"].seat-mine').waitFor();
  await host.locator('.start-game:not([disabled])').click();
  await host.locator('.room[data-status="playing"] .kangaruse-board').waitFor();

  await t.test('the leaver is shown as away', async () => {
    await leaver.context().close();
    await host.locator('.people .person[data-seat="1"] .tag-away').waitFor();
    await host.locator('.k-scores tr[data-seat="1"] .tag-away').waitFor();
  });

  await t.test('after the grace period the host lets a bot take over', async () => {
    await host.locator('.people .person[data-seat="1"] .add-bot').click();
    await host.locator('.people .person[data-seat="1"] .tag-bot').waitFor();
    assert.equal(await host.locator('.people .person[data-seat="1"] .tag-away').count(), 0);
  });

  await t.test('the game goes on to the end with the bot', async () => {
    for (let moves = 0; moves < 300; moves += 1) {
      await host.waitForSelector('.outcome, .board-wrap[data-my-turn="true"]');
      if ((await host.locator('.outcome').count()) > 0) break;
      const before = await versionOf(host);
      const step = await host.locator('.turn-prompt').getAttribute('data-step');
      if (step === 'no_jump') await stopPlaying(host);
      else await host.locator('.kangaruse-board [data-legal="true"]').last().click();
      await host.waitForFunction((v) => Number(document.querySelector('.room').dataset.version) > v, before);
    }
    await host.locator('.outcome .outcome-table').waitFor();
    assert.match(await host.locator('.outcome-table').innerText(), /Kim/);
    assert.deepEqual(host.problems, []);
  });
});
