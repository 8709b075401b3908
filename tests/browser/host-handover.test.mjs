// The host closes the tab in the middle of a game: once the grace period is
// over, the other player becomes host, hands the empty seat to a bot and
// finishes the game. (The test server's grace period is 2 s.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { windowOf, startKangaruseForTwo, playKangaruse, pagesFor } from './browser.mjs';

test('when the host leaves, a guest becomes host and can add a bot', async (t) => {
  const [host, guest] = await pagesFor(t, windowOf(1200, 860), windowOf(1200, 860));
  await startKangaruseForTwo(host, guest, 'Ada', 'Bea');

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
    await playKangaruse(guest, { pick: 'last', maxMoves: 300 });
    await guest.locator('.outcome .outcome-table').waitFor();
    // The new host may start the rematch.
    await guest.getByRole('button', { name: /rematch/i }).waitFor();
    assert.deepEqual(guest.problems, []);
  });
});
