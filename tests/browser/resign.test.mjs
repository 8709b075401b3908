// Resigning in every game, through the real server, by clicking.
// - Kanga: the player who is not to move resigns from the room's Resign
//   button (with its confirm step); the other wins at once.
// - Jackaroo: a player resigns; a bot takes the seat (under the player's
//   name) and the game goes on; when the other resigns too, the bots play it
//   to the end.
// - Kangaruse: a player gives up (the rules' give_up, on their turn) against
//   a bot, which plays on to the end; the bot's moves are marked in the log.
// - Kangaroo: a player resigns with the rules' resignation (the piece given
//   up) against a bot.
// Every final table says who resigned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, takeSeat, addBot, startGame, pagesFor } from './browser.mjs';

// The room's own Resign button: ask, then confirm.
async function resignFromRoom(page) {
  await page.locator('.people .resign').click();
  await page.locator('.resign-confirm').waitFor();
  assert.match(await page.locator('.resign-confirm').innerText(), /Give up this game\?/);
  await page.locator('.resign-yes').click();
}

// The final table's column of `name` carries the "resigned" tag.
async function tableSaysResigned(page, name) {
  const column = page.locator('.outcome-table thead th', { hasText: name });
  await column.waitFor();
  await column.locator('.tag-resigned', { hasText: 'resigned' }).waitFor();
}

test('resigning in every game', async (t) => {
  const [ada, bea] = await pagesFor(t, windowOf(1280, 900), windowOf(1200, 860));

  await t.test('Kanga: the player not to move resigns; the other wins at once', async () => {
    const url = await createRoomAs(ada, { game: 'kanga', name: 'Ada' });
    await takeSeat(bea, { url, name: 'Bea', seat: 1 });
    await startGame(ada, [ada, bea], '.kanga-board');
    // Nobody resigns by accident: the first click only asks.
    await bea.locator('.people .resign').click();
    await bea.locator('.resign-no').click();
    await bea.locator('.people .resign').waitFor();
    assert.equal(await bea.locator('.room[data-status="playing"]').count(), 1, 'keeping on playing changes nothing');
    // Ada (Black) is to move; Bea resigns anyway.
    await resignFromRoom(bea);
    for (const page of [ada, bea]) {
      await page.locator('.room[data-status="finished"] .outcome').waitFor();
      await tableSaysResigned(page, 'Bea');
      assert.equal(await page.locator('.outcome-table thead th', { hasText: 'Ada' }).locator('.tag-resigned').count(), 0);
      await page.locator('.log-list li', { hasText: 'Bea resigned' }).first().waitFor();
      await page.locator('.people .person[data-seat="1"] .tag-resigned').waitFor();
      assert.equal(await page.locator('.people .resign').count(), 0, 'no Resign button once the game is over');
    }
    assert.equal(await ada.locator('.outcome-title').innerText(), 'You win!');
    assert.equal(await bea.locator('.outcome-title').innerText(), 'Ada wins!');
    await bea.screenshot({ path: path.join(artifacts, 'resign-kanga.png'), fullPage: true });
  });

  await t.test('Jackaroo: a bot takes the resigner\'s seat and the game goes on to its end', async () => {
    const url = await createRoomAs(ada, { game: 'jackaroo', name: 'Ada', seats: 2 });
    await takeSeat(bea, { url, name: 'Bea', seat: 1 });
    await startGame(ada, [ada, bea], '.jackaroo');
    await resignFromRoom(bea);
    // Bea now watches; her seat keeps her name and is a bot's.
    await bea.locator('.room[data-my-seat=""][data-status="playing"]').waitFor();
    for (const page of [ada, bea]) {
      const seat = page.locator('.people .person[data-seat="1"]');
      await seat.locator('.tag-resigned').waitFor();
      await seat.locator('.tag-bot').waitFor();
      assert.equal(await seat.locator('.person-name').innerText(), 'Bea');
      await page.locator('.log-list li', { hasText: 'Bea resigned: a bot plays the seat from now on' }).waitFor();
    }
    assert.equal(await bea.locator('.people .resign').count(), 0, 'a spectator has no Resign button');
    // Ada resigns too: two bots play the game to its end, and the log marks
    // their moves.
    await resignFromRoom(ada);
    await ada.locator('.room[data-my-seat=""]').waitFor();
    await ada.locator('.log-list li[data-by="bot"] .log-by-bot', { hasText: '(bot)' }).first().waitFor({ timeout: 0 });
    for (const page of [ada, bea]) {
      await page.locator('.room[data-status="finished"] .outcome').waitFor({ timeout: 0 });
      await tableSaysResigned(page, 'Ada');
      await tableSaysResigned(page, 'Bea');
    }
    await ada.screenshot({ path: path.join(artifacts, 'resign-jackaroo.png'), fullPage: true });
  });

  await t.test('Kangaruse: giving up against a bot; the bot plays on to the end', async () => {
    await createRoomAs(ada, { game: 'kangaruse', name: 'Ada', seats: 2, size: 'tiny' });
    await addBot(ada, 1, 'easy');
    await startGame(ada, [ada], '.kangaruse-board');
    // The rules' own give_up is the resignation here: no second button.
    assert.equal(await ada.locator('.people .resign').count(), 0);
    await ada.locator('.board-wrap[data-my-turn="true"]').waitFor();
    await ada.locator('.give-up').click();
    await ada.locator('.confirm-give-up').click();
    await ada.locator('.people .person[data-seat="0"] .tag-resigned').waitFor();
    await ada.locator('.room[data-status="finished"] .outcome').waitFor({ timeout: 0 });
    await tableSaysResigned(ada, 'Ada');
    await ada.locator('.log-list li[data-by="bot"] .log-by-bot').first().waitFor();
    assert.equal(await ada.locator('.log-list li[data-by="clock"]').count(), 0, 'no clock in this room');
  });

  await t.test('Kangaroo: the rules\' resignation, giving up a piece, against a bot', async () => {
    await createRoomAs(ada, { game: 'kangaroo', name: 'Ada', seats: 2 });
    await addBot(ada, 1, 'easy');
    await startGame(ada, [ada], '.kangaroo-board');
    assert.equal(await ada.locator('.people .resign').count(), 0);
    await ada.locator('.kr-resign').click();
    await ada.locator('.kr-prompt[data-step="resign-piece"]').waitFor();
    await ada.locator('[data-give-up="true"]').first().click();
    await ada.locator('.kr-confirm-resign').click();
    await ada.locator('.room[data-status="finished"] .outcome').waitFor();
    await tableSaysResigned(ada, 'Ada');
    await ada.locator('.log-list li', { hasText: 'Ada resigned' }).waitFor();
  });

  await t.test('no script errors and nothing loaded from outside', async () => {
    for (const page of [ada, bea]) assert.deepEqual(page.problems, []);
  });
});
