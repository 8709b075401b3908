// Partners are chosen in the Jackaroo lobby: the seats are drawn as the two
// teams (seats 1 and 3 against 2 and 4), a seated player moves to a free
// seat of either team, the host swaps two seats (the moved player's page
// follows, and keeps the seat after a reload), and the game starts with the
// partners so chosen; in it, a player still changes their name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, takeSeat, addBot, startGame, pagesFor, openRename } from './browser.mjs';

// Each team box's seat numbers, as the page draws them.
function teamsShown(page) {
  return page.$$eval('.seat-groups .team', (teams) => teams.map((team) => ({
    name: team.dataset.team,
    seats: [...team.querySelectorAll('.seat')].map((seat) => Number(seat.dataset.seat)),
  })));
}

const mySeat = (page) => page.$eval('.room', (room) => room.dataset.mySeat);

test('Jackaroo lobby: two people pick partners by seat, the host swaps, the game keeps them', async (t) => {
  const [ana, ben] = await pagesFor(t, windowOf(1400, 900), windowOf(1400, 900));
  const url = await createRoomAs(ana, { game: 'jackaroo', seats: 4, name: 'Ana' });

  await t.test('the seats are drawn as two teams', async () => {
    await ana.locator('.seat-groups .team').first().waitFor();
    assert.deepEqual(await teamsShown(ana), [
      { name: 'Team A', seats: [0, 2] },
      { name: 'Team B', seats: [1, 3] },
    ]);
    assert.match(await ana.locator('.team[data-team="Team A"] .team-name').innerText(), /Team A · seats 1 and 3/i);
  });

  await t.test('Ben sits in Team B, then moves to Team A beside Ana', async () => {
    await takeSeat(ben, { url, name: 'Ben', seat: 1 });
    assert.equal(await mySeat(ben), '1');
    await ben.locator('.team[data-team="Team A"] .seat[data-seat="2"] .move-seat').click();
    await ben.locator('.seat[data-seat="2"].seat-mine').waitFor();
    assert.equal(await mySeat(ben), '2');
    await ana.locator('.seat[data-seat="1"][data-state="free"]').waitFor();
    assert.equal(await ana.locator('.seat[data-seat="2"] .seat-name').innerText(), 'Ben');
    await ben.screenshot({ path: path.join(artifacts, 'teams-lobby-moved.png') });
  });

  await t.test('the host swaps Ben into Team B and back; his page follows', async () => {
    // Guests have no swap control.
    assert.equal(await ben.locator('.swap-seat').count(), 0);
    await ana.locator('.seat[data-seat="2"] .swap-seat').click();
    await ana.locator('.seat[data-seat="2"] .swap-cancel').waitFor();
    await ana.screenshot({ path: path.join(artifacts, 'teams-lobby-swapping.png') });
    await ana.locator('.seat[data-seat="3"] .swap-target').click();
    await ben.locator('.team[data-team="Team B"] .seat[data-seat="3"].seat-mine').waitFor();
    assert.equal(await mySeat(ben), '3');
    await ana.locator('.seat[data-seat="2"][data-state="free"]').waitFor();

    // A reload finds Ben in his new seat: the seat token moved with him.
    await ben.reload();
    await ben.locator('.seat[data-seat="3"].seat-mine').waitFor();

    await ana.locator('.seat[data-seat="3"] .swap-seat').click();
    await ana.locator('.seat[data-seat="2"] .swap-target').click();
    await ben.locator('.seat[data-seat="2"].seat-mine').waitFor();
    assert.equal(await mySeat(ben), '2');
  });

  await t.test('the game starts with Ana and Ben as partners', async () => {
    await addBot(ana, 1, 'easy');
    await addBot(ana, 3, 'easy');
    await startGame(ana, [ana, ben], '.jackaroo');
    const teams = await ben.locator('.jk-teams li').allInnerTexts();
    assert.equal(teams.length, 2);
    assert.match(teams[0], /^Team A: Ana and Ben/);
    assert.match(teams[1], /^Team B: Bot .* and Bot /);
    await ben.screenshot({ path: path.join(artifacts, 'teams-game.png') });
  });

  await t.test('during the game Ben changes his name; it is not Ana\u2019s to take', async () => {
    await openRename(ben, 'ana');
    await ben.locator('.rename-form button[type=submit]').click();
    await ben.locator('.toast-error', { hasText: 'already goes by that name' }).waitFor();
    await ben.locator('#rename-input').fill('Benny');
    await ben.locator('.rename-form button[type=submit]').click();
    await ana.locator('.people .person[data-seat="2"] .person-name', { hasText: 'Benny' }).waitFor();
    assert.equal(await mySeat(ben), '2');
  });

  assert.deepEqual(ana.problems, []);
  assert.deepEqual(ben.problems, []);
});
