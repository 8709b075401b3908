// A player leaves in the middle of a game: the others see them as away, and
// once the grace period is over the host hands the seat to a bot, which
// plays it to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { windowOf, startKangaruseForTwo, playKangaruse, pagesFor } from './browser.mjs';

test('the host hands an absent player\'s seat to a bot', async (t) => {
  const [host, leaver] = await pagesFor(t, windowOf(1200, 860), windowOf(1000, 800));
  await startKangaruseForTwo(host, leaver, 'Kim', 'Sam');

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
    await playKangaruse(host, { pick: 'last', maxMoves: 300 });
    await host.locator('.outcome .outcome-table').waitFor();
    assert.match(await host.locator('.outcome-table').innerText(), /Kim/);
    assert.deepEqual(host.problems, []);
  });
});
